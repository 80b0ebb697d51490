"""Helpers for the spyre-compile tests: run the CLI in a subprocess, make artifacts to break."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
GOLDENS = REPO / "artifacts"


def run_cli(*args, cwd=None, timeout=120) -> subprocess.CompletedProcess:
    """`python -m spyre_tools ARGS` (the same program as the spyre-compile console script)."""
    env = dict(os.environ, PYTHONPATH=str(REPO), HF_HUB_OFFLINE="1")
    return subprocess.run([sys.executable, "-m", "spyre_tools", *map(str, args)], cwd=cwd or REPO, env=env,
                          capture_output=True, text=True, timeout=timeout)


@pytest.fixture
def cli():
    return run_cli


@pytest.fixture
def golden_copy(tmp_path):
    """copy("add_f16") -> a private copy of that golden artifact (safe to corrupt)."""
    def copy(name: str) -> Path:
        dst = tmp_path / name
        shutil.copytree(GOLDENS / name, dst)
        return dst
    return copy


def program_blocks(text: str) -> dict:
    """{(core, unit): [instruction lines]} parsed from program text (the test's own reading)."""
    blocks, current = {}, None
    for line in text.splitlines():
        if line.startswith(".program"):
            parts = dict(p.split("=") for p in line.split()[1:])
            current = (int(parts["core"]), parts["unit"])
            blocks[current] = []
        elif current is not None and line.startswith("    "):
            blocks[current].append(line.strip())
    return blocks
