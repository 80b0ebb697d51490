"""Emission of fused attention stages (the stage and its plan: passes/attention.py).

Per core, the (item, key block) steps run as a pipeline over the four units, every buffer that
crosses a unit double-buffered by the step's parity:

- load: the item's q rows (per head-dim stick, the A operand sticked on the head dim), then per
  key block its k rows (mmt's B operand) and v rows (mm's B, one stick column at a time), and the
  bias block when there is one.
- PE: S = q @ k^T into an fp32 tile (one `mmt`), and, one step behind so the vector unit's softmax
  of block j overlaps the scores of block j + 1, O[:, n] (+)= P @ v[:, n] per v-dim stick (`mm`,
  accumulating in fp32 from the item's second block on).
- vector: scale, bias / causal / key-tail masks (-inf), the row max, the running max m and
  alpha = exp(m_old - m_new), P = exp(S - m) and its row sum into the running sum l, P cast to the
  operand dtype, the output tiles scaled by alpha before the PE adds the next block; at the end of an
  item O / l cast to the output dtype. The running max starts at -FLT_MAX, not -inf, so a row whose
  first blocks are all masked keeps exp(-inf - m) = 0 instead of NaN; a row with every key masked
  ends with l = 0 and gives 0, as PyTorch's SDPA does (l is raised to FLT_MIN first).
- store: the output rows, one stick column at a time; an output in lanes (heads sharing output
  sticks) once per store group, after its heads were merged under lane masks (`merge`).

q, k or v read in lanes (a head narrower than a stick sharing it with other heads,
passes/attention.LanePlacement): the load unit hands q and the key blocks to the vector unit
first, which zeroes the lanes outside the head (a select under a lane mask built once per core)
before the PE sees them; P @ v then holds the head's output at the v lane, which the final cast
reads shifted onto lane 0, the lanes past v_dim zeroed. Heads stacked in one item because they
share output sticks (passes/attention.lane_stack) are scored one by one (an `mmt` each, against
their own keys or masked copy of the shared ones) and share the softmax and the product over all
the item's rows.
"""

from __future__ import annotations

from ..common import ITEMSIZE, STICK_BYTES, isa_dtype
from ..passes.scratchpad import plan_scratchpad
from .planned import PlannedStageEmitter

NEG_FLT_MAX = -3.4028234663852886e38
FLT_MIN = 1.1754943508222875e-38


