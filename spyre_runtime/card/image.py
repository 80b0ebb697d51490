"""ProgramImage: what sits in a kernel's program allocation in device memory.

Layout (all integers little-endian; offsets are image-relative bytes):

  0                  header (64 B): magic "SPYREPRG", version u16, instruction_bytes u16,
                     num_programs, num_relocations, num_slots, program_table_offset,
                     relocation_table_offset, code_offset, code_bytes, correction_offset,
                     total_bytes (u32 each), zero padding
  64                 program table: num_programs x 16 B = core u8, unit u8, 0 u16,
                     code offset u32, instruction count u32, 0 u32   (sorted by core, unit)
  ...                relocation table: num_relocations x 16 B = field offset u32, slot u32, addend s64
  code_offset        the programs' instructions, back to back, in program-table order
  correction_offset  correction block: num_slots x u64 (128-byte aligned); total_bytes ends it

A relocated field is the 64-bit immediate of an `li` (instruction offset + 8). In the image it
holds the addend; at launch the runtime writes one resolved value per slot into the correction
block and the compute prologue sets each field to correction[slot] + addend.
"""

from __future__ import annotations

import struct
from typing import NamedTuple

import numpy as np

from ..errors import ArtifactError
from .isa import INSTRUCTION_BYTES, LI_IMM_OFFSET, OPCODES, UNIT_IDS, UNITS, EncodingError, Instruction, decode, encode

MAGIC = b"SPYREPRG"
VERSION = 1
HEADER = struct.Struct("<8sHHIIIIIIIII")
HEADER_BYTES = 64
ENTRY = struct.Struct("<BBHIII")
RELOC = struct.Struct("<IIq")
CORRECTION_ALIGN = 128


class ProgramEntry(NamedTuple):
    core: int
    unit: str
    offset: int  # image-relative byte offset of the first instruction
    count: int  # instructions


class Relocation(NamedTuple):
    offset: int  # image-relative byte offset of the 8-byte field
    slot: int
    addend: int


# Instructions whose 16 bytes are exactly the encoding of what they decode to, by those bytes (an
# exact key: equal bytes, equal instruction). Programs repeat the same instructions on every core
# and in every loaded copy of a kernel, so parsing an image mostly looks its instructions up here
# instead of decoding and re-encoding each one. Bounded; cleared when full.
_CANONICAL: dict = {}
_CANONICAL_MAX = 1 << 16
_UNIT_OPS = {u: frozenset(o.name for o in OPCODES.values() if u in o.units) for u in UNITS}


def _canonical(raw: bytes, ins: Instruction) -> bool:
    try:
        return encode(ins) == raw
    except (EncodingError, ValueError, OverflowError):
        return False


def _remember(raw: bytes, ins: Instruction) -> None:
    if len(_CANONICAL) >= _CANONICAL_MAX:
        _CANONICAL.clear()
    _CANONICAL[raw] = ins


def _align(n, a):
    return (n + a - 1) // a * a


