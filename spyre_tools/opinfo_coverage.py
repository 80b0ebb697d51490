"""How much of PyTorch's OpInfo database runs on spyre with no CPU fallback (issue 17), and the
sample runner tests/eager/test_opinfo.py shares with it.

    python -m spyre_tools.opinfo_coverage                      # every entry, fp32/fp16/bf16, eager + compiled
    python -m spyre_tools.opinfo_coverage --ops 'diag|norm'    # entries whose name matches a regex
    python -m spyre_tools.opinfo_coverage --dtypes float32 --modes eager --samples 1
    python -m spyre_tools.opinfo_coverage --log run.log --write-expected tests/eager/opinfo_expected.json

Every entry of `torch.testing._internal.common_methods_invocations.op_db` that supports the dtype
on the CPU gets its first `--samples` sample inputs (`sample_inputs`, seeded), run on the CPU and,
moved to spyre, eagerly and under `torch.compile`, with `SPYRE_FALLBACK=error`. A sample passes when
it matches the CPU; it fails when it raises (the fallback refusing an op is one such reason), when
it does not match (a mismatch: wrong numbers, dtype or shape, always a bug), when it hangs past
`--timeout`, or when it kills the process. An entry passes for a (dtype, mode) when every sample
passes. Entries OpInfo marks onlyCUDA (the jiterator ones, which the CPU cannot run, and
bmm.triton_optimized) are left out, named with that reason in the report (`left_out_reason`).

Comparison follows PyTorch's own test_compare_cpu (`compare_rule`): `sample.output_process_fn_grad`
on both results; the entry's own skips of that test (random results, uninitialized memory:
OpInfo's reason is kept) leave dtype and shape compared only, and its expected failures there
(results that legitimately differ by device) leave only running; a CPU result with no elements
where spyre gives one (native_batch_norm's saved statistics in eval mode) is not compared.
Tolerances: test_compare_cpu's 1e-3 absolute and relative for fp32, fp16 2e-3, bf16 1.6e-2
(tests/eager's), widened by the entry's own toleranceOverride / precisionOverride.

Samples run in a worker process, restarted after a crash or a hang, so one bad op costs only
itself. Prints the six pass percentages, the top failure reasons, and every mismatch.
`--write-expected FILE` then rewrites the strict-xfail list tests/eager/test_opinfo.py reads: one
record per mismatching (entry, dtype, mode, sample) of this run (or of `--log`), keeping the
reason a person wrote for a record that still mismatches; records of (entry, dtype, mode) the run
did not cover stay as they were.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import json
import os
import re
import subprocess
import sys
import time

DTYPES = ("float32", "float16", "bfloat16")
MODES = ("eager", "compiled")
TOL = {"float32": dict(rtol=1e-3, atol=1e-3), "float16": dict(rtol=2e-3, atol=2e-3),
       "bfloat16": dict(rtol=1.6e-2, atol=1e-5)}
SAMPLES = 2  # per (entry, dtype, mode) by default, here and in tests/eager/test_opinfo.py
# sample outcomes: pass; skip (the CPU cannot run it or make samples: nothing to compare against);
# error (spyre raised: no kernel and SPYRE_FALLBACK=error, or a clear error); mismatch; hang; crash
FAILED = ("error", "mismatch", "hang", "crash")


def full_name(op) -> str:
    """The entry's name as the reports, the expected list and the test ids spell it."""
    return op.name + (f".{op.variant_test_name}" if op.variant_test_name else "")


def op_db():
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from torch.testing._internal.common_methods_invocations import op_db as db
    return db


@dataclasses.dataclass(frozen=True)
class CompareRule:
    """What PyTorch's test_compare_cpu checks of an entry for one dtype on a non-CPU device:
    level 'values', 'shape' (the entry skips that test: `reason` is OpInfo's) or 'runs' (the entry
    expects that test to fail); tol the tolerances."""
    level: str
    reason: str | None
    tol: dict


