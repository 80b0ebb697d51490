"""`python -m spyre_inductor.compiler.demo`: compile a small model (layer_norm -> gelu -> softmax over a
batch) for the spyre device, check it against the CPU, and print what was compiled and how long
the simulated card took."""

from __future__ import annotations

import argparse


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--hidden", type=int, default=768)
    parser.add_argument("--dtype", choices=("float32", "float16"), default="float32")
    args = parser.parse_args(argv)

    import torch
    import torch.nn.functional as F

    from spyre_inductor.compiler import register_inductor_backend
    from spyre_inductor.compiler.debug import capture_kernels
    from spyre_inductor.device.register import register_device

    register_device(on_error="raise")
    register_inductor_backend()
    dtype = getattr(torch, args.dtype)
    g = torch.Generator().manual_seed(0)
    x = torch.randn(args.batch, args.hidden, generator=g).to(dtype)
    w = torch.randn(args.hidden, generator=g).to(dtype)

    def model(x, w):
        return torch.softmax(F.gelu(F.layer_norm(x, (x.shape[-1],), weight=w)), dim=-1)

    xs, ws = x.to("spyre"), w.to("spyre")
    compiled = torch.compile(model)
    with capture_kernels() as kernels, torch._inductor.config.patch(fx_graph_cache=False):
        compiled(xs, ws)  # compile (and a first run)
    start, end = torch.Event(device="spyre", enable_timing=True), torch.Event(device="spyre", enable_timing=True)
    start.record()
    out = compiled(xs, ws)
    end.record()
    end.synchronize()
    ref = model(x, w)
    err = (out.cpu().float() - ref.float()).abs().max().item()

    print(f"model: softmax(gelu(layer_norm(x))) on x {tuple(x.shape)} {args.dtype}")
    print(f"max |spyre - cpu| = {err:.3g}")
    for k in kernels:
        art = k.artifact
        print(f"kernel {art.kernel_name}: {len(k.kernel.stages)} stages from {', '.join(k.node_names)}")
        print(f"  artifact {k.artifact_dir}")
        print(f"  cores {len(art.cores)}, instructions per unit {art.instruction_counts()}, "
              f"program {len(art.program)} B, relocations {len(art.relocations)}")
        print(f"  scratchpad per core {max(c.scratchpad_bytes for c in art.cores)} B, "
              f"device scratch {art.device_scratch_bytes} B, bytes moved {art.cost.bytes_moved}")
    print(f"simulated time of one call: {start.elapsed_time(end) * 1000:.1f} us (card model, estimates)")
    return 0 if err < (1e-4 if dtype == torch.float32 else 1e-2) else 1


if __name__ == "__main__":
    raise SystemExit(main())
