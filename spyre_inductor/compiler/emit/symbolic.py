"""One artifact for every size of a symbolic outer dimension (DESIGN §9, "symbolic dimensions").

The kernel is compiled once, statically, for ONE index of the symbolic dimension on one core (the
"row program": every unit's program for row 0). `loop_over_symbol` then turns that image into a
card-wide one whose loop counts and offsets come from the correction block at launch:

    core c, every unit:   li rT, @<sym>.<P>.<c>     ; this core's rows: #{r < value : r % P == c}
                          li rR, c                  ; the row index
                          loopr rT
                              <row program>          ; each `li rD, @arg` of an argument with the
                                                     ; symbolic dim is followed by
                                                     ;   muli rT, rR, <row bytes>; add rD, rD, rT
                              barrier                ; the next row reuses the scratchpad regions
                              addi rR, rR, P
                          endloop

Work division: rows are dealt round-robin to the P cores (a "share" slot per core, which the host
computes from the symbol value at launch: `spyre_runtime.artifact.share_value`); a core with no row
skips its loop (loopr 0). The scratchpad plan is the row program's, which holds for every size; the
device offsets grow by whole rows, so the symbolic dimension must be the outermost device dimension
of every argument that has it (checked by the caller, passes/symbolic.py).
"""

from __future__ import annotations

from spyre_runtime.artifact import share_slot_name
from spyre_runtime.card.image import ProgramImage
from spyre_runtime.card.isa import MAX_LOOP_DEPTH, OPCODES, Instruction, make

from ..passes.symbolic import SymbolicUnsupported as SpyreCompileError  # (the frontend then specializes)


def _registers(ins: Instruction) -> set[int]:
    regs = set()
    for f, v in zip(OPCODES[ins.op].fields, ins.args):
        if f.kind == "reg":
            regs.add(v)
        elif f.kind in ("sp", "dev"):
            regs.add(v[0])
    return regs


def _check_body(unit_key, instrs) -> tuple[set[int], int]:
    """(registers used, barriers per run) of one unit's row program; SpyreCompileError when it
    cannot be looped (a cross-core transfer, a register-count loop, loops nested too deep)."""
    regs, depth, deepest, barriers, mult = set(), 0, 0, 0, [1]
    for ins in instrs:
        regs |= _registers(ins)
        if ins.op == "ring" or ins.op == "loopr":
            raise SpyreCompileError(f"spyre compiler: symbolic kernel: {unit_key} uses {ins.op}")
        if ins.op in ("wait", "signal") and ins.arg("q")[0] != 0:
            raise SpyreCompileError(f"spyre compiler: symbolic kernel: {unit_key} talks to another core")
        if ins.op == "loop":
            depth += 1
            deepest = max(deepest, depth)
            mult.append(mult[-1] * ins.arg("count"))
        elif ins.op == "endloop":
            depth -= 1
            mult.pop()
        elif ins.op == "barrier":
            barriers += mult[-1]
    if deepest >= MAX_LOOP_DEPTH:
        raise SpyreCompileError(f"spyre compiler: symbolic kernel: {unit_key} nests {deepest} loops "
                                f"(the row loop needs one more; at most {MAX_LOOP_DEPTH})")
    return regs, barriers


_DEV_FIELD = {"ld": "src", "st": "dst"}
STICK = 128


def _split_by_column(ins: Instruction, reg_addend: int, row_bytes: int):
    """The sticks of an ld / st of the row program on a column-laid buffer ((C, 1, ...) at one row),
    grouped into runs that stay in one column: [(column, offset within the row, sp operand, sticks)]."""
    dev_field = _DEV_FIELD[ins.op]
    (_, off) = ins.arg(dev_field)
    sp_field = "dst" if ins.op == "ld" else "src"
    sp_reg, sp_off = ins.arg(sp_field)
    sticks, rows, stride = ins.arg("sticks"), ins.arg("rows"), ins.arg("stride")
    runs = []
    for r in range(rows):
        for k in range(sticks):
            col, within = divmod(reg_addend + off + r * stride + k * STICK, row_bytes)
            sp = sp_off + (r * sticks + k) * STICK
            last = runs[-1] if runs else None
            if last and last[0] == col and last[1] + last[3] * STICK == within and last[2] + last[3] * STICK == sp:
                last[3] += 1
            else:
                runs.append([col, within, sp, 1])
    return [(c, w, (sp_reg, sp), n) for c, w, sp, n in runs]


