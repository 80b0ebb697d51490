"""Epilogue fusion for matmul stages: a pointwise stage that follows a MatmulStage in the same kernel
and reads its fusion-local result at exactly the output index runs inside the matmul's vector
program, on the output tile while it is still in the scratchpad (bias, activation, residual add,
casts). The intermediate never goes to device memory and the kernel has one stage fewer.

Values in the epilogue are either *tiles* (rows x one N stick of elements, like the output) or
*rows* (one N stick, the same for every row: a bias); a binary op between a tile and a row uses the
vector unit's row broadcast. Loads of other buffers are tiles (a residual, placed like the output)
or rows (a bias, indexed by N only); anything else (a scalar per batch, a masked load, an operand
whose stick holds another number of elements) keeps the stage unfused -- correct, one stage more.
The vector-unit op tables are the compiler's (common.UNARY, common.BINARY).
"""

from __future__ import annotations

import sympy

from .common import BINARY, INT32_MAX, INT32_MIN, ITEMSIZE, STICK_BYTES, UNARY, SpyreCompileError, isa_dtype
from .kernel_ir import Kernel, Op, Stage

ALLOWED = ("load", "const", "store", "to_dtype", "identity", "where", "relu", "square")


def _matmul_stage_types():
    from .matmul import MatmulStage, place

    return MatmulStage, place


def _readers(kernel: Kernel, name: str):
    return [s for s in kernel.stages if name in (op.buffer for op in s.ops if op.opcode == "load")]


class ModularIndexing(sympy.Function):
    """(x // div) % mod, unevaluated; interpret.eval_index evaluates it by this name."""

    nargs = 3


def _values(mm, index):
    """The index evaluated over the matmul's output grid: (batch, rows, cols)."""
    import math

    import numpy as np

    from .interpret import eval_index
    from .matmul import _grid_env

    env, nb = _grid_env(mm, None, mm.out.row_var, mm.out.col_var, mm.m, mm.n)
    return np.broadcast_to(eval_index(index, env), (nb, mm.m, mm.n)) if math.prod((nb, mm.m, mm.n)) else None


def _in_matmul_order(mm, nxt: Stage):
    """`nxt` re-indexed over the matmul's iteration space when it iterates the same elements in the
    same (contiguous) order under another shape -- (2, 9, 256) after an (18, 256) matmul -- else None."""
    import math

    import numpy as np

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
    MatmulStage, place = _matmul_stage_types()
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
    from .passes.layout import elems_per_stick

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
            import numpy as np

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
    kinds_of = _value_kinds(nxt, kinds)
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
    MatmulStage, _ = _matmul_stage_types()
    stages, k = [], 0
    while k < len(kernel.stages):
        stage = kernel.stages[k]
        stages.append(stage)
        if isinstance(stage, MatmulStage) and k + 1 < len(kernel.stages) and \
                try_fold(stage, kernel.stages[k + 1], kernel):
            k += 2
            continue
        k += 1
    kernel.stages[:] = stages


def _value_kinds(stage: Stage, loads: dict):
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
    kinds = _value_kinds(st.epilogue, st.epilogue_loads)
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


