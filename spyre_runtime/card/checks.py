"""Static checks of a program image's hardware-queue traffic (torch-free).

The one implementation of queue balance: `spyre-compile verify` (spyre_tools/checks.py) reports
its findings and the compiler (spyre_inductor/compiler/passes/queues.py) refuses an image that
has any.

Per hardware queue ((producer core, unit), (consumer core, unit), channel), the tokens its
producer signals must equal the tokens its consumer waits for, counting each instruction once
per trip of the loops around it. More waits than signals is a deadlock on the card; more
signals than waits leaves tokens behind (and blocks the producer once they exceed the queue
depth). A queue whose other end has no program in the image is reported as well.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .image import ProgramImage

# ((producer core, producer unit), (consumer core, consumer unit), channel)
QueueKey = tuple[tuple[int, str], tuple[int, str], int]


def queue_name(q: QueueKey) -> str:
    (pc, pu), (cc, cu), ch = q
    return f"c{pc}.{pu} -> c{cc}.{cu} channel {ch}"


def queue_traffic(image: ProgramImage) -> tuple[Counter, Counter]:
    """(tokens signalled, tokens waited) per queue, loops counted by their trip counts.

    Keys are in first-seen order (programs in image order, instructions in program order)."""
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


@dataclass(frozen=True)
class QueueFinding:
    """One problem with a queue: its token counts, and `missing` ("producer" / "consumer") when the
    finding is that this end of the queue has no program. str() is the message."""

    queue: QueueKey
    signalled: int
    waited: int
    missing: str | None = None

    def __str__(self) -> str:
        name, s, t = queue_name(self.queue), self.signalled, self.waited
        if self.missing is not None:
            core, unit = self.queue[0] if self.missing == "producer" else self.queue[1]
            return f"queue {name}: its {self.missing} c{core}.{unit} has no program"
        if s < t:
            return f"queue {name}: {s} tokens signalled, {t} waited (deadlock: {t - s} waits never satisfied)"
        return f"queue {name}: {s} tokens signalled, {t} waited ({s - t} tokens left over)"


def queue_balance(image: ProgramImage) -> list[QueueFinding]:
    """Problems with the image's queue traffic, queues in sorted order (empty: every queue balances).
    For a queue, the imbalance finding comes before any missing-program finding."""
    sent, taken = queue_traffic(image)
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
