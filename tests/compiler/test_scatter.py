"""Stores through indices compiled for spyre, against CPU PyTorch (passes/scatter.py, emit/scatter.py):
index_copy_, index_put (x[i] = v, accumulate=True), scatter, scatter_add, index_add, slice assignment
into a preallocated tensor. Row scatters (whole sticks) where the index picks rows of a tensor sticked
on its last dim, element scatters otherwise and for every accumulation; negative indices wrap, an
out-of-range one is a DeviceFault; duplicates: the last write wins, additions are made in index
order (fp32 bit for bit like the CPU, fp16/bf16 accumulated in fp32). A KV-cache step writes the
cache in place, moving only the new rows. Every launch runs on both engines (conftest: "check")."""

import sys
from pathlib import Path

import pytest
import torch

import spyre_runtime
from spyre_runtime import DeviceFault
from spyre_runtime.queues.ops import Compute, Transfer

sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import rand  # noqa: E402

from spyre_inductor.compiler.debug import capture_kernels  # noqa: E402
from spyre_inductor.compiler.passes.scatter import ElementScatterPlan, RowScatterPlan, ScatterStage  # noqa: E402

DTYPES = [torch.float32, torch.float16, torch.bfloat16]


def randint(low, high, *shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(low, high, shape, generator=g)


def run(fn, *inputs):
    """fn compiled for spyre on copies of the inputs (a fresh compile, no fallback): (result, the
    spyre inputs after the call, the kernels compiled)."""
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    args = [t.to("spyre") for t in inputs]
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(fn)(*args)
    assert torch.spyre.fallback_counts() == before
    return out, args, kernels


def scatter_plans(kernels):
    return [p for k in kernels for p in k.plans["layout"] if isinstance(p.stage, ScatterStage)]


def check(fn, *inputs, exact=True, tol=None):
    """fn's result and its in-place effects on the inputs equal CPU eager's (exactly, or within tol)."""
    cpu_inputs = [t.clone() for t in inputs]
    want = fn(*cpu_inputs)
    out, args, kernels = run(fn, *inputs)
    pairs = list(zip(args, cpu_inputs)) + ([(out, want)] if want is not None else [])
    for got, ref in pairs:
        assert got.dtype == ref.dtype and got.shape == ref.shape
        if exact:
            assert torch.equal(got.cpu(), ref), (got.cpu() - ref).abs().max()
        else:
            torch.testing.assert_close(got.cpu(), ref, **(tol or {}))
    return scatter_plans(kernels)


# ---------------------------------------------------------------- row scatters
@pytest.mark.parametrize("dtype", DTYPES)
def test_index_put_rows(spyre, dtype):
    def f(x, i, v):
        x[i] = v * 2
        return x

    plans = check(f, rand(10, 64, dtype=dtype), torch.tensor([3, 0, 7]), rand(3, 64, dtype=dtype, seed=1))
    assert [type(p) for p in plans] == [RowScatterPlan]


def test_index_put_negative_indices_wrap(spyre):
    def f(x, i, v):
        x[i] = v
        return x

    check(f, rand(12, 40), torch.tensor([-1, 2, -12, 5]), rand(4, 40, seed=1))


def test_index_put_duplicates_last_write_wins(spyre):
    """The CPU writes rows one after another: the last row to an index stays. So does the card (all
    rows that may meet go to one core, in order)."""
    def f(x, i, v):
        x[i] = v
        return x

    x, i, v = rand(10, 96), torch.tensor([4, 1, 4, 4, 9, 1, 4]), rand(7, 96, seed=1)
    out, _, kernels = run(f, x, i, v)
    for r in range(len(i)):
        x[i[r]] = v[r]
    assert torch.equal(out.cpu(), x)
    plans = scatter_plans(kernels)
    assert all(len(p.groups) == len({it.ct for it in p.items}) for p in plans)  # one group per stick column


def test_index_put_many_rows_of_a_3d_tensor(spyre):
    """280 rows with duplicate indices: against a loop writing them in order (the CPU's own kernel
    runs them in parallel, so which duplicate stays there is not defined)."""
    x, i, v = rand(300, 3, 32), randint(0, 300, 280), rand(280, 3, 32, seed=1)
    out, _, _ = run(lambda x, i, v: x.index_put_((i,), v), x, i, v)
    for r in range(len(i)):
        x[i[r]] = v[r]
    assert torch.equal(out.cpu(), x)


def test_index_put_broadcast_value(spyre):
    def f(x, i):
        x[i] = -1.5
        return x

    check(f, rand(8, 64), torch.tensor([6, 1]))


@pytest.mark.parametrize("dtype", DTYPES)
def test_index_copy_kv_cache_positions(spyre, dtype):
    """A prefill writing several positions of a (1, heads, 256, 64) cache along its sequence dim."""
    def f(cache, pos, new):
        cache.index_copy_(2, pos, new)

    plans = check(f, rand(1, 4, 256, 64, dtype=dtype), torch.arange(10, 19), rand(1, 4, 9, 64, dtype=dtype, seed=1))
    (plan,) = plans
    sticks = 64 * torch.finfo(dtype).bits // 8 // 128
    assert isinstance(plan, RowScatterPlan) and len(plan.groups) == 4 * sticks  # heads x stick columns: a core each


def test_index_put_int32_and_computed_indices(spyre):
    def f(x, i, v):
        x[i.to(torch.int32) * 2 - 1] = v
        return x

    check(f, rand(20, 64), torch.tensor([1, 5, 10]), rand(3, 64, seed=1))


# ---------------------------------------------------------------- element scatters
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("dim", [0, 1])
def test_scatter(spyre, dtype, dim):
    x = rand(6, 50, dtype=dtype)
    idx = randint(0, x.shape[dim], 4, 20, seed=2)  # duplicates: the last one in index order wins
    plans = check(lambda x, i, s: x.scatter(dim, i, s), x, idx, rand(4, 20, dtype=dtype, seed=1))
    assert [type(p) for p in plans] == [ElementScatterPlan]


@pytest.mark.parametrize("dim", [0, 1])
def test_scatter_add_fp32_is_the_cpus_sum_bit_for_bit(spyre, dim):
    x = rand(10, 50) * 100
    idx = randint(0, x.shape[dim], 8, 40, seed=3)
    check(lambda x, i, s: x.scatter_add(dim, i, s), x, idx, rand(8, 40, seed=1) * 10 ** randint(-3, 3, 8, 40).float())


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_scatter_add_half_accumulates_in_fp32(spyre, dtype):
    """Duplicates add in fp32 and round once: the fp32 sum rounded, within a rounding of the CPU's
    (which rounds after every addition)."""
    x, idx, src = rand(4, 30, dtype=dtype), randint(0, 3, 4, 64, seed=4), rand(4, 64, dtype=dtype, seed=1)
    out, _, _ = run(lambda x, i, s: x.scatter_add(1, i, s), x, idx, src)
    exact = x.float().scatter_add(1, idx, src.float()).to(dtype)
    assert torch.equal(out.cpu(), exact)
    torch.testing.assert_close(out.cpu(), x.scatter_add(1, idx, src), rtol=2e-2, atol=2e-2)


@pytest.mark.parametrize("dtype", [torch.int64, torch.int32])
def test_scatter_add_integers(spyre, dtype):
    x = randint(-100, 100, 5, 40).to(dtype)
    check(lambda x, i, s: x.scatter_add(1, i, s), x, randint(0, 40, 5, 12, seed=1),
          randint(-50, 50, 5, 12, seed=2).to(dtype))


@pytest.mark.parametrize("dim", [0, 1])
def test_index_add_fp32_bit_for_bit(spyre, dim):
    x = rand(12, 70) * 100
    n = 9
    idx = randint(0, x.shape[dim], n, seed=5)  # duplicates
    src = rand(*(n, 70) if dim == 0 else (12, n), seed=1)
    check(lambda x, i, s: x.index_add(dim, i, s), x, idx, src)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_index_add_half(spyre, dtype):
    x, idx, src = rand(10, 64, dtype=dtype), torch.tensor([3, 3, 5, 3, 0]), rand(5, 64, dtype=dtype, seed=1)
    out, _, _ = run(lambda x, i, s: x.index_add(0, i, s), x, idx, src)
    assert torch.equal(out.cpu(), x.float().index_add(0, idx, src.float()).to(dtype))
    torch.testing.assert_close(out.cpu(), x.index_add(0, idx, src), rtol=2e-2, atol=2e-2)


def test_index_add_alpha(spyre):
    check(lambda x, i, s: x.index_add(0, i, s, alpha=0.5), rand(10, 64), torch.tensor([1, 1, 8]), rand(3, 64, seed=1),
          exact=False, tol=dict(rtol=1e-6, atol=1e-6))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int64], ids=str)
