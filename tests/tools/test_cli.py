"""spyre-compile end to end through a subprocess: help, exit codes, output shape, bad input."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib

import numpy as np
import pytest

from spyre_runtime.artifact import read_artifact, write_artifact
from spyre_runtime.config import HardwareConfig

from .conftest import GOLDENS, REPO, program_blocks

TORCH_FREE_VERBS = ("inspect", "disasm", "diff", "run", "verify")


def test_console_script_points_at_main():
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["spyre-compile"] == "spyre_tools.cli:main"
    from spyre_tools import cli
    assert callable(cli.main)


@pytest.mark.parametrize("verb", ["emit", *TORCH_FREE_VERBS, "report"])
def test_help_has_an_example(cli, verb):
    r = cli(verb, "--help")
    assert r.returncode == 0, r.stderr
    assert "examples:" in r.stdout and f"spyre-compile {verb} " in r.stdout


def test_no_verb_is_a_usage_error(cli):
    r = cli()
    assert r.returncode == 2
    assert "VERB" in r.stderr


def test_unknown_option_value_is_a_usage_error(cli):
    r = cli("disasm", GOLDENS / "add_f16", "--unit", "alu")
    assert r.returncode == 2
    assert "invalid choice: 'alu'" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("verb", TORCH_FREE_VERBS)
def test_missing_path_is_named_without_traceback(cli, verb, tmp_path):
    missing = tmp_path / "nope"
    args = (missing, GOLDENS / "add_f16") if verb == "diff" else (missing,)
    r = cli(verb, *args)
    assert r.returncode == 2
    assert f"{missing}: no such file or directory" in r.stderr
    assert "Traceback" not in r.stderr


def test_debug_shows_the_traceback(cli, tmp_path):
    r = cli("verify", tmp_path / "nope", "--debug")
    assert r.returncode == 2
    assert "Traceback" in r.stderr and "ToolError" in r.stderr


def test_a_plain_directory_is_refused(cli, tmp_path):
    r = cli("inspect", tmp_path)
    assert r.returncode == 2
    assert "not an artifact (no manifest.json)" in r.stderr


def test_torch_free_verbs_do_not_import_torch(tmp_path):
    code = (
        "import sys; from spyre_tools import cli\n"
        f"g = {str(GOLDENS)!r}\n"
        "for argv in (['inspect', g + '/add_f16'], ['disasm', g + '/add_f16'], ['verify', g + '/add_f16'],\n"
        "             ['diff', g + '/add_f16', g + '/add_f16'], ['run', g + '/add_f16'],\n"
        f"             ['report', g + '/add_f16', '--run', '1', '-o', {str(tmp_path / 'r.html')!r}]):\n"
        "    assert cli.main(argv) == 0, argv\n"
        "assert 'torch' not in sys.modules, 'torch was imported'\n")
    r = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr


# ---------------------------------------------------------------------------------------------- inspect


def test_inspect_text_names_every_part(cli):
    r = cli("inspect", GOLDENS / "linear_bias_relu_f16")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    for part in ("kernel linear_bias_relu_f16", "arguments", "cores (2)", "relocations (", "memory plan",
                 "estimated cost", "roofline:", "-> device [64, 2, 32] float32"):
        assert part in out, part
    assert len(out.splitlines()) < 40  # one screen


def test_inspect_json_matches_the_program_and_roofline():
    directory = GOLDENS / "sum_cols_ring_f32"
    r = subprocess.run([sys.executable, "-m", "spyre_tools", "inspect", str(directory), "--json"], cwd=REPO,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    s = json.loads(r.stdout)
    blocks = program_blocks((directory / "program.s").read_text())
    for core in s["cores"]:
        for unit, n in core["instructions"].items():
            assert n == len(blocks.get((core["core"], unit), [])), (core["core"], unit)
    assert s["instructions"]["total"] == sum(len(v) for v in blocks.values())
    manifest = json.loads((directory / "manifest.json").read_text())
    cfg = HardwareConfig()
    want = max(manifest["cost"]["flops"] / cfg.peak_flops_per_cycle,
               manifest["cost"]["bytes_moved"] / cfg.lpddr5_bytes_per_cycle)
    assert s["cost"]["roofline_cycles"] == pytest.approx(want)
    assert s["cost"]["estimated_cycles"] == max(manifest["cost"]["cycles_per_unit"].values())
    # relocation sites per slot: one per `li rN, @slotS` line of the program text
    for slot in s["slots"]:
        lines = sum(1 for v in blocks.values() for line in v if f"@slot{slot['slot']}+" in line)
        assert len(slot["sites"]) == lines
    assert [a["name"] for a in s["arguments"]] == [a["name"] for a in manifest["kernel"]["arguments"]]


def test_inspect_directory_lists_every_kernel(cli):
    r = cli("inspect", GOLDENS)
    assert r.returncode == 0, r.stderr
    names = []
    for p in sorted(GOLDENS.iterdir()):
        if (p / "manifest.json").exists():
            names.append(p.name)
        elif (p / "index.json").exists():
            names += [f"{p.name}/{k['name']}" for k in json.loads((p / "index.json").read_text())["kernels"]]
    listed = [line.split()[0] for line in r.stdout.splitlines()[2:2 + len(names)]]
    assert listed == names
    r = cli("inspect", GOLDENS, "--kernel", "matmul_f16")
    assert r.returncode == 0 and "kernel matmul_f16" in r.stdout
    r = cli("inspect", GOLDENS, "--kernel", "nosuch")
    assert r.returncode == 2 and "no kernel named 'nosuch'" in r.stderr


# ---------------------------------------------------------------------------------------------- disasm


def test_disasm_is_the_canonical_text(cli):
    directory = GOLDENS / "softmax_rows_f32"
    r = cli("disasm", directory)
    assert r.returncode == 0, r.stderr
    assert r.stdout == (directory / "program.s").read_text()


def test_disasm_filters_by_core_and_unit(cli):
    directory = GOLDENS / "tanh_f16"
    full = program_blocks((directory / "program.s").read_text())
    r = cli("disasm", directory, "--core", "2", "--unit", "vector")
    assert r.returncode == 0, r.stderr
    assert program_blocks(r.stdout) == {(2, "vector"): full[(2, "vector")]}
    r = cli("disasm", directory, "--unit", "store", "--unit", "load")
    assert set(program_blocks(r.stdout)) == {k for k in full if k[1] in ("load", "store")}
    r = cli("disasm", directory, "--core", "9")
    assert r.returncode == 2 and "no program on core 9 (cores used: 0, 1, 2, 3)" in r.stderr


def test_disasm_numbered_matches_relocation_indices(cli):
    directory = GOLDENS / "linear_bias_relu_f16"
    r = cli("disasm", directory, "--core", "1", "--unit", "load", "--numbered")
    assert r.returncode == 0, r.stderr
    lines = {int(line.split()[0]): line.split(None, 1)[1] for line in r.stdout.splitlines() if line[:5].strip().isdigit()}
    assert list(lines) == list(range(len(lines)))
    manifest = json.loads((directory / "manifest.json").read_text())
    for reloc in manifest["relocations"]:
        if reloc["core"] == 1 and reloc["unit"] == "load":
            assert lines[reloc["index"]].startswith("li r") and f"@slot{reloc['slot']}+" in lines[reloc["index"]]


def test_disasm_of_a_corrupt_artifact_names_the_file(cli, golden_copy):
    d = golden_copy("add_f16")
    (d / "program.bin").write_bytes((d / "program.bin").read_bytes()[:-8])
    r = cli("disasm", d)
    assert r.returncode == 2
    assert "bad artifact" in r.stderr and "program.bin" in r.stderr and "Traceback" not in r.stderr


# ---------------------------------------------------------------------------------------------- diff


def test_diff_equal_artifacts_in_different_places(cli, golden_copy):
    r = cli("diff", GOLDENS / "matmul_f16", golden_copy("matmul_f16"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "no semantic differences (1 kernels)" in r.stdout


def test_diff_ignores_hashes_and_producer_version(cli, tmp_path):
    art = read_artifact(GOLDENS / "add_f16")
    other = tmp_path / "other"
    write_artifact(other, art.__class__(**{**art.__dict__, "producer_version": "9.9", "content_hash": None}))
    assert read_artifact(other).content_hash != art.content_hash
    r = cli("diff", GOLDENS / "add_f16", other)
    assert r.returncode == 0, r.stdout


def test_diff_of_two_different_goldens_shows_the_difference(cli):
    r = cli("diff", GOLDENS / "add_f16", GOLDENS / "maximum_f16")
    assert r.returncode == 1
    lines = r.stdout.splitlines()
    assert "--- a/add_f16/program.s" in lines and "+++ b/maximum_f16/program.s" in lines
    assert "--- a/add_f16/manifest.json" in lines
    assert any(line.startswith("-") and "vadd.f16" in line for line in lines)
    assert any(line.startswith("+") and "vmax.f16" in line for line in lines)
    assert any(line.startswith("-") and '"add_f16"' in line for line in lines)
    assert not any("sha256" in line for line in lines)
    assert "1 of 1 paired kernels differ" in r.stderr
    assert cli("diff", "-q", GOLDENS / "add_f16", GOLDENS / "maximum_f16").stdout == ""


def test_diff_directories_pairs_kernels_by_name(cli, tmp_path):
    import shutil

    a, b = tmp_path / "a", tmp_path / "b"
    for name in ("add_f16", "exp_f16", "relu_f16"):
        shutil.copytree(GOLDENS / name, a / name)
    shutil.copytree(GOLDENS / "add_f16", b / "add_f16")
    shutil.copytree(GOLDENS / "tanh_f16", b / "exp_f16")  # same name, other kernel
    assert cli("diff", a, a).returncode == 0
    r = cli("diff", a, b)
    assert r.returncode == 1
    assert "only in a: kernel relu_f16" in r.stdout
    assert "+++ b/exp_f16/program.s" in r.stdout and "+    vtanh.f16" in r.stdout
    assert "1 of 2 paired kernels differ, 1 only in a" in r.stderr


# ---------------------------------------------------------------------------------------------- verify


def test_verify_accepts_every_golden(cli):
    r = cli("verify", GOLDENS)
    assert r.returncode == 0, r.stdout
    n = sum(len(list(p.glob("**/manifest.json"))) for p in GOLDENS.iterdir() if p.is_dir())
    assert f"{n} of {n} artifacts valid" in r.stdout


@pytest.mark.parametrize("corrupt, expect", [
    (lambda d: (d / "program.bin").write_bytes(b"\0" + (d / "program.bin").read_bytes()[1:]), "program.bin"),
    (lambda d: (d / "manifest.json").write_text("{"), "not valid JSON"),
    (lambda d: (d / "manifest.json").write_text((d / "manifest.json").read_text().replace(
        '"schema_version": 1', '"schema_version": 7')), "schema_version"),
    (lambda d: (d / "program.s").unlink(), "program.s: missing"),
    (lambda d: (d / "program.s").write_text((d / "program.s").read_text().replace("vadd", "vsub")),
     "program.s"),
])
def test_verify_rejects_corrupt_artifacts(cli, golden_copy, corrupt, expect):
    d = golden_copy("add_f16")
    corrupt(d)
    r = cli("verify", d)
    assert r.returncode == 1, r.stdout
    assert "FAIL" in r.stdout and expect in r.stdout
    j = json.loads(cli("verify", d, "--json").stdout)
    assert j["valid"] is False and j["kernels"]["add_f16"]["findings"]


def _unbalanced(tmp_path, extra: str):
    """add_f16 rebuilt with one extra `signal` or `wait` on core 0's load->vector queue."""
    from spyre_runtime.artifact import artifact_from_image
    from spyre_runtime.artifact.io import load_image
    from spyre_runtime.card import ProgramImage
    from spyre_runtime.card.isa import Instruction

    art = read_artifact(GOLDENS / "add_f16")
    image = load_image(art)
    programs = {k: list(v) for k, v in image.programs.items()}
    if extra == "signal":
        programs[(0, "load")].append(Instruction("signal", ((0, "vector", 0),)))
    else:
        programs[(0, "vector")].append(Instruction("wait", ((0, "load", 0),)))
    new = artifact_from_image(ProgramImage(programs, image.num_slots), ["x", "y", "out"], kernel_name="add_f16",
                              arguments=art.arguments, cost=art.cost)
    write_artifact(tmp_path / extra, new)
    return tmp_path / extra


