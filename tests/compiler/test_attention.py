"""scaled_dot_product_attention on spyre tensors, compiled, against the CPU's
F.scaled_dot_product_attention: causal, additive float mask, boolean mask, GQA head broadcast
(enable_gqa and the repeat_kv form HF models use), fp32 and fp16.

What PyTorch 2.13 dispatches for PrivateUse1: no fused SDPA backend is registered for spyre, so
`_fused_sdp_choice` picks the math path and Dynamo/AOTAutograd trace SDPA as its math decomposition
(q*sqrt(scale) @ (k^T*sqrt(scale)) -> mask add -> softmax -> @ v); the two products land on the
PE array (two MatmulStages), the mask and softmax on the vector unit, with no fallback.

Tolerances: fp32 1e-4 (softmax and two fp32-accumulated products); fp16 5e-3 (the math path rounds
the scores and the probabilities to fp16 on both sides, in different orders).
"""

import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import compile_check, matmul_stages, rand  # noqa: E402


def qkv(b=2, h=4, s=16, d=32, kv_heads=None, dtype=torch.float32, s_kv=None):
    kv_heads = kv_heads or h
    s_kv = s_kv or s
    return (rand(b, h, s, d, dtype=dtype), rand(b, kv_heads, s_kv, d, dtype=dtype, seed=1),
            rand(b, kv_heads, s_kv, d, dtype=dtype, seed=2))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_causal(spyre, dtype):
    kernels = compile_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
                            *qkv(dtype=dtype), dtype=dtype if dtype == torch.float32 else "fp16_epilogue")
    assert len(matmul_stages(kernels)) == 2


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_additive_mask(spyre, dtype):
    q, k, v = qkv(s=12, d=40, dtype=dtype)
    mask = rand(2, 1, 12, 12, dtype=dtype, seed=3)
    compile_check(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m), q, k, v, mask,
                  dtype=dtype if dtype == torch.float32 else "fp16_epilogue")


def test_boolean_mask(spyre):
    q, k, v = qkv(s=10, s_kv=20)
    g = torch.Generator().manual_seed(4)
    mask = torch.rand(10, 20, generator=g) > 0.3
    mask[:, 0] = True  # every query sees at least one key (an all-masked row is NaN on both sides)
    compile_check(lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m), q, k, v, mask)


def test_gqa_enable_gqa(spyre):
    q, k, v = qkv(h=8, kv_heads=2)
    compile_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True),
                  q, k, v)


def test_gqa_repeat_kv(spyre):
    """The HF form: kv heads expanded and reshaped to the query heads before SDPA."""
    q, k, v = qkv(h=8, kv_heads=2)

    def attn(q, k, v):
        b, hk, s, d = k.shape
        k = k[:, :, None].expand(b, hk, 4, s, d).reshape(b, hk * 4, s, d)
        v = v[:, :, None].expand(b, hk, 4, s, d).reshape(b, hk * 4, s, d)
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)

    compile_check(attn, q, k, v)


def test_decode_single_query(spyre):
    """One new token against a cache of 24 keys (M=1 in both products)."""
    q, k, v = qkv(s=1, s_kv=24, d=64)
    compile_check(lambda q, k, v: F.scaled_dot_product_attention(q, k, v), q, k, v)
