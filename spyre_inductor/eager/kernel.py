"""The PrivateUse1 kernel every compiled eager op shares (DESIGN §10).

Per call:
1. `SPYRE_EAGER=fallback` (read per call), an eager op issued while this thread is already
   compiling or launching one, or while torch.compile is compiling (tracing, lowering, constant
   folding), goes to the CPU fallback (device/fallback.py: counted, warned).
2. The signature: the op overload; for each tensor its storage group (tensors on one storage share
   a group: aliasing is part of the key), the group's storage shape and dtype, the tensor's size,
   stride and storage offset; every other argument by value (Python scalars too: they are graph
   constants, and a float keeps its type so that type promotion stays PyTorch's). A 0-d CPU
   tensor next to spyre tensors (pointwise ops only, as on CUDA) is copied to the device for the
   call; any other CPU tensor is a device-mismatch error. A dtype the compiler does not take, a
   storage holding raw bytes, tensors on two spyre devices, a view with another dtype than its
   storage: the CPU fallback. The device index is part of the key: each card has its own kernels.
3. First call with a signature: PyTorch's own checks run on meta tensors shaped like the
   arguments (type promotion, broadcasting, out= casting; when meta refuses, the op runs once on
   uninitialized CPU tensors of the same metadata so that the error is the CPU's own), plus
   TensorIterator's overlap checks for in-place/out= pointwise ops (meta tensors have no storage).
   Then the one-op graph is compiled: a placeholder per storage *as allocated* (its whole host
   shape, offset 0, so its device layout is the one the compiler assumes), `as_strided` for each
   view of it, the functional op, a cast to the destination's dtype for in-place/out=.
   Inductor's compile_fx compiles it (through the FX graph and AOT autograd caches); a failure
   to compile, or a graph Inductor leaves to an ATen kernel, is remembered and the signature runs
   on the CPU fallback from then on.
   Before the signature: `cat` of spyre tensors of one dtype is made of d2d copies (no kernel),
   and a small partial view of a larger storage (a functional op's input) is copied into a
   tensor of its own, so a storage that grows (generate's input_ids) keeps the signature.
4. Launch: the compiled callable on the storages; a functional op returns its results, an
   in-place op copies the result into self, an out= op resizes out (warning like PyTorch when
   it held elements) and copies into it. Outputs without elements need no kernel at all.
"""

from __future__ import annotations

import collections
import functools
import operator
import os
import sys
import threading
import time
import warnings

import torch

from spyre_inductor.compiler.common import NORM_STATISTICS, norm_statistics_dtype
from spyre_inductor.device import copy as spyre_copy
from spyre_inductor.device import fallback as spyre_fallback
from spyre_inductor.device.layout import contiguous_strides

from . import cache
from .ops import CARD_CHECKED_INDICES, INDEX_CHECKS, bind, call_args, factory_values

aten = torch.ops.aten

# dtypes the compiler takes (a device layout and vector-unit arithmetic); others run on the CPU
COMPILED_DTYPES = frozenset({torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.int32, torch.bool})

_tls = threading.local()


class _LaunchFailed(Exception):
    """The compiled graph refused to launch (nothing ran): the call goes to the CPU fallback."""


class Unsupported(Exception):
    """This call cannot run compiled; the message is the reason (it goes to the CPU fallback)."""


def mode() -> str:
    raw = os.environ.get("SPYRE_EAGER", "")
    value = raw.strip().lower() or "compiled"
    if value not in ("compiled", "fallback"):
        raise ValueError(f"SPYRE_EAGER: expected 'compiled' or 'fallback', got {raw!r}")
    return value


# ---------------------------------------------------------------------------------------------
# signatures
# ---------------------------------------------------------------------------------------------
# Layout objects found to be the default rule's, by identity (each is held, so its id stays its
# own): the storages of a cached call are mostly the same objects as the last call's, and working
# the rule out again cost ~2 us a tensor.
_DEFAULT_RULE_LAYOUTS: dict = {}


