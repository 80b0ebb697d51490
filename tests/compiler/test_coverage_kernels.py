"""Kernels for ops real code uses that had no spyre form (issue 17): compiled (both card engines,
this directory's conftest) and eager, against the CPU.

log1p / expm1 / exp2 / log2 / log10 / tan / sinh / cosh / asinh / atanh, atan / asin / acos / acosh /
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
