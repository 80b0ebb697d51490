"""Layout propagation: every buffer gets a SpyreTensorLayout, and a stage gets a row plan that says
how its loads and stores walk sticks (`plan_rows`). Where a constraint is not met, a reduction stage
gets a restickify stage inserted before it (`restickify_reduction`, inserted by plan.insert_restickify),
and a pointwise stage runs as tiles (tiles.py) or in "element" mode (below; plan.py chooses); what
still does not fit is a LayoutConstraintError naming the stage, op and buffer.

A stage runs as *rows*: one loop variable (the row var) runs along a stick dimension; every other
variable is enumerated as a *row point* (iteration vars, then reduction vars, row-major). Per row
point each load is either
  - "row":    the row var walks the buffer's stick dimension with unit step (whole sticks), or
  - "scalar": the load does not depend on the row var (one element, broadcast along the row).
A "row" load may also be *shifted* (`Access.shift`: its rows, or a masked load's lanes, start
inside a stick -- a head narrower than a stick, rotate_half's halves, a cat along the stick dim:
the sticks it touches are loaded and copied into place on the vector unit) or made of *stick runs*
(`Access.run`: runs of at most E elements, each at the start of its own stick -- heads padded
to a stick merged back into the hidden dim, a keepdim column, a table repeated along the row: a
stick per run, packed along the row with lane-mask selects; a load's runs may instead all start
at one later lane, `Access.run_lane`: a column of sticks, what an unrolled reduction over the
stick dim reads) or of whole sticks repeated
(`Access.period`: a rotary table two sticks long, loaded again and again by one `ld`), and its
whole sticks need not be evenly spaced when they sit at the same offsets at every point
(`Access.stick_offsets`: heads merged back from a (heads, 1, D) layout, an `ld` per evenly spaced
segment). A "row" store may be made of stick runs (each unpacked into its own stick, padding
zero) where each run is all its sticks hold, or shifted inside one stick it shares with other
data (merged under a lane mask).
Modes: "pointwise" (row var = the output's stick dim), "within" (row var is a reduction var: each
row reduces to one element, elements of consecutive `out_var` values fill an output stick),
"across" (row var is an iteration var: rows combine elementwise over the reduction points),
"tile" (a pointwise stage whose store and loads are sticked on two different vars -- a transpose,
a permute moving the stick dim: E x E tiles turned around on the vector unit, see tiles.py),
"element" (the fallback for a pointwise stage whose accesses are irregular -- what neither rows,
shifted or of runs, nor tiles take: each row point computes one element, placed into its output
stick; slow, but exact).

Layouts: a buffer the compiler allocates gets exactly the layout the spyre allocator gives
`empty_strided(size, stride)` (device.copy.storage_layout_for); a caller's input is assumed to be
laid out the same way (its storage created by a copy or an allocation of that size and stride);
a view with a storage offset is assumed to sit in a 1-d storage. The artifact records each
argument's layout, and launching with another layout is an error at launch.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import sympy

from ..common import ITEMSIZE, STICK_BYTES, SpyreCompileError
from ..ir.interpret import eval_index
from ..ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol

ROW_ALIGN_ELEMS = 128  # rows are padded to 128 elements: a whole number of sticks in every dtype
MAX_ROW_ELEMS = 4096  # longer rows are cut into chunks of this many elements (a row point each)
# chunk lengths tried in turn when a stage's row buffers do not fit the scratchpad
ROW_CHUNKS = (MAX_ROW_ELEMS, 1024, 256, 128)


class LayoutConstraintError(SpyreCompileError):
    """A layout constraint of a stage is not met (and no restickify is emitted for it yet)."""


def elems_per_stick(dtype: str) -> int:
    return STICK_BYTES // ITEMSIZE[dtype]


def buffer_layout(buf):
    from spyre_inductor.device.copy import storage_layout_for
    from spyre_inductor.device.layout import SpyreTensorLayout

    if buf.dtype not in ITEMSIZE:
        raise SpyreCompileError(
            f"spyre compiler: buffer {buf.name}: dtype {buf.dtype} has no device layout (the card holds and computes "
            f"{', '.join(ITEMSIZE)}; a {buf.dtype} result, such as softmax(x, dtype=torch.float64), has to be "
            f"computed on the CPU or in one of those dtypes)")
    if buf.storage is not None:
        return storage_layout_for(*buf.storage, buf.dtype)
    if buf.offset:
        return SpyreTensorLayout.default((buf.storage_numel,), buf.dtype)
    return storage_layout_for(buf.size, buf.stride, buf.dtype)


def assign_layouts(kernel: Kernel) -> None:
    for buf in kernel.buffers.values():
        if buf.layout is None:
            buf.layout = buffer_layout(buf)


def device_elements(layout, host_offsets: np.ndarray) -> np.ndarray:
    """Device element offset (from the allocation start) of each host-storage offset."""
    host_offsets = np.asarray(host_offsets, dtype=np.int64)
    hsize = layout.host_size
    hstride = [int(s) for s in np.cumprod((1,) + tuple(reversed(hsize[1:])))[::-1]] if hsize else []
    coords = [(host_offsets // st) % max(n, 1) for n, st in zip(hsize, hstride)]
    E = layout.elems_per_stick
    tile = layout.tile_dim
    last = len(layout.device_size) - 1
    out = np.zeros_like(host_offsets)
    for i, (d, dstride) in enumerate(zip(layout.dim_map, layout.device_strides)):
        if d < 0:
            continue
        c = coords[d]
        if i == last:
            c = c % E
        elif i == tile:
            c = c // E
        out = out + c * dstride
    return out


STICK_COVERAGE_LIMIT = 1 << 22  # stored elements up to which store_fills_sticks looks (past it: no)


def store_fills_sticks(stage: Stage, op: Op, buf: Buffer) -> bool:
    """Whether the elements a store writes fill every stick they touch (padding lanes aside), so the
    sticks may be written whole. False for a slice assignment into a preallocated buffer
    (x[:, 5:8] = v, x[:, :16] = v: the other lanes of those sticks hold elements of x that must
    stay), for a view into another storage, and past STICK_COVERAGE_LIMIT stored elements of a
    buffer they do not fill (a merge with the sticks' contents is right either way, only slower)."""
    lay = buf.layout
    if buf.storage is not None or buf.offset or lay.host_numel != buf.numel:
        return False
    stored = math.prod(stage.iter_sizes)
    if stored >= buf.numel:  # (a store's index is one-to-one: it writes every element)
        return True
    stick = lay.dim_map[-1]
    if stick < 0 or stored > STICK_COVERAGE_LIMIT:
        return stick < 0
    grid = np.indices(tuple(stage.iter_sizes) or (1,), dtype=np.int64)
    env = {v: g for v, g in zip(stage.iter_vars, grid)}
    h = np.unique(np.broadcast_to(eval_index(op.index, env), grid.shape[1:]))
    hs = lay.host_size
    step = math.prod(hs[stick + 1:])  # host elements between neighbours along the stick dim
    n, E = hs[stick], lay.elems_per_stick
    lane = (h // step) % n % E
    first, count = np.unique(h - lane * step, return_counts=True)  # each stick by its first element
    return bool(np.all(count == np.minimum(E, n - (first // step) % n)))


@dataclass
class Access:
    """How one load / store / index op touches memory per row point."""

    op: int
    kind: str  # "row" | "scalar"
    base: np.ndarray  # host offset (or index value) at row var = 0, one per row point
    buffer: str | None = None
    dev_base: np.ndarray | None = None  # device element offset of the row's first element
    tile_step: int = 0  # device elements between consecutive sticks of a row (0 if one stick)
    # a masked row load reads only lanes [lane_lo, lane_hi) (stick-aligned); base/dev_base are at lane_lo
    lane_lo: int = 0
    lane_hi: int | None = None
    # a row load whose rows start inside a stick: per point, the lanes from the row buffer's start
    # to row lane 0 once the sticks holding the row (lanes lane_lo.. of a masked load) are loaded
    # after ceil(lane_lo / E) sticks of it (the vector unit copies them into place: _shifted_row)
    shift: np.ndarray | None = None
    # a row load of runs of `run` elements (< E), each at the start of its own stick, the sticks
    # `tile_step` device elements apart (0: one stick repeated); 0 = an ordinary row
    run: int = 0
    # (runs of a load) the lane of its stick each run starts at: a column `x[..., j]` of sticks
    # (an unrolled reduction over the stick dim reads one such column per term); 0 = the first lane
    run_lane: int = 0
    # a row load repeating `period` consecutive sticks along the row (a rotary table two or more
    # sticks long, cat(freqs, freqs)): one `ld` of them, rows with stride 0; 0 = not that
    period: int = 0
    # a row load whose sticks are not evenly spaced but sit at the same offsets from the row's
    # first stick at every point (heads merged back from a layout that tiles the head dim outside
    # the heads): those offsets (device elements), loaded as evenly spaced segments; None = not that
    stick_offsets: tuple | None = None
    dev_end: np.ndarray | None = None  # (runs: one past the last device element a point reads)
    masks: list | None = None  # a shifted store: its distinct (shift, row length) pairs

    @property
    def shifted(self) -> bool:
        return self.shift is not None and bool(self.shift.any())


@dataclass
class StagePlan:
    stage: Stage
    mode: str  # "pointwise" | "within" | "across"
    row_var: sympy.Symbol
    row_len: int
    point_vars: tuple
    point_sizes: tuple
    accesses: dict = field(default_factory=dict)  # op index -> Access
    out_var: sympy.Symbol | None = None  # "within": the iteration var whose values fill a stick
    out_len: int = 1
    row_lens: np.ndarray | None = None  # valid elements of each point's row (a long row's last chunk is short)

    def row_len_at(self, point: int) -> int:
        return self.row_len if self.row_lens is None else int(self.row_lens[point])

    @property
    def num_points(self) -> int:
        return math.prod(self.point_sizes)

    @property
    def row_capacity(self) -> int:
        """Elements a row buffer holds (rows padded to 128 elements: whole sticks in any dtype)."""
        return -(-self.row_len // ROW_ALIGN_ELEMS) * ROW_ALIGN_ELEMS

    @property
    def reduce_points(self) -> int:
        """Row points combined into one stored result (1 for pointwise)."""
        if self.mode == "pointwise":
            return 1
        red = [s for v, s in zip(self.point_vars, self.point_sizes) if str(v).startswith("r")]
        return math.prod(red)

    def describe(self) -> str:
        lines = [f"  stage {self.stage.name}: {self.mode}, row {self.row_var}={self.row_len}, "
                 f"points {dict(zip(map(str, self.point_vars), self.point_sizes))}"
                 + (f", out lanes {self.out_var}={self.out_len}" if self.out_var is not None else "")]
        for i, acc in sorted(self.accesses.items()):
            op = self.stage.ops[i]
            what = f"{op.opcode} {op.buffer or op.index}"
            lines.append(f"    op {i} {what}: {acc.kind}" + (f", tile step {acc.tile_step}" if acc.tile_step else ""))
        return "\n".join(lines)


def _coefficient(expr, var, others) -> int | None:
    """Integer step of expr per unit of var at the origin (numeric, so FloorDiv etc. work)."""
    env = {v: np.int64(0) for v in others}
    env[var] = np.int64(0)
    a = int(eval_index(expr, env))
    env[var] = np.int64(1)
    return int(eval_index(expr, env)) - a


def _choose_row(stage: Stage):
    allv = list(stage.iter_vars) + list(stage.reduce_vars)
    stores = [op for op in stage.ops if op.opcode in ("store", "store_reduction")]
    loads = [op for op in stage.ops if op.opcode == "load"]
    if not stage.reduce_sizes:
        for op in stores:
            for v in reversed(stage.iter_vars):
                if _coefficient(op.index, v, allv) == 1:
                    return "pointwise", v
        return "pointwise", stage.iter_vars[-1] if stage.iter_vars else None
    for op in loads:
        for v in reversed(stage.reduce_vars):
            if _coefficient(op.index, v, allv) == 1:
                return "within", v
    for op in stores:
        for v in reversed(stage.iter_vars):
            if _coefficient(op.index, v, allv) == 1:
                return "across", v
    return "within", stage.reduce_vars[-1]


def plan_rows(stage: Stage, kernel: Kernel, element: bool, max_row: int) -> StagePlan:
    """The stage as rows (or, element=True, one element per row point); LayoutConstraintError
    naming the op when an access does not walk rows."""
    mode, row_var = _choose_row(stage)
    sizes = dict(zip(stage.iter_vars, stage.iter_sizes)) | dict(zip(stage.reduce_vars, stage.reduce_sizes))
    if element:
        # points in the order that keeps each output stick's elements consecutive: the store's
        # unit-step var innermost
        mode = "element"
        if row_var is not None:
            sizes[row_var] = sizes.pop(row_var)
        row_var = None
    if row_var is None:  # one row of one element per point
        row_var = sympy.Symbol("i_row", integer=True, nonnegative=True)
        sizes_row = 1
    else:
        sizes_row = sizes.pop(row_var)
    full_len, chunk = sizes_row, None
    if sizes_row > max_row:
        # a long row becomes chunks: an extra point var (a reduction var for "within", so the
        # chunks accumulate into one result; before the reduction vars otherwise)
        sizes_row = max_row
        n_chunks = -(-full_len // sizes_row)
        chunk = sympy.Symbol("r_chunk" if mode == "within" else "i_chunk", integer=True, nonnegative=True)
        keys = list(sizes)
        at = len(keys) if mode != "across" else sum(1 for v in keys if not str(v).startswith("r"))
        sizes = dict([*[(v, sizes[v]) for v in keys[:at]], (chunk, n_chunks), *[(v, sizes[v]) for v in keys[at:]]])
    point_vars = tuple(sizes)
    point_sizes = tuple(sizes.values())
    plan = StagePlan(stage, mode, row_var, sizes_row, point_vars, point_sizes)
    grid = np.indices(point_sizes, dtype=np.int64).reshape(len(point_sizes), -1) if point_sizes \
        else np.zeros((0, 1), dtype=np.int64)
    env = {v: grid[k][:, None] for k, v in enumerate(point_vars)}
    lanes = np.arange(sizes_row, dtype=np.int64)[None, :]
    npts = grid.shape[1]
    valid = np.ones((npts, sizes_row), dtype=bool)
    if chunk is None:
        env[row_var] = lanes
    else:
        env[row_var] = env[chunk] * sizes_row + lanes
        valid = env[row_var] < full_len
        plan.row_lens = valid.sum(axis=1)
        env[row_var] = np.where(valid, env[row_var], 0)  # masked lanes: any in-range index

    if mode == "within":
        st = next(op for op in stage.ops if op.opcode == "store_reduction")
        allv = list(stage.iter_vars) + list(stage.reduce_vars)
        cands = [v for v in reversed(stage.iter_vars) if _coefficient(st.index, v, allv) == 1]
        if cands:
            plan.out_var, plan.out_len = cands[0], sizes[cands[0]]
        elif stage.iter_vars:
            raise LayoutConstraintError(
                f"spyre compiler: stage {stage.name}: reduction output {st.buffer} is not contiguous along any "
                f"iteration dim (store index {st.index}); needs a restickify of the output")

    masks = static_masks(stage, env, (npts, sizes_row))
    all_valid = valid
    for i, op in enumerate(stage.ops):
        if op.opcode not in ("load", "store", "store_reduction", "index"):
            continue
        where = f"spyre compiler: stage {stage.name}, op {i} ({op.opcode} {op.buffer or ''}[{op.index}])"
        full = np.broadcast_to(eval_index(op.index, env), (npts, sizes_row)).astype(np.int64)
        if op.buffer is not None:  # host-storage offsets
            full = full + kernel.buffers[op.buffer].offset
        lo, hi, valid = 0, None, all_valid
        if op.mask is not None and mode != "element":
            lo, hi, valid, off = _mask_lanes(masks.get(op.mask), all_valid, kernel.buffers[op.buffer], where,
                                             aligned=op.opcode != "load")
            if hi == lo:  # never read: the value is the mask's `other` everywhere
                plan.accesses[i] = Access(i, "none", full[:, 0].copy(), op.buffer, lane_lo=lo, lane_hi=hi)
                continue
            # rows the mask turns off entirely (pad / cat on a leading dim) may index outside the
            # buffer: they load a row that is read elsewhere instead, and the vector unit's select
            # on the mask discards it
            full = np.where(off[:, None], full[int(np.argmin(off))][None, :], full)
            full = np.where(valid, full, full[:, lo:lo + 1] + (lanes - lo))  # masked lanes: any consistent value
        base = full[:, lo].copy()
        if (op.opcode == "store_reduction" and mode == "within") or (op.opcode == "store" and mode == "element"):
            acc = Access(i, "element", base, op.buffer)  # one element per row point
        elif np.all((full == base[:, None]) | ~valid):
            acc = Access(i, "scalar", base, op.buffer)
        elif np.all((full == base[:, None] + lanes - lo) | ~valid):
            acc = Access(i, "row", base, op.buffer, lane_lo=lo, lane_hi=hi)
        elif op.opcode == "load" and op.mask is None and _stick_runs(
                acc := Access(i, "row", base, op.buffer), kernel.buffers[op.buffer], full, valid):
            plan.accesses[i] = acc
            continue
        else:
            raise LayoutConstraintError(
                f"{where}: along the row dim {row_var} it does not step by 1 (or 0) element; "
                f"a restickify of {op.buffer or 'this index'} onto that dim is needed")
        if op.buffer is not None:
            layout = kernel.buffers[op.buffer].layout
            E = layout.elems_per_stick
            acc.dev_base = device_elements(layout, base)
            if acc.kind == "row":
                dev = device_elements(layout, full[:, lo:])
                starts = dev[:, ::E]
                stick_valid = valid[:, lo::E]
                want = np.repeat(starts, E, axis=1)[:, :sizes_row - lo] + (lanes[:, :sizes_row - lo] % E)
                valid = valid[:, lo:]
                if op.opcode == "load" and (_shifted_row(acc, dev, valid, E, lo) or (
                        lo == 0 and hi is None and _stick_runs(acc, kernel.buffers[op.buffer], full, valid))):
                    plan.accesses[i] = acc
                    continue
                if op.opcode == "store" and mode == "pointwise" and (
                        _stick_runs(acc, kernel.buffers[op.buffer], full, valid, store=(stage, op))
                        or _shifted_store(acc, stage, op, kernel.buffers[op.buffer], dev, valid, plan)):
                    plan.accesses[i] = acc
                    continue
                if not np.all((dev == want) | ~valid) or np.any((starts % E != 0) & stick_valid):
                    raise LayoutConstraintError(
                        f"{where}: the row dim {row_var} is not the stick dim of {op.buffer}'s layout "
                        f"{layout}; a restickify kernel is needed")
                steps = np.diff(starts, axis=1)[stick_valid[:, 1:]]
                if steps.size and not np.all(steps == steps.flat[0]):
                    if op.opcode == "load" and _uneven_sticks(acc, starts, stick_valid, E):
                        plan.accesses[i] = acc
                        continue
                    raise LayoutConstraintError(f"{where}: sticks of one row are not evenly spaced in {op.buffer}")
                acc.tile_step = int(steps.flat[0]) if steps.size else 0
        plan.accesses[i] = acc
    return plan


def _shifted_row(acc: Access, dev: np.ndarray, valid: np.ndarray, E: int, lo: int = 0) -> bool:
    """A row load whose rows start inside a stick (a head of 32 elements at lane 32 of a 64-element
    fp16 stick), or a masked one whose lanes [lo, hi) start inside one (rotate_half's halves, a cat
    along the stick dim), walking lanes and evenly spaced sticks from there: the load unit brings
    the sticks the row touches (after ceil(lo / E) sticks of the row buffer), the vector unit shifts
    them into place (acc.shift: lanes from the row buffer's start to row lane 0, per point). False
    (acc unchanged) when the rows are aligned already or do not walk sticks so."""
    lane0 = dev[:, 0] % E
    if not lane0.any() and not lo % E:
        return False
    pos = lane0[:, None] + np.arange(dev.shape[1])[None, :]  # lane in the loaded sticks
    stick, lane = pos // E, pos % E
    first = (dev[:, :1] - lane0[:, None])  # where each row's first stick starts
    later = valid & (stick > 0)
    steps = ((dev - first - lane) // np.maximum(stick, 1))[later]
    step = int(steps[0]) if steps.size else E
    if step < E or not np.all((dev == first + stick * step + lane) | ~valid):
        return False
    acc.shift, acc.tile_step = lane0 + -(-lo // E) * E - lo, step
    return True


MAX_SHIFTED_STORE_MASKS = 8  # distinct (lane, length) pairs of a shifted store (a lane mask each)


def _shifted_store(acc: Access, stage: Stage, op: Op, buf: Buffer, dev: np.ndarray, valid: np.ndarray, plan) -> bool:
    """A store of rows that start inside a stick (x[:, 1:] = arange(n)), into consecutive sticks
    that hold other data too (merged: the load unit brings the sticks first) and that no two row
    points share: the vector unit shifts the row into place and selects it into the old sticks
    under the mask of its lanes. False (acc unchanged) otherwise."""
    E = buf.layout.elems_per_stick
    if store_fills_sticks(stage, op, buf) or not _shifted_row(acc, dev, valid, E):
        acc.shift = None
        return False
    lens = np.array([plan.row_len_at(p) for p in range(len(acc.shift))])
    first = acc.dev_base // E
    last = (acc.dev_base + lens - 1) // E
    order = np.argsort(first)
    pairs = set(zip(acc.shift.tolist(), lens.tolist()))
    if (acc.tile_step != E and np.any(acc.shift + lens > E)) or np.any(first[order][1:] <= last[order][:-1]) \
            or len(pairs) > MAX_SHIFTED_STORE_MASKS:
        acc.shift = None
        return False
    acc.masks = sorted(pairs)
    return True


def _stick_runs(acc: Access, buf: Buffer, full: np.ndarray, valid: np.ndarray, store=None) -> bool:
    """A row load made of runs of `run` <= E elements (a whole stick only as one stick repeated),
    each run a stick's first lanes, the runs' sticks evenly spaced (step 0: the same stick again):
    heads narrower than a stick merged back into the hidden dim (each head's D elements padded to
    a stick), a keepdim column (one element per stick), a rotary table repeated along the row
    (cat(freqs, freqs); in fp32 with head dim 64, one whole stick again). The load unit brings one
    stick per run, the vector unit packs the runs along the row (acc.run, acc.tile_step: the
    sticks' spacing). A store (store = (stage, op)) the same way round -- each run unpacked into
    its own stick, the other lanes zero -- where each run is all its sticks hold (the stick dim has
    `run` elements: a keepdim column, heads narrower than a stick). False (acc unchanged) when the
    row is not such runs."""
    lay = buf.layout
    E = lay.elems_per_stick
    if not valid[:, 0].all():
        return False
    if store is not None and (lay.dim_map[-1] < 0 or not store_fills_sticks(*store, buf)):
        return False
    dev = device_elements(lay, full)
    lanes = np.arange(dev.shape[1])[None, :]
    breaks = np.nonzero(((dev[:, 1:] != dev[:, :-1] + 1) & valid[:, 1:]).any(axis=0))[0]
    if not breaks.size:
        return False
    run = int(breaks[0]) + 1
    if run > E:
        return store is None and _repeated_sticks(acc, dev, valid, run, E)
    if (store is not None and (run == E or lay.host_size[lay.dim_map[-1]] != run)):
        return False
    starts = dev[:, ::run]
    steps = np.diff(starts, axis=1)[valid[:, run::run]]
    step = int(steps.flat[0]) if steps.size else E
    if run == E and step:  # whole sticks at other places: a plain row. (Step 0 is one stick again
        return False       # and again: cat(freqs, freqs) of an fp32 rotary table, head dim 2E)
    want = starts[:, :1] + (lanes // run) * step + lanes % run
    lane = starts[:, 0] % E
    if (store is not None and lane.any()) or np.any(lane != lane[0]) or lane[0] + run > E:
        return False  # (a load's runs may start at one lane past 0 in every stick: run_lane)
    if (step % E) or step < 0 or not np.all((dev == want) | ~valid):
        return False
    acc.dev_base, acc.run, acc.tile_step, acc.run_lane = dev[:, 0], run, step, int(lane[0])
    acc.dev_end = acc.dev_base - acc.run_lane + (-(-dev.shape[1] // run) - 1) * step + E
    return True


MAX_STICK_SEGMENTS = 64  # evenly spaced segments (an `ld` each) of a row load with uneven sticks


def stick_segments(offsets) -> list[tuple[int, int, int]]:
    """(first stick, sticks, step) of each maximal evenly spaced run of stick offsets."""
    segs, j, n = [], 0, len(offsets)
    while j < n:
        step = offsets[j + 1] - offsets[j] if j + 1 < n else 0
        k = j + 1
        while k < n and offsets[k] - offsets[k - 1] == step:
            k += 1
        segs.append((j, k - j, step))
        j = k
    return segs


def _uneven_sticks(acc: Access, starts: np.ndarray, stick_valid: np.ndarray, E: int) -> bool:
    """A row load of whole sticks that are not evenly spaced, at the same offsets from the row's
    first stick at every point (heads merged back into the hidden dim from a (heads, 1, D) layout
    whose sticks of one head are a head count apart: a decode step's attention output before
    o_proj): acc.stick_offsets, loaded as at most MAX_STICK_SEGMENTS evenly spaced segments. False
    (acc unchanged) otherwise."""
    rel = starts - starts[:, :1]
    ref = rel[int(np.argmax(stick_valid.sum(axis=1)))]
    if not stick_valid[:, 0].all() or not np.all((rel == ref[None, :]) | ~stick_valid) or np.any(ref[1:] < 0):
        return False
    offsets = tuple(int(o) for o in ref)
    if len(stick_segments(offsets)) > MAX_STICK_SEGMENTS:
        return False
    acc.stick_offsets = offsets
    acc.dev_end = acc.dev_base + max(offsets) + E
    return True


def _repeated_sticks(acc: Access, dev: np.ndarray, valid: np.ndarray, run: int, E: int) -> bool:
    """A row load that repeats `run` = k*E elements, k >= 2 consecutive whole sticks, along the row
    (HF's cat(freqs, freqs) of an fp32 rotary table two sticks long: head dim 128): the load unit
    brings those k sticks again and again with one `ld` (stride 0), which leaves the row in place
    (acc.period = k). False (acc unchanged) otherwise, or when the repeats would run past the row
    buffer."""
    n = dev.shape[1]
    if run % E or -(-n // run) * run > -(-n // ROW_ALIGN_ELEMS) * ROW_ALIGN_ELEMS:
        return False
    want = dev[:, :1] + np.arange(n)[None, :] % run
    if np.any(dev[:, 0] % E) or not np.all((dev == want) | ~valid):
        return False
    acc.dev_base, acc.period = dev[:, 0], run // E
    acc.dev_end = acc.dev_base + run
    return True


_MASK_OPS = {"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal, "eq": np.equal,
              "ne": np.not_equal, "logical_and": np.logical_and, "logical_or": np.logical_or,
              "bitwise_and": np.logical_and, "bitwise_or": np.logical_or}


def static_masks(stage: Stage, env: dict, shape) -> dict:
    """Values computable before the stage runs (index / constant arithmetic and comparisons), by
    SSA name: what masked loads (cat, padding) depend on."""
    known = {}
    for op in stage.ops:
        if op.opcode == "index":
            known[op.result] = np.broadcast_to(eval_index(op.index, env), shape)
        elif op.opcode == "const" and not isinstance(op.value, float):
            known[op.result] = np.asarray(op.value)
        elif op.opcode in ("to_dtype", "identity") and op.operands[0] in known:
            known[op.result] = known[op.operands[0]]
        elif op.opcode == "logical_not" and op.operands[0] in known:
            known[op.result] = np.logical_not(known[op.operands[0]])
        elif op.opcode in ("add", "sub") and all(o in known for o in op.operands):
            a, b = (known[o] for o in op.operands)
            known[op.result] = a + b if op.opcode == "add" else a - b
        elif op.opcode in _MASK_OPS and all(o in known for o in op.operands):
            known[op.result] = np.broadcast_to(_MASK_OPS[op.opcode](*(known[o] for o in op.operands)), shape)
    return known


def _mask_lanes(mask, valid, buf, where, aligned=True):
    """(lo, hi, lanes read, rows off) of a masked row load: the lanes where the mask holds must be
    one run [lo, hi), the same in every row except rows where it holds nowhere (`off`), starting
    on a stick boundary of the row buffer unless not `aligned` (a load: shifted into place)."""
    if mask is None:
        raise LayoutConstraintError(f"{where}: its mask is computed from data, not from indices")
    m = np.broadcast_to(mask, valid.shape).astype(bool) & valid
    counts = m.sum(axis=1)
    off = counts == 0
    if off.all():
        return 0, 0, m, off
    first = int(np.argmin(off))
    lo = int(np.argmax(m[first]))
    hi = lo + int(counts[first])
    lanes = np.arange(valid.shape[1])[None, :]
    if not np.array_equal(m[~off], np.broadcast_to((lanes >= lo) & (lanes < hi), m[~off].shape)):
        raise LayoutConstraintError(f"{where}: its mask is not one run of lanes shared by every row")
    if aligned and lo % elems_per_stick(buf.dtype):  # (keeps the loaded sticks inside the row buffer)
        raise LayoutConstraintError(f"{where}: its mask starts at lane {lo}, not on a stick boundary")
    return lo, hi, m, off


def realign_loads(kernel: Kernel) -> None:
    """A load in a pointwise stage whose rows do not start on a stick boundary (a bias slice
    `b[16:32]`, a view at an element offset, `x[:, 48:64]`) is read first by a copy stage into a
    fresh buffer over just the dims it depends on (element by element: only the elements it reads,
    N for a bias), so the stage itself keeps whole-stick rows and a matmul epilogue stays fused.
    The card moves whole 128-byte sticks; an unaligned row would straddle sticks of other data
    (or run past the allocation). The copy itself runs as rows with a shifted load (plan_rows);
    pure copy stages are left alone, since they are that already, and so are rows that lie inside
    one stick in a stage no reduction precedes (no epilogue to keep: the shifted load is cheaper
    than a copy stage)."""
    stages = list(kernel.stages)
    for stage in list(stages):
        if type(stage) is not Stage or stage.reduce_sizes or not stage.iter_sizes:
            continue
        if all(op.opcode in ("load", "store", "to_dtype", "identity") for op in stage.ops):
            continue
        _, row_var = _choose_row(stage)
        # no reduction before it (a matmul whose epilogue it could become): a row inside one stick
        # is read where it lies and shifted on the vector unit (plan_rows), as masked loads are
        epilogue_candidate = any(s.reduce_sizes for s in stages[:stages.index(stage)])
        for n, op in enumerate(stage.ops):
            if op.opcode != "load" or op.mask is not None or not _unaligned_rows(stage, kernel, op, row_var):
                continue
            if not epilogue_candidate and _rows_inside_one_stick(stage, kernel, op, row_var):
                continue
            used = [v for v in stage.iter_vars if v in sympy.sympify(op.index).free_symbols and v != row_var]
            used.append(row_var)  # the row dim innermost: the copy is sticked on it
            sizes = dict(zip(stage.iter_vars, stage.iter_sizes))
            shape = tuple(sizes[v] for v in used)
            strides = tuple(int(st) for st in np.cumprod((1,) + shape[:0:-1])[::-1])
            name = f"{stage.name}_realign{n}"
            kernel.buffers[name] = Buffer(name, shape, strides, op.dtype, "local")
            kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])
            fresh = [iter_symbol(k) for k in range(len(used))]
            copy_index = sympy.sympify(op.index).subs(dict(zip(used, fresh)), simultaneous=True)
            copy = Stage(name, shape, (), [
                Op("load", "%0", dtype=op.dtype, buffer=op.buffer, index=copy_index),
                Op("store", None, ("%0",), buffer=name, index=sum((v * st for v, st in zip(fresh, strides)),
                                                                  sympy.S.Zero)),
            ])
            stage.ops[n] = Op("load", op.result, (), op.dtype, buffer=name,
                              index=sum((v * st for v, st in zip(used, strides)), sympy.S.Zero))
            # right after the buffer's last producer (at the start when none): never between a
            # matmul and the epilogue that folds into it
            at = stages.index(stage)
            producers = [k for k in range(at) if op.buffer in stages[k].buffers_written()]
            stages.insert(producers[-1] + 1 if producers else 0, copy)
    kernel.stages[:] = stages
    kernel.verify()


def _unaligned_rows(stage: Stage, kernel: Kernel, op: Op, row_var) -> bool:
    """The load steps by one element along the row var but its rows start inside a stick."""
    lanes = _row_start_lanes(stage, kernel, op, row_var)
    return lanes is not None and bool(np.any(lanes))


def _rows_inside_one_stick(stage: Stage, kernel: Kernel, op: Op, row_var) -> bool:
    """Every row of the load lies inside one stick (a head of 32 at lane 32 of a 64-element fp16
    stick): read in place, it straddles no other data."""
    lanes = _row_start_lanes(stage, kernel, op, row_var)
    E = kernel.buffers[op.buffer].layout.elems_per_stick
    return lanes is not None and bool(np.all(lanes + dict(zip(stage.iter_vars, stage.iter_sizes))[row_var] <= E))


def _row_start_lanes(stage: Stage, kernel: Kernel, op: Op, row_var) -> np.ndarray | None:
    """The lane each row of the load starts at, where it steps by one element along the row var."""
    symbols = sympy.sympify(op.index).free_symbols
    if row_var is None or row_var not in symbols or not symbols <= set(stage.iter_vars):
        return None
    sizes = dict(zip(stage.iter_vars, stage.iter_sizes))
    others = [v for v in stage.iter_vars if v in symbols and v != row_var]
    grid = np.indices([sizes[v] for v in others], dtype=np.int64).reshape(len(others), -1) if others \
        else np.zeros((0, 1), dtype=np.int64)
    env = {v: g[:, None] for v, g in zip(others, grid)}
    env[row_var] = np.arange(sizes[row_var], dtype=np.int64)[None, :]
    buf = kernel.buffers[op.buffer]
    host = np.broadcast_to(eval_index(op.index, env), (grid.shape[1], sizes[row_var])) + buf.offset
    if not np.all(np.diff(host, axis=1) == 1):
        return None
    return device_elements(buf.layout, host[:, 0]) % buf.layout.elems_per_stick


def restickify_reduction(stage: Stage, kernel: Kernel) -> list[Stage]:
    """Copy stages for a reduction stage's loads that read along its reduction dims, into local
    buffers laid out as (iteration dims..., reduction dims...); rewrites those loads (see
    plan.insert_restickify)."""
    n_iter = len(stage.iter_sizes)
    sizes = tuple(stage.iter_sizes) + tuple(stage.reduce_sizes)
    strides = [int(st) for st in np.cumprod((1,) + tuple(reversed(sizes[1:])))[::-1]] if sizes else []
    to_copy_vars = {r: iter_symbol(n_iter + k) for k, r in enumerate(stage.reduce_vars)}
    linear = sum((v * st for v, st in zip(tuple(stage.iter_vars) + tuple(stage.reduce_vars), strides)), sympy.S.Zero)
    copies = []
    for n, op in enumerate(stage.ops):
        if op.opcode != "load" or op.mask is not None:
            continue
        if not (set(sympy.sympify(op.index).free_symbols) & set(stage.reduce_vars)):
            continue
        name = f"{stage.name}_restick{n}"
        kernel.buffers[name] = Buffer(name, sizes, tuple(strides), op.dtype, "local")
        kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])
        copy_index = sympy.sympify(op.index).subs(to_copy_vars, simultaneous=True)
        store_index = linear.subs(to_copy_vars, simultaneous=True)
        copies.append(Stage(name, sizes, (), [
            Op("load", "%0", dtype=op.dtype, buffer=op.buffer, index=copy_index),
            Op("store", None, ("%0",), buffer=name, index=store_index),
        ]))
        stage.ops[n] = Op("load", op.result, (), op.dtype, buffer=name, index=linear)
    return copies
