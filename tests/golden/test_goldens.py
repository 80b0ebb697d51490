"""Golden artifacts: every case built again must equal its golden under artifacts/ (normalized
manifest + program text); a difference fails with the unified diff a reviewer reads.

Regenerate after an intended change: `python -m spyre_tools.goldens --accept` (or
`SPYRE_ACCEPT_GOLDENS=1 pytest tests/golden`), then review `git diff artifacts/`.
"""

from __future__ import annotations

import dataclasses
import os

import numpy as np
import pytest

from spyre_runtime.artifact import read_artifact
from spyre_runtime.config import HardwareConfig
from spyre_tools import goldens
from spyre_tools.golden_cases import BY_NAME, CASES, COMPILED, pointwise
from spyre_tools.verbs.run import execute
from spyre_tools.verbs.verify import check_kernel
from spyre_tools.artifacts import open_set

ROOT = goldens.default_root()
ACCEPT = os.environ.get(goldens.ACCEPT_ENV) == "1"
BUILDER = [c for c in CASES if c.kind == "builder"]


def test_enough_goldens_cover_the_families():
    assert len(CASES) >= 20
    names = set(BY_NAME)
    for needed in ("matmul_f16", "linear_bias_relu_f16", "sum_cols_ring_f32", "sum_rows_f16", "softmax_rows_f32",
                   "c_sum_first_f16", "c_sum_last_f32", "c_layer_norm_f16", "c_linear_gelu_f16", "c_mlp_block_f32"):
        assert needed in names
    assert len(COMPILED) >= 20


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_golden_matches(case):
    if ACCEPT:
        goldens.accept_case(case, ROOT)
        return
    lines = goldens.check_case(case, ROOT)
    assert not lines, (f"{case.name} differs from its golden (accept with `{goldens.ACCEPT_COMMAND} {case.name}`):\n"
                       + "\n".join(lines))


def test_every_golden_is_marked_and_belongs_to_a_case():
    if ACCEPT:
        goldens.tidy(ROOT)
    on_disk = sorted(d for d in os.listdir(ROOT) if os.path.isdir(os.path.join(ROOT, d)) and not d.startswith("."))
    assert on_disk == sorted(BY_NAME), "artifacts/ and golden_cases.CASES disagree (run the accept command)"
    for name in on_disk:
        marker = open(os.path.join(ROOT, name, goldens.MARKER)).read()
        assert goldens.ACCEPT_COMMAND in marker and "do not edit" in marker
    assert goldens.stale_goldens(ROOT) == []
    assert open(os.path.join(ROOT, "README.md")).read() == goldens.readme_text()


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_golden_runs_the_same_on_both_engines(name):
    """Random inputs; the "check" engine runs each kernel on the fast engine and on the reference
    and raises EngineMismatch unless bytes, scratchpads and timing reports agree."""
    for k in open_set(os.path.join(ROOT, name)).kernels:
        # a symbolic kernel runs at a size in its range that is not the one it was traced with
        symbols = {s.name: max(s.min, min(s.max, 37)) for s in read_artifact(k.directory).symbolic_dims}
        r = execute(k.directory, HardwareConfig(simulator="check"), seed=5, symbols=symbols)
        assert r.runtime.card.last_engine[0] == "fast", r.runtime.card.last_engine


def test_every_golden_verifies():
    config = HardwareConfig()
    for k in open_set(ROOT).kernels:
        assert check_kernel(k.directory, config) == [], k.name


@pytest.mark.parametrize("case", BUILDER, ids=lambda c: c.name)
def test_builder_golden_computes_its_reference(case):
    """The hand-built goldens are real kernels: run on the simulated card against numpy."""
    r = execute(os.path.join(ROOT, case.name), HardwareConfig(), seed=11)
    want = case.reference(r.inputs)
    assert set(want) == set(r.outputs)
    for name, w in want.items():
        got = r.outputs[name].astype(np.float64)
        w = np.asarray(w, dtype=np.float64)
        assert got.shape == w.shape
        err = np.max(np.abs(got - w) / (1 + np.abs(w)))
        assert err <= case.tolerance, f"{case.name}.{name}: relative error {err:.3g} > {case.tolerance}"


def test_a_changed_kernel_fails_with_a_readable_diff():
    case = BY_NAME["add_f16"]
    changed = dataclasses.replace(case, build=pointwise(
        "add_f16", {"x": "float16", "y": "float16"}, "float16",
        lambda V, sp, out, tmp, n: V.binary("mul", "f16", out, sp["x"], sp["y"], n)))
    lines = goldens.check_case(changed, ROOT)
    assert "--- a/add_f16/program.s" in lines
    assert "-    vadd.f16 sp[0x2000], sp[0x0], sp[0x1000], n=32, b_mode=full" in lines
    assert "+    vmul.f16 sp[0x2000], sp[0x0], sp[0x1000], n=32, b_mode=full" in lines


