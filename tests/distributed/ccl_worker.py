"""One rank of the spyreccl tests (tests/distributed/test_ccl.py), run by torchrun or, with --spawn N,
by torch.multiprocessing from this script. Each rank runs its scenario and saves what it saw
(tensors read back from its card, errors, link ops of its timeline) to OUT/rank{r}.pt; the test
computes the expected values on the CPU from the same seeded inputs.

  python -m torch.distributed.run --nproc-per-node 2 ccl_worker.py OUT SCENARIO
  python ccl_worker.py --spawn 4 OUT SCENARIO PORT
"""

import datetime
import os
import sys

import torch
import torch.distributed as dist

DTYPES = (torch.float32, torch.float16, torch.bfloat16, torch.int32, torch.int64)
OPS = ("SUM", "AVG", "MAX", "MIN", "PRODUCT")


def rank_input(rank: int, dtype, shape, salt: int = 0) -> torch.Tensor:
    """Small integers (exact in every dtype, products of 4 ranks included), seeded by rank."""
    g = torch.Generator().manual_seed(1000 * salt + rank)
    return torch.randint(-3, 4, shape, generator=g).to(dtype)


def link_ops(device):
    import spyre_runtime

    rt = spyre_runtime.get_runtime(device)
    return [(op.name, op.kind, op.nbytes, op.start, op.end, op.wait_cycles) for op in rt.scheduler.history
            if getattr(op, "pipeline", None) == "link" and op.state == "done"]


def stream_order(device):
    """The last collective started after the work queued before it on the current stream ended,
    and the read queued after its Work's wait started after it ended (simulated cycles)."""
    import spyre_runtime
    from spyre_runtime.queues import Collective, Transfer

    history = list(spyre_runtime.get_runtime(device).scheduler.history)
    coll = [op for op in history if isinstance(op, Collective)][-1]
    user = coll.stream  # (the communication stream; the user's stream is the default one)
    before = [op for op in history if op.id < coll.id and op.stream is not user and isinstance(op, Transfer)]
    after = [op for op in history if op.id > coll.id and isinstance(op, Transfer) and op.kind == "d2h"]
    return (before[-1].end <= coll.start, after[0].start >= coll.end)


