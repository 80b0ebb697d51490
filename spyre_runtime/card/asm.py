"""Canonical text form <-> Instruction / ProgramImage (assembler and disassembler).

The syntax is in docs/ISA.md. One formatter and one parser per field kind, driven by the
OPCODES table; text -> binary -> text is exact for canonical text.
"""

from __future__ import annotations

import re

import numpy as np

from .image import ProgramImage
from .isa import BCAST_MODES, DTYPES, INSTRUCTION_BYTES, NUM_REGS, OPCODES, UNITS, EncodingError, Instruction, encode

HEADER_LINE = "; spyre program image"


class AsmError(EncodingError):
    """Text that does not assemble; names the line and the field."""


def _hex(v: int) -> str:
    return f"-{-v:#x}" if v < 0 else f"{v:#x}"


def _addr(space, reg, off):
    if reg == 0:
        return f"{space}[{_hex(off)}]"
    return f"{space}[r{reg}{'-' if off < 0 else '+'}{abs(off):#x}]"


def _format_field(f, v, dt):
    k = f.kind
    if k == "reg":
        return f"r{v}"
    if k in ("sp", "dev"):
        return _addr(k, *v)
    if k == "q":
        return f"c{v[0]}.{v[1]}.{v[2]}"
    if k == "bcast":
        return v[0] if v[0] == "full" else f"{v[0]}:{v[1]}"
    if k == "imm32":
        return str(np.float32(v)) if DTYPES[dt].is_float else str(v)
    return str(v)


def _field_formatter(f):
    """fn(value, dtype name) -> text: _format_field for one field, its kind resolved once."""
    k = f.kind
    if k == "reg":
        return lambda v, dt: f"r{v}"
    if k in ("sp", "dev"):
        def addr(v, dt):
            reg, off = v
            if reg == 0:
                return f"{k}[-{-off:#x}]" if off < 0 else f"{k}[{off:#x}]"
            return f"{k}[r{reg}-{-off:#x}]" if off < 0 else f"{k}[r{reg}+{off:#x}]"
        return addr
    if k in ("q", "bcast", "imm32"):
        return lambda v, dt: _format_field(f, v, dt)
    return lambda v, dt: str(v)


# per opcode: (index of its `dt` field or None, head without dtype, [(field index, formatter, "name=" or "")])
_FORMAT_PLANS = {
    o.name: (next((i for i, f in enumerate(o.fields) if f.name == "dt"), None),
             [(i, _field_formatter(f), f"{f.name}=" if f.keyword else "") for i, f in enumerate(o.fields)
              if f.name != "dt"])
    for o in OPCODES.values()}


def format_instruction(ins: Instruction) -> str:
    op, args = ins.op, ins.args
    plan = _FORMAT_PLANS.get(op)
    if plan is not None and op != "li" and len(args) == len(OPCODES[op].fields):
        dti, fields = plan
        dt = None if dti is None else args[dti]
        try:
            text = ", ".join([prefix + fn(args[i], dt) for i, fn, prefix in fields])
        except Exception:  # not a well-formed instruction: the reference says what is wrong
            return _format_reference(ins)
        head = op if dt is None else f"{op}.{dt}"
        return f"{head} {text}" if text else head
    return _format_reference(ins)


def _format_reference(ins: Instruction) -> str:
    spec = OPCODES[ins.op]
    vals = dict(zip((f.name for f in spec.fields), ins.args))
    if ins.op == "li":
        slot, imm = vals["slot"], vals["imm"]
        src = _hex(imm) if slot is None else f"@slot{slot}{'-' if imm < 0 else '+'}{abs(imm):#x}"
        return f"li r{vals['rd']}, {src}"
    dt = vals.get("dt")
    parts = []
    for f, v in zip(spec.fields, ins.args):
        if f.name == "dt":
            continue
        text = _format_field(f, v, dt)
        parts.append(f"{f.name}={text}" if f.keyword else text)
    head = ins.op + (f".{dt}" if dt is not None else "")
    return head + (" " + ", ".join(parts) if parts else "")


