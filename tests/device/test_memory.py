"""Device memory through PyTorch: the C++ allocator takes memory from the runtime allocator,
frees it when PyTorch drops the last reference, and reports it through torch.accelerator and
torch.spyre. The reference for every figure is the runtime allocator itself."""

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest
import torch

import spyre_runtime
from spyre_inductor.device import memory

ALIGN = 128  # the runtime allocator's block granule (device memory contract)


def runtime_stats():
    return spyre_runtime.get_runtime(0).allocator.stats()


def rounded(n):
    return max(ALIGN, -(-n // ALIGN) * ALIGN)


def test_allocation_is_a_runtime_descriptor_at_the_data_pointer():
    t = torch.empty(1000, dtype=torch.float32, device="spyre")
    record = memory.allocation_of(t)
    assert isinstance(record, memory.DeviceAllocation)
    assert t.data_ptr() == record.address == record.descriptor.address
    assert record.host_nbytes == 4000 == t.untyped_storage().nbytes()
    assert record.device_index == 0 and not record.freed
    # views share the allocation record; offsets move the data pointer in host elements
    v = t[10:20]
    assert memory.allocation_of(v) is record
    assert v.data_ptr() == record.address + 10 * 4
    assert memory.allocation_of(t.untyped_storage()) is record
    with pytest.raises(ValueError, match="expected a spyre tensor or storage, got one on cpu"):
        memory.allocation_of(torch.empty(3))


def test_memory_returns_to_zero_after_tensors_drop():
    before = runtime_stats()
    a = torch.empty(1000, dtype=torch.float32, device="spyre")
    b = torch.empty(3, 7, dtype=torch.float16, device="spyre")
    views = [a[5:], a.view(10, 100), b.t(), b[1]]
    storage = torch.UntypedStorage(300, device="spyre")
    grown = runtime_stats()
    expected = sum(memory.allocation_of(x).descriptor.reserved_bytes for x in (a, b, storage))
    assert grown["allocated_bytes"] - before["allocated_bytes"] == expected
    assert grown["active_allocations"] - before["active_allocations"] == 3
    del a, b, views  # the views keep the storages alive until here
    assert runtime_stats()["active_allocations"] - before["active_allocations"] == 1
    del storage
    after = runtime_stats()
    assert after["allocated_bytes"] == before["allocated_bytes"]
    assert after["active_allocations"] == before["active_allocations"]
    assert after["num_frees"] - before["num_frees"] == 3


def test_stats_through_torch_accelerator_and_torch_spyre():
    t = torch.empty(2048, dtype=torch.float32, device="spyre")
    s = runtime_stats()
    assert torch.accelerator.memory_allocated() == torch.spyre.memory_allocated() == s["allocated_bytes"]
    assert torch.accelerator.memory_reserved() == torch.spyre.memory_reserved() == s["reserved_bytes"]
    assert torch.accelerator.max_memory_allocated() == torch.spyre.max_memory_allocated() == s["allocated_bytes_peak"]
    assert torch.accelerator.get_memory_info() == torch.spyre.mem_get_info() == spyre_runtime.get_runtime(0).allocator.memory_info()
    stats = torch.accelerator.memory_stats("spyre:0")
    assert stats["allocated_bytes.all.current"] == s["allocated_bytes"]
    assert stats["allocation.all.current"] == s["active_allocations"]
    ours = torch.spyre.memory_stats()
    assert ours["device.mode"] == spyre_runtime.get_runtime(0).config.memory_mode
    assert ours["device.handle_budget"] == s["handle_budget"]
    assert ours["allocated_bytes.all.current"] == s["allocated_bytes"]
    del t


def test_peak_and_reset_peak():
    torch.spyre.reset_peak_memory_stats()
    base = torch.spyre.memory_allocated()
    assert torch.accelerator.max_memory_allocated() == base
    big = torch.empty(1 << 20, dtype=torch.uint8, device="spyre")
    size = memory.allocation_of(big).descriptor.reserved_bytes
    del big
    assert torch.spyre.memory_allocated() == base
    assert torch.accelerator.max_memory_allocated() == base + size
    torch.accelerator.reset_peak_memory_stats()
    assert torch.accelerator.max_memory_allocated() == base


def test_accumulated_counts_and_their_reset():
    torch.accelerator.reset_accumulated_memory_stats()
    assert torch.accelerator.memory_stats()["allocation.all.allocated"] == 0
    x = torch.empty(10, device="spyre")
    y = torch.empty(10, device="spyre")
    del x
    stats = torch.accelerator.memory_stats()
    assert (stats["allocation.all.allocated"], stats["allocation.all.freed"]) == (2, 1)
    del y


def test_empty_cache_returns_idle_regions():
    t = torch.empty(1 << 20, dtype=torch.uint8, device="spyre")
    del t
    torch.accelerator.empty_cache()
    s = runtime_stats()
    # every region still reserved holds a live allocation (the runtime frees only idle regions)
    assert (s["reserved_bytes"] == 0) == (s["active_allocations"] == 0)
    assert torch.spyre.memory_reserved() == s["reserved_bytes"]


def test_out_of_memory_is_torch_out_of_memory_error_with_the_runtime_text():
    from spyre_inductor.device import memory

    memory.release_graph_pools()  # (an allocation that runs out first takes back compiled graphs' idle blocks)
    before = runtime_stats()
    free, total = torch.spyre.mem_get_info()
    with pytest.raises(torch.OutOfMemoryError) as info:
        torch.empty(total, dtype=torch.float32, device="spyre")
    text = str(info.value)
    assert f"({total},) torch.float32 tensor" in text
    assert f"tried to allocate {4 * total} bytes" in text
    assert "free" in text and "largest free block" in text and "mode PF" in text
    with pytest.raises(torch.OutOfMemoryError, match=r"out of device memory allocating a \d+-byte storage"):
        torch.UntypedStorage(2 * total, device="spyre")
    after = runtime_stats()
    assert after["allocated_bytes"] == before["allocated_bytes"]


def test_layout_hook_sizes_and_records_the_allocation(monkeypatch):
    seen = []

    def layout_for(host_nbytes, sizes, strides, dtype):
        seen.append((host_nbytes, sizes, strides, dtype))
        return ("my-layout", sizes), 3 * host_nbytes

    freed = []
    monkeypatch.setitem(memory._hooks, "layout_for", layout_for)
    monkeypatch.setitem(memory._hooks, "on_allocate", lambda rec: None)
    monkeypatch.setitem(memory._hooks, "on_free", freed.append)
    t = torch.empty_strided((4, 6), (1, 4), dtype=torch.float16, device="spyre")
    s = torch.UntypedStorage(10, device="spyre")
    assert seen == [(48, [4, 6], [1, 4], torch.float16), (10, None, None, None)]
    rec = memory.allocation_of(t)
    assert rec.layout == ("my-layout", [4, 6])
    assert rec.device_nbytes == 144 and rec.host_nbytes == 48
    assert t.untyped_storage().nbytes() == 48  # PyTorch still sees the host size
    assert memory.allocation_of(s).layout == ("my-layout", None)
    del t, s
    assert [r.host_nbytes for r in freed] == [48, 10] and all(r.freed for r in freed)


def test_untyped_storage_and_its_resize_keeps_the_prefix():
    s = torch.UntypedStorage(200, device="spyre")
    assert (s.device, s.nbytes()) == (torch.device("spyre:0"), 200)
    rt = spyre_runtime.get_runtime(0)
    payload = np.arange(200, dtype=np.uint8)
    rt.memory.write(s.data_ptr(), payload.tobytes())  # raw-byte storage: device bytes = host bytes
    old = s.data_ptr()
    s.resize_(1000)
    assert s.nbytes() == 1000 and s.data_ptr() != old
    rt.synchronize()
    assert np.array_equal(np.frombuffer(rt.memory.read(s.data_ptr(), 200), np.uint8), payload)


def test_empty_strides_follow_the_cpu():
    for size, fmt in [((2, 3, 4, 5), torch.channels_last), ((2, 3, 4, 5, 6), torch.channels_last_3d),
                      ((7, 0, 3), torch.contiguous_format), ((), torch.contiguous_format)]:
        t = torch.empty(size, device="spyre", memory_format=fmt)
        assert t.stride() == torch.empty(size, memory_format=fmt).stride(), (size, fmt)
    t = torch.empty_strided((3, 4), (1, 3), dtype=torch.int32, device="spyre")
    assert (t.stride(), t.dtype) == ((1, 3), torch.int32)
    like = torch.empty_like(t)
    assert like.stride() == torch.empty_like(torch.empty_strided((3, 4), (1, 3))).stride()
    with pytest.raises(RuntimeError, match="from the 'Sparsespyre' backend"):  # no sparse kernels
        torch.empty(3, device="spyre", layout=torch.sparse_coo)


def test_view_ops_alias_the_storage():
    t = torch.empty(4, 6, device="spyre")
    record = memory.allocation_of(t)
    cases = {
        "view": (t.view(24), 0),
        "reshape": (t.reshape(2, 12), 0),
        "as_strided": (t.as_strided((2, 2), (6, 1), 3), 3),
        "transpose": (t.t(), 0),
        "slice": (t[1:, 2:], 8),
        "expand": (t[0:1].expand(5, 6), 0),
        "select": (t[2], 12),
    }
    for name, (v, offset) in cases.items():
        assert memory.allocation_of(v) is record, name
        assert v.data_ptr() == t.data_ptr() + offset * 4, name
    with pytest.raises(RuntimeError, match="view size is not compatible"):
        t.t().view(24)


def test_resize_grows_into_a_new_allocation():
    t = torch.empty(0, device="spyre")
    t.resize_(10, 10)
    assert (t.shape, t.stride()) == ((10, 10), (10, 1))
    assert t.untyped_storage().nbytes() == 400
    assert memory.allocation_of(t).host_nbytes == 400
    t.resize_(5)  # shrinking keeps the storage
    assert t.shape == (5,) and t.untyped_storage().nbytes() == 400
    t.resize_(2, 3, 4, 5, memory_format=torch.channels_last)
    assert t.stride() == torch.empty(2, 3, 4, 5, memory_format=torch.channels_last).stride()


def test_set_variants_share_or_replace_storage():
    base = torch.empty(24, device="spyre")
    t = torch.empty(0, device="spyre")
    t.set_(base.untyped_storage(), 4, (2, 5), (5, 1))
    assert (t.shape, t.storage_offset(), t.data_ptr()) == ((2, 5), 4, base.data_ptr() + 16)
    u = torch.empty(0, device="spyre").set_(base)
    assert (u.shape, u.data_ptr()) == (base.shape, base.data_ptr())
    w = torch.empty(0, device="spyre").set_(base.untyped_storage())
    assert w.shape == (24,) and memory.allocation_of(w) is memory.allocation_of(base)
    u.set_()
    assert u.shape == (0,) and memory.allocation_of(u) is not memory.allocation_of(base)
    with pytest.raises(RuntimeError, match="offset 20 need 120 bytes but the storage holds 96"):
        torch.empty(0, device="spyre").set_(base.untyped_storage(), 20, (2, 5), (5, 1))
    with pytest.raises(RuntimeError, match="devices must match"):
        torch.empty(0, device="spyre").set_(torch.empty(3).untyped_storage(), 0, (3,), (1,))


def test_two_devices_keep_separate_memory():
    code = """
        import torch, spyre_runtime
        from spyre_inductor.device import memory
        a = torch.empty(1000, device="spyre:1")
        print(a.device, torch.spyre.device_count(), torch.accelerator.device_count())
        print(torch.spyre.memory_allocated(0) == 0, torch.spyre.memory_allocated(1) > 0)
        print(memory.allocation_of(a).descriptor in
              [memory.allocation_of(a).descriptor] and memory.allocation_of(a).allocator is spyre_runtime.get_runtime(1).allocator)
        with torch.spyre.device(1):
            b = torch.empty(10, device="spyre")
        print(b.device, torch.spyre.current_device())
        del a, b
        print(torch.spyre.memory_allocated(1))
    """
    env = dict(os.environ, SPYRE_NUM_DEVICES="2")
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["spyre:1", "2", "2", "True", "True", "True", "spyre:1", "0", "0"]


def test_resize_keeps_values_across_layouts():
    t = torch.arange(6, dtype=torch.float32).to("spyre")
    old = t.data_ptr()
    t.resize_(4, 5)  # a new allocation, laid out for (4, 5)
    assert t.data_ptr() != old
    assert torch.equal(t.cpu().flatten()[:6], torch.arange(6, dtype=torch.float32))
    h = torch.arange(40, dtype=torch.float16).reshape(5, 8).to("spyre")
    storage = h.untyped_storage()
    storage.resize_(200)  # storage-level resize: raw bytes, first 80 kept
    again = torch.empty(0, dtype=torch.float16, device="spyre").set_(storage, 0, (5, 8), (8, 1))
    assert torch.equal(again.cpu(), torch.arange(40, dtype=torch.float16).reshape(5, 8))


def test_backend_specific_view_ops_without_a_spyre_kernel_are_known():
    # A view op with no spyre kernel runs through the CPU fallback, which must hand back a view of
    # the spyre storage; this list makes a new such op in a PyTorch update visible.
    C = torch._C
    spyre_kernels = set(C._dispatch_get_registrations_for_dispatch_key("PrivateUse1"))
    missing = []
    for name in C._dispatch_get_registrations_for_dispatch_key("CPU"):
        base, _, overload = name.partition(".")
        packet = getattr(torch.ops.aten, base.split("::")[1], None)
        op = getattr(packet, overload or "default", None) if packet is not None else None
        if op is None or not any(r.alias_info is not None and not r.alias_info.is_write for r in op._schema.returns):
            continue
        if any(C._dispatch_has_kernel_for_dispatch_key(name, k)
               for k in ("CompositeExplicitAutograd", "CompositeImplicitAutograd")):
            continue
        if name not in spyre_kernels:
            missing.append(name)
    # complex and nested: not spyre types (unfold: a view kernel of spyre_inductor/eager)
    assert sorted(missing) == ["aten::_nested_view_from_buffer", "aten::view_as_complex", "aten::view_as_real"]


# ---- torch.cuda-style statistics against sizes computed by hand ----

def device_bytes(shape, itemsize):
    """Device bytes of a tensor under the default stick rule (DESIGN §4): the inner dim padded to
    whole 128-byte sticks, every other dim kept; a 0-d tensor takes one stick."""
    if not shape:
        return 128
    per_stick = 128 // itemsize
    sticks = -(-shape[-1] // per_stick)
    return int(np.prod(shape[:-1], dtype=np.int64)) * sticks * 128


def test_memory_stats_match_hand_computed_sizes():
    spyre_runtime.get_runtime(0).synchronize()
    torch.spyre.reset_peak_memory_stats()
    torch.spyre.reset_accumulated_memory_stats()
    base = torch.spyre.memory_stats()
    cases = [((3, 100), torch.float32), ((5,), torch.float16), ((2, 3, 70), torch.bfloat16), ((), torch.int64)]
    requested = [device_bytes(shape, dtype.itemsize) for shape, dtype in cases]
    assert requested == [3 * 4 * 128, 128, 2 * 3 * 2 * 128, 128]
    tensors = [torch.empty(shape, dtype=dtype, device="spyre") for shape, dtype in cases]
    storage = torch.UntypedStorage(300, device="spyre")  # raw bytes: asks for 300, gets 3 blocks
    requested.append(300)
    blocks = [max(ALIGN, -(-n // ALIGN) * ALIGN) for n in requested]
    assert blocks[-1] == 384

    def delta(key):
        return torch.spyre.memory_stats()[key] - base[key]

    assert delta("allocated_bytes.all.current") == sum(blocks) == 3712
    assert delta("active_bytes.all.current") == sum(blocks)
    assert delta("requested_bytes.all.current") == sum(requested) == 3628
    assert delta("allocation.all.current") == delta("active.all.current") == 5
    m = torch.spyre.memory_stats()
    assert m["allocated_bytes.all.allocated"] == m["allocated_bytes.all.peak"] - base["allocated_bytes.all.current"] \
        == sum(blocks)
    assert m["allocation.all.allocated"] == 5 and m["allocation.all.freed"] == 0
    assert torch.spyre.memory_allocated() == base["allocated_bytes.all.current"] + sum(blocks)
    assert torch.spyre.max_memory_allocated() == torch.spyre.memory_allocated()
    # reserved: the regions the runtime holds (one handle each), at least what is allocated
    regions = spyre_runtime.get_runtime(0).allocator.regions()
    assert torch.spyre.memory_reserved() == m["reserved_bytes.all.current"] == sum(r[2] for r in regions)
    assert m["segment.all.current"] == len(regions)

    del tensors[0]  # the (3, 100) float32 tensor: 1536 bytes
    m = torch.spyre.memory_stats()
    assert delta("allocated_bytes.all.current") == sum(blocks) - 1536
    assert m["allocated_bytes.all.freed"] == 1536 and m["allocation.all.freed"] == 1
    assert torch.spyre.max_memory_allocated() == base["allocated_bytes.all.current"] + sum(blocks)
    torch.spyre.reset_peak_memory_stats()
    assert torch.spyre.max_memory_allocated() == torch.spyre.memory_allocated()
    # the same figures through torch.accelerator (the C++ allocator's DeviceStats)
    acc = torch.accelerator.memory_stats()
    for key in ("allocated_bytes.all.current", "requested_bytes.all.current", "active_bytes.all.current",
                "reserved_bytes.all.peak", "allocation.all.freed", "segment.all.current", "num_ooms"):
        assert acc[key] == torch.spyre.memory_stats()[key], key
    nested = torch.spyre.memory_stats_as_nested_dict()
    assert nested["allocated_bytes"]["all"]["current"] == torch.spyre.memory_allocated()
    assert nested["device"]["mode"] == spyre_runtime.get_runtime(0).config.memory_mode
    del tensors, storage


def test_ooms_and_retries_are_counted():
    torch.spyre.reset_accumulated_memory_stats()
    _, total = torch.spyre.mem_get_info()
    for _ in range(2):
        with pytest.raises(torch.OutOfMemoryError):
            torch.empty(total + 1, dtype=torch.uint8, device="spyre")
    m = torch.spyre.memory_stats()
    # each request larger than the device gives back idle regions, tries once more, then fails
    assert (m["num_ooms"], m["num_alloc_retries"]) == (2, 2)
    acc = torch.accelerator.memory_stats()
    assert (acc["num_ooms"], acc["num_alloc_retries"]) == (2, 2)
    torch.spyre.reset_accumulated_memory_stats()
    assert (torch.spyre.memory_stats()["num_ooms"], torch.spyre.memory_stats()["num_alloc_retries"]) == (0, 0)


def test_memory_summary_is_a_table_of_the_stats():
    t = torch.empty(1000, 40, dtype=torch.float16, device="spyre")  # 1000 x 1 stick: 125 KiB
    text = torch.spyre.memory_summary()
    assert "spyre memory summary, device 0" in text
    assert {len(line) for line in text.splitlines()} == {80}
    m = torch.spyre.memory_stats()
    rows = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 5:
            rows[cells[0]] = cells[1:]
    assert rows["Metric"] == ["Cur Usage", "Peak Usage", "Tot Alloc", "Tot Freed"]
    assert rows["Allocations"] == [str(m[f"allocation.all.{f}"]) for f in ("current", "peak", "allocated", "freed")]
    assert rows["Reserved regions"][0] == str(m["segment.all.current"])
    allocated = m["allocated_bytes.all.current"]
    assert allocated >= 1000 * 128
    assert rows["Allocated memory"][0] == memory.format_bytes(allocated)
    assert [memory.format_bytes(n) for n in (0, 1023, 1024, 128000, 3 << 30)] == [
        "0 B", "1023 B", "1.0 KiB", "125.0 KiB", "3.0 GiB"]
    assert f"OOMs: {m['num_ooms']}" in text
    assert torch.spyre.memory_summary(abbreviated=True) == text
    del t
