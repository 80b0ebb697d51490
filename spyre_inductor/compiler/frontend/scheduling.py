"""Inductor scheduling for spyre: fused scheduler nodes -> kernel IR -> pipeline -> wrapper lines.

Each node's body is re-read in its *default* (unmerged) index space (inductor_api.default_sizes_body):
Inductor's simplify_and_reorder may merge a (6, 5) pointwise into one dim of 30, but stick layouts
need the innermost host dim as its own loop. Every fused node becomes one stage of one kernel
(stages run one after another), so fusion only asks whether nodes work on the same data.
"""

from __future__ import annotations

import contextlib
import itertools
import math
import os

import sympy
import torch

from .. import debug, progress
from .. import inductor_api as api
from ..common import DEVICE, SpyreCompileError
from ..ir.kernel_ir import (COMPARISONS, POINTWISE, Buffer, Kernel, Op, Stage, indirect_symbol, iter_symbol,
                            reduce_symbol)
from ..passes.attention import AttentionStage, operand_view
from ..passes.symbolic import SymbolicUnsupported
from ..pipeline import SYMBOLIC_BLOCK_ROWS, compile_kernel, compile_masked_length_kernel, compile_symbolic_kernel

# a symbolic size without an upper bound from Dynamo is compiled for 1 .. this (a larger size is a
# guard failure: Dynamo recompiles); SPYRE_SYMBOLIC_MAX overrides it, 0 turns symbolic kernels off
DEFAULT_SYMBOLIC_MAX = 1 << 16


def symbolic_max() -> int:
    return int(os.environ.get("SPYRE_SYMBOLIC_MAX", DEFAULT_SYMBOLIC_MAX))

# a symbol along the stick dim is compiled for the sizes of one stick bucket: sticks of this many
# elements (fp16, then fp32), the first whose bucket keeps every buffer's sticks
SYMBOLIC_LENGTH_STICKS = (64, 32)
# ... and for the buckets after it, up to this many buckets in all (the sizes between them that fill
# their last stick exactly specialized): one graph serves them, the wrapper picks the artifact by
# the symbol's value (a generate's KV length grows past a stick); SPYRE_SYMBOLIC_BUCKETS overrides
DEFAULT_SYMBOLIC_BUCKETS = 3


def symbolic_buckets() -> int:
    return max(1, int(os.environ.get("SPYRE_SYMBOLIC_BUCKETS", DEFAULT_SYMBOLIC_BUCKETS)))

# fused kernels longer than this are split (keeps programs and scratchpad plans small)
MAX_STAGES_PER_KERNEL = 16

_TORCH_TO_NP = {
    torch.float32: "float32", torch.float16: "float16", torch.bfloat16: "bfloat16",
    torch.float64: "float64", torch.int64: "int64", torch.int32: "int32", torch.int16: "int16",
    torch.int8: "int8", torch.uint8: "uint8", torch.bool: "bool",
}


def dtype_name(dtype: torch.dtype) -> str:
    try:
        return _TORCH_TO_NP[dtype]
    except KeyError:
        raise SpyreCompileError(f"spyre compiler: dtype {dtype} is not supported") from None


# the symbol a kernel is being built for at a trial value (symbolic_build): {symbol: value}
_trial_values: dict = {}
# the other symbolic sizes the trial builds read (at their hints): guarded only when a trial's
# kernel is accepted (commit_trial_guards), so a refused trial pins no symbol that a later kernel
# could keep symbolic
_trial_reads: list = []


@contextlib.contextmanager
def symbolic_build(symbol, value: int):
    """Inside, `symbol` reads as `value` without a guard (the symbolic kernel's trial builds), and
    other symbolic sizes as their hints, recorded for commit_trial_guards."""
    prev = dict(_trial_values)
    _trial_values.clear()
    _trial_values[symbol] = value
    try:
        yield
    finally:
        _trial_values.clear()
        _trial_values.update(prev)


def start_trials() -> None:
    _trial_reads.clear()


def commit_trial_guards() -> None:
    """Specialize (guard) the other symbolic sizes the accepted trial builds read."""
    for expr in dict.fromkeys(_trial_reads):
        api.V.graph.sizevars.guard_int(expr)
    _trial_reads.clear()


def static_int(expr, what: str) -> int:
    """Sizes must be static: a symbolic size is specialized (guarded), so Dynamo recompiles for a new
    size instead of running a program built for another one (except the symbol of a symbolic
    kernel, symbolic_build)."""
    if isinstance(expr, int):
        return expr
    expr = sympy.sympify(expr)
    if _trial_values and expr.free_symbols & set(_trial_values):
        expr = sympy.expand(expr.subs(_trial_values))
    if expr.is_Integer:
        return int(expr)
    try:
        if _trial_values:
            value = int(api.size_hint(expr))
            _trial_reads.append(expr)
            return value
        return int(api.V.graph.sizevars.guard_int(expr))
    except Exception as exc:  # noqa: BLE001 - unbacked or unguardable
        raise SpyreCompileError(
            f"spyre compiler: {what} has symbolic size {expr} that cannot be specialized "
            f"(dynamic shapes are compiled by specializing; got: {exc})") from exc


