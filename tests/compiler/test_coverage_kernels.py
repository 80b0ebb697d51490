"""Kernels for ops real code uses that had no spyre form (issue 17): compiled (both card engines,
this directory's conftest) and eager, against the CPU.

log1p / expm1 / exp2 / log2 / log10 / tan / sinh / cosh / asinh / atanh, atan / asin / acos / acosh / erfc / erfcx / erfinv / lgamma / digamma /
atan2 / hypot are built from vector-unit instructions (frontend/scheduling.py
`_IRBuilder.log1p`, ...); the values probe where a naive log(1 + x) or exp(x) - 1 cancels, and the
special values (inf, -inf, nan, -1, overflow, signed zeros).
"""

import pytest
import torch

from .test_compile_ops import check

# (not 88.7 .. 89.4, where sinh / cosh are finite but the CPU's vectorized loop overflows)
SPECIAL = [0.0, 1e-30, -1e-30, 1e-10, -5e-8, 2e-6, -1e-7, 1e-4, -0.3, 0.5, 0.999999, 1.0, 1.5, 3.0, 19.9, 20.0, 88.0,
           88.5, 100.0, 1e10, 3e20, -1.0, -0.999, -2.0, -20.0, -88.5, -100.0, float("inf"), float("-inf"),
           float("nan"), 3e38]
FAMILY = (torch.log1p, torch.expm1, torch.exp2, torch.log2, torch.log10, torch.tan, torch.sinh, torch.cosh,
          torch.asinh, torch.atanh)


def _exp_log_family(x):
    return tuple(fn(x) for fn in FAMILY)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
def test_exp_log_hyperbolic_compiled_match_the_cpu(spyre, dtype):
    x = torch.tensor(SPECIAL).to(dtype)
    torch._dynamo.reset()
    got = torch.compile(_exp_log_family)(x.to("spyre"))
    for name, g, want in zip([fn.__name__ for fn in FAMILY], got, _exp_log_family(x)):
        tol = dict(rtol=2e-6, atol=1e-30) if dtype == torch.float32 else {}  # a few fp32 ulps, relative
        torch.testing.assert_close(g.cpu(), want, equal_nan=True, msg=lambda m: f"{name}: {m}", **tol)


def test_exp_log_hyperbolic_eager_match_the_cpu(spyre):
    x = torch.tensor(SPECIAL)
    before = torch.spyre.fallback_counts()
    for fn in (torch.log1p, torch.expm1, torch.sinh):  # (one one-op graph each; the compiled test has them all)
        torch.testing.assert_close(fn(x.to("spyre")).cpu(), fn(x), equal_nan=True, rtol=2e-6, atol=1e-30)
    assert torch.spyre.fallback_counts() == before


INF, NAN = float("inf"), float("nan")
# (x, y) pairs for the binary ones: signed zeros, infinities, NaN, huge and tiny ratios
PAIRS = [(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (1.0, 0.0), (-1.0, -0.0), (0.0, -2.0), (-0.0, -2.0),
         (INF, INF), (-INF, INF), (INF, -INF), (-INF, -INF), (INF, 1.0), (-3.0, -INF), (2.0, INF), (NAN, 1.0),
         (1.0, NAN), (1e-30, 1e30), (1e30, -1e-30), (3e38, 3e38), (0.5, -0.7), (-2.5, 4.0), (7.0, -7.0), (1e-20, -1e-20)]


def _inverse_trig(x, u, g, a, b):
    return torch.atan(x), torch.asin(u), torch.acos(u), torch.acosh(g), torch.atan2(a, b), torch.hypot(a, b)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16], ids=str)
