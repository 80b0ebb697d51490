"""passes/gather.merge_repeated_gathers: an embedding Inductor inlined into each pass of the layer
norm after it (GPT-2's wte[ids] + wpe: mean, variance, normalize) was gathered once per pass; the
same rows of the same table by the same index are now gathered once and read by every pass (which
row fusion can then fuse). Not where a stage in between writes the table. Against CPU eager
(launches on both engines, conftest's "check")."""

import torch
import torch.nn.functional as F

from spyre_inductor.compiler import pipeline
from spyre_inductor.compiler.debug import capture_kernels
from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, indirect_symbol, iter_symbol
from spyre_inductor.compiler.passes.gather import GatherStage, lower_gathers, merge_repeated_gathers
from spyre_inductor.compiler.passes.layout import assign_layouts


def test_embedding_layer_norm_gathers_once(spyre):
    g = torch.Generator().manual_seed(0)
    wte, wpe = torch.randn(100, 64, generator=g).half(), torch.randn(12, 64, generator=g).half()
    w, b = torch.randn(64, generator=g).half(), torch.randn(64, generator=g).half()
    ids = torch.randint(0, 100, (2, 12), generator=g)

    def fn(ids, wte, wpe, w, b):
        return F.layer_norm(F.embedding(ids, wte) + wpe, (64,), w, b)

    torch._dynamo.reset()
    with torch._inductor.config.patch(fx_graph_cache=False), pipeline.kernel_cache.disabled(), \
            capture_kernels() as kernels:
        out = torch.compile(fn)(*[x.to("spyre") for x in (ids, wte, wpe, w, b)]).cpu()
    torch.testing.assert_close(out, fn(ids, wte, wpe, w, b), rtol=1e-2, atol=1e-2)
    gathers = [s.name for k in kernels for s in k.kernel.stages if isinstance(s, GatherStage)]
    assert len(gathers) == 1, gathers


def test_an_embedding_read_by_several_kernels_is_gathered_once(spyre):
    """GPT-2's `wte[ids] + wpe` is read by the first layer norm and by the residual add after the
    first attention (here: after a matmul): Inductor would inline it into both (three reads are
    under its realize threshold), gathering the rows again in the second kernel;
    inductor_api.realize_reused_gathers_on realizes it once instead."""
    g = torch.Generator().manual_seed(0)
    wte, wpe = torch.randn(100, 64, generator=g).half(), torch.randn(12, 64, generator=g).half()
    w = torch.randn(64, 64, generator=g).half() / 8
    ids = torch.randint(0, 100, (2, 12), generator=g)

    def fn(ids, wte, wpe, w):
        h = F.embedding(ids, wte) + wpe
        x = F.layer_norm(h, (64,))
        return h + x @ w

    torch._dynamo.reset()
    with torch._inductor.config.patch(fx_graph_cache=False), pipeline.kernel_cache.disabled(), \
            capture_kernels() as kernels:
        out = torch.compile(fn)(*[x.to("spyre") for x in (ids, wte, wpe, w)]).cpu()
    torch.testing.assert_close(out, fn(ids, wte, wpe, w), rtol=1e-2, atol=1e-2)
    gathers = [s.name for k in kernels for s in k.kernel.stages if isinstance(s, GatherStage)]
    assert len(gathers) == 1, gathers


def _kernel(write_between: bool):
    i0, i1 = iter_symbol(0), iter_symbol(1)
    bufs = [Buffer("idx", (4,), (1,), "int64", "input"), Buffer("table", (10, 64), (64, 1), "float32", "inout"),
            Buffer("a", (4, 64), (64, 1), "float32", "output"), Buffer("c", (4, 64), (64, 1), "float32", "output")]
    ind = indirect_symbol("%1")

    def reader(name, out):
        return Stage(name, (4, 64), (), [
            Op("load", "%0", dtype="int64", buffer="idx", index=i0),
            Op("indirect", "%1", ("%0",), "int64", value=(10, True)),
            Op("load", "%2", dtype="float32", buffer="table", index=64 * ind + i1),
            Op("store", None, ("%2",), buffer=out, index=64 * i0 + i1)])

    stages = [reader("s0", "a")]
    if write_between:
        stages.append(Stage("w", (10, 64), (), [Op("load", "%0", dtype="float32", buffer="table", index=64 * i0 + i1),
                                                 Op("neg", "%1", ("%0",), "float32"),
                                                 Op("store", None, ("%1",), buffer="table", index=64 * i0 + i1)]))
    stages.append(reader("s2", "c"))
    k = Kernel("k", {x.name: x for x in bufs}, stages)
    assign_layouts(k)
    lower_gathers(k)
    merge_repeated_gathers(k)
    return [s for s in k.stages if isinstance(s, GatherStage)]


def test_not_merged_past_a_write_of_the_table():
    assert len(_kernel(False)) == 1
    assert len(_kernel(True)) == 2