class _Signature:
    """Walks an op's bound arguments once: builds the cache key, the storage groups (the graph's
    inputs) and, per tensor, its view of its group."""

    __slots__ = ("info", "groups", "bases", "by_storage", "key", "frozen", "tensors", "device")

    def __init__(self, info, values: dict):
        self.info = info
        self.groups = []  # (host_size, dtype) per storage group
        self.bases = []  # the tensor handed to the graph for each group (whole storage)
        self.by_storage = {}  # device address -> group index
        self.tensors = []  # (argument name, tensor on spyre, descriptor)
        self.device = None  # the spyre device index of the tensors (one card: its kernels launch there)
        self.frozen = tuple((name, self._freeze(name, v)) for name, v in values.items())
        self.key = (info.op, self.device, self.frozen, tuple(self.groups))

    def _freeze(self, name, v):
        if isinstance(v, torch.Tensor):
            return self._tensor(name, v)
        if isinstance(v, (list, tuple)):
            return ("L", tuple(self._freeze(name, x) for x in v))
        if v is None or isinstance(v, (bool, str, torch.dtype, torch.device, torch.layout, torch.memory_format)):
            return v
        if isinstance(v, int):
            return ("i", v)
        if isinstance(v, float):
            return ("f", v.hex())
        raise Unsupported(f"argument {name} of type {type(v).__name__}")

    def _tensor(self, name, t: torch.Tensor):
        is_out = name in self.info.outs or (self.info.kind == "inplace" and name == "self")
        if t.device.type != "spyre":
            if t.device.type == "cpu" and t.dim() == 0 and self.info.pointwise and not is_out:
                t = t.to("spyre")  # a CPU scalar tensor, allowed next to device tensors (as on CUDA)
            else:
                raise RuntimeError(
                    f"Expected all tensors to be on the same device, but found at least two devices, "
                    f"spyre:0 and {t.device}! (argument {name} of {self.info.op.name()})")
        index = t.device.index or 0
        if self.device is None:
            self.device = index
        elif index != self.device:
            raise Unsupported(f"tensors on spyre:{self.device} and {t.device}")
        if t.dtype not in COMPILED_DTYPES:
            raise Unsupported(f"dtype {t.dtype}")
        if t.layout != torch.strided or t.is_quantized:
            raise Unsupported(f"layout {t.layout}")
        record = spyre_copy.memory.allocation_of(t)
        layout = record.layout
        dtype = str(t.dtype).removeprefix("torch.")
        if layout is None or layout.device_dtype != dtype:
            raise Unsupported("a view with another dtype than its storage")
        group = self.by_storage.get(record.address)
        if group is None:
            host_size = tuple(layout.host_size)
            if _DEFAULT_RULE_LAYOUTS.get(id(layout)) is not layout:
                if spyre_copy.storage_layout_for(host_size, contiguous_strides(host_size), t.dtype) != layout:
                    raise Unsupported("a storage whose layout is not the default rule's")
                if len(_DEFAULT_RULE_LAYOUTS) >= 4096:
                    _DEFAULT_RULE_LAYOUTS.clear()
                _DEFAULT_RULE_LAYOUTS[id(layout)] = layout
            group = self.by_storage[record.address] = len(self.groups)
            self.groups.append((host_size, dtype))
            if tuple(t.shape) == host_size and t.storage_offset() == 0 and t.is_contiguous():
                base = t
            else:
                base = t.as_strided(host_size, contiguous_strides(host_size), 0)
            self.bases.append(base)
        desc = ("T", group, tuple(t.shape), tuple(t.stride()), t.storage_offset())
        self.tensors.append((name, t, desc))
        return desc


# ---------------------------------------------------------------------------------------------
# checks on the first call of a signature
# ---------------------------------------------------------------------------------------------
def _meta_values(sig: _Signature) -> dict:
    """The bound arguments with every tensor a meta tensor of the same size, stride, offset and
    dtype; tensors on one storage are views of one meta storage."""
    bases = [torch.empty(max(1, _numel(size)), dtype=getattr(torch, dtype), device="meta")
             for size, dtype in sig.groups]

    def thaw(v):
        if isinstance(v, tuple) and v and v[0] == "T":
            _, group, size, stride, offset = v
            return bases[group].as_strided(size, stride, offset)
        if isinstance(v, tuple) and v and v[0] == "L":
            return [thaw(x) for x in v[1]]
        if isinstance(v, tuple) and v and v[0] == "i":
            return v[1]
        if isinstance(v, tuple) and v and v[0] == "f":
            return float.fromhex(v[1])
        return v

    return {name: thaw(v) for name, v in sig.frozen}


def _numel(size) -> int:
    n = 1
    for s in size:
        n *= s
    return n


def _results(value) -> tuple:
    return tuple(value) if isinstance(value, (tuple, list)) else (value,)


