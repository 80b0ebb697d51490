"""The wrapper (no spyre buffer reuse), caching (artifacts in the Inductor cache, a second process
hits it), determinism, debug dumps, CPU graphs untouched, and clear errors."""

import os
import subprocess
import sys
import textwrap

import pytest
import torch

from spyre_inductor.compiler import inductor_api as api
from spyre_inductor.compiler.frontend import scheduling
from spyre_inductor.compiler.debug import capture_kernels


def _chain(a):
    b = (a + 1).exp()
    c = b.sum(-1, keepdim=True) * a
    d = (c * 2).tanh()
    return (d + b).sum(0)


def _reductions(a):
    x = a.sum(-1, keepdim=True)
    for _ in range(4):  # each step a new (6, 1) buffer; the one before last dies
        x = (a * x).sum(-1, keepdim=True)
    return x


def test_spyre_buffers_are_freed_never_reused(spyre, monkeypatch):
    from torch._inductor.utils import run_and_get_code

    from spyre_inductor.compiler.frontend.wrapper import SpyreWrapperCodegen

    monkeypatch.setattr(scheduling, "MAX_STAGES_PER_KERNEL", 1)  # one kernel per node: buffers die early
    a = torch.randn(6, 40)

    def compile_and_run():
        torch._dynamo.reset()
        with torch._inductor.config.patch(fx_graph_cache=False):
            return run_and_get_code(torch.compile(_reductions), a.to("spyre"))

    with monkeypatch.context() as m:  # the stock free path: Inductor does reuse a buffer here ...
        m.setattr(SpyreWrapperCodegen, "codegen_free", api.PythonWrapperCodegen.codegen_free)
        _, (stock_code,) = compile_and_run()
    assert "# reuse" in stock_code
    out, (code,) = compile_and_run()  # ... the spyre wrapper frees instead
    torch.testing.assert_close(out.cpu(), _reductions(a), rtol=1e-4, atol=1e-4)
    call = code[code.index("def call"):code.index("return (")]
    assert "reuse" not in call and "reinterpret_tensor" not in call
    assert call.count("launch_spyre_kernel(") == 5 and call.count("empty_strided(") == 5 and "del buf" in call


def test_cpu_graphs_keep_the_stock_backend(spyre):
    from torch._inductor.utils import run_and_get_code

    torch._dynamo.reset()
    a = torch.randn(6, 40)
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        out, (code,) = run_and_get_code(torch.compile(_chain), a)
    assert kernels == [] and "spyre" not in code and out.device.type == "cpu"
    torch.testing.assert_close(out, _chain(a))


def test_compiling_twice_gives_identical_artifacts(spyre):
    from spyre_inductor.compiler.pipeline import kernel_cache

    a = torch.randn(6, 130).to("spyre")
    runs = []
    for _ in range(2):
        torch._dynamo.reset()
        with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False), \
                kernel_cache.disabled():  # (the passes and codegen run both times)
            torch.compile(lambda x: torch.softmax(x, -1) * 2)(a)
        runs.append([(k.artifact_key, k.artifact.program, k.artifact.disassembly) for k in kernels])
    assert len(runs[0]) == 1 and runs[0] == runs[1]
    files = {n: open(os.path.join(kernels[0].artifact_dir, n), "rb").read()
             for n in ("manifest.json", "program.bin", "program.s")}
    assert files["program.bin"] == runs[0][0][1]


def test_debug_dir_gets_every_stage(spyre, tmp_path, monkeypatch):
    monkeypatch.setenv("SPYRE_DEBUG_DIR", str(tmp_path))
    torch._dynamo.reset()
    with torch._inductor.config.patch(fx_graph_cache=False):
        torch.compile(lambda x: torch.nn.functional.layer_norm(x, (70,)))(torch.randn(3, 70).to("spyre"))
    names = sorted(os.listdir(tmp_path))
    fx = [n for n in names if n.endswith(".fx.txt")]
    assert len(fx) == 1
    tag = fx[0].removesuffix(".fx.txt")
    for suffix in ("inductor.txt", "kir.txt", "plan.txt", "s"):
        assert f"{tag}_spyre_k0.{suffix}" in names
    assert "var_mean" in (tmp_path / fx[0]).read_text() or "sum" in (tmp_path / fx[0]).read_text()
    assert "reduce sum" in (tmp_path / f"{tag}_spyre_k0.kir.txt").read_text()
    assert "scratchpad:" in (tmp_path / f"{tag}_spyre_k0.plan.txt").read_text()
    assert ".program core=0 unit=load" in (tmp_path / f"{tag}_spyre_k0.s").read_text()


