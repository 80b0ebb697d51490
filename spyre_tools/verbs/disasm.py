"""disasm: the canonical program text of an artifact, per core and unit, filterable."""

from __future__ import annotations

from spyre_runtime.artifact import load_image
from spyre_runtime.card import ProgramImage, disassemble
from spyre_runtime.card.isa import UNITS
from spyre_runtime.config import HardwareConfig

from ..artifacts import ToolError, open_set, read_kernel

SUMMARY = "print the canonical program text, per core and unit"
DESCRIPTION = """\
Decode program.bin with the card's disassembler and print the canonical text (the syntax of
docs/ISA.md; exactly what program.s holds). --core and --unit keep only the matching programs.
For a directory of artifacts each kernel's text follows a '; kernel NAME' line."""
EPILOG = """\
examples:
  spyre-compile disasm artifacts/add_f16
  spyre-compile disasm artifacts/matmul_f16 --core 1 --unit pe
  spyre-compile disasm artifacts/add_f16 --core 0 --unit load --numbered
  spyre-compile disasm out/gelu --kernel spyre_k0 --unit vector
"""


def add_arguments(p):
    p.add_argument("artifact", metavar="ARTIFACT", help="artifact directory or directory of artifacts")
    p.add_argument("--core", type=int, action="append", metavar="N", help="only core N (repeatable)")
    p.add_argument("--unit", action="append", choices=UNITS, help="only this unit (repeatable)")
    p.add_argument("--kernel", metavar="NAME", help="only this kernel of a directory of artifacts")
    p.add_argument("-n", "--numbered", action="store_true",
                   help="prefix each instruction with its index in its program (what relocations and faults "
                        "name, e.g. c0.load#4); the text is then no longer canonical")


def program_text(art, cores=None, units=None) -> str:
    """The disassembly of the artifact's image, restricted to the given cores and units."""
    image = load_image(art)
    if cores is None and units is None:
        return disassemble(image)
    keep = {key: ins for key, ins in image.programs.items()
            if (cores is None or key[0] in cores) and (units is None or key[1] in units)}
    return disassemble(ProgramImage(keep, image.num_slots))


def numbered(text: str) -> str:
    """Program text with each instruction line prefixed by its index within its .program block."""
    out, pc = [], 0
    for line in text.splitlines():
        if line.startswith(".program"):
            pc = 0
        elif line.startswith("    "):
            line = f"{pc:5d}  {line.strip()}"
            pc += 1
        out.append(line)
    return "\n".join(out) + "\n"


def run(args) -> int:
    config = HardwareConfig.from_env()
    aset = open_set(args.artifact).select(args.kernel)
    cores = set(args.core) if args.core else None
    units = set(args.unit) if args.unit else None
    shown = 0
    for k in aset.kernels:
        art = read_kernel(k, config)
        if not aset.single:
            print(f"; kernel {k.name}")
        have = {c.core for c in art.cores}
        if cores is not None and aset.single and not cores & have:
            raise ToolError(f"{k.directory}: no program on core {', '.join(map(str, sorted(cores)))} "
                            f"(cores used: {', '.join(map(str, sorted(have)))})")
        text = program_text(art, cores, units)
        shown += text.count(".program ")
        print(numbered(text) if args.numbered else text, end="")
    if shown == 0 and (cores is not None or units is not None):
        raise ToolError("no program matches --core/--unit")
    return 0
