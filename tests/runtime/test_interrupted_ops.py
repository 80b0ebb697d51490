"""An interrupt (KeyboardInterrupt, a signal handler raising) while the scheduler enqueues or runs
an op (scheduler.py's module doc): the op is marked failed, the interrupt reaches the caller as
itself, ops that need what it should have written fail once at the next synchronize naming it,
every other op runs, and the runtime works afterwards."""

import numpy as np
import pytest

from spyre_runtime import Runtime
from spyre_runtime.errors import InterruptedOpError, QueueError
from spyre_runtime.queues.ops import HostCallback, Transfer


def _interrupt_once(calls, name="writer"):
    def fn():
        if name not in calls:
            calls.append(name)
            raise KeyboardInterrupt

    return fn


def test_the_ops_after_an_interrupted_one_run_or_fail_naming_it():
    rt = Runtime()
    out, other = rt.allocator.allocate(256), rt.allocator.allocate(256)
    calls = []
    a, b = rt.new_stream(), rt.new_stream()
    a.enqueue(HostCallback(_interrupt_once(calls), name="writer", writes=[(out.address, 256)]))
    a.enqueue(HostCallback(lambda: calls.append("same stream, other bytes"), reads=[(other.address, 256)]))
    b.enqueue(HostCallback(lambda: calls.append("reader"), name="reader", reads=[(out.address, 64)]))
    b.enqueue(HostCallback(lambda: calls.append("second reader"), name="second reader",
                           reads=[(out.address + 64, 8)]))
    with pytest.raises(KeyboardInterrupt):
        rt.synchronize()
    assert rt.scheduler._pending == 3  # nothing lost: both streams' later ops are still queued
    with pytest.raises(InterruptedOpError, match=r"'reader' on stream \d+ reads .* that 'writer' .* was interrupted "
                                                 r"by KeyboardInterrupt"):
        rt.synchronize()
    assert calls == ["writer", "same stream, other bytes"]
    assert not a.failed and not b.failed  # reported once: the device works again
    rt.synchronize()
    a.enqueue(HostCallback(lambda: calls.append("rewrite"), writes=[(out.address, 256)]))
    b.enqueue(HostCallback(lambda: calls.append("read again"), reads=[(out.address, 256)]))
    rt.synchronize()
    assert calls[-2:] == ["rewrite", "read again"]


def test_what_a_failed_reader_writes_is_unwritten_in_turn():
    rt = Runtime()
    x, y = rt.allocator.allocate(64), rt.allocator.allocate(64)
    calls = []
    s = rt.new_stream()
    s.enqueue(HostCallback(_interrupt_once(calls), name="k1", writes=[(x.address, 64)]))
    s.enqueue(HostCallback(lambda: calls.append("k2"), name="k2", reads=[(x.address, 64)], writes=[(y.address, 64)]))
    host = np.zeros(64, np.uint8)
    s.enqueue(Transfer("d2h", y.address, host))
    with pytest.raises(KeyboardInterrupt):
        s.synchronize()
    with pytest.raises(InterruptedOpError, match="'k2' .* 'k1'") as caught:
        s.synchronize()
    assert caught.value.interrupted_op.name == "k1"
    assert calls == ["writer"]
    d2h = rt.scheduler.history[-1]
    assert d2h.state == "failed" and "'k1'" in str(d2h.error)  # the copy to the host did not read garbage


def test_a_wait_on_an_interrupted_event_fails_once():
    rt = Runtime()
    a, b = rt.new_stream(), rt.new_stream()
    calls = []
    a.enqueue(HostCallback(_interrupt_once(calls)))
    event = rt.new_event()
    event.record(a)
    b.wait_event(event)
    b.enqueue(HostCallback(lambda: calls.append("after the wait")))
    with pytest.raises(KeyboardInterrupt):
        rt.synchronize()
    rt.synchronize()  # the event fired: a's callback was interrupted, not its Signal
    assert calls == ["writer", "after the wait"]


def test_an_interrupt_in_the_scheduler_s_bookkeeping_is_tidied_at_the_next_run(monkeypatch):
    rt = Runtime()
    region = rt.allocator.allocate(64)
    calls = []
    s = rt.new_stream()
    s.enqueue(HostCallback(lambda: calls.append("first"), writes=[(region.address, 64)]))
    s.enqueue(HostCallback(lambda: calls.append("second"), reads=[(region.address, 64)]))
    finish = rt.scheduler._finish_op

    def interrupted(op, ready):
        monkeypatch.setattr(rt.scheduler, "_finish_op", finish)  # once
        raise KeyboardInterrupt

    monkeypatch.setattr(rt.scheduler, "_finish_op", interrupted)
    with pytest.raises(KeyboardInterrupt):
        rt.synchronize()
    rt.synchronize()  # the first op had run: it is finished, not failed, and the second runs
    assert calls == ["first", "second"]
    assert rt.scheduler._pending == 0 and not rt.scheduler._active


