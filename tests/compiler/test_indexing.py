"""Indirect indexing compiled for spyre with random indices, against the CPU (exact: a gather moves
values, it computes nothing): embedding, index_select, index.Tensor (also with negative and
computed indices), an embedding plus a position embedding in one kernel, fp32 and fp16 tables,
int32 and int64 indices, masked loads (padding / cat). Row gathers run on the load unit's `gather`
(whole sticks); element gathers (torch.gather along any dim, indexing the last dim, an embedding
read transposed as T5's relative position bias) on `gathere`. No fallback."""

import math
import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import compile_check, rand  # noqa: E402

from spyre_inductor.compiler.passes.gather import GatherStage  # noqa: E402


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


# ---- element gathers: the index varies along the table's stick dim (torch.gather, indexing the last
# dim, an embedding read transposed): offsets computed on the vector unit, then `gathere`


def opcodes(kernels):
    """Mnemonics in the kernels' artifacts."""
    return {line.split()[0].split(".")[0] for k in kernels for line in k.artifact.disassembly.splitlines()
            if line.startswith("    ")}


def element_gathers(kernels):
    return [s for s in gathers(kernels) if s.off_buffer]


def rand_index(high, *shape, dtype=torch.int64, seed=0, negative=False):
    g = torch.Generator().manual_seed(seed)
    low = -high if negative else 0
    return torch.randint(low, high, shape, generator=g).to(dtype)


@pytest.mark.parametrize("dim", [0, 1, -1])
@pytest.mark.parametrize("shape,idx_shape", [((6, 40), (5, 3)), ((8, 64), (8, 64)), ((33, 70), (12, 70))])
def test_gather_2d(spyre, dim, shape, idx_shape):
    """torch.gather along each dim of a 2-d table; row lengths that are and are not whole sticks."""
    x = rand(*shape)
    size = shape[dim]
    idx_shape = tuple(min(a, b) if d != dim % 2 else a for d, (a, b) in enumerate(zip(idx_shape, shape)))
    i = rand_index(size, *idx_shape, seed=dim + 3)
    kernels = check_exact(lambda x, i: torch.gather(x, dim, i), x, i)
    assert element_gathers(kernels)
    ops = opcodes(kernels)
    assert "gathere" in ops and "gather" not in ops


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("idx_dtype", [torch.int64, torch.int32])
def test_gather_last_dim_dtypes(spyre, dtype, idx_dtype):
    check_exact(lambda x, i: torch.gather(x, -1, i), rand(7, 100, dtype=dtype), rand_index(100, 7, 9, dtype=idx_dtype))


@pytest.mark.parametrize("dim", [0, 1, 2])
def test_gather_3d(spyre, dim):
    x = rand(5, 6, 70)
    shape = [4, 5, 33]
    shape[dim] = 7
    i = rand_index(x.shape[dim], *shape, seed=dim)
    kernels = check_exact(lambda x, i: torch.gather(x, dim, i), x, i)
    assert "gathere" in opcodes(kernels)


def test_gather_then_compute_is_one_kernel(spyre):
    """The gathered values feed ordinary vector code (a scale and a sum) in the same kernel."""
    x, i = rand(16, 48), rand_index(48, 16, 5)
    compile_check(lambda x, i: (torch.gather(x, 1, i) * 3).sum(-1), x, i)


@pytest.mark.parametrize("idx_dtype", [torch.int64, torch.int32])
def test_index_last_dim_negative_indices_wrap(spyre, idx_dtype):
    """x[:, i] picks columns: an element gather; negative indices count from the end."""
    x = rand(9, 45)
    i = rand_index(45, 20, dtype=idx_dtype, seed=4, negative=True)
    assert (i < 0).any()
    kernels = check_exact(lambda x, i: x[:, i], x, i)
    assert "gathere" in opcodes(kernels)


@pytest.mark.parametrize("dim", [0, 1])
def test_gather_from_a_transposed_view(spyre, dim):
    """The table is a view whose stick dim is not its last dim: offsets go through its storage layout."""
    x = rand(50, 7)
    i = rand_index(x.t().shape[dim], *((3, 40) if dim == 0 else (5, 4)), seed=11)
    check_exact(lambda x, i: torch.gather(x.t(), dim, i), x, i)


