"""torch.compile on spyre tensors (this backend, the real device, artifacts, launch) against CPU
eager. SPYRE_FALLBACK=error is set for the whole directory (conftest), and every test also checks
that nothing fell back to the CPU.

Tolerances: fp32 rtol 1e-5, atol 1e-5 (transcendentals are numpy's, accumulation order differs);
fp16 rtol 2e-3, atol 2e-3 (one fp16 rounding of fp32-computed values, against CPU eager fp16).
Shapes: (5, 100) is not a multiple of the stick (32 fp32 / 64 fp16), (4, 64) is.
"""

import pytest
import torch
import torch.nn.functional as F

from spyre_inductor.compiler.debug import capture_kernels

TOL = {torch.float32: dict(rtol=1e-5, atol=1e-5), torch.float16: dict(rtol=2e-3, atol=2e-3)}


def check(fn, *inputs, dtype=torch.float32):
    """Compile fn, run it on spyre copies of the CPU inputs, compare with eager on the CPU.
    Returns the kernels compiled (empty on an FX-graph cache hit)."""
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    with capture_kernels() as kernels:
        out = torch.compile(fn)(*[t.to("spyre") if isinstance(t, torch.Tensor) else t for t in inputs])
    ref = fn(*inputs)
    outs, refs = (out, ref) if isinstance(out, tuple) else ((out,), (ref,))
    assert len(outs) == len(refs)
    for o, r in zip(outs, refs):
        assert o.device.type == "spyre"
        o = o.cpu()
        assert o.dtype == r.dtype and o.shape == r.shape
        if r.dtype.is_floating_point:
            torch.testing.assert_close(o, r, **TOL[r.dtype if r.dtype in TOL else torch.float32])
        else:
            assert torch.equal(o, r)
    assert torch.spyre.fallback_counts() == before
    return kernels


def rand(*shape, dtype=torch.float32, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g).to(dtype)


POINTWISE = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b, "div": lambda a, b: a / b,
    "neg": lambda a, b: -a, "abs": lambda a, b: a.abs(), "pow": lambda a, b: a.abs() ** 1.5,
    "pow_tensor": lambda a, b: a.abs() ** b, "exp": lambda a, b: a.exp(), "log": lambda a, b: a.abs().log(),
    "rsqrt": lambda a, b: a.abs().rsqrt(), "sqrt": lambda a, b: a.abs().sqrt(),
    "reciprocal": lambda a, b: a.reciprocal(), "tanh": lambda a, b: a.tanh(), "erf": lambda a, b: torch.erf(a),
    "sigmoid": lambda a, b: a.sigmoid(), "relu": lambda a, b: a.relu(), "gelu": lambda a, b: F.gelu(a),
    "gelu_tanh": lambda a, b: F.gelu(a, approximate="tanh"), "silu": lambda a, b: F.silu(a),
    "sin": lambda a, b: a.sin(), "cos": lambda a, b: a.cos(), "minimum": lambda a, b: torch.minimum(a, b),
    "maximum": lambda a, b: torch.maximum(a, b), "where": lambda a, b: torch.where(a > b, a, b),
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b, "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b, "bitwise_and_bool": lambda a, b: (a > 0) & (b > 0),
    "scalars": lambda a, b: a * 2.5 - 1, "broadcast_row": lambda a, b: a + b[0],
    "broadcast_col": lambda a, b: a * b[:, :1],
}


@pytest.mark.parametrize("name", sorted(POINTWISE))
def test_pointwise_fp32_not_stick_multiple(spyre, name):
    check(POINTWISE[name], rand(5, 100), rand(5, 100, seed=1))


@pytest.mark.parametrize("name", sorted(POINTWISE))
def test_pointwise_fp16_stick_multiple(spyre, name):
    check(POINTWISE[name], rand(4, 64, dtype=torch.float16), rand(4, 64, dtype=torch.float16, seed=1))


