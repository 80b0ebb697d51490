"""The card-to-card link model (spyre_runtime/link.py) and the Collective op on one card's queues:
hand-computed costs, the wait for the last peer, stream order and the trace's link thread."""

import json
import math

import pytest

from spyre_runtime import HardwareConfig, Runtime
from spyre_runtime.link import bus_bytes_factor, collective_cycles
from spyre_runtime.queues import Collective, Transfer
import numpy as np

CFG = HardwareConfig()


def test_ring_costs_by_hand():
    hop, bw = CFG.link_hop_cycles, min(CFG.link_bytes_per_cycle, CFG.ring_bytes_per_cycle)
    n = 1 << 20
    # all_reduce on 4 cards: 6 steps of n/4 bytes; the 3 reducing ones take the longer of the move
    # and the add (3 LPDDR5 passes of n/4)
    move, add = math.ceil(n / 4 / bw), math.ceil(3 * n / 4 / CFG.lpddr5_bytes_per_cycle)
    want = 3 * (hop + max(move, add)) + 3 * (hop + move)
    assert collective_cycles(CFG, "all_reduce", n, 4) == want
    assert collective_cycles(CFG, "all_gather", n, 2) == hop + math.ceil(n / 2 / bw)
    assert collective_cycles(CFG, "send", 100, 2) == hop + math.ceil(100 / bw)
    assert collective_cycles(CFG, "broadcast", n, 4) == 3 * hop + math.ceil(n / bw)
    assert collective_cycles(CFG, "barrier", 0, 4) == 6 * hop
    assert collective_cycles(CFG, "scatter", 1000, 4) == 3 * (hop + math.ceil(1000 / bw))
    assert collective_cycles(CFG, "all_reduce", n, 1) == 0  # one card moves nothing
    assert bus_bytes_factor("all_reduce", 4) == 1.5


def test_large_all_reduce_approaches_the_link_bandwidth():
    n = 1 << 30
    seconds = CFG.cycles_to_seconds(collective_cycles(CFG, "all_reduce", n, 2))
    bus = n * bus_bytes_factor("all_reduce", 2) / seconds
    link = CFG.link_bytes_per_cycle * CFG.clock_hz
    assert 0.95 * link < bus < link  # the hops cost a little of it


@pytest.mark.parametrize("bad", [("allreduce", 1, 2), ("all_reduce", -1, 2), ("all_reduce", 8, 0)])
def test_bad_arguments_are_named(bad):
    with pytest.raises(ValueError, match="collective_cycles"):
        collective_cycles(CFG, *bad)


def test_collective_op_waits_for_the_last_peer_and_shows_on_the_link():
    rt = Runtime(HardwareConfig())
    stream = rt.default_stream
    buf = rt.allocator.allocate(4096)
    seen = []

    def exchange(memory, start):
        seen.append(start)
        memory.write(buf.address, b"\x07" * 16)  # what the peers' bytes would be
        return start + 12345  # the last peer was ready 12345 cycles later

    before = stream.enqueue(Transfer("h2d", np.zeros(4096, np.uint8), buf.address))
    op = stream.enqueue(Collective("all_reduce", exchange, 4096, 2, reads=[(buf.address, 4096)],
                                   writes=[(buf.address, 4096)]))
    rt.synchronize()
    assert seen == [before.end]  # it started when the transfer before it on the stream ended
    assert op.wait_cycles == 12345
    assert op.end - op.start == 12345 + collective_cycles(rt.config, "all_reduce", 4096, 2)
    assert rt.memory.read(buf.address, 16) == b"\x07" * 16
    trace = json.loads(rt.trace())
    threads = {e["args"]["name"]: e["tid"] for e in trace["traceEvents"] if e["name"] == "thread_name"}
    slices = [e for e in trace["traceEvents"] if e.get("cat") == "Collective"]
    assert [e["tid"] for e in slices] == [threads["link"]]


def test_a_failed_exchange_fails_its_stream():
    rt = Runtime(HardwareConfig())

    def exchange(memory, start):
        raise RuntimeError("peer gone")

    op = rt.default_stream.enqueue(Collective("barrier", exchange, 0, 2))
    with pytest.raises(RuntimeError, match="peer gone"):
        rt.synchronize()
    assert op.state == "failed" and op.end == op.start


def test_collective_checks_its_fields():
    with pytest.raises(ValueError, match="Collective.kind"):
        Collective("gossip", lambda m, s: s, 0, 2)
    with pytest.raises(TypeError, match="exchange must be callable"):
        Collective("barrier", None, 0, 2)


def test_torchrun_local_world_size_gives_a_card_per_local_rank():
    assert HardwareConfig.from_env({"LOCAL_WORLD_SIZE": "4"}).num_devices == 4
    assert HardwareConfig.from_env({"LOCAL_WORLD_SIZE": "4", "SPYRE_NUM_DEVICES": "8"}).num_devices == 8
    assert HardwareConfig.from_env({}).num_devices == 1
    assert HardwareConfig.from_env({"LOCAL_WORLD_SIZE": "1"}).num_devices == 1
