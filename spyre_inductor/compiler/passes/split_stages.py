"""Stages past the card's per-stage limits split into several stages instead of failing the compile.

A row (or tile) stage runs all of its ops per row point at once: the load unit keeps one base
register per buffer it reads (r1..r7: 7 buffers), the store unit one per buffer it writes, and every
row buffer of the stage is live in the scratchpad together. A fused pointwise of 12 inputs, or a
layer norm fused with a masked mean pooling after it, needs more. `split_stage` cuts such a stage
in two, repeatedly, until every piece fits:

- the first piece computes a prefix of the stage's ops (in their order) and stores each value the
  rest still needs into a fresh fusion-local buffer (device scratch, like every fusion-local
  buffer); values that cost nothing to redo (loads, constants, index arithmetic: a load mask) are
  not stored but done again where they are used;
- the second piece loads those buffers and runs the rest of the ops (its reductions and stores).

A carried value whose pieces are pointwise row stages over the same rows on the same cores stays in
each core's scratchpad instead (`keep_in_scratchpad`, after work division): the first piece's
vector unit leaves its rows at the top of the scratchpad, the second's reads them there after the
barrier, and the buffer is never stored nor loaded. Otherwise (a reduction's pieces, rows that do
not fit) it goes through device memory. `keep_in_scratchpad` keeps other buffers of a kernel the
same way (rows loaded once, a split reduction's result rung to every core: its docstring).

The cut is chosen among the ops before the stage's first reduction (a reduction stage's first
piece is a pointwise stage over its iteration and reduction dims, its row dim innermost so both
pieces walk the same rows): the first piece must fit, and of those cuts the one leaving the second
piece the fewest buffers to read, then the one doing the most in the first piece. No cut may put a
store before a load of the same buffer in a later piece.

Each element's ops keep their order, their operands and their dtypes, and a carried value is
stored in the dtype its op computed (an fp16 op's value is already rounded to fp16, as the kernel
IR rounds every fp16 op, like eager; a value upcast to fp32 stays fp32), so storing it rounds
nothing and a split stage computes the same bits as the unsplit stage would. The cost is one more stage (a barrier), plus a store and a load of each carried value that
goes through device memory.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import sympy

from spyre_runtime.card.isa import NUM_REGS

from ..common import ITEMSIZE
from ..ir.kernel_ir import POINTWISE, Buffer, Kernel, Op, Stage, iter_symbol, renumber
from .layout import ROW_CHUNKS, LayoutConstraintError, StagePlan, buffer_layout
from .plan import plan_stage

# opcodes a stage may hold to be split here (others: left as they are, emit names the limit)
_SPLITTABLE = {"load", "const", "index", "reduce", "row_reduce", "store", "store_reduction", *POINTWISE}
_REDO = ("load", "const", "index")  # values a later piece computes again instead of loading them
# module switch: carried values may stay in the scratchpad (tests compare with device memory; flip it
# inside kernel_cache.disabled())
KEEP_IN_SCRATCHPAD = True
# buffers one unit of a row stage addresses: a base register each, r1..r7 (r0 reads 0)
BASE_REGISTERS = NUM_REGS - 1


def stage_fits(stage: Stage, kernel: Kernel, fits) -> bool:
    """Whether the stage's plan with the shortest row chunk fits (`fits(plan)`: the emitter's
    judgement of registers and scratchpad). Stages that plan themselves, or that do not plan as
    rows here, are not this pass's business (True)."""
    if type(stage) is not Stage:
        return True
    try:
        return fits(plan_stage(stage, kernel, ROW_CHUNKS[-1]))
    except LayoutConstraintError:
        return True


def split_stage(stage: Stage, kernel: Kernel, fits) -> list[Stage] | None:
    """The stage as several stages that each fit (module docstring), the carried values' buffers
    added to the kernel; None when it fits already or cannot be split here."""
    if stage_fits(stage, kernel, fits) or any(op.opcode not in _SPLITTABLE for op in stage.ops):
        return None
    pieces, rest = [], stage
    while not stage_fits(rest, kernel, fits):
        cut = _best_cut(rest, kernel, fits, len(pieces))
        if cut is None:
            return None
        first, rest = cut
        pieces.append(first)
    return pieces + [rest]


def _domain(stage: Stage, kernel: Kernel):
    """The stage's loop vars in the order its carried values are laid out (the row var innermost)
    and their sizes."""
    sizes = dict(zip(stage.iter_vars, stage.iter_sizes)) | dict(zip(stage.reduce_vars, stage.reduce_sizes))
    order = list(sizes)
    try:
        row_var = plan_stage(stage, kernel, ROW_CHUNKS[-1]).row_var
    except LayoutConstraintError:
        row_var = None
    if row_var in sizes:
        order.remove(row_var)
        order.append(row_var)
    return order, sizes


