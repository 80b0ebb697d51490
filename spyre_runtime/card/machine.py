"""The card: 32 cores' scratchpads (persisting across runs) and the two engines that run prepared images.

`HardwareConfig.simulator` (environment: SPYRE_SIMULATOR) picks the engine: "fast" (the default,
fast.py: each prepared image translated once into batched array operations) or "reference"
(simulator.py: every unit an actor, instruction by instruction). Both give the same bytes and the
same timing report; the reference defines them and checks races and deadlocks on every run, the
fast engine once per translation (trace.py), where it costs nothing per launch. "check" (for tests)
runs every launch on both, from the same device bytes and scratchpads, and raises EngineMismatch
unless they leave the same bytes, the same scratchpads and the same report, or raise the same fault.
"""

from __future__ import annotations

import gc
import time
import weakref
from collections import OrderedDict
from contextlib import contextmanager

import numpy as np
from threadpoolctl import ThreadpoolController

from ..config import HardwareConfig
from ..errors import ArtifactError, DeviceFault
from ..queues.ops import ComputeResult
from .fast import FastProgram, Reference, Reorder
from .image import ProgramImage, read_corrections
from .isa import INSTRUCTION_BYTES
from .simulator import CardRun, PreparedImage
from .trace import NeedsLoopBound, NeedsValues, record_trace

ENGINES = ("fast", "reference", "check")


_BLAS_LIBS = None  # threadpoolctl's controllers of the BLAS libraries loaded (found on first use)


@contextmanager
def one_blas_thread():
    """numpy's BLAS (OpenBLAS) on one thread while the card runs, the process's setting back after.
    The card's sgemms are small (one PE tile each); on a machine busy with other work, OpenBLAS's
    worker threads stall them: a 52x384x32 sgemm with B transposed took ~1 s on two threads and
    0.7 ms on one (2 shared cores). The bits do not depend on it (OpenBLAS splits M and N, not K,
    over threads). threadpoolctl finds and drives the BLAS library numpy loaded."""
    global _BLAS_LIBS
    if _BLAS_LIBS is None:
        _BLAS_LIBS = ThreadpoolController().select(user_api="blas").lib_controllers
    before = [lib.num_threads for lib in _BLAS_LIBS]
    for lib, n in zip(_BLAS_LIBS, before):
        if n != 1:
            lib.set_num_threads(1)
    try:
        yield
    finally:
        for lib, n in zip(_BLAS_LIBS, before):
            if n != 1:
                lib.set_num_threads(n)


class EngineMismatch(AssertionError):
    """The fast engine and the reference disagree on a launch ("check" engine): a bug of the fast engine."""
_TRANSLATIONS_PER_IMAGE = 16  # value-slot values (sizes) a prepared image keeps translations for
FAST_STORE_ROWS = 1 << 24  # renamed sticks one launch may use (2 GiB of address space, committed as touched)


