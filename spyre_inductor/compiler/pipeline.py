"""One kernel through the back half of the compiler, the one place that runs the passes in order:
kernel IR -> passes (passes/) -> programs (emit/) -> artifact, written under the Inductor cache.
The frontend (frontend/scheduling.py) builds the kernel IR and writes the wrapper lines.

The kernel cache (`kernel_cache`): a kernel equal to one compiled before in this process up to its
names (Kernel.canonical_form) with the same HardwareConfig reuses that compile's programs under its
own kernel and argument names (renamed_artifact) instead of running the passes and codegen again;
the 12 layers of GPT-2 compile to the same few kernels under other buffer names."""

from __future__ import annotations

import contextlib
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from spyre_runtime import HardwareConfig
from spyre_runtime.artifact import (ArgumentSpec, CostEstimate, DeviceLayout, artifact_from_image,
                                    encode_artifact_hashed, renamed_artifact, write_encoded)

from . import debug, progress
from .common import no_cyclic_gc
from .emit.kernel import KernelCodegen, emitter_class
from .ir.kernel_ir import Kernel
from .passes.attention import lower_attention_stages
from .passes.gather import lower_gathers, merge_repeated_gathers
from .passes.layout import ROW_CHUNKS, assign_layouts, realign_loads
from .passes.matmul import lower_matmul_stages
from .passes.matmul_epilogue import fold_epilogues
from .passes.scatter import lower_scatters
from .passes.repeated_loads import merge_repeated_loads
from .passes.row_fusion import fuse_row_passes
from .passes.plan import SELF_PLANNED, divide_stage_work, insert_restickify, plan_self_planned, plan_stage
from .passes.split_stages import keep_in_scratchpad, split_stage


@dataclass
class CompiledKernel:
    """One compiled kernel. `kernel` is its IR after the passes and `plans` their plans; for a
    kernel-cache hit (`reused_from` names the kernel whose compile it reuses) both are that
    compile's, whose programs it runs under its own names."""

    kernel: Kernel
    node_names: list[str]
    plans: dict = field(default_factory=dict)  # pass name -> its plan object
    artifact_key: str | None = None
    artifact_dir: str | None = None
    artifact: object = None  # the spyre_runtime Artifact written to artifact_dir
    kernel_name: str = ""  # this kernel's name (its artifact's), also for a hit
    reused_from: str | None = None

    def stage_modes(self) -> list[tuple[str, str]]:
        """(stage name, plan mode) of every stage: "pointwise", "within", "across", "tile",
        "element" (the slow fallback), "matmul", "gather", ... (a cache hit: the compile's it reuses)."""
        return [(plan.stage.name, plan.mode) for plan in self.plans.get("layout", [])]


class KernelCache:
    """Compiled kernels of this process by (canonical form, HardwareConfig), least recently used
    evicted past `max_entries` or past `max_bytes` of programs and their disassembly. In memory
    only: a process's compiler sources do not change under it, and a new process that compiles the
    same graph again hits Inductor's FX-graph cache, which reruns the stored wrapper and never
    reaches the compiler. The key holds what a kernel's programs depend on except the compiler's
    own code: a benchmark that flips a module switch of the passes (passes/matmul.K_SPLIT, ...)
    compiles inside `disabled()`."""

    def __init__(self, max_entries: int = 512, max_bytes: int = 256 << 20):
        self.max_entries, self.max_bytes = max_entries, max_bytes
        self.enabled = True
        self._entries: OrderedDict = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def lookup(self, key) -> CompiledKernel | None:
        if not self.enabled:
            return None
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                self.misses += 1
                return None
            self._entries.move_to_end(key)
            self.hits += 1
            return entry

    def add(self, key, compiled: CompiledKernel) -> None:
        if not self.enabled:
            return
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= _entry_bytes(old)
            self._entries[key] = compiled
            self._bytes += _entry_bytes(compiled)
            while len(self._entries) > self.max_entries or (self._bytes > self.max_bytes and len(self._entries) > 1):
                self._bytes -= _entry_bytes(self._entries.popitem(last=False)[1])

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0
            self.hits = self.misses = 0

    def stats(self) -> dict:
        return {"entries": len(self._entries), "bytes": self._bytes, "hits": self.hits, "misses": self.misses}

    @contextlib.contextmanager
    def disabled(self):
        """Every kernel compiled inside runs the passes and codegen (and is not remembered)."""
        was, self.enabled = self.enabled, False
        try:
            yield
        finally:
            self.enabled = was


