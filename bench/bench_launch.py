"""Launch benchmark (prints figures, asserts nothing).

1. Host time: one launch_jobplan (enqueue only: the checked launch record handed to the
   scheduler) vs one prepare_kernel (cold, and a cache hit) vs one torch CPU eager `x * x`
   dispatch, measured in this process; the launch split into its argument check and the rest; the
   scheduler's later expansion of a record into the five typed ops and their enqueue (with and
   without derived edges; it runs when the queues are next used, e.g. at synchronize), next to the
   floor of five bare template copies enqueued (no footprint, no checks: what CPython's object
   model costs for five typed ops).
2. The launch from a compiled module: `launch_spyre_kernel` (tensors -> DeviceTensorArgs -> launch)
   and the whole compiled call of `torch.compile(lambda x: x * x)` on a spyre tensor.
3. Simulated timeline of 100 back-to-back launches, single-stream vs two-stream: total simulated
   time and the compute pipeline's idle fraction, each launch patched (launch_patch=always), and the
   same launches with patch elision (the default: every launch here has the same arguments, so only
   the first is patched).

Sections 1 and 3's patched rows patch every launch (launch_patch=always): the same arguments launched
again would otherwise be elided, and the figures are about the patch path.

Host times are CPU time of this process (time.process_time), best of many short batches: the
machine is shared, and wall time would count other processes' turns on the cores.

Run: .venv/bin/python bench/bench_launch.py [--no-wrapper]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from spyre_runtime import HardwareConfig
from spyre_runtime.artifact import write_artifact
from spyre_runtime.artifact.examples import square_artifact
from spyre_runtime.jobplan import DeviceTensorArg, launch_jobplan, prepare_kernel
from spyre_runtime.queues import HostCallback
from spyre_runtime.runtime import Runtime

CONFIG = HardwareConfig(arena_bytes=1 << 30, launch_patch="always")
clock = time.process_time


def _args(rt, plan):
    out = []
    for spec in plan.artifact.arguments:
        d = rt.allocator.allocate(spec.layout.device_nbytes)
        out.append(DeviceTensorArg(d.address, d.nbytes, spec.size, spec.dtype, spec.layout, spec.stride))
    return out


def _best_us(fn, repeat=41, number=100, between=None):
    """Best (and median) of `repeat` timings of `number` calls, per call, in microseconds;
    `between()` runs after each timing (outside it)."""
    runs = []
    for _ in range(repeat):
        t = clock()
        for _ in range(number):
            fn()
        runs.append((clock() - t) / number * 1e6)
        if between is not None:
            between()
    return min(runs), statistics.median(runs)


def _expansion_only(rt, plan, args, derive: bool):
    """The scheduler's part of a launch: 100 launch records made (untimed), then their expansion
    into typed ops and enqueue (Scheduler.flush) timed alone, per launch."""
    sched = rt.scheduler
    runs = []
    sched.derive_edges = derive
    try:
        for _ in range(41):
            for _ in range(100):
                launch_jobplan(plan, args)
            t = clock()
            sched.flush()
            runs.append((clock() - t) / 100 * 1e6)
            rt.synchronize()
    finally:
        sched.derive_edges = True
    return min(runs), statistics.median(runs)


def host_costs(artifact_dir: Path, rows: int):
    rt = Runtime(CONFIG)
    plan = prepare_kernel(artifact_dir, rt)
    args = _args(rt, plan)
    out = {}
    # launch_jobplan: enqueue only; the queues are drained between timed batches (outside the timing)
    out["launch"] = _best_us(lambda: launch_jobplan(plan, args), between=rt.synchronize)
    # the same launches plus running them on the simulated card (what an eager op costs end to end)
    runs = []
    for _ in range(21):
        t = clock()
        for _ in range(100):
            launch_jobplan(plan, args)
        rt.synchronize()
        runs.append((clock() - t) / 100 * 1e6)
    out["launch_run"] = (min(runs), statistics.median(runs))
    # the parts of a launch
    template = plan.template
    out["check"] = _best_us(lambda: template.addresses(args), number=1000)
    out["expand"] = _expansion_only(rt, plan, args, derive=True)
    out["expand_nd"] = _expansion_only(rt, plan, args, derive=False)
    out["launch_expand"] = _best_us(lambda: (launch_jobplan(plan, args), rt.scheduler.flush()),
                                    between=rt.synchronize)
    bare = HostCallback(lambda: None, name="bare")
    streams = (rt.default_stream, plan.prep_streams[0])
    out["floor"] = _best_us(lambda: rt.scheduler.enqueue_many(
        [(streams[i & 1], bare.fresh()) for i in range(5)]), between=rt.synchronize)
    # prepare_kernel cold (fresh runtime each time: read, verify, allocate, load, decode) and cached
    cold = []
    for _ in range(20):
        fresh = Runtime(CONFIG)
        t = clock()
        prepare_kernel(artifact_dir, fresh)
        cold.append((clock() - t) * 1e6)
    out["prepare_cold"] = (min(cold), statistics.median(cold))
    out["prepare_hit"] = _best_us(lambda: prepare_kernel(artifact_dir, rt), number=200)
    # one torch CPU eager dispatch of x * x on a tensor of the kernel's shape
    import torch

    x = torch.randn(rows, 64).to(torch.float16)
    out["torch"] = _best_us(lambda: x * x, number=2000)
    return out


def _wrapper_module_call(plan):
    """The `call` of the generated wrapper module that prepared `plan` (Inductor keeps it in
    sys.modules): what Inductor's own runtime wrappers call."""
    for module in list(sys.modules.values()):
        if isinstance(getattr(module, "__dict__", None), dict) and module.__dict__.get("spyre_k0") is plan:
            return module.__dict__.get("call")
    return None


