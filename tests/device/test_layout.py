"""SpyreTensorLayout and the default stick rule, checked against an independent numpy model."""

import itertools
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spyre_inductor.device.layout import (ITEMSIZE, SpyreTensorLayout, contiguous_strides, dtype_name, read_image,
                                         write_image)

DTYPES = sorted(ITEMSIZE)


def reference_device_array(host: np.ndarray, per_stick: int) -> np.ndarray:
    """The default rule written the obvious way: pad the inner dim to whole sticks, split it into
    (sticks, stick), then order dims as (host dims 1..n-2, sticks, host dim 0, stick). Padding = -1."""
    if host.ndim == 0:
        dev = np.full((1, per_stick), -1, dtype=np.int64)
        dev[0, 0] = host
        return dev
    n = host.shape[-1]
    tiles = -(-n // per_stick)
    padded = np.full(host.shape[:-1] + (tiles * per_stick,), -1, dtype=np.int64)
    padded[..., :n] = host
    split = padded.reshape(host.shape[:-1] + (tiles, per_stick))
    nd = host.ndim
    if nd == 1:
        return split
    # split axes: 0..nd-2 are host dims 0..nd-2, nd-1 is sticks, nd is the stick
    return split.transpose(*range(1, nd - 1), nd - 1, 0, nd)


def apply_nests(layout: SpyreTensorLayout, nests, host_flat: np.ndarray, fill=-1) -> np.ndarray:
    dev = np.full(layout.device_numel, fill, dtype=np.int64)
    for nest in nests:
        for idx in itertools.product(*map(range, nest.ranges)):
            h = nest.host_offset + sum(i * s for i, s in zip(idx, nest.host_strides))
            d = nest.device_offset + sum(i * s for i, s in zip(idx, nest.device_strides))
            assert dev[d] == fill, f"device element {d} written twice"
            dev[d] = host_flat[h]
    return dev.reshape(layout.device_size)


AWKWARD = [(), (0,), (1,), (7,), (64,), (65,), (200,), (3, 0), (0, 5), (2, 1, 130), (1024, 256),
           (5, 100, 150), (2, 3, 1, 4, 33)]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("size", AWKWARD, ids=str)
def test_default_rule_matches_numpy_model(size, dtype):
    layout = SpyreTensorLayout.default(size, dtype)
    per_stick = 128 // ITEMSIZE[dtype]
    host = np.arange(int(np.prod(size)), dtype=np.int64).reshape(size)
    ref = reference_device_array(host, per_stick)
    assert layout.device_size == ref.shape
    assert layout.device_nbytes == ref.size * ITEMSIZE[dtype]
    # the defining identity: host_offset = dot(coords, stride_map), None on padding
    for coords in itertools.islice(np.ndindex(*ref.shape), 5000):
        off = layout.host_offset(coords)
        assert (-1 if off is None else off) == ref[coords]
    # the loop nests move exactly the host elements; the padding nests cover exactly the rest
    assert np.array_equal(apply_nests(layout, layout.loop_nests(), host.reshape(-1)), ref)
    pad = apply_nests(layout, layout.padding_nests(), np.zeros(1, dtype=np.int64))
    assert np.array_equal(pad == 0, ref == -1)


def test_design_examples():
    assert SpyreTensorLayout.default((1024, 256), "float16").device_size == (4, 1024, 64)
    assert SpyreTensorLayout.default((5, 100, 150), "float16").device_size == (100, 3, 5, 64)
    lay = SpyreTensorLayout.default((5, 100, 150), "float16")
    assert lay.stride_map == (150, 64, 15000, 1)
    assert lay.host_offset((7, 2, 3, 5)) == 3 * 15000 + 7 * 150 + 2 * 64 + 5
    assert lay.host_offset((7, 2, 3, 22)) is None  # 2*64 + 22 = 150: padding
    assert SpyreTensorLayout.default((4, 8), "float32").device_size == (1, 4, 32)
    assert SpyreTensorLayout.default((3,), "bool").device_size == (1, 128)
    assert SpyreTensorLayout.default((3,), "int64").device_size == (1, 16)


def test_full_and_partial_sticks_are_separate_nests():
    nests = SpyreTensorLayout.default((3, 70), "float16").loop_nests()
    assert [n.ranges for n in nests] == [(1, 3, 64), (1, 3, 6)]
    assert nests[1].host_offset == 64 and nests[1].device_offset == 3 * 64
    assert len(SpyreTensorLayout.default((3, 128), "float16").loop_nests()) == 1
    assert SpyreTensorLayout.default((3, 128), "float16").padding_nests() == ()
    assert SpyreTensorLayout.default((0, 5), "float16").loop_nests() == ()


@settings(max_examples=40, deadline=None)
@given(size=st.lists(st.integers(0, 9), min_size=0, max_size=4), dtype=st.sampled_from(DTYPES),
       inner=st.integers(0, 140))
def test_default_rule_random_shapes(size, dtype, inner):
    size = tuple(size) + ((inner,) if size else ())
    layout = SpyreTensorLayout.default(size, dtype)
    host = np.arange(int(np.prod(size)), dtype=np.int64).reshape(size)
    ref = reference_device_array(host, 128 // ITEMSIZE[dtype])
    assert np.array_equal(apply_nests(layout, layout.loop_nests(), host.reshape(-1)), ref)


def test_other_stick_dim():
    # stick on the rows of a (K, N) matrix: device (N, ceil(K/E), E) ... others keep order
    lay = SpyreTensorLayout.default((100, 6), "float16", stick_dim=0)
    assert lay.device_size == (2, 6, 64)
    assert lay.stride_map == (64 * 6, 1, 6)
    assert lay.host_offset((1, 4, 3)) == (64 + 3) * 6 + 4
    assert lay.host_offset((1, 4, 36)) is None
    with pytest.raises(ValueError, match="stick_dim 2 out of range"):
        SpyreTensorLayout.default((3, 4), "float16", stick_dim=2)


def test_dict_round_trip_is_plain_json():
    lay = SpyreTensorLayout.default((5, 100, 150), "bfloat16")
    data = json.loads(json.dumps(lay.to_dict()))
    assert data == {"host_size": [5, 100, 150], "device_size": [100, 3, 5, 64],
                    "stride_map": [150, 64, 15000, 1], "dim_map": [1, 2, 0, 2], "device_dtype": "bfloat16"}
    back = SpyreTensorLayout.from_dict(data)
    assert back == lay and hash(back) == hash(lay)
    assert back != SpyreTensorLayout.default((5, 100, 150), "float16")
    assert "device_size=[100, 3, 5, 64]" in repr(lay) and "bfloat16" in repr(lay)


@pytest.mark.parametrize("change, message", [
    ({"device_size": [100, 3, 5, 32]}, "stick.*must be 64"),
    ({"device_size": [100, 2, 5, 64]}, "must hold 3 sticks"),
    ({"stride_map": [150, 64, 15000, 2]}, "expected host strides"),
    ({"dim_map": [1, 2, 2, 2]}, "host dim 0 must appear once"),
    ({"stride_map": [150, 64]}, "need 4 entries"),
    ({"device_dtype": "float64"}, "unsupported dtype 'float64'"),
    ({"host_size": "5x100"}, "field 'host_size'"),
])
def test_from_dict_rejects_bad_fields(change, message):
    data = SpyreTensorLayout.default((5, 100, 150), "float16").to_dict() | change
    with pytest.raises(ValueError, match=message):
        SpyreTensorLayout.from_dict(data)


def test_from_dict_names_missing_and_unknown_fields():
    data = SpyreTensorLayout.default((4,), "float16").to_dict()
    del data["dim_map"]
    data["colour"] = 1
    with pytest.raises(ValueError, match=r"missing fields \['dim_map'\], unknown fields \['colour'\]"):
        SpyreTensorLayout.from_dict(data)


def test_dtype_names_and_helpers():
    torch = pytest.importorskip("torch")
    assert dtype_name(torch.bfloat16) == "bfloat16"
    assert dtype_name(np.dtype(np.int32)) == "int32"
    assert contiguous_strides((2, 0, 3)) == (3, 3, 1)
    with pytest.raises(ValueError, match="negative host size"):
        SpyreTensorLayout.default((2, -1), "float16")
    with pytest.raises(IndexError, match="outside device_size"):
        SpyreTensorLayout.default((2, 3), "float16").host_offset((0, 2, 0))


def test_layout_module_does_not_import_torch():
    import subprocess
    import sys

    code = "import sys, spyre_inductor.device.layout; assert 'torch' not in sys.modules, 'torch imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("size", [(), (70,), (3, 5, 70), (0, 4)], ids=str)
def test_write_and_read_image_without_torch(size):
    """layout.write_image / read_image (shared by copy.py and `spyre-compile run`) on a bare runtime:
    host elements land where the default rule puts them, padding keeps its bytes, and they read back."""
    from spyre_runtime import HardwareConfig, Runtime

    rt = Runtime(HardwareConfig(arena_bytes=64 << 20, region_bytes=8 << 20))
    layout = SpyreTensorLayout.default(size, "float16")
    host = np.arange(1, layout.host_numel + 1, dtype=np.float16)
    desc = rt.allocator.allocate(layout.device_nbytes)
    rt.memory.view(desc.address, layout.device_nbytes)[:] = 0
    stream = rt.default_stream
    write_image(stream, desc.address, layout, host.view(np.uint8).copy(), name="copy in")
    stream.synchronize()
    device = rt.memory.view(desc.address, layout.device_nbytes).view(np.float16).reshape(-1)
    for h, flat in device_position_of_host(layout).items():
        assert device[flat] == host[h]
    assert np.count_nonzero(device) == host.size  # padding untouched (0)
    np.testing.assert_array_equal(read_image(stream, desc.address, layout).view(np.float16), host)
    with pytest.raises(ValueError, match="write_image: expected"):
        write_image(stream, desc.address, layout, np.zeros(host.nbytes + 1, np.uint8))


def device_position_of_host(layout: SpyreTensorLayout) -> dict:
    """host-storage offset -> flat device offset, by brute force over every device position."""
    out = {}
    for flat, coords in enumerate(np.ndindex(*layout.device_size)):
        h = layout.host_offset(coords)
        if h is not None:
            out[h] = flat
    return out


def check_view_nests(layout, view: np.ndarray):
    """view: a numpy view of np.arange(host numel).reshape(host_size), so its values are host offsets."""
    stride = tuple(s // view.itemsize for s in view.strides)
    offset = int(view.flat[0]) if view.size else 0
    nests = layout.view_nests(view.shape, stride, offset)
    if nests is None:
        return False
    where = device_position_of_host(layout)
    seen = {}
    for nest in nests:
        for idx in itertools.product(*map(range, nest.ranges)):
            b = nest.host_offset + sum(i * s for i, s in zip(idx, nest.host_strides))
            d = nest.device_offset + sum(i * s for i, s in zip(idx, nest.device_strides))
            assert b not in seen, f"buffer element {b} moved twice"
            seen[b] = d
    flat = view.reshape(-1)
    assert sorted(seen) == list(range(flat.size))
    assert all(seen[b] == where[int(flat[b])] for b in range(flat.size))
    return True


VIEWS = {
    "whole": lambda a: a,
    "row": lambda a: a[1],
    "rows": lambda a: a[1:3],
    "col_select": lambda a: a[..., 5],
    "inner_slice_across_sticks": lambda a: a[..., 3:140],
    "inner_slice_in_one_stick": lambda a: a[..., 66:70],
    "transpose": lambda a: a.swapaxes(0, -1),
    "outer_step": lambda a: a[::2],
    "broadcast": lambda a: np.broadcast_to(a[..., :1], a.shape),
}


@pytest.mark.parametrize("dtype", ["float16", "float32"])
@pytest.mark.parametrize("size", [(3, 150), (4, 3, 70)], ids=str)
@pytest.mark.parametrize("view", sorted(VIEWS))
def test_view_nests_move_exactly_the_view(view, size, dtype):
    layout = SpyreTensorLayout.default(size, dtype)
    host = np.arange(int(np.prod(size))).reshape(size)
    assert check_view_nests(layout, VIEWS[view](host))


def test_view_nests_decline_what_they_cannot_express():
    layout = SpyreTensorLayout.default((4, 70), "float16")
    host = np.arange(280).reshape(4, 70)
    assert not check_view_nests(layout, host.reshape(-1)[3:200])  # crosses rows: a merged dim
    assert not check_view_nests(layout, host[:, ::2])  # steps along the stick dim
    assert layout.view_nests((0, 3), (70, 1), 0) == ()
    scalar = SpyreTensorLayout.default((), "float16")
    assert scalar.view_nests((3,), (0,), 0) is None  # a 0-d storage broadcast: through the image


def test_view_nests_of_a_0d_storage_move_its_one_element():
    scalar = SpyreTensorLayout.default((), "float32")
    host = np.arange(1).reshape(())
    assert check_view_nests(scalar, host) and check_view_nests(scalar, host.reshape(1, 1))


@settings(max_examples=30, deadline=None)
@given(size=st.lists(st.integers(1, 6), min_size=1, max_size=3), inner=st.integers(1, 140),
       data=st.data())
def test_view_nests_random_slices_and_permutes(size, inner, data):
    size = tuple(size) + (inner,)
    layout = SpyreTensorLayout.default(size, "float16")
    view = np.arange(int(np.prod(size))).reshape(size)
    slices = []
    for n in size:
        start = data.draw(st.integers(0, n - 1))
        stop = data.draw(st.integers(start + 1, n))
        step = data.draw(st.sampled_from([1, 1, 2]))
        slices.append(slice(start, stop, step) if data.draw(st.booleans()) else data.draw(st.integers(0, n - 1)))
    view = view[tuple(slices)]
    view = view.transpose(data.draw(st.permutations(range(view.ndim))))
    accepted = check_view_nests(layout, view)  # whatever it returns must be exact
    inner = slices[-1]
    if isinstance(inner, int) or inner.step == 1:  # no step along the stick dim: always expressible
        assert accepted


@pytest.mark.parametrize("view", sorted(VIEWS))
def test_view_nests_on_a_layout_sticked_on_rows(view):
    layout = SpyreTensorLayout.default((150, 5), "float16", stick_dim=0)
    host = np.arange(750).reshape(150, 5)
    make = {"col_select": lambda a: a[:, 3], "inner_slice_across_sticks": lambda a: a[3:140],
            "inner_slice_in_one_stick": lambda a: a[66:70],
            "outer_step": lambda a: a[:, ::2]}.get(view, VIEWS[view])  # (a step along rows is declined)
    assert check_view_nests(layout, make(host))


@pytest.mark.parametrize("dtype", ["float16", "int64"])
@pytest.mark.parametrize("size, stick_dim", [((), -1), ((70,), -1), ((3, 5, 70), -1), ((150, 5), 0), ((2, 0, 3), -1)],
                         ids=str)
def test_device_offsets_invert_host_offset(size, stick_dim, dtype):
    layout = SpyreTensorLayout.default(size, dtype, stick_dim=stick_dim)
    where = device_position_of_host(layout)
    got = layout.device_offsets(np.arange(layout.host_numel))
    assert got.tolist() == [where[h] for h in range(layout.host_numel)]
    if layout.host_numel:
        with pytest.raises(IndexError, match=r"host offsets must lie in \[0, "):
            layout.device_offsets([layout.host_numel])


def test_places_alike_compares_where_each_element_lands():
    flat, four_d = SpyreTensorLayout.default((7, 32), "float32"), SpyreTensorLayout.default((1, 1, 7, 32), "float32")
    assert flat.to_dict() != four_d.to_dict()
    assert flat.places_alike(four_d) and four_d.places_alike(flat)  # row i in stick i in both
    assert flat.places_alike(flat)
    assert not flat.places_alike(SpyreTensorLayout.default((7, 32), "float32", stick_dim=0))  # stuck on rows
    assert not flat.places_alike(SpyreTensorLayout.default((32, 7), "float32"))  # same numel, other sticks
    assert not flat.places_alike(SpyreTensorLayout.default((7, 32), "float16"))
    # rows of 40 take two sticks each: (1, 7, 40) and (1, 1, 7, 40) keep a row's two sticks together,
    # a (7, 40) storage puts every row's first stick before the second ones, (280,) packs the rows
    padded = SpyreTensorLayout.default((1, 7, 40), "float32")
    assert padded.places_alike(SpyreTensorLayout.default((1, 1, 7, 40), "float32"))
    assert not padded.places_alike(SpyreTensorLayout.default((7, 40), "float32"))
    assert not padded.places_alike(SpyreTensorLayout.default((280,), "float32"))
