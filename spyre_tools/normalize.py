"""Normalized text of artifacts, and the semantic diff of two artifacts or two sets of them.

Normalized = what the kernel means, not where its bytes happen to sit: the manifest without its
content hash, file digests and producer version, with each program's (offset, size) in
program.bin replaced by its instruction count and without the correction block's offset; plus the
canonical program text. Two artifacts whose normalized texts are equal run the same programs
with the same signature, plan and cost estimate.
"""

from __future__ import annotations

import difflib
import json

from spyre_runtime.artifact import Artifact
from spyre_runtime.artifact.io import manifest_bytes

from .artifacts import ArtifactSet, read_kernel

# index.json fields that name where or when a graph was emitted, not what it is
_INDEX_VOLATILE = ("producer",)


def normalized_manifest(art: Artifact) -> dict:
    m = art.to_json(content_hash="", files={})
    for key in ("content_hash", "files"):
        del m[key]
    m["producer"] = {"name": art.producer_name}
    for core in m["cores"]:
        core["programs"] = {u: {"instructions": p["size"] // art.instruction_bytes}
                            for u, p in core["programs"].items()}
    del m["correction_block"]["offset"]
    return m


def normalized_files(art: Artifact) -> dict[str, str]:
    """{label: text} of one artifact, in the order a reader wants them."""
    return {"manifest.json": manifest_bytes(normalized_manifest(art)).decode(), "program.s": art.disassembly}


def normalized_index(index: dict) -> str:
    body = {k: v for k, v in index.items() if k not in _INDEX_VOLATILE}
    body["kernels"] = [{k: v for k, v in entry.items() if k != "content_hash"} for entry in index.get("kernels", [])]
    return json.dumps(body, indent=2, sort_keys=True) + "\n"


def _udiff(a: str, b: str, label_a: str, label_b: str, context: int) -> list[str]:
    return [line.rstrip("\n") for line in difflib.unified_diff(
        a.splitlines(keepends=True), b.splitlines(keepends=True), label_a, label_b, n=context)]


def diff_artifacts(a: Artifact, b: Artifact, name_a: str, name_b: str, context: int = 3) -> list[str]:
    """Unified diff lines of the normalized files (empty when the artifacts are semantically equal)."""
    fa, fb = normalized_files(a), normalized_files(b)
    out = []
    for label in fa:
        out += _udiff(fa[label], fb[label], f"a/{name_a}/{label}", f"b/{name_b}/{label}", context)
    return out


def diff_sets(a: ArtifactSet, b: ArtifactSet, config=None, context: int = 3) -> tuple[list[str], dict]:
    """(diff lines, counts) of two sets: kernels paired by name (two single kernels are paired
    whatever their names); the graph indexes are compared too when both sides have one."""
    lines: list[str] = []
    counts = {"kernels": 0, "differ": 0, "only_a": 0, "only_b": 0}
    if a.index is not None and b.index is not None:
        lines += _udiff(normalized_index(a.index), normalized_index(b.index), "a/index.json", "b/index.json", context)
    if len(a.kernels) == 1 and len(b.kernels) == 1:
        pairs, only_a, only_b = [(a.kernels[0], b.kernels[0])], [], []
    else:
        by_b = {k.name: k for k in b.kernels}
        names_a = {k.name for k in a.kernels}
        pairs = [(k, by_b[k.name]) for k in a.kernels if k.name in by_b]
        only_a = [k for k in a.kernels if k.name not in by_b]
        only_b = [k for k in b.kernels if k.name not in names_a]
    for ka, kb in pairs:
        counts["kernels"] += 1
        d = diff_artifacts(read_kernel(ka, config), read_kernel(kb, config), ka.name, kb.name, context)
        if d:
            counts["differ"] += 1
            lines += d
    for k in only_a:
        counts["only_a"] += 1
        lines.append(f"only in a: kernel {k.name}")
    for k in only_b:
        counts["only_b"] += 1
        lines.append(f"only in b: kernel {k.name}")
    return lines, counts
