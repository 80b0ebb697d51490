"""Kernel IR: structure checks, printing, and its numpy semantics against hand-computed numpy."""

import numpy as np
import pytest
import sympy

from spyre_inductor.compiler.ir.interpret import eval_index, run_kernel
from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, KernelIRError, Op, Stage, iter_symbol, reduce_symbol

i0, i1, r0 = iter_symbol(0), iter_symbol(1), reduce_symbol(0)


def test_render_is_readable_and_stable(softmax_kernel):
    text = softmax_kernel(4, 100).render()
    assert "stage max: iter [i0=4] reduce [r0=100]" in text
    assert "%1 = reduce max %0 : float32" in text
    assert "store out[100*i0 + i1] = %3" in text
    assert text == softmax_kernel(4, 100).render()


def test_interpreter_matches_numpy(softmax_kernel):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 100)).astype(np.float32)
    st = run_kernel(softmax_kernel(4, 100), {"x": x.reshape(-1)})
    want = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(st["out"].reshape(4, 100), want, rtol=1e-6)
    np.testing.assert_allclose(st["mx"], x.max(axis=1))


def test_verify_rejects_use_before_definition(softmax_kernel):
    k = softmax_kernel(2, 3)
    k.stages[1].ops[2] = Op("sub", "%2", ("%0", "%9"), "float32")
    with pytest.raises(KernelIRError, match=r"stage exp, op 2 \(sub\): operand %9 used before definition"):
        k.verify()


def test_verify_rejects_unknown_buffer_and_symbol(softmax_kernel):
    k = softmax_kernel(2, 3)
    k.stages[0].ops[0] = Op("load", "%0", dtype="float32", buffer="nope", index=i0)
    with pytest.raises(KernelIRError, match="buffer 'nope' is not declared"):
        k.verify()
    k = softmax_kernel(2, 3)
    k.stages[1].ops[0] = Op("load", "%0", dtype="float32", buffer="x", index=i0 + r0)
    with pytest.raises(KernelIRError, match=r"unknown symbols \['r0'\]"):
        k.verify()


def test_eval_index_inductor_functions():
    from torch.utils._sympy.functions import FloorDiv, ModularIndexing

    env = {i0: np.arange(10)}
    np.testing.assert_array_equal(eval_index(FloorDiv(i0, 3), env), np.arange(10) // 3)
    np.testing.assert_array_equal(eval_index(ModularIndexing(i0, 2, 3), env), (np.arange(10) // 2) % 3)
    np.testing.assert_array_equal(eval_index(sympy.Min(i0, 4) + 1, env), np.minimum(np.arange(10), 4) + 1)


def test_masked_load_reads_zero_outside_mask():
    x = Buffer("x", (3,), (1,), "float32", "input")
    out = Buffer("out", (5,), (1,), "float32", "output")
    stage = Stage("pad", (5,), (), [
        Op("index", "%0", dtype="int64", index=i0),
        Op("const", "%1", dtype="int64", value=3),
        Op("lt", "%2", ("%0", "%1"), "bool"),
        Op("load", "%3", dtype="float32", buffer="x", index=i0, mask="%2", value=0),
        Op("store", None, ("%3",), buffer="out", index=i0),
    ])
    k = Kernel("pad", {"x": x, "out": out}, [stage])
    k.verify()
    st = run_kernel(k, {"x": np.array([1.0, 2.0, 3.0], np.float32)})
    np.testing.assert_array_equal(st["out"], [1, 2, 3, 0, 0])
