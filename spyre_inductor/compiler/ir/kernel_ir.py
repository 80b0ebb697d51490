"""The kernel IR: a small dataflow IR between Inductor's fused nodes and the per-unit programs.

A `Kernel` is an ordered list of `Stage`s (one per Inductor node in the fused group). A stage is a
loop nest over its iteration dims (`i0, i1, ...`, the output's unmerged dims) and reduction dims
(`r0, ...`); its body is straight-line SSA over values that stand for whole stick tiles:

    %0 = load arg0_1[64*i0 + i1]          host-storage offset of the element, in the loop symbols
    %1 = exp %0 : float32
    %2 = reduce sum %1 : float32          over all reduction dims of the stage
    store buf0[i0] = %2
    %3 = row_reduce max %1 : float32      in a pointwise stage: over its innermost iteration dim, the
                                          result broadcast along it (passes/row_fusion.py)
    store buf1[64*ind3 + i1] += %5        through a loaded index (ind3: an `indirect` op's value),
                                          accumulating (an Op whose value is "add"; passes/scatter.py)

Index expressions stay host-storage offsets (sympy, as Inductor gives them); each buffer carries
its `SpyreTensorLayout` once the layout pass ran, and `device_coords()` maps an index through it.
Dtypes are numpy dtype names, so the passes below never need torch.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import sympy

# Opcodes with no result (side effects on a buffer)
STORE_OPS = ("store", "store_reduction")
# Opcodes that produce a bool from their operands
COMPARISONS = ("eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or", "logical_not",
               "logical_xor", "isnan", "isinf", "signbit")
# Elementwise opcodes the vector unit (or its special-function part) provides
POINTWISE = (
    "add", "sub", "mul", "truediv", "div", "floordiv", "truncdiv", "mod", "fmod", "remainder", "copysign", "neg", "abs",
    "pow", "exp", "exp2", "expm1", "log", "log2", "log1p", "rsqrt", "sqrt", "reciprocal", "tanh",
    "erf", "sigmoid", "relu", "sin", "cos", "minimum", "maximum", "where", "sign", "floor", "ceil",
    "round", "trunc", "square", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_not",
    "to_dtype", "identity", *COMPARISONS,
)
# Reductions over the stage's reduction dims ("welford_*" are the three outputs of var_mean's
# Welford reduction: mean, sum of squared deviations, count)
REDUCTIONS = ("sum", "prod", "max", "min", "argmax", "argmin", "any", "welford_mean",
              "welford_m2", "welford_weight")
# transcendental functions: the special-function part of the vector unit (costlier, see timing)
TRANSCENDENTAL = ("exp", "exp2", "expm1", "log", "log2", "log1p", "rsqrt", "sqrt", "reciprocal",
                  "tanh", "erf", "sigmoid", "sin", "cos", "pow", "truediv", "div")


class KernelIRError(ValueError):
    """A malformed kernel IR (names the kernel, stage and op)."""


@dataclass
class Buffer:
    """One tensor a kernel touches. `role`: "input"/"inout"/"output" are caller-owned (placeholders
    at launch); "local" lives only inside the kernel (fusion-local intermediate).

    Index expressions on a buffer count elements from the buffer's first element (as Inductor
    indexes a tensor from its data pointer); `offset` is where that element sits in the storage,
    so the host-storage offset of an access is offset + index. `storage` is the (size, stride)
    the storage was allocated with when the buffer is a view into another buffer's storage."""

    name: str
    size: tuple[int, ...]
    stride: tuple[int, ...]
    dtype: str
    role: str
    offset: int = 0
    layout: object | None = None  # SpyreTensorLayout once the layout pass ran
    storage: tuple | None = None

    @property
    def numel(self) -> int:
        n = 1
        for s in self.size:
            n *= s
        return n

    @property
    def storage_numel(self) -> int:
        """Host elements spanned by the buffer (offset + largest index + 1)."""
        if any(s == 0 for s in self.size):
            return self.offset
        return self.offset + 1 + sum((s - 1) * st for s, st in zip(self.size, self.stride))

    def describe(self) -> str:
        lay = f" layout={self.layout}" if self.layout is not None else ""
        off = f"+{self.offset}" if self.offset else ""
        return (f"{self.role:6s} {self.name}: {self.dtype}{list(self.size)} "
                f"stride={list(self.stride)}{off}{lay}")