def collectives(rank, world, dev):
    """Every collective x dtype; returns {name: CPU tensor read back from the card}."""
    out = {}
    spyre = lambda t: t.to(dev)  # noqa: E731  (copies only: no kernel is compiled)
    for dtype in DTYPES:
        d = str(dtype).removeprefix("torch.")
        for op in OPS:
            t = spyre(rank_input(rank, dtype, (3, 40), salt=OPS.index(op)))
            dist.all_reduce(t, op=getattr(dist.ReduceOp, op))
            out[f"all_reduce/{op}/{d}"] = t.cpu()
        t = spyre(rank_input(rank, dtype, (5, 3), salt=10))
        dist.broadcast(t, src=world - 1)
        out[f"broadcast/{d}"] = t.cpu()
        t = spyre(rank_input(rank, dtype, (70,), salt=11))
        dist.reduce(t, dst=0, op=dist.ReduceOp.SUM)
        out[f"reduce/{d}"] = t.cpu()
        parts = [spyre(torch.zeros(2, 33, dtype=dtype)) for _ in range(world)]
        dist.all_gather(parts, spyre(rank_input(rank, dtype, (2, 33), salt=12)))
        out[f"all_gather/{d}"] = torch.stack([p.cpu() for p in parts])
        whole = spyre(torch.zeros(world * 4, 6, dtype=dtype))
        dist.all_gather_into_tensor(whole, spyre(rank_input(rank, dtype, (4, 6), salt=13)))
        out[f"all_gather_into_tensor/{d}"] = whole.cpu()
        got = spyre(torch.zeros(3, 5, dtype=dtype))
        dist.reduce_scatter(got, [spyre(x) for x in rank_input(rank, dtype, (world, 3, 5), salt=14).unbind(0)])
        out[f"reduce_scatter/{d}"] = got.cpu()
        got = spyre(torch.zeros(2, 7, dtype=dtype))
        dist.reduce_scatter_tensor(got, spyre(rank_input(rank, dtype, (2 * world, 7), salt=15)),
                                   op=dist.ReduceOp.MAX)
        out[f"reduce_scatter_tensor/{d}"] = got.cpu()
        ins = [spyre(x) for x in rank_input(rank, dtype, (world, 4), salt=16).unbind(0)]
        outs = [spyre(torch.zeros(4, dtype=dtype)) for _ in range(world)]
        dist.all_to_all(outs, ins)
        out[f"all_to_all/{d}"] = torch.stack([o.cpu() for o in outs])
        # uneven splits: rank r sends j+1 rows to rank j
        in_splits = [j + 1 for j in range(world)]
        out_splits = [rank + 1] * world
        src = spyre(rank_input(rank, dtype, (sum(in_splits), 3), salt=17))
        dst = spyre(torch.zeros(sum(out_splits), 3, dtype=dtype))
        dist.all_to_all_single(dst, src, out_splits, in_splits)
        out[f"all_to_all_single/{d}"] = dst.cpu()
        # a ring of send / recv
        msg = spyre(rank_input(rank, dtype, (9,), salt=18))
        box = spyre(torch.zeros(9, dtype=dtype))
        if rank % 2 == 0:
            dist.send(msg, (rank + 1) % world)
            dist.recv(box, (rank - 1) % world)
        else:
            dist.recv(box, (rank - 1) % world)
            dist.send(msg, (rank + 1) % world)
        out[f"send_recv/{d}"] = box.cpu()
    # scatter / gather (what DTensor's distribute_tensor uses), rooted at rank 0
    got = spyre(torch.zeros(3, 4))
    pieces = [spyre(x) for x in rank_input(0, torch.float32, (world, 3, 4), salt=22).unbind(0)] if rank == 0 else None
    dist.scatter(got, pieces, src=0)
    out["scatter"] = got.cpu()
    parts = [spyre(torch.zeros(5)) for _ in range(world)] if rank == 0 else None
    dist.gather(spyre(rank_input(rank, torch.float32, (5,), salt=23)), parts, dst=0)
    if rank == 0:
        out["gather"] = torch.stack([p.cpu() for p in parts])
    # async: the Work's wait orders the current stream after the collective
    t = spyre(rank_input(rank, torch.float32, (64,), salt=20))
    work = dist.all_reduce(t, async_op=True)
    assert isinstance(work, dist.Work)
    work.wait()
    out["async/all_reduce"] = t.cpu()
    out["async/done"] = (work.is_completed(), work.is_success(), work.exception())
    out["async/order"] = stream_order(dev.index)
    # CPU tensors go through the gloo group the backend holds
    c = rank_input(rank, torch.float32, (6,), salt=21)
    dist.all_reduce(c)
    out["cpu/all_reduce"] = c
    dist.barrier()
    return out


def compiled(rank, world, dev):
    """A compiled function on each rank's own card (its kernels launch there), then an all_reduce."""
    f = torch.compile(lambda x: x * 2 + 1)
    x = rank_input(rank, torch.float32, (4, 64), salt=30).to(dev)
    y = f(x)
    dist.all_reduce(y)
    return {"y": y.cpu()}


def functional(rank, world, dev):
    """torch.distributed._functional_collectives (what DTensor emits) on spyre tensors, eager."""
    import torch.distributed._functional_collectives as fc

    group = dist.group.WORLD
    x = rank_input(rank, torch.float32, (4, 8), salt=40).to(dev)
    return {"all_reduce": fc.all_reduce(x, "sum", group).cpu(),
            "all_gather": fc.all_gather_tensor(x, 0, group).cpu(),
            "reduce_scatter": fc.reduce_scatter_tensor(x, "sum", 0, group).cpu()}


