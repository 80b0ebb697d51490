"""prepare_kernel / launch_jobplan: results, prepare-once caching, argument checks, streams and steps."""

import dataclasses
import shutil

import numpy as np
import pytest

import spyre_runtime
from spyre_runtime import ArtifactError, HardwareConfig, LaunchError
from spyre_runtime.artifact import write_artifact
from spyre_runtime.artifact.examples import square_artifact
from spyre_runtime.jobplan import DeviceTensorArg, JobPlan, launch_jobplan, prepare_kernel
from spyre_runtime.queues import Compute
from spyre_runtime.runtime import Runtime


# these tests hold the patch path (callback, transfer, fetch barrier, back edge, staging) on repeated
# launches of the same arguments, which patch elision would skip: they patch every launch
# (tests/runtime/test_patch_elision.py holds elision)
CONFIG = HardwareConfig(arena_bytes=1 << 28, launch_patch="always")
ROWS, COLS = 4, 64  # the square kernel of conftest.py


def device_arg(runtime, spec):
    desc = runtime.allocator.allocate(spec.layout.device_nbytes)
    return DeviceTensorArg(desc.address, desc.nbytes, spec.size, spec.dtype, spec.layout, spec.stride)


def _put(rt, arg, data):
    rt.memory.write(arg.address, np.ascontiguousarray(data).view(np.uint8).reshape(-1))


def _get(rt, arg):
    return np.frombuffer(rt.memory.read(arg.address, ROWS * COLS * 2), np.float16).reshape(ROWS, COLS)


@pytest.fixture
def rt():
    return Runtime(CONFIG)


def _args(rt, plan):
    assert plan.artifact.arguments[0].size == (ROWS, COLS)
    return [device_arg(rt, s) for s in plan.artifact.arguments]


def _square(x):
    return (x.astype(np.float32) ** 2).astype(np.float16)


def test_public_names_resolve_lazily():
    assert spyre_runtime.prepare_kernel is prepare_kernel
    assert spyre_runtime.launch_jobplan is launch_jobplan
    assert spyre_runtime.JobPlan is JobPlan


@pytest.mark.parametrize("mode", ["two-stream", "single-stream"])
def test_launch_computes_x_squared(rt, square_dir, mode):
    plan = prepare_kernel(square_dir, rt, mode=mode)
    x, out = _args(rt, plan)
    data = np.random.default_rng(0).uniform(-3, 3, (ROWS, COLS)).astype(np.float16)
    _put(rt, x, data)
    op = launch_jobplan(plan, [x, out])
    # launching only enqueues: nothing has run yet
    assert isinstance(op, Compute) and op.state == "pending"
    assert not _get(rt, out).any()
    rt.synchronize()
    np.testing.assert_array_equal(_get(rt, out), _square(data))


def test_launch_on_a_given_device_stream(rt, square_dir):
    plan = prepare_kernel(square_dir, rt)
    x, out = _args(rt, plan)
    _put(rt, x, np.full((ROWS, COLS), 3, np.float16))
    s = rt.new_stream()
    op = launch_jobplan(plan, [x, out], stream=s)
    assert op.stream is s
    s.synchronize()
    assert (_get(rt, out) == 9).all()


def test_symbol_and_scratch_slots_are_written_into_the_correction_block(rt, square_sym_dir):
    plan = prepare_kernel(square_sym_dir, rt)
    art = plan.artifact
    assert [s.kind for s in art.slots] == ["argument", "argument", "symbol", "scratch"]
    x, out = _args(rt, plan)
    _put(rt, x, np.full((ROWS, COLS), -2, np.float16))
    launch_jobplan(plan, [x, out], symbolic_args={"n": 77})
    rt.synchronize()
    block = np.frombuffer(rt.memory.read(plan.correction_addr, art.correction_size), "<u8").tolist()
    assert block == [x.address, out.address, 77, plan.scratch.address]
    assert plan.scratch.nbytes == art.device_scratch_bytes == 256
    assert (_get(rt, out) == 4).all()


# ---- prepare once ----

def test_prepare_once_returns_the_same_plan_and_allocates_once(rt, square_dir, tmp_path):
    plan = prepare_kernel(square_dir, rt)
    allocs = rt.allocator.stats()["num_allocs"]
    assert prepare_kernel(square_dir, rt) is plan
    assert prepare_kernel(str(square_dir), rt) is plan
    # keyed by content hash: a copy elsewhere is the same kernel
    shutil.copytree(square_dir, tmp_path / "copy")
    assert prepare_kernel(tmp_path / "copy", rt) is plan
    assert rt.allocator.stats()["num_allocs"] == allocs
    # another runtime (another card) prepares its own
    other = Runtime(CONFIG)
    assert prepare_kernel(square_dir, other) is not plan
    # another launch configuration is another plan
    assert prepare_kernel(square_dir, rt, mode="single-stream") is not plan


