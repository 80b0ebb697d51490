"""Compiled eager ops behave as PyTorch eager: caching per signature, views and offsets as inputs,
in-place and out= variants (with aliasing), scalars and 0-d tensors, empty tensors, errors,
autograd; and what cannot be compiled goes through the counted CPU fallback."""

import gc
import warnings

import pytest
import torch

import spyre_runtime
from spyre_runtime.queues.ops import HostCallback
from spyre_inductor.device import fallback
from spyre_inductor.eager import cache, kernel


def stats():
    return torch.spyre.eager_stats()


def delta(before, after, *keys):
    return {k: after[k] - before[k] for k in keys}


# ---- caching ------------------------------------------------------------------------------------


def test_second_call_with_the_same_signature_compiles_nothing(eager):
    a, b = eager.rand(6, 50).to("spyre"), eager.rand(6, 50, seed=1).to("spyre")
    first = stats()
    r1 = a * b + 0.25
    mid = stats()
    r2 = a * b + 0.25
    last = stats()
    assert delta(mid, last, "compiled_signatures", "cache_hits", "launches") == {
        "compiled_signatures": 0, "cache_hits": 2, "launches": 2}
    assert mid["compiled_signatures"] - first["compiled_signatures"] <= 2  # new signatures, unless cached earlier
    assert torch.equal(r1.cpu(), r2.cpu())
    # other tensors with the same signature: still no compile
    c, d = eager.rand(6, 50, seed=2).to("spyre"), eager.rand(6, 50, seed=3).to("spyre")
    before = stats()
    eager.assert_matches(c * d + 0.25, c.cpu() * d.cpu() + 0.25)
    assert delta(before, stats(), "compiled_signatures", "cache_hits") == {"compiled_signatures": 0, "cache_hits": 2}


@pytest.mark.parametrize("change", ["shape", "dtype", "scalar", "stride", "offset", "alpha"])
def test_another_signature_compiles_again(eager, change):
    # (views above SMALL_VIEW_BYTES: a smaller partial view is copied into a tensor of its own first)
    base = eager.rand(8, 320).to("spyre")
    assert base[:4].numel() * 4 > kernel.SMALL_VIEW_BYTES
    x = base[:4]
    other = {
        "shape": lambda: torch.add(base[:5], 1.5), "dtype": lambda: torch.add(x.half(), 1.5),
        "scalar": lambda: torch.add(x, 2.5), "stride": lambda: torch.add(base[:, :4].t(), 1.5),
        "offset": lambda: torch.add(base[4:], 1.5), "alpha": lambda: torch.add(x, 1.5, alpha=2),
    }[change]
    torch.add(x, 1.5)
    before = stats()
    y = other()
    after = stats()
    key_ops = [k for k, v in after["ops"].items() if v.get("compiled", 0) > before["ops"].get(k, {}).get("compiled", 0)]
    assert key_ops == ["aten::add.Tensor"]
    assert y.device.type == "spyre"


def test_lru_evicts_and_releases_program_memory(eager, monkeypatch):
    monkeypatch.setenv("SPYRE_EAGER_CACHE_SIZE", "2")
    rt = spyre_runtime.get_runtime(0)
    torch.spyre.clear_eager_cache()
    gc.collect()
    x = eager.rand(3, 37).to("spyre")
    x * 1.25
    (entry,) = [e for e in cache._entries.values()]
    plans = [p for g in entry.modules for p in g["__spyre_plans__"].plans]
    assert plans and not any(p.released for p in plans)
    before = stats()
    x * 2.25
    x * 3.25  # a third signature evicts the first
    assert stats()["evictions"] - before["evictions"] == 1 and stats()["cached"] == 2
    del entry
    gc.collect()
    rt.synchronize()
    assert all(p.released for p in plans)
    x * 1.25  # compiled again, still right
    eager.assert_matches(x * 1.25, x.cpu() * 1.25)
    torch.spyre.clear_eager_cache()


# ---- views, offsets, scalars -------------------------------------------------------------------------


