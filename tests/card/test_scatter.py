"""The store unit's scatters against numpy, on both engines: `scatter` (row r, one stick, to device
dst + (idx[r]*scale + r*stride)*128) and `scattere` (element j to dst + off[j]*itemsize, negative
offsets masked, acc=1 adds in fp32 / i64 in lane order). Every run goes through the reference and
the fast engine, which must leave the same device bytes and give the same report; a row or element
outside the allowed range holding the base address faults before anything is written."""

import numpy as np
import pytest

from spyre_runtime import DeviceFault, HardwareConfig
from spyre_runtime.card import Card, ProgramBuilder, assemble, disassemble
from spyre_runtime.card.asm import format_instruction, parse_instruction
from spyre_runtime.card.isa import DTYPES, decode, encode
from spyre_runtime.card.simulator import bf16_to_f32, f32_to_bf16
from spyre_runtime.memory.arena import DeviceMemory

DEST = 0x0  # device offsets from mem.base
IDX = 0x100000
SRC = 0x200000
OTHER = 0x300000  # another allowed range (a scatter through DEST must never reach it)
IDX_SP, SRC_SP = 0x0, 0x8000
ENGINES = ("reference", "fast")


def _setup(dest, idx, src, config):
    mem = DeviceMemory(config.arena_bytes)
    mem.write(mem.base + DEST, dest.tobytes())
    mem.write(mem.base + IDX, np.asarray(idx, dtype=np.int64).tobytes())
    mem.write(mem.base + SRC, src.tobytes())
    return mem


SLOTS = {"dest": DEST, "idx": IDX, "src": SRC, "other": OTHER}  # arguments reached through slots


def _run(pb, mem, config, engine, dest_bytes, allowed=None):
    if allowed is None:
        allowed = [(DEST, dest_bytes), (IDX, 0x100000), (SRC, 0x100000), (OTHER, 0x10000)]
    card = Card(config, mem, engine=engine)
    report = card.run_image(pb.build().to_bytes(), corrections=[mem.base + SLOTS[n] for n in pb.slot_names],
                            allowed_ranges=[(mem.base + a, n) for a, n in allowed])
    if engine == "fast":
        assert card.last_engine == ("fast", None), card.last_engine
    return report


def _program(config, mem, idx_sticks, src_sticks, emit_store):
    """Load unit: the indices/offsets and the source sticks into the scratchpad; store unit: emit_store(S)."""
    pb = ProgramBuilder(config)
    core = pb.core(0)
    L, S = core.load, core.store
    q = core.queue("load", "store")
    L.li_slot(1, pb.arg_slot("idx"))
    L.ld(IDX_SP, (1, 0), idx_sticks)
    L.li_slot(2, pb.arg_slot("src"))
    L.ld(SRC_SP, (2, 0), src_sticks)
    L.signal(q)
    S.wait(q)
    S.li_slot(1, pb.arg_slot("dest"))
    emit_store(S)
    return pb


def both_engines(fn):
    """fn(engine) -> (device bytes, report); runs it on both engines and checks they agree."""
    out = {e: fn(e) for e in ENGINES}
    (ref_bytes, ref_report), (fast_bytes, fast_report) = out["reference"], out["fast"]
    assert ref_bytes == fast_bytes
    assert ref_report.as_dict() == fast_report.as_dict()
    return ref_bytes, ref_report


