"""Stores through a loaded index: index_copy_, index_put (x[i] = v, accumulate=True), scatter,
scatter_add, index_add -- stores whose address depends on an index loaded from a tensor (the kernel
IR's `indirect` op in a store's index), or that accumulate (Inductor's atomic_add store mode, an Op
`store` whose value is "add"). The emitter is emit/scatter.py; the mirror image is gather.py.

`lower_scatters` (run by the pipeline before lower_gathers) takes every such store out of its stage:
the stage stores its values at the plain index into a fresh fusion-local buffer V shaped like its
iteration space (so whatever computes them -- a cast, a scale, a gather -- stays ordinary code), and
a `ScatterStage` after it writes V through the index. Two kinds, chosen per store as for gathers:

Row scatters (whole sticks, the store unit's `scatter`): the index is the same along the row (the
stick dim) and moves the destination address by whole sticks -- rows of a destination sticked on its
last dim (index_copy_ into a KV cache along the sequence dim, x[i] = v on a leading dim). Per block
of rows and per stick column: the load unit brings the block's indices and V's sticks, the vector
unit wraps negative indices (idx < 0 -> idx + size) and turns an index outside [0, size) into
FAULT_INDEX, and `scatter` writes one stick per row to dest + idx*scale + row*stride.

Element scatters (`scattere`; everything else, and every accumulating store): an offset stage
(gather.py's, unchanged) computes each element's device offset into the destination through its
stick layout, FAULT_OFFSET for an index outside [0, size); the value stage writes V as rows of
`pitch` elements; per block the load unit brings offsets and values, the vector unit masks the lanes
past the row's end (offset -1: written nowhere), and `scattere` writes (acc=1: adds) one element per
lane.

Bounds: an out-of-range index reaches the card as an address far outside the destination, and the
scatter faults (DeviceFault, naming the row or element; its index shows as FAULT_INDEX = 2**31 - 1
for rows) before it writes anything: nothing is ever written outside the destination tensor (the
card checks each scatter against the allowed range holding its base address).

Order and duplicates: rows (points of the iteration space but its last dim) that use different
values of the outer loop variables appearing in the destination index never reach the same element
(the index of a tensor maps distinct coordinates to distinct elements), nor do different stick
columns where the last variable appears in it. Items that could reach a common element form one
group, which runs on one core in iteration order (groups are dealt over cores): so a duplicate index
gives what CPU PyTorch's sequential loops give -- the last write in iteration order wins (index_copy_,
index_put, scatter), and additions are made in iteration order (index_add, scatter_add, index_put
accumulate=True), in fp32 bit for bit like the CPU for fp32; fp16/bf16 add each instruction's lanes to
the old value in fp32 and round once per instruction (up to 128 sticks of lanes; the CPU rounds after
every addition, so with duplicates the card is the closer to the exact sum).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import sympy

from ..common import STICK_BYTES, SpyreCompileError
from ..ir.kernel_ir import STORE_OPS, Buffer, Kernel, Op, Stage, indirect_symbol, iter_symbol, renumber
from .gather import (MAX_ROWS, ElementGatherPlan, GatherItem, NotRows, computed_index, element_blocks, index_source,
                     max_index_sticks, needed_ops, offset_stage, outer_index, row_indices, row_layout)
from .layout import buffer_layout, device_elements, elems_per_stick
from .work_division import StageWork, deal

FAULT_INDEX = 2**31 - 1  # a row index past any destination (the largest i64 the vector unit's immediates make)


@dataclass
class ScatterStage(Stage):
    """dest[dest_index(ind, vars)] = V (accumulate: +=), V the local buffer the stage before wrote at
    the plain index. A row scatter reads the index of row r from idx_buffer[idx_index] (int64) and V as
    an (R, L) buffer; an element scatter (off_buffer set) reads each lane's device element offset into
    dest from off_buffer and V as rows of `pitch` elements of a 1-d buffer."""

    dest_buffer: str = ""
    dest_index: sympy.Expr | None = None
    ind: sympy.Symbol | None = None
    size: int = 0
    wrap_neg: bool = True
    value_buffer: str = ""
    idx_buffer: str = ""
    idx_index: sympy.Expr | None = None
    off_buffer: str = ""
    pitch: int = 0
    accumulate: bool = False

    def buffers_read(self) -> list[str]:
        # (an accumulating scatter reads what it adds to)
        reads = [self.value_buffer, self.off_buffer or self.idx_buffer] + ([self.dest_buffer] if self.accumulate else [])
        return list(dict.fromkeys(b for b in reads if b))

    def buffers_written(self) -> list[str]:
        return [self.dest_buffer]

    def render(self) -> str:
        op = "+=" if self.accumulate else "="
        if self.off_buffer:
            lane = f"[{self.pitch}*row + col]"
            return (f"  stage {self.name}: element scatter {self.dest_buffer}[{self.off_buffer}{lane}] {op} "
                    f"{self.value_buffer}{lane} (to {self.dest_buffer}[{self.dest_index}]), "
                    f"iter {list(self.iter_sizes)}")
        return (f"  stage {self.name}: scatter {self.dest_buffer}[{self.dest_index}] {op} {self.value_buffer}[...], "
                f"{self.ind} = {self.idx_buffer}[{self.idx_index}] (size {self.size}"
                f"{', negative wrap' if self.wrap_neg else ''}), iter {list(self.iter_sizes)}")


def _scatter_stores(stage: Stage, indirect: dict) -> list[int]:
    return [n for n, op in enumerate(stage.ops) if op.opcode in STORE_OPS
            and (op.value == "add" or set(sympy.sympify(op.index).free_symbols) & set(indirect))]


def _drop_unused(stage: Stage) -> None:
    """Ops whose results nothing uses any more, indirect ops no index uses included."""
    while True:
        used = {o for op in stage.ops for o in op.operands + ((op.mask,) if op.mask else ())}
        symbols = set()
        for op in stage.ops:
            if op.index is not None:
                symbols |= sympy.sympify(op.index).free_symbols
        keep = [op for op in stage.ops if op.result is None or op.result in used
                or (op.opcode == "indirect" and indirect_symbol(op.result) in symbols)]
        if len(keep) == len(stage.ops):
            return
        stage.ops[:] = keep


def _local(kernel: Kernel, name: str, size, stride, dtype: str) -> None:
    kernel.buffers[name] = Buffer(name, tuple(size), tuple(stride), dtype, "local")
    kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])


def lower_scatters(kernel: Kernel) -> None:
    stages = []
    for stage in kernel.stages:
        indirect = {indirect_symbol(op.result): op for op in stage.ops if op.opcode == "indirect"}
        scatters = _scatter_stores(stage, indirect)
        if not scatters:
            stages.append(stage)
            continue
        sizes = tuple(stage.iter_sizes) or (1,)
        R, L = math.prod(sizes[:-1]), sizes[-1]
        ivars = list(stage.iter_vars) or [iter_symbol(0)]
        outer = outer_index(ivars, sizes)
        before, after = [], []  # index / offset stages (they read only indices), scatter stages
        for n in scatters:
            op = stage.ops[n]
            where = f"spyre compiler: stage {stage.name} (store into {op.buffer} through a loaded index)"
            if op.opcode != "store" or stage.reduce_sizes:
                raise SpyreCompileError(f"{where}: a reduction stored through a loaded index (scatter_reduce) is not "
                                        f"supported yet ({op.buffer}[{op.index}])")
            used = set(sympy.sympify(op.index).free_symbols) & set(indirect)
            if not used:
                raise SpyreCompileError(f"{where}: an accumulating store at a plain index is not supported yet "
                                        f"({op.buffer}[{op.index}])")
            inds = sorted(used, key=str)
            indices = [(ind, indirect[ind].operands[0], *indirect[ind].value) for ind in inds]
            ind, value, size, wrap = indices[0]
            index_ops = needed_ops(stage, [v for _, v, _, _ in indices], {}, where)
            if any(set(sympy.sympify(o.index).free_symbols) & set(indirect) for o in index_ops if o.index is not None):
                raise SpyreCompileError(f"{where}: an index loaded through another loaded index is not supported yet")
            dest = kernel.buffers[op.buffer]
            dest_index = sympy.sympify(op.index)
            accumulate = op.value == "add"
            values_name = f"{stage.name}_scatter_values{n}"
            try:
                if accumulate:
                    raise NotRows("it accumulates")
                if len(indices) > 1:
                    raise NotRows("the store uses several loaded indices")
                if any(ivars[-1] in sympy.sympify(o.index).free_symbols for o in index_ops if o.index is not None):
                    raise NotRows("the index varies along the row")
                row_layout(dest, dest_index, sizes, ind, size, ivars)
            except NotRows:
                E = elems_per_stick(dest.dtype)
                pitch = -(-L // E) * E
                off_name = f"{stage.name}_scatter_offsets{n}"
                before.append(offset_stage(stage, kernel, indices, dest, dest_index, sizes, ivars, {}, off_name, pitch,
                                            where))
                _local(kernel, values_name, (R * pitch,), (1,), dest.dtype)
                stage.ops[n] = Op("store", None, op.operands, buffer=values_name, index=pitch * outer + ivars[-1])
                after.append(ScatterStage(f"{stage.name}_scatter{n}", sizes, (), [], op.buffer, dest_index, ind, size,
                                          wrap, values_name, off_buffer=off_name, pitch=pitch, accumulate=accumulate))
                continue
            src = index_source(stage, value)
            if src.opcode != "load" or src.mask is not None or kernel.buffers[src.buffer].dtype != "int64":
                index_stage, src = computed_index(stage, kernel, value, sizes, ivars, n, {}, where,
                                                   f"{stage.name}_scatter_index{n}")
                before.append(index_stage)
            _local(kernel, values_name, (R, L), (L, 1), dest.dtype)
            stage.ops[n] = Op("store", None, op.operands, buffer=values_name, index=L * outer + ivars[-1])
            after.append(ScatterStage(f"{stage.name}_scatter{n}", sizes, (), [], op.buffer, dest_index, ind, size, wrap,
                                      values_name, src.buffer, src.index))
        _drop_unused(stage)
        renumber(stage)
        stages += before + [stage] + after
    kernel.stages[:] = stages
    kernel.verify()


# ---------------------------------------------------------------- plan

def _row_keys(stage: ScatterStage, sizes, ivars) -> np.ndarray:
    """(R,) ids, one per row (all dims but the last, row-major): equal for rows that use the same
    values of the outer loop variables appearing in the destination index (only those can reach
    the same element)."""
    outer = tuple(sizes[:-1])
    R = math.prod(outer)
    used = sympy.sympify(stage.dest_index).free_symbols
    columns = [k for k, v in enumerate(ivars[:-1]) if v in used]
    if not columns:
        return np.zeros(R, dtype=np.int64)
    grid = np.indices(outer, dtype=np.int64).reshape(len(outer), R)
    return np.unique(grid[columns].T, axis=0, return_inverse=True)[1].reshape(-1)


def _grouped(items: list, tokens: list) -> tuple[list, list]:
    """Items that share a token (transitively: they may reach a common element) form one group.
    Returns the items reordered group by group (in their own order inside a group, groups in order of
    their first item) and the groups as (first, end) ranges of the new order."""
    parent = list(range(len(items)))

    def root(i):
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner = {}
    for i, toks in enumerate(tokens):
        for tok in toks:
            a, b = root(i), root(owner.setdefault(tok, i))
            if a != b:
                parent[max(a, b)] = min(a, b)  # (a group's root is its first item)
    group = [root(i) for i in range(len(items))]
    order = sorted(range(len(items)), key=lambda i: (group[i], i))
    bounds = [0] + [k for k in range(1, len(order)) if group[order[k]] != group[order[k - 1]]] + [len(order)]
    return [items[i] for i in order], list(zip(bounds[:-1], bounds[1:]))


@dataclass
class RowScatterPlan:
    stage: ScatterStage
    items: list  # GatherItem(r0, rows, ct), in emission order
    groups: list  # (first item, end item): items that may reach a common element, one core, in order
    E: int
    R: int
    L: int
    scale: int  # destination sticks per index step
    dest_base: np.ndarray  # (R, sticks) device element of (ind=0, row, stick start)
    idx_dev: np.ndarray  # (R,) device element of each row's index
    value_dev: np.ndarray  # (R, sticks) device element of each stick of V

    mode = "scatter"
    flops = 0

    def describe(self) -> str:
        s = self.stage
        return (f"  stage {s.name}: scatter {self.R} rows x {-(-self.L // self.E)} sticks into {s.dest_buffer} by "
                f"{s.idx_buffer} (scale {self.scale} sticks), {len(self.items)} items in {len(self.groups)} groups")

    def index_sticks(self) -> int:
        return max_index_sticks(self.idx_dev, self.items)

    def scratch_requests(self):
        rows = max((it.rows for it in self.items), default=1)
        n = self.index_sticks()
        return [("idx", n * STICK_BYTES, True), ("rows", rows * STICK_BYTES, True), ("idx_tmp", n * STICK_BYTES, False),
                ("idx_mask", n * 16, False), ("fault_index", n * STICK_BYTES, False)]

    def divide_work(self, kernel, config) -> StageWork:
        return StageWork(self.groups, deal(len(self.groups), config.num_cores))


@dataclass
class ElementScatterPlan(ElementGatherPlan):
    """An element gather's blocks and masks (passes/gather.py), written to the destination instead."""

    groups: list = field(default_factory=list)  # (first item, end item), as RowScatterPlan.groups

    mode = "element scatter"

    def describe(self) -> str:
        s = self.stage
        return (f"  stage {s.name}: element scatter{' (accumulate)' if s.accumulate else ''} {self.R} rows x "
                f"{self.pitch // self.E} sticks into {s.dest_buffer} by offsets {s.off_buffer}, {len(self.items)} "
                f"items in {len(self.groups)} groups")

    def divide_work(self, kernel, config) -> StageWork:
        return StageWork(self.groups, deal(len(self.groups), config.num_cores))


