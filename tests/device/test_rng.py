"""Random numbers on spyre: generators and seeding (torch.spyre, torch.manual_seed, fork_rng,
torch.Generator(device="spyre")), the Philox streams the kernels draw, reproducibility, and the
distributions' statistics (fixed seeds, bounds of about five standard errors)."""

import math

import numpy as np
import pytest
import torch

from spyre_runtime import random as philox

N = 20000  # draws for the statistical checks


@pytest.fixture(autouse=True)
def no_cpu_fallback():
    before = dict(torch.spyre.fallback_counts())
    yield
    assert torch.spyre.fallback_counts() == before, "a random op went through the CPU fallback"


def spyre_empty(*shape, dtype=torch.float32):
    return torch.empty(*shape, dtype=dtype, device="spyre")


def reference_uniform(seed, offset, n):
    """rand's values computed from the Philox words directly (element i <- counter offset + i)."""
    w0, _, _, _ = philox.philox_words(seed, offset, n)
    return torch.from_numpy(philox.uniform_float32(w0))


def test_rand_is_the_philox_stream_of_the_seed():
    torch.spyre.manual_seed(123)
    a = torch.rand(40, device="spyre").cpu()
    assert torch.equal(a, reference_uniform(123, 0, 40))
    b = torch.rand(3, 5, device="spyre").cpu()  # the next draw continues at counter 40
    assert torch.equal(b.flatten(), reference_uniform(123, 40, 15))
    assert torch.spyre.get_rng_state().view(torch.int64).tolist() == [123, 55]
    assert 0.0 <= a.min() and a.max() < 1.0


def test_same_seed_same_numbers_and_draws_split_anywhere():
    torch.spyre.manual_seed(7)
    whole = torch.randn(30, device="spyre").cpu()
    torch.spyre.manual_seed(7)
    parts = torch.cat([torch.randn(12, device="spyre").cpu(), torch.randn(18, device="spyre").cpu()])
    assert torch.equal(whole, parts)  # counter-based: a draw's position is its counter
    torch.spyre.manual_seed(8)
    assert not torch.equal(torch.randn(30, device="spyre").cpu(), whole)


def test_torch_manual_seed_and_seed_reach_spyre():
    torch.manual_seed(99)
    assert torch.spyre.initial_seed() == 99
    first = torch.rand(8, device="spyre").cpu()
    torch.spyre.manual_seed_all(99)
    assert torch.equal(torch.rand(8, device="spyre").cpu(), first)
    torch.spyre.seed()
    assert torch.spyre.initial_seed() != 99
    torch.spyre.seed_all()
    assert torch.spyre.initial_seed() == torch.spyre.default_generators[0].initial_seed()


def test_rng_state_round_trip_and_all_forms():
    torch.spyre.manual_seed(5)
    torch.rand(10, device="spyre")
    state = torch.spyre.get_rng_state()
    assert state.dtype == torch.uint8 and state.shape == (16,) and state.device.type == "cpu"
    a = torch.randn(6, device="spyre").cpu()
    torch.spyre.set_rng_state(state)
    assert torch.equal(torch.randn(6, device="spyre").cpu(), a)
    states = torch.spyre.get_rng_state_all()
    assert len(states) == torch.spyre.device_count()
    b = torch.rand(4, device="spyre").cpu()
    torch.spyre.set_rng_state_all(states)
    assert torch.equal(torch.rand(4, device="spyre").cpu(), b)
    assert torch.equal(torch.spyre.get_rng_state("spyre:0"), torch.spyre.get_rng_state(0))
    with pytest.raises(ValueError, match="expected a spyre device"):
        torch.spyre.get_rng_state("cpu")


def test_fork_rng_restores_the_spyre_state():
    torch.spyre.manual_seed(11)
    before = torch.spyre.get_rng_state()
    cpu_before = torch.get_rng_state()
    with torch.random.fork_rng(device_type="spyre"):
        torch.manual_seed(0)
        torch.rand(5, device="spyre")
        torch.rand(5)
    assert torch.equal(torch.spyre.get_rng_state(), before)
    assert torch.equal(torch.get_rng_state(), cpu_before)
    with torch.random.fork_rng():  # the current accelerator's: spyre
        torch.rand(5, device="spyre")
    assert torch.equal(torch.spyre.get_rng_state(), before)


