"""Simulation speed at model scale (prints figures, asserts nothing): host time per later call on
spyre against CPU eager of the same model in the same process, and first-call seconds.

Cases (each in a fresh process; HF models from their configs with random weights, no downloads):

  softmax     torch.compile(lambda x: torch.softmax(x * 2, -1)) on a 64x256 fp32 tensor
  bert        a BERT with all-MiniLM-L6-v2's config (6 layers, hidden 384, 12 heads), 4 x 13 tokens
  gpt2        GPT-2 small (124M parameters), 1 x 128 tokens
  llama       one decode step of a tiny Llama with a 32-token dynamic cache
  first       first call of GPT-2 small on spyre vs Inductor-CPU's first call of the same model, each
              with a fresh Inductor cache directory

For spyre: the later call is the minimum over --repeat calls after two warm-up calls (the output
copied back to the host, so the card's run is included); the engine is SPYRE_SIMULATOR's (fast by
default); `--engines` also runs the reference engine for the same case and prints its time (slow:
minutes at model scale). Per case it also prints the simulated card time per call, how many
kernel launches one call makes, and the host bytes the fast engine keeps: "fast form" is its
translations (what prepare_kernel builds, per artifact: FastProgram.memory), "widened" the fp16 /
bf16 PE weights it keeps as fp32 between launches (a cache, bounded by fast.WIDENED_CACHE_BYTES).

Run: .venv/bin/python bench/bench_sim.py [--cases softmax,bert,gpt2,llama,first] [--dtypes float32,float16]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

CASES = ("softmax", "bert", "gpt2", "llama", "first")
CACHE_LENGTH = 32  # tokens in the cache of the decode step


def _model(case, dtype):
    import torch
    import transformers as t

    torch.manual_seed(0)
    if case == "bert":
        cfg = t.BertConfig(num_hidden_layers=6, hidden_size=384, num_attention_heads=12, intermediate_size=1536,
                           vocab_size=30522, max_position_embeddings=512)
        model = t.BertModel(cfg)
        ids = torch.randint(0, cfg.vocab_size, (4, 13))
        return model.eval().to(dtype), dict(input_ids=ids, attention_mask=torch.ones_like(ids))
    if case in ("gpt2", "first"):
        model = t.GPT2LMHeadModel(t.GPT2Config())
        ids = torch.randint(0, 50257, (1, 128))
        return model.eval().to(dtype), dict(input_ids=ids, use_cache=False)
    if case == "llama":
        cfg = t.LlamaConfig(num_hidden_layers=2, hidden_size=256, num_attention_heads=4, num_key_value_heads=2,
                            intermediate_size=512, vocab_size=1000, max_position_embeddings=256)
        model = t.LlamaForCausalLM(cfg).eval().to(dtype)
        ids = torch.randint(0, 1000, (1, CACHE_LENGTH))
        with torch.no_grad():
            past = model(ids, use_cache=True).past_key_values
        return model, dict(input_ids=torch.randint(0, 1000, (1, 1)), past_key_values=past, use_cache=True)
    raise ValueError(case)


def _to(value, device):
    import torch

    if torch.is_tensor(value):
        return value.to(device)
    if hasattr(value, "layers"):  # a transformers Cache: move its tensors
        for layer in value.layers:
            for name in ("keys", "values"):
                t = getattr(layer, name, None)
                if torch.is_tensor(t):
                    setattr(layer, name, t.to(device))
        return value
    return value


def _first_output(out):
    import torch

    if torch.is_tensor(out):
        return out
    for name in ("last_hidden_state", "logits"):
        if getattr(out, name, None) is not None:
            return getattr(out, name)
    raise TypeError(type(out))


def _timed(fn, repeat):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def child(case: str, dtype_name: str, repeat: int) -> dict:
    import copy

    import torch

    from spyre_runtime import get_runtime

    dtype = getattr(torch, dtype_name)
    runtime = get_runtime()
    if case == "softmax":
        x = torch.randn(64, 256, dtype=dtype)
        fn = lambda x: torch.softmax(x * 2, -1)  # noqa: E731
        cpu = lambda: fn(x)  # noqa: E731
        compiled = torch.compile(fn)
        xs = x.to("spyre")
        spyre = lambda: compiled(xs).cpu()  # noqa: E731
    else:
        model, kw = _model(case, dtype)
        cpu_model = copy.deepcopy(model)
        cpu_kw = {k: copy.deepcopy(v) for k, v in kw.items()}
        dev = model.to("spyre")
        dkw = {k: _to(v, "spyre") for k, v in kw.items()}
        dev.forward = torch.compile(dev.forward)

        def step(m, args):  # a decode step appends to the cache: cut it back, every call is the same step
            out = _first_output(m(**args)).cpu()
            if "past_key_values" in args:
                args["past_key_values"].crop(-1)  # (the one token this step added)
            return out

        cpu = lambda: step(cpu_model, cpu_kw)  # noqa: E731
        spyre = lambda: step(dev, dkw)  # noqa: E731
    with torch.no_grad():
        for _ in range(3):
            cpu()
        cpu_s = _timed(cpu, repeat)
        t0 = time.perf_counter()
        spyre()
        first_s = time.perf_counter() - t0
        spyre()
        spyre()
        later_s = _timed(spyre, repeat)
        card = runtime.card
        reports = []
        run = card.run
        card.run = lambda *a, **k: reports.append(run(*a, **k)) or reports[-1]  # one more call, counted
        spyre()
        del card.run
    sim_us = sum(r.cycles for r in reports) / runtime.config.clock_hz * 1e6
    return {"case": case, "dtype": dtype_name, "engine": card.engine, "cpu_s": cpu_s, "first_s": first_s,
            "later_s": later_s, "kernels_per_call": len(reports), "sim_us_per_call": sim_us,
            "fast_form_bytes": card.fast_form_bytes(), "widened_bytes": card.fast_widened_bytes()}


def child_first(dtype_name: str) -> dict:
    """GPT-2 small's first call on Inductor-CPU, then on spyre, each with a fresh Inductor cache."""
    import torch

    dtype = getattr(torch, dtype_name)
    out = {"case": "first", "dtype": dtype_name}
    for device in ("cpu", "spyre"):
        torch._dynamo.reset()
        with tempfile.TemporaryDirectory() as cache:
            os.environ["TORCHINDUCTOR_CACHE_DIR"] = cache
            import torch._inductor.config as ic

            ic.fx_graph_cache = False  # a true first compile for both (no FX-graph / AOT cache hits)
            model, kw = _model("first", dtype)
            model = model.to(device)
            kw = {k: _to(v, device) for k, v in kw.items()}
            model.forward = torch.compile(model.forward)
            with torch.no_grad():
                t0 = time.perf_counter()
                _first_output(model(**kw)).cpu()
                out[f"{device}_first_s"] = time.perf_counter() - t0
    return out


