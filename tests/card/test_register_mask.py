"""vltr: a lane mask whose bound comes from a register (a length known only at launch), on both
engines (the "check" card config runs the reference and the fast engine and compares them)."""

import numpy as np
import pytest

from spyre_runtime.errors import ArtifactError, DeviceFault
from spyre_runtime.card import ProgramBuilder, assemble, disassemble

rng = np.random.default_rng(3)
STICKS = 3  # 96 fp32 lanes


def _masked_max_image(config, imm=0):
    """out[0] = max of x[j] for j < n + imm (x: 3 sticks of f32, n from slot 2, -inf when none);
    out sticks 1..3 = the mask itself widened to f32 (1.0 where the lane is live)."""
    b = ProgramBuilder(config)
    src, dst, n = b.arg_slot("x"), b.arg_slot("out"), b.arg_slot("n")
    c = b.core(0)
    loaded, done = c.queue("load", "vector"), c.queue("vector", "store")
    c.load.li_slot(1, src)
    c.load.ld(0, (1, 0), sticks=STICKS)
    c.load.signal(loaded)
    V = c.vector
    V.li_slot(2, n)
    V.iota("i32", 0x400, 0, STICKS)
    V.lt_register(0x800, 0x400, 2, imm, STICKS)  # u8 mask, 96 bytes
    V.fill("f32", 0xC00, float("-inf"), STICKS)
    V.wait(loaded)
    V.select("f32", 0x1000, 0x800, 0x0, 0xC00, STICKS)
    V.fill("f32", 0x1400, 0.0, 1)
    V.reduce("max", "f32", 0x1400, 0x1000, STICKS, STICKS, axis="within")
    V.cast("u8", 0x1480, 0x800, 1, to="f32")
    V.signal(done)
    c.store.li_slot(1, dst)
    c.store.wait(done)
    c.store.st((1, 0), 0x1400, sticks=1 + STICKS)
    return b.build()


@pytest.mark.parametrize("n", [0, 1, 31, 32, 33, 70, 96, 200])
def test_mask_bound_from_a_slot(card, memory, config, n):
    x = rng.standard_normal(STICKS * 32).astype(np.float32)
    X, OUT = memory.base, memory.base + 0x1000
    memory.write(X, x.tobytes())
    image = _masked_max_image(config)
    card.run_image(image.to_bytes(), [X, OUT, n], [(X, 384), (OUT, 512)])
    out = np.frombuffer(memory.read(OUT, 4 * 128), np.float32)
    live = np.arange(STICKS * 32) < n
    assert out[0] == (x[live].max() if live.any() else -np.inf)
    np.testing.assert_array_equal(out[32:32 + STICKS * 32], live.astype(np.float32))
    assert card.last_engine[0] == "fast", card.last_engine


def test_one_prepared_image_serves_every_bound(card, memory, config):
    # the bound is worked out at launch (fast.r_cmpr): one image and one translation for all
    x = rng.standard_normal(STICKS * 32).astype(np.float32)
    X, OUT = memory.base, memory.base + 0x1000
    memory.write(X, x.tobytes())
    prepared = card.prepare(_masked_max_image(config, imm=-5).to_bytes())
    made = card.translations
    for n in (40, 6, 90, 40, 5, -3, 1 << 40):
        card.run(prepared, [X, OUT, n], [(X, 384), (OUT, 512)])
        assert card.last_engine[0] == "fast", card.last_engine
        got = np.frombuffer(memory.read(OUT, 4), np.float32)[0]
        live = np.arange(STICKS * 32) < n - 5
        assert got == (x[live].max() if live.any() else -np.inf), n
    assert card.translations - made == 1


def test_bounds_beyond_int32_are_exact(card, memory, config):
    X, OUT = memory.base, memory.base + 0x1000
    memory.write(X, np.ones(STICKS * 32, np.float32).tobytes())
    image = _masked_max_image(config).to_bytes()
    for n, live in (((1 << 40), 96), ((1 << 64) - (1 << 40), 0)):  # (a negative register value)
        card.run_image(image, [X, OUT, n], [(X, 384), (OUT, 512)])
        mask = np.frombuffer(memory.read(OUT + 128, STICKS * 128), np.float32)
        assert mask.sum() == live


def test_text_round_trip_and_dtype_check(config):
    image = _masked_max_image(config, imm=-7)
    text = disassemble(image)
    assert "vltr.i32 sp[0x800], sp[0x400], r2, imm=-7, n=3" in text
    assert assemble(text).to_bytes() == image.to_bytes()


def test_vltr_takes_i32_lanes_only(card, config):
    b = ProgramBuilder(config)
    b.core(0).vector.emit("vltr", dt="f32", dst=(0, 0x800), a=(0, 0x400), rs=2, imm=0, n=1)
    with pytest.raises(ArtifactError, match="vltr compares i32 lanes with a register, got f32"):
        card.run_image(b.build().to_bytes(), [], [])


def _rows_then_zeros_image(config):
    """ldr: n rows (one stick each, 512 bytes apart) to sp[0x0..]; ringr: 8 - n zero sticks after
    them (from sp[0x2000]); then all 8 sticks stored: the first n rows and zeros."""
    b = ProgramBuilder(config)
    src, dst, n = b.arg_slot("x"), b.arg_slot("out"), b.arg_slot("n")
    c = b.core(0)
    done = c.queue("load", "store")
    L = c.load
    L.li_slot(1, src)
    L.li_slot(3, n)
    L.emit("ldr", dst=(0, 0x0), src=(1, 0), sticks=1, rs=3, stride=512)
    L.muli(4, 3, 128)  # the zero rows start after the n rows: sp[r4], 8 - n of them
    L.muli(5, 3, -1)
    L.addi(5, 5, 8)
    L.emit("ringr", core=0, dst=(4, 0), src=(0, 0x2000), rs=5)
    L.signal(done)
    c.store.li_slot(1, dst)
    c.store.wait(done)
    c.store.st((1, 0), 0, sticks=8)
    return b.build()


@pytest.mark.parametrize("n", [0, 1, 5, 8])
def test_row_and_stick_counts_from_a_register(card, memory, config, n):
    x = rng.standard_normal(8 * 128).astype(np.float32)  # 8 rows of 512 bytes
    X, OUT = memory.base, memory.base + 0x2000
    memory.write(X, x.tobytes())
    memory.write(OUT, np.full(8 * 32, 7.0, np.float32).tobytes())
    card.scratchpads[0][:0x3000] = 0xFF  # stale bytes where the rows land (and zeros as the ring source)
    card.scratchpads[0][0x2000:0x2400] = 0
    card.run_image(_rows_then_zeros_image(config).to_bytes(), [X, OUT, n], [(X, 4096), (OUT, 1024)])
    out = np.frombuffer(memory.read(OUT, 1024), np.float32).reshape(8, 32)
    np.testing.assert_array_equal(out[:n], x.reshape(8, 128)[:n, :32])
    assert not out[n:].any()
    assert card.last_engine[0] == "fast", card.last_engine


def test_a_register_count_out_of_range_faults(card, memory, config):
    X, OUT = memory.base, memory.base + 0x2000
    with pytest.raises(DeviceFault, match=r"`ringr core=0, sp\[r4\+0x0\], sp\[0x2000\], r5`: sticks r5 = -1 "
                                          r"is outside 0..65535"):
        card.run_image(_rows_then_zeros_image(config).to_bytes(), [X, OUT, 9], [(X, 8192), (OUT, 1024)])
