"""A compiled graph's private memory pool (spyre_inductor/device/memory.py, GraphPool): each call gets
its storages back in the order it allocates them, so its kernels see the same addresses call after
call and their patches are elided; a storage the caller still holds is never handed out again (a new
block takes its place, and the launch that writes it is patched); results stay CPU eager's."""

import numpy as np
import pytest
import torch

import spyre_runtime
from spyre_inductor.device import memory
from spyre_inductor.device.memory import allocation_of


def _mlp(x, w):
    h = torch.relu(x @ w)
    g = h @ w
    return (g.softmax(-1) * 2 + 1).sum(-1)


def _last_op_id():
    sched = spyre_runtime.get_runtime(0).scheduler
    sched.flush()
    torch.spyre.synchronize()
    return sched.history[-1].id if sched.history else -1


def _patches_and_launches(mark):
    """(patched, all) launches among the ops after op id `mark` (a patched launch has its "resolve"
    host callback; the history is bounded, so counts are taken past a mark, not differenced)."""
    sched = spyre_runtime.get_runtime(0).scheduler
    sched.flush()
    torch.spyre.synchronize()
    hist = [op for op in sched.history if op.id > mark]
    return (sum(1 for op in hist if op.pipeline == "host" and op.name.startswith("resolve ")),
            sum(1 for op in hist if op.pipeline == "compute"))


def _calls(fn, x, w, n, keep_outputs=False, **_):
    """n calls of fn with unrelated allocations before each (they take the caching allocator's
    free blocks); per call (patched, launched) and the output's address."""
    held, per_call, addresses = [], [], []
    for i in range(n):
        # (a block the size of the graph's temporaries, held: the caching allocator cannot hand
        # the last call's free blocks out again in the same order)
        held += [torch.empty(3, 100 + 7 * i, device="spyre"), torch.empty(8, 64, device="spyre")]
        mark = _last_op_id()
        out = fn(x, w)
        per_call.append(_patches_and_launches(mark))
        addresses.append(allocation_of(out).address)
        torch.testing.assert_close(out.cpu(), _mlp(x.cpu(), w.cpu()), rtol=1e-4, atol=1e-3)
        if keep_outputs:
            held.append(out)
        del out
    return per_call, addresses


@pytest.fixture
def mlp(spyre):
    torch._dynamo.reset()
    x, w = torch.randn(8, 64).to("spyre"), (torch.randn(64, 64) / 8).to("spyre")
    return torch.compile(_mlp), x, w


def test_calls_reuse_their_storages_and_elide_every_patch(mlp, monkeypatch):
    monkeypatch.delenv("SPYRE_GRAPH_MEMORY", raising=False)
    fn, x, w = mlp
    before = memory.graph_pools_stats()
    per_call, addresses = _calls(fn, x, w, 5)
    after = memory.graph_pools_stats()
    assert len(set(addresses[1:])) == 1  # the output's block comes back once it was freed
    launched = per_call[-1][1]
    assert launched >= 2
    # (the first call patches every launch; from the third on, every argument is where it was:
    # with two program copies, the second call still fills the second copy)
    assert [p for p, _ in per_call[2:]] == [0, 0, 0], per_call
    assert after["reused"] - before["reused"] >= 4 * 2


def test_shared_memory_patches_what_moved(mlp, monkeypatch):
    """SPYRE_GRAPH_MEMORY=shared: the caching allocator's blocks (outputs kept, so they must move);
    the launches writing them are patched, the results right."""
    monkeypatch.setenv("SPYRE_GRAPH_MEMORY", "shared")
    fn, x, w = mlp
    before = memory.graph_pools_stats()
    per_call, addresses = _calls(fn, x, w, 5, keep_outputs=True)
    assert len(set(addresses)) == 5
    assert all(p >= 1 for p, _ in per_call), per_call
    after = memory.graph_pools_stats()
    assert (after["reused"], after["fresh"]) == (before["reused"], before["fresh"])  # no pool involved


