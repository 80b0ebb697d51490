"""Stages split at the card's limits (passes/split_stages.py; prints figures, asserts nothing).

  chain     s = s * 0.5 + x over n (64, 1024) fp32 inputs, n = 4 .. 24: per n the simulated card
            time of one call, the device bytes its kernels move, the bytes of the n inputs and the
            output alone, their ratio (what the carried values add), stages and split stages
  pooling   a BERT with all-MiniLM-L6-v2's config (random weights), 4 x 13 tokens: the forward
            alone, and the forward + mean pooling over the attention mask + F.normalize in one
            graph (which needs a split): simulated ms per call and kernels per call of each

Run: .venv/bin/python bench/bench_split.py [--cases chain,pooling]
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402


def _simulated(fn, *args):
    """(simulated us of one call after a warm-up, kernel launches of it)."""
    from spyre_runtime import get_runtime

    fn(*args)
    card = get_runtime().card
    reports = []
    run = card.run
    card.run = lambda *a, **k: reports.append(run(*a, **k)) or reports[-1]
    try:
        out = fn(*args)
        (out if torch.is_tensor(out) else out[0]).cpu()
    finally:
        del card.run
    return sum(r.cycles for r in reports) / get_runtime().config.clock_hz * 1e6, len(reports)


def chain(*xs):
    s = xs[0]
    for x in xs[1:]:
        s = s * 0.5 + x
    return s


def bench_chain():
    from spyre_inductor.compiler.debug import capture_kernels

    print("chain: s = s * 0.5 + x, n x (64, 1024) fp32")
    print("   n   simulated us   device bytes   inputs+output   ratio   stages   split stages")
    for n in (4, 7, 8, 12, 16, 24):
        xs = [torch.randn(64, 1024).to("spyre") for _ in range(n)]
        torch._dynamo.reset()
        with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
            f = torch.compile(chain)
            us, _ = _simulated(f, *xs)
        moved = sum(k.artifact.cost.bytes_moved for k in kernels)
        plain = (n + 1) * 64 * 1024 * 4
        stages = [s.name for k in kernels for s in k.kernel.stages]
        print(f"  {n:2d}   {us:12.2f}   {moved:12d}   {plain:13d}   {moved / plain:5.2f}   {len(stages):6d}   "
              f"{sum('_split' in s for s in stages):12d}")


def bench_pooling():
    import transformers as t

    torch.manual_seed(0)
    cfg = t.BertConfig(vocab_size=30522, hidden_size=384, num_hidden_layers=6, num_attention_heads=12,
                       intermediate_size=1536, max_position_embeddings=512)
    model = t.BertModel(cfg).eval().to("spyre")
    ids = torch.randint(0, cfg.vocab_size, (4, 13))
    mask = torch.ones(4, 13, dtype=torch.long)
    mask[1, 9:] = 0

    def forward(ids, mask):
        return model(input_ids=ids, attention_mask=mask).last_hidden_state

    def embed(ids, mask):
        h = forward(ids, mask)
        m = mask.unsqueeze(-1).to(h.dtype)
        return F.normalize((h * m).sum(1) / m.sum(1).clamp(min=1e-9), p=2, dim=1)

    args = (ids.to("spyre"), mask.to("spyre"))
    with torch.no_grad():
        for name, fn in (("forward", forward), ("forward + pooling + normalize", embed)):
            torch._dynamo.reset()
            us, launches = _simulated(torch.compile(fn), *args)
            print(f"pooling: MiniLM-L6 config 4x13 fp32, {name}: {us / 1000:.3f} ms simulated, {launches} kernels")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default="chain,pooling")
    cases = ap.parse_args().cases.split(",")
    import spyre_inductor  # noqa: F401  (the device and the backend)

    if "chain" in cases:
        bench_chain()
    if "pooling" in cases:
        bench_pooling()


if __name__ == "__main__":
    main()
