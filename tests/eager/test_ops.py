"""Each op family eager mode compiles, run eagerly on spyre tensors against CPU eager.

SPYRE_FALLBACK=error is set for the directory (conftest), and `check` also asserts that a compiled
one-op graph ran and nothing fell back. Tolerances as tests/compiler: fp32 1e-5/1e-5 pointwise,
fp16 2e-3, bf16 1.6e-2 (3e-2 for sums); matmul 1e-4 (fp32) / 1e-2 (fp16). Shapes: (5, 100) is not a multiple of the stick
(32 fp32 / 64 fp16 elements), (4, 64) is.
"""

import pytest
import torch
import torch.nn.functional as F

UNARY = {
    "neg": lambda a: -a, "exp": torch.exp, "log": lambda a: a.abs().log(), "sqrt": lambda a: a.abs().sqrt(),
    "rsqrt": lambda a: torch.rsqrt(a.abs()), "tanh": torch.tanh, "sigmoid": torch.sigmoid, "relu": torch.relu,
    "gelu": F.gelu, "gelu_tanh": lambda a: F.gelu(a, approximate="tanh"), "silu": F.silu, "erf": torch.erf,
    "abs": torch.abs, "reciprocal": torch.reciprocal, "sin": torch.sin, "cos": torch.cos,
    "pow_scalar": lambda a: a.abs() ** 1.5, "square": torch.square,
}

BINARY = {
    "add": torch.add, "add_alpha": lambda a, b: torch.add(a, b, alpha=2.5), "sub": torch.sub,
    "sub_alpha": lambda a, b: torch.sub(a, b, alpha=3), "rsub": lambda a, b: torch.rsub(a, b),
    "mul": torch.mul, "div": torch.div, "div_trunc": lambda a, b: torch.div(a, b, rounding_mode="trunc"),
    "pow": lambda a, b: a.abs() ** b, "minimum": torch.minimum, "maximum": torch.maximum,
    "eq": torch.eq, "ne": torch.ne, "lt": torch.lt, "le": torch.le, "gt": torch.gt, "ge": torch.ge,
    "logical_and": torch.logical_and, "logical_or": torch.logical_or, "logical_xor": torch.logical_xor,
    "and_bool": lambda a, b: (a > 0) & (b > 0), "or_bool": lambda a, b: (a > 0) | (b > 0),
    "xor_bool": lambda a, b: (a > 0) ^ (b > 0), "not_bool": lambda a, b: ~(a > b),
    "logical_not": lambda a, b: torch.logical_not(a > b),
    "fmod": torch.fmod, "copysign": torch.copysign, "signbit": lambda a, b: torch.signbit(a - b),
    "floor_divide": torch.floor_divide, "div_floor": lambda a, b: torch.div(a, b, rounding_mode="floor"),
}

SCALAR_OPERANDS = {
    "add_int": lambda a: a + 3, "add_float": lambda a: a + 0.5, "radd": lambda a: 2 + a, "rsub": lambda a: 1 - a,
    "mul": lambda a: a * 2.5, "rdiv": lambda a: 3 / a, "div": lambda a: a / 4, "sub_alpha": lambda a: torch.sub(a, 2, alpha=3),
    "pow2": lambda a: a ** 2, "eq": lambda a: a == 0.5, "gt": lambda a: a > 0, "le_int": lambda a: a <= 1,
    "min_max": lambda a: torch.maximum(torch.minimum(a, torch.tensor(0.5)), torch.tensor(-0.5)),
    "cpu_0d": lambda a: a * torch.tensor(3.0), "cpu_0d_first": lambda a: torch.tensor(2.0) - a,
}

