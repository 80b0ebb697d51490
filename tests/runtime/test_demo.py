import json

from spyre_runtime import demo


def test_demo_runs_and_writes_trace(tmp_path, capsys):
    assert demo.main(out_dir=str(tmp_path)) == 0
    text = capsys.readouterr().out
    assert "HardwareConfig" in text and "round trip h2d -> compute -> d2h: OK" in text
    assert "compute y=2x" in text
    trace = json.loads((tmp_path / "runtime_trace.json").read_text())
    slices = [e for e in trace["traceEvents"] if e["ph"] == "X"]
    assert {e["name"] for e in slices} == {"h2d x", "compute y=2x", "h2d side", "d2h y"}
