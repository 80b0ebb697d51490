"""The fast engine: a prepared image translated once into batched array operations.

`FastProgram(trace, ...)` is made when an image is prepared (machine.Card._translation; again per
value of a value slot; derived slots and vltr bounds from slots are worked out per launch) from the
timing-only trace (trace.py): every data instruction the reference runs, in an order the reference
runs them, and the reference's timing report. Then:

- renaming: each scratchpad stick an instruction writes gets a fresh row of a store that follows
  the scratchpads' own rows in one array, so the only order left between instructions is their
  data flow (a read takes the version written last before it in the trace; a write covering a
  stick in part starts from the stick's old contents) and device memory order (barrier phases;
  inside a phase, accesses to a slot that the phase writes, stick by stick; a scatter writes its
  slot at places only the data knows, so it orders like a write of the whole slot). Sticks read
  before the program writes them are read in place; with `keep_scratchpads`, each stick's last
  version is written to its scratchpad row (after the in-place reads of its old contents);
- levels: each instruction goes one level after the last thing it depends on;
- groups: the instructions of one level with the same operation, sizes and in-stick offsets run
  as one numpy call over all of them, whatever core or loop iteration they came from;
- and: PE chains accumulating into one C run as one operation (`_matmul_chains`); loads of sticks
  nothing writes from their phase on are read from device memory in place (`_virtual_loads`),
  once for operands every instruction of a group shares; constant results are worked out here
  (`_fold`); instructions whose results nobody reads are dropped; an fp16 result that only an upcast
  reads is written as the upcast's fp32 values (`_fuse_widening_casts`, `f16_rounded`), and fp16 / bf16
  weights of PE instructions keep their fp32 values between launches while their bytes are unchanged
  (`_widened`).

The translation costs per instruction, not per stick (an LM head's PE instructions read hundreds
of sticks each): stick ranges are slices of per-stick state, a stick's contents from before the
run is the version numbered by its row, one write's sticks get consecutive version ids, so a read
is mostly a span (first id, count) and per-version flags are set and tested a span at a time.

A launch checks every static device access against the allowed ranges at once, copies the folded
constants in, runs the groups level by level and returns the trace's report. The numpy calls are
the reference's own (simulator.py) on a leading batch axis, which gives the same bits: elementwise
ufuncs and reductions along one axis do not depend on what else is in the array, and a stacked
np.matmul runs one sgemm per tile, as the reference does.

A bounded loop (trace.py: a `loopr` counted by a slot, traced up to a bound) tags its instances
with (slot, iteration): a launch runs those whose slot value exceeds their iteration (ld / st
groups pick them, everything else computes them all: nothing that runs reads what the others
write), and its report comes from a timing-only run of its counts (counted_report). A derived
slot's accesses order on their own sticks; a launch whose family of slots reaches common bytes
raises Reorder (machine.Card then runs the translation ordering the family as one slot).

Where the fast engine does not go, a launch runs on the reference instead (`Reference`, reported
in card.last_engine): a program the trace found faulty (deadlock, race, scratchpad bounds: the
reference raises the same fault at the same point), a launch whose static device accesses leave
the allowed ranges (the reference raises), or whose written arguments overlap other arguments
(aliasing). A data-dependent fault (a gather or scatter index out of range, an integer raised to
a negative power) is raised by the fast engine itself, naming the instruction as the reference
does. Scatters run one instruction at a time through the reference's own functions
(simulator.scatter_rows, scatter_lanes), since their lanes must land in order.
"""

from __future__ import annotations

import weakref
from collections import OrderedDict, defaultdict
from typing import NamedTuple

import numpy as np
from numpy.lib.stride_tricks import as_strided

from ..errors import DeviceFault
from .asm import format_instruction
from .isa import DTYPES, OPCODES
from .simulator import (BINARY_FNS, COMBINE_FNS, F32, I64, MASK_RESULT, REDUCE_FNS, UNARY_FNS, f16_to_f32, matmul_f32,
                        scatter_lanes, scatter_rows, sticks_by_row, store_values, to_compute)
from .timing import TimingModel
from .trace import NeedsValues, record_trace, timing_report

U8 = DTYPES["u8"]
COUNTED_REPORTS = 64  # bounded-loop count vectors a translation keeps reports for (least recently used dropped)
_STICK = np.dtype((np.void, 128))  # one stick as one numpy element: row gathers / scatters move whole sticks
_SCATTERS = frozenset({"scatter", "scattere"})  # device writes at data-dependent addresses
_DEVICE_WRITES = _SCATTERS | {"st"}
_ELEMENT_TRANSFERS = frozenset({"gathere", "scattere"})  # bus cost depends on the data (trace.py)


class Reference(Exception):
    """This launch runs on the reference engine (the text says why)."""


class Reorder(Exception):
    """This launch's derived-slot accesses overlap another slot's: it needs the translation that
    orders a derived slot's family as one slot (FastProgram separate_derived=False)."""


# ---------------------------------------------------------------- translation
class Group:
    """Instructions of one level with one shape, run as one batched operation."""

    __slots__ = ("run", "ins", "count", "reads", "out", "old", "who", "dev_slots", "dev_offsets", "pattern",
                 "aligned", "const", "seq", "pe_tiles", "widen", "tag_slots", "tag_iters", "select")

    def __init__(self, run, ins, count):
        self.run, self.ins, self.count = run, ins, count
        self.reads = []  # per read operand: (rows (G, S) int array or (start, stop) of a contiguous block, offset, bytes)
        self.out = None  # (first row, sticks per instruction, offset, bytes) of the new rows
        self.old = None  # rows the new rows start from (a write covering sticks in part), (G, S)
        self.who = None  # (actor indices, pcs): names for fault messages
        self.dev_slots = None  # per instruction, its device operand's slot (num_slots: a plain address)
        self.dev_offsets = None  # per instruction, the byte offset from that slot's base
        self.pattern = None  # ld / st: byte offsets of the sticks one instruction moves
        self.aligned = False  # every device access of the group starts on a stick (given aligned bases)
        self.const = None  # fill / iota: the bytes one instruction writes
        self.seq = None  # gathere: which of its unit's gatheres each instruction is (keys its timing)
        self.pe_tiles = None  # PE: the operands its instructions share (PeTiles)
        self.widen = None  # an fp16 result only a vcast to f32 reads: that group (its rows get the fp32 values)
        # a bounded loop's instances (trace.py): instruction i runs where correction[tag_slots[i]] >
        # tag_iters[i] (num_slots, -1: always); None: every instruction of the group always runs
        self.tag_slots = self.tag_iters = None
        self.select = None  # vsel with a folded mask: its lanes' bit masks (SelectMask)

    def arrays(self):
        """(part, array) for every array this group keeps (FastProgram.memory names the parts)."""
        t = self.pe_tiles
        for rows in [spec[0] for spec in self.reads] + ([t.a[0], t.b[0]] if t else []) + [
                self.out[0] if self.out else None, self.old]:
            if isinstance(rows, DeviceRows):
                yield "device stick indices", rows.relative
            elif isinstance(rows, Literal):
                yield "constants", rows.data
            elif isinstance(rows, np.ndarray):
                yield "store row indices", rows
        for x in (t.a_of, t.b_of, t.order) if t else ():
            yield "store row indices", x
        for x in (self.const, *(self.select or ())):
            yield "constants", x
        for x in (self.dev_slots, self.dev_offsets, self.pattern, self.tag_slots, self.tag_iters, self.seq):
            yield "device access checks", x
        for x in self.who or ():
            yield "instruction names", x
        if self.widen is not None:  # (the cast group whose rows this one writes)
            yield from self.widen.arrays()


def _static_fields(ins):
    """An instruction's fields other than its addresses (floats by their bits: NaN equals NaN here)."""
    spec = OPCODES[ins.op]
    return (ins.op,) + tuple(float.hex(v) if isinstance(v, float) else v
                             for f, v in zip(spec.fields, ins.args) if f.kind not in ("sp", "dev"))


def _signature(static, reads, writes, dev):
    """What instructions must share to run as one batched operation: the operation, and per operand
    its bytes and where it starts inside a stick."""
    return (static, tuple((nb, addr & 127) for _, addr, nb in reads + writes),
            dev is not None and (dev[1] & 127) == 0)


def _device_sticks(ins, off):
    """Device sticks (128-byte blocks, relative to the slot base) an ld / st touches."""
    _, _, sticks, rows, stride = ins.args
    row = sticks * 128
    out = set()
    for r in range(rows):
        lo = off + r * stride
        out.update(range(lo >> 7, (lo + row + 127) >> 7))
    return out


def _sticks_of(write):
    _, addr, nb = write
    return ((addr + nb + 127) >> 7) - (addr >> 7)


_EFFECTS = _DEVICE_WRITES | {"gather", "gathere"}  # device stores, and loads whose data may fault
_PURE = frozenset({"unary", "binary", "binimm", "reduce", "select", "cast", "bcast", "fill", "iota", "transpose"})


def _faults_on_data(ins):
    return OPCODES[ins.op].sub == "pow" and not DTYPES[ins.args[0]].is_float  # an int to a negative power


def _matmul_chains(instances, inst_reads, inst_old, inst_wver, ver_owner, ver_final, n_ver) -> dict:
    """Chains of PE instructions accumulating into one C (`mm ... acc=1` after `mm` of the same
    shape whose C nothing else reads and that is no stick's last version): last instruction ->
    [every instruction of the chain, in order]. The fast engine runs a chain as one operation: the
    same tile sgemms and the same fp32 additions in the same order, the partial C kept in an array."""
    every = [vs for reads in inst_reads for vs in reads]
    every += [old for old in inst_old if old is not None]
    spans = [vs for vs in every if type(vs) is tuple]
    firsts = np.array([v for v, _ in spans], dtype=np.int64)
    ends = firsts + np.array([n for _, n in spans], dtype=np.int64)
    # readers per version: spans as +1 at their first version, -1 after their last, summed up
    readers = np.cumsum(np.bincount(firsts, minlength=n_ver + 1) - np.bincount(ends, minlength=n_ver + 1))[:n_ver]
    arrays = [vs for vs in every if type(vs) is not tuple]
    if arrays:
        readers += np.bincount(np.concatenate(arrays), minlength=n_ver)

    def whole_sticks(inst):
        return all(addr & 127 == 0 and nb & 127 == 0 for _, addr, nb in inst.reads[:2])

    after = {}
    for j, inst in enumerate(instances):
        ins = inst.ins
        if ins.op not in ("mm", "mmt") or not ins.args[7] or not whole_sticks(inst):
            continue
        c_read = inst_reads[j][2]
        if not isinstance(c_read, tuple):  # (versions that are not consecutive: not one C's)
            continue
        p = int(ver_owner[c_read[0]])
        if p < 0:
            continue
        prev = instances[p].ins
        c_vers = _index(c_read)
        if (prev.op != ins.op or prev.args[0] != ins.args[0] or prev.args[4:7] != ins.args[4:7]
                or not whole_sticks(instances[p]) or inst_wver[p] is None or c_read[0] != inst_wver[p]
                or (readers[c_vers] != 1).any() or ver_final[c_vers].any()):
            continue
        after[p] = j
    chains = {}
    for head in set(after) - set(after.values()):
        chain = [head]
        while chain[-1] in after:
            chain.append(after[chain[-1]])
        chains[chain[-1]] = chain
    return chains


def _order_keys(derived, num_slots) -> dict:
    """Slot -> the key its device accesses order on: a derived slot and the slots it is made
    from share one (connected through shared slots); other slots are their own key."""
    parent = {}

    def root(x):
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    for i, terms in enumerate(derived):
        d = root(num_slots + 1 + i)
        for s, _ in terms:
            r = root(s)
            if r != d:
                parent[r] = d
    return {x: root(x) for x in parent} | {root(x): root(x) for x in parent}


