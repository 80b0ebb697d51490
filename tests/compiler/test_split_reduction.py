"""A reduction of many rows into one element split over cores (passes/work_division.split_reduction,
emit/rows.py): HF T5's fp16 clamp guard `isinf(x).any()` was one output stick, so one core loaded
all its rows one after the other. Order-free reductions (max, min, any) now run as one part per
core, each part's result stick rung to the first core, which combines and stores them. Results
against CPU eager (exact: the reductions are order-free); the plans (split or not) checked
structurally. Launches run on both engines (conftest's "check")."""

import pytest
import torch

from spyre_inductor.compiler import pipeline
from spyre_inductor.compiler.debug import capture_kernels


def _guard(h):
    clamp = torch.where(torch.isinf(h).any(), torch.finfo(h.dtype).max - 1000, torch.finfo(h.dtype).max)
    return torch.clamp(h, -clamp, clamp)


def _run(fn, *xs):
    torch._dynamo.reset()
    with torch._inductor.config.patch(fx_graph_cache=False), pipeline.kernel_cache.disabled(), \
            capture_kernels() as kernels:
        out = torch.compile(fn)(*[x.to("spyre") for x in xs])
        out = tuple(o.cpu() for o in out) if isinstance(out, tuple) else out.cpu()
    return out, kernels


def _reduction_works(kernels):
    """(stage name, StageWork) of every within-row stage reducing into one element."""
    return [(plan.stage.name, work) for k in kernels for plan, work in zip(k.plans["layout"], k.plans["work"])
            if plan.mode == "within" and all(n == 1 for n in plan.stage.iter_sizes)]


@pytest.mark.parametrize("with_inf", [False, True])
def test_t5_clamp_guard_splits_over_cores(spyre, with_inf):
    x = torch.randn(2, 12, 64, generator=torch.Generator().manual_seed(0)).half() * 100
    if with_inf:
        x[1, 7, 5] = float("inf")
    out, kernels = _run(_guard, x)
    assert torch.equal(out, _guard(x))
    works = _reduction_works(kernels)
    assert works, "the guard's any() is a within-row reduction into one element"
    for name, work in works:  # 24 rows: one part a core, the first core combines
        assert work.parts and len(work.cores) == 24 and work.owner == 0, (name, work)
    text = "\n".join(k.artifact.disassembly for k in kernels)
    assert "ring core=0" in text


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.int64])
def test_full_max_min_of_negative_values(spyre, dtype):
    x = (-torch.rand(8, 16, 128, generator=torch.Generator().manual_seed(1)) * 100 - 1).to(dtype)  # all < 0

    def fn(a):
        return a.amax(), a.amin(), (a > -50).any()

    out, kernels = _run(fn, x)
    for got, want in zip(out, fn(x)):
        assert torch.equal(got, want)
    assert any(work.parts and len(work.cores) > 1 for _, work in _reduction_works(kernels))


def test_not_split_where_order_or_lanes_matter(spyre):
    x = -torch.rand(6, 128, generator=torch.Generator().manual_seed(2)) - 1

    def fn(a):  # several results in one stick; a sum (its rounding depends on the order)
        return a.amax(-1), a.sum()

    out, kernels = _run(fn, x)
    torch.testing.assert_close(out[0], x.amax(-1), rtol=0, atol=0)
    torch.testing.assert_close(out[1], x.sum(), rtol=1e-5, atol=1e-4)
    assert not any(work.parts for k in kernels for work in k.plans["work"])


def _t5_residual(a, b, w):
    """T5's fp16 layer end: the residual sum guarded, then an RMS norm of the guarded sum."""
    h = _guard(a + b)
    var = h.float().pow(2).mean(-1, keepdim=True)
    return h, w * (h.float() * torch.rsqrt(var + 1e-6)).to(h.dtype)


@pytest.mark.parametrize("inf", ["none", "input", "overflow"])
def test_guard_result_and_rows_stay_in_the_scratchpads(spyre, inf):
    """The guard's flag is rung to every core (never stored, never loaded again), the inputs' rows are
    loaded once and the guarded sum's rows stay where the stage that computes them left them
    (passes/split_stages.keep_in_scratchpad); the same bits as CPU eager, with an inf from an input
    or from the fp16 sum overflowing (the clamp then uses finfo.max - 1000)."""
    g = torch.Generator().manual_seed(3)
    a, b = (torch.randn(2, 12, 64, generator=g).half() * 100 for _ in range(2))
    w = torch.randn(64, generator=g).half()
    a[1, 5, 1], b[1, 5, 1] = 65000.0, 0.0  # (core 17's row: clamped to finfo.max - 1000 iff any inf)
    if inf == "input":
        a[0, 3, 9] = float("-inf")
    elif inf == "overflow":
        a[1, 11, 63], b[1, 11, 63] = 60000.0, 60000.0
    out, kernels = _run(_t5_residual, a, b, w)
    want = _t5_residual(a, b, w)
    assert bool((a + b).isinf().any()) == (inf != "none")
    for got, ref in zip(out, want):
        assert torch.equal(got, ref)
    kept = [res for k in kernels for res in k.plans["residents"].values()]
    # the flag; a and b, loaded by the any() and read again by the clamp; the guarded sum (an output),
    # read by the norm, which stores it while it loads w
    assert sum(1 for r in kept if r.reduced_in) == 1 and sum(1 for r in kept if r.loaded_in) == 2, kept
    assert any(r.written_in and r.stored_in for r in kept), kept
    text = "\n".join(k.artifact.disassembly for k in kernels)
    assert "ring core=1" in text  # (the owner, core 0, rings the flag on)


def _guard_and_flag(x):
    flag = torch.isinf(x).any()
    clamp = torch.where(flag, torch.finfo(x.dtype).max - 1000, torch.finfo(x.dtype).max)
    return torch.clamp(x, -clamp, clamp) * 2, flag


@pytest.mark.parametrize("with_inf", [False, True])
def test_kept_result_the_caller_reads_is_stored_by_its_reader(spyre, with_inf):
    """A split reduction's result that is also an output: rung to every core and stored by its owner
    in the stage that reads it (which stores nothing else for an earlier stage)."""
    x = torch.randn(2, 12, 64, generator=torch.Generator().manual_seed(4)).half() * 100
    x[1, 5, 1] = 65000.0
    if with_inf:
        x[0, 3, 9] = float("inf")
    out, kernels = _run(_guard_and_flag, x)
    for got, want in zip(out, _guard_and_flag(x)):
        assert torch.equal(got, want)
    kept = [res for k in kernels for res in k.plans["residents"].values()]
    assert any(r.reduced_in and r.stored_in for r in kept), kept