TERNARY = {
    "clamp": lambda a, b, c: a.clamp(-0.5, 0.5), "clamp_min": lambda a, b, c: a.clamp_min(0.1),
    "clamp_max": lambda a, b, c: a.clamp(max=0.2), "clamp_tensor": lambda a, b, c: a.clamp(b, c.abs() + b),
    "clamp_min_tensor": lambda a, b, c: torch.clamp_min(a, b), "clamp_max_tensor": lambda a, b, c: torch.clamp_max(a, b),
    "where": lambda a, b, c: torch.where(a > 0, b, c), "where_scalar": lambda a, b, c: torch.where(a > 0, b, 0.0),
    "masked_fill": lambda a, b, c: a.masked_fill(b > 0, -1.0),
    "masked_fill_tensor": lambda a, b, c: a.masked_fill(b > 0, torch.tensor(2.0)),
}


@pytest.mark.parametrize("dtype,shape", [(torch.float32, (5, 100)), (torch.float16, (4, 64))], ids=["f32", "f16"])
@pytest.mark.parametrize("name", sorted(UNARY))
def test_unary(eager, name, dtype, shape):
    eager.check(UNARY[name], eager.rand(*shape, dtype=dtype))


@pytest.mark.parametrize("dtype,shape", [(torch.float32, (5, 100)), (torch.float16, (4, 64))], ids=["f32", "f16"])
@pytest.mark.parametrize("name", sorted(BINARY))
def test_binary(eager, name, dtype, shape):
    eager.check(BINARY[name], eager.rand(*shape, dtype=dtype), eager.rand(*shape, dtype=dtype, seed=1))


@pytest.mark.parametrize("name", sorted(SCALAR_OPERANDS))
def test_scalar_operands(eager, name):
    eager.check(SCALAR_OPERANDS[name], eager.rand(5, 100))


@pytest.mark.parametrize("name", sorted(TERNARY))
def test_ternary(eager, name):
    eager.check(TERNARY[name], *(eager.rand(5, 100, seed=s) for s in range(3)))


@pytest.mark.parametrize("name,fn", [
    ("and", torch.bitwise_and), ("or", torch.bitwise_or), ("xor", torch.bitwise_xor),
    ("not", lambda a, b: ~a), ("and_scalar", lambda a, b: a & 6), ("eq", torch.eq), ("add", torch.add),
    ("mul", torch.mul), ("maximum", torch.maximum), ("neg", lambda a, b: -a), ("abs", lambda a, b: a.abs()),
])
def test_int64(eager, name, fn):
    eager.check(fn, eager.rand(3, 40, dtype=torch.int64), eager.rand(3, 40, dtype=torch.int64, seed=1))


@pytest.mark.parametrize("name,fn", [
    ("and", torch.bitwise_and), ("or", torch.bitwise_or), ("xor", torch.bitwise_xor), ("not", lambda a, b: ~a),
    ("logical_and", torch.logical_and), ("eq", torch.eq), ("where", lambda a, b: torch.where(a, a, b)),
])
def test_bool(eager, name, fn):
    eager.check(fn, eager.rand(3, 150, dtype=torch.bool), eager.rand(3, 150, dtype=torch.bool, seed=1))


PROMOTION = {
    "int_plus_float_scalar": (lambda a, b: a + 1.5, torch.int64, torch.int64),
    "int_times_bool": (lambda a, b: a * (b > 0), torch.int64, torch.int64),
    "f16_plus_f32": (lambda a, b: a + b, torch.float16, torch.float32),
    "f32_0d_plus_f16": (lambda a, b: a.sum() + b, torch.float32, torch.float16),
    "int_div": (lambda a, b: a / b, torch.int64, torch.int64),
    "bool_plus_int_scalar": (lambda a, b: (a > 0) + 2, torch.float32, torch.float32),
    "int_plus_f32_0d": (lambda a, b: a + b.sum(), torch.int64, torch.float32),
    "f32_0d_plus_float_scalar": (lambda a, b: a.sum() + 1.5, torch.float32, torch.float32),
    "int_vs_float_compare": (lambda a, b: a < b, torch.int64, torch.float32),
}


