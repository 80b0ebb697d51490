"""Small hand-built artifacts (through the card's ProgramBuilder) for tests, benchmarks and demos,
until the compiler emits real ones. Not a compiler: one fixed kernel shape.
"""

from __future__ import annotations

from ..card.builder import ProgramBuilder
from ..config import HardwareConfig
from .manifest import SCRATCH_SLOT, ArgumentSpec, Artifact, CostEstimate, DeviceLayout, SymbolicDim, artifact_from_image

STICK_ELEMS_F16 = 64


def f16_rows_layout(rows: int) -> DeviceLayout:
    """Default layout of an fp16 (rows, 64) tensor: (1 tile, rows, 64) — row r is stick r."""
    return DeviceLayout((rows, STICK_ELEMS_F16), (1, rows, STICK_ELEMS_F16), (STICK_ELEMS_F16, STICK_ELEMS_F16, 1),
                        (1, 0, 1), "float16")


def square_artifact(rows: int = 64, ncores: int = 2, *, name: str = "square", with_symbol: bool = False,
                    scratch_bytes: int = 0, config: HardwareConfig | None = None) -> Artifact:
    """out = x * x for fp16 x of shape (rows, 64), rows split evenly over `ncores` cores.

    Each core: load unit `li` (slot x) + `ld` its rows -> vector `vmul` -> store unit `li` (slot out)
    + `st`. with_symbol adds a symbolic-dimension slot, scratch_bytes a scratch slot (each loaded
    into a register by an `li`, so they are real relocations)."""
    if rows % ncores:
        raise ValueError(f"square_artifact: rows {rows} must split evenly over {ncores} cores")
    b = ProgramBuilder(config)
    x, out = b.arg_slot("x"), b.arg_slot("out")
    per = rows // ncores
    stick = 128
    work = {}
    for c in range(ncores):
        core = b.core(c)
        to_vec, to_store = core.queue("load", "vector"), core.queue("vector", "store")
        core.load.li_slot(1, x, addend=c * per * stick)
        if with_symbol:
            core.load.li_slot(2, b.arg_slot("n"))
        core.load.ld(0x0, (1, 0), sticks=per)
        core.load.signal(to_vec)
        core.vector.wait(to_vec)
        core.vector.binary("mul", "f16", 0x10000, 0x0, 0x0, per)
        core.vector.signal(to_store)
        core.store.li_slot(1, out, addend=c * per * stick)
        if scratch_bytes:
            core.store.li_slot(2, b.arg_slot(SCRATCH_SLOT))
        core.store.wait(to_store)
        core.store.st((1, 0), 0x10000, sticks=per)
        work[c] = ((c * per, (c + 1) * per), (0, STICK_ELEMS_F16))
    lay = f16_rows_layout(rows)
    args = (ArgumentSpec("x", "input", (rows, 64), (64, 1), "float16", lay),
            ArgumentSpec("out", "output", (rows, 64), (64, 1), "float16", lay))
    nbytes = rows * stick
    return artifact_from_image(
        b.build(), b.slot_names, kernel_name=name, arguments=args, work=work,
        scratchpad_bytes={c: 2 * per * stick for c in range(ncores)}, device_scratch_bytes=scratch_bytes,
        symbolic_dims=(SymbolicDim("n", 1, 1 << 20),) if with_symbol else (),
        cost=CostEstimate((("load", per), ("store", per), ("vector", per)), 2 * nbytes, rows * 64))
