"""all_reduce on simulated cards: simulated bandwidth against the link model, across sizes; and a
tensor-parallel decode step of a Llama-style layer, TP=2 against TP=1, in simulated time.

  python bench/bench_distributed.py [--world 2] [--dtype float32] [--skip-tp]

TP: one decode token through RMSNorm, attention over a 128-token KV cache (8 heads of 64) and a
SwiGLU MLP (512 -> 1536 -> 512), Megatron-style: each rank holds its heads' q/k/v/o columns / rows
and its part of the MLP's intermediate dim; two functional all_reduces (after o_proj and after
down_proj) inside one compiled graph. Per TP degree: simulated time of one step on the card (min
of the repeats, between events on the current stream), how much of it the collectives took, and
the largest difference from the CPU layer.

Spawns WORLD processes (torch.multiprocessing), one card each, `init_process_group("cpu:gloo,
spyre:spyreccl")`. Per size: the simulated time of one all_reduce between two events on the
current stream (the Collective op on the card's link pipeline, plus nothing else), its algorithm
and bus bandwidth (NCCL's definitions: bytes / time, times 2 (p-1)/p), what
spyre_runtime.link.collective_cycles predicts, and the host wall time per call (the bytes really
travel on gloo over the loopback). Rank 0 prints.
"""

from __future__ import annotations

import argparse
import os
import socket
import time


