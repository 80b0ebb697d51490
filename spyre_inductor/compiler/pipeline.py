"""One kernel through the back half of the compiler: passes -> codegen -> artifact -> wrapper lines."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import debug
from . import inductor_api as api
from .kernel_ir import Kernel


@dataclass
class CompiledKernel:
    kernel: Kernel
    node_names: list[str]
    plans: dict = field(default_factory=dict)  # pass name -> its plan object
    artifact_key: str | None = None
    artifact_dir: str | None = None


def compile_kernel(kernel: Kernel, node_names: list[str]) -> CompiledKernel:
    compiled = CompiledKernel(kernel, node_names)
    debug.dump(debug.kernel_file(kernel.name, "kir.txt"), "# as built from Inductor nodes "
               + ", ".join(node_names) + "\n" + kernel.render())
    debug.record(compiled)
    from .codegen import emit_kernel

    emit_kernel(compiled)
    wrapper = api.V.graph.wrapper_code
    wrapper.define_spyre_kernel(kernel.name, compiled.artifact_key, f"# {', '.join(node_names)}")
    wrapper.call_spyre_kernel(kernel.name, [b.name for b in kernel.args()])
    return compiled
