"""all_reduce on simulated cards: simulated bandwidth against the link model, across sizes.

  python bench/bench_distributed.py [--world 2] [--dtype float32]

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


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--world", type=int, default=2)
    ap.add_argument("--dtype", default="float32")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--max-bytes", type=int, default=64 << 20)
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


if __name__ == "__main__":
    main()
