"""fp16 in the fast engine: the fp32 rounding helper and the widening both engines share, against
numpy's own casts, and an fp16 result that only an upcast reads written as fp32 directly (both
engines compared, and numpy)."""

import numpy as np
import pytest

from spyre_runtime.card import ProgramBuilder
from spyre_runtime.card.fast import f16_rounded
from spyre_runtime.card.simulator import f16_to_f32

rng = np.random.default_rng(11)


def _bits(a):
    return a.view(np.uint32)


def _check(x):
    out = np.empty(x.shape, np.float32)
    with np.errstate(over="ignore", invalid="ignore"):
        f16_rounded(x, out)
        np.testing.assert_array_equal(_bits(out), _bits(x.astype(np.float16).astype(np.float32)))


def test_f16_rounded_is_the_cast_round_trip_over_every_fp16_value_its_ties_and_random_fp32():
    halves = np.arange(65536, dtype=np.uint16).view(np.float16)
    finite = np.unique(halves[np.isfinite(halves)].astype(np.float32))  # sorted, one zero
    mids = (finite[:-1] + finite[1:]) / 2  # ties (exact in fp32)
    up, down = np.nextafter(mids, np.float32(np.inf)), np.nextafter(mids, np.float32(-np.inf))
    tiny = np.array([0.0, -0.0, 2.0 ** -25, -(2.0 ** -25), 2.0 ** -26, 1e-40, -1e-40, 2.0 ** -24 * 0.75,
                     65504.0, -65504.0], np.float32)
    in_range = np.concatenate([finite, mids, up, down, tiny])
    in_range = in_range[np.abs(in_range) <= 65504]
    _check(in_range)  # the fp32 passes
    for x in np.array_split(rng.permutation(in_range), 7):
        _check(x)
    noise = rng.integers(0, 1 << 32, 1 << 20, dtype=np.uint64).astype(np.uint32).view(np.float32)
    _check(noise[np.abs(noise) <= 65504])
    # NaNs (payloads), infinities and overflow (65504 < |x|, 65520 rounds to inf) go to numpy's casts
    edge = np.array([65504.0, 65519.99, 65520.0, -65520.0, np.inf, -np.inf, np.nan], np.float32)
    _check(np.concatenate([in_range[:100], edge, noise[:1000]]))
    _check(np.array([], np.float32))
    # a few NaNs / infinities among in-range values (padding lanes): only those take numpy's casts
    mixed = rng.permutation(np.concatenate([in_range[:5000], np.repeat(edge, 3)]))
    _check(mixed[:mixed.size // 7 * 7].reshape(-1, 7)[:, :5])  # (a strided view too)


@pytest.mark.slow
def test_f16_rounded_over_every_fp32_bit_pattern():
    with np.errstate(over="ignore", invalid="ignore"):
        for lo in range(0, 1 << 32, 1 << 22):
            x = np.arange(lo, lo + (1 << 22), dtype=np.uint32).view(np.float32)
            out = np.empty_like(x)
            f16_rounded(x, out)
            want = x.astype(np.float16).astype(np.float32)
            bad = np.flatnonzero(out.view(np.uint32) != want.view(np.uint32))
            assert not bad.size, f"{bad.size} patterns differ from {lo:#x} on, first {int(lo + bad[0]):#010x}"


def test_f16_to_f32_is_numpys_cast_over_every_fp16_bit_pattern():
    halves = np.arange(65536, dtype=np.uint16).view(np.float16)
    want = halves.astype(np.float32).view(np.uint32)
    np.testing.assert_array_equal(f16_to_f32(halves).view(np.uint32), want)  # NaN payloads, -0, subnormals
    out = np.full((2, 65536), 7.0, np.float32)
    f16_to_f32(halves.reshape(256, 256)[:, ::2], out=out[0].reshape(256, 256)[:, :128])  # strided views
    np.testing.assert_array_equal(out[0].reshape(256, 256)[:, :128].view(np.uint32),
                                  want.reshape(256, 256)[:, ::2])
    assert (out[0].reshape(256, 256)[:, 128:] == 7.0).all() and (out[1] == 7.0).all()
    finite = halves[np.isfinite(halves)][:1000]
    np.testing.assert_array_equal(f16_to_f32(finite).view(np.uint32), finite.astype(np.float32).view(np.uint32))


CORES, N = 4, 6  # N fp16 sticks per core


def _fused_kernel(config, op):
    b = ProgramBuilder(config)
    xs, ys, out = b.arg_slot("x"), b.arg_slot("y"), b.arg_slot("out")
    X, Y, S, W = 0x0, 0x1000, 0x2000, 0x4000
    for i in range(CORES):
        c = b.core(i)
        L, V, St = c.load, c.vector, c.store
        loaded, done = c.queue("load", "vector"), c.queue("vector", "store")
        L.li_slot(1, xs, i * N * 128)
        L.li_slot(2, ys, i * N * 128)
        L.ld(X, (1, 0), sticks=N)
        L.ld(Y, (2, 0), sticks=N)
        L.signal(loaded)
        V.wait(loaded)
        if op == "add":
            V.binary("add", "f16", S, X, Y, N)
        elif op == "muli":
            V.binary_imm("mul", "f16", S, X, 3.0, N)
        else:
            V.unary("exp", "f16", S, X, N)
        V.cast("f16", W, S, N, "f32")  # the only reader of S
        V.signal(done)
        St.wait(done)
        St.li_slot(1, out, i * N * 256)
        St.st((1, 0), W, sticks=2 * N)
    return b.build()


@pytest.mark.parametrize("op", ["add", "muli", "exp"])
def test_an_fp16_result_only_an_upcast_reads_is_written_as_fp32(card, memory, config, op):
    card.keep_scratchpads = False  # (as the runtime's card: scratchpads hold no stick's last version)
    prepared = card.prepare(_fused_kernel(config, op))
    n = CORES * N * 64
    X = memory.base
    Y, OUT = X + n * 2, X + n * 4
    ref = {"add": lambda x, y: x + y, "muli": lambda x, y: x * np.float32(3.0), "exp": lambda x, y: np.exp(x)}[op]
    for big in (False, True):  # in fp16's range; then with overflows to inf (numpy's casts take those)
        x = np.clip(rng.standard_normal(n) * (3e4 if big else 2.0), -6e4, 6e4).astype(np.float16)
        y = np.clip(rng.standard_normal(n) * (3e4 if big else 1e-3), -6e4, 6e4).astype(np.float16)
        x[:4] = [np.float16(2.0 ** -24), np.float16(-(2.0 ** -14)), np.float16(0.0), np.float16(-0.0)]
        memory.write(X, x.tobytes())
        memory.write(Y, y.tobytes())
        card.run(prepared, [X, Y, OUT], [(X, n * 2), (Y, n * 2), (OUT, n * 4)])
        assert card.last_engine == ("fast", None)
        got = np.frombuffer(memory.read(OUT, n * 4), dtype=np.float32)
        with np.errstate(over="ignore"):
            want = ref(x.astype(np.float32), y.astype(np.float32)).astype(np.float16).astype(np.float32)
        np.testing.assert_array_equal(_bits(got.copy()), _bits(want))
        assert not big or np.isinf(want).any()
    progs = list(prepared.fast["programs"].values())
    assert progs and all(p.fused_casts == 1 for p in progs)  # (the cast ran inside the fp16 op's group)


def test_no_fusion_where_the_fp16_result_is_read_otherwise(card, config):
    """A second reader of the fp16 sticks (here a store of them): they are stored as fp16 as usual."""
    card.keep_scratchpads = False
    b = ProgramBuilder(config)
    out = b.arg_slot("out")
    c = b.core(0)
    done = c.queue("vector", "store")
    c.vector.fill("f16", 0x0, 1.5, 2)
    c.vector.unary("exp", "f16", 0x1000, 0x0, 2)
    c.vector.cast("f16", 0x2000, 0x1000, 2, "f32")
    c.vector.signal(done)
    c.store.wait(done)
    c.store.li_slot(1, out)
    c.store.st((1, 0), 0x1000, sticks=2)
    c.store.st((1, 256), 0x2000, sticks=4)
    prepared = card.prepare(b.build())
    base = card.memory.base
    card.run(prepared, [base], [(base, 768)])
    assert card.last_engine == ("fast", None)
    progs = list(prepared.fast["programs"].values())
    assert progs and all(p.fused_casts == 0 for p in progs)
    got16 = np.frombuffer(card.memory.read(base, 256), dtype=np.float16)
    got32 = np.frombuffer(card.memory.read(base + 256, 512), dtype=np.float32)
    want = np.exp(np.float32(1.5)).astype(np.float16)
    assert (got16 == want).all() and (got32 == np.float32(want)).all()