_CHILD = textwrap.dedent("""
    import sys, torch
    from spyre_inductor.device.register import register_device
    from spyre_inductor.compiler import register_inductor_backend
    from spyre_inductor.compiler.debug import capture_kernels
    register_device(on_error="raise")
    register_inductor_backend()
    a = torch.linspace(-3, 3, 300).reshape(3, 100)
    with capture_kernels() as kernels:
        out = torch.compile(lambda x: torch.softmax(x.exp(), -1))(a.to("spyre")).cpu()
    torch.testing.assert_close(out, torch.softmax(a.exp(), -1))
    print("compiled", len(kernels))
""")


def test_second_process_hits_the_cache_and_still_runs(tmp_path):
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(tmp_path / "inductor"))
    outs = [subprocess.run([sys.executable, "-c", _CHILD], env=env, capture_output=True, text=True, timeout=300)
            for _ in range(2)]
    for r in outs:
        assert r.returncode == 0, r.stderr[-3000:]
    assert outs[0].stdout.split()[-1] == "1"  # the first process compiled one kernel ...
    assert outs[1].stdout.split()[-1] == "0"  # ... the second compiled nothing and ran the cached artifact
    assert len(os.listdir(tmp_path / "inductor" / "spyre" / "artifacts")) == 1


def test_unsupported_indexing_is_a_clear_error(spyre):
    torch._dynamo.reset()
    a, v = torch.randn(10, 40).to("spyre"), torch.randn(3, 40).to("spyre")
    t, i = torch.tensor([3, 1, 4, 1, 5]).to("spyre"), torch.tensor([0, 2, 4]).to("spyre")
    with pytest.raises(Exception, match=r"spyre compiler: stage .*: an index loaded through another loaded index"):
        torch.compile(lambda x, t, i, v: x.index_put((t[i],), v) * 2)(a, t, i, v)


def test_codegen_version_hash_covers_the_compiler_sources():
    import pathlib

    import spyre_inductor.compiler
    from spyre_inductor.compiler.frontend.registration import (SpyreCodegenVersion, compiler_source_files,
                                                               compiler_source_hash)

    assert SpyreCodegenVersion().uuid() == compiler_source_hash() == compiler_source_hash()
    assert isinstance(compiler_source_hash(), bytes) and len(compiler_source_hash()) >= 16
    compiler_dir = pathlib.Path(spyre_inductor.compiler.__file__).resolve().parent
    sources = set(compiler_dir.rglob("*.py"))  # every stage folder's files, the package's own
    assert {f.parent.name for f in sources} >= {"compiler", "ir", "passes", "emit", "frontend"}
    hashed = set(compiler_source_files())
    assert sources <= hashed, sorted(map(str, sources - hashed))
    assert any(f.parts[-3:-1] == ("spyre_runtime", "card") for f in hashed)


def test_demo_runs_and_matches_the_cpu(spyre, capsys):
    from spyre_inductor.compiler.demo import main

    assert main(["--batch", "4", "--hidden", "70"]) == 0
    text = capsys.readouterr().out
    assert "max |spyre - cpu|" in text and "kernel spyre_k0" in text and "simulated time of one call" in text


def test_loaded_wrapper_modules_are_recorded_per_thread(tmp_path):
    """compile_fx_graph's record of the wrapper modules loaded for it: two threads loading at the same
    time each see their own module only."""
    import threading

    from torch._inductor.codecache import PyCodeCache

    paths = []
    for n in range(2):
        paths.append(tmp_path / f"wrapper{n}.py")
        paths[n].write_text(f"WHO = {n}\n")
    both_inside = threading.Barrier(2, timeout=60)
    seen, errors = {}, []

    def load(n):
        try:
            with api.record_loaded_modules() as loaded:
                both_inside.wait()
                PyCodeCache.load_by_key_path(f"spyre_thread_test_{n}", str(paths[n]))
                both_inside.wait()  # both loads done before either block ends
            seen[n] = loaded
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=load, args=(n,)) for n in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    try:
        assert {n: [g["WHO"] for g in loaded] for n, loaded in seen.items()} == {0: [0], 1: [1]}
    finally:
        for loaded in seen.values():
            for module_globals in loaded:
                api.forget_wrapper_module(module_globals)
