"""The load unit's indirect `gather` on the simulated card: rows chosen by i64 indices in the
scratchpad (scale and stride in sticks), and an index that leaves the kernel's ranges faults."""

import numpy as np
import pytest

from spyre_runtime import DeviceFault, HardwareConfig
from spyre_runtime.card import Card, ProgramBuilder
from spyre_runtime.memory.arena import DeviceMemory


def run_gather(idx, scale, stride, rows, table_sticks=40):
    config = HardwareConfig(arena_bytes=1 << 24)
    mem = DeviceMemory(config.arena_bytes)
    table = np.arange(table_sticks * 32, dtype=np.float32)
    mem.write(mem.base, table.tobytes())
    mem.write(mem.base + 0x10000, np.asarray(idx, dtype=np.int64).tobytes())
    pb = ProgramBuilder(config)
    core = pb.core(0)
    L, S = core.load, core.store
    L.li(1, mem.base)
    L.ld(0x0, (1, 0x10000), 1)
    q = core.queue("load", "store")
    L.gather(0x1000, (1, 0), 0x0, rows=rows, scale=scale, stride=stride)
    L.signal(q)
    S.wait(q)
    S.li(1, mem.base + 0x20000)
    S.st((1, 0), 0x1000, rows)
    Card(config, mem).run_image(pb.build().to_bytes(), corrections=[],
                                allowed_ranges=[(mem.base, table.nbytes), (mem.base + 0x10000, 0x20000)])
    got = np.frombuffer(mem.read(mem.base + 0x20000, rows * 128), dtype=np.float32).reshape(rows, 32)
    return table.reshape(table_sticks, 32), got


@pytest.mark.parametrize("scale,stride", [(1, 0), (2, 1)])
def test_gather_rows_by_index(scale, stride):
    idx = [3, 0, 7, 3, 10]
    table, got = run_gather(idx, scale, stride, len(idx))
    want = np.stack([table[i * scale + r * stride] for r, i in enumerate(idx)])
    np.testing.assert_array_equal(got, want)


def test_gather_out_of_range_index_faults():
    with pytest.raises(DeviceFault, match="outside the kernel's allowed ranges"):
        run_gather([1, 500], 1, 0, 2)


# ---- element gathers compiled from kernel IR (passes/gather.lower_gathers -> offset stage + gathere),
# run on a private card against numpy


def element_gather_kernel(rows, cols, k, idx_dtype="int64", wrap=False, dtype="float32"):
    """out[r, j] = x[r, idx[r, j]]: torch.gather(x, 1, idx) as the IR builder gives it."""
    from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, indirect_symbol, iter_symbol

    i0, i1 = iter_symbol(0), iter_symbol(1)
    bufs = [Buffer("x", (rows, cols), (cols, 1), dtype, "input"),
            Buffer("idx", (rows, k), (k, 1), idx_dtype, "input"),
            Buffer("out", (rows, k), (k, 1), dtype, "output")]
    stage = Stage("g", (rows, k), (), [
        Op("load", "%0", dtype=idx_dtype, buffer="idx", index=k * i0 + i1),
        Op("indirect", "%1", ("%0",), "int64", value=(cols, wrap)),
        Op("load", "%2", dtype=dtype, buffer="x", index=cols * i0 + indirect_symbol("%1")),
        Op("store", None, ("%2",), buffer="out", index=k * i0 + i1),
    ])
    return Kernel("k", {b.name: b for b in bufs}, [stage])


def run_element_gather(x, idx, wrap=False):
    from spyre_inductor.compiler.cardrun import run_on_card

    rows, cols = x.shape
    kernel = element_gather_kernel(rows, cols, idx.shape[1], str(idx.dtype), wrap, str(x.dtype))
    outs, report = run_on_card(kernel, {"x": x.reshape(-1), "idx": idx.reshape(-1)})
    return outs["out"].reshape(idx.shape), report, kernel


@pytest.mark.parametrize("idx_dtype", [np.int64, np.int32])
@pytest.mark.parametrize("rows,cols,k", [(5, 40, 3), (4, 64, 64), (2, 4200, 4200)])
def test_element_gather_on_card(rows, cols, k, idx_dtype):
    """Row lengths inside one stick, whole sticks, and rows longer than one gathere block (and than
    the offset stage's row chunk)."""
    rng = np.random.default_rng(rows)
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    idx = rng.integers(0, cols, (rows, k)).astype(idx_dtype)
    got, report, kernel = run_element_gather(x, idx)
    np.testing.assert_array_equal(got, np.take_along_axis(x, idx.astype(np.int64), 1))
    assert report.bytes_loaded > 0
    from spyre_inductor.compiler.passes.gather import GatherStage
    assert [s.off_buffer for s in kernel.stages if isinstance(s, GatherStage)] == ["g_offsets2"]


