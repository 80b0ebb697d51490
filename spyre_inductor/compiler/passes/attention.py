"""Fused attention stages (scaled dot-product attention as one kernel; the emitter is
emit/attention.py, the frontend that builds them frontend/attention.py).

An `AttentionStage` computes, for every batch b, query head h and query row i,

    out[b, h, i] = sum_j softmax_j(scale * q[b, h, i] . k[b, h // G, j] + bias[b, h, i, j]) v[b, h // G, j]

(G = heads // kv_heads: grouped-query attention shares a kv head between G query heads; `bias` is
an additive mask of the operand dtype, -inf where a boolean mask was False; `causal` keeps j <= i,
PyTorch's top-left alignment). The score matrix never leaves a core's scratchpad: per work item
(b, h, a block of up to `mt` query rows) the keys are walked in blocks of one stick (E keys: 64
fp16/bf16, 32 fp32) with an online softmax (running max and running sum per row): scores
q @ k^T on the PE array (`mmt`, both operands sticked on the head dim), scale, masks, max, exp and
sum on the vector unit in fp32, the probabilities cast to the operand dtype, their product with the
value block on the PE array (`mm`, accumulating into fp32 output tiles the vector unit rescales by
exp(old max - new max)), the output divided by the row sums at the end.

Operand placement reuses the matmul pass's (`matmul.place`): q, k, v, the mask and the output are
read as (batch x rows x cols) views sticked on cols; one that is not laid out so gets a restickify
copy stage first (`matmul.restickify_copy`), as a matmul operand does. A q, k or v head narrower
than a stick that shares its sticks with other heads (a head of 32 in the 64-element fp16 sticks of
a (B, L, H*32) projection) is read where it lies instead (`LanePlacement`, `place_in_lanes`): its
rows are the lanes [lane, lane + D) of one stick column; the vector unit zeroes the other lanes of
q and k before the PE contracts over the whole stick (a product with an unmasked neighbour could be
0 * inf = NaN), and the output, whose lanes [lane, lane + Dv) hold the head's values, is shifted
onto lane 0 and its other lanes zeroed before it is stored. q and k of a head must then sit at the
same lane; where they do not, the lane-placed one is copied as before. The output may be in lanes
too (frontend/attention.output_in_token_order stores it (B, L, H*D)): the heads sharing an output
stick are stacked in one item (`lane_stack`) or, where that cannot be, their items form one store
group on one core (`store_groups`); either way they are merged under lane masks before one store.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from types import SimpleNamespace

import numpy as np

from ..common import ITEMSIZE, STICK_BYTES, SpyreCompileError
from ..ir.interpret import eval_index
from ..ir.kernel_ir import Kernel, Stage, iter_symbol
from .layout import device_elements, elems_per_stick
from .matmul import OperandView, Placement, restickify_copy, place
from .scratchpad import pack
from .work_division import StageWork, deal

MAX_ROWS = 128  # query rows per work item (the PE instructions take up to 65535; the scratchpad bounds it)
MIN_ROWS = 4  # smaller blocks only to give idle cores work (a short item waits on its PE products)


@dataclass
class AttentionStage(Stage):
    """One fused attention over (batch, heads, q_len) x kv_len. The operand views index their
    buffers with i0 = batch, i1 = head (the kv head for k and v), i2 = row, i3 = col."""

    batch: int = 1
    heads: int = 1
    kv_heads: int = 1
    q_len: int = 1
    kv_len: int = 1
    head_dim: int = 1
    v_dim: int = 1
    dtype: str = "float16"  # q, k, v (and the additive mask)
    out_dtype: str = "float16"
    scale: float = 1.0
    causal: bool = False
    q: OperandView | None = None
    k: OperandView | None = None
    v: OperandView | None = None
    mask: OperandView | None = None  # the additive bias, or None
    out: OperandView | None = None
    placements: dict = field(default_factory=dict)  # "q" / "k" / "v" / "mask" / "out" -> matmul.Placement

    @property
    def group(self) -> int:
        return self.heads // self.kv_heads

    def views(self) -> dict:
        found = {"q": self.q, "k": self.k, "v": self.v, "out": self.out}
        if self.mask is not None:
            found["mask"] = self.mask
        return found

    def buffers_read(self) -> list[str]:
        return list(dict.fromkeys(view.buffer for which, view in self.views().items() if which != "out"))

    def buffers_written(self) -> list[str]:
        return [self.out.buffer]

    def _grid_index(self, which: str, offsets: dict):
        view = self.views()[which]
        heads = self.kv_heads if which in ("k", "v") else self.heads
        rows, cols = _shape(self, which)
        sizes = (self.batch, heads, rows, cols)
        env = dict(zip((iter_symbol(0), iter_symbol(1), iter_symbol(2), iter_symbol(3)),
                       np.indices(sizes, dtype=np.int64)))
        return view.buffer, np.broadcast_to(eval_index(view.index, env) + offsets.get(view.buffer, 0), sizes)

    def run_reference(self, storages: dict, offsets: dict) -> None:
        """The interpreter's meaning of the stage (ir/interpret.run_stage): `reference` in float64 on
        the operands gathered through their views, the result cast to the output dtype."""
        arrays = {}
        for which in self.views():
            if which != "out":
                name, idx = self._grid_index(which, offsets)
                arrays[which] = storages[name][idx].astype(np.float64)
        out = reference(self, arrays["q"], arrays["k"], arrays["v"], arrays.get("mask"))
        name, idx = self._grid_index("out", offsets)
        storages[name][idx] = out.astype(storages[name].dtype)

    def render(self) -> str:
        extra = (" causal" if self.causal else "") + (f" bias {self.mask.buffer}[{self.mask.index}]" if self.mask else "")
        return (f"  stage {self.name}: attention batch={self.batch} heads={self.heads} kv_heads={self.kv_heads} "
                f"q_len={self.q_len} kv_len={self.kv_len} head_dim={self.head_dim} v_dim={self.v_dim} "
                f"{self.dtype} -> {self.out_dtype} scale={self.scale!r}{extra}\n"
                f"    q = {self.q.buffer}[{self.q.index}], k = {self.k.buffer}[{self.k.index}], "
                f"v = {self.v.buffer}[{self.v.index}], out = {self.out.buffer}[{self.out.index}]")


@dataclass
class LanePlacement(Placement):
    """A placement whose cols (< E) sit at lanes [lanes[b], lanes[b] + cols) of one stick per row, the
    stick's other lanes holding other data: element (b, r, c) is at device element base[b] +
    r*row_step + lanes[b] + c (base: the stick's first element)."""

    lanes: np.ndarray | None = None


PLACE_IN_LANES_LIMIT = 1 << 24  # operand elements up to which place_in_lanes checks every one


def place_in_lanes(grid, kernel: Kernel, view: OperandView, rows: int, cols: int) -> LanePlacement | None:
    """The placement of a head narrower than a stick read in place (LanePlacement), or None: every
    batch's rows walk whole sticks, each row's cols are consecutive lanes of one stick."""
    buf = kernel.buffers[view.buffer]
    E = buf.layout.elems_per_stick
    nb = math.prod(grid.batch_sizes)
    if cols >= E or nb * rows * cols > PLACE_IN_LANES_LIMIT:
        return None
    env = dict(zip(grid.batch_vars, (g.reshape(nb, 1, 1) for g in np.indices(grid.batch_sizes, dtype=np.int64))))
    env[view.row_var] = np.arange(rows, dtype=np.int64)[None, :, None]
    env[view.col_var] = np.arange(cols, dtype=np.int64)[None, None, :]
    host = np.broadcast_to(eval_index(view.index, env), (nb, rows, cols)).astype(np.int64) + buf.offset
    dev = device_elements(buf.layout, host.reshape(-1)).reshape(nb, rows, cols)
    lanes = dev[:, 0, 0] % E
    row_step = int(dev[0, 1, 0] - dev[0, 0, 0]) if rows > 1 else E
    if np.any(lanes + cols > E) or row_step <= 0 or row_step % E:
        return None
    base = dev[:, 0, 0] - lanes
    want = (base + lanes)[:, None, None] + np.arange(rows)[None, :, None] * row_step + np.arange(cols)[None, None, :]
    if not np.array_equal(dev, want):
        return None
    return LanePlacement(view.buffer, base, row_step, 0, rows, cols, lanes=lanes)


def lanes_of(pl, n: int) -> np.ndarray:
    """First lane of each of n batches' rows (0 for an ordinary placement)."""
    lanes = getattr(pl, "lanes", None)
    return np.zeros(n, dtype=np.int64) if lanes is None else np.broadcast_to(lanes, (n,))


def operand_view(buffer: str, index, rows: int, cols: int) -> OperandView:
    return OperandView(buffer, index, iter_symbol(2), iter_symbol(3), rows, cols)


def _grid(stage: AttentionStage, which: str) -> SimpleNamespace:
    """What matmul.place / restickify_copy read of a stage: the batch symbols and sizes of an
    operand (kv heads for k and v) and a name for copies."""
    heads = stage.kv_heads if which in ("k", "v") else stage.heads
    return SimpleNamespace(name=stage.name, batch_vars=(iter_symbol(0), iter_symbol(1)),
                           batch_sizes=(stage.batch, heads))


def _shape(stage: AttentionStage, which: str) -> tuple[int, int]:
    return {"q": (stage.q_len, stage.head_dim), "k": (stage.kv_len, stage.head_dim),
            "v": (stage.kv_len, stage.v_dim), "mask": (stage.q_len, stage.kv_len),
            "out": (stage.q_len, stage.v_dim)}[which]


def lower_attention_stages(kernel: Kernel) -> None:
    """Place every AttentionStage's operands on sticks (copy stages first for those laid out
    otherwise, and after it for an output that is); q, k and v heads narrower than a stick in
    place where they lie (place_in_lanes) when q and k of each head share their lane."""
    stages = []
    for stage in kernel.stages:
        if not isinstance(stage, AttentionStage):
            stages.append(stage)
            continue
        found = {}
        for which, view in stage.views().items():
            rows, cols = _shape(stage, which)
            found[which] = place(_grid(stage, which), kernel, view, view.row_var, view.col_var, rows, cols)
            if found[which] is None:
                found[which] = place_in_lanes(_grid(stage, which), kernel, view, rows, cols)
        if found["q"] is not None and found["k"] is not None and not _lanes_agree(stage, found["q"], found["k"]):
            for which in ("q", "k"):  # copied onto lane 0 (zero padded) instead
                if isinstance(found[which], LanePlacement):
                    found[which] = None
        after = []
        for which, view in stage.views().items():
            grid = _grid(stage, which)
            rows, cols = _shape(stage, which)
            pl = found[which]
            if pl is None:
                copy, new_view = restickify_copy(grid, kernel, view, view.row_var, view.col_var, rows, cols, which,
                                                  into_view=which == "out")
                (after if which == "out" else stages).append(copy)
                setattr(stage, which, new_view)
                pl = place(grid, kernel, new_view, new_view.row_var, new_view.col_var, rows, cols)
            if pl is None:
                raise SpyreCompileError(f"spyre compiler: stage {stage.name}: cannot place the attention operand "
                                        f"{which} ({view.buffer}) on sticks")
            stage.placements[which] = pl
        stages.append(stage)
        stages += after
    kernel.stages[:] = stages
    kernel.verify()


def _lanes_agree(stage: AttentionStage, q, k) -> bool:
    """Every query head's rows start at the lane of its kv head's keys (what the masked contraction
    over the whole stick needs)."""
    qn, kn = stage.batch * stage.heads, stage.batch * stage.kv_heads
    b, h = np.divmod(np.arange(qn), stage.heads)
    return bool(np.array_equal(lanes_of(q, qn), lanes_of(k, kn)[b * stage.kv_heads + h // stage.group]))


# ---------------------------------------------------------------- plan

@dataclass
class AttentionItem:
    batch: int  # flat (b, h) index of q / out / mask (the first head's when heads are stacked)
    kv_batch: int  # flat (b, h // G) index of k / v
    m0: int
    rows: int
    blocks: list  # (first key, keys) of each key block, in order
    # query heads stacked in the item's rows, rows // heads each: GQA's heads of one kv head
    # (kv_step 0), or heads sharing their q, k, v and output sticks, each with its own kv head (kv_step 1)
    heads: int = 1
    kv_step: int = 0

    def segments(self):
        """(flat q batch, first query row, rows, first row in the item) per stacked head."""
        n = self.rows // self.heads
        return [(self.batch + g, self.m0, n, g * n) for g in range(self.heads)]

    def segment_kv(self, g: int) -> int:
        """Flat kv head of stacked head g."""
        return self.kv_batch + g * self.kv_step


@dataclass
class AttentionPlan:
    stage: AttentionStage
    mt: int  # query rows per item
    E: int  # keys per block (one stick of the operand dtype)
    dt: int  # head-dim sticks (q, k)
    dvt: int  # v-dim sticks (v, out)
    items: list
    stack: int = 1  # query heads stacked in an item because they share output sticks (lane_stack)
    modes: dict = field(default_factory=dict)  # stacked: "q" / "k" / "v" / "mask" -> how the heads read it (lane_stack)

    mode = "attention"

    @property
    def flops(self) -> int:
        """PE FLOPs the plan runs: both products over the key blocks it visits (a causal plan skips
        the blocks above the diagonal)."""
        s = self.stage
        return sum(2 * it.rows * n * (s.head_dim + s.v_dim) for it in self.items for _, n in it.blocks)

    @property
    def blocks(self) -> int:
        return sum(len(it.blocks) for it in self.items)

    def describe(self) -> str:
        s = self.stage
        lanes = [w for w in ("q", "k", "v", "out") if self.in_lanes(w)]
        return (f"  stage {s.name}: attention (fused, online softmax) batch {s.batch} heads {s.heads}/{s.kv_heads} "
                f"q_len {s.q_len} kv_len {s.kv_len} head_dim {s.head_dim} {s.dtype}; items of {self.mt} query rows x "
                f"key blocks of {self.E}, {len(self.items)} items, {self.blocks} key blocks"
                + ("; causal" if s.causal else "") + ("; additive bias" if s.mask is not None else "")
                + (f"; {', '.join(lanes)} read in lanes (masks {self.lane_masks})" if lanes else "")
                + (f"; {self.stack} heads sharing output sticks an item ({self.modes})" if self.stack > 1 else ""))

    def in_lanes(self, which: str) -> bool:
        """Operand `which` is read where it lies, inside sticks it shares (passes LanePlacement)."""
        return isinstance(self.stage.placements.get(which), LanePlacement)

    def qk_lane(self, it: AttentionItem, g: int = 0) -> int:
        """The lane stacked head g's q rows and keys start at (the same, lower_attention_stages checked)."""
        s = self.stage
        return int(lanes_of(s.placements["k"], s.batch * s.kv_heads)[it.segment_kv(g)])

    def v_lane(self, it: AttentionItem, g: int = 0) -> int:
        s = self.stage
        return int(lanes_of(s.placements["v"], s.batch * s.kv_heads)[it.segment_kv(g)])

    def copies(self, which: str) -> int:
        """Key or value blocks an item holds: one per stacked head where the heads read their own,
        or (keys) their own lanes of the same sticks; else one (the product with the whole value
        stick gives every head its lanes)."""
        mode = self.modes.get(which, "one")
        return self.stack if mode == "own" or (which == "k" and mode == "lanes") else 1

    def out_lane(self, batch: int) -> int:
        """The lane query head `batch`'s (flat) output rows start at (0 unless out is in lanes)."""
        s = self.stage
        return int(lanes_of(s.placements["out"], s.batch * s.heads)[batch])

    @property
    def lane_masks(self) -> list:
        """The (first lane, lanes) masks the vector unit builds once: each lane-placed q / k head's
        lanes, each output head's lanes in the sticks it shares, or lane 0 up to v_dim for an output
        shifted out of lane-placed values onto a stick of its own."""
        s = self.stage
        masks = set()
        if self.in_lanes("q") or self.in_lanes("k"):
            masks |= {(self.qk_lane(it, g), s.head_dim) for it in self.items for g in range(it.heads)}
        if self.in_lanes("out"):
            masks |= {(self.out_lane(batch), s.v_dim) for it in self.items for batch, *_ in it.segments()}
        elif self.in_lanes("v"):
            masks.add((0, s.v_dim))
        return sorted(masks)

    @property
    def o_lead(self) -> int:
        """Bytes of slack before the output tiles (an output in lanes may sit left of its v lanes)."""
        return self.E * 4 if self.in_lanes("out") else 0

    def store_groups(self) -> list:
        """(first item, end item) of the items that store together: one item each, or, for an output
        in lanes, the items whose heads share output sticks (consecutive: make_plan orders them so),
        merged on one core before one store."""
        if not self.in_lanes("out"):
            return [(t, t + 1) for t in range(len(self.items))]
        groups, start, keys = [], 0, set()
        for t, it in enumerate(self.items):
            mine = set(self.store_slots(it))
            if t and not mine & keys:
                groups.append((start, t))
                start, keys = t, set()
            keys |= mine
        groups.append((start, len(self.items)))
        return groups

    def needs_zero_lanes(self, group: list) -> bool:
        """A store group leaves some lanes of its output sticks unwritten (the padding past the last
        head): its out rows start zeroed."""
        lanes = {}
        for it in group:
            for key, (batch, *_) in zip(self.store_slots(it), it.segments()):
                lanes.setdefault(key, set()).update(range(self.out_lane(batch), self.out_lane(batch) + self.stage.v_dim))
        return any(len(covered) < self.E for covered in lanes.values())

    def store_slots(self, it: AttentionItem) -> list:
        """Per segment of the item, the output sticks' key (their device base, first row) it stores to."""
        base = self.stage.placements["out"].base
        return [(int(base[batch if len(base) > 1 else 0]), m0) for batch, m0, _, _ in it.segments()]

    @property
    def mask_rows(self) -> int:
        return mask_rows(self.mt, self.E)

    def scratch_requests(self, mt: int | None = None):
        mt = mt or self.mt
        s, E = self.stage, self.E
        isz = ITEMSIZE[s.dtype]
        row32 = -(-mt // 32) * STICK_BYTES  # one fp32 per row
        # the output tiles read shifted by the lanes between the v and the out lanes: a stick of slack
        # after them, and before them where the shift can be backwards (o_lead)
        o_slack = (E * 4 if self.in_lanes("v") or self.in_lanes("out") else 0) + self.o_lead
        req = [("q", mt * self.dt * STICK_BYTES, True), ("k", self.copies("k") * E * self.dt * STICK_BYTES, True),
               ("v", self.copies("v") * E * self.dvt * STICK_BYTES, True), ("s", mt * E * 4, True), ("p", mt * E * isz, True),
               ("o", self.dvt * mt * E * 4 + o_slack, False), ("out", self.dvt * mt * STICK_BYTES, False),
               ("m", row32, False), ("m_new", row32, False), ("l", row32, False), ("alpha", row32, False),
               ("rowred", row32, False), ("neg_inf", mt * E * 4, False)]
        if s.mask is not None:
            req += [("bias", mt * E * isz, True), ("bias32", mt * E * 4, False)]
        if s.causal:
            req += [("col_minus_row", mt * E * 4, False), ("causal_rows", mt * E * 4, False), ("causal_mask", mt * E, False)]
        if s.kv_len % E:
            req += [("lane_iota", mt * E * 4, False), ("tail_mask", mt * E, False)]
        if self.in_lanes("out"):  # an item's output cast, before it is merged into the shared sticks
            req.append(("out_cast", mt * STICK_BYTES, False))
        masks = self.lane_masks
        if masks:
            mr = mask_rows(mt, E)
            req += [("zero", mr * STICK_BYTES, False), ("lane_masks", len(masks) * mr * E, False),
                    ("mask_iota", mr * E * 4, False), ("mask_tmp", mr * E, False)]
        return req

    def divide_work(self, kernel, config) -> StageWork:
        """Store groups (store_groups: an item, or the items merging their heads into shared output
        sticks) of equal cost (no causal mask): contiguous balanced ranges. A causal plan's groups
        differ (a later query block sees more keys): each goes, longest first, to the core with the
        least work so far, and the items are reordered core by core so each core's are contiguous."""
        groups = self.store_groups()
        n = len(groups)
        cost = [sum(len(it.blocks) * it.rows for it in self.items[t0:t1]) for t0, t1 in groups]
        if len(set(cost)) > 1 and n > config.num_cores:
            load = [0] * config.num_cores
            owner = [0] * n
            for g in sorted(range(n), key=lambda g: (-cost[g], g)):
                c = min(range(config.num_cores), key=lambda c: (load[c], c))
                owner[g] = c
                load[c] += cost[g]
            order = sorted(range(n), key=lambda g: (owner[g], g))
            self.items = [it for g in order for it in self.items[groups[g][0]:groups[g][1]]]
            groups = self.store_groups()
            counts = [owner.count(c) for c in range(config.num_cores)]
            cores, start = {}, 0
            for c, k in enumerate(counts):
                if k:
                    cores[c] = (start, start + k)
                    start += k
            return StageWork(groups, cores)
        return StageWork(groups, deal(n, config.num_cores))


def mask_rows(mt: int, E: int) -> int:
    """Rows (of one stick) a lane mask covers: an item's q rows or a key block, rounded up to a
    multiple of 4 so the mask is whole u8 sticks."""
    return -(-max(mt, E) // 4) * 4


def stacks_heads(stage: AttentionStage) -> bool:
    """GQA with few query rows (a decode step): the query heads of one kv head share an item, so
    their keys and values are read once, not once per query head (causal masks index rows by their
    query position: not stacked)."""
    return stage.group > 1 and not stage.causal and stage.q_len * stage.group <= MAX_ROWS


def lane_stack(stage: AttentionStage, E: int) -> tuple[int, dict]:
    """Query heads one item stacks because they share output sticks (heads narrower than a stick,
    the output written in lanes; each its own kv head, or all of them one), merged before one
    store, and how the stacked heads read q, k, v and the bias: "one" (the same sticks: loaded
    once, used by all), "lanes" (other lanes of the same sticks: loaded once, each head's lanes
    selected from them) or "own" (sticks of their own, loaded one by one). (1, {}): no stacking."""
    pl = stage.placements
    per_stick = E // stage.v_dim if E % stage.v_dim == 0 else 1
    if per_stick < 2 or not isinstance(pl.get("out"), LanePlacement) or \
            (stage.group != 1 and stage.group % per_stick):
        return 1, {}
    modes = {}
    for which in pl:
        if which in ("k", "v") and stage.group > 1:
            modes[which] = "one"
            continue
        n = stage.batch * stage.heads
        base = np.broadcast_to(pl[which].base, (n,)).reshape(stage.batch, stage.heads)
        same = all(np.all(base[:, h0:h0 + per_stick] == base[:, h0:h0 + 1]) for h0 in range(0, stage.heads, per_stick))
        if same and isinstance(pl[which], LanePlacement):
            modes[which] = "lanes"
        else:  # the same sticks at lane 0 for every head: one load (a kv head or a bias broadcast over heads)
            modes[which] = "one" if same and which != "q" else "own"
    if modes.pop("out") != "lanes":
        return 1, {}
    return per_stick, modes


def _items(stage: AttentionStage, mt: int, E: int, stack: int = 1) -> list:
    """Work items: mt query rows of one head, or of each of `stack` heads (lane_stack), an item; a
    GQA stage that stacks heads (stacks_heads): all query rows of a kv head's heads an item."""
    items = []
    if stack == 1 and stacks_heads(stage):
        blocks = [(j0, min(E, stage.kv_len - j0)) for j0 in range(0, stage.kv_len, E)]
        for b in range(stage.batch):
            for kh in range(stage.kv_heads):
                items.append(AttentionItem(b * stage.heads + kh * stage.group, b * stage.kv_heads + kh, 0,
                                           stage.q_len * stage.group, blocks, stage.group))
        return items
    for b in range(stage.batch):
        for h0 in range(0, stage.heads, stack):
            hs = min(stack, stage.heads - h0)
            for m0 in range(0, stage.q_len, mt):
                rows = min(mt, stage.q_len - m0)
                last_key = stage.kv_len - 1 if not stage.causal else min(stage.kv_len - 1, m0 + rows - 1)
                blocks = [(j0, min(E, stage.kv_len - j0)) for j0 in range(0, last_key + 1, E)]
                items.append(AttentionItem(b * stage.heads + h0, b * stage.kv_heads + h0 // stage.group, m0,
                                           rows * hs, blocks, hs, kv_step=int(stage.group == 1)))
    return items


def make_plan(stage: AttentionStage, kernel: Kernel, config) -> AttentionPlan:
    E = elems_per_stick(stage.dtype)
    dt, dvt = -(-stage.head_dim // E), -(-stage.v_dim // E)
    if dt > 255:
        raise SpyreCompileError(f"spyre compiler: stage {stage.name}: head dim {stage.head_dim} is more than the "
                                f"PE array's 255 sticks")
    if stacks_heads(stage):
        plan = AttentionPlan(stage, stage.q_len * stage.group, E, dt, dvt, [])
        plan.items = _items(stage, plan.mt, E)
        if plan.in_lanes("out"):
            plan.items = _by_output_sticks(plan)
        return plan
    stack, modes = lane_stack(stage, E)
    mt = min(stage.q_len, MAX_ROWS // stack)  # (query rows of one head)
    head_groups = stage.batch * -(-stage.heads // stack)  # (an item's heads: one, or a stack)
    # enough items for every core (a causal plan: two a core, so long and short query blocks pair up)
    want = config.num_cores * (2 if stage.causal else 1)
    while head_groups * -(-stage.q_len // mt) < want and mt * stack > MIN_ROWS:
        mt = -(-mt // 2)
    plan = AttentionPlan(stage, mt * stack, E, dt, dvt, _items(stage, mt, E, stack), stack, modes)
    capacity = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    while pack(plan.scratch_requests(mt * stack), capacity, 2).used > capacity and mt > 1:
        mt = -(-mt // 2)
    plan.mt = mt * stack
    plan.items = _items(stage, mt, E, stack)
    if plan.in_lanes("out"):
        plan.items = _by_output_sticks(plan)
    if any(not it.blocks for it in plan.items):
        raise SpyreCompileError(f"spyre compiler: stage {stage.name}: a query block sees no key")
    return plan


def _by_output_sticks(plan: AttentionPlan) -> list:
    """The items reordered so those storing into the same output sticks (heads sharing them, at
    the same query rows) are consecutive, in their first item's order."""
    first = {}
    for t, it in enumerate(plan.items):
        first.setdefault(min(plan.store_slots(it)), t)
    items = sorted(plan.items, key=lambda it: first[min(plan.store_slots(it))])
    seen = {}
    for g, (t0, t1) in enumerate(dataclasses.replace(plan, items=items).store_groups()):
        rows = {}
        for it in items[t0:t1]:
            for key, (_, _, n, _) in zip(plan.store_slots(it), it.segments()):
                if seen.setdefault(key, g) != g:
                    raise SpyreCompileError(f"spyre compiler: stage {plan.stage.name}: output sticks shared by heads "
                                            f"of items that cannot be grouped")
                rows[key] = n
        if sum(rows.values()) > plan.mt:
            raise SpyreCompileError(f"spyre compiler: stage {plan.stage.name}: a store group's output rows do not "
                                    f"fit its buffer")
    return items


def reference(stage: AttentionStage, q, k, v, bias=None):
    """numpy semantics of the stage on (B, H, S, D) arrays (float64), for tests and the interpreter."""
    g = stage.group
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    s = np.einsum("bhid,bhjd->bhij", q, k) * stage.scale
    if bias is not None:
        s = s + bias
    if stage.causal:
        keep = np.tril(np.ones((stage.q_len, stage.kv_len), dtype=bool))
        s = np.where(keep, s, -np.inf)
    top = s.max(axis=-1, keepdims=True)
    p = np.exp(s - np.where(np.isneginf(top), 0.0, top))  # (a row with every key masked: all 0)
    total = p.sum(axis=-1, keepdims=True)
    p /= np.where(total == 0, 1.0, total)
    return np.einsum("bhij,bhjd->bhid", p, v)
