import os

# The persistent Inductor cache the compiler tests use: compiled one-op graphs are found there again
# by later runs (a repeated signature costs a cache lookup instead of a compile).
os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", os.path.expanduser("~/.cache/spyre/inductor-tests-compiler"))

import pytest  # noqa: E402
import torch  # noqa: E402

TOL = {torch.float32: dict(rtol=1e-5, atol=1e-5), torch.float16: dict(rtol=2e-3, atol=2e-3)}
MATMUL_TOL = {torch.float32: dict(rtol=1e-4, atol=1e-4), torch.float16: dict(rtol=1e-2, atol=1e-2)}


@pytest.fixture(autouse=True)
def _compiled_eager(monkeypatch):
    """Compiled eager mode, and no CPU fallback unless a test asks for one (scoped to this
    directory: setting os.environ at import time would leak into other layers' tests)."""
    monkeypatch.delenv("SPYRE_EAGER", raising=False)
    monkeypatch.delenv("SPYRE_EAGER_CACHE_SIZE", raising=False)
    monkeypatch.setenv("SPYRE_FALLBACK", "error")


@pytest.fixture(scope="session")
def spyre():
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    return torch.device("spyre")


def rand(*shape, dtype=torch.float32, seed=0):
    g = torch.Generator().manual_seed(seed)
    if dtype == torch.bool:
        return torch.randn(*shape, generator=g) > 0
    if not dtype.is_floating_point:
        return torch.randint(-20, 20, shape, generator=g).to(dtype)
    return torch.randn(*shape, generator=g).to(dtype)


def to_spyre(value):
    if isinstance(value, torch.Tensor):
        return value.to("spyre")
    if isinstance(value, (list, tuple)):
        return type(value)(to_spyre(v) for v in value)
    if isinstance(value, dict):
        return {k: to_spyre(v) for k, v in value.items()}
    return value


def assert_matches(got, want, tol=None):
    """got (spyre, or a tuple of them) equals want (CPU eager): device, dtype, shape, values."""
    gots, wants = (got, want) if isinstance(want, (tuple, list)) else ((got,), (want,))
    assert len(gots) == len(wants)
    for g, w in zip(gots, wants):
        assert isinstance(g, torch.Tensor) and g.device.type == "spyre", type(g)
        g = g.cpu()
        assert g.dtype == w.dtype and g.shape == w.shape, (g.dtype, w.dtype, g.shape, w.shape)
        if w.dtype.is_floating_point:
            t = (tol or TOL).get(w.dtype, TOL[torch.float32])
            torch.testing.assert_close(g, w, **t, equal_nan=True)
        else:
            assert torch.equal(g, w), (g, w)


def check(fn, *inputs, tol=None, compiled=True):
    """fn on spyre copies of the CPU inputs against fn on the CPU; with compiled=True nothing may
    fall back (SPYRE_FALLBACK=error is set) and at least one compiled graph must have run."""
    before = torch.spyre.eager_stats()
    got = fn(*to_spyre(inputs))
    want = fn(*inputs)
    assert_matches(got, want, tol)
    after = torch.spyre.eager_stats()
    if compiled:
        assert after["fallbacks"] == before["fallbacks"]
        assert after["launches"] + after["empty"] > before["launches"] + before["empty"]
    return got


class Helpers:
    TOL = TOL
    MATMUL_TOL = MATMUL_TOL
    rand = staticmethod(rand)
    to_spyre = staticmethod(to_spyre)
    assert_matches = staticmethod(assert_matches)
    check = staticmethod(check)


@pytest.fixture(scope="session")
def eager(spyre):
    """The helpers above (test modules cannot import conftest under --import-mode=importlib)."""
    return Helpers
