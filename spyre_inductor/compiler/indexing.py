"""Indirect indexing: embedding, index_select, index.Tensor -- loads whose address depends on an
index loaded from a tensor (the kernel IR's `indirect` op, see scheduling.indirect_indexing).

`lower_gathers` (run by codegen after layouts are assigned) takes every load whose index uses an
indirect symbol out of its stage: a `GatherStage` first materializes the gathered values into a
fresh fusion-local buffer G shaped like the stage's iteration space, then the stage loads G at the
plain index (so the rest of the stage -- a scale, a position embedding added, a cast -- stays
ordinary pointwise code).

A GatherStage runs on the load unit's `gather` instruction: per block of G rows and per stick of
the row, the load unit brings the block's indices into the scratchpad, the vector unit wraps
negative ones (idx < 0 -> idx + size, as PyTorch indexing does), and `gather` loads one stick per
row from `table + idx*scale + row*stride`; the store unit writes the block to G. This needs the
index to be the same along the row (the stick dim) and to move the table address by whole
sticks: rows of a table sticked on its last dim (embedding, index_select / x[idx] on a leading dim).
An index that varies along the stick dim (torch.gather along the last dim) is an element gather,
which the card has no instruction for: a SpyreCompileError says so.
Indices outside the table's allocation fault on the card (DeviceFault); the check PyTorch does in
eager for in-range indices inside the allocation is not made.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import sympy

from .interpret import eval_index
from .kernel_ir import Buffer, Kernel, Op, Stage, indirect_symbol, iter_symbol
from .passes.layout import ITEMSIZE, buffer_layout, device_elements, elems_per_stick
from .passes.work_division import StageWork, deal
from .planned_stage import PlannedStageEmitter
from .scheduling import SpyreCompileError

STICK = 128
MAX_ROWS = 255  # rows per gather instruction


@dataclass
class GatherStage(Stage):
    """out[r, c] = table[index(ind, vars)] with ind = wrap(idx[idx_index(vars)]); out is a local (R, L)
    buffer, R = product of the stage's outer dims, L = its last dim."""

    idx_buffer: str = ""
    idx_index: sympy.Expr | None = None
    table_buffer: str = ""
    table_index: sympy.Expr | None = None
    ind: sympy.Symbol | None = None
    size: int = 0
    wrap_neg: bool = True
    out_buffer: str = ""
    plan_info: dict = field(default_factory=dict)

    def render(self) -> str:
        return (f"  stage {self.name}: gather {self.out_buffer}[...] = {self.table_buffer}[{self.table_index}], "
                f"{self.ind} = {self.idx_buffer}[{self.idx_index}] (size {self.size}"
                f"{', negative wrap' if self.wrap_neg else ''}), iter {list(self.iter_sizes)}")


_PASS_THROUGH = ("to_dtype", "identity")


def _index_source(stage: Stage, result: str) -> Op:
    by_result = {op.result: op for op in stage.ops if op.result}
    op = by_result[result]
    while op.opcode in _PASS_THROUGH:
        op = by_result[op.operands[0]]
    return op


def _renumber(stage: Stage) -> None:
    """Results named by position again (%n is op n: codegen keys its per-value regions so)."""
    names = {op.result: f"%{k}" for k, op in enumerate(stage.ops) if op.result}
    stage.ops[:] = [Op(op.opcode, names.get(op.result), tuple(names[o] for o in op.operands), op.dtype, op.buffer,
                       op.index, op.value, names[op.mask] if op.mask else None) for op in stage.ops]


def _drop_dead(stage: Stage) -> None:
    while True:
        used = {o for op in stage.ops for o in op.operands + ((op.mask,) if op.mask else ())}
        keep = [op for op in stage.ops if op.result is None or op.result in used]
        if len(keep) == len(stage.ops):
            return
        stage.ops[:] = keep


