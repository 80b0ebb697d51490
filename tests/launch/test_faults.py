"""Fault injection for the launch guarantees (DESIGN §9).

For each guarantee, randomized launch sequences (fresh data and a random buffer pair every
launch, a different legal interleaving per scheduler seed) fail with the guarantee switched off
(a named DeviceFault, or outputs that differ from numpy) and are all correct with it on.
"""

import time

import pytest
from spyre_runtime import DeviceFault
from spyre_runtime.jobplan import LaunchFaults

SEEDS = range(12)

# (switch off, launch configuration in which that guarantee is load-bearing: mode, prep streams, program copies)
CASES = [
    pytest.param(LaunchFaults(fetch_barrier=False), "two-stream", 1, None, id="fetch_barrier-two-stream"),
    pytest.param(LaunchFaults(fetch_barrier=False), "single-stream", 1, None, id="fetch_barrier-single-stream"),
    # staging reuse and the back edge only matter once launches that share a staging buffer / a program
    # copy prepare on different streams
    pytest.param(LaunchFaults(staging_gating=False), "two-stream", 2, None, id="staging_gating"),
    pytest.param(LaunchFaults(back_edge=False), "two-stream", 2, 1, id="back_edge-2streams-1copy"),
    pytest.param(LaunchFaults(back_edge=False), "two-stream", 3, 2, id="back_edge-3streams-2copies"),
]


@pytest.mark.parametrize("faults, mode, prep_streams, copies", CASES)
def test_switching_a_guarantee_off_breaks_launches(square_dir, run, faults, mode, prep_streams, copies):
    broken = []
    for seed in SEEDS:
        out = run(square_dir, seed=seed, launches=24, faults=faults, mode=mode, prep_streams=prep_streams,
                  program_copies=copies)
        if out.fault is not None:
            assert isinstance(out.fault, DeviceFault)
            # named: the unit and instruction, the stale address, the ranges this launch allowed
            assert "outside the kernel's allowed ranges" in str(out.fault) and " pc " in str(out.fault), out.fault
        broken.append(not out.ok)
    # deterministic per seed; every seed shows it with these sequences
    assert all(broken), f"{faults}: only {sum(broken)}/{len(broken)} seeds failed"


@pytest.mark.parametrize("faults, mode, prep_streams, copies", CASES)
def test_same_sequences_are_correct_with_the_guarantee_on(square_dir, run, faults, mode, prep_streams, copies):
    for seed in SEEDS:
        out = run(square_dir, seed=seed, launches=24, mode=mode, prep_streams=prep_streams, program_copies=copies)
        assert out.ok, (seed, out.fault, out.wrong)


@pytest.mark.parametrize("prep_streams, copies", [(1, 1), (1, 2), (2, 2)])
def test_back_edge_is_implied_when_each_program_copy_is_patched_from_one_stream(square_dir, run, prep_streams,
                                                                               copies):
    """When every launch that patches a given program copy prepares on the same stream, the next patch
    of that copy follows the previous launch's "patched" event in stream order, and the fetch snapshot
    is taken when that event fires: the back edge is implied (documented, not luck)."""
    for seed in SEEDS:
        assert run(square_dir, seed=seed, launches=24, faults=LaunchFaults(back_edge=False),
                   prep_streams=prep_streams, program_copies=copies).ok


def _many(run, square_dir, total):
    configs = [("two-stream", 1, 2), ("two-stream", 2, 1), ("two-stream", 3, 2), ("two-stream", 1, 1),
               ("single-stream", 1, 1)]
    per_run, done, seed = 50, 0, 1000
    while done < total:
        mode, streams, copies = configs[seed % len(configs)]
        n = min(per_run, total - done)
        out = run(square_dir, seed=seed, launches=n, mode=mode, prep_streams=streams, program_copies=copies,
                  sync_every=(seed % 3 + 1) * 7)
        assert out.ok, (seed, mode, streams, copies, out.fault, out.wrong)
        done += n
        seed += 1
    return done


@pytest.mark.parametrize("launches", [2_000, pytest.param(10_000, marks=pytest.mark.slow)])
def test_randomized_launches_all_correct(square_dir, run, launches):
    t0 = time.perf_counter()
    assert _many(run, square_dir, launches) == launches
    print(f"{launches:,} launches in {time.perf_counter() - t0:.1f} s")


@pytest.mark.parametrize("barrier", [True, False])
def test_without_the_fetch_barrier_swapped_buffers_give_silently_wrong_numbers(square_dir, barrier):
    """Launches alternate (A -> B) and (B -> A), one at a time. Without the barrier each compute runs
    the previous launch's addresses; both lie inside this launch's allowed ranges, so nothing faults
    and the numbers are simply wrong. With the barrier every result is right."""
    import numpy as np

    from spyre_runtime import HardwareConfig
    from spyre_runtime.jobplan import DeviceTensorArg, launch_jobplan, prepare_kernel
    from spyre_runtime.runtime import Runtime

    rt = Runtime(HardwareConfig(arena_bytes=1 << 28), seed=3)
    plan = prepare_kernel(square_dir, rt, program_copies=1, faults=LaunchFaults(fetch_barrier=barrier))
    rt.synchronize()
    spec = plan.artifact.arguments[0]
    a, b = (rt.allocator.allocate(spec.layout.device_nbytes) for _ in range(2))
    arg = {d: DeviceTensorArg(d.address, d.nbytes, spec.size, spec.dtype, spec.layout) for d in (a, b)}
    rng = np.random.default_rng(0)
    outcomes = []
    for n in range(8):
        src, dst = (a, b) if n % 2 == 0 else (b, a)
        x = rng.uniform(0.5, 2, spec.size).astype(np.float16)
        rt.memory.write(src.address, x.view(np.uint8).reshape(-1))
        launch_jobplan(plan, [arg[src], arg[dst]])
        try:
            rt.synchronize()
        except DeviceFault:
            outcomes.append("fault")
            rt.default_stream.clear_error()
            continue
        got = np.frombuffer(rt.memory.read(dst.address, x.nbytes), np.float16).reshape(spec.size)
        outcomes.append("ok" if np.array_equal(got, (x.astype(np.float32) ** 2).astype(np.float16)) else "wrong")
    if barrier:
        assert outcomes == ["ok"] * 8
    else:
        # the first launch runs the zeroed block it was loaded with (a DeviceFault); every later one the
        # previous launch's swapped addresses: no fault, wrong numbers
        assert outcomes == ["fault"] + ["wrong"] * 7
