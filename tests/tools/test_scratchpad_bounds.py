"""spyre-compile verify's static scratchpad bounds (spyre_tools/checks.py) for operands whose
extent depends on the instruction: gather (rows + i64 indices), gathere (n sticks + one i64 offset
per element), vtrans (rows x cols), mm/mmt (A, B, C tiles). Each case puts one operand so that it
ends exactly at the usable limit (no finding) and one stick further (a finding naming the field)."""

import pytest

from spyre_runtime.card import ProgramImage
from spyre_runtime.card.isa import Instruction
from spyre_runtime.config import HardwareConfig
from spyre_tools.checks import scratchpad_bounds

CONFIG = HardwareConfig()
LIMIT = CONFIG.scratchpad_bytes - CONFIG.scratchpad_program_reserve_bytes


def _image(unit, ins):
    return ProgramImage({(0, unit): [ins]}, 1)


# (unit, builder of the instruction with the checked operand at `at`, that operand's name, its bytes)
CASES = {
    "gather_dst": ("load", lambda at: Instruction("gather", ((0, at), (1, 0), (0, 0), 5, 1, 0)), "dst", 5 * 128),
    "gather_idx": ("load", lambda at: Instruction("gather", ((0, 0), (1, 0), (0, at), 5, 1, 0)), "idx", 5 * 8),
    # f32: 32 elements per stick, 3 sticks -> 96 offsets of 8 bytes
    "gathere_off": ("load", lambda at: Instruction("gathere", ("f32", (0, 0), (1, 0), (0, at), 3)), "off", 96 * 8),
    "gathere_dst": ("load", lambda at: Instruction("gathere", ("f16", (0, at), (1, 0), (0, 0), 3)), "dst", 3 * 128),
    "vtrans_dst": ("vector", lambda at: Instruction("vtrans", ("f16", (0, at), (0, 0), 64, 128)), "dst",
                   64 * 128 * 2),
    # f16 mm m=4 k=2 n=3: A 4x2 sticks, B 128 x 3 sticks, C 4 x 192 fp32
    "mm_b": ("pe", lambda at: Instruction("mm", ("f16", (0, 0), (0, 0), (0, at), 4, 2, 3, 0)), "b", 128 * 3 * 128),
    "mmt_c": ("pe", lambda at: Instruction("mmt", ("f16", (0, at), (0, 0), (0, 0), 4, 2, 3, 0)), "c", 4 * 192 * 4),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_operand_extent_is_checked(case):
    unit, make, field, nbytes = CASES[case]
    assert scratchpad_bounds(_image(unit, make(LIMIT - nbytes)), CONFIG) == []
    (problem,) = scratchpad_bounds(_image(unit, make(LIMIT - nbytes + 128)), CONFIG)
    assert f"scratchpad operand {field!r}" in problem and f"{LIMIT + 128:#x}" in problem
