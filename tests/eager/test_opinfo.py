"""PyTorch's OpInfo database (torch.testing._internal.common_methods_invocations.op_db) for the
unary and binary pointwise ops eager mode compiles, and generate()'s isin / any / all / isneginf: each sample input, moved to spyre, against the
same sample on the CPU, for float32 / float16 / bfloat16 / int64 / bool (where the CPU supports the
dtype).

A sample passes when the result matches the CPU (fp32 1e-5/1e-5, fp16 2e-3, bf16 1.6e-2 relative,
exact otherwise) and nothing ran on the CPU fallback. Samples that do not are strict expected
failures with a reason (XFAIL below); a sample that starts passing fails the run, so the list stays
true. The default run takes the first few samples of each (op, dtype); `-m slow` adds the rest.
"""

from __future__ import annotations

import warnings

import pytest
import torch

MAX_SAMPLES = 4  # per (op, dtype) in the default run; the rest are marked slow
DTYPES = (torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.bool)
TOL = {torch.float32: dict(rtol=1e-5, atol=1e-5), torch.float16: dict(rtol=2e-3, atol=2e-3), torch.bfloat16: dict(rtol=1.6e-2, atol=1e-5)}

# OpInfo names (with variant) whose aten ops eager mode compiles
UNARY = ("neg", "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "erf", "abs", "reciprocal", "sin", "cos",
         "nn.functional.relu", "nn.functional.gelu", "nn.functional.silu", "bitwise_not", "logical_not")
BINARY = ("add", "sub", "rsub", "mul", "div.no_rounding_mode", "div.trunc_rounding", "div.floor_rounding",
          "pow", "minimum", "maximum", "eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or",
          "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor", "clamp", "clamp_min", "clamp_max",
          "where", "masked_fill")
# generate()'s own ops (issue 14): token membership, stopping masks
OTHERS = ("isneginf", "isposinf", "isin", "any", "all")

# (op, dtype name, sample index) -> reason; dtype-wide entries use index None
_FLOOR_DIV = "compiler: no vector-unit form for floor division of floats ('div_rn') yet: runs on the CPU fallback"
XFAIL: dict[tuple, str] = {
    ("div.trunc_rounding", "int64", None): "compiler: no vector-unit form for integer 'truncdiv' yet: runs on the CPU fallback",
    ("div.floor_rounding", "float32", None): _FLOOR_DIV,
    ("div.floor_rounding", "float16", None): _FLOOR_DIV,
    ("div.floor_rounding", "bfloat16", None): _FLOOR_DIV,
    ("pow", "int64", None): "Inductor leaves integer pow to its ATen kernel (an extern call): runs on the CPU fallback",
}


def _full_name(op) -> str:
    return op.name + (f".{op.variant_test_name}" if op.variant_test_name else "")


def _has_elements(sample) -> bool:
    return sample.input.numel() > 0 if isinstance(sample.input, torch.Tensor) else True


def _collect():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from torch.testing._internal.common_methods_invocations import op_db
    wanted = set(UNARY) | set(BINARY) | set(OTHERS)
    params, samples = [], {}
    for op in op_db:
        name = _full_name(op)
        if name not in wanted:
            continue
        supported = op.supported_dtypes("cpu")
        for dtype in DTYPES:
            if dtype not in supported:
                continue
            torch.manual_seed(0)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                items = list(op.sample_inputs("cpu", dtype, requires_grad=False))
            dname = str(dtype).removeprefix("torch.")
            for i, sample in enumerate(items):
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


def _to_spyre(value):
    if isinstance(value, torch.Tensor):
        return value.to("spyre")
    if isinstance(value, (list, tuple)):
        return type(value)(_to_spyre(v) for v in value)
    if isinstance(value, dict):
        return {k: _to_spyre(v) for k, v in value.items()}
    return value


@pytest.mark.parametrize("key", PARAMS)
def test_opinfo_sample(spyre, key, monkeypatch):
    monkeypatch.setenv("SPYRE_FALLBACK", "error")
    op, sample = SAMPLES[key]
    want = op(sample.input, *sample.args, **sample.kwargs)
    got = op(_to_spyre(sample.input), *_to_spyre(sample.args), **_to_spyre(sample.kwargs))
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