def test_inverse_trig_and_hypot_compiled_match_the_cpu(spyre, dtype):
    """atan (Cephes' polynomial after its range reduction), asin / acos / acosh / atan2 from it, hypot
    without overflowing squares: the CPU's values, signed zeros included, over their special values
    (domain ends, infinities, NaN)."""
    g = torch.Generator().manual_seed(0)
    x = torch.cat([torch.tensor(SPECIAL), -torch.tensor(SPECIAL), torch.randn(20, generator=g) * 4])
    u = torch.cat([torch.tensor([0.0, -0.0, 1.0, -1.0, 0.99999, -0.99999, 1e-8, 0.41, 1.5, -1.5, NAN]),
                   torch.rand(20, generator=g) * 2 - 1])
    gg = torch.tensor([1.0, 1.0000001, 0.5, -1.0, 1.5, 2.0, 100.0, 2.0 ** 28, 2.0 ** 29, 1e20, 3e38, INF, NAN])
    a, b = torch.tensor(PAIRS).unbind(1)
    inputs = [t.to(dtype) for t in (x, u, gg, a, b)]
    torch._dynamo.reset()
    got = torch.compile(_inverse_trig)(*[t.to("spyre") for t in inputs])
    names = ("atan", "asin", "acos", "acosh", "atan2", "hypot")
    for name, gv, want in zip(names, got, _inverse_trig(*inputs)):
        gv = gv.cpu()
        tol = dict(rtol=1e-6, atol=1e-30) if dtype == torch.float32 else {}
        torch.testing.assert_close(gv, want, equal_nan=True, msg=lambda m: f"{name}: {m}", **tol)
        zero = want == 0
        assert torch.equal(torch.signbit(gv[zero]), torch.signbit(want[zero])), name


def test_inverse_trig_and_hypot_eager_match_the_cpu(spyre):
    a, b = (t.contiguous() for t in torch.tensor(PAIRS).unbind(1))
    u = torch.tensor([0.0, -0.0, 1.0, -1.0, 0.99999, 0.3, 1.5, NAN])
    before = torch.spyre.fallback_counts()
    for fn, args in ((torch.asin, (u,)), (torch.atan2, (a, b)), (torch.hypot, (a, b))):
        want = fn(*args)
        got = fn(*[t.to("spyre") for t in args]).cpu()
        torch.testing.assert_close(got, want, equal_nan=True, rtol=1e-6, atol=1e-30)
        assert torch.equal(torch.signbit(got[want == 0]), torch.signbit(want[want == 0]))
    a_spyre = a.to("spyre")
    a_spyre.atan2_(b.to("spyre"))  # in place
    torch.testing.assert_close(a_spyre.cpu(), torch.atan2(a, b), equal_nan=True, rtol=1e-6, atol=1e-30)
    assert torch.spyre.fallback_counts() == before


BESSEL = (torch.i0, torch.special.i0e, torch.special.i1, torch.special.i1e, torch.special.modified_bessel_i0,
          torch.special.modified_bessel_i1, torch.special.spherical_bessel_j0)


def _bessel(x):
    # (the CPU has float16 kernels for the first four only)
    return tuple(fn(x) for fn in (BESSEL if x.dtype == torch.float32 else BESSEL[:4]))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16], ids=str)
def test_bessel_functions_compiled_match_the_cpu(spyre, dtype):
    """I0 / I1 and their scaled forms (Abramowitz and Stegun's polynomials, 9.8.1-9.8.4) and sin(x) / x:
    within 2e-6 relative of the CPU where it is finite (|x| < 88: past that the CPU's fp32 I0 / I1
    overflow early, the card's only where the float64 value does), the special values as the CPU."""
    g = torch.Generator().manual_seed(0)
    x = torch.cat([torch.linspace(-87, 87, 349), torch.randn(40, generator=g) * 4,
                   torch.tensor([0.0, -0.0, 3.75, -3.75, 3.7499, 1e-30, -1e-4, INF, -INF, NAN])]).to(dtype)
    torch._dynamo.reset()
    got = torch.compile(_bessel)(x.to("spyre"))
    for fn, gv, want in zip(BESSEL, got, _bessel(x)):
        tol = dict(rtol=2e-6, atol=1e-30) if dtype == torch.float32 else {}  # (A&S: < 2.2e-7, then fp32 steps)
        torch.testing.assert_close(gv.cpu(), want, equal_nan=True, msg=lambda m: f"{fn.__name__}: {m}", **tol)