class AttentionEmitter(PlannedStageEmitter):
    KIND = "attention"
    QUEUES = {"q_full": ("load", "pe"), "q_free": ("pe", "load"), "k_full": ("load", "pe"),
              "k_free": ("pe", "load"), "v_full": ("load", "pe"), "v_free": ("pe", "load"), "s_full": ("pe", "vector"), "s_free": ("vector", "pe"),
              "p_full": ("vector", "pe"), "o_done": ("pe", "vector"), "o_free": ("vector", "pe"),
              "bias_full": ("load", "vector"), "bias_free": ("vector", "load"),
              "out_full": ("vector", "store"), "out_free": ("store", "vector"),
              # q / k read in lanes: load -> vector (masked) -> PE
              "q_loaded": ("load", "vector"), "q_masked": ("vector", "pe"),
              "k_loaded": ("load", "vector"), "k_masked": ("vector", "pe")}

    def emit(self):
        cfg = self.cg.config
        capacity = cfg.scratchpad_bytes - cfg.scratchpad_program_reserve_bytes
        # double buffers across key blocks even with one item per core
        self.scratch = plan_scratchpad(self.plan.scratch_requests(), capacity, 2,
                                       f"kernel {self.kernel.name}, stage {self.stage.name} ({self.KIND})")
        self.cg.scratch_plans[self.stage.name] = self.scratch
        for core in sorted(self.work.cores):
            self.emit_core(core)

    def plan_scratch(self, capacity):
        return plan_scratchpad(self.plan.scratch_requests(), capacity, 2, self.stage.name)

    # -- device moves
    def _move(self, unit, what, sp, which, batch, r0, rows, col_stick):
        """Rows [r0, r0 + rows) of one stick column of placement `which` between the scratchpad
        (rows contiguous from sp) and the device."""
        pl = self.stage.placements[which]
        isz = ITEMSIZE[self.kernel.buffers[pl.buffer].dtype]
        base = int(pl.base[batch if len(pl.base) > 1 else 0])
        slot, addend = self.cg.slot_for(pl.buffer)
        unit.li_slot(1, slot, addend + (base + r0 * pl.row_step + col_stick * pl.tile_step) * isz)
        fn = unit.ld if what == "ld" else unit.st
        if rows == 1 or pl.row_step * isz == STICK_BYTES:  # consecutive rows are consecutive sticks
            fn(sp, (1, 0), rows) if what == "ld" else fn((1, 0), sp, rows)
        elif what == "ld":
            fn(sp, (1, 0), 1, rows=rows, stride=pl.row_step * isz)
        else:
            fn((1, 0), sp, 1, rows=rows, stride=pl.row_step * isz)
        self.cg.bytes_moved += rows * STICK_BYTES

    def emit_core(self, core):
        cb = self.cg.builder.core(core)
        L, P, V, S = cb.load, cb.pe, cb.vector, cb.store
        self.pe_joins_barriers(cb)
        q = self.queues(core)
        t0, t1 = self.work.points_of(core)
        items = self.plan.items[t0:t1]
        st, plan, sc = self.stage, self.plan, self.scratch
        E, dt, dvt, mt = plan.E, plan.dt, plan.dvt, plan.mt
        opd = isa_dtype(st.dtype)
        out_dt = isa_dtype(st.out_dtype)
        g32 = E * 4 // STICK_BYTES  # fp32 sticks per score row of one key block
        steps = [(t, j) for t, it in enumerate(items) for j in range(len(it.blocks))]
        G, T = len(steps), len(items)

        # ---- vector constants: -inf tile, the causal (col - row) table, the key-tail lane mask
        V.fill("f32", sc["neg_inf"].addr(0), float("-inf"), mt * g32)
        n_i32 = mt * E // 32
        if st.causal:
            cmr, row = sc["col_minus_row"].addr(0), sc["causal_rows"].addr(0)
            V.iota("i32", cmr, 0, n_i32)  # r * E + c
            V.binary_imm("div", "i32", row, cmr, E, n_i32)
            V.binary_imm("mul", "i32", row, row, E + 1, n_i32)
            V.binary("sub", "i32", cmr, cmr, row, n_i32)  # c - r
        tail = st.kv_len % E
        if tail:
            lane = sc["lane_iota"].addr(0)
            V.iota("i32", lane, 0, n_i32)
            V.binary_imm("rem", "i32", lane, lane, E, n_i32)
            V.binary_imm("lt", "i32", sc["tail_mask"].addr(0), lane, tail, n_i32)
        q_lanes, k_lanes, v_lanes = plan.in_lanes("q"), plan.in_lanes("k"), plan.in_lanes("v")
        out_lanes = plan.in_lanes("out")
        stacked = plan.stack > 1  # (heads sharing output sticks in one item, passes.attention.lane_stack)
        modes = plan.modes  # (stacked: how the heads read q, k and v)
        k_copies, v_copies = plan.copies("k"), plan.copies("v")
        o0 = sc["o"].addr(0) + plan.o_lead  # the output tiles (after their slack)
        firsts, lasts = set(), set()  # local items that open / close a store group
        for g0, g1 in plan.store_groups():
            if t0 <= g0 < t1:
                firsts.add(g0 - t0)
                lasts.add(g1 - 1 - t0)
        masks = plan.lane_masks
        mr = plan.mask_rows
        if masks:  # the lane masks (one stick's lanes [lane, lane + n) per row) and a zero tile
            V.fill(opd, sc["zero"].addr(0), 0, mr)
            iota, tmp = sc["mask_iota"].addr(0), sc["mask_tmp"].addr(0)
            n32 = mr * E // 32
            V.iota("i32", iota, 0, n32)
            V.binary_imm("rem", "i32", iota, iota, E, n32)
            for m, (lane0, width) in enumerate(masks):
                dst = sc["lane_masks"].addr(0) + m * mr * E
                V.binary_imm("ge", "i32", dst, iota, lane0, n32)
                V.binary_imm("lt", "i32", tmp, iota, lane0 + width, n32)
                V.binary("and", "u8", dst, dst, tmp, mr * E // STICK_BYTES)

        def lane_mask(lane0, width):
            return sc["lane_masks"].addr(0) + masks.index((lane0, width)) * mr * E

        def load_step(g):
            t, j = steps[g]
            it = items[t]
            j0, nk = it.blocks[j]
            if j == 0:
                if t >= 2:
                    L.wait(q["q_free"])
                for kt in range(dt):
                    for batch, m0, n, r0 in it.segments()[:1] if modes.get("q") == "lanes" else it.segments():
                        self._move(L, "ld", sc["q"].addr(t) + (kt * it.rows + r0) * STICK_BYTES, "q", batch, m0, n, kt)
                L.signal(q["q_loaded" if q_lanes else "q_full"])
            # k and v have their own tokens: the keys of block g + 2 load once the scores of block g
            # are done, while the PE still has the product of block g and the scores of g + 1 to do
            if g >= 2:
                L.wait(q["k_free"])
            for h in range(it.heads if modes.get("k") == "own" else 1):
                for kt in range(dt):
                    self._move(L, "ld", sc["k"].addr(g) + (h * dt + kt) * E * STICK_BYTES, "k", it.segment_kv(h), j0,
                               nk, kt)
            L.signal(q["k_loaded" if k_lanes else "k_full"])
            # the bias before v: the softmax needs it, the PE needs v only after the softmax (every
            # ld pays the LPDDR5 latency on the load unit: a short item is bound by them)
            if st.mask is not None:
                if g >= 2:
                    L.wait(q["bias_free"])
                for batch, m0, n, r0 in it.segments()[:1] if modes.get("mask") == "one" else it.segments():
                    self._move(L, "ld", sc["bias"].addr(g) + r0 * STICK_BYTES, "mask", batch, m0, n, j0 // E)
                L.signal(q["bias_full"])
            if g >= 2:
                L.wait(q["v_free"])
            for h in range(it.heads if v_copies > 1 else 1):
                for nt in range(dvt):
                    self._move(L, "ld", sc["v"].addr(g) + (h * dvt + nt) * E * STICK_BYTES, "v", it.segment_kv(h), j0,
                               nk, nt)
            L.signal(q["v_full"])

        def scores(g):
            t, j = steps[g]
            it = items[t]
            if j == 0:
                P.wait(q["q_masked" if q_lanes else "q_full"])
            if g >= 2:
                P.wait(q["s_free"])
            P.wait(q["k_masked" if k_lanes else "k_full"])
            if stacked:  # each head's rows against its own (or its masked copy of the) keys
                for h, (_, _, n, r0) in enumerate(it.segments()):
                    P.mmt(opd, sc["s"].addr(g) + r0 * g32 * STICK_BYTES, sc["q"].addr(t) + r0 * STICK_BYTES,
                          sc["k"].addr(g) + (h if k_copies > 1 else 0) * dt * E * STICK_BYTES, m=n, k=dt, n=1)
            else:
                P.mmt(opd, sc["s"].addr(g), sc["q"].addr(t), sc["k"].addr(g), m=it.rows, k=dt, n=1)
            P.signal(q["s_full"])
            if g + 2 < G:
                P.signal(q["k_free"])
            if j == len(it.blocks) - 1 and t + 2 < T:
                P.signal(q["q_free"])

        def product(g):
            t, j = steps[g]
            it = items[t]
            P.wait(q["p_full"])
            P.wait(q["v_full"])
            if j == 0 and t >= 1:
                P.wait(q["o_free"])
            for nt in range(dvt):
                if v_copies > 1:  # each stacked head's rows against its own values
                    for h, (_, _, n, r0) in enumerate(it.segments()):
                        P.mm(opd, o0 + nt * mt * E * 4 + r0 * E * 4, sc["p"].addr(g) + r0 * STICK_BYTES,
                             sc["v"].addr(g) + (h * dvt + nt) * E * STICK_BYTES, m=n, k=1, n=1, acc=j > 0)
                else:
                    P.mm(opd, o0 + nt * mt * E * 4, sc["p"].addr(g), sc["v"].addr(g) + nt * E * STICK_BYTES,
                         m=it.rows, k=1, n=1, acc=j > 0)
            P.signal(q["o_done"])
            if g + 2 < G:
                P.signal(q["v_free"])

        def mask_operands(g):
            """q (an item's first block) and the key block of step g read in lanes: each head's rows
            and its copy of the keys with the other lanes zeroed, then handed to the PE. Heads stacked
            in one item (lane_stack) select theirs from the sticks loaded once when they share them
            (the last head first: the first one's are made in place)."""
            t, j = steps[g]
            it = items[t]
            zero = sc["zero"].addr(0)
            if q_lanes and j == 0:
                V.wait(q["q_loaded"])
                q0 = sc["q"].addr(t)
                for h, (_, _, n, r0) in reversed(list(enumerate(it.segments()))):
                    src = q0 if modes.get("q", "lanes") == "lanes" else q0 + r0 * STICK_BYTES
                    V.select(opd, q0 + r0 * STICK_BYTES, lane_mask(plan.qk_lane(it, h), st.head_dim), src, zero, n)
                V.signal(q["q_masked"])
            if k_lanes:
                nk = it.blocks[j][1]  # (keys past nk: their scores are masked to -inf)
                V.wait(q["k_loaded"])
                k0 = sc["k"].addr(g)
                for h in reversed(range(it.heads if k_copies > 1 else 1)):
                    dst = k0 + h * E * STICK_BYTES
                    V.select(opd, dst, lane_mask(plan.qk_lane(it, h), st.head_dim),
                             k0 if modes.get("k", "lanes") == "lanes" else dst, zero, nk)
                V.signal(q["k_masked"])

        def softmax(g):
            t, j = steps[g]
            it = items[t]
            j0, nk = it.blocks[j]
            rows = it.rows
            ns = rows * g32  # fp32 sticks of the score tile
            nr = -(-rows // 32)  # fp32 sticks of one value per row
            s = sc["s"].addr(g)
            if nk < E:  # v rows past the keys: zeros (P is 0 there; stale bits could be NaN). Before the
                # scores arrive, off the PE's path: the PE's product of block g - 2 read this v buffer
                # last, and this unit waited for it (its o_done, or finish of the item before)
                for nt in range(dvt * v_copies):
                    V.fill(opd, sc["v"].addr(g) + (nt * E + nk) * STICK_BYTES, 0, E - nk)
            V.wait(q["s_full"])
            V.binary_imm("mul", "f32", s, s, st.scale, ns)
            if st.mask is not None:
                V.wait(q["bias_full"])
                b32 = sc["bias"].addr(g)
                one = modes.get("mask") == "one"  # (stacked heads: one bias block for all)
                n = rows // it.heads if one else rows
                if opd != "f32":  # one stick of the operand dtype per row -> E fp32 per row
                    V.cast(opd, sc["bias32"].addr(0), b32, n, "f32")
                    b32 = sc["bias32"].addr(0)
                for r0 in [r0 for *_, r0 in it.segments()] if one else [0]:
                    V.binary("add", "f32", s + r0 * g32 * STICK_BYTES, s + r0 * g32 * STICK_BYTES, b32, n * g32)
                if g + 2 < G:
                    V.signal(q["bias_free"])
            if st.causal and j0 + nk - 1 > it.m0:  # a block crossing the diagonal: keep j <= i
                n = rows // it.heads  # (every stacked head's rows are the query rows m0...)
                V.binary_imm("le", "i32", sc["causal_mask"].addr(0), sc["col_minus_row"].addr(0), it.m0 - j0,
                             n * E // 32)
                for _, _, _, r0 in it.segments():
                    sr = s + r0 * g32 * STICK_BYTES
                    V.select("f32", sr, sc["causal_mask"].addr(0), sr, sc["neg_inf"].addr(0), n * g32)
            if nk < E:
                V.select("f32", s, sc["tail_mask"].addr(0), s, sc["neg_inf"].addr(0), ns)
            red = sc["rowred"].addr(0)
            V.reduce("max", "f32", red, s, ns, g32)
            m, m_new, alpha, l = (sc[x].addr(0) for x in ("m", "m_new", "alpha", "l"))
            if j == 0:
                V.binary_imm("max", "f32", m, red, NEG_FLT_MAX, nr)
            else:
                V.binary("max", "f32", m_new, m, red, nr)
                V.binary("sub", "f32", alpha, m, m_new, nr)
                V.unary("exp", "f32", alpha, alpha, nr)
                V.copy("f32", m, m_new, nr)
            V.binary("sub", "f32", s, s, m, ns, b_mode=("scalar", g32))
            V.unary("exp", "f32", s, s, ns)
            if j == 0:
                V.reduce("sum", "f32", l, s, ns, g32)
            else:
                V.reduce("sum", "f32", red, s, ns, g32)
                V.binary("mul", "f32", l, l, alpha, nr)
                V.binary("add", "f32", l, l, red, nr)
            p = sc["p"].addr(g)
            if opd == "f32":
                V.copy("f32", p, s, ns)
            else:
                V.cast("f32", p, s, ns, opd)
            if g + 2 < G:
                V.signal(q["s_free"])
            if j > 0:
                V.wait(q["o_done"])  # the PE added the previous block: rescale what it holds
                for nt in range(dvt):
                    o = o0 + nt * mt * E * 4
                    V.binary("mul", "f32", o, o, alpha, ns, b_mode=("scalar", g32))
            V.signal(q["p_full"])
            if j == len(it.blocks) - 1:
                finish(t)

        def finish(t):
            it = items[t]
            ns = it.rows * g32
            # a row whose every key was masked has l = 0 (and O = 0): its output is 0, as PyTorch's
            # SDPA gives it, not 0 / 0 (any other row has l >= 1: its max key contributes exp(0))
            V.binary_imm("max", "f32", sc["l"].addr(0), sc["l"].addr(0), FLT_MIN, -(-it.rows // 32))
            V.wait(q["o_done"])
            if t in firsts and t >= 1:
                V.wait(q["out_free"])
            if out_lanes:
                merge(t)
            else:
                for nt in range(dvt):
                    o = o0 + nt * mt * E * 4
                    V.binary("div", "f32", o, o, sc["l"].addr(0), ns, b_mode=("scalar", g32))
                    dst = sc["out"].addr(0) + nt * it.rows * STICK_BYTES
                    src = o + (plan.v_lane(it) * 4 if v_lanes else 0)  # (v in lanes: the head's lanes onto lane 0)
                    if out_dt == "f32":
                        V.copy("f32", dst, src, ns)
                    else:
                        V.cast("f32", dst, src, ns, out_dt)
                    if v_lanes:  # the lanes past v_dim (other heads' products) are the output's zero padding
                        V.select(out_dt, dst, lane_mask(0, st.v_dim), dst, sc["zero"].addr(0), it.rows)
            if t + 1 < T:
                V.signal(q["o_free"])
            if t not in lasts:
                return
            V.signal(q["out_full"])
            S.wait(q["out_full"])
            if out_lanes:
                for batch, m0, n, row in group_rows(t).values():
                    self._move(S, "st", sc["out"].addr(0) + row * STICK_BYTES, "out", batch, m0, n, 0)
            else:
                for nt in range(dvt):
                    for batch, m0, n, r0 in it.segments():
                        self._move(S, "st", sc["out"].addr(0) + (nt * it.rows + r0) * STICK_BYTES, "out", batch, m0,
                                   n, nt)
            if t + 1 < T:
                S.signal(q["out_free"])

        def group_of(t):
            return items[max(f for f in firsts if f <= t):min(e for e in lasts if e >= t) + 1]

        def group_rows(t):
            """Per output stick block (store_slots' key) item t's store group writes: (a batch, its
            first query row, rows, its first row in the out buffer), in the order first written."""
            rows, used = {}, 0
            for it in group_of(t):
                for key, (batch, m0, n, _) in zip(plan.store_slots(it), it.segments()):
                    if key not in rows:
                        rows[key] = (batch, m0, n, used)
                        used += n
            return rows

        def merge(t):
            """Item t's heads into the output sticks they share (out in lanes): O / l cast, shifted from
            the v lanes onto the head's output lanes, selected into its store group's out rows."""
            it = items[t]
            V.binary("div", "f32", o0, o0, sc["l"].addr(0), it.rows * g32, b_mode=("scalar", g32))
            rows = group_rows(t)
            if t in firsts and plan.needs_zero_lanes(group_of(t)):
                V.fill(out_dt, sc["out"].addr(0), 0, sum(n for _, _, n, _ in rows.values()))
            cast = sc["out_cast"].addr(0)
            for h, (key, (batch, m0, n, r0)) in enumerate(zip(plan.store_slots(it), it.segments())):
                lane = plan.out_lane(batch)
                src = o0 + r0 * g32 * STICK_BYTES + (plan.v_lane(it, h) - lane) * 4
                if out_dt == "f32":
                    V.copy("f32", cast + r0 * STICK_BYTES, src, n * g32)
                else:
                    V.cast("f32", cast + r0 * STICK_BYTES, src, n * g32, out_dt)
                dst = sc["out"].addr(0) + rows[key][3] * STICK_BYTES
                V.select(out_dt, dst, lane_mask(lane, st.v_dim), cast + r0 * STICK_BYTES, dst, n)

        for g in range(G):
            load_step(g)
        for g in range(G):
            scores(g)
            if g >= 1:
                product(g - 1)
        if G:
            product(G - 1)
        if q_lanes or k_lanes:  # block g + 1's operands masked while the PE has block g's scores to do
            if G:
                mask_operands(0)
            for g in range(G):
                if g + 1 < G:
                    mask_operands(g + 1)
                softmax(g)
        else:
            for g in range(G):
                softmax(g)
