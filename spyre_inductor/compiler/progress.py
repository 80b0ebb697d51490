"""Progress of long compiles on stderr: which kernel of how many, and which stage (tqdm).

Shown only when stderr is a terminal and `SPYRE_PROGRESS` is not "0" (read when a graph starts),
for graphs of two kernels or more (an eager op's one-op graph shows nothing). One bar per graph
while its kernels are built ("kernel 3/17 spyre_k2: passes + codegen"), then one while the
wrapper module prepares them (parsing, and the fast engine's translation, at module load).
The bars leave nothing behind when they finish (tqdm's leave=False). A leaf: imports nothing of
the compiler.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading

MIN_KERNELS = 2  # graphs with fewer kernels show no bar

_state = threading.local()  # .bar, .graph (id of the graph being built), .prepare (bar), .to_prepare


def enabled(stream=None) -> bool:
    """Whether to show progress: SPYRE_PROGRESS is not "0" and the stream (stderr) is a terminal."""
    if os.environ.get("SPYRE_PROGRESS", "1").strip() == "0":
        return False
    stream = sys.stderr if stream is None else stream
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):  # (a closed or replaced stderr)
        return False


def _new_bar(total: int | None, desc: str):
    try:
        from tqdm import tqdm
    except ImportError:  # (tqdm comes with transformers; without it, no bar)
        return None
    return tqdm(total=total, desc=desc, unit="kernel", file=sys.stderr, leave=False, dynamic_ncols=True)


def kernel(graph, name: str, total: int) -> None:
    """Kernel `name` of a graph of `total` kernels starts (graph: any object naming the graph)."""
    bar = getattr(_state, "bar", None)
    if getattr(_state, "graph", None) is not graph:
        close()
        _state.graph = graph
        bar = _state.bar = _new_bar(total, "spyre: compiling") if total >= MIN_KERNELS and enabled() else None
    _state.name = name
    if bar is not None:
        bar.set_postfix_str(f"kernel {bar.n + 1}/{bar.total} {name}: kernel IR", refresh=True)


def stage(what: str) -> None:
    """The current kernel entered stage `what` (passes + codegen, encode, ...)."""
    bar = getattr(_state, "bar", None)
    if bar is not None:
        bar.set_postfix_str(f"kernel {bar.n + 1}/{bar.total} {_state.name}: {what}", refresh=True)


def kernel_done() -> None:
    bar = getattr(_state, "bar", None)
    if bar is None:
        return
    bar.update(1)
    if bar.n >= bar.total:
        _state.to_prepare = bar.total  # the wrapper module prepares them next
        close()


def close() -> None:
    bar = getattr(_state, "bar", None)
    if bar is not None:
        bar.close()
    _state.bar = _state.graph = None


@contextlib.contextmanager
def preparing(name: str):
    """Around the wrapper module's prepare of kernel `name` (program parse, fast-engine translation)."""
    bar = getattr(_state, "prepare", None)
    total = getattr(_state, "to_prepare", 0)
    if bar is None and total >= MIN_KERNELS and enabled():
        bar = _state.prepare = _new_bar(total, "spyre: preparing")
    if bar is not None:
        bar.set_postfix_str(f"kernel {bar.n + 1}/{bar.total} {name}", refresh=True)
    yield
    if bar is not None:
        bar.update(1)
        if bar.n >= bar.total:
            bar.close()
            _state.prepare, _state.to_prepare = None, 0
