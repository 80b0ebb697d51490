"""Property: any valid Artifact survives write -> read -> write with identical bytes and equal value."""

import dataclasses
import tempfile

from hypothesis import given, settings
from hypothesis import strategies as st

from spyre_runtime.artifact import DTYPES, ArgumentSpec, CostEstimate, DeviceLayout, read_artifact, write_artifact
from spyre_runtime.artifact.examples import square_artifact

BASE = square_artifact(rows=4, ncores=2, with_symbol=True, scratch_bytes=128)
names = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.]{0,20}", fullmatch=True)
dims = st.lists(st.integers(0, 1 << 20), min_size=0, max_size=5)


@st.composite
def argument(draw, name):
    size = tuple(draw(dims))
    stride = tuple(draw(st.lists(st.integers(0, 1 << 30), min_size=len(size), max_size=len(size))))
    dtype = draw(st.sampled_from(sorted(DTYPES)))
    ddtype = draw(st.sampled_from(sorted(DTYPES)))
    nd = draw(st.integers(2, 6))
    dsize = tuple(draw(st.lists(st.integers(0, 4096), min_size=nd - 1, max_size=nd - 1))) + (128 // DTYPES[ddtype],)
    smap = tuple(draw(st.lists(st.integers(-1, 1 << 20), min_size=nd, max_size=nd)))
    dmap = tuple(draw(st.lists(st.integers(-1, 5), min_size=nd, max_size=nd)))
    return ArgumentSpec(name, draw(st.sampled_from(["input", "output", "inout"])), size, stride, dtype,
                        DeviceLayout(tuple(draw(dims)), dsize, smap, dmap, ddtype),
                        storage_offset=draw(st.integers(0, 1 << 40)))


@st.composite
def artifacts(draw):
    cores = tuple(dataclasses.replace(
        c, work=tuple(sorted(draw(st.lists(st.tuples(st.integers(0, 1 << 40), st.integers(0, 1 << 20)),
                                           max_size=4)))),
        scratchpad_bytes=draw(st.integers(0, (2 << 20) - (64 << 10)))) for c in BASE.cores)
    cores = tuple(dataclasses.replace(c, work=tuple((a, a + b) for a, b in c.work)) for c in cores)
    units = draw(st.lists(st.sampled_from(["load", "pe", "vector", "store"]), unique=True))
    return dataclasses.replace(
        BASE, kernel_name=draw(names), arguments=(draw(argument("x")), draw(argument("out"))), cores=cores,
        cost=CostEstimate(tuple(sorted((u, draw(st.integers(0, 1 << 50))) for u in units)),
                          draw(st.integers(0, 1 << 60)), draw(st.integers(0, 1 << 60))),
        producer_version=draw(st.text(max_size=12)))


@settings(max_examples=40, deadline=None)
@given(artifacts())
def test_any_valid_artifact_round_trips_byte_identically(art):
    with tempfile.TemporaryDirectory() as tmp:
        write_artifact(f"{tmp}/a", art)
        back = read_artifact(f"{tmp}/a")
        assert back == art
        write_artifact(f"{tmp}/b", back)
        for name in ("manifest.json", "program.bin", "program.s"):
            with open(f"{tmp}/a/{name}", "rb") as fa, open(f"{tmp}/b/{name}", "rb") as fb:
                assert fa.read() == fb.read()
