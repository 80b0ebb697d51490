"""The dataflow ISA: units, dtypes, opcodes, operand fields and the fixed-width binary encoding.

One table (OPCODES) drives everything: the encoder/decoder here, the text form in asm.py, the
builder's checks and the simulator's dispatch. docs/ISA.md is the prose version of this file.

Every instruction is `config.instruction_bytes` (16) bytes: byte 0 is the opcode, the operand
fields follow little-endian at fixed offsets, unused bytes are zero. Field kinds:

  reg    1 B   register r0..r7 of the issuing unit (r0 reads as 0)
  sp     3 B   scratchpad address: bits 0..20 offset (0..2 MiB-1), bits 21..23 base register
  dev    4 B   device address: bits 0..28 signed byte offset (+-256 MiB, the core window),
               bits 29..31 base register
  q      2 B   hardware queue peer: core (1 B), unit (low nibble), channel (high nibble)
  dt     1 B   dtype code (DTYPES)
  bcast  3 B   operand-b broadcast: mode (1 B: full/row/scalar) + period in sticks (u16)
  imm32  4 B   immediate: float32 for float dtypes, int32 otherwise (per the instruction's dt)
  slot   2 B   placeholder slot of `li` (0xFFFF = none)
  s64    8 B   64-bit immediate of `li` (always at byte 8: the relocated field)
  u8/u16/u32/s32, enum (1 B, named values), pad (zero bytes)
"""

from __future__ import annotations

import struct
from typing import NamedTuple

import numpy as np

INSTRUCTION_BYTES = 16
NUM_REGS = 8
SP_OFFSET_BITS = 21
DEV_OFFSET_BITS = 29
NO_SLOT = 0xFFFF
LI_IMM_OFFSET = 8  # byte offset of the relocatable 64-bit field inside an `li`
MAX_LOOP_DEPTH = 4

UNITS = ("load", "pe", "vector", "store")
UNIT_IDS = {u: i for i, u in enumerate(UNITS)}


class DType(NamedTuple):
    name: str
    code: int
    storage: np.dtype  # how the bytes are held (bf16 as uint16 bit patterns)
    itemsize: int
    is_float: bool


def _dt(name, code, storage, is_float):
    st = np.dtype(storage)
    return DType(name, code, st, st.itemsize, is_float)


DTYPES = {
    d.name: d
    for d in (
        _dt("f16", 1, np.float16, True),
        _dt("bf16", 2, np.uint16, True),
        _dt("f32", 3, np.float32, True),
        _dt("i32", 4, np.int32, False),
        _dt("i64", 5, np.int64, False),
        _dt("u8", 6, np.uint8, False),  # the bool/mask type: a vector result stores nonzero as 1
    )
}
DTYPE_BY_CODE = {d.code: d for d in DTYPES.values()}

BCAST_MODES = ("full", "row", "scalar")
AXES = ("within", "across")

# ---- vector operation tables (name -> numpy semantics live in simulator.py) ----
UNARY_OPS = (
    "exp", "log", "tanh", "erf", "rsqrt", "sqrt", "recip", "sigmoid", "sin", "cos",
    "neg", "abs", "floor", "ceil", "trunc", "round", "sign", "not", "isnan",
)
# the binary ops of the first table: their opcodes (v<op>, then v<op>i) sit in this order in the
# middle of OPCODES
_FIRST_BINARY_OPS = (
    "add", "sub", "mul", "div", "max", "min", "pow", "rem",
    "eq", "ne", "lt", "le", "gt", "ge", "and", "or", "xor",
)
# binary ops added since: their opcodes are appended after the last one (an opcode's number is its
# position, which encoded programs keep), v<op> and v<op>i each. fmod: C's fmod (exact, the
# dividend's sign; `rem` is numpy's mod, the divisor's sign, rounded where it fixes the sign up);
# copysign: a's magnitude with b's sign bit (-0.0's and NaN's too: no comparison reads it)
LATER_BINARY_OPS = ("fmod", "copysign")
BINARY_OPS = _FIRST_BINARY_OPS + LATER_BINARY_OPS
COMPARE_OPS = frozenset({"eq", "ne", "lt", "le", "gt", "ge"})
REDUCE_OPS = ("sum", "max", "min", "argmax")