def test_prepare_sees_an_artifact_rewritten_in_place(rt, tmp_path):
    d = tmp_path / "k"
    write_artifact(d, square_artifact(rows=ROWS, ncores=2, name="first"))
    first = prepare_kernel(d, rt)
    write_artifact(d, square_artifact(rows=ROWS, ncores=1, name="second"))
    second = prepare_kernel(d, rt)
    assert second is not first and second.artifact.kernel_name == "second"


def test_prepare_program_is_loaded_into_its_allocation(rt, square_dir):
    plan = prepare_kernel(square_dir, rt)
    rt.synchronize()
    assert rt.memory.read(plan.program.address, plan.artifact.program_bytes) == plan.artifact.program
    assert plan.program.nbytes == plan.artifact.program_bytes
    assert [s.kind for s in plan.steps] == ["host_callback", "transfer", "compute"]
    assert [s.stream for s in plan.steps] == ["prep", "prep", "device"]


def test_bad_artifact_fails_before_touching_device_memory(rt, square_dir, tmp_path):
    bad = tmp_path / "bad"
    shutil.copytree(square_dir, bad)
    data = bytearray((bad / "program.bin").read_bytes())
    data[-20] ^= 1
    (bad / "program.bin").write_bytes(bytes(data))
    before = rt.allocator.stats()
    with pytest.raises(ArtifactError, match="program.bin"):
        prepare_kernel(bad, rt)
    assert rt.allocator.stats() == before
    assert not rt.scheduler.history  # nothing was enqueued
    with pytest.raises(ArtifactError, match="missing"):
        prepare_kernel(tmp_path / "nowhere", rt)


def test_prepare_rejects_bad_options(rt, square_dir):
    with pytest.raises(ValueError, match="launch_mode"):
        prepare_kernel(square_dir, rt, mode="three-stream")
    with pytest.raises(ValueError, match="prep_streams"):
        prepare_kernel(square_dir, rt, prep_streams=0)
    with pytest.raises(ValueError, match="program_copies"):
        prepare_kernel(square_dir, rt, program_copies=True)


# ---- argument checks ----

def _replace(arg, **kw):
    return dataclasses.replace(arg, **kw)


@pytest.mark.parametrize("mutate, pattern", [
    (lambda a, rt: _replace(a, shape=(ROWS, COLS + 1)), r"argument 0 \('x'\): shape: expected \[4, 64\], got \[4, 65\]"),
    (lambda a, rt: _replace(a, dtype="float32"), r"argument 0 \('x'\): dtype: expected float16, got float32"),
    (lambda a, rt: _replace(a, stride=(1, ROWS)), r"argument 0 \('x'\): stride: expected \[64, 1\], got \[1, 4\]"),
    (lambda a, rt: _replace(a, storage_offset=64), r"argument 0 \('x'\): storage_offset: expected 0, got 64"),
    (lambda a, rt: _replace(a, layout=dataclasses.replace(a.layout, stride_map=(64, 1, 1))),
     r"argument 0 \('x'\): layout: expected .*'stride_map': \[64, 64, 1\].* got .*'stride_map': \[64, 1, 1\]"),
    (lambda a, rt: _replace(a, layout=None), r"argument 0 \('x'\): layout: expected \{.*\}, got None"),
    (lambda a, rt: _replace(a, layout=dict(a.layout.to_dict(), dim_map=[1, 1, 1])),
     r"argument 0 \('x'\): layout: expected .*'dim_map': \[1, 0, 1\].* got .*'dim_map': \[1, 1, 1\]"),
    (lambda a, rt: _replace(a, nbytes=100), r"argument 0 \('x'\): nbytes: expected at least 512"),
    (lambda a, rt: _replace(a, address=0x1000), r"argument 0 \('x'\): address: expected a device range inside"),
    (lambda a, rt: _replace(a, address=1.5), r"argument 0 \('x'\): address: expected an int device address"),
    (lambda a, rt: np.zeros((ROWS, COLS), np.float16), r"argument 0 \('x'\): type: expected an object with address"),
])
def test_bad_argument_is_named_with_expected_and_got(rt, square_dir, mutate, pattern):
    plan = prepare_kernel(square_dir, rt)
    x, out = _args(rt, plan)
    # warm the launch path with good arguments in every layout form (the checks must not be skipped later)
    launch_jobplan(plan, [x, out])
    launch_jobplan(plan, [_replace(x, layout=x.layout.to_dict()), out])
    pending = len(rt.scheduler.history)
    bad = mutate(x, rt)
    assert plan.template.addresses([bad, out]) is None  # the prepared fast check never takes it ...
    with pytest.raises(LaunchError, match=pattern):  # ... and the full check names it
        launch_jobplan(plan, [bad, out])
    assert len(rt.scheduler.history) == pending  # nothing enqueued
    assert plan.launches == 2


