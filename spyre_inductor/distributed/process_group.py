"""`spyreccl`: the torch.distributed backend of the spyre device.

torch 2.13 has no Python constructor for a per-device c10d `Backend`, so the creator returns a
Python `ProcessGroup` (as PyTorch's own Python process groups do); c10d then uses it as the whole
group, so it serves CPU tensors too: those go to a gloo backend it holds (what "cpu:gloo" names).
Spyre tensors: each collective is one `Collective` op on the card's communication stream (one per
device, so every rank runs its collectives in call order), ordered after the work queued so far on
the caller's current stream; the Work's wait() orders the current stream after it (sync calls wait
at once, as with NCCL: the host does not block). The bytes move on a second gloo group when the op
runs (transport.py); the link model puts its cost in the card's timeline.

Before a CPU collective or a barrier, the group runs the card's queues until its spyre collectives
are done: a rank blocked in a CPU collective must not leave a peer waiting inside a spyre one.
"""

from __future__ import annotations

import datetime

import torch
import torch.distributed as dist
from torch._C import _distributed_c10d as c10d
from torch.futures import Future

import spyre_runtime
from spyre_runtime.errors import QueueError
from spyre_runtime.queues.ops import Collective
from spyre_inductor.device import streams

from . import transport
from .transport import DeviceBuffer, Link

_comm_streams: dict = {}  # runtime -> its communication stream
# the link model's kind of each torch collective that moves bytes as another one does
_LINK_KINDS = {"all_gather_into_tensor": "all_gather", "reduce_scatter_tensor": "reduce_scatter",
               "all_to_all_single": "all_to_all"}


def comm_stream(runtime):
    """The device's communication stream (a stream of its own, not one of the user pool)."""
    stream = _comm_streams.get(id(runtime))
    if stream is None or stream[0] is not runtime:
        stream = _comm_streams[id(runtime)] = (runtime, runtime.scheduler.new_stream())
    return stream[1]


class SpyreWork(dist.Work):
    """A spyre collective in flight: wait() orders the current stream after it (no host wait)."""

    def __init__(self, device_index: int, done, outputs):
        super().__init__()
        self._device, self._done, self._outputs = device_index, done, outputs

    def wait(self, timeout=None) -> bool:
        streams.current_runtime_stream(self._device).wait_event(self._done)
        return True

    def synchronize(self) -> None:
        self.wait()

    def _outcome(self):
        """None once the collective ran, its error if it (or work it waited for) failed; runs the
        card's queues until then."""
        try:
            self._done.query()
        except QueueError as e:
            return e
        return None

    def is_completed(self) -> bool:
        self._outcome()
        return True

    def is_success(self) -> bool:
        return self._outcome() is None

    def exception(self):
        return self._outcome()

    def result(self):
        return self._outputs

    def get_future(self) -> Future:
        """A future completed once the collective ran (runs the card's queues until then)."""
        self._done.synchronize()
        fut = Future()
        fut.set_result(self._outputs)
        return fut


def _done_work(result=None) -> dist.Work:
    fut = Future()
    fut.set_result(result)
    return c10d._create_work_from_future(fut)


def _is_spyre(tensors) -> bool:
    kinds = {t.device.type for t in tensors}
    if len(kinds) > 1:
        raise ValueError(f"spyreccl: a collective's tensors must all be on one device type, got {sorted(kinds)}")
    return kinds == {"spyre"}


def _flat(lists):
    return [t for x in lists for t in (x if isinstance(x, (list, tuple)) else [x])]


def _op_name(opts, kind: str) -> str:
    op = opts.reduceOp
    for known, name in transport.REDUCE_OPS.items():
        if op == known:
            return name
    raise ValueError(f"spyreccl {kind}: reduce op {op} is not supported (SUM, AVG, MAX, MIN, PRODUCT)")


