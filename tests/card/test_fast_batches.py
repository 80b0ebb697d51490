"""The fast engine's batched forms against numpy and the reference ("check" engine): several cores
run one program shape, so each instruction runs as one group over all of them, with operands
folded at translation (constant masks), shared, or read and written in place."""

import numpy as np
import pytest

from spyre_runtime.card import ProgramBuilder

A, B, D, M = 0x0, 0x1000, 0x2000, 0x3000
CORES = 4
rng = np.random.default_rng(7)


@pytest.fixture
def run_cores(card, config):
    """run_cores(emit, inputs): emit(vector_unit_builder, core) on each of CORES cores; inputs =
    {sp_addr: [array per core]}; returns read(core, addr, dtype, count)."""

    def run(emit, inputs):
        for addr, arrays in inputs.items():
            for core, arr in enumerate(arrays):
                raw = np.ascontiguousarray(arr).view(np.uint8).ravel()
                card.scratchpads[core][addr:addr + raw.size] = raw
        b = ProgramBuilder(config)
        for core in range(CORES):
            emit(b.core(core).vector, core)
        card.run_image(b.build().to_bytes())
        assert card.last_engine == ("fast", None)

        def read(core, addr, dtype, count):
            dt = np.dtype(dtype)
            return card.scratchpads[core][addr:addr + count * dt.itemsize].view(dt).copy()

        return read

    return run


def _floats(n):
    return [rng.standard_normal(n * 32).astype(np.float32) for _ in range(CORES)]


@pytest.mark.parametrize("mask_kind", ["all-true", "all-false", "lane-0-false"])
def test_select_with_a_folded_mask(run_cores, mask_kind):
    n = 3
    xs, ys = _floats(n), _floats(n)

    def emit(v, core):
        if mask_kind == "lane-0-false":
            v.iota("u8", M, 0, 1)  # 0, 1, 2, ...: u8 keeps nonzero as 1, so only lane 0 is false
        else:
            v.fill("u8", M, 1 if mask_kind == "all-true" else 0, 1)
        v.select("f32", D, M, A, B, n)
        v.fill("u8", M, 0, 1)  # (the mask's sticks end up holding something else: the mask is no
        # stick's last version, so the fast engine folds it into the group as literal bytes)

    read = run_cores(emit, {A: xs, B: ys})
    lanes = np.arange(n * 32)
    mask = {"all-true": lanes >= 0, "all-false": lanes < 0, "lane-0-false": lanes % 128 != 0}[mask_kind]
    for core in range(CORES):
        np.testing.assert_array_equal(read(core, D, np.float32, n * 32), np.where(mask, xs[core], ys[core]))


