"""Device memory: the arena (LPDDR5 stand-in), regions, handles and the allocator."""
from .arena import DEVICE_BASE, DeviceMemory  # noqa: F401
from .allocator import ALIGNMENT, AllocationDescriptor, AllocationUnit, DeviceAllocator  # noqa: F401
