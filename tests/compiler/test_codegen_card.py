"""Codegen on hand-built kernel IR, run on a private simulated card, against the IR's numpy
semantics (interpret.py) and hand-computed numpy."""

import numpy as np
import pytest

from spyre_inductor.compiler.cardrun import run_on_card
from spyre_inductor.compiler.pipeline import build_artifact, build_programs
from spyre_inductor.compiler.ir.interpret import run_kernel
from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol, reduce_symbol
from spyre_runtime.card import disassemble

i0, i1, r0 = iter_symbol(0), iter_symbol(1), reduce_symbol(0)


@pytest.mark.parametrize("rows,cols", [(4, 100), (3, 64), (40, 33), (1, 1)])
def test_softmax_like_kernel_on_card(softmax_kernel, rows, cols):
    k = softmax_kernel(rows, cols)
    x = np.random.default_rng(rows * cols).standard_normal((rows, cols)).astype(np.float32)
    outs, report = run_on_card(k, {"x": x.reshape(-1)})
    want = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(outs["out"].reshape(rows, cols), want, rtol=1e-6, atol=1e-7)
    ref = run_kernel(k, {"x": x.reshape(-1)})
    np.testing.assert_array_equal(outs["out"], ref["out"])
    assert report.cycles > 0


def test_rows_are_spread_over_cores_and_stages_are_separated_by_barriers(softmax_kernel, monkeypatch):
    from spyre_inductor.compiler.passes import row_fusion

    monkeypatch.setattr(row_fusion, "ENABLED", False)  # (else both stages become one: below)
    image, cg = build_programs(softmax_kernel(64, 100))
    assert sorted({core for core, _ in image.programs}) == list(range(32))
    text = disassemble(image)
    # one barrier per unit program between the two stages
    assert text.count("barrier") == 32 * 3
    assert cg.scratch_bytes == 256  # mx (64 fp32 = 2 sticks) in compiler-owned device scratch


def test_row_passes_fused_need_no_barrier_and_no_device_scratch(softmax_kernel):
    k = softmax_kernel(64, 100)
    image, cg = build_programs(k)
    assert [s.name for s in k.stages] == ["max+exp"] and "mx" not in k.buffers
    text = disassemble(image)
    assert "barrier" not in text and cg.scratch_bytes == 0
    assert text.count("ld ") == 64 and text.count("vrmax") == 64  # each row loaded once, its max taken once


def _reduce_dim0_kernel(rows, cols, kind):
    x = Buffer("x", (rows, cols), (cols, 1), "float32", "input")
    out = Buffer("out", (cols,), (1,), "float32", "output")
    st = Stage("r", (cols,), (rows,), [
        Op("load", "%0", dtype="float32", buffer="x", index=cols * r0 + i0),
        Op("reduce", "%1", ("%0",), "float32", value=kind),
        Op("store_reduction", None, ("%1",), buffer="out", index=i0),
    ])
    return Kernel("k", {"x": x, "out": out}, [st])


@pytest.mark.parametrize("kind,np_fn", [("sum", np.sum), ("max", np.max), ("min", np.min)])
def test_reduction_across_rows(kind, np_fn):
    k = _reduce_dim0_kernel(7, 45, kind)
    x = np.random.default_rng(1).standard_normal((7, 45)).astype(np.float32)
    outs, _ = run_on_card(k, {"x": x.reshape(-1)})
    np.testing.assert_allclose(outs["out"], np_fn(x, axis=0), rtol=1e-6)


def test_transpose_fp16_runs_as_tiles():
    x = Buffer("x", (70, 9), (9, 1), "float16", "input")
    out = Buffer("out", (9, 70), (70, 1), "float16", "output")
    st = Stage("t", (9, 70), (), [
        Op("load", "%0", dtype="float16", buffer="x", index=9 * i1 + i0),
        Op("neg", "%1", ("%0",), "float16"),
        Op("store", None, ("%1",), buffer="out", index=70 * i0 + i1),
    ])
    k = Kernel("k", {"x": x, "out": out}, [st])
    xv = np.random.default_rng(2).standard_normal((70, 9)).astype(np.float16)
    outs, _ = run_on_card(k, {"x": xv.reshape(-1)})
    np.testing.assert_array_equal(outs["out"].reshape(9, 70), -xv.T)
    assert [p.mode for p in build_programs(k)[1].plans] == ["tile"]


