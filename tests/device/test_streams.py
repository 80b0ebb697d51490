"""Streams and events of the spyre device: torch.Stream / torch.Event / torch.accelerator map onto
runtime streams and events, and real runtime work obeys them."""

import gc
import math
import threading

import numpy as np
import pytest
import torch

import spyre_runtime
from spyre_runtime.queues.ops import HostCallback, Transfer
from spyre_inductor.device import streams


def rt():
    return spyre_runtime.get_runtime(0)


def current():
    """The runtime stream behind torch's current spyre stream."""
    return streams.current_runtime_stream()


def transfer_ms(nbytes):
    """Simulated duration of one h2d transfer, from HardwareConfig (independent of the runtime)."""
    cfg = rt().config
    return (cfg.dma_latency_cycles + math.ceil(nbytes / cfg.pcie_bytes_per_cycle)) / cfg.clock_hz * 1e3


def test_stream_ids_are_runtime_streams():
    s = torch.Stream(device="spyre")
    assert (s.device, s.device_index) == (torch.device("spyre:0"), 0)
    assert streams.runtime_stream(0, s.stream_id) is rt().stream(s.stream_id)
    assert torch.spyre.default_stream().stream_id == 0
    assert streams.runtime_stream(0, 0) is rt().default_stream
    assert isinstance(torch.spyre.Stream(), torch.Stream) and torch.spyre.Stream().device.type == "spyre"
    with pytest.raises(ValueError, match="no stream with id 999"):
        torch.Stream(stream_id=999, device_index=0, device_type=s.device_type).synchronize()


def test_with_stream_switches_the_current_stream_and_restores_it():
    s1, s2 = torch.Stream(device="spyre"), torch.Stream(device="spyre")
    assert s1.stream_id != s2.stream_id
    assert torch.accelerator.current_stream().stream_id == 0
    with s1:
        assert torch.accelerator.current_stream() == s1
        assert current() is rt().stream(s1.stream_id)
        with torch.spyre.stream(s2):
            assert torch.spyre.current_stream() == s2
        assert torch.accelerator.current_stream() == s1
    assert torch.accelerator.current_stream().stream_id == 0
    torch.spyre.set_stream(s2)
    try:
        assert torch.spyre.current_stream() == s2
    finally:
        torch.spyre.set_stream(torch.spyre.default_stream())


def test_current_stream_is_thread_local():
    s = torch.Stream(device="spyre")
    seen = []
    with s:
        worker = threading.Thread(target=lambda: seen.append(torch.accelerator.current_stream().stream_id))
        worker.start()
        worker.join()
        assert torch.accelerator.current_stream() == s
    assert seen == [0]


def log_after_transfer(stream, log, name, nbytes):
    """Real work on `stream`: a DMA of `nbytes` into fresh device memory, then a host callback."""
    dst = torch.empty(nbytes, dtype=torch.uint8, device="spyre")
    stream.enqueue(Transfer("h2d", np.ones(nbytes, np.uint8), dst.data_ptr(), nbytes))
    stream.enqueue(HostCallback(lambda: log.append(name), name=name))
    return dst


def test_event_wait_orders_work_across_streams():
    producer, consumer = torch.Stream(device="spyre"), torch.Stream(device="spyre")
    for use_event, expected in ((False, ["consumer", "producer"]), (True, ["producer", "consumer"])):
        log = []
        with producer:
            keep = log_after_transfer(current(), log, "producer", 1 << 20)  # ~33 us of DMA
            done = torch.Event(device="spyre")
            done.record()
        if use_event:
            consumer.wait_event(done)
        with consumer:
            current().enqueue(HostCallback(lambda: log.append("consumer"), name="consumer"))
        consumer.synchronize()
        producer.synchronize()
        # without the wait the idle consumer runs first; the event makes it wait for the producer
        assert log == expected, use_event
        del keep


def test_wait_stream_orders_work_across_streams():
    producer, consumer = torch.Stream(device="spyre"), torch.Stream(device="spyre")
    log = []
    with producer:
        keep = log_after_transfer(current(), log, "producer", 1 << 20)
    consumer.wait_stream(producer)
    with consumer:
        current().enqueue(HostCallback(lambda: log.append("consumer"), name="consumer"))
    consumer.synchronize()
    assert log == ["producer", "consumer"]
    del keep


def test_event_query_synchronize_and_simulated_elapsed_time():
    s = torch.Stream(device="spyre")
    start, end = torch.Event(device="spyre", enable_timing=True), torch.Event(device="spyre", enable_timing=True)
    nbytes = 4 << 20
    dst = torch.empty(nbytes, dtype=torch.uint8, device="spyre")
    with s:
        start.record()
        current().enqueue(Transfer("h2d", np.zeros(nbytes, np.uint8), dst.data_ptr(), nbytes))
        end.record()
    end.synchronize()
    assert start.query() and end.query()
    assert start.elapsed_time(end) == pytest.approx(transfer_ms(nbytes), rel=1e-9)
    never = torch.Event(device="spyre")
    assert never.query()  # never recorded: complete, like CUDA
    never.synchronize()
    with pytest.raises(ValueError, match="enable_timing=True"):
        torch.Event(device="spyre").elapsed_time(end)


def test_event_helpers_of_torch_spyre():
    ev = torch.spyre.Event(enable_timing=True)
    assert ev.device.type == "spyre"
    ev.record()
    assert ev.device == torch.device("spyre:0")  # torch.Event learns its index when recorded
    ev.synchronize()
    assert ev.query()
    recorded = torch.spyre.current_stream().record_event()
    assert recorded.device.type == "spyre" and recorded.query()


