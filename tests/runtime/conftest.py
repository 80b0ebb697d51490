import pytest

from spyre_runtime import HardwareConfig
from spyre_runtime.queues import ComputeResult
from spyre_runtime.runtime import Runtime

# small arena and regions keep the tests fast; everything else is the default configuration
SMALL = dict(arena_bytes=64 * 2**20, region_bytes=2**20)


class AddOneKernel:
    """Stand-in for a card kernel: reads its declared source range, writes src + 1 (uint8) to its
    declared destination range, and reports a fixed cycle count."""

    name = "add_one"

    def __init__(self, src, dst, nbytes, cycles=10_000):
        self.src, self.dst, self.nbytes, self.cycles = src, dst, nbytes, cycles
        self.fetched = "not run"

    def run(self, memory, fetched):
        self.fetched = fetched
        memory.view(self.dst, self.nbytes)[:] = memory.view(self.src, self.nbytes) + 1
        return ComputeResult(self.cycles, {"bytes": self.nbytes})


@pytest.fixture
def small_config():
    return HardwareConfig(**SMALL)


@pytest.fixture
def runtime(small_config):
    return Runtime(small_config)


@pytest.fixture
def make_runtime():
    def make(**kw):
        cfg = {k: kw.pop(k) for k in list(kw) if k in HardwareConfig.__dataclass_fields__}
        return Runtime(HardwareConfig(**{**SMALL, **cfg}), **kw)

    return make


@pytest.fixture
def add_one():
    return AddOneKernel