@contextmanager
def _gc_paused():
    """Python's cyclic GC off while a translation runs: a trace allocates hundreds of thousands of
    objects that die together by reference count, and the collections they would trigger (full
    ones among them, walking every live object) find nothing to free."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class Card:
    """Card(config, memory): the cores' scratchpads persist across runs; memory is a DeviceMemory.

    engine: "fast" | "reference" (default: config.simulator)."""

    def __init__(self, config: HardwareConfig, memory, check_races: bool = True, engine: str | None = None):
        if config.instruction_bytes != INSTRUCTION_BYTES:
            raise ValueError(f"Card: the simulated ISA encodes {INSTRUCTION_BYTES}-byte instructions, "
                             f"HardwareConfig.instruction_bytes is {config.instruction_bytes}")
        self.config = config
        self.memory = memory
        self.engine = engine or config.simulator
        if self.engine not in ENGINES:
            raise ValueError(f"Card: engine (HardwareConfig.simulator, SPYRE_SIMULATOR) must be one of {ENGINES}, "
                             f"got {self.engine!r}")
        # scratchpad race check: an access to sticks another unit wrote (or read, for a write) that
        # no queue token or barrier orders before it is a DeviceFault, not silently wrong numbers
        self.check_races = check_races
        # The fast engine leaves every scratchpad stick as the reference does (its last contents), or,
        # False, only the device results: a kernel may not read what an earlier one left in a
        # scratchpad, so the runtime's card drops that state (no copies of last contents per launch).
        self.keep_scratchpads = True
        self.trace = False  # True: each RunReport carries per-unit events (RunReport.chrome_trace())
        # watchdog: counted loops always end, but nested u32 counts could run for ages
        self.max_instructions = 100_000_000
        self.sp_limit = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
        # The scratchpads of all cores are the first rows (sticks) of one array whose later rows hold
        # the fast engine's renamed sticks: it addresses both with one index. Reserved big and zeroed
        # by the OS page by page as used, so the scratchpad views never move.
        sp_rows = config.num_cores * config.scratchpad_bytes // 128
        self._rows = np.zeros((sp_rows + FAST_STORE_ROWS, 128), dtype=np.uint8)
        self.scratchpad_array = self._rows[:sp_rows].reshape(config.num_cores, config.scratchpad_bytes)
        self.scratchpads = list(self.scratchpad_array)
        self.fast_constants_of = None  # the FastProgram whose folded constants the rows hold now
        # translations made (a trace recorded and translated, or found faulty) on this card: one per
        # prepared image, and one more per new set of value-slot values a launch brings (a symbolic
        # kernel's size); benchmarks count them per step
        self.translations = 0
        self.last_report = None
        self.last_engine = None  # which engine ran the last run, and why the reference if it did
        # prepared images by their bytes, while anything holds them: kernels of identical layers are
        # one program under different names, decoded, checked and translated once
        self._prepared = weakref.WeakValueDictionary()
        # per FastProgram, the views of this card's rows its groups use (fast._Launch.views)
        self.fast_views = weakref.WeakKeyDictionary()

    def prepare(self, image) -> PreparedImage:
        """Decode and check an image (ProgramImage or bytes) once; on the fast engine, translate it too."""
        key = image.to_bytes() if isinstance(image, ProgramImage) else bytes(image)
        prepared = self._prepared.get(key)
        if prepared is None:
            if not isinstance(image, ProgramImage):
                image = ProgramImage.from_bytes(image)
            prepared = self._prepared[key] = PreparedImage(image, self.config)
        if self.engine == "fast":
            self._translation(prepared, None)
        return prepared

    def run_image(self, image, corrections=(), allowed_ranges=()):
        """Run an image directly (no queues): corrections = one value per slot."""
        return self.run(self.prepare(image), corrections, allowed_ranges)

    def run(self, prepared: PreparedImage, corrections, allowed_ranges, memory=None):
        # correction words are 64-bit; registers read them as signed (a symbolic value may be < 0)
        corrections = [(int(c) + (1 << 63)) % (1 << 64) - (1 << 63) for c in corrections]
        if len(corrections) != prepared.image.num_slots:
            raise DeviceFault(f"run: the image has {prepared.image.num_slots} slots, got {len(corrections)} "
                              f"correction values")
        memory = self.memory if memory is None else memory
        with one_blas_thread():
            if self.engine == "check":
                report = self._run_checked(prepared, corrections, allowed_ranges, memory)
            elif self.engine == "fast":
                report = self._run_before_translating(prepared, corrections, allowed_ranges, memory)
                if report is None:
                    report = self._run_either(prepared, corrections, allowed_ranges, memory)
            else:
                self.last_engine = ("reference", "the reference engine was chosen")
                report = CardRun(self, memory, corrections, allowed_ranges).execute(prepared)
        self.last_report = report
        return report

    def _run_before_translating(self, prepared, corrections, allowed_ranges, memory):
        """A launch at a new value of a kernel's value slots (an `ldr` count: a decode step's KV
        length) runs on the reference while the reference runs at that value have cost less than the
        kernel's last translation (ski rental: never more than twice the better choice's time); then
        it is translated. None: the fast engine runs it. (Only the "fast" engine: "check" translates.)"""
        state = prepared.fast
        if state is None or not state["value_slots"] or "translate_seconds" not in state:
            return None
        values = tuple(sorted((s, corrections[s]) for s in state["value_slots"]))
        if any(k[2] == values for k in state["programs"]):
            return None
        spent = state.setdefault("reference_seconds", OrderedDict())
        cost = spent.get(values, 0.0)
        if cost >= state["translate_seconds"]:
            spent.pop(values, None)
            return None
        t0 = time.perf_counter()
        report = CardRun(self, memory, corrections, allowed_ranges).execute(prepared)
        spent[values] = cost + time.perf_counter() - t0
        while len(spent) > _TRANSLATIONS_PER_IMAGE:
            spent.popitem(last=False)
        self.last_engine = ("reference", "a new value of its value slots: the reference runs it until its runs "
                                         "there cost the kernel's last translation")
        return report

    def _run_either(self, prepared, corrections, allowed_ranges, memory):
        """The fast engine, or the reference where the fast one does not go (last_engine says why)."""
        try:
            report = self._run_fast(prepared, corrections, allowed_ranges, memory)
            self.last_engine = ("fast", None)
            return report
        except Reference as why:
            self.last_engine = ("reference", str(why))
        return CardRun(self, memory, corrections, allowed_ranges).execute(prepared)

    def _run_checked(self, prepared, corrections, allowed_ranges, memory):
        ranges = [(int(a), int(n)) for a, n in allowed_ranges if memory.contains(int(a), int(n))]
        before = [memory.read(a, n) for a, n in ranges]
        # the scratchpad sticks the program reads or writes (the trace's, which are the reference's)
        prog = self._translation(prepared, corrections)
        sp = self.scratchpad_array.reshape(-1, 128)
        sticks = (np.union1d(prog.live_in, prog.live_out_sp) if isinstance(prog, FastProgram)
                  else np.arange(sp.shape[0]))
        sp_before = sp[sticks]

        def attempt(run):
            try:
                return run(), None
            except DeviceFault as e:
                return None, e

        fast, fast_fault = attempt(lambda: self._run_either(prepared, corrections, allowed_ranges, memory))
        engine = self.last_engine
        fast_bytes = [memory.read(a, n) for a, n in ranges]
        fast_sp = sp[sticks]
        for (a, _), data in zip(ranges, before):
            memory.write(a, data)
        sp[sticks] = sp_before
        ref, ref_fault = attempt(lambda: CardRun(self, memory, corrections, allowed_ranges).execute(prepared))
        self.last_engine = engine
        problems = []
        if (fast_fault is None) != (ref_fault is None):
            problems.append(f"fast {'raised ' + repr(fast_fault) if fast_fault else 'ran'}, "
                            f"reference {'raised ' + repr(ref_fault) if ref_fault else 'ran'}")
        elif ref_fault is not None:
            if str(fast_fault).split(":")[0] != str(ref_fault).split(":")[0]:  # the same unit faults
                problems.append(f"faults differ: fast {fast_fault}; reference {ref_fault}")
        else:
            for (a, n), x in zip(ranges, fast_bytes):
                if x != memory.read(a, n):
                    problems.append(f"device bytes of [{a:#x}, {a + n:#x}) differ")
            differ = np.nonzero((fast_sp != sp[sticks]).any(axis=1))[0] if self.keep_scratchpads else ()
            if len(differ):
                cores = sorted(set((sticks[differ] * 128 // self.config.scratchpad_bytes).tolist()))
                problems.append(f"scratchpads of cores {cores} differ")
            f, r = fast.as_dict(), ref.as_dict()
            if f != r:
                problems.append("reports differ: " + ", ".join(
                    f"{k}: fast {f[k]} reference {r[k]}" if not isinstance(f[k], dict) else f"{k} differ"
                    for k in f if f[k] != r[k]))
        if problems:
            raise EngineMismatch(f"engines disagree ({engine[0]} engine" + (f": {engine[1]}" if engine[1] else "")
                                 + "): " + "; ".join(problems))
        if ref_fault is not None:
            raise ref_fault
        return ref

    # ---- the fast engine ----
    def fast_rows(self, rows: int) -> np.ndarray:
        """The scratchpads' sticks followed by `rows` rows for renamed sticks (reused by every launch)."""
        if rows > FAST_STORE_ROWS:
            raise Reference(f"the program renames {rows} sticks, more than the fast engine's {FAST_STORE_ROWS}")
        return self._rows

    def _translation(self, prepared, corrections, separate_derived=True):
        """The FastProgram for these corrections' value-slot values (translated on first use), or
        Reference. corrections None: at prepare time, before any value is known.

        A slot that only counts `loopr` iterations (a symbolic kernel's rows per core) is a loop slot
        instead, where the scratchpads need not end up as the reference leaves them: one translation
        runs up to a bound of iterations and serves every count up to it (trace.record_trace's
        loop_bound); a count past the bound translates again with at least twice the bound.
        separate_derived False: the translation that orders a derived slot's family as one slot (for a
        launch whose derived accesses overlap: fast.Reorder)."""
        state = prepared.fast
        if state is None:
            state = prepared.fast = {"value_slots": frozenset(), "loop_slots": frozenset(), "bound": 0,
                                     "programs": OrderedDict()}
        programs = state["programs"]
        while True:
            value_slots, loop_slots = state["value_slots"], state["loop_slots"]
            if corrections is None and (value_slots or loop_slots):
                return None  # prepare time: a value slot's value is not known yet
            values = {} if corrections is None else {s: corrections[s] for s in value_slots}
            bound = 0
            if loop_slots:
                need = max(1, max(corrections[s] for s in loop_slots))
                bound = state["bound"] if need <= state["bound"] else max(need, 2 * state["bound"])
            key = (self.check_races, self.keep_scratchpads, tuple(sorted(values.items())), bound, separate_derived)
            prog = programs.get(key)
            if prog is not None:
                programs.move_to_end(key)
                return prog
            try:
                t0 = time.perf_counter()
                with _gc_paused():
                    trace = record_trace(self, prepared, values, check_races=self.check_races,
                                         loop_slots=loop_slots, loop_bound=bound)
                    prog = FastProgram(trace, self.config, prepared.image.num_slots, self.keep_scratchpads,
                                       separate_derived)
                if values:
                    state["translate_seconds"] = time.perf_counter() - t0
            except NeedsLoopBound as e:
                if self.keep_scratchpads:  # (the last contents would depend on the count: per value)
                    state["value_slots"] = value_slots | e.slots
                else:
                    state["loop_slots"] = loop_slots | (e.slots - value_slots)
                continue
            except NeedsValues as e:
                state["value_slots"] = value_slots | e.slots
                state["loop_slots"] = loop_slots - e.slots
                continue
            except DeviceFault as e:  # the reference raises it, at the same point
                if bound:  # (the bound's run faulted: these counts may not; traced per value instead)
                    state["value_slots"], state["loop_slots"] = value_slots | loop_slots, frozenset()
                    continue
                prog = Reference(f"the program faults: {e}")
            break
        state["bound"] = max(state["bound"], bound)
        self.translations += 1
        programs[key] = prog
        while len(programs) > _TRANSLATIONS_PER_IMAGE:
            programs.popitem(last=False)
        return prog

    def _fast_programs(self) -> list:
        return [prog for prepared in list(self._prepared.values())
                for prog in list((prepared.fast or {}).get("programs", {}).values()) if isinstance(prog, FastProgram)]

    def fast_form_bytes(self) -> int:
        """Host bytes of the fast engine's translations of the images prepared on this card (the
        fast form, FastProgram.nbytes; not the widened weights: fast_widened_bytes)."""
        return sum(prog.nbytes for prog in self._fast_programs())

    def fast_widened_bytes(self) -> int:
        """Host bytes of the widened fp16 / bf16 PE weights the fast engine keeps between launches for
        this card's programs (a cache: fast.WIDENED_CACHE_BYTES bounds it over every card)."""
        return sum(prog.widened_bytes for prog in self._fast_programs())

    def _run_fast(self, prepared, corrections, allowed_ranges, memory):
        prog = self._translation(prepared, corrections)
        if isinstance(prog, Reference):
            raise prog
        allowed = sorted((int(a), int(a) + int(n)) for a, n in allowed_ranges)
        counts = prog.loop_counts(corrections)
        report = prog.counted_report(self, prepared, counts, corrections) if counts is not None else prog.report
        try:
            costs = prog.execute(self, memory, corrections, allowed)
        except Reorder:  # (raised before anything ran)
            prog = self._translation(prepared, corrections, separate_derived=False)
            if isinstance(prog, Reference):
                raise prog from None
            costs = prog.execute(self, memory, corrections, allowed)
        if not self.trace and not costs:
            return report
        return prog.timed_report(self, prepared, costs, events=self.trace, counts=counts)