def test_bessel_i0_i1_overflow_only_where_float64_does(spyre):
    x = torch.tensor([88.0, 89.0, 91.0, 91.9, -91.0, 92.5, 95.0])
    got = [fn(x.to("spyre")).cpu() for fn in (torch.i0, torch.special.i1)]  # (eager)
    for g, fn in zip(got, (torch.i0, torch.special.i1)):
        want = fn(x.double()).float()  # finite up to 91.9, inf past it
        torch.testing.assert_close(g, want, rtol=2e-6, atol=0)


def test_elu_uses_expm1(spyre):
    check(lambda a: torch.nn.functional.elu(a) + torch.nn.functional.selu(a), torch.randn(5, 40) * 3)


def _conv2d(x, w, b):
    return torch.nn.functional.conv2d(x, w, b, stride=(2, 1), padding=(1, 0), dilation=(1, 2), groups=2)


def _conv_transpose1d(x, w, b):
    return torch.nn.functional.conv_transpose1d(x, w, b, stride=2, padding=1, output_padding=1)


def _convolutions(x1, w1, b1, x2, w2, b2, xt, wt, x3, w3):
    F = torch.nn.functional
    return (F.conv1d(x1, w1, b1, stride=2, padding=1), _conv2d(x2, w2, b2),
            F.conv_transpose2d(xt, wt, stride=2, padding=1, output_padding=1, groups=2),
            F.conv3d(x3, w3, padding=1))


