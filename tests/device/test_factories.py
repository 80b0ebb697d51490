"""Factories, fills, item() and printing of spyre tensors against CPU PyTorch."""

import numpy as np
import pytest
import torch

import spyre_runtime
from spyre_inductor.device import fallback, memory
from spyre_inductor.device.layout import SpyreTensorLayout

DTYPES = [torch.float16, torch.bfloat16, torch.float32, torch.int32, torch.int64, torch.bool]


@pytest.fixture(autouse=True)
def no_fallback(monkeypatch):
    """Everything here has a spyre kernel: any CPU fallback is an error."""
    monkeypatch.setenv("SPYRE_FALLBACK", "error")


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
@pytest.mark.parametrize("shape", [(), (0,), (70,), (3, 5, 70), (2, 1, 3, 2, 40)], ids=str)
def test_factories_match_cpu(shape, dtype):
    for make in (torch.zeros, torch.ones):
        t = make(shape, dtype=dtype, device="spyre")
        assert t.device.type == "spyre" and t.dtype == dtype
        assert torch.equal(t.cpu(), make(shape, dtype=dtype))
    value = True if dtype == torch.bool else 3
    assert torch.equal(torch.full(shape, value, dtype=dtype, device="spyre").cpu(), torch.full(shape, value, dtype=dtype))
    e = torch.empty(shape, dtype=dtype, device="spyre")
    assert e.shape == torch.Size(shape)
    assert torch.spyre.layout_of(e) == SpyreTensorLayout.default(shape, str(dtype).removeprefix("torch."))
    s = torch.empty_strided(shape, torch.empty(shape).stride(), dtype=dtype, device="spyre")
    assert s.stride() == torch.empty(shape).stride()


def test_empty_strided_permuted_gets_layout_of_its_dense_storage():
    t = torch.empty_strided((3, 4, 70), (1, 210, 3), dtype=torch.float16, device="spyre")
    assert torch.spyre.layout_of(t) == SpyreTensorLayout.default((4, 70, 3), "float16")
    x = torch.randn(3, 4, 70).half()
    t.copy_(x)
    assert torch.equal(t.cpu(), x)


def test_like_factories_and_new_methods():
    y = torch.randn(3, 70).to("spyre")
    assert torch.equal(torch.zeros_like(y).cpu(), torch.zeros(3, 70))
    assert torch.equal(torch.full_like(y, 2.5).cpu(), torch.full((3, 70), 2.5))
    assert torch.equal(y.new_ones(2).cpu(), torch.ones(2))


def test_fill_whole_tensor_leaves_padding_zero():
    t = torch.empty(3, 40, dtype=torch.float32, device="spyre")
    t.fill_(1.5)
    torch.spyre.synchronize()
    record = memory.allocation_of(t)
    lay = record.layout
    dev = spyre_runtime.get_runtime(0).memory.view(record.address, lay.device_nbytes).view(np.float32)
    dev = dev.reshape(lay.device_size)  # (2 sticks, 3 rows, 32)
    assert (dev[0] == 1.5).all() and (dev[1, :, :8] == 1.5).all() and (dev[1, :, 8:] == 0).all()


@pytest.mark.parametrize("dtype", [torch.float16, torch.int32, torch.bool], ids=str)
def test_fill_and_zero_views(dtype):
    x = torch.arange(5 * 70).reshape(5, 70).to(dtype)
    y = x.to("spyre")
    ref = x.clone()
    for f in (lambda t: t[1:3, ::4].fill_(1), lambda t: t.t()[7].zero_(), lambda t: t[4].fill_(torch.tensor(1))):
        f(ref)
        f(y)
        assert torch.equal(y.cpu(), ref)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int64, torch.bool], ids=str)
def test_fill_of_a_0d_tensor_is_one_transfer_without_a_host_sync(dtype):
    """A 0-d storage's fill (what torch.where(mask, -inf, scores) makes of its scalar: generate's
    logits processors, twice a decode step) goes straight to the device: no read-modify-write of
    the storage's image, so the host does not wait for the card."""
    value = True if dtype == torch.bool else -float("inf") if dtype.is_floating_point else -7
    sched = spyre_runtime.get_runtime(0).scheduler
    t = torch.empty((), dtype=dtype, device="spyre")
    torch.spyre.synchronize()
    seen, first = sched.host_time, sched._next_op_id  # (the history is bounded: ops are picked by id)
    t.fill_(value)
    assert sched.host_time == seen  # nothing synchronized
    torch.spyre.synchronize()
    assert [op.name for op in sched.history if op.id >= first] == ["fill"]
    assert torch.equal(t.cpu(), torch.full((), value, dtype=dtype))
    record = memory.allocation_of(t)
    dev = spyre_runtime.get_runtime(0).memory.view(record.address, record.layout.device_nbytes)
    assert not dev[t.element_size():].any()  # the stick's padding stays zero
    # a view of the one element (shape (1, 1)) too; a broadcast view still goes through the image
    t.view(1, 1).fill_(False if dtype == torch.bool else 2)
    assert torch.equal(t.cpu(), torch.full((), False if dtype == torch.bool else 2, dtype=dtype))
    # (where itself, in generate: tests/compiler/test_generate_hf.py counts a step's host syncs)


