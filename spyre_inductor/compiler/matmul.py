"""The matmul family on the PE array: lowering, recognition in the kernel IR, plan and codegen.

Lowering (device "spyre" only): mm, bmm, addmm, baddbmm become one Inductor sum reduction
`out[b.., m, n] = sum_k A[b.., m, k] * B[b.., k, n]` over realized operands (addmm/baddbmm add their
scaled bias as an ordinary pointwise node, which Inductor fuses into the same kernel); linear and
matmul of any rank reach these through PyTorch's own decompositions (views, expand, t). No extern
ATen call is ever made, and the reduction is never split or unrolled (inductor_api.sum_reduction).

Recognition (`lower_matmul_stages`, run by codegen after layouts are assigned): a reduction stage
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
Per item the load unit brings A's block (all K sticks) and B's sticks into double-buffered
scratchpad regions; the PE unit runs one `mm`/`mmt` per (K stick, N stick) with fp32 accumulation
(a hardware loop over K); the vector unit masks N-tail lanes, runs the fused epilogue and casts
to the output dtype; the store unit writes the output sticks. Token queues load->pe->vector->store
with "free" queues back give the double buffering.

Epilogue fusion: a pointwise stage that directly follows a matmul stage in the same kernel and
reads the matmul's fusion-local result at exactly the output index (bias, activation, residual
add, casts) runs inside the matmul's vector program on the output tile; the intermediate never
leaves the scratchpad. Its other operands are either per-N rows (a bias: one stick per N stick)
or full output-shaped tiles (a residual).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import sympy
import torch

from . import inductor_api as api
from .common import DEVICE, ITEMSIZE, STICK_BYTES, SpyreCompileError, isa_dtype
from .interpret import eval_index
from .kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol
from .passes.layout import buffer_layout, device_elements
from .passes.scratchpad import pack
from .passes.work_division import StageWork, deal
from .planned_stage import PlannedStageEmitter

aten = torch.ops.aten
FLOAT_DTYPES = (torch.float32, torch.float16, torch.bfloat16)


# ---------------------------------------------------------------- lowering

def _check_operands(name, a, b):
    if a.get_dtype() != b.get_dtype():
        raise SpyreCompileError(f"spyre compiler: {name}: operands of different dtypes {a.get_dtype()} and "
                                f"{b.get_dtype()}")
    if a.get_dtype() not in FLOAT_DTYPES:
        raise SpyreCompileError(f"spyre compiler: {name}: the PE array multiplies float16/bfloat16/float32, "
                                f"got {a.get_dtype()}")


def _matmul_reduction(name, a, b, batch: bool):
    """out[(bt,) m, n] = sum_k a[(bt,) m, k] * b[(bt,) k, n] as one realized sum reduction."""
    _check_operands(name, a, b)
    a, b = api.realize_input(a), api.realize_input(b)
    asz, bsz = list(a.get_size()), list(b.get_size())
    want = 3 if batch else 2
    if len(asz) != want or len(bsz) != want:
        raise SpyreCompileError(f"spyre compiler: {name}: expected {want}-d operands, got {asz} and {bsz}")
    if api.V.graph.sizevars.statically_known_equals(asz[-1], bsz[-2]) is False:
        raise SpyreCompileError(f"spyre compiler: {name}: inner dims differ ({asz} @ {bsz})")
    load_a, load_b = a.make_loader(), b.make_loader()
    dtype = a.get_dtype()

    def inner(index, rindex):
        *bt, m, n = index
        (k,) = rindex
        x, y = load_a([*bt, m, k]), load_b([*bt, k, n])
        if dtype != torch.float32:  # the PE array accumulates in fp32
            x, y = api.ops.to_dtype(x, torch.float32), api.ops.to_dtype(y, torch.float32)
        return api.ops.mul(x, y)

    ranges = ([asz[0]] if batch else []) + [asz[-2], bsz[-1]]
    return api.sum_reduction(a.get_device(), dtype, torch.float32, inner, ranges, [asz[-1]])


def _with_bias(product, bias, beta, alpha):
    mul, add = api.stock_lowering(aten.mul.Tensor), api.stock_lowering(aten.add.Tensor)
    if alpha != 1:
        product = mul(product, alpha)
    if beta == 0:
        return product
    if beta != 1:
        bias = mul(bias, beta)
    return add(product, bias)


def register_matmul_lowerings() -> None:
    api.register_device_lowering([aten.mm.default], DEVICE, lambda a, b: _matmul_reduction("mm", a, b, False))
    api.register_device_lowering([aten.bmm.default], DEVICE, lambda a, b: _matmul_reduction("bmm", a, b, True))
    api.register_device_lowering(
        [aten.addmm.default], DEVICE,
        lambda bias, a, b, beta=1, alpha=1: _with_bias(_matmul_reduction("addmm", a, b, False), bias, beta, alpha))
    api.register_device_lowering(
        [aten.baddbmm.default], DEVICE,
        lambda bias, a, b, beta=1, alpha=1: _with_bias(_matmul_reduction("baddbmm", a, b, True), bias, beta, alpha))


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


def _grid_env(stage: MatmulStage, view: OperandView, rows_var, cols_var, rows, cols):
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


def place(stage: MatmulStage, kernel: Kernel, view: OperandView, rows_var, cols_var, rows, cols,
          runs: bool = False) -> Placement | None:
    """The placement of `view` read as rows x cols sticked on cols, or None if its layout is not so.
    runs=True also accepts rows in evenly spaced runs (the row loads and stores split at runs)."""
    buf = kernel.buffers[view.buffer]
    lay = buf.layout
    E = lay.elems_per_stick
    env, nb = _grid_env(stage, view, rows_var, cols_var, rows, cols)
    host = np.broadcast_to(eval_index(view.index, env), (nb, rows, cols)).astype(np.int64) + buf.offset
    dev = device_elements(lay, host.reshape(-1)).reshape(nb, rows, cols)
    base = dev[:, 0, 0].copy()
    row_step = int(dev[0, 1, 0] - dev[0, 0, 0]) if rows > 1 else E
    tile_step = int(dev[0, 0, E] - dev[0, 0, 0]) if cols > E else 0
    if np.any(base % E) or row_step % E or tile_step % E or (rows > 1 and row_step == 0):
        return None
    r = np.arange(rows)[None, :, None]
    c = np.arange(cols)[None, None, :]
    run = run_step = 0
    row_off = r * row_step
    if runs and rows > 2:
        steps = np.diff(dev[0, :, 0])
        breaks = np.nonzero(steps != row_step)[0]
        if len(breaks):
            run = int(breaks[0]) + 1
            run_step = int(dev[0, run, 0] - dev[0, 0, 0])
            row_off = (r // run) * run_step + (r % run) * row_step
            if run_step % E:
                return None
    if not np.array_equal(dev, base[:, None, None] + row_off + (c // E) * tile_step + c % E):
        return None
    if cols % E:
        # the lanes past `cols` in the last stick must be the layout's zero padding, not other data
        stick_dim = lay.dim_map[-1]
        extent = lay.host_size[stick_dim] if stick_dim >= 0 else 0
        if extent != cols:
            return None
    return Placement(view.buffer, base, row_step, tile_step, rows, cols, run, run_step)


def _restickify_copy(stage: MatmulStage, kernel: Kernel, view: OperandView, rows_var, cols_var, rows, cols, tag,
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
    where an operand is laid out otherwise) and fold a following pointwise epilogue into it."""
    stages = []
    for stage in kernel.stages:
        mm = recognize(stage, kernel) if stage.reduce_sizes else None
        if mm is None:
            stages.append(stage)
            continue
        mm.form = "mm"
        a = place(mm, kernel, mm.a, mm.a.row_var, mm.a.col_var, mm.m, mm.k, runs=True)
        if a is None:
            copy, mm.a = _restickify_copy(mm, kernel, mm.a, mm.a.row_var, mm.a.col_var, mm.m, mm.k, "a")
            stages.append(copy)
            a = place(mm, kernel, mm.a, mm.a.row_var, mm.a.col_var, mm.m, mm.k)
        b = place(mm, kernel, mm.b, mm.b.row_var, mm.b.col_var, mm.k, mm.n)
        if b is None:  # B transposed: N rows sticked on K
            b = place(mm, kernel, mm.b, mm.b.col_var, mm.b.row_var, mm.n, mm.k)
            mm.form = "mmt" if b is not None else "mm"
        if b is None:
            copy, mm.b = _restickify_copy(mm, kernel, mm.b, mm.b.row_var, mm.b.col_var, mm.k, mm.n, "b")
            stages.append(copy)
            b = place(mm, kernel, mm.b, mm.b.row_var, mm.b.col_var, mm.k, mm.n)
        out = place(mm, kernel, mm.out, mm.out.row_var, mm.out.col_var, mm.m, mm.n, runs=True)
        copy_out = None
        if out is None:  # written sticked on N into a fresh buffer, then copied into the output
            copy_out, mm.out = _restickify_copy(mm, kernel, mm.out, mm.out.row_var, mm.out.col_var, mm.m, mm.n,
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
    from .matmul_epilogue import fold_epilogues

    fold_epilogues(kernel)
    kernel.verify()


# ---------------------------------------------------------------- plan: tiles, work items, scratchpad

MAX_TILE_ROWS = 128  # M rows per item (an mm instruction takes up to 65535)
MAX_GROUP_STICKS = 4  # N sticks per item (A's block is loaded once per group)
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
            from .matmul_epilogue import epilogue_requests

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
    from .passes.layout import elems_per_stick

    E = elems_per_stick(stage.dtype)
    kt, nt = -(-stage.k // E), -(-stage.n // E)
    nb = math.prod(stage.batch_sizes)
    mt, ng = min(stage.m, MAX_TILE_ROWS), min(nt, MAX_GROUP_STICKS)

    def count(mt, ng):
        return nb * -(-stage.m // mt) * -(-nt // ng)

    # enough items for every core: smaller N groups first (A reloads), then fewer rows
    while count(mt, ng) < config.num_cores and ng > 1:
        ng = -(-ng // 2)
    while count(mt, ng) < config.num_cores and mt > 16:
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


# ---------------------------------------------------------------- codegen

class MatmulEmitter(PlannedStageEmitter):
    """Emits one MatmulStage on every core that has items (same interface as codegen's stage emitter)."""

    KIND = "matmul"
    QUEUES = {"ab_full": ("load", "pe"), "ab_free": ("pe", "load"), "c_full": ("pe", "vector"),
              "c_free": ("vector", "pe"), "o_full": ("vector", "store"), "o_free": ("store", "vector"),
              "zeroed": ("vector", "load"), "c_ring": ("pe", "load"), "e_free": ("vector", "load")}

    # -- helpers
    def _dev(self, unit, reg, which, elem, placement=None):
        """li reg <- device address of element `elem` of placement `which` (caller slot or scratch)."""
        pl = placement or self.stage.placements[which]
        isz = ITEMSIZE[self.kernel.buffers[pl.buffer].dtype]
        slot, addend = self.cg.slot_for(pl.buffer)
        unit.li_slot(reg, slot, addend + int(elem) * isz)
        return isz

    def _base(self, which, item):
        pl = self.stage.placements[which]
        return int(pl.base[item.batch if len(pl.base) > 1 else 0])

    def move_block(self, unit, what, sp, pl, elem0, r0, rows, isz):
        """Rows [r0, r0+rows) of placement pl (element elem0 = the row-0 element of the wanted stick
        column) between the scratchpad (rows contiguous from sp) and device memory, one transfer per run."""
        fn = unit.ld if what == "ld" else unit.st
        for r, n in pl.segments(r0, rows):
            self._dev(unit, 1, None, elem0 + pl.row_offset(r), placement=pl)
            self._move_rows(fn, sp + (r - r0) * STICK_BYTES, 1, pl, n, isz, what)

    def _move_rows(self, fn, sp, reg, pl, rows, isz, what):
        """rows consecutive-in-M sticks between sp (contiguous) and device (row_step apart)."""
        if pl.row_step == self.plan.E or rows == 1:
            fn(sp, (reg, 0), rows) if what == "ld" else fn((reg, 0), sp, rows)
        elif what == "ld":
            fn(sp, (reg, 0), 1, rows=rows, stride=pl.row_step * isz)
        else:
            fn((reg, 0), sp, 1, rows=rows, stride=pl.row_step * isz)
        self.cg.bytes_moved += rows * STICK_BYTES

    def _core_of(self, item_index: int) -> int:
        return next(c for c in self.work.cores if self.work.points_of(c)[0] <= item_index < self.work.points_of(c)[1])

    def _partial_queue(self, helper_core: int, owner_core: int, owner_item) -> object:
        """The cross-core queue helper load -> owner vector (one per pair, made once per kernel)."""
        cache = self.cg.__dict__.setdefault("matmul_ring_queues", {})
        key = (helper_core, owner_core)
        if key not in cache:
            cache[key] = self.cg.builder.queue((helper_core, "load"), (owner_core, "vector"))
        return cache[key]

    def emit_core(self, core):
        cb = self.cg.builder.core(core)
        L, P, V, S = cb.load, cb.pe, cb.vector, cb.store
        barriers = sum(1 for ins in L.instructions if ins.op == "barrier")
        while sum(1 for ins in P.instructions if ins.op == "barrier") < barriers:
            P.barrier()  # the PE unit joins the stage barriers the other units already passed
        q = self.queues(core)
        t0, t1 = self.work.points_of(core)
        items = self.plan.items[t0:t1]
        T, D = len(items), self.scratch.depth
        st, E, kt = self.stage, self.plan.E, self.plan.kt
        dt = isa_dtype(st.dtype)
        zero_b = st.form == "mm" and st.k % E != 0
        tail = st.n % E
        sc = self.scratch

        # ---- vector setup: zero rows (copied over B's rows past K), lane mask for the N tail
        if zero_b:
            V.fill(dt, sc["zero_rows"].addr(0), 0, E)
            V.signal(q["zeroed"])
            L.wait(q["zeroed"])
        if tail:
            n32 = self.plan.mt * E // 32
            V.iota("i32", sc["lane_iota"].addr(0), 0, n32)
            V.binary_imm("rem", "i32", sc["lane_iota"].addr(0), sc["lane_iota"].addr(0), E, n32)
            V.binary_imm("lt", "i32", sc["lane_mask"].addr(0), sc["lane_iota"].addr(0), tail, n32)
            V.fill("f32", sc["zero"].addr(0), 0, n32)
        if st.epilogue is not None:
            from .matmul_epilogue import EpilogueEmitter

            epi = EpilogueEmitter(self, core)
            epi.setup(V)

        kc = self.plan.kc
        U = sum(1 for it in items if it.last)  # output tiles (parts) on this core
        u = -1
        for t, it in enumerate(items):
            a_sp, b_sp = sc["a"].addr(t), sc["b"].addr(t)
            u += 1 if it.first else 0  # this tile's slot of the C / output / epilogue regions
            # ---- load unit: A block (all K sticks), B sticks
            if t >= D:
                L.wait(q["ab_free"])
            pa = st.placements["a"]
            kn = it.k1 - it.k0  # K sticks of this item (all of K unless split)
            isz = ITEMSIZE[st.dtype]
            segs = list(pa.segments(it.m0, it.rows))
            if len(segs) > 1:  # rows in several runs: per run, per K stick
                for r, n in segs:
                    self._dev(L, 1, "a", self._base("a", it) + pa.row_offset(r) + it.k0 * pa.tile_step)
                    L.li(2, a_sp + (r - it.m0) * STICK_BYTES)
                    with L.loop(kn):
                        if n == 1 or pa.row_step == E:
                            L.ld((2, 0), (1, 0), n)
                        else:
                            L.ld((2, 0), (1, 0), 1, rows=n, stride=pa.row_step * isz)
                        L.addi(1, 1, pa.tile_step * isz)
                        L.addi(2, 2, it.rows * STICK_BYTES)
            else:
                self._dev(L, 1, "a", self._base("a", it) + pa.row_offset(it.m0) + it.k0 * pa.tile_step)
                if it.rows == 1 or pa.row_step == E:
                    L.ld(a_sp, (1, 0), it.rows, rows=kn, stride=pa.tile_step * isz)
                else:
                    L.li(2, a_sp)
                    with L.loop(kn):
                        L.ld((2, 0), (1, 0), 1, rows=it.rows, stride=pa.row_step * isz)
                        L.addi(1, 1, pa.tile_step * isz)
                        L.addi(2, 2, it.rows * STICK_BYTES)
            self.cg.bytes_moved += it.rows * kn * STICK_BYTES
            pb = st.placements["b"]
            for j in range(it.sticks):
                nt = it.n0 + j
                bj = b_sp + j * kc * E * STICK_BYTES
                if st.form == "mm":  # K rows of one N stick
                    self._dev(L, 1, "b", self._base("b", it) + nt * pb.tile_step + it.k0 * E * pb.row_step)
                    krows = min(it.k1 * E, st.k) - it.k0 * E
                    self._move_rows(L.ld, bj, 1, pb, krows, isz, "ld")
                    if krows < kn * E:  # rows past K: zeros (A's padding lanes are zero, B's rows must be finite)
                        L.ring(core, bj + krows * STICK_BYTES, sc["zero_rows"].addr(0), kn * E - krows)
                else:  # per K stick, the N rows of this N stick
                    nn = min(E, st.n - nt * E)
                    self._dev(L, 1, "b", self._base("b", it) + nt * E * pb.row_step + it.k0 * pb.tile_step)
                    if pb.row_step == E and nn == E:
                        L.ld(bj, (1, 0), E, rows=kn, stride=pb.tile_step * isz)
                    else:
                        L.li(2, bj)
                        with L.loop(kn):
                            L.ld((2, 0), (1, 0), 1, rows=nn, stride=pb.row_step * isz)
                            L.addi(1, 1, pb.tile_step * isz)
                            L.addi(2, 2, E * STICK_BYTES)
                    self.cg.bytes_moved += nn * kn * STICK_BYTES
            if st.epilogue is not None and it.last and not it.part:
                if u >= D:
                    L.wait(q["e_free"])
                epi.load(L, u, it)
            L.signal(q["ab_full"])

            # ---- PE: C[j] = sum over K sticks of A[kt] @ B[j, kt]
            P.wait(q["ab_full"])
            if it.first and u >= D:
                P.wait(q["c_free"])
            mm = getattr(P, st.form)
            for j in range(it.sticks):
                cj = sc["c"].addr(u) + j * self.plan.mt * E * 4
                bj = b_sp + j * kc * E * STICK_BYTES
                mm(dt, cj, a_sp, bj, m=it.rows, k=1, n=1, acc=not it.first)
                if kn > 1:
                    P.li(1, a_sp + it.rows * STICK_BYTES)
                    P.li(2, bj + E * STICK_BYTES)
                    with P.loop(kn - 1):
                        mm(dt, cj, (1, 0), (2, 0), m=it.rows, k=1, n=1, acc=True)
                        P.addi(1, 1, it.rows * STICK_BYTES)
                        P.addi(2, 2, E * STICK_BYTES)
            if t + D < T:
                P.signal(q["ab_free"])
            if not it.last:
                continue  # the next K chunk accumulates into the same C
            if it.part:  # a K-split helper: ring the partial sums to the owner, nothing to store
                P.signal(q["c_ring"])
                L.wait(q["c_ring"])
                owner = self.plan.items[it.owner]
                L.ring(self._core_of(it.owner), sc[f"partial{it.part}"].addr(0), sc["c"].addr(u),
                       it.sticks * self.plan.mt * E * 4 // STICK_BYTES)
                self.cg.ring_bytes = getattr(self.cg, "ring_bytes", 0) + it.sticks * self.plan.mt * E * 4
                L.signal(self._partial_queue(core, self._core_of(it.owner), owner))
                continue
            P.signal(q["c_full"])

            # ---- vector: partial sums of a split K, N-tail lanes to zero, epilogue, output dtype
            V.wait(q["c_full"])
            if u >= D:
                V.wait(q["o_free"])
            n32 = it.rows * E // 32
            out_dt = isa_dtype(st.out_dtype)
            helpers = [h for h, other in enumerate(self.plan.items) if other.part and other.owner == t0 + t]
            for h in helpers:
                V.wait(self._partial_queue(self._core_of(h), core, it))
            for h in helpers:
                part = self.plan.items[h].part
                for j in range(it.sticks):
                    cj = sc["c"].addr(u) + j * self.plan.mt * E * 4
                    V.binary("add", "f32", cj, cj, sc[f"partial{part}"].addr(0) + j * self.plan.mt * E * 4, n32)
            for j in range(it.sticks):
                cj = sc["c"].addr(u) + j * self.plan.mt * E * 4
                oj = sc["o"].addr(u) + j * self.plan.mt * E * ITEMSIZE[st.out_dtype]
                last = it.n0 + j == self.plan.nt - 1
                if tail and last:
                    V.select("f32", cj, sc["lane_mask"].addr(0), cj, sc["zero"].addr(0), n32)
                if st.epilogue is not None:
                    epi.compute(V, u, it, j, cj, oj, tail and last)
                elif out_dt == "f32":
                    V.copy("f32", oj, cj, n32)
                else:
                    V.cast("f32", oj, cj, n32, out_dt)
            if u + D < U:
                V.signal(q["c_free"])
                if st.epilogue is not None:
                    V.signal(q["e_free"])
            V.signal(q["o_full"])

            # ---- store unit
            S.wait(q["o_full"])
            po = st.placements["out"]
            for j in range(it.sticks):
                oj = sc["o"].addr(u) + j * self.plan.mt * E * ITEMSIZE[st.out_dtype]
                self.move_block(S, "st", oj, po, self._base("out", it) + (it.n0 + j) * po.tile_step, it.m0, it.rows,
                                ITEMSIZE[self.kernel.buffers[po.buffer].dtype])
            if u + D < U:
                S.signal(q["o_free"])