def test_stream_and_device_synchronize_run_pending_work():
    s = torch.Stream(device="spyre")
    log = []
    with s:
        current().enqueue(HostCallback(lambda: log.append(1)))
    assert log == []  # enqueueing alone runs nothing
    s.synchronize()
    assert log == [1] and s.query()
    with s:
        current().enqueue(HostCallback(lambda: log.append(2)))
    torch.accelerator.synchronize()
    assert log == [1, 2]
    with s:
        current().enqueue(HostCallback(lambda: log.append(3)))
    torch.spyre.synchronize()
    assert log == [1, 2, 3]


def test_a_failed_op_surfaces_on_synchronize_with_its_text():
    s = torch.Stream(device="spyre")
    runtime_stream = rt().stream(s.stream_id)

    def boom():
        raise ValueError("callback exploded")

    try:
        runtime_stream.enqueue(HostCallback(boom, name="boom"))
        with pytest.raises(ValueError, match="callback exploded"):
            s.synchronize()
        with pytest.raises(ValueError, match="callback exploded"):
            torch.accelerator.synchronize()
    finally:
        runtime_stream.clear_error()
    torch.accelerator.synchronize()


def test_pool_streams_come_from_the_runtime_pool():
    ids = {torch.Stream(device="spyre").stream_id for _ in range(rt().config.streams_per_device + 3)}
    assert 0 not in ids
    assert all(rt().stream(i) in rt()._pool for i in ids)
    assert len(ids) == rt().config.streams_per_device  # handed out round robin once the pool is full


def test_freed_memory_reused_on_another_stream_waits_for_queued_reads():
    # The allocator does no per-stream bookkeeping (recordStream is a no-op): reuse is safe because
    # the runtime orders conflicting byte ranges across streams (derived edges).
    nbytes = 4096  # whole sticks of uint8: device bytes are the host bytes
    reader, writer = torch.Stream(device="spyre"), torch.Stream(device="spyre")
    old = torch.empty(nbytes, dtype=torch.uint8, device="spyre")
    address = old.data_ptr()
    torch.accelerator.synchronize()
    rt().memory.write(address, bytes([7]) * nbytes)
    seen = np.zeros(nbytes, np.uint8)
    with reader:  # host work first, so that the read comes late in simulated time
        for _ in range(3):
            current().enqueue(HostCallback(lambda: None, name="host work"))
        current().enqueue(Transfer("d2h", address, seen, nbytes))  # queued, not run yet
    del old
    new = torch.empty(nbytes, dtype=torch.uint8, device="spyre")
    assert new.data_ptr() == address  # the freed block is handed out again
    with writer:
        current().enqueue(Transfer("h2d", np.full(nbytes, 9, np.uint8), address, nbytes))
    torch.accelerator.synchronize()
    assert (seen == 7).all()  # the queued read saw the old bytes
    assert rt().memory.read(address, nbytes) == bytes([9]) * nbytes


def test_streams_and_events_on_a_second_device():
    import os
    import subprocess
    import sys
    import textwrap

    code = """
        import torch, spyre_runtime
        from spyre_inductor.device import streams
        s = torch.Stream(device="spyre:1")
        print(s.device, streams.runtime_stream(1, s.stream_id) is spyre_runtime.get_runtime(1).stream(s.stream_id))
        with s:
            print(torch.accelerator.current_stream(1) == s, torch.accelerator.current_stream(0).stream_id)
        e = torch.Event(device="spyre:1", enable_timing=True)
        e.record(s)
        e.synchronize()
        torch.accelerator.synchronize(1)
        torch.spyre.synchronize("spyre:1")
        try:
            e.record(torch.spyre.default_stream(0))
        except (RuntimeError, ValueError) as err:
            print("cross-device record refused:", "device" in str(err))
    """
    env = dict(os.environ, SPYRE_NUM_DEVICES="2")
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["spyre:1 True", "True 0", "cross-device record refused: True"]


def test_zero_fills_of_fresh_allocations_run_beside_the_stream_but_after_the_block_s_last_user():
    """Two-stream mode: a fresh allocation's padding fill goes on the runtime's side stream (single-stream:
    the current stream). A fill of a block whose last user is still queued (what a block given back and
    handed out again gets) runs only after that kernel (a derived edge), and the results are right."""
    from spyre_inductor.device import copy as device_copy
    from spyre_inductor.device.memory import allocation_of

    r = rt()
    side = r.side_stream(r.default_stream)
    shape = (7, 1001)  # 1001 fp32 = 31 sticks + 9 lanes: padding
    z = torch.empty(shape, device="spyre")
    record = allocation_of(z)
    fills = [op for op in r.scheduler.history if op.name == "zero padding" and op.writes
             and record.address <= op.writes[0][0] < record.address + record.device_nbytes]
    assert fills and all(op.stream is side for op in fills)
    x = torch.randn(shape).to("spyre")
    torch.spyre.synchronize()
    y = x * 2  # a kernel reading x's block, still queued ...
    device_copy._on_allocate(allocation_of(x))  # ... when the allocation hook fills the block's padding
    torch.spyre.synchronize()
    hist = list(r.scheduler.history)
    fill = [op for op in hist if op.name == "zero padding"][-1]
    assert fill.stream is side
    lo, n = fill.writes[0]
    readers = [op for op in hist if op.id < fill.id and op.pipeline == "compute"
               and any(a < lo + n and lo < a + m for a, m in op.reads)]
    assert readers and fill.start >= max(op.end for op in readers)
    assert torch.equal(y.cpu(), x.cpu() * 2)
