"""The one place that touches private Inductor / Dynamo APIs (torch 2.13).

Everything else in spyre_inductor.compiler imports these names from here, so that a torch
upgrade is checked against one file. Each name is a private API; the comment says what we use it for.
"""

from __future__ import annotations

import contextlib
import threading
import warnings

# registration hooks (torch/_inductor/codegen/common.py, torch/_dynamo/device_interface.py)
from torch._dynamo.device_interface import DeviceInterface, register_interface_for_device
from torch._inductor.codegen.common import (
    BackendFeature,
    DeviceOpOverrides,
    register_backend_for_device,
    register_device_op_overrides,
)
from torch._inductor.custom_graph_pass import CustomGraphModulePass, get_hash_for_files

# scheduling: the base class the scheduler calls, and the node types it hands us
from torch._inductor.scheduler import BaseScheduling
from torch._inductor import ir, config as inductor_config
from torch._inductor.virtualized import V, ops
from torch._inductor.ops_handler import DefaultHandler
from torch.utils._sympy.functions import ModularIndexing  # (x // d) % m in index expressions

# the wrapper (module-level Python that allocates buffers and calls kernels)
from torch._inductor.codegen.wrapper import FreeLine, PythonWrapperCodegen, SubgraphPythonWrapperCodegen

# where Inductor keeps its on-disk caches (artifacts live below it)
from torch._inductor.runtime.cache_dir_utils import cache_dir as inductor_cache_dir

__all__ = [
    "DeviceInterface", "register_interface_for_device", "BackendFeature", "DeviceOpOverrides",
    "register_backend_for_device", "register_device_op_overrides", "CustomGraphModulePass",
    "get_hash_for_files", "BaseScheduling", "ir", "inductor_config", "V", "DefaultHandler",
    "PythonWrapperCodegen", "FreeLine", "SubgraphPythonWrapperCodegen", "inductor_cache_dir",
    "default_sizes_body", "mutation_real_name", "can_buffer_be_removed_through_fusion",
    "register_device_lowering", "register_device_decomposition", "decomposition_of", "stock_lowering", "ops", "realize_input",
    "sum_reduction", "max_pool_with_offsets",
    "compile_fx_graph", "record_loaded_modules", "compiling", "extern_calls", "forget_wrapper_module",
    "atomic_add_of_any_dtype", "symbolic_size_candidates", "size_range", "size_hint", "guard_size_at_most",
    "guard_size_at_least", "symbol_shifts", "layout_symbols", "pointwise", "static_ints", "ModularIndexing", "keep_scaled_softmax_on",
    "realize_reused_gathers_on",
    "profiler_enabled", "record_launch", "scheduled_kernel_count",
    "override_composite", "call_composite", "tracing_graph", "template_buffer",
]


def scheduled_kernel_count(device: str) -> int:
    """How many (fused) nodes of the graph being scheduled run on `device`: the kernels it codegens
    (progress, compiler/progress.py)."""
    count = 0
    for node in getattr(V.graph.scheduler, "nodes", ()):
        try:
            dev = node.get_device()
        except Exception:  # (a node kind without a device)
            continue
        count += dev is not None and dev.type == device
    return count


# -- torch.profiler: a kernel launch is a host op of its own while a profiler records (as Inductor's
# Triton launches are), so the card's kernel is correlated with it (spyre_inductor/device/profiler.py)
from torch.autograd import profiler as _autograd_profiler
from torch._C._profiler import _RecordFunctionFast as record_launch  # record_launch(name): a context manager


def profiler_enabled() -> bool:
    return _autograd_profiler._is_profiler_enabled


# -- symbolic sizes (dynamic=True, mark_dynamic, automatic dynamic): Inductor hands the backend
# sympy expressions over the ShapeEnv's backed symbols in node sizes; the wrapper binds each symbol
# to the call's int value (codegen_python_sizevar gives its Python name there)

