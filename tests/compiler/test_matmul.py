"""The matmul family compiled for spyre runs on the PE array (a MatmulStage in the kernel, never an
extern ATen call, no CPU fallback under SPYRE_FALLBACK=error), checked against the CPU.

Tolerances: fp32 rtol 1e-4, atol 1e-4 (fp32 accumulation in another order than the CPU's BLAS);
fp16 rtol 2e-3, atol 2e-3 against the CPU's fp16 result (both accumulate in fp32 and round once).
Shapes: stick multiples (fp32 32, fp16 64) and not, M=1 (decode), K not a multiple of 64.
"""

import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from spyre_inductor.compiler.passes.matmul import MatmulStage
from spyre_inductor.compiler.pipeline import kernel_cache
sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import TOL, compile_check, matmul_stages, rand

SHAPES = [(64, 64, 64), (5, 70, 33), (1, 100, 40), (37, 130, 200), (1, 64, 1), (3, 7, 5)]


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("m,k,n", SHAPES)
def test_mm(spyre, m, k, n, dtype):
    kernels = compile_check(torch.mm, rand(m, k, dtype=dtype), rand(k, n, dtype=dtype, seed=1), dtype=dtype)
    assert len(matmul_stages(kernels)) == 1


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("m,k,n", [(8, 96, 48), (1, 100, 70)])
def test_linear_weight_transposed_uses_mmt(spyre, m, k, n, dtype):
    """x @ W^T: W (N, K) is sticked on K, so the PE array takes B transposed (mmt), no restickify."""
    x, w, b = rand(m, k, dtype=dtype), rand(n, k, dtype=dtype, seed=1), rand(n, dtype=dtype, seed=2)
    kernels = compile_check(lambda x, w: F.linear(x, w), x, w, dtype=dtype)
    (stage,) = matmul_stages(kernels)
    assert stage.form == "mmt" and len(kernels) == 1 and len(kernels[0].kernel.stages) == 1
    compile_check(lambda x, w, b: F.linear(x, w, b), x, w, b, dtype=dtype)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_addmm_scaled(spyre, dtype):
    bias, a, b = rand(9, 40, dtype=dtype), rand(9, 33, dtype=dtype, seed=1), rand(33, 40, dtype=dtype, seed=2)
    compile_check(lambda c, a, b: torch.addmm(c, a, b, beta=0.5, alpha=2.0), bias, a, b, dtype=dtype)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_bmm(spyre, dtype):
    kernels = compile_check(torch.bmm, rand(3, 17, 40, dtype=dtype), rand(3, 40, 65, dtype=dtype, seed=1),
                            dtype=dtype)
    assert matmul_stages(kernels)[0].batch_sizes == (3,)


def test_baddbmm(spyre):
    compile_check(lambda c, a, b: torch.baddbmm(c, a, b, beta=2.0, alpha=0.5), rand(2, 6, 20),
                  rand(2, 6, 35, seed=1), rand(2, 35, 20, seed=2))


def test_addbmm_is_one_matmul_over_the_batch(spyre):
    # the batch is part of the inner dim: one matmul stage, K = batch x k
    kernels = compile_check(lambda c, a, b: torch.addbmm(c, a, b, beta=0.5, alpha=2.0), rand(6, 20),
                            rand(3, 6, 35, seed=1), rand(3, 35, 20, seed=2))
    stages = matmul_stages(kernels)
    assert len(stages) == 1


def test_addbmm_eager_and_in_place(spyre):
    c, a, b = rand(6, 20), rand(3, 6, 35, seed=1), rand(3, 35, 20, seed=2)
    before = torch.spyre.fallback_counts()
    out = torch.addbmm(c.to("spyre"), a.to("spyre"), b.to("spyre"), alpha=2.0)
    torch.testing.assert_close(out.cpu(), torch.addbmm(c, a, b, alpha=2.0), **TOL[torch.float32])
    inplace = c.to("spyre")
    inplace.addbmm_(a.to("spyre"), b.to("spyre"))
    torch.testing.assert_close(inplace.cpu(), c.addbmm(a, b), **TOL[torch.float32])
    assert torch.spyre.fallback_counts() == before


