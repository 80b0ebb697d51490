"""PyTorch's OpInfo database (torch.testing._internal.common_methods_invocations.op_db) on spyre.

test_opinfo_entry: every entry, float32 / float16 / bfloat16 where the CPU supports the dtype,
eager and compiled, the first samples (spyre_tools.opinfo_coverage.SAMPLES) of each, run by the
same code as `python -m spyre_tools.opinfo_coverage` (run_entry: SPYRE_FALLBACK=error, PyTorch's
test_compare_cpu rules and the entry's own tolerances). Each sample either matches the CPU or
raises (no spyre kernel, or a clear error): both pass. A mismatch (wrong numbers, dtype or shape)
or a hang fails, unless the sample is in opinfo_expected.json, the strict-xfail list; a listed
sample that no longer mismatches fails too. Entries whose test_compare_cpu OpInfo skips (random
results, uninitialized memory) have dtype and shape checked, then are reported skipped with
OpInfo's reason; samples the CPU cannot run are skipped with the CPU's error. The default run is
DEFAULT_SUBSET (float32 eager, a fixed share of the entries: suite budget); `-m slow` runs the rest.

The strict-xfail list is regenerated from a run by one command:

    python -m spyre_tools.opinfo_coverage --log run.log --write-expected tests/eager/opinfo_expected.json

(add `--dtypes`, `--modes`, `--ops` to regenerate a part; records a run does not cover stay; a
reason a person wrote for a record is kept while it still mismatches).

test_pointwise_kernel: the unary and binary pointwise ops eager mode compiles, and generate()'s
isin / any / all / isneginf, for float32 / float16 / bfloat16 / int64 / bool: each sample matches
the CPU (fp32 1e-5/1e-5, fp16 2e-3, bf16 1.6e-2 relative, exact otherwise) and nothing ran on the
CPU fallback (a kernel must exist: coverage of these cannot regress). Samples that fall back are
strict expected failures with a reason (XFAIL below). The default run takes the first few samples
of each (op, dtype); `-m slow` adds the rest.
"""

from __future__ import annotations

import zlib
from pathlib import Path

import pytest
import torch

from spyre_tools import opinfo_coverage as oc

OPS = oc.op_db()
EXPECTED_FILE = Path(__file__).with_name("opinfo_expected.json")
EXPECTED = oc.read_expected(EXPECTED_FILE)


# The default run (suite budget): float32 eager, one entry in DEFAULT_SHARE, chosen by a hash of
# its name (deterministic, spread over op_db); never the sort family, whose one-op eager kernels
# compile for minutes each (160-230 s at load 16, measured 2026-12-01).
DEFAULT_SHARE = 4
SLOW_ENTRIES = ("sort", "msort", "argsort", "topk")
HANG_SECONDS = 900  # a sample with no result by then is a hang (a failure): compiles take minutes on a loaded machine


def _in_default_run(name: str, dtype: str, mode: str) -> bool:
    return (dtype == "float32" and mode == "eager" and name not in SLOW_ENTRIES
            and zlib.crc32(name.encode()) % DEFAULT_SHARE == 0)


class ExpectedMismatch(AssertionError):
    """Every listed mismatch of the entry reproduced (the only failure its strict xfail accepts)."""


def _entry_params():
    params = []
    left_out = {}
    for i, dtype, mode in oc.tasks_for(OPS, left_out=left_out):
        name = oc.full_name(OPS[i])
        marks = [] if _in_default_run(name, dtype, mode) else [pytest.mark.slow]
        listed = {k[3]: v["reason"] for k, v in EXPECTED.items() if k[:3] == (name, dtype, mode)}
        if listed:
            why = "; ".join(f"sample {s}: {r}" for s, r in sorted(listed.items()))
            marks.append(pytest.mark.xfail(strict=True, raises=ExpectedMismatch, reason=why))
        params.append(pytest.param(i, dtype, mode, id=f"{name}-{dtype}-{mode}", marks=marks))
    for (i, dtype), why in sorted(left_out.items()):  # not run by the tool either: said, not silent
        name = oc.full_name(OPS[i])
        for mode in oc.MODES:
            marks = [pytest.mark.skip(reason=f"left out: {why}")]
            if not _in_default_run(name, dtype, mode):
                marks.append(pytest.mark.slow)
            params.append(pytest.param(i, dtype, mode, id=f"{name}-{dtype}-{mode}", marks=marks))
    return params


