"""spyre_runtime.card.checks: the one queue-balance check (used by `spyre-compile verify` and the compiler)."""

from spyre_runtime.card import ProgramBuilder, ProgramImage
from spyre_runtime.card.checks import QueueFinding, queue_balance, queue_traffic

Q = ((0, "load"), (0, "vector"), 0)


def _builder():
    b = ProgramBuilder()
    c = b.core(0)
    return b, c, c.queue("load", "vector")


def test_balanced_program_has_no_findings():
    b, c, q = _builder()
    c.load.signal(q)
    c.load.signal(q)
    c.vector.wait(q)
    c.vector.wait(q)
    image = b.build()
    assert queue_balance(image) == []
    sent, taken = queue_traffic(image)
    assert dict(sent) == {Q: 2} and dict(taken) == {Q: 2}


def test_unbalanced_programs_name_core_unit_queue_and_counts():
    b, c, q = _builder()
    c.load.signal(q)
    c.vector.wait(q)
    c.vector.wait(q)
    [f] = queue_balance(b.build())
    assert f == QueueFinding(Q, 1, 2)
    assert str(f) == ("queue c0.load -> c0.vector channel 0: 1 tokens signalled, 2 waited "
                      "(deadlock: 1 waits never satisfied)")

    b, c, q = _builder()
    for _ in range(3):
        c.load.signal(q)
    c.vector.wait(q)
    [f] = queue_balance(b.build())
    assert str(f) == "queue c0.load -> c0.vector channel 0: 3 tokens signalled, 1 waited (2 tokens left over)"


def test_loops_count_by_trip_count():
    b, c, q = _builder()
    with c.load.loop(4):
        with c.load.loop(3):
            c.load.signal(q)
        c.load.signal(q)  # after the inner loop: counted 4 times, not 12
    with c.vector.loop(16):
        c.vector.wait(q)
    image = b.build()
    assert dict(queue_traffic(image)[0]) == {Q: 16}
    assert queue_balance(image) == []

    c.vector.wait(q)  # one wait more than the loops signal
    assert queue_balance(b.build()) == [QueueFinding(Q, 16, 17)]


def test_queue_end_without_a_program():
    b, c, q = _builder()
    c.load.signal(q)
    image = ProgramImage({(0, "load"): b.build().programs[(0, "load")]})
    findings = queue_balance(image)
    assert findings == [QueueFinding(Q, 1, 0), QueueFinding(Q, 1, 0, missing="consumer")]
    assert str(findings[1]) == "queue c0.load -> c0.vector channel 0: its consumer c0.vector has no program"
