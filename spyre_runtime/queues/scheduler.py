"""The execution model: a deterministic, seeded scheduler over the streams of one card.

- Enqueueing never executes an op. It assigns the op a global sequence number, records its
  dependencies, and appends it to its stream:
    * a Wait depends on the Signal its event last recorded *at enqueue time* ("event" edge);
    * derived edges: per device byte range the scheduler remembers the last writer and, per
      stream, the last reader since that write; an op whose footprint conflicts (RAW, WAR, WAW)
      with an unfinished op on another stream depends on it ("derived" edge). Turn this off
      per runtime (`derive_edges=False`) or per op (`op.derive_edges = False`: the op neither
      gets nor gives derived edges) to model a missing barrier in fault-injection tests;
    * program fetch: a Compute with `program_range` is fetched (its bytes snapshotted) as early
      as the fetch engine may: right at enqueue when `fetch_after` is None (or never recorded, or
      already fired), else the moment the Signal behind `fetch_after` completes — before anything
      else runs. The compute op also depends on that signal ("event" edge, detail "fetch
      barrier"). Fetches are not scheduler choices: the engine always runs as far ahead as allowed,
      so a missing barrier deterministically shows a stale program.
  Every dependency points to an earlier-enqueued op, so the graph is acyclic and a run always
  drains: no deadlock is possible.
- Deferred records (`defer(expand, record)`): a producer that knows what typed ops a record
  stands for (a prepared launch: launch_jobplan) hands the scheduler the record and the function
  that expands it into its (stream, op) pairs. Records are expanded in the order they came, each
  enqueued as one batch exactly as `enqueue_many` would have at that moment, before anything
  else looks at or changes the queues (enqueue, run, history, pending). Nothing between a
  record's arrival and its expansion can change what the expansion sees (ops only run in
  `run()`, which expands first; the host clock only moves in synchronize), so the ops, their
  ids, edges and simulated times are those of expanding the record on arrival.
- `run()` (called by synchronize / query, and by enqueue when more than `max_pending` ops are
  queued) repeatedly picks one *ready* op — a stream head whose dependencies have all finished —
  and runs it to completion. Without a seed the pick is the op with the earliest simulated start
  (ties: lowest sequence number), so a run is fully determined by the enqueue order. With a seed,
  the pick among ready ops is drawn from `random.Random(seed)`: a different seed gives a
  different legal interleaving; the same seed reproduces it exactly.
- Failure: an exception from an op marks its stream failed (the first error is kept); later ops on
  that stream are cancelled, not run. A Wait (or derived edge, or fetch barrier) on an op that
  failed or was cancelled fails with QueueError naming the event / op and the original error.
  `Stream.synchronize` re-raises the first error recorded on that stream as is.
- Time: each op gets start = max(host issue time, previous op on its stream, its dependencies,
  its pipeline free) and end = start + duration (timeline.py).
"""

from __future__ import annotations

import bisect
import collections
import functools
import random
import threading

from ..errors import QueueError
from .ops import FINISHED_STATES, Compute, Signal, Wait
from .stream import Event, Stream
from .timeline import Timeline


def _expand_observed(expand, context, record):
    """A deferred record's expansion while a profiler observes: its ops carry the context taken
    when the record arrived (Scheduler.defer)."""
    items = expand(record)
    for _, op in items:
        op.observed_context = context
    return items


