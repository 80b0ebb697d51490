"""Symbolic dimensions (issue 14 item 2): `torch.compile(..., dynamic=True)` compiles ONE artifact whose
loop counts and offsets come from the symbol's value at launch, and it serves every size in its
range; each size is checked against the CPU, on both card engines (the conftest's "check" engine).
A size above the range's max fails a guard and recompiles."""

import pytest
import torch

from spyre_inductor.compiler import launch as launch_mod

pytestmark = pytest.mark.usefixtures("spyre")


@pytest.fixture
def launched(monkeypatch):
    """The artifacts launched (by content hash) and the symbol values each launch passed."""
    seen = []
    real = launch_mod.launch_spyre_kernel

    def record(plan, tensors, symbolic_args=None):
        seen.append((plan.artifact, dict(symbolic_args or {})))
        return real(plan, tensors, symbolic_args)

    monkeypatch.setattr(launch_mod, "launch_spyre_kernel", record)
    return seen


def _graphs():
    from torch._dynamo.utils import counters

    return counters["stats"]["unique_graphs"]


def _run_sizes(fn, make_inputs, sizes, launched, *, atol=1e-5, rtol=1e-5, dynamic_dims=None):
    """dynamic_dims: {input index: dim} marked dynamic (only those; else dynamic=True: every size)."""
    torch._dynamo.reset()
    start = _graphs()
    compiled = torch.compile(fn, dynamic=None if dynamic_dims else True)
    for n in sizes:
        inputs = make_inputs(n)
        on_card = [t.to("spyre") for t in inputs]
        for i, d in (dynamic_dims or {}).items():
            torch._dynamo.maybe_mark_dynamic(on_card[i], d)
        got = compiled(*on_card)
        torch.testing.assert_close(got.cpu(), fn(*inputs), atol=atol, rtol=rtol, msg=f"size {n}")
    arts = {a.content_hash: a for a, _ in launched}
    return list(arts.values()), _graphs() - start


def _assert_one_symbolic(arts, graphs, launched, sizes):
    assert graphs == 1, f"{graphs} graphs compiled for sizes {sizes}"
    assert len(arts) == 1, [a.kernel_name for a in arts]
    (art,) = arts
    (sym,) = art.symbolic_dims
    assert sym.min <= min(sizes) and max(sizes) <= sym.max and sym.granularity == 1
    assert [v[sym.name] for _, v in launched] == list(sizes)  # the wrapper passed each call's size
    assert any(a.symbolic for a in art.arguments)


def test_pointwise_one_artifact_for_many_sizes(launched):
    sizes = (5, 17, 40, 3)
    arts, graphs = _run_sizes(lambda x: torch.relu(x) * 2, lambda n: (torch.randn(n, 32),), sizes, launched)
    _assert_one_symbolic(arts, graphs, launched, sizes)


def test_issue_example_relu_matmul_2d_one_artifact(launched):
    # issue 14's example: relu(x @ w) * 2 with M = 5, 17, 40, 3 wrote 4 artifacts. x (M, 64) fp32 is
    # laid out (2 stick columns, M, 32): column c of row r at (c * M + r) sticks, addressed from M
    sizes = (5, 17, 40, 3)
    w = torch.randn(64, 48)
    fn = lambda x, w: torch.relu(x @ w) * 2  # noqa: E731
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(n, 64), w), sizes, launched, atol=1e-4, rtol=1e-4)
    _assert_one_symbolic(arts, graphs, launched, sizes)


def test_pointwise_2d_rows_of_several_stick_columns(launched):
    sizes = (5, 17, 40, 3)
    arts, graphs = _run_sizes(lambda x: torch.relu(x) * 2, lambda n: (torch.randn(n, 100),), sizes, launched)
    _assert_one_symbolic(arts, graphs, launched, sizes)


