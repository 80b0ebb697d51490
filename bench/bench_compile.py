"""Compile-time benchmark (prints figures, asserts nothing).

For a GPT-2-size transformer block (and, with --all, a few smaller graphs) compiled with
torch.compile on spyre: host seconds (wall and this process's CPU) of the first call and of a
second call, and where the first call's time went:

  emit      passes + codegen + artifact encoding, summed over kernels (pipeline.emit_kernel)
  prepare   reading, checking and loading the artifacts (prepare_kernel, at wrapper-module load)
  simulate  the simulated card running the kernels (Card.run)
  rest      the remainder: Dynamo, AOT autograd, Inductor's own lowering and scheduling, copies

plus per kernel its instruction count and its own emit seconds. The machine may be shared, so
each case runs --repeat times, each in a fresh process with a fresh Inductor cache directory
(nothing compiled, prepared or decoded before is reused), and the report gives the range; this
process's CPU seconds are the steadier figure. --counts also counts calls of the card's
instruction encoder, decoder and disassembler (which slows the run a little).

Run: .venv/bin/python bench/bench_compile.py [--quick] [--all] [--repeat N] [--counts]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import defaultdict

os.environ["SPYRE_FALLBACK"] = "error"

import torch  # noqa: E402


def _setup():
    from spyre_inductor.compiler import register_inductor_backend
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    register_inductor_backend()


class _Meter:
    """Wall seconds (and calls) spent inside wrapped functions, by phase and by kernel, and in
    Python's cyclic garbage collector."""

    def __init__(self):
        self.seconds = defaultdict(float)
        self.calls = defaultdict(int)
        self.per_kernel = {}
        self._gc_start = 0.0
        gc.callbacks.append(self._gc)

    def _gc(self, phase, info):
        if phase == "start":
            self._gc_start = time.perf_counter()
        else:
            self.seconds["gc"] += time.perf_counter() - self._gc_start
            self.calls[f"gc{info['generation']}"] += 1

    def reset(self):
        self.seconds.clear()
        self.calls.clear()
        self.per_kernel = {}

    def timed(self, phase, fn, kernel_of=None):
        def wrapper(*args, **kwargs):
            t0 = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                dt = time.perf_counter() - t0
                self.seconds[phase] += dt
                self.calls[phase] += 1
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
    from spyre_runtime.card import machine

    pipeline.emit_kernel = meter.timed("emit", pipeline.emit_kernel, kernel_of=lambda c: c.kernel.name)
    spyre_runtime.prepare_kernel = meter.timed("prepare", spyre_runtime.prepare_kernel)
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
    from spyre_inductor.compiler.demo_transformer import Block

    torch.manual_seed(0)
    model = Block(d_model, heads, None, hidden).eval().to(dtype)
    dev_model = Block(d_model, heads, None, hidden).eval().to(dtype)
    dev_model.load_state_dict(model.state_dict())
    dev_model = dev_model.to("spyre")
    return (lambda x: dev_model(x)), [torch.randn(1, seq, d_model).to(dtype)]


def run_once(fn, inputs, meter: _Meter):
    from spyre_inductor.compiler.debug import capture_kernels

    torch._dynamo.reset()
    dev = [x.to("spyre") for x in inputs]
    f = torch.compile(fn)
    meter.reset()
    with torch.no_grad(), capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        w0, c0 = time.perf_counter(), time.process_time()
        f(*dev).cpu()
        first = (time.perf_counter() - w0, time.process_time() - c0)
        phases = dict(meter.seconds)
        calls = dict(meter.calls)
        per_kernel = dict(meter.per_kernel)
        w0, c0 = time.perf_counter(), time.process_time()
        f(*dev).cpu()
        second = (time.perf_counter() - w0, time.process_time() - c0)
    instructions = {k.artifact.kernel_name: sum(k.artifact.instruction_counts().values()) for k in kernels}
    return first, second, phases, calls, per_kernel, instructions