def test_index_by_two_index_tensors(spyre):
    """x[i, j] and x[i][:, j]: one load through two loaded indices (both wrapped when negative)."""
    x = rand(20, 30)
    i, j = rand_index(20, 6, seed=12, negative=True), rand_index(30, 6, seed=13, negative=True)
    kernels = check_exact(lambda x, i, j: x[i, j], x, i, j)
    assert "gathere" in opcodes(kernels)
    check_exact(lambda x, i, j: x[i][:, j], x, i, rand_index(30, 9, seed=14, negative=True))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_masked_gathers_cat_and_pad(spyre, dtype):
    """A gather under a mask (cat / pad along the last dim fused with it): masked lanes are masked
    gathere lanes (they read nothing and hold 0)."""
    w, i, y = rand(10, 40, dtype=dtype), rand_index(10, 3, seed=15), rand(3, 8, dtype=dtype, seed=16)
    check_exact(lambda w, i, y: torch.cat([y, F.embedding(i, w)], dim=1) + 1, w, i, y)
    x, j = rand(5, 40, dtype=dtype), rand_index(40, 5, 3, seed=17)
    check_exact(lambda x, j: F.pad(torch.gather(x, 1, j), (0, 5)) * 2, x, j)


def test_index_select_last_dim(spyre):
    check_exact(lambda x, i: torch.index_select(x, 1, i), rand(10, 70), rand_index(70, 33, seed=5))


def test_index_1d_table(spyre):
    """A 1-d table is one stick row: every index moves within sticks."""
    check_exact(lambda x, i: x[i], rand(300), rand_index(300, 50, seed=6))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_embedding_read_transposed(spyre, dtype):
    """T5's relative position bias: embedding(bucket) of shape (q, k, heads) consumed as (heads, q, k),
    so the gather's row runs along k while the table is sticked on heads."""
    buckets, heads = 32, 6
    w = rand(buckets, heads, dtype=dtype)
    b = rand_index(buckets, 12, 12, seed=7)
    kernels = check_exact(lambda w, b: F.embedding(b, w).permute(2, 0, 1).unsqueeze(0).contiguous(), w, b)
    assert "gathere" in opcodes(kernels)
    # and added to attention scores, as T5 does
    s = rand(1, heads, 12, 12, dtype=dtype, seed=8)
    compile_check(lambda w, b, s: s + F.embedding(b, w).permute(2, 0, 1).unsqueeze(0), w, b, s, dtype=dtype)


@pytest.mark.parametrize("idx_dtype", [torch.int64, torch.int32])
def test_row_gathers_keep_gather(spyre, idx_dtype):
    """Embedding / index_select on the leading dim stay whole-stick row gathers (int32 indices too)."""
    for fn, args in ((lambda w, i: F.embedding(i, w), (rand(50, 40), rand_index(50, 3, 7, dtype=idx_dtype))),
                     (lambda x, i: torch.index_select(x, 0, i), (rand(30, 70), rand_index(30, 12, dtype=idx_dtype)))):
        kernels = check_exact(fn, *args)
        assert gathers(kernels) and not element_gathers(kernels)
        ops = opcodes(kernels)
        assert "gather" in ops and "gathere" not in ops


def test_embedding_int32_indices_fp16(spyre):
    check_exact(lambda w, i: F.embedding(i, w), rand(64, 96, dtype=torch.float16),
                rand_index(64, 4, 11, dtype=torch.int32, seed=9))


def test_many_element_gathers_in_one_stage_share_one_buffer(spyre):
    """Eight gathers feeding one stage (Inductor unrolls small reductions into such stages): their
    rows share one fusion-local buffer, so the consuming stage needs one base register for them."""
    x, idx = rand(6, 40), rand_index(40, 8, 6, 5, seed=10)
    kernels = check_exact(lambda x, idx: sum(torch.gather(x, 1, idx[k]) for k in range(8)), x, idx)
    stages = element_gathers(kernels)
    shared = {s.out_buffer for s in stages}
    assert len(stages) == 8 and len(shared) < 8
    for k in kernels:  # each consuming stage reads all its gathered rows from one buffer
        for st in k.kernel.stages:
            if not isinstance(st, GatherStage):
                assert len({op.buffer for op in st.ops if op.opcode == "load" and op.buffer in shared}) <= 1


