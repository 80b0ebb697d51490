"""Timing model: hand-computed costs from HardwareConfig, shared LPDDR5, ring hops, roofline."""

import pytest

from spyre_runtime import HardwareConfig
from spyre_runtime.card import ProgramBuilder, TimingModel, roofline_cycles


def test_lpddr5_is_one_bus_shared_by_all_transfers():
    t = TimingModel(HardwareConfig(lpddr5_bytes_per_cycle=200.0, lpddr5_latency_cycles=10))
    assert t.memory(0, 2000) == 10 + 10  # 2000 B at 200 B/cycle, then the latency
    assert t.memory(0, 2000) == 20 + 10  # issued at the same time: waits for the bus
    assert t.memory(100, 200) == 101 + 10  # the bus is free again by then


def test_ring_hops_take_the_shorter_way_and_links_are_shared():
    t = TimingModel(HardwareConfig(ring_bytes_per_cycle=128))
    assert t.hops(0, 31) == (1, -1) and t.hops(0, 16) == (16, 1) and t.hops(30, 1) == (3, 1)
    assert t.ring(0, 0, 2, 256) == 2 + 2  # 2 cycles on links 0->1->2, plus 2 hops
    assert t.ring(0, 1, 2, 128) == 2 + 1 + 1  # link 1->2 is busy until cycle 2
    assert t.ring(0, 2, 1, 128) == 1 + 1  # the other direction is a different link


def test_pe_and_vector_costs():
    c = HardwareConfig()
    t = TimingModel(c)
    rate = c.pe_macs_per_cycle_per_corelet * c.corelets_per_core
    assert t.mm(8 * 128 * 128, 2) == 8 * 128 * 128 / rate
    # fp32 operands take the PE array two passes (HardwareConfig.pe_fp32_macs_per_cycle_per_corelet)
    assert c.pe_fp32_macs_per_cycle_per_corelet * 2 == c.pe_macs_per_cycle_per_corelet
    assert t.mm(8 * 128 * 128, 4) == 2 * 8 * 128 * 128 / rate
    assert t.vector(64 * 10, 10, sfu=False) == 640 / (c.vector_elems_per_cycle_per_corelet * c.corelets_per_core)
    assert t.vector(64 * 10, 10, sfu=True) == 10 * c.sfu_cycles_per_stick / c.corelets_per_core


def test_roofline_is_the_slower_of_compute_and_memory():
    c = HardwareConfig()
    assert roofline_cycles(c, c.peak_flops_per_cycle * 10, 0) == 10
    assert roofline_cycles(c, 0, c.lpddr5_bytes_per_cycle * 7) == 7
    assert roofline_cycles(c, c.peak_flops_per_cycle * 10, c.lpddr5_bytes_per_cycle * 7) == 10


def _load_kernel(config, cores, sticks, base):
    b = ProgramBuilder(config)
    for i in range(cores):
        L = b.core(i).load
        L.li(1, base + i * sticks * 128)
        L.ld(0, (1, 0), sticks=sticks)
    return b.build()


def test_cores_loading_at_once_share_the_bandwidth(card, memory, config):
    sticks = 1024
    allowed = [(memory.base, 32 * sticks * 128)]
    one = card.run_image(_load_kernel(config, 1, sticks, memory.base).to_bytes(), [], allowed)
    all32 = card.run_image(_load_kernel(config, 32, sticks, memory.base).to_bytes(), [], allowed)
    transfer = sticks * 128 / config.lpddr5_bytes_per_cycle
    assert one.cycles == pytest.approx(1 + transfer + config.lpddr5_latency_cycles, abs=1)
    assert all32.cycles == pytest.approx(1 + 32 * transfer + config.lpddr5_latency_cycles, abs=1)
    assert all32.cycles == pytest.approx(all32.roofline_cycles + 1 + config.lpddr5_latency_cycles, abs=1)


@pytest.mark.parametrize("dtype, itemsize", [("f16", 2), ("bf16", 2), ("f32", 4)])
def test_pe_time_follows_the_operand_width(card, config, dtype, itemsize):
    """One matmul of 8 rows x 2 K sticks x 2 N sticks: its PE time is its MACs at the 16-bit rate,
    or at the fp32 rate (half of it) for fp32 operands."""
    b = ProgramBuilder(config)
    b.core(0).pe.mm(dtype, 0x20000, 0, 0x4000, m=8, k=2, n=2)
    report = card.run_image(b.build().to_bytes(), [], [])
    E = 128 // itemsize
    macs = 8 * (2 * E) * (2 * E)
    rate = config.pe_macs_per_cycle_per_corelet if itemsize == 2 else config.pe_fp32_macs_per_cycle_per_corelet
    assert report.units[(0, "pe")].busy == macs / (rate * config.corelets_per_core)
