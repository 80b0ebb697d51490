"""Encoding: text -> binary -> text is exact; the image layout; clear errors for bad input."""

import struct

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spyre_runtime import ArtifactError
from spyre_runtime.card import OPCODES, UNITS, Instruction, ProgramBuilder, ProgramImage, assemble, decode, disassemble, encode
from spyre_runtime.card.asm import AsmError, format_instruction, parse_instruction
from spyre_runtime.card.isa import BCAST_MODES, DTYPES, EncodingError

FLOAT_DTS = [d for d, v in DTYPES.items() if v.is_float]


def field_value(f, dt):
    k = f.kind
    reg = st.integers(0, 7)
    if k == "reg":
        return reg
    if k == "sp":
        return st.tuples(reg, st.integers(0, (1 << 21) - 1))
    if k == "dev":
        return st.tuples(reg, st.integers(-(1 << 28), (1 << 28) - 1))
    if k == "q":
        return st.tuples(st.integers(0, 255), st.sampled_from(UNITS), st.integers(0, 15))
    if k == "dt":
        return st.sampled_from(sorted(DTYPES))
    if k == "bcast":
        return st.one_of(st.just(("full", 0)), st.tuples(st.sampled_from(BCAST_MODES[1:]), st.integers(1, 0xFFFF)))
    if k == "enum":
        return st.sampled_from(f.values)
    if k == "slot":
        return st.one_of(st.none(), st.integers(0, 3))
    if k == "imm32":
        if DTYPES[dt].is_float:
            return st.floats(width=32, allow_nan=False)
        return st.integers(-(1 << 31), (1 << 31) - 1)
    bits = f.size * 8
    if k[0] == "s":
        return st.integers(-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
    return st.integers(0, (1 << bits) - 1)


@st.composite
def instructions(draw, unit=None):
    ops = sorted(n for n, o in OPCODES.items() if unit is None or unit in o.units)
    spec = OPCODES[draw(st.sampled_from(ops))]
    dt = draw(st.sampled_from(sorted(DTYPES)))
    args = []
    for f in spec.fields:
        args.append(dt if f.name == "dt" else draw(field_value(f, dt)))
    return Instruction(spec.name, tuple(args))


@st.composite
def images(draw):
    programs = {}
    for core, unit in draw(st.lists(st.tuples(st.integers(0, 31), st.sampled_from(UNITS)), max_size=5, unique=True)):
        programs[(core, unit)] = draw(st.lists(instructions(unit), min_size=1, max_size=8))
    return ProgramImage(programs, num_slots=4)


@settings(max_examples=300, deadline=None)
@given(instructions())
def test_instruction_encode_decode_and_text_round_trip(ins):
    raw = encode(ins)
    assert len(raw) == 16 and raw[0] == OPCODES[ins.op].code
    text = format_instruction(ins)
    assert format_instruction(decode(raw)) == text
    assert encode(parse_instruction(text)) == raw
    assert format_instruction(parse_instruction(text)) == text


@settings(max_examples=100, deadline=None)
@given(images())
def test_image_text_binary_text_round_trip(image):
    text = disassemble(image)
    again = assemble(text)
    assert again.to_bytes() == image.to_bytes()
    assert disassemble(again.to_bytes()) == text
    assert ProgramImage.from_bytes(image.to_bytes()) == image


def test_image_layout_relocations_and_correction_block():
    b = ProgramBuilder()
    x, y = b.arg_slot("x"), b.arg_slot("y")
    assert (x, y, b.arg_slot("x")) == (0, 1, 0)
    core = b.core(3)
    core.load.li(1, 0x1000000000)
    core.load.li_slot(2, y, addend=0x80)
    core.store.li_slot(1, x, addend=-0x40)
    image = b.build()
    data = image.to_bytes()
    assert data[:8] == b"SPYREPRG"
    assert image.correction_offset % 128 == 0 and image.total_bytes == image.correction_offset + 16
    # each relocation points at the 8-byte field of an li, which holds the addend until patched
    assert [(r.slot, r.addend) for r in image.relocations] == [(1, 0x80), (0, -0x40)]
    for r in image.relocations:
        assert struct.unpack_from("<q", data, r.offset)[0] == r.addend
        assert data[r.offset - 8] == OPCODES["li"].code
    filled = image.with_corrections([0x2000000000, 0x3000000000])
    assert np.frombuffer(filled[image.correction_offset:], "<u8").tolist() == [0x2000000000, 0x3000000000]
    assert image.programs[(3, "load")][0] == Instruction("li", (1, None, 0x1000000000))


def test_canonical_text_example():
    b = ProgramBuilder()
    s = b.arg_slot("x")
    c = b.core(0)
    q = c.queue("load", "vector")
    c.load.li_slot(1, s, 0x40)
    with c.load.loop(2):
        c.load.ld(0, (1, 0), sticks=4, rows=2, stride=1024)
        c.load.signal(q)
    c.vector.wait(q)
    c.vector.binary("add", "f16", (2, 0x80), 0, 0x100, 4, b_mode=("row", 2))
    assert disassemble(b.build()) == (
        "; spyre program image\n.slots 1\n"
        ".program core=0 unit=load\n"
        "    li r1, @slot0+0x40\n    loop count=2\n"
        "    ld sp[0x0], dev[r1+0x0], sticks=4, rows=2, stride=1024\n"
        "    signal c0.vector.0\n    endloop\n"
        ".program core=0 unit=vector\n"
        "    wait c0.load.0\n"
        "    vadd.f16 sp[r2+0x80], sp[0x0], sp[0x100], n=4, b_mode=row:2\n")


@pytest.mark.parametrize("text, message", [
    ("vfoo.f16 sp[0x0]", "unknown mnemonic 'vfoo'"),
    ("vexp sp[0x0], sp[0x0], n=1", "needs a dtype suffix"),
    ("vexp.f17 sp[0x0], sp[0x0], n=1", "unknown dtype suffix 'f17'"),
    ("vexp.f16 sp[0x0], dev[0x0], n=1", "field 'a': expected sp"),
    ("vexp.f16 sp[0x0], sp[0x0], m=1", "expected 'n=...'"),
    ("vexp.f16 sp[0x0], sp[0x0]", "expected 3 operands"),
    ("ld sp[r9+0x0], dev[r1+0x0], sticks=1, rows=1, stride=0", "field 'dst'"),
    ("wait c0.alu.0", "queue peer"),
])
def test_assembler_errors_name_the_field(text, message):
    with pytest.raises(AsmError, match=message):
        parse_instruction(text)


def test_assembler_errors_name_the_line():
    with pytest.raises(AsmError, match=r"line 3: .*vexp cannot run on the load unit"):
        assemble(".slots 0\n.program core=0 unit=load\n    vexp.f16 sp[0x0], sp[0x0], n=1\n")
    with pytest.raises(AsmError, match=r"line 3: vexp: field 'a' expects an integer in \[0, 2097151\], got 2097152"):
        assemble(".slots 0\n.program core=0 unit=vector\n    vexp.f16 sp[0x0], sp[0x200000], n=1\n")


def test_encoding_errors_name_the_field():
    with pytest.raises(EncodingError, match=r"ld: field 'sticks' expects an integer in \[0, 65535\], got 70000"):
        encode(Instruction("ld", ((0, 0), (1, 0), 70000, 1, 0)))
    with pytest.raises(EncodingError, match=r"field 'src' expects an integer in \[-268435456, 268435455\]"):
        encode(Instruction("ld", ((0, 0), (1, 1 << 30), 1, 1, 0)))
    with pytest.raises(EncodingError, match=r"core 0 vector pc 0: ld runs only on \['load'\]"):
        ProgramBuilder().core(0).vector.ld(0, (1, 0), 1)
    with pytest.raises(EncodingError, match=r"core 3 pe pc 1: mm: field 'k' expects an integer in \[0, 255\], got 300"):
        pe = ProgramBuilder().core(3).pe
        pe.nop()
        pe.mm("f16", 0, 0x1000, 0x2000, m=8, k=300, n=1)
    with pytest.raises(ValueError, match="not its producer"):
        b = ProgramBuilder()
        q = b.core(0).queue("load", "pe")
        b.core(0).pe.signal(q)


def _image_bytes():
    b = ProgramBuilder()
    s = b.arg_slot("x")
    b.core(0).load.li_slot(1, s)
    b.core(0).load.ld(0, (1, 0), 1)
    return bytearray(b.build().to_bytes())


@pytest.mark.parametrize("mutate, field", [
    (lambda d: d.__setitem__(slice(0, 8), b"NOTSPYRE"), "magic"),
    (lambda d: d.__setitem__(slice(8, 10), (9).to_bytes(2, "little")), "version"),
    (lambda d: d.extend(b"\0" * 8), "total_bytes"),
    (lambda d: d.__setitem__(64 + 4, 0xFF), "program_table[0].offset"),
    (lambda d: d.__setitem__(64 + 16 + 8, 0x7F), "relocations"),  # relocation addend
    (lambda d: d.__setitem__(64 + 16 + 16, 0xEE), "code[core 0 load pc 0]"),  # opcode byte
])
def test_bad_image_bytes_raise_artifact_error_naming_the_field(mutate, field):
    data = _image_bytes()
    mutate(data)
    with pytest.raises(ArtifactError) as e:
        ProgramImage.from_bytes(bytes(data), file="program.bin")
    assert f"program.bin: field {field!r}" in str(e.value)


def test_builder_rejects_a_bare_device_address():
    with pytest.raises(ValueError, match="device operands are \\(register, offset\\); load the address"):
        ProgramBuilder().core(0).load.ld(0, 0x1000000000, sticks=1)


def test_isa_doc_carries_the_current_opcode_table():
    import pathlib

    from spyre_runtime.card.isa import describe

    doc = (pathlib.Path(__file__).parents[2] / "docs" / "ISA.md").read_text()
    assert "```\n" + describe() + "\n```" in doc, "regenerate the appendix with `python -m spyre_runtime.card`"


# ---- the fast encode / decode / format paths are the reference ones, results and errors alike

def _outcome(fn, x):
    try:
        r = fn(x)
    except Exception as e:  # noqa: BLE001 - the same exception, with the same text, is the point
        return type(e).__name__, str(e)
    if isinstance(r, Instruction):  # (value and Python type of every field)
        return r.op, tuple((type(a).__name__, repr(a)) for a in r.args)
    return "ok", r


_ODD_VALUES = [0, 1, -1, 7, 8, 15, 16, 255, 256, 0xFFFF, 0x10000, (1 << 21) - 1, 1 << 21, -(1 << 28), 1 << 28,
               2**31 - 1, 2**31, -(2**31) - 1, 2**63, True, False, None, 0.5, -0.0, float("nan"), float("inf"),
               1e40, np.int64(3), np.float32(0.25), "f32", "i32", "x", "within", ("full", 0), ("full", 1),
               ("row", 2), ("scalar", 0), ("row", 1 << 16), (0, 16), (7, -5), (8, 0), (True, 1), (1, 1 << 21),
               (np.int64(1), 5), (3, "vector", 2), (300, "load", 1), (0, "pe", 16), (0, "x", 0), [1, 2]]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(OPCODES)), st.data())
