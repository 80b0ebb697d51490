"""`make demo` at this stage: the runtime core end to end, on the simulated card.

Allocate device memory, copy a host tensor in (with the default stick layout conversion), run a
stand-in compute on one stream while the other stream keeps the DMA busy, order them with an
event, read the result back, print the timeline, write a Chrome trace to out/runtime_trace.json.
"""

from __future__ import annotations

import os
import sys

import numpy as np

from . import HardwareConfig
from .queues import Compute, ComputeResult, LayoutConversion, Transfer
from .runtime import Runtime


class ScaleKernel:
    """Stand-in for a compiled kernel (the card simulator replaces it): dst = 2 * src in fp16,
    reading and writing only its declared device ranges; cycles from the vector-unit estimate."""

    name = "scale2"

    def __init__(self, config, src, dst, nelems):
        self.src, self.dst, self.nelems = src, dst, nelems
        lanes = config.vector_elems_per_cycle_per_corelet * config.corelets_per_core * config.num_cores
        self.cycles = -(-nelems // lanes)

    def run(self, memory, fetched):
        src = memory.view(self.src, self.nelems * 2).view(np.float16)
        memory.view(self.dst, self.nelems * 2).view(np.float16)[:] = src * np.float16(2)
        return ComputeResult(self.cycles, {"elements": self.nelems})


def stick_conversion(rows, cols, to_device=True):
    """fp16 (rows, cols) host <-> device (cols/64, rows, 64) sticks (cols a multiple of 64)."""
    ranges = (cols // 64, rows, 64)  # (stick block, row, element in stick)
    host = (64, cols, 1)  # host element step per loop index
    device = (rows * 64, 64, 1)
    return LayoutConversion(2, ranges, host, device) if to_device else LayoutConversion(2, ranges, device, host)


def main(out_dir="out") -> int:
    config = HardwareConfig.from_env()
    print(config.describe())
    rt = Runtime(config)

    rows, cols = 512, 256  # fp16 (512, 256) -> device (4, 512, 64)
    nbytes = rows * cols * 2
    x = np.random.default_rng(0).standard_normal((rows, cols)).astype(np.float16)
    side = np.random.default_rng(1).standard_normal(1 << 20).astype(np.float16)  # 2 MiB, other stream
    d_x = rt.allocator.allocate(nbytes)
    d_y = rt.allocator.allocate(nbytes)
    d_side = rt.allocator.allocate(side.nbytes)
    print(f"\nallocated x at {d_x.address:#x}, y at {d_y.address:#x}, side buffer at {d_side.address:#x}")
    print("allocator: " + ", ".join(f"{k}={v}" for k, v in rt.allocator.stats().items()))

    copy_stream, compute_stream = rt.new_stream(), rt.new_stream()
    start = rt.new_event(name="start").record(copy_stream)
    x_bytes = x.reshape(-1).view(np.uint8)
    copy_stream.enqueue(Transfer("h2d", x_bytes, d_x.address, conversion=stick_conversion(rows, cols), name="h2d x"))
    x_ready = rt.new_event(name="x_ready").record(copy_stream)
    compute_stream.wait_event(x_ready)
    compute_stream.enqueue(Compute(ScaleKernel(config, d_x.address, d_y.address, rows * cols),
                                   reads=[(d_x.address, nbytes)], writes=[(d_y.address, nbytes)], name="compute y=2x"))
    # meanwhile the copy stream moves an unrelated buffer: DMA overlaps compute
    copy_stream.enqueue(Transfer("h2d", side.view(np.uint8), d_side.address, name="h2d side"))
    y = np.zeros_like(x)
    compute_stream.enqueue(Transfer("d2h", d_y.address, y.reshape(-1).view(np.uint8),
                                    conversion=stick_conversion(rows, cols, to_device=False), name="d2h y"))
    done = rt.new_event(name="done").record(compute_stream)
    rt.synchronize()

    print("\ntimeline (simulated):")
    print(rt.timeline_table())
    print("\ndependency edges (besides stream order):")
    graph = rt.dependency_graph()
    for u, v, kind in graph.edges(data="kind"):
        if kind != "stream":
            print(f"  {graph.nodes[u]['name']!r} -> {graph.nodes[v]['name']!r} ({kind})")
    print(f"\nstart -> done: {start.elapsed_time(done):.4f} ms simulated "
          f"({done.time_cycles - start.time_cycles} cycles at {config.clock_hz / 1e9:g} GHz)")
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "runtime_trace.json")
    with open(path, "w") as fh:
        fh.write(rt.trace())
    print(f"Chrome trace written to {path} (open in https://ui.perfetto.dev)")

    ok = np.array_equal(y, x * np.float16(2))
    print("round trip h2d -> compute -> d2h:", "OK" if ok else "MISMATCH")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