@dataclass
class Op:
    opcode: str
    result: str | None  # SSA name "%n", None for stores
    operands: tuple[str, ...] = ()
    dtype: str | None = None
    buffer: str | None = None  # load / store
    index: sympy.Expr | None = None  # load / store / index_expr
    value: object = None  # constant value, reduction kind, target dtype; "add" for a store that accumulates
    mask: str | None = None  # masked load: lanes where mask is false read `value` (0 by default)

    def render(self) -> str:
        ty = f" : {self.dtype}" if self.dtype else ""
        msk = f" if {self.mask} else {self.value}" if self.mask else ""
        if self.opcode == "load":
            return f"{self.result} = load {self.buffer}[{self.index}]{msk}{ty}"
        if self.opcode in STORE_OPS:
            assign = "+=" if self.value == "add" else "="
            return f"{self.opcode} {self.buffer}[{self.index}] {assign} {self.operands[0]}"
        if self.opcode == "const":
            return f"{self.result} = const {self.value!r}{ty}"
        if self.opcode == "index":
            return f"{self.result} = index {self.index}{ty}"
        if self.opcode in ("reduce", "row_reduce"):
            return f"{self.result} = {self.opcode} {self.value} {', '.join(self.operands)}{ty}"
        return f"{self.result} = {self.opcode} {', '.join(self.operands)}{ty}"


@dataclass
class Stage:
    """One loop nest. `iter_sizes[k]` is the range of symbol i<k>, `reduce_sizes[k]` of r<k>."""

    name: str
    iter_sizes: tuple[int, ...]
    reduce_sizes: tuple[int, ...] = ()
    ops: list[Op] = field(default_factory=list)

    @property
    def iter_vars(self) -> tuple[sympy.Symbol, ...]:
        return tuple(iter_symbol(k) for k in range(len(self.iter_sizes)))

    @property
    def reduce_vars(self) -> tuple[sympy.Symbol, ...]:
        return tuple(reduce_symbol(k) for k in range(len(self.reduce_sizes)))

    def buffers_read(self) -> list[str]:
        return list(dict.fromkeys(op.buffer for op in self.ops if op.opcode == "load"))

    def buffers_written(self) -> list[str]:
        return list(dict.fromkeys(op.buffer for op in self.ops if op.opcode in STORE_OPS))

    def render(self) -> str:
        rng = ", ".join(f"i{k}={s}" for k, s in enumerate(self.iter_sizes))
        red = ", ".join(f"r{k}={s}" for k, s in enumerate(self.reduce_sizes))
        head = f"  stage {self.name}: iter [{rng}]" + (f" reduce [{red}]" if red else "")
        return "\n".join([head] + [f"    {op.render()}" for op in self.ops])


