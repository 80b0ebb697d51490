"""Static checks of a program image's hardware-queue traffic (torch-free).

The one implementation of queue balance: `spyre-compile verify` (spyre_tools/checks.py) reports
its findings and the compiler (spyre_inductor/compiler/passes/queues.py) refuses an image that
has any.

Per hardware queue ((producer core, unit), (consumer core, unit), channel), the tokens its
producer signals must equal the tokens its consumer waits for, counting each instruction once
per trip of the loops around it. More waits than signals is a deadlock on the card; more
signals than waits leaves tokens behind (and blocks the producer once they exceed the queue
depth). A queue whose other end has no program in the image is reported as well.

`loopr rS` loops run a count read from a register when the loop starts, usually a value the launch
writes into the correction block (`li rS, @slotN`). The check follows each unit's registers through
`li`, `addi`, `add` and `muli`, so a token count becomes a polynomial in those launch-time values
(`Tokens`, e.g. `2*@slot2 + 1`); a count a register holds after being changed inside a loop is an
unknown of its own (named by the unit, pc and register) that no other unit shares. A queue balances
when both ends give the same polynomial: equal for every value the launch can give, which holds when
both run the traffic in the same run-time-counted loops. Otherwise the finding says the counts are
only known at launch.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .image import ProgramImage

# ((producer core, producer unit), (consumer core, consumer unit), channel)
QueueKey = tuple[tuple[int, str], tuple[int, str], int]

# a polynomial with integer coefficients: {monomial (sorted tuple of unknown names): coefficient};
# a constant c is {(): c}
_Poly = dict


def _const(c: int) -> _Poly:
    return {(): c} if c else {}


def _add(a: _Poly, b: _Poly) -> _Poly:
    out = dict(a)
    for m, c in b.items():
        c += out.get(m, 0)
        if c:
            out[m] = c
        else:
            out.pop(m, None)
    return out


def _mul(a: _Poly, b: _Poly) -> _Poly:
    out: _Poly = {}
    for ma, ca in a.items():
        for mb, cb in b.items():
            m = tuple(sorted(ma + mb))
            c = out.get(m, 0) + ca * cb
            if c:
                out[m] = c
            else:
                out.pop(m, None)
    return out


class Tokens:
    """A token count that depends on values only known at launch (loop counts of `loopr` loops):
    a polynomial in them, never a constant (constants are plain ints). Unknowns print as `@slotN`
    (the value the launch writes into correction slot N) or `cC.UNIT:pcP:rR` (register R of that
    unit from pc P on, where a loop starts or ends that changes it)."""

    __slots__ = ("terms",)

    def __init__(self, terms: _Poly):
        self.terms = dict(terms)

    @property
    def unknowns(self) -> list[str]:
        return sorted({u for m in self.terms for u in m})

    def __eq__(self, other):
        return isinstance(other, Tokens) and self.terms == other.terms

    def __hash__(self):
        return hash(frozenset(self.terms.items()))

    def __bool__(self):
        return True  # not identically zero (a zero polynomial is the int 0)

    def __repr__(self):
        return f"Tokens({self})"

    def __str__(self):
        parts = []
        for m, c in sorted(self.terms.items(), key=lambda mc: (-len(mc[0]), mc[0])):
            factors = ([] if abs(c) == 1 and m else [str(abs(c))]) + list(m)
            parts.append(("-" if c < 0 else "+", "*".join(factors)))
        text = " ".join(f"{sign} {term}" for sign, term in parts)
        return text[2:] if text.startswith("+ ") else "-" + text[2:]


def _value(p: _Poly):
    """int when `p` is a constant, else Tokens."""
    if not p:
        return 0
    if len(p) == 1 and () in p:
        return p[()]
    return Tokens(p)


def queue_name(q: QueueKey) -> str:
    (pc, pu), (cc, cu), ch = q
    return f"c{pc}.{pu} -> c{cc}.{cu} channel {ch}"


def _written_in_loops(instrs) -> dict[int, set[int]]:
    """For each loop/loopr pc: the registers written anywhere in its body (nested bodies included)."""
    written, open_loops = {}, []
    for pc, ins in enumerate(instrs):
        if ins.op in ("loop", "loopr"):
            written[pc] = set()
            open_loops.append(pc)
        elif ins.op == "endloop":
            if open_loops:
                open_loops.pop()
        elif ins.op in ("li", "addi", "add", "muli") and ins.args[0]:
            for start in open_loops:
                written[start].add(ins.args[0])
    return written


def _unit_traffic(core: int, unit: str, instrs, sent: dict, taken: dict) -> None:
    """Add one program's signals / waits (as polynomials in the launch-time unknowns) to sent / taken."""
    written = _written_in_loops(instrs)
    regs: list[_Poly] = [{}] * 8  # registers start at 0 on the card; r0 stays 0
    trips: list[_Poly] = [_const(1)]
    starts: list[int] = []  # pc of each open loop, to find what its body wrote

    def unknown(pc, r):  # a register value the check cannot follow: its own unknown
        return {(f"c{core}.{unit}:pc{pc}:r{r}",): 1}

    for pc, ins in enumerate(instrs):
        op = ins.op
        if op == "loop" or op == "loopr":
            # the count is read once, when the loop starts: before the body changes anything
            count = _const(ins.args[0]) if op == "loop" else regs[ins.args[0]]
            trips.append(_mul(trips[-1], count))
            starts.append(pc)
            for r in written[pc]:  # changed by the body: differs from one iteration to the next
                regs[r] = unknown(pc, r)
        elif op == "endloop":
            if len(trips) > 1:  # (an endloop without its loop is Card.prepare's error, not this check's)
                trips.pop()
                start = starts.pop()
                for r in written[start]:  # the last iteration's value, or the old one if none ran
                    regs[r] = unknown(pc, r)
        elif op == "signal" or op == "wait":
            peer_core, peer_unit, ch = ins.args[0]
            if op == "signal":
                q, table = ((core, unit), (peer_core, peer_unit), ch), sent
            else:
                q, table = ((peer_core, peer_unit), (core, unit), ch), taken
            table[q] = _add(table.get(q, {}), trips[-1])
        elif op in ("li", "addi", "add", "muli"):
            rd = ins.args[0]
            if not rd:
                continue
            if op == "li":
                _, slot, imm = ins.args
                regs[rd] = _const(imm) if slot is None else _add({(f"@slot{slot}",): 1}, _const(imm))
            elif op == "addi":
                regs[rd] = _add(regs[ins.args[1]], _const(ins.args[2]))
            elif op == "add":
                regs[rd] = _add(regs[ins.args[1]], regs[ins.args[2]])
            else:
                regs[rd] = _mul(regs[ins.args[1]], _const(ins.args[2]))