def symbolic_size_candidates(buffer, reductions: bool = False, shifted: bool = False) -> list:
    """The plain symbols among a ComputedBuffer's (unmerged) iteration sizes, outermost first (with
    reductions: its reduction sizes'). shifted: (symbol, c) for each size `symbol + c` (c an
    integer, 0 for the plain symbol: a decode step's KV length is the past length + 1)."""
    import sympy

    (sizes, rsizes), _, _ = buffer.get_default_sizes_body()
    out = []
    for s in rsizes if reductions else sizes:
        s = sympy.sympify(s)
        if len(s.free_symbols) != 1:
            continue
        (sym,) = s.free_symbols
        c = sympy.expand(s - sym)
        if not c.is_Integer or (c and not shifted):
            continue
        item = (sym, int(c)) if shifted else sym
        if item not in out:
            out.append(item)
    return out


def symbol_shifts(nodes, symbol) -> list[int]:
    """The constants c of the iteration and reduction sizes `symbol + c` of these scheduler nodes
    (a decode step's KV length is the past length + 1), in order of appearance; [0] if none."""
    import sympy

    out = []
    for node in nodes:
        (sizes, rsizes), _, _ = node.node.get_default_sizes_body()
        for e in list(sizes) + list(rsizes):
            c = sympy.expand(sympy.sympify(e) - symbol)
            if c.is_Integer and int(c) not in out:
                out.append(int(c))
    return out or [0]


def layout_symbols(nodes) -> list:
    """The size symbols in the layouts (sizes, strides, storage offsets) of the buffers `nodes`
    read and write: a kernel whose iteration sizes are fixed may still address a buffer whose
    placement moves with a symbol (the new row of a KV cache grown by a cat, a view at offset M)."""
    import sympy

    out = []
    for node in nodes:
        rw = node.read_writes
        for dep in list(rw.reads) + list(rw.writes):
            buf = V.graph.try_get_buffer(dep.name)
            if buf is None or isinstance(getattr(buf, "layout", None), ir.NoneLayout):
                continue  # (a NoneLayout buffer names a mutation, e.g. a collective's on its input: no sizes)
            layout = buf.get_layout()
            exprs = list(layout.size) + list(layout.stride) + [getattr(layout, "offset", 0)]
            if isinstance(layout, ir.NonOwningLayout):
                exprs.append(layout.view.get_layout().offset)
            for e in exprs:
                for sym in sorted(sympy.sympify(e).free_symbols, key=str):
                    if sym not in out:
                        out.append(sym)
    return out


def size_range(symbol) -> tuple[int, int]:
    """Dynamo's value range of a size symbol as ints (an unbounded end as 2**62)."""
    vr = V.graph.sizevars.shape_env.var_to_range.get(symbol)
    if vr is None:
        return 0, 1 << 62
    lo = int(vr.lower) if getattr(vr.lower, "is_Integer", False) else 0
    hi = int(vr.upper) if getattr(vr.upper, "is_Integer", False) else 1 << 62
    return lo, hi


def size_hint(symbol) -> int:
    """The symbol's value in the example inputs being compiled."""
    return int(V.graph.sizevars.optimization_hint(symbol))


def guard_size_at_most(symbol, bound: int) -> None:
    """A guard `symbol <= bound` on the compiled graph: a call with a larger size fails it and
    Dynamo recompiles (a runtime assertion would raise instead)."""
    import sympy

    V.graph.sizevars.check_leq(symbol, sympy.Integer(bound))


def guard_size_at_least(symbol, bound: int) -> None:
    """A guard `symbol >= bound` (as guard_size_at_most)."""
    import sympy

    V.graph.sizevars.check_leq(sympy.Integer(bound), symbol)


def default_sizes_body(buffer):
    """(index_sizes, reduce_sizes), LoopBody, (index_vars, reduce_vars) of a ComputedBuffer *before*
    Inductor's simplify_and_reorder merges and reorders dimensions (only size-1 dims are squeezed).
    A layout-aware backend needs these unmerged dims: the stick dimension must stay its own loop."""
    return buffer.get_default_sizes_body()


def mutation_real_name(name: str) -> str:
    """Functionalized in-place ops store to phantom buffers; map to the buffer that really exists."""
    sched = V.graph.scheduler
    return sched.mutation_real_name.get(name, name) if sched is not None else name