def run_rows(dest, idx, src, scale=1, stride=0, allowed=None, config=None):
    """scatter len(idx) sticks of src into dest; returns (dest after, report) from both engines."""
    config = config or HardwareConfig(arena_bytes=1 << 24)
    rows = len(idx)

    def run(engine):
        mem = _setup(dest, idx, src, config)
        pb = _program(config, mem, -(-rows // 16), rows,
                      lambda S: S.scatter((1, 0), SRC_SP, IDX_SP, rows=rows, scale=scale, stride=stride))
        report = _run(pb, mem, config, engine, dest.nbytes, allowed)
        return mem.read(mem.base + DEST, dest.nbytes), report

    got, report = both_engines(run)
    return np.frombuffer(got, dtype=dest.dtype).reshape(dest.shape), report


def run_elements(dt, dest, off, src, acc, allowed=None, config=None):
    config = config or HardwareConfig(arena_bytes=1 << 24)
    off = np.asarray(off, dtype=np.int64)
    n = src.nbytes // 128

    def run(engine):
        mem = _setup(dest, off, src, config)
        pb = _program(config, mem, -(-off.size // 16), n,
                      lambda S: S.scattere(dt, (1, 0), SRC_SP, IDX_SP, n=n, acc=acc))
        report = _run(pb, mem, config, engine, dest.nbytes, allowed)
        return mem.read(mem.base + DEST, dest.nbytes), report

    got, report = both_engines(run)
    return np.frombuffer(got, dtype=dest.dtype), report


def raises_on_both(fn, match):
    for engine in ENGINES:
        with pytest.raises(DeviceFault, match=match):
            fn(engine)


# ---------------------------------------------------------------- rows
@pytest.mark.parametrize("scale,stride", [(1, 0), (2, 1), (3, 0)])
def test_rows_go_where_the_indices_say(scale, stride):
    rng = np.random.default_rng(0)
    dest = rng.standard_normal((64, 32)).astype(np.float32)
    idx = [3, 0, 7, 10, 5]
    src = rng.standard_normal((len(idx), 32)).astype(np.float32)
    got, report = run_rows(dest, idx, src, scale, stride)
    want = dest.copy()
    for r, i in enumerate(idx):
        want[i * scale + r * stride] = src[r]
    np.testing.assert_array_equal(got, want)
    assert report.bytes_stored == len(idx) * 128


def test_duplicate_rows_last_one_wins():
    rng = np.random.default_rng(1)
    dest = np.zeros((16, 32), np.float32)
    idx = [4, 2, 4, 4, 9, 2]
    src = rng.standard_normal((len(idx), 32)).astype(np.float32)
    got, _ = run_rows(dest, idx, src)
    want = dest.copy()
    for r, i in enumerate(idx):
        want[i] = src[r]
    np.testing.assert_array_equal(got, want)


def test_row_scatter_of_the_most_rows():
    rng = np.random.default_rng(2)
    dest = np.zeros((300, 32), np.float32)
    idx = rng.integers(0, 300, 255)
    src = rng.standard_normal((255, 32)).astype(np.float32)
    got, _ = run_rows(dest, idx, src)
    want = dest.copy()
    for r, i in enumerate(idx):
        want[i] = src[r]
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("bad", [16, -1, 1 << 45, -(1 << 62)])
def test_row_outside_the_destination_faults_before_any_write(bad):
    """The destination range ends after 16 rows: an index past it, before it (negative: nothing wraps
    on the card), or far away faults, names the row, and writes no row at all."""
    dest = np.zeros((16, 32), np.float32)
    idx = [1, 2, bad, 3]
    src = np.ones((4, 32), np.float32)
    config = HardwareConfig(arena_bytes=1 << 24)

    def run(engine):
        mem = _setup(dest, idx, src, config)
        pb = _program(config, mem, 1, 4, lambda S: S.scatter((1, 0), SRC_SP, IDX_SP, rows=4, scale=1))
        try:
            _run(pb, mem, config, engine, dest.nbytes)
        finally:
            assert not np.frombuffer(mem.read(mem.base + DEST, dest.nbytes), np.float32).any()

    raises_on_both(run, rf"core 0 store pc \d+ `scatter .*`: scatter row 2 \(index {bad}\) stores device range "
                        r"\[.*\) outside \[.*\), the allowed range holding its base address")


def test_row_into_another_allowed_range_faults():
    """Another argument's range is allowed too, but not to a scatter based in this one."""
    dest = np.zeros((16, 32), np.float32)
    reach = (OTHER - DEST) // 128
    with pytest.raises(DeviceFault, match="row 0"):
        run_rows(dest, [reach], np.ones((1, 32), np.float32))


def test_row_scatter_base_outside_every_range_faults():
    dest = np.zeros((16, 32), np.float32)
    allowed = [(IDX, 0x100000), (SRC, 0x100000)]
    with pytest.raises(DeviceFault, match="scatter base address 0x[0-9a-f]+ lies in none of the kernel's allowed"):
        run_rows(dest, [0], np.ones((1, 32), np.float32), allowed=allowed)


# ---------------------------------------------------------------- elements
def _values(dt, n, rng):
    d = DTYPES[dt]
    if dt == "bf16":
        return f32_to_bf16(rng.standard_normal(n).astype(np.float32))
    if d.is_float:
        return rng.standard_normal(n).astype(d.storage)
    if dt == "u8":
        return rng.integers(0, 2, n).astype(np.uint8)
    return rng.integers(-1000, 1000, n).astype(d.storage)


def _as_f32(x, dt):
    return bf16_to_f32(x) if dt == "bf16" else x.astype(np.float32)


@pytest.mark.parametrize("dt", sorted(DTYPES))
def test_element_scatter_overwrites_last_lane_wins(dt):
    rng = np.random.default_rng(3)
    E = 128 // DTYPES[dt].itemsize
    dest = _values(dt, 500, rng)
    off = rng.integers(0, 40, 2 * E)  # many duplicates
    off[[0, 7]] = -1  # masked lanes
    src = _values(dt, 2 * E, rng)
    got, _ = run_elements(dt, dest, off, src, acc=0)
    want = dest.copy()
    for j, o in enumerate(off):
        if o >= 0:
            want[o] = src[j]
    np.testing.assert_array_equal(got, want)


def test_fp32_accumulation_matches_a_sequential_loop_bit_for_bit():
    """CPU index_add / scatter_add add duplicates one after another in index order: so does acc=1."""
    rng = np.random.default_rng(4)
    dest = rng.standard_normal(64).astype(np.float32) * 1e3
    off = rng.integers(0, 8, 64)
    src = (rng.standard_normal(64) * 10.0 ** rng.integers(-3, 4, 64)).astype(np.float32)
    got, _ = run_elements("f32", dest, off, src, acc=1)
    want = dest.copy()
    for j, o in enumerate(off):
        want[o] = np.float32(want[o] + src[j])
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("dt", ["f16", "bf16"])
def test_half_accumulation_is_fp32_rounded_once(dt):
    """fp16 / bf16 duplicates are summed in fp32 (with the old value first) and rounded once."""
    rng = np.random.default_rng(5)
    dest = _values(dt, 64, rng)
    off = rng.integers(0, 4, 64)
    src = _values(dt, 64, rng)
    got, _ = run_elements(dt, dest, off, src, acc=1)
    total = _as_f32(dest, dt).copy()
    for j, o in enumerate(off):
        total[o] = np.float32(total[o] + _as_f32(src[j:j + 1], dt)[0])
    want = f32_to_bf16(total) if dt == "bf16" else total.astype(np.float16)
    np.testing.assert_array_equal(got, want)


def test_integer_accumulation_wraps_in_the_storage_width():
    dest = np.full(32, 2**31 - 10, dtype=np.int32)
    off = np.zeros(32, dtype=np.int64)
    src = np.ones(32, dtype=np.int32)
    got, _ = run_elements("i32", dest, off, src, acc=1)
    assert got[0] == np.int32(np.int64(2**31 - 10 + 32) - 2**32)
    assert (got[1:] == 2**31 - 10).all()


@pytest.mark.parametrize("bad", [500, 1 << 40, (1 << 61)])
def test_element_outside_the_destination_faults_before_any_write(bad):
    dest = np.zeros(500, np.float32)
    off = np.arange(32)
    off[9] = bad
    src = np.ones(32, np.float32)
    config = HardwareConfig(arena_bytes=1 << 24)

    def run(engine):
        mem = _setup(dest, off, src, config)
        pb = _program(config, mem, 2, 1, lambda S: S.scattere("f32", (1, 0), SRC_SP, IDX_SP, n=1, acc=1))
        try:
            _run(pb, mem, config, engine, dest.nbytes)
        finally:
            assert not np.frombuffer(mem.read(mem.base + DEST, dest.nbytes), np.float32).any()

    raises_on_both(run, rf"scatter element 9 \(offset {bad}\) stores device range")


def test_element_straddling_the_end_of_the_range_faults():
    dest = np.zeros(64, np.float32)
    off = np.zeros(32, np.int64)
    off[3] = 63
    with pytest.raises(DeviceFault, match="element 3"):
        run_elements("f32", dest, off, np.ones(32, np.float32), acc=0,
                     allowed=[(DEST, 63 * 4 + 2), (IDX, 0x100000), (SRC, 0x100000)])


def test_bus_is_charged_per_burst_and_twice_for_accumulation():
    config = HardwareConfig(arena_bytes=1 << 24)
    burst = config.lpddr5_min_access_bytes
    dest = np.zeros(4096, np.float32)
    src = np.ones(32, np.float32)
    loads = 2 * 128 + 128  # the offsets' ld and the source stick's
    for off in (np.arange(32), np.arange(32) * 64):
        b = (off * 4) // burst
        transactions = 1 + int(np.count_nonzero(b[1:] != b[:-1]))
        _, plain = run_elements("f32", dest, off, src, acc=0, config=config)
        _, added = run_elements("f32", dest, off, src, acc=1, config=config)
        assert plain.bytes_stored == added.bytes_stored == transactions * burst
        assert plain.bytes_loaded == loads
        assert added.bytes_loaded == loads + transactions * burst
        assert added.cycles > plain.cycles
    _, none = run_elements("f32", dest, np.full(32, -1), src, acc=1, config=config)
    assert none.bytes_stored == 0 and none.bytes_loaded == loads


# ---------------------------------------------------------------- the fast engine's device order
def test_fast_engine_orders_a_scatter_like_a_write_of_its_whole_slot():
    """In one phase: st a stick into D, scatter rows over it, ld D back (after a token), st D again
    over a scattered row, gather from D, and store everything read: the fast engine must run the
    accesses of D in the reference's order."""
    config = HardwareConfig(arena_bytes=1 << 24)
    rng = np.random.default_rng(6)
    dest = rng.standard_normal((16, 32)).astype(np.float32)
    src = rng.standard_normal((3, 32)).astype(np.float32)
    idx = np.array([5, 1, 5])

    def run(engine):
        mem = _setup(dest, idx, src, config)
        pb = ProgramBuilder(config)
        core = pb.core(0)
        L, S = core.load, core.store
        to_s, to_l = core.queue("load", "store"), core.queue("store", "load")
        L.li_slot(1, pb.arg_slot("idx"))
        L.ld(IDX_SP, (1, 0), 1)
        L.li_slot(2, pb.arg_slot("src"))
        L.ld(SRC_SP, (2, 0), 3)
        L.signal(to_s)
        S.wait(to_s)
        S.li_slot(1, pb.arg_slot("dest"))
        S.st((1, 5 * 128), SRC_SP + 128, 1)  # overwritten by the scatter below
        S.scatter((1, 0), SRC_SP, IDX_SP, rows=3, scale=1)
        S.signal(to_l)
        L.wait(to_l)
        L.li_slot(3, pb.arg_slot("dest"))
        L.ld(0x10000, (3, 0), 16)  # D after the scatter
        L.signal(to_s)
        S.wait(to_s)
        S.st((1, 1 * 128), SRC_SP + 2 * 128, 1)  # over scattered row 1
        S.signal(to_l)
        L.wait(to_l)
        L.gather(0x20000, (3, 0), IDX_SP, rows=3, scale=1)
        L.signal(to_s)
        S.wait(to_s)
        S.li_slot(2, pb.arg_slot("other"))
        S.st((2, 0), 0x10000, 16)
        S.st((2, 16 * 128), 0x20000, 3)
        report = _run(pb, mem, config, engine, dest.nbytes, [(DEST, dest.nbytes), (IDX, 0x100000),
                                                               (SRC, 0x100000), (OTHER, 0x10000)])
        return mem.read(mem.base + DEST, dest.nbytes) + mem.read(mem.base + OTHER, 19 * 128), report

    got, _ = both_engines(run)
    got = np.frombuffer(got, np.float32)
    after_scatter = dest.copy()
    after_scatter[1], after_scatter[5] = src[1], src[2]
    final = after_scatter.copy()
    final[1] = src[2]
    np.testing.assert_array_equal(got[:512].reshape(16, 32), final)
    np.testing.assert_array_equal(got[512:1024].reshape(16, 32), after_scatter)
    np.testing.assert_array_equal(got[1024:].reshape(3, 32), final[idx])


def test_scatters_on_several_cores_into_their_own_slots():
    """Two cores scatter into two arguments (slots) in the same phase; a third core then reads both."""
    config = HardwareConfig(arena_bytes=1 << 24)
    rng = np.random.default_rng(7)
    a0 = rng.standard_normal((8, 32)).astype(np.float32)
    src = rng.standard_normal((4, 32)).astype(np.float32)
    idx = np.array([2, 6, 0, 2])

    def run(engine):
        mem = _setup(a0, idx, src, config)
        mem.write(mem.base + OTHER, a0.tobytes())
        pb = ProgramBuilder(config)
        slots = [pb.arg_slot("dest"), pb.arg_slot("other")]
        for c in (0, 1):
            core = pb.core(c)
            L, S = core.load, core.store
            q = core.queue("load", "store")
            L.li_slot(1, pb.arg_slot("idx"))
            L.ld(IDX_SP, (1, 0), 1)
            L.li_slot(2, pb.arg_slot("src"))
            L.ld(SRC_SP, (2, 0), 4)
            L.signal(q)
            S.wait(q)
            S.li_slot(1, slots[c])
            S.scatter((1, 0), SRC_SP + c * 128, IDX_SP + c * 8, rows=3, scale=1)
        report = _run(pb, mem, config, engine, a0.nbytes, [(DEST, a0.nbytes), (OTHER, a0.nbytes), (IDX, 128),
                                                           (SRC, 512)])
        return mem.read(mem.base + DEST, a0.nbytes) + mem.read(mem.base + OTHER, a0.nbytes), report

    got, _ = both_engines(run)
    got = np.frombuffer(got, np.float32).reshape(2, 8, 32)
    for c in (0, 1):
        want = a0.copy()
        for r in range(3):
            want[idx[c + r]] = src[c + r]
        np.testing.assert_array_equal(got[c], want)


def test_the_race_checker_sees_the_scatters_reads():
    """The store unit scattering sticks the load unit writes with no token between them is a race."""
    config = HardwareConfig(arena_bytes=1 << 24)
    mem = DeviceMemory(config.arena_bytes)
    pb = ProgramBuilder(config)
    core = pb.core(0)
    core.load.li_slot(1, pb.arg_slot("src"))
    core.load.ld(SRC_SP, (1, 0), 1)
    core.store.li_slot(1, pb.arg_slot("dest"))
    core.store.scatter((1, 0), SRC_SP, IDX_SP, rows=1, scale=1)
    raises_on_both(lambda engine: _run(pb, mem, config, engine, 4096),
                   r"scratchpad race \(write after read\) .* core 0 store read it")


# ---------------------------------------------------------------- encoding, text, checks
def test_text_and_binary_round_trip():
    config = HardwareConfig()
    pb = ProgramBuilder(config)
    S = pb.core(3).store
    S.li(1, 0x1000000000)
    S.scatter((1, -0x80), (2, 0x100), 0x80, rows=255, scale=0xFFFF, stride=7)
    S.scattere("bf16", (1, 0x40), 0x1000, (3, 0x20), n=0xFFFF, acc=True)
    image = pb.build()
    text = disassemble(image)
    assert "scatter dev[r1-0x80], sp[r2+0x100], sp[0x80], rows=255, scale=65535, stride=7" in text
    assert "scattere.bf16 dev[r1+0x40], sp[0x1000], sp[r3+0x20], n=65535, acc=1" in text
    assert disassemble(assemble(text)) == text
    for ins in image.programs[(3, "store")]:
        assert decode(encode(ins)) == ins
        assert parse_instruction(format_instruction(ins)) == ins


def test_scatters_run_on_the_store_unit_only():
    pb = ProgramBuilder(HardwareConfig())
    with pytest.raises(Exception, match="runs only on"):
        pb.core(0).load.emit("scatter", dst=(1, 0), src=(0, 0), idx=(0, 0), rows=1, scale=1, stride=0)


def test_accumulate_flag_must_be_0_or_1():
    config = HardwareConfig()
    pb = ProgramBuilder(config)
    pb.core(0).store.emit("scattere", dt="f32", dst=(1, 0), src=(0, 0), off=(0, 0x100), n=1, acc=2)
    with pytest.raises(Exception, match="acc=2 must be 0"):
        Card(config, DeviceMemory(1 << 20)).prepare(pb.build())


def test_static_scratchpad_bounds_of_scatter_operands():
    from spyre_tools.checks import scratchpad_bounds

    config = HardwareConfig()
    limit = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    pb = ProgramBuilder(config)
    S = pb.core(0).store
    S.scatter((1, 0), limit - 128, 0, rows=2, scale=1)
    S.scattere("f32", (1, 0), 0, limit - 128, n=1)
    problems = scratchpad_bounds(pb.build(), config)
    assert len(problems) == 2
    assert "'src'" in problems[0] and "'off'" in problems[1]
