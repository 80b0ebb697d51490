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
