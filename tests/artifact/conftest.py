"""A synthetic but complete artifact (opaque program.bin) for the format tests: the format does
not depend on what the instructions mean, only on offsets, sizes and indices."""

import random

import pytest

from spyre_runtime.artifact import (ArgumentSpec, Artifact, CorePlan, CorrectionSlot, CostEstimate, DeviceLayout,
                                    Relocation, SymbolicDim, UnitProgram, write_artifact)

UNITS = ("load", "pe", "store", "vector")
IB = 16


def layout_2d(rows, cols, dtype="float16"):
    per = 64 if dtype == "float16" else 32
    tiles = -(-cols // per)
    # default stick rule for 2-d: (tiles, rows, stick)
    return DeviceLayout((rows, cols), (tiles, rows, per), (per, cols, 1), (1, 0, 1), dtype)


def make_artifact(seed=0, ncores=2, name="k_mul"):
    rng = random.Random(seed)
    cores, relocs, chunks, off = [], [], [], 0
    for c in range(ncores):
        progs = []
        for u in UNITS:
            n = rng.randint(1, 6)
            chunks.append(bytes(rng.randrange(256) for _ in range(n * IB)))
            progs.append((u, UnitProgram(off, n * IB)))
            if u in ("load", "store"):
                relocs.append(Relocation(c, u, rng.randrange(n), "imm", 0 if u == "load" else 1, 128 * c))
            off += n * IB
        cores.append(CorePlan(c, ((c * 64, c * 64 + 64), (0, 128)), tuple(progs), 4096 * (c + 1)))
    slots = (CorrectionSlot("argument", "x"), CorrectionSlot("argument", "out"), CorrectionSlot("symbol", "s0"),
             CorrectionSlot("scratch", ""))
    cb_off, cb_size = off, 64
    program = b"".join(chunks) + bytes(cb_size)
    args = (ArgumentSpec("x", "input", (128, 128), (128, 1), "float16", layout_2d(128, 128)),
            ArgumentSpec("out", "output", (128, 128), (128, 1), "float16", layout_2d(128, 128)))
    return Artifact(
        kernel_name=name, arguments=args, cores=tuple(cores), relocations=tuple(relocs), correction_offset=cb_off,
        correction_size=cb_size, slots=slots, program=program, disassembly=f"; {name}\nnop\n",
        device_scratch_bytes=1024, symbolic_dims=(SymbolicDim("s0", 1, 4096),),
        cost=CostEstimate((("load", 100), ("store", 90)), 65536, 16384))


@pytest.fixture
def artifact():
    return make_artifact()


@pytest.fixture
def artifact_dir(tmp_path, artifact):
    d = tmp_path / "k_mul"
    write_artifact(d, artifact)
    return d


@pytest.fixture
def make():
    """make(seed=..., ncores=..., name=...) -> a fresh valid Artifact."""
    return make_artifact