@pytest.mark.parametrize("name", sorted(PROMOTION))
def test_type_promotion(eager, name):
    fn, da, db = PROMOTION[name]
    b = eager.rand(4, 40, dtype=db, seed=1)
    if name == "int_div":
        b = b.abs() + 1
    eager.check(fn, eager.rand(4, 40, dtype=da), b)


def test_broadcasting(eager):
    eager.check(lambda a, b, c: a + b * c, eager.rand(4, 1, 40), eager.rand(3, 1), eager.rand(40, seed=2))
    eager.check(lambda a, b: torch.where(a > 0, a, b), eager.rand(2, 3, 40), eager.rand(40, seed=1))


REDUCTIONS = {
    "sum": lambda a: a.sum(), "sum_last": lambda a: a.sum(-1), "sum_first_keepdim": lambda a: a.sum(0, keepdim=True),
    "sum_two_dims": lambda a: a.sum((0, 2)), "mean": lambda a: a.mean(), "mean_last": lambda a: a.mean(-1),
    "mean_keepdim": lambda a: a.mean(1, keepdim=True), "amax": lambda a: a.amax(-1), "amin_first": lambda a: a.amin(0),
    "amax_keepdim": lambda a: a.amax(-1, keepdim=True), "argmax_last": lambda a: a.argmax(-1),
    "argmax_all": lambda a: a.argmax(), "argmin_last": lambda a: a.argmin(-1),
    "argmin_keepdim": lambda a: a.argmin(-1, keepdim=True), "var": lambda a: a.var(-1),
    "var_unbiased0": lambda a: a.var(-1, correction=0), "std": lambda a: a.std(-1, keepdim=True),
    "max_all": lambda a: a.max(), "min_all": lambda a: a.min(), "cumsum_last": lambda a: a.cumsum(-1),
    "cumsum_middle": lambda a: a.cumsum(1), "sum_dtype": lambda a: a.sum(-1, dtype=torch.float32),
    "cummax_last": lambda a: tuple(a.round().cummax(-1)), "cummin_middle": lambda a: tuple(a.round().cummin(1)),
    "logcumsumexp_last": lambda a: a.logcumsumexp(-1), "logcumsumexp_first": lambda a: a.logcumsumexp(0),
}


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16], ids=["f32", "f16"])
@pytest.mark.parametrize("name", sorted(REDUCTIONS))
def test_reductions(eager, name, dtype):
    tol = {torch.float32: dict(rtol=1e-4, atol=1e-4), torch.float16: dict(rtol=1e-2, atol=1e-2)}
    eager.check(REDUCTIONS[name], eager.rand(3, 5, 70, dtype=dtype), tol=tol)


def test_integer_reductions(eager):
    eager.check(lambda a: a.sum(-1), eager.rand(4, 40, dtype=torch.int64))
    eager.check(lambda a: a.amax(0), eager.rand(4, 40, dtype=torch.int64))
    eager.check(lambda a: a.sum(), eager.rand(4, 40, dtype=torch.bool))


NORMS = {
    "softmax": lambda a: torch.softmax(a, -1), "softmax_first": lambda a: torch.softmax(a, 0),
    "log_softmax": lambda a: torch.log_softmax(a, -1), "softmax_half_to_float": lambda a: torch.softmax(a, -1, dtype=torch.float32),
    "layer_norm": lambda a: F.layer_norm(a, a.shape[-1:]),
    "layer_norm_affine": lambda a: F.layer_norm(a, a.shape[-1:], torch.linspace(0.5, 1.5, a.shape[-1], dtype=a.dtype).to(a.device),
                                                torch.linspace(-1, 1, a.shape[-1], dtype=a.dtype).to(a.device)),
}


@pytest.mark.parametrize("name,dtype", [  # the dtype= form converts half to float: fp16 input only
    pytest.param(n, d, id=f"{n}-{i}") for n in sorted(NORMS) for d, i in ((torch.float32, "f32"), (torch.float16, "f16"))
    if not (n == "softmax_half_to_float" and d == torch.float32)])
