"""The frame shared by self-planned stages (matmul, gather): they plan their own scratchpad and
hardware queues instead of going through the row emitter (rows.py)."""

from __future__ import annotations

from ..passes.scratchpad import plan_scratchpad
from ..passes.work_division import StageWork


class PlannedStageEmitter:
    """Emits one planned stage on every core that has work. Subclasses set KIND (a label for
    errors and the queue cache), QUEUES (name -> (producer unit, consumer unit)) and emit_core."""

    KIND = ""
    QUEUES: dict = {}

    def __init__(self, cg, plan, work: StageWork):
        self.cg, self.plan, self.work = cg, plan, work
        self.stage = plan.stage
        self.kernel = cg.kernel

    def emit(self):
        cfg = self.cg.config
        capacity = cfg.scratchpad_bytes - cfg.scratchpad_program_reserve_bytes
        per_core = max((t1 - t0 for t0, t1 in (self.work.points_of(c) for c in self.work.cores)), default=1)
        self.scratch = plan_scratchpad(self.plan.scratch_requests(), capacity, per_core,
                                       f"kernel {self.kernel.name}, stage {self.stage.name} ({self.KIND})")
        self.cg.scratch_plans[self.stage.name] = self.scratch
        for core in sorted(self.work.cores):
            self.emit_core(core)

    def queues(self, core: int) -> dict:
        """This kind's hardware queues on one core, made once per kernel and shared by all its
        stages of this kind (every stage leaves them balanced)."""
        cache = self.cg.__dict__.setdefault(f"{self.KIND}_queues", {})
        if core not in cache:
            cb = self.cg.builder.core(core)
            cache[core] = {name: cb.queue(*pair) for name, pair in self.QUEUES.items()}
        return cache[core]

    @staticmethod
    def pe_joins_barriers(cb) -> None:
        """The PE unit of core builder cb joins the stage barriers its load unit already passed
        (stages before this one may not have used the PE)."""
        barriers = sum(1 for ins in cb.load.instructions if ins.op == "barrier")
        while sum(1 for ins in cb.pe.instructions if ins.op == "barrier") < barriers:
            cb.pe.barrier()

    def emit_core(self, core: int):
        raise NotImplementedError
