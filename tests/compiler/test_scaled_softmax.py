"""A scaled softmax (`softmax(x * s)`, `softmax(x / s)`: temperature, attention scores) compiled on
spyre: the program it becomes, and its results against CPU eager, NaN and inf included.

Inductor's joint-graph pass rewrites `scale(x) - amax(scale(x))` into a guarded
`where(all(isfinite(scale(x))), scale(x - amax(x)), scale(x) - amax(scale(x)))` (against fma making two
computations of scale(x) differ). On spyre that rewrite is skipped (inductor_api.keep_scaled_softmax_on):
the card recomputes scale(x) with the same instructions, and the guard cost a second amax, an
isfinite reduction and both branches. These tests run on both engines (conftest's "check" engine).
"""

import pytest
import torch

from spyre_inductor.compiler.debug import capture_kernels

INF, NAN = float("inf"), float("nan")


def _compiled(fn, x):
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    with torch._inductor.config.patch(fx_graph_cache=False), capture_kernels() as kernels:  # (built here)
        out = torch.compile(fn)(x.to("spyre")).cpu()
    assert torch.spyre.fallback_counts() == before
    return out, kernels


def _rows_with_nonfinite(dtype):
    g = torch.Generator().manual_seed(0)
    x = torch.randn(8, 256, generator=g)
    x[1, 7] = NAN  # a NaN anywhere makes its row NaN
    x[2, 3] = INF  # one +inf: NaN row (inf - inf); the CPU's own answer
    x[3, 5] = -INF  # a -inf: that lane is exactly 0, the rest a softmax of the others
    x[4, :] = -INF  # all -inf: NaN
    x[5, 100:] = -INF
    x[6, 9] = 3e38  # finite, but x * 2 overflows to inf
    x[7, :] = 0.0  # constant row: exactly 1/256 everywhere
    return x.to(dtype)


def _assert_same_as_cpu(out, ref, tol):
    assert out.dtype == ref.dtype and out.shape == ref.shape
    assert torch.equal(torch.isnan(out), torch.isnan(ref)), (torch.isnan(out).nonzero(), torch.isnan(ref).nonzero())
    assert torch.equal(out == 0, ref == 0)  # -inf lanes give exact zeros, on both sides
    torch.testing.assert_close(out, ref, equal_nan=True, **tol)


TOL = {torch.float32: dict(rtol=1e-5, atol=1e-6), torch.float16: dict(rtol=2e-3, atol=2e-4)}
SCALES = {
    "mul2": lambda x: torch.softmax(x * 2, -1),
    "mul_third": lambda x: torch.softmax(x * 0.3333, -1),
    "mul_negative": lambda x: torch.softmax(x * -0.5, -1),
    "div": lambda x: torch.softmax(x / 3.0, -1),
}


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("name", sorted(SCALES))
def test_scaled_softmax_nonfinite_rows_match_cpu(spyre, name, dtype):
    fn = SCALES[name]
    x = _rows_with_nonfinite(dtype)
    out, _ = _compiled(fn, x)
    ref = fn(x) if dtype == torch.float32 else fn(x.float()).to(dtype)  # (CPU eager fp16 softmax upcasts too)
    _assert_same_as_cpu(out, ref, TOL[dtype])


def test_scaled_softmax_has_one_max_and_no_finite_check(spyre):
    """The 64 x 256 softmax of issue 13: one amax and one sum per row, no isfinite reduction, no
    select between two branches."""
    x = torch.randn(64, 256, generator=torch.Generator().manual_seed(1))
    out, kernels = _compiled(lambda x: torch.softmax(x * 2, -1), x)
    _assert_same_as_cpu(out, torch.softmax(x * 2, -1), TOL[torch.float32])
    assert kernels, "nothing compiled (an FX-graph cache hit would hide the program)"
    ops = [(op.opcode, op.value) for k in kernels for st in k.kernel.stages for op in st.ops]
    reductions = sorted(v for opcode, v in ops if opcode in ("reduce", "row_reduce"))
    assert reductions == ["max", "sum"], reductions
    assert not any(opcode in ("where", "isnan", "isinf", "eq", "logical_not") for opcode, _ in ops), ops


def test_missing_rewrite_warns_and_compiles_on(monkeypatch):
    """A torch whose joint-graph passes no longer hold the scaled-softmax rewrite: the hook warns
    (naming where to look) instead of refusing to register the backend."""
    from torch._inductor.fx_passes import joint_graph

    from spyre_inductor.compiler import inductor_api

    monkeypatch.setattr(inductor_api, "_softmax_hook_installed", False)
    monkeypatch.setattr(joint_graph, "mul_softmax_pattern", lambda *a, **k: None)
    monkeypatch.setattr(joint_graph, "div_softmax_pattern", lambda *a, **k: None)
    with pytest.warns(RuntimeWarning, match="keep_scaled_softmax_on"):
        inductor_api.keep_scaled_softmax_on("spyre")
    assert inductor_api._softmax_hook_installed  # once per process, warned or not
