"""Stages past the card's per-stage limits are split, not refused (passes/split_stages.py, issue 15):
a row stage's load unit has 7 base registers (one per buffer) and all of a stage's row buffers
share the scratchpad.

References and tolerances:
- pointwise expressions against CPU eager, bit for bit in fp32 and fp16: every op here (mul, add,
  sub by constants and inputs) is correctly rounded on both sides, the kernel IR keeps eager's op
  dtypes (fp16 ops round to fp16 per op, as eager does; Inductor's CPU codegen would compute in
  fp32 and round once at the store), and a split carries each value in its op's dtype;
- reductions against CPU eager with the reduction tolerance of test_compile_ops (fp32 rtol 1e-5,
  atol 1e-5: the sum's order differs), and bit for bit against the card summing the CPU's
  products (the same values reduced by the same reduction stage);
- hand-built kernels against the kernel IR's numpy semantics (ir/interpret.py), on both engines;
- the pooling pipeline (BERT + mean pooling over the mask + F.normalize) against CPU eager at
  fp32 rtol 1e-5, atol 1e-5 (its matmuls and norms sum in another order).
Compiled runs here launch on both card engines (conftest's check engine) with no CPU fallback.
"""

import copy
import os

import numpy as np
import pytest
import torch
import torch.nn.functional as F

from spyre_inductor.compiler import pipeline
from spyre_inductor.compiler.cardrun import run_on_card
from spyre_inductor.compiler.debug import capture_kernels
from spyre_inductor.compiler.ir.interpret import run_kernel
from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol, reduce_symbol
from spyre_inductor.compiler.passes import split_stages
from spyre_inductor.compiler.passes.split_stages import BASE_REGISTERS
from spyre_runtime import HardwareConfig

TOL = dict(rtol=1e-5, atol=1e-5)


def _compile(fn, *xs):
    """fn compiled on spyre (no FX-graph or kernel cache: the programs are built here), its result
    on the CPU and the kernels built."""
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    with torch._inductor.config.patch(fx_graph_cache=False), pipeline.kernel_cache.disabled(), \
            capture_kernels() as kernels:
        out = torch.compile(fn)(*[x.to("spyre") for x in xs]).cpu()
    assert torch.spyre.fallback_counts() == before
    return out, kernels


def _stages(kernels):
    return [s for k in kernels for s in k.kernel.stages]


def _within_limits(kernels):
    """Every stage of the kernels reads and writes at most BASE_REGISTERS buffers."""
    for stage in _stages(kernels):
        if type(stage) is Stage:
            assert len(stage.buffers_read()) <= BASE_REGISTERS, stage.render()
            assert len(stage.buffers_written()) <= BASE_REGISTERS, stage.render()


def chain(*xs):
    s = xs[0]
    for x in xs[1:]:
        s = s * 0.5 + x
    return s


def tree(*xs):
    """A balanced tree of (a - b) * 0.5: cuts through it carry several values."""
    xs = list(xs)
    while len(xs) > 1:
        xs = [(a - b) * 0.5 for a, b in zip(xs[::2], xs[1::2])] + ([xs[-1]] if len(xs) % 2 else [])
    return xs[0]


# fp32 at every n, fp16 around the register limit and the ends (the default suite's time)
MANY_INPUTS = [(torch.float32, n) for n in range(1, 25)] + [(torch.float16, n) for n in (1, 2, 7, 8, 9, 16, 17, 24)]


@pytest.mark.parametrize("dtype,n", MANY_INPUTS)
def test_fused_pointwise_of_many_inputs(spyre, dtype, n):
    """s = s * 0.5 + x over n (8, 64) inputs: Inductor fuses up to 8 reads per node and the nodes
    into one kernel; a stage of 8 inputs is one past the load unit's registers and is split."""
    g = torch.Generator().manual_seed(n)
    xs = [torch.randn(8, 64, generator=g).to(dtype) for _ in range(n)]
    out, kernels = _compile(chain, *xs)
    assert torch.equal(out, chain(*xs))
    _within_limits(kernels)
    split = [s.name for s in _stages(kernels) if "_split" in s.name]
    assert bool(split) == (n >= BASE_REGISTERS + 1), split


