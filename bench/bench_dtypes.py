"""fp16 against fp32 in simulated card time (prints figures, asserts nothing): the small Hugging Face
forwards the tests build (tests/compiler/test_fp16_models.py's configs: BERT, GPT-2, Llama, T5;
random weights, 2 x 12 tokens), each compiled in both dtypes; per model the simulated time of one
later call, the kernels it launches, its instructions and element-mode stages, and fp16 / fp32.

Run: .venv/bin/python bench/bench_dtypes.py [--models bert,gpt2,llama,t5] [--dtypes float32,float16 or float32,bfloat16] [--kernels]
(about a minute per model and dtype; --kernels: each kernel's simulated time in both dtypes side by
side, with its stages' plan modes: where one dtype loses)
"""

from __future__ import annotations

import argparse
import os
import sys

import torch

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "compiler"))


def measure(name: str, dtype) -> dict:
    from test_fp16_models import build, first_output

    from spyre_inductor.compiler.debug import capture_kernels, kernel_compute_us

    model = build(name).eval().to(dtype)
    ids = torch.randint(0, 100, (2, 12), generator=torch.Generator().manual_seed(1))
    kw = dict(attention_mask=torch.ones_like(ids)) | ({} if name == "bert" else {"use_cache": False})
    if name == "t5":
        kw = dict(decoder_input_ids=torch.randint(0, 100, (2, 5), generator=torch.Generator().manual_seed(2)))
    torch._dynamo.reset()
    with torch.no_grad():
        dev = model.to("spyre")
        args = {k: v.to("spyre") if torch.is_tensor(v) else v for k, v in kw.items()}
        fn = torch.compile(dev)
        with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
            first_output(fn(ids.to("spyre"), **args)).cpu()
        best = float("inf")
        for _ in range(2):
            start = torch.Event(device="spyre", enable_timing=True)
            end = torch.Event(device="spyre", enable_timing=True)
            start.record()
            out = first_output(fn(ids.to("spyre"), **args))
            end.record()
            end.synchronize()
            best = min(best, start.elapsed_time(end))
        out.cpu()
    modes = [mode for k in kernels for _, mode in k.stage_modes()]
    us = kernel_compute_us({k.kernel_name for k in kernels})  # (of the last call)
    per_kernel = [(k.kernel_name, us.get(k.kernel_name, 0.0), ",".join(m for _, m in k.stage_modes())) for k in kernels]
    return dict(ms=best, kernels=len(kernels), element=modes.count("element"), per_kernel=per_kernel,
                instructions=sum(sum(k.artifact.instruction_counts().values()) for k in kernels))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default="bert,gpt2,llama,t5")
    parser.add_argument("--dtypes", default="float32,float16")
    parser.add_argument("--kernels", action="store_true", help="per-kernel simulated us, dtype by dtype")
    args = parser.parse_args(argv)
    from spyre_inductor.compiler import register_inductor_backend
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    register_inductor_backend()
    dtypes = args.dtypes.split(",")
    print("| model | " + " | ".join(f"{d} sim ms | kernels | instrs | element stages" for d in dtypes)
          + (f" | {dtypes[1]} / {dtypes[0]} |" if len(dtypes) == 2 else " |"))
    print("|---" * (1 + 4 * len(dtypes) + (len(dtypes) == 2)) + "|")
    for name in args.models.split(","):
        res = [measure(name, getattr(torch, d)) for d in dtypes]
        cells = [f"{r['ms']:.4f} | {r['kernels']} | {r['instructions']} | {r['element']}" for r in res]
        ratio = f" | {res[1]['ms'] / res[0]['ms']:.3f} |" if len(res) == 2 else " |"
        print(f"| {name} | " + " | ".join(cells) + ratio, flush=True)
        if args.kernels:
            kernel_table(name, dtypes, res)
    return 0


def kernel_table(name: str, dtypes: list, res: list) -> None:
    """Each kernel's simulated us per dtype (the kernels of both dtypes in launch order)."""
    print(f"\n{name}: kernel | " + " | ".join(f"{d} us | {d} stages" for d in dtypes))
    for row in zip(*(r["per_kernel"] for r in res)):
        print(f"  {row[0][0]} | " + " | ".join(f"{us:.2f} | {modes}" for _, us, modes in row))
    print(flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