def _randn(*shapes, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [torch.randn(*s, generator=g) for s in shapes]


def test_conv2d_compiled_is_a_gemm_on_the_card(spyre):
    """Grouped, strided, dilated, padded: the patches' view, then one PE-array matmul."""
    with torch._inductor.config.patch(fx_graph_cache=False):
        kernels = check(_conv2d, *_randn((2, 4, 6, 7), (6, 2, 3, 2), (6,)))
    assert len([p for k in kernels for p in k.plans["layout"] if hasattr(p, "kc")]) == 1  # (a matmul plan)


def test_conv_transpose1d_eager_matches_the_cpu(spyre):
    x, w, b = _randn((2, 4, 6), (4, 3, 3), (3,))
    before = torch.spyre.fallback_counts()
    got = _conv_transpose1d(x.to("spyre"), w.to("spyre"), b.to("spyre"))
    torch.testing.assert_close(got.cpu(), _conv_transpose1d(x, w, b), rtol=1e-5, atol=1e-5)
    assert torch.spyre.fallback_counts() == before


@pytest.mark.slow
def test_convolutions_1d_2d_3d_transposed_compiled(spyre):
    check(_convolutions, *_randn((2, 4, 9), (6, 4, 3), (6,), (2, 4, 7, 8), (6, 2, 3, 2), (6,), (2, 4, 5, 4),
                                 (4, 2, 3, 3), (1, 2, 4, 5, 4), (3, 2, 2, 3, 2)))


def test_unfold_is_a_view(spyre):
    x = torch.arange(12.0)
    y = x.to("spyre")
    v = y.unfold(0, 4, 3)
    assert torch.equal(v.cpu(), x.unfold(0, 4, 3))
    v[1].fill_(-1.0)  # writes through to y
    x.unfold(0, 4, 3)[1].fill_(-1.0)
    assert torch.equal(y.cpu(), x)
    with pytest.raises(RuntimeError, match="maximum size for tensor at dimension 0 is 12 but size is 13"):
        y.unfold(0, 13, 1)


def _pool_and_index_reduce(x, src, index, image):
    values, indices = torch.nn.functional.max_pool2d(image, 3, stride=2, padding=1, return_indices=True)
    return (x.index_reduce(1, index, src, "amax"), x.index_reduce(1, index, src, "mean", include_self=False),
            values, indices)


def test_index_reduce_and_max_pool_indices_compiled(spyre):
    """index_reduce as dense masked reductions (a NaN in the source propagates, as on the CPU);
    max_pool's indices from int32 window offsets."""
    x, src, image = _randn((3, 5), (3, 7), (2, 2, 6, 7))
    src[1, 2] = float("nan")
    index = torch.tensor([0, 2, 2, 4, 0, 1, 2])
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    got = torch.compile(_pool_and_index_reduce)(*[t.to("spyre") for t in (x, src, index, image)])
    for g, want in zip(got, _pool_and_index_reduce(x, src, index, image)):
        assert g.dtype == want.dtype
        torch.testing.assert_close(g.cpu(), want, equal_nan=True, rtol=1e-5, atol=1e-5)
    assert torch.isnan(got[0][1, 2].cpu()) and torch.isnan(got[1][1, 2].cpu())
    assert torch.spyre.fallback_counts() == before


def test_index_reduce_eager_integers(spyre):
    x, src, index = torch.arange(-9, 9).reshape(6, 3), torch.arange(12).reshape(4, 3) * 3 - 20, torch.tensor([5, 0, 5, 3])
    before = torch.spyre.fallback_counts()
    got = x.to("spyre").index_reduce(0, index.to("spyre"), src.to("spyre"), "amin", include_self=False)
    assert torch.equal(got.cpu(), x.index_reduce(0, index, src, "amin", include_self=False))
    assert torch.spyre.fallback_counts() == before


def test_float64_in_a_compiled_graph_is_a_clear_error(spyre):
    torch._dynamo.reset()
    with pytest.raises(Exception, match=r"dtype float64 has no device layout \(the card holds and computes float16"):
        torch.compile(lambda x: torch.softmax(x, -1, dtype=torch.float64))(torch.randn(3, 4).to("spyre"))


def test_adaptive_max_pool2d_whose_masked_loads_read_nothing(spyre):
    # a window load that its mask never lets read (an "none" access) has no device offsets: work
    # division took its span and failed ("'NoneType' object is not subscriptable")
    (x,) = _randn((1, 4, 4, 4))
    check(lambda t: torch.nn.functional.adaptive_max_pool2d(t, (2, 3), return_indices=True), x)
    check(lambda t: torch.nn.functional.adaptive_max_pool2d(t, (2, 3)), x[0])


@pytest.mark.parametrize("mode, shape, pad", [
    ("reflect", (1, 3, 5, 7), (1, 2, 2, 1)),   # Abs(i - pad) indexes the input
    ("reflect", (2, 4, 40), (3, 5)),          # along the stick dim, rows past one stick
    ("replicate", (3, 6, 6), (2, 2, 1, 1)),
], ids=["reflect2d", "reflect1d-stick", "replicate2d"])
def test_padding_modes_compiled(spyre, mode, shape, pad):
    (x,) = _randn(shape)
    check(lambda t: torch.nn.functional.pad(t, pad, mode=mode), x)


def _products(x, y, z):
    return torch.prod(x), torch.prod(x, 1), torch.prod(y, 0, keepdim=True), torch.cumprod(x, -1), \
        torch.cumprod(y, 0), torch.cumprod(z, 0)


def test_prod_and_cumprod_compiled_as_pairwise_products(spyre):
    """prod as a tree of halves multiplied, cumprod as a Hillis-Steele scan (odd lengths, along
    the stick dim and across rows); values near 1 keep the products in range; the CPU multiplies
    in another order, so fp32 rounding differs by a few ulps."""
    x, y, z = (0.6 + 0.7 * torch.rand(s, generator=torch.Generator().manual_seed(k)) for k, s in
               enumerate([(5, 37), (9, 6), (20,)]))
    x[2, 5] = 0.0  # a zero stops a product
    check(_products, x, y, z)


def _reducing_scatters(x, index, src, xi, ii, si):
    outs = []
    for reduce in ("prod", "mean", "amax", "amin"):
        outs.append(x.scatter_reduce(1, index, src, reduce))
        outs.append(x.scatter_reduce(1, index, src, reduce, include_self=False))
        outs.append(xi.index_reduce(1, ii, si, reduce, include_self=False))
    outs.append(xi.index_reduce(1, ii, si, "prod"))
    return tuple(outs)


def test_scatter_reduce_and_index_reduce_compiled(spyre):
    """Reducing scatters (prod / mean / amax / amin) as dense masked reductions; scatter_reduce's
    index covers only part of x and src (the rest of x is kept); slots nothing lands in keep x."""
    x, src, xi, si = _randn((4, 6), (5, 7), (3, 5), (3, 7))
    index = torch.randint(0, 6, (3, 5), generator=torch.Generator().manual_seed(1))
    ii = torch.tensor([0, 2, 2, 4, 0, 1, 2])
    check(_reducing_scatters, x, index, src, xi, ii, si)


def test_reducing_scatters_of_0d_tensors_compiled(spyre):
    # OpInfo's first samples of scatter_reduce / index_reduce: a 0-d self, index and source
    x, s = torch.tensor(1.5), torch.tensor(-2.0)
    check(lambda a, b: (a.scatter_reduce(0, torch.tensor(0, device=a.device), b, "prod"),
                        a.index_reduce(0, torch.tensor([0], device=a.device), b, "amin", include_self=False)), x, s)


def _erfc_points():
    """-12 .. 12 densely (the tail where 1 - erf(x) would cancel to 0 included), the switch to
    1 - erf at |x| = 0.5, the underflow past 9.2 (subnormals) and 10.5 (0), and the specials."""
    edges = torch.tensor([0.0, -0.0, 0.4999999, 0.5, 0.5000001, -0.5, 1e-30, 9.2, 10.0, 10.4999, 10.5, 11.0, 3e38,
                          -3e38, float("inf"), float("-inf"), float("nan")])
    return torch.cat([torch.linspace(-12, 12, 24001), edges])


def _erfc_exact(x):
    import math
    return torch.tensor([math.erfc(v) if v == v else v for v in x.double().tolist()], dtype=torch.float64)


def test_erfc_compiled_is_accurate_in_the_tail(spyre):
    """erfc (frontend/scheduling.py `_IRBuilder.erfc`, exp(-x^2) times a fitted factor): within
    1e-6 relative of the exact value wherever that is a normal fp32 number (1 - erf(x) would be 0
    from x ~ 4), within a subnormal step below; the CPU's specials."""
    x = _erfc_points()
    torch._dynamo.reset()
    got = torch.compile(torch.erfc)(x.to("spyre")).cpu()
    exact = _erfc_exact(x)
    normal = exact.abs() >= torch.finfo(torch.float32).tiny
    assert ((got.double() - exact).abs() / exact)[normal].max() < 1e-6
    assert (got.double() - exact)[~normal & ~exact.isnan()].abs().max() < 1e-44
    torch.testing.assert_close(got, torch.erfc(x), equal_nan=True, rtol=1e-6, atol=1e-44)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=str)