_INT = r"[+-]?(?:0[xX][0-9a-fA-F]+|\d+)"
_ADDR = re.compile(rf"^(sp|dev)\[(?:r(\d)(?=[+-]))?({_INT})\]$")
_LI = re.compile(rf"^@slot(\d+)({_INT})$")
_Q = re.compile(r"^c(\d+)\.(\w+)\.(\d+)$")


def _int(text, what):
    if not re.fullmatch(_INT, text):
        raise AsmError(f"{what}: expected an integer, got {text!r}")
    return int(text, 0)


def _parse_field(f, text, dt):
    what = f"field {f.name!r}"
    k = f.kind
    if k == "reg":
        m = re.fullmatch(r"r(\d)", text)
        if not m or int(m.group(1)) >= NUM_REGS:
            raise AsmError(f"{what}: expected a register r0..r{NUM_REGS - 1}, got {text!r}")
        return int(m.group(1))
    if k in ("sp", "dev"):
        m = _ADDR.match(text)
        if not m or m.group(1) != k:
            raise AsmError(f"{what}: expected {k}[rN+0xOFF] or {k}[0xOFF], got {text!r}")
        return (int(m.group(2) or 0), int(m.group(3), 0))
    if k == "q":
        m = _Q.match(text)
        if not m or m.group(2) not in UNITS:
            raise AsmError(f"{what}: expected a queue peer c<core>.<unit>.<channel> (unit in {UNITS}), got {text!r}")
        return (int(m.group(1)), m.group(2), int(m.group(3)))
    if k == "dt":
        if text not in DTYPES:
            raise AsmError(f"{what}: expected a dtype in {sorted(DTYPES)}, got {text!r}")
        return text
    if k == "bcast":
        mode, _, p = text.partition(":")
        if mode not in BCAST_MODES or (mode == "full") != (p == ""):
            raise AsmError(f"{what}: expected full, row:P or scalar:P, got {text!r}")
        return (mode, _int(p, what) if p else 0)
    if k == "enum":
        if text not in f.values:
            raise AsmError(f"{what}: expected one of {f.values}, got {text!r}")
        return text
    if k == "imm32" and dt is not None and DTYPES[dt].is_float:
        try:
            return float(np.float32(text))
        except ValueError:
            raise AsmError(f"{what}: expected a float, got {text!r}") from None
    return _int(text, what)


def parse_instruction(line: str) -> Instruction:
    """One line of canonical text -> Instruction (AsmError names the field that is wrong)."""
    text = line.split(";", 1)[0].strip()
    head, _, rest = text.partition(" ")
    op, _, dt = head.partition(".")
    spec = OPCODES.get(op)
    if spec is None:
        raise AsmError(f"unknown mnemonic {op!r}")
    tokens = [t.strip() for t in rest.split(",")] if rest.strip() else []
    if op == "li":
        if len(tokens) != 2:
            raise AsmError(f"li: expected 'li rD, <imm>' or 'li rD, @slotS+0xADDEND', got {text!r}")
        rd = _parse_field(spec.fields[0], tokens[0], None)
        m = _LI.match(tokens[1])
        if m:
            return _checked(Instruction("li", (rd, int(m.group(1)), int(m.group(2), 0))))
        return _checked(Instruction("li", (rd, None, _int(tokens[1], "field 'imm'"))))
    fields = [f for f in spec.fields if f.name != "dt"]
    has_dt = len(fields) != len(spec.fields)
    if has_dt != bool(dt):
        raise AsmError(f"{op}: " + (f"needs a dtype suffix ({op}.f16, ...)" if has_dt else "takes no dtype suffix"))
    if has_dt and dt not in DTYPES:
        raise AsmError(f"{op}: unknown dtype suffix {dt!r} (have {sorted(DTYPES)})")
    if len(tokens) != len(fields):
        raise AsmError(f"{op}: expected {len(fields)} operands ({', '.join(f.name for f in fields)}), "
                       f"got {len(tokens)}: {text!r}")
    vals = {"dt": dt} if has_dt else {}
    for f, tok in zip(fields, tokens):
        if f.keyword:
            name, eq, tok = tok.partition("=")
            if name != f.name or not eq:
                raise AsmError(f"{op}: expected '{f.name}=...', got {name + eq + tok!r}")
        vals[f.name] = _parse_field(f, tok, dt)
    return _checked(Instruction(op, tuple(vals[f.name] for f in spec.fields)))