def _skip_reason(decorator) -> str | None:
    """unittest.skip(reason)'s reason, read from the decorator's closure; None for other decorators."""
    code, cells = getattr(decorator, "__code__", None), getattr(decorator, "__closure__", None)
    if code is None or not cells or "reason" not in code.co_freevars:
        return None
    return str(cells[code.co_freevars.index("reason")].cell_contents) or "skipped"


def compare_rule(op, dtype_name: str) -> CompareRule:
    import torch

    dtype = getattr(torch, dtype_name)
    level, reason = "values", None
    tol = dict(TOL[dtype_name])

    def widen(atol, rtol=0.0):
        tol["atol"], tol["rtol"] = max(tol["atol"], atol), max(tol["rtol"], rtol)

    for info in op.decorators:
        if hasattr(info, "decorators"):  # a DecorateInfo: for the tests, devices and dtypes it names
            if not info.is_active("TestCommon", "test_compare_cpu", "spyre", dtype, {}):
                continue
            decorators, bare = info.decorators, False
        else:  # a bare decorator applies to every test of the entry
            decorators, bare = [info], True
        for d in decorators:
            over = getattr(d, "d", None)
            if isinstance(over, dict) and dtype in over:  # toleranceOverride / precisionOverride
                value = over[dtype]
                widen(value.atol, value.rtol) if hasattr(value, "atol") else widen(float(value))
            if bare:
                continue
            if getattr(d, "__name__", "") == "expectedFailure":
                level, reason = "runs", "OpInfo expects test_compare_cpu to fail (results differ by device)"
            elif level == "values" and (why := _skip_reason(d)) is not None:
                level, reason = "shape", why
    return CompareRule(level, reason, tol)


def left_out_reason(op, dtype_name: str) -> str | None:
    """Why the entry is not run for this dtype, or None: OpInfo marks it onlyCUDA (for every test,
    or for test_compare_cpu), so PyTorch's own tests never run it on another device, and the
    jiterator entries cannot even run on the CPU (nothing to compare against). Counted apart."""
    import torch
    from torch.testing._internal.common_device_type import onlyCUDA

    dtype = getattr(torch, dtype_name)
    for info in op.decorators:
        if info is onlyCUDA or (hasattr(info, "decorators") and onlyCUDA in info.decorators
                                and info.is_active("TestCommon", "test_compare_cpu", "spyre", dtype, {})):
            return "OpInfo runs it on CUDA only (onlyCUDA)"
    return None


def sample_inputs(op, dtype_name: str, count: int) -> list:
    """The entry's first `count` CPU samples, seeded (the same ones in every process)."""
    import warnings

    import torch

    torch.manual_seed(0)
    items = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for s in op.sample_inputs("cpu", getattr(torch, dtype_name), requires_grad=False):
            items.append(s)
            if len(items) >= count:
                break
    return items


def to_spyre(value):
    import torch

    if isinstance(value, torch.Tensor):
        return value.detach().to("spyre")
    if isinstance(value, (list, tuple)):
        return type(value)(to_spyre(v) for v in value)
    if isinstance(value, dict):
        return {k: to_spyre(v) for k, v in value.items()}
    return value


