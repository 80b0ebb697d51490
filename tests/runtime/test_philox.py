"""spyre_runtime.random: Philox-4x32-10 against Random123's known answers and a scalar
reference, and the word-to-number transforms."""

import numpy as np
import pytest

from spyre_runtime import random as philox

# Random123's published known-answer vectors for Philox4x32-10 (its tests/kat_vectors)
KNOWN_ANSWERS = [
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((0xFFFFFFFF,) * 4, (0xFFFFFFFF,) * 2, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
]


def scalar_philox(counter, key):
    """Philox-4x32-10 on Python ints, written from the paper's round function."""
    c, (k0, k1) = list(counter), key
    mask = 0xFFFFFFFF
    for r in range(10):
        if r:
            k0, k1 = (k0 + 0x9E3779B9) & mask, (k1 + 0xBB67AE85) & mask
        p0, p1 = 0xD2511F53 * c[0], 0xCD9E8D57 * c[2]
        c = [(p1 >> 32) ^ c[1] ^ k0, p1 & mask, (p0 >> 32) ^ c[3] ^ k1, p0 & mask]
    return tuple(c)


@pytest.mark.parametrize("counter,key,expected", KNOWN_ANSWERS)
def test_philox_known_answers(counter, key, expected):
    assert tuple(int(w) for w in philox.philox4x32(counter, key)) == expected
    assert scalar_philox(counter, key) == expected


def test_philox_words_are_counters_offset_plus_index():
    seed, offset = 0x0123456789ABCDEF, (1 << 32) - 2  # the counter's low word carries into c1
    words = np.stack(philox.philox_words(seed, offset, 5), axis=1)
    for i in range(5):
        counter = offset + i
        expected = scalar_philox((counter & 0xFFFFFFFF, counter >> 32, 0, 0), (seed & 0xFFFFFFFF, seed >> 32))
        assert tuple(int(w) for w in words[i]) == expected
    with pytest.raises(ValueError, match="unsigned 64-bit"):
        philox.philox_words(-1, 0, 3)


def test_transforms():
    words = np.array([0, 0xFF, 0x100, 0xFFFFFFFF], dtype=np.uint32)
    u = philox.uniform_float32(words)
    assert u.dtype == np.float32 and u.tolist() == [0.0, 0.0, 2.0 ** -24, 1.0 - 2.0 ** -24]
    n = philox.normal_float32(np.array([0xFFFFFFFF]), np.array([0]))  # u1 = 1: log 0 -> 0
    assert n.tolist() == [0.0] and np.isfinite(philox.normal_float32(np.array([0]), np.array([0]))).all()
    w0 = np.array([7, 0xFFFFFFFF], dtype=np.uint32)
    w1 = np.array([1, 0xFFFFFFFF], dtype=np.uint32)
    assert philox.integers(w0, w1, -3, 5).tolist() == [-3 + 7 % 5, -3 + 0xFFFFFFFF % 5]
    assert philox.integers(w0, w1, 10, 1 << 40).tolist() == [10 + ((1 << 32) + 7) % (1 << 40),
                                                             10 + ((1 << 64) - 1) % (1 << 40)]
    assert philox.integers(w0, w1, -(1 << 63), 1 << 64).tolist() == [((1 << 32) + 7) - (1 << 63), (1 << 63) - 1]
    with pytest.raises(ValueError, match="inside int64"):
        philox.integers(w0, w1, 0, 1 << 64)