VIEWS = {
    "slice_rows": lambda t: t[2:5],
    "slice_cols_offset": lambda t: t[:, 10:60],
    "select_row": lambda t: t[3],
    "transpose": lambda t: t.t(),
    "expand": lambda t: t[:1].expand(6, -1),
    "step": lambda t: t[::2, ::3],
    "reshape_view": lambda t: t.view(3, 200),
}


def test_small_view_of_a_growing_storage_compiles_once(eager):
    """generate's `input_ids[:, -1:]` as the sequence grows: the view is copied on the device into a
    tensor of its own, so the signature (and the kernel) stays the same for every length."""
    eos = torch.tensor([2, 7], dtype=torch.int64).to("spyre")
    counts = []
    for length in range(20, 30):
        ids = eager.rand(1, length, dtype=torch.int64, seed=length)
        ids[0, -1] = 7 if length % 2 else 5
        dev = ids.to("spyre")
        before = stats()
        got_isin = torch.isin(dev[:, -1:], eos)
        got_add = dev[:, -1:] + dev[:, -2:-1]
        after = stats()
        counts.append(delta(before, after, "compiled_signatures", "view_copies"))
        assert torch.equal(got_isin.cpu(), torch.isin(ids[:, -1:], eos.cpu()))
        assert torch.equal(got_add.cpu(), ids[:, -1:] + ids[:, -2:-1])
    assert all(c == {"compiled_signatures": 0, "view_copies": 3} for c in counts[1:]), counts


def _last_op_id():
    sched = spyre_runtime.get_runtime(0).scheduler
    sched.flush()
    return sched.history[-1].id if sched.history else -1


def _resolves_since(mark):
    """Patched launches (each has its "resolve" host callback) among the ops after op id `mark` (the
    history is bounded: counting all of it twice would lose the ops it dropped in between)."""
    sched = spyre_runtime.get_runtime(0).scheduler
    sched.flush()
    return sum(1 for op in sched.history if op.id > mark and op.pipeline == "host" and op.name.startswith("resolve "))


def test_small_view_copies_keep_their_address_so_launches_need_no_patch(eager):
    """The copy of a small view comes from a memory pool per shape: made again every call, it lands
    where the last one did (or the one before), so the kernels reading it keep their arguments and
    their patches are elided (two program copies hold two sets of values); a result the caller
    keeps moves, and a launch with new values is patched."""
    ids = eager.rand(1, 30, dtype=torch.int64)
    patched = []
    for length in range(30, 38):
        dev = torch.cat([ids, torch.full((1, 1), length)], -1).to("spyre")
        ids = dev.cpu()
        before = _last_op_id()
        got = dev[:, -1:] + dev[:, -2:-1]
        torch.spyre.synchronize()
        patched.append(_resolves_since(before))
        assert torch.equal(got.cpu(), ids[:, -1:] + ids[:, -2:-1])
    assert patched[3:] == [0] * 5, patched
    before = _last_op_id()
    kept = [dev[:, -1:] * 3 for _ in range(3)]  # results held: each a new block
    torch.spyre.synchronize()
    assert len({spyre_runtime_address(k) for k in kept}) == 3
    assert _resolves_since(before) >= 1  # a launch writing a block never seen is patched


def spyre_runtime_address(t):
    from spyre_inductor.device.memory import allocation_of

    return allocation_of(t).address


def test_small_view_copy_keeps_the_values_of_every_view_kind(eager):
    a = eager.rand(9, 70)
    dev = a.to("spyre")
    for view in (lambda t: t[:, -1:], lambda t: t[3:5, 17:40], lambda t: t[::2, 5], lambda t: t[:, 60:].t(),
                 lambda t: t[4]):
        eager.assert_matches(view(dev) * 3 - 1, view(a) * 3 - 1)


