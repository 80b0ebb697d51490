"""scaled_dot_product_attention on spyre tensors, compiled, against the CPU's
F.scaled_dot_product_attention: the fused attention kernel (frontend/attention.py: ONE kernel of one
AttentionStage, the scores never written to device memory) across no mask, causal, additive float
and boolean masks, GQA (enable_gqa and HF's repeat_kv form), prefill and decode, odd lengths (37,
129), head dims 40 / 64 / 128, fp32 / fp16 / bf16; and the math decomposition kept (and counted) for
what the fused kernel does not take.

Tolerances: fp32 1e-4; fp16 / bf16 against the CPU's result on the same inputs in fp32 (the fused
kernel accumulates in fp32 and rounds P and the output to the operand dtype once each): fp16 2e-3 +
2e-3 relative, bf16 1.6e-2. The conftest runs every kernel on both engines (fast and reference).
"""

import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import compile_check, matmul_stages, rand  # noqa: E402

from spyre_inductor.compiler import attention_stats  # noqa: E402
from spyre_inductor.compiler.debug import capture_kernels  # noqa: E402
from spyre_inductor.compiler.passes.attention import AttentionStage  # noqa: E402

TOL = {torch.float32: dict(rtol=1e-4, atol=1e-4), torch.float16: dict(rtol=2e-3, atol=2e-3),
       torch.bfloat16: dict(rtol=1.6e-2, atol=1.6e-2)}


def qkv(b=2, h=4, s=16, d=32, kv_heads=None, dtype=torch.float32, s_kv=None):
    kv_heads = kv_heads or h
    s_kv = s_kv or s
    return (rand(b, h, s, d, dtype=dtype), rand(b, kv_heads, s_kv, d, dtype=dtype, seed=1),
            rand(b, kv_heads, s_kv, d, dtype=dtype, seed=2))


def fused_check(fn, *inputs):
    """Compile fn for spyre; its SDPA must be ONE fused kernel (one AttentionStage, no matmul
    stage: no score matrix in device memory); compare with the CPU in fp32 on the same inputs."""
    torch._dynamo.reset()
    before = dict(attention_stats())
    fb = torch.spyre.fallback_counts()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(fn)(*[t.to("spyre") for t in inputs])
    dtype = inputs[0].dtype
    ref = fn(*[t.float() if t.is_floating_point() else t for t in inputs])
    assert out.device.type == "spyre" and out.dtype == dtype and out.shape == ref.shape
    torch.testing.assert_close(out.cpu().float(), ref, **TOL[dtype])
    assert torch.spyre.fallback_counts() == fb
    fused = [k for k in kernels if any(isinstance(s, AttentionStage) for s in k.kernel.stages)]
    assert len(fused) == 1 and not matmul_stages(kernels)
    assert [mode for _, mode in fused[0].stage_modes()].count("attention") == 1
    assert attention_stats()["fused"] == before["fused"] + 1 and attention_stats()["math"] == before["math"]
    return kernels


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_causal(spyre, dtype):
    fused_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True), *qkv(dtype=dtype))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_additive_mask(spyre, dtype):
    """A float mask per batch, broadcast over heads; head dim 40 (a partial stick of zero padding)."""
    q, k, v = qkv(s=12, d=40, dtype=dtype)
    mask = rand(2, 1, 12, 12, dtype=dtype, seed=3)
    fused_check(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m), q, k, v, mask)


def test_boolean_mask(spyre):
    q, k, v = qkv(s=10, s_kv=20)
    g = torch.Generator().manual_seed(4)
    mask = torch.rand(10, 20, generator=g) > 0.3
    mask[:, 0] = True  # every query sees at least one key (an all-masked row is NaN on both sides)
    fused_check(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m), q, k, v, mask)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_fully_masked_rows_give_zeros(spyre, dtype):
    """A query row whose every key is masked (HF's left padding under a causal mask: the padded
    positions' own rows) is 0, as PyTorch's SDPA gives it, not 0 / 0 = NaN: the next layer reads
    those rows as keys and values (0 * NaN would poison every row)."""
    q, k, v = qkv(b=2, h=2, s=6, d=32, dtype=dtype)
    mask = torch.ones(2, 1, 6, 6, dtype=torch.bool).tril()
    mask[1, :, :, :3] = False  # sequence 1 left-padded by 3: its rows 0-2 see no key
    fused_check(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m), q, k, v, mask)