def _entry_bytes(compiled) -> int:
    """What an entry holds, roughly: its program and disassembly (the IR and plans are smaller)."""
    art = getattr(compiled, "artifact", None)
    return len(art.program) + len(art.disassembly) if art is not None else 0


kernel_cache = KernelCache()


def compile_kernel(kernel: Kernel, node_names: list[str]) -> CompiledKernel:
    """Passes, programs and artifact of one kernel (the debug dumps and capture_kernels see it)."""
    compiled = CompiledKernel(kernel, node_names, kernel_name=kernel.name)
    if debug.debug_dir() is not None:
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
    merge_repeated_loads(kernel)  # a load of an element its stage loaded already -> that value
    lower_attention_stages(kernel)  # fused attention operands placed on sticks (passes/attention.py)
    lower_scatters(kernel)  # stores through loaded indices -> scatter stages (passes/scatter.py)
    lower_gathers(kernel)  # indirect loads -> gather stages (passes/gather.py)
    merge_repeated_gathers(kernel)  # the same rows gathered again (an embedding in each norm pass): once
    realign_loads(kernel)  # rows starting inside a stick -> a copy onto stick boundaries first
    lower_matmul_stages(kernel)  # matmul stages -> the PE array (passes/matmul.py)
    fold_epilogues(kernel)  # a pointwise stage after a matmul -> its epilogue (passes/matmul_epilogue.py)
    insert_restickify(kernel)
    # a softmax's / norm's passes over the same rows -> one stage (passes/row_fusion.py)
    def fits(plan):
        return emitter_class(plan)(cg, plan, None).fits(capacity)

    fuse_row_passes(kernel, fits)
    plans, stages, todo, carried = [], [], list(kernel.stages), []
    while todo:  # the longest row chunk whose buffers fit the scratchpad and the base registers
        stage = todo.pop(0)
        if type(stage) in SELF_PLANNED:
            plans.append(plan_self_planned(stage, kernel, config))
            stages.append(stage)
            continue
        for max_row in ROW_CHUNKS:
            plan = plan_stage(stage, kernel, max_row)
            if fits(plan):
                break
        else:  # even the shortest does not: several stages (passes/split_stages.py)
            before = set(kernel.buffers)
            pieces = split_stage(stage, kernel, fits)
            if pieces is not None:
                carried += [b for b in kernel.buffers if b not in before]
                todo[:0] = pieces
                continue
        plans.append(plan)  # (if nothing fits, emit() names the overflow)
        stages.append(stage)
    kernel.stages[:] = stages
    kernel.verify()
    works = [divide_stage_work(p, kernel, config) for p in plans]
    # which buffers (split stages' carried values among them) stay in the scratchpad
    cg.residents, cg.scratch_floors = keep_in_scratchpad(
        kernel, plans, works, carried, capacity,
        lambda plan, work: emitter_class(plan)(cg, plan, work).plan_scratch(capacity).used)
    cg.plans, cg.works, cg.stage_names = plans, works, [p.stage.name for p in plans]  # (deferred stores: emit/rows.py)
    image, balance = cg.run(plans, works)
    cg.balance = balance
    return image, cg


def build_artifact(kernel: Kernel, config: HardwareConfig | None = None, *, loops: bool = True):
    image, cg = build_programs(kernel, config, loops=loops)
    return _artifact_of(kernel, image, cg.builder.slot_names, cg), image, cg


def _artifact_of(kernel: Kernel, image, slot_names, cg, *, arguments=None, symbolic_dims=()):
    """The artifact of `kernel`'s programs `image` (compiled by `cg`): argument specs, work, scratch
    and cost from the compile."""
    flops = sum(p.flops if type(p.stage) in SELF_PLANNED else
                p.num_points * p.row_len * sum(1 for op in p.stage.ops if op.result and op.opcode not in
                                                ("load", "const", "index")) for p in cg.plans)
    # each core's slice of the work: its [first, end) row points in every row-planned stage
    work = {}
    for w in cg.works:
        if hasattr(w, "points_of"):
            for c in sorted(w.cores):
                work.setdefault(c, []).append(w.points_of(c))
    return artifact_from_image(
        image, slot_names, kernel_name=kernel.name,
        arguments=argument_specs(kernel) if arguments is None else arguments, work=work,
        scratchpad_bytes={c: max(sp.used for sp in cg.scratch_plans.values()) for c in cg.queues},
        device_scratch_bytes=cg.scratch_bytes, symbolic_dims=symbolic_dims, cost=CostEstimate((), cg.bytes_moved, flops))


