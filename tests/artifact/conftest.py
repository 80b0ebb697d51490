"""Valid artifacts built with the card's ProgramBuilder (spyre_runtime.artifact.examples)."""

import pytest

from spyre_runtime.artifact import write_artifact
from spyre_runtime.artifact.examples import square_artifact


def make_artifact(seed=0, ncores=2, name="k_mul"):
    """A few shapes of the same kernel; `seed` picks rows and whether a symbol/scratch slot exists."""
    return square_artifact(rows=ncores * (1 + seed % 5), ncores=ncores, name=name, with_symbol=seed % 2 == 0,
                           scratch_bytes=256 * (seed % 3))


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