def can_buffer_be_removed_through_fusion(name: str, fused_names) -> bool:
    return V.graph.scheduler.can_buffer_be_removed_through_fusion(name, fused_names)


def register_device_lowering(targets, device: str, fn) -> None:
    """Register `fn` as a lowering for `targets` on `device` only, ahead of the stock lowering
    (torch._inductor.lowering.user_lowerings; a None return falls through to the stock one, which
    is what every other device gets)."""
    from torch._inductor.lowering import user_lowerings

    def scoped(*args, **kwargs):
        tensors = [a for a in args if isinstance(a, ir.IRNode)]
        if not tensors or any(getattr(t.get_device(), "type", None) != device for t in tensors):
            return None
        return fn(*args, **kwargs)

    for target in targets:
        user_lowerings[target] = scoped


def register_device_argument_lowering(targets, device: str, fn) -> None:
    """register_device_lowering for ops whose only device is a torch.device argument (no tensor
    operand, e.g. inductor_seeds(count, device))."""
    import torch
    from torch._inductor.lowering import user_lowerings

    def scoped(*args, **kwargs):
        devices = [a for a in (*args, *kwargs.values()) if isinstance(a, torch.device)]
        if not devices or any(d.type != device for d in devices):
            return None
        return fn(*args, **kwargs)

    for target in targets:
        user_lowerings[target] = scoped


def aten_call(op, *args, **kwargs):
    """Lower to a call of ATen op `op` in the wrapper (ir.FallbackKernel, as Inductor's own
    fallbacks do), not counted as a missing lowering."""
    from torch._inductor.lowering import fallback_handler

    return fallback_handler(op, add_to_fallback_set=False)(*args, **kwargs)


def max_pool_with_offsets(x, kernel_size, stride, padding, dilation, ceil_mode, offsets_dtype):
    """Inductor's low-memory max pool (prims._low_memory_max_pool_with_offsets: the values and each
    maximum's offset in its window) with the offsets as `offsets_dtype`; the stock lowering stores
    them as int8."""
    from torch._inductor import lowering

    n_dim = len(kernel_size)
    kernel_size, stride, padding, dilation, _ = lowering.max_pool_checks(
        x, kernel_size, stride, padding, dilation, n_dim, assert_fallback=False)
    with inductor_config.patch(unroll_reductions_threshold=25):
        values, offsets = lowering._max_pool_with_offsets(x, kernel_size, stride, padding, dilation, ceil_mode,
                                                          n_dim=n_dim)
        return values, lowering.to_dtype(offsets, offsets_dtype)


def constant_tensor(size, value, dtype, device):
    """An unrealized constant pointwise tensor (codegen only if something reads it)."""
    from torch._inductor.lowering import full

    return full(list(size), value, dtype=dtype, device=device)


def register_device_decomposition(targets, device: str, fn) -> None:
    """Make `fn` the decomposition Inductor traces (torch._inductor.decomposition.decompositions,
    the table AOTAutograd applies) for `targets` when a tensor argument is on `device`; other
    devices keep the stock entry (or none: NotImplemented keeps the op). `fn` may return
    NotImplemented to fall through to the stock entry."""
    import torch
    from torch._inductor.decomposition import decompositions

    def on_device(args, kwargs) -> bool:
        flat = [*args, *kwargs.values()]
        flat = [x for a in flat for x in (a if isinstance(a, (list, tuple)) else (a,))]
        return any(isinstance(t, torch.Tensor) and t.device.type == device for t in flat)

    for target in targets:
        stock = decompositions.get(target)

        def scoped(*args, _stock=stock, **kwargs):
            if on_device(args, kwargs):
                result = fn(*args, **kwargs)
                if result is not NotImplemented:
                    return result
            return _stock(*args, **kwargs) if _stock is not None else NotImplemented

        decompositions[target] = scoped


def decomposition_of(target):
    """The decomposition Inductor traces for `target` now (None: it keeps the op)."""
    from torch._inductor.decomposition import decompositions

    return decompositions.get(target)


