"""Runtime: one simulated card — device memory, its allocator, the card, and the streams.

`get_runtime(i)` gives the process-wide runtime of device i (built on first use from
`HardwareConfig.from_env()`); tests build private `Runtime(config, seed=...)` objects.
"""

from __future__ import annotations

import threading

from .config import HardwareConfig
from .memory.allocator import DeviceAllocator
from .memory.arena import DeviceMemory
from .queues.scheduler import Scheduler
from .queues.stream import Event, Stream


class Runtime:
    def __init__(self, config: HardwareConfig | None = None, *, seed: int | None = None,
                 derive_edges: bool = True, max_pending: int = 4096, device_index: int = 0):
        self.config = config if config is not None else HardwareConfig.from_env()
        self.device_index = device_index
        self.memory = DeviceMemory(self.config.arena_bytes)
        self.allocator = DeviceAllocator(self.config, self.memory)
        self.scheduler = Scheduler(self.config, self.memory, seed=seed, derive_edges=derive_edges,
                                   max_pending=max_pending)
        self._pool: list[Stream] = []
        self._next_pool = 0
        self._card = None
        self._side_stream = None

    @property
    def card(self):
        """The simulated card, built on first use (imported lazily: the queues do not need it)."""
        if self._card is None:
            from .card.machine import Card

            self._card = Card(self.config, self.memory)
            # kernels launched here never read what an earlier kernel left in a scratchpad (each
            # writes what it reads): the fast engine need not leave those contents as the reference does
            self._card.keep_scratchpads = False
        return self._card

    @property
    def default_stream(self) -> Stream:
        return self.scheduler.default_stream

    def new_stream(self) -> Stream:
        """A stream from the device's pool (`streams_per_device` of them, handed out round robin)."""
        if len(self._pool) < self.config.streams_per_device:
            self._pool.append(self.scheduler.new_stream())
            return self._pool[-1]
        stream = self._pool[self._next_pool % len(self._pool)]
        self._next_pool += 1
        return stream

    def side_stream(self, stream: Stream) -> Stream:
        """Where to enqueue device work that `stream`'s later ops need not wait for in stream order, only
        through their footprints (derived edges): program loads and the zero fills of fresh
        allocations. In two-stream launch mode that is one private stream of this runtime, so such
        transfers overlap the computes on the device stream (the DMA and compute pipelines run side by
        side); in single-stream mode it is `stream` itself (everything in one order)."""
        if self.config.launch_mode != "two-stream" or not self.scheduler.derive_edges:
            return stream
        if self._side_stream is None:
            self._side_stream = self.scheduler.new_stream()
        return self._side_stream

    def stream(self, stream_id: int) -> Stream:
        try:
            return self.scheduler.streams[stream_id]
        except KeyError:
            raise ValueError(
                f"Runtime.stream: no stream with id {stream_id!r} on device {self.device_index} "
                f"(known: {sorted(self.scheduler.streams)})"
            ) from None

    def new_event(self, enable_timing: bool = True, name: str | None = None) -> Event:
        return self.scheduler.new_event(enable_timing, name)

    def synchronize(self) -> None:
        """Drain every stream; re-raise the first error recorded on any of them."""
        sched = self.scheduler
        sched.run()
        sched.host_time = max([sched.host_time] + [s.last_end for s in sched.streams.values()])
        error = sched.first_error()
        if error is not None:
            raise error
        reported = [s for s in sched.streams.values() if s.interrupt_error is not None]
        if reported:  # (once: they do not fail their streams)
            error = reported[0].interrupt_error
            for stream in reported:
                stream.interrupt_error = None
            raise error

    def clear_errors(self) -> None:
        """Make every failed stream usable again (errors are sticky until cleared)."""
        for stream in self.scheduler.streams.values():
            stream.clear_error()

    def dependency_graph(self):
        return self.scheduler.dependency_graph()

    def trace(self) -> str:
        """Chrome trace JSON text of the recent ops (open it in Perfetto or chrome://tracing)."""
        return self.scheduler.trace()

    def timeline_table(self) -> str:
        return self.scheduler.timeline_table()


_runtimes: dict[int, Runtime] = {}
_lock = threading.Lock()


def get_runtime(device_index: int = 0) -> Runtime:
    with _lock:
        rt = _runtimes.get(device_index)
        if rt is None:
            config = HardwareConfig.from_env()
            if isinstance(device_index, bool) or not isinstance(device_index, int) or not (
                0 <= device_index < config.num_devices
            ):
                raise ValueError(
                    f"get_runtime: device_index must be in [0, {config.num_devices}), got {device_index!r}"
                )
            rt = _runtimes[device_index] = Runtime(config, device_index=device_index)
        return rt


def reset_runtime() -> None:
    """Forget every process-wide runtime (tests); the next get_runtime builds a fresh one."""
    with _lock:
        _runtimes.clear()
