"""Vector/SFU unit numerics against numpy / math references (one vectorised step per instruction)."""

import math

import numpy as np
import pytest

from spyre_runtime.card.simulator import _erf, _erf_taylor_table, bf16_to_f32, f32_to_bf16

A, B, D, M = 0x0, 0x10000, 0x20000, 0x30000
rng = np.random.default_rng(0)

NP_DT = {"f16": np.float16, "f32": np.float32, "i32": np.int32, "i64": np.int64, "u8": np.uint8}


def elems(dt, n):
    return n * 128 // np.dtype(NP_DT.get(dt, np.uint16)).itemsize


def as_bf16(x):
    return f32_to_bf16(np.asarray(x, np.float32))


def test_bf16_rounding_hand_values():
    x = np.array([1.0, 1 + 2**-8, 1 + 3 * 2**-8, -2.0, np.inf, 3.4e38, 1 + 2**-8 + 2**-20], np.float32)
    # 1+2^-8 is a tie -> even (0x3F80); 1+3*2^-8 is a tie -> even above (0x3F82); 3.4e38 rounds past
    # the largest bf16 to inf; just above the tie rounds up
    assert f32_to_bf16(x).tolist() == [0x3F80, 0x3F80, 0x3F82, 0xC000, 0x7F80, 0x7F80, 0x3F81]
    nan = f32_to_bf16(np.array([np.nan, -np.nan], np.float32))
    assert np.isnan(bf16_to_f32(nan)).all()
    assert bf16_to_f32(np.array([0x3F80, 0xC040], np.uint16)).tolist() == [1.0, -3.0]


UNARY_REF = {
    "exp": np.exp, "log": np.log, "tanh": np.tanh, "rsqrt": lambda x: 1 / np.sqrt(x), "sqrt": np.sqrt,
    "recip": lambda x: 1 / x, "sigmoid": lambda x: 1 / (1 + np.exp(-x)), "sin": np.sin, "cos": np.cos,
    "neg": np.negative, "abs": np.abs, "floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "round": np.rint,
    "sign": np.sign, "erf": np.vectorize(math.erf),
}
POSITIVE = {"log", "rsqrt", "sqrt"}


@pytest.mark.parametrize("op", sorted(UNARY_REF))
@pytest.mark.parametrize("dt", ["f16", "bf16", "f32"])
def test_unary_matches_float64_reference_within_format_rounding(run_vector, op, dt):
    n = 4
    count = elems(dt, n)
    x = rng.uniform(0.1, 4.0, count) if op in POSITIVE else rng.uniform(-4.0, 4.0, count)
    if dt == "bf16":
        stored, x_in = as_bf16(x), bf16_to_f32(as_bf16(x)).astype(np.float64)
    else:
        stored = x.astype(NP_DT[dt])
        x_in = stored.astype(np.float64)
    read = run_vector(lambda v: v.unary(op, dt, D, A, n), {A: stored})
    got = bf16_to_f32(read(D, np.uint16, count)) if dt == "bf16" else read(D, NP_DT[dt], count)
    ref = UNARY_REF[op](x_in)
    # one rounding to the storage format (fp32 math first adds at most a few fp32 ulps)
    rel = {"f16": 2**-10, "bf16": 2**-7, "f32": 2**-21}[dt]
    np.testing.assert_allclose(got.astype(np.float64), ref, rtol=rel, atol=rel)


def test_erf_against_math_erf_over_wide_range(run_vector):
    x = np.concatenate([np.linspace(-6, 6, 1000), [0.0, 1e-6, -1e-6, 2.999, 3.0, 3.001, 40.0, -np.inf, np.inf]])
    x = np.resize(x, 1024).astype(np.float32)
    read = run_vector(lambda v: v.unary("erf", "f32", D, A, 32), {A: x})
    got = read(D, np.float32, 1024).astype(np.float64)
    ref = np.array([math.erf(v) for v in x.astype(np.float64)])
    np.testing.assert_allclose(got, ref, rtol=3e-7, atol=1e-8)


def test_erf_helper_is_correctly_rounded_float32():
    # the helper both engines run: float64 Taylor steps, rounded once to float32 (a grid across
    # every table center and the switch to +-1 at 4, and random points)
    x = np.concatenate([np.linspace(-4.5, 4.5, 300_001), rng.standard_normal(100_000) * 2]).astype(np.float32)
    want = np.array([math.erf(v) for v in x.astype(np.float64).tolist()]).astype(np.float32)
    np.testing.assert_array_equal(_erf(x).view(np.uint32), want.view(np.uint32))
    edge = _erf(np.array([np.nan, np.inf, -np.inf, -0.0, 40.0], np.float32))
    assert np.isnan(edge[0]) and edge[1:3].tolist() == [1.0, -1.0] and edge[4] == 1.0
    assert edge[3] == 0 and np.signbit(edge[3])


