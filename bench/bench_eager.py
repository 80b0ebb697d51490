"""Eager mode is compiled mode (DESIGN §10): what an eager op on spyre tensors costs on the host.

Per op, in one process (figures, never assertions):
- first call, cold: a signature this process has not seen, compiled with an empty Inductor cache
  (AOTAutograd + Inductor + the spyre compiler + artifact + prepare);
- first call, disk cache: the same signature after `torch.spyre.clear_eager_cache()`: Inductor's
  FX graph and AOT autograd caches serve it (what a new process with a warm cache pays);
- cached call: a later call with that signature (signature, cache lookup, launch);
- cached call + synchronize: the same, then `torch.spyre.synchronize()`, which runs the simulated card
  (numpy, on the host: this column is the simulator's speed, not the card's);
  the first-call columns are host time up to the launch, like "cached";
- the CPU fallback of the same op (SPYRE_EAGER=fallback) and CPU eager of the same op on CPU
  tensors, measured in the same process; the ratio is cached call / CPU eager.

    .venv/bin/python bench/bench_eager.py [--repeat 20] [--keep-cache]

Host timings vary with machine load (take the minimum of several runs); `--keep-cache` uses the
usual Inductor cache directory instead of a fresh one (then "cold" is whatever that cache holds).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import warnings


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="calls per cached-call figure (median)")
    parser.add_argument("--keep-cache", action="store_true", help="use the usual Inductor cache directory")
    args = parser.parse_args(argv)
    if not args.keep_cache:
        os.environ["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="spyre-bench-eager-")
    os.environ.setdefault("SPYRE_FALLBACK", "warn")

    import torch
    import torch.nn.functional as F

    from spyre_inductor.device.fallback import SpyreFallbackWarning

    warnings.simplefilter("ignore", SpyreFallbackWarning)
    torch.set_num_threads(1)  # CPU eager on one thread: steadier figures on a shared 2-core machine
    g = torch.Generator().manual_seed(0)
    x, y = torch.randn(64, 768, generator=g), torch.randn(64, 768, generator=g)
    w, b = torch.randn(768, 768, generator=g), torch.randn(768, generator=g)
    ids = torch.randint(0, 768, (64,), generator=g)
    cases = {
        "add": (lambda x, y, w, b, i: x + y),
        "mul_scalar": (lambda x, y, w, b, i: x * 0.5),
        "exp": (lambda x, y, w, b, i: x.exp()),
        "gelu": (lambda x, y, w, b, i: F.gelu(x)),
        "sum_dim": (lambda x, y, w, b, i: x.sum(-1)),
        "softmax": (lambda x, y, w, b, i: torch.softmax(x, -1)),
        "layer_norm": (lambda x, y, w, b, i: F.layer_norm(x, (768,), b, b)),
        "mm": (lambda x, y, w, b, i: x @ w),
        "linear": (lambda x, y, w, b, i: F.linear(x, w, b)),
        "embedding": (lambda x, y, w, b, i: F.embedding(i, w)),
        "cat": (lambda x, y, w, b, i: torch.cat([x, y])),
        "add_": (lambda x, y, w, b, i: x.add_(y)),
    }
    cpu_args = (x, y, w, b, ids)
    dev_args = tuple(t.to("spyre") for t in cpu_args)
    torch.spyre.synchronize()

    def timed(fn, *a, sync=False):
        t0 = time.perf_counter()
        fn(*a)
        if sync:
            torch.spyre.synchronize()
        return time.perf_counter() - t0

    def median(fn, *a, sync=False, n=args.repeat):
        return statistics.median(timed(fn, *a, sync=sync) for _ in range(n))

    # warm the imports (Inductor, the compiler) on an op the table does not time
    timed(lambda t: t[:1, :5] - 1, dev_args[0], sync=True)

    rows = []
    for name, fn in cases.items():
        os.environ.pop("SPYRE_EAGER", None)
        cold = timed(fn, *dev_args)  # compile + launch (the card runs it at the synchronize, not timed)
        torch.spyre.synchronize()
        torch.spyre.clear_eager_cache()
        disk = timed(fn, *dev_args)
        torch.spyre.synchronize()
        cached = median(fn, *dev_args)
        torch.spyre.synchronize()
        cached_sync = median(fn, *dev_args, sync=True)
        os.environ["SPYRE_EAGER"] = "fallback"
        fallback = median(fn, *dev_args, sync=True, n=max(3, args.repeat // 4))
        os.environ.pop("SPYRE_EAGER", None)
        cpu = median(fn, *cpu_args, n=max(args.repeat, 50))
        rows.append((name, cold, disk, cached, cached_sync, fallback, cpu))

    print(f"eager ops on spyre tensors (64x768 fp32; mm/linear 64x768 @ 768x768), host time; "
          f"cached = median of {args.repeat}; add_ reuses add's graph (its cold figure is a cache hit)")
    head = ("op", "1st cold", "1st disk", "cached", "cached+sync", "fallback", "CPU eager", "cached/CPU")
    print(f"{head[0]:<11}" + "".join(f"{h:>13}" for h in head[1:]))
    for name, cold, disk, cached, cached_sync, fallback, cpu in rows:
        print(f"{name:<11}" + "".join(f"{v * 1e3:>11.3f}ms" for v in (cold, disk, cached, cached_sync, fallback, cpu))
              + f"{cached / cpu:>12.2f}x")
    stats = torch.spyre.eager_stats()
    print(f"compiled signatures {stats['compiled_signatures']}, cache hits {stats['cache_hits']}, launches "
          f"{stats['launches']}, fallbacks {stats['fallbacks']}, compile time {stats['compile_seconds']:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
