"""Launch benchmark (prints figures, asserts nothing).

1. Host time: one launch_jobplan (enqueue only) vs one prepare_kernel (cold, and a cache hit) vs
   one torch CPU eager `x * x` dispatch, measured in this process.
2. Simulated timeline of 100 back-to-back launches, single-stream vs two-stream: total simulated
   time and the compute pipeline's idle fraction.

Run: .venv/bin/python bench/bench_launch.py
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from spyre_runtime import HardwareConfig
from spyre_runtime.artifact import write_artifact
from spyre_runtime.artifact.examples import square_artifact
from spyre_runtime.jobplan import DeviceTensorArg, launch_jobplan, prepare_kernel
from spyre_runtime.runtime import Runtime

CONFIG = HardwareConfig(arena_bytes=1 << 30)


def _args(rt, plan):
    out = []
    for spec in plan.artifact.arguments:
        d = rt.allocator.allocate(spec.layout.device_nbytes)
        out.append(DeviceTensorArg(d.address, d.nbytes, spec.size, spec.dtype, spec.layout, spec.stride))
    return out


def _best_us(fn, repeat, number):
    """Best of `repeat` timings of `number` calls, per call, in microseconds."""
    runs = []
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        runs.append((time.perf_counter() - t) / number * 1e6)
    return min(runs), statistics.median(runs)


def host_costs(artifact_dir: Path, rows: int):
    # launch_jobplan: enqueue only; drain the queues between timed batches (outside the timing)
    rt = Runtime(CONFIG)
    plan = prepare_kernel(artifact_dir, rt)
    args = _args(rt, plan)
    runs = []
    for _ in range(7):
        t = time.perf_counter()
        for _ in range(200):
            launch_jobplan(plan, args)
        runs.append((time.perf_counter() - t) / 200 * 1e6)
        rt.synchronize()
    launch = (min(runs), statistics.median(runs))
    # the same launches plus running them on the simulated card (what an eager op costs end to end)
    runs = []
    for _ in range(5):
        t = time.perf_counter()
        for _ in range(200):
            launch_jobplan(plan, args)
        rt.synchronize()
        runs.append((time.perf_counter() - t) / 200 * 1e6)
    launch_run = (min(runs), statistics.median(runs))
    # prepare_kernel cold (fresh runtime each time: read, verify, allocate, load, decode) and cached
    cold = []
    for _ in range(20):
        fresh = Runtime(CONFIG)
        t = time.perf_counter()
        prepare_kernel(artifact_dir, fresh)
        cold.append((time.perf_counter() - t) * 1e6)
    prepare_cold = (min(cold), statistics.median(cold))
    prepare_hit = _best_us(lambda: prepare_kernel(artifact_dir, rt), 7, 200)
    # one torch CPU eager dispatch of x * x on a tensor of the kernel's shape
    import torch

    x = torch.randn(rows, 64).to(torch.float16)
    torch_mul = _best_us(lambda: x * x, 7, 2000)
    return launch, launch_run, prepare_cold, prepare_hit, torch_mul


def timeline(artifact_dir: Path, mode: str, prep_streams: int = 1, launches: int = 100):
    rt = Runtime(CONFIG)
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

        print("== host time per call (best / median, microseconds) ==")
        launch, launch_run, cold, hit, torch_mul = host_costs(dirs["tiny"], 4)
        print(f"  launch_jobplan (enqueue 5 ops)        {launch[0]:8.1f} / {launch[1]:8.1f} us")
        print(f"  launch_jobplan + simulated run        {launch_run[0]:8.1f} / {launch_run[1]:8.1f} us")
        print(f"  prepare_kernel, first time            {cold[0]:8.1f} / {cold[1]:8.1f} us")
        print(f"  prepare_kernel, cached                {hit[0]:8.1f} / {hit[1]:8.1f} us")
        print(f"  torch CPU eager x * x (4x64 fp16)     {torch_mul[0]:8.1f} / {torch_mul[1]:8.1f} us")
        print(f"  launch / torch dispatch               {launch[0] / torch_mul[0]:8.1f} x")
        print(f"  prepare (first) / launch              {cold[0] / launch[0]:8.1f} x")

        cfg = CONFIG
        print()
        print(f"== simulated timeline, 100 back-to-back launches (host callback {cfg.host_callback_cycles} cyc, "
              f"DMA latency {cfg.dma_latency_cycles} cyc, compute launch {cfg.compute_launch_cycles} cyc; "
              "all estimates) ==")
        print(f"  {'kernel':18s} {'mode':28s} {'total us':>10s} {'us/launch':>10s} {'compute busy':>13s} "
              f"{'compute idle':>13s}")
        for name, rows, cores in kernels:
            for mode, streams in (("single-stream", 1), ("two-stream", 1), ("two-stream", 2)):
                total, busy, idle, one = timeline(dirs[name], mode, streams)
                label = mode if mode == "single-stream" else f"{mode}, {streams} prep stream{'s' * (streams > 1)}"
                us = cfg.cycles_to_seconds(total) * 1e6
                print(f"  {name + f' ({rows}x64, {cores}c)':18s} {label:28s} {us:10.1f} {us / 100:10.2f} "
                      f"{cfg.cycles_to_seconds(busy) * 1e6:11.1f}us {idle:12.1%}")


if __name__ == "__main__":
    main()