@pytest.mark.parametrize("a_shape,b_shape", [
    ((4, 3, 10, 24), (24, 12)),         # rank 4 @ rank 2
    ((2, 1, 10, 24), (3, 24, 12)),      # broadcast batch
    ((24,), (3, 24, 12)),               # vector @ batch of matrices
    ((5, 24), (24,)),                   # matrix @ vector
    ((2, 3, 5, 24), (2, 3, 24, 7)),     # 4-d batched
])
def test_matmul_any_rank(spyre, a_shape, b_shape):
    kernels = compile_check(torch.matmul, rand(*a_shape), rand(*b_shape, seed=1))
    assert matmul_stages(kernels)


def test_transposed_views_as_operands(spyre):
    """A sticked on M (a transpose) is restickified by a copy stage; B^T goes to mmt."""
    a, b = rand(40, 9), rand(33, 40, seed=1)
    kernels = compile_check(lambda a, b: a.t() @ b.t(), a, b)
    (stage,) = matmul_stages(kernels)
    assert stage.form == "mmt" and stage.a.buffer.endswith("_a_restick")


def test_no_extern_call_in_wrapper(spyre):
    from torch._inductor.utils import run_and_get_code

    torch._dynamo.reset()
    with torch._inductor.config.patch(fx_graph_cache=False):
        _, (code,) = run_and_get_code(torch.compile(torch.mm), rand(8, 16).to("spyre"), rand(16, 8).to("spyre"))
    import re

    assert not re.search(r"extern_kernels\.\w+\(", code) and "launch_spyre_kernel(" in code


