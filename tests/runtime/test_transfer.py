import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spyre_runtime import DeviceFault, HardwareConfig
from spyre_runtime.queues import LayoutConversion, Transfer
from spyre_runtime.runtime import Runtime


def run(rt, *ops):
    for op in ops:
        rt.default_stream.enqueue(op)
    rt.default_stream.synchronize()


def as_bytes(a):
    return np.ascontiguousarray(a).reshape(-1).view(np.uint8)


def test_default_stick_layout_fp16_3d(runtime):
    # DESIGN §4: fp16 (5, 100, 150) -> device_size (100, 3, 5, 64); stride_map (150, 64, 15000, 1).
    host = np.random.default_rng(0).standard_normal((5, 100, 150)).astype(np.float16)
    dev = runtime.allocator.allocate(100 * 3 * 5 * 64 * 2)
    runtime.memory.view(dev.address, dev.nbytes)[:] = 0
    dev_strides = (3 * 5 * 64, 5 * 64, 64, 1)  # row-major over the device size, in elements
    full = LayoutConversion(2, (100, 2, 5, 64), (150, 64, 15000, 1), dev_strides)
    tail = LayoutConversion(2, (100, 1, 5, 22), (150, 64, 15000, 1), dev_strides, src_offset=128, dst_offset=2 * 5 * 64)
    run(runtime, Transfer("h2d", as_bytes(host), dev.address, conversion=full),
        Transfer("h2d", as_bytes(host), dev.address, conversion=tail))
    got = runtime.memory.view(dev.address, dev.nbytes).view(np.float16).reshape(100, 3, 5, 64)
    padded = np.zeros((5, 100, 192), np.float16)
    padded[..., :150] = host
    expected = padded.reshape(5, 100, 3, 64).transpose(1, 2, 0, 3)
    np.testing.assert_array_equal(got, expected)

    # and back: device -> host through the same element maps with roles swapped
    back = np.zeros_like(host)
    inv_full = LayoutConversion(2, full.loop_ranges, dev_strides, full.src_strides)
    inv_tail = LayoutConversion(2, tail.loop_ranges, dev_strides, tail.src_strides, src_offset=640, dst_offset=128)
    out = as_bytes(back)
    run(runtime, Transfer("d2h", dev.address, out, conversion=inv_full),
        Transfer("d2h", dev.address, out, conversion=inv_tail))
    np.testing.assert_array_equal(back, host)


def test_stride_zero_source_fills(runtime):
    dev = runtime.allocator.allocate(4 * 1000)
    value = np.array([3.5], np.float32)
    run(runtime, Transfer("h2d", as_bytes(value), dev.address, conversion=LayoutConversion(4, (1000,), (0,), (1,))))
    got = runtime.memory.view(dev.address, 4000).view(np.float32)
    np.testing.assert_array_equal(got, np.full(1000, 3.5, np.float32))


def test_d2d_transpose_with_odd_element_size(runtime):
    # 3-byte elements take the generic (void dtype) path
    rows, cols, eb = 7, 11, 3
    src = runtime.allocator.allocate(rows * cols * eb)
    dst = runtime.allocator.allocate(rows * cols * eb)
    data = np.random.default_rng(1).integers(0, 255, (rows, cols, eb), dtype=np.uint8)
    runtime.memory.write(src.address, data.tobytes())
    conv = LayoutConversion(eb, (rows, cols), (cols, 1), (1, rows))
    run(runtime, Transfer("d2d", src.address, dst.address, conversion=conv))
    got = np.frombuffer(runtime.memory.read(dst.address, rows * cols * eb), np.uint8).reshape(cols, rows, eb)
    np.testing.assert_array_equal(got, data.transpose(1, 0, 2))


def test_negative_strides_reverse(runtime):
    dev = runtime.allocator.allocate(200)
    host = np.arange(100, dtype=np.int16)
    conv = LayoutConversion(2, (100,), (-1,), (1,), src_offset=99)
    run(runtime, Transfer("h2d", as_bytes(host), dev.address, conversion=conv))
    np.testing.assert_array_equal(runtime.memory.view(dev.address, 200).view(np.int16), host[::-1])


def test_footprint_of_strided_transfer(runtime):
    conv = LayoutConversion(2, (4, 8), (8, 1), (64, 1), dst_offset=10)
    t = Transfer("h2d", np.zeros(64, np.uint8), runtime.memory.base, conversion=conv)
    # elements 10 .. 10 + 3*64 + 7 on the device side
    assert t.writes == [(runtime.memory.base + 20, (3 * 64 + 8) * 2)] and t.reads == []
    assert t.nbytes == 64


