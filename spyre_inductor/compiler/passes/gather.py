"""Indirect indexing: embedding, index_select, index.Tensor, torch.gather -- loads whose address
depends on an index loaded from a tensor (the kernel IR's `indirect` op, see
frontend/scheduling.py, indirect_indexing). The emitter is emit/gather.py.

`lower_gathers` (run by the pipeline after layouts are assigned) takes every load whose index uses an
indirect symbol out of its stage: a `GatherStage` first materializes the gathered values into a
fresh fusion-local buffer G shaped like the stage's iteration space, then the stage loads G at the
plain index (so the rest of the stage -- a scale, a position embedding added, a cast -- stays
ordinary pointwise code). Two kinds, chosen per load:

Row gathers (the cheap kind: whole sticks) run on the load unit's `gather` instruction: per block
of G rows and per stick of the row, the load unit brings the block's indices into the scratchpad
(each index stick once, one `ld` per evenly spaced run of them: a (2, 12) index tensor is two
sticks), the vector unit wraps negative ones (idx < 0 -> idx + size, as PyTorch indexing does) and
turns any still outside [0, size) into FAULT_INDEX (passes/scatter.py), and `gather` loads one stick per row from `table + idx*scale + row*stride`, one instruction per run of
rows whose indices lie one after another in the scratchpad; the store unit writes the block to G. This needs the index to be the same along the row (the stick dim) and to move the
table address by whole sticks: rows of a table sticked on its last dim (embedding, index_select /
x[idx] on a leading dim). An index outside [0, size) faults on the card (DeviceFault: the gather's
address leaves every allowed range) instead of reading another row -- the table's padding, or a row
of its storage past a view -- so a kernel never returns a number for it.

Element gathers (torch.gather, index_select / x[:, idx] along the stick dim, an embedding whose
output is read transposed -- anything a row gather cannot do) take two stages:
  1. an ordinary pointwise stage over the gather's dims computes, on the vector unit in int64, each
     element's device element offset into the table: the index (loaded, int32 cast to int64, or
     computed), wrapped if negative, then the host offset `table_index(ind, vars)` mapped through
     the table's stick layout (host coordinates by floor-division and remainder, the stick dim
     split into tile `c // E` and lane `c % E`). An index outside [0, size) gets an offset past any
     device address, so the card faults (DeviceFault) instead of reading another element. The
     offsets go to a fusion-local int64 buffer OFF, one row of P (the row length rounded up to
     whole sticks of the table's dtype) per G row;
  2. a GatherStage with `off_buffer` set runs on the load unit's `gathere`: per block of G rows and
     stick columns the load unit brings the block's offsets, the vector unit masks the lanes past
     the row's end (negative offset: `gathere` writes 0 there, so G's padding stays zero),
     `gathere` reads one element per lane, and the store unit writes the block to G. G is then a
     1-d buffer with row pitch P (rows contiguous), which the consuming stage reads as rows; a
     stage's element gathers of one dtype share one G, one section each (the consuming stage's
     load unit has 7 base registers, and Inductor unrolls small reductions into many gathers).
An element gather costs a bus transaction per element (card/timing.py), so row gathers are kept
wherever they apply.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import sympy

from ..common import STICK_BYTES, SpyreCompileError
from ..ir.interpret import eval_index
from ..ir.kernel_ir import Buffer, Kernel, Op, Stage, indirect_symbol, iter_symbol, renumber, replace
from .layout import buffer_layout, device_elements, elems_per_stick
from .work_division import StageWork, deal

MAX_ROWS = 255  # rows per gather instruction
MAX_ELEMENT_STICKS = 128  # destination sticks per gathere (keeps double-buffered blocks small)
FAULT_OFFSET = (2**31 - 1) * 2**20  # an element offset past any device address: out-of-range indices


@dataclass
class GatherStage(Stage):
    """out[r, c] = table[index(ind, vars)] with ind = wrap(idx[idx_index(vars)]); out is a local (R, L)
    buffer, R = product of the stage's outer dims, L = its last dim. An element gather (off_buffer
    set) reads table[OFF[pitch*r + c]] into rows of `pitch` elements of a 1-d out from out_offset."""

    idx_buffer: str = ""
    idx_index: sympy.Expr | None = None
    table_buffer: str = ""
    table_index: sympy.Expr | None = None
    ind: sympy.Symbol | None = None
    size: int = 0
    wrap_neg: bool = True
    out_buffer: str = ""
    plan_info: dict = field(default_factory=dict)
    # element gathers: the int64 buffer of device element offsets into the table (the index fields
    # above then only describe where they came from), G's row pitch, and where this gather's rows
    # start in G (a stage's element gathers of one dtype share one G: fewer base registers)
    off_buffer: str = ""
    pitch: int = 0
    out_offset: int = 0

    def buffers_read(self) -> list[str]:
        return [b for b in (self.off_buffer or self.idx_buffer, self.table_buffer) if b]

    def buffers_written(self) -> list[str]:
        return [self.out_buffer]

    def render(self) -> str:
        if self.off_buffer:
            return (f"  stage {self.name}: element gather {self.out_buffer}[{self.out_offset} + {self.pitch}*row + col]"
                    f" = {self.table_buffer}[{self.off_buffer}[{self.pitch}*row + col]] (from {self.table_buffer}"
                    f"[{self.table_index}]), iter {list(self.iter_sizes)}")
        return (f"  stage {self.name}: gather {self.out_buffer}[...] = {self.table_buffer}[{self.table_index}], "
                f"{self.ind} = {self.idx_buffer}[{self.idx_index}] (size {self.size}"
                f"{', negative wrap' if self.wrap_neg else ''}), iter {list(self.iter_sizes)}")


_PASS_THROUGH = ("to_dtype", "identity")


def index_source(stage: Stage, result: str) -> Op:
    by_result = {op.result: op for op in stage.ops if op.result}
    op = by_result[result]
    while op.opcode in _PASS_THROUGH:
        op = by_result[op.operands[0]]
    return op


def _drop_dead(stage: Stage) -> None:
    while True:
        used = {o for op in stage.ops for o in op.operands + ((op.mask,) if op.mask else ())}
        keep = [op for op in stage.ops if op.result is None or op.result in used]
        if len(keep) == len(stage.ops):
            return
        stage.ops[:] = keep


def needed_ops(stage: Stage, values, to_g: dict, where: str) -> list:
    """The ops of `stage` that compute `values` (an SSA name or several; in stage order), indices
    renamed by to_g."""
    by_result = {op.result: op for op in stage.ops if op.result}
    need, todo = set(), [values] if isinstance(values, str) else list(values)
    while todo:
        r = todo.pop()
        if r in need:
            continue
        need.add(r)
        op = by_result[r]
        if op.opcode in ("indirect", "reduce"):
            raise SpyreCompileError(f"{where}: an index computed from {op.opcode} is not supported yet")
        todo += list(op.operands) + ([op.mask] if op.mask else [])
    return [Op(op.opcode, op.result, op.operands, op.dtype, op.buffer,
               sympy.sympify(op.index).subs(to_g, simultaneous=True) if op.index is not None else None,
               op.value, op.mask) for op in stage.ops if op.result in need]


def computed_index(stage: Stage, kernel: Kernel, value: str, sizes, ivars, n: int, to_g: dict, where: str,
                    name: str | None = None):
    """A stage computing `value` (and what it needs) over the stage's outer dims into a fresh int64
    buffer (`name`, by default the stage's name + _index<n>); returns (that stage, a load op reading
    it at the outer index). For row gathers: the value is the same along the row (checked by the
    caller), so it is computed at last var = 0."""
    outer_sizes = tuple(sizes[:-1]) or (1,)
    last = {ivars[-1]: 0} if len(sizes) > 1 else {}
    ops = needed_ops(stage, value, to_g, where)
    for op in ops:
        if op.index is not None:
            op.index = op.index.subs(last)
    name = name or f"{stage.name}_index{n}"
    strides = tuple(int(x) for x in np.cumprod((1,) + outer_sizes[:0:-1])[::-1])
    outer_vars = ivars[:-1] if len(sizes) > 1 else [iter_symbol(0)]
    linear = sum((v * st for v, st in zip(outer_vars, strides)), sympy.S.Zero)
    kernel.buffers[name] = Buffer(name, outer_sizes, strides, "int64", "local")
    kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])
    b = _OpList()
    b.copy(ops, where)
    final = b.renamed.get(value, value)
    if ops[-1].dtype != "int64":  # (the value is the last op: every other op feeds it)
        final = b.add("to_dtype", (final,), "int64", value="int64")
    b.ops.append(Op("store", None, (final,), buffer=name, index=linear))
    index_stage = Stage(name, outer_sizes, (), b.ops)
    renumber(index_stage)
    # a 1-d stage's one row: its index is element 0 (i0 is the row's own dim there, not an outer one)
    return index_stage, Op("load", value, (), "int64", buffer=name, index=linear if len(sizes) > 1 else sympy.S.Zero)


class NotRows(Exception):
    """Why a gather cannot run as whole-stick rows (it becomes an element gather)."""


def row_layout(table: Buffer, table_index, sizes, ind, size, ivars=None):
    """For a row gather of `table` at table_index(ind, vars) over `sizes`: (index step in device
    elements, device element of each (row, stick column) at ind = 0). Raises NotRows when the
    index moves the address within sticks, or rows do not start on sticks."""
    E = elems_per_stick(table.dtype)
    R, L = math.prod(sizes[:-1]), sizes[-1]
    ivars = ivars or [iter_symbol(k) for k in range(len(sizes))]
    grid = np.indices(sizes, dtype=np.int64).reshape(len(sizes), R, L)
    env = {v: g for v, g in zip(ivars, grid)}

    def table_dev(ind_value):
        env[ind] = np.int64(ind_value)
        host = np.broadcast_to(eval_index(table_index, env), (R, L)).astype(np.int64) + table.offset
        return device_elements(table.layout, host.reshape(-1)).reshape(R, L)

    d0, d1 = table_dev(0), table_dev(1) if size > 1 else None
    step = int((d1 - d0).flat[0]) if d1 is not None else E
    if d1 is not None and (np.any(d1 - d0 != step) or np.any(table_dev(size - 1) - d0 != step * (size - 1))):
        raise NotRows("the index moves the table address by different amounts along the row")
    lanes = np.arange(L) % E
    starts = d0[:, ::E]
    if step % E or np.any(starts % E) or not np.array_equal(d0, np.repeat(starts, E, axis=1)[:, :L] + lanes):
        raise NotRows("the index varies along the table's stick dim")
    if L % E:
        stick_dim = table.layout.dim_map[-1]
        if stick_dim < 0 or table.layout.host_size[stick_dim] != L:
            raise NotRows(f"a row of {L} elements is part of a wider stick in {table.name}")
    if step // E > 0xFFFF:
        raise NotRows(f"an index step of {step // E} sticks exceeds the gather's 16-bit scale")
    return step, starts


class _OpList:
    """Appends IR ops for the offset stage (fresh SSA names; constants and loop indices made once)."""

    def __init__(self):
        self.ops = []
        self.made = {}
        self.renamed = {}  # SSA name of a copied op -> the name that holds its value here

    def copy(self, ops, where: str):
        """Append a stage's ops; an `index` op over an expression (not just a loop variable) becomes
        int64 arithmetic on loop indices, so the stage still walks rows (an index op must step by 1
        or 0 along the row) and the expression needs no support beyond these ops."""
        for op in ops:
            operands = tuple(self.renamed.get(o, o) for o in op.operands)
            mask = self.renamed.get(op.mask, op.mask) if op.mask else None
            if op.opcode == "index" and not sympy.sympify(op.index).is_Symbol:
                v = self.expr(op.index, {}, where)
                if op.dtype != "int64":
                    v = self.add("to_dtype", (v,), op.dtype, value=op.dtype)
                self.renamed[op.result] = v
                continue
            self.ops.append(Op(op.opcode, op.result, operands, op.dtype, op.buffer, op.index, op.value, mask))

    def add(self, opcode, operands, dtype, **kw):
        name = f"%o{len(self.ops)}"
        self.ops.append(Op(opcode, name, tuple(operands), dtype, **kw))
        return name

    def const(self, value: int):
        key = ("const", int(value))
        if key not in self.made:
            self.made[key] = self.add("const", (), "int64", value=int(value))
        return self.made[key]

    def var(self, sym):
        key = ("index", sym)
        if key not in self.made:
            self.made[key] = self.add("index", (), "int64", index=sym)
        return self.made[key]

    def binary(self, opcode, a, b):
        return self.add(opcode, (a, b), "int64")

    def expr(self, e, values: dict, where: str):
        """An integer index expression (Inductor's Add/Mul/FloorDiv/ModularIndexing/Mod) as int64 ops;
        `values` maps symbols that stand for computed values (the index) to their SSA names."""
        e = sympy.sympify(e)
        if e.is_Integer:
            return self.const(int(e))
        if e.is_Symbol:
            return values[e] if e in values else self.var(e)
        args = [self.expr(a, values, where) for a in e.args]
        name = type(e).__name__
        if e.is_Add or e.is_Mul:
            out = args[0]
            for a in args[1:]:
                out = self.binary("add" if e.is_Add else "mul", out, a)
            return out
        if name in ("FloorDiv", "CleanDiv"):
            return self.binary("floordiv", *args)
        if name == "ModularIndexing":
            return self.binary("remainder", self.binary("floordiv", args[0], args[1]), args[2])
        if name in ("Mod", "PythonMod"):
            return self.binary("remainder", *args)
        if name in ("Min", "Max"):
            out = args[0]
            for a in args[1:]:
                out = self.binary("minimum" if name == "Min" else "maximum", out, a)
            return out
        if name == "Abs":
            return self.add("abs", (args[0],), "int64")
        if name == "Identity":
            return args[0]
        raise SpyreCompileError(f"{where}: index expression {e} ({name}) has no vector-unit form for an element "
                                f"gather yet")

    def device_offset(self, layout, h):
        """Device element offset (from the allocation start) of host-storage offset h: what
        layout.device_elements computes, as ops."""
        hs = layout.host_size
        hstride = [int(x) for x in np.cumprod((1,) + tuple(reversed(hs[1:])))[::-1]] if hs else []
        E, tile, last = layout.elems_per_stick, layout.tile_dim, len(layout.device_size) - 1
        coords, terms = {}, []
        for i, (d, dstride) in enumerate(zip(layout.dim_map, layout.device_strides)):
            if d < 0 or hs[d] == 1 or (i == tile and hs[d] <= E):
                continue  # a coordinate that is always 0
            if d not in coords:
                c = h if hstride[d] == 1 else self.binary("floordiv", h, self.const(hstride[d]))
                # (the outermost coordinate is not wrapped: valid offsets never need it)
                coords[d] = c if d == 0 else self.binary("remainder", c, self.const(hs[d]))
            c = coords[d]
            if i == last and hs[d] > E:
                c = self.binary("remainder", c, self.const(E))
            elif i == tile:
                c = self.binary("floordiv", c, self.const(E))
            terms.append(c if dstride == 1 else self.binary("mul", c, self.const(dstride)))
        out = terms[0] if terms else self.const(0)
        for t in terms[1:]:
            out = self.binary("add", out, t)
        return out


def offset_stage(stage, kernel, indices, table, table_index, sizes, gvars, to_g, name, pitch, where, mask=None):
    """The stage computing element gather offsets: OFF[pitch*row + col] = device element offset into
    `table` of the element the gather reads there (FAULT_OFFSET for an index outside [0, size); -1,
    a masked lane that reads 0, where a masked load's `mask` is false).
    indices: (symbol, SSA value, size, wrap_neg) of each loaded index the table index uses."""
    needed = needed_ops(stage, [value for _, value, _, _ in indices] + ([mask] if mask else []), to_g, where)
    dtypes = {op.result: op.dtype for op in needed}
    b = _OpList()
    b.copy(needed, where)
    values, ok = {}, None
    for ind, value, size, wrap in indices:
        v = b.renamed.get(value, value)
        if dtypes[value] != "int64":  # int32 indices
            v = b.add("to_dtype", (v,), "int64", value="int64")
        zero, n = b.const(0), b.const(size)
        if wrap:  # idx < 0 -> idx + size, as PyTorch indexing does
            v = b.add("where", (b.add("lt", (v, zero), "bool"), b.binary("add", v, n), v), "int64")
        in_range = b.add("logical_and", (b.add("ge", (v, zero), "bool"), b.add("lt", (v, n), "bool")), "bool")
        ok = in_range if ok is None else b.add("logical_and", (ok, in_range), "bool")
        values[ind] = v
    h = b.expr(sympy.sympify(table_index) + table.offset, values, where)
    dev = b.device_offset(table.layout, h)
    # (constants are 32-bit immediates on the card: the fault offset is made as a product)
    bad = b.binary("mul", b.const(2**31 - 1), b.const(FAULT_OFFSET // (2**31 - 1)))
    off = b.add("where", (ok, dev, bad), "int64")
    if mask is not None:
        off = b.add("where", (b.renamed.get(mask, mask), off, b.const(-1)), "int64")
    outer = outer_index(gvars, sizes)
    kernel.buffers[name] = Buffer(name, (math.prod(sizes[:-1]) * pitch,), (1,), "int64", "local")
    kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])
    b.ops.append(Op("store", None, (off,), buffer=name, index=pitch * outer + gvars[-1]))
    off_stage = Stage(name, tuple(sizes), (), b.ops)
    renumber(off_stage)
    return off_stage


def outer_index(ivars, sizes):
    """Row-major linear index over all but the last dim."""
    strides = np.cumprod((1,) + tuple(sizes[-2:0:-1]))[::-1]
    return sum((v * int(st) for v, st in zip(ivars[:-1], strides)), sympy.S.Zero)


def lower_gathers(kernel: Kernel) -> None:
    stages = []
    for stage in kernel.stages:
        indirect = {indirect_symbol(op.result): op for op in stage.ops if op.opcode == "indirect"}
        if not indirect:
            stages.append(stage)
            continue
        # the gather runs over all the stage's dims (iteration, then reduction: an embedding inlined into
        # a layer norm), renamed to iteration symbols of the gather stage
        allv = list(stage.iter_vars) + list(stage.reduce_vars)
        sizes = (tuple(stage.iter_sizes) + tuple(stage.reduce_sizes)) or (1,)
        R, L = math.prod(sizes[:-1]), sizes[-1]
        gvars = [iter_symbol(k) for k in range(len(sizes))]
        to_g = dict(zip(allv, gvars))
        ivars = allv or gvars
        outer = outer_index(ivars, sizes)
        # where the stage reads G's row element: its last var, or 0 in a stage without dims (a 0-d
        # result: cross_entropy of one row, gather of one element), whose G is one element
        last = ivars[-1] if allv else sympy.S.Zero
        shared = {}  # dtype -> (G shared by this stage's element gathers of that dtype, its sections)
        for n, op in enumerate(list(stage.ops)):
            if op.opcode not in ("load", "store", "store_reduction"):
                continue
            used = set(sympy.sympify(op.index).free_symbols) & set(indirect)
            if not used:
                continue
            if op.opcode != "load":
                raise SpyreCompileError(f"spyre compiler: stage {stage.name}: a store through a loaded index "
                                        f"(scatter, index_put, x[i] = v) is not supported yet ({op.buffer}[{op.index}])")
            where = f"spyre compiler: stage {stage.name} (gather from {op.buffer})"
            if op.mask is not None and op.value not in (None, 0, 0.0, False):
                raise SpyreCompileError(f"{where}: a masked load through a loaded index whose masked lanes read "
                                        f"{op.value!r} (not 0) is not supported yet ({op.buffer}[{op.index}])")
            inds = sorted(used, key=str)
            indices = [(ind, indirect[ind].operands[0], *indirect[ind].value) for ind in inds]
            ind, value, size, wrap = indices[0]
            table = kernel.buffers[op.buffer]
            table_index = sympy.sympify(op.index).subs(to_g, simultaneous=True)
            name = f"{stage.name}_gather{n}"
            index_ops = needed_ops(stage, [v for _, v, _, _ in indices], to_g, where)
            try:
                if len(indices) > 1:  # (an embedding gathered again: x[t[...]][..., i] in one load)
                    raise NotRows("the load uses several loaded indices")
                if op.mask is not None:  # (cat / pad of a gather: masked lanes become masked gathere lanes)
                    raise NotRows("the load is masked")
                if any(gvars[-1] in sympy.sympify(o.index).free_symbols for o in index_ops if o.index is not None):
                    raise NotRows("the index varies along the row")
                row_layout(table, table_index, sizes, ind, size)
            except NotRows:
                # element gather: offsets computed into OFF, then gathered element by element
                pitch = -(-L // elems_per_stick(op.dtype)) * elems_per_stick(op.dtype)
                off_name = f"{stage.name}_offsets{n}"
                stages.append(offset_stage(stage, kernel, indices, table, table_index, sizes, gvars, to_g, off_name,
                                            pitch, where, op.mask))
                g_name, sections = shared.get(op.dtype, (f"{stage.name}_elements_{op.dtype}", 0))
                shared[op.dtype] = (g_name, sections + 1)
                base = sections * R * pitch
                stages.append(GatherStage(name, sizes, (), [], "", None, op.buffer, table_index, ind, size, wrap,
                                          g_name, off_buffer=off_name, pitch=pitch, out_offset=base))
                stage.ops[n] = Op("load", op.result, (), op.dtype, buffer=g_name,
                                  index=base + pitch * outer + last)
                continue
            src = index_source(stage, value)
            if src.opcode != "load" or src.mask is not None or kernel.buffers[src.buffer].dtype != "int64":
                # an index computed in the stage (x[i - n], a clamp, ...) or int32 indices: computed first
                # into a local int64 buffer over the outer dims, then gathered by
                index_stage, src = computed_index(stage, kernel, value, sizes, gvars, n, to_g, where)
                stages.append(index_stage)
            else:
                src = Op("load", src.result, (), src.dtype, buffer=src.buffer,
                         index=sympy.sympify(src.index).subs(to_g, simultaneous=True))
            kernel.buffers[name] = Buffer(name, (R, L), (L, 1), op.dtype, "local")
            kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])
            stages.append(GatherStage(name, sizes, (), [], src.buffer, src.index, op.buffer, table_index, ind, size,
                                      wrap, name))
            stage.ops[n] = Op("load", op.result, (), op.dtype, buffer=name, index=L * outer + last)
        for dtype, (g_name, sections) in shared.items():
            pitch = -(-L // elems_per_stick(dtype)) * elems_per_stick(dtype)
            kernel.buffers[g_name] = Buffer(g_name, (sections * R * pitch,), (1,), dtype, "local")
            kernel.buffers[g_name].layout = buffer_layout(kernel.buffers[g_name])
        stage.ops[:] = [op for op in stage.ops if op.opcode != "indirect"]
        _drop_dead(stage)
        renumber(stage)
        stages.append(stage)
    kernel.stages[:] = stages
    kernel.verify()


# ---------------------------------------------------------------- plan

@dataclass
class GatherItem:
    r0: int
    rows: int
    ct: int  # stick column


@dataclass
class GatherPlan:
    stage: GatherStage
    items: list
    E: int
    R: int
    L: int
    scale: int  # table sticks per index step
    table_base: np.ndarray  # (R, sticks) device element of (ind=0, row, stick start)
    idx_dev: np.ndarray  # (R,) device element of each row's index

    mode = "gather"
    flops = 0

    def describe(self) -> str:
        s = self.stage
        return (f"  stage {s.name}: gather {self.R} rows x {-(-self.L // self.E)} sticks of {s.table_buffer} by "
                f"{s.idx_buffer} (scale {self.scale} sticks), {len(self.items)} items")

    def index_sticks(self) -> int:
        return max_index_sticks(self.idx_dev, self.items)

    def scratch_requests(self):
        rows = max((it.rows for it in self.items), default=1)
        idx_sticks = self.index_sticks()
        return [("idx", idx_sticks * STICK_BYTES, True), ("rows", rows * STICK_BYTES, True),
                ("idx_tmp", idx_sticks * STICK_BYTES, False), ("idx_mask", idx_sticks * 16, False),
                ("fault_index", idx_sticks * STICK_BYTES, False)]

    def divide_work(self, kernel, config) -> StageWork:
        return StageWork([(t, t + 1) for t in range(len(self.items))], deal(len(self.items), config.num_cores))


@dataclass
class ElementItem:
    r0: int
    rows: int
    c0: int  # first stick column
    cols: int  # stick columns


@dataclass
class ElementGatherPlan:
    """Blocks of at most MAX_ELEMENT_STICKS destination sticks: whole G rows when a row fits, else
    pieces of one row -- either way one contiguous run of OFF and of G. The blocks that end at the
    last stick column mask the lanes past the row's end."""

    stage: GatherStage
    items: list
    E: int
    R: int
    L: int
    pitch: int
    mask_rows: int  # rows of the largest masked block (0: no block needs a mask)
    mask_cols: int  # its stick columns
    mask_c0: int  # its first stick column

    mode = "element gather"
    flops = 0

    def describe(self) -> str:
        s = self.stage
        return (f"  stage {s.name}: element gather {self.R} rows x {self.pitch // self.E} sticks of {s.table_buffer} "
                f"by offsets {s.off_buffer}, {len(self.items)} items")

    def masked(self, it: ElementItem) -> bool:
        return self.mask_rows > 0 and it.c0 + it.cols == self.pitch // self.E

    def scratch_requests(self):
        sticks = max((it.rows * it.cols for it in self.items), default=1)
        req = [("off", sticks * self.E * 8, True), ("rows", sticks * STICK_BYTES, True)]
        if self.mask_rows:
            lanes = self.mask_rows * self.mask_cols * self.E
            req += [("lane_mask", lanes, False), ("minus_one", lanes * 8, False), ("lane_iota", lanes * 8, False)]
        return req

    def divide_work(self, kernel, config) -> StageWork:
        return StageWork([(t, t + 1) for t in range(len(self.items))], deal(len(self.items), config.num_cores))


def make_plan(stage: GatherStage, kernel: Kernel, config):
    where = f"spyre compiler: stage {stage.name} (gather from {stage.table_buffer})"
    table = kernel.buffers[stage.table_buffer]
    E = elems_per_stick(table.dtype)
    sizes = tuple(stage.iter_sizes) or (1,)
    R, L = math.prod(sizes[:-1]), sizes[-1]
    if stage.off_buffer:
        return _element_plan(stage, E, R, L)
    ivars = list(stage.iter_vars) or [iter_symbol(0)]
    step, starts, idx_dev = row_indices(stage, kernel, table, stage.table_index, sizes, ivars, "gather", where)
    nct = -(-L // E)
    items = [GatherItem(r0, min(MAX_ROWS, R - r0), ct) for r0 in range(0, R, MAX_ROWS) for ct in range(nct)]
    return GatherPlan(stage, items, E, R, L, step // E, starts, idx_dev)


I64_PER_STICK = STICK_BYTES // 8


def index_sticks(idx_dev) -> list[int]:
    """The distinct device sticks (in order) holding the int64 indices at device elements idx_dev:
    what the load unit brings for a block of rows, each stick once (a (2, 12) index tensor is two
    sticks of 12 indices, not 24 loads)."""
    return sorted({int(e) // I64_PER_STICK for e in idx_dev})


def max_index_sticks(idx_dev, items) -> int:
    """Index sticks of the largest block (the scratchpad a row gather's or scatter's indices need)."""
    return max((len(index_sticks(idx_dev[it.r0:it.r0 + it.rows])) for it in items), default=1)


def row_indices(stage, kernel: Kernel, tensor: Buffer, tensor_index, sizes, ivars, kind: str, where: str):
    """A row gather's or scatter's rows: (step and start elements of each row in `tensor`, as
    row_layout gives them, and the device element of each row's int64 index). One index per row, or
    it is not a row form (lower_gathers / lower_scatters make those element forms)."""
    idxb = kernel.buffers[stage.idx_buffer]
    if idxb.dtype != "int64":  # (the lowering casts other index dtypes into an int64 buffer first)
        raise SpyreCompileError(f"{where}: the {kind} reads int64 indices, {stage.idx_buffer} is {idxb.dtype}")
    try:
        step, starts = row_layout(tensor, tensor_index, sizes, stage.ind, stage.size, ivars)
    except NotRows as e:
        raise SpyreCompileError(f"{where}: {e}; not a row {kind}") from None
    R, L = math.prod(sizes[:-1]), sizes[-1]
    grid = np.indices(sizes, dtype=np.int64).reshape(len(sizes), R, L)
    env = {v: g for v, g in zip(ivars, grid)}
    ih = np.broadcast_to(eval_index(stage.idx_index, env), (R, L)).astype(np.int64) + idxb.offset
    if np.any(ih != ih[:, :1]):
        raise SpyreCompileError(f"{where}: the index varies along the row; not a row {kind}")
    return step, starts, device_elements(idxb.layout, ih[:, 0])


def element_blocks(E: int, R: int, L: int, pitch: int):
    """Blocks of an element gather or scatter over R rows of `pitch` elements (L of them real):
    (items, mask_rows, mask_cols, mask_c0) as ElementGatherPlan holds them."""
    nct = pitch // E
    cols = min(nct, MAX_ELEMENT_STICKS)
    rows = max(1, min(R, MAX_ELEMENT_STICKS // cols))
    items = [ElementItem(r0, min(rows, R - r0), c0, min(cols, nct - c0))
             for r0 in range(0, R, rows) for c0 in range(0, nct, cols)]
    last = [it for it in items if it.c0 + it.cols == nct]
    masked = L < pitch
    return items, max(it.rows for it in last) if masked else 0, last[0].cols, last[0].c0


def _element_plan(stage: GatherStage, E: int, R: int, L: int) -> ElementGatherPlan:
    items, mask_rows, mask_cols, mask_c0 = element_blocks(E, R, L, stage.pitch)
    return ElementGatherPlan(stage, items, E, R, L, stage.pitch, mask_rows, mask_cols, mask_c0)


def merge_repeated_gathers(kernel: Kernel) -> None:
    """A row gather the same as an earlier one of the kernel (the same rows of the same table by the
    same index buffer: an embedding Inductor inlined into each pass of the layer norm after it, each
    gathering it again) is dropped and its readers read the earlier gather's rows, unless a stage in
    between writes the table or the index."""
    canonical = sympy.Symbol("ind", integer=True)
    first, rename, stages = {}, {}, []
    for stage in kernel.stages:
        if isinstance(stage, GatherStage) and not stage.off_buffer and stage.idx_buffer:
            out = kernel.buffers[stage.out_buffer]
            key = (stage.table_buffer, str(sympy.sympify(stage.table_index).subs(stage.ind, canonical)),
                   stage.idx_buffer, str(stage.idx_index), stage.size, stage.wrap_neg, tuple(stage.iter_sizes),
                   out.size, out.stride, out.dtype)
            if key in first:
                rename[stage.out_buffer] = first[key]
                del kernel.buffers[stage.out_buffer]
                continue
            first[key] = stage.out_buffer
        elif type(stage) is Stage:
            if rename:
                stage.ops[:] = [replace(op, buffer=rename[op.buffer]) if op.opcode == "load" and op.buffer in rename
                                else op for op in stage.ops]
            written = set(stage.buffers_written())
            first = {k: v for k, v in first.items() if k[0] not in written and k[2] not in written}
        else:  # (element gathers, scatters, attention: what they write is not checked here)
            first = {}
        stages.append(stage)
    kernel.stages[:] = stages
    kernel.verify()
