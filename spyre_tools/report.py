"""`spyre-compile report`: one self-contained HTML page about artifacts and simulated runs.

The page (templates/report.html.j2, rendered with jinja2) holds:
- the kernels table: cores, instructions per unit, bytes moved, FLOPs, the manifest's cycle
  estimate against the roofline (and the simulated cycles of the kernels that were run);
- a roofline chart (SVG): FLOPs per cycle against FLOPs per byte, the card's two roofs, one
  point per kernel (its estimate; a run kernel also at its simulated cycles);
- per run, a per-core, per-unit timeline (SVG): where each unit computed, moved data between
  LPDDR5 and its scratchpad (load / store / gather / scatter instructions, bandwidth contention
  included), used the ring, or waited (on a queue token or a barrier; the engines' "stall");
- each kernel's scratchpad map per core: the planned bytes against the usable scratchpad, and
  a tick at every scratchpad offset its programs name (where its buffers start);
- the disassembly, folded per core and unit (<details>).

Runs: the kernels with the largest estimates, else rooflines (--run N, symbolic kernels left out) are run once
on a fresh simulated card with random inputs (the `run` verb's execute, traced); a Chrome trace
given as input (`spyre-compile run --trace`, `Runtime.trace()`, torch.profiler's export) is drawn
the same way, one row per track.
"""

from __future__ import annotations

import html
import json
import math
import os
import re

from spyre_runtime.card.isa import OPCODES, UNITS

from .artifacts import ToolError, open_set, read_kernel
from .summary import human_bytes, summarize

# what a unit spent a traced interval on, by the instruction's ISA group
CLASS_OF_GROUP = {"load": "memory", "store": "memory", "loadr": "memory", "gather": "memory",
                  "gathere": "memory", "scatter": "memory", "scattere": "memory", "ring": "ring",
                  "ringr": "ring"}
CLASSES = ("compute", "memory", "ring", "wait", "control")
COLORS = {"compute": "#3b8f3b", "memory": "#2f6fb3", "ring": "#8e5bb5", "wait": "#d24b3c", "control": "#999999"}
MAX_RECTS_PER_ROW = 600  # a row with more intervals is drawn in that many buckets (each its dominant class)


def classify(name: str) -> str:
    if name in ("stall", "wait", "barrier"):
        return "wait"
    op = OPCODES.get(name.split(".")[0])
    if op is None:
        return "compute"
    if op.group == "control":
        return "control"
    return CLASS_OF_GROUP.get(op.group, "compute")


# ---------------------------------------------------------------------------------------------
# timelines


def timeline_rows(events) -> tuple[list[dict], float]:
    """Rows of (label, intervals) from (row label, name, start, end) events, in first-seen order;
    intervals merged where one class continues, and bucketed past MAX_RECTS_PER_ROW."""
    rows: dict = {}
    end = 0.0
    for label, name, t0, t1 in events:
        if t1 <= t0:
            continue
        rows.setdefault(label, []).append((t0, t1, classify(name)))
        end = max(end, t1)
    out = []
    for label, spans in rows.items():
        spans.sort()
        merged = []
        for t0, t1, cls in spans:
            if merged and merged[-1][2] == cls and t0 <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], t1)
            else:
                merged.append([t0, t1, cls])
        if len(merged) > MAX_RECTS_PER_ROW and end > 0:
            merged = _bucketed(merged, end)
        busy = {c: 0.0 for c in CLASSES}
        for t0, t1, cls in merged:
            busy[cls] += t1 - t0
        out.append({"label": label, "spans": merged, "busy": busy})
    return out, end


def _bucketed(spans, end):
    width = end / MAX_RECTS_PER_ROW
    buckets = [dict() for _ in range(MAX_RECTS_PER_ROW)]
    for t0, t1, cls in spans:
        i = int(t0 / width)
        while t0 < t1 and i < MAX_RECTS_PER_ROW:
            cut = min(t1, (i + 1) * width)
            buckets[i][cls] = buckets[i].get(cls, 0.0) + cut - t0
            t0, i = cut, i + 1
    return [[i * width, (i + 1) * width, max(b, key=b.get)] for i, b in enumerate(buckets) if b]