def _plans_of(cg) -> dict:
    """What a compile planned (CompiledKernel.plans; describe_plans prints it)."""
    return {"layout": cg.plans, "work": cg.works, "scratchpad": cg.scratch_plans, "queues": cg.balance,
            "residents": cg.residents}


def _store_artifact(compiled, art, files, content_hash, cache_key, reused) -> None:
    """Write an encoded artifact under the Inductor cache (content-addressed: the same kernel always
    lands in the same directory with the same bytes), attach it to `compiled`, and remember a fresh
    compile in the kernel cache."""
    from .launch import artifact_path  # (launch imports Inductor, for its cache directory)

    key_hex = content_hash.split(":")[-1]  # a plain hex directory name
    path = artifact_path(key_hex)
    if not os.path.isfile(os.path.join(path, "manifest.json")):
        write_encoded(path, files)
    compiled.artifact_key, compiled.artifact_dir, compiled.artifact = key_hex, path, art
    if reused is None:
        kernel_cache.add(cache_key, compiled)


def emit_kernel(compiled) -> None:
    """Passes + codegen + artifact for one CompiledKernel (or a kernel-cache hit's renamed artifact);
    writes it under the Inductor cache (content-addressed: the same kernel always lands in the same
    directory with the same bytes)."""

    kernel = compiled.kernel
    config = HardwareConfig.from_env()
    key = (kernel.canonical_form(), config)
    reused = kernel_cache.lookup(key)
    with no_cyclic_gc():
        if reused is None:
            progress.stage("passes + codegen")
            art, _, cg = build_artifact(kernel, config)
            compiled.plans = _plans_of(cg)
        else:
            progress.stage(f"kernel cache: {reused.kernel_name}'s programs")
            art = renamed_artifact(reused.artifact, kernel.name, [b.name for b in kernel.args()])
            compiled.kernel, compiled.plans, compiled.reused_from = reused.kernel, reused.plans, reused.kernel_name
        progress.stage("encode")
        files, content_hash = encode_artifact_hashed(art)  # encoded (and checked) once: hash and files
    _store_artifact(compiled, art, files, content_hash, key, reused)
    if debug.debug_dir() is not None:
        plans = describe_plans(compiled)
        if reused is not None:
            plans = f"# the programs of {reused.kernel_name} (the same kernel IR up to names), renamed\n" + plans
        debug.dump(debug.kernel_file(kernel.name, "plan.txt"), plans)
        debug.dump(debug.kernel_file(kernel.name, "s"), art.disassembly)


def describe_plans(compiled) -> str:
    kernel, plans = compiled.kernel, compiled.plans
    lines = [kernel.render(), "# layouts"]
    lines += [f"  {b.name}: {b.layout}" for b in kernel.buffers.values()]
    lines.append("# row plans, work division, scratchpad")
    for plan, work in zip(plans["layout"], plans["work"]):
        lines.append(plan.describe())
        lines.append(f"    {len(work.groups)} groups on {len(work.cores)} cores: "
                     + ", ".join(f"c{c}:{g0}-{g1}" for c, (g0, g1) in sorted(work.cores.items())))
        lines.append(plans["scratchpad"][plan.stage.name].describe())
    for res in plans.get("residents", {}).values():
        how = f"loaded in {res.loaded_in}" if res.loaded_in else f"rung to every core by {res.reduced_in}" \
            if res.reduced_in else "left by its writer"
        stored = f", stored by {res.stored_in}" if res.stored_in else ""
        lines.append(f"# kept in the scratchpad: {res.buffer} at {res.offset:#08x}, {res.points} x {res.row_bytes} "
                     f"bytes, {how}{stored}")
    lines.append(f"# queues (tokens per queue): {len(plans['queues'])} queues, all balanced")
    lines.append(f"# device scratch: {compiled.artifact.device_scratch_bytes} bytes")
    return "\n".join(lines) + "\n"


# rows a symbolic kernel's block program computes per loop iteration (the sizes past the last whole
# block run the one-row program); kernels= builds at 1, 2, 3 and this
SYMBOLIC_BLOCK_ROWS = 8