FIELD_SIZES = {
    "reg": 1, "sp": 3, "dev": 4, "q": 2, "dt": 1, "bcast": 3, "imm32": 4, "slot": 2, "s64": 8,
    "u8": 1, "u16": 2, "u32": 4, "s32": 4, "enum": 1,
}


class Field(NamedTuple):
    name: str
    kind: str
    offset: int
    size: int
    keyword: bool  # printed as name=value in the text form
    values: tuple = ()  # named values of an enum field


class Opcode(NamedTuple):
    name: str
    code: int
    units: frozenset  # units whose programs may contain it
    fields: tuple  # of Field, in text order
    group: str  # control / load / store / pe / unary / binary / binimm / ...
    sub: str = ""  # vector sub-operation (exp, add, sum, ...)


def _layout(spec):
    """spec: list of (name, kind, keyword[, values]) or ("@", offset) to jump. Returns Fields."""
    out, off = [], 1
    for item in spec:
        if item[0] == "@":
            off = item[1]
            continue
        name, kind, kw, *vals = item
        size = FIELD_SIZES[kind]
        out.append(Field(name, kind, off, size, kw, tuple(vals[0]) if vals else ()))
        off += size
    if off > INSTRUCTION_BYTES:
        raise AssertionError(f"opcode layout {spec} needs {off} bytes")
    return tuple(out)


ALL_UNITS = frozenset(UNITS)
OPCODES: dict[str, Opcode] = {}


def _add(name, units, spec, group, sub=""):
    code = len(OPCODES) + 1
    OPCODES[name] = Opcode(name, code, frozenset(units), _layout(spec), group, sub)


# control: every unit
_add("nop", ALL_UNITS, [], "control")
_add("li", ALL_UNITS, [("rd", "reg", False), ("slot", "slot", False), ("@", LI_IMM_OFFSET), ("imm", "s64", False)],
     "control")
_add("addi", ALL_UNITS, [("rd", "reg", False), ("rs", "reg", False), ("imm", "s32", False)], "control")
_add("loop", ALL_UNITS, [("count", "u32", True)], "control")
_add("endloop", ALL_UNITS, [], "control")
_add("wait", ALL_UNITS, [("q", "q", False)], "control")
_add("signal", ALL_UNITS, [("q", "q", False)], "control")
_add("barrier", ALL_UNITS, [], "control")
# data movement
_BLOCK = [("sticks", "u16", True), ("rows", "u16", True), ("stride", "u32", True)]
_add("ld", {"load"}, [("dst", "sp", False), ("src", "dev", False), *_BLOCK], "load")
_add("ring", {"load"}, [("core", "u8", True), ("dst", "sp", False), ("src", "sp", False), ("sticks", "u16", True)],
     "ring")
_add("st", {"store"}, [("dst", "dev", False), ("src", "sp", False), *_BLOCK], "store")
# PE array
_add("mm", {"pe"}, [("dt", "dt", False), ("c", "sp", False), ("a", "sp", False), ("b", "sp", False),
                    ("m", "u16", True), ("k", "u8", True), ("n", "u8", True), ("acc", "u8", True)], "pe")
# vector / SFU
for _op in UNARY_OPS:
    _add("v" + _op, {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("a", "sp", False), ("n", "u16", True)],
         "unary", _op)


def _add_binary(op):
    _add("v" + op, {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("a", "sp", False), ("b", "sp", False),
                                ("n", "u16", True), ("b_mode", "bcast", True)], "binary", op)


def _add_binary_imm(op):
    _add("v" + op + "i", {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("a", "sp", False),
                                      ("imm", "imm32", False), ("n", "u16", True)], "binimm", op)