class FastProgram:
    """One trace translated: groups in level order, the stores' shape, the static device accesses."""

    def __init__(self, trace, config, num_slots: int, keep_scratchpads: bool = True, separate_derived: bool = True):
        self.report = trace.report
        self.report.freeze()  # every launch returns it: its figures are worked out once
        self.value_slots = trace.value_slots
        self.gathers = trace.gathers
        self.names = [(a.name, a.code) for a in trace.actors]
        self.num_slots = num_slots
        # derived slots (trace.py): slot num_slots + 1 + i has the base sum(c * correction) over derived[i]
        self.derived = trace.derived
        # Device order of a derived slot's accesses. Kept whole (separate_derived False, or a family
        # with a gather or scatter): a derived slot and the slots it is made from order as one slot,
        # its accesses as the whole slot's. Separated: each slot orders on its own sticks, and a
        # launch checks that no two slots of one family reach the same bytes where one writes
        # (Reorder when they do: the machine runs the whole-family translation then).
        families = _order_keys(self.derived, num_slots)
        whole = set(families.values()) if not separate_derived else {
            families[i.dev[0]] for i in trace.instances
            if i.dev is not None and i.dev[0] in families and i.ins.op in _SCATTERS | {"gather", "gathere"}}
        self.order_key = {x: r for x, r in families.items() if r in whole}
        self.separated = {x: r for x, r in families.items() if r not in whole}
        self.instructions = len(trace.instances)
        # a bounded loop (trace.py): loop_slots count `loopr` iterations, traced loop_bound times; an
        # instance runs where its slot's value exceeds its iteration (`tagged_dev`: the ld / st groups
        # whose instances must be picked at launch); each count vector gets its report (counted_report)
        self.loop_slots, self.loop_bound = tuple(sorted(trace.loop_slots)), trace.loop_bound
        self.tagged_dev = []
        self.active = None  # the last launch's _active_instances
        self._counted = OrderedDict()  # loop counts -> the report of a trace with those values
        self.timing = TimingModel(config)
        self._reports = {}  # (gathere costs, events) -> the report of a schedule rerun with them
        self._checked = None  # (what the last launch's check saw, its slot bases)
        self.keep_scratchpads = keep_scratchpads
        self.widened = {}  # (PE B operand spec id, its slot's first stick) -> _Widened, or None: its bytes change
        self._widened_bytes = [0]  # what self.widened holds (counted in WIDENED_CACHE_BYTES until self dies)
        weakref.finalize(self, _release_widened, self._widened_bytes)
        self._build(trace.instances, config, num_slots)
        self._literal_constants()
        self._select_masks()
        self._fuse_widening_casts()
        self._drop_tiled_reads()

    # ---- building ----
    def _build(self, instances, config, num_slots):
        sps = config.scratchpad_bytes // 128  # sticks per core
        n_sp = self.sp_rows = config.num_cores * sps  # the rows of the card's scratchpads; renamed sticks follow
        n_inst = len(instances)
        # Versions: a stick's contents from before the run is version `its row` (0 .. n_sp - 1); each
        # stick an instruction writes gets the next id after those. Per instruction its write's first
        # row and sticks (a data instruction writes at most one range); stick ranges are handled as
        # array slices, so a translation costs per instruction, not per stick.
        w_row = [0] * n_inst
        w_n = [0] * n_inst
        # every stick's last writer: its last version goes straight to the stick's scratchpad row
        # (unless the scratchpads need not end up as the reference leaves them: then none is "last")
        last_writer = np.full(n_sp, -1, dtype=np.int64)
        for j, inst in enumerate(instances):
            if inst.writes:
                core, addr, nb = inst.writes[0]
                lo = core * sps + (addr >> 7)
                w_row[j], w_n[j] = lo, ((addr + nb + 127) >> 7) - (addr >> 7)
                last_writer[lo:lo + w_n[j]] = j
        self._live_out_runs = _runs(last_writer >= 0)  # what check mode compares (live_out_sp)
        keep = self.keep_scratchpads
        # row -> the version it holds now minus the row (0: its contents from before the run), and the
        # level of that version (0: from before the run). Lists: most ranges are a few sticks, where
        # list slices beat numpy calls; one write's sticks share both values.
        delta = [0] * n_sp
        stick_level = [0] * n_sp
        before_read = np.zeros(n_sp, dtype=np.int64)  # row -> the last level that reads its contents from before the run
        next_ver = n_sp
        level = [0] * n_inst
        inst_reads, inst_old, inst_wver = [], [], []
        empty = np.zeros(0, dtype=np.int64)
        arange = np.arange
        # device order: each phase after the previous ones; inside a phase, stick by stick for the
        # slots it writes (a store and an access of the same slot in one phase); a scatter writes its
        # slot anywhere, so it orders like a write of the whole slot (after every earlier access of
        # the slot in its phase, before every later one)
        # A derived slot's accesses may reach the sticks of any slot it is made from (the new row of
        # the KV cache that another slot's accesses copy): they order on one key with those slots,
        # as accesses of the whole slot (reads as a gather's, writes as a scatter's).
        order_key = self.order_key
        written = defaultdict(set)
        for inst in instances:
            if inst.dev is not None and inst.ins.op in _DEVICE_WRITES:
                written[inst.phase].add(order_key.get(inst.dev[0], inst.dev[0]))
        phase, floor, phase_max = 0, 0, 0
        dev_w, dev_r, whole_r, slot_w, whole_w, slot_any = {}, {}, {}, {}, {}, {}
        self.hulls = {}  # slot -> [min offset, max end] of every ld / st
        self.written_slots = set()

        def read_versions(lo, hi, before):
            """The versions rows [lo, hi) hold now (a span (first, count) when they are consecutive
            ids, as they mostly are, else an array), and the highest level among them; rows not
            written yet are read in place (level 0: (lo, hi, which) goes to `before`)."""
            n = hi - lo
            if n == 1:
                top = stick_level[lo]
                if top == 0:
                    before.append((lo, hi, None))
                return (lo + delta[lo], 1), top
            levels = stick_level[lo:hi]
            top = max(levels)
            if top == 0:
                before.append((lo, hi, None))
                return (lo, n), 0
            if 0 in levels:
                before.append((lo, hi, np.array(levels) == 0))
            d = delta[lo:hi]
            if d.count(d[0]) == n:
                return (lo + d[0], n), top
            return arange(lo, hi) + np.array(d, dtype=np.int64), top

        for j, inst in enumerate(instances):
            ins = inst.ins
            if inst.phase != phase:
                phase, floor, phase_max = inst.phase, max(floor, phase_max), 0
                dev_w, dev_r, whole_r, slot_w, whole_w, slot_any = {}, {}, {}, {}, {}, {}
            lev = 0
            reads, before = [], []
            for core, addr, nb in inst.reads:
                lo, hi = core * sps + (addr >> 7), core * sps + ((addr + nb + 127) >> 7)
                if hi <= lo:
                    reads.append((0, 0))
                    continue
                vs, top = read_versions(lo, hi, before)
                if top > lev:
                    lev = top
                reads.append(vs)
            old = None
            if inst.writes:
                _, addr, nb = inst.writes[0]
                lo, hi = w_row[j], w_row[j] + w_n[j]
                if (addr & 127 or nb & 127) and hi > lo:  # covering sticks in part: their old contents are read too
                    old, top = read_versions(lo, hi, before)
                    if top > lev:
                        lev = top
                if keep and hi > lo:  # a last version overwrites contents others read in place first
                    mine = last_writer[lo:hi] == j
                    if mine.any():
                        b = int(before_read[lo:hi][mine].max())
                        if b > lev:
                            lev = b
            dev = inst.dev
            sticks = None
            if dev is not None:
                slot, off = dev
                anywhere = slot is not None and slot > num_slots and slot in order_key  # a derived slot's, kept whole
                lev = max(lev, floor)
                tracked = order_key.get(slot, slot) in written[phase]
                if ins.op in ("ld", "st"):
                    _, _, n_sticks, rows, stride = ins.args
                    span = (rows - 1) * stride + n_sticks * 128 if rows else 0
                    hull = self.hulls.get(slot)
                    if inst.tag is not None:  # (a bounded loop's: checked at launch where it runs)
                        pass
                    elif hull is None:
                        self.hulls[slot] = [off, off + span]
                    else:
                        hull[0], hull[1] = min(hull[0], off), max(hull[1], off + span)
                    if tracked and not anywhere:
                        sticks = _device_sticks(ins, off)
                slot = order_key.get(slot, slot)
                if tracked:
                    if ins.op in _SCATTERS or (anywhere and ins.op in _DEVICE_WRITES):
                        lev = max(lev, slot_any.get(slot, 0))
                    elif sticks is None:  # a gather reads the slot anywhere
                        lev = max(lev, slot_w.get(slot, 0))
                    else:
                        lev = max(lev, whole_w.get(slot, 0))
                        for s in sticks:
                            lev = max(lev, dev_w.get((slot, s), 0))
                        if ins.op == "st":
                            lev = max(lev, whole_r.get(slot, 0))
                            for s in sticks:
                                lev = max(lev, dev_r.get((slot, s), 0))
            lev += 1
            level[j] = lev
            for lo, hi, which in before:
                rows_read = before_read[lo:hi]
                if which is None:
                    np.maximum(rows_read, lev, out=rows_read)
                else:
                    rows_read[which] = np.maximum(rows_read[which], lev)
            if dev is not None:
                phase_max = max(phase_max, lev)
                slot = dev[0]
                if ins.op in _DEVICE_WRITES:
                    self.written_slots.add(slot)
                anywhere = slot is not None and slot > num_slots and slot in order_key
                slot = order_key.get(slot, slot)
                if slot in written[phase]:
                    slot_any[slot] = max(slot_any.get(slot, 0), lev)
                    if ins.op in _SCATTERS or (anywhere and ins.op in _DEVICE_WRITES):
                        whole_w[slot] = slot_w[slot] = lev
                    elif sticks is None:
                        whole_r[slot] = max(whole_r.get(slot, 0), lev)
                    elif ins.op == "st":
                        slot_w[slot] = max(slot_w.get(slot, 0), lev)
                        for s in sticks:
                            dev_w[(slot, s)] = lev
                    else:
                        for s in sticks:
                            dev_r[(slot, s)] = max(dev_r.get((slot, s), 0), lev)
            wver = None
            if inst.writes:
                wver, n = next_ver, w_n[j]
                lo = w_row[j]
                delta[lo:lo + n] = [wver - lo] * n
                stick_level[lo:lo + n] = [lev] * n
                next_ver += n
            inst_reads.append(reads)
            inst_old.append(old)
            inst_wver.append(wver)

        # per version: its row (a stick's contents from before the run, or its last version, lives
        # in its scratchpad row), whether it is a stick's last version, the instruction that wrote it
        n_ver = next_ver
        writers = [j for j in range(n_inst) if w_n[j]]
        ver_owner = np.full(n_ver, -1, dtype=np.int64)
        ver_owner[[inst_wver[j] for j in writers]] = writers  # (ids grow in trace order: fill forward)
        ver_owner[n_sp:] = np.maximum.accumulate(ver_owner[n_sp:])
        row_minus_id = np.array(w_row, dtype=np.int64)
        row_minus_id[writers] -= np.array([inst_wver[j] for j in writers], dtype=np.int64)
        ver_key = np.arange(n_ver, dtype=np.int64)
        ver_key[n_sp:] += row_minus_id[ver_owner[n_sp:]]
        if self.loop_slots:
            self._check_loop_reads(instances, inst_reads, inst_old, ver_owner)
        ver_final = np.zeros(n_ver, dtype=bool)
        if keep:
            ver_final[n_sp:] = last_writer[ver_key[n_sp:]] == ver_owner[n_sp:]

        def outs(j):  # the versions instruction j writes
            w0 = inst_wver[j]
            return slice(w0, w0 + w_n[j])

        chains = _matmul_chains(instances, inst_reads, inst_old, inst_wver, ver_owner, ver_final, n_ver)
        absorbed = {j for chain in chains.values() for j in chain[:-1]}
        # liveness, last to first: an instruction runs if it stores to device memory, can fault on its
        # data (gathers, integer pow), or writes a version that is a stick's last or that a running
        # instruction reads. Constants: fills, iotas, and pure vector operations of constants only.
        # (per-version flags as bytearrays: find() and slice assignment on spans cost no numpy call)
        final_flags = bytes(ver_final.view(np.uint8))
        live_ver = bytearray(final_flags)
        live = [False] * n_inst
        for j in range(n_inst - 1, -1, -1):
            inst = instances[j]
            w0 = inst_wver[j]
            if not (w0 is None or inst.ins.op in _EFFECTS or _faults_on_data(inst.ins)
                    or live_ver.find(1, w0, w0 + w_n[j]) >= 0):
                continue
            live[j] = True
            for vs in inst_reads[j]:
                _set_flags(live_ver, vs)
            if inst_old[j] is not None:
                _set_flags(live_ver, inst_old[j])
        const_ver = bytearray(n_ver)
        constant = [False] * n_inst
        for j, inst in enumerate(instances):
            group = OPCODES[inst.ins.op].group
            if not (live[j] and inst_wver[j] is not None and group in _PURE and not _faults_on_data(inst.ins)):
                continue
            out = outs(j)
            # (a last version overwriting contents read in place must wait for those reads: not hoisted)
            if all(_all_flags(const_ver, vs) for vs in inst_reads[j]) and (
                    inst_old[j] is None or _all_flags(const_ver, inst_old[j])) and not (
                    keep and (ver_final[out] & (before_read[ver_key[out]] > 0)).any()):
                constant[j] = True
                _set_flags(const_ver, (out.start, out.stop - out.start))
        # groups: (level, signature), in level order; instructions in trace order inside a group
        by_key = {}
        statics = {}
        for j, inst in enumerate(instances):
            if not live[j] or j in absorbed:
                continue
            chain = chains.get(j)
            ins = inst.ins if chain is None else instances[chain[0]].ins  # (a chain's first decides acc)
            static = statics.get(id(ins))
            if static is None:
                static = statics[id(ins)] = _static_fields(ins)
            if chain is not None:
                static = static + ("chain", len(chain))
            key = (constant[j], level[j], _signature(static, inst.reads, inst.writes, inst.dev))
            by_key.setdefault(key, []).append(j)
        order = sorted(by_key, key=lambda k: (not k[0], k[1]))  # constant groups first
        self._chains, self._inst_reads, self._inst_old = chains, inst_reads, inst_old
        self._outs = outs
        v_slot, v_rel = self._virtual_loads(instances, [by_key[k] for k in order], inst_wver, ver_owner, n_ver)
        self._v_slot, self._v_rel = v_slot, v_rel
        if v_slot is not None:  # loads read in place run only to leave a stick's last version in the scratchpad
            for key in order:
                by_key[key] = [j for j in by_key[key] if not (
                    instances[j].ins.op == "ld" and w_n[j] and v_slot[inst_wver[j]] >= 0
                    and final_flags.find(1, inst_wver[j], inst_wver[j] + w_n[j]) < 0)]
            order = [key for key in order if by_key[key]]
        # rows: contents from before the run and last versions in the scratchpad rows; every other
        # version in the store after them, one block per group (constants' blocks first: one copy a launch)
        ver_row = ver_key.copy()
        moved = ~ver_final if v_slot is None else ~ver_final & (v_slot < 0)
        row = self.const_rows_end = self.sp_rows
        plan = []
        for key in order:
            members = by_key[key]
            s_w = 0 if inst_wver[members[0]] is None else w_n[members[0]]
            if s_w:
                vers = (np.array([inst_wver[j] for j in members], dtype=np.int64)[:, None]
                        + np.arange(s_w, dtype=np.int64)).ravel()
                vers = vers[moved[vers]]
                ver_row[vers] = np.arange(row, row + vers.size)
                row += vers.size
            plan.append((key[0], members, s_w))
            if key[0]:
                self.const_rows_end = row
        self.rows = row - self.sp_rows  # store rows a launch uses
        # the scratchpad sticks a launch reads from before it, and those it leaves (check mode compares them)
        self._live_in_runs = _runs(before_read > 0)  # (live_in)
        self.finals = int(ver_final.sum())
        self.dead = live.count(False)
        # each gathere's (scattere's) place among its unit's element transfers in trace order: what keys
        # its timing (trace.py)
        self._gathere_seq, seen = {}, {}
        for j, inst in enumerate(instances):
            if inst.ins.op in _ELEMENT_TRANSFERS:
                self._gathere_seq[j] = seen.get(inst.actor, 0)
                seen[inst.actor] = self._gathere_seq[j] + 1
        self.virtual_slots = [] if v_slot is None else sorted(
            {None if s == num_slots else s for s in np.unique(v_slot[v_slot >= 0]).tolist()},
            key=lambda s: (s is None, s))
        groups = [(c, self._group(instances, members, s_w, inst_reads, inst_old, inst_wver, ver_row, num_slots))
                  for (c, members, s_w) in plan]
        del self._chains, self._inst_reads, self._inst_old, self._v_slot, self._v_rel, self._gathere_seq, self._outs
        self.groups = [g for c, g in groups if not c]
        self.tagged_dev = [g for g in self.groups if g.tag_iters is not None and g.ins.op in ("ld", "st")]
        bounds, at = [], 0
        for g in self.tagged_dev:
            bounds.append((at, at + g.count))
            at += g.count

        def cat(arrays):
            return np.concatenate(arrays) if arrays else np.zeros(0, np.int64)

        self._tagged = {  # every tagged ld / st instance, group after group (checked at launch in one pass)
            "bounds": bounds, "slots": cat([g.dev_slots for g in self.tagged_dev]),
            "offsets": cat([g.dev_offsets for g in self.tagged_dev]),
            "spans": cat([np.full(g.count, int(g.pattern[-1]) + 128 if g.pattern.size else 0, np.int64)
                          for g in self.tagged_dev]),
            "tag_slots": cat([g.tag_slots for g in self.tagged_dev]),
            "tag_iters": cat([g.tag_iters for g in self.tagged_dev])}
        const_outs = [np.arange(inst_wver[j], inst_wver[j] + w_n[j]) for j in range(n_inst) if constant[j]]
        const_outs = np.concatenate(const_outs) if const_outs else empty
        finals = np.unique(ver_row[const_outs[ver_final[const_outs]]])
        self._fold([g for c, g in groups if c], finals.astype(np.int64))
        self.levels = max(level, default=0)

    def _check_loop_reads(self, instances, inst_reads, inst_old, ver_owner):
        """A bounded loop's translation holds for every count only if whatever an instruction reads
        was written by one that runs whenever it does (before the loop, or earlier in the same loop
        and iteration or before), the scratchpads need not end as the reference leaves them, and no
        instruction that may run or not acts on data-dependent device places or faults on its data.
        Else NeedsValues: the loop slots are traced per value."""
        slots = set(self.loop_slots)
        if self.keep_scratchpads:
            raise NeedsValues(slots)
        for j, inst in enumerate(instances):
            tag = inst.tag
            if tag is not None and (inst.ins.op in _EFFECTS - {"st"} or _faults_on_data(inst.ins)):
                raise NeedsValues(slots)
            for vs in [*inst_reads[j], *(() if inst_old[j] is None else (inst_old[j],))]:
                if type(vs) is tuple and not vs[1]:
                    continue
                for w in np.unique(ver_owner[_index(vs)]).tolist():
                    if w < 0:
                        continue
                    wt = instances[w].tag
                    if wt is not None and (tag is None or wt[0] != tag[0] or wt[1] > tag[1]):
                        raise NeedsValues(slots)

    def _operand(self, members, k) -> np.ndarray:
        """Versions (G, S) read operand k of a group reads (a chain: every step's, one after another)."""
        reads = self._inst_reads
        chain = self._chains.get(members[0])
        if chain is None or k == 2:  # (2: the C a chain starts from)
            return _stack([reads[j if chain is None else self._chains[j][0]][k] for j in members])
        return _stack([reads[c][k] for j in members for c in self._chains[j]]).reshape(len(members), -1)

    def _virtual_loads(self, instances, groups, inst_wver, ver_owner, n_ver):
        """Loads read in place: an ld on whole sticks that nothing writes from its phase on (device
        writes of earlier phases have landed: barriers). Its sticks are the device's: readers take
        them from device memory. Every operand reading one must read only such sticks of one slot
        (else the loads it reads are copied as usual). An ld still runs when a stick it writes is
        that stick's last version (the scratchpad must end up holding it).
        Returns per version its slot (num_slots: a plain address; -1: not read in place) and its
        stick relative to the slot's base, or (None, None) when no load is read in place."""
        num_slots = self.num_slots
        # (by order key: a derived slot's store may land anywhere in the slots it is made from)
        order_key = self.order_key
        last_write = {}  # slot -> {device stick: the last phase storing to it; None: a scatter's}
        for inst in instances:
            if inst.dev is None:
                continue
            key = order_key.get(inst.dev[0], inst.dev[0])
            if inst.ins.op == "st" and not (inst.dev[0] is not None and inst.dev[0] > num_slots
                                            and inst.dev[0] in order_key):
                stored = last_write.setdefault(key, {})
                for stick in _device_sticks(inst.ins, inst.dev[1]):
                    stored[stick] = inst.phase
            elif inst.ins.op in _DEVICE_WRITES:
                stored = last_write.setdefault(key, {})
                stored[None] = max(stored.get(None, -1), inst.phase)
        v_slot = v_rel = None
        for j, inst in enumerate(instances):
            if inst.ins.op != "ld" or inst.dev is None or inst_wver[j] is None or inst.tag is not None:
                continue
            slot, off = inst.dev
            _, _, sticks, rows, stride = inst.ins.args
            w0 = inst_wver[j]
            if off & 127 or stride & 127 or inst.writes[0][1] & 127 or not rows * sticks:
                continue
            stored = last_write.get(order_key.get(slot, slot))
            if stored and (stored.get(None, -1) >= inst.phase or any(
                    stored.get(s, -1) >= inst.phase for s in _device_sticks(inst.ins, off))):
                continue
            if stored and slot is not None and slot > num_slots and slot in order_key and max(stored.values()) >= inst.phase:
                continue  # (a derived slot's sticks may be any of its key's)
            if v_slot is None:
                v_slot = np.full(n_ver, -1, dtype=np.int64)
                v_rel = np.zeros(n_ver, dtype=np.int64)
            n = rows * sticks
            v_slot[w0:w0 + n] = num_slots if slot is None else slot
            v_rel[w0:w0 + n] = (((off + np.arange(rows, dtype=np.int64) * stride) >> 7)[:, None]
                                + np.arange(sticks, dtype=np.int64)).ravel()
        if v_slot is None:
            return None, None

        def copied(vers):  # the loads that wrote these versions are copied after all
            for j in np.unique(ver_owner[vers]).tolist():
                v_slot[self._outs(j)] = -1

        # the operands that read a load in place (others never will: loads only drop out), and
        # the old contents writes covering sticks in part start from (those loads are copied)
        operands = []
        for members in groups:
            first = instances[members[0]]
            chain = self._chains.get(members[0])
            n_reads = (3 if instances[chain[0]].ins.args[7] else 2) if chain is not None else len(first.reads)
            for k in range(n_reads):
                vers = self._operand(members, k).ravel()
                if (v_slot[vers] >= 0).any():
                    operands.append((vers, False))
            olds = [self._inst_old[j] for j in members if self._inst_old[j] is not None]
            if olds:
                vers = _stack(olds).ravel()
                if (v_slot[vers] >= 0).any():
                    operands.append((vers, True))
        changed = True
        while changed:  # (loads only drop out, so the order of the checks does not change the outcome)
            changed = False
            for vers, old in operands:
                slots = v_slot[vers]
                inside = slots >= 0
                if not inside.any() or (not old and inside.all() and (slots == slots[0]).all()):
                    continue
                copied(vers[inside])  # mixed, or read as a stick of the store
                changed = True
        if not (v_slot >= 0).any():
            return None, None
        return v_slot, v_rel  # (an ld's sticks are read in place all together or not at all)

    def _group(self, instances, members, s_w, inst_reads, inst_old, inst_wver, ver_row, num_slots):
        first = instances[members[0]]
        ins = first.ins
        spec = OPCODES[ins.op]
        g = Group(RUNNERS[spec.group], ins, len(members))
        chain = self._chains.get(members[0])
        if chain is not None:  # a fused matmul chain: per operand, every step's sticks one after another
            g.run, g.ins = r_mm_chain, instances[chain[0]].ins
            g.const = len(chain)
            shapes = [(0, first.reads[0][2] * len(chain)), (0, first.reads[1][2] * len(chain))]
            if g.ins.args[7]:  # the chain starts from a C of before
                shapes.append((first.reads[2][1] & 127, first.reads[2][2]))
        else:
            shapes = [(addr & 127, nb) for _, addr, nb in first.reads]
        for k, (off, nb) in enumerate(shapes):
            vers = self._operand(members, k)
            if self._v_slot is not None and vers.size and self._v_slot[vers.flat[0]] >= 0:  # (then all are)
                g.reads.append((_device_rows(vers, self._v_slot, self._v_rel), off, nb))
            else:
                g.reads.append((_rows(ver_row[vers]), off, nb))
        if first.writes:
            _, addr, nb = first.writes[0]
            w0s = np.array([inst_wver[j] for j in members], dtype=np.int64)
            rows = ver_row[w0s[:, None] + np.arange(s_w, dtype=np.int64)]
            g.out = (_rows(rows), s_w, addr & 127, nb)
            if inst_old[members[0]] is not None:
                g.old = ver_row[_stack([inst_old[j] for j in members])].reshape(-1)
        g.who = (np.array([instances[j].actor for j in members], dtype=np.int32),
                 np.array([instances[j].pc for j in members], dtype=np.int32))
        if first.dev is not None:
            slots = [instances[j].dev[0] for j in members]
            g.dev_slots = np.array([num_slots if s is None else s for s in slots], dtype=np.int64)
            g.dev_offsets = np.array([instances[j].dev[1] for j in members], dtype=np.int64)
            if ins.op in ("ld", "st"):
                _, _, sticks, rows, stride = ins.args
                g.pattern = (np.arange(rows, dtype=np.int64)[:, None] * stride
                             + np.arange(sticks, dtype=np.int64)[None, :] * 128).ravel()
                g.aligned = stride % 128 == 0 and not np.any(g.dev_offsets & 127)
        if any(instances[j].tag is not None for j in members):
            tags = [instances[j].tag or (num_slots, -1) for j in members]
            g.tag_slots = np.array([t[0] for t in tags], dtype=np.int64)
            g.tag_iters = np.array([t[1] for t in tags], dtype=np.int64)
        if spec.group in ("fill", "iota"):
            g.const = _constant(ins)
        if spec.group in _ELEMENT_TRANSFERS:
            g.seq = np.array([self._gathere_seq[j] for j in members], dtype=np.int64)
        if spec.group == "pe" and chain is None:
            g.pe_tiles = _pe_tiles(g)
        return g

    def _fold(self, groups, final_rows):
        """Run the constant groups once, here, on a scratch row space; keep what they wrote: their
        block of renamed rows (copied in at each launch) and their last versions in scratchpad rows
        (scattered at each launch: the scratchpads must end up holding them)."""
        lo, hi = self.sp_rows, self.const_rows_end
        self.const_final_rows = final_rows
        self.const_groups = len(groups)
        store = np.zeros((hi, 128), dtype=np.uint8)  # (the OS commits only the pages written)
        ctx = _Launch(self, store, None, None, None, None, [], None)
        with np.errstate(all="ignore"):
            for g in groups:
                g.run(g, ctx)
        self.const_block = store[lo:hi].copy()
        self.const_final = store[final_rows].view(_STICK).reshape(-1)

    def _literal_constants(self):
        """Operands that read only folded constants (the block every launch copies in) read them as
        literal bytes instead, (1, bytes) when every instruction reads the same: no gather per launch."""
        lo, hi = self.sp_rows, self.const_rows_end
        self.const_used = None  # None: every row of the block (copied as one block)
        self.const_used_data = None  # (const_used's rows)
        if hi == lo:
            return
        for g in self.groups:
            if g.run is r_mm_chain or g.pe_tiles is not None:
                continue
            for k, (rows, off, nb) in enumerate(g.reads):
                if isinstance(rows, DeviceRows):
                    continue
                if isinstance(rows, Strided):
                    idx = rows.start + rows.step * np.arange(g.count)[:, None] + np.arange(rows.sticks)[None, :]
                else:
                    idx = rows
                if not idx.size or idx.min() < lo or idx.max() >= hi:
                    continue
                data = self.const_block[idx.reshape(-1) - lo].reshape(g.count, -1)[:, off:off + nb]
                if (data == data[0]).all():
                    data = data[:1]
                g.reads[k] = (Literal(_owned(data)), off, nb)
            if isinstance(g.old, np.ndarray) and g.old.size and g.old.min() >= lo and g.old.max() < hi:
                old = self.const_block[g.old - lo].reshape(g.count, -1)  # a partial write's old contents
                g.old = Literal(_owned(old[:1] if (old == old[0]).all() else old))
        # the rows some group still reads by index: only those are copied in at a launch
        used = np.unique(np.concatenate([np.zeros(0, np.int64)] + [_rows_read(g, lo, hi) for g in self.groups]))
        if used.size == hi - lo:
            return  # all of them: one block copy
        self.const_used = used
        self.const_used_data = self.const_block[used - lo].view(_STICK).reshape(-1)
        self.const_block = np.zeros((0, 128), np.uint8)  # (a fresh one: a slice would keep the block)

    def _select_masks(self):
        """vsel whose mask is a folded constant (mostly a row's padding lanes): its lanes' bit masks
        worked out here, and a folded `b` operand already masked, so a launch runs one or two bit
        operations instead of the mask's expansion and three."""
        for g in self.groups:
            if g.run is not r_select or not isinstance(g.reads[0][0], Literal):
                continue
            mask = g.reads[0][0].data
            if mask.all() or not mask.any():
                continue  # (r_select copies one side)
            bits = np.dtype(f"u{DTYPES[g.ins.args[0]].itemsize}")
            ones = np.negative((mask != 0).astype(bits))
            rest = None
            if isinstance(g.reads[2][0], Literal):
                rest = g.reads[2][0].data.view(bits) & ~ones
                rest = _owned(rest[:1]) if (rest == rest[0]).all() else rest
                rest = rest if rest.any() else None
            g.select = SelectMask(ones, ~ones, rest, isinstance(g.reads[2][0], Literal))

    def _fuse_widening_casts(self):
        """An fp16 arithmetic result that only a `vcast.f16 ... to=f32` reads, row for row (the
        upcast after an fp16 op), is not stored as fp16 bytes: its group writes the fp32 values the
        cast would give straight into the cast's rows (f16_rounded: the rounding done in fp32, no
        dtype conversions), and the cast group is dropped. Only renamed rows (no stick's last
        version: nothing outside the launch sees them) and whole sticks."""
        groups = self.groups
        total = self.sp_rows + self.rows

        def flat(rows, count):
            if isinstance(rows, Strided):
                return (rows.start + rows.step * np.arange(count)[:, None] + np.arange(rows.sticks)).reshape(-1)
            return rows.reshape(-1) if isinstance(rows, np.ndarray) else None

        readers = np.zeros(total, dtype=np.int64)
        owner = np.full(total, -1, dtype=np.int64)
        for i, g in enumerate(groups):
            for rows in [spec[0] for spec in g.reads] + [g.old]:
                ids = flat(rows, g.count)
                if ids is not None and ids.size:
                    readers += np.bincount(ids, minlength=total)
            if g.out is not None:
                ids = flat(g.out[0], g.count)
                if ids.size:
                    owner[ids] = i
        whole = lambda g: g.old is None and g.out is not None and g.out[2] == 0 and g.out[3] == g.out[1] * 128  # noqa: E731
        dropped = set()
        for g in groups:
            if not (g.run is r_cast and g.ins.args[0] == "f16" and g.ins.args[4] == "f32" and whole(g)):
                continue
            rows, off, nb = g.reads[0]
            ids = flat(rows, g.count)
            if ids is None or not ids.size or off or nb % 128 or ids.min() < self.sp_rows:
                continue
            if flat(g.out[0], g.count).min() < self.sp_rows:
                continue
            first = int(owner[ids[0]])
            if first < 0 or (owner[ids] != first).any() or (readers[ids] != 1).any():
                continue
            p = groups[first]
            sub = OPCODES[p.ins.op].sub
            if not (p.run in (r_binary, r_binimm, r_unary) and p.ins.args[0] == "f16" and sub not in MASK_RESULT
                    and whole(p) and p.widen is None and p.count == g.count and p.out[1] == nb // 128
                    and np.array_equal(flat(p.out[0], p.count), ids)):
                continue
            p.widen = g
            dropped.add(id(g))
        if dropped:
            self.groups = [g for g in groups if id(g) not in dropped]
        self.fused_casts = len(dropped)

    def _drop_tiled_reads(self):
        """A PE group with PeTiles reads its A and B through them only: its plain read specs of A
        and B (the same sticks again, one index each) are not kept (rows None)."""
        for g in self.groups:
            if g.pe_tiles is not None:
                for k in (0, 1):
                    g.reads[k] = (None,) + tuple(g.reads[k][1:])

    @property
    def live_in(self) -> np.ndarray:
        """The scratchpad sticks (card rows) a launch reads from before it."""
        return _from_runs(self._live_in_runs)

    @property
    def live_out_sp(self) -> np.ndarray:
        """The scratchpad sticks a launch leaves written (check mode compares them)."""
        return _from_runs(self._live_out_runs)

    def memory(self) -> dict:
        """Host bytes this translation keeps, by part: every array it holds, each counted once (a
        view by the array it views). The parts: "store row indices" (where groups read and write the
        renamed sticks), "device stick indices" (operands read from device memory in place: a weight's
        sticks), "constants" (folded results, fill patterns, select masks), "device access checks"
        (per instruction its slot, offset and sticks; a bounded loop's tags), "instruction names"
        (actor and pc, for fault messages) and "scratchpad sticks" (what a launch reads and leaves).
        Not here: the card's store of renamed rows (one per card, reused by every launch), Python
        objects, and the widened PE weights (widened_bytes: a cache the engine keeps between
        launches, bounded by WIDENED_CACHE_BYTES over every program)."""
        parts, seen = defaultdict(int), set()

        def add(part, x):
            if not isinstance(x, np.ndarray):
                return
            while isinstance(x.base, np.ndarray):
                x = x.base
            if id(x) not in seen:
                seen.add(id(x))
                parts[part] += x.nbytes

        for g in self.groups:
            for part, x in g.arrays():
                add(part, x)
        for x in (self._live_in_runs, self._live_out_runs, self.const_final_rows, self.const_used):
            add("scratchpad sticks", x)
        for x in (self.const_block, self.const_final, self.const_used_data):
            add("constants", x)
        for x in [*self._tagged.values(), *(self._checked[1:2] if self._checked else ()),
                  *(a for a in (self.active or {}).values() if a is not None)]:
            add("device access checks", x)
        return dict(parts)

    @property
    def nbytes(self) -> int:
        """Host bytes this translation keeps (the sum of memory()'s parts; not the widened weights)."""
        return sum(self.memory().values())

    def widenable_bytes(self) -> int:
        """Host bytes the widened PE weights of one launch of this program take (widened_bytes
        once launched, while the budget has room): a static bound from the translation."""
        total = 0
        for g in self.groups:
            found = _widened_operand(g)
            if found is not None:
                total += _widened_size(*found, DTYPES[g.ins.args[0]])
        return total

    @property
    def widened_bytes(self) -> int:
        """Host bytes of this program's widened PE weights (source sticks and fp32 values) the
        engine keeps between launches (_widened)."""
        return self._widened_bytes[0]

    # ---- launch ----
    def check_launch(self, corrections, allowed, memory) -> np.ndarray:
        """Slot bases for this launch (read-only), or Reference when the reference must run it. The
        last launch's bases are kept with what they were worked out from: a model's later calls
        mostly launch a kernel on the same addresses again."""
        key = (tuple(corrections), tuple(allowed), memory.base, memory.nbytes)
        if self._checked is not None and self._checked[0] == key:
            self.active = self._checked[2]
            return self._checked[1]
        bases = np.zeros(self.num_slots + 1 + len(self.derived), dtype=np.int64)
        bases[:self.num_slots] = corrections
        for i, terms in enumerate(self.derived):
            b = sum(c * corrections[s] for s, c in terms)
            if not -(1 << 62) <= b < 1 << 62:
                raise Reference(f"derived slot {self.num_slots + 1 + i} = {b} is out of range")
            bases[self.num_slots + 1 + i] = b
        for slot, (lo, hi) in self.hulls.items():
            b = 0 if slot is None else int(bases[slot])
            lo, hi = b + lo, b + hi
            if not (memory.contains(lo, hi - lo) and any(a <= lo and hi <= e for a, e in allowed)):
                raise Reference(f"device accesses of slot {slot} reach [{lo:#x}, {hi:#x}), outside the allowed ranges")
        if self.virtual_slots and (memory.nbytes % 128 or any(bases[s if s is not None else self.num_slots] % 128
                                                              for s in self.virtual_slots)):
            raise Reference("a load read in place needs its slot on a stick boundary")
        if self.written_slots and len(allowed) > 1:
            spans = sorted(allowed)
            for (a0, e0), (a1, e1) in zip(spans, spans[1:]):
                if a1 < e0:
                    raise Reference("allowed ranges overlap (aliased arguments)")
        self.active, tagged_hulls = self._active_instances(bases, allowed, memory) if self.tagged_dev else (None, {})
        if self.separated:
            self._check_separated(bases, tagged_hulls)
        bases.flags.writeable = False
        self._checked = (key, bases, self.active)
        return bases

    def _active_instances(self, bases, allowed, memory):
        """(id(group) -> which of a bounded loop's ld / st instances run at this launch (None: all),
        slot -> [lo, hi) of the device bytes those reach), their accesses checked as the hulls are
        (Reference when one leaves the allowed ranges). One pass over every such instance."""
        t = self._tagged
        on = bases[t["tag_slots"]] > t["tag_iters"]
        lo = (bases[t["slots"]] + t["offsets"])[on]
        hi = lo + t["spans"][on]
        if lo.size:
            if int(t["spans"].max()) > memory.nbytes:
                raise Reference("a bounded loop's transfer is larger than device memory")
            starts = np.array([a for a, _ in allowed], dtype=np.int64)
            ends = np.array([e for _, e in allowed], dtype=np.int64)
            k = np.searchsorted(starts, lo, side="right") - 1
            ok = (k >= 0) & (hi <= ends[np.maximum(k, 0)]) if starts.size else np.zeros(lo.shape, bool)
            ok &= (lo >= memory.base) & (hi <= memory.end)
            if not ok.all():
                for i in np.flatnonzero(~ok).tolist():  # (overlapping ranges: one by one)
                    a, e = int(lo[i]), int(hi[i])
                    if not (memory.contains(a, e - a) and any(x <= a and e <= y for x, y in allowed)):
                        raise Reference(f"a bounded loop's device access reaches [{a:#x}, {e:#x}), outside the "
                                        f"allowed ranges")
        active = {}
        for g, (a, b) in zip(self.tagged_dev, t["bounds"]):
            part = on[a:b]
            active[id(g)] = None if part.all() else part
        hulls = {}
        if self.separated and lo.size:
            slots = t["slots"][on]
            for slot in np.unique(slots).tolist():
                if slot in self.separated:
                    pick = slots == slot
                    hulls[slot] = (int(lo[pick].min()), int(hi[pick].max()))
        return active, hulls

    def _check_separated(self, bases, tagged_hulls):
        """Reorder unless the slots of each separated family reach disjoint device bytes wherever one
        of them writes (their accesses were ordered slot by slot)."""
        spans = defaultdict(list)
        for slot, (lo, hi) in self.hulls.items():
            if slot in self.separated:
                b = int(bases[slot])
                spans[self.separated[slot]].append((b + lo, b + hi, slot))
        for slot, (lo, hi) in tagged_hulls.items():
            spans[self.separated[slot]].append((lo, hi, slot))
        for items in spans.values():
            items.sort()
            for i, (lo, hi, slot) in enumerate(items):
                for lo2, hi2, slot2 in items[i + 1:]:
                    if lo2 >= hi:
                        break
                    if slot2 != slot and lo2 < hi2 and lo < hi and (
                            slot in self.written_slots or slot2 in self.written_slots):
                        raise Reorder(f"slots {slot} and {slot2} (a derived slot's family) reach the same device "
                                      f"bytes [{lo2:#x}, {min(hi, hi2):#x})")

    def loop_counts(self, corrections):
        """This launch's bounded-loop counts (a key for its report), or None: no bounded loop."""
        if not self.loop_slots:
            return None
        return tuple(corrections[s] for s in self.loop_slots)

    def counted_report(self, card, prepared, counts, corrections):
        """The report of a launch with these loop counts: the reference's schedule run timing-only
        with this launch's corrections (trace.timing_report; its faults and deadlocks included: then
        the reference runs the launch), once per set of counts (addresses do not change timing; an
        element gather's data does: timed_report). Races were checked on the bound's trace."""
        report = self._counted.get(counts)
        if report is None:
            try:
                report = timing_report(card, prepared, corrections)
            except DeviceFault as e:
                raise Reference(f"the program faults with loop counts {counts}: {e}") from None
            report.freeze()
            self._counted[counts] = report
            while len(self._counted) > COUNTED_REPORTS:
                self._counted.popitem(last=False)
        else:
            self._counted.move_to_end(counts)
        return report

    def execute(self, card, memory, corrections, allowed):
        bases = self.check_launch(corrections, allowed, memory)
        store = card.fast_rows(self.rows)  # the scratchpads' rows, then the renamed ones
        if card.fast_constants_of is not self:
            # (the rows keep them until another program's launch writes the rows after the scratchpads)
            if self.const_used is None:
                store[self.sp_rows:self.const_rows_end] = self.const_block
            elif self.const_used.size:
                store.view(_STICK).reshape(-1)[self.const_used] = self.const_used_data
        card.fast_constants_of = self
        if self.const_final_rows.size:
            store.view(_STICK).reshape(-1)[self.const_final_rows] = self.const_final
        aligned_memory = memory.nbytes % 128 == 0
        arena = memory.bytes
        ctx = _Launch(self, store, arena, arena.reshape(-1, 128) if aligned_memory else None, memory, bases,
                      sorted(allowed), (bases % 128 == 0) if aligned_memory else np.zeros_like(bases, bool))
        ctx.active = self.active
        views = card.fast_views.get(self)
        if views is None:
            views = card.fast_views[self] = {}
        ctx.views = views
        with np.errstate(all="ignore"):
            for g in self.groups:
                g.run(g, ctx)
        return ctx.gathere_costs


    def timed_report(self, card, prepared, costs, events=False, counts=None):
        """The report of this launch when timing depends on it: element gathers' bus transactions
        (`costs`) or per-unit events (card.trace), with a bounded loop's `counts`. The schedule runs
        again timing-only, once per distinct set of costs."""
        key = (tuple(sorted(costs.items())) if costs else None, events, counts)
        report = self._reports.get(key)
        if report is None:
            if len(self._reports) >= 64:
                self._reports.clear()
            values = dict(self.value_slots)
            if counts is not None:
                values.update(zip(self.loop_slots, counts))
            report = self._reports[key] = record_trace(card, prepared, values, gathere_costs=costs or None,
                                                       check_races=False, events=events).report
        return report


