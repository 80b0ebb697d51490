"""How each stage runs: the one place that chooses a stage's plan.

- A MatmulStage, GatherStage, ScatterStage or AttentionStage plans itself (matmul.make_plan,
  gather.make_plan, scatter.make_plan, attention.make_plan: its own tiles or items and scratchpad regions).
- Any other stage runs as rows where its accesses walk sticks (layout.plan_rows); a pointwise
  stage that cannot, because it moves the stick dim, as E x E tiles (tiles.plan_tiles); what is
  still irregular, element by element (layout.plan_rows with element=True). A reduction stage has
  no fallback: `insert_restickify` gave it a copy stage first where its rows were strided.
"""

from __future__ import annotations

from ..ir.kernel_ir import Kernel, Stage
from .attention import AttentionStage
from .attention import make_plan as make_attention_plan
from .gather import GatherStage
from .gather import make_plan as make_gather_plan
from .layout import MAX_ROW_ELEMS, LayoutConstraintError, StagePlan, assign_layouts, plan_rows, restickify_reduction
from .matmul import MatmulStage
from .matmul import make_plan as make_matmul_plan
from .scatter import ScatterStage
from .scatter import make_plan as make_scatter_plan
from .tiles import plan_tiles, restickify_loads
from .work_division import divide_work

# stages that plan themselves (issue 7): stage class -> plan maker(stage, kernel, config)
SELF_PLANNED = {MatmulStage: make_matmul_plan, GatherStage: make_gather_plan, ScatterStage: make_scatter_plan,
                AttentionStage: make_attention_plan}


def plan_stage(stage: Stage, kernel: Kernel, max_row: int = MAX_ROW_ELEMS) -> StagePlan:
    """The plan of a stage that does not plan itself: rows, else tiles, else element by element."""
    try:
        return plan_rows(stage, kernel, element=False, max_row=max_row)
    except LayoutConstraintError:
        if stage.reduce_sizes:
            raise
        tiled = plan_tiles(stage, kernel)  # a restickify (transpose) runs as E x E tiles
        if tiled is not None:
            return tiled
        return plan_rows(stage, kernel, element=True, max_row=max_row)


def plan_self_planned(stage: Stage, kernel: Kernel, config):
    return SELF_PLANNED[type(stage)](stage, kernel, config)


def divide_stage_work(plan, kernel: Kernel, config):
    """Cores for a stage's plan: a self-planned stage deals its own items, the others go through
    work_division (row points in groups, the core window checked)."""
    if type(plan.stage) in SELF_PLANNED:
        return plan.divide_work(kernel, config)
    return divide_work(plan, kernel, config.num_cores, config.core_window_bytes)


def plan_layouts(kernel: Kernel) -> list[StagePlan]:
    assign_layouts(kernel)
    return [plan_stage(stage, kernel) for stage in kernel.stages]


def insert_restickify(kernel: Kernel, max_row: int = MAX_ROW_ELEMS) -> None:
    """Before every reduction stage whose loads do not walk rows along a reduction dim, insert a
    restickify stage: it copies what the stage loads into a fusion-local buffer laid out as
    (iteration dims..., reduction dims...), so the reduction reads unit-stride rows along its
    innermost reduction dim (layout.restickify_reduction). (The copy itself runs as rows where it
    can, else as tiles, else element by element.) Before a pointwise stage with transposed loads
    that runs neither as rows nor as tiles (mixed stick widths, index values, masked loads: the
    key rotary fused with its transpose), the same for those loads (tiles.restickify_loads), so
    the stage runs as rows instead of element by element."""
    stages = []
    for stage in kernel.stages:
        if stage.reduce_sizes:
            try:
                plan_stage(stage, kernel, max_row)
            except LayoutConstraintError:
                stages += restickify_reduction(stage, kernel)
        else:
            stages += restickify_loads(stage, kernel, max_row)
        stages.append(stage)
    kernel.stages[:] = stages
    kernel.verify()