def test_softmax_2d_fp16(launched):
    sizes = (7, 2, 30)
    arts, graphs = _run_sizes(lambda x: torch.softmax(x, -1), lambda n: (torch.randn(n, 192, dtype=torch.float16),),
                              sizes, launched, atol=2e-3, rtol=2e-3)
    _assert_one_symbolic(arts, graphs, launched, sizes)


def test_pointwise_multi_stick_rows_3d(launched):
    # (1, M, 100) fp32: 4 sticks a row, the row dim outermost on the device; two inputs, a tail stick
    sizes = (3, 9, 33)
    fn = lambda x, y: torch.nn.functional.gelu(x) * y + 1  # noqa: E731
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(1, n, 100), torch.randn(1, n, 100)), sizes, launched,
                              atol=1e-4, rtol=1e-4)
    _assert_one_symbolic(arts, graphs, launched, sizes)


def test_broadcast_weight_is_shared_by_every_row(launched):
    sizes = (4, 11)
    fn = lambda x, b: (x + b).tanh()  # noqa: E731
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(1, n, 64, dtype=torch.float16),
                                             torch.randn(64, dtype=torch.float16)), sizes, launched,
                              atol=2e-3, rtol=2e-3)
    _assert_one_symbolic(arts, graphs, launched, sizes)


def test_softmax_over_a_fixed_dim_with_symbolic_rows(launched):
    sizes = (6, 2, 19)
    arts, graphs = _run_sizes(lambda x: torch.softmax(x, -1), lambda n: (torch.randn(1, n, 128),), sizes,
                              launched)
    _assert_one_symbolic(arts, graphs, launched, sizes)


def test_matmul_symbolic_m(launched):
    sizes = (5, 17, 3)
    w = torch.randn(64, 48)
    fn = lambda x, w: torch.relu(x @ w) * 2  # noqa: E731
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(1, n, 64), w), sizes, launched, atol=1e-4, rtol=1e-4)
    _assert_one_symbolic(arts, graphs, launched, sizes)


def test_attention_symbolic_query_length(launched):
    # prefill-style attention whose query count is symbolic (keys and values fixed): q @ k^T, a
    # softmax over the keys, @ v -- every kernel of it one artifact for every query count
    sizes = (3, 10, 21)
    k, v = torch.randn(1, 32, 64), torch.randn(1, 32, 64)
    fn = lambda q, k, v: torch.softmax(q @ k.transpose(-1, -2) * 0.125, -1) @ v  # noqa: E731
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(1, n, 64), k, v), sizes, launched, atol=1e-4, rtol=1e-4)
    assert graphs == 1
    assert arts and all(a.symbolic_dims for a in arts), [a.kernel_name for a in arts if not a.symbolic_dims]
    per_kernel = {}
    for art, values in launched:
        per_kernel.setdefault(art.kernel_name, []).append(values[art.symbolic_dims[0].name])
    assert all(v == list(sizes) for v in per_kernel.values()), per_kernel


# a symbol along the stick dim, reduced over (the KV length of a decode step): one artifact for the
# sizes of a stick bucket (the same sticks; the last one's valid lanes from the symbol at launch, vltr)
LENGTH = {
    "sum": (lambda x: x.sum(-1), torch.float32, (5, 17, 30, 2, 31)),
    "amax": (lambda x: x.amax(-1), torch.float32, (9, 3, 26)),
    "softmax_f32": (lambda x: torch.softmax(x, -1), torch.float32, (5, 17, 30, 9)),
    "softmax_f16": (lambda x: torch.softmax(x, -1), torch.float16, (7, 40, 63, 12)),
    "scaled_softmax_3d": (lambda x: torch.softmax(x * 0.125, -1), torch.float32, (6, 21, 13)),
}


