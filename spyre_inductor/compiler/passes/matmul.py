"""Matmul stages for the PE array: recognition in the kernel IR, operand placement and the plan
(the lowering that produces the reductions recognized here is in frontend/lowering.py; the
emitter in emit/matmul.py).

Recognition (`lower_matmul_stages`, run by the pipeline after layouts are assigned): a reduction stage
whose body is `sum(load A * load B)` (casts allowed) becomes a `MatmulStage`. Iteration dims read
by both operands are batch dims (a stride-0 batch dim is a broadcast), dims read only by A are M,
only by B are N, the reduction dim is K (size-1 dims were squeezed away: M=1 has no M dim).

Operand layouts (DESIGN §4): A must be sticked on K with each M row one stick apart per K stick;
B either sticked on N with K rows (`mm`) or sticked on K with N rows (`mmt`, B transposed: the form
of x @ W^T and q @ k^T); C is sticked on N. Each is checked element by element through the
buffer's SpyreTensorLayout; an operand laid out otherwise (or whose partial last stick holds other
data) is restickified by a copy stage into a fresh local buffer first. K's padding lanes are the
layout's zero padding; mm-form B rows past K are zeroed in the scratchpad once per stage.

Tiling and work division: a work item is (batch, block of up to `mt` M rows, group of up to `ng`
N sticks); items are dealt to cores in output order (output dims first) by work_division.deal.
When the operands of a whole K do not fit the scratchpad, K runs in chunks; when output tiles
leave cores idle, K is split over cores (partial sums rung to the owner).

Epilogue fusion (matmul_epilogue.py folds a following pointwise stage into the MatmulStage): its
values are tiles or rows (`value_kinds`), and its scratchpad regions are part of this plan
(`epilogue_requests`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import sympy

from ..common import ITEMSIZE, STICK_BYTES, SpyreCompileError
from ..ir.interpret import eval_index
from ..ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol
from .layout import buffer_layout, device_elements, elems_per_stick
from .scratchpad import pack
from .work_division import StageWork, deal

# ---------------------------------------------------------------- recognition

@dataclass
class OperandView:
    """One operand (or the output) as a 2-d (rows x cols) matrix per batch index: its buffer, its
    host index expression, and which stage symbols are batch / row / col."""

    buffer: str
    index: sympy.Expr
    row_var: sympy.Symbol | None
    col_var: sympy.Symbol | None
    rows: int
    cols: int


@dataclass
class MatmulStage(Stage):
    """out = A @ B (or A @ B^T), batched over `batch_sizes`. `iter_sizes` are the output's dims;
    `reduce_sizes` stays empty (the K loop is the PE array's), so row-based passes leave it alone."""

    batch_vars: tuple = ()
    batch_sizes: tuple = ()
    m: int = 1
    n: int = 1
    k: int = 1
    dtype: str = "float32"  # operand dtype (the PE array's)
    a: OperandView | None = None
    b: OperandView | None = None  # K rows x N cols (the mathematical B)
    out: OperandView | None = None
    out_dtype: str = "float32"
    epilogue: Stage | None = None  # a fused pointwise stage run on the output tile
    form: str = "mm"  # "mm": B sticked on N (K rows); "mmt": B transposed, sticked on K (N rows)
    k_split: int = 1  # cores per output tile (its plan's split)
    placements: dict = field(default_factory=dict)  # "a" / "b" / "out" -> Placement
    epilogue_loads: dict = field(default_factory=dict)  # epilogue op index -> ("acc" | "row" | "tile", Placement)

    def buffers_read(self) -> list[str]:
        reads = [self.a.buffer, self.b.buffer] + (self.epilogue.buffers_read() if self.epilogue is not None else [])
        return list(dict.fromkeys(reads))

    def buffers_written(self) -> list[str]:
        # (with an epilogue: its stores, the product kept in the scratchpad)
        return self.epilogue.buffers_written() if self.epilogue is not None else [self.out.buffer]

    def render(self) -> str:
        bt = f"batch {list(self.batch_sizes)} " if self.batch_sizes else ""
        lines = [f"  stage {self.name}: matmul {bt}m={self.m} n={self.n} k={self.k} {self.dtype} -> {self.out_dtype}",
                 f"    A = {self.a.buffer}[{self.a.index}], B = {self.b.buffer}[{self.b.index}], "
                 f"out = {self.out.buffer}[{self.out.index}]"]
        if self.epilogue is not None:
            lines.append(f"    epilogue (from {self.epilogue.name}):")
            lines += [f"      {op.render()}" for op in self.epilogue.ops]
        return "\n".join(lines)


_PASS_THROUGH = ("to_dtype", "identity")


def _source(ops_by_result, name):
    op = ops_by_result[name]
    while op.opcode in _PASS_THROUGH:
        op = ops_by_result[op.operands[0]]
    return op


def _match(stage: Stage):
    """(load A, load B, store_reduction) if the stage is sum(load * load) over one reduction dim."""
    if len(stage.reduce_sizes) != 1:
        return None
    by_result = {op.result: op for op in stage.ops if op.result}
    reduces = [op for op in stage.ops if op.opcode == "reduce"]
    stores = [op for op in stage.ops if op.opcode in ("store", "store_reduction")]
    if len(reduces) != 1 or reduces[0].value != "sum" or len(stores) != 1 or stores[0].opcode != "store_reduction":
        return None
    mul = _source(by_result, reduces[0].operands[0])
    if mul.opcode != "mul" or stores[0].operands[0] != reduces[0].result:
        return None
    x, y = (_source(by_result, o) for o in mul.operands)
    if x.opcode != "load" or y.opcode != "load" or x.mask or y.mask:
        return None
    allowed = {"load", "mul", "reduce", "store_reduction", *_PASS_THROUGH}
    if any(op.opcode not in allowed for op in stage.ops):
        return None
    return x, y, stores[0]


def _symbols(expr):
    return set(sympy.sympify(expr).free_symbols)


def recognize(stage: Stage, kernel: Kernel) -> MatmulStage | None:
    found = _match(stage)
    if found is None:
        return None
    x, y, st = found
    (k_var,) = stage.reduce_vars
    sx, sy = _symbols(x.index), _symbols(y.index)
    if k_var not in sx or k_var not in sy:
        return None
    ivars = list(stage.iter_vars)
    sizes = dict(zip(ivars, stage.iter_sizes))
    only_x = [v for v in ivars if v in sx and v not in sy]
    only_y = [v for v in ivars if v in sy and v not in sx]
    if len(only_x) > 1 or len(only_y) > 1:
        return None
    # A is the operand with the M dim (the one before N in the output's dims); with M=1 and N=1
    # there is no way to tell, and it does not matter which is which
    if only_x and only_y and ivars.index(only_x[0]) > ivars.index(only_y[0]):
        x, y, only_x, only_y = y, x, only_y, only_x
    elif not only_x and only_y and ivars.index(only_y[0]) < len(ivars) - 1:
        x, y, only_x, only_y = y, x, only_y, only_x
    m_var = only_x[0] if only_x else None
    n_var = only_y[0] if only_y else None
    batch = [v for v in ivars if v not in (m_var, n_var)]
    m, n, k = sizes.get(m_var, 1), sizes.get(n_var, 1), stage.reduce_sizes[0]
    dtype = kernel.buffers[x.buffer].dtype
    if kernel.buffers[y.buffer].dtype != dtype or dtype not in ("float32", "float16", "bfloat16"):
        return None
    if elems_per_stick(kernel.buffers[st.buffer].dtype) != elems_per_stick(dtype):
        # fp16 / bf16 operands summed into fp32 ((a.float() * v.float()).sum(-1), Inductor's mv):
        # the PE's output rows are two fp32 sticks wide, which the output placement (one stick of
        # 64 operand columns) does not describe; the stores wrote every other row. A row reduction.
        return None
    # the stage's symbols, renamed so the output dims keep the stage's iteration symbols and K
    # becomes the symbol after them (a MatmulStage has no reduction vars)
    kk = iter_symbol(len(ivars))
    a = OperandView(x.buffer, sympy.sympify(x.index).subs(k_var, kk), m_var, kk, m, k)
    b = OperandView(y.buffer, sympy.sympify(y.index).subs(k_var, kk), kk, n_var, k, n)
    out = OperandView(st.buffer, sympy.sympify(st.index), m_var, n_var, m, n)
    return MatmulStage(stage.name, stage.iter_sizes, (), [], tuple(batch), tuple(sizes[v] for v in batch),
                       m, n, k, dtype, a, b, out, kernel.buffers[st.buffer].dtype)


# ---------------------------------------------------------------- operand layouts

@dataclass
class Placement:
    """Device placement of a (batch x rows x cols) view sticked on cols: element (b, r, c) is at
    device element base[b] + r*row_step + (c // E)*tile_step + c % E of the buffer."""

    buffer: str
    base: np.ndarray
    row_step: int
    tile_step: int
    rows: int
    cols: int
    run: int = 0  # rows come in runs of this many (a (B*S, D) view of a (B, S, D) layout), 0: one run
    run_step: int = 0  # device elements between runs

    def row_offset(self, r: int) -> int:
        return (r // self.run) * self.run_step + (r % self.run) * self.row_step if self.run else r * self.row_step

    def segments(self, r0: int, n: int):
        """(first row, rows) pieces of rows [r0, r0+n) that stay inside one run."""
        r, end = r0, r0 + n
        while r < end:
            stop = min(end, (r // self.run + 1) * self.run) if self.run else end
            yield r, stop - r
            r = stop


def grid_env(stage: MatmulStage, view: OperandView, rows_var, cols_var, rows, cols):
    nb = math.prod(stage.batch_sizes)
    env = {}
    if stage.batch_vars:
        grid = np.indices(stage.batch_sizes, dtype=np.int64).reshape(len(stage.batch_sizes), -1)
        for v, g in zip(stage.batch_vars, grid):
            env[v] = g[:, None, None]
    if rows_var is not None:
        env[rows_var] = np.arange(rows, dtype=np.int64)[None, :, None]
    if cols_var is not None:
        env[cols_var] = np.arange(cols, dtype=np.int64)[None, None, :]
    return env, nb


PLACE_BLOCK = 1 << 20  # elements of an operand's grid checked at once by place()


def place(stage: MatmulStage, kernel: Kernel, view: OperandView, rows_var, cols_var, rows, cols,
          runs: bool = False) -> Placement | None:
    """The placement of `view` read as rows x cols sticked on cols, or None if its layout is not so.
    runs=True also accepts rows in evenly spaced runs (the row loads and stores split at runs).

    The steps come from the first two rows and sticks; then every element of the grid is checked
    against them: when every row starts a row of the storage's innermost dim and the columns walk
    along it (the common case), element (b, r, c) lies at that of (b, r, 0) plus that of host offset
    c, so one column and one row check them all; otherwise a block of rows at a time (an operand of
    10^7 elements, the logits' weight, is never held whole)."""
    buf = kernel.buffers[view.buffer]
    lay = buf.layout
    E = lay.elems_per_stick
    nb = math.prod(stage.batch_sizes)

    def host_at(batches, r, c) -> np.ndarray:
        env = {}
        if stage.batch_vars:
            for v, g in zip(stage.batch_vars, np.unravel_index(batches, stage.batch_sizes)):
                env[v] = g.astype(np.int64)[:, None, None]
        if rows_var is not None:
            env[rows_var] = r[None, :, None]
        if cols_var is not None:
            env[cols_var] = c[None, None, :]
        shape = (len(batches), len(r), len(c))
        return np.broadcast_to(eval_index(view.index, env), shape).astype(np.int64) + buf.offset

    def device_at(host) -> np.ndarray:
        return device_elements(lay, host.reshape(-1)).reshape(host.shape)

    every_batch = np.arange(nb, dtype=np.int64)
    corner = device_at(host_at(every_batch, np.arange(min(rows, 2), dtype=np.int64),
                               np.array([0, E] if cols > E else [0])))
    base = corner[:, 0, 0].copy()
    row_step = int(corner[0, 1, 0] - corner[0, 0, 0]) if rows > 1 else E
    tile_step = int(corner[0, 0, 1] - corner[0, 0, 0]) if cols > E else 0
    if np.any(base % E) or row_step % E or tile_step % E or (rows > 1 and row_step == 0):
        return None
    every_row, no_col = np.arange(rows, dtype=np.int64), np.zeros(1, dtype=np.int64)
    run = run_step = 0
    if runs and rows > 2:
        first_col = device_at(host_at(every_batch[:1], every_row, no_col))[0, :, 0]
        breaks = np.nonzero(np.diff(first_col) != row_step)[0]
        if len(breaks):
            run = int(breaks[0]) + 1
            run_step = int(first_col[run] - first_col[0])
            if run_step % E:
                return None

    def row_offsets(r):
        return (r // run) * run_step + (r % run) * row_step if run else r * row_step

    c = np.arange(cols, dtype=np.int64)
    col_off = (c // E) * tile_step + c % E
    inner = lay.host_size[-1] if lay.host_size else 0
    if cols_var is not None and cols <= inner and cols_var not in sympy.expand(view.index - cols_var).free_symbols:
        column = host_at(every_batch, every_row, no_col)  # host(b, r, c) = column(b, r) + c
        if not np.any(column % inner):  # ... and c only moves the innermost coordinate (no carry)
            return (Placement(view.buffer, base, row_step, tile_step, rows, cols, run, run_step)
                    if np.array_equal(device_at(column)[:, :, 0], base[:, None] + row_offsets(every_row))
                    and np.array_equal(device_elements(lay, c), col_off) and _padding_ok(lay, cols, E) else None)
    block = max(1, PLACE_BLOCK // max(1, nb * cols))
    for r0 in range(0, rows, block):
        r = every_row[r0:r0 + block]
        if not np.array_equal(device_at(host_at(every_batch, r, c)),
                              base[:, None, None] + row_offsets(r)[None, :, None] + col_off):
            return None
    if not _padding_ok(lay, cols, E):
        return None
    return Placement(view.buffer, base, row_step, tile_step, rows, cols, run, run_step)


def _padding_ok(lay, cols: int, E: int) -> bool:
    """The lanes past `cols` in the last stick must be the layout's zero padding, not other data."""
    if cols % E == 0:
        return True
    stick_dim = lay.dim_map[-1]
    return (lay.host_size[stick_dim] if stick_dim >= 0 else 0) == cols


def restickify_copy(stage: MatmulStage, kernel: Kernel, view: OperandView, rows_var, cols_var, rows, cols, tag,
                     into_view: bool = False):
    """A fresh contiguous (batch.., rows, cols) local buffer (default layout: sticked on cols) and a
    copy stage between it and `view`: view -> buffer for an operand, buffer -> view (into_view) for
    the output. Returns (copy stage, the view of the fresh buffer)."""
    sizes = tuple(stage.batch_sizes) + (rows, cols)
    strides = tuple(int(s) for s in np.cumprod((1,) + sizes[:0:-1])[::-1])
    name = f"{stage.name}_{tag}_restick"
    dtype = kernel.buffers[view.buffer].dtype
    kernel.buffers[name] = Buffer(name, sizes, strides, dtype, "local")
    kernel.buffers[name].layout = buffer_layout(kernel.buffers[name])
    new_vars = [iter_symbol(j) for j in range(len(sizes))]
    old_vars = list(stage.batch_vars) + [rows_var, cols_var]
    subs = {o: nv for o, nv in zip(old_vars, new_vars) if o is not None}
    orig = sympy.sympify(view.index).subs(subs, simultaneous=True)
    fresh = sum((v * s for v, s in zip(new_vars, strides)), sympy.S.Zero)
    src, dst = (fresh, orig) if into_view else (orig, fresh)
    src_buf, dst_buf = (name, view.buffer) if into_view else (view.buffer, name)
    copy = Stage(name, sizes, (), [Op("load", "%0", dtype=dtype, buffer=src_buf, index=src),
                                    Op("store", None, ("%0",), buffer=dst_buf, index=dst)])
    back = {nv: o for o, nv in zip(old_vars, new_vars) if o is not None}
    new_index = fresh.subs({nv: 0 for nv, o in zip(new_vars, old_vars) if o is None}).subs(back, simultaneous=True)
    return copy, OperandView(name, new_index, view.row_var, view.col_var, view.rows, view.cols)


def lower_matmul_stages(kernel: Kernel) -> None:
    """Replace every matmul-shaped reduction stage by a MatmulStage (restickify copies before it
    where an operand is laid out otherwise). matmul_epilogue.fold_epilogues runs next."""
    stages = []
    for stage in kernel.stages:
        mm = recognize(stage, kernel) if stage.reduce_sizes else None
        if mm is None:
            stages.append(stage)
            continue
        mm.form = "mm"
        a = place(mm, kernel, mm.a, mm.a.row_var, mm.a.col_var, mm.m, mm.k, runs=True)
        if a is None:
            copy, mm.a = restickify_copy(mm, kernel, mm.a, mm.a.row_var, mm.a.col_var, mm.m, mm.k, "a")
            stages.append(copy)
            a = place(mm, kernel, mm.a, mm.a.row_var, mm.a.col_var, mm.m, mm.k)
        b = place(mm, kernel, mm.b, mm.b.row_var, mm.b.col_var, mm.k, mm.n)
        if b is None:  # B transposed: N rows sticked on K
            b = place(mm, kernel, mm.b, mm.b.col_var, mm.b.row_var, mm.n, mm.k)
            mm.form = "mmt" if b is not None else "mm"
        if b is None:
            copy, mm.b = restickify_copy(mm, kernel, mm.b, mm.b.row_var, mm.b.col_var, mm.k, mm.n, "b")
            stages.append(copy)
            b = place(mm, kernel, mm.b, mm.b.row_var, mm.b.col_var, mm.k, mm.n)
        out = place(mm, kernel, mm.out, mm.out.row_var, mm.out.col_var, mm.m, mm.n, runs=True)
        copy_out = None
        if out is None:  # written sticked on N into a fresh buffer, then copied into the output
            copy_out, mm.out = restickify_copy(mm, kernel, mm.out, mm.out.row_var, mm.out.col_var, mm.m, mm.n,
                                                "out", into_view=True)
            out = place(mm, kernel, mm.out, mm.out.row_var, mm.out.col_var, mm.m, mm.n)
        if a is None or b is None or out is None:
            raise SpyreCompileError(f"spyre compiler: stage {stage.name}: cannot place the matmul operands "
                                    f"(A {mm.a.buffer}, B {mm.b.buffer}, out {mm.out.buffer}) on sticks")
        mm.placements = {"a": a, "b": b, "out": out}
        stages.append(mm)
        if copy_out is not None:
            stages.append(copy_out)
    kernel.stages[:] = stages
    kernel.verify()


# ---------------------------------------------------------------- plan: tiles, work items, scratchpad

MAX_TILE_ROWS = 128  # M rows per item (an mm instruction takes up to 65535)
MAX_GROUP_STICKS = 4  # N sticks per item (A's block is loaded once per group)
# rows per item down to which a B one stick deep in K (an fp16 projection from 64 features, which
# has no K to split over cores), one N stick per item, is cut for idle cores: its reload per item is
# one short transfer, and the item's PE product (rows x 64 x 64 MACs) is what it waits for
MIN_ONE_STICK_ROWS = 6
MAX_ONE_STICK_ITEMS = 8  # past it, B's reloads cost more bus time than the shorter products save
K_SPLIT = True  # split K over idle cores (a switch for benchmarks and tests)


@dataclass
class MatmulItem:
    batch: int
    m0: int
    rows: int
    n0: int  # first N stick
    sticks: int  # N sticks in this item
    k0: int = 0  # K sticks [k0, k1) (all of K unless K is split over cores)
    k1: int = 0
    part: int = 0  # K split: 0 = the owner (combines the partial sums, epilogue, store), else a helper
    first: bool = True  # K chunks run one after another on a core: the first starts the sums,
    last: bool = True  # the last hands the tile on
    owner: int = 0  # K split: index in the plan's items (= core) of the owner


@dataclass
class MatmulPlan:
    stage: MatmulStage
    mt: int
    ng: int
    items: list
    E: int
    kt: int  # K sticks
    nt: int  # N sticks
    split: int = 1  # K split over this many cores per output tile (one tile part per core)
    kc: int = 0  # K sticks per chunk (a tile's K runs in chunks when its operands do not fit at once)

    mode = "matmul"

    @property
    def flops(self) -> int:
        return 2 * math.prod(self.stage.batch_sizes) * self.stage.m * self.stage.n * self.stage.k

    def describe(self) -> str:
        s = self.stage
        return (f"  stage {s.name}: matmul ({s.form}) batch {list(s.batch_sizes)} m={s.m} n={s.n} k={s.k} "
                f"{s.dtype}; tiles {self.mt} rows x {self.ng} N sticks x {self.kt} K sticks, {len(self.items)} items"
                + (f", K split over {self.split} cores (partial sums over the ring)" if self.split > 1 else "")
                + (f"; epilogue from {s.epilogue.name}" if s.epilogue is not None else ""))

    def scratch_requests(self, mt=None, ng=None, kc=None):
        mt, ng, kc = mt or self.mt, ng or self.ng, kc or self.kc
        E, s = self.E, self.stage
        out_bytes = mt * E * ITEMSIZE[s.out_dtype]
        req = [("a", mt * kc * STICK_BYTES, True), ("b", ng * kc * E * STICK_BYTES, True),
               ("c", ng * mt * E * 4, True), ("o", ng * out_bytes, True)]
        if s.n % E:
            req += [("lane_mask", mt * E, False), ("lane_iota", mt * E * 4, False), ("zero", mt * E * 4, False)]
        if s.form == "mm" and s.k % E:
            req.append(("zero_rows", E * STICK_BYTES, False))  # copied over B's rows past K
        for p in range(1, self.split):  # partial sums rung in from the helpers
            req.append((f"partial{p}", ng * mt * E * 4, False))
        if s.epilogue is not None:
            req += epilogue_requests(self, mt, ng)
        return req

    def divide_work(self, kernel, config) -> StageWork:
        # a group is one output tile part: its K chunks stay on one core
        starts = [t for t, it in enumerate(self.items) if it.first] + [len(self.items)]
        groups = list(zip(starts[:-1], starts[1:]))
        work = StageWork(groups, deal(len(groups), config.num_cores))
        self._check_window(kernel, work, config.core_window_bytes)
        return work

    def _check_window(self, kernel, work, window):
        for core in work.cores:
            t0, t1 = work.points_of(core)
            for name, pl in self.stage.placements.items():
                isz = ITEMSIZE[kernel.buffers[pl.buffer].dtype]
                lo = min(int(pl.base[it.batch if len(pl.base) > 1 else 0]) for it in self.items[t0:t1])
                hi = max(int(pl.base[it.batch if len(pl.base) > 1 else 0]) for it in self.items[t0:t1])
                span = (hi - lo + pl.rows * pl.row_step + -(-pl.cols // self.E) * max(pl.tile_step, self.E)) * isz
                if span > window:
                    raise SpyreCompileError(f"spyre compiler: stage {self.stage.name}: core {core} would address "
                                            f"{span} bytes of {pl.buffer}, beyond the {window}-byte core window")


def _items(stage: MatmulStage, mt: int, ng: int, nt: int, kt: int) -> list:
    out = []
    for b in range(math.prod(stage.batch_sizes)):
        for m0 in range(0, stage.m, mt):
            for n0 in range(0, nt, ng):
                out.append(MatmulItem(b, m0, min(mt, stage.m - m0), n0, min(ng, nt - n0), 0, kt))
    return out


def make_plan(stage: MatmulStage, kernel: Kernel, config) -> MatmulPlan:
    E = elems_per_stick(stage.dtype)
    kt, nt = -(-stage.k // E), -(-stage.n // E)
    nb = math.prod(stage.batch_sizes)
    mt, ng = min(stage.m, MAX_TILE_ROWS), min(nt, MAX_GROUP_STICKS)

    def count(mt, ng):
        return nb * -(-stage.m // mt) * -(-nt // ng)

    # enough items for every core: smaller N groups first (A reloads), then fewer rows
    while count(mt, ng) < config.num_cores and ng > 1:
        ng = -(-ng // 2)
    while count(mt, ng) < config.num_cores and (mt > 16 or (kt == 1 and ng == 1 and mt > MIN_ONE_STICK_ROWS
                                                           and 2 * count(mt, ng) <= MAX_ONE_STICK_ITEMS)):
        mt = -(-mt // 2)
    plan = MatmulPlan(stage, mt, ng, [], E, kt, nt, kc=kt)
    capacity = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    kc = kt
    # shrink until it fits: N group first, then K chunks (no extra traffic), then rows
    while pack(plan.scratch_requests(mt, ng, kc), capacity, 2).used > capacity:
        if ng > 1:
            ng = -(-ng // 2)
        elif kc > 1:
            kc = -(-kc // 2)
        elif mt > 1:
            mt = -(-mt // 2)
        else:
            break  # plan_scratchpad names the overflow
    plan.mt, plan.ng, plan.kc = mt, ng, kc
    plan.items = _items(stage, mt, ng, nt, kt)
    # K split last: when output tiles leave cores idle, each tile's K sticks are cut over several cores
    # (one tile part per core); helpers ring their fp32 partial sums to the owner's scratchpad. Only
    # the kernel's first split stage may split (a later one's ring could land while an owner is
    # still reading the earlier stage's partials: stages are ordered per core, not across cores).
    earlier = any(getattr(st, "k_split", 1) > 1 for st in kernel.stages[:kernel.stages.index(stage)])
    split = min(kt, config.num_cores // max(1, len(plan.items)))
    if kc < kt:  # chunked K: parts would need chunks too; keep one part per tile
        split = 1
    if K_SPLIT and split > 1 and not earlier and pack(plan.scratch_requests(mt, ng) + [("partials", (split - 1) * ng * mt * E * 4,
                                                                              False)], capacity, 2).used <= capacity:
        plan.split = stage.k_split = split
        parts = []
        for it in plan.items:
            owner = len(parts)
            bounds = [kt * p // split for p in range(split + 1)]
            for p in range(split):
                parts.append(MatmulItem(it.batch, it.m0, it.rows, it.n0, it.sticks, bounds[p], bounds[p + 1], part=p,
                                        owner=owner))
        plan.items = parts
    plan.kc = max(it.k1 - it.k0 for it in plan.items) if plan.split > 1 else kc
    if plan.kc < kt and plan.split == 1:
        chunks = []
        for it in plan.items:
            for k0 in range(0, kt, plan.kc):
                k1 = min(kt, k0 + plan.kc)
                chunks.append(MatmulItem(it.batch, it.m0, it.rows, it.n0, it.sticks, k0, k1, first=k0 == 0,
                                         last=k1 == kt))
        plan.items = chunks
    return plan


# ---------------------------------------------------------------- epilogue values and regions

def value_kinds(stage: Stage, loads: dict):
    """For each SSA value: "tile" or "row" (and the op index of every value)."""
    kinds = {}
    for i, op in enumerate(stage.ops):
        if op.result is None:
            continue
        if op.opcode == "load":
            kinds[op.result] = "row" if loads[i][0] == "row" else "tile"
        elif op.opcode == "const":
            kinds[op.result] = "tile"
        else:
            kinds[op.result] = "row" if all(kinds[o] == "row" for o in op.operands) else "tile"
    return kinds


def epilogue_requests(plan, mt: int, ng: int):
    """Scratchpad regions: every loaded operand (double-buffered, all N sticks of an item) and
    every value (one N stick's tile or row; constants filled once)."""
    st = plan.stage
    E = plan.E
    kinds = value_kinds(st.epilogue, st.epilogue_loads)
    req = []
    for i, op in enumerate(st.epilogue.ops):
        if op.result is None:
            continue
        isz = ITEMSIZE[op.dtype]
        if op.opcode == "load" and st.epilogue_loads[i][0] != "acc":
            per = E * isz if kinds[op.result] == "row" else mt * E * isz
            req.append((f"eload{i}", ng * max(per, STICK_BYTES), True))
        per = E * isz if kinds[op.result] == "row" else mt * E * isz
        req.append((f"e{i}", max(per, STICK_BYTES), False))
        req.append((f"ebcast{i}", mt * E * isz, False))  # a row value broadcast to a tile
    return req
