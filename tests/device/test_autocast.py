"""torch.autocast("spyre"): CUDA's op lists and cast policies (AutocastPrivateUse1 kernels of the
shim), eager and under torch.compile."""

import warnings

import pytest
import torch
import torch.nn.functional as F


def spyre(t):
    return t.to("spyre")


def test_autocast_kernels_are_cudas_lists():
    names = torch._C._dispatch_get_all_op_names()
    has = torch._C._dispatch_has_kernel_for_dispatch_key
    cuda = {n for n in names if has(n, "AutocastCUDA")}
    ours = {n for n in names if has(n, "AutocastPrivateUse1")}
    assert "aten::mm" in ours and "aten::softmax.int" in ours and "aten::addcmul" in ours
    # the same ops, less the two that exist only for cuDNN
    assert cuda - ours == {"aten::cudnn_convolution", "aten::cudnn_convolution_transpose"}
    assert ours <= cuda
    assert torch.amp.is_autocast_available("spyre")
    assert torch.spyre.get_amp_supported_dtype() == [torch.float16, torch.bfloat16]


@pytest.mark.parametrize("dtype", [torch.float16, pytest.param(torch.bfloat16, marks=pytest.mark.slow)])
def test_which_ops_run_in_which_dtype(dtype):  # (bfloat16 in the default run: the compiled test below)
    g = torch.Generator().manual_seed(0)
    a, b = torch.randn(8, 32, generator=g), torch.randn(32, 16, generator=g)
    sa, sb = spyre(a), spyre(b)
    half = spyre(a.to(dtype))
    with torch.autocast("spyre", dtype=dtype):
        assert torch.get_autocast_dtype("spyre") == dtype and torch.is_autocast_enabled("spyre")
        mm = sa @ sb  # lower_precision_fp: inputs cast down
        lin = F.linear(sa, sb.t())
        soft = torch.softmax(half, -1)  # fp32_set_opt_dtype
        ex = torch.exp(half)  # fp32
        total = half.sum()  # fp32_set_opt_dtype
        with warnings.catch_warnings():  # addcmul has no card kernel: its counted CPU fallback
            warnings.simplefilter("ignore")  # receives the promoted inputs
            mixed = torch.addcmul(sa, half, half)  # promote: the widest input dtype
        relu = torch.relu(half)  # in no list: as given
    assert (mm.dtype, lin.dtype) == (dtype, dtype)
    assert (soft.dtype, ex.dtype, total.dtype, mixed.dtype, relu.dtype) == (torch.float32,) * 4 + (dtype,)
    tol = {"atol": 0.1, "rtol": 0.02}
    reference = (a.to(dtype) @ b.to(dtype)).float()  # what CUDA computes: the product of the cast inputs
    torch.testing.assert_close(mm.cpu().float(), reference, **tol)
    torch.testing.assert_close(lin.cpu().float(), reference, **tol)
    torch.testing.assert_close(soft.cpu(), torch.softmax(a.to(dtype).float(), -1), atol=1e-5, rtol=1e-4)
    assert (sa @ sb).dtype == torch.float32  # outside the block
    with torch.autocast("spyre", dtype=dtype), pytest.raises(RuntimeError, match="unsafe to autocast"):
        F.binary_cross_entropy(torch.sigmoid(half.float()), torch.rand(8, 32).to("spyre"))


def test_autocast_under_compile_matches_eager():
    g = torch.Generator().manual_seed(1)
    x, w = spyre(torch.randn(16, 32, generator=g)), spyre(torch.randn(8, 32, generator=g))

    def f(x, w):
        with torch.autocast("spyre", dtype=torch.bfloat16):
            y = F.linear(x, w)
            return y, torch.softmax(y, -1), torch.relu(y)

    eager = f(x, w)
    compiled = torch.compile(f)(x, w)
    assert [t.dtype for t in compiled] == [torch.bfloat16, torch.float32, torch.bfloat16]
    for e, c in zip(eager, compiled):
        assert e.dtype == c.dtype
        torch.testing.assert_close(c.cpu(), e.cpu(), atol=1e-2, rtol=1e-2)
