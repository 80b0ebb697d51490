"""The timing-only run of a prepared image: what the fast engine (fast.py) translates.

It is the reference scheduler (`CardRun`) with other handlers: each computes its operands'
addresses, checks the scratchpad accesses as the reference does (bounds, and races when the card
checks them), charges exactly the reference's cycles, and records the instruction instead of
moving data. So one trace gives the reference's own timing report, finds its deadlocks, races and
scratchpad faults, and lists every data instruction in an order the reference could have run
them (its own, up to data-dependent timing).

Device addresses stay symbolic. Each slot's correction is a marker base far above any device
address, so an address register decodes to (slot, offset) and one trace serves every set of
argument addresses. A slot whose value steers the program -- a `loopr` count, a scaled (`muli`)
register, a scratchpad address -- is a *value slot*: the trace is made again with its actual
value, and holds for that value only (`Trace.value_slots`). A `vltr` bound from a slot is
recorded with that slot (its `dev`) and worked out at launch. A register that is a linear
combination of slot values (`muli` of a slot's register, `add` of two: a symbol's rows times their
bytes, added to an argument's base -- the new row of a grown KV cache) is a *derived slot*: the
marker of a further slot number, num_slots + 1 + i, that stands for `Trace.derived[i]` (pairs
(slot, coefficient)); the launch works its base out from the corrections, so such a program is
traced once for every value. Only the steering uses above make its slots value slots
(a `loopr` count, an `ldr` / `ringr` count, a scratchpad address), except that a `loopr` counted by
a slot may be traced up to a bound instead (record_trace's loop_bound: a bounded loop, its instances
tagged with their iteration). `timing_report` is the same scheduler with every slot's value and
nothing recorded: a bounded loop's report for one launch's counts.

The one cost that depends on data is an element gather's or scatter's (`gathere`, `scattere`: one
bus transaction per burst its live lanes touch). A trace made without those counts charges one
transaction per instruction and says so (`Trace.gathers`); the fast engine reruns the schedule with
the counts a launch measured.
"""

from __future__ import annotations

from typing import NamedTuple

from .isa import DTYPES, OPCODES, make
from .simulator import (HANDLERS, MASK_RESULT, CardRun, as_ld, as_ring, charge, h_add, h_loopr, h_muli, h_nop,
                        occupy_until, vector_cost)

MARK_SHIFT = 48  # slot s reads as (s + 1) << 48 plus the addend; device addresses are far below 2**47
_HALF = 1 << (MARK_SHIFT - 1)
_MAX_DERIVED = 4096  # derived slots one trace may make (their markers stay below 2**63)


def marker(slot: int) -> int:
    return (slot + 1) << MARK_SHIFT


def unmark(value: int) -> tuple[int | None, int]:
    """(slot, offset) of a register value made from a marker, (None, value) for a plain value."""
    k = (value + _HALF) >> MARK_SHIFT
    return (k - 1, value - (k << MARK_SHIFT)) if k else (None, value)


class NeedsValues(Exception):
    """The program uses these slots' values (not just as address bases): trace it with them."""

    def __init__(self, slots):
        super().__init__(f"slots {sorted(slots)} steer the program")
        self.slots = frozenset(slots)


class Instance(NamedTuple):
    """One executed data instruction. reads / writes: scratchpad ranges (core, address, bytes) the
    fast engine moves (a write's old contents are read too where it covers a stick in part);
    dev: (slot, byte offset) of its device operand, slot None for a plain address."""
    actor: int
    pc: int
    phase: int  # barriers the unit had passed
    ins: object
    reads: tuple
    writes: tuple
    dev: tuple | None
    tag: tuple | None = None  # (slot, iteration) inside a bounded `loopr` (see record_trace's loop_bound)


class Trace(NamedTuple):
    instances: list
    report: object  # RunReport
    actors: list  # Actor objects (names, programs) for fault messages
    value_slots: dict  # slot -> the value the trace was made with
    gathers: int  # gathere / scattere instructions: the report holds for the counts given (or a placeholder)
    derived: tuple = ()  # slot num_slots + 1 + i is the sum of coefficient * slot value over derived[i]
    loop_slots: frozenset = frozenset()  # slots whose `loopr` ran loop_bound iterations (instances tagged)
    loop_bound: int = 0


class NeedsLoopBound(NeedsValues):
    """A `loopr` count comes from these slots: trace it with a bound (record_trace's loop_bound)."""