for _op in _FIRST_BINARY_OPS:
    _add_binary(_op)
for _op in _FIRST_BINARY_OPS:
    _add_binary_imm(_op)
for _op in REDUCE_OPS:
    _add("vr" + _op, {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("a", "sp", False), ("n", "u16", True),
                                  ("g", "u16", True), ("axis", "enum", True, AXES), ("to", "dt", True),
                                  ("acc", "u8", True)], "reduce", _op)
_add("vsel", {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("mask", "sp", False), ("a", "sp", False),
                          ("b", "sp", False), ("n", "u16", True)], "select")
_add("vcast", {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("a", "sp", False), ("n", "u16", True),
                           ("to", "dt", True)], "cast")
_add("vbcast", {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("a", "sp", False), ("n", "u16", True),
                            ("a_mode", "bcast", True)], "bcast")
_add("vfill", {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("imm", "imm32", False), ("n", "u16", True)],
     "fill")
_add("viota", {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("start", "s32", True), ("n", "u16", True)],
     "iota")

# Opcode numbers are their position in this table: append new opcodes here, never insert above
# (encoded programs in artifacts depend on the numbers).
# register forms: a count or stride that is only known at launch (a symbolic dimension) arrives
# through a slot into a register (li rD, @slotS+0) and drives these
_add("add", ALL_UNITS, [("rd", "reg", False), ("rs", "reg", False), ("rt", "reg", False)], "control")
_add("muli", ALL_UNITS, [("rd", "reg", False), ("rs", "reg", False), ("imm", "s32", False)], "control")
_add("loopr", ALL_UNITS, [("rs", "reg", False)], "control")
# PE array, B given transposed (sticked on K, like A): C = A @ B^T. Linear layers (x @ W^T) and
# attention scores (q @ k^T) have both operands sticked on the contraction dim.
_add("mmt", {"pe"}, [("dt", "dt", False), ("c", "sp", False), ("a", "sp", False), ("b", "sp", False),
                     ("m", "u16", True), ("k", "u8", True), ("n", "u8", True), ("acc", "u8", True)], "pe")
# indirect load (embedding / index_select rows): row r (one stick) comes from device
# src + (idx[r] * scale + r * stride) * 128 bytes, idx = i64 values in the scratchpad
_add("gather", {"load"}, [("dst", "sp", False), ("src", "dev", False), ("idx", "sp", False),
                          ("rows", "u8", True), ("scale", "u16", True), ("stride", "u16", True)], "gather")
# element gather (torch.gather, an embedding read along the table's stick dim): N sticks of DT;
# element j comes from device src + off[j] * itemsize, off = N*E i64 element offsets in the
# scratchpad; a negative offset is a masked lane (reads nothing, writes 0: the padding of a row)
_add("gathere", {"load"}, [("dt", "dt", False), ("dst", "sp", False), ("src", "dev", False), ("off", "sp", False),
                           ("n", "u16", True)], "gathere")
# tile transpose on the vector unit (restickify: move a tensor's stick dim to another dim): a holds
# `rows` x `cols` elements of DT row-major, d gets its transpose, `cols` x `rows` row-major; both
# counts are multiples of the elements per stick (whole sticks on both sides)
_add("vtrans", {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("a", "sp", False), ("rows", "u16", True),
                            ("cols", "u16", True)], "transpose")

# store-unit scatter (index_copy_, index_put / x[i] = v on whole rows): the mirror of `gather`. Row r
# (one stick at src + r*128) goes to device dst + (idx[r] * scale + r * stride) * 128 bytes, rows in
# order (a later row to the same address overwrites an earlier one); every row must lie inside the
# allowed range that holds dst (the tensor scattered into), checked before anything is written
_add("scatter", {"store"}, [("dst", "dev", False), ("src", "sp", False), ("idx", "sp", False),
                            ("rows", "u8", True), ("scale", "u16", True), ("stride", "u16", True)], "scatter")
