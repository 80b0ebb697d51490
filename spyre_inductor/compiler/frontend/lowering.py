"""Lowerings scoped to device "spyre" (other devices keep the stock ones).

- The matmul family: mm, bmm, addmm, baddbmm (addbmm: an addmm over the batch-major inner dim) become one Inductor sum reduction
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
  cumprod and prod: the vector unit has no product reduction; they are pairwise products
  (`_pairwise_prod`: halves multiplied, log2 L pointwise steps; cumprod a Hillis-Steele scan).
  cummax / cummin and logcumsumexp (decompositions) reduce the same triangular prefixes: a masked
  max / min (and the last position holding it), a masked log-sum-exp.
- Accumulating stores (scatter_add, index_add, index_put with accumulate=True) of every dtype: the
  stock lowerings, without their fallback to ATen for int64 / bool (Triton's atomic add lacks them;
  the store unit's `scattere` adds any dtype), and index_add of bf16 through index_put as for the
  other dtypes. index_add into a dim of one slot is x plus the source's sum (a decomposition).
- isin (a decomposition, traced before lowering) compares every element with every test element
  and reduces with any: the stock one switches to sort + searchsorted for many test elements.
- searchsorted / bucketize (decompositions) count the boundaries before each value: a sum of
  compares, O(V * S), instead of a binary search per value (ATen calls here).
  histc likewise counts, per bin, the elements whose interpolated bin it is.
- convolution (1-d / 2-d / 3-d, grouped, strided, dilated, padded, transposed) is a decomposition
  into a GEMM: im2col as strided views of the padded input stacked along a new dim, then one
  matmul (the matmul family above); a transposed convolution spreads its input out by the stride
  first and convolves with the flipped kernel.
"""

from __future__ import annotations

import functools
import math

import numpy as np
import torch

from .. import inductor_api as api
from ..common import DEVICE, NORM_STATISTICS, SpyreCompileError, norm_statistics_dtype

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
    if api.V.graph.sizevars.statically_known_equals(asz[-1], 0):
        # an empty sum is zeros; Inductor's reduction of no elements would give them in its
        # accumulator's dtype (float32), not the operands'
        return api.constant_tensor(ranges, 0, dtype, a.get_device())
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


def _addbmm(bias, batch1, batch2, *, beta=1, alpha=1):
    """addbmm as one addmm whose inner dim is the batch's (b, m): the sum over the batch is part of
    the PE array's fp32 accumulation, rounded once, instead of one product per batch summed apart."""
    if batch1.dim() != 3 or batch2.dim() != 3:
        return NotImplemented  # (PyTorch's own error)
    b, n, m = batch1.shape
    a = batch1.permute(1, 0, 2).reshape(n, b * m)
    return torch.addmm(bias, a, batch2.reshape(b * m, batch2.shape[2]), beta=beta, alpha=alpha)


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


def _index_add_one_slot(x, dim, index, source, *, alpha=1):
    """index_add into a dim of one slot (or a 0-d x): every index names that slot, so it is x plus
    the sum of the source along dim, in fp32 for 16-bit dtypes (the CPU's x + alpha * s, rounded
    once for one index). The stock decomposition's index_put would have Inductor fold the index
    away, leaving an accumulating store at a plain index, which passes/scatter.py does not take."""
    if x.dtype == torch.bool or (x.dim() and x.shape[dim] != 1):
        return NotImplemented
    wide = torch.float32 if x.dtype in (torch.float16, torch.bfloat16) else x.dtype
    if x.dim():
        total = source.to(wide).sum(dim, keepdim=True, dtype=wide)
    else:  # (a 0-d source, or one of one element)
        total = source.to(wide).sum(dtype=wide)
    return (x.to(wide) + total * alpha).to(x.dtype)


def _isin(elements, test_elements, *, assume_unique=False, invert=False):
    """isin as (elements[..., None] == test_elements).any(): the stock decomposition sorts (sort and
    searchsorted, ATen calls here) once test_elements outgrow 10 * elements.numel() ** 0.145."""
    if not isinstance(elements, torch.Tensor) or not isinstance(test_elements, torch.Tensor):
        return NotImplemented  # (a scalar side: the stock decomposition is a comparison)
    if elements.numel() == 0:
        return torch.empty_like(elements, dtype=torch.bool)
    res = (elements.reshape(*elements.shape, 1) == test_elements.reshape(-1)).any(-1)
    return res.logical_not() if invert else res


def _count_below(boundaries, values, right: bool, out_int32: bool):
    """How many boundaries (..., S) sort before each value (..., V): left (right=False) the number
    not >= the value, right the number not > it, the predicates the CPU's binary search tests, so a
    NaN value counts every boundary (it lands past the end, as on the CPU). For a sorted boundary
    row that count is the binary search's answer. (A NaN inside the boundaries breaks the order the
    binary search relies on: its answer then depends on its path, this one does not.)"""
    after = boundaries.unsqueeze(-2) > values.unsqueeze(-1) if right else \
        boundaries.unsqueeze(-2) >= values.unsqueeze(-1)  # (..., V, S)
    count = after.logical_not().sum(-1)
    return count.to(torch.int32) if out_int32 else count


