"""Allocator bridge: the Python functions the C++ allocator of the `spyre` device calls.

Device memory belongs to `spyre_runtime` (DESIGN §3): every PyTorch storage on `spyre:<i>` is one
`spyre_runtime.DeviceAllocator` allocation of runtime `i`. The C++ allocator (csrc/spyre_shim.cpp)
calls `allocate` under the GIL and keeps the returned `DeviceAllocation` in the storage's DataPtr
context; the DataPtr's data pointer is the allocation's *device address* (never dereferenced on the
host). When PyTorch drops the last reference to the storage, the C++ deleter calls `free`.

Layout hooks (for the stick-layout code, DESIGN §4)
---------------------------------------------------
The device allocation of a tensor is sized by its device layout (whole sticks, padding), not by
`numel * itemsize`. Factory kernels (`empty.memory_format`, `empty_strided`, and `resize_` when it
grows a storage) tell the allocator which tensor the storage is for, so `allocate` receives
`sizes`, `strides` (lists of ints) and `dtype` (a torch.dtype); raw byte storages
(`torch.UntypedStorage(n, device="spyre")`, `storage.resize_`) arrive with all three `None`.
`set_layout_hooks` installs, all optional:

    layout_for(host_nbytes, sizes, strides, dtype) -> (layout, device_nbytes)
        asked before each allocation; `device_nbytes` is what the runtime allocates (it may differ
        from `host_nbytes`, PyTorch's storage size); `layout` is recorded on the DeviceAllocation,
        which every view of the storage shares: `allocation_of(tensor_or_storage).layout`.
    on_allocate(allocation) / on_free(allocation)
        told after an allocation is made / before it goes back to the runtime.
    copy_prefix(dst_allocation, src_allocation, host_nbytes)
        when `resize_` grows a non-empty storage: enqueue (current stream) the copy of the first
        `host_nbytes` host-storage bytes of `src` into `dst`, each in its own layout.

Without hooks, allocations are raw bytes (layout `None`, device bytes = host bytes) and a resize
copies bytes with one device-to-device transfer.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

import spyre_runtime
from spyre_runtime.errors import DeviceOutOfMemoryError


class DeviceAllocation:
    """One device allocation backing one PyTorch storage (the object in the DataPtr context).

    `descriptor` is the runtime's AllocationDescriptor, `allocator` the runtime allocator it came
    from (so a free after `spyre_runtime.reset_runtime()` goes back to the right one),
    `host_nbytes` PyTorch's storage size in bytes, `layout` the device layout (or None for raw
    bytes), `device_index` the spyre device.
    """

    __slots__ = ("descriptor", "allocator", "device_index", "host_nbytes", "layout", "freed")

    def __init__(self, descriptor, allocator, device_index, host_nbytes, layout):
        self.descriptor = descriptor
        self.allocator = allocator
        self.device_index = device_index
        self.host_nbytes = host_nbytes
        self.layout = layout
        self.freed = False

    @property
    def address(self) -> int:
        return self.descriptor.address

    @property
    def device_nbytes(self) -> int:
        return self.descriptor.nbytes

    def __repr__(self):
        return (
            f"DeviceAllocation(spyre:{self.device_index}, address={self.address:#x}, "
            f"host_nbytes={self.host_nbytes}, device_nbytes={self.device_nbytes}, layout={self.layout!r})"
        )


def _raw_bytes(host_nbytes, sizes, strides, dtype):
    return None, host_nbytes


_hooks = {"layout_for": _raw_bytes, "on_allocate": None, "on_free": None, "copy_prefix": None}


def set_layout_hooks(*, layout_for=None, on_allocate=None, on_free=None, copy_prefix=None) -> None:
    """Install the layout hooks described in the module docstring (None: the raw-bytes default)."""
    _hooks.update(
        layout_for=layout_for or _raw_bytes, on_allocate=on_allocate, on_free=on_free, copy_prefix=copy_prefix
    )


def runtime(device_index: int):
    """The runtime of spyre device `device_index`, started on first use."""
    return spyre_runtime.get_runtime(device_index)


# ---- called by the C++ allocator ------------------------------------------------------------


def allocate(host_nbytes: int, device_index: int, sizes=None, strides=None, dtype=None):
    """Allocate device memory for one storage; returns (device address, DeviceAllocation)."""
    layout, device_nbytes = _hooks["layout_for"](host_nbytes, sizes, strides, dtype)
    rt = runtime(device_index)
    try:
        descriptor = rt.allocator.allocate(device_nbytes)
    except DeviceOutOfMemoryError as e:
        what = f"a {tuple(sizes)} {dtype} tensor" if sizes is not None else f"a {host_nbytes}-byte storage"
        raise DeviceOutOfMemoryError(f"spyre:{device_index}: out of device memory allocating {what}: {e}") from e
    record = DeviceAllocation(descriptor, rt.allocator, device_index, host_nbytes, layout)
    if _hooks["on_allocate"] is not None:
        try:
            _hooks["on_allocate"](record)
        except BaseException:
            free(record)
            raise
    return descriptor.address, record


def free(record: DeviceAllocation) -> None:
    """Return a storage's allocation to the runtime (PyTorch dropped its last reference)."""
    if record.freed:
        return
    record.freed = True
    try:
        if _hooks["on_free"] is not None:
            _hooks["on_free"](record)
    finally:
        record.allocator.free(record.descriptor)


