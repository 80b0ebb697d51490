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

import contextlib
import os
import threading
import weakref
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

    __slots__ = ("descriptor", "allocator", "device_index", "host_nbytes", "layout", "freed", "pool_block",
                 "padding_zero")

    def __init__(self, descriptor, allocator, device_index, host_nbytes, layout, pool_block=None,
                 padding_zero=False):
        self.descriptor = descriptor
        self.allocator = allocator
        self.device_index = device_index
        self.host_nbytes = host_nbytes
        self.layout = layout
        self.freed = False
        self.pool_block = pool_block  # the GraphPool block it came from (its descriptor stays the pool's)
        # the device padding is known to be zero already (a pool block whose last storage had this
        # very layout): on_allocate need not fill it
        self.padding_zero = padding_zero

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


# ---- a compiled graph's private memory pool ----------------------------------------------------
# What CUDA graphs' private pools give: every call of one compiled graph gets its storages back in
# the order it allocates them, so the same kernels see the same addresses from call to call and the
# launch's patch elision (docs/ARCHITECTURE.md) applies to the whole forward, not only to the kernels
# whose arguments are kept weights. The wrapper calls graph_call_begin(globals()) after its input
# checks and graph_call_end() before it returns; in between, this thread's allocations go through
# the module's GraphPool. A block is handed back only when it is idle (its last storage was freed:
# a returned output the caller still holds is not) and has the same device size; otherwise a new
# allocation takes its place in the order. Reuse is as safe as the caching allocator's: the next
# writer of a block is ordered after its last reader by the queues' footprint edges, and a reused
# block gets the same zero fill of its padding (on_allocate) as a fresh one. Idle blocks stay
# reserved for the graph (counted as allocated by the runtime allocator) until the module goes or
# an allocation runs out of memory (then every pool gives its idle blocks back and it retries).
# SPYRE_GRAPH_MEMORY=shared (read per call) turns pools off; the default is pool.


class _PoolBlock:
    __slots__ = ("descriptor", "allocator", "idle", "pool", "layout")

    def __init__(self, descriptor, allocator, pool):
        # (pool is a weak reference: a freed storage's record may outlive it in a cache, and must
        # not keep a dropped module's pool and its idle blocks alive)
        self.descriptor, self.allocator, self.idle, self.pool = descriptor, allocator, False, weakref.ref(pool)
        self.layout = None  # the layout of the storage on it (set by allocate)

    def owned(self) -> bool:
        return self.pool is not None and self.pool() is not None


class GraphPool:
    """One compiled graph's blocks, in the order a call allocates them: per allocation number a
    place of at most PLACE_BLOCKS blocks (two: a value the next call takes as its input and
    replaces, `x = f(x)` as generate's cache_position, alternates between two addresses, which
    two program copies both keep patched)."""

    PLACE_BLOCKS = 2

    def __init__(self):
        self.places = []
        self.closed = False
        self.reused = 0  # allocations served by an idle block
        self.fresh = 0  # allocations that took a new block
        self.fills_skipped = 0  # reused blocks whose padding was known zero (same layout as before)
        _pools.add(self)

    @property
    def blocks(self) -> list:
        return [b for place in self.places for b in place]

    def take(self, index: int, allocator, device_nbytes: int):
        """(descriptor, block) for allocation number `index` of a call."""
        if index == len(self.places):
            self.places.append([])
        place = self.places[index]
        for block in place:
            if block.idle and block.allocator is allocator and block.descriptor.nbytes == device_nbytes:
                block.idle = False
                self.reused += 1
                return block.descriptor, block
        for block in [b for b in place if b.idle]:  # the wrong size (or another runtime's): give it back
            block.allocator.free(block.descriptor)
            block.idle, block.pool = False, None
            place.remove(block)
        if len(place) >= self.PLACE_BLOCKS:
            place.pop(0).pool = None  # still held: its storage frees it to the allocator itself
        descriptor = allocator.allocate(device_nbytes)
        block = _PoolBlock(descriptor, allocator, self)
        place.append(block)
        self.fresh += 1
        return descriptor, block

    def release_idle(self) -> int:
        """Give every idle block back to its allocator; the number given back."""
        given = 0
        for place in self.places:
            for block in [b for b in place if b.idle]:
                block.allocator.free(block.descriptor)
                block.idle, block.pool = False, None
                place.remove(block)
                given += 1
        return given

    def close(self) -> None:
        self.closed = True
        self.release_idle()
        for block in self.blocks:
            block.pool = None
        self.places = []

    def __del__(self):
        try:
            self.close()
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass


