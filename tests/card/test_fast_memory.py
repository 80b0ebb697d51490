"""The fast engine's memory report: a translation's bytes (FastProgram.memory / nbytes, what
`spyre-compile inspect` and bench_sim print as the fast form) are exactly the bytes of the arrays
it holds, found here by walking every object it references (gc.get_referents), each array counted
once by the buffer it views. The widened fp16 weights the engine keeps between launches are not part
of the fast form: they are reported apart (widened_bytes, card.fast_widened_bytes) and equal the
bytes of the cache's entries."""

import gc
import os
import types

import numpy as np
import pytest

from spyre_runtime import HardwareConfig
from spyre_runtime.card import Card, fast
from spyre_runtime.card.examples import matmul_kernel
from spyre_runtime.memory import DeviceMemory
from spyre_tools import goldens
from spyre_tools.artifacts import open_set, read_kernel
from spyre_tools.summary import fast_form

_OPAQUE = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType)


def held_array_bytes(root, skip=()) -> int:
    """Bytes of the distinct buffers of every ndarray reachable from root (not through `skip`)."""
    seen, buffers, todo = {id(x) for x in skip}, {}, [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, np.ndarray):
            while isinstance(obj.base, np.ndarray):
                obj = obj.base
            buffers[id(obj)] = obj.nbytes
        elif not isinstance(obj, _OPAQUE):
            todo.extend(gc.get_referents(obj))
    return sum(buffers.values())


def _programs(card):
    progs = [p for prep in card._prepared.values() for p in (prep.fast or {}).get("programs", {}).values()]
    assert progs and all(isinstance(p, fast.FastProgram) for p in progs)
    return progs


@pytest.mark.parametrize("name", ["c_matmul_f16", "c_layer_norm_f16", "c_sdpa_fused_f16", "c_where_gt_f16"])
def test_a_translations_reported_bytes_are_the_arrays_it_holds(name):
    """Golden programs with folded constants, select masks, PE tiles and weights read in place."""
    config = HardwareConfig(simulator="fast")
    kernels = open_set(os.path.join(goldens.default_root(), name)).kernels
    art = max((read_kernel(k, config) for k in kernels), key=lambda a: len(a.program))  # (its main kernel)
    card = Card(config, DeviceMemory(1 << 20))
    card.keep_scratchpads = False  # (as the runtime's card)
    prepared = card.prepare(art.program)  # (held: the card keeps prepared images only while used)
    (prog,) = _programs(card)
    parts = prog.memory()
    assert prog.nbytes == sum(parts.values()) == held_array_bytes(prog, skip=[prog.widened]) > 0
    assert card.fast_form_bytes() == prog.nbytes and card.fast_widened_bytes() == 0
    shown = fast_form(art, config)  # what inspect prints
    del prepared
    assert shown["bytes"] == prog.nbytes and shown["parts"] == parts


def test_widened_weights_are_reported_apart_and_equal_the_cache_entries():
    config = HardwareConfig(simulator="fast")
    memory = DeviceMemory(8 << 20)
    card = Card(config, memory)
    M, N, K = 64, 128, 256
    prepared = card.prepare(matmul_kernel(config, M, N, K, 4, k_tile_sticks=1, nbuf=2, dtype="f16"))
    (prog,) = _programs(card)
    translated = prog.nbytes
    rng = np.random.default_rng(0)
    a, b = (rng.uniform(-1, 1, s).astype(np.float16) for s in ((M, K), (K, N)))
    A, B = memory.base, memory.base + a.nbytes
    C = B + b.nbytes
    memory.write(A, a.tobytes())
    memory.write(B, b.tobytes())
    for _ in range(2):
        card.run(prepared, [A, B, C], [(A, a.nbytes), (B, b.nbytes), (C, M * N * 4)])
        assert card.last_engine == ("fast", None)
    c = np.frombuffer(memory.read(C, M * N * 4), dtype=np.float32).reshape(M, N)
    np.testing.assert_allclose(c, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-5, atol=1e-4)
    entries = [e for e in prog.widened.values() if e is not None]
    assert entries
    held = sum(e.source.nbytes + e.values.nbytes for e in entries)
    assert prog.widened_bytes == held == held_array_bytes(prog.widened) == prog.widenable_bytes()
    assert card.fast_widened_bytes() == held
    # the fast form did not grow with the launches but for the last launch's slot bases it keeps
    assert prog.nbytes == held_array_bytes(prog, skip=[prog.widened]) == card.fast_form_bytes()
    assert prog.nbytes - translated == prog._checked[1].nbytes
