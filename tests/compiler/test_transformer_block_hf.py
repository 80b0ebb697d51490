"""Tiny Hugging Face models built from configs (random weights, HF_HUB_OFFLINE=1, no downloads)
compiled on spyre end to end under SPYRE_FALLBACK=error and checked against CPU eager: embedding
gathers, every linear and attention product on the PE array, norms, rotary embeddings, masks.
Slow (10-30 s of compile each): run with `pytest -m slow`.

Models: GPT-2, Llama (GQA, rotary), Granite (Llama-like with its multipliers), BERT (encoder,
token-type embeddings, erf GELU) and T5 (encoder-decoder; relative position buckets computed with
log/abs/min and read through an embedding table transposed: element gathers).
Each model runs with an explicit attention_mask, with a left-padded one (three masked tokens:
logits compared at the real tokens) and without one: then (and without a cache) transformers' mask
code looks for packed sequences with a cumsum over the position ids, which spyre compiles as a
masked sum (lowering.py).
Tolerance: fp32 rtol/atol 1e-4 on the logits.
"""

import os

import pytest
import torch

os.environ.setdefault("HF_HUB_OFFLINE", "1")
transformers = pytest.importorskip("transformers")


def build(name):
    torch.manual_seed(0)
    t = transformers
    if name == "gpt2":
        return t.GPT2LMHeadModel(t.GPT2Config(n_layer=2, n_embd=64, n_head=2, vocab_size=100, n_positions=64))
    llama_like = dict(num_hidden_layers=2, hidden_size=64, num_attention_heads=2, num_key_value_heads=1,
                      intermediate_size=128, vocab_size=100, max_position_embeddings=64)
    if name == "llama":
        return t.LlamaForCausalLM(t.LlamaConfig(**llama_like))
    if name == "granite":
        return t.GraniteForCausalLM(t.GraniteConfig(**llama_like, embedding_multiplier=2.0, residual_multiplier=0.5,
                                                    attention_multiplier=0.25, logits_scaling=4.0))
    if name == "bert":
        return t.BertForMaskedLM(t.BertConfig(num_hidden_layers=2, hidden_size=64, num_attention_heads=2,
                                              intermediate_size=128, vocab_size=100, max_position_embeddings=64))
    if name == "t5":
        return t.T5ForConditionalGeneration(t.T5Config(num_layers=2, num_decoder_layers=2, d_model=64, d_kv=32,
                                                       num_heads=2, d_ff=128, vocab_size=100))
    raise ValueError(name)


PAD = 3  # left-padded tokens of the "padded" mask


@pytest.mark.slow
@pytest.mark.parametrize("mask", ["ones", "padded", "none"])
@pytest.mark.parametrize("name", ["gpt2", "llama", "granite", "bert", "t5"])
def test_tiny_hf_model_logits(spyre, name, mask):
    model = build(name).eval()
    ids = torch.randint(0, 100, (1, 12), generator=torch.Generator().manual_seed(1))
    kw = {} if name == "bert" else {"use_cache": False}
    if mask != "none":
        kw["attention_mask"] = torch.ones_like(ids)
        if mask == "padded":
            kw["attention_mask"][:, :PAD] = 0
    if name == "t5":
        kw["decoder_input_ids"] = ids[:, :7]
    torch._dynamo.reset()
    with torch.no_grad():
        ref = model(ids, **kw).logits
        before = torch.spyre.fallback_counts()
        dev = model.to("spyre")
        out = torch.compile(dev)(ids.to("spyre"), **{k: v.to("spyre") if torch.is_tensor(v) else v
                                                     for k, v in kw.items()}).logits.cpu()
    assert torch.spyre.fallback_counts() == before
    real = slice(PAD, None) if mask == "padded" and name != "t5" else slice(None)  # t5: the decoder is unpadded
    torch.testing.assert_close(out[:, real], ref[:, real], rtol=1e-4, atol=1e-4)
