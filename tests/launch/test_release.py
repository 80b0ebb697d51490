"""JobPlan.release(): a prepared kernel's device memory (program copies with their correction blocks,
scratch) goes back to the allocator, never under a launch still in the queue."""

import numpy as np
import pytest

from spyre_runtime import HardwareConfig, LaunchError
from spyre_runtime.jobplan import DeviceTensorArg, launch_jobplan, prepare_kernel
from spyre_runtime.queues import HostCallback
from spyre_runtime.runtime import Runtime

CONFIG = HardwareConfig(arena_bytes=1 << 28)
ROWS, COLS = 4, 64  # the square kernel of conftest.py (out = x * x, fp16)


def _args(rt, plan, data):
    args = []
    for spec in plan.artifact.arguments:
        d = rt.allocator.allocate(spec.layout.device_nbytes)
        args.append(DeviceTensorArg(d.address, d.nbytes, spec.size, spec.dtype, spec.layout, spec.stride))
    rt.memory.write(args[0].address, np.ascontiguousarray(data).view(np.uint8).reshape(-1))
    return args


def _out(rt, arg):
    return np.frombuffer(rt.memory.read(arg.address, ROWS * COLS * 2), np.float16).reshape(ROWS, COLS)


def _data(seed=0):
    return np.random.default_rng(seed).uniform(-3, 3, (ROWS, COLS)).astype(np.float16)


def _square(x):
    return (x.astype(np.float32) ** 2).astype(np.float16)


def _stats(rt):
    s = rt.allocator.stats()
    return s["allocated_bytes"], s["active_bytes"]


@pytest.mark.parametrize("mode", ["two-stream", "single-stream"])
def test_memory_returns_to_the_baseline_after_release(square_sym_dir, mode, device_bytes):
    rt = Runtime(CONFIG)
    base = _stats(rt)
    plan = prepare_kernel(square_sym_dir, rt, mode=mode)
    rt.synchronize()
    held = device_bytes.of_plan(plan)
    assert held == (2 if mode == "two-stream" else 1) * device_bytes.allocation(plan.artifact.program_bytes) + 256
    assert _stats(rt) == (base[0] + held, base[1] + held)
    plan.release()
    assert plan.released and _stats(rt) == base
    assert rt.allocator.stats()["pending_frees"] == 0


def test_release_while_a_launch_is_queued_lets_it_finish_first(square_dir, device_bytes):
    for seed in (None, 1, 2, 3):
        rt = Runtime(CONFIG, seed=seed)
        plan = prepare_kernel(square_dir, rt)
        rt.synchronize()
        data = _data(seed or 0)
        x, out = _args(rt, plan, data)
        base_allocated = rt.allocator.stats()["allocated_bytes"] - device_bytes.of_plan(plan)
        launch_jobplan(plan, [x, out])
        launch_jobplan(plan, [x, out], stream=rt.new_stream())
        plan.release()
        s = rt.allocator.stats()
        # given back (no longer allocated) but still in use by the queued launches (active)
        assert s["allocated_bytes"] == base_allocated
        assert s["active_bytes"] == base_allocated + device_bytes.of_plan(plan)
        assert s["pending_frees"] == len(plan.programs)
        # a new allocation cannot land on the program copies while the launches may still read them
        fresh = rt.allocator.allocate(plan.artifact.program_bytes)
        for p in plan.programs:
            assert fresh.address + fresh.nbytes <= p.address or p.address + p.nbytes <= fresh.address
        assert not _out(rt, out).any()  # nothing has run yet
        rt.synchronize()
        np.testing.assert_array_equal(_out(rt, out), _square(data))
        s = rt.allocator.stats()
        program_bytes = device_bytes.allocation(plan.artifact.program_bytes)
        assert s["active_bytes"] == s["allocated_bytes"] == base_allocated + program_bytes
        assert s["pending_frees"] == 0


def test_double_release_is_harmless_and_launch_after_release_names_the_kernel(square_dir):
    rt = Runtime(CONFIG)
    plan = prepare_kernel(square_dir, rt)
    x, out = _args(rt, plan, _data())
    rt.synchronize()
    frees = rt.allocator.stats()["num_frees"]
    plan.release()
    after = rt.allocator.stats()
    plan.release()
    assert rt.allocator.stats() == after
    assert after["num_frees"] - frees == len(plan.programs)
    with pytest.raises(LaunchError, match=r"square: this JobPlan was released .* prepare_kernel"):
        launch_jobplan(plan, [x, out])
    assert "released" in repr(plan)


def test_prepare_hands_out_references_and_a_released_plan_leaves_the_cache(square_dir):
    rt = Runtime(CONFIG)
    plan = prepare_kernel(square_dir, rt)
    assert prepare_kernel(square_dir, rt) is plan  # two holders now
    plan.release()  # the first holder's
    assert not plan.released
    data = _data(5)
    x, out = _args(rt, plan, data)
    launch_jobplan(plan, [x, out])  # the second holder still launches it
    rt.synchronize()
    np.testing.assert_array_equal(_out(rt, out), _square(data))
    plan.release()
    assert plan.released
    again = prepare_kernel(square_dir, rt)  # a fresh plan, loaded again
    assert again is not plan and not again.released
    out2 = _args(rt, again, data)
    launch_jobplan(again, out2)
    rt.synchronize()
    np.testing.assert_array_equal(_out(rt, out2[1]), _square(data))


def test_release_after_a_failed_stream_still_frees(square_dir, device_bytes):
    """A failed stream cancels the ops queued behind the failure; cancelled ops count as finished."""
    rt = Runtime(CONFIG)
    plan = prepare_kernel(square_dir, rt)
    x, out = _args(rt, plan, _data())
    rt.synchronize()
    base = _stats(rt)
    device = rt.new_stream()

    def boom():
        raise RuntimeError("host callback failed")

    device.enqueue(HostCallback(boom))
    launch_jobplan(plan, [x, out], stream=device)
    plan.release()
    with pytest.raises(RuntimeError, match="host callback failed"):
        rt.synchronize()
    held = device_bytes.of_plan(plan)
    assert _stats(rt) == (base[0] - held, base[1] - held)
    assert rt.allocator.stats()["pending_frees"] == 0
