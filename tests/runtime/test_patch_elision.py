"""Patch elision (HardwareConfig.launch_patch = "elide"): a launch whose program copy's correction block
already holds its values enqueues no host callback and no correction transfer; anything else is patched.

A decode-like sequence: every "step" launches two kernels (y = x*x, then z = y*y) on the same buffers, with
fresh input data each step, and each result is checked against numpy."""

import contextlib
import inspect
import sys

import numpy as np
import pytest

from spyre_runtime import DeviceFault, HardwareConfig
from spyre_runtime.artifact import write_artifact
from spyre_runtime.artifact.examples import square_artifact
from spyre_runtime.errors import InterruptedOpError
from spyre_runtime.jobplan import DeviceTensorArg, LaunchFaults, launch_jobplan, prepare_kernel
from spyre_runtime.queues import Transfer
from spyre_runtime.queues.scheduler import Scheduler
from spyre_runtime.runtime import Runtime

ROWS, COLS = 4, 64
CONFIG = HardwareConfig(arena_bytes=1 << 28)


@pytest.fixture(scope="module")
def square_dirs(tmp_path_factory):
    dirs = []
    for name in ("square_a", "square_b"):
        d = tmp_path_factory.mktemp("artifacts") / name
        write_artifact(d, square_artifact(rows=ROWS, ncores=2, name=name))
        dirs.append(d)
    return dirs


def _arg(rt, spec):
    d = rt.allocator.allocate(spec.layout.device_nbytes)
    return DeviceTensorArg(d.address, d.nbytes, spec.size, spec.dtype, spec.layout, spec.stride)


def _square(x):
    return (x.astype(np.float32) ** 2).astype(np.float16)


class Decode:
    """Two plans on one runtime and three buffers x -> y -> z (plus a spare z2 to move the output to)."""

    def __init__(self, dirs, *, mode="two-stream", patch="elide", faults=None, seed=None):
        self.rt = Runtime(CONFIG.replace(launch_patch=patch), seed=seed)
        self.a, self.b = (prepare_kernel(d, self.rt, mode=mode, faults=faults or LaunchFaults()) for d in dirs)
        self.rt.synchronize()  # programs loaded
        spec = self.a.artifact.arguments[0]
        self.x, self.y, self.z, self.z2 = (_arg(self.rt, spec) for _ in range(4))
        self.rng = np.random.default_rng(0)

    def step(self, out=None, sync=True):
        """One step with fresh x; returns (x, where z landed) once synchronized."""
        out = out or self.z
        x = self.rng.uniform(-1.5, 1.5, (ROWS, COLS)).astype(np.float16)
        self.rt.default_stream.enqueue(Transfer("h2d", x.view(np.uint8).reshape(-1).copy(), self.x.address))
        launch_jobplan(self.a, [self.x, self.y])
        launch_jobplan(self.b, [self.y, out])
        if sync:
            self.rt.synchronize()
        return x, out

    def result(self, arg):
        return np.frombuffer(self.rt.memory.read(arg.address, ROWS * COLS * 2), np.float16).reshape(ROWS, COLS)

    def ops(self, name):
        return [op for op in self.rt.scheduler.history if op.name.startswith(name)]


@pytest.mark.parametrize("mode", ["two-stream", "single-stream"])
def test_decode_steps_on_the_same_addresses_are_patched_once_per_copy_then_elided(square_dirs, mode):
    d = Decode(square_dirs, mode=mode)
    for _ in range(6):
        x, out = d.step()
        assert np.array_equal(d.result(out), _square(_square(x)))
    # each plan was patched by its first launch only (one program copy holds the values); the other
    # five launches ran with no host callback and no correction transfer
    for plan in (d.a, d.b):
        assert (plan.launches, plan.patches) == (6, 1)
    assert len(d.ops("resolve")) == 2 and len(d.ops("patch")) == 2 and len(d.ops("compute")) == 12