@pytest.mark.parametrize("name", sorted(LENGTH))
def test_reduction_over_a_symbolic_stick_dim_is_one_artifact(name, launched):
    fn, dtype, sizes = LENGTH[name]
    shape = (2, 3) if name.endswith("3d") else (3,)
    tol = 2e-3 if dtype == torch.float16 else 1e-5
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(*shape, n, dtype=dtype),), sizes, launched, atol=tol, rtol=tol,
                              dynamic_dims={0: len(shape)})
    _assert_one_symbolic(arts, graphs, launched, sizes)
    assert "vltr.i32" in arts[0].disassembly  # the lane mask's bound is the symbol's value


def _ranges(arts):
    return sorted(((a.symbolic_dims[0].min, a.symbolic_dims[0].max) if a.symbolic_dims else (0, 0) for a in arts))


def test_symbolic_length_of_the_next_stick_buckets_in_one_graph(launched):
    # 40 needs a second fp32 stick: its bucket is another artifact of the same graph (the wrapper
    # picks it by the size); 32 fills its stick exactly: specialized; the graph serves the buckets
    # up to 95 (SPYRE_SYMBOLIC_BUCKETS = 3), a size past them fails a guard and recompiles
    sizes = (5, 20, 40, 32, 50, 70)
    arts, graphs = _run_sizes(lambda x: torch.softmax(x, -1), lambda n: (torch.randn(4, n),), sizes, launched,
                              dynamic_dims={0: 1})
    assert graphs == 1
    assert _ranges(arts) == [(0, 0), (2, 31), (33, 63), (65, 95)]  # (0, 0): the specialized 32
    launched.clear()
    arts, graphs = _run_sizes(lambda x: torch.softmax(x, -1), lambda n: (torch.randn(4, n),), (20, 100), launched,
                              dynamic_dims={0: 1})
    assert graphs == 2, "100 is past the graph's buckets: a recompile"


def test_attention_decode_symbolic_kv_length(launched):
    # a decode step: one query against a KV cache of symbolic length L (dynamic=True: the batch and
    # head dims are symbols too, specialized). q @ k^T reads k's L rows (ldr) and writes L lanes
    # along the scores' sticks; softmax over L masks the tail (vltr); p @ v contracts over L (the
    # rows of v, then zero rows: ldr, ringr). One artifact per kernel for the fp32 stick bucket 2..31
    sizes = (7, 20, 29, 2, 31, 16)
    fn = lambda q, k, v: torch.softmax(q @ k.transpose(-1, -2) * 0.125, -1) @ v  # noqa: E731
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(2, 1, 64), torch.randn(2, n, 64), torch.randn(2, n, 64)),
                              sizes, launched, atol=1e-4, rtol=1e-4)
    assert graphs == 1 and arts and all(a.symbolic_dims for a in arts), [a.kernel_name for a in arts]
    assert all((d.min, d.max) == (2, 31) for a in arts for d in a.symbolic_dims)
    per_kernel = {}
    for art, values in launched:
        per_kernel.setdefault(art.kernel_name, []).append(values[art.symbolic_dims[0].name])
    assert all(v == list(sizes) for v in per_kernel.values()), per_kernel
    text = "\n".join(a.disassembly for a in arts)
    assert "ldr " in text and "vltr.i32" in text


def test_decode_softmax_tail_mask_is_translated_once_for_every_length(launched):
    # softmax over a symbolic KV length along the stick dim: the tail mask's bound is the symbol
    # (vltr), worked out at each launch, so the kernel has one fast-engine translation for every
    # length. The conftest's "check" engine compares every launch with the reference.
    import spyre_runtime

    sizes = (7, 20, 29, 2, 31, 16, 11)
    fn = lambda s: torch.softmax(s * 0.125, -1)  # noqa: E731
    card = spyre_runtime.get_runtime(0).card
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(2, 3, n),), sizes, launched, dynamic_dims={0: 2})
    assert graphs == 1 and card.last_engine[0] == "fast", card.last_engine
    kept = {}
    for art in arts:
        state = card._prepared[bytes(art.program)].fast
        text = art.disassembly
        kind = "steered" if ("ldr " in text or "loopr " in text) else "mask" if "vltr" in text else "other"
        kept.setdefault(kind, []).append((sorted(state["value_slots"]), len(state["programs"])))
    assert kept == {"mask": [([], 1)]}, kept


