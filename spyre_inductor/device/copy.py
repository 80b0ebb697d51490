"""Layouts on storage, and copies host<->device and device<->device (DESIGN §4).

Every spyre storage allocation has one SpyreTensorLayout, shared by every view of it. Its device
bytes are in that layout (sticks, zero padding); the allocation is `layout.device_nbytes` long
while PyTorch sees a storage of the host size (numel * itemsize of its host image).

A copy is one runtime Transfer per loop nest, converting layout inside the transfer: the nests
of SpyreTensorLayout.view_nests map a tensor (a whole storage or a view: slices, selects,
transposes, permutes, expands) straight to its device positions, the partial sticks apart from
the whole ones so host data never lands in padding. What they cannot express (a step along the
stick dim, dims merged across rows, a view with another dtype than the storage's) goes through
the storage's *host image*, its bytes in host order: read it, apply the view on the CPU with
torch, and (for writes) put it back. Slower, and always correct.

Transfers run on the current spyre stream; reads synchronize that stream before the host looks.
dtype conversion happens on the CPU side with torch.

Storage bookkeeping uses the allocator hooks of memory.py (installed at import): `_layout_for`
picks the layout and the device size of each new tensor storage and the allocation record keeps
it; `_on_allocate` zeroes the padding of a new allocation; `_copy_prefix` moves contents through
both layouts when resize_ grows a storage. A storage allocated without a tensor in mind
(`torch.UntypedStorage(n, device="spyre")`, `torch.load`, `copy.deepcopy`) or for a dtype outside
the supported six holds raw bytes: layout_of reports the 1-d bool layout of its size, which is
byte-for-byte identity plus padding to a whole stick.
"""

from __future__ import annotations

import contextlib
import functools
import threading

import numpy as np
import torch

from spyre_runtime.queues.ops import LayoutConversion, Transfer

from . import memory, streams
from .layout import (ITEMSIZE, SpyreTensorLayout, contiguous_strides, dtype_name, nest_conversion, read_image,
                     write_image)

SUPPORTED_DTYPES = tuple(getattr(torch, name) for name in ITEMSIZE)


# ---------------------------------------------------------------------------------------------
# choosing and recording storage layouts
# ---------------------------------------------------------------------------------------------
def storage_layout_for(size, stride, dtype) -> SpyreTensorLayout:
    """The layout a new storage for empty_strided(size, stride, dtype) gets: the default rule on
    its dense host shape (dims ordered by decreasing stride, so channels-last or transposed
    allocations keep their sticks on the innermost storage dim), else on the 1-d storage span."""
    return _storage_layout(tuple(int(n) for n in size), tuple(int(s) for s in stride), dtype_name(dtype))


@functools.lru_cache(maxsize=4096)  # layouts are immutable; allocations repeat the same shapes
def _storage_layout(size: tuple, stride: tuple, name: str) -> SpyreTensorLayout:
    if 0 in size or all(n == 1 or s == c for n, s, c in zip(size, stride, contiguous_strides(size))):
        return SpyreTensorLayout.default(size, name)  # contiguous (size-1 dims' strides do not matter)
    order = sorted(range(len(size)), key=lambda d: -stride[d])
    dense = tuple(size[d] for d in order)
    if all(size[d] == 1 or stride[d] == s for d, s in zip(order, contiguous_strides(dense))):
        return SpyreTensorLayout.default(dense, name)
    span = 1 + sum((n - 1) * s for n, s in zip(size, stride))
    return SpyreTensorLayout.default((span,), name)


def raw_bytes_layout(nbytes: int) -> SpyreTensorLayout:
    return SpyreTensorLayout.default((int(nbytes),), "bool")


_requested = threading.local()  # .layout: the layout the next tensor allocation on this thread must use


@contextlib.contextmanager
def allocating_with_layout(layout: SpyreTensorLayout):
    """Tensors allocated on this thread inside the block get `layout` (e.g. what a compiled
    artifact requires) instead of the default rule; each must hold exactly its host elements."""
    previous = getattr(_requested, "layout", None)
    _requested.layout = layout
    try:
        yield
    finally:
        _requested.layout = previous