def wrapper_costs(torch_us: float):
    """launch_spyre_kernel and the whole compiled call of x * x on a (4, 64) fp16 spyre tensor, its
    parts (the output's allocation, the wrapper module's call), and the same compiled call on the
    CPU (Inductor's C++ backend: what Dynamo, AOT autograd and Inductor's wrapper cost by themselves)."""
    import torch

    from spyre_inductor.compiler import launch as glue
    from spyre_inductor.compiler import register_inductor_backend
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    register_inductor_backend()
    seen = []
    real = glue.launch_spyre_kernel
    glue.launch_spyre_kernel = lambda plan, tensors: (seen.append((plan, list(tensors))), real(plan, tensors))
    try:  # (the wrapper module imports the name when it loads: capture the first call's arguments)
        f = torch.compile(lambda x: x * x)
        x = torch.randn(4, 64, dtype=torch.float16).to("spyre")
        f(x)
    finally:
        glue.launch_spyre_kernel = real
    plan, tensors = seen[-1]
    import spyre_runtime

    sync = spyre_runtime.get_runtime(0).synchronize
    glue_us = _best_us(lambda: real(plan, tensors), between=sync)
    alloc_us = _best_us(lambda: torch.empty_strided((4, 64), (64, 1), device="spyre", dtype=torch.float16),
                        number=200)
    call = _wrapper_module_call(plan)
    module_us = _best_us(lambda: call([x]), between=sync) if call is not None else None
    call_us = _best_us(lambda: f(x), repeat=21, number=50, between=sync)
    x_cpu = torch.randn(4, 64, dtype=torch.float16)
    f_cpu = torch.compile(lambda x: x * x)
    f_cpu(x_cpu)
    cpu_us = _best_us(lambda: f_cpu(x_cpu), repeat=21, number=50)

    def line(label, us):
        print(f"  {label:38s}{us[0]:8.1f} / {us[1]:8.1f} us   {us[0] / torch_us:6.1f} x torch")

    line("launch_spyre_kernel (2 tensors)", glue_us)
    line("empty_strided + free (the output)", alloc_us)
    if module_us is not None:
        line("wrapper module call([x])", module_us)
    line("compiled call f(x), enqueue only", call_us)
    line("the same compiled call on the CPU", cpu_us)
    print(f"  {'  spyre minus CPU compiled call':38s}{call_us[0] - cpu_us[0]:8.1f} us")