class FootprintTracker:
    """Disjoint device byte segments, each with its last writer and {stream: last reader since}.

    Only unfinished ops matter; the scheduler clears the tracker whenever the queues drain.
    Segments are kept sorted (for cuts and gaps) and indexed by their exact (start, end): a range
    that is one segment already (the same buffers used again: every launch of a prepared kernel)
    is found by one lookup and updated in place."""

    def __init__(self):
        self._starts: list[int] = []
        self._segs: list[list] = []  # [start, end, writer, readers]
        self._exact: dict = {}  # (start, end) -> its segment

    def clear(self):
        self._starts.clear()
        self._segs.clear()
        self._exact.clear()

    def __len__(self):
        return len(self._segs)

    def _cut(self, addr):
        i = bisect.bisect_right(self._starts, addr) - 1
        if i >= 0:
            seg = self._segs[i]
            if seg[0] < addr < seg[1]:
                tail = [addr, seg[1], seg[2], dict(seg[3])]
                del self._exact[seg[0], seg[1]]
                seg[1] = addr
                self._exact[seg[0], addr] = seg
                self._exact[addr, tail[1]] = tail
                self._starts.insert(i + 1, addr)
                self._segs.insert(i + 1, tail)

    def _cover(self, a, b):
        """Index range [i, j) of segments exactly covering [a, b), filling gaps with empty ones."""
        self._cut(a)
        self._cut(b)
        i = j = bisect.bisect_left(self._starts, a)
        pos = a
        while pos < b:
            if j < len(self._segs) and self._starts[j] == pos:
                pos = self._segs[j][1]
            else:
                gap_end = min(b, self._starts[j]) if j < len(self._segs) else b
                gap = [pos, gap_end, None, {}]
                self._starts.insert(j, pos)
                self._segs.insert(j, gap)
                self._exact[pos, gap_end] = gap
                pos = gap_end
            j += 1
        return i, j

    def record(self, op):
        """Add op's footprint; return (earlier op, "RAW"|"WAR"|"WAW") conflicts (any stream)."""
        found: dict = {}
        exact = self._exact
        stream = op.stream
        for addr, n in op.reads:
            if n == 0:
                continue
            seg = exact.get((addr, addr + n))
            if seg is not None:
                covered = (seg,)
            else:
                i, j = self._cover(addr, addr + n)
                covered = self._segs[i:j]
            for seg in covered:
                if seg[2] is not None:
                    found.setdefault(seg[2], "RAW")
                seg[3][stream] = op
        for addr, n in op.writes:
            if n == 0:
                continue
            end = addr + n
            seg = exact.get((addr, end))
            covered = (seg,) if seg is not None else None
            if covered is None:
                i, j = self._cover(addr, end)
                covered = self._segs[i:j]
            for seg in covered:
                if seg[2] is not None:
                    found.setdefault(seg[2], "WAW")
                for reader in seg[3].values():
                    found.setdefault(reader, "WAR")
            # the written range becomes one segment: this op is its writer, no readers yet
            if len(covered) == 1 and covered[0][1] == end:
                seg = covered[0]
                seg[2], seg[3] = op, {}
            else:
                for seg in covered:
                    del exact[seg[0], seg[1]]
                seg = [addr, end, op, {}]
                self._starts[i:j] = [addr]
                self._segs[i:j] = [seg]
                exact[addr, end] = seg
        found.pop(op, None)
        return found.items()