def test_artifact_bytes_are_deterministic(softmax_kernel):
    from spyre_runtime.artifact import encode_artifact

    a1, _, _ = build_artifact(softmax_kernel(5, 70))
    a2, _, _ = build_artifact(softmax_kernel(5, 70))
    assert encode_artifact(a1) == encode_artifact(a2)
    assert [s.name for s in a1.arguments] == ["x", "out"]
    assert a1.device_scratch_bytes == 0  # (mx is carried in the scratchpad: passes/row_fusion.py)


@pytest.mark.parametrize("rows,cols", [(512, 100), (300, 70), (640, 33)])
def test_rerolled_loops_compute_the_same_as_unrolled_code(softmax_kernel, rows, cols, monkeypatch):
    from spyre_inductor.compiler import pipeline

    k = softmax_kernel(rows, cols)
    x = np.random.default_rng(7).standard_normal((rows, cols)).astype(np.float32)
    unrolled, _ = build_programs(k, loops=False)
    rolled, _ = build_programs(k, loops=True)
    count = lambda im: sum(len(p) for p in im.programs.values())  # noqa: E731
    assert count(rolled) < count(unrolled) * 0.75
    assert "loop count=" in disassemble(rolled) and "loop count=" not in disassemble(unrolled)
    outs_rolled, _ = run_on_card(k, {"x": x.reshape(-1)})
    real = pipeline.build_programs
    monkeypatch.setattr("spyre_inductor.compiler.cardrun.build_programs",
                        lambda kernel, config=None: real(kernel, config, loops=False))
    outs_unrolled, _ = run_on_card(k, {"x": x.reshape(-1)})
    np.testing.assert_array_equal(outs_rolled["out"], outs_unrolled["out"])
    np.testing.assert_allclose(outs_rolled["out"].reshape(rows, cols), np.exp(x - x.max(1, keepdims=True)),
                               rtol=1e-6, atol=1e-7)


def test_long_stage_falls_back_to_shorter_row_chunks():
    # 150 live fp32 rows of 4096 elements need 2.4 MiB: more than a scratchpad; chunks of 1024 fit
    x = Buffer("x", (2, 4096), (4096, 1), "float32", "input")
    out = Buffer("out", (2, 4096), (4096, 1), "float32", "output")
    ops = [Op("load", "%0", dtype="float32", buffer="x", index=4096 * i0 + i1)]
    for n in range(1, 151):
        ops.append(Op("neg", f"%{n}", (f"%{n - 1}",), "float32"))
    ops.append(Op("store", None, ("%150",), buffer="out", index=4096 * i0 + i1))
    k = Kernel("k", {"x": x, "out": out}, [Stage("chain", (2, 4096), (), ops)])
    _, cg = build_programs(k)
    assert cg.plans[0].row_len == 1024 and cg.plans[0].num_points == 8
    xv = np.random.default_rng(3).standard_normal((2, 4096)).astype(np.float32)
    outs, _ = run_on_card(k, {"x": xv.reshape(-1)})
    np.testing.assert_array_equal(outs["out"], xv.reshape(-1))


def test_reduction_with_strided_rows_gets_a_restickify_stage():
    # out[i] = sum_r x[r, (2 i) mod 40]: no load walks a stick along r or i with unit step
    x = Buffer("x", (8, 40), (40, 1), "float32", "input")
    out = Buffer("out", (40,), (1,), "float32", "output")
    st = Stage("s", (40,), (8,), [
        Op("load", "%0", dtype="float32", buffer="x", index=40 * r0 + (2 * i0) % 40),
        Op("reduce", "%1", ("%0",), "float32", value="sum"),
        Op("store_reduction", None, ("%1",), buffer="out", index=i0),
    ])
    k = Kernel("k", {"x": x, "out": out}, [st])
    xv = np.random.default_rng(4).standard_normal((8, 40)).astype(np.float32)
    want = run_kernel(k, {"x": xv.reshape(-1)})["out"]  # the IR's meaning before the pass
    outs, _ = run_on_card(k, {"x": xv.reshape(-1)})
    assert [s.name for s in k.stages] == ["s_restick0", "s"]
    assert k.buffers["s_restick0"].role == "local" and k.buffers["s_restick0"].size == (40, 8)
    np.testing.assert_allclose(outs["out"], want, rtol=1e-6)
    np.testing.assert_allclose(outs["out"], xv[:, (2 * np.arange(40)) % 40].sum(0), rtol=1e-5)
