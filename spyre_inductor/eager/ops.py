"""Which aten ops run compiled in eager mode, and how each overload maps onto a one-op graph.

Every overload listed here gets a PrivateUse1 kernel (torch.library, below Autograd, so autograd
formulas still apply). Each overload is one of three kinds:

- functional (`add.Tensor`): the graph is the op itself;
- in-place (`add_.Tensor`): the graph is the functional counterpart (`add.Tensor`), its result is
  cast to self's dtype in the graph and copied into self (computed first, so aliasing between
  self and the other operands is honoured);
- out= (`add.out`): the graph is the functional overload with the same non-out arguments; the
  result is cast to out's dtype in the graph, out is resized like PyTorch does, then written.

`FAMILIES` groups overload names by what they are (the tests walk them); `pointwise` families are
TensorIterator ops, which accept a 0-d CPU tensor next to spyre tensors (as CUDA does); every other
CPU tensor argument is a device-mismatch error. Overloads that are CompositeImplicitAutograd
(decomposed above Autograd, never reaching a backend) or that do not exist in this torch are
skipped at registration.
"""

from __future__ import annotations

import dataclasses
import functools
import math

import torch

aten = torch.ops.aten


def _unary(name: str) -> tuple[str, ...]:
    return (f"{name}.default", f"{name}_.default", f"{name}.out")


def _binary(name: str, *extra: str) -> tuple[str, ...]:
    return (f"{name}.Tensor", f"{name}.Scalar", f"{name}.Tensor_out", f"{name}.Scalar_out",
            f"{name}_.Tensor", f"{name}_.Scalar", *extra)


UNARY = (
    "neg", "exp", "log", "sqrt", "rsqrt", "tanh", "sigmoid", "erf", "abs", "reciprocal", "sin", "cos",
    "gelu", "silu", "bitwise_not", "logical_not",
    "ceil", "floor", "trunc", "frac", "sign", "round", "nan_to_num", "hardsigmoid", "hardswish",
    "log1p", "expm1", "exp2", "log2", "log10", "tan", "sinh", "cosh", "asinh", "atanh",
    "atan", "asin", "acos", "acosh", "erfc", "lgamma", "digamma", "erfinv",
)