def test_fill_converts_like_the_cpu():
    t = torch.zeros(4, dtype=torch.int32, device="spyre").fill_(3.7)
    assert torch.equal(t.cpu(), torch.zeros(4, dtype=torch.int32).fill_(3.7))
    with pytest.raises(RuntimeError, match="0-dimension value tensor"):
        t.fill_(torch.ones(2))
    f = torch.zeros(2, dtype=torch.float16, device="spyre")
    f.fill_(torch.tensor(2.5, device="spyre"))
    assert torch.equal(f.cpu(), torch.full((2,), 2.5, dtype=torch.float16))


@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_item(dtype):
    x = (torch.tensor(1.75) if dtype.is_floating_point else torch.tensor(2**33 if dtype == torch.int64 else 5)).to(dtype)
    assert x.to("spyre").item() == x.item()
    y = torch.arange(10).to(dtype).to("spyre")
    assert y[7].item() == torch.arange(10).to(dtype)[7].item()
    with pytest.raises(RuntimeError, match="cannot be converted to Scalar"):
        y.item()


def test_print_shows_values_and_device_without_fallback():
    fallback.reset_fallback_counts()
    x = torch.tensor([[1.5, -2.0], [3.25, 4.0]], dtype=torch.float16)
    y = x.to("spyre")
    text = repr(y)
    assert text == repr(x)[:-1].replace("dtype=", "device='spyre:0', dtype=") + ")"
    assert "device='spyre:0'" in str(torch.zeros(0, device="spyre"))
    assert str(torch.tensor(3, device="spyre")) == "tensor(3, device='spyre:0')"
    big = torch.arange(5000.0).to("spyre")
    assert str(big) == str(torch.arange(5000.0))[:-1] + ", device='spyre:0')"  # summarized like the CPU
    assert fallback.fallback_counts() == {}


def test_empty_with_layout_uses_the_given_layout_on_device():
    from spyre_inductor.device.factories import empty_with_layout

    lay = SpyreTensorLayout.default((100, 6), "float16", stick_dim=0)  # sticks along the rows
    t = empty_with_layout((100, 6), (6, 1), torch.float16, lay)
    assert torch.spyre.layout_of(t) == lay
    x = torch.arange(600).reshape(100, 6).half()
    t.copy_(x)
    assert torch.equal(t.cpu(), x)
    torch.spyre.synchronize()
    record = memory.allocation_of(t)
    dev = spyre_runtime.get_runtime(0).memory.view(record.address, lay.device_nbytes).view(np.float16).reshape(2, 6, 64)
    expect = np.zeros((2, 6, 64), np.float16)  # device[k, j, e] = x[64k + e, j]; rows 100..127 are padding
    xt = x.numpy().T
    expect[0] = xt[:, :64]
    expect[1, :, :36] = xt[:, 64:]
    np.testing.assert_array_equal(dev, expect)
    with pytest.raises(ValueError, match=r"holds 1200 host bytes of float16, but the tensor \(100, 7\)"):
        empty_with_layout((100, 7), (7, 1), torch.float16, lay)
    assert torch.spyre.layout_of(torch.empty(100, 6, device="spyre")) == SpyreTensorLayout.default((100, 6), "float32")


def test_print_parameter_and_grad_fn():
    p = torch.nn.Parameter(torch.tensor([1.0, 2.0]).to("spyre"))
    assert repr(p) == "Parameter containing:\ntensor([1., 2.], device='spyre:0', requires_grad=True)"
    y = torch.tensor([1.0, 2.0], requires_grad=True).to("spyre")
    assert str(y) == "tensor([1., 2.], device='spyre:0', grad_fn=<ToCopyBackward0>)"


def test_record_stream_is_accepted_without_fallback():
    y = torch.ones(3, 70, device="spyre")
    s = torch.Stream(device="spyre")
    y.record_stream(s)
    assert torch.equal(y.cpu(), torch.ones(3, 70))
