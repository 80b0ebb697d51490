"""DeviceMemory: the sparse host arena that stands for the card's LPDDR5.

One anonymous mmap of `HardwareConfig.arena_bytes`; the kernel commits pages only when
touched, so a multi-GiB arena costs nothing until used. Device addresses are arena offsets
plus DEVICE_BASE, so address 0 (and small integers) are never valid device addresses and a
host pointer mistaken for a device address is caught.

Everything that touches device bytes (transfers, the card's load/store units, program
patching) goes through `view`/`read`/`write`, which check bounds and raise DeviceFault.
"""

from __future__ import annotations

import mmap

import numpy as np

from ..errors import DeviceFault

DEVICE_BASE = 1 << 36  # first valid device address (64 GiB); keeps addresses far from host-looking ints


class DeviceMemory:
    def __init__(self, nbytes: int):
        if nbytes <= 0:
            raise ValueError(f"DeviceMemory: arena size must be positive, got {nbytes}")
        self.nbytes = int(nbytes)
        self.base = DEVICE_BASE
        # MAP_PRIVATE|MAP_ANONYMOUS (+NORESERVE where available): pages are committed on first touch.
        flags = mmap.MAP_PRIVATE | getattr(mmap, "MAP_ANONYMOUS", 0x20) | getattr(mmap, "MAP_NORESERVE", 0)
        self._mm = mmap.mmap(-1, self.nbytes, flags=flags)
        self.bytes = np.frombuffer(self._mm, dtype=np.uint8)

    @property
    def end(self) -> int:
        return self.base + self.nbytes

    def contains(self, addr: int, nbytes: int) -> bool:
        return nbytes >= 0 and self.base <= addr and addr + nbytes <= self.end

    def check(self, addr: int, nbytes: int, what: str = "access") -> int:
        """Return the arena offset of [addr, addr+nbytes) or raise DeviceFault."""
        if not self.contains(addr, nbytes):
            raise DeviceFault(
                f"{what}: device range [{addr:#x}, {addr + nbytes:#x}) outside device memory "
                f"[{self.base:#x}, {self.end:#x})"
            )
        return addr - self.base

    def view(self, addr: int, nbytes: int, what: str = "access") -> np.ndarray:
        """A writable uint8 numpy view of device bytes (no copy)."""
        off = self.check(addr, nbytes, what)
        return self.bytes[off : off + nbytes]

    def read(self, addr: int, nbytes: int, what: str = "read") -> bytes:
        return self.view(addr, nbytes, what).tobytes()

    def write(self, addr: int, data, what: str = "write") -> None:
        src = np.frombuffer(memoryview(data).cast("B"), dtype=np.uint8)
        self.view(addr, src.size, what)[:] = src

    def discard(self, addr: int, nbytes: int) -> None:
        """Zero a range and give its whole pages back to the OS (used when regions are returned)."""
        off = self.check(addr, nbytes, "discard")
        page = mmap.PAGESIZE
        start = (off + page - 1) // page * page
        stop = (off + nbytes) // page * page
        if stop <= start:
            self.bytes[off : off + nbytes] = 0
            return
        self.bytes[off:start] = 0
        self.bytes[stop : off + nbytes] = 0
        # private anonymous pages read back as zeros after MADV_DONTNEED, and stop costing RAM
        self._mm.madvise(mmap.MADV_DONTNEED, start, stop - start)
