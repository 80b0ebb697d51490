"""prepare_kernel (once per artifact) and launch_jobplan (per call): DESIGN §9.

prepare_kernel: read and verify the artifact, allocate the program region (and the compiler-owned
device scratch), transfer program.bin in, decode it once on the card, and build the LaunchTemplate:
everything of a launch that does not depend on its arguments (the checks that depend only on the
plan, slot offsets, staging buffers, events, checked template ops). A launch then only checks this
call's addresses and symbol values, copies the template ops with them and enqueues:

    prep stream:    HostCallback  resolve argument addresses / symbol values -> staging buffer
                    Transfer h2d  staging buffer -> correction block in the program allocation
                    Signal        event "patched"
    device stream:  Wait          event "patched"
                    Compute       the card kernel; fetch_after = "patched" (the fetch barrier);
                                  its reads include the correction block, so the next launch's
                                  transfer gets the derived WAR edge (the back edge)

Patch elision (HardwareConfig.launch_patch == "elide", the default): a launch whose values (argument
addresses, symbol and share values) a program copy's correction block already holds, from a patch
queued earlier, enqueues only (the Wait and) the compute on that copy: see held_correction.

Staging buffers: with one prep stream, one buffer is reused (stream order makes callback N+1 run
after transfer N). With several prep streams, each launch takes a buffer from a pool that gets
it back only once the transfer that read it has completed. Single-stream mode puts all of it on
the device stream (correct, serialized).

LaunchFaults switches a guarantee off; only the fault-injection tests do that.

Lifetime: every prepare_kernel call (cache hits included) hands out one reference to the shared
JobPlan; `plan.release()` gives one back. When the last one goes the plan leaves the cache and its
device memory (program copies with their correction blocks, scratch) goes back to the allocator
once every op the plan enqueued has finished (`DeviceAllocator.free_after`), so a launch still in
the queue runs correctly first. Launching a released plan is a LaunchError.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import threading
import weakref
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from ..artifact import read_artifact_image
from ..artifact.manifest import PROGRAM_BIN, Artifact, ArgumentSpec, DeviceLayout, share_value
from ..card.machine import CardKernel
from ..errors import ArtifactError, LaunchError
from ..queues.ops import Compute, HostCallback, Signal, Transfer, Wait

LAUNCH_MODES = ("two-stream", "single-stream")


@dataclass(frozen=True)
class LaunchFaults:
    """Test-only switches. Each True keeps a launch guarantee; False removes it."""
    fetch_barrier: bool = True  # fetch waits for the correction transfer
    staging_gating: bool = True  # with several prep streams, a staging buffer is reused only after its transfer
    back_edge: bool = True  # the compute declares it reads the correction block (WAR edge to the next transfer)


@dataclass(frozen=True)
class DeviceTensorArg:
    """A kernel argument as the runtime sees it (torch-free; the torch layer adapts tensors to it).

    address: device address of the storage's first byte; nbytes: bytes of the device allocation
    behind it; shape / stride / storage_offset: the host view (elements); dtype: a name
    ("float16", ...); layout: the storage's device layout (DeviceLayout, a SpyreTensorLayout, or
    its to_dict() form)."""
    address: int
    nbytes: int
    shape: tuple
    dtype: str
    layout: object
    stride: tuple | None = None  # None: not checked (the caller vouches for it)
    storage_offset: int = 0


class Step(NamedTuple):
    """One typed step of a launch, fixed at prepare time (what `plan.steps` shows)."""
    kind: str  # "host_callback" | "transfer" | "compute"
    stream: str  # "prep" | "device"
    detail: str


class _Staging:
    """One host staging buffer for the correction block: its little-endian 64-bit words, the
    transfer that last read it, and its patch transfer templates (one per program copy)."""

    __slots__ = ("buffer", "words", "transfer", "patches")

    def __init__(self, buffer: np.ndarray, patches: list):
        self.buffer, self.words, self.transfer, self.patches = buffer, buffer.view("<u8"), None, patches


class _StagingPool:
    """Host staging buffers for the correction block. `gated`: a buffer is handed out again only once
    the transfer that reads it has completed; otherwise one buffer is reused under same-stream order
    (the next host callback on the stream of the transfer that last read it runs after that
    transfer), and a launch whose prep ops go to another stream (single-stream mode on another
    device stream) falls back to the gated rule. `ordered=False` (fault injection) reuses the one
    buffer whatever the streams. `patches(buffer)` builds a new buffer's patch transfer templates."""

    def __init__(self, template: np.ndarray, gated: bool, patches, ordered: bool = True):
        self.template, self.gated, self._patches, self.ordered = template, gated, patches, ordered
        self.buffers: list[_Staging] = []

    def acquire(self, stream=None) -> _Staging:
        """A staging buffer for a launch whose host callback and patch transfer go to `stream`."""
        buffers = self.buffers
        if not self.gated and buffers:
            first = buffers[0]
            last = first.transfer
            if not self.ordered or last is None or last.stream is stream or last.finished:
                return first
        ordered = not self.gated
        for entry in buffers:
            last = entry.transfer
            if last is None or last.finished or (ordered and last.stream is stream):
                return entry
        buffer = self.template.copy()
        entry = _Staging(buffer, self._patches(buffer))
        buffers.append(entry)
        return entry


