"""The spyre Inductor backend: FX graphs -> fused kernels -> kernel IR -> per-unit programs -> artifacts.

`register_inductor_backend()` hooks it into Inductor for device "spyre" (idempotent; the package
autoload calls it). Stages: scheduling.py (Inductor's fused nodes -> kernel_ir), passes/ (layouts,
work division, scratchpad, queues), codegen.py (programs + artifacts), wrapper.py (module code).
"""

from .registration import register_inductor_backend

__all__ = ["register_inductor_backend"]
