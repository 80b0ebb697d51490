"""Row passes fused into one stage (passes/row_fusion.py): a softmax's amax, sum and divide (and a
norm's mean, variance and normalize) read each row once and keep it in the scratchpad.

The fused program must give the same bits as the unfused one (the same instructions on the same
values), checked here against a compile with the pass switched off, and match CPU eager. Every
launch here runs on both engines (conftest's "check" engine).
"""

import pathlib
import re
from collections import Counter

import pytest
import torch
import torch.nn.functional as F

from spyre_inductor.compiler import pipeline
from spyre_inductor.compiler.debug import capture_kernels
from spyre_inductor.compiler.passes import row_fusion


def _compile(fn, *xs, fused=True, monkeypatch=None):
    """fn compiled on spyre (no FX-graph or kernel cache: the program is built here), its CPU result
    and the kernels built."""
    torch._dynamo.reset()
    monkeypatch.setattr(row_fusion, "ENABLED", fused)
    with torch._inductor.config.patch(fx_graph_cache=False), pipeline.kernel_cache.disabled(), \
            capture_kernels() as kernels:
        out = torch.compile(fn)(*[x.to("spyre") for x in xs])
    outs = out if isinstance(out, tuple) else (out,)
    return [o.cpu() for o in outs], kernels


def _instruction_counts(kernel) -> Counter:
    text = (pathlib.Path(kernel.artifact_dir) / "program.s").read_text()
    return Counter(m.group(1) for m in re.finditer(r"^\s+([a-z][\w.]*)", text, re.M))


def test_softmax_reads_each_row_once(spyre, monkeypatch):
    """Issue 13's softmax(x * 2) on 64 x 256: one stage; per row one load of x, one x * 2, one
    exp, one max and one sum (the unfused program loaded and recomputed the row in each of its
    three stages)."""
    x = torch.randn(64, 256, generator=torch.Generator().manual_seed(0))
    fn = lambda x: torch.softmax(x * 2, -1)  # noqa: E731
    (out,), kernels = _compile(fn, x, monkeypatch=monkeypatch)
    torch.testing.assert_close(out, fn(x), rtol=1e-5, atol=1e-6)
    (k,) = kernels
    assert len(k.kernel.stages) == 1
    assert [b.role for b in k.kernel.buffers.values()] == ["input", "output"]  # no row-carrying buffers left
    counts = _instruction_counts(k)
    assert "loop" not in counts and "loopr" not in counts  # (so the counts below are per row)
    rows = 64
    assert counts["ld"] == rows and counts["st"] == rows
    for opcode in ("vmul.f32", "vexp.f32", "vrmax.f32", "vrsum.f32", "vdiv.f32", "vsub.f32"):
        assert counts[opcode] == rows, (opcode, counts)
    # the max and the sum are read from their sticks as scalars (b_mode scalar), never broadcast
    # into rows; the quotient is written straight into the stored row (no copy)
    assert counts["vbcast.f32"] == 0, counts

    (unfused,), before = _compile(fn, x, fused=False, monkeypatch=monkeypatch)
    assert torch.equal(out, unfused)
    old = _instruction_counts(before[0])
    assert old["ld"] > rows and old["vmul.f32"] == 3 * rows  # what the fusion removed


CASES = {
    "softmax": (lambda x: torch.softmax(x, -1), (6, 130)),  # a tail stick: padding lanes take the identity
    "log_softmax": (lambda x: torch.log_softmax(x, -1), (6, 130)),
    "layer_norm": (lambda x: F.layer_norm(x, (x.shape[-1],)), (6, 130)),
    "softmax_3d": (lambda x: torch.softmax(x / 3.0, -1), (2, 5, 96)),
    "norm_gelu_softmax": (lambda x: torch.softmax(F.gelu(F.layer_norm(x, (96,))) * 2, -1), (8, 96)),
}


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("name", sorted(CASES))
def test_fused_rows_same_bits_as_unfused(spyre, monkeypatch, name, dtype):
    fn, shape = CASES[name]
    x = torch.randn(*shape, generator=torch.Generator().manual_seed(3)).to(dtype)
    fused, kernels = _compile(fn, x, monkeypatch=monkeypatch)
    unfused, before = _compile(fn, x, fused=False, monkeypatch=monkeypatch)
    assert sum(len(k.kernel.stages) for k in kernels) < sum(len(k.kernel.stages) for k in before)
    ref = fn(x) if dtype == torch.float32 else fn(x.float()).to(dtype)
    tol = dict(rtol=1e-5, atol=1e-5) if dtype == torch.float32 else dict(rtol=2e-3, atol=2e-3)
    for f, u, r in zip(fused, unfused, (ref,)):
        assert torch.equal(f, u)
        torch.testing.assert_close(f, r, **tol)