def t5_relative_bias(w, q, k):
    """T5's bidirectional relative position bias (transformers' T5Attention.compute_bias, 32 buckets,
    max distance 128): a bucket computed from |i - j| with a log, embedded, read as (1, heads, q, k)."""
    ctx = torch.arange(q, device=w.device)[:, None]
    mem = torch.arange(k, device=w.device)[None, :]
    rel = mem - ctx
    nb = w.shape[0] // 2
    bucket = (rel > 0).to(torch.long) * nb
    rel = rel.abs()
    exact = nb // 2
    large = exact + (torch.log(rel.float() / exact) / math.log(128 / exact) * (nb - exact)).to(torch.long)
    large = torch.min(large, torch.full_like(large, nb - 1))
    bucket = bucket + torch.where(rel < exact, rel, large)
    return F.embedding(bucket, w).permute(2, 0, 1).unsqueeze(0)


def test_t5_relative_position_bias(spyre):
    """The index is computed from loop indices (an abs, a log, a min): those index expressions become
    int64 vector arithmetic (in the computed-index stage of a row gather, in the offset stage of an
    element gather). Alone the bias is a row gather (Inductor stores the embedding, the permute is a
    view); added to attention scores, the scores' stage reads it transposed: an element gather."""
    w = rand(32, 4)
    kernels = compile_check(lambda w: t5_relative_bias(w, 12, 12), w)
    assert gathers(kernels) and not element_gathers(kernels)
    kernels = compile_check(lambda w, s: s + t5_relative_bias(w, 12, 12), w, rand(1, 4, 12, 12, seed=3))
    assert element_gathers(kernels) and "gathere" in opcodes(kernels)


@pytest.mark.parametrize("dim", [0, 1])
def test_index_select_negative_index_faults(spyre, dim):
    """index_select refuses a negative index (the CPU raises) where x[i] wraps it: compiled, the
    card's gather faults instead of reading a row or column from the end (lowering._index_select)."""
    import spyre_runtime

    x = rand(10, 40)
    with pytest.raises((IndexError, RuntimeError)):  # (the CPU's error differs by dim)
        torch.index_select(x, dim, torch.tensor([2, -1]))
    rt = spyre_runtime.get_runtime(0)
    try:
        with pytest.raises(spyre_runtime.DeviceFault, match="gather"):
            torch.compile(lambda x, i: torch.index_select(x, dim, i))(x.to("spyre"), torch.tensor([2, -1]).to("spyre")).cpu()
    finally:
        rt.clear_errors()
    check_exact(lambda x, i: torch.index_select(x, dim, i), x, torch.tensor([2, 9, 0]))


@pytest.mark.parametrize("name,fn", [
    ("gather_one_element", lambda x, t: torch.gather(x, 0, t.unsqueeze(0)).squeeze(0)),
    ("x_at_a_0d_index", lambda x, t: x[t] * 2),
    ("cross_entropy_one_row", lambda x, t: F.cross_entropy(x, t)),
])
def test_gather_into_a_0d_result(spyre, name, fn):
    """A stage without dims (a 0-d result) reading through a loaded index: its gathered buffer is one
    element, read at 0 (was 'index i0 uses unknown symbols': OpInfo's linear_cross_entropy of one row)."""
    x, t = rand(7), torch.tensor(5)
    out = torch.compile(fn)(x.to("spyre"), t.to("spyre")).cpu()
    torch.testing.assert_close(out, fn(x, t), rtol=1e-6, atol=1e-6)


def test_gather_into_a_0d_result_index_out_of_range_faults(spyre):
    import spyre_runtime

    rt = spyre_runtime.get_runtime(0)
    try:
        with pytest.raises(spyre_runtime.DeviceFault, match="gather"):
            torch.compile(lambda x, t: torch.gather(x, 0, t.unsqueeze(0)).squeeze(0))(
                rand(7).to("spyre"), torch.tensor(7).to("spyre")).cpu()
    finally:
        rt.clear_errors()