def _argument_table(specs) -> tuple:
    """Per argument: (size, dtype, stride, storage offset, layout, device bytes, {id: layout object}
    found equal), what the prepared launch check compares."""
    return tuple((s.size, s.dtype, s.stride, s.storage_offset, s.layout, s.layout.device_nbytes, {}) for s in specs)


_NOT_SEEN = object()  # accepted.get default: no layout object is this one


def _write_words(words: np.ndarray, slots: tuple, values: list) -> None:
    """The launch's host callback: this launch's argument addresses and symbol values into its
    staging buffer."""
    for slot, value in zip(slots, values):
        words[slot] = value


class LaunchTemplate:
    """Everything of a launch that does not depend on its arguments, built once by prepare_kernel:
    the checks that depend only on the plan (per argument: shape, dtype, stride, storage offset,
    layout, device bytes; per symbol: its slot and range), the slots the host callback writes, and
    checked template ops (host callback, patch transfer per staging buffer and program copy, signal
    and wait per prep stream, compute per program copy). A launch resolves and checks only the
    argument addresses and symbol values, copies the templates (`Op.fresh`) and fills in its
    addresses (the host callback's values, the compute's footprint and allowed ranges)."""

    _ACCEPTED_LAYOUTS = 64  # per argument: distinct immutable layout objects remembered as equal

    def __init__(self, plan: "JobPlan", artifact: Artifact, events: list, prep_streams: list):
        name = artifact.kernel_name
        self.kernel_name = name
        self.memory_bounds = (plan.memory.base, plan.memory.end)
        specs = artifact.arguments
        self._specs = specs
        # (size, dtype, stride, storage offset, layout, device bytes, {id: layout object} found equal)
        self.arguments = _argument_table(specs)
        self.arg_nbytes = tuple(a[5] for a in self.arguments)
        # a kernel with symbolic arguments (sizes that grow with a symbol) or share slots (values the
        # host derives from the symbols) has its table per symbol values, built on first use
        self.symbolic_arguments = any(s.symbolic for s in specs)
        self.shares = tuple(x.name for x in artifact.slots if x.kind == "share")
        self._tables: dict = {}
        self.inputs = tuple(i for i, s in enumerate(specs) if s.role in ("input", "inout"))
        self.outputs = tuple(i for i, s in enumerate(specs) if s.role in ("output", "inout"))
        # (name, slot, min, max, granularity): the rule of JobPlan.check_args
        self.symbols = tuple((d.name, artifact.slot_of("symbol", d.name), d.min, d.max, d.granularity)
                             for d in artifact.symbolic_dims)
        # the host callback writes arguments' then symbols' slots, in declared order, then the share slots
        self.slots = (tuple(artifact.slot_of("argument", s.name) for s in specs) + tuple(x[1] for x in self.symbols)
                      + tuple(i for i, x in enumerate(artifact.slots) if x.kind == "share"))
        self.fixed = list(plan._fixed)  # device ranges every launch may touch (scratch)
        self.callback = HostCallback(_write_words, name=f"resolve {name}")
        # per prep stream (single-stream: one, on the device stream): (stream or None, event,
        # signal template, wait template or None)
        if prep_streams:
            self.routes = tuple((st, ev, Signal(ev), Wait(ev)) for st, ev in zip(prep_streams, events))
        else:
            self.routes = ((None, events[0], Signal(events[0]), None),)
        self.fetch_barrier = plan.faults.fetch_barrier
        # per program copy: (compute template, its program reads)
        empty = CardKernel(plan.card, plan.prepared, [], name=name)
        self.computes = tuple((Compute(empty, reads=reads, writes=self.fixed, program_range=span,
                                       name=f"compute {name}"), reads)
                              for _, reads, span in plan._copies)
        self.n_copies = len(self.computes)

    _TABLES = 64  # symbol values whose argument tables a symbolic kernel keeps

    def table(self, values: list) -> tuple:
        """(argument table, device bytes per argument, share slot values, argument specs) at these
        symbol values (declared order); a kernel without symbolic arguments or shares has one."""
        if not self.symbolic_arguments and not self.shares:
            return self.arguments, self.arg_nbytes, [], self._specs
        key = tuple(values)
        hit = self._tables.get(key)
        if hit is None:
            named = {x[0]: v for x, v in zip(self.symbols, values)}
            specs = tuple(a.at(named) for a in self._specs)
            arguments = _argument_table(specs)
            if len(self._tables) >= self._TABLES:
                self._tables.clear()
            hit = self._tables[key] = (arguments, tuple(a[5] for a in arguments),
                                       [share_value(name, named) for name in self.shares], specs)
        return hit

    def addresses(self, args, arguments=None) -> list | None:
        """The argument addresses when every argument is a DeviceTensorArg matching its entry of
        `arguments` (a table; default the artifact's) exactly and lies in device memory (every
        launch of a correct caller); else None, and the full check (`JobPlan.check_args`) decides
        and names what is wrong."""
        arguments = self.arguments if arguments is None else arguments
        if (type(args) is not list and type(args) is not tuple) or len(args) != len(arguments):
            return None
        base, end = self.memory_bounds
        out = []
        try:
            for arg, (size, dtype, stride, offset, layout, need, accepted) in zip(args, arguments):
                if type(arg) is not DeviceTensorArg:
                    return None
                a, lay, st = arg.address, arg.layout, arg.stride
                if (type(a) is not int or arg.shape != size or arg.dtype != dtype or arg.storage_offset != offset
                        or (st is not None and st != stride) or arg.nbytes < need or a < base or a + need > end):
                    return None
                if lay is not layout and accepted.get(id(lay), _NOT_SEEN) is not lay and not self._equal_layout(
                        lay, layout, accepted):
                    return None
                out.append(a)
        except Exception:  # noqa: BLE001 - anything odd: the full check names it
            return None
        return out

    def layout_matches(self, index: int, layout, values: list = ()) -> bool:
        """Is `layout` argument `index`'s device layout (at these symbol values): the spec's object,
        or equal as plain data (what the launch check accepts)? Cheap for a layout object seen before."""
        _, _, _, _, want, _, accepted = self.table(values)[0][index] if values else self.arguments[index]
        return (layout is want or accepted.get(id(layout), _NOT_SEEN) is layout
                or self._equal_layout(layout, want, accepted))

    def _equal_layout(self, lay, layout: DeviceLayout, accepted: dict) -> bool:
        """lay is not the spec's DeviceLayout object: equal as plain data (a SpyreTensorLayout with
        the same fields)? An immutable one found equal is remembered by identity."""
        if _layout_dict(lay) != layout.to_dict():
            return False
        if dataclasses.is_dataclass(lay) and type(lay).__dataclass_params__.frozen:
            if len(accepted) >= self._ACCEPTED_LAYOUTS:
                accepted.clear()
            accepted[id(lay)] = lay  # (the entry keeps the object alive, so its id is not reused)
        return True

    def symbol_values(self, symbolic_args) -> list | None:
        """The symbols' values in declared order when symbolic_args names each with an int in its
        range (a multiple of its granularity) and nothing else; else None (the full check names what
        is wrong)."""
        if type(symbolic_args) is not dict or len(symbolic_args) != len(self.symbols):
            return None
        out = []
        for name, _, lo, hi, granularity in self.symbols:
            v = symbolic_args.get(name)
            if type(v) is not int or not lo <= v <= hi or v % granularity:
                return None
            out.append(v)
        return out