def _searchsorted(sorted_sequence, values, *, out_int32=False, right=False, side=None, sorter=None):
    """searchsorted as a sum of compares (_count_below), as isin is done: O(V * S) work, no search.
    A 1-d sequence serves every value; an N-d one is a batch of sequences, its last dim searched
    for the values of the same leading position. `sorter` (the positions that sort the sequence)
    gathers it sorted first."""
    if side is not None:
        if right and side == "left":
            return NotImplemented  # (the CPU's error: side and right set to opposites)
        right = side == "right"
    if sorter is not None:
        sorted_sequence = sorted_sequence.gather(-1, sorter)
    if not isinstance(values, torch.Tensor):  # searchsorted.Scalar: a 0-d result
        dtype = torch.result_type(sorted_sequence, values)  # (a Python number takes the sequence's kind)
        values = torch.full((), values, dtype=dtype, device=sorted_sequence.device)
    if sorted_sequence.dim() <= 1:
        flat = _count_below(sorted_sequence.reshape(-1), values.reshape(-1), right, out_int32)
        return flat.reshape(values.shape)
    return _count_below(sorted_sequence, values, right, out_int32)


def _bucketize(values, boundaries, *, out_int32=False, right=False):
    """bucketize(v, b) is searchsorted(b, v) for a 1-d b."""
    if boundaries.dim() != 1:
        return NotImplemented  # (the CPU's error)
    return _searchsorted(boundaries, values, out_int32=out_int32, right=right)


def _histc(x, bins=100, min=0, max=0):
    """histc as compares and a sum per bin, as searchsorted: each element's bin is the CPU's
    interpolated one, floor((x - min) * bins / (max - min)) in fp32 (the right edge in the last
    bin); elements outside [min, max] (NaN too) in none. min == max takes the data's range, widened
    by 1 both ways if it is one value, as the CPU does (its error for a NaN or infinite data range
    is not raised: a compiled graph cannot, the bins are then what the compares give). O(N * bins).
    float32 only (the CPU rounds each step of that formula in a 16-bit input's own dtype)."""
    if x.dtype != torch.float32 or bins <= 0:
        return NotImplemented  # (the stock path: the CPU's errors)
    flat = x.reshape(-1)
    if min == max and not flat.numel():
        min, max = -1, 1  # (the CPU's range for no data: 0 widened)
    if min == max:
        lo, hi = flat.amin(), flat.amax()
        one_value = lo == hi
        lo, hi = torch.where(one_value, lo - 1, lo), torch.where(one_value, hi + 1, hi)
        width = hi - lo
    else:  # (Python numbers, rounded to fp32 as the CPU's edges: a graph constant of one value
        # would be folded by running it eagerly)
        lo, hi = float(np.float32(min)), float(np.float32(max))
        width = float(np.float32(hi) - np.float32(lo))
    position = torch.floor((flat - lo) * bins / width).clamp_max(bins - 1)
    inside = (flat >= lo) & (flat <= hi)
    slots = torch.arange(bins, device=x.device, dtype=x.dtype).unsqueeze(1)
    return ((position.unsqueeze(0) == slots) & inside).sum(-1).to(x.dtype)


SORT_MAX = 1 << 24  # sort positions travel as fp32 next to float values: exact below 2**24
ROWS_SORT_MIN_OUTER = 8  # other elements from which a sort's positions are its state's rows (_sorted_state)