def _d2d(device_index: int, dst_address: int, src_address: int, nbytes: int) -> None:
    from spyre_runtime.queues.ops import Transfer

    from . import streams

    streams.current_runtime_stream(device_index).enqueue(Transfer("d2d", src_address, dst_address, nbytes))


def copy_data(dst_address: int, src_address: int, nbytes: int) -> None:
    """c10::Allocator::copy_data: copy raw device bytes (same layout on both sides)."""
    if nbytes:
        from . import streams

        _d2d(streams.current_device(), dst_address, src_address, nbytes)


def copy_storage_prefix(dst: DeviceAllocation, src: DeviceAllocation, host_nbytes: int) -> None:
    """Copy the first `host_nbytes` host-storage bytes of `src` into `dst` (used by resize_)."""
    if _hooks["copy_prefix"] is not None:
        _hooks["copy_prefix"](dst, src, host_nbytes)
    elif dst.layout is None and src.layout is None:
        _d2d(dst.device_index, dst.address, src.address, host_nbytes)
    else:
        raise NotImplementedError(
            "spyre: copying storage contents between device layouts needs the copy_prefix hook "
            "(spyre_inductor.device.memory.set_layout_hooks, installed by spyre_inductor.device.copy)"
        )


# ---- statistics -----------------------------------------------------------------------------

_lock = threading.Lock()
_accumulated_baseline: dict[int, tuple[int, int]] = {}  # device -> (num_allocs, num_frees) at reset


def stats(device_index: int) -> dict:
    """The runtime allocator's own statistics (keys of the device memory contract)."""
    return runtime(device_index).allocator.stats()


def torch_device_stats(device_index: int) -> dict:
    """Runtime statistics under PyTorch's names (what torch.accelerator.memory_stats shows).

    Byte figures are device bytes (padded device layouts), as the card sees them.
    """
    s = stats(device_index)
    base_allocs, base_frees = _accumulated_baseline.get(device_index, (0, 0))
    return {
        "allocated_bytes.current": s["allocated_bytes"],
        "allocated_bytes.peak": s["allocated_bytes_peak"],
        "reserved_bytes.current": s["reserved_bytes"],
        "reserved_bytes.peak": s["reserved_bytes_peak"],
        "active_bytes.current": s["allocated_bytes"],
        "active_bytes.peak": s["allocated_bytes_peak"],
        "allocation.current": s["active_allocations"],
        "allocation.allocated": s["num_allocs"] - base_allocs,
        "allocation.freed": s["num_frees"] - base_frees,
        "active.current": s["active_allocations"],
        "segment.current": s["handles_in_use"],
    }


def memory_stats(device_index: int) -> "OrderedDict[str, object]":
    """torch.spyre.memory_stats: PyTorch's flat keys plus the runtime's own under `device.`."""
    flat = {f"{k.split('.')[0]}.all.{k.split('.')[1]}": v for k, v in torch_device_stats(device_index).items()}
    flat.update({f"device.{k}": v for k, v in stats(device_index).items()})
    return OrderedDict(sorted(flat.items()))


def reset_accumulated_stats(device_index: int) -> None:
    s = stats(device_index)
    with _lock:
        _accumulated_baseline[device_index] = (s["num_allocs"], s["num_frees"])


def reset_peak_stats(device_index: int) -> None:
    runtime(device_index).allocator.reset_peak_stats()


def memory_info(device_index: int) -> tuple[int, int]:
    """(free bytes, total bytes) of the device."""
    return tuple(runtime(device_index).allocator.memory_info())


def empty_cache() -> None:
    """Return wholly free regions to the card on every started device.

    Pending work is drained first: released pages read back as zeros, and a queued op may still
    touch a block that PyTorch already freed.
    """
    from . import streams

    for index in range(streams.device_count()):
        rt = runtime(index)
        rt.synchronize()
        rt.allocator.empty_cache()


def allocation_of(tensor_or_storage) -> DeviceAllocation:
    """The DeviceAllocation behind a spyre tensor or storage (shared by every view of it)."""
    from . import shim

    obj = getattr(tensor_or_storage, "_untyped_storage", tensor_or_storage)  # TypedStorage
    record = shim.extension().allocation_record(obj)
    if record is None:
        where = getattr(obj, "device", type(obj).__name__)
        raise ValueError(f"allocation_of: expected a spyre tensor or storage, got one on {where}")
    return record
