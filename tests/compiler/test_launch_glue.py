"""launch_spyre_kernel's fast path (tensors in exactly the compiled view -> DeviceTensorArgs, the
same allocation's argument reused): results match the CPU, and anything else still reaches the
launch check that names the argument."""

import pytest
import torch

from spyre_inductor.compiler import launch as launch_mod
from spyre_runtime import LaunchError

pytestmark = pytest.mark.usefixtures("spyre")


@pytest.fixture
def square_plan(monkeypatch):
    """(compiled x * x on a (4, 64) fp16 spyre tensor, its JobPlan)."""
    seen = []
    real = launch_mod.launch_spyre_kernel

    def record(plan, tensors, symbolic_args=None):
        seen.append(plan)
        return real(plan, tensors, symbolic_args)

    monkeypatch.setattr(launch_mod, "launch_spyre_kernel", record)
    torch._dynamo.reset()
    f = torch.compile(lambda x: x * x)
    x = torch.randn(4, 64, dtype=torch.float16)
    torch.testing.assert_close(f(x.to("spyre")).cpu(), x * x)
    return f, seen[-1]


def _launch(plan, tensors):
    launch_mod.launch_spyre_kernel(plan, tensors)
    torch.spyre.synchronize()


def test_repeated_calls_with_kept_and_fresh_tensors_match_the_cpu(square_plan):
    f, plan = square_plan
    x_cpu = torch.randn(4, 64, dtype=torch.float16)
    x = x_cpu.to("spyre")
    for i in range(4):  # the same input allocation (its argument reused), a fresh output each time
        out = torch.empty(4, 64, dtype=torch.float16, device="spyre")
        _launch(plan, [x, out])
        torch.testing.assert_close(out.cpu(), x_cpu * x_cpu)
        x_cpu = x_cpu + 1
        x.copy_(x_cpu.to("spyre"))  # new data in the same storage
    out = torch.empty(4, 64, dtype=torch.float16, device="spyre")
    _launch(plan, [out, out])  # the output's allocation as the input: x * x in place
    assert torch.isfinite(out.cpu()).all()
    for _ in range(3):
        y_cpu = torch.randn(4, 64, dtype=torch.float16)
        torch.testing.assert_close(f(y_cpu.to("spyre")).cpu(), y_cpu * y_cpu)


def test_a_kept_storage_in_another_view_is_not_taken_for_the_compiled_one(square_plan):
    _, plan = square_plan
    x_cpu = torch.randn(4, 64, dtype=torch.float16)
    x = x_cpu.to("spyre")
    out = torch.empty(4, 64, dtype=torch.float16, device="spyre")
    _launch(plan, [x, out])  # x's argument is remembered
    torch.testing.assert_close(out.cpu(), x_cpu * x_cpu)
    with pytest.raises(LaunchError, match=r"argument 0 .*shape: expected \[4, 64\], got \[2, 128\]"):
        launch_mod.launch_spyre_kernel(plan, [x.view(2, 128), out])  # the same storage, another view
    base_cpu = torch.randn(8, 64, dtype=torch.float16)
    base = base_cpu.to("spyre")
    with pytest.warns(RuntimeWarning, match="storage layout differs"):
        _launch(plan, [base[4:], out])  # a larger storage at an offset: copied for the call
    torch.testing.assert_close(out.cpu(), base_cpu[4:] * base_cpu[4:])


@pytest.mark.parametrize("bad,match", [
    (lambda: torch.empty(4, 65, dtype=torch.float16, device="spyre"), r"argument 1 .*shape: expected \[4, 64\]"),
    (lambda: torch.empty(4, 64, dtype=torch.float32, device="spyre"), r"argument 1 .*dtype: expected float16"),
    (lambda: torch.empty(64, 4, dtype=torch.float16, device="spyre").t(), r"argument 1 .*stride: expected \[64, 1\]"),
])
def test_a_bad_output_still_fails_at_launch_naming_the_argument(square_plan, bad, match):
    _, plan = square_plan
    x = torch.randn(4, 64, dtype=torch.float16).to("spyre")
    good = torch.empty(4, 64, dtype=torch.float16, device="spyre")
    _launch(plan, [x, good])  # (the good output's argument is the one remembered)
    with pytest.raises(LaunchError, match=match):
        launch_mod.launch_spyre_kernel(plan, [x, bad()])


def test_a_storage_placed_alike_is_launched_as_it_is(monkeypatch):
    """A (7, 32) storage viewed as (1, 1, 7, 32) keeps row i in stick i, as a (1, 1, 7, 32) storage
    does (what the kernel was compiled for): it goes to the kernel as it is, input and output, with
    no copy (conform_input would warn) and the CPU's result. A dynamic cache's keys arrive so."""
    import warnings

    seen = []
    real = launch_mod.launch_spyre_kernel
    monkeypatch.setattr(launch_mod, "launch_spyre_kernel",
                        lambda plan, tensors, symbolic_args=None: (seen.append(plan), real(plan, tensors, symbolic_args)))
    torch._dynamo.reset()
    x_cpu = torch.randn(1, 1, 7, 32)
    torch.testing.assert_close(torch.compile(lambda x: x * x)(x_cpu.to("spyre")).cpu(), x_cpu * x_cpu)
    flat = x_cpu.reshape(7, 32).to("spyre").view(1, 1, 7, 32)
    out = torch.empty(7, 32, device="spyre").view(1, 1, 7, 32)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        _launch(seen[-1], [flat, out])
    torch.testing.assert_close(out.cpu(), x_cpu * x_cpu)
