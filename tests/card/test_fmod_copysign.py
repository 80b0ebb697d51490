"""The binary vector instructions added after the first opcode table, `fmod` and `copysign`: their
numbers (appended; every earlier opcode keeps its own), their text form, and their numerics on
both engines (the card fixture runs the reference and the fast engine and compares them) against
numpy's fmod / copysign, special values included."""

import numpy as np
import pytest

from spyre_runtime.card import asm, isa
from spyre_runtime.card.simulator import bf16_to_f32, f32_to_bf16

A, B, D, M = 0x0, 0x10000, 0x20000, 0x30000

SPECIAL = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, 1.0, -1.0, 5.5, -5.5, 3.0, -3.0, 1e-3, 7.25,
                    -0.75, 2.0], np.float32)


def operands(count, seed=0):
    """a and b of `count` fp32 elements: every pair of SPECIAL values first, then random ones."""
    a, b = np.meshgrid(SPECIAL, SPECIAL)
    rng = np.random.default_rng(seed)
    rest = count - a.size
    a = np.concatenate([a.ravel(), rng.uniform(-100, 100, rest).astype(np.float32)])
    b = np.concatenate([b.ravel(), rng.uniform(-8, 8, rest).astype(np.float32)])
    return a, b


def stored(x, dt):
    return f32_to_bf16(x) if dt == "bf16" else x.astype({"f16": np.float16, "f32": np.float32}[dt])


def values(raw, dt):
    return bf16_to_f32(raw) if dt == "bf16" else raw.astype(np.float32)


def assert_same_bits(got, want):
    """Equal values, NaN where NaN, and the sign bit everywhere (-0.0 and a NaN's sign included)."""
    want = np.asarray(want, np.float32)
    np.testing.assert_array_equal(got, want)
    np.testing.assert_array_equal(np.signbit(got), np.signbit(want))


def test_new_opcodes_follow_the_table_and_earlier_numbers_stay():
    codes = {name: op.code for name, op in isa.OPCODES.items()}
    # a few earlier numbers that encoded programs (the goldens) hold
    assert (codes["vrem"], codes["vxor"], codes["vaddi"], codes["vxori"], codes["vrsum"], codes["ringr"]) == \
        (39, 48, 49, 65, 66, 86)
    assert [codes[n] for n in ("vfmod", "vfmodi", "vcopysign", "vcopysigni")] == [87, 88, 89, 90]
    assert max(codes.values()) == 90
    assert isa.OPCODES["vfmod"].group == "binary" and isa.OPCODES["vcopysigni"].group == "binimm"


@pytest.mark.parametrize("text", ["vfmod.f32 sp[0x100], sp[0x0], sp[0x80], n=2, b_mode=row:1",
                                  "vcopysigni.bf16 sp[0x100], sp[0x0], -1.0, n=1"])
def test_text_form_round_trips(text):
    ins = asm.parse_instruction(text)
    assert isa.decode(isa.encode(ins)) == ins
    assert asm.format_instruction(ins) == text


@pytest.mark.parametrize("dt", ["f32", "f16", "bf16"])
def test_fmod_and_copysign_match_numpy_bit_for_bit(run_vector, dt):
    E = 128 // (4 if dt == "f32" else 2)
    n = 512 // E
    a32, b32 = operands(512)
    a, b = stored(a32, dt), stored(b32, dt)
    x, y = values(a, dt), values(b, dt)  # what the card computes on (16-bit values widened exactly)

    def emit(v):
        v.binary("fmod", dt, D, A, B, n)
        v.binary("copysign", dt, M, A, B, n)

    read = run_vector(emit, {A: a, B: b})
    raw = np.uint16 if dt == "bf16" else {"f16": np.float16, "f32": np.float32}[dt]
    with np.errstate(invalid="ignore"):
        want_fmod = np.fmod(x, y)
    # both results are exact in the operands' format: the store's rounding changes nothing
    assert_same_bits(values(read(D, raw, 512), dt), want_fmod)
    assert_same_bits(values(read(M, raw, 512), dt), np.copysign(x, y))


def test_fmod_is_exact_where_rem_rounds(run_vector):
    # numpy's mod moves a negative remainder up by the divisor and rounds: -1e-30 mod 1 is 1.0 in
    # fp32; C's fmod keeps the dividend's sign and is exact
    a = np.resize(np.array([-1e-30, 1e-30, -7.5, 7.5], np.float32), 32)
    b = np.resize(np.array([1.0, -1.0, 2.0, -2.0], np.float32), 32)

    def emit(v):
        v.binary("fmod", "f32", D, A, B, 1)
        v.binary("rem", "f32", M, A, B, 1)

    read = run_vector(emit, {A: a, B: b})
    assert read(D, np.float32, 4).tolist() == [np.float32(-1e-30), np.float32(1e-30), -1.5, 1.5]
    assert read(M, np.float32, 4).tolist() == [1.0, -1.0, 0.5, -0.5]


def test_broadcast_and_immediate_forms(run_vector):
    a32 = operands(512, seed=1)[0][64:256]  # (SPECIAL values, then random ones)
    row = np.resize(np.array([2.0, -3.0, np.inf, -0.0], np.float32), 64)
    per_row = np.array([-1.0, 0.0, 4.0], np.float32)

    def emit(v):
        v.binary("fmod", "f32", D, A, B, 6, b_mode=("row", 2))
        v.binary("copysign", "f32", D + 0x1000, A, M, 6, b_mode=("scalar", 2))
        v.binary_imm("fmod", "f32", D + 0x2000, A, -2.5, 6)
        v.binary_imm("copysign", "f32", D + 0x3000, A, -0.0, 6)

    read = run_vector(emit, {A: a32, B: row, M: per_row})
    with np.errstate(invalid="ignore"):
        assert_same_bits(read(D, np.float32, 192), np.fmod(a32.reshape(3, 64), row).ravel())
        assert_same_bits(read(D + 0x2000, np.float32, 192), np.fmod(a32, np.float32(-2.5)))
    assert_same_bits(read(D + 0x1000, np.float32, 192), np.copysign(a32.reshape(3, 64), per_row[:, None]).ravel())
    assert_same_bits(read(D + 0x3000, np.float32, 192), -np.abs(a32))


@pytest.mark.parametrize("op", ["fmod", "copysign"])
def test_integer_operands_are_refused(run_vector, op):
    with pytest.raises(Exception, match=f"{op} needs a float dtype"):
        run_vector(lambda v: v.binary(op, "i32", D, A, B, 1), {A: np.zeros(32, np.int32), B: np.ones(32, np.int32)})