def timeline(artifact_dir: Path, mode: str, prep_streams: int = 1, launches: int = 100, patch: str = "always"):
    rt = Runtime(CONFIG.replace(launch_patch=patch))
    plan = prepare_kernel(artifact_dir, rt, mode=mode, prep_streams=prep_streams)
    args = _args(rt, plan)
    rt.synchronize()  # program loaded; the window starts at the first launch
    first = len(rt.scheduler.history)
    for _ in range(launches):
        launch_jobplan(plan, args)
    rt.synchronize()
    ops = [op for op in list(rt.scheduler.history)[first:] if op.pipeline]
    start = min(op.start for op in ops)
    end = max(op.end for op in ops)
    computes = [op for op in ops if op.pipeline == "compute"]
    busy = sum(op.end - op.start for op in computes)
    return end - start, busy, 1 - busy / (end - start), (computes[0].end - computes[0].start)


def main():
    with tempfile.TemporaryDirectory() as tmp:
        kernels = [("tiny", 4, 2), ("wide", 8192, 32)]
        dirs = {}
        for name, rows, cores in kernels:
            dirs[name] = Path(tmp) / name
            write_artifact(dirs[name], square_artifact(rows=rows, ncores=cores, name=f"square_{name}"))

        print("== host time per call (CPU time, best / median, microseconds) ==")
        c = host_costs(dirs["tiny"], 4)
        torch_us = c["torch"][0]

        def row(label, key, ratio=True):
            best, median = c[key]
            tail = f"   {best / torch_us:6.1f} x torch" if ratio else ""
            print(f"  {label:38s}{best:8.1f} / {median:8.1f} us{tail}")

        row("torch CPU eager x * x (4x64 fp16)", "torch", False)
        row("launch_jobplan (one launch record)", "launch")
        row("  of which argument check", "check")
        rest = c["launch"][0] - c["check"][0]
        print(f"  {'  rest: compute op, record, defer':38s}{rest:8.1f} us              (launch minus the check)")
        row("expansion into 5 typed ops + enqueue", "expand")
        row("  the same without derived edges", "expand_nd")
        row("floor: copy + enqueue 5 bare ops", "floor")
        row("launch_jobplan + expansion", "launch_expand")
        row("launch_jobplan + simulated run", "launch_run")
        row("prepare_kernel, first time", "prepare_cold", False)
        row("prepare_kernel, cached", "prepare_hit", False)
        print(f"  launch / torch dispatch               {c['launch'][0] / torch_us:8.1f} x")
        print(f"  prepare (first) / launch              {c['prepare_cold'][0] / c['launch'][0]:8.1f} x")
        if "--no-wrapper" not in sys.argv:
            print()
            print("== the launch from a compiled module (spyre device 0) ==")
            wrapper_costs(torch_us)

        cfg = CONFIG
        print()
        print(f"== simulated timeline, 100 back-to-back launches (host callback {cfg.host_callback_cycles} cyc, "
              f"{cfg.host_callback_queued_cycles} queued; DMA latency {cfg.dma_latency_cycles} cyc, "
              f"{cfg.dma_queued_descriptor_cycles} queued; compute launch {cfg.compute_launch_cycles} cyc; "
              "all estimates) ==")
        print(f"  {'kernel':18s} {'mode':34s} {'total us':>10s} {'us/launch':>10s} {'compute busy':>13s} "
              f"{'compute idle':>13s}")
        for name, rows, cores in kernels:
            for mode, streams, patch in (("single-stream", 1, "always"), ("two-stream", 1, "always"),
                                         ("two-stream", 2, "always"), ("single-stream", 1, "elide"),
                                         ("two-stream", 1, "elide")):
                total, busy, idle, one = timeline(dirs[name], mode, streams, patch=patch)
                label = mode if mode == "single-stream" else f"{mode}, {streams} prep stream{'s' * (streams > 1)}"
                label += ", elided" if patch == "elide" else ""
                us = cfg.cycles_to_seconds(total) * 1e6
                print(f"  {name + f' ({rows}x64, {cores}c)':18s} {label:34s} {us:10.1f} {us / 100:10.2f} "
                      f"{cfg.cycles_to_seconds(busy) * 1e6:11.1f}us {idle:12.1%}")


if __name__ == "__main__":
    main()