def _dense(size, stride) -> bool:
    dims = sorted((st, n) for n, st in zip(size, stride) if n != 1)
    expected = 1
    for st, n in dims:
        if st != expected:
            return False
        expected *= n
    return True


def _span(desc, itemsize):
    _, group, size, stride, offset = desc
    last = offset + sum((n - 1) * s for n, s in zip(size, stride))
    return group, offset * itemsize, (last + 1) * itemsize


def _check_overlap(sig: _Signature) -> None:
    """TensorIterator's assert_no_internal_overlap / assert_no_partial_overlap for the tensors an
    in-place or out= pointwise op writes (meta tensors cannot show overlap: they have no storage)."""
    info = sig.info
    if not info.pointwise or info.kind == "functional":
        return
    written = [(n, t, d) for n, t, d in sig.tensors if n in info.outs or (info.kind == "inplace" and n == "self")]
    inputs = [(n, t, d) for n, t, d in sig.tensors if not (n in info.outs or (info.kind == "inplace" and n == "self"))]
    for _, w, wd in written:
        if w.numel() == 0:
            continue
        if any(st == 0 and n > 1 for n, st in zip(w.shape, w.stride())):
            raise RuntimeError("unsupported operation: more than one element of the written-to tensor refers to "
                               "a single memory location. Please clone() the tensor before performing the operation.")
        for _, i, idesc in inputs:
            if i.numel() == 0 or wd[1] != idesc[1]:
                continue
            if not (_dense(w.shape, w.stride()) and _dense(i.shape, i.stride())):
                continue  # TOO_HARD: PyTorch does not complain either
            _, wb, we = _span(wd, w.element_size())
            _, ib, ie = _span(idesc, i.element_size())
            full = wb == ib and we == ie
            if (full and w.stride() != i.stride()) or (not full and wb < ie and ib < we):
                raise RuntimeError(
                    "unsupported operation: some elements of the input tensor and the written-to tensor refer to a "
                    "single memory location. Please clone() the tensor before performing the operation.")


def _meta_check(sig: _Signature) -> tuple:
    """Runs the op (and its functional form) on meta tensors: raises what eager PyTorch raises for
    these arguments; returns the functional results' (size, stride, dtype)."""
    info = sig.info
    _check_overlap(sig)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # out= resize warnings are given per call, as on the CPU
            if info.kind != "functional":
                args, kwargs = _split(info.op._schema, _meta_values(sig))
                info.op(*args, **kwargs)
            values = _meta_values(sig)
            if info.factory:
                values = factory_values(info, values, torch.device("meta"))
            args, kwargs = call_args(info.functional._schema, values)
            results = list(_results(info.functional(*args, **kwargs)))
            statistics = NORM_STATISTICS.get(info.functional._schema.name.removeprefix("aten::"), ())
            if statistics:  # meta keeps them float32: the CPU's dtype is what the graph gives
                dtype = norm_statistics_dtype(values)
                for i in statistics:
                    results[i] = results[i].to(dtype)
    except NotImplementedError as e:
        raise Unsupported(f"no meta kernel: {e}") from None
    except Exception:  # noqa: BLE001 - PyTorch refuses these arguments: raise the CPU's own error
        _raise_cpu_error(sig)
        raise Unsupported("the meta kernel refuses arguments the CPU takes") from None
    return tuple(None if r is None else (tuple(r.shape), tuple(r.stride()), r.dtype) for r in results)


def _raise_cpu_error(sig: _Signature) -> None:
    """Meta kernels are often Python references whose messages differ from the CPU's: the op is
    run again on uninitialized CPU tensors of the same metadata (only after meta refused it, so
    the CPU normally refuses it too, before computing) to raise exactly what CPU eager raises."""
    bases = [torch.empty(max(1, _numel(size)), dtype=getattr(torch, dtype)) for size, dtype in sig.groups]
    values = _meta_values(sig)
    tensors = {}

    def cpu(v, frozen):
        if isinstance(frozen, tuple) and frozen and frozen[0] == "T":
            _, group, size, stride, offset = frozen
            return bases[group].as_strided(size, stride, offset)
        if isinstance(frozen, tuple) and frozen and frozen[0] == "L":
            return [cpu(x, f) for x, f in zip(v, frozen[1])]
        return v

    for name, frozen in sig.frozen:
        tensors[name] = cpu(values[name], frozen)
    args, kwargs = _split(sig.info.op._schema, tensors)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        sig.info.op(*args, **kwargs)