def test_erf_helper_gives_the_13_term_quarter_step_table_results():
    # the table it replaced (the same float64 Horner steps around centers 1/4 apart), here written
    # plainly: the same float32 results near zero (where 7 terms 1/32 apart missed near-ties), and
    # on random fp32 bit patterns
    centers, coef = _erf_taylor_table(0.25, 13, 4.0)
    bits = rng.integers(0, 1 << 32, 1 << 20, dtype=np.uint64).astype(np.uint32)
    near_zero = np.arange(0x3C000000, 0x3D800000, 7, dtype=np.uint32)  # [2^-7, 2^-4)
    x = np.concatenate([bits, near_zero]).view(np.float32)
    x = x[np.isfinite(x)]
    ax = np.abs(x.astype(np.float64))
    k = np.minimum(np.rint(ax * 4), len(centers) - 1).astype(np.intp)
    h = ax - centers[k]
    acc = coef[-1][k]
    with np.errstate(over="ignore", invalid="ignore"):  # (|x| >= 4: replaced by 1 below)
        for row in coef[-2::-1]:
            acc = acc * h + row[k]
    acc[ax >= 4] = 1.0
    want = np.copysign(acc, x).astype(np.float32)
    np.testing.assert_array_equal(_erf(x).view(np.uint32), want.view(np.uint32))


def test_not_and_isnan_write_u8_masks(run_vector):
    x = np.resize(np.array([0.0, 1.0, np.nan, -2.0], np.float32), 32)
    read = run_vector(lambda v: (v.unary("not", "f32", D, A, 1), v.unary("isnan", "f32", M, A, 1)), {A: x})
    assert read(D, np.uint8, 32).tolist() == [1, 0, 0, 0] * 8
    assert read(M, np.uint8, 32).tolist() == [0, 0, 1, 0] * 8


BIN_REF = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide, "max": np.maximum,
           "min": np.minimum, "pow": np.power}


