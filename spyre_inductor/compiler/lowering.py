"""Lowerings scoped to device "spyre" (other devices keep the stock ones).

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
"""

from __future__ import annotations

import torch

from . import inductor_api as api
from .common import DEVICE

aten = torch.ops.aten


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


def register_lowerings() -> None:
    from .matmul import register_matmul_lowerings

    register_matmul_lowerings()  # the matmul family on the PE array (matmul.py)
    api.register_device_lowering([aten.cumsum.default], DEVICE, _cumsum)
    for packet in (aten.var_mean, aten.var, torch.ops.prims.var):
        for name in packet.overloads():
            target = getattr(packet, name)
            try:
                api.register_device_lowering([target], DEVICE, _two_pass_variance(target))
            except KeyError:  # an overload Inductor does not lower itself
                continue