def test_softmax_layer_norm(eager, name, dtype):
    tol = {torch.float32: dict(rtol=1e-5, atol=1e-5), torch.float16: dict(rtol=5e-3, atol=5e-3)}
    eager.check(NORMS[name], eager.rand(6, 100, dtype=dtype), tol=tol)


def test_native_layer_norm_returns_mean_and_rstd(eager):
    a = eager.rand(4, 70)
    w, b = eager.rand(70, seed=1), eager.rand(70, seed=2)
    eager.check(lambda x, w, b: torch.ops.aten.native_layer_norm(x, [70], w, b, 1e-5), a, w, b,
                tol={torch.float32: dict(rtol=1e-4, atol=1e-4)})


MATMUL = {
    "mm": (lambda a, b: a @ b, [(8, 40), (40, 24)]),
    "mm_transposed_b": (lambda a, b: a @ b.t(), [(8, 40), (24, 40)]),
    "bmm": (torch.bmm, [(3, 8, 40), (3, 40, 24)]),
    "addmm": (lambda c, a, b: torch.addmm(c, a, b), [(24,), (8, 40), (40, 24)]),
    "addmm_beta_alpha": (lambda c, a, b: torch.addmm(c, a, b, beta=0.5, alpha=2.0), [(8, 24), (8, 40), (40, 24)]),
    "matmul_3d_2d": (torch.matmul, [(2, 8, 40), (40, 24)]),
    "matmul_4d": (torch.matmul, [(2, 3, 8, 40), (2, 3, 40, 24)]),
    "linear": (lambda a, w, b: F.linear(a, w, b), [(2, 8, 40), (24, 40), (24,)]),
    "linear_no_bias": (lambda a, w: F.linear(a, w), [(8, 40), (24, 40)]),
}


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16], ids=["f32", "f16"])
@pytest.mark.parametrize("name", sorted(MATMUL))
def test_matmul(eager, name, dtype):
    fn, shapes = MATMUL[name]
    eager.check(fn, *(eager.rand(*s, dtype=dtype, seed=i) for i, s in enumerate(shapes)), tol=eager.MATMUL_TOL)


def test_embedding_index_select_gather(eager):
    table = eager.rand(10, 40)
    idx = torch.tensor([[0, 9, 3], [3, 3, 1]])
    eager.check(lambda t, i: F.embedding(i, t), table, idx)
    eager.check(lambda t, i: torch.index_select(t, 0, i), table, torch.tensor([7, 0, 7, 2]))
    eager.check(lambda t, i: torch.index_select(t, 1, i), table, torch.tensor([39, 0, 5]))
    eager.check(lambda t, i: torch.gather(t, 1, i), table, torch.randint(0, 40, (10, 6), generator=torch.Generator().manual_seed(0)))
    eager.check(lambda t, i: torch.gather(t, 0, i), table, torch.randint(0, 10, (4, 40), generator=torch.Generator().manual_seed(1)))


def test_cat(eager):
    a, b, c = eager.rand(3, 40), eager.rand(5, 40, seed=1), eager.rand(3, 24, seed=2)
    # (whole rows: d2d copies into the result, no kernel -- eager/kernel.py's _cat_by_copies)
    before = torch.spyre.eager_stats()["cat_copies"]
    eager.check(lambda a, b: torch.cat([a, b]), a, b, compiled=False)
    eager.check(lambda a, b: torch.cat([a, b, a]), a, b, compiled=False)
    eager.check(lambda a, c: torch.cat([a, c], 1), a, c, compiled=False)  # c: one partial stick a row on both sides
    assert torch.spyre.eager_stats()["cat_copies"] == before + 3
    eager.check(lambda a: torch.cat([a, a.half().float() * 2], -1), a)
    eager.check(lambda a, c: torch.stack([a[:, :24], c]), a, c)


BF16_TOL = {torch.bfloat16: dict(rtol=1.6e-2, atol=1e-2)}