def test_an_output_still_held_gets_a_new_block_and_its_launch_is_patched(mlp, monkeypatch):
    monkeypatch.delenv("SPYRE_GRAPH_MEMORY", raising=False)
    fn, x, w = mlp
    per_call, addresses = _calls(fn, x, w, 4, keep_outputs=True)
    assert len(set(addresses)) == 4  # every output still alive: never handed out twice
    assert all(p >= 1 for p, _ in per_call), per_call  # the kernel writing the new block is patched


def test_idle_blocks_go_back_when_memory_runs_out(mlp, monkeypatch):
    monkeypatch.delenv("SPYRE_GRAPH_MEMORY", raising=False)
    fn, x, w = mlp
    _calls(fn, x, w, 2)
    idle = memory.graph_pools_stats()["idle"]
    assert idle >= 2
    allocated = torch.spyre.memory_allocated()
    assert memory.release_graph_pools() == idle
    assert torch.spyre.memory_allocated() < allocated
    assert memory.graph_pools_stats()["idle"] == 0
    per_call, _ = _calls(fn, x, w, 3)  # the next calls start the order again, and are right
    assert per_call[-1][0] == 0, per_call


def _zero_fills_during(fn):
    sched = spyre_runtime.get_runtime(0).scheduler
    sched.flush()
    first = sched._next_op_id
    out = fn()
    sched.flush()
    return out, sum(1 for op in sched.history if op.id >= first and op.name == "zero padding")


def test_a_reused_block_with_the_same_layout_needs_no_zero_fill(spyre, monkeypatch):
    """The padding of a pool block whose last storage had the same layout is still zero (stores write
    padding lanes as zero or not at all): no fill; a block reused under another layout of the same
    size is filled; either way the device bytes of the padding are zero."""
    monkeypatch.delenv("SPYRE_GRAPH_MEMORY", raising=False)
    module = {}

    def call(shape):
        memory.graph_call_begin(module)
        try:
            return torch.empty(shape, device="spyre")
        finally:
            memory.graph_call_end()

    a, fills = _zero_fills_during(lambda: call((4, 20)))  # 4 sticks, 12 padding lanes each
    assert fills >= 1
    addr, layout = allocation_of(a).address, allocation_of(a).layout
    a.fill_(3.0)
    del a
    b, fills = _zero_fills_during(lambda: call((4, 20)))
    assert allocation_of(b).address == addr and fills == 0
    assert module["_spyre_graph_pool"].fills_skipped == 1
    torch.spyre.synchronize()
    assert not _padding_values(b).any()  # a's padding, still zero: a.fill_ wrote elements only
    del b
    other = (2, 40)  # 2 rows of 2 sticks: the same 512 device bytes, other padding lanes
    assert torch.spyre.layout_of(torch.empty(other, device="spyre")).device_nbytes == layout.device_nbytes
    c, fills = _zero_fills_during(lambda: call(other))
    assert allocation_of(c).address == addr and fills >= 1
    torch.spyre.synchronize()
    values = _padding_values(c)
    assert values.size == 2 * 24 and not values.any()  # c's padding lanes (where a had elements): zero


def _padding_values(t):
    record = allocation_of(t)
    raw = np.frombuffer(spyre_runtime.get_runtime(0).memory.read(record.address, record.layout.device_nbytes),
                        np.float32)
    return raw[[nest.device_offset + sum(i * st for i, st in zip(idx, nest.device_strides))
                for nest in record.layout.padding_nests() for idx in np.ndindex(*nest.ranges)]]


def test_a_call_that_fails_in_a_launch_leaves_no_pool_current():
    """A graph call that raises part-way (a bad launch) does not leave its pool current: the
    thread's later allocations (eager, another graph) come from the shared allocator again."""
    from spyre_inductor.compiler.launch import launch_spyre_kernel

    holder = {}
    memory.graph_call_begin(holder)
    assert memory._call.pool is holder["_spyre_graph_pool"]
    with pytest.raises(AttributeError):
        launch_spyre_kernel(None, [])  # (not a plan: fails before any launch)
    assert memory._call.pool is None
    t = torch.empty(8, 64, device="spyre")
    assert allocation_of(t).pool_block is None
    assert holder["_spyre_graph_pool"].fresh == 0
