"""Typed operations a stream carries: HostCallback, Transfer, Compute, Signal, Wait.

Each op declares its device-memory footprint as `reads` / `writes`: lists of (device address,
nbytes). The scheduler (scheduler.py) orders and runs ops; an op only knows how to do its own
work (`execute`) and how long it takes on its pipeline (`duration_cycles`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ..errors import DeviceFault

PIPELINES = ("host", "dma", "compute", "link")  # link: the card-to-card port (Collective)
FINISHED_STATES = ("done", "failed", "cancelled")
TRANSFER_KINDS = ("h2d", "d2h", "d2d")


@dataclass
class ComputeResult:
    """What a kernel's run returns: simulated cycles on the compute pipeline, plus anything the
    card wants to report (per-unit cycles, instruction counts, ...)."""

    cycles: int
    detail: dict = field(default_factory=dict)


def _check_int(value, what: str, *, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{what}: expected an int, got {type(value).__name__} {value!r}")
    value = int(value)
    if minimum is not None and value < minimum:
        raise ValueError(f"{what}: expected an int >= {minimum}, got {value}")
    return value


def _check_ranges(ranges, what: str) -> list[tuple[int, int]]:
    out = []
    for i, r in enumerate(ranges or ()):
        try:
            addr, n = r
        except (TypeError, ValueError):
            raise TypeError(f"{what}[{i}]: expected an (address, nbytes) pair, got {r!r}") from None
        out.append((_check_int(addr, f"{what}[{i}] address"), _check_int(n, f"{what}[{i}] nbytes", minimum=0)))
    return out


class Op:
    """Base of every typed op. The scheduler fills the bookkeeping fields.

    Template ops: an op built (and checked) once and never enqueued can stand for many: `fresh()`
    returns a new, enqueueable op with the same fields (what a prepared launch builds per call)."""

    pipeline: str | None = None  # None: takes no time on any pipeline (Signal, Wait)
    # bookkeeping, set on the instance by the scheduler (the class holds the values of a new op,
    # so building one, and copying a template, sets only its own fields)
    id: int | None = None
    stream = None
    state = "new"  # new -> pending -> done | failed | cancelled
    error: BaseException | None = None
    issue_time = 0  # host clock when enqueued (cycles)
    start = end = None  # simulated cycles
    # (op id, "event" | "derived", detail or None) per dependency beyond stream order, for inspection
    # (a list, set at enqueue)
    edges: tuple | list = ()
    # the batch (enqueue_many's items, a deferred record's expansion) it was enqueued in, when more than one op
    batch = None
    # True: the scheduler calls execute_at(memory, start) (the op needs its simulated start) instead of execute
    timed_execute = False

    def __init__(self, name: str, reads=(), writes=(), derive_edges: bool | None = None):
        self.name = name
        self.reads = _check_ranges(reads, f"{name}: reads")
        self.writes = _check_ranges(writes, f"{name}: writes")
        # None: follow the runtime's setting; False: this op neither gets nor gives derived edges
        self.derive_edges = derive_edges
        # dependencies beyond stream order, as (earlier op, "event" | "derived", detail or None),
        # held until this op finishes (then emptied, so that finished ops do not keep chains of
        # older ops alive); `edges` keeps their ids
        self.deps: list[tuple] = []

    @property
    def finished(self) -> bool:
        return self.state in FINISHED_STATES

    def fresh(self):
        """A new op with this template's fields and new bookkeeping, ready to enqueue. The fields
        are shared, not copied: the scheduler never changes an op's reads, writes or buffers, and
        a caller that gives the new op other values assigns new objects."""
        if self.state != "new":
            raise ValueError(f"fresh: {self!r} was enqueued; only a never-enqueued template op can be copied")
        op = object.__new__(type(self))
        op.name, op.reads, op.writes, op.derive_edges, op.deps = self.name, self.reads, self.writes, self.derive_edges, []
        self._copy_fields(op)
        return op

    def _copy_fields(self, op) -> None:
        """fresh(): the subclass's own fields onto `op`. Each op class names its fields (attribute
        by attribute keeps CPython's compact instance layout, which a __dict__ update gives up, and
        the scheduler reads these ops often); this fallback copies whatever a subclass set."""
        for key, value in self.__dict__.items():
            if key not in op.__dict__:
                setattr(op, key, value)

    def execute(self, memory) -> None:
        """Do the op's functional work on device memory."""

    def duration_cycles(self, config) -> int:
        return 0

    def queued_cycles(self, config) -> int:
        """Duration when the op became ready while its pipeline was still busy (Timeline.place): the
        same as duration_cycles unless the pipeline has a start-up cost that a running one skips."""
        return self.duration_cycles(config)

    def release(self) -> None:
        """Drop what a finished op no longer needs (host buffers, callbacks) so history stays light."""

    def __repr__(self):
        stream = getattr(self.stream, "id", None)
        return f"<{type(self).__name__} #{self.id} {self.name!r} stream={stream} {self.state}>"


