"""Interrupt sweep over the launch path with patch elision (not a test module: run it by hand).

    PYTHONPATH=. python tests/runtime/interrupt_sweep.py [--max N] [--points lines|signals] [--start N] [--keep-going]

For N = 1, 2, ...: build a fresh Runtime with two prepared kernels, run a launch loop in which the
same addresses come back (elided launches) and change (patched ones), and raise KeyboardInterrupt at
the N-th interrupt point reached inside spyre_runtime (Injector). Then, untraced: the
device must still work (synchronize raises at most one InterruptedOpError, then launches with every
value set -- the interrupted one's included -- give numpy's numbers), no op is left pending, and the
allocator is back to its figures before the loop. A hang is caught by faulthandler (it dumps the
stacks and exits). Stops when an N runs the loop to its end without the interrupt firing.
"""

from __future__ import annotations

import argparse
import dis
import faulthandler
import os
import sys
import tempfile

import numpy as np

from spyre_runtime import HardwareConfig
from spyre_runtime.artifact import write_artifact
from spyre_runtime.artifact.examples import square_artifact
from spyre_runtime.errors import InterruptedOpError
from spyre_runtime.jobplan import DeviceTensorArg, launch_jobplan, prepare_kernel
from spyre_runtime.queues import Transfer
from spyre_runtime.runtime import Runtime

ROWS, COLS = 4, 64
PACKAGE = os.path.dirname(os.path.abspath(sys.modules["spyre_runtime"].__file__))


class Injector:
    """Raises KeyboardInterrupt at the n-th interrupt point reached in a frame of spyre_runtime.

    points="lines": every line event (more than a signal can reach: also the first line of an
    except / finally block). points="signals": where CPython runs a signal handler (it checks
    between bytecodes only at some): a Python function's entry, the return of a C function called
    from there, and a backward jump."""

    def __init__(self, n: int, points: str):
        self.n, self.points, self.count, self.fired, self.where = n, points, 0, False, None

    def install(self):
        if self.points == "lines":
            sys.settrace(self._global_lines)
        else:
            sys.setprofile(self._profile)
            sys.settrace(self._global_opcodes)

    @staticmethod
    def uninstall():
        sys.settrace(None)
        sys.setprofile(None)

    def _hit(self, frame, what):
        if self.fired:
            return
        self.count += 1
        if self.count == self.n:
            self.fired = True
            self.where = f"{os.path.relpath(frame.f_code.co_filename, PACKAGE)}:{frame.f_lineno} " \
                         f"({frame.f_code.co_name}, {what})"
            raise KeyboardInterrupt

    def _global_lines(self, frame, event, arg):  # trace spyre_runtime's frames only
        return self._lines if frame.f_code.co_filename.startswith(PACKAGE) else None

    def _lines(self, frame, event, arg):
        if event == "line":
            self._hit(frame, "line")
        return self._lines

    def _profile(self, frame, event, arg):
        if event in ("call", "c_return") and frame.f_code.co_filename.startswith(PACKAGE):
            self._hit(frame, f"{event} {getattr(arg, '__qualname__', '')}".strip())

    def _global_opcodes(self, frame, event, arg):
        if not frame.f_code.co_filename.startswith(PACKAGE):
            return None
        frame.f_trace_opcodes, frame.f_trace_lines = True, False
        return self._opcodes

    def _opcodes(self, frame, event, arg):
        if event == "opcode" and frame.f_code.co_code[frame.f_lasti] in _BACKWARD_JUMPS:
            self._hit(frame, "backward jump")
        return self._opcodes


_BACKWARD_JUMPS = {dis.opmap[name] for name in ("JUMP_BACKWARD",) if name in dis.opmap}


def _square(x):
    return (x.astype(np.float32) ** 2).astype(np.float16)


