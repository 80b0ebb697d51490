"""spyreccl across processes: torchrun (2 ranks) and torch.multiprocessing (4 ranks) run
ccl_worker.py; every collective x dtype read back from each rank's card is compared with the
same computation done here on the CPU from the same seeded inputs; the link ops in each card's
timeline cost what spyre_runtime.link says; mismatched ranks and a dead rank fail clearly."""

import importlib.util
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
import torch

import spyre_runtime
from spyre_runtime.link import collective_cycles

HERE = Path(__file__).resolve().parent
WORKER = HERE / "ccl_worker.py"
_spec = importlib.util.spec_from_file_location("ccl_worker", WORKER)
worker = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(worker)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _run(tmp_path, world, scenario, *, spawn=False, timeout_s=60, limit=300, savers=None):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(HERE.parents[1]), os.environ.get("PYTHONPATH", "")]),
               OMP_NUM_THREADS="1", SPYRE_NUM_DEVICES=str(world), PYTHONWARNINGS="ignore")
    port = _free_port()
    if spawn:
        cmd = [sys.executable, str(WORKER), "--spawn", str(world), str(tmp_path), scenario, str(port), str(timeout_s)]
    else:
        cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc-per-node", str(world), "--master-addr",
               "127.0.0.1", "--master-port", str(port), str(WORKER), str(tmp_path), scenario, str(timeout_s)]
    # a session of its own: on the time limit, the launcher and every rank it started are killed
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    try:
        _, err = proc.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        _, err = proc.communicate()
        raise AssertionError(f"{scenario} on {world} ranks did not finish in {limit} s:\n{err[-4000:]}") from None
    proc = SimpleNamespace(returncode=proc.returncode, stderr=err)
    results = []
    for r in range(world) if savers is None else savers:
        path = tmp_path / f"rank{r}.pt"
        if not path.exists():
            raise AssertionError(f"rank {r} saved nothing (exit {proc.returncode}):\n{proc.stderr[-4000:]}")
        results.append(torch.load(path))
    return proc, results


def _inputs(world, dtype, shape, salt):
    return [worker.rank_input(r, dtype, shape, salt) for r in range(world)]


def _reduce(xs, op):
    stack = torch.stack([x.to(torch.float64) for x in xs])
    if op == "SUM":
        v = stack.sum(0)
    elif op == "AVG":
        v = stack.sum(0) / len(xs)
        if not xs[0].is_floating_point():
            v = v.trunc()
    elif op == "MAX":
        v = stack.amax(0)
    elif op == "MIN":
        v = stack.amin(0)
    else:
        v = stack.prod(0)
    return v.to(xs[0].dtype)


