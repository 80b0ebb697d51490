"""A Granite-3.3-8B-shaped decoder layer on the simulated card, against its roofline (prints figures,
asserts nothing).

The layer (built by hand with torch ops, the way transformers' Granite / Llama layer computes it):
RMSNorm (in fp32, as HF upcasts), Q / K / V projections (32 heads, 8 kv heads, head dim 128),
RoPE on Q and K (rotate_half through a cat, cos / sin given as HF's rotary embedding passes them),
`F.scaled_dot_product_attention` (GQA, Granite's attention multiplier as the scale), o_proj, the
residual (Granite's residual multiplier), RMSNorm, SwiGLU MLP (intermediate 12800), the residual.
Weights random, fp16 by default.

Cases:
  prefill   512 tokens, causal
  decode    one token against 1024 cached tokens: its K / V written into a static cache of 1025
            slots (index_copy_, as HF's StaticCache does), attention over all 1025

Per case: the simulated time of every kernel (the trace's compute op of the timed call), what it
is, its own roofline (its PE FLOPs at peak vs the LPDDR5 bytes it moves, intermediates included)
and the fraction reached; the layer's roofline (PE FLOPs at peak vs the bytes of weights, the
input and output activations and the KV cache read and written: what the layer cannot avoid) and
the fraction of it the whole call reached; where the rest goes (each kernel's excess over its own
roofline, as a share of the gap); SDPA's share on its own (the fused attention kernel; with
SPYRE_FUSED_ATTENTION=0 the math path's kernels). The CPU result in fp32 is the check.

Run the full size under an address-space limit (the simulated card's arena is 8 GiB of it unless
SPYRE_ARENA_BYTES says less; a 512-token prefill peaks at about 3.6 GB resident):
  SPYRE_ARENA_BYTES=1500000000 prlimit --as=8000000000 .venv/bin/python bench/bench_layer.py --cases prefill

Run: .venv/bin/python bench/bench_layer.py [--small] [--cases prefill,decode] [--prefill N] [--cached N] [--dtype float16]
(full size: minutes of host time per case; --small: hidden 512, 4 heads / 1 kv head of 128,
intermediate 1600, prefill 64, cache 128: seconds)
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import time
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from bench_common import setup_spyre
from spyre_inductor.compiler.debug import kernel_compute_us


@dataclass(frozen=True)
class Shape:
    hidden: int = 4096
    heads: int = 32
    kv_heads: int = 8
    head_dim: int = 128
    intermediate: int = 12800
    prefill: int = 512
    cached: int = 1024
    eps: float = 1e-5
    attention_multiplier: float = 0.0078125  # granite-3.3-8b's config
    residual_multiplier: float = 0.22
    rope_theta: float = 10_000_000.0


GRANITE_8B = Shape()
SMALL = Shape(hidden=512, heads=4, kv_heads=1, intermediate=1600, prefill=64, cached=128)


class GraniteLayer(nn.Module):
    def __init__(self, s: Shape):
        super().__init__()
        self.s = s
        q, kv = s.heads * s.head_dim, s.kv_heads * s.head_dim
        self.q_proj = nn.Linear(s.hidden, q, bias=False)
        self.k_proj = nn.Linear(s.hidden, kv, bias=False)
        self.v_proj = nn.Linear(s.hidden, kv, bias=False)
        self.o_proj = nn.Linear(q, s.hidden, bias=False)
        self.gate_proj = nn.Linear(s.hidden, s.intermediate, bias=False)
        self.up_proj = nn.Linear(s.hidden, s.intermediate, bias=False)
        self.down_proj = nn.Linear(s.intermediate, s.hidden, bias=False)
        self.input_norm = nn.Parameter(1 + 0.1 * torch.randn(s.hidden))
        self.post_norm = nn.Parameter(1 + 0.1 * torch.randn(s.hidden))
        for lin in (self.q_proj, self.k_proj, self.v_proj, self.o_proj, self.gate_proj, self.up_proj,
                    self.down_proj):
            nn.init.normal_(lin.weight, std=0.02)

    def rms_norm(self, x, weight):  # HF's LlamaRMSNorm / GraniteRMSNorm
        xf = x.to(torch.float32)
        xf = xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + self.s.eps)
        return weight * xf.to(x.dtype)

    @staticmethod
    def rope(x, cos, sin):  # HF's apply_rotary_pos_emb
        half = x.shape[-1] // 2
        rotated = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
        return x * cos.unsqueeze(1) + rotated * sin.unsqueeze(1)

    def forward(self, x, cos, sin, k_cache=None, v_cache=None, position=None):
        s = self.s
        b, n, _ = x.shape
        h = self.rms_norm(x, self.input_norm)
        q = self.q_proj(h).view(b, n, s.heads, s.head_dim).transpose(1, 2)
        k = self.k_proj(h).view(b, n, s.kv_heads, s.head_dim).transpose(1, 2)
        v = self.v_proj(h).view(b, n, s.kv_heads, s.head_dim).transpose(1, 2)
        q, k = self.rope(q, cos, sin), self.rope(k, cos, sin)
        if k_cache is not None:
            k_cache.index_copy_(2, position, k)
            v_cache.index_copy_(2, position, v)
            k, v = k_cache, v_cache
        a = F.scaled_dot_product_attention(q, k, v, is_causal=k_cache is None, scale=s.attention_multiplier,
                                           enable_gqa=True)
        x = x + self.o_proj(a.transpose(1, 2).reshape(b, n, s.heads * s.head_dim)) * s.residual_multiplier
        h = self.rms_norm(x, self.post_norm)
        return x + self.down_proj(F.silu(self.gate_proj(h)) * self.up_proj(h)) * s.residual_multiplier


def rotary(s: Shape, positions: torch.Tensor, dtype):
    inv_freq = 1.0 / (s.rope_theta ** (torch.arange(0, s.head_dim, 2, dtype=torch.float32) / s.head_dim))
    freqs = positions.float()[:, None] * inv_freq[None, :]
    emb = torch.cat((freqs, freqs), -1)[None]
    return emb.cos().to(dtype), emb.sin().to(dtype)


def layer_roofline(s: Shape, case: str, itemsize: int) -> tuple[float, float]:
    """(PE FLOPs, LPDDR5 bytes) the layer cannot avoid: every weight read once, the input read and
    the output written once, the KV cache read (decode: 1025 tokens; prefill: its own K / V, kept
    on chip is not possible at this size, so written once) and the new K / V written."""
    q, kv = s.heads * s.head_dim, s.kv_heads * s.head_dim
    weights = s.hidden * (q + 2 * kv) + q * s.hidden + 3 * s.hidden * s.intermediate
    tokens = s.prefill if case == "prefill" else 1
    keys = s.prefill if case == "prefill" else s.cached + 1
    # attention: Q.K^T and P.V over the whole score matrix (a causal kernel that skipped the masked
    # half would need 1 % fewer FLOPs at 512 tokens)
    flops = 2.0 * weights * tokens + 2 * 2.0 * s.heads * tokens * keys * s.head_dim
    nbytes = itemsize * (weights + 2 * tokens * s.hidden + 2 * tokens * kv
                         + (2 * keys * kv if case == "decode" else 0) + 2 * s.hidden)
    return flops, nbytes


def describe(ck, s: Shape) -> tuple[str, bool]:
    """What a kernel of this layer is (from its stages, their ops and shapes), and whether it is
    part of SDPA (its math decomposition: the operands' scale / GQA expansion / upcast, the two
    batched products, the softmax)."""
    from spyre_inductor.compiler.passes.attention import AttentionStage
    from spyre_inductor.compiler.passes.matmul import MatmulStage

    if any(isinstance(st, AttentionStage) for st in ck.kernel.stages):
        return "SDPA (fused attention kernel)", True
    mms = [st for st in ck.kernel.stages if isinstance(st, MatmulStage)]
    ops = {op.opcode for st in ck.kernel.stages for op in st.ops}
    for st in mms:
        if st.epilogue is not None:
            ops |= {op.opcode for op in st.epilogue.ops}
    modes = {m for _, m in ck.stage_modes()}
    if mms and all(st.n == 1 for st in mms):
        return "RMSNorm (sum of squares on the PE)", False
    if any(st.batch_sizes for st in mms):
        return ("SDPA Q.K^T bmm + softmax" if "exp" in ops else "SDPA bmm"), True
    if mms:
        shapes = ", ".join(f"{st.m}x{st.k}x{st.n}" for st in mms)
        extra = "+SwiGLU" if "sigmoid" in ops else ("+RMSNorm" if "rsqrt" in ops else
                                                    ("+residual" if "add" in ops else ""))
        return f"GEMM {shapes}{extra}", False
    if "scatter" in modes:
        return "RoPE K + KV cache write", False
    if "exp" in ops:
        return "SDPA softmax", True
    if "neg" in ops:
        return "RoPE", False
    if "rsqrt" in ops:
        return "RMSNorm", False
    if "sigmoid" in ops:
        return "SwiGLU pointwise", False
    heads = {s.heads, s.kv_heads}
    if any(len(b.size) >= 3 and b.size[-1] == s.head_dim and set(b.size[:-2]) & heads
           for b in ck.kernel.buffers.values()):
        what = " ".join(sorted(ops - {"load", "store", "const", "index"}))[:20]
        if not what:  # SDPA's output, heads x tokens, copied to tokens x heads * dim for o_proj
            return "heads -> tokens relayout (copy)", False
        return f"SDPA operand prep ({what})", True
    return f"vector [{','.join(sorted(modes))}] {' '.join(sorted(ops - {'load', 'store'}))[:30]}", False


def run_case(case: str, s: Shape, dtype, check: bool) -> dict:
    import spyre_runtime
    from spyre_inductor.compiler.debug import capture_kernels
    from spyre_runtime.card import roofline_cycles

    config = spyre_runtime.get_runtime(0).config
    torch.manual_seed(0)
    model = GraniteLayer(s).eval()
    n = s.prefill if case == "prefill" else 1
    x = torch.randn(1, n, s.hidden)
    if case == "prefill":
        cos, sin = rotary(s, torch.arange(n), torch.float32)
        args = (x, cos, sin)
    else:
        cos, sin = rotary(s, torch.tensor([s.cached]), torch.float32)
        k_cache = torch.zeros(1, s.kv_heads, s.cached + 1, s.head_dim)
        v_cache = torch.zeros_like(k_cache)
        k_cache[:, :, :s.cached] = torch.randn(1, s.kv_heads, s.cached, s.head_dim)
        v_cache[:, :, :s.cached] = torch.randn(1, s.kv_heads, s.cached, s.head_dim)
        position = torch.tensor([s.cached])
        args = (x, cos, sin, k_cache, v_cache, position)
    t0 = time.perf_counter()
    with torch.no_grad():
        ref = model(*[a.clone() for a in args]) if check else None
        dev_model = model.to(dtype).to("spyre")
        dev_args = [a.to(dtype).to("spyre") if a.is_floating_point() else a.to("spyre") for a in args]
        compiled = torch.compile(dev_model, fullgraph=True)
        with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
            compiled(*[a.clone() for a in dev_args])  # compile and a first run
            torch.spyre.synchronize()
        t_compile = time.perf_counter() - t0
        start = torch.Event(device="spyre", enable_timing=True)
        end = torch.Event(device="spyre", enable_timing=True)
        call_args = [a.clone() for a in dev_args]
        torch.spyre.synchronize()
        t1 = time.perf_counter()
        start.record()
        out = compiled(*call_args)
        end.record()
        end.synchronize()
        t_call = time.perf_counter() - t1
    err = (out.cpu().float() - ref).abs().max().item() if check else float("nan")
    scale = ref.abs().max().item() if check else float("nan")
    names = {k.kernel_name or k.artifact.kernel_name for k in kernels}
    times = kernel_compute_us(names)
    clock_us = config.clock_hz / 1e6
    rows = []
    for k in kernels:
        name = k.kernel_name or k.artifact.kernel_name
        if name not in times:
            continue
        moved = k.artifact.cost.bytes_moved
        # its own roofline: its FLOPs, and its arguments' bytes once each (at most what it moved: an
        # in-place cache update names the whole cache and writes one slot)
        needed = min(moved, sum(b.numel * np.dtype(b.dtype).itemsize for b in k.kernel.args()))
        roof_us = roofline_cycles(config, k.artifact.cost.flops, needed) / clock_us
        what, sdpa = describe(k, s)
        rows.append(dict(name=name, what=what, sdpa=sdpa, us=times[name], roof_us=roof_us,
                         flops=k.artifact.cost.flops, moved=moved, needed=needed,
                         instructions=sum(k.artifact.instruction_counts().values())))
    total_us = start.elapsed_time(end) * 1000
    flops, nbytes = layer_roofline(s, case, torch.finfo(dtype).bits // 8)
    layer_roof_us = roofline_cycles(config, flops, nbytes) / clock_us
    return dict(case=case, rows=rows, total_us=total_us, layer_roof_us=layer_roof_us, flops=flops, nbytes=nbytes,
                err=err, scale=scale, t_compile=t_compile, t_call=t_call, kernels=len(kernels),
                bound="compute" if flops / config.peak_flops_per_cycle > nbytes / config.lpddr5_bytes_per_cycle
                else "memory")


def report(r: dict, s: Shape, dtype) -> None:
    case, rows = r["case"], r["rows"]
    tokens = f"{s.prefill} tokens" if case == "prefill" else f"1 token against {s.cached} cached"
    print(f"\n== {case}: {tokens}, {str(dtype).removeprefix('torch.')}, hidden {s.hidden}, {s.heads} heads / "
          f"{s.kv_heads} kv of {s.head_dim}, intermediate {s.intermediate}")
    print(f"max |spyre - cpu fp32| = {r['err']:.3g} (output max {r['scale']:.3g}); {r['kernels']} kernels; host: "
          f"compile + first call {r['t_compile']:.1f} s, timed call {r['t_call']:.1f} s")
    print(f"{'kernel':10s} {'what':34s} {'sim us':>9s} {'roof us':>9s} {'of roof':>7s} {'share':>6s} "
          f"{'moved/args':>10s} {'instrs':>8s}")
    total_k = sum(x["us"] for x in rows)
    for x in rows:
        frac = x["roof_us"] / x["us"] if x["us"] else float("nan")
        print(f"{x['name'][-10:]:10s} {x['what'][:34]:34s} {x['us']:9.1f} {x['roof_us']:9.1f} {frac:7.1%} "
              f"{x['us'] / total_k:6.1%} {x['moved'] / max(1, x['needed']):9.2f}x {x['instructions']:8d}")
    print(f"simulated call {r['total_us']:.1f} us (kernels {total_k:.1f} us, the rest launch gaps)")
    print(f"layer roofline {r['layer_roof_us']:.1f} us ({r['bound']} bound: {r['flops'] / 1e9:.2f} GFLOP, "
          f"{r['nbytes'] / 2**20:.1f} MiB): reached {r['layer_roof_us'] / r['total_us']:.1%}")
    sd = [x for x in rows if x["sdpa"]]
    if sd:
        sd_us, sd_roof = sum(x["us"] for x in sd), sum(x["roof_us"] for x in sd)
        print(f"SDPA ({len(sd)} kernels): {sd_us:.1f} us = {sd_us / r['total_us']:.1%} of the call; "
              f"{sd_roof / sd_us:.1%} of its kernels' own rooflines")
    gap = r["total_us"] - r["layer_roof_us"]
    print(f"where the {gap:.1f} us above the layer roofline go (each kernel's time above its own roofline; the rest: "
          f"intermediates' bytes, launch gaps):")
    by_what: dict[str, float] = {}
    for x in rows:
        key = x["what"].split(" ")[0] if x["what"].startswith("GEMM") else x["what"]
        by_what[key] = by_what.get(key, 0.0) + x["us"] - x["roof_us"]
    for key, us in sorted(by_what.items(), key=lambda kv: -kv[1]):
        print(f"  {key[:40]:40s} {us:9.1f} us ({us / gap:6.1%})")
    other = gap - sum(by_what.values())
    print(f"  {'intermediates + gaps':40s} {other:9.1f} us ({other / gap:6.1%})")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--small", action="store_true", help="a small shape (seconds instead of minutes)")
    parser.add_argument("--cases", default="prefill,decode")
    parser.add_argument("--dtype", choices=("float16", "bfloat16", "float32"), default="float16")
    parser.add_argument("--no-check", action="store_true", help="skip the CPU fp32 reference")
    parser.add_argument("--prefill", type=int, default=None, help="prefill tokens (default 512; --small 64)")
    parser.add_argument("--cached", type=int, default=None, help="decode: cached tokens (default 1024; --small 128)")
    args = parser.parse_args(argv)
    os.environ.setdefault("SPYRE_FALLBACK", "error")
    setup_spyre()
    s = SMALL if args.small else GRANITE_8B
    s = dataclasses.replace(s, prefill=args.prefill or s.prefill, cached=args.cached or s.cached)
    dtype = getattr(torch, args.dtype)
    for case in args.cases.split(","):
        report(run_case(case, s, dtype, not args.no_check), s, dtype)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
