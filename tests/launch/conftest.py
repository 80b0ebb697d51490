"""Launch harness: a tiny hand-built kernel (out = x * x, fp16) and randomized launch sequences
whose every result is checked against numpy."""

from dataclasses import dataclass, field

import numpy as np
import pytest

from spyre_runtime import DeviceFault, HardwareConfig
from spyre_runtime.artifact import write_artifact
from spyre_runtime.artifact.examples import square_artifact
from spyre_runtime.jobplan import DeviceTensorArg, LaunchFaults, launch_jobplan, prepare_kernel
from spyre_runtime.queues import Transfer
from spyre_runtime.runtime import Runtime

ROWS, COLS = 4, 64
CONFIG = HardwareConfig(arena_bytes=1 << 28)


@pytest.fixture(scope="session")
def square_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("artifacts") / "square"
    write_artifact(d, square_artifact(rows=ROWS, ncores=2, name="square"))
    return d


@pytest.fixture(scope="session")
def square_sym_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("artifacts") / "square_sym"
    write_artifact(d, square_artifact(rows=ROWS, ncores=2, name="square_sym", with_symbol=True, scratch_bytes=256))
    return d


def device_arg(runtime, spec, desc=None):
    """A DeviceTensorArg for `spec` backed by a fresh allocation (or `desc`)."""
    desc = desc or runtime.allocator.allocate(spec.layout.device_nbytes)
    return DeviceTensorArg(desc.address, desc.nbytes, spec.size, spec.dtype, spec.layout, spec.stride)


@dataclass
class Outcome:
    launches: int
    wrong: int = 0  # launches whose output differs from numpy
    fault: BaseException | None = None  # the error synchronize raised, if any
    results: list = field(default_factory=list)

    @property
    def ok(self):
        return self.fault is None and self.wrong == 0


def run_sequence(artifact_dir, *, seed, launches, faults=None, mode="two-stream", prep_streams=1,
                 program_copies=None, slots=4, sync_every=None, engine="check"):
    """`launches` launches on a fresh Runtime(seed=seed): each picks one of `slots` (x, out) buffer
    pairs at random (never the previous launch's), copies fresh random x in (h2d on the device
    stream), launches, and copies out back (d2h). Returns an Outcome comparing every copied-out
    result with x*x in numpy. engine: the card's ("check": every launch on the fast engine and on
    the reference, which must agree, faults included)."""
    rng = np.random.default_rng(seed)
    rt = Runtime(CONFIG.replace(simulator=engine), seed=seed)
    plan = prepare_kernel(artifact_dir, rt, mode=mode, prep_streams=prep_streams, program_copies=program_copies,
                          faults=faults or LaunchFaults())
    rt.synchronize()  # the program image is loaded: a failure below is about the launch, not the load
    xs, outs = plan.artifact.arguments
    pairs = [(device_arg(rt, xs), device_arg(rt, outs)) for _ in range(slots)]
    dev = rt.default_stream
    checks = []
    outcome = Outcome(launches)
    k = 0
    try:
        for n in range(launches):
            k = (k + 1 + rng.integers(slots - 1)) % slots
            x, out = pairs[k]
            data = rng.uniform(-4, 4, size=(ROWS, COLS)).astype(np.float16)
            dev.enqueue(Transfer("h2d", data.view(np.uint8).reshape(-1).copy(), x.address))
            launch_jobplan(plan, [x, out])
            got = np.empty(ROWS * COLS * 2, dtype=np.uint8)
            dev.enqueue(Transfer("d2h", out.address, got))
            checks.append((data, got))
            if sync_every and (n + 1) % sync_every == 0:
                rt.synchronize()
        rt.synchronize()
    except DeviceFault as e:
        outcome.fault = e
        return outcome
    for data, got in checks:
        want = (data.astype(np.float32) * data.astype(np.float32)).astype(np.float16)
        if not np.array_equal(got.view(np.float16).reshape(ROWS, COLS), want):
            outcome.wrong += 1
    return outcome


@pytest.fixture(scope="session")
def run():
    """run(artifact_dir, seed=..., launches=..., faults=..., mode=..., prep_streams=...) -> Outcome."""
    return run_sequence