def test_erfc_16_bit_matches_the_cpu(spyre, dtype):
    """Widened to fp32 and rounded once: the CPU's values here (both round the fp32 result)."""
    x = _erfc_points().to(dtype)
    torch._dynamo.reset()
    got = torch.compile(torch.erfc)(x.to("spyre")).cpu()
    torch.testing.assert_close(got, torch.erfc(x), equal_nan=True, rtol=0, atol=0)
    assert got.dtype == dtype


def test_erfc_eager(spyre):
    x = _erfc_points()
    before = torch.spyre.fallback_counts()
    torch.testing.assert_close(torch.erfc(x.to("spyre")).cpu(), torch.erfc(x), equal_nan=True, rtol=1e-6, atol=1e-44)
    out = torch.empty(0, device="spyre")
    torch.special.erfc(x.to("spyre"), out=out)
    torch.testing.assert_close(out.cpu(), torch.erfc(x), equal_nan=True, rtol=1e-6, atol=1e-44)
    assert torch.spyre.fallback_counts() == before


def test_erfcx_compiled_and_eager(spyre):
    """erfcx = exp(x^2) erfc(x) (the erfc fit without its exp(-x^2); an asymptotic series past
    10.5; 2 exp(x^2) - erfcx(-x) below 0): within 1e-6 relative of the float64 value (the CPU's fp32
    one is off by up to 4e-6 for negative x), inf where the CPU's is."""
    x = torch.cat([_erfc_points(), torch.linspace(10, 40, 3001), torch.tensor([1e30, 3e38, -9.3, -9.5])])
    exact = torch.special.erfcx(x.double())
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    for got in (torch.compile(torch.special.erfcx)(x.to("spyre")).cpu(), torch.special.erfcx(x.to("spyre")).cpu()):
        finite = (exact < 3.4e38) & (exact > torch.finfo(torch.float32).tiny)
        assert ((got.double() - exact).abs() / exact)[finite].max() < 1e-6
        assert torch.equal(got.isinf(), torch.special.erfcx(x).isinf()) and torch.equal(got.isnan(), x.isnan())
    assert torch.spyre.fallback_counts() == before