def test_layout_given_as_plain_dict_or_to_dict_object_is_accepted(rt, square_dir):
    plan = prepare_kernel(square_dir, rt)
    x, out = _args(rt, plan)

    class LayoutLike:  # what SpyreTensorLayout offers
        def __init__(self, d):
            self.d = d

        def to_dict(self):
            return dict(self.d)

    _put(rt, x, np.full((ROWS, COLS), 2, np.float16))
    launch_jobplan(plan, [_replace(x, layout=x.layout.to_dict()), _replace(out, layout=LayoutLike(out.layout.to_dict()))])
    rt.synchronize()
    assert (_get(rt, out) == 4).all()


def test_layouts_found_equal_are_remembered_only_when_immutable(rt, square_dir):
    """The launch remembers a layout object it found equal to the spec's (a SpyreTensorLayout is a
    frozen dataclass, so identity then means equality); a mutable one (a dict) is compared every
    launch, so changing it is caught."""

    @dataclasses.dataclass(frozen=True)
    class FrozenLayout:  # the shape of SpyreTensorLayout, another class than DeviceLayout
        host_size: tuple
        device_size: tuple
        stride_map: tuple
        dim_map: tuple
        device_dtype: str

        def to_dict(self):
            return {k: list(v) if isinstance(v, tuple) else v for k, v in dataclasses.asdict(self).items()}

    plan = prepare_kernel(square_dir, rt)
    x, out = _args(rt, plan)
    frozen = FrozenLayout(**dataclasses.asdict(x.layout))
    plain = x.layout.to_dict()
    for _ in range(2):
        launch_jobplan(plan, [_replace(x, layout=frozen), _replace(out, layout=plain)])
    assert plan.template.layout_matches(0, frozen) and plan.template.layout_matches(1, plain)
    remembered = [set(a[6]) for a in plan.template.arguments]
    assert remembered == [{id(frozen)}, set()]
    plain["dim_map"] = [1, 1, 1]  # the same dict object, now another layout
    with pytest.raises(LaunchError, match=r"argument 1 \('out'\): layout: .*'dim_map': \[1, 1, 1\]"):
        launch_jobplan(plan, [_replace(x, layout=frozen), _replace(out, layout=plain)])
    other = dataclasses.replace(frozen, stride_map=(64, 1, 1))  # same class, not equal
    with pytest.raises(LaunchError, match=r"argument 0 \('x'\): layout: .*'stride_map': \[64, 1, 1\]"):
        launch_jobplan(plan, [_replace(x, layout=other), out])
    assert not plan.template.layout_matches(0, other) and plan.launches == 2
    rt.synchronize()


def test_wrong_argument_count(rt, square_dir):
    plan = prepare_kernel(square_dir, rt)
    x, _ = _args(rt, plan)
    with pytest.raises(LaunchError, match=r"square: expected 2 arguments \(x, out\), got 1"):
        launch_jobplan(plan, [x])
    with pytest.raises(LaunchError, match=r"square: expected a list of arguments \(x, out\), got NoneType"):
        launch_jobplan(plan, None)
    with pytest.raises(LaunchError, match=r"symbolic_args: expected a dict of name -> int, got list"):
        launch_jobplan(plan, [x, x], [3])


@pytest.mark.parametrize("symbolic_args, pattern", [
    (None, "symbolic dimension 'n' needs a value"),
    ({"n": 0}, r"symbolic dimension 'n': expected an integer in \[1, 1048576\], got 0"),
    ({"n": "7"}, "symbolic dimension 'n': expected an integer"),
    ({"n": 3, "m": 4}, r"unknown symbolic dimensions \['m'\]"),
])
def test_bad_symbolic_values(rt, square_sym_dir, symbolic_args, pattern):
    plan = prepare_kernel(square_sym_dir, rt)
    with pytest.raises(LaunchError, match=pattern):
        launch_jobplan(plan, _args(rt, plan), symbolic_args)


def test_device_tensor_arg_is_plain_data():
    a = DeviceTensorArg(1 << 36, 512, (4, 64), "float16", {"x": 1})
    assert a.stride is None and a.storage_offset == 0


# ---- streams, edges, staging ----

def _ops(rt, name):
    return [op for op in rt.scheduler.history if op.name.startswith(name)]


