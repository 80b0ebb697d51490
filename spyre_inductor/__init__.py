"""spyre_inductor: the framework-facing layer (knows torch): the `spyre` device and the Inductor backend.

`_autoload()` is the `torch.backends` entry point: `import torch` calls it once the package is
installed (TORCH_DEVICE_BACKEND_AUTOLOAD=0 disables it).
"""


def _autoload():
    # Filled in by the device layer (issue 4): registers the PrivateUse1 "spyre" device lazily.
    try:
        from .device import register as _register
    except ImportError:
        return
    _register.register_device()