SPECIALS = torch.tensor([0.0, -0.0, 1.5, -3.0, float("inf"), -float("inf"), float("nan"), 65504.0, 1e-30])


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("name", ["isinf", "isnan", "isfinite", "clamp_if_any_inf"])
def test_float_class_tests_on_special_values(spyre, name, dtype):
    """isinf / isnan / isfinite on inf, -inf, NaN, signed zero, the fp16 max and a denormal-range
    value (exact against the CPU), and T5's fp16 guard: clamp only when some element is inf."""
    fn = {"isinf": torch.isinf, "isnan": torch.isnan, "isfinite": torch.isfinite,
          "clamp_if_any_inf": lambda a: torch.where(torch.isinf(a).any(), a.clamp(-100, 100), a).nan_to_num(7.0)}[name]
    check(fn, SPECIALS.repeat(3, 5).to(dtype))


@pytest.mark.parametrize("to", [torch.float16, torch.float32, torch.int64, torch.bool])
def test_casts(spyre, to):
    src = torch.float16 if to == torch.float32 else torch.float32
    check(lambda a: (a * 3).to(to), rand(3, 70, dtype=src))


REDUCTIONS = {
    "sum_last": lambda a: a.sum(-1), "sum_first": lambda a: a.sum(0), "sum_middle": lambda a: a.sum(1),
    "sum_two_dims": lambda a: a.sum((0, 2)), "sum_all": lambda a: a.sum(), "mean": lambda a: a.mean(-1),
    "amax": lambda a: a.amax(-1), "amin_first": lambda a: a.amin(0), "max_values": lambda a: a.max(-1).values,
    "var_mean": lambda a: torch.var_mean(a, -1), "argmax_last": lambda a: a.argmax(-1),
    "mean_keepdim": lambda a: a.mean(-1, keepdim=True),
    "argmax_all": lambda a: a.argmax(), "argmax_middle": lambda a: a.argmax(1),
    "argmin_last": lambda a: a.argmin(-1),
}


@pytest.mark.parametrize("name", sorted(REDUCTIONS))
def test_reductions_fp32(spyre, name):
    check(REDUCTIONS[name], rand(3, 5, 70))


@pytest.mark.parametrize("name", sorted(REDUCTIONS))
def test_reductions_fp16(spyre, name):
    check(REDUCTIONS[name], rand(3, 4, 128, dtype=torch.float16))


@pytest.mark.parametrize("shape,dims", [((2, 20_000), -1), ((16, 8, 128), (0, 2))])
def test_fp16_sum_over_several_row_points_accumulates_in_fp32(spyre, shape, dims):
    a = rand(*shape, dtype=torch.float16, seed=6)
    torch._dynamo.reset()
    out = torch.compile(lambda x: x.sum(dims))(a.to("spyre")).cpu()
    assert torch.equal(out, a.sum(dims))


def test_fp16_sum_over_rows_accumulates_in_fp32(spyre):
    # 64 rows of fp16 added one by one in fp16 drift by ~1e-2; accumulated in fp32 and rounded
    # once they match CPU eager (which accumulates in fp32) exactly
    a = rand(64, 64, dtype=torch.float16, seed=5)
    torch._dynamo.reset()
    out = torch.compile(lambda x: x.sum(0))(a.to("spyre")).cpu()
    assert torch.equal(out, a.sum(0))


LAYOUT_OPS = {
    "view": lambda a: a.view(2, 250) + 1, "reshape_flat": lambda a: a.reshape(500) * 3,
    "permute": lambda a: a.permute(1, 0).contiguous(), "transpose_add": lambda a: a.t() + 1,
    "slice": lambda a: a[:, 10:60] * 2, "select": lambda a: a[1] * 2, "unsqueeze": lambda a: a.unsqueeze(1) + 1,
    "expand": lambda a: a[:1].expand(5, -1) * a, "clone": lambda a: a.clone(),
    "cat_last": lambda a: torch.cat([a, a * 2], -1), "cat_first": lambda a: torch.cat([a, a + 1], 0),
    "full": lambda a: a + torch.full((5, 100), 3.0, device=a.device),
    "scalar_tensor": lambda a: a * torch.scalar_tensor(0.5, device=a.device),
    "iota": lambda a: a + torch.arange(100, device=a.device),
}


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("name", sorted(LAYOUT_OPS))
def test_layout_ops(spyre, name, dtype):
    check(LAYOUT_OPS[name], rand(5, 100, dtype=dtype))