class Strided(NamedTuple):
    """Rows start + i * step + k (instruction i, its stick k < sticks): addressed as a numpy view,
    not gathered. (One core's sticks after another's at the same address: step = sticks per core.)"""
    start: int
    step: int
    sticks: int

    def view(self, store, count):
        end = self.start + count * self.step
        if end <= store.shape[0]:  # (slicing and reshaping: numpy's as_strided costs microseconds a call)
            v = store[self.start:end].reshape(count, self.step * 128)
            return v if self.step == self.sticks else v[:, :self.sticks * 128]
        return as_strided(store[self.start:], shape=(count, self.sticks * 128), strides=(self.step * 128, 1))


def _rows_read(g, lo, hi) -> np.ndarray:
    """The store rows in [lo, hi) group g reads by index (its operands, a partial write's old rows)."""
    specs = [*g.reads, *((g.pe_tiles.a, g.pe_tiles.b) if g.pe_tiles is not None else ())]
    found = []
    for rows in [spec[0] for spec in specs] + [g.old]:
        if isinstance(rows, Strided):
            if rows.start < hi and rows.start + rows.step * (g.count - 1) + rows.sticks > lo:
                rows = (rows.start + rows.step * np.arange(g.count)[:, None] + np.arange(rows.sticks)).reshape(-1)
            else:
                continue
        if isinstance(rows, np.ndarray) and rows.size:
            found.append(rows[(rows >= lo) & (rows < hi)].astype(np.int64))
    return np.concatenate(found) if found else np.zeros(0, np.int64)