def input_view_reach(view):
    """For a ReinterpretView TensorBox over a graph input's storage (stock as_strided's result): the
    (element offset from the input's first element, one past the largest element offset it reaches,
    the input's own extent in elements), else None. A negative offset or a reach past the extent
    means the view indexes the input's storage outside the tensor the kernel is handed."""
    import sympy

    data = getattr(view, "data", None)
    if not isinstance(data, ir.ReinterpretView):
        return None
    storage = data.data.data if isinstance(data.data, ir.StorageBox) else data.data
    if not isinstance(storage, ir.InputBuffer):
        return None
    layout, own = data.layout, storage.get_layout()
    try:
        offset = int(sympy.expand(layout.offset))
        reach = offset + 1 + sum((int(n) - 1) * int(st) for n, st in zip(layout.size, layout.stride) if int(n) > 0)
        extent = int(own.offset) + 1 + sum((int(n) - 1) * int(st) for n, st in zip(own.size, own.stride))
    except (TypeError, ValueError):  # symbolic: not decided here
        return None
    if any(int(n) == 0 for n in layout.size):
        reach = offset
    return offset, reach, extent


def stock_lowering(target):
    from torch._inductor.lowering import lowerings

    return lowerings[target]


def float_floor_division(a, b):
    """div(a, b, rounding_mode="floor") as ONE pointwise `ops.floordiv` over the operands
    broadcast and promoted as the stock lowering of aten.div does them (transform_args), or None
    where the result is not a float (the stock lowering's integer floordiv). The stock lowering
    gives floats floor(div_rn(a, b)), which is not the CPU's div_floor_floating: a quotient that
    rounds up to an integer floors to it, where the CPU's gives the integer below."""
    from torch._inductor import lowering
    from torch._prims_common import ELEMENTWISE_TYPE_PROMOTION_KIND

    (a, b), _ = lowering.transform_args([a, b], {}, broadcast=True,
                                        type_promotion_kind=ELEMENTWISE_TYPE_PROMOTION_KIND.DEFAULT,
                                        convert_input_to_bool=False)
    dtype = next(x.get_dtype() for x in (a, b) if isinstance(x, ir.IRNode))
    if not dtype.is_floating_point:
        return None
    return lowering.floordiv(a, b)


def pointwise(device, dtype, inner_fn, ranges):
    """A realized pointwise node (ir.Pointwise over `ranges`): what a lowering builds step by step
    when the next step must load a buffer, not inline this one (the bitonic sort's steps)."""
    out = ir.Pointwise.create(device=device, dtype=dtype, inner_fn=inner_fn, ranges=list(ranges))
    out.realize()
    return out


def static_ints(sizes) -> bool:
    """Every size a plain integer (no symbol)."""
    import sympy

    return all(isinstance(s, (int, sympy.Integer)) for s in sizes)


def realize_input(node):
    """The node as a realized buffer (or a view of one): loads from it are plain loads, so a
    matmul operand's producer is never inlined into the matmul's loop body."""
    return ir.ExternKernel.realize_input(node)


def sum_reduction(device, dst_dtype, src_dtype, inner_fn, ranges, reduction_ranges):
    """A realized sum reduction kept whole: no split into two reductions, no unrolling of short
    ones into pointwise sums (the matmul recognizer in passes/matmul.py wants exactly one reduction)."""
    with inductor_config.patch({"split_reductions": False, "unroll_reductions_threshold": 1}):
        out = ir.Reduction.create(device=device, dst_dtype=dst_dtype, src_dtype=src_dtype, inner_fn=inner_fn,
                                  ranges=list(ranges), reduction_ranges=list(reduction_ranges),
                                  reduction_type="sum")
    out.realize()
    return out


_atomics = threading.local()  # .any_dtype: this thread lowers an accumulating store of any dtype
_atomics_hook_lock = threading.Lock()
_atomics_hook_installed = False