def test_generators_are_independent_streams():
    torch.spyre.manual_seed(3)
    default_draw = torch.rand(6, device="spyre").cpu()
    g = torch.Generator(device="spyre").manual_seed(3)
    torch.spyre.manual_seed(4)
    assert torch.equal(torch.rand(6, device="spyre", generator=g).cpu(), default_draw)  # same seed, same stream
    assert g.get_offset() == 6
    assert torch.spyre.get_rng_state().view(torch.int64).tolist() == [4, 0]  # the default generator untouched
    # a generator given to a derived distribution is the one its inner draws take
    x = spyre_empty(N).bernoulli_(0.5, generator=g)
    assert g.get_offset() == 6 + N and torch.spyre.get_rng_state().view(torch.int64).tolist() == [4, 0]
    assert abs(x.cpu().mean() - 0.5) < 0.02
    with pytest.raises(RuntimeError, match="need a spyre generator"):
        torch.rand(3, device="spyre", generator=torch.Generator())


def test_randn_statistics():
    torch.spyre.manual_seed(2)
    z = torch.randn(N, device="spyre").cpu().double()
    assert abs(z.mean()) < 5 / math.sqrt(N) and abs(z.var() - 1) < 5 * math.sqrt(2 / N)
    y = spyre_empty(N).normal_(3.0, 0.5).cpu().double()
    assert abs(y.mean() - 3) < 5 * 0.5 / math.sqrt(N) and abs(y.std() - 0.5) < 0.02
    with pytest.raises(RuntimeError, match="std >= 0"):
        spyre_empty(3).normal_(0.0, -1.0)


def test_uniform_and_rand_dtypes():
    torch.spyre.manual_seed(1)
    x = spyre_empty(N).uniform_(-2.0, 3.0).cpu().double()
    assert -2.0 <= x.min() and x.max() < 3.0
    assert abs(x.mean() - 0.5) < 5 * 5 / math.sqrt(12 * N)
    assert abs(x.var() - 25 / 12) < 0.1
    for dtype in (torch.float16, torch.bfloat16):
        h = torch.rand(N, device="spyre", dtype=dtype).cpu()
        assert h.dtype == dtype and 0.0 <= h.min() and h.max() < 1.0
        assert abs(h.double().mean() - 0.5) < 0.01
    with pytest.raises(RuntimeError, match=r"\[from, to\) range"):
        spyre_empty(3).uniform_(2.0, 1.0)
    with pytest.raises(RuntimeError, match="floating point"):
        spyre_empty(3, dtype=torch.int32).uniform_()


@pytest.mark.slow  # (compiles the eager mul/add/log/exp kernels of the decompositions)
def test_normal_family():
    torch.spyre.manual_seed(2)
    z = torch.randn(N, device="spyre").cpu().double()
    assert abs(z.mean()) < 5 / math.sqrt(N) and abs(z.var() - 1) < 5 * math.sqrt(2 / N)
    y = spyre_empty(N).normal_(3.0, 0.5).cpu().double()
    assert abs(y.mean() - 3) < 5 * 0.5 / math.sqrt(N) and abs(y.std() - 0.5) < 0.02
    mean = torch.linspace(-5, 5, N).to("spyre")
    t = torch.normal(mean, 0.1).cpu().double()
    assert (t - mean.cpu()).abs().max() < 1.0 and abs((t - mean.cpu()).std() - 0.1) < 0.005
    s = torch.normal(2.0, torch.full((N,), 3.0, device="spyre")).cpu().double()
    assert abs(s.mean() - 2) < 5 * 3 / math.sqrt(N)
    out = spyre_empty(5)
    torch.normal(torch.zeros(5, device="spyre"), torch.ones(5, device="spyre"), out=out)
    assert torch.isfinite(out.cpu()).all()
    ln = spyre_empty(N).log_normal_(0.0, 0.25).cpu().double()
    assert abs(ln.log().mean()) < 0.01 and (ln > 0).all()
    with pytest.raises(RuntimeError, match="std >= 0"):
        spyre_empty(3).normal_(0.0, -1.0)


@pytest.mark.slow
def test_exponential_cauchy_geometric():
    torch.spyre.manual_seed(3)
    e = spyre_empty(N).exponential_(4.0).cpu().double()
    assert (e > 0).all() and abs(e.mean() - 0.25) < 5 * 0.25 / math.sqrt(N)
    c = spyre_empty(N).cauchy_(1.0, 2.0).cpu().double()
    assert abs(c.median() - 1.0) < 0.1  # median's standard error ~ pi*sigma / (2 sqrt(N))
    q = (c - 1.0).abs().median()  # half the interquartile range = sigma
    assert abs(q - 2.0) < 0.15
    g = spyre_empty(N).geometric_(0.25).cpu().double()
    assert (g >= 1).all() and (g == g.round()).all() and abs(g.mean() - 4.0) < 0.15


