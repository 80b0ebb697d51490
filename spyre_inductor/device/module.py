"""`torch.spyre`: the device module of the simulated Spyre card (registered by register.py).

Mirrors `torch.cuda`'s shape for what a user of an accelerator expects: availability, devices,
synchronize, memory statistics, streams and events, random seeds and generator states (random.py),
autocast's dtypes. Memory figures are device bytes (padded
device layouts) taken from the runtime's allocator; streams and events are runtime streams and
events (DESIGN §3, §5).
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib

import torch

import spyre_runtime

from . import memory as _memory
from . import streams as _streams

def _index(device=None) -> int:
    """Device index from None (current), an int, a string or a torch.device; checks the type."""
    if device is None:
        return current_device()
    if isinstance(device, int):
        index = device
    else:
        d = torch.device(device)
        if d.type != "spyre":
            raise ValueError(f"expected a spyre device, got {d}")
        index = current_device() if d.index is None else d.index
    return _streams._check_device(index)


# ---- devices --------------------------------------------------------------------------------


def is_available() -> bool:
    """True: the card is simulated, so it is there whenever this package is installed."""
    return True


def is_initialized() -> bool:
    return True


def _is_in_bad_fork() -> bool:
    return False


def device_count() -> int:
    return _streams.device_count()


def current_device() -> int:
    return _streams.current_device()


def set_device(device) -> None:
    torch.accelerator.set_device_index(_index(device))


class device:
    """Context manager that makes `device` the current spyre device (torch.load uses it)."""

    def __init__(self, device):
        self.index = _index(device)
        self.previous = None

    def __enter__(self):
        self.previous = current_device()
        set_device(self.index)
        return self

    def __exit__(self, *exc):
        set_device(self.previous)
        return False


@dataclasses.dataclass(frozen=True)
class DeviceProperties:
    """What `get_device_properties` reports: HardwareConfig figures of the simulated card."""

    name: str
    total_memory: int  # bytes of device memory PyTorch can allocate (the runtime's arena)
    multi_processor_count: int  # cores (Inductor's reductions read this name)
    corelets_per_core: int
    scratchpad_bytes: int  # per core
    stick_bytes: int
    clock_hz: float


def get_device_properties(device=None) -> DeviceProperties:
    index = _index(device)
    cfg = spyre_runtime.HardwareConfig.from_env()
    return DeviceProperties(
        name=get_device_name(index),
        total_memory=cfg.arena_bytes,
        multi_processor_count=cfg.num_cores,
        corelets_per_core=cfg.corelets_per_core,
        scratchpad_bytes=cfg.scratchpad_bytes,
        stick_bytes=cfg.stick_bytes,
        clock_hz=cfg.clock_hz,
    )


def get_device_name(device=None) -> str:
    _index(device)
    return "IBM Spyre (simulated)"


def synchronize(device=None) -> None:
    """Run every queued op on the device's streams and re-raise the first error."""
    _streams.synchronize_device(_index(device))


# ---- autocast (the AutocastPrivateUse1 kernels are the shim's: csrc/spyre_autocast.cpp) ------------


def get_amp_supported_dtype() -> list:
    """The dtypes torch.autocast("spyre", dtype=...) accepts: the card's 16-bit floats."""
    return [torch.float16, torch.bfloat16]


# ---- random numbers (random.py: generators and kernels) ---------------------------------------


def _random():
    return importlib.import_module("spyre_inductor.device.random")


def manual_seed(seed: int) -> None:
    _random().manual_seed(seed)


def manual_seed_all(seed: int) -> None:
    _random().manual_seed_all(seed)


def seed() -> None:
    _random().seed()


def seed_all() -> None:
    _random().seed_all()


def initial_seed() -> int:
    return _random().initial_seed()


def get_rng_state(device="spyre") -> torch.Tensor:
    return _random().get_rng_state(device)


def get_rng_state_all() -> list:
    return _random().get_rng_state_all()


def set_rng_state(new_state: torch.Tensor, device="spyre") -> None:
    _random().set_rng_state(new_state, device)


def set_rng_state_all(new_states) -> None:
    _random().set_rng_state_all(new_states)


def __getattr__(name: str):
    if name == "default_generators":  # as torch.cuda.default_generators: one per device
        return _random().default_generators()
    raise AttributeError(f"module 'torch.spyre' has no attribute {name!r}")


# ---- memory ---------------------------------------------------------------------------------


def memory_stats(device=None):
    """torch.cuda.memory_stats' flat keys and meanings (`allocated_bytes.all.current`, `.peak`,
    `.allocated`, `.freed`; the same for active_bytes, requested_bytes, reserved_bytes and the counts
    allocation, active, segment; `num_alloc_retries`, `num_ooms`, `num_device_alloc`,
    `num_device_free`) plus the runtime allocator's own figures under `device.` (mode, handles in
    use, handle budget, ...). Bytes are device bytes (see memory_summary)."""
    return _memory.memory_stats(_index(device))


