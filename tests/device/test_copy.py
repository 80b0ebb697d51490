"""Host<->device and device<->device copies of spyre tensors, checked against CPU PyTorch and
against the device bytes themselves (read from the runtime arena)."""

import copy
import io

import numpy as np
import pytest
import torch

import spyre_runtime
from spyre_inductor.device import copy as copy_mod
from spyre_inductor.device import memory
from spyre_inductor.device.layout import SpyreTensorLayout

DTYPES = [torch.float16, torch.bfloat16, torch.float32, torch.int32, torch.int64, torch.bool]
SHAPES = [(), (0,), (1,), (70,), (3, 0, 5), (3, 5, 70), (2, 3, 1, 4, 33), (5, 100, 150)]
INT_VIEW = {1: np.uint8, 2: np.int16, 4: np.int32, 8: np.int64}


def sample(shape, dtype, seed=0):
    g = torch.Generator().manual_seed(seed)
    if dtype == torch.bool:
        return torch.randint(0, 2, shape, generator=g).bool()
    if dtype.is_floating_point:
        return torch.randn(shape, generator=g).to(dtype)
    hi = 2**40 if dtype == torch.int64 else 2**20
    return torch.randint(-hi, hi, shape, generator=g, dtype=dtype)


def device_bytes(t):
    """The device allocation of t's storage as stored (after the queues drained)."""
    torch.spyre.synchronize()
    record = memory.allocation_of(t)
    lay = record.layout
    raw = spyre_runtime.get_runtime(record.device_index).memory.view(record.address, lay.device_nbytes)
    return raw.view(INT_VIEW[lay.itemsize]).reshape(lay.device_size)


