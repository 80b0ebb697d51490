"""`import torch` alone is enough: the package autoload registers the device at once and the
Inductor backend when Inductor loads (so eager-only processes never import Inductor)."""
import subprocess
import sys
import textwrap


def run(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=600)


def test_plain_torch_compile_on_spyre_uses_the_backend_without_any_spyre_import():
    proc = run(
        """
        import os, sys
        os.environ["SPYRE_FALLBACK"] = "error"
        import torch
        assert "torch._inductor.compile_fx" not in sys.modules, "import torch must not load Inductor"
        x = torch.randn(8, 100)
        y = torch.compile(lambda x: torch.softmax(x * 2, -1))(x.to("spyre"))
        torch.testing.assert_close(y.cpu(), torch.softmax(x * 2, -1))
        from torch._inductor.codegen.common import get_scheduling_for_device
        print(get_scheduling_for_device("spyre").__name__)
        print(torch.compile(lambda x: x + 1)(x).device)   # CPU graphs keep the stock backend
        """
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.split() == ["SpyreScheduling", "cpu"]


def test_backend_registers_when_inductor_was_loaded_first():
    proc = run(
        """
        import os
        os.environ["TORCH_DEVICE_BACKEND_AUTOLOAD"] = "0"
        import torch, torch._inductor.compile_fx      # Inductor already loaded when spyre arrives
        import spyre_inductor
        spyre_inductor._autoload()
        from torch._inductor.codegen.common import get_scheduling_for_device
        print(get_scheduling_for_device("spyre").__name__)
        """
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.split() == ["SpyreScheduling"]