def expected(rank, world, dtype):
    """What rank `rank` must read back for each collective (worker.collectives), on the CPU."""
    d = str(dtype).removeprefix("torch.")
    exp = {}
    for op in worker.OPS:
        exp[f"all_reduce/{op}/{d}"] = _reduce(_inputs(world, dtype, (3, 40), worker.OPS.index(op)), op)
    exp[f"broadcast/{d}"] = _inputs(world, dtype, (5, 3), 10)[world - 1]
    reduce_in = _inputs(world, dtype, (70,), 11)
    exp[f"reduce/{d}"] = _reduce(reduce_in, "SUM") if rank == 0 else reduce_in[rank]
    exp[f"all_gather/{d}"] = torch.stack(_inputs(world, dtype, (2, 33), 12))
    exp[f"all_gather_into_tensor/{d}"] = torch.cat(_inputs(world, dtype, (4, 6), 13))
    exp[f"reduce_scatter/{d}"] = _reduce([x[rank] for x in _inputs(world, dtype, (world, 3, 5), 14)], "SUM")
    exp[f"reduce_scatter_tensor/{d}"] = _reduce([x[2 * rank:2 * rank + 2] for x in _inputs(world, dtype, (2 * world, 7), 15)], "MAX")
    exp[f"all_to_all/{d}"] = torch.stack([x[rank] for x in _inputs(world, dtype, (world, 4), 16)])
    srcs = _inputs(world, dtype, (world * (world + 1) // 2, 3), 17)
    start = rank * (rank + 1) // 2  # rank r's rows in each source: after the 1 + 2 + ... + r rows for earlier ranks
    exp[f"all_to_all_single/{d}"] = torch.cat([s[start:start + rank + 1] for s in srcs])
    exp[f"send_recv/{d}"] = _inputs(world, dtype, (9,), 18)[(rank - 1) % world]
    return exp


def _check_collectives(results, world):
    for rank, res in enumerate(results):
        assert res["device"] == f"spyre:{rank}" and res["device_count"] == world
        assert res["backend"] == "cpu:gloo,spyre:spyreccl" and res["world"] == world
        for dtype in worker.DTYPES:
            for name, want in expected(rank, world, dtype).items():
                got = res[f"collectives:{name}"]
                assert got.dtype == want.dtype and got.shape == want.shape, name
                assert torch.equal(got, want), f"rank {rank} {name}: {got} != {want}"
        assert torch.equal(res["collectives:async/all_reduce"],
                           _reduce(_inputs(world, torch.float32, (64,), 20), "SUM"))
        assert res["collectives:async/order"] == (True, True)  # stream-ordered both ways
        assert res["collectives:async/done"] == (True, True, None)
        assert torch.equal(res["collectives:scatter"], worker.rank_input(0, torch.float32, (world, 3, 4), 22)[rank])
        if rank == 0:
            assert torch.equal(res["collectives:gather"], torch.stack(_inputs(world, torch.float32, (5,), 23)))
        assert torch.equal(res["collectives:cpu/all_reduce"], _reduce(_inputs(world, torch.float32, (6,), 21), "SUM"))


def _check_link_ops(results, world):
    """Each Collective op takes the link model's cycles plus its wait for the last card; every card
    ends each collective at the same simulated cycle (the pairwise send/recv aside)."""
    cfg = spyre_runtime.HardwareConfig()
    per_rank = [res["link_ops"] for res in results]
    assert len({len(ops) for ops in per_rank}) == 1 and len(per_rank[0]) > 60
    for ops in per_rank:
        for name, kind, nbytes, start, end, wait in ops:
            assert end - start == wait + collective_cycles(cfg, kind, nbytes, world), name
    for i, ops in enumerate(zip(*per_rank)):
        if ops[0][1] not in ("send", "recv"):
            assert len({op[4] for op in ops}) == 1, f"collective {i} {ops[0][0]} ends at {[op[4] for op in ops]}"


def test_two_ranks_torchrun_every_collective_and_dtype_errors_and_a_dead_rank(tmp_path):
    # (a generous timeout: on a loaded machine one rank may start many seconds after the other)
    proc, results = _run(tmp_path, 2, "collectives,functional,errors,dead_rank", timeout_s=60)
    assert proc.returncode == 0, proc.stderr[-4000:]
    # the last rank leaves without a word; rank 0's next collective fails at once (closed connection)
    assert results[1]["dead_rank:left"]
    dead = results[0]["dead_rank:dead"]
    assert "spyreccl all_reduce: the exchange with the other ranks failed" in dead, dead
    assert results[0]["dead_rank:seconds"] < 60  # within the process group timeout (in fact at once)
    _check_collectives(results, 2)
    xs = _inputs(2, torch.float32, (4, 8), 40)
    for rank, res in enumerate(results):  # the functional collectives, eager
        assert torch.equal(res["functional:all_reduce"], xs[0] + xs[1])
        assert torch.equal(res["functional:all_gather"], torch.cat(xs))
        assert torch.equal(res["functional:reduce_scatter"], (xs[0] + xs[1])[4 * rank // 2:4 * rank // 2 + 2])
    _check_link_ops(results, 2)
    for rank, res in enumerate(results):
        shape, dtype = res["errors:shape"], res["errors:dtype"]
        assert "spyreccl all_reduce: the ranks disagree" in shape, shape
        assert "rank 0: all_reduce float32 input (4,)" in shape and "rank 1: all_reduce float32 input (5,)" in shape
        assert "rank 0: all_reduce float32 input (4,)" in dtype and "rank 1: all_reduce int32 input (4,)" in dtype
        assert res["errors:shape_success"] is False and "the ranks disagree" in res["errors:shape_exception"]
        assert torch.equal(res["errors:after"], torch.full((3,), 2.0))


@pytest.mark.slow
def test_four_ranks_multiprocessing_every_collective(tmp_path):
    proc, results = _run(tmp_path, 4, "collectives", spawn=True)
    assert proc.returncode == 0, proc.stderr[-4000:]
    _check_collectives(results, 4)
    _check_link_ops(results, 4)


@pytest.mark.slow
def test_compiled_kernels_launch_on_each_ranks_card(tmp_path):
    proc, results = _run(tmp_path, 2, "compiled", limit=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    want = sum(x * 2 + 1 for x in _inputs(2, torch.float32, (4, 64), 30))
    for res in results:
        torch.testing.assert_close(res["compiled:y"], want)


@pytest.mark.slow
def test_functional_collective_inside_a_compiled_graph(tmp_path):
    """One graph, no break: a spyre kernel (x * 2), the collective launch, a spyre kernel (+ 1)."""
    proc, results = _run(tmp_path, 2, "compiled_functional", limit=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    want = sum(x * 2 for x in _inputs(2, torch.float32, (4, 64), 41)) + 1
    for res in results:
        assert res["compiled_functional:graph_breaks"] == 0
        assert res["compiled_functional:order"] == ["kernel", "collective", "kernel"], res["compiled_functional:order"]
        torch.testing.assert_close(res["compiled_functional:y"], want)


@pytest.mark.slow
@pytest.mark.parametrize("world", [2, 4])
def test_tensor_parallel_llama_mlp_and_attention_match_the_cpu(tmp_path, world):
    """ColwiseParallel / RowwiseParallel on a Llama MLP and attention block over 2 cards, eager and
    compiled, match the CPU modules (the weights' shards live on each rank's card)."""
    proc, results = _run(tmp_path, world, "tensor_parallel", limit=1200)
    assert proc.returncode == 0, proc.stderr[-4000:]
    for rank, res in enumerate(results):
        assert res["tensor_parallel:shard_shape"] == (128 // world, 64) and res["tensor_parallel:shard_device"] == f"spyre:{rank}"
        # every rank's eager ops ran compiled on its own card (none on the CPU fallback)
        assert res["tensor_parallel:eager_launches"] > 0 and res["tensor_parallel:fallbacks"] == {}, res
        torch.testing.assert_close(res["tensor_parallel:eager"], res["tensor_parallel:want"], rtol=1e-5, atol=1e-5)
        torch.testing.assert_close(res["tensor_parallel:compiled"], res["tensor_parallel:want"], rtol=1e-5, atol=1e-5)
        for how in ("eager", "compiled"):  # the attention block: q / k / v column-parallel, o row-parallel
            torch.testing.assert_close(res[f"tensor_parallel:attention_{how}"], res["tensor_parallel:attention_want"],
                                       rtol=1e-5, atol=1e-5)


@pytest.mark.slow
def test_tiny_hf_llama_tensor_parallel_generates_the_cpus_tokens(tmp_path):
    proc, results = _run(tmp_path, 2, "hf_llama", limit=1200)
    assert proc.returncode == 0, proc.stderr[-4000:]
    for res in results:
        assert res["hf_llama:got"].shape == (1, 11)
        assert torch.equal(res["hf_llama:got"], res["hf_llama:want"])
