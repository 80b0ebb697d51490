"""Emission of a matmul stage's fused epilogue (what folds and why: passes/matmul_epilogue.py): the
epilogue's ops on the output tile in the matmul's vector program."""

from __future__ import annotations

from ..common import BINARY, INT32_MAX, INT32_MIN, ITEMSIZE, STICK_BYTES, UNARY, SpyreCompileError, isa_dtype
from ..passes.matmul import value_kinds


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
        self.kinds = value_kinds(self.st.epilogue, self.loads)
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