class _IRBuilder(api.DefaultHandler):
    """An Inductor ops handler that records one stage's body as kernel-IR ops."""

    def __init__(self, stage: Stage, kernel: "_KernelBuilder", node_name: str):
        self.stage = stage
        self.kernel = kernel
        self.node_name = node_name
        self.dtypes: dict[str, str] = {}
        self.masks: list[str] = []

    # -- helpers
    def _emit(self, opcode, operands=(), dtype=None, **kw) -> str:
        result = f"%{len(self.stage.ops)}"
        self.stage.ops.append(Op(opcode, result, tuple(operands), dtype, **kw))
        self.dtypes[result] = dtype
        return result

    def _index(self, index) -> sympy.Expr:
        """The index with every size symbol specialized (guarded) to its value: programs are static."""
        index = sympy.sympify(index)
        loop_vars = set(self.stage.iter_vars) | set(self.stage.reduce_vars)
        loop_vars |= {indirect_symbol(op.result) for op in self.stage.ops if op.opcode == "indirect"}
        sizes = {s: static_int(s, f"node {self.node_name} index {index}")
                 for s in index.free_symbols if s not in loop_vars}
        return sympy.expand(index.subs(sizes) if sizes else index)

    def _unsupported(self, what: str):
        raise SpyreCompileError(f"spyre compiler: node {self.node_name}: {what} is not supported yet")

    # -- memory
    def load(self, name, index):
        name = self.kernel.use_buffer(name)
        dtype = self.kernel.buffers[name].dtype
        mask = self.masks[-1] if self.masks else None
        return self._emit("load", (), dtype, buffer=name, index=self._index(index), mask=mask,
                          value=0 if mask else None)

    def store(self, name, index, value, mode=None):
        # atomic_add: scatter_add / index_add / index_put(accumulate=True) add into the buffer
        if mode not in (None, "atomic_add"):
            self._unsupported(f"store mode {mode!r}")
        index = self._index(index)
        indirect = {indirect_symbol(op.result) for op in self.stage.ops if op.opcode == "indirect"}
        # a store through a loaded index (passes/scatter.py) keeps what it does not reach: it reads
        # the buffer too
        keeps = mode is not None or bool(index.free_symbols & indirect)
        name = self.kernel.define_buffer(name, keeps=keeps)
        self.stage.ops.append(Op("store", None, (value,), buffer=name, index=index,
                                 value="add" if mode == "atomic_add" else None))

    def store_reduction(self, name, index, value):
        name = self.kernel.define_buffer(name)
        self.stage.ops.append(Op("store_reduction", None, (value,), buffer=name, index=self._index(index)))

    # -- values
    def constant(self, value, dtype):
        return self._emit("const", (), dtype_name(dtype), value=value)

    def index_expr(self, expr, dtype):
        return self._emit("index", (), dtype_name(dtype), index=self._index(expr))

    def to_dtype(self, x, dtype, src_dtype=None, use_compute_types=True):
        return self._emit("to_dtype", (x,), dtype_name(dtype), value=dtype_name(dtype))

    def masked(self, mask, body, other):
        self.masks.append(mask)
        try:
            inner = body()
        finally:
            self.masks.pop()
        other_v = self.constant(other, torch.float32 if isinstance(other, float) else
                                (torch.bool if isinstance(other, bool) else torch.int64))
        other_v = self.to_dtype(other_v, _np_to_torch(self.dtypes[inner])) \
            if self.dtypes[other_v] != self.dtypes[inner] else other_v
        return self._emit("where", (mask, inner, other_v), self.dtypes[inner])

    def isinf(self, x):
        # |x| == inf: the vector unit compares, it has no isinf of its own (T5's fp16 clamp asks)
        inf = self.constant(float("inf"), _np_to_torch(self.dtypes[x]))
        return self._default("eq", (self._default("abs", (x,), {}), inf), {})

    # log1p / expm1 / exp2 / log2 have no vector-unit instruction: they are built from ones it has,
    # in fp32 (a 16-bit operand is widened first and the result rounded once, as one instruction
    # would). log1p and expm1 use Kahan's forms, which stay accurate where 1 + x or exp(x) - 1
    # cancel: with u = fl(1 + x), log1p(x) = log(u) * (x / (u - 1)) (x itself where u == 1);
    # with u = exp(x), expm1(x) = (u - 1) * (x / log(u)) (x where u == 1, -1 where u - 1 == -1).
    def _widened(self, x, body):
        dtype = self.dtypes[x]
        if dtype in ("float16", "bfloat16"):
            return self.to_dtype(body(self.to_dtype(x, torch.float32)), _np_to_torch(dtype))
        return body(x)

    def _widened_pair(self, x, y, body):
        """_widened for two operands of one dtype: body(x, y) in fp32, rounded once to 16 bits."""
        dtype = self.dtypes[x]
        if dtype in ("float16", "bfloat16"):
            return self.to_dtype(body(self.to_dtype(x, torch.float32), self.to_dtype(y, torch.float32)),
                                 _np_to_torch(dtype))
        return body(x, y)

    def _c(self, value, like):
        return self.constant(value, _np_to_torch(self.dtypes[like]))

    def log1p(self, x):
        def body(x):
            f = self._default
            one = self._c(1.0, x)
            u = f("add", (x, one), {})
            kahan = f("mul", (f("log", (u,), {}), f("truediv", (x, f("sub", (u, one), {})), {})), {})
            exact = f("logical_or", (f("eq", (u, one), {}), f("eq", (x, self._c(float("inf"), x)), {})), {})
            return f("where", (exact, x, kahan), {})
        return self._widened(x, body)

    def expm1(self, x):
        def body(x):
            f = self._default
            one = self._c(1.0, x)
            u = f("exp", (x,), {})
            um1 = f("sub", (u, one), {})
            kahan = f("mul", (um1, f("truediv", (x, f("log", (u,), {})), {})), {})
            kahan = f("where", (f("eq", (u, self._c(float("inf"), x)), {}), u, kahan), {})
            kahan = f("where", (f("eq", (um1, self._c(-1.0, x)), {}), self._c(-1.0, x), kahan), {})
            return f("where", (f("eq", (u, one), {}), x, kahan), {})
        return self._widened(x, body)

    def exp2(self, x):
        return self._widened(x, lambda x: self._default("pow", (self._c(2.0, x), x), {}))

    def log2(self, x):
        return self._widened(x, lambda x: self._default(
            "mul", (self._default("log", (x,), {}), self._c(1.0 / math.log(2.0), x)), {}))

    def log10(self, x):
        return self._widened(x, lambda x: self._default(
            "mul", (self._default("log", (x,), {}), self._c(1.0 / math.log(10.0), x)), {}))

    def tan(self, x):
        return self._widened(x, lambda x: self._default(
            "truediv", (self._default("sin", (x,), {}), self._default("cos", (x,), {})), {}))

    # erfc has no vector-unit instruction, and 1 - erf(x) cancels once erf(x) nears 1 (x > ~1): it
    # is used only where |x| < 0.5 (erf(x) < 0.53). Elsewhere erfc(a), a = |x|, is t exp(-a^2 + P(u))
    # with t = 1 / (1 + a / 2), u = 2 t - 1 and P of degree 10, a least-squares fit of
    # log(erfc(a) exp(a^2) / t) over Chebyshev nodes on [0, 10.5] (in float64, against math.erfc;
    # fit error 3e-8). a^2 is split as hi^2 + (a - hi)(a + hi), hi = a rounded down to a sixteenth:
    # hi^2 is exact in fp32, and the rounding of a^2 (5e-6 at a = 9) stays out of the exponent.
    # erfc(x) = 2 - erfc(-x) below 0; past 10.5 it is 0 in fp32. Max relative error over [-12, 12]
    # in fp32: 5e-7 (the CPU's: 9e-8), where the result is not subnormal.
    ERFC_POLY = (-0.671794056892395, 0.6726431846618652, 0.047342751175165176, -0.04689418151974678,
                 -0.009864103980362415, 0.008809598162770271, 0.0017138482071459293, -0.0022694237995892763,
                 -5.7378831115784124e-05, 0.0004929095739498734, -0.00012309016892686486)
    ERFC_ZERO_FROM = 10.5

    def _erfcx_fit(self, a):
        """(t, P(u)) for 0 <= a <= 10.5: erfc(a) exp(a^2) = t exp(P(u)) (the fit above)."""
        f = self._default
        t = f("truediv", (self._c(1.0, a), f("add", (self._c(1.0, a), f("mul", (a, self._c(0.5, a)), {})), {})), {})
        u = f("sub", (f("add", (t, t), {}), self._c(1.0, a)), {})
        poly = self._c(self.ERFC_POLY[-1], a)
        for k in reversed(self.ERFC_POLY[:-1]):
            poly = f("add", (f("mul", (poly, u), {}), self._c(k, a)), {})
        return t, poly

    def _square_parts(self, a):
        """(hi, lo) with a^2 = hi^2 + lo, hi = a rounded down to a sixteenth (hi^2 exact in fp32 for
        a < 2^8), lo = (a - hi)(a + hi) small: exp(+-a^2) as exp(+-hi^2) exp(+-lo) keeps the
        rounding of a^2 out of the exponent."""
        f = self._default
        hi = f("mul", (f("floor", (f("mul", (a, self._c(16.0, a)), {}),), {}), self._c(1.0 / 16, a)), {})
        return hi, f("mul", (f("sub", (a, hi), {}), f("add", (a, hi), {})), {})

    def erfc(self, x):
        def body(x):
            f = self._default

            def c(v):
                return self._c(v, x)

            a = f("abs", (x,), {})
            a = f("where", (f("lt", (a, c(self.ERFC_ZERO_FROM)), {}), a, c(self.ERFC_ZERO_FROM)), {})  # (NaN too)
            t, poly = self._erfcx_fit(a)
            hi, lo = self._square_parts(a)
            e = f("mul", (f("mul", (t, f("exp", (f("neg", (f("mul", (hi, hi), {}),), {}),), {})), {}),
                          f("exp", (f("sub", (poly, lo), {}),), {})), {})
            e = f("where", (f("lt", (x, c(0.0)), {}), f("sub", (c(2.0), e), {}), e), {})
            e = f("where", (f("lt", (a, c(0.5)), {}), f("sub", (c(1.0), f("erf", (x,), {})), {}), e), {})
            return f("where", (f("isnan", (x,), {}), x, e), {})
        return self._widened(x, body)

    # erfcx(x) = exp(x^2) erfc(x): 1 - erf(x) times exp(x^2) below |x| = 0.5; the fit itself up to
    # 10.5; past it the asymptotic series 1 / (a sqrt(pi)) (1 - 1 / (2a^2) + 3 / (4a^4) - ...), five
    # terms (the next is under 2e-9 there); erfcx(x) = 2 exp(x^2) - erfcx(-x) below 0 (inf past
    # -9.4, as the CPU's).
    ERFCX_SERIES = (1.0, -0.5, 0.75, -1.875, 6.5625)

    def erfcx(self, x):
        def body(x):
            f = self._default

            def c(v):
                return self._c(v, x)

            a = f("abs", (x,), {})
            fitted = f("lt", (a, c(self.ERFC_ZERO_FROM)), {})
            t, poly = self._erfcx_fit(f("where", (fitted, a, c(self.ERFC_ZERO_FROM)), {}))
            mid = f("mul", (t, f("exp", (poly,), {})), {})
            r = f("truediv", (c(1.0), a), {})
            r2 = f("mul", (r, r), {})
            series = c(self.ERFCX_SERIES[-1])
            for k in reversed(self.ERFCX_SERIES[:-1]):
                series = f("add", (f("mul", (series, r2), {}), c(k)), {})
            far = f("mul", (f("mul", (r, c(1.0 / math.sqrt(math.pi))), {}), series), {})
            e = f("where", (fitted, mid, far), {})
            hi, lo = self._square_parts(f("minimum", (a, c(20.0)), {}))  # (exp(400) is inf already)
            grown = f("mul", (f("exp", (f("mul", (hi, hi), {}),), {}), f("exp", (lo,), {})), {})
            e = f("where", (f("lt", (x, c(0.0)), {}), f("sub", (f("add", (grown, grown), {}), e), {}), e), {})
            near = f("mul", (f("exp", (f("mul", (x, x), {}),), {}), f("sub", (c(1.0), f("erf", (x,), {})), {})), {})
            e = f("where", (f("lt", (a, c(0.5)), {}), near, e), {})
            return f("where", (f("isnan", (x,), {}), x, e), {})
        return self._widened(x, body)

    # erfinv(y) = y P(w), w = -log((1 - y)(1 + y)): P a polynomial of degree 9 in w - 2.5 for w < 5
    # (|y| < 0.9966), else in sqrt(w) - 3 (the tail, to |y| = 1 - 2^-24), least-squares fits over
    # Chebyshev nodes of erfinv(y) / y (float64, against the CPU's float64 erfinv; fit error 2e-8).
    # +-1 gives +-inf, |y| > 1 NaN. Max relative error in fp32: 2e-7 (the CPU's: 6e-8).
    ERFINV_CENTRAL = (1.5014094114303589, 0.24664029479026794, -0.004177389666438103, -0.0012527484213933349,
                      0.00021834693325217813, -4.959738816978643e-06, -3.4633596897037933e-06,
                      4.654275471693836e-07, 2.3286158779001198e-08, -8.739736045981772e-09)
    ERFINV_TAIL = (2.832976818084717, 1.0016748905181885, 0.009444612078368664, -0.007636235561221838,
                   0.00569232227280736, -0.0036028872709721327, 0.0014716248260810971, -4.482057920540683e-05,
                   -0.00029894220642745495, 0.00010642212873790413)

    def erfinv(self, x):
        def body(y):
            f = self._default

            def c(v):
                return self._c(v, y)

            one = c(1.0)
            w = f("neg", (f("log", (f("mul", (f("sub", (one, y), {}), f("add", (one, y), {})), {}),), {}),), {})
            central = self._series(self.ERFINV_CENTRAL, f("sub", (w, c(2.5)), {}), y)
            tail = self._series(self.ERFINV_TAIL, f("sub", (f("sqrt", (w,), {}), c(3.0)), {}), y)
            out = f("mul", (f("where", (f("lt", (w, c(5.0)), {}), central, tail), {}), y), {})
            a = f("abs", (y,), {})
            out = f("where", (f("eq", (a, one), {}), f("mul", (y, c(float("inf"))), {}), out), {})
            return f("where", (f("gt", (a, one), {}), c(float("nan")), out), {})
        return self._widened(x, body)

    # lgamma / digamma: for a < 8 the recurrences lgamma(a) = lgamma(a + 8) - log(a (a+1) ... (a+7)),
    # digamma(a) = digamma(a + 8) - sum_k 1 / (a + k) lift the argument to z >= 8, where the
    # asymptotic (Stirling) series converge to fp32 precision in four terms (the next is under 1e-11
    # at z = 8); below 0 the reflection formulas, with sin / tan of pi r, r = x - round(x) (their
    # period: accurate for large |x|).
    LGAMMA_SERIES = (1 / 12, -1 / 360, 1 / 1260, -1 / 1680)  # in 1 / z, odd powers
    DIGAMMA_SERIES = (-1 / 12, 1 / 120, -1 / 252, 1 / 240)  # in 1 / z^2, even powers
    GAMMA_SHIFT = 8

    def _gamma_arguments(self, x):
        """(negative, a, z, small, r) of lgamma / digamma: a = 1 - x where x < 0 (negative: the
        reflection's argument), else x; z = a + 8 where a < 8 (small), else a; r = 1 / z."""
        f = self._default
        negative = f("lt", (x, self._c(0.0, x)), {})
        a = f("where", (negative, f("sub", (self._c(1.0, x), x), {}), x), {})
        shift = self._c(float(self.GAMMA_SHIFT), x)
        small = f("lt", (a, shift), {})
        z = f("where", (small, f("add", (a, shift), {}), a), {})
        return negative, a, z, small, f("truediv", (self._c(1.0, x), z), {})

    def _series(self, coefficients, w, like):
        """sum_k coefficients[k] w^k (lowest power first), by Horner's rule; constants in like's dtype."""
        f = self._default
        total = self._c(coefficients[-1], like)
        for k in reversed(coefficients[:-1]):
            total = f("add", (f("mul", (total, w), {}), self._c(k, like)), {})
        return total

    def _pi_fraction(self, x):
        """pi r with r = x - round(x) in [-1/2, 1/2]: sin and tan of pi x, up to sign, from it."""
        f = self._default
        return f("mul", (f("sub", (x, f("round", (x,), {})), {}), self._c(math.pi, x)), {})

    def lgamma(self, x):
        def body(x):
            f = self._default

            def c(v):
                return self._c(v, x)

            negative, a, z, small, r = self._gamma_arguments(x)
            stirling = f("add", (f("sub", (f("mul", (f("sub", (z, c(0.5)), {}), f("log", (z,), {})), {}), z), {}),
                                 c(0.5 * math.log(2 * math.pi))), {})
            stirling = f("add", (stirling, f("mul", (r, self._series(self.LGAMMA_SERIES, f("mul", (r, r), {}), x)), {})), {})
            product = a
            for k in range(1, self.GAMMA_SHIFT):
                product = f("mul", (product, f("add", (a, c(float(k))), {})), {})
            positive = f("where", (small, f("sub", (stirling, f("log", (f("abs", (product,), {}),), {})), {}), stirling), {})
            sine = f("abs", (f("sin", (self._pi_fraction(x),), {}),), {})
            reflected = f("sub", (f("log", (f("truediv", (c(math.pi), sine), {}),), {}), positive), {})
            out = f("where", (negative, reflected, positive), {})
            return f("where", (self.isinf(x), c(float("inf")), out), {})
        return self._widened(x, body)

    def digamma(self, x):
        def body(x):
            f = self._default

            def c(v):
                return self._c(v, x)

            negative, a, z, small, r = self._gamma_arguments(x)
            r2 = f("mul", (r, r), {})
            asymptotic = f("sub", (f("log", (z,), {}), f("mul", (r, c(0.5)), {})), {})
            asymptotic = f("add", (asymptotic, f("mul", (r2, self._series(self.DIGAMMA_SERIES, r2, x)), {})), {})
            steps = f("truediv", (c(1.0), a), {})  # (1 / +-0 gives digamma(+-0) = -+inf, as the CPU's)
            for k in range(1, self.GAMMA_SHIFT):
                steps = f("add", (steps, f("truediv", (c(1.0), f("add", (a, c(float(k))), {})), {})), {})
            positive = f("where", (small, f("sub", (asymptotic, steps), {}), asymptotic), {})
            fraction = self._pi_fraction(x)
            tangent = f("truediv", (f("sin", (fraction,), {}), f("cos", (fraction,), {})), {})
            reflected = f("sub", (positive, f("truediv", (c(math.pi), tangent), {})), {})
            # a negative integer is a pole: NaN, as the CPU's
            reflected = f("where", (f("eq", (fraction, c(0.0)), {}), c(float("nan")), reflected), {})
            return f("where", (negative, reflected, positive), {})
        return self._widened(x, body)

    def fma(self, a, b, c):
        return self._default("add", (self._default("mul", (a, b), {}), c), {})

    def _odd(self, x, magnitude):
        """sign(x) * magnitude(|x|) (an odd function from its value on |x|)."""
        f = self._default
        return f("mul", (f("sign", (x,), {}), magnitude(f("abs", (x,), {}))), {})

    def _half_exp(self, a):
        # exp(a) / 2 as exp(a - ln 2): finite up to 89.4, sinh's and cosh's own range (the CPU's
        # vectorized sinh overflows past 88.7, its scalar one does not)
        return self._default("exp", (self._default("sub", (a, self._c(math.log(2.0), a)), {}),), {})

    def sinh(self, x):
        # |x| < 20: (s + s / (s + 1)) / 2 with s = expm1(|x|), accurate near 0; beyond: exp(|x|) / 2
        def magnitude(a):
            f = self._default
            s = self.expm1(a)
            near = f("mul", (f("add", (s, f("truediv", (s, f("add", (s, self._c(1.0, a)), {})), {})), {}),
                             self._c(0.5, a)), {})
            return f("where", (f("lt", (a, self._c(20.0, a)), {}), near, self._half_exp(a)), {})
        return self._widened(x, lambda x: self._odd(x, magnitude))

    def cosh(self, x):
        def body(x):
            f = self._default
            a = f("abs", (x,), {})
            near = f("mul", (f("add", (f("exp", (a,), {}), f("exp", (f("neg", (a,), {}),), {})), {}),
                             self._c(0.5, a)), {})
            return f("where", (f("lt", (a, self._c(20.0, a)), {}), near, self._half_exp(a)), {})
        return self._widened(x, body)

    def asinh(self, x):
        # log1p(a + a^2 / (1 + sqrt(1 + a^2))), a = |x|; past 2^28 (a^2 overflows later): log(a) + ln 2
        def magnitude(a):
            f = self._default
            a2 = f("mul", (a, a), {})
            one = self._c(1.0, a)
            root = f("add", (one, f("sqrt", (f("add", (one, a2), {}),), {})), {})
            near = self.log1p(f("add", (a, f("truediv", (a2, root), {})), {}))
            far = f("add", (f("log", (a,), {}), self._c(math.log(2.0), a)), {})
            return f("where", (f("lt", (a, self._c(2.0 ** 28, a)), {}), near, far), {})
        return self._widened(x, lambda x: self._odd(x, magnitude))

    def atanh(self, x):
        # log1p(2a / (1 - a)) / 2, a = |x| (inf at 1, nan past it)
        def magnitude(a):
            f = self._default
            ratio = f("truediv", (f("add", (a, a), {}), f("sub", (self._c(1.0, a), a), {})), {})
            return f("mul", (self.log1p(ratio), self._c(0.5, a)), {})
        return self._widened(x, lambda x: self._odd(x, magnitude))

    # ---- inverse trigonometric functions (no vector-unit instruction): from atan's polynomial
    def _atan_magnitude(self, a):
        """atan(a) for a >= 0 (inf and NaN too): Cephes' atanf -- a > tan(3 pi / 8): pi / 2 + atan(-1 / a),
        a > tan(pi / 8): pi / 4 + atan((a - 1) / (a + 1)), then an odd polynomial on |t| <= tan(pi / 8)
        (about 1e-7 relative error in fp32)."""
        f = self._default

        def c(v):
            return self._c(v, a)

        big = f("gt", (a, c(2.414213562373095)), {})
        mid = f("gt", (a, c(0.4142135623730950)), {})
        reduced = f("truediv", (f("sub", (a, c(1.0)), {}), f("add", (a, c(1.0)), {})), {})
        t = f("where", (big, f("truediv", (c(-1.0), a), {}), f("where", (mid, reduced, a), {})), {})
        base = f("where", (big, c(math.pi / 2), f("where", (mid, c(math.pi / 4), c(0.0)), {})), {})
        z = f("mul", (t, t), {})
        poly = c(8.05374449538e-2)
        for k in (-1.38776856032e-1, 1.99777106478e-1, -3.33329491539e-1):
            poly = f("add", (f("mul", (poly, z), {}), c(k)), {})
        return f("add", (base, f("add", (f("mul", (f("mul", (poly, z), {}), t), {}), t), {})), {})

    def _odd_signed(self, x, magnitude):
        """magnitude(|x|) with x's sign, -0.0 giving -0.0 (as the CPU's atan / asin; _odd gives +0.0)."""
        return self._signed(magnitude(self._default("abs", (x,), {})), x)

    def atan(self, x):
        return self._widened(x, lambda x: self._odd_signed(x, self._atan_magnitude))

    def asin(self, x):
        # atan(a / sqrt((1 - a)(1 + a))), a = |x| (pi / 2 at 1, NaN past it)
        def magnitude(a):
            f = self._default
            one = self._c(1.0, a)
            root = f("sqrt", (f("mul", (f("sub", (one, a), {}), f("add", (one, a), {})), {}),), {})
            return self._atan_magnitude(f("truediv", (a, root), {}))
        return self._widened(x, lambda x: self._odd_signed(x, magnitude))

    def acos(self, x):
        # 2 atan(sqrt((1 - x) / (1 + x))): accurate near 1 (where pi / 2 - asin(x) cancels), pi at -1
        def body(x):
            f = self._default
            one = self._c(1.0, x)
            ratio = f("truediv", (f("sub", (one, x), {}), f("add", (one, x), {})), {})
            return f("mul", (self._atan_magnitude(f("sqrt", (ratio,), {})), self._c(2.0, x)), {})
        return self._widened(x, body)

    def acosh(self, x):
        # log1p(u + sqrt(u (u + 2))), u = x - 1 (NaN below 1); past 2^28 (u^2 overflows later): log(x) + ln 2
        def body(x):
            f = self._default
            u = f("sub", (x, self._c(1.0, x)), {})
            near = self.log1p(f("add", (u, f("sqrt", (f("mul", (u, f("add", (u, self._c(2.0, x)), {})), {}),), {})), {}))
            far = f("add", (f("log", (x,), {}), self._c(math.log(2.0), x)), {})
            return f("where", (f("gt", (x, self._c(2.0 ** 28, x)), {}), far, near), {})
        return self._widened(x, body)

    def _signed(self, magnitude, like):
        """magnitude (>= 0) with like's sign bit (-0.0's and a NaN's too: the vcopysign instruction)."""
        return self._default("copysign", (magnitude, like), {})

    def atan2(self, y, x):
        """atan(y / x), plus pi with y's sign where x is negative (-0.0 included, as the CPU's atan2
        counts it); both zero: 0 or pi with y's sign; both infinite: pi / 4 or 3 pi / 4 with y's
        sign."""
        if self.dtypes[y] != self.dtypes[x]:
            self._unsupported(f"atan2 of {self.dtypes[y]} and {self.dtypes[x]}")

        def body(y, x):
            f = self._default

            def c(v):
                return self._c(v, y)

            r = self._odd_signed(f("truediv", (y, x), {}), self._atan_magnitude)
            x_neg = self.signbit(x)
            r = f("where", (x_neg, f("add", (r, self._signed(c(math.pi), y)), {}), r), {})
            zeros = f("logical_and", (f("eq", (y, c(0.0)), {}), f("eq", (x, c(0.0)), {})), {})
            r = f("where", (zeros, self._signed(f("where", (x_neg, c(math.pi), c(0.0)), {}), y), r), {})
            infs = f("logical_and", (self.isinf(y), self.isinf(x)), {})
            return f("where", (infs, self._signed(f("where", (x_neg, c(3 * math.pi / 4), c(math.pi / 4)), {}), y), r), {})
        return self._widened_pair(y, x, body)

    def hypot(self, x, y):
        """m sqrt(1 + (n / m)^2) with m = max(|x|, |y|), n = min (no overflow of the squares); 0 where
        both are 0, inf where either is infinite (NaN or not, as the CPU's)."""
        if self.dtypes[x] != self.dtypes[y]:
            self._unsupported(f"hypot of {self.dtypes[x]} and {self.dtypes[y]}")

        def body(x, y):
            f = self._default
            a, b = f("abs", (x,), {}), f("abs", (y,), {})
            m, n = f("maximum", (a, b), {}), f("minimum", (a, b), {})
            q = f("truediv", (n, m), {})
            r = f("mul", (m, f("sqrt", (f("add", (self._c(1.0, x), f("mul", (q, q), {})), {}),), {})), {})
            r = f("where", (f("eq", (m, self._c(0.0, x)), {}), self._c(0.0, x), r), {})
            inf = f("logical_or", (self.isinf(x), self.isinf(y)), {})
            return f("where", (inf, self._c(float("inf"), x), r), {})
        return self._widened_pair(x, y, body)

    # The modified Bessel functions I0 and I1 (and their exponentially scaled forms) from the
    # polynomial approximations of Abramowitz and Stegun 9.8.1-9.8.4, in fp32: |x| <= 3.75 a
    # polynomial in (x / 3.75)^2 (relative error < 1.6e-7 for I0, 8e-9 for I1 / x), beyond it
    # sqrt(|x|) e^-|x| I(x) as a polynomial in 3.75 / |x| (< 2.2e-7). e^|x| is applied as two
    # factors e^(|x| / 2), so the result overflows only where I(x) itself does.
    # (lowest power first, as _series takes them)
    _I0_NEAR = (1.0, 3.5156229, 3.0899424, 1.2067492, 0.2659732, 0.0360768, 0.0045813)
    _I0_FAR = (0.39894228, 0.01328592, 0.00225319, -0.00157565, 0.00916281, -0.02057706, 0.02635537,
               -0.01647633, 0.00392377)
    _I1_NEAR = (0.5, 0.87890594, 0.51498869, 0.15084934, 0.02658733, 0.00301532, 0.00032411)
    _I1_FAR = (0.39894228, -0.03988024, -0.00362018, 0.00163801, -0.01031555, 0.02282967, -0.02895312,
               0.01787654, -0.00420059)

    def _bessel_i(self, x, near, far, odd: bool, scaled: bool):
        """I0 / I1 of x (odd: I1, near's polynomial times x), or e^-|x| times it (scaled)."""
        def body(x):
            f = self._default
            a = f("abs", (x,), {})
            q = f("truediv", (a, self._c(3.75, x)), {})
            small = self._series(near, f("mul", (q, q), {}), x)
            if odd:
                small = f("mul", (small, x), {})
            large = f("truediv", (self._series(far, f("truediv", (self._c(3.75, x), a), {}), x),
                                  f("sqrt", (a,), {})), {})
            if odd:
                large = self._signed(large, x)
            if scaled:
                small = f("mul", (small, f("exp", (f("neg", (a,), {}),), {})), {})
            else:
                half = f("exp", (f("mul", (a, self._c(0.5, x)), {}),), {})
                large = f("mul", (f("mul", (large, half), {}), half), {})
            return f("where", (f("le", (a, self._c(3.75, x)), {}), small, large), {})
        return self._widened(x, body)

    def i0(self, x):
        return self._bessel_i(x, self._I0_NEAR, self._I0_FAR, odd=False, scaled=False)

    def i0e(self, x):
        return self._bessel_i(x, self._I0_NEAR, self._I0_FAR, odd=False, scaled=True)

    def i1(self, x):
        return self._bessel_i(x, self._I1_NEAR, self._I1_FAR, odd=True, scaled=False)

    def i1e(self, x):
        return self._bessel_i(x, self._I1_NEAR, self._I1_FAR, odd=True, scaled=True)

    modified_bessel_i0 = i0
    modified_bessel_i1 = i1

    def spherical_bessel_j0(self, x):
        """sin(x) / x: 1 at 0, 0 at +-inf (where sin gives NaN)."""
        def body(x):
            f = self._default
            r = f("truediv", (f("sin", (x,), {}), x), {})
            r = f("where", (f("eq", (x, self._c(0.0, x)), {}), self._c(1.0, x), r), {})
            return f("where", (self.isinf(x), self._c(0.0, x), r), {})
        return self._widened(x, body)

    def _is_float(self, x) -> bool:
        return self.dtypes[x].startswith(("float", "bfloat"))

    def signbit(self, x):
        """The sign bit: copysign(1, x) < 0 reads it for -0.0 and NaN too (a comparison of x does
        not); an integer's is x < 0."""
        f = self._default
        if not self._is_float(x):
            return f("lt", (x, self._c(0, x)), {})
        return f("lt", (f("copysign", (self._c(1.0, x), x), {}), self._c(0.0, x)), {})

    def mod(self, a, b):
        """C's remainder, the dividend's sign (Inductor's fmod of integers): the vector unit's rem
        has the divisor's sign (numpy's mod), so where it is nonzero and the operands' signs differ
        it is moved by b. (Floats: the vfmod instruction.)"""
        f = self._default
        if self._is_float(a) or self._is_float(b):
            return f("fmod", (a, b), {})
        zero = self._c(0, a)
        r = f("remainder", (a, b), {})
        signs_differ = f("logical_xor", (f("lt", (a, zero), {}), f("lt", (b, zero), {})), {})
        return f("where", (f("logical_and", (f("ne", (r, zero), {}), signs_differ), {}), f("sub", (r, b), {}), r), {})

    def floordiv(self, a, b):
        """Floats: the CPU's div_floor_floating (c10): q = (a - fmod(a, b)) / b, less 1 where the
        remainder's sign differs from the divisor's, floored and moved to the nearest integer (q is
        within rounding of one), a zero quotient with a / b's sign, a / b itself where b is 0.
        16-bit operands as the CPU's kernel takes them: by a divisor that is one element for the
        whole output (a Python number, a 0-d tensor) in fp32 and rounded once, a Python number as
        its own value, not rounded to 16 bits first (bf16 x // 0.1 divides by 0.1f); else in Half /
        BFloat16 arithmetic, each step rounded to 16 bits, as each fp16 / bf16 vector instruction
        rounds (fp16 39.03125 // 0.0244140625 is then 1597, in fp32 1598). Integers: the vector
        unit's floor division (vdiv)."""
        if not (self._is_float(a) or self._is_float(b)):
            return self._default("floordiv", (a, b), {})
        if self.dtypes[a] != self.dtypes[b]:
            self._unsupported(f"floordiv of {self.dtypes[a]} and {self.dtypes[b]}")

        def body(a, b):
            f = self._default

            def c(v):
                return self._c(v, a)

            mod = f("fmod", (a, b), {})
            q = f("truediv", (f("sub", (a, mod), {}), b), {})
            signs_differ = f("logical_xor", (f("lt", (b, c(0.0)), {}), f("lt", (mod, c(0.0)), {})), {})
            q = f("where", (f("logical_and", (f("ne", (mod, c(0.0)), {}), signs_differ), {}),
                            f("sub", (q, c(1.0)), {}), q), {})
            floor = f("floor", (q,), {})
            floor = f("where", (f("gt", (f("sub", (q, floor), {}), c(0.5)), {}), f("add", (floor, c(1.0)), {}), floor),
                      {})
            quotient = f("truediv", (a, b), {})
            floor = f("where", (f("eq", (q, c(0.0)), {}), f("copysign", (c(0.0), quotient), {}), floor), {})
            return f("where", (f("eq", (b, c(0.0)), {}), quotient, floor), {})
        dtype = self.dtypes[a]
        if dtype not in ("float16", "bfloat16") or not self._one_element(b):
            return body(a, b)
        source = self._producer(b)
        while source.opcode == "to_dtype":
            source = self._producer(source.operands[0])
        b32 = self.constant(source.value, torch.float32) if source.opcode == "const" else self.to_dtype(b, torch.float32)
        return self.to_dtype(body(self.to_dtype(a, torch.float32), b32), _np_to_torch(dtype))

    def _producer(self, x) -> Op:
        return self.stage.ops[int(x[1:])]

    def _one_element(self, x) -> bool:
        """x is the same element at every point of the stage: a constant, a load whose index reads
        no variable (loop or loaded index: sizes are specialized), or computed from such alone."""
        op = self._producer(x)
        if op.opcode == "const":
            return True
        if op.opcode == "load":
            return op.mask is None and not sympy.sympify(op.index).free_symbols
        return op.opcode in POINTWISE and bool(op.operands) and all(self._one_element(v) for v in op.operands)

    def reduction(self, dtype, src_dtype, reduction_type, value):
        out = dtype_name(dtype)
        if reduction_type == "welford_reduce":
            return tuple(self._emit("reduce", (value,), out, value=f"welford_{part}")
                         for part in ("mean", "m2", "weight"))
        if reduction_type in ("argmax", "argmin"):
            return self._emit("reduce", (value,), "int64", value=reduction_type)
        if reduction_type not in ("sum", "prod", "max", "min", "any"):
            self._unsupported(f"reduction {reduction_type!r}")
        return self._emit("reduce", (value,), out, value=reduction_type)

    def indirect_indexing(self, index_var, size, check=True, wrap_neg=True):
        # an index loaded from a tensor: a symbol standing for its value (passes/gather.py lowers it)
        size = static_int(size, f"node {self.node_name} indirect index size")
        return indirect_symbol(self._emit("indirect", (index_var,), "int64", value=(size, bool(wrap_neg))))

    def check_bounds(self, expr, size, lower, upper):
        # Inductor's device-side index assert: an index outside the table's allocation faults on
        # the card instead (passes/gather.py); in-allocation checking is not done
        return None

    def _default(self, name, args, kwargs):
        name = _ALIASES.get(name, name)
        if name not in POINTWISE:
            self._unsupported(f"op {name!r}")
        if any(not isinstance(a, str) for a in args) or kwargs:
            self._unsupported(f"op {name!r} with non-value arguments {args!r} {kwargs!r}")
        dts = [self.dtypes[a] for a in args]
        floats = [d for d in dts if d.startswith(("float", "bfloat"))]
        if name in _ARITHMETIC and floats and len(set(dts)) > 1 and len(set(floats)) == 1:
            # an integer operand next to a float one (avg_pool's divisor, a count): widened to
            # the float dtype, as the C and Triton backends promote implicitly
            args = tuple(a if d == floats[0] else self.to_dtype(a, _np_to_torch(floats[0])) for a, d in zip(args, dts))
        if name in COMPARISONS:
            dtype = "bool"
        elif name == "where":
            dtype = self.dtypes[args[1]]
        else:
            dts = [self.dtypes[a] for a in args]
            dtype = next((d for d in dts if d.startswith(("float", "bfloat"))), dts[0])
        return self._emit(name, args, dtype)


