"""Static checks of a program image beyond what the artifact reader checks (used by `verify`).

- queue balance: per hardware queue (producer core.unit -> consumer core.unit, channel), the
  tokens its producer signals must equal the tokens its consumer waits for, counting each
  instruction once per trip of the loops around it. More waits than signals is a deadlock on
  the card; more signals than waits leaves tokens behind (and blocks the producer once they
  exceed the queue depth).
- queue ends: every queue's consumer and producer unit has a program in the image.
- the card's own decode checks (loop nesting, dtypes, core numbers: PreparedImage).
- scratchpad bounds of r0-based operands (register-based ones are checked when the card runs).
"""

from __future__ import annotations

from collections import Counter

from spyre_runtime.card import ProgramImage
from spyre_runtime.card.isa import OPCODES
from spyre_runtime.card.simulator import PreparedImage
from spyre_runtime.config import HardwareConfig
from spyre_runtime.errors import ArtifactError

STICK = 128


def queue_name(q) -> str:
    (pc, pu), (cc, cu), ch = q
    return f"c{pc}.{pu} -> c{cc}.{cu} channel {ch}"


def queue_traffic(image: ProgramImage) -> tuple[Counter, Counter]:
    """(tokens signalled, tokens waited) per queue ((producer core, unit), (consumer core, unit), channel)."""
    sent, taken = Counter(), Counter()
    for (core, unit), instrs in image.programs.items():
        trips = [1]
        for ins in instrs:
            if ins.op == "loop":
                trips.append(trips[-1] * ins.arg("count"))
            elif ins.op == "endloop" and len(trips) > 1:
                trips.pop()
            elif ins.op == "signal":
                peer_core, peer_unit, ch = ins.arg("q")
                sent[((core, unit), (peer_core, peer_unit), ch)] += trips[-1]
            elif ins.op == "wait":
                peer_core, peer_unit, ch = ins.arg("q")
                taken[((peer_core, peer_unit), (core, unit), ch)] += trips[-1]
    return sent, taken


def queue_balance(image: ProgramImage) -> list[str]:
    """Problems with the image's queue traffic (empty: every queue balances)."""
    sent, taken = queue_traffic(image)
    has = set(image.programs)
    problems = []
    for q in sorted(set(sent) | set(taken), key=lambda q: (q[0][0], q[0][1], q[1][0], q[1][1], q[2])):
        s, t = sent[q], taken[q]
        if s < t:
            problems.append(f"queue {queue_name(q)}: {s} tokens signalled, {t} waited (deadlock: "
                            f"{t - s} waits never satisfied)")
        elif s > t:
            problems.append(f"queue {queue_name(q)}: {s} tokens signalled, {t} waited ({s - t} tokens left over)")
        for end, role in ((q[0], "producer"), (q[1], "consumer")):
            if end not in has and (s if role == "consumer" else t):
                problems.append(f"queue {queue_name(q)}: its {role} c{end[0]}.{end[1]} has no program")
    return problems


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