# element scatter (scatter / scatter_add, index_put / index_add along the stick dim, any accumulation):
# element j of N sticks of DT goes to device dst + off[j] * itemsize, off = N*E i64 element offsets in
# the scratchpad; a negative offset is a masked lane (writes nothing). acc=0: a later lane overwrites
# an earlier one; acc=1: each element gets its old value plus its lanes, added in lane order in fp32
# (floats) / i64 (ints) and rounded once
_add("scattere", {"store"}, [("dt", "dt", False), ("dst", "dev", False), ("src", "sp", False), ("off", "sp", False),
                             ("n", "u16", True), ("acc", "u8", True)], "scattere")

# compare against a register (a bound known only at launch: the valid length of a symbolic dim
# along the stick dim, li rS, @slot): d[j] = a[j] < rS + imm as a u8 mask, a = N sticks of i32
# (a lane iota); the comparison is exact in 64 bits. How a tail mask is built at run time.
_add("vltr", {"vector"}, [("dt", "dt", False), ("dst", "sp", False), ("a", "sp", False), ("rs", "reg", False),
                          ("imm", "s32", True), ("n", "u16", True)], "cmpr", "lt")

# register forms of ld and ring (a count known only at launch: the rows of a symbolic length,
# the zero rows after them): ld with rows = rS; ring with sticks = rS (0..65535, else a fault)
_add("ldr", {"load"}, [("dst", "sp", False), ("src", "dev", False), ("sticks", "u16", True), ("rs", "reg", False),
                       ("stride", "u32", True)], "loadr")
_add("ringr", {"load"}, [("core", "u8", True), ("dst", "sp", False), ("src", "sp", False), ("rs", "reg", False)],
     "ringr")

# binary ops added after the first table (LATER_BINARY_OPS): the operand form, then the immediate form
for _op in LATER_BINARY_OPS:
    _add_binary(_op)
    _add_binary_imm(_op)

OPCODE_BY_CODE = {o.code: o for o in OPCODES.values()}


class Instruction(NamedTuple):
    """One decoded instruction: opcode name and its field values in OPCODES[name].fields order.

    Value per field kind: reg/u*/s* -> int; sp, dev -> (reg, offset); q -> (core, unit name, channel);
    dt -> dtype name; bcast -> (mode name, period); enum -> value name; slot -> int or None;
    imm32 -> float (float dtypes, float32-exact) or int.
    """

    op: str
    args: tuple

    def arg(self, name):
        for f, v in zip(OPCODES[self.op].fields, self.args):
            if f.name == name:
                return v
        raise KeyError(f"{self.op} has no field {name!r}")


class EncodingError(ValueError):
    """An instruction whose fields do not fit the encoding; the text names the field."""


def _dtype_of(ins_fields, values):
    for f, v in zip(ins_fields, values):
        if f.kind == "dt" and f.name == "dt":
            return DTYPES.get(v)
    return None


def _int_field(op, f, v, lo, hi):
    if not isinstance(v, (int, np.integer)) or isinstance(v, bool) or not lo <= v <= hi:
        raise EncodingError(f"{op}: field {f.name!r} expects an integer in [{lo}, {hi}], got {v!r}")
    return int(v)