# binary arithmetic whose operands the vector unit wants in one dtype
_ARITHMETIC = ("add", "sub", "mul", "truediv", "div", "minimum", "maximum", "pow", "remainder", "fmod", "copysign")

# Inductor's operator-style names (lowerings combine masks with ops.and_) for the same operations
_ALIASES = {"and_": "bitwise_and", "or_": "bitwise_or", "xor": "bitwise_xor"}


def _np_to_torch(name: str) -> torch.dtype:
    return {v: k for k, v in _TORCH_TO_NP.items()}[name]


class _KernelBuilder:
    """Collects the buffers a fused group touches and the stages it computes."""

    def __init__(self, name: str, removed: set[str]):
        self.name = name
        self.removed = removed  # fusion-local buffers: never leave the kernel
        self.buffers: dict[str, Buffer] = {}
        self.stages: list[Stage] = []

    def _describe(self, name: str, role: str) -> Buffer:
        buf = api.V.graph.get_buffer(name)
        if buf is None:
            raise SpyreCompileError(f"spyre compiler: kernel {self.name}: unknown buffer {name!r}")
        layout = buf.get_layout()
        size = tuple(static_int(s, f"buffer {name}") for s in layout.size)
        stride = tuple(static_int(s, f"buffer {name} stride") for s in layout.stride)
        offset, storage = 0, None  # Inductor's indexer already adds a FixedLayout's own offset
        if isinstance(layout, api.ir.NonOwningLayout):  # e.g. one input's slot in a cat output
            view = layout.view.get_layout()
            owner = layout.view.data.get_layout()
            offset = static_int(view.offset, f"buffer {name} storage offset")
            storage = (tuple(static_int(s, f"buffer {name} storage") for s in owner.size),
                       tuple(static_int(s, f"buffer {name} storage") for s in owner.stride))
        return Buffer(name, size, stride, dtype_name(buf.get_dtype()), role, offset, storage=storage)

    def use_buffer(self, name: str) -> str:
        name = api.mutation_real_name(name)
        if name not in self.buffers:
            self.buffers[name] = self._describe(name, "input")
        return name

    def define_buffer(self, name: str, keeps: bool = False) -> str:
        """keeps: the store leaves the elements it does not reach as they were (a scatter): a caller
        buffer is then read and written ("inout")."""
        name = api.mutation_real_name(name)
        if name not in self.buffers:
            role = "local" if name in self.removed else "inout" if keeps else "output"
            self.buffers[name] = self._describe(name, role)
        elif self.buffers[name].role == "input" or (keeps and self.buffers[name].role == "output"):
            # a functionalized in-place update reads and writes the same caller buffer
            self.buffers[name].role = "inout"
        return name

    def add_node(self, node) -> None:
        (index_sizes, reduce_sizes), body, _ = api.default_sizes_body(node.node)
        node_name = node.get_name()
        sizes = tuple(static_int(s, f"node {node_name} range") for s in index_sizes)
        rsizes = tuple(static_int(s, f"node {node_name} reduction range") for s in reduce_sizes)
        stage = Stage(node_name, sizes, rsizes)
        ivars = [iter_symbol(k) for k in range(len(sizes))]
        rvars = [reduce_symbol(k) for k in range(len(rsizes))]
        handler = _IRBuilder(stage, self, node_name)
        with api.V.set_ops_handler(handler):
            body(ivars, rvars) if rsizes else body(ivars)
        self.stages.append(stage)

    def build(self, origins) -> Kernel:
        kernel = Kernel(self.name, self.buffers, self.stages, tuple(origins))
        kernel.verify()
        return kernel


