"""The compiler's kernel cache (pipeline.kernel_cache): a kernel equal to one compiled before up to
its names reuses that compile's programs under its own names, byte for byte the artifact a compile
of it would write; kernels that differ in a constant, a shape, a dtype, a layout or the hardware
config never share."""

import contextlib
import dataclasses
import os

import pytest
import torch

from spyre_inductor.compiler.debug import capture_kernels
from spyre_inductor.compiler.frontend import scheduling
from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol
from spyre_inductor.compiler.pipeline import KernelCache, compile_kernel, kernel_cache


def scale_kernel(names=("x", "out"), kernel="k", stage="s", size=(4, 70), dtype="float32", const=2.0,
                 stride=None):
    """out = x * const (+ 1), x read through `stride` (default contiguous)."""
    rows, cols = size
    stride = stride or (cols, 1)
    i0, i1 = iter_symbol(0), iter_symbol(1)
    x = Buffer(names[0], size, stride, dtype, "input")
    out = Buffer(names[1], size, (cols, 1), dtype, "output")
    ops = [
        Op("load", "%0", dtype=dtype, buffer=names[0], index=stride[0] * i0 + stride[1] * i1),
        Op("const", "%1", dtype=dtype, value=const),
        Op("mul", "%2", ("%0", "%1"), dtype),
        Op("const", "%3", dtype=dtype, value=1.0),
        Op("add", "%4", ("%2", "%3"), dtype),
        Op("store", None, ("%4",), buffer=names[1], index=cols * i0 + i1),
    ]
    return Kernel(kernel, {b.name: b for b in (x, out)}, [Stage(stage, size, (), ops)])


@pytest.fixture
def fresh_cache():
    kernel_cache.clear()
    yield kernel_cache
    kernel_cache.clear()


def test_a_kernel_under_other_names_reuses_the_programs_and_gets_the_artifact_a_compile_gives(fresh_cache):
    first = compile_kernel(scale_kernel(), ["s"])
    assert first.reused_from is None
    again = compile_kernel(scale_kernel(names=("arg3_1", "buf7"), kernel="spyre_k9", stage="buf7"), ["buf7"])
    assert again.reused_from == "k" and again.kernel_name == "spyre_k9"
    assert {k: fresh_cache.stats()[k] for k in ("entries", "hits", "misses")} == {"entries": 1, "hits": 1, "misses": 1}
    assert again.artifact.kernel_name == "spyre_k9"
    assert [a.name for a in again.artifact.arguments] == ["arg3_1", "buf7"]
    assert {s.name for s in again.artifact.slots if s.kind == "argument"} == {"arg3_1", "buf7"}
    assert again.artifact.program == first.artifact.program and again.plans is first.plans
    with kernel_cache.disabled():
        compiled = compile_kernel(scale_kernel(names=("arg3_1", "buf7"), kernel="spyre_k9", stage="buf7"), ["buf7"])
    assert compiled.reused_from is None and compiled.artifact_key == again.artifact_key
    files = {n: open(os.path.join(again.artifact_dir, n), "rb").read() for n in ("manifest.json", "program.bin")}
    assert files["program.bin"] == first.artifact.program and b'"spyre_k9"' in files["manifest.json"]


@pytest.mark.parametrize("change", [
    dict(const=3.0),  # a constant
    dict(const=2),  # the same number as an int: another program is allowed to follow
    dict(size=(4, 72)),  # a shape
    dict(dtype="float16"),  # a dtype
    dict(stride=(1, 4)),  # a layout: x is a transposed view (its storage is sticked on the other dim)
])
def test_kernels_that_differ_in_more_than_names_never_share(fresh_cache, change):
    base = compile_kernel(scale_kernel(), ["s"])
    other = compile_kernel(scale_kernel(names=("a", "b"), kernel="k2", **change), ["s"])
    assert other.reused_from is None and other.artifact_key != base.artifact_key
    assert fresh_cache.stats()["hits"] == 0


def test_another_hardware_config_never_shares(fresh_cache, monkeypatch):
    base = compile_kernel(scale_kernel(size=(64, 70)), ["s"])  # 64 rows: work for every core
    monkeypatch.setenv("SPYRE_NUM_CORES", "8")
    other = compile_kernel(scale_kernel(size=(64, 70)), ["s"])
    assert other.reused_from is None and other.artifact_key != base.artifact_key


def test_the_cache_is_bounded_least_recently_used_first_out():
    cache = KernelCache(max_entries=2)
    for key in ("a", "b"):
        cache.add(key, key)
    assert cache.lookup("a") == "a"  # now "b" is the least recently used
    cache.add("c", "c")
    assert cache.lookup("b") is None and cache.lookup("a") == "a" and cache.lookup("c") == "c"
    with cache.disabled():
        assert cache.lookup("a") is None
        cache.add("d", "d")
    assert cache.stats() == {"entries": 2, "bytes": 0, "hits": 3, "misses": 1}


def test_the_cache_is_bounded_in_bytes(fresh_cache):
    compiled = [compile_kernel(scale_kernel(size=(4, 70 + 2 * i)), ["s"]) for i in range(3)]
    sizes = [len(c.artifact.program) + len(c.artifact.disassembly) for c in compiled]
    cache = KernelCache(max_bytes=sizes[1] + sizes[2])  # room for the last two
    for i, c in enumerate(compiled):
        cache.add(i, c)
    assert cache.stats()["entries"] == 2 and cache.lookup(0) is None and cache.lookup(2) is compiled[2]


@dataclasses.dataclass
class _CopyStage(Stage):
    """A Stage subclass that names a buffer outside its ops (as the lowered and template stages do)."""

    src_buffer: str = ""


