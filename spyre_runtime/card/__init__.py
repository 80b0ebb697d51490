"""The simulated Spyre card: ISA, encoding, program builder, the two engines (reference and fast) and timing model.

docs/ISA.md describes the instruction set, the text form and the program image.
"""

from .asm import assemble, disassemble, format_instruction, parse_instruction  # noqa: F401
from .builder import ProgramBuilder, Queue  # noqa: F401
from .image import ProgramImage, Relocation  # noqa: F401
from .isa import DTYPES, OPCODES, UNITS, Instruction, decode, encode  # noqa: F401
from .machine import ENGINES, Card, CardKernel  # noqa: F401
from .simulator import PreparedImage  # noqa: F401
from .timing import RunReport, TimingModel, roofline_cycles  # noqa: F401
