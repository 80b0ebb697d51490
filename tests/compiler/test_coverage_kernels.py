"""Kernels for ops real code uses that had no spyre form (issue 17): compiled (both card engines,
this directory's conftest) and eager, against the CPU.

log1p / expm1 / exp2 / log2 are built from vector-unit instructions (frontend/scheduling.py
`_IRBuilder.log1p`, ...); the values probe where a naive log(1 + x) or exp(x) - 1 cancels, and
the special values (inf, -inf, nan, -1, overflow).
"""

import pytest
import torch

from .test_compile_ops import check

SPECIAL = [0.0, 1e-30, -1e-30, 1e-10, -5e-8, 2e-6, -1e-7, 1e-4, -0.3, 0.5, 1.0, 3.0, 20.0, 88.0, 89.0, 100.0,
           -1.0, -0.999, -2.0, -20.0, -100.0, float("inf"), float("-inf"), float("nan"), 3e38]


def _exp_log_family(x):
    return torch.log1p(x), torch.expm1(x), torch.exp2(x), torch.log2(x)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
def test_log1p_expm1_exp2_log2_compiled_match_the_cpu(spyre, dtype):
    x = torch.tensor(SPECIAL).to(dtype)
    torch._dynamo.reset()
    got = torch.compile(_exp_log_family)(x.to("spyre"))
    for name, g, want in zip(("log1p", "expm1", "exp2", "log2"), got, _exp_log_family(x)):
        tol = dict(rtol=2e-6, atol=1e-30) if dtype == torch.float32 else {}  # a few fp32 ulps, relative
        torch.testing.assert_close(g.cpu(), want, equal_nan=True, msg=lambda m: f"{name}: {m}", **tol)


def test_log1p_expm1_eager_match_the_cpu(spyre):
    x = torch.tensor(SPECIAL)
    before = torch.spyre.fallback_counts()
    for fn in (torch.log1p, torch.expm1, torch.exp2, torch.log2):
        torch.testing.assert_close(fn(x.to("spyre")).cpu(), fn(x), equal_nan=True, rtol=2e-6, atol=1e-30)
    assert torch.spyre.fallback_counts() == before


def test_elu_uses_expm1(spyre):
    check(lambda a: torch.nn.functional.elu(a) + torch.nn.functional.selu(a), torch.randn(5, 40) * 3)
