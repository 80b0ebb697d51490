"""report: one self-contained HTML page of artifacts and simulated runs (spyre_tools/report.py)."""

from __future__ import annotations

import os

from spyre_runtime.config import HardwareConfig

from ..artifacts import ToolError
from ..report import build, render

SUMMARY = "write an HTML report: kernels table, roofline, per-unit timelines, scratchpad maps, disassembly"
DESCRIPTION = """\
Write one self-contained HTML page (no scripts, no external files) about the given artifacts
and traces: a table of the kernels (cores, instructions per unit, bytes, FLOPs, the cycle
estimate against the roofline), a roofline chart, per-core per-unit timelines of simulated runs
(the --run kernels with the largest estimates are run once with random inputs; a Chrome trace
file given as input -- `spyre-compile run --trace`, Runtime.trace(), torch.profiler's export --
is drawn one row per track), each kernel's scratchpad map per core and its disassembly folded
per core and unit."""
EPILOG = """\
examples:
  spyre-compile report artifacts/c_mlp_block_f32 -o report.html
  spyre-compile report out/gpt2 --run 5 -o gpt2.html
  spyre-compile run artifacts/c_gelu_f16 --trace t.json && spyre-compile report artifacts/c_gelu_f16 t.json -o r.html
"""


def add_arguments(p):
    p.add_argument("inputs", nargs="+", metavar="ARTIFACT|TRACE.json",
                   help="artifact directories (or directories of them) and Chrome trace files")
    p.add_argument("-o", "--output", required=True, metavar="REPORT.html", help="where to write the page")
    p.add_argument("--run", type=int, default=3, metavar="N",
                   help="run the N kernels with the largest estimates (else rooflines) for their timelines (default 3; 0: none)")
    p.add_argument("--title", help="the page's title")


def run(args) -> int:
    if args.run < 0:
        raise ToolError(f"--run: expected a count >= 0, got {args.run}")
    for path in args.inputs:
        if not os.path.exists(path):
            raise ToolError(f"{path}: no such file or directory")
    data = build(args.inputs, HardwareConfig.from_env(), runs=args.run, title=args.title)
    page = render(data)
    try:
        with open(args.output, "w") as fh:
            fh.write(page)
    except OSError as e:
        raise ToolError(f"{args.output}: cannot write: {e.strerror or e}") from None
    print(f"report written to {args.output}: {len(data['kernels'])} kernels, {len(data['timelines'])} timelines, "
          f"{len(page) // 1024} KiB")
    return 0