def _uses(op: Op):
    return op.operands + ((op.mask,) if op.mask else ())


def _needed(ops: list[Op], roots: set[str], defs: dict) -> set[str]:
    """The values (by result name) `roots` depend on among `defs`, transitively."""
    seen, todo = set(), list(roots)
    while todo:
        v = todo.pop()
        if v in seen or v not in defs:
            continue
        seen.add(v)
        todo += _uses(defs[v])
    return seen


def _cut_at(stage: Stage, kernel: Kernel, c: int, order, sizes, tag: str):
    """(first piece, rest, its new buffers) for a cut before op c, or None where it does nothing
    or stores a buffer the rest reads."""
    ops = stage.ops
    defs = {op.result: op for op in ops if op.result}
    # value -> whether a later piece does it again instead of loading it: a load, a constant, an
    # index, or pointwise arithmetic on constants and indices alone (a load mask's lane test)
    redo = {}
    for op in ops:
        if op.result:
            redo[op.result] = op.opcode in _REDO or (op.opcode in POINTWISE and all(redo[u] for u in _uses(op))
                                                     and not any(defs[u].opcode == "load" for u in _uses(op)))
    prefix, suffix = ops[:c], ops[c:]
    suffix_uses = {u for op in suffix for u in _uses(op)}
    in_prefix = {op.result for op in prefix if op.result}
    carried = [op.result for op in prefix if op.result in suffix_uses and not redo[op.result]]
    first_stores = [op for op in prefix if op.opcode in ("store", "store_reduction")]
    if not carried and not first_stores:
        return None
    # the rest: the prefix's redone values it uses (with what they depend on), loads of the carried
    # values, then its own ops
    redone = _needed(prefix, {u for u in suffix_uses if u in in_prefix and redo[u]}, defs)
    loaded_later = {defs[v].buffer for v in redone if defs[v].opcode == "load"} | \
        {op.buffer for op in suffix if op.opcode == "load"}
    if any(op.buffer in loaded_later for op in first_stores):
        return None
    shape = tuple(sizes[v] for v in order)
    strides = tuple(int(s) for s in np.cumprod((1,) + shape[:0:-1])[::-1]) if shape else ()
    to_first = {v: iter_symbol(k) for k, v in enumerate(order)}
    at_first = sum((iter_symbol(k) * s for k, s in enumerate(strides)), sympy.S.Zero)
    at_rest = sum((v * s for v, s in zip(order, strides)), sympy.S.Zero)
    buffers, first_ops, rest_ops = [], [], []
    keep = _needed(prefix, set(carried) | {u for op in first_stores for u in _uses(op)}, defs)
    for op in prefix:
        if op.result in keep or op.opcode in ("store", "store_reduction"):
            first_ops.append(op if op.index is None else Op(op.opcode, op.result, op.operands, op.dtype, op.buffer,
                                                            sympy.sympify(op.index).xreplace(to_first),
                                                            op.value, op.mask))
    for v in carried:
        name = f"{stage.name}_{tag}_{v.lstrip('%')}"
        buf = Buffer(name, shape, strides, defs[v].dtype, "local")
        buf.layout = buffer_layout(buf)
        buffers.append(buf)
        first_ops.append(Op("store", None, (v,), buffer=name, index=at_first))
        rest_ops.append(Op("load", v, (), defs[v].dtype, buffer=name, index=at_rest))
    rest_ops = [op for op in prefix if op.result in redone] + rest_ops + suffix
    if stage.reduce_sizes and any(op.opcode == "store_reduction" for op in first_ops):
        return None
    first = Stage(f"{stage.name}_{tag}", shape, (), list(first_ops))
    rest = Stage(stage.name, stage.iter_sizes, stage.reduce_sizes, list(rest_ops))
    renumber(first)
    renumber(rest)
    return first, rest, buffers


def _load_buffers(stage: Stage) -> int:
    return len({op.buffer for op in stage.ops if op.opcode == "load"})


def _store_buffers(stage: Stage) -> int:
    return len({op.buffer for op in stage.ops if op.opcode in ("store", "store_reduction")})


def _best_cut(stage: Stage, kernel: Kernel, fits, k: int):
    """(first piece, rest) of the best cut (module docstring), the new buffers added to the
    kernel; None when no cut helps."""
    order, sizes = _domain(stage, kernel)
    first_reduce = next((n for n, op in enumerate(stage.ops) if op.opcode == "reduce"), len(stage.ops))
    tag = f"split{k}"
    candidates = []
    for c in range(1, first_reduce + 1):
        cut = _cut_at(stage, kernel, c, order, sizes, tag)
        # (a first piece past the registers by its own count cannot fit: not planned)
        if cut is not None and max(_load_buffers(cut[0]), _store_buffers(cut[0])) <= BASE_REGISTERS:
            candidates.append(((_load_buffers(cut[1]), -c), cut))
    # every cut leaves the rest fewer computed values (the first piece computes at least one, or
    # stores): splitting the rest again ends
    for _, (first, rest, buffers) in sorted(candidates, key=lambda t: t[0]):
        for buf in buffers:
            kernel.buffers[buf.name] = buf
        if stage_fits(first, kernel, fits):
            return first, rest
        for buf in buffers:
            del kernel.buffers[buf.name]
    return None


