import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spyre_runtime import DeviceOutOfMemoryError, HardwareConfig
from spyre_runtime.memory import ALIGNMENT, DeviceAllocator, DeviceMemory

MiB = 2**20


def make(**kw):
    cfg = HardwareConfig(**{"arena_bytes": 64 * MiB, "region_bytes": MiB, **kw})
    return DeviceAllocator(cfg, DeviceMemory(cfg.arena_bytes))


def block(desc):
    (unit,) = desc.units
    return desc.address, desc.address + unit.length


def test_basic_descriptor_and_stats():
    a = make()
    d = a.allocate(1000)
    assert d.nbytes == 1000 and d.placement == "bound" and d.domain == 0
    assert d.address % ALIGNMENT == 0
    (unit,) = d.units
    assert unit.length == 1024 and unit.offset == 0
    assert a.memory.contains(d.address, 1000)
    s = a.stats()
    assert s["allocated_bytes"] == 1024 and s["reserved_bytes"] == MiB
    assert (s["num_allocs"], s["num_frees"], s["active_allocations"], s["handles_in_use"]) == (1, 0, 1, 1)
    a.free(d)
    s = a.stats()
    assert s["allocated_bytes"] == 0 and s["allocated_bytes_peak"] == 1024 and s["reserved_bytes"] == MiB
    a.empty_cache()
    assert a.stats()["reserved_bytes"] == 0 and a.stats()["handles_in_use"] == 0
    a.reset_peak_stats()
    assert a.stats()["allocated_bytes_peak"] == 0 and a.stats()["reserved_bytes_peak"] == 0


def test_zero_byte_allocation_is_one_block():
    a = make()
    d0, d1 = a.allocate(0), a.allocate(0)
    assert block(d0)[1] - block(d0)[0] == ALIGNMENT
    assert d0.address != d1.address


def test_double_free_names_the_descriptor():
    a = make()
    d = a.allocate(10)
    a.free(d)
    with pytest.raises(ValueError, match=r"not a live allocation"):
        a.free(d)
    other = make()
    other.allocate(10)
    other.allocate(10)
    mine = a.allocate(10)
    assert mine.id == 2 and other.stats()["active_allocations"] == 2
    with pytest.raises(ValueError, match=r"not a live allocation of this allocator"):
        other.free(mine)  # same id in the other allocator, different allocation
    with pytest.raises(ValueError, match=r"not a live allocation"):
        a.free("not a descriptor")


def test_bad_arguments():
    a = make()
    with pytest.raises(ValueError, match="nbytes"):
        a.allocate(-1)
    with pytest.raises(ValueError, match="placement"):
        a.allocate(8, placement="striped")
    with pytest.raises(ValueError, match=r"domain must be in \[0, 2\)"):
        a.allocate(8, domain=2)


def test_domains_use_separate_regions_and_interleave():
    a = make()
    d0 = a.allocate(256, domain=0)
    d1 = a.allocate(256, domain=1)
    di = a.allocate(3 * 4096, placement="interleaved")
    handles = {d.units[0].handle for d in (d0, d1, di)}
    assert len(handles) == 3
    assert a.domain_of(d0.address) == 0 and a.domain_of(d1.address) == 1
    assert di.placement == "interleaved" and di.domain is None
    granule = a.config.interleave_granule_bytes
    assert [a.domain_of(di.address + k * granule) for k in range(3)] == [0, 1, 0]


def test_large_allocation_gets_its_own_region_rounded_up():
    a = make()
    d = a.allocate(3 * MiB + 5)
    regions = a.regions()
    assert len(regions) == 1 and regions[0][2] == 3 * MiB + 4096
    small = a.allocate(128)  # the slack at the end of the big region serves small requests
    assert small.units[0].handle == d.units[0].handle


def test_coalescing_reuses_space():
    a = make()
    ds = [a.allocate(128) for _ in range(8)]
    for d in ds[2:6]:
        a.free(d)
    big = a.allocate(4 * 128)  # fits exactly in the coalesced hole
    assert big.address == ds[2].address


def test_ten_thousand_small_allocations_fit_in_vf_budget():
    cfg = HardwareConfig(memory_mode="VF", arena_bytes=64 * MiB)  # default 256 MiB regions do not fit
    cfg = cfg.replace(region_bytes=16 * MiB)
    a = DeviceAllocator(cfg, DeviceMemory(cfg.arena_bytes))
    ds = [a.allocate(64) for _ in range(10_000)]
    s = a.stats()
    assert s["handles_in_use"] <= s["handle_budget"] == 8
    assert s["active_allocations"] == 10_000 and s["allocated_bytes"] == 10_000 * 128
    addrs = sorted(d.address for d in ds)
    assert all(b - a_ >= 128 for a_, b in zip(addrs, addrs[1:]))
    for d in ds:
        a.free(d)
    assert a.stats()["allocated_bytes"] == 0


