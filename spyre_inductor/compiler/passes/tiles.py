"""Tiled restickify, the plan: pointwise stages that move the stick dim (a transpose,
`x.t().contiguous()`, a permute that changes the innermost dim, the restickify copies matmul and
reductions insert). emit/tile.py emits the plan made here.

Such a stage cannot run as rows (layout.py): its store walks sticks along one var `u` (the
output's stick dim) while a load walks sticks along another var `w` (the input's stick dim).
Instead of computing one element per row point ("element" mode: per output element a whole
stick loaded per operand and a vector instruction per op), it runs as E x E *tiles*, E = elements
per stick of the stage's buffers:

  - a point is (outer vars..., u tile, w tile); tiles are dealt to cores like row points;
  - the load unit brings, per transposed load, the tile's E input sticks (one per u, each holding
    E values of w: `ld` with rows/stride, or one run of sticks); loads already sticked on u come
    in as E sticks (one per w); broadcasts as one stick;
  - the vector unit turns each transposed tile around with `vtrans` (E sticks along w -> E sticks
    along u), then runs the stage's ops on the whole tile as one row of E*E elements, row-major in
    the output's frame (row = w, lanes = u): elementwise ops do not care where a row ends, so the
    ordinary op emission serves;
  - the store unit writes the tile's E output sticks (one per w) whole.

So each stick crosses the bus once each way and the vector unit does one transpose per E sticks.
Why not a strided or element-gathering load instead: LPDDR5 moves whole sticks (a strided element
read pays a burst per element, see `gathere`), so reading sticks and transposing on-chip is what
keeps the bus at its stick rate.

Edge tiles: rows past the tensor's end are neither loaded nor stored (their scratchpad lanes hold
stale values that only ever reach lanes which are masked to zero or not stored); output lanes
past the end of a partial stick are written as zero (device padding stays zero).

Shifted tiles: a load whose runs start inside their sticks -- the same lane in every row of the
tile, the run ending inside the stick (a head of 32 elements at lane 32 of a 64-element fp16 stick,
`x.view(B, S, H, 32)` transposed) -- loads those sticks and is shifted on the vector unit: a "row"
load by a copy from `shift` lanes on, a "trans" load by reading the transposed tile from row
`shift` on (`TileAccess.shift`). A run straddling two sticks is not tiled (yet).

A stage that cannot run as tiles either -- its buffers have different stick widths (a transpose
fused with a cast between 2- and 4-byte dtypes, or a compare stored as bool; math SDPA's fp16
K-side bias add + transpose + upcast to fp32 + scale), it computes index values (iota: a rotary's
positions), or its transposed loads are masked (rotate_half's halves: HF Llama's key rotary fused
with the transpose for Q.K^T) -- goes through the transposed-load restickify `restickify_loads`:
each transposed load is copied first (a tiled copy in the load's dtype, over the box where its
mask holds, into a local buffer sticked like the output; loads of part of what another reads
share its copy), and the stage itself then runs as rows (casts per stick, masks and index values
per row point or along the row).

What stays in element mode (really irregular accesses): masks computed from data on transposed
loads, stores into views of another storage that a row cannot merge, loads sticked on a third
var, integer `pow` (stale lanes could hold exponents that fault). The fp32 and fp16 forwards of
the BERT, GPT-2 and Llama the tests build have none (tests/compiler/test_fp16_models.py,
tests/compiler/test_compile_ops.py's Llama attention).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import sympy

from ..ir.interpret import eval_index
from ..ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol
from .layout import (Access, LayoutConstraintError, StagePlan, buffer_layout, device_elements, elems_per_stick,
                     plan_rows, static_masks)

BCAST = ("row_bcast", "trans_bcast", "scalar")  # one stick loaded per tile
COLUMNS = ("ucol", "wcol")  # one element per stick (a keepdim (N, 1) tensor): E sticks, transposed, broadcast


@dataclass
class TileAccess(Access):
    """A load or store of a tiled stage. kind: "row" (sticked on u: one stick per w row), "trans"
    (sticked on w: one stick per u row, transposed on the vector unit), "row_bcast" (one stick
    along u, the same for every w), "trans_bcast" (one stick along w, the same for every u),
    "scalar" (one element), "ucol" / "wcol" (the same for every w / every u, one element per stick
    at lane `lane[p]` of the stick for each u / each w). `rows[p, r]`: device element where row r's
    stick starts (r < nrows[p]); `dev_end[p]`: one past the last device element point p touches."""

    rows: np.ndarray | None = None
    nrows: np.ndarray | None = None
    lane: np.ndarray | None = None
    # (shift, for "row" / "trans" loads: per tile, the lane where its runs start inside the sticks
    # at `rows`; the vector unit shifts them onto lane 0: by lanes for "row", by rows after the
    # transpose)


@dataclass
class TilePlan(StagePlan):
    T: int = 0  # tile edge: elements per stick of the stage's buffers
    u_var: sympy.Symbol | None = None  # the store's stick var (lanes of the computed tile)
    w_var: sympy.Symbol | None = None  # the transposed loads' stick var (rows of the computed tile)
    u_size: int = 0
    w_size: int = 0

    @property
    def u_tail(self) -> int:
        """Valid u lanes of the last u tile when it is partial (0 if every tile is full)."""
        return self.u_size % self.T

    def describe(self) -> str:
        lines = [f"  stage {self.stage.name}: tiles {self.T}x{self.T}, lanes {self.u_var}={self.u_size}, rows "
                 f"{self.w_var}={self.w_size}, points {dict(zip(map(str, self.point_vars), self.point_sizes))}"]
        for i, acc in sorted(self.accesses.items()):
            op = self.stage.ops[i]
            lines.append(f"    op {i} {op.opcode} {op.buffer}: {acc.kind}")
        return "\n".join(lines)


def _stick_var(op, kernel: Kernel, variables, sizes, origin=None):
    """The var along which op's buffer steps by one device element (its stick dim), innermost
    first, or None; looked at from the point `origin` (var -> value; default all 0s: a masked
    load from a point where its mask holds)."""
    buf = kernel.buffers[op.buffer]
    origin = origin or {}
    env = {v: np.int64(origin.get(v, 0)) for v in variables}
    base = device_elements(buf.layout, np.asarray([int(eval_index(op.index, env)) + buf.offset]))[0]
    for v in reversed(variables):
        if sizes[v] - origin.get(v, 0) < 2:
            continue
        env[v] += 1
        d = device_elements(buf.layout, np.asarray([int(eval_index(op.index, env)) + buf.offset]))[0]
        env[v] -= 1
        if d - base == 1:
            return v
    return None


def _sticks_along_lanes(dev, valid, T) -> bool:
    """Every row (axis 1) of dev walks one stick along the lanes (axis 2): dev = start + lane with
    start on a stick boundary, at every valid position."""
    shift = _lane_shift(dev, valid, T)
    return shift is not None and not shift.any()


def _lane_shift(dev, valid, T):
    """Per tile (axis 0), the lane at which its rows start inside their sticks, when every row
    (axis 1) of dev walks one stick along the lanes (axis 2) -- dev = start + lane at every valid
    position -- every row of the tile starting at that same lane and its valid run ending inside
    the stick (a head of 32 elements in a 64-element fp16 stick); else None."""
    lane = np.arange(dev.shape[2])[None, None, :]
    starts = dev[:, :, :1]
    if not np.all((dev == starts + lane) | ~valid):
        return None
    row_valid = valid.any(axis=2)
    lanes = starts[:, :, 0] % T
    shift = np.where(row_valid, lanes, -1).max(axis=1).clip(0)
    run_end = np.where(valid, lane, -1).max(axis=2) + 1  # (valid lanes of a row are one run from 0)
    if not np.all(((lanes == shift[:, None]) & (lanes + run_end <= T)) | ~row_valid):
        return None
    return shift


def _one_lane_per_stick(starts, valid, T):
    """(lane per point) when each valid entry of starts (point, E) sits at the same lane of its own
    stick as the point's first entry, else None."""
    lane = starts[:, :1] % T
    return lane[:, 0].copy() if np.all(((starts - lane) % T == 0) | ~valid) else None


