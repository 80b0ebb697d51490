"""The Python wrapper Inductor emits for spyre graphs.

Differences from the stock PythonWrapperCodegen (DESIGN §4, §8):
- the module header imports the spyre launch helpers; each kernel is prepared once when the
  module loads (`spyre_k0 = prepare_spyre_kernel("<artifact key>", globals())`: the module holds its
  plans) and launched per call;
- each call runs between graph_call_begin(globals()) (after the input checks) and graph_call_end()
  (before the return): the graph's storages come from its private memory pool, the same addresses
  call after call (device/memory.py), so its launches' patches can be elided;
- spyre buffers are never reused for another buffer: a device layout belongs to a storage, and
  reuse (`buf2 = buf0`) would read a storage through a layout it was not written in. They are
  still freed (`del bufN`) after their last use.
"""

from __future__ import annotations

from .. import inductor_api as api
from ..common import DEVICE



def _is_spyre(buffer) -> bool:
    try:
        dev = buffer.get_device()
    except Exception:  # noqa: BLE001 - buffers without a device (none-layout) are not ours
        return False
    return dev is not None and dev.type == DEVICE


class SpyreWrapperCodegen(api.PythonWrapperCodegen):
    @staticmethod
    def create(is_subgraph, subgraph_name, parent_wrapper, partition_signatures=None):
        if is_subgraph:
            return api.SubgraphPythonWrapperCodegen(subgraph_name, parent_wrapper, partition_signatures)
        return SpyreWrapperCodegen()

    def write_header(self) -> None:
        super().write_header()
        self.imports.writeline(
            "from spyre_inductor.compiler.launch import prepare_spyre_kernel, launch_spyre_kernel, "
            "graph_call_begin, graph_call_end")

    def codegen_inputs(self):
        super().codegen_inputs()
        self.prefix.writeline("graph_call_begin(globals())")

    def generate_end(self, result) -> None:
        super().generate_end(result)
        # an exception mid-call (a failed launch, an interrupt landing in the wrapper's own code)
        # must not leave the graph's pool current: later allocations on this thread would join it
        result.splice("""
            def _call_ending_the_graph_call(args, _call=call):
                try:
                    return _call(args)
                except BaseException:
                    graph_call_end()
                    raise
            call = _call_ending_the_graph_call
        """)

    def generate_return(self, output_refs: list[str]) -> None:
        self.wrapper_call.writeline("graph_call_end()")
        super().generate_return(output_refs)

    def codegen_free(self, buffer):
        if _is_spyre(buffer) and not isinstance(buffer, api.ir.InputBuffer):
            if not self.can_reuse(buffer):
                return
            self.freed.add(buffer.get_name())
            self.writeline(api.FreeLine(self, buffer))  # freed, never handed to another buffer
            return
        super().codegen_free(buffer)

    def codegen_inplace_reuse(self, input_buffer, output_buffer):
        if _is_spyre(output_buffer):
            raise AssertionError("spyre buffers are never reused in place (no INPLACE_BUFFERS feature)")
        super().codegen_inplace_reuse(input_buffer, output_buffer)

    # -- called by the scheduling for each compiled kernel
    def define_spyre_kernel(self, name: str, artifact_key: str, summary: str) -> None:
        self.define_kernel(name, f"prepare_spyre_kernel({artifact_key!r}, globals())", metadata=summary, gpu=False)

    @staticmethod
    def _launch_line(name: str, arg_names: list[str], symbolic: dict | None = None) -> str:
        if symbolic:
            values = ", ".join(f"{k!r}: {v}" for k, v in symbolic.items())
            return f"launch_spyre_kernel({name}, [{', '.join(arg_names)}], {{{values}}})"
        return f"launch_spyre_kernel({name}, [{', '.join(arg_names)}])"

    def call_spyre_kernel(self, name: str, arg_names: list[str], symbolic: dict | None = None) -> None:
        """symbolic: symbol name -> the Python expression of its value in the wrapper."""
        self.writeline(self._launch_line(name, arg_names, symbolic))

    def call_spyre_kernel_by_size(self, size: str, calls: list) -> None:
        """One kernel compiled as pieces for consecutive ranges of a symbol's values (stick buckets):
        calls = [(the last value the piece serves, None for the last piece; name, arg_names,
        symbolic)], in order; size: the Python expression of the symbol's value."""
        for k, (top, name, arg_names, symbolic) in enumerate(calls):
            head = "else:" if top is None else f"{'if' if k == 0 else 'elif'} {size} <= {top}:"
            self.writeline(head)
            self.writeline("    " + self._launch_line(name, arg_names, symbolic))
