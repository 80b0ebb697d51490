"""Executable semantics of the kernel IR, in numpy (the reference the card's programs are checked
against, and how tests check the front end against CPU eager before any program exists).

Buffers are flat host-storage arrays (index expressions are host-storage offsets); each stage is
evaluated at once over its whole grid (iteration dims x reduction dims), one numpy call per op.
"""

from __future__ import annotations

import math

import numpy as np
import sympy

from .kernel_ir import Kernel, KernelIRError, Stage

_erf = np.frompyfunc(math.erf, 1, 1)


def eval_index(expr, env: dict) -> np.ndarray:
    """Evaluate an Inductor index expression (Add/Mul/FloorDiv/ModularIndexing/Min/Max/Abs/...)
    with numpy integer arrays bound to its symbols."""
    expr = sympy.sympify(expr)
    if expr.is_Integer:
        return np.int64(int(expr))
    if expr.is_Symbol:
        return env[expr]
    args = [eval_index(a, env) for a in expr.args]
    name = type(expr).__name__
    if expr.is_Add:
        return sum(args[1:], args[0])
    if expr.is_Mul:
        out = args[0]
        for a in args[1:]:
            out = out * a
        return out
    if expr.is_Pow and expr.args[1].is_Integer and int(expr.args[1]) >= 0:
        return args[0] ** int(expr.args[1])
    if name in ("FloorDiv", "CleanDiv", "IntTrueDiv"):
        return args[0] // args[1]
    if name == "ModularIndexing":
        return (args[0] // args[1]) % args[2]
    if name in ("Mod", "PythonMod"):
        return args[0] % args[1]
    if name == "Min":
        return np.minimum.reduce(np.broadcast_arrays(*args))
    if name == "Max":
        return np.maximum.reduce(np.broadcast_arrays(*args))
    if name == "Identity":
        return args[0]
    if name == "Abs":  # reflection padding mirrors its index: x[|i - pad|]
        return np.abs(args[0])
    if name == "Where":
        return np.where(args[0], args[1], args[2])
    if name in ("LessThan", "StrictLessThan", "GreaterThan", "StrictGreaterThan", "Equality",
                "Unequality"):
        import operator
        fn = {"LessThan": operator.le, "StrictLessThan": operator.lt, "GreaterThan": operator.ge,
              "StrictGreaterThan": operator.gt, "Equality": operator.eq, "Unequality": operator.ne}[name]
        return fn(args[0], args[1])
    raise KernelIRError(f"index expression {expr}: {name} is not supported by the interpreter")


_UNARY = {
    "neg": np.negative, "abs": np.abs, "exp": np.exp, "exp2": np.exp2, "expm1": np.expm1, "log": np.log,
    "log2": np.log2, "log1p": np.log1p, "sqrt": np.sqrt, "tanh": np.tanh, "sin": np.sin, "cos": np.cos,
    "floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "round": np.round, "sign": np.sign,
    "square": np.square, "logical_not": np.logical_not, "bitwise_not": np.invert, "isnan": np.isnan,
    "isinf": np.isinf, "signbit": np.signbit, "identity": lambda a: a,
    "rsqrt": lambda a: 1 / np.sqrt(a), "reciprocal": lambda a: 1 / a,
    "sigmoid": lambda a: 1 / (1 + np.exp(-a)), "relu": lambda a: np.maximum(a, 0),
    "erf": lambda a: _erf(a).astype(a.dtype),
}
_BINARY = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "truediv": np.true_divide,
    "div": np.true_divide, "floordiv": np.floor_divide, "mod": np.fmod, "remainder": np.mod,
    "pow": np.power, "minimum": np.minimum, "maximum": np.maximum, "eq": np.equal, "ne": np.not_equal,
    "lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
    "logical_and": np.logical_and, "logical_or": np.logical_or, "logical_xor": np.logical_xor,
    "bitwise_and": np.bitwise_and, "bitwise_or": np.bitwise_or, "bitwise_xor": np.bitwise_xor,
    "truncdiv": lambda a, b: np.trunc(a / b).astype(np.result_type(a, b)),
    "fmod": np.fmod, "copysign": np.copysign,
}


def np_dtype(name: str):
    return np.dtype(name) if name != "bfloat16" else np.dtype("float32")


