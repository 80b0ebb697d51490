"""Registration of the `spyre` PyTorch device (PrivateUse1), run by `import torch` through the
`torch.backends` entry point (spyre_inductor._autoload) or called directly.

Order (PyTorch 2.13): load the C++ shim (allocator, device guard, hooks, metadata kernels; a
build failure leaves torch untouched), rename PrivateUse1 to "spyre", hand the shim its Python
callbacks, register the `torch.spyre` module, generate the `.spyre()` / `.is_spyre` methods
(tensors, modules, storages), then import the companion modules that register their own kernels
(copies, factories, fallback, the compiled eager kernels). The runtime itself starts lazily, on the first allocation, stream
or event.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import threading
import warnings

# Imported after the shim is up; a companion's `register()` (if it has one) is then called.
COMPANIONS = ("layout", "copy", "factories", "random", "fallback", "eager", "ccl")

_lock = threading.Lock()
_registered = False


def register_device(*, on_error: str = "warn") -> bool:
    """Register the `spyre` device once per process; returns True when it is registered.

    on_error="warn" (the default, used by autoload) turns a failure into a warning so that
    `import torch` keeps working; on_error="raise" re-raises it.
    """
    if on_error not in ("warn", "raise"):
        raise ValueError(f"register_device: on_error must be 'warn' or 'raise', got {on_error!r}")
    global _registered
    with _lock:
        if _registered:
            return True
        try:
            _register()
        except Exception as e:
            if on_error == "raise":
                raise
            warnings.warn(
                f"spyre: the spyre device is not available: {type(e).__name__}: {e} "
                "(TORCH_DEVICE_BACKEND_AUTOLOAD=0 skips loading it)",
                RuntimeWarning,
                stacklevel=2,
            )
            return False
        _registered = True
        return True


def _register() -> None:
    import torch

    name = torch._C._get_privateuse1_backend_name()
    if name not in ("spyre", "privateuseone"):
        raise RuntimeError(f"PrivateUse1 is already taken by the backend {name!r}")

    from . import memory, shim, streams

    # The shim first: if it cannot be built or loaded, torch is left exactly as it was.
    extension = shim.extension()
    if name != "spyre":
        torch.utils.rename_privateuse1_backend("spyre")
    extension.install_callbacks(memory, streams, streams.device_count())

    from . import module

    if getattr(torch, "spyre", None) is not module:
        torch._register_device_module("spyre", module)
    if not hasattr(torch.Tensor, "is_spyre"):
        torch.utils.generate_methods_for_privateuse1_backend(for_storage=True)

    for companion in COMPANIONS:
        full = f"{__package__}.{companion}"
        if importlib.util.find_spec(full) is None:
            continue
        try:
            companion_module = importlib.import_module(full)
            if callable(getattr(companion_module, "register", None)):
                companion_module.register()
        except Exception as e:  # the device works without it; say what is missing
            warnings.warn(f"spyre: {full} failed to load: {type(e).__name__}: {e}", RuntimeWarning, stacklevel=3)
    _untraced_by_dynamo()


# torch.spyre functions Dynamo may inline: they return constants and touch no state, so a model
# that asks them inside a compiled function keeps one graph.
TRACEABLE_MODULE_FUNCTIONS = ("is_available", "is_initialized", "_is_in_bad_fork", "get_amp_supported_dtype")


def _untraced_by_dynamo() -> None:
    """Dynamo must not trace the device's own Python: when a compiled function's graph break runs
    an op eagerly, Dynamo's frame hook sees every Python frame started under it, the kernels and
    allocator callbacks that C++ calls included, and traced them (combinations / corrcoef / cov
    under torch.compile failed in the allocator's numpy code: "Expected np.nditer base"). Each
    such entry point, and all it calls, runs untraced (a per-code flag: no cost per call).

    The `torch.spyre` functions (module.py) are such entry points too: OpInfo's wrapper_set_seed
    calls torch.spyre.set_rng_state inside no_dispatch() after a graph break, and Dynamo tracing
    that frame failed making fake tensors ("you set no_dispatch() before calling into this
    function"). Called from a compiled function, they are not inlined either (their results are
    device state, not values to trace): each is marked as torch.compiler.disable marks the
    functions it wraps, so Dynamo breaks the graph and calls it eagerly, as it does torch.cuda's
    seeding and RNG-state functions. Marked in place rather than wrapped: torch.compiler.disable
    would import Dynamo on every `import torch` (3 s) and add a call layer."""
    import types

    from torch._C._dynamo import eval_frame

    from . import module

    skip = eval_frame._FrameExecStrategy(eval_frame._FrameAction.SKIP, eval_frame._FrameAction.SKIP)
    codes = []
    for companion in ("memory", "streams", "module") + COMPANIONS:
        mod = sys.modules.get(f"{__package__}.{companion}")
        if mod is not None:
            codes += [f.__code__ for f in vars(mod).values()
                      if isinstance(f, types.FunctionType) and f.__module__ == mod.__name__]
    eager = sys.modules.get("spyre_inductor.eager")
    if eager is not None:
        codes.append(eager._kernel_for(None).__code__)  # the closure every eager kernel shares
    for code in codes:
        eval_frame.set_code_exec_strategy(code, skip)
    for name, f in vars(module).items():
        if isinstance(f, types.FunctionType) and f.__module__ == module.__name__ and name not in TRACEABLE_MODULE_FUNCTIONS:
            f._torchdynamo_disable = True
            f._torchdynamo_disable_msg = f"torch.spyre.{name} reads or changes device state: it runs eagerly"