def test_an_interrupt_while_enqueueing_leaves_no_op_half_enqueued(monkeypatch):
    rt = Runtime()
    region = rt.allocator.allocate(64)
    calls = []
    s, t = rt.new_stream(), rt.new_stream()
    tracker = rt.scheduler._tracker
    record = tracker.record

    def interrupted(op):
        found = record(op)  # the op is its bytes' writer now
        if op.name == "writer":
            raise KeyboardInterrupt
        return found

    monkeypatch.setattr(tracker, "record", interrupted)
    with pytest.raises(KeyboardInterrupt):
        rt.scheduler.enqueue_many([(s, HostCallback(lambda: calls.append("writer"), name="writer",
                                                    writes=[(region.address, 64)])),
                                   (s, HostCallback(lambda: calls.append("not enqueued")))])
    t.enqueue(HostCallback(lambda: calls.append("reader"), name="reader", reads=[(region.address, 64)]))
    t.enqueue(HostCallback(lambda: calls.append("unrelated")))
    with pytest.raises(InterruptedOpError, match="'reader' .* 'writer'"):
        rt.synchronize()
    assert calls == ["unrelated"]
    assert rt.scheduler._pending == 0


def test_other_failures_still_fail_their_stream():
    rt = Runtime()
    s = rt.new_stream()

    def broken():
        raise ValueError("bad callback")

    s.enqueue(HostCallback(broken))
    with pytest.raises(ValueError, match="bad callback"):
        s.synchronize()
    with pytest.raises(ValueError, match="bad callback"):  # sticky, unlike an interrupt
        s.synchronize()
    assert s.failed
    with pytest.raises(QueueError):
        raise InterruptedOpError("an InterruptedOpError is a QueueError")


def test_the_rest_of_an_interrupted_op_s_batch_fails_with_it():
    # a launch's host callback writes the program's correction words on the host: a patch transfer
    # and compute after an interrupted one would run a half-patched program
    rt = Runtime()
    s = rt.new_stream()
    calls = []
    rt.scheduler.enqueue_many([(s, HostCallback(_interrupt_once(calls), name="patch words")),
                               (s, HostCallback(lambda: calls.append("compute"), name="compute"))])
    s.enqueue(HostCallback(lambda: calls.append("next launch")))
    with pytest.raises(KeyboardInterrupt):
        s.synchronize()
    with pytest.raises(InterruptedOpError, match="'compute' .* enqueued with 'patch words'"):
        s.synchronize()
    assert calls == ["writer", "next launch"]


def _interrupting(monkeypatch, obj, name):
    method = getattr(obj, name)

    def once(*args, **kwargs):
        monkeypatch.setattr(obj, name, method)
        method(*args, **kwargs)  # (halfway: the bookkeeping is changed, then the interrupt lands)
        raise KeyboardInterrupt

    monkeypatch.setattr(obj, name, once)


@pytest.mark.parametrize("where", ["_add_free", "_take_block"])
def test_an_interrupted_allocation_leaks_nothing(monkeypatch, where):
    rt = Runtime()
    alloc = rt.allocator
    kept = alloc.allocate(4096)
    _interrupting(monkeypatch, alloc, where)
    with pytest.raises(KeyboardInterrupt):
        alloc.allocate(1 << 20)
    assert alloc.stats()["allocated_bytes"] == alloc.stats()["active_bytes"] == 4096
    again = [alloc.allocate(1 << 20) for _ in range(3)]  # the free lists are whole
    assert len({d.address for d in again + [kept]}) == 4
    for d in again + [kept]:
        alloc.free(d)
    assert alloc.stats()["allocated_bytes"] == 0 and alloc.stats()["active_allocations"] == 0
    alloc.empty_cache()
    assert alloc.stats()["reserved_bytes"] == 0  # every region came back whole


@pytest.mark.parametrize("where", ["_put_block", "_release_allocated", "_drain_deferred"])
def test_an_interrupted_free_is_finished(monkeypatch, where):
    rt = Runtime()
    alloc = rt.allocator
    descs = [alloc.allocate(8192) for _ in range(4)]
    _interrupting(monkeypatch, alloc, where)
    with pytest.raises(KeyboardInterrupt):
        alloc.free(descs[1])
    assert not alloc.is_live(descs[1])
    assert alloc.stats()["allocated_bytes"] == 3 * 8192
    for d in descs[:1] + descs[2:]:
        alloc.free(d)
    assert alloc.stats()["allocated_bytes"] == alloc.stats()["active_bytes"] == 0
    alloc.empty_cache()
    assert alloc.stats()["reserved_bytes"] == 0  # every region came back whole
