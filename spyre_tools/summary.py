"""What `inspect` shows: an artifact's facts as plain data (for --json) and as one screen of text.

Everything comes from the checked manifest and program index; estimated cycles are the
manifest's cost estimate, compared with the card's roofline (`spyre_runtime.card.roofline_cycles`).
"""

from __future__ import annotations

from spyre_runtime.artifact import Artifact
from spyre_runtime.card import roofline_cycles
from spyre_runtime.card.isa import UNITS
from spyre_runtime.config import HardwareConfig

SITES_SHOWN = 4
CORE_ROWS_SHOWN = 8


def human_bytes(n: int) -> str:
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.1f} {unit}"
    return f"{n} B"


def fast_form(art: Artifact, config: HardwareConfig) -> dict:
    """What the fast engine keeps for this program once prepared: its translation (done here as
    prepare_kernel does it, on a scratch card), its bytes by part, and apart from them the widened
    fp16 / bf16 weights its launches add to the engine's cache (bounded over every program)."""
    from spyre_runtime.card import Card, fast
    from spyre_runtime.memory import DeviceMemory

    card = Card(config.replace(simulator="fast"), DeviceMemory(1 << 20))
    card.keep_scratchpads = False  # as on the runtime's card
    prepared = card.prepare(art.program)
    programs = list((prepared.fast or {}).get("programs", {}).values())
    if not programs:
        return {"translated": False, "why": "translated at launch, per value of the symbolic slots it needs"}
    prog = programs[0]
    if not hasattr(prog, "nbytes"):
        return {"translated": False, "why": str(prog)}
    parts = prog.memory()
    return {"translated": True, "bytes": sum(parts.values()), "parts": parts, "instructions": prog.instructions,
            "batched_operations": len(prog.groups), "levels": prog.levels, "store_rows": prog.rows,
            "widened_weights_bytes": prog.widenable_bytes(), "widened_cache_bound": fast.WIDENED_CACHE_BYTES}