def test_index_add_into_one_slot_is_a_sum(spyre, dtype):
    """A dim of one slot (OpInfo's samples: x of shape () or (1,)): every index is 0, which Inductor
    folds away; the decomposition adds the source's sum instead (lowering.py _index_add_one_slot)."""
    def make(*shape, seed=0):
        x = rand(*shape or (1,), seed=seed).to(dtype) if dtype.is_floating_point else randint(-9, 9, *shape or (1,), seed=seed)
        return x.reshape(shape)
    for alpha in (1, -1, 2):
        check(lambda x, i, s: x.index_add(0, i, s, alpha=alpha), make(), torch.tensor([0]), make(seed=1))
        check(lambda x, i, s: x.index_add(0, i, s, alpha=alpha), make(1), torch.tensor([0]), make(1, seed=1))
    check(lambda x, i, s: x.index_add(1, i, s), make(4, 1, 40), torch.tensor([0, 0, 0]), make(4, 3, 40, seed=1),
          exact=not dtype.is_floating_point, tol=dict(rtol=2e-3, atol=2e-3))


@pytest.mark.parametrize("dtype", DTYPES)
def test_index_put_accumulate_negative_and_duplicate_indices(spyre, dtype):
    x, i, v = rand(10, 64, dtype=dtype), torch.tensor([3, -1, 3, 9, -7]), rand(5, 64, dtype=dtype, seed=1)
    f = lambda x, i, v: x.index_put((i,), v, accumulate=True)  # noqa: E731
    if dtype == torch.float32:
        check(f, x, i, v)
    else:
        out, _, _ = run(f, x, i, v)
        assert torch.equal(out.cpu(), x.float().index_put((i,), v.float(), accumulate=True).to(dtype))


