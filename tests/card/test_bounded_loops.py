"""Bounded loops (trace.py's loop_bound): a `loopr` whose count is a slot (a symbolic kernel's rows
per core) is translated once up to a bound of iterations; a launch runs the iterations its counts
ask for, and its timing report is the reference's for those counts. The "check" config runs every
launch on both engines and compares device bytes and reports (the scratchpads are left out:
bounded loops need `keep_scratchpads` False, as the runtime's card has it)."""

import numpy as np
import pytest

from spyre_runtime.card import ProgramBuilder

CORES = 4
ROWS = 12  # X, OUT: up to 12 rows of one fp32 stick; core c takes rows c, c + 4, c + 8


def _rows_image(config, after_loop=False):
    """OUT[r] = X[r] * 3 + 1 for the rows r < n, dealt round-robin to 4 cores (each core's count is
    a slot the host fills: its share of n), one row an iteration with a barrier after it: the shape
    of compiler/emit/symbolic.py's row programs. The constant 1 is filled before the loop (read by
    every iteration). after_loop: core 0's store unit also writes its last row again after its loop
    (a register the body moved: that program must be translated per count)."""
    b = ProgramBuilder(config)
    x, out = b.arg_slot("x"), b.arg_slot("out")
    counts = [b.arg_slot(f"count{c}") for c in range(CORES)]
    for c in range(CORES):
        core = b.core(c)
        got, done = core.queue("load", "vector"), core.queue("vector", "store")
        L, V, S = core.load, core.vector, core.store
        V.fill("f32", 0x800, 1.0, 1)
        for unit in (L, V, S):
            unit.li_slot(6, counts[c])
            unit.li(7, c)
        with L.loop_reg(6):
            L.li_slot(1, x)
            L.muli(5, 7, 128)
            L.add(1, 1, 5)
            L.ld(0x0, (1, 0), sticks=1)
            L.signal(got)
            L.barrier()
            L.addi(7, 7, CORES)
        with V.loop_reg(6):
            V.wait(got)
            V.binary_imm("mul", "f32", 0x400, 0x0, 3.0, 1)
            V.binary("add", "f32", 0x400, 0x400, 0x800, 1)
            V.signal(done)
            V.barrier()
            V.addi(7, 7, CORES)
        with S.loop_reg(6):
            S.li_slot(1, out)
            S.muli(5, 7, 128)
            S.add(1, 1, 5)
            S.wait(done)
            S.st((1, 0), 0x400, sticks=1)
            S.barrier()
            S.addi(7, 7, CORES)
        if after_loop and c == 0:
            S.st((1, 0), 0x400, sticks=1)
    return b.build()


def _shares(n):
    return [len(range(c, n, CORES)) for c in range(CORES)]


def _run(card, memory, prepared, counts, x):
    X, OUT = memory.base, memory.base + 0x1000
    memory.write(X, x.tobytes())
    memory.write(OUT, np.full((ROWS, 32), -7.0, np.float32).tobytes())
    # (the allowed ranges end after the last row run: a row the launch does not run may lie outside them)
    n = max([c + CORES * (k - 1) + 1 for c, k in enumerate(counts) if k > 0], default=1)
    report = card.run(prepared, [X, OUT, *counts], [(X, n * 128), (OUT, n * 128)])
    got = np.frombuffer(memory.read(OUT, ROWS * 128), np.float32).reshape(ROWS, 32)
    return got, report


@pytest.fixture
def bounded_card(card):
    card.keep_scratchpads = False
    return card


def test_one_translation_serves_every_count_up_to_the_bound(bounded_card, memory, config):
    card = bounded_card
    prepared = card.prepare(_rows_image(config).to_bytes())
    rng = np.random.default_rng(3)
    made = card.translations
    cycles = {}
    for n in (12, 5, 0, 1, 12, 7, 4, 3, 11):  # the first launch sets the bound (3 rows a core)
        x = rng.standard_normal((ROWS, 32)).astype(np.float32)
        got, report = _run(card, memory, prepared, _shares(n), x)
        assert card.last_engine == ("fast", None), card.last_engine
        want = np.full((ROWS, 32), -7.0, np.float32)
        want[:n] = x[:n] * np.float32(3) + np.float32(1)
        np.testing.assert_array_equal(got, want, err_msg=f"n={n}")
        cycles[n] = report.cycles
    assert card.translations - made == 1
    # the report follows the counts (the check engine compared each with the reference's)
    assert cycles[0] < cycles[1] < cycles[5] < cycles[12]


