"""spyre-compile emit end to end (subprocess): sources, the written graph, determinism, refusals."""

from __future__ import annotations

import json

import pytest

from .conftest import REPO


EXAMPLES = "tests/tools/emit_examples.py"


def _kernels(out):
    index = json.loads((out / "index.json").read_text())
    assert index["schema"] == "spyre-graph-index" and index["version"] == 1
    return index


GELU_ARGS = (f"{EXAMPLES}:gelu_mul", "--input", "f16[64,128]", "--input", "f16[64,128]")


@pytest.fixture(scope="module")
def emitted_gelu(tmp_path_factory):
    from .conftest import run_cli

    out = tmp_path_factory.mktemp("emit") / "gelu"
    return out, run_cli("emit", *GELU_ARGS, "-o", out)


def test_emit_function_writes_verifiable_artifacts_and_index(cli, emitted_gelu):
    out, r = emitted_gelu
    assert r.returncode == 0, r.stderr
    assert "compiling" in r.stderr and "1 kernels + index.json" in r.stderr  # progress lines
    index = _kernels(out)
    assert index["graph"] == "gelu_mul"
    assert index["source"] == "emit_examples.py:gelu_mul --input f16[64,128] --input f16[64,128]"  # no paths
    assert index["inputs"] == [{"name": "arg0", "dtype": "float16", "size": [64, 128]},
                               {"name": "arg1", "dtype": "float16", "size": [64, 128]}]
    assert len(index["kernels"]) == 1 and index["cpu_fallbacks"] == {}
    manifest = json.loads((out / index["kernels"][0]["dir"] / "manifest.json").read_text())
    assert manifest["content_hash"] == index["kernels"][0]["content_hash"]
    assert [a["dtype"] for a in manifest["kernel"]["arguments"]] == ["float16"] * 3
    v = cli("verify", out)
    assert v.returncode == 0, v.stdout
    # the emitted kernel runs from the CLI too
    run = cli("run", out, "--kernel", index["kernels"][0]["name"])
    assert run.returncode == 0, run.stderr


def test_emit_is_deterministic_and_diff_says_so(cli, tmp_path, emitted_gelu):
    first, _ = emitted_gelu
    assert cli("emit", *GELU_ARGS, "-q", "-o", tmp_path / "again").returncode == 0
    assert (first / "index.json").read_text() == (tmp_path / "again" / "index.json").read_text()
    assert cli("diff", first, tmp_path / "again").returncode == 0


@pytest.mark.slow
def test_emit_graph_break_gives_one_artifact_per_kernel(cli, tmp_path):
    r = cli("emit", f"{EXAMPLES}:two_graphs", "--input", "f32[4,64]", "-o", tmp_path / "g", "-q")
    assert r.returncode == 0, r.stderr
    index = _kernels(tmp_path / "g")
    assert len(index["kernels"]) == 2
    table = cli("inspect", tmp_path / "g")
    assert table.returncode == 0 and table.stdout.startswith("graph two_graphs: 2 kernels")


def test_emit_module_factory(cli, tmp_path):
    r = cli("emit", f"{EXAMPLES}:make_norm_gelu", "--factory", "--input", "f32[8,64]", "-o", tmp_path / "m", "-q")
    assert r.returncode == 0, r.stderr
    assert len(_kernels(tmp_path / "m")["kernels"]) >= 1


def test_emit_torch_export_pt2(cli, tmp_path):
    import torch

    from tests.tools import emit_examples

    ep = torch.export.export(emit_examples.make_norm_gelu(), (torch.randn(8, 64),))
    torch.export.save(ep, tmp_path / "block.pt2")
    r = cli("emit", "--pt2", tmp_path / "block.pt2", "-o", tmp_path / "p", "-q")
    assert r.returncode == 0, r.stderr
    index = _kernels(tmp_path / "p")
    assert index["source"] == "block.pt2" and index["graph"] == "block"
    assert cli("verify", tmp_path / "p").returncode == 0


def test_emit_unsupported_op_is_named(cli, tmp_path):
    r = cli("emit", f"{EXAMPLES}:median_values", "--input", "f32[16,64]", "-o", tmp_path / "c", "-q")
    assert r.returncode == 2
    assert "cannot compile" in r.stderr and "aten::median" in r.stderr and "Traceback" not in r.stderr


def test_emit_error_in_user_code_is_one_line(cli, tmp_path):
    r = cli("emit", f"{EXAMPLES}:broken", "--input", "f32[4,64]", "-o", tmp_path / "b", "-q")
    assert r.returncode == 2
    assert "torch.compile failed" in r.stderr and "undefined_name" in r.stderr
    assert "Traceback" not in r.stderr and "bug in spyre-compile" not in r.stderr