def test_accept_writes_a_golden_that_then_matches(tmp_path):
    case = BY_NAME["relu_f16"]
    goldens.accept_case(case, str(tmp_path))
    assert (tmp_path / "relu_f16" / goldens.MARKER).exists()
    assert goldens.check_case(case, str(tmp_path)) == []
    other = dataclasses.replace(BY_NAME["exp_f16"], name="relu_f16")
    assert goldens.check_case(other, str(tmp_path)) != []


# Compiled goldens against PyTorch on the CPU, run through spyre-compile's own `run` path (numpy
# layout conversion from the manifest, not the torch device): only cases with one input and one
# output of the function's shape. With several inputs the artifact does not record which graph
# input each argument is (Dynamo may reorder them), and multi-output kernels write views
# (keepdim buffers, halves of a cat) that only the Inductor wrapper maps back; the compiler's own
# tests (tests/compiler) check those through the device.
ONE_TO_ONE = [c for c in COMPILED if len(c.inputs) == 1 and c.name not in ("c_var_mean_f32", "c_cat_last_f32")]


def test_one_to_one_selection_is_what_the_comment_says():
    assert {c.name for c in COMPILED} - {c.name for c in ONE_TO_ONE} == {
        "c_add_f32", "c_pointwise_chain_f32", "c_where_gt_f16", "c_broadcast_row_f32", "c_var_mean_f32",
        "c_cat_last_f32", "c_norm_gelu_softmax_f32", "c_matmul_f16", "c_linear_gelu_f16", "c_attention_scores_f16",
        "c_attention_f16", "c_mlp_block_f32", "c_transformer_block_f32", "c_kv_cache_write_f16",
        "c_split_products_sum_f32", "c_split_chain_f32", "c_sdpa_fused_f16"}


def test_fused_sdpa_golden_computes_what_torch_does():
    """The fused attention golden (three inputs, q k v in call order) run from its artifact alone."""
    import torch
    from spyre_tools import golden_models

    (kernel,) = open_set(os.path.join(ROOT, "c_sdpa_fused_f16")).kernels
    r = execute(kernel.directory, HardwareConfig(), seed=7)
    q, k, v = (torch.from_numpy(np.asarray(r.inputs[a.name])).float()
               for a in r.artifact.arguments if a.role == "input")
    (out,) = [a for a in r.artifact.arguments if a.role != "input"]
    want = golden_models.sdpa_causal_gqa(q, k, v)
    got = torch.from_numpy(np.asarray(r.outputs[out.name])).float()
    b, h, s, d = want.shape  # (the output buffer is (b, s, h * d): stored token by token, as the CPU's flash attention)
    torch.testing.assert_close(got.view(b, s, h, d).transpose(1, 2), want, rtol=2e-3, atol=2e-3)


@pytest.mark.parametrize("case", ONE_TO_ONE, ids=lambda c: c.name)
def test_compiled_golden_computes_what_torch_does(case):
    import torch
    from spyre_tools import golden_models

    (kernel,) = open_set(os.path.join(ROOT, case.name)).kernels
    symbols = {s.name: max(s.min, min(s.max, 23)) for s in read_artifact(kernel.directory).symbolic_dims}
    r = execute(kernel.directory, HardwareConfig(), seed=7, symbols=symbols)
    (inp,) = [a for a in r.artifact.arguments if a.role == "input"]
    (out,) = [a for a in r.artifact.arguments if a.role != "input"]
    x = torch.from_numpy(np.asarray(r.inputs[inp.name]))
    want = getattr(golden_models, case.function.split(":")[1])(x)
    got = torch.from_numpy(np.asarray(r.outputs[out.name]))
    assert tuple(got.shape) == tuple(want.shape)
    if want.dtype.is_floating_point:
        tol = 2e-3 if want.dtype == torch.float16 else 1e-5
        torch.testing.assert_close(got.to(want.dtype), want, rtol=tol, atol=tol)
    else:
        assert torch.equal(got.to(want.dtype), want)


def test_goldens_command_checks_and_reports(tmp_path):
    import shutil
    import subprocess
    import sys

    root = tmp_path / "artifacts"
    shutil.copytree(os.path.join(ROOT, "add_f16"), root / "add_f16")
    shutil.copytree(os.path.join(ROOT, "exp_f16"), root / "relu_f16")  # the wrong kernel under relu's name
    cmd = [sys.executable, "-m", "spyre_tools.goldens", "--root", str(root)]
    env = dict(os.environ, PYTHONPATH=os.path.dirname(ROOT))
    ok = subprocess.run(cmd + ["add_f16"], capture_output=True, text=True, env=env)
    assert ok.returncode == 0 and "1 of 1 goldens match" in ok.stdout
    bad = subprocess.run(cmd + ["add_f16", "relu_f16"], capture_output=True, text=True, env=env)
    assert bad.returncode == 1
    assert "DIFF  relu_f16" in bad.stdout and "+    vmaxi.f16" in bad.stdout
    assert "accept the changes with `python -m spyre_tools.goldens --accept`" in bad.stdout
    unknown = subprocess.run(cmd + ["nosuch"], capture_output=True, text=True, env=env)
    assert unknown.returncode == 2 and "unknown golden cases ['nosuch']" in unknown.stderr
