"""Lowerings scoped to device "spyre" (other devices keep the stock ones).

- var / var_mean use the two-pass algorithm (a sum for the mean, then a sum of squared
  deviations) instead of Welford: the vector unit has sum/max/min/argmax reductions and no
  three-output Welford combine.
"""

from __future__ import annotations

import torch

from . import inductor_api as api

DEVICE = "spyre"
aten = torch.ops.aten


def _two_pass_variance(target):
    stock = api.stock_lowering(target)

    def lower(*args, **kwargs):
        with api.inductor_config.patch({"mtia.disable_welford_reduction": True}):
            return stock(*args, **kwargs)

    return lower


def register_lowerings() -> None:
    from .matmul import register_matmul_lowerings

    register_matmul_lowerings()  # the matmul family on the PE array (matmul.py)
    for packet in (aten.var_mean, aten.var, torch.ops.prims.var):
        for name in packet.overloads():
            target = getattr(packet, name)
            try:
                api.register_device_lowering([target], DEVICE, _two_pass_variance(target))
            except KeyError:  # an overload Inductor does not lower itself
                continue