def _gamma_points():
    """Both sides of 0, the poles (0, -0, negative integers), the zeros of lgamma (1, 2) and of
    digamma (1.4616), large and tiny magnitudes, the specials."""
    specials = torch.tensor([0.0, -0.0, -1.0, -2.0, -2.5, -1e-30, 1e-30, 1.0, 2.0, 1.4616321, 7.999, 8.0, 1e7, -3e7,
                             3e38, float("inf"), float("-inf"), float("nan")])
    return torch.cat([torch.linspace(-30, 30, 6001), torch.linspace(0, 1000, 2001), specials])


@pytest.mark.parametrize("fn", [torch.lgamma, torch.digamma], ids=["lgamma", "digamma"])
def test_lgamma_digamma_compiled_and_eager(spyre, fn):
    """lgamma / digamma (recurrence up to 8, Stirling's series, reflection below 0): within 1e-5
    of the float64 value, relative past 1 in magnitude and absolute below (the reflection's
    cancellation near the negative poles costs lgamma up to 6e-6); poles, infinities and NaN as
    the CPU's, signs of infinities included."""
    x = _gamma_points()
    exact, cpu = fn(x.double()), fn(x)
    finite = exact.abs() < 3e38
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    for got in (torch.compile(fn)(x.to("spyre")).cpu(), fn(x.to("spyre")).cpu()):
        assert ((got.double() - exact).abs() / exact.abs().clamp_min(1.0))[finite & cpu.isfinite()].max() < 1e-5
        assert torch.equal(got.isnan(), cpu.isnan()) and torch.equal(got.isinf(), cpu.isinf())
        assert torch.equal(got[got.isinf()], cpu[cpu.isinf()])
    assert torch.spyre.fallback_counts() == before


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=str)
def test_lgamma_digamma_16_bit(spyre, dtype):
    """Widened to fp32 and rounded once: within an ulp of the CPU's (both round an fp32 result;
    ours is off by up to 6e-6 relative near lgamma's negative poles, 1e-6 absolute near its zeros)."""
    x = torch.linspace(-30, 30, 4001).to(dtype)
    torch._dynamo.reset()
    got = torch.compile(lambda x: (torch.lgamma(x), torch.digamma(x)))(x.to("spyre"))
    for g, want in zip(got, (torch.lgamma(x), torch.digamma(x))):
        torch.testing.assert_close(g.cpu(), want, equal_nan=True)  # (the dtype's default: about an ulp)


def test_erfinv_compiled_and_eager(spyre):
    """erfinv (two fitted polynomials in w = -log(1 - y^2)): within 5e-7 relative of the float64
    value up to |y| = 1 - 2^-24, +-inf at +-1, NaN past it, -0.0 kept. fp16: the CPU's values but
    where the exact one lies within 3e-8 of a rounding midpoint (+-0.23486: ours is 1e-7 off in fp32)."""
    y = torch.cat([torch.linspace(-1, 1, 20001), 1 - torch.logspace(-7.2, -1, 300), torch.logspace(-30, -1, 30),
                   torch.tensor([1.0, -1.0, 1.5, -2.0, float("nan"), 0.0, -0.0, float("inf")])])
    exact, cpu = torch.erfinv(y.double()), torch.erfinv(y)
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    for got in (torch.compile(torch.erfinv)(y.to("spyre")).cpu(), torch.erfinv(y.to("spyre")).cpu()):
        finite = exact.isfinite() & (exact != 0)
        assert ((got.double() - exact).abs() / exact.abs())[finite].max() < 5e-7
        assert torch.equal(got.isnan(), cpu.isnan())
        assert torch.equal(got[got.isinf()], cpu[cpu.isinf()]) and torch.equal(torch.signbit(got[exact == 0]), torch.signbit(cpu[exact == 0]))
    assert torch.spyre.fallback_counts() == before
    half = torch.linspace(-1, 1, 2001).half()
    got = torch.compile(torch.erfinv)(half.to("spyre")).cpu()
    torch.testing.assert_close(got, torch.erfinv(half), equal_nan=True, rtol=1e-3, atol=0)


