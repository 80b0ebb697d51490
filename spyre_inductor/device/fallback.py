"""CPU fallback for ops without a spyre kernel (DESIGN §10): explicit, warned once, counted.

A boxed fallback registered for PrivateUse1 (torch.library, global namespace) catches every aten
op on spyre tensors that has no spyre kernel. It runs the op on the CPU:

- each spyre storage among the arguments is read once into a host image, and each spyre tensor
  becomes a CPU view of that image with its own size, stride and offset, so aliasing between
  arguments survives (x.add_(x.t()) behaves as on the CPU);
- arguments the schema marks as written: `out=` arguments get a fresh CPU tensor (the op may
  resize it) that is copied into the spyre tensor afterwards (resizing it first when needed);
  other written arguments (self of in-place ops) are copied back from their CPU views;
- results: a result the schema aliases to an argument returns that argument; a CPU view of an
  image becomes the same view of the spyre storage; anything else is copied to the device.

`SPYRE_FALLBACK=error` (read at each call) makes it raise SpyreFallbackError naming the op.
`fallback_counts()` maps op name -> number of CPU runs; each op warns once per process (until
`reset_fallback_counts()`).
"""

from __future__ import annotations

import collections
import os
import threading
import warnings

import torch

from . import copy as spyre_copy


class SpyreFallbackError(RuntimeError):
    """An op without a spyre kernel was called while SPYRE_FALLBACK=error."""


class SpyreFallbackWarning(UserWarning):
    """An op without a spyre kernel ran on the CPU."""


_lock = threading.Lock()
_counts: collections.Counter = collections.Counter()
_warned: set[str] = set()


def fallback_counts() -> dict[str, int]:
    """Op name ('aten::add.out') -> how many times it ran on the CPU through the fallback."""
    with _lock:
        return dict(_counts)


def reset_fallback_counts() -> None:
    with _lock:
        _counts.clear()
        _warned.clear()


def _note_use(name: str, stacklevel: int = 3, why: str | None = None) -> None:
    what = f"{name} has no spyre kernel" + (f" ({why})" if why else "")
    mode = os.environ.get("SPYRE_FALLBACK", "warn").strip().lower() or "warn"
    if mode not in ("warn", "error"):
        raise ValueError(f"SPYRE_FALLBACK: expected 'warn' or 'error', got {os.environ['SPYRE_FALLBACK']!r} "
                         f"(while running {name} through the CPU fallback)")
    if mode == "error":
        raise SpyreFallbackError(
            f"spyre: {what}, and SPYRE_FALLBACK=error forbids running it on the CPU")
    with _lock:
        _counts[name] += 1
        first = name not in _warned
        _warned.add(name)
    if first:
        warnings.warn(f"spyre: {what}; it runs on the CPU (counted in "
                      f"torch.spyre.fallback_counts(); SPYRE_FALLBACK=error makes this an error)",
                      SpyreFallbackWarning, stacklevel=stacklevel)


def _is_spyre(x) -> bool:
    return isinstance(x, torch.Tensor) and x.device.type == "spyre"


def _map(value, fn):
    """Apply fn to every tensor in a (possibly nested) list/tuple; keep everything else."""
    if isinstance(value, (list, tuple)):
        return type(value)(_map(v, fn) for v in value)
    return fn(value) if isinstance(value, torch.Tensor) else value


def _storage_key(t: torch.Tensor):
    return t.device.index or 0, t.untyped_storage().data_ptr()


class _HostImages:
    """One host image per spyre storage among the arguments."""

    def __init__(self):
        self.images = {}  # storage key -> (image ndarray, a spyre tensor on that storage)

    def cpu_view(self, t: torch.Tensor) -> torch.Tensor:
        key = _storage_key(t)
        if key not in self.images:
            stream, address, layout = spyre_copy.locate(t)
            self.images[key] = (spyre_copy.read_image(stream, address, layout), t)
        return spyre_copy.image_view(self.images[key][0], t)

    def owner_of(self, cpu: torch.Tensor):
        """The spyre tensor whose storage image `cpu` lives in, or None."""
        if cpu.untyped_storage().nbytes() == 0:
            return None
        ptr = cpu.untyped_storage().data_ptr()
        for image, spyre in self.images.values():
            if image.size and image.ctypes.data == ptr:
                return spyre
        return None