class JobPlan:
    """One prepared artifact on one runtime. Built by prepare_kernel; launched by launch_jobplan."""

    def __init__(self, artifact: Artifact, runtime, *, mode: str, prep_streams: int, program_copies: int,
                 faults: LaunchFaults, directory: str, image=None):
        """image: the ProgramImage read_artifact_image decoded from artifact.program (else the card
        decodes artifact.program here)."""
        self.artifact = artifact
        # the plan keeps what it launches on, but not the Runtime itself: the per-runtime plan cache
        # is weakly keyed by the Runtime, and a strong reference from its own value would pin it
        self._runtime = weakref.ref(runtime)
        self.memory, self.default_stream = runtime.memory, runtime.default_stream
        self.device_index = runtime.device_index  # (the torch layer launches on this card's current stream)
        self.scheduler = runtime.scheduler
        self.content_hash = artifact.content_hash
        self.directory = directory
        self.mode = mode
        self.faults = faults
        self.launches = 0
        self.released = False
        self._references = 0  # prepare_kernel calls that returned this plan, minus release() calls
        self._cache_entries: list[tuple[dict, tuple]] = []  # where prepare's cache holds this plan
        # per stream, the last op enqueued there that touches the plan's device memory: ops on a
        # stream finish in order, so these finished means every op of the plan has (release waits on them)
        self._last_ops: dict = {}
        self.allocator = runtime.allocator
        self.card = card = runtime.card
        try:  # decode and check the programs on the card before any device memory is taken
            self.prepared = card.prepare(artifact.program if image is None else image)
        except ArtifactError as e:  # the card's own decode checks: name the file they concern
            raise ArtifactError(str(e), file=os.path.join(directory, PROGRAM_BIN), field=e.field) from None
        alloc = runtime.allocator
        # `program_copies` loaded copies of the image, used in turn: launch N patches copy N % copies,
        # so its transfer only waits (back edge) for compute N - copies, not for compute N - 1
        self.programs = [alloc.allocate(artifact.program_bytes) for _ in range(program_copies)]
        self.program = self.programs[0]
        self.scratch = alloc.allocate(artifact.device_scratch_bytes) if artifact.device_scratch_bytes else None
        # load the binary once per copy (on the runtime's side stream; launches are ordered after it by the
        # derived edges on the program range)
        self._image = np.frombuffer(artifact.program, dtype=np.uint8)
        self._copies = []  # per copy: (correction address, compute's program reads, fetch range)
        loads = runtime.side_stream(runtime.default_stream)
        for p in self.programs:
            self._last_ops[loads] = loads.enqueue(
                Transfer("h2d", self._image, p.address, name=f"load program {artifact.kernel_name}"))
            span = (p.address, artifact.program_bytes)
            code = (p.address, artifact.correction_offset)
            # the compute reads the whole copy, declared as the pieces the patch transfer splits it
            # into (code, correction block, any tail): the same bytes, each range one segment for
            # the footprint tracker; without the back edge it declares the code only
            corr_end = artifact.correction_offset + artifact.correction_size
            pieces = [code, (p.address + artifact.correction_offset, artifact.correction_size),
                      (p.address + corr_end, artifact.program_bytes - corr_end)]
            reads = [r for r in pieces if r[1]] if faults.back_edge else [code]
            self._copies.append((p.address + artifact.correction_offset, reads, span))
        self.correction_addr = self._copies[0][0]
        # patch elision (HardwareConfig.launch_patch == "elide"): per program copy, the values the
        # last patch enqueued for it wrote (a tuple) and the route it went on; see held_correction
        self.elide_patches = runtime.config.launch_patch == "elide"
        self._held: list = [None] * program_copies
        self.patches = 0  # launches that enqueued a host callback and a correction transfer
        self.correction_bytes = artifact.correction_size
        # slot sources: argument slots get addresses at launch, symbol slots values, scratch is constant
        names = [a.name for a in artifact.arguments]
        n_symbols = len(artifact.symbolic_dims)
        template = np.zeros(self.correction_bytes, dtype=np.uint8)
        if self.scratch is not None:
            template.view("<u8")[artifact.slot_of("scratch")] = self.scratch.address
        self._fixed = [(self.scratch.address, self.scratch.nbytes)] if self.scratch is not None else []
        # streams and the one event per prep stream (re-recorded each launch; waits capture the record)
        if mode == "single-stream":
            self.prep_streams = []
            self._events = [runtime.new_event(enable_timing=False, name=f"{artifact.kernel_name} patched")]
        else:
            self.prep_streams = [runtime.new_stream() for _ in range(prep_streams)]
            self._events = [runtime.new_event(enable_timing=False, name=f"{artifact.kernel_name} patched {i}")
                            for i in range(prep_streams)]
        patch_name = f"patch {artifact.kernel_name}"
        self._staging = _StagingPool(
            template, gated=prep_streams > 1 and faults.staging_gating, ordered=faults.staging_gating,
            patches=lambda buf: [Transfer("h2d", buf, addr, self.correction_bytes, name=patch_name)
                                 for addr, _, _ in self._copies])
        self.template = LaunchTemplate(self, artifact, self._events, self.prep_streams)
        where = "device" if mode == "single-stream" else "prep"
        self.steps = (
            Step("host_callback", where, f"resolve {len(names)} argument addresses"
                 + (f" and {n_symbols} symbols" if n_symbols else "") + " into the staging buffer"),
            Step("transfer", where, f"h2d {self.correction_bytes} B staging -> correction block at program+"
                 f"{artifact.correction_offset} (program copy patches % {program_copies}; none when a copy "
                 "already holds the launch's values)"),
            Step("compute", "device", f"{artifact.kernel_name}: {len(artifact.cores)} cores, fetch "
                 f"{artifact.program_bytes} B program" + (" after the patch lands" if faults.fetch_barrier else "")),
        )

    @property
    def runtime(self):
        return self._runtime()

    def __repr__(self):
        state = " released" if self.released else ""
        return (f"<JobPlan {self.artifact.kernel_name} {self.content_hash[:19]} {self.mode} "
                f"{len(self.programs)} x program {self.artifact.program_bytes} B{state}>")

    def release(self) -> None:
        """Give back the reference one prepare_kernel call returned (see the module docstring).

        The last one frees the plan's device memory once everything it enqueued has finished (never
        blocks: the allocator checks whenever it is used next). Calling it on a released plan does
        nothing."""
        with _lock:
            if self.released:
                return
            self._references = max(0, self._references - 1)
            if self._references:
                return
            self.released = True
            for table, key in self._cache_entries:
                if table.get(key) is self:
                    del table[key]
            self._cache_entries = []
        self.scheduler.flush()  # (a launch record's expansion sets its ops in _last_ops)
        regions = self.programs + ([self.scratch] if self.scratch is not None else [])
        self.allocator.free_after(regions, list(self._last_ops.values()))
        self._last_ops = {}
        self._staging.buffers.clear()

    # ---- argument checks ----
    def check_args(self, args, symbolic_args) -> tuple[list[int], list[int]]:
        """(addresses, the symbols' values in declared order), or LaunchError naming the argument
        or symbol. (The share slots' values come from the template's table for those values.)"""
        specs = self.artifact.arguments
        name = self.artifact.kernel_name
        if not isinstance(args, (list, tuple)):
            raise LaunchError(f"{name}: expected a list of arguments ({', '.join(s.name for s in specs)}), "
                              f"got {type(args).__name__}")
        if symbolic_args is not None and not isinstance(symbolic_args, dict):
            raise LaunchError(f"{name}: symbolic_args: expected a dict of name -> int, got {type(symbolic_args).__name__}")
        if len(args) != len(specs):
            raise LaunchError(f"{name}: expected {len(specs)} arguments ({', '.join(s.name for s in specs)}), "
                              f"got {len(args)}")
        given = dict(symbolic_args or {})
        values = {}
        for sym in self.artifact.symbolic_dims:
            if sym.name not in given:
                raise LaunchError(f"{name}: symbolic dimension {sym.name!r} needs a value (symbolic_args)")
            v = given.pop(sym.name)
            granularity = sym.granularity
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or not sym.min <= v <= sym.max \
                    or v % granularity:
                multiple = f" and a multiple of {granularity}" if granularity > 1 else ""
                raise LaunchError(f"{name}: symbolic dimension {sym.name!r}: expected an integer in "
                                  f"[{sym.min}, {sym.max}]{multiple}, got {v!r}")
            values[sym.name] = int(v)
        if given:
            raise LaunchError(f"{name}: unknown symbolic dimensions {sorted(given)} "
                              f"(the kernel has {[s.name for s in self.artifact.symbolic_dims]})")
        specs, nbytes = self.arguments_at(values)
        memory = self.memory
        addrs = []
        for i, (spec, arg) in enumerate(zip(specs, args)):
            _check_arg(name, i, spec, arg, memory, nbytes[i])
            addrs.append(int(arg.address))
        return addrs, list(values.values())

    def arguments_at(self, values: dict) -> tuple[tuple, tuple]:
        """(argument specs, device bytes per argument) for these symbol values (name -> int; the
        artifact's own for a kernel without symbolic arguments): the template's table for them."""
        _, nbytes, _, specs = self.template.table([values[d.name] for d in self.artifact.symbolic_dims])
        return specs, nbytes


