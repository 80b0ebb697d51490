"""The import graph of spyre_runtime, spyre_inductor and spyre_tools, read with ast: every import,
also those inside functions, relative ones resolved. No cycles; the compiler's stage folders import
only from their own stage and earlier ones; no private name is imported from another file; and the
stages that need nothing of Inductor do not load it."""

import ast
import os
import subprocess
import sys
from pathlib import Path

import networkx as nx

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("spyre_runtime", "spyre_inductor", "spyre_tools")
COMPILER = "spyre_inductor.compiler"

# The compiler's stages in order, by the first name below spyre_inductor/compiler/ (a folder or a
# module): a module imports from its own stage and earlier ones only. "" is the package itself
# (its __init__, whose register_inductor_backend reaches into the frontend).
STAGES = (
    ("common", "inductor_api", "debug", "progress", "launch"),  # shared leaves
    ("ir",),  # the kernel IR and its interpreter
    ("passes",),
    ("emit",),
    ("pipeline",),  # runs the passes in order, writes the artifact
    ("frontend",),  # registration, lowering, scheduling, wrapper
    ("cardrun", "demo", "demo_transformer", "demo_generate", ""),  # built on all of it
)
# leaves every stage may import: they import no module of the compiler
LEAVES = ("common", "inductor_api", "debug", "progress")
# stages that need nothing of Inductor (nor does the leaf they share)
INDUCTOR_FREE = ("common", "progress", "ir", "passes", "emit", "pipeline")


def module_files() -> dict[str, Path]:
    """Module name -> source file, for every module of the three packages."""
    out = {}
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            parts = list(path.relative_to(REPO).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


MODULES = module_files()


def imports_of(name: str):
    """(imported module name, the names taken from it, line) for every import statement of a module;
    relative imports resolved. `from package import x` gives the package with names (x,)."""
    path = MODULES[name]
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, (), node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            yield stem, tuple(alias.name for alias in node.names), node.lineno


def project_module(dotted: str) -> str | None:
    """The project module a dotted name lives in (the longest prefix that is one), else None."""
    while dotted and dotted not in MODULES:
        dotted = dotted.rpartition(".")[0]
    return dotted or None


def import_graph() -> nx.DiGraph:
    """Edges importer -> imported module (of the project). A package is not an edge of its own
    submodules: Python imports it before them anyway (it is their namespace, not a dependency)."""
    graph = nx.DiGraph()
    graph.add_nodes_from(MODULES)
    for name in MODULES:
        for stem, names, line in imports_of(name):
            for dotted in [stem] + [f"{stem}.{n}" for n in names]:
                target = project_module(dotted)
                if target is None or target == name:
                    continue
                if MODULES[target].name == "__init__.py" and name.startswith(target + "."):
                    continue
                graph.add_edge(name, target, line=line)
    return graph


def stage_of(module: str) -> str:
    return module[len(COMPILER) + 1:].partition(".")[0] if module != COMPILER else ""


def rank_of(module: str) -> int:
    stage = stage_of(module)
    for rank, names in enumerate(STAGES):
        if stage in names:
            return rank
    raise AssertionError(f"{module}: spyre_inductor/compiler/{stage} is in no stage of STAGES (add it)")


def in_compiler(module: str) -> bool:
    return module == COMPILER or module.startswith(COMPILER + ".")


def test_the_three_packages_have_no_import_cycle():
    graph = import_graph()
    cycles = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    assert not cycles, "import cycles:\n" + "\n".join(", ".join(c) for c in cycles)
    assert graph.number_of_nodes() > 80 and graph.number_of_edges() > 200  # (the walk saw the packages)


def test_compiler_stages_import_only_earlier_stages():
    graph = import_graph()
    compiler = [m for m in MODULES if in_compiler(m)]
    assert {stage_of(m) for m in compiler} >= {"common", "ir", "passes", "emit", "pipeline", "frontend"}
    backwards = [f"{a} (line {graph.edges[a, b]['line']}) -> {b}" for a, b in graph.edges
                 if in_compiler(a) and in_compiler(b) and rank_of(a) < rank_of(b)]
    assert not backwards, "imports from an earlier stage into a later one:\n" + "\n".join(sorted(backwards))
    leaf_edges = [f"{a} -> {b}" for a, b in graph.edges
                  if in_compiler(a) and stage_of(a) in LEAVES and in_compiler(b)]
    assert not leaf_edges, "a shared leaf imports the compiler:\n" + "\n".join(sorted(leaf_edges))


def test_no_private_name_is_imported_from_another_module():
    found = []
    for name in MODULES:
        for stem, names, line in imports_of(name):
            if project_module(stem) is None:
                continue
            private = [n for n in names if n.startswith("_") and not n.startswith("__")]
            private += [part for part in stem.split(".") if part.startswith("_") and not part.startswith("__")]
            if private:
                found.append(f"{name} line {line}: from {stem} import {', '.join(private)}")
    assert not found, "private names imported across files:\n" + "\n".join(found)


def test_ir_passes_emit_and_pipeline_import_without_inductor():
    modules = sorted(m for m in MODULES if in_compiler(m) and stage_of(m) in INDUCTOR_FREE)
    assert any(stage_of(m) == "ir" for m in modules) and any(stage_of(m) == "passes" for m in modules)
    code = ("import importlib, sys\n"
            f"for m in {modules!r}:\n"
            "    importlib.import_module(m)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[:2] == ['torch', '_inductor'])[:5])\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.split("\n")[-2] == "[]", f"importing {modules} loaded Inductor: {proc.stdout}"
