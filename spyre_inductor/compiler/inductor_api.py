"""The one place that touches private Inductor / Dynamo APIs (torch 2.13).

Everything else in spyre_inductor.compiler imports these names from here, so that a torch
upgrade is checked against one file. Each name is a private API; the comment says what we use it for.
"""

from __future__ import annotations

# registration hooks (torch/_inductor/codegen/common.py, torch/_dynamo/device_interface.py)
from torch._dynamo.device_interface import DeviceInterface, register_interface_for_device
from torch._inductor.codegen.common import (
    BackendFeature,
    DeviceOpOverrides,
    register_backend_for_device,
    register_device_op_overrides,
)
from torch._inductor.custom_graph_pass import CustomGraphModulePass, get_hash_for_files

# scheduling: the base class the scheduler calls, and the node types it hands us
from torch._inductor.scheduler import BaseScheduling
from torch._inductor import ir, config as inductor_config
from torch._inductor.virtualized import V, ops
from torch._inductor.ops_handler import DefaultHandler

# the wrapper (module-level Python that allocates buffers and calls kernels)
from torch._inductor.codegen.wrapper import FreeLine, PythonWrapperCodegen, SubgraphPythonWrapperCodegen

# where Inductor keeps its on-disk caches (artifacts live below it)
from torch._inductor.runtime.cache_dir_utils import cache_dir as inductor_cache_dir

__all__ = [
    "DeviceInterface", "register_interface_for_device", "BackendFeature", "DeviceOpOverrides",
    "register_backend_for_device", "register_device_op_overrides", "CustomGraphModulePass",
    "get_hash_for_files", "BaseScheduling", "ir", "inductor_config", "V", "DefaultHandler",
    "PythonWrapperCodegen", "FreeLine", "SubgraphPythonWrapperCodegen", "inductor_cache_dir",
    "default_sizes_body", "mutation_real_name", "can_buffer_be_removed_through_fusion",
    "register_device_lowering", "stock_lowering", "ops", "realize_input", "sum_reduction",
]


def default_sizes_body(buffer):
    """(index_sizes, reduce_sizes), LoopBody, (index_vars, reduce_vars) of a ComputedBuffer *before*
    Inductor's simplify_and_reorder merges and reorders dimensions (only size-1 dims are squeezed).
    A layout-aware backend needs these unmerged dims: the stick dimension must stay its own loop."""
    return buffer.get_default_sizes_body()


def mutation_real_name(name: str) -> str:
    """Functionalized in-place ops store to phantom buffers; map to the buffer that really exists."""
    sched = V.graph.scheduler
    return sched.mutation_real_name.get(name, name) if sched is not None else name


def can_buffer_be_removed_through_fusion(name: str, fused_names) -> bool:
    return V.graph.scheduler.can_buffer_be_removed_through_fusion(name, fused_names)


def register_device_lowering(targets, device: str, fn) -> None:
    """Register `fn` as a lowering for `targets` on `device` only, ahead of the stock lowering
    (torch._inductor.lowering.user_lowerings; a None return falls through to the stock one, which
    is what every other device gets)."""
    from torch._inductor.lowering import user_lowerings

    def scoped(*args, **kwargs):
        tensors = [a for a in args if isinstance(a, ir.IRNode)]
        if not tensors or any(getattr(t.get_device(), "type", None) != device for t in tensors):
            return None
        return fn(*args, **kwargs)

    for target in targets:
        user_lowerings[target] = scoped


def stock_lowering(target):
    from torch._inductor.lowering import lowerings

    return lowerings[target]


def realize_input(node):
    """The node as a realized buffer (or a view of one): loads from it are plain loads, so a
    matmul operand's producer is never inlined into the matmul's loop body."""
    return ir.ExternKernel.realize_input(node)


def sum_reduction(device, dst_dtype, src_dtype, inner_fn, ranges, reduction_ranges):
    """A realized sum reduction kept whole: no split into two reductions, no unrolling of short
    ones into pointwise sums (the matmul recognizer in matmul.py wants exactly one reduction)."""
    with inductor_config.patch({"split_reductions": False, "unroll_reductions_threshold": 1}):
        out = ir.Reduction.create(device=device, dst_dtype=dst_dtype, src_dtype=src_dtype, inner_fn=inner_fn,
                                  ranges=list(ranges), reduction_ranges=list(reduction_ranges),
                                  reduction_type="sum")
    out.realize()
    return out
