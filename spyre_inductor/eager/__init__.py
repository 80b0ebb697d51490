"""Eager mode is compiled mode (DESIGN §10).

Eager aten ops on spyre tensors are PrivateUse1 kernels (registered with torch.library below
Autograd, so autograd formulas still apply) around the compiler: the first call with a signature
(op overload; each tensor's shape, stride, storage offset, dtype and storage; scalar and other
arguments) compiles a one-op graph through the same Inductor path as torch.compile and keeps it
in an LRU cache (`SPYRE_EAGER_CACHE_SIZE`, default 512 entries); later calls launch the cached
artifact. What the compiled path cannot do (another dtype, a storage of raw bytes, a compile
error) runs on the CPU through the explicit, counted, warned fallback (device/fallback.py), as
does everything when `SPYRE_EAGER=fallback` (read per call; the default is `compiled`).

- ops.py: which overloads are registered and how each maps onto a functional graph;
- kernel.py: the kernel (signature, checks on meta tensors, compile, launch, write-back);
- cache.py: the LRU of compiled graphs and the statistics behind `torch.spyre.eager_stats()`.

Importing this package is cheap; Inductor is imported on the first compiled call.
"""

from __future__ import annotations

import functools

from . import cache
from .ops import registered_ops

__all__ = ["register", "eager_stats", "reset_eager_stats", "clear_eager_cache", "registered_ops"]


def eager_stats() -> dict:
    """What eager mode did: `compiled_signatures` (one-op graphs compiled), `cache_hits`, `launches`
    (calls of a compiled graph), `empty` (calls without elements, no kernel), `fallbacks` (calls
    that ran on the CPU), `compile_failures`, `evictions`, `cached` / `cache_size` (entries now /
    at most), `compile_seconds`, `view_copies` (small views copied into tensors of their own before
    the signature), `cat_copies` (cats made of d2d copies, no kernel), and per op name `ops` ({compiled, hits, launches, fallbacks}) and
    `fallback_reasons` ({reason: count})."""
    return cache.snapshot()


def reset_eager_stats() -> None:
    """Zero the statistics (the cache keeps its entries)."""
    with cache.lock:
        cache.stats.reset()


def clear_eager_cache() -> None:
    """Drop every cached signature; their kernels' program memory goes once nothing holds them."""
    cache.clear()


def _kernel_for(info):
    from .kernel import run

    @functools.wraps(run)
    def kernel(*args, **kwargs):
        return run(info, args, kwargs)

    return kernel


def _unfold(self, dimension, size, step):
    """Tensor.unfold on spyre: a view (no kernel), its sizes and strides as meta gives them (meta
    raises PyTorch's own errors for a bad size or step)."""
    import torch

    shape = torch.empty_strided(self.shape, self.stride(), dtype=self.dtype, device="meta").unfold(dimension, size, step)
    return self.as_strided(shape.shape, shape.stride(), self.storage_offset() + shape.storage_offset())


_library = None


def register() -> None:
    """Register the eager kernels for PrivateUse1 (idempotent)."""
    global _library
    if _library is not None:
        return
    import torch

    lib = torch.library.Library("aten", "IMPL")
    for op, info in registered_ops().items():
        lib.impl(op._schema.name.split("::", 1)[1] + ("." + op._overloadname if op._overloadname != "default" else ""),
                 _kernel_for(info), "PrivateUse1")
    lib.impl("unfold", _unfold, "PrivateUse1")
    _library = lib
