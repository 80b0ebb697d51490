"""Passes on small hand-built kernel IR: layouts and row plans, work division, scratchpad, queues."""

import itertools

import numpy as np
import pytest

from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol, reduce_symbol
from spyre_inductor.compiler.passes.attention import AttentionStage
from spyre_inductor.compiler.passes.gather import GatherStage
from spyre_inductor.compiler.passes.layout import LayoutConstraintError, device_elements
from spyre_inductor.compiler.passes.matmul import MatmulStage, OperandView
from spyre_inductor.compiler.passes.plan import plan_layouts
from spyre_inductor.compiler.passes.queues import check_balance
from spyre_inductor.compiler.passes.scatter import ScatterStage
from spyre_inductor.compiler.passes.scratchpad import Region, ScratchPlan, check_plan, plan_scratchpad
from spyre_inductor.compiler.passes.work_division import deal, divide_work
from spyre_inductor.compiler.common import SpyreCompileError
from spyre_inductor.device.layout import SpyreTensorLayout

i0, i1, r0 = iter_symbol(0), iter_symbol(1), reduce_symbol(0)


@pytest.mark.parametrize("size,dtype", [((4, 100), "float32"), ((5, 3, 70), "float16"), ((7,), "int64"),
                                        ((3, 130), "bool")])
def test_device_elements_inverts_the_layout(size, dtype):
    # reference: SpyreTensorLayout.host_offset over every device coordinate
    lay = SpyreTensorLayout.default(size, dtype)
    want = {}
    for flat, coords in enumerate(itertools.product(*map(range, lay.device_size))):
        h = lay.host_offset(coords)
        if h is not None:
            want[h] = flat
    hosts = np.array(sorted(want))
    assert len(hosts) == lay.host_numel
    np.testing.assert_array_equal(device_elements(lay, hosts), [want[h] for h in hosts])


def test_row_plans_of_softmax_like_kernel(softmax_kernel):
    plans = plan_layouts(softmax_kernel(4, 100))
    red, pw = plans
    assert (red.mode, str(red.row_var), red.row_len, red.point_sizes) == ("within", "r0", 100, (4,))
    assert [a.kind for a in red.accesses.values()] == ["row", "element"]
    assert red.row_capacity == 128
    assert (pw.mode, str(pw.row_var), pw.point_sizes) == ("pointwise", "i1", (4,))
    kinds = {pw.stage.ops[i].buffer: a.kind for i, a in pw.accesses.items()}
    assert kinds == {"x": "row", "mx": "scalar", "out": "row"}
    # fp32 (4, 100): 4 sticks per row, sticks of one row are 4 rows apart on the device
    assert pw.accesses[0].tile_step == 4 * 32
    np.testing.assert_array_equal(pw.accesses[0].dev_base, [0, 32, 64, 96])


def _transpose_reduce_kernel():
    # sum over i1 of x[i1, i0] where the reduction runs along x's stick dim: fine ("within");
    # but a reduction whose row var is not on any buffer's stick dim is refused
    x = Buffer("x", (8, 40), (40, 1), "float32", "input")
    out = Buffer("out", (8,), (1,), "float32", "output")
    st = Stage("s", (40,), (8,), [
        Op("load", "%0", dtype="float32", buffer="x", index=40 * r0 + 2 * i0 % 40),
        Op("reduce", "%1", ("%0",), "float32", value="sum"),
        Op("store_reduction", None, ("%1",), buffer="out", index=i0 % 8),
    ])
    return Kernel("k", {"x": x, "out": out}, [st])


def test_layout_constraint_error_names_stage_and_buffer():
    with pytest.raises(LayoutConstraintError, match=r"stage s, op \d .*restickify"):
        plan_layouts(_transpose_reduce_kernel())


def test_pointwise_transpose_runs_as_tiles():
    x = Buffer("x", (40, 8), (8, 1), "float32", "input")
    out = Buffer("out", (8, 40), (40, 1), "float32", "output")
    st = Stage("t", (8, 40), (), [
        Op("load", "%0", dtype="float32", buffer="x", index=8 * i1 + i0),
        Op("store", None, ("%0",), buffer="out", index=40 * i0 + i1),
    ])
    (plan,) = plan_layouts(Kernel("k", {"x": x, "out": out}, [st]))
    assert plan.mode == "tile" and plan.num_points == 2  # two 32 x 32 tiles along the 40
    assert [a.kind for a in plan.accesses.values()] == ["trans", "row"]


def test_irregular_pointwise_stage_falls_back_to_element_mode():
    """A transpose fused with an fp16 -> fp32 cast has no common stick width for a tile (the
    compiler copies such loads first, plan.insert_restickify; the plan alone falls back)."""
    x = Buffer("x", (40, 8), (8, 1), "float16", "input")
    out = Buffer("out", (8, 40), (40, 1), "float32", "output")
    st = Stage("t", (8, 40), (), [
        Op("load", "%0", dtype="float16", buffer="x", index=8 * i1 + i0),
        Op("to_dtype", "%1", ("%0",), "float32", value="float32"),
        Op("store", None, ("%1",), buffer="out", index=40 * i0 + i1),
    ])
    (plan,) = plan_layouts(Kernel("k", {"x": x, "out": out}, [st]))
    assert plan.mode == "element" and plan.row_len == 1 and plan.num_points == 320
    assert [a.kind for a in plan.accesses.values()] == ["scalar", "element"]


