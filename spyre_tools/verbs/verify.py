"""verify: schema, hashes, bounds and queue balance of artifacts; the exit status is the verdict."""

from __future__ import annotations

import json
import os

from spyre_runtime.artifact import load_image, read_artifact, verify_artifact
from spyre_runtime.config import HardwareConfig

from ..artifacts import open_set
from ..checks import card_checks, queue_balance, scratchpad_bounds

SUMMARY = "check schema, hashes, bounds and queue balance; exit 0 valid, 1 invalid"
DESCRIPTION = """\
Check an artifact the way prepare_kernel would before loading it, and more:
  schema     every manifest field's type and range, cross references, the schema version
  hash       the content hash and the sha256 of program.bin and program.s
  bounds     every offset and size against program.bin, the program index against the image,
             the card's decode checks, r0-based scratchpad operands against the scratchpad
  text       program.s equals the disassembly of program.bin
  queues     per hardware queue, tokens signalled == tokens waited (loops counted by trips)
For a directory of artifacts every kernel is checked (and the index's recorded hashes).
Exit status: 0 all valid, 1 something is invalid, 2 the path is not an artifact at all."""
EPILOG = """\
examples:
  spyre-compile verify artifacts/add_f16
  spyre-compile verify out/gpt2 --json
"""


def add_arguments(p):
    p.add_argument("artifact", metavar="ARTIFACT", help="artifact directory or directory of artifacts")
    p.add_argument("--json", action="store_true", help="print the findings as JSON")


def check_kernel(directory: str, config: HardwareConfig, recorded_hash: str | None = None) -> list[str]:
    """Every finding about one artifact directory (empty: valid)."""
    findings = [str(f) for f in verify_artifact(directory, config)]
    if findings:
        return findings  # unreadable or inconsistent: the program checks below need a sound artifact
    art = read_artifact(directory, config)
    image = load_image(art)
    findings += card_checks(image, config) + scratchpad_bounds(image, config) + queue_balance(image)
    if recorded_hash is not None and recorded_hash != art.content_hash:
        findings.append(f"index.json records content hash {recorded_hash}, the artifact has {art.content_hash}")
    return findings


def run(args) -> int:
    config = HardwareConfig.from_env()
    aset = open_set(args.artifact)
    recorded = {k["name"]: k.get("content_hash") for k in (aset.index or {}).get("kernels", [])}
    results = {k.name: check_kernel(k.directory, config, recorded.get(k.name)) for k in aset.kernels}
    bad = sum(1 for f in results.values() if f)
    if args.json:
        print(json.dumps({"valid": not bad, "kernels": {n: {"valid": not f, "findings": f}
                                                       for n, f in results.items()}}, indent=2, sort_keys=True))
        return 1 if bad else 0
    for k in aset.kernels:
        findings = results[k.name]
        print(f"{'FAIL' if findings else 'ok  '}  {k.name if not aset.single else os.path.normpath(k.directory)}")
        for f in findings:
            print(f"      {f}")
    print(f"{len(results) - bad} of {len(results)} artifacts valid" if len(results) > 1 or bad else
          "valid: schema, hashes, bounds, program text and queue balance check out")
    return 1 if bad else 0
