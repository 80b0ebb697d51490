"""Searches and scans compiled for spyre (compiler/frontend/lowering.py) against the CPU:
searchsorted / bucketize as sums of compares with the boundaries (right= / side= / out_int32= /
sorter=, batched sequences, NaN and infinite values, ties, empty and 0-d operands); cummax /
cummin (ties: the last position; NaN: sticky, the index the last NaN) and logcumsumexp (large,
infinite and NaN inputs) as masked reductions over the prefixes. No CPU fallback
(SPYRE_FALLBACK=error, conftest); integer results (indices included) must match exactly."""

import pytest
import torch

from spyre_inductor.compiler.debug import capture_kernels

TOL = {torch.float32: dict(rtol=1e-5, atol=1e-5), torch.float16: dict(rtol=2e-3, atol=2e-3),
       torch.bfloat16: dict(rtol=1.6e-2, atol=1e-5)}


def rand(*shape, dtype=torch.float32, seed=0):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed)).to(dtype)


def check(fn, *inputs, tol=None, card=True):
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        outs = torch.compile(fn)(*[t.to("spyre") for t in inputs])
    refs = fn(*inputs)
    outs, refs = (outs, refs) if isinstance(refs, tuple) else ((outs,), (refs,))
    for out, ref in zip(outs, refs):
        assert out.device.type == "spyre" and out.dtype == ref.dtype and out.shape == ref.shape
        if ref.dtype.is_floating_point:
            torch.testing.assert_close(out.cpu(), ref, equal_nan=True, **(tol or TOL)[ref.dtype])
        else:
            assert torch.equal(out.cpu(), ref), (out.cpu(), ref)
    assert torch.spyre.fallback_counts() == before
    assert kernels or not card  # our own card code, not an extern call (card=False: a constant result)
    return kernels


def boundaries(n, dtype=torch.float32, seed=1):
    b = rand(n, seed=seed).sort().values
    b[2:5] = b[2]  # a run of equal boundaries: left and right differ there
    return b.to(dtype)


def values(*shape, dtype=torch.float32, b=None):
    v = rand(*shape).to(dtype)
    flat = v.view(-1)
    specials = [float("nan"), float("inf"), -float("inf")] + ([] if b is None else b[:6].tolist())
    flat[:len(specials)] = torch.tensor(specials, dtype=dtype)  # values equal to boundaries: ties
    return v


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16], ids=str)
@pytest.mark.parametrize("right", [False, True])
def test_searchsorted_1d_sequence(spyre, dtype, right):
    b = boundaries(45, dtype)
    check(lambda s, v: torch.searchsorted(s, v, right=right), b, values(3, 37, dtype=dtype, b=b))
    check(lambda s, v: torch.bucketize(v, s, right=right, out_int32=True), b, values(70, dtype=dtype, b=b))


def test_searchsorted_batched_side_sorter_out_int32(spyre):
    seq = rand(2, 3, 40).sort(-1).values
    seq[0, 1, 5:9] = seq[0, 1, 5]
    v = values(2, 3, 11, b=seq[0, 1, 3:12])
    check(lambda s, v: (torch.searchsorted(s, v, side="right"), torch.searchsorted(s, v, out_int32=True)), seq, v)
    unsorted = rand(33, seed=4)
    sorter = unsorted.argsort()
    check(lambda s, v, p: torch.searchsorted(s, v, sorter=p), unsorted, values(5, 7), sorter)


def test_searchsorted_integers_scalars_and_empty(spyre):
    ints = torch.tensor([-4, 0, 0, 3, 7, 7, 7, 12])
    check(lambda s, v: torch.searchsorted(s, v, right=True), ints, torch.arange(-5, 14))
    check(lambda s, v: torch.searchsorted(s, v), ints, torch.tensor([-1.5, 0.0, 6.9, 7.0, 100.0]))  # promoted
    check(lambda s: torch.searchsorted(s, 7) + torch.bucketize(3, s, right=True), ints)
    check(lambda s, v: torch.searchsorted(s, v), ints, torch.tensor(5))  # 0-d value: 0-d result
    check(lambda s, v: torch.searchsorted(s, v) + 1, torch.zeros(0), rand(6), card=False)  # no boundaries: all 0
    check(lambda s, v: torch.bucketize(v, s) + 1, ints, torch.zeros(2, 0, dtype=torch.int64), card=False)


