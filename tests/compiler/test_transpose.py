"""Transposes and permutes that move the stick dim run as E x E tiles (transpose.py: `ld` the tile's
sticks, `vtrans`, `st` whole sticks), checked against CPU PyTorch; really irregular accesses still
fall back to element mode, also checked. Shapes: stick multiples (64x64) and not (100x40, 3x5,
2x3x70x33), fp32 / fp16 / bf16 / int64 / bool. Transposes are exact: no tolerance."""

import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from spyre_inductor.compiler.cardrun import run_on_card
from spyre_inductor.compiler.pipeline import build_artifact, build_programs
from spyre_inductor.compiler.debug import capture_kernels
from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol
from spyre_inductor.compiler.passes.plan import plan_layouts
from spyre_runtime.card import disassemble

sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import compile_check, matmul_stages, rand  # noqa: E402

i0, i1, i2 = iter_symbol(0), iter_symbol(1), iter_symbol(2)


def exact(fn, *inputs, spyre_inputs=None):
    """Compile fn for spyre, run it, compare bit for bit with CPU eager; returns the kernels."""
    torch._dynamo.reset()
    before = torch.spyre.fallback_counts()
    dev = spyre_inputs if spyre_inputs is not None else [t.to("spyre") for t in inputs]
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(fn)(*dev)
    ref = fn(*inputs)
    assert out.device.type == "spyre" and out.shape == ref.shape and out.dtype == ref.dtype
    assert torch.equal(out.cpu(), ref) or (ref.is_floating_point() and torch.equal(out.cpu().isnan(), ref.isnan()))
    assert torch.spyre.fallback_counts() == before
    return kernels


def modes(kernels):
    return [getattr(p, "mode", None) for k in kernels for p in k.plans["layout"]]


def uses_vtrans(kernels):
    return any("vtrans." in k.artifact.disassembly for k in kernels)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("shape", [(64, 64), (100, 40), (3, 5), (130, 70)])
def test_transpose_contiguous(spyre, shape, dtype):
    kernels = exact(lambda x: x.t().contiguous(), rand(*shape, dtype=dtype))
    assert modes(kernels) == ["tile"] and uses_vtrans(kernels)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("perm", [(0, 1, 3, 2), (3, 2, 1, 0), (0, 3, 1, 2), (2, 0, 3, 1), (1, 3, 0, 2)])
def test_permute_moving_the_stick_dim(spyre, perm, dtype):
    kernels = exact(lambda x: x.permute(*perm).contiguous(), rand(2, 3, 70, 33, dtype=dtype))
    assert "element" not in modes(kernels) and uses_vtrans(kernels)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.int64, torch.bool])
def test_transpose_other_dtypes(spyre, dtype):
    x = (rand(50, 37) * 100).to(dtype)
    kernels = exact(lambda x: x.t().contiguous(), x)
    assert modes(kernels) == ["tile"]


FUSED = {  # the accesses each stage gets (which operand is transposed depends on the output's strides)
    "exp": (lambda x, y, b, c, d: (x.t() * 2 + y).exp() - b + c, ["row", "row", "trans", "trans_bcast", "ucol"]),
    "col": (lambda x, y, b, c, d: y + x.t() - b + c, ["row", "row", "row_bcast", "trans", "wcol"]),
    "rows": (lambda x, y, b, c, d: y + x.t() * d[:, None] + b, ["row", "row", "row_bcast", "trans", "trans_bcast"]),
}


@pytest.mark.parametrize("case", sorted(FUSED))
def test_transpose_fused_with_pointwise_ops(spyre, case):
    """Ops on the transposed tile (one E*E row), a same-frame operand, and broadcasts along either
    tile dim: a stick (b: (70,), d: (45,)) or one element per stick (c: (45, 1), a keepdim shape)."""
    fn, kinds = FUSED[case]
    inputs = rand(70, 45), rand(45, 70, seed=1), rand(70, seed=2), rand(45, 1, seed=3), rand(45, seed=4)
    kernels = compile_check(fn, *inputs)
    assert modes(kernels) == ["tile"]
    assert sorted(a.kind for a in kernels[0].plans["layout"][0].accesses.values()) == kinds


