"""DeviceAllocator: regions with a handle budget, 128-byte blocks sub-allocated inside them.

Model (DESIGN §3):
- A *region* is a contiguous piece of the arena named by a handle. Handles are budgeted
  (`HardwareConfig.handle_budget`: PF generous, VF small), so the allocator acquires few large
  regions (`region_bytes`; a request larger than that gets a region of its own, rounded up to
  whole pages) and sub-allocates 128-byte-aligned blocks inside them.
- Each region belongs to one *pool*: bound to one memory domain ("bound", domain d) or
  interleaved across all domains ("interleaved"; consecutive `interleave_granule_bytes` granules
  rotate through the domains, see `domain_of`). A block never mixes pools.
- Free blocks of a pool live in one sorted list of (size, address) so best fit is one bisect;
  two dicts keyed by block start and block end make coalescing on free O(1) lookups. Blocks
  never coalesce across regions even when the regions are adjacent in the arena.
- Regions are placed in the arena by a small first-fit allocator over the arena address space
  (few regions, so a short list). `empty_cache` returns wholly free regions: their handles go
  back to the budget and their pages back to the OS (`DeviceMemory.discard`).

`free_bytes` (memory_info, OOM text) is capacity minus allocated block bytes: cached free space
inside reserved regions counts as free, as it can serve a request.
"""

from __future__ import annotations

import bisect
import threading
from dataclasses import dataclass

from ..config import HardwareConfig
from ..errors import DeviceOutOfMemoryError
from .arena import DeviceMemory

ALIGNMENT = 128  # bytes; one stick, and the scratchpad / DMA granule
REGION_ALIGNMENT = 4096  # regions start on pages so that discarding them frees whole pages
PLACEMENTS = ("bound", "interleaved")


@dataclass(frozen=True)
class AllocationUnit:
    handle: int
    offset: int  # bytes from the start of the region
    length: int  # bytes reserved for the allocation (a multiple of ALIGNMENT)


@dataclass(frozen=True, eq=False)
class AllocationDescriptor:
    """What an allocation is: region units plus placement. Compared and hashed by identity."""

    id: int
    nbytes: int  # as requested
    address: int  # device address of the first byte; the allocation is contiguous
    units: tuple
    placement: str  # "bound" or "interleaved"
    domain: int | None  # the domain when bound, None when interleaved

    @property
    def reserved_bytes(self) -> int:
        return sum(u.length for u in self.units)

    def __repr__(self):
        where = f"domain {self.domain}" if self.placement == "bound" else "interleaved"
        return f"AllocationDescriptor(id={self.id}, nbytes={self.nbytes}, address={self.address:#x}, {where})"


class _Region:
    __slots__ = ("handle", "address", "size", "pool", "live_blocks")

    def __init__(self, handle, address, size, pool):
        self.handle = handle
        self.address = address
        self.size = size
        self.pool = pool  # ("bound", d) or ("interleaved", None)
        self.live_blocks = 0


def _round_up(n: int, a: int) -> int:
    return (n + a - 1) // a * a


