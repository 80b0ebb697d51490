"""What several benchmarks share (imported as a sibling module: `python bench/bench_X.py` puts
bench/ on sys.path)."""

from __future__ import annotations

import json


def setup_spyre() -> None:
    """Register the spyre device and the Inductor backend, failing loudly (a benchmark of a half
    registered device would measure the CPU fallback)."""
    from spyre_inductor.compiler import register_inductor_backend
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    register_inductor_backend()


def kernel_compute_us(names) -> dict:
    """Simulated duration (us) of the last compute op of each kernel in `names`, from the runtime's trace."""
    import spyre_runtime

    out = {}
    for ev in json.loads(spyre_runtime.get_runtime(0).trace())["traceEvents"]:
        if ev.get("cat") == "Compute" and ev["name"].startswith("compute "):
            name = ev["name"].removeprefix("compute ")
            if name in names:
                out[name] = ev["dur"]
    return out
