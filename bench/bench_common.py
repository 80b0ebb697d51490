"""What several benchmarks share (imported as a sibling module: `python bench/bench_X.py` puts
bench/ on sys.path). Kernel times come from spyre_inductor.compiler.debug.kernel_compute_us."""

from __future__ import annotations


def setup_spyre() -> None:
    """Register the spyre device and the Inductor backend, failing loudly (a benchmark of a half
    registered device would measure the CPU fallback)."""
    from spyre_inductor.compiler import register_inductor_backend
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    register_inductor_backend()