class SpyreProcessGroup(dist.ProcessGroup):
    def __init__(self, store, rank: int, size: int, timeout: datetime.timedelta):
        super().__init__(rank, size)
        self._rank, self._size, self._timeout = rank, size, timeout
        # two gloo groups on their own store prefixes: one for CPU tensors, one carrying the cards' bytes
        self._cpu = dist.ProcessGroupGloo(dist.PrefixStore("spyreccl/cpu/", store), rank, size, timeout)
        link = dist.ProcessGroupGloo(dist.PrefixStore("spyreccl/link/", store), rank, size, timeout)
        self._link = Link(link, rank, size, timeout)
        self._pending: dict[int, object] = {}  # device index -> its last collective op
        self._group_name = None

    # ---- names c10d and the functional collectives ask for ----
    def getBackendName(self) -> str:
        return "spyreccl"

    def name(self) -> str:
        return "spyreccl"

    def _set_group_name(self, name: str) -> None:
        self._group_name = name
        super()._set_group_name(name)

    @property
    def group_name(self):
        return self._group_name

    def __repr__(self):
        return f"SpyreProcessGroup(rank={self._rank}, size={self._size})"

    # ---- plumbing ----
    def _drain(self) -> None:
        """Run the card's queues until this group's spyre collectives are done (see the module doc)."""
        for device, op in list(self._pending.items()):
            if not op.finished:
                try:
                    comm_stream(spyre_runtime.get_runtime(device)).synchronize()
                except Exception:  # noqa: BLE001 - the ops ran; a failed collective is the caller's to see
                    pass  # at its own synchronize (the communication stream keeps the error)
        self._pending.clear()

    def _launch(self, kind: str, inputs, outputs, nbytes: int, run, result=None, device=None) -> SpyreWork:
        """Enqueue one Collective on the device's communication stream after the current stream's
        work; run(memory, start) -> latest start does the exchange when it runs."""
        tensors = [b.tensor for b in inputs + outputs]
        devices = {t.device.index for t in tensors} if tensors else {device}
        if len(devices) != 1:
            raise ValueError(f"spyreccl {kind}: all tensors must be on one spyre device, got "
                             f"{sorted(f'spyre:{d}' for d in devices)}")
        device = devices.pop()
        rt = spyre_runtime.get_runtime(device)
        user, comm = streams.current_runtime_stream(device), comm_stream(rt)
        before = rt.new_event(enable_timing=False, name=f"spyreccl {kind} after stream {user.id}")
        before.record(user)
        comm.wait_event(before)
        op = Collective(_LINK_KINDS.get(kind, kind), lambda memory, start: self._link.run(kind, lambda: run(memory, start)),
                        nbytes, self._size, reads=[b.device_range for b in inputs],
                        writes=[b.device_range for b in outputs], name=f"spyreccl {kind} {nbytes}B")
        comm.enqueue(op)
        done = rt.new_event(name=f"spyreccl {kind} done")
        done.record(comm)
        self._pending[device] = op
        return SpyreWork(device, done, [b.tensor for b in outputs] if result is None else result)

    def _cpu_call(self, method: str, *args):
        self._drain()
        return getattr(self._cpu, method)(*args)

    # ---- collectives ----
    def allreduce(self, tensors, opts=c10d.AllreduceOptions()):
        if not _is_spyre(tensors):
            return self._cpu_call("allreduce", tensors, opts)
        if len(tensors) != 1:
            raise ValueError(f"spyreccl all_reduce: one tensor per call, got {len(tensors)}")
        op, buf = _op_name(opts, "all_reduce"), DeviceBuffer(tensors[0], "all_reduce")
        t, link = buf.tensor, self._link

        def run(memory, start):
            latest = link.agree("all_reduce", transport.header("all_reduce", t.dtype, op, -1, t.shape, t.shape, start))
            value = buf.read(memory)
            link.gloo.allreduce([value], transport.reduce_opts(c10d.AllreduceOptions, op)).wait()
            buf.write(memory, transport.finish_avg(value, op, self._size))
            return latest

        return self._launch("all_reduce", [buf], [buf], t.numel() * t.element_size(), run)

    def broadcast(self, tensors, opts=c10d.BroadcastOptions()):
        if not _is_spyre(tensors):
            return self._cpu_call("broadcast", tensors, opts)
        buf, root, link = DeviceBuffer(tensors[0], "broadcast"), opts.rootRank, self._link
        t = buf.tensor

        def run(memory, start):
            latest = link.agree("broadcast", transport.header("broadcast", t.dtype, "none", root, t.shape, t.shape, start))
            value = buf.read(memory) if self._rank == root else torch.empty(t.shape, dtype=t.dtype)
            bopts = c10d.BroadcastOptions()
            bopts.rootRank = root
            link.gloo.broadcast([value], bopts).wait()
            if self._rank != root:
                buf.write(memory, value)
            return latest

        return self._launch("broadcast", [buf], [buf], t.numel() * t.element_size(), run)

    def reduce(self, tensors, opts=c10d.ReduceOptions()):
        if not _is_spyre(tensors):
            return self._cpu_call("reduce", tensors, opts)
        op, buf, root, link = _op_name(opts, "reduce"), DeviceBuffer(tensors[0], "reduce"), opts.rootRank, self._link
        t = buf.tensor

        def run(memory, start):
            latest = link.agree("reduce", transport.header("reduce", t.dtype, op, root, t.shape, t.shape, start))
            value = buf.read(memory)
            link.gloo.reduce([value], transport.reduce_opts(c10d.ReduceOptions, op, rootRank=root)).wait()
            if self._rank == root:
                buf.write(memory, transport.finish_avg(value, op, self._size))
            return latest

        return self._launch("reduce", [buf], [buf], t.numel() * t.element_size(), run)

    def allgather(self, output_lists, inputs, opts=c10d.AllgatherOptions()):
        if not _is_spyre(_flat(output_lists) + list(inputs)):
            return self._cpu_call("allgather", output_lists, inputs, opts)
        outs = output_lists[0]
        if len(outs) != self._size:
            raise ValueError(f"spyreccl all_gather: expected {self._size} output tensors (one per rank), got {len(outs)}")
        src = DeviceBuffer(inputs[0], "all_gather input")
        dsts = [DeviceBuffer(o, f"all_gather output {i}") for i, o in enumerate(outs)]
        t, link = src.tensor, self._link
        for i, d in enumerate(dsts):
            if d.tensor.shape != t.shape or d.tensor.dtype != t.dtype:
                raise ValueError(f"spyreccl all_gather: output {i} is {d.tensor.dtype} {tuple(d.tensor.shape)}, "
                                 f"the input {t.dtype} {tuple(t.shape)}")

        def run(memory, start):
            latest = link.agree("all_gather", transport.header("all_gather", t.dtype, "none", -1, t.shape, t.shape, start))
            gathered = [torch.empty(t.shape, dtype=t.dtype) for _ in range(self._size)]
            link.gloo.allgather([gathered], [src.read(memory)]).wait()
            for d, v in zip(dsts, gathered):
                d.write(memory, v)
            return latest

        return self._launch("all_gather", [src], dsts, self._size * t.numel() * t.element_size(), run, result=[outs])

    def all_gather_single(self, output, input, opts=c10d.AllgatherOptions()):
        if not _is_spyre([output, input]):
            return self._cpu_call("_allgather_base", output, input, opts)
        src, dst, link = DeviceBuffer(input, "all_gather_into_tensor input"), DeviceBuffer(output, "all_gather_into_tensor output"), self._link
        t = src.tensor
        if output.dtype != t.dtype or output.numel() != self._size * t.numel():
            raise ValueError(f"spyreccl all_gather_into_tensor: the output ({output.dtype} {tuple(output.shape)}) "
                             f"must hold {self._size} inputs ({t.dtype} {tuple(t.shape)})")

        def run(memory, start):
            latest = link.agree("all_gather_into_tensor", transport.header(
                "all_gather_into_tensor", t.dtype, "none", -1, t.shape, output.shape, start))
            gathered = [torch.empty(t.shape, dtype=t.dtype) for _ in range(self._size)]
            link.gloo.allgather([gathered], [src.read(memory)]).wait()
            dst.write(memory, torch.cat([g.reshape(-1) for g in gathered]))
            return latest

        return self._launch("all_gather_into_tensor", [src], [dst], output.numel() * output.element_size(), run)

    _allgather_base = all_gather_single

    def _reduce_scatter_flat(self, kind, out_buf, in_bufs, op):
        t, link = out_buf.tensor, self._link
        in_shape = in_bufs[0].tensor.shape if len(in_bufs) == 1 else (len(in_bufs), *t.shape)

        def run(memory, start):
            latest = link.agree(kind, transport.header(kind, t.dtype, op, -1, in_shape, t.shape, start))
            whole = torch.cat([b.read(memory).reshape(-1) for b in in_bufs])
            out = torch.empty(t.numel(), dtype=t.dtype)
            link.gloo._reduce_scatter_base(out, whole, transport.reduce_opts(c10d.ReduceScatterOptions, op)).wait()
            out_buf.write(memory, transport.finish_avg(out, op, self._size))
            return latest

        return self._launch(kind, in_bufs, [out_buf], self._size * t.numel() * t.element_size(), run)

    def reduce_scatter(self, outputs, input_lists, opts=c10d.ReduceScatterOptions()):
        if not _is_spyre(list(outputs) + _flat(input_lists)):
            return self._cpu_call("reduce_scatter", outputs, input_lists, opts)
        op = _op_name(opts, "reduce_scatter")
        out_buf = DeviceBuffer(outputs[0], "reduce_scatter output")
        ins = input_lists[0]
        if len(ins) != self._size:
            raise ValueError(f"spyreccl reduce_scatter: expected {self._size} input tensors (one per rank), got {len(ins)}")
        in_bufs = [DeviceBuffer(x, f"reduce_scatter input {i}") for i, x in enumerate(ins)]
        for i, b in enumerate(in_bufs):
            if b.tensor.shape != out_buf.tensor.shape or b.tensor.dtype != out_buf.tensor.dtype:
                raise ValueError(f"spyreccl reduce_scatter: input {i} is {b.tensor.dtype} {tuple(b.tensor.shape)}, "
                                 f"the output {out_buf.tensor.dtype} {tuple(out_buf.tensor.shape)}")
        return self._reduce_scatter_flat("reduce_scatter", out_buf, in_bufs, op)

    def reduce_scatter_single(self, output, input, opts=c10d.ReduceScatterOptions()):
        if not _is_spyre([output, input]):
            return self._cpu_call("_reduce_scatter_base", output, input, opts)
        op = _op_name(opts, "reduce_scatter_tensor")
        if input.dtype != output.dtype or input.numel() != self._size * output.numel():
            raise ValueError(f"spyreccl reduce_scatter_tensor: the input ({input.dtype} {tuple(input.shape)}) must hold "
                             f"{self._size} outputs ({output.dtype} {tuple(output.shape)})")
        return self._reduce_scatter_flat("reduce_scatter_tensor", DeviceBuffer(output, "reduce_scatter_tensor output"),
                                         [DeviceBuffer(input, "reduce_scatter_tensor input")], op)

    _reduce_scatter_base = reduce_scatter_single

    def all_to_all_single(self, output, input, output_split_sizes, input_split_sizes, opts=c10d.AllToAllOptions()):
        if not _is_spyre([output, input]):
            return self._cpu_call("alltoall_base", output, input, output_split_sizes, input_split_sizes, opts)
        src, dst, link = DeviceBuffer(input, "all_to_all_single input"), DeviceBuffer(output, "all_to_all_single output"), self._link
        if output.dtype != input.dtype:
            raise ValueError(f"spyreccl all_to_all_single: output {output.dtype}, input {input.dtype}")
        out_splits, in_splits = list(output_split_sizes), list(input_split_sizes)

        def run(memory, start):
            latest = link.agree("all_to_all_single", transport.header(
                "all_to_all_single", input.dtype, "none", -1, input.shape, output.shape, start), transport.same_but_shapes)
            out = torch.empty(output.shape, dtype=output.dtype)
            link.gloo.alltoall_base(out, src.read(memory), out_splits, in_splits, c10d.AllToAllOptions()).wait()
            dst.write(memory, out)
            return latest

        return self._launch("all_to_all_single", [src], [dst], input.numel() * input.element_size(), run)

    alltoall_base = all_to_all_single

    def alltoall(self, output_list, input_list, opts=c10d.AllToAllOptions()):
        if not _is_spyre(list(output_list) + list(input_list)):
            return self._cpu_call("alltoall", output_list, input_list, opts)
        if len(output_list) != self._size or len(input_list) != self._size:
            raise ValueError(f"spyreccl all_to_all: expected {self._size} output and input tensors, got "
                             f"{len(output_list)} and {len(input_list)}")
        srcs = [DeviceBuffer(x, f"all_to_all input {i}") for i, x in enumerate(input_list)]
        dsts = [DeviceBuffer(x, f"all_to_all output {i}") for i, x in enumerate(output_list)]
        dtype, link = srcs[0].tensor.dtype, self._link
        if any(b.tensor.dtype != dtype for b in srcs + dsts):
            raise ValueError(f"spyreccl all_to_all: tensors of several dtypes "
                             f"{sorted({str(b.tensor.dtype) for b in srcs + dsts})}")
        in_splits = [b.tensor.numel() for b in srcs]
        out_splits = [b.tensor.numel() for b in dsts]

        def run(memory, start):
            latest = link.agree("all_to_all", transport.header("all_to_all", dtype, "none", -1, (), (), start),
                                transport.same_but_shapes)
            out = torch.empty(sum(out_splits), dtype=dtype)
            whole = torch.cat([b.read(memory).reshape(-1) for b in srcs])
            link.gloo.alltoall_base(out, whole, out_splits, in_splits, c10d.AllToAllOptions()).wait()
            for d, v in zip(dsts, out.split(out_splits)):
                d.write(memory, v)
            return latest

        return self._launch("all_to_all", srcs, dsts, sum(in_splits) * srcs[0].tensor.element_size(), run,
                            result=list(output_list))

    def send(self, tensors, dst: int, tag: int = 0):
        if not _is_spyre(tensors):
            return self._cpu_call("send", tensors, dst, tag)
        buf, link = DeviceBuffer(tensors[0], "send"), self._link
        t = buf.tensor

        def run(memory, start):
            latest = link.p2p_agree("send", transport.header("send", t.dtype, "none", dst, t.shape, t.shape, start), dst, tag)
            link.gloo.send([buf.read(memory)], dst, tag).wait()
            return latest

        return self._launch("send", [buf], [], t.numel() * t.element_size(), run, result=[])

    def recv(self, tensors, src: int, tag: int = 0):
        if not _is_spyre(tensors):
            return self._cpu_call("recv", tensors, src, tag)
        buf, link = DeviceBuffer(tensors[0], "recv"), self._link
        t = buf.tensor

        def run(memory, start):
            latest = link.p2p_agree("recv", transport.header("recv", t.dtype, "none", src, t.shape, t.shape, start), src, tag)
            value = torch.empty(t.shape, dtype=t.dtype)
            link.gloo.recv([value], src, tag).wait()
            buf.write(memory, value)
            return latest

        return self._launch("recv", [], [buf], t.numel() * t.element_size(), run)

    def recv_anysource(self, tensors, tag: int = 0):
        if not _is_spyre(tensors):
            return self._cpu_call("recv_anysource", tensors, tag)
        raise NotImplementedError("spyreccl recv: a source rank is required (receiving from any source is not supported)")

    def barrier(self, opts=c10d.BarrierOptions()):
        """Every rank's card reaches the barrier (after the work queued on its current stream), then
        the host returns: the card's queues run until then."""
        device = streams.current_device()
        link = self._link

        def run(memory, start):
            return link.agree("barrier", transport.header("barrier", None, "none", -1, (), (), start))

        work = self._launch("barrier", [], [], 0, run, result=[], device=device)
        work._done.synchronize()  # (raises when the barrier did not happen: a failed link, a dead peer)
        self._pending.clear()
        return _done_work([])

    def gather(self, output_lists, inputs, opts=c10d.GatherOptions()):
        if not _is_spyre(_flat(output_lists) + list(inputs)):
            return self._cpu_call("gather", output_lists, inputs, opts)
        root, link = opts.rootRank, self._link
        src = DeviceBuffer(inputs[0], "gather input")
        t = src.tensor
        outs = list(output_lists[0]) if self._rank == root else []
        if self._rank == root and len(outs) != self._size:
            raise ValueError(f"spyreccl gather: the root expects {self._size} output tensors, got {len(outs)}")
        dsts = [DeviceBuffer(o, f"gather output {i}") for i, o in enumerate(outs)]

        def run(memory, start):
            latest = link.agree("gather", transport.header("gather", t.dtype, "none", root, t.shape, t.shape, start))
            gathered = [torch.empty(t.shape, dtype=t.dtype) for _ in dsts]
            gopts = c10d.GatherOptions()
            gopts.rootRank = root
            link.gloo.gather([gathered] if dsts else [], [src.read(memory)], gopts).wait()
            for d, v in zip(dsts, gathered):
                d.write(memory, v)
            return latest

        return self._launch("gather", [src], dsts, t.numel() * t.element_size(), run, result=[outs])

    def scatter(self, outputs, input_lists, opts=c10d.ScatterOptions()):
        if not _is_spyre(list(outputs) + _flat(input_lists)):
            return self._cpu_call("scatter", outputs, input_lists, opts)
        root, link = opts.rootRank, self._link
        dst = DeviceBuffer(outputs[0], "scatter output")
        t = dst.tensor
        ins = list(input_lists[0]) if self._rank == root and input_lists else []
        if self._rank == root and len(ins) != self._size:
            raise ValueError(f"spyreccl scatter: the root expects {self._size} input tensors, got {len(ins)}")
        srcs = [DeviceBuffer(x, f"scatter input {i}") for i, x in enumerate(ins)]

        def run(memory, start):
            latest = link.agree("scatter", transport.header("scatter", t.dtype, "none", root, t.shape, t.shape, start))
            out = torch.empty(t.shape, dtype=t.dtype)
            sopts = c10d.ScatterOptions()
            sopts.rootRank = root
            link.gloo.scatter([out], [[s.read(memory) for s in srcs]] if srcs else [], sopts).wait()
            dst.write(memory, out)
            return latest

        return self._launch("scatter", srcs, [dst], t.numel() * t.element_size(), run)

    def shutdown(self) -> None:
        self._drain()


def create(store, rank: int, size: int, timeout: datetime.timedelta) -> SpyreProcessGroup:
    """The `register_backend` creator."""
    return SpyreProcessGroup(store, rank, size, timeout)