def test_element_gather_negative_indices_wrap_on_card():
    rng = np.random.default_rng(1)
    x = rng.standard_normal((6, 50)).astype(np.float16)
    idx = rng.integers(-50, 50, (6, 7))
    got, _, _ = run_element_gather(x, idx, wrap=True)
    np.testing.assert_array_equal(got, np.take_along_axis(x, idx % 50, 1))


@pytest.mark.parametrize("bad,wrap", [(40, False), (1000, False), (-1, False), (-41, True)])
def test_element_gather_index_out_of_range_faults(bad, wrap):
    """An index outside [0, size) (after wrapping) is not read from another row: the card faults."""
    x = np.arange(5 * 40, dtype=np.float32).reshape(5, 40)
    idx = np.zeros((5, 3), dtype=np.int64)
    idx[3, 1] = bad
    with pytest.raises(DeviceFault, match="element gather"):
        run_element_gather(x, idx, wrap=wrap)


# ---- row gathers compiled from kernel IR: an embedding whose (rows, n) index tensor keeps each
# index row in a stick of its own (16 int64 a stick)


def embedding_kernel(rows, n, vocab, dim, dtype="float16", size=None):
    """out[r, j, c] = table[idx[r, j], c] (wrapping negative indices): F.embedding as the IR builder gives it;
    `size` (default vocab): the indexed dim's size, fewer rows than the table's when it is a view of them."""
    from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, indirect_symbol, iter_symbol

    i0, i1, i2 = iter_symbol(0), iter_symbol(1), iter_symbol(2)
    bufs = [Buffer("table", (vocab, dim), (dim, 1), dtype, "input"),
            Buffer("idx", (rows, n), (n, 1), "int64", "input"),
            Buffer("out", (rows, n, dim), (n * dim, dim, 1), dtype, "output")]
    stage = Stage("e", (rows, n, dim), (), [
        Op("load", "%0", dtype="int64", buffer="idx", index=n * i0 + i1),
        Op("indirect", "%1", ("%0",), "int64", value=(vocab if size is None else size, True)),
        Op("load", "%2", dtype=dtype, buffer="table", index=dim * indirect_symbol("%1") + i2),
        Op("store", None, ("%2",), buffer="out", index=n * dim * i0 + dim * i1 + i2),
    ])
    return Kernel("k", {b.name: b for b in bufs}, [stage])


@pytest.mark.parametrize("rows,n", [(2, 12), (3, 5), (1, 20)])
def test_row_gather_loads_each_index_stick_once(rows, n):
    """The indices of a (rows, n) tensor lie in `rows` sticks (n <= 16) or in runs across sticks
    (n = 20): one `ld` of the sticks they occupy, one `gather` per run of indices consecutive in the
    scratchpad, not an `ld` and a `gather` per row (each pays the device latency)."""
    from spyre_inductor.compiler.cardrun import run_on_card
    from spyre_inductor.compiler.pipeline import build_programs
    from spyre_runtime.card.asm import disassemble

    rng = np.random.default_rng(n)
    table = rng.standard_normal((100, 64)).astype(np.float16)
    idx = rng.integers(-100, 100, (rows, n))
    outs, _ = run_on_card(embedding_kernel(rows, n, 100, 64), {"table": table.reshape(-1), "idx": idx.reshape(-1)})
    np.testing.assert_array_equal(outs["out"].reshape(rows, n, 64), table[idx % 100])
    image, _ = build_programs(embedding_kernel(rows, n, 100, 64), HardwareConfig(arena_bytes=1 << 24))
    text = disassemble(image)
    gather_stage = text.split(".program core=0 unit=load")[1].split("barrier")[0]  # (the gather runs on core 0)
    ops = [line.split()[0] for line in gather_stage.splitlines() if line.strip()]
    assert ops.count("gather") == (1 if n > 16 else rows)
    assert ops.count("ld") == 1  # the index sticks: `rows` of them, two for (1, 20)


@pytest.mark.parametrize("bad", [60, 99, 1000, -61])
def test_row_gather_index_out_of_range_faults(bad):
    """An index outside [0, size) after wrapping faults on the card, also where it would land inside the
    table's allocation (60 and 99: rows of a 100-row table viewed as its first 60), never another row."""
    from spyre_inductor.compiler.cardrun import run_on_card

    table = np.arange(100 * 64, dtype=np.float16).reshape(100, 64)
    idx = np.array([[3, -1, 59, bad, 0]])
    good = np.array([[3, -1, 59, 7, 0]])
    outs, _ = run_on_card(embedding_kernel(1, 5, 100, 64, size=60), {"table": table.reshape(-1), "idx": good.reshape(-1)})
    np.testing.assert_array_equal(outs["out"].reshape(1, 5, 64), table[:60][good])
    with pytest.raises(DeviceFault, match="gather .* outside the kernel's allowed ranges"):
        run_on_card(embedding_kernel(1, 5, 100, 64, size=60), {"table": table.reshape(-1), "idx": idx.reshape(-1)})