@pytest.mark.parametrize("name,fn", [
    ("add", lambda a, b: a + b), ("mul_scalar", lambda a, b: a * 0.5), ("gelu", lambda a, b: F.gelu(a)),
    ("softmax", lambda a, b: torch.softmax(a, -1)), ("sum", lambda a, b: a.sum(-1)),
    ("layer_norm", lambda a, b: F.layer_norm(a, a.shape[-1:])), ("mm", lambda a, b: a @ b.t()),
])
def test_bfloat16(eager, name, fn):
    tol = {torch.bfloat16: dict(rtol=3e-2, atol=3e-2)} if name in ("sum", "mm", "layer_norm") else BF16_TOL
    eager.check(fn, eager.rand(4, 64, dtype=torch.bfloat16), eager.rand(4, 64, dtype=torch.bfloat16, seed=1), tol=tol)


# generate()'s own tensor ops as transformers calls them (issue 14): int64 token ids, bool masks,
# fp32 / fp16 logits; all on the card (SPYRE_FALLBACK=error, `check` asserts a compiled graph ran)
_IDS = torch.tensor([[5, 17, 2, 99, 2, 40, 63]])
_EOS = torch.tensor([2, 63])


def _logits(dtype, seed=0):
    x = torch.randn(2, 100, generator=torch.Generator().manual_seed(seed)).to(dtype)
    x[0, 7] = x[1, 3] = float("-inf")  # what a logits processor's masking leaves
    return x


GENERATE_OPS = {
    "isin_eos": (lambda ids, eos: torch.isin(ids, eos), lambda dt: (_IDS, _EOS)),
    "isin_last_token_any": (lambda ids, eos: torch.isin(ids[:, -1:], eos).any(dim=-1), lambda dt: (_IDS, _EOS)),
    "isin_many_test_elements": (lambda ids, t: torch.isin(ids, t), lambda dt: (_IDS, torch.arange(40) * 3)),
    "isin_invert": (lambda ids, eos: torch.isin(ids, eos, invert=True), lambda dt: (_IDS, _EOS)),
    "isin_scalar": (lambda ids: torch.isin(ids, 2), lambda dt: (_IDS,)),
    "any_all_mask": (lambda m: (m.any(), m.all(), m.any(-1), m.all(-1), (m == 1).all()),
                     lambda dt: (torch.tensor([[True, False, True], [True, True, True]]),)),
    "any_all_int": (lambda m: (m.any(), m.all(dim=1)), lambda dt: (torch.tensor([[1, 0, 3], [2, 2, 1]]),)),
    "isneginf_isposinf": (lambda x: (torch.isneginf(x), torch.isposinf(-x)), lambda dt: (_logits(dt),)),
    "argmax_logits": (lambda x: x.argmax(-1), lambda dt: (_logits(dt),)),
    "cat_next_token": (lambda ids, nxt: torch.cat([ids, nxt[:, None]], dim=-1),
                       lambda dt: (_IDS, torch.tensor([11]))),
    "where_finished": (lambda nxt, done: nxt * done + 0 * (1 - done), lambda dt: (torch.tensor([11, 12]), torch.tensor([1, 0]))),
    "where_mask": (lambda x, m: torch.where(m[:, None], x, torch.finfo(x.dtype).min),
                   lambda dt: (_logits(dt), torch.tensor([True, False]))),
    "index_padding_mask": (lambda m, b, k: m[b[:, None], k], lambda dt: (
        torch.tensor([[True, False, True, True]]), torch.tensor([0]), torch.tensor([[0, 1, 3, 2, -1]]))),
    "index_rows_cols": (lambda x, i: (x[i], x[:, i], x[i, i]), lambda dt: (_logits(dt)[:, :6], torch.tensor([1, -1, 0]))),
    "softmax_logits": (lambda x: torch.softmax(x, -1), lambda dt: (_logits(dt),)),
    "cumsum_probs": (lambda x: torch.softmax(x.float(), -1).cumsum(-1), lambda dt: (_logits(dt),)),
}


