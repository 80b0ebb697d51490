"""Dynamo, FakeTensor and torch.export trace functions of spyre tensors with no graph breaks."""

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensor, FakeTensorMode

from spyre_inductor.device import fallback

pytestmark = pytest.mark.filterwarnings("ignore::spyre_inductor.device.fallback.SpyreFallbackWarning")


def fn(x, w):
    h = torch.relu(x @ w + 1.0)
    return (h * h.sum(-1, keepdim=True)).transpose(0, 1).contiguous()


def inputs():
    g = torch.Generator().manual_seed(0)
    return torch.randn(4, 70, generator=g), torch.randn(70, 6, generator=g)


def test_dynamo_fullgraph_capture_sees_spyre_fake_tensors():
    torch._dynamo.reset()
    captured = []

    def capture(gm, example_inputs):
        captured.append((gm, example_inputs))
        return gm.forward

    x, w = inputs()
    compiled = torch.compile(fn, backend=capture, fullgraph=True)
    out = compiled(x.to("spyre"), w.to("spyre"))
    assert len(captured) == 1  # one graph: no breaks
    gm, example_inputs = captured[0]
    vals = [n.meta["example_value"] for n in gm.graph.nodes if "example_value" in n.meta]
    assert vals and all(isinstance(v, FakeTensor) and v.device == torch.device("spyre", 0)
                        for v in vals if isinstance(v, torch.Tensor))
    assert out.device == torch.device("spyre", 0)
    torch.testing.assert_close(out.cpu(), fn(x, w))


def test_export_traces_spyre_inputs():
    class M(torch.nn.Module):
        def forward(self, x, w):
            return fn(x, w)

    x, w = inputs()
    ep = torch.export.export(M(), (x.to("spyre"), w.to("spyre")))
    placeholders = [n for n in ep.graph.nodes if n.op == "placeholder"]
    assert [n.meta["val"].device for n in placeholders] == [torch.device("spyre", 0)] * 2
    out_node = next(n for n in ep.graph.nodes if n.op == "output").args[0][0]
    assert out_node.meta["val"].device == torch.device("spyre", 0)
    assert out_node.meta["val"].shape == (6, 4)
    out = ep.module()(x.to("spyre"), w.to("spyre"))
    torch.testing.assert_close(out.cpu(), fn(x, w))


def test_fake_tensor_mode_keeps_device_and_reads_no_data():
    y = torch.randn(3, 70).to("spyre")
    fallback.reset_fallback_counts()
    with FakeTensorMode() as mode:
        fake = mode.from_tensor(y)
        z = (fake @ fake.t()).softmax(-1)
    assert fake.device == torch.device("spyre", 0) and z.device == torch.device("spyre", 0)
    assert z.shape == (3, 3)
    assert fallback.fallback_counts() == {}  # fake ops never reach the device kernels
