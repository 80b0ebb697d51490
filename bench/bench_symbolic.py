"""Symbolic kernels against specialized ones (prints figures, asserts nothing).

For a pointwise kernel, a softmax and a matmul with a symbolic row count M (and a softmax and decode
attention with a symbolic KV length L, along the sticks): the simulated time of one
call of the ONE artifact compiled with dynamic=True, and of the kernel compiled for that M alone
(dynamic=False), measured with events on the default stream; then the host time of the symbolic
kernel's first call at a new size (the fast engine translates the program per size) and of a repeat.

Run: .venv/bin/python bench/bench_symbolic.py
"""

from __future__ import annotations

import time

import torch

import spyre_inductor  # noqa: F401  (the spyre device and backend)
from spyre_runtime import get_runtime

SIZES = (7, 64, 200)
CASES = {
    "relu(x) * 2, x (1, M, 256) f32": (lambda x: torch.relu(x) * 2, lambda m: (torch.randn(1, m, 256),)),
    "softmax(x, -1), x (1, M, 128) f32": (lambda x: torch.softmax(x, -1), lambda m: (torch.randn(1, m, 128),)),
    "relu(x @ w) * 2, x (M, 64) @ w (64, 48) f32": (lambda x, w: torch.relu(x @ w) * 2,
                                                    lambda m: (torch.randn(m, 64), torch.randn(64, 48))),
}

# a symbol along the stick dim (one artifact per stick bucket: lane masks and row counts from the
# symbol at launch): the KV length L of a decode step
LENGTHS = (7, 20, 29)
LENGTH_CASES = {
    "softmax(x, -1), x (4, L) f32": (lambda x: torch.softmax(x, -1), lambda n: (torch.randn(4, n),)),
    "decode attention q (2, 1, 64), k, v (2, L, 64) f32": (
        lambda q, k, v: torch.softmax(q @ k.transpose(-1, -2) * 0.125, -1) @ v,
        lambda n: (torch.randn(2, 1, 64), torch.randn(2, n, 64), torch.randn(2, n, 64))),
}


def simulated_us(fn, inputs, dynamic: bool) -> float:
    rt = get_runtime()
    torch._dynamo.reset()
    f = torch.compile(fn, dynamic=dynamic)
    xs = [t.to("spyre") for t in inputs]
    f(*xs)
    rt.synchronize()
    start, end = rt.new_event(), rt.new_event()
    start.record(rt.default_stream)
    f(*xs)
    end.record(rt.default_stream)
    rt.synchronize()
    return start.elapsed_time(end) * 1e3


def host_first_and_repeat(fn, make, sizes):
    rt = get_runtime()
    torch._dynamo.reset()
    f = torch.compile(fn, dynamic=True)
    f(*[t.to("spyre") for t in make(sizes[0])])
    rt.synchronize()
    out = []
    for m in sizes[1:]:
        xs = [t.to("spyre") for t in make(m)]
        times = []
        for _ in range(2):
            t0 = time.perf_counter()
            f(*xs)
            rt.synchronize()
            times.append(time.perf_counter() - t0)
        out.append((m, times[0] * 1e3, times[1] * 1e3))
    return out


def main():
    print("simulated time of one call: symbolic artifact vs the kernel specialized for M")
    for name, (fn, make) in CASES.items():
        for m in SIZES:
            inputs = make(m)
            spec, sym = simulated_us(fn, inputs, False), simulated_us(fn, inputs, True)
            print(f"  {name:44s} M={m:4d}  specialized {spec:7.2f} us  symbolic {sym:7.2f} us  ({sym / spec:.2f}x)")
    print("simulated time of one call: symbolic KV length (one artifact per stick bucket) vs specialized for L")
    for name, (fn, make) in LENGTH_CASES.items():
        for n in LENGTHS:
            inputs = make(n)
            spec, sym = simulated_us(fn, inputs, False), simulated_us(fn, inputs, True)
            print(f"  {name:52s} L={n:3d}  specialized {spec:7.2f} us  symbolic {sym:7.2f} us  ({sym / spec:.2f}x)")
    print("host ms of the symbolic kernel's call at a new size (translation) and again")
    fn, make = CASES["relu(x @ w) * 2, x (M, 64) @ w (64, 48) f32"]
    for m, first, again in host_first_and_repeat(fn, make, (2, 3, 30, 39)):
        print(f"  M={m:4d}  first {first:7.1f} ms  again {again:6.1f} ms")


if __name__ == "__main__":
    main()
