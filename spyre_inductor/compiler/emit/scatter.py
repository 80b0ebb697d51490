"""Emission of scatter stages (the stages and their plans: passes/scatter.py): row scatters on the
store unit's `scatter` (indices wrapped and range-checked on the vector unit), element scatters on
`scattere` (lanes past a row's end masked on the vector unit). Per item: the load unit brings the
indices or offsets and the values, the vector unit fixes the indices, the store unit scatters;
indices and values double-buffered, the store unit handing buffers back (`free`)."""

from __future__ import annotations

from ..common import ITEMSIZE, STICK_BYTES, isa_dtype
from ..passes.scatter import FAULT_INDEX, ElementScatterPlan
from .gather import GatherEmitter, even_runs


class ScatterEmitter(GatherEmitter):
    KIND = "scatter"
    QUEUES = {"idx_ready": ("load", "vector"), "ready": ("vector", "store"), "full": ("load", "store"),
              "free": ("store", "load")}

    def emit_core(self, core):
        if isinstance(self.plan, ElementScatterPlan):
            self._emit_elements(core)
        else:
            self._emit_rows(core)

    def _emit_rows(self, core):
        L, V, S, q, items = self.core_units(core)
        plan, st, sc = self.plan, self.stage, self.scratch
        T, D, E = len(items), sc.depth, plan.E
        values = self.kernel.buffers[st.value_buffer]
        isz = ITEMSIZE[values.dtype]
        for t, it in enumerate(items):
            idx_sp, rows_sp = sc["idx"].addr(t), sc["rows"].addr(t)
            if t >= D:
                L.wait(q["free"])
            idx_at, n_idx = self.load_indices(L, idx_sp, st.idx_buffer, plan.idx_dev[it.r0:it.r0 + it.rows])
            # ---- the values: V's sticks of this column, in runs that step evenly
            vdev = plan.value_dev[it.r0:it.r0 + it.rows, it.ct]
            for r, n, step in even_runs(vdev, None, E):
                self._li(L, 2, st.value_buffer, int(vdev[r]))
                if n == 1 or step == E:
                    L.ld(rows_sp + r * STICK_BYTES, (2, 0), n)
                else:
                    L.ld(rows_sp + r * STICK_BYTES, (2, 0), 1, rows=n, stride=step * isz)
            self.cg.bytes_moved += it.rows * STICK_BYTES
            L.signal(q["idx_ready"])
            # ---- on the vector unit: the indices checked (check_indices)
            V.wait(q["idx_ready"])
            self.check_indices(V, idx_sp, n_idx, first=t == 0)
            V.signal(q["ready"])
            # ---- scatter: runs of rows whose destination address steps evenly
            S.wait(q["ready"])
            base = plan.dest_base[it.r0:it.r0 + it.rows, it.ct]
            for r, n, stride in even_runs(base, idx_at, E):
                self._li(S, 1, st.dest_buffer, int(base[r]))
                S.scatter((1, 0), rows_sp + r * STICK_BYTES, idx_at[r], rows=n, scale=plan.scale, stride=stride // E)
            self.cg.bytes_moved += it.rows * STICK_BYTES
            if t + D < T:
                S.signal(q["free"])

    def _emit_elements(self, core):
        """Per block: load its offsets and values (L), mask the lanes past the row's end (V, last
        column only), scattere (S)."""
        L, V, S, q, items = self.core_units(core)
        plan, st, sc = self.plan, self.stage, self.scratch
        T, D, E, P = len(items), sc.depth, plan.E, plan.pitch
        dt = self.kernel.buffers[st.dest_buffer].dtype
        per_off = E // 16  # i64 offset sticks per value stick
        mask_ready = False
        burst = self.cg.config.lpddr5_min_access_bytes
        for t, it in enumerate(items):
            off_sp, rows_sp = sc["off"].addr(t), sc["rows"].addr(t)
            n = it.rows * it.cols
            first = it.r0 * P + it.c0 * E  # element of the block's first lane in OFF and V
            if t >= D:
                L.wait(q["free"])
            self._li(L, 1, st.off_buffer, first)
            L.ld(off_sp, (1, 0), n * per_off)  # (a block is whole rows or part of one row: contiguous)
            self._li(L, 2, st.value_buffer, first)
            L.ld(rows_sp, (2, 0), n)
            self.cg.bytes_moved += n * (per_off + 1) * STICK_BYTES
            if plan.masked(it):  # lanes past the row's end (and OFF's unwritten sticks): offset -1
                L.signal(q["idx_ready"])
                V.wait(q["idx_ready"])
                mask_ready = self.mask_lanes(V, off_sp, n * per_off, mask_ready)
                V.signal(q["ready"])
                S.wait(q["ready"])
            else:
                L.signal(q["full"])
                S.wait(q["full"])
            self._li(S, 1, st.dest_buffer, 0)
            S.scattere(isa_dtype(dt), (1, 0), rows_sp, off_sp, n, acc=st.accumulate)
            lanes = min(it.cols * E, plan.L - it.c0 * E) * it.rows  # (a bus transaction each, at most)
            self.cg.bytes_moved += lanes * burst * (2 if st.accumulate else 1)
            if t + D < T:
                S.signal(q["free"])