FAMILIES: dict[str, dict] = {
    "unary": dict(pointwise=True, overloads=(
        *[o for n in UNARY for o in _unary(n)],
        "relu.default", "relu_.default",
        "isneginf.default", "isneginf.out", "isposinf.default", "isposinf.out",
        "round.decimals", "round.decimals_out", "round_.decimals",
        "sgn.default", "sgn.out", "isnan.default", "isnan.out", "sinc.default", "sinc.out",
        "signbit.default", "signbit.out",
        "angle.default", "angle.out",
        "special_erfcx.default", "special_erfcx.out", "special_log_ndtr.default", "special_log_ndtr.out",
        "hardtanh.default", "hardtanh.out", "hardtanh_.default", "threshold.default", "threshold.out",
        "threshold_.default", "leaky_relu.default", "leaky_relu.out", "leaky_relu_.default",
        "softshrink.default", "softshrink.out", "hardshrink.default", "hardshrink.out",
        "elu.default", "elu.out", "elu_.default",
        "i0.default", "i0.out", "i0_.default",
        *[o for n in ("special_i0e", "special_i1", "special_i1e", "special_modified_bessel_i0",
                      "special_modified_bessel_i1", "special_spherical_bessel_j0") for o in (f"{n}.default", f"{n}.out")],
    )),
    "binary": dict(pointwise=True, overloads=(
        "add.Tensor", "add.Scalar", "add.out", "add_.Tensor", "add_.Scalar",
        "sub.Tensor", "sub.Scalar", "sub.out", "sub_.Tensor", "sub_.Scalar",
        "rsub.Tensor", "rsub.Scalar",
        "mul.Tensor", "mul.Scalar", "mul.out", "mul_.Tensor", "mul_.Scalar",
        "div.Tensor", "div.Scalar", "div.Tensor_mode", "div.Scalar_mode", "div.out", "div.out_mode",
        "div_.Tensor", "div_.Scalar", "div_.Tensor_mode", "div_.Scalar_mode",
        "pow.Tensor_Tensor", "pow.Tensor_Scalar", "pow.Scalar", "pow.Tensor_Tensor_out",
        "pow.Tensor_Scalar_out", "pow.Scalar_out", "pow_.Scalar", "pow_.Tensor",
        "minimum.default", "minimum.out", "maximum.default", "maximum.out",
        *[o for n in ("eq", "ne", "lt", "le", "gt", "ge") for o in _binary(n)],
        *[o for n in ("bitwise_and", "bitwise_or", "bitwise_xor") for o in _binary(n)],
        *[o for n in ("logical_and", "logical_or", "logical_xor") for o in _unary(n)],
        *_binary("remainder", "remainder.Scalar_Tensor", "remainder.Scalar_Tensor_out"),
        *_binary("fmod"),
        "copysign.Tensor", "copysign.Scalar", "copysign.out", "copysign.Scalar_out", "copysign_.Tensor",
        "copysign_.Scalar",
        "floor_divide.default", "floor_divide.Scalar", "floor_divide.out", "floor_divide.Scalar_out",
        "floor_divide_.Tensor", "floor_divide_.Scalar",
        *[o for n in ("fmax", "fmin", "heaviside") for o in (f"{n}.default", f"{n}.out")], "heaviside_.default",
        *[o for n in ("atan2", "hypot") for o in (f"{n}.default", f"{n}.out", f"{n}_.default")],
    )),
    "ternary": dict(pointwise=True, overloads=(
        "clamp.default", "clamp.Tensor", "clamp.out", "clamp.Tensor_out", "clamp_.default", "clamp_.Tensor",
        "clamp_min.default", "clamp_min.Tensor", "clamp_min.out", "clamp_min.Tensor_out",
        "clamp_min_.default", "clamp_min_.Tensor",
        "clamp_max.default", "clamp_max.Tensor", "clamp_max.out", "clamp_max.Tensor_out",
        "clamp_max_.default", "clamp_max_.Tensor",
        "where.self", "where.self_out",
        "masked_fill.Scalar", "masked_fill.Tensor", "masked_fill_.Scalar", "masked_fill_.Tensor",
        *[o for n in ("addcmul", "addcdiv") for o in _unary(n)],
        "lerp.Scalar", "lerp.Tensor", "lerp.Scalar_out", "lerp.Tensor_out", "lerp_.Scalar", "lerp_.Tensor",
    )),
    # other elementwise ops (not TensorIterator ops: no 0-d CPU operands)
    "elementwise": dict(pointwise=False, overloads=(
        "glu.default", "glu.out", "_prelu_kernel.default", "linalg_cross.default", "linalg_cross.out",
        *[o for n in ("tril", "triu") for o in (f"{n}.default", f"{n}.out", f"{n}_.default")],
    )),
    "reduction": dict(pointwise=False, overloads=(
        "sum.default", "sum.dim_IntList", "sum.IntList_out", "sum.out",
        "mean.default", "mean.dim", "mean.out",
        "amax.default", "amax.out", "amin.default", "amin.out",
        "argmax.default", "argmax.out", "argmin.default", "argmin.out",
        "var.correction", "var.correction_out", "std.correction", "std.correction_out",
        "max.default", "min.default",
        "cumsum.default", "cumsum.out", "cumsum_.default",
        "cummax.default", "cummax.out", "cummin.default", "cummin.out",
        "histc.default", "histc.out",
        "logcumsumexp.default", "logcumsumexp.out", "_logcumsumexp.default", "_logcumsumexp.out",
        *[f"{n}.{o}" for n in ("any", "all") for o in ("default", "dim", "dims", "out", "dims_out", "all_out")],
        "var_mean.correction", "var_mean.correction_out", "std_mean.correction", "std_mean.correction_out",
        "max.dim", "max.dim_max", "min.dim", "min.dim_min", "aminmax.default", "aminmax.out",
        *[f"norm.{o}" for o in ("Scalar", "ScalarOpt_dim", "ScalarOpt_dim_dtype", "dtype_out", "out",
                                "ScalarOpt_dtype", "ScalarOpt_dtype_out", "Scalar_out")],
        "linalg_vector_norm.default", "linalg_vector_norm.out",
    )),
    "normalization": dict(pointwise=False, overloads=(
        "_softmax.default", "_softmax.out", "_log_softmax.default", "_log_softmax.out",
        "native_layer_norm.default", "native_layer_norm.out",
        "native_group_norm.default", "native_group_norm.out",
        # (the batch norms that update running statistics mutate arguments other than self, which
        # a one-op graph's write-back does not cover: they stay on the CPU fallback)
        "_native_batch_norm_legit.no_stats", "_native_batch_norm_legit.no_stats_out",
    )),
    "matmul": dict(pointwise=False, overloads=(
        "mm.default", "mm.out", "bmm.default", "bmm.out", "addmm.default", "addmm.out", "addmm_.default",
        "mv.default", "mv.out", "addmv.default", "addmv.out", "addmv_.default", "dot.default", "dot.out",
        "vdot.default", "vdot.out", "baddbmm.default", "baddbmm.out", "baddbmm_.default",
        "addbmm.default", "addbmm.out", "addbmm_.default",
    )),
    # a GEMM over the input's patches (compiler/frontend/lowering.py `_convolution`)
    "convolution": dict(pointwise=False, overloads=(
        "convolution.default", "convolution.out", "convolution_overrideable.default", "convolution_overrideable.out",
    )),
    "pooling": dict(pointwise=False, overloads=(
        *[f"{n}.{o}" for n in ("_adaptive_avg_pool2d", "_adaptive_avg_pool3d", "adaptive_max_pool2d",
                               "adaptive_max_pool3d", "avg_pool2d", "avg_pool3d", "upsample_nearest1d",
                               "upsample_nearest2d", "upsample_bilinear2d", "upsample_linear1d", "upsample_bicubic2d",
                               "upsample_trilinear3d", "_upsample_nearest_exact1d", "_upsample_nearest_exact2d",
                               "replication_pad1d", "replication_pad2d", "im2col", "max_unpool2d", "max_unpool3d",
                               "max_pool2d_with_indices", "max_pool3d_with_indices")
          for o in ("default", "out")],
    )),
    "losses": dict(pointwise=False, overloads=("nll_loss_forward.default", "nll_loss_forward.output",
                                               "multi_margin_loss.default", "multi_margin_loss.out")),
    "backward": dict(pointwise=False, overloads=(
        "threshold_backward.default", "threshold_backward.grad_input",
        "gelu_backward.default", "gelu_backward.grad_input",
        "sigmoid_backward.default", "sigmoid_backward.grad_input",
        "tanh_backward.default", "tanh_backward.grad_input",
        "silu_backward.default", "silu_backward.grad_input",
        "_softmax_backward_data.default", "_softmax_backward_data.out",
        "_log_softmax_backward_data.default", "_log_softmax_backward_data.out",
        "native_layer_norm_backward.default", "native_layer_norm_backward.out",
    )),
    "indexing": dict(pointwise=False, overloads=(
        "embedding.default", "index_select.default", "index_select.out", "gather.default", "gather.out",
        "cat.default", "cat.out",
        "index.Tensor", "index.Tensor_out",
        "scatter.src", "scatter.value", "scatter.src_out", "scatter.value_out", "scatter_.src", "scatter_.value",
        "isin.Tensor_Tensor", "isin.Tensor_Tensor_out", "isin.Tensor_Scalar", "isin.Tensor_Scalar_out",
        "flip.default", "flip.out", "roll.default", "roll.out",
        "index_fill.int_Tensor", "index_fill.int_Scalar", "index_fill.int_Scalar_out", "index_fill.int_Tensor_out",
        "index_fill_.int_Tensor", "index_fill_.int_Scalar", "index_copy.default", "index_copy.out",
        "index_copy_.default", "put.default", "put.out", "put_.default",
        "index_put.default", "index_put.out", "index_put_.default",
        "_index_put_impl.default", "_index_put_impl.out", "_index_put_impl_.default",
        "index_reduce.default", "index_reduce.out", "index_reduce_.default",
        "index_add.default", "index_add.out", "index_add_.default",
    )),
    # a bitonic network on the vector unit (compiler/frontend/lowering.py)
    "sorting": dict(pointwise=False, overloads=(
        "sort.default", "sort.stable", "sort.values", "sort.values_stable", "topk.default", "topk.values",
        # (sums of compares with the boundaries: compiler/frontend/lowering.py _searchsorted)
        "searchsorted.Tensor", "searchsorted.Tensor_out", "searchsorted.Scalar", "searchsorted.Scalar_out",
        "bucketize.Tensor", "bucketize.Tensor_out", "bucketize.Scalar",
    )),
    # out= forms of factories (what torch.arange(..., device="spyre") reaches): the graph is the
    # factory itself, with out's dtype (FACTORIES names the functional overload)
    "factory": dict(pointwise=False, overloads=("arange.start_out", "arange.out")),
}

