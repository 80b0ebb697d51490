"""Storage images <-> device layout through real runtime transfers (no torch device needed):
device bytes are read straight from the arena to prove the stick layout and the zero padding."""

import numpy as np
import pytest

from spyre_runtime import HardwareConfig, Runtime
from spyre_inductor.device import copy as spyre_copy
from spyre_inductor.device.layout import SpyreTensorLayout

MiB = 1 << 20


@pytest.fixture
def rt():
    return Runtime(HardwareConfig(arena_bytes=64 * MiB, region_bytes=8 * MiB))


NP_DTYPES = {"float16": np.float16, "float32": np.float32, "int32": np.int32, "int64": np.int64, "bool": np.bool_}


@pytest.mark.parametrize("dtype", sorted(NP_DTYPES))
@pytest.mark.parametrize("size", [(), (1,), (70,), (3, 5, 70), (5, 100, 150), (2, 3, 1, 2, 33), (0, 4)], ids=str)
def test_image_round_trip_and_device_bytes(rt, size, dtype, reference_device_array):
    layout = SpyreTensorLayout.default(size, dtype)
    rng = np.random.default_rng(0)
    host = (rng.integers(1, 100, size=size) if dtype != "bool" else rng.integers(0, 2, size=size)).astype(NP_DTYPES[dtype])
    desc = rt.allocator.allocate(layout.device_nbytes)
    rt.memory.view(desc.address, layout.device_nbytes)[:] = 0xAB  # garbage where padding goes
    stream = rt.default_stream
    spyre_copy.zero_device_padding(stream, desc.address, layout)
    spyre_copy.write_image(stream, desc.address, layout, np.ascontiguousarray(host).reshape(-1).view(np.uint8).copy())
    stream.synchronize()
    device = rt.memory.view(desc.address, layout.device_nbytes).view(NP_DTYPES[dtype]).reshape(layout.device_size)
    np.testing.assert_array_equal(device, reference_device_array(host, layout.elems_per_stick))
    back = spyre_copy.read_image(stream, desc.address, layout)
    np.testing.assert_array_equal(back.view(NP_DTYPES[dtype]).reshape(size), host)


def test_fill_device_writes_host_elements_only(rt, reference_device_array):
    layout = SpyreTensorLayout.default((3, 40), "float32")
    desc = rt.allocator.allocate(layout.device_nbytes)
    rt.memory.view(desc.address, layout.device_nbytes)[:] = 0
    spyre_copy.fill_device(rt.default_stream, desc.address, layout, np.float32(2.5).tobytes())
    rt.default_stream.synchronize()
    device = rt.memory.view(desc.address, layout.device_nbytes).view(np.float32).reshape(layout.device_size)
    expect = reference_device_array(np.full((3, 40), 2.5, np.float32), 32)
    np.testing.assert_array_equal(device, expect)  # padding stayed 0
    with pytest.raises(ValueError, match="fill: expected a 4-byte element, got 2 bytes"):
        spyre_copy.fill_device(rt.default_stream, desc.address, layout, b"\0\0")


def test_write_image_rejects_wrong_size(rt):
    layout = SpyreTensorLayout.default((4, 4), "float16")
    with pytest.raises(ValueError, match="expected 32 host bytes"):
        spyre_copy.write_image(rt.default_stream, 1 << 36, layout, np.zeros(31, np.uint8))


def test_storage_layout_for_dense_and_strided():
    lay = spyre_copy.storage_layout_for((2, 3, 4), (12, 4, 1), "float16")
    assert lay == SpyreTensorLayout.default((2, 3, 4), "float16")
    # a size-1 dim's stride carries no meaning: still the contiguous layout
    assert spyre_copy.storage_layout_for((3, 1, 4), (4, 100, 1), "float16") == SpyreTensorLayout.default((3, 1, 4), "float16")
    # channels-last-like: dims ordered by stride give the dense host shape the sticks follow
    lay = spyre_copy.storage_layout_for((2, 3, 4), (12, 1, 3), "float16")
    assert lay.host_size == (2, 4, 3)
    # overlapping / gappy strides: the 1-d storage span
    lay = spyre_copy.storage_layout_for((2, 3), (10, 2), "float32")
    assert lay.host_size == (15,)
    assert spyre_copy.storage_layout_for((2, 0, 3), (0, 3, 1), "int32").device_nbytes == 0
