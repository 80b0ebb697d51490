"""emit: compile PyTorch code into artifacts (the one verb that imports torch, inside run)."""

from __future__ import annotations

import os

from ..artifacts import ToolError

SUMMARY = "compile a function, nn.Module, .pt2 or Hugging Face model into artifacts"
DESCRIPTION = """\
Compile PyTorch code with torch.compile on the spyre device (the spyre Inductor backend) and
write one artifact per kernel into -o DIR, plus DIR/index.json (the graph: kernels in launch
order, the FX nodes each one covers, the inputs). Sources, exactly one of:
  MODULE:NAME --input SPEC ...   a function (or nn.Module instance or class) and its inputs;
                                 MODULE is a dotted module name or a path to a .py file;
                                 SPEC is DTYPE[D0,D1,...], DTYPE in f16 bf16 f32 i32 i64 bool
  MODULE:NAME --factory --input  NAME() returns the nn.Module to compile
  --pt2 FILE                     a torch.export program (its example inputs, or --input)
  --hf TYPE [--layers N]         a Hugging Face model built from its config with random weights
                                 (never downloads: HF_HUB_OFFLINE=1); input ids of --seq tokens
Inputs are random (seeded). Compiling runs the function once on the simulated card. Ops the
backend cannot run are an error naming the op, unless --allow-fallback lets them run on the CPU
(then they are not in the artifacts)."""
EPILOG = """\
examples:
  spyre-compile emit mymodels.py:gelu --input f16[128,256] -o out/gelu
  spyre-compile emit mymodels:make_mlp --factory --input f32[64,128] -o out/mlp
  spyre-compile emit --pt2 block.pt2 -o out/block
  spyre-compile emit --hf gpt2 --layers 2 --hf-config n_embd=64 --hf-config n_head=2 -o out/gpt2
"""


def add_arguments(p):
    p.add_argument("target", nargs="?", metavar="MODULE:NAME", help="function, nn.Module or factory to compile")
    p.add_argument("--input", action="append", default=[], metavar="SPEC", help="input spec, e.g. f16[128,256]")
    p.add_argument("--factory", action="store_true", help="MODULE:NAME is a factory returning an nn.Module")
    p.add_argument("--pt2", metavar="FILE", help="a torch.export .pt2 file")
    p.add_argument("--hf", metavar="MODEL_TYPE", help="a transformers model type (gpt2, llama, bert, ...)")
    p.add_argument("--layers", type=int, help="--hf: number of hidden layers")
    p.add_argument("--hf-config", action="append", default=[], metavar="KEY=VALUE", help="--hf: config override")
    p.add_argument("--seq", type=int, default=8, help="--hf: tokens in the random input ids (default 8)")
    p.add_argument("-o", "--output", required=True, metavar="DIR", help="directory to write the artifacts into")
    p.add_argument("--graph", metavar="NAME", help="graph name in index.json (default: from the source)")
    p.add_argument("--seed", type=int, default=0, help="seed of the random inputs and weights (default 0)")
    p.add_argument("--allow-fallback", action="store_true", help="let unsupported ops run on the CPU")
    p.add_argument("--dynamic", action="store_true",
                   help="torch.compile(dynamic=True): a kernel whose outer size is symbolic is one artifact for "
                        "every size (its symbol declared in the manifest; `run --sym NAME=N`)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress lines")


def run(args) -> int:
    sources = [s for s in (args.target, args.pt2, args.hf) if s]
    if len(sources) != 1:
        raise ToolError("give exactly one source: MODULE:NAME, --pt2 FILE or --hf MODEL_TYPE")
    if args.hf is None and (args.layers is not None or args.hf_config):
        raise ToolError("--layers and --hf-config go with --hf")
    if args.factory and not args.target:
        raise ToolError("--factory goes with MODULE:NAME")
    if args.target and not args.input:
        raise ToolError(f"{args.target}: give the inputs with --input SPEC (e.g. --input f16[128,256])")
    if os.path.isfile(args.output):
        raise ToolError(f"-o {args.output}: is a file, expected a directory")
    os.environ["HF_HUB_OFFLINE"] = "1"
    if not args.allow_fallback:
        os.environ["SPYRE_FALLBACK"] = "error"
    from .. import emitter  # imports torch

    progress = emitter.Progress(args.quiet)
    if args.target:
        emitter.emit_function(args.target, args.input, args.output, graph=args.graph, factory=args.factory,
                              seed=args.seed, quiet=args.quiet, dynamic=args.dynamic)
        return 0
    if args.pt2:
        fn, example = emitter.callable_from_pt2(args.pt2)
        if args.input:
            inputs = emitter.make_inputs([emitter.parse_input_spec(s) for s in args.input], args.seed)
        elif example is not None:
            inputs = example
        else:
            raise ToolError(f"{args.pt2}: has no example inputs; give them with --input SPEC")
        source = os.path.basename(args.pt2)
        graph = args.graph or os.path.splitext(source)[0]
    else:
        fn, inputs = emitter.callable_from_hf(args.hf, args.layers, args.hf_config, args.seq, args.seed)
        source = f"--hf {args.hf}" + (f" --layers {args.layers}" if args.layers is not None else "") + "".join(
            f" --hf-config {c}" for c in args.hf_config) + f" --seq {args.seq}"
        graph = args.graph or args.hf
    kernels, fallbacks = emitter.compile_and_collect(fn, inputs, progress, dynamic=args.dynamic)
    emitter.finish(kernels, fallbacks, args.output, graph, source, inputs, progress)
    return 0
