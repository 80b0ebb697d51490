"""Lowerings scoped to device "spyre" (other devices keep the stock ones).

- The matmul family: mm, bmm, addmm, baddbmm become one Inductor sum reduction
  `out[b.., m, n] = sum_k A[b.., m, k] * B[b.., k, n]` over realized operands (addmm/baddbmm add their
  scaled bias as an ordinary pointwise node, which Inductor fuses into the same kernel); linear and
  matmul of any rank reach these through PyTorch's own decompositions (views, expand, t). No extern
  ATen call is ever made, and the reduction is never split or unrolled (inductor_api.sum_reduction):
  passes/matmul.py recognizes it in the kernel IR and puts it on the PE array.
- var / var_mean use the two-pass algorithm (a sum for the mean, then a sum of squared
  deviations) instead of Welford: the vector unit has sum/max/min/argmax reductions and no
  three-output Welford combine.
- cumsum is a masked sum over a triangular mask: out[.., i, ..] = sum_j (j <= i ? x[.., j, ..] : 0).
  The stock lowering builds an Inductor Scan, which a backend without the SCAN feature turns into
  an extern ATen call (a CPU fallback here). A scan along the stick dim would need lane shifts the
  vector unit does not have; the masked sum is an ordinary reduction every pass already handles
  (along the stick dim one row reduce per output element, along another dim an elementwise
  combine of rows). It costs O(L^2) work for a scan of length L: fine for the sequence-length
  scans models do (position ids, packed-sequence masks), not meant for very long scans.
  cumprod keeps the stock path: the vector unit has no product reduction.
- Accumulating stores (scatter_add, index_add, index_put with accumulate=True) of every dtype: the
  stock lowerings, without their fallback to ATen for int64 / bool (Triton's atomic add lacks them;
  the store unit's `scattere` adds any dtype), and index_add of bf16 through index_put as for the
  other dtypes.
- isin (a decomposition, traced before lowering) compares every element with every test element
  and reduces with any: the stock one switches to sort + searchsorted for many test elements.
"""

from __future__ import annotations

import torch

from .. import inductor_api as api
from ..common import DEVICE, SpyreCompileError

aten = torch.ops.aten
FLOAT_DTYPES = (torch.float32, torch.float16, torch.bfloat16)  # what the PE array multiplies


def _check_operands(name, a, b):
    if a.get_dtype() != b.get_dtype():
        raise SpyreCompileError(f"spyre compiler: {name}: operands of different dtypes {a.get_dtype()} and "
                                f"{b.get_dtype()}")
    if a.get_dtype() not in FLOAT_DTYPES:
        raise SpyreCompileError(f"spyre compiler: {name}: the PE array multiplies float16/bfloat16/float32, "
                                f"got {a.get_dtype()}")


def _matmul_reduction(name, a, b, batch: bool):
    """out[(bt,) m, n] = sum_k a[(bt,) m, k] * b[(bt,) k, n] as one realized sum reduction."""
    _check_operands(name, a, b)
    a, b = api.realize_input(a), api.realize_input(b)
    asz, bsz = list(a.get_size()), list(b.get_size())
    want = 3 if batch else 2
    if len(asz) != want or len(bsz) != want:
        raise SpyreCompileError(f"spyre compiler: {name}: expected {want}-d operands, got {asz} and {bsz}")
    if api.V.graph.sizevars.statically_known_equals(asz[-1], bsz[-2]) is False:
        raise SpyreCompileError(f"spyre compiler: {name}: inner dims differ ({asz} @ {bsz})")
    load_a, load_b = a.make_loader(), b.make_loader()
    dtype = a.get_dtype()

    def inner(index, rindex):
        *bt, m, n = index
        (k,) = rindex
        x, y = load_a([*bt, m, k]), load_b([*bt, k, n])
        if dtype != torch.float32:  # the PE array accumulates in fp32
            x, y = api.ops.to_dtype(x, torch.float32), api.ops.to_dtype(y, torch.float32)
        return api.ops.mul(x, y)

    ranges = ([asz[0]] if batch else []) + [asz[-2], bsz[-1]]
    return api.sum_reduction(a.get_device(), dtype, torch.float32, inner, ranges, [asz[-1]])


def _with_bias(product, bias, beta, alpha):
    mul, add = api.stock_lowering(aten.mul.Tensor), api.stock_lowering(aten.add.Tensor)
    if alpha != 1:
        product = mul(product, alpha)
    if beta == 0:
        return product
    if beta != 1:
        bias = mul(bias, beta)
    return add(product, bias)


