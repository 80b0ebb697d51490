"""Emission of gather stages (the stages and their plans: passes/gather.py): row gathers on the
load unit's `gather`, element gathers on `gathere` (offsets masked on the vector unit)."""

from __future__ import annotations

import numpy as np

from ..common import ITEMSIZE, STICK_BYTES, isa_dtype
from ..passes.gather import I64_PER_STICK, ElementGatherPlan, index_sticks
from ..passes.scatter import FAULT_INDEX
from ..passes.layout import device_elements, stick_segments
from .planned import PlannedStageEmitter


def even_runs(base, idx_at, E: int):
    """(first row, rows, stride in elements) of the runs of rows whose device base steps evenly (by
    at most 0xFFFF sticks) and whose indices lie one after another in the scratchpad (idx_at: each
    row's index address; an instruction reads its rows' indices as one run), one `gather` /
    `scatter` each. idx_at None: the rows' own order, any base step."""
    r, rows = 0, len(base)
    while r < rows:
        n = 1
        stride = int(base[r + 1] - base[r]) if r + 1 < rows else 0
        while (r + n < rows and int(base[r + n] - base[r + n - 1]) == stride and 0 <= stride // E <= 0xFFFF
               and (idx_at is None or idx_at[r + n] == idx_at[r + n - 1] + 8)):
            n += 1
        yield r, n, stride if n > 1 else 0
        r += n


