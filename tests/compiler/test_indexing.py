"""Indirect indexing compiled for spyre with random indices, against the CPU (exact: a gather moves
values, it computes nothing): embedding, index_select, index.Tensor (also with negative and
computed indices), an embedding plus a position embedding in one kernel, fp32 and fp16 tables,
masked loads (padding / cat). The gather runs on the load unit (a GatherStage), no fallback."""

import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import compile_check, rand  # noqa: E402

from spyre_inductor.compiler.indexing import GatherStage  # noqa: E402


def randint(high, *shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(0, high, shape, generator=g)


def gathers(kernels):
    return [s for k in kernels for s in k.kernel.stages if isinstance(s, GatherStage)]


def check_exact(fn, *inputs):
    kernels = compile_check(fn, *inputs, dtype=torch.float32)  # fp32 tolerance; values must match exactly
    out = torch.compile(fn)(*[t.to("spyre") for t in inputs]).cpu()
    assert torch.equal(out, fn(*inputs))
    return kernels


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("vocab,dim", [(50, 40), (300, 64), (17, 128)])
def test_embedding(spyre, vocab, dim, dtype):
    kernels = check_exact(lambda w, i: F.embedding(i, w), rand(vocab, dim, dtype=dtype), randint(vocab, 3, 7))
    assert len(gathers(kernels)) == 1


def test_embedding_many_tokens(spyre):
    """More than 255 rows: several gather instructions per stick column, dealt over cores."""
    check_exact(lambda w, i: F.embedding(i, w), rand(1000, 32), randint(1000, 600, seed=1))


def test_index_select(spyre):
    check_exact(lambda x, i: torch.index_select(x, 0, i), rand(30, 70), randint(30, 12))


def test_index_tensor_leading_dim_of_3d(spyre):
    check_exact(lambda x, i: x[i], rand(9, 4, 33), randint(9, 5))


def test_index_negative_indices_wrap(spyre):
    check_exact(lambda x, i: x[i - 30], rand(30, 40), randint(30, 8))


def test_embedding_plus_positions_is_one_kernel(spyre):
    kernels = check_exact(lambda w, p, i: F.embedding(i, w) + p[: i.shape[-1]], rand(60, 32), rand(16, 32, seed=2),
                          randint(60, 2, 9))
    assert len(kernels) == 1 and len(gathers(kernels)) == 1


def test_masked_loads_cat_and_pad(spyre):
    compile_check(lambda x, y: torch.cat([x, y], dim=0) * 2, rand(5, 64), rand(3, 64, seed=1))
    compile_check(lambda x: F.pad(x, (0, 64)) + 1, rand(5, 64))


def test_masked_loads_pad_leading_dim(spyre):
    """Two bounds combined with ops.and_; rows the mask turns off entirely stay rows (not element mode)."""
    for fn, x in ((lambda x: F.pad(x, (0, 0, 1, 2)) * 2, rand(5, 64)),
                  (lambda x: F.pad(x, (0, 64, 2, 1), value=1.5) - x.sum(), rand(3, 5, 64))):
        kernels = compile_check(fn, x)
        assert kernels and all(p.mode != "element" for k in kernels for p in k.plans["layout"])


def test_gather_along_last_dim_is_a_clear_error(spyre):
    """torch.gather along the stick dim picks single elements; the card gathers whole sticks only."""
    torch._dynamo.reset()
    x, i = rand(4, 40).to("spyre"), randint(40, 4, 3).to("spyre")
    with pytest.raises(Exception, match="element gather"):
        torch.compile(lambda x, i: torch.gather(x, 1, i))(x, i)


def test_gather_along_first_dim_is_a_clear_error(spyre):
    torch._dynamo.reset()
    x, i = rand(6, 40).to("spyre"), randint(6, 3, 40).to("spyre")
    with pytest.raises(Exception, match="element gather"):
        torch.compile(lambda x, i: torch.gather(x, 0, i))(x, i)