class TraceRun(CardRun):
    """CardRun recording instances; `gathere_costs` maps (actor, n-th gathere or scattere of that
    actor) to its bus transactions (None: a placeholder of one each)."""

    def __init__(self, card, corrections, gathere_costs=None, events=False, loop_slots=frozenset(), loop_bound=0):
        super().__init__(card, card.memory, corrections, ())
        self.loop_slots, self.loop_bound = loop_slots, loop_bound
        self.bounded: dict[int, tuple] = {}  # actor -> (slot, its loop entry) of the last bounded loopr it ran
        self.bounded_slots: set = set()
        self.handlers = DRY_HANDLERS
        self.instances: list[Instance] = []
        self.gathere_costs = gathere_costs
        self.gathere_seen: dict[int, int] = {}
        self.gathers = 0
        self.num_slots = len(corrections)
        self.derived: list[tuple] = []  # derived slot num_slots + 1 + i: ((slot, coefficient), ...)
        self._derived_index: dict[tuple, int] = {}
        if not events:
            self.events = self.report.events = None

    def record(self, a, ins, reads, writes, dev=None):
        tag = None
        b = self.bounded.get(a.i)
        if b is not None:
            slot, entry = b
            if any(e is entry for e in a.loops):  # (after the loop: it runs whatever the count, see d_loopr)
                tag = (slot, self.loop_bound - entry[1])
        self.instances.append(Instance(a.i, a.pc, a.barriers, ins, reads, writes, dev, tag))

    def terms(self, slot) -> tuple:
        """A marked slot as (slot, coefficient) pairs of correction slots."""
        return self.derived[slot - self.num_slots - 1] if slot > self.num_slots else ((slot, 1),)

    def real_slots(self, slots) -> set:
        return {t for s in slots for t, _ in self.terms(s)}

    def linear(self, terms: dict, addend: int) -> int:
        """The register value of sum(coefficient * slot value) + addend: a plain int, a slot's
        marker, or a derived slot's marker (NeedsValues where the marker cannot hold it)."""
        terms = tuple(sorted((s, c) for s, c in terms.items() if c))
        if not terms:
            return addend
        if abs(addend) >= _HALF // 2:
            raise NeedsValues({s for s, _ in terms})
        if len(terms) == 1 and terms[0][1] == 1:
            return marker(terms[0][0]) + addend
        d = self._derived_index.get(terms)
        if d is None:
            if len(self.derived) >= _MAX_DERIVED:
                raise NeedsValues({s for s, _ in terms})
            d = self._derived_index[terms] = self.num_slots + 1 + len(self.derived)
            self.derived.append(terms)
        return marker(d) + addend

    def combination(self, value) -> tuple:
        """(terms {slot: coefficient}, addend) of a register value."""
        slot, off = unmark(value)
        return ({} if slot is None else dict(self.terms(slot))), off


def record_trace(card, prepared, values=None, *, gathere_costs=None, check_races=None, events=False,
                 loop_slots=frozenset(), loop_bound=0) -> Trace:
    """Run `prepared` timing-only. values: slot -> value for the value slots (others get markers).
    loop_slots / loop_bound: a `loopr` whose count is one of these slots (a symbolic kernel's rows per
    core) runs loop_bound iterations, each instance of its body tagged (slot, iteration): the fast
    engine runs an instance only where the slot's value at launch exceeds its iteration, so one
    translation serves every count up to the bound (the report is the bound's; fast.py times each
    count with a trace of its own values). Raises NeedsValues (slots to give values for; NeedsLoopBound:
    slots that count a loopr, when no bound is given), or the reference's DeviceFault."""
    values = dict(values or {})
    corrections = [values.get(s, marker(s)) for s in range(prepared.image.num_slots)]
    run = TraceRun(card, corrections, gathere_costs, events, frozenset(loop_slots), loop_bound)
    if check_races is not None:
        run.check_races = check_races
    try:
        report = run.execute(prepared)
    except NeedsValues as e:  # (a derived slot steers: its slots' values are needed)
        raise type(e)(run.real_slots(e.slots)) from None
    return Trace(run.instances, report, run.actors, values, run.gathers, tuple(run.derived),
                 frozenset(run.bounded_slots), loop_bound)