def test_host_buffer_too_small_names_argument(runtime):
    conv = LayoutConversion(4, (10,), (1,), (1,))
    with pytest.raises(ValueError, match=r"Transfer.src: host buffer of 36 bytes is too small.*\[0, 40\)"):
        Transfer("h2d", np.zeros(36, np.uint8), runtime.memory.base, conversion=conv)
    with pytest.raises(ValueError, match=r"Transfer.dst: host buffer of 8 bytes"):
        Transfer("d2h", runtime.memory.base, np.zeros(8, np.uint8), nbytes=16)


def test_bad_transfer_arguments():
    with pytest.raises(ValueError, match="Transfer.kind"):
        Transfer("h2h", b"x", 0)
    with pytest.raises(TypeError, match="Transfer.src: expected dtype uint8"):
        Transfer("h2d", np.zeros(4, np.float32), 1 << 36)
    with pytest.raises(TypeError, match="Transfer.dst: expected a writable numpy uint8 array"):
        Transfer("d2h", 1 << 36, b"abcd")
    with pytest.raises(TypeError, match=r"Transfer.dst \(device address\)"):
        Transfer("h2d", b"abcd", 1.5)
    with pytest.raises(ValueError, match="nbytes is required"):
        Transfer("d2d", 1 << 36, 1 << 37)
    with pytest.raises(ValueError, match=r"src_strides: expected 2 strides"):
        LayoutConversion(2, (3, 4), (1,), (4, 1))
    with pytest.raises(ValueError, match=r"loop_ranges\[0\]: expected an int >= 0"):
        LayoutConversion(2, (-3,), (1,), (1,))


def test_device_range_outside_arena_faults(runtime):
    conv = LayoutConversion(1, (10,), (1,), (1,))
    op = Transfer("d2h", runtime.memory.end - 5, np.zeros(10, np.uint8), conversion=conv)
    runtime.default_stream.enqueue(op)
    with pytest.raises(DeviceFault, match=r"d2h 10B: src"):
        runtime.default_stream.synchronize()


def test_bytes_source_is_accepted(runtime):
    dev = runtime.allocator.allocate(5)
    run(runtime, Transfer("h2d", b"hello", dev.address))
    assert runtime.memory.read(dev.address, 5) == b"hello"


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_random_conversions_match_elementwise_reference(data):
    runtime = Runtime(HardwareConfig(arena_bytes=2**20, region_bytes=2**16))
    ndim = data.draw(st.integers(1, 3))
    ranges = tuple(data.draw(st.lists(st.integers(0, 5), min_size=ndim, max_size=ndim)))
    eb = data.draw(st.sampled_from([1, 2, 4, 8, 3]))
    # source: any strides (0 broadcasts, negatives reverse); destination: dense strides in a random
    # axis order with random signs, so every destination element is written exactly once
    src_strides = tuple(data.draw(st.lists(st.integers(-7, 7), min_size=ndim, max_size=ndim)))
    order = data.draw(st.permutations(range(ndim)))
    signs = data.draw(st.lists(st.sampled_from([1, -1]), min_size=ndim, max_size=ndim))
    dst_strides, step = [0] * ndim, 1
    for axis in reversed(order):
        dst_strides[axis] = step * signs[axis]
        step *= max(ranges[axis], 1)
    dst_strides = tuple(dst_strides)
    src_off = sum(max(0, -s * (r - 1)) for s, r in zip(src_strides, ranges)) + data.draw(st.integers(0, 3))
    dst_off = sum(max(0, -s * (r - 1)) for s, r in zip(dst_strides, ranges)) + data.draw(st.integers(0, 3))
    conv = LayoutConversion(eb, ranges, src_strides, dst_strides, src_off, dst_off)
    n_src = src_off + sum(max(0, s * (r - 1)) for s, r in zip(src_strides, ranges)) + 1
    n_dst = dst_off + sum(max(0, s * (r - 1)) for s, r in zip(dst_strides, ranges)) + 1
    src = np.random.default_rng(2).integers(0, 255, (n_src, eb), dtype=np.uint8)
    expected = np.zeros((n_dst, eb), np.uint8)
    for idx in np.ndindex(*ranges):  # the element-by-element definition
        s = src_off + sum(i * k for i, k in zip(idx, src_strides))
        d = dst_off + sum(i * k for i, k in zip(idx, dst_strides))
        expected[d] = src[s]
    dev = runtime.allocator.allocate(n_dst * eb)
    out = np.zeros(n_dst * eb, np.uint8)
    run(runtime, Transfer("h2d", src.reshape(-1), dev.address, conversion=conv),
        Transfer("d2h", dev.address, out, nbytes=n_dst * eb))
    np.testing.assert_array_equal(out.reshape(n_dst, eb), expected)