class Literal(NamedTuple):
    """An operand every launch reads alike (folded constants): its bytes, (G or 1, bytes)."""
    data: np.ndarray


class DeviceRows(NamedTuple):
    """An operand read from device memory in place (a load that needed no copy): per instruction,
    its sticks relative to `slot`'s base (num_slots: a plain address). `shared`: every instruction
    reads the same sticks (`relative` holds one instruction's), read once. `first` >= 0: the sticks
    are first, first + 1, ... in order (read as a view of device memory, not gathered)."""
    slot: int
    relative: np.ndarray
    shared: bool
    first: int = -1


def _set_flags(flags: bytearray, vers):
    """flags[v] = 1 for the versions read (a span (first, count) or an array)."""
    if isinstance(vers, tuple):
        flags[vers[0]:vers[0] + vers[1]] = _ONES[:vers[1]] if vers[1] <= len(_ONES) else b"\x01" * vers[1]
    else:
        for v in vers.tolist():
            flags[v] = 1


def _all_flags(flags: bytearray, vers) -> bool:
    if isinstance(vers, tuple):
        return flags.find(0, vers[0], vers[0] + vers[1]) < 0
    return all(flags[v] for v in vers.tolist())


_ONES = memoryview(b"\x01" * 4096)


def _index(vers):
    """Versions read (a span (first, count) or an array) as an index into per-version arrays."""
    return slice(vers[0], vers[0] + vers[1]) if isinstance(vers, tuple) else vers


