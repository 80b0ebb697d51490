"""What a spyre collective does when its Collective op runs (spyre_runtime.queues.ops): read the
device bytes of its inputs, agree with the peers on what is being done (a header all-gathered on
gloo: collective, dtype, shapes, reduce op, root, this card's simulated start), move the values on
gloo, write the outputs' device bytes.

Runs inside the card's scheduler (in stream order), so tensors are read and written through
Transfer conversions executed on the device memory directly, as the DMA would. The header lets
every rank raise the same clear error when the ranks disagree, before any data moves (so the gloo
group stays in step), and gives each card the moment its last peer was ready.
"""

from __future__ import annotations

import numpy as np
import torch
import torch.distributed as dist

from spyre_runtime.queues.ops import Transfer
from spyre_inductor.device import copy as spyre_copy
from spyre_inductor.device import memory as spyre_memory
from spyre_inductor.device.layout import nest_conversion

DTYPES = (torch.float32, torch.float16, torch.bfloat16, torch.int32, torch.int64)
KINDS = ("all_reduce", "broadcast", "reduce", "all_gather", "all_gather_into_tensor", "reduce_scatter",
         "reduce_scatter_tensor", "all_to_all", "all_to_all_single", "scatter", "gather", "send", "recv", "barrier")
REDUCE_OPS = {dist.ReduceOp.SUM: "sum", dist.ReduceOp.AVG: "avg", dist.ReduceOp.MAX: "max",
              dist.ReduceOp.MIN: "min", dist.ReduceOp.PRODUCT: "product"}
_OP_NAMES = ("none",) + tuple(REDUCE_OPS.values())
MAX_DIMS = 8
_HEADER = 6 + 2 * MAX_DIMS  # kind, dtype, op, root, ndim, start, input shape, output shape


class CollectiveError(RuntimeError):
    """The ranks disagree about a collective, or the exchange with them failed."""


class DeviceBuffer:
    """One spyre tensor of a collective: where its elements are in device memory and how to move
    them to and from a contiguous CPU tensor when the op runs (the tensor is held until then)."""

    __slots__ = ("tensor", "address", "nbytes", "layout", "nests")

    def __init__(self, t: torch.Tensor, what: str):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"spyreccl {what}: expected a tensor, got {type(t).__name__}")
        if t.device.type != "spyre":
            raise ValueError(f"spyreccl {what}: expected a spyre tensor, got one on {t.device}")
        if t.dtype not in DTYPES:
            raise TypeError(f"spyreccl {what}: dtype {t.dtype} is not supported "
                            f"(supported: {', '.join(str(d).removeprefix('torch.') for d in DTYPES)})")
        if not t.is_contiguous():
            raise ValueError(f"spyreccl {what}: tensors must be contiguous (got size {tuple(t.shape)}, "
                             f"stride {t.stride()})")
        rec = spyre_memory.allocation_of(t)
        self.tensor, self.address, self.nbytes, self.layout = t, rec.address, rec.device_nbytes, rec.layout
        # the view's own loop nests when the layout expresses it, else the whole storage image
        self.nests = spyre_copy.view_nests(t, self.layout, writing=True) if t.numel() else ()

    @property
    def device_range(self) -> tuple[int, int]:
        return self.address, self.nbytes

    def _image(self, memory) -> np.ndarray:
        layout = self.layout
        image = np.empty(layout.host_numel * layout.itemsize, dtype=np.uint8)
        for nest in layout.loop_nests():
            Transfer("d2h", self.address, image, conversion=nest_conversion(layout, nest, False)).execute(memory)
        return image

    def read(self, memory) -> torch.Tensor:
        t = self.tensor
        if self.nests is None:
            return spyre_copy.image_view(self._image(memory), t).clone()
        out = torch.empty(t.shape, dtype=t.dtype)
        buf = out.view(-1).view(torch.uint8).numpy()
        for nest in self.nests:
            Transfer("d2h", self.address, buf, conversion=nest_conversion(self.layout, nest, False)).execute(memory)
        return out

    def write(self, memory, value: torch.Tensor) -> None:
        t = self.tensor
        value = value.to(t.dtype).reshape(t.shape).contiguous()
        if self.nests is None:
            image = self._image(memory)
            spyre_copy.image_view(image, t).copy_(value)
            for nest in self.layout.loop_nests():
                Transfer("h2d", image, self.address, conversion=nest_conversion(self.layout, nest, True)).execute(memory)
            return
        data = value.view(-1).view(torch.uint8).numpy()
        for nest in self.nests:
            Transfer("h2d", data, self.address, conversion=nest_conversion(self.layout, nest, True)).execute(memory)


def _shape_field(shape) -> list[int]:
    shape = list(shape)
    if len(shape) > MAX_DIMS:
        raise ValueError(f"spyreccl: tensors of more than {MAX_DIMS} dims are not supported (got {len(shape)})")
    return shape + [-1] * (MAX_DIMS - len(shape))


