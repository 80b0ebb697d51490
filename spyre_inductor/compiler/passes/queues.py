"""Queue assignment between units and the balance check run before anything is emitted.

Per core, four hardware queues carry the row-point protocol (tokens, one per point):
  load->vector  "row loaded"          vector->load  "load buffer free again"
  vector->store "row ready to store"  store->vector "store buffer free again"
Every stage leaves the four balanced (each free token is only sent while a later point still
needs it), so the same queues serve every stage of a kernel. `check_balance` counts, per queue,
the signals its producer sends and the waits its consumer does in the finished programs (loops
counted by their trip counts) and refuses an image where any queue does not balance: a
consumer waiting for a token that never comes is a deadlock on the card.
"""

from __future__ import annotations

from collections import Counter

from ..scheduling import SpyreCompileError

PROTOCOL = (("load", "vector"), ("vector", "load"), ("vector", "store"), ("store", "vector"))


def core_queues(builder, core: int) -> dict:
    cb = builder.core(core)
    return {pair: cb.queue(*pair) for pair in PROTOCOL}


def _counts(instructions, core: int, unit: str):
    sent, taken = Counter(), Counter()
    mult = [1]
    for ins in instructions:
        if ins.op == "loop":
            mult.append(mult[-1] * ins.args[0])
        elif ins.op == "endloop":
            mult.pop()
        elif ins.op == "signal":
            peer_core, peer_unit, ch = ins.args[0]
            sent[((core, unit), (peer_core, peer_unit), ch)] += mult[-1]
        elif ins.op == "wait":
            peer_core, peer_unit, ch = ins.args[0]
            taken[((peer_core, peer_unit), (core, unit), ch)] += mult[-1]
    return sent, taken


def check_balance(image) -> dict:
    """{queue: tokens} over the whole image; raises SpyreCompileError naming an unbalanced queue."""
    sent, taken = Counter(), Counter()
    for (core, unit), instrs in image.programs.items():
        s, t = _counts(instrs, core, unit)
        sent.update(s)
        taken.update(t)
    for q in sorted(set(sent) | set(taken)):
        if sent[q] != taken[q]:
            (pc, pu), (cc, cu), ch = q
            raise SpyreCompileError(
                f"queue balance: queue c{pc}.{pu}->c{cc}.{cu}#{ch}: {sent[q]} signals but {taken[q]} waits")
    return dict(sent)
