"""Cycle model of the card, from HardwareConfig only, and the roofline bound.

Every unit keeps its own clock (cycles). An instruction occupies its unit for its cost; queue
waits move a unit's clock forward to the token's time (a stall). Two resources are shared:
LPDDR5 (one bus for all cores: each transfer holds it for bytes / lpddr5_bytes_per_cycle, then
pays lpddr5_latency_cycles; an element gather or scatter holds it for lpddr5_min_access_bytes per
burst it touches, twice for an accumulating scatter's read-modify-write) and the ring (each link,
per direction, holds ring_bytes_per_cycle).
The simulator serves the unit with the earliest clock first, so shared resources go first come,
first served in simulated time.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ..config import HardwareConfig
from .isa import UNITS

SFU_OPS = frozenset({"exp", "log", "tanh", "erf", "rsqrt", "sqrt", "recip", "sigmoid", "sin", "cos", "pow"})


def roofline_cycles(config: HardwareConfig, flops: float, nbytes: float) -> float:
    """Lower bound on a kernel's cycles on this card: PE peak for its FLOPs, LPDDR5 bandwidth for
    the bytes it moves between LPDDR5 and the scratchpads (whichever is slower). The peak is the
    card's, the 16-bit MAC rate: an fp32 matmul reaches at most half of it."""
    return max(flops / config.peak_flops_per_cycle, nbytes / config.lpddr5_bytes_per_cycle)


class TimingModel:
    """Per-instruction costs and the shared-resource state of one run."""

    def __init__(self, config: HardwareConfig):
        c = config
        self.config = c
        self.pe_macs_per_cycle = c.pe_macs_per_cycle_per_corelet * c.corelets_per_core
        self.pe_fp32_macs_per_cycle = c.pe_fp32_macs_per_cycle_per_corelet * c.corelets_per_core
        self.vector_elems_per_cycle = c.vector_elems_per_cycle_per_corelet * c.corelets_per_core
        self.sfu_cycles_per_stick = c.sfu_cycles_per_stick / c.corelets_per_core
        self.transpose_cycles_per_stick = c.transpose_cycles_per_stick / c.corelets_per_core
        self.mem_bytes_per_cycle = c.lpddr5_bytes_per_cycle
        self.mem_latency = c.lpddr5_latency_cycles
        self.min_access = c.lpddr5_min_access_bytes
        self.ring_bytes_per_cycle = c.ring_bytes_per_cycle
        self.num_cores = c.num_cores
        self.reset()

    def reset(self):
        self.bus_free = 0.0
        self.links: dict[tuple, float] = {}  # (core, direction) -> free time of the link leaving core

    def mm(self, macs: int, itemsize: int) -> float:
        """A matmul of `macs` MACs on operands of `itemsize` bytes (fp32's take the PE two passes)."""
        rate = self.pe_macs_per_cycle if itemsize <= 2 else self.pe_fp32_macs_per_cycle
        return max(1.0, math.ceil(macs / rate))

    def vector(self, elems: int, sticks: int, sfu: bool) -> float:
        if sfu:
            return max(1.0, sticks * self.sfu_cycles_per_stick)
        return max(1.0, math.ceil(elems / self.vector_elems_per_cycle))

    def transpose(self, sticks: int) -> float:
        """A tile transpose (`vtrans`) writing `sticks` sticks."""
        return max(1.0, sticks * self.transpose_cycles_per_stick)

    def memory(self, t: float, nbytes: int) -> float:
        """An LPDDR5 transfer issued at t; returns its end time."""
        start = max(t, self.bus_free)
        self.bus_free = start + nbytes / self.mem_bytes_per_cycle
        return self.bus_free + self.mem_latency

    def element_gather(self, t: float, addresses: np.ndarray) -> tuple[float, int]:
        """An element gather (`gathere`) issued at t, reading one element at each device address (in
        lane order): each lane whose burst differs from the previous lane's is one LPDDR5 transaction
        of at least lpddr5_min_access_bytes (consecutive lanes in one burst coalesce). Returns (end
        time, bytes the bus carried)."""
        return self.element_gather_cost(t, self.gather_transactions(addresses))

    def gather_transactions(self, addresses: np.ndarray) -> int:
        """Bus transactions of an element gather reading `addresses` in lane order (0 for none)."""
        if not addresses.size:
            return 0
        burst = addresses // self.min_access
        return 1 + int(np.count_nonzero(burst[1:] != burst[:-1]))

    def element_gather_cost(self, t: float, transactions: int) -> tuple[float, int]:
        """(end time, bus bytes) of an element gather of `transactions` bursts issued at t."""
        if not transactions:
            return t + 1, 0
        nbytes = transactions * self.min_access
        return self.memory(t, nbytes), nbytes

    def element_scatter_cost(self, t: float, transactions: int, acc: bool) -> tuple[float, int]:
        """(end time, bus bytes each way) of an element scatter (`scattere`) of `transactions` bursts
        issued at t: each burst is written, and read first when the scatter accumulates (the bus is
        then held twice as long; the bytes count as loaded and as stored)."""
        if not transactions:
            return t + 1, 0
        nbytes = transactions * self.min_access
        return self.memory(t, 2 * nbytes if acc else nbytes), nbytes

    def hops(self, src: int, dst: int) -> tuple[int, int]:
        """(hop count, direction +1/-1) of the shorter way round the ring."""
        fwd = (dst - src) % self.num_cores
        return (fwd, 1) if fwd <= self.num_cores - fwd else (self.num_cores - fwd, -1)

    def ring(self, t: float, src: int, dst: int, nbytes: int) -> float:
        """A scratchpad-to-scratchpad ring transfer issued at t; returns its end time."""
        hops, d = self.hops(src, dst)
        links = [((src + i * d) % self.num_cores, d) for i in range(hops)]
        start = max([t] + [self.links.get(k, 0.0) for k in links])
        busy = nbytes / self.ring_bytes_per_cycle
        for k in links:
            self.links[k] = start + busy
        return start + busy + hops


