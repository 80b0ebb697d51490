"""The reference engine: 32 cores, each with a scratchpad and four units running their own programs.

Each (core, unit) program is an actor with its own pc, registers r0..r7 and clock. The run loop
always steps the actor with the earliest clock; an actor runs on while it stays earliest, and
stops when it blocks (empty/full hardware queue, barrier) or finishes. Every instruction is one
vectorised numpy call on whole sticks/tiles. All actors blocked with work left is a deadlock.

Programs are decoded once (`Card.prepare`); a launch only supplies the correction values read
from the fetched program bytes (`li rD, @slotS+addend` yields correction[S] + addend) and the
device ranges the kernel may touch.
"""

from __future__ import annotations

import heapq
import math
from collections import deque

import numpy as np
from numpy.lib.stride_tricks import as_strided

from ..config import HardwareConfig
from ..errors import ArtifactError, DeviceFault
from .asm import format_instruction
from .image import ProgramImage
from .isa import DTYPES, MAX_LOOP_DEPTH, OPCODES, UNIT_IDS, make
from .timing import SFU_OPS, RunReport, TimingModel, UnitReport

F32 = np.float32
I64 = np.int64
_count_nonzero = np.count_nonzero


# ---------------------------------------------------------------- numerics
def bf16_to_f32(bits: np.ndarray) -> np.ndarray:
    return (bits.astype(np.uint32) << 16).view(F32)


def f32_to_bf16(x: np.ndarray) -> np.ndarray:
    """Round to nearest even; NaN stays a (quiet) NaN with its sign."""
    bits = np.ascontiguousarray(x, dtype=F32).view(np.uint32)
    rounded = ((bits + (0x7FFF + ((bits >> 16) & 1))) >> 16).astype(np.uint16)
    nan = np.isnan(x)
    if nan.any():
        rounded[nan] = ((bits[nan] >> 16) | 0x0040).astype(np.uint16)
    return rounded


def _erf_taylor_table(step: float, terms: int, top: float) -> tuple[np.ndarray, np.ndarray]:
    """Centers 0, step, ..., top and, per center c, the Taylor coefficients of erf around c:
    erf(c), then erf^(n)(c) / n! = (2/sqrt(pi)) e^(-c^2) (-1)^(n-1) H_(n-1)(c) / n! (H: Hermite)."""
    centers = np.arange(0.0, top + step / 2, step)
    coef = np.zeros((terms, len(centers)))
    for k, c in enumerate(centers):
        coef[0, k] = math.erf(c)
        hermite = [1.0, 2 * c]
        for m in range(1, terms):
            hermite.append(2 * c * hermite[m] - 2 * m * hermite[m - 1])
        g = 2 / math.sqrt(math.pi) * math.exp(-c * c)
        for n in range(1, terms):
            coef[n, k] = g * (-1) ** (n - 1) * hermite[n - 1] / math.factorial(n)
    return centers, coef


# |x| >= 4: erf rounds to +-1 in float32 (the compute type). 7 terms at steps of 1/64 (|h| <= 1/128,
# the first term left out below 1e-16) give the same float32 result as the 13 terms at steps of 1/4
# used before for every fp32 input (all 2^32 patterns compared), in about 60% of the time (each term
# is a gather from the table, a multiplication and an addition); correctly rounded on a 2M-point
# grid over [-6, 6] (checked against math.erf). (7 terms at 1/32 missed 18 near-ties.)
_ERF_STEP, _ERF_TOP = 1 / 64, 4.0
_ERF_CENTERS, _ERF_COEF = _erf_taylor_table(_ERF_STEP, 7, _ERF_TOP)


_ERF_BLOCK = 8192  # elements per pass: the float64 temporaries stay in the core's caches


def _erf(x: np.ndarray) -> np.ndarray:
    """erf in float64, rounded to x's dtype: the Taylor polynomial around the nearest tabulated
    center, by Horner's rule (numpy has no erf). A cache-sized block at a time through buffers
    allocated once per call (the same float64 operations in the same order, so the same bits for
    any block size; a fresh temporary per operation cost more than the arithmetic)."""
    flat = x.reshape(-1)
    out = np.empty(flat.size, dtype=x.dtype)
    m = min(flat.size, _ERF_BLOCK)
    x64, ax, kf, h, acc, term = (np.empty(m) for _ in range(6))
    k = np.empty(m, dtype=np.intp)
    top = len(_ERF_CENTERS) - 1
    for s in range(0, flat.size, _ERF_BLOCK):
        e = min(s + _ERF_BLOCK, flat.size)
        n = e - s
        xb, ab, kb, ib, hb, cb, tb = x64[:n], ax[:n], kf[:n], k[:n], h[:n], acc[:n], term[:n]
        np.copyto(xb, flat[s:e])
        np.abs(xb, out=ab)
        np.multiply(ab, 1 / _ERF_STEP, out=kb)
        np.rint(kb, out=kb)
        # (fmin: a NaN takes the last center, in range for take; its result is NaN, with x's payload, whichever)
        np.fmin(kb, top, out=kb)
        np.copyto(ib, kb, casting="unsafe")
        np.multiply(kb, _ERF_STEP, out=tb)  # (the center, exactly: the step is a power of two)
        np.subtract(ab, tb, out=hb)
        _ERF_COEF[-1].take(ib, out=cb, mode="clip")
        for row in _ERF_COEF[-2::-1]:
            cb *= hb
            row.take(ib, out=tb, mode="clip")
            cb += tb
        cb[ab >= _ERF_TOP] = 1.0
        np.copysign(cb, xb, out=cb)
        np.copyto(out[s:e], cb, casting="unsafe")
    return out.reshape(x.shape)


UNARY_FNS = {
    "exp": np.exp, "log": np.log, "tanh": np.tanh, "erf": _erf, "rsqrt": lambda x: 1 / np.sqrt(x),
    "sqrt": np.sqrt, "recip": lambda x: 1 / x, "sigmoid": lambda x: 1 / (1 + np.exp(-x)), "sin": np.sin,
    "cos": np.cos, "neg": np.negative, "abs": np.abs, "floor": np.floor, "ceil": np.ceil, "trunc": np.trunc,
    "round": np.rint, "sign": np.sign, "not": lambda x: x == 0, "isnan": np.isnan,
}
MASK_RESULT = frozenset({"not", "isnan", "eq", "ne", "lt", "le", "gt", "ge"})
FLOAT_ONLY = frozenset({"exp", "log", "tanh", "erf", "rsqrt", "sqrt", "recip", "sigmoid", "sin", "cos", "floor",
                        "ceil", "trunc", "round", "fmod", "copysign"})
