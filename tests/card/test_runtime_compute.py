"""The card as the runtime's compute engine: CardKernel inside a Compute op on a stream."""

import numpy as np
import pytest

from spyre_runtime import DeviceFault, HardwareConfig, QueueError
from spyre_runtime.card import CardKernel
from spyre_runtime.card.examples import elementwise_kernel
from spyre_runtime.queues.ops import Compute, Transfer
from spyre_runtime.runtime import Runtime


def _setup(config):
    rt = Runtime(config, seed=0)
    image = elementwise_kernel(config, 4, 2, 2)
    prog = rt.allocator.allocate(image.total_bytes)
    n = 2 * 4 * 64
    x = np.linspace(-2, 2, n).astype(np.float16)
    bias = np.full(64, 0.5, np.float16)
    xa, ba, ya = (rt.allocator.allocate(nb) for nb in (x.nbytes, 128, x.nbytes))
    rt.memory.write(xa.address, x.tobytes())
    rt.memory.write(ba.address, bias.tobytes())
    return rt, image, prog, x, xa, ba, ya


def test_compute_op_runs_a_card_kernel_with_the_fetched_program():
    config = HardwareConfig(arena_bytes=1 << 28)
    rt, image, prog, x, xa, ba, ya = _setup(config)
    prepared = rt.card.prepare(image)
    s = rt.default_stream
    corrections = image.with_corrections([xa.address, ba.address, ya.address])
    s.enqueue(Transfer("h2d", np.frombuffer(corrections, np.uint8), prog.address))
    done = rt.new_event()
    done.record(s)
    allowed = [(xa.address, x.nbytes), (ba.address, 128), (ya.address, x.nbytes)]
    op = s.enqueue(Compute(CardKernel(rt.card, prepared, allowed), reads=allowed[:2], writes=allowed[2:],
                           program_range=(prog.address, image.total_bytes), fetch_after=done))
    s.synchronize()
    y = np.frombuffer(rt.memory.read(ya.address, x.nbytes), np.float16).astype(np.float64)
    x64 = x.astype(np.float64)
    np.testing.assert_allclose(y, np.tanh(x64) * x64 + 0.5, rtol=4e-3, atol=4e-3)
    assert op.result.cycles > 0 and op.result.detail["bytes_stored"] == x.nbytes


def test_device_fault_from_the_card_fails_the_stream():
    config = HardwareConfig(arena_bytes=1 << 28)
    rt, image, prog, x, xa, ba, ya = _setup(config)
    prepared = rt.card.prepare(image)
    s = rt.default_stream
    corrections = image.with_corrections([xa.address, ba.address, ya.address])
    rt.memory.write(prog.address, corrections)
    allowed = [(xa.address, x.nbytes), (ba.address, 128)]  # the output is not allowed
    s.enqueue(Compute(CardKernel(rt.card, prepared, allowed), program_range=(prog.address, image.total_bytes)))
    with pytest.raises((DeviceFault, QueueError), match="store of device range"):
        s.synchronize()