@pytest.mark.parametrize("dtype,fill", [("f32", 2.5), ("f32", 0.0), ("f16", -3.0)])
def test_select_with_folded_mask_and_folded_b(run_cores, dtype, fill):
    """Both the mask and b are folded constants (a row's padding lanes set to a constant): the
    translation masks b once; lanes the mask drops come from b, -0.0 / NaN bits of a untouched."""
    n = 2
    E = 32 if dtype == "f32" else 64
    np_dt = np.float32 if dtype == "f32" else np.float16
    xs = [rng.standard_normal(n * E).astype(np_dt) for _ in range(CORES)]
    for x in xs:
        x[1:4] = [np.nan, -0.0, np.inf]

    def emit(v, core):
        v.iota("u8", M, 0, n * E // 128 or 1)  # lane j of each 128 is j: only lane 0 of them is false
        v.fill(dtype, B, fill, n)
        v.select(dtype, D, M, A, B, n)
        v.fill("u8", M, 0, 1)  # (neither the mask nor b is a stick's last version: both folded)
        v.fill(dtype, B, 0.0, n)

    read = run_cores(emit, {A: xs})
    mask = np.arange(n * E) % 128 != 0
    for core in range(CORES):
        want = np.where(mask, xs[core], np_dt(fill))
        np.testing.assert_array_equal(read(core, D, np_dt, n * E).view(f"u{np.dtype(np_dt).itemsize}"),
                                      want.view(f"u{np.dtype(np_dt).itemsize}"))


@pytest.mark.parametrize("into", ["a", "b"])
@pytest.mark.parametrize("folded", [False, True])
def test_select_written_over_an_operand_it_reads(run_cores, into, folded):
    """dst is x's or y's own sticks: the result must come from the operands' old contents."""
    n = 2
    xs, ys = _floats(n), _floats(n)
    masks = [(rng.random(n * 32) < 0.5).astype(np.uint8) for _ in range(CORES)]
    dst = A if into == "a" else B

    def emit(v, core):
        if folded:
            v.iota("u8", M, 0, 1)
        v.select("f32", dst, M, A, B, n)
        if folded:
            v.fill("u8", M, 0, 1)  # (as above: the mask is folded)

    read = run_cores(emit, {A: xs, B: ys, **({} if folded else {M: masks})})
    for core in range(CORES):
        mask = (np.arange(n * 32) % 128 != 0) if folded else masks[core] != 0
        np.testing.assert_array_equal(read(core, dst, np.float32, n * 32), np.where(mask, xs[core], ys[core]))


def test_casts_between_fp16_and_fp32_are_numpys_over_every_fp16_pattern(run_cores):
    """vcast f16 -> f32 of all 65536 fp16 bit patterns (NaN payloads included) and back, f32 -> f16
    of every fp16 value's neighbours and midpoints (the ties), the overflow edge and random fp32 bit
    patterns, f16 -> f16 and f32 -> f32: the bits numpy's own astype gives, on every core."""
    X, W, H, Y, Z, C16, C32 = 0x0, 0x10000, 0x30000, 0x40000, 0xC0000, 0x100000, 0x110000
    halves = np.arange(65536, dtype=np.uint16).view(np.float16).reshape(CORES, -1)
    finite = np.sort(np.unique(halves[np.isfinite(halves)].astype(np.float32)))
    mids = (finite[:-1] + finite[1:]) / 2  # (exact in fp32: one bit more than fp16 has)
    edges = np.array([65504, 65519.996, 65520, 65536, 2.0 ** -25, 2.0 ** -24 * 1.5, -2.0 ** -25, 1e-40], np.float32)
    noise = rng.integers(0, 1 << 32, 4 * 65536, dtype=np.uint64).astype(np.uint32).view(np.float32)
    with np.errstate(over="ignore"):
        wide = np.concatenate([mids, np.nextafter(mids, np.float32(np.inf)), np.nextafter(mids, np.float32(-np.inf)),
                               edges, noise])
    wide = np.resize(wide, CORES * (wide.size // (CORES * 32) + 1) * 32).reshape(CORES, -1)
    n16, n32 = halves.shape[1] // 64, wide.shape[1] // 32

    def emit(v, core):
        v.cast("f16", W, X, n16, "f32")
        v.cast("f32", H, W, 2 * n16, "f16")
        v.cast("f32", Z, Y, n32, "f16")
        v.cast("f16", C16, X, 16, "f16")
        v.cast("f32", C32, Y, 16, "f32")

    read = run_cores(emit, {X: list(halves), Y: list(wide)})
    bits = lambda a: a.view(np.uint16 if a.dtype.itemsize == 2 else np.uint32)  # noqa: E731
    with np.errstate(over="ignore", invalid="ignore"):
        for core in range(CORES):
            h, w = halves[core], wide[core]
            np.testing.assert_array_equal(bits(read(core, W, np.float32, h.size)), bits(h.astype(np.float32)))
            np.testing.assert_array_equal(bits(read(core, H, np.float16, h.size)),
                                          bits(h.astype(np.float32).astype(np.float16)))
            np.testing.assert_array_equal(bits(read(core, Z, np.float16, w.size)), bits(w.astype(np.float16)))
            np.testing.assert_array_equal(bits(read(core, C16, np.float16, 16 * 64)), bits(h[:16 * 64]))
            np.testing.assert_array_equal(bits(read(core, C32, np.float32, 16 * 32)), bits(w[:16 * 32]))
