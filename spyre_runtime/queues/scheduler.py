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
- Interrupts: an exception that is not an Exception (KeyboardInterrupt, or whatever a signal handler
  raises) reaching the scheduler while it enqueues or runs an op is a host event, not a device
  fault. The op it lands in is marked failed (InterruptedOpError, its cause the interrupt), its
  write footprint becomes "unwritten", and the interrupt propagates to the caller as itself. The
  queues stay consistent and nothing waits on that op forever: an op that reads unwritten bytes (or
  waits on an event it should have fired) fails with an InterruptedOpError naming the interrupted
  op, and what it writes becomes unwritten in turn; every other op runs, on any stream. Bytes stop
  being unwritten when an op that finishes writes them. These failures do not make a stream failed:
  the next synchronize raises the first of them once (Stream.interrupt_error), then the device is
  usable as before.
- Time: each op gets start = max(host issue time, previous op on its stream, its dependencies,
  its pipeline free) and end = start + duration (timeline.py).
"""

from __future__ import annotations

import bisect
import collections
import functools
import random
import threading

from ..errors import InterruptedOpError, QueueError
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
        self._current = None  # the op _run_op is running (an interrupt that lands in it: _recover)
        # [start, end, interrupted op] byte ranges an interrupted op should have written (module doc)
        self._unwritten: list[list] = []
        self._failed_batches: dict = {}  # batch token -> its interrupted op, until the queues drain
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
            try:
                self._expanding = True
                deferred = self._deferred
                while deferred:
                    entry = deferred[0]
                    # (taken off once its ops are being enqueued: an interrupt in expand, whose effects
                    # a second expansion of the record redoes, leaves the record to be expanded again)
                    self._enqueue(tuple(entry[0](entry[1])), deferred_entry=entry)
            finally:
                self._expanding = False

    def enqueue_many(self, items) -> None:
        """Enqueue (stream, op) pairs in order, under one lock (a launch's ops: no other thread's
        op lands between them). Each op gets its sequence number, its event / fetch / derived
        dependencies and its place in its stream's queue; enqueueing a Signal records its event."""
        items = items if isinstance(items, (tuple, list)) else tuple(items)
        with self._lock:
            if self._deferred:
                self.flush()
            self._enqueue(items)

    def _enqueue(self, items, deferred_entry=None) -> None:
        """Enqueue a batch; deferred_entry: the deferred record it expands, taken off the deferred
        queue here."""
        with self._lock:
            try:
                if deferred_entry is not None:
                    self._deferred.popleft()
                self._enqueue_items(items)
            except BaseException as exc:
                if not isinstance(exc, Exception):
                    self._recover_enqueue(exc, items, deferred_entry)
                raise
            if self._pending > self.max_pending and not self._running:
                self.run()

    def _recover_enqueue(self, interrupt, items, deferred_entry) -> None:
        """An interrupt landed while a batch was being enqueued: the ops of the batch it left
        unqueued (the one it landed in may have an id, be its event's signal or its bytes' writer)
        are marked interrupted, and with them the batch's queued ones (they fail when they run). A
        deferred record not yet taken off its queue is expanded again later instead. The counters
        and the footprint tracker are rebuilt."""
        if deferred_entry is not None and self._deferred and self._deferred[0] is deferred_entry:
            return  # (not taken: nothing of it was enqueued)
        batch = next((op.batch for _, op in items if op.batch is not None), None)
        lost = []
        for stream, op in items:
            if op.state == "new" or not any(queued is op for queued in stream._queue):
                op.stream = stream
                lost.append(op)
            elif not self._history or self._history[-1].id < op.id:
                self._history.append(op)  # (queued, not yet in the history)
        if batch is None and len(items) > 1 and lost:
            batch = object()  # (an interrupt before the batch had its token)
        for op in lost:
            op.batch = batch
            if op.id is None:
                op.id = self._next_op_id
                self._next_op_id += 1
                self._history.append(op)
            if isinstance(op, Signal):
                op.event.signal = op
            self._mark_interrupted(op, interrupt)
            op.start = op.end = self.host_time  # (it took no pipeline time)
            op.deps = ()
            op.release()
        self._rebuild_counters()
        # the interrupt may have landed inside the footprint tracker: rebuilt from the queued ops, in
        # enqueue order (their edges are made already; the tracker only has to know them for later ones)
        self._tracker.clear()
        if self.derive_edges:
            for op in sorted((op for s in self.streams.values() for op in s._queue), key=lambda op: op.id):
                if op.derive_edges is not False and (op.reads or op.writes):
                    self._tracker.record(op)

    def _rebuild_counters(self) -> None:
        self._active = {s: None for s in self.streams.values() if s._queue}
        self._pending = sum(len(s._queue) for s in self.streams.values())

    def _enqueue_items(self, items) -> None:
        derive, tracker, history, host_time = self.derive_edges, self._tracker, self._history, self.host_time
        active = self._active
        observer = self.observer
        context = observer.context() if observer is not None else None
        batch = object() if len(items) > 1 else None  # (its ops stand or fall together: _mark_interrupted)
        items = iter(items)
        for stream, op in items:
            if stream.scheduler is not self:
                raise ValueError(f"enqueue: {stream!r} belongs to another runtime")
            if op.state != "new":
                raise ValueError(f"enqueue: {op!r} was already enqueued; build a new op per launch")
            op.stream = stream
            if batch is not None:
                op.batch = batch
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
            if self._current is not None:  # (an interrupt landed where _run_op could not tidy up)
                self._recover_run(None)
            if self._deferred:
                self.flush()
            try:
                self._running = True
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
                self._failed_batches.clear()
            except BaseException as exc:
                if not isinstance(exc, Exception) and self._current is not None:
                    self._recover_run(exc)
                raise
            finally:
                self._running = False

    def _dep_error(self, op, dep, kind, note) -> QueueError:
        cause = dep.error or dep.stream.error
        if isinstance(dep, Signal):
            what = f"event {dep.event.name!r}" + (" (fetch barrier)" if note == "fetch barrier" else "")
        else:
            what = f"{dep.name!r} (derived {note} edge)"
        why = f"failed: {type(cause).__name__}: {cause}" if cause is not None else "was cancelled"
        message = f"{op.name!r} on stream {op.stream.id}: waited on {what}, but its producer stream {dep.stream.id} {why}"
        if isinstance(dep.error, InterruptedOpError):  # (not a failed stream: reported once, module doc)
            err = InterruptedOpError(message)
            err.interrupted_op = dep.error.interrupted_op
        else:
            err = QueueError(message)
            err.__cause__ = cause
        return err

    def _run_op(self, op, ready: int):
        self._current = op
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
                    if dep.state != "done" and not (kind == "derived" and isinstance(dep.error, InterruptedOpError)):
                        raise self._dep_error(op, dep, kind, note)  # (bytes an interrupted op left: below)
                if self._unwritten:
                    self._check_written(op)
                if self._failed_batches and op.batch in self._failed_batches:
                    root = self._failed_batches[op.batch]
                    err = InterruptedOpError(f"{op.name!r} on stream {stream.id} was enqueued with {root.name!r} "
                                             f"(op {root.id}), which was interrupted: {root.error}")
                    err.interrupted_op = root
                    raise err
                if op.timed_execute:  # (a Collective: its simulated start, as Timeline.place will set it)
                    pipe_free = self.timeline.free_at[op.pipeline]
                    op.execute_at(self.memory, ready if pipe_free <= ready else pipe_free)
                else:
                    op.execute(self.memory)
                op.state = "done"
            except InterruptedOpError as exc:  # (it needed what an interrupted op did not do)
                # (kept without its traceback, whose frames would keep their callers' tensors alive)
                op.state, op.error = "failed", exc.with_traceback(None)
                self._add_unwritten(op.writes, exc.interrupted_op)
                if stream.interrupt_error is None:
                    stream.interrupt_error = exc
            except Exception as exc:  # any failure of an op is recorded on its stream, not thrown here
                op.state, op.error = "failed", exc
                stream.error, stream.error_op = exc, op
            except BaseException as exc:  # an interrupt (module doc): run() tidies up and re-raises it
                self._mark_interrupted(op, exc)
                raise
        self._finish_op(op, ready)
        self._current = None

    def _finish_op(self, op, ready: int) -> None:
        """An op left the queue (done, failed or cancelled): its time, and what waited on it."""
        stream = op.stream
        if op.end is None:
            self.timeline.place(op, ready, op.duration_cycles(self.config) if op.state == "done" else 0)
        stream.last_end = op.end
        if self._unwritten and op.state == "done" and op.writes:
            self._written(op.writes)
        op.deps = ()  # (nothing is added once it ran; a shared empty tuple is no object for the gc to track)
        op.release()
        if isinstance(op, Signal) and op.id in self._fetch_waiters:
            waiters = self._fetch_waiters[op.id]
            while waiters:  # (each leaves the list once fetched: an interrupt here loses none)
                waiter = waiters[-1]
                if op.state == "done":
                    waiter.fetch(self.memory, op.end)
                else:
                    waiter.fetch_error = self._dep_error(waiter, op, "event", "fetch barrier")
                    waiter.fetch_state = "failed"
                waiters.pop()
            del self._fetch_waiters[op.id]

    def _recover_run(self, interrupt) -> None:
        """An interrupt landed in _run_op (interrupt: it; None: found at the next run, where it
        landed in the bookkeeping): the op leaves its queue, interrupted unless it finished, and
        is finished as any op is; the counters are rebuilt."""
        op = self._current
        stream = op.stream
        if stream._queue and stream._queue[0] is op:
            stream._queue.popleft()
        if op.state not in FINISHED_STATES:
            self._mark_interrupted(op, interrupt)
        self._finish_op(op, max(stream.last_end, op.issue_time))
        self._current = None
        self._rebuild_counters()

    # ---- interrupted ops (module doc) ----
    def _mark_interrupted(self, op, interrupt) -> None:
        what = type(interrupt).__name__ if interrupt is not None else "an interrupt"
        # (the interrupt itself is not kept: its traceback would keep the frames, and their tensors, alive)
        err = InterruptedOpError(f"{op.name!r} (op {op.id}) on stream {op.stream.id} was interrupted by {what} "
                                 f"and did not finish")
        err.interrupted_op = op
        op.state, op.error = "failed", err
        self._add_unwritten(op.writes, op)
        if op.batch is not None:  # the rest of its batch (a launch: callback, patch, signal, compute) fails
            self._failed_batches.setdefault(op.batch, op)  # (named after the first of it interrupted)

    def _add_unwritten(self, ranges, interrupted_op) -> None:
        for addr, n in ranges:
            if n:
                self._written(((addr, n),))
                self._unwritten.append([addr, addr + n, interrupted_op])

    def forget_unwritten(self, address: int, nbytes: int) -> None:
        """Device bytes given to a new allocation: what an interrupted op left there is no one's."""
        if self._unwritten:
            with self._lock:
                self._written(((address, nbytes),))

    def _written(self, ranges) -> None:
        """Bytes an op that finished wrote are no longer unwritten."""
        for addr, n in ranges:
            end = addr + n
            kept = []
            for seg in self._unwritten:
                a, b = seg[0], seg[1]
                if b <= addr or a >= end:
                    kept.append(seg)
                    continue
                if a < addr:
                    kept.append([a, addr, seg[2]])
                if b > end:
                    kept.append([end, b, seg[2]])
            self._unwritten = kept

    def _check_written(self, op) -> None:
        for addr, n in op.reads:
            for a, b, interrupted in self._unwritten:
                if a < addr + n and addr < b:
                    err = InterruptedOpError(
                        f"{op.name!r} on stream {op.stream.id} reads device bytes [{max(a, addr):#x}, "
                        f"{min(b, addr + n):#x}) that {interrupted.name!r} (op {interrupted.id}, stream "
                        f"{interrupted.stream.id}) should have written, but it was interrupted: {interrupted.error}")
                    err.interrupted_op = interrupted
                    raise err

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