class TimingRun(TraceRun):
    """A timing-only run with every slot's value: the reference's schedule and report, its
    scratchpad bounds and faults, nothing recorded (what a bounded loop's launch needs for its counts)."""

    tracks_order = False  # (no race is checked: queue tokens and barriers carry no vector clocks)

    def record(self, a, ins, reads, writes, dev=None):
        pass

    def sp(self, a, addr, nbytes, write=False, core=None):
        if addr < 0 or addr + nbytes > self.sp_limit:
            CardRun.sp(self, a, addr, nbytes, write, core)  # (raises the reference's fault)


def timing_report(card, prepared, corrections):
    """The reference's report of `prepared` run with these corrections (a DeviceFault where it faults),
    without moving data: the scheduler with the trace's handlers and the reference's control."""
    run = TimingRun(card, [int(c) for c in corrections])
    run.handlers = TIMING_HANDLERS
    run.check_races = False
    return run.execute(prepared)


# ---------------------------------------------------------------- operands
def _sp_addr(a, v) -> int:
    value = a.regs[v[0]] + v[1]
    slot, _ = unmark(value)
    if slot is not None:
        raise NeedsValues({slot})
    return value


def _dev(a, v) -> tuple:
    return unmark(a.regs[v[0]] + v[1])


def _marked_slot(a, reg):
    return unmark(a.regs[reg])[0]


# ---------------------------------------------------------------- control that reads slot values
def d_add(r, a, ins):
    rd, rs, rt = ins.args
    if _marked_slot(a, rs) is None or _marked_slot(a, rt) is None:
        h_add(r, a, ins)  # (a plain value added to a marker moves its addend)
        return
    (ts, x), (tt, y) = r.combination(a.regs[rs]), r.combination(a.regs[rt])
    for slot, c in tt.items():
        ts[slot] = ts.get(slot, 0) + c
    value = r.linear(ts, x + y)
    h_add(r, a, ins)
    if rd:
        a.regs[rd] = value


def d_muli(r, a, ins):
    rd, rs, imm = ins.args
    if _marked_slot(a, rs) is None:
        h_muli(r, a, ins)
        return
    terms, off = r.combination(a.regs[rs])
    value = r.linear({slot: c * imm for slot, c in terms.items()}, off * imm)
    h_muli(r, a, ins)
    if rd:
        a.regs[rd] = value


def d_loopr(r, a, ins):
    value = a.regs[ins.args[0]]
    s, addend = unmark(value)
    if s is None:
        h_loopr(r, a, ins)
        return
    if s > r.num_slots or addend:  # (a count derived from slots, or a slot plus a constant: traced per value)
        raise NeedsValues(r.real_slots({s}))
    if s not in r.loop_slots or r.loop_bound < 1:
        raise NeedsLoopBound({s})
    b = r.bounded.get(a.i)
    if b is not None and any(e is b[1] for e in a.loops):  # (nested in another: traced per value)
        raise NeedsValues({s, b[0]})
    if _reads_moved_registers(a.code, a.loop_ends, a.pc):
        raise NeedsValues({s})  # (what follows the loop depends on its count)
    entry = [a.pc + 1, r.loop_bound]
    a.loops.append(entry)
    r.bounded[a.i] = (s, entry)
    r.bounded_slots.add(s)
    h_nop(r, a, ins)


def _registers(ins) -> tuple[set, set]:
    """(registers ins reads, registers it writes); r0 left out."""
    reads, writes = set(), set()
    for f, v in zip(OPCODES[ins.op].fields, ins.args):
        if f.kind in ("sp", "dev"):
            reads.add(v[0])
        elif f.kind == "reg":
            (writes if f.name == "rd" else reads).add(v)
    reads.discard(0)
    writes.discard(0)
    return reads, writes


_MOVED_CACHE: dict = {}


def _reads_moved_registers(code, loop_ends, pc) -> bool:
    """Whether the code after the loop at pc reads a register its body writes before writing it
    again (its value would depend on the count). The code after is scanned in text order, loop
    bodies twice (a register moved late in a body is read early in the next iteration)."""
    key = (id(code), pc)
    hit = _MOVED_CACHE.get(key)
    if hit is not None and hit[0] is code:
        return hit[1]
    end = loop_ends[pc]
    moved = set()
    for ins in code[pc + 1:end]:
        moved |= _registers(ins)[1]

    def scan(lo, hi) -> bool:
        k = lo
        while k < hi:
            ins = code[k]
            reads, writes = _registers(ins)
            if reads & moved:
                return True
            if ins.op in ("loop", "loopr"):
                e = loop_ends[k]
                if scan(k + 1, e) or scan(k + 1, e):
                    return True
                k = e + 1
                continue
            moved.difference_update(writes)  # (its inputs are clean: checked above)
            k += 1
        return False

    result = scan(end + 1, len(code))
    if len(_MOVED_CACHE) > 4096:
        _MOVED_CACHE.clear()
    _MOVED_CACHE[key] = (code, result)
    return result


