"""The vector unit's tile transpose `vtrans` against numpy: a (rows x cols, row-major) becomes its
transpose in d for every dtype (bits unchanged), rows/cols must be whole sticks (a prepare-time
error), overlapping operands fault, the race checker sees both the read and the write, the cost
follows HardwareConfig, and the text form round-trips."""

import numpy as np
import pytest

from spyre_runtime import DeviceFault, HardwareConfig
from spyre_runtime.card import Card, ProgramBuilder, assemble, disassemble
from spyre_runtime.card.asm import format_instruction, parse_instruction
from spyre_runtime.card.isa import DTYPES, OPCODES, decode, encode
from spyre_runtime.card.timing import TimingModel
from spyre_runtime.errors import ArtifactError
from spyre_runtime.memory.arena import DeviceMemory

SRC, DST = 0x0, 0x40000


def _values(dt, n, rng):
    d = DTYPES[dt]
    if dt == "bf16":
        return rng.integers(0, 1 << 16, n).astype(np.uint16)  # any bit pattern, NaNs included
    if d.is_float:
        return rng.standard_normal(n).astype(d.storage)
    if dt == "u8":
        return rng.integers(0, 256, n).astype(np.uint8)
    return rng.integers(-(1 << 40), 1 << 40, n).astype(d.storage) if dt == "i64" else \
        rng.integers(-1000, 1000, n).astype(d.storage)


@pytest.mark.parametrize("dt", sorted(DTYPES))
@pytest.mark.parametrize("shape", [(1, 1), (1, 3), (2, 1), (3, 2)])  # in sticks: (rows/E, cols/E)
def test_vtrans_matches_numpy(run_vector, dt, shape):
    d = DTYPES[dt]
    E = 128 // d.itemsize
    rows, cols = shape[0] * E, shape[1] * E
    a = _values(dt, rows * cols, np.random.default_rng(rows * 7 + cols))
    read = run_vector(lambda V: V.transpose(dt, DST, SRC, rows, cols), {SRC: a})
    got = read(DST, d.storage, rows * cols)
    want = np.ascontiguousarray(a.reshape(rows, cols).T).ravel()
    np.testing.assert_array_equal(got.view(np.uint8), want.view(np.uint8))  # bits: NaN patterns included


def test_vtrans_register_based_operands(run_vector):
    """Operands through base registers (how rerolled loops walk tiles)."""
    a = np.arange(32 * 32, dtype=np.float32)

    def emit(V):
        V.li(3, 0x1000)
        V.transpose("f32", (3, DST), (3, SRC), 32, 32)

    read = run_vector(emit, {0x1000 + SRC: a})
    np.testing.assert_array_equal(read(0x1000 + DST, np.float32, 32 * 32), a.reshape(32, 32).T.ravel())


@pytest.mark.parametrize("rows, cols", [(16, 32), (32, 48), (0, 32), (32, 0)])
def test_vtrans_counts_must_be_whole_sticks(config, memory, rows, cols):
    b = ProgramBuilder(config)
    b.core(0).vector.transpose("f32", DST, SRC, rows, cols)
    with pytest.raises(ArtifactError, match="multiple of 32"):
        Card(config, memory).prepare(b.build())


def test_vtrans_overlap_faults(card, config):
    b = ProgramBuilder(config)
    b.core(0).vector.transpose("f16", SRC + 0x800, SRC, 64, 64)  # 8 KiB tiles, 2 KiB apart
    with pytest.raises(DeviceFault, match="overlap"):
        card.run_image(b.build().to_bytes())


def test_vtrans_outside_scratchpad_faults(card, config):
    limit = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    b = ProgramBuilder(config)
    b.core(0).vector.transpose("f32", limit - 0x800, SRC, 32, 32)
    with pytest.raises(DeviceFault, match="outside"):
        card.run_image(b.build().to_bytes())


def _load_then_transpose(config, with_token: bool):
    """The load unit fills the tile; the vector unit transposes it (ordered by a token or not)."""
    cfg = config
    mem = DeviceMemory(1 << 24)
    a = np.arange(32 * 32, dtype=np.float32)
    mem.write(mem.base, a.tobytes())
    b = ProgramBuilder(cfg)
    core = b.core(0)
    q = core.queue("load", "vector")
    core.load.li(1, mem.base)
    core.load.ld(SRC, (1, 0), 32)
    core.load.signal(q)
    if with_token:
        core.vector.wait(q)
    core.vector.transpose("f32", DST, SRC, 32, 32)
    if not with_token:
        core.vector.wait(q)
    card = Card(cfg, mem)
    card.run_image(b.build().to_bytes(), allowed_ranges=[(mem.base, a.nbytes)])
    return card.scratchpads[0][DST:DST + a.nbytes].view(np.float32), a


def test_vtrans_race_read_after_load(config):
    got, a = _load_then_transpose(config, with_token=True)
    np.testing.assert_array_equal(got, a.reshape(32, 32).T.ravel())
    with pytest.raises(DeviceFault, match="race"):
        _load_then_transpose(config, with_token=False)


def test_vtrans_race_write_over_unfinished_read(config):
    """vtrans writing sticks the store unit reads, with no token ordering the read first."""
    mem = DeviceMemory(1 << 24)
    b = ProgramBuilder(config)
    core = b.core(0)
    core.store.li(1, mem.base)
    core.store.st((1, 0), DST, 32)
    core.vector.transpose("f32", DST, SRC, 32, 32)
    with pytest.raises(DeviceFault, match="race"):
        Card(config, mem).run_image(b.build().to_bytes(), allowed_ranges=[(mem.base, 32 * 128)])


def test_vtrans_cost_from_config():
    for cfg in (HardwareConfig(), HardwareConfig(transpose_cycles_per_stick=6, corelets_per_core=3)):
        mem = DeviceMemory(1 << 20)
        b = ProgramBuilder(cfg)
        b.core(0).vector.transpose("f16", DST, SRC, 64, 128)  # 128 sticks written
        report = Card(cfg, mem).run_image(b.build().to_bytes())
        want = 128 * cfg.transpose_cycles_per_stick / cfg.corelets_per_core
        assert report.units[(0, "vector")].busy == want == TimingModel(cfg).transpose(128)
    assert HardwareConfig.__dataclass_fields__["transpose_cycles_per_stick"].metadata["source"].startswith("estimate")


def test_vtrans_text_binary_round_trip():
    text = "vtrans.bf16 sp[r2+0x2000], sp[0x0], rows=64, cols=128"
    ins = parse_instruction(text)
    assert ins.op == "vtrans" and ins.arg("dt") == "bf16" and ins.arg("rows") == 64 and ins.arg("cols") == 128
    raw = encode(ins)
    assert raw[0] == OPCODES["vtrans"].code == OPCODES["gathere"].code + 1  # appended, never moved
    assert decode(raw) == ins and format_instruction(decode(raw)) == text
    image_text = f"; spyre program image\n.slots 0\n.program core=0 unit=vector\n    {text}\n"
    assert disassemble(assemble(image_text)) == image_text


def test_vtrans_only_on_the_vector_unit(config):
    b = ProgramBuilder(config)
    with pytest.raises(ValueError, match="vector"):
        b.core(0).load.emit("vtrans", dt="f32", dst=(0, DST), a=(0, SRC), rows=32, cols=32)
