"""Work division: each stage's row points are cut into *groups* (the points that produce one
stored stick row: one point for pointwise, one output row's reduction points for "across", the
points whose results fill one output stick for "within"), and the groups are dealt to cores as
contiguous ranges. Splits therefore fall on output stick boundaries, over the output dims first
(the point order is output dims outermost).

One output stick reduced over many points (a full reduction to a scalar: HF T5's fp16
`isinf(x).any()` guard) would be one group on one core, every row loaded one after the other. When
the reduction's order does not matter (max, min, any: exact in any order) its points are cut into
*parts* instead (`split_reduction`), one group per core: each core reduces its rows into its own
stick, rings it to the first core, which combines them and stores (emit/rows.py); a result later
stages read is rung back to every core and kept there (split_stages.keep_in_scratchpad).

Uneven sizes: remainder cores -- with G groups on C cores the first G mod C cores take
ceil(G/C) groups and the rest floor(G/C); cores with no group idle for the stage (no padding).
Every core's span of device memory per buffer is checked against the 256 MiB core window.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ..common import SpyreCompileError
from .layout import StagePlan, store_fills_sticks


@dataclass
class StageWork:
    groups: list  # (first point, end point) per group, in point order
    cores: dict  # core -> (first group, end group)
    parts: bool = False  # the groups are parts of one reduction, combined on the first core (split_reduction)

    @property
    def owner(self) -> int:
        """The core that combines the parts of a split reduction and stores the result."""
        return min(self.cores)

    def points_of(self, core: int) -> tuple[int, int]:
        g0, g1 = self.cores[core]
        return self.groups[g0][0], self.groups[g1 - 1][1]


def point_groups(plan: StagePlan, kernel) -> list[tuple[int, int]]:
    n = plan.num_points
    if plan.mode in ("pointwise", "tile"):  # (a tile stores its own whole sticks)
        return [(p, p + 1) for p in range(n)]
    if plan.mode == "across":
        k = plan.reduce_points
        return [(p, p + k) for p in range(0, n, k)]
    # within / element: group consecutive points whose result lands in the same output stick
    stores = [a for a in plan.accesses.values() if a.kind == "element"]
    if not stores:
        raise SpyreCompileError(f"spyre compiler: stage {plan.stage.name}: a reduction without a stored result")
    keys = None
    for acc in stores:
        k = acc.dev_base // kernel.buffers[acc.buffer].layout.elems_per_stick
        if keys is not None and not np.array_equal(k, keys):
            # results of several reductions must share output sticks point by point
            raise SpyreCompileError(f"spyre compiler: stage {plan.stage.name}: reductions store to differently "
                                    f"laid out outputs")
        keys = k
    bounds = [0] + [int(i) + 1 for i in np.nonzero(np.diff(keys))[0]] + [n]
    groups = list(zip(bounds[:-1], bounds[1:]))
    if len({int(keys[g0]) for g0, _ in groups}) != len(groups):
        raise SpyreCompileError(f"spyre compiler: stage {plan.stage.name}: results for one output stick are not "
                                f"produced consecutively")
    return groups


def deal(n_groups: int, num_cores: int) -> dict[int, tuple[int, int]]:
    """Contiguous balanced ranges: the first n mod C cores get one group more."""
    q, rem = divmod(n_groups, num_cores)
    cores, start = {}, 0
    for c in range(min(num_cores, n_groups)):
        size = q + (1 if c < rem else 0)
        cores[c] = (start, start + size)
        start += size
    return cores


ORDER_FREE_REDUCTIONS = ("max", "min", "any")  # the same bits in any order of the rows


def split_reduction(plan: StagePlan, kernel, groups: list, num_cores: int) -> list | None:
    """Parts (one group per core) of a within-row reduction whose points all reduce into ONE output
    element, or None: every reduction of the stage is order-free, every store is a reduction's and
    fills its sticks (no merge with what they hold). (Several elements of one stick would each be
    in some parts only: the other parts' zero lanes are not max's or min's identity.)"""
    if plan.mode != "within" or len(groups) != 1 or num_cores < 2 or plan.num_points < 2 \
            or math.prod(plan.stage.iter_sizes) != 1:
        return None
    ops = plan.stage.ops
    if any(op.opcode == "reduce" and op.value not in ORDER_FREE_REDUCTIONS for op in ops):
        return None
    stores = [op for op in ops if op.opcode in ("store", "store_reduction")]
    if any(op.opcode != "store_reduction" or not store_fills_sticks(plan.stage, op, kernel.buffers[op.buffer])
           for op in stores):
        return None
    n = plan.num_points
    return [(n * c // min(n, num_cores), n * (c + 1) // min(n, num_cores)) for c in range(min(n, num_cores))]


def divide_work(plan: StagePlan, kernel, num_cores: int, window_bytes: int) -> StageWork:
    groups = point_groups(plan, kernel)
    parts = split_reduction(plan, kernel, groups, num_cores)
    if parts is not None:
        groups = parts
    work = StageWork(groups, deal(len(groups), num_cores), parts=parts is not None)
    for core in work.cores:
        p0, p1 = work.points_of(core)
        for acc in plan.accesses.values():
            if acc.buffer is None or acc.kind == "none":  # (a load its mask never reads touches no memory)
                continue
            lay = kernel.buffers[acc.buffer].layout
            dev = acc.dev_base[p0:p1]
            end = getattr(acc, "dev_end", None)  # (tiles know exactly where they end)
            if end is not None:
                span = (int(end[p0:p1].max()) - int(dev.min())) * lay.itemsize
            else:
                span = (int(dev.max()) - int(dev.min()) + plan.row_capacity) * lay.itemsize + \
                    acc.tile_step * lay.itemsize * (-(-plan.row_len // lay.elems_per_stick))
            if span > window_bytes:
                raise SpyreCompileError(
                    f"spyre compiler: stage {plan.stage.name}: core {core} would address {span} bytes of "
                    f"{acc.buffer}, beyond the {window_bytes}-byte core window")
    return work
