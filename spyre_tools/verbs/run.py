"""run: run one artifact on the simulated card with random or given inputs."""

from __future__ import annotations

import json
import os
from typing import NamedTuple

import numpy as np

from spyre_inductor.device.layout import SpyreTensorLayout, read_image, write_image  # torch-free module
from spyre_runtime.artifact.manifest import ArgumentSpec
from spyre_runtime.card.simulator import bf16_to_f32, f32_to_bf16
from spyre_runtime.config import HardwareConfig
from spyre_runtime.jobplan import DeviceTensorArg, launch_jobplan, prepare_kernel
from spyre_runtime.runtime import Runtime

from ..artifacts import ToolError, open_set

SUMMARY = "run an artifact on the simulated card; print simulated time per unit and pipeline"
DESCRIPTION = """\
Run one kernel on a fresh simulated card: prepare_kernel, allocate every argument with the
device layout its manifest records, copy the inputs in, launch_jobplan, synchronize, and print
the simulated time per unit and per pipeline (host, dma, compute). --trace writes a Chrome
trace (open it in https://ui.perfetto.dev or chrome://tracing): one track per pipeline, and for
the kernel one process per core with one track per unit, a slice per instruction.

Inputs (--inputs FILE.npz): a numpy .npz keyed by argument name, one array per input and inout
argument, in host layout: shape = the argument's size (as `inspect` shows it), dtype = the
argument's dtype or one that numpy casts to it within its kind (float64 -> float16 and int ->
float are fine; float -> int and complex -> float are refused). bfloat16 arguments take float32 values (rounded to nearest even) or uint16 bit
patterns. Without --inputs, inputs are random (floats standard normal, ints in [-8, 8), bools
0/1) from --seed. --outputs writes output and inout arguments in the same format (bfloat16 as
float32)."""
EPILOG = """\
examples:
  spyre-compile run artifacts/add_f16 --seed 3
  spyre-compile run out/gelu --inputs x.npz --outputs y.npz --trace gelu_trace.json
  python -c "import numpy as np; np.savez('x.npz', x=np.ones((64, 64), np.float16), y=np.eye(64))"
"""

NUMPY_DTYPE = {"float16": np.float16, "float32": np.float32, "int32": np.int32, "int64": np.int64,
               "bool": np.bool_, "bfloat16": np.uint16}


def add_arguments(p):
    p.add_argument("artifact", metavar="ARTIFACT", help="artifact directory (or a graph with --kernel)")
    p.add_argument("--kernel", metavar="NAME", help="the kernel to run from a directory of artifacts")
    p.add_argument("--inputs", metavar="FILE.npz", help="input arrays keyed by argument name (host layout)")
    p.add_argument("--seed", type=int, default=0, help="seed of random inputs and of the scheduler (default 0)")
    p.add_argument("--sym", action="append", default=[], metavar="NAME=VALUE", help="a symbolic dimension's value")
    p.add_argument("--trace", metavar="OUT.json", help="write a Chrome/Perfetto trace of the run")
    p.add_argument("--outputs", metavar="OUT.npz", help="write the output arguments (host layout)")
    p.add_argument("--json", action="store_true", help="print the timing figures as JSON")


# ---------------------------------------------------------------------------------------------
# host arrays <-> device storage (the layout's loop nests, one runtime Transfer per nest:
# spyre_inductor.device.layout.write_image / read_image, torch-free)


def _storage_layout(spec: ArgumentSpec):
    return SpyreTensorLayout.from_dict(spec.layout.to_dict())


def _view(storage: np.ndarray, spec: ArgumentSpec) -> np.ndarray:
    item = storage.itemsize
    return np.lib.stride_tricks.as_strided(storage[spec.storage_offset:], shape=spec.size,
                                           strides=[s * item for s in spec.stride])


def write_argument(stream, address: int, spec: ArgumentSpec, values: np.ndarray) -> None:
    layout = _storage_layout(spec)
    storage = np.zeros(layout.host_numel, dtype=NUMPY_DTYPE[spec.dtype])
    _view(storage, spec)[...] = values
    write_image(stream, address, layout, storage.view(np.uint8), name=f"copy in {spec.name}")


