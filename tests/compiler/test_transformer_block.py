"""An MLP block and a full pre-norm transformer block (multi-head causal attention + MLP + layer
norms / RMS norm + residuals), written in plain torch, compiled end to end on spyre under
SPYRE_FALLBACK=error and checked against CPU eager. Every linear layer and both attention products
run on the PE array (MatmulStages), with no extern call and no CPU fallback.

Tolerances: fp32 rtol/atol 2e-4 (several fp32-accumulated products and norms in a row); fp16 is
compared with 2e-2 against the CPU in fp32 on the same fp16 inputs (each product rounds to fp16).
"""

import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import compile_check, matmul_stages  # noqa: E402

from spyre_inductor.compiler.debug import capture_kernels  # noqa: E402
from spyre_inductor.compiler.demo_transformer import MLP, Block, GatedMLP  # noqa: E402


def run(model, x, tol):
    torch._dynamo.reset()
    model = model.eval()
    ref = model(x)
    before = torch.spyre.fallback_counts()
    dev = model.to("spyre")  # (a copy: model.to moves parameters in place, so ref was computed first)
    with torch.no_grad(), capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(dev)(x.to("spyre"))
    assert torch.spyre.fallback_counts() == before
    torch.testing.assert_close(out.cpu().float(), ref.float(), rtol=tol, atol=tol)
    return kernels


@pytest.mark.parametrize("act", ["gelu", "silu"])
def test_mlp_block(spyre, act):
    torch.manual_seed(0)
    with torch.no_grad():
        kernels = run(MLP(64, 256, act), torch.randn(1, 9, 64), 2e-4)
    stages = matmul_stages(kernels)
    assert len(stages) == 2 and all(s.epilogue is not None for s in stages)  # bias + act, bias fused


def test_mlp_block_batch_of_sequences(spyre):
    """(2, 9, 64): the default 3-d layout puts the batch dim next to the stick, so the (18, 64)
    rows come in two evenly spaced runs of 9: loads and stores split at the run, no copy stage, and
    the (2, 9, 256) epilogues still fold into the (18, 256) matmuls."""
    torch.manual_seed(0)
    with torch.no_grad():
        kernels = run(MLP(64, 256), torch.randn(2, 9, 64), 2e-4)
    stages = matmul_stages(kernels)
    assert len(stages) == 2 and all(s.epilogue is not None for s in stages)
    assert all(len(k.kernel.stages) == 1 for k in kernels)


def test_gated_mlp_block(spyre):
    torch.manual_seed(0)
    with torch.no_grad():
        run(GatedMLP(64, 96), torch.randn(1, 5, 64), 2e-4)


def test_transformer_block_gpt_style(spyre):
    torch.manual_seed(0)
    with torch.no_grad():
        kernels = run(Block(d=64, heads=2, hidden=128), torch.randn(2, 12, 64), 2e-4)
    assert len(matmul_stages(kernels)) == 2 + 2 + 1  # q, kv, o; up, down
    # SDPA: one fused attention kernel (both products and the softmax inside it)
    assert [mode for k in kernels for _, mode in k.stage_modes()].count("attention") == 1


def test_transformer_block_llama_style_gqa(spyre):
    torch.manual_seed(0)
    with torch.no_grad():
        run(Block(d=128, heads=4, kv_heads=2, hidden=96, llama=True), torch.randn(1, 10, 128), 2e-4)


def test_transformer_block_fp16(spyre):
    torch.manual_seed(0)
    model = Block(d=128, heads=2, hidden=256)
    x = torch.randn(1, 8, 128)
    with torch.no_grad():
        ref = model(x)
        torch._dynamo.reset()
        dev = model.half().to("spyre")
        with torch._inductor.config.patch(fx_graph_cache=False):
            out = torch.compile(dev)(x.half().to("spyre"))
    torch.testing.assert_close(out.cpu().float(), ref, rtol=2e-2, atol=2e-2)


# the aten ops tiny GPT-2 / BERT / Llama / Granite / T5 graphs produce after AOTAutograd (issue 7's list),
# each compiled alone on spyre with no CPU fallback and checked against the CPU
OP_SET = {
    "add": lambda x, y: x + y, "addmm": lambda x, y: torch.addmm(y[0, :8], x[:, :6], y[:6, :8]),
    "mm": lambda x, y: x[:, :6] @ y[:6, :8], "mul": lambda x, y: x * y, "sub": lambda x, y: x - y,
    "div": lambda x, y: x / (y.abs() + 1), "pow": lambda x, y: x.pow(2), "rsqrt": lambda x, y: (x.abs() + 1).rsqrt(),
    "tanh": lambda x, y: x.tanh(), "erf": lambda x, y: torch.erf(x), "exp": lambda x, y: x.exp(),
    "log": lambda x, y: (x.abs() + 1).log(), "neg": lambda x, y: -x, "cos": lambda x, y: x.cos(),
    "sin": lambda x, y: x.sin(), "abs": lambda x, y: x.abs(), "minimum": lambda x, y: torch.minimum(x, y),
    "relu": lambda x, y: torch.relu(x), "where": lambda x, y: torch.where(x > y, x, y),
    "ge": lambda x, y: x >= y, "gt": lambda x, y: x > y, "lt": lambda x, y: x < y, "le": lambda x, y: x <= y,
    "bitwise_and": lambda x, y: (x > 0) & (y > 0), "mean_dim": lambda x, y: x.mean(-1, keepdim=True),
    "var_mean": lambda x, y: torch.var_mean(x, -1, keepdim=True)[0],
    "embedding": lambda x, y: torch.nn.functional.embedding((y[0, :5].abs() * 3).long(), x),
    "index_tensor": lambda x, y: x[(y[0, :5].abs() * 2).long() % 6],
    "cat": lambda x, y: torch.cat([x, y], -1), "slice": lambda x, y: x[:, 3:20] * 2,
    "select": lambda x, y: x[2] + y[1], "permute": lambda x, y: x.t().contiguous() * 2,
    "expand": lambda x, y: x[:1].expand(6, 40) + y, "unsqueeze": lambda x, y: (x.unsqueeze(1) * 2).squeeze(1),
    "view": lambda x, y: x.view(12, 20) * 2, "clone": lambda x, y: x.clone(),
    "full": lambda x, y: x + torch.full((6, 40), 2.0, device=x.device),
    "scalar_tensor": lambda x, y: torch.where(x > 0, x, torch.scalar_tensor(-1.0, device=x.device)),
    "iota": lambda x, y: x + torch.arange(40, device=x.device), "convert_element_type": lambda x, y: (x * 100).long(),
    "sdpa": lambda x, y: torch.nn.functional.scaled_dot_product_attention(
        x.view(1, 2, 6, 20), y.view(1, 2, 6, 20), x.view(1, 2, 6, 20), is_causal=True),
}


@pytest.mark.parametrize("name", sorted(OP_SET))
def test_transformer_op_set_compiles_without_fallback(spyre, name):
    g = torch.Generator().manual_seed(0)
    compile_check(OP_SET[name], torch.randn(6, 40, generator=g), torch.randn(6, 40, generator=g))


def test_transformer_op_set_gather(spyre):
    """torch.gather along the stick dim: an element gather (indexing.py, the card's `gathere`)."""
    g = torch.Generator().manual_seed(0)
    compile_check(lambda x, i: torch.gather(x, -1, i), torch.randn(6, 40, generator=g),
                  torch.randint(0, 40, (6, 3), generator=g))