def _split(schema, values: dict):
    args, kwargs = [], {}
    for a in schema.arguments:
        if a.kwarg_only:
            kwargs[a.name] = values[a.name]
        else:
            args.append(values[a.name])
    return args, kwargs


# ---------------------------------------------------------------------------------------------
# compiling the one-op graph
# ---------------------------------------------------------------------------------------------
def _destinations(sig: _Signature, values: dict) -> list:
    info = sig.info
    if info.kind == "inplace":
        return [values["self"]]
    if info.kind == "out":
        return [values[name] for name in info.outs]
    return []


def _compile(sig: _Signature, values: dict, outputs: tuple) -> cache.Compiled:
    import torch.fx as fx

    from spyre_inductor.compiler import inductor_api, register_inductor_backend

    register_inductor_backend()  # idempotent (autoload does it when Inductor loads; not every process autoloads)
    info = sig.info
    graph = fx.Graph()
    inputs = [graph.placeholder(f"storage{i}") for i in range(len(sig.groups))]

    def node(v):
        if isinstance(v, tuple) and v and v[0] == "T":
            _, group, size, stride, offset = v
            host_size = sig.groups[group][0]
            if size == host_size and offset == 0 and stride == contiguous_strides(host_size):
                return inputs[group]
            return graph.call_function(aten.as_strided.default, (inputs[group], list(size), list(stride), offset))
        if isinstance(v, tuple) and v and v[0] == "L":
            return [node(x) for x in v[1]]
        if isinstance(v, tuple) and v and v[0] == "i":
            return v[1]
        if isinstance(v, tuple) and v and v[0] == "f":
            return float.fromhex(v[1])
        return v

    graph_values = {name: node(v) for name, v in sig.frozen}
    if info.factory:
        graph_values = factory_values(info, {**graph_values, **{n: values[n] for n in info.outs}},
                                      torch.device("spyre", _device_of(sig)))
    args, kwargs = call_args(info.functional._schema, graph_values)
    result = graph.call_function(info.functional, args, kwargs)
    present = tuple(i for i, o in enumerate(outputs) if o is not None)  # results the op gives (not None)
    if len(outputs) == 1 and len(info.functional._schema.returns) == 1:
        results = [result]
    else:
        results = [graph.call_function(operator.getitem, (result, i)) for i in range(len(outputs))]
    expected = [None if o is None else (o[0], o[2]) for o in outputs]
    for i, dst in enumerate(_destinations(sig, values)):
        if dst.dtype != outputs[i][2]:
            results[i] = graph.call_function(torch.ops.prims.convert_element_type.default, (results[i], dst.dtype))
            expected[i] = (expected[i][0], dst.dtype)
    graph.output(tuple(results[i] for i in present))
    gm = fx.GraphModule(torch.nn.Module(), graph)
    with torch.no_grad():
        example = [b.detach() for b in sig.bases]
        # (the wrapper modules prepare their kernels on the device current when they load)
        with torch.spyre.device(_device_of(sig)):
            fn, modules = inductor_api.compile_fx_graph(gm, example)
    externs = sorted({call for g in modules for call in inductor_api.extern_calls(g)})
    if externs:  # Inductor left the op to its ATen kernel: that would be this kernel again, or the CPU
        for g in modules:
            inductor_api.forget_wrapper_module(g)
        raise Unsupported(f"Inductor leaves {', '.join(externs)} to ATen (an extern call)")
    return cache.Compiled(fn, modules, tuple(expected[i] for i in present), present, len(outputs))


def _build(sig: _Signature, values: dict):
    """The cache entry for a new signature (raises PyTorch's error for bad arguments)."""
    outputs = _meta_check(sig)
    given = [o for o in outputs if o is not None]
    if not given or (sig.info.kind == "out" and len(given) != len(outputs)):
        return cache.Fallback("an op without results")
    if all(_numel(size) == 0 for size, _, _ in given):
        return cache.Empty(outputs)
    info = sig.info
    # (a matmul over an empty inner dimension has a result: zeros, plus its bias)
    if info.family != "matmul" and any(t.numel() == 0 for name, t, _ in sig.tensors if name not in info.outs):
        return cache.Fallback("an input without elements")
    if any(dtype not in COMPILED_DTYPES for _, _, dtype in given):
        return cache.Fallback(f"result dtype {given[0][2]}")
    start = time.perf_counter()
    try:
        entry = _compile(sig, values, outputs)
    except Unsupported as e:
        cache.stats.compile_failures += 1
        return cache.Fallback(str(e))
    except Exception as e:  # noqa: BLE001 - anything the compiler cannot do runs on the CPU
        cache.stats.compile_failures += 1
        text = str(e).strip().splitlines()
        return cache.Fallback(f"compile failed: {type(e).__name__}: {text[0] if text else ''}"[:300])
    finally:
        cache.stats.compile_seconds += time.perf_counter() - start
    cache.stats.compiled += 1
    cache.stats.per_op[sig.info.op.name()]["compiled"] += 1
    return entry