@pytest.mark.parametrize("groups,cores", [(10, 4), (3, 32), (64, 32), (33, 32)])
def test_deal_gives_contiguous_balanced_ranges(groups, cores):
    dealt = deal(groups, cores)
    sizes = [b - a for a, b in dealt.values()]
    assert sum(sizes) == groups and max(sizes) - min(sizes) <= 1
    assert sizes == sorted(sizes, reverse=True)  # remainder goes to the first cores
    starts = [a for a, _ in dealt.values()]
    assert starts == sorted(starts) and starts[0] == 0
    assert len(dealt) == min(groups, cores)


def test_work_division_splits_rows_and_checks_the_core_window(softmax_kernel):
    k = softmax_kernel(64, 100)
    plans = plan_layouts(k)
    work = divide_work(plans[1], k, 32, 256 << 20)
    assert len(work.cores) == 32 and all(b - a == 2 for a, b in work.cores.values())
    with pytest.raises(SpyreCompileError, match="core window"):
        divide_work(plans[1], k, 2, 4096)


def test_scratchpad_check_catches_overlap_and_bounds():
    ok = ScratchPlan(1024, {"a": Region("a", 0, 256, 2), "b": Region("b", 512, 128, 1)})
    check_plan(ok)
    with pytest.raises(SpyreCompileError, match="overlap"):
        check_plan(ScratchPlan(1024, {"a": Region("a", 0, 256, 2), "b": Region("b", 384, 128, 1)}))
    with pytest.raises(SpyreCompileError, match="outside"):
        check_plan(ScratchPlan(512, {"a": Region("a", 256, 256, 2)}))
    with pytest.raises(SpyreCompileError, match="aligned"):
        check_plan(ScratchPlan(1024, {"a": Region("a", 64, 128, 1)}))


def test_scratchpad_double_buffers_only_where_it_fits():
    req = [("load", 300, True), ("tmp", 200, False)]
    assert plan_scratchpad(req, 4096, points_per_core=8, what="t").depth == 2
    assert plan_scratchpad(req, 4096, points_per_core=1, what="t").depth == 1  # one point: nothing to overlap
    assert plan_scratchpad(req, 768, points_per_core=8, what="t").depth == 1  # 2x load does not fit
    with pytest.raises(SpyreCompileError, match="need 640 bytes of scratchpad, only 512"):
        plan_scratchpad(req, 512, points_per_core=8, what="t")


def test_queue_balance_check():
    from spyre_runtime.card import ProgramBuilder

    b = ProgramBuilder()
    c = b.core(0)
    q = c.queue("load", "vector")
    with c.load.loop(3):
        c.load.signal(q)
    for _ in range(3):
        c.vector.wait(q)
    assert check_balance(b.build()) == {((0, "load"), (0, "vector"), 0): 3}
    c.vector.wait(q)
    with pytest.raises(SpyreCompileError, match=r"c0.load->c0.vector#0: 3 signals but 4 waits"):
        check_balance(b.build())


def test_self_planned_stages_name_the_buffers_they_read_and_write():
    """Passes that move or merge stages (the epilogue search, realigned-load copies, row fusion's
    readers, buffers kept in the scratchpad) ask every stage what it reads and writes; the stages
    that plan themselves answer from their operands, not from ops they do not have."""
    i0 = iter_symbol(0)
    row = GatherStage("g", (4, 64), (), [], idx_buffer="ids", table_buffer="table", out_buffer="rows")
    elements = GatherStage("e", (4, 64), (), [], idx_buffer="", table_buffer="table", out_buffer="G", off_buffer="off")
    assert (row.buffers_read(), row.buffers_written()) == (["ids", "table"], ["rows"])
    assert (elements.buffers_read(), elements.buffers_written()) == (["off", "table"], ["G"])
    add = ScatterStage("s", (4, 64), (), [], dest_buffer="dest", value_buffer="v", idx_buffer="ids", accumulate=True)
    put = ScatterStage("p", (4, 64), (), [], dest_buffer="dest", value_buffer="v", idx_buffer="ids")
    assert (add.buffers_read(), add.buffers_written()) == (["v", "ids", "dest"], ["dest"])
    assert put.buffers_read() == ["v", "ids"]
    views = {w: OperandView(w, i0, None, None, 1, 1) for w in ("q", "k", "v", "bias", "o")}
    att = AttentionStage("a", (1,), (), [], q=views["q"], k=views["k"], v=views["v"], mask=views["bias"], out=views["o"])
    assert (att.buffers_read(), att.buffers_written()) == (["q", "k", "v", "bias"], ["o"])
    mm = MatmulStage("m", (4, 64), (), [], a=OperandView("x", i0, None, None, 1, 1),
                     b=OperandView("w", i0, None, None, 1, 1), out=OperandView("prod", i0, None, None, 1, 1))
    assert (mm.buffers_read(), mm.buffers_written()) == (["x", "w"], ["prod"])
    mm.epilogue = Stage("ep", (4, 64), (), [Op("load", "%0", dtype="float32", buffer="prod", index=i0),
                                            Op("load", "%1", dtype="float32", buffer="bias", index=i0),
                                            Op("add", "%2", ("%0", "%1"), "float32"),
                                            Op("store", None, ("%2",), buffer="y", index=i0)])
    assert (mm.buffers_read(), mm.buffers_written()) == (["x", "w", "prod", "bias"], ["y"])
