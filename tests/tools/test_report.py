"""spyre-compile report: one self-contained HTML page (kernels table, roofline, timelines of
simulated runs, scratchpad maps, disassembly), checked against the artifacts' own files."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from html.parser import HTMLParser

import pytest

from .conftest import GOLDENS, program_blocks

GRAPH = GOLDENS / "c_mlp_block_f32"  # an emitted graph of 3 kernels


class Page(HTMLParser):
    """The tags and attributes of a page, and whether every opened element was closed."""

    VOID = {"meta", "br", "img", "input", "link", "hr", "rect", "line", "circle", "polyline"}

    def __init__(self, text):
        super().__init__()
        self.tags, self.stack, self.bad = [], [], []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.bad.append(tag)
        else:
            self.stack.pop()

    def having(self, tag, **attrs):
        return [a for t, a in self.tags if t == tag and all(a.get(k) == v for k, v in attrs.items())]


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    out = tmp_path_factory.mktemp("report") / "report.html"
    from .conftest import run_cli

    r = run_cli("report", GRAPH, "--run", "1", "-o", out)
    assert r.returncode == 0, r.stderr
    return out, r


def test_report_lists_every_kernel_with_the_artifacts_figures(report):
    out, r = report
    text = out.read_text()
    page = Page(text)
    assert page.bad == [] and page.stack == []
    index = json.loads((GRAPH / "index.json").read_text())
    names = [k["name"] for k in index["kernels"]]
    rows = page.having("tr", **{"class": "kernel-row"})
    assert [row["data-kernel"] for row in rows] == names
    assert f"{len(names)} kernels, 1 timelines" in r.stdout
    # instruction counts per unit, and the folded disassembly, as the program text has them
    for k in index["kernels"]:
        blocks = program_blocks((GRAPH / k["dir"] / "program.s").read_text())
        row = re.search(rf'<tr class="kernel-row" data-kernel="{k["name"]}">(.*?)</tr>', text, re.S).group(1)
        cells = re.findall(r"<td>([^<]*)</td>", row)
        per_unit = {}
        for (core, unit), lines in blocks.items():
            per_unit[unit] = per_unit.get(unit, 0) + len(lines)
        assert cells[0] == str(len({core for core, _ in blocks}))
        assert [int(c) for c in cells[1:5]] == [per_unit.get(u, 0) for u in ("load", "pe", "vector", "store")]
        for (core, unit), lines in blocks.items():
            assert f"core {core} {unit}: {len(lines)} instructions</summary>" in text
    assert len(page.having("details", **{"class": "disasm"})) == sum(
        len(program_blocks((GRAPH / k["dir"] / "program.s").read_text())) for k in index["kernels"])


def test_report_charts_are_inline_svg_and_the_page_is_self_contained(report):
    out, _ = report
    text = out.read_text()
    page = Page(text)
    assert len(page.having("svg", **{"class": "roofline"})) == 1
    assert len(page.having("polyline", **{"class": "roof"})) == 1
    (timeline,) = page.having("svg", **{"class": "timeline"})
    # the one kernel run: its units loaded from LPDDR5, computed and stored, and some waited
    classes = {a["class"] for a in page.having("rect") if a.get("class")}
    assert {"memory", "compute", "wait"} <= classes
    # the scratchpad maps: per kernel, rows of core ranges that cover its cores once, each with its
    # planned bytes (the manifest's)
    tables = re.findall(r'<table class="scratchpad-map">(.*?)</table>', text, re.S)
    kernels = json.loads((GRAPH / "index.json").read_text())["kernels"]
    assert len(tables) == len(kernels)
    for table, k in zip(tables, kernels):
        manifest = json.loads((GRAPH / k["dir"] / "manifest.json").read_text())
        planned = manifest["memory_plan"]["scratchpad_bytes_per_core"]
        covered = []
        for cores, used in re.findall(r'<tr class="sp-row" data-cores="([\d-]+)" data-bytes="(\d+)">', table):
            first, _, last = cores.partition("-")
            span = range(int(first), int(last or first) + 1)
            covered += span
            assert {planned[c] for c in span} == {int(used)}
        assert covered == [c["core"] for c in manifest["cores"]]
    assert "<script" not in text
    refs = [a.get("src") or a.get("href") for _, a in page.tags if a.get("src") or a.get("href")]
    assert all(ref.startswith("#") for ref in refs), refs


def test_report_draws_a_runs_trace(cli, tmp_path):
    trace = tmp_path / "trace.json"
    r = cli("run", GOLDENS / "add_f16", "--trace", trace)
    assert r.returncode == 0, r.stderr
    out = tmp_path / "r.html"
    r = cli("report", trace, "-o", out)
    assert r.returncode == 0, r.stderr
    text = out.read_text()
    events = json.loads(trace.read_text())["traceEvents"]
    threads = {(e["pid"], e["tid"]) for e in events if e.get("ph") == "X"}
    # one row per track of the trace, named "process / thread"
    labels = re.findall(r"<text x=\"2\" y=\"\d+\"><title>[^<]*</title>([^<]*)</text>", text)
    assert len(labels) == len(threads)
    assert "core 0 / load" in labels and "spyre card (simulated) / compute" in labels


@pytest.mark.parametrize("make, expect", [
    (lambda d: d / "nope", "no such file or directory"),
    (lambda d: (d / "t.json").write_text("{\"x\": 1}") and d / "t.json", "expected a Chrome trace"),
    (lambda d: (d / "t.json").write_text("not json") and d / "t.json", "not a readable Chrome trace"),
])
def test_report_names_bad_input(tmp_path, capsys, make, expect):
    from spyre_tools.cli import main

    assert main(["report", str(make(tmp_path)), "-o", str(tmp_path / "r.html")]) == 2
    err = capsys.readouterr().err
    assert expect in err and "Traceback" not in err


def _browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


@pytest.mark.slow
def test_report_opens_in_headless_chromium(report, tmp_path):
    browser = _browser()
    if browser is None:
        pytest.skip("no headless browser here: `which chromium chromium-browser` found none "
                    "(Debian: apt-get install chromium); the page was checked as HTML only")
    out, _ = report
    shot = tmp_path / "shot.png"
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]
    dom = subprocess.run([browser, *flags, "--dump-dom", out.as_uri()], capture_output=True, text=True, timeout=120)
    assert dom.returncode == 0, dom.stderr
    page = Page(dom.stdout)  # the DOM as the browser built it
    assert page.having("svg", **{"class": "roofline"}) and page.having("svg", **{"class": "timeline"})
    assert len(page.having("tr", **{"class": "kernel-row"})) == 3
    r = subprocess.run([browser, *flags, f"--screenshot={shot}", "--window-size=1400,2000", out.as_uri()],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000
