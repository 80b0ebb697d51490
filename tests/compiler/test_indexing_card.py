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