class Rig:
    def __init__(self, dirs, seed):
        self.rt = Runtime(HardwareConfig(arena_bytes=1 << 28), seed=seed)
        self.a, self.b = (prepare_kernel(d, self.rt) for d in dirs)
        self.rt.synchronize()
        spec = self.a.artifact.arguments[0]
        self.bufs = []
        for _ in range(4):
            d = self.rt.allocator.allocate(spec.layout.device_nbytes)
            self.bufs.append(DeviceTensorArg(d.address, d.nbytes, spec.size, spec.dtype, spec.layout, spec.stride))
        self.rng = np.random.default_rng(0)

    def step(self, out, sync=True):
        x_arg, y_arg = self.bufs[0], self.bufs[1]
        x = self.rng.uniform(-1.5, 1.5, (ROWS, COLS)).astype(np.float16)
        self.rt.default_stream.enqueue(Transfer("h2d", x.view(np.uint8).reshape(-1).copy(), x_arg.address))
        launch_jobplan(self.a, [x_arg, y_arg])
        launch_jobplan(self.b, [y_arg, out])
        if sync:
            self.rt.synchronize()
        return x

    def result(self, arg):
        return np.frombuffer(self.rt.memory.read(arg.address, ROWS * COLS * 2), np.float16).reshape(ROWS, COLS)

    def check(self, out, x):
        got = self.result(out)
        if not np.array_equal(got, _square(_square(x))):
            raise AssertionError(f"wrong numbers in {out.address:#x}")

    def loop(self):
        z, z2 = self.bufs[2], self.bufs[3]
        for out, sync in ((z, True), (z, True), (z2, False), (z2, True), (z, False), (z2, True), (z, True)):
            self.step(out, sync)


def run_one(dirs, n, points, seed=None) -> tuple[bool, str]:
    rig = Rig(dirs, seed)
    rt = rig.rt
    before = rt.allocator.stats()
    injector = _last["injector"] = Injector(n, points)
    injector.install()
    try:
        rig.loop()
    except KeyboardInterrupt:
        pass
    finally:
        injector.uninstall()
    if not injector.fired:
        return False, "not fired"
    try:
        rt.synchronize()
    except InterruptedOpError:
        pass
    rt.synchronize()  # reported once
    z, z2 = rig.bufs[2], rig.bufs[3]
    for out in (z, z2, z, z, z2, z2):
        x = rig.step(out)
        rig.check(out, x)
    for out in (z, z2, z):  # queued back to back
        x = rig.step(out, sync=False)
    rt.synchronize()
    rig.check(z, x)
    sched = rt.scheduler
    assert sched._pending == 0 and not sched._deferred and not sched._expanding and sched._current is None, \
        (sched._pending, len(sched._deferred), sched._expanding, sched._current)
    after = rt.allocator.stats()
    for key in ("allocated_bytes", "active_bytes", "active_allocations", "pending_frees"):
        assert after[key] == before[key], (key, before[key], after[key])
    return True, injector.where


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start", type=int, default=1)
    ap.add_argument("--max", type=int, default=100000)
    ap.add_argument("--points", choices=("lines", "signals"), default="signals")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--keep-going", action="store_true")
    opts = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="sweep-")
    dirs = []
    for name in ("square_a", "square_b"):
        d = os.path.join(tmp, name)
        write_artifact(d, square_artifact(rows=ROWS, ncores=2, name=name))
        dirs.append(d)
    failures = 0
    n = opts.start
    for n in range(opts.start, opts.max + 1):
        faulthandler.dump_traceback_later(60, exit=True)
        try:
            fired, where = run_one(dirs, n, opts.points, opts.seed)
        except BaseException as exc:  # a bug: report where the interrupt landed
            failures += 1
            print(f"N={n}: FAIL {type(exc).__name__}: {str(exc)[:300]} (interrupt at {where_of(exc)})", flush=True)
            if not opts.keep_going:
                break
            continue
        finally:
            faulthandler.cancel_dump_traceback_later()
        if not fired:
            print(f"N={n}: the loop finished before the interrupt; done", flush=True)
            break
        if n % 200 == 0:
            print(f"N={n}: ok (last at {where})", flush=True)
    print(f"swept N={opts.start}..{n}: {failures} failures", flush=True)
    return 1 if failures else 0


_last = {}  # the injector of the run in progress (where its interrupt landed, for a failure)


def where_of(exc):
    injector = _last.get("injector")
    return injector.where if injector is not None else "?"


if __name__ == "__main__":
    sys.exit(main())