def element_lane_mask(V, plan, sc) -> None:
    """Once per core, on the vector unit: the lane mask of an element plan's masked blocks (lane k of
    a row is valid iff c0*E + k < L) in sc["lane_mask"], and -1s in sc["minus_one"] (the masked
    lanes' offset), for blocks of plan.mask_rows x plan.mask_cols sticks."""
    mask, minus_one, iota = sc["lane_mask"].addr(0), sc["minus_one"].addr(0), sc["lane_iota"].addr(0)
    E = plan.E
    lanes = plan.mask_rows * plan.mask_cols * E
    V.iota("i64", iota, 0, lanes // 16)
    V.binary_imm("rem", "i64", iota, iota, plan.mask_cols * E, lanes // 16)
    V.binary_imm("lt", "i64", mask, iota, plan.L - plan.mask_c0 * E, lanes // 16)
    V.fill("i64", minus_one, -1, lanes // 16)


class GatherEmitter(PlannedStageEmitter):
    KIND = "gather"
    QUEUES = {"idx_ready": ("load", "vector"), "idx_done": ("vector", "load"), "full": ("load", "store"),
              "free": ("store", "load")}

    def _li(self, unit, reg, buffer, elem):
        isz = ITEMSIZE[self.kernel.buffers[buffer].dtype]
        slot, addend = self.cg.slot_for(buffer)
        unit.li_slot(reg, slot, addend + int(elem) * isz)

    def core_units(self, core):
        """(load, vector, store unit builders, the stage's queues, the items) of one core."""
        cb = self.cg.builder.core(core)
        t0, t1 = self.work.points_of(core)
        return cb.load, cb.vector, cb.store, self.queues(core), self.plan.items[t0:t1]

    def mask_lanes(self, V, off_sp, nsticks, mask_ready: bool) -> bool:
        """On the vector unit: the offsets of lanes past a row's end (and OFF's unwritten sticks) at
        off_sp become -1, masked; the lane mask is built on the core's first use (mask_ready False).
        Returns True (the mask is ready)."""
        if not mask_ready:
            element_lane_mask(V, self.plan, self.scratch)
        sc = self.scratch
        V.select("i64", off_sp, sc["lane_mask"].addr(0), off_sp, sc["minus_one"].addr(0), nsticks)
        return True

    def emit_core(self, core):
        if isinstance(self.plan, ElementGatherPlan):
            self._emit_elements(core)
        else:
            self._emit_rows(core)

    def _emit_elements(self, core):
        """Per block: load its offsets (L), mask the lanes past the row's end (V, last column only),
        gathere (L), store the block into G (S); offsets and data double-buffered."""
        L, V, S, q, items = self.core_units(core)
        plan, st, sc = self.plan, self.stage, self.scratch
        T, D, E, P = len(items), sc.depth, plan.E, plan.pitch
        dt = self.kernel.buffers[st.out_buffer].dtype
        per_off = E // 16  # i64 offset sticks per destination stick
        mask_ready = False
        for t, it in enumerate(items):
            off_sp, rows_sp = sc["off"].addr(t), sc["rows"].addr(t)
            n = it.rows * it.cols
            first = it.r0 * P + it.c0 * E  # element of the block's first lane in OFF (G: + out_offset)
            # ---- offsets
            if t >= D:
                L.wait(q["free"])
            self._li(L, 1, st.off_buffer, first)
            L.ld(off_sp, (1, 0), n * per_off)  # (a block is whole rows or part of one row: contiguous)
            self.cg.bytes_moved += n * per_off * STICK_BYTES
            if plan.masked(it):  # lanes past the row's end (and OFF's unwritten sticks): offset -1
                L.signal(q["idx_ready"])
                V.wait(q["idx_ready"])
                mask_ready = self.mask_lanes(V, off_sp, n * per_off, mask_ready)
                V.signal(q["idx_done"])
                L.wait(q["idx_done"])
            # ---- one element per lane
            self._li(L, 2, st.table_buffer, 0)
            L.gathere(isa_dtype(dt), rows_sp, (2, 0), off_sp, n)
            lanes_read = min(it.cols * E, plan.L - it.c0 * E) * it.rows  # (a bus transaction each, at most)
            self.cg.bytes_moved += lanes_read * self.cg.config.lpddr5_min_access_bytes
            L.signal(q["full"])
            # ---- store the block into G
            S.wait(q["full"])
            self._li(S, 1, st.out_buffer, st.out_offset + first)
            S.st((1, 0), rows_sp, n)
            self.cg.bytes_moved += n * STICK_BYTES
            if t + D < T:
                S.signal(q["free"])

    def load_indices(self, L, idx_sp, idx_buffer, rows_idx):
        """The load unit brings the i64 indices at device elements rows_idx of idx_buffer: each stick
        holding one of them once (passes/gather.index_sticks), an `ld` per evenly spaced run of those
        sticks. Returns (scratchpad address of each row's index, index sticks loaded)."""
        sticks = index_sticks(rows_idx)
        at = {s: k for k, s in enumerate(sticks)}
        for k, n, step in stick_segments(sticks):
            self._li(L, 1, idx_buffer, sticks[k] * I64_PER_STICK)
            dst = idx_sp + k * STICK_BYTES
            if n == 1 or step == 1:
                L.ld(dst, (1, 0), n)
            else:
                L.ld(dst, (1, 0), 1, rows=n, stride=step * STICK_BYTES)
        self.cg.bytes_moved += len(sticks) * STICK_BYTES
        idx_at = [idx_sp + at[int(e) // I64_PER_STICK] * STICK_BYTES + (int(e) % I64_PER_STICK) * 8 for e in rows_idx]
        return idx_at, len(sticks)

    def check_indices(self, V, idx_sp, n_idx: int, first: bool) -> None:
        """On the vector unit: negative indices wrapped (idx + size, as PyTorch indexing does) where
        the stage wraps them, any still outside [0, size) made FAULT_INDEX, so the load or store
        through them faults instead of reaching another row of the buffer's allocation (its
        padding, or rows past a view of it). first: the core's first item fills the FAULT_INDEX
        sticks the selects read."""
        st, sc = self.stage, self.scratch
        tmp, mask, fault = sc["idx_tmp"].addr(0), sc["idx_mask"].addr(0), sc["fault_index"].addr(0)
        if first:
            V.fill("i64", fault, FAULT_INDEX, self.plan.index_sticks())
        if st.wrap_neg:
            V.binary_imm("lt", "i64", mask, idx_sp, 0, n_idx)
            V.binary_imm("add", "i64", tmp, idx_sp, st.size, n_idx)
            V.select("i64", idx_sp, mask, tmp, idx_sp, n_idx)
        V.binary_imm("lt", "i64", mask, idx_sp, 0, n_idx)
        V.select("i64", idx_sp, mask, fault, idx_sp, n_idx)
        V.binary_imm("ge", "i64", mask, idx_sp, st.size, n_idx)
        V.select("i64", idx_sp, mask, fault, idx_sp, n_idx)

    def _emit_rows(self, core):
        L, V, S, q, items = self.core_units(core)
        plan, st, sc = self.plan, self.stage, self.scratch
        T, D, E = len(items), sc.depth, plan.E
        out_lay = self.kernel.buffers[st.out_buffer].layout
        out_dev = device_elements(out_lay, np.arange(plan.R, dtype=np.int64) * plan.L)
        for t, it in enumerate(items):
            idx_sp, rows_sp = sc["idx"].addr(t), sc["rows"].addr(t)
            rows_idx = plan.idx_dev[it.r0:it.r0 + it.rows]
            if t >= D:
                L.wait(q["free"])
            idx_at, n_idx = self.load_indices(L, idx_sp, st.idx_buffer, rows_idx)
            # ---- on the vector unit: the indices checked (check_indices)
            L.signal(q["idx_ready"])
            V.wait(q["idx_ready"])
            self.check_indices(V, idx_sp, n_idx, first=t == 0)
            V.signal(q["idx_done"])
            L.wait(q["idx_done"])
            # ---- gather: runs of rows whose table address steps evenly
            base = plan.table_base[it.r0:it.r0 + it.rows, it.ct]
            for r, n, stride in even_runs(base, idx_at, E):
                self._li(L, 1, st.table_buffer, int(base[r]))
                L.gather(rows_sp + r * STICK_BYTES, (1, 0), idx_at[r], rows=n, scale=plan.scale, stride=stride // E)
            self.cg.bytes_moved += it.rows * STICK_BYTES
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
            self.cg.bytes_moved += it.rows * STICK_BYTES
            if t + D < T:
                S.signal(q["free"])