class HostCallback(Op):
    """Runs `fn()` on the host pipeline, in stream order."""

    pipeline = "host"

    def __init__(self, fn, name: str | None = None, *, reads=(), writes=(), derive_edges=None):
        if not callable(fn):
            raise TypeError(f"HostCallback: fn must be callable, got {fn!r}")
        super().__init__(name or f"host {getattr(fn, '__name__', 'callback')}", reads, writes, derive_edges)
        self.fn = fn

    def _copy_fields(self, op):
        op.fn = self.fn

    def execute(self, memory):
        self.fn()

    def release(self):
        self.fn = None

    def duration_cycles(self, config):
        return config.host_callback_cycles

    def queued_cycles(self, config):
        return config.host_callback_queued_cycles


@dataclass(frozen=True)
class LayoutConversion:
    """Strided element copy: for every index vector i over `loop_ranges`,
    dst[dst_offset + i.dst_strides] = src[src_offset + i.src_strides] (offsets, strides in elements;
    stride 0 on the source broadcasts, which is how fills are done)."""

    elem_bytes: int
    loop_ranges: tuple
    src_strides: tuple
    dst_strides: tuple
    src_offset: int = 0
    dst_offset: int = 0

    def __post_init__(self):
        _check_int(self.elem_bytes, "LayoutConversion.elem_bytes", minimum=1)
        for name in ("loop_ranges", "src_strides", "dst_strides"):
            value = tuple(getattr(self, name))
            for i, v in enumerate(value):
                _check_int(v, f"LayoutConversion.{name}[{i}]", minimum=0 if name == "loop_ranges" else None)
            object.__setattr__(self, name, tuple(int(v) for v in value))
        for name in ("src_strides", "dst_strides"):
            if len(getattr(self, name)) != len(self.loop_ranges):
                raise ValueError(
                    f"LayoutConversion.{name}: expected {len(self.loop_ranges)} strides (one per loop range), "
                    f"got {len(getattr(self, name))}"
                )
        _check_int(self.src_offset, "LayoutConversion.src_offset")
        _check_int(self.dst_offset, "LayoutConversion.dst_offset")

    @property
    def num_elements(self) -> int:
        return math.prod(self.loop_ranges)

    def extent(self, side: str) -> tuple[int, int] | None:
        """(first, last + 1) element offsets touched on `side` ("src"/"dst"), None when empty."""
        if self.num_elements == 0:
            return None
        strides = self.src_strides if side == "src" else self.dst_strides
        offset = self.src_offset if side == "src" else self.dst_offset
        lo = offset + sum(min(0, s * (r - 1)) for s, r in zip(strides, self.loop_ranges))
        hi = offset + sum(max(0, s * (r - 1)) for s, r in zip(strides, self.loop_ranges))
        return lo, hi + 1

    def strided_view(self, buf: np.ndarray, side: str, first_elem: int) -> np.ndarray:
        """View of the elements on `side`, given `buf` (uint8) whose byte 0 is element `first_elem`."""
        eb = self.elem_bytes
        dtype = np.dtype(f"u{eb}") if eb in (1, 2, 4, 8) else np.dtype((np.void, eb))
        elems = buf.view(dtype)  # 1-D contiguous; unaligned views are fine for numpy
        strides = self.src_strides if side == "src" else self.dst_strides
        offset = self.src_offset if side == "src" else self.dst_offset
        start = elems[offset - first_elem:]  # the element at `offset`
        return np.lib.stride_tricks.as_strided(
            start, shape=self.loop_ranges, strides=tuple(s * eb for s in strides), writeable=(side == "dst")
        )


