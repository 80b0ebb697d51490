"""`python -m spyre_inductor.compiler.demo_transformer`: compile a pre-norm transformer block
(causal multi-head attention + MLP + norms + residuals, plain torch) for the spyre device, check it
against the CPU, and print the artifact summary and the simulated time of every kernel.

Every linear layer and both attention products run on the PE array; layer norms, softmax, GELU and
the residual adds on the vector unit; nothing falls back to the CPU (SPYRE_FALLBACK=error).
"""

from __future__ import annotations

import argparse
import os

import torch
import torch.nn as nn
import torch.nn.functional as F


class MLP(nn.Module):
    def __init__(self, d, hidden, act="gelu"):
        super().__init__()
        self.up, self.down, self.act = nn.Linear(d, hidden), nn.Linear(hidden, d), act

    def forward(self, x):
        h = self.up(x)
        h = F.gelu(h, approximate="tanh") if self.act == "gelu" else F.silu(h)
        return self.down(h)


class GatedMLP(nn.Module):
    """Llama's SwiGLU MLP."""

    def __init__(self, d, hidden):
        super().__init__()
        self.gate = nn.Linear(d, hidden, bias=False)
        self.up = nn.Linear(d, hidden, bias=False)
        self.down = nn.Linear(hidden, d, bias=False)

    def forward(self, x):
        return self.down(F.silu(self.gate(x)) * self.up(x))


class RMSNorm(nn.Module):
    def __init__(self, d, eps=1e-6):
        super().__init__()
        self.weight, self.eps = nn.Parameter(torch.ones(d) + 0.1 * torch.randn(d)), eps

    def forward(self, x):
        return self.weight * (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps))


class Block(nn.Module):
    """Pre-norm block: x + attn(norm(x)); then + mlp(norm(x)). GPT-style (LayerNorm, GELU MLP,
    biases) or Llama-style (RMSNorm, SwiGLU, no biases); GQA when kv_heads < heads."""

    def __init__(self, d=64, heads=4, kv_heads=None, hidden=128, llama=False):
        super().__init__()
        self.h, self.kvh, self.hd = heads, kv_heads or heads, d // heads
        self.q = nn.Linear(d, d, bias=not llama)
        self.kv = nn.Linear(d, 2 * self.kvh * self.hd, bias=not llama)
        self.o = nn.Linear(d, d, bias=not llama)
        self.norm1 = RMSNorm(d) if llama else nn.LayerNorm(d)
        self.norm2 = RMSNorm(d) if llama else nn.LayerNorm(d)
        self.mlp = GatedMLP(d, hidden) if llama else MLP(d, hidden)

    def forward(self, x):
        b, s, d = x.shape
        y = self.norm1(x)
        q = self.q(y).view(b, s, self.h, self.hd).transpose(1, 2)
        k, v = self.kv(y).view(b, s, 2, self.kvh, self.hd).unbind(2)
        k, v = k.transpose(1, 2), v.transpose(1, 2)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=self.kvh != self.h)
        x = x + self.o(a.transpose(1, 2).reshape(b, s, d))
        return x + self.mlp(self.norm2(x))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--seq", type=int, default=32)
    parser.add_argument("--d-model", type=int, default=256)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--kv-heads", type=int, default=None)
    parser.add_argument("--hidden", type=int, default=512)
    parser.add_argument("--llama", action="store_true", help="RMSNorm + SwiGLU, no biases")
    parser.add_argument("--dtype", choices=("float32", "float16"), default="float32")
    args = parser.parse_args(argv)
    os.environ["SPYRE_FALLBACK"] = "error"

    from spyre_inductor.compiler import register_inductor_backend
    from spyre_inductor.compiler.debug import capture_kernels, kernel_compute_us
    from spyre_inductor.compiler.passes.matmul import MatmulStage
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    register_inductor_backend()
    dtype = getattr(torch, args.dtype)
    torch.manual_seed(0)
    model = Block(args.d_model, args.heads, args.kv_heads, args.hidden, args.llama).eval()
    x = torch.randn(args.batch, args.seq, args.d_model)
    with torch.no_grad():
        ref = model(x)  # CPU, fp32
        dev_model = model.to(dtype).to("spyre")
        xs = x.to(dtype).to("spyre")
        compiled = torch.compile(dev_model)
        with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
            compiled(xs)  # compile and a first run
        start = torch.Event(device="spyre", enable_timing=True)
        end = torch.Event(device="spyre", enable_timing=True)
        start.record()
        out = compiled(xs)
        end.record()
        end.synchronize()
    err = (out.cpu().float() - ref).abs().max().item()
    tol = 2e-4 if dtype == torch.float32 else 3e-2
    times = kernel_compute_us({k.artifact.kernel_name for k in kernels})

    style = "Llama-style (RMSNorm, SwiGLU)" if args.llama else "GPT-style (LayerNorm, GELU)"
    print(f"transformer block, {style}: x {tuple(x.shape)} {args.dtype}, d_model {args.d_model}, "
          f"{args.heads} heads ({args.kv_heads or args.heads} kv), MLP hidden {args.hidden}")
    print(f"max |spyre - cpu fp32| = {err:.3g} (tolerance {tol:g}): {'OK' if err < tol else 'MISMATCH'}")
    print(f"{len(kernels)} kernels:")
    total_pe = 0
    for k in kernels:
        art = k.artifact
        mms = [s for s in k.kernel.stages if isinstance(s, MatmulStage)]
        total_pe += len(mms)
        what = ", ".join(("matmul" + ("+epilogue" if s.epilogue is not None else "")) if isinstance(s, MatmulStage)
                         else "vector" for s in k.kernel.stages)
        t = times.get(art.kernel_name)
        print(f"  {art.kernel_name}: {len(k.kernel.stages)} stages [{what}] from {', '.join(k.node_names)}")
        print(f"    cores {len(art.cores)}, instructions per unit {art.instruction_counts()}, "
              f"scratchpad/core {max(c.scratchpad_bytes for c in art.cores)} B, bytes moved {art.cost.bytes_moved}, "
              f"PE FLOPs {art.cost.flops}" + (f", simulated {t:.1f} us" if t is not None else ""))
        print(f"    artifact {k.artifact_dir}")
    print(f"matmuls on the PE array: {total_pe}; CPU fallbacks: {sum(torch.spyre.fallback_counts().values())}")
    print(f"simulated time of one call: {start.elapsed_time(end) * 1000:.1f} us "
          f"(sum of kernels {sum(times.values()):.1f} us; card model, estimates)")
    return 0 if err < tol else 1


if __name__ == "__main__":
    raise SystemExit(main())
