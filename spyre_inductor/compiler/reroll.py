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


def _used_regs(instrs) -> set:
    regs = {0}
    for ins in instrs:
        for f, v in zip(_fields(ins), ins.args):
            if f.kind == "reg":
                regs.add(v)
            elif f.kind in ("dev", "sp"):
                regs.add(v[0])
    return regs


def reroll(instrs: list, marks: list, period: int) -> list:
    """instrs: one unit's instructions; marks: index of the first instruction of each point block
    (ascending, within instrs); period: points per repeating block (e.g. the double-buffer depth).
    Returns the new instruction list."""
    if period < 1 or len(marks) < 3 * period:
        return instrs
    bounds = list(marks) + [len(instrs)]
    blocks_at = lambda k: instrs[bounds[k]:bounds[k + period]]  # noqa: E731
    for start in range(0, 2 * period + 1):
        # the longest run of period-blocks from `start` that all match the first one
        first = start
        if first + 2 * period > len(marks):
            break
        base = blocks_at(first)
        step1 = _block_deltas(base, blocks_at(first + period), 1)
        if step1 is None:
            continue
        trips = 1
        while first + (trips + 1) * period <= len(marks):
            if _block_deltas(base, blocks_at(first + trips * period), trips) != step1:
                break
            trips += 1
        if trips < 3:
            continue
        return _emit_loop(instrs, bounds, first, period, trips, base, step1)
    return instrs


def _emit_loop(instrs, bounds, first, period, trips, base, steps):
    free = [r for r in range(1, NUM_REGS) if r not in _used_regs(instrs)]
    sp_moves = {k: s for k, s in steps.items() if k[0] == "sp" and s}
    # one register per distinct scratchpad step (operands moving together share it)
    sp_regs = {}
    for step in sorted(set(sp_moves.values())):
        if not free:
            return instrs  # no register left: keep the unrolled form
        sp_regs[step] = free.pop(0)
    body = []
    for pos, ins in enumerate(base):
        args = list(ins.args)
        for fi, f in enumerate(_fields(ins)):
            step = sp_moves.get(("sp", pos, fi))
            if step:
                reg, off = args[fi]
                args[fi] = (sp_regs[step], off)
        body.append(Instruction(ins.op, tuple(args)))
    dev_moves = [(key[1], step) for key, step in steps.items() if key[0] == "dev" and step]
    sp_moves_by_reg = [(reg, step) for step, reg in sp_regs.items()]
    out = list(instrs[:bounds[first]])
    out += [Instruction("li", (reg, None, 0)) for reg in sp_regs.values()]
    out.append(Instruction("loop", (trips,)))
    out += body
    out += [Instruction("addi", (reg, reg, step)) for reg, step in dev_moves + sp_moves_by_reg]
    out.append(Instruction("endloop", ()))
    # device base registers back where the unrolled code after the loop expects them
    out += [Instruction("addi", (reg, reg, -step * trips)) for reg, step in dev_moves]
    out += list(instrs[bounds[first + trips * period]:])
    for ins in out[bounds[first]:bounds[first] + len(body) + 2 * len(steps) + 4]:
        encode(ins)  # every new instruction fits its fields
    return out
