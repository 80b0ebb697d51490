"""Hugging Face generate() on spyre, end to end (issue 14 item 3): tiny GPT-2 / Llama / Qwen2 (and a
Llama shaped like SmolLM2, the demo's model) built
from configs (random weights, HF_HUB_OFFLINE=1, nothing downloads), the forward compiled the way
transformers recommends (`model.forward = torch.compile(model.forward)`), greedy decoding.

Every test runs under SPYRE_FALLBACK=error (conftest): generate's own tensor ops (isin, any, all,
arange, argmax, cat, where, ...) run as compiled eager ops on the card, and the fallback counts stay
unchanged. Checked against CPU eager generate of the same model: the tokens are identical.

- static cache (`cache_implementation="static"`): exactly 2 graphs (prefill and one decode step) for
  any number of steps, counted by Dynamo (torch._dynamo.utils.counters["stats"]["unique_graphs"]:
  a recompile would be a further graph); the cache is written in place (its storages never move and
  a decode step stores a few rows, not the cache: bytes stored counted by the card's run reports).
- dynamic cache (the default): the same tokens in at most 3 graphs (prefill, the first decode step,
  specialized, and one decode graph whose kernels are symbolic in the cache length: Dynamo marks it
  dynamic after the first step) whatever the prompt length, the cache growing past fp32 stick
  buckets (the wrapper picks each kernel's piece by the length).

Fast (default suite): tiny Llama, a few steps. Slow: every model, 32 steps.
"""

import os

import pytest
import torch

os.environ.setdefault("HF_HUB_OFFLINE", "1")
transformers = pytest.importorskip("transformers")

from torch._dynamo.utils import counters  # noqa: E402

import spyre_runtime  # noqa: E402
from spyre_runtime.queues.ops import Compute, Transfer  # noqa: E402

EOS = 2  # inside the tiny vocab; min_new_tokens keeps it from ending a run early


def build(name):
    torch.manual_seed(0)
    t = transformers
    special = dict(bos_token_id=1, eos_token_id=EOS, pad_token_id=0)
    if name == "gpt2":
        return t.GPT2LMHeadModel(t.GPT2Config(n_layer=2, n_embd=64, n_head=2, vocab_size=100, n_positions=64,
                                              **special))
    llama_like = dict(num_hidden_layers=2, hidden_size=64, num_attention_heads=2, num_key_value_heads=1,
                      intermediate_size=128, vocab_size=100, max_position_embeddings=64, **special)
    if name == "llama":
        return t.LlamaForCausalLM(t.LlamaConfig(**llama_like))
    if name == "qwen2":
        return t.Qwen2ForCausalLM(t.Qwen2Config(**llama_like))
    if name == "smollm2_like":  # the demo model's shape in small: GQA 3:1, head_dim 64, tied embeddings, rope 1e5
        return t.LlamaForCausalLM(t.LlamaConfig(
            num_hidden_layers=2, hidden_size=192, num_attention_heads=3, num_key_value_heads=1, head_dim=64,
            intermediate_size=256, vocab_size=300, max_position_embeddings=128, tie_word_embeddings=True,
            rope_parameters={"rope_type": "default", "rope_theta": 100000.0}, **special))
    raise ValueError(name)


def prompt(length=7, seed=1):
    return torch.randint(3, 100, (1, length), generator=torch.Generator().manual_seed(seed))


def generate_on_spyre(model, ids, steps, **kw):
    """(CPU tokens, spyre tokens, graphs Dynamo made) of greedy generate with a compiled forward."""
    kw = dict(max_new_tokens=steps, min_new_tokens=steps, do_sample=False, **kw)
    with torch.no_grad():
        ref = model.generate(ids, attention_mask=torch.ones_like(ids), **kw)
    torch._dynamo.reset()
    counters.clear()
    before = torch.spyre.fallback_counts()
    model = model.to("spyre")
    model.forward = torch.compile(model.forward)
    dev_ids = ids.to("spyre")
    with torch.no_grad():
        out = model.generate(dev_ids, attention_mask=torch.ones_like(dev_ids), **kw)
    assert torch.spyre.fallback_counts() == before
    return ref, out.cpu(), counters["stats"]["unique_graphs"]


def check_static(name, steps):
    ref, got, graphs = generate_on_spyre(build(name).eval(), prompt(), steps, cache_implementation="static")
    assert ref.shape == (1, 7 + steps)
    assert torch.equal(got, ref), (got.tolist(), ref.tolist())
    assert graphs == 2  # prefill + decode step, whatever the number of steps: no recompile


def test_static_cache_generate_tiny_llama(spyre):
    check_static("llama", 4)