def test_index_along_the_stick_dim(spyre):
    """x[:, i] = v: the index moves the address within sticks -- an element scatter."""
    def f(x, i, v):
        x[:, i] = v
        return x

    plans = check(f, rand(5, 100), torch.tensor([99, 0, -3, 7]), rand(5, 4, seed=1))
    assert [type(p) for p in plans] == [ElementScatterPlan]


def test_index_put_two_index_tensors(spyre):
    def f(x, i, j, v):
        x[i, j] = v
        return x

    check(f, rand(7, 9, 33), torch.tensor([0, 6, 2]), torch.tensor([8, 0, 4]), rand(3, 33, seed=1))


def test_scatter_reduce_sum_without_self(spyre):
    """include_self=False: Inductor zeroes the reached elements with a plain scatter first, then adds."""
    check(lambda x, i, s: x.scatter_reduce(1, i, s, "sum", include_self=False), rand(4, 30) * 10,
          randint(0, 30, 4, 16, seed=6), rand(4, 16, seed=1))


def test_values_gathered_then_scattered(spyre):
    """x[i] = w[j] * 2: a gather feeds the values a scatter writes."""
    def f(x, i, w, j):
        x[i] = w[j] * 2
        return x

    check(f, rand(10, 64), torch.tensor([7, 2, 0]), rand(20, 64, seed=1), torch.tensor([19, 3, 3]))


# ---------------------------------------------------------------- bounds
@pytest.mark.parametrize("bad", [10, -11])
@pytest.mark.parametrize("accumulate", [False, True])
def test_out_of_range_index_faults(spyre, bad, accumulate):
    """The CPU raises an IndexError; the card a DeviceFault naming the scatter (and writes nothing
    outside the tensor: tests/card/test_scatter.py)."""
    x, i, v = rand(10, 64), torch.tensor([3, bad]), rand(2, 64, seed=1)
    with pytest.raises(IndexError):
        x.clone().index_put_((i,), v, accumulate=accumulate)
    rt = spyre_runtime.get_runtime(0)
    with pytest.raises(DeviceFault, match=r"store pc \d+ `scatter(e\.f32)? .*`: scatter (row|element) \d+ .* outside"):
        out, _, _ = run(lambda x, i, v: x.index_put((i,), v, accumulate=accumulate), x, i, v)
        out.cpu()
    rt.clear_errors()


def test_scatter_out_of_range_faults(spyre):
    rt = spyre_runtime.get_runtime(0)
    with pytest.raises(DeviceFault, match="scatter element"):
        out, _, _ = run(lambda x, i, s: x.scatter(1, i, s), rand(4, 10), torch.tensor([[1], [10], [0], [2]]),
                        rand(4, 1))
        out.cpu()
    rt.clear_errors()


# ---------------------------------------------------------------- in place: the KV cache
def _launch_traffic(fn):
    """(bytes each compute stored, transfers (kind, bytes)) of what fn() enqueued on device 0."""
    rt = spyre_runtime.get_runtime(0)
    rt.synchronize()
    first = rt.scheduler.history[-1].id if rt.scheduler.history else -1
    fn()
    rt.synchronize()
    ops = [op for op in rt.scheduler.history if op.id > first]
    stored = [op.result.detail["bytes_stored"] for op in ops if isinstance(op, Compute)]
    return stored, [(op.kind, op.nbytes) for op in ops if isinstance(op, Transfer)]


