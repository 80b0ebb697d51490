"""launch_jobplan hands the scheduler one launch record, expanded later (Scheduler.defer): the
expanded ops, their ids, edges and simulated times must be those of expanding each launch as it is
made (the reference here: `scheduler.flush()` right after every launch), and the checks stay at
launch."""

import json

import numpy as np
import pytest

from spyre_runtime import LaunchError
from spyre_runtime.jobplan import LaunchFaults, launch_jobplan, prepare_kernel
from spyre_runtime.queues import Compute, HostCallback, Transfer
from spyre_runtime.runtime import Runtime

from .conftest import CONFIG, COLS, ROWS, device_arg


@pytest.fixture
def rt():
    return Runtime(CONFIG)


def _ops_seen(rt):
    """Everything the timeline, trace and dependency graph show of a run, op by op."""
    return [(op.id, type(op).__name__, op.name, op.stream.id, op.state, op.start, op.end, list(op.edges),
             getattr(op, "fetch_time", None), getattr(op.result, "cycles", None) if isinstance(op, Compute) else None)
            for op in rt.scheduler.history]


def _sequence(artifact_dir, *, eager, seed, mode, prep_streams, faults=None, max_pending=None, launches=12):
    """A launch sequence mixed with ordinary ops (h2d of fresh inputs, d2h of outputs, a second device
    stream, a user event): `eager` expands each launch record as it is made."""
    rng = np.random.default_rng(seed)
    rt = Runtime(CONFIG, seed=seed)
    if max_pending is not None:
        rt.scheduler.max_pending = max_pending  # runs start in the middle of expanding the records
    plan = prepare_kernel(artifact_dir, rt, mode=mode, prep_streams=prep_streams, faults=faults)
    specs = plan.artifact.arguments
    slots = [[device_arg(rt, s) for s in specs] for _ in range(3)]
    other = rt.new_stream()
    event = rt.new_event(name="user event")
    outs = []
    for i in range(launches):
        x, out = slots[i % 3]
        data = rng.uniform(-3, 3, (ROWS, COLS)).astype(np.float16)
        device = other if i % 4 == 3 else rt.default_stream
        device.enqueue(Transfer("h2d", data.view(np.uint8).reshape(-1), x.address))
        launch_jobplan(plan, [x, out], stream=device)
        if eager:
            rt.scheduler.flush()
        if i % 5 == 2:
            event.record(device)
            (other if device is rt.default_stream else rt.default_stream).wait_event(event)
        host = np.zeros(ROWS * COLS * 2, np.uint8)
        device.enqueue(Transfer("d2h", out.address, host))
        outs.append((data, host))
    error = None
    try:
        rt.synchronize()
    except Exception as exc:  # noqa: BLE001 - a fault-injection run may fail; both must fail alike
        error = f"{type(exc).__name__}: {exc}"
    results = [np.array_equal(h.view(np.float16).reshape(ROWS, COLS),
                              (d.astype(np.float32) ** 2).astype(np.float16)) for d, h in outs]
    return rt, _ops_seen(rt), results, error


@pytest.mark.parametrize("mode,prep_streams", [("two-stream", 1), ("two-stream", 2), ("single-stream", 1)])
@pytest.mark.parametrize("seed", [None, 3])
def test_deferred_launch_records_give_the_ops_and_timeline_of_eager_expansion(square_dir, mode, prep_streams, seed):
    lazy_rt, lazy, lazy_results, lazy_error = _sequence(square_dir, eager=False, seed=seed, mode=mode,
                                                        prep_streams=prep_streams)
    eager_rt, eager, eager_results, eager_error = _sequence(square_dir, eager=True, seed=seed, mode=mode,
                                                            prep_streams=prep_streams)
    assert lazy_error is eager_error is None
    assert all(lazy_results) and all(eager_results)
    assert len(lazy) == len(eager) > 12 * 5
    assert lazy == eager
    assert json.loads(lazy_rt.trace()) == json.loads(eager_rt.trace())
    assert lazy_rt.timeline_table() == eager_rt.timeline_table()


@pytest.mark.parametrize("faults", [LaunchFaults(fetch_barrier=False), LaunchFaults(back_edge=False),
                                    LaunchFaults(staging_gating=False)], ids=["no-barrier", "no-back-edge",
                                                                               "no-gating"])
def test_deferred_records_match_eager_expansion_with_a_guarantee_removed(square_dir, faults):
    # the stale fetch, the overwritten correction block and the reused staging buffer show the same way
    lazy = _sequence(square_dir, eager=False, seed=7, mode="two-stream", prep_streams=2, faults=faults)
    eager = _sequence(square_dir, eager=True, seed=7, mode="two-stream", prep_streams=2, faults=faults)
    assert lazy[1:] == eager[1:]
    if faults.fetch_barrier is False:
        assert not all(lazy[2])  # (the fault is observable: some launch ran stale addresses)


def test_runs_triggered_while_expanding_records_are_those_of_eager_expansion(square_dir):
    # max_pending small: the scheduler runs the queues in the middle of the expansion, as it would
    # have in the middle of the launches
    lazy = _sequence(square_dir, eager=False, seed=None, mode="two-stream", prep_streams=2, max_pending=7)
    eager = _sequence(square_dir, eager=True, seed=None, mode="two-stream", prep_streams=2, max_pending=7)
    assert lazy[1:] == eager[1:]
    assert all(lazy[2])