def test_fast_encoder_matches_the_reference_on_any_field_values(op, data):
    from spyre_runtime.card.isa import _encode_reference

    fields = OPCODES[op].fields
    args = tuple(data.draw(st.sampled_from(_ODD_VALUES)) for _ in fields)
    if fields and data.draw(st.booleans()):
        args = args[:-1]
    ins = Instruction(op, args)
    assert _outcome(encode, ins) == _outcome(_encode_reference, ins)


@settings(max_examples=500, deadline=None)
@given(st.integers(0, len(OPCODES) + 2), st.binary(min_size=15, max_size=15))
def test_fast_decoder_and_formatter_match_the_reference_on_any_bytes(code, rest):
    from spyre_runtime.card.asm import _format_reference
    from spyre_runtime.card.isa import _decode_reference

    raw = bytes([code]) + rest
    assert _outcome(decode, raw) == _outcome(_decode_reference, raw)
    try:
        ins = decode(raw)
    except EncodingError:
        return
    assert _outcome(format_instruction, ins) == _outcome(_format_reference, ins)


def test_a_parsed_image_is_checked_for_canonical_bytes_also_when_its_instructions_are_known():
    b = ProgramBuilder()
    b.core(0).load.li_slot(1, b.arg_slot("x"), addend=0x40)
    b.core(0).load.nop()
    b.core(0).load.nop()
    image = b.build()
    good = image.to_bytes()
    assert image.correction_offset > image.code_offset + image.code_bytes  # (there is padding)
    assert ProgramImage.from_bytes(good) == image  # its instructions are now known by their bytes
    li_at = image.entries[0].offset
    for at in (li_at + 4,  # a reserved byte of the `li` (bytes 4..7 are no field)
               image.code_offset + image.code_bytes):  # padding between the code and the correction block
        data = bytearray(good)
        data[at] = 1
        with pytest.raises(ArtifactError, match="not in canonical form"):
            ProgramImage.from_bytes(bytes(data))


def test_a_dropped_builder_is_freed_without_the_cyclic_collector():
    """Core and unit builders do not point back at their ProgramBuilder: a compiler's builder (with
    its hundreds of thousands of instructions) goes as soon as it is dropped."""
    import gc
    import weakref

    b = ProgramBuilder()
    q = b.core(0).queue("load", "vector")
    b.core(0).load.signal(q)
    b.core(0).vector.wait(q)
    image = b.build()
    refs = [weakref.ref(b), weakref.ref(b.core(0))]
    was = gc.isenabled()
    gc.disable()
    try:
        del b
        assert all(r() is None for r in refs)
    finally:
        if was:
            gc.enable()
    assert image.num_instructions == 2