def read_argument(stream, address: int, spec: ArgumentSpec) -> np.ndarray:
    layout = _storage_layout(spec)
    storage = read_image(stream, address, layout, name=f"copy out {spec.name}").view(NUMPY_DTYPE[spec.dtype])
    out = np.array(_view(storage, spec))
    return bf16_to_f32(out) if spec.dtype == "bfloat16" else out


# ---------------------------------------------------------------------------------------------
# inputs


def random_input(spec: ArgumentSpec, rng: np.random.Generator) -> np.ndarray:
    if spec.dtype in ("float16", "float32", "bfloat16"):
        x = rng.standard_normal(spec.size, dtype=np.float32)
        return f32_to_bf16(x) if spec.dtype == "bfloat16" else x.astype(NUMPY_DTYPE[spec.dtype])
    if spec.dtype == "bool":
        return rng.integers(0, 2, spec.size).astype(np.bool_)
    return rng.integers(-8, 8, spec.size).astype(NUMPY_DTYPE[spec.dtype])


def given_input(spec: ArgumentSpec, arr: np.ndarray, file: str) -> np.ndarray:
    where = f"{file}: array {spec.name!r}"
    if tuple(arr.shape) != spec.size:
        raise ToolError(f"{where}: shape: expected {list(spec.size)} (the argument's host size), got {list(arr.shape)}")
    if spec.dtype == "bfloat16":
        if arr.dtype == np.uint16:
            return arr
        if arr.dtype.kind != "f":
            raise ToolError(f"{where}: dtype: expected float32 values or uint16 bit patterns for bfloat16, "
                            f"got {arr.dtype}")
        return f32_to_bf16(arr.astype(np.float32))
    want = np.dtype(NUMPY_DTYPE[spec.dtype])
    if arr.dtype != want and not np.can_cast(arr.dtype, want, casting="same_kind"):
        raise ToolError(f"{where}: dtype: expected {spec.dtype} (or one of its kind), got {arr.dtype}")
    return arr.astype(want)


def load_inputs(path: str, specs) -> dict:
    if not os.path.isfile(path):
        raise ToolError(f"--inputs {path}: no such file")
    try:
        with np.load(path, allow_pickle=False) as data:
            arrays = {k: data[k] for k in data.files}
    except (OSError, ValueError, EOFError) as e:
        raise ToolError(f"--inputs {path}: not a readable .npz file ({e})") from None
    names = [s.name for s in specs]
    missing = [n for n in names if n not in arrays]
    extra = sorted(set(arrays) - set(names))
    if missing or extra:
        raise ToolError(f"--inputs {path}: expected arrays {names} (input and inout arguments); "
                        f"missing {missing}, unknown {extra}")
    return {s.name: given_input(s, arrays[s.name], path) for s in specs}


def parse_symbols(items) -> dict:
    out = {}
    for item in items:
        name, eq, value = item.partition("=")
        try:
            out[name] = int(value, 0)
        except ValueError:
            raise ToolError(f"--sym: expected NAME=INTEGER, got {item!r}") from None
        if not eq or not name:
            raise ToolError(f"--sym: expected NAME=INTEGER, got {item!r}")
    return out


# ---------------------------------------------------------------------------------------------
# figures and trace


def pipeline_figures(ops) -> dict:
    figs = {}
    for op in ops:
        if op.pipeline is None or op.start is None:
            continue
        f = figs.setdefault(op.pipeline, {"ops": 0, "busy_cycles": 0, "first_start": op.start, "last_end": op.end})
        f["ops"] += 1
        f["busy_cycles"] += op.end - op.start
        f["first_start"] = min(f["first_start"], op.start)
        f["last_end"] = max(f["last_end"], op.end)
    return figs