def _encode_field(op, f, v, dt):
    k = f.kind
    if k == "reg":
        return _int_field(op, f, v, 0, NUM_REGS - 1).to_bytes(1, "little")
    if k in ("sp", "dev"):
        if not (isinstance(v, tuple) and len(v) == 2):
            raise EncodingError(f"{op}: field {f.name!r} expects (register, offset), got {v!r}")
        reg = _int_field(op, f, v[0], 0, NUM_REGS - 1)
        if k == "sp":
            off = _int_field(op, f, v[1], 0, (1 << SP_OFFSET_BITS) - 1)
            return (off | reg << SP_OFFSET_BITS).to_bytes(3, "little")
        half = 1 << (DEV_OFFSET_BITS - 1)
        off = _int_field(op, f, v[1], -half, half - 1)
        return ((off & ((1 << DEV_OFFSET_BITS) - 1)) | reg << DEV_OFFSET_BITS).to_bytes(4, "little")
    if k == "q":
        if not (isinstance(v, tuple) and len(v) == 3 and v[1] in UNIT_IDS):
            raise EncodingError(f"{op}: field {f.name!r} expects (core, unit, channel), got {v!r}")
        core = _int_field(op, f, v[0], 0, 255)
        ch = _int_field(op, f, v[2], 0, 15)
        return bytes([core, UNIT_IDS[v[1]] | ch << 4])
    if k == "dt":
        if v not in DTYPES:
            raise EncodingError(f"{op}: field {f.name!r} expects a dtype in {sorted(DTYPES)}, got {v!r}")
        return bytes([DTYPES[v].code])
    if k == "bcast":
        if not (isinstance(v, tuple) and len(v) == 2 and v[0] in BCAST_MODES):
            raise EncodingError(f"{op}: field {f.name!r} expects (mode in {BCAST_MODES}, period), got {v!r}")
        lo = 0 if v[0] == "full" else 1
        hi = 0 if v[0] == "full" else 0xFFFF
        return bytes([BCAST_MODES.index(v[0])]) + _int_field(op, f, v[1], lo, hi).to_bytes(2, "little")
    if k == "enum":
        if v not in f.values:
            raise EncodingError(f"{op}: field {f.name!r} expects one of {f.values}, got {v!r}")
        return bytes([f.values.index(v)])
    if k == "slot":
        if v is None:
            return NO_SLOT.to_bytes(2, "little")
        return _int_field(op, f, v, 0, NO_SLOT - 1).to_bytes(2, "little")
    if k == "imm32":
        if dt is not None and dt.is_float:
            if not isinstance(v, (int, float, np.floating, np.integer)) or isinstance(v, bool):
                raise EncodingError(f"{op}: field {f.name!r} expects a number, got {v!r}")
            return struct.pack("<f", float(v))
        return _int_field(op, f, v, -(1 << 31), (1 << 31) - 1).to_bytes(4, "little", signed=True)
    signed = k[0] == "s"
    bits = f.size * 8
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return _int_field(op, f, v, lo, hi).to_bytes(f.size, "little", signed=signed)


def _encode_reference(ins: Instruction) -> bytes:
    """The encoder as the table states it, field by field; `encode` takes this path whenever its fast
    path meets anything but plain in-range values (and so raises exactly these errors)."""
    spec = OPCODES.get(ins.op)
    if spec is None:
        raise EncodingError(f"unknown opcode {ins.op!r}")
    if len(ins.args) != len(spec.fields):
        raise EncodingError(f"{ins.op}: expects {len(spec.fields)} fields "
                            f"({', '.join(f.name for f in spec.fields)}), got {len(ins.args)}")
    dt = _dtype_of(spec.fields, ins.args)
    out = bytearray(INSTRUCTION_BYTES)
    out[0] = spec.code
    for f, v in zip(spec.fields, ins.args):
        out[f.offset:f.offset + f.size] = _encode_field(ins.op, f, v, dt)
    return bytes(out)


