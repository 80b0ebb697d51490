"""Random numbers on spyre: what a draw costs on the host, against CPU PyTorch in the same process.

Per draw (median of --repeat calls, host seconds, figures never assertions): torch.rand / randn /
randint / randperm on spyre (Philox counters reserved from the device generator, the numbers made
by spyre_runtime.random, written by a transfer on the stream, then torch.spyre.synchronize()),
the Philox words alone (spyre_runtime.random.philox_words), and the same draw on the CPU; the
ratio is spyre / CPU. Then host-to-device copies of the same bytes from pageable and from pinned
memory (non_blocking), whose difference is the staging copy a pinned source skips.

    .venv/bin/python bench/bench_random.py [--numel 1048576] [--repeat 7]
"""

from __future__ import annotations

import argparse
import statistics
import time


def timed(fn, repeat: int) -> float:
    fn()  # warm: first-call costs (allocation pools, the shim) out of the figure
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--numel", type=int, default=1 << 20)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args(argv)

    import torch

    from spyre_runtime import random as philox

    torch.set_num_threads(1)  # CPU on one thread: steadier figures on a shared 2-core machine
    n = args.numel
    sync = torch.spyre.synchronize
    rows = [
        ("rand", lambda: (torch.rand(n, device="spyre"), sync()), lambda: torch.rand(n)),
        ("randn", lambda: (torch.randn(n, device="spyre"), sync()), lambda: torch.randn(n)),
        ("randint", lambda: (torch.randint(0, 1000, (n,), device="spyre"), sync()), lambda: torch.randint(0, 1000, (n,))),
        ("randperm", lambda: (torch.randperm(n, device="spyre"), sync()), lambda: torch.randperm(n)),
        ("philox words", lambda: philox.philox_words(1, 0, n), lambda: torch.randint(0, 1 << 31, (n,), dtype=torch.int32)),
    ]
    print(f"{n} elements, median of {args.repeat} calls (host seconds)")
    print(f"{'draw':<14} {'spyre':>10} {'cpu':>10} {'ratio':>8}")
    for name, on_spyre, on_cpu in rows:
        s, c = timed(on_spyre, args.repeat), timed(on_cpu, args.repeat)
        print(f"{name:<14} {s:>10.4f} {c:>10.4f} {s / c:>8.1f}")

    pageable = torch.rand(n)
    pinned = pageable.clone().pin_memory()
    dst = torch.empty(n, device="spyre")
    page = timed(lambda: (dst.copy_(pageable, non_blocking=True), sync()), args.repeat)
    pin = timed(lambda: (dst.copy_(pinned, non_blocking=True), sync()), args.repeat)
    enqueue_page = timed(lambda: dst.copy_(pageable, non_blocking=True), args.repeat)
    sync()
    enqueue_pin = timed(lambda: dst.copy_(pinned, non_blocking=True), args.repeat)
    sync()
    print(f"h2d copy of {4 * n} bytes, non_blocking: pageable {page:.4f} s (enqueue {enqueue_page:.5f}), "
          f"pinned {pin:.4f} s (enqueue {enqueue_pin:.5f}); pinned / pageable {pin / page:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
