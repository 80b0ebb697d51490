"""Run a kernel's programs on a private simulated card with numpy inputs (no torch device, no
launch path): places each argument in device memory in its layout, patches the slots through
the card's own correction mechanism, runs, and reads the outputs back in host order.
Tests use it to check codegen against the kernel IR's reference semantics and CPU eager.
"""

from __future__ import annotations

import numpy as np

from spyre_runtime import HardwareConfig
from spyre_runtime.artifact import SCRATCH_SLOT
from spyre_runtime.card import Card
from spyre_runtime.memory.arena import DeviceMemory

from .ir.interpret import np_dtype
from .passes.layout import device_elements
from .pipeline import build_programs


def host_to_device(layout, host_flat: np.ndarray) -> np.ndarray:
    dev = np.zeros(layout.device_numel, dtype=host_flat.dtype)
    dev[device_elements(layout, np.arange(layout.host_numel))] = host_flat[: layout.host_numel]
    return dev


def device_to_host(layout, dev: np.ndarray) -> np.ndarray:
    return dev[device_elements(layout, np.arange(layout.host_numel))]


def run_on_card(kernel, storages: dict, config: HardwareConfig | None = None):
    """storages: buffer name -> flat host-storage numpy array for every input (and buffer read and
    written, "inout"). Returns (dict of output and inout name -> flat host array, RunReport)."""
    config = config or HardwareConfig(arena_bytes=1 << 30)
    image, cg = build_programs(kernel, config)
    mem = DeviceMemory(config.arena_bytes)
    addrs, ranges, cursor = {}, [], mem.base

    def place(name, nbytes):
        nonlocal cursor
        addrs[name] = cursor
        ranges.append((cursor, max(nbytes, 128)))
        cursor += -(-max(nbytes, 128) // 4096) * 4096

    for buf in kernel.args():
        lay = buf.layout
        place(buf.name, lay.device_nbytes)
        if buf.role in ("input", "inout"):
            host = np.asarray(storages[buf.name]).astype(np_dtype(buf.dtype), copy=False).reshape(-1)
            if host.size < lay.host_numel:
                raise ValueError(f"run_on_card: input {buf.name} has {host.size} elements, its layout needs "
                                 f"{lay.host_numel}")
            data = host_to_device(lay, host)
            if buf.dtype == "bool":
                data = data.astype(np.uint8)
            mem.write(addrs[buf.name], data.tobytes())
    place(SCRATCH_SLOT, cg.scratch_bytes)
    corrections = [addrs[name] for name in cg.builder.slot_names]
    report = Card(config, mem).run_image(image.to_bytes(), corrections=corrections,
                                         allowed_ranges=ranges)
    outs = {}
    for buf in kernel.args():
        if buf.role == "input":
            continue
        lay = buf.layout
        raw = np.frombuffer(mem.read(addrs[buf.name], lay.device_nbytes),
                            dtype=np.uint8 if buf.dtype == "bool" else np_dtype(buf.dtype))
        host = device_to_host(lay, raw)
        outs[buf.name] = host.astype(bool) if buf.dtype == "bool" else host
    return outs, report
