import json

import numpy as np
import pytest

from spyre_runtime import DeviceFault, QueueError
from spyre_runtime.queues import Compute, HostCallback, Transfer


def host_bytes(n, seed=0):
    return np.random.default_rng(seed).integers(0, 255, n, dtype=np.uint8)


def test_enqueue_does_not_execute_and_stream_runs_in_order(runtime):
    log = []
    s = runtime.new_stream()
    for i in range(5):
        s.enqueue(HostCallback(lambda i=i: log.append(i)))
    assert log == [] and s.pending == 5
    s.synchronize()
    assert log == [0, 1, 2, 3, 4] and s.pending == 0
    ops = [n for n in runtime.dependency_graph().nodes(data="op")]
    ends = [op.end for _, op in ops]
    assert ends == sorted(ends)


def test_h2d_d2h_round_trip(runtime):
    d = runtime.allocator.allocate(5000)
    src, out = host_bytes(5000), np.zeros(5000, np.uint8)
    s = runtime.default_stream
    s.enqueue(Transfer("h2d", src, d.address))
    s.enqueue(Transfer("d2h", d.address, out))
    s.synchronize()
    np.testing.assert_array_equal(out, src)


def test_cross_stream_event_orders_ops(make_runtime):
    # with random interleavings, the event must still hold the reader until the writer ran
    for seed in range(10):
        rt = make_runtime(seed=seed, derive_edges=False)
        log = []
        s1, s2 = rt.new_stream(), rt.new_stream()
        s1.enqueue(HostCallback(lambda: log.append("a1")))
        s1.enqueue(HostCallback(lambda: log.append("a2")))
        ev = rt.new_event()
        ev.record(s1)
        s2.wait_event(ev)
        s2.enqueue(HostCallback(lambda: log.append("b")))
        rt.synchronize()
        assert log.index("b") > log.index("a2")
        assert ev.query()
        g = rt.dependency_graph()
        assert any(k == "event" for _, _, k in g.edges(data="kind"))


def test_seeds_vary_interleaving_and_reproduce(make_runtime):
    def order(seed):
        rt = make_runtime(seed=seed)
        log = []
        streams = [rt.new_stream() for _ in range(3)]
        for i in range(4):
            for k, s in enumerate(streams):
                s.enqueue(HostCallback(lambda k=k, i=i: log.append((k, i))))
        rt.synchronize()
        for k in range(3):  # each stream stays in order whatever the interleaving
            assert [i for kk, i in log if kk == k] == [0, 1, 2, 3]
        return log

    assert order(7) == order(7)
    assert len({tuple(order(s)) for s in range(8)}) > 1


def _write_then_read(rt, add_one):
    a = rt.allocator.allocate(4096)
    b = rt.allocator.allocate(4096)
    src, out = host_bytes(4096, 1), np.zeros(4096, np.uint8)
    s1, s2 = rt.new_stream(), rt.new_stream()
    s1.enqueue(Transfer("h2d", src, a.address))
    s2.enqueue(Compute(add_one(a.address, b.address, 4096), reads=[(a.address, 4096)], writes=[(b.address, 4096)]))
    s2.enqueue(Transfer("d2h", b.address, out))
    rt.synchronize()
    return src, out


def test_derived_edge_orders_write_then_read_across_streams(make_runtime, add_one):
    for seed in [None, *range(6)]:
        rt = make_runtime(seed=seed)
        src, out = _write_then_read(rt, add_one)
        np.testing.assert_array_equal(out, src + 1)
        edges = [(u, v, d) for u, v, d in rt.dependency_graph().edges(data=True) if d["kind"] == "derived"]
        assert edges == [(1, 2, {"kind": "derived", "detail": "RAW"})]


def test_without_derived_edges_a_seed_exposes_the_race(make_runtime, add_one):
    results = set()
    for seed in range(12):
        rt = make_runtime(seed=seed, derive_edges=False)
        src, out = _write_then_read(rt, add_one)
        results.add(bool((out == src + 1).all()))
    assert results == {True, False}


