"""Simulated time: one clock per pipeline, and the views of a run (table, Chrome trace).

An op on a pipeline starts when it is ready (stream predecessor, dependencies and the host's
issue time all done) and its pipeline is free, and keeps the pipeline busy for its duration
(from HardwareConfig; see each op's `duration_cycles`, and `queued_cycles` for a callback or transfer
issued while its pipeline was busy: Timeline.queued_duration). Signal and Wait take no pipeline time.
Different pipelines run concurrently, so a transfer on `dma` overlaps a compute on `compute`.
"""

from __future__ import annotations

import json

from .ops import PIPELINES, Signal

_TID = {p: i + 1 for i, p in enumerate(PIPELINES)}  # Chrome trace thread id per pipeline


class Timeline:
    def __init__(self, config):
        self.config = config
        self.free_at = {p: 0 for p in PIPELINES}  # cycle at which each pipeline is next free

    def place(self, op, ready: int, duration: int) -> None:
        """Set op.start / op.end (cycles) and occupy its pipeline (queued_duration: what it costs
        when the pipeline was busy as it became ready)."""
        pipeline = op.pipeline
        if pipeline is None:
            op.start = op.end = ready
            return
        free = self.free_at[pipeline]
        if ready <= free and op.issue_time < free:  # queued: issued while the pipeline ran, no gap since
            duration = self.queued_duration(op, duration)
            op.start = free
        else:
            op.start = ready
        op.end = op.start + duration
        self.free_at[pipeline] = op.end

    def queued_duration(self, op, duration: int) -> int:
        """An op that was issued and became ready while its pipeline was still busy with an earlier one
        (or the moment that one ended: a same-stream successor queued behind it): the host
        worker running callbacks is awake and takes the next queued callback without a new wake-up
        (host_callback_queued_cycles), and a transfer appended to a running DMA ring skips the
        doorbell / ring start-up (dma_queued_descriptor_cycles plus its bytes). An op that waited on
        its own stream (the op before it, e.g. everything on one stream in single-stream mode) finds
        the pipeline idle and pays the full cost. Computes keep their duration (each has its own
        dispatch and prologue)."""
        # (a duration of 0: the op did not run, failed or cancelled; a queued one costs nothing either)
        return op.queued_cycles(self.config) if duration and op.pipeline != "compute" else duration

    def us(self, cycles: float) -> float:
        return cycles / self.config.clock_hz * 1e6

    def chrome_trace(self, ops) -> dict:
        """Chrome trace (Perfetto / chrome://tracing): one thread per pipeline, one "X" slice per
        op that ran on a pipeline, an instant "i" event per fired signal; times in microseconds."""
        events = [{"name": "process_name", "ph": "M", "pid": 0, "tid": 0, "args": {"name": "spyre card (simulated)"}}]
        for p, tid in _TID.items():
            events.append({"name": "thread_name", "ph": "M", "pid": 0, "tid": tid, "args": {"name": p}})
        for op in ops:
            if op.start is None or op.state == "cancelled":
                continue
            args = {"op": op.id, "stream": op.stream.id, "state": op.state,
                    "start_cycles": op.start, "end_cycles": op.end}
            if op.pipeline is not None:
                events.append({"name": op.name, "cat": type(op).__name__, "ph": "X", "pid": 0,
                               "tid": _TID[op.pipeline], "ts": self.us(op.start),
                               "dur": self.us(op.end - op.start), "args": args})
            elif isinstance(op, Signal):
                events.append({"name": op.name, "cat": "Signal", "ph": "i", "s": "p", "pid": 0, "tid": 0,
                               "ts": self.us(op.end), "args": args})
        return {"traceEvents": events, "displayTimeUnit": "ns"}

    def chrome_trace_json(self, ops) -> str:
        return json.dumps(self.chrome_trace(ops), indent=1)

    def format_table(self, ops) -> str:
        """One line per op: id, stream, pipeline, start/end in cycles and microseconds, state."""
        lines = [f"{'op':>5} {'stream':>6} {'pipeline':8} {'start cyc':>11} {'end cyc':>11} "
                 f"{'start us':>10} {'end us':>10}  {'state':9} name"]
        for op in ops:
            if op.start is None:
                continue
            lines.append(
                f"{op.id:>5} {op.stream.id:>6} {op.pipeline or '-':8} {op.start:>11} {op.end:>11} "
                f"{self.us(op.start):>10.3f} {self.us(op.end):>10.3f}  {op.state:9} {op.name}"
            )
        return "\n".join(lines)