def _install_atomics_hook() -> None:
    """Wrap, once per process (never unwrapped, as _install_load_hook), the two predicates Inductor's
    scatter / index_put lowerings ask whether an accumulating store (atomic_add) must fall back to
    ATen: for int64 and bool always, for bf16 on some GPUs (Triton's atomic add lacks them).
    torch._inductor.lowering looks both up in its own namespace."""
    global _atomics_hook_installed
    import torch
    from torch._inductor import lowering

    with _atomics_hook_lock:
        if _atomics_hook_installed:
            return
        needs_fallback, use_fallback = (lowering.needs_fallback_due_to_atomic_add_limitations,
                                        lowering.use_scatter_fallback)

        def any_dtype():
            return getattr(_atomics, "any_dtype", False)

        def needs_fallback_unless_any_dtype(dtype):
            return False if any_dtype() else needs_fallback(dtype)

        def use_fallback_unless_any_dtype(op, reduction_type, self_dtype, src_dtype, device_type, src_is_tensor):
            if any_dtype():  # decide as for a dtype every backend's atomics take
                self_dtype = torch.float32
                src_dtype = torch.float32 if isinstance(src_dtype, torch.dtype) else src_dtype
            return use_fallback(op, reduction_type, self_dtype, src_dtype, device_type, src_is_tensor)

        lowering.needs_fallback_due_to_atomic_add_limitations = needs_fallback_unless_any_dtype
        lowering.use_scatter_fallback = use_fallback_unless_any_dtype
        _atomics_hook_installed = True


@contextlib.contextmanager
def atomic_add_of_any_dtype():
    """Inside the block, on this thread, Inductor's stock scatter / index_put lowerings lower an
    accumulating store of any dtype (an atomic_add store) instead of falling back to ATen for
    int64 / bool (a limitation of Triton's atomics; spyre's store unit adds any dtype). Other
    reasons to fall back (a reduction other than a sum, deterministic-algorithms mode) stay."""
    _install_atomics_hook()
    outer = getattr(_atomics, "any_dtype", False)
    _atomics.any_dtype = True
    try:
        yield
    finally:
        _atomics.any_dtype = outer


def compile_fx_graph(gm, example_inputs):
    """Inductor's `compile_fx` (what torch.compile's inductor backend runs on a Dynamo graph) on an
    aten-level FX graph built by hand: AOTAutograd, decompositions, lowering, this backend. Used by
    eager mode (spyre_inductor/eager) to compile one-op graphs without Dynamo.

    The inputs are handed over as fake tensors of a static ShapeEnv, which is what lets Inductor's
    FX graph cache and the AOT autograd cache serve a graph seen before (in this process or an
    earlier one): a cache hit costs a few ms instead of a compile.

    Returns (callable, wrapper module globals): the callable takes the graph's inputs positionally
    and returns a list of outputs; the globals are those of each wrapper module loaded for it on
    this thread (recorded by PyCodeCache.load_by_key_path, which both a fresh compile and a cache hit
    go through: see record_loaded_modules), so the caller can let go of them
    (forget_wrapper_module) when it drops the callable."""
    from torch._inductor.compile_fx import compile_fx
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.symbolic_shapes import ShapeEnv

    fake_mode = FakeTensorMode(shape_env=ShapeEnv())
    fake_inputs = [fake_mode.from_tensor(t, static_shapes=True) for t in example_inputs]
    with record_loaded_modules() as loaded:
        fn = compile_fx(gm, fake_inputs)
    unique = list({id(g): g for g in loaded}.values())
    return fn, unique


_softmax_hook_lock = threading.Lock()
_softmax_hook_installed = False


