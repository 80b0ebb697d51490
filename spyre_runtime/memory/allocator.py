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

`free_bytes` (memory_info, OOM text) is capacity minus active block bytes: cached free space
inside reserved regions counts as free, as it can serve a request.

Statistics follow torch.cuda's caching allocator where the idea carries over (`memory_stats()`
gives its key names): *allocated* blocks are held by their owner; *active* blocks are allocated
ones plus those given back with `free_after` whose users (queued ops) have not finished yet, which
is when a block is really back in its free list; *requested* bytes are what callers asked for
(before the 128-byte rounding); *reserved* bytes are the regions held, *segments* the regions
(handles). Each figure keeps current, peak, and since `reset_accumulated_stats` how much was
allocated and freed in total.
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


class _Stat:
    """One statistic: current value, peak since reset_peak_stats, and the totals added (allocated)
    and removed (freed) since reset_accumulated_stats."""

    __slots__ = ("current", "peak", "allocated", "freed")

    def __init__(self):
        self.current = self.peak = self.allocated = self.freed = 0

    def add(self, n: int) -> None:
        self.current += n
        self.allocated += n
        self.peak = max(self.peak, self.current)

    def sub(self, n: int) -> None:
        self.current -= n
        self.freed += n


# the statistics every allocator keeps, in torch.cuda's names (memory_stats() prefixes "<name>.all.")
STAT_NAMES = ("allocation", "active", "segment", "allocated_bytes", "active_bytes", "requested_bytes",
              "reserved_bytes")


def _round_up(n: int, a: int) -> int:
    return (n + a - 1) // a * a


