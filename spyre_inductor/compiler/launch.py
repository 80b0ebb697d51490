"""What the generated wrapper module calls: prepare each artifact once (module load), launch per call.

Artifacts live under the Inductor cache directory (<cache>/spyre/artifacts/<content hash>), so an
FX-graph cache hit in a new process, which reruns only the stored wrapper, still finds them.

Each plan a wrapper module prepares is released when that module is garbage collected (a finalizer
on an object kept in the module's globals), which gives its program memory back. Inductor keeps
loaded wrapper modules in sys.modules and its PyCodeCache (and reuses them on a cache hit), so a
module, and its plans, live until both let go of it as well as the compiled function.
"""

from __future__ import annotations

import functools
import os
import threading
import warnings
import weakref

from spyre_runtime.jobplan import DeviceTensorArg, launch_jobplan

from spyre_inductor.device import profiler, shim
from spyre_inductor.device.layout import SpyreTensorLayout
from spyre_inductor.device.memory import allocation_of, graph_call_begin, graph_call_end  # noqa: F401 (wrappers)
from spyre_inductor.device.streams import current_device, current_runtime_stream

from . import inductor_api as api
from . import progress
from .common import DEVICE, no_cyclic_gc


def artifact_root() -> str:
    return os.path.join(api.inductor_cache_dir(), "spyre", "artifacts")


def artifact_path(key: str) -> str:
    return os.path.join(artifact_root(), key)


class ModulePlans:
    """The plans one wrapper module prepared (kept in its globals as `__spyre_plans__`)."""

    __slots__ = ("plans", "__weakref__")

    def __init__(self):
        self.plans = []


def _release_plans(plans) -> None:
    for plan in plans:
        plan.release()


def _module_plans(module_globals: dict) -> ModulePlans:
    holder = module_globals.get("__spyre_plans__")
    if not isinstance(holder, ModulePlans):
        holder = module_globals["__spyre_plans__"] = ModulePlans()
        # the globals dict dies with the module: then the plans go (not at interpreter exit, when
        # the runtime may already be torn down)
        weakref.finalize(holder, _release_plans, holder.plans).atexit = False
    return holder


def prepare_spyre_kernel(key: str, module_globals: dict):
    """JobPlan of the artifact `key` on the current spyre device (parsed, verified and loaded once),
    held until the module whose globals() these are (the generated wrapper, which calls this at
    module level) is collected. The current device when the module loads is where its kernels
    launch: a rank of a process group compiles on its own card (torch.spyre.set_device first)."""
    import spyre_runtime

    path = artifact_path(key)
    if not os.path.isdir(path):
        raise RuntimeError(f"spyre: compiled artifact {path} is missing (was the Inductor cache directory "
                           f"{api.inductor_cache_dir()} cleared after compiling?); recompile the model")
    with no_cyclic_gc(), progress.preparing(key[:12]):  # (the card translates the program: ~10^5 objects that stay)
        plan = spyre_runtime.prepare_kernel(path, spyre_runtime.get_runtime(current_device()))
    _module_plans(module_globals).plans.append(plan)
    return plan


def tensor_arg(t, rec=None, layout=None):
    """A spyre tensor as the runtime's DeviceTensorArg (storage address, its layout, the view);
    rec: its allocation_of(t), when the caller has it; layout: the compiled description of the same
    placement (_placed_as_compiled), else the storage's own."""
    rec = rec if rec is not None else allocation_of(t)
    return DeviceTensorArg(address=rec.address, nbytes=rec.device_nbytes, shape=tuple(t.shape),
                           dtype=str(t.dtype).removeprefix("torch."), layout=layout or rec.layout,
                           stride=tuple(t.stride()), storage_offset=t.storage_offset())


