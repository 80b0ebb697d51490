"""passes/repeated_loads.merge_repeated_loads: a load of an element its stage loaded already (HF
T5's fp16 clamp reads its isinf flag twice) becomes that value, results renumbered by position; a
stage storing into the buffer keeps its loads. Compiled: the clamp's stages load the flag once,
results equal to CPU eager (launches on both engines, conftest's "check")."""

import collections

import torch

from spyre_inductor.compiler import pipeline
from spyre_inductor.compiler.debug import capture_kernels
from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol
from spyre_inductor.compiler.passes.repeated_loads import merge_repeated_loads


def _kernel(store_into_x: bool):
    i0 = iter_symbol(0)
    x = Buffer("x", (64,), (1,), "float32", "inout" if store_into_x else "input")
    out = Buffer("out", (64,), (1,), "float32", "output")
    ops = [Op("load", "%0", dtype="float32", buffer="x", index=i0),
           Op("exp", "%1", ("%0",), "float32"),
           Op("load", "%2", dtype="float32", buffer="x", index=i0),
           Op("add", "%3", ("%1", "%2"), "float32"),
           Op("store", None, ("%3",), buffer="x" if store_into_x else "out", index=i0)]
    return Kernel("k", {b.name: b for b in (x, out)}, [Stage("s", (64,), (), ops)])


def test_repeated_load_merged_and_renumbered():
    k = _kernel(False)
    merge_repeated_loads(k)
    ops = k.stages[0].ops
    assert [op.opcode for op in ops] == ["load", "exp", "add", "store"]
    assert [op.result for op in ops] == ["%0", "%1", "%2", None]
    assert ops[2].operands == ("%1", "%0") and ops[3].operands == ("%2",)


def test_stage_storing_the_buffer_keeps_its_loads():
    k = _kernel(True)
    merge_repeated_loads(k)
    assert [op.opcode for op in k.stages[0].ops] == ["load", "exp", "load", "add", "store"]


def test_t5_clamp_loads_its_flag_once(spyre):
    def clamp(h):
        c = torch.where(torch.isinf(h).any(), torch.finfo(h.dtype).max - 1000, torch.finfo(h.dtype).max)
        return torch.clamp(h, -c, c)

    x = torch.randn(2, 12, 64, generator=torch.Generator().manual_seed(0)).half()
    x[0, 3, 3] = float("inf")
    torch._dynamo.reset()
    with torch._inductor.config.patch(fx_graph_cache=False), pipeline.kernel_cache.disabled(), \
            capture_kernels() as kernels:
        out = torch.compile(clamp)(x.to("spyre")).cpu()
    assert torch.equal(out, clamp(x))
    for k in kernels:
        for stage in k.kernel.stages:
            loads = collections.Counter((op.buffer, str(op.index)) for op in getattr(stage, "ops", ())
                                        if op.opcode == "load")
            assert max(loads.values(), default=1) == 1, (stage.name, loads)