def test_decode_steps_compile_load_and_sync_nothing_after_the_second(spyre):
    """generate's own ops on a sequence that grows every step (`cat` of input_ids and the attention
    mask, `isin` / `+` on `input_ids[:, -1:]`) keep their eager signatures: no one-op kernel is
    compiled, and no program loaded, in the steps after the second (counted per step by a streamer).
    A step's host waits for the card twice, both generate's own reads (the stop check's bool, the new
    token): the logits processors' `where(mask, -inf, scores)` fills its scalar without one, and
    `arange` makes no d2d copy."""
    from transformers.generation.streamers import BaseStreamer

    scheduler = spyre_runtime.get_runtime(0).scheduler
    marks = []

    class Marker(BaseStreamer):
        def put(self, value):
            scheduler.flush()
            marks.append((torch.spyre.eager_stats()["compiled_signatures"], scheduler._next_op_id))

        def end(self):
            pass

    model = build("llama").eval()
    ids = prompt()
    kw = dict(max_new_tokens=6, min_new_tokens=6, do_sample=False, cache_implementation="static")
    with torch.no_grad():
        ref = model.generate(ids, attention_mask=torch.ones_like(ids), **kw)
    model = model.to("spyre")
    model.forward = torch.compile(model.forward)
    dev_ids = ids.to("spyre")
    with torch.no_grad():
        got = model.generate(dev_ids, attention_mask=torch.ones_like(dev_ids), streamer=Marker(), **kw)
    torch.spyre.synchronize()
    assert torch.equal(got.cpu(), ref)
    assert len(marks) == 7  # the prompt, then one per new token
    compiled = [b[0] - a[0] for a, b in zip(marks, marks[1:])]
    assert compiled[2:] == [0] * 4, compiled
    first_id = marks[3][1]
    loads = [op for op in scheduler.history if op.id >= first_id and isinstance(op, Transfer)
             and (op.name or "").startswith("load program")]
    computes = [op for op in scheduler.history if op.id >= first_id and isinstance(op, Compute)]
    assert computes and not loads, [op.name for op in loads]
    for a, b in zip(marks[3:], marks[4:]):
        step = [op for op in scheduler.history if a[1] <= op.id < b[1]]
        # (ops are issued at the host's clock, which only a synchronize moves)
        assert len({op.issue_time for op in step}) == 2, sorted({op.issue_time for op in step})
        # the d2d copies are the logits' `.to(copy=True)` and the two processors' `scores.clone()`
        # (100 fp32 in 4 sticks); the masks' and processors' aranges copy nothing
        assert [op.name for op in step if op.name.startswith("d2d")] == ["d2d 512B"] * 3


@pytest.mark.slow
@pytest.mark.parametrize("name", ["gpt2", "llama", "qwen2", "smollm2_like"])
def test_static_cache_generate_32_steps(spyre, name):
    check_static(name, 32)


def _overlaps(ranges, spans) -> bool:
    return any(a < s + n and s < a + m for a, m in ranges for s, n in spans)


def test_static_cache_is_written_in_place(spyre):
    """A 256-position static cache (4 tensors of 32 KiB: 2 layers x keys, values) and 6 decode steps:
    the cache storages keep their addresses, and per decode step no transfer writes into them and the
    kernels that write them (2 per layer: each fuses a projection with its cache scatter) store a few
    KiB: the new rows and their fused neighbours, never a copy of the cache (which Inductor's handling
    of a mutated graph input could have made). Attention still reads the whole cache (and the
    decomposed SDPA materializes the scaled K^T: 64 KiB a layer); that is not a write to the cache."""
    model = build("llama").eval()
    cache_len = 256
    per_tensor = cache_len * 32 * 4  # positions x head_dim x fp32, one kv head
    cache = transformers.StaticCache(config=model.config, max_cache_len=cache_len)
    ref_cache = transformers.StaticCache(config=model.config, max_cache_len=cache_len)
    ids = prompt()
    kw = dict(max_new_tokens=6, min_new_tokens=6, do_sample=False)
    with torch.no_grad():
        ref = model.generate(ids, attention_mask=torch.ones_like(ids), cache=ref_cache, **kw)
    torch._dynamo.reset()
    counters.clear()
    model = model.to("spyre")
    compiled = torch.compile(model.forward)
    rt = spyre_runtime.get_runtime(0)
    calls = []  # per forward call: (cache addresses, [bytes each cache-writing kernel stored], transfers into it)

    def forward(*args, **kwargs):
        rt.synchronize()
        first = rt.scheduler.history[-1].id if rt.scheduler.history else -1
        out = compiled(*args, **kwargs)
        rt.synchronize()
        ops = [op for op in rt.scheduler.history if op.id > first]
        spans = [(t.untyped_storage().data_ptr(), t.untyped_storage().nbytes())
                 for layer in cache.layers for t in (layer.keys, layer.values)]
        writers = [op.result.detail["bytes_stored"] for op in ops if isinstance(op, Compute) and _overlaps(op.writes, spans)]
        into = [op.nbytes for op in ops if isinstance(op, Transfer) and _overlaps(op.writes, spans)]
        calls.append(([a for a, _ in spans], writers, into))
        return out

    model.forward = forward
    dev_ids = ids.to("spyre")
    with torch.no_grad():
        got = model.generate(dev_ids, attention_mask=torch.ones_like(dev_ids), cache=cache, **kw).cpu()
    assert torch.equal(got, ref)
    assert counters["stats"]["unique_graphs"] == 2
    assert len(calls) == 6 and all(c[0] == calls[0][0] for c in calls)
    for name in ("keys", "values"):  # the card's cache holds what the CPU's holds
        torch.testing.assert_close(torch.stack([getattr(layer, name).cpu() for layer in cache.layers]),
                                   torch.stack([getattr(layer, name) for layer in ref_cache.layers]),
                                   rtol=1e-4, atol=1e-4)
    for _, writers, into in calls[1:]:  # decode steps (the prefill writes 7 rows of each)
        assert len(writers) == 4 and into == [], calls  # 2 layers x (k, v)
        assert max(writers) < per_tensor // 8, (writers, per_tensor)