def test_war_and_waw_edges(runtime, add_one):
    a = runtime.allocator.allocate(256)
    b = runtime.allocator.allocate(256)
    s1, s2, s3 = runtime.new_stream(), runtime.new_stream(), runtime.new_stream()
    r = s1.enqueue(Compute(add_one(a.address, b.address, 256), reads=[(a.address, 256)], writes=[(b.address, 256)]))
    w = s2.enqueue(Transfer("h2d", host_bytes(128), a.address + 128))  # overwrites half of what r reads
    w2 = s3.enqueue(Transfer("h2d", host_bytes(64), b.address + 64))  # overwrites what r writes
    deps = {(op.id, dep_id, note) for op in (w, w2) for dep_id, kind, note in op.edges}
    assert deps == {(w.id, r.id, "WAR"), (w2.id, r.id, "WAW")}
    runtime.synchronize()


def test_failed_op_cancels_rest_and_synchronize_reraises(runtime):
    log = []
    s = runtime.new_stream()

    def boom():
        raise DeviceFault("stand-in fault")

    s.enqueue(HostCallback(lambda: log.append(1)))
    bad = s.enqueue(HostCallback(boom))
    after = s.enqueue(HostCallback(lambda: log.append(3)))
    with pytest.raises(DeviceFault, match="stand-in fault"):
        s.synchronize()
    assert log == [1] and s.failed and bad.state == "failed" and after.state == "cancelled"
    with pytest.raises(DeviceFault):
        runtime.synchronize()
    s.clear_error()
    s.enqueue(HostCallback(lambda: log.append(4)))
    s.synchronize()
    assert log == [1, 4]


def test_wait_on_failed_producer_fails_with_queue_error(runtime):
    s1, s2 = runtime.new_stream(), runtime.new_stream()
    ran = []
    s1.enqueue(HostCallback(lambda: 1 / 0, name="divide"))
    ev = runtime.new_event(name="after_divide")
    ev.record(s1)
    s2.wait_event(ev)
    s2.enqueue(HostCallback(lambda: ran.append(1)))
    with pytest.raises(QueueError, match=r"after_divide.*ZeroDivisionError") as info:
        s2.synchronize()
    assert isinstance(info.value.__cause__, ZeroDivisionError)
    assert ran == []
    with pytest.raises(ZeroDivisionError):
        s1.synchronize()
    with pytest.raises(QueueError, match="after_divide"):
        ev.synchronize()
    with pytest.raises(ZeroDivisionError):  # the first error recorded on any stream
        runtime.synchronize()
    with pytest.raises(ZeroDivisionError):  # errors are sticky ...
        runtime.synchronize()
    runtime.clear_errors()  # ... until cleared
    runtime.synchronize()
    assert not s1.failed and not s2.failed


def test_out_of_range_transfer_is_a_device_fault(runtime):
    s = runtime.default_stream
    s.enqueue(Transfer("h2d", np.zeros(256, np.uint8), runtime.memory.end - 128))
    with pytest.raises(DeviceFault, match="outside device memory"):
        s.synchronize()


def test_events_elapsed_time_and_query(runtime):
    cfg = runtime.config
    s = runtime.default_stream
    d = runtime.allocator.allocate(32_000)
    start, end = runtime.new_event(), runtime.new_event()
    start.record(s)
    s.enqueue(Transfer("h2d", np.zeros(32_000, np.uint8), d.address))
    end.record(s)
    assert start.time_cycles is None
    assert end.query()
    expected_cycles = cfg.dma_latency_cycles + 32_000 / cfg.pcie_bytes_per_cycle
    assert start.elapsed_time(end) == pytest.approx(expected_cycles / cfg.clock_hz * 1e3)
    never = runtime.new_event()
    assert never.query()
    with pytest.raises(ValueError, match="never recorded"):
        start.elapsed_time(never)
    untimed = runtime.new_event(enable_timing=False).record(s)
    with pytest.raises(ValueError, match="enable_timing"):
        start.elapsed_time(untimed)