def test_always_patches_every_launch(square_dirs):
    d = Decode(square_dirs, patch="always")
    for _ in range(4):
        x, out = d.step()
        assert np.array_equal(d.result(out), _square(_square(x)))
    assert (d.a.launches, d.a.patches) == (4, 4) and len(d.ops("patch")) == 8


def test_a_changed_address_is_patched_and_lands_where_it_says(square_dirs):
    d = Decode(square_dirs)
    d.step()
    d.step()
    assert d.b.patches == 1
    x, out = d.step(out=d.z2)  # the second kernel now writes z2: a new value set, so a patch
    assert d.b.patches == 2 and d.a.patches == 1
    assert np.array_equal(d.result(d.z2), _square(_square(x)))
    # both copies now hold a value set (z in one, z2 in the other): back to z, and to z2, elides
    for target in (d.z, d.z2, d.z):
        x, out = d.step(out=target)
        assert np.array_equal(d.result(target), _square(_square(x)))
    assert d.b.patches == 2


def test_an_elided_launch_still_waits_for_the_patch_it_relies_on(square_dirs):
    """Launches enqueued back to back before anything ran: the second step's computes reuse the first
    step's program copies, whose patches have not landed at enqueue time; their fetch waits for them."""
    d = Decode(square_dirs)
    for _ in range(3):
        d.step(sync=False)
    d.rt.synchronize()
    patches, computes = d.ops("patch"), d.ops("compute")
    assert len(patches) == 2 and len(computes) == 6
    by_kernel = {p.name.split()[1]: p for p in patches}
    for c in computes:
        patch = by_kernel[c.name.split()[1]]
        assert c.fetch_time >= patch.end
    # the last step's result is right (earlier ones were overwritten: no sync in between)
    assert d.a.patches == d.b.patches == 1


@pytest.mark.parametrize("mode", ["two-stream", "single-stream"])
def test_without_the_fetch_barrier_a_changed_address_still_runs_stale(square_dirs, mode):
    """Elision does not hide the fetch barrier: a launch with a new address is patched, and without the
    barrier its program is fetched before the patch lands and runs what the block held before (a
    fault or wrong numbers); launches whose block already held their values are right."""
    outcomes = {}
    for barrier in (True, False):
        d = Decode(square_dirs, mode=mode, faults=LaunchFaults(fetch_barrier=barrier))
        seen = []
        for target in (d.z, d.z, d.z2, d.z2, d.z, d.z):
            d.rt.memory.write(target.address, np.zeros(ROWS * COLS * 2, np.uint8))
            before = d.a.patches + d.b.patches
            try:
                x, out = d.step(out=target)
                outcome = "ok" if np.array_equal(d.result(target), _square(_square(x))) else "wrong"
            except DeviceFault:
                outcome = "fault"
                d.rt.clear_errors()
            seen.append((d.a.patches + d.b.patches > before, outcome))
        outcomes[barrier] = seen
    assert [o for _, o in outcomes[True]] == ["ok"] * 6
    # (the last z step: both copies of the second plan hold z and z2 by then, so it is elided)
    patched = [o for p, o in outcomes[False] if p]
    elided = [o for p, o in outcomes[False] if not p]
    assert patched and all(o in ("wrong", "fault") for o in patched), outcomes[False]
    assert elided and all(o == "ok" for o in elided), outcomes[False]


def test_a_patch_that_never_landed_is_not_relied_on(square_dirs):
    """A failed prep stream cancels the patch queued on it: the next launch with the same values patches
    again instead of trusting a block that was never written."""
    from spyre_runtime.errors import SpyreError
    from spyre_runtime.queues import HostCallback

    d = Decode(square_dirs)

    def boom():
        raise RuntimeError("injected host failure")

    d.a.prep_streams[0].enqueue(HostCallback(boom, name="boom"))
    with pytest.raises((SpyreError, RuntimeError)):
        d.step()
    assert d.ops("patch square_a")[0].state == "cancelled"
    d.rt.clear_errors()
    x, out = d.step()
    assert np.array_equal(d.result(out), _square(_square(x)))
    assert d.a.patches == 2 and d.b.patches == 1


