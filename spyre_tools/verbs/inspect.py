"""inspect: a one-screen summary of an artifact (or a table of a directory of artifacts)."""

from __future__ import annotations

import json

from spyre_runtime.config import HardwareConfig

from ..artifacts import open_set, read_kernel
from ..summary import render, render_set_table, summarize

SUMMARY = "summarize an artifact: cores, instructions, layouts, relocations, cost vs roofline"
DESCRIPTION = """\
Summarize a compiled kernel: its arguments and their device layouts, the cores used and each
core's slice of the work, instruction counts per unit, the scratchpad plan, the relocations
(placeholder sites per correction slot), the estimated cycles against the card's roofline, and
what the fast engine keeps for the program once prepared (its batched form's bytes). Given a
directory of artifacts (an emitted graph), prints one line per kernel (--fast-form adds the fast
engine's bytes per kernel, which translates each)."""
EPILOG = """\
examples:
  spyre-compile inspect artifacts/add_f16
  spyre-compile inspect out/gpt2 --kernel spyre_k3
  spyre-compile inspect artifacts/ --json | python -m json.tool
"""


def add_arguments(p):
    p.add_argument("artifact", metavar="ARTIFACT", help="artifact directory or directory of artifacts")
    p.add_argument("--kernel", metavar="NAME", help="only this kernel of a directory of artifacts")
    p.add_argument("--json", action="store_true", help="print the summary as JSON (for tools)")
    p.add_argument("--fast-form", action="store_true",
                   help="for a directory of artifacts too: the fast engine's bytes per kernel (translates each)")


def run(args) -> int:
    config = HardwareConfig.from_env()
    aset = open_set(args.artifact).select(args.kernel)
    fast = len(aset.kernels) == 1 or args.fast_form
    summaries = [summarize(read_kernel(k, config), config, fast=fast) for k in aset.kernels]
    if args.json:
        body = summaries[0] if aset.single else {
            "root": aset.root, "graph": (aset.index or {}).get("graph"),
            "kernels": [dict(s, name=k.name) for k, s in zip(aset.kernels, summaries)]}
        print(json.dumps(body, indent=2, sort_keys=True))
    elif len(summaries) == 1:
        print(render(summaries[0], config))
    else:
        print(render_set_table(aset.root, [k.name for k in aset.kernels], summaries, aset.index))
    return 0