@dataclass(frozen=True)
class Resident:
    """A buffer's rows kept in each core's scratchpad from the stage that first touches it to the
    last that reads it: row point k of a core at offset + k * row_bytes (the top of the scratchpad,
    out of every other region of those stages). `loaded_in`: the stage whose loads bring the rows
    in (the buffer is only read); `reduced_in`: the split reduction whose owner core rings its one
    result stick to every other core (work_division.split_reduction); else (`written_in`) the
    writing stage's vector unit leaves them there. `stored_in`: the stage whose store unit stores
    what was written (the kernel's caller reads it), the last that reads it, while its other units
    work (a barrier waits for every store, so storing in the writing stage would delay the next)."""

    buffer: str
    offset: int
    row_bytes: int
    points: int  # rows of the core with the most
    loaded_in: str | None = None
    reduced_in: str | None = None
    written_in: str | None = None
    stored_in: str | None = None


def _plain_row(acc) -> bool:
    return (acc.kind == "row" and not acc.shifted and not acc.run and acc.masks is None and acc.lane_lo == 0
            and acc.lane_hi is None and not acc.period and acc.stick_offsets is None)


def _row_stage(plan) -> bool:
    """A stage the row emitter runs (it keeps its regions below the residents' floor)."""
    return type(plan) is StagePlan


# a core with this many row points batches its transfers (emit/rows.py _transfer_batch), which
# residents would turn off: only values carried by split_stage stay there past it
_BATCHED_POINTS = 8


def _resident_rows(buf, plans, works, touching, carried) -> str | None:
    """How buffer `buf`'s rows can stay in the scratchpad over the stages `touching` (row stages
    that touch it, in order): "written" (the first stage stores plain rows, the others read them),
    "loaded" (no stage writes it; the first loads them) or None. Every touching stage walks the
    same rows (same bases) with the same points on each core."""
    head, work = plans[touching[0]], works[touching[0]]
    writers = [n for n in touching if buf in plans[n].stage.buffers_written()]
    points = {c: work.points_of(c) for c in work.cores}
    if any(plans[n].row_lens is not None or plans[n].row_capacity != head.row_capacity
           or plans[n].row_len != head.row_len
           or plans[n].num_points != head.num_points or plans[n].mode not in ("pointwise", "within")
           or {c: works[n].points_of(c) for c in works[n].cores} != points for n in touching):
        return None
    ops = [(n, i) for n in touching for i, op in enumerate(plans[n].stage.ops) if op.buffer == buf]
    accesses = [plans[n].accesses[i] for n, i in ops]
    if any(plans[n].stage.ops[i].mask is not None for n, i in ops) or not all(
            _plain_row(a) and np.array_equal(a.base, accesses[0].base) for a in accesses):
        return None
    if buf not in carried and max(p1 - p0 for p0, p1 in points.values()) >= _BATCHED_POINTS:
        return None
    if writers == [touching[0]] and all(plans[n].stage.ops[i].opcode == "store" for n, i in ops if n == touching[0]):
        return "written"
    return "loaded" if not writers else None