def test_cat_of_growing_inputs_runs_no_kernel(eager):
    """generate's `torch.cat([input_ids, next_tokens[:, None]], -1)` every step: d2d copies into
    the result, no kernel compiled or launched, the values the CPU's."""
    ids = eager.rand(1, 40, dtype=torch.int64)
    dev = ids.to("spyre")
    before = stats()
    for step in range(20):
        nxt = torch.tensor([step * 3 + 1], dtype=torch.int64)
        ids = torch.cat([ids, nxt[:, None]], dim=-1)
        dev = torch.cat([dev, nxt.to("spyre")[:, None]], dim=-1)
    after = stats()
    assert torch.equal(dev.cpu(), ids)
    assert delta(before, after, "compiled_signatures", "launches", "cat_copies") == {
        "compiled_signatures": 0, "launches": 0, "cat_copies": 20}


@pytest.mark.parametrize("case", ["rows", "middle_dim", "floats", "empty_piece"])
def test_cat_by_copies_matches_the_cpu(eager, case):
    a, b = eager.rand(5, 33), eager.rand(3, 33, seed=1)
    f = {"rows": lambda x, y: torch.cat([x, y, x]), "middle_dim": lambda x, y: torch.cat([x[:3, None], y[:, None]], 1),
         "floats": lambda x, y: torch.cat([x[:3], y], -1), "empty_piece": lambda x, y: torch.cat([x[:0], y, x])}[case]
    da, db = a.to("spyre"), b.to("spyre")
    before = stats()
    eager.assert_matches(f(da, db), f(a, b))
    # (floats: each row's second piece, 33 elements from lane 1 of a stick, splits otherwise than
    # its source row: the compiled kernel runs)
    copied = case != "floats"
    assert delta(before, stats(), "cat_copies", "launches") == {"cat_copies": int(copied), "launches": int(not copied)}


def test_cat_of_transposed_pieces_matches_the_cpu(eager):
    a, b = eager.rand(6, 40), eager.rand(6, 24, seed=1)
    got = torch.cat([a.to("spyre").t(), b.to("spyre").t()])
    eager.assert_matches(got, torch.cat([a.t(), b.t()]))
    assert got.stride() == torch.cat([a.t(), b.t()]).stride()


def test_cat_outside_copies_takes_the_compiled_path(eager):
    """Mixed dtypes (type promotion) and a bad dim are not cat_copies: the compiled path runs and gives
    PyTorch's result or error."""
    a, b = eager.rand(4, 8), eager.rand(4, 8, dtype=torch.int64)
    before = stats()
    eager.assert_matches(torch.cat([a.to("spyre"), b.to("spyre")]), torch.cat([a, b]))
    assert delta(before, stats(), "cat_copies") == {"cat_copies": 0}
    with pytest.raises(IndexError, match="Dimension out of range"):
        torch.cat([a.to("spyre"), a.to("spyre")], dim=5)


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_views_and_offsets_as_inputs(eager, name):
    view = VIEWS[name]
    a, b = eager.rand(6, 100), eager.rand(6, 100, seed=1)
    eager.check(lambda a, b: view(a) * 2 + view(b).exp(), a, b)


def test_two_views_of_one_storage(eager):
    eager.check(lambda a: a[:, :50] - a[:, 50:], eager.rand(4, 100))
    eager.check(lambda a: a + a.t(), eager.rand(40, 40))
    eager.check(lambda a: a[1:3] @ a[:, :3], eager.rand(40, 40), tol=eager.MATMUL_TOL)


def test_zero_dim_and_scalar_operands(eager):
    a = eager.rand(5, 40)
    eager.check(lambda a: a * a.sum(), a)  # spyre 0-d
    eager.check(lambda a: a.sum() * 2 + 1, a)  # 0-d result
    eager.check(lambda a: a.sum() + a.mean(), a)  # two 0-d
    eager.check(lambda a: a + torch.tensor(2.0, dtype=torch.float16), a)  # CPU 0-d, another dtype
    eager.check(lambda a: (a > 0) * 1.0, a)
    eager.check(lambda a: torch.where(a > 0, 1.0, a), a)


