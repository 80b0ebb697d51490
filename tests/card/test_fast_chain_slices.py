"""The fast engine runs a group of fused PE chains (r_mm_chain) a slice of its tiles at a time, so
a big GEMM's widened fp32 operands never exist for all tiles at once (a 512-token prefill's MLP
GEMM: 2.4 GiB). Slicing must not change a bit: the "check" card runs every launch on the fast
engine and on the reference and compares them; numpy is the independent reference."""

import numpy as np
import pytest

from spyre_runtime.card import fast
from spyre_runtime.card.examples import matmul_kernel

M, N, K, CORES = 64, 128, 256, 4


def _chain_groups(card):
    progs = [p for prep in card._prepared.values() for p in (prep.fast or {}).get("programs", {}).values()]
    return [g for p in progs for g in p.groups if g.run is fast.r_mm_chain]


@pytest.mark.parametrize("dtype", ["f16", "f32"])
@pytest.mark.parametrize("chunk_bytes", [1, 3 * 64 * 64 * 4, fast.PE_CHAIN_CHUNK_BYTES])
def test_chain_tiles_in_slices_give_the_reference_bits(card, memory, config, monkeypatch, dtype, chunk_bytes):
    monkeypatch.setattr(fast, "PE_CHAIN_CHUNK_BYTES", chunk_bytes)
    rng = np.random.default_rng(11)
    image = card.prepare(matmul_kernel(config, M, N, K, CORES, k_tile_sticks=1, nbuf=2, dtype=dtype))
    np_dt = np.float16 if dtype == "f16" else np.float32
    a = rng.uniform(-1, 1, (M, K)).astype(np_dt)
    b = rng.uniform(-1, 1, (K, N)).astype(np_dt)
    A = memory.base
    B, C = A + a.nbytes, A + a.nbytes + b.nbytes
    memory.write(A, a.tobytes())
    memory.write(B, b.tobytes())
    card.run(image, [A, B, C], [(A, a.nbytes), (B, b.nbytes), (C, M * N * 4)])
    assert card.last_engine == ("fast", None)
    chains = _chain_groups(card)
    assert chains and max(g.count for g in chains) > 1  # several tiles per group: slices happen
    c = np.frombuffer(memory.read(C, M * N * 4), dtype=np.float32).reshape(M, N)
    np.testing.assert_allclose(c, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-5, atol=1e-4)
