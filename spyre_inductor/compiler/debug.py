"""Stage dumps: SPYRE_DEBUG_DIR=<folder> writes every compiler stage there, like TORCH_COMPILE_DEBUG.

Per kernel: <name>.inductor.txt (the fused Inductor nodes), <name>.kir.txt (kernel IR after each
pass), <name>.s (per-unit programs); per graph: graph_<n>.fx.txt (the post-grad FX graph).
`capture_kernels()` lets tests see the kernel IR of everything compiled inside it.
"""

from __future__ import annotations

import contextlib
import os
import pathlib

_captured: list | None = None


def debug_dir() -> pathlib.Path | None:
    d = os.environ.get("SPYRE_DEBUG_DIR")
    if not d:
        return None
    path = pathlib.Path(d)
    path.mkdir(parents=True, exist_ok=True)
    return path


def dump(filename: str, text: str) -> None:
    d = debug_dir()
    if d is not None:
        (d / filename).write_text(text)


def append(filename: str, text: str) -> None:
    d = debug_dir()
    if d is not None:
        with open(d / filename, "a") as fh:
            fh.write(text)


def record(compiled) -> None:
    if _captured is not None:
        _captured.append(compiled)


@contextlib.contextmanager
def capture_kernels():
    """Collects every CompiledKernel (kernel IR + plans + artifact) built inside the block."""
    global _captured
    prev, _captured = _captured, []
    try:
        yield _captured
    finally:
        _captured = prev
