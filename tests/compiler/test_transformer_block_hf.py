"""Tiny Hugging Face models built from configs (random weights, HF_HUB_OFFLINE=1, no downloads)
compiled on spyre end to end under SPYRE_FALLBACK=error and checked against CPU eager: embedding
gathers, every linear and attention product on the PE array, norms, rotary embeddings, masks.
Slow (10-30 s of compile each): run with `pytest -m slow`.

Each model runs with an explicit attention_mask and without one: then (and without a cache)
transformers' mask code looks for packed sequences with a cumsum over the position ids, which
spyre compiles as a masked sum (lowering.py).
Tolerance: fp32 rtol/atol 1e-4 on the logits.
"""

import os

import pytest
import torch

os.environ.setdefault("HF_HUB_OFFLINE", "1")
transformers = pytest.importorskip("transformers")


def build(name):
    torch.manual_seed(0)
    if name == "gpt2":
        cfg = transformers.GPT2Config(n_layer=2, n_embd=64, n_head=2, vocab_size=100, n_positions=64)
        return transformers.GPT2LMHeadModel(cfg)
    if name == "llama":
        cfg = transformers.LlamaConfig(num_hidden_layers=2, hidden_size=64, num_attention_heads=2,
                                       num_key_value_heads=1, intermediate_size=128, vocab_size=100,
                                       max_position_embeddings=64)
        return transformers.LlamaForCausalLM(cfg)
    raise ValueError(name)


@pytest.mark.slow
@pytest.mark.parametrize("with_mask", [True, False], ids=["mask", "nomask"])
@pytest.mark.parametrize("name", ["gpt2", "llama"])
def test_tiny_hf_model_logits(spyre, name, with_mask):
    model = build(name).eval()
    ids = torch.randint(0, 100, (1, 12), generator=torch.Generator().manual_seed(1))
    kw = {"attention_mask": torch.ones_like(ids)} if with_mask else {}
    torch._dynamo.reset()
    with torch.no_grad():
        ref = model(ids, use_cache=False, **kw).logits
        before = torch.spyre.fallback_counts()
        dev = model.to("spyre")
        out = torch.compile(dev)(ids.to("spyre"), use_cache=False, **{k: v.to("spyre") for k, v in kw.items()}).logits
    assert torch.spyre.fallback_counts() == before
    torch.testing.assert_close(out.cpu(), ref, rtol=1e-4, atol=1e-4)
