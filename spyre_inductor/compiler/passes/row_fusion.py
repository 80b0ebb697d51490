"""Row passes fused into one stage: a softmax, a layer norm, an RMS norm read each row once.

Inductor hands a kernel such as softmax(x * 2) as three stages over the same rows: `amax` of
x * 2 (a within-row reduction stored to a local buffer), `sum` of exp(x * 2 - max) (another), and
the pointwise exp(x * 2 - max) / sum, each loading the row and recomputing its producers. When
every row fits one row point, `fuse_row_passes` turns such a run of stages into ONE pointwise stage
over (iteration dims..., row dim): each reduction becomes a `row_reduce` (the row's reduction,
broadcast back along the row: the value the next stage loaded per row), the local buffers that
carried it between stages disappear, and identical ops (the row's loads, x * 2, exp(...)) are
computed once (common subexpressions). The card then loads each row once and keeps it and its
intermediates in the scratchpad for all passes. The ops are the same instructions the separate
stages ran, so the results are the same bits.

A run is fused only when it is safe and pays: its stages are plain row stages in order (one
reduction dim, the same iteration sizes), each reduction's result leaves its stage only through a
`store_reduction` into a local buffer read by later stages of the run at exactly that index, no
stage of the run loads what another one stores otherwise, the run ends with a pointwise stage over
(iteration dims..., reduction dim), and the fused stage plans as unchunked rows along that dim
whose buffers fit the scratchpad. Otherwise the stages stay as they were.
"""

from __future__ import annotations

from ..ir.kernel_ir import POINTWISE, Kernel, Op, Stage, iter_symbol, reduce_symbol, replace
from .layout import LayoutConstraintError
from .plan import plan_stage

ENABLED = True  # module switch (tests compare with the unfused programs; flip it inside kernel_cache.disabled())
ROW_REDUCTIONS = ("sum", "max", "min", "any")  # reductions the vector unit combines within a row
_PLAIN = {"load", "const", "index", "reduce", "store", "store_reduction", *POINTWISE}


def _row_stage_shape(stage: Stage):
    """(iteration sizes, row length, is a reduction) of a plain row stage, else None."""
    if type(stage) is not Stage or any(op.opcode not in _PLAIN for op in stage.ops):
        return None
    if len(stage.reduce_sizes) == 1:
        if any(op.opcode == "reduce" and op.value not in ROW_REDUCTIONS for op in stage.ops):
            return None
        if any(op.opcode == "store" for op in stage.ops):
            return None
        return tuple(stage.iter_sizes), stage.reduce_sizes[0], True
    if not stage.reduce_sizes and len(stage.iter_sizes) >= 2 \
            and not any(op.opcode in ("reduce", "store_reduction") for op in stage.ops):
        return tuple(stage.iter_sizes[:-1]), stage.iter_sizes[-1], False
    return None


def _fuse_run(run: list[Stage], kernel: Kernel, readers: dict):
    """(the run as one pointwise stage, the local buffers it no longer needs), or None where a
    condition (module docstring) fails."""
    outer, length, _ = _row_stage_shape(run[-1])
    row_var = iter_symbol(len(outer))
    names = {s.name for s in run}
    carried = {}  # local buffer written by a store_reduction in the run -> (index, the value's new name)
    written = set()
    ops: list[Op] = []
    known = {}  # an op's fields without its result -> the result of the first such op (CSE)
    dtypes = {}  # the fused stage's values -> their dtypes
    counter = 0
    for stage in run:
        rename = {}
        subst = {reduce_symbol(0): row_var} if stage.reduce_sizes else {}
        for op in stage.ops:
            index = op.index.xreplace(subst) if subst and hasattr(op.index, "xreplace") else op.index
            operands = tuple(rename[o] for o in op.operands)
            mask = rename[op.mask] if op.mask else None
            if op.opcode == "store_reduction":
                buf = kernel.buffers[op.buffer]
                if buf.role != "local" or op.value == "add" or op.buffer in carried \
                        or any(r not in names for r in readers.get(op.buffer, ())) \
                        or dtypes[operands[0]] != buf.dtype:  # (a store that rounds: reloads differ)
                    return None
                carried[op.buffer] = (op.index, operands[0])
                continue
            if op.opcode == "store":
                written.add(op.buffer)
                ops.append(replace(op, operands=operands, index=index))
                continue
            if op.opcode == "load":
                if op.buffer in carried:  # the value a run stage stored per row, used where it is
                    stored_at, value = carried[op.buffer]
                    if op.index != stored_at or op.mask is not None or op.dtype != dtypes[value]:
                        return None
                    rename[op.result] = value
                    continue
                if op.buffer in written:
                    return None
            new = replace(op, opcode="row_reduce" if op.opcode == "reduce" else op.opcode, operands=operands,
                          index=index, mask=mask, result=None)
            key = repr(new)
            if key in known:  # computed (or loaded: nothing in the run stores there) already
                rename[op.result] = known[key]
                continue
            result = f"%{counter}"
            counter += 1
            known[key] = result
            rename[op.result] = result
            dtypes[result] = op.dtype
            ops.append(replace(new, result=result))
    if any(b in written for s in run for b in s.buffers_read() if b not in carried):
        return None
    return Stage("+".join(s.name for s in run), tuple(outer) + (length,), (), ops), set(carried)


def _plans_as_whole_rows(stage: Stage, kernel: Kernel, fits) -> bool:
    try:
        plan = plan_stage(stage, kernel)
    except LayoutConstraintError:
        return False
    return (plan.mode == "pointwise" and plan.row_var == stage.iter_vars[-1] and plan.row_lens is None
            and plan.row_len == stage.iter_sizes[-1] and fits(plan))


def fuse_row_passes(kernel: Kernel, fits) -> None:
    """Fuses each run of row passes (module docstring) in place. `fits(plan)`: whether a plan's
    buffers fit the scratchpad (the emitter's judgement)."""
    if not ENABLED:
        return
    readers = {}
    for stage in kernel.stages:
        for b in stage.buffers_read():
            readers.setdefault(b, []).append(stage.name)
    stages, k = [], 0
    while k < len(kernel.stages):
        fused = None
        shape = _row_stage_shape(kernel.stages[k])
        if shape is not None and shape[2]:
            end = k + 1  # the run: reductions over the same rows, then one pointwise stage over them
            while end < len(kernel.stages):
                nxt = _row_stage_shape(kernel.stages[end])
                if nxt is None or nxt[:2] != shape[:2]:
                    break
                end += 1
                if not nxt[2]:
                    candidate = _fuse_run(kernel.stages[k:end], kernel, readers)
                    if candidate is not None and _plans_as_whole_rows(candidate[0], kernel, fits):
                        fused, gone = candidate
                    break
        if fused is None:
            stages.append(kernel.stages[k])
            k += 1
            continue
        for name in gone:  # carried between the fused passes only: no longer exists
            del kernel.buffers[name]
        stages.append(fused)
        k = end
    kernel.stages[:] = stages
    kernel.verify()
