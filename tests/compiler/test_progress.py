"""Progress on long compiles (compiler/progress.py): a bar per graph on a terminal's stderr, naming
the kernel of how many and the stage; SPYRE_PROGRESS=0 silences it, and so does a stderr that is
not a terminal."""

import io
import sys

import pytest
import torch

from spyre_inductor.compiler import progress


class FakeTerminal(io.StringIO):
    def isatty(self):
        return True


def test_switch(monkeypatch):
    monkeypatch.delenv("SPYRE_PROGRESS", raising=False)
    assert progress.enabled(FakeTerminal()) and not progress.enabled(io.StringIO())
    monkeypatch.setenv("SPYRE_PROGRESS", "0")
    assert not progress.enabled(FakeTerminal())
    monkeypatch.setenv("SPYRE_PROGRESS", "1")
    assert progress.enabled(FakeTerminal())


def compile_and_capture(monkeypatch, stderr, env):
    """Compile a two-kernel graph afresh (no FX-graph cache: its hit skips codegen) with this stderr."""
    if env is None:
        monkeypatch.delenv("SPYRE_PROGRESS", raising=False)
    else:
        monkeypatch.setenv("SPYRE_PROGRESS", env)
    started = []
    real_kernel = progress.kernel
    monkeypatch.setattr(progress, "kernel", lambda *a: (started.append(a[1]), real_kernel(*a)))
    monkeypatch.setattr(sys, "stderr", stderr)
    torch._dynamo.reset()
    x = torch.randn(16, 64)
    f = torch.compile(lambda x: torch.softmax(x, -1).sum(0) * 3)
    with torch._inductor.config.patch(fx_graph_cache=False), \
            torch._functorch.config.patch(enable_autograd_cache=False):
        got = f(x.to("spyre")).cpu()
    monkeypatch.undo()
    torch.testing.assert_close(got, torch.softmax(x, -1).sum(0) * 3, rtol=1e-5, atol=1e-5)
    assert len(started) >= 2, started  # the graph's kernels were built here (no cache skipped them)
    return stderr.getvalue()


@pytest.mark.parametrize("stderr, env, shown", [
    (FakeTerminal, None, True),
    (FakeTerminal, "0", False),  # (a stderr that is no terminal: test_switch)
])
def test_compile_shows_kernel_of_how_many_and_stage_only_on_a_terminal(monkeypatch, stderr, env, shown):
    text = compile_and_capture(monkeypatch, stderr(), env)
    if not shown:
        assert "spyre: compiling" not in text and "spyre: preparing" not in text
        return
    assert "spyre: compiling" in text, text
    kernels = {int(n) for n in __import__("re").findall(r"kernel \d+/(\d+) spyre_k", text)}
    assert len(kernels) == 1 and kernels.pop() >= 2
    for part in ("kernel 1/", "kernel IR", "passes + codegen", "encode", "spyre: preparing"):
        assert part in text, part
