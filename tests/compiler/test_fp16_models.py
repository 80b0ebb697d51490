"""fp16 forwards of small Hugging Face models (random weights from configs, no downloads) on spyre
against the same fp16 model on the CPU, and no stage of any compiled kernel planned in element mode
(the slow element-by-element fallback): heads narrower than a stick (head dim 32 in a 64-element
fp16 stick), math SDPA's transposed and upcast K, rotate_half, keepdim norms' columns and
transformers' position bookkeeping all run as rows or tiles. BERT (encoder, erf GELU), GPT-2
(Conv1D, fused QKV split), Llama (GQA, rotary), T5 (relative position bias: its max over the keys unrolled by Inductor
reads columns of sticks, as runs starting at a lane past 0; the fp16 isinf clamp guard; its bias feeds the
fused attention kernel as an additive mask). Every model's SDPA is the fused attention kernel.
Tolerance: fp16 (1e-2)."""

import os

import pytest
import torch

from spyre_inductor.compiler.debug import capture_kernels

os.environ.setdefault("HF_HUB_OFFLINE", "1")
transformers = pytest.importorskip("transformers")


def build(name):
    torch.manual_seed(0)
    t = transformers
    if name == "bert":
        return t.BertModel(t.BertConfig(num_hidden_layers=2, hidden_size=64, num_attention_heads=2,
                                        intermediate_size=128, vocab_size=100, max_position_embeddings=64))
    if name == "gpt2":
        return t.GPT2LMHeadModel(t.GPT2Config(n_layer=2, n_embd=64, n_head=2, vocab_size=100, n_positions=64))
    if name == "t5":
        return t.T5Model(t.T5Config(vocab_size=100, d_model=64, d_kv=32, d_ff=128, num_layers=2, num_heads=2))
    return t.LlamaForCausalLM(t.LlamaConfig(num_hidden_layers=2, hidden_size=64, num_attention_heads=2,
                                            num_key_value_heads=1, intermediate_size=128, vocab_size=100,
                                            max_position_embeddings=64))


def first_output(out):
    return out.last_hidden_state if getattr(out, "last_hidden_state", None) is not None else out.logits


TOL = {torch.float16: dict(rtol=1e-2, atol=1e-2), torch.bfloat16: dict(rtol=5e-2, atol=5e-2)}


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["fp16", "bf16"])
@pytest.mark.parametrize("name", ["bert", "gpt2", "llama", "t5"])
def test_16bit_forward_matches_cpu_without_element_stages(spyre, name, dtype):
    model = build(name).eval().to(dtype)
    ids = torch.randint(0, 100, (2, 12), generator=torch.Generator().manual_seed(1))
    kw = dict(attention_mask=torch.ones_like(ids)) | ({} if name == "bert" else {"use_cache": False})
    if name == "t5":  # an encoder-decoder: the decoder's own tokens, its fp16 clamp guard (isinf)
        kw = dict(decoder_input_ids=torch.randint(0, 100, (2, 5), generator=torch.Generator().manual_seed(2)))
    torch._dynamo.reset()
    with torch.no_grad():
        ref = first_output(model(ids, **kw))
        dev = model.to("spyre")
        before = torch.spyre.fallback_counts()
        with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
            out = first_output(torch.compile(dev)(ids.to("spyre"), **{k: v.to("spyre") if torch.is_tensor(v) else v
                                                                      for k, v in kw.items()})).cpu()
    assert torch.spyre.fallback_counts() == before
    assert out.dtype == dtype
    torch.testing.assert_close(out, ref, **TOL[dtype])
    modes = [(k.kernel_name, stage, mode) for k in kernels for stage, mode in k.stage_modes()]
    assert len(modes) > 20 and any(mode == "matmul" for _, _, mode in modes)
    assert [m for m in modes if m[2] == "element"] == []
    # Hugging Face's sdpa attention picks the fused attention kernel (one stage per attention call)
    assert any(mode == "attention" for _, _, mode in modes)
    # a reduction of many rows into one element (T5's guard, any(isinf(x))) runs on many cores, not one
    guards = [work for k in kernels for plan, work in zip(k.plans["layout"], k.plans["work"])
              if plan.mode == "within" and all(n == 1 for n in plan.stage.iter_sizes) and plan.num_points > 1]
    assert (len(guards) > 0) == (name == "t5" and dtype == torch.float16)  # (HF guards fp16 only)
    assert all(work.parts and len(work.cores) > 1 for work in guards)
