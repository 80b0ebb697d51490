"""Derived slots (trace.py): a device address made from a slot's value by `muli` and `add` (a row
`n` of a tensor, n known only at launch) is worked out at launch, so the fast engine translates the
program once for every n. The "check" card config runs every launch on both engines and compares
device bytes, scratchpads and timing reports. The derived access may alias another slot's sticks:
here the store unit writes row 0 of X (2 * Y) through X's own slot, then the load unit reads row n through
the derived address, which is row 0 again when n = 0 (the fast engine must keep that order)."""

import numpy as np
import pytest

from spyre_runtime.card import ProgramBuilder

ROWS = 6  # X: 6 rows of one fp32 stick


def _row_n_image(config):
    """X[0] = 2 * Y (computed: load, vector, store), then OUT = X[n] (the load unit reads row n once
    the store unit says X[0] is written; the store unit writes it to OUT)."""
    b = ProgramBuilder(config)
    x, y, out, n = b.arg_slot("x"), b.arg_slot("y"), b.arg_slot("out"), b.arg_slot("n")
    c = b.core(0)
    got_y, doubled = c.queue("load", "vector"), c.queue("vector", "store")
    stored, loaded = c.queue("store", "load"), c.queue("load", "store")
    S, L, V = c.store, c.load, c.vector
    L.li_slot(2, y)
    L.ld(0x0, (2, 0), sticks=1)
    L.signal(got_y)
    V.wait(got_y)
    V.binary_imm("mul", "f32", 0x400, 0x0, 2.0, 1)
    V.signal(doubled)
    S.li_slot(1, x)
    S.wait(doubled)
    S.st((1, 0), 0x400, sticks=1)  # the new row 0
    S.signal(stored)
    L.li_slot(1, x)
    L.li_slot(3, n)
    L.muli(4, 3, 128)  # row n's byte offset
    L.add(5, 1, 4)  # X's base + offset: a derived slot
    L.wait(stored)
    L.ld(0x1000, (5, 0), sticks=1)
    L.signal(loaded)
    S.li_slot(2, out)
    S.wait(loaded)
    S.st((2, 0), 0x1000, sticks=1)
    return b.build()


def test_a_derived_address_serves_every_value_with_one_translation(card, memory, config):
    prepared = card.prepare(_row_n_image(config).to_bytes())  # (held: the card keeps it while used)
    X, Y, OUT = memory.base, memory.base + 0x1000, memory.base + 0x2000
    rng = np.random.default_rng(5)
    made = card.translations
    translations = []
    for n in (3, 5, 1, 4, 0, 2, 0):
        x = rng.standard_normal((ROWS, 32)).astype(np.float32)
        y = rng.standard_normal(32).astype(np.float32)
        memory.write(X, x.tobytes())
        memory.write(Y, y.tobytes())
        card.run(prepared, [X, Y, OUT, n], [(X, ROWS * 128), (Y, 128), (OUT, 128)])
        assert card.last_engine[0] == "fast", card.last_engine
        want = y * 2 if n == 0 else x[n]  # row 0 was overwritten before the read
        np.testing.assert_array_equal(np.frombuffer(memory.read(OUT, 128), np.float32), want, err_msg=f"n={n}")
        translations.append(card.translations - made)
    # one translation orders the derived slot's accesses on their own sticks (every n > 0: the launch
    # checks that they reach no bytes X's own slot writes); n = 0 reads the row X's slot writes, so
    # that launch takes the translation ordering the two as one slot (made once)
    assert translations == [1, 1, 1, 1, 2, 2, 2], translations


def test_a_derived_address_outside_the_allowed_range_runs_on_the_reference(card, memory, config):
    from spyre_runtime.errors import DeviceFault

    X, Y, OUT = memory.base, memory.base + 0x1000, memory.base + 0x2000
    with pytest.raises(DeviceFault):
        card.run_image(_row_n_image(config).to_bytes(), [X, Y, OUT, ROWS], [(X, ROWS * 128), (Y, 128), (OUT, 128)])
    assert card.last_engine[0] == "reference" and "outside the allowed ranges" in card.last_engine[1]