def _placed_as_compiled(t, rec, spec) -> bool:
    """Is spyre tensor t, in the compiled view (shape, stride, storage offset) of a storage whose
    layout differs from the compiled one only in how it is written down (SpyreTensorLayout
    .places_alike), readable by the kernel as it is? Then no copy is needed."""
    if rec.layout is None or tuple(t.shape) != tuple(spec.size) or tuple(t.stride()) != tuple(spec.stride) \
            or t.storage_offset() != spec.storage_offset or rec.device_nbytes < spec.layout.device_nbytes:
        return False
    return rec.layout.places_alike(_compiled_layout(spec.layout))


@functools.lru_cache(maxsize=512)
def _compiled_layout(layout) -> SpyreTensorLayout:
    """The SpyreTensorLayout an artifact's DeviceLayout (plain data) describes."""
    return SpyreTensorLayout.from_dict(layout.to_dict())


def conform_input(t, spec):
    """An input whose storage is not laid out as the kernel assumed (a view at a storage offset, a
    slice of a larger storage) is copied into a storage that is: what empty_strided(size, stride)
    allocates. Correct but slow (a host round trip), so it warns (Python shows a warning once per
    place by default). A CPU tensor (a 0-d scalar next to spyre tensors) is copied to spyre."""
    if t.device.type != DEVICE and spec.role == "input":
        # a CPU scalar tensor next to spyre tensors (allowed in eager): copied in for the call
        if t.numel() > 1:
            warnings.warn(f"spyre: kernel argument {spec.name!r} is a {t.device.type} tensor of {t.numel()} "
                          f"elements; copying it to spyre for every call", RuntimeWarning, stacklevel=3)
        t = t.to(DEVICE)
    rec = allocation_of(t)
    if t.storage_offset() == spec.storage_offset and rec.layout is not None \
            and rec.layout.to_dict() == spec.layout.to_dict():
        return t
    if spec.role != "input":
        return t  # written by the kernel: never copied; the launch check names the mismatch
    warnings.warn(f"spyre: kernel argument {spec.name!r} arrived as a view whose storage layout differs from "
                  f"the compiled one (storage offset {t.storage_offset()}); copying it for every call",
                  RuntimeWarning, stacklevel=3)
    import torch

    fresh = torch.empty_strided(tuple(spec.size), tuple(spec.stride), dtype=t.dtype, device=t.device)
    fresh.copy_(t.cpu())
    return fresh


class _PlanArguments:
    """What launch_spyre_kernel compares each tensor with, per plan (a kernel without symbols): per
    argument its shape, torch dtype, stride and storage offset, and the last allocation sent with
    its DeviceTensorArg (the same storage in the same view again -- a weight, an input kept across
    calls -- reuses it; the record is held, so its identity stays unique)."""

    __slots__ = ("expected", "last", "__weakref__")

    def __init__(self, plan):
        import torch

        self.expected = tuple((tuple(s.size), getattr(torch, s.dtype), tuple(s.stride), s.storage_offset, s.dtype)
                              for s in plan.artifact.arguments)
        self.last = [None] * len(self.expected)  # per argument: (allocation record, its layout, DeviceTensorArg)


_plan_arguments: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _fast_args(plan, tensors):
    """The DeviceTensorArgs when every tensor is a spyre tensor in exactly the compiled view (shape,
    dtype, stride, storage offset) of a storage whose layout the plan accepts -- every call of a
    compiled graph without symbols; else None (the general path converts, and the launch check
    names what is wrong). The values put in each DeviceTensorArg are the tensor's own: the spec's
    tuples only where the tensor was just found equal to them."""
    table = _plan_arguments.get(plan)
    if table is None:
        table = _plan_arguments[plan] = _PlanArguments(plan)
    expected, last = table.expected, table.last
    if len(tensors) != len(expected):
        return None
    record_of = shim.extension().allocation_record
    matches = plan.template.layout_matches
    args = []
    for i, t in enumerate(tensors):
        size, dtype, stride, offset, dtype_name = expected[i]
        try:
            if (t.dtype is not dtype or t.shape != size or t.stride() != stride
                    or t.storage_offset() != offset):
                return None
            rec = record_of(t)
        except (AttributeError, TypeError, RuntimeError):  # not a tensor, or not a spyre one
            return None
        if rec is None:
            return None
        seen = last[i]
        if seen is not None and seen[0] is rec and seen[1] is rec.layout:
            args.append(seen[2])
            continue
        if not matches(i, rec.layout):
            return None
        arg = DeviceTensorArg(rec.descriptor.address, rec.descriptor.nbytes, size, dtype_name, rec.layout,
                              stride, offset)
        last[i] = (rec, rec.layout, arg)
        args.append(arg)
    return args