def _decode_field(f, raw: bytes, dt):
    k = f.kind
    if k == "sp":
        v = int.from_bytes(raw, "little")
        return (v >> SP_OFFSET_BITS, v & ((1 << SP_OFFSET_BITS) - 1))
    if k == "dev":
        v = int.from_bytes(raw, "little")
        off = v & ((1 << DEV_OFFSET_BITS) - 1)
        return (v >> DEV_OFFSET_BITS, off - (1 << DEV_OFFSET_BITS) if off >> (DEV_OFFSET_BITS - 1) else off)
    if k == "q":
        unit = raw[1] & 15
        if unit >= len(UNITS):
            raise EncodingError(f"field {f.name!r}: unit id {unit} is not one of {UNITS}")
        return (raw[0], UNITS[unit], raw[1] >> 4)
    if k == "dt":
        d = DTYPE_BY_CODE.get(raw[0])
        if d is None:
            raise EncodingError(f"field {f.name!r}: unknown dtype code {raw[0]}")
        return d.name
    if k == "bcast":
        if raw[0] >= len(BCAST_MODES):
            raise EncodingError(f"field {f.name!r}: unknown broadcast mode {raw[0]}")
        return (BCAST_MODES[raw[0]], int.from_bytes(raw[1:], "little"))
    if k == "enum":
        if raw[0] >= len(f.values):
            raise EncodingError(f"field {f.name!r}: value {raw[0]} is not one of {f.values}")
        return f.values[raw[0]]
    if k == "slot":
        v = int.from_bytes(raw, "little")
        return None if v == NO_SLOT else v
    if k == "imm32":
        if dt is not None and dt.is_float:
            return struct.unpack("<f", raw)[0]
        return int.from_bytes(raw, "little", signed=True)
    if k == "reg":
        if raw[0] >= NUM_REGS:
            raise EncodingError(f"field {f.name!r}: register r{raw[0]} does not exist (r0..r{NUM_REGS - 1})")
        return raw[0]
    return int.from_bytes(raw, "little", signed=k[0] == "s")


def _decode_reference(raw: bytes) -> Instruction:
    """The decoder as the table states it; `decode` falls back to it for anything its fast path does
    not take (and so raises exactly these errors)."""
    if len(raw) != INSTRUCTION_BYTES:
        raise EncodingError(f"an instruction is {INSTRUCTION_BYTES} bytes, got {len(raw)}")
    spec = OPCODE_BY_CODE.get(raw[0])
    if spec is None:
        raise EncodingError(f"unknown opcode byte {raw[0]:#04x}")
    dt = None
    for f in spec.fields:
        if f.kind == "dt" and f.name == "dt":
            dt = DTYPES[_decode_field(f, raw[f.offset:f.offset + 1], None)]
    try:
        args = tuple(_decode_field(f, raw[f.offset:f.offset + f.size], dt) for f in spec.fields)
    except EncodingError as e:
        raise EncodingError(f"{spec.name}: {e}") from None
    return Instruction(spec.name, args)


# ---- fast paths -------------------------------------------------------------------------------
# A compiler emits hundreds of thousands of instructions per large kernel, and each is encoded (to
# check it, then into the image) and decoded again wherever its bytes are read. The per-opcode
# plans below do the common case -- plain Python ints / strs / tuples within range -- on one integer
# word; anything else (numpy scalars, bools, out-of-range values, unknown codes) goes through the
# reference functions above, so results and error messages are theirs exactly.

_F32 = struct.Struct("<f")
_SP_LIMIT = 1 << SP_OFFSET_BITS
_SP_MASK = _SP_LIMIT - 1
_DEV_HALF = 1 << (DEV_OFFSET_BITS - 1)
_DEV_MASK = (1 << DEV_OFFSET_BITS) - 1
_DT_CODE = {n: d.code for n, d in DTYPES.items()}
_DT_FLOAT = {n: d.is_float for n, d in DTYPES.items()}
_DT_NAME = {d.code: d.name for d in DTYPES.values()}
_FIELD_NAMES = {o.name: tuple(f.name for f in o.fields) for o in OPCODES.values()}


