"""spyre_runtime.card.checks: the one queue-balance check (used by `spyre-compile verify` and the compiler)."""

import pytest

from spyre_runtime import DeviceFault, HardwareConfig
from spyre_runtime.card import Card, ProgramBuilder, ProgramImage
from spyre_runtime.card.checks import QueueFinding, Tokens, queue_balance, queue_traffic
from spyre_runtime.memory import DeviceMemory

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


# ---- loopr: loop counts that arrive at launch ----


def _run(image, n):
    """Run `image` on a fresh card with every slot set to n (the card is the reference)."""
    config = HardwareConfig()
    Card(config, DeviceMemory(1 << 20)).run_image(image.to_bytes(), [n] * image.num_slots)


def test_endloop_of_a_loopr_closes_the_loopr_not_the_enclosing_loop():
    b, c, q = _builder()
    n = b.arg_slot("n")
    c.load.li_slot(3, n)
    with c.load.loop(4):
        with c.load.loop_reg(3):
            c.load.nop()
        c.load.signal(q)  # inside loop(4), after the loopr: 4 signals whatever n is
    with c.vector.loop(4):
        c.vector.wait(q)
    image = b.build()
    assert dict(queue_traffic(image)[0]) == {Q: 4}
    assert queue_balance(image) == []
    for value in (0, 2):
        _run(image, value)


def test_same_run_time_counted_loops_on_both_ends_balance():
    b, c, q = _builder()
    n = b.arg_slot("n")
    c.load.li_slot(3, n)
    c.load.muli(4, 3, 2)  # r4 = 2n
    with c.load.loop_reg(4):
        c.load.signal(q)
    c.vector.li_slot(5, n)
    with c.vector.loop(2):
        with c.vector.loop_reg(5):
            c.vector.wait(q)
    image = b.build()
    sent, taken = queue_traffic(image)
    assert sent[Q] == taken[Q] == Tokens({("@slot0",): 2}) and str(sent[Q]) == "2*@slot0"
    assert queue_balance(image) == []
    for value in (0, 1, 3):  # the card agrees for every launch value
        _run(image, value)


def test_a_count_known_only_at_launch_against_a_fixed_count_is_a_finding():
    b, c, q = _builder()
    n = b.arg_slot("n")
    c.load.li_slot(3, n)
    with c.load.loop_reg(3):
        c.load.signal(q)
    with c.vector.loop(3):
        c.vector.wait(q)
    image = b.build()
    [f] = queue_balance(image)
    assert f.launch_dependent and (str(f.signalled), f.waited) == ("@slot0", 3)
    assert str(f).startswith("queue c0.load -> c0.vector channel 0: @slot0 tokens signalled, 3 waited: "
                             "the loop count (@slot0) is only known at launch")
    _run(image, 3)  # balanced for this launch value only ...
    with pytest.raises(DeviceFault, match="deadlock"):
        _run(image, 1)  # ... a deadlock for another


def test_different_or_shifted_launch_values_do_not_balance():
    for slot_of_consumer, addend, text in ((1, 0, "@slot1"), (0, 1, "@slot0 + 1")):
        b, c, q = _builder()
        slots = [b.arg_slot("n"), b.arg_slot("m")]
        c.load.li_slot(3, slots[0])
        with c.load.loop_reg(3):
            c.load.signal(q)
        c.vector.li_slot(3, slots[slot_of_consumer], addend=addend)
        with c.vector.loop_reg(3):
            c.vector.wait(q)
        [f] = queue_balance(b.build())
        assert f.launch_dependent and str(f.waited) == text and "only known at launch" in str(f)


def test_a_count_register_changed_inside_a_loop_is_its_own_unknown():
    b, c, q = _builder()
    n = b.arg_slot("n")
    c.load.li_slot(3, n)
    with c.load.loop(2):  # pc 1
        with c.load.loop_reg(3):  # n, then n + 1 signals: not the consumer's 2n waits
            c.load.signal(q)
        c.load.addi(3, 3, 1)
    c.vector.li_slot(3, n)
    with c.vector.loop(2):
        with c.vector.loop_reg(3):
            c.vector.wait(q)
    [f] = queue_balance(b.build())
    assert f.launch_dependent and f.waited == Tokens({("@slot0",): 2})
    assert f.signalled.unknowns == ["c0.load:pc1:r3"]  # r3 as the loop at pc 1 changes it

    # the same shape with fixed values: 1 + 0 signals, 1 + 1 waits; the card deadlocks
    b, c, q = _builder()
    for unit, step in ((c.load, -1), (c.vector, 0)):
        unit.li(3, 1)
        with unit.loop(2):
            with unit.loop_reg(3):
                (unit.signal if unit is c.load else unit.wait)(q)
            unit.addi(3, 3, step)
    image = b.build()
    [f] = queue_balance(image)
    assert f.launch_dependent  # a register a loop changes is not followed: never called balanced
    with pytest.raises(DeviceFault, match="deadlock"):
        _run(image, 0)


def test_a_loopr_over_a_constant_register_counts_like_a_loop():
    b, c, q = _builder()
    c.load.li(3, 5)
    with c.load.loop_reg(3):
        c.load.signal(q)
    with c.vector.loop(5):
        c.vector.wait(q)
    image = b.build()
    assert dict(queue_traffic(image)[0]) == {Q: 5} and queue_balance(image) == []
    _run(image, 0)
