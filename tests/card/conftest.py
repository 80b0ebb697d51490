"""Shared fixtures for the card tests: a small device memory, a card, and a one-core runner."""

import numpy as np
import pytest

from spyre_runtime import HardwareConfig
from spyre_runtime.card import Card, ProgramBuilder
from spyre_runtime.memory import DeviceMemory


@pytest.fixture
def config():
    """Every card built from it runs both engines and compares them (the "check" engine)."""
    return HardwareConfig(simulator="check")


@pytest.fixture
def memory():
    return DeviceMemory(64 << 20)


@pytest.fixture
def card(config, memory):
    return Card(config, memory)


@pytest.fixture
def run_vector(card, config):
    """Run a vector-unit-only program on core 0 over scratchpad contents set by the test.

    run_vector(emit, inputs) : inputs = {sp_addr: np.ndarray}; emit(vector_unit_builder) adds
    instructions; returns a function read(addr, dtype, count) over core 0's scratchpad."""

    def run(emit, inputs):
        sp = card.scratchpads[0]
        for addr, arr in inputs.items():
            raw = np.ascontiguousarray(arr).view(np.uint8).ravel()
            sp[addr:addr + raw.size] = raw
        b = ProgramBuilder(config)
        emit(b.core(0).vector)
        card.run_image(b.build().to_bytes())

        def read(addr, dtype, count):
            dt = np.dtype(dtype)
            return sp[addr:addr + count * dt.itemsize].view(dt).copy()

        return read

    return run
