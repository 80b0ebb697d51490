import os

# A persistent Inductor cache (outside the repo) keeps repeated test runs fast; compiled runs
# must never fall back to the CPU.
os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", os.path.expanduser("~/.cache/spyre/inductor-tests-compiler"))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_cpu_fallback(monkeypatch):
    """Compiled runs must never fall back to the CPU. Scoped to this directory's tests: setting
    os.environ at import time would leak into every other layer's tests in the same session."""
    monkeypatch.setenv("SPYRE_FALLBACK", "error")


@pytest.fixture(autouse=True, scope="session")
def _both_engines():
    """Every kernel these tests launch runs on the fast engine and on the reference, which must
    leave the same bytes and report the same timing (card.machine's "check" engine)."""
    from spyre_runtime import get_runtime

    card = get_runtime().card
    before, card.engine = card.engine, "check"
    yield
    card.engine = before


@pytest.fixture(scope="session")
def spyre():
    """The spyre device and this backend, registered (the package autoload will do both)."""
    from spyre_inductor.device.register import register_device
    from spyre_inductor.compiler import register_inductor_backend

    register_device(on_error="raise")
    register_inductor_backend()
    import torch

    return torch.device("spyre")


def _softmax_like_kernel(rows, cols):
    """Hand-built IR: mx = max(x, dim=1) (fusion-local), out = exp(x - mx)."""
    from spyre_inductor.compiler.ir.kernel_ir import Buffer, Kernel, Op, Stage, iter_symbol, reduce_symbol

    i0, i1, r0 = iter_symbol(0), iter_symbol(1), reduce_symbol(0)
    x = Buffer("x", (rows, cols), (cols, 1), "float32", "input")
    mx = Buffer("mx", (rows,), (1,), "float32", "local")
    out = Buffer("out", (rows, cols), (cols, 1), "float32", "output")
    s0 = Stage("max", (rows,), (cols,), [
        Op("load", "%0", dtype="float32", buffer="x", index=cols * i0 + r0),
        Op("reduce", "%1", ("%0",), "float32", value="max"),
        Op("store_reduction", None, ("%1",), buffer="mx", index=i0),
    ])
    s1 = Stage("exp", (rows, cols), (), [
        Op("load", "%0", dtype="float32", buffer="x", index=cols * i0 + i1),
        Op("load", "%1", dtype="float32", buffer="mx", index=i0),
        Op("sub", "%2", ("%0", "%1"), "float32"),
        Op("exp", "%3", ("%2",), "float32"),
        Op("store", None, ("%3",), buffer="out", index=cols * i0 + i1),
    ])
    return Kernel("k", {b.name: b for b in (x, mx, out)}, [s0, s1])


@pytest.fixture
def softmax_kernel():
    return _softmax_like_kernel
