"""Names every stage of the compiler shares, each defined once: the compile error, the vector unit's
dtype names and op tables, the int32 bounds of its immediates, the device name, and the dtype of
the normalizations' saved statistics (the CPU's, which compiled graphs and eager ops both give). The stick and
item sizes are the device layout's (device/layout.py defines them); they are re-exported here so
that a stage takes every shared name from one place.

`no_cyclic_gc()`: what building a kernel and preparing one run under.

A leaf: it imports no stage of the compiler (and nothing of Inductor), so every stage may import it.
"""

from __future__ import annotations

import contextlib
import gc

from spyre_inductor.device.layout import ITEMSIZE, STICK_BYTES

__all__ = ["SpyreCompileError", "DEVICE", "STICK_BYTES", "ITEMSIZE", "ISA_DTYPE", "isa_dtype", "UNARY", "BINARY",
           "REDUCE", "INT32_MIN", "INT32_MAX", "NORM_STATISTICS", "norm_statistics_dtype", "no_cyclic_gc"]

DEVICE = "spyre"  # the PrivateUse1 backend's name (device/register.py renames it so)


class SpyreCompileError(RuntimeError):
    """The spyre compiler cannot compile this graph (names the node and what is unsupported)."""


# kernel-IR dtype -> the vector unit's dtype name
ISA_DTYPE = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "int32": "i32", "int64": "i64", "bool": "u8"}
# kernel-IR opcode -> vector-unit op
UNARY = {"neg": "neg", "abs": "abs", "exp": "exp", "log": "log", "tanh": "tanh", "erf": "erf", "rsqrt": "rsqrt",
         "sqrt": "sqrt", "reciprocal": "recip", "sigmoid": "sigmoid", "sin": "sin", "cos": "cos", "floor": "floor",
         "ceil": "ceil", "trunc": "trunc", "round": "round", "sign": "sign", "logical_not": "not", "isnan": "isnan"}
BINARY = {"add": "add", "sub": "sub", "mul": "mul", "truediv": "div", "div": "div", "minimum": "min",
          "maximum": "max", "pow": "pow", "remainder": "rem", "eq": "eq", "ne": "ne", "lt": "lt", "le": "le",
          "gt": "gt", "ge": "ge", "logical_and": "and", "bitwise_and": "and", "logical_or": "or",
          "bitwise_or": "or", "logical_xor": "xor", "bitwise_xor": "xor", "floordiv": "div", "fmod": "fmod",
          "copysign": "copysign"}
REDUCE = {"sum": "sum", "max": "max", "min": "min", "argmax": "argmax", "any": "max"}  # any: max of 0/1
INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1  # the vector unit's immediates are 32-bit


# Normalizations (aten packet -> the indices of its results that are saved statistics: mean and
# rstd / invstd). PyTorch's CPU returns those in the input's dtype, float16 / bfloat16 included,
# unless the parameters (weight, bias, running statistics) are float32: a mixed-dtype call, whose
# statistics are float32. The stock decompositions keep them in float32 on every device but the
# CPU; spyre gives the CPU's dtype (frontend/lowering.py for graphs, eager/kernel.py for the
# results an eager op promises).
NORM_STATISTICS = {name: (1, 2) for name in (
    "native_layer_norm", "native_group_norm", "native_batch_norm", "_native_batch_norm_legit",
    "_native_batch_norm_legit_functional", "_native_batch_norm_legit_no_training", "_batch_norm_with_update",
    "_batch_norm_with_update_functional", "_batch_norm_no_update")}
NORM_PARAMETERS = ("weight", "bias", "running_mean", "running_var")  # the schemas' argument names


def norm_statistics_dtype(arguments: dict):
    """The dtype the CPU gives a normalization's saved statistics, from its arguments by schema
    name: the first parameter's dtype (the CPU requires them all of one dtype, the input's or, for
    16-bit inputs, float32), else the input's."""
    for name in NORM_PARAMETERS:
        if arguments.get(name) is not None:
            return arguments[name].dtype
    return arguments["input"].dtype


def isa_dtype(name: str) -> str:
    try:
        return ISA_DTYPE[name]
    except KeyError:
        raise SpyreCompileError(f"spyre compiler: dtype {name} has no vector-unit type") from None


@contextlib.contextmanager
def no_cyclic_gc():
    """Python's cyclic GC off for a block that allocates ~10^5 small objects which all stay alive
    (a kernel's instructions and operands until its image is encoded; a prepared program's
    translation). Each time they pass the collector's growth threshold it would rescan every object
    in the process (all of torch, Inductor and the model), a large part of a second per full
    collection, for nothing. What the block leaves in cycles is collected as usual once it is on
    again."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
