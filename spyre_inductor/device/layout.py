"""SpyreTensorLayout: how a storage's host elements sit in device memory (DESIGN §4).

Torch-free on purpose (plain Python, numpy and the torch-free runtime's transfer ops): the compiler, the artifact code and the device layer
all use it, and the artifact manifest stores it as plain JSON data (`to_dict`/`from_dict`).

A layout belongs to one storage allocation. The storage is seen as a contiguous host tensor of
`host_size`; the device holds it as a row-major array of `device_size` whose last dimension is the
stick: `elems_per_stick = 128 bytes / itemsize` elements (64 fp16, 32 fp32, 128 bool, 16 int64).

    host_offset = dot(device_coords, stride_map)        (host-storage elements)

defines the layout. `dim_map[i]` names the host dimension device dimension `i` walks (-1 for a
synthetic dimension, whose `stride_map` is -1 and where only coordinate 0 is used). The host
dimension that is sticked appears twice: as the stick dimension (last) and as the "tile"
dimension that counts sticks; its extent is padded up to whole sticks, and the padded positions
have no host element (`host_offset` returns None there). Padding bytes are zero on the device.

Default rule (`SpyreTensorLayout.default`): the innermost host dimension becomes the stick
dimension, padded to whole sticks; the other host dimensions keep their order, except that the
first of them moves just above the stick dimension:
    fp16 (1024, 256)    -> device_size (4, 1024, 64)
    fp16 (5, 100, 150)  -> device_size (100, 3, 5, 64)
Edge cases:
    1-d (n,)   -> (ceil(n/E), E)         the tile dimension alone above the stick
    0-d ()     -> (1, E), both synthetic  one element at device offset 0, the rest padding
    0-size     -> the same rule; some device extent is 0, so device_nbytes is 0
Transfers: `loop_nests()` (every host element of the storage), `padding_nests()` (the padding,
for zero fills) and `view_nests(size, stride, offset)` (one strided view) give LoopNests of
(ranges, host strides, device strides, offsets) that become runtime LayoutConversions; the
full sticks and a partial stick are always separate nests. `nest_conversion`, `write_image` and
`read_image` turn them into runtime transfers of a storage's host image (its bytes in host order):
the one torch-free copy code of the device layer (copy.py) and `spyre-compile run`.

dtypes: float16, bfloat16, float32, int32, int64, bool. int64 is stored faithfully (8 bytes,
16 per stick): copies move bytes, so narrowing would only lose values (indices past 2**31)
without saving anything the simulator cares about; kernels that want int32 convert explicitly.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from math import prod
from typing import NamedTuple

import numpy as np

from spyre_runtime.queues.ops import LayoutConversion, Transfer

STICK_BYTES = 128  # public: data moves between LPDDR5 and scratchpads in 128-byte sticks

ITEMSIZE = {"float16": 2, "bfloat16": 2, "float32": 4, "int32": 4, "int64": 8, "bool": 1}

_LAYOUT_KEYS = ("host_size", "device_size", "stride_map", "dim_map", "device_dtype")


def dtype_name(dtype) -> str:
    """Canonical dtype name from a name, a torch.dtype or a numpy dtype ('torch.float16' -> 'float16')."""
    name = dtype if isinstance(dtype, str) else (getattr(dtype, "name", None) or str(dtype))
    name = name.removeprefix("torch.")
    if name not in ITEMSIZE:
        raise ValueError(f"spyre layout: unsupported dtype {dtype!r}; expected one of {sorted(ITEMSIZE)}")
    return name


def contiguous_strides(size) -> tuple[int, ...]:
    """Row-major strides in elements (PyTorch's convention: a 0 extent counts as 1)."""
    strides, step = [], 1
    for n in reversed(size):
        strides.append(step)
        step *= max(n, 1)
    return tuple(reversed(strides))


class LoopNest(NamedTuple):
    """One block of a layout conversion: for every index vector i in `ranges`, host element
    host_offset + i·host_strides <-> device element device_offset + i·device_strides (in elements)."""

    ranges: tuple[int, ...]
    host_strides: tuple[int, ...]
    device_strides: tuple[int, ...]
    host_offset: int
    device_offset: int


@dataclass(frozen=True)
class SpyreTensorLayout:
    host_size: tuple[int, ...]
    device_size: tuple[int, ...]
    stride_map: tuple[int, ...]
    dim_map: tuple[int, ...]
    device_dtype: str

    def __post_init__(self):
        for key in ("host_size", "device_size", "stride_map", "dim_map"):
            value = getattr(self, key)
            if not isinstance(value, (tuple, list)) or not all(type(v) is int for v in value):
                raise ValueError(f"SpyreTensorLayout.{key}: expected a sequence of ints, got {value!r}")
            object.__setattr__(self, key, tuple(value))
        object.__setattr__(self, "device_dtype", dtype_name(self.device_dtype))
        self._validate()

    # ---- construction ----
    @classmethod
    def default(cls, host_size, dtype, stick_dim: int = -1) -> "SpyreTensorLayout":
        """The default rule (module docstring); `stick_dim` picks another host dim to stick on."""
        host_size = tuple(int(n) for n in host_size)
        if any(n < 0 for n in host_size):
            raise ValueError(f"SpyreTensorLayout.default: negative host size {host_size}")
        dtype = dtype_name(dtype)
        per_stick = STICK_BYTES // ITEMSIZE[dtype]
        if not host_size:
            return cls((), (1, per_stick), (-1, -1), (-1, -1), dtype)
        ndim = len(host_size)
        if not -ndim <= stick_dim < ndim:
            raise ValueError(f"SpyreTensorLayout.default: stick_dim {stick_dim} out of range for {ndim}-d size")
        s = stick_dim % ndim
        host_strides = contiguous_strides(host_size)
        others = [d for d in range(ndim) if d != s]
        order = others[1:] + [s] + others[:1]  # host dims of the device dims above the stick
        device_size, stride_map = [], []
        for d in order:
            if d == s:  # the tile dimension: counts whole sticks along the sticked dim
                device_size.append(-(-host_size[s] // per_stick))
                stride_map.append(per_stick * host_strides[s])
            else:
                device_size.append(host_size[d])
                stride_map.append(host_strides[d])
        return cls(host_size, (*device_size, per_stick), (*stride_map, host_strides[s]), (*order, s), dtype)

    # ---- figures ----
    @property
    def itemsize(self) -> int:
        return ITEMSIZE[self.device_dtype]

    @property
    def elems_per_stick(self) -> int:
        return STICK_BYTES // self.itemsize

    @property
    def host_numel(self) -> int:
        return prod(self.host_size)

    @property
    def device_numel(self) -> int:
        return prod(self.device_size)

    @property
    def device_nbytes(self) -> int:
        """Bytes the device allocation needs (whole sticks, padding included)."""
        return self.device_numel * self.itemsize

    @property
    def device_strides(self) -> tuple[int, ...]:
        return contiguous_strides(self.device_size)

    @property
    def tile_dim(self) -> int | None:
        """Device dim that counts sticks along the sticked host dim (None when it is synthetic)."""
        stick_host = self.dim_map[-1]
        if stick_host < 0:
            return None
        return self.dim_map.index(stick_host)

    # ---- the mapping ----
    def host_offset(self, device_coords) -> int | None:
        """Host-storage element at these device coordinates, or None for a padded position."""
        coords = tuple(device_coords)
        if len(coords) != len(self.device_size) or not all(0 <= c < n for c, n in zip(coords, self.device_size)):
            raise IndexError(f"SpyreTensorLayout.host_offset: coords {coords} outside device_size {self.device_size}")
        if any(c and self.dim_map[i] < 0 for i, c in enumerate(coords)):
            return None
        tile = self.tile_dim
        if tile is not None and coords[tile] * self.elems_per_stick + coords[-1] >= self.host_size[self.dim_map[-1]]:
            return None
        return sum(c * s for c, s in zip(coords, self.stride_map) if s >= 0)

    def device_offsets(self, host_offsets) -> np.ndarray:
        """Vectorized inverse of the mapping: the flat device element offset of each host-storage
        element offset (numpy array in, int64 array out)."""
        h = np.asarray(host_offsets, dtype=np.int64)
        if h.size and (h.min() < 0 or h.max() >= self.host_numel):
            raise IndexError(f"SpyreTensorLayout.device_offsets: host offsets must lie in "
                             f"[0, {self.host_numel}), got [{h.min()}, {h.max()}]")
        out = np.zeros_like(h)
        tile = self.tile_dim
        if tile is None:  # 0-d: the one element sits at device offset 0
            return out
        dstrides, per_stick, stick = self.device_strides, self.elems_per_stick, self.dim_map[-1]
        for d, (n, hs) in enumerate(zip(self.host_size, contiguous_strides(self.host_size))):
            c = h // hs % n
            if d == stick:
                out += c // per_stick * dstrides[tile] + c % per_stick
            else:
                out += c * dstrides[self.dim_map.index(d)]
        return out

    @functools.lru_cache(maxsize=1024)  # equal layouts share nests; copies and allocations repeat
    def loop_nests(self) -> tuple[LoopNest, ...]:
        """Loop nests covering every host element exactly once and no padding: the full sticks in
        one nest and the partial last stick in another, so host data never lands in padding."""
        if self.host_numel == 0:
            return ()
        dstrides = self.device_strides
        ranges = [1 if m < 0 else n for n, m in zip(self.device_size, self.dim_map)]
        hstrides = [max(s, 0) for s in self.stride_map]
        tile = self.tile_dim
        if tile is None:  # 0-d: one element
            return (LoopNest(tuple(ranges), tuple(hstrides), dstrides, 0, 0),)
        per_stick = self.elems_per_stick
        full, rem = divmod(self.host_size[self.dim_map[-1]], per_stick)
        nests = []
        if full:
            ranges[tile] = full
            nests.append(LoopNest(tuple(ranges), tuple(hstrides), dstrides, 0, 0))
        if rem:
            ranges[tile], ranges[-1] = 1, rem
            nests.append(LoopNest(tuple(ranges), tuple(hstrides), dstrides,
                                  full * self.stride_map[tile], full * dstrides[tile]))
        return tuple(nests)

    @functools.lru_cache(maxsize=1024)
    def padding_nests(self) -> tuple[LoopNest, ...]:
        """Loop nests over the padded device positions (host strides all 0): what a zero fill covers."""
        if self.device_numel == 0:
            return ()
        dstrides = self.device_strides
        ranges = [1 if m < 0 else n for n, m in zip(self.device_size, self.dim_map)]
        zeros = (0,) * len(ranges)
        tile = self.tile_dim
        if tile is None:  # 0-d: every stick position but the first
            ranges[-1] = self.device_size[-1] - 1
            return (LoopNest(tuple(ranges), zeros, dstrides, 0, 1),) if ranges[-1] else ()
        per_stick = self.elems_per_stick
        full, rem = divmod(self.host_size[self.dim_map[-1]], per_stick)
        if not rem:
            return ()
        ranges[tile], ranges[-1] = 1, per_stick - rem
        return (LoopNest(tuple(ranges), zeros, dstrides, 0, full * dstrides[tile] + rem),)

    def view_nests(self, size, stride, offset: int) -> tuple[LoopNest, ...] | None:
        """Loop nests moving the elements of a strided view of the storage (size, stride, offset in
        host-storage elements) between a row-major buffer of the view's shape (the "host" side)
        and the device, without touching other elements; None when the view is not a simple
        product of host dims (then callers go through the whole storage).

        Supported: each view dim of size > 1 walks one host dim with a fixed step and stays inside
        it (slices, steps, transposes, permutes, selects, expands with stride 0); the sticked host
        dim is walked with step 1 by at most one view dim, split into a partial first stick, whole
        sticks and a partial last stick."""
        size, stride = tuple(int(n) for n in size), tuple(int(s) for s in stride)
        if len(size) != len(stride) or any(n < 0 for n in size):
            raise ValueError(f"view_nests: bad view size {size} / stride {stride}")
        if prod(size) == 0:
            return ()
        if self.tile_dim is None:  # a 0-d storage: its one element, viewed as itself (a where's scalar)
            return self.loop_nests() if prod(size) == 1 and offset == 0 else None
        host_strides = contiguous_strides(self.host_size)
        coords = []  # the view's first element in host coordinates
        rest = int(offset)
        for n, hs in zip(self.host_size, host_strides):
            coords.append(rest // hs if n else 0)
            rest -= coords[-1] * hs
        if rest or any(c >= n for c, n in zip(coords, self.host_size)):
            return None
        walks = []  # per view dim: (host dim or None for broadcast, step in host-dim units)
        reach = list(coords)  # last host coordinate touched, per host dim
        for n, st in zip(size, stride):
            if n == 1:
                walks.append((None, 0))
                continue
            if st == 0:
                walks.append((None, 0))
                continue
            fits = [d for d, hs in enumerate(host_strides)
                    if self.host_size[d] > 1 and st > 0 and st % hs == 0 and st // hs < self.host_size[d]]
            if not fits:
                return None
            d = max(fits, key=lambda i: host_strides[i])
            walks.append((d, st // host_strides[d]))
            reach[d] += (n - 1) * (st // host_strides[d])
        if any(r >= n for r, n in zip(reach, self.host_size)):
            return None
        stick, tile, per_stick = self.dim_map[-1], self.tile_dim, self.elems_per_stick
        stick_walkers = [k for k, (d, _) in enumerate(walks) if d == stick]
        if len(stick_walkers) > 1 or any(walks[k][1] != 1 for k in stick_walkers):
            return None
        dstrides = self.device_strides
        where = {d: i for i, d in enumerate(self.dim_map[:-1]) if d != stick}  # host dim -> device dim

        def device_offset(stick_coord):
            base = sum(coords[d] * dstrides[i] for d, i in where.items())
            return base + stick_coord // per_stick * dstrides[tile] + stick_coord % per_stick

        buf_strides = contiguous_strides(size)
        ranges = list(size)
        dev = [0 if d is None or d == stick else step * dstrides[where[d]] for d, step in walks]
        if not stick_walkers:
            return (LoopNest(tuple(ranges), buf_strides, tuple(dev), 0, device_offset(coords[stick])),)
        k = stick_walkers[0]
        start, n = coords[stick], size[k]
        head = min(n, (-start) % per_stick)
        whole, tail = divmod(n - head, per_stick)
        nests = []
        for first, count in ((0, head), (head + whole * per_stick, tail)):
            if count:
                ranges[k], dev[k] = count, 1
                nests.append(LoopNest(tuple(ranges), buf_strides, tuple(dev), first * buf_strides[k],
                                      device_offset(start + first)))
        if whole:  # view dim k becomes (sticks, stick)
            r = tuple(ranges[:k]) + (whole, per_stick) + tuple(ranges[k + 1:])
            b = buf_strides[:k] + (per_stick * buf_strides[k], buf_strides[k]) + buf_strides[k + 1:]
            dv = tuple(dev[:k]) + (dstrides[tile], 1) + tuple(dev[k + 1:])
            nests.append(LoopNest(r, b, dv, head * buf_strides[k], device_offset(start + head)))
        return tuple(nests)

    # ---- plain data ----
    # the largest storage places_alike compares element by element (a bigger one is copied instead)
    PLACES_ALIKE_MAX_ELEMENTS = 1 << 22

    @functools.lru_cache(maxsize=512)  # a decode step meets the same pair of layouts every call
    def places_alike(self, other: "SpyreTensorLayout") -> bool:
        """Does `other` put every host element of the same-size storage at the same device element,
        in an allocation of the same size (so the same bytes, padding included, where it expects
        them)? Two descriptions of one placement: a (7, 32) storage viewed as (1, 1, 7, 32) and a
        (1, 1, 7, 32) storage both keep row i in stick i. A kernel compiled for one can read the
        other as it is."""
        if self == other:
            return True
        if (self.device_dtype != other.device_dtype or self.host_numel != other.host_numel
                or self.device_numel != other.device_numel or self.host_numel > self.PLACES_ALIKE_MAX_ELEMENTS):
            return False
        every = np.arange(self.host_numel, dtype=np.int64)
        return bool(np.array_equal(self.device_offsets(every), other.device_offsets(every)))

    def to_dict(self) -> dict:
        return {k: (list(v) if isinstance(v, tuple) else v) for k, v in
                ((k, getattr(self, k)) for k in _LAYOUT_KEYS)}

    @classmethod
    def from_dict(cls, data) -> "SpyreTensorLayout":
        if not isinstance(data, dict):
            raise ValueError(f"SpyreTensorLayout.from_dict: expected a JSON object, got {type(data).__name__}")
        missing = [k for k in _LAYOUT_KEYS if k not in data]
        extra = sorted(set(data) - set(_LAYOUT_KEYS))
        if missing or extra:
            raise ValueError(f"SpyreTensorLayout.from_dict: missing fields {missing}, unknown fields {extra}")
        seqs = {}
        for k in _LAYOUT_KEYS[:-1]:
            if not isinstance(data[k], list):
                raise ValueError(f"SpyreTensorLayout.from_dict: field {k!r}: expected a list of ints, got {data[k]!r}")
            seqs[k] = tuple(data[k])
        return cls(**seqs, device_dtype=data["device_dtype"])

    def __repr__(self) -> str:
        return (f"SpyreTensorLayout({self.device_dtype}, host_size={list(self.host_size)}, "
                f"device_size={list(self.device_size)}, stride_map={list(self.stride_map)}, "
                f"dim_map={list(self.dim_map)})")

    # ---- checks ----
    def _validate(self):
        def bad(field, why):
            raise ValueError(f"SpyreTensorLayout.{field}: {why} (layout {self!r})")

        n = len(self.device_size)
        if n < 2:
            bad("device_size", f"expected at least 2 dims (tile/stick), got {n}")
        if len(self.stride_map) != n or len(self.dim_map) != n:
            bad("stride_map", f"stride_map and dim_map need {n} entries like device_size, "
                f"got {len(self.stride_map)} and {len(self.dim_map)}")
        if any(v < 0 for v in self.host_size) or any(v < 0 for v in self.device_size):
            bad("device_size", "sizes must be non-negative")
        if self.device_size[-1] != self.elems_per_stick:
            bad("device_size", f"last (stick) dim must be {self.elems_per_stick} for {self.device_dtype}, "
                f"got {self.device_size[-1]}")
        ndim = len(self.host_size)
        for i, (d, s) in enumerate(zip(self.dim_map, self.stride_map)):
            if not -1 <= d < ndim:
                bad("dim_map", f"entry {i} = {d} is not a host dim of a {ndim}-d size or -1")
            if (d < 0) != (s < 0) or s < -1:
                bad("stride_map", f"entry {i} = {s}: -1 exactly where dim_map is -1 (dim_map[{i}] = {d})")
            if d < 0 and i != n - 1 and self.device_size[i] != 1:
                bad("device_size", f"synthetic dim {i} must have size 1, got {self.device_size[i]}")
        stick_host = self.dim_map[-1]
        if ndim == 0:
            if any(d >= 0 for d in self.dim_map):
                bad("dim_map", "a 0-d layout has only synthetic dims")
            return
        if stick_host < 0:
            bad("dim_map", "the stick dim must walk a host dim")
        host_strides = contiguous_strides(self.host_size)
        for d in range(ndim):
            where = [i for i, m in enumerate(self.dim_map) if m == d]
            if len(where) != (2 if d == stick_host else 1):
                bad("dim_map", f"host dim {d} must appear {'twice' if d == stick_host else 'once'}, "
                    f"appears at device dims {where}")
            if d == stick_host:
                tile = where[0]
                want_tiles = -(-self.host_size[d] // self.elems_per_stick)
                if self.device_size[tile] != want_tiles:
                    bad("device_size", f"dim {tile} must hold {want_tiles} sticks for host extent "
                        f"{self.host_size[d]}, got {self.device_size[tile]}")
                want = (self.elems_per_stick * host_strides[d], host_strides[d])
                got = (self.stride_map[tile], self.stride_map[-1])
            else:
                if self.device_size[where[0]] != self.host_size[d]:
                    bad("device_size", f"dim {where[0]} must equal host extent {self.host_size[d]}, "
                        f"got {self.device_size[where[0]]}")
                want, got = host_strides[d], self.stride_map[where[0]]
            if want != got:
                bad("stride_map", f"host dim {d}: expected host strides {want}, got {got}")


# ---------------------------------------------------------------------------------------------
# storage images: moves between a host-order byte buffer and device layout
# ---------------------------------------------------------------------------------------------
def nest_conversion(layout: SpyreTensorLayout, nest: LoopNest, to_device: bool) -> LayoutConversion:
    """The runtime LayoutConversion of one loop nest, host -> device or device -> host."""
    if to_device:
        return LayoutConversion(layout.itemsize, nest.ranges, nest.host_strides, nest.device_strides,
                                nest.host_offset, nest.device_offset)
    return LayoutConversion(layout.itemsize, nest.ranges, nest.device_strides, nest.host_strides,
                            nest.device_offset, nest.host_offset)


def write_image(stream, address: int, layout: SpyreTensorLayout, image: np.ndarray, name: str | None = None) -> None:
    """Enqueue h2d transfers of a host image (uint8, host_numel*itemsize bytes, not touched by
    the caller afterwards) into the device allocation at `address`; `name` names the transfers."""
    want = layout.host_numel * layout.itemsize
    if image.dtype != np.uint8 or image.size != want:
        raise ValueError(f"write_image: expected {want} host bytes for {layout!r}, got {image.size} {image.dtype}")
    for nest in layout.loop_nests():
        stream.enqueue(Transfer("h2d", image, address, conversion=nest_conversion(layout, nest, True), name=name))


def read_image(stream, address: int, layout: SpyreTensorLayout, name: str | None = None) -> np.ndarray:
    """The host image of the allocation at `address`, after `stream` drained."""
    image = np.empty(layout.host_numel * layout.itemsize, dtype=np.uint8)
    for nest in layout.loop_nests():
        stream.enqueue(Transfer("d2h", address, image, conversion=nest_conversion(layout, nest, False), name=name))
    stream.synchronize()
    return image