def header(kind: str, dtype, op: str, root: int, in_shape, out_shape, start: int) -> torch.Tensor:
    ndim = len(in_shape) if in_shape is not None else -1
    fields = [KINDS.index(kind), DTYPES.index(dtype) if dtype is not None else -1, _OP_NAMES.index(op), root,
              ndim, start]
    fields += _shape_field(in_shape or ()) + _shape_field(out_shape or ())
    return torch.tensor(fields, dtype=torch.int64)


def describe(h: torch.Tensor) -> str:
    """A header as words: collective, dtype, shapes, op, root."""
    v = h.tolist()
    kind, dtype = KINDS[v[0]], (str(DTYPES[v[1]]).removeprefix("torch.") if v[1] >= 0 else "-")
    ins = tuple(x for x in v[6:6 + MAX_DIMS] if x >= 0)
    outs = tuple(x for x in v[6 + MAX_DIMS:] if x >= 0)
    text = f"{kind} {dtype} input {ins}"
    if outs != ins:
        text += f" output {outs}"
    if v[2]:
        text += f" op {_OP_NAMES[v[2]]}"
    if kind in ("broadcast", "reduce", "scatter", "gather"):
        text += f" root {v[3]}"
    return text


def _wrap_failure(kind: str, exc: BaseException, timeout) -> CollectiveError:
    err = CollectiveError(f"spyreccl {kind}: the exchange with the other ranks failed: {type(exc).__name__}: "
                          f"{exc} (a rank may have died or stopped calling collectives; process group "
                          f"timeout {timeout})")
    err.__cause__ = exc
    return err


class Link:
    """The gloo group that carries one spyre process group's bytes, and the header agreement."""

    def __init__(self, gloo, rank: int, size: int, timeout):
        self.gloo, self.rank, self.size, self.timeout = gloo, rank, size, timeout

    def run(self, kind, fn):
        try:
            return fn()
        except CollectiveError:
            raise
        except Exception as exc:  # gloo: a peer closed the connection, or the timeout passed
            raise _wrap_failure(kind, exc, self.timeout) from exc

    def agree(self, kind: str, mine: torch.Tensor, same=None) -> int:
        """All-gather the headers; every rank raises the same CollectiveError naming each rank's
        collective and shapes when they disagree (`same(mine, theirs)`: the fields that must match,
        default all but the start); returns the latest start."""
        headers = [torch.empty_like(mine) for _ in range(self.size)]
        self.run(kind, lambda: self.gloo.allgather([headers], [mine]).wait())
        ok = all((same or _same_all)(headers[0], h) for h in headers)
        if not ok:
            ranks = "; ".join(f"rank {r}: {describe(h)}" for r, h in enumerate(headers))
            raise CollectiveError(f"spyreccl {kind}: the ranks disagree about the collective ({ranks})")
        return max(int(h[5]) for h in headers)

    def p2p_agree(self, kind: str, mine: torch.Tensor, peer: int, tag: int) -> int:
        """send / recv: the sender's header goes to the receiver, which answers (match, its start);
        both raise when they disagree. Returns the later start."""
        if kind == "send":
            answer = torch.empty(2, dtype=torch.int64)
            self.run(kind, lambda: self.gloo.send([mine], peer, tag).wait())
            self.run(kind, lambda: self.gloo.recv([answer], peer, tag).wait())
            if not int(answer[0]):
                raise CollectiveError(f"spyreccl send to rank {peer}: the receiver expects another tensor "
                                      f"(this rank sends {describe(mine)})")
            return max(int(mine[5]), int(answer[1]))
        theirs = torch.empty_like(mine)
        self.run(kind, lambda: self.gloo.recv([theirs], peer, tag).wait())
        match = bool(torch.equal(theirs[1:2], mine[1:2]) and torch.equal(theirs[6:6 + MAX_DIMS], mine[6:6 + MAX_DIMS]))
        answer = torch.tensor([int(match), int(mine[5])], dtype=torch.int64)
        self.run(kind, lambda: self.gloo.send([answer], peer, tag).wait())
        if not match:
            raise CollectiveError(f"spyreccl recv from rank {peer}: rank {peer} sends {describe(theirs)}, "
                                  f"this rank receives {describe(mine)}")
        return max(int(theirs[5]), int(mine[5]))


def _same_all(a: torch.Tensor, b: torch.Tensor) -> bool:
    return torch.equal(a[:5], b[:5]) and torch.equal(a[6:], b[6:])


def same_but_shapes(a: torch.Tensor, b: torch.Tensor) -> bool:
    """all_to_all: kind, dtype and rank only (the split sizes are checked by gloo)."""
    return torch.equal(a[:5], b[:5])


def reduce_opts(cls, op: str, **fields):
    opts = cls()
    opts.reduceOp = dist.ReduceOp.SUM if op == "avg" else getattr(dist.ReduceOp, op.upper())
    for k, v in fields.items():
        setattr(opts, k, v)
    return opts


def finish_avg(value: torch.Tensor, op: str, size: int) -> torch.Tensor:
    """AVG is a SUM divided by the ranks (integers: truncated, as NCCL's integer average)."""
    if op != "avg":
        return value
    if value.is_floating_point():
        return (value.float() / size).to(value.dtype) if value.dtype != torch.float32 else value / size
    return torch.div(value, size, rounding_mode="trunc")
