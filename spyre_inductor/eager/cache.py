"""The cache of compiled one-op graphs (an LRU keyed by signature) and eager mode's statistics.

An entry is one of:
- `Compiled`: the compiled callable, the globals of the wrapper module(s) Inductor generated for it
  (each holds the JobPlans of its kernels, released when the module is collected), the outputs'
  metadata;
- `Empty`: every output has no elements: the outputs are allocated, no kernel runs;
- `Fallback`: this signature cannot be compiled (the reason is kept); it runs on the CPU.

The cache holds at most `SPYRE_EAGER_CACHE_SIZE` entries (default 512, read when an entry is
added); the least recently used goes first. Evicting a compiled entry drops Inductor's own
references to its wrapper modules too, so the modules, and the device memory of their programs,
go as soon as nothing else uses them.
"""

from __future__ import annotations

import collections
import dataclasses
import os
import threading

DEFAULT_CACHE_SIZE = 512

lock = threading.RLock()


@dataclasses.dataclass
class Compiled:
    fn: object
    modules: list
    outputs: tuple  # ((size, dtype), ...) the graph's results must have
    present: tuple  # which of the op's results the graph returns (the others are None)
    count: int  # how many results the op has
    checked: bool = False  # the first launch compared the results with `outputs`


@dataclasses.dataclass
class Empty:
    outputs: tuple  # (size, stride, dtype) or None per result


@dataclasses.dataclass
class Fallback:
    reason: str


class _Stats:
    def __init__(self):
        self.reset()

    def reset(self):
        self.compiled = 0  # signatures compiled (cache misses that produced a kernel)
        self.hits = 0  # calls served by an existing entry
        self.launches = 0  # calls of a compiled one-op graph
        self.empty = 0  # calls whose outputs have no elements (no kernel)
        self.fallbacks = 0  # calls that ran on the CPU through the fallback
        self.compile_failures = 0  # signatures whose compile failed (they fall back)
        self.evictions = 0
        self.compile_seconds = 0.0
        self.view_copies = 0  # small views copied into tensors of their own before the signature
        self.cat_copies = 0  # torch.cat calls made of d2d copies (no kernel)
        self.per_op = collections.defaultdict(collections.Counter)  # op -> {compiled, hits, launches, fallbacks}
        self.fallback_reasons = collections.defaultdict(collections.Counter)  # op -> {reason: n}


stats = _Stats()
_entries: collections.OrderedDict = collections.OrderedDict()


def cache_size() -> int:
    raw = os.environ.get("SPYRE_EAGER_CACHE_SIZE", "").strip()
    if not raw:
        return DEFAULT_CACHE_SIZE
    try:
        size = int(raw)
    except ValueError:
        raise ValueError(f"SPYRE_EAGER_CACHE_SIZE: expected a number of entries, got {raw!r}") from None
    return max(size, 0)


def lookup(key):
    with lock:
        entry = _entries.get(key)
        if entry is not None:
            _entries.move_to_end(key)
        return entry


def insert(key, entry) -> None:
    with lock:
        old = _entries.get(key)
        if old is not None and old is not entry:
            _release(old)  # a compiled entry replaced by a fallback (its first launch went wrong)
        _entries[key] = entry
        _entries.move_to_end(key)
        limit = cache_size()
        while len(_entries) > limit:
            _, old = _entries.popitem(last=False)
            stats.evictions += 1
            _release(old)


def _release(entry) -> None:
    if isinstance(entry, Compiled) and entry.modules:
        from spyre_inductor.compiler import inductor_api

        for module_globals in entry.modules:
            inductor_api.forget_wrapper_module(module_globals)
        entry.modules = []
    if isinstance(entry, Compiled):
        entry.fn = None


def clear() -> None:
    """Drop every entry (compiled kernels are released once nothing else holds them)."""
    with lock:
        while _entries:
            _, old = _entries.popitem(last=False)
            _release(old)


def entries() -> int:
    with lock:
        return len(_entries)


def snapshot() -> dict:
    with lock:
        return {
            "compiled_signatures": stats.compiled,
            "cache_hits": stats.hits,
            "launches": stats.launches,
            "empty": stats.empty,
            "fallbacks": stats.fallbacks,
            "compile_failures": stats.compile_failures,
            "evictions": stats.evictions,
            "cached": len(_entries),
            "cache_size": cache_size(),
            "compile_seconds": round(stats.compile_seconds, 6),
            "view_copies": stats.view_copies,
            "cat_copies": stats.cat_copies,
            "ops": {op: dict(c) for op, c in sorted(stats.per_op.items())},
            "fallback_reasons": {op: dict(c) for op, c in sorted(stats.fallback_reasons.items())},
        }
