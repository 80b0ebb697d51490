"""The explicit CPU fallback: results equal CPU PyTorch, writes land in the spyre tensors,
each op warns once, every use is counted, and SPYRE_FALLBACK=error refuses.

The examples are ops eager mode does not compile (spyre_inductor/eager: polygamma, cumprod, prod,
masked_select, median, kthvalue, linspace have no compiled kernel; float64 has no device arithmetic), so they
take the fallback whichever SPYRE_EAGER says (roll, flip and max with a dim compile now; they stay here as
results that must match the CPU)."""

import warnings

import pytest
import torch

from spyre_inductor.device import fallback


@pytest.fixture(autouse=True)
def fresh_counts(monkeypatch):
    monkeypatch.delenv("SPYRE_FALLBACK", raising=False)
    fallback.reset_fallback_counts()
    yield
    fallback.reset_fallback_counts()


def pair(shape=(4, 70), dtype=torch.float32, seed=0):
    x = torch.randn(shape, generator=torch.Generator().manual_seed(seed)).to(dtype)
    return x, x.to("spyre")


def test_warns_once_per_op_and_counts_every_use():
    x, y = pair()
    with pytest.warns(fallback.SpyreFallbackWarning, match=r"aten::polygamma\.out has no spyre kernel"):
        z = y.polygamma(1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a second use of the same op must not warn again
        z = z.polygamma(1)
    assert z.device.type == "spyre" and torch.equal(z.cpu(), x.polygamma(1).polygamma(1))
    assert fallback.fallback_counts() == {"aten::polygamma.out": 2}
    assert torch.spyre.fallback_counts() == {"aten::polygamma.out": 2}


def test_error_mode_names_the_op(monkeypatch):
    _, y = pair()
    monkeypatch.setenv("SPYRE_FALLBACK", "error")
    with pytest.raises(fallback.SpyreFallbackError, match=r"aten::cumprod\.out has no spyre kernel.*SPYRE_FALLBACK=error"):
        y.cumprod(1)
    assert fallback.fallback_counts() == {}


def test_unknown_mode_is_a_clear_error(monkeypatch):
    _, y = pair()
    monkeypatch.setenv("SPYRE_FALLBACK", "eror")
    with pytest.raises(ValueError, match=r"SPYRE_FALLBACK: expected 'warn' or 'error', got 'eror'.*aten::cumprod\.out"):
        y.cumprod(1)


@pytest.mark.filterwarnings("ignore::spyre_inductor.device.fallback.SpyreFallbackWarning")
@pytest.mark.parametrize("name, fn", [
    ("matmul_float64", lambda t: t.double() @ t.t().double()),
    ("prod", lambda t: t.prod(1)),
    ("roll", lambda t: torch.roll(t, 1, 0)),
    ("flip", lambda t: t.flip(1)),
    ("masked_select", lambda t: torch.masked_select(t, t > 0)),
    ("median", lambda t: torch.median(t, 1)),
    ("max_dim", lambda t: torch.max(t, 0)),
    ("kthvalue", lambda t: torch.kthvalue(t, 3, 1)),
    ("half", lambda t: t.half().polygamma(1).float()),
    ("unique_tuple", lambda t: torch.unique((t > 0).int(), return_counts=True, return_inverse=True)),
])
def test_results_match_cpu(name, fn):
    x, y = pair()
    want, got = fn(x), fn(y)
    if isinstance(want, tuple):
        assert all(g.device.type == "spyre" and torch.equal(g.cpu(), w) for w, g in zip(want, got))
    else:
        assert got.device.type == "spyre" and torch.equal(got.cpu(), want)


@pytest.mark.filterwarnings("ignore::spyre_inductor.device.fallback.SpyreFallbackWarning")
def test_in_place_ops_write_back_including_into_views():
    x, y = pair()
    y.polygamma_(1)
    x.polygamma_(1)
    y[:, 5:9].polygamma_(1)
    x[:, 5:9].polygamma_(1)
    y.t()[2].polygamma_(1)
    x.t()[2].polygamma_(1)
    assert torch.equal(y.cpu(), x)


@pytest.mark.filterwarnings("ignore::spyre_inductor.device.fallback.SpyreFallbackWarning")
def test_out_arguments_are_written_and_resized():
    x, y = pair()
    out = torch.empty(0, device="spyre")
    result = torch.polygamma(1, y, out=out)
    assert result is out and out.shape == x.shape and torch.equal(out.cpu(), x.polygamma(1))
    inplace_out = y.clone()
    torch.polygamma(1, inplace_out, out=inplace_out)  # out aliasing an input
    assert torch.equal(inplace_out.cpu(), x.polygamma(1))


@pytest.mark.filterwarnings("ignore::spyre_inductor.device.fallback.SpyreFallbackWarning")
def test_view_results_alias_the_spyre_storage():
    x, y = pair((4, 6))
    # (Tensor.unfold has a spyre view kernel now; the fallback is called as the dispatcher would)
    u = fallback.run_on_cpu(torch.ops.aten.unfold.default, (y, 1, 2, 2), {}, stacklevel=2)
    assert "aten::unfold" in fallback.fallback_counts()
    assert u.untyped_storage().data_ptr() == y.untyped_storage().data_ptr()
    assert torch.equal(u.cpu(), x.unfold(1, 2, 2))
    y.fill_(7)
    assert torch.equal(u.cpu(), torch.full((4, 3, 2), 7.0))


@pytest.mark.filterwarnings("ignore::spyre_inductor.device.fallback.SpyreFallbackWarning")
def test_factory_ops_with_a_spyre_device_argument():
    a = torch.linspace(3, 11, 5, device="spyre")  # (arange compiles: tests/eager)
    assert a.device.type == "spyre" and torch.equal(a.cpu(), torch.linspace(3, 11, 5))
    assert set(fallback.fallback_counts()) == {"aten::linspace.out"}
