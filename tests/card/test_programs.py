"""Whole kernels on the card (32 cores, queues, ring, barrier) against numpy, plus faults."""

import numpy as np
import pytest

from spyre_runtime import DeviceFault
from spyre_runtime.card import CardKernel, ProgramBuilder, ProgramImage
from spyre_runtime.card.examples import barrier_sum_kernel, elementwise_kernel, matmul_kernel, ring_sum_kernel

rng = np.random.default_rng(1)


def put(memory, addr, arr):
    memory.write(addr, np.ascontiguousarray(arr).tobytes())
    return addr


def get(memory, addr, dtype, count):
    return np.frombuffer(memory.read(addr, count * np.dtype(dtype).itemsize), dtype=dtype)


def run(card, image, corrections, allowed):
    report = card.run_image(image.to_bytes(), corrections, allowed)
    assert report.cycles >= report.roofline_cycles > 0  # no kernel beats its roofline bound
    return report


def test_elementwise_over_many_sticks_on_32_cores(card, memory, config):
    cores, per_core, tile = 32, 16, 4
    n = cores * per_core * 64
    x = rng.uniform(-3, 3, n).astype(np.float16)
    bias = rng.uniform(-1, 1, 64).astype(np.float16)
    X = put(memory, memory.base, x)
    BIAS = put(memory, X + x.nbytes, bias)
    Y = BIAS + 128
    image = elementwise_kernel(config, per_core, cores, tile)
    report = run(card, image, [X, BIAS, Y], [(X, x.nbytes + 128), (Y, x.nbytes)])
    y = get(memory, Y, np.float16, n).astype(np.float64)
    x64 = x.astype(np.float64)
    ref = np.tanh(x64) * x64 + np.tile(bias.astype(np.float64), n // 64)
    np.testing.assert_allclose(y, ref, rtol=4e-3, atol=4e-3)  # three f16 roundings
    assert len(report.core_cycles) == cores and report.bytes_loaded == x.nbytes + 128 * cores
    assert report.bytes_stored == x.nbytes


@pytest.mark.parametrize("kernel", ["ring", "barrier"])
def test_sum_across_cores(card, memory, config, kernel):
    cores, per_core = 32, 8
    x = rng.standard_normal(cores * per_core * 32).astype(np.float32)
    X = put(memory, memory.base, x)
    OUT = X + x.nbytes
    SCRATCH = OUT + 128
    if kernel == "ring":
        image = ring_sum_kernel(config, per_core, cores)
    else:
        image = barrier_sum_kernel(config, per_core, cores, SCRATCH)
    report = run(card, image, [X, OUT], [(X, x.nbytes), (OUT, 128), (SCRATCH, cores * 128)])
    got = get(memory, OUT, np.float32, 1)[0]
    assert got == pytest.approx(float(x.astype(np.float64).sum()), rel=1e-5, abs=1e-4)
    assert (report.ring_bytes > 0) == (kernel == "ring")


def _matmul(card, memory, config, nbuf, M=512, N=128, K=1024, cores=16):
    a = rng.uniform(-1, 1, (M, K)).astype(np.float16)
    b = rng.uniform(-1, 1, (K, N)).astype(np.float16)
    A = put(memory, memory.base, a)
    B = put(memory, A + a.nbytes, b)
    C = B + b.nbytes
    image = matmul_kernel(config, M, N, K, cores, k_tile_sticks=2, nbuf=nbuf)
    report = run(card, image, [A, B, C], [(A, a.nbytes), (B, b.nbytes), (C, M * N * 4)])
    c = get(memory, C, np.float32, M * N).reshape(M, N)
    ref = a.astype(np.float64) @ b.astype(np.float64)
    np.testing.assert_allclose(c, ref, rtol=1e-5, atol=1e-4)  # fp16 products, fp32 accumulation
    assert report.flops == 2 * M * N * K
    return report


def test_tiled_matmul_across_cores_double_buffering_beats_single(card, memory, config):
    single = _matmul(card, memory, config, nbuf=1)
    double = _matmul(card, memory, config, nbuf=2)
    assert double.cycles < single.cycles
    # the PE array waits less for operands when loads overlap its matmuls
    stall = lambda r: sum(u.stall for (_, unit), u in r.units.items() if unit == "pe")  # noqa: E731
    assert stall(double) < stall(single)


def test_matmul_bf16_and_f32_inputs(card, memory, config):
    from spyre_runtime.card.simulator import bf16_to_f32, f32_to_bf16

    M, N, K = 64, 64, 256
    for dtype in ("bf16", "f32"):
        a32 = rng.uniform(-1, 1, (M, K)).astype(np.float32)
        b32 = rng.uniform(-1, 1, (K, N)).astype(np.float32)
        if dtype == "bf16":
            a, b = f32_to_bf16(a32), f32_to_bf16(b32)
            a_val, b_val = bf16_to_f32(a), bf16_to_f32(b)
        else:
            a, b, a_val, b_val = a32, b32, a32, b32
        A = put(memory, memory.base, a)
        B = put(memory, A + a.nbytes, b)
        C = B + b.nbytes
        image = matmul_kernel(config, M, N, K, 4, k_tile_sticks=1, nbuf=2, dtype=dtype)
        run(card, image, [A, B, C], [(A, a.nbytes), (B, b.nbytes), (C, M * N * 4)])
        c = get(memory, C, np.float32, M * N).reshape(M, N)
        np.testing.assert_allclose(c, a_val.astype(np.float64) @ b_val.astype(np.float64), rtol=1e-5, atol=1e-4)


def test_deadlock_names_blocked_units_and_queues(card, config):
    b = ProgramBuilder(config)
    c = b.core(2)
    never = c.queue("load", "vector")
    to_pe = c.queue("vector", "pe")
    c.vector.wait(never)  # the load unit never signals
    c.vector.signal(to_pe)
    c.pe.wait(to_pe)
    c.load.nop()
    with pytest.raises(DeviceFault) as e:
        card.run_image(b.build().to_bytes())
    text = str(e.value)
    assert "deadlock" in text
    assert "core 2 vector pc 0 `wait c2.load.0`: wait on queue c2.load->c2.vector#0 (empty, 0/4 tokens)" in text
    assert "core 2 pe pc 0 `wait c2.vector.0`: wait on queue c2.vector->c2.pe#0 (empty" in text
    assert "core 2 load" not in text  # it finished


def test_full_queue_blocks_only_the_producer_then_deadlocks(card, config):
    b = ProgramBuilder(config)
    c = b.core(0)
    q = c.queue("load", "store")
    with c.load.loop(config.hw_queue_depth + 1):
        c.load.signal(q)
    with pytest.raises(DeviceFault, match=r"core 0 load pc 1 `signal c0.store.0`: signal on queue "
                                          r"c0.load->c0.store#0 \(full, 4/4 tokens\)"):
        card.run_image(b.build().to_bytes())


def test_barrier_deadlock_is_reported(card, config):
    b = ProgramBuilder(config)
    q = b.core(0).queue("pe", "vector")
    b.core(0).vector.barrier()
    b.core(0).pe.wait(b.core(0).queue("vector", "pe"))
    b.core(0).pe.signal(q)
    with pytest.raises(DeviceFault, match=r"core 0 vector pc 0 `barrier`: waits at barrier 0"):
        card.run_image(b.build().to_bytes())


def _copy_image(config, sticks=2):
    b = ProgramBuilder(config)
    src, dst = b.arg_slot("src"), b.arg_slot("dst")
    c = b.core(0)
    q = c.queue("load", "store")
    c.load.li_slot(1, src)
    c.load.ld(0, (1, 0), sticks=sticks)
    c.load.signal(q)
    c.store.wait(q)
    c.store.li_slot(1, dst)
    c.store.st((1, 0), 0, sticks=sticks)
    return b.build()


def test_out_of_bounds_read_is_a_device_fault_with_address_and_ranges(card, memory, config):
    image = _copy_image(config)
    src, dst = memory.base, memory.base + 0x1000
    with pytest.raises(DeviceFault) as e:
        card.run_image(image.to_bytes(), [src + 0x80, dst], [(src, 256), (dst, 256)])
    text = str(e.value)
    assert "core 0 load pc 1 `ld sp[0x0], dev[r1+0x0], sticks=2, rows=1, stride=0`" in text
    assert f"load of device range [{src + 0x80:#x}, {src + 0x180:#x})" in text
    assert f"[{src:#x}, {src + 256:#x}), [{dst:#x}, {dst + 256:#x})" in text


def test_scratchpad_overflow_is_a_device_fault(card, config):
    b = ProgramBuilder(config)
    limit = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    b.core(5).vector.fill("f32", limit - 128, 1.0, 2)
    with pytest.raises(DeviceFault, match=rf"core 5 vector pc 0 .*scratchpad access \[{limit - 128:#x}, "
                                          rf"{limit + 128:#x}\) outside the usable scratchpad"):
        card.run_image(b.build().to_bytes())


def test_strided_block_load_and_store(card, memory, config):
    # 3 rows of 2 sticks out of a 5-stick-wide matrix, stored back with a 4-stick pitch
    src = rng.standard_normal((3, 5 * 32)).astype(np.float32)
    S = put(memory, memory.base, src)
    D = S + src.nbytes
    put(memory, D, np.zeros(3 * 4 * 32, np.float32))
    b = ProgramBuilder(config)
    c = b.core(0)
    q = c.queue("load", "store")
    c.load.li(1, S + 128)
    c.load.ld(0, (1, 0), sticks=2, rows=3, stride=5 * 128)
    c.load.signal(q)
    c.store.wait(q)
    c.store.li(1, D)
    c.store.st((1, 0), 0, sticks=2, rows=3, stride=4 * 128)
    run(card, b.build(), [], [(S, src.nbytes), (D, 3 * 4 * 128)])
    out = get(memory, D, np.float32, 3 * 4 * 32).reshape(3, 4 * 32)
    np.testing.assert_array_equal(out[:, :64], src[:, 32:96])
    assert not out[:, 64:].any()


def test_stale_fetch_runs_stale_addresses(card, memory, config):
    """The correction block is read from the fetched snapshot: a fetch taken before the
    correction transfer landed writes to the old place (or faults outside the allowed ranges)."""
    image = _copy_image(config)
    data = rng.standard_normal(64).astype(np.float32)
    SRC = put(memory, memory.base, data)
    OLD, NEW = SRC + 0x1000, SRC + 0x2000
    PROG = SRC + 0x10000
    prepared = card.prepare(image.to_bytes())
    # launch 1 left OLD in the correction block; the fetch engine snapshots it now
    memory.write(PROG, image.with_corrections([SRC, OLD]))
    stale = memory.read(PROG, image.total_bytes)
    # launch 2's correction transfer lands after the fetch
    memory.write(PROG + image.correction_offset, np.array([SRC, NEW], "<u8").tobytes())
    fresh = memory.read(PROG, image.total_bytes)
    allowed = [(SRC, 256), (OLD, 256), (NEW, 256)]

    CardKernel(card, prepared, allowed).run(memory, stale)
    assert get(memory, OLD, np.float32, 64).tolist() == data.tolist()  # written at the stale place
    assert not get(memory, NEW, np.float32, 64).any()
    result = CardKernel(card, prepared, allowed).run(memory, fresh)
    assert get(memory, NEW, np.float32, 64).tolist() == data.tolist()
    assert result.cycles > 0 and result.detail["bytes_stored"] == 256
    # when the stale address is outside this launch's ranges, the card faults instead
    with pytest.raises(DeviceFault, match=f"store of device range \\[{OLD:#x}"):
        CardKernel(card, prepared, [(SRC, 256), (NEW, 256)]).run(memory, stale)


def test_kernel_runs_changed_program_bytes_and_rejects_garbage(card, memory, config):
    image = _copy_image(config, sticks=1)
    other = _copy_image(config, sticks=2)  # same size, different program
    assert other.total_bytes == image.total_bytes
    SRC = put(memory, memory.base, np.arange(64, dtype=np.float32))
    DST = SRC + 0x1000
    kernel = CardKernel(card, card.prepare(image), [(SRC, 256), (DST, 256)])
    result = kernel.run(memory, other.with_corrections([SRC, DST]))
    assert result.detail["bytes_stored"] == 256  # what was fetched ran, not the prepared copy
    garbage = bytearray(image.with_corrections([SRC, DST]))
    garbage[0] = 0
    with pytest.raises(DeviceFault, match="fetched program bytes are not a valid image.*magic"):
        kernel.run(memory, bytes(garbage))
    with pytest.raises(DeviceFault, match=f"fetched 10 program bytes, the image needs {image.total_bytes}"):
        kernel.run(memory, b"0123456789")


def test_wrong_number_of_corrections(card, config):
    with pytest.raises(DeviceFault, match="the image has 2 slots, got 1 correction values"):
        card.run_image(_copy_image(config).to_bytes(), [0], [])


def test_image_round_trips_through_text_before_running(card, memory, config):
    from spyre_runtime.card import assemble, disassemble

    image = elementwise_kernel(config, 4, 2, 2)
    again = assemble(disassemble(image))
    assert isinstance(again, ProgramImage) and again.to_bytes() == image.to_bytes()


def _symbolic_copy_image(config):
    """Copy `n` sticks where n arrives at launch through slot 2 (a symbolic dimension)."""
    b = ProgramBuilder(config)
    src, dst, n = b.arg_slot("src"), b.arg_slot("dst"), b.arg_slot("n")
    c = b.core(0)
    q, free = c.queue("load", "store"), c.queue("store", "load")
    c.store.signal(free)  # one buffer (sp[0]): the load may not overwrite it until the store is done
    for unit, slot in ((c.load, src), (c.store, dst)):
        unit.li_slot(1, slot)
        unit.li_slot(3, n)
        unit.muli(4, 3, 128)  # bytes = n * 128, then r5 = start + bytes: the end address
        unit.add(5, 1, 4)
    with c.load.loop_reg(3):
        c.load.wait(free)
        c.load.ld(0, (1, 0), sticks=1)
        c.load.addi(1, 1, 128)
        c.load.signal(q)
    with c.store.loop_reg(3):
        c.store.wait(q)
        c.store.st((1, 0), 0, sticks=1)
        c.store.addi(1, 1, 128)
        c.store.signal(free)
    c.store.st((5, 0), 0, sticks=1)  # one extra stick right after the copy: checks add/muli
    return b.build()


@pytest.mark.parametrize("n", [0, 1, 3])
def test_loop_count_from_a_slot(card, memory, config, n):
    data = rng.standard_normal(4 * 32).astype(np.float32)
    SRC = put(memory, memory.base, data)
    DST = SRC + 0x1000
    put(memory, DST, np.zeros(5 * 32, np.float32))
    card.scratchpads[0][:128] = np.full(32, 7.0, np.float32).view(np.uint8)
    card.run_image(_symbolic_copy_image(config).to_bytes(), [SRC, DST, n], [(SRC, 512), (DST, 640)])
    out = get(memory, DST, np.float32, 5 * 32)
    last = data[(n - 1) * 32:n * 32] if n else np.full(32, 7.0, np.float32)  # sp[0] holds the last stick loaded
    np.testing.assert_array_equal(out[:n * 32], data[:n * 32])
    np.testing.assert_array_equal(out[n * 32:(n + 1) * 32], last)
    assert not out[(n + 1) * 32:].any()


def test_negative_register_loop_count_faults(card, config):
    with pytest.raises(DeviceFault, match=r"core 0 load pc 4 `loopr r3`: loop count r3 = -2 is negative"):
        card.run_image(_symbolic_copy_image(config).to_bytes(), [0, 0, (1 << 64) - 2], [])


def test_unsynchronised_scratchpad_use_is_a_race_fault(card, memory, config):
    SRC = put(memory, memory.base, np.ones(32, np.float32))
    b = ProgramBuilder(config)
    c = b.core(0)
    c.load.li(1, SRC)
    c.load.ld(0, (1, 0), sticks=1)
    c.vector.unary("exp", "f32", 0x100, 0, 1)  # reads sp[0] with no token from the load unit
    with pytest.raises(DeviceFault, match=r"scratchpad race \((write after read|read after write)\) on core 0 "
                                          r"stick at 0x0: core 0 (vector read|load wrote) it and no queue token or "
                                          r"barrier orders that before this access"):
        card.run_image(b.build().to_bytes(), [], [(SRC, 128)])


def test_producer_overwriting_a_buffer_still_being_read_is_caught(card, memory, config):
    """Three sticks through one buffer with only a `full` queue: the load unit runs ahead and
    overwrites sp[0] before the store unit has read it."""
    data = np.arange(3 * 32, dtype=np.float32)
    SRC = put(memory, memory.base, data)
    DST = SRC + 0x1000
    b = ProgramBuilder(config)
    c = b.core(0)
    full = c.queue("load", "store")
    c.load.li(1, SRC)
    c.store.li(1, DST)
    with c.load.loop(3):
        c.load.ld(0, (1, 0), sticks=1)
        c.load.addi(1, 1, 128)
        c.load.signal(full)
    with c.store.loop(3):
        c.store.wait(full)
        c.store.st((1, 0), 0, sticks=1)
        c.store.addi(1, 1, 128)
    with pytest.raises(DeviceFault, match=r"core 0 (load|store) pc \d `(ld|st) .*scratchpad race"):
        card.run_image(b.build().to_bytes(), [], [(SRC, 384), (DST, 384)])
    # with the race check off the same program silently stores wrong data: the check is what catches it
    from spyre_runtime.card import Card

    Card(config, memory, check_races=False).run_image(b.build().to_bytes(), [], [(SRC, 384), (DST, 384)])
    assert get(memory, DST, np.float32, 96).tolist() != data.tolist()


@pytest.mark.parametrize("with_barrier", [True, False])
def test_barrier_orders_scratchpad_accesses(card, memory, config, with_barrier):
    DST = memory.base
    b = ProgramBuilder(config)
    c = b.core(0)
    c.vector.fill("f32", 0, 2.5, 1)
    c.store.li(1, DST)
    if with_barrier:
        c.vector.barrier()
        c.store.barrier()
    c.store.st((1, 0), 0, sticks=1)
    if with_barrier:
        card.run_image(b.build().to_bytes(), [], [(DST, 128)])
        assert get(memory, DST, np.float32, 32).tolist() == [2.5] * 32
    else:
        with pytest.raises(DeviceFault, match="scratchpad race"):
            card.run_image(b.build().to_bytes(), [], [(DST, 128)])


def test_ring_write_racing_a_reader_on_the_other_core(card, config):
    b = ProgramBuilder(config)
    b.core(1).vector.fill("f32", 0, 1.0, 1)
    ready = b.core(1).queue("vector", "load")
    b.core(1).vector.signal(ready)
    b.core(1).load.wait(ready)
    b.core(1).load.ring(0, 0x400, 0, sticks=1)
    b.core(0).vector.unary("neg", "f32", 0x800, 0x400, 1)  # no token from core 1
    with pytest.raises(DeviceFault, match=r"scratchpad race \(write after read\) on core 0 stick at 0x400: "
                                          r"core 0 vector read it"):
        card.run_image(b.build().to_bytes())


def test_trace_accounts_for_every_cycle_of_every_unit(card, memory, config):
    import json

    x = rng.uniform(-1, 1, 4 * 4 * 64).astype(np.float16)
    X = put(memory, memory.base, x)
    Y = X + 0x10000
    card.trace = True
    barrier_report = card.run_image(barrier_sum_kernel(config, 2, 4, Y).to_bytes(), [X, Y + 0x1000],
                                    [(X, x.nbytes), (Y, 0x2000)])
    b = ProgramBuilder(config)  # the store unit arrives last at the barrier and releases itself
    b.core(0).vector.barrier()
    with b.core(0).store.loop(5):
        b.core(0).store.nop()
    b.core(0).store.barrier()
    b.core(0).store.nop()
    self_release = card.run_image(b.build().to_bytes())
    # loop + 5 x (nop, endloop) = 11 cycles; both leave the barrier at 12
    assert (self_release.units[(0, "vector")].stall, self_release.units[(0, "store")].stall) == (12, 1)
    report = card.run_image(elementwise_kernel(config, 4, 4, 2).to_bytes(), [X, X, Y],
                            [(X, x.nbytes), (Y, x.nbytes)])
    for rep in (report, barrier_report, self_release):
        for key, unit in rep.units.items():
            _check_spans(rep.events, key, unit)
    trace = json.loads(json.dumps(report.chrome_trace()))
    names = {e["args"]["name"] for e in trace["traceEvents"] if e["ph"] == "M"}
    assert {"core 3", "load", "vector", "store"} <= names
    assert any(e["name"] == "vtanh" for e in trace["traceEvents"])
    card.trace = False
    with pytest.raises(ValueError, match="not traced"):
        card.run_image(elementwise_kernel(config, 4, 4, 2).to_bytes(), [X, X, Y],
                       [(X, x.nbytes), (Y, x.nbytes)]).chrome_trace()


def _check_spans(events, key, unit):
    """The unit's trace slices add up to its busy + stall cycles and lie within its run."""
    spans = [(t0, t1) for c, u, _, t0, t1 in events if (c, u) == key]
    assert sum(t1 - t0 for t0, t1 in spans) == pytest.approx(unit.busy + unit.stall)
    assert all(0 <= t0 < t1 <= unit.end for t0, t1 in spans)


def test_runaway_loop_hits_the_instruction_watchdog(card, config):
    b = ProgramBuilder(config)
    with b.core(0).vector.loop(1 << 31):
        b.core(0).vector.nop()
    card.max_instructions = 1000
    with pytest.raises(DeviceFault, match=r"core 0 vector pc \d `(nop|endloop)`: the run exceeded 1000 instructions"):
        card.run_image(b.build().to_bytes())