_pools = weakref.WeakSet()
_call = threading.local()  # .pool (the GraphPool of the graph call running on this thread), .next


def graph_call_begin(module_globals: dict) -> None:
    """A compiled graph's call starts on this thread (its wrapper module's pool, made on first use)."""
    if os.environ.get("SPYRE_GRAPH_MEMORY", "pool") == "shared":
        _call.pool = None
        return
    pool = module_globals.get("_spyre_graph_pool")
    if pool is None or pool.closed:
        pool = module_globals["_spyre_graph_pool"] = GraphPool()
    _call.pool, _call.next = pool, 0


def graph_call_end() -> None:
    _call.pool = None


@contextlib.contextmanager
def pooled_allocations(holder: dict):
    """Allocations inside come from the pool kept in `holder` (as a graph call's, from its module
    globals); whatever pool was current before is current again after."""
    saved = getattr(_call, "pool", None), getattr(_call, "next", 0)
    graph_call_begin(holder)
    try:
        yield
    finally:
        _call.pool, _call.next = saved


def graph_pools_stats() -> dict:
    """Over every live pool: blocks held, idle, allocations reused / fresh."""
    pools = list(_pools)
    return {"pools": len(pools), "blocks": sum(len(p.blocks) for p in pools),
            "idle": sum(b.idle for p in pools for b in p.blocks),
            "reused": sum(p.reused for p in pools), "fresh": sum(p.fresh for p in pools),
            "fills_skipped": sum(p.fills_skipped for p in pools)}


def release_graph_pools() -> int:
    """Every pool gives its idle blocks back (out of memory, empty_cache); the number given back."""
    return sum(p.release_idle() for p in list(_pools))


# ---- called by the C++ allocator ------------------------------------------------------------


def _allocate_descriptor(rt, device_nbytes: int):
    pool = getattr(_call, "pool", None)
    if pool is None:
        return rt.allocator.allocate(device_nbytes), None
    index = _call.next
    _call.next += 1
    return pool.take(index, rt.allocator, device_nbytes)


def allocate(host_nbytes: int, device_index: int, sizes=None, strides=None, dtype=None):
    """Allocate device memory for one storage; returns (device address, DeviceAllocation)."""
    layout, device_nbytes = _hooks["layout_for"](host_nbytes, sizes, strides, dtype)
    rt = runtime(device_index)
    try:
        try:
            descriptor, block = _allocate_descriptor(rt, device_nbytes)
        except DeviceOutOfMemoryError:
            if not release_graph_pools():
                raise
            descriptor, block = _allocate_descriptor(rt, device_nbytes)
    except DeviceOutOfMemoryError as e:
        graph_call_end()  # the graph call fails with it: its pool is no longer this thread's
        what = f"a {tuple(sizes)} {dtype} tensor" if sizes is not None else f"a {host_nbytes}-byte storage"
        raise DeviceOutOfMemoryError(f"spyre:{device_index}: out of device memory allocating {what}: {e}") from e
    made = []
    try:
        return _own(rt, descriptor, block, device_index, host_nbytes, layout, made)
    except BaseException as exc:
        if not isinstance(exc, Exception):  # an interrupt before the caller owns it: given back
            if made:
                free(made[0])  # (nothing if it was freed already)
            elif block is not None:
                block.idle = True
            else:
                rt.allocator.free(descriptor)
        raise


def _own(rt, descriptor, block, device_index, host_nbytes, layout, made):
    """allocate's record of a new storage's descriptor (or graph pool block), in `made` once it exists."""
    # A reused block whose last storage had this very layout has zero padding already: its padding
    # was zeroed when that storage was made, and nothing writes nonzero there while a storage is live
    # (the compiler's stores write padding lanes as zero or not at all, docs/ISA.md; copies and fills
    # write elements only), nor after it is freed (the block is the pool's). Then no fill is needed.
    padding_zero = block is not None and block.layout is not None and block.layout == layout
    if block is not None:
        if padding_zero:
            block.pool().fills_skipped += 1
        block.layout = layout
    record = DeviceAllocation(descriptor, rt.allocator, device_index, host_nbytes, layout, block, padding_zero)
    made.append(record)
    rt.scheduler.forget_unwritten(descriptor.address, descriptor.nbytes)
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
        try:
            _give_back(record)
        except BaseException as exc:
            if isinstance(exc, Exception):
                raise
            # an interrupt (often in a storage's deleter, which cannot pass it on): the free is
            # finished all the same (giving a pool block back again is harmless; the allocator
            # finishes an interrupted free itself)
            if record.allocator.is_live(record.descriptor):
                _give_back(record)
            raise