def test_transpose_with_a_scalar_operand(spyre):
    kernels = compile_check(lambda x, y, s: y + x.t() * s[1, 2], rand(40, 70), rand(70, 40, seed=1),
                            rand(3, 4, seed=2))
    assert modes(kernels) == ["tile"]
    assert sorted(a.kind for a in kernels[0].plans["layout"][0].accesses.values()) == ["row", "row", "scalar", "trans"]


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_transposed_matmul_operand_on_a_non_contiguous_input(spyre, dtype):
    """x arrives transposed (a non-contiguous spyre tensor, storage sticked on M): x @ w.t() needs
    A sticked on K, so a restickify copy stage runs first -- as tiles."""
    xt, w = rand(96, 40, dtype=dtype), rand(33, 96, dtype=dtype, seed=1)  # x = xt.t(): (40, 96)
    torch._dynamo.reset()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(lambda x, w: x @ w.t())(xt.to("spyre").t(), w.to("spyre"))
    ref = (xt.t().float() @ w.t().float()).to(dtype)
    torch.testing.assert_close(out.cpu(), ref, rtol=2e-3, atol=2e-3)
    (stage,) = matmul_stages(kernels)
    assert stage.form == "mmt" and stage.a.buffer.endswith("_a_restick")
    assert "tile" in modes(kernels) and "element" not in modes(kernels)


@pytest.mark.parametrize("reduce", ["sum", "amax"])
def test_restickify_before_a_reduction_runs_as_tiles(spyre, reduce):
    """Reducing a permuted tensor over a dim that is neither a row nor the output's stick dim: the
    restickify copy inserted before the reduction (plan.insert_restickify) is a tiled stage."""
    kernels = compile_check(lambda x: getattr(x.permute(2, 0, 1), reduce)(-1), rand(5, 40, 33))
    assert modes(kernels) == ["tile", "within"]


def test_large_transpose_uses_the_tile_instruction(spyre):
    """256 x 320 fp32: 80 tiles of 32 x 32 over 32 cores; one vtrans per tile, whole-stick loads and
    stores (not one vector instruction per element)."""
    kernels = exact(lambda x: x.t().contiguous(), rand(256, 320))
    (k,) = kernels
    assert modes(kernels) == ["tile"]
    text = k.artifact.disassembly
    counts = k.artifact.instruction_counts()
    assert text.count("vtrans.f32") >= 1 and "vrmax" not in text
    assert sum(counts.values()) < 2000  # element mode needs ~82k instructions for the same copy
    assert len(k.artifact.cores) == 32


@pytest.mark.parametrize("fn", [lambda x, y: y + x.t().float(), lambda x, y: (x.t() > 0) & (x.t() < y.half())],
                         ids=["cast", "compare"])
def test_transpose_mixed_with_another_stick_width_copies_then_rows(spyre, fn):
    """fp16 loads with an fp32 or bool result have no common tile: the transposed load is copied
    first (a tiled fp16 copy, once for both loads of x), then the stage runs as rows."""
    x, y = rand(20, 70, dtype=torch.float16), rand(70, 20, seed=1)
    torch._dynamo.reset()
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out = torch.compile(fn)(x.to("spyre"), y.to("spyre"))
    assert torch.equal(out.cpu(), fn(x, y))
    assert modes(kernels) == ["tile", "pointwise"]