def test_oom_bytes_message():
    a = make(arena_bytes=4 * MiB)
    a.allocate(3 * MiB)
    with pytest.raises(DeviceOutOfMemoryError) as info:
        a.allocate(2 * MiB)
    text = str(info.value)
    assert "2097152 bytes" in text and "mode PF" in text
    assert "free" in text and "largest free block" in text
    free_bytes, total = a.memory_info()
    assert f"free {free_bytes} of {total}" in text
    assert isinstance(info.value, MemoryError)


def test_oom_handles_message_in_vf_mode():
    a = make(memory_mode="VF", vf_handle_budget=2)
    a.allocate(MiB)
    a.allocate(MiB)
    with pytest.raises(DeviceOutOfMemoryError, match=r"handles exhausted.*mode VF, handles in use 2 of budget 2"):
        a.allocate(128)


def test_idle_regions_are_released_when_handles_run_out():
    a = make(memory_mode="VF", vf_handle_budget=1)
    d = a.allocate(64, domain=0)
    a.free(d)  # region of domain 0 is cached, holding the only handle
    d1 = a.allocate(64, domain=1)
    assert a.stats()["handles_in_use"] == 1 and d1.domain == 1


def test_empty_cache_returns_pages_zeroed():
    a = make()
    d = a.allocate(4096)
    a.memory.write(d.address, b"\xff" * 4096)
    a.free(d)
    a.empty_cache()
    d2 = a.allocate(4096)
    assert a.memory.read(d2.address, 4096) == bytes(4096)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["alloc", "alloc", "free", "empty_cache"]), st.integers(0, 70_000),
                          st.integers(0, 2), st.integers(0, 10**6)),
                max_size=120))
def test_random_alloc_free_sequences(steps):
    a = make(arena_bytes=16 * MiB, region_bytes=256 * 1024)
    live = []
    for action, nbytes, where, pick in steps:
        if action == "empty_cache":
            a.empty_cache()
            assert all(n > 0 for n in (sum(1 for d in live if d.units[0].handle == h) for h, *_ in a.regions()))
        elif action == "alloc" or not live:
            kw = {"placement": "interleaved"} if where == 2 else {"domain": where}
            try:
                live.append(a.allocate(nbytes, **kw))
            except DeviceOutOfMemoryError:
                pass
        else:
            a.free(live.pop(pick % len(live)))
        spans = sorted(block(d) for d in live)
        assert all(lo % ALIGNMENT == 0 for lo, _ in spans)
        assert all(hi1 <= lo2 for (_, hi1), (lo2, _) in zip(spans, spans[1:])), "blocks overlap"
        regions = {h: (addr, size) for h, addr, size, _, _ in a.regions()}
        for d in live:
            (u,) = d.units
            raddr, rsize = regions[u.handle]
            assert d.address == raddr + u.offset and u.offset + u.length <= rsize and u.length >= d.nbytes
        s = a.stats()
        assert s["allocated_bytes"] == sum(hi - lo for lo, hi in spans)
        assert s["active_allocations"] == len(live) == s["num_allocs"] - s["num_frees"]
        assert s["reserved_bytes"] == sum(size for _, size in regions.values()) >= s["allocated_bytes"]
        assert s["allocated_bytes_peak"] >= s["allocated_bytes"] and s["reserved_bytes_peak"] >= s["reserved_bytes"]
        assert s["handles_in_use"] == len(regions) <= s["handle_budget"]
    for d in live:
        a.free(d)
    a.empty_cache()
    s = a.stats()
    assert (s["allocated_bytes"], s["reserved_bytes"], s["active_allocations"], s["handles_in_use"]) == (0, 0, 0, 0)
    assert a.memory_info()[0] == a.memory_info()[1]


class _Op:
    """Stands in for a queued op: free_after only reads `finished`."""

    def __init__(self):
        self.finished = False


def test_free_after_holds_blocks_until_their_ops_finish():
    a = make()
    d1, d2 = a.allocate(1000), a.allocate(200)  # blocks of 1024 and 256 bytes
    op1, op2 = _Op(), _Op()
    a.free_after([d1, d2], [op1, op2])
    s = a.stats()
    # given back: no longer allocated, but still active (in use by the ops) and not reusable
    assert (s["allocated_bytes"], s["active_bytes"], s["pending_frees"]) == (0, 1280, 2)
    assert s["active_allocations"] == 2 and a.memory_info()[0] == a.capacity - 1280
    d3 = a.allocate(1000)
    assert d3.address >= d2.address + 256  # the held blocks are skipped
    with pytest.raises(ValueError, match=r"already given back with free_after"):
        a.free(d1)
    op1.finished = True
    assert a.stats()["pending_frees"] == 2  # one op is still running
    op2.finished = True
    s = a.stats()
    assert (s["allocated_bytes"], s["active_bytes"], s["pending_frees"]) == (1024, 1024, 0)
    assert a.allocate(200).address == d1.address  # best fit: the 1280-byte hole d1 + d2 left
    with pytest.raises(ValueError, match=r"not a live allocation"):
        a.free_after([d2], [])
    # nothing pending: freed at once
    d4 = a.allocate(64)
    a.free_after([d4], [])
    assert a.stats()["pending_frees"] == 0
    d5 = a.allocate(64)
    with pytest.raises(ValueError, match=r"appears twice"):
        a.free_after([d5, d5], [])


