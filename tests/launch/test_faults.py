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


def test_ten_thousand_randomized_launches_all_correct(square_dir, run):
    t0 = time.perf_counter()
    assert _many(run, square_dir, 10_000) == 10_000
    print(f"10,000 launches in {time.perf_counter() - t0:.1f} s")
