"""What the verbs take as ARTIFACT: one artifact directory, or a directory of artifacts.

A directory of artifacts is either an emitted graph (index.json names its kernels in launch
order, see INDEX below) or any directory whose subdirectories are artifacts or emitted graphs
(the golden `artifacts/` tree, say), taken in name order; a graph's kernels are named GRAPH/KERNEL. Artifacts are read with the runtime's own reader
(`spyre_runtime.artifact.read_artifact`), so every check it makes applies here too.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass

from spyre_runtime.artifact import MANIFEST, Artifact, read_artifact
from spyre_runtime.errors import ArtifactError

INDEX = "index.json"
INDEX_SCHEMA = "spyre-graph-index"
INDEX_VERSION = 1
_DIR_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}\Z")


class ToolError(Exception):
    """A problem with what the user asked for (bad path, bad option value, unreadable input).
    The CLI prints it as one line and exits with status 2."""


@dataclass(frozen=True)
class KernelEntry:
    name: str  # the kernel's name in its set (directory name for artifact trees)
    directory: str


@dataclass(frozen=True)
class ArtifactSet:
    """One or more artifact directories, with the graph index when there is one."""
    root: str
    kernels: tuple[KernelEntry, ...]
    index: dict | None = None  # the parsed index.json of an emitted graph

    @property
    def single(self) -> bool:
        return self.index is None and len(self.kernels) == 1 and self.kernels[0].directory == self.root

    def select(self, name: str | None) -> "ArtifactSet":
        """Only the kernel called `name` (None: all)."""
        if name is None:
            return self
        hits = tuple(k for k in self.kernels if k.name == name)
        if not hits:
            raise ToolError(f"{self.root}: no kernel named {name!r} (have: {', '.join(k.name for k in self.kernels)})")
        return ArtifactSet(self.root, hits, self.index)


def is_artifact_dir(path: str) -> bool:
    return os.path.isfile(os.path.join(path, MANIFEST))


def open_set(path: str) -> ArtifactSet:
    """The artifacts at `path` (ToolError when it is neither an artifact nor a directory of them)."""
    if not os.path.exists(path):
        raise ToolError(f"{path}: no such file or directory")
    if not os.path.isdir(path):
        raise ToolError(f"{path}: expected an artifact directory (with {MANIFEST}) or a directory of artifacts, "
                        "got a file")
    root = os.path.normpath(path)
    if os.path.isfile(os.path.join(root, INDEX)):
        index = read_index(root)
        return ArtifactSet(root, tuple(KernelEntry(k["name"], os.path.join(root, k["dir"]))
                                       for k in index["kernels"]), index)
    if is_artifact_dir(root):
        return ArtifactSet(root, (KernelEntry(os.path.basename(os.path.abspath(root)), root),))
    kernels = []
    for d in sorted(os.listdir(root)):
        sub = os.path.join(root, d)
        if is_artifact_dir(sub):
            kernels.append(KernelEntry(d, sub))
        elif os.path.isfile(os.path.join(sub, INDEX)):  # an emitted graph: its kernels as graph/kernel
            kernels += [KernelEntry(f"{d}/{k.name}", k.directory) for k in open_set(sub).kernels]
    if not kernels:
        raise ToolError(f"{path}: not an artifact (no {MANIFEST}), and no {INDEX} or artifact subdirectories")
    return ArtifactSet(root, tuple(kernels))


def read_kernel(entry: KernelEntry, config=None) -> Artifact:
    """The checked artifact (ArtifactError, which names file and field, on any problem)."""
    return read_artifact(entry.directory, config)


# ---------------------------------------------------------------------------------------------
# index.json of an emitted graph


def index_text(index: dict) -> str:
    """On-disk form: pretty-printed, sorted keys, trailing newline (diffs read line by line)."""
    return json.dumps(index, indent=2, sort_keys=True, ensure_ascii=True) + "\n"


def make_index(graph: str, source: str, inputs: list[dict], kernels: list[dict], producer: str,
               cpu_fallbacks: dict) -> dict:
    """kernels: [{"name", "dir", "content_hash", "nodes"}] in launch order; inputs: [{"name", "dtype", "size"}];
    cpu_fallbacks: {aten op: times it ran on the CPU while the graph ran once} (not in any artifact)."""
    return {"schema": INDEX_SCHEMA, "version": INDEX_VERSION, "graph": graph, "source": source,
            "producer": producer, "inputs": inputs, "kernels": kernels, "cpu_fallbacks": cpu_fallbacks}


def read_index(root: str) -> dict:
    """Parse and check index.json: every kernel entry names a subdirectory of `root` that exists."""
    path = os.path.join(root, INDEX)

    def bad(msg, field=None):
        raise ArtifactError(msg, file=path, field=field)

    try:
        with open(path, "rb") as fh:
            obj = json.loads(fh.read().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        bad(f"not readable JSON: {e}")
    if not isinstance(obj, dict):
        bad("expected a JSON object")
    if obj.get("schema") != INDEX_SCHEMA:
        bad(f"expected {INDEX_SCHEMA!r}, got {obj.get('schema')!r}", "schema")
    if obj.get("version") != INDEX_VERSION:
        bad(f"unsupported version {obj.get('version')!r} (this reader reads {INDEX_VERSION})", "version")
    kernels = obj.get("kernels")
    if not isinstance(kernels, list):
        bad("expected a list", "kernels")
    seen = set()
    for i, k in enumerate(kernels):
        if not isinstance(k, dict) or not isinstance(k.get("name"), str) or not isinstance(k.get("dir"), str):
            bad("expected an object with string 'name' and 'dir'", f"kernels[{i}]")
        if not _DIR_NAME.match(k["dir"]):
            bad(f"expected a plain subdirectory name, got {k['dir'][:80]!r}", f"kernels[{i}].dir")
        if k["name"] in seen:
            bad(f"duplicate kernel name {k['name']!r}", f"kernels[{i}].name")
        seen.add(k["name"])
        if not is_artifact_dir(os.path.join(root, k["dir"])):
            bad(f"{os.path.join(root, k['dir'])} is not an artifact directory (no {MANIFEST})", f"kernels[{i}].dir")
    return obj