# out= factory overload -> the functional factory its graph calls (dtype and device keyword arguments)
FACTORIES = {"arange.start_out": "arange.start_step", "arange.out": "arange.default"}

# Ops that read indices. name -> values -> [(index tensor, size of the dim it indexes, whether
# negative indices wrap)]. Those in CARD_CHECKED_INDICES are checked on the card (below); the others
# on the host first (a read of the indices: a synchronize), a bad index going to the CPU fallback,
# which raises the CPU's error.
def _dim_of(table, dim):
    return table.shape[dim % max(table.dim(), 1)] if table.dim() else 1


def _advanced_indices(values):
    return [(i, values["self"].shape[d], True) for d, i in enumerate(values["indices"])
            if i is not None and d < values["self"].dim()]


INDEX_CHECKS = {
    "embedding": lambda v: [(v["indices"], _dim_of(v["weight"], 0), False)],
    "index_select": lambda v: [(v["index"], _dim_of(v["self"], v["dim"]), False)],
    "gather": lambda v: [(v["index"], _dim_of(v["self"], v["dim"]), False)],
    "scatter": lambda v: [(v["index"], _dim_of(v["self"], v["dim"]), False)],
    "index": _advanced_indices,  # x[i, j]: negative indices count from the end
    "index_put": _advanced_indices,
    "_index_put_impl": _advanced_indices,
    "index_fill": lambda v: [(v["index"], _dim_of(v["self"], v["dim"]), False)],
    "index_copy": lambda v: [(v["index"], _dim_of(v["self"], v["dim"]), False)],
    "index_reduce": lambda v: [(v["index"], _dim_of(v["self"], v["dim"]), False)],
    "index_add": lambda v: [(v["index"], _dim_of(v["self"], v["dim"]), False)],
    "put": lambda v: [(v["index"], v["self"].numel(), False)],
    # a target equal to ignore_index (-100 by default) is out of range here: such a call runs on
    # the CPU fallback, which gives the right result
    "max_unpool2d": lambda v: [(v["indices"], math.prod(v["output_size"]), False)],
    "max_unpool3d": lambda v: [(v["indices"], math.prod(v["output_size"]), False)],
    "multi_margin_loss": lambda v: [(v["target"], _dim_of(v["self"], -1), False)],
    "nll_loss_forward": lambda v: [(v["target"], _dim_of(v["self"], -1 if v["self"].dim() == 1 else 1), False)],
}