def _layout_dict(layout):
    if isinstance(layout, dict):
        return layout
    to_dict = getattr(layout, "to_dict", None)
    return to_dict() if callable(to_dict) else None


def _check_arg(kernel: str, i: int, spec: ArgumentSpec, arg, memory, need: int) -> None:
    def bad(what, expected, got):
        raise LaunchError(f"{kernel}: argument {i} ({spec.name!r}): {what}: expected {expected}, got {got}")

    for attr in ("address", "nbytes", "shape", "dtype", "layout"):
        if not hasattr(arg, attr):
            bad("type", "an object with address, nbytes, shape, dtype and layout (DeviceTensorArg)",
                type(arg).__name__)
    if tuple(arg.shape) != spec.size:
        bad("shape", list(spec.size), list(arg.shape))
    if str(arg.dtype) != spec.dtype:
        bad("dtype", spec.dtype, arg.dtype)
    stride = getattr(arg, "stride", None)
    if stride is not None and tuple(stride) != spec.stride:
        bad("stride", list(spec.stride), list(stride))
    if int(getattr(arg, "storage_offset", 0) or 0) != spec.storage_offset:
        bad("storage_offset", spec.storage_offset, arg.storage_offset)
    if arg.layout != spec.layout:  # equal DeviceLayouts: the fast path; else compare plain data
        want, got = spec.layout.to_dict(), _layout_dict(arg.layout)
        if got != want:
            bad("layout", want, got)
    if isinstance(arg.address, bool) or not isinstance(arg.address, (int, np.integer)):
        bad("address", "an int device address", repr(arg.address))
    if int(arg.nbytes) < need:
        bad("nbytes", f"at least {need} (the device layout's size)", arg.nbytes)
    if not memory.contains(int(arg.address), need):
        bad("address", f"a device range inside [{memory.base:#x}, {memory.end:#x})",
            f"[{int(arg.address):#x}, {int(arg.address) + need:#x})")