def check_views(fn, base, view):
    """fn on a view of a spyre storage (view(spyre_base)) against fn(view(cpu_base))."""
    torch._dynamo.reset()
    out = torch.compile(fn)(view(base.to("spyre")))
    torch.testing.assert_close(out.cpu(), fn(view(base)), **TOL[torch.float32])


def test_transposed_input(spyre):
    check_views(lambda a: a * 2 + 1, rand(100, 6), lambda t: t.t())


def test_input_at_a_storage_offset_is_copied_with_a_warning(spyre):
    with pytest.warns(RuntimeWarning, match=r"storage offset 10\); copying it for every call"):
        check_views(lambda a: a.exp(), rand(5, 100), lambda t: t[:, 10:60])
    with pytest.warns(RuntimeWarning, match="storage offset 100"):
        check_views(lambda a: a.exp(), rand(5, 100), lambda t: t[1])


def test_cpu_scalar_tensor_next_to_spyre_tensors(spyre):
    # eager allows a 0-d CPU tensor in a spyre op; the compiled kernel copies it in per call
    a, s = rand(5, 40), torch.tensor(2.5)
    torch._dynamo.reset()
    out = torch.compile(lambda x, y: x * y + 1)(a.to("spyre"), s)
    torch.testing.assert_close(out.cpu(), a * s + 1)


def test_in_place_update_of_an_input(spyre):
    def fn(x):
        x.mul_(2)
        return x + 1

    a = rand(5, 40)
    sa = a.to("spyre")
    torch._dynamo.reset()
    with capture_kernels() as kernels:
        out = torch.compile(fn)(sa)
    torch.testing.assert_close(sa.cpu(), a * 2)  # the caller's tensor was updated
    torch.testing.assert_close(out.cpu(), a * 2 + 1)
    if kernels:
        roles = {s.name: s.role for k in kernels for s in k.artifact.arguments}
        assert "inout" in roles.values(), roles


def _rotate_half(x):
    d = x.shape[-1] // 2
    return torch.cat((-x[..., d:], x[..., :d]), dim=-1)


@pytest.mark.parametrize("dtype,head_dim", [(torch.float32, 64), (torch.float16, 128)])
def test_rotary_cat_runs_as_rows(spyre, dtype, head_dim):
    # cat on the last dim at a stick boundary: masked row loads, not the element-by-element path
    kernels = check(_rotate_half, rand(2, 3, 8, head_dim, dtype=dtype))
    if kernels:
        assert [p.mode for k in kernels for p in k.plans["layout"]] == ["pointwise"]


@pytest.mark.parametrize("dtype,head_dim", [(torch.float32, 64), (torch.float16, 64), (torch.float32, 16),
                                            (torch.float16, 128), (torch.float32, 128)])
def test_rotary_table_repeated_along_the_row_runs_as_rows(spyre, dtype, head_dim):
    # HF's rotary: cos(pos * cat(inv_freq, inv_freq)) reaches the kernel as inv_freq[i mod D/2] (an
    # fp32 table) repeated along the row (a whole stick again and again for D = 64, two sticks
    # again and again for D = 128, runs inside a stick for smaller D): rows, not the
    # element-by-element path
    inv_freq = 1.0 / (10000 ** (torch.arange(0, head_dim, 2).float() / head_dim))
    pos = torch.arange(6).float()

    def fn(x, inv_freq, pos):
        freqs = pos[:, None] * inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        return x * emb.cos().to(x.dtype) + _rotate_half(x) * emb.sin().to(x.dtype)

    with torch._inductor.config.patch(fx_graph_cache=False):  # (compiled here: its kernels are looked at)
        kernels = check(fn, rand(1, 2, 6, head_dim, dtype=dtype), inv_freq, pos)
    assert kernels and [p.mode for k in kernels for p in k.plans["layout"] if p.mode == "element"] == []


@pytest.mark.parametrize("dtype,head_dim", [(torch.float32, 64), (torch.float16, 64), (torch.float32, 32),
                                            (torch.float16, 32), (torch.float32, 128)])