INT_ONLY = frozenset({"and", "or", "xor"})


def _div(a, b):
    return a / b if a.dtype.kind == "f" else np.floor_divide(a, b)


BINARY_FNS = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "div": _div, "max": np.maximum, "min": np.minimum,
    "pow": np.power, "rem": np.mod, "eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
    "gt": np.greater, "ge": np.greater_equal, "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
    # exact on the fp32 compute values, so a 16-bit result is exact too (its one rounding changes nothing)
    "fmod": np.fmod, "copysign": np.copysign,
}
REDUCE_FNS = {"sum": np.sum, "max": np.max, "min": np.min, "argmax": np.argmax}
COMBINE_FNS = {"sum": np.add, "max": np.maximum, "min": np.minimum}


_TWO_112 = F32(2.0 ** 112)
_F16_SIGN_AND_BODY = np.int32(-0x70002000)  # 0x8FFFE000: the sign and fp16's 15 exponent / mantissa bits, shifted
_TINY = F32(2.0 ** -140)
_F32_EXPONENT = np.int32(0x7F800000)


def f16_to_f32(h: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """h.astype(float32) for fp16 storage, bit for bit (NaN payloads included), in integer passes
    (numpy's fp16 cast is a slow loop: this is about twice as fast). The fp16 bits sign-extended
    and shifted by 13 are the fp32 bits of the value / 2^112 (an fp16 subnormal becomes an fp32
    subnormal); one exact multiplication by 2^112 rescales. Exponent 31 (inf, NaN) lands at
    |value| >= 65536 (fp32 exponent 143), which no finite fp16 reaches: setting its exponent bits
    all ones gives inf or the NaN with its payload, as numpy's cast does (signalling NaNs stay so).
    Where the process flushes fp32 subnormals (denormals-are-zero), numpy's cast does it all.
    out: an fp32 array (or view) of h's shape to write, else a fresh array."""
    if out is None:
        out = np.empty(h.shape, dtype=F32)
    if not _TINY * _TWO_112:  # (denormals flushed: the rescaling would zero fp16 subnormals)
        np.copyto(out, h.view(np.float16))
        return out
    bits = out.view(np.int32)
    np.copyto(bits, h.view(np.int16))
    bits <<= 13
    bits &= _F16_SIGN_AND_BODY
    out *= _TWO_112
    if out.size and not (out.max() < 65536 and out.min() > -65536):  # (padding lanes often hold NaN)
        np.bitwise_or(bits, _F32_EXPONENT, out=bits, where=np.abs(out) >= 65536)
    return out


def to_compute(raw: np.ndarray, dt) -> np.ndarray:
    """Storage view -> compute values (fp32 for floats, int64 for ints); always a fresh array."""
    if dt.name == "bf16":
        return bf16_to_f32(raw)
    if dt.name == "f16":
        return f16_to_f32(raw)
    return raw.astype(F32 if dt.is_float else I64)


def store_values(out: np.ndarray, values: np.ndarray, dt) -> None:
    if dt.name == "bf16":
        out[:] = f32_to_bf16(values.astype(F32, copy=False))
    elif dt.name == "u8" and values.dtype.kind in "fi" and values.dtype != np.uint8:
        out[:] = values != 0  # u8 is the bool/mask type: anything nonzero is true
    else:
        out[:] = values


def scatter_elements(dst: np.ndarray, index: np.ndarray, values: np.ndarray, dt, acc: bool) -> None:
    """What the store unit's scatters do to the elements they reach (both engines run this):
    dst[index[j]] = values[j] for j in lane order, so a later lane to the same element overwrites an
    earlier one; acc: each element reached gets its old value plus its lanes, added one by one in
    lane order in fp32 (floats; so fp32 matches a sequential fp32 loop bit for bit) or i64 (ints),
    then rounded once to dt. dst: a storage-dtype view; index: element indices into it."""
    if not index.size:
        return
    if acc:
        reached, lane_of = np.unique(index, return_inverse=True)
        total = to_compute(dst[reached], dt)
        np.add.at(total, lane_of, to_compute(values, dt))  # (unbuffered: lane by lane, in order)
        out = np.empty(reached.size, dtype=dt.storage)
        store_values(out, total, dt)
        dst[reached] = out
    else:  # the last lane of each element reached (numpy leaves repeated assignments unordered)
        reached, last_rev = np.unique(index[::-1], return_index=True)
        dst[reached] = values[index.size - 1 - last_rev]


def scatter_rows(memory, allowed, base: int, idx: np.ndarray, src: np.ndarray, scale: int, stride: int, fault):
    """One `scatter` (both engines run this): row r of src (128 bytes each) to device base + (idx[r] *
    scale + r * stride) * 128. Every row is checked against the allowed range holding base before any
    is written (fault(text) raises); a later row to the same place overwrites an earlier one."""
    rows = idx.size
    if not rows:
        return
    span = range_holding(allowed, base, memory)
    huge = np.abs(idx) > (1 << 40)  # (the address would overflow int64 arithmetic: far outside anyway)
    addrs = base + (np.where(huge, 0, idx) * scale + np.arange(rows, dtype=I64) * stride) * 128
    bad = huge if span is None else huge | (addrs < span[0]) | (addrs > span[1] - 128)
    if span is None or np.any(bad):
        row = int(np.argmax(bad)) if span is not None else 0
        index = int(idx[row])
        fault(scatter_fault(f"row {row} (index {index})", base, base + (index * scale + row * stride) * 128, 128,
                            span, allowed))
    reached, last_rev = np.unique(addrs[::-1], return_index=True)  # the last row to each place
    lo = int(reached[0])
    dev = memory.view(lo, int(reached[-1]) - lo + 128, "scatter")
    dev[(reached - lo)[:, None] + np.arange(128)] = src.reshape(rows, 128)[rows - 1 - last_rev]


def scatter_lanes(memory, allowed, base: int, off: np.ndarray, src: np.ndarray, dt, acc, fault) -> np.ndarray:
    """One `scattere` (both engines run this): element j of src (dt storage) to device base + off[j] *
    itemsize; a negative offset is a masked lane. Every live element is checked against the allowed
    range holding base before any is written (fault(text) raises), then scatter_elements. Returns
    the device addresses written, in lane order (their bursts are the bus cost)."""
    live = np.flatnonzero(off >= 0)
    o = off[live]
    span = range_holding(allowed, base, memory)
    # element o is inside iff (o + 1) * itemsize <= hi - base (compared in elements: no int64 overflow)
    bad = np.ones(o.shape, bool) if span is None else o >= (span[1] - base) // dt.itemsize
    if np.any(bad):
        k = int(np.argmax(bad))
        fault(scatter_fault(f"element {int(live[k])} (offset {int(o[k])})", base, base + int(o[k]) * dt.itemsize,
                            dt.itemsize, span, allowed))
    if o.size:
        dev = memory.view(base, (int(o.max()) + 1) * dt.itemsize, "element scatter").view(dt.storage)
        scatter_elements(dev, o, src[live], dt, bool(acc))
    return base + o * dt.itemsize


def range_holding(allowed, addr: int, memory):
    """[lo, hi): the union of the allowed ranges (sorted (lo, hi) pairs) that hold `addr`, inside
    device memory -- what a scatter based at addr may write -- or None when no range holds it."""
    spans = [(lo, hi) for lo, hi in allowed if lo <= addr < hi]
    if not spans:
        return None
    return max(min(lo for lo, _ in spans), memory.base), min(max(hi for _, hi in spans), memory.end)


def scatter_fault(what, base, addr, nbytes, span, allowed) -> str:
    """The fault text of a scatter writing [addr, addr + nbytes) outside `span` (the allowed range
    holding its base address; None: no range holds it). what: "row 3 (index 12)", ..."""
    if span is None:
        ranges = ", ".join(f"[{lo:#x}, {hi:#x})" for lo, hi in allowed) or "none"
        return f"scatter base address {base:#x} lies in none of the kernel's allowed ranges: {ranges}"
    return (f"scatter {what} stores device range [{addr:#x}, {addr + nbytes:#x}) outside [{span[0]:#x}, "
            f"{span[1]:#x}), the allowed range holding its base address {base:#x}")


# ---------------------------------------------------------------- prepared programs
class PreparedImage:
    """An image decoded and checked once; runs many times with different corrections."""

    def __init__(self, image: ProgramImage, config: HardwareConfig):
        self.image = image
        self.image_bytes = image.to_bytes()
        # what a fetched snapshot must start with to be this program (its bytes before the
        # correction block), a view: a launch compares against it without copying either side
        self.program_part = memoryview(self.image_bytes)[:image.correction_offset]
        self.fast = None  # the fast engine's translations (machine.Card._translation)
        self.programs = []  # (core, unit, [Instruction], {loop pc: its endloop pc})
        for (core, unit), instrs in image.programs.items():
            self._check(core, unit, instrs, config)
            self.programs.append((core, unit, instrs, _loop_ends(instrs)))

    @staticmethod
    def _check(core, unit, instrs, config):
        def bad(pc, msg):
            raise ArtifactError(f"core {core} {unit} pc {pc} `{format_instruction(instrs[pc])}`: {msg}",
                                field="code")

        if core >= config.num_cores:
            raise ArtifactError(f"program for core {core}, the card has {config.num_cores} cores", field="programs")
        passed = _PASSED.setdefault(config.num_cores, set())
        if len(passed) > _PASSED_MAX:
            passed.clear()
        depth = 0
        for pc, ins in enumerate(instrs):
            op = ins.op
            if op == "loop" or op == "loopr":
                depth += 1
                if depth > MAX_LOOP_DEPTH:
                    bad(pc, f"loops nest deeper than {MAX_LOOP_DEPTH}")
            elif op == "endloop":
                depth -= 1
                if depth < 0:
                    bad(pc, "endloop without loop")
                continue
            try:
                if ins in passed:  # an equal instruction passed the checks below (they read no state)
                    continue
            except TypeError:  # (an unhashable field value: checked every time)
                pass
            spec = OPCODES[op]
            v = dict(zip((f.name for f in spec.fields), ins.args))
            dt = DTYPES.get(v.get("dt"))
            if op == "loop" and v["count"] < 1:
                bad(pc, "loop count must be >= 1")
            elif op in ("wait", "signal") and v["q"][0] >= config.num_cores:
                bad(pc, f"queue peer core {v['q'][0]} >= {config.num_cores} cores")
            elif op == "ring" and v["core"] >= config.num_cores:
                bad(pc, f"ring destination core {v['core']} >= {config.num_cores} cores")
            elif op in ("mm", "mmt") and not dt.is_float:
                bad(pc, f"the PE array takes f16/bf16/f32, got {dt.name}")
            sub = spec.sub
            if sub in FLOAT_ONLY and not dt.is_float:
                bad(pc, f"{sub} needs a float dtype, got {dt.name}")
            if sub in INT_ONLY and dt.is_float:
                bad(pc, f"{sub} needs an integer dtype, got {dt.name}")
            for mode_field in ("b_mode", "a_mode"):
                if mode_field in v and v[mode_field][0] != "full" and v["n"] % v[mode_field][1]:
                    bad(pc, f"n={v['n']} is not a multiple of the broadcast period {v[mode_field][1]}")
            if spec.group == "transpose":
                E = 128 // dt.itemsize  # both sides must be whole sticks
                for name in ("rows", "cols"):
                    if v[name] < 1 or v[name] % E:
                        bad(pc, f"{name}={v[name]} must be a positive multiple of {E} (elements per {dt.name} stick)")
            if spec.group == "cmpr" and dt.name != "i32":
                bad(pc, f"{op} compares i32 lanes with a register, got {dt.name}")
            if spec.group == "scattere" and v["acc"] not in (0, 1):
                bad(pc, f"acc={v['acc']} must be 0 (overwrite) or 1 (add)")
            if spec.group == "reduce":
                if v["g"] < 1 or v["n"] % v["g"]:
                    bad(pc, f"n={v['n']} must be a positive multiple of g={v['g']}")
                if sub == "argmax" and (v["to"] not in ("i32", "i64") or v["acc"]):
                    bad(pc, "argmax writes i32/i64 indices and cannot accumulate")
            try:
                passed.add(ins)
            except TypeError:
                pass
        if depth:
            raise ArtifactError(f"core {core} {unit}: {depth} loop(s) not closed by endloop", field="code")


# Instructions that passed PreparedImage._check's per-instruction checks, per card size (the checks
# depend on the instruction and num_cores only; loop nesting is followed per program). Programs
# repeat the same instructions on every core, and an artifact is checked again wherever it is
# loaded. Bounded; cleared when full.
_PASSED: dict = {}
_PASSED_MAX = 1 << 16


def _loop_ends(instrs) -> dict:
    ends, open_loops = {}, []
    for pc, ins in enumerate(instrs):
        if ins.op in ("loop", "loopr"):
            open_loops.append(pc)
        elif ins.op == "endloop":
            ends[open_loops.pop()] = pc
    return ends


NO_ACTOR = 0  # vector clocks have a slot 0 that orders everything (stands for "nobody wrote this")


class _ScratchpadTrack:
    """Per stick of one core's scratchpad: the last writer (actor slot, its epoch) and each local
    unit's last read epoch. Zero-filled, so allocation is lazy."""

    def __init__(self, sticks):
        self.w_actor = np.zeros(sticks, dtype=np.int32)
        self.w_epoch = np.zeros(sticks, dtype=np.int64)
        self.r_epoch = np.zeros((sticks, len(UNIT_IDS)), dtype=np.int64)


class Actor:
    __slots__ = ("core", "unit", "code", "loop_ends", "pc", "regs", "t", "loops", "barriers", "blocked", "queued",
                 "done", "rep", "sp", "name", "i", "vc")

    def __init__(self, core, unit, code, loop_ends, sp, i, n_actors):
        self.core, self.unit, self.code, self.loop_ends, self.sp = core, unit, code, loop_ends, sp
        self.i = i  # slot in the vector clocks (1..n_actors)
        self.vc = np.zeros(n_actors + 1, dtype=np.int64)  # vector clock: what this unit is ordered after
        self.vc[NO_ACTOR] = 1 << 62
        self.vc[i] = 1
        self.pc, self.regs, self.t, self.loops, self.barriers = 0, [0] * 8, 0.0, [], 0
        self.blocked, self.queued, self.done = None, False, False
        self.rep = UnitReport()
        self.name = f"core {core} {unit}"


# ---------------------------------------------------------------- the reference engine
class CardRun:
    """One run of a prepared image on the reference engine: actors, queues, barriers,
    shared-resource timing. `CardRun(card, memory, corrections, allowed_ranges).execute(prepared)`.

    `handlers` maps each opcode to the function executing it; the fast engine's timing-only run
    (trace.py) is this scheduler with handlers that record each instruction instead of moving data."""

    handlers: dict = {}  # HANDLERS, set once they are defined below
    # vector clocks ride on queue tokens and barriers (what the race checks read); a timing-only
    # run (trace.TimingRun) checks no race and skips them
    tracks_order = True

    def __init__(self, card, memory, corrections, allowed_ranges):
        """card: the machine.Card whose scratchpads, checks and watchdog the run uses."""
        self.card, self.config, self.memory = card, card.config, memory
        self.corrections = corrections
        self.allowed = sorted((int(a), int(a) + int(n)) for a, n in allowed_ranges)
        self.merged = None  # the allowed ranges as a union (element gathers check against it)
        self.timing = TimingModel(card.config)
        self.depth = card.config.hw_queue_depth
        self.queues: dict[tuple, deque] = {}
        self.waiters: dict[tuple, Actor] = {}
        self.heap: list = []
        self.seq = 0
        self.barrier_waiting: dict[int, list] = {}
        self.report = RunReport(card.config)
        self.sp_limit = card.sp_limit
        self.check_races = card.check_races
        self.tracks: dict[int, _ScratchpadTrack] = {}
        self.reader_slots: dict[int, np.ndarray] = {}
        self.events = self.report.events = [] if card.trace else None

    # ---- faults ----
    def fault(self, a: Actor, msg: str):
        ins = a.code[a.pc]
        raise DeviceFault(f"{a.name} pc {a.pc} `{format_instruction(ins)}`: {msg}")

    def sp(self, a: Actor, addr: int, nbytes: int, write: bool = False, core: int | None = None) -> np.ndarray:
        """Bounds-checked (and race-checked) view of a scratchpad: a's own core unless `core`."""
        if addr < 0 or addr + nbytes > self.sp_limit:
            where = "" if core is None else f"core {core}'s "
            self.fault(a, f"scratchpad access [{addr:#x}, {addr + nbytes:#x}) outside {where}the usable scratchpad "
                          f"[0x0, {self.sp_limit:#x}) (the top {self.config.scratchpad_program_reserve_bytes} B "
                          f"hold the instruction buffer)")
        if core is None:
            core, sp = a.core, a.sp
        else:
            sp = self.card.scratchpads[core]
        if self.check_races and nbytes:
            self.track(a, core, addr, nbytes, write)
        return sp[addr:addr + nbytes]

    def track(self, a: Actor, core: int, addr: int, nbytes: int, write: bool):
        t = self.tracks.get(core)
        if t is None:
            t = self.tracks[core] = _ScratchpadTrack(self.config.scratchpad_bytes // 128)
        lo, hi = addr >> 7, (addr + nbytes + 127) >> 7
        vc = a.vc
        if hi - lo == 1 and core == a.core:
            # one stick of its own core (a third of all accesses): scalar tests; anything unordered
            # falls through to the general path below, which finds and names the race
            if t.w_epoch[lo] <= vc[t.w_actor[lo]]:
                if not write:
                    t.r_epoch[lo, UNIT_IDS[a.unit]] = vc[a.i]
                    return
                if not _count_nonzero(t.r_epoch[lo] > vc[self.reader_slots[a.i]]):
                    t.w_actor[lo] = a.i
                    t.w_epoch[lo] = vc[a.i]
                    return
        # own writes are always ordered (own epoch only grows), so no mask for them is needed
        # (np.count_nonzero: the same test as .any(), without its Python-level dispatch)
        unordered = t.w_epoch[lo:hi] > vc[t.w_actor[lo:hi]]
        if _count_nonzero(unordered):
            j = lo + int(np.argmax(unordered))
            self.race(a, core, j, "write after write" if write else "read after write",
                      self.actor_by_slot[int(t.w_actor[j])], "wrote")
        if write:
            if core == a.core:
                readers = self.reader_slots[a.i]
            else:  # a ring write into another core: all of that core's units are "other"
                readers = np.zeros(len(UNIT_IDS), dtype=np.int64)
                for other in self.core_actors.get(core, ()):
                    readers[UNIT_IDS[other.unit]] = other.i
            unordered = t.r_epoch[lo:hi] > vc[readers]
            if _count_nonzero(unordered):
                j, u = np.unravel_index(int(np.argmax(unordered)), unordered.shape)
                self.race(a, core, lo + int(j), "write after read", self.actor_by_slot[int(readers[u])], "read")
            t.w_actor[lo:hi] = a.i
            t.w_epoch[lo:hi] = vc[a.i]
        else:
            t.r_epoch[lo:hi, UNIT_IDS[a.unit]] = vc[a.i]

    def race(self, a, core, stick, kind, other, did):
        self.fault(a, f"scratchpad race ({kind}) on core {core} stick at {stick * 128:#x}: {other.name} {did} it "
                      f"and no queue token or barrier orders that before this access")

    def dev(self, a: Actor, addr: int, nbytes: int, what: str) -> np.ndarray:
        end = addr + nbytes
        for lo, hi in self.allowed:
            if lo <= addr and end <= hi:
                return self.memory.view(addr, nbytes, what)
        ranges = ", ".join(f"[{lo:#x}, {hi:#x})" for lo, hi in self.allowed) or "none"
        self.fault(a, f"{what} of device range [{addr:#x}, {end:#x}) outside the kernel's allowed ranges: {ranges}")

    def dev_elements(self, a: Actor, addrs: np.ndarray, itemsize: int, what: str) -> np.ndarray:
        """The itemsize bytes at each device address (an (n, itemsize) uint8 array); every element
        must lie inside the kernel's allowed ranges (their union: an element may not straddle a gap)."""
        if self.merged is None:
            merged = []
            for lo, hi in self.allowed:
                if merged and lo <= merged[-1][1]:
                    merged[-1][1] = max(merged[-1][1], hi)
                else:
                    merged.append([lo, hi])
            self.merged = np.array(merged, dtype=np.int64).reshape(-1, 2)
        los, his = self.merged[:, 0], self.merged[:, 1]
        k = np.searchsorted(los, addrs, side="right") - 1
        ok = (k >= 0) & (addrs + itemsize <= his[np.maximum(k, 0)]) if len(los) else np.zeros(addrs.shape, bool)
        if not ok.all():
            j = int(np.argmin(ok))
            bad = int(addrs[j])
            ranges = ", ".join(f"[{lo:#x}, {hi:#x})" for lo, hi in self.allowed) or "none"
            self.fault(a, f"{what} of device range [{bad:#x}, {bad + itemsize:#x}) (element {j}) outside the "
                          f"kernel's allowed ranges: {ranges}")
        if not addrs.size:
            return np.zeros((0, itemsize), dtype=np.uint8)
        lo = int(addrs.min())
        span = self.memory.view(lo, int(addrs.max()) - lo + itemsize, what)  # inside one arena: checked above
        return span[(addrs - lo)[:, None] + np.arange(itemsize)]

    # ---- scheduling ----
    def push(self, a: Actor):
        if not a.queued:
            a.queued = True
            self.seq += 1
            heapq.heappush(self.heap, (a.t, self.seq, a))

    def wake(self, a: Actor, t: float):
        a.blocked = None
        if t > a.t:
            a.rep.stall += t - a.t
            if self.events is not None:
                self.events.append((a.core, a.unit, "stall", a.t, t))
            a.t = t
        self.push(a)

    def execute(self, prepared: PreparedImage) -> RunReport:
        actors = []
        self.core_actors = {}
        for i, (core, unit, instrs, loop_ends) in enumerate(prepared.programs, start=1):
            a = Actor(core, unit, instrs, loop_ends, self.card.scratchpads[core], i, len(prepared.programs))
            self.report.units[(core, unit)] = a.rep
            self.core_actors.setdefault(core, []).append(a)
            actors.append(a)
            self.push(a)
        self.actors = actors
        self.actor_by_slot = {a.i: a for a in actors}
        # per actor: the vector-clock slots of its core's units (its own unit -> NO_ACTOR), to test
        # "every other local unit's last read is ordered before this write" in one comparison
        for a in actors:
            slots = np.zeros(len(UNIT_IDS), dtype=np.int64)
            for other in self.core_actors[a.core]:
                if other is not a:
                    slots[UNIT_IDS[other.unit]] = other.i
            self.reader_slots[a.i] = slots
        heap, events, handlers = self.heap, self.events, self.handlers
        budget = self.card.max_instructions
        with np.errstate(all="ignore"):
            while heap:
                _, _, a = heapq.heappop(heap)
                a.queued = False
                if a.done:
                    continue
                code = a.code
                while True:
                    if a.pc >= len(code):
                        self.finish(a)
                        break
                    ins = code[a.pc]
                    budget -= 1
                    if budget < 0:
                        self.fault(a, f"the run exceeded {self.card.max_instructions} instructions "
                                      f"(card.max_instructions); is a loop count wrong?")
                    t0 = a.t
                    handlers[ins.op](self, a, ins)
                    if events is not None and a.t > t0 and not a.queued:  # (a barrier's wake logged it)
                        events.append((a.core, a.unit, ins.op, t0, a.t))
                    if a.blocked is not None or a.queued:  # queued: released itself at a barrier
                        break
                    if heap and a.t > heap[0][0]:
                        self.push(a)
                        break
        stuck = [a for a in actors if not a.done]
        if stuck:
            lines = []
            for a in stuck:
                kind, key = a.blocked
                lines.append(f"  {a.name} pc {a.pc} `{format_instruction(a.code[a.pc])}`: " + (
                    f"waits at barrier {key}" if kind == "barrier" else
                    f"{kind} on queue {_qname(key)} ({'empty' if kind == 'wait' else 'full'}, "
                    f"{len(self.queues.get(key, ()))}/{self.depth} tokens)"))
            raise DeviceFault("deadlock: every unit with work left is blocked\n" + "\n".join(lines))
        return self.report

    def finish(self, a: Actor):
        a.done = True
        a.rep.end = a.t
        if self.barrier_waiting:
            self.try_release(min(self.barrier_waiting))

    # ---- barrier ----
    def try_release(self, k: int):
        waiting = self.barrier_waiting[k]
        if any(not (b.done or b.barriers > k or (b.blocked is not None and b.blocked == ("barrier", k)))
               for b in self.actors):
            return
        joined = [b for b in self.actors if b.done] + waiting
        t = max(b.t for b in joined)
        vc = np.max([b.vc for b in joined], axis=0) if self.tracks_order else None
        del self.barrier_waiting[k]
        for b in waiting:
            b.barriers += 1
            b.pc += 1
            if vc is not None:
                b.vc[:] = vc
                b.vc[b.i] += 1  # what b does after the barrier is not covered by what others joined
            self.wake(b, t + 1)


def _qname(key):
    pc, pu, cc, cu, ch = key
    return f"c{pc}.{pu}->c{cc}.{cu}#{ch}"


# ---------------------------------------------------------------- instruction handlers
# Each handler executes one instruction for actor `a`: it advances a.pc and a.t, or sets a.blocked.

def _addr(a, v):
    return a.regs[v[0]] + v[1]


def h_nop(r, a, ins):
    a.pc += 1
    a.t += 1
    a.rep.busy += 1
    a.rep.instructions += 1


def h_li(r, a, ins):
    rd, slot, imm = ins.args
    if rd:
        a.regs[rd] = imm if slot is None else r.corrections[slot] + imm
    h_nop(r, a, ins)


def h_addi(r, a, ins):
    rd, rs, imm = ins.args
    if rd:
        a.regs[rd] = a.regs[rs] + imm
    h_nop(r, a, ins)


def h_add(r, a, ins):
    rd, rs, rt = ins.args
    if rd:
        a.regs[rd] = a.regs[rs] + a.regs[rt]
    h_nop(r, a, ins)


def h_muli(r, a, ins):
    rd, rs, imm = ins.args
    if rd:
        a.regs[rd] = a.regs[rs] * imm
    h_nop(r, a, ins)


def h_loopr(r, a, ins):
    count = a.regs[ins.args[0]]
    if count < 0:
        r.fault(a, f"loop count r{ins.args[0]} = {count} is negative")
    if count == 0:
        a.pc = a.loop_ends[a.pc]  # skip the body: continue after its endloop
    else:
        a.loops.append([a.pc + 1, count])
    h_nop(r, a, ins)


def h_loop(r, a, ins):
    a.loops.append([a.pc + 1, ins.args[0]])
    h_nop(r, a, ins)


def h_endloop(r, a, ins):
    top = a.loops[-1]
    top[1] -= 1
    h_nop(r, a, ins)
    if top[1] > 0:
        a.pc = top[0]
    else:
        a.loops.pop()


def h_wait(r, a, ins):
    pcore, punit, ch = ins.args[0]
    key = (pcore, punit, a.core, a.unit, ch)
    q = r.queues.get(key)
    if not q:
        a.blocked = ("wait", key)
        r.waiters[key] = a
        return
    token_t, token_vc = q.popleft()
    if token_vc is not None:  # (None: a timing-only run)
        np.maximum(a.vc, token_vc, out=a.vc)
    if token_t > a.t:
        a.rep.stall += token_t - a.t
        a.t = token_t
    h_nop(r, a, ins)
    producer = r.waiters.get(key)
    if producer is not None and producer.blocked == ("signal", key):
        del r.waiters[key]
        r.wake(producer, a.t)


def h_signal(r, a, ins):
    ccore, cunit, ch = ins.args[0]
    key = (a.core, a.unit, ccore, cunit, ch)
    q = r.queues.setdefault(key, deque())
    if len(q) >= r.depth:
        a.blocked = ("signal", key)
        r.waiters[key] = a
        return
    h_nop(r, a, ins)
    token_t = a.t + (r.timing.hops(a.core, ccore)[0] if ccore != a.core else 0)
    if r.tracks_order:
        q.append((token_t, a.vc.copy()))
        a.vc[a.i] += 1  # later accesses are not covered by this token
    else:
        q.append((token_t, None))
    consumer = r.waiters.get(key)
    if consumer is not None and consumer.blocked == ("wait", key):
        del r.waiters[key]
        r.wake(consumer, token_t)


def h_barrier(r, a, ins):
    k = a.barriers
    a.blocked = ("barrier", k)
    a.rep.instructions += 1
    r.barrier_waiting.setdefault(k, []).append(a)
    r.try_release(k)


def _block_transfer(r, a, ins, to_device):
    dst, src, sticks, rows, stride = ins.args
    row = sticks * 128
    n = row * rows
    if to_device:
        dev_addr, sp = _addr(a, dst), r.sp(a, _addr(a, src), n)
    else:
        dev_addr, sp = _addr(a, src), r.sp(a, _addr(a, dst), n, write=True)
    span = (rows - 1) * stride + row if rows else 0
    dev = r.dev(a, dev_addr, span, "store" if to_device else "load")
    if rows > 1 and stride != row:
        dev = as_strided(dev, shape=(rows, row), strides=(stride, 1), writeable=to_device)
        sp = sp.reshape(rows, row)
    else:
        dev = dev[:n]
    if to_device:
        dev[...] = sp
        r.report.bytes_stored += n
    else:
        sp[...] = dev
        r.report.bytes_loaded += n
    end = r.timing.memory(a.t, n)
    occupy_until(r, a, end)


def h_gather(r, a, ins):
    dst, src, idxv, rows, scale, stride = ins.args
    idx = r.sp(a, _addr(a, idxv), rows * 8).view(I64).copy()
    base = _addr(a, src)
    out = r.sp(a, _addr(a, dst), rows * 128, write=True).reshape(rows, 128) if rows else None
    for row in range(rows):
        addr = base + (int(idx[row]) * scale + row * stride) * 128
        out[row] = r.dev(a, addr, 128, "load")[:128]
    r.report.bytes_loaded += rows * 128
    end = r.timing.memory(a.t, rows * 128)
    occupy_until(r, a, end)


def h_gathere(r, a, ins):
    dtn, dst, src, offv, n = ins.args
    dt = DTYPES[dtn]
    count = n * (128 // dt.itemsize)
    off = r.sp(a, _addr(a, offv), count * 8).view(I64).copy()  # (read before dst is written: they may overlap)
    out = r.sp(a, _addr(a, dst), n * 128, write=True).view(dt.storage)
    live = off >= 0  # a negative offset is a masked lane: it reads nothing and writes 0
    if count and off.max() >= 1 << 48:  # (would overflow the address arithmetic; no device is that large)
        j = int(np.argmax(off))
        r.fault(a, f"element gather: offset {int(off[j])} (element {j}) is past any device address")
    addrs = _addr(a, src) + off[live] * dt.itemsize
    values = r.dev_elements(a, addrs, dt.itemsize, "element gather").view(dt.storage).ravel()
    out[:] = 0
    out[live] = values
    end, nbytes = r.timing.element_gather(a.t, addrs)
    r.report.bytes_loaded += nbytes
    occupy_until(r, a, end)


def h_scatter(r, a, ins):
    dst, srcv, idxv, rows, scale, stride = ins.args
    idx = r.sp(a, _addr(a, idxv), rows * 8).view(I64).copy()
    src = r.sp(a, _addr(a, srcv), rows * 128)
    scatter_rows(r.memory, r.allowed, _addr(a, dst), idx, src, scale, stride, lambda msg: r.fault(a, msg))
    r.report.bytes_stored += rows * 128
    occupy_until(r, a, r.timing.memory(a.t, rows * 128))


def h_scattere(r, a, ins):
    dtn, dst, srcv, offv, n, acc = ins.args
    dt = DTYPES[dtn]
    off = r.sp(a, _addr(a, offv), n * (128 // dt.itemsize) * 8).view(I64).copy()
    src = r.sp(a, _addr(a, srcv), n * 128).view(dt.storage)
    addrs = scatter_lanes(r.memory, r.allowed, _addr(a, dst), off, src, dt, acc, lambda msg: r.fault(a, msg))
    end, nbytes = r.timing.element_scatter_cost(a.t, r.timing.gather_transactions(addrs), acc)
    r.report.bytes_stored += nbytes
    if acc:
        r.report.bytes_loaded += nbytes
    occupy_until(r, a, end)


def h_ld(r, a, ins):
    _block_transfer(r, a, ins, to_device=False)


def h_st(r, a, ins):
    _block_transfer(r, a, ins, to_device=True)


def h_ring(r, a, ins):
    core, dst, src, sticks = ins.args
    n = sticks * 128
    r.sp(a, _addr(a, dst), n, write=True, core=core)[:] = r.sp(a, _addr(a, src), n)
    r.report.ring_bytes += n
    end = r.timing.ring(a.t, a.core, core, n)
    occupy_until(r, a, end)


def register_count(r, a, rs: int, what: str) -> int:
    """A count from register rs (ldr rows, ringr sticks): 0..65535, else a fault."""
    v = a.regs[rs]
    if not 0 <= v <= 0xFFFF:
        r.fault(a, f"{what} r{rs} = {v} is outside 0..65535")
    return v


def as_ld(r, a, ins):
    """The ld an ldr is for its register's value (rows = rS)."""
    dst, src, sticks, rs, stride = ins.args
    return make("ld", dst=dst, src=src, sticks=sticks, rows=register_count(r, a, rs, "rows"), stride=stride)


def as_ring(r, a, ins):
    """The ring a ringr is for its register's value (sticks = rS)."""
    core, dst, src, rs = ins.args
    return make("ring", core=core, dst=dst, src=src, sticks=register_count(r, a, rs, "sticks"))


def h_ldr(r, a, ins):
    h_ld(r, a, as_ld(r, a, ins))


def h_ringr(r, a, ins):
    h_ring(r, a, as_ring(r, a, ins))


def _read(r, a, v, dt, count):
    return to_compute(r.sp(a, _addr(a, v), count * dt.itemsize).view(dt.storage), dt)


def _write(r, a, v, dt, values):
    store_values(r.sp(a, _addr(a, v), values.size * dt.itemsize, write=True).view(dt.storage), values.ravel(), dt)


def charge(r, a, cycles):
    """The unit is busy for `cycles` (a compute instruction)."""
    a.t += cycles
    a.rep.busy += cycles
    a.rep.instructions += 1
    a.pc += 1


def occupy_until(r, a, end):
    """The unit is busy until `end` (a transfer on a shared resource, which decided `end`)."""
    a.rep.busy += end - a.t
    a.rep.instructions += 1
    a.t = end
    a.pc += 1


def h_mm(r, a, ins):
    dtn, c, av, bv, m, k, n, acc = ins.args
    dt = DTYPES[dtn]
    E = 128 // dt.itemsize
    K, N = k * E, n * E
    A = sticks_by_row(_read(r, a, av, dt, m * K), k, m, E)
    if ins.op == "mmt":  # B^T stored as N rows x K sticks, K stick by K stick like A (sticked on K)
        B = sticks_by_row(_read(r, a, bv, dt, N * K), k, N, E)
    else:
        B = _read(r, a, bv, dt, K * N).reshape(K, N)
    C = r.sp(a, _addr(a, c), m * N * 4, write=True).view(F32)
    prod = matmul_f32(A, B, b_transposed=ins.op == "mmt").ravel()
    if acc:
        C += prod
    else:
        C[:] = prod
    r.report.flops += 2 * m * K * N
    charge(r, a, r.timing.mm(m * K * N, dt.itemsize))


def sticks_by_row(values, k, rows, E):
    """A PE operand stored K stick by K stick (k blocks of `rows` rows' sticks: A, and mmt's B) as the
    row-major (..., rows, k * E) matrix the sgemm takes; leading axes (the fast engine's batch) kept.
    A fresh array."""
    lead = values.shape[:-1]
    x = values.reshape(*lead, k, rows, E)
    return np.ascontiguousarray(np.swapaxes(x, -3, -2)).reshape(*lead, rows, k * E)


def matmul_f32(A, B, b_transposed=False):
    """fp32 products with fp32 accumulation: one sgemm of the instruction's whole tile, A row-major,
    B row-major K x N (mm) or given transposed, as the row-major N x K matrix it is (mmt). The fast
    engine stacks same-shape tiles into one 3-D np.matmul (broadcasting operands tiles share), which
    runs this same sgemm per tile, so both engines get the same bits (splitting a tile's rows, or
    another form of B, would change them)."""
    return A @ (np.swapaxes(B, -1, -2) if b_transposed else B)


def h_transpose(r, a, ins):
    dtn, dst, av, rows, cols = ins.args
    dt = DTYPES[dtn]
    nbytes = rows * cols * dt.itemsize
    src_addr, dst_addr = _addr(a, av), _addr(a, dst)
    if src_addr < dst_addr + nbytes and dst_addr < src_addr + nbytes:
        r.fault(a, f"transpose: source [{src_addr:#x}, {src_addr + nbytes:#x}) and destination "
                   f"[{dst_addr:#x}, {dst_addr + nbytes:#x}) overlap")
    # bits move unchanged (no compute dtype): one numpy transpose of the storage view
    src = r.sp(a, src_addr, nbytes).view(dt.storage).reshape(rows, cols)
    r.sp(a, dst_addr, nbytes, write=True).view(dt.storage).reshape(cols, rows)[:] = src.T
    charge(r, a, r.timing.transpose(nbytes // 128))


def vector_cost(r, a, dt, n, sub):
    charge(r, a, r.timing.vector(n * (128 // dt.itemsize), n, sub in SFU_OPS))


def h_unary(r, a, ins):
    dtn, dst, av, n = ins.args
    dt = DTYPES[dtn]
    sub = OPCODES[ins.op].sub
    out = UNARY_FNS[sub](_read(r, a, av, dt, n * (128 // dt.itemsize)))
    _write(r, a, dst, DTYPES["u8"] if sub in MASK_RESULT else dt, out)
    vector_cost(r, a, dt, n, sub)


def _binary(r, a, ins, dt, dst, x, y, n, sub):
    try:
        out = BINARY_FNS[sub](x, y)
    except (ValueError, ZeroDivisionError) as e:  # e.g. an integer to a negative integer power
        r.fault(a, f"{sub} on {dt.name}: {e}")
    _write(r, a, dst, DTYPES["u8"] if sub in MASK_RESULT else dt, out)
    vector_cost(r, a, dt, n, sub)


def h_binary(r, a, ins):
    dtn, dst, av, bv, n, (mode, p) = ins.args
    dt = DTYPES[dtn]
    E = 128 // dt.itemsize
    x = _read(r, a, av, dt, n * E)
    if mode == "full":
        y = _read(r, a, bv, dt, n * E)
    elif mode == "row":
        x = x.reshape(n // p, p * E)
        y = _read(r, a, bv, dt, p * E).reshape(1, p * E)
    else:
        x = x.reshape(n // p, p * E)
        y = _read(r, a, bv, dt, n // p).reshape(n // p, 1)
    _binary(r, a, ins, dt, dst, x, y, n, OPCODES[ins.op].sub)


def h_binimm(r, a, ins):
    dtn, dst, av, imm, n = ins.args
    dt = DTYPES[dtn]
    x = _read(r, a, av, dt, n * (128 // dt.itemsize))
    _binary(r, a, ins, dt, dst, x, x.dtype.type(imm), n, OPCODES[ins.op].sub)


def h_reduce(r, a, ins):
    dtn, dst, av, n, g, axis, ton, acc = ins.args
    dt, to = DTYPES[dtn], DTYPES[ton]
    sub = OPCODES[ins.op].sub
    E = 128 // dt.itemsize
    x = _read(r, a, av, dt, n * E)
    if axis == "within":
        x, ax = x.reshape(n // g, g * E), 1
    else:
        x, ax = x.reshape(g, (n // g) * E), 0
    if sub == "sum":
        out = x.sum(axis=ax, dtype=x.dtype)
    else:
        out = REDUCE_FNS[sub](x, axis=ax)
    if acc:
        prev = _read(r, a, dst, to, out.size)
        out = COMBINE_FNS[sub](prev, out.astype(prev.dtype))
    _write(r, a, dst, to, out)
    vector_cost(r, a, dt, n, sub)


def h_select(r, a, ins):
    dtn, dst, mv, av, bv, n = ins.args
    dt = DTYPES[dtn]
    count = n * (128 // dt.itemsize)
    nb = count * dt.itemsize
    mask = r.sp(a, _addr(a, mv), count)
    x = r.sp(a, _addr(a, av), nb).view(dt.storage)
    y = r.sp(a, _addr(a, bv), nb).view(dt.storage)
    r.sp(a, _addr(a, dst), nb, write=True).view(dt.storage)[:] = np.where(mask != 0, x, y)
    vector_cost(r, a, dt, n, "select")


def h_cast(r, a, ins):
    dtn, dst, av, n, ton = ins.args
    dt, to = DTYPES[dtn], DTYPES[ton]
    x = _read(r, a, av, dt, n * (128 // dt.itemsize))
    if dt.is_float and not to.is_float and to.name != "u8":
        x = np.trunc(x)  # float -> int truncates toward zero
    _write(r, a, dst, to, x)
    vector_cost(r, a, dt, n, "cast")


def h_bcast(r, a, ins):
    dtn, dst, av, n, (mode, p) = ins.args
    dt = DTYPES[dtn]
    E = 128 // dt.itemsize
    out = r.sp(a, _addr(a, dst), n * 128, write=True).view(dt.storage)
    if mode == "full":
        out[:] = r.sp(a, _addr(a, av), n * 128).view(dt.storage)
    elif mode == "row":
        src = r.sp(a, _addr(a, av), p * 128).view(dt.storage).copy()
        out.reshape(n // p, p * E)[:] = src
    else:
        src = r.sp(a, _addr(a, av), (n // p) * dt.itemsize).view(dt.storage).copy()
        out.reshape(n // p, p * E)[:] = src[:, None]
    vector_cost(r, a, dt, n, "bcast")


def h_fill(r, a, ins):
    dtn, dst, imm, n = ins.args
    dt = DTYPES[dtn]
    count = n * (128 // dt.itemsize)
    _write(r, a, dst, dt, np.full(count, imm, dtype=F32 if dt.is_float else I64))
    vector_cost(r, a, dt, n, "fill")


def h_cmpr(r, a, ins):
    # (exact: the i32 lanes and the 64-bit register bound compared in int64)
    dtn, dst, av, rs, imm, n = ins.args
    dt = DTYPES[dtn]
    x = _read(r, a, av, dt, n * (128 // dt.itemsize))
    _write(r, a, dst, DTYPES["u8"], x.astype(I64) < a.regs[rs] + imm)
    vector_cost(r, a, dt, n, OPCODES[ins.op].sub)


def h_iota(r, a, ins):
    dtn, dst, start, n = ins.args
    dt = DTYPES[dtn]
    count = n * (128 // dt.itemsize)
    _write(r, a, dst, dt, np.arange(start, start + count, dtype=I64))
    vector_cost(r, a, dt, n, "iota")


_GROUP_HANDLERS = {"unary": h_unary, "binary": h_binary, "binimm": h_binimm, "reduce": h_reduce,
                   "select": h_select, "cmpr": h_cmpr, "cast": h_cast, "bcast": h_bcast, "fill": h_fill, "iota": h_iota,
                   "pe": h_mm, "load": h_ld, "gather": h_gather, "gathere": h_gathere, "transpose": h_transpose,
                   "store": h_st, "ring": h_ring, "loadr": h_ldr, "ringr": h_ringr, "scatter": h_scatter, "scattere": h_scattere}
_CONTROL = {"nop": h_nop, "li": h_li, "addi": h_addi, "add": h_add, "muli": h_muli, "loopr": h_loopr, "loop": h_loop, "endloop": h_endloop, "wait": h_wait,
            "signal": h_signal, "barrier": h_barrier}
HANDLERS = {name: _CONTROL.get(name) or _GROUP_HANDLERS[spec.group] for name, spec in OPCODES.items()}
CardRun.handlers = HANDLERS