def test_integer_matmul_is_a_clear_error(spyre):
    torch._dynamo.reset()
    a = torch.ones(4, 4, dtype=torch.int32).to("spyre")
    with pytest.raises(Exception, match="PE array multiplies float16/bfloat16/float32"):
        torch.compile(torch.mm)(a, a)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_decode_splits_k_over_idle_cores(spyre, dtype):
    """M=1 with one output tile: K is cut over several cores, the helpers ring their fp32 partial
    sums to the owner, which adds them before the epilogue (here a bias)."""
    x, w, b = rand(1, 520, dtype=dtype), rand(48, 520, dtype=dtype, seed=1), rand(48, dtype=dtype, seed=2)
    kernels = compile_check(lambda x, w, b: F.linear(x, w, b), x, w, b,
                            dtype=dtype if dtype == torch.float32 else "fp16_epilogue")
    (plan,) = [p for k in kernels for p in k.plans["layout"] if getattr(p, "split", 1) > 1]
    E = 128 // x.element_size()
    tiles, k_sticks = -(-48 // E), -(-520 // E)
    assert plan.split == min(k_sticks, 32 // tiles) and len(kernels[0].artifact.cores) == tiles * plan.split


@pytest.mark.parametrize("m,k,n,dtype", [(1, 20000, 8, torch.float16), (70, 9000, 130, torch.float32)])
def test_long_k_runs_in_chunks(spyre, m, k, n, dtype):
    """K too long for one tile's operands in the scratchpad: the tile's K runs in chunks on one core,
    accumulating into the same fp32 C (with a bias + relu epilogue after the last chunk)."""
    x, w, b = rand(m, k, dtype=dtype), rand(n, k, dtype=dtype, seed=1), rand(n, dtype=dtype, seed=2)
    tol = dict(rtol=1e-4, atol=1e-3) if dtype == torch.float32 else "fp16_epilogue"  # sums of 9000 products
    fn = lambda x, w, b: torch.relu(F.linear(x, w, b))  # noqa: E731
    if isinstance(tol, dict):
        torch._dynamo.reset()
        from spyre_inductor.compiler.debug import capture_kernels

        with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
            out = torch.compile(fn)(x.to("spyre"), w.to("spyre"), b.to("spyre"))
        torch.testing.assert_close(out.cpu(), fn(x, w, b), **tol)
    else:
        kernels = compile_check(fn, x, w, b, dtype=tol)
    (plan,) = [p for k in kernels for p in k.plans["layout"] if hasattr(p, "kc")]
    assert plan.kc < plan.kt and any(not it.first for it in plan.items)


def test_matmul_artifacts_are_deterministic(spyre):
    """Same graph, same artifact bytes (content-addressed keys equal across two compiles)."""
    x, w, b = rand(20, 100), rand(70, 100, seed=1), rand(70, seed=2)
    keys = []
    for _ in range(2):
        with kernel_cache.disabled():  # (the passes and codegen run both times)
            kernels = compile_check(lambda x, w, b: F.gelu(F.linear(x, w, b)), x, w, b)
        keys.append([k.artifact_key for k in kernels])
    assert keys[0] == keys[1] and len(keys[0]) == 1


def test_dynamic_true_matmul_one_symbolic_artifact(spyre):
    """dynamic=True: M = 1 is specialized (Dynamo's 0/1 specialization); the next M compiles ONE
    symbolic artifact (its row and block programs on the PE array) that later sizes reuse without a
    compile; every size matches the CPU."""
    w, b = rand(48, 40, seed=1), rand(48, seed=2)
    fn = lambda x, w, b: F.gelu(F.linear(x, w, b))  # noqa: E731
    torch._dynamo.reset()
    from spyre_inductor.compiler.debug import capture_kernels

    f = torch.compile(fn, dynamic=True)
    before = torch.spyre.fallback_counts()
    compiled = []
    for m in (1, 7, 65):
        x = rand(m, 40, seed=m)
        with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
            out = f(x.to("spyre"), w.to("spyre"), b.to("spyre"))
        torch.testing.assert_close(out.cpu(), fn(x, w, b), rtol=1e-4, atol=1e-4)
        compiled.append(list(kernels))
    # M = 1 specialized; dynamic=True's symbolic N (48, along the output's stick dim) is one artifact
    # per stick bucket: the call's, then the next ones in the same graph (SPYRE_SYMBOLIC_BUCKETS,
    # the exact-fill sizes 64 and 96 specialized), so N up to 127 would not recompile
    assert {s.m for s in matmul_stages(compiled[0])} == {1}
    served = []
    for k in compiled[0]:
        dims = k.artifact.symbolic_dims
        served += [(d.min, d.max) for d in dims] or [None]
    assert served == [(33, 63), None, (65, 95), None, (97, 127)], served
    assert [s.m for s in matmul_stages(compiled[1])] == [1]  # the row program
    assert compiled[1][0].artifact.symbolic_dims and compiled[2] == []  # 65 reused the artifact of 7
    assert torch.spyre.fallback_counts() == before


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_gathered_weight_tiles_run_in_chunks(spyre, monkeypatch, dtype):
    """A decode-step linear with a wide weight (the lm_head's form: M=1, W sticked on K, every
    output tile against the one x): the fast engine gathers W's tiles a chunk at a time
    (fast.PE_GATHER_CHUNK_BYTES, here a few tiles, an uneven last chunk) and runs each chunk's
    sgemms before gathering the next. Both engines (this directory's check engine) and the
    whole-gather form leave the same bits; the CPU agrees within the matmul tolerance."""
    from spyre_runtime.card import fast

    E = 128 // torch.empty((), dtype=dtype).element_size()
    n = 31 * E + 8  # 32 output tiles, one per core: K is not split, each tile takes W's 128 // E K sticks
    x, w = rand(1, 1, 128, dtype=dtype), rand(n, 128, dtype=dtype, seed=1)
    fn = torch.compile(lambda x, w: F.linear(x, w))
    xs, ws = x.to("spyre"), w.to("spyre")
    tile_bytes = E * 128 * x.element_size()  # one output tile's W rows (E of them), K = 128 wide
    calls = []
    real = fast.matmul_f32
    monkeypatch.setattr(fast, "matmul_f32", lambda *a, **k: calls.append(1) or real(*a, **k))
    monkeypatch.setattr(fast, "PE_GATHER_CHUNK_BYTES", 3 * tile_bytes)
    torch._dynamo.reset()
    with torch._inductor.config.patch(fx_graph_cache=False):
        chunked = fn(xs, ws).cpu()
    assert len(calls) >= -(-32 // 3), "the weight's tiles were not gathered in chunks"
    monkeypatch.setattr(fast, "PE_GATHER_CHUNK_BYTES", 1 << 40)  # one gather of every tile
    whole = fn(xs, ws).cpu()
    assert torch.equal(chunked, whole)
    torch.testing.assert_close(chunked, F.linear(x, w), **TOL[dtype])
