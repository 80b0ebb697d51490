"""Epilogue fusion: bias, activation, residual add and casts run inside the matmul kernel, on the
output tile in the scratchpad -- visible in the artifact as one kernel with one (matmul) stage --
and the result matches the CPU (tolerances as in test_matmul.py; fp16 epilogues compare after one
more fp16 rounding, so fp16 uses rtol/atol 5e-3)."""

import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from spyre_inductor.compiler.passes.matmul import MatmulStage
sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import TOL, compile_check, rand  # noqa: E402

from spyre_inductor.compiler.debug import capture_kernels  # noqa: E402

EPILOGUES = {
    "bias": lambda x, w, b, r: F.linear(x, w, b),
    "bias_gelu": lambda x, w, b, r: F.gelu(F.linear(x, w, b)),
    "bias_gelu_tanh": lambda x, w, b, r: F.gelu(F.linear(x, w, b), approximate="tanh"),
    "silu": lambda x, w, b, r: F.silu(F.linear(x, w)),
    "relu_residual": lambda x, w, b, r: torch.relu(F.linear(x, w, b)) + r,
    "residual_scaled": lambda x, w, b, r: r + 0.5 * F.linear(x, w),
    "bias_first_sub": lambda x, w, b, r: b - F.linear(x, w),
}


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("name", sorted(EPILOGUES))
def test_epilogue_is_one_kernel_one_stage(spyre, name, dtype):
    m, k, n = 10, 72, 100  # N and K not stick multiples: the padding lanes stay zero through the epilogue
    x, w, b = rand(m, k, dtype=dtype), rand(n, k, dtype=dtype, seed=1), rand(n, dtype=dtype, seed=2)
    r = rand(m, n, dtype=dtype, seed=3)
    tol = torch.float32 if dtype == torch.float32 else "fp16_epilogue"
    kernels = compile_check(EPILOGUES[name], x, w, b, r, dtype=tol)
    assert len(kernels) == 1
    (stage,) = kernels[0].kernel.stages
    assert isinstance(stage, MatmulStage) and stage.epilogue is not None


def test_epilogue_cast_to_other_width_stays_a_second_stage(spyre):
    """fp16 matmul then .float(): the output stick holds half as many elements, so the cast runs as
    its own stage of the same kernel (one kernel, two stages)."""
    x, w = rand(4, 64, dtype=torch.float16), rand(64, 64, dtype=torch.float16, seed=1)
    kernels = compile_check(lambda x, w: (x @ w).float(), x, w)
    assert len(kernels) == 1 and len(kernels[0].kernel.stages) == 2


def test_epilogue_batched_bias_broadcast(spyre):
    a, b, bias = rand(3, 9, 40), rand(3, 40, 50, seed=1), rand(50, seed=2)
    kernels = compile_check(lambda a, b, c: torch.tanh(torch.bmm(a, b) + c), a, b, bias)
    (stage,) = kernels[0].kernel.stages
    assert stage.epilogue is not None


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_epilogues_of_projections_computed_side_by_side(spyre, dtype):
    """Three projections of one input, then their three bias adds (what Inductor fuses for a BERT
    layer's q, k, v): each add is its projection's epilogue although the other products come
    between -- three matmul stages and nothing else."""
    x = rand(2, 12, 64, dtype=dtype)
    ws = [rand(64, 64, dtype=dtype, seed=n) for n in range(1, 4)]
    bs = [rand(64, dtype=dtype, seed=n) for n in range(4, 7)]
    tol = torch.float32 if dtype == torch.float32 else "fp16_epilogue"

    def qkv(x, w1, w2, w3, b1, b2, b3):
        return F.linear(x, w1, b1), F.linear(x, w2, b2), F.linear(x, w3, b3)

    torch._dynamo.reset()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        outs = torch.compile(qkv)(*[t.to("spyre") for t in (x, *ws, *bs)])
    for out, ref in zip(outs, qkv(x, *ws, *bs)):
        torch.testing.assert_close(out.cpu(), ref, **TOL[tol])
    stages = [s for k in kernels for s in k.kernel.stages]
    assert len(stages) == 3 and all(isinstance(s, MatmulStage) and s.epilogue is not None for s in stages)


ADDMMS = {
    "linear": (lambda x, w, b: F.linear(x, w, b), (40, 96), (70, 96), (70,)),
    "addmm_alpha_beta": (lambda x, w, b: torch.addmm(b, x, w.t(), beta=0.5, alpha=2.0), (40, 96), (70, 96), (40, 70)),
    "baddbmm": (lambda x, w, b: torch.baddbmm(b, x, w.transpose(1, 2)), (3, 20, 96), (3, 70, 96), (70,)),
}


@pytest.mark.xfail(strict=True, reason=(
    "known gap: a 16-bit addmm rounds its product to fp16 / bf16, then adds the bias and rounds again "
    "(every fourth element one unit in the last place off the CPU, which rounds once). Keeping the "
    "product in fp32 needs the PE to store an fp32 tile of 16-bit operands for the product's several "
    "readers (q, k, v slices); realizing the rounded sum instead (tried 2026-12-07) turned HF's KV-cache "
    "concat into a masked pointwise that the symbolic-length path cannot take: an fp16 dynamic-cache "
    "generate recompiled at every step"))
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
@pytest.mark.parametrize("name", sorted(ADDMMS))
def test_16bit_bias_is_added_to_the_fp32_product_and_rounded_once(spyre, name, dtype):
    """As PyTorch's CPU kernels do, a 16-bit addmm should add beta * bias to alpha times the fp32
    product and round once, the bias add the matmul's epilogue."""
    fn, *shapes = ADDMMS[name]
    x, w, b = (rand(*s, dtype=dtype, seed=n) for n, s in enumerate(shapes))
    torch._dynamo.reset()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(fn)(x.to("spyre"), w.to("spyre"), b.to("spyre")).cpu()
    ref = fn(x, w, b)
    beta = 0.5 if name == "addmm_alpha_beta" else 1.0
    product = fn(x.float(), w.float(), torch.zeros_like(b, dtype=torch.float32)).to(dtype)  # alpha * (x @ w), rounded
    twice = (product.float() + beta * b.float()).to(dtype)  # then the bias added and rounded again
    assert (twice != ref).float().mean() > 0.1  # (the data tells the two apart)
    assert (out != ref).float().mean() < 0.01  # the PE's fp32 sums differ from the CPU's in order only
    torch.testing.assert_close(out, ref, **(TOL["fp16_epilogue"] if dtype == torch.float16 else dict(rtol=1.6e-2, atol=1.6e-2)))
    stages = [s for k in kernels for s in k.kernel.stages]
    assert len(stages) == 1 and isinstance(stages[0], MatmulStage) and stages[0].epilogue is not None