def _run_child(args: list[str]) -> dict:
    env = dict(os.environ, HF_HUB_OFFLINE="1", SPYRE_FALLBACK="error")
    proc = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        return {"error": (proc.stderr.strip().splitlines() or ["?"])[-1]}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cases", default=",".join(CASES))
    p.add_argument("--dtypes", default="float32,float16")
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--engines", action="store_true", help="also time the reference engine (slow)")
    p.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.child:
        if a.child[0] == "first":
            print(json.dumps(child_first(a.child[1])))
        else:
            print(json.dumps(child(a.child[0], a.child[1], int(a.child[2]))))
        return
    print(f"{'case':8} {'dtype':8} {'engine':9} {'CPU eager':>10} {'spyre later':>12} {'ratio':>7} "
          f"{'first':>8} {'kernels':>8} {'sim/call':>10} {'fast form':>10} {'widened':>10}")
    for case in a.cases.split(","):
        for dtype in a.dtypes.split(","):
            if case == "softmax" and dtype != "float32":
                continue
            if case == "first":
                r = _run_child(["first", dtype])
                if "error" in r:
                    print(f"first    {dtype:8} error: {r['error']}")
                else:
                    print(f"first    {dtype:8} GPT-2 small first call: spyre {r['spyre_first_s']:.1f} s, "
                          f"Inductor-CPU {r['cpu_first_s']:.1f} s, ratio {r['spyre_first_s'] / r['cpu_first_s']:.2f}x")
                continue
            engines = ["fast", "reference"] if a.engines else [os.environ.get("SPYRE_SIMULATOR", "fast")]
            for engine in engines:
                os.environ["SPYRE_SIMULATOR"] = engine
                r = _run_child([case, dtype, str(a.repeat if engine == "fast" else 1)])
                if "error" in r:
                    print(f"{case:8} {dtype:8} {engine:9} error: {r['error']}")
                    continue
                ratio = r["later_s"] / r["cpu_s"]
                print(f"{case:8} {dtype:8} {r['engine']:9} {r['cpu_s'] * 1e3:8.2f}ms {r['later_s'] * 1e3:10.1f}ms "
                      f"{ratio:6.1f}x {r['first_s']:7.1f}s {r['kernels_per_call']:8d} "
                      f"{r['sim_us_per_call']:8.0f}us {r['fast_form_bytes'] / 2**20:8.1f}MiB {r['widened_bytes'] / 2**20:7.1f}MiB")


if __name__ == "__main__":
    main()
