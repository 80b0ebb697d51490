"""Repeated loads merged. Inductor's loop bodies load an element again wherever a value is used
through another path: HF T5's fp16 clamp reads its `isinf(x).any()` flag once for the lower bound
and once for the upper (`where(flag, ...)` twice), in every stage that recomputes the clamp. On the
card each load of a row point is an `ld` that pays the LPDDR5 latency on the load unit, and the
second one brings nothing new. `merge_repeated_loads` drops a load identical to an earlier load of
its stage (buffer, index, dtype, mask and fill value) and renames its uses; a stage that stores
into the buffer keeps every load of it (a load after the store reads what the store wrote). The
results are then numbered by position again (the emitters find value %n at op n); a stage with
indirect indices (whose index expressions name results) is left as it is."""

from __future__ import annotations

from ..ir.kernel_ir import Kernel, Stage, replace


def merge_repeated_loads(kernel: Kernel) -> None:
    for k, stage in enumerate(kernel.stages):
        if type(stage) is not Stage or any(op.opcode == "indirect" for op in stage.ops):
            continue
        stored = {op.buffer for op in stage.ops if op.opcode in ("store", "store_reduction")}
        first, rename, ops = {}, {}, []
        for op in stage.ops:
            op = replace(op, operands=tuple(rename.get(o, o) for o in op.operands),
                         mask=rename.get(op.mask, op.mask))
            if op.opcode == "load" and op.buffer not in stored:
                key = repr(replace(op, result=None))
                if key in first:
                    rename[op.result] = first[key]
                    continue
                first[key] = op.result
            ops.append(op)
        if rename:
            number = {op.result: f"%{n}" for n, op in enumerate(ops) if op.result}
            kernel.stages[k] = replace(stage, ops=[
                replace(op, result=number.get(op.result), operands=tuple(number[o] for o in op.operands),
                        mask=number[op.mask] if op.mask else None) for op in ops])
    kernel.verify()
