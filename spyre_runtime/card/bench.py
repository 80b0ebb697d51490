"""Card benchmark: simulated cycles vs the roofline for the example kernels, and simulator speed.

    python -m spyre_runtime.card.bench
"""

from __future__ import annotations

import time

import numpy as np

from ..config import HardwareConfig
from ..memory import DeviceMemory
from . import examples
from .machine import Card


def _case(card, name, image, corrections, allowed, repeat=3):
    prepared = card.prepare(image)
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        report = card.run(prepared, corrections, allowed)
        best = min(best, time.perf_counter() - t0)
    ratio = report.cycles / report.roofline_cycles if report.roofline_cycles else float("nan")
    print(f"{name:34s} {report.cycles:>9d} cycles  roofline {report.roofline_cycles:>9.0f}  x{ratio:5.2f}  "
          f"{report.instructions:>7d} instr  {best * 1e3:7.1f} ms  {report.instructions / best / 1e3:6.0f} k instr/s")
    return report


def main():
    config = HardwareConfig()
    memory = DeviceMemory(256 << 20)
    card = Card(config, memory)
    base = memory.base
    span = [(base, 128 << 20)]
    print(f"card: {config.num_cores} cores, LPDDR5 {config.lpddr5_bytes_per_cycle} B/cycle (estimate), "
          f"PE peak {config.peak_flops_per_cycle:.0f} FLOP/cycle (estimate)")
    n = 32 * 256 * 64
    memory.write(base, np.random.default_rng(0).standard_normal(n).astype(np.float16).tobytes())
    _case(card, "elementwise 32 cores x 256 sticks", examples.elementwise_kernel(config, 256, 32, 8),
          [base, base, base + (32 << 20)], span)
    _case(card, "ring sum 32 cores x 64 sticks", examples.ring_sum_kernel(config, 64, 32),
          [base, base + (64 << 20)], span)
    _case(card, "barrier sum 32 cores x 64 sticks", examples.barrier_sum_kernel(config, 64, 32, base + (65 << 20)),
          [base, base + (64 << 20)], span)
    for M, N, K, cores in ((512, 128, 1024, 16), (1024, 256, 2048, 32)):
        for nbuf in (1, 2):
            image = examples.matmul_kernel(config, M, N, K, cores, k_tile_sticks=2, nbuf=nbuf)
            _case(card, f"matmul {M}x{N}x{K} {cores} cores nbuf={nbuf}", image,
                  [base, base + (16 << 20), base + (32 << 20)], span)


if __name__ == "__main__":
    main()
