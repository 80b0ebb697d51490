"""The two-stream launch pattern of DESIGN §9 built from runtime ops with a stand-in kernel:
host callback + correction transfer on a prep stream, compute on the device stream behind an
event, the fetch barrier, and the derived back edge on the reused correction block."""

import numpy as np
import pytest

from spyre_runtime.queues import Compute, ComputeResult, HostCallback, Transfer

PROGRAM, CORRECTION = 1024, 64  # program bytes; correction block at its end


class RecordingKernel:
    """Stand-in for a card kernel: records the correction word it was fetched with."""

    def __init__(self, seen, correction_offset):
        self.seen, self.off = seen, correction_offset

    def run(self, memory, fetched):
        self.seen.append(int(np.frombuffer(fetched[self.off:self.off + 8], "<u8")[0]))
        return ComputeResult(20_000)


def launch_many(rt, n, barrier=True):
    prog = rt.allocator.allocate(PROGRAM)
    corr = prog.address + PROGRAM - CORRECTION
    staging = np.zeros(CORRECTION, np.uint8)
    prep, dev = rt.new_stream(), rt.default_stream
    event = rt.new_event(name="patched")
    seen, computes, callbacks, transfers = [], [], [], []
    for i in range(n):
        def resolve(i=i):
            staging.view("<u8")[0] = 1000 + i

        callbacks.append(prep.enqueue(HostCallback(resolve, name=f"resolve {i}")))
        transfers.append(prep.enqueue(Transfer("h2d", staging, corr, name=f"patch {i}")))
        event.record(prep)
        dev.wait_event(event)
        computes.append(dev.enqueue(Compute(
            RecordingKernel(seen, PROGRAM - CORRECTION), reads=[(prog.address, PROGRAM)],
            program_range=(prog.address, PROGRAM), fetch_after=event if barrier else None, name=f"compute {i}")))
    rt.synchronize()
    return seen, callbacks, transfers, computes


@pytest.mark.parametrize("seed", [None, 0, 1, 2, 3])
def test_each_launch_runs_its_own_patch(make_runtime, seed):
    rt = make_runtime(seed=seed)
    seen, callbacks, transfers, computes = launch_many(rt, 6)
    assert seen == [1000 + i for i in range(6)]
    for i in range(1, 6):
        # back edge: the next patch waits until the previous compute has read the block ...
        assert transfers[i].start >= computes[i - 1].end
        assert (computes[i - 1].id, "derived", "WAR") in [(d, k, note) for d, k, note in transfers[i].edges]
    if seed is None:
        # ... while the next launch's host callback overlaps the previous compute
        assert any(callbacks[i].start < computes[i - 1].end for i in range(1, 6))


def test_without_the_fetch_barrier_a_launch_runs_a_stale_patch(make_runtime):
    rt = make_runtime()
    seen, *_ = launch_many(rt, 4, barrier=False)
    assert seen != [1000 + i for i in range(4)]
    assert seen[0] == 0  # fetched at enqueue, before any patch landed