def _reduce(kind: str, x: np.ndarray, nred: int) -> np.ndarray:
    axes = tuple(range(x.ndim - nred, x.ndim))
    if kind == "sum":
        return x.sum(axis=axes, keepdims=True)
    if kind == "prod":
        return x.prod(axis=axes, keepdims=True)
    if kind == "max":
        return x.max(axis=axes, keepdims=True)
    if kind == "min":
        return x.min(axis=axes, keepdims=True)
    if kind == "any":
        return x.any(axis=axes, keepdims=True)
    if kind in ("argmax", "argmin"):
        flat = x.reshape(x.shape[: x.ndim - nred] + (-1,))
        idx = flat.argmax(axis=-1) if kind == "argmax" else flat.argmin(axis=-1)
        return idx.reshape(idx.shape + (1,) * nred)
    if kind == "welford_weight":
        n = math.prod(x.shape[x.ndim - nred:])
        return np.full(x.shape[: x.ndim - nred] + (1,) * nred, n, dtype=x.dtype)
    mean = x.mean(axis=axes, keepdims=True)
    if kind == "welford_mean":
        return mean
    if kind == "welford_m2":
        return ((x - mean) ** 2).sum(axis=axes, keepdims=True)
    raise KernelIRError(f"interpreter: unknown reduction {kind!r}")


def run_stage(stage: Stage, storages: dict[str, np.ndarray], offsets: dict[str, int] | None = None) -> None:
    """offsets: buffer name -> storage offset of its first element (0 when absent)."""
    offsets = offsets or {}
    if hasattr(stage, "run_reference"):  # a stage whose meaning is not a loop body (passes/attention.py)
        stage.run_reference(storages, offsets)
        return
    sizes = tuple(stage.iter_sizes) + tuple(stage.reduce_sizes)
    nred = len(stage.reduce_sizes)
    grid = np.indices(sizes, dtype=np.int64) if sizes else np.zeros((0,), dtype=np.int64)
    env = dict(zip(stage.iter_vars + stage.reduce_vars, grid))
    vals: dict[str, np.ndarray] = {}
    with np.errstate(all="ignore"):
        for op in stage.ops:
            ins = [vals[o] for o in op.operands]
            if op.opcode == "load":
                idx = np.broadcast_to(eval_index(op.index, env) + offsets.get(op.buffer, 0), sizes)
                store = storages[op.buffer]
                if op.mask is not None:
                    m = np.broadcast_to(vals[op.mask], sizes)
                    out = np.where(m, store[np.where(m, idx, 0)], np.asarray(op.value or 0, store.dtype))
                else:
                    out = store[idx]
            elif op.opcode == "const":
                out = np.asarray(op.value, dtype=np_dtype(op.dtype))
            elif op.opcode == "index":
                out = np.asarray(eval_index(op.index, env)).astype(np_dtype(op.dtype))
            elif op.opcode == "to_dtype":
                out = ins[0].astype(np_dtype(op.value))
            elif op.opcode == "where":
                out = np.where(ins[0], ins[1], ins[2])
            elif op.opcode == "reduce":
                out = _reduce(op.value, np.broadcast_to(ins[0], sizes), nred)
            elif op.opcode == "row_reduce":  # along the innermost iteration dim, broadcast back along it
                out = _reduce(op.value, np.broadcast_to(ins[0], sizes), 1)
            elif op.opcode in ("store", "store_reduction"):
                idx = np.broadcast_to(eval_index(op.index, env) + offsets.get(op.buffer, 0), sizes)
                val = np.broadcast_to(ins[0], sizes)
                if op.opcode == "store_reduction":  # one value per iteration point
                    sl = (Ellipsis,) + (0,) * nred
                    idx, val = idx[sl], val[sl]
                if op.value == "add":  # an accumulating store (scatter_add, index_add): duplicates add up
                    np.add.at(storages[op.buffer], idx.ravel(), val.ravel())
                else:
                    storages[op.buffer][idx] = val
                continue
            elif op.opcode in _UNARY:
                out = _UNARY[op.opcode](ins[0])
            elif op.opcode in _BINARY:
                out = _BINARY[op.opcode](*ins)
            else:
                raise KernelIRError(f"interpreter: stage {stage.name}: unknown opcode {op.opcode!r}")
            vals[op.result] = np.asarray(out).astype(np_dtype(op.dtype), copy=False) \
                if op.dtype is not None else out


def allocate_storages(kernel: Kernel, given: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Flat storages for every buffer of `kernel`: the given ones, new zeroed ones for the rest."""
    out = dict(given)
    for buf in kernel.buffers.values():
        if buf.name not in out:
            out[buf.name] = np.zeros(buf.storage_numel, dtype=np_dtype(buf.dtype))
    return out


def run_kernel(kernel: Kernel, storages: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Runs every stage in order; returns `storages` with new entries for buffers it created."""
    storages = allocate_storages(kernel, storages)
    offsets = {b.name: b.offset for b in kernel.buffers.values() if b.offset}
    for stage in kernel.stages:
        run_stage(stage, storages, offsets)
    return storages