def compiled_functional(rank, world, dev):
    """A functional all_reduce between spyre kernels inside one torch.compile graph."""
    import torch.distributed._functional_collectives as fc
    import torch._dynamo

    group = dist.group.WORLD

    def f(x):
        return fc.all_reduce(x * 2, "sum", group) + 1

    from torch._inductor.utils import run_and_get_code

    explained = torch._dynamo.explain(f)(rank_input(rank, torch.float32, (4, 64), salt=41).to(dev))
    y, (code, *_) = run_and_get_code(torch.compile(f), rank_input(rank, torch.float32, (4, 64), salt=41).to(dev))
    lines = code.splitlines()
    order = [("collective" if "_c10d_functional.all_reduce_" in ln else "kernel") for ln in lines
             if "_c10d_functional.all_reduce_" in ln or "launch_spyre_kernel(" in ln and "def " not in ln]
    return {"y": y.cpu(), "graph_breaks": explained.graph_break_count, "order": order}


class MLP(torch.nn.Module):
    """A Llama MLP: down(silu(gate(x)) * up(x))."""

    def __init__(self, d=64, h=128):
        super().__init__()
        self.gate_proj = torch.nn.Linear(d, h, bias=False)
        self.up_proj = torch.nn.Linear(d, h, bias=False)
        self.down_proj = torch.nn.Linear(h, d, bias=False)

    def forward(self, x):
        return self.down_proj(torch.nn.functional.silu(self.gate_proj(x)) * self.up_proj(x))


class Attention(torch.nn.Module):
    """A Llama attention block without rotary: q / k / v / o projections, causal SDPA; the heads
    come from the projections' width (view(..., -1, head_dim)), so a rank's shard has its own."""

    def __init__(self, d=64, heads=4):
        super().__init__()
        self.head_dim = d // heads
        for name in ("q_proj", "k_proj", "v_proj", "o_proj"):
            setattr(self, name, torch.nn.Linear(d, d, bias=False))

    def forward(self, x):
        b, t, _ = x.shape
        q, k, v = (p(x).view(b, t, -1, self.head_dim).transpose(1, 2) for p in (self.q_proj, self.k_proj, self.v_proj))
        a = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(a.transpose(1, 2).reshape(b, t, -1))


def tensor_parallel(rank, world, dev):
    """ColwiseParallel gate / up, RowwiseParallel down on a mesh of every rank's card; eager and
    compiled; the output replicated (the row-parallel matmul's partial sums all-reduced)."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module

    torch.manual_seed(0)
    ref = MLP()
    x = torch.randn(4, 64)
    mesh = init_device_mesh("spyre", (world,))
    model = MLP()
    model.load_state_dict(ref.state_dict())
    model = parallelize_module(model.to(dev), mesh, {"gate_proj": ColwiseParallel(), "up_proj": ColwiseParallel(),
                                                     "down_proj": RowwiseParallel()})
    with torch.no_grad():
        eager = model(x.to(dev))
        compiled = torch.compile(model)(x.to(dev))
        local = model.gate_proj.weight.to_local()
    result = {"want": ref(x).detach(), "eager": eager.cpu(), "compiled": compiled.cpu(),
              "fallbacks": dict(torch.spyre.fallback_counts()), "eager_launches": torch.spyre.eager_stats()["launches"],
              "shard_shape": tuple(local.shape), "shard_device": str(local.device)}
    torch.manual_seed(1)
    ref = Attention()
    x = torch.randn(2, 8, 64)
    block = Attention()
    block.load_state_dict(ref.state_dict())
    plan = {"q_proj": ColwiseParallel(), "k_proj": ColwiseParallel(), "v_proj": ColwiseParallel(),
            "o_proj": RowwiseParallel()}
    block = parallelize_module(block.to(dev), mesh, plan)
    with torch.no_grad():
        result["attention_want"] = ref(x)
        result["attention_eager"] = block(x.to(dev)).cpu()
        result["attention_compiled"] = torch.compile(block)(x.to(dev)).cpu()
    return result


def hf_llama(rank, world, dev):
    """A tiny Hugging Face Llama (random weights), every layer's projections tensor parallel over
    the ranks' cards, generates greedily; and the same model on the CPU."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module
    from transformers import LlamaConfig, LlamaForCausalLM

    cfg = LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64,
                      rope_parameters={"rope_type": "default", "rope_theta": 10000.0})
    torch.manual_seed(0)
    cpu = LlamaForCausalLM(cfg).eval()
    ids = torch.tensor([[1, 5, 9, 17, 33]])
    model = LlamaForCausalLM(cfg).eval()
    model.load_state_dict(cpu.state_dict())
    plan = {}
    for i in range(cfg.num_hidden_layers):
        for name in ("self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj", "mlp.gate_proj", "mlp.up_proj"):
            plan[f"model.layers.{i}.{name}"] = ColwiseParallel()
        for name in ("self_attn.o_proj", "mlp.down_proj"):
            plan[f"model.layers.{i}.{name}"] = RowwiseParallel()
    model = parallelize_module(model.to(dev), init_device_mesh("spyre", (world,)), plan)
    with torch.no_grad():
        want = cpu.generate(ids, max_new_tokens=6, do_sample=False)
        got = model.generate(ids.to(dev), max_new_tokens=6, do_sample=False)
    return {"want": want, "got": got.cpu()}


