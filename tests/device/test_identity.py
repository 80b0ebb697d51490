"""Device identity: PrivateUse1 is `spyre`, `torch.spyre` exists, and `import torch` alone sets it up
(the torch.backends entry point), without breaking `import torch` when the device cannot load."""

import json
import os
import subprocess
import sys
import textwrap

import pytest
import torch

import spyre_runtime


def run_python(code: str, **env_changes) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    for key, value in env_changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env, timeout=300
    )


def test_import_torch_alone_registers_spyre():
    proc = run_python(
        """
        import sys, torch
        assert "spyre_inductor" in sys.modules, "autoload did not run"
        print(torch._C._get_privateuse1_backend_name())
        print(torch.spyre.__name__, torch.spyre.is_available(), torch.spyre.device_count())
        t = torch.empty(2, 3, device="spyre")
        print(t.device, t.is_spyre, tuple(t.shape))
        print("runtime started:", "spyre_runtime.runtime" in sys.modules)
        """,
        TORCH_DEVICE_BACKEND_AUTOLOAD=None,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        "spyre",
        "spyre_inductor.device.module True 1",
        "spyre:0 True (2, 3)",
        "runtime started: True",
    ]


def test_runtime_starts_lazily_on_first_use():
    proc = run_python(
        """
        import sys, torch
        assert torch.device("spyre").type == "spyre"
        print("before:", "spyre_runtime.runtime" in sys.modules)
        torch.empty(1, device="spyre")
        print("after:", "spyre_runtime.runtime" in sys.modules)
        """
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["before:", "False", "after:", "True"]


def test_autoload_can_be_disabled():
    proc = run_python(
        """
        import sys, torch
        print(hasattr(torch, "spyre"), torch._C._get_privateuse1_backend_name(), "spyre_inductor" in sys.modules)
        """,
        TORCH_DEVICE_BACKEND_AUTOLOAD="0",
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["False", "privateuseone", "False"]


def test_failed_registration_warns_and_import_torch_still_works():
    # an extensions directory that cannot be created makes loading the shim fail at once
    proc = run_python(
        """
        import torch
        print(hasattr(torch, "spyre"), torch._C._get_privateuse1_backend_name(), torch.ones(2).sum().item())
        """,
        TORCH_EXTENSIONS_DIR="/dev/null/not-a-directory",
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["False", "privateuseone", "2.0"]  # torch left untouched
    assert "RuntimeWarning: spyre: the spyre device is not available" in proc.stderr
    assert "/dev/null/not-a-directory" in proc.stderr


def test_explicit_registration_can_raise():
    proc = run_python(
        """
        from spyre_inductor.device.register import register_device
        try:
            register_device(on_error="raise")
        except Exception as e:
            print("raised", type(e).__name__)
        """,
        TORCH_EXTENSIONS_DIR="/dev/null/not-a-directory",
        TORCH_DEVICE_BACKEND_AUTOLOAD="0",
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["raised", "NotADirectoryError"]


def test_register_device_is_idempotent_and_checks_its_argument():
    from spyre_inductor.device.register import register_device

    assert register_device() is True
    assert register_device(on_error="raise") is True
    with pytest.raises(ValueError, match="on_error must be 'warn' or 'raise', got 'ignore'"):
        register_device(on_error="ignore")


def test_device_identity_in_process():
    assert torch.device("spyre:0").type == "spyre"
    assert torch.spyre.is_available()
    assert torch.spyre.device_count() == spyre_runtime.HardwareConfig.from_env().num_devices
    assert torch.accelerator.is_available()
    assert torch.accelerator.current_accelerator() == torch.device("spyre")
    assert torch.accelerator.device_count() == torch.spyre.device_count()
    t = torch.empty(4, 5, dtype=torch.float16, device="spyre")
    assert (t.device, t.dtype, t.shape, t.stride()) == (torch.device("spyre:0"), torch.float16, (4, 5), (5, 1))
    assert t.is_spyre and not t.is_cpu
    # the data pointer is a device address inside the runtime's arena, never a host address
    mem = spyre_runtime.get_runtime(0).memory
    assert mem.base <= t.data_ptr() < mem.end


def test_set_device_out_of_range_names_the_index():
    with pytest.raises(IndexError, match="spyre device index 7 out of range"):
        torch.spyre.set_device(7)
    with pytest.raises((IndexError, RuntimeError), match="7"):
        torch.empty(1, device="spyre:7")
    assert torch.spyre.current_device() == 0


def test_device_context_manager_and_set_device():
    assert torch.spyre.current_device() == 0
    with torch.spyre.device("spyre:0") as d:
        assert d.index == 0 and torch.accelerator.current_device_index() == 0
    with pytest.raises(ValueError, match="expected a spyre device, got cpu"):
        torch.spyre.device("cpu")


def test_companions_without_module_raise_not_implemented(monkeypatch):
    import importlib

    from spyre_inductor.device import module

    real = importlib.import_module

    def missing(name, *args):
        if name == "spyre_inductor.device.fallback":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return real(name, *args)

    monkeypatch.setattr(module.importlib, "import_module", missing)
    with pytest.raises(NotImplementedError, match="needs spyre_inductor.device.fallback"):
        torch.spyre.fallback_counts()


def test_manual_seed_reaches_spyre_without_warning():
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        torch.manual_seed(1234)
    assert torch.spyre.initial_seed() == 1234


def test_shim_stamp_must_match_the_sources(tmp_path):
    from spyre_inductor.device import shim

    assert shim._load_stamped(tmp_path, shim._source_hash()) is None  # no stamp
    (tmp_path / "stamp.json").write_text("{not json")
    assert shim._load_stamped(tmp_path, shim._source_hash()) is None
    library = shim.extension().__file__
    stale = {"source_hash": "0" * 64, "module": "spyre_shim", "library": library}
    (tmp_path / "stamp.json").write_text(json.dumps(stale))
    assert shim._load_stamped(tmp_path, shim._source_hash()) is None
    gone = {"source_hash": shim._source_hash(), "module": "spyre_shim", "library": str(tmp_path / "missing.so")}
    (tmp_path / "stamp.json").write_text(json.dumps(gone))
    assert shim._load_stamped(tmp_path, shim._source_hash()) is None


def test_shim_build_directory_follows_torch_extensions_dir(monkeypatch, tmp_path):
    from spyre_inductor.device import shim

    monkeypatch.setenv("TORCH_EXTENSIONS_DIR", str(tmp_path))
    assert shim.build_directory().parent == tmp_path
    assert torch.__version__ in shim.build_directory().name
    monkeypatch.delenv("TORCH_EXTENSIONS_DIR")
    assert shim.build_directory().parent == shim.Path.home() / ".cache" / "spyre" / "torch_extensions"


@pytest.mark.slow
def test_fresh_build_then_stamped_load(tmp_path):
    code = textwrap.dedent("""
        import torch
        from spyre_inductor.device import shim
        print(shim.extension().__file__.startswith(%r), (shim.build_directory() / "stamp.json").is_file())
    """) % str(tmp_path)
    first = run_python(code, TORCH_EXTENSIONS_DIR=str(tmp_path))
    assert first.returncode == 0, first.stderr
    assert first.stdout.split() == ["True", "True"]
    again = run_python(code + "\nimport sys; print('torch.utils.cpp_extension' in sys.modules)",
                       TORCH_EXTENSIONS_DIR=str(tmp_path))
    assert again.returncode == 0, again.stderr
    assert again.stdout.split() == ["True", "True", "False"]  # the stamp skipped cpp_extension


def test_shim_generators_and_pinned_memory():
    from spyre_inductor.device import shim

    g = torch.Generator(device="spyre")  # PrivateUse1 hooks: getNewGenerator
    assert g.device == torch.device("spyre", 0) and g.initial_seed() == 67280421310721  # CUDA's default
    g.manual_seed(7)
    assert shim.extension().reserve_counters(g, 10) == (7, 0)
    assert shim.extension().reserve_counters(g, 3) == (7, 10) and g.get_offset() == 13
    state = g.get_state()  # CUDA's layout: seed then offset, little-endian u64
    assert state.dtype == torch.uint8 and state.view(torch.int64).tolist() == [7, 13]
    g.manual_seed(8)
    assert g.get_offset() == 0  # a new seed restarts the counters
    g.set_state(state)
    assert (g.initial_seed(), g.get_offset()) == (7, 13)
    with pytest.raises(RuntimeError, match="expected 16 bytes"):
        g.set_state(torch.zeros(8, dtype=torch.uint8))
    with pytest.raises(RuntimeError, match="need a spyre generator"):
        shim.extension().reserve_counters(torch.Generator(), 1)
    pinned = torch.empty(2).pin_memory()  # the current accelerator is spyre
    assert pinned.is_pinned() and torch.empty(3, pin_memory=True).is_pinned()
    assert not torch.empty(2).is_pinned()
    assert shim.extension().is_pinned_address(pinned.data_ptr() + 4)


def test_device_properties_come_from_the_hardware_config():
    cfg = spyre_runtime.HardwareConfig.from_env()
    props = torch.spyre.get_device_properties("spyre:0")
    assert props.multi_processor_count == cfg.num_cores == 32
    assert (props.stick_bytes, props.scratchpad_bytes) == (128, 2 * 1024 * 1024)
    assert props.total_memory == torch.spyre.mem_get_info()[1]
    assert torch.spyre.get_device_name() == props.name == "IBM Spyre (simulated)"
    with pytest.raises(IndexError, match="device index 3 out of range"):
        torch.spyre.get_device_properties(3)
