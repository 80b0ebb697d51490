"""cumsum compiled for spyre (a masked sum over a triangular mask, lowering.py) against CPU
torch.cumsum: along the stick dim and along leading dims, lengths that are not stick multiples,
float32 / float16 / int64 / int32 / bool inputs, with and without dtype=. No CPU fallback
(SPYRE_FALLBACK=error, conftest); integer results must match exactly.
Tolerances: fp32 rtol/atol 1e-5; fp16 2e-3 (both sides sum in fp32 and round each output once)."""

import pytest
import torch

from spyre_inductor.compiler.debug import capture_kernels

TOL = {torch.float32: dict(rtol=1e-5, atol=1e-5), torch.float16: dict(rtol=2e-3, atol=2e-3)}


def rand(*shape, dtype=torch.float32, seed=0):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed)).to(dtype)


def randint(*shape, dtype=torch.int64, seed=0):
    return torch.randint(-50, 50, shape, generator=torch.Generator().manual_seed(seed)).to(dtype)


def check(fn, *inputs):
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(fn)(*[t.to("spyre") for t in inputs])
    ref = fn(*inputs)
    assert out.device.type == "spyre" and out.dtype == ref.dtype and out.shape == ref.shape
    if ref.dtype.is_floating_point:
        torch.testing.assert_close(out.cpu(), ref, **TOL[ref.dtype])
    else:
        assert torch.equal(out.cpu(), ref)
    assert torch.spyre.fallback_counts() == before
    assert kernels  # our own card code, not an extern call
    return kernels


@pytest.mark.parametrize("dim", [-1, 0])
@pytest.mark.parametrize("dtype", [torch.float32, torch.int64])
def test_cumsum_2d_not_stick_multiple(spyre, dim, dtype):
    x = rand(5, 45) if dtype.is_floating_point else randint(5, 45)
    check(lambda x: torch.cumsum(x, dim), x)


def test_cumsum_middle_dim_3d(spyre):
    check(lambda x: x.cumsum(1), rand(2, 7, 40))


def test_cumsum_fp16(spyre):
    check(lambda x: x.cumsum(-1), rand(4, 70, dtype=torch.float16))


def test_cumsum_1d_longer_than_a_row_chunk_of_sticks(spyre):
    check(lambda x: x.cumsum(0), rand(300))


def test_cumsum_int32_promotes_to_int64(spyre):
    check(lambda x: x.cumsum(-1), randint(4, 45, dtype=torch.int32))


@pytest.mark.parametrize("dtype", [torch.int32, torch.float32])
def test_cumsum_with_dtype(spyre, dtype):
    check(lambda x: x.cumsum(-1, dtype=dtype), randint(3, 37))


def test_cumsum_bool_gives_int64(spyre):
    check(lambda x: (x > 0).cumsum(-1), rand(3, 50))


def test_cumsum_zero_dim(spyre):
    check(lambda x: x.cumsum(0) * 2, torch.tensor(3.0))


def test_packed_sequence_detection_as_transformers_does_it(spyre):
    """transformers' mask code without an attention_mask: a new sequence starts where the position
    ids do not step by one; cumsum of that bool numbers the sequences."""

    def packed(pos):
        first = pos[:, :1] - 1
        diff = torch.diff(pos, prepend=first, dim=-1)
        return (diff != 1).cumsum(-1)

    check(packed, torch.tensor([[0, 1, 2, 3, 0, 1, 2, 0, 1, 2, 3, 4]]))


def test_cpu_graphs_keep_the_stock_lowering(spyre):
    x = rand(4, 30)
    torch._dynamo.reset()
    with capture_kernels() as kernels:
        out = torch.compile(lambda x: x.cumsum(-1))(x)
    assert not kernels and out.device.type == "cpu"
    torch.testing.assert_close(out, x.cumsum(-1))
