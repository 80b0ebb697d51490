"""The load unit's element gather `gathere` against numpy: element j of N sticks comes from
device src + off[j] * itemsize (off: i64 element offsets in the scratchpad), a negative offset
leaves its lane zero, an element outside the kernel's ranges faults, the race checker sees the
write, the bus is charged per burst touched, and the text form round-trips."""

import numpy as np
import pytest

from spyre_runtime import DeviceFault, HardwareConfig
from spyre_runtime.card import Card, ProgramBuilder, assemble, disassemble
from spyre_runtime.card.asm import AsmError, format_instruction, parse_instruction
from spyre_runtime.card.isa import DTYPES, OPCODES, EncodingError, decode, encode
from spyre_runtime.memory.arena import DeviceMemory

TABLE = 0x0  # device offsets from mem.base
OFFS = 0x100000
OUT = 0x200000
DST_SP, OFF_SP = 0x8000, 0x0


def _table(dt, n, rng):
    d = DTYPES[dt]
    if d.is_float:
        return rng.standard_normal(n).astype(np.float32).astype(d.storage) if dt != "bf16" else \
            rng.integers(0, 1 << 16, n).astype(np.uint16)
    return rng.integers(-1000, 1000, n).astype(d.storage) if dt != "u8" else rng.integers(0, 256, n).astype(np.uint8)


