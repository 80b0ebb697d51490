"""diff: semantic diff of two artifacts or two directories of artifacts."""

from __future__ import annotations

import sys

from spyre_runtime.config import HardwareConfig

from ..artifacts import ToolError, open_set
from ..normalize import diff_sets

SUMMARY = "semantic diff of two artifacts (or directories of them); exit 1 when they differ"
DESCRIPTION = """\
Compare two artifacts, or two directories of artifacts, by meaning: the manifests are
normalized (no content hash, file digests, producer version, byte offsets inside program.bin)
and compared with the canonical program text as unified diffs. Kernels of two directories are
paired by name. Exit status 0 when equal, 1 when they differ, 2 when an input is bad."""
EPILOG = """\
examples:
  spyre-compile diff artifacts/add_f16 out/add_f16
  spyre-compile diff artifacts/ out/goldens -U 1
  spyre-compile diff out/gpt2_before out/gpt2_after --quiet && echo same
"""


def add_arguments(p):
    p.add_argument("a", metavar="A", help="artifact or directory of artifacts")
    p.add_argument("b", metavar="B", help="artifact or directory of artifacts")
    p.add_argument("-U", "--context", type=int, default=3, metavar="N", help="lines of context (default 3)")
    p.add_argument("-q", "--quiet", action="store_true", help="print nothing; the exit status says it")


def run(args) -> int:
    if args.context < 0:
        raise ToolError(f"--context: expected a number >= 0, got {args.context}")
    config = HardwareConfig.from_env()
    lines, counts = diff_sets(open_set(args.a), open_set(args.b), config, args.context)
    if args.quiet:
        return 1 if lines else 0
    for line in lines:
        print(line)
    if lines:
        extra = "".join(f", {counts[k]} only in {k[-1]}" for k in ("only_a", "only_b") if counts[k])
        print(f"{counts['differ']} of {counts['kernels']} paired kernels differ{extra}", file=sys.stderr)
        return 1
    print(f"no semantic differences ({counts['kernels']} kernels)")
    return 0