@pytest.mark.parametrize("dtype,D", [(torch.float32, 64), (torch.float16, 64), (torch.float32, 16)])
def test_rotate_half_transposed_copies_once_then_rows(spyre, dtype, D):
    """rotate_half fused with a transpose (the key of Q.K^T), positions added as index values:
    masked loads sticked on the head dim, the store sticked on the sequence, which tiles do not
    take. The key is copied transposed once (one tile stage serves the whole load and both
    halves), then the stage runs as rows."""
    def fn(x):
        x1, x2 = x[..., :D // 2], x[..., D // 2:]
        pos = torch.arange(x.shape[-2], device=x.device, dtype=x.dtype)[:, None]
        return ((torch.cat((-x2, x1), dim=-1) * 3 + x + pos).transpose(-1, -2) * 0.5).contiguous()

    kernels = exact(fn, rand(2, 3, 11, D, dtype=dtype))
    assert modes(kernels) == ["tile", "pointwise"]


def test_irregular_accesses_still_fall_back_to_element_mode(spyre):
    """Rows that start inside a stick (a column slice at an offset) are not tiles: element mode."""
    kernels = exact(lambda x: x[:, 3:].t().contiguous(), rand(40, 70))
    assert modes(kernels) == ["element"]


# ---- kernel IR on the card (no torch device)

def _transpose_kernel(rows, cols, dtype="float32", op="neg"):
    x = Buffer("x", (rows, cols), (cols, 1), dtype, "input")
    out = Buffer("out", (cols, rows), (rows, 1), dtype, "output")
    st = Stage("t", (cols, rows), (), [
        Op("load", "%0", dtype=dtype, buffer="x", index=cols * i1 + i0),
        Op(op, "%1", ("%0",), dtype),
        Op("store", None, ("%1",), buffer="out", index=rows * i0 + i1),
    ])
    return Kernel("k", {"x": x, "out": out}, [st])


def test_tile_plan():
    (plan,) = plan_layouts(_transpose_kernel(70, 40))
    assert plan.mode == "tile" and plan.T == 32 and plan.u_var == i1 and plan.w_var == i0
    assert plan.point_sizes == (3, 2) and plan.u_tail == 70 % 32
    assert [plan.accesses[i].kind for i in (0, 2)] == ["trans", "row"]
    assert "tiles 32x32" in plan.describe()


@pytest.mark.parametrize("rows,cols,dtype", [(70, 40, "float32"), (130, 64, "float16"), (9, 200, "int64")])
def test_tiles_on_card_match_numpy(rows, cols, dtype):
    k = _transpose_kernel(rows, cols, dtype)
    x = (np.random.default_rng(3).standard_normal((rows, cols)) * 50).astype(dtype)
    outs, report = run_on_card(k, {"x": x.reshape(-1)})
    np.testing.assert_array_equal(outs["out"].reshape(cols, rows), -x.T)


def test_rerolled_tiles_compute_the_same_as_unrolled_code(monkeypatch):
    from spyre_inductor.compiler import pipeline

    rows, cols = 1000, 650  # 32 x 21 tiles, the last row and column of tiles partial: 21 per core
    k = _transpose_kernel(rows, cols)
    x = np.random.default_rng(4).standard_normal((rows, cols)).astype(np.float32)
    count = lambda im: sum(len(p) for p in im.programs.values())  # noqa: E731
    rolled, _ = build_programs(_transpose_kernel(rows, cols), loops=True)
    unrolled, _ = build_programs(_transpose_kernel(rows, cols), loops=False)
    assert count(rolled) < count(unrolled) * 0.6 and "loop count=" in disassemble(rolled)
    outs_rolled, _ = run_on_card(k, {"x": x.reshape(-1)})
    real = pipeline.build_programs
    monkeypatch.setattr("spyre_inductor.compiler.cardrun.build_programs",
                        lambda kernel, config=None: real(kernel, config, loops=False))
    outs_unrolled, _ = run_on_card(_transpose_kernel(rows, cols), {"x": x.reshape(-1)})
    np.testing.assert_array_equal(outs_rolled["out"], outs_unrolled["out"])
    np.testing.assert_array_equal(outs_rolled["out"].reshape(cols, rows), -x.T)


def test_tile_artifacts_are_deterministic():
    from spyre_runtime.artifact import encode_artifact

    a1, _, _ = build_artifact(_transpose_kernel(100, 40))
    a2, _, _ = build_artifact(_transpose_kernel(100, 40))
    assert encode_artifact(a1) == encode_artifact(a2)


def test_uneven_row_spacing_splits_loads_into_runs():
    """Input rows of one tile that are not evenly spaced in device memory (a view merging two dims
    of a 3-d storage) load as several evenly spaced runs."""
    x = Buffer("x", (4, 10, 32), (320, 32, 1), "float32", "input")  # device (10, 1, 4, 32): rows of i_a apart
    out = Buffer("out", (32, 40), (40, 1), "float32", "output")
    from torch.utils._sympy.functions import FloorDiv, ModularIndexing

    # i1 = 10*a + b walks x's rows across its two outer dims
    index = 320 * FloorDiv(i1, 10) + 32 * ModularIndexing(i1, 1, 10) + i0
    st = Stage("t", (32, 40), (), [
        Op("load", "%0", dtype="float32", buffer="x", index=index),
        Op("store", None, ("%0",), buffer="out", index=40 * i0 + i1),
    ])
    k = Kernel("k", {"x": x, "out": out}, [st])
    (plan,) = plan_layouts(k)
    assert plan.mode == "tile"
    xv = np.random.default_rng(5).standard_normal((4, 10, 32)).astype(np.float32)
    outs, _ = run_on_card(k, {"x": xv.reshape(-1)})
    np.testing.assert_array_equal(outs["out"].reshape(32, 40), xv.reshape(40, 32).T)


# Heads narrower than a stick (MiniLM's head dim 32 in a 64-element fp16 stick): a head's rows start
# at lane 32 of their sticks. The tile and row plans load those sticks and shift them onto lane 0 on
# the vector unit (tiles.py, layout.py) instead of falling back to element mode.
HALF_STICK_HEADS = [(torch.float16, 2, 13, 6, 32), (torch.bfloat16, 1, 70, 4, 32), (torch.float32, 2, 37, 3, 16)]
STRADDLING = pytest.param(torch.float16, 1, 5, 3, 48, marks=pytest.mark.xfail(
    strict=True, reason="a head straddling two sticks (48 of 64 lanes) is not tiled yet: element mode"))


@pytest.mark.parametrize("dtype,B,S,H,D", HALF_STICK_HEADS + [STRADDLING])
def test_half_stick_heads_transposed_and_upcast(spyre, dtype, B, S, H, D):
    """Math SDPA's K side: bias add, heads split, transposed, upcast to fp32 and scaled, in one
    kernel: a tiled copy with shifted rows, then rows."""
    def kproj(x, b):
        return ((x + b).view(B, S, H, D).permute(0, 2, 3, 1).float() * 0.42).contiguous()

    kernels = exact(kproj, rand(B * S, H * D, dtype=dtype), rand(H * D, dtype=dtype))
    assert "element" not in modes(kernels) and uses_vtrans(kernels)


@pytest.mark.parametrize("dtype,B,S,H,D", HALF_STICK_HEADS + [(torch.float16, 1, 5, 3, 48)])
def test_half_stick_heads_split(spyre, dtype, B, S, H, D):
    """Heads split off the hidden dim (q / v of attention): rows that start inside a stick."""
    kernels = exact(lambda x: (x.view(B, S, H, D).transpose(1, 2) * 2).contiguous(), rand(B * S, H * D, dtype=dtype))
    assert "element" not in modes(kernels)
    kernels = exact(lambda x: x.view(B, S, H, D).transpose(1, 2).contiguous(), rand(B * S, H * D, dtype=dtype))
    assert "element" not in modes(kernels)


@pytest.mark.parametrize("dtype,B,S,H,D", HALF_STICK_HEADS)
def test_half_stick_heads_merged(spyre, dtype, B, S, H, D):
    """Heads merged back into the hidden dim (attention's output before its projection): each
    head's D elements sit at the start of their own stick; the row packs E / D of them a stick."""
    def merge(x):
        return (x.view(B, H, S, D).transpose(1, 2).contiguous() * 2).view(B * S, H * D) + 1

    kernels = exact(merge, rand(B * H * S, D, dtype=dtype))
    assert "element" not in modes(kernels)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int64])
