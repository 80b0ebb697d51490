"""HardwareConfig: every number the simulator and the timing model use, in one object.

Each field carries its source: "public: ..." for facts from public IBM / torch-spyre material,
"estimate" for numbers that are not public (DESIGN §2), "sim" for settings of the simulator itself.
Override from the environment (SPYRE_<FIELD_NAME_UPPER>=value) or from a JSON file named by
SPYRE_CONFIG; `HardwareConfig.from_env()` applies both (file first, then variables).
"""

from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass, field

KiB = 1024
MiB = 1024 * KiB
GiB = 1024 * MiB


def _f(default, source: str, unit: str = ""):
    return field(default=default, metadata={"source": source, "unit": unit})


@dataclass(frozen=True)
class HardwareConfig:
    # --- topology (public) ---
    num_cores: int = _f(32, "public: torch-spyre docs / IBM material", "cores")
    corelets_per_core: int = _f(2, "public: IBM material", "corelets")
    pe_rows: int = _f(8, "public: 8x8 PE array per corelet", "PEs")
    pe_cols: int = _f(8, "public: 8x8 PE array per corelet", "PEs")
    ring_bytes_per_cycle: int = _f(128, "public: bidirectional ring, 128 B/cycle per direction", "B/cycle")
    scratchpad_bytes: int = _f(2 * MiB, "public: 2 MiB LX scratchpad per core", "B")
    scratchpad_alignment: int = _f(128, "public: scratchpad is 128 B aligned", "B")
    stick_bytes: int = _f(128, "public: 128-byte sticks (64 fp16 / 32 fp32)", "B")
    lpddr5_capacity_bytes: int = _f(128 * 10**9, "public: up to 128 GB LPDDR5 per card", "B")
    lpddr5_usable_bytes: int = _f(112 * 10**9, "public: about 112 GB usable", "B")
    core_window_bytes: int = _f(256 * MiB, "public: one core addresses at most 256 MiB of device memory", "B")
    compute_queues: int = _f(1, "public: one compute queue per card", "queues")

    # --- not public: estimates (recompute figures when better numbers appear) ---
    clock_hz: float = _f(1.0e9, "estimate (1 GHz is the common estimate)", "Hz")
    lpddr5_bytes_per_cycle: float = _f(200.0, "estimate (~200 GB/s at 1 GHz)", "B/cycle")
    lpddr5_latency_cycles: int = _f(200, "estimate", "cycles")
    lpddr5_min_access_bytes: int = _f(64, "estimate (smallest LPDDR5 transaction, one burst: what an element "
                                          "gather pays per element it reads from a new burst)", "B")
    pe_macs_per_cycle_per_corelet: int = _f(64, "estimate (one MAC per PE per cycle)", "MAC/cycle")
    # the PE array is built for 16-bit floats: Spyre's published data types are fp16, fp8, int8 and int4, and
    # the PEs of RaPiD (ISCA 2021, the research chip its cores come from) compute 16-bit floats, fp32 being
    # the vector unit's; fp32 operands are taken to need two passes
    pe_fp32_macs_per_cycle_per_corelet: int = _f(32, "estimate (half the 16-bit rate: two passes per fp32 MAC)",
                                                 "MAC/cycle")
    vector_elems_per_cycle_per_corelet: int = _f(64, "estimate (one fp16 stick per cycle)", "elems/cycle")
    sfu_cycles_per_stick: int = _f(4, "estimate (transcendentals: exp, log, tanh, erf, ...)", "cycles")
    transpose_cycles_per_stick: int = _f(2, "estimate (vtrans, per stick written per corelet: a permute network "
                                            "gathering one lane from each of E sticks, slower than elementwise ops)",
                                         "cycles")
    hw_queue_depth: int = _f(4, "estimate (bounded token FIFO between units)", "tokens")
    instruction_bytes: int = _f(16, "sim: fixed-width instruction encoding", "B")
    program_fetch_bytes_per_cycle: float = _f(64.0, "estimate", "B/cycle")
    scratchpad_program_reserve_bytes: int = _f(64 * KiB, "estimate (instruction buffer reserve in LX)", "B")
    pcie_bytes_per_cycle: float = _f(32.0, "estimate (~32 GB/s host<->device DMA)", "B/cycle")
    dma_latency_cycles: int = _f(2000, "estimate (~2 us per DMA descriptor)", "cycles")
    host_callback_cycles: int = _f(5000, "estimate (~5 us host callback cost)", "cycles")
    compute_launch_cycles: int = _f(1000, "estimate (compute dispatch + prologue)", "cycles")
    # a host callback / transfer that is ready while the host worker / the DMA ring is still busy with
    # an earlier one runs without a new wake-up / ring start (queues/timeline.py)
    host_callback_queued_cycles: int = _f(500, "estimate (~0.5 us: a queued callback, host worker awake)",
                                          "cycles")
    dma_queued_descriptor_cycles: int = _f(200, "estimate (~0.2 us: a descriptor appended to a running DMA ring)",
                                           "cycles")
    # card-to-card link (spyre_runtime/link.py): each card's PCIe gen5 x16 port into the host's switch; the
    # cards of a collective form a ring over it, and the bytes cross the card's ring to the PCIe endpoint
    link_bytes_per_cycle: float = _f(50.0, "estimate (PCIe gen5 x16: 64 GB/s a direction raw, ~50 GB/s after "
                                           "protocol overhead, at 1 GHz)", "B/cycle")
    link_hop_cycles: int = _f(3000, "estimate (~3 us a ring step: peer DMA descriptor, switch hop, completion "
                                    "flag)", "cycles")
    num_memory_domains: int = _f(2, "estimate (LPDDR5 domains modelled)", "domains")
    interleave_granule_bytes: int = _f(4 * KiB, "estimate", "B")

    # --- simulator / allocator settings ---
    arena_bytes: int = _f(8 * GiB, "sim: host arena backing device memory (sparse, committed on touch)", "B")
    memory_mode: str = _f("PF", "sim: PF (one tenant) or VF (shared card)", "")
    pf_handle_budget: int = _f(4096, "estimate (PF mode region handles)", "handles")
    vf_handle_budget: int = _f(8, "estimate (VF mode region handles)", "handles")
    region_bytes: int = _f(256 * MiB, "sim: size of one allocator region", "B")
    streams_per_device: int = _f(32, "sim: stream pool size per device", "streams")
    launch_mode: str = _f("two-stream", "sim: kernel launches on 'two-stream' (prep + device stream) or 'single-stream'", "")
    launch_patch: str = _f("elide", "sim: 'elide' skips a launch's host callback and correction transfer when the "
                                    "program copy's correction block already holds its values; 'always' patches "
                                    "every launch", "")
    num_devices: int = _f(1, "sim: simulated cards (SPYRE_NUM_DEVICES; under torchrun, when that is not set, "
                             "LOCAL_WORLD_SIZE: one card per local rank)", "cards")
    simulator: str = _f("fast", "sim: the engine running programs: 'fast' (batched, translated once per program) or "
                                "'reference' (instruction by instruction; defines results and timing)", "")

    # ---- derived figures ----
    @property
    def elems_per_stick_fp16(self) -> int:
        return self.stick_bytes // 2

    @property
    def handle_budget(self) -> int:
        return self.pf_handle_budget if self.memory_mode == "PF" else self.vf_handle_budget

    @property
    def peak_flops_per_cycle(self) -> float:
        # 2 FLOPs per MAC, at the 16-bit rate: the card's peak (fp32 reaches half of it)
        return 2.0 * self.pe_macs_per_cycle_per_corelet * self.corelets_per_core * self.num_cores

    def cycles_to_seconds(self, cycles: float) -> float:
        return cycles / self.clock_hz

    # ---- construction ----
    def __post_init__(self):
        if self.memory_mode not in ("PF", "VF"):
            raise ValueError(f"HardwareConfig.memory_mode: expected 'PF' or 'VF', got {self.memory_mode!r}")
        if self.simulator not in ("fast", "reference", "check"):
            raise ValueError(f"HardwareConfig.simulator (SPYRE_SIMULATOR): expected 'fast', 'reference' or 'check', "
                             f"got {self.simulator!r}")
        if self.launch_patch not in ("elide", "always"):
            raise ValueError(f"HardwareConfig.launch_patch (SPYRE_LAUNCH_PATCH): expected 'elide' or 'always', "
                             f"got {self.launch_patch!r}")
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if isinstance(v, (int, float)) and not isinstance(v, bool) and v <= 0:
                raise ValueError(f"HardwareConfig.{f.name}: expected a positive number, got {v!r}")

    def replace(self, **changes) -> "HardwareConfig":
        return dataclasses.replace(self, **changes)

    @classmethod
    def from_file(cls, path: str) -> "HardwareConfig":
        with open(path) as fh:
            data = json.load(fh)
        if not isinstance(data, dict):
            raise ValueError(f"{path}: expected a JSON object of HardwareConfig fields")
        return cls()._with_overrides(data, origin=path)

    @classmethod
    def from_env(cls, environ=None) -> "HardwareConfig":
        env = os.environ if environ is None else environ
        cfg = cls.from_file(env["SPYRE_CONFIG"]) if env.get("SPYRE_CONFIG") else cls()
        overrides = {}
        local_world = env.get("LOCAL_WORLD_SIZE", "")
        if "SPYRE_NUM_DEVICES" not in env and local_world.isdigit() and int(local_world) > cfg.num_devices:
            overrides["num_devices"] = local_world  # torchrun: a card per local rank, as a machine's GPUs
        for f in dataclasses.fields(cls):
            key = "SPYRE_" + f.name.upper()
            if key in env:
                overrides[f.name] = env[key]
        return cfg._with_overrides(overrides, origin="environment")

    def _with_overrides(self, data: dict, origin: str) -> "HardwareConfig":
        fields = {f.name: f for f in dataclasses.fields(self)}
        changes = {}
        for name, raw in data.items():
            if name not in fields:
                raise ValueError(f"{origin}: unknown HardwareConfig field {name!r}")
            current = getattr(self, name)
            try:
                changes[name] = type(current)(raw) if not isinstance(current, int) else int(str(raw), 0)
            except (TypeError, ValueError):
                raise ValueError(
                    f"{origin}: HardwareConfig.{name}: expected {type(current).__name__}, got {raw!r}"
                ) from None
        return dataclasses.replace(self, **changes)

    def describe(self) -> str:
        """Human-readable table of every number and its source."""
        lines = []
        for f in dataclasses.fields(self):
            unit = f.metadata.get("unit", "")
            lines.append(f"  {f.name:36s} {getattr(self, f.name)!s:>16} {unit:12s} {f.metadata.get('source', '')}")
        return "HardwareConfig\n" + "\n".join(lines)

    def as_dict(self) -> dict:
        return dataclasses.asdict(self)