def compare(got, want, tol, shape_only=False, path="out"):
    """None when got (a spyre result) matches want (the CPU's), else a one-line reason."""
    import torch

    if isinstance(want, torch.Tensor):
        if not isinstance(got, torch.Tensor):
            return f"{path}: expected a tensor, got {type(got).__name__}"
        if want.numel() == 0 and got.numel() != 0:
            return None
        if got.dtype != want.dtype or got.shape != want.shape:
            return f"{path}: {got.dtype}{tuple(got.shape)} vs CPU {want.dtype}{tuple(want.shape)}"
        if shape_only:
            return None
        got = got.cpu()
        if want.is_complex() or want.dtype.is_floating_point:
            try:
                torch.testing.assert_close(got, want, **tol, equal_nan=True, check_stride=False)
            except AssertionError:
                g, w = got.double(), want.double()
                both = torch.isfinite(g) & torch.isfinite(w)
                err = (g - w).abs()[both].max().item() if both.any() else float("nan")
                return f"{path}: max abs error {err:.3g} (finite mismatch pattern differs)" if err != err or err <= tol["atol"] \
                    else f"{path}: max abs error {err:.3g}"
            return None
        if not torch.equal(got, want):
            return f"{path}: {int((got != want).sum())} of {want.numel()} elements differ"
        return None
    if isinstance(want, (list, tuple)):
        if not isinstance(got, (list, tuple)) or len(got) != len(want):
            return f"{path}: expected a sequence of {len(want)}, got {type(got).__name__}"
        for i, (g, w) in enumerate(zip(got, want)):
            r = compare(g, w, tol, shape_only, f"{path}[{i}]")
            if r:
                return r
        return None
    if isinstance(want, float) and isinstance(got, float):
        return None if abs(got - want) <= tol["atol"] + tol["rtol"] * abs(want) or (got != got and want != want) \
            else f"{path}: {got} vs CPU {want}"
    if shape_only or got == want:
        return None
    return f"{path}: {got!r} vs CPU {want!r}"


def _reason(exc) -> str:
    text = f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}"
    return text[:300]


class SampleTimeout(Exception):
    """A sample gave no result within its time (raised by SIGALRM inside run_sample)."""