def build_kernel(name: str, nodes, removed: set[str]) -> Kernel:
    """Kernel IR for a list of Inductor SchedulerNodes (in execution order)."""
    kb = _KernelBuilder(name, removed)
    for node in nodes:
        kb.add_node(node)
    return kb.build([n.get_name() for n in nodes])


def build_attention_kernel(name: str, node, attrs) -> Kernel:
    """Kernel IR of a fused-attention template node: its inputs (q, k, v, bias) as views of their
    buffers indexed by i0 = batch, i1 = head, i2 = row, i3 = col (a bias of lower rank aligned to
    the right, its size-1 dims broadcast), one AttentionStage, the output."""
    kb = _KernelBuilder(name, set())
    views = []
    for which, inp in zip(("q", "k", "v", "mask"), node.inputs):
        lay = inp.get_layout()
        size = [static_int(x, f"attention {which} size") for x in lay.size]
        stride = [static_int(x, f"attention {which} stride") for x in lay.stride]
        index = sympy.Integer(static_int(lay.offset, f"attention {which} offset"))
        first = 4 - len(size)
        for d, (n, st) in enumerate(zip(size, stride)):
            if n > 1:
                index += iter_symbol(first + d) * st
        views.append((kb.use_buffer(inp.get_name()), index, size))
    out = kb.define_buffer(node.get_name())
    if "out_view" in attrs:  # a (b, h, s, dv) view of the (b, s, h * dv) buffer (frontend/attention.py)
        osize, ostride = (list(x) for x in attrs["out_view"])
    else:
        osize = [static_int(x, "attention output size") for x in node.get_layout().size]
        ostride = [static_int(x, "attention output stride") for x in node.get_layout().stride]
    oindex = sum((iter_symbol(d) * st for d, st in enumerate(ostride)), sympy.S.Zero)
    (qb, qi, qs), (kbuf, ki, ks), (vb, vi, vs) = views[:3]
    b, h, s, d = qs
    hk, lk, dv = ks[1], ks[2], vs[3]
    mask = operand_view(views[3][0], views[3][1], s, lk) if attrs["has_bias"] else None
    stage = AttentionStage(node.get_name(), tuple(osize), (), [], b, h, hk, s, lk, d, dv,
                           kb.buffers[qb].dtype, kb.buffers[out].dtype, attrs["scale"], attrs["causal"],
                           operand_view(qb, qi, s, d), operand_view(kbuf, ki, lk, d), operand_view(vb, vi, lk, dv),
                           mask, operand_view(out, oindex, s, dv))
    kb.stages.append(stage)
    return kb.build([node.get_name()])


