"""Registers the spyre backend with Dynamo and Inductor for device "spyre" only.

CPU (and every other device) keeps its stock backend: Inductor looks the backend up by the
device of each buffer, so only spyre buffers reach our scheduling and wrapper.
"""

from __future__ import annotations

import dataclasses
import functools
import pathlib

import torch

from spyre_runtime import HardwareConfig

from .. import debug
from .. import inductor_api as api
from ..common import DEVICE



@dataclasses.dataclass(frozen=True)
class SpyreDeviceProperties:
    """What Inductor reads from a device's properties (reductions read multi_processor_count)."""

    name: str
    multi_processor_count: int
    total_memory: int


@functools.lru_cache(maxsize=1)
def device_properties() -> SpyreDeviceProperties:
    cfg = HardwareConfig.from_env()
    return SpyreDeviceProperties("Spyre (simulated)", cfg.num_cores, cfg.lpddr5_usable_bytes)


def _device_module():
    return getattr(torch, DEVICE, None)


class SpyreDeviceInterface(api.DeviceInterface):
    """Dynamo/Inductor's view of the device; delegates to torch.spyre where it exists."""

    class Worker:
        @staticmethod
        def set_device(device: int) -> None:
            pass

        @staticmethod
        def current_device() -> int:
            return 0

        @staticmethod
        def get_device_properties(device=None) -> SpyreDeviceProperties:
            return device_properties()

    @staticmethod
    def current_device() -> int:
        mod = _device_module()
        return mod.current_device() if mod is not None and hasattr(mod, "current_device") else 0

    @staticmethod
    def set_device(device) -> None:
        pass

    @staticmethod
    def maybe_exchange_device(device: int) -> int:
        return 0

    @staticmethod
    def exchange_device(device: int) -> int:
        return 0

    @staticmethod
    def device_count() -> int:
        mod = _device_module()
        return mod.device_count() if mod is not None and hasattr(mod, "device_count") else 1

    @staticmethod
    def is_available() -> bool:
        mod = _device_module()
        return bool(mod.is_available()) if mod is not None and hasattr(mod, "is_available") else False

    @staticmethod
    def synchronize(device=None) -> None:
        mod = _device_module()
        if mod is not None and hasattr(mod, "synchronize"):
            mod.synchronize()

    @staticmethod
    def get_raw_stream(device_idx: int) -> int:
        return 0

    @staticmethod
    def get_compute_capability(device=None) -> str:
        return "spyre"

    @staticmethod
    def is_bf16_supported(including_emulation: bool = False) -> bool:
        return False

    @staticmethod
    def is_triton_capable(device=None) -> bool:
        return False

    @staticmethod
    def raise_if_triton_unavailable(device=None) -> None:
        raise RuntimeError("spyre compiles to dataflow programs, not Triton")


class SpyreDeviceOpOverrides(api.DeviceOpOverrides):
    """Inductor asks these for wrapper snippets; the Python wrapper needs no device/stream calls
    (launches go to the runtime's streams), so each returns a harmless Python line."""

    def import_get_raw_stream_as(self, name: str) -> str:
        return f"def {name}(idx): return 0"

    def set_device(self, device_idx: int) -> str:
        return "pass"

    def synchronize(self) -> str:
        return "torch.spyre.synchronize()"

    def device_guard(self, device_idx: int) -> str:
        return "contextlib.nullcontext()"


_COMPILER_DIR = pathlib.Path(__file__).resolve().parents[1]  # spyre_inductor/compiler, every stage folder below it


def compiler_source_files() -> list[pathlib.Path]:
    """Every source file of the compiler (all stage folders), the runtime's artifact writer and card
    encoder."""
    import spyre_runtime

    runtime_dir = pathlib.Path(spyre_runtime.__file__).resolve().parent
    files = sorted(_COMPILER_DIR.rglob("*.py"))
    for sub in ("card", "artifact"):
        files += sorted((runtime_dir / sub).rglob("*.py"))
    return files


def compiler_source_hash() -> bytes:
    """Hash of compiler_source_files(): changes whenever codegen can change, so Inductor's FX-graph
    cache never serves a wrapper that points at artifacts an older compiler wrote."""
    return api.get_hash_for_files(tuple(str(f) for f in compiler_source_files()))


class SpyreCodegenVersion(api.CustomGraphModulePass):
    """The device's custom post-grad pass: its uuid() keys Inductor's caches; the pass numbers the
    graph for the debug dumps and aligns 16-bit rand draws with eager's (lowering.py)."""

    def __call__(self, gm) -> None:
        from .lowering import align_half_precision_rand

        debug.begin_graph(gm)
        align_half_precision_rand(gm)

    def uuid(self) -> bytes:
        return compiler_source_hash()


_registered = False


def register_inductor_backend() -> None:
    """Idempotent: registers interface, op overrides and backend for device "spyre"."""
    global _registered
    if _registered:
        return
    from .attention import register_attention
    from .lowering import register_lowerings
    from .scheduling import SpyreScheduling
    from .wrapper import SpyreWrapperCodegen

    api.register_interface_for_device(DEVICE, SpyreDeviceInterface)
    api.register_device_op_overrides(DEVICE, SpyreDeviceOpOverrides())
    api.register_backend_for_device(
        DEVICE, SpyreScheduling, SpyreWrapperCodegen, device_custom_pass=SpyreCodegenVersion()
    )
    register_lowerings()
    register_attention()  # SDPA as one fused kernel (frontend/attention.py)
    api.keep_scaled_softmax_on(DEVICE)
    api.realize_reused_gathers_on(DEVICE)
    _registered = True
