"""Scaled dot-product attention on spyre as one fused kernel (passes/attention.py, emit/attention.py).

How SDPA reaches it: `F.scaled_dot_product_attention` is a CompositeImplicitAutograd op; for a
PrivateUse1 device PyTorch's composite picks its math decomposition (scores written out, softmax,
a second product). While AOTAutograd traces (the Python dispatcher is on), `_pick_sdpa` runs in its
place (inductor_api.override_composite): for spyre tensors it takes

- float16 / bfloat16 / float32 q, k, v of rank 4 (batch, heads, length, head dim), static sizes;
- no mask, `is_causal`, or a boolean / float mask broadcastable to (batch, heads, q_len, kv_len)
  (a boolean mask becomes the additive 0 / -inf bias in the operand dtype, a float one is cast to it);
- kv heads equal to the query heads, or dividing them with `enable_gqa=True` (grouped-query
  attention; HF's repeat_kv pattern arrives as equal heads of an expanded copy);
- dropout_p == 0 and no input requiring grad (inference);

and records `spyre::sdpa(q, k, v, bias, is_causal, scale)`, which the spyre lowering turns into a
template node that SpyreScheduling.codegen_template compiles as one AttentionStage. Its output is
stored token by token where heads fill or share sticks exactly (`output_in_token_order`), as the
CPU's flash attention stores it. Everything else
(dropout, training, symbolic sizes -- the decode step of a generate with a dynamic KV length keeps
its symbolic math kernels --, other ranks or dtypes) goes to PyTorch's own composite, the math
decomposition, as before (`SPYRE_FUSED_ATTENTION=0`, read when a graph is traced, sends every call
there: for comparisons; a graph cached before keeps its form). `attention_stats()` counts both per traced graph (`fused`, `math`, and
`math_reasons`: why each math one was not fused), also `spyre_inductor.compiler.attention_stats()`.
"""

from __future__ import annotations

import math
import os
import threading
from collections import Counter

import torch

from .. import inductor_api as api
from ..common import DEVICE, STICK_BYTES

aten = torch.ops.aten
FUSED_DTYPES = (torch.float16, torch.bfloat16, torch.float32)

_lib = None
_lock = threading.Lock()
_stats = {"fused": 0, "math": 0, "math_reasons": Counter()}


def attention_stats() -> dict:
    """SDPA calls traced on spyre tensors (each graph once): fused into one kernel, or left to the
    math decomposition (with the reason)."""
    with _lock:
        return {"fused": _stats["fused"], "math": _stats["math"], "math_reasons": dict(_stats["math_reasons"])}


def reset_attention_stats() -> None:
    with _lock:
        _stats["fused"] = _stats["math"] = 0
        _stats["math_reasons"].clear()


def _static(*sizes) -> bool:
    return all(isinstance(s, int) for s in sizes)


def unfused_reason(query, key, value, attn_mask, dropout_p, is_causal, enable_gqa) -> str | None:
    """Why this SDPA call is not fused (None: it is)."""
    tensors = [query, key, value] + ([attn_mask] if attn_mask is not None else [])
    if os.environ.get("SPYRE_FUSED_ATTENTION", "1") == "0":
        return "SPYRE_FUSED_ATTENTION=0"
    if query.dim() != 4 or key.dim() != 4 or value.dim() != 4:
        return f"rank {query.dim()} (q, k, v of rank 4 are fused)"
    if not all(_static(*t.shape) for t in tensors):
        return "symbolic sizes"
    if query.dtype not in FUSED_DTYPES or key.dtype != query.dtype or value.dtype != query.dtype:
        return f"dtypes {query.dtype}, {key.dtype}, {value.dtype}"
    if dropout_p != 0.0:
        return "dropout"
    if torch.is_grad_enabled() and any(t.requires_grad for t in tensors):
        return "autograd"
    if attn_mask is not None and is_causal:
        return "a mask together with is_causal"
    b, h, s, d = query.shape
    bk, hk, lk, dk = key.shape
    if tuple(value.shape[:3]) != (bk, hk, lk) or dk != d or bk != b:
        return "q, k, v shapes do not match"
    if hk != h and (not enable_gqa or h % hk):
        return "kv heads differ from the query heads without enable_gqa"
    if attn_mask is not None:
        if attn_mask.dim() > 4 or not (attn_mask.dtype == torch.bool or attn_mask.dtype.is_floating_point):
            return f"a mask of rank {attn_mask.dim()} and dtype {attn_mask.dtype}"
        want = (b, h, s, lk)[4 - attn_mask.dim():]
        if any(m not in (1, w) for m, w in zip(attn_mask.shape, want)):
            return f"a mask of shape {tuple(attn_mask.shape)} for scores {(b, h, s, lk)}"
    if s == 0 or lk == 0 or d == 0:
        return "an empty operand"
    return None