# ---------------------------------------------------------------- data instructions
# Each mirrors its reference handler in simulator.py: the same scratchpad checks in the same order,
# the same report counters and the same cycles.

def d_block(r, a, ins):
    dst, src, sticks, rows, _ = ins.args
    n = sticks * 128 * rows
    core = a.core
    if ins.op == "st":
        dev, spa = _dev(a, dst), _sp_addr(a, src)
        r.sp(a, spa, n)
        r.record(a, ins, ((core, spa, n),), (), dev)
        r.report.bytes_stored += n
    else:
        dev, spa = _dev(a, src), _sp_addr(a, dst)
        r.sp(a, spa, n, write=True)
        r.record(a, ins, (), ((core, spa, n),), dev)
        r.report.bytes_loaded += n
    occupy_until(r, a, r.timing.memory(a.t, n))


def d_gather(r, a, ins):
    dst, src, idxv, rows, _, _ = ins.args
    ia, da = _sp_addr(a, idxv), _sp_addr(a, dst)
    r.sp(a, ia, rows * 8)
    if rows:
        r.sp(a, da, rows * 128, write=True)
    r.record(a, ins, ((a.core, ia, rows * 8),), ((a.core, da, rows * 128),), _dev(a, src))
    r.report.bytes_loaded += rows * 128
    occupy_until(r, a, r.timing.memory(a.t, rows * 128))


