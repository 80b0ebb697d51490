"""Transpose / restickify benchmark (prints figures, asserts nothing).

For a few transposes, permutes and a GPT-2-size transformer block compiled with torch.compile on
spyre: host seconds of the first call (compile + first simulated run), host seconds of a second
call (the simulator alone), and per kernel its simulated time and how each stage runs (row plan
mode, or the self-planned stage kind such as matmul / transpose).

Run: .venv/bin/python bench/bench_transpose.py [--quick] [--only NAME]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", tempfile.mkdtemp(prefix="spyre-bench-transpose-"))
os.environ["SPYRE_FALLBACK"] = "error"

import torch  # noqa: E402
from bench_common import setup_spyre  # noqa: E402
from spyre_inductor.compiler.debug import kernel_compute_us  # noqa: E402


def _stage_kinds(compiled) -> str:
    kinds = []
    for plan in compiled.plans.get("layout", []):
        kinds.append(getattr(plan, "mode", type(plan).__name__))
    return ",".join(kinds)


def run_case(name, fn, inputs):
    from spyre_inductor.compiler.debug import capture_kernels

    torch._dynamo.reset()
    dev = [x.to("spyre") for x in inputs]
    f = torch.compile(fn)
    with torch.no_grad(), capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        t0 = time.perf_counter()
        out = f(*dev)
        out.cpu()
        first = time.perf_counter() - t0
        t0 = time.perf_counter()
        out = f(*dev)
        got = out.cpu()
        second = time.perf_counter() - t0
    ref = fn(*inputs)
    err = (got.float() - ref.float()).abs().max().item()
    times = kernel_compute_us({k.artifact.kernel_name for k in kernels})
    total = sum(times.values())
    print(f"{name}: first call {first:.2f} s, second call {second:.2f} s, simulated {total:.1f} us, "
          f"max err {err:.2g}")
    for k in kernels:
        n = k.artifact.kernel_name
        print(f"    {n}: {times.get(n, float('nan')):.1f} us, stages [{_stage_kinds(k)}], "
              f"instructions {sum(k.artifact.instruction_counts().values())}")
    return total


def transformer_block(seq, d_model, heads, hidden, dtype):
    from spyre_inductor.compiler.demo_transformer import Block

    torch.manual_seed(0)
    model = Block(d_model, heads, None, hidden).eval().to(dtype)
    x = torch.randn(1, seq, d_model).to(dtype)
    dev_model = Block(d_model, heads, None, hidden).eval().to(dtype)
    dev_model.load_state_dict(model.state_dict())
    dev_model = dev_model.to("spyre")

    def fn(x):
        return dev_model(x) if x.device.type == "spyre" else model(x)

    return fn, [x]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small sizes only")
    parser.add_argument("--only", default=None, help="run only cases whose name contains this")
    args = parser.parse_args(argv)
    setup_spyre()
    torch.manual_seed(0)
    cases = []
    sizes = [(64, 64), (256, 256)] if args.quick else [(64, 64), (256, 256), (1024, 768)]
    for r, c in sizes:
        for dt in (torch.float32, torch.float16):
            cases.append((f"x.t().contiguous()*2 {r}x{c} {str(dt)[6:]}", lambda x: x.t().contiguous() * 2,
                          [torch.randn(r, c).to(dt)]))
    for shape in [(2, 64, 12, 64)] + ([] if args.quick else [(1, 256, 12, 64)]):
        cases.append((f"permute(0,2,1,3) {shape} f32", lambda x: x.permute(0, 2, 1, 3).contiguous(),
                      [torch.randn(*shape)]))
        cases.append((f"transpose(-1,-2) {shape} f32", lambda x: x.transpose(-1, -2).contiguous(),
                      [torch.randn(*shape)]))
    seq = 64 if args.quick else 128
    fn, inputs = transformer_block(seq, 768, 12, 3072, torch.float32)
    cases.append((f"GPT-2-size block (1, {seq}, 768) f32", fn, inputs))
    for name, fn, inputs in cases:
        if args.only and args.only not in name:
            continue
        run_case(name, fn, inputs)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
