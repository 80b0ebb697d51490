"""Functions and modules the emit tests compile (loaded by path: tests/tools/emit_examples.py:NAME)."""

import torch
from torch import nn


def gelu_mul(x, y):
    return nn.functional.gelu(x) * y


def two_graphs(x):
    y = (x * 2).exp()
    print("graph break")  # Dynamo splits here: two graphs, two kernels
    return y.sum(-1)


def median_values(x):  # medians have no spyre kernel (a CPU fallback; sorts run as a bitonic network)
    return torch.median(x, 0).values


def exp_then_median(x):
    return torch.median(x.exp(), 0).values


def make_norm_gelu():
    torch.manual_seed(0)
    return nn.Sequential(nn.LayerNorm(64), nn.GELU())


def broken(x):
    return x + undefined_name  # noqa: F821 - an error in the user's code


NOT_A_MODULE = 3
