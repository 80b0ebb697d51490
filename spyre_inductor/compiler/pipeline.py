"""One kernel through the back half of the compiler, the one place that runs the passes in order:
kernel IR -> passes (passes/) -> programs (emit/) -> artifact, written under the Inductor cache.
The frontend (frontend/scheduling.py) builds the kernel IR and writes the wrapper lines."""

from __future__ import annotations

import contextlib
import gc
import os
from dataclasses import dataclass, field

from spyre_runtime import HardwareConfig
from spyre_runtime.artifact import (ArgumentSpec, CostEstimate, DeviceLayout, artifact_from_image,
                                    encode_artifact_hashed, write_encoded)

from . import debug
from .emit.kernel import KernelCodegen, emitter_class
from .ir.kernel_ir import Kernel
from .passes.gather import lower_gathers
from .passes.layout import ROW_CHUNKS, assign_layouts, realign_loads
from .passes.matmul import lower_matmul_stages
from .passes.matmul_epilogue import fold_epilogues
from .passes.scatter import lower_scatters
from .passes.plan import SELF_PLANNED, divide_stage_work, insert_restickify, plan_self_planned, plan_stage


@dataclass
class CompiledKernel:
    kernel: Kernel
    node_names: list[str]
    plans: dict = field(default_factory=dict)  # pass name -> its plan object
    artifact_key: str | None = None
    artifact_dir: str | None = None


def compile_kernel(kernel: Kernel, node_names: list[str]) -> CompiledKernel:
    """Passes, programs and artifact of one kernel (the debug dumps and capture_kernels see it)."""
    compiled = CompiledKernel(kernel, node_names)
    debug.dump(debug.kernel_file(kernel.name, "kir.txt"), "# as built from Inductor nodes "
               + ", ".join(node_names) + "\n" + kernel.render())
    debug.record(compiled)
    emit_kernel(compiled)
    return compiled


def argument_specs(kernel: Kernel):
    specs = []
    for b in kernel.args():
        lay = b.layout
        specs.append(ArgumentSpec(b.name, b.role, tuple(b.size),
                                  tuple(b.stride), b.dtype,
                                  DeviceLayout(tuple(lay.host_size), tuple(lay.device_size), tuple(lay.stride_map),
                                               tuple(lay.dim_map), lay.device_dtype), b.offset))
    return specs


def build_programs(kernel: Kernel, config: HardwareConfig | None = None, *, loops: bool = True):
    """Kernel IR -> (ProgramImage, codegen state with plans). Runs the passes in order.
    loops=False keeps one block of instructions per row point (no rerolling)."""
    config = config or HardwareConfig.from_env()
    cg = KernelCodegen(kernel, config)
    cg.reroll = loops
    capacity = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    assign_layouts(kernel)
    lower_scatters(kernel)  # stores through loaded indices -> scatter stages (passes/scatter.py)
    lower_gathers(kernel)  # indirect loads -> gather stages (passes/gather.py)
    realign_loads(kernel)  # rows starting inside a stick -> a copy onto stick boundaries first
    lower_matmul_stages(kernel)  # matmul stages -> the PE array (passes/matmul.py)
    fold_epilogues(kernel)  # a pointwise stage after a matmul -> its epilogue (passes/matmul_epilogue.py)
    insert_restickify(kernel)
    plans = []
    for stage in kernel.stages:  # the longest row chunk whose buffers fit the scratchpad
        if type(stage) in SELF_PLANNED:
            plans.append(plan_self_planned(stage, kernel, config))
            continue
        for max_row in ROW_CHUNKS:
            plan = plan_stage(stage, kernel, max_row)
            if emitter_class(plan)(cg, plan, None).fits(capacity):
                break
        plans.append(plan)  # (if even the shortest does not fit, emit() names the overflow)
    works = [divide_stage_work(p, kernel, config) for p in plans]
    image, balance = cg.run(plans, works)
    cg.plans, cg.works, cg.balance = plans, works, balance
    return image, cg


def build_artifact(kernel: Kernel, config: HardwareConfig | None = None):
    image, cg = build_programs(kernel, config)
    flops = sum(p.flops if type(p.stage) in SELF_PLANNED else
                p.num_points * p.row_len * sum(1 for op in p.stage.ops if op.result and op.opcode not in
                                                ("load", "const", "index")) for p in cg.plans)
    # each core's slice of the work: its [first, end) row points in every row-planned stage
    work = {}
    for w in cg.works:
        if hasattr(w, "points_of"):
            for c in sorted(w.cores):
                work.setdefault(c, []).append(w.points_of(c))
    art = artifact_from_image(
        image, cg.builder.slot_names, kernel_name=kernel.name, arguments=argument_specs(kernel), work=work,
        scratchpad_bytes={c: max(sp.used for sp in cg.scratch_plans.values()) for c in cg.queues},
        device_scratch_bytes=cg.scratch_bytes, cost=CostEstimate((), cg.bytes_moved, flops))
    return art, image, cg


@contextlib.contextmanager
def _no_cyclic_gc():
    """Python's cyclic GC off while one kernel is built. A large kernel allocates some 10^5 small
    tuples (instructions and their operands) that all stay alive until its image is encoded; each
    time they pass the collector's growth threshold it rescans every object in the process (all of
    torch and Inductor), seconds per large kernel for nothing. What the build leaves in cycles is
    collected as usual once it is on again."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def emit_kernel(compiled) -> None:
    """Passes + codegen + artifact for one CompiledKernel; writes it under the Inductor cache
    (content-addressed: the same kernel always lands in the same directory with the same bytes)."""
    from .launch import artifact_path  # (launch imports Inductor, for its cache directory)

    kernel = compiled.kernel
    with _no_cyclic_gc():
        art, image, cg = build_artifact(kernel)
        files, content_hash = encode_artifact_hashed(art)  # encoded (and checked) once: hash and files
    key = content_hash.split(":")[-1]  # a plain hex directory name
    path = artifact_path(key)
    if not os.path.isfile(os.path.join(path, "manifest.json")):
        write_encoded(path, files)
    compiled.artifact_key, compiled.artifact_dir, compiled.artifact = key, path, art
    compiled.plans = {"layout": cg.plans, "work": cg.works, "scratchpad": cg.scratch_plans, "queues": cg.balance}
    debug.dump(debug.kernel_file(kernel.name, "plan.txt"), describe_plans(kernel, cg))
    debug.dump(debug.kernel_file(kernel.name, "s"), art.disassembly)


def describe_plans(kernel: Kernel, cg) -> str:
    lines = [kernel.render(), "# layouts"]
    lines += [f"  {b.name}: {b.layout}" for b in kernel.buffers.values()]
    lines.append("# row plans, work division, scratchpad")
    for plan, work in zip(cg.plans, cg.works):
        lines.append(plan.describe())
        lines.append(f"    {len(work.groups)} groups on {len(work.cores)} cores: "
                     + ", ".join(f"c{c}:{g0}-{g1}" for c, (g0, g1) in sorted(work.cores.items())))
        lines.append(cg.scratch_plans[plan.stage.name].describe())
    lines.append(f"# queues (tokens per queue): {len(cg.balance)} queues, all balanced")
    lines.append(f"# device scratch: {cg.scratch_bytes} bytes")
    return "\n".join(lines) + "\n"
