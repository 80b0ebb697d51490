"""Kernel codegen: one kernel's plans -> per-(core, unit) programs (card ProgramBuilder) -> image.

Stages are separated by a `barrier` on every unit (a later stage may read what any core stored).
Fusion-local buffers live in compiler-owned device scratch (the "@scratch" slot); caller-owned
buffers are reached through `li rN, @slotK+addend` placeholders patched at launch.
"""

from __future__ import annotations

from spyre_runtime import HardwareConfig
from spyre_runtime.artifact import SCRATCH_SLOT
from spyre_runtime.card import ProgramBuilder

from ..ir.kernel_ir import Kernel
from ..passes import queues as queue_pass
from ..passes.attention import AttentionStage
from ..passes.gather import GatherStage
from ..passes.matmul import MatmulStage
from ..passes.scatter import ScatterStage
from .attention import AttentionEmitter
from .gather import GatherEmitter
from .matmul import MatmulEmitter
from .rows import RowEmitter
from .scatter import ScatterEmitter
from .tile import TileEmitter

# stages that plan and emit themselves (issue 7): stage class -> emitter class
PLANNED_EMITTERS = {MatmulStage: MatmulEmitter, GatherStage: GatherEmitter, ScatterStage: ScatterEmitter,
                    AttentionStage: AttentionEmitter}


def emitter_class(plan):
    """The emitter of a stage's plan: its own for a self-planned stage, tiles, else rows."""
    if type(plan.stage) in PLANNED_EMITTERS:
        return PLANNED_EMITTERS[type(plan.stage)]
    if plan.mode == "tile":  # a restickify run as transposed tiles (passes/tiles.py)
        return TileEmitter
    return RowEmitter


class KernelCodegen:
    """One kernel's programs: a slot per caller-owned buffer (in call order), fusion-local buffers in
    the device scratch, the unit queues of every core with work, then each stage's emitter in turn."""

    def __init__(self, kernel: Kernel, config: HardwareConfig):
        self.kernel = kernel
        self.config = config
        self.builder = ProgramBuilder(config)
        self.scratch_offsets: dict[str, int] = {}
        self.scratch_bytes = 0
        self.scratch_plans: dict = {}
        self.bytes_moved = 0
        self.queues = {}
        self.reroll = True
        # carried values kept in the scratchpad (passes/split_stages.keep_in_scratchpad): buffer ->
        # Resident, and per stage the scratchpad bytes below them
        self.residents: dict = {}
        self.scratch_floors: dict = {}

    def slot_for(self, buffer: str):
        buf = self.kernel.buffers[buffer]
        if buf.role == "local":
            if buffer not in self.scratch_offsets:
                self.scratch_offsets[buffer] = self.scratch_bytes
                self.scratch_bytes += -(-buf.layout.device_nbytes // 128) * 128
            return self.builder.arg_slot(SCRATCH_SLOT), self.scratch_offsets[buffer]
        return self.builder.arg_slot(buffer), 0

    def run(self, plans, works):
        # slots for every caller-owned argument first, in call order (stable slot numbers)
        for b in self.kernel.args():
            self.builder.arg_slot(b.name)
        used = sorted({c for w in works for c in w.cores})
        for c in used:
            self.queues[c] = queue_pass.core_queues(self.builder, c)
        for sid, (plan, work) in enumerate(zip(plans, works)):
            if sid:
                for c in used:
                    for unit in ("load", "vector", "store"):
                        self.builder.core(c).units[unit].barrier()
            emitter_class(plan)(self, plan, work).emit()
        image = self.builder.build()
        balance = queue_pass.check_balance(image)
        return image, balance