def keep_scaled_softmax_on(device: str) -> None:
    """Once per process: Inductor's joint-graph rewrite of `scale(x) - amax(scale(x))` into
    `where(all(isfinite(scale(x))), scale(x - amax(x)), scale(x) - amax(scale(x)))` (joint_graph.py's
    mul_softmax_pattern / div_softmax_pattern, against fma contraction making the two scale(x)
    differ) is skipped when the input lives on `device`: the card recomputes a fused producer with
    the same instructions, so both scale(x) agree bit for bit, and the guarded form costs a second
    amax, an isfinite reduction and both branches per element. Skipping it also keeps eager's own
    arithmetic, scaled - amax(scaled). Other devices keep the rewrite."""
    global _softmax_hook_installed
    from torch._inductor.fx_passes import joint_graph

    def on_device(match) -> bool:
        val = getattr(match.kwargs.get("inp"), "meta", {}).get("val")
        return getattr(getattr(val, "device", None), "type", None) == device

    with _softmax_hook_lock:
        if _softmax_hook_installed:
            return
        _softmax_hook_installed = True
        found = 0
        try:
            handlers = (joint_graph.mul_softmax_pattern, joint_graph.div_softmax_pattern)
            for entries in joint_graph.pass_patterns[1].patterns.values():
                for entry in entries:
                    if getattr(entry, "handler", None) in handlers:
                        entry.extra_check = (lambda check: lambda match: not on_device(match) and check(match))(
                            entry.extra_check)
                        found += 1
        except (AttributeError, IndexError, TypeError):
            found = 0
        if not found:
            # the guarded form is still right on the card, only slower: warn, do not refuse to compile
            warnings.warn("spyre: Inductor's scaled-softmax rewrite was not found in joint_graph.pass_patterns "
                          "(torch changed; see inductor_api.keep_scaled_softmax_on): scaled softmaxes on spyre "
                          "keep Inductor's guarded form (correct, a second amax and both branches per element)",
                          RuntimeWarning, stacklevel=2)


_reuse_hook_lock = threading.Lock()
_reuse_hook_installed = False


def realize_reused_gathers_on(device: str) -> None:
    """Once per process: a pointwise value on `device` that several consumers read and that gathers
    (loads through an index, an embedding row) is realized, computed once, instead of inlined into
    each consumer. Inductor's own rule (StorageBox.should_realize_on_reuse: more than
    realize_reads_threshold reads, or a large body; on the CPU also exp / log / tanh ...) inlines
    GPT-2's `wte[ids] + wpe[pos]` (three reads) into every residual add after it; on the card each
    copy is a gather stage of its own in every kernel that reads it. Other devices keep the rule."""
    global _reuse_hook_installed
    with _reuse_hook_lock:
        if _reuse_hook_installed:
            return
        stock = ir.StorageBox.should_realize_on_reuse

        def should_realize_on_reuse(self, users, *, graph_reuse=True):
            data = self.data
            if users > 1 and graph_reuse and isinstance(data, ir.Pointwise):
                dev = data.get_device()
                if dev is not None and dev.type == device and "indirect_indexing" in data.inner_fn_opcount().used_ops:
                    return True
            return stock(self, users, graph_reuse=graph_reuse)

        ir.StorageBox.should_realize_on_reuse = should_realize_on_reuse
        _reuse_hook_installed = True


_loading = threading.local()  # .modules: where this thread's loaded wrapper modules go (None: nowhere)
_load_hook_lock = threading.Lock()
_load_hook_installed = False


def _install_load_hook() -> None:
    """Wrap PyCodeCache.load_by_key_path once per process (never unwrapped: a temporary patch of a
    class attribute is not safe while other threads compile): each module it returns is appended to
    the list of the record_loaded_modules block running on the calling thread, if any."""
    global _load_hook_installed
    from torch._inductor.codecache import PyCodeCache

    with _load_hook_lock:
        if _load_hook_installed:
            return
        original = PyCodeCache.__dict__["load_by_key_path"]

        def recording(cls, *args, **kwargs):
            module = original.__func__(cls, *args, **kwargs)
            modules = getattr(_loading, "modules", None)
            if modules is not None:
                modules.append(module.__dict__)
            return module

        PyCodeCache.load_by_key_path = classmethod(recording)
        _load_hook_installed = True


@contextlib.contextmanager
def record_loaded_modules():
    """Inside the block, the globals of every module PyCodeCache loads on this thread are appended to
    the list it yields (other threads' loads are not; an inner block collects its own)."""
    _install_load_hook()
    outer, loaded = getattr(_loading, "modules", None), []
    _loading.modules = loaded
    try:
        yield loaded
    finally:
        _loading.modules = outer


def compiling() -> bool:
    """True while this thread is inside a compilation (Dynamo / AOTAutograd tracing, Inductor lowering,
    freezing's constant folding): an eager op on real tensors issued then must not start a nested
    compile. Cheap, and imports nothing that is not loaded yet."""
    import sys

    guards = sys.modules.get("torch._guards")
    if guards is not None and guards.TracingContext.try_get() is not None:
        return True
    virtualized = sys.modules.get("torch._inductor.virtualized")
    if virtualized is not None and not isinstance(virtualized._graph._get_handler(False), virtualized.NullHandler):
        return True
    return False