def timeline_svg(rows: list[dict], end: float, unit: str) -> str:
    """One horizontal lane per row, a rect per interval, an axis in `unit`."""
    if not rows or end <= 0:
        return "<p>(nothing ran)</p>"
    label_w, lane, width = 150, 14, 900
    height = 24 + lane * len(rows)
    scale = width / end
    parts = [f'<svg class="timeline" xmlns="http://www.w3.org/2000/svg" width="{label_w + width + 60}" '
             f'height="{height + 20}" font-size="10" font-family="monospace">']  # (+60: room for the last axis label)
    for i, row in enumerate(rows):
        y = 20 + i * lane
        title = ", ".join(f"{c} {v:.0f}" for c, v in row["busy"].items() if v)
        parts.append(f'<text x="2" y="{y + 10}"><title>{html.escape(title)}</title>{html.escape(row["label"])}</text>')
        for t0, t1, cls in row["spans"]:
            parts.append(f'<rect class="{cls}" x="{label_w + t0 * scale:.2f}" y="{y}" '
                         f'width="{max((t1 - t0) * scale, 0.3):.2f}" height="{lane - 3}" fill="{COLORS[cls]}"/>')
    for k in range(6):
        x = label_w + width * k / 5
        parts.append(f'<line x1="{x:.1f}" y1="16" x2="{x:.1f}" y2="{height}" stroke="#ddd"/>')
        parts.append(f'<text x="{x:.1f}" y="12" text-anchor="middle">{end * k / 5:.4g} {unit}</text>')
    parts.append("</svg>")
    return "".join(parts)


def run_timeline(entry, art, config) -> dict:
    """Run one kernel once (random inputs, traced) and lay out its per-core, per-unit timeline."""
    from .verbs.run import execute

    result = execute(entry.directory, config, trace=True)
    events = result.runtime.card.last_report.events
    order = {(c, u): (c, UNITS.index(u)) for c, u, *_ in events}
    events = sorted(events, key=lambda e: order[e[0], e[1]])
    rows, end = timeline_rows((f"core {c} {u}", name, t0, t1) for c, u, name, t0, t1 in events)
    cycles = result.compute.result.cycles
    return {"kernel": entry.name, "cycles": cycles, "us": cycles / config.clock_hz * 1e6,
            "svg": timeline_svg(rows, end, "cyc"), "rows": len(rows)}


def trace_timeline(path: str) -> dict:
    """A Chrome trace file as a timeline: one row per (process, thread) track with complete events."""
    try:
        with open(path) as fh:
            data = json.load(fh)
    except (OSError, ValueError) as e:
        raise ToolError(f"{path}: not a readable Chrome trace JSON file ({e})") from None
    events = data.get("traceEvents", data) if isinstance(data, dict) else data
    if not isinstance(events, list):
        raise ToolError(f"{path}: expected a Chrome trace (a list of events or {{\"traceEvents\": [...]}})")
    procs, threads, spans = {}, {}, []
    for e in events:
        if not isinstance(e, dict):
            continue
        if e.get("ph") == "M" and e.get("name") == "process_name":
            procs[e.get("pid")] = e.get("args", {}).get("name", str(e.get("pid")))
        elif e.get("ph") == "M" and e.get("name") == "thread_name":
            threads[e.get("pid"), e.get("tid")] = e.get("args", {}).get("name", str(e.get("tid")))
        elif e.get("ph") == "X" and isinstance(e.get("ts"), (int, float)) and isinstance(e.get("dur"), (int, float)):
            spans.append(e)
    if not spans:
        raise ToolError(f"{path}: the trace has no complete (\"X\") events to draw")
    t_origin = min(e["ts"] for e in spans)
    keyed = sorted(spans, key=lambda e: (str(e.get("pid")), str(e.get("tid")), e["ts"]))
    rows, end = timeline_rows(
        (f"{procs.get(e.get('pid'), e.get('pid'))} / {threads.get((e.get('pid'), e.get('tid')), e.get('tid'))}",
         e.get("name", ""), e["ts"] - t_origin, e["ts"] - t_origin + e["dur"]) for e in keyed)
    return {"kernel": os.path.basename(path), "cycles": None, "us": end, "svg": timeline_svg(rows, end, "us"),
            "rows": len(rows)}


# ---------------------------------------------------------------------------------------------
# roofline and scratchpad