def run_sample(op, sample, dtype_name: str, mode: str, rule: CompareRule | None = None, timeout: int = 120):
    """(status, reason) of one sample (see FAILED above), spyre against the CPU. Call it with
    SPYRE_FALLBACK=error set; a compiled sample compiles afresh (dynamo is reset first)."""
    import signal
    import warnings

    import torch

    rule = rule or compare_rule(op, dtype_name)

    def alarm(*_):
        raise SampleTimeout(f"no result in {timeout} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(timeout)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            # copied before the CPU runs: an in-place op changes its CPU input
            dev = (to_spyre(sample.input), to_spyre(list(sample.args)), to_spyre(dict(sample.kwargs)))
            try:
                torch.manual_seed(0)
                want = sample.output_process_fn_grad(op.op(sample.input, *sample.args, **sample.kwargs))
            except Exception as e:  # noqa: BLE001 - the CPU cannot run it either
                return "skip", f"CPU raised {_reason(e)}"
            torch.manual_seed(0)
            if mode == "compiled":
                torch._dynamo.reset()
                fn = torch.compile(lambda x, a, k: op.op(x, *a, **k))
                got = fn(*dev)
            else:
                got = op.op(dev[0], *dev[1], **dev[2])
            got = sample.output_process_fn_grad(got)
            bad = None if rule.level == "runs" else compare(got, want, rule.tol, rule.level == "shape")
            return ("mismatch", bad) if bad else ("pass", None)
    except Exception as e:  # noqa: BLE001 - what we are counting
        cause = e
        while cause is not None and not isinstance(cause, SampleTimeout):  # Inductor wraps it
            cause = cause.__cause__ or cause.__context__
        return ("hang", str(cause)) if cause is not None else ("error", _reason(e))
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def run_entry(op, dtype_name: str, mode: str, samples: int = SAMPLES, timeout: int = 120) -> list:
    """(status, reason) of each of the entry's first `samples` samples, in order (every one runs:
    the expected list is kept per sample)."""
    try:
        items = sample_inputs(op, dtype_name, samples)
    except Exception as e:  # noqa: BLE001 - the sample generator itself
        return [("skip", f"sample generation: {_reason(e)}")]
    rule = compare_rule(op, dtype_name)
    return [run_sample(op, s, dtype_name, mode, rule, timeout) for s in items]


# --- the strict-xfail list: (entry, dtype, mode, sample) -> reason ----------------------------

def read_expected(path) -> dict:
    """(entry, dtype, mode, sample) -> the record ({"reason", "seen"}) of the JSON list at path."""
    with open(path) as f:
        data = json.load(f)
    return {(r["entry"], r["dtype"], r["mode"], r["sample"]): {"reason": r["reason"], "seen": r["seen"]}
            for r in data["expected_mismatches"]}


def expected_records(results: dict, names: dict, old: dict) -> dict:
    """The expected list after a run: results (task -> sample outcomes) replace old's records for
    the (entry, dtype, mode) they cover; a reason a person wrote (differing from what was seen)
    is kept while the sample still mismatches."""
    covered = {(names[i], d, m) for (i, d, m) in results}
    out = {k: v for k, v in old.items() if k[:3] not in covered}
    for (i, d, m), res in results.items():
        for s, (status, why) in enumerate(res):
            if status == "mismatch":
                key = (names[i], d, m, s)
                kept = old.get(key)
                reason = kept["reason"] if kept and kept["reason"] != kept["seen"] else why
                out[key] = {"reason": reason, "seen": why}
    return out


def write_expected(path, records: dict, note: str) -> None:
    rows = [{"entry": e, "dtype": d, "mode": m, "sample": s, **records[e, d, m, s]}
            for (e, d, m, s) in sorted(records)]
    with open(path, "w") as f:
        f.write('{\n  "note": ' + json.dumps(note) + ',\n  "expected_mismatches": [\n')
        f.write("".join(("    " if k == 0 else ",\n    ") + json.dumps(r) for k, r in enumerate(rows)))
        f.write("\n  ]\n}\n")


# --- worker: runs tasks, prints one JSON line per event ---------------------------------------

def _worker(tasks, samples, timeout):
    os.environ["SPYRE_FALLBACK"] = "error"
    import torch  # noqa: F401 - autoloads spyre

    ops = op_db()
    for t in tasks:
        idx, dtype_name, mode = t
        print(json.dumps({"start": t}), flush=True)
        t0 = time.perf_counter()
        res = run_entry(ops[idx], dtype_name, mode, samples, timeout)
        print(json.dumps({"done": t, "results": res, "seconds": round(time.perf_counter() - t0, 2)}), flush=True)
# --- parent: spawns workers, restarts them after a crash, sums up ---------------------------

def _run_all(tasks, args):
    """task -> list of (status, reason); a crashed or hung worker is restarted past its task."""
    out = {}
    pending = list(tasks)
    env = dict(os.environ, SPYRE_FALLBACK="error")
    while pending:
        cmd = [sys.executable, "-m", "spyre_tools.opinfo_coverage", "--worker", "--samples", str(args.samples),
               "--timeout", str(args.timeout)]
        proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                env=env, text=True)
        proc.stdin.write(json.dumps(pending))
        proc.stdin.close()
        current = None
        import selectors

        sel = selectors.DefaultSelector()
        sel.register(proc.stdout, selectors.EVENT_READ)
        buf = ""
        hung = False
        while True:
            # a hang that SIGALRM cannot break (inside C code): no line for a while kills the worker
            if not sel.select(timeout=args.timeout * 3 + 60):
                hung = True
                proc.kill()
                break
            line = proc.stdout.readline()
            if not line:
                break
            msg = json.loads(line)
            if "start" in msg:
                current = tuple(msg["start"])
            else:
                done = tuple(msg["done"])
                out[done] = [tuple(r) for r in msg["results"]]
                current = None
                _log(args, done, out[done], msg.get("seconds"))
                if args.progress:
                    print(f"  {len(out)}/{len(tasks)}", file=sys.stderr, end="\r")
        rc = proc.wait()
        done_set = set(out)
        if current is not None:
            out[current] = [("hang" if hung else "crash",
                             f"worker {'hung' if hung else f'died (exit {rc})'} in this op")]
            _log(args, current, out[current])
            done_set.add(current)
        elif rc != 0 and not hung:
            raise RuntimeError(f"opinfo worker exited {rc} outside any op")
        pending = [t for t in pending if tuple(t) not in done_set]
    return out


def _log(args, task, results, seconds=None) -> None:
    if args.log:
        with open(args.log, "a") as f:
            f.write(json.dumps({"task": list(task), "results": results, "seconds": seconds}) + "\n")