class DeviceAllocator:
    def __init__(self, config: HardwareConfig, memory: DeviceMemory):
        self.config = config
        self.memory = memory
        self.capacity = min(memory.nbytes, config.lpddr5_usable_bytes)
        # (an RLock for its owner check: a finalizer -- a storage's deleter run by the gc, or a signal
        # handler -- can run inside one of this thread's locked sections, and must not wait for it)
        self._lock = threading.RLock()
        # arena space not held by any region: sorted disjoint [(address, size)]
        self._arena_free = [(memory.base, self.capacity)]
        self._regions: dict[int, _Region] = {}  # handle -> region
        self._next_handle = 1
        self._next_id = 1
        # free blocks: per pool a sorted list of (size, address); start -> (size, region); end -> start
        self._free_sorted: dict[tuple, list] = {}
        self._free_at: dict[int, tuple] = {}
        self._free_end: dict[int, int] = {}
        self._live: dict[int, tuple] = {}  # descriptor id -> (region, address, size, requested nbytes)
        self._stats = {name: _Stat() for name in STAT_NAMES}
        self._num_allocs = self._num_frees = 0  # lifetime counts (never reset)
        self._num_alloc_retries = self._num_ooms = 0  # since reset_accumulated_stats
        # free_after: [descriptors, ops still using them]; drained whenever the allocator is used
        self._deferred: list[list] = []
        self._deferred_ids: set[int] = set()
        # frees (free_after's arguments) that came while this thread was inside the allocator
        # (_reentered): taken into _deferred at the next drain, the owning section's caller included
        self._postponed: list[tuple] = []
        self._postponed_ids: set[int] = set()

    # ---- public API ----
    def allocate(self, nbytes: int, *, placement: str = "bound", domain: int | None = None) -> AllocationDescriptor:
        if isinstance(nbytes, bool) or not isinstance(nbytes, int) or nbytes < 0:
            raise ValueError(f"DeviceAllocator.allocate: nbytes must be a non-negative int, got {nbytes!r}")
        pool = self._pool(placement, domain)
        size = _round_up(max(nbytes, 1), ALIGNMENT)
        if self._lock._is_owned():
            raise self._reentered("allocate")
        made = []  # (the descriptor, once it exists: an interrupt after that must not leak it)
        try:
            with self._lock:
                if self._broken:
                    self._repair()
                desc = self._allocate(pool, size, nbytes, made)
                if self._postponed:  # (a finalizer freed memory while this ran: freed now)
                    self._drain_deferred()
                return desc
        except BaseException as exc:
            if isinstance(exc, Exception):
                raise
            with self._lock:  # an interrupt: nothing is allocated, the bookkeeping made whole
                for desc in made:
                    self._live.pop(desc.id, None)
                self._repair()
            raise

    def _reentered(self, what: str) -> RuntimeError:
        return RuntimeError(f"DeviceAllocator.{what}: called while this thread is inside the allocator (from a "
                            f"finalizer or a signal handler that ran in the middle of an allocator call); only "
                            f"free and free_after may be called from there")

    def _postpone(self, descs, pending) -> None:
        """free_after(descs, pending) from inside one of this thread's locked sections (a gc-run
        finalizer, a signal handler): the section's bookkeeping may be half updated, and waiting for
        the lock would deadlock; done at the next drain (before the section's caller returns when it
        is allocate or free)."""
        self._postponed.append((list(descs), list(pending)))
        self._postponed_ids.update(d.id for d in descs)

    def _take_postponed(self) -> None:
        """The postponed frees become free_after entries (a descriptor not live, or given back
        already, is skipped: a deleter's free cannot report a double free). An interrupt in here
        leaves the entry at the head, taken again after _repair."""
        postponed = self._postponed
        while postponed:
            descs, pending = postponed[0]
            taken = []
            for desc in descs:
                entry = self._live.get(desc.id)
                if entry is not None and entry[1] == desc.address and desc.id not in self._deferred_ids:
                    self._release_allocated(entry, desc)
                    taken.append(desc)
            self._deferred.append([taken, [op for op in pending if not op.finished]])
            self._deferred_ids.update(d.id for d in taken)
            postponed.pop(0)
            self._postponed_ids.difference_update(d.id for d in descs)

    def _allocate(self, pool, size, nbytes, made):
        self._drain_deferred()
        addr, region = self._take_block(pool, size, nbytes)
        region.live_blocks += 1
        desc = AllocationDescriptor(
            id=self._next_id, nbytes=nbytes, address=addr,
            units=(AllocationUnit(region.handle, addr - region.address, size),),
            placement=pool[0], domain=pool[1],
        )
        made.append(desc)
        self._next_id += 1
        self._live[desc.id] = (region, addr, size, nbytes)
        self._num_allocs += 1
        st = self._stats
        for stat, n in ((st["allocation"], 1), (st["active"], 1), (st["allocated_bytes"], size),
                        (st["active_bytes"], size), (st["requested_bytes"], nbytes)):
            stat.current += n  # (_Stat.add, inline: every tensor allocation passes here)
            stat.allocated += n
            if stat.current > stat.peak:
                stat.peak = stat.current
        return desc

    def free(self, desc: AllocationDescriptor) -> None:
        if self._lock._is_owned():
            self._postpone((desc,), ())
            return
        try:
            with self._lock:
                if self._broken:
                    self._repair()
                self._drain_deferred()
                self._release_allocated(self._live_entry(desc, "free"), desc)
                self._return_block(desc)
                if self._postponed:  # (a finalizer freed memory while this ran: freed now)
                    self._drain_deferred()
        except BaseException as exc:
            if isinstance(exc, Exception):
                raise
            # an interrupt (it may come from a storage's deleter, which cannot raise: the free must
            # not be lost): the bookkeeping made whole, and the block freed if it was not yet
            with self._lock:
                self._live.pop(desc.id, None)
                self._repair()
            raise

    def is_live(self, desc: AllocationDescriptor) -> bool:
        """True while `desc` is allocated and not given back (free / free_after)."""
        entry = self._live.get(desc.id)
        return entry is not None and entry[1] == desc.address and desc.id not in self._deferred_ids \
            and desc.id not in self._postponed_ids

    # set while an interrupt has left the bookkeeping half updated (until _repair finishes)
    _broken = False

    def _repair(self) -> None:
        """Rebuild every derived structure (free lists, arena, per-region counts, current statistics)
        from what is held: the regions, the live blocks and the free_after entries. Run after an
        interrupt (KeyboardInterrupt, a signal handler raising) landed inside the allocator."""
        self._broken = True
        regions = {r.handle: r for r in self._regions.values()}
        self._deferred = [e for e in self._deferred if all(d.id in self._live for d in e[0])]
        self._deferred_ids = {d.id for e in self._deferred for d in e[0]}
        by_region = {h: [] for h in regions}
        for region, addr, size, _ in self._live.values():
            by_region[region.handle].append((addr, size))
        self._free_sorted, self._free_at, self._free_end = {}, {}, {}
        for handle, blocks in by_region.items():
            region = regions[handle]
            region.live_blocks = len(blocks)
            self._free_sorted.setdefault(region.pool, [])
            pos = region.address
            for addr, size in sorted(blocks) + [(region.address + region.size, 0)]:
                if addr > pos:
                    self._add_free(region, pos, addr - pos)
                pos = max(pos, addr + size)
        arena, pos = [], self.memory.base
        for region in sorted(regions.values(), key=lambda r: r.address):
            if region.address > pos:
                arena.append((pos, region.address - pos))
            pos = region.address + region.size
        if pos < self.memory.base + self.capacity:
            arena.append((pos, self.memory.base + self.capacity - pos))
        self._arena_free = arena
        st, live = self._stats, self._live
        owned = [e for i, e in live.items() if i not in self._deferred_ids]
        for name, value in (("allocation", len(owned)), ("allocated_bytes", sum(e[2] for e in owned)),
                            ("requested_bytes", sum(e[3] for e in owned)), ("active", len(live)),
                            ("active_bytes", sum(e[2] for e in live.values())),
                            ("reserved_bytes", sum(r.size for r in regions.values())), ("segment", len(regions))):
            st[name].current = value
        self._broken = False

    def free_after(self, descs, pending) -> None:
        """Free `descs` once every op in `pending` (objects with a `finished` flag: queued ops that
        still read or write them) has finished. They stop counting as allocated now and stay
        active (not reusable) until then; the check runs whenever the allocator is used next."""
        descs, pending = list(descs), [op for op in pending if not op.finished]
        if self._lock._is_owned():
            self._postpone(descs, pending)
            return
        with self._lock:
            self._drain_deferred()
            entries = [self._live_entry(d, "free_after") for d in descs]
            if len({d.id for d in descs}) != len(descs):
                raise ValueError(f"DeviceAllocator.free_after: a descriptor appears twice in {descs!r}")
            for entry, desc in zip(entries, descs):
                self._release_allocated(entry, desc)
            if pending:
                self._deferred.append([descs, pending])
                self._deferred_ids.update(d.id for d in descs)
            else:
                for desc in descs:
                    self._return_block(desc)

    def empty_cache(self) -> None:
        """Return every wholly free region (its handle and its pages)."""
        if self._lock._is_owned():
            raise self._reentered("empty_cache")
        with self._lock:
            self._drain_deferred()
            for region in [r for r in self._regions.values() if r.live_blocks == 0]:
                self._release_region(region)

    def reset_peak_stats(self) -> None:
        """Every peak becomes the current value."""
        if self._lock._is_owned():
            raise self._reentered("reset_peak_stats")
        with self._lock:
            self._drain_deferred()
            for stat in self._stats.values():
                stat.peak = stat.current

    def reset_accumulated_stats(self) -> None:
        """The totals allocated / freed, retries and OOMs start again from zero."""
        if self._lock._is_owned():
            raise self._reentered("reset_accumulated_stats")
        with self._lock:
            for stat in self._stats.values():
                stat.allocated = stat.freed = 0
            self._num_alloc_retries = self._num_ooms = 0

    def memory_info(self) -> tuple[int, int]:
        """(free_bytes, total_bytes)."""
        with self._lock:
            self._drain_if_not_reentered()
            return self.capacity - self._stats["active_bytes"].current, self.capacity

    def stats(self) -> dict:
        with self._lock:
            self._drain_if_not_reentered()
            st = self._stats
            return {
                "allocated_bytes": st["allocated_bytes"].current,
                "allocated_bytes_peak": st["allocated_bytes"].peak,
                "reserved_bytes": st["reserved_bytes"].current,
                "reserved_bytes_peak": st["reserved_bytes"].peak,
                "num_allocs": self._num_allocs,
                "num_frees": self._num_frees,
                "active_allocations": len(self._live),
                "handles_in_use": len(self._regions),
                "handle_budget": self.config.handle_budget,
                "mode": self.config.memory_mode,
                "active_bytes": st["active_bytes"].current,
                "requested_bytes": st["requested_bytes"].current,
                "pending_frees": len(self._deferred_ids),
                "num_alloc_retries": self._num_alloc_retries,
                "num_ooms": self._num_ooms,
            }

    def memory_stats(self) -> dict:
        """Every statistic under torch.cuda.memory_stats' names: `<stat>.all.<current|peak|allocated|freed>`
        for each of STAT_NAMES, plus `num_alloc_retries` (allocations that had to give back cached
        regions and try again), `num_ooms`, `num_device_alloc` / `num_device_free` (regions acquired /
        released since reset_accumulated_stats)."""
        with self._lock:
            self._drain_if_not_reentered()
            out = {}
            for name, stat in self._stats.items():
                for field in ("current", "peak", "allocated", "freed"):
                    out[f"{name}.all.{field}"] = getattr(stat, field)
            out["num_alloc_retries"] = self._num_alloc_retries
            out["num_ooms"] = self._num_ooms
            out["num_device_alloc"] = self._stats["segment"].allocated
            out["num_device_free"] = self._stats["segment"].freed
            return out

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
    def _live_entry(self, desc, what):
        entry = self._live.get(getattr(desc, "id", None))
        if entry is None or entry[1] != getattr(desc, "address", None):  # ids are per allocator
            raise ValueError(
                f"DeviceAllocator.{what}: {desc!r} is not a live allocation of this allocator (double free?)"
            )
        if desc.id in self._deferred_ids:
            raise ValueError(f"DeviceAllocator.{what}: {desc!r} was already given back with free_after "
                             f"(double free?)")
        return entry

    def _release_allocated(self, entry, desc):
        """The owner gave `desc` back: it no longer counts as allocated (it may still be active)."""
        _, _, size, nbytes = entry
        self._num_frees += 1
        st = self._stats
        st["allocation"].sub(1)
        st["allocated_bytes"].sub(size)
        st["requested_bytes"].sub(nbytes)

    def _return_block(self, desc):
        """The block goes back to its region's free list: no longer active."""
        region, addr, size, _ = self._live.pop(desc.id)
        region.live_blocks -= 1
        self._stats["active"].sub(1)
        self._stats["active_bytes"].sub(size)
        self._put_block(region, addr, size)

    def _drain_deferred(self):
        """Return the blocks of free_after entries whose ops have all finished (under the lock)."""
        if self._postponed:
            self._take_postponed()
        if not self._deferred:
            return
        keep = []
        for entry in self._deferred:
            entry[1] = [op for op in entry[1] if not op.finished]
            if entry[1]:
                keep.append(entry)
                continue
            for desc in entry[0]:
                self._deferred_ids.discard(desc.id)
                self._return_block(desc)
        self._deferred = keep

    def _drain_if_not_reentered(self):
        """A read of the figures: drained first, unless this thread is inside a locked section
        already (a signal handler reading them: the figures as they stand)."""
        if self._lock._recursion_count() == 1:
            self._drain_deferred()

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
        retried = False  # giving cached regions back and trying again counts once per request
        if len(self._regions) >= self.config.handle_budget:
            retried = True
            self._release_idle_regions()  # cached regions of other pools may be holding the handles
        if len(self._regions) >= self.config.handle_budget:
            self._num_alloc_retries += retried
            self._raise_oom(nbytes, pool, "region handles exhausted")
        need = _round_up(size, REGION_ALIGNMENT)
        largest = max((s for _, s in self._arena_free), default=0)
        if largest < need:
            retried = True
            self._release_idle_regions()
            largest = max((s for _, s in self._arena_free), default=0)
        self._num_alloc_retries += retried
        if largest < need:
            self._raise_oom(nbytes, pool, "device memory exhausted")
        # a full-size region when it fits, else whatever the arena still has (small arenas in tests)
        region_size = max(need, min(_round_up(self.config.region_bytes, REGION_ALIGNMENT), largest))
        address = self._arena_take(region_size)
        region = _Region(self._next_handle, address, region_size, pool)
        self._next_handle += 1
        self._regions[region.handle] = region
        self._stats["reserved_bytes"].add(region_size)
        self._stats["segment"].add(1)
        self._add_free(region, address, region_size)

    def _release_idle_regions(self):
        for region in [r for r in self._regions.values() if r.live_blocks == 0]:
            self._release_region(region)

    def _release_region(self, region):
        self._remove_free(region.address)  # a region with no live block is one free block
        del self._regions[region.handle]
        self._stats["reserved_bytes"].sub(region.size)
        self._stats["segment"].sub(1)
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
        self._num_ooms += 1
        largest_block = max((lst[-1][0] for lst in self._free_sorted.values() if lst), default=0)
        largest_arena = max((s for _, s in self._arena_free), default=0)
        free_bytes, total = self.capacity - self._stats["active_bytes"].current, self.capacity  # under the lock
        where = f"domain {pool[1]}" if pool[0] == "bound" else "interleaved"
        raise DeviceOutOfMemoryError(
            f"spyre device out of memory ({reason}): tried to allocate {nbytes} bytes ({where}); "
            f"free {free_bytes} of {total} bytes, largest free block {max(largest_block, largest_arena)} bytes; "
            f"mode {self.config.memory_mode}, handles in use {len(self._regions)} of budget "
            f"{self.config.handle_budget}"
        )