# ---- in-place and out= -----------------------------------------------------------------------------------


def run_both(fn, *tensors):
    cpu = [t.clone() for t in tensors]
    spy = [t.to("spyre") for t in tensors]
    r_cpu, r_spy = fn(*cpu), fn(*spy)
    for c, s in zip(cpu, spy):
        torch.testing.assert_close(s.cpu(), c, rtol=1e-5, atol=1e-5)
    return r_cpu, r_spy, spy


INPLACE = {
    "add_": lambda a, b: a.add_(b),
    "add_alpha_": lambda a, b: a.add_(b, alpha=-2),
    "mul_scalar_": lambda a, b: a.mul_(3),
    "sub_broadcast_": lambda a, b: a.sub_(b[0]),
    "div_": lambda a, b: a.div_(b.abs() + 1),
    "relu_": lambda a, b: a.relu_(),
    "sigmoid_": lambda a, b: a.sigmoid_(),
    "clamp_": lambda a, b: a.clamp_(min=-0.1, max=0.2),
    "masked_fill_": lambda a, b: a.masked_fill_(b > 0, 7.0),
    "self_aliased_": lambda a, b: a.mul_(a),
    "other_view_of_self_storage_": lambda a, b: a[:2].add_(a[2:]),
    "self_plus_self_": lambda a, b: a.add_(a, alpha=0.5),
    "into_row_view_": lambda a, b: a[1:3].add_(b[1:3]),
    "into_column_view_": lambda a, b: a[:, 5:9].mul_(2),
    "into_transposed_view_": lambda a, b: a.t()[2].clamp_(min=0),
    "cumsum_": lambda a, b: a.cumsum_(1),
}


@pytest.mark.parametrize("name", sorted(INPLACE))
def test_in_place(eager, name):
    before = stats()
    r_cpu, r_spy, spy = run_both(INPLACE[name], eager.rand(4, 70), eager.rand(4, 70, seed=1))
    assert r_spy is spy[0] or r_spy.untyped_storage().data_ptr() == spy[0].untyped_storage().data_ptr()
    assert stats()["fallbacks"] == before["fallbacks"] and stats()["launches"] > before["launches"]


def test_in_place_casts_to_self_dtype(eager):
    r_cpu, r_spy, spy = run_both(lambda a, b: a.add_(b), eager.rand(4, 70, dtype=torch.float16), eager.rand(4, 70, seed=1))
    assert spy[0].dtype == torch.float16


def test_in_place_errors_as_on_the_cpu(eager):
    i = torch.arange(6).to("spyre")
    with pytest.raises(RuntimeError):
        i.add_(1.5)  # a float result cannot be cast into an integer self
    a = eager.rand(3, 1).to("spyre")
    with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
        a.add_(eager.rand(3, 4).to("spyre"))
    sq = eager.rand(8, 8).to("spyre")
    with pytest.raises(RuntimeError, match="some elements of the input tensor and the written-to tensor"):
        sq.add_(sq.t())  # partial overlap: the CPU refuses it too
    with pytest.raises(RuntimeError, match="more than one element of the written-to tensor"):
        eager.rand(1, 8).to("spyre").expand(4, 8).mul_(2)


def test_out_variants(eager):
    a, b = eager.rand(4, 70), eager.rand(4, 70, seed=1)
    sa, sb = a.to("spyre"), b.to("spyre")
    out = torch.empty(0, device="spyre")
    before = stats()
    r = torch.add(sa, sb, alpha=2, out=out)
    assert r is out and out.shape == (4, 70)
    eager.assert_matches(out, torch.add(a, b, alpha=2))
    assert stats()["fallbacks"] == before["fallbacks"]
    # out of another dtype: the result is cast as PyTorch does
    out16 = torch.empty(4, 70, dtype=torch.float16, device="spyre")
    torch.mul(sa, sb, out=out16)
    eager.assert_matches(out16, torch.mul(a, b).half())
    # multi-dim reductions and matmul with out=
    o = torch.empty(4, device="spyre")
    torch.sum(sa, 1, out=o)
    eager.assert_matches(o, a.sum(1), tol={torch.float32: dict(rtol=1e-4, atol=1e-4)})
    o = torch.empty(4, 4, device="spyre")
    torch.mm(sa, sb.t(), out=o)
    eager.assert_matches(o, a @ b.t(), tol=eager.MATMUL_TOL)