def test_log_ndtr_through_erfc(spyre):
    """special.log_ndtr (PyTorch's decomposition: log(erfcx(-t) / 2) - t^2 below 1, t = x / sqrt 2,
    log1p(-erfc(t) / 2) above): within 1e-5 relative of the float64 value down to -40, compiled
    and eager (the CPU's own fp32 error there: 5e-6)."""
    x = torch.cat([torch.linspace(-40, 10, 5001), torch.tensor([float("inf"), float("-inf"), float("nan"), 0.0])])
    exact, cpu = torch.special.log_ndtr(x.double()), torch.special.log_ndtr(x)
    finite = exact.isfinite() & (exact != 0)
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    for got in (torch.compile(torch.special.log_ndtr)(x.to("spyre")).cpu(), torch.special.log_ndtr(x.to("spyre")).cpu()):
        assert ((got.double() - exact).abs() / exact.abs())[finite].max() < 1e-5
        torch.testing.assert_close(got[~finite], cpu[~finite], equal_nan=True, rtol=0, atol=0)
    assert torch.spyre.fallback_counts() == before


# fmod / copysign are vector-unit instructions (vfmod, vcopysign); signbit is copysign(1, x) < 0;
# floor division of floats is the CPU's div_floor_floating built on fmod (_IRBuilder.floordiv).
# Operand pairs: every pair of these values (signed zeros, infinities, NaNs of both signs, negative
# divisors, division by zero), then random ones.
DIVISION_VALUES = [0.0, -0.0, INF, -INF, NAN, -NAN, 1.0, -1.0, 5.5, -5.5, 3.0, -3.0, 1e-3, 7.25, -0.75, 2.0, 0.1,
                   -0.3, 1e-30, 1e30]


def _division_operands(dtype, count=600):
    vals = torch.tensor(DIVISION_VALUES)
    vals[5] = -vals[5]  # (torch.tensor(-nan) keeps the sign bit clear: -NaN set by negation)
    a, b = torch.meshgrid(vals, vals, indexing="ij")
    g = torch.Generator().manual_seed(0)
    a = torch.cat([a.reshape(-1), torch.randn(count, generator=g) * 100])
    b = torch.cat([b.reshape(-1), torch.randn(count, generator=g) * 4])
    # (the CPU's vectorized fmod (Sleef) gives NaN where a / b overflows, its scalar loop the exact
    # remainder that the card gives: those pairs are left out)
    with torch.no_grad():
        keep = ~((a / b).abs().isinf() & a.isfinite() & (b != 0))
    return a[keep].to(dtype), b[keep].to(dtype)


def assert_same_bits(got, want, name):
    """Equal, NaN where NaN, and the same sign bit everywhere (-0.0; a NaN's where the op sets it)."""
    got = got.cpu()
    assert got.dtype == want.dtype and got.shape == want.shape, name
    torch.testing.assert_close(got, want, equal_nan=True, rtol=0, atol=0, msg=lambda m: f"{name}: {m}")
    if want.dtype != torch.bool:
        finite = ~want.isnan()
        assert torch.equal(got[finite].signbit(), want[finite].signbit()), name