def queue_traffic(image: ProgramImage) -> tuple[Counter, Counter]:
    """(tokens signalled, tokens waited) per queue, loops counted by their trip counts: an int, or a
    Tokens polynomial when `loopr` loops whose counts arrive at launch are around the instructions.

    Keys are in first-seen order (programs in image order, instructions in program order)."""
    sent, taken = {}, {}
    for (core, unit), instrs in image.programs.items():
        _unit_traffic(core, unit, instrs, sent, taken)
    return (Counter({q: _value(p) for q, p in sent.items()}),
            Counter({q: _value(p) for q, p in taken.items()}))


@dataclass(frozen=True)
class QueueFinding:
    """One problem with a queue: its token counts (int, or Tokens when they depend on values only
    known at launch), and `missing` ("producer" / "consumer") when the finding is that this end of
    the queue has no program. str() is the message."""

    queue: QueueKey
    signalled: int | Tokens
    waited: int | Tokens
    missing: str | None = None

    @property
    def launch_dependent(self) -> bool:
        """True when a count depends on a loop count only known at launch."""
        return isinstance(self.signalled, Tokens) or isinstance(self.waited, Tokens)

    def __str__(self) -> str:
        name, s, t = queue_name(self.queue), self.signalled, self.waited
        if self.missing is not None:
            core, unit = self.queue[0] if self.missing == "producer" else self.queue[1]
            return f"queue {name}: its {self.missing} c{core}.{unit} has no program"
        if self.launch_dependent:
            unknowns = sorted({u for v in (s, t) if isinstance(v, Tokens) for u in v.unknowns})
            return (f"queue {name}: {s} tokens signalled, {t} waited: the loop count ({', '.join(unknowns)}) is "
                    f"only known at launch, and the two ends do not run this traffic in the same run-time-"
                    f"counted loops, so the counts match for some launch values at most (a deadlock or "
                    f"left-over tokens otherwise)")
        if s < t:
            return f"queue {name}: {s} tokens signalled, {t} waited (deadlock: {t - s} waits never satisfied)"
        return f"queue {name}: {s} tokens signalled, {t} waited ({s - t} tokens left over)"


def queue_balance(image: ProgramImage, traffic: tuple[Counter, Counter] | None = None) -> list[QueueFinding]:
    """Problems with the image's queue traffic, queues in sorted order (empty: every queue balances).
    For a queue, the imbalance finding comes before any missing-program finding. `traffic`: what
    queue_traffic(image) returned, when the caller has it already."""
    sent, taken = queue_traffic(image) if traffic is None else traffic
    has = set(image.programs)
    findings = []
    for q in sorted(set(sent) | set(taken)):
        s, t = sent[q], taken[q]
        if s != t:
            findings.append(QueueFinding(q, s, t))
        for end, role in ((q[0], "producer"), (q[1], "consumer")):
            if end not in has and (s if role == "consumer" else t):
                findings.append(QueueFinding(q, s, t, missing=role))
    return findings