def test_a_launch_is_pending_at_once_and_expanded_before_anything_else(rt, square_dir):
    plan = prepare_kernel(square_dir, rt)
    x, out = [device_arg(rt, s) for s in plan.artifact.arguments]
    first, queued = len(rt.scheduler.history), rt.default_stream.pending  # (the program loads)
    op = launch_jobplan(plan, [x, out])
    assert isinstance(op, Compute) and op.state == "pending" and op.stream is rt.default_stream
    marker = rt.default_stream.enqueue(HostCallback(lambda: None, name="after"))
    ops = list(rt.scheduler.history)[first:]
    assert [type(o).__name__ for o in ops] == ["HostCallback", "Transfer", "Signal", "Wait", "Compute",
                                               "HostCallback"]
    assert ops[4] is op and ops[-1] is marker and op.id < marker.id
    assert rt.default_stream.pending == queued + 3  # wait, compute, marker (the prep stream has the rest)


def test_a_bad_argument_still_fails_at_launch_naming_it(rt, square_dir):
    plan = prepare_kernel(square_dir, rt)
    x, out = [device_arg(rt, s) for s in plan.artifact.arguments]
    data = np.full((ROWS, COLS), 3, np.float16)
    rt.memory.write(x.address, data.view(np.uint8).reshape(-1))
    launch_jobplan(plan, [x, out])  # a good launch, not expanded yet
    bad = type(out)(out.address, out.nbytes, (ROWS, COLS + 1), out.dtype, out.layout, out.stride)
    with pytest.raises(LaunchError, match=r"argument 1 \('out'\): shape"):
        launch_jobplan(plan, [x, bad])
    assert len(rt.scheduler._deferred) == 1  # only the good launch's record
    rt.synchronize()
    got = np.frombuffer(rt.memory.read(out.address, ROWS * COLS * 2), np.float16)
    assert (got == 9).all()


def test_a_launch_from_a_host_callback_is_expanded_into_the_running_queues(rt, square_dir):
    plan = prepare_kernel(square_dir, rt, mode="single-stream")
    x, out = [device_arg(rt, s) for s in plan.artifact.arguments]
    rt.memory.write(x.address, np.full((ROWS, COLS), 2, np.float16).view(np.uint8).reshape(-1))
    launched = []
    rt.default_stream.enqueue(HostCallback(lambda: launched.append(launch_jobplan(plan, [x, out]))))
    rt.synchronize()
    assert launched[0].state == "done" and not rt.scheduler._deferred
    assert (np.frombuffer(rt.memory.read(out.address, ROWS * COLS * 2), np.float16) == 4).all()


def test_a_released_plan_keeps_its_memory_until_its_deferred_launch_ran(rt, square_dir):
    plan = prepare_kernel(square_dir, rt)
    x, out = [device_arg(rt, s) for s in plan.artifact.arguments]
    rt.memory.write(x.address, np.full((ROWS, COLS), 3, np.float16).view(np.uint8).reshape(-1))
    op = launch_jobplan(plan, [x, out])
    plan.release()  # the record is not expanded yet: its compute holds the program copies
    programs = {p.address for p in plan.programs}
    taken = [rt.allocator.allocate(plan.artifact.program_bytes) for _ in range(4)]
    assert not programs & {d.address for d in taken}  # not reusable while the launch is pending
    rt.synchronize()
    assert op.state == "done"
    assert (np.frombuffer(rt.memory.read(out.address, ROWS * COLS * 2), np.float16) == 9).all()
    with pytest.raises(LaunchError, match="released"):
        launch_jobplan(plan, [x, out])


def test_a_failed_stream_cancels_a_deferred_launch_as_it_would_an_enqueued_one(rt, square_dir):
    plan = prepare_kernel(square_dir, rt)
    x, out = [device_arg(rt, s) for s in plan.artifact.arguments]

    def boom():
        raise RuntimeError("host callback failed")

    rt.default_stream.enqueue(HostCallback(boom, name="boom"))
    op = launch_jobplan(plan, [x, out])
    with pytest.raises(RuntimeError, match="host callback failed"):
        rt.synchronize()
    assert op.state == "cancelled"


def test_single_stream_launches_on_two_device_streams_never_share_a_staging_buffer_in_flight(rt, square_dir):
    # one staging buffer is reused under same-stream order only: a launch on another device stream
    # (single-stream mode puts its callback there) takes a buffer no pending transfer reads
    plan = prepare_kernel(square_dir, rt, mode="single-stream")
    other = rt.new_stream()
    pairs = []
    for i, value in enumerate((2, 3, 5, 7)):
        x, out = [device_arg(rt, s) for s in plan.artifact.arguments]
        rt.memory.write(x.address, np.full((ROWS, COLS), value, np.float16).view(np.uint8).reshape(-1))
        launch_jobplan(plan, [x, out], stream=other if i % 2 else rt.default_stream)
        pairs.append((out, value * value))
    rt.synchronize()
    for out, want in pairs:
        assert (np.frombuffer(rt.memory.read(out.address, ROWS * COLS * 2), np.float16) == want).all()
    assert len(plan._staging.buffers) == 2  # one per device stream, each reused in its stream's order


def test_a_released_plans_prepared_program_is_not_kept_by_the_ops_history_keeps(rt, square_dir):
    import gc
    import weakref

    plan = prepare_kernel(square_dir, rt)
    x, out = [device_arg(rt, s) for s in plan.artifact.arguments]
    ops = [launch_jobplan(plan, [x, out]) for _ in range(3)]
    rt.synchronize()
    assert all(op.state == "done" for op in ops) and all(op in rt.scheduler.history for op in ops)
    prepared = weakref.ref(plan.prepared)
    plan.release()
    del plan
    gc.collect()
    assert prepared() is None  # (a finished compute drops its kernel object, which held it)
    assert all(op.result is not None and op.kernel is None for op in ops)  # what the report reads stays