@pytest.mark.parametrize("extra, expect", [
    ("signal", "queue c0.load -> c0.vector channel 0: 2 tokens signalled, 1 waited (1 tokens left over)"),
    ("wait", "queue c0.load -> c0.vector channel 0: 1 tokens signalled, 2 waited (deadlock"),
])
def test_verify_checks_queue_balance(cli, tmp_path, extra, expect):
    d = _unbalanced(tmp_path, extra)
    r = cli("verify", d)
    assert r.returncode == 1, r.stdout
    assert expect in r.stdout


# ---------------------------------------------------------------------------------------------- run


def test_run_with_given_inputs_computes_the_kernel(cli, tmp_path):
    rng = np.random.default_rng(5)
    x = rng.standard_normal((64, 64)).astype(np.float16)
    y = rng.standard_normal((64, 64))  # float64: cast to float16 on the way in (same kind)
    np.savez(tmp_path / "in.npz", x=x, y=y)
    trace = tmp_path / "trace.json"
    r = cli("run", GOLDENS / "add_f16", "--inputs", tmp_path / "in.npz", "--outputs", tmp_path / "out.npz",
            "--trace", trace)
    assert r.returncode == 0, r.stderr
    with np.load(tmp_path / "out.npz") as out:
        got = out["out"]
    want = (x.astype(np.float32) + y.astype(np.float16).astype(np.float32)).astype(np.float16)
    np.testing.assert_array_equal(got, want)
    for part in ("kernel add_f16:", "c0.load", "c1.store", "compute", "dma", "trace written to"):
        assert part in r.stdout, part
    events = json.loads(trace.read_text())["traceEvents"]
    threads = {(e["pid"], e["args"]["name"]) for e in events if e["name"] == "thread_name"}
    assert {(0, "host"), (0, "dma"), (0, "compute"), (1, "load"), (2, "vector"), (2, "store")} <= threads
    processes = {e["pid"]: e["args"]["name"] for e in events if e["name"] == "process_name"}
    assert processes[1] == "core 0" and processes[2] == "core 1"
    compute = next(e for e in events if e.get("cat") == "Compute" and e["ph"] == "X")
    vadd = [e for e in events if e["ph"] == "X" and e["name"] == "vadd"]
    assert len(vadd) == 2  # one per core, inside the compute op's slice
    assert all(compute["ts"] <= e["ts"] <= compute["ts"] + compute["dur"] for e in vadd)


