"""emit's work (imports torch): build the callable and its inputs, compile it on the spyre device
with the spyre Inductor backend, and copy every kernel's artifact into one directory plus an
index.json of the graph (kernels in launch order).

The kernels are collected with the compiler's `debug.capture_kernels()`; the FX-graph cache is
off while compiling, so every kernel is really compiled (a cache hit would compile nothing).
Compiling means calling the compiled function once on spyre tensors, so the kernels also run
once on the simulated card.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import os
import re
import shutil
import sys
import threading
import time
import zipfile

from spyre_runtime.artifact import MANIFEST, PROGRAM_BIN, PROGRAM_S

from .artifacts import INDEX, ToolError, index_text, make_index

SPEC = re.compile(r"(?P<dtype>[a-z0-9]+)\[(?P<shape>[0-9, ]*)\]\Z")
DTYPES = {"f16": "float16", "bf16": "bfloat16", "f32": "float32", "i32": "int32", "i64": "int64", "bool": "bool",
          "float16": "float16", "bfloat16": "bfloat16", "float32": "float32", "int32": "int32", "int64": "int64"}


def parse_input_spec(text: str) -> tuple[str, tuple[int, ...]]:
    """'f16[128,256]' -> ('float16', (128, 256)); '[]' is a 0-d tensor."""
    m = SPEC.match(text.strip())
    if not m or m.group("dtype") not in DTYPES:
        raise ToolError(f"--input {text!r}: expected DTYPE[D0,D1,...] with DTYPE one of "
                        f"{', '.join(sorted(set(DTYPES) - set(DTYPES.values())))} (e.g. f16[128,256])")
    dims = [d.strip() for d in m.group("shape").split(",") if d.strip()]
    return DTYPES[m.group("dtype")], tuple(int(d) for d in dims)


class Progress:
    """Progress lines on stderr; while a long step runs, a line every `every` seconds."""

    def __init__(self, quiet: bool, every: float = 5.0):
        self.quiet, self.every, self.t0 = quiet, every, time.monotonic()

    def say(self, text: str) -> None:
        if not self.quiet:
            print(f"[{time.monotonic() - self.t0:6.1f}s] {text}", file=sys.stderr, flush=True)

    @contextlib.contextmanager
    def step(self, text: str):
        self.say(text)
        done = threading.Event()

        def tick():
            while not done.wait(self.every):
                self.say(f"  ... still {text.rstrip('.').lower()}")

        ticker = None if self.quiet else threading.Thread(target=tick, daemon=True)
        if ticker:
            ticker.start()
        try:
            yield
        finally:
            done.set()


# ---------------------------------------------------------------------------------------------
# sources


def load_target(target: str):
    """'pkg.module:attr' or 'path/to/file.py:attr' -> the attribute (the user's own code runs here)."""
    module_name, sep, attr = target.rpartition(":")
    if not sep or not module_name or not attr:
        raise ToolError(f"{target!r}: expected MODULE:NAME (e.g. mypkg.models:gelu or ./model.py:make_model)")
    if module_name.endswith(".py"):
        if not os.path.isfile(module_name):
            raise ToolError(f"{module_name}: no such file")
        spec = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(module_name))[0],
                                                      module_name)
        module = importlib.util.module_from_spec(spec)
        _on_path(os.path.dirname(os.path.abspath(module_name)))
        spec.loader.exec_module(module)
    else:
        _on_path(os.getcwd())
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as e:
            raise ToolError(f"{target!r}: cannot import module {module_name!r} ({e})") from None
    obj = module
    for part in attr.split("."):
        if not hasattr(obj, part):
            raise ToolError(f"{target!r}: module {module_name!r} has no attribute {attr!r}")
        obj = getattr(obj, part)
    return obj


def _on_path(directory: str) -> None:
    """Let the user's module import its neighbours (as `python file.py` would)."""
    if directory not in sys.path:
        sys.path.insert(0, directory)


def make_inputs(specs, seed: int):
    import torch

    g = torch.Generator().manual_seed(seed)
    out = []
    for dtype, shape in specs:
        dt = getattr(torch, dtype)
        if dt.is_floating_point:
            out.append(torch.randn(shape, generator=g).to(dt))
        elif dt == torch.bool:
            out.append(torch.randint(0, 2, shape, generator=g).bool())
        else:
            out.append(torch.randint(-8, 8, shape, generator=g).to(dt))
    return out


