"""Static checks of a program image beyond what the artifact reader checks (used by `verify`).

- queue balance and queue ends: spyre_runtime.card.checks.queue_balance (shared with the compiler).
- the card's own decode checks (loop nesting, dtypes, core numbers: PreparedImage).
- scratchpad bounds of r0-based operands (register-based ones are checked when the card runs).
"""

from __future__ import annotations

from spyre_runtime.card import ProgramImage
from spyre_runtime.card.checks import queue_balance as _queue_balance
from spyre_runtime.card.isa import DTYPES, OPCODES
from spyre_runtime.card.simulator import PreparedImage
from spyre_runtime.config import HardwareConfig
from spyre_runtime.errors import ArtifactError

STICK = 128


def queue_balance(image: ProgramImage) -> list[str]:
    """Problems with the image's queue traffic (empty: every queue balances)."""
    return [str(f) for f in _queue_balance(image)]


def card_checks(image: ProgramImage, config: HardwareConfig) -> list[str]:
    try:
        PreparedImage(image, config)
    except ArtifactError as e:
        return [str(e)]
    return []


def _sp_extent(ins) -> list[tuple[str, int, int]]:
    """(field, offset, bytes) of each r0-based scratchpad operand whose extent is known statically."""
    spec = OPCODES[ins.op]
    vals = dict(zip((f.name for f in spec.fields), ins.args))
    out = []
    if ins.op in ("ld", "st"):
        field = "dst" if ins.op == "ld" else "src"
        reg, off = vals[field]
        if reg == 0:
            out.append((field, off, vals["sticks"] * vals["rows"] * STICK))
    elif spec.group in ("unary", "binary", "binimm", "select", "cast", "bcast", "fill", "iota", "reduce"):
        for f in spec.fields:
            if f.kind == "sp" and vals[f.name][0] == 0:
                out.append((f.name, vals[f.name][1], STICK))  # at least one stick: the exact size depends on the op
    elif spec.group == "ring":
        for name in ("dst", "src"):
            if vals[name][0] == 0:
                out.append((name, vals[name][1], vals["sticks"] * STICK))
    elif spec.group in ("gather", "scatter"):  # rows sticks in (dst) or out (src), one i64 index per row
        sizes = {"dst" if spec.group == "gather" else "src": vals["rows"] * STICK, "idx": vals["rows"] * 8}
        out += [(n, vals[n][1], size) for n, size in sizes.items() if vals[n][0] == 0]
    elif spec.group in ("gathere", "scattere"):  # n sticks of dt in (dst) or out (src), one i64 offset per element
        elems = vals["n"] * (STICK // DTYPES[vals["dt"]].itemsize)
        sizes = {"dst" if spec.group == "gathere" else "src": vals["n"] * STICK, "off": elems * 8}
        out += [(n, vals[n][1], size) for n, size in sizes.items() if vals[n][0] == 0]
    elif spec.group == "transpose":  # rows x cols elements on both sides
        nbytes = vals["rows"] * vals["cols"] * DTYPES[vals["dt"]].itemsize
        out += [(n, vals[n][1], nbytes) for n in ("dst", "a") if vals[n][0] == 0]
    elif spec.group == "pe":  # A: m x k sticks, B: k*E x n sticks (mmt: n*E x k), C: m x n*E fp32
        e = STICK // DTYPES[vals["dt"]].itemsize
        sizes = {"a": vals["m"] * vals["k"] * STICK, "b": vals["k"] * e * vals["n"] * STICK,
                 "c": vals["m"] * vals["n"] * e * 4}
        out += [(n, vals[n][1], size) for n, size in sizes.items() if vals[n][0] == 0]
    return out


def scratchpad_bounds(image: ProgramImage, config: HardwareConfig) -> list[str]:
    limit = config.scratchpad_bytes - config.scratchpad_program_reserve_bytes
    problems = []
    for (core, unit), instrs in image.programs.items():
        for pc, ins in enumerate(instrs):
            for field, off, nbytes in _sp_extent(ins):
                if off + nbytes > limit:
                    problems.append(f"core {core} {unit} pc {pc} {ins.op}: scratchpad operand {field!r} "
                                    f"[{off:#x}, {off + nbytes:#x}) ends past the usable scratchpad {limit:#x}")
    return problems