def test_run_random_inputs_are_seeded(cli, tmp_path):
    outs = []
    for i, seed in enumerate((4, 4, 5)):
        r = cli("run", GOLDENS / "softmax_rows_f32", "--seed", seed, "--outputs", tmp_path / f"{i}.npz", "--json")
        assert r.returncode == 0, r.stderr
        figures = json.loads(r.stdout)
        assert figures["kernel_cycles"] > 0 and set(figures["pipelines"]) == {"host", "dma", "compute"}
        with np.load(tmp_path / f"{i}.npz") as f:
            outs.append(f["out"])
    np.testing.assert_array_equal(outs[0], outs[1])
    assert not np.array_equal(outs[0], outs[2])
    np.testing.assert_allclose(outs[0].sum(-1), 1.0, rtol=1e-5)  # softmax rows sum to 1


@pytest.mark.parametrize("arrays, expect", [
    ({"x": np.zeros((64, 64), np.float16)}, "missing ['y']"),
    ({"x": np.zeros((64, 64), np.float16), "y": np.zeros((64, 64), np.float16), "z": np.zeros(1)}, "unknown ['z']"),
    ({"x": np.zeros((64, 32), np.float16), "y": np.zeros((64, 64), np.float16)},
     "array 'x': shape: expected [64, 64] (the argument's host size), got [64, 32]"),
    ({"x": np.zeros((64, 64), np.complex64), "y": np.zeros((64, 64), np.float16)},
     "array 'x': dtype: expected float16 (or one of its kind), got complex64"),
])
def test_run_rejects_bad_inputs(cli, tmp_path, arrays, expect):
    np.savez(tmp_path / "in.npz", **arrays)
    r = cli("run", GOLDENS / "add_f16", "--inputs", tmp_path / "in.npz")
    assert r.returncode == 2
    assert expect in r.stderr and "Traceback" not in r.stderr


