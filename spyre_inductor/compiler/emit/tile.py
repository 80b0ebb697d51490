"""Emission of tiled stages (the tile plan and its model: passes/tiles.py): the row emitter's frame
with tiles as points and E*E-element tiles as rows."""

from __future__ import annotations

import numpy as np

from ..common import ITEMSIZE, isa_dtype
from ..passes.tiles import BCAST, COLUMNS
from .rows import RowEmitter


def _runs(rows: np.ndarray):
    """(first row, count, step) pieces of `rows` (stick starts) that are evenly spaced upwards."""
    r, n = 0, len(rows)
    while r < n:
        step = int(rows[r + 1] - rows[r]) if r + 1 < n else 0
        k = 1
        if step > 0:
            while r + k < n and int(rows[r + k] - rows[r + k - 1]) == step:
                k += 1
        yield r, k, step
        r += k


class TileEmitter(RowEmitter):
    """Emits a tiled stage: the generic row-point frame (queues, double buffers, rerolled loops)
    with tiles as points and E*E-element tiles as rows; loads and stores move a tile's sticks, the
    vector unit transposes the loads sticked on w first."""

    def region_requests(self):
        R, req = self.R, []
        for i, op in enumerate(self.ops):
            if op.opcode == "load":
                kind, isz = self.kinds[i], ITEMSIZE[op.dtype]
                shifted = self.plan.accesses[i].shifted
                if kind == "scalar":  # (the generic load emission names a scalar's stick "stick{i}")
                    req.append((f"stick{i}", 128, True))
                elif kind in BCAST:
                    req.append((f"v{i}", 128, True))
                else:  # (a shifted row is read up to a stick past the tile)
                    req.append((f"v{i}", R * isz + (128 if shifted and kind == "row" else 0), True))
                if kind in COLUMNS:  # the loaded sticks transposed: lane l of every stick becomes row l
                    req.append((f"t{i}", R * isz, False))
                if kind != "row" or shifted:  # the tile in the output's frame (shifted: read up to T rows on)
                    req.append((f"x{i}", R * isz * (2 if shifted and kind == "trans" else 1), False))
            elif op.opcode == "store":
                req.append((f"out{i}", R * ITEMSIZE[self.dtypes[op.operands[0]]], True))
            elif op.result:
                req.append((f"v{i}", R * ITEMSIZE[op.dtype], False))
        if self.plan.u_tail:
            req += [("lane_mask_tail", R, False), ("lane_iota", R * 4, False)]
            for dt in self.store_dtypes():
                req.append((f"fill_zero_{dt}", R * ITEMSIZE[dt], False))
        return req

    def store_dtypes(self):
        return sorted({self.dtypes[op.operands[0]] for op in self.ops if op.opcode == "store"})

    def setup_vector(self, V):
        """Constants, and for a partial last u tile the mask of its valid lanes (lane % T < tail)."""
        R, T = self.R, self.plan.T
        if self.plan.u_tail:
            iota, mask = self.scratch["lane_iota"].addr(0), self.scratch["lane_mask_tail"].addr(0)
            V.iota("i32", iota, 0, R // 32)
            V.binary_imm("rem", "i32", iota, iota, T, R // 32)
            V.binary_imm("lt", "i32", mask, iota, self.plan.u_tail, R // 32)
            for dt in self.store_dtypes():
                V.fill(isa_dtype(dt), self.scratch[f"fill_zero_{dt}"].addr(0), 0, self.n(dt))
        self.fill_constants(V)

    def _row_transfer(self, fn, i, p, regs, sp_addr):
        acc = self.plan.accesses[i]
        if acc.kind == "scalar":
            return super()._row_transfer(fn, i, p, regs, sp_addr)
        lay = self.cg.kernel.buffers[self.ops[i].buffer].layout
        reg, lo = regs[self.ops[i].buffer]
        is_store = fn.__name__ == "st"

        def move(dev_elem, sp, n, **kw):
            dev = (reg, int(dev_elem) * lay.itemsize - lo)
            return fn(dev, sp, n, **kw) if is_store else fn(sp, dev, n, **kw)

        if acc.kind in BCAST:
            move(acc.dev_base[p], sp_addr, 1)
            self.cg.bytes_moved += 128
            return None, 0
        rows = acc.rows[p, :int(acc.nrows[p])]
        for r0, n, step in _runs(rows):
            if n == 1 or step == lay.elems_per_stick:
                move(rows[r0], sp_addr + r0 * 128, n)
            else:
                move(rows[r0], sp_addr + r0 * 128, 1, rows=n, stride=step * lay.itemsize)
        self.cg.bytes_moved += len(rows) * 128
        return None, 0

    def emit_point_ops(self, V, k, p, gk, first, last, lanes):
        T = self.plan.T
        padded = bool(self.plan.row_lens[p] != self.plan.row_len)
        addr = {}
        for i, op in enumerate(self.ops):
            res = op.result
            if op.opcode == "load":
                kind, dt, n = self.kinds[i], isa_dtype(op.dtype), self.n(op.dtype)
                shift = int(self.plan.accesses[i].shift[p]) if self.plan.accesses[i].shifted else 0
                if kind == "row" and not shift:
                    addr[res] = self.scratch[f"v{i}"].addr(k)
                    continue
                x = self.scratch[f"x{i}"].addr(0)
                if kind == "row":  # each row's run starts at lane `shift` of its stick: onto lane 0
                    V.copy(dt, x, self.scratch[f"v{i}"].addr(k) + shift * ITEMSIZE[op.dtype], n)
                elif kind == "trans":  # E sticks along w -> E sticks along u (from row `shift` on)
                    V.transpose(dt, x, self.scratch[f"v{i}"].addr(k), T, T)
                    x += shift * 128
                elif kind == "row_bcast":  # the stick along u, in every row
                    V.bcast(dt, x, self.scratch[f"v{i}"].addr(k), n, ("row", 1))
                elif kind == "trans_bcast":  # element r of the stick along w fills row r
                    V.bcast(dt, x, self.scratch[f"v{i}"].addr(k), n, ("scalar", 1))
                elif kind in COLUMNS:  # row `lane` of the transposed sticks holds the values, in order
                    t = self.scratch[f"t{i}"].addr(0)
                    V.transpose(dt, t, self.scratch[f"v{i}"].addr(k), T, T)
                    row = t + int(self.plan.accesses[i].lane[p]) * 128
                    V.bcast(dt, x, row, n, ("row", 1) if kind == "ucol" else ("scalar", 1))
                else:
                    src = self.scratch[f"stick{i}"].addr(k) + lanes[(k, i)] * ITEMSIZE[op.dtype]
                    V.bcast(dt, x, src, n, ("scalar", n))
                addr[res] = x
            elif op.opcode == "const":
                addr[res] = self.scratch[f"v{i}"].addr(0)
            elif op.opcode == "store":
                src_dt, src = self.dtypes[op.operands[0]], addr[op.operands[0]]
                dst = self.scratch[f"out{i}"].addr(gk)
                if padded:  # lanes past the tensor's end: zero (device padding)
                    self._masked(V, src_dt, src, dst, "zero", p)
                else:
                    V.copy(isa_dtype(src_dt), dst, src, self.n(src_dt))
            else:
                dst = self.scratch[f"v{i}"].addr(0)
                addr[res] = dst
                self.emit_compute(V, i, op, addr, dst, k, p, gk, first, last, padded)