class CardKernel:
    """The object a runtime Compute op runs: one launch of a prepared image.

    `run(memory, fetched)`: `fetched` is the fetch engine's snapshot of the program allocation
    (image + correction block). Corrections are read from that snapshot, so a snapshot taken
    before the correction transfer landed runs stale addresses."""

    def __init__(self, card: Card, prepared: PreparedImage, allowed_ranges, program_addr: int | None = None,
                 name: str = "kernel"):
        self.card, self.prepared, self.name = card, prepared, name
        self.allowed_ranges = [(int(a), int(n)) for a, n in allowed_ranges]
        self.program_addr = program_addr

    @classmethod
    def for_launch(cls, card: Card, prepared: PreparedImage, allowed_ranges: list, name: str) -> "CardKernel":
        """A prepared launch's kernel object: `allowed_ranges` are (int address, int nbytes) pairs the
        launch check already made (taken as they are: every launch of a JobPlan builds one)."""
        kernel = cls.__new__(cls)
        kernel.card, kernel.prepared, kernel.name = card, prepared, name
        kernel.allowed_ranges, kernel.program_addr = allowed_ranges, None
        return kernel

    def run(self, memory, fetched) -> ComputeResult:
        image = self.prepared.image
        if fetched is None:
            if self.program_addr is None:
                raise DeviceFault(f"{self.name}: no program was fetched and no program address is known")
            fetched = memory.read(self.program_addr, image.total_bytes, what=f"{self.name}: program fetch")
        if len(fetched) < image.total_bytes:
            raise DeviceFault(f"{self.name}: fetched {len(fetched)} program bytes, the image needs {image.total_bytes}")
        prepared = self.prepared
        if not (fetched if isinstance(fetched, (bytes, bytearray)) else bytes(fetched)).startswith(prepared.program_part):
            # the program bytes changed under us: run what was fetched (decoded afresh)
            try:
                prepared = self.card.prepare(bytes(fetched[:image.total_bytes]))
            except ArtifactError as e:
                raise DeviceFault(f"{self.name}: fetched program bytes are not a valid image: {e}") from None
        try:
            report = self.card.run(prepared, read_corrections(fetched, prepared.image), self.allowed_ranges, memory)
        except DeviceFault as e:
            raise DeviceFault(f"{self.name}: {e}") from None
        return ComputeResult(report.cycles, report.as_dict())