def test_the_side_stream_is_private_in_two_stream_mode_and_the_stream_itself_otherwise():
    two = Runtime(CONFIG)
    s = two.new_stream()
    side = two.side_stream(s)
    assert side is two.side_stream(two.default_stream) and side not in (s, two.default_stream)
    one = Runtime(CONFIG.replace(launch_mode="single-stream"))
    assert one.side_stream(one.default_stream) is one.default_stream
    raw = Runtime(CONFIG, derive_edges=False)  # (fault injection: nothing would order side-stream work)
    assert raw.side_stream(raw.default_stream) is raw.default_stream


def test_program_loads_on_the_side_stream_still_precede_the_first_launch(square_dirs):
    """prepare_kernel loads the program copies on the side stream; with no synchronize in between, the
    first launch's patch and compute are ordered after the load by their footprints (and the result is
    right)."""
    rt = Runtime(CONFIG)
    plan = prepare_kernel(square_dirs[0], rt)
    spec = plan.artifact.arguments[0]
    x, y = _arg(rt, spec), _arg(rt, spec)
    data = np.random.default_rng(1).uniform(-2, 2, (ROWS, COLS)).astype(np.float16)
    rt.default_stream.enqueue(Transfer("h2d", data.view(np.uint8).reshape(-1).copy(), x.address))
    compute = launch_jobplan(plan, [x, y])
    rt.synchronize()
    loads = [op for op in rt.scheduler.history if op.name.startswith("load program")]
    assert loads and all(op.stream is rt.side_stream(rt.default_stream) for op in loads)
    patch = next(op for op in rt.scheduler.history if op.name.startswith("patch"))
    assert patch.start >= loads[0].end and compute.fetch_time >= max(op.end for op in loads)
    got = np.frombuffer(rt.memory.read(y.address, ROWS * COLS * 2), np.float16).reshape(ROWS, COLS)
    assert np.array_equal(got, _square(data))


# ---- interrupts (KeyboardInterrupt, a signal handler raising) in the launch path with elision ----
# Each was found by tests/runtime/interrupt_sweep.py; here the interrupt lands at one precise line.


@contextlib.contextmanager
def interrupt_at(function, line, when=None, nth=1):
    """KeyboardInterrupt just before the nth time (counting those `when(frame)` accepts) `function`
    runs its source line `line` (stripped text, unique in the function): the line event where a
    signal handler's exception can land. Yields a list that holds True once it fired."""
    code = function.__code__
    source, first = inspect.getsourcelines(function)
    numbers = [first + i for i, text in enumerate(source) if text.strip() == line]
    assert len(numbers) == 1, f"{line!r} is not one line of {function.__qualname__}"
    fired, seen = [], [0]

    def local(frame, event, arg):
        if event == "line" and frame.f_lineno == numbers[0] and not fired and (when is None or when(frame)):
            seen[0] += 1
            if seen[0] == nth:
                fired.append(True)
                raise KeyboardInterrupt
        return local

    previous = sys.gettrace()
    sys.settrace(lambda frame, event, arg: local if frame.f_code is code else None)
    try:
        yield fired
    finally:
        sys.settrace(previous)


def _settle(rt):
    """The synchronize after an interrupt: the interrupted launch's failure is reported once."""
    try:
        rt.synchronize()
    except InterruptedOpError:
        pass
    rt.synchronize()


def test_an_interrupted_patch_signal_does_not_fail_every_later_launch(square_dirs):
    """The patch landed but the signal after it was interrupted: an elided launch waits on that
    route's event, whose latest record failed, so each failed too (every later launch of the plan)."""
    d = Decode(square_dirs)
    d.step()
    with interrupt_at(Scheduler._run_op, "op.execute(self.memory)",
                      when=lambda f: f.f_locals["op"].name == "signal square_b patched 0") as fired:
        with pytest.raises(KeyboardInterrupt):
            d.step(out=d.z2)
    assert fired
    _settle(d.rt)
    for target in (d.z, d.z2, d.z, d.z2):
        x, out = d.step(out=target)
        assert np.array_equal(d.result(out), _square(_square(x)))


