"""Companion of the device registration: the compiled eager kernels (spyre_inductor/eager, DESIGN §10).

Registering them is cheap (torch.library only); Inductor is imported on the first compiled call.
"""

from __future__ import annotations

from spyre_inductor.eager import clear_eager_cache, eager_stats, register, reset_eager_stats

__all__ = ["register", "eager_stats", "reset_eager_stats", "clear_eager_cache"]