@pytest.mark.parametrize("index, dtype, mode", _entry_params())
def test_opinfo_entry(spyre, index, dtype, mode):
    op = OPS[index]
    name = oc.full_name(op)
    results = oc.run_entry(op, dtype, mode, oc.SAMPLES, timeout=HANG_SECONDS)
    listed = {k[3] for k in EXPECTED if k[:3] == (name, dtype, mode)}
    problems = [f"sample {s}: {status}: {why}" for s, (status, why) in enumerate(results)
                if status == "hang" or (status == "mismatch" and s not in listed)]
    problems += [f"sample {s} is listed in {EXPECTED_FILE.name} as a mismatch but now gives "
                 f"{results[s][0] if s < len(results) else 'no sample'}: regenerate the list (module docstring)"
                 for s in sorted(listed) if s >= len(results) or results[s][0] != "mismatch"]
    assert not problems, f"{name} {dtype} {mode}: " + "; ".join(problems)
    if listed:
        raise ExpectedMismatch("; ".join(f"sample {s}: {results[s][1]}" for s in sorted(listed)))
    if all(status == "skip" for status, _ in results):
        pytest.skip(f"no sample to compare: {results[0][1] if results else 'the entry has no samples'}")
    rule = oc.compare_rule(op, dtype)
    if rule.level != "values" and any(status == "pass" for status, _ in results):
        pytest.skip(f"values not compared ({'dtype and shape matched' if rule.level == 'shape' else 'it ran'}): "
                    f"OpInfo's test_compare_cpu rule for {name}: {rule.reason}")


MAX_SAMPLES = 4  # per (op, dtype) in test_pointwise_kernel's default run; the rest are marked slow
DTYPES = (torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.bool)
TOL = {torch.float32: dict(rtol=1e-5, atol=1e-5), torch.float16: dict(rtol=2e-3, atol=2e-3), torch.bfloat16: dict(rtol=1.6e-2, atol=1e-5)}

# OpInfo names (with variant) whose aten ops eager mode compiles
UNARY = ("neg", "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "erf", "abs", "reciprocal", "sin", "cos",
         "nn.functional.relu", "nn.functional.gelu", "nn.functional.silu", "bitwise_not", "logical_not")
BINARY = ("add", "sub", "rsub", "mul", "div.no_rounding_mode", "div.trunc_rounding", "div.floor_rounding",
          "pow", "minimum", "maximum", "eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or",
          "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor", "clamp", "clamp_min", "clamp_max",
          "where", "masked_fill", "fmod", "copysign", "signbit", "floor_divide", "remainder")
# generate()'s own ops (issue 14): token membership, stopping masks
OTHERS = ("isneginf", "isposinf", "isin", "any", "all")

# (op, dtype name, sample index) -> reason; dtype-wide entries use index None. These are CPU
# fallbacks (a missing kernel), not mismatches: a mismatch of any entry goes to opinfo_expected.json.
XFAIL: dict[tuple, str] = {
    ("div.trunc_rounding", "int64", None): "compiler: no vector-unit form for integer 'truncdiv' yet: runs on the CPU fallback",
    ("pow", "int64", None): "Inductor leaves integer pow to its ATen kernel (an extern call): runs on the CPU fallback",
}


def _has_elements(sample) -> bool:
    return sample.input.numel() > 0 if isinstance(sample.input, torch.Tensor) else True


def _collect():
    wanted = set(UNARY) | set(BINARY) | set(OTHERS)
    params, samples = [], {}
    for op in OPS:
        name = oc.full_name(op)
        if name not in wanted:
            continue
        supported = op.supported_dtypes("cpu")
        for dtype in DTYPES:
            if dtype not in supported:
                continue
            dname = str(dtype).removeprefix("torch.")
            for i, sample in enumerate(oc.sample_inputs(op, dname, 10**9)):
                key = (name, dname, i)
                samples[key] = (op, sample)
                marks = []
                if i >= MAX_SAMPLES:
                    marks.append(pytest.mark.slow)
                reason = XFAIL.get(key)
                if reason is None and _has_elements(sample):  # samples without elements run no kernel
                    reason = XFAIL.get((name, dname, None))
                if reason:
                    marks.append(pytest.mark.xfail(strict=True, reason=reason))
                params.append(pytest.param(key, id=f"{name}-{dname}-{i}", marks=marks))
    return params, samples


PARAMS, SAMPLES = _collect()


@pytest.mark.parametrize("key", PARAMS)
def test_pointwise_kernel(spyre, key):
    op, sample = SAMPLES[key]
    want = op(sample.input, *sample.args, **sample.kwargs)
    got = op(oc.to_spyre(sample.input), *oc.to_spyre(sample.args), **oc.to_spyre(sample.kwargs))
    wants = want if isinstance(want, (tuple, list)) else (want,)
    gots = got if isinstance(got, (tuple, list)) else (got,)
    for g, w in zip(gots, wants):
        assert g.device.type == "spyre"
        g = g.cpu()
        assert g.dtype == w.dtype and g.shape == w.shape
        if w.dtype.is_floating_point:
            torch.testing.assert_close(g, w, **TOL[w.dtype], equal_nan=True)
        else:
            assert torch.equal(g, w)