def extern_calls(module_globals: dict) -> list[str]:
    """The ATen / extern kernel calls in a generated wrapper module (ops Inductor did not lower,
    left to eager kernels): e.g. ['torch.ops.aten.pow.Tensor_Tensor']."""
    import re

    path = module_globals.get("__file__")
    if not path:
        return []
    with open(path) as fh:
        source = fh.read()
    return re.findall(r"^\s*(?:\w+\s*=\s*)?((?:torch\.ops|extern_kernels|aten)\.[\w.]+)\(", source, re.M)


def forget_wrapper_module(module_globals: dict) -> None:
    """Drop Inductor's own references to a generated wrapper module (PyCodeCache keeps every loaded
    module, and sys.modules the top-level ones, for reuse on a cache hit), so that the module, and
    the JobPlans it holds, go when its last user lets go of it. A later compile of the same graph
    loads the module anew."""
    import sys

    from torch._inductor.codecache import PyCodeCache

    name = module_globals.get("__name__")
    PyCodeCache.modules[:] = [m for m in PyCodeCache.modules if m.__dict__ is not module_globals]
    for path in [p for p, m in PyCodeCache.modules_no_attr.items() if m.__dict__ is module_globals]:
        del PyCodeCache.modules_no_attr[path]
    if name is not None and getattr(sys.modules.get(name), "__dict__", None) is module_globals:
        del sys.modules[name]


# -- fused attention (frontend/attention.py): SDPA is a CompositeImplicitAutograd op that AOTAutograd
# traces through the Python dispatcher; a Python kernel for that key runs in place of the C++
# composite (which would pick the math decomposition for a PrivateUse1 device), and may call the
# composite itself for what it does not take


def override_composite(op, fn) -> None:
    """`fn` runs instead of `op`'s C++ CompositeImplicitAutograd kernel while the Python dispatcher
    is on (AOTAutograd's tracing); eager calls keep the C++ kernel."""
    from torch._C import DispatchKey

    op.py_impl(DispatchKey.CompositeImplicitAutograd)(fn)


def call_composite(op, *args, **kwargs):
    """`op`'s own C++ CompositeImplicitAutograd kernel (what override_composite replaced)."""
    from torch._C import DispatchKey

    return op._op_dk(DispatchKey.CompositeImplicitAutograd, *args, **kwargs)


def tracing_graph() -> bool:
    """make_fx is recording a graph (AOTAutograd traces a function more than once: only this pass
    produces the graph Inductor compiles)."""
    import torch

    return torch._C._get_dispatch_mode(torch._C._TorchDispatchModeKey.PROXY) is not None


def trace_memo() -> dict | None:
    """A dict that lives as long as the graph make_fx is recording (None when none is): for values a
    decomposition computes once per graph instead of once per call (it is kept on the proxy mode)."""
    import torch

    mode = torch._C._get_dispatch_mode(torch._C._TorchDispatchModeKey.PROXY)
    if mode is None:
        return None
    memo = getattr(mode, "_spyre_trace_memo", None)
    if memo is None:
        memo = mode._spyre_trace_memo = {}
    return memo


def template_buffer(device, dtype, size, stride, inputs, **attrs):
    """A template node (the scheduler hands it to SpyreScheduling.codegen_template) of a fixed
    layout over realized `inputs`; `attrs` ride on the buffer for the codegen. Returns its TensorBox."""
    layout = ir.FixedLayout(device, dtype, list(size), list(stride))
    buf = ir.TemplateBuffer(layout, inputs, make_kernel_render=None)
    buf.spyre_attrs = dict(attrs)
    return ir.TensorBox.create(buf)


def storage_use_count(t) -> int:
    """How many holders tensor t's StorageImpl has (its TensorImpls and Python storage objects; the
    one asked for here counts): an eager out= op gives a new, unshared `out` its result's storage."""
    import torch

    return torch._C._storage_Use_Count(t.untyped_storage()._cdata)