def test_carried_value_stays_in_the_scratchpad(spyre, monkeypatch):
    """8 inputs on (64, 1024): the two pieces are pointwise over the same rows on the same cores, so
    the carried value stays in each core's scratchpad (no device scratch, no store or load of it);
    the same bits as carrying it through device memory, which moves two more (64, 1024) fp32."""
    g = torch.Generator().manual_seed(8)
    xs = [torch.randn(64, 1024, generator=g) for _ in range(8)]
    out, (kept,) = _compile(chain, *xs)
    monkeypatch.setattr(split_stages, "KEEP_IN_SCRATCHPAD", False)
    through_memory, (stored,) = _compile(chain, *xs)
    assert torch.equal(out, chain(*xs)) and torch.equal(through_memory, out)
    assert [s.name for s in kept.kernel.stages] == ["op0_split0", "op0"]
    assert kept.artifact.device_scratch_bytes == 0 and stored.artifact.device_scratch_bytes == 64 * 1024 * 4
    assert stored.artifact.cost.bytes_moved - kept.artifact.cost.bytes_moved == 2 * 64 * 1024 * 4


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_tree_of_24_inputs(spyre, dtype):
    g = torch.Generator().manual_seed(24)
    xs = [torch.randn(4, 96, generator=g).to(dtype) for _ in range(24)]
    out, kernels = _compile(tree, *xs)
    assert torch.equal(out, tree(*xs))
    _within_limits(kernels)


# chains of 10-12 inputs read in other ways: transposed (tile stages), broadcast rows and columns,
# a select on a mask, padding (masked lanes), integer inputs cast to float
OTHER_READS = {
    "transposed": (lambda *xs: chain(*[x.t() if k % 2 else x for k, x in enumerate(xs)]), (64, 64), 10, torch.float32),
    "broadcast": (lambda *xs: chain(*[(x, x[0], x[:, :1])[k % 3] for k, x in enumerate(xs)]), (8, 64), 12,
                  torch.float32),
    "where": (lambda *xs: torch.where(xs[0] > 0, chain(*xs[1:-1]), xs[-1]), (8, 64), 12, torch.float32),
    "pad": (lambda *xs: F.pad(chain(*xs), (0, 3)), (8, 61), 10, torch.float32),
    "int": (lambda *xs: chain(*[x.float() for x in xs]), (8, 64), 10, torch.int64),
}


@pytest.mark.parametrize("name", OTHER_READS)
def test_many_inputs_read_in_other_ways(spyre, name):
    fn, shape, n, dtype = OTHER_READS[name]
    g = torch.Generator().manual_seed(n)
    xs = [torch.randint(-5, 5, shape, generator=g) if dtype == torch.int64 else torch.randn(*shape, generator=g)
          for _ in range(n)]
    out, kernels = _compile(fn, *xs)
    assert torch.equal(out, fn(*xs))
    _within_limits(kernels)
    assert any("_split" in s.name for s in _stages(kernels))


def products(*xs):
    n = len(xs) // 2
    s = xs[0] * xs[n]
    for a, b in zip(xs[1:n], xs[n + 1:]):
        s = s + a * b
    return s


@pytest.mark.parametrize("dim", [-1, 0])
@pytest.mark.parametrize("pairs", [4, 16])
def test_sum_of_many_products(spyre, pairs, dim):
    """(x0 * y0 + ... ).sum(dim) over 2 * pairs (8, 200) inputs; 4 pairs: the reduction stage
    itself reads 8 buffers and is split (a pointwise stage over its iteration and reduction dims,
    the row dim innermost, then the reduction)."""
    g = torch.Generator().manual_seed(pairs)
    xs = [torch.randn(8, 200, generator=g) for _ in range(2 * pairs)]
    fn = lambda *xs: products(*xs).sum(dim)  # noqa: E731
    out, kernels = _compile(fn, *xs)
    torch.testing.assert_close(out, fn(*xs), **TOL)
    _within_limits(kernels)
    reductions = [s for s in _stages(kernels) if s.reduce_sizes]
    assert len(reductions) == 1
    if pairs == 4:
        assert any(s.name == reductions[0].name + "_split0" for s in _stages(kernels))
    summed, _ = _compile(lambda p: p.sum(dim), products(*xs))
    assert torch.equal(out, summed)