class ProgramImage:
    """Per-(core, unit) programs plus their placeholder slots; to/from bytes (and text, asm.py)."""

    def __init__(self, programs: dict, num_slots: int = 0, *, encoded: dict | None = None):
        """programs: {(core, unit): [Instruction]}. encoded: {id(instruction): (instruction, its
        bytes)} for instructions encoded already (ProgramBuilder's emit checks each by encoding it),
        which to_bytes then reuses instead of encoding them again."""
        progs = {}
        for (core, unit), instrs in programs.items():
            if unit not in UNIT_IDS:
                raise ValueError(f"ProgramImage: unit {unit!r} is not one of {UNITS}")
            if not 0 <= core <= 255:
                raise ValueError(f"ProgramImage: core {core} out of range 0..255")
            if instrs:
                progs[(int(core), unit)] = list(instrs)
        self.programs = dict(sorted(progs.items(), key=lambda kv: (kv[0][0], UNIT_IDS[kv[0][1]])))
        self.num_slots = int(num_slots)
        # layout
        self.program_table_offset = HEADER_BYTES
        self.relocation_table_offset = self.program_table_offset + ENTRY.size * len(self.programs)
        # one pass over the code: each placeholder `li` at its byte offset from the start of the code
        sites, off = [], 0
        for (core, unit), instrs in self.programs.items():
            for i, ins in enumerate(instrs):
                if ins.op == "li" and ins.args[1] is not None:
                    slot = ins.args[1]
                    if slot >= self.num_slots:
                        raise ValueError(f"ProgramImage: core {core} {unit} pc {i}: slot {slot} "
                                         f"but the image has {self.num_slots} slots")
                    sites.append((off + i * INSTRUCTION_BYTES + LI_IMM_OFFSET, slot, ins.args[2]))
            off += len(instrs) * INSTRUCTION_BYTES
        self.code_offset = code = self.relocation_table_offset + RELOC.size * len(sites)
        entries, off = [], code
        for (core, unit), instrs in self.programs.items():
            entries.append(ProgramEntry(core, unit, off, len(instrs)))
            off += len(instrs) * INSTRUCTION_BYTES
        self.entries = entries
        self.relocations = [Relocation(code + at, slot, addend) for at, slot, addend in sites]
        self.code_bytes = off - self.code_offset
        self.correction_offset = _align(off, CORRECTION_ALIGN)
        self.total_bytes = self.correction_offset + 8 * self.num_slots
        self._bytes = None
        self._encoded = encoded

    @property
    def num_instructions(self) -> int:
        return sum(len(v) for v in self.programs.values())

    def __eq__(self, other):
        return isinstance(other, ProgramImage) and self.to_bytes() == other.to_bytes()

    def __repr__(self):
        return (f"ProgramImage({len(self.programs)} programs, {self.num_instructions} instructions, "
                f"{self.num_slots} slots, {len(self.relocations)} relocations, {self.total_bytes} B)")

    # ---- bytes ----
    def _tables(self) -> bytearray:
        """total_bytes bytes holding the header, program table and relocation table (code and
        correction block zero)."""
        out = bytearray(self.total_bytes)
        HEADER.pack_into(out, 0, MAGIC, VERSION, INSTRUCTION_BYTES, len(self.entries), len(self.relocations),
                         self.num_slots, self.program_table_offset, self.relocation_table_offset,
                         self.code_offset, self.code_bytes, self.correction_offset, self.total_bytes)
        for i, e in enumerate(self.entries):
            ENTRY.pack_into(out, self.program_table_offset + i * ENTRY.size, e.core, UNIT_IDS[e.unit], 0,
                            e.offset, e.count, 0)
        for i, r in enumerate(self.relocations):
            RELOC.pack_into(out, self.relocation_table_offset + i * RELOC.size, r.offset, r.slot, r.addend)
        return out

    def to_bytes(self) -> bytes:
        """The image with a zeroed correction block (built once, then reused)."""
        if self._bytes is None:
            out = self._tables()
            known = self._encoded or {}
            for e, instrs in zip(self.entries, self.programs.values()):
                at = e.offset
                for i, ins in enumerate(instrs):
                    hit = known.get(id(ins))
                    if hit is not None and hit[0] is ins:  # (the same object, so the same bytes)
                        raw = hit[1]
                    else:
                        try:
                            raw = encode(ins)
                        except EncodingError as err:
                            raise EncodingError(f"core {e.core} {e.unit} pc {i}: {err}") from None
                    out[at:at + INSTRUCTION_BYTES] = raw
                    at += INSTRUCTION_BYTES
            self._bytes = bytes(out)
            self._encoded = None
        return self._bytes

    def with_corrections(self, corrections) -> bytes:
        """Image bytes with the correction block filled: what the program allocation holds after the
        launch's correction transfer."""
        out = bytearray(self.to_bytes())
        out[self.correction_offset:self.total_bytes] = correction_block(corrections, self.num_slots)
        return bytes(out)

    @classmethod
    def from_bytes(cls, data, *, file: str | None = None) -> "ProgramImage":
        """Parse and check an image (every offset, count and relocation against the bytes).
        A bad image raises ArtifactError naming the field."""
        data = bytes(data)

        def bad(field, msg):
            # ArtifactError names the field only next to a file name; name it without one too
            raise ArtifactError(msg if file else f"field {field!r}: {msg}", file=file, field=field)

        if len(data) < HEADER_BYTES:
            bad("header", f"program image is {len(data)} bytes, shorter than its {HEADER_BYTES}-byte header")
        (magic, version, ibytes, n_prog, n_rel, n_slots, pt_off, rt_off, code_off, code_bytes, corr_off,
         total) = HEADER.unpack_from(data, 0)
        if magic != MAGIC:
            bad("magic", f"expected {MAGIC!r}, got {magic!r}")
        if version != VERSION:
            bad("version", f"expected {VERSION}, got {version}")
        if ibytes != INSTRUCTION_BYTES:
            bad("instruction_bytes", f"expected {INSTRUCTION_BYTES}, got {ibytes}")
        if total != len(data):
            bad("total_bytes", f"header says {total} bytes, image has {len(data)}")
        expect = {
            "program_table_offset": (pt_off, HEADER_BYTES),
            "relocation_table_offset": (rt_off, HEADER_BYTES + n_prog * ENTRY.size),
            "code_offset": (code_off, HEADER_BYTES + n_prog * ENTRY.size + n_rel * RELOC.size),
            "correction_offset": (corr_off, _align(code_off + code_bytes, CORRECTION_ALIGN)),
            "total_bytes": (total, corr_off + 8 * n_slots),
        }
        for name, (got, want) in expect.items():
            if got != want:
                bad(name, f"expected {want}, got {got}")
        programs, pos = {}, code_off
        canon, all_canonical = _CANONICAL, True
        for i in range(n_prog):
            core, unit_id, _, off, count, _ = ENTRY.unpack_from(data, pt_off + i * ENTRY.size)
            if unit_id >= len(UNITS):
                bad(f"program_table[{i}].unit", f"unit id {unit_id} is not one of {UNITS}")
            if off != pos or off + count * INSTRUCTION_BYTES > code_off + code_bytes:
                bad(f"program_table[{i}].offset",
                    f"program at {off} with {count} instructions does not follow the previous one at {pos} "
                    f"inside the code [{code_off}, {code_off + code_bytes})")
            key = (core, UNITS[unit_id])
            if key in programs:
                bad(f"program_table[{i}]", f"core {core} {key[1]} appears twice")
            instrs = []
            unit_ops = _UNIT_OPS[key[1]]
            for j in range(count):
                at = off + j * INSTRUCTION_BYTES
                raw = data[at:at + INSTRUCTION_BYTES]
                ins = canon.get(raw)
                if ins is None:
                    try:
                        ins = decode(raw)
                    except EncodingError as e:
                        bad(f"code[core {core} {key[1]} pc {j}]", str(e))
                    if _canonical(raw, ins):
                        _remember(raw, ins)
                    else:
                        all_canonical = False
                if ins.op not in unit_ops:
                    bad(f"code[core {core} {key[1]} pc {j}]", f"{ins.op} cannot run on the {key[1]} unit")
                instrs.append(ins)
            programs[key] = instrs
            pos = off + count * INSTRUCTION_BYTES
        if pos != code_off + code_bytes:
            bad("code_bytes", f"programs end at {pos}, header says code ends at {code_off + code_bytes}")
        image = cls(programs, n_slots)
        relocs = [Relocation(*RELOC.unpack_from(data, rt_off + i * RELOC.size)) for i in range(n_rel)]
        if relocs != image.relocations:
            bad("relocations", "relocation table does not match the placeholder fields of the code "
                f"(table {relocs[:4]}..., code {image.relocations[:4]}...)")
        if all_canonical:
            # every instruction is the encoding of what it decodes to: only the header, the tables
            # and the padding after the code are left to compare (no re-encoding of the code)
            canonical = (image._tables()[:code_off] == data[:code_off]
                         and data[code_off + code_bytes:corr_off].count(0) == corr_off - code_off - code_bytes)
            if canonical:
                image._bytes = data[:corr_off] + bytes(total - corr_off)
        else:
            canonical = image.to_bytes()[:corr_off] == data[:corr_off]
        if not canonical:
            bad("code", "image bytes are not in canonical form (non-zero padding or reserved fields)")
        return image


def correction_block(corrections, num_slots: int) -> bytes:
    """num_slots little-endian u64 values (the launch writes this at correction_offset)."""
    vals = list(corrections)
    if len(vals) != num_slots:
        raise ValueError(f"correction block: expected {num_slots} values (one per slot), got {len(vals)}")
    return np.asarray(vals, dtype="<u8").tobytes() if vals else b""


def read_corrections(fetched, image: ProgramImage) -> list[int]:
    """The per-slot values found in a fetched snapshot of the program allocation."""
    raw = bytes(fetched[image.correction_offset:image.total_bytes])
    if len(raw) != 8 * image.num_slots:
        raise ValueError(f"fetched program snapshot is {len(fetched)} bytes; the correction block needs "
                         f"[{image.correction_offset}, {image.total_bytes})")
    return np.frombuffer(raw, dtype="<u8").astype(np.int64).tolist() if raw else []
