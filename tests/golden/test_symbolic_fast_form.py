"""One symbolic artifact (the golden c_symbolic_softmax_f32: softmax over 128 lanes of M rows, rows
dealt to cores at launch) prepared once and launched at many M on one card: the "check" engine runs
every launch on the fast engine and on the reference and raises EngineMismatch unless device bytes,
scratchpads and timing reports agree; the output is also checked against numpy's softmax. The fast
engine's translations are counted: one at prepare time cannot serve a launch (the rows per core are
`loopr` counts, value slots), so each new M costs one translation, a repeated M none, and the
translations kept per image stay within the LRU bound (machine._TRANSLATIONS_PER_IMAGE)."""

from __future__ import annotations

import os

import numpy as np

from spyre_runtime.card import machine
from spyre_runtime.config import HardwareConfig
from spyre_runtime.jobplan import DeviceTensorArg, launch_jobplan, prepare_kernel
from spyre_runtime.runtime import Runtime
from spyre_tools import goldens
from spyre_tools.artifacts import open_set
from spyre_tools.verbs.run import argument_specs, random_input, read_argument, write_argument

ROOT = goldens.default_root()


def _launch(runtime, plan, m, rng):
    """Launch the softmax at M = m on fresh allocations; (input, output) host arrays."""
    (sym,) = plan.artifact.symbolic_dims
    specs = argument_specs(plan.artifact, {sym.name: m})
    stream = runtime.default_stream
    args, descs, inputs = [], [], {}
    for spec in specs:
        nbytes = spec.layout.device_nbytes
        desc = runtime.allocator.allocate(nbytes)
        descs.append(desc)
        if spec.role in ("input", "inout"):
            inputs[spec.name] = random_input(spec, rng)
            write_argument(stream, desc.address, spec, inputs[spec.name])
        args.append(DeviceTensorArg(desc.address, max(desc.nbytes, nbytes), spec.size, spec.dtype, spec.layout,
                                    spec.stride, spec.storage_offset))
    launch_jobplan(plan, args, {sym.name: m})
    runtime.synchronize()
    ((out_spec, out_arg),) = [(s, a) for s, a in zip(specs, args) if s.role == "output"]
    (x,) = inputs.values()
    got = read_argument(stream, out_arg.address, out_spec)
    for desc in descs:  # (the launch has run: synchronized above)
        runtime.allocator.free(desc)
    return x, got


def test_one_symbolic_artifact_at_many_sizes_on_the_fast_engine():
    (kernel,) = open_set(os.path.join(ROOT, "c_symbolic_softmax_f32")).kernels
    runtime = Runtime(HardwareConfig(simulator="check"), seed=3)
    card = runtime.card
    plan = prepare_kernel(kernel.directory, runtime)
    (sym,) = plan.artifact.symbolic_dims
    sizes = sorted(m for m in {sym.min, 2, 3, 9, 31, 32, 33, 40, 63, 64, 65, 100, 257} if sym.min <= m <= sym.max)
    assert len(sizes) > machine._TRANSLATIONS_PER_IMAGE // 2
    rng = np.random.default_rng(0)
    made = card.translations
    for m in sizes:
        x, got = _launch(runtime, plan, m, rng)
        assert card.last_engine[0] == "fast", (m, card.last_engine)
        e = np.exp(x.astype(np.float64) - x.max(-1, keepdims=True))
        np.testing.assert_allclose(got, e / e.sum(-1, keepdims=True), rtol=1e-5, atol=1e-6, err_msg=f"M={m}")
    # one translation per new M (the rows per core are loop counts the trace needs) ...
    assert card.translations - made == len(sizes)
    # ... none for an M seen before, while its translation is kept
    again = card.translations
    for m in sizes[-3:]:
        _launch(runtime, plan, m, rng)
    assert card.translations == again
    # the translations kept per image are bounded: launch more distinct sizes than the LRU keeps
    extra = [m for m in range(sym.min, sym.max + 1) if m not in sizes][:machine._TRANSLATIONS_PER_IMAGE]
    for m in extra:
        _launch(runtime, plan, m, rng)
    (prepared,) = card._prepared.values()
    programs = list(prepared.fast["programs"].values())
    assert len(programs) == machine._TRANSLATIONS_PER_IMAGE
    assert all(isinstance(p, machine.FastProgram) for p in programs)
    assert card.fast_form_bytes() == sum(p.nbytes for p in programs)