# ---------------------------------------------------------------------------------------------
# the kernel
# ---------------------------------------------------------------------------------------------
def _fallback(op, args, kwargs, reason: str):
    name = op.name()
    with cache.lock:
        cache.stats.fallbacks += 1
        cache.stats.per_op[name]["fallbacks"] += 1
        cache.stats.fallback_reasons[name][reason] += 1
    # its warning names the caller of the op (frames: run_on_cpu, _fallback, run, the registered kernel)
    return spyre_fallback.run_on_cpu(op, args, kwargs, stacklevel=6, why=f"for this call: {reason}")


def _indices_ok(check, values) -> bool:
    """The host check: reads the indices (a synchronize); False when one is out of range."""
    for index, size, negative in check(values):
        if index.numel() == 0:
            continue
        if index.dtype == torch.bool:  # (a mask: its shape is checked by meta)
            continue
        host = spyre_copy.to_host(index) if index.device.type == "spyre" else index
        if not bool(((host >= (-size if negative else 0)) & (host < size)).all()):
            return False
    return True


def _bad_index_note(name: str, indices: list, memory) -> str | None:
    """What a fault of an index op's kernel (CARD_CHECKED_INDICES) means: the first index out of
    range, read from device memory as the kernel saw it (the scheduler calls this while the faulting
    launch runs: Compute.describe_fault)."""
    for index, size, negative in indices:
        if index.numel() == 0 or index.dtype == torch.bool:
            continue
        host = spyre_copy.read_in_place(index, memory)
        if host is None:
            continue
        bad = host[(host < (-size if negative else 0)) | (host >= size)]
        if len(bad):
            return (f"{name}: index {int(bad[0])} is out of range for a dimension of size {size} (indices are "
                    f"checked on the card: the launch faulted, and the synchronize after it reports it)")
    return None


def _resize_out(out: torch.Tensor, size) -> None:
    if tuple(out.shape) == tuple(size):
        return
    if out.numel() != 0:
        warnings.warn(
            f"An output with one or more elements was resized since it had shape {list(out.shape)}, which does not "
            f"match the required output shape {list(size)}. This behavior is deprecated, and in a future PyTorch "
            f"release outputs will not be resized unless they have zero elements. You can explicitly reuse an out "
            f"tensor t by resizing it, inplace, to zero elements with t.resize_(0).", UserWarning, stacklevel=4)
    out.resize_(size)


def _sole_user(t: torch.Tensor) -> bool:
    from spyre_inductor.compiler import inductor_api

    return inductor_api.storage_use_count(t) <= 2  # (t and the Python storage object asked)


def _takes_result_storage(out: torch.Tensor, result: torch.Tensor) -> bool:
    """An out= tensor with no elements and an empty storage no other tensor shares (a factory's
    `empty(0)`, then resized by the op) can take the result's new storage instead of a copy of it:
    no tensor could see the difference."""
    return (out.numel() == 0 and out.untyped_storage().nbytes() == 0 and out.dtype == result.dtype
            and out.device == result.device and out.layout == result.layout and not out.requires_grad
            and result.storage_offset() == 0 and result.is_contiguous() and _sole_user(out) and _sole_user(result))


def _finish(info, values, results):
    """Hand the results over as the op's kind does: return them, or write them into self / out."""
    if info.kind == "functional":
        return results[0] if len(info.functional._schema.returns) == 1 else tuple(results)
    if info.kind == "inplace":
        self = values["self"]
        if self.numel():
            spyre_copy.spyre_copy_(self, results[0])
        return self
    outs = [values[name] for name in info.outs]
    for out, result in zip(outs, results):
        if _takes_result_storage(out, result):
            out.set_(result)  # (no d2d copy: torch.arange(n, device=...) reaches arange.out with a new empty out)
            continue
        _resize_out(out, result.shape)
        if out.numel():
            spyre_copy.spyre_copy_(out, result)
    return outs[0] if len(outs) == 1 else tuple(outs)


