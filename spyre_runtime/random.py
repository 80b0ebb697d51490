"""Counter-based random numbers for the card: Philox-4x32-10 (Salmon et al., SC'11), the
generator CUDA's and Inductor's RNG use, and the transforms from its 32-bit words to the draws
spyre's random kernels make. Torch-free (numpy).

A stream is named by (seed, offset): element i of a draw that reserved counters from `offset`
takes the four words of Philox(key = seed, counter = offset + i). The generator state (seed,
offset) lives with the device's generators; a draw of n elements advances the offset by n, so
the same seed and the same sequence of draws give the same numbers whatever computes them.
"""

from __future__ import annotations

import numpy as np

PHILOX_M0, PHILOX_M1 = np.uint64(0xD2511F53), np.uint64(0xCD9E8D57)
PHILOX_W0, PHILOX_W1 = 0x9E3779B9, 0xBB67AE85
PHILOX_ROUNDS = 10
_LOW32 = np.uint64(0xFFFFFFFF)
_SHIFT32 = np.uint64(32)


PHILOX_CHUNK = 1 << 15  # elements per pass: the round's uint64 temporaries stay in cache


def philox4x32(counter, key, rounds: int = PHILOX_ROUNDS) -> tuple:
    """Philox-4x32 of a batch: `counter` is 4 uint32 arrays (c0..c3, broadcastable), `key` two
    Python ints (k0, k1). Returns the 4 output words as uint32 arrays (1-d for 1-d counters)."""
    shape = np.broadcast_shapes(*(np.shape(c) for c in counter))
    words = [np.broadcast_to(np.asarray(c, dtype=np.uint32), shape).reshape(-1) for c in counter]
    outs = tuple(np.empty(words[0].size, dtype=np.uint32) for _ in range(4))
    for start in range(0, words[0].size, PHILOX_CHUNK):
        part = _philox_rounds([w[start:start + PHILOX_CHUNK] for w in words], key, rounds)
        for out, values in zip(outs, part):
            out[start:start + PHILOX_CHUNK] = values
    return tuple(out.reshape(shape) for out in outs)


def _philox_rounds(words, key, rounds: int) -> tuple:
    c0, c1, c2, c3 = (w.astype(np.uint64) for w in words)
    k0, k1 = int(key[0]) & 0xFFFFFFFF, int(key[1]) & 0xFFFFFFFF
    p0, p1 = np.empty_like(c0), np.empty_like(c0)
    for r in range(rounds):
        if r:
            k0, k1 = (k0 + PHILOX_W0) & 0xFFFFFFFF, (k1 + PHILOX_W1) & 0xFFFFFFFF
        np.multiply(c0, PHILOX_M0, out=p0)  # exact: 32 x 32 bits fit in 64
        np.multiply(c2, PHILOX_M1, out=p1)
        # (c0, c1, c2, c3) <- (hi(p1) ^ c1 ^ k0, lo(p1), hi(p0) ^ c3 ^ k1, lo(p0)), in place
        np.right_shift(p1, _SHIFT32, out=c0)
        np.bitwise_xor(c0, c1, out=c0)
        np.bitwise_xor(c0, np.uint64(k0), out=c0)
        np.right_shift(p0, _SHIFT32, out=c2)
        np.bitwise_xor(c2, c3, out=c2)
        np.bitwise_xor(c2, np.uint64(k1), out=c2)
        np.bitwise_and(p1, _LOW32, out=c1)
        np.bitwise_and(p0, _LOW32, out=c3)
    return c0, c1, c2, c3


def philox_words(seed: int, offset: int, count: int) -> tuple:
    """The 4 words of each of counters offset .. offset+count-1 under key `seed` (64-bit)."""
    seed, offset, count = int(seed), int(offset), int(count)
    if count < 0 or not 0 <= offset < 1 << 64 or not 0 <= seed < 1 << 64:
        raise ValueError(f"philox_words: seed {seed} and offset {offset} must be unsigned 64-bit, count {count} >= 0")
    counters = (np.arange(count, dtype=np.uint64) + np.uint64(offset))  # wraps mod 2**64 as a u64 counter
    zeros = np.zeros(count, dtype=np.uint32)
    return philox4x32(((counters & _LOW32).astype(np.uint32), (counters >> _SHIFT32).astype(np.uint32), zeros, zeros),
                      (seed & 0xFFFFFFFF, seed >> 32))


def uniform_float32(word) -> np.ndarray:
    """[0, 1) float32 from 32-bit words: the top 24 bits times 2**-24 (every value exact)."""
    return ((np.asarray(word, dtype=np.uint32) >> np.uint32(8)).astype(np.float32) * np.float32(2.0 ** -24))


def normal_float32(word0, word1) -> np.ndarray:
    """Standard normal float32 by Box-Muller from two words (computed in float64, rounded once):
    u1 in (0, 1] keeps the logarithm finite."""
    u1 = ((np.asarray(word0, dtype=np.uint32) >> np.uint32(8)).astype(np.float64) + 1.0) * 2.0 ** -24
    u2 = (np.asarray(word1, dtype=np.uint32) >> np.uint32(8)).astype(np.float64) * 2.0 ** -24
    return (np.sqrt(-2.0 * np.log(u1)) * np.cos(2.0 * np.pi * u2)).astype(np.float32)


def uniform_uint64(word0, word1) -> np.ndarray:
    """64 random bits per element (word1 high, word0 low)."""
    return (np.asarray(word1, dtype=np.uint32).astype(np.uint64) << _SHIFT32) | np.asarray(word0, dtype=np.uint32)


def integers(word0, word1, low: int, span: int) -> np.ndarray:
    """int64 values low + (bits mod span), for ranges inside int64: 32 bits of each element when
    span fits in 32 bits (as CUDA's random_ does), else 64; span 2**64 takes the bits whole."""
    low, span = int(low), int(span)
    if not 0 < span <= 1 << 64 or low < -(1 << 63) or low + span > 1 << 63:
        raise ValueError(f"integers: [{low}, {low + span}) is not a non-empty range inside int64")
    bits = np.asarray(word0, dtype=np.uint32).astype(np.uint64) if span <= 1 << 32 else uniform_uint64(word0, word1)
    draws = bits if span == 1 << 64 else bits % np.uint64(span)
    return (draws + np.uint64(low % (1 << 64))).view(np.int64)  # wraps to the two's complement value
