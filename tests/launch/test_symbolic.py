"""Symbolic dimensions at launch: one artifact (x * x over n rows of 64 fp16, n known only at launch)
serves several n; its loop counts come from "share" slots the host computes from n; n outside the
declared range is a LaunchError naming the symbol and the range; the manifest's symbolic entries are
validated (ArtifactError)."""

import json
import os

import numpy as np
import pytest

from spyre_runtime import ArtifactError, HardwareConfig, LaunchError
from spyre_runtime.artifact import (ArgumentSpec, DeviceLayout, SymbolicDim, SymbolicField, artifact_from_image,
                                    read_artifact, share_slot_name, share_value, write_artifact)
from spyre_runtime.card import ProgramBuilder
from spyre_runtime.jobplan import DeviceTensorArg, launch_jobplan, prepare_kernel
from spyre_runtime.runtime import Runtime

CONFIG = HardwareConfig(arena_bytes=1 << 28)
CORES, LO, HI = 2, 1, 16


def _symbolic_square():
    """Each core c squares rows c, c + CORES, ... of x (n rows of one fp16 stick) into out."""
    b = ProgramBuilder(CONFIG)
    x, out = b.arg_slot("x"), b.arg_slot("out")
    b.arg_slot("n")
    shares = [b.arg_slot(share_slot_name("n", CORES, c)) for c in range(CORES)]
    for c in range(CORES):
        core = b.core(c)
        to_vec, to_store = core.queue("load", "vector"), core.queue("vector", "store")
        for unit in (core.load, core.vector, core.store):
            unit.li_slot(6, shares[c])
            unit.li(7, c)
            with unit.loop_reg(6):
                if unit is core.load:
                    unit.li_slot(1, x)
                    unit.muli(5, 7, 128)
                    unit.add(1, 1, 5)
                    unit.ld(0x0, (1, 0), sticks=1)
                    unit.signal(to_vec)
                elif unit is core.vector:
                    unit.wait(to_vec)
                    unit.binary("mul", "f16", 0x1000, 0x0, 0x0, 1)
                    unit.signal(to_store)
                else:
                    unit.li_slot(1, out)
                    unit.muli(5, 7, 128)
                    unit.add(1, 1, 5)
                    unit.wait(to_store)
                    unit.st((1, 0), 0x1000, sticks=1)
                unit.barrier()
                unit.addi(7, 7, CORES)
    layout = DeviceLayout((0, 64), (1, 0, 64), (64, 64, 1), (1, 0, 1), "float16")  # at n = 0
    sym = (SymbolicField("size", 0, "n", 1), SymbolicField("host_size", 0, "n", 1),
           SymbolicField("device_size", 1, "n", 1))
    args = [ArgumentSpec(name, role, (0, 64), (64, 1), "float16", layout, symbolic=sym)
            for name, role in (("x", "input"), ("out", "output"))]
    return artifact_from_image(b.build(), b.slot_names, kernel_name="square_rows", arguments=args,
                               scratchpad_bytes={c: 0x1080 for c in range(CORES)},
                               symbolic_dims=(SymbolicDim("n", LO, HI),))


@pytest.fixture
def sym_dir(tmp_path):
    path = str(tmp_path / "square_rows")
    write_artifact(path, _symbolic_square())
    return path


def _args(rt, plan, n):
    specs, _ = plan.arguments_at({"n": n})
    out = []
    for s in specs:
        desc = rt.allocator.allocate(s.layout.device_nbytes)
        out.append(DeviceTensorArg(desc.address, desc.nbytes, s.size, s.dtype, s.layout, s.stride))
    return out


def test_share_value_deals_rows_round_robin():
    for n in range(0, 12):
        counts = [share_value(share_slot_name("n", 3, c), {"n": n}) for c in range(3)]
        assert counts == [len(range(c, n, 3)) for c in range(3)]


def test_one_artifact_serves_several_sizes(sym_dir):
    rt = Runtime(CONFIG)
    rt.card.engine = "check"  # both engines, the same bytes
    plan = prepare_kernel(sym_dir, rt)
    rng = np.random.default_rng(0)
    for n in (1, 5, 16, 2):
        x, out = _args(rt, plan, n)
        data = rng.uniform(-3, 3, (n, 64)).astype(np.float16)
        rt.memory.write(x.address, data.view(np.uint8).reshape(-1))
        launch_jobplan(plan, [x, out], {"n": n})
        rt.synchronize()
        got = np.frombuffer(rt.memory.read(out.address, n * 128), np.float16).reshape(n, 64)
        np.testing.assert_array_equal(got, (data.astype(np.float32) ** 2).astype(np.float16))


@pytest.mark.parametrize("bad", [0, HI + 1, -3, 2.0, True])
def test_symbol_outside_its_range_is_a_launch_error(sym_dir, bad):
    rt = Runtime(CONFIG)
    plan = prepare_kernel(sym_dir, rt)
    args = _args(rt, plan, 4)
    with pytest.raises(LaunchError, match=rf"square_rows: symbolic dimension 'n': expected an integer in "
                                          rf"\[{LO}, {HI}\], got {bad!r}"):
        launch_jobplan(plan, args, {"n": bad})


def test_missing_or_unknown_symbol_and_wrong_shape(sym_dir):
    rt = Runtime(CONFIG)
    plan = prepare_kernel(sym_dir, rt)
    args = _args(rt, plan, 4)
    with pytest.raises(LaunchError, match="symbolic dimension 'n' needs a value"):
        launch_jobplan(plan, args)
    with pytest.raises(LaunchError, match=r"unknown symbolic dimensions \['m'\]"):
        launch_jobplan(plan, args, {"n": 4, "m": 2})
    with pytest.raises(LaunchError, match=r"argument 0 \('x'\): shape: expected \[5, 64\], got \[4, 64\]"):
        launch_jobplan(plan, args, {"n": 5})  # tensors of 4 rows launched as 5


def _edit_manifest(path, edit):
    with open(os.path.join(path, "manifest.json")) as fh:
        m = json.load(fh)
    edit(m)
    with open(os.path.join(path, "manifest.json"), "w") as fh:
        json.dump(m, fh)


@pytest.mark.parametrize("edit, field", [
    (lambda m: m["kernel"]["arguments"][0]["symbolic"][0].update(symbol="q"), "kernel.arguments[0].symbolic[0].symbol"),
    (lambda m: m["kernel"]["arguments"][0]["symbolic"][0].update(field="dim_map"), "kernel.arguments[0].symbolic[0].field"),
    (lambda m: m["kernel"]["symbolic_dims"][0].update(granularity=0), "kernel.symbolic_dims[0].granularity"),
    (lambda m: m["kernel"]["symbolic_dims"][0].update(granularity=3), "kernel.symbolic_dims[0].min"),
    (lambda m: m["correction_block"]["slots"][3].update(name="n.2.7"), "correction_block.slots"),
])
def test_bad_symbolic_manifest_is_an_artifact_error(sym_dir, edit, field):
    read_artifact(sym_dir)  # as written: valid
    _edit_manifest(sym_dir, edit)
    with pytest.raises(ArtifactError) as exc:
        read_artifact(sym_dir)  # (the fields are checked before the content hash)
    assert field in str(exc.value)