def test_timing_model_durations(runtime, add_one):
    cfg = runtime.config
    d = runtime.allocator.allocate(1024)
    s = runtime.default_stream
    t = s.enqueue(Transfer("h2d", np.zeros(1024, np.uint8), d.address))
    dd = s.enqueue(Transfer("d2d", d.address, d.address + 512, nbytes=512))
    c = s.enqueue(Compute(add_one(d.address, d.address, 16, cycles=777), reads=[(d.address, 16)], writes=[(d.address, 16)]))
    h = s.enqueue(HostCallback(lambda: None))
    s.synchronize()
    assert (t.start, t.end) == (0, cfg.dma_latency_cycles + 1024 // 32)
    # dd was issued before t finished and queued right behind it: the running DMA ring takes it without a
    # new start-up (Timeline.queued_duration)
    assert dd.start == t.end and dd.end - dd.start == cfg.dma_queued_descriptor_cycles + int(np.ceil(512 / cfg.lpddr5_bytes_per_cycle))
    assert c.end - c.start == 777 + cfg.compute_launch_cycles and c.start == dd.end
    assert h.end - h.start == cfg.host_callback_cycles and h.start == c.end
    assert c.result.detail == {"bytes": 16}


def test_a_busy_pipeline_takes_queued_callbacks_and_transfers_without_a_new_start_up(runtime, add_one):
    """Issued while the host worker / DMA ring is busy: the queued cost. Issued after it went idle, or
    waiting behind a compute on its own stream: the full cost."""
    cfg = runtime.config
    d = runtime.allocator.allocate(4096)
    a, b = runtime.new_stream(), runtime.new_stream()
    ha, hb = a.enqueue(HostCallback(lambda: None)), b.enqueue(HostCallback(lambda: None))
    ta = a.enqueue(Transfer("h2d", np.zeros(1024, np.uint8), d.address))
    tb = b.enqueue(Transfer("h2d", np.zeros(1024, np.uint8), d.address + 1024))
    runtime.synchronize()
    assert ha.end - ha.start == cfg.host_callback_cycles
    assert hb.start == ha.end and hb.end - hb.start == cfg.host_callback_queued_cycles
    assert ta.end - ta.start == cfg.dma_latency_cycles + 1024 // 32
    assert tb.start == ta.end and tb.end - tb.start == cfg.dma_queued_descriptor_cycles + 1024 // 32
    # issued later (the host synchronized: the pipelines went idle) -> full cost again
    tc = a.enqueue(Transfer("h2d", np.zeros(1024, np.uint8), d.address + 2048))
    runtime.synchronize()
    assert tc.end - tc.start == cfg.dma_latency_cycles + 1024 // 32
    # one stream: the callback waits for the compute before it, the host worker has gone idle
    c = a.enqueue(Compute(add_one(d.address, d.address + 3072, 16, cycles=50_000), reads=[(d.address, 16)],
                          writes=[(d.address + 3072, 16)]))
    h = a.enqueue(HostCallback(lambda: None))
    t = a.enqueue(Transfer("h2d", np.zeros(64, np.uint8), d.address))
    runtime.synchronize()
    assert h.start == c.end and h.end - h.start == cfg.host_callback_cycles
    assert t.start == h.end and t.end - t.start == cfg.dma_latency_cycles + 2
    # a compute queued behind another keeps its full duration
    c1 = a.enqueue(Compute(add_one(d.address, d.address + 3072, 16, cycles=700), reads=[(d.address, 16)],
                           writes=[(d.address + 3072, 16)]))
    c2 = b.enqueue(Compute(add_one(d.address + 1024, d.address + 3200, 16, cycles=700),
                           reads=[(d.address + 1024, 16)], writes=[(d.address + 3200, 16)]))
    runtime.synchronize()
    assert c2.start == c1.end and c2.end - c2.start == 700 + cfg.compute_launch_cycles


def test_trace_shows_dma_overlapping_compute(runtime, add_one):
    n = 64 * 1024
    bufs = [runtime.allocator.allocate(n) for _ in range(4)]
    s_dma, s_comp = runtime.new_stream(), runtime.new_stream()
    # compute works on bufs[0] -> bufs[1] while DMA moves data into the unrelated bufs[2]
    s_comp.enqueue(Compute(add_one(bufs[0].address, bufs[1].address, n, cycles=50_000),
                           reads=[(bufs[0].address, n)], writes=[(bufs[1].address, n)]))
    s_dma.enqueue(Transfer("h2d", np.zeros(n, np.uint8), bufs[2].address))
    runtime.synchronize()
    trace = json.loads(runtime.trace())
    slices = [e for e in trace["traceEvents"] if e["ph"] == "X"]
    names = {e["tid"]: e["args"]["name"] for e in trace["traceEvents"] if e["ph"] == "M" and e["name"] == "thread_name"}
    by_pipe = {names[e["tid"]]: e for e in slices}
    assert set(by_pipe) == {"dma", "compute"}
    dma, comp = by_pipe["dma"], by_pipe["compute"]
    assert dma["ts"] < comp["ts"] + comp["dur"] and comp["ts"] < dma["ts"] + dma["dur"], "no overlap"
    assert comp["dur"] == pytest.approx((50_000 + runtime.config.compute_launch_cycles) / 1e3)


def test_compute_fetch_at_enqueue_sees_stale_program_and_barrier_fixes_it(runtime, add_one):
    prog = runtime.allocator.allocate(256)
    patch = np.full(256, 7, np.uint8)

    def launch(barrier):
        runtime.memory.write(prog.address, bytes(256))  # "unpatched" program image
        prep, dev = runtime.new_stream(), runtime.default_stream
        prep.enqueue(Transfer("h2d", patch, prog.address))
        ev = runtime.new_event().record(prep)
        dev.wait_event(ev)
        k = add_one(prog.address, prog.address, 0)
        dev.enqueue(Compute(k, program_range=(prog.address, 256), fetch_after=ev if barrier else None,
                            reads=[(prog.address, 256)]))
        runtime.synchronize()
        return k.fetched

    assert launch(barrier=False) == bytes(256)  # fetched ahead of the patch: stale
    assert launch(barrier=True) == patch.tobytes()


def test_fetch_barrier_failure_fails_compute(runtime, add_one):
    prep, dev = runtime.new_stream(), runtime.new_stream()
    prep.enqueue(HostCallback(lambda: 1 / 0))
    ev = runtime.new_event(name="patched").record(prep)
    c = dev.enqueue(Compute(add_one(runtime.memory.base, runtime.memory.base, 0),
                            program_range=(runtime.memory.base, 64), fetch_after=ev))
    with pytest.raises(QueueError, match=r"patched.*fetch barrier"):
        dev.synchronize()
    assert c.state == "failed"


def test_bad_kernel_result_fails_the_op(runtime):
    class Bad:
        def run(self, memory, fetched):
            return 5

    s = runtime.default_stream
    s.enqueue(Compute(Bad()))
    with pytest.raises(TypeError, match="ComputeResult"):
        s.synchronize()


def test_pending_bound_runs_the_scheduler(make_runtime):
    rt = make_runtime(max_pending=10)
    log = []
    for i in range(25):
        rt.default_stream.enqueue(HostCallback(lambda i=i: log.append(i)))
    assert 0 < len(log) <= 25 and rt.default_stream.pending <= 10
    rt.synchronize()
    assert log == list(range(25))


def test_synchronize_inside_callback_is_an_error(runtime):
    s = runtime.default_stream
    s.enqueue(HostCallback(lambda: runtime.synchronize()))
    with pytest.raises(QueueError, match="inside a host callback"):
        s.synchronize()


def test_a_failed_callback_queued_on_a_busy_host_worker_takes_no_time(runtime):
    """A queued op that fails or is cancelled takes no pipeline time, as one that found its pipeline
    idle (the queued cost is for work that ran)."""
    a, b = runtime.new_stream(), runtime.new_stream()

    def boom():
        raise RuntimeError("callback failed")

    ha = a.enqueue(HostCallback(lambda: None))
    hb = b.enqueue(HostCallback(boom))
    after = b.enqueue(HostCallback(lambda: None))
    with pytest.raises(RuntimeError, match="callback failed"):
        runtime.synchronize()
    assert hb.state == "failed" and after.state == "cancelled"
    assert hb.start == ha.end and hb.end == hb.start


def test_op_enqueued_twice_is_rejected(runtime):
    op = HostCallback(lambda: None)
    runtime.default_stream.enqueue(op)
    with pytest.raises(ValueError, match="already enqueued"):
        runtime.default_stream.enqueue(op)


def test_stream_pool_and_lookup(make_runtime):
    rt = make_runtime(streams_per_device=2)
    a, b, c = rt.new_stream(), rt.new_stream(), rt.new_stream()
    assert a is not b and c is a
    assert rt.stream(0) is rt.default_stream and rt.stream(b.id) is b
    with pytest.raises(ValueError, match="no stream with id 99"):
        rt.stream(99)


def test_finished_ops_do_not_keep_host_buffers_alive(runtime):
    import gc
    import weakref

    d = runtime.allocator.allocate(1024)
    buf = np.zeros(1024, np.uint8)
    ref = weakref.ref(buf)
    runtime.default_stream.enqueue(Transfer("h2d", buf, d.address))
    runtime.synchronize()
    del buf
    gc.collect()
    assert ref() is None
    assert len(runtime.dependency_graph()) == 1  # the op itself is still inspectable


def test_event_of_another_runtime_is_rejected(make_runtime):
    rt1, rt2 = make_runtime(), make_runtime()
    ev = rt1.new_event(name="foreign")
    ev.record(rt1.default_stream)
    with pytest.raises(ValueError, match="event 'foreign' belongs to another runtime"):
        rt2.default_stream.wait_event(ev)


def test_per_op_switch_disables_derived_edges(runtime, add_one):
    a = runtime.allocator.allocate(128)
    b = runtime.allocator.allocate(128)
    s1, s2 = runtime.new_stream(), runtime.new_stream()
    s1.enqueue(Transfer("h2d", host_bytes(128), a.address))
    c = Compute(add_one(a.address, b.address, 128), reads=[(a.address, 128)], writes=[(b.address, 128)],
                derive_edges=False)
    s2.enqueue(c)
    assert c.edges == []
    d = s2.enqueue(Transfer("d2h", a.address, np.zeros(128, np.uint8)))  # untouched by the switch
    assert [(kind, note) for _, kind, note in d.edges] == [("derived", "RAW")]
    runtime.synchronize()


def test_fresh_copies_of_a_template_op_are_new_ops_with_its_fields(runtime, add_one):
    from spyre_runtime.queues import LayoutConversion, Signal, Wait

    a, b = runtime.allocator.allocate(256), runtime.allocator.allocate(256)
    ev = runtime.new_event(name="tmpl")
    conv = LayoutConversion(2, (4, 8), (8, 1), (1, 4))
    templates = [
        HostCallback(lambda: None, name="cb", reads=[(a.address, 8)]),
        Transfer("h2d", host_bytes(256), a.address, name="in"),
        Transfer("d2d", a.address, b.address, conversion=conv, derive_edges=False),
        Compute(add_one(a.address, b.address, 128), reads=[(a.address, 128)], writes=[(b.address, 128)],
                program_range=(a.address, 64), fetch_after=ev),
        Signal(ev), Wait(ev),
    ]
    for t in templates:
        op = t.fresh()
        assert type(op) is type(t) and op is not t
        # every field the constructor set is carried over; only the dependency list is new
        assert op.__dict__.keys() == t.__dict__.keys()
        assert all(op.__dict__[k] is v for k, v in t.__dict__.items() if k != "deps")
        assert op.deps == [] and op.deps is not t.deps
        assert (op.state, op.id, op.stream, op.edges) == ("new", None, None, ())
    ops = [t.fresh() for t in templates[:2]]
    for op in ops:
        runtime.default_stream.enqueue(op)
    runtime.synchronize()
    assert [op.state for op in ops] == ["done", "done"] and all(t.state == "new" for t in templates)
    assert runtime.memory.read(a.address, 256) == templates[1].src.tobytes()  # (its release left the template alone)
    with pytest.raises(ValueError, match="was enqueued; only a never-enqueued template op can be copied"):
        ops[0].fresh()


def test_observer_ties_ops_to_the_host_work_that_issued_them(runtime):
    """Scheduler.observer (the profiler's hook): an op enqueued directly is seen with the context of
    its enqueue; a deferred record's ops with the context of the record's arrival, not of its
    expansion."""

    class Observer:
        def __init__(self):
            self.now, self.seen = "a", []

        def context(self):
            return self.now

        def enqueued(self, op, context):
            self.seen.append((op.name, op.id, context))

    obs = Observer()
    sched = runtime.scheduler
    s = runtime.default_stream
    sched.observer = obs
    try:
        s.enqueue(HostCallback(lambda: None, name="direct"))
        sched.defer(lambda rec: [(s, HostCallback(lambda: None, name=rec))], "deferred")
        obs.now = "b"
        s.enqueue(HostCallback(lambda: None, name="later"))  # expands the record first
    finally:
        sched.observer = None
    s.enqueue(HostCallback(lambda: None, name="unobserved"))
    s.synchronize()
    assert [(name, ctx) for name, _, ctx in obs.seen] == [("direct", "a"), ("deferred", "a"), ("later", "b")]
    assert [op_id for _, op_id, _ in obs.seen] == sorted(op_id for _, op_id, _ in obs.seen)
    assert all(op_id is not None for _, op_id, _ in obs.seen)
