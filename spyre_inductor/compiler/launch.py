"""What the generated wrapper module calls: prepare each artifact once (module load), launch per call.

Artifacts live under the Inductor cache directory (<cache>/spyre/artifacts/<content hash>), so an
FX-graph cache hit in a new process, which reruns only the stored wrapper, still finds them.
"""

from __future__ import annotations

import os

from . import inductor_api as api


def artifact_root() -> str:
    return os.path.join(api.inductor_cache_dir(), "spyre", "artifacts")


def artifact_path(key: str) -> str:
    return os.path.join(artifact_root(), key)


def prepare_spyre_kernel(key: str):
    """JobPlan of the artifact `key` on spyre device 0 (parsed, verified and loaded once)."""
    import spyre_runtime

    path = artifact_path(key)
    if not os.path.isdir(path):
        raise RuntimeError(f"spyre: compiled artifact {path} is missing (was the Inductor cache directory "
                           f"{api.inductor_cache_dir()} cleared after compiling?); recompile the model")
    return spyre_runtime.prepare_kernel(path, spyre_runtime.get_runtime(0))


def tensor_arg(t):
    """A spyre tensor as the runtime's DeviceTensorArg (storage address, its layout, the view)."""
    from spyre_runtime.jobplan import DeviceTensorArg
    from spyre_inductor.device.memory import allocation_of

    rec = allocation_of(t)
    return DeviceTensorArg(address=rec.address, nbytes=rec.device_nbytes, shape=tuple(t.shape),
                           dtype=str(t.dtype).removeprefix("torch."), layout=rec.layout,
                           stride=tuple(t.stride()), storage_offset=t.storage_offset())


def launch_spyre_kernel(plan, tensors) -> None:
    from spyre_runtime import launch_jobplan
    from spyre_inductor.device.streams import current_runtime_stream

    launch_jobplan(plan, [tensor_arg(t) for t in tensors], stream=current_runtime_stream(0))