def _read_log(path) -> dict:
    out = {}
    if path and os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.strip():
                    msg = json.loads(line)
                    out[tuple(msg["task"])] = [tuple(r) for r in msg["results"]]
    return out


def _normalize(reason: str) -> str:
    reason = re.sub(r"0x[0-9a-f]+", "0x…", reason)
    reason = re.sub(r"\d+", "N", reason)
    return reason[:160]




def tasks_for(ops, dtypes=DTYPES, modes=MODES, pattern=None, left_out=None) -> list:
    """(op_db index, dtype name, mode) for every entry (whose name matches `pattern`) and dtype
    the CPU supports for it, dtype by dtype (fp32 first, so that a run cut short has whole
    figures for the first ones), entries in op_db order. Entries with a left_out_reason are not
    tasks: `left_out` (a dict, if given) gets (index, dtype) -> that reason."""
    import torch

    tasks = []
    for i, op in enumerate(ops):
        if pattern and not re.search(pattern, full_name(op)):
            continue
        supported = op.supported_dtypes("cpu")
        for d in dtypes:
            if getattr(torch, d) not in supported:
                continue
            why = left_out_reason(op, d)
            if why is None:
                tasks.extend((i, d, m) for m in modes)
            elif left_out is not None:
                left_out[i, d] = why
    tasks.sort(key=lambda t: (dtypes.index(t[1]), t[0], modes.index(t[2])))
    return tasks