def _empty_results(entry: cache.Empty, device_index: int):
    device = torch.device("spyre", device_index)
    return [None if o is None else torch.empty_strided(o[0], o[1], dtype=o[2], device=device) for o in entry.outputs]


def _device_of(sig: _Signature) -> int:
    return sig.device if sig.device is not None else torch.spyre.current_device()


# ---------------------------------------------------------------------------------------------
# work done with device copies instead of a compiled kernel
# ---------------------------------------------------------------------------------------------
# A read-only view of at most this many bytes of a larger storage is copied into a tensor of its
# own before the signature is taken: the signature names the whole storage's shape, so a small view
# of a storage that grows (generate's `input_ids[:, -1:]` as the sequence gets longer) would compile
# and load a new kernel every call; the copy is a few d2d transfers with a fixed signature after it.
SMALL_VIEW_BYTES = 4096


def _own_small_views(info, values: dict) -> dict:
    """values with each small partial view of a spyre storage (functional ops only: an in-place or
    out= op's aliasing is part of what the overlap checks see) replaced by a copy on the device,
    when d2d transfers can make it (spyre_copy.view_copy_transfers); others are left as they are."""
    if info.kind != "functional" or info.factory:
        return values
    changed = None
    for name, v in values.items():
        if isinstance(v, (list, tuple)):
            items = [_own_view(x) if isinstance(x, torch.Tensor) else x for x in v]
            if any(a is not b for a, b in zip(items, v)):
                changed = changed or dict(values)
                changed[name] = type(v)(items) if isinstance(v, tuple) else items
        elif isinstance(v, torch.Tensor):
            own = _own_view(v)
            if own is not v:
                changed = changed or dict(values)
                changed[name] = own
    return changed or values


def _own_view(t: torch.Tensor) -> torch.Tensor:
    if t.device.type != "spyre" or t.dim() == 0 or t.numel() * t.element_size() > SMALL_VIEW_BYTES:
        return t
    layout = spyre_copy.memory.allocation_of(t).layout
    if layout is None or t.numel() >= layout.host_numel or str(t.dtype) != "torch." + layout.device_dtype:
        return t
    own = _view_copy_storage(t)
    planned = spyre_copy.view_copy_transfers(own, t)
    if planned is None:
        return t
    spyre_copy.enqueue_view_copy(planned)
    with cache.lock:
        cache.stats.view_copies += 1
    return own


_VIEW_POOLS_KEPT = 64
_view_pools: collections.OrderedDict = collections.OrderedDict()  # (shape, dtype) -> graph pool holder


def _view_copy_storage(t: torch.Tensor) -> torch.Tensor:
    """A tensor for the copy of small view t, from a memory pool per (shape, dtype) (as a compiled
    graph's, device/memory.py): the copy made every decode step lands where the last one did, so the
    kernel reading it keeps its arguments and its patch is elided. The last 64 such pools are kept."""
    key = (tuple(t.shape), t.dtype)
    with cache.lock:
        holder = _view_pools.pop(key, None)
        if holder is None:
            holder = {}
        _view_pools[key] = holder
        while len(_view_pools) > _VIEW_POOLS_KEPT:
            _view_pools.popitem(last=False)
    with spyre_copy.memory.pooled_allocations(holder):
        return torch.empty(t.shape, dtype=t.dtype, device=t.device)