def as_ints(t: torch.Tensor) -> np.ndarray:
    """The bit patterns of a CPU tensor as numpy integers (bfloat16 has no numpy dtype)."""
    ints = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()]
    return t.contiguous().view(ints).numpy() if t.dim() else t.reshape(1).view(ints).reshape(()).numpy()


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("shape", SHAPES, ids=str)
def test_round_trip_and_layout(shape, dtype):
    x = sample(shape, dtype)
    y = x.to("spyre")
    assert y.device == torch.device("spyre", 0) and y.dtype == dtype and y.shape == x.shape
    assert torch.spyre.layout_of(y) == SpyreTensorLayout.default(shape, str(dtype).removeprefix("torch."))
    back = y.cpu()
    assert back.dtype == dtype and torch.equal(back, x)


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("shape", [(), (70,), (3, 5, 70), (2, 3, 1, 4, 33), (4, 256)], ids=str)
def test_device_bytes_are_sticks_with_zero_padding(shape, dtype, reference_device_array):
    x = sample(shape, dtype, seed=1)
    # dirty the memory the next allocation gets: a full tensor of ones, then freed
    lay = SpyreTensorLayout.default(shape, str(dtype).removeprefix("torch."))
    dirty = torch.ones(lay.device_nbytes // x.element_size(), dtype=dtype, device="spyre")
    dirty_address = memory.allocation_of(dirty).address
    del dirty
    y = x.to("spyre")
    assert memory.allocation_of(y).address == dirty_address  # the dirty block was reused
    assert memory.allocation_of(y).descriptor.nbytes == lay.device_nbytes
    np.testing.assert_array_equal(device_bytes(y), reference_device_array(as_ints(x), lay.elems_per_stick))


def test_int64_is_stored_faithfully():
    x = torch.tensor([2**62 + 12345, -(2**40), 7], dtype=torch.int64)
    y = x.to("spyre")
    assert torch.spyre.layout_of(y).device_dtype == "int64"
    assert torch.equal(y.cpu(), x)
    assert device_bytes(y)[0, :3].tolist() == x.tolist()


NONCONTIG = {
    "transpose": lambda x: x.t(),
    "slice": lambda x: x[1:, ::3],
    "expand": lambda x: x[:1].expand(5, 70),
    "as_strided": lambda x: x.as_strided((4, 6), (9, 2), 3),
    "permute3d": lambda x: x.reshape(5, 7, 10).permute(2, 0, 1),
    "select": lambda x: x[:, 5],
}


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.int64], ids=str)
@pytest.mark.parametrize("view", sorted(NONCONTIG))
def test_views_copy_out_in_and_from_noncontiguous(view, dtype, reference_device_array):
    make = NONCONTIG[view]
    x = sample((5, 70), dtype)
    y = x.to("spyre")
    # out of a view of a spyre tensor
    assert torch.equal(make(y).cpu(), make(x))
    # from a non-contiguous CPU source
    assert torch.equal(make(x).to("spyre").cpu(), make(x))
    # into a view of a spyre tensor (written through its storage's layout)
    if view != "expand":
        src = sample(make(x).shape, dtype, seed=7)
        ref = x.clone()
        make(ref).copy_(src)
        make(y).copy_(src)
        assert torch.equal(y.cpu(), ref)
        # the device bytes are still the default layout of the whole storage
        np.testing.assert_array_equal(device_bytes(y), reference_device_array(as_ints(ref), 128 // x.element_size()))


def test_device_to_device_copies():
    x = sample((6, 40), torch.float32)
    y = x.to("spyre")
    z = torch.empty_like(y)
    z.copy_(y)  # same layout, whole storages: one d2d transfer
    assert torch.equal(z.cpu(), x)
    w = torch.zeros(40, 6, device="spyre")
    w.copy_(y.t())  # through a view
    assert torch.equal(w.cpu(), x.t())
    h = y.to(torch.float16)  # dtype conversion on the device side of a copy
    assert h.device.type == "spyre" and torch.equal(h.cpu(), x.to(torch.float16))
    c = y[:, 3:9].clone()
    assert torch.equal(c.cpu(), x[:, 3:9])
    assert torch.spyre.layout_of(c) == SpyreTensorLayout.default((6, 6), "float32")


def test_dtype_conversion_both_ways():
    x = sample((3, 33), torch.float32)
    assert torch.equal(x.to("spyre", torch.float16).cpu(), x.to(torch.float16))
    y = x.to("spyre")
    assert torch.equal(y.to("cpu", torch.bfloat16), x.to(torch.bfloat16))
    assert torch.equal(y.to("cpu", torch.int32), x.to(torch.int32))
    cpu = torch.empty(3, 33, dtype=torch.float64)
    cpu.copy_(y)
    assert torch.equal(cpu, x.double())
    b = torch.zeros(3, 33, dtype=torch.bool, device="spyre")
    b.copy_(x > 0)
    assert torch.equal(b.cpu(), x > 0)


def test_broadcasting_copy_into_spyre():
    y = torch.zeros(4, 70, dtype=torch.float16, device="spyre")
    row = torch.arange(70, dtype=torch.float32)
    y.copy_(row)
    assert torch.equal(y.cpu(), row.to(torch.float16).expand(4, 70))


def test_copies_run_on_the_current_stream():
    rt = spyre_runtime.get_runtime(0)
    torch.spyre.synchronize()
    s = torch.Stream(device="spyre")
    x = sample((2, 70), torch.float16)
    with s:  # torch.Stream is a context manager that makes it current
        y = x.to("spyre")
        assert rt.stream(s.stream_id).pending > 0
        assert rt.default_stream.pending == 0
        back = y.cpu()  # synchronizes the current stream before the host reads
    assert torch.equal(back, x)


def test_resize_keeps_contents_and_relayouts_storage():
    x = sample((3, 70), torch.float32)
    y = x.to("spyre")
    y.resize_(5, 70)
    assert torch.spyre.layout_of(y) == SpyreTensorLayout.default((5, 70), "float32")
    assert torch.equal(y[:3].cpu(), x)
    y.resize_(2, 10)  # shrinking keeps the storage and its layout
    assert torch.spyre.layout_of(y) == SpyreTensorLayout.default((5, 70), "float32")
    assert torch.equal(y.cpu(), x.reshape(-1)[:20].reshape(2, 10))


def test_set_shares_the_storage_layout():
    x = sample((4, 70), torch.float16)
    y = x.to("spyre")
    z = torch.empty(0, dtype=torch.float16, device="spyre").set_(y.untyped_storage(), 70, (3, 35), (70, 2))
    assert torch.spyre.layout_of(z) == torch.spyre.layout_of(y)
    assert torch.equal(z.cpu(), x.reshape(-1)[70:].as_strided((3, 35), (70, 2)))
    z.fill_(3)
    ref = x.clone()
    ref.reshape(-1)[70:].as_strided((3, 35), (70, 2)).fill_(3)
    assert torch.equal(y.cpu(), ref)


def test_dtype_reinterpreting_view_reads_storage_bytes():
    x = sample((2, 40), torch.float32)
    y = x.to("spyre")
    assert torch.equal(y.view(torch.int32).cpu(), x.view(torch.int32))


def test_deepcopy_save_load_and_untyped_storage():
    x = sample((3, 70), torch.bfloat16)
    y = x.to("spyre")
    assert torch.equal(copy.deepcopy(y).cpu(), x)
    buf = io.BytesIO()
    torch.save(y, buf)
    buf.seek(0)
    loaded = torch.load(buf, map_location="spyre")
    assert loaded.device.type == "spyre" and torch.equal(loaded.cpu(), x)
    s = torch.UntypedStorage(300, device="spyre")
    assert torch.spyre.layout_of(torch.empty(0, dtype=torch.uint8, device="spyre").set_(s)).host_size == (300,)


def test_nn_module_to_spyre_and_back():
    m = torch.nn.Linear(70, 3)
    ref = {k: v.clone() for k, v in m.state_dict().items()}
    m.to("spyre")
    assert m.weight.device.type == "spyre"
    m.to("cpu")
    for k, v in m.state_dict().items():
        assert torch.equal(v, ref[k])


@pytest.mark.parametrize("dtype", [torch.float64, torch.uint8, torch.int8, torch.int16], ids=str)
def test_other_dtypes_are_stored_as_raw_bytes(dtype):
    x = (torch.arange(70) % 7).to(dtype)
    y = x.to("spyre")
    assert torch.equal(y.cpu(), x)
    assert torch.spyre.layout_of(y) == SpyreTensorLayout.default((70 * x.element_size(),), "bool")


def test_layout_of_rejects_non_spyre():
    with pytest.raises(TypeError, match="expected a spyre tensor, got a tensor on cpu"):
        torch.spyre.layout_of(torch.ones(2))
    assert torch.spyre.layout_of(torch.ones(3, 70, device="spyre")[1:, 5]) == \
        SpyreTensorLayout.default((3, 70), "float32")  # views share their storage's layout


@pytest.mark.parametrize("make", [lambda x: x, lambda x: x[::2], lambda x: x.to(torch.float16)], ids=["whole", "view", "cast"])
def test_host_source_may_change_right_after_the_copy(make):
    x = torch.arange(140.0)
    src = make(x)
    want = src.clone()
    y = torch.empty(src.shape, dtype=src.dtype, device="spyre")
    y.copy_(src)  # enqueued; the transfers run when someone synchronizes
    src.fill_(-1)
    assert torch.equal(y.cpu(), want)


def test_copy_out_into_cpu_views_and_other_dtypes():
    x = sample((4, 70), torch.float16)
    y = x.to("spyre")
    dst = torch.zeros(70, 4, dtype=torch.float32)
    dst.t().copy_(y)  # non-contiguous CPU destination, other dtype
    assert torch.equal(dst, x.float().t())
    whole = torch.empty(4, 70, dtype=torch.float16)
    whole.copy_(y)  # the fast path writes straight into the destination
    assert torch.equal(whole, x)


def test_views_move_only_their_own_bytes(monkeypatch):
    from spyre_inductor.device import copy as spyre_copy
    from spyre_inductor.device import layout as spyre_layout

    moved = []

    class CountingTransfer(spyre_copy.Transfer):
        def __init__(self, kind, *args, **kwargs):
            super().__init__(kind, *args, **kwargs)
            moved.append((kind, self.nbytes))

    x = sample((64, 200), torch.float16)
    y = x.to("spyre")
    monkeypatch.setattr(spyre_copy, "Transfer", CountingTransfer)
    monkeypatch.setattr(spyre_layout, "Transfer", CountingTransfer)  # write_image / read_image
    assert torch.equal(y[5].cpu(), x[5])
    assert torch.equal(y[:, 70:75].cpu(), x[:, 70:75])
    y[9:11].copy_(torch.ones(2, 200))
    d2h = sum(n for kind, n in moved if kind == "d2h")
    h2d = sum(n for kind, n in moved if kind == "h2d")
    assert (d2h, h2d) == (200 * 2 + 64 * 5 * 2, 2 * 200 * 2)  # one nest per whole/partial stick run
    moved.clear()
    assert torch.equal(y[:, ::2].cpu(), x[:, ::2].clone().index_fill_(0, torch.tensor([9, 10]), 1))
    assert sum(n for _, n in moved) == 64 * 200 * 2  # a step along the sticks: the whole storage


def test_copy_from_and_resize():
    x = sample((3, 70), torch.float16)
    dst = torch.empty(0, dtype=torch.float16, device="spyre")
    out = torch.ops.aten._copy_from_and_resize(x, dst)
    assert out is dst and dst.shape == x.shape and torch.equal(dst.cpu(), x)
    assert torch.spyre.layout_of(dst) == SpyreTensorLayout.default((3, 70), "float16")


def test_view_reshape_as_strided_metadata_ops_read_back_correctly():
    x = sample((6, 70), torch.float32)
    y = x.to("spyre")
    assert torch.equal(y.view(3, 140).cpu(), x.view(3, 140))
    assert torch.equal(y.t().reshape(35, 12).cpu(), x.t().reshape(35, 12))  # reshape copies here
    assert torch.equal(y.as_strided((5, 5), (71, 1), 2).cpu(), x.as_strided((5, 5), (71, 1), 2))
    assert torch.equal(y.unsqueeze(1).expand(6, 3, 70).cpu(), x.unsqueeze(1).expand(6, 3, 70))
    assert torch.equal(y.flatten()[65:75].cpu(), x.flatten()[65:75])  # crosses a row: through the image


def test_write_on_one_stream_read_on_another_sees_the_write():
    x = sample((4, 70), torch.float16)
    y = torch.zeros(4, 70, dtype=torch.float16, device="spyre")
    torch.spyre.synchronize()
    s = torch.Stream(device="spyre")
    with s:
        y.copy_(x)  # queued on s, not run yet
    assert spyre_runtime.get_runtime(0).stream(s.stream_id).pending > 0
    assert torch.equal(y.cpu(), x)  # read on the default stream: ordered behind the write
    with s:
        y[1:3].fill_(5)
    ref = x.clone()
    ref[1:3] = 5
    assert torch.equal(y[1:3].cpu(), ref[1:3])


def test_resize_of_an_offset_view_keeps_a_stick_layout():
    x = sample((10,), torch.float32)
    y = x.to("spyre")[2:]
    y.resize_(40)  # the grown storage must also hold the 2 elements in front of the view
    assert torch.spyre.layout_of(y) == SpyreTensorLayout.default((42,), "float32")
    assert torch.equal(y[:8].cpu(), x[2:])


@pytest.mark.parametrize("dtype", [torch.int64, torch.float16], ids=str)
def test_views_whose_size_one_dims_keep_a_stride_copy_both_ways(dtype):
    # x[:, 0] of a (1, 5) tensor is contiguous with stride (5,): .cpu() makes a CPU tensor of that
    # stride, and a CPU source may have one too (generate's next_tokens[:, None] and the like)
    x = sample((1, 5), dtype)
    col = x.to("spyre")[:, 0]
    assert col.stride() == (5,)
    assert torch.equal(col.cpu(), x[:, 0])
    dst = torch.zeros(3, dtype=dtype).to("spyre")[:1]
    src = x[:, 2]  # CPU, stride (5,)
    dst.copy_(src)
    assert torch.equal(dst.cpu(), x[:, 2])


VIEW_COPIES = {
    "last_column": (lambda t: t[:, -1:], (3, 47)),
    "whole_rows": (lambda t: t[1:3], (4, 40)),
    "inner_block": (lambda t: t[:, 3:20, :], (5, 40, 33)),
    "into_stick_middle": (lambda t: t[1:, 5:9], (2, 64)),
    "transpose": (lambda t: t.transpose(0, 1), (6, 20)),
}


@pytest.mark.parametrize("name", sorted(VIEW_COPIES))
@pytest.mark.parametrize("dtype", [torch.float32, torch.int64, torch.float16])
def test_view_copies_on_the_device_match_the_cpu(name, dtype, reference_device_array):
    """copy_ between spyre views: d2d transfers per loop nest when both views split alike (no
    round trip through the host: no d2h transfer), else through the host; both give the CPU's values,
    into a fresh tensor and into a slice of a wider one, and leave the rest of the destination alone."""
    view, shape = VIEW_COPIES[name]
    x = (torch.randn(shape) * 50).to(dtype)
    src = view(x.to("spyre"))
    out = torch.empty(src.shape, dtype=dtype, device="spyre")
    planned = copy_mod.view_copy_transfers(out, src)
    sched = spyre_runtime.get_runtime(0).scheduler
    sched.flush()
    first = sched._next_op_id
    out.copy_(src)
    torch.spyre.synchronize()
    kinds = {op.kind for op in sched.history if op.id >= first and hasattr(op, "kind")}
    if name != "transpose":  # (a transpose splits alike in some dtypes' sticks, not in others)
        assert planned is not None
    if planned is not None:
        assert kinds == {"d2d"}, kinds
    assert torch.equal(out.cpu(), view(x).contiguous())
    wide = torch.full((*src.shape[:-1], src.shape[-1] + 5), 3, dtype=dtype)
    dev_wide = wide.to("spyre")
    dev_wide[..., 2:2 + src.shape[-1]].copy_(src)
    wide[..., 2:2 + src.shape[-1]] = view(x)
    assert torch.equal(dev_wide.cpu(), wide)


def test_view_copy_transfers_refuse_what_they_cannot_do():
    a = torch.randn(4, 40).to("spyre")
    assert copy_mod.view_copy_transfers(a[:, :10], a[:, 20:30]) is None  # one storage
    assert copy_mod.view_copy_transfers(torch.empty(4, 10, device="spyre"), a[:, :10].half()) is None  # dtype
    assert copy_mod.view_copy_transfers(torch.empty(4, 11, device="spyre"), a[:, :10]) is None  # shape
    assert copy_mod.view_copy_transfers(torch.empty(4, 10, device="spyre"), a[:, :10]) is not None