def test_run_rejects_a_non_npz_file_and_a_directory_of_kernels(cli, tmp_path):
    (tmp_path / "in.npz").write_text("not a zip")
    r = cli("run", GOLDENS / "add_f16", "--inputs", tmp_path / "in.npz")
    assert r.returncode == 2 and "not a readable .npz file" in r.stderr
    r = cli("run", GOLDENS)
    assert r.returncode == 2 and "pick one with --kernel" in r.stderr


def test_run_of_a_corrupt_artifact_is_bad_input(cli, golden_copy):
    d = golden_copy("add_f16")
    m = json.loads((d / "manifest.json").read_text())
    m["memory_plan"]["device_scratch_bytes"] = -1
    (d / "manifest.json").write_text(json.dumps(m))
    r = cli("run", d)
    assert r.returncode == 2
    assert "bad artifact" in r.stderr and "memory_plan.device_scratch_bytes" in r.stderr


# ---------------------------------------------------------------------------------------------- graphs (index.json)


def test_verify_checks_the_index_hashes(cli, golden_copy):
    g = golden_copy("c_add_f32")
    index = json.loads((g / "index.json").read_text())
    assert cli("verify", g).returncode == 0
    index["kernels"][0]["content_hash"] = "sha256:" + "0" * 64
    (g / "index.json").write_text(json.dumps(index))
    r = cli("verify", g)
    assert r.returncode == 1
    assert "index.json records content hash sha256:000" in r.stdout