def _field_encoder(f):
    """fn(value, is_float_dtype) -> the field's bits shifted into place, or None (not the fast case)."""
    sh, k = 8 * f.offset, f.kind
    if k == "reg":
        def fn(v, fl):
            if type(v) is int and 0 <= v < NUM_REGS:
                return v << sh
    elif k == "sp":
        def fn(v, fl):
            if type(v) is tuple and len(v) == 2:
                r, o = v
                if type(r) is int and type(o) is int and 0 <= r < NUM_REGS and 0 <= o < _SP_LIMIT:
                    return (o | r << SP_OFFSET_BITS) << sh
    elif k == "dev":
        def fn(v, fl):
            if type(v) is tuple and len(v) == 2:
                r, o = v
                if type(r) is int and type(o) is int and 0 <= r < NUM_REGS and -_DEV_HALF <= o < _DEV_HALF:
                    return ((o & _DEV_MASK) | r << DEV_OFFSET_BITS) << sh
    elif k == "q":
        def fn(v, fl):
            if type(v) is tuple and len(v) == 3:
                c, u, ch = v
                uid = UNIT_IDS.get(u) if type(u) is str else None
                if uid is not None and type(c) is int and type(ch) is int and 0 <= c <= 255 and 0 <= ch <= 15:
                    return (c | (uid | ch << 4) << 8) << sh
    elif k == "dt":
        def fn(v, fl):
            code = _DT_CODE.get(v) if type(v) is str else None
            if code is not None:
                return code << sh
    elif k == "bcast":
        def fn(v, fl):
            if type(v) is tuple and len(v) == 2 and type(v[1]) is int:
                m, p = v
                if m == "full":
                    if p == 0:
                        return 0
                elif (m == "row" or m == "scalar") and 1 <= p <= 0xFFFF:
                    return ((1 if m == "row" else 2) | p << 8) << sh
    elif k == "enum":
        index = {val: i for i, val in enumerate(f.values)}

        def fn(v, fl):
            i = index.get(v) if type(v) is str else None
            if i is not None:
                return i << sh
    elif k == "slot":
        def fn(v, fl):
            if v is None:
                return NO_SLOT << sh
            if type(v) is int and 0 <= v < NO_SLOT:
                return v << sh
    elif k == "imm32":
        def fn(v, fl):
            t = type(v)
            if fl:
                if t is float or t is int:
                    try:
                        return int.from_bytes(_F32.pack(v), "little") << sh
                    except OverflowError:
                        return None
            elif t is int and -(1 << 31) <= v < (1 << 31):
                return (v & 0xFFFFFFFF) << sh
    else:  # u8 / u16 / u32 / s32 / s64
        bits = f.size * 8
        lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if k[0] == "s" else (0, (1 << bits) - 1)
        mask = (1 << bits) - 1

        def fn(v, fl):
            if type(v) is int and lo <= v <= hi:
                return (v & mask) << sh
    return fn


def _field_decoder(f):
    """fn(word, is_float_dtype) -> the field's value from the instruction's 128-bit word, or a
    _BAD marker (a value the reference decoder refuses: it names the error)."""
    sh, k = 8 * f.offset, f.kind
    mask = (1 << (8 * f.size)) - 1
    if k == "reg":
        def fn(w, fl):
            v = w >> sh & 0xFF
            return v if v < NUM_REGS else _BAD
    elif k == "sp":
        def fn(w, fl):
            v = w >> sh & 0xFFFFFF
            return (v >> SP_OFFSET_BITS, v & _SP_MASK)
    elif k == "dev":
        def fn(w, fl):
            v = w >> sh & 0xFFFFFFFF
            off = v & _DEV_MASK
            return (v >> DEV_OFFSET_BITS, off - (1 << DEV_OFFSET_BITS) if off >> (DEV_OFFSET_BITS - 1) else off)
    elif k == "q":
        def fn(w, fl):
            b = w >> (sh + 8) & 0xFF
            u = b & 15
            return (w >> sh & 0xFF, UNITS[u], b >> 4) if u < len(UNITS) else _BAD
    elif k == "dt":
        def fn(w, fl):
            return _DT_NAME.get(w >> sh & 0xFF, _BAD)
    elif k == "bcast":
        def fn(w, fl):
            m = w >> sh & 0xFF
            return (BCAST_MODES[m], w >> (sh + 8) & 0xFFFF) if m < len(BCAST_MODES) else _BAD
    elif k == "enum":
        values = f.values

        def fn(w, fl):
            i = w >> sh & 0xFF
            return values[i] if i < len(values) else _BAD
    elif k == "slot":
        def fn(w, fl):
            v = w >> sh & 0xFFFF
            return None if v == NO_SLOT else v
    elif k == "imm32":
        def fn(w, fl):
            v = w >> sh & 0xFFFFFFFF
            if fl:
                return _F32.unpack(v.to_bytes(4, "little"))[0]
            return v - (1 << 32) if v >> 31 else v
    elif k[0] == "s":
        top = 1 << (8 * f.size - 1)

        def fn(w, fl):
            v = w >> sh & mask
            return v - (top << 1) if v & top else v
    else:
        def fn(w, fl):
            return w >> sh & mask
    return fn