def test_llama_attention_rotary_key_runs_as_rows(spyre, dtype, head_dim):
    # HF Llama's attention: q, k and v projected and split into heads (a transpose), q and k
    # rotated (x * cos + rotate_half(x) * sin), k and v repeated for GQA, then SDPA (K transposed
    # for Q.K^T). The key's rotary fused with that transpose loads k sticked on the head dim under
    # rotate_half's masks and stores it sticked on the sequence: a copy of k transposed (a tile
    # stage) first, then rows -- no stage element by element
    S, H, KV = 12, 2, 1  # (S > 8: Inductor unrolls shorter softmax sums into pointwise loads)
    inv_freq = 1.0 / (10000 ** (torch.arange(0, head_dim, 2).float() / head_dim))
    pos = torch.arange(S).float()

    def fn(x, wq, wk, wv, inv_freq, pos):
        q = (x @ wq).view(1, S, H, head_dim).transpose(1, 2)
        k = (x @ wk).view(1, S, KV, head_dim).transpose(1, 2)
        v = (x @ wv).view(1, S, KV, head_dim).transpose(1, 2)
        freqs = pos[:, None] * inv_freq[None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        cos, sin = emb.cos().to(x.dtype), emb.sin().to(x.dtype)
        q = q * cos + _rotate_half(q) * sin
        k = k * cos + _rotate_half(k) * sin
        k, v = (kv[:, :, None].expand(1, KV, H // KV, S, head_dim).reshape(1, H, S, head_dim) for kv in (k, v))
        return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)

    hidden = 64
    inputs = (rand(1, S, hidden, dtype=dtype), rand(hidden, H * head_dim, dtype=dtype, seed=1) * 0.2,
              rand(hidden, KV * head_dim, dtype=dtype, seed=2) * 0.2,
              rand(hidden, KV * head_dim, dtype=dtype, seed=3) * 0.2, inv_freq, pos)
    with torch._inductor.config.patch(fx_graph_cache=False):  # (compiled here: its kernels are looked at)
        kernels = check(fn, *inputs, dtype=dtype)
    modes = [(stage, mode) for k in kernels for stage, mode in k.stage_modes()]
    assert any(mode == "matmul" for _, mode in modes), modes
    assert [m for m in modes if m[1] == "element"] == []


def test_masked_fill_then_softmax(spyre):
    mask = rand(5, 40, seed=2) > 0.5
    torch._dynamo.reset()
    fn = lambda x, m: torch.softmax(x.masked_fill(m, float("-inf")), -1)  # noqa: E731
    out = torch.compile(fn)(rand(5, 40).to("spyre"), mask.to("spyre"))
    torch.testing.assert_close(out.cpu(), fn(rand(5, 40), mask), **TOL[torch.float32])


COMPOSITES = {
    "softmax": (lambda a: torch.softmax(a, -1), 1),
    "log_softmax": (lambda a: torch.log_softmax(a, -1), 1),
    "layer_norm": (lambda a: F.layer_norm(a, (a.shape[-1],)), 1),
    "rms_norm": (lambda a: F.rms_norm(a, (a.shape[-1],)), 1),
}


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("name", sorted(COMPOSITES))
def test_composites_fuse_into_few_kernels(spyre, name, dtype):
    fn, max_kernels = COMPOSITES[name]
    kernels = check(fn, rand(6, 130, dtype=dtype), dtype=dtype)
    if kernels:  # empty on an FX-graph cache hit (nothing was compiled)
        assert len(kernels) <= max_kernels, [k.kernel.render() for k in kernels]


def test_pointwise_chain_is_one_kernel(spyre):
    kernels = check(lambda a, b: ((a + b).exp() * a).tanh() - b.abs(), rand(5, 100), rand(5, 100, seed=1))
    if kernels:
        assert len(kernels) == 1 and len(kernels[0].kernel.stages) == 1


def test_small_model_layer_norm_gelu_softmax(spyre):
    w = rand(96, seed=3)

    def model(x):
        h = F.layer_norm(x, (96,), weight=w.to(x.device))
        return torch.softmax(F.gelu(h) * 2, dim=-1)

    check(model, rand(8, 96))


def test_dynamic_true_rows_not_a_stick_multiple(spyre):
    # (33 columns: a tail stick; the row count is symbolic -- tests/compiler/test_symbolic.py)
    f = torch.compile(lambda a: a.exp() + 1, dynamic=True)
    for rows in (7, 9):
        a = rand(rows, 33)
        torch.testing.assert_close(f(a.to("spyre")).cpu(), a.exp() + 1, **TOL[torch.float32])


LONG_ROWS = {
    "pointwise_1d": (lambda a: a * 2 + 1, (20_003,)),
    "softmax_vocab": (lambda a: torch.softmax(a, -1), (2, 9_001)),
    "sum_all": (lambda a: a.sum(), (3, 9_001)),
    "sum_dim0_wide": (lambda a: a.sum(0), (5, 9_000)),
    "argmax_vocab": (lambda a: a.argmax(-1), (3, 9_001)),
    "argmin_vocab": (lambda a: a.argmin(-1), (3, 9_001)),
}


@pytest.mark.parametrize("red", ["sum", "argmax", "amax"])
def test_reduction_over_a_reshaped_permute_gets_a_restickify_stage(spyre, red):
    fn = lambda a: getattr(a.permute(1, 0, 2).reshape(5, 240), red)(-1)  # noqa: E731
    kernels = check(fn, rand(6, 5, 40))
    if kernels:
        names = [s.name for k in kernels for s in k.kernel.stages]
        assert any("_restick" in n for n in names), names


@pytest.mark.parametrize("name", sorted(LONG_ROWS))
def test_rows_longer_than_a_chunk(spyre, name):
    # rows over 4096 elements run as chunks (the last one shorter, with its own lane mask)
    fn, shape = LONG_ROWS[name]
    check(fn, rand(*shape))


# generate()'s own tensor ops (issue 14), compiled: int64 ids, bool masks, fp32 / fp16 logits
_IDS = torch.tensor([[5, 17, 2, 99, 2, 40, 63]])


def _logits(dtype=torch.float32):
    x = rand(2, 100).to(dtype)
    x[0, 7] = x[1, 3] = float("-inf")
    return x


GENERATE_OPS = {
    "isin_eos_any": (lambda ids, eos: torch.isin(ids[:, -1:], eos).any(-1), (_IDS, torch.tensor([2, 63]))),
    "isin_many": (lambda ids, t: torch.isin(ids, t), (_IDS, torch.arange(40) * 3)),
    "all_any": (lambda m: ((m == 1).all(), m.any(-1)), (torch.tensor([[1, 1, 0], [1, 1, 1]]),)),
    "arange_positions": (lambda p: p[..., -1:] + torch.arange(3, device=p.device), (torch.tensor([[0, 1, 2, 3]]),)),
    "isneginf_argmax": (lambda x: (torch.isneginf(x), x.argmax(-1)), (_logits(),)),
    "isneginf_f16": (lambda x: torch.isneginf(x).sum(-1), (_logits(torch.float16),)),
    "cat_where": (lambda ids, nxt, done: torch.cat([ids, torch.where(done.bool(), nxt, 0)[:, None]], -1),
                  (_IDS, torch.tensor([11]), torch.tensor([1]))),
    "softmax_cumsum": (lambda x: torch.softmax(x, -1).cumsum(-1), (_logits(),)),
}


@pytest.mark.parametrize("name", sorted(GENERATE_OPS))
def test_generate_ops(spyre, name):
    fn, inputs = GENERATE_OPS[name]
    check(fn, *inputs)


def _sortable(n=8, seed=0):
    x = rand(2, n, seed=seed)
    x[0, 1], x[1, 2], x[1, 3] = float("-inf"), float("inf"), 0.0  # (NaN: tests/eager, check() has no equal_nan)
    x[0, 4] = x[0, 5] = 0.25  # a tie: the stable order keeps it
    return x


@pytest.mark.parametrize("name,fn", [
    ("sort", lambda x: torch.sort(x, stable=True)),
    ("sort_descending", lambda x: torch.sort(x, descending=True, stable=True)),
    ("topk_then_mask", lambda x: x.masked_fill(x < torch.topk(x, 3)[0][..., -1, None], float("-inf"))),
    ("top_p", lambda x: torch.sort(x).values.softmax(-1).cumsum(-1) <= 0.3),
])
def test_sort_topk(spyre, name, fn):
    check(fn, _sortable(6 if name == "top_p" else 8))
