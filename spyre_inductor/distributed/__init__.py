"""torch.distributed for spyre: the `spyreccl` backend (process_group.py) and the exchange its
collectives do when they run on the card (transport.py); the functional collectives' spyre kernels
(functional.py). `register()` is called by the device
registration (device/ccl.py); `init_process_group("cpu:gloo,spyre:spyreccl")` then works."""

from __future__ import annotations

BACKEND = "spyreccl"


def register() -> None:
    import torch.distributed as dist

    if not dist.is_available():
        return
    if BACKEND.upper() in dist.Backend._plugins:
        return
    from . import functional
    from .process_group import create

    dist.Backend.register_backend(BACKEND, create, devices=["spyre"])
    functional.register()