def plan_tiles(stage: Stage, kernel: Kernel) -> TilePlan | None:
    """The tile plan of a pointwise stage whose store and loads are sticked on two different vars,
    or None when the stage is not that (the caller falls back to element mode)."""
    ops = stage.ops
    if stage.reduce_sizes or any(op.opcode in ("index", "indirect", "reduce", "store_reduction") for op in ops):
        return None
    loads = [i for i, op in enumerate(ops) if op.opcode == "load"]
    stores = [i for i, op in enumerate(ops) if op.opcode == "store"]
    if not stores or any(ops[i].mask is not None for i in loads):
        return None
    if any(op.opcode == "pow" and not op.dtype.startswith(("float", "bfloat")) for op in ops):
        return None
    dtypes = {op.result: op.dtype for op in ops if op.result}
    per_stick = {elems_per_stick(kernel.buffers[ops[i].buffer].dtype) for i in loads + stores}
    per_stick |= {elems_per_stick(dtypes[ops[i].operands[0]]) for i in stores}
    if len(per_stick) != 1:
        return None
    T = per_stick.pop()
    for i in stores:  # a store sharing sticks with other data would need a merge: element mode
        buf = kernel.buffers[ops[i].buffer]
        if buf.storage is not None or buf.offset or buf.layout.host_numel != buf.numel:
            return None
    variables = list(stage.iter_vars)
    sizes = dict(zip(variables, stage.iter_sizes))
    u = _stick_var(ops[stores[0]], kernel, variables, sizes)
    if u is None:
        return None
    w = None
    for i in loads:
        v = _stick_var(ops[i], kernel, variables, sizes)
        if v is not None and v != u:
            if w is not None and v != w:
                return None  # loads sticked on two other vars
            w = v
    if w is None:
        return None

    outer = [v for v in variables if v not in (u, w)]
    nu, nw = sizes[u], sizes[w]
    point_sizes = tuple(sizes[v] for v in outer) + (-(-nu // T), -(-nw // T))
    npts = math.prod(point_sizes)
    grid = np.indices(point_sizes, dtype=np.int64).reshape(len(point_sizes), npts)
    valid_u = np.minimum(T, nu - grid[-2] * T)  # valid u lanes / w rows of each tile
    valid_w = np.minimum(T, nw - grid[-1] * T)
    lane = np.arange(T, dtype=np.int64)
    chunk = max(1, (1 << 20) // (T * T))  # tiles whose every element is checked at once (bounds memory)
    accesses = {}
    for i in loads + stores:
        op = ops[i]
        buf = kernel.buffers[op.buffer]
        flags = {"const_u": True, "const_w": True}
        shifts = {"along_u": np.zeros(npts, dtype=np.int64), "along_w": np.zeros(npts, dtype=np.int64)}
        first_row = np.empty((npts, T), dtype=np.int64)  # device element of (w row 0, u lane l)
        first_col = np.empty((npts, T), dtype=np.int64)  # device element of (w row r, u lane 0)
        host00 = np.empty(npts, dtype=np.int64)
        for c0 in range(0, npts, chunk):
            g = grid[:, c0:c0 + chunk]
            uu = g[-2][:, None, None] * T + lane[None, None, :]  # output frame: (tile, w row, u lane)
            ww = g[-1][:, None, None] * T + lane[None, :, None]
            valid = (uu < nu) & (ww < nw)
            env = {v: g[k][:, None, None] for k, v in enumerate(outer)}
            env[u], env[w] = np.minimum(uu, nu - 1), np.minimum(ww, nw - 1)
            host = np.broadcast_to(eval_index(op.index, env), valid.shape).astype(np.int64) + buf.offset
            dev = device_elements(buf.layout, host)
            flags["const_u"] &= bool(np.all((host == host[:, :, :1]) | ~valid))
            flags["const_w"] &= bool(np.all((host == host[:, :1, :]) | ~valid))
            for name, d, v in (("along_u", dev, valid), ("along_w", dev.transpose(0, 2, 1), valid.transpose(0, 2, 1))):
                if shifts[name] is not None:
                    sh = _lane_shift(d, v, T)
                    if sh is None:
                        shifts[name] = None
                    else:
                        shifts[name][c0:c0 + chunk] = sh
            first_row[c0:c0 + chunk], first_col[c0:c0 + chunk] = dev[:, 0, :], dev[:, :, 0]
            host00[c0:c0 + chunk] = host[:, 0, 0]
        if op.opcode == "store":  # a store writes whole sticks: no shift
            shifts = {k: v if v is not None and not v.any() else None for k, v in shifts.items()}
        acc = _classify(i, op, flags, shifts, first_row, first_col, host00, valid_u, valid_w, T)
        if acc is None:
            return None
        accesses[i] = acc
    plan = TilePlan(stage, "tile", u, T * T, tuple(outer) + (sympy.Symbol("u_tile"), sympy.Symbol("w_tile")),
                    point_sizes, accesses, T=T, u_var=u, w_var=w, u_size=nu, w_size=nw)
    plan.row_lens = (valid_u * T).astype(np.int64)  # valid elements of each tile's rows (u lanes x T)
    return plan


def _classify(i, op, flags, shifts, first_row, first_col, host00, valid_u, valid_w, T) -> TileAccess | None:
    """The access kind (TileAccess) of op from what holds over whole tiles (flags; shifts: the lane
    shift of each tile's sticks along u / along w, None where they do not walk sticks) and the
    device elements along the tiles' first row (u lanes) and first column (w rows)."""
    lane = np.arange(T)[None, :]
    lanes_u, rows_w = lane < valid_u[:, None], lane < valid_w[:, None]
    load = op.opcode == "load"
    const_u, const_w = flags["const_u"], flags["const_w"]
    acc = None
    if load and const_u and const_w:
        acc = TileAccess(i, "scalar", host00, op.buffer, dev_base=first_row[:, 0].copy())
        acc.dev_end = acc.dev_base + 1
    elif load and const_w and _sticks_along_lanes(first_row[:, None], lanes_u[:, None], T):
        acc = TileAccess(i, "row_bcast", host00, op.buffer, dev_base=first_row[:, 0].copy())
    elif load and const_u and _sticks_along_lanes(first_col[:, None], rows_w[:, None], T):
        acc = TileAccess(i, "trans_bcast", host00, op.buffer, dev_base=first_row[:, 0].copy())
    elif load and const_w and _one_lane_per_stick(first_row, lanes_u, T) is not None:
        at = _one_lane_per_stick(first_row, lanes_u, T)
        acc = TileAccess(i, "ucol", host00, op.buffer, rows=first_row - at[:, None], nrows=valid_u, lane=at)
    elif load and const_u and _one_lane_per_stick(first_col, rows_w, T) is not None:
        at = _one_lane_per_stick(first_col, rows_w, T)
        acc = TileAccess(i, "wcol", host00, op.buffer, rows=first_col - at[:, None], nrows=valid_w, lane=at)
    elif shifts["along_u"] is not None:
        sh = shifts["along_u"]
        acc = TileAccess(i, "row", host00, op.buffer, rows=first_col - sh[:, None], nrows=valid_w, shift=sh)
    elif load and shifts["along_w"] is not None:
        sh = shifts["along_w"]
        acc = TileAccess(i, "trans", host00, op.buffer, rows=first_row - sh[:, None], nrows=valid_u, shift=sh)
    if acc is None:
        return None
    if acc.rows is not None:
        live = lane < acc.nrows[:, None]
        acc.dev_base = np.where(live, acc.rows, np.iinfo(np.int64).max).min(axis=1)
        acc.dev_end = np.where(live, acc.rows, np.iinfo(np.int64).min).max(axis=1) + T
    elif acc.dev_end is None:  # one stick
        acc.dev_end = acc.dev_base + T
    return acc


RESTICKIFY_MASK_POINTS = 1 << 20  # iteration points up to which a masked load's live box is computed


def restickify_loads(stage: Stage, kernel: Kernel, max_row: int) -> list[Stage]:
    """The transposed-load restickify pass: a pointwise stage that loads some buffer sticked on
    another var than its store's stick var `u` and that runs neither as rows nor as tiles -- its
    buffers mix stick widths (a transpose fused with a cast), it computes index values (iota: a
    rotary's positions), or its transposed loads are masked (rotate_half's halves: HF Llama's key
    rotary fused with the transpose for Q.K^T) -- gets a copy stage per such load, to run first:
    the elements the load reads, over the box of its vars where its mask holds (all of them when
    unmasked), copied in the load's dtype into a local buffer sticked on `u` (a plain transpose:
    tiles, see plan_tiles). The load then reads the copy, under its own mask, and the stage runs
    as rows: its masks and index values depend on the row points or walk the row like any other.
    Rewrites the stage's loads and returns the copy stages; [] (stage unchanged) when the stage
    runs as rows or tiles already, or when the copies would not let it run as rows."""
    ops = stage.ops
    stores = [op for op in ops if op.opcode == "store"]
    if type(stage) is not Stage or stage.reduce_sizes or not stores:
        return []
    widths = {elems_per_stick(kernel.buffers[op.buffer].dtype) for op in ops if op.opcode in ("load", "store")}
    untileable = any(op.opcode == "index" or (op.opcode == "load" and op.mask is not None) for op in ops)
    if len(widths) == 1 and not untileable:
        return []  # rows or tiles as it is
    variables = list(stage.iter_vars)
    sizes = dict(zip(variables, stage.iter_sizes))
    u = _stick_var(stores[0], kernel, variables, sizes)
    if u is None:
        return []
    live = None
    moved = []  # (op index, used vars, per var its live [lo, hi)) of loads sticked on another var
    for n, op in enumerate(ops):
        if op.opcode != "load":
            continue
        used = [v for v in variables if v in sympy.sympify(op.index).free_symbols]
        if u not in used:
            continue
        if op.mask is not None and live is None:
            live = _live_points(stage, variables, sizes)
        points = live.get(op.mask) if op.mask is not None else None
        if op.mask is not None and (points is None or not points[0].size):
            continue  # a mask computed from data (or one that never holds): not copied
        box = {v: (0, sizes[v]) if points is None else (int(points[k].min()), int(points[k].max()) + 1)
               for k, v in enumerate(variables)}
        if _stick_var(op, kernel, variables, sizes, {v: lo for v, (lo, _) in box.items()}) in (None, u):
            continue
        moved.append((n, [v for v in used if v != u] + [u], box))  # u innermost: the copy is sticked on it
    if not moved:
        return []
    if len(widths) == 1:  # (index values or masked loads: never tiles, perhaps rows as it is)
        try:
            plan_rows(stage, kernel, element=False, max_row=max_row)
            return []
        except LayoutConstraintError:
            pass
    new_ops, copies, names, made = list(ops), [], [], []
    # the largest boxes first: a load of part of what another load reads (rotate_half's halves of
    # the key) reads that load's copy
    for n, order, box in sorted(moved, key=lambda m: -math.prod(hi - lo for lo, hi in m[2].values())):
        op = ops[n]
        for name, other, other_order, other_box, strides in made:
            shift = _shift_into(op, other, box, other_box) if order == other_order else None
            if shift is not None:
                break
        else:
            shape = tuple(box[v][1] - box[v][0] for v in order)
            strides = tuple(int(st) for st in np.cumprod((1,) + shape[:0:-1])[::-1])
            fresh = [iter_symbol(k) for k in range(len(order))]
            copy_index = sympy.sympify(op.index).subs({v: f + box[v][0] for v, f in zip(order, fresh)},
                                                      simultaneous=True)
            if not _in_bounds(copy_index, kernel.buffers[op.buffer], shape):
                continue  # the box reaches past the buffer where the mask does not hold: not copied
            name, other_box, shift = f"{stage.name}_trans{n}", box, {}
            kernel.buffers[name] = Buffer(name, shape, strides, op.dtype, "local")
            kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])
            names.append(name)
            copies.append(Stage(name, shape, (), [
                Op("load", "%0", dtype=op.dtype, buffer=op.buffer, index=copy_index),
                Op("store", None, ("%0",), buffer=name,
                   index=sum((f * st for f, st in zip(fresh, strides)), sympy.S.Zero)),
            ]))
            made.append((name, op, order, box, strides))
        load_index = sum(((v + shift.get(v, 0) - other_box[v][0]) * st for v, st in zip(order, strides)),
                         sympy.S.Zero)
        new_ops[n] = Op("load", op.result, (), op.dtype, buffer=name, index=load_index, value=op.value,
                        mask=op.mask)
    try:
        if not copies or any(plan_tiles(c, kernel) is None for c in copies):
            raise LayoutConstraintError("")
        plan_rows(Stage(stage.name, stage.iter_sizes, (), new_ops), kernel, element=False, max_row=max_row)
    except LayoutConstraintError:  # still not rows: leave the stage to element mode, as it was
        for name in names:
            del kernel.buffers[name]
        return []
    stage.ops[:] = new_ops
    return copies


def _shift_into(op: Op, other: Op, box, other_box) -> dict | None:
    """{var: d} when op reads, at every point of its live box, the element that `other` (a load
    of the same vars, copied over other_box) reads at var + d inside other_box ({} for the same
    elements, one var shifted for rotate_half's halves of the key), else None."""
    if op.buffer != other.buffer:
        return None
    order = [v for v in box if v in sympy.sympify(op.index).free_symbols]
    shape = tuple(box[v][1] - box[v][0] for v in order)
    grid = np.indices(shape, dtype=np.int64)
    env = {v: g + box[v][0] for v, g in zip(order, grid)}
    origin = {v: np.int64(box[v][0]) for v in order}
    index = np.broadcast_to(eval_index(op.index, env), shape)
    diff = int(index.flat[0]) - int(eval_index(other.index, origin))
    shifts = [{}]
    for v in order:  # the var whose step the two indices are apart by
        step = int(eval_index(other.index, origin | {v: origin[v] + 1})) - int(eval_index(other.index, origin))
        if step and diff and diff % step == 0:
            shifts.append({v: diff // step})
    for shift in shifts:
        inside = all(other_box[v][0] <= box[v][0] + shift.get(v, 0) and box[v][1] + shift.get(v, 0) <= other_box[v][1]
                     for v in order)
        if inside and np.array_equal(index, np.broadcast_to(
                eval_index(other.index, {v: env[v] + shift.get(v, 0) for v in order}), shape)):
            return shift
    return None


def _live_points(stage: Stage, variables, sizes) -> dict:
    """Per static mask of a masked load (computed from index values only), the iteration points
    where it holds, as one array of var values per var; {} for a stage of more than
    RESTICKIFY_MASK_POINTS points."""
    npts = math.prod(sizes[v] for v in variables)
    if npts > RESTICKIFY_MASK_POINTS:
        return {}
    grid = np.indices(tuple(sizes[v] for v in variables), dtype=np.int64).reshape(len(variables), npts)
    known = static_masks(stage, dict(zip(variables, grid)), (npts,))
    return {op.mask: grid[:, np.broadcast_to(known[op.mask], (npts,)).astype(bool)]
            for op in stage.ops if op.opcode == "load" and op.mask in known}


def _in_bounds(index, buf: Buffer, shape) -> bool:
    """Every point of `shape` (vars i0, i1, ...) indexes inside buf's host elements."""
    grid = np.indices(shape, dtype=np.int64).reshape(len(shape), -1)
    host = np.asarray(eval_index(index, {iter_symbol(k): g for k, g in enumerate(grid)})) + buf.offset
    return bool(host.min() >= 0 and host.max() < buf.layout.host_numel)
