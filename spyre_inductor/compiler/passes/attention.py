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
copy stage first (`matmul.restickify_copy`), as a matmul operand does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

import numpy as np

from ..common import ITEMSIZE, STICK_BYTES, SpyreCompileError
from ..ir.interpret import eval_index
from ..ir.kernel_ir import Kernel, Stage, iter_symbol
from .layout import elems_per_stick
from .matmul import OperandView, restickify_copy, place
from .scratchpad import pack
from .work_division import StageWork, deal

MAX_ROWS = 128  # query rows per work item (the PE instructions take up to 65535; the scratchpad bounds it)
MIN_ROWS = 16  # smaller blocks only to give idle cores work when there are many rows


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
    otherwise, and after it for an output that is)."""
    stages = []
    for stage in kernel.stages:
        if not isinstance(stage, AttentionStage):
            stages.append(stage)
            continue
        after = []
        for which, view in stage.views().items():
            grid = _grid(stage, which)
            rows, cols = _shape(stage, which)
            pl = place(grid, kernel, view, view.row_var, view.col_var, rows, cols)
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


# ---------------------------------------------------------------- plan

@dataclass
class AttentionItem:
    batch: int  # flat (b, h) index of q / out / mask (the first head's when heads are stacked)
    kv_batch: int  # flat (b, h // G) index of k / v
    m0: int
    rows: int
    blocks: list  # (first key, keys) of each key block, in order
    heads: int = 1  # query heads stacked in the item's rows (GQA: the heads of one kv head, rows // heads each)

    def segments(self):
        """(flat q batch, first query row, rows, first row in the item) per stacked head."""
        n = self.rows // self.heads
        return [(self.batch + g, self.m0, n, g * n) for g in range(self.heads)]


@dataclass
class AttentionPlan:
    stage: AttentionStage
    mt: int  # query rows per item
    E: int  # keys per block (one stick of the operand dtype)
    dt: int  # head-dim sticks (q, k)
    dvt: int  # v-dim sticks (v, out)
    items: list

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
        return (f"  stage {s.name}: attention (fused, online softmax) batch {s.batch} heads {s.heads}/{s.kv_heads} "
                f"q_len {s.q_len} kv_len {s.kv_len} head_dim {s.head_dim} {s.dtype}; items of {self.mt} query rows x "
                f"key blocks of {self.E}, {len(self.items)} items, {self.blocks} key blocks"
                + ("; causal" if s.causal else "") + ("; additive bias" if s.mask is not None else ""))

    def scratch_requests(self, mt: int | None = None):
        mt = mt or self.mt
        s, E = self.stage, self.E
        isz = ITEMSIZE[s.dtype]
        row32 = -(-mt // 32) * STICK_BYTES  # one fp32 per row
        req = [("q", mt * self.dt * STICK_BYTES, True), ("k", E * self.dt * STICK_BYTES, True),
               ("v", E * self.dvt * STICK_BYTES, True), ("s", mt * E * 4, True), ("p", mt * E * isz, True),
               ("o", self.dvt * mt * E * 4, False), ("out", self.dvt * mt * STICK_BYTES, False),
               ("m", row32, False), ("m_new", row32, False), ("l", row32, False), ("alpha", row32, False),
               ("rowred", row32, False), ("neg_inf", mt * E * 4, False)]
        if s.mask is not None:
            req += [("bias", mt * E * isz, True), ("bias32", mt * E * 4, False)]
        if s.causal:
            req += [("col_minus_row", mt * E * 4, False), ("causal_rows", mt * E * 4, False), ("causal_mask", mt * E, False)]
        if s.kv_len % E:
            req += [("lane_iota", mt * E * 4, False), ("tail_mask", mt * E, False)]
        return req

    def divide_work(self, kernel, config) -> StageWork:
        """Items of equal cost (no causal mask): contiguous balanced ranges. A causal plan's items
        differ (a later query block sees more keys): each goes, longest first, to the core with the
        least work so far, and the items are reordered core by core so each core's are contiguous."""
        n = len(self.items)
        if len({len(it.blocks) * it.rows for it in self.items}) > 1 and n > config.num_cores:
            load = [0] * config.num_cores
            owner = [0] * n
            for t in sorted(range(n), key=lambda t: (-len(self.items[t].blocks) * self.items[t].rows, t)):
                c = min(range(config.num_cores), key=lambda c: (load[c], c))
                owner[t] = c
                load[c] += len(self.items[t].blocks) * self.items[t].rows
            self.items = [self.items[t] for t in sorted(range(n), key=lambda t: (owner[t], t))]
            counts = [owner.count(c) for c in range(config.num_cores)]
            cores, start = {}, 0
            for c, k in enumerate(counts):
                if k:
                    cores[c] = (start, start + k)
                    start += k
            return StageWork([(t, t + 1) for t in range(n)], cores)
        return StageWork([(t, t + 1) for t in range(n)], deal(n, config.num_cores))


def stacks_heads(stage: AttentionStage) -> bool:
    """GQA with few query rows (a decode step): the query heads of one kv head share an item, so
    their keys and values are read once, not once per query head (causal masks index rows by their
    query position: not stacked)."""
    return stage.group > 1 and not stage.causal and stage.q_len * stage.group <= MAX_ROWS


def _items(stage: AttentionStage, mt: int, E: int) -> list:
    items = []
    if stacks_heads(stage):
        blocks = [(j0, min(E, stage.kv_len - j0)) for j0 in range(0, stage.kv_len, E)]
        for b in range(stage.batch):
            for kh in range(stage.kv_heads):
                items.append(AttentionItem(b * stage.heads + kh * stage.group, b * stage.kv_heads + kh, 0,
                                           stage.q_len * stage.group, blocks, stage.group))
        return items
    for b in range(stage.batch):
        for h in range(stage.heads):
            for m0 in range(0, stage.q_len, mt):
                rows = min(mt, stage.q_len - m0)
                last_key = stage.kv_len - 1 if not stage.causal else min(stage.kv_len - 1, m0 + rows - 1)
                blocks = [(j0, min(E, stage.kv_len - j0)) for j0 in range(0, last_key + 1, E)]
                items.append(AttentionItem(b * stage.heads + h, b * stage.kv_heads + h // stage.group, m0, rows, blocks))
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
        return plan
    mt = min(stage.q_len, MAX_ROWS)
    heads = stage.batch * stage.heads
    # enough items for every core (a causal plan: two a core, so long and short query blocks pair up)
    want = config.num_cores * (2 if stage.causal else 1)
    while heads * -(-stage.q_len // mt) < want and mt > MIN_ROWS:
        mt = -(-mt // 2)
    plan = AttentionPlan(stage, mt, E, dt, dvt, [])
    capacity = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    while pack(plan.scratch_requests(mt), capacity, 2).used > capacity and mt > 1:
        mt = -(-mt // 2)
    plan.mt = mt
    plan.items = _items(stage, mt, E)
    if any(not it.blocks for it in plan.items):
        raise SpyreCompileError(f"spyre compiler: stage {stage.name}: a query block sees no key")
    return plan


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
    s = s - s.max(axis=-1, keepdims=True)
    p = np.exp(s)
    p /= p.sum(axis=-1, keepdims=True)
    return np.einsum("bhij,bhjd->bhid", p, v)