def test_two_stream_pipelines_preparation_under_compute(square_dir):
    """Launch N+1's host callback runs while compute N runs; single-stream serializes them."""
    ends = {}
    for mode in ("two-stream", "single-stream"):
        rt = Runtime(CONFIG)
        plan = prepare_kernel(square_dir, rt, mode=mode)
        args = _args(rt, plan)
        for _ in range(10):
            launch_jobplan(plan, args)
        rt.synchronize()
        computes, callbacks = _ops(rt, "compute square"), _ops(rt, "resolve square")
        assert len(callbacks) == len(computes) == 10
        overlapped = [cb.start < c.end for c, cb in zip(computes, callbacks[1:])]
        if mode == "two-stream":
            assert all(overlapped)
            assert {cb.stream.id for cb in callbacks} != {c.stream.id for c in computes}
        else:
            assert not any(overlapped)
        ends[mode] = computes[-1].end
    assert ends["two-stream"] < ends["single-stream"]


@pytest.mark.parametrize("copies", [1, 2, 3])
def test_fetch_barrier_back_edge_and_event_edges_are_in_the_graph(rt, square_dir, copies):
    plan = prepare_kernel(square_dir, rt, prep_streams=2, program_copies=copies)
    args = _args(rt, plan)
    for _ in range(copies + 1):
        launch_jobplan(plan, args)
    g = rt.dependency_graph()
    computes, patches = _ops(rt, "compute square"), _ops(rt, "patch square")
    c1 = computes[0]
    # the fetch barrier: the compute (and its fetch) wait for the signal after its own patch transfer
    assert any(d.get("detail") == "fetch barrier" for _, _, d in g.in_edges(c1.id, data=True))
    # the back edge: the next patch of the same program copy waits for compute 1 (WAR) ...
    assert g.edges[c1.id, patches[copies].id] == {"kind": "derived", "detail": "WAR"}
    # ... and patches of the other copies do not
    assert all(not g.has_edge(c1.id, t.id) for t in patches[1:copies])
    rt.synchronize()
    assert all(c.fetch_time >= t.end for c, t in zip(computes, patches))


def test_one_staging_buffer_with_one_prep_stream_and_a_gated_pool_with_several(square_dir):
    for streams, bound in ((1, 1), (3, None)):
        rt = Runtime(CONFIG, seed=5)
        plan = prepare_kernel(square_dir, rt, prep_streams=streams)
        args = _args(rt, plan)
        for _ in range(30):
            launch_jobplan(plan, args)
        rt.scheduler.flush()  # (a launch record takes its staging buffer when the scheduler expands it)
        pool = plan._staging.buffers
        if bound:
            assert len(pool) == 1
        else:  # nothing ran yet: each pending transfer holds its own buffer
            assert len(pool) == 30
        rt.synchronize()
        # after completion every buffer is free again and is reused, not grown
        n = len(pool)
        launch_jobplan(plan, args)
        rt.scheduler.flush()
        assert len(pool) == n


def test_plans_do_not_keep_their_runtime_alive(square_dir):
    import gc
    import weakref

    rt = Runtime(CONFIG)
    plan = prepare_kernel(square_dir, rt)
    launch_jobplan(plan, _args(rt, plan))
    rt.synchronize()
    ref = weakref.ref(rt)
    del rt, plan
    gc.collect()
    assert ref() is None


def test_runtime_layers_stay_torch_free():
    import subprocess
    import sys

    code = ("import sys, spyre_runtime.jobplan, spyre_runtime.artifact, spyre_runtime.artifact.examples; "
            "sys.exit('torch' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_program_the_card_refuses_is_an_artifact_error_naming_program_bin(rt, tmp_path):
    """A well-formed image whose program the card's checks refuse (a loop never closed)."""
    from spyre_runtime.artifact import artifact_from_image
    from spyre_runtime.card.image import ProgramImage
    from spyre_runtime.card.isa import make

    image = ProgramImage({(0, "load"): [make("loop", count=2), make("nop")]}, 0)
    write_artifact(tmp_path / "k", artifact_from_image(image, [], kernel_name="unclosed", arguments=()))
    before = rt.allocator.stats()
    with pytest.raises(ArtifactError, match="not closed") as e:
        prepare_kernel(tmp_path / "k", rt)
    assert e.value.file == str(tmp_path / "k" / "program.bin")
    assert rt.allocator.stats() == before


def test_kernel_without_arguments_launches(rt, tmp_path):
    from spyre_runtime.artifact import artifact_from_image
    from spyre_runtime.card.image import ProgramImage
    from spyre_runtime.card.isa import make

    write_artifact(tmp_path / "noop", artifact_from_image(ProgramImage({(0, "load"): [make("nop")]}, 0), [],
                                                          kernel_name="noop", arguments=()))
    plan = prepare_kernel(tmp_path / "noop", rt)
    ops = [launch_jobplan(plan, []) for _ in range(3)]
    rt.synchronize()
    assert [op.state for op in ops] == ["done"] * 3 and ops[0].result.detail["instructions"] == 1
