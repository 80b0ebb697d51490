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
from test_matmul_support import matmul_stages  # noqa: E402

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
    rows are not evenly spaced; the operand is restickified by a copy stage in the same kernel."""
    torch.manual_seed(0)
    with torch.no_grad():
        kernels = run(MLP(64, 256), torch.randn(2, 9, 64), 2e-4)
    assert len(matmul_stages(kernels)) == 2


def test_gated_mlp_block(spyre):
    torch.manual_seed(0)
    with torch.no_grad():
        run(GatedMLP(64, 96), torch.randn(1, 5, 64), 2e-4)


def test_transformer_block_gpt_style(spyre):
    torch.manual_seed(0)
    with torch.no_grad():
        kernels = run(Block(d=64, heads=2, hidden=128), torch.randn(2, 12, 64), 2e-4)
    assert len(matmul_stages(kernels)) == 2 + 2 + 2 + 1  # q, kv, o; two attention products; up, down


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