@pytest.mark.parametrize("name,dtype", [  # fp16 only where an operand is floating point
    pytest.param(n, d, id=f"{n}-{i}") for n in sorted(GENERATE_OPS) for d, i in ((torch.float32, "f32"), (torch.float16, "f16"))
    if d == torch.float32 or any(t.is_floating_point() for t in GENERATE_OPS[n][1](d))])
def test_generate_ops(eager, name, dtype):
    fn, inputs = GENERATE_OPS[name]
    tol = {torch.float32: dict(rtol=1e-5, atol=1e-5), torch.float16: dict(rtol=5e-3, atol=5e-3)}
    # (generate's cat onto input_ids is d2d copies into the result: no kernel runs)
    eager.check(fn, *inputs(dtype), tol=tol, compiled=name != "cat_next_token")


@pytest.mark.parametrize("args,dtype", [
    ((5,), torch.int64), ((3, 11), torch.int64), ((2, 15, 4), torch.int64), ((7, 8), torch.int32),
    ((0.5, 2.0, 0.25), torch.float32), ((6,), torch.float16), ((4,), torch.float32),
], ids=str)
def test_arange_runs_on_the_card(eager, args, dtype):
    """torch.arange(..., device="spyre") reaches arange.start_out with an empty out: the graph is the
    factory itself (an iota), written into out."""
    before = torch.spyre.eager_stats()
    got = torch.arange(*args, dtype=dtype, device="spyre")
    after = torch.spyre.eager_stats()
    assert after["launches"] > before["launches"] and after["fallbacks"] == before["fallbacks"]
    eager.assert_matches(got, torch.arange(*args, dtype=dtype))
    out = torch.empty(0, dtype=dtype, device="spyre")
    torch.arange(*args, out=out)
    eager.assert_matches(out, torch.arange(*args, dtype=dtype))


def test_arange_into_a_new_empty_out_takes_the_result_without_a_copy(eager):
    """torch.arange(n, device="spyre") (generate's masks and logits processors, 6 a decode step) gives
    out the kernel's result storage: no d2d copy. An out another tensor shares, or one with
    elements, is still written in place (the sharer sees the values)."""
    import spyre_runtime

    sched = spyre_runtime.get_runtime(0).scheduler
    torch.arange(5, device="spyre")  # (compiles and loads, unless the test above did: the same signature)
    torch.spyre.synchronize()
    first = sched._next_op_id  # (the history is bounded: ops are picked by id)
    got = torch.arange(5, device="spyre")
    torch.spyre.synchronize()
    ops = [op.name for op in sched.history if op.id >= first]
    assert ops and not [name for name in ops if name.startswith("d2d")], ops
    eager.assert_matches(got, torch.arange(5))
    out = torch.empty(0, dtype=torch.int64, device="spyre")
    sharer = out.view(0)
    torch.arange(5, out=out)
    eager.assert_matches(out, torch.arange(5))
    assert sharer.untyped_storage().data_ptr() == out.untyped_storage().data_ptr()
    full = torch.zeros(5, dtype=torch.int64, device="spyre")
    row = full[:]
    torch.arange(5, out=full)
    eager.assert_matches(row, torch.arange(5))


# sort / topk (the sampling path's top-k and top-p warpers): a bitonic network on the vector unit.
# Sizes stay small here (the network has log2(P) * (log2(P) + 1) / 2 steps, each a kernel to compile).
def _sortable(dtype, shape=(3, 13), seed=0):
    g = torch.Generator().manual_seed(seed)
    if dtype == torch.bool:
        return torch.randint(0, 2, shape, generator=g).bool()
    if not dtype.is_floating_point:
        return torch.randint(-4, 4, shape, generator=g).to(dtype)  # many ties
    x = torch.randn(shape, generator=g).to(dtype)
    x[0, 1] = x[0, 4] = float("nan")
    x[1, 2] = x[1, 7] = float("-inf")
    x[2, 3] = float("inf")
    x[2, 5:9] = 0.5  # ties
    return x


