"""The spyre Inductor backend: FX graphs -> fused kernels -> kernel IR -> per-unit programs -> artifacts.

The folders read in stage order; each imports only from the ones before it (tests/test_import_graph.py
holds that):

    common.py, inductor_api.py, debug.py, launch.py   shared leaves (names, Inductor's private APIs,
                                                       dumps, what generated wrappers call)
    ir/         the kernel IR and its numpy meaning
    passes/     layouts, row / tile / gather / matmul plans, work division, scratchpad, queues
    emit/       plans -> per-(core, unit) programs
    pipeline.py the one place that runs the passes in order and writes the artifact
    frontend/   what Inductor calls: registration, lowerings, scheduling, the wrapper

`register_inductor_backend()` hooks it into Inductor for device "spyre" (idempotent; the package
autoload calls it). Importing this package, the IR or the passes does not import Inductor.
"""


def register_inductor_backend() -> None:
    """Register the backend for device "spyre" (frontend/registration.py; imports Inductor)."""
    from .frontend.registration import register_inductor_backend as register

    register()


def attention_stats() -> dict:
    """SDPA calls traced on spyre tensors: `fused` (one fused attention kernel), `math` (PyTorch's math
    decomposition) and `math_reasons` (frontend/attention.py)."""
    from .frontend.attention import attention_stats as stats

    return stats()


def reset_attention_stats() -> None:
    from .frontend.attention import reset_attention_stats as reset

    reset()


__all__ = ["register_inductor_backend", "attention_stats", "reset_attention_stats"]
