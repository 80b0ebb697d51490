"""spyre_runtime: the torch-free runtime and simulated Spyre card.

`import spyre_runtime` never imports torch. Public names (DESIGN §13) are resolved lazily so
that importing the package is cheap and each layer can be imported on its own.
"""

from .config import HardwareConfig
from .errors import ArtifactError, DeviceFault, DeviceOutOfMemoryError, LaunchError, QueueError, SpyreError

__version__ = "0.1.0"

# name -> module (relative) that defines it; resolved on first attribute access.
_LAZY = {
    "DeviceMemory": ".memory.arena",
    "DEVICE_BASE": ".memory.arena",
    "AllocationDescriptor": ".memory.allocator",
    "DeviceAllocator": ".memory.allocator",
    "Stream": ".queues",
    "Event": ".queues",
    "HostCallback": ".queues",
    "Transfer": ".queues",
    "LayoutConversion": ".queues",
    "Compute": ".queues",
    "Signal": ".queues",
    "Wait": ".queues",
    "ComputeResult": ".queues",
    "Collective": ".queues",
    "Runtime": ".runtime",
    "get_runtime": ".runtime",
    "reset_runtime": ".runtime",
    "prepare_kernel": ".jobplan",
    "launch_jobplan": ".jobplan",
    "JobPlan": ".jobplan",
}


def __getattr__(name):
    mod = _LAZY.get(name)
    if mod is None:
        raise AttributeError(f"module 'spyre_runtime' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(mod, __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "HardwareConfig", "ArtifactError", "DeviceFault", "DeviceOutOfMemoryError", "LaunchError",
    "QueueError", "SpyreError", *_LAZY,
]