def errors(rank, world, dev):
    """Mismatched shapes and dtypes: every rank sees an error naming the collective and shapes."""
    import spyre_runtime

    seen = {}
    cases = {
        "shape": lambda: torch.zeros(4 + rank, dtype=torch.float32),
        "dtype": lambda: torch.zeros(4, dtype=torch.float32 if rank == 0 else torch.int32),
    }
    for name, make in cases.items():
        t = make().to(dev)
        work = dist.all_reduce(t, async_op=True)
        seen[f"{name}_success"] = work.is_success()
        seen[f"{name}_exception"] = str(work.exception())
        work.wait()
        try:
            t.cpu()
            seen[name] = "no error"
        except Exception as e:  # the Wait on the failed collective, with the collective's error as cause
            seen[name] = f"{type(e).__name__}: {e}"
        spyre_runtime.get_runtime(dev.index).clear_errors()
    # the group still works afterwards (the header check stopped the data before it moved)
    t = torch.ones(3).to(dev)
    dist.all_reduce(t)
    seen["after"] = t.cpu()
    return seen


def dead_rank(rank, world, dev):
    """The last rank leaves without a word; the others' next collective fails within the timeout."""
    import time

    dist.barrier()
    if rank == world - 1:
        return {"left": True}  # (main saves, then this rank exits without a word)
    t = torch.ones(3).to(dev)
    begin = time.monotonic()
    dist.all_reduce(t)
    try:
        t.cpu()
        what = "no error"
    except Exception as e:
        what = f"{type(e).__name__}: {e}"
    return {"dead": what, "seconds": time.monotonic() - begin}


def main(rank, world, out_dir, scenario, timeout_s):
    dist.init_process_group("cpu:gloo,spyre:spyreccl", rank=rank, world_size=world,
                            timeout=datetime.timedelta(seconds=timeout_s))
    torch.spyre.set_device(int(os.environ.get("LOCAL_RANK", rank)))
    dev = torch.device("spyre", torch.spyre.current_device())
    result = {"device": str(dev), "device_count": torch.spyre.device_count(),
              "backend": dist.get_backend(), "world": dist.get_world_size()}
    for name in scenario.split(","):
        if name == "dead_rank":  # (what the others see is only known after their collective fails)
            result["link_ops"] = link_ops(dev.index)
        result.update({f"{name}:{k}": v for k, v in globals()[name](rank, world, dev).items()})
    result.setdefault("link_ops", link_ops(dev.index))
    torch.save(result, os.path.join(out_dir, f"rank{rank}.pt"))
    if "dead_rank" in scenario:
        os._exit(0)  # (the group cannot be torn down politely with a peer gone)
    dist.destroy_process_group()


def _spawned(local_rank, world, out_dir, scenario, port, timeout_s):
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    main(local_rank, world, out_dir, scenario, timeout_s)


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[0] == "--spawn":
        import torch.multiprocessing as mp

        world, out_dir, scenario, port, timeout_s = int(args[1]), args[2], args[3], int(args[4]), float(args[5])
        os.environ.setdefault("SPYRE_NUM_DEVICES", str(world))  # (read when the children import torch)
        mp.start_processes(_spawned, args=(world, out_dir, scenario, port, timeout_s), nprocs=world,
                           start_method="spawn")
    else:
        out_dir, scenario, timeout_s = args[0], args[1], float(args[2])
        main(int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"]), out_dir, scenario, timeout_s)
