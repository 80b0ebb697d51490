"""torch.profiler with ProfilerActivity.PrivateUse1 on spyre: the card's kernels and transfers are
device events with their simulated durations, linked to the host ops that issued them, in
key_averages and in the exported Chrome trace (csrc/spyre_profiler.cpp, device/profiler.py)."""

import json
import math
import os

import pytest
import torch
from torch.profiler import ProfilerActivity, profile, record_function

import spyre_runtime
from spyre_runtime.queues.ops import Compute, Transfer


def rt():
    return spyre_runtime.get_runtime(0)


def us(cycles):
    return cycles / rt().config.clock_hz * 1e6


def last_ops(kind, count):
    return [op for op in rt().scheduler.history if isinstance(op, kind)][-count:]


@pytest.fixture
def launched(monkeypatch):
    """The plans launched through the compiled-kernel entry point during a test."""
    from spyre_inductor.compiler import launch

    plans, real = [], launch._launch
    monkeypatch.setattr(launch, "_launch", lambda plan, *a: (plans.append(plan), real(plan, *a))[1])
    return plans


def launch_name(plan):
    """What the profiler calls a compiled kernel's launch (every graph names its kernels spyre_k0,
    ...): the kernel's name and its program's content hash, as the artifact's manifest records it."""
    with open(os.path.join(plan.directory, "manifest.json")) as fh:
        manifest = json.load(fh)
    return f"{manifest['kernel']['name']} [{manifest['content_hash'].removeprefix('sha256:')[:8]}]"


@pytest.fixture(scope="module")
def compiled():
    f = torch.compile(lambda x: torch.relu(x) * 2)
    x = torch.randn(8, 64).to("spyre")
    f(x).cpu()  # compile outside the profile
    return f, x


SPYRE = torch._C._autograd.DeviceType.PrivateUse1


def device_events(prof):
    return [e for e in prof.events() if e.device_type == SPYRE]


def test_kernel_and_transfer_are_device_events_with_simulated_times(compiled, launched):
    f, x = compiled
    want = torch.relu(x.cpu()) * 2
    rt().synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.PrivateUse1]) as prof:
        with record_function("step"):
            y = f(x)
            host = y.cpu()
    assert torch.equal(host, want)
    (kernel_op,) = last_ops(Compute, 1)
    (plan,) = launched
    kernel_name = launch_name(plan)
    assert kernel_op.name == f"compute {plan.artifact.kernel_name}"
    (d2h,) = last_ops(Transfer, 1)
    assert d2h.kind == "d2h"

    events = device_events(prof)
    kernels = [e for e in events if e.name == kernel_name]
    assert len(kernels) == 1, [e.name for e in events]
    # the device time is the simulated one (the runtime's own timeline), to the nanosecond
    assert kernels[0].device_time_total == pytest.approx(us(kernel_op.end - kernel_op.start), abs=1e-3)
    # the d2h after a synchronize: the DMA pipeline idle, so latency + bytes / PCIe bandwidth
    cfg = rt().config
    expected = (cfg.dma_latency_cycles + math.ceil(d2h.nbytes / cfg.pcie_bytes_per_cycle)) / cfg.clock_hz * 1e6
    transfers = [e for e in events if e.name == d2h.name]
    assert len(transfers) == 1 and transfers[0].device_time_total == pytest.approx(expected, abs=1e-3)
    # starts keep their simulated offsets (the d2h waits for the kernel's output)
    assert d2h.start >= kernel_op.end
    assert transfers[0].time_range.start - kernels[0].time_range.start == pytest.approx(
        us(d2h.start - kernel_op.start), abs=2e-3)

    # correlation: the kernel belongs to the launch's host op (named after it), the d2h to the copy
    by_name = {}
    for e in prof.events():
        by_name.setdefault(e.name, []).append(e)
    launch = [e for e in by_name[kernel_name] if e not in kernels]
    assert len(launch) == 1 and kernel_name in [k.name for k in launch[0].kernels]
    assert any(d2h.name in [k.name for k in e.kernels] for e in by_name["aten::_copy_from"])
    # record_function's range holds the launch
    (step,) = by_name["step"]
    assert step.time_range.start <= launch[0].time_range.start <= launch[0].time_range.end <= step.time_range.end

    # key_averages lists the kernel with its device time
    (avg,) = [a for a in prof.key_averages() if a.key == kernel_name and a.device_type == SPYRE]
    assert avg.device_time_total == pytest.approx(us(kernel_op.end - kernel_op.start), abs=1e-3)
    assert rt().scheduler.observer is None  # the session stopped watching the queues


