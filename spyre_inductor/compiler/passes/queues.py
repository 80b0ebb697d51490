"""Queue assignment between units and the balance check run before anything is emitted.

Per core, four hardware queues carry the row-point protocol (tokens, one per point):
  load->vector  "row loaded"          vector->load  "load buffer free again"
  vector->store "row ready to store"  store->vector "store buffer free again"
Every stage leaves the four balanced (each free token is only sent while a later point still
needs it), so the same queues serve every stage of a kernel. `check_balance` runs the card's
queue-balance check (spyre_runtime.card.checks.queue_balance: per queue, the signals its producer
sends and the waits its consumer does in the finished programs, loops counted by their trip
counts) and refuses an image where any queue does not balance: a consumer waiting for a token
that never comes is a deadlock on the card.
"""

from __future__ import annotations

from spyre_runtime.card.checks import queue_balance, queue_traffic

from ..common import SpyreCompileError

PROTOCOL = (("load", "vector"), ("vector", "load"), ("vector", "store"), ("store", "vector"))


def core_queues(builder, core: int) -> dict:
    cb = builder.core(core)
    return {pair: cb.queue(*pair) for pair in PROTOCOL}


def check_balance(image) -> dict:
    """{queue: tokens} over the whole image; raises SpyreCompileError naming an unbalanced queue."""
    traffic = queue_traffic(image)  # (followed once: it walks every program)
    findings = queue_balance(image, traffic)
    if findings:
        f = findings[0]  # a queue's imbalance finding comes first; a missing end implies one
        (pc, pu), (cc, cu), ch = f.queue
        raise SpyreCompileError(
            f"queue balance: queue c{pc}.{pu}->c{cc}.{cu}#{ch}: {f.signalled} signals but {f.waited} waits")
    return dict(traffic[0])
