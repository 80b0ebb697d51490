"""Emission of matmul stages on the PE array (the stage, its operand placements and its plan:
passes/matmul.py).

Per item the load unit brings A's block (all K sticks of the item) and B's sticks into
double-buffered scratchpad regions; the PE unit runs one `mm`/`mmt` per N stick over all of the
item's K sticks (one sgemm each: few, large host calls when simulated); the vector unit masks
N-tail lanes, runs the fused epilogue (matmul_epilogue.py) and casts to the output dtype; the store
unit writes the output sticks. Token queues load->pe->vector->store with "free" queues back give
the double buffering.
"""

from __future__ import annotations

from ..common import ITEMSIZE, STICK_BYTES, isa_dtype
from .matmul_epilogue import EpilogueEmitter
from .planned import PlannedStageEmitter
from .rows import ring_queue

MAX_K_STICKS = 255  # the PE instructions' k field (u8)


class MatmulEmitter(PlannedStageEmitter):
    """Emits one MatmulStage on every core that has items (same interface as the row emitter)."""

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

    def emit_core(self, core):
        cb = self.cg.builder.core(core)
        L, P, V, S = cb.load, cb.pe, cb.vector, cb.store
        self.pe_joins_barriers(cb)
        q = self.queues(core)
        t0, t1 = self.work.points_of(core)
        items = self.plan.items[t0:t1]
        T, D = len(items), self.scratch.depth
        st, E = self.stage, self.plan.E
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

            # ---- PE: C[j] = A @ B[j] over the item's K sticks, one instruction (A and B are stored
            # K stick by K stick, as the PE array takes them; more than MAX_K_STICKS: several, accumulating)
            P.wait(q["ab_full"])
            if it.first and u >= D:
                P.wait(q["c_free"])
            mm = getattr(P, st.form)
            for j in range(it.sticks):
                cj = sc["c"].addr(u) + j * self.plan.mt * E * 4
                bj = b_sp + j * kc * E * STICK_BYTES
                for k0 in range(0, kn, MAX_K_STICKS):
                    mm(dt, cj, a_sp + k0 * it.rows * STICK_BYTES, bj + k0 * E * STICK_BYTES, m=it.rows,
                       k=min(MAX_K_STICKS, kn - k0), n=1, acc=not (it.first and k0 == 0))
            if t + D < T:
                P.signal(q["ab_free"])
            if not it.last:
                continue  # the next K chunk accumulates into the same C
            if it.part:  # a K-split helper: ring the partial sums to the owner, nothing to store
                P.signal(q["c_ring"])
                L.wait(q["c_ring"])
                L.ring(self._core_of(it.owner), sc[f"partial{it.part}"].addr(0), sc["c"].addr(u),
                       it.sticks * self.plan.mt * E * 4 // STICK_BYTES)
                L.signal(ring_queue(self.cg, core, self._core_of(it.owner)))
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
                V.wait(ring_queue(self.cg, self._core_of(h), core))
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