def _pick_sdpa(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
    op = aten.scaled_dot_product_attention.default
    if not all(getattr(t, "device", None) is not None and t.device.type == DEVICE for t in (query, key, value)):
        return api.call_composite(op, query, key, value, attn_mask, dropout_p, is_causal, scale=scale,
                                  enable_gqa=enable_gqa)
    reason = unfused_reason(query, key, value, attn_mask, dropout_p, is_causal, enable_gqa)
    counting = api.tracing_graph()
    if reason is not None:
        if counting:
            with _lock:
                _stats["math"] += 1
                _stats["math_reasons"][reason] += 1
        return api.call_composite(op, query, key, value, attn_mask, dropout_p, is_causal, scale=scale,
                                  enable_gqa=enable_gqa)
    if counting:
        with _lock:
            _stats["fused"] += 1
    bias = None if attn_mask is None else _mask_bias(attn_mask, query.dtype)
    scale = float(scale) if scale is not None else 1.0 / math.sqrt(query.shape[-1])
    return torch.ops.spyre.sdpa(query, key, value, bias, bool(is_causal), scale)


def _mask_bias(mask, dtype):
    """The additive bias of an SDPA mask in the operand dtype (a boolean mask: 0 / -inf). A model
    hands every layer the same mask: within one traced graph it is converted once (per mask tensor,
    unchanged since: its version counter, and dtype), not once per layer."""
    if mask.dtype == dtype:
        return mask
    memo = api.trace_memo()
    try:
        key = ("sdpa mask bias", id(mask), mask._version, dtype)
    except RuntimeError:  # an inference tensor keeps no version counter: convert it here
        memo = None
    if memo is not None and key in memo:
        return memo[key][1]
    if mask.dtype == torch.bool:
        bias = torch.where(mask, torch.zeros((), dtype=dtype, device=mask.device),
                           torch.full((), float("-inf"), dtype=dtype, device=mask.device))
    else:
        bias = mask.to(dtype)
    if memo is not None:
        memo[key] = (mask, bias)  # the mask held, so its id is not reused while the graph is traced
    return bias


def output_in_token_order(v_dim: int, dtype) -> bool:
    """spyre::sdpa's output (batch, heads, length, v_dim) is stored token by token, (batch, length,
    heads * v_dim), as the CPU's flash attention stores it, where a head fills whole sticks or
    several heads share one exactly: then HF's `transpose(1, 2).reshape(b, n, heads * v_dim)` before
    the output projection is a view, not a copy, and narrow heads sit in the lanes of a hidden-dim
    stick (the kernel merges a stick's heads before storing it). Other widths (a head of 40 in 64-lane
    fp16 sticks) keep (batch, heads, length, v_dim), each head row padded to whole sticks."""
    row = v_dim * dtype.itemsize
    return row > 0 and (row % STICK_BYTES == 0 or STICK_BYTES % row == 0)


def _sdpa_math(query, key, value, bias, is_causal, scale):
    """spyre::sdpa run as an ordinary op (outside a compiled graph): PyTorch's math form (in the
    strides the fake gives)."""
    out = aten._scaled_dot_product_attention_math(query, key, value, bias, 0.0, is_causal, None, scale=scale,
                                                  enable_gqa=query.shape[1] != key.shape[1])[0]
    if output_in_token_order(out.shape[-1], out.dtype):
        return out.transpose(1, 2).contiguous().transpose(1, 2)
    return out


def _sdpa_fake(query, key, value, bias, is_causal, scale):
    b, h, s, dv = (*query.shape[:-1], value.shape[-1])
    if output_in_token_order(dv, query.dtype):
        return query.new_empty((b, s, h, dv)).transpose(1, 2)
    return query.new_empty((b, h, s, dv))


def _lower_sdpa(query, key, value, bias, is_causal, scale):
    """spyre::sdpa -> a template node over the realized operands (compiled by codegen_template):
    views of buffers are read in place (the attention pass places them on sticks, or copies one
    laid out otherwise inside the kernel); the bias keeps its broadcast dims."""
    inputs = [api.realize_input(x) for x in (query, key, value)]
    if bias is not None:
        inputs.append(api.realize_input(bias))
    b, h, s, _ = (int(x) for x in inputs[0].get_size())
    dv = int(inputs[2].get_size()[-1])
    device, dtype = inputs[0].get_device(), inputs[0].get_dtype()
    attrs = dict(kind="attention", causal=bool(is_causal), scale=float(scale), has_bias=bias is not None)
    if not output_in_token_order(dv, dtype):
        return api.template_buffer(device, dtype, (b, h, s, dv), (h * s * dv, s * dv, dv, 1), inputs, **attrs)
    # the buffer is (b, s, h * dv), so its device layout is a hidden dim's (heads sharing sticks);
    # the node's value is the (b, h, s, dv) view of it the fake describes
    out = api.template_buffer(device, dtype, (b, s, h * dv), (s * h * dv, h * dv, 1), inputs,
                              out_view=((b, h, s, dv), (s * h * dv, dv, h * dv, 1)), **attrs)
    view = api.stock_lowering(aten.view.default)(out, [b, s, h, dv])
    return api.stock_lowering(aten.permute.default)(view, [0, 2, 1, 3])


def register_attention() -> None:
    """Once per process: the spyre::sdpa op, its lowering on spyre, and SDPA's pick."""
    global _lib
    with _lock:
        if _lib is not None:
            return
        lib = torch.library.Library("spyre", "FRAGMENT")
        # flexible_layout: Inductor does not realize the operands in the traced strides first (a
        # (batch, length, heads, dim) view would be stored so, two narrow heads sharing a stick);
        # the lowering decides their layout
        lib.define("sdpa(Tensor query, Tensor key, Tensor value, Tensor? bias, bool is_causal, float scale) -> Tensor",
                   tags=(torch.Tag.flexible_layout,))
        lib.impl("sdpa", _sdpa_math, "CompositeExplicitAutograd")
        torch.library.register_fake("spyre::sdpa", _sdpa_fake, lib=lib)
        _lib = lib
    api.register_device_lowering([torch.ops.spyre.sdpa.default], DEVICE, _lower_sdpa)
    api.override_composite(aten.scaled_dot_product_attention.default, _pick_sdpa)
