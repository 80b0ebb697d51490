"""One artifact for every size of a symbolic outer dimension (DESIGN §9, "symbolic dimensions").

The kernel is compiled statically on one core for a block of B rows of the symbolic dimension (the
"block program", pipeline.SYMBOLIC_BLOCK_ROWS) and for one row (the "row program"). `loop_over_symbol`
turns them into a card-wide image whose loop counts and offsets come from the correction block at
launch; each core runs one loop per program ("phase"), the block phase first:

    core c, every unit:   li rT, @<sym>.b8.<P>.<c>  ; this core's blocks: #{k < value // B : k % P == c}
                          li rR, c * B              ; the first row of its first block
                          loopr rT
                              <block program>        ; each `li rD, @arg` of an argument with the
                                                     ; symbolic dim is followed by
                                                     ;   muli rT, rR, <row bytes>; add rD, rD, rT
                              barrier                ; the next block reuses the scratchpad regions
                              addi rR, rR, P * B
                          endloop
                          li rT, @<sym>.t8.<P>.<c>  ; the rows after the last whole block: one per core
                          li rR, @<sym>.f8+c        ;   from row (value // B) * B + c
                          loopr rT ... <row program> ... endloop

Work division: whole blocks, then the remaining rows, are dealt round-robin to the P cores ("share"
slots the host computes from the symbol's value at launch: `spyre_runtime.artifact.share_value`); a
core with nothing to do skips its loop (loopr 0). The scratchpad plans are the two programs', which
hold for every size. An argument whose symbolic dim is its outermost device dim moves by whole rows;
one laid out (C, M, E) (stick columns above the symbol: a 2-d (M, N) over one stick) has each ld / st
split per column, the column's address computed from the symbol (checked by passes/symbolic.py).
When the block program cannot be looped, every row runs the row program (one phase, `<sym>.<P>.<c>`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from spyre_runtime.artifact import SCRATCH_SLOT
from spyre_runtime.card.image import ProgramImage
from spyre_runtime.card.isa import MAX_LOOP_DEPTH, OPCODES, UNITS, Instruction, make

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


@dataclass
class Phase:
    """One row program and how its loop walks the rows: `image` (core 0 only) computes
    `rows_per_iteration` consecutive rows; on core c the loop runs `count(c)` times (a slot name)
    from row `first(c)` ((slot name or None, rows added)) in steps of `step` rows."""
    image: ProgramImage
    slot_names: list
    rows_per_iteration: int
    count: Callable[[int], str]
    first: Callable[[int], tuple]
    step: int


def loop_over_symbol(phases: list[Phase], symbol: str, row_bytes: dict[str, int], num_cores: int,
                     scratch_bytes: int = 0, columns: dict | None = None) -> tuple[ProgramImage, list[str]]:
    """The phases' row programs looped over the rows of `symbol` on `num_cores` cores, one phase
    after the other on every core (see the module docstring).

    row_bytes: argument name -> device bytes between consecutive rows of it (arguments not listed
    are the same for every row: weights, broadcast operands). scratch_bytes: the device scratch of a
    core (fusion-local buffers of its rows: each core gets its own at core * scratch_bytes; the rows
    of one core take turns, ordered by the row loop's barrier). columns: argument name -> extra
    rows, for the arguments laid out with a dim of columns above the symbolic dim ((C, M, E), or a
    view into a storage of M + extra rows per column): column c of row r is at (c * (M + extra) +
    r) * row_bytes, so each ld / st of theirs is split per column, its address computed from the
    symbol's value (li @symbol; muli; add). Returns the image and its slot names."""
    names = [symbol]
    for ph in phases:
        if any(core != 0 for core, _ in ph.image.programs):
            raise SpyreCompileError("spyre compiler: symbolic kernel: the row program must run on core 0 alone")
        names += [n for n in ph.slot_names if n not in names]
    for ph in phases:
        for c in range(num_cores):
            for n in (ph.count(c), ph.first(c)[0]):
                if n is not None and n not in names:
                    names.append(n)
    slot = {n: i for i, n in enumerate(names)}
    units = sorted({unit for ph in phases for _, unit in ph.image.programs}, key=UNITS.index)
    prepared = []  # per phase: {unit: (body, r_row, r_tmp)}, slot map
    for ph in phases:
        bodies, barriers = {}, {}
        for unit in units:
            instrs = ph.image.programs.get((0, unit), [])
            regs, barriers[unit] = _check_body(f"core 0 {unit}", instrs)
            free = [r for r in range(7, 0, -1) if r not in regs]
            if len(free) < 2:
                raise SpyreCompileError(f"spyre compiler: symbolic kernel: the {unit} unit's row program uses "
                                        f"{len(regs - {0})} registers; the row loop needs 2 free")
            bodies[unit] = (list(instrs), free[0], free[1])
        # every unit must meet the same barriers in every row: a unit that passes fewer (it finished
        # early in the row program, where the others' later barriers did not wait for it) waits at
        # the end of its row for the barriers it would have skipped
        most = max(barriers.values())
        for unit, (instrs, r_row, r_tmp) in bodies.items():
            bodies[unit] = (instrs + [make("barrier")] * (most - barriers[unit]), r_row, r_tmp)
        remap = {i: slot[n] for i, n in enumerate(ph.slot_names)}
        prepared.append((ph, bodies, remap))
    columns = columns or {}
    sym_slot, scratch_slot = slot[symbol], slot.get(SCRATCH_SLOT)
    programs = {}
    for c in range(num_cores):
        for unit in units:
            out = []
            for ph, bodies, remap in prepared:
                instrs, r_row, r_tmp = bodies[unit]
                out += _phase_loop(ph, c, instrs, r_row, r_tmp, remap, slot, sym_slot, scratch_slot,
                                   scratch_bytes, row_bytes, columns)
            programs[(c, unit)] = out
    return ProgramImage(programs, len(names)), names


def _phase_loop(ph, c, instrs, r_row, r_tmp, remap, slot, sym_slot, scratch_slot, scratch_bytes, row_bytes,
                columns) -> list:
    first_slot, first_add = ph.first(c)
    out = [make("li", rd=r_tmp, slot=slot[ph.count(c)], imm=0),
           make("li", rd=r_row, slot=slot[first_slot], imm=first_add) if first_slot is not None
           else make("li", rd=r_row, slot=None, imm=first_add),
           make("loopr", rs=r_tmp)]
    names = ph.slot_names
    holds = {}  # register -> (argument name, addend) of a column-laid argument it points into
    for ins in instrs:
        if ins.op == "li" and ins.arg("slot") is not None:
            name = names[ins.arg("slot")]
            imm = ins.arg("imm") + (c * scratch_bytes if name == SCRATCH_SLOT else 0)
            ins = make("li", rd=ins.arg("rd"), slot=remap[ins.arg("slot")], imm=imm)
        else:
            name = None
        if columns:
            written = [v for f, v in zip(OPCODES[ins.op].fields, ins.args) if f.kind == "reg" and f.name == "rd"]
            if ins.op == "li":
                holds.pop(ins.arg("rd"), None)
            elif any(r in holds for r in written):
                raise SpyreCompileError(f"spyre compiler: symbolic kernel: a unit moves a column argument's base "
                                        f"register ({ins.op})")
            base = ins.arg(_DEV_FIELD[ins.op])[0] if ins.op in _DEV_FIELD else None
            if base in holds:
                arg, addend = holds[base]
                rb, extra = row_bytes[arg], columns[arg]
                for col, within, sp, n in _split_by_column(ins, addend, rb * (ph.rows_per_iteration + extra)):
                    reg = base
                    if col:
                        out += [make("li", rd=r_tmp, slot=sym_slot, imm=0),
                                make("muli", rd=r_tmp, rs=r_tmp, imm=col * rb),
                                make("add", rd=r_tmp, rs=r_tmp, rt=base)]
                        reg = r_tmp
                    dev = (reg, within - addend + col * extra * rb)
                    out.append(make("ld", dst=sp, src=dev, sticks=n, rows=1, stride=0) if ins.op == "ld"
                               else make("st", dst=dev, src=sp, sticks=n, rows=1, stride=0))
                continue
            if any(f.kind == "dev" and v[0] in holds for f, v in zip(OPCODES[ins.op].fields, ins.args)):
                raise SpyreCompileError(f"spyre compiler: symbolic kernel: {ins.op} on a column argument")
        if ins.op in ("wait", "signal"):
            _, peer_unit, ch = ins.arg("q")
            out.append(Instruction(ins.op, ((c, peer_unit, ch),)))
            continue
        out.append(ins)
        if name in columns:
            holds[ins.arg("rd")] = (name, ins.arg("imm"))
        if name in row_bytes:
            rd = ins.arg("rd")
            out.append(make("muli", rd=r_tmp, rs=r_row, imm=row_bytes[name]))
            out.append(make("add", rd=rd, rs=rd, rt=r_tmp))
    out += [make("barrier"), make("addi", rd=r_row, rs=r_row, imm=ph.step), make("endloop")]
    return out


def _affine(vals, values):
    """(a, c) with vals[k] == a * values[k] + c for every k, else None."""
    dv = values[1] - values[0]
    if (vals[1] - vals[0]) % dv:
        return None
    a = (vals[1] - vals[0]) // dv
    c = vals[0] - a * values[0]
    return (a, c) if all(v == a * x + c for v, x in zip(vals, values)) else None


# instructions whose count field has a register form: op -> (field, register op)
_REGISTER_COUNT = {"ld": ("rows", "ldr"), "ring": ("sticks", "ringr")}


def mask_from_symbol(images: list[ProgramImage], values: list[int], sym_slot: int, num_slots: int) -> ProgramImage:
    """One image for every value L of a symbol along the stick dim within one stick bucket: `images`
    are the kernel compiled at each of `values`; they must be the same instructions except fields
    affine in L that have a register form: a lane mask `vlti.i32 d, a, L + c` -> `vltr.i32 d, a, rS,
    imm=c`; an `ld` of a*L + c rows -> `ldr` (the rows of a buffer whose outer dim is L); a `ring`
    of a*L + c sticks -> `ringr`; a scratchpad operand at offset a*L + c based on r0 -> (rX, 0) (the
    zero rows after L rows). Each register holding a*L (+ c) is set once at the start of the unit's
    program from the symbol's slot (li @sym_slot; muli; addi), in registers the program does not
    use. A device address that moves (an ld / st at base + a*L + c, an argument's `li @slot + a*L +
    c`: a view placed L rows into its storage) gets base + a*L computed in a scratch register just
    before it; one row of L sticks is loaded as L rows of one stick (ldr). Else SpyreCompileError naming the first instruction that differs otherwise."""
    first = images[0]
    if any(set(im.programs) != set(first.programs) for im in images):
        raise SpyreCompileError("spyre compiler: symbolic length: the programs run on other units per size")
    programs = {}
    for key, instrs in first.programs.items():
        others = [im.programs[key] for im in images[1:]]
        if any(len(o) != len(instrs) for o in others):
            raise SpyreCompileError(f"spyre compiler: symbolic length: {key} has another program length per size")
        free = sorted(set(range(1, 8)) - set().union(*(_registers(i) for i in instrs)))
        regs = {}  # (a, c) -> register holding a * L + c
        scratch = []  # the register a moving device address is computed in, just before its use

        def take(last: bool) -> int:
            left = [r for r in free if r not in regs.values() and r not in scratch]
            if not left:
                raise SpyreCompileError(f"spyre compiler: symbolic length: {key} has no free register")
            return left[-1] if last else left[0]

        def reg_for(a, c):
            if (a, c) not in regs:
                regs[(a, c)] = take(last=False)
            return regs[(a, c)]

        def moved_address(a, base_reg=None, slot=None, imm=0):
            """Instructions leaving base + a * L in the scratch register (base: a register, or an
            argument slot's address + imm), and that register."""
            if not scratch:
                scratch.append(take(last=True))
            (r,) = scratch
            code = [make("li", rd=r, slot=sym_slot, imm=0)]
            if a != 1:
                code.append(make("muli", rd=r, rs=r, imm=a))
            if slot is not None:  # (the slot's address + its immediate, then + a * L)
                return r, code + [make("li", rd=base_reg, slot=slot, imm=imm), make("add", rd=base_reg, rs=base_reg, rt=r)]
            return r, code + [make("add", rd=r, rs=r, rt=base_reg)]

        out = []
        for pc, ins in enumerate(instrs):
            variants = [ins] + [o[pc] for o in others]
            if ins.op == "ld" and all(v.op == "ld" for v in variants):
                # (a one-row ld is emitted with stride 0: any stride is the same one row)
                strides = {v.arg("stride") for v in variants if v.arg("rows") != 1}
                if len(strides) == 1:
                    (stride,) = strides
                    variants = [make("ld", dst=v.arg("dst"), src=v.arg("src"), sticks=v.arg("sticks"),
                                     rows=v.arg("rows"), stride=stride) for v in variants]
                    ins = variants[0]
                elif all(v.arg("rows") == 1 for v in variants) and len({v.arg("sticks") for v in variants}) > 1:
                    # one row of L sticks is L rows of one stick, 128 bytes apart: the rows form
                    # has a register count (ldr)
                    variants = [make("ld", dst=v.arg("dst"), src=v.arg("src"), sticks=1, rows=v.arg("sticks"),
                                     stride=STICK) for v in variants]
                    ins = variants[0]
            if all(v == ins for v in variants[1:]):
                out.append(ins)
                continue

            def no(why):
                raise SpyreCompileError(f"spyre compiler: symbolic length: {key} pc {pc} ({ins.op}) differs between "
                                        f"sizes: {why}")

            if any(v.op != ins.op for v in variants):
                no("another opcode")
            fields = OPCODES[ins.op].fields
            if ins.op == "li" and all(v.arg("rd") == ins.arg("rd") and v.arg("slot") == ins.arg("slot")
                                      and v.arg("slot") is not None for v in variants):
                # an argument's address + a*L + c (a view that starts a symbolic number of rows in)
                ac = _affine([v.arg("imm") for v in variants], values)
                if ac is None:
                    no("the address offset is not affine in the symbol")
                out += moved_address(ac[0], ins.arg("rd"), ins.arg("slot"), ac[1])[1]
                continue
            new, before = {}, []
            count_field, reg_op = _REGISTER_COUNT.get(ins.op, (None, None))
            for k, f in enumerate(fields):
                vals = [v.args[k] for v in variants]
                if all(x == vals[0] for x in vals):
                    new[f.name] = vals[0]
                    continue
                if f.kind == "dev":
                    # a device address whose offset moves with L (a view of a grown KV cache: its
                    # heads (M + 1) rows apart, its first row at M): computed before the access
                    if any(x[0] != vals[0][0] for x in vals) or before:
                        no(f"{f.name} moves with another base register")
                    ac = _affine([x[1] for x in vals], values)
                    if ac is None:
                        no(f"{f.name} is not affine in the symbol")
                    r, before = moved_address(ac[0], vals[0][0])
                    new[f.name] = (r, ac[1])
                    continue
                if f.kind == "sp":
                    if any(x[0] != 0 for x in vals):
                        no(f"{f.name} moves and has a base register")
                    ac = _affine([x[1] for x in vals], values)
                    if ac is None:
                        no(f"{f.name} is not affine in the symbol")
                    new[f.name] = (reg_for(*ac), 0)
                    continue
                ac = _affine(vals, values)
                if ac is None:
                    no(f"{f.name} is not affine in the symbol")
                if ins.op == "vlti" and f.name == "imm" and ins.arg("dt") == "i32" and ac[0] == 1:
                    new["vltr"] = ac[1]
                elif f.name == count_field:
                    new[reg_op] = reg_for(*ac)
                else:
                    no(f"{f.name} has no register form")
            if "vltr" in new:
                ins = make("vltr", dt="i32", dst=new["dst"], a=new["a"], rs=reg_for(1, 0), imm=new["vltr"], n=new["n"])
            elif reg_op in new:
                rs = new.pop(reg_op)
                ins = make(reg_op, rs=rs, **new)
            else:
                ins = make(ins.op, **new)
            out += before + [ins]
        setup = []
        for (a, c), r in regs.items():
            setup.append(make("li", rd=r, slot=sym_slot, imm=0))
            if a != 1:
                setup.append(make("muli", rd=r, rs=r, imm=a))
            if c:
                setup.append(make("addi", rd=r, rs=r, imm=c))
        programs[key] = setup + out
    return ProgramImage(programs, num_slots)