def _check_sorted(got, x, dim, want_values):
    """values equal the CPU's (NaN where it has NaN); indices pick those values out of x."""
    values, indices = got
    eager_values = values.cpu()
    assert eager_values.dtype == want_values.dtype and indices.dtype == torch.int64
    torch.testing.assert_close(eager_values, want_values, rtol=0, atol=0, equal_nan=True)
    torch.testing.assert_close(x.gather(dim, indices.cpu()), want_values, rtol=0, atol=0, equal_nan=True)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int64, torch.bool], ids=str)
@pytest.mark.parametrize("descending", [False, True])
def test_sort_stable_matches_the_cpu(eager, dtype, descending):
    x = _sortable(dtype)
    eager.check(lambda t: torch.sort(t, stable=True, descending=descending), x)  # indices too, exactly


@pytest.mark.parametrize("dim", [0, 1])
def test_sort_and_topk_any_dim(eager, dim):
    x = _sortable(torch.float32, (5, 9), seed=1)
    _check_sorted(torch.sort(x.to("spyre"), dim=dim), x, dim, torch.sort(x, dim=dim).values)
    _check_sorted(torch.topk(x.to("spyre"), 3, dim=dim), x, dim, torch.topk(x, 3, dim=dim).values)


@pytest.mark.parametrize("dtype", [torch.float32, torch.int64], ids=str)
@pytest.mark.parametrize("dim", [0, 1, 2])
def test_sort_positions_as_rows_matches_the_cpu(eager, dim, dtype):
    """Other dims of at least ROWS_SORT_MIN_OUTER elements: the network's positions are its state's rows
    (compiler/frontend/lowering.py _sorted_state); NaN, infinities and ties as on the CPU, stable indices."""
    from spyre_inductor.compiler.frontend.lowering import ROWS_SORT_MIN_OUTER

    x = _sortable(dtype, (3, 9, 4), seed=3)  # (NaN, inf, ties in [0, 1:9] / [1, ...] / [2, ...] rows of dim 1)
    assert x.numel() // x.shape[dim] >= ROWS_SORT_MIN_OUTER
    for descending in (False, True):
        eager.check(lambda t: torch.sort(t, dim=dim, stable=True, descending=descending), x)
    _check_sorted(torch.topk(x.to("spyre"), 2, dim=dim), x, dim, torch.topk(x, 2, dim=dim).values)


@pytest.mark.parametrize("largest", [True, False])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16], ids=str)
def test_topk_logits(eager, largest, dtype):
    x = _sortable(dtype, (3, 16), seed=2)
    _check_sorted(torch.topk(x.to("spyre"), 5, largest=largest), x, -1, torch.topk(x, 5, largest=largest).values)
    before = torch.spyre.eager_stats()["fallbacks"]
    values, indices = torch.empty(0, dtype=dtype, device="spyre"), torch.empty(0, dtype=torch.int64, device="spyre")
    torch.topk(x.to("spyre"), 5, largest=largest, out=(values, indices))
    _check_sorted((values, indices), x, -1, torch.topk(x, 5, largest=largest).values)
    assert torch.spyre.eager_stats()["fallbacks"] == before


def _tril_out(a, k):
    out = torch.empty(0, dtype=a.dtype, device=a.device)
    torch.tril(a, k, out=out)
    return out


def _triu_in_place(a, k):
    b = a.clone()
    b.triu_(k)
    return b


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int64], ids=str)
@pytest.mark.parametrize("diagonal", [0, 2, -1])
def test_tril_triu(eager, dtype, diagonal):
    """tril / triu and their out= and in-place forms (SDPA's OpInfo samples build causal masks
    with tril.out): a batch of rectangular matrices, a diagonal above, on and below the main one."""
    x = eager.rand(2, 5, 37, dtype=dtype)
    eager.check(lambda a: (torch.tril(a, diagonal), torch.triu(a, diagonal)), x)
    eager.check(lambda a: _tril_out(a, diagonal), x)
    eager.check(lambda a: _triu_in_place(a, diagonal), x)


