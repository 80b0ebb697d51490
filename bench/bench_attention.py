"""Fused attention benchmark (prints figures, asserts nothing).

F.scaled_dot_product_attention compiled on spyre, each shape twice: with the fused attention kernel
(frontend/attention.py) and with PyTorch's math decomposition (SPYRE_FUSED_ATTENTION=0: scores
written to LPDDR5, softmax, a second product). Per run: the simulated time of every kernel of the
graph (the compute ops' durations in the runtime's trace, launch cost included), the roofline of
the attention itself -- max(PE FLOPs at the card's peak, LPDDR5 bytes of q, k, v, mask and output at
its bandwidth; a causal attention counts the FLOPs of the keys each query sees) -- and the fraction
reached, and the largest difference from the CPU (fp32 on the same inputs).

Run: .venv/bin/python bench/bench_attention.py [--quick] [--only NAME]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", tempfile.mkdtemp(prefix="spyre-bench-attention-"))
os.environ["SPYRE_FALLBACK"] = "error"

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from bench_common import setup_spyre  # noqa: E402
from spyre_inductor.compiler.debug import kernel_compute_us  # noqa: E402


def roofline_us(b, h, hk, s, l, d, itemsize, causal, mask_bytes=0) -> float:
    from spyre_runtime import HardwareConfig
    from spyre_runtime.card import roofline_cycles

    cfg = HardwareConfig.from_env()
    pairs = sum(min(i + 1, l) for i in range(s)) if causal else s * l
    flops = 4 * b * h * pairs * d
    nbytes = (2 * b * h * s * d + 2 * b * hk * l * d) * itemsize + mask_bytes
    return cfg.cycles_to_seconds(roofline_cycles(cfg, flops, nbytes)) * 1e6


def run(name, fn, inputs, fused: bool, roof: float):
    from spyre_inductor.compiler.debug import capture_kernels

    os.environ["SPYRE_FUSED_ATTENTION"] = "1" if fused else "0"
    torch._dynamo.reset()
    dev = [x.to("spyre") for x in inputs]
    with torch.no_grad(), capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        got = torch.compile(fn)(*dev).cpu()
    ref = fn(*[x.float() if x.is_floating_point() else x for x in inputs])
    err = (got.float() - ref).abs().max().item()
    times = kernel_compute_us({k.artifact.kernel_name for k in kernels})
    total = sum(times.values())
    label = "fused" if fused else "math "
    print(f"  {label}: {total:8.1f} us simulated in {len(kernels)} kernels, {100 * roof / total:5.1f}% of the "
          f"roofline, max err {err:.2g}")
    for k in kernels:
        n = k.artifact.kernel_name
        modes = ",".join(mode for _, mode in k.stage_modes())
        print(f"      {n}: {times.get(n, float('nan')):8.1f} us [{modes}]")
    return total


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="the issue's shape only")
    parser.add_argument("--only", default=None, help="run only cases whose name contains this")
    args = parser.parse_args(argv)
    setup_spyre()
    g = torch.Generator().manual_seed(0)

    def rnd(*shape):
        return torch.randn(*shape, generator=g).to(torch.float16)

    cases = [("SDPA fp16 (1, 8, 512, 128)", (1, 8, 8, 512, 512, 128), False, None)]
    if not args.quick:
        cases += [("SDPA fp16 (1, 8, 512, 128) causal", (1, 8, 8, 512, 512, 128), True, None),
                  ("SDPA fp16 prefill 512, 32 heads / 8 kv heads, head dim 128, causal", (1, 32, 8, 512, 512, 128),
                   True, None),
                  ("SDPA fp16 decode: 1 query, 32 heads / 8 kv heads vs 1024 cached keys", (1, 32, 8, 1, 1024, 128),
                   False, None),
                  ("SDPA fp16 (2, 8, 256, 64) with a boolean padding mask", (2, 8, 8, 256, 256, 64), False, "bool")]
    for name, (b, h, hk, s, l, d), causal, mask in cases:
        if args.only and args.only not in name:
            continue
        inputs = [rnd(b, h, s, d), rnd(b, hk, l, d), rnd(b, hk, l, d)]
        mask_bytes = 0
        if mask == "bool":
            m = torch.ones(b, 1, s, l, dtype=torch.bool)
            m[1, :, :, : l // 4] = False
            inputs.append(m)
            mask_bytes = b * s * l * 2  # as the fused kernel reads it: the additive bias in fp16

            def fn(q, k, v, m):
                return F.scaled_dot_product_attention(q, k, v, attn_mask=m)
        else:
            def fn(q, k, v, causal=causal, gqa=h != hk):
                return F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=gqa)
        roof = roofline_us(b, h, hk, s, l, d, 2, causal, mask_bytes)
        print(f"{name}: roofline {roof:.1f} us")
        after = run(name, fn, inputs, True, roof)
        before = run(name, fn, inputs, False, roof)
        print(f"  fused / math: {after / before:.3f} ({before / after:.2f}x faster)")
        sys.stdout.flush()
    os.environ.pop("SPYRE_FUSED_ATTENTION", None)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