_new_storage_layouts: dict = {}  # (sizes, strides, dtype) -> (layout, its host bytes, its device bytes)


def _layout_for(host_nbytes, sizes, strides, dtype):
    """memory.py hook: (layout, device bytes) of a new storage."""
    requested = getattr(_requested, "layout", None)
    if requested is not None and sizes is not None:
        host = requested.host_numel * requested.itemsize
        if dtype_name(dtype) != requested.device_dtype or host != host_nbytes:
            raise ValueError(f"spyre allocation: requested layout {requested!r} holds {host} host bytes of "
                             f"{requested.device_dtype}, but the tensor {tuple(sizes)} {dtype} needs {host_nbytes}")
        return requested, requested.device_nbytes
    if sizes is None:
        return None, host_nbytes
    key = (tuple(sizes), tuple(strides), dtype)
    hit = _new_storage_layouts.get(key)
    if hit is None:  # (every tensor allocation asks: the same shapes again cost one lookup)
        if dtype not in SUPPORTED_DTYPES:
            hit = (None, 0, 0)
        else:
            layout = storage_layout_for(sizes, strides, dtype)
            hit = (layout, layout.host_numel * layout.itemsize, layout.device_nbytes)
        if len(_new_storage_layouts) >= 4096:
            _new_storage_layouts.clear()
        _new_storage_layouts[key] = hit
    layout, host, device = hit
    if layout is None:
        return None, host_nbytes
    if host == host_nbytes:
        return layout, device
    # sized otherwise (resize_ of a view keeps its storage offset in front): the 1-d span
    if host_nbytes % layout.itemsize:
        return None, host_nbytes
    layout = storage_layout_for((host_nbytes // layout.itemsize,), (1,), dtype)
    return layout, layout.device_nbytes


def _on_allocate(record) -> None:
    """memory.py hook: a fresh allocation may hold old bytes; zero its padding. The fill goes on the
    runtime's side stream (two-stream mode): the kernels and copies that use the tensor, and the last
    users of the memory before it, are ordered against it by their footprints (derived edges), so it
    need not hold the current stream in order."""
    layout = record.layout
    if record.padding_zero:
        return  # a graph pool's block whose last storage had this layout (memory.allocate says why)
    if layout is not None and layout.padding_nests():  # (most shapes have none: no stream lookup then)
        stream = streams.current_runtime_stream(record.device_index)
        zero_device_padding(memory.runtime(record.device_index).side_stream(stream), record.address, layout)


def _record_layout(record) -> SpyreTensorLayout:
    return record.layout if record.layout is not None else raw_bytes_layout(record.host_nbytes)


def _copy_prefix(dst, src, host_nbytes: int) -> None:
    """memory.py hook (resize_): copy the first host_nbytes host-order bytes of allocation `src`
    into `dst`, each through its own layout; the rest of dst's image is zero."""
    stream = streams.current_runtime_stream(dst.device_index)
    src_layout, dst_layout = _record_layout(src), _record_layout(dst)
    src_image = read_image(stream, src.address, src_layout)
    dst_image = np.zeros(dst_layout.host_numel * dst_layout.itemsize, dtype=np.uint8)
    n = min(host_nbytes, src_image.size, dst_image.size)
    dst_image[:n] = src_image[:n]
    write_image(stream, dst.address, dst_layout, dst_image)


def layout_of(t: torch.Tensor) -> SpyreTensorLayout:
    """The layout of the storage behind spyre tensor `t` (shared by all its views)."""
    if not isinstance(t, torch.Tensor) or t.device.type != "spyre":
        raise TypeError(f"layout_of: expected a spyre tensor, got "
                        f"{'a tensor on ' + str(t.device) if isinstance(t, torch.Tensor) else type(t).__name__}")
    return _record_layout(memory.allocation_of(t))


# ---------------------------------------------------------------------------------------------
# storage images: torch-free moves between a host-order byte buffer and device layout
# (write_image / read_image / nest_conversion live in layout.py, shared with `spyre-compile run`)
# ---------------------------------------------------------------------------------------------
def _broadcast(stream, address: int, layout: SpyreTensorLayout, nests, element: bytes, name: str) -> None:
    """One transfer per nest from a single host element (source strides 0) to device positions."""
    src = np.frombuffer(bytes(element), dtype=np.uint8).copy()
    if src.size != layout.itemsize:
        raise ValueError(f"{name}: expected a {layout.itemsize}-byte element, got {src.size} bytes")
    for nest in nests:
        conv = LayoutConversion(layout.itemsize, nest.ranges, (0,) * len(nest.ranges), nest.device_strides,
                                0, nest.device_offset)
        stream.enqueue(Transfer("h2d", src, address, conversion=conv, name=name))


def fill_device(stream, address: int, layout: SpyreTensorLayout, element: bytes, nests=None) -> None:
    """Enqueue a fill with one element's bytes of every host element of the storage, or of the
    positions the given loop nests cover (e.g. a view's, from SpyreTensorLayout.view_nests)."""
    _broadcast(stream, address, layout, layout.loop_nests() if nests is None else nests, element, "fill")


def zero_device_padding(stream, address: int, layout: SpyreTensorLayout) -> None:
    """Enqueue zero fills of the layout's padding (a fresh allocation may hold old bytes)."""
    _broadcast(stream, address, layout, layout.padding_nests(), bytes(layout.itemsize), "zero padding")


# ---------------------------------------------------------------------------------------------
# tensors
# ---------------------------------------------------------------------------------------------
# Host-to-device copies that took a staging copy of the caller's memory, and those that read a
# pinned source in place (tests and benchmarks read these).
host_copy_counts = {"staged": 0, "pinned_in_place": 0}


def _bytes_of(t: torch.Tensor, user: torch.Tensor | None) -> np.ndarray:
    """CPU tensor t's elements in row-major order as uint8 (bfloat16 included), in memory that
    `user`'s storage does not share: transfers run later, and the caller may change `user` first
    (user=None: the caller hands the memory over, nothing is copied)."""
    t = resolved(t.detach()).contiguous()
    flat = t.as_strided((t.numel(),), (1,))  # (contiguous, yet a size-1 dim may keep any stride)
    data = flat.view(torch.uint8).numpy()  # (the array holds the tensor: its memory outlives the transfer)
    if user is not None and flat.untyped_storage().data_ptr() == user.untyped_storage().data_ptr():
        host_copy_counts["staged"] += 1
        return data.copy()
    return data


def _covers_storage(t: torch.Tensor, layout: SpyreTensorLayout) -> bool:
    """True when `t` is exactly its storage's host image (contiguous, offset 0, same dtype/numel)."""
    return (t.storage_offset() == 0 and t.is_contiguous() and str(t.dtype) == "torch." + layout.device_dtype
            and t.numel() == layout.host_numel)


def has_lazy_bits(t: torch.Tensor) -> bool:
    """t is a conjugate or negative view: its storage holds conj(t) or -t (torch.conj on complex,
    x.conj().imag); the bits must be applied wherever its bytes are read or written."""
    return t.is_conj() or t.is_neg()


def resolved(t: torch.Tensor) -> torch.Tensor:
    """CPU tensor t with its lazy conj / neg bits applied (t itself when it has none)."""
    return t.resolve_conj().resolve_neg() if has_lazy_bits(t) else t


def image_view(image: np.ndarray, t: torch.Tensor) -> torch.Tensor:
    """A CPU tensor over the host image with `t`'s dtype, size, stride and storage offset (and its
    conj / neg bits, so CPU PyTorch reads and writes the view as it would t)."""
    itemsize = t.element_size()
    usable = image.size // itemsize * itemsize
    base = torch.from_numpy(image[:usable]).view(t.dtype) if usable else torch.empty(0, dtype=t.dtype)
    if t.numel():
        last = t.storage_offset() + sum((n - 1) * s for n, s in zip(t.shape, t.stride()))
        if min(t.stride(), default=0) < 0 or last >= base.numel():
            raise RuntimeError(
                f"spyre: tensor of size {tuple(t.shape)}, stride {t.stride()}, offset {t.storage_offset()} "
                f"({t.dtype}) reaches past its storage's layout {layout_of(t)!r}")
    view = base.as_strided(t.shape, t.stride(), t.storage_offset())
    if t.is_conj():
        torch._C._set_conj(view, True)
    if t.is_neg():
        torch._C._set_neg(view, True)
    return view


def locate(t: torch.Tensor):
    """(current runtime stream, device address, layout) of spyre tensor t's storage."""
    record = memory.allocation_of(t)
    return streams.current_runtime_stream(record.device_index), record.address, _record_layout(record)


def view_nests(t: torch.Tensor, layout: SpyreTensorLayout, writing: bool = False):
    """Direct loop nests for spyre tensor t (see SpyreTensorLayout.view_nests), or None when t
    must go through its storage's image: another dtype than the layout's, a view the layout
    cannot express, or (for writes) a view where several elements share one location."""
    if not _direct(t, layout, writing):
        return None
    return _view_nests(layout, tuple(t.shape), t.stride(), t.storage_offset())


def _direct(t: torch.Tensor, layout: SpyreTensorLayout, writing: bool) -> bool:
    """Whether view_nests may describe t (else it goes through its storage's image)."""
    if str(t.dtype) != "torch." + layout.device_dtype:
        return False
    # (a written view whose elements share a location: the image path hands it to CPU PyTorch,
    # which rejects it clearly)
    return not (writing and any(st == 0 and n > 1 for n, st in zip(t.shape, t.stride())))


@functools.lru_cache(maxsize=1024)
def _view_nests(layout: SpyreTensorLayout, size: tuple, stride: tuple, offset: int):
    # (a pure function of a frozen layout and the view; every .cpu() of a compiled graph's output
    # asks it again for the same view, and working it out cost ~25 us a copy)
    return layout.view_nests(size, stride, offset)


@functools.lru_cache(maxsize=1024)
def _conversions(layout: SpyreTensorLayout, nests: tuple, to_device: bool) -> tuple:
    return tuple(nest_conversion(layout, nest, to_device) for nest in nests)


def update_through_image(t: torch.Tensor, update) -> None:
    """Write to spyre tensor t the slow, always-correct way: read its storage's host image, run
    update(CPU view of the image shaped like t), write the whole image back."""
    stream, address, layout = locate(t)
    image = read_image(stream, address, layout)
    update(image_view(image, t))
    write_image(stream, address, layout, image)


def _read_into(src: torch.Tensor, out: torch.Tensor, synchronize: bool = True) -> None:
    """out (contiguous CPU, src's dtype and shape) <- the values of spyre tensor src (once the
    stream has run the transfers: synchronize=False leaves them queued)."""
    stream, address, layout = locate(src)
    nests = view_nests(src, layout)
    if nests is None:
        out.copy_(image_view(read_image(stream, address, layout), src))
        return
    # (a contiguous tensor may still carry any stride on a size-1 dim: flatten by its storage)
    buf = out.as_strided((out.numel(),), (1,)).view(torch.uint8).numpy()
    for conversion in _conversions(layout, nests, False):
        stream.enqueue(Transfer("d2h", address, buf, conversion=conversion))
    if synchronize or has_lazy_bits(src):  # (the view's bits are applied once the bytes are here)
        stream.synchronize()
    if src.is_conj():  # the transfers moved the stored bytes: apply the view's bits
        out.conj_physical_()
    if src.is_neg():
        out.neg_()


def read_in_place(src: torch.Tensor, memory) -> np.ndarray | None:
    """The values of spyre tensor src (flat, row-major, its dtype) read from device memory `memory`
    at once, outside the queues: for code the scheduler runs (a fault's description), which sees the
    bytes as the op running now does. None when the view needs its storage's image (another dtype
    than the layout's, lazy bits)."""
    _, address, layout = locate(src)
    nests = view_nests(src, layout)
    if nests is None or has_lazy_bits(src):
        return None
    out = torch.empty(src.shape, dtype=src.dtype)
    buf = out.view(-1).view(torch.uint8).numpy()
    for conversion in _conversions(layout, nests, False):
        Transfer("d2h", address, buf, conversion=conversion).execute(memory)
    return out.view(-1).numpy()


def to_host(src: torch.Tensor) -> torch.Tensor:
    """A new contiguous CPU tensor with the values of spyre tensor `src` (same dtype)."""
    out = torch.empty(src.shape, dtype=src.dtype)
    if src.numel():
        _read_into(src, out)
    return out


def from_host(dst: torch.Tensor, src: torch.Tensor, *, handed_over: bool = False) -> None:
    """dst (spyre) <- src (CPU): broadcast and dtype conversion on the CPU, then transfers.
    handed_over: the caller will never touch src again (values it made for this copy), so the
    transfers may read it in place."""
    user, src = (None if handed_over else src), src.to(dst.dtype).expand(dst.shape)
    if dst.numel() == 0:
        return
    stream, address, layout = locate(dst)
    nests = None if has_lazy_bits(dst) else view_nests(dst, layout, writing=True)
    if nests is None:
        update_through_image(dst, lambda view: view.copy_(src))
        return
    data = _bytes_of(src, user)
    for conversion in _conversions(layout, nests, True):
        stream.enqueue(Transfer("h2d", data, address, conversion=conversion))


def view_copy_transfers(dst: torch.Tensor, src: torch.Tensor):
    """The d2d transfers that copy spyre view src into spyre view dst (same dtype and shape, other
    storages), or None when there are none to give. They exist when both views split into the same
    loop nests over the view's row-major index (equal ranges, host strides and host offsets): the
    host side of each nest then names the same element on both sides, so each nest is one
    conversion from src's device elements to dst's (e.g. a column of a wider storage into a small
    tensor, or a whole storage into a slice of a wider one that starts at a stick boundary)."""
    if (dst.dtype != src.dtype or tuple(dst.shape) != tuple(src.shape) or dst.numel() == 0
            or dst.device.type != "spyre" or src.device.type != "spyre" or dst.device != src.device
            or has_lazy_bits(src) or has_lazy_bits(dst)):
        return None
    _, s_addr, s_layout = locate(src)
    d_stream, d_addr, d_layout = locate(dst)
    if s_addr == d_addr:
        return None  # one storage: the views may overlap
    if not (_direct(src, s_layout, False) and _direct(dst, d_layout, True)):
        return None
    conversions = _view_copy_conversions(s_layout, tuple(src.shape), src.stride(), src.storage_offset(),
                                         d_layout, dst.stride(), dst.storage_offset())
    if conversions is None:
        return None
    return d_stream, [Transfer("d2d", s_addr, d_addr, name="copy view", conversion=c) for c in conversions]


@functools.lru_cache(maxsize=1024)
def _view_copy_conversions(s_layout: SpyreTensorLayout, size: tuple, s_stride: tuple, s_offset: int,
                           d_layout: SpyreTensorLayout, d_stride: tuple, d_offset: int):
    """view_copy_transfers' conversions (None: there are none): a pure function of two frozen
    layouts and the views (a cat or a small view's copy asks again for the same ones every call,
    and building and checking them cost ~10 us a piece)."""
    s_nests, d_nests = _view_nests(s_layout, size, s_stride, s_offset), _view_nests(d_layout, size, d_stride, d_offset)
    if s_nests is None or d_nests is None or len(s_nests) != len(d_nests):
        return None
    if any((a.ranges, a.host_strides, a.host_offset) != (b.ranges, b.host_strides, b.host_offset)
           for a, b in zip(s_nests, d_nests)):
        return None
    return tuple(LayoutConversion(s_layout.itemsize, a.ranges, a.device_strides, b.device_strides, a.device_offset,
                                  b.device_offset) for a, b in zip(s_nests, d_nests))


def enqueue_view_copy(planned) -> None:
    """Enqueue what view_copy_transfers planned: (stream, transfers)."""
    stream, transfers = planned
    for transfer in transfers:
        stream.enqueue(transfer)


def device_to_device(dst: torch.Tensor, src: torch.Tensor) -> None:
    """dst (spyre) <- src (spyre): one d2d transfer between whole storages of one layout, else
    d2d transfers per loop nest when both views split alike (view_copy_transfers), else through
    the host (each side through its own layout; dtype conversion on the CPU)."""
    if dst.numel() == 0:
        return
    if has_lazy_bits(src) or has_lazy_bits(dst):
        from_host(dst, to_host(src))  # (d2d moves stored bytes; the bits are applied on the host)
        return
    _, s_addr, s_layout = locate(src)
    d_stream, d_addr, d_layout = locate(dst)
    if (dst.device == src.device and dst.dtype == src.dtype and dst.shape == src.shape
            and s_layout == d_layout and _covers_storage(src, s_layout) and _covers_storage(dst, d_layout)):
        # same layout, whole storages: one d2d of the device bytes (padding is zero on both)
        d_stream.enqueue(Transfer("d2d", s_addr, d_addr, nbytes=d_layout.device_nbytes))
        return
    planned = view_copy_transfers(dst, src)
    if planned is not None:
        enqueue_view_copy(planned)
        return
    from_host(dst, to_host(src))


def spyre_copy_(dst: torch.Tensor, src: torch.Tensor, non_blocking: bool = False) -> torch.Tensor:
    """dst.copy_(src) where either side is a spyre tensor.

    Host to device: a pageable source is staged (copied) at the call, so the caller may change it
    at once; a pinned source (pin_memory) is read in place by the transfer, on the stream, so a
    non_blocking copy returns at once and the source must stay unchanged until the stream has run
    it (synchronize, an event), as with CUDA; a blocking one waits for the stream. Device to host
    into pinned memory with non_blocking=True leaves the transfer queued likewise; other reads
    synchronize the stream."""
    if dst.device.type == "spyre":
        if src.device.type == "spyre":
            device_to_device(dst, src)
            return dst
        src = src.detach()
        pinned = dst.numel() > 0 and src.is_pinned() and not has_lazy_bits(src)  # (a lazy view is resolved: staged)
        from_host(dst, src, handed_over=pinned)
        if pinned:
            host_copy_counts["pinned_in_place"] += 1
            if not non_blocking:
                locate(dst)[0].synchronize()
    elif (dst.is_contiguous() and dst.dtype == src.dtype and dst.shape == src.shape and dst.numel()
          and not has_lazy_bits(dst)):
        _read_into(src, dst, synchronize=not (non_blocking and dst.is_pinned()))  # the transfers write into dst
    else:
        dst.copy_(to_host(src))
    return dst


# ---------------------------------------------------------------------------------------------
# registration (torch.library, PrivateUse1)
# ---------------------------------------------------------------------------------------------
def _copy_from(self, dst, non_blocking=False):
    # aten::copy_ reaches here for any copy with a spyre side: _copy_from(src=self, dst)
    return spyre_copy_(dst, self, non_blocking)


def _copy_from_and_resize(self, dst):
    if dst.shape != self.shape:
        dst.resize_(self.shape)
    return spyre_copy_(dst, self)


def _copy_from_lazy_bits(self, dst, non_blocking=False):
    # A conj / neg view on either side: PyTorch's conjugate and negative fallbacks would resolve
    # the bit by cloning src on its device, which is this copy again (unbounded recursion, a
    # segfault: torch.fft.hfft of a spyre tensor did it). spyre_copy_ applies the bits itself.
    if self.device.type == "spyre" or dst.device.type == "spyre":
        return spyre_copy_(dst, self)
    return dst.copy_(resolved(self))


def _copy_from_and_resize_lazy_bits(self, dst):
    if dst.shape != self.shape:
        dst.resize_(self.shape)
    return _copy_from_lazy_bits(self, dst)


_library = None


def register() -> None:
    """Register the copy kernels for PrivateUse1 (idempotent; called by the device registration)."""
    global _library
    if _library is not None:
        return
    memory.set_layout_hooks(layout_for=_layout_for, on_allocate=_on_allocate, copy_prefix=_copy_prefix)
    lib = torch.library.Library("aten", "IMPL")
    lib.impl("_copy_from", _copy_from, "PrivateUse1")
    lib.impl("_copy_from_and_resize", _copy_from_and_resize, "PrivateUse1")
    for key in ("Conjugate", "Negative"):
        lib.impl("_copy_from", _copy_from_lazy_bits, key)
        lib.impl("_copy_from_and_resize", _copy_from_and_resize_lazy_bits, key)
    _library = lib


register()
