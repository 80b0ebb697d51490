"""ProgramBuilder: emit per-(core, unit) programs with explicit, checked operands.

Not a compiler: every call appends one instruction (or a loop bracket) to one unit's program.
Scratchpad operands are an int (offset from r0) or (register, offset); device operands are
(register, offset) since device addresses do not fit an offset (load them with `li`).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import NamedTuple

from ..config import HardwareConfig
from .image import ProgramImage
from .isa import (BINARY_OPS, INSTRUCTION_BYTES, MAX_LOOP_DEPTH, OPCODES, REDUCE_OPS, UNARY_OPS, UNITS,
                  EncodingError, Instruction, encode, make)


_UNIT_OPS = {u: frozenset(o.name for o in OPCODES.values() if u in o.units) for u in UNITS}


class Queue(NamedTuple):
    producer: tuple  # (core, unit)
    consumer: tuple  # (core, unit)
    channel: int

    def __str__(self):
        return f"c{self.producer[0]}.{self.producer[1]}->c{self.consumer[0]}.{self.consumer[1]}#{self.channel}"


def _sp(v):
    return (0, v) if isinstance(v, int) else tuple(v)


def _dev(v):
    if isinstance(v, int):
        raise ValueError(f"device operand {v:#x}: device operands are (register, offset); load the address "
                         f"into a register with li / li_slot first")
    return tuple(v)


class UnitBuilder:
    """Appends instructions to one unit's program."""

    def __init__(self, core: "CoreBuilder", unit: str):
        self.core_index = core.index
        self.unit = unit
        self._shared = core._shared
        self.instructions: list[Instruction] = []
        self._depth = 0
        self._ops = _UNIT_OPS[unit]

    def emit(self, op: str, **fields) -> Instruction:
        """Append any instruction by opcode name and fields (checked by encoding it now)."""
        try:
            ins = make(op, **fields)
            if op not in self._ops:
                raise EncodingError(f"{op} runs only on {sorted(OPCODES[op].units)}")
            raw = encode(ins)
        except EncodingError as e:
            raise EncodingError(f"core {self.core_index} {self.unit} pc {len(self.instructions)}: {e}") from None
        self.instructions.append(ins)
        self._shared.encoded[id(ins)] = (ins, raw)  # build()'s image reuses the bytes
        return ins

    # ---- control ----
    def nop(self):
        return self.emit("nop")

    def li(self, rd: int, value: int):
        return self.emit("li", rd=rd, slot=None, imm=value)

    def li_slot(self, rd: int, slot: int, addend: int = 0):
        if not 0 <= slot < len(self._shared.slots):
            raise ValueError(f"li_slot: slot {slot} was not created by arg_slot "
                             f"(have {len(self._shared.slots)})")
        return self.emit("li", rd=rd, slot=slot, imm=addend)

    def addi(self, rd: int, rs: int, imm: int):
        return self.emit("addi", rd=rd, rs=rs, imm=imm)

    def add(self, rd: int, rs: int, rt: int):
        return self.emit("add", rd=rd, rs=rs, rt=rt)

    def muli(self, rd: int, rs: int, imm: int):
        return self.emit("muli", rd=rd, rs=rs, imm=imm)

    @contextmanager
    def loop(self, count: int):
        """Counted loop: `with unit.loop(8): ...`. count >= 1 immediate."""
        if count < 1:
            raise ValueError(f"loop: count must be >= 1, got {count}")
        with self._loop_body("loop", count=count):
            yield

    @contextmanager
    def loop_reg(self, rs: int):
        """Loop whose count is register rs at run time (0 skips the body)."""
        with self._loop_body("loopr", rs=rs):
            yield

    @contextmanager
    def _loop_body(self, op, **fields):
        if self._depth >= MAX_LOOP_DEPTH:
            raise ValueError(f"loop: nesting deeper than {MAX_LOOP_DEPTH}")
        self.emit(op, **fields)
        self._depth += 1
        yield
        self._depth -= 1
        self.emit("endloop")

    def wait(self, q: Queue):
        if q.consumer != (self.core_index, self.unit):
            raise ValueError(f"wait on {q}: issued by c{self.core_index}.{self.unit}, not its consumer")
        return self.emit("wait", q=(q.producer[0], q.producer[1], q.channel))

    def signal(self, q: Queue):
        if q.producer != (self.core_index, self.unit):
            raise ValueError(f"signal on {q}: issued by c{self.core_index}.{self.unit}, not its producer")
        return self.emit("signal", q=(q.consumer[0], q.consumer[1], q.channel))

    def barrier(self):
        return self.emit("barrier")

    # ---- data movement ----
    def ld(self, dst, src, sticks: int, rows: int = 1, stride: int = 0):
        return self.emit("ld", dst=_sp(dst), src=_dev(src), sticks=sticks, rows=rows, stride=stride)

    def ring(self, core: int, dst, src, sticks: int):
        return self.emit("ring", core=core, dst=_sp(dst), src=_sp(src), sticks=sticks)

    def gather(self, dst, src, idx, rows: int, scale: int, stride: int = 0):
        """rows sticks: row r from src + (idx[r]*scale + r*stride) sticks (idx: i64 in the scratchpad)."""
        return self.emit("gather", dst=_sp(dst), src=_dev(src), idx=_sp(idx), rows=rows, scale=scale, stride=stride)

    def gathere(self, dtype: str, dst, src, off, n: int):
        """n sticks of dtype: element j from src + off[j] * itemsize (off: n*E i64 element offsets in
        the scratchpad; a negative offset leaves element j zero)."""
        return self.emit("gathere", dt=dtype, dst=_sp(dst), src=_dev(src), off=_sp(off), n=n)

    def st(self, dst, src, sticks: int, rows: int = 1, stride: int = 0):
        return self.emit("st", dst=_dev(dst), src=_sp(src), sticks=sticks, rows=rows, stride=stride)

    def scatter(self, dst, src, idx, rows: int, scale: int, stride: int = 0):
        """rows sticks from src: row r to dst + (idx[r]*scale + r*stride) sticks (idx: i64 in the
        scratchpad); a later row to the same place overwrites an earlier one."""
        return self.emit("scatter", dst=_dev(dst), src=_sp(src), idx=_sp(idx), rows=rows, scale=scale, stride=stride)

    def scattere(self, dtype: str, dst, src, off, n: int, acc: bool = False):
        """n sticks of dtype from src: element j to dst + off[j] * itemsize (off: n*E i64 element offsets
        in the scratchpad; a negative offset writes nothing); acc: add to what is there (fp32 / i64)."""
        return self.emit("scattere", dt=dtype, dst=_dev(dst), src=_sp(src), off=_sp(off), n=n, acc=int(acc))

    # ---- PE ----
    def mm(self, dtype: str, c, a, b, m: int, k: int, n: int, acc: bool = False):
        return self.emit("mm", dt=dtype, c=_sp(c), a=_sp(a), b=_sp(b), m=m, k=k, n=n, acc=int(acc))

    def mmt(self, dtype: str, c, a, b, m: int, k: int, n: int, acc: bool = False):
        """C (m x n*E, fp32) = A @ B^T with B stored as (n*E) rows x (k sticks) (sticked on K, like A)."""
        return self.emit("mmt", dt=dtype, c=_sp(c), a=_sp(a), b=_sp(b), m=m, k=k, n=n, acc=int(acc))

    # ---- vector ----
    def unary(self, op: str, dtype: str, dst, a, n: int):
        if op not in UNARY_OPS:
            raise ValueError(f"unary: unknown op {op!r} (have {UNARY_OPS})")
        return self.emit("v" + op, dt=dtype, dst=_sp(dst), a=_sp(a), n=n)

    def binary(self, op: str, dtype: str, dst, a, b, n: int, b_mode=("full", 0)):
        if op not in BINARY_OPS:
            raise ValueError(f"binary: unknown op {op!r} (have {BINARY_OPS})")
        return self.emit("v" + op, dt=dtype, dst=_sp(dst), a=_sp(a), b=_sp(b), n=n, b_mode=tuple(b_mode))

    def binary_imm(self, op: str, dtype: str, dst, a, imm, n: int):
        if op not in BINARY_OPS:
            raise ValueError(f"binary_imm: unknown op {op!r} (have {BINARY_OPS})")
        return self.emit("v" + op + "i", dt=dtype, dst=_sp(dst), a=_sp(a), imm=imm, n=n)

    def reduce(self, op: str, dtype: str, dst, a, n: int, g: int, axis: str = "within", to: str | None = None,
               acc: bool = False):
        if op not in REDUCE_OPS:
            raise ValueError(f"reduce: unknown op {op!r} (have {REDUCE_OPS})")
        to = to or ("i32" if op == "argmax" else dtype)
        return self.emit("vr" + op, dt=dtype, dst=_sp(dst), a=_sp(a), n=n, g=g, axis=axis, to=to, acc=int(acc))

    def select(self, dtype: str, dst, mask, a, b, n: int):
        return self.emit("vsel", dt=dtype, dst=_sp(dst), mask=_sp(mask), a=_sp(a), b=_sp(b), n=n)

    def cast(self, dtype: str, dst, a, n: int, to: str):
        return self.emit("vcast", dt=dtype, dst=_sp(dst), a=_sp(a), n=n, to=to)

    def bcast(self, dtype: str, dst, a, n: int, a_mode=("full", 0)):
        return self.emit("vbcast", dt=dtype, dst=_sp(dst), a=_sp(a), n=n, a_mode=tuple(a_mode))

    def copy(self, dtype: str, dst, a, n: int):
        return self.bcast(dtype, dst, a, n)

    def transpose(self, dtype: str, dst, a, rows: int, cols: int):
        """dst (cols x rows, row-major) = the transpose of a (rows x cols elements of dtype, row-major);
        rows and cols are multiples of the elements per stick."""
        return self.emit("vtrans", dt=dtype, dst=_sp(dst), a=_sp(a), rows=rows, cols=cols)

    def fill(self, dtype: str, dst, imm, n: int):
        return self.emit("vfill", dt=dtype, dst=_sp(dst), imm=imm, n=n)

    def lt_register(self, dst, a, rs: int, imm: int, n: int):
        """vltr: dst (u8) = a (n sticks of i32) < register rs + imm."""
        return self.emit("vltr", dt="i32", dst=_sp(dst), a=_sp(a), rs=rs, imm=imm, n=n)

    def iota(self, dtype: str, dst, start: int, n: int):
        return self.emit("viota", dt=dtype, dst=_sp(dst), start=start, n=n)