def callable_from_target(target: str, factory: bool):
    import torch

    obj = load_target(target)
    if factory:
        if not callable(obj):
            raise ToolError(f"{target!r}: --factory needs a callable that returns an nn.Module, got "
                            f"{type(obj).__name__}")
        obj = obj()
        if not isinstance(obj, torch.nn.Module):
            raise ToolError(f"{target!r}: the factory returned {type(obj).__name__}, expected an nn.Module")
    elif isinstance(obj, type) and issubclass(obj, torch.nn.Module):
        obj = obj()
    if not callable(obj):
        raise ToolError(f"{target!r}: expected a function or an nn.Module, got {type(obj).__name__}")
    return obj.eval() if isinstance(obj, torch.nn.Module) else obj


def callable_from_pt2(path: str):
    import torch

    if not os.path.isfile(path):
        raise ToolError(f"{path}: no such file")
    if not zipfile.is_zipfile(path):  # torch.export.load would log its own traceback first
        raise ToolError(f"{path}: not a torch.export .pt2 file (not a zip archive)")
    try:
        ep = torch.export.load(path)
    except Exception as e:  # noqa: BLE001 - any failure to read the file is the file's problem
        raise ToolError(f"{path}: not a torch.export .pt2 file ({type(e).__name__}: {e})") from None
    example = getattr(ep, "example_inputs", None)
    args = list(example[0]) if example else None
    return ep.module(), args