def _division_family(a, b):
    return (torch.fmod(a, b), torch.copysign(a, b), torch.signbit(b), torch.floor_divide(a, b),
            torch.div(a, b, rounding_mode="floor"), torch.fmod(a, -2.5), torch.div(a, -2.5, rounding_mode="floor"),
            a // 0.0)


DIVISION_NAMES = ("fmod", "copysign", "signbit", "floor_divide", "div_floor", "fmod_scalar", "div_floor_scalar",
                  "floordiv_by_zero")


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16], ids=str)
def test_fmod_copysign_signbit_floor_division_compiled_match_the_cpu_bit_for_bit(spyre, dtype):
    a, b = _division_operands(dtype)
    torch._dynamo.reset()
    got = torch.compile(_division_family)(a.to("spyre"), b.to("spyre"))
    for name, g, want in zip(DIVISION_NAMES, got, _division_family(a, b)):
        assert_same_bits(g, want, name)
    # copysign and signbit read a NaN's sign bit too
    assert torch.equal(got[2].cpu(), b.signbit()) and torch.equal(got[1].cpu().signbit(), b.signbit())


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=str)
@pytest.mark.parametrize("shape", [(), (1,), (1, 1)], ids=str)
def test_16_bit_floor_division_by_one_element_is_rounded_once(spyre, dtype, shape):
    """The CPU's kernel divides by a one-element divisor in fp32 and rounds once, by a tensor in
    16-bit steps (bf16 -266 // -2.5 is 106 by one element, 105 elementwise): both as the CPU."""
    a, b = _division_operands(dtype)
    d = torch.full(shape, -2.5, dtype=dtype)
    torch._dynamo.reset()
    fn = torch.compile(lambda a, b, d: (torch.div(a, d, rounding_mode="floor"), torch.floor_divide(a, b)))
    one, elementwise = fn(a.to("spyre"), b.to("spyre"), d.to("spyre"))
    assert_same_bits(one, torch.div(a, d, rounding_mode="floor"), "by one element")
    assert_same_bits(elementwise, torch.floor_divide(a, b), "elementwise")


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=str)
def test_fmod_copysign_signbit_floor_division_eager_match_the_cpu(spyre, dtype):
    a, b = _division_operands(dtype, count=100)
    before = torch.spyre.fallback_counts()
    sa, sb = a.to("spyre"), b.to("spyre")
    for name, fn in (("fmod", torch.fmod), ("copysign", torch.copysign), ("floor_divide", torch.floor_divide),
                     ("div_floor", lambda a, b: torch.div(a, b, rounding_mode="floor"))):
        assert_same_bits(fn(sa, sb), fn(a, b), name)
        assert_same_bits(fn(sa, 0.0), fn(a, 0.0), f"{name} by a number")
    assert_same_bits(torch.signbit(sb), torch.signbit(b), "signbit")
    out = torch.empty(b.shape, dtype=torch.bool, device="spyre")
    torch.signbit(sb, out=out)
    assert_same_bits(out, torch.signbit(b), "signbit out=")
    for name in ("fmod_", "copysign_", "floor_divide_"):  # in place
        x = sa.clone()
        getattr(x, name)(sb)
        assert_same_bits(x, getattr(a.clone(), name)(b), name)
    assert torch.spyre.fallback_counts() == before


@pytest.mark.parametrize("dtype", [torch.int32, torch.int64], ids=str)
def test_integer_fmod_has_the_dividends_sign(spyre, dtype):
    # Inductor's ops.mod: C's remainder, built from the vector unit's rem (the divisor's sign)
    a = torch.tensor([-7, 7, -7, 7, 0, -1, 5, -6, 2**30, -(2**30) - 5], dtype=dtype)
    b = torch.tensor([3, -3, -3, 3, 5, 7, -1, 4, -7, 9], dtype=dtype)
    torch._dynamo.reset()
    got = torch.compile(lambda a, b: (torch.fmod(a, b), torch.fmod(a, -4)))(a.to("spyre"), b.to("spyre"))
    assert torch.equal(got[0].cpu(), torch.fmod(a, b)) and torch.equal(got[1].cpu(), torch.fmod(a, -4))


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=str)
def test_16_bit_floor_division_by_a_python_number_takes_its_fp32_value(spyre, dtype):
    """The CPU divides by a Python number as itself in fp32 (bf16 x // 0.1 by 0.1f, not by
    bf16(0.1)): compiled and eager as the CPU."""
    x = (torch.randn(2000, generator=torch.Generator().manual_seed(0)) * 10).to(dtype)
    for divisor in (0.1, 1 / 3, -0.3):
        want = torch.div(x, divisor, rounding_mode="floor")
        torch._dynamo.reset()
        assert_same_bits(torch.compile(lambda x: torch.div(x, divisor, rounding_mode="floor"))(x.to("spyre")), want,
                         f"compiled // {divisor}")
        assert_same_bits(torch.div(x.to("spyre"), divisor, rounding_mode="floor"), want, f"eager // {divisor}")