def test_dynamic_cache_generate_tiny_llama(spyre):
    """The default (dynamic) cache: the same tokens as the CPU; 5 new tokens (cache lengths 7..11)
    in 3 graphs: prefill, the first decode step and one symbolic decode graph for the rest."""
    ref, got, graphs = generate_on_spyre(build("llama").eval(), prompt(), 5)
    assert torch.equal(got, ref), (got.tolist(), ref.tolist())
    assert graphs == 3, graphs


def test_dynamic_cache_generate_gpt2_fp16(spyre):
    """fp16 GPT-2 (its projections biased: addmm) with the dynamic cache: the decode steps after the
    first share one symbolic graph, as in fp32. (A realized fp16 projection output once turned the
    cache's concat into a masked pointwise the symbolic path refused: a recompile every step.)"""
    ref, got, graphs = generate_on_spyre(build("gpt2").eval().half(), prompt(), 5)
    assert torch.equal(got, ref), (got.tolist(), ref.tolist())
    assert graphs == 3, graphs


@pytest.mark.slow
@pytest.mark.parametrize("length", [7, 20])
@pytest.mark.parametrize("name", ["gpt2", "llama", "qwen2"])
def test_dynamic_cache_generate_at_most_3_graphs(spyre, name, length):
    # 32 new tokens: the cache grows past 32 (a second fp32 stick of the attention's scores)
    ref, got, graphs = generate_on_spyre(build(name).eval(), prompt(length), 32)
    assert torch.equal(got, ref), (got.tolist(), ref.tolist())
    print(f"dynamic cache, prompt {length}, 32 new tokens, {name}: {graphs} graphs")
    assert graphs <= 3, graphs


def _warpers(device):
    from transformers.generation.logits_process import (MinNewTokensLengthLogitsProcessor, TopKLogitsWarper,
                                                        TopPLogitsWarper)

    return {"top_k": TopKLogitsWarper(5), "top_p": TopPLogitsWarper(0.8),
            "min_new_tokens": MinNewTokensLengthLogitsProcessor(3, 5, torch.tensor([EOS], device=device))}


@pytest.mark.parametrize("vocab", [pytest.param(16, id="vocab16"), pytest.param(100, id="vocab100", marks=pytest.mark.slow)])
@pytest.mark.parametrize("name", ["top_k", "top_p", "min_new_tokens"])
def test_sampling_path_logits_processors_on_the_card(spyre, name, vocab):
    """The sampling path's warpers as generate() calls them between steps (eager ops on spyre
    tensors): top-k (topk, <, masked_fill), top-p (sort, softmax, cumsum, slice fill, scatter,
    masked_fill), the min-new-tokens mask (isin, where, -inf). Sampling itself (multinomial) needs the
    card's RNG (issue 17); the scores it would draw from are these, identical to the CPU's."""
    scores = torch.randn(1, vocab, generator=torch.Generator().manual_seed(3))
    ids = torch.tensor([[1, 5, 7, 9]])
    before = torch.spyre.fallback_counts()
    got = _warpers("spyre")[name](ids.to("spyre"), scores.to("spyre")).cpu()
    assert torch.spyre.fallback_counts() == before
    want = _warpers("cpu")[name](ids, scores)
    assert torch.equal(got, want), (got, want)
    assert torch.isneginf(want).any()