def _spyre_fallback(op, *args, **kwargs):
    return run_on_cpu(op, args, kwargs, stacklevel=4)


def run_on_cpu(op, args, kwargs, *, stacklevel: int, why: str | None = None):
    """Run `op` on the CPU as described above (counted, warned once; SPYRE_FALLBACK=error refuses).
    `stacklevel` is the warning's, counted from this function: what the boxed fallback passes, plus
    the frames of a Python kernel that calls this (spyre_inductor/eager) to point at the user's line;
    `why` (a kernel exists but cannot take this call) goes into the warning and the error."""
    name = op.name()
    _note_use(name, stacklevel, why)
    schema = op._schema
    images = _HostImages()
    spyre_device = None
    outs = []  # (spyre out tensor, cpu out tensor)
    written = []  # (spyre tensor the op writes in place, its CPU view)

    def convert(arg_schema, value):
        nonlocal spyre_device
        if isinstance(value, torch.device) and value.type == "spyre":
            spyre_device = value
            return torch.device("cpu")
        is_out = arg_schema is not None and arg_schema.is_out
        writes = arg_schema is not None and arg_schema.alias_info is not None and arg_schema.alias_info.is_write

        def one(t):
            nonlocal spyre_device
            if not _is_spyre(t):
                return t
            spyre_device = spyre_device or t.device
            if is_out:
                cpu = torch.empty_strided(t.shape, t.stride(), dtype=t.dtype)
                outs.append((t, cpu))
                return cpu
            view = images.cpu_view(t)
            if writes:
                written.append((t, view))
            return view

        return _map(value, one)

    by_name = {a.name: a for a in schema.arguments}
    cpu_args = [convert(schema.arguments[i] if i < len(schema.arguments) else None, v) for i, v in enumerate(args)]
    cpu_kwargs = {k: convert(by_name.get(k), v) for k, v in kwargs.items()}
    result = op(*cpu_args, **cpu_kwargs)

    # write back: in-place targets, then out= tensors (resized like on the CPU)
    for spyre, cpu in written:
        spyre_copy.from_host(spyre, cpu)
    for spyre, cpu in outs:
        if spyre.shape != cpu.shape:
            spyre.resize_(cpu.shape)
        spyre_copy.spyre_copy_(spyre, cpu)

    def back(cpu_result, ret_schema):
        if ret_schema is not None and ret_schema.alias_info is not None and ret_schema.alias_info.is_write:
            for i, a in enumerate(schema.arguments):  # the argument it aliases, as given
                if a.alias_info is not None and a.alias_info.before_set == ret_schema.alias_info.before_set:
                    return args[i] if i < len(args) else kwargs[a.name]
        for spyre, cpu in outs:
            if cpu_result is cpu:
                return spyre
        owner = images.owner_of(cpu_result)
        if owner is not None:
            if cpu_result.dtype != owner.dtype:
                # (view_as_real, view(dtype)): the same bytes read as another dtype; such a view
                # goes through its storage's host image, which copies handle by dtype and strides
                view = torch.empty(0, dtype=cpu_result.dtype, device=owner.device)
                return view.set_(owner.untyped_storage(), cpu_result.storage_offset(), cpu_result.shape,
                                 cpu_result.stride())
            return owner.as_strided(cpu_result.shape, cpu_result.stride(), cpu_result.storage_offset())
        return cpu_result.to(spyre_device) if spyre_device is not None else cpu_result

    if isinstance(result, list):  # Tensor[] (no aliasing annotations per element)
        return [back(r, None) for r in result]
    if isinstance(result, tuple):
        return tuple(back(r, s) if isinstance(r, torch.Tensor) else r for r, s in zip(result, schema.returns))
    return back(result, schema.returns[0]) if isinstance(result, torch.Tensor) else result


_library = None


def register() -> None:
    """Register the boxed CPU fallback for PrivateUse1 (idempotent)."""
    global _library
    if _library is not None:
        return
    lib = torch.library.Library("_", "IMPL")
    lib.fallback(_spyre_fallback, "PrivateUse1")
    _library = lib


register()
