"""How much of PyTorch's OpInfo database runs on spyre with no CPU fallback (issue 17).

    python -m spyre_tools.opinfo_coverage                      # every entry, fp32/fp16/bf16, eager + compiled
    python -m spyre_tools.opinfo_coverage --ops 'diag|norm'    # entries whose name matches a regex
    python -m spyre_tools.opinfo_coverage --dtypes float32 --modes eager --samples 1

Every entry of `torch.testing._internal.common_methods_invocations.op_db` that supports the dtype
on the CPU gets its first `--samples` sample inputs (seeded; the first failing one ends the
entry), run on the CPU and, moved to spyre,
eagerly and under `torch.compile`, with `SPYRE_FALLBACK=error`. An entry passes for a (dtype,
mode) when every sample matches the CPU; a sample fails when it raises (the fallback refusing an
op is one such reason), when it does not match (always a failure, listed separately: wrong
numbers are bugs), when it hangs past `--timeout`, or when it kills the process.

Comparison follows PyTorch's own test_compare_cpu: `sample.output_process_fn_grad` on both
results; ops that test skips there (random, uninitialized memory) are checked for shape and
dtype only, ops it expects to fail there only for running; a CPU result with no elements where spyre gives one (native_batch_norm's saved
statistics in eval mode, which test_compare_cpu expects to differ) is not compared. Tolerances:
fp32 1e-3 absolute and relative (test_compare_cpu's), fp16 2e-3, bf16 1.6e-2 (tests/eager's).

Samples run in a worker process, restarted after a crash or a hang, so one bad op costs only
itself. Prints the six pass percentages, the top failure reasons, and every mismatch.
"""

from __future__ import annotations

import argparse
import collections
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


def _full_name(op) -> str:
    return op.name + (f".{op.variant_test_name}" if op.variant_test_name else "")


def _op_db():
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from torch.testing._internal.common_methods_invocations import op_db
    return op_db


def _comparison(op) -> str:
    """'values', or what PyTorch's own test_compare_cpu does not compare for this entry: 'shape'
    (skipped there: random or uninitialized results) or 'runs' (expected to fail there: results
    that legitimately differ by device, such as native_batch_norm's saved statistics' dtype)."""
    level = "values"
    for d in op.decorators:
        if getattr(d, "cls_name", None) == "TestCommon" and getattr(d, "test_name", None) == "test_compare_cpu":
            if any(getattr(f, "__name__", "") == "expectedFailure" for f in d.decorators):
                return "runs"
            level = "shape"
    return level


# --- worker: runs tasks, prints one JSON line per event ---------------------------------------

def _to_spyre(value):
    import torch

    if isinstance(value, torch.Tensor):
        return value.detach().to("spyre")
    if isinstance(value, (list, tuple)):
        return type(value)(_to_spyre(v) for v in value)
    if isinstance(value, dict):
        return {k: _to_spyre(v) for k, v in value.items()}
    return value


def _compare(got, want, tol, shape_only, path="out"):
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
            r = _compare(g, w, tol, shape_only, f"{path}[{i}]")
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