def _computed_index(stage: Stage, kernel: Kernel, value: str, sizes, ivars, n: int, to_g: dict):
    """A stage computing `value` (and what it needs) over the stage's outer dims into a fresh int64
    buffer; returns (that stage, a load op reading it at the outer index)."""
    by_result = {op.result: op for op in stage.ops if op.result}
    need, todo = set(), [value]
    while todo:
        r = todo.pop()
        if r in need:
            continue
        need.add(r)
        op = by_result[r]
        if op.opcode in ("indirect", "reduce"):
            raise SpyreCompileError(f"spyre compiler: stage {stage.name}: an index computed from {op.opcode} "
                                    f"is not supported yet")
        todo += list(op.operands) + ([op.mask] if op.mask else [])
    outer_sizes = tuple(sizes[:-1]) or (1,)
    last = {ivars[-1]: 0} if len(sizes) > 1 else {}
    ops = []
    for op in stage.ops:
        if op.result in need:
            index = sympy.sympify(op.index).subs(to_g, simultaneous=True).subs(last) if op.index is not None else None
            ops.append(Op(op.opcode, op.result, op.operands, op.dtype, op.buffer, index, op.value, op.mask))
    name = f"{stage.name}_index{n}"
    strides = tuple(int(x) for x in np.cumprod((1,) + outer_sizes[:0:-1])[::-1])
    outer_vars = ivars[:-1] if len(sizes) > 1 else [iter_symbol(0)]
    linear = sum((v * st for v, st in zip(outer_vars, strides)), sympy.S.Zero)
    kernel.buffers[name] = Buffer(name, outer_sizes, strides, "int64", "local")
    kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])
    final = value
    if by_result[value].dtype != "int64":
        final = f"%{len(stage.ops) + 1000}"
        ops.append(Op("to_dtype", final, (value,), "int64", value="int64"))
    ops.append(Op("store", None, (final,), buffer=name, index=linear))
    index_stage = Stage(name, outer_sizes, (), ops)
    _renumber(index_stage)
    return index_stage, Op("load", value, (), "int64", buffer=name, index=linear)


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
        outer = sum((v * int(st) for v, st in zip(ivars[:-1], np.cumprod((1,) + sizes[-2:0:-1])[::-1])),
                    sympy.S.Zero)
        for n, op in enumerate(list(stage.ops)):
            if op.opcode != "load":
                continue
            used = set(sympy.sympify(op.index).free_symbols) & set(indirect)
            if not used:
                continue
            if len(used) > 1 or op.mask is not None:
                raise SpyreCompileError(f"{where}: a load indexed by several loaded indices (or masked) is not "
                                        f"supported yet ({op.buffer}[{op.index}])")
            (ind,) = used
            src = _index_source(stage, indirect[ind].operands[0])
            if src.opcode != "load" or src.mask is not None:
                # an index computed in the stage (x[i - n], a clamp, ...): computed first into a local
                # int64 buffer over the outer dims, then gathered by
                index_stage, src = _computed_index(stage, kernel, indirect[ind].operands[0], sizes, gvars, n, to_g)
                stages.append(index_stage)
            else:
                src = Op("load", src.result, (), src.dtype, buffer=src.buffer,
                         index=sympy.sympify(src.index).subs(to_g, simultaneous=True))
            name = f"{stage.name}_gather{n}"
            kernel.buffers[name] = Buffer(name, (R, L), (L, 1), op.dtype, "local")
            kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])
            size, wrap = indirect[ind].value
            gather = GatherStage(name, sizes, (), [], src.buffer, src.index, op.buffer,
                                 sympy.sympify(op.index).subs(to_g, simultaneous=True), ind, size, wrap, name)
            stages.append(gather)
            stage.ops[n] = Op("load", op.result, (), op.dtype, buffer=name, index=L * outer + ivars[-1])
        stage.ops[:] = [op for op in stage.ops if op.opcode != "indirect"]
        _drop_dead(stage)
        _renumber(stage)
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

    def scratch_requests(self):
        rows = max((it.rows for it in self.items), default=1)
        idx_sticks = -(-rows // 16) + 1 if self.idx_consecutive else rows
        return [("idx", idx_sticks * STICK, True), ("rows", rows * STICK, True),
                ("idx_tmp", idx_sticks * STICK, False), ("idx_mask", idx_sticks * 16, False)]

    @property
    def idx_consecutive(self) -> bool:
        return bool(np.all(np.diff(self.idx_dev) == 1)) if len(self.idx_dev) > 1 else True

    def divide_work(self, kernel, config) -> StageWork:
        return StageWork([(t, t + 1) for t in range(len(self.items))], deal(len(self.items), config.num_cores))


def make_plan(stage: GatherStage, kernel: Kernel, config) -> GatherPlan:
    where = f"spyre compiler: stage {stage.name} (gather from {stage.table_buffer})"
    table = kernel.buffers[stage.table_buffer]
    idxb = kernel.buffers[stage.idx_buffer]
    if idxb.dtype not in ("int64", "int32"):
        raise SpyreCompileError(f"{where}: indices of dtype {idxb.dtype} (int64 or int32 expected)")
    if idxb.dtype != "int64":
        raise SpyreCompileError(f"{where}: int32 indices are not supported yet (the gather reads int64)")
    E = elems_per_stick(table.dtype)
    sizes = tuple(stage.iter_sizes) or (1,)
    R, L = math.prod(sizes[:-1]), sizes[-1]
    ivars = list(stage.iter_vars) or [iter_symbol(0)]
    grid = np.indices(sizes, dtype=np.int64).reshape(len(sizes), R, L)
    env = {v: g for v, g in zip(ivars, grid)}

    def table_dev(ind_value):
        env[stage.ind] = np.int64(ind_value)
        host = np.broadcast_to(eval_index(stage.table_index, env), (R, L)).astype(np.int64) + table.offset
        return device_elements(table.layout, host.reshape(-1)).reshape(R, L)

    d0, d1 = table_dev(0), table_dev(1) if stage.size > 1 else None
    step = int((d1 - d0).flat[0]) if d1 is not None else E
    if d1 is not None and (np.any(d1 - d0 != step) or np.any(table_dev(stage.size - 1) - d0 != step * (stage.size - 1))):
        raise SpyreCompileError(f"{where}: the index varies along the table's stick dim, moving its address within "
                                f"sticks (an element gather: torch.gather along the last dim, or indexing the last "
                                f"dim); the card gathers whole sticks only")
    lanes = np.arange(L) % E
    starts = d0[:, ::E]
    if step % E or np.any(starts % E) or not np.array_equal(d0, np.repeat(starts, E, axis=1)[:, :L] + lanes):
        raise SpyreCompileError(f"{where}: the index varies along the table's stick dim (an element gather: "
                                f"torch.gather along the last dim); the card gathers whole sticks only")
    if L % E:
        stick_dim = table.layout.dim_map[-1]
        if stick_dim < 0 or table.layout.host_size[stick_dim] != L:
            raise SpyreCompileError(f"{where}: a row of {L} elements is part of a wider stick in {stage.table_buffer}")
    env.pop(stage.ind)
    ih = np.broadcast_to(eval_index(stage.idx_index, env), (R, L)).astype(np.int64) + idxb.offset
    if np.any(ih != ih[:, :1]):
        raise SpyreCompileError(f"{where}: the index varies along the row (an element gather: torch.gather along "
                                f"the last dim); the card gathers whole sticks only")
    idx_dev = device_elements(idxb.layout, ih[:, 0])
    if step // E > 0xFFFF:
        raise SpyreCompileError(f"{where}: index step of {step // E} sticks exceeds the gather's 16-bit scale")
    nct = -(-L // E)
    items = [GatherItem(r0, min(MAX_ROWS, R - r0), ct) for r0 in range(0, R, MAX_ROWS) for ct in range(nct)]
    return GatherPlan(stage, items, E, R, L, step // E, starts, idx_dev)


# ---------------------------------------------------------------- codegen

class GatherEmitter(PlannedStageEmitter):
    KIND = "gather"
    QUEUES = {"idx_ready": ("load", "vector"), "idx_done": ("vector", "load"), "full": ("load", "store"),
              "free": ("store", "load")}

    def _li(self, unit, reg, buffer, elem):
        isz = ITEMSIZE[self.kernel.buffers[buffer].dtype]
        slot, addend = self.cg.slot_for(buffer)
        unit.li_slot(reg, slot, addend + int(elem) * isz)

    def emit_core(self, core):
        cb = self.cg.builder.core(core)
        L, V, S = cb.load, cb.vector, cb.store
        q = self.queues(core)
        plan, st, sc = self.plan, self.stage, self.scratch
        t0, t1 = self.work.points_of(core)
        items = plan.items[t0:t1]
        T, D, E = len(items), sc.depth, plan.E
        out_lay = self.kernel.buffers[st.out_buffer].layout
        out_dev = device_elements(out_lay, np.arange(plan.R, dtype=np.int64) * plan.L)
        consecutive = plan.idx_consecutive
        for t, it in enumerate(items):
            idx_sp, rows_sp = sc["idx"].addr(t), sc["rows"].addr(t)
            rows_idx = plan.idx_dev[it.r0:it.r0 + it.rows]
            # ---- load the indices: one run of sticks, or one stick per row
            if t >= D:
                L.wait(q["free"])
            if consecutive:
                first = int(rows_idx[0])
                nsticks = -(-(first % 16 + it.rows) // 16)
                self._li(L, 1, st.idx_buffer, first - first % 16)
                L.ld(idx_sp, (1, 0), nsticks)
                idx_at = [idx_sp + (first % 16 + r) * 8 for r in range(it.rows)]
                n_idx = nsticks
            else:
                idx_at = []
                for r, e in enumerate(rows_idx):
                    self._li(L, 1, st.idx_buffer, int(e) - int(e) % 16)
                    L.ld(idx_sp + r * STICK, (1, 0), 1)
                    idx_at.append(idx_sp + r * STICK + (int(e) % 16) * 8)
                n_idx = it.rows
            self.cg.bytes_moved += n_idx * STICK
            if st.wrap_neg:  # idx < 0 -> idx + size, on the vector unit
                L.signal(q["idx_ready"])
                V.wait(q["idx_ready"])
                tmp, mask = sc["idx_tmp"].addr(0), sc["idx_mask"].addr(0)
                V.binary_imm("lt", "i64", mask, idx_sp, 0, n_idx)
                V.binary_imm("add", "i64", tmp, idx_sp, st.size, n_idx)
                V.select("i64", idx_sp, mask, tmp, idx_sp, n_idx)
                V.signal(q["idx_done"])
                L.wait(q["idx_done"])
            # ---- gather: runs of rows whose table address steps evenly
            base = plan.table_base[it.r0:it.r0 + it.rows, it.ct]
            r = 0
            while r < it.rows:
                n = 1
                if consecutive:
                    stride = int(base[r + 1] - base[r]) if r + 1 < it.rows else 0
                    while r + n < it.rows and int(base[r + n] - base[r + n - 1]) == stride and 0 <= stride // E <= 0xFFFF:
                        n += 1
                    stride = stride if n > 1 else 0
                else:
                    stride = 0
                self._li(L, 1, st.table_buffer, int(base[r]))
                L.gather(rows_sp + r * STICK, (1, 0), idx_at[r], rows=n, scale=plan.scale, stride=stride // E)
                r += n
            self.cg.bytes_moved += it.rows * STICK
            L.signal(q["full"])
            # ---- store the block into G (rows consecutive per stick column)
            S.wait(q["full"])
            g = int(device_elements(out_lay, np.array([it.r0 * plan.L + it.ct * E]))[0])
            step = int(out_dev[1] - out_dev[0]) if plan.R > 1 else E
            self._li(S, 1, st.out_buffer, g)
            if step == E or it.rows == 1:
                S.st((1, 0), rows_sp, it.rows)
            else:
                S.st((1, 0), rows_sp, 1, rows=it.rows, stride=step * ITEMSIZE[self.kernel.buffers[st.out_buffer].dtype])
            self.cg.bytes_moved += it.rows * STICK
            if t + D < T:
                S.signal(q["free"])