def test_left_padded_mask_fp16(spyre):
    """HF's padding mask (batch, 1, q, kv), bool: the second sequence's first 70 keys masked, so its
    rows see only -inf in their whole first key block (the running max must not go NaN)."""
    q, k, v = qkv(b=2, h=2, s=5, s_kv=129, d=64, dtype=torch.float16)
    mask = torch.ones(2, 1, 5, 129, dtype=torch.bool)
    mask[1, :, :, :70] = False
    fused_check(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m), q, k, v, mask)


@pytest.mark.parametrize("changed", [False, True])
def test_one_mask_for_every_layer_is_converted_once(spyre, changed):
    """A model hands each layer the same boolean mask: its 0 / -inf bias is computed once per graph
    (one pointwise stage, not one per layer); a mask changed in place between layers is converted
    again (the third layer sees the change)."""
    q, k, v = qkv(b=2, h=2, s=6, d=32, dtype=torch.float16)
    mask = torch.ones(2, 1, 6, 6, dtype=torch.bool).tril()

    def layers(q, k, v, m):
        x = F.scaled_dot_product_attention(q, k, v, attn_mask=m)
        y = F.scaled_dot_product_attention(k, v, q, attn_mask=m)
        if changed:
            m[:, :, 4:, 0] = False
        return x, y, F.scaled_dot_product_attention(v, q, k, attn_mask=m)

    torch._dynamo.reset()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(layers)(q.to("spyre"), k.to("spyre"), v.to("spyre"), mask.clone().to("spyre"))
    ref = layers(q.float(), k.float(), v.float(), mask.clone())
    for got, want in zip(out, ref):
        torch.testing.assert_close(got.cpu().float(), want, **TOL[torch.float16])
    modes = [mode for c in kernels for _, mode in c.stage_modes()]
    assert modes.count("attention") == 3
    if not changed:
        assert modes.count("pointwise") == 1 and len(modes) == 4


def test_gqa_enable_gqa(spyre):
    q, k, v = qkv(h=8, kv_heads=2)
    fused_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True), q, k, v)


def test_gqa_repeat_kv(spyre):
    """The HF form: kv heads expanded and reshaped to the query heads before SDPA."""
    q, k, v = qkv(h=8, kv_heads=2)

    def attn(q, k, v):
        b, hk, s, d = k.shape
        k = k[:, :, None].expand(b, hk, 4, s, d).reshape(b, hk * 4, s, d)
        v = v[:, :, None].expand(b, hk, 4, s, d).reshape(b, hk * 4, s, d)
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)

    fused_check(attn, q, k, v)


def test_decode_single_query(spyre):
    """One new token against a cache of 24 keys (M=1 in both products)."""
    fused_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v), *qkv(s=1, s_kv=24, d=64))


@pytest.mark.parametrize("d", [64, 128])
def test_odd_lengths_fp16(spyre, d):
    """Prefill of 37 queries against 129 keys (three key blocks, the last of one key), causal
    (top-left, as PyTorch's is_causal), GQA with two query heads per kv head."""
    q, k, v = qkv(b=1, h=4, kv_heads=2, s=37, s_kv=129, d=d, dtype=torch.float16)
    fused_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True), q, k, v)


@pytest.mark.parametrize("d", [64, 128])
def test_decode_long_cache_fp16(spyre, d):
    """A decode step: one query row per head against 129 cached keys, scale given."""
    q, k, v = qkv(b=1, h=4, s=1, s_kv=129, d=d, dtype=torch.float16)
    fused_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, scale=0.3), q, k, v)


def test_gqa_decode_stacks_heads_fp16(spyre):
    """A GQA decode step with a padding mask: the four query heads of each kv head share one item
    (their keys and values read once), each head's rows and bias rows moved on their own."""
    q, k, v = qkv(b=2, h=8, kv_heads=2, s=1, s_kv=70, d=64, dtype=torch.float16)
    mask = torch.ones(2, 1, 1, 70, dtype=torch.bool)
    mask[0, :, :, :9] = False
    kernels = fused_check(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m, enable_gqa=True),
                          q, k, v, mask)
    (plan,) = [p for c in kernels for p in c.plans["layout"] if p.mode == "attention"]
    assert len(plan.items) == 2 * 2 and all(it.heads == 4 and it.rows == 4 for it in plan.items)


def test_bf16_views(spyre):
    """bf16, q / k / v as transposed views of (batch, seq, heads, dim) projections, as models make them."""
    x = rand(1, 37, 4, 64, dtype=torch.bfloat16)
    y = rand(1, 37, 4, 64, dtype=torch.bfloat16, seed=5)

    def attn(x, y):
        q, k, v = (x * 0.5).transpose(1, 2), y.transpose(1, 2), (x + y).transpose(1, 2)
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)

    fused_check(attn, x, y)


