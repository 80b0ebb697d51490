"""torch.profiler on spyre: the Python half of the Kineto activity profiler (csrc/spyre_profiler.cpp).

With `ProfilerActivity.PrivateUse1`, Kineto starts a spyre session: `session_start()` makes a
`QueueObserver` watch every runtime's scheduler (Scheduler.observer). Each op enqueued from then
on is remembered with the host-op correlation id Kineto pushed on the enqueueing thread (the
innermost recorded op: a compiled kernel's launch, `aten::copy_`, an eager op) and the wall time.
`session_stop()` synchronizes those runtimes (ops run, and get their simulated times, only there)
and returns one record per op that ran on a pipeline, for the C++ side to hand to Kineto:

- computes as kernels (named as their launch's host op: the kernel's name and its program's
  content hash, `spyre_k0 [3f2a9c1b]`: every graph names its kernels spyre_k0, spyre_k1, ...,
  and launches of one program aggregate in key_averages), transfers as memcpy (a fill: memset), host
  callbacks (the card's host worker writing launch patches) as PrivateUse1 runtime events;
- tracks: one per (pipeline, stream) of each device ("compute · stream 0", "dma · stream 1");
- durations are the simulated ones exactly (cycles / clock); starts keep their simulated offsets
  from the session's first device op, which is placed at the wall time its host op issued it.
  The card is simulated, so device time and host time are different clocks: the device tracks
  show where the card would spend its time, the host tracks what this process did, and the flow
  arrows join each device op to the host op that launched it.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
import warnings

import spyre_runtime
from spyre_runtime.queues.ops import PIPELINES, Compute, HostCallback, Transfer

# record kinds, as csrc/spyre_profiler.cpp maps them to Kineto activity types
KERNEL, MEMCPY, MEMSET, RUNTIME = 0, 1, 2, 3
_PIPELINE_INDEX = {p: i for i, p in enumerate(PIPELINES)}

_lock = threading.Lock()
_session = None  # the QueueObserver of the running session


def _correlation() -> int:
    from . import shim

    return shim.extension().profiler_correlation()


class QueueObserver:
    """Watches the schedulers of some runtimes (Scheduler.observer) for one profiling session."""

    def __init__(self, runtimes, correlation=_correlation, clock=time.time_ns):
        self.runtimes = list(runtimes)
        self.correlation = correlation
        self.clock = clock
        self.ops: list = []  # (op, device index, correlation id, wall ns when issued)
        self._device_of = {}

    def start(self) -> None:
        for rt in self.runtimes:
            self._device_of[id(rt.scheduler)] = rt.device_index
            rt.scheduler.observer = self

    def stop(self) -> None:
        for rt in self.runtimes:
            if rt.scheduler.observer is self:
                rt.scheduler.observer = None

    # ---- Scheduler.observer ----
    def context(self):
        return self.correlation(), self.clock(), getattr(_launch, "name", None)

    def enqueued(self, op, context) -> None:
        if op.pipeline is None:  # signals and waits take no time on any pipeline
            return
        correlation, wall_ns, launch_name = context
        name = launch_name if launch_name is not None and isinstance(op, Compute) else _name(op)
        self.ops.append((op, self._device_of.get(id(op.stream.scheduler), 0), correlation, wall_ns, name))

    # ---- the session's result ----
    def synchronize(self) -> list[str]:
        """Run what was enqueued (simulated times exist only once ops ran); errors are returned, not
        raised: a failed stream stays failed and the program sees it at its next synchronize."""
        errors = []
        for rt in self.runtimes:
            try:
                rt.scheduler.run()
            except Exception as e:  # (run itself records op failures on streams; this is a misuse)
                errors.append(f"spyre profiler: synchronizing device {rt.device_index}: {type(e).__name__}: {e}")
        return errors

    def records(self):
        """(records, resources, devices, span start ns, span end ns): what the C++ session reads.

        A record: (name, kind, device, resource, start ns, end ns, correlation id, {key: JSON}).
        A resource: (device, id, name); its id is stream id * len(PIPELINES) + pipeline index."""
        ran = [r for r in self.ops if r[0].state == "done" and r[0].start is not None]
        records, resources = [], {}
        span_start = span_end = self.clock()
        if ran:
            first = min(ran, key=lambda r: (r[0].start, r[0].id))
            origin_cycles, origin_ns = first[0].start, first[3]
            hz = {dev: self._config(dev).clock_hz for dev in {r[1] for r in ran}}
            span_start = origin_ns
            for op, dev, corr, _, name in ran:
                to_ns = 1e9 / hz[dev]
                start_ns = origin_ns + round((op.start - origin_cycles) * to_ns)
                end_ns = start_ns + round((op.end - op.start) * to_ns)
                span_end = max(span_end, end_ns)
                resource = op.stream.id * len(PIPELINES) + _PIPELINE_INDEX[op.pipeline]
                resources[dev, resource] = f"{op.pipeline} · stream {op.stream.id}"
                records.append((name, _kind(op), dev, resource, start_ns, end_ns, corr, _args(op)))
        resource_list = [(dev, rid, name) for (dev, rid), name in sorted(resources.items())]
        devices = sorted({dev for dev, _ in resources}) or [rt.device_index for rt in self.runtimes[:1]]
        return records, resource_list, devices, span_start, span_end

    def _config(self, device):
        for rt in self.runtimes:
            if rt.device_index == device:
                return rt.config
        return self.runtimes[0].config


_launch = threading.local()  # .name: the kernel launch being issued on this thread (launching())


@contextlib.contextmanager
def launching(name: str):
    """Around a compiled kernel's launch while profiling: its compute is named `name` (the host op's
    name: the kernel and its program, since every graph names its kernels spyre_k0, spyre_k1, ...)."""
    _launch.name = name
    try:
        yield
    finally:
        _launch.name = None


def _name(op) -> str:
    if isinstance(op, Compute) and op.name.startswith("compute "):
        return op.name[len("compute "):]  # the kernel's name, as CUDA kernels are named
    return op.name


def _kind(op) -> int:
    if isinstance(op, Compute):
        return KERNEL
    if isinstance(op, Transfer):
        conv = op.conversion
        return MEMSET if conv is not None and conv.src_strides and not any(conv.src_strides) else MEMCPY
    if isinstance(op, HostCallback):
        return RUNTIME
    return KERNEL


def _args(op) -> dict:
    """Metadata shown with the event (values as JSON text)."""
    args = {"stream": op.stream.id, "pipeline": op.pipeline, "op": op.id,
            "start cycles": op.start, "end cycles": op.end}
    if isinstance(op, Transfer):
        args["transfer"] = op.kind
        args["bytes"] = op.nbytes
    return {k: json.dumps(v) for k, v in args.items()}


def _observed_runtimes():
    from . import streams

    return [spyre_runtime.get_runtime(i) for i in range(streams.device_count())]


def session_start() -> None:
    """Called by the C++ session's start(): watch every device's queues."""
    global _session
    with _lock:
        if _session is not None:
            _session.stop()
        _session = QueueObserver(_observed_runtimes())
        _session.start()


def session_stop():
    """Called by the C++ session's stop(): run what was enqueued and return the records."""
    global _session
    with _lock:
        observer, _session = _session, None
    if observer is None:
        return [], [], [], 0, 0
    observer.stop()
    for error in observer.synchronize():
        warnings.warn(error, RuntimeWarning, stacklevel=2)
    return observer.records()


def profiling() -> bool:
    """True while a torch.profiler session watches spyre's queues."""
    return _session is not None


# ---- the legacy autograd profiler (torch.autograd.profiler.profile(use_device="spyre")) ----
# Its PrivateUse1 stubs (csrc/spyre_profiler.cpp) record a timed event on the current stream at
# each op's start and end, and take an op's device time as the simulated time between them.


def legacy_record(device_index: int) -> int:
    """A timed event recorded on this thread's current stream of the device; its handle."""
    from . import streams

    handle = streams.create_event(device_index, True)
    streams.record_event(handle, device_index, streams.current_runtime_stream(device_index).id)
    return handle


def legacy_elapsed_us(start_handle: int, end_handle: int) -> float:
    """Simulated microseconds between two recorded events (runs the card up to the later one)."""
    from . import streams

    streams.synchronize_event(end_handle)
    return streams.elapsed_time(start_handle, end_handle) * 1000.0