# Index ops whose compiled kernels read every index through a gather (compiler/passes/gather.py),
# which checks it on the card against [0, size) (after wrapping negative ones where the op does):
# one out of range faults the kernel before its result can be read, so these need no host read of
# their indices (which waits for the card) before the launch. The fault names the op and the index
# (kernel.py, _bad_index_note). (index_select's kernel refuses a negative index as the CPU does:
# compiler/frontend/lowering.py _index_select.)
CARD_CHECKED_INDICES = frozenset({"embedding", "index_select", "gather", "index"})


@dataclasses.dataclass(frozen=True)
class EagerOp:
    """How one registered overload runs: `kind` is functional / inplace / out; `functional` is the
    overload the graph calls; `outs` are the out= argument names (out kind); `pointwise` says 0-d
    CPU tensors are accepted as operands."""

    op: object
    kind: str
    functional: object
    outs: tuple
    pointwise: bool
    family: str

    @property
    def factory(self) -> bool:
        """An out= factory: the functional call takes dtype= and device= instead of tensor inputs."""
        return self.family == "factory"


def _overload(qualified: str):
    packet, _, overload = qualified.partition(".")
    try:
        return getattr(getattr(aten, packet), overload)
    except AttributeError:
        return None


def _arg_signature(args) -> tuple:
    return tuple((a.name, str(a.type)) for a in args)