def test_more_nodes_than_a_kernel_takes_become_several_kernels(spyre):
    """20 pointwise nodes over the same elements: the scheduler fuses at most MAX_STAGES_PER_KERNEL
    nodes into one kernel (frontend/scheduling.py), the rest go to another kernel."""
    from spyre_inductor.compiler.frontend.scheduling import MAX_STAGES_PER_KERNEL

    g = torch.Generator().manual_seed(20)
    xs = [torch.randn(4, 64, generator=g) for _ in range(20)]
    fn = lambda *xs: torch.stack([x * (k + 1) + 1 for k, x in enumerate(xs)])  # noqa: E731
    out, kernels = _compile(fn, *xs)
    assert torch.equal(out, fn(*xs))
    assert len(kernels) >= 2
    assert all(len(k.node_names) <= MAX_STAGES_PER_KERNEL for k in kernels)


# ---- hand-built kernels: the pass against the IR's numpy semantics


def _chain_kernel(n, rows=4, cols=96, inout=False):
    """out = (...((x0 * 0.5 + x1) * 0.5 + x2)...) - x0 over n inputs, one stage; inout: the result
    is stored into x0 (read and written by the stage)."""
    i0, i1 = iter_symbol(0), iter_symbol(1)
    idx = cols * i0 + i1
    bufs = [Buffer(f"x{k}", (rows, cols), (cols, 1), "float32", "inout" if inout and k == 0 else "input")
            for k in range(n)]
    ops = [Op("load", "%0", dtype="float32", buffer="x0", index=idx)]

    def add(opcode, *operands, **kw):
        ops.append(Op(opcode, f"%{len(ops)}", operands, "float32", **kw))
        return ops[-1].result

    s = "%0"
    for k in range(1, n):
        s = add("add", add("mul", s, add("const", value=0.5)), add("load", buffer=f"x{k}", index=idx))
    s = add("sub", s, "%0")
    out = "x0" if inout else "out"
    if not inout:
        bufs.append(Buffer("out", (rows, cols), (cols, 1), "float32", "output"))
    ops.append(Op("store", None, (s,), buffer=out, index=idx))
    return Kernel("k", {b.name: b for b in bufs}, [Stage("s", (rows, cols), (), ops)])


def _on_card(kernel, inputs, **config):
    """The kernel on the card (both engines) and in the IR interpreter (before any pass)."""
    want = run_kernel(copy.deepcopy(kernel), {k: v.copy() for k, v in inputs.items()})
    got, _ = run_on_card(kernel, inputs, HardwareConfig(arena_bytes=1 << 30, simulator="check", **config))
    return got, want


@pytest.mark.parametrize("keep", [True, False], ids=["in_scratchpad", "through_memory"])
@pytest.mark.parametrize("n,inout", [(7, False), (8, False), (10, True), (24, False)])
def test_split_chain_kernel_matches_the_ir(n, inout, keep, monkeypatch):
    monkeypatch.setattr(split_stages, "KEEP_IN_SCRATCHPAD", keep)
    kernel = _chain_kernel(n, inout=inout)
    rng = np.random.default_rng(n)
    inputs = {f"x{k}": rng.standard_normal(4 * 96).astype(np.float32) for k in range(n)}
    got, want = _on_card(kernel, inputs)
    name = "x0" if inout else "out"
    np.testing.assert_array_equal(got[name], want[name])
    stages = kernel.stages
    assert len(stages) == 1 if n <= BASE_REGISTERS else len(stages) > 1
    assert all(len(s.buffers_read()) <= BASE_REGISTERS for s in stages)
    # the original store happens last, after every read of x0
    assert [s for s in stages if name in s.buffers_written()] == [stages[-1]]