def test_chrome_trace_joins_host_and_device(compiled, launched, tmp_path):
    f, x = compiled
    side = torch.Stream(device="spyre")
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.PrivateUse1]) as prof:
        f(x)
        with side:
            f(x)
        torch.accelerator.synchronize()
    path = tmp_path / "trace.json"
    prof.export_chrome_trace(str(path))
    events = json.loads(path.read_text())["traceEvents"]
    kernel_name = launch_name(launched[0])
    assert launched[0] is launched[1]
    device = [e for e in events if e.get("ph") == "X" and e.get("cat") == "kernel"]
    assert [e["name"] for e in device] == [kernel_name, kernel_name]
    host = [e for e in events if e.get("ph") == "X" and e.get("cat") == "cpu_op" and e["name"] == kernel_name]
    assert len(host) == 2 and all(h["pid"] != device[0]["pid"] for h in host)
    # one track per (pipeline, stream): the two launches ran on the default and the side stream
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("name") == "thread_name"}
    tracks = sorted(names[e["pid"], e["tid"]] for e in device)
    assert tracks == sorted([f"compute · stream {side.stream_id}", "compute · stream 0"])
    # flow arrows: each host launch starts one, its kernel ends it
    starts = {e["id"]: e for e in events if e.get("ph") == "s"}
    ends = {e["id"]: e for e in events if e.get("ph") == "f"}
    for kernel in device:
        flow = kernel["args"]["External id"]
        assert ends[flow]["tid"] == kernel["tid"] and starts[flow]["pid"] == host[0]["pid"]
    assert {starts[k["args"]["External id"]]["ts"] for k in device} == {h["ts"] for h in host}


def test_cpu_only_profile_records_no_device_events(compiled, launched):
    f, x = compiled
    with profile(activities=[ProfilerActivity.CPU]) as prof:
        f(x).cpu()
    assert device_events(prof) == []
    assert [e.name for e in prof.events()].count(launch_name(launched[0])) == 1  # the launch, a host op
    assert rt().scheduler.observer is None


def test_legacy_autograd_profiler_takes_device_time_from_timed_events(compiled, launched):
    """torch.autograd.profiler.profile(use_device="spyre") (the PrivateUse1 stubs): an op's device
    time is the simulated time between timed events recorded on its stream at its start and end
    (whole microseconds in that profiler)."""
    from spyre_runtime.queues.ops import Signal

    f, x = compiled
    with torch.autograd.profiler.profile(use_device="spyre") as prof:
        f(x)
    rt().synchronize()
    (launch,) = [e for e in prof.function_events if e.name == launch_name(launched[0])]
    (kernel_op,) = last_ops(Compute, 1)
    stream = [op for op in rt().scheduler.history if op.stream is kernel_op.stream]
    i = stream.index(kernel_op)
    before = [op for op in stream[:i] if isinstance(op, Signal)][-1]
    after = [op for op in stream[i + 1:] if isinstance(op, Signal)][0]
    assert launch.device_time_total == pytest.approx(us(after.end - before.end), abs=1.0)
    assert launch.device_time_total >= 1  # (the kernel alone takes over a microsecond)


def test_a_collective_is_a_device_event_on_the_link_track(tmp_path):
    """A spyreccl all_reduce (a one-rank group in this process: the same Collective op as with many
    ranks) is a device event with its simulated duration, on the link pipeline's track. (The
    2-rank run with link time is tests/distributed's.)"""
    import datetime

    import torch.distributed as dist

    from spyre_runtime.queues.ops import Collective

    dist.init_process_group("cpu:gloo,spyre:spyreccl", init_method=f"file://{tmp_path / 'store'}", rank=0,
                            world_size=1, timeout=datetime.timedelta(seconds=60))
    try:
        x = torch.arange(1024, dtype=torch.float32).to("spyre")
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.PrivateUse1]) as prof:
            dist.all_reduce(x)
            host = x.cpu()
    finally:
        dist.destroy_process_group()
    assert torch.equal(host, torch.arange(1024, dtype=torch.float32))  # one rank: the sum is itself
    (op,) = last_ops(Collective, 1)
    events = [e for e in device_events(prof) if e.name == op.name]
    assert len(events) == 1, [e.name for e in device_events(prof)]
    assert op.pipeline == "link"  # (one rank: a ring of no steps, so no link time)
    assert events[0].device_time_total == pytest.approx(us(op.end - op.start), abs=1e-3)