def loop_over_symbol(image: ProgramImage, slot_names: list[str], symbol: str, row_bytes: dict[int, int],
                     num_cores: int, scratch: tuple[int, int] | None = None,
                     columns: frozenset = frozenset()) -> tuple[ProgramImage, list[str]]:
    """The row program `image` (core 0 only) looped over the rows of `symbol` on `num_cores` cores.

    row_bytes: slot -> device bytes between consecutive rows of that argument (slots not listed
    are the same for every row: weights, broadcast operands). scratch: (slot, bytes) of the row
    program's device scratch (fusion-local buffers of one row): each core gets its own copy, at
    core * bytes (the rows of one core take turns, ordered by the row loop's barrier). Returns the
    image and its slot names (the row program's, then one share slot per core). columns: slots of
    arguments laid out with their stick columns above the symbolic dim ((C, M, E)): column c of row
    r is at (c * M + r) * row_bytes, so each ld / st of theirs is split per column, its address
    computed from the symbol's value (li @symbol; muli; add)."""
    if any(core != 0 for core, _ in image.programs):
        raise SpyreCompileError("spyre compiler: symbolic kernel: the row program must run on core 0 alone")
    bodies = {}
    barriers = set()
    for (core, unit), instrs in image.programs.items():
        regs, n_barriers = _check_body(f"core {core} {unit}", instrs)
        free = [r for r in range(7, 0, -1) if r not in regs]
        if len(free) < 2:
            raise SpyreCompileError(f"spyre compiler: symbolic kernel: the {unit} unit's row program uses "
                                    f"{len(regs - {0})} registers; the row loop needs 2 free")
        bodies[unit] = (instrs, free[0], free[1])
        barriers.add(n_barriers)
    # every unit must meet the same barriers in every row: a unit that passes fewer (it finished
    # early in the row program, where the others' later barriers did not wait for it) waits at the
    # end of its row for the barriers it would have skipped
    most = max(barriers)
    for unit, (instrs, r_row, r_tmp) in list(bodies.items()):
        n = _check_body(unit, instrs)[1]
        if n < most:
            bodies[unit] = (list(instrs) + [make("barrier")] * (most - n), r_row, r_tmp)
    names = list(slot_names)
    sym_slot = names.index(symbol)
    shares = []
    for c in range(num_cores):
        names.append(share_slot_name(symbol, num_cores, c))
        shares.append(len(names) - 1)
    programs = {}
    for c in range(num_cores):
        for unit, (instrs, r_row, r_tmp) in bodies.items():
            out = [make("li", rd=r_tmp, slot=shares[c], imm=0), make("li", rd=r_row, slot=None, imm=c),
                   make("loopr", rs=r_tmp)]
            holds = {}  # register -> addend of the column-laid argument it points into
            for ins in instrs:
                if columns:
                    written = [v for f, v in zip(OPCODES[ins.op].fields, ins.args) if f.kind == "reg" and f.name == "rd"]
                    if ins.op == "li":
                        holds.pop(ins.arg("rd"), None)
                    elif any(r in holds for r in written):
                        raise SpyreCompileError(f"spyre compiler: symbolic kernel: the {unit} unit moves a column "
                                                f"argument's base register ({ins.op})")
                    base = ins.arg(_DEV_FIELD[ins.op])[0] if ins.op in _DEV_FIELD else None
                    if base in holds:
                        rb = row_bytes[holds[base][0]]
                        for col, within, sp, n in _split_by_column(ins, holds[base][1], rb):
                            reg = base
                            if col:
                                out += [make("li", rd=r_tmp, slot=sym_slot, imm=0),
                                        make("muli", rd=r_tmp, rs=r_tmp, imm=col * rb),
                                        make("add", rd=r_tmp, rs=r_tmp, rt=base)]
                                reg = r_tmp
                            dev = (reg, within - holds[base][1])
                            out.append(make("ld", dst=sp, src=dev, sticks=n, rows=1, stride=0) if ins.op == "ld"
                                       else make("st", dst=dev, src=sp, sticks=n, rows=1, stride=0))
                        continue
                    if any(f.kind == "dev" and v[0] in holds for f, v in zip(OPCODES[ins.op].fields, ins.args)):
                        raise SpyreCompileError(f"spyre compiler: symbolic kernel: {ins.op} on a column argument")
                if ins.op in ("wait", "signal"):
                    _, peer_unit, ch = ins.arg("q")
                    out.append(Instruction(ins.op, ((c, peer_unit, ch),)))
                    continue
                if scratch is not None and ins.op == "li" and ins.arg("slot") == scratch[0]:
                    ins = make("li", rd=ins.arg("rd"), slot=scratch[0], imm=ins.arg("imm") + c * scratch[1])
                out.append(ins)
                if ins.op == "li" and ins.arg("slot") in columns:
                    holds[ins.arg("rd")] = (ins.arg("slot"), ins.arg("imm"))
                if ins.op == "li" and ins.arg("slot") in row_bytes:
                    rd = ins.arg("rd")
                    out.append(make("muli", rd=r_tmp, rs=r_row, imm=row_bytes[ins.arg("slot")]))
                    out.append(make("add", rd=rd, rs=rd, rt=r_tmp))
            out += [make("barrier"), make("addi", rd=r_row, rs=r_row, imm=num_cores), make("endloop")]
            programs[(c, unit)] = out
    return ProgramImage(programs, len(names)), names