def test_rows_of_one_element_sticks(spyre, dtype):
    """A keepdim column read or written along the row (one element at the start of each stick)
    runs as rows of stick runs, one element a run."""
    x = rand(6, 40, dtype=dtype)
    kernels = exact(lambda x: x.t() * x.amax(-1), x.t().contiguous())
    assert "element" not in modes(kernels)
    # keepdim columns in and out (LayerNorm's mean, var_mean's pieces): a stick per element
    kernels = exact(lambda m, v: m * 3 - v, rand(2, 37, 1, dtype=dtype), rand(2, 37, 1, dtype=dtype))
    assert modes(kernels) == ["pointwise"]


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_columns_of_sticks_from_a_later_lane(spyre, dtype):
    """A max over a short stick dim that Inductor unrolls (5 < its unroll threshold) into a
    pointwise stage reads x[..., j] for each j: along the row, element j of every stick (runs of
    one element starting at lane j), stored into a keepdim column; T5's relative-position-bias
    max does this. Rows, not element by element."""
    x = rand(2, 2, 5, 5, dtype=dtype)
    kernels = exact(lambda x: (x + 1).amax(-1, keepdim=True).transpose(2, 3).contiguous().transpose(2, 3) * 2, x)
    assert "element" not in modes(kernels)
    kernels = exact(lambda x: x[..., 1:4].amax(-1, keepdim=True) - x[..., 3:4], x)
    assert "element" not in modes(kernels)


