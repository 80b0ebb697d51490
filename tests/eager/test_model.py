"""A small model run eagerly on spyre with no CPU fallback at all (SPYRE_FALLBACK=error, set for this
directory): every op is a compiled one-op graph or a copy / fill / metadata kernel."""

import torch
from torch import nn


class MLP(nn.Module):
    def __init__(self, d=64, hidden=96):
        super().__init__()
        self.fc1 = nn.Linear(d, hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(hidden, d)
        self.norm = nn.LayerNorm(d)

    def forward(self, x):
        return self.norm(x + self.fc2(self.act(self.fc1(x))))


def _model_and_input(seed=0):
    torch.manual_seed(seed)
    model = MLP()
    x = torch.randn(2, 5, 64, generator=torch.Generator().manual_seed(seed + 1))
    return model, x


def test_mlp_forward_eagerly_on_spyre_without_fallback(eager):
    model, x = _model_and_input()
    spyre_model = MLP().to("spyre")
    spyre_model.load_state_dict(model.state_dict())
    before, fb_before = torch.spyre.eager_stats(), torch.spyre.fallback_counts()
    with torch.no_grad():
        got = spyre_model(x.to("spyre"))
        want = model(x)
    eager.assert_matches(got, want, tol={torch.float32: dict(rtol=1e-4, atol=1e-4)})
    after = torch.spyre.eager_stats()
    assert after["fallbacks"] == before["fallbacks"] and torch.spyre.fallback_counts() == fb_before
    assert after["launches"] - before["launches"] >= 5  # addmm, gelu, addmm, add, layer norm
    # a second forward with the same shapes compiles nothing
    with torch.no_grad():
        again = spyre_model(x.to("spyre"))
    final = torch.spyre.eager_stats()
    assert final["compiled_signatures"] == after["compiled_signatures"]
    assert torch.equal(again.cpu(), got.cpu())


def test_mlp_training_step_eagerly_on_spyre_without_fallback(eager):
    model, x = _model_and_input(seed=3)
    spyre_model = MLP().to("spyre")
    spyre_model.load_state_dict(model.state_dict())
    target = torch.randn(2, 5, 64, generator=torch.Generator().manual_seed(9))
    fb_before = torch.spyre.fallback_counts()

    def step(m, x, target):
        loss = ((m(x) - target) ** 2).mean()
        loss.backward()
        with torch.no_grad():
            for p in m.parameters():
                p.add_(p.grad, alpha=-0.1)
        return loss

    got = step(spyre_model, x.to("spyre"), target.to("spyre"))
    want = step(model, x, target)
    eager.assert_matches(got, want, tol={torch.float32: dict(rtol=1e-4, atol=1e-4)})
    for (name, p), q in zip(spyre_model.named_parameters(), model.parameters()):
        eager.assert_matches(p.grad, q.grad, tol={torch.float32: dict(rtol=1e-4, atol=1e-4)})
        eager.assert_matches(p.detach(), q.detach(), tol={torch.float32: dict(rtol=1e-4, atol=1e-4)})
    assert torch.spyre.fallback_counts() == fb_before