def _stack(operands) -> np.ndarray:
    """(G, S) versions of G operands of S sticks each (spans or arrays)."""
    if all(isinstance(v, tuple) for v in operands):
        return (np.array([v[0] for v in operands], dtype=np.int64)[:, None]
                + np.arange(operands[0][1], dtype=np.int64))
    return np.stack([np.arange(v[0], v[0] + v[1], dtype=np.int64) if isinstance(v, tuple) else v
                     for v in operands])


def _device_rows(vers, v_slot, v_rel) -> DeviceRows:
    slot = int(v_slot[vers.flat[0]])
    rel = v_rel[vers]
    if len(rel) > 1 and (rel == rel[0]).all():
        return _device_rows_of(slot, rel[0], True)
    return _device_rows_of(slot, rel.reshape(-1), False)


def _device_rows_of(slot, relative, shared) -> DeviceRows:
    """DeviceRows of these sticks, kept as int32 where they fit (a weight read in place has one
    index per stick; a launch adds the slot's int64 base, so the indices it takes are int64 anyway)."""
    run = relative.size and np.array_equal(relative, relative[0] + np.arange(relative.size))
    if relative.size and -(1 << 31) <= int(relative.min()) and int(relative.max()) < 1 << 31:
        relative = relative.astype(np.int32)  # (a copy: a row of a larger array is not kept with it)
    else:
        relative = _owned(relative)
    return DeviceRows(slot, relative, shared, int(relative[0]) if run and relative[0] >= 0 else -1)


def _owned(x) -> np.ndarray:
    """A contiguous copy of x that holds only its own bytes (a slice of a larger array kept as
    it is would keep all of that array)."""
    return np.array(x, order="C")


def _runs(mask) -> np.ndarray:
    """(runs, 2) [start, end) of the True stretches of a 1-d bool mask."""
    edges = np.flatnonzero(np.diff(np.concatenate(([0], mask.view(np.int8), [0]))))
    return edges.reshape(-1, 2)


def _from_runs(runs) -> np.ndarray:
    """The indices _runs(mask) stands for (np.flatnonzero(mask))."""
    if not len(runs):
        return np.zeros(0, np.int64)
    return np.concatenate([np.arange(a, e, dtype=np.int64) for a, e in runs.tolist()])


def _rows(rows):
    """Row indices (G, S) as Strided when they follow that pattern (consecutive blocks included)."""
    G, S = rows.shape
    first = rows[:, 0]
    if S > 1 and not np.array_equal(rows - first[:, None], np.broadcast_to(np.arange(S), rows.shape)):
        return rows.reshape(-1)
    step = int(first[1] - first[0]) if G > 1 else S
    if step >= S and np.array_equal(first, first[0] + step * np.arange(G)):
        return Strided(int(first[0]), step, S)
    return rows.reshape(-1)


