"""Epilogue fusion for matmul stages (the fold; emit/matmul_epilogue.py emits it): the first
pointwise stage after a MatmulStage in the same kernel that reads its fusion-local result at
exactly the output index (right after it, or after stages it does not depend on: fold_epilogues)
runs inside the matmul's vector program, on the output tile while it is still in the scratchpad
(bias, activation, residual add, casts). The intermediate never goes to device memory and the
kernel has one stage fewer.

Values in the epilogue are either *tiles* (rows x one N stick of elements, like the output) or
*rows* (one N stick, the same for every row: a bias); a binary op between a tile and a row uses the
vector unit's row broadcast. Loads of other buffers are tiles (a residual, placed like the output)
or rows (a bias, indexed by N only); anything else (a scalar per batch, a masked load, an operand
whose stick holds another number of elements) keeps the stage unfused -- correct, one stage more.
The vector-unit op tables are the compiler's (common.UNARY, common.BINARY).
"""

from __future__ import annotations

import math

import numpy as np
import sympy

from ..common import BINARY, ITEMSIZE, STICK_BYTES, UNARY
from ..ir.interpret import eval_index
from ..ir.kernel_ir import Kernel, Op, Stage
from .layout import elems_per_stick
from .matmul import MatmulStage, grid_env, place, value_kinds

ALLOWED = ("load", "const", "store", "to_dtype", "identity", "where", "relu", "square")


class ModularIndexing(sympy.Function):
    """(x // div) % mod, unevaluated; interpret.eval_index evaluates it by this name."""

    nargs = 3


def _values(mm, index):
    """The index evaluated over the matmul's output grid: (batch, rows, cols)."""
    env, nb = grid_env(mm, None, mm.out.row_var, mm.out.col_var, mm.m, mm.n)
    return np.broadcast_to(eval_index(index, env), (nb, mm.m, mm.n)) if math.prod((nb, mm.m, mm.n)) else None


def _in_matmul_order(mm, nxt: Stage):
    """`nxt` re-indexed over the matmul's iteration space when it iterates the same elements in the
    same (contiguous) order under another shape -- (2, 9, 256) after an (18, 256) matmul -- else None."""
    if math.prod(nxt.iter_sizes) != math.prod(mm.iter_sizes):
        return None
    numel = math.prod(mm.iter_sizes)
    if not np.array_equal(np.asarray(_values(mm, mm.out.index)).reshape(-1), np.arange(numel)):
        return None
    strides = np.cumprod((1,) + tuple(mm.iter_sizes)[:0:-1])[::-1]
    linear = sum((v * int(st) for v, st in zip(mm.iter_vars, strides)), sympy.S.Zero)
    estrides = np.cumprod((1,) + tuple(nxt.iter_sizes)[:0:-1])[::-1]
    subs = {v: ModularIndexing(linear, int(st), int(n)) for v, st, n in zip(nxt.iter_vars, estrides, nxt.iter_sizes)}
    ops = [Op(op.opcode, op.result, op.operands, op.dtype, op.buffer,
              sympy.sympify(op.index).subs(subs, simultaneous=True) if op.index is not None else None,
              op.value, op.mask) for op in nxt.ops]
    return Stage(nxt.name, tuple(mm.iter_sizes), (), ops)


def try_fold(mm, nxt: Stage, kernel: Kernel) -> bool:
    """Fold `nxt` into `mm` as its epilogue when it fits (see the module docstring)."""
    if isinstance(nxt, MatmulStage) or nxt.reduce_sizes or mm.epilogue is not None:
        return False
    out_buf = kernel.buffers[mm.out.buffer]
    if out_buf.role != "local":
        return False
    if any(s is not nxt and mm.out.buffer in (op.buffer for op in s.ops if op.opcode == "load")
           for s in kernel.stages):
        return False
    if tuple(nxt.iter_sizes) != tuple(mm.iter_sizes):
        nxt = _in_matmul_order(mm, nxt)
        if nxt is None:
            return False
    stores = [op for op in nxt.ops if op.opcode in ("store", "store_reduction")]
    if len(stores) != 1 or stores[0].opcode != "store":
        return False
    E = elems_per_stick(mm.dtype)
    kinds = {}
    for i, op in enumerate(nxt.ops):
        if op.opcode not in ALLOWED and op.opcode not in UNARY and op.opcode not in BINARY:
            return False
        if op.opcode != "load":
            continue
        if op.mask is not None:
            return False
        if op.buffer == mm.out.buffer:
            if not np.array_equal(_values(mm, op.index), _values(mm, mm.out.index)):
                return False
            kinds[i] = ("acc", None)
            continue
        buf = kernel.buffers[op.buffer]
        if elems_per_stick(buf.dtype) != E:
            return False
        view = type(mm.out)(op.buffer, op.index, mm.out.row_var, mm.out.col_var, mm.m, mm.n)
        vals = _values(mm, op.index)
        if mm.m > 1 and (vals == vals[:, :1, :]).all() and not (vals == vals[:, :, :1]).all():
            pl = place(mm, kernel, view, mm.out.row_var, mm.out.col_var, 1, mm.n)  # the same for every row
            kind = "row"
        else:
            pl = place(mm, kernel, view, mm.out.row_var, mm.out.col_var, mm.m, mm.n, runs=True)
            kind = "tile"
        if pl is None:
            return False
        kinds[i] = (kind, pl)
    st = stores[0]
    if elems_per_stick(kernel.buffers[st.buffer].dtype) != E:
        return False
    kinds_of = value_kinds(nxt, kinds)
    if any(k == "row" and (E * ITEMSIZE[op.dtype]) % STICK_BYTES for op in nxt.ops if op.result
           for k in [kinds_of[op.result]]):
        return False  # a row value narrower than a stick (a bool row) has no row broadcast
    view = type(mm.out)(st.buffer, st.index, mm.out.row_var, mm.out.col_var, mm.m, mm.n)
    out_pl = place(mm, kernel, view, mm.out.row_var, mm.out.col_var, mm.m, mm.n, runs=True)
    if out_pl is None:
        return False
    mm.epilogue = nxt
    mm.epilogue_loads = kinds
    mm.placements["out"] = out_pl
    mm.out = view
    mm.out_dtype = kernel.buffers[st.buffer].dtype
    return True


def fold_epilogues(kernel: Kernel) -> None:
    """Each MatmulStage takes as its epilogue, where try_fold can, the first later stage that reads
    its result when nothing between depends on that stage or it on them (`_movable`: three
    projections, then their three bias adds)."""
    stages = list(kernel.stages)
    k = 0
    while k < len(stages):
        stage = stages[k]
        if isinstance(stage, MatmulStage):
            j = next((j for j in range(k + 1, len(stages)) if _reads(stages[j], stage.out.buffer)), None)
            if j is not None and _movable(stages[j], stages[k + 1:j]) and try_fold(stage, stages[j], kernel):
                del stages[j]
        k += 1
    kernel.stages[:] = stages


def _reads(stage: Stage, buffer: str) -> bool:
    return buffer in stage.buffers_read()


def _movable(stage: Stage, between: list) -> bool:
    """Whether `stage` can run before the stages `between` (it comes after them): it reads nothing
    they write, and they neither read nor write what it writes."""
    reads, writes = set(stage.buffers_read()), set(stage.buffers_written())
    return not any(reads & set(other.buffers_written()) or writes & set(other.buffers_read() + other.buffers_written())
                   for other in between)