# ---------------------------------------------------------------------------------------------
# prepare (cached per runtime: by file signature, then by content hash)

_cache: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
_lock = threading.RLock()  # references and cache entries (release may run from a gc finalizer)


def _signature(directory: str):
    try:
        return tuple((n, st.st_mtime_ns, st.st_size, st.st_ino) for n in ("manifest.json", "program.bin", "program.s")
                     for st in [os.stat(os.path.join(directory, n))])
    except OSError:
        return None  # read_artifact will name the missing file


def prepare_kernel(artifact_dir, runtime=None, *, mode: str | None = None, prep_streams: int = 1,
                   program_copies: int | None = None, faults: LaunchFaults | None = None) -> JobPlan:
    """Read, verify and load an artifact once; the same artifact again returns the same JobPlan.

    mode: "two-stream" | "single-stream" (default: the runtime config's launch_mode);
    prep_streams: prep streams in two-stream mode (>1 uses the completion-gated staging pool);
    program_copies: loaded copies of the program patched in turn (default 2 in two-stream mode,
    so launch N+1's patch transfer overlaps compute N; 1 in single-stream mode)."""
    if runtime is None:
        from ..runtime import get_runtime
        runtime = get_runtime()
    mode = mode or runtime.config.launch_mode
    if mode not in LAUNCH_MODES:
        raise ValueError(f"prepare_kernel: launch mode (HardwareConfig.launch_mode) must be one of {LAUNCH_MODES}, "
                         f"got {mode!r}")
    for what, v in (("prep_streams", prep_streams), ("program_copies", program_copies)):
        if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < 1):
            raise ValueError(f"prepare_kernel: {what} must be an int >= 1, got {v!r}")
    if program_copies is None:
        program_copies = 2 if mode == "two-stream" else 1
    faults = faults or LaunchFaults()
    directory = os.path.abspath(os.fspath(artifact_dir))
    per_runtime = _cache.setdefault(runtime, {"by_sig": {}, "by_hash": {}})
    options = (mode, prep_streams if mode == "two-stream" else 0, program_copies, faults)
    sig = _signature(directory)
    if sig is not None:
        with _lock:
            hit = per_runtime["by_sig"].get((directory, sig, options))
            if hit is not None:
                hit._references += 1
                return hit
    artifact, image = read_artifact_image(directory, runtime.config)  # (decoded and checked once)
    key = (artifact.content_hash, options)

    def hold(plan):  # under _lock: one more reference, and the file signature leads to it too
        plan._references += 1
        if sig is not None:
            per_runtime["by_sig"][(directory, sig, options)] = plan
            plan._cache_entries.append((per_runtime["by_sig"], (directory, sig, options)))
        return plan

    with _lock:
        plan = per_runtime["by_hash"].get(key)
        if plan is not None:
            return hold(plan)
    fresh = JobPlan(artifact, runtime, mode=mode, prep_streams=options[1] or 1, program_copies=program_copies,
                    faults=faults, directory=directory, image=image)
    with _lock:
        plan = per_runtime["by_hash"].setdefault(key, fresh)
        if plan is fresh:
            fresh._cache_entries.append((per_runtime["by_hash"], key))
        hold(plan)
    if plan is not fresh:  # a concurrent prepare of the same artifact won: give this copy back
        fresh.release()
    return plan