def test_out_resized_with_a_warning_like_the_cpu(eager):
    sa = eager.rand(4, 70).to("spyre")
    out = torch.empty(3, device="spyre")
    with pytest.warns(UserWarning, match=r"resized since it had shape \[3\], which does not match the required output shape \[4, 70\]"):
        torch.exp(sa, out=out)
    eager.assert_matches(out, sa.cpu().exp())
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # an empty out is resized silently
        torch.exp(sa, out=torch.empty(0, device="spyre"))


def test_out_aliasing_an_input(eager):
    a = eager.rand(4, 70)
    sa = a.to("spyre")
    torch.mul(sa, 2, out=sa)
    eager.assert_matches(sa, a * 2)
    torch.add(sa[2:], sa[:2], out=sa[:2])  # out is a view of the inputs' storage
    a2 = a * 2
    a2[:2] = a2[2:] + a2[:2]
    eager.assert_matches(sa, a2)
    with pytest.raises(RuntimeError, match="some elements of the input tensor and the written-to tensor"):
        torch.add(sa, sa[0], out=sa)  # partial overlap: refused, as on the CPU


def test_out_cast_error(eager):
    with pytest.raises(RuntimeError, match="can't be cast to the desired output type"):
        torch.add(eager.rand(3, 4).to("spyre"), 1, out=torch.empty(3, 4, dtype=torch.int64, device="spyre"))


# ---- empty tensors, errors -----------------------------------------------------------------------------


def test_empty_tensors_run_no_kernel(eager):
    e = torch.empty(0, 40).to("spyre")
    before = stats()
    r = e * 2 + e
    assert r.shape == (0, 40) and r.device.type == "spyre"
    s = torch.empty(3, 0).to("spyre").exp()
    assert s.shape == (3, 0)
    after = stats()
    assert after["empty"] - before["empty"] == 3
    assert after["launches"] == before["launches"] and after["fallbacks"] == before["fallbacks"]
    x = eager.rand(3, 4).to("spyre")
    assert x[:, :0].add_(1).shape == (3, 0)


def test_input_without_elements_but_a_result_with_elements(eager, monkeypatch):
    monkeypatch.setenv("SPYRE_FALLBACK", "warn")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", fallback.SpyreFallbackWarning)
        r = torch.empty(3, 0).to("spyre").sum(1)
    eager.assert_matches(r, torch.zeros(3))


def test_device_mismatch_is_an_error(eager):
    sa, a = eager.rand(4, 8).to("spyre"), eager.rand(4, 8)
    with pytest.raises(RuntimeError, match="Expected all tensors to be on the same device"):
        sa + a
    with pytest.raises(RuntimeError, match="Expected all tensors to be on the same device"):
        sa @ a.t()
    with pytest.raises(RuntimeError, match="Expected all tensors to be on the same device"):
        torch.add(sa, sa, out=torch.empty(4, 8))


def test_shape_errors_as_on_the_cpu(eager):
    sa, sb = eager.rand(4, 8).to("spyre"), eager.rand(5, 8).to("spyre")
    with pytest.raises(RuntimeError, match="must match the size of tensor b"):
        sa + sb
    with pytest.raises(RuntimeError):
        sa @ sb


def test_index_out_of_range_raises_the_cpu_error(eager, monkeypatch):
    """Ops whose indices are checked on the host (not CARD_CHECKED_INDICES) run a bad index on the CPU,
    which raises its own error at the call."""
    monkeypatch.setenv("SPYRE_FALLBACK", "warn")
    table = eager.rand(10, 40).to("spyre")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", fallback.SpyreFallbackWarning)
        with pytest.raises((IndexError, RuntimeError)):
            table.index_fill(0, torch.tensor([2, 10]).to("spyre"), 1.5)
        with pytest.raises((IndexError, RuntimeError)):
            table.index_copy(0, torch.tensor([-1]).to("spyre"), eager.rand(1, 40).to("spyre"))


