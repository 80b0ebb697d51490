"""spyre-compile on a symbolic artifact (the c_symbolic_softmax_f32 golden: softmax over 128 of
(1, M, 128) fp32, M symbolic): inspect shows the symbol and the per-argument sizes in it; run takes
the symbol's value (--sym), computes softmax for that M, and names a missing or out-of-range value."""

import json

import numpy as np
import pytest

from .conftest import GOLDENS

CASE = GOLDENS / "c_symbolic_softmax_f32"


def _symbol():
    (kernel,) = json.loads((CASE / "index.json").read_text())["kernels"]
    manifest = json.loads((CASE / kernel["dir"] / "manifest.json").read_text())
    (sym,) = manifest["kernel"]["symbolic_dims"]
    return sym


def test_inspect_shows_the_symbol(cli):
    sym = _symbol()
    r = cli("inspect", CASE)
    assert r.returncode == 0, r.stderr
    name = sym["name"]
    assert f"symbolic {name} in [{sym['min']}, {sym['max']}]" in r.stdout
    assert f"[1, {name}, 128]" in r.stdout  # the argument sizes in the symbol
    assert f"share {name}.b8.32.0 .. {name}.t8.32.31" in r.stdout
    assert "whole blocks of 8 rows dealt round-robin to 32 cores, then the rows after the last block" in r.stdout
    r = cli("inspect", CASE, "--json")
    (summary,) = json.loads(r.stdout)["kernels"]
    assert summary["symbolic_dims"] == [sym]
    assert all(a["symbolic"] for a in summary["arguments"])


@pytest.mark.parametrize("m", [2, 13, 45])
def test_run_takes_the_symbol_value(cli, tmp_path, m):
    name = _symbol()["name"]
    x = np.random.default_rng(m).standard_normal((1, m, 128)).astype(np.float32)
    np.savez(tmp_path / "in.npz", arg2_1=x)
    r = cli("run", CASE, "--sym", f"{name}={m}", "--inputs", tmp_path / "in.npz", "--outputs", tmp_path / "out.npz")
    assert r.returncode == 0, r.stderr
    assert f"symbols {name}={m}" in r.stdout
    with np.load(tmp_path / "out.npz") as out:
        got = out["buf2"]
    e = np.exp(x - x.max(-1, keepdims=True))
    np.testing.assert_allclose(got, e / e.sum(-1, keepdims=True), rtol=1e-5, atol=1e-7)


def test_run_names_a_missing_or_bad_symbol(cli):
    sym = _symbol()
    r = cli("run", CASE)
    assert r.returncode == 2 and f"--sym {sym['name']}=N (N in [{sym['min']}, {sym['max']}])" in r.stderr
    r = cli("run", CASE, "--sym", f"{sym['name']}={sym['max'] + 1}")
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert f"symbolic dimension '{sym['name']}': expected an integer in [{sym['min']}, {sym['max']}]" in r.stderr
