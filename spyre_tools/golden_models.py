"""PyTorch functions of the compiler-produced golden cases (golden_cases.COMPILED); imports torch."""

import torch
import torch.nn.functional as F


def add(a, b):
    return a + b


def gelu(a):
    return F.gelu(a)


def pointwise_chain(a, b):
    return ((a + b).exp() * a).tanh() - b.abs()


def where_gt(a, b):
    return torch.where(a > b, a, b * 0.5)


def broadcast_row(a, b):
    return a + b[0]


def cast_half(a):
    return (a * 3).to(torch.float16)


def sum_last(a):
    return a.sum(-1)


def sum_first(a):
    return a.sum(0)


def amax_last(a):
    return a.amax(-1)


def argmax_last(a):
    return a.argmax(-1)


def var_mean(a):
    return torch.var_mean(a, -1)


def softmax(a):
    return torch.softmax(a, -1)


def layer_norm(a):
    return F.layer_norm(a, (a.shape[-1],))


def rms_norm(a):
    return F.rms_norm(a, (a.shape[-1],))


def transpose_add(a):
    return a.t() + 1


def cat_last(a):
    return torch.cat([a, a * 2], -1)


def norm_gelu_softmax(a, w):
    h = F.layer_norm(a, (a.shape[-1],)) * w
    return torch.softmax(F.gelu(h), -1)


def matmul(a, b):
    return a @ b


def linear_gelu(x, w, b):
    return F.gelu(F.linear(x, w, b))


def attention_scores(q, k):
    return torch.softmax(q @ k.transpose(-1, -2) * 0.125, -1)


def attention(q, k, v):
    return torch.softmax(q @ k.transpose(-1, -2) * 0.125, -1) @ v


def sdpa_causal_gqa(q, k, v):
    """Causal grouped-query SDPA (two query heads per kv head): the fused attention kernel."""
    return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)


def mlp_block(x, w1, b1, w2, b2):
    """A transformer MLP block: x + linear(gelu(linear(layer_norm(x))))."""
    h = F.layer_norm(x, (x.shape[-1],))
    return x + F.linear(F.gelu(F.linear(h, w1, b1)), w2, b2)


def transformer_block(x, wq, wk, wv, wo, w1, b1, w2, b2):
    """A pre-norm transformer block: causal 2-head attention + GELU MLP, layer norms, residuals."""
    b, s, d = x.shape
    heads = 2
    y = F.layer_norm(x, (d,))
    q, k, v = (F.linear(y, w).view(b, s, heads, d // heads).transpose(1, 2) for w in (wq, wk, wv))
    a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    x = x + F.linear(a.transpose(1, 2).reshape(b, s, d), wo)
    return x + F.linear(F.gelu(F.linear(F.layer_norm(x, (d,)), w1, b1)), w2, b2)


def kv_cache_write(cache, pos, new):
    """A static KV cache's update: the new rows of every head written at positions pos (negative
    ones count from the end), in place."""
    cache[:, :, pos] = new
    return cache


def products_sum_first(a0, a1, a2, a3, b0, b1, b2, b3):
    """A reduction stage reading 8 buffers, one more than the load unit's base registers: the
    compiler splits it (passes/split_stages.py) into a pointwise stage carrying the products' sum
    and the reduction."""
    return (a0 * b0 + a1 * b1 + a2 * b2 + a3 * b3).sum(0)


def chain_of_eight(x0, x1, x2, x3, x4, x5, x6, x7):
    """s = s * 0.5 + x over 8 inputs: one pointwise stage reading 8 buffers, split in two with the
    carried value kept in the scratchpad (passes/split_stages.py)."""
    s = x0
    for x in (x1, x2, x3, x4, x5, x6, x7):
        s = s * 0.5 + x
    return s
