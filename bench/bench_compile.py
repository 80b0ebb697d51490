"""Compile-time benchmark (prints figures, asserts nothing).

For each case compiled with torch.compile, the first call on spyre and on Inductor-CPU in the
same fresh process (which one compiles first alternates between processes), each from a cold cache
(`torch._inductor.utils.fresh_cache()`: a new empty TORCHINDUCTOR_CACHE_DIR and Inductor's in-memory
caches cleared; the spyre compiler's kernel cache cleared too), after one warm-up compile on each
device (imports, Inductor's compile workers and the model's eager code paths are paid before either
is timed). Reported: host seconds (wall and this
process's CPU) of each first call, their ratio spyre / Inductor-CPU, and where spyre's first call
went, each part timed exclusively (nested parts are not counted twice):

  kernel IR    our scheduling: fused Inductor nodes -> kernel IR (frontend/scheduling.build_kernel)
  cache        the kernel cache: a kernel's canonical form (its key), a hit's renamed artifact
  passes       layouts, gathers, matmul stages, epilogues, plans, work division (pipeline.build_programs)
  compile other  the rest of pipeline.compile_kernel (cost estimate, artifact path, bookkeeping)
  codegen      per-unit programs (emit/, KernelCodegen.run), of which `reroll` is counted on its own
  encode       artifact_from_image, encoding and checking the files, writing them
  read         prepare: reading, checking and decoding an artifact directory (read_artifact_image)
  translate    the fast engine translating a program (trace.record_trace + fast.FastProgram), at
               prepare or at its first run
  prepare      the rest of prepare_kernel (the card's decode checks, allocation, program loads)
  simulate     the card running the kernels (Card.run without translation)
  rest         all the remainder of the first call: Dynamo, AOT autograd, Inductor's lowering,
               scheduling and wrapper codegen (not ours), copies, the queues

plus the full collections of Python's cyclic GC by the part they interrupted, the kernels (compiled /
distinct programs / kernel-cache hits) and per kernel its instruction count and its compile seconds. The machine may be shared, so each case runs --repeat times, each in a
fresh process, and the report gives the range and the split of the run with the least CPU time;
this process's CPU seconds are the steadier figure (Inductor-CPU compiles its C++ in worker
processes, so for it the wall figure is the one to compare). --counts also counts calls of the
card's instruction encoder, decoder and disassembler (which slows the run a little).

Run: .venv/bin/python bench/bench_compile.py [--gpt2] [--quick] [--all] [--repeat N] [--counts]
  --gpt2   GPT-2 small (GPT2Config() defaults: 12 layers, 768 wide, random weights, no downloads),
           sequence 128, fp32 and fp16, instead of the default GPT-2-size transformer block
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import time
from collections import defaultdict

os.environ["SPYRE_FALLBACK"] = "error"
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import torch  # noqa: E402
from bench_common import setup_spyre  # noqa: E402

PARTS = ("kernel IR", "cache", "passes", "compile other", "codegen", "reroll", "encode", "read", "translate", "prepare",
         "simulate")


class _Meter:
    """Wall seconds (and calls) spent inside wrapped functions, by part, each part exclusive of the
    parts timed inside it; inclusive seconds per kernel; and Python's cyclic garbage collector."""

    def __init__(self):
        self.seconds = defaultdict(float)
        self.calls = defaultdict(int)
        self.per_kernel = {}
        self._stack = []  # [start, seconds of nested timed parts, part] per open part
        self._gc_start = 0.0
        gc.callbacks.append(self._gc)

    def _gc(self, phase, info):
        if phase == "start":
            self._gc_start = time.perf_counter()
        else:
            dt = time.perf_counter() - self._gc_start
            self.seconds["gc"] += dt
            self.calls[f"gc{info['generation']}"] += 1
            if info["generation"] == 2:  # full collections, by the part they interrupted
                self.seconds[f"gc in {self._stack[-1][2] if self._stack else 'rest'}"] += dt

    def reset(self):
        self.seconds.clear()
        self.calls.clear()
        self.per_kernel = {}

    def timed(self, part, fn, kernel_of=None):
        def wrapper(*args, **kwargs):
            frame = [time.perf_counter(), 0.0, part]
            self._stack.append(frame)
            try:
                return fn(*args, **kwargs)
            finally:
                self._stack.pop()
                dt = time.perf_counter() - frame[0]
                self.seconds[part] += dt - frame[1]
                self.calls[part] += 1
                if self._stack:
                    self._stack[-1][1] += dt
                if kernel_of is not None:
                    self.per_kernel[kernel_of(*args)] = dt

        return wrapper

    def counted(self, name, fn):
        def wrapper(*args, **kwargs):
            self.calls[name] += 1
            return fn(*args, **kwargs)

        return wrapper