def memory_stats_as_nested_dict(device=None) -> dict:
    """memory_stats split at the dots: `{"allocated_bytes": {"all": {"current": ...}}, ...}`."""
    nested: dict = {}
    for key, value in memory_stats(device).items():
        *path, leaf = key.split(".")
        node = nested
        for part in path:
            node = node.setdefault(part, {})
        node[leaf] = value
    return nested


def memory_summary(device=None, abbreviated: bool = False) -> str:
    """A readable table of the memory statistics (current, peak, total allocated and freed per
    figure). `abbreviated` is accepted for torch.cuda compatibility; there is one pool, so the table
    is short either way."""
    return _memory.memory_summary(_index(device))


def memory_allocated(device=None) -> int:
    return _memory.stats(_index(device))["allocated_bytes"]


def max_memory_allocated(device=None) -> int:
    return _memory.stats(_index(device))["allocated_bytes_peak"]


def memory_reserved(device=None) -> int:
    return _memory.stats(_index(device))["reserved_bytes"]


def max_memory_reserved(device=None) -> int:
    return _memory.stats(_index(device))["reserved_bytes_peak"]


def reset_peak_memory_stats(device=None) -> None:
    _memory.reset_peak_stats(_index(device))


def reset_accumulated_memory_stats(device=None) -> None:
    _memory.reset_accumulated_stats(_index(device))


def empty_cache() -> None:
    _memory.empty_cache()


def mem_get_info(device=None) -> tuple[int, int]:
    """(free bytes, total bytes)."""
    return _memory.memory_info(_index(device))


get_memory_info = mem_get_info


# ---- streams and events ---------------------------------------------------------------------


class Stream(torch.Stream):
    """A spyre stream: `torch.Stream` on a spyre device (the current one by default)."""

    def __new__(cls, device=None, priority: int = 0):
        return super().__new__(cls, device=torch.device("spyre", _index(device)), priority=priority)


class Event(torch.Event):
    """A spyre event: `torch.Event` on the current spyre device; times are simulated."""

    def __new__(cls, enable_timing: bool = False, blocking: bool = False, interprocess: bool = False):
        return super().__new__(
            cls,
            device=torch.device("spyre", current_device()),
            enable_timing=enable_timing,
            blocking=blocking,
            interprocess=interprocess,
        )


def current_stream(device=None) -> torch.Stream:
    return torch.accelerator.current_stream(_index(device))


def default_stream(device=None) -> torch.Stream:
    index = _index(device)
    current = torch.accelerator.current_stream(index)
    return torch.Stream(stream_id=0, device_index=index, device_type=current.device_type)


def set_stream(stream: torch.Stream) -> None:
    torch.accelerator.set_stream(stream)


@contextlib.contextmanager
def stream(s: torch.Stream | None):
    """`with torch.spyre.stream(s):` makes `s` the current stream (None: no change)."""
    if s is None:
        yield
        return
    previous = torch.accelerator.current_stream(s.device_index)
    torch.accelerator.set_stream(s)
    try:
        yield
    finally:
        torch.accelerator.set_stream(previous)


# ---- filled by the layout and fallback code ---------------------------------------------------


def _companion(module: str, name: str):
    try:
        mod = importlib.import_module(f"spyre_inductor.device.{module}")
    except ModuleNotFoundError as e:
        if e.name != f"spyre_inductor.device.{module}":
            raise
        raise NotImplementedError(f"torch.spyre.{name} needs spyre_inductor.device.{module}, which does not exist yet") from None
    fn = getattr(mod, name, None)
    if fn is None:
        raise NotImplementedError(f"spyre_inductor.device.{module} does not define {name} yet")
    return fn


def layout_of(tensor):
    """The SpyreTensorLayout of a spyre tensor's storage (shared by every view of it)."""
    return _companion("copy", "layout_of")(tensor)


def fallback_counts() -> dict:
    """How many times each op ran on the CPU through the fallback, by op name."""
    return _companion("fallback", "fallback_counts")()


def eager_stats() -> dict:
    """What compiled eager mode did (DESIGN §10): compiled signatures, cache hits, launches,
    fallbacks, per op (see spyre_inductor.eager.eager_stats)."""
    return _companion("eager", "eager_stats")()


def reset_eager_stats() -> None:
    _companion("eager", "reset_eager_stats")()


def clear_eager_cache() -> None:
    """Drop eager mode's compiled one-op graphs (their program memory goes once nothing holds them)."""
    _companion("eager", "clear_eager_cache")()