def _checked(ins: Instruction) -> Instruction:
    try:
        encode(ins)  # range checks live in one place: the encoder
    except EncodingError as e:
        raise AsmError(str(e)) from None
    return ins


def disassemble(image: ProgramImage | bytes) -> str:
    """The canonical text of an image (or of image bytes)."""
    if not isinstance(image, ProgramImage):
        image = ProgramImage.from_bytes(image)
    lines = [HEADER_LINE, f".slots {image.num_slots}"]
    data = image._bytes  # the encoded image, when it was built already (never encoded just for this)
    for e, ((core, unit), instrs) in zip(image.entries, image.programs.items()):
        lines.append(f".program core={core} unit={unit}")
        if data is None or e.count != len(instrs):
            lines.extend("    " + format_instruction(i) for i in instrs)
            continue
        at = e.offset
        for ins in instrs:
            raw = data[at:at + INSTRUCTION_BYTES]
            at += INSTRUCTION_BYTES
            line = _LINES.get(raw)
            if line is None:
                line = "    " + format_instruction(ins)
                if ins.op not in _IMM32_OPS:
                    if len(_LINES) >= _LINES_MAX:
                        _LINES.clear()
                    _LINES[raw] = line
            lines.append(line)
    return "\n".join(lines) + "\n"


# Disassembled lines by the instruction's 16 bytes: the same instruction recurs on every core. Only
# for opcodes without a float immediate, whose text is a function of their bytes alone whatever
# Python types the fields were given in. Bounded; cleared when full.
_LINES: dict = {}
_LINES_MAX = 1 << 16
_IMM32_OPS = frozenset(o.name for o in OPCODES.values() if any(f.kind == "imm32" for f in o.fields))


def assemble(text: str) -> ProgramImage:
    """Canonical text -> ProgramImage. AsmError names the line number and what is wrong."""
    programs, current, slots = {}, None, None
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.split(";", 1)[0].strip()
        if not line:
            continue
        try:
            if line.startswith(".slots"):
                slots = _int(line[len(".slots"):].strip(), ".slots")
            elif line.startswith(".program"):
                m = re.fullmatch(r"\.program core=(\d+) unit=(\w+)", line)
                if not m or m.group(2) not in UNITS:
                    raise AsmError(f"expected '.program core=<n> unit=<{'|'.join(UNITS)}>', got {line!r}")
                current = (int(m.group(1)), m.group(2))
                if current in programs:
                    raise AsmError(f"program core={current[0]} unit={current[1]} appears twice")
                programs[current] = []
            else:
                if current is None:
                    raise AsmError("instruction before any '.program' line")
                ins = parse_instruction(line)
                if current[1] not in OPCODES[ins.op].units:
                    raise AsmError(f"{ins.op} cannot run on the {current[1]} unit")
                programs[current].append(ins)
        except EncodingError as e:
            raise AsmError(f"line {no}: {e}") from None
    if slots is None:
        raise AsmError("missing '.slots N' line")
    try:
        image = ProgramImage(programs, slots)
        image.to_bytes()  # checks every field fits its encoding
    except (EncodingError, ValueError) as e:
        raise AsmError(str(e)) from None
    return image