def _card_checked_cases(table, big):
    def on(*v):
        return torch.tensor(v).to("spyre")

    F = torch.nn.functional
    return {  # name -> (call, the bad index, the size of the dim it indexes)
        "embedding past the end": (lambda: F.embedding(on(1, 10), table), 10, 10),
        "embedding negative": (lambda: F.embedding(on(1, -1), table), -1, 10),
        # a view's rows past it lie inside its storage: the card still refuses them
        "embedding of a view": (lambda: F.embedding(on(1, 7), big[:5]), 7, 5),
        # (index_select refuses a negative index, as on the CPU, where x[i] wraps it)
        "index_select negative": (lambda: torch.index_select(table, 0, on(3, -1)), -1, 10),
        "index_select past the end on dim 1": (lambda: torch.index_select(table, 1, on(3, 40)), 40, 40),
        "gather past the end": (lambda: torch.gather(table, 1, on([1, 40])), 40, 40),
        "gather negative": (lambda: torch.gather(table, 1, on([1, -1])), -1, 40),
        "x[i] past the end": (lambda: table[on(3, 12)], 12, 10),
        "x[i] below -size": (lambda: table[on(3, -11)], -11, 10),
        "x[i, j] past the end": (lambda: table[on(3, 2), on(1, 40)], 40, 40),
        "x[i] of a view": (lambda: big[:5][on(3, 7)], 7, 5),
        "x[i] with a 0-d index": (lambda: table[on(12)], 12, 10),
    }


@pytest.mark.parametrize("case", list(_card_checked_cases(None, None)))
def test_card_checked_index_out_of_range_is_an_error_naming_the_op_and_index(eager, monkeypatch, case):
    """embedding / gather / x[i] do not read their indices on the host before the launch (a synchronize):
    the card checks them, a bad one faults the kernel, and the next synchronize (or read) raises a
    DeviceFault naming the op and the index -- never a result, never another row's numbers. The error
    is sticky, as CUDA's device-side asserts: the runtime's clear_errors() clears it."""
    monkeypatch.setenv("SPYRE_FALLBACK", "error")  # (no CPU fallback either)
    table, big = eager.rand(10, 40).to("spyre"), eager.rand(100, 40, seed=1).to("spyre")
    call, bad, size = _card_checked_cases(table, big)[case]
    rt = spyre_runtime.get_runtime(0)
    torch.spyre.synchronize()
    before = stats()
    try:
        result = call()  # (launched: nothing has run yet)
        with pytest.raises(spyre_runtime.DeviceFault) as info:
            result.cpu()
        text = str(info.value)
        assert f"index {bad} is out of range for a dimension of size {size}" in text
        assert text.startswith(("aten::embedding:", "aten::index_select:", "aten::gather:", "aten::index.Tensor:"))
        with pytest.raises(spyre_runtime.DeviceFault):  # (sticky until cleared)
            torch.spyre.synchronize()
    finally:
        rt.clear_errors()
    assert stats()["fallbacks"] == before["fallbacks"]
    # the same signature with good indices: the right numbers after the error was cleared
    eager.assert_matches(torch.nn.functional.embedding(torch.tensor([1, 9]).to("spyre"), table),
                         torch.nn.functional.embedding(torch.tensor([1, 9]), table.cpu()))
    eager.assert_matches(table[torch.tensor([3, -10]).to("spyre")], table.cpu()[torch.tensor([3, -10])])
    eager.assert_matches(torch.index_select(table, 1, torch.tensor([39, 0]).to("spyre")),
                         torch.index_select(table.cpu(), 1, torch.tensor([39, 0])))