def roofline_svg(points: list[dict], config) -> str:
    """Log-log roofline: x FLOPs per byte, y FLOPs per cycle; points: {name, flops, bytes, cycles, kind}."""
    peak, bw = config.peak_flops_per_cycle, config.lpddr5_bytes_per_cycle
    usable = [p for p in points if p["cycles"] and p["bytes"] and p["flops"]]
    xs = [p["flops"] / p["bytes"] for p in usable] + [peak / bw]
    ys = [p["flops"] / p["cycles"] for p in usable] + [peak]
    x_lo, x_hi = 10 ** math.floor(math.log10(min(xs) / 4)), 10 ** math.ceil(math.log10(max(xs) * 4))
    y_lo, y_hi = 10 ** math.floor(math.log10(min(ys) / 4)), 10 ** math.ceil(math.log10(max(ys) * 2))
    w, h, m = 640, 360, 50

    def px(x):
        return m + (math.log10(x) - math.log10(x_lo)) / (math.log10(x_hi) - math.log10(x_lo)) * (w - 2 * m)

    def py(y):
        return h - m - (math.log10(y) - math.log10(y_lo)) / (math.log10(y_hi) - math.log10(y_lo)) * (h - 2 * m)

    parts = [f'<svg class="roofline" xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-size="10" '
             f'font-family="sans-serif"><rect x="{m}" y="{m}" width="{w - 2 * m}" height="{h - 2 * m}" '
             f'fill="none" stroke="#888"/>']
    ridge = peak / bw
    roof = [(x_lo, x_lo * bw), (ridge, peak), (x_hi, peak)]
    roof = [(x, max(min(y, y_hi), y_lo)) for x, y in roof]
    parts.append('<polyline class="roof" fill="none" stroke="#000" stroke-width="2" points="'
                 + " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in roof) + '"/>')
    parts.append(f'<text x="{px(ridge) + 4:.1f}" y="{py(peak) - 4:.1f}">PE peak {peak:g} FLOP/cycle; '
                 f'LPDDR5 {bw:g} B/cycle</text>')
    for k in range(int(math.log10(x_lo)), int(math.log10(x_hi)) + 1):
        parts.append(f'<text x="{px(10 ** k):.1f}" y="{h - m + 14}" text-anchor="middle">1e{k}</text>')
    for k in range(int(math.log10(y_lo)), int(math.log10(y_hi)) + 1):
        parts.append(f'<text x="{m - 4}" y="{py(10 ** k) + 3:.1f}" text-anchor="end">1e{k}</text>')
    parts.append(f'<text x="{w / 2}" y="{h - 12}" text-anchor="middle">FLOPs per byte moved (LPDDR5)</text>')
    parts.append(f'<text x="12" y="{h / 2}" transform="rotate(-90 12 {h / 2})" text-anchor="middle">'
                 f'FLOPs per cycle</text>')
    for p in usable:
        x, y = px(p["flops"] / p["bytes"]), py(p["flops"] / p["cycles"])
        fill = "#d24b3c" if p["kind"] == "simulated" else "#2f6fb3"
        parts.append(f'<circle class="kernel-point {p["kind"]}" cx="{x:.1f}" cy="{y:.1f}" r="4" fill="{fill}">'
                     f'<title>{html.escape(p["name"])} ({p["kind"]}): {p["flops"] / p["cycles"]:.3g} FLOP/cycle at '
                     f'{p["flops"] / p["bytes"]:.3g} FLOP/B</title></circle>')
    parts.append("</svg>")
    return "".join(parts)


_SP_OPERAND = re.compile(r"sp\[(0x[0-9a-f]+)")
_PROGRAM = re.compile(r"\.program core=(\d+) unit=(\w+)")
DISASM_LINES = 200  # instructions shown per unit and run of cores with its program; the rest: `spyre-compile disasm`
DISASM_BUDGET = 60_000  # instructions shown on the whole page (a graph of hundreds of kernels)


def program_blocks(text: str) -> dict:
    """{(core, unit): [instruction lines]} of an artifact's program text (program.s)."""
    blocks, current = {}, None
    for line in text.splitlines():
        m = _PROGRAM.match(line)
        if m:
            current = blocks.setdefault((int(m.group(1)), m.group(2)), [])
        elif current is not None and line.startswith("    "):
            current.append(line.strip())
    return blocks


def scratchpad_maps(art, blocks: dict, config) -> list[dict]:
    """Per core: planned bytes, usable bytes, and the scratchpad offsets its programs name; runs of
    cores with the same plan and offsets share a row."""
    usable = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    offsets: dict = {}
    for (core, _), lines in blocks.items():
        found = offsets.setdefault(core, set())
        for line in lines:
            found.update(int(h, 16) for h in _SP_OPERAND.findall(line))
    maps = []
    for c in art.cores:
        ticks = sorted(offsets.get(c.core, ()))
        if maps and maps[-1]["used"] == c.scratchpad_bytes and maps[-1]["ticks"] == ticks \
                and maps[-1]["last"] + 1 == c.core:
            maps[-1]["last"] = c.core
            continue
        maps.append({"first": c.core, "last": c.core, "used": c.scratchpad_bytes, "ticks": ticks,
                     "used_text": human_bytes(c.scratchpad_bytes), "usable": usable, "offsets": len(ticks),
                     "svg": _scratchpad_svg(c.scratchpad_bytes, ticks)})
    for m in maps:
        m["cores"] = str(m["first"]) if m["first"] == m["last"] else f"{m['first']}-{m['last']}"
    return maps


def _scratchpad_svg(used: int, ticks: list[int]) -> str:
    width = 600
    span = max(used, 1)  # drawn to the planned extent (the usable size is far larger: said in text)
    xs = sorted({round(1 + min(t, span) / span * width, 1) for t in ticks})  # (one tick per position)
    path = "".join(f"M{x} 2V14" for x in xs)
    return (f'<svg class="scratchpad" xmlns="http://www.w3.org/2000/svg" width="{width + 4}" height="18">'
            f'<title>{len(ticks)} scratchpad offsets named, in [0, {span:#x})</title>'
            f'<rect x="1" y="2" width="{width}" height="12" fill="#e8eef6" stroke="#888"/>'
            + (f'<path d="{path}" stroke="#2f6fb3"/>' if path else "") + "</svg>")


def disassembly(blocks: dict, budget: list) -> list[dict]:
    """Per unit, per run of cores with the same program: its instructions (at most DISASM_LINES
    shown, and no more once the page's budget[0] lines are spent)."""
    out = []
    if budget[0] <= 0:
        return out  # (the template says where to read it instead)
    for (core, unit), lines in sorted(blocks.items(), key=lambda kv: (UNITS.index(kv[0][1]), kv[0][0])):
        last = out[-1] if out else None
        if last is not None and last["unit"] == unit and last["lines"] == lines and last["last"] + 1 == core:
            last["last"] = core
            continue
        shown = lines[:min(DISASM_LINES, max(budget[0], 0))]
        budget[0] -= len(shown)
        out.append({"first": core, "last": core, "unit": unit, "lines": lines, "instructions": len(lines),
                    "text": "\n".join(shown), "more": len(lines) - len(shown)})
    for d in out:
        d["cores"] = f"core {d['first']}" if d["first"] == d["last"] else f"cores {d['first']}-{d['last']}"
        del d["lines"]
    return out


# ---------------------------------------------------------------------------------------------
# the page


def build(paths: list[str], config, *, runs: int = 3, title: str | None = None) -> dict:
    """Everything the template shows, from artifact paths and Chrome trace files."""
    kernels, timelines, points = [], [], []
    budget = [DISASM_BUDGET]
    traces = [p for p in paths if os.path.isfile(p)]
    for path in paths:
        if path in traces:
            continue
        aset = open_set(path)
        for entry in aset.kernels:
            art = read_kernel(entry, config)
            s = summarize(art, config)
            name = entry.name if len(paths) == 1 else f"{os.path.basename(os.path.normpath(path))}/{entry.name}"
            if art.kernel_name not in name:  # (a directory named by content hash: the Inductor cache's)
                name = f"{art.kernel_name} ({name[:16]})"
            blocks = program_blocks(art.disassembly)
            kernels.append({"name": name, "entry": entry, "art": art, "summary": s,
                            "symbolic": bool(art.symbolic_dims),
                            "scratchpad": scratchpad_maps(art, blocks, config),
                            "disassembly": disassembly(blocks, budget), "simulated_cycles": None})
    if not kernels and not traces:
        raise ToolError("report: nothing to show (give artifact directories and/or Chrome trace files)")
    # the largest first: by estimate, then (for artifacts without one) by roofline
    ordered = sorted((k for k in kernels if not k["symbolic"]),
                     key=lambda k: (-k["summary"]["cost"]["estimated_cycles"], -k["summary"]["cost"]["roofline_cycles"]))
    runnable, programs = [], set()
    for k in ordered:  # one run per program (a graph's identical layers, two graphs' lm_head)
        if len(runnable) < runs and k["art"].program not in programs:
            programs.add(k["art"].program)
            runnable.append(k)
    for k in runnable:
        t = run_timeline(k["entry"], k["art"], config)
        t["kernel"] = k["name"]
        k["simulated_cycles"] = t["cycles"]
        timelines.append(t)
    for path in traces:
        timelines.append(trace_timeline(path))
    for k in kernels:
        c = k["summary"]["cost"]
        if c["cycles_per_unit"]:  # (no estimate recorded: no estimate point)
            points.append({"name": k["name"], "flops": c["flops"], "bytes": c["bytes_moved"],
                           "cycles": c["estimated_cycles"], "kind": "estimate"})
        if k["simulated_cycles"]:
            points.append({"name": k["name"], "flops": c["flops"], "bytes": c["bytes_moved"],
                           "cycles": k["simulated_cycles"], "kind": "simulated"})
    return {"title": title or "spyre report: " + ", ".join(os.path.basename(os.path.normpath(p)) for p in paths),
            "kernels": kernels, "timelines": timelines, "units": UNITS, "classes": CLASSES, "colors": COLORS,
            "roofline": roofline_svg(points, config) if kernels else "", "config": config,
            "unrun_symbolic": [k["name"] for k in kernels if k["symbolic"]], "human_bytes": human_bytes,
            "disasm_budget": DISASM_BUDGET}


def render(data: dict) -> str:
    import jinja2

    env = jinja2.Environment(loader=jinja2.PackageLoader("spyre_tools", "templates"),
                             autoescape=jinja2.select_autoescape(["html", "j2"]), trim_blocks=True, lstrip_blocks=True)
    return env.get_template("report.html.j2").render(**data)