def test_a_count_past_the_bound_translates_again_with_a_larger_bound(bounded_card, memory, config):
    card = bounded_card
    prepared = card.prepare(_rows_image(config).to_bytes())
    x = np.arange(ROWS * 32, dtype=np.float32).reshape(ROWS, 32)
    made = card.translations
    for counts in ([1, 1, 0, 0], [1, 0, 1, 0], [0, 0, 0, 0]):  # bound 1
        _run(card, memory, prepared, counts, x)
    assert card.translations - made == 1
    got, _ = _run(card, memory, prepared, [3, 2, 2, 1], x)  # bound 3 (at least twice 1)
    assert card.last_engine == ("fast", None)
    ran = [0, 1, 2, 3, 4, 5, 6, 8]  # (core 3 runs row 3 only)
    np.testing.assert_array_equal(got[ran], x[ran] * 3 + 1)
    np.testing.assert_array_equal(got[[7, 9, 10, 11]], -7.0)
    for counts in ([2, 2, 2, 2], [3, 3, 3, 3], [0, 3, 0, 1]):
        _run(card, memory, prepared, counts, x)
    assert card.translations - made == 2
    assert card.last_engine == ("fast", None)


def test_a_negative_count_faults_as_on_the_reference(bounded_card, memory, config):
    from spyre_runtime.errors import DeviceFault

    card = bounded_card
    prepared = card.prepare(_rows_image(config).to_bytes())
    x = np.ones((ROWS, 32), np.float32)
    _run(card, memory, prepared, [1, 1, 1, 1], x)
    with pytest.raises(DeviceFault, match="negative"):
        _run(card, memory, prepared, [1, -1, 1, 1], x)


def test_a_loop_whose_registers_are_used_after_it_is_translated_per_count(bounded_card, memory, config):
    card = bounded_card
    prepared = card.prepare(_rows_image(config, after_loop=True).to_bytes())
    x = np.arange(ROWS * 32, dtype=np.float32).reshape(ROWS, 32)
    made = card.translations
    for n in (5, 6, 5):
        got, _ = _run(card, memory, prepared, _shares(n), x)
        assert card.last_engine == ("fast", None)
        np.testing.assert_array_equal(got[:n], x[:n] * 3 + 1)
    assert card.translations - made == 2  # (n = 5 and 6; the second 5 is kept)


def test_with_kept_scratchpads_a_count_is_translated_per_value(card, memory, config):
    assert card.keep_scratchpads
    prepared = card.prepare(_rows_image(config).to_bytes())
    x = np.arange(ROWS * 32, dtype=np.float32).reshape(ROWS, 32)
    made = card.translations
    for n in (5, 6):
        _run(card, memory, prepared, _shares(n), x)
    assert card.translations - made == 2


def test_a_new_value_runs_on_the_reference_until_its_runs_cost_a_translation(memory):
    # (the "fast" engine only: "check" translates every value)
    from spyre_runtime import HardwareConfig
    from spyre_runtime.card import Card

    config = HardwareConfig(simulator="fast")
    card = Card(config, memory)
    card.keep_scratchpads = False
    prepared = card.prepare(_rows_image(config, after_loop=True).to_bytes())
    x = np.arange(ROWS * 32, dtype=np.float32).reshape(ROWS, 32)
    # (core 0's count is a value slot: its store after the loop; 5 rows give it 2, 9 rows 3)
    got, _ = _run(card, memory, prepared, _shares(5), x)  # (the first translation: its cost is measured)
    assert card.last_engine == ("fast", None) and card.translations == 1
    engines = []
    for _ in range(500):
        got, report = _run(card, memory, prepared, _shares(9), x)
        np.testing.assert_array_equal(got[:9], x[:9] * 3 + 1)
        engines.append(card.last_engine)
        if engines[-1][0] == "fast":
            break
    assert engines[0][0] == "reference" and "cost the kernel's last translation" in engines[0][1], engines[0]
    assert engines[-1] == ("fast", None) and {e[0] for e in engines[:-1]} == {"reference"}, engines
    assert card.translations == 2
    # the reference's report is the one the fast engine gives at that value
    _, again = _run(card, memory, prepared, _shares(9), x)
    assert again.as_dict() == report.as_dict()