@pytest.mark.parametrize("style", ["index_copy_", "index_put"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_kv_cache_step_writes_the_cache_in_place(spyre, style, dtype):
    """HF's static cache: `cache.index_copy_(2, pos, new)` (or `cache[:, :, pos] = new`) on a
    (1, heads, 256, 64) cache each decode step. The compiled step writes the cache's storage itself
    (Inductor reinplaces the mutation of the graph input: no copy of the cache back into it), and moves
    only the new rows: per step, one kernel storing twice the new rows (the values staged in device
    scratch, then scattered), no transfer but the launch's correction patch (if any)."""
    H, S, D = 4, 256, 64

    def step(cache, pos, new):
        if style == "index_copy_":
            cache.index_copy_(2, pos, new)
        else:
            cache[:, :, pos] = new

    cache = rand(1, H, S, D, dtype=dtype)
    on_card = cache.to("spyre")
    storage = on_card.untyped_storage().data_ptr()
    compiled = torch.compile(step)
    new_bytes = H * D * cache.element_size()
    for n, p in enumerate((0, 17, 255, 17)):
        new, pos = rand(1, H, 1, D, dtype=dtype, seed=n), torch.tensor([p])
        args = (pos.to("spyre"), new.to("spyre"))
        stored, transfers = _launch_traffic(lambda: compiled(on_card, *args))
        step(cache, pos, new)
        assert torch.equal(on_card.cpu(), cache)
        assert on_card.untyped_storage().data_ptr() == storage
        assert stored == [2 * new_bytes]  # vs cache.nbytes = 256 * new_bytes
        assert spyre_runtime.get_runtime(0).card.last_engine == ("fast", None)  # (and checked against the reference)
        assert all(kind == "h2d" for kind, _ in transfers), transfers  # (the first call also uploads the program)
        if n:
            # the correction block (one address per argument), or none at all when the kernel's program
            # copy already holds this call's addresses (patch elision: the step's tensors landed where
            # an earlier step's were)
            assert len(transfers) <= 1 and all(nbytes <= 64 for _, nbytes in transfers), transfers


def test_cache_update_then_attention_scores_in_one_graph(spyre):
    """The step writes the cache in place and then reads it: the scores see the new row."""
    def step(k_cache, pos, k_new, q):
        k_cache.index_copy_(2, pos, k_new)
        return q @ k_cache.transpose(-1, -2)

    check(step, rand(1, 2, 64, 64), torch.tensor([9]), rand(1, 2, 1, 64, seed=1), rand(1, 2, 1, 64, seed=2),
          exact=False, tol=dict(rtol=1e-5, atol=1e-5))


@pytest.mark.parametrize("cols", [slice(40, 43), slice(0, 16), slice(32, 64)])
def test_slice_assignment_into_a_preallocated_tensor_in_place(spyre, cols):
    """x[:, p:p+n] = v with p a Python int is a plain store into x: written in place, only the sticks
    the slice touches move, and the other elements of those sticks stay (they are merged, not zeroed,
    when the slice does not fill its sticks)."""
    def f(x, v):
        x[:, cols] = v * 3

    x = rand(64, 128)  # fp32: 4 sticks per row
    on_card = x.to("spyre")
    storage = on_card.untyped_storage().data_ptr()
    v = rand(64, cols.stop - cols.start, seed=1)
    stored, _ = _launch_traffic(lambda: torch.compile(f)(on_card, v.to("spyre")))
    f(x, v)
    assert torch.equal(on_card.cpu(), x)
    assert on_card.untyped_storage().data_ptr() == storage
    sticks = 64 * (-(-cols.stop // 32) - cols.start // 32)
    assert stored == [sticks * 128]  # of 64 * 4 sticks


def test_one_row_at_a_computed_index(spyre):
    """The static cache's decode step: index_copy_ of ONE row at `arange(1) + length` (a computed index,
    the stage's iteration space a single row): the index stage's value is read at element 0."""
    def step(cache, length, new):
        cache.index_copy_(2, torch.arange(1, device=cache.device) + length, new)
        length.add_(1)

    plans = check(step, rand(1, 1, 14, 32), torch.tensor(5), rand(1, 1, 1, 32, seed=1))
    assert plans and all(p.mode == "scatter" for p in plans)