@pytest.mark.parametrize("dtype,n,times", [(torch.float32, 20, 2), (torch.float16, 20, 2), (torch.float32, 64, 2),
                                           (torch.float32, 64, 3), (torch.float16, 128, 2), (torch.float32, 96, 4)])
def test_rows_of_a_repeated_table(spyre, dtype, n, times):
    """Rotary's table repeated along the row: the same stick's run again (n < E), or the same
    n / E whole sticks again (one `ld` with stride 0)."""
    kernels = exact(lambda x, f: x * f.repeat(times), rand(6, n * times, dtype=dtype),
                    rand(n, dtype=dtype))
    assert "element" not in modes(kernels)


@pytest.mark.parametrize("dtype,H,D", [(torch.float32, 9, 64), (torch.float32, 3, 96), (torch.float16, 5, 128)])
def test_heads_merged_from_sticks_a_head_count_apart(spyre, dtype, H, D):
    """A decode step's attention output (H, 1, D) merged back into the hidden dim (H * D): its
    layout tiles the head dim outside the heads, so a head's sticks are H sticks apart and a row's
    sticks are not evenly spaced; the row loads them as evenly spaced segments (one ld each), not
    element by element. Then into a matmul (o_proj)."""
    a, w = rand(H, 1, D, dtype=dtype), rand(H * D, 16, dtype=dtype, seed=1)
    kernels = exact(lambda a: a.transpose(0, 1).reshape(1, H * D) * 2, a)
    assert modes(kernels) == ["pointwise"]
    kernels = compile_check(lambda a, w: a.transpose(0, 1).reshape(1, H * D) @ w, a, w, dtype=dtype)
    assert "element" not in [mode for k in kernels for _, mode in k.stage_modes()]


@pytest.mark.parametrize("dtype,D", [(torch.float16, 32), (torch.float16, 64), (torch.float32, 16), (torch.bfloat16, 128)])
def test_rotate_half_and_cat_inside_a_stick(spyre, dtype, D):
    """Llama's rotate_half (cat(-x2, x1) of a head's halves) and a cat along the stick dim at a
    lane inside a stick: masked loads whose lanes start inside a stick, shifted into place."""
    def rotate_half(x):
        x1, x2 = x[..., :D // 2], x[..., D // 2:]
        return torch.cat((-x2, x1), dim=-1) * 3

    kernels = exact(rotate_half, rand(2, 3, 5, D, dtype=dtype))
    assert "element" not in modes(kernels)
    kernels = exact(lambda a, b: torch.cat([a * 2, b], dim=-1), rand(7, 20, dtype=dtype), rand(7, 45, dtype=dtype))
    assert "element" not in modes(kernels)


@pytest.mark.parametrize("dtype", [torch.int64, torch.float16, torch.float32])
def test_store_into_a_slice_inside_a_stick(spyre, dtype):
    """x[:, 1:] = ... (transformers' position bookkeeping): each row starts inside a stick shared
    with other data, shifted into place and merged."""
    def fn(x, y):
        x = x.clone()
        x[:, 1:] = y * 2
        return x

    for cols in (9, 130):  # (a row inside one stick; rows over several sticks)
        kernels = exact(fn, rand(3, cols, dtype=dtype), rand(3, cols - 1, dtype=dtype))
        assert "element" not in modes(kernels)