def test_attention_decode_next_stick_bucket_in_the_same_graph(launched):
    sizes = (20, 40, 33, 63, 32)
    fn = lambda q, k, v: torch.softmax(q @ k.transpose(-1, -2) * 0.125, -1) @ v  # noqa: E731
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(1, 1, 64), torch.randn(1, n, 64), torch.randn(1, n, 64)),
                              sizes, launched, atol=1e-4, rtol=1e-4, dynamic_dims={1: 1, 2: 1})
    assert graphs == 1
    assert sorted({(d.min, d.max) for a in arts for d in a.symbolic_dims}) == [(2, 31), (33, 63)]
    assert any(not a.symbolic_dims for a in arts)  # 32: specialized pieces


def test_kv_cache_cat_one_artifact_per_kernel_for_every_length(launched):
    # a dynamic KV cache's update (Hugging Face's DynamicCache): cat([past, new_row], -2), past
    # (1, H, L, D), the new row computed. Inductor writes both into views of the grown cache: the
    # copy of past (heads (L + 1) rows apart: the rows path, heads as columns) and the new row at
    # a storage offset of L rows (the length path: addresses from the symbol). One graph, one
    # artifact per kernel, every launch told its L
    w = torch.randn(64, 64)
    fn = lambda past, x, w: torch.cat([past, (x @ w + 1).view(1, 1, 2, 32).permute(0, 2, 1, 3)], -2)  # noqa: E731
    sizes = (5, 9, 17, 3)
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(1, 2, n, 32), torch.randn(1, 64), w), sizes, launched,
                              atol=1e-4, rtol=1e-4, dynamic_dims={0: 2})
    assert graphs == 1
    assert len(arts) == 2 and all(a.symbolic_dims for a in arts), [a.kernel_name for a in arts]
    per_kernel = {}
    for art, values in launched:
        per_kernel.setdefault(art.kernel_name, []).append(values[art.symbolic_dims[0].name])
    assert sorted(per_kernel.values()) == [list(sizes)] * 2, per_kernel
    offsets = [f for a in arts for spec in a.arguments for f in spec.symbolic if f.field == "storage_offset"]
    assert [f.per_unit for f in offsets] == [32]  # the new row: 32 elements (one row of D) per unit of L


def test_kv_cache_new_row_is_translated_once_for_every_length(launched):
    # the new row's kernel addresses the grown cache at a storage offset of L rows: the symbol
    # times the row's bytes (muli) added to the cache's base (add), a derived slot the launch works
    # out, so the fast engine's one translation serves every L; the copy of past's rows per core are
    # loop counts, a bounded loop (trace.py): one translation up to a bound serves every L too. The
    # conftest's "check" engine compares every launch with the reference.
    import spyre_runtime

    w = torch.randn(64, 64)
    fn = lambda past, x, w: torch.cat([past, (x @ w + 1).view(1, 1, 2, 32).permute(0, 2, 1, 3)], -2)  # noqa: E731
    card = spyre_runtime.get_runtime(0).card
    sizes = (6, 11, 19, 4, 12, 20)
    arts, _ = _run_sizes(fn, lambda n: (torch.randn(1, 2, n, 32), torch.randn(1, 64), w), sizes, launched,
                         atol=1e-4, rtol=1e-4, dynamic_dims={0: 2})
    assert card.last_engine[0] == "fast", card.last_engine
    kept = {}
    for art in arts:
        state = card._prepared[bytes(art.program)].fast
        new_row = any(f.field == "storage_offset" for spec in art.arguments for f in spec.symbolic)
        kept[new_row] = (sorted(state["value_slots"]), len(state["programs"]), bool(state["loop_slots"]))
    assert kept[True] == ([], 1, False), kept  # one translation, no value slot
    assert kept[False] == ([], 1, True), kept  # one translation of a bounded loop for every L