def test_tril_bool_mask_and_empty(eager):
    eager.check(lambda a: torch.ones(a.shape[-1], a.shape[-1], dtype=torch.bool, device=a.device).tril(), eager.rand(3, 9))
    eager.check(lambda a: torch.triu(a), eager.rand(0, 4))


def _bucketize_out(v, b):
    out = torch.empty(0, dtype=torch.int32, device=v.device)
    torch.bucketize(v, b, out_int32=True, right=True, out=out)
    return out


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=str)
def test_searchsorted_bucketize(eager, dtype):
    """Sums of compares with the boundaries (compiler/frontend/lowering.py _searchsorted): ties
    with boundaries, NaN / inf values, batched sequences, out=, a Python number."""
    b = eager.rand(40, dtype=dtype).sort().values
    b[3:6] = b[3]
    v = eager.rand(4, 9, dtype=dtype, seed=1)
    v[0, :4] = torch.tensor([float("nan"), float("inf"), b[3].item(), b[10].item()], dtype=dtype)
    for right in (False, True):
        eager.check(lambda s, x: (torch.searchsorted(s, x, right=right), torch.bucketize(x, s, right=right)), b, v)
    eager.check(_bucketize_out, v, b)
    eager.check(lambda s: torch.searchsorted(s, 0.25, side="right"), b)
    seq = eager.rand(4, 16, dtype=dtype, seed=2).sort(-1).values
    eager.check(lambda s, x: torch.searchsorted(s, x, out_int32=True), seq, v)


def _cummax_out(a):
    values, indices = torch.empty(0, dtype=a.dtype, device=a.device), torch.empty(0, dtype=torch.int64, device=a.device)
    torch.cummax(a, 0, out=(values, indices))
    out = torch.empty(0, dtype=a.dtype, device=a.device)
    torch.logcumsumexp(a, -1, out=out)
    return values, indices, out


def test_cummax_logcumsumexp_out_and_nan(eager):
    a = eager.rand(4, 33).round()  # ties
    a[1, 2] = a[2, 7] = float("nan")
    a[3, :4] = float("-inf")
    eager.check(_cummax_out, a)
    eager.check(lambda a: tuple(torch.cummin(a, -1)), eager.rand(3, 20, dtype=torch.int64))


def _index_add_forms(x, i, s):
    out = torch.empty(0, dtype=x.dtype, device=x.device)
    torch.index_add(x, 0, i, s, alpha=2, out=out)
    y = x.clone()
    y.index_add_(0, i, s)
    return x.index_add(0, i, s), out, y


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16], ids=str)
def test_index_add(eager, dtype):
    """index_add (default, out=, in-place; duplicates), and into a dim of one slot (a sum)."""
    tol = {torch.float32: dict(rtol=1e-5, atol=1e-5), torch.float16: dict(rtol=2e-3, atol=2e-3),
           torch.bfloat16: dict(rtol=1.6e-2, atol=1e-2)}
    eager.check(_index_add_forms, eager.rand(6, 40, dtype=dtype), torch.tensor([4, 0, 4]),
                eager.rand(3, 40, dtype=dtype, seed=1), tol=tol)
    eager.check(lambda x, i, s: x.index_add(0, i, s, alpha=-1), eager.rand(1, dtype=dtype), torch.tensor([0]),
                eager.rand(1, dtype=dtype, seed=1), tol=tol)


def test_histc(eager):
    x = eager.rand(4, 50)
    eager.check(lambda a: (torch.histc(a, 10), torch.histc(a, 7, -1, 1)), x)
    out = torch.empty(0, device="spyre")
    torch.histc(x.to("spyre"), 5, -2, 2, out=out)
    eager.assert_matches(out, torch.histc(x, 5, -2, 2))
