"""The fast engine keeps the fp32 values of fp16 / bf16 PE B operands read from device memory (a
weight) between launches while the device bytes are unchanged. Every launch runs on both engines
("check": bytes and reports compared) and against numpy; a changed weight must never be served
from the cache."""

import gc

import numpy as np
import pytest

from spyre_runtime.card import fast
from spyre_runtime.card.examples import matmul_kernel
from spyre_runtime.card.simulator import bf16_to_f32, f32_to_bf16

rng = np.random.default_rng(5)
M, N, K, CORES = 64, 128, 256, 4


def _entries(card):
    progs = [p for prep in card._prepared.values() for p in (prep.fast or {}).get("programs", {}).values()]
    assert progs and all(isinstance(p, fast.FastProgram) for p in progs)
    return [e for p in progs for e in p.widened.values()]


def _encode(values, dtype):
    return f32_to_bf16(values) if dtype == "bf16" else values.astype(np.float16)


def _decode(bits, dtype):
    return bf16_to_f32(bits) if dtype == "bf16" else bits.astype(np.float32)


def _launch(card, memory, prepared, a, b, dtype):
    A = memory.base
    B = A + a.nbytes
    C = B + b.nbytes
    memory.write(A, a.tobytes())
    memory.write(B, b.tobytes())
    card.run(prepared, [A, B, C], [(A, a.nbytes), (B, b.nbytes), (C, M * N * 4)])
    assert card.last_engine == ("fast", None)
    c = np.frombuffer(memory.read(C, M * N * 4), dtype=np.float32).reshape(M, N)
    expect = _decode(a, dtype).astype(np.float64) @ _decode(b, dtype).astype(np.float64)
    np.testing.assert_allclose(c, expect, rtol=1e-5, atol=1e-4)
    return c


@pytest.mark.parametrize("dtype", ["f16", "bf16"])
def test_a_weight_is_widened_once_and_a_changed_weight_is_read_again(card, memory, config, dtype):
    image = card.prepare(matmul_kernel(config, M, N, K, CORES, k_tile_sticks=1, nbuf=2, dtype=dtype))
    b = _encode(rng.uniform(-1, 1, (K, N)).astype(np.float32), dtype)
    _launch(card, memory, image, _encode(rng.uniform(-1, 1, (M, K)).astype(np.float32), dtype), b, dtype)
    kept = _entries(card)
    assert kept and all(isinstance(e, fast._Widened) for e in kept)
    # the same weight, new activations: served from the cache (the entries stay), same bits as the reference
    _launch(card, memory, image, _encode(rng.uniform(-1, 1, (M, K)).astype(np.float32), dtype), b, dtype)
    assert [id(e) for e in _entries(card)] == [id(e) for e in kept]
    # one element of the weight changes (its lowest bit): the cache must see it
    b2 = b.copy()
    b2.view(np.uint16)[K - 1, N - 1] ^= 1
    a = _encode(rng.uniform(-1, 1, (M, K)).astype(np.float32), dtype)
    c_changed = _launch(card, memory, image, a, b2, dtype)
    assert any(e is None for e in _entries(card))  # that operand is no longer kept
    c_before = _launch(card, memory, image, a, b, dtype)
    assert not np.array_equal(c_changed[:, N - 1], c_before[:, N - 1])  # (the change shows in the product)


def test_the_cache_budget_bounds_what_is_kept(card, memory, config, monkeypatch):
    image = card.prepare(matmul_kernel(config, M, N, K, CORES, k_tile_sticks=1, nbuf=2, dtype="f16"))
    b = rng.uniform(-1, 1, (K, N)).astype(np.float16)
    before = fast._widened_total[0]
    monkeypatch.setattr(fast, "WIDENED_CACHE_BYTES", before)  # no room: nothing kept, results the same
    _launch(card, memory, image, rng.uniform(-1, 1, (M, K)).astype(np.float16), b, "f16")
    assert _entries(card) == [] and fast._widened_total[0] == before
    monkeypatch.setattr(fast, "WIDENED_CACHE_BYTES", before + (64 << 20))
    _launch(card, memory, image, rng.uniform(-1, 1, (M, K)).astype(np.float16), b, "f16")
    held = sum(e.source.nbytes + e.values.nbytes for e in _entries(card))
    assert held > 0 and fast._widened_total[0] == before + held
    assert card.fast_widened_bytes() == held  # reported apart from the translations' bytes
    assert card.fast_form_bytes() == sum(p.nbytes for p in card._fast_programs())
    del image  # the program goes (the card still names it as the one whose constants its rows hold), and
    card.fast_constants_of = None  # with it what it kept
    gc.collect()
    assert fast._widened_total[0] == before