@pytest.mark.parametrize("op", sorted(BIN_REF))
def test_binary_float_ops_full_operands(run_vector, op):
    x = rng.uniform(0.5, 2.0, 128).astype(np.float16)
    y = rng.uniform(0.5, 2.0, 128).astype(np.float16)
    read = run_vector(lambda v: v.binary(op, "f16", D, A, B, 2), {A: x, B: y})
    ref = BIN_REF[op](x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(read(D, np.float16, 128).astype(np.float64), ref, rtol=2**-10)


def test_binary_row_and_scalar_broadcast(run_vector):
    # 6 sticks of f32 = 3 rows of 2 sticks (64 elements per row)
    x = rng.standard_normal(192).astype(np.float32)
    row = rng.standard_normal(64).astype(np.float32)
    per_row = np.array([10.0, 20.0, 30.0], np.float32)

    def emit(v):
        v.binary("add", "f32", D, A, B, 6, b_mode=("row", 2))
        v.binary("sub", "f32", D + 0x1000, A, M, 6, b_mode=("scalar", 2))
        v.binary("mul", "f32", D + 0x2000, A, M, 6, b_mode=("scalar", 6))

    read = run_vector(emit, {A: x, B: row, M: per_row})
    np.testing.assert_array_equal(read(D, np.float32, 192), (x.reshape(3, 64) + row).ravel())
    np.testing.assert_array_equal(read(D + 0x1000, np.float32, 192), (x.reshape(3, 64) - per_row[:, None]).ravel())
    np.testing.assert_array_equal(read(D + 0x2000, np.float32, 192), x * np.float32(10.0))


def test_binary_immediate_and_compares_give_masks(run_vector):
    x = np.arange(-16, 16, dtype=np.float32)

    def emit(v):
        v.binary_imm("mul", "f32", D, A, 0.5, 1)
        v.binary_imm("gt", "f32", M, A, 3.0, 1)
        v.binary_imm("max", "f32", D + 0x100, A, 0.0, 1)  # relu

    read = run_vector(emit, {A: x})
    np.testing.assert_array_equal(read(D, np.float32, 32), x * 0.5)
    np.testing.assert_array_equal(read(M, np.uint8, 32), (x > 3).astype(np.uint8))
    np.testing.assert_array_equal(read(D + 0x100, np.float32, 32), np.maximum(x, 0))


def test_integer_ops_floor_div_rem_bitwise_and_wrap(run_vector):
    x = np.array(list(range(-16, 16)), np.int32)
    y = np.resize(np.array([3, -3, 5, 7], np.int32), 32)
    big = np.full(32, 2**31 - 1, np.int32)

    def emit(v):
        v.binary("div", "i32", D, A, B, 1)
        v.binary("rem", "i32", D + 0x80, A, B, 1)
        v.binary("xor", "i32", D + 0x100, A, B, 1)
        v.binary_imm("add", "i32", D + 0x180, M, 1, 1)

    read = run_vector(emit, {A: x, B: y, M: big})
    assert read(D, np.int32, 32).tolist() == [a // b for a, b in zip(x.tolist(), y.tolist())]
    assert read(D + 0x80, np.int32, 32).tolist() == [a % b for a, b in zip(x.tolist(), y.tolist())]
    assert read(D + 0x100, np.int32, 32).tolist() == [a ^ b for a, b in zip(x.tolist(), y.tolist())]
    assert read(D + 0x180, np.int32, 32).tolist() == [-(2**31)] * 32  # int32 wraps


def test_reductions_within_and_across_sticks(run_vector):
    x = rng.standard_normal(4 * 64).astype(np.float16)  # 4 sticks of f16: 2 rows of 2 sticks

    def emit(v):
        v.reduce("sum", "f16", D, A, 4, 2, axis="within", to="f32")
        v.reduce("max", "f16", D + 0x100, A, 4, 2, axis="within")
        v.reduce("argmax", "f16", D + 0x200, A, 4, 2, axis="within", to="i32")
        v.reduce("min", "f16", D + 0x300, A, 4, 2, axis="across")  # 2 rows of 2 sticks -> 2 sticks
        v.reduce("sum", "f16", D + 0x400, A, 4, 4, axis="within", to="f32")
        v.reduce("sum", "f16", D + 0x400, A, 4, 4, axis="within", to="f32", acc=True)  # accumulate again

    read = run_vector(emit, {A: x})
    rows = x.astype(np.float64).reshape(2, 128)
    np.testing.assert_allclose(read(D, np.float32, 2), rows.sum(1), rtol=1e-6, atol=1e-6)
    np.testing.assert_array_equal(read(D + 0x100, np.float16, 2), x.reshape(2, 128).max(1))
    np.testing.assert_array_equal(read(D + 0x200, np.int32, 2), x.reshape(2, 128).argmax(1))
    np.testing.assert_array_equal(read(D + 0x300, np.float16, 128), x.reshape(2, 128).min(0))
    np.testing.assert_allclose(read(D + 0x400, np.float32, 1), [2 * rows.sum()], rtol=1e-6)


def test_argmax_first_index_and_nan_counts_as_max(run_vector):
    x = np.zeros(64, np.float32)
    x[[5, 9]] = 7.0
    x[40] = np.nan
    read = run_vector(lambda v: v.reduce("argmax", "f32", D, A, 2, 1, to="i64"), {A: x})
    assert read(D, np.int64, 2).tolist() == [5, 8]  # row 1 = elements 32..63, NaN at 40 -> index 8


def test_select_cast_bcast_fill_iota(run_vector):
    x = np.arange(64, dtype=np.float16)
    y = -np.arange(64, dtype=np.float16)
    mask = (np.arange(64) % 3 == 0).astype(np.uint8)
    f = np.array([1.7, -1.7, 0.0, 2.5] * 8, np.float32)

    def emit(v):
        v.select("f16", D, M, A, B, 1)
        v.cast("f32", D + 0x100, 0x40000, 1, to="i32")
        v.cast("f32", D + 0x200, 0x40000, 1, to="u8")
        v.cast("f16", D + 0x300, A, 1, to="f32")
        v.bcast("f16", D + 0x400, A, 3, a_mode=("row", 1))
        v.bcast("f16", D + 0x600, A, 2, a_mode=("scalar", 1))
        v.fill("bf16", D + 0x800, 1.5, 1)
        v.iota("i64", D + 0x900, -3, 1)

    read = run_vector(emit, {A: x, B: y, M: mask, 0x40000: f})
    np.testing.assert_array_equal(read(D, np.float16, 64), np.where(mask != 0, x, y))
    assert read(D + 0x100, np.int32, 32).tolist() == [1, -1, 0, 2] * 8  # truncation toward zero
    assert read(D + 0x200, np.uint8, 32).tolist() == [1, 1, 0, 1] * 8  # u8 is bool: nonzero -> 1
    np.testing.assert_array_equal(read(D + 0x300, np.float32, 64), x.astype(np.float32))
    np.testing.assert_array_equal(read(D + 0x400, np.float16, 192), np.tile(x, 3))
    np.testing.assert_array_equal(read(D + 0x600, np.float16, 128), np.repeat(x[:2], 64))
    assert bf16_to_f32(read(D + 0x800, np.uint16, 64)).tolist() == [1.5] * 64
    assert read(D + 0x900, np.int64, 16).tolist() == list(range(-3, 13))


def test_float_only_op_on_integers_is_rejected_at_prepare(card, config):
    from spyre_runtime import ArtifactError
    from spyre_runtime.card import ProgramBuilder

    b = ProgramBuilder(config)
    b.core(0).vector.unary("exp", "i32", D, A, 1)
    with pytest.raises(ArtifactError, match=r"core 0 vector pc 0 `vexp.i32.*exp needs a float dtype, got i32"):
        card.run_image(b.build().to_bytes())


def test_integer_negative_power_is_a_device_fault(card, config):
    from spyre_runtime import DeviceFault
    from spyre_runtime.card import ProgramBuilder

    card.scratchpads[0][A:A + 128] = np.full(32, 2, np.int32).view(np.uint8)
    b = ProgramBuilder(config)
    b.core(0).vector.binary_imm("pow", "i32", D, A, -1, 1)
    with pytest.raises(DeviceFault, match=r"core 0 vector pc 0 `vpowi.i32 sp\[0x20000\], sp\[0x0\], -1, n=1`: "
                                          r"pow on i32: Integers to negative integer powers"):
        card.run_image(b.build().to_bytes())


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

NP_BIN = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "max": np.maximum, "min": np.minimum}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(op=st.sampled_from(sorted(NP_BIN)), dt=st.sampled_from(["f32", "i32"]), mode=st.sampled_from(["full", "row",
       "scalar"]), p=st.integers(1, 4), groups=st.integers(1, 4), seed=st.integers(0, 2**31))
def test_binary_broadcast_modes_match_explicit_expansion(run_vector, op, dt, mode, p, groups, seed):
    r = np.random.default_rng(seed)
    n, E = p * groups, 32
    x = r.integers(-1000, 1000, n * E).astype(NP_DT[dt])
    if mode == "full":
        y = r.integers(-1000, 1000, n * E).astype(NP_DT[dt])
        expanded, b_mode = y, ("full", 0)
    elif mode == "row":
        y = r.integers(-1000, 1000, p * E).astype(NP_DT[dt])
        expanded, b_mode = np.tile(y, groups), ("row", p)
    else:
        y = r.integers(-1000, 1000, groups).astype(NP_DT[dt])
        expanded, b_mode = np.repeat(y, p * E), ("scalar", p)
    read = run_vector(lambda v: v.binary(op, dt, D, A, B, n, b_mode=b_mode), {A: x, B: y})
    np.testing.assert_array_equal(read(D, NP_DT[dt], n * E), NP_BIN[op](x, expanded))


U8_REF = {"and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor, "max": np.maximum,
          "min": np.minimum, "eq": np.equal, "ne": np.not_equal, "lt": np.less, "ge": np.greater_equal}


@pytest.mark.parametrize("op", sorted(U8_REF))
def test_u8_is_a_mask_type_for_any_bytes(run_vector, op):
    """u8 results are masks: a byte is 1 where the operation's value on the bytes (as integers) is
    nonzero, for any input bytes, not only 0 / 1. Four independent instructions (one batched
    operation on the fast engine; the card fixture compares both engines)."""
    a = rng.integers(0, 256, 4 * 256, dtype=np.uint8)
    b = rng.integers(0, 256, 4 * 256, dtype=np.uint8)
    a[:64], b[32:96] = 0, 0  # zeros on either side, and on both

    def emit(v):
        for i in range(4):
            v.binary(op, "u8", D + i * 256, A + i * 256, B + i * 256, 2)
        for i in range(4):
            v.unary("not", "u8", M + i * 256, A + i * 256, 2)
        for i in range(4):
            v.reduce("max", "u8", M + 0x2000 + i * 128, B + i * 256, 2, 2, to="u8")

    read = run_vector(emit, {A: a, B: b})
    want = (U8_REF[op](a.astype(np.int64), b.astype(np.int64)) != 0).astype(np.uint8)
    assert read(D, np.uint8, 4 * 256).tolist() == want.tolist()
    assert read(M, np.uint8, 4 * 256).tolist() == (a == 0).astype(np.uint8).tolist()
    got_max = [read(M + 0x2000 + i * 128, np.uint8, 1)[0] for i in range(4)]
    assert got_max == [int(b[i * 256:(i + 1) * 256].max() != 0) for i in range(4)]
