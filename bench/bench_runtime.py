"""Runtime figures (prints, asserts nothing): per-op enqueue+run cost, strided transfer
throughput, allocator cost. Run: .venv/bin/python bench/bench_runtime.py"""
import time, numpy as np
from spyre_runtime import HardwareConfig
from spyre_runtime.runtime import Runtime
from spyre_runtime.queues import *
rt = Runtime(HardwareConfig())
d = rt.allocator.allocate(1 << 20)
h = np.zeros(4096, np.uint8)
s = rt.default_stream; s2 = rt.new_stream()
N = 20000
t = time.perf_counter()
for i in range(N):
    (s if i % 2 else s2).enqueue(Transfer("h2d", h, d.address + (i % 64) * 4096))
rt.synchronize()
dt = time.perf_counter() - t
print(f"enqueue+run h2d 4KiB, 2 streams: {dt / N * 1e6:.1f} us/op")
x = np.random.default_rng(0).standard_normal((1024, 1024)).astype(np.float16)
dev = rt.allocator.allocate(x.nbytes)
conv = LayoutConversion(2, (16, 1024, 64), (64, 1024, 1), (1024 * 64, 64, 1))
t = time.perf_counter()
for _ in range(10):
    s.enqueue(Transfer("h2d", x.reshape(-1).view(np.uint8), dev.address, conversion=conv))
s.synchronize()
dt = (time.perf_counter() - t) / 10
print(f"h2d fp16 (1024,1024) with stick conversion: {dt * 1e3:.2f} ms ({x.nbytes / dt / 1e9:.2f} GB/s)")
t = time.perf_counter()
ds = [rt.allocator.allocate(64) for _ in range(N)]
for q in ds: rt.allocator.free(q)
print(f"allocate+free 64 B: {(time.perf_counter() - t) / N * 1e6:.1f} us/pair")
ds = [rt.allocator.allocate(128) for _ in range(200_000)]
for q in ds[::2]:
    rt.allocator.free(q)  # 100k free 128-byte holes
t = time.perf_counter()
for _ in range(N):
    rt.allocator.free(rt.allocator.allocate(256))
print(f"allocate+free 256 B beside 100k free holes: {(time.perf_counter() - t) / N * 1e6:.1f} us/pair")
t = time.perf_counter()
for q in ds[1::2][:N]:
    rt.allocator.free(q)
print(f"free with coalescing of both neighbours: {(time.perf_counter() - t) / N * 1e6:.1f} us")