def merged_trace(runtime, compute_op, launch_cycles: int) -> dict:
    """The runtime's trace (one track per pipeline) plus the card's per-instruction trace of the
    kernel (one process per core, one track per unit), moved to where the compute op ran."""
    trace = json.loads(runtime.trace())
    card = runtime.card.last_report.chrome_trace()
    shift = (compute_op.start + launch_cycles) * 1e6 / runtime.config.clock_hz
    for e in card["traceEvents"]:
        e = dict(e, pid=e["pid"] + 1)  # pid 0 is the runtime's pipelines
        if e["ph"] == "X":
            e["ts"] += shift
        trace["traceEvents"].append(e)
    return trace


def _unit_key(name: str):
    from spyre_runtime.card.isa import UNITS

    core, unit = name[1:].split(".")
    return int(core), UNITS.index(unit)


class Execution(NamedTuple):
    runtime: Runtime
    compute: object  # the Compute op (its .result holds the card's report)
    artifact: object
    inputs: dict  # name -> host array as written (bfloat16 as uint16 bits)
    outputs: dict  # name -> host array read back (bfloat16 as float32)


def execute(directory: str, config: HardwareConfig, *, inputs: dict | None = None, seed: int = 0,
            symbols: dict | None = None, trace: bool = False) -> Execution:
    """Run one artifact once on a fresh Runtime: allocate every argument per its manifest layout,
    write the inputs (given, or random from `seed`), launch, synchronize, read the outputs."""
    runtime = Runtime(config, seed=seed)
    runtime.card.trace = trace  # per-instruction events for the Chrome trace
    plan = prepare_kernel(directory, runtime)
    art = plan.artifact
    specs = argument_specs(art, symbols)
    in_specs = [a for a in specs if a.role in ("input", "inout")]
    if inputs is None:
        rng = np.random.default_rng(seed)
        inputs = {s.name: random_input(s, rng) for s in in_specs}
    stream = runtime.default_stream
    dev_args = []
    for spec in specs:
        nbytes = spec.layout.device_nbytes
        desc = runtime.allocator.allocate(nbytes)
        if spec.name in inputs:
            write_argument(stream, desc.address, spec, inputs[spec.name])
        dev_args.append(DeviceTensorArg(desc.address, max(desc.nbytes, nbytes), spec.size, spec.dtype, spec.layout,
                                        spec.stride, spec.storage_offset))
    compute = launch_jobplan(plan, dev_args, symbols or None)
    runtime.synchronize()
    outputs = {spec.name: read_argument(stream, a.address, spec)
               for spec, a in zip(specs, dev_args) if spec.role in ("output", "inout")}
    return Execution(runtime, compute, art, inputs, outputs)


def argument_specs(art, symbols: dict | None) -> tuple:
    """The artifact's arguments at these symbol values (a symbolic kernel's sizes and layouts);
    a symbolic kernel without a value for each of its symbols is a ToolError naming them."""
    if not art.symbolic_dims:
        return art.arguments
    symbols = symbols or {}
    missing = [s for s in art.symbolic_dims if s.name not in symbols]
    if missing:
        raise ToolError(f"{art.kernel_name}: " + "; ".join(
            f"symbolic dimension {s.name!r} needs a value: --sym {s.name}=N (N in [{s.min}, {s.max}])" for s in missing))
    return tuple(a.at(symbols) for a in art.arguments)