def make_plan(stage: ScatterStage, kernel: Kernel, config):
    where = f"spyre compiler: stage {stage.name} (scatter into {stage.dest_buffer})"
    dest = kernel.buffers[stage.dest_buffer]
    E = elems_per_stick(dest.dtype)
    sizes = tuple(stage.iter_sizes) or (1,)
    R, L = math.prod(sizes[:-1]), sizes[-1]
    ivars = list(stage.iter_vars) or [iter_symbol(0)]
    keys = _row_keys(stage, sizes, ivars)
    if stage.off_buffer:
        blocks, mask_rows, mask_cols, mask_c0 = element_blocks(E, R, L, stage.pitch)
        by_lane = ivars[-1] in sympy.sympify(stage.dest_index).free_symbols  # stick columns never meet
        tokens = [{(int(k), it.c0 if by_lane else 0) for k in np.unique(keys[it.r0:it.r0 + it.rows])} for it in blocks]
        items, groups = _grouped(blocks, tokens)
        return ElementScatterPlan(stage, items, E, R, L, stage.pitch, mask_rows, mask_cols, mask_c0, groups)
    step, starts, idx_dev = row_indices(stage, kernel, dest, stage.dest_index, sizes, ivars, "scatter", where)
    nct = -(-L // E)
    values = kernel.buffers[stage.value_buffer]
    value_dev = device_elements(values.layout, (np.arange(R, dtype=np.int64)[:, None] * L
                                                + np.arange(nct, dtype=np.int64)[None, :] * E).ravel()).reshape(R, nct)
    blocks, tokens, r0 = [], [], 0
    while r0 < R:  # blocks of rows that share a key (so a key's rows stay on one core), per stick column
        r1 = r0 + 1
        while r1 < R and r1 - r0 < MAX_ROWS and keys[r1] == keys[r0]:
            r1 += 1
        for ct in range(nct):
            blocks.append(GatherItem(r0, r1 - r0, ct))
            tokens.append({(int(keys[r0]), ct)})
        r0 = r1
    items, groups = _grouped(blocks, tokens)
    return RowScatterPlan(stage, items, groups, E, R, L, step // E, starts, idx_dev, value_dev)