@dataclass
class UnitReport:
    end: float = 0.0  # the unit's clock when it finished
    busy: float = 0.0  # cycles spent executing instructions
    stall: float = 0.0  # cycles spent blocked on queues, barriers and shared resources
    instructions: int = 0


@dataclass
class RunReport:
    """What one run of an image cost. `cycles` is the kernel's time: the latest unit end."""

    config: HardwareConfig
    units: dict = field(default_factory=dict)  # (core, unit) -> UnitReport
    flops: int = 0
    bytes_loaded: int = 0  # LPDDR5 -> scratchpad
    bytes_stored: int = 0  # scratchpad -> LPDDR5
    ring_bytes: int = 0
    events: list | None = None  # (core, unit, name, start, end) in cycles, when the card traces

    _frozen: dict | None = field(default=None, repr=False, compare=False)  # as_dict(), once frozen

    def freeze(self) -> None:
        """The run is over and the report is shared (the fast engine returns it for every launch):
        work out its figures once. as_dict() then gives a copy of them."""
        self._frozen = None
        self._frozen = self.as_dict()

    @property
    def cycles(self) -> int:
        if self._frozen is not None:
            return self._frozen["cycles"]
        return math.ceil(max((u.end for u in self.units.values()), default=0.0))

    @property
    def core_cycles(self) -> dict:
        out = {}
        for (core, _), u in self.units.items():
            out[core] = max(out.get(core, 0), math.ceil(u.end))
        return out

    @property
    def unit_cycles(self) -> dict:
        return {f"c{c}.{u}": math.ceil(r.end) for (c, u), r in self.units.items()}

    @property
    def roofline_cycles(self) -> float:
        return roofline_cycles(self.config, self.flops, self.bytes_loaded + self.bytes_stored)

    @property
    def instructions(self) -> int:
        return sum(u.instructions for u in self.units.values())

    def as_dict(self) -> dict:
        if self._frozen is not None:
            return dict(self._frozen)
        return {
            "cycles": self.cycles,
            "roofline_cycles": self.roofline_cycles,
            "core_cycles": self.core_cycles,
            "unit_cycles": self.unit_cycles,
            "unit_busy": {f"c{c}.{u}": round(r.busy, 1) for (c, u), r in self.units.items()},
            "unit_stall": {f"c{c}.{u}": round(r.stall, 1) for (c, u), r in self.units.items()},
            "instructions": self.instructions,
            "flops": self.flops,
            "bytes_loaded": self.bytes_loaded,
            "bytes_stored": self.bytes_stored,
            "ring_bytes": self.ring_bytes,
        }

    def chrome_trace(self) -> dict:
        """The traced run as Chrome-trace JSON (Perfetto opens it): one process per core, one
        thread per unit, one slice per instruction (waits that stalled show as "stall")."""
        if self.events is None:
            raise ValueError("chrome_trace: the run was not traced (set card.trace = True before running)")
        us = 1e6 / self.config.clock_hz
        out = []
        for core, unit in sorted(self.units, key=lambda cu: (cu[0], UNITS.index(cu[1]))):
            out.append({"ph": "M", "name": "process_name", "pid": core, "args": {"name": f"core {core}"}})
            out.append({"ph": "M", "name": "thread_name", "pid": core, "tid": UNITS.index(unit),
                        "args": {"name": unit}})
        for core, unit, name, t0, t1 in self.events:
            out.append({"ph": "X", "name": name, "pid": core, "tid": UNITS.index(unit), "ts": t0 * us,
                        "dur": (t1 - t0) * us})
        return {"traceEvents": out, "displayTimeUnit": "ns"}

    def summary(self) -> str:
        d = self.as_dict()
        return (f"{d['cycles']} cycles (roofline {d['roofline_cycles']:.0f}), {d['instructions']} instructions, "
                f"{len(d['core_cycles'])} cores, {d['flops']} FLOPs, {d['bytes_loaded']} B loaded, "
                f"{d['bytes_stored']} B stored, {d['ring_bytes']} B over the ring")
