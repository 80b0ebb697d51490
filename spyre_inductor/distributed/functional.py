"""`torch.distributed._functional_collectives` on spyre tensors (what DTensor and compiled graphs
call): PrivateUse1 kernels of the `_c10d_functional` ops. c10d's own kernels ask the group for a
C++ backend of the tensor's device, which a Python process group (process_group.py) has not; these
call the group's collectives instead. Each returns once its collective is enqueued and ordered
before the current stream's later work (as every spyre collective), so `wait_tensor` has nothing
left to wait for."""

from __future__ import annotations

import torch
import torch.distributed as dist
from torch._C import _distributed_c10d as c10d

_REDUCE = {"sum": dist.ReduceOp.SUM, "avg": dist.ReduceOp.AVG, "max": dist.ReduceOp.MAX,
           "min": dist.ReduceOp.MIN, "product": dist.ReduceOp.PRODUCT}
_lib = None


def _group(group_name):
    if isinstance(group_name, dist.ProcessGroup):
        return group_name
    from torch.distributed.distributed_c10d import _resolve_process_group

    return _resolve_process_group(group_name)


def _reduce_op(name: str, what: str):
    op = _REDUCE.get(str(name).lower())
    if op is None:
        raise ValueError(f"spyreccl {what}: reduce op {name!r} is not supported ({', '.join(_REDUCE)})")
    return op


def _copy(t: torch.Tensor) -> torch.Tensor:
    out = torch.empty(t.shape, dtype=t.dtype, device=t.device)
    out.copy_(t)
    return out


def all_reduce_(input, reduce_op, group_name):
    opts = c10d.AllreduceOptions()
    opts.reduceOp = _reduce_op(reduce_op, "all_reduce")
    _group(group_name).allreduce([input], opts).wait()
    return input


def all_reduce(input, reduce_op, group_name):
    return all_reduce_(_copy(input), reduce_op, group_name)


def all_gather_into_tensor(input, group_size, group_name):
    input = input.contiguous()
    out = torch.empty((group_size * input.shape[0], *input.shape[1:]), dtype=input.dtype, device=input.device)
    _group(group_name).all_gather_single(out, input, c10d.AllgatherOptions()).wait()
    return out


def reduce_scatter_tensor(input, reduce_op, group_size, group_name):
    input = input.contiguous()
    if input.shape[0] % group_size:
        raise ValueError(f"spyreccl reduce_scatter_tensor: dim 0 of the input {tuple(input.shape)} is not a "
                         f"multiple of the group size {group_size}")
    out = torch.empty((input.shape[0] // group_size, *input.shape[1:]), dtype=input.dtype, device=input.device)
    opts = c10d.ReduceScatterOptions()
    opts.reduceOp = _reduce_op(reduce_op, "reduce_scatter_tensor")
    _group(group_name).reduce_scatter_single(out, input, opts).wait()
    return out


def all_to_all_single(input, output_split_sizes, input_split_sizes, group_name):
    input = input.contiguous()
    out = torch.empty((sum(output_split_sizes), *input.shape[1:]), dtype=input.dtype, device=input.device)
    _group(group_name).all_to_all_single(out, input, [int(s) for s in output_split_sizes],
                                         [int(s) for s in input_split_sizes], c10d.AllToAllOptions()).wait()
    return out


def broadcast_(input, src, group_name):
    opts = c10d.BroadcastOptions()
    opts.rootRank = src
    _group(group_name).broadcast([input], opts).wait()
    return input


def broadcast(input, src, group_name):
    return broadcast_(_copy(input), src, group_name)


def wait_tensor(tensor):
    return tensor  # (already ordered on the stream: see the module doc)


def register() -> None:
    global _lib
    if _lib is not None:
        return
    lib = torch.library.Library("_c10d_functional", "IMPL")
    for name, fn in (("all_reduce", all_reduce), ("all_reduce_", all_reduce_),
                     ("all_gather_into_tensor", all_gather_into_tensor),
                     ("reduce_scatter_tensor", reduce_scatter_tensor), ("all_to_all_single", all_to_all_single),
                     ("broadcast", broadcast), ("broadcast_", broadcast_), ("wait_tensor", wait_tensor)):
        lib.impl(name, fn, "PrivateUse1")
    _lib = lib
