"""Transfer batches (emit/rows.py, RowEmitter._transfer_batch): a pointwise stage's loads and stores
move several consecutive points' rows in one `ld` / `st`. RoPE as HF computes it (rotate_half
through a cat: two masked loads of the row's other half, copied out of the row itself:
RowEmitter.derived_loads) on heads of 128: the batched program gives the unbatched one's bits and
CPU's values (fp16 tolerance), and the card spends less time on it (every ld pays the LPDDR5
latency on its unit). Launches run on both engines (conftest's "check")."""

import pathlib
import re

import torch

from spyre_inductor.compiler import pipeline
from spyre_inductor.compiler.debug import capture_kernels, kernel_compute_us
from spyre_inductor.compiler.emit.rows import RowEmitter

TOKENS, HEADS, DIM = 128, 2, 128


def _rope(x, cos, sin):
    q = x.view(1, TOKENS, HEADS, DIM).transpose(1, 2)
    rotated = torch.cat((-q[..., DIM // 2:], q[..., :DIM // 2]), dim=-1)
    return q * cos.unsqueeze(1) + rotated * sin.unsqueeze(1)


def _compile(monkeypatch, batches, *xs):
    torch._dynamo.reset()
    monkeypatch.setattr(RowEmitter, "TRANSFER_BATCHES", batches)
    with torch._inductor.config.patch(fx_graph_cache=False), pipeline.kernel_cache.disabled(), \
            capture_kernels() as kernels:
        out = torch.compile(_rope)(*[x.to("spyre") for x in xs])
        torch.spyre.synchronize()
    (k,) = kernels
    name = k.kernel_name or k.artifact.kernel_name
    text = (pathlib.Path(k.artifact_dir) / "program.s").read_text()
    return out.cpu(), kernel_compute_us({name})[name], text, k.artifact.cost.bytes_moved


def test_rope_rows_move_in_batches(spyre, monkeypatch):
    g = torch.Generator().manual_seed(0)
    x = torch.randn(1, TOKENS, HEADS * DIM, generator=g).half()
    angles = torch.rand(1, TOKENS, DIM, generator=g) * 6
    cos, sin = angles.cos().half(), angles.sin().half()
    batched, t_batched, text, moved = _compile(monkeypatch, RowEmitter.TRANSFER_BATCHES, x, cos, sin)
    single, t_single, text_single, moved_single = _compile(monkeypatch, (), x, cos, sin)
    torch.testing.assert_close(batched.float(), _rope(x.float(), cos.float(), sin.float()), rtol=2e-3, atol=4e-3)
    assert torch.equal(batched, single)
    # 256 head rows on 32 cores: batches of 2 rows, x's rows (2 sticks, a token = 512 B apart) in
    # one ld; unbatched, every load is one row
    assert re.search(r"ld sp\[0x[0-9a-f]+\], dev\[r\d\+0x[0-9a-f]+\], sticks=2, rows=2, stride=512", text)
    assert "rows=2" not in text_single
    # rotate_half's two half rows are copied out of x's row (RowEmitter.derived_loads): x is read
    # once; cos and sin once per head (a core's points are one head's tokens), the output written once
    nbytes = 2 * TOKENS * DIM
    assert moved == moved_single == HEADS * nbytes * 2 + 2 * HEADS * nbytes, (moved, moved_single)
    assert t_batched < 0.75 * t_single, (t_batched, t_single)