def _functional_of(op, kind: str):
    schema = op._schema
    packet = op._overloadpacket
    if kind == "inplace":
        packet = getattr(aten, packet.__name__[:-1], None)
        if packet is None:
            return None
        same = getattr(packet, op._overloadname, None)
        if same is not None:
            return same
        # a functional form named otherwise (floor_divide_.Tensor's is floor_divide.default): the
        # overload with the same arguments, below
    want = _arg_signature(a for a in schema.arguments if not a.is_out)
    for name in packet.overloads():
        candidate = getattr(packet, name)
        args = candidate._schema.arguments
        if any(a.is_out for a in args) or any(r.alias_info is not None for r in candidate._schema.returns):
            continue
        if _arg_signature(args) == want:
            return candidate
    return None


def _kind(op) -> str:
    schema = op._schema
    if any(a.is_out for a in schema.arguments):
        return "out"
    first = schema.arguments[0] if schema.arguments else None
    if first is not None and first.alias_info is not None and first.alias_info.is_write:
        return "inplace"
    return "functional"


def _is_implicit(op) -> bool:
    return torch._C._dispatch_has_kernel_for_dispatch_key(op.name(), "CompositeImplicitAutograd")


@functools.lru_cache(maxsize=None)
def registered_ops() -> dict:
    """OpOverload -> EagerOp for every overload eager mode compiles."""
    table = {}
    for family, spec in FAMILIES.items():
        for qualified in spec["overloads"]:
            op = _overload(qualified)
            if op is None or _is_implicit(op):
                continue
            kind = _kind(op)
            if qualified in FACTORIES:
                functional = _overload(FACTORIES[qualified])
            else:
                functional = op if kind == "functional" else _functional_of(op, kind)
            if functional is None or _is_implicit(functional):
                continue
            outs = tuple(a.name for a in op._schema.arguments if a.is_out)
            table[op] = EagerOp(op, kind, functional, outs, spec["pointwise"], family)
    return table


def bind(schema, args, kwargs) -> dict:
    """name -> value for every argument of the schema (defaults filled in), as the op was called."""
    values = {}
    for i, a in enumerate(schema.arguments):
        if i < len(args):
            values[a.name] = args[i]
        elif a.name in kwargs:
            values[a.name] = kwargs[a.name]
        elif a.has_default_value():
            values[a.name] = a.default_value
        else:
            values[a.name] = None
    return values


def call_args(schema, values: dict) -> tuple[tuple, dict]:
    """(args, kwargs) calling an overload with `values` (positional up to the keyword-only ones;
    a keyword-only argument `values` lacks keeps its default)."""
    args, kwargs = [], {}
    for a in schema.arguments:
        if a.is_out:
            continue
        if a.kwarg_only:
            if a.name in values:
                kwargs[a.name] = values[a.name]
        else:
            args.append(values[a.name])
    return tuple(args), kwargs


def factory_values(info: EagerOp, values: dict, device) -> dict:
    """The functional factory's arguments for an out= factory call: its own, plus out's dtype and
    `device` (meta for the checks, spyre for the graph)."""
    return {**values, "dtype": values[info.outs[0]].dtype, "device": device}