def _one_stick(plans, ops, buf, kernel) -> bool:
    """Whether every access (stage, op) in `ops` reads or writes the same stick of `buf`, as a scalar
    (loads) or a reduction's element (the split reduction's store)."""
    E = kernel.buffers[buf].layout.elems_per_stick
    sticks = {int(s) for n, i in ops for s in np.asarray(plans[n].accesses[i].dev_base) // E}
    return len(sticks) == 1


def _resident_stick(buf, plans, works, touching, kernel) -> str | None:
    """How buffer `buf`'s one stick can stay in the scratchpad over the stages `touching` (row
    stages after the first only load it, as a scalar, on cores of the first): "result" (the first
    is a split reduction storing its one result element there: the owner core rings the stick to
    the others), "loaded" (no stage writes it, the first loads it as a scalar too) or None."""
    first, work = touching[0], works[touching[0]]
    ops = [(n, i) for n in touching for i, op in enumerate(plans[n].stage.ops) if op.buffer == buf]
    later = [(n, i) for n, i in ops if n != first]
    if any(buf in plans[n].stage.buffers_written() for n in touching[1:]) or not all(
            plans[n].stage.ops[i].opcode == "load" and plans[n].stage.ops[i].mask is None
            and plans[n].accesses[i].kind == "scalar" and set(works[n].cores) <= set(work.cores)
            for n, i in later) or not _one_stick(plans, ops, buf, kernel):
        return None
    head = [plans[first].stage.ops[i] for n, i in ops if n == first]
    dtypes = {op.result: op.dtype for op in plans[first].stage.ops if op.result}
    if work.parts and all(op.opcode == "store_reduction" and dtypes[op.operands[0]] == kernel.buffers[buf].dtype
                          for op in head):
        return "result"
    if all(op.opcode == "load" and op.mask is None for op in head) \
            and all(plans[first].accesses[i].kind == "scalar" for n, i in ops if n == first):
        return "loaded"
    return None


def keep_in_scratchpad(kernel: Kernel, plans, works, carried, capacity: int, used) -> tuple[dict, dict]:
    """Which buffers stay in the cores' scratchpads instead of going through device memory, and the
    scratchpad bytes left below them per stage: ({buffer: Resident}, {stage name: floor}).
    Candidates: the values split_stage carried (`carried`) and the kernel's other buffers. A
    buffer stays where the stages from its first toucher to its last reader are row stages and
    either (_resident_rows) all of them walk its rows alike on the same cores, read as plain rows,
    written by the first (stored only if the caller reads it, by the last reader) or by none (then
    loaded once); or (_resident_stick) the later ones load one stick of it as a scalar, which the
    first loads too, or which is the one result of a reduction split over cores (HF T5's fp16 clamp
    guard flag: rung to every core instead of stored and loaded again). Every stage in that range
    must still fit below it (`used(plan, work)`: the bytes a stage's own regions take)."""
    names = [s.name for s in (p.stage for p in plans)]
    residents, floors = {}, {}
    if not KEEP_IN_SCRATCHPAD:
        return residents, floors
    top = capacity
    deferred = {}  # stage -> the buffers its store unit stores for an earlier stage
    results = []  # (split reductions' results the caller reads, their last reader)
    # (a view into another buffer's storage, a cat's slot, aliases a caller buffer under another name)
    views = any(b.storage is not None for b in kernel.buffers.values())
    others = [b.name for b in kernel.buffers.values() if b.name not in carried and b.storage is None
              and not (views and b.role != "local")]
    for buf in list(carried) + others:
        touching = [n for n, p in enumerate(plans) if _row_stage(p) and any(op.buffer == buf for op in p.stage.ops)]
        if len(touching) < 2 or any(buf in p.stage.buffers_read() or buf in p.stage.buffers_written()
                                    for p in plans if not _row_stage(p)):
            continue
        span = range(touching[0], touching[-1] + 1)
        if not all(_row_stage(plans[n]) for n in span):
            continue
        how = _resident_rows(buf, plans, works, touching, carried)
        stick = None if how else _resident_stick(buf, plans, works, touching, kernel)
        if not (how or stick):
            continue
        head, work = plans[span[0]], works[span[0]]
        if stick:
            points, row_bytes = 1, 128
        else:
            points = max(work.points_of(c)[1] - work.points_of(c)[0] for c in work.cores)
            row_bytes = -(-head.row_capacity * ITEMSIZE[kernel.buffers[buf].dtype] // 128) * 128
        offset = (top - points * row_bytes) // 128 * 128
        if any(used(plans[n], works[n]) > min(offset, floors.get(names[n], capacity)) for n in span):
            continue
        last, stored_in = touching[-1], None
        if how == "written" and kernel.buffers[buf].role != "local" and \
                len(set(plans[last].stage.buffers_written()) | deferred.get(last, set()) | {buf}) <= BASE_REGISTERS:
            stored_in = names[last]
            deferred.setdefault(last, set()).add(buf)
        elif stick == "result" and kernel.buffers[buf].role != "local" and work.owner in works[last].cores:
            results.append((buf, last))
        residents[buf] = Resident(buf, offset, row_bytes, points,
                                  loaded_in=names[span[0]] if "loaded" in (how, stick) else None,
                                  reduced_in=names[span[0]] if stick == "result" else None,
                                  written_in=names[span[0]] if how == "written" else None, stored_in=stored_in)
        top = offset
        for n in span:
            floors[names[n]] = min(offset, floors.get(names[n], capacity))
    # a split reduction's owner stores its result while the others ring it on, unless its last
    # reader's store unit has no earlier stage's rows to store (else it would queue behind them)
    for buf, last in results:
        if not deferred.get(last) and len(plans[last].stage.buffers_written()) < BASE_REGISTERS:
            residents[buf] = replace(residents[buf], stored_in=names[last])
            deferred[last] = {buf}
    return residents, floors