def test_split_within_reduction_kernel_matches_the_ir():
    """sum over r of x0 * x1 + ... + x8 (9 inputs read along the reduction dim, a within-row sum)."""
    rows, red = 6, 160
    i0, r0 = iter_symbol(0), reduce_symbol(0)
    idx = red * i0 + r0
    bufs = [Buffer(f"x{k}", (rows, red), (red, 1), "float32", "input") for k in range(9)]
    bufs.append(Buffer("out", (rows,), (1,), "float32", "output"))
    ops = [Op("load", f"%{k}", dtype="float32", buffer=f"x{k}", index=idx) for k in range(9)]
    ops.append(Op("mul", "%9", ("%0", "%1"), "float32"))
    for k in range(2, 9):
        ops.append(Op("add", f"%{len(ops)}", (f"%{len(ops) - 1}", f"%{k}"), "float32"))
    ops.append(Op("reduce", f"%{len(ops)}", (f"%{len(ops) - 1}",), "float32", value="sum"))
    ops.append(Op("store_reduction", None, (ops[-1].result,), buffer="out", index=i0))
    kernel = Kernel("k", {b.name: b for b in bufs}, [Stage("s", (rows,), (red,), ops)])
    rng = np.random.default_rng(0)
    inputs = {f"x{k}": rng.standard_normal(rows * red).astype(np.float32) for k in range(9)}
    got, want = _on_card(kernel, inputs)
    np.testing.assert_allclose(got["out"], want["out"], rtol=1e-5, atol=1e-5)  # (the sum's order)
    first, rest = kernel.stages
    assert not first.reduce_sizes and first.iter_sizes == (rows, red)
    assert rest.reduce_sizes == (red,) and len(rest.buffers_read()) <= BASE_REGISTERS


def test_stage_past_the_scratchpad_is_split():
    """A stage of 5 inputs whose row buffers (a 4096-element row, down to 128-element chunks, each
    value its own region) need more scratchpad than a small card has: split until each piece fits."""
    kernel = _chain_kernel(5, rows=2, cols=4096)
    small = dict(scratchpad_bytes=(64 + 12) * 1024)  # 12 KiB usable beside the instruction buffer
    rng = np.random.default_rng(1)
    inputs = {f"x{k}": rng.standard_normal(2 * 4096).astype(np.float32) for k in range(5)}
    got, want = _on_card(kernel, inputs, **small)
    np.testing.assert_array_equal(got["out"], want["out"])
    assert len(kernel.stages) > 1
    unsplit = _chain_kernel(5, rows=2, cols=4096)
    run_on_card(unsplit, inputs)  # the default scratchpad holds it in one stage
    assert len(unsplit.stages) == 1


# ---- the pooling pipeline: BERT forward + mean pooling over the attention mask + F.normalize

os.environ.setdefault("HF_HUB_OFFLINE", "1")


def _bert_config(**kw):
    return pytest.importorskip("transformers").BertConfig(**kw)


def _pooling(config, batch, length):
    import transformers

    torch.manual_seed(0)
    model = transformers.BertModel(config).eval()

    def embed(ids, mask):
        h = model(input_ids=ids, attention_mask=mask).last_hidden_state
        m = mask.unsqueeze(-1).to(h.dtype)
        return F.normalize((h * m).sum(1) / m.sum(1).clamp(min=1e-9), p=2, dim=1)

    ids = torch.randint(0, config.vocab_size, (batch, length), generator=torch.Generator().manual_seed(1))
    mask = torch.ones(batch, length, dtype=torch.long)
    mask[1, length - 4:] = 0  # a padded sequence
    with torch.no_grad():
        ref = embed(ids, mask)
        model.to("spyre")
        out, kernels = _compile(embed, ids, mask)
    torch.testing.assert_close(out, ref, **TOL)
    _within_limits(kernels)
    assert any("_split" in s.name for s in _stages(kernels))  # (the pooling kernel was past the limit)


def test_bert_mean_pooling_normalize(spyre):
    _pooling(_bert_config(num_hidden_layers=1, hidden_size=64, num_attention_heads=2, intermediate_size=128,
                          vocab_size=100, max_position_embeddings=64), 2, 9)


@pytest.mark.slow
def test_minilm_l6_mean_pooling_normalize(spyre):
    """all-MiniLM-L6-v2's config (random weights), 4 x 13 tokens."""
    _pooling(_bert_config(vocab_size=30522, hidden_size=384, num_hidden_layers=6, num_attention_heads=12,
                          intermediate_size=1536, max_position_embeddings=512), 4, 13)