def test_nonfinite_rows_fused_match_cpu(spyre, monkeypatch):
    x = torch.randn(4, 64, generator=torch.Generator().manual_seed(5))
    x[0, 3], x[1, 7], x[2, :] = float("nan"), float("inf"), float("-inf")
    x[3, 10:] = float("-inf")
    fn = lambda x: torch.softmax(x * 2, -1)  # noqa: E731
    (out,), kernels = _compile(fn, x, monkeypatch=monkeypatch)
    assert sum(len(k.kernel.stages) for k in kernels) == 1
    ref = fn(x)
    assert torch.equal(torch.isnan(out), torch.isnan(ref)) and torch.equal(out == 0, ref == 0)
    torch.testing.assert_close(out, ref, equal_nan=True, rtol=1e-5, atol=1e-6)


def test_long_rows_stay_unfused(spyre, monkeypatch):
    """A row longer than one row point (a vocabulary-sized softmax) is chunked: not fused, still right."""
    x = torch.randn(2, 9001, generator=torch.Generator().manual_seed(7))
    fn = lambda x: torch.softmax(x, -1)  # noqa: E731
    (out,), kernels = _compile(fn, x, monkeypatch=monkeypatch)
    assert sum(len(k.kernel.stages) for k in kernels) > 1
    torch.testing.assert_close(out, fn(x), rtol=1e-5, atol=1e-6)


def _max_then_sub(rows, cols, mx_dtype="float32", mx_role="local"):
    """Hand-built IR: mx = max(x, dim=1), out = x - mx."""
    from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol, reduce_symbol

    i0, i1, r0 = iter_symbol(0), iter_symbol(1), reduce_symbol(0)
    x = Buffer("x", (rows, cols), (cols, 1), "float32", "input")
    mx = Buffer("mx", (rows,), (1,), mx_dtype, mx_role)
    out = Buffer("out", (rows, cols), (cols, 1), "float32", "output")
    s0 = Stage("max", (rows,), (cols,), [
        Op("load", "%0", dtype="float32", buffer="x", index=cols * i0 + r0),
        Op("reduce", "%1", ("%0",), "float32", value="max"),
        *([Op("to_dtype", "%2", ("%1",), mx_dtype, value=mx_dtype)] if mx_dtype != "float32" else []),
        Op("store_reduction", None, ("%2" if mx_dtype != "float32" else "%1",), buffer="mx", index=i0),
    ])
    s1 = Stage("sub", (rows, cols), (), [
        Op("load", "%0", dtype="float32", buffer="x", index=cols * i0 + i1),
        Op("load", "%1", dtype=mx_dtype, buffer="mx", index=i0),
        *([Op("to_dtype", "%2", ("%1",), "float32", value="float32")] if mx_dtype != "float32" else []),
        Op("sub", "%3", ("%0", "%2" if mx_dtype != "float32" else "%1"), "float32"),
        Op("store", None, ("%3",), buffer="out", index=cols * i0 + i1),
    ])
    return Kernel("k", {b.name: b for b in (x, mx, out)}, [s0, s1])


@pytest.mark.parametrize("mx_dtype,mx_role,fuses", [("float32", "local", True), ("float32", "output", False),
                                                     ("float16", "local", True)])
def test_which_runs_fuse(mx_dtype, mx_role, fuses):
    """Fused only where the carried buffer is local (an output must still be written); a value
    cast to the buffer's dtype before its store (fp16 here) keeps its cast and the reload's, so
    the fused stage rounds where the unfused pair did. Both give the IR's own numpy result."""
    import numpy as np

    from spyre_inductor.compiler.cardrun import run_on_card
    from spyre_inductor.compiler.ir.interpret import run_kernel
    from spyre_inductor.compiler.pipeline import build_programs

    k = _max_then_sub(8, 40, mx_dtype, mx_role)
    x = np.random.default_rng(0).standard_normal(8 * 40).astype(np.float32)
    want = run_kernel(_max_then_sub(8, 40, mx_dtype, mx_role), {"x": x})["out"]
    build_programs(k)
    assert (len(k.stages) == 1) == fuses, [s.name for s in k.stages]
    outs, _ = run_on_card(_max_then_sub(8, 40, mx_dtype, mx_role), {"x": x})
    np.testing.assert_array_equal(outs["out"], want)