def test_an_interrupt_before_a_launch_record_is_deferred_leaves_no_promise_behind(square_dirs):
    """Interrupted at the start of Scheduler.defer: no patch will write the copy this launch was
    given, so a later launch with its values must not be elided onto it (a DeviceFault or wrong
    numbers: the copy holds older addresses), and release() must not wait for its compute, which
    will never run (the plan's device memory would never come back)."""
    d = Decode(square_dirs)
    d.step()
    with interrupt_at(Scheduler.defer, "observer = self.observer") as fired:
        with pytest.raises(KeyboardInterrupt):
            launch_jobplan(d.b, [d.y, d.z2])
    assert fired
    _settle(d.rt)
    for target in (d.z2, d.z, d.z2):
        x, out = d.step(out=target)
        assert np.array_equal(d.result(out), _square(_square(x)))
    plans = sum(r.reserved_bytes for plan in (d.a, d.b) for r in plan.programs + [plan.scratch] if r is not None)
    buffers = d.rt.allocator.stats()["active_bytes"] - plans
    d.a.release()
    d.b.release()
    d.rt.synchronize()
    stats = d.rt.allocator.stats()
    assert stats["pending_frees"] == 0 and stats["active_bytes"] == buffers


def test_an_interrupt_after_a_launch_record_is_taken_loses_none_of_its_ops(square_dirs):
    """Interrupted after the scheduler took a patched launch's record off its queue, before it
    enqueued the first op: the ops were dropped silently (the output never written, no error),
    and the copy's patch, never run, was trusted by the next launch with those values."""
    d = Decode(square_dirs)
    d.step()
    compute = launch_jobplan(d.b, [d.y, d.z2])  # a new value set: patched (deferred, not expanded yet)
    with interrupt_at(Scheduler._enqueue_items, "active = self._active") as fired:
        with pytest.raises(KeyboardInterrupt):
            d.rt.synchronize()
    assert fired
    _settle(d.rt)
    assert compute.state == "failed" and isinstance(compute.error, InterruptedOpError)  # (not left pending)
    for target in (d.z2, d.z, d.z2):
        x, out = d.step(out=target)
        assert np.array_equal(d.result(out), _square(_square(x)))


def test_an_interrupt_as_an_op_is_enqueued_reaches_the_caller_as_itself(square_dirs):
    """Interrupted before the op being enqueued had its stream: the recovery failed on it
    (AttributeError in place of the interrupt) and left the queues half updated."""
    d = Decode(square_dirs)
    d.step()
    launch_jobplan(d.b, [d.y, d.z2])
    with interrupt_at(Scheduler._enqueue_items, "op.stream = stream", nth=2) as fired:
        with pytest.raises(KeyboardInterrupt):
            d.rt.synchronize()
    assert fired
    _settle(d.rt)
    assert d.rt.scheduler._pending == 0
    for target in (d.z2, d.z):
        x, out = d.step(out=target)
        assert np.array_equal(d.result(out), _square(_square(x)))


@pytest.mark.parametrize("function", ["flush", "run"])
def test_an_interrupt_as_the_scheduler_starts_a_flush_or_run_leaves_it_usable(square_dirs, function):
    """Interrupted between setting its busy flag and entering the try that resets it: flush stayed a
    no-op for good (launches never ran: stale outputs, no error), run refused every synchronize."""
    d = Decode(square_dirs)
    d.step()
    launch_jobplan(d.a, [d.x, d.y])
    with interrupt_at(getattr(Scheduler, function), "try:") as fired:
        with pytest.raises(KeyboardInterrupt):
            d.rt.synchronize()
    assert fired
    _settle(d.rt)
    for target in (d.z2, d.z):
        x, out = d.step(out=target)
        assert np.array_equal(d.result(out), _square(_square(x)))
