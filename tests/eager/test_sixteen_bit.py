"""float16 / bfloat16 results the CPU gives, eager and under torch.compile: the normalizations'
saved statistics in the CPU's dtype (the input's, or float32 when the parameters are float32),
and the matmul family over an empty inner dimension (zeros, plus the bias terms, in the
operands' dtype)."""

import contextlib
import warnings

import pytest
import torch

from spyre_inductor.device import fallback

aten = torch.ops.aten
HALF = [torch.float16, torch.bfloat16]
STAT_TOL = {torch.float16: dict(rtol=2e-3, atol=2e-3), torch.bfloat16: dict(rtol=1.6e-2, atol=1e-2),
            torch.float32: dict(rtol=1e-4, atol=1e-4)}


def _run(fn, mode, *inputs):
    if mode == "compiled":
        torch._dynamo.reset()
        fn = torch.compile(fn)
    return fn(*inputs)


def _assert_same(got, want):
    """dtype and shape exactly; values within 16-bit tolerances (rounding steps of 16-bit results)."""
    for i, (g, w) in enumerate(zip(got, want)):
        g = g.cpu()
        assert g.dtype == w.dtype, f"result {i}: {g.dtype} vs CPU {w.dtype}"
        if w.numel() == 0 and g.numel():
            continue  # eval-mode batch norm: the CPU saves no statistics, other devices the running ones
        assert g.shape == w.shape, f"result {i}: {tuple(g.shape)} vs CPU {tuple(w.shape)}"
        if w.numel():
            torch.testing.assert_close(g, w, **STAT_TOL[w.dtype])


def _norm_cases(dtype, param_dtype):
    x = torch.randn(4, 3, 5, generator=torch.Generator().manual_seed(0)).to(dtype)
    w, b = torch.rand(3).add(0.5).to(param_dtype), torch.randn(3).to(param_dtype)
    rm, rv = torch.randn(3).to(param_dtype), torch.rand(3).add(0.5).to(param_dtype)
    lw, lb = torch.rand(5).add(0.5).to(param_dtype), torch.randn(5).to(param_dtype)
    # (running statistics are cloned: the training forms update them in place)
    return {
        "native_layer_norm": (lambda x, w, b: aten.native_layer_norm(x, [5], w, b, 1e-5), (x, lw, lb)),
        "native_group_norm": (lambda x, w, b: aten.native_group_norm(x, w, b, 4, 3, 5, 3, 1e-5), (x, w, b)),
        "native_batch_norm": (lambda x, w, b, rm, rv: aten.native_batch_norm(x, w, b, rm.clone(), rv.clone(),
                                                                             True, 0.1, 1e-5), (x, w, b, rm, rv)),
        "_native_batch_norm_legit": (lambda x, w, b, rm, rv: aten._native_batch_norm_legit(
            x, w, b, rm.clone(), rv.clone(), True, 0.1, 1e-5), (x, w, b, rm, rv)),
        "_native_batch_norm_legit.no_stats": (lambda x, w, b: aten._native_batch_norm_legit.no_stats(
            x, w, b, True, 0.1, 1e-5), (x, w, b)),
        "_native_batch_norm_legit_no_training": (lambda x, w, b, rm, rv: aten._native_batch_norm_legit_no_training(
            x, w, b, rm, rv, 0.1, 1e-5), (x, w, b, rm, rv)),
        "_batch_norm_with_update": (lambda x, w, b, rm, rv: aten._batch_norm_with_update(
            x, w, b, rm.clone(), rv.clone(), 0.1, 1e-5)[:3], (x, w, b, rm, rv)),
    }


NORMS = sorted(_norm_cases(torch.float16, torch.float16))


@pytest.mark.parametrize("mode", ["eager", "compiled"])
@pytest.mark.parametrize("dtype", HALF, ids=str)
@pytest.mark.parametrize("name", NORMS)
def test_norm_statistics_in_the_cpus_dtype(spyre, monkeypatch, name, dtype, mode):
    """The CPU returns a 16-bit input's mean and rstd / invstd in the input's dtype; the stock
    decompositions (and meta) keep float32, which a user comparing with the CPU sees as a dtype
    change. (The batch norms that update running statistics have no eager kernel: the fallback,
    allowed here, gives the CPU's own results, so eager checks only the others fully.)"""
    monkeypatch.setenv("SPYRE_FALLBACK", "warn")
    fn, inputs = _norm_cases(dtype, dtype)[name]
    want = fn(*inputs)
    assert [t.dtype for t in want[1:3]] == [dtype, dtype]  # the CPU's behaviour this test holds spyre to
    with _quiet():
        got = _run(fn, mode, *[t.to("spyre") for t in inputs])
    _assert_same(got, want)


@pytest.mark.parametrize("dtype", HALF, ids=str)
@pytest.mark.parametrize("name", ["native_layer_norm", "native_batch_norm", "native_group_norm"])
def test_mixed_dtype_norm_statistics_are_float32(spyre, monkeypatch, name, dtype):
    """16-bit input with float32 parameters: the CPU gives float32 statistics, and so does spyre."""
    monkeypatch.setenv("SPYRE_FALLBACK", "warn")
    fn, inputs = _norm_cases(dtype, torch.float32)[name]
    want = fn(*inputs)
    assert [t.dtype for t in want] == [dtype, torch.float32, torch.float32]
    with _quiet():
        got = _run(fn, "compiled", *[t.to("spyre") for t in inputs])
    _assert_same(got, want)


@contextlib.contextmanager
def _quiet():
    """The fallback's warnings ignored (the norms that update running statistics take it eagerly)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", fallback.SpyreFallbackWarning)
        yield


def _empty_inner(dtype):
    g = torch.Generator().manual_seed(1)

    def r(*shape):
        return torch.randn(*shape, generator=g).to(dtype)

    return {
        "mm": (torch.mm, (r(3, 0), r(0, 4)), {}),
        "addmm": (torch.addmm, (r(3, 4), r(3, 0), r(0, 4)), dict(beta=0.5, alpha=2.0)),
        "bmm": (torch.bmm, (r(2, 3, 0), r(2, 0, 4)), {}),
        "baddbmm": (torch.baddbmm, (r(2, 3, 4), r(2, 3, 0), r(2, 0, 4)), dict(beta=0.5)),
        "mv": (torch.mv, (r(3, 0), r(0)), {}),
        "multi_dot": (lambda a, b, c: torch.linalg.multi_dot([a, b, c]), (r(2, 3), r(3, 0), r(0, 2)), {}),
    }


@pytest.mark.parametrize("mode", ["eager", "compiled"])
@pytest.mark.parametrize("dtype", [*HALF, torch.float32], ids=str)
@pytest.mark.parametrize("name", sorted(_empty_inner(torch.float32)))
def test_matmul_over_an_empty_inner_dimension(spyre, name, dtype, mode):
    """K = 0: the product is zeros (beta * bias for addmm / baddbmm) in the operands' dtype, on
    spyre with no fallback (SPYRE_FALLBACK=error), equal to the CPU's."""
    fn, inputs, kwargs = _empty_inner(dtype)[name]
    want = fn(*inputs, **kwargs)
    got = _run(lambda *a: fn(*a, **kwargs), mode, *[t.to("spyre") for t in inputs]).cpu()
    assert (got.dtype, got.shape) == (want.dtype, want.shape)
    assert torch.equal(got, want)
    if name in ("addmm", "baddbmm"):  # the bias term is really there
        assert torch.equal(want, (0.5 * inputs[0]).to(dtype))
    else:
        assert not want.any()
