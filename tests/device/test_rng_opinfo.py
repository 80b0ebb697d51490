"""PyTorch's OpInfo entries for random ops (op_db), float32, on spyre: each sample runs on the
card with no CPU fallback, gives the CPU's shapes and dtypes, and the same seed gives the same
numbers twice. (Values are the spyre generator's, so they are not compared with the CPU's.)"""

from __future__ import annotations

import warnings

import pytest
import torch
from torch.utils._pytree import tree_flatten

RANDOM_OPS = ("bernoulli", "cauchy", "exponential", "geometric", "log_normal", "multinomial", "normal",
              "normal.in_place", "normal.number_mean", "uniform", "rand_like", "randn_like", "randint_like",
              "randint", "randn", "nn.functional.dropout", "nn.functional.dropout2d", "nn.functional.dropout3d",
              "nn.functional.alpha_dropout", "nn.functional.feature_alpha_dropout.with_train",
              "nn.functional.rrelu", "native_dropout_backward")
MAX_SAMPLES = 2  # per op
# the default run's share (suite budget); the rest compile many one-op eager kernels: slow
DEFAULT_RUN = ("uniform", "normal.in_place", "randint", "multinomial", "nn.functional.dropout", "cauchy")


def _entries():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from torch.testing._internal.common_methods_invocations import op_db
    named = {op.name + (f".{op.variant_test_name}" if op.variant_test_name else ""): op for op in op_db}
    missing = [name for name in RANDOM_OPS if name not in named]
    assert not missing, f"OpInfo no longer has {missing}"
    return [pytest.param(named[name], id=name, marks=() if name in DEFAULT_RUN else pytest.mark.slow)
            for name in RANDOM_OPS]


def _run(op, sample):
    out = op(sample.input, *sample.args, **sample.kwargs)
    return [t.cpu() if isinstance(t, torch.Tensor) else t for t in tree_flatten(out)[0]]


@pytest.mark.parametrize("op", _entries())
def test_random_opinfo_runs_on_the_card(op):
    torch.manual_seed(0)
    samples = list(op.sample_inputs("spyre", torch.float32))[:MAX_SAMPLES]
    torch.manual_seed(0)
    cpu_samples = list(op.sample_inputs("cpu", torch.float32))[:MAX_SAMPLES]
    assert samples and len(samples) == len(cpu_samples)
    before = dict(torch.spyre.fallback_counts())
    for index, (sample, cpu_sample) in enumerate(zip(samples, cpu_samples)):
        torch.manual_seed(100 + index)
        first = _run(op, sample)
        torch.manual_seed(100 + index)
        again = _run(op, sample)
        expected = _run(op, cpu_sample)
        assert len(first) == len(expected)
        for a, b, e in zip(first, again, expected):
            if isinstance(e, torch.Tensor):
                assert (a.shape, a.dtype) == (e.shape, e.dtype)
                assert torch.equal(a, b), f"sample {index}: the same seed gave other numbers"
    assert torch.spyre.fallback_counts() == before
