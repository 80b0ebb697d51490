import subprocess
import sys
import types

import pytest

import spyre_runtime
from spyre_runtime.runtime import Runtime, get_runtime, reset_runtime


@pytest.fixture
def fresh_runtimes():
    reset_runtime()
    yield
    reset_runtime()


def test_get_runtime_is_per_device_and_reset(fresh_runtimes, monkeypatch):
    monkeypatch.setenv("SPYRE_MEMORY_MODE", "VF")
    monkeypatch.setenv("SPYRE_NUM_DEVICES", "2")
    rt0 = spyre_runtime.get_runtime()
    assert rt0 is get_runtime(0) and rt0.config.memory_mode == "VF"
    assert rt0.allocator.stats()["handle_budget"] == rt0.config.vf_handle_budget
    rt1 = get_runtime(1)
    assert rt1 is not rt0 and rt1.device_index == 1
    reset_runtime()
    assert get_runtime(0) is not rt0


@pytest.mark.parametrize("bad", [2, -1, "0", True])
def test_get_runtime_rejects_bad_index(fresh_runtimes, monkeypatch, bad):
    monkeypatch.setenv("SPYRE_NUM_DEVICES", "2")
    with pytest.raises(ValueError, match=r"device_index must be in \[0, 2\)"):
        get_runtime(bad)


def test_card_is_built_lazily_once(small_config, monkeypatch):
    built = []

    class FakeCard:
        def __init__(self, config, memory):
            built.append((config, memory))

    fake = types.ModuleType("spyre_runtime.card.machine")
    fake.Card = FakeCard
    monkeypatch.setitem(sys.modules, "spyre_runtime.card", types.ModuleType("spyre_runtime.card"))
    monkeypatch.setitem(sys.modules, "spyre_runtime.card.machine", fake)
    rt = Runtime(small_config)
    assert built == []
    card = rt.card
    assert isinstance(card, FakeCard) and rt.card is card
    assert built == [(rt.config, rt.memory)]


def test_queues_run_without_importing_the_card():
    code = (
        "import sys, numpy as np\n"
        "from spyre_runtime import HardwareConfig\n"
        "from spyre_runtime.runtime import Runtime\n"
        "from spyre_runtime.queues import Transfer\n"
        "rt = Runtime(HardwareConfig(arena_bytes=1 << 20, region_bytes=1 << 16))\n"
        "d = rt.allocator.allocate(16)\n"
        "rt.default_stream.enqueue(Transfer('h2d', np.ones(16, np.uint8), d.address))\n"
        "rt.synchronize()\n"
        "assert not [m for m in sys.modules if m.startswith('spyre_runtime.card')], 'card imported'\n"
        "assert 'torch' not in sys.modules\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