class EpilogueEmitter:
    """The epilogue of one MatmulStage on one core: setup (constants), loads per item, compute per
    (item, N stick) from the fp32 accumulator tile into the output tile."""

    def __init__(self, mm_emitter, core: int):
        self.e = mm_emitter
        self.st = mm_emitter.stage
        self.plan = mm_emitter.plan
        self.sc = mm_emitter.scratch
        self.ops = self.st.epilogue.ops
        self.loads = self.st.epilogue_loads
        self.kinds = _value_kinds(self.st.epilogue, self.loads)
        self.dtypes = {op.result: op.dtype for op in self.ops if op.result}

    def setup(self, V):
        for i, op in enumerate(self.ops):
            if op.opcode == "const":
                value = int(op.value) if isinstance(op.value, bool) else op.value
                if not op.dtype.startswith(("float", "bfloat")):
                    if not INT32_MIN <= int(value) <= INT32_MAX:
                        raise SpyreCompileError(f"spyre compiler: epilogue {self.st.epilogue.name}: integer constant "
                                                f"{value} does not fit the 32-bit immediate")
                    value = int(value)
                V.fill(isa_dtype(op.dtype), self.sc[f"e{i}"].addr(0), value, self._sticks(op.dtype, self.plan.mt))

    def _sticks(self, dtype, rows):
        return max(1, -(-rows * self.plan.E * ITEMSIZE[dtype] // STICK_BYTES))

    def load(self, L, t, it):
        E = self.plan.E
        for i, (kind, pl) in self.loads.items():
            if kind == "acc":
                continue
            op = self.ops[i]
            isz = ITEMSIZE[op.dtype]
            base = int(pl.base[it.batch])
            region = self.sc[f"eload{i}"].addr(t)
            for j in range(it.sticks):
                nt = it.n0 + j
                if kind == "row":
                    self.e._dev(L, 1, None, base + nt * pl.tile_step, placement=pl)
                    L.ld(region + j * max(E * isz, STICK_BYTES), (1, 0), 1)
                    self.e.cg.bytes_moved += STICK_BYTES
                else:
                    self.e.move_block(L, "ld", region + j * self.plan.mt * E * isz, pl, base + nt * pl.tile_step,
                                      it.m0, it.rows, isz)

    def compute(self, V, t, it, j, cj, oj, tail):
        E, mt = self.plan.E, self.plan.mt
        addr, rows = {}, it.rows
        for i, op in enumerate(self.ops):
            res, dt = op.result, op.dtype
            if op.opcode == "store":
                src = op.operands[0]
                val = self._as_tile(V, src, addr, rows)
                sdt, odt = self.dtypes[src], self.st.out_dtype
                n = self._sticks(sdt, rows)
                if sdt == odt:
                    V.copy(isa_dtype(odt), oj, val, n)
                else:
                    V.cast(isa_dtype(sdt), oj, val, n, isa_dtype(odt))
                if tail:
                    V.select(isa_dtype(odt), oj, self.sc["lane_mask"].addr(0), oj, self.sc["zero"].addr(0),
                             self._sticks(odt, rows))
                continue
            dst = self.sc[f"e{i}"].addr(0)
            if op.opcode == "load":
                kind, _ = self.loads[i]
                if kind == "acc":  # the matmul result, rounded to its buffer's dtype as the unfused store would
                    if dt == "float32":
                        addr[res] = cj
                    else:
                        V.cast("f32", dst, cj, self._sticks("float32", rows), isa_dtype(dt))
                        addr[res] = dst
                elif kind == "row":
                    addr[res] = self.sc[f"eload{i}"].addr(t) + j * max(E * ITEMSIZE[dt], STICK_BYTES)
                else:
                    addr[res] = self.sc[f"eload{i}"].addr(t) + j * mt * E * ITEMSIZE[dt]
                continue
            if op.opcode == "const":
                addr[res] = dst
                continue
            addr[res] = dst
            is_row = self.kinds[res] == "row"
            n = max(1, E * ITEMSIZE[dt] // STICK_BYTES) if is_row else self._sticks(dt, rows)
            ins = op.operands
            in_dt = [self.dtypes[o] for o in ins]
            if op.opcode == "to_dtype":
                nin = self._n_of(ins[0], rows)
                if in_dt[0] == dt:
                    V.copy(isa_dtype(dt), dst, addr[ins[0]], nin)
                else:
                    V.cast(isa_dtype(in_dt[0]), dst, addr[ins[0]], nin, isa_dtype(dt))
            elif op.opcode == "identity":
                V.copy(isa_dtype(dt), dst, addr[ins[0]], n)
            elif op.opcode == "relu":
                V.binary_imm("max", isa_dtype(dt), dst, addr[ins[0]], 0, n)
            elif op.opcode == "square":
                V.binary("mul", isa_dtype(dt), dst, addr[ins[0]], addr[ins[0]], n)
            elif op.opcode == "where":
                m_, a_, b_ = (self._operand(V, o, res, addr, rows) for o in ins)
                V.select(isa_dtype(dt), dst, m_, a_, b_, n)
            elif op.opcode in UNARY:
                V.unary(UNARY[op.opcode], isa_dtype(in_dt[0]), dst, addr[ins[0]], self._n_of(ins[0], rows))
            else:  # BINARY (checked when folding)
                a_kind, b_kind = self.kinds[ins[0]], self.kinds[ins[1]]
                a_ = addr[ins[0]] if a_kind == self.kinds[res] else self._as_tile(V, ins[0], addr, rows)
                if b_kind == "row" and not is_row:  # the row broadcast of the vector unit
                    nrow = max(1, E * ITEMSIZE[in_dt[1]] // STICK_BYTES)
                    V.binary(BINARY[op.opcode], isa_dtype(in_dt[0]), dst, a_, addr[ins[1]],
                             self._sticks(in_dt[0], rows), b_mode=("row", nrow))
                else:
                    V.binary(BINARY[op.opcode], isa_dtype(in_dt[0]), dst, a_, addr[ins[1]],
                             max(1, E * ITEMSIZE[in_dt[0]] // STICK_BYTES) if is_row else self._sticks(in_dt[0], rows))

    def _n_of(self, value, rows):
        dt = self.dtypes[value]
        if self.kinds[value] == "row":
            return max(1, self.plan.E * ITEMSIZE[dt] // STICK_BYTES)
        return self._sticks(dt, rows)

    def _operand(self, V, value, res, addr, rows):
        return self._as_tile(V, value, addr, rows) if self.kinds[res] == "tile" else addr[value]

    def _as_tile(self, V, value, addr, rows):
        """A row value broadcast over the rows of the tile (a tile value as it is)."""
        if self.kinds[value] != "row":
            return addr[value]
        i = int(value.lstrip("%"))
        dt = self.dtypes[value]
        nrow = max(1, self.plan.E * ITEMSIZE[dt] // STICK_BYTES)
        dst = self.sc[f"ebcast{i}"].addr(0)
        V.bcast(isa_dtype(dt), dst, addr[value], self._sticks(dt, rows), ("row", nrow))
        return dst