class _Shared:
    """What one ProgramBuilder's core and unit builders share. They hold this rather than the
    ProgramBuilder, so builders form no reference cycle: a finished build's instructions are
    freed as soon as the builder is dropped, without waiting for Python's cyclic collector."""

    __slots__ = ("slots", "channels", "encoded")

    def __init__(self):
        self.slots: dict[str, int] = {}
        self.channels: dict[tuple, int] = {}
        self.encoded: dict[int, tuple] = {}  # id(instruction) -> (instruction, its bytes), as emitted


def _new_channel(shared: _Shared, producer: tuple, consumer: tuple) -> Queue:
    if producer == consumer:
        raise ValueError(f"queue from {producer} to itself")
    key = (tuple(producer), tuple(consumer))
    ch = shared.channels.get(key, 0)
    if ch > 15:
        raise ValueError(f"queue {producer}->{consumer}: more than 16 channels")
    shared.channels[key] = ch + 1
    return Queue(key[0], key[1], ch)


class CoreBuilder:
    def __init__(self, builder: "ProgramBuilder", index: int):
        self._shared = builder._shared
        self.index = index
        self.units = {u: UnitBuilder(self, u) for u in UNITS}
        self.load, self.pe, self.vector, self.store = (self.units[u] for u in UNITS)

    def queue(self, producer: str, consumer: str) -> Queue:
        """A new queue between two units of this core (ProgramBuilder.queue for cross-core ones)."""
        ends = ((self.index, producer), (self.index, consumer))
        for end in ends:
            if end[1] not in UNITS:
                raise ValueError(f"queue end {end}: unit must be one of {UNITS}")
        return _new_channel(self._shared, *ends)