def test_card_checked_indices_need_no_synchronize(eager):
    """A cached embedding does not run the card before its launch (the host index check did: a read
    of the indices waits for everything queued before it)."""
    table, ids = eager.rand(50, 64).to("spyre"), torch.tensor([3, 49, 0]).to("spyre")
    torch.nn.functional.embedding(ids, table)
    torch.spyre.synchronize()
    ran = []
    spyre_runtime.get_runtime(0).default_stream.enqueue(HostCallback(lambda: ran.append(1), name="marker"))
    out = torch.nn.functional.embedding(ids, table)  # cached
    assert not ran, "the call ran the card's queue"
    eager.assert_matches(out, torch.nn.functional.embedding(ids.cpu(), table.cpu()))
    assert ran


# ---- fallback ---------------------------------------------------------------------------------------------


@pytest.fixture
def warn_fallback(monkeypatch):
    monkeypatch.setenv("SPYRE_FALLBACK", "warn")
    fallback.reset_fallback_counts()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", fallback.SpyreFallbackWarning)
        yield
    fallback.reset_fallback_counts()


def test_unsupported_dtype_falls_back_counted(eager, warn_fallback):
    a = torch.randn(4, 8, dtype=torch.float64)
    before = stats()
    r = a.to("spyre") * 3
    assert torch.equal(r.cpu(), a * 3) and r.dtype == torch.float64
    after = stats()
    assert after["fallbacks"] - before["fallbacks"] == 1
    assert after["fallback_reasons"]["aten::mul.Tensor"]["dtype torch.float64"] >= 1
    assert fallback.fallback_counts() == {"aten::mul.Tensor": 1}


def test_unsupported_dtype_with_fallback_error_is_an_error(eager):
    with pytest.raises(fallback.SpyreFallbackError, match=r"aten::mul\.Tensor has no spyre kernel"):
        torch.randn(4, 8, dtype=torch.float64).to("spyre") * 3


def test_compile_failure_falls_back_counted_once_per_signature(eager, warn_fallback, monkeypatch):
    from spyre_inductor.compiler import inductor_api
    from spyre_inductor.compiler.common import SpyreCompileError

    calls = []

    def failing(gm, example_inputs):
        calls.append(gm)
        raise SpyreCompileError("spyre compiler: no vector-unit form for this yet (test)")

    monkeypatch.setattr(inductor_api, "compile_fx_graph", failing)
    a = eager.rand(3, 33)
    sa = a.to("spyre")
    before = stats()
    r1 = sa * 0.125 - 17.0  # two new signatures (nothing else compiles * 0.125 or - 17.0 on (3, 33))
    r2 = sa * 0.125 - 17.0
    assert torch.equal(r1.cpu(), a * 0.125 - 17.0) and torch.equal(r2.cpu(), r1.cpu())
    after = stats()
    assert len(calls) == 2  # tried once per signature, remembered afterwards
    assert after["compile_failures"] - before["compile_failures"] == 2
    assert after["fallbacks"] - before["fallbacks"] == 4
    assert any("compile failed: SpyreCompileError" in r for r in after["fallback_reasons"]["aten::mul.Tensor"])
    assert fallback.fallback_counts() == {"aten::mul.Tensor": 2, "aten::sub.Tensor": 2}
    torch.spyre.clear_eager_cache()


def test_spyre_eager_fallback_switch(eager, warn_fallback, monkeypatch):
    a = eager.rand(4, 8)
    sa = a.to("spyre")
    monkeypatch.setenv("SPYRE_EAGER", "fallback")
    before = stats()
    r = (sa + 1) @ sa.t()
    assert torch.equal(r.cpu(), (a + 1) @ a.t())
    after = stats()
    assert after["launches"] == before["launches"] and after["fallbacks"] - before["fallbacks"] == 2
    assert fallback.fallback_counts() == {"aten::add.Tensor": 1, "aten::mm": 1}
    monkeypatch.setenv("SPYRE_EAGER", "compiled")  # read per call
    sa + 1
    assert stats()["launches"] > after["launches"]
    monkeypatch.setenv("SPYRE_EAGER", "sometimes")
    with pytest.raises(ValueError, match="SPYRE_EAGER: expected 'compiled' or 'fallback', got 'sometimes'"):
        sa + 1