def _sorted_state(x, dim: int, descending: bool):
    """A realized state (2, P, *outer) -- or (2, *outer, P), below -- of x sorted along `dim`, stably
    (ties keep their order; NaN counts as the largest value, as on the CPU): [0] the values (fp32 for
    float inputs, which holds fp16 / bf16 exactly; int64 for integer and bool inputs), [1] their
    positions in the same dtype; `outer` are x's other dims in order, P the dim's size padded to a
    power of two (pads sort last).

    Where the other dims hold at least ROWS_SORT_MIN_OUTER elements, the positions are the state's
    rows: a position's partner is another row, so each step is whole-stick vector work over the
    other dims (OpInfo's (5, 10, 5) sorted on dim 1: 13 kernels of ~8k instructions, ~15 s to
    compile, instead of ~35k instructions each and ~60 s). A 1-d x (or few other elements) keeps the
    positions on the stick dim: one position per row of a stick each would make P rows of mostly
    padding, slower still.

    A bitonic network: log2(P) * (log2(P) + 1) / 2 compare-exchange steps, each one realized
    pointwise node over the state. Step (k, j) pairs position p with its partner p XOR j (lo = the
    one with bit j clear, hi = lo + j), orders the pair ascending where bit k of p is clear and
    descending where it is set (the other way round for a descending sort), and writes each side's
    value or position: four loads, comparisons and selects (vector-unit work); the loads' indices
    are p's bits (FloorDiv / ModularIndexing of p)."""
    size = list(x.get_size())
    n = int(size[dim])
    outer = size[:dim] + size[dim + 1:]
    P = 1 << max(n - 1, 0).bit_length()
    rows = math.prod(int(s) for s in outer) >= ROWS_SORT_MIN_OUTER

    def at(c, p, o):  # a state index: (c, p, *o) when the positions are rows, else (c, *o, p)
        return [c, p, *o] if rows else [c, *o, p]

    def split(index):  # (c, p, o) of a state index
        return (index[0], index[1], index[2:]) if rows else (index[0], index[-1], index[1:-1])

    src_dtype = x.get_dtype()
    floating = src_dtype.is_floating_point
    dtype = torch.float32 if floating else torch.int64
    ops, device = api.ops, x.get_device()
    load_x = x.make_loader()

    def first(index):
        c, p, o = split(index)
        value = ops.to_dtype(load_x([*o[:dim], p, *o[dim:]]), dtype)
        if P != n:  # (pads hold 0; their positions >= n order them last)
            value = ops.masked(ops.lt(ops.index_expr(p, torch.int64), ops.constant(n, torch.int64)),
                               lambda: ops.to_dtype(load_x([*o[:dim], p, *o[dim:]]), dtype), 0)
        return ops.where(ops.eq(ops.index_expr(c, torch.int64), ops.constant(0, torch.int64)), value,
                         ops.index_expr(p, dtype))

    ranges = at(2, P, outer)
    state = api.pointwise(device, dtype, first, ranges)

    def before(va, ia, vb, ib):
        """a precedes b: pads last, then by value (NaN largest), ties by position."""
        first_ = ops.gt(va, vb) if descending else ops.lt(va, vb)
        same = ops.eq(va, vb)
        if floating:
            na, nb = ops.isnan(va), ops.isnan(vb)
            first_ = ops.or_(first_, ops.and_(na, ops.logical_not(nb)) if descending
                             else ops.and_(ops.logical_not(na), nb))
            same = ops.or_(same, ops.and_(na, nb))
        by_pos = ops.lt(ia, ib)
        limit = ops.constant(n, dtype)
        pad = ops.or_(ops.ge(ia, limit), ops.ge(ib, limit))
        return ops.where(pad, by_pos, ops.or_(first_, ops.and_(same, by_pos)))

    def step(load, k, j):
        def inner(index):
            c, p, o = split(index)
            bit_j = api.ModularIndexing(p, j, 2)
            lo = p - j * bit_j
            v_lo, v_hi = load(at(0, lo, o)), load(at(0, lo + j, o))
            i_lo, i_hi = load(at(1, lo, o)), load(at(1, lo + j, o))
            up = ops.eq(ops.index_expr(api.ModularIndexing(p, k, 2), torch.int64), ops.constant(0, torch.int64))
            swap = ops.where(up, before(v_hi, i_hi, v_lo, i_lo), before(v_lo, i_lo, v_hi, i_hi))
            is_hi = ops.eq(ops.index_expr(bit_j, torch.int64), ops.constant(1, torch.int64))
            take_hi = ops.xor(swap, is_hi)  # the lo slot takes hi when swapped, the hi slot when not
            is_value = ops.eq(ops.index_expr(c, torch.int64), ops.constant(0, torch.int64))
            return ops.where(is_value, ops.where(take_hi, v_hi, v_lo), ops.where(take_hi, i_hi, i_lo))
        return inner

    k = 2
    while k <= P:
        j = k // 2
        while j >= 1:
            state = api.pointwise(device, dtype, step(state.make_loader(), k, j), ranges)
            j //= 2
        k *= 2
    return state, at


def _sort_outputs(x, dim: int, descending: bool, count: int | None = None):
    """(values, int64 indices) of x sorted along dim, the first `count` of them (all by default)."""
    size = list(x.get_size())
    dim = dim % len(size)
    if not api.static_ints(size) or int(size[dim]) > SORT_MAX:
        return None
    state, at = _sorted_state(x, dim, descending)
    state = state.make_loader()
    out_size = list(size)
    if count is not None:
        out_size[dim] = count

    def take(c, dtype):
        def inner(index):
            p = index[dim]
            o = [*index[:dim], *index[dim + 1:]]
            return api.ops.to_dtype(state(at(c, p, o)), dtype)
        return inner

    device = x.get_device()
    return (api.pointwise(device, x.get_dtype(), take(0, x.get_dtype()), out_size),
            api.pointwise(device, torch.int64, take(1, torch.int64), out_size))


def _sort(x, dim=-1, descending=False):
    if not x.get_size():
        return None  # (0-d: the stock lowering, a copy and a zero index)
    return _sort_outputs(x, dim, descending)


def _sort_stable(x, *, stable=None, dim=-1, descending=False):
    return _sort(x, dim, descending)  # (the network is always stable)


def _topk(x, k, dim=-1, largest=True, sorted=True):
    if not x.get_size():
        return None
    return _sort_outputs(x, dim, largest, int(k))  # (sorted either way: sorted=False allows any order)


# Random ops. Inductor's replace_random pass (fallback_random=False) turns rand/randn/randint into
# inductor_random / inductor_randint over seeds from inductor_seeds, to be computed inside kernels;
# with fallback_random=True they stay ATen calls. On spyre both become torch.ops.spyre.draw, the
# card's eager draws (spyre_inductor/device/random.py), which take Philox counters from the device
# generator as eager code does, each draw listing the graph's previous one so that the scheduler
# keeps program order: a compiled graph gives the eager program's numbers for a seed. dropout and
# bernoulli decompose to rand_like and compares in both modes, as Inductor does by default.
def _ordered_draw(size, kind, dtype, device, low=0, high=1):
    graph = api.V.graph
    previous = getattr(graph, "spyre_last_draw", None)
    result = api.aten_call(torch.ops.spyre.draw.default, list(size), kind, dtype, device, low, high,
                           [previous] if previous is not None else [])
    graph.spyre_last_draw = result
    return result