def _rank(rank, world, port, dtype_name, sizes, repeats):
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    import torch
    import torch.distributed as dist

    import spyre_runtime
    from spyre_runtime.link import bus_bytes_factor, collective_cycles

    dist.init_process_group("cpu:gloo,spyre:spyreccl", rank=rank, world_size=world)
    torch.spyre.set_device(rank)
    dev = torch.device("spyre", rank)
    dtype = getattr(torch, dtype_name)
    cfg = spyre_runtime.get_runtime(rank).config
    if rank == 0:
        print(f"all_reduce SUM, {world} simulated cards, {dtype_name}; link {cfg.link_bytes_per_cycle * cfg.clock_hz / 1e9:.0f} "
              f"GB/s a direction, {cfg.link_hop_cycles / cfg.clock_hz * 1e6:.1f} us a ring step (estimates)")
        print(f"{'bytes':>11} {'sim us':>10} {'model us':>10} {'sim/model':>9} {'algbw GB/s':>11} {'busbw GB/s':>11} "
              f"{'host ms/call':>12}")
    for nbytes in sizes:
        x = torch.ones(nbytes // torch.tensor([], dtype=dtype).element_size(), dtype=dtype).to(dev)
        dist.all_reduce(x)  # (first call: both cards' clocks meet here)
        torch.spyre.synchronize()
        sims = []
        host = time.perf_counter()
        for _ in range(repeats):
            start, end = torch.Event(dev, enable_timing=True), torch.Event(dev, enable_timing=True)
            dist.barrier()
            start.record()
            dist.all_reduce(x)
            end.record()
            end.synchronize()
            sims.append(start.elapsed_time(end) * 1e3)
        host = (time.perf_counter() - host) / repeats
        sim_us = min(sims)
        model_us = collective_cycles(cfg, "all_reduce", x.numel() * x.element_size(), world) / cfg.clock_hz * 1e6
        algbw = nbytes / (sim_us * 1e-6) / 1e9
        if rank == 0:
            print(f"{nbytes:>11} {sim_us:>10.2f} {model_us:>10.2f} {sim_us / model_us:>9.3f} {algbw:>11.2f} "
                  f"{algbw * bus_bytes_factor('all_reduce', world):>11.2f} {host * 1e3:>12.2f}")
    dist.destroy_process_group()


class _Layer:
    """Weights of the whole layer (seeded) and the part rank r of p holds."""

    D, HEADS, HD, INTER, T = 512, 8, 64, 1536, 128

    def __init__(self, torch):
        g = torch.Generator().manual_seed(0)
        r = lambda *shape: torch.randn(*shape, generator=g) * 0.05  # noqa: E731
        d, hh, i = self.D, self.HEADS * self.HD, self.INTER
        self.w = {"norm1": 1 + r(d), "norm2": 1 + r(d), "wq": r(d, hh), "wk": r(d, hh), "wv": r(d, hh), "wo": r(hh, d),
                  "wg": r(d, i), "wu": r(d, i), "wd": r(i, d)}
        self.x = torch.randn(1, d, generator=g)
        self.k_cache = torch.randn(self.HEADS, self.T, self.HD, generator=g)
        self.v_cache = torch.randn(self.HEADS, self.T, self.HD, generator=g)

    def shard(self, rank, world):
        w, hh, i = self.w, self.HEADS * self.HD // world, self.INTER // world
        heads = self.HEADS // world
        cols = lambda m, n: m[:, rank * n:(rank + 1) * n].contiguous()  # noqa: E731
        rows = lambda m, n: m[rank * n:(rank + 1) * n].contiguous()  # noqa: E731
        return ({"norm1": w["norm1"], "norm2": w["norm2"], "wq": cols(w["wq"], hh), "wk": cols(w["wk"], hh),
                 "wv": cols(w["wv"], hh), "wo": rows(w["wo"], hh), "wg": cols(w["wg"], i), "wu": cols(w["wu"], i),
                 "wd": rows(w["wd"], i)},
                rows(self.k_cache, heads), rows(self.v_cache, heads))


def _layer_step(torch, reduce, heads, hd):
    """One decode step of the layer on a rank's part; reduce(t) sums partial results over the ranks."""

    def rms(x, w):
        return x * torch.rsqrt((x * x).mean(-1, keepdim=True) + 1e-6) * w

    def step(x, k_cache, v_cache, w):
        h = rms(x, w["norm1"])
        q = (h @ w["wq"]).view(heads, 1, hd)
        k = torch.cat([k_cache, (h @ w["wk"]).view(heads, 1, hd)], dim=1)
        v = torch.cat([v_cache, (h @ w["wv"]).view(heads, 1, hd)], dim=1)
        att = torch.softmax(q @ k.transpose(1, 2) / hd ** 0.5, dim=-1) @ v
        x = x + reduce(att.reshape(1, heads * hd) @ w["wo"])
        h = rms(x, w["norm2"])
        return x + reduce((torch.nn.functional.silu(h @ w["wg"]) * (h @ w["wu"])) @ w["wd"])

    return step


def _tp_rank(rank, world, port, repeats, results):
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    import torch
    import torch.distributed as dist
    import torch.distributed._functional_collectives as fc

    dist.init_process_group("cpu:gloo,spyre:spyreccl", rank=rank, world_size=world)
    torch.spyre.set_device(rank)
    dev = torch.device("spyre", rank)
    layer = _Layer(torch)
    weights, k_cache, v_cache = layer.shard(rank, world)
    heads = layer.HEADS // world
    group = dist.group.WORLD
    step = _layer_step(torch, lambda t: fc.all_reduce(t, "sum", group) if world > 1 else t, heads, layer.HD)
    want = _layer_step(torch, lambda t: t, layer.HEADS, layer.HD)(layer.x, layer.k_cache, layer.v_cache, layer.w)
    args = (layer.x.to(dev), k_cache.to(dev), v_cache.to(dev), {k: v.to(dev) for k, v in weights.items()})
    compiled = torch.compile(step)
    out = compiled(*args)  # (compile)
    torch.spyre.synchronize()
    rt = __import__("spyre_runtime").get_runtime(rank)
    sims, links = [], []
    for _ in range(repeats):
        dist.barrier()
        mark = rt.scheduler.history[-1].id if rt.scheduler.history else -1
        start, end = torch.Event(dev, enable_timing=True), torch.Event(dev, enable_timing=True)
        start.record()
        out = compiled(*args)
        end.record()
        end.synchronize()
        sims.append(start.elapsed_time(end) * 1e3)
        links.append(sum(op.end - op.start for op in rt.scheduler.history
                         if op.id > mark and op.pipeline == "link") / rt.config.clock_hz * 1e6)
    best = min(range(repeats), key=sims.__getitem__)
    if rank == 0:
        results.put((world, sims[best], links[best], float((out.cpu() - want).abs().max())))
    dist.destroy_process_group()


def tensor_parallel(repeats: int) -> None:
    import torch.multiprocessing as mp

    ctx = mp.get_context("spawn")
    rows = []
    for world in (1, 2):
        results = ctx.SimpleQueue()
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        mp.start_processes(_tp_rank, args=(world, port, repeats, results), nprocs=world, start_method="spawn")
        rows.append(results.get())
    print(f"\nLlama-style layer, one decode token (d {_Layer.D}, {_Layer.HEADS} heads of {_Layer.HD}, KV {_Layer.T}, "
          f"MLP {_Layer.INTER}), float32, compiled")
    print(f"{'TP':>3} {'sim us/step':>12} {'of it link us':>14} {'speedup':>8} {'max |diff| vs CPU':>18}")
    base = rows[0][1]
    for world, sim, link, diff in rows:
        print(f"{world:>3} {sim:>12.2f} {link:>14.2f} {base / sim:>8.2f} {diff:>18.2e}")


def main():

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--world", type=int, default=2)
    ap.add_argument("--dtype", default="float32")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--max-bytes", type=int, default=64 << 20)
    ap.add_argument("--skip-tp", action="store_true", help="only the all_reduce sizes")
    args = ap.parse_args()
    sizes, n = [], 4096
    while n <= args.max_bytes:
        sizes.append(n)
        n *= 4
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    os.environ.setdefault("SPYRE_NUM_DEVICES", str(args.world))  # (read when the children import torch)
    import torch.multiprocessing as mp

    mp.start_processes(_rank, args=(args.world, port, args.dtype, sizes, args.repeats), nprocs=args.world,
                       start_method="spawn")
    if not args.skip_tp:
        tensor_parallel(args.repeats)


if __name__ == "__main__":
    main()