# ---- autograd -----------------------------------------------------------------------------------------


def test_autograd_through_compiled_kernels(eager, monkeypatch):
    monkeypatch.setenv("SPYRE_FALLBACK", "warn")
    x = eager.rand(4, 8)
    sx = x.to("spyre").requires_grad_()
    cx = x.clone().requires_grad_()
    (sx * 2).sum().backward()
    (cx * 2).sum().backward()
    assert sx.grad.device.type == "spyre"
    eager.assert_matches(sx.grad, cx.grad)

    w = eager.rand(8, 8, seed=1)
    sw, cw = w.to("spyre").requires_grad_(), w.clone().requires_grad_()
    sx.grad = None

    def f(a, b):
        return torch.nn.functional.layer_norm(torch.nn.functional.gelu(a @ b), (8,)).softmax(-1).pow(2).sum()

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", fallback.SpyreFallbackWarning)
        f(sx, sw).backward()
    f(cx, cw).backward()
    eager.assert_matches(sw.grad, cw.grad, tol=eager.MATMUL_TOL)
    assert sx.requires_grad and not sw.grad.requires_grad


def test_requires_grad_results_carry_grad_fn(eager):
    sx = eager.rand(3, 8).to("spyre").requires_grad_()
    y = (sx * 3).exp()
    assert y.requires_grad and y.grad_fn is not None and y.grad_fn.name() == "ExpBackward0"
    with torch.no_grad():
        assert not (sx * 3).requires_grad


def test_fallback_warning_names_the_callers_line_and_why(eager, monkeypatch):
    monkeypatch.setenv("SPYRE_FALLBACK", "warn")
    fallback.reset_fallback_counts()
    a = torch.randn(3, 4, dtype=torch.float64).to("spyre")
    with pytest.warns(fallback.SpyreFallbackWarning,
                      match=r"aten::sub\.Tensor has no spyre kernel \(for this call: dtype torch\.float64\)") as record:
        a - 1
    assert record[0].filename == __file__
    fallback.reset_fallback_counts()


def test_eager_ops_during_a_compilation_run_on_the_cpu(eager, monkeypatch, warn_fallback):
    from spyre_inductor.compiler import inductor_api

    a = eager.rand(3, 8)
    sa = a.to("spyre")
    monkeypatch.setattr(inductor_api, "compiling", lambda: True)  # as if Inductor were folding constants
    before = stats()
    assert torch.equal((sa * 3).cpu(), a * 3)
    after = stats()
    assert after["compiled_signatures"] == before["compiled_signatures"] and after["fallbacks"] == before["fallbacks"] + 1
    assert after["fallback_reasons"]["aten::mul.Tensor"]["issued while torch.compile is compiling"] >= 1


def test_a_launch_that_fails_falls_back_and_is_remembered(eager, warn_fallback, monkeypatch):
    from spyre_inductor.compiler import inductor_api

    def compiled_but_refusing(gm, example_inputs):
        def fn(*inputs):
            raise spyre_runtime.LaunchError("argument 0: layout differs (test)")
        return fn, []

    monkeypatch.setattr(inductor_api, "compile_fx_graph", compiled_but_refusing)
    a = eager.rand(3, 29)
    sa = a.to("spyre")
    before = stats()
    assert torch.equal((sa * -0.375).cpu(), a * -0.375)
    assert torch.equal((sa * -0.375).cpu(), a * -0.375)
    after = stats()
    assert after["fallbacks"] - before["fallbacks"] == 2 and after["launches"] == before["launches"]
    reasons = after["fallback_reasons"]["aten::mul.Tensor"]
    assert any(r.startswith("launch failed: LaunchError") for r in reasons), reasons
    torch.spyre.clear_eager_cache()