# ---------------------------------------------------------------------------------------------
# launch


def launch_jobplan(plan: JobPlan, args, symbolic_args=None, *, stream=None):
    """Enqueue one launch (host callback, correction transfer, compute); returns the Compute op.

    stream: the device stream (default: the runtime's default stream). Nothing runs here. The
    arguments and symbol values are checked now (a LaunchError names what is wrong); what goes to
    the scheduler is one launch record (this launch's values, its program copy and prep route, and
    its Compute op, shown pending from now on), which the scheduler expands into the typed ops --
    copies of the plan's LaunchTemplate -- before anything else is enqueued or run
    (`Scheduler.defer`): the same ops, ids, edges and simulated times as enqueueing them here."""
    if plan.released:
        raise LaunchError(f"{plan.artifact.kernel_name}: this JobPlan was released (JobPlan.release()) and its "
                          f"device memory given back; prepare the artifact again with prepare_kernel to launch it")
    t = plan.template
    sym_values = [] if symbolic_args is None and not t.symbols else t.symbol_values(symbolic_args)
    addrs = None
    if sym_values is not None:
        arguments, nbytes, shares, _ = t.table(sym_values)
        addrs = t.addresses(args, arguments)
    if addrs is None:  # the full check names what is wrong (or accepts what the fast one does not know)
        addrs, sym_values = plan.check_args(args, symbolic_args)
        arguments, nbytes, shares, _ = t.table(sym_values)
    device = stream if stream is not None else plan.default_stream
    scheduler = plan.scheduler
    if getattr(device, "scheduler", None) is not scheduler:
        raise LaunchError(f"{t.kernel_name}: stream {device!r} is not a stream of the runtime this plan was "
                          f"prepared on")
    plan.launches += 1
    values = addrs + sym_values + shares
    held = held_correction(plan, values)
    if held is None:  # patched: this launch's callback and transfer write program copy n % copies
        n = plan.patches
        plan.patches = n + 1
        copy, route = n % t.n_copies, t.routes[n % len(t.routes)]
        entry = [tuple(values), route, None]  # (its patch op comes with the expansion)
        # (the copy is about to be overwritten: from now until this record is the scheduler's, an
        # interrupt must leave it holding nothing a later launch would trust)
        plan._held[copy] = None
    else:
        (copy, route), entry = held, None
    compute = t.computes[copy][0].fresh()
    compute.state, compute.stream = "pending", device  # (queued: the record stands for it)
    scheduler.defer(_expand_launch, (plan, copy, route, entry, compute, addrs, nbytes, values))
    # (only now: an interrupt before the record is deferred must leave no op that will never run in
    # _last_ops, which release() waits on; one after it is covered: release() expands deferred records
    # first, and the expansion sets them)
    plan._last_ops[device] = compute
    if entry is not None and plan.elide_patches:  # (only once its patch is sure to be enqueued)
        plan._held[copy] = entry
    return compute