def run(args) -> int:
    config = HardwareConfig.from_env()
    aset = open_set(args.artifact).select(args.kernel)
    if len(aset.kernels) != 1:
        raise ToolError(f"{args.artifact}: {len(aset.kernels)} kernels; pick one with --kernel "
                        f"({', '.join(k.name for k in aset.kernels)})")
    entry = aset.kernels[0]
    symbols = parse_symbols(args.sym)
    inputs = None
    if args.inputs:
        from spyre_runtime.artifact import read_artifact
        specs = argument_specs(read_artifact(entry.directory, config), symbols)
        inputs = load_inputs(args.inputs, [a for a in specs if a.role in ("input", "inout")])
    result = execute(entry.directory, config, inputs=inputs, seed=args.seed, symbols=symbols,
                     trace=bool(args.trace))
    runtime, compute, art, outputs = result.runtime, result.compute, result.artifact, result.outputs
    detail = compute.result.detail
    ops = list(runtime.scheduler.history)
    figures = {"kernel": art.kernel_name, "kernel_cycles": compute.result.cycles,
               "roofline_cycles": detail["roofline_cycles"], "units": {
                   u: {"end_cycles": c, "busy_cycles": detail["unit_busy"][u], "stall_cycles": detail["unit_stall"][u]}
                   for u, c in sorted(detail["unit_cycles"].items(), key=lambda kv: _unit_key(kv[0]))},
               "pipelines": pipeline_figures(ops), "instructions_executed": detail["instructions"],
               "bytes_loaded": detail["bytes_loaded"], "bytes_stored": detail["bytes_stored"],
               "ring_bytes": detail["ring_bytes"], "flops": detail["flops"],
               "outputs": {n: _stats(v) for n, v in outputs.items()}}
    if art.symbolic_dims:
        figures["symbols"] = symbols
    if args.trace:
        _write(args.trace, json.dumps(merged_trace(runtime, compute, config.compute_launch_cycles)))
    if args.outputs:
        try:
            np.savez(args.outputs, **outputs)
        except OSError as e:
            raise ToolError(f"--outputs {args.outputs}: cannot write: {e.strerror or e}") from None
    if args.json:
        print(json.dumps(figures, indent=2, sort_keys=True))
    else:
        print(render(figures, config, args))
    return 0


def _stats(v: np.ndarray) -> dict:
    x = v.astype(np.float64) if v.size else np.zeros(1)
    finite = np.isfinite(x)
    return {"shape": list(v.shape), "min": float(x[finite].min()) if finite.any() else None,
            "max": float(x[finite].max()) if finite.any() else None,
            "mean": float(x[finite].mean()) if finite.any() else None, "nonfinite": int((~finite).sum())}


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w") as fh:
            fh.write(text)
    except OSError as e:
        raise ToolError(f"{path}: cannot write: {e.strerror or e}") from None


def render(f: dict, config: HardwareConfig, args) -> str:
    us = 1e6 / config.clock_hz
    lines = [f"kernel {f['kernel']}: {f['kernel_cycles']} cycles ({f['kernel_cycles'] * us:.2f} us at "
             f"{config.clock_hz / 1e9:g} GHz), roofline {f['roofline_cycles']:.0f} cycles; "
             f"{f['instructions_executed']} instructions executed, {f['bytes_loaded']} B loaded, "
             f"{f['bytes_stored']} B stored, {f['ring_bytes']} B over the ring, {f['flops']} FLOPs",
             "units (cycles from kernel start)", f"  {'unit':12} {'end':>9} {'busy':>9} {'stall':>9}"]
    if f.get("symbols"):
        lines.insert(1, "symbols " + ", ".join(f"{k}={v}" for k, v in sorted(f["symbols"].items())))
    for u, d in f["units"].items():
        lines.append(f"  {u:12} {d['end_cycles']:>9} {d['busy_cycles']:>9g} {d['stall_cycles']:>9g}")
    lines.append("pipelines (whole run: program load, input copies, patch, compute, output copies)")
    lines.append(f"  {'pipeline':12} {'ops':>4} {'busy cyc':>10} {'busy us':>9} {'span cyc':>10}")
    for p, d in f["pipelines"].items():
        lines.append(f"  {p:12} {d['ops']:>4} {d['busy_cycles']:>10} {d['busy_cycles'] * us:>9.2f} "
                     f"{d['first_start']:>7}..{d['last_end']}")
    for name, s in f["outputs"].items():
        lines.append(f"output {name} {s['shape']}: min {s['min']} max {s['max']} mean {s['mean']}"
                     + (f", {s['nonfinite']} non-finite" if s["nonfinite"] else ""))
    if args.trace:
        lines.append(f"trace written to {args.trace} (open in https://ui.perfetto.dev)")
    if args.outputs:
        lines.append(f"outputs written to {args.outputs}")
    return "\n".join(lines)