def _host_buffer(buf, what: str, writable: bool) -> np.ndarray:
    if not isinstance(buf, np.ndarray):
        if writable:
            raise TypeError(f"{what}: expected a writable numpy uint8 array, got {type(buf).__name__}")
        try:
            buf = np.frombuffer(memoryview(buf).cast("B"), dtype=np.uint8)
        except TypeError:
            raise TypeError(f"{what}: expected a numpy uint8 array or bytes-like object, got {type(buf).__name__}") from None
    if buf.dtype != np.uint8:
        raise TypeError(f"{what}: expected dtype uint8, got {buf.dtype}")
    if not buf.flags.c_contiguous:
        raise ValueError(f"{what}: host buffer must be C-contiguous")
    if writable and not buf.flags.writeable:
        raise ValueError(f"{what}: host buffer must be writable")
    return buf.reshape(-1)


class Transfer(Op):
    """A DMA: "h2d" (src host array -> dst device address), "d2h" (src device -> dst host array),
    "d2d". Without a conversion it copies `nbytes` contiguous bytes; with a LayoutConversion it
    copies the strided elements the conversion describes (vectorized, one numpy assignment)."""

    pipeline = "dma"

    def __init__(self, kind, src, dst, nbytes=None, conversion: LayoutConversion | None = None,
                 name: str | None = None, *, derive_edges=None):
        if kind not in TRANSFER_KINDS:
            raise ValueError(f"Transfer.kind: expected one of {TRANSFER_KINDS}, got {kind!r}")
        if conversion is not None and not isinstance(conversion, LayoutConversion):
            raise TypeError(f"Transfer.conversion: expected a LayoutConversion, got {type(conversion).__name__}")
        self.kind = kind
        self.conversion = conversion
        src_host, dst_host = kind == "h2d", kind == "d2h"
        self.src = _host_buffer(src, "Transfer.src", False) if src_host else _check_int(src, "Transfer.src (device address)")
        self.dst = _host_buffer(dst, "Transfer.dst", True) if dst_host else _check_int(dst, "Transfer.dst (device address)")
        if conversion is None:
            if nbytes is None:
                host = self.src if src_host else self.dst if dst_host else None
                if host is None:
                    raise ValueError("Transfer: nbytes is required for a d2d transfer without a conversion")
                nbytes = host.size
            self.nbytes = _check_int(nbytes, "Transfer.nbytes", minimum=0)
            src_span = dst_span = (0, self.nbytes)
        else:
            if nbytes is not None:
                raise ValueError("Transfer: give either nbytes or a conversion, not both")
            self.nbytes = conversion.num_elements * conversion.elem_bytes
            src_span, dst_span = (self._byte_span("src"), self._byte_span("dst"))
        for side, host, span in (("src", src_host, src_span), ("dst", dst_host, dst_span)):
            if host and span is not None:
                buf = getattr(self, side)
                if span[0] < 0 or span[1] > buf.size:
                    raise ValueError(
                        f"Transfer.{side}: host buffer of {buf.size} bytes is too small; "
                        f"the transfer touches bytes [{span[0]}, {span[1]})"
                    )
        self.src_span, self.dst_span = src_span, dst_span
        reads = [] if src_host or src_span is None or src_span[0] == src_span[1] else [
            (self.src + src_span[0], src_span[1] - src_span[0])]
        writes = [] if dst_host or dst_span is None or dst_span[0] == dst_span[1] else [
            (self.dst + dst_span[0], dst_span[1] - dst_span[0])]
        super().__init__(name or f"{kind} {self.nbytes}B", reads, writes, derive_edges)

    def _copy_fields(self, op):
        op.kind, op.conversion, op.src, op.dst, op.nbytes = self.kind, self.conversion, self.src, self.dst, self.nbytes
        op.src_span, op.dst_span = self.src_span, self.dst_span

    def _byte_span(self, side):
        ext = self.conversion.extent(side)
        if ext is None:
            return None
        return ext[0] * self.conversion.elem_bytes, ext[1] * self.conversion.elem_bytes

    def _side_bytes(self, memory, side) -> np.ndarray:
        """The uint8 buffer covering this side's span (device sides are bounds-checked)."""
        span = self.src_span if side == "src" else self.dst_span
        target = getattr(self, side)
        if isinstance(target, np.ndarray):
            return target[span[0]:span[1]]
        return memory.view(target + span[0], span[1] - span[0], f"{self.name}: {side}")

    def execute(self, memory):
        if self.nbytes == 0:
            return
        src = self._side_bytes(memory, "src")
        dst = self._side_bytes(memory, "dst")
        conv = self.conversion
        if conv is None:
            dst[:] = src
            return
        eb = conv.elem_bytes
        src_view = conv.strided_view(src, "src", self.src_span[0] // eb)
        dst_view = conv.strided_view(dst, "dst", self.dst_span[0] // eb)
        dst_view[...] = src_view

    def release(self):
        if isinstance(self.src, np.ndarray):
            self.src = None
        if isinstance(self.dst, np.ndarray):
            self.dst = None

    def duration_cycles(self, config):
        per_cycle = config.lpddr5_bytes_per_cycle if self.kind == "d2d" else config.pcie_bytes_per_cycle
        return config.dma_latency_cycles + math.ceil(self.nbytes / per_cycle)

    def queued_cycles(self, config):
        per_cycle = config.lpddr5_bytes_per_cycle if self.kind == "d2d" else config.pcie_bytes_per_cycle
        return config.dma_queued_descriptor_cycles + math.ceil(self.nbytes / per_cycle)


class Compute(Op):
    """Runs `kernel.run(memory, fetched) -> ComputeResult` on the compute pipeline.

    `program_range=(addr, n)` is what the fetch engine copies into its instruction buffer; the
    scheduler takes that snapshot as early as allowed (at enqueue, or right after `fetch_after`
    fires) and passes it as `fetched` (None without a program_range).

    `describe_fault`: None, or `fn(memory) -> str | None` set by whoever launched the op when it
    knows what a fault of this kernel would mean (an index out of range: which op, which index);
    called when the kernel raises a DeviceFault, its text put before the card's. It is dropped with
    the kernel once the op has run."""

    pipeline = "compute"
    describe_fault = None

    def __init__(self, kernel, reads=(), writes=(), program_range=None, fetch_after=None,
                 name: str | None = None, *, derive_edges=None):
        if not callable(getattr(kernel, "run", None)):
            raise TypeError(f"Compute: kernel must have a run(memory, fetched) method, got {kernel!r}")
        super().__init__(name or f"compute {getattr(kernel, 'name', type(kernel).__name__)}", reads, writes, derive_edges)
        self.kernel = kernel
        self.program_range = None if program_range is None else _check_ranges([program_range], f"{self.name}: program_range")[0]
        self.fetch_after = fetch_after
        self.fetch_state = "none" if program_range is None else "waiting"  # -> "done" | "failed"

    # set when the fetch engine copies the program (fetched or fetch_error, at fetch_time) and when
    # the op runs (result)
    fetched: bytes | None = None
    fetch_error: BaseException | None = None
    fetch_time = None
    result: ComputeResult | None = None

    def _copy_fields(self, op):
        op.kernel, op.program_range, op.fetch_after, op.fetch_state = (
            self.kernel, self.program_range, self.fetch_after, self.fetch_state)

    def fetch(self, memory, time):
        """The fetch engine's copy of the program range (a failure surfaces when the op runs)."""
        try:
            self.fetched = memory.read(*self.program_range, what=f"{self.name}: program fetch")
            self.fetch_state = "done"
        except DeviceFault as exc:
            self.fetch_error, self.fetch_state = exc, "failed"
        self.fetch_time = time

    def execute(self, memory):
        if self.fetch_error is not None:
            raise self.fetch_error
        try:
            result = self.kernel.run(memory, self.fetched)
        except DeviceFault as fault:
            if self.describe_fault is None:
                raise
            try:
                note = self.describe_fault(memory)
            except Exception as e:  # noqa: BLE001 - the card's fault is the error; the note only explains it
                note = f"(the fault's description failed: {type(e).__name__}: {e})"
            if not note:
                raise
            raise DeviceFault(f"{note}\n{fault}") from None
        if not isinstance(result, ComputeResult):
            raise TypeError(f"{self.name}: kernel.run must return a ComputeResult, got {type(result).__name__}")
        _check_int(result.cycles, f"{self.name}: ComputeResult.cycles", minimum=0)
        self.result = result

    def duration_cycles(self, config):
        return (self.result.cycles if self.result is not None else 0) + config.compute_launch_cycles

    def release(self):
        # the kernel object (its allowed ranges, the prepared program it runs) and the fetched
        # program bytes are not needed once the op ran: history keeps thousands of ops, and a kept
        # kernel would keep a released plan's prepared program alive
        self.kernel = None
        self.fetched = None
        if self.describe_fault is not None:  # (what it holds -- a launch's tensors -- goes with it)
            self.describe_fault = None


class Signal(Op):
    """Fires `event` once every op before it on its stream has completed. Enqueueing it makes it
    the event's latest record (Event.record builds and enqueues one)."""

    def __init__(self, event, name: str | None = None):
        super().__init__(name or f"signal {event.name}")
        self.event = event

    def _copy_fields(self, op):
        op.event = self.event


class Wait(Op):
    """Holds its stream until the Signal that `event` last recorded (at enqueue time) fires;
    fails with QueueError if that signal's stream failed."""

    def __init__(self, event, name: str | None = None):
        super().__init__(name or f"wait {event.name}")
        self.event = event

    def _copy_fields(self, op):
        op.event = self.event


class Collective(Op):
    """One collective (or send / recv) of this card with its peers, on the `link` pipeline.

    `exchange(memory, start) -> int` does the work when the op runs: it moves the bytes (through
    whatever carries them between processes; the torch binding uses gloo) and returns the simulated
    cycle at which the last card taking part was ready (the cards' clocks agree at their first
    collective). The op then takes the wait for that card plus the link model's cost
    (link.collective_cycles of kind, nbytes, world_size), so every card ends the collective at the
    same simulated time. reads / writes: the device ranges of its inputs and outputs."""

    pipeline = "link"
    timed_execute = True
    wait_cycles = 0  # set when it runs: how long this card waited for the last peer

    def __init__(self, kind: str, exchange, nbytes: int, world_size: int, reads=(), writes=(),
                 name: str | None = None):
        from ..link import COLLECTIVE_KINDS

        if kind not in COLLECTIVE_KINDS:
            raise ValueError(f"Collective.kind: expected one of {COLLECTIVE_KINDS}, got {kind!r}")
        if not callable(exchange):
            raise TypeError(f"Collective: exchange must be callable, got {exchange!r}")
        super().__init__(name or f"{kind} {nbytes}B", reads, writes)
        self.kind = kind
        self.exchange = exchange
        self.nbytes = _check_int(nbytes, "Collective.nbytes", minimum=0)
        self.world_size = _check_int(world_size, "Collective.world_size", minimum=1)

    def _copy_fields(self, op):
        op.kind, op.exchange, op.nbytes, op.world_size = self.kind, self.exchange, self.nbytes, self.world_size

    def execute_at(self, memory, start: int) -> None:
        latest = self.exchange(memory, start)
        self.wait_cycles = max(0, _check_int(latest, f"{self.name}: exchange result") - start)

    def execute(self, memory):
        raise TypeError(f"{self.name}: a Collective runs through execute_at (the scheduler passes its start)")

    def duration_cycles(self, config):
        from ..link import collective_cycles

        return self.wait_cycles + collective_cycles(config, self.kind, self.nbytes, self.world_size)

    def release(self):
        self.exchange = None  # (it holds the tensors it read and wrote until the op ran)