def _instrument(meter: _Meter, counts: bool):
    import spyre_runtime
    from spyre_inductor.compiler import pipeline
    from spyre_inductor.compiler.emit import kernel as emit_kernel_module, rows
    from spyre_inductor.compiler.frontend import scheduling
    from spyre_inductor.compiler.ir import kernel_ir
    from spyre_runtime.card import machine
    from spyre_runtime.jobplan import plan

    scheduling.build_kernel = meter.timed("kernel IR", scheduling.build_kernel)
    scheduling.compile_kernel = meter.timed("compile other", scheduling.compile_kernel,
                                            kernel_of=lambda kernel, _: kernel.name)
    kernel_ir.Kernel.canonical_form = meter.timed("cache", kernel_ir.Kernel.canonical_form)
    pipeline.renamed_artifact = meter.timed("cache", pipeline.renamed_artifact)
    pipeline.build_programs = meter.timed("passes", pipeline.build_programs)
    emit_kernel_module.KernelCodegen.run = meter.timed("codegen", emit_kernel_module.KernelCodegen.run)
    rows.reroll = meter.timed("reroll", rows.reroll)
    for name in ("artifact_from_image", "encode_artifact_hashed", "write_encoded"):
        setattr(pipeline, name, meter.timed("encode", getattr(pipeline, name)))
    spyre_runtime.prepare_kernel = meter.timed("prepare", spyre_runtime.prepare_kernel)
    plan.read_artifact_image = meter.timed("read", plan.read_artifact_image)
    machine.record_trace = meter.timed("translate", machine.record_trace)
    machine.FastProgram = meter.timed("translate", machine.FastProgram)
    machine.Card.run = meter.timed("simulate", machine.Card.run)
    if counts:  # every module that imported them by name
        from spyre_runtime.card import asm, isa

        for name, module in (("encode", isa), ("decode", isa), ("format_instruction", asm)):
            original = getattr(module, name)
            wrapped = meter.counted(name, original)
            for mod in list(sys.modules.values()):
                if getattr(mod, "__name__", "").startswith(("spyre_runtime", "spyre_inductor", "spyre_tools")) \
                        and getattr(mod, name, None) is original:
                    setattr(mod, name, wrapped)


def transformer_block(seq, d_model, heads, hidden, dtype=torch.float32):
    """(model on the CPU, its inputs)."""
    from spyre_inductor.compiler.demo_transformer import Block

    torch.manual_seed(0)
    return Block(d_model, heads, None, hidden).eval().to(dtype), [torch.randn(1, seq, d_model).to(dtype)]