def _commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, timeout=10,
                              cwd=os.path.dirname(os.path.abspath(__file__))).stdout.strip() or "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m spyre_tools.opinfo_coverage", description=__doc__.split("\n\n")[0])
    p.add_argument("--ops", default=None, help="regex on the entry name (name.variant); default every entry")
    p.add_argument("--dtypes", default=",".join(DTYPES))
    p.add_argument("--modes", default=",".join(MODES))
    p.add_argument("--samples", type=int, default=SAMPLES, help=f"samples per (entry, dtype, mode), default {SAMPLES}")
    p.add_argument("--timeout", type=int, default=120, help="seconds per sample before it counts as a hang")
    p.add_argument("--top", type=int, default=20, help="failure reasons to print")
    p.add_argument("--workers", type=int, default=1, help="worker processes (each runs whole entries)")
    p.add_argument("--json", default=None, help="write every result to this file")
    p.add_argument("--log", default=None, help="append each entry's results to this file as they come; "
                   "a rerun with the same --log resumes (entries already there are not run again)")
    p.add_argument("--summary", action="store_true", help="only sum up what --log holds (run nothing)")
    p.add_argument("--write-expected", default=None, metavar="FILE",
                   help="rewrite the strict-xfail list (tests/eager/opinfo_expected.json) from this run's mismatches")
    p.add_argument("--progress", action="store_true")
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)

    if args.worker:
        _worker([tuple(t) for t in json.loads(sys.stdin.read())], args.samples, args.timeout)
        return 0

    import torch

    dtypes = [d for d in args.dtypes.split(",") if d]
    modes = [m for m in args.modes.split(",") if m]
    for d in dtypes:
        if d not in DTYPES:
            p.error(f"--dtypes: {d!r} is not one of {', '.join(DTYPES)}")
    for m in modes:
        if m not in MODES:
            p.error(f"--modes: {m!r} is not one of {', '.join(MODES)}")
    if args.samples < 1:
        p.error(f"--samples: expected at least 1, got {args.samples}")
    ops = op_db()
    left_out = {}
    all_tasks = tasks_for(ops, dtypes, modes, args.ops, left_out)
    if not all_tasks and not left_out:
        p.error(f"no OpInfo entry matches --ops {args.ops!r}")
    names = {i: full_name(op) for i, op in enumerate(ops)}
    wanted = set(all_tasks)
    done_before = {t: r for t, r in _read_log(args.log).items() if t in wanted}
    tasks = [] if args.summary else [t for t in all_tasks if t not in done_before]
    t0 = time.time()
    chunks = [[t for t in tasks if t[0] % args.workers == k] for k in range(args.workers)]  # (order kept)
    if args.workers > 1:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(args.workers) as pool:
            parts = list(pool.map(lambda c: _run_all(c, args), chunks))
        results = {k: v for part in parts for k, v in part.items()}
    elif tasks:
        results = _run_all(tasks, args)
    else:
        results = {}
    results.update(done_before)
    elapsed = time.time() - t0

    passed = collections.Counter()
    entries = collections.Counter()
    reasons = collections.Counter()
    examples = {}
    mismatches = []
    crashes = []
    for (i, d, m), res in sorted(results.items()):
        ran = [r for r in res if r[0] != "skip"]
        entries[d, m] += 1
        if ran and all(s == "pass" for s, _ in ran):
            passed[d, m] += 1
        elif not ran:
            reasons[_normalize("no sample ran: " + (res[0][1] if res else "no samples"))] += 1
        for k, (s, why) in enumerate(res):
            if s == "mismatch":
                mismatches.append(f"{names[i]} {d} {m} sample {k}: {why}")
            if s in ("crash", "hang"):
                crashes.append(f"{names[i]} {d} {m} sample {k}: {why}")
        first = next(((s, why) for s, why in ran if s != "pass"), None)
        if first:  # one reason per entry
            key = _normalize(f"{first[0]}: {first[1]}")
            reasons[key] += 1
            examples.setdefault(key, names[i])

    print(f"OpInfo on spyre, SPYRE_FALLBACK=error, up to {args.samples} samples per entry, torch {torch.__version__}, "
          f"commit {_commit()}, {len({t[0] for t in all_tasks})} entries, {elapsed / 60:.1f} min")
    if left_out:
        by_reason = collections.defaultdict(set)
        for (i, d), why in left_out.items():
            by_reason[why].add(names[i])
        for why, which in sorted(by_reason.items()):
            print(f"left out, not counted: {len(which)} entries ({why}): {', '.join(sorted(which))}")
    if len(results) < len(wanted):
        print(f"(partial: {len(results)} of {len(wanted)} (entry, dtype, mode) results; "
              f"the percentages are of the entries that ran)")
    print(f"{'dtype':10} {'mode':9} {'pass':>5} {'of':>5} {'%':>6}")
    for d in dtypes:
        for m in modes:
            n = entries[d, m]
            print(f"{d:10} {m:9} {passed[d, m]:5} {n:5} {100 * passed[d, m] / max(n, 1):5.1f}%")
    print(f"\ntop failure reasons ((entry, dtype, mode) results failing for it, first entry):")
    for key, n in reasons.most_common(args.top):
        print(f"{n:5}  {key}   [{examples.get(key, '')}]")
    print(f"\nmismatches vs CPU ({len(mismatches)}):")
    for line in mismatches:
        print("  " + line)
    print(f"\ncrashes and hangs ({len(crashes)}):")
    for line in crashes:
        print("  " + line)
    if args.json:
        with open(args.json, "w") as f:
            json.dump([{"entry": names[i], "dtype": d, "mode": m, "results": res}
                       for (i, d, m), res in sorted(results.items())], f, indent=0)
    if args.write_expected:
        old = read_expected(args.write_expected) if os.path.exists(args.write_expected) else {}
        records = expected_records(results, names, old)
        write_expected(args.write_expected, records,
                       "Strict xfails of tests/eager/test_opinfo.py: samples whose spyre result does not match the "
                       "CPU's. Regenerate with `python -m spyre_tools.opinfo_coverage [--log F] --write-expected "
                       "tests/eager/opinfo_expected.json` (records of the run's (entry, dtype, mode) are replaced; "
                       "a 'reason' that differs from 'seen' was written by a person and is kept).")
        print(f"\nwrote {len(records)} expected mismatches to {args.write_expected} "
              f"({len(records) - len(old)} more than before)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
