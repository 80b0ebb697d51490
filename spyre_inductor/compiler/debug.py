"""Stage dumps: SPYRE_DEBUG_DIR=<folder> writes every compiler stage there, like TORCH_COMPILE_DEBUG.

Per graph g<n> (numbered per process): g<n>.fx.txt (the post-grad FX graph); per kernel:
g<n>_<kernel>.inductor.txt (the fused Inductor nodes), g<n>_<kernel>.kir.txt (kernel IR as built),
g<n>_<kernel>.plan.txt (layouts, row plans, work division, scratchpad, queues), g<n>_<kernel>.s
(the per-unit programs).
`capture_kernels()` lets tests see the kernel IR of everything compiled inside it, and
`kernel_compute_us(names)` how long each of those kernels' last run took on the simulated card.
"""

from __future__ import annotations

import contextlib
import os
import pathlib

_captured: list | None = None
_graph_counter = 0


def begin_graph(gm) -> None:
    """Called once per spyre graph (from the device's post-grad pass): numbers it, dumps it."""
    global _graph_counter
    _graph_counter += 1
    if debug_dir() is not None:
        dump(f"g{_graph_counter}.fx.txt", gm.print_readable(print_output=False))


def kernel_file(kernel_name: str, suffix: str) -> str:
    return f"g{_graph_counter}_{kernel_name}.{suffix}"


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


def kernel_compute_us(names, device: int = 0) -> dict:
    """Simulated duration (us) of the last compute op of each kernel named in `names` (artifact
    kernel names), from the runtime's trace of `device`."""
    import json

    import spyre_runtime

    out = {}
    for ev in json.loads(spyre_runtime.get_runtime(device).trace())["traceEvents"]:
        if ev.get("cat") == "Compute" and ev["name"].startswith("compute "):
            name = ev["name"].removeprefix("compute ")
            if name in names:
                out[name] = ev["dur"]
    return out


def note(kernel_name: str, text: str) -> None:
    """A line in g<n>_<kernel>.notes.txt (why a kernel was compiled the way it was)."""
    append(kernel_file(kernel_name, "notes.txt"), text.rstrip("\n") + "\n")