def _constant(ins):
    """The bytes a vfill / viota writes (they depend on the instruction only)."""
    dtn, _, v, n = ins.args
    dt = DTYPES[dtn]
    count = n * (128 // dt.itemsize)
    out = np.empty(count, dtype=dt.storage)
    if ins.op == "vfill":
        values = np.full(count, v, dtype=F32 if dt.is_float else I64)
    else:
        values = np.arange(v, v + count, dtype=I64)
    store_values(out, values, dt)
    return out.view(np.uint8)


# ---------------------------------------------------------------- launch
class _Launch:
    __slots__ = ("prog", "store", "sticks", "arena", "arena2d", "arena_sticks", "stick_base", "memory", "bases",
                 "allowed", "aligned_base", "merged", "gathere_costs", "active", "views")

    def __init__(self, prog, store, arena, arena2d, memory, bases, allowed, aligned_base):
        self.prog, self.store, self.arena, self.arena2d, self.memory = prog, store, arena, arena2d, memory
        self.sticks = store.view(_STICK).reshape(-1)  # the same rows, one element each
        if arena2d is not None:
            self.arena_sticks = arena2d.view(_STICK).reshape(-1)
            self.stick_base = (bases - memory.base) >> 7  # a slot's first device stick
        self.bases, self.allowed, self.aligned_base = bases, allowed, aligned_base
        self.merged = None
        self.gathere_costs = {}
        self.active = None  # id(group) -> its bounded-loop instances that run (FastProgram._active_instances)
        # views of the store's rows (Strided operands, outputs) and of folded constants the groups
        # use, made on a program's first launch on a card and kept (Card.fast_views): the store
        # never moves, and building them cost microseconds per group and launch
        self.views = {}

    def fault(self, g, i, msg):
        actor, pc = int(g.who[0][i]), int(g.who[1][i])
        name, code = self.prog.names[actor - 1]
        raise DeviceFault(f"{name} pc {pc} `{format_instruction(code[pc])}`: {msg}")

    def ranges_text(self):
        return ", ".join(f"[{lo:#x}, {hi:#x})" for lo, hi in self.allowed) or "none"


def _read(ctx, g, k, shared=False):
    """Operand k of every instruction of g as raw bytes, (G, bytes). shared: an operand every
    instruction reads alike comes as (1, bytes) (the caller broadcasts it). Callers never write
    into what it returns (a view of the store's rows or of constants, kept for later launches)."""
    key = (g, k, shared)
    x = ctx.views.get(key)
    if x is None:
        spec = g.reads[k]
        x = _read_rows(ctx, spec, g.count, shared)
        if isinstance(spec[0], (Strided, Literal)):
            ctx.views[key] = x
    return x


def _read_rows(ctx, spec, count, shared=False):
    """_read of one operand spec (rows, offset, bytes) for `count` instructions."""
    rows, off, nb = spec
    if isinstance(rows, Literal):
        x = rows.data
        return x if shared or len(x) == count else np.broadcast_to(x, (count, x.shape[1]))
    if isinstance(rows, DeviceRows):
        if rows.first >= 0:  # consecutive sticks: a view (nothing writes them from this phase on)
            lo = int(ctx.stick_base[rows.slot]) + rows.first
            x = ctx.arena2d[lo:lo + rows.relative.size]
        else:
            x = ctx.arena_sticks.take(ctx.stick_base[rows.slot] + rows.relative).view(np.uint8)  # (the method: no wrapper)
        x = x.reshape(1 if rows.shared else count, -1)
        if off or nb != x.shape[1]:
            x = x[:, off:off + nb]
        return x if shared or not rows.shared else np.broadcast_to(x, (count, x.shape[1]))
    if isinstance(rows, Strided):
        x = rows.view(ctx.store, count)
    else:
        x = ctx.sticks.take(rows).view(np.uint8).reshape(count, -1)
    if off or nb != x.shape[1]:
        x = x[:, off:off + nb]
    return x


def _values(ctx, g, k, dt, shared=False):
    return _as_compute(_read(ctx, g, k, shared), dt)


def _as_compute(raw, dt):
    # the reference's to_compute copies (its views alias the scratchpad it writes); the store's rows
    # are never written while a group reads them, so storage already in the compute type is used as is
    raw = raw.view(dt.storage)
    if raw.dtype == (F32 if dt.is_float else I64):
        return raw
    return to_compute(raw, dt)


class _Out:
    """Where a group writes: `view` (G, bytes) to fill, then `commit()`. A block of new rows is
    written in place; rows spread over the scratchpads go through a buffer scattered at commit.
    A write covering sticks in part starts from their old contents."""

    __slots__ = ("view", "_store", "_rows", "_buffer")

    def __init__(self, ctx, g):
        rows, s, off, nb = g.out
        store = ctx.store
        if g.old is None and isinstance(rows, Strided):  # (a view of new rows: kept, see _Launch.views)
            self._buffer = None
            view = ctx.views.get(g)
            if view is None:
                blk = rows.view(store, g.count)
                view = ctx.views[g] = blk[:, off:off + nb] if off or nb != s * 128 else blk
            self.view = view
            return
        if isinstance(rows, Strided):
            blk = rows.view(store, g.count)
            self._buffer = None
        else:
            blk = self._buffer = np.empty((g.count, s * 128), dtype=np.uint8)
            self._store, self._rows = ctx.sticks, rows
        if isinstance(g.old, Literal):
            blk[...] = g.old.data
        elif g.old is not None:
            blk[...] = ctx.sticks.take(g.old).view(np.uint8).reshape(g.count, s * 128)
        self.view = blk[:, off:off + nb] if off or nb != s * 128 else blk

    def commit(self):
        if self._buffer is not None:
            self._store[self._rows] = self._buffer.view(_STICK).reshape(-1)


def _write(ctx, g, dt, values):
    if g.widen is not None:  # (only a cast to f32 reads these fp16 values: write what it would, in its rows)
        out = _Out(ctx, g.widen)
        f16_rounded(values.reshape(g.count, -1), out.view.view(F32))
        out.commit()
        return
    out = _Out(ctx, g)
    store_values(out.view.view(dt.storage), values.reshape(g.count, -1), dt)
    out.commit()


_F16_EXP_MIN = (127 - 14) << 23  # fp32 exponent field of fp16's smallest normal binade
_F16_MAGIC = (13 << 23) | (1 << 22)  # added to an exponent field: 1.5 * 2^(e + 13)


def f16_rounded(x, out):
    """out = x.astype(float16).astype(float32), bit for bit, computed in fp32 (numpy's fp16 casts
    run a scalar loop per element; these are a few vector passes). For |x| <= 65504: c = 1.5 *
    2^(e + 13), e = x's binade clamped at fp16's smallest normal one (-14), so x + c lies in the
    binade whose spacing is fp16's at x (2^(e - 10); 2^-24 for fp16 subnormals) and one
    round-to-nearest-even addition rounds x as the fp16 cast does (c / spacing is even, so ties go
    the same way); (x + c) - c is exact; copysign restores the sign of a result rounded to zero.
    NaN, inf, or a value past fp16's largest (overflow rules): numpy's own casts, for those
    elements only (padding lanes often hold NaNs: the rest still takes the fp32 passes)."""
    if x.dtype != F32:
        out[...] = x.astype(np.float16)
        return
    x = np.ascontiguousarray(x)
    if x.size and not (x.max() <= 65504 and x.min() >= -65504):
        special = ~(np.abs(x) <= 65504)  # (a few: padding lanes' NaNs, infinities, overflow)
        with np.errstate(over="ignore", invalid="ignore"):
            cast = x[special].astype(np.float16)
            _f16_rounded_in_range(x, out)
        out[special] = cast
        return
    _f16_rounded_in_range(x, out)


_exp_min_fill = [np.full(0, _F16_EXP_MIN, np.uint32)]  # read only, replaced by a longer one when needed


def _f16_rounded_in_range(x, out):
    # (numpy's maximum against a scalar and its copysign are slow loops, about 0.3 and 0.5 ns an
    # element: the maximum takes an array of the constant, and the sign, the only bit copysign
    # can change here, is or-ed in: (x + c) - c has x's sign or is +0)
    bits = x.view(np.uint32)
    c = np.bitwise_and(bits, 0x7F800000)
    fill = _exp_min_fill[0]
    if fill.size < c.size:
        fill = _exp_min_fill[0] = np.full(c.size, _F16_EXP_MIN, np.uint32)
    np.maximum(c, fill[:c.size].reshape(c.shape), out=c)
    c += _F16_MAGIC
    c = c.view(F32)
    np.add(x, c, out=out)
    np.subtract(out, c, out=out)
    sign = np.bitwise_and(bits, np.uint32(0x80000000), out=c.view(np.uint32))
    out.view(np.uint32)[...] |= sign


def _assign(ctx, g, dt, values):
    """Write raw storage values (no conversion)."""
    out = _Out(ctx, g)
    out.view.view(dt.storage)[...] = values
    out.commit()


def _first_failing(ctx, g, fn, msg):
    """Find the first instruction of g (trace order) for which fn(i) raises, fault naming it."""
    for i in range(g.count):
        try:
            fn(i)
        except (ValueError, ZeroDivisionError) as e:
            ctx.fault(g, i, msg(e))
    raise AssertionError("a batched operation failed but no single instruction does")


# ---- vector unit
def r_unary(g, ctx):
    dtn, _, _, n = g.ins.args
    dt = DTYPES[dtn]
    sub = OPCODES[g.ins.op].sub
    if dtn == "u8" and sub == "not":  # (see _U8_DIRECT)
        _store_mask(ctx, g, _read(ctx, g, 0) == 0)
        return
    out = UNARY_FNS[sub](_values(ctx, g, 0, dt))
    _write(ctx, g, U8 if sub in MASK_RESULT else dt, out)


_INTO_STORE = frozenset({"add", "sub", "mul", "div", "max", "min", "eq", "ne", "lt", "le", "gt", "ge", "fmod", "copysign"})


def _binary(ctx, g, dt, x, y, sub):
    fn = BINARY_FNS[sub]
    to = U8 if sub in MASK_RESULT else dt
    if sub in _INTO_STORE and dt.is_float and (to is U8 or to.storage == x.dtype):
        # the result is what the store keeps (fp32, or a mask's 0 / 1): the ufunc writes it there
        # (store_values would copy it unchanged; these operations cannot fault)
        out = _Out(ctx, g)
        target = out.view.view(to.storage if to is not U8 else np.uint8).view()
        target.shape = x.shape  # (raises rather than copy: the rows must be written in place)
        if sub == "div":
            np.true_divide(x, y, out=target)
        else:
            fn(x, y, out=target)
        out.commit()
        return
    if sub in _INTO_STORE and to is dt and dt.is_float and dt.itemsize == 2:
        # fp16 / bf16: x is this group's own fp32 widening (to_compute's fresh array, of the result's
        # shape): the ufunc writes into it, which saves a temporary (the rounding store follows)
        np.true_divide(x, y, out=x) if sub == "div" else fn(x, y, out=x)
        _write(ctx, g, dt, x)
        return
    try:
        out = fn(x, y)
    except (ValueError, ZeroDivisionError):
        _first_failing(ctx, g, lambda i: fn(x[i], y[i] if y.ndim == x.ndim else y), lambda e: f"{sub} on {dt.name}: {e}")
    _write(ctx, g, to, out)


# u8 (masks): the reference computes on int64 and stores `!= 0`; for these operations the bytes
# themselves give the same (no value leaves 0..255, order is the same), without the int64 round trip
_U8_DIRECT = frozenset({"and", "or", "xor", "max", "min", "eq", "ne", "lt", "le", "gt", "ge"})


def _store_mask(ctx, g, values):
    """Write values (G, elements) as u8 masks: nonzero -> 1 (store_values' rule for u8)."""
    out = _Out(ctx, g)
    np.not_equal(values.reshape(g.count, -1), 0, out=out.view)
    out.commit()


def r_binary(g, ctx):
    dtn, _, _, _, n, (mode, p) = g.ins.args
    dt = DTYPES[dtn]
    sub = OPCODES[g.ins.op].sub
    if dtn == "u8" and mode == "full" and sub in _U8_DIRECT:
        _store_mask(ctx, g, BINARY_FNS[sub](_read(ctx, g, 0), _read(ctx, g, 1)))
        return
    E = 128 // dt.itemsize
    x = _values(ctx, g, 0, dt)
    y = _values(ctx, g, 1, dt)
    if mode == "row":
        x = x.reshape(g.count, n // p, p * E)
        y = y.reshape(g.count, 1, p * E)
    elif mode == "scalar":
        x = x.reshape(g.count, n // p, p * E)
        y = y.reshape(g.count, n // p, 1)
    _binary(ctx, g, dt, x, y, OPCODES[g.ins.op].sub)


def r_cmpr(g, ctx):
    """vltr whose bound is a slot's value (trace.d_cmpr): lanes < base + addend + imm, the i32 lanes
    compared in int64 as the reference does (the base clipped far outside i32: the same answers)."""
    dtn, _, _, _, imm, n = g.ins.args
    x = _values(ctx, g, 0, DTYPES[dtn])
    bound = np.clip(ctx.bases[g.dev_slots], -(1 << 40), 1 << 40) + g.dev_offsets + imm
    _store_mask(ctx, g, x.reshape(g.count, -1).astype(I64) < bound[:, None])


def r_binimm(g, ctx):
    dtn, _, _, imm, n = g.ins.args
    dt = DTYPES[dtn]
    x = _values(ctx, g, 0, dt)
    _binary(ctx, g, dt, x, x.dtype.type(imm), OPCODES[g.ins.op].sub)


def r_reduce(g, ctx):
    dtn, _, _, n, gr, axis, ton, acc = g.ins.args
    dt, to = DTYPES[dtn], DTYPES[ton]
    sub = OPCODES[g.ins.op].sub
    E = 128 // dt.itemsize
    if dtn == ton == "u8" and sub in ("max", "min") and not acc:  # (see _U8_DIRECT)
        x = _read(ctx, g, 0)
        x, ax = (x.reshape(g.count, n // gr, gr * E), 2) if axis == "within" else (x.reshape(g.count, gr, -1), 1)
        _store_mask(ctx, g, REDUCE_FNS[sub](x, axis=ax))
        return
    x = _values(ctx, g, 0, dt)
    if axis == "within":
        x, ax = x.reshape(g.count, n // gr, gr * E), 2
    else:
        x, ax = x.reshape(g.count, gr, (n // gr) * E), 1
    out = x.sum(axis=ax, dtype=x.dtype) if sub == "sum" else REDUCE_FNS[sub](x, axis=ax)
    if acc:
        prev = _values(ctx, g, 1, to)
        out = COMBINE_FNS[sub](prev, out.reshape(g.count, -1).astype(prev.dtype))
    _write(ctx, g, to, out)


class SelectMask(NamedTuple):
    """A vsel's folded mask as lane bit masks, (1 or G, lanes): all ones where it picks a."""
    ones: np.ndarray
    zeros: np.ndarray  # ~ones
    rest: np.ndarray | None  # a folded b & zeros (None: all zero bits)
    b_folded: bool  # b is a folded constant (then `rest` is all of it that is picked)


def r_select(g, ctx):
    # the reference's np.where moves bits unchanged, and so do these bit operations, without
    # np.where's branch per element: y ^ ((x ^ y) & all-ones where the mask is set), written in
    # place; operands every instruction reads alike come once and broadcast (folded masks mostly)
    dt = DTYPES[g.ins.args[0]]
    bits = np.dtype(f"u{dt.itemsize}")
    if g.select is not None:  # a folded mask: (x & ones) | (y & ~ones), the masks made at translation
        sel = g.select
        x = _read(ctx, g, 1, shared=True).view(bits)
        y = None if sel.b_folded else _read(ctx, g, 2, shared=True).view(bits) & sel.zeros  # (before target)
        out = _Out(ctx, g)
        target = out.view.view(bits)
        np.bitwise_and(x, sel.ones, out=target)
        if y is not None:
            target |= y
        elif sel.rest is not None:
            target |= sel.rest
        out.commit()
        return
    mask = _read(ctx, g, 0, shared=True)
    x = _read(ctx, g, 1, shared=True).view(bits)
    y = _read(ctx, g, 2, shared=True).view(bits)
    out = _Out(ctx, g)
    target = out.view.view(bits)
    if isinstance(g.reads[0][0], Literal) and len(mask) == 1 and (mask.all() or not mask.any()):
        np.copyto(target, x if mask.all() else y)  # a folded mask that picks one side everywhere
    else:
        if not isinstance(g.reads[2][0], (Literal, DeviceRows)) and np.may_share_memory(target, y):
            y = y.copy()  # (a stick read and written in place: y is read after target is written)
        ones = (mask != 0).astype(bits)
        np.negative(ones, out=ones)
        np.bitwise_xor(x, y, out=target)
        target &= ones
        target ^= y
    out.commit()


_IEEE_CASTS = frozenset({"f16", "f32"})


def r_cast(g, ctx):
    dtn, _, _, n, ton = g.ins.args
    dt, to = DTYPES[dtn], DTYPES[ton]
    if dtn in _IEEE_CASTS and ton in _IEEE_CASTS:
        # the reference widens to fp32 and stores that as `to`: one numpy cast of the storage into the
        # new rows gives the same values (fp16 -> fp32 is exact) without the fp32 temporary
        out = _Out(ctx, g)
        if dtn == "f16" and ton == "f32":
            f16_to_f32(_read(ctx, g, 0).view(dt.storage), out=out.view.view(F32))
        else:
            np.copyto(out.view.view(to.storage), _read(ctx, g, 0).view(dt.storage), casting="unsafe")
        out.commit()
        return
    x = _values(ctx, g, 0, dt)
    if dt.is_float and not to.is_float and to.name != "u8":
        x = np.trunc(x)
    _write(ctx, g, to, x)


def r_bcast(g, ctx):
    dtn, _, _, n, (mode, p) = g.ins.args
    dt = DTYPES[dtn]
    E = 128 // dt.itemsize
    src = _read(ctx, g, 0).view(dt.storage)
    out = _Out(ctx, g)
    view = out.view.view(dt.storage)
    if mode == "full":
        view[...] = src
    elif mode == "row":
        view.reshape(g.count, n // p, p * E)[...] = src[:, None, :]
    else:
        view.reshape(g.count, n // p, p * E)[...] = src[:, :, None]
    out.commit()


def r_const(g, ctx):
    _assign(ctx, g, U8, g.const)


def r_transpose(g, ctx):
    dtn, _, _, rows, cols = g.ins.args
    dt = DTYPES[dtn]
    src = _read(ctx, g, 0).view(dt.storage).reshape(g.count, rows, cols)
    _assign(ctx, g, dt, src.transpose(0, 2, 1).reshape(g.count, -1))


# ---- PE array
def _pe_operands(ctx, g, dt, steps, m, k, E, N):
    """A (G or 1, steps, m, k*E) and B (G, steps, k*E, N), or for mmt B^T (G, steps, N, k*E),
    row-major, as the reference multiplies them (steps: a fused chain's instructions, their operands
    one after another); an A every instruction shares comes with a leading 1 to broadcast."""
    A = sticks_by_row(_values(ctx, g, 0, dt, shared=True).reshape(-1, steps, m * k * E), k, m, E)
    B = _widened(ctx, g.reads[1], g.count, dt)
    B = _values(ctx, g, 1, dt) if B is None else np.broadcast_to(B, (g.count, B.shape[1]))
    B = B.reshape(g.count, steps, -1)
    if g.ins.op == "mmt":
        return A, sticks_by_row(B, k, N, E)
    return A, B.reshape(g.count, steps, k * E, N)


def r_mm(g, ctx):
    dtn, _, _, _, m, k, n, acc = g.ins.args
    dt = DTYPES[dtn]
    E = 128 // dt.itemsize
    N, K, nt = n * E, k * E, g.ins.op == "mmt"
    t = g.pe_tiles
    if t is None:
        A, B = _pe_operands(ctx, g, dt, 1, m, k, E, N)
        prod = matmul_f32(A[:, 0] if len(A) == g.count else A[0, 0], B[:, 0], nt)
    else:  # each distinct operand read once, its sticks already in row-major order
        A = _as_compute(_read_rows(ctx, t.a, t.a_count, shared=True), dt).reshape(-1, m, K)
        b_shape = (N, K) if nt else (K, N)
        if t.grid:  # every (A, B) pair once: broadcast np.matmuls, no operand copies
            prod = _grid_products(ctx, t, A, dt, b_shape, nt).reshape(-1, m, N)
            if t.order is not None:
                prod = prod[t.order]
        else:
            B = _widened(ctx, t.b, t.b_count, dt)
            if B is None:
                B = _as_compute(_read_rows(ctx, t.b, t.b_count, shared=True), dt)
            prod = matmul_f32(_pick(A, t.a_of), _pick(B.reshape(-1, *b_shape), t.b_of), nt)
    prod = prod.reshape(g.count, m * N)
    if acc:
        prod = _read(ctx, g, 2).view(F32) + prod
    _assign(ctx, g, DTYPES["f32"], prod)


PE_GATHER_CHUNK_BYTES = 1 << 19  # B tiles gathered per np.matmul in _grid_products (about an L2's worth)


def _grid_products(ctx, t, A, dt, b_shape, nt):
    """(A count, B count, m, N): the product of every (A, B) pair. B's distinct tiles, when they
    are gathered (not a view: a weight sticked on K is, K stick by K stick), come a chunk at a time
    into one buffer the sgemms read while it is still in cache: gathering all of them first wrote
    them to memory and read them back (the demo's 108 MiB lm_head weight: 3-4x slower). Each tile's
    sgemm takes the same operands in the same form either way, so the bits are the same."""
    rows, off, nb = t.b
    per_tile = nb // 128  # (_distinct's operands start on a stick and are whole sticks)
    gathered = isinstance(rows, np.ndarray) or (isinstance(rows, DeviceRows) and rows.first < 0)
    chunk = max(1, PE_GATHER_CHUNK_BYTES // nb)
    B = _widened(ctx, t.b, t.b_count, dt)
    if B is None and (not gathered or t.b_count <= chunk):
        B = _as_compute(_read_rows(ctx, t.b, t.b_count, shared=True), dt)
    if B is not None:
        # B tile by B tile (np.matmul loops over the leading axis outermost): each tile's sgemms
        # with every A follow one another while the tile is in cache (a layer's B tiles, widened
        # weights mostly, are MiBs); the same sgemm per pair either way
        return np.swapaxes(matmul_f32(A[None, :], B.reshape(-1, *b_shape)[:, None], nt), 0, 1)
    if isinstance(rows, DeviceRows):
        source, ids, base = ctx.arena_sticks, rows.relative, ctx.stick_base[rows.slot]
    else:
        source, ids, base = ctx.sticks, rows, 0
    out = np.empty((len(A), t.b_count, A.shape[1], b_shape[0] if nt else b_shape[1]), dtype=F32)
    buf = np.empty(chunk * per_tile, dtype=_STICK)
    for lo in range(0, t.b_count, chunk):
        hi = min(lo + chunk, t.b_count)
        raw = buf[:(hi - lo) * per_tile]
        # (check_launch proved every stick in range: clip only lets take skip its buffered out= copy)
        source.take(ids[lo * per_tile:hi * per_tile] + base, out=raw, mode="clip")
        B = _as_compute(raw.view(np.uint8), dt).reshape(-1, *b_shape)
        out[:, lo:hi] = matmul_f32(A[:, None], B[None, :], nt)
    return out


WIDENED_CACHE_BYTES = 128 << 20  # host bytes all programs' widened PE operands may take (values + source copy)
_widened_total = [0]


class _Widened(NamedTuple):
    """A PE B operand's compute values and the device bytes they were widened from."""
    lo: int  # the first device stick of the source (absolute, in device sticks)
    source: np.ndarray  # (sticks, 16) uint64: a copy of device sticks lo .. lo + len(source)
    values: np.ndarray  # (1 or G, elements) fp32, read-only


def _release_widened(held):
    _widened_total[0] -= held[0]


def _widened(ctx, spec, count, dt):
    """The fp32 values of a PE B operand read from device memory in place (the weight of x @ W^T),
    kept from an earlier launch while the device bytes they came from are unchanged (checked each
    launch: one comparison of the source sticks instead of a gather and an fp16 / bf16 widening),
    as _as_compute(_read_rows(ctx, spec, count, shared=True), dt) gives them; None where that does
    not apply (not fp16 / bf16, not read in place, bytes that changed once, over the budget).
    Only B: the activations of x @ W^T come in A, and a bench calling a model on the same inputs
    again would find its activations unchanged too, which a real caller would not."""
    rows = spec[0]
    if not (isinstance(rows, DeviceRows) and dt.is_float and dt.itemsize == 2) or ctx.arena2d is None:
        return None
    prog = ctx.prog
    base = int(ctx.stick_base[rows.slot])
    key = (id(spec), base)
    entry = prog.widened.get(key, False)
    if entry is None:
        return None
    rel = rows.relative
    if entry is not False:
        src = ctx.arena2d[entry.lo:entry.lo + len(entry.source)].view(np.uint64)
        if np.array_equal(src, entry.source):
            return entry.values
        prog.widened[key] = None  # the bytes changed: someone writes them, so they are not worth keeping
        held = entry.source.nbytes + entry.values.nbytes
        prog._widened_bytes[0] -= held
        _widened_total[0] -= held
        return None
    lo, hi = base + int(rel.min()), base + int(rel.max()) + 1
    nbytes = _widened_size(spec, count, dt)
    if _widened_total[0] + nbytes > WIDENED_CACHE_BYTES:
        return None
    values = _as_compute(_read_rows(ctx, spec, count, shared=True), dt)
    values.flags.writeable = False
    entry = prog.widened[key] = _Widened(lo, ctx.arena2d[lo:hi].view(np.uint64).copy(), values)
    held = entry.source.nbytes + values.nbytes
    prog._widened_bytes[0] += held
    _widened_total[0] += held
    return values


def _widened_size(spec, count, dt) -> int:
    """Host bytes a _Widened entry of this operand holds: the span of device sticks it came from
    (its source copy) and its fp32 values."""
    rows = spec[0]
    return ((int(rows.relative.max()) - int(rows.relative.min()) + 1) * 128
            + (1 if rows.shared else count) * spec[2] // dt.itemsize * 4)


def _widened_operand(g):
    """(read spec, count) of the PE B operand group g's launches may widen (_widened), or None."""
    if g.run not in (r_mm, r_mm_chain) or DTYPES[g.ins.args[0]].itemsize != 2 or not DTYPES[g.ins.args[0]].is_float:
        return None
    spec, count = (g.reads[1], g.count) if g.pe_tiles is None else (g.pe_tiles.b, g.pe_tiles.b_count)
    return (spec, count) if isinstance(spec[0], DeviceRows) else None


def _pick(x, of):
    """The operands (distinct ones x) the instructions take: x itself (of None), x's one operand
    (broadcast by np.matmul) or a stack."""
    if of is None:
        return x
    return x[0] if len(x) == 1 else x[of]


class PeTiles(NamedTuple):
    """A PE group's operands read as the sgemm takes them: per operand the read spec of its distinct
    values (their sticks in row-major order), how many, and which each instruction takes (None: its
    own, in order); `grid`: the instructions are every (A, B) pair exactly once (the tiles of one
    matmul: each A block meets every B block), instruction i being pair order[i] = a * b_count + b
    (order None: in that order)."""
    a: tuple
    a_count: int
    a_of: np.ndarray | None
    b: tuple
    b_count: int
    b_of: np.ndarray | None
    grid: bool
    order: np.ndarray | None


def _distinct(spec, G, perm):
    """(read spec of the distinct operands with their sticks put in `perm` order (None: as they
    are), their count, which each of the G instructions reads (None: its own)), or None when the
    operand does not start on a stick (its sticks cannot be reordered)."""
    rows, off, nb = spec
    if perm is None and isinstance(rows, Strided):  # every instruction its own rows, read as a view
        return spec, G, None
    if off or nb % 128:
        return None
    if isinstance(rows, DeviceRows) and rows.shared:
        ids = rows.relative.reshape(1, -1)
    elif isinstance(rows, DeviceRows):
        ids = rows.relative.reshape(G, -1)
    elif isinstance(rows, Strided):
        ids = rows.start + rows.step * np.arange(G)[:, None] + np.arange(rows.sticks)[None, :]
    else:
        ids = rows.reshape(G, -1)
    of = None
    if len(ids) == 1:
        of = np.zeros(G, dtype=np.int64)
    else:
        _, first, inverse = np.unique(ids, axis=0, return_index=True, return_inverse=True)
        if first.size < G:
            ids, of = ids[first], inverse.reshape(-1)
    if perm is not None:
        ids = ids[:, perm]
    rows = _device_rows_of(rows.slot, ids.reshape(-1), False) if isinstance(rows, DeviceRows) else _rows(ids)
    return (rows, off, nb), len(ids), of


def _pe_tiles(g):
    """PeTiles of a (non-chain) PE group whose instructions share an operand or take operands K
    stick by K stick (k > 1: the reorder is folded into the read), else None (read as they are)."""
    dtn, _, _, _, m, k, n, _ = g.ins.args
    E = 128 // DTYPES[dtn].itemsize
    by_row = lambda rows: np.arange(k * rows).reshape(k, rows).T.reshape(-1) if k > 1 else None  # noqa: E731
    a = _distinct(g.reads[0], g.count, by_row(m))
    b = _distinct(g.reads[1], g.count, by_row(n * E) if g.ins.op == "mmt" else None)
    if a is None or b is None or (k == 1 and a[2] is None and b[2] is None):
        return None
    (a, na, a_of), (b, nb, b_of) = a, b
    ia = np.arange(g.count) if a_of is None else a_of
    ib = np.arange(g.count) if b_of is None else b_of
    pairs = ia * nb + ib
    grid = na * nb == g.count and np.unique(pairs).size == g.count
    order = None if not grid or np.array_equal(pairs, np.arange(g.count)) else pairs
    return PeTiles(a, na, a_of, b, nb, b_of, grid, order)


PE_CHAIN_CHUNK_BYTES = 64 << 20  # fp32 operands of one slice of a chain group's tiles (r_mm_chain)


def r_mm_chain(g, ctx):
    """A fused chain of L PE instructions: C = P_0 (+ C of before), then C = C + P_t for t = 1..L-1,
    P_t the t-th tile product (one sgemm per tile, as the reference: one np.matmul over the G tiles
    of each step). The G tiles go a slice at a time: each tile's A and B widened to fp32 at once
    took G x (its A + its B) (a 512-token prefill's MLP GEMM: 2.4 GiB), and a tile's sgemms are the
    same whatever else is in the batch, so the bits are too."""
    dtn, _, _, _, m, k, n, acc = g.ins.args
    dt = DTYPES[dtn]
    E = 128 // dt.itemsize
    N, L, G = n * E, g.const, g.count
    raw_a = _read(ctx, g, 0, shared=True)  # (G or 1, bytes): views or one copy of the raw operands
    B = _widened(ctx, g.reads[1], G, dt)
    raw_b = _read(ctx, g, 1) if B is None else None
    per_tile = (raw_a.shape[1] + (raw_b.shape[1] if B is None else 0)) // dt.itemsize * 4
    chunk = max(1, PE_CHAIN_CHUNK_BYTES // max(1, per_tile))
    C_old = _read(ctx, g, 2).view(F32).reshape(G, m, N) if acc else None
    C = np.empty((G, m, N), dtype=F32)
    for lo in range(0, G, chunk):
        hi = min(G, lo + chunk)
        a = raw_a if len(raw_a) == 1 else raw_a[lo:hi]
        A = sticks_by_row(_as_compute(a, dt).reshape(-1, L, m * k * E), k, m, E)
        Bs = (_as_compute(raw_b[lo:hi], dt) if B is None else np.broadcast_to(B, (G, B.shape[1]))[lo:hi])
        Bs = Bs.reshape(hi - lo, L, -1)
        Bs = sticks_by_row(Bs, k, N, E) if g.ins.op == "mmt" else Bs.reshape(hi - lo, L, k * E, N)
        c = None if C_old is None else C_old[lo:hi]
        for t in range(L):
            P = matmul_f32(A[:, t] if len(A) == hi - lo else A[0, t], Bs[:, t], g.ins.op == "mmt")
            c = P if c is None and t == 0 else c + P
        C[lo:hi] = c
    _assign(ctx, g, DTYPES["f32"], C.reshape(G, m * N))


# ---- load / store units
def _stick_addresses(ctx, g):
    """(G, sticks) device addresses of the sticks an ld / st group moves. A bounded loop's loads that
    do not run at this launch read device memory's first bytes instead (nothing reads what they
    load; their own places may lie outside the allowed ranges)."""
    starts = ctx.bases[g.dev_slots] + g.dev_offsets
    if g.tag_iters is not None:
        on = ctx.active[id(g)]
        if on is not None:
            starts = np.where(on, starts, ctx.memory.base)
    return starts[:, None] + g.pattern[None, :]


def _on_sticks(ctx, g):
    return g.aligned and ctx.arena2d is not None and bool(ctx.aligned_base[g.dev_slots].all())


def r_ld(g, ctx):
    addrs = _stick_addresses(ctx, g)
    rows = g.out[0]
    if _on_sticks(ctx, g):
        sticks = (addrs.ravel() - ctx.memory.base) >> 7
        # (whole sticks as single elements: numpy moves each with one copy; mode "clip" lets take
        # write straight into `out` unbuffered, and the sticks are in range: check_launch saw the hulls)
        if isinstance(rows, Strided) and rows.step == rows.sticks:  # straight into the new rows, one copy
            ctx.arena_sticks.take(sticks, out=ctx.sticks[rows.start:rows.start + sticks.size], mode="clip")
        elif isinstance(rows, Strided):
            rows.view(ctx.store, g.count)[...] = ctx.arena_sticks.take(sticks).view(np.uint8).reshape(g.count, -1)
        else:
            ctx.sticks[rows] = ctx.arena_sticks.take(sticks)
    else:
        idx = (addrs - ctx.memory.base)[:, :, None] + np.arange(128)
        _assign(ctx, g, U8, ctx.arena[idx].reshape(g.count, -1))


def r_st(g, ctx):
    addrs = _stick_addresses(ctx, g)
    src = _read(ctx, g, 0)
    on = ctx.active[id(g)] if g.tag_iters is not None else None
    if on is not None:  # (a bounded loop's stores that do not run at this launch)
        addrs, src = addrs[on], src[on]
    if _on_sticks(ctx, g):
        ctx.arena_sticks[(addrs.ravel() - ctx.memory.base) >> 7] = src.reshape(-1, 128).view(_STICK).reshape(-1)
    else:
        idx = (addrs - ctx.memory.base)[:, :, None] + np.arange(128)
        ctx.arena[idx.ravel()] = src.ravel()


def _check_rows(ctx, g, addrs, nbytes, what, per_element=False):
    """Every [addr, addr + nbytes) inside one allowed range (and device memory), else the first
    instruction's fault; addrs (G, L)."""
    allowed = ctx.allowed
    los = np.array([lo for lo, _ in allowed], dtype=np.int64)
    his = np.array([hi for _, hi in allowed], dtype=np.int64)
    if not los.size:
        ok = np.zeros(addrs.shape, dtype=bool)
    else:
        k = np.searchsorted(los, addrs, side="right") - 1
        ok = (k >= 0) & (addrs + nbytes <= his[np.maximum(k, 0)])
        if len(los) > 1 and not ok.all():  # overlapping ranges: check the rows that failed one by one
            for pos in zip(*np.nonzero(~ok)):
                a = int(addrs[pos])
                ok[pos] = any(lo <= a and a + nbytes <= hi for lo, hi in allowed)
    ok &= (addrs >= ctx.memory.base) & (addrs + nbytes <= ctx.memory.end)
    if not ok.all():
        i, j = np.argwhere(~ok)[0]
        a = int(addrs[i, j])
        extra = f" (element {j})" if per_element else ""
        ctx.fault(g, i, f"{what} of device range [{a:#x}, {a + nbytes:#x}){extra} outside the kernel's allowed "
                        f"ranges: {ctx.ranges_text()}")


def r_gather(g, ctx):
    _, _, _, rows, scale, stride = g.ins.args
    idx = _read(ctx, g, 0).view(I64)
    if np.any(np.abs(idx) > (1 << 40)):  # the address would overflow int64 arithmetic: far outside anyway
        i, j = np.argwhere(np.abs(idx) > (1 << 40))[0]
        a = int(ctx.bases[g.dev_slots[i]] + g.dev_offsets[i]) + (int(idx[i, j]) * scale + int(j) * stride) * 128
        ctx.fault(g, i, f"load of device range [{a:#x}, {a + 128:#x}) outside the kernel's allowed ranges: "
                        f"{ctx.ranges_text()}")
    addrs = (ctx.bases[g.dev_slots] + g.dev_offsets)[:, None] + (idx * scale + np.arange(rows) * stride) * 128
    _check_rows(ctx, g, addrs, 128, "load")
    if ctx.arena2d is not None and not np.any(addrs & 127):
        _assign(ctx, g, U8, ctx.arena_sticks.take((addrs.ravel() - ctx.memory.base) >> 7).view(np.uint8)
                .reshape(g.count, -1))
    else:
        _assign(ctx, g, U8, ctx.arena[(addrs - ctx.memory.base)[:, :, None] + np.arange(128)].reshape(g.count, -1))


def r_gathere(g, ctx):
    dtn = g.ins.args[0]
    dt = DTYPES[dtn]
    off = _read(ctx, g, 0).view(I64)
    result = _Out(ctx, g)
    out = result.view.view(dt.storage)
    timing = ctx.prog.timing
    for i in range(g.count):  # element gathers are irregular by nature: one instruction at a time
        o = off[i]
        live = o >= 0
        if o.size and o.max() >= 1 << 48:
            j = int(np.argmax(o))
            ctx.fault(g, i, f"element gather: offset {int(o[j])} (element {j}) is past any device address")
        addrs = int(ctx.bases[g.dev_slots[i]] + g.dev_offsets[i]) + o[live] * dt.itemsize
        _check_rows(ctx, _One(g, i), addrs[None, :], dt.itemsize, "element gather", per_element=True)
        out[i] = 0
        if addrs.size:
            out[i, live] = ctx.arena[(addrs - ctx.memory.base)[:, None] + np.arange(dt.itemsize)].view(dt.storage).ravel()
        ctx.gathere_costs[(int(g.who[0][i]), int(g.seq[i]))] = timing.gather_transactions(addrs)
    result.commit()


def r_scatter(g, ctx):
    # one instruction at a time, in trace order (a group's scatters write different slots; each is
    # the reference's own scatter_rows)
    _, _, _, rows, scale, stride = g.ins.args
    idx = _read(ctx, g, 0).view(I64)
    src = _read(ctx, g, 1)
    bases = ctx.bases[g.dev_slots] + g.dev_offsets
    for i in range(g.count):
        scatter_rows(ctx.memory, ctx.allowed, int(bases[i]), idx[i], src[i], scale, stride,
                     lambda msg: ctx.fault(g, i, msg))


def r_scattere(g, ctx):
    dt = DTYPES[g.ins.args[0]]
    acc = g.ins.args[5]
    off = _read(ctx, g, 0).view(I64)
    src = _read(ctx, g, 1).view(dt.storage)
    bases = ctx.bases[g.dev_slots] + g.dev_offsets
    timing = ctx.prog.timing
    for i in range(g.count):  # lanes in order, one instruction at a time (as r_gathere)
        addrs = scatter_lanes(ctx.memory, ctx.allowed, int(bases[i]), off[i], src[i], dt, acc,
                              lambda msg: ctx.fault(g, i, msg))
        ctx.gathere_costs[(int(g.who[0][i]), int(g.seq[i]))] = timing.gather_transactions(addrs)


class _One:
    """One instruction of a group, for fault messages."""

    def __init__(self, g, i):
        self.who = (g.who[0][i:i + 1], g.who[1][i:i + 1])


def r_ring(g, ctx):
    _assign(ctx, g, U8, _read(ctx, g, 0))


RUNNERS = {"unary": r_unary, "binary": r_binary, "binimm": r_binimm, "cmpr": r_cmpr, "reduce": r_reduce,
           "select": r_select, "cast": r_cast, "bcast": r_bcast, "fill": r_const, "iota": r_const,
           "transpose": r_transpose, "pe": r_mm, "load": r_ld, "store": r_st, "gather": r_gather, "gathere": r_gathere, "ring": r_ring,
           "scatter": r_scatter, "scattere": r_scattere}