def run_gathere(dt, table, off, n, allowed=None, config=None):
    """Load the offsets, gathere n sticks of dt from the table, store them; returns (out, report).
    allowed: the kernel's ranges as (offset from the device base, bytes)."""
    config = config or HardwareConfig(arena_bytes=1 << 24)
    mem = DeviceMemory(config.arena_bytes)
    mem.write(mem.base + TABLE, table.tobytes())
    off = np.asarray(off, dtype=np.int64)
    mem.write(mem.base + OFFS, off.tobytes())
    pb = ProgramBuilder(config)
    core = pb.core(0)
    L, S = core.load, core.store
    q = core.queue("load", "store")
    L.li(1, mem.base + OFFS)
    L.ld(OFF_SP, (1, 0), -(-off.size // 16))
    L.li(2, mem.base + TABLE)
    L.gathere(dt, DST_SP, (2, 0), OFF_SP, n)
    L.signal(q)
    S.wait(q)
    S.li(1, mem.base + OUT)
    S.st((1, 0), DST_SP, n)
    if allowed is None:
        allowed = [(TABLE, table.nbytes), (OFFS, OUT - OFFS + n * 128)]
    report = Card(config, mem).run_image(pb.build().to_bytes(), corrections=[],
                                         allowed_ranges=[(mem.base + a, b) for a, b in allowed])
    d = DTYPES[dt]
    got = np.frombuffer(mem.read(mem.base + OUT, n * 128), dtype=d.storage)
    return got, report


def reference(table, off):
    off = np.asarray(off, dtype=np.int64)
    want = np.zeros(off.size, dtype=table.dtype)
    live = off >= 0
    want[live] = table[off[live]]
    return want


@pytest.mark.parametrize("dt", sorted(DTYPES))
def test_gathere_matches_numpy(dt):
    rng = np.random.default_rng(0)
    table = _table(dt, 1000, rng)
    n = 3
    count = n * (128 // DTYPES[dt].itemsize)
    off = rng.integers(0, table.size, count)
    got, _ = run_gathere(dt, table, off, n)
    np.testing.assert_array_equal(got, reference(table, off))


def test_negative_offsets_are_masked_lanes():
    rng = np.random.default_rng(1)
    table = rng.standard_normal(100).astype(np.float32)
    off = rng.integers(0, 100, 64)
    off[[0, 5, 31, 40, 63]] = -1
    off[41] = -(1 << 40)
    got, report = run_gathere("f32", table, off, 2)
    np.testing.assert_array_equal(got, reference(table, off))
    assert got[[0, 5, 31, 40, 41, 63]].tolist() == [0] * 6


def test_all_lanes_masked_reads_nothing():
    table = np.arange(32, dtype=np.float32)
    got, report = run_gathere("f32", table, np.full(32, -1), 1)
    assert not got.any()
    assert report.bytes_loaded == 2 * 128  # the offsets' ld only


@pytest.mark.parametrize("bad", [1000, 100_000, (1 << 47)])
def test_offset_outside_the_allowed_ranges_faults(bad):
    table = np.arange(1000, dtype=np.float32)
    off = np.arange(32)
    off[7] = bad
    with pytest.raises(DeviceFault, match=r"element gather of device range \[0x[0-9a-f]+, 0x[0-9a-f]+\) "
                                          r"\(element 7\) outside the kernel's allowed ranges"):
        run_gathere("f32", table, off, 1)


def test_huge_offset_faults_instead_of_wrapping():
    table = np.arange(100, dtype=np.float32)
    off = np.arange(32)
    off[3] = 1 << 61  # * 4 bytes would wrap int64 arithmetic into range
    with pytest.raises(DeviceFault, match="element 3"):
        run_gathere("f32", table, off, 1)


def test_element_straddling_the_end_of_a_range_faults():
    """The last allowed byte range ends mid-element: that element is outside."""
    table = np.arange(64, dtype=np.float32)
    off = np.zeros(32, dtype=np.int64)
    off[0] = 63
    with pytest.raises(DeviceFault, match="element 0"):
        run_gathere("f32", table, off, 1, allowed=[(TABLE, 63 * 4 + 2), (OFFS, 0x200000)])


def test_elements_from_several_allowed_ranges():
    """Each element is checked on its own: offsets may reach two ranges with a gap between them,
    as long as no element lies in the gap."""
    rng = np.random.default_rng(2)
    table = rng.standard_normal(2000).astype(np.float32)
    off = np.concatenate([rng.integers(0, 100, 16), rng.integers(1500, 2000, 16)])
    allowed = [(TABLE, 400), (TABLE + 1500 * 4, 500 * 4), (OFFS, 0x200000)]
    got, _ = run_gathere("f32", table, off, 1, allowed=allowed)
    np.testing.assert_array_equal(got, reference(table, off))
    off[20] = 1000  # in the gap
    with pytest.raises(DeviceFault, match="element 20"):
        run_gathere("f32", table, off, 1, allowed=allowed)


def test_bus_is_charged_per_burst_touched():
    """Coalesced (consecutive offsets) vs scattered: bytes on the bus = transactions x the minimum
    access size, a transaction per lane whose burst differs from the previous lane's."""
    config = HardwareConfig(arena_bytes=1 << 24)
    burst = config.lpddr5_min_access_bytes
    table = np.arange(4096, dtype=np.float32)
    offsets_ld = 2 * 128  # 32 i64 offsets
    for off in (np.arange(32), np.arange(32) * 64, np.random.default_rng(3).integers(0, 4096, 32)):
        _, report = run_gathere("f32", table, off, 1, config=config)
        b = (off * 4) // burst
        transactions = 1 + int(np.count_nonzero(b[1:] != b[:-1]))
        assert report.bytes_loaded == offsets_ld + transactions * burst
    _, seq = run_gathere("f32", table, np.arange(32), 1, config=config)
    _, scattered = run_gathere("f32", table, np.arange(32) * 64, 1, config=config)
    assert scattered.cycles > seq.cycles


def test_race_checker_sees_the_gathered_write():
    """The vector unit reading the destination without a token from the load unit is a race."""
    config = HardwareConfig(arena_bytes=1 << 24)
    mem = DeviceMemory(config.arena_bytes)
    mem.write(mem.base, np.arange(64, dtype=np.float32).tobytes())
    pb = ProgramBuilder(config)
    core = pb.core(0)
    L, V = core.load, core.vector
    L.li(1, mem.base)
    L.gathere("f32", DST_SP, (1, 0), OFF_SP, 1)
    V.unary("neg", "f32", 0x10000, DST_SP, 1)
    with pytest.raises(DeviceFault, match="scratchpad race"):
        Card(config, mem).run_image(pb.build().to_bytes(), corrections=[], allowed_ranges=[(mem.base, 256)])


def test_gathere_text_binary_round_trip():
    text = "gathere.f16 sp[r3+0x100], dev[r2-0x40], sp[0x8000], n=12"
    ins = parse_instruction(text)
    assert ins.op == "gathere" and ins.arg("dt") == "f16" and ins.arg("n") == 12
    raw = encode(ins)
    assert raw[0] == OPCODES["gathere"].code == OPCODES["gather"].code + 1  # appended after gather, never moved
    assert decode(raw) == ins and format_instruction(decode(raw)) == text
    image_text = ("; spyre program image\n.slots 1\n.program core=0 unit=load\n    li r2, @slot0+0x0\n"
                  f"    {text}\n")
    assert disassemble(assemble(image_text).to_bytes()) == image_text


def test_gathere_bad_operands_are_clear_errors():
    with pytest.raises(AsmError, match="gathere cannot run on the vector unit"):
        assemble(".slots 0\n.program core=0 unit=vector\n    gathere.f32 sp[0x0], dev[r1+0x0], sp[0x80], n=1\n")
    with pytest.raises(AsmError, match="needs a dtype suffix"):
        parse_instruction("gathere sp[0x0], dev[r1+0x0], sp[0x80], n=1")
    with pytest.raises(AsmError, match="field 'n'"):
        parse_instruction("gathere.f32 sp[0x0], dev[r1+0x0], sp[0x80], n=70000")
    pb = ProgramBuilder(HardwareConfig())
    with pytest.raises(EncodingError, match="runs only on"):
        pb.core(0).vector.gathere("f32", 0, (1, 0), 0x80, 1)
    with pytest.raises(ValueError, match="device operands are"):
        pb.core(0).load.gathere("f32", 0, 0x1000, 0x80, 1)