def _symbolic_specs(kernel: Kernel, affine: dict, symbol: str) -> list:
    """The kernel's argument specs with the entries that grow with `symbol` (affine: name ->
    [(field, index, value at symbol = 0, per unit)]) recorded as SymbolicFields."""
    import dataclasses

    from spyre_runtime.artifact import SymbolicField

    specs = []
    for spec in argument_specs(kernel):
        entries = affine.get(spec.name, ())
        if entries:
            fields = {"size": list(spec.size), "stride": list(spec.stride),
                      "host_size": list(spec.layout.host_size), "device_size": list(spec.layout.device_size),
                      "stride_map": list(spec.layout.stride_map), "storage_offset": [spec.storage_offset]}
            for field_, i, const, _ in entries:
                fields[field_][i] = const
            spec = dataclasses.replace(
                spec, size=tuple(fields["size"]), stride=tuple(fields["stride"]),
                storage_offset=fields["storage_offset"][0],
                layout=DeviceLayout(tuple(fields["host_size"]), tuple(fields["device_size"]),
                                    tuple(fields["stride_map"]), spec.layout.dim_map, spec.layout.device_dtype),
                symbolic=tuple(SymbolicField(f, i, symbol, per) for f, i, _, per in entries))
        specs.append(spec)
    return specs


