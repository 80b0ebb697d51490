"""Stream (an ordered queue of typed ops) and Event (a marker recorded on a stream).

Both are thin handles on the Scheduler, which owns ordering, execution and time. Enqueueing
never runs anything; `synchronize` / `query` ask the scheduler to run (see scheduler.py).
"""

from __future__ import annotations

import collections
import itertools

from ..errors import QueueError
from .ops import Signal, Wait


class Stream:
    def __init__(self, scheduler, stream_id: int):
        self.scheduler = scheduler
        self.id = stream_id
        self._queue: collections.deque = collections.deque()  # pending ops, in order
        self.error: BaseException | None = None  # first error recorded on this stream
        self.error_op = None  # the op that recorded it
        # the first InterruptedOpError of an op on this stream since the last synchronize (raised
        # once by the next one; it does not fail the stream: scheduler.py's module doc)
        self.interrupt_error: BaseException | None = None
        self.last_end = 0  # simulated end (cycles) of the last op that left the queue

    def enqueue(self, op):
        return self.scheduler.enqueue(self, op)

    def wait_event(self, event: "Event"):
        """Hold this stream until `event`'s latest record fires (no-op if never recorded)."""
        return self.enqueue(Wait(event))

    def record_event(self, event: "Event | None" = None) -> "Event":
        event = event if event is not None else Event(self.scheduler)
        event.record(self)
        return event

    @property
    def failed(self) -> bool:
        return self.error is not None

    @property
    def pending(self) -> int:
        self.scheduler.flush()  # (deferred launch records count once expanded)
        return len(self._queue)

    def query(self) -> bool:
        """Run what can run; True when this stream has no pending op (errors do not raise here)."""
        self.scheduler.run()
        return not self._queue

    def synchronize(self) -> None:
        """Drain this stream; re-raise the first error recorded on it (its original type)."""
        self.scheduler.run()
        self.scheduler.host_time = max(self.scheduler.host_time, self.last_end)
        if self.error is not None:
            raise self.error
        if self.interrupt_error is not None:
            error, self.interrupt_error = self.interrupt_error, None
            raise error

    def clear_error(self) -> None:
        """Make a failed stream usable again (ops enqueued from now on run)."""
        self.error = self.error_op = self.interrupt_error = None

    def __repr__(self):
        state = f" failed: {self.error!r}" if self.error is not None else ""
        return f"<Stream {self.id} pending={len(self._queue)}{state}>"


class Event:
    _ids = itertools.count(1)

    def __init__(self, scheduler, enable_timing: bool = True, name: str | None = None):
        self.scheduler = scheduler
        self.enable_timing = enable_timing
        self.name = name or f"event{next(Event._ids)}"
        self.signal: Signal | None = None  # the latest record; Waits capture it when enqueued

    def record(self, stream: Stream | None = None) -> "Event":
        stream = stream if stream is not None else self.scheduler.default_stream
        stream.enqueue(Signal(self))  # (the scheduler makes it self.signal, under its lock)
        return self

    def wait(self, stream: Stream | None = None) -> None:
        (stream if stream is not None else self.scheduler.default_stream).wait_event(self)

    def _resolve(self, advance_host: bool) -> bool:
        self.scheduler.run()
        signal = self.signal
        if signal is None:
            return True
        if signal.state != "done":
            cause = signal.error or signal.stream.error
            raise QueueError(
                f"event {self.name!r}: its producer stream {signal.stream.id} failed before the event fired: "
                f"{type(cause).__name__}: {cause}"
            ) from cause
        if advance_host:
            self.scheduler.host_time = max(self.scheduler.host_time, signal.end)
        return True

    def query(self) -> bool:
        """True once the recorded work is done (never recorded: True); QueueError if it cannot be."""
        return self._resolve(advance_host=False)

    def synchronize(self) -> None:
        self._resolve(advance_host=True)

    @property
    def time_cycles(self) -> int | None:
        """Simulated cycle at which the latest record fired (None until it has)."""
        return self.signal.end if self.signal is not None and self.signal.state == "done" else None

    def elapsed_time(self, end_event: "Event") -> float:
        """Simulated milliseconds from this event to `end_event`."""
        for which, ev in (("start", self), ("end", end_event)):
            if not ev.enable_timing:
                raise ValueError(f"elapsed_time: {which} event {ev.name!r} was created with enable_timing=False")
            if ev.signal is None:
                raise ValueError(f"elapsed_time: {which} event {ev.name!r} was never recorded")
        self.synchronize()
        end_event.synchronize()
        cycles = end_event.signal.end - self.signal.end
        return cycles / self.scheduler.config.clock_hz * 1e3

    def __repr__(self):
        return f"<Event {self.name} fired_at={self.time_cycles}>"
