"""The PE array's two matmul forms on the simulated card, against numpy: `mm` (B sticked on N) and
`mmt` (B transposed, sticked on K), fp32 and fp16 operands, fp32 accumulation across K sticks."""

import numpy as np
import pytest

from spyre_runtime import HardwareConfig
from spyre_runtime.card import Card, ProgramBuilder
from spyre_runtime.memory.arena import DeviceMemory


@pytest.mark.parametrize("dtype,isa", [(np.float32, "f32"), (np.float16, "f16")])
@pytest.mark.parametrize("form", ["mm", "mmt"])
def test_pe_forms_accumulate_over_k_sticks(dtype, isa, form):
    E = 128 // np.dtype(dtype).itemsize
    m, kt = 5, 3
    rng = np.random.default_rng(0)
    a = rng.standard_normal((m, kt * E)).astype(dtype)
    b = rng.standard_normal((kt * E, E)).astype(dtype)
    # the PE array takes A and mmt's B K stick by K stick: per K stick, every row's stick
    a_stored = a.reshape(m, kt, E).transpose(1, 0, 2).copy()
    b_stored = b.T.reshape(E, kt, E).transpose(1, 0, 2).copy() if form == "mmt" else b
    A, B, C = 0x0, 0x10000, 0x40000
    config = HardwareConfig(arena_bytes=1 << 24)
    mem = DeviceMemory(config.arena_bytes)
    mem.write(mem.base, a_stored.tobytes() + b_stored.tobytes())
    pb = ProgramBuilder(config)
    core = pb.core(0)
    ready = core.queue("load", "pe")
    core.load.li(1, mem.base)
    core.load.ld(A, (1, 0), m * kt)
    core.load.ld(B, (1, a.nbytes), kt * E)
    core.load.signal(ready)
    core.pe.wait(ready)
    getattr(core.pe, form)(isa, C, A, B, m=m, k=kt, n=1)
    done = core.queue("pe", "store")
    core.pe.signal(done)
    core.store.wait(done)
    core.store.li(1, mem.base + 0x100000)
    core.store.st((1, 0), C, m * E * 4 // 128)
    Card(config, mem).run_image(pb.build().to_bytes(), corrections=[],
                                allowed_ranges=[(mem.base, 1 << 21)])
    got = np.frombuffer(mem.read(mem.base + 0x100000, m * E * 4), dtype=np.float32).reshape(m, E)
    want = a.astype(np.float32) @ b.astype(np.float32)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
