"""emit: compile PyTorch code into artifacts (the one verb that imports torch)."""

from __future__ import annotations

SUMMARY = "compile a function, nn.Module, .pt2 or HF model into artifacts"
DESCRIPTION = "(being written)"
EPILOG = ""


def add_arguments(p):
    pass


def run(args) -> int:
    from ..artifacts import ToolError
    raise ToolError("emit is not available yet")
