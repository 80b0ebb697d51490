"""Work division: each stage's row points are cut into *groups* (the points that produce one
stored stick row: one point for pointwise, one output row's reduction points for "across", the
points whose results fill one output stick for "within"), and the groups are dealt to cores as
contiguous ranges. Splits therefore fall on output stick boundaries, over the output dims first
(the point order is output dims outermost).

Uneven sizes: remainder cores -- with G groups on C cores the first G mod C cores take
ceil(G/C) groups and the rest floor(G/C); cores with no group idle for the stage (no padding).
Every core's span of device memory per buffer is checked against the 256 MiB core window.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..common import SpyreCompileError
from .layout import StagePlan


@dataclass
class StageWork:
    groups: list  # (first point, end point) per group, in point order
    cores: dict  # core -> (first group, end group)

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


def divide_work(plan: StagePlan, kernel, num_cores: int, window_bytes: int) -> StageWork:
    groups = point_groups(plan, kernel)
    work = StageWork(groups, deal(len(groups), num_cores))
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