@pytest.mark.parametrize("edit, expect", [
    (lambda ix: ix["kernels"][0].update(dir="../elsewhere"), "kernels[0].dir"),
    (lambda ix: ix.update(schema="other"), "field 'schema'"),
    (lambda ix: ix["kernels"].append(dict(ix["kernels"][0])), "duplicate kernel name"),
])
def test_a_bad_index_is_named(cli, golden_copy, edit, expect):
    g = golden_copy("c_add_f32")
    index = json.loads((g / "index.json").read_text())
    edit(index)
    (g / "index.json").write_text(json.dumps(index))
    r = cli("inspect", g)
    assert r.returncode == 2
    assert "index.json" in r.stderr and expect in r.stderr and "Traceback" not in r.stderr


def test_run_symbolic_dims_and_device_scratch(cli, tmp_path):
    from spyre_runtime.artifact.examples import square_artifact

    write_artifact(tmp_path / "sq", square_artifact(rows=64, ncores=2, with_symbol=True, scratch_bytes=256))
    r = cli("run", tmp_path / "sq")
    assert r.returncode == 2
    assert "symbolic dimension 'n' needs a value" in r.stderr
    x = np.linspace(-3, 3, 64 * 64).reshape(64, 64).astype(np.float16)
    np.savez(tmp_path / "x.npz", x=x)
    r = cli("run", tmp_path / "sq", "--sym", "n=5", "--inputs", tmp_path / "x.npz", "--outputs", tmp_path / "o.npz")
    assert r.returncode == 0, r.stderr
    with np.load(tmp_path / "o.npz") as o:
        np.testing.assert_array_equal(o["out"], (x.astype(np.float32) ** 2).astype(np.float16))
    r = cli("run", tmp_path / "sq", "--sym", "n=lots")
    assert r.returncode == 2 and "--sym: expected NAME=INTEGER, got 'n=lots'" in r.stderr


def test_diff_with_a_corrupt_side_is_bad_input(cli, golden_copy):
    d = golden_copy("exp_f16")
    (d / "manifest.json").write_text((d / "manifest.json").read_text().replace('"exp_f16"', '"exp_f17"'))
    r = cli("diff", GOLDENS / "exp_f16", d)
    assert r.returncode == 2
    assert "bad artifact" in r.stderr and "content_hash" in r.stderr and "Traceback" not in r.stderr


def test_inspect_groups_many_alike_cores_into_one_row(cli, tmp_path):
    from spyre_runtime.artifact.examples import square_artifact

    write_artifact(tmp_path / "sq", square_artifact(rows=512, ncores=16))
    r = cli("inspect", tmp_path / "sq")
    assert r.returncode == 0, r.stderr
    row = next(line for line in r.stdout.splitlines() if line.strip().startswith("c0-c15"))
    assert "[0:32) [0:64) .. [480:512) [0:64)" in row
    assert "total  load 48  pe 0  vector 48  store 48" in r.stdout
    assert len(r.stdout.splitlines()) < 30