def _random_draw(size, seed, mode, *, offset=0, align_dtype=None):
    if offset:
        raise SpyreCompileError(f"inductor_random with offset {offset} is not supported on spyre")
    if mode == "rand" and align_dtype in _HALF_DTYPES:  # (align_half_precision_rand: the eager draw)
        half = _ordered_draw(size, mode, align_dtype, seed.get_device())
        return api.stock_lowering(torch.ops.prims.convert_element_type.default)(half, torch.float32)
    return _ordered_draw(size, mode, torch.float32, seed.get_device())


_HALF_DTYPES = (torch.float16, torch.bfloat16)


def align_half_precision_rand(gm) -> int:
    """Post-grad pass: replace_random turns a 16-bit rand into a float32 inductor_random rounded by a
    later convert, which can round up to 1.0; the eager 16-bit draw keeps [0, 1), as CUDA's does (a
    value rounded to 1 becomes 0). A float32 rand whose one user converts it to 16 bits gets that
    dtype as its align_dtype, and _random_draw makes it the eager 16-bit draw (exact in float32, so
    the convert gives it back bit for bit). Returns how many draws it aligned."""
    random_op, convert = torch.ops.prims.inductor_random.default, torch.ops.prims.convert_element_type.default
    aligned = 0
    for node in list(gm.graph.nodes):
        if node.target is not random_op or len(node.args) < 3 or node.args[2] != "rand":
            continue
        users = list(node.users)
        if node.kwargs.get("align_dtype") is None and len(users) == 1 and users[0].target is convert \
                and users[0].args[0] is node and users[0].args[1] in _HALF_DTYPES:
            node.kwargs = {**node.kwargs, "align_dtype": users[0].args[1]}
            aligned += 1
    return aligned


def _random_integers(low, high, size, seed, *, offset=0):
    if offset:
        raise SpyreCompileError(f"inductor_randint with offset {offset} is not supported on spyre")
    return _ordered_draw(size, "randint", torch.int64, seed.get_device(), low, high)


def _unused_seeds(count, device):
    # the draws above take no seed: the seeds stay unread constants (no generator use, no code)
    return api.constant_tensor([count], 0, torch.int64, device)


def _unused_seed(seeds, index):
    return api.constant_tensor([], 0, torch.int64, seeds.get_device())


def _factory_draw(kind):
    """aten.rand / randn (fallback_random=True): the ordered draw when no generator is given."""
    def lower(size, *, generator=None, dtype=None, device=None, layout=None, pin_memory=None):
        device = torch.device(device) if device is not None else None
        if generator is not None or device is None or device.type != DEVICE:
            return None
        return _ordered_draw(size, kind, dtype or torch.get_default_dtype(), device)
    return lower


def _randint_draw(*args, generator=None, dtype=None, device=None, layout=None, pin_memory=None):
    device = torch.device(device) if device is not None else None
    if generator is not None or device is None or device.type != DEVICE:
        return None
    low, high, size = (0, *args) if len(args) == 2 else args
    return _ordered_draw(size, "randint", dtype or torch.int64, device, low, high)


def _like_draw(kind):
    def lower(x, *, dtype=None, layout=None, device=None, pin_memory=None, memory_format=None):
        if device is not None and torch.device(device).type != DEVICE:
            return None
        return _ordered_draw(x.get_size(), kind, dtype or x.get_dtype(), x.get_device())
    return lower


def _dilate(x, strides):
    """x with stride - 1 zeros between neighbours along each spatial dim (a transposed
    convolution's input spread out): (.., H) -> (.., (H - 1) * s + 1)."""
    for i, s in enumerate(strides):
        if s == 1:
            continue
        d = x.dim() - len(strides) + i
        h = x.shape[d]
        spread = torch.nn.functional.pad(x.unsqueeze(d + 1), [0, 0] * (x.dim() - d - 1) + [0, s - 1])
        x = spread.flatten(d, d + 1).narrow(d, 0, (h - 1) * s + 1)
    return x


