"""Scratchpad planning per core: every row buffer a stage needs gets a region of the core's
scratchpad (2 MiB minus the instruction-buffer reserve), 128-byte aligned.

Within one stage all regions are live together (a row point uses every value once, and points
overlap in the pipeline), so the plan is a packing, checked by `check_plan`: in bounds, aligned,
and no two regions overlap. Double buffers (two copies, alternating by point parity) go to the
values that cross a unit boundary (loads: load->vector, stored rows: vector->store) when a core
handles more than one point, so the load unit can fill point p+1 while the vector unit works on p;
if that does not fit, single buffers are used (the units then take turns).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..common import SpyreCompileError

ALIGN = 128


@dataclass(frozen=True)
class Region:
    name: str
    offset: int
    size: int  # bytes of one copy
    copies: int

    def addr(self, point: int) -> int:
        return self.offset + (point % self.copies) * self.size

    @property
    def end(self) -> int:
        return self.offset + self.size * self.copies


@dataclass
class ScratchPlan:
    capacity: int
    regions: dict = field(default_factory=dict)
    depth: int = 1  # copies of the double-buffered regions

    @property
    def used(self) -> int:
        return max((r.end for r in self.regions.values()), default=0)

    def __getitem__(self, name) -> Region:
        return self.regions[name]

    def describe(self) -> str:
        lines = [f"    scratchpad: {self.used} of {self.capacity} bytes, depth {self.depth}"]
        for r in sorted(self.regions.values(), key=lambda r: r.offset):
            lines.append(f"      [{r.offset:#08x}, {r.end:#08x}) {r.name} x{r.copies}")
        return "\n".join(lines)


def _align(n: int) -> int:
    return -(-n // ALIGN) * ALIGN


def pack(requests, capacity: int, depth: int) -> ScratchPlan:
    """requests: (name, bytes, double_buffered). Regions are laid out in request order."""
    plan = ScratchPlan(capacity, depth=depth)
    off = 0
    for name, size, double in requests:
        copies = depth if double else 1
        size = _align(max(size, 1))
        plan.regions[name] = Region(name, off, size, copies)
        off += size * copies
    return plan


def plan_scratchpad(requests, capacity: int, points_per_core: int, what: str) -> ScratchPlan:
    depth = 2 if points_per_core > 1 else 1
    plan = pack(requests, capacity, depth)
    if plan.used > capacity and depth == 2:
        plan = pack(requests, capacity, 1)
    if plan.used > capacity:
        raise SpyreCompileError(
            f"spyre compiler: {what}: the row buffers need {plan.used} bytes of scratchpad, only {capacity} "
            f"are usable per core (rows this long need splitting, not done yet)")
    check_plan(plan)
    return plan


def check_plan(plan: ScratchPlan) -> None:
    """No two live regions overlap; all inside [0, capacity); all 128-byte aligned."""
    spans = sorted((r.offset, r.end, r.name) for r in {id(r): r for r in plan.regions.values()}.values())  # (aliases once)
    for lo, hi, name in spans:
        if lo < 0 or hi > plan.capacity:
            raise SpyreCompileError(f"scratchpad plan: region {name} [{lo}, {hi}) outside [0, {plan.capacity})")
        if lo % ALIGN or (hi - lo) % ALIGN:
            raise SpyreCompileError(f"scratchpad plan: region {name} [{lo}, {hi}) is not {ALIGN}-byte aligned")
    for (lo1, hi1, n1), (lo2, hi2, n2) in zip(spans, spans[1:]):
        if lo2 < hi1:
            raise SpyreCompileError(f"scratchpad plan: regions {n1} [{lo1}, {hi1}) and {n2} [{lo2}, {hi2}) overlap")