@dataclass
class Kernel:
    name: str
    buffers: dict[str, Buffer]
    stages: list[Stage]
    # nodes of the Inductor graph this kernel came from (for the debug dump / artifact manifest)
    origins: tuple[str, ...] = ()

    def args(self) -> list[Buffer]:
        """Caller-owned buffers in call order: inputs, then buffers read and written ("inout"),
        then outputs (each in order of first use, which is deterministic for a given graph)."""
        return [b for role in ("input", "inout", "output") for b in self.buffers.values() if b.role == role]

    def render(self) -> str:
        lines = [f"kernel {self.name}"]
        lines += [f"  {b.describe()}" for b in self.buffers.values()]
        lines += [s.render() for s in self.stages]
        return "\n".join(lines) + "\n"

    def canonical_form(self) -> str:
        """The kernel as text with its own names replaced by positions (buffers b0, b1, ... in
        declaration order, stages s0, s1, ...), the kernel's name and origins left out: what the
        compiler's kernel cache keys on. Every other field of every object is written out, found
        through the dataclass fields (a field added later is part of the form without a change
        here), index expressions with their symbols' assumptions (sympy.srepr). Two kernels with
        the same form differ in names only, so they compile to the same programs."""
        buffers = {name: f"b{i}" for i, name in enumerate(self.buffers)}
        stages = {stage.name: f"s{i}" for i, stage in enumerate(self.stages)}

        def names_of(obj, field_name):
            """The renaming of a field that holds a name: a Buffer's or a Stage's own (any Stage
            subclass: the template and lowered stages), and a buffer reference, which every IR
            dataclass names `buffer` or `<what>_buffer` (Op, OperandView, the gather / scatter stages)."""
            if field_name == "name":
                return buffers if isinstance(obj, Buffer) else stages if isinstance(obj, Stage) else None
            if field_name == "buffer" or field_name.endswith("_buffer"):
                return buffers
            return None

        def form(obj) -> str:
            if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
                parts = []
                for f in dataclasses.fields(obj):
                    value = getattr(obj, f.name)
                    names = names_of(obj, f.name)
                    named = names is not None and isinstance(value, str) and value in names
                    parts.append(f"{f.name}={names[value] if named else form(value)}")
                return f"{type(obj).__name__}({', '.join(parts)})"
            if isinstance(obj, (list, tuple)):
                return f"{type(obj).__name__}[{', '.join(form(x) for x in obj)}]"
            if isinstance(obj, sympy.Basic):
                return sympy.srepr(obj)
            return repr(obj)

        body = []
        for f in dataclasses.fields(self):
            if f.name in ("name", "origins"):
                continue
            value = getattr(self, f.name)
            items = value.values() if f.name == "buffers" else value if f.name == "stages" else [value]
            body += [f"{f.name}: {form(x)}" for x in items]
        return "\n".join(body) + "\n"

    def verify(self) -> None:
        """Structural checks: SSA defined before use, buffers declared, index symbols in range."""
        for stage in self.stages:
            defined: set[str] = set()
            allowed = set(stage.iter_vars) | set(stage.reduce_vars)
            allowed |= {indirect_symbol(op.result) for op in stage.ops if op.opcode == "indirect"}
            for n, op in enumerate(stage.ops):
                where = f"kernel {self.name}, stage {stage.name}, op {n} ({op.opcode})"
                for operand in op.operands + ((op.mask,) if op.mask else ()):
                    if operand not in defined:
                        raise KernelIRError(f"{where}: operand {operand} used before definition")
                if op.buffer is not None and op.buffer not in self.buffers:
                    raise KernelIRError(f"{where}: buffer {op.buffer!r} is not declared")
                if op.index is not None:
                    stray = set(sympy.sympify(op.index).free_symbols) - allowed
                    if stray:
                        raise KernelIRError(f"{where}: index {op.index} uses unknown symbols {sorted(map(str, stray))}")
                if op.result is not None:
                    if op.result in defined:
                        raise KernelIRError(f"{where}: {op.result} defined twice")
                    defined.add(op.result)


def indirect_symbol(result: str) -> sympy.Symbol:
    """The symbol an index expression uses for the value of an `indirect` op (an index loaded from a tensor)."""
    return sympy.Symbol(f"ind{result.lstrip('%')}", integer=True)


def renumber(stage: Stage) -> None:
    """Results named by position again (%n is op n: the row emitter keys its per-value regions so),
    and the symbols of indirect ops' values (ind<n>) with them."""
    names = {op.result: f"%{k}" for k, op in enumerate(stage.ops) if op.result}
    symbols = {indirect_symbol(op.result): indirect_symbol(names[op.result]) for op in stage.ops
               if op.opcode == "indirect" and names[op.result] != op.result}

    def index(op):
        if not symbols or op.index is None:
            return op.index
        return sympy.sympify(op.index).subs(symbols, simultaneous=True)

    stage.ops[:] = [Op(op.opcode, names.get(op.result), tuple(names[o] for o in op.operands), op.dtype, op.buffer,
                       index(op), op.value, names[op.mask] if op.mask else None) for op in stage.ops]


def iter_symbol(k: int) -> sympy.Symbol:
    return sympy.Symbol(f"i{k}", integer=True, nonnegative=True)


def reduce_symbol(k: int) -> sympy.Symbol:
    return sympy.Symbol(f"r{k}", integer=True, nonnegative=True)


def replace(obj, **changes):
    return dataclasses.replace(obj, **changes)