def test_memory_stats_use_torch_cuda_names_and_meanings():
    a = make(arena_bytes=4 * MiB)  # regions of 1 MiB
    a.reset_accumulated_stats()
    sizes = [1, 128, 129, 1000, 0]
    ds = [a.allocate(n) for n in sizes]
    blocks = [max(128, -(-n // 128) * 128) for n in sizes]  # 128, 128, 256, 1024, 128
    m = a.memory_stats()
    assert m["allocated_bytes.all.current"] == m["active_bytes.all.current"] == sum(blocks) == 1664
    assert m["requested_bytes.all.current"] == sum(sizes)
    assert m["reserved_bytes.all.current"] == MiB and m["segment.all.current"] == 1
    assert m["allocation.all.current"] == m["allocation.all.allocated"] == 5
    a.free(ds[3])
    m = a.memory_stats()
    assert m["allocated_bytes.all.current"] == 640 and m["allocated_bytes.all.peak"] == 1664
    assert (m["allocated_bytes.all.allocated"], m["allocated_bytes.all.freed"]) == (1664, 1024)
    assert (m["allocation.all.allocated"], m["allocation.all.freed"]) == (5, 1)
    a.reset_peak_stats()
    assert a.memory_stats()["allocated_bytes.all.peak"] == 640
    # a region for 3 MiB + 1 (3 MiB + one page) does not fit beside the first region, which is in
    # use: the allocator retries after giving back idle regions (there are none), then it is an OOM
    with pytest.raises(DeviceOutOfMemoryError):
        a.allocate(3 * MiB + 1)
    m = a.memory_stats()
    assert (m["num_ooms"], m["num_alloc_retries"]) == (1, 1)
    # once the first region is idle, the same request gives it back and retries, and fits
    for d in ds[:3] + ds[4:]:
        a.free(d)
    big = a.allocate(3 * MiB + 1)
    m = a.memory_stats()
    assert m["num_alloc_retries"] == 2 and m["num_device_free"] == 1 and m["num_device_alloc"] == 2
    assert m["reserved_bytes.all.current"] == 3 * MiB + 4096 and m["segment.all.peak"] == 1
    a.reset_accumulated_stats()
    m = a.memory_stats()
    assert (m["num_ooms"], m["num_alloc_retries"], m["allocation.all.allocated"], m["num_device_alloc"]) == (0, 0, 0, 0)
    assert m["allocation.all.current"] == 1 and a.stats()["num_allocs"] == 6  # lifetime counts stay
    a.free(big)


class _FreesWhenCollected:
    """A storage-like object in a reference cycle: its finalizer gives device memory back (as a
    storage's deleter does), whenever the cyclic gc happens to collect it."""

    def __init__(self, free, desc):
        self.free, self.desc, self.cycle = free, desc, self

    def __del__(self):
        self.free(self.desc)


def _in_thread(fn, timeout=20):
    """fn() in a daemon thread; (finished, what it returned or raised). A deadlock stays behind in
    the thread instead of hanging the test."""
    import threading

    out = []
    worker = threading.Thread(target=lambda: out.append(_call(fn)), daemon=True)
    worker.start()
    worker.join(timeout)
    return (not worker.is_alive()), (out[0] if out else None)


def _call(fn):
    try:
        return fn()
    except BaseException as exc:
        return exc


@pytest.mark.parametrize("how", ["free", "free_after"])
def test_a_finalizer_that_frees_while_the_allocator_is_busy_does_not_deadlock(how):
    """The gc (or a signal handler) can run Python code in the middle of an allocator call; a
    finalizer freeing memory there waited forever for the lock its own thread held. Its free is
    done before that call returns, and the call's own result is whole."""
    import gc

    a = make()
    victim, keep = a.allocate(1000), a.allocate(256)
    if how == "free":
        _FreesWhenCollected(a.free, victim)
    else:
        _FreesWhenCollected(lambda d: a.free_after([d], []), victim)
    drain = a._drain_deferred

    def collecting():  # a collection that runs while the allocator holds its lock
        gc.collect()
        return drain()

    a._drain_deferred = collecting
    finished, made = _in_thread(lambda: a.allocate(128))
    assert finished, "allocate deadlocked in a finalizer's free"
    a._drain_deferred = drain
    assert not isinstance(made, BaseException), made
    assert not a.is_live(victim) and a.is_live(made) and a.is_live(keep)
    s = a.stats()
    assert s["active_allocations"] == 2 and s["allocated_bytes"] == 256 + 128 and s["pending_frees"] == 0
    a.free(made)
    a.free(keep)
    assert a.stats()["active_bytes"] == 0


def test_only_frees_may_come_from_inside_the_allocator():
    a = make()
    with a._lock:  # (as a finalizer running inside a locked section sees it)
        with pytest.raises(RuntimeError, match="DeviceAllocator.allocate: called while this thread is inside"):
            a.allocate(64)
        with pytest.raises(RuntimeError, match="empty_cache"):
            a.empty_cache()
