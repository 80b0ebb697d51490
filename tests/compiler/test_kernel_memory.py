"""Compiled kernels give their program memory back: once the compiled function is dropped and the
generated wrapper module is collected, every JobPlan it prepared is released."""

import gc
import sys

import torch

import spyre_runtime


def _spyre_wrapper_modules():
    return {name: m for name, m in list(sys.modules.items()) if "__spyre_plans__" in getattr(m, "__dict__", {})}


def _forget_modules(modules):
    """Inductor keeps each loaded wrapper module in sys.modules and in PyCodeCache (to reuse it on a
    cache hit): drop them there, as a fresh process would not have them."""
    from torch._inductor.codecache import PyCodeCache

    doomed = {id(m) for m in modules.values()}
    PyCodeCache.modules[:] = [m for m in PyCodeCache.modules if id(m) not in doomed]
    for path in [p for p, m in PyCodeCache.modules_no_attr.items() if id(m) in doomed]:
        del PyCodeCache.modules_no_attr[path]
    for name in modules:
        sys.modules.pop(name, None)


def _fn(x):  # a graph no other test compiles (its wrapper module must be new)
    return torch.sigmoid(x * 3.5 - 1.25).cos()


def test_compile_drop_gc_returns_program_memory(spyre, device_bytes):
    rt = spyre_runtime.get_runtime(0)
    x = torch.randn(5, 96).to("spyre")
    torch._dynamo.reset()  # what earlier tests compiled (and the tensors it held) goes first
    gc.collect()
    rt.synchronize()
    base = rt.allocator.stats()
    before = _spyre_wrapper_modules()

    with torch._inductor.config.patch(fx_graph_cache=False):
        f = torch.compile(_fn)
        out = f(x)
    torch.testing.assert_close(out.cpu(), _fn(x.cpu()), rtol=1e-5, atol=1e-5)
    del out
    rt.synchronize()
    new = {n: m for n, m in _spyre_wrapper_modules().items() if n not in before}
    assert len(new) == 1
    (module,) = new.values()
    plans = list(module.__spyre_plans__.plans)
    assert plans and not any(p.released for p in plans)
    held = sum(device_bytes.of_plan(p) for p in plans)
    # and the graph's memory pool: its storages stay reserved for its next call (idle, once freed)
    blocks = module._spyre_graph_pool.blocks
    assert blocks and all(b.idle for b in blocks)
    held += sum(u.length for b in blocks for u in b.descriptor.units)
    del blocks  # (they refer to the pool)
    s = rt.allocator.stats()
    assert s["allocated_bytes"] - base["allocated_bytes"] == held
    assert s["active_bytes"] - base["active_bytes"] == held

    del f, module
    torch._dynamo.reset()
    _forget_modules(new)
    del new
    gc.collect()
    assert all(p.released for p in plans)
    s = rt.allocator.stats()
    assert s["allocated_bytes"] == base["allocated_bytes"]
    assert s["active_bytes"] == base["active_bytes"]