def heads_of(x, heads):
    """(batch, seq, heads * d) -> (batch, heads, seq, d): a projection's heads as models view them."""
    b, n, hd = x.shape
    return x.view(b, n, heads, hd // heads).transpose(1, 2)


def attention_plan(kernels):
    (plan,) = [p for c in kernels for p in c.plans["layout"] if p.mode == "attention"]
    return plan


@pytest.mark.parametrize("dtype,d,causal", [(torch.float16, 32, False), (torch.float16, 16, True),
                                             (torch.float32, 16, False)])
def test_heads_narrower_than_a_stick_read_in_lanes(spyre, dtype, d, causal):
    """Heads of a (batch, seq, heads * d) projection that share sticks (d = 32 or 16 in a 64-element
    fp16 stick, 16 in a 32-element fp32 one) are read where they lie: no copy stage before the
    attention, q and k masked to the head's lanes, the output shifted off the v lane."""
    x, y, z = (rand(2, 13, 4 * d, dtype=dtype, seed=n) for n in range(3))

    def attn(x, y, z):
        return F.scaled_dot_product_attention(heads_of(x, 4), heads_of(y, 4), heads_of(z, 4), is_causal=causal)

    kernels = fused_check(attn, x, y, z)
    plan = attention_plan(kernels)
    assert [mode for c in kernels for _, mode in c.stage_modes()] == ["attention"]
    assert all(plan.in_lanes(w) for w in ("q", "k", "v"))
    assert {lane for lane, _ in plan.lane_masks} == set(range(0, plan.E, d))


def test_output_in_token_order_like_the_cpu(spyre):
    """SDPA's output is stored (batch, length, heads * dim), the strides the CPU's flash attention
    gives it, so HF's transpose(1, 2).reshape before the output projection is a view: the graph is
    the attention kernel and the projection, no copy between (fp32 heads of one stick here)."""
    x, y, z = (rand(2, 9, 64, seed=n) for n in range(3))
    w = rand(64, 64, seed=4)

    def attn(x, y, z, w):
        o = F.scaled_dot_product_attention(heads_of(x, 2), heads_of(y, 2), heads_of(z, 2))
        return o, o.transpose(1, 2).reshape(2, 9, 64) @ w

    torch._dynamo.reset()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        o, out = torch.compile(attn)(*(t.to("spyre") for t in (x, y, z, w)))
    ref_o, ref = attn(x, y, z, w)
    assert o.stride() == ref_o.stride() == (9 * 64, 32, 64, 1)
    torch.testing.assert_close(o.cpu(), ref_o, **TOL[torch.float32])
    torch.testing.assert_close(out.cpu(), ref, **TOL[torch.float32])
    assert [mode for c in kernels for _, mode in c.stage_modes()] == ["attention", "matmul"]


@pytest.mark.parametrize("dtype,d", [(torch.float16, 32), (torch.float32, 32), (torch.float16, 20)])
def test_sdpa_op_strides_agree_with_its_fake(spyre, dtype, d):
    """spyre::sdpa's eager kernel, fake and autograd registration agree (torch.library.opcheck): the
    token-order strides where heads fill or share sticks exactly, (b, h, s, d) contiguous otherwise."""
    q, k, v = qkv(b=2, h=2, s=5, d=d, dtype=dtype, s_kv=7)
    out = torch.ops.spyre.sdpa(q, k, v, None, False, 0.2)
    token_order = (d * dtype.itemsize) in (32 * 2, 32 * 4)
    assert out.stride() == ((5 * 2 * d, d, 2 * d, 1) if token_order else (2 * 5 * d, 5 * d, d, 1))
    result = torch.library.opcheck(torch.ops.spyre.sdpa.default, (q, k, v, None, False, 0.2))
    assert set(result.values()) == {"SUCCESS"}


def padded_heads(x, heads):
    """(batch, seq, heads * d) -> (batch, heads, seq, d) in a buffer of its own (as RoPE's output):
    each head row on sticks of its own."""
    return (heads_of(x, heads) * 1.0).contiguous()


@pytest.mark.parametrize("kind,dtype,d,heads,causal,modes", [
    ("lanes", torch.float16, 32, 2, False, {"q": "lanes", "k": "lanes", "v": "lanes"}),
    ("lanes", torch.float16, 16, 4, True, {"q": "lanes", "k": "lanes", "v": "lanes"}),
    ("lanes", torch.float16, 32, 3, True, {"q": "lanes", "k": "lanes", "v": "lanes"}),
    ("lanes", torch.bfloat16, 32, 2, True, {"q": "lanes", "k": "lanes", "v": "lanes"}),
    ("own_qk", torch.float16, 32, 3, True, {"q": "own", "k": "own", "v": "lanes"}),
    ("own_qk", torch.float32, 16, 4, False, {"q": "own", "k": "own", "v": "lanes"}),
    ("own", torch.float16, 32, 4, True, {"q": "own", "k": "own", "v": "own"}),
    ("gqa", torch.float16, 32, 4, True, {"q": "own", "k": "one", "v": "one"}),
    ("bias", torch.float16, 32, 2, False, {"q": "lanes", "k": "lanes", "v": "lanes", "mask": "one"})])
def test_heads_sharing_output_sticks_stack_in_one_item(spyre, kind, dtype, d, heads, causal, modes):
    """Heads narrower than a stick write the output sticks they share: one item stacks them (each
    head's rows against its own keys), merged under lane masks before one store, whether they read
    q, k and v in lanes of shared sticks, from sticks of their own (RoPE'd q and k), or one kv
    head / one bias for all (GQA, a padding mask); 3 heads of 32: the last stick half padding. Then
    the output projection reads it: no copy stage anywhere."""
    x, y, z = (rand(2, 13, heads * d, dtype=dtype, seed=n) for n in range(3))
    w = rand(heads * d, heads * d, dtype=dtype, seed=4) * 0.1
    mask = torch.ones(2, 1, 13, 13, dtype=torch.bool)
    mask[1, :, :, :5] = False

    def attn(x, y, z, w, m):
        if kind in ("lanes", "bias"):
            q, k, v = heads_of(x, heads), heads_of(y, heads), heads_of(z, heads)
        elif kind == "gqa":
            q, k, v = padded_heads(x, heads), padded_heads(y[..., :heads * d // 2], heads // 2), \
                heads_of(z[..., :heads * d // 2], heads // 2)
        else:
            q, k = padded_heads(x, heads), padded_heads(y, heads)
            v = heads_of(z, heads) if kind == "own_qk" else padded_heads(z, heads)
        o = F.scaled_dot_product_attention(q, k, v, attn_mask=m if kind == "bias" else None, is_causal=causal,
                                           enable_gqa=kind == "gqa")
        return o.transpose(1, 2).reshape(2, 13, heads * d) @ w

    torch._dynamo.reset()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(attn)(*(t.to("spyre") for t in (x, y, z, w, mask)))
    ref = attn(*(t.float() if t.is_floating_point() else t for t in (x, y, z, w, mask)))
    torch.testing.assert_close(out.cpu().float(), ref, **TOL[dtype])
    plan = attention_plan(kernels)
    assert plan.in_lanes("out") and plan.stack == 128 // (d * dtype.itemsize)  # (the heads of a 128-byte stick)
    assert plan.modes == modes
    assert all(it.heads == min(plan.stack, heads - (it.batch % heads)) for it in plan.items)
    kinds = [mode for c in kernels for _, mode in c.stage_modes()]
    assert kinds.count("attention") == 1 and kinds[-1] == "matmul" and kinds.index("attention") == len(kinds) - 2


def test_gqa_heads_in_lanes_at_other_lanes_copied(spyre):
    """GQA 4:2 heads of 32 in fp16 projections: query head 1 sits at lane 32, its kv head 0 at lane
    0, so q and k are copied onto lane 0 first; v stays in its lanes."""
    x, y, z = rand(1, 9, 128, dtype=torch.float16), rand(1, 9, 64, dtype=torch.float16, seed=1), \
        rand(1, 9, 64, dtype=torch.float16, seed=2)

    def attn(x, y, z):
        return F.scaled_dot_product_attention(heads_of(x, 4), heads_of(y, 2), heads_of(z, 2), enable_gqa=True)

    kernels = fused_check(attn, x, y, z)
    plan = attention_plan(kernels)
    assert not plan.in_lanes("q") and not plan.in_lanes("k") and plan.in_lanes("v")
    assert [mode for c in kernels for _, mode in c.stage_modes()] == ["pointwise", "pointwise", "attention"]


def test_heads_in_lanes_ignore_the_other_heads_inf(spyre):
    """An inf in head 1's lanes of a key and of a value (the same sticks as head 0's) leaves head 0
    as the CPU has it: the masked lanes are selected away, never multiplied by zero."""
    x, y, z = (rand(1, 10, 64, dtype=torch.float16, seed=n) for n in range(3))
    y[0, 3, 40] = float("inf")
    z[0, 5, 33] = float("-inf")

    def attn(x, y, z):
        return F.scaled_dot_product_attention(heads_of(x, 2), heads_of(y, 2), heads_of(z, 2))[:, 0]

    torch._dynamo.reset()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(attn)(x.to("spyre"), y.to("spyre"), z.to("spyre")).cpu()
    assert attention_plan(kernels).in_lanes("k")
    ref = attn(x.float(), y.float(), z.float())
    assert torch.isfinite(out).all()
    torch.testing.assert_close(out.float(), ref, **TOL[torch.float16])


def test_math_path_kept_and_counted(spyre, monkeypatch):
    """What the fused kernel does not take goes to PyTorch's math decomposition, counted with its
    reason: a rank-3 SDPA, and every call with SPYRE_FUSED_ATTENTION=0."""
    q, k, v = qkv(b=1, h=3, s=10, d=32)
    before = attention_stats()
    kernels = compile_check(lambda q, k, v: F.scaled_dot_product_attention(q[0], k[0], v[0], is_causal=True), q, k, v)
    assert len(matmul_stages(kernels)) == 2
    monkeypatch.setenv("SPYRE_FUSED_ATTENTION", "0")
    kernels = compile_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True), q, k, v)
    assert len(matmul_stages(kernels)) == 2
    after = attention_stats()
    assert after["fused"] == before["fused"] and after["math"] == before["math"] + 2
    reasons = {r: n - before["math_reasons"].get(r, 0) for r, n in after["math_reasons"].items()}
    assert reasons.get("rank 3 (q, k, v of rank 4 are fused)") == 1 and reasons.get("SPYRE_FUSED_ATTENTION=0") == 1


@pytest.mark.slow
@pytest.mark.parametrize("causal", [False, True])
def test_prefill_512_fp16(spyre, causal):
    """The benchmark's shape: (1, 8, 512, 128) fp16."""
    fused_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=causal),
                *qkv(b=1, h=8, s=512, d=128, dtype=torch.float16))


@pytest.mark.parametrize("causal", [False, True])
def test_stage_on_the_card_matches_the_interpreter(causal):
    """An AttentionStage built by hand (no torch): the programs on a private card (reference
    engine, race checks on) against the kernel IR interpreter's meaning of the stage
    (AttentionStage.run_reference); GQA 2:1, 37 queries, 129 keys, an additive bias unless causal."""
    import copy

    import numpy as np
    import sympy

    from spyre_inductor.compiler.cardrun import run_on_card
    from spyre_inductor.compiler.ir.interpret import run_kernel
    from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, iter_symbol
    from spyre_inductor.compiler.passes.attention import operand_view

    b, h, hk, s, l, d = 1, 2, 1, 37, 129, 64
    i = [iter_symbol(n) for n in range(4)]

    def buf(name, size, role):
        stride = [int(np.prod(size[k + 1:])) for k in range(len(size))]
        bufs[name] = Buffer(name, tuple(size), tuple(stride), "float16", role)
        return sum((v * st for v, st in zip(i[4 - len(size):], stride)), sympy.S.Zero)

    bufs = {}
    qi, ki, vi = buf("q", (b, h, s, d), "input"), buf("k", (b, hk, l, d), "input"), buf("v", (b, hk, l, d), "input")
    mi = None if causal else buf("m", (s, l), "input")
    oi = buf("out", (b, h, s, d), "output")
    stage = AttentionStage("att", (b, h, s, d), (), [], b, h, hk, s, l, d, d, "float16", "float16", d ** -0.5, causal,
                           operand_view("q", qi, s, d), operand_view("k", ki, l, d), operand_view("v", vi, l, d),
                           None if causal else operand_view("m", mi, s, l), operand_view("out", oi, s, d))
    kernel = Kernel("k0", bufs, [stage])
    rng = np.random.default_rng(0)
    ins = {n: rng.standard_normal(bufs[n].numel).astype(np.float16) for n in ("q", "k", "v")}
    if not causal:
        ins["m"] = rng.standard_normal(s * l).astype(np.float16)
    want = run_kernel(copy.deepcopy(kernel), dict(ins))["out"].astype(np.float32)
    got, report = run_on_card(kernel, ins)
    np.testing.assert_allclose(got["out"].astype(np.float32), want, rtol=2e-3, atol=2e-3)
    assert report.flops > 0