def d_gathere(r, a, ins):
    dtn, dst, src, offv, n = ins.args
    count = n * (128 // DTYPES[dtn].itemsize)
    oa, da = _sp_addr(a, offv), _sp_addr(a, dst)
    r.sp(a, oa, count * 8)
    r.sp(a, da, n * 128, write=True)
    r.record(a, ins, ((a.core, oa, count * 8),), ((a.core, da, n * 128),), _dev(a, src))
    k = r.gathere_seen.get(a.i, 0)
    r.gathere_seen[a.i] = k + 1
    r.gathers += 1
    transactions = 1 if r.gathere_costs is None else r.gathere_costs[(a.i, k)]
    end, nbytes = r.timing.element_gather_cost(a.t, transactions)
    r.report.bytes_loaded += nbytes
    occupy_until(r, a, end)


def d_scatter(r, a, ins):
    dst, srcv, idxv, rows, _, _ = ins.args
    ia, sa = _sp_addr(a, idxv), _sp_addr(a, srcv)
    r.sp(a, ia, rows * 8)
    r.sp(a, sa, rows * 128)
    r.record(a, ins, ((a.core, ia, rows * 8), (a.core, sa, rows * 128)), (), _dev(a, dst))
    r.report.bytes_stored += rows * 128
    occupy_until(r, a, r.timing.memory(a.t, rows * 128))


def d_scattere(r, a, ins):
    # (its bus transactions depend on the offsets, as a gathere's do: the same per-unit cost record)
    dtn, dst, srcv, offv, n, acc = ins.args
    count = n * (128 // DTYPES[dtn].itemsize)
    oa, sa = _sp_addr(a, offv), _sp_addr(a, srcv)
    r.sp(a, oa, count * 8)
    r.sp(a, sa, n * 128)
    r.record(a, ins, ((a.core, oa, count * 8), (a.core, sa, n * 128)), (), _dev(a, dst))
    k = r.gathere_seen.get(a.i, 0)
    r.gathere_seen[a.i] = k + 1
    r.gathers += 1
    transactions = 1 if r.gathere_costs is None else r.gathere_costs[(a.i, k)]
    end, nbytes = r.timing.element_scatter_cost(a.t, transactions, acc)
    r.report.bytes_stored += nbytes
    if acc:
        r.report.bytes_loaded += nbytes
    occupy_until(r, a, end)


def d_ring(r, a, ins):
    core, dst, src, sticks = ins.args
    n = sticks * 128
    sa, da = _sp_addr(a, src), _sp_addr(a, dst)
    r.sp(a, sa, n)
    r.sp(a, da, n, write=True, core=core)
    r.record(a, ins, ((a.core, sa, n),), ((core, da, n),))
    r.report.ring_bytes += n
    occupy_until(r, a, r.timing.ring(a.t, a.core, core, n))


def d_mm(r, a, ins):
    dtn, c, av, bv, m, k, n, acc = ins.args
    dt = DTYPES[dtn]
    E = 128 // dt.itemsize
    K, N = k * E, n * E
    aa, ba, ca = _sp_addr(a, av), _sp_addr(a, bv), _sp_addr(a, c)
    core = a.core
    r.sp(a, aa, m * K * dt.itemsize)
    r.sp(a, ba, N * K * dt.itemsize)
    r.sp(a, ca, m * N * 4, write=True)
    reads = ((core, aa, m * K * dt.itemsize), (core, ba, N * K * dt.itemsize))
    if acc:  # C += A @ B reads the old C
        reads += ((core, ca, m * N * 4),)
    r.record(a, ins, reads, ((core, ca, m * N * 4),))
    r.report.flops += 2 * m * K * N
    charge(r, a, r.timing.mm(m * K * N, dt.itemsize))


def d_transpose(r, a, ins):
    dtn, dst, av, rows, cols = ins.args
    nbytes = rows * cols * DTYPES[dtn].itemsize
    src_addr, dst_addr = _sp_addr(a, av), _sp_addr(a, dst)
    if src_addr < dst_addr + nbytes and dst_addr < src_addr + nbytes:
        r.fault(a, f"transpose: source [{src_addr:#x}, {src_addr + nbytes:#x}) and destination "
                   f"[{dst_addr:#x}, {dst_addr + nbytes:#x}) overlap")
    r.sp(a, src_addr, nbytes)
    r.sp(a, dst_addr, nbytes, write=True)
    r.record(a, ins, ((a.core, src_addr, nbytes),), ((a.core, dst_addr, nbytes),))
    charge(r, a, r.timing.transpose(nbytes // 128))


def _vector(r, a, ins, reads, write, dt, n, sub, dev=None):
    """reads: [(sp operand, bytes)] checked in order; write: (sp operand, bytes), checked last."""
    core = a.core
    rd = []
    for v, nb in reads:
        addr = _sp_addr(a, v)
        r.sp(a, addr, nb)
        rd.append((core, addr, nb))
    addr = _sp_addr(a, write[0])
    r.sp(a, addr, write[1], write=True)
    r.record(a, ins, tuple(rd), ((core, addr, write[1]),), dev)
    vector_cost(r, a, dt, n, sub)


def d_unary(r, a, ins):
    dtn, dst, av, n = ins.args
    dt = DTYPES[dtn]
    sub = OPCODES[ins.op].sub
    count = n * (128 // dt.itemsize)
    _vector(r, a, ins, [(av, count * dt.itemsize)], (dst, count * (1 if sub in MASK_RESULT else dt.itemsize)),
            dt, n, sub)


def d_binary(r, a, ins):
    dtn, dst, av, bv, n, (mode, p) = ins.args
    dt = DTYPES[dtn]
    sub = OPCODES[ins.op].sub
    E = 128 // dt.itemsize
    b_count = n * E if mode == "full" else p * E if mode == "row" else n // p
    _vector(r, a, ins, [(av, n * E * dt.itemsize), (bv, b_count * dt.itemsize)],
            (dst, n * E * (1 if sub in MASK_RESULT else dt.itemsize)), dt, n, sub)


def d_binimm(r, a, ins):
    dtn, dst, av, _, n = ins.args
    dt = DTYPES[dtn]
    sub = OPCODES[ins.op].sub
    count = n * (128 // dt.itemsize)
    _vector(r, a, ins, [(av, count * dt.itemsize)], (dst, count * (1 if sub in MASK_RESULT else dt.itemsize)),
            dt, n, sub)


def d_reduce(r, a, ins):
    dtn, dst, av, n, g, axis, ton, acc = ins.args
    dt, to = DTYPES[dtn], DTYPES[ton]
    E = 128 // dt.itemsize
    out = (n // g) * (1 if axis == "within" else E)
    reads = [(av, n * E * dt.itemsize)] + ([(dst, out * to.itemsize)] if acc else [])
    _vector(r, a, ins, reads, (dst, out * to.itemsize), dt, n, OPCODES[ins.op].sub)


def d_select(r, a, ins):
    dtn, dst, mv, av, bv, n = ins.args
    dt = DTYPES[dtn]
    count = n * (128 // dt.itemsize)
    nb = count * dt.itemsize
    _vector(r, a, ins, [(mv, count), (av, nb), (bv, nb)], (dst, nb), dt, n, "select")


def d_cast(r, a, ins):
    dtn, dst, av, n, ton = ins.args
    dt = DTYPES[dtn]
    count = n * (128 // dt.itemsize)
    _vector(r, a, ins, [(av, count * dt.itemsize)], (dst, count * DTYPES[ton].itemsize), dt, n, "cast")


def d_bcast(r, a, ins):
    dtn, dst, av, n, (mode, p) = ins.args
    dt = DTYPES[dtn]
    # the reference takes its output view before reading the source
    da = _sp_addr(a, dst)
    r.sp(a, da, n * 128, write=True)
    nb = n * 128 if mode == "full" else p * 128 if mode == "row" else (n // p) * dt.itemsize
    sa = _sp_addr(a, av)
    r.sp(a, sa, nb)
    r.record(a, ins, ((a.core, sa, nb),), ((a.core, da, n * 128),))
    vector_cost(r, a, dt, n, "bcast")


def _resolved(a, ins, convert, r):
    s = _marked_slot(a, ins.arg("rs"))
    if s is not None:
        raise NeedsValues({s})
    return convert(r, a, ins)


def d_ldr(r, a, ins):
    # (recorded as the ld it is for the register's value: a value slot's where it comes from one)
    d_block(r, a, _resolved(a, ins, as_ld, r))


def d_ringr(r, a, ins):
    d_ring(r, a, _resolved(a, ins, as_ring, r))


INT32_MIN, INT32_MAX = -(1 << 31), (1 << 31) - 1


def d_cmpr(r, a, ins):
    """Recorded as the immediate compare it is for the register's value (vlti, or vlei INT32_MAX when
    every i32 lane passes); a register made from slots is recorded as the vltr it is, its slot (or
    derived slot) and addend as `dev`: the launch works the bound out (fast.r_cmpr)."""
    dtn, dst, av, rs, imm, n = ins.args
    slot, addend = unmark(a.regs[rs])
    if slot is not None:
        count = n * (128 // DTYPES[dtn].itemsize)
        _vector(r, a, ins, [(av, count * 4)], (dst, count), DTYPES[dtn], n, OPCODES[ins.op].sub, dev=(slot, addend))
        return
    bound = a.regs[rs] + imm
    if bound > INT32_MAX:
        same = make("vlei", dt=dtn, dst=dst, a=av, imm=INT32_MAX, n=n)
    else:
        same = make("vlti", dt=dtn, dst=dst, a=av, imm=max(bound, INT32_MIN), n=n)
    count = n * (128 // DTYPES[dtn].itemsize)
    _vector(r, a, same, [(av, count * 4)], (dst, count), DTYPES[dtn], n, OPCODES[ins.op].sub)


def d_fill(r, a, ins):
    dtn, dst, _, n = ins.args
    dt = DTYPES[dtn]
    _vector(r, a, ins, [], (dst, n * 128), dt, n, "fill")


def d_iota(r, a, ins):
    dtn, dst, _, n = ins.args
    dt = DTYPES[dtn]
    _vector(r, a, ins, [], (dst, n * 128), dt, n, "iota")


_DRY_GROUP = {"unary": d_unary, "binary": d_binary, "binimm": d_binimm, "reduce": d_reduce, "select": d_select, "cmpr": d_cmpr,
              "cast": d_cast, "bcast": d_bcast, "fill": d_fill, "iota": d_iota, "pe": d_mm, "load": d_block,
              "gather": d_gather, "gathere": d_gathere, "transpose": d_transpose, "store": d_block, "ring": d_ring,
              "scatter": d_scatter, "scattere": d_scattere,
              "loadr": d_ldr, "ringr": d_ringr}
_DRY_CONTROL = {"add": d_add, "muli": d_muli, "loopr": d_loopr}
DRY_HANDLERS = {name: _DRY_CONTROL.get(name) or (HANDLERS[name] if spec.group == "control" else _DRY_GROUP[spec.group])
                for name, spec in OPCODES.items()}
TIMING_HANDLERS = {name: HANDLERS[name] if spec.group == "control" else _DRY_GROUP[spec.group]
                   for name, spec in OPCODES.items()}
