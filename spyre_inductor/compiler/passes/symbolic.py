"""Symbolic outer dimension: whether a kernel can be one artifact for every size of it, and how.

The frontend builds the kernel IR three times, with the symbol set to 1, 2 and 3 (every other size
specialized). `symbolic_rows` compares them: the kernel qualifies when each stage iterates over the
symbol as one of its iteration dims (never reduces over it), every index moves by a constant
number of host elements per unit of the symbol, every store writes a buffer that has the symbolic
dim, and every caller buffer that has it holds it as its outermost device dimension (so a row is a
constant number of device bytes and nothing else in its layout moves) or just below one dim of
columns (stick columns; a KV cache's heads, M or -- a view of the cache grown by a cat -- M + 1 rows
apart). Then the build at 1 is the
row program (emit/symbolic.py loops it at launch) and each argument's sizes, strides and layout
are affine in the symbol (ArgumentSpec.symbolic). Otherwise: SymbolicUnsupported, and the frontend
specializes the size as before (a guard; a recompile per size).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import sympy

from ..common import ITEMSIZE, SpyreCompileError
from ..ir.kernel_ir import Kernel, iter_symbol
from .layout import buffer_layout


class SymbolicUnsupported(SpyreCompileError):
    """The kernel cannot run every size of the symbol from one artifact (the reason says why)."""


@dataclass
class SymbolicRows:
    """row_bytes: caller buffer name -> device bytes per row of the symbol; columns: caller buffer
    name -> extra rows, for a buffer whose device layout has one dim of columns above the symbolic
    one ((C, M, E) for a 2-d (M, N) with N over one stick, (H, M, E) for a (1, H, M, D) KV cache:
    column c of row r at (c * (M + extra) + r) * row_bytes; extra > 0 for a view into a storage of
    M + extra rows per column); affine: caller buffer name -> [(field, index, constant, per_unit)]
    for every size/stride/layout entry that moves."""
    row_bytes: dict
    affine: dict
    columns: dict = None


_FIELDS = ("size", "stride", "host_size", "device_size", "stride_map")


def _fields(buf) -> dict:
    lay = buffer_layout(buf)
    return {"size": buf.size, "stride": buf.stride, "host_size": lay.host_size, "device_size": lay.device_size,
            "stride_map": lay.stride_map, "dim_map": lay.dim_map}


def symbolic_rows(k1: Kernel, k2: Kernel, k3: Kernel) -> SymbolicRows:
    def no(why):
        raise SymbolicUnsupported(f"spyre compiler: kernel {k1.name}: symbolic size: {why}")

    if list(k1.buffers) != list(k2.buffers) or list(k1.buffers) != list(k3.buffers):
        no("the buffers differ between sizes")
    sym_dim = {}  # buffer -> host dim that has the symbol
    for name, b1 in k1.buffers.items():
        b2, b3 = k2.buffers[name], k3.buffers[name]
        if (b1.role, b1.dtype) != (b2.role, b2.dtype) or len(b1.size) != len(b2.size):
            no(f"buffer {name} differs between sizes")
        dims = [d for d, (a, b, c) in enumerate(zip(b1.size, b2.size, b3.size)) if (a, b, c) != (a, a, a)]
        if not dims:
            if b1.size != b2.size or any(s2 != s1 and n != 1 for s1, s2, n in zip(b1.stride, b2.stride, b1.size)):
                no(f"buffer {name}: strides move with the symbol")
            continue
        if len(dims) > 1 or [b1.size[dims[0]], b2.size[dims[0]], b3.size[dims[0]]] != [1, 2, 3]:
            no(f"buffer {name}: the symbol is not one of its dims as it is (sizes {b1.size} / {b2.size})")
        if b1.offset != b2.offset or b1.offset != b3.offset:
            no(f"buffer {name}: its storage offset moves with the symbol")
        sym_dim[name] = dims[0]
    if len(k1.stages) != len(k2.stages) or len(k1.stages) != len(k3.stages):
        no("the stages differ between sizes")
    coeff = {}  # buffer -> host elements per row of the symbol
    moving = []  # (buffer, stages, indices, symbol var) of accesses whose other terms move
    for s1, s2, s3 in zip(k1.stages, k2.stages, k3.stages):
        if s1.reduce_sizes != s2.reduce_sizes or s1.reduce_sizes != s3.reduce_sizes:
            no(f"stage {s1.name} reduces over the symbol")
        ks = [k for k, (a, b, c) in enumerate(zip(s1.iter_sizes, s2.iter_sizes, s3.iter_sizes)) if (a, b, c) != (a, a, a)]
        if len(ks) != 1 or [s1.iter_sizes[ks[0]], s2.iter_sizes[ks[0]], s3.iter_sizes[ks[0]]] != [1, 2, 3] \
                or len(s1.iter_sizes) != len(s2.iter_sizes):
            no(f"stage {s1.name} does not iterate over the symbol as one dim ({s1.iter_sizes} / {s2.iter_sizes})")
        var = iter_symbol(ks[0])
        if len(s1.ops) != len(s2.ops) or len(s1.ops) != len(s3.ops):
            no(f"stage {s1.name}: the ops differ between sizes")
        for o1, o2, o3 in zip(s1.ops, s2.ops, s3.ops):
            same = (o1.opcode, o1.result, o1.operands, o1.dtype, o1.buffer, o1.value, o1.mask)
            if same != (o2.opcode, o2.result, o2.operands, o2.dtype, o2.buffer, o2.value, o2.mask) or \
                    same != (o3.opcode, o3.result, o3.operands, o3.dtype, o3.buffer, o3.value, o3.mask):
                no(f"stage {s1.name}: op {o1.render()} differs between sizes")
            if o1.index is None:
                continue
            e1, e2, e3 = (sympy.expand(sympy.sympify(o.index)) for o in (o1, o2, o3))
            c = sympy.expand(e2.diff(var))
            if not c.is_Integer or sympy.expand(e3.diff(var)) != c or (o1.opcode == "index" and c):
                no(f"stage {s1.name}: index {o2.index} does not move by whole rows of the symbol")
            # (the build at 1 may or may not have dropped the var: its only value there is 0)
            if e2 != e3 or sympy.expand(e2 - c * var) != sympy.expand(e1.subs(var, 0)):
                # the other terms move with the symbol too: only right for a column-laid buffer
                # whose columns are M (+ extra) rows apart (checked on its device addresses below)
                if o1.buffer is None or o1.buffer not in sym_dim:
                    no(f"stage {s1.name}: index {o2.index} does not move by whole rows of the symbol")
                moving.append((o1.buffer, (s1, s2, s3), (e1, e2, e3), var))
            c = int(c)
            if o1.buffer is None:
                continue
            if o1.buffer not in sym_dim:
                if c:
                    no(f"stage {s1.name}: buffer {o1.buffer} has no symbolic dim but its index moves with it")
                if o1.opcode in ("store", "store_reduction"):
                    no(f"stage {s1.name}: a store into {o1.buffer}, which does not have the symbolic dim")
                continue
            if coeff.setdefault(o1.buffer, c) != c:
                no(f"buffer {o1.buffer} is indexed with different row steps")
    row_bytes, affine, columns = {}, {}, {}
    for b in k1.args():
        name = b.name
        if name not in sym_dim:
            continue
        d = sym_dim[name]
        if b.stride[d] != coeff.get(name, b.stride[d]):
            no(f"buffer {name}: rows are not contiguous (index step {coeff[name]}, stride {b.stride[d]})")
        f1, f2, f3 = (_fields(k.buffers[name]) for k in (k1, k2, k3))
        # the device dim walking the symbol: the first that moves; above it size-1 dims and dims
        # of columns (stick columns, the heads of a (1, H, M, D) KV cache, GQA's (KV heads,
        # repeats): dense device dims, so column c = their flat index), c * (M + extra) rows in. A
        # view's storage may hold `extra` rows more than the view (the first input of a cat along
        # the symbol: the grown cache)
        b = k1.buffers[name]
        j = next((j for j, (a, b_) in enumerate(zip(f1["device_size"], f2["device_size"])) if a != b_), 0)
        above = [i for i, n in enumerate(f1["device_size"][:j]) if n != 1]
        extra = f1["device_size"][j] - 1 if b.storage is not None else 0
        if f1["dim_map"] != f2["dim_map"] or f1["dim_map"][j] != d or extra < 0 \
                or [f1["device_size"][j], f2["device_size"][j], f3["device_size"][j]] != [1 + extra, 2 + extra, 3 + extra] \
                or f1["device_size"][j + 1:] != f2["device_size"][j + 1:] \
                or f1["device_size"][:j] != f2["device_size"][:j]:
            no(f"buffer {name}: the symbolic dim is not its outermost device dim nor just below its "
               f"columns (device sizes {list(f1['device_size'])} / {list(f2['device_size'])})")
        if above:
            columns[name] = extra
        elif b.offset:
            # (a view starting inside a grown storage: its rows are not the storage's first ones)
            no(f"buffer {name}: a view at storage offset {b.offset} whose symbolic dim is outermost")
        entries = []
        for field in _FIELDS:
            for i, (v1, v2, v3) in enumerate(zip(f1[field], f2[field], f3[field])):
                per_unit = v2 - v1
                if v3 - v2 != per_unit or per_unit < 0:
                    no(f"buffer {name}: {field}[{i}] is not affine in the symbol")
                if per_unit:
                    entries.append((field, i, v1 - per_unit, per_unit))
        affine[name] = entries
        row_bytes[name] = math.prod(f1["device_size"][j + 1:]) * ITEMSIZE[b.dtype]
    if not row_bytes:
        no("no caller buffer has the symbolic dim")
    for name, stages, indices, var in moving:
        if name not in columns:
            no(f"buffer {name}: an index's other terms move with the symbol and it is not laid out in columns")
        _check_columns(name, [k.buffers[name] for k in (k1, k2, k3)], stages, indices, var, row_bytes[name],
                       columns[name], no)
    return SymbolicRows(row_bytes, affine, columns)


def _check_columns(name, bufs, stages, indices, var, row_bytes: int, extra: int, no) -> None:
    """An access whose index moves with the symbol other than by rows: at every point of row 0 its
    device address at symbol v must be column * (v + extra) * row_bytes + within, (column, within)
    being its address at v = 1 split by (1 + extra) rows (what emit/symbolic.py addresses), for
    v = 2, 3 (affine: then every v)."""
    import numpy as np

    from ..ir.interpret import eval_index
    from .layout import device_elements

    addrs = []
    for v, (buf, stage, index) in enumerate(zip(bufs, stages, indices), start=1):
        loop_vars = list(stage.iter_vars) + list(stage.reduce_vars)
        sizes = [1 if x == var else n for x, n in zip(loop_vars, list(stage.iter_sizes) + list(stage.reduce_sizes))]
        if math.prod(sizes) > 1 << 16:
            no(f"buffer {name}: too many points to check its column addresses")
        grid = np.indices(tuple(sizes) or (1,), dtype=np.int64).reshape(len(sizes) or 1, -1)
        env = {x: g for x, g in zip(loop_vars, grid)}
        host = np.broadcast_to(eval_index(index, env), grid.shape[1:]) + buf.offset
        addrs.append(device_elements(buffer_layout(buf), host) * ITEMSIZE[buf.dtype])
    col, within = np.divmod(addrs[0], (1 + extra) * row_bytes)
    for v, a in ((2, addrs[1]), (3, addrs[2])):
        if not np.array_equal(a, col * (v + extra) * row_bytes + within):
            no(f"buffer {name}: an index moves with the symbol other than by rows and columns")


def symbolic_masked_args(kernels: list[Kernel], values: list[int]) -> dict:
    """A symbol along the stick dim, for the values of one stick bucket (issue 14: a reduction over
    the dynamic KV cache's length): the kernel IR built at each of `values` (ascending) must have
    the same buffers with the same device dims, their sizes, strides and device layouts affine in
    the symbol (a buffer that has it along its sticks keeps them: only the last one's valid lanes
    differ; one that has it as an outer dim grows by rows, which the programs load with ldr). Returns caller buffer name ->
    [(field, index, constant, per_unit)] for the entries that move (as SymbolicRows.affine), else
    SymbolicUnsupported. The programs are compared by emit/symbolic.py (mask_from_symbol)."""
    k0 = kernels[0]

    def no(why):
        raise SymbolicUnsupported(f"spyre compiler: kernel {k0.name}: symbolic length: {why}")

    if any(list(k.buffers) != list(k0.buffers) for k in kernels):
        no("the buffers differ between sizes")
    affine = {}
    for b in k0.args():
        fs = [_fields(k.buffers[b.name]) for k in kernels]
        if any(f["dim_map"] != fs[0]["dim_map"] for f in fs):
            no(f"buffer {b.name}: its device dims change with the symbol")
        if any((k.buffers[b.name].storage is None) != (b.storage is None) for k in kernels):
            no(f"buffer {b.name} is a view into another storage at some sizes only")
        for f, k in zip(fs, kernels):
            # a view (the new row of a grown KV cache) may start a symbolic number of rows in
            f["storage_offset"] = (k.buffers[b.name].offset,)
        entries = []
        for field in _FIELDS + ("storage_offset",):
            for i, v0 in enumerate(fs[0][field]):
                vs = [f[field][i] for f in fs]
                d = vs[1] - v0
                if d % (values[1] - values[0]):
                    no(f"buffer {b.name}: {field}[{i}] is not affine in the symbol")
                per_unit = d // (values[1] - values[0])
                if per_unit < 0 or any(v != v0 + per_unit * (x - values[0]) for v, x in zip(vs, values)):
                    no(f"buffer {b.name}: {field}[{i}] is not affine in the symbol")
                if per_unit:
                    entries.append((field, i, v0 - per_unit * values[0], per_unit))
        if entries:
            affine[b.name] = entries
    if not affine:
        no("no caller buffer has the symbolic dim")
    return affine