def compile_symbolic_kernel(kernels, node_names: list[str], symbol: str, lo: int, hi: int) -> CompiledKernel:
    """One artifact for every value of `symbol` in [lo, hi]: `kernels` is the kernel IR built with
    the symbol at 1, 2, 3 and SYMBOLIC_BLOCK_ROWS (passes/symbolic.py checks the first three
    qualify, else SymbolicUnsupported). The builds at SYMBOLIC_BLOCK_ROWS and at 1 are compiled on
    one core, as the block program and the row program, and looped at launch (emit/symbolic.py):
    whole blocks dealt round-robin to the cores, then the rows after the last whole block."""
    import dataclasses

    from spyre_runtime.artifact import SymbolicDim, first_tail_slot_name, share_slot_name

    from .common import SpyreCompileError
    from .emit.symbolic import Phase, loop_over_symbol
    from .passes.symbolic import SymbolicUnsupported, symbolic_rows

    k1, block_kernel = kernels[0], kernels[3] if len(kernels) > 3 else None
    rows = symbolic_rows(*kernels[:3])
    config = HardwareConfig.from_env()
    one_core = dataclasses.replace(config, num_cores=1)
    P, B = config.num_cores, SYMBOLIC_BLOCK_ROWS
    compiled = CompiledKernel(k1, node_names, kernel_name=k1.name)
    if debug.debug_dir() is not None:
        debug.dump(debug.kernel_file(k1.name, "kir.txt"), f"# row program ({symbol} = 1) of nodes "
                   + ", ".join(node_names) + "\n" + k1.render())
    # the kernel cache: the same four builds up to names (identical layers) reuse one compile
    # (the symbol's name is not in the key: identical layers reached through inputs whose sizes
    # Dynamo named apart share one compile, renamed)
    cache_key = ("symbolic", tuple(k.canonical_form() for k in kernels), config, lo, hi)
    reused = kernel_cache.lookup(cache_key)
    if reused is not None:
        art = renamed_artifact(reused.artifact, k1.name, [b.name for b in k1.args()], [symbol])
        compiled.kernel, compiled.plans, compiled.reused_from = reused.kernel, reused.plans, reused.kernel_name
        with no_cyclic_gc():
            files, content_hash = encode_artifact_hashed(art)
    else:
        with no_cyclic_gc():
            built = []  # (artifact, image, codegen) of the block program (if any) and the row program
            if block_kernel is not None:
                try:
                    # (a column-laid argument's ld/st are split per column: its base registers must
                    # not walk in rerolled loops)
                    built.append(build_artifact(block_kernel, one_core, loops=not rows.columns))
                except SpyreCompileError as e:  # (then every row runs the row program)
                    debug.note(k1.name, f"symbolic block program of {B} rows: {e}")
            art1, image1, cg = build_artifact(k1, one_core, loops=not rows.columns)
            built.append((art1, image1, cg))
            if len(built) == 2:
                (_, image_b, cg_b), _ = built
                phases = [Phase(image_b, cg_b.builder.slot_names, B, lambda c: share_slot_name(symbol, P, c, f"b{B}"),
                                lambda c: (None, c * B), P * B),
                          Phase(image1, cg.builder.slot_names, 1, lambda c: share_slot_name(symbol, P, c, f"t{B}"),
                                lambda c: (first_tail_slot_name(symbol, B), c), P)]
            else:
                phases = [Phase(image1, cg.builder.slot_names, 1, lambda c: share_slot_name(symbol, P, c),
                                lambda c: (None, c), P)]
            scratch_each = max(-(-c.scratch_bytes // 128) * 128 for _, _, c in built)  # per core
            try:
                image, names = loop_over_symbol(phases, symbol, rows.row_bytes, P, scratch_each, rows.columns)
            except SymbolicUnsupported as e:
                if len(phases) == 1:
                    raise
                debug.note(k1.name, f"symbolic block program of {B} rows: {e}")
                built = built[1:]
                scratch_each = -(-cg.scratch_bytes // 128) * 128
                phases = [Phase(image1, cg.builder.slot_names, 1, lambda c: share_slot_name(symbol, P, c),
                                lambda c: (None, c), P)]
                image, names = loop_over_symbol(phases, symbol, rows.row_bytes, P, scratch_each, rows.columns)
            specs = _symbolic_specs(k1, rows.affine, symbol)
            pad = max((a.cores[0].scratchpad_bytes for a, _, _ in built if a.cores), default=0)
            art = artifact_from_image(
                image, names, kernel_name=k1.name, arguments=specs,
                scratchpad_bytes={c: pad for c in range(config.num_cores)},
                device_scratch_bytes=scratch_each * P,
                symbolic_dims=(SymbolicDim(symbol, lo, hi, 1),),
                cost=CostEstimate((), art1.cost.bytes_moved, art1.cost.flops))
            files, content_hash = encode_artifact_hashed(art)
    if reused is None:
        compiled.plans = _plans_of(cg)
    _store_artifact(compiled, art, files, content_hash, cache_key, reused)
    debug.record(compiled)
    if debug.debug_dir() is not None:
        debug.dump(debug.kernel_file(k1.name, "s"), art.disassembly)
    return compiled


def compile_masked_length_kernel(kernels, values, node_names: list[str], symbol: str) -> CompiledKernel:
    """One artifact for every value of `symbol` in [values[0], values[-1]], a symbol along the stick
    dim (a reduction over it: softmax over the KV length): `kernels` is the kernel IR built at each
    of `values`, one stick bucket (the same sticks, only the last one's valid lanes differ).
    passes/symbolic.py checks the layouts stay and the host sizes are affine; each build is
    compiled on the whole card and emit/symbolic.py (mask_from_symbol) checks the programs are the
    same but for their lane masks' bounds, which then come from the symbol's slot at launch (vltr).
    SymbolicUnsupported / SpyreCompileError otherwise (the frontend then specializes)."""
    from spyre_runtime.artifact import SymbolicDim

    from .common import SpyreCompileError
    from .emit.symbolic import mask_from_symbol
    from .passes.symbolic import symbolic_masked_args

    affine = symbolic_masked_args(kernels, values)
    config = HardwareConfig.from_env()
    kernel = kernels[-1]
    compiled = CompiledKernel(kernel, node_names, kernel_name=kernel.name)
    lo, hi = values[0], values[-1]
    cache_key = ("symbolic-length", tuple(k.canonical_form() for k in kernels), config, lo, hi)
    reused = kernel_cache.lookup(cache_key)
    with no_cyclic_gc():
        if reused is not None:
            art = renamed_artifact(reused.artifact, kernel.name, [b.name for b in kernel.args()], [symbol])
            compiled.kernel, compiled.plans, compiled.reused_from = reused.kernel, reused.plans, reused.kernel_name
        else:
            built = [build_programs(k, config) for k in kernels]
            names = list(built[-1][1].builder.slot_names)
            if any(list(cg.builder.slot_names) != names for _, cg in built):
                raise SpyreCompileError(f"spyre compiler: kernel {kernel.name}: symbolic length: the slots "
                                        f"differ between sizes")
            image = mask_from_symbol([im for im, _ in built], values, len(names), len(names) + 1)
            image_hi, cg = built[-1]
            art = _artifact_of(kernel, image, names + [symbol], cg, arguments=_symbolic_specs(kernel, affine, symbol),
                               symbolic_dims=(SymbolicDim(symbol, lo, hi, 1),))
            compiled.plans = _plans_of(cg)
        files, content_hash = encode_artifact_hashed(art)
    _store_artifact(compiled, art, files, content_hash, cache_key, reused)
    debug.record(compiled)
    if debug.debug_dir() is not None:
        debug.dump(debug.kernel_file(kernel.name, "s"), art.disassembly)
    return compiled
