"""The golden cases: what `artifacts/` holds and what tests/golden holds the toolchain to.

Two kinds of case:
- BuilderCase: a kernel written by hand with the card's ProgramBuilder (not compiler output).
  These stand in for op families until the Inductor backend emits them; each carries a numpy
  reference, so the golden suite also runs it on the simulated card and checks its numbers.
- CompiledCase: a PyTorch function compiled by the spyre Inductor backend (spyre-compile emit's
  code path) into a directory of artifacts with index.json.

Shapes are small on purpose: every case runs on the simulator in the golden suite.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from spyre_inductor.compiler.common import ISA_DTYPE, ITEMSIZE, STICK_BYTES  # (torch-free names)
from spyre_runtime.artifact import ArgumentSpec, Artifact, CostEstimate, DeviceLayout, artifact_from_image
from spyre_runtime.card import ProgramBuilder
from spyre_runtime.card.simulator import bf16_to_f32, f32_to_bf16
from spyre_runtime.config import HardwareConfig
PRODUCER_VERSION = "golden-builder-1"


@dataclass(frozen=True)
class BuilderCase:
    name: str
    what: str  # one line: the computation, in PyTorch terms
    build: Callable[[], Artifact]
    reference: Callable[[dict], dict]  # host inputs (name -> array) -> expected outputs
    tolerance: float = 1e-2  # max |got - want| / (1 + |want|)
    kind: str = "builder"


@dataclass(frozen=True)
class CompiledCase:
    name: str
    what: str
    function: str  # module:function for emit
    inputs: tuple[str, ...]  # input specs, e.g. "f16[64,64]"
    kind: str = "compiled"
    extra: dict = field(default_factory=dict)


# ---------------------------------------------------------------------------------------------
# layouts and arguments


def per_stick(dtype: str) -> int:
    return STICK_BYTES // ITEMSIZE[dtype]


def rows_layout(rows: int, cols: int, dtype: str) -> DeviceLayout:
    """Row-major 2-d layout: device (rows, cols/E, E); a row's sticks are contiguous."""
    e = per_stick(dtype)
    assert cols % e == 0, (cols, dtype)
    return DeviceLayout((rows, cols), (rows, cols // e, e), (cols, e, 1), (0, 1, 1), dtype)


def vector_layout(n: int, dtype: str) -> DeviceLayout:
    """Default 1-d layout: (ceil(n/E), E)."""
    e = per_stick(dtype)
    return DeviceLayout((n,), (-(-n // e), e), (e, 1), (0, 0), dtype)


def arg(name: str, role: str, layout: DeviceLayout) -> ArgumentSpec:
    size = layout.host_size
    stride = tuple(int(np.prod(size[i + 1:])) for i in range(len(size)))
    return ArgumentSpec(name, role, size, stride, layout.device_dtype, layout)


def estimate(loaded: int, stored: int, vector_sticks: int = 0, macs: int = 0, flops: int = 0) -> CostEstimate:
    """A rough cost estimate from the card's configured rates (the whole kernel: LPDDR5 is shared
    by all cores, the vector and PE work is spread over them by the caller's figures)."""
    cfg = HardwareConfig()
    mem = cfg.lpddr5_bytes_per_cycle
    cycles = {"load": int(loaded / mem) + cfg.lpddr5_latency_cycles,
              "store": int(stored / mem) + cfg.lpddr5_latency_cycles}
    if vector_sticks:
        cycles["vector"] = vector_sticks * per_stick("float16") // (cfg.vector_elems_per_cycle_per_corelet
                                                                   * cfg.corelets_per_core)
    if macs:
        cycles["pe"] = macs // (cfg.pe_macs_per_cycle_per_corelet * cfg.corelets_per_core)
    return CostEstimate(tuple(sorted(cycles.items())), loaded + stored, flops or 2 * macs)


def finish(b: ProgramBuilder, name: str, args, work, pad_bytes, cost, scratch_bytes: int = 0) -> Artifact:
    return artifact_from_image(b.build(), b.slot_names, kernel_name=name, arguments=tuple(args), work=work,
                               scratchpad_bytes=pad_bytes, device_scratch_bytes=scratch_bytes, cost=cost,
                               producer_version=PRODUCER_VERSION)


# ---------------------------------------------------------------------------------------------
# pointwise family: every argument is (rows, cols) in row layout (or a broadcast row vector);
# each core takes a contiguous block of rows: load all inputs -> vector ops -> store


def pointwise(name: str, inputs: dict, out_dtype: str, emit, rows: int = 64, cols: int | None = None,
              cores: int = 2, row_inputs: tuple = ()):
    """inputs: {name: dtype} of (rows, cols) inputs; row_inputs: names broadcast along rows
    ((cols,) vectors, loaded once per core). emit(V, sp: dict name -> sp address, out, tmp, n)
    writes the output's n row-sticks (in the input dtype's sticks) to `out`."""
    in_dtype = next(iter(inputs.values()))
    cols = cols or per_stick(in_dtype)

    def build() -> Artifact:
        b = ProgramBuilder()
        slots = {n: b.arg_slot(n) for n in inputs}
        slots["out"] = b.arg_slot("out")
        per = rows // cores
        in_sticks = per * cols // per_stick(in_dtype)
        out_sticks = per * cols // per_stick(out_dtype)
        area = max(in_sticks, out_sticks) * STICK_BYTES
        sp = {n: i * area for i, n in enumerate(inputs)}
        out, tmp = len(inputs) * area, (len(inputs) + 1) * area
        work, pads = {}, {}
        for c in range(cores):
            core = b.core(c)
            loaded, done = core.queue("load", "vector"), core.queue("vector", "store")
            for r, n in enumerate(inputs, start=1):
                if n in row_inputs:
                    core.load.li_slot(r, slots[n])
                    core.load.ld(sp[n], (r, 0), sticks=cols // per_stick(inputs[n]))
                else:
                    core.load.li_slot(r, slots[n], addend=c * in_sticks * STICK_BYTES)
                    core.load.ld(sp[n], (r, 0), sticks=in_sticks)
            core.load.signal(loaded)
            core.vector.wait(loaded)
            emit(core.vector, sp, out, tmp, in_sticks)
            core.vector.signal(done)
            core.store.li_slot(1, slots["out"], addend=c * out_sticks * STICK_BYTES)
            core.store.wait(done)
            core.store.st((1, 0), out, sticks=out_sticks)
            work[c] = ((c * per, (c + 1) * per), (0, cols))
            pads[c] = tmp + area
        args = [arg(n, "input", vector_layout(cols, d) if n in row_inputs else rows_layout(rows, cols, d))
                for n, d in inputs.items()]
        args.append(arg("out", "output", rows_layout(rows, cols, out_dtype)))
        stored = args[-1].layout.device_nbytes
        cost = estimate(sum(a.layout.device_nbytes for a in args) - stored, stored,
                        in_sticks * len(b.core(0).vector.instructions), flops=rows * cols)
        return finish(b, name, args, work, pads, cost)

    return build


# ---------------------------------------------------------------------------------------------
# reductions


def row_reduce(name: str, op: str, dtype: str, out_dtype: str, rows: int = 64, cols: int | None = None,
               cores: int = 2):
    """out[r] = op(x[r, :]): each row's sticks reduce within (g = sticks per row); a row spanning
    several sticks reduces in one instruction (g = sticks per row)."""
    cols = cols or per_stick(dtype)
    g = cols // per_stick(dtype)

    def build() -> Artifact:
        b = ProgramBuilder()
        x, out = b.arg_slot("x"), b.arg_slot("out")
        per = rows // cores
        in_sticks = per * g
        out_bytes = per * ITEMSIZE[out_dtype]
        assert out_bytes % STICK_BYTES == 0, (name, out_bytes)
        OUT = in_sticks * STICK_BYTES
        work, pads = {}, {}
        for c in range(cores):
            core = b.core(c)
            loaded, done = core.queue("load", "vector"), core.queue("vector", "store")
            core.load.li_slot(1, x, addend=c * in_sticks * STICK_BYTES)
            core.load.ld(0, (1, 0), sticks=in_sticks)
            core.load.signal(loaded)
            core.vector.wait(loaded)
            core.vector.reduce(op, ISA_DTYPE[dtype], OUT, 0, in_sticks, g, axis="within", to=ISA_DTYPE[out_dtype])
            core.vector.signal(done)
            core.store.li_slot(1, out, addend=c * out_bytes)
            core.store.wait(done)
            core.store.st((1, 0), OUT, sticks=out_bytes // STICK_BYTES)
            work[c] = ((c * per, (c + 1) * per),)
            pads[c] = OUT + out_bytes
        args = [arg("x", "input", rows_layout(rows, cols, dtype)), arg("out", "output", vector_layout(rows, out_dtype))]
        cost = estimate(args[0].layout.device_nbytes, args[1].layout.device_nbytes, in_sticks, flops=rows * cols)
        return finish(b, name, args, work, pads, cost)

    return build


def column_sum(name: str, rows: int = 64, cores: int = 4):
    """out[j] = sum_r x[r, j] (f32, one stick wide): each core reduces its rows across sticks to one
    partial stick; cores 1.. send theirs over the ring to core 0, which combines and stores."""
    def build() -> Artifact:
        b = ProgramBuilder()
        x, out = b.arg_slot("x"), b.arg_slot("out")
        per = rows // cores
        PART = per * STICK_BYTES
        GATHER = PART + STICK_BYTES
        OUT = GATHER + cores * STICK_BYTES
        arrivals = []
        work, pads = {}, {}
        for c in range(cores):
            core = b.core(c)
            loaded = core.queue("load", "vector")
            core.load.li_slot(1, x, addend=c * per * STICK_BYTES)
            core.load.ld(0, (1, 0), sticks=per)
            core.load.signal(loaded)
            core.vector.wait(loaded)
            dst = GATHER if c == 0 else PART
            core.vector.reduce("sum", "f32", dst, 0, per, per, axis="across", to="f32")
            if c:
                ready, sent = core.queue("vector", "load"), b.queue((c, "load"), (0, "vector"))
                core.vector.signal(ready)
                core.load.wait(ready)
                core.load.ring(0, GATHER + c * STICK_BYTES, PART, sticks=1)
                core.load.signal(sent)
                arrivals.append(sent)
            work[c] = ((c * per, (c + 1) * per), (0, 32))
            pads[c] = OUT + STICK_BYTES if c == 0 else PART + STICK_BYTES
        c0 = b.core(0)
        for q in arrivals:
            c0.vector.wait(q)
        c0.vector.reduce("sum", "f32", OUT, GATHER, cores, cores, axis="across", to="f32")
        done = c0.queue("vector", "store")
        c0.vector.signal(done)
        c0.store.li_slot(1, out)
        c0.store.wait(done)
        c0.store.st((1, 0), OUT, sticks=1)
        args = [arg("x", "input", rows_layout(rows, 32, "float32")), arg("out", "output", vector_layout(32, "float32"))]
        cost = estimate(args[0].layout.device_nbytes + (cores - 1) * STICK_BYTES, STICK_BYTES, per + cores,
                        flops=rows * 32)
        return finish(b, name, args, work, pads, cost)

    return build


def softmax_rows(name: str, rows: int = 64, cores: int = 2):
    """out = softmax(x, dim=-1) for f32 x (rows, 32): max within, subtract (one scalar per stick),
    exp, sum within, divide: five vector ops fused in one kernel."""
    def emit(V, sp, out, tmp, n):
        m, s = tmp, tmp + n * 4 + STICK_BYTES  # n scalars each (padded to whole sticks)
        V.reduce("max", "f32", m, sp["x"], n, 1, axis="within", to="f32")
        V.binary("sub", "f32", out, sp["x"], m, n, b_mode=("scalar", 1))
        V.unary("exp", "f32", out, out, n)
        V.reduce("sum", "f32", s, out, n, 1, axis="within", to="f32")
        V.binary("div", "f32", out, out, s, n, b_mode=("scalar", 1))

    return pointwise(name, {"x": "float32"}, "float32", emit, rows=rows, cores=cores)


# ---------------------------------------------------------------------------------------------
# matmul on the PE array (+ an epilogue on the vector unit)


def matmul(name: str, m: int = 64, cores: int = 2, bias: bool = False, relu: bool = False):
    """out (m, 64) f32 = x (m, 64) f16 @ w (64, 64) f16 [+ bias (64,) f32] [relu]; rows of out split
    over cores; the PE result goes to the vector unit for the epilogue, then to the store unit."""
    K = N = 64

    def build() -> Artifact:
        b = ProgramBuilder()
        xs, ws = b.arg_slot("x"), b.arg_slot("w")
        bs = b.arg_slot("bias") if bias else None
        outs = b.arg_slot("out")
        per = m // cores
        A, B = 0, per * STICK_BYTES
        C = B + K * STICK_BYTES
        BIAS = C + per * N * 4
        work, pads = {}, {}
        for c in range(cores):
            core = b.core(c)
            L, P, V, S = core.load, core.pe, core.vector, core.store
            loaded, mmed, done = core.queue("load", "pe"), core.queue("pe", "vector"), core.queue("vector", "store")
            L.li_slot(1, xs, addend=c * per * STICK_BYTES)
            L.ld(A, (1, 0), sticks=per)
            L.li_slot(2, ws)
            L.ld(B, (2, 0), sticks=K)
            if bias:
                bias_in = core.queue("load", "vector")
                L.li_slot(3, bs)
                L.ld(BIAS, (3, 0), sticks=N // 32)
                L.signal(bias_in)
            L.signal(loaded)
            P.wait(loaded)
            P.mm("f16", C, A, B, per, K // 64, N // 64, acc=False)
            P.signal(mmed)
            V.wait(mmed)
            if bias:
                V.wait(bias_in)
                V.binary("add", "f32", C, C, BIAS, per * N // 32, b_mode=("row", N // 32))
            if relu:
                V.binary_imm("max", "f32", C, C, 0.0, per * N // 32)
            V.signal(done)
            S.li_slot(1, outs, addend=c * per * N * 4)
            S.wait(done)
            S.st((1, 0), C, sticks=per * N // 32)
            work[c] = ((c * per, (c + 1) * per), (0, N))
            pads[c] = BIAS + (N * 4 if bias else 0)
        args = [arg("x", "input", rows_layout(m, K, "float16")), arg("w", "input", rows_layout(K, N, "float16"))]
        if bias:
            args.append(arg("bias", "input", vector_layout(N, "float32")))
        args.append(arg("out", "output", rows_layout(m, N, "float32")))
        stored = args[-1].layout.device_nbytes
        cost = estimate(sum(a.layout.device_nbytes for a in args) - stored + (cores - 1) * K * STICK_BYTES, stored,
                        per * 2 * (bias + relu), macs=m * N * K // cores)
        return finish(b, name, args, work, pads, cost)

    return build


# ---------------------------------------------------------------------------------------------
# numpy references (computed in float32 from the exact input values, rounded like the card)


def _f(v):
    return bf16_to_f32(v) if v.dtype == np.uint16 else v.astype(np.float32)


def ref_pointwise(fn, out_dtype):
    def ref(inputs):
        got = fn(**{k: _f(v) for k, v in inputs.items()})
        if out_dtype == "bfloat16":
            return {"out": bf16_to_f32(f32_to_bf16(got.astype(np.float32)))}
        return {"out": got.astype(np.float32 if out_dtype == "float32" else out_dtype)}
    return ref


def _erf(x):
    from math import erf
    return np.vectorize(erf, otypes=[np.float64])(x)


def _softmax(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def _pw(name, what, inputs, out_dtype, emit, fn, tol=1e-2, **kw):
    return BuilderCase(name, what, pointwise(name, inputs, out_dtype, emit, **kw), ref_pointwise(fn, out_dtype), tol)


def _bin(op, dt):
    return lambda V, sp, out, tmp, n: V.binary(op, ISA_DTYPE[dt], out, sp["x"], sp["y"], n)


def _un(op, dt):
    return lambda V, sp, out, tmp, n: V.unary(op, ISA_DTYPE[dt], out, sp["x"], n)


def _gelu(V, sp, out, tmp, n):
    V.binary_imm("mul", "f16", tmp, sp["x"], 0.70710677, n)
    V.unary("erf", "f16", tmp, tmp, n)
    V.binary_imm("add", "f16", tmp, tmp, 1.0, n)
    V.binary("mul", "f16", tmp, tmp, sp["x"], n)
    V.binary_imm("mul", "f16", out, tmp, 0.5, n)


def _silu(V, sp, out, tmp, n):
    V.unary("sigmoid", "f16", tmp, sp["x"], n)
    V.binary("mul", "f16", out, tmp, sp["x"], n)


def _where(V, sp, out, tmp, n):
    # where(x > y, x, y * 0.5): the mask is u8, one byte per element (n f16 sticks -> n/2 mask sticks)
    V.binary("gt", "f16", tmp, sp["x"], sp["y"], n)
    V.binary_imm("mul", "f16", out, sp["y"], 0.5, n)
    V.select("f16", out, tmp, sp["x"], out, n)


def _rsqrt_fused(V, sp, out, tmp, n):
    V.binary("mul", "f32", tmp, sp["x"], sp["x"], n)
    V.binary_imm("add", "f32", tmp, tmp, 1.0, n)
    V.unary("rsqrt", "f32", out, tmp, n)


def _bias_gelu_tanh(V, sp, out, tmp, n):
    # tanh(x + bias) * y : a fused chain with a broadcast row operand
    V.binary("add", "f16", tmp, sp["x"], sp["bias"], n, b_mode=("row", 1))
    V.unary("tanh", "f16", tmp, tmp, n)
    V.binary("mul", "f16", out, tmp, sp["y"], n)


F16, BF16, F32 = "float16", "bfloat16", "float32"

CASES = [
    _pw("add_f16", "x + y, fp16 (64, 64)", {"x": F16, "y": F16}, F16, _bin("add", F16), lambda x, y: x + y),
    _pw("sub_bf16", "x - y, bf16 (64, 64)", {"x": BF16, "y": BF16}, BF16, _bin("sub", BF16), lambda x, y: x - y),
    _pw("mul_f32", "x * y, fp32 (64, 32)", {"x": F32, "y": F32}, F32, _bin("mul", F32), lambda x, y: x * y, 1e-6),
    _pw("div_f32", "x / y, fp32 (64, 32)", {"x": F32, "y": F32}, F32, _bin("div", F32), lambda x, y: x / y, 1e-5),
    _pw("maximum_f16", "torch.maximum(x, y), fp16", {"x": F16, "y": F16}, F16, _bin("max", F16), lambda x, y: np.maximum(x, y)),
    _pw("add_scalar_f16", "x + 2.5, fp16 (immediate operand)", {"x": F16}, F16,
        lambda V, sp, out, tmp, n: V.binary_imm("add", "f16", out, sp["x"], 2.5, n), lambda x: x + 2.5),
    _pw("exp_f16", "torch.exp(x), fp16", {"x": F16}, F16, _un("exp", F16), lambda x: np.exp(x)),
    _pw("tanh_f16", "torch.tanh(x), fp16 (4 cores)", {"x": F16}, F16, _un("tanh", F16), lambda x: np.tanh(x), cores=4),
    _pw("sigmoid_f32", "torch.sigmoid(x), fp32", {"x": F32}, F32, _un("sigmoid", F32), _sigmoid, 1e-5),
    _pw("relu_f16", "torch.relu(x) as max(x, 0), fp16", {"x": F16}, F16,
        lambda V, sp, out, tmp, n: V.binary_imm("max", "f16", out, sp["x"], 0.0, n), lambda x: np.maximum(x, 0)),
    _pw("rsqrt_fused_f32", "torch.rsqrt(x * x + 1), fp32: three ops fused", {"x": F32}, F32, _rsqrt_fused,
        lambda x: 1 / np.sqrt(x * x + 1), 1e-5),
    _pw("gelu_erf_f16", "0.5 * x * (1 + erf(x / sqrt 2)) (exact GELU), fp16: five ops fused", {"x": F16}, F16,
        _gelu, lambda x: 0.5 * x * (1 + _erf(x * 0.70710677))),
    _pw("silu_f16", "x * sigmoid(x), fp16: two ops fused", {"x": F16}, F16, _silu, lambda x: x * _sigmoid(x)),
    _pw("where_gt_f16", "torch.where(x > y, x, y * 0.5), fp16: compare + select", {"x": F16, "y": F16}, F16,
        _where, lambda x, y: np.where(x > y, x, y * 0.5)),
    _pw("cast_f16_f32", "x.float() from fp16 (64, 64): one fp16 stick -> two fp32 sticks", {"x": F16}, F32,
        lambda V, sp, out, tmp, n: V.cast("f16", out, sp["x"], n, to="f32"), lambda x: x, 0),
    _pw("bias_tanh_mul_f16", "tanh(x + bias) * y, bias (64,) broadcast along rows, fp16",
        {"x": F16, "bias": F16, "y": F16}, F16, _bias_gelu_tanh, lambda x, bias, y: np.tanh(x + bias) * y,
        row_inputs=("bias",)),
    BuilderCase("sum_rows_f16", "x.sum(-1, dtype=float32), fp16 (64, 64): reduction within a stick",
                row_reduce("sum_rows_f16", "sum", F16, F32),
                lambda i: {"out": _f(i["x"]).sum(-1)}, 1e-3),
    BuilderCase("sum_rows_2sticks_f32", "x.sum(-1), fp32 (64, 64): each row spans two sticks",
                row_reduce("sum_rows_2sticks_f32", "sum", F32, F32, cols=64),
                lambda i: {"out": i["x"].sum(-1)}, 1e-5),
    BuilderCase("amax_rows_f32", "x.amax(-1), fp32 (64, 32)", row_reduce("amax_rows_f32", "max", F32, F32),
                lambda i: {"out": i["x"].max(-1)}, 0),
    BuilderCase("argmax_rows_f32", "x.argmax(-1) (int64), fp32 (64, 32)",
                row_reduce("argmax_rows_f32", "argmax", F32, "int64"),
                lambda i: {"out": i["x"].argmax(-1)}, 0),
    BuilderCase("sum_cols_ring_f32", "x.sum(0), fp32 (64, 32) on 4 cores: reduction across sticks, "
                "partials combined over the ring", column_sum("sum_cols_ring_f32"),
                lambda i: {"out": i["x"].sum(0)}, 1e-5),
    BuilderCase("softmax_rows_f32", "torch.softmax(x, -1), fp32 (64, 32): max, sub, exp, sum, div fused",
                softmax_rows("softmax_rows_f32"), lambda i: {"out": _softmax(i["x"])}, 1e-5),
    BuilderCase("matmul_f16", "x @ w -> fp32, x (64, 64) fp16, w (64, 64) fp16, on the PE array",
                matmul("matmul_f16"), lambda i: {"out": _f(i["x"]) @ _f(i["w"])}, 1e-4),
    BuilderCase("linear_bias_relu_f16", "relu(x @ w + bias), fp16 in, fp32 out: matmul with a vector epilogue",
                matmul("linear_bias_relu_f16", bias=True, relu=True),
                lambda i: {"out": np.maximum(_f(i["x"]) @ _f(i["w"]) + i["bias"], 0)}, 1e-4),
]



def _compiled(name, fn, what, *inputs, **extra):
    return CompiledCase(name, what, f"spyre_tools.golden_models:{fn}", tuple(inputs), extra=extra)


COMPILED = [
    _compiled("c_add_f32", "add", "a + b, fp32 (64, 64)", "f32[64,64]", "f32[64,64]"),
    _compiled("c_gelu_f16", "gelu", "F.gelu(a), fp16 (64, 128)", "f16[64,128]"),
    _compiled("c_pointwise_chain_f32", "pointwise_chain", "((a + b).exp() * a).tanh() - b.abs(), fp32 (5, 100): "
              "one fused kernel, rows not a stick multiple", "f32[5,100]", "f32[5,100]"),
    _compiled("c_where_gt_f16", "where_gt", "torch.where(a > b, a, b * 0.5), fp16 (64, 64)", "f16[64,64]",
              "f16[64,64]"),
    _compiled("c_broadcast_row_f32", "broadcast_row", "a + b[0], fp32 (64, 64): a row broadcast", "f32[64,64]",
              "f32[64,64]"),
    _compiled("c_cast_half", "cast_half", "(a * 3).to(float16) from fp32 (3, 70)", "f32[3,70]"),
    _compiled("c_sum_last_f32", "sum_last", "a.sum(-1), fp32 (3, 5, 70): along sticks", "f32[3,5,70]"),
    _compiled("c_sum_first_f16", "sum_first", "a.sum(0), fp16 (6, 128): across sticks", "f16[6,128]"),
    _compiled("c_amax_last_f32", "amax_last", "a.amax(-1), fp32 (6, 128)", "f32[6,128]"),
    _compiled("c_argmax_last_f32", "argmax_last", "a.argmax(-1), fp32 (6, 128)", "f32[6,128]"),
    _compiled("c_var_mean_f32", "var_mean", "torch.var_mean(a, -1), fp32 (6, 128): two outputs", "f32[6,128]"),
    _compiled("c_softmax_f32", "softmax", "torch.softmax(a, -1), fp32 (6, 128)", "f32[6,128]"),
    _compiled("c_layer_norm_f16", "layer_norm", "F.layer_norm(a, (128,)), fp16 (6, 128)", "f16[6,128]"),
    _compiled("c_rms_norm_f32", "rms_norm", "F.rms_norm(a, (128,)), fp32 (6, 128)", "f32[6,128]"),
    _compiled("c_transpose_add_f32", "transpose_add", "a.t() + 1, fp32 (64, 64): a transposed read",
              "f32[64,64]"),
    _compiled("c_cat_last_f32", "cat_last", "torch.cat([a, a * 2], -1), fp32 (5, 100)", "f32[5,100]"),
    _compiled("c_norm_gelu_softmax_f32", "norm_gelu_softmax", "softmax(gelu(layer_norm(a) * w), -1), fp32 (8, 64)",
              "f32[8,64]", "f32[64]"),
    _compiled("c_matmul_f16", "matmul", "a @ b, fp16 (64, 128) @ (128, 64) on the PE array", "f16[64,128]",
              "f16[128,64]"),
    _compiled("c_linear_gelu_f16", "linear_gelu", "F.gelu(F.linear(x, w, b)), fp16: matmul with a fused epilogue",
              "f16[32,64]", "f16[128,64]", "f16[128]"),
    _compiled("c_attention_scores_f16", "attention_scores", "softmax(q @ k^T * 0.125, -1), fp16 (2, 16, 64)",
              "f16[2,16,64]", "f16[2,16,64]"),
    _compiled("c_attention_f16", "attention", "softmax(q @ k^T * 0.125, -1) @ v, fp16 (2, 16, 64): two kernels",
              "f16[2,16,64]", "f16[2,16,64]", "f16[2,16,64]"),
    _compiled("c_sdpa_fused_f16", "sdpa_causal_gqa", "F.scaled_dot_product_attention(q, k, v, is_causal=True, "
              "enable_gqa=True), fp16 q (1, 2, 37, 64), k / v (1, 1, 37, 64): ONE fused kernel (online softmax, "
              "the scores never leave the scratchpad)", "f16[1,2,37,64]", "f16[1,1,37,64]", "f16[1,1,37,64]"),
    _compiled("c_mlp_block_f32", "mlp_block", "x + linear(gelu(linear(layer_norm(x)))), fp32 (16, 64) -> 128 -> 64: "
              "a transformer MLP block, three kernels", "f32[16,64]", "f32[128,64]", "f32[128]", "f32[64,128]",
              "f32[64]"),
    _compiled("c_kv_cache_write_f16", "kv_cache_write", "cache[:, :, pos] = new, fp16 cache (1, 2, 32, 64): whole-stick "
              "rows on the store unit's scatter, in place", "f16[1,2,32,64]", "i64[2]", "f16[1,2,2,64]"),
    _compiled("c_transformer_block_f32", "transformer_block", "pre-norm transformer block: causal 2-head attention "
              "(SDPA) + GELU MLP + layer norms + residuals, fp32 x (1, 16, 64), hidden 128",
              "f32[1,16,64]", "f32[64,64]", "f32[64,64]", "f32[64,64]", "f32[64,64]", "f32[128,64]", "f32[128]",
              "f32[64,128]", "f32[64]"),
    _compiled("c_split_products_sum_f32", "products_sum_first", "(a0 * b0 + ... + a3 * b3).sum(0), fp32 (8, 64): "
              "a reduction stage over 8 inputs (the load unit has 7 base registers) split into a pointwise stage "
              "and the reduction", *["f32[8,64]"] * 8),
    _compiled("c_split_chain_f32", "chain_of_eight", "s = s * 0.5 + x over 8 inputs, fp32 (8, 64): a pointwise "
              "stage over 8 inputs split in two, the carried value kept in each core's scratchpad",
              *["f32[8,64]"] * 8),
    _compiled("c_symbolic_softmax_f32", "softmax", "torch.softmax(a, -1), fp32 (1, M, 128) compiled with dynamic=True: "
              "ONE artifact for every M (the symbol declared in the manifest, rows dealt to cores at launch)",
              "f32[1,9,128]", dynamic=True),
]
CASES = CASES + COMPILED

BY_NAME = {c.name: c for c in CASES}
assert len(BY_NAME) == len(CASES), "duplicate golden case names"