def test_gqa_repeat_of_a_kv_cache_one_artifact(launched):
    # GQA's repeat of a (1, 3, L, 64) cache over 3 query heads each: the symbolic L sits below two
    # dims of columns (KV heads, repeats) in the (1, 3, 3, L, 64) output; rows of 2 fp32 sticks
    def fn(k):
        n = k.shape[2]
        return k[:, :, None].expand(1, 3, 3, n, 64).reshape(1, 9, n, 64) * 2

    sizes = (5, 17, 40, 3)
    arts, graphs = _run_sizes(fn, lambda n: (torch.randn(1, 3, n, 64),), sizes, launched, dynamic_dims={0: 2})
    _assert_one_symbolic(arts, graphs, launched, sizes)


def test_size_above_the_max_recompiles(launched, monkeypatch):
    monkeypatch.setenv("SPYRE_SYMBOLIC_MAX", "16")
    sizes = (5, 12, 16, 20)
    arts, graphs = _run_sizes(lambda x: x * 3 - 1, lambda n: (torch.randn(n, 16),), sizes, launched)
    assert graphs == 2  # 20 > 16 failed the guard
    rows = launched[0][0]
    (row_symbol,) = rows.symbolic_dims
    assert row_symbol.max == 16
    assert [a.content_hash for a, _ in launched[:3]] == [rows.content_hash] * 3
    assert launched[3][0].content_hash != rows.content_hash  # the size 20 ran another compile
    # ... with the 20 rows specialized (its one symbol, if any, is the width 16's: a stick bucket)
    assert all(d.name != row_symbol.name for d in launched[3][0].symbolic_dims)


def test_automatic_dynamic_after_a_recompile(launched):
    # plain torch.compile: the first size is specialized; the second makes Dynamo mark the size
    # dynamic and recompile -- that compile is the symbolic one, which then serves every later size
    torch._dynamo.reset()
    start = _graphs()
    fn = lambda x: torch.sigmoid(x) - 0.5  # noqa: E731
    compiled = torch.compile(fn)
    sizes = (6, 9, 14, 31, 3)
    for n in sizes:
        x = torch.randn(n, 64)
        torch.testing.assert_close(compiled(x.to("spyre")).cpu(), fn(x), atol=1e-5, rtol=1e-5)
    assert _graphs() - start == 2
    assert not launched[0][0].symbolic_dims  # the specialized first compile
    symbolic = {a.content_hash for a, _ in launched[1:]}
    assert len(symbolic) == 1 and launched[1][0].symbolic_dims


def test_mark_dynamic(launched):
    torch._dynamo.reset()
    start = _graphs()
    fn = lambda x: x * x + 1  # noqa: E731
    compiled = torch.compile(fn)
    for n in (7, 12, 25):
        x = torch.randn(1, n, 96)
        xd = x.to("spyre")
        torch._dynamo.mark_dynamic(xd, 1)
        torch.testing.assert_close(compiled(xd).cpu(), fn(x), atol=1e-5, rtol=1e-5)
    assert _graphs() - start == 1
    assert len({a.content_hash for a, _ in launched}) == 1 and launched[0][0].symbolic_dims


