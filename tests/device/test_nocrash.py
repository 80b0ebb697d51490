"""Everyday PyTorch paths that used to segfault on a half-registered device: deepcopy, save/load
with map_location, raw storages, Module.to, printing, and tensors still alive when the
interpreter exits. Values are checked against the CPU."""

import copy
import io
import os
import subprocess
import sys
import textwrap
import threading

import pytest
import torch

from spyre_inductor.device import memory


def cpu_reference():
    return torch.arange(12, dtype=torch.float32).reshape(3, 4) / 4


def test_deepcopy_makes_an_independent_device_copy():
    src = cpu_reference().to("spyre")
    dup = copy.deepcopy(src)
    assert dup.device == src.device
    assert memory.allocation_of(dup) is not memory.allocation_of(src)
    assert torch.equal(dup.cpu(), cpu_reference())
    module = copy.deepcopy(torch.nn.Linear(4, 2).to("spyre"))
    assert module.weight.device.type == "spyre"


@pytest.mark.parametrize("saved_on", ["cpu", "spyre"])
def test_save_and_load_with_map_location_spyre(saved_on):
    state = {"w": cpu_reference().to(saved_on), "b": torch.tensor([1, 2, 3], dtype=torch.int32).to(saved_on)}
    buf = io.BytesIO()
    torch.save(state, buf)
    for location in ("spyre", "spyre:0", torch.device("spyre")):
        buf.seek(0)
        loaded = torch.load(buf, map_location=location)
        assert loaded["w"].device == torch.device("spyre:0")
        assert torch.equal(loaded["w"].cpu(), cpu_reference())
        assert torch.equal(loaded["b"].cpu(), torch.tensor([1, 2, 3], dtype=torch.int32))
    buf.seek(0)
    on_cpu = torch.load(buf, map_location="cpu")
    assert on_cpu["w"].device.type == "cpu" and torch.equal(on_cpu["w"], cpu_reference())


def test_load_onto_a_missing_device_index_is_a_clear_error():
    buf = io.BytesIO()
    torch.save(cpu_reference(), buf)
    buf.seek(0)
    with pytest.raises(RuntimeError, match="device 5 but torch.spyre.device_count\\(\\) is 1"):
        torch.load(buf, map_location="spyre:5")


def test_untyped_storage_on_spyre():
    for n in (0, 1, 300):
        s = torch.UntypedStorage(n, device="spyre")
        assert (s.device, s.nbytes(), s.device.type) == (torch.device("spyre:0"), n, "spyre")
    s = torch.UntypedStorage(8, device="spyre")
    assert s.is_spyre
    s.copy_(torch.UntypedStorage.from_buffer(bytes(range(8)), dtype=torch.uint8))
    assert list(s.cpu()) == list(range(8))


def test_module_to_spyre_and_back():
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.LayerNorm(3))
    reference = {k: v.clone() for k, v in model.state_dict().items()}
    model.to("spyre")
    assert {p.device for p in model.parameters()} == {torch.device("spyre:0")}
    assert model[0].weight.is_leaf and model[0].weight.requires_grad
    model.spyre()  # the generated method is a no-op now
    back = model.cpu().state_dict()
    assert all(torch.equal(back[k], reference[k]) for k in reference)


def test_printing_matches_the_cpu():
    for value in (cpu_reference(), torch.tensor(3.5), torch.tensor([True, False])):
        text = repr(value.to("spyre"))
        assert text == repr(value)[:-1] + ", device='spyre:0')", text
    assert repr(torch.zeros(0, 2, device="spyre")) == "tensor([], device='spyre:0', size=(0, 2))"
    assert "device=spyre:0" in repr(torch.UntypedStorage(2, device="spyre"))
    assert str(torch.device("spyre", 0)) == "spyre:0"


def test_freed_from_another_thread():
    before = memory.stats(0)["active_allocations"]
    box = [torch.empty(1000, device="spyre")]
    worker = threading.Thread(target=box.clear)  # the last reference dies on the worker
    worker.start()
    worker.join()
    assert memory.stats(0)["active_allocations"] == before


def run_script(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env=dict(os.environ), timeout=300)


def test_tensors_alive_at_interpreter_exit():
    proc = run_script(
        """
        import threading, torch
        keep = [torch.ones(100, device="spyre"), torch.empty(3, 4, device="spyre").t()]
        storage = torch.UntypedStorage(64, device="spyre")
        model = torch.nn.Linear(8, 8).to("spyre")
        cycle = {"t": torch.empty(5, device="spyre")}
        cycle["self"] = cycle                              # freed by the final GC, if at all
        stream = torch.Stream(device="spyre")
        event = torch.Event(device="spyre", enable_timing=True)
        with stream:
            pending = torch.ones(1 << 16, device="spyre")  # work still queued at exit
            event.record()
        # A daemon thread still holding a tensor, parked. (One still *running* torch ops while the
        # interpreter exits aborts plain CPU PyTorch too: the exit kills it inside C++ frames.)
        parked, holding = threading.Event(), threading.Event()
        def hold():
            t = torch.empty(10, device="spyre")
            holding.set()
            parked.wait()
        threading.Thread(target=hold, daemon=True).start()
        holding.wait()
        try:
            raise ValueError(torch.empty(2, device="spyre"))  # a tensor inside a live traceback
        except ValueError as e:
            last_error = e
        print("done")
        """
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "done"
    assert "Exception ignored" not in proc.stderr and "Traceback" not in proc.stderr, proc.stderr


def test_exit_after_runtime_reset_and_with_an_exception():
    proc = run_script(
        """
        import torch, spyre_runtime
        a = torch.ones(10, device="spyre")
        spyre_runtime.reset_runtime()       # `a` belongs to the old runtime; it must free there
        b = torch.ones(10, device="spyre")
        del a
        raise SystemExit(3)
        """
    )
    assert proc.returncode == 3, proc.stderr
    assert "Exception ignored" not in proc.stderr, proc.stderr