def _convolution(x, weight, bias, stride, padding, dilation, transposed, output_padding, groups):
    """A convolution as a GEMM on the PE array: the input's patches gathered into columns (im2col:
    one strided view of the zero-padded input per kernel position), times the weight as an
    (out channels) x (in channels x kernel positions) matrix, per group. A transposed convolution is
    the ordinary convolution of the input spread out by the stride (zeros between neighbours) and
    padded by dilation * (k - 1) - padding, with the kernel flipped and its channel dims swapped."""
    nd = weight.dim() - 2
    if nd < 1 or x.dim() not in (nd + 1, nd + 2) or not x.dtype.is_floating_point:
        return NotImplemented
    unbatched = x.dim() == nd + 1
    if unbatched:
        x = x.unsqueeze(0)
    stride, padding, dilation = (list(v) * nd if len(v) == 1 else list(v) for v in (stride, padding, dilation))
    if transposed:
        output_padding = list(output_padding) * nd if len(output_padding) == 1 else list(output_padding)
        cin, cout_g, *k = weight.shape
        # (in, out/g, k..) -> (out, in/g, k..), flipped along every kernel dim
        w = weight.reshape(groups, cin // groups, cout_g, *k).transpose(1, 2).reshape(groups * cout_g, cin // groups, *k)
        w = w.flip(list(range(2, 2 + nd)))
        x = _dilate(x, stride)
        pads = []
        for i in reversed(range(nd)):
            edge = dilation[i] * (k[i] - 1) - padding[i]
            pads += [edge, edge + output_padding[i]]
        x = torch.nn.functional.pad(x, pads)  # (a negative pad crops)
        out = _convolution(x, w, bias, [1] * nd, [0] * nd, dilation, False, [0] * nd, groups)
        return out.squeeze(0) if unbatched else out
    n, c = x.shape[:2]
    cout, cin_g, *k = weight.shape
    if any(p for p in padding):
        x = torch.nn.functional.pad(x, [p for i in reversed(range(nd)) for p in (padding[i], padding[i])])
    size = x.shape[2:]
    out_size = [(size[i] - dilation[i] * (k[i] - 1) - 1) // stride[i] + 1 for i in range(nd)]
    if any(o <= 0 for o in out_size):
        return NotImplemented  # (PyTorch's own error)
    # (n, c, *out, *k): the patch at each output position, one strided view (unfold per dim)
    patches = x
    for i in range(nd):
        patches = patches.unfold(2 + i, dilation[i] * (k[i] - 1) + 1, stride[i])
        if dilation[i] != 1:
            patches = patches[..., ::dilation[i]]
    positions = math.prod(k)
    # (n, groups, in/g * positions, out positions): channel-major, kernel position minor, as the weight
    order = [0, 1, *range(2 + nd, 2 + 2 * nd), *range(2, 2 + nd)]
    cols = patches.permute(order).reshape(n, groups, cin_g * positions, -1)
    w = weight.reshape(groups, cout // groups, cin_g * positions)
    out = torch.matmul(w, cols).reshape(n, cout, *out_size)
    if bias is not None:
        out = out + bias.reshape(cout, *[1] * nd)
    return out.squeeze(0) if unbatched else out


def _masked_reduce(base, hit, src, reduce: str, include_self: bool):
    """The dense form of a reducing scatter, shared by index_reduce and scatter_reduce: base
    (..., J) the output slots, hit (..., J, L) whether source element l lands in slot j, src
    (..., 1, L) the source; each slot reduces (prod / mean / amax / amin) the source elements
    that land there, and its own value when include_self; a slot nothing lands in keeps base."""
    reached = hit.any(-1)
    dtype, device = base.dtype, base.device
    if reduce == "prod":
        best = _pairwise_prod(torch.where(hit, src, torch.ones((), dtype=dtype, device=device)), -1)
        if include_self:
            best = best * base
    elif reduce == "mean":
        total = torch.where(hit, src, torch.zeros((), dtype=dtype, device=device)).sum(-1, dtype=dtype)
        counts = hit.sum(-1).to(dtype)
        if include_self:
            total, counts = total + base, counts + 1
        counts = counts.clamp_min(1)
        best = total / counts if dtype.is_floating_point else torch.div(total, counts, rounding_mode="floor")
    else:
        if dtype.is_floating_point:
            fill = torch.full((), float("-inf") if reduce == "amax" else float("inf"), dtype=dtype, device=device)
        else:  # (int64's extremes do not fit the vector unit's 32-bit immediates: the source's own)
            fill = src.amin() if reduce == "amax" else src.amax()
        picked = torch.where(hit, src, fill)
        best = picked.amax(-1) if reduce == "amax" else picked.amin(-1)
        if include_self:
            best = torch.maximum(best, base) if reduce == "amax" else torch.minimum(best, base)
    return torch.where(reached, best, base)


REDUCING_SCATTERS = ("prod", "mean", "amax", "amin")


def _index_reduce(x, dim, index, source, reduce, *, include_self=True):
    """index_reduce (prod / mean / amax / amin) as dense masked reductions, as isin is: hit[j, l] =
    (index[l] == j), then per output slot the product / mean / max / min of the source slices that
    land there (_masked_reduce). O(J * L) work for J slots and L indices, and no indexed store (the
    stock decomposition scatters with a reduction the store unit has only for sums)."""
    if reduce not in REDUCING_SCATTERS:
        return NotImplemented
    if x.dim() == 0:  # (one slot: index and source hold one element)
        return _index_reduce(x.reshape(1), 0, index.reshape(-1), source.reshape(1), reduce,
                             include_self=include_self).reshape(())
    if index.numel() == 0:
        return x.clone()
    dim = dim % x.dim()
    slots = x.shape[dim]
    hit = index.reshape(1, -1) == torch.arange(slots, device=x.device, dtype=index.dtype).reshape(-1, 1)  # (J, L)
    out = _masked_reduce(x.movedim(dim, -1), hit, source.movedim(dim, -1).unsqueeze(-2), reduce, include_self)
    return out.movedim(-1, dim).contiguous()


def _scatter_reduce(x, dim, index, src, reduce, *, include_self=True):
    """scatter_reduce (prod / mean / amax / amin) densely, as index_reduce: along `dim`, source
    element src[.., l, ..] lands in slot index[.., l, ..] of the same position in the other dims.
    index may be smaller than x and src in every dim: the positions it covers in the other dims
    are computed, the rest of x is kept (the stock decomposition scatters with a reduction)."""
    if reduce not in REDUCING_SCATTERS:
        return NotImplemented
    if x.dim() == 0:
        return _scatter_reduce(x.reshape(1), 0, index.reshape(-1), src.reshape(-1), reduce,
                               include_self=include_self).reshape(())
    if index.numel() == 0:
        return x.clone()
    dim = dim % x.dim()
    covered = [slice(0, n) if d != dim else slice(None) for d, n in enumerate(index.shape)]
    base = x[tuple(covered)].movedim(dim, -1)  # (..., J)
    src = src[tuple(slice(0, n) for n in index.shape)].movedim(dim, -1).unsqueeze(-2)  # (..., 1, L)
    slots = torch.arange(x.shape[dim], device=x.device, dtype=index.dtype).reshape(-1, 1)
    hit = index.movedim(dim, -1).unsqueeze(-2) == slots  # (..., J, L)
    out = _masked_reduce(base, hit, src, reduce, include_self).movedim(-1, dim)
    sizes = list(out.shape)
    for d in range(x.dim()):  # put the covered block back into x, one dim at a time
        if sizes[d] < x.shape[d]:
            region = x[tuple(slice(0, n) if e != d else slice(None) for e, n in enumerate(sizes))]
            out = aten.slice_scatter(region, out, d, 0, sizes[d])
            sizes[d] = x.shape[d]
    return out.contiguous()


def _pairwise_prod(t, dim: int):
    """The product of t along `dim` as a tree of elementwise products: halves multiplied until one
    slice is left (an odd length padded with a one), ceil(log2 L) pointwise steps. The vector unit
    has no product reduction; a product's rounding depends on its order anyway (the CPU's
    vectorized loop multiplies in its own order)."""
    t = t.movedim(dim, -1)
    if t.shape[-1] == 0:
        return torch.ones(t.shape[:-1], dtype=t.dtype, device=t.device)
    while t.shape[-1] > 1:
        if t.shape[-1] % 2:
            t = aten.constant_pad_nd(t, [0, 1], 1)
        half = t.shape[-1] // 2
        t = t[..., :half] * t[..., half:]
    return t.squeeze(-1)


def _product_dtype(x, dtype):
    """torch.prod / cumprod's result dtype: the one asked for, else int64 for integers and bool."""
    if dtype is not None:
        return dtype
    return x.dtype if x.dtype.is_floating_point or x.dtype.is_complex else torch.int64


def _prod(x, *, dtype=None):
    return _pairwise_prod(x.to(_product_dtype(x, dtype)).reshape(-1), 0)


def _prod_dim(x, dim, keepdim=False, *, dtype=None):
    x = x.to(_product_dtype(x, dtype))
    if x.dim() == 0:
        return x.clone()
    out = _pairwise_prod(x, dim)
    return out.unsqueeze(dim) if keepdim else out


def _cumprod(x, dim, *, dtype=None):
    """cumprod as a scan of pairwise products (Hillis-Steele): ceil(log2 L) steps, step k
    multiplying each element by the partial product 2**k places before it (ones shifted in).
    Inductor's scan needs the SCAN feature (a CPU fallback here); cumsum's triangular masked sum
    has no product form, the vector unit having no product reduction."""
    x = x.to(_product_dtype(x, dtype))
    if x.dim() == 0:
        return x.clone()
    t = x.movedim(dim, -1)
    length, step = t.shape[-1], 1
    while step < length:
        t = t * aten.constant_pad_nd(t[..., :length - step], [step, 0], 1)
        step *= 2
    return t.movedim(-1, dim)


def _prefix_rows(x, dim: int):
    """x's scan dim as rows of prefixes: (..., L, L) of x moved to the last dim, row i holding
    x[.., j] where j <= i (the triangular mask, as cumsum's) and x[.., 0] elsewhere -- an element
    of every prefix, so the fill never changes a max or a min. Also the mask itself."""
    t = x.movedim(dim, -1)
    positions = torch.arange(t.shape[-1], device=x.device)
    upto = positions.reshape(1, -1) <= positions.reshape(-1, 1)  # [i, j]: j <= i
    return torch.where(upto, t.unsqueeze(-2), t[..., :1].unsqueeze(-1)), upto


def _cumulative_extreme(x, dim: int, reduce: str):
    """cummax / cummin (values, indices) as masked reductions over the prefixes (_prefix_rows),
    O(L^2) like cumsum, with the CPU's rules: the index is the LAST position holding the running
    extreme (its scan replaces on >= / <=), and from the first NaN on the value is NaN and the
    index the last NaN so far."""
    if x.dim() == 0:
        return x.clone(), torch.zeros((), dtype=torch.int64, device=x.device)
    dim = dim % x.dim()
    if x.shape[dim] == 0:
        return x.clone(), torch.zeros(x.shape, dtype=torch.int64, device=x.device)
    work = x.to(torch.int32) if x.dtype == torch.bool else x  # (compares and extremes of numbers)
    prefixes, upto = _prefix_rows(work, dim)  # (..., i, j)
    extreme = prefixes.amax(-1) if reduce == "amax" else prefixes.amin(-1)  # (..., i)
    holds = prefixes == extreme.unsqueeze(-1)
    if work.dtype.is_floating_point:
        nan = torch.isnan(prefixes) & upto
        seen_nan = nan.any(-1)
        extreme = torch.where(seen_nan, torch.full((), float("nan"), dtype=work.dtype, device=x.device), extreme)
        holds = torch.where(seen_nan.unsqueeze(-1), nan, holds)
    positions = torch.arange(x.shape[dim], device=x.device)
    index = torch.where(holds & upto, positions, 0).amax(-1)
    return extreme.to(x.dtype).movedim(-1, dim).contiguous(), index.movedim(-1, dim).contiguous()


def _logcumsumexp(x, dim):
    """log(sum_{j <= i} exp(x_j)) as a masked log-sum-exp over the prefixes (_prefix_rows), in fp32
    for 16-bit inputs: each prefix's max m taken out first, m + log(sum exp(x_j - m)). A prefix of
    only -inf gives -inf, one holding +inf gives +inf (m is then replaced by 0: inf - inf would
    be NaN), NaN propagates -- as the CPU's pairwise log-add-exp."""
    if x.dim() == 0 or x.numel() == 0:
        return x.clone()
    dim = dim % x.dim()
    work = x.to(torch.float32) if x.dtype in (torch.float16, torch.bfloat16) else x
    prefixes, upto = _prefix_rows(work, dim)
    top = prefixes.amax(-1, keepdim=True)
    top = torch.where(torch.isfinite(top), top, torch.zeros((), dtype=work.dtype, device=x.device))
    total = torch.where(upto, torch.exp(prefixes - top), torch.zeros((), dtype=work.dtype, device=x.device)).sum(-1)
    out = top.squeeze(-1) + torch.log(total)
    return out.to(x.dtype).movedim(-1, dim).contiguous()


def _max_pool_offsets_to_indices(offsets, kernel_size, input_size, stride, padding, dilation):
    """max_pool's indices (flat positions in the input plane) from each maximum's offset in its
    window, by integer arithmetic on the offset's value (the stock lowering indexes with it, an
    indirect index the vector unit has no form for)."""
    n_dim = len(kernel_size)
    load = offsets.make_loader()
    ops = api.ops

    def inner(idx):
        offset = ops.to_dtype(load(idx), torch.int64)
        flat = None
        for i in range(n_dim):
            inner_positions = math.prod(kernel_size[i + 1:])
            k = offset if inner_positions == 1 else ops.floordiv(offset, ops.constant(inner_positions, torch.int64))
            if i:
                k = ops.remainder(k, ops.constant(kernel_size[i], torch.int64))
            start = ops.index_expr(idx[len(idx) - n_dim + i] * stride[i] - padding[i], torch.int64)
            pos = ops.add(start, ops.mul(k, ops.constant(dilation[i], torch.int64)))
            if flat is not None:
                pos = ops.add(ops.mul(flat, ops.constant(input_size[len(input_size) - n_dim + i], torch.int64)), pos)
            flat = pos
        return flat

    return api.pointwise(offsets.get_device(), torch.int64, inner, offsets.get_size())


def _as_strided(x, size, stride, storage_offset=None):
    """as_strided indexes its input's storage. A kernel is handed a graph input as the tensor it
    is (a view at a storage offset is copied to a storage of its own when its layout is not the
    compiled one), so a view that reaches outside that tensor -- the storage before a partial
    view's first element, or past its last -- would read other numbers: refused, naming it."""
    result = api.stock_lowering(aten.as_strided.default)(x, size, stride, storage_offset)
    reach = api.input_view_reach(result)
    if reach is not None:
        offset, end, extent = reach
        if offset < 0 or end > extent:
            raise SpyreCompileError(
                f"as_strided(size={list(size)}, stride={list(stride)}, storage_offset={storage_offset}) of a graph "
                f"input reaches its storage outside the input tensor (elements [{offset}, {end}) of a tensor "
                f"spanning [0, {extent})): not supported in compiled graphs on spyre; pass the base tensor "
                f"(or a clone of the view) to the compiled function")
    return result


def _statistics_in_cpu_dtype(target, stock):
    """A normalization's stock decomposition, its saved statistics cast to the dtype the CPU gives
    them (common.NORM_STATISTICS: the input's for 16-bit inputs, where the stock one keeps float32;
    float32 for float32 parameters, where stock group norm rounds them to the input's dtype first)."""
    names = [a.name for a in target._schema.arguments]
    statistics = NORM_STATISTICS[target._schema.name.removeprefix("aten::")]

    def decomposition(*args, **kwargs):
        dtype = norm_statistics_dtype({**dict(zip(names, args)), **kwargs})
        x = args[0] if args else kwargs["input"]
        if dtype != x.dtype:  # 16-bit input, float32 parameters: all in float32, rounded once as the CPU
            if args:
                args = (x.to(dtype), *args[1:])
            else:
                kwargs = {**kwargs, "input": x.to(dtype)}
        results = list(stock(*args, **kwargs))
        results[0] = results[0].to(x.dtype)
        for i in statistics:
            results[i] = results[i].to(dtype)
        return tuple(results)

    return decomposition


def _index_select(stock):
    def index_select(x, dim, index):
        """The stock decomposition (x[index] along dim) with each negative index made x's size
        along dim: x[index] wraps a negative index, which index_select refuses on the CPU
        (IndexError), so it would read a row from the end; out of range, the card's gather faults
        (passes/gather.py) as for any other index out of range."""
        if x.dim() == 0 or stock is None:
            return NotImplemented
        d = dim % x.dim()
        return stock(x, d, torch.where(index < 0, x.shape[d], index))
    return index_select


def _floor_division(a, b, rounding_mode=None):
    """div(a, b, rounding_mode="floor") of floats (floor_divide decomposes into it) as the pointwise
    op floordiv, which the ops handler builds as the CPU's div_floor_floating
    (scheduling._IRBuilder.floordiv); other rounding modes and integers: the stock lowering."""
    if rounding_mode != "floor":
        return None
    return api.float_floor_division(a, b)


def register_lowerings() -> None:
    api.register_device_lowering([aten.as_strided.default], DEVICE, _as_strided)
    api.register_device_lowering([aten.div.Tensor_mode, aten.div.Scalar_mode], DEVICE, _floor_division)
    api.register_device_decomposition([aten.index_select.default], DEVICE,
                                      _index_select(api.decomposition_of(aten.index_select.default)))
    api.register_device_decomposition([aten.isin.Tensor_Tensor], DEVICE, _isin)
    api.register_device_decomposition([aten.histc.default], DEVICE, _histc)
    api.register_device_decomposition([aten.index_add.default], DEVICE, _index_add_one_slot)
    api.register_device_decomposition([aten.searchsorted.Tensor, aten.searchsorted.Scalar], DEVICE, _searchsorted)
    api.register_device_decomposition([aten.bucketize.Tensor, aten.bucketize.Scalar], DEVICE, _bucketize)
    api.register_device_decomposition([aten.index_reduce.default], DEVICE, _index_reduce)
    api.register_device_decomposition([aten.scatter_reduce.two], DEVICE, _scatter_reduce)
    api.register_device_decomposition([aten.prod.default], DEVICE, _prod)
    api.register_device_decomposition([aten.prod.dim_int], DEVICE, _prod_dim)
    api.register_device_decomposition([aten.cumprod.default], DEVICE, _cumprod)
    api.register_device_decomposition([aten.cummax.default], DEVICE, lambda x, dim: _cumulative_extreme(x, dim, "amax"))
    api.register_device_decomposition([aten.cummin.default], DEVICE, lambda x, dim: _cumulative_extreme(x, dim, "amin"))
    api.register_device_decomposition([aten.logcumsumexp.default, aten._logcumsumexp.default], DEVICE, _logcumsumexp)
    api.register_device_decomposition([aten.addbmm.default], DEVICE, _addbmm)
    api.register_device_decomposition([aten.convolution.default, aten.convolution_overrideable.default], DEVICE,
                                      _convolution)
    api.register_device_lowering([aten.sort.default], DEVICE, _sort)
    api.register_device_lowering([aten.sort.stable], DEVICE, _sort_stable)
    api.register_device_lowering([aten.topk.default], DEVICE, _topk)
    register_matmul_lowerings()  # the matmul family on the PE array
    for packet in NORM_STATISTICS:
        for name in getattr(aten, packet).overloads():
            target = getattr(getattr(aten, packet), name)
            stock = api.decomposition_of(target)
            if stock is not None and not any(a.is_out for a in target._schema.arguments):
                api.register_device_decomposition([target], DEVICE, _statistics_in_cpu_dtype(target, stock))
    for name in ACCUMULATING_STORES:
        packet, overload = name.split(".")
        target = getattr(getattr(aten, packet), overload)
        api.register_device_lowering([target], DEVICE, _any_dtype(target))
    api.register_device_lowering([aten.index_add.default], DEVICE, _index_add)
    api.register_device_lowering([aten.cumsum.default], DEVICE, _cumsum)
    prims = torch.ops.prims
    api.register_device_lowering([prims.inductor_random.default], DEVICE, _random_draw)
    # max_pool's window offsets as int32 (the stock int8 has no device layout)
    api.register_device_lowering([prims._low_memory_max_pool_with_offsets.default], DEVICE,
                                 functools.partial(api.max_pool_with_offsets, offsets_dtype=torch.int32))
    api.register_device_lowering([prims._low_memory_max_pool_offsets_to_indices.default], DEVICE,
                                 _max_pool_offsets_to_indices)
    api.register_device_lowering([prims.inductor_randint.default], DEVICE, _random_integers)
    api.register_device_argument_lowering([prims.inductor_seeds.default], DEVICE, _unused_seeds)
    api.register_device_lowering([prims.inductor_lookup_seed.default], DEVICE, _unused_seed)
    api.register_device_argument_lowering([aten.rand.default], DEVICE, _factory_draw("rand"))
    api.register_device_argument_lowering([aten.randn.default], DEVICE, _factory_draw("randn"))
    api.register_device_argument_lowering([aten.randint.default, aten.randint.low], DEVICE, _randint_draw)
    api.register_device_lowering([aten.rand_like.default], DEVICE, _like_draw("rand"))
    api.register_device_lowering([aten.randn_like.default], DEVICE, _like_draw("randn"))
    from torch._decomp.decompositions_for_rng import extra_random_decomps

    for op in (aten.native_dropout.default, aten.bernoulli_.float, aten.bernoulli.p):
        api.register_device_decomposition([op], DEVICE, extra_random_decomps[op])
    from torch._decomp import decomposition_table

    # interpolation that Inductor leaves to ATen (an extern call): PyTorch's own decompositions
    for op in (aten.upsample_bilinear2d.default, aten.upsample_bicubic2d.default, aten.upsample_trilinear3d.default):
        api.register_device_decomposition([op], DEVICE, decomposition_table[op])
    for packet in (aten.var_mean, aten.var, torch.ops.prims.var):
        for name in packet.overloads():
            target = getattr(packet, name)
            try:
                api.register_device_lowering([target], DEVICE, _two_pass_variance(target))
            except KeyError:  # an overload Inductor does not lower itself
                continue