def callable_from_hf(model_type: str, layers: int | None, overrides: list[str], seq: int, seed: int):
    """A Hugging Face model built from its default config (random weights; never downloads)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch

    try:
        from transformers import AutoConfig, AutoModel, AutoModelForCausalLM
    except ImportError:
        raise ToolError("--hf needs the transformers package (pip install 'spyre[models]')") from None
    try:
        config = AutoConfig.for_model(model_type)
    except ValueError as e:
        raise ToolError(f"--hf {model_type!r}: not a transformers model type ({str(e).splitlines()[0]})") from None
    if layers is not None:
        config.num_hidden_layers = layers
    for item in overrides:
        key, eq, value = item.partition("=")
        if not eq or not hasattr(config, key):
            raise ToolError(f"--hf-config {item!r}: expected KEY=VALUE with KEY a field of {type(config).__name__}")
        current = getattr(config, key)
        try:
            setattr(config, key, type(current)(value) if current is not None else value)
        except ValueError:
            raise ToolError(f"--hf-config {item!r}: expected a {type(current).__name__}") from None
    torch.manual_seed(seed)
    try:
        model = AutoModelForCausalLM.from_config(config)
    except ValueError:
        model = AutoModel.from_config(config)
    model.eval()
    if hasattr(model.config, "use_cache"):
        model.config.use_cache = False
    vocab = getattr(config, "vocab_size", 100)
    ids = torch.randint(0, vocab, (1, seq), generator=torch.Generator().manual_seed(seed))

    class FirstOutput(torch.nn.Module):
        """The model returning one tensor (logits, else the last hidden state) instead of a ModelOutput."""

        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, input_ids):
            kwargs = {}
            if getattr(self.inner.config, "is_encoder_decoder", False):  # T5, BART: the decoder reads the ids too
                kwargs["decoder_input_ids"] = input_ids
            out = self.inner(input_ids=input_ids, **kwargs)
            return out.logits if hasattr(out, "logits") else out.last_hidden_state

    return FirstOutput(model).eval(), [ids]


# ---------------------------------------------------------------------------------------------
# compile and collect


def compile_and_collect(fn, inputs, progress: Progress, *, dynamic: bool = False):
    """Run torch.compile(fn) once on spyre copies of the inputs; return (CompiledKernels, the ops
    that ran on the CPU through the fallback during that call: {op name: count}). dynamic:
    torch.compile(dynamic=True) (symbolic sizes)."""
    import torch
    import torch._inductor.config as inductor_config

    from spyre_inductor.compiler import debug, register_inductor_backend
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    register_inductor_backend()
    torch._dynamo.reset()
    with progress.step("moving inputs to the spyre device"):
        dev = [t.to("spyre") if isinstance(t, torch.Tensor) else t for t in inputs]
        if isinstance(fn, torch.nn.Module):
            fn = fn.to("spyre")
    before = torch.spyre.fallback_counts()
    with progress.step("compiling (Dynamo -> Inductor -> spyre backend) and running once on the simulated card"):
        with inductor_config.patch(fx_graph_cache=False), debug.capture_kernels() as kernels, torch.no_grad():
            try:
                torch.compile(fn, dynamic=True if dynamic else None)(*dev)
            except Exception as e:
                _explain(e)
    after = torch.spyre.fallback_counts()
    fallbacks = {op: n - before.get(op, 0) for op, n in sorted(after.items()) if n > before.get(op, 0)}
    return list(kernels), fallbacks


def _explain(e: Exception):
    """Re-raise what the CLI already names (compiler refusals, runtime errors); anything else
    (an error in the user's code, Dynamo or Inductor) becomes a one-line ToolError."""
    from spyre_runtime.errors import SpyreError

    from .cli import compiler_refusal

    if compiler_refusal(e) is not None or isinstance(e, SpyreError):
        raise e
    first = (str(e).strip().splitlines() or [""])[0][:300]
    raise ToolError(f"torch.compile failed: {type(e).__name__}: {first} (--debug shows the traceback)") from e


def write_graph(kernels, out_dir: str, graph: str, source: str, inputs, fallbacks: dict) -> dict:
    """Copy each kernel's artifact into out_dir/<kernel name> and write index.json."""
    import spyre_runtime

    os.makedirs(out_dir, exist_ok=True)
    for d in os.listdir(out_dir):  # an earlier emit's kernels: replaced; anything else stays
        if os.path.isfile(os.path.join(out_dir, d, MANIFEST)):
            shutil.rmtree(os.path.join(out_dir, d))
    entries, used = [], set()
    for i, k in enumerate(kernels):
        name = k.kernel_name if k.kernel_name not in used else f"{k.kernel_name}_{i}"
        used.add(name)
        dst = os.path.join(out_dir, name)
        os.makedirs(dst)
        for f in (MANIFEST, PROGRAM_BIN, PROGRAM_S):
            shutil.copyfile(os.path.join(k.artifact_dir, f), os.path.join(dst, f))
        entries.append({"name": name, "dir": name, "content_hash": _hash_of(dst), "nodes": list(k.node_names)})
    shapes = [{"name": f"arg{i}", "dtype": str(t.dtype).removeprefix("torch."), "size": list(t.shape)}
              for i, t in enumerate(inputs) if hasattr(t, "dtype")]
    index = make_index(graph, source, shapes, entries, f"spyre {spyre_runtime.__version__}", fallbacks)
    with open(os.path.join(out_dir, INDEX), "w") as fh:
        fh.write(index_text(index))
    return index


def _hash_of(directory: str) -> str:
    """The content hash of the copied artifact (reading it also checks the copy)."""
    from spyre_runtime.artifact import read_artifact

    return read_artifact(directory).content_hash


def emit_function(target: str, input_specs: list[str], out_dir: str, *, graph: str | None = None,
                  factory: bool = False, seed: int = 0, quiet: bool = False, dynamic: bool = False) -> dict:
    """Compile MODULE:NAME on random inputs of the given specs into out_dir; returns the index."""
    specs = [parse_input_spec(s) for s in input_specs]  # bad specs fail before anything is imported
    progress = Progress(quiet)
    with progress.step(f"loading {target}"):
        fn = callable_from_target(target, factory)
    inputs = make_inputs(specs, seed)
    kernels, fallbacks = compile_and_collect(fn, inputs, progress, dynamic=dynamic)
    module_name, _, attr = target.rpartition(":")
    shown = f"{os.path.basename(module_name)}:{attr}" if module_name.endswith(".py") else target  # no paths
    source = f"{shown} " + ("--factory " if factory else "") + ("--dynamic " if dynamic else "") \
        + " ".join(f"--input {s}" for s in input_specs)
    return finish(kernels, fallbacks, out_dir, graph or target.rpartition(":")[2], source.strip(), inputs, progress)


def finish(kernels, fallbacks, out_dir, graph, source, inputs, progress: Progress) -> dict:
    if not kernels:
        raise ToolError("the compiler produced no spyre kernels for this program (nothing ran on the device?)")
    index = write_graph(kernels, out_dir, graph, source, inputs, fallbacks)
    if fallbacks:
        progress.say("ran on the CPU (not in the artifacts): "
                     + ", ".join(f"{op} x{n}" for op, n in fallbacks.items()))
    for k in index["kernels"]:
        progress.say(f"wrote {os.path.join(out_dir, k['dir'])}  ({', '.join(k['nodes'])})")
    progress.say(f"{len(kernels)} kernels + {INDEX} in {out_dir}")
    return index
