"""Operands whose rows do not start on a stick boundary (a bias slice b[16:32], a residual viewed at
an element offset, x[:, 48:64]) compile right: the layout pass copies such an operand onto stick
boundaries first (passes/layout.realign_loads), so the stage keeps whole-stick rows and a matmul
epilogue stays fused. These used to load whole sticks from the unaligned start: wrong lanes, or a
DeviceFault when the stick ran past the allocation. A row inside one stick in a stage no matmul
precedes is read in place instead (shifted on the vector unit). Against the CPU, no fallback."""

import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from spyre_inductor.compiler.passes.matmul import MatmulStage
sys.path.insert(0, str(Path(__file__).parent))  # the shared helpers next to this file
from test_matmul_support import compile_check, rand  # noqa: E402


def _fused(kernels):
    stages = [s for k in kernels for s in k.kernel.stages if isinstance(s, MatmulStage)]
    return len(stages) == 1 and stages[0].epilogue is not None


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
@pytest.mark.parametrize("lo", [16, 5, 30])
def test_linear_bias_slice(spyre, dtype, lo):
    # a 48-element bias: the 16 elements at lo end inside the allocation's last stick (fp16: its only one)
    x, w, b = rand(8, 64, dtype=dtype), rand(16, 64, dtype=dtype, seed=1), rand(48, dtype=dtype, seed=2)
    tol = torch.float32 if dtype == torch.float32 else "fp16_epilogue"
    kernels = compile_check(lambda x, w, b: F.linear(x, w, b[lo:lo + 16]), x, w, b, dtype=tol)
    assert _fused(kernels)


def test_addmm_bias_at_the_end_of_its_storage(spyre):
    x, w, b = rand(8, 64), rand(16, 64, seed=1), rand(32, seed=2)
    assert _fused(compile_check(lambda x, w, b: torch.addmm(b[16:32], x, w.t()), x, w, b))


def test_residual_at_an_element_offset(spyre):
    x, w, r = rand(8, 64), rand(16, 64, seed=1), rand(8 * 16 + 5, seed=2)
    assert _fused(compile_check(lambda x, w, r: F.linear(x, w) + r[5:5 + 128].view(8, 16), x, w, r))


def test_bmm_residual_at_an_element_offset(spyre):
    a, c, r = rand(2, 8, 64), rand(2, 64, 16, seed=1), rand(2 * 8 * 16 + 3, seed=2)
    compile_check(lambda a, c, r: torch.bmm(a, c) + r[3:3 + 256].view(2, 8, 16), a, c, r)


def test_pointwise_bias_slice_and_column_slice(spyre):
    compile_check(lambda x, b: x * 2 + b[16:32], rand(8, 16), rand(32, seed=1))
    compile_check(lambda x: x[:, 48:64] * 2, rand(8, 64))
    compile_check(lambda x: x[:, 6:38].exp(), rand(8, 64))


def _realigned(kernels):
    return [s.name for k in kernels for s in k.kernel.stages if "_realign" in s.name]


def test_rows_inside_one_stick_read_in_place(spyre):
    # no matmul before it: a row inside one stick (fp16 head 1 of 32 at lane 32, Llama's RoPE on q
    # heads) is shifted on the vector unit, no copy stage; a row straddling two sticks is copied
    x = rand(12, 64, dtype=torch.float16)
    assert _realigned(compile_check(lambda x: x[:, 32:64] * 2 + 1, x, dtype=torch.float16)) == []
    assert _realigned(compile_check(lambda x: x[:, 48:64] * 2, rand(8, 64))) == []
    assert _realigned(compile_check(lambda x: x[:, 6:38].exp(), rand(8, 64))) != []