def _sizes(node) -> tuple | None:
    """(numel, rnumel) of a node's group as expressions (compared symbolically: fusion decisions
    add no guard, so a symbolic size can stay symbolic)."""
    numel, rnumel = node.group[1]
    try:
        return sympy.expand(sympy.sympify(numel)), sympy.expand(sympy.sympify(rnumel))
    except (TypeError, sympy.SympifyError):
        return None


def _trial_compile(name, nodes, removed, symbol, values, what: str, compile_builds):
    """Build the kernel IR of `nodes` with `symbol` at each of `values` and compile those builds into
    one symbolic artifact (`compile_builds`): (CompiledKernel, the builds), the other symbolic sizes
    the builds read then guarded; or None when the symbolic path -- or a trial size's build --
    refuses (noted in the debug dump; the kernel is left to the specialized path, which names what
    it cannot do itself)."""
    start_trials()
    try:
        kernels = []
        for value in values:
            with symbolic_build(symbol, value):
                kernels.append(build_kernel(name, nodes, removed))
        compiled = compile_builds(kernels)
    except (SymbolicUnsupported, SpyreCompileError, ValueError) as e:
        debug.note(name, f"{what}{type(e).__name__}: {e}")
        return None
    commit_trial_guards()
    return compiled, kernels


def _bucket_piece(name, nodes, names, removed, symbol, bottom, top):
    """One piece of a symbolic stick-dim kernel: (top, the masked-length artifact serving `symbol`
    in [bottom, top], its symbolic dim, its kernel IR), built at the bucket's ends and middle; or
    None when that bucket does not compile as one artifact."""
    values = [bottom, (bottom + top) // 2, top]
    trial = _trial_compile(name, nodes, removed, symbol, values,
                           f"symbolic length {symbol} in [{bottom}, {top}]: ",
                           lambda kernels: compile_masked_length_kernel(kernels, values, names, str(symbol)))
    if trial is None:
        return None
    return top, trial[0], {str(symbol): symbol}, trial[1][-1]


class SpyreScheduling(api.BaseScheduling):
    """Inductor's scheduling interface for device "spyre". Constructed with None by
    get_backend_features (then only that method is used)."""

    def __init__(self, scheduler):
        super().__init__(scheduler)
        self._kernel_counter = itertools.count()

    def get_backend_features(self, device):
        # REDUCE_TO_SINGLE_ELEMENT: no split (two-pass) reductions; we divide work ourselves
        return {api.BackendFeature.REDUCE_TO_SINGLE_ELEMENT}

    def group_fn(self, sizes):
        return tuple(api.V.graph.sizevars.simplify(sympy.Mul(*s)) for s in sizes)

    def _related(self, node1, node2, vertical: bool) -> bool:
        """Stages of one kernel run one after another (with a barrier), so any fusion is correct;
        fuse nodes over the same data: the same total size, or (producer -> consumer) a
        reduction and the pointwise work on its result."""
        a, b = _sizes(node1), _sizes(node2)
        if a is None or b is None or node1.is_template() or node2.is_template():
            return False
        if len(node1.get_nodes()) + len(node2.get_nodes()) > MAX_STAGES_PER_KERNEL:
            return False
        same = sympy.expand(a[0] * a[1] - b[0] * b[1]) == 0
        return same or (vertical and (sympy.expand(a[0] - b[0]) == 0 or sympy.expand(a[0] - b[0] * b[1]) == 0))

    def can_fuse_vertical(self, node1, node2) -> bool:
        return self._related(node1, node2, vertical=True)

    def can_fuse_horizontal(self, node1, node2) -> bool:
        return self._related(node1, node2, vertical=False)

    def codegen_template(self, template_node, epilogue_nodes, prologue_nodes):
        """A template node: the fused attention (frontend/attention.py), one kernel of one
        AttentionStage (no epilogue or prologue: _related fuses nothing into a template)."""
        attrs = getattr(template_node.node, "spyre_attrs", {})
        if attrs.get("kind") != "attention" or epilogue_nodes or prologue_nodes:
            raise SpyreCompileError(
                f"spyre compiler: template node {template_node.get_name()} is not supported yet")
        name = f"spyre_k{next(self._kernel_counter)}"
        kernel = build_attention_kernel(name, template_node.node, attrs)
        node_names = [template_node.get_name()]
        compiled = compile_kernel(kernel, node_names)
        template_node.mark_run()
        wrapper = api.V.graph.wrapper_code
        wrapper.define_spyre_kernel(kernel.name, compiled.artifact_key, f"# {node_names[0]} (fused attention)")
        wrapper.call_spyre_kernel(kernel.name, [b.name for b in kernel.args()], None)
        self.free_buffers_in_scheduler()

    def codegen_node(self, node) -> None:
        nodes = node.get_nodes()
        names = [n.get_name() for n in nodes]
        stored = [buf.get_name() for n in nodes for buf in n.get_outputs()]
        fused_ops = {api.V.graph.scheduler.name_to_buf[b].defining_op_name() for b in stored}
        removed = {
            b for b in stored if api.can_buffer_be_removed_through_fusion(b, fused_ops)
        } if len(nodes) > 1 else set()
        name = f"spyre_k{next(self._kernel_counter)}"
        progress.kernel(api.V.graph, name, api.scheduled_kernel_count(DEVICE))
        if debug.debug_dir() is not None:
            debug.dump(debug.kernel_file(name, "inductor.txt"), "\n\n".join(n.debug_str() for n in nodes))
        symbol, pieces = self._compile_symbolic(name, nodes, names, removed)
        if not pieces:
            kernel = build_kernel(name, nodes, removed)
            pieces = [(None, compile_kernel(kernel, names), None, kernel)]
        api.V.graph.removed_buffers.update(removed)
        for n in nodes:
            n.mark_run()
        wrapper = api.V.graph.wrapper_code
        calls = []  # (the symbol's last value the piece serves, kernel name, args, symbolic args)
        for top, compiled, symbolic, kernel in pieces:
            wrapper.define_spyre_kernel(kernel.name, compiled.artifact_key, f"# {', '.join(names)}")
            symbolic = {dim: wrapper.codegen_python_sizevar(expr) for dim, expr in symbolic.items()} if symbolic else None
            calls.append((top, kernel.name, [b.name for b in kernel.args()], symbolic))
        if len(calls) == 1:
            wrapper.call_spyre_kernel(*calls[0][1:])
        else:
            wrapper.call_spyre_kernel_by_size(wrapper.codegen_python_sizevar(symbol), calls)
        self.free_buffers_in_scheduler()
        progress.kernel_done()

    def _compile_symbolic(self, name, nodes, names, removed):
        """(symbol, [(None, CompiledKernel, {artifact's symbolic dim: its size expression}, its
        kernel IR as built here: this graph's buffer names)]) of one artifact for every size of a
        symbolic outer dim of these nodes, or (None, []) when there is none or the kernel does not
        qualify (the sizes are then specialized as before). The outer dim may be `symbol + c` (the KV length
        of a decode step: the past length + 1): the artifact's dim is then that extent, built at
        1, 2, 3, ... rows, and the wrapper passes symbol + c. The range: Dynamo's, its upper end
        capped at symbolic_max(); a guard (symbol <= max) makes a larger size recompile."""
        cap = symbolic_max()
        if cap <= 0:
            return None, []
        for symbol, shift in api.symbolic_size_candidates(nodes[0].node, shifted=True):
            lo, hi = api.size_range(symbol)
            hi = min(hi, cap)
            hint = api.size_hint(symbol)
            if not (lo <= hint <= hi) or lo == hi:
                continue
            dim = str(symbol) if shift == 0 else f"{symbol}_plus{shift}" if shift > 0 else f"{symbol}_minus{-shift}"
            lo_dim, hi_dim = max(lo + shift, 1), hi + shift
            trial = _trial_compile(name, nodes, removed, symbol, tuple(v - shift for v in (1, 2, 3, SYMBOLIC_BLOCK_ROWS)), "",
                                   lambda kernels: compile_symbolic_kernel(kernels, names, dim, lo_dim, hi_dim))
            if trial is None:
                continue
            api.guard_size_at_most(symbol, hi)
            if lo_dim > lo + shift:
                api.guard_size_at_least(symbol, lo_dim - shift)
            return symbol, [(None, trial[0], {dim: symbol + shift}, trial[1][0])]
        return self._compile_symbolic_length(name, nodes, names, removed, cap)

    def _compile_symbolic_length(self, name, nodes, names, removed, cap):
        """As _compile_symbolic, for a symbol along the stick dim (reduced over: softmax over the KV
        length): one artifact for the sizes of the call's stick bucket -- the sizes whose sticks are
        the same ones, only the last one's valid lanes differ -- whose lane masks take their bound
        from the symbol at launch (pipeline.compile_masked_length_kernel), then one for each of the
        buckets after it (symbolic_buckets() in all; the size that fills its last stick exactly has
        no lane mask to share: specialized, one artifact), each piece with the symbol's last value
        it serves (None for the last). Guards keep the graph to those sizes: a size past them
        recompiles."""
        symbols = []
        for n in nodes:
            for reductions in (True, False):
                symbols += [s for s in api.symbolic_size_candidates(n.node, reductions) if s not in symbols]
        symbols += [s for s in api.layout_symbols(nodes) if s not in symbols]
        for symbol in symbols:
            lo, hi = api.size_range(symbol)
            hi = min(hi, cap)
            hint = api.size_hint(symbol)
            # the bucket is one of the stick extent `symbol + shift` (a decode step's KV length is
            # the past length + 1)
            tried = set()
            for E, shift in itertools.product(SYMBOLIC_LENGTH_STICKS, api.symbol_shifts(nodes, symbol)):
                extent = hint + shift
                bottom = max(-(-extent // E) * E - E + 1 - shift, lo, 2)
                top = min(-(-extent // E) * E - 1 - shift, hi)
                if not bottom <= hint <= top or top - bottom < 2 or (bottom, top) in tried:
                    continue
                tried.add((bottom, top))
                piece = _bucket_piece(name, nodes, names, removed, symbol, bottom, top)
                if piece is None:
                    continue
                pieces = [piece]
                # (the last size served counted in the smallest buckets, whatever this kernel's:
                # every kernel of the graph then serves the same sizes)
                e = min(SYMBOLIC_LENGTH_STICKS)
                last = (-(-(hint + shift) // e) + symbolic_buckets() - 1) * e - 1 - shift
                pieces += self._further_buckets(name, nodes, names, removed, symbol, shift, top, min(hi, last))
                api.guard_size_at_least(symbol, bottom)
                api.guard_size_at_most(symbol, pieces[-1][0])
                pieces[-1] = (None,) + pieces[-1][1:]
                return symbol, pieces
        return None, []

    def _further_buckets(self, name, nodes, names, removed, symbol, shift, start, target):
        """The pieces serving start + 1 .. target after the call's bucket: each stick bucket of the
        extent symbol + shift one masked-length artifact (the widest bucket that compiles as one),
        a size that fills its last stick exactly specialized. Stops at the first other size that
        does not compile as a bucket (the graph's guards then end there)."""
        pieces = []
        v = start + 1
        while v <= target:
            piece_name = f"{name}_{len(pieces) + 1}"
            for E in SYMBOLIC_LENGTH_STICKS:
                top = min(-(-(v + shift) // E) * E - 1 - shift, target)
                if top - v < 2:
                    continue
                piece = _bucket_piece(piece_name, nodes, names, removed, symbol, v, top)
                if piece is not None:
                    pieces.append(piece)
                    break
            else:
                if (v + shift) % min(SYMBOLIC_LENGTH_STICKS) or not (trial := _trial_compile(
                        piece_name, nodes, removed, symbol, (v,), f"{symbol} = {v}: ",
                        lambda kernels: compile_kernel(kernels[0], names))):
                    break
                top = v
                pieces.append((top, trial[0], None, trial[1][-1]))
            v = top + 1
        return pieces

    def codegen_sync(self) -> None:
        pass

    def flush(self) -> None:
        pass

    def ready_to_flush(self) -> bool:
        return False

    def benchmark_fused_nodes(self, nodes):
        return 0.0, ""
