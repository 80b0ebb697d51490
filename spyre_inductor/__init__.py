"""spyre_inductor: the framework-facing layer (knows torch): the `spyre` device and the Inductor backend.

`_autoload()` is the `torch.backends` entry point: `import torch` calls it once the package is
installed (TORCH_DEVICE_BACKEND_AUTOLOAD=0 disables it). It registers the device at once (cheap),
and the Inductor backend as soon as Inductor's compile_fx module is loaded: registering it costs
importing Inductor (~1.5 s), which eager-only users should not pay on every `import torch`.
"""

import importlib.abc
import importlib.util
import sys

_INDUCTOR_TRIGGER = "torch._inductor.compile_fx"


def register_inductor_backend():
    from .compiler import register_inductor_backend as _register

    _register()


class _RegisterBackendAfterInductorLoads(importlib.abc.MetaPathFinder):
    """Import hook: once torch._inductor.compile_fx has executed, register the spyre backend."""

    def find_spec(self, name, path=None, target=None):
        if name != _INDUCTOR_TRIGGER:
            return None
        sys.meta_path.remove(self)  # one shot; also lets find_spec below see the real finders
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None:
            return spec
        exec_module = spec.loader.exec_module

        def exec_then_register(module):
            exec_module(module)
            try:
                register_inductor_backend()
            except Exception as e:  # never break Inductor for other devices
                import warnings

                warnings.warn(f"spyre: registering the Inductor backend failed: {e!r}", RuntimeWarning)

        spec.loader.exec_module = exec_then_register
        return spec


def _autoload():
    try:
        from .device import register as _register
    except ImportError:
        return
    _register.register_device()
    if _INDUCTOR_TRIGGER in sys.modules:
        register_inductor_backend()
    elif not any(isinstance(f, _RegisterBackendAfterInductorLoads) for f in sys.meta_path):
        sys.meta_path.insert(0, _RegisterBackendAfterInductorLoads())
