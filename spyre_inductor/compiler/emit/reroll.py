"""Loop rerolling: codegen emits one block of instructions per row point; where consecutive blocks
are the same up to address offsets that advance by a constant step, they become one counted loop
whose body is the first block, with `addi` moving the base registers each trip (and moving them
back after the loop, so the code after it keeps its absolute offsets).

Device operands already address through a base register per buffer; scratchpad operands based on
r0 get a free register of the unit when their offset advances. Programs keep their meaning exactly
(tests run the same kernels on the card with and without rerolling); only their length changes.
"""

from __future__ import annotations

from spyre_runtime.card.isa import NUM_REGS, OPCODES, Instruction, encode


def _fields(ins: Instruction):
    return OPCODES[ins.op].fields


def _block_deltas(base: list, other: list, trips: int):
    """Per-operand offset steps that turn block `base` into `other` (`trips` blocks later), or None.

    Returns {("dev", reg) or ("sp", position): step} for every address operand that moves."""
    if len(base) != len(other):
        return None
    steps = {}
    for pos, (a, b) in enumerate(zip(base, other)):
        if a.op != b.op:
            return None
        for fi, (f, va, vb) in enumerate(zip(_fields(a), a.args, b.args)):
            if va == vb:
                if f.kind in ("dev", "sp"):
                    key = ("dev", va[0]) if f.kind == "dev" else ("sp", pos, fi)
                    if steps.setdefault(key, 0) != 0:
                        return None
                continue
            if f.kind not in ("dev", "sp") or va[0] != vb[0] or (vb[1] - va[1]) % trips:
                return None
            step = (vb[1] - va[1]) // trips
            key = ("dev", va[0]) if f.kind == "dev" else ("sp", pos, fi)
            if steps.setdefault(key, step) != step:
                return None
    return steps


# per opcode: positions of its register fields and of its address fields (register, offset)
_REG_FIELDS = {name: (tuple(i for i, f in enumerate(o.fields) if f.kind == "reg"),
                      tuple(i for i, f in enumerate(o.fields) if f.kind in ("dev", "sp")))
               for name, o in OPCODES.items()}


def _used_regs(instrs) -> set:
    regs = {0}
    add = regs.add
    for ins in instrs:
        plain, addr = _REG_FIELDS[ins.op]
        args = ins.args
        for i in plain:
            add(args[i])
        for i in addr:
            add(args[i][0])
    return regs


def reroll(instrs: list, marks: list, period: int, min_trips: int = 2) -> list:
    """instrs: one unit's instructions; marks: index of the first instruction of each point block
    (ascending, within instrs); period: points per repeating block (e.g. the double-buffer depth).
    Scans the blocks in order and turns every run of >= min_trips matching blocks into a loop.
    Returns the new instruction list."""
    if period < 1 or len(marks) < min_trips * period:
        return instrs
    bounds = list(marks) + [len(instrs)]
    free = None  # registers the unit never uses: found once, when the first loop needs them
    block = lambda k: instrs[bounds[k]:bounds[k + period]]  # noqa: E731
    out = list(instrs[:bounds[0]])
    k = 0
    while k < len(marks):
        trips, steps = 0, None
        if k + 2 * period <= len(marks):
            base = block(k)
            steps = _block_deltas(base, block(k + period), 1)
            if steps is not None:
                trips = 2
                while k + (trips + 1) * period <= len(marks) and \
                        _block_deltas(base, block(k + trips * period), trips) == steps:
                    trips += 1
        loop = None
        if trips >= min_trips:
            if free is None:
                used = _used_regs(instrs)
                free = [r for r in range(1, NUM_REGS) if r not in used]
            loop = _loop(base, steps, trips, free)
        if loop is None:
            out += instrs[bounds[k]:bounds[k + 1]]
            k += 1
        else:
            out += loop
            k += trips * period
    return out


def _loop(base, steps, trips, free):
    """The loop replacing `trips` repetitions of `base` (None when registers run out)."""
    sp_moves = {k: s for k, s in steps.items() if k[0] == "sp" and s}
    # one register per distinct scratchpad step (operands moving together share it)
    sp_regs = {}
    for step in sorted(set(sp_moves.values())):
        if len(sp_regs) == len(free):
            return None  # no register left: keep the unrolled form
        sp_regs[step] = free[len(sp_regs)]
    body = []
    for pos, ins in enumerate(base):
        args = list(ins.args)
        for fi, f in enumerate(_fields(ins)):
            step = sp_moves.get(("sp", pos, fi))
            if step:
                args[fi] = (sp_regs[step], args[fi][1])
        body.append(Instruction(ins.op, tuple(args)))
    dev_moves = [(key[1], step) for key, step in steps.items() if key[0] == "dev" and step]
    out = [Instruction("li", (reg, None, 0)) for reg in sp_regs.values()]
    out.append(Instruction("loop", (trips,)))
    out += body
    out += [Instruction("addi", (reg, reg, step)) for reg, step in dev_moves]
    out += [Instruction("addi", (reg, reg, step)) for step, reg in sp_regs.items()]
    out.append(Instruction("endloop", ()))
    # device base registers back where the unrolled code after the loop expects them
    out += [Instruction("addi", (reg, reg, -step * trips)) for reg, step in dev_moves]
    for ins in out:
        encode(ins)  # every new instruction fits its fields
    return out