def _give_back(record: DeviceAllocation) -> None:
    block = record.pool_block
    if block is not None and block.owned() and block.descriptor is record.descriptor:
        block.idle = True  # back to its graph's pool, still reserved
    else:
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
#
# Figures are device bytes as the card sees them: a tensor's request is its device layout's size
# (whole sticks), which the runtime allocator rounds up to 128-byte blocks (a raw byte storage asks
# for its host size). The names and meanings are torch.cuda's (spyre_runtime's DeviceAllocator
# keeps them; see its module docstring); there is one pool, "all".


def stats(device_index: int) -> dict:
    """The runtime allocator's own statistics (keys of the device memory contract)."""
    return runtime(device_index).allocator.stats()


def torch_device_stats(device_index: int) -> dict:
    """What the C++ allocator hands to PyTorch (torch.accelerator.memory_stats): `<stat>.<field>`
    (c10's DeviceStats, which adds the `.all` pool level itself) plus the scalar counters."""
    return {k.replace(".all.", "."): v for k, v in runtime(device_index).allocator.memory_stats().items()}


def memory_stats(device_index: int) -> "OrderedDict[str, object]":
    """torch.spyre.memory_stats: torch.cuda's flat keys plus the runtime's own figures under `device.`."""
    flat = dict(runtime(device_index).allocator.memory_stats())
    flat.update({f"device.{k}": v for k, v in stats(device_index).items()})
    return OrderedDict(sorted(flat.items()))


def reset_accumulated_stats(device_index: int) -> None:
    runtime(device_index).allocator.reset_accumulated_stats()


def reset_peak_stats(device_index: int) -> None:
    runtime(device_index).allocator.reset_peak_stats()


def format_bytes(n: int) -> str:
    """`n` bytes for people: exact below 1 KiB, else one decimal in the largest binary unit."""
    if abs(n) < 1024:
        return f"{n} B"
    for unit in ("KiB", "MiB", "GiB", "TiB"):
        n /= 1024
        if abs(n) < 1024 or unit == "TiB":
            return f"{n:.1f} {unit}"


_SUMMARY_ROWS = (  # (label, stat, bytes?)
    ("Allocated memory", "allocated_bytes", True),
    ("Active memory", "active_bytes", True),
    ("Requested memory", "requested_bytes", True),
    ("Reserved memory", "reserved_bytes", True),
    ("Allocations", "allocation", False),
    ("Active allocs", "active", False),
    ("Reserved regions", "segment", False),
)


def memory_summary(device_index: int) -> str:
    """A table of memory_stats for people (torch.spyre.memory_summary)."""
    m = runtime(device_index).allocator.memory_stats()
    own = stats(device_index)
    free, total = memory_info(device_index)
    width = 80  # the table rows below are 80 characters wide
    rule, thick = "|" + "-" * (width - 2) + "|", "|" + "=" * (width - 2) + "|"

    def line(text):
        return f"| {text:<{width - 4}} |"

    out = [thick, line(f"spyre memory summary, device {device_index} (simulated IBM Spyre, mode {own['mode']})"), rule,
           line(f"OOMs: {m['num_ooms']}    alloc retries (cached regions given back): {m['num_alloc_retries']}    "
                f"pending frees: {own['pending_frees']}"),
           line(f"region handles in use: {own['handles_in_use']} of {own['handle_budget']}    "
                f"free: {format_bytes(free)} of {format_bytes(total)}"),
           thick, "| {:<20} | {:>11} | {:>11} | {:>11} | {:>11} |".format(
               "Metric", "Cur Usage", "Peak Usage", "Tot Alloc", "Tot Freed"), rule]
    for label, stat, is_bytes in _SUMMARY_ROWS:
        cells = [m[f"{stat}.all.{f}"] for f in ("current", "peak", "allocated", "freed")]
        cells = [format_bytes(c) if is_bytes else str(c) for c in cells]
        out.append("| {:<20} | {:>11} | {:>11} | {:>11} | {:>11} |".format(label, *cells))
    out += [thick, line("Device bytes: a tensor holds whole 128-byte sticks of its device layout."),
            line("Active = allocated + blocks given back that queued work still uses."), thick]
    return "\n".join(out) + "\n"


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