def test_identical_kernels_share_one_symbolic_compile(launched):
    # the same kernel compiled again (another graph, another layer) is a kernel-cache hit: the same
    # programs under its own buffer names; both serve every size
    from spyre_inductor.compiler.debug import capture_kernels

    # (the same argument name: Dynamo names the symbol after its source, and the key holds the symbol)
    fns = [lambda x: torch.softmax(x * 2, -1), lambda x: torch.softmax(x * 2, -1)]
    kernels = []
    for fn in fns:
        torch._dynamo.reset()
        compiled = torch.compile(fn, dynamic=True)
        with capture_kernels() as got, torch._inductor.config.patch(fx_graph_cache=False):
            for n in (5, 19):
                x = torch.randn(n, 64)
                torch.testing.assert_close(compiled(x.to("spyre")).cpu(), fn(x), atol=1e-5, rtol=1e-5)
        kernels += got
    assert len(kernels) == 2 and all(k.artifact.symbolic_dims for k in kernels)
    first, second = kernels
    assert second.reused_from == first.kernel_name and first.reused_from is None
    assert second.artifact.program == first.artifact.program


def test_identical_kernels_of_differently_named_symbols_share_one_compile(launched):
    # two layers' KV caches are two inputs whose lengths Dynamo names apart (s0, s1): their identical
    # kernels are one compile, the second artifact the first's renamed to its own symbol
    from spyre_inductor.compiler.debug import capture_kernels

    fn = lambda x, y: (torch.softmax(x * 2, -1), torch.softmax(y * 2, -1))  # noqa: E731
    torch._dynamo.reset()
    compiled = torch.compile(fn)
    with capture_kernels() as got, torch._inductor.config.patch(fx_graph_cache=False):
        for n, m in ((5, 6), (19, 7), (11, 12)):
            x, y = torch.randn(n, 64), torch.randn(m, 64)
            dx, dy = x.to("spyre"), y.to("spyre")
            torch._dynamo.maybe_mark_dynamic(dx, 0)
            torch._dynamo.maybe_mark_dynamic(dy, 0)
            for a, b in zip(compiled(dx, dy), fn(x, y)):
                torch.testing.assert_close(a.cpu(), b, atol=1e-5, rtol=1e-5)
    assert len(got) == 2 and all(k.artifact.symbolic_dims for k in got)
    first, second = got
    assert first.artifact.symbolic_dims[0].name != second.artifact.symbolic_dims[0].name
    assert second.reused_from == first.kernel_name and second.artifact.program == first.artifact.program
    sym = second.artifact.symbolic_dims[0].name
    assert {s.name.split(".")[0] for s in second.artifact.slots if s.kind in ("symbol", "share")} == {sym}
    assert [f.symbol for a in second.artifact.arguments for f in a.symbolic] and all(
        f.symbol == sym for a in second.artifact.arguments for f in a.symbolic)
    # every launch was told its own size
    assert sorted(v for _, vs in launched for v in vs.values()) == sorted([5, 6, 19, 7, 11, 12])


# kernels whose symbolic size is reduced over, moves an index by other than whole rows, or is read
# through a view: the symbolic path must refuse them (they specialize) or get them right; either way
# every size matches the CPU
HARD = {
    "sum_over_the_symbol": lambda x: x.sum(0),
    "mean_over_the_symbol_broadcast": lambda x: x - x.mean(0),
    "cat_along_the_symbol": lambda x: torch.cat([x, x * 2], 0),
    "transpose": lambda x: x.t() + 1,
    "slice_of_rows": lambda x: x[1:] * 2,
    "flip_rows": lambda x: x.flip(0) + 0,
    "row_index_added": lambda x: x + torch.arange(x.shape[0], device=x.device)[:, None],
    "cumsum_over_the_symbol": lambda x: torch.cumsum(x, 0),
    "rows_reversed_pairs": lambda x: x.reshape(-1, 2, 32).sum(1),
    "row_sums_into_a_1d_output": lambda x: x.sum(-1),  # (M,): the symbol along the output's stick dim
}


@pytest.mark.parametrize("name", sorted(HARD))
def test_kernels_that_cannot_be_symbolic_still_compute_right(name, launched):
    fn = HARD[name]
    sizes = (6, 10, 14)
    _run_sizes(fn, lambda n: (torch.randn(n, 32),), sizes, launched, atol=1e-4, rtol=1e-4)
