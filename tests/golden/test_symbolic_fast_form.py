"""One symbolic artifact (the golden c_symbolic_softmax_f32: softmax over 128 lanes of M rows, rows
dealt to cores at launch) prepared once and launched at many M on one card: the "check" engine runs
every launch on the fast engine and on the reference and raises EngineMismatch unless device bytes
and timing reports agree; the output is also checked against numpy's softmax. The fast engine's
translations are counted: the rows per core are `loopr` counts (blocks of 8 rows dealt to 32 cores,
then the rows after them), which the runtime's card translates as bounded loops (trace.py): one
translation serves every M whose counts stay within its bound, each launch reports the reference's
timing for its own counts, and a count past the bound (M = 520: 65 blocks, 3 on core 0) translates
once more."""

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
    rng = np.random.default_rng(0)
    made = card.translations
    for m in sizes:
        x, got = _launch(runtime, plan, m, rng)
        assert card.last_engine[0] == "fast", (m, card.last_engine)
        e = np.exp(x.astype(np.float64) - x.max(-1, keepdims=True))
        np.testing.assert_allclose(got, e / e.sum(-1, keepdims=True), rtol=1e-5, atol=1e-6, err_msg=f"M={m}")
    # one translation for every M below 512 (at most one block and one tail row a core: bound 1) ...
    assert card.translations - made == 1
    (prepared,) = card._prepared.values()
    assert prepared.fast["bound"] == 1 and not prepared.fast["value_slots"], prepared.fast
    # ... one more past the bound
    x, got = _launch(runtime, plan, 520, rng)
    assert card.last_engine[0] == "fast", card.last_engine
    e = np.exp(x.astype(np.float64) - x.max(-1, keepdims=True))
    np.testing.assert_allclose(got, e / e.sum(-1, keepdims=True), rtol=1e-5, atol=1e-6, err_msg="M=520")
    assert card.translations - made == 2 and prepared.fast["bound"] == 3
    # and none for the sizes below it again (the larger bound serves them)
    again = card.translations
    for m in (sizes[0], 100, sizes[-1]):
        _launch(runtime, plan, m, rng)
        assert card.last_engine[0] == "fast", card.last_engine
    assert card.translations == again
    programs = list(prepared.fast["programs"].values())
    assert len(programs) <= machine._TRANSLATIONS_PER_IMAGE
    assert all(isinstance(p, machine.FastProgram) for p in programs)
    assert card.fast_form_bytes() == sum(p.nbytes for p in programs)