def _run_task(op, dtype_name, mode, samples, timeout):
    import signal
    import warnings

    import torch

    dtype = getattr(torch, dtype_name)
    comparison = _comparison(op)
    shape_only = comparison != "values"
    tol = TOL[dtype_name]
    results = []
    torch.manual_seed(0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            items = []
            for s in op.sample_inputs("cpu", dtype, requires_grad=False):
                items.append(s)
                if len(items) >= samples:
                    break
        except Exception as e:  # noqa: BLE001 - the sample generator itself
            return [("skip", f"sample generation: {_reason(e)}")]
    for sample in items:
        def alarm(*_):
            raise TimeoutError(f"no result in {timeout} s")

        old = signal.signal(signal.SIGALRM, alarm)
        signal.alarm(timeout)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                dev = (_to_spyre(sample.input), _to_spyre(list(sample.args)), _to_spyre(dict(sample.kwargs)))
                try:
                    torch.manual_seed(0)
                    want = sample.output_process_fn_grad(op.op(sample.input, *sample.args, **sample.kwargs))
                except Exception as e:  # noqa: BLE001 - the CPU cannot run it either
                    results.append(("skip", f"CPU raised {_reason(e)}"))
                    continue
                torch.manual_seed(0)
                if mode == "compiled":
                    torch._dynamo.reset()
                    fn = torch.compile(lambda x, a, k: op.op(x, *a, **k))
                    got = fn(*dev)
                else:
                    got = op.op(dev[0], *dev[1], **dev[2])
                got = sample.output_process_fn_grad(got)
                bad = None if comparison == "runs" else _compare(got, want, tol, shape_only)
                results.append(("mismatch", bad) if bad else ("pass", None))
        except Exception as e:  # noqa: BLE001 - what we are counting
            results.append(("error", _reason(e)))
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
        if results[-1][0] not in ("pass", "skip"):
            break  # the entry fails for this (dtype, mode): its other samples would not change that
    return results


def _worker(tasks, samples, timeout):
    os.environ["SPYRE_FALLBACK"] = "error"
    import torch  # noqa: F401 - autoloads spyre

    ops = _op_db()
    for t in tasks:
        idx, dtype_name, mode = t
        print(json.dumps({"start": t}), flush=True)
        res = _run_task(ops[idx], dtype_name, mode, samples, timeout)
        print(json.dumps({"done": t, "results": res}), flush=True)


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
                _log(args, done, out[done])
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


def _log(args, task, results) -> None:
    if args.log:
        with open(args.log, "a") as f:
            f.write(json.dumps({"task": list(task), "results": results}) + "\n")


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


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m spyre_tools.opinfo_coverage", description=__doc__.split("\n\n")[0])
    p.add_argument("--ops", default=None, help="regex on the entry name (name.variant); default every entry")
    p.add_argument("--dtypes", default=",".join(DTYPES))
    p.add_argument("--modes", default=",".join(MODES))
    p.add_argument("--samples", type=int, default=2, help="samples per (entry, dtype, mode), default 2")
    p.add_argument("--timeout", type=int, default=120, help="seconds per sample before it counts as a hang")
    p.add_argument("--top", type=int, default=20, help="failure reasons to print")
    p.add_argument("--workers", type=int, default=1, help="worker processes (each runs whole entries)")
    p.add_argument("--json", default=None, help="write every result to this file")
    p.add_argument("--log", default=None, help="append each entry's results to this file as they come; "
                   "a rerun with the same --log resumes (entries already there are not run again)")
    p.add_argument("--summary", action="store_true", help="only sum up what --log holds (run nothing)")
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
    ops = _op_db()
    pattern = re.compile(args.ops) if args.ops else None
    names = {}
    tasks = []
    for i, op in enumerate(ops):
        name = _full_name(op)
        if pattern and not pattern.search(name):
            continue
        names[i] = name
        supported = op.supported_dtypes("cpu")
        for d in dtypes:
            if getattr(torch, d) in supported:
                tasks.extend((i, d, m) for m in modes)
    if not tasks:
        p.error("no OpInfo entry matches --ops")
    wanted = set(tasks)
    done_before = {t: r for t, r in _read_log(args.log).items() if t in wanted}
    tasks = [] if args.summary else [t for t in tasks if t not in done_before]
    # dtype by dtype (fp32 first), so that a run cut short has whole figures for the first ones
    tasks.sort(key=lambda t: (dtypes.index(t[1]), t[0], modes.index(t[2])))
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
            continue
        if not ran:
            reasons[_normalize("no sample ran: " + (res[0][1] if res else "no samples"))] += 1
            continue
        for s, why in ran:
            if s == "pass":
                continue
            if s == "mismatch":
                mismatches.append(f"{names[i]} {d} {m}: {why}")
            if s in ("crash", "hang"):
                crashes.append(f"{names[i]} {d} {m}: {why}")
            key = _normalize(f"{s}: {why}")
            reasons[key] += 1
            examples.setdefault(key, names[i])
            break  # one reason per entry

    print(f"OpInfo on spyre, SPYRE_FALLBACK=error, up to {args.samples} samples per entry, torch {torch.__version__}, "
          f"{len(names)} entries, {elapsed / 60:.1f} min")
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