def _expand_launch(record) -> tuple:
    """A launch record's typed ops (Scheduler.defer calls this, in launch order): for a patched
    launch (`entry` not None) the staging buffer the pool hands out now and copies of the
    template's host callback, patch transfer and signal; then the wait (two-stream) and the record's
    compute given this launch's kernel object and footprint. An elided launch (patch elision,
    held_correction) is the wait and the compute alone, its fetch barrier and wait on the event of
    the route that patched its copy: that event's latest record follows the copy's last patch in
    stream order, so the fetch still waits for the patch to land, and the compute's read of the
    correction block keeps the back edge for the copy's next patch."""
    plan, copy, route, entry, compute, addrs, nbytes, values = record
    t = plan.template
    device = compute.stream
    prep, event, signal, wait = route
    ranges = list(zip(addrs, nbytes))
    compute.kernel = CardKernel.for_launch(plan.card, plan.prepared, ranges + t.fixed, t.kernel_name)
    compute.reads = [ranges[i] for i in t.inputs] + t.computes[copy][1]
    compute.writes = [ranges[i] for i in t.outputs] + t.fixed
    if t.fetch_barrier:
        compute.fetch_after = event
    compute.state = "new"  # (enqueued now, with the batch)
    if entry is None:
        plan._last_ops[device] = compute
        if wait is None or prep is device:
            return ((device, compute),)
        return ((device, wait.fresh()), (device, compute))
    staging = plan._staging.acquire(device if prep is None else prep)
    callback = t.callback.fresh()
    callback.fn = functools.partial(_write_words, staging.words, t.slots, values)
    patch = staging.patches[copy].fresh()
    entry[2] = patch
    staging.transfer = patch  # (the pool hands the buffer out again once it ran)
    if prep is None:  # single-stream: all of it on the device stream, no wait needed
        plan._last_ops[device] = compute
        return ((device, callback), (device, patch), (device, signal.fresh()), (device, compute))
    plan._last_ops[prep] = patch
    return ((prep, callback), (prep, patch), (prep, signal.fresh()), (device, wait.fresh()), (device, compute))


def held_correction(plan: JobPlan, values: list):
    """Patch elision: (program copy, route that patched it) when a copy's correction block already
    holds exactly this launch's values (argument addresses, symbol and share values), else None.

    The host wrote every correction block itself (only the plan's patch transfers write there; a
    kernel's writes are confined to its arguments and scratch), so it knows what each copy will
    hold once the patches it queued have landed: a static-cache decode step launches the same
    kernels on the same addresses, and such a launch needs no host callback and no transfer. What it
    must still wait for is that the copy's last patch has landed (_expand_launch). A patch not yet
    expanded has not run, so it cannot have been lost."""
    if not plan.elide_patches:
        return None
    key = tuple(values)
    for copy, entry in enumerate(plan._held):
        if entry is not None and entry[0] == key:
            patch, signal = entry[2], entry[1][1].signal
            # a patch that never landed: the block holds older values; the route's latest signal
            # lost (an interrupt): a launch waiting on it would fail, as would every later one
            if patch is not None and patch.state in _PATCH_LOST or signal is not None and signal.state in _PATCH_LOST:
                plan._held[copy] = None
                return None
            return copy, entry[1]
    return None


_PATCH_LOST = ("failed", "cancelled")
