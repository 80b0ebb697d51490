"""Bitwise and logical ops on bool and integer tensors compiled for spyre against the CPU, exact:
&, |, ^, ~ (vand / vor / vxor; ~ on integers is x ^ -1, on bool vnot), logical_and / or / xor /
not, a scalar operand, and Inductor's ops.and_ (masks of a pad on a leading dim). Shapes are not
stick multiples. No CPU fallback (SPYRE_FALLBACK=error, conftest)."""

import pytest
import torch

from spyre_inductor.compiler.debug import capture_kernels

OPS = {
    "and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b, "invert": lambda a, b: ~a,
    "bitwise_and": torch.bitwise_and, "logical_and": torch.logical_and, "logical_or": torch.logical_or,
    "logical_xor": torch.logical_xor, "logical_not": lambda a, b: torch.logical_not(a),
    "and_scalar": lambda a, b: a & 6, "invert_and": lambda a, b: ~a & b,
}


def inputs(dtype):
    g = torch.Generator().manual_seed(0)
    if dtype == torch.bool:
        return torch.rand(5, 100, generator=g) > 0.5, torch.rand(5, 100, generator=g) > 0.5
    a, b = (torch.randint(-100, 100, (5, 100), generator=g) for _ in range(2))
    a[0, :8] = torch.tensor([2, 1, 0, 3, -4, 0, 5, 6])  # logical ops see nonzero, not bit patterns
    b[0, :8] = torch.tensor([1, 2, 0, 0, 4, 7, -5, 6])
    return a.to(dtype), b.to(dtype)


@pytest.mark.parametrize("name,dtype", [(n, d) for n in sorted(OPS) for d in (torch.bool, torch.int32, torch.int64)
                                        if not (n == "and_scalar" and d == torch.bool)])  # bool & 6 is no bool op
def test_bitwise_and_logical_ops(spyre, name, dtype):
    fn = OPS[name]
    a, b = inputs(dtype)
    torch._dynamo.reset()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(fn)(a.to("spyre"), b.to("spyre"))
    ref = fn(a, b)
    assert kernels and out.dtype == ref.dtype and torch.equal(out.cpu(), ref)


def test_mask_of_compares_combined(spyre):
    g = torch.Generator().manual_seed(1)
    x, y = torch.randn(3, 70, generator=g), torch.randn(3, 70, generator=g)
    fn = lambda x, y: torch.where(((x > 0) & ~(y > 0.5)) | (x < -1), x, y)  # noqa: E731
    torch._dynamo.reset()
    out = torch.compile(fn)(x.to("spyre"), y.to("spyre"))
    assert torch.equal(out.cpu(), fn(x, y))