class DeviceAllocator:
    def __init__(self, config: HardwareConfig, memory: DeviceMemory):
        self.config = config
        self.memory = memory
        self.capacity = min(memory.nbytes, config.lpddr5_usable_bytes)
        self._lock = threading.Lock()
        # arena space not held by any region: sorted disjoint [(address, size)]
        self._arena_free = [(memory.base, self.capacity)]
        self._regions: dict[int, _Region] = {}  # handle -> region
        self._next_handle = 1
        self._next_id = 1
        # free blocks: per pool a sorted list of (size, address); start -> (size, region); end -> start
        self._free_sorted: dict[tuple, list] = {}
        self._free_at: dict[int, tuple] = {}
        self._free_end: dict[int, int] = {}
        self._live: dict[int, tuple] = {}  # descriptor id -> (region, address, size)
        self._allocated = self._allocated_peak = 0
        self._reserved = self._reserved_peak = 0
        self._num_allocs = self._num_frees = 0

    # ---- public API ----
    def allocate(self, nbytes: int, *, placement: str = "bound", domain: int | None = None) -> AllocationDescriptor:
        if isinstance(nbytes, bool) or not isinstance(nbytes, int) or nbytes < 0:
            raise ValueError(f"DeviceAllocator.allocate: nbytes must be a non-negative int, got {nbytes!r}")
        pool = self._pool(placement, domain)
        size = _round_up(max(nbytes, 1), ALIGNMENT)
        with self._lock:
            addr, region = self._take_block(pool, size, nbytes)
            region.live_blocks += 1
            desc = AllocationDescriptor(
                id=self._next_id, nbytes=nbytes, address=addr,
                units=(AllocationUnit(region.handle, addr - region.address, size),),
                placement=pool[0], domain=pool[1],
            )
            self._next_id += 1
            self._live[desc.id] = (region, addr, size)
            self._num_allocs += 1
            self._allocated += size
            self._allocated_peak = max(self._allocated_peak, self._allocated)
            return desc

    def free(self, desc: AllocationDescriptor) -> None:
        with self._lock:
            entry = self._live.get(getattr(desc, "id", None))
            if entry is None or entry[1] != getattr(desc, "address", None):  # ids are per allocator
                raise ValueError(
                    f"DeviceAllocator.free: {desc!r} is not a live allocation of this allocator (double free?)"
                )
            del self._live[desc.id]
            region, addr, size = entry
            region.live_blocks -= 1
            self._num_frees += 1
            self._allocated -= size
            self._put_block(region, addr, size)

    def empty_cache(self) -> None:
        """Return every wholly free region (its handle and its pages)."""
        with self._lock:
            for region in [r for r in self._regions.values() if r.live_blocks == 0]:
                self._release_region(region)

    def reset_peak_stats(self) -> None:
        with self._lock:
            self._allocated_peak = self._allocated
            self._reserved_peak = self._reserved

    def memory_info(self) -> tuple[int, int]:
        """(free_bytes, total_bytes)."""
        return self.capacity - self._allocated, self.capacity

    def stats(self) -> dict:
        with self._lock:
            return {
                "allocated_bytes": self._allocated,
                "allocated_bytes_peak": self._allocated_peak,
                "reserved_bytes": self._reserved,
                "reserved_bytes_peak": self._reserved_peak,
                "num_allocs": self._num_allocs,
                "num_frees": self._num_frees,
                "active_allocations": len(self._live),
                "handles_in_use": len(self._regions),
                "handle_budget": self.config.handle_budget,
                "mode": self.config.memory_mode,
            }

    def domain_of(self, address: int) -> int:
        """Memory domain of a live device byte (bound: the region's; interleaved: by granule)."""
        for region in self._regions.values():
            if region.address <= address < region.address + region.size:
                kind, domain = region.pool
                if kind == "bound":
                    return domain
                granule = self.config.interleave_granule_bytes
                return (address - region.address) // granule % self.config.num_memory_domains
        raise ValueError(f"DeviceAllocator.domain_of: address {address:#x} is not in any region")

    def regions(self) -> list[tuple[int, int, int, str, int | None]]:
        """(handle, address, size, placement, domain) of every region held, for inspection."""
        return [(r.handle, r.address, r.size, *r.pool) for r in self._regions.values()]

    # ---- blocks ----
    def _pool(self, placement, domain):
        if placement == "interleaved":
            if domain is not None:
                raise ValueError(f"DeviceAllocator.allocate: domain must be None for interleaved placement, got {domain!r}")
            return ("interleaved", None)
        if placement != "bound":
            raise ValueError(f"DeviceAllocator.allocate: placement must be one of {PLACEMENTS}, got {placement!r}")
        domain = 0 if domain is None else domain
        if not (isinstance(domain, int) and 0 <= domain < self.config.num_memory_domains):
            raise ValueError(
                f"DeviceAllocator.allocate: domain must be in [0, {self.config.num_memory_domains}), got {domain!r}"
            )
        return ("bound", domain)

    def _take_block(self, pool, size, nbytes):
        free = self._free_sorted.setdefault(pool, [])
        i = bisect.bisect_left(free, (size, 0))
        if i == len(free):
            self._acquire_region(pool, size, nbytes)
            i = bisect.bisect_left(free, (size, 0))
        block_size, addr = free.pop(i)
        _, region = self._free_at.pop(addr)
        del self._free_end[addr + block_size]
        if block_size > size:  # the tail stays free
            self._add_free(region, addr + size, block_size - size)
        return addr, region

    def _add_free(self, region, addr, size):
        bisect.insort(self._free_sorted[region.pool], (size, addr))
        self._free_at[addr] = (size, region)
        self._free_end[addr + size] = addr

    def _remove_free(self, addr):
        size, region = self._free_at.pop(addr)
        del self._free_end[addr + size]
        free = self._free_sorted[region.pool]
        del free[bisect.bisect_left(free, (size, addr))]
        return size

    def _put_block(self, region, addr, size):
        after = self._free_at.get(addr + size)
        if after is not None and after[1] is region:
            size += self._remove_free(addr + size)
        before = self._free_end.get(addr)
        if before is not None and self._free_at[before][1] is region:
            size += self._remove_free(before)
            addr = before
        self._add_free(region, addr, size)

    # ---- regions ----
    def _acquire_region(self, pool, size, nbytes):
        if len(self._regions) >= self.config.handle_budget:
            self._release_idle_regions()  # cached regions of other pools may be holding the handles
        if len(self._regions) >= self.config.handle_budget:
            self._raise_oom(nbytes, pool, "region handles exhausted")
        need = _round_up(size, REGION_ALIGNMENT)
        largest = max((s for _, s in self._arena_free), default=0)
        if largest < need:
            self._release_idle_regions()
            largest = max((s for _, s in self._arena_free), default=0)
        if largest < need:
            self._raise_oom(nbytes, pool, "device memory exhausted")
        # a full-size region when it fits, else whatever the arena still has (small arenas in tests)
        region_size = max(need, min(_round_up(self.config.region_bytes, REGION_ALIGNMENT), largest))
        address = self._arena_take(region_size)
        region = _Region(self._next_handle, address, region_size, pool)
        self._next_handle += 1
        self._regions[region.handle] = region
        self._reserved += region_size
        self._reserved_peak = max(self._reserved_peak, self._reserved)
        self._add_free(region, address, region_size)

    def _release_idle_regions(self):
        for region in [r for r in self._regions.values() if r.live_blocks == 0]:
            self._release_region(region)

    def _release_region(self, region):
        self._remove_free(region.address)  # a region with no live block is one free block
        del self._regions[region.handle]
        self._reserved -= region.size
        self.memory.discard(region.address, region.size)
        self._arena_give(region.address, region.size)

    def _arena_take(self, size):
        for i, (addr, avail) in enumerate(self._arena_free):
            if avail >= size:
                if avail == size:
                    del self._arena_free[i]
                else:
                    self._arena_free[i] = (addr + size, avail - size)
                return addr
        raise AssertionError("unreachable: caller checked the largest free arena range")

    def _arena_give(self, addr, size):
        free = self._arena_free
        i = bisect.bisect_left(free, (addr, 0))
        free.insert(i, (addr, size))
        if i + 1 < len(free) and addr + size == free[i + 1][0]:  # merge with the next range
            free[i] = (addr, size + free[i + 1][1])
            del free[i + 1]
        if i > 0 and free[i - 1][0] + free[i - 1][1] == free[i][0]:  # and with the previous one
            free[i - 1] = (free[i - 1][0], free[i - 1][1] + free[i][1])
            del free[i]

    def _raise_oom(self, nbytes, pool, reason):
        largest_block = max((lst[-1][0] for lst in self._free_sorted.values() if lst), default=0)
        largest_arena = max((s for _, s in self._arena_free), default=0)
        free_bytes, total = self.memory_info()
        where = f"domain {pool[1]}" if pool[0] == "bound" else "interleaved"
        raise DeviceOutOfMemoryError(
            f"spyre device out of memory ({reason}): tried to allocate {nbytes} bytes ({where}); "
            f"free {free_bytes} of {total} bytes, largest free block {max(largest_block, largest_arena)} bytes; "
            f"mode {self.config.memory_mode}, handles in use {len(self._regions)} of budget "
            f"{self.config.handle_budget}"
        )
