"""spyre_tools.opinfo_coverage's strict-xfail list and its reading of OpInfo's test_compare_cpu
rules (no device: the parts tests/eager/test_opinfo.py relies on)."""

from spyre_tools import opinfo_coverage as oc


def test_expected_list_regenerates_from_a_run(tmp_path):
    names = {0: "abs", 1: "diagonal_scatter"}
    old = {("abs", "float32", "eager", 0): {"reason": "stale: abs matches now", "seen": "out: max abs error 1"},
           ("diagonal_scatter", "float32", "compiled", 0): {"reason": "the launch loses the view", "seen": "out: max abs error 8.97"},
           ("diagonal_scatter", "float16", "compiled", 1): {"reason": "seen", "seen": "seen"}}
    results = {(0, "float32", "eager"): [("pass", None), ("error", "SpyreFallbackError: ...")],
               (1, "float32", "compiled"): [("mismatch", "out: max abs error 9.1"), ("mismatch", "out: max abs error 2")]}
    records = oc.expected_records(results, names, old)
    # the run covered abs float32 eager: its stale record goes; the person's reason stays while it mismatches
    assert records == {
        ("diagonal_scatter", "float32", "compiled", 0): {"reason": "the launch loses the view", "seen": "out: max abs error 9.1"},
        ("diagonal_scatter", "float32", "compiled", 1): {"reason": "out: max abs error 2", "seen": "out: max abs error 2"},
        ("diagonal_scatter", "float16", "compiled", 1): {"reason": "seen", "seen": "seen"},  # not covered: kept
    }
    path = tmp_path / "expected.json"
    oc.write_expected(path, records, "note")
    assert oc.read_expected(path) == records


def test_compare_rule_follows_opinfo():
    ops = {oc.full_name(op): op for op in oc.op_db()}
    empty = oc.compare_rule(ops["empty"], "float32")
    assert (empty.level, empty.reason) == ("shape", "output is non-deterministic")
    assert oc.compare_rule(ops["as_strided.partial_views"], "float32").level == "runs"
    # test_compare_cpu's own tolerance for float32; acos's precisionOverride widens float16's atol
    assert oc.compare_rule(ops["abs"], "float32") == oc.CompareRule("values", None, dict(rtol=1e-3, atol=1e-3))
    assert oc.compare_rule(ops["acos"], "float16").tol == dict(rtol=2e-3, atol=1e-2)
    # a skip OpInfo gives CUDA only does not apply to spyre
    assert oc.compare_rule(ops["mode"], "float32").level == "values"


def test_compare_names_what_differs():
    import torch

    tol = oc.TOL["float32"]
    assert oc.compare(torch.ones(2), torch.ones(2), tol) is None
    assert oc.compare(torch.ones(2, dtype=torch.float16), torch.ones(2), tol) == \
        "out: torch.float16(2,) vs CPU torch.float32(2,)"
    assert oc.compare((torch.ones(2), torch.zeros(3)), (torch.ones(2), torch.ones(3)), tol) == \
        "out[1]: max abs error 1"
    assert oc.compare(torch.zeros(3), torch.ones(3), tol, shape_only=True) is None


def test_cuda_only_entries_are_left_out_with_the_reason():
    import torch

    ops = oc.op_db()
    by_name = {oc.full_name(op): i for i, op in enumerate(ops)}
    left_out = {}
    tasks = oc.tasks_for(ops, ("float32",), ("eager",), left_out=left_out)
    names = {oc.full_name(ops[i]) for i, _ in left_out}
    # the jiterator entries (the CPU raises "Jiterator is only supported on CUDA") and the one bmm
    # variant OpInfo restricts to CUDA through a DecorateInfo
    assert names == {"jiterator_unary", "jiterator_binary", "jiterator_4inputs_with_extra_args",
                     "jiterator_binary_return_by_ref", "jiterator_2inputs_2outputs", "bmm.triton_optimized"}
    assert set(left_out.values()) == {"OpInfo runs it on CUDA only (onlyCUDA)"}
    assert not names & {oc.full_name(ops[i]) for i, _, _ in tasks}
    assert (by_name["bmm"], "float32", "eager") in tasks and (by_name["sparse.mm.reduce"], "float32", "eager") in tasks
    sample = oc.sample_inputs(ops[by_name["jiterator_unary"]], "float32", 1)[0]
    try:
        ops[by_name["jiterator_unary"]].op(sample.input, *sample.args, **sample.kwargs)
    except AssertionError as e:
        assert "Jiterator is only supported on CUDA" in str(e)
    else:
        raise AssertionError("the CPU ran a jiterator entry: it need not be left out")
    supported = sum(torch.float32 in op.supported_dtypes("cpu") for op in ops)
    assert len(tasks) == supported - len(names)