class Scheduler:
    def __init__(self, config, memory, *, seed: int | None = None, derive_edges: bool = True,
                 max_pending: int = 4096, history: int = 10_000):
        self.config = config
        self.memory = memory
        self.seed = seed
        self.derive_edges = derive_edges
        self.max_pending = max_pending
        self.timeline = Timeline(config)
        self.host_time = 0  # simulated cycle the host has observed (advanced by synchronize)
        self.streams: dict[int, Stream] = {}
        self._history: collections.deque = collections.deque(maxlen=history)  # recent ops, in order
        self._deferred: collections.deque = collections.deque()  # (expand, record) not expanded yet
        self._expanding = False  # inside flush(): a run it triggers expands nothing more
        self._rng = random.Random(seed) if seed is not None else None
        self._tracker = FootprintTracker()
        self._fetch_waiters: dict[int, list] = {}  # Signal op id -> Computes whose fetch waits on it
        self._active: dict = {}  # streams with queued ops (a dict: ordered, as the queues filled)
        self._next_op_id = 1
        self._pending = 0
        self._running = False
        self._lock = threading.RLock()
        self.default_stream = self.new_stream()

    # ---- streams and events ----
    def new_stream(self) -> Stream:
        with self._lock:
            stream = Stream(self, len(self.streams))
            self.streams[stream.id] = stream
            return stream

    def new_event(self, enable_timing: bool = True, name: str | None = None) -> Event:
        return Event(self, enable_timing, name)

    @property
    def history(self) -> collections.deque:
        """The recent ops, in enqueue order (deferred records expanded first)."""
        if self._deferred:
            self.flush()
        return self._history

    # ---- enqueue ----
    def enqueue(self, stream: Stream, op):
        self.enqueue_many(((stream, op),))
        return op

    # deferred records held before they are expanded anyway (bounds the host memory they hold;
    # when they are expanded does not change what they expand to)
    max_deferred = 1024

    # A profiler watching the queues (spyre_inductor/device/profiler.py), or None: its
    # `context()` is taken when an op is enqueued (for a deferred record: when the record arrives)
    # and handed to `enqueued(op, context)` once the op has its id, so each op is tied to the host
    # work that issued it.
    observer = None

    def defer(self, expand, record) -> None:
        """Take `record`, to be expanded by `expand(record) -> [(stream, op), ...]` (enqueued as one
        batch) before anything else is enqueued or run (see the module docstring). `expand` must not
        fail for a record its producer checked."""
        observer = self.observer
        if observer is not None:  # the ops are tied to the host work of now, not of their expansion
            expand = functools.partial(_expand_observed, expand, observer.context())
        deferred = self._deferred
        deferred.append((expand, record))
        if self._running or len(deferred) > self.max_deferred:  # (from a host callback: the run sees it now)
            self.flush()

    def flush(self) -> None:
        """Expand the deferred records, in order (a no-op inside an expansion: a run that one
        triggers sees only what was enqueued before it, as it would have without deferral)."""
        with self._lock:
            if self._expanding:
                return
            self._expanding = True
            try:
                deferred = self._deferred
                while deferred:
                    expand, record = deferred.popleft()
                    self._enqueue(expand(record))
            finally:
                self._expanding = False

    def enqueue_many(self, items) -> None:
        """Enqueue (stream, op) pairs in order, under one lock (a launch's ops: no other thread's
        op lands between them). Each op gets its sequence number, its event / fetch / derived
        dependencies and its place in its stream's queue; enqueueing a Signal records its event."""
        with self._lock:
            if self._deferred:
                self.flush()
            self._enqueue(items)

    def _enqueue(self, items) -> None:
        with self._lock:
            derive, tracker, history, host_time = self.derive_edges, self._tracker, self._history, self.host_time
            active = self._active
            observer = self.observer
            context = observer.context() if observer is not None else None
            for stream, op in items:
                if stream.scheduler is not self:
                    raise ValueError(f"enqueue: {stream!r} belongs to another runtime")
                if op.state != "new":
                    raise ValueError(f"enqueue: {op!r} was already enqueued; build a new op per launch")
                deps = op.deps
                if isinstance(op, (Wait, Signal)):
                    event = op.event
                    if event.scheduler is not self:
                        raise ValueError(f"enqueue: event {event.name!r} belongs to another runtime")
                    if isinstance(op, Signal):
                        event.signal = op
                    elif event.signal is not None:
                        deps.append((event.signal, "event", None))
                op.id = self._next_op_id
                self._next_op_id += 1
                op.stream = stream
                op.state = "pending"
                op.issue_time = host_time
                if isinstance(op, Compute) and op.program_range is not None:
                    self._arrange_fetch(op)
                if derive and op.derive_edges is not False and (op.reads or op.writes):
                    for dep, conflict in tracker.record(op):
                        if dep.stream is not stream and dep.state not in FINISHED_STATES:  # (not dep.finished)
                            deps.append((dep, "derived", conflict))
                op.edges = [(dep.id, kind, note) for dep, kind, note in deps] if deps else []
                stream._queue.append(op)
                active[stream] = None
                history.append(op)
                self._pending += 1
                if observer is not None:
                    observer.enqueued(op, op.__dict__.pop("observed_context", context))
            if self._pending > self.max_pending and not self._running:
                self.run()

    def _arrange_fetch(self, op: Compute):
        signal = op.fetch_after.signal if op.fetch_after is not None else None
        if signal is None or signal.state == "done":
            op.fetch(self.memory, self.host_time)
        elif signal.finished:
            op.fetch_error = self._dep_error(op, signal, "event", None)
            op.fetch_state = "failed"
        else:
            op.deps.append((signal, "event", "fetch barrier"))
            self._fetch_waiters.setdefault(signal.id, []).append(op)

    # ---- run ----
    def run(self) -> None:
        """Run ready ops until every queue is empty."""
        with self._lock:
            if self._running:
                raise QueueError("synchronize/query called from inside a host callback: that would deadlock a real card")
            if self._deferred:
                self.flush()
            self._running = True
            try:
                active, free, rng = self._active, self.timeline.free_at, self._rng
                while self._pending:
                    # a stream head is ready when its dependencies have finished; its ready time is
                    # the latest of its issue, its stream predecessor's end and its dependencies' ends
                    ready = []
                    chosen = None
                    for stream in active:  # (streams with queued ops only)
                        op = stream._queue[0]
                        t = op.issue_time if op.issue_time > stream.last_end else stream.last_end
                        for dep, _, _ in op.deps:
                            if dep.state not in FINISHED_STATES:  # (Op.finished, inline)
                                break
                            if dep.end > t:
                                t = dep.end
                        else:
                            if rng is not None:
                                ready.append((op, t))
                                continue
                            # the earliest simulated start (its pipeline free), ties to the first enqueued
                            start = t if op.pipeline is None or free[op.pipeline] <= t else free[op.pipeline]
                            if chosen is None or start < best or (start == best and op.id < chosen.id):
                                chosen, chosen_ready, best = op, t, start
                    if rng is not None and ready:
                        ready.sort(key=lambda r: r[0].stream.id)  # (the draw depends on the order)
                        chosen, chosen_ready = rng.choice(ready)
                    if chosen is None:  # unreachable: every dependency points to an earlier op
                        raise QueueError(f"scheduler stalled with {self._pending} ops pending")
                    self._run_op(chosen, chosen_ready)
                self._tracker.clear()  # nothing unfinished is left to conflict with
            finally:
                self._running = False

    def _dep_error(self, op, dep, kind, note) -> QueueError:
        cause = dep.error or dep.stream.error
        if isinstance(dep, Signal):
            what = f"event {dep.event.name!r}" + (" (fetch barrier)" if note == "fetch barrier" else "")
        else:
            what = f"{dep.name!r} (derived {note} edge)"
        why = f"failed: {type(cause).__name__}: {cause}" if cause is not None else "was cancelled"
        err = QueueError(f"{op.name!r} on stream {op.stream.id}: waited on {what}, but its producer stream "
                         f"{dep.stream.id} {why}")
        err.__cause__ = cause
        return err

    def _run_op(self, op, ready: int):
        stream = op.stream
        stream._queue.popleft()
        if not stream._queue:
            del self._active[stream]
        self._pending -= 1
        if stream.error is not None:
            op.state = "cancelled"
        else:
            try:
                for dep, kind, note in op.deps:
                    if dep.state != "done":
                        raise self._dep_error(op, dep, kind, note)
                if op.timed_execute:  # (a Collective: its simulated start, as Timeline.place will set it)
                    pipe_free = self.timeline.free_at[op.pipeline]
                    op.execute_at(self.memory, ready if pipe_free <= ready else pipe_free)
                else:
                    op.execute(self.memory)
                op.state = "done"
            except Exception as exc:  # any failure of an op is recorded on its stream, not thrown here
                op.state, op.error = "failed", exc
                stream.error, stream.error_op = exc, op
        self.timeline.place(op, ready, op.duration_cycles(self.config) if op.state == "done" else 0)
        stream.last_end = op.end
        op.deps = ()  # (nothing is added once it ran; a shared empty tuple is no object for the gc to track)
        op.release()
        if isinstance(op, Signal):
            for waiter in self._fetch_waiters.pop(op.id, ()):
                if op.state == "done":
                    waiter.fetch(self.memory, op.end)
                else:
                    waiter.fetch_error = self._dep_error(waiter, op, "event", "fetch barrier")
                    waiter.fetch_state = "failed"

    # ---- inspection ----
    def first_error(self) -> BaseException | None:
        failed = [s for s in self.streams.values() if s.error is not None]
        return min(failed, key=lambda s: s.error_op.id).error if failed else None

    def dependency_graph(self):
        """Ops (recent history) as nodes; edges with kind "stream", "event" or "derived" (a
        networkx.DiGraph; networkx is imported here, not at module load: `import torch` autoloads
        the runtime and should not pay for it)."""
        import networkx as nx

        g = nx.DiGraph()
        last_on_stream = {}
        ops = list(self.history)
        for op in ops:
            g.add_node(op.id, name=op.name, type=type(op).__name__, stream=op.stream.id, state=op.state,
                       pipeline=op.pipeline, start=op.start, end=op.end, op=op)
            prev = last_on_stream.get(op.stream.id)
            if prev is not None:
                g.add_edge(prev.id, op.id, kind="stream")
            last_on_stream[op.stream.id] = op
        for op in ops:
            for dep_id, kind, note in op.edges:
                if dep_id in g:
                    attrs = {"kind": kind}
                    if note:
                        attrs["detail"] = note
                    g.add_edge(dep_id, op.id, **attrs)
        return g

    def trace(self) -> str:
        return self.timeline.chrome_trace_json(list(self.history))

    def timeline_table(self) -> str:
        return self.timeline.format_table(list(self.history))