def summarize(art: Artifact, config: HardwareConfig, fast: bool = False) -> dict:
    """The inspect summary of one artifact as JSON-ready data (fast: with the fast engine's form)."""
    ibytes = art.instruction_bytes
    cores = []
    totals = {u: 0 for u in UNITS}
    for c in art.cores:
        counts = {u: p.size // ibytes for u, p in c.programs}
        for u, n in counts.items():
            totals[u] += n
        cores.append({"core": c.core, "work": [list(w) for w in c.work], "scratchpad_bytes": c.scratchpad_bytes,
                      "instructions": {u: counts.get(u, 0) for u in UNITS}})
    slots = []
    for i, s in enumerate(art.slots):
        sites = [{"core": r.core, "unit": r.unit, "index": r.index, "addend": r.addend}
                 for r in art.relocations if r.slot == i]
        slots.append({"slot": i, "kind": s.kind, "name": s.name, "sites": sites})
    limit = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    pads = [c.scratchpad_bytes for c in art.cores]
    cycles = dict(art.cost.cycles_per_unit)
    estimate = max(cycles.values(), default=0)
    roof = roofline_cycles(config, art.cost.flops, art.cost.bytes_moved)
    memory_side = art.cost.bytes_moved / config.lpddr5_bytes_per_cycle
    return {
        "kernel": art.kernel_name,
        "producer": {"name": art.producer_name, "version": art.producer_version},
        "content_hash": art.content_hash,
        "arguments": [{
            "name": a.name, "role": a.role, "dtype": a.dtype, "size": list(a.size), "stride": list(a.stride),
            "storage_offset": a.storage_offset,
            # (a symbolic argument: its device bytes when each symbol is 1, i.e. per row)
            "layout": dict(a.layout.to_dict(), device_bytes=a.at({d.name: 1 for d in art.symbolic_dims}).layout
                           .device_nbytes if a.symbolic else a.layout.device_nbytes),
            **({"symbolic": [{"field": f.field, "index": f.index, "symbol": f.symbol, "per_unit": f.per_unit}
                             for f in a.symbolic]} if a.symbolic else {})} for a in art.arguments],
        "symbolic_dims": [{"name": s.name, "min": s.min, "max": s.max, "granularity": s.granularity}
                          for s in art.symbolic_dims],
        "cores": cores,
        "instructions": {"per_unit": totals, "total": sum(totals.values())},
        "program_bytes": len(art.program),
        "correction_block": {"offset": art.correction_offset, "size": art.correction_size},
        "slots": slots,
        "relocation_sites": len(art.relocations),
        "memory_plan": {"scratchpad_bytes_per_core": pads, "scratchpad_bytes_max": max(pads, default=0),
                        "scratchpad_limit_bytes": limit, "device_scratch_bytes": art.device_scratch_bytes},
        "cost": {"cycles_per_unit": cycles, "estimated_cycles": estimate, "bytes_moved": art.cost.bytes_moved,
                 "flops": art.cost.flops, "roofline_cycles": roof,
                 "bound": "memory" if memory_side >= roof and roof > 0 else ("compute" if roof > 0 else "none"),
                 "estimate_over_roofline": (estimate / roof) if roof > 0 and estimate else None},
        **({"fast_engine": fast_form(art, config)} if fast else {}),
    }


def _work(work) -> str:
    return " ".join(f"[{a}:{b})" for a, b in work) or "-"


def _dims(v, symbolic=(), field: str = "") -> str:
    """[a, b, ...]; an entry that grows with a symbol (an argument's "symbolic" entries for this
    field) as its expression in the symbol: s0, 128*s0, 4+s0."""
    terms = {}
    for f in symbolic:
        if f["field"] == field:
            terms.setdefault(f["index"], []).append((f["per_unit"], f["symbol"]))
    out = []
    for i, x in enumerate(v):
        parts = [sym if per == 1 else f"{per}*{sym}" for per, sym in terms.get(i, ())]
        out.append("+".join(([str(x)] if x or not parts else []) + parts))
    return "[" + ", ".join(out) + "]"


def _core_rows(cores: list[dict]) -> list[list[str]]:
    """One row per core; with many cores, runs of cores with the same counts and scratchpad share a row."""
    def key(c):
        return (tuple(c["instructions"].values()), c["scratchpad_bytes"])

    groups = []
    for c in cores:
        if len(cores) > CORE_ROWS_SHOWN and groups and key(groups[-1][-1]) == key(c) \
                and groups[-1][-1]["core"] + 1 == c["core"]:
            groups[-1].append(c)
        else:
            groups.append([c])
    rows = []
    for g in groups:
        first, last = g[0], g[-1]
        name = f"c{first['core']}" if len(g) == 1 else f"c{first['core']}-c{last['core']}"
        work = _work(first["work"]) if len(g) == 1 else f"{_work(first['work'])} .. {_work(last['work'])}"
        rows.append([name, work, human_bytes(first["scratchpad_bytes"]),
                     *(str(n) if n else "-" for n in first["instructions"].values())])
    return rows


def _table(rows: list[list[str]], indent: str = "  ") -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [indent + "  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip() for r in rows]


def render(s: dict, config: HardwareConfig) -> str:
    """One screen of text for one artifact summary."""
    ins = s["instructions"]
    out = [f"kernel {s['kernel']}: {len(s['cores'])} cores, {ins['total']} instructions, "
           f"{human_bytes(s['program_bytes'])} program  ({s['content_hash'][:19]}...)",
           f"  producer {s['producer']['name']} {s['producer']['version']}"]
    out.append("arguments")
    rows = []
    for a in s["arguments"]:
        lay = a["layout"]
        sym = a.get("symbolic", ())
        rows.append([a["name"], a["role"], a["dtype"], _dims(a["size"], sym, "size"), "stride "
                     + _dims(a["stride"], sym, "stride") + (f" +{a['storage_offset']}" if a["storage_offset"] else ""),
                     "-> device " + _dims(lay["device_size"], sym, "device_size") + " " + lay["device_dtype"],
                     "stride_map " + _dims(lay["stride_map"], sym, "stride_map"),
                     human_bytes(lay["device_bytes"]) + (" a row" if sym else "")])
    out += _table(rows) if rows else ["  (none)"]
    for d in s["symbolic_dims"]:
        gran = f", granularity {d['granularity']}" if d.get("granularity", 1) != 1 else ""
        names = [slot["name"][len(d["name"]) + 1:] for slot in s["slots"]
                 if slot["kind"] == "share" and slot["name"].startswith(d["name"] + ".")]
        blocks = sorted({int(n.split(".")[0][1:]) for n in names if n.startswith("b")})
        cores = sum(1 for n in names if n.startswith("b")) if blocks else sum(1 for n in names if n[0].isdigit())
        how = (f"; whole blocks of {blocks[0]} rows dealt round-robin to {cores} cores, then the rows after the "
               f"last block" if blocks else f"; its rows dealt round-robin to {cores} cores" if cores else "")
        out.append(f"  symbolic {d['name']} in [{d['min']}, {d['max']}]{gran}: given at launch{how} (share slots)")
    out.append(f"cores ({len(s['cores'])})")
    out += _table([["core", "work", "scratchpad", *UNITS]] + _core_rows(s["cores"]))
    out.append("  total" + "".join(f"  {u} {n}" for u, n in ins["per_unit"].items()))
    out.append(f"relocations ({s['relocation_sites']} sites, {len(s['slots'])} slots; correction block "
               f"{s['correction_block']['size']} B at program+{s['correction_block']['offset']:#x})")
    shares = [slot for slot in s["slots"] if slot["kind"] == "share"]
    for slot in s["slots"]:
        if slot["kind"] == "share" and slot is not shares[0]:
            continue  # (one share slot per core: the first stands for them all)
        if slot["kind"] == "share" and len(shares) > 1:
            out.append(f"  slots {slot['slot']}-{shares[-1]['slot']} share {slot['name']} .. {shares[-1]['name']}: "
                       f"each core's row count, {sum(len(t['sites']) for t in shares)} sites")
            continue
        sites = [f"c{t['core']}.{t['unit']}#{t['index']}+{t['addend']:#x}" for t in slot["sites"]]
        more = f" ... (+{len(sites) - SITES_SHOWN})" if len(sites) > SITES_SHOWN else ""
        label = f"{slot['kind']} {slot['name']}".rstrip()
        out.append(f"  slot {slot['slot']} {label}: {len(sites)} sites  {' '.join(sites[:SITES_SHOWN])}{more}")
    mp = s["memory_plan"]
    used = mp["scratchpad_bytes_max"]
    out.append("memory plan")
    out.append(f"  scratchpad per core: max {human_bytes(used)} of {human_bytes(mp['scratchpad_limit_bytes'])} "
               f"({100 * used / mp['scratchpad_limit_bytes']:.1f}%); device scratch "
               f"{human_bytes(mp['device_scratch_bytes'])}")
    c = s["cost"]
    out.append("estimated cost")
    per_unit = ", ".join(f"{u} {n}" for u, n in c["cycles_per_unit"].items()) or "none recorded"
    out.append(f"  cycles per unit: {per_unit}" + (f" -> {c['estimated_cycles']} cycles (units overlap)"
                                                     if c["cycles_per_unit"] else ""))
    if c["roofline_cycles"] > 0:
        ratio = (f"estimate is {c['estimate_over_roofline']:.2f}x roofline" if c["estimated_cycles"]
                 else "no cycle estimate to compare")
        out.append(f"  roofline: {c['roofline_cycles']:.0f} cycles, {c['bound']} bound ({c['bytes_moved']} B at "
                   f"{config.lpddr5_bytes_per_cycle:g} B/cycle, {c['flops']} FLOPs at "
                   f"{config.peak_flops_per_cycle:g}/cycle); {ratio}")
    else:
        out.append("  roofline: 0 (no bytes moved and no FLOPs recorded)")
    f = s.get("fast_engine")
    if f is not None:
        out.append("fast engine")
        if not f["translated"]:
            out.append(f"  not translated when prepared: {f['why']}")
        else:
            out.append(f"  {f['instructions']} data instructions as {f['batched_operations']} batched operations in "
                       f"{f['levels']} levels; a launch uses {f['store_rows']} store sticks (the card's, reused)")
            parts = sorted(f["parts"].items(), key=lambda kv: -kv[1])
            out.append(f"  fast form: {human_bytes(f['bytes'])}"
                       + (" (" + ", ".join(f"{k} {human_bytes(v)}" for k, v in parts if v) + ")" if parts else ""))
            if f["widened_weights_bytes"]:
                out.append(f"  widened weights: {human_bytes(f['widened_weights_bytes'])} more while launched "
                           f"(fp16/bf16 PE weights kept as fp32 between launches; the engine keeps at most "
                           f"{human_bytes(f['widened_cache_bound'])} of them over all programs)")
    return "\n".join(out)


def render_set_table(name: str, names: list[str], summaries: list[dict], index: dict | None) -> str:
    """A graph or directory of artifacts: one line per kernel, then totals."""
    head = f"{len(summaries)} kernels in {name}"
    if index is not None:
        head = f"graph {index.get('graph', '?')}: {len(summaries)} kernels" + (
            f" (from {index['source']})" if index.get("source") else "")
    nodes = {k["name"]: ", ".join(k.get("nodes", [])) for k in (index or {}).get("kernels", [])}
    fast = any("fast_engine" in s for s in summaries)
    rows = [["kernel", "cores", "instrs", "args", "est cycles", "roofline", "bound"] + (["fast form"] if fast else [])
            + (["nodes"] if nodes else [])]
    for kname, s in zip(names, summaries):
        c = s["cost"]
        f = s.get("fast_engine", {})
        rows.append([kname, str(len(s["cores"])), str(s["instructions"]["total"]), str(len(s["arguments"])),
                     str(c["estimated_cycles"]) if c["cycles_per_unit"] else "-", f"{c['roofline_cycles']:.0f}",
                     c["bound"]]
                    + ([human_bytes(f["bytes"]) if f.get("translated") else "-"] if fast else [])
                    + ([nodes.get(kname, "")] if nodes else []))
    total_est = sum(s["cost"]["estimated_cycles"] for s in summaries)
    total_roof = sum(s["cost"]["roofline_cycles"] for s in summaries)
    lines = [head] + _table(rows)
    estimate = (f"estimated {total_est} cycles" if any(s["cost"]["cycles_per_unit"] for s in summaries)
                else "no cycle estimates recorded")
    lines.append(f"  total: {sum(s['instructions']['total'] for s in summaries)} instructions, {estimate}, "
                 f"roofline {total_roof:.0f} cycles (kernels run one after another)")
    if index is not None and index.get("cpu_fallbacks"):
        lines.append("  ran on the CPU, outside these kernels: "
                     + ", ".join(f"{op} x{n}" for op, n in index["cpu_fallbacks"].items()))
    lines.append("  (inspect --kernel NAME for one kernel's details)")
    return "\n".join(lines)