def _cat_by_copies(values: dict):
    """torch.cat of spyre tensors of one dtype and rank, made of d2d copies into the result (no
    kernel: a cat whose inputs grow every call, as generate's input_ids and attention mask do, would
    compile one per length), or None when a piece's copy cannot be made that way (the compiled path
    then runs, and raises PyTorch's error for bad arguments)."""
    tensors, dim = values.get("tensors"), values.get("dim", 0)
    if not tensors or not isinstance(dim, int) or any(not isinstance(t, torch.Tensor) for t in tensors):
        return None
    first = tensors[0]
    rank, dtype = first.dim(), first.dtype
    if (rank == 0 or not -rank <= dim < rank
            or any(t.device.type != "spyre" or t.dtype != dtype or t.dim() != rank for t in tensors)
            or not all(t.is_contiguous() for t in tensors)):  # (else cat's memory-format rule decides)
        return None
    dim %= rank
    if any(t.shape[:dim] != first.shape[:dim] or t.shape[dim + 1:] != first.shape[dim + 1:] for t in tensors):
        return None
    size = list(first.shape)
    size[dim] = sum(t.shape[dim] for t in tensors)
    out = torch.empty(size, dtype=dtype, device=first.device)
    planned, start = [], 0
    for t in tensors:
        if t.numel():
            piece = spyre_copy.view_copy_transfers(out.narrow(dim, start, t.shape[dim]), t)
            if piece is None:
                return None
            planned.append(piece)
        start += t.shape[dim]
    for piece in planned:  # (every piece planned before any is enqueued: None above leaves nothing behind)
        spyre_copy.enqueue_view_copy(piece)
    with cache.lock:
        cache.stats.cat_copies += 1
    return out


def run(info, args, kwargs):
    op = info.op
    if mode() == "fallback":
        return _fallback(op, args, kwargs, "SPYRE_EAGER=fallback")
    if getattr(_tls, "busy", False):
        return _fallback(op, args, kwargs, "issued while compiling or launching another eager op")
    if "spyre_inductor.compiler.inductor_api" in sys.modules and sys.modules["spyre_inductor.compiler.inductor_api"].compiling():
        return _fallback(op, args, kwargs, "issued while torch.compile is compiling")
    values = bind(op._schema, args, kwargs)
    if op is torch.ops.aten.cat.default:
        out = _cat_by_copies(values)
        if out is not None:
            return out
    values = _own_small_views(info, values)
    try:
        sig = _Signature(info, values)
    except Unsupported as e:
        return _fallback(op, args, kwargs, str(e))
    name = op.name()
    entry = cache.lookup(sig.key)
    _tls.busy = True
    try:
        if entry is None:
            with cache.lock:
                try:
                    entry = _build(sig, values)
                except Unsupported as e:
                    entry = cache.Fallback(str(e))
                cache.insert(sig.key, entry)
        else:
            with cache.lock:
                cache.stats.hits += 1
                cache.stats.per_op[name]["hits"] += 1
        if isinstance(entry, cache.Compiled):
            check = INDEX_CHECKS.get(info.functional._overloadpacket.__name__)
            note = None
            if check is not None:
                if info.functional._overloadpacket.__name__ in CARD_CHECKED_INDICES:
                    note = functools.partial(_bad_index_note, name, check(values))
                elif not _indices_ok(check, values):
                    entry = None
            if entry is not None:
                try:
                    with torch.no_grad():
                        if note is None:
                            results = entry.fn(*sig.bases)
                        else:  # (its launches carry the note: a fault then names the op and the index)
                            from spyre_inductor.compiler import launch  # (loaded: the entry was compiled)

                            launch.fault_note.describe = note
                            try:
                                results = entry.fn(*sig.bases)
                            finally:
                                launch.fault_note.describe = None
                except Exception as e:  # noqa: BLE001 - refused before anything ran (e.g. a launch check)
                    with cache.lock:
                        cache.insert(sig.key, cache.Fallback(f"launch failed: {type(e).__name__}: {e}"[:300]))
                    raise _LaunchFailed() from e
                if len(entry.present) != entry.count:
                    full = [None] * entry.count
                    for i, r in zip(entry.present, results):
                        full[i] = r
                    results = full
                with cache.lock:
                    cache.stats.launches += 1
                    cache.stats.per_op[name]["launches"] += 1
                if not entry.checked:
                    got = tuple((tuple(results[i].shape), results[i].dtype) for i in entry.present)
                    if got != entry.outputs:
                        with cache.lock:
                            cache.insert(sig.key, cache.Fallback(f"compiled results {got} differ from eager's"))
                        entry = None
                    else:
                        entry.checked = True
                if entry is not None:
                    return _finish(info, values, list(results))
        elif isinstance(entry, cache.Empty):
            with cache.lock:
                cache.stats.empty += 1
            return _finish(info, values, _empty_results(entry, _device_of(sig)))
    except _LaunchFailed as e:
        entry = cache.Fallback(f"launch failed: {e.__cause__!r}"[:300])
    finally:
        _tls.busy = False
    reason = entry.reason if isinstance(entry, cache.Fallback) else "indices out of range (the CPU raises)"
    return _fallback(op, args, kwargs, reason)