def _with_copy_stage(names, stage, src):
    kernel = scale_kernel(names=names, stage=stage)
    kernel.stages.append(_CopyStage(stage + "_copy", (4, 70), (), [], src_buffer=src))
    return kernel


def test_the_canonical_form_renames_the_names_stage_subclasses_and_buffer_fields_hold():
    """Identical layers' attention kernels compiled once per layer: an AttentionStage's own name and
    its operand views' buffers (fields of classes other than Stage and Op) were left as they were."""
    first = _with_copy_stage(("x", "out"), "s", "x")
    renamed = _with_copy_stage(("arg3_1", "buf7"), "buf7", "arg3_1")
    assert first.canonical_form() == renamed.canonical_form()
    other_source = _with_copy_stage(("arg3_1", "buf7"), "buf7", "buf7")  # (reads the other buffer)
    assert other_source.canonical_form() != first.canonical_form()


def _two_attentions(q, k, v):
    o = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
    # (the second's q is laid out as the first's: not o, which is stored token by token)
    return o + torch.nn.functional.scaled_dot_product_attention(q * 0.5, k, v, is_causal=True)


def test_identical_fused_attentions_compile_once(spyre, fresh_cache):
    """Two layers' fused attention kernels are one compile (the second a cache hit) and the same
    artifacts as without the cache; the result is the CPU's within fp32 rounding."""
    g = torch.Generator().manual_seed(0)
    inputs = [torch.randn(1, 2, 8, 64, generator=g) for _ in range(3)]
    ref = _two_attentions(*inputs)
    out, kernels = _compile_run(_two_attentions, inputs, cache_on=True)
    torch.testing.assert_close(out, ref, rtol=1e-4, atol=1e-5)
    attention = [k for k in kernels if any(mode == "attention" for _, mode in k.stage_modes())]
    assert len(attention) == 2 and attention[0].reused_from is None
    assert attention[1].reused_from == attention[0].kernel_name
    out_off, kernels_off = _compile_run(_two_attentions, inputs, cache_on=False)
    assert [k.artifact_key for k in kernels] == [k.artifact_key for k in kernels_off]
    assert torch.equal(out, out_off)


def _two_layers(x, w1, w2):
    return torch.relu(torch.relu(x @ w1) @ w2)


def _compile_run(fn, inputs, cache_on: bool):
    torch._dynamo.reset()
    off = contextlib.nullcontext() if cache_on else kernel_cache.disabled()
    with off, capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(fn)(*[x.to("spyre") for x in inputs]).cpu()
    return out, kernels


def test_identical_layers_compile_once_and_give_bit_identical_results(spyre, fresh_cache, monkeypatch):
    """Two layers relu(h @ w): with one kernel per node, the second layer's matmul and relu are the
    first layer's kernels under other buffer names. Small integer values: every product and sum is
    exact in fp32, so spyre and the CPU agree bit for bit."""
    monkeypatch.setattr(scheduling, "MAX_STAGES_PER_KERNEL", 1)
    g = torch.Generator().manual_seed(0)
    inputs = [torch.randint(-3, 4, s, generator=g).float() for s in ((8, 16), (16, 16), (16, 16))]
    ref = _two_layers(*inputs)
    out, kernels = _compile_run(_two_layers, inputs, cache_on=True)
    assert torch.equal(out, ref)
    assert [k.reused_from for k in kernels] == [None, None, "spyre_k0", "spyre_k1"]
    out_off, kernels_off = _compile_run(_two_layers, inputs, cache_on=False)
    assert torch.equal(out_off, ref)
    assert all(k.reused_from is None for k in kernels_off)
    assert [k.artifact_key for k in kernels] == [k.artifact_key for k in kernels_off]


@pytest.mark.slow
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_gpt2_layers_share_kernels_and_match_a_compile_without_the_cache(spyre, fresh_cache, dtype):
    """A 3-layer GPT-2 (random weights from its config): the layers after the first are cache hits,
    and every artifact and the logits are exactly those of a compile without the cache."""
    transformers = pytest.importorskip("transformers")
    torch.manual_seed(0)
    model = transformers.GPT2LMHeadModel(transformers.GPT2Config(
        n_layer=3, n_embd=64, n_head=2, vocab_size=100, n_positions=64)).eval().to(dtype)
    ids = torch.randint(0, 100, (1, 12), generator=torch.Generator().manual_seed(1))
    dev = model.to("spyre")

    def logits(i):
        return dev(i, use_cache=False).logits

    with torch.no_grad():
        out, kernels = _compile_run(logits, [ids], cache_on=True)
        out_off, kernels_off = _compile_run(logits, [ids], cache_on=False)
    hits = [k for k in kernels if k.reused_from is not None]
    # each later layer reuses its QKV projection, attention, MLP up-projection and attention
    # projection + residual + norm kernels, and its MLP projection + residual + norm but in the last
    # layer (which ends in ln_f); the embedding is realized once (inductor_api.realize_reused_gathers_on),
    # so the first layer's residual kernels read it as the later layers read theirs
    assert len(hits) >= 5 * (3 - 1) - 1
    attention = [k for k in kernels if [m for _, m in k.stage_modes()] == ["attention"]]
    assert len(attention) == 3 and all(k.reused_from == attention[0].kernel_name for k in attention[1:])
    projections = [k for k in kernels if [m for _, m in k.stage_modes()] == ["matmul"]]  # c_attn, c_fc; lm_head
    assert len(projections) == 2 * 3 + 1
    assert [k.reused_from for k in projections[2:-1]] == [k.kernel_name for k in projections[:2]] * 2
    assert [k.artifact_key for k in kernels] == [k.artifact_key for k in kernels_off]
    assert torch.equal(out, out_off)