def scan_input(*shape, dtype=torch.float32, seed=0):
    x = (rand(*shape, seed=seed) * 4).round()  # small integers: many ties
    if dtype.is_floating_point:
        return x.to(dtype)
    return (x > 0) if dtype == torch.bool else x.to(dtype)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.bool], ids=str)
@pytest.mark.parametrize("dim", [-1, 0])
def test_cummax_cummin_ties_take_the_last_position(spyre, dtype, dim):
    x = scan_input(6, 45, dtype=dtype)
    check(lambda x: (*torch.cummax(x, dim), *torch.cummin(x, dim)), x)


def test_cummax_cummin_nan_and_infinities(spyre):
    x = scan_input(4, 40)
    x[0, 3] = x[0, 9] = x[2, 0] = float("nan")
    x[1, 5], x[1, 6], x[3, 7] = float("inf"), float("-inf"), float("-inf")
    x[3, :5] = float("-inf")  # a prefix of only -inf
    check(lambda x: (*torch.cummax(x, 1), *torch.cummin(x, 1)), x)
    check(lambda x: (*torch.cummax(x, 0), *torch.cummin(x, 0)), x)


def test_cummax_middle_dim_zero_d_and_empty(spyre):
    check(lambda x: torch.cummax(x, 1), scan_input(2, 7, 40))
    check(lambda x: torch.cummin(x, 0)[0] * 2, torch.tensor(3.0))
    check(lambda x: torch.cummax(x, 1), torch.zeros(3, 0), card=False)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16], ids=str)
@pytest.mark.parametrize("dim", [-1, 0])
def test_logcumsumexp(spyre, dtype, dim):
    x = rand(5, 70) * 30  # exp overflows fp32 without the max taken out
    x[0, 4] = x[2, 0] = float("-inf")
    x[1, :3] = float("-inf")
    x[3, 8] = float("inf")
    x[4, 10] = float("nan")
    x = x.to(dtype)
    ref64 = torch.logcumsumexp(x.double(), dim)  # the CPU's and ours against the exact one
    kernels = check(lambda x: torch.logcumsumexp(x, dim), x, tol={dtype: dict(rtol=TOL[dtype]["rtol"], atol=1e-5)})
    assert kernels
    got = torch.compile(lambda x: torch.logcumsumexp(x, dim))(x.to("spyre")).cpu()
    torch.testing.assert_close(got.double(), ref64, equal_nan=True, rtol=TOL[dtype]["rtol"], atol=1e-5, check_dtype=False)


def test_logcumsumexp_middle_dim_and_zero_d(spyre):
    check(lambda x: torch.logcumsumexp(x, 1), rand(2, 9, 33))
    check(lambda x: torch.logcumsumexp(x, 0) + 1, torch.tensor(0.5))


@pytest.mark.parametrize("bins,low,high", [(10, 0, 0), (20, -1, 1), (13, -0.001, 5.0), (4, 0, 0)])
def test_histc_bins_as_the_cpu(spyre, bins, low, high):
    """histc: the CPU's interpolated bin of each element (values exactly on edges included), the
    right edge in the last bin, outside values and NaN in none, min == max: the data's range."""
    x = torch.cat([rand(300), torch.linspace(-1, 1, 41), torch.tensor([5.0, -5.0, 1.0, -1.0])])
    if low != high:  # (NaN in the data's own range is the CPU's error)
        x = torch.cat([x, torch.tensor([float("nan"), 0.0])])
    if bins == 4:
        x = torch.full((6,), 3.0)  # one value: widened by 1 both ways
    check(lambda x: torch.histc(x, bins, low, high), x)
    check(lambda x: torch.histc(x, bins, low, high), x.reshape(-1, 2) if x.numel() % 2 == 0 else x)