def register_matmul_lowerings() -> None:
    api.register_device_lowering([aten.mm.default], DEVICE, lambda a, b: _matmul_reduction("mm", a, b, False))
    api.register_device_lowering([aten.bmm.default], DEVICE, lambda a, b: _matmul_reduction("bmm", a, b, True))
    api.register_device_lowering(
        [aten.addmm.default], DEVICE,
        lambda bias, a, b, beta=1, alpha=1: _with_bias(_matmul_reduction("addmm", a, b, False), bias, beta, alpha))
    api.register_device_lowering(
        [aten.baddbmm.default], DEVICE,
        lambda bias, a, b, beta=1, alpha=1: _with_bias(_matmul_reduction("baddbmm", a, b, True), bias, beta, alpha))


def _two_pass_variance(target):
    stock = api.stock_lowering(target)

    def lower(*args, **kwargs):
        with api.inductor_config.patch({"mtia.disable_welford_reduction": True}):
            return stock(*args, **kwargs)

    return lower


def _cumsum(x, dim, dtype=None):
    size = list(x.get_size())
    if not size:
        return None  # a 0-d cumsum is a copy: the stock lowering makes it without a scan
    src_dtype = x.get_dtype()
    if dtype is None:  # as torch: integer and bool scans accumulate (and return) int64
        dtype = src_dtype if src_dtype.is_floating_point else torch.int64
    dim = dim % len(size)
    load = x.make_loader()
    ops = api.ops

    def inner(index, rindex):
        (j,) = rindex
        value = load([*index[:dim], j, *index[dim + 1:]])
        if src_dtype != dtype:
            value = ops.to_dtype(value, dtype)
        keep = ops.le(ops.index_expr(j, torch.int64), ops.index_expr(index[dim], torch.int64))
        return ops.where(keep, value, ops.constant(0, dtype))

    return api.sum_reduction(x.get_device(), dtype, dtype, inner, size, [size[dim]])


# ops whose stock lowerings make an accumulating store (scatter_add, index_add, index_put with
# accumulate=True): lowered for every dtype on spyre (passes/scatter.py runs them on the store unit)
ACCUMULATING_STORES = ("index_put.default", "index_put_.default", "_unsafe_index_put.default", "scatter_add.default",
                       "scatter_add_.default", "scatter_reduce.two", "scatter_reduce_.two", "scatter.reduce",
                       "scatter.value_reduce", "scatter_.reduce", "scatter_.value_reduce")


def _any_dtype(target):
    stock = api.stock_lowering(target)

    def lower(*args, **kwargs):
        with api.atomic_add_of_any_dtype():
            return stock(*args, **kwargs)

    return lower


def _index_add(x, dim, index, source, *, alpha=1):
    """x.index_add(dim, index, source, alpha) as index_put(x, (:, ..., index), source * alpha,
    accumulate=True). Inductor lowers index_add through that decomposition except for bf16, which it
    leaves to ATen (pytorch#137425: GPU atomics); spyre adds bf16 in fp32 like every other dtype."""
    size = list(x.get_size())
    if not size:
        return None  # (0-d: the stock path)
    if alpha != 1:
        source = api.stock_lowering(aten.mul.Tensor)(source, alpha)
    indices = [None] * (dim % len(size)) + [index]
    with api.atomic_add_of_any_dtype():
        return api.stock_lowering(aten.index_put.default)(x, indices, source, True)


def _isin(elements, test_elements, *, assume_unique=False, invert=False):
    """isin as (elements[..., None] == test_elements).any(): the stock decomposition sorts (sort and
    searchsorted, ATen calls here) once test_elements outgrow 10 * elements.numel() ** 0.145."""
    if not isinstance(elements, torch.Tensor) or not isinstance(test_elements, torch.Tensor):
        return NotImplemented  # (a scalar side: the stock decomposition is a comparison)
    if elements.numel() == 0:
        return torch.empty_like(elements, dtype=torch.bool)
    res = (elements.reshape(*elements.shape, 1) == test_elements.reshape(-1)).any(-1)
    return res.logical_not() if invert else res


def register_lowerings() -> None:
    api.register_device_decomposition([aten.isin.Tensor_Tensor], DEVICE, _isin)
    register_matmul_lowerings()  # the matmul family on the PE array
    for name in ACCUMULATING_STORES:
        packet, overload = name.split(".")
        target = getattr(getattr(aten, packet), overload)
        api.register_device_lowering([target], DEVICE, _any_dtype(target))
    api.register_device_lowering([aten.index_add.default], DEVICE, _index_add)
    api.register_device_lowering([aten.cumsum.default], DEVICE, _cumsum)
    for packet in (aten.var_mean, aten.var, torch.ops.prims.var):
        for name in packet.overloads():
            target = getattr(packet, name)
            try:
                api.register_device_lowering([target], DEVICE, _two_pass_variance(target))
            except KeyError:  # an overload Inductor does not lower itself
                continue