_BAD = object()
_ENCODE_PLANS = {}  # opcode name -> (code, field count, index of the dt field or None, field encoders)
_DECODE_PLANS = {}  # opcode byte -> (name, byte offset of the dt field or None, field decoders)
for _o in OPCODES.values():
    _dti = next((i for i, f in enumerate(_o.fields) if f.kind == "dt" and f.name == "dt"), None)
    _ENCODE_PLANS[_o.name] = (_o.code, len(_o.fields), _dti, tuple(_field_encoder(f) for f in _o.fields))
    _DECODE_PLANS[_o.code] = (_o.name, None if _dti is None else 8 * _o.fields[_dti].offset,
                              tuple(_field_decoder(f) for f in _o.fields))
del _o, _dti


def encode(ins: Instruction) -> bytes:
    """Instruction -> its 16 bytes. Raises EncodingError naming the field that does not fit."""
    plan = _ENCODE_PLANS.get(ins.op)
    if plan is not None:
        code, n, dti, fns = plan
        args = ins.args
        if len(args) == n:
            fl = False
            if dti is not None:
                d = args[dti]
                fl = type(d) is str and _DT_FLOAT.get(d, False)
            word = code
            for fn, v in zip(fns, args):
                bits = fn(v, fl)
                if bits is None:
                    break
                word |= bits
            else:
                return word.to_bytes(INSTRUCTION_BYTES, "little")
    return _encode_reference(ins)


def decode(raw: bytes) -> Instruction:
    """16 bytes -> Instruction. Raises EncodingError for an unknown opcode or a malformed field."""
    if len(raw) == INSTRUCTION_BYTES:
        plan = _DECODE_PLANS.get(raw[0])
        if plan is not None:
            name, dt_shift, fns = plan
            w = int.from_bytes(raw, "little")
            fl = dt_shift is not None and _DT_FLOAT.get(_DT_NAME.get(w >> dt_shift & 0xFF), False)
            args = tuple([fn(w, fl) for fn in fns])
            if _BAD not in args:
                return Instruction(name, args)
    return _decode_reference(raw)


def make(op: str, **fields) -> Instruction:
    """Build an Instruction from keyword fields (missing/unknown names are an EncodingError)."""
    names = _FIELD_NAMES.get(op)
    if names is not None and len(fields) == len(names):
        try:
            return Instruction(op, tuple([fields[n] for n in names]))
        except KeyError:
            pass  # a name that is not a field: the message below names it
    spec = OPCODES.get(op)
    if spec is None:
        raise EncodingError(f"unknown opcode {op!r}")
    names = [f.name for f in spec.fields]
    unknown = set(fields) - set(names)
    missing = [n for n in names if n not in fields]
    if unknown or missing:
        raise EncodingError(f"{op}: fields are {names}; unknown {sorted(unknown)}, missing {missing}")
    return Instruction(op, tuple(fields[n] for n in names))


def describe() -> str:
    """The opcode table as text (docs/ISA.md carries a copy; tests keep the two equal)."""
    lines = ["code  mnemonic    units               fields (name:kind@byte offset)"]
    for o in OPCODES.values():
        units = ",".join(u for u in UNITS if u in o.units) if o.units != ALL_UNITS else "all"
        fields = " ".join(f"{f.name}:{f.kind}@{f.offset}" for f in o.fields)
        lines.append(f"{o.code:4d}  {o.name:10s}  {units:18s}  {fields}".rstrip())
    return "\n".join(lines)