def test_bernoulli_and_dropout():
    torch.spyre.manual_seed(4)
    b = spyre_empty(N).bernoulli_(0.3).cpu()
    assert set(b.unique().tolist()) <= {0.0, 1.0} and abs(b.mean() - 0.3) < 5 * math.sqrt(0.21 / N)
    p = torch.tensor([0.0, 1.0, 0.5] * (N // 3)).to("spyre")
    t = torch.bernoulli(p).cpu()
    assert (t[0::3] == 0).all() and (t[1::3] == 1).all() and abs(t[2::3].mean() - 0.5) < 0.03
    x = torch.ones(N, device="spyre")
    d = torch.nn.functional.dropout(x, 0.25, training=True).cpu()
    kept = d != 0
    assert abs(kept.float().mean() - 0.75) < 0.02 and torch.allclose(d[kept], torch.tensor(1 / 0.75))
    assert torch.equal(torch.nn.functional.dropout(x, 0.25, training=False).cpu(), x.cpu())


def test_random_integers_and_randperm():
    torch.spyre.manual_seed(5)
    r = torch.randint(-3, 7, (N,), device="spyre").cpu()
    assert r.dtype == torch.int64 and r.min() == -3 and r.max() == 6
    counts = torch.bincount(r + 3, minlength=10).double()
    assert (counts - N / 10).abs().max() < 5 * math.sqrt(N / 10)
    i32 = torch.randint(0, 5, (100,), device="spyre", dtype=torch.int32).cpu()
    assert i32.dtype == torch.int32 and 0 <= i32.min() and i32.max() < 5
    f = spyre_empty(1000).random_(0, 16).cpu()
    assert (f == f.round()).all() and f.min() >= 0 and f.max() <= 15
    h = spyre_empty(1000, dtype=torch.float16).random_().cpu()  # [0, 2**11]: integers f16 holds exactly
    assert (h == h.round()).all() and h.min() >= 0 and h.max() <= 2048
    big = torch.empty(1000, dtype=torch.int64, device="spyre").random_(-(1 << 62), 1 << 62).cpu()
    assert big.min() < -(1 << 60) and big.max() > 1 << 60  # 64-bit draws for a wide range
    with pytest.raises(RuntimeError, match="'from' to be less than 'to'"):
        torch.empty(3, dtype=torch.int64, device="spyre").random_(5, 5)
    p = torch.randperm(1000, device="spyre").cpu()
    assert torch.equal(p.sort().values, torch.arange(1000)) and not torch.equal(p, torch.arange(1000))
    assert torch.randperm(0, device="spyre").numel() == 0


def test_multinomial():
    torch.spyre.manual_seed(6)
    probs = torch.tensor([0.1, 0.0, 0.6, 0.3])
    with_replacement = torch.multinomial(probs.to("spyre"), N, replacement=True).cpu()
    freq = torch.bincount(with_replacement, minlength=4).double() / N
    assert freq[1] == 0 and (freq - probs.double()).abs().max() < 0.02
    rows = torch.tensor([[1.0, 1.0, 1.0, 0.0, 1.0], [0.0, 5.0, 1.0, 1.0, 0.0]]).to("spyre")
    without = torch.multinomial(rows, 3).cpu()
    assert without.shape == (2, 3)
    for row, picks in zip(rows.cpu(), without):
        assert len(set(picks.tolist())) == 3 and (row[picks] > 0).all()
    # without replacement: the first pick follows the probabilities
    first = torch.multinomial(probs.to("spyre").expand(4000, 4).contiguous(), 2).cpu()[:, 0]
    assert abs((first == 2).double().mean() - 0.6) < 0.04
    with pytest.raises(RuntimeError, match="without replacement"):
        torch.multinomial(probs.to("spyre"), 5)
    with pytest.raises(RuntimeError, match="not enough non-negative category"):
        torch.multinomial(probs.to("spyre"), 4)
    with pytest.raises(RuntimeError, match="element < 0"):
        torch.multinomial(torch.tensor([0.5, -0.1]).to("spyre"), 1)


def test_in_place_draws_on_views_leave_the_rest():
    torch.spyre.manual_seed(8)
    base = torch.zeros(6, 40, device="spyre")
    base[:, 3:9].uniform_(5.0, 6.0)
    host = base.cpu()
    assert (host[:, 3:9] >= 5).all() and (host[:, :3] == 0).all() and (host[:, 9:] == 0).all()
    col = base.t()[7]  # a strided column
    col.normal_()
    assert torch.isfinite(base.cpu()[:, 7]).all() and (base.cpu()[:, 10:] == 0).all()