class _Logits(torch.nn.Module):
    """A causal LM's logits for input ids (no KV cache)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, ids):
        return self.model(ids, use_cache=False).logits


def gpt2(seq, dtype, **config):
    """GPT-2 from GPT2Config(**config) (defaults: GPT-2 small) with random weights, and input ids."""
    import transformers

    torch.manual_seed(0)
    model = transformers.GPT2LMHeadModel(transformers.GPT2Config(**config)).eval().to(dtype)
    ids = torch.randint(0, model.config.vocab_size, (1, seq), generator=torch.Generator().manual_seed(1))
    return _Logits(model).eval(), [ids]


def _module(fn):
    return fn if isinstance(fn, torch.nn.Module) else _Fn(fn)


class _Fn(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


def _cases(quick: bool, every: bool, gpt2_small: bool):
    """name -> (model factory, warm-up factory); built in the child process that runs them."""
    def small_block():
        return transformer_block(8, 64, 2, 128)

    if gpt2_small:
        return {f"GPT-2 small (1, 128) {tag}": (
            lambda dt=dt: gpt2(128, dt),
            lambda dt=dt: gpt2(8, dt, n_layer=1, n_embd=64, n_head=2, vocab_size=100, n_positions=64))
            for tag, dt in (("f32", torch.float32), ("f16", torch.float16))}
    seq = 64 if quick else 128
    cases = {f"GPT-2-size block (1, {seq}, 768) f32": (lambda: transformer_block(seq, 768, 12, 3072), small_block)}
    if every:
        cases.update({
            "softmax(gelu(x)) 256x768 f32": (lambda: (lambda x: torch.softmax(torch.nn.functional.gelu(x), -1),
                                                      [torch.randn(256, 768)]), small_block),
            "layer_norm 512x768 f16": (lambda: (lambda x: torch.nn.functional.layer_norm(x, (768,)),
                                                [torch.randn(512, 768).half()]), small_block),
            "x @ w.t() 256x768x768 f32": (lambda: (lambda x, w: x @ w.t(), [torch.randn(256, 768),
                                                                             torch.randn(768, 768)]), small_block),
        })
    return cases


def _first_and_second(model, inputs, after_first=lambda: None):
    """(wall, CPU) seconds of the first and the second call of torch.compile(model), and the output
    of the first; after_first() runs between the two."""
    f = torch.compile(model)
    w0, c0 = time.perf_counter(), time.process_time()
    out = f(*inputs).cpu()
    first = (time.perf_counter() - w0, time.process_time() - c0)
    after_first()
    w0, c0 = time.perf_counter(), time.process_time()
    f(*inputs).cpu()
    return first, (time.perf_counter() - w0, time.process_time() - c0), out


def _on_device(model, inputs, device):
    import copy

    return copy.deepcopy(model).to(device), [x.to(device) for x in inputs]


def run_case(make, warm_up, meter: _Meter, spyre_first: bool):
    from torch._inductor.utils import fresh_cache

    from spyre_inductor.compiler import pipeline
    from spyre_inductor.compiler.debug import capture_kernels

    with torch.no_grad():
        model, inputs = make()
        model, small = _module(model), warm_up()
        small_model = _module(small[0])
        for device in ("cpu", "spyre"):
            with fresh_cache():
                torch._dynamo.reset()
                _first_and_second(*_on_device(small_model, small[1], device))
        reference = model(*inputs)  # (eager: the model's own code paths ran once before either compile)
        dev_model, dev_inputs = _on_device(model, inputs, "spyre")
        seen = {}

        def on_cpu():
            torch._dynamo.reset()
            with fresh_cache():
                seen["cpu"] = _first_and_second(model, inputs)

        def on_spyre():
            torch._dynamo.reset()
            pipeline.kernel_cache.clear()
            meter.reset()

            def snapshot():
                seen.update(phases=dict(meter.seconds), calls=dict(meter.calls), per_kernel=dict(meter.per_kernel))

            with fresh_cache(), capture_kernels() as kernels:
                seen["spyre"] = _first_and_second(dev_model, dev_inputs, snapshot)
            seen["kernels"] = kernels

        for run in (on_spyre, on_cpu) if spyre_first else (on_cpu, on_spyre):
            run()
        (first, second, out), (cpu_first, cpu_second, _) = seen["spyre"], seen["cpu"]
        phases, calls, per_kernel, kernels = seen["phases"], seen["calls"], seen["per_kernel"], seen["kernels"]
    error = (out.float() - reference.float()).abs().max().item()
    instructions = {k.kernel_name: sum(k.artifact.instruction_counts().values()) for k in kernels}
    programs = len({k.artifact.program for k in kernels})
    hits = sum(1 for k in kernels if k.reused_from is not None)
    return {"first": first, "second": second, "cpu_first": cpu_first, "cpu_second": cpu_second,
            "spyre_first": spyre_first,
            "phases": phases, "calls": calls, "per_kernel": per_kernel, "instructions": instructions,
            "programs": programs, "hits": hits, "max_abs_error": error}


def _span(values, fmt="{:.2f}"):
    lo, hi = fmt.format(min(values)), fmt.format(max(values))
    return lo if lo == hi else f"{lo}-{hi}"


def child(name, quick, every, gpt2_small, counts, spyre_first) -> dict:
    """One fresh-process run of one case (what the parent starts --repeat times)."""
    setup_spyre()
    meter = _Meter()
    _instrument(meter, counts)
    make, warm_up = _cases(quick, every, gpt2_small)[name]
    return run_case(make, warm_up, meter, spyre_first)


def report(name, runs):
    firsts = [r["first"] for r in runs]
    cpus = [r["cpu_first"] for r in runs]
    print(f"{name}  ({len(runs)} fresh process{'es' if len(runs) > 1 else ''}; max |spyre - CPU eager| "
          f"{max(r['max_abs_error'] for r in runs):.2e})")
    print(f"  spyre first call        {_span([w for w, _ in firsts])} s wall, {_span([c for _, c in firsts])} s CPU; "
          f"second call {_span([r['second'][0] for r in runs])} s wall")
    print(f"  Inductor-CPU first call {_span([w for w, _ in cpus])} s wall, {_span([c for _, c in cpus])} s CPU "
          f"(+ its C++ compile workers); second call {_span([r['cpu_second'][0] for r in runs], '{:.3f}')} s wall")
    print("  ratio spyre / Inductor-CPU, first call wall, per process: " + ", ".join(
        f"{r['first'][0] / r['cpu_first'][0]:.2f} ({'spyre' if r['spyre_first'] else 'CPU'} first)" for r in runs))
    best = min(runs, key=lambda r: r["first"][1])  # the run with the least CPU time
    phases = best["phases"]
    known = sum(phases.get(p, 0.0) for p in PARTS)
    parts = [f"{p} {phases.get(p, 0.0):.2f}" for p in PARTS]
    print(f"  split of the least-CPU run's first call, wall seconds: {', '.join(parts)}, "
          f"rest {best['first'][0] - known:.2f}  (cyclic GC ran {best['calls'].get('gc2', 0)} full collections, "
          f"{phases.get('gc', 0.0):.2f} s of all this)")
    full = {k[len("gc in "):]: v for k, v in phases.items() if k.startswith("gc in ")}
    if full:
        print("  full collections interrupted: " + ", ".join(f"{k} {v:.2f} s" for k, v in sorted(full.items())))
    counted = {k: v for k, v in best["calls"].items() if k in ("encode", "decode", "format_instruction")}
    if counted:
        print("  calls in the first call: " + ", ".join(f"{k} {v}" for k, v in sorted(counted.items())))
    instructions = best["instructions"]
    print(f"  {len(instructions)} kernels, {best['programs']} distinct programs, {best['hits']} kernel-cache hits, "
          f"{sum(instructions.values())} instructions; per kernel: emit seconds, instructions")
    for k in sorted(instructions, key=lambda n: (len(n), n)):
        print(f"    {k}: {best['per_kernel'].get(k, float('nan')):.3f} s, {instructions[k]}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gpt2", action="store_true", help="GPT-2 small, seq 128, fp32 and fp16")
    parser.add_argument("--quick", action="store_true", help="a (1, 64, 768) block instead of (1, 128, 768)")
    parser.add_argument("--all", action="store_true", help="also a few smaller graphs")
    parser.add_argument("--repeat", type=int, default=3, help="fresh-process runs per case (default 3)")
    parser.add_argument("--counts", action="store_true", help="count encoder / decoder / disassembler calls")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--spyre-first", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        print("RESULT " + json.dumps(child(args.child, args.quick, args.all, args.gpt2, args.counts,
                                           args.spyre_first)))
        return 0
    flags = [f for f, on in (("--gpt2", args.gpt2), ("--quick", args.quick), ("--all", args.all),
                             ("--counts", args.counts)) if on]
    for name in _cases(args.quick, args.all, args.gpt2):
        runs = []
        for i in range(max(1, args.repeat)):
            order = ["--spyre-first"] if i % 2 else []  # which device compiles first alternates
            out = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", name, *flags, *order],
                                 capture_output=True, text=True)
            lines = [ln for ln in out.stdout.splitlines() if ln.startswith("RESULT ")]
            if out.returncode or not lines:
                print(f"{name}: run failed (exit {out.returncode})\n{out.stderr[-3000:]}")
                return 1
            runs.append(json.loads(lines[-1][len("RESULT "):]))
        report(name, runs)
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
