"""Streams and events of the `spyre` device: the Python functions the C++ device guard calls.

PyTorch names a stream by (device index, stream id); the device guard keeps the current stream id
per device, per thread (csrc/spyre_shim.cpp). The id *is* the runtime stream id (DESIGN §5): 0 is
the runtime's default stream, other ids are streams from the runtime's pool. A `torch.Event` is an
integer handle (never 0) into a table of runtime events. All work is the runtime's; nothing here
executes ops.
"""

from __future__ import annotations

import itertools
import threading

import spyre_runtime

_lock = threading.Lock()
_events: dict[int, tuple[int, object]] = {}  # handle -> (device index, runtime event)
_event_handles = itertools.count(1)
_device_count: int | None = None


def device_count() -> int:
    """Number of simulated spyre devices (HardwareConfig.num_devices, SPYRE_NUM_DEVICES)."""
    global _device_count
    if _device_count is None:
        _device_count = spyre_runtime.HardwareConfig.from_env().num_devices
    return _device_count


def current_device() -> int:
    from . import shim

    return shim.extension().current_device()


def _check_device(device_index: int) -> int:
    if not 0 <= device_index < device_count():
        raise IndexError(f"spyre device index {device_index} out of range (device count {device_count()})")
    return device_index


def _runtime(device_index: int):
    return spyre_runtime.get_runtime(_check_device(device_index))


def new_stream(device_index: int, priority: int = 0) -> int:
    """A stream from the runtime's pool; returns its id. (Priorities: the card has one queue class.)"""
    return _runtime(device_index).new_stream().id


def runtime_stream(device_index: int, stream_id: int):
    """The runtime stream behind PyTorch stream (device_index, stream_id)."""
    return _runtime(device_index).stream(stream_id)


def current_runtime_stream(device_index: int | None = None):
    """The runtime stream that is PyTorch's current stream on this thread for `device_index`."""
    import torch

    index = current_device() if device_index is None else device_index
    return runtime_stream(index, torch.accelerator.current_stream(index).stream_id)


def query_stream(device_index: int, stream_id: int) -> bool:
    return runtime_stream(device_index, stream_id).query()


def synchronize_stream(device_index: int, stream_id: int) -> None:
    runtime_stream(device_index, stream_id).synchronize()


def synchronize_device(device_index: int) -> None:
    spyre_runtime.get_runtime(_check_device(device_index)).synchronize()


# ---- events ---------------------------------------------------------------------------------


def create_event(device_index: int, enable_timing: bool) -> int:
    event = spyre_runtime.get_runtime(_check_device(device_index)).new_event(enable_timing=enable_timing)
    with _lock:
        handle = next(_event_handles)
        _events[handle] = (device_index, event)
    return handle


def _event(handle: int):
    entry = _events.get(handle)
    if entry is None:
        raise ValueError(f"spyre: unknown or destroyed event handle {handle}")
    return entry


def record_event(handle: int, device_index: int, stream_id: int) -> None:
    event_device, event = _event(handle)
    if event_device != device_index:
        raise ValueError(f"spyre event of device {event_device} recorded on a stream of device {device_index}")
    event.record(runtime_stream(device_index, stream_id))


def block_event(handle: int, device_index: int, stream_id: int) -> None:
    _, event = _event(handle)
    runtime_stream(device_index, stream_id).wait_event(event)


def query_event(handle: int) -> bool:
    return _event(handle)[1].query()


def synchronize_event(handle: int) -> None:
    _event(handle)[1].synchronize()


def elapsed_time(start_handle: int, end_handle: int) -> float:
    """Simulated milliseconds between two recorded events."""
    return float(_event(start_handle)[1].elapsed_time(_event(end_handle)[1]))


def destroy_event(handle: int) -> None:
    with _lock:
        _events.pop(handle, None)
