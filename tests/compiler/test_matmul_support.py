"""Shared by the matmul/attention/indexing/block tests (not a test module): compile a function for
spyre, run it on spyre copies of CPU inputs and compare with CPU eager under stated tolerances, with
no CPU fallback; the kernels it compiled come back for structural checks."""

import torch

from spyre_inductor.compiler.debug import capture_kernels
from spyre_inductor.compiler.passes.matmul import MatmulStage

TOL = {torch.float32: dict(rtol=1e-4, atol=1e-4), torch.float16: dict(rtol=2e-3, atol=2e-3),
       "fp16_epilogue": dict(rtol=5e-3, atol=5e-3)}


def rand(*shape, dtype=torch.float32, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g).to(dtype)


def compile_check(fn, *inputs, dtype=torch.float32):
    """Compile fn for spyre, compare with CPU eager; return the kernels compiled."""
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(fn)(*[t.to("spyre") for t in inputs])
    ref = fn(*inputs)
    assert out.device.type == "spyre" and out.shape == ref.shape and out.dtype == ref.dtype
    torch.testing.assert_close(out.cpu(), ref, **TOL[dtype])
    assert torch.spyre.fallback_counts() == before
    return kernels


def matmul_stages(kernels):
    return [s for k in kernels for s in k.kernel.stages if isinstance(s, MatmulStage)]


