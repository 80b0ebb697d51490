"""Companion of the device registration: the `spyreccl` torch.distributed backend
(spyre_inductor/distributed). torch imports torch.distributed anyway, so registering is cheap."""

from __future__ import annotations

from spyre_inductor.distributed import register

__all__ = ["register"]