def launch_spyre_kernel(plan, tensors, symbolic_args=None) -> None:
    """Launch `plan` on the current stream; symbolic_args: symbol name -> its value in this call (a
    symbolic kernel's sizes). A spyre tensor whose storage offset and layout are the compiled ones
    (at these sizes; every call of a compiled graph: Inductor allocated them so) goes straight to
    its DeviceTensorArg; anything else through conform_input first. The launch checks the rest.
    While torch.profiler records, the launch is a host op named by profiled_name (the card's kernel
    has that name too, and is correlated with it)."""
    if api.profiler_enabled():
        name = profiled_name(plan)
        with api.record_launch(name), profiler.launching(name):
            return _launch(plan, tensors, symbolic_args)
    return _launch(plan, tensors, symbolic_args)


def profiled_name(plan) -> str:
    """A launch's name in torch.profiler: the kernel's and its program's (content hash), as graphs
    all name their kernels spyre_k0, spyre_k1, ... (launches of one program aggregate)."""
    art = plan.artifact
    return f"{art.kernel_name} [{art.content_hash.removeprefix('sha256:')[:8]}]"


class _FaultNote(threading.local):
    describe = None


# What the launches made on this thread while it is set should say when their kernel faults: the
# eager index ops set it around their one-op graph's call (their indices are checked on the card,
# and the note names the op and the index; eager/kernel.py). Compute.describe_fault has the contract.
fault_note = _FaultNote()


def _launch(plan, tensors, symbolic_args) -> None:
    try:
        if not symbolic_args and not plan.artifact.symbolic_dims:
            args = _fast_args(plan, tensors)
            if args is not None:
                compute = launch_jobplan(plan, args, None, stream=current_runtime_stream(plan.device_index))
                if fault_note.describe is not None:
                    compute.describe_fault = fault_note.describe
                return
        values = ()
        if symbolic_args:
            symbolic_args = {k: int(v) for k, v in symbolic_args.items()}
            try:
                specs = plan.arguments_at(symbolic_args)[0]
                values = [symbolic_args[d.name] for d in plan.artifact.symbolic_dims]
            except KeyError:  # a symbol missing: launch_jobplan names it
                specs, values = plan.artifact.arguments, None
        else:
            specs = plan.artifact.arguments
        if len(specs) == len(tensors):
            matches = plan.template.layout_matches
            args = []
            for i, (t, spec) in enumerate(zip(tensors, specs)):
                try:
                    rec = allocation_of(t)
                except ValueError:  # not a spyre tensor
                    rec = None
                if rec is None or t.storage_offset() != spec.storage_offset or values is None \
                        or not matches(i, rec.layout, values):
                    if rec is not None and values is not None and _placed_as_compiled(t, rec, spec):
                        # the same bytes where the kernel expects them, described another way
                        args.append(tensor_arg(t, rec, spec.layout))
                        continue
                    t, rec = conform_input(t, spec), None
                args.append(tensor_arg(t, rec))
        else:
            args = [tensor_arg(t) for t in tensors]  # (the launch names the count mismatch)
        compute = launch_jobplan(plan, args, symbolic_args, stream=current_runtime_stream(plan.device_index))
        if fault_note.describe is not None:
            compute.describe_fault = fault_note.describe
    except BaseException:
        graph_call_end()  # a call that fails here does not leave its graph's memory pool current
        raise