def _span(values, fmt="{:.2f}"):
    lo, hi = fmt.format(min(values)), fmt.format(max(values))
    return lo if lo == hi else f"{lo}-{hi}"


def _cases(quick: bool, every: bool):
    """name -> (fn, inputs) factory (built in the child process that runs it)."""
    seq = 64 if quick else 128
    cases = {f"GPT-2-size block (1, {seq}, 768) f32": lambda: transformer_block(seq, 768, 12, 3072)}
    if every:
        cases.update({
            "softmax(gelu(x)) 256x768 f32": lambda: (lambda x: torch.softmax(torch.nn.functional.gelu(x), -1),
                                                     [torch.randn(256, 768)]),
            "layer_norm 512x768 f16": lambda: (lambda x: torch.nn.functional.layer_norm(x, (768,)),
                                               [torch.randn(512, 768).half()]),
            "x @ w.t() 256x768x768 f32": lambda: (lambda x, w: x @ w.t(), [torch.randn(256, 768),
                                                                            torch.randn(768, 768)]),
        })
    return cases


def child(name, quick, every, counts) -> dict:
    """One fresh-process run of one case (what the parent starts --repeat times)."""
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="spyre-bench-compile-")
    _setup()
    meter = _Meter()
    _instrument(meter, counts)
    fn, inputs = _cases(quick, every)[name]()
    first, second, phases, calls, per_kernel, instructions = run_once(fn, inputs, meter)
    return {"first": first, "second": second, "phases": phases, "calls": calls, "per_kernel": per_kernel,
            "instructions": instructions}


def report(name, runs):
    firsts = [r["first"] for r in runs]
    print(f"{name}: first call {_span([w for w, _ in firsts])} s wall, {_span([c for _, c in firsts])} s CPU; "
          f"second call {_span([r['second'][0] for r in runs])} s wall  ({len(runs)} fresh process"
          f"{'es' if len(runs) > 1 else ''})")
    best = min(runs, key=lambda r: r["first"][1])  # the run with the least CPU time
    phases = best["phases"]
    known = sum(phases.get(p, 0.0) for p in ("emit", "prepare", "simulate"))
    parts = [f"{p} {phases.get(p, 0.0):.2f}" for p in ("emit", "prepare", "simulate")]
    print(f"    first call of the least-CPU run, wall seconds: {', '.join(parts)}, rest {best['first'][0] - known:.2f}"
          f"  (cyclic GC ran {best['calls'].get('gc2', 0)} full collections and took {phases.get('gc', 0.0):.2f} s "
          f"of all this)")
    counted = {k: v for k, v in best["calls"].items() if k in ("encode", "decode", "format_instruction")}
    if counted:
        print("    calls in the first call: " + ", ".join(f"{k} {v}" for k, v in sorted(counted.items())))
    instructions = best["instructions"]
    print(f"    {len(instructions)} kernels, {sum(instructions.values())} instructions; per kernel: emit seconds, "
          f"instructions")
    for k in sorted(instructions, key=lambda n: (len(n), n)):
        print(f"      {k}: {best['per_kernel'].get(k, float('nan')):.3f} s, {instructions[k]}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a (1, 64, 768) block instead of (1, 128, 768)")
    parser.add_argument("--all", action="store_true", help="also a few smaller graphs")
    parser.add_argument("--repeat", type=int, default=3, help="fresh-process runs per case (default 3)")
    parser.add_argument("--counts", action="store_true", help="count encoder / decoder / disassembler calls")
    parser.add_argument("--child", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        print("RESULT " + json.dumps(child(args.child, args.quick, args.all, args.counts)))
        return 0
    flags = [f for f, on in (("--quick", args.quick), ("--all", args.all), ("--counts", args.counts)) if on]
    for name in _cases(args.quick, args.all):
        runs = []
        for _ in range(max(1, args.repeat)):
            out = subprocess.run([sys.executable, os.path.abspath(__file__), "--child", name, *flags],
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