def test_emit_allow_fallback_keeps_the_supported_part(cli, tmp_path):
    r = cli("emit", f"{EXAMPLES}:exp_then_median", "--input", "f32[16,64]", "-o", tmp_path / "c", "-q",
            "--allow-fallback")
    assert r.returncode == 0, r.stderr
    index = _kernels(tmp_path / "c")
    assert len(index["kernels"]) == 1 and index["cpu_fallbacks"] == {"aten::median.dim_values": 1}


@pytest.mark.parametrize("args, expect", [
    (("nosuch_module_xyz:f", "--input", "f32[4]"), "cannot import module 'nosuch_module_xyz'"),
    ((f"{EXAMPLES}:nope", "--input", "f32[4]"), "has no attribute 'nope'"),
    ((f"{EXAMPLES}:NOT_A_MODULE", "--input", "f32[4]"), "expected a function or an nn.Module, got int"),
    ((f"{EXAMPLES}:gelu_mul", "--input", "f16[3,x]"), "expected DTYPE[D0,D1,...]"),
    ((f"{EXAMPLES}:gelu_mul", "--input", "q8[3]"), "expected DTYPE[D0,D1,...]"),
    ((f"{EXAMPLES}:gelu_mul",), "give the inputs with --input SPEC"),
    ((f"{EXAMPLES}:gelu_mul", "--input", "f32[4]", "--hf", "gpt2"), "give exactly one source"),
    (("--pt2", "missing.pt2"), "missing.pt2: no such file"),
    ((f"{EXAMPLES}:gelu_mul", "--input", "f32[4]", "--layers", "2"), "--layers and --hf-config go with --hf"),
    (("--pt2", "tests/tools/emit_examples.py"), "not a torch.export .pt2 file"),
    (("--hf", "no_such_model_type"), "not a transformers model type"),
])
def test_emit_bad_requests(tmp_path, monkeypatch, capsys, args, expect):
    """In-process (the CLI's main, same code as the console script) to keep the suite fast; the
    environment emit sets (SPYRE_FALLBACK, HF_HUB_OFFLINE) is restored by monkeypatch."""
    from spyre_tools import cli

    monkeypatch.chdir(REPO)
    monkeypatch.setenv("SPYRE_FALLBACK", "warn")
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setattr("sys.path", list(__import__("sys").path))
    status = cli.main(["emit", *args, "-o", str(tmp_path / "x"), "-q"])
    err = capsys.readouterr().err
    assert status == 2, err
    assert expect in err and "Traceback" not in err


def test_emit_hf_gpt2_from_config(cli, tmp_path):
    """GPT-2 built from its config (random weights, offline), no attention mask: transformers'
    mask code scans the position ids with cumsum, which compiles for spyre too (no --allow-fallback)."""
    r = cli("emit", "--hf", "gpt2", "--layers", "1", "--hf-config", "n_embd=64", "--hf-config", "n_head=2",
            "--hf-config", "vocab_size=128", "--hf-config", "n_positions=32", "--seq", "8", "-o", tmp_path / "h",
            "-q", timeout=300)
    assert r.returncode == 0, r.stderr
    index = _kernels(tmp_path / "h")
    assert index["source"].startswith("--hf gpt2 --layers 1") and len(index["kernels"]) >= 3
    assert index["inputs"] == [{"name": "arg0", "dtype": "int64", "size": [1, 8]}]
    assert index["cpu_fallbacks"] == {}
    assert "ran on the CPU" not in cli("inspect", tmp_path / "h").stdout
    v = cli("verify", tmp_path / "h")
    assert v.returncode == 0, v.stdout


@pytest.mark.slow  # (14 s, a subprocess compile; the default suite emits GPT-2 and compiles T5 in test_fp16_models)
def test_emit_hf_t5_encoder_decoder_from_config(cli, tmp_path):
    """An encoder-decoder (T5) from its config: the random ids feed the encoder and the decoder; the
    relative position bias reads its embedding table transposed (element gathers, `gathere`)."""
    r = cli("emit", "--hf", "t5", "--layers", "1", "--hf-config", "num_decoder_layers=1", "--hf-config", "d_model=64",
            "--hf-config", "d_kv=32", "--hf-config", "num_heads=2", "--hf-config", "d_ff=128",
            "--hf-config", "vocab_size=100", "--seq", "6", "-o", tmp_path / "t5", "-q", timeout=300)
    assert r.returncode == 0, r.stderr
    index = _kernels(tmp_path / "t5")
    assert index["cpu_fallbacks"] == {} and index["inputs"] == [{"name": "arg0", "dtype": "int64", "size": [1, 6]}]
    disasm = "".join((tmp_path / "t5" / k["dir"] / "program.s").read_text() for k in index["kernels"])
    assert "gathere." in disasm
    v = cli("verify", tmp_path / "t5")
    assert v.returncode == 0, v.stdout
