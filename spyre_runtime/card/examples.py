"""Hand-built kernels: how to drive the card with the builder (used by tests/card and the bench).

Each returns a ProgramImage whose slots are the kernel's arguments, in the order documented.
The pattern throughout: producers and consumers trade buffers with two queues (`full` carries
"data ready", `free` carries "buffer may be overwritten"); the consumer primes `free` with one
token per buffer, so `nbuf` buffers give `nbuf`-deep buffering with identical loop bodies.
"""

from __future__ import annotations

from ..config import HardwareConfig
from .builder import ProgramBuilder
from .image import ProgramImage

STICK = 128


def elementwise_kernel(config: HardwareConfig, sticks_per_core: int, cores: int, tile_sticks: int,
                       nbuf: int = 2) -> ProgramImage:
    """y = tanh(x) * x + bias over f16 sticks; slots x, bias (one stick, broadcast per row), y.
    Core i handles sticks [i * sticks_per_core, (i + 1) * sticks_per_core)."""
    tiles = sticks_per_core // tile_sticks
    if tiles * tile_sticks != sticks_per_core or tiles % nbuf:
        raise ValueError(f"sticks_per_core={sticks_per_core} must be a multiple of tile_sticks*nbuf="
                         f"{tile_sticks * nbuf}")
    b = ProgramBuilder(config)
    x, bias, y = b.arg_slot("x"), b.arg_slot("bias"), b.arg_slot("y")
    tb = tile_sticks * STICK
    BIAS, IN, OUT = 0, STICK, STICK + nbuf * tb
    for i in range(cores):
        c = b.core(i)
        L, V, S = c.load, c.vector, c.store
        bias_ready, full_in, free_in = c.queue("load", "vector"), c.queue("load", "vector"), c.queue("vector", "load")
        full_out, free_out = c.queue("vector", "store"), c.queue("store", "vector")
        base = i * sticks_per_core * STICK

        L.li_slot(2, bias)
        L.ld(BIAS, (2, 0), sticks=1)
        L.signal(bias_ready)
        L.li_slot(1, x, base)
        with L.loop(tiles // nbuf):
            for k in range(nbuf):
                L.wait(free_in)
                L.ld(IN + k * tb, (1, 0), sticks=tile_sticks)
                L.addi(1, 1, tb)
                L.signal(full_in)

        V.wait(bias_ready)
        with V.loop(nbuf):
            V.signal(free_in)
        with V.loop(tiles // nbuf):
            for k in range(nbuf):
                src, dst = IN + k * tb, OUT + k * tb
                V.wait(full_in)
                V.wait(free_out)
                V.unary("tanh", "f16", dst, src, tile_sticks)
                V.binary("mul", "f16", dst, dst, src, tile_sticks)
                V.signal(free_in)
                V.binary("add", "f16", dst, dst, BIAS, tile_sticks, b_mode=("row", 1))
                V.signal(full_out)

        S.li_slot(1, y, base)
        with S.loop(nbuf):
            S.signal(free_out)
        with S.loop(tiles // nbuf):
            for k in range(nbuf):
                S.wait(full_out)
                S.st((1, 0), OUT + k * tb, sticks=tile_sticks)
                S.addi(1, 1, tb)
                S.signal(free_out)
    return b.build()


def ring_sum_kernel(config: HardwareConfig, sticks_per_core: int, cores: int) -> ProgramImage:
    """Sum of all f32 elements of x; slots x, out (one stick; element 0 = the sum).
    Each core reduces its share to one stick; cores 1.. send theirs over the ring to core 0,
    handing over with a cross-core queue; core 0 combines and stores."""
    b = ProgramBuilder(config)
    x, out = b.arg_slot("x"), b.arg_slot("out")
    X = 0
    GATHER = sticks_per_core * STICK  # core 0: one partial stick per core
    RES, OUT = GATHER + cores * STICK, GATHER + (cores + 1) * STICK
    arrivals = []
    for i in range(cores):
        c = b.core(i)
        L, V = c.load, c.vector
        loaded = c.queue("load", "vector")
        L.li_slot(1, x, i * sticks_per_core * STICK)
        L.ld(X, (1, 0), sticks=sticks_per_core)
        L.signal(loaded)
        V.wait(loaded)
        V.reduce("sum", "f32", GATHER, X, sticks_per_core, sticks_per_core, axis="across")
        if i:
            ready, sent = c.queue("vector", "load"), b.queue((i, "load"), (0, "vector"))
            V.signal(ready)
            L.wait(ready)
            L.ring(0, GATHER + i * STICK, GATHER, sticks=1)
            L.signal(sent)
            arrivals.append(sent)
    c0 = b.core(0)
    for q in arrivals:
        c0.vector.wait(q)
    _finish_sum(c0, cores, GATHER, RES, OUT, out)
    return b.build()


def _finish_sum(c0, cores, gather, res, out_sp, out_slot):
    """Core 0: combine `cores` partial sticks at `gather` into one scalar and store its stick."""
    V, S = c0.vector, c0.store
    V.reduce("sum", "f32", res, gather, cores, cores, axis="across")
    V.fill("f32", out_sp, 0.0, 1)
    V.reduce("sum", "f32", out_sp, res, 1, 1, axis="within")
    done = c0.queue("vector", "store")
    V.signal(done)
    S.wait(done)
    S.li_slot(1, out_slot)
    S.st((1, 0), out_sp, sticks=1)


def barrier_sum_kernel(config: HardwareConfig, sticks_per_core: int, cores: int, scratch_addr: int) -> ProgramImage:
    """The same sum through device memory: every core stores its partial stick to job-owned
    scratch (a fixed address, `cores` sticks), a barrier, then core 0 loads and combines."""
    b = ProgramBuilder(config)
    x, out = b.arg_slot("x"), b.arg_slot("out")
    X, P = 0, sticks_per_core * STICK
    GATHER, RES, OUT = P + STICK, P + (cores + 1) * STICK, P + (cores + 2) * STICK
    for i in range(cores):
        c = b.core(i)
        L, V, S = c.load, c.vector, c.store
        loaded, reduced = c.queue("load", "vector"), c.queue("vector", "store")
        L.li_slot(1, x, i * sticks_per_core * STICK)
        L.ld(X, (1, 0), sticks=sticks_per_core)
        L.signal(loaded)
        V.wait(loaded)
        V.reduce("sum", "f32", P, X, sticks_per_core, sticks_per_core, axis="across")
        V.signal(reduced)
        S.wait(reduced)
        S.li(1, scratch_addr + i * STICK)
        S.st((1, 0), P, sticks=1)
    c0 = b.core(0)
    for unit in c0.units.values():
        unit.barrier()  # units of other cores finish, which also counts as arriving
    gathered = c0.queue("load", "vector")
    c0.load.li(1, scratch_addr)
    c0.load.ld(GATHER, (1, 0), sticks=cores)
    c0.load.signal(gathered)
    c0.vector.wait(gathered)
    _finish_sum(c0, cores, GATHER, RES, OUT, out)
    return b.build()


def matmul_kernel(config: HardwareConfig, M: int, N: int, K: int, cores: int, k_tile_sticks: int = 2,
                  nbuf: int = 2, dtype: str = "f16") -> ProgramImage:
    """C (M x N, f32) = A (M x K) @ B (K x N), row-major, A/B in `dtype`; slots A, B, C.
    Rows of C are split across cores; each core walks K in tiles of k_tile_sticks sticks with
    `nbuf` A/B buffer pairs, so loads of tile t+1 overlap the matmul of tile t when nbuf > 1."""
    item = 2 if dtype in ("f16", "bf16") else 4
    E = STICK // item
    m, kt = M // cores, k_tile_sticks * E
    tiles = K // kt
    if m * cores != M or tiles * kt != K or tiles % nbuf or N % E:
        raise ValueError(f"matmul_kernel: M={M} must split over {cores} cores, K={K} into tiles of {kt} "
                         f"(a multiple of nbuf={nbuf} tiles), N={N} into sticks of {E}")
    b = ProgramBuilder(config)
    a_slot, b_slot, c_slot = b.arg_slot("A"), b.arg_slot("B"), b.arg_slot("C")
    n_sticks = N // E
    c_bytes = m * N * 4
    a_bytes, b_bytes = m * kt * item, kt * N * item
    C = 0
    A_BUF = [c_bytes + k * (a_bytes + b_bytes) for k in range(nbuf)]
    B_BUF = [a + a_bytes for a in A_BUF]
    for i in range(cores):
        c = b.core(i)
        L, P, V, S = c.load, c.pe, c.vector, c.store
        zeroed, full, free, done = (c.queue("vector", "pe"), c.queue("load", "pe"), c.queue("pe", "load"),
                                    c.queue("pe", "store"))
        L.li_slot(1, a_slot, i * m * K * item)
        L.li_slot(2, b_slot)
        with L.loop(tiles // nbuf):
            for k in range(nbuf):
                L.wait(free)
                for s in range(k_tile_sticks):  # A's tile K stick by K stick, as the PE array takes it
                    L.ld(A_BUF[k] + s * m * STICK, (1, s * STICK), sticks=1, rows=m, stride=K * item)
                L.addi(1, 1, kt * item)
                L.ld(B_BUF[k], (2, 0), sticks=n_sticks, rows=kt, stride=N * item)
                L.addi(2, 2, kt * N * item)
                L.signal(full)
        V.fill("f32", C, 0.0, c_bytes // STICK)
        V.signal(zeroed)
        P.wait(zeroed)
        with P.loop(nbuf):
            P.signal(free)
        with P.loop(tiles // nbuf):
            for k in range(nbuf):
                P.wait(full)
                P.mm(dtype, C, A_BUF[k], B_BUF[k], m, k_tile_sticks, n_sticks, acc=True)
                P.signal(free)
        P.signal(done)
        S.wait(done)
        S.li_slot(1, c_slot, i * c_bytes)
        S.st((1, 0), C, sticks=c_bytes // STICK)
    return b.build()