class ProgramBuilder:
    def __init__(self, config: HardwareConfig | None = None):
        self.config = config or HardwareConfig()
        if self.config.instruction_bytes != INSTRUCTION_BYTES:
            raise ValueError(f"ProgramBuilder: the ISA encodes {INSTRUCTION_BYTES}-byte instructions, "
                             f"config.instruction_bytes is {self.config.instruction_bytes}")
        self._cores: dict[int, CoreBuilder] = {}
        self._shared = _Shared()

    @property
    def num_slots(self) -> int:
        return len(self._shared.slots)

    @property
    def slot_names(self) -> list[str]:
        return list(self._shared.slots)

    def arg_slot(self, name: str) -> int:
        """The placeholder slot for `name` (created on first request, numbered from 0)."""
        slots = self._shared.slots
        return slots.setdefault(name, len(slots))

    def core(self, index: int) -> CoreBuilder:
        if not 0 <= index < self.config.num_cores:
            raise ValueError(f"core index {index} out of range 0..{self.config.num_cores - 1}")
        if index not in self._cores:
            self._cores[index] = CoreBuilder(self, index)
        return self._cores[index]

    def queue(self, producer: tuple, consumer: tuple) -> Queue:
        """A new hardware queue from (core, unit) to (core, unit); channels are numbered per pair."""
        for end in (producer, consumer):
            self.core(end[0])
            if end[1] not in UNITS:
                raise ValueError(f"queue end {end}: unit must be one of {UNITS}")
        return _new_channel(self._shared, producer, consumer)

    def build(self) -> ProgramImage:
        programs = {}
        for ci, core in self._cores.items():
            for unit, ub in core.units.items():
                if ub._depth:
                    raise ValueError(f"core {ci} {unit}: unclosed loop")
                if ub.instructions:
                    programs[(ci, unit)] = ub.instructions
        # the image takes the emitted instructions' bytes (a later build encodes what it reuses)
        encoded, self._shared.encoded = self._shared.encoded, {}
        return ProgramImage(programs, self.num_slots, encoded=encoded)

