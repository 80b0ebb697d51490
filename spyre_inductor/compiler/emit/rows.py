"""The row emitter: a stage's row points (passes/layout.py) dealt to cores (passes/work_division.py)
as per-(core, unit) programs. Per core and point: the load unit brings each operand row into the
scratchpad and signals; the vector unit computes the stage's ops on whole rows and signals; the
store unit writes result sticks back. Padding lanes of stored sticks are written as zero, so device
padding stays zero. Tiled stages (tile.py) reuse this frame.
"""

from __future__ import annotations

import numpy as np

from ..common import BINARY, INT32_MAX, INT32_MIN, ITEMSIZE, REDUCE, UNARY, SpyreCompileError, isa_dtype
from ..passes.layout import StagePlan, device_elements, elems_per_stick, stick_segments, store_fills_sticks
from ..passes.scratchpad import Region, check_plan, pack, plan_scratchpad
from ..passes.split_stages import BASE_REGISTERS
from .reroll import reroll

COMBINE = {"sum": "add", "max": "max", "min": "min", "any": "max"}
IDENTITY = {"sum": 0.0, "max": float("-inf"), "min": float("inf"), "argmax": float("-inf")}


def _identity(kind: str, dtype: str):
    if dtype == "bool":
        return 1 if kind == "min" else 0
    v = IDENTITY[kind]
    if dtype.startswith(("float", "bfloat")):
        return v
    return 0 if v == 0 else (INT32_MIN if v < 0 else INT32_MAX)


def _run_lanes(run: int, E: int, length: int) -> list[int]:
    """The lanes inside a stick, other than 0, where a row of `length` elements in runs of `run`
    has a run start."""
    return sorted({k * run % E for k in range(min(E, -(-length // run)))} - {0})


def ring_queue(cg, helper_core: int, owner_core: int, unit: str = "vector"):
    """The cross-core queue helper load -> owner `unit` that hands over sticks rung to the owner
    (partial results: a matmul's split K, a split reduction; to the load unit: a split reduction's
    result relayed on, broadcast_tree); one per pair, made once per kernel."""
    cache = cg.__dict__.setdefault("ring_queues", {})
    key = (helper_core, owner_core, unit)
    if key not in cache:
        cache[key] = cg.builder.queue((helper_core, "load"), (owner_core, unit))
    return cache[key]


def broadcast_tree(cores: list) -> dict:
    """A binomial tree over `cores` (the root first): core -> (parent or None, children in the
    order to ring them, the largest subtree first). Each core's load unit relays what its parent
    rang to its children: about log2(n) rings deep instead of n - 1 rings from the root in turn."""
    tree = {}
    for j, core in enumerate(cores):
        parent = cores[j - (1 << (j.bit_length() - 1))] if j else None
        children = [cores[j + (1 << t)] for t in range(j.bit_length(), len(cores).bit_length())
                    if j + (1 << t) < len(cores)]
        tree[core] = (parent, children)
    return tree


class RowEmitter:
    """Emits one stage on every core that has work in it."""

    def __init__(self, cg, plan: StagePlan, work):  # cg: the kernel's KernelCodegen (kernel.py)
        self.cg, self.plan, self.work = cg, plan, work
        self.stage = plan.stage
        self.R = plan.row_capacity
        self.ops = self.stage.ops
        self.dtypes = {op.result: op.dtype for op in self.ops if op.result}
        self.kinds = {i: a.kind for i, a in plan.accesses.items()}
        self.scratch = None
        lens = set() if plan.row_lens is None else {int(n) for n in plan.row_lens}
        # a long row's last chunk is shorter: it gets its own lane mask
        self.tail_len = min(lens) if lens and min(lens) != plan.row_len else None
        # stores into sticks that hold other data too (a view into another storage, e.g. one input's
        # slot in a cat; a slice of a buffer, x[:, 5:8] = v): merge with what the sticks hold instead
        # of zeroing
        self.merge = [i for i, op in enumerate(self.ops) if op.opcode in ("store", "store_reduction")
                      and not store_fills_sticks(self.stage, op, cg.kernel.buffers[op.buffer])]
        # loads and stores of buffers kept in the scratchpad (passes/split_stages.keep_in_scratchpad):
        # no transfer, the row is where an earlier stage's unit left it; except the loads of the
        # stage that brings it in (`fills`)
        residents = getattr(cg, "residents", {})
        self.resident = {i: residents[op.buffer] for i, op in enumerate(self.ops)
                         if op.opcode in ("load", "store", "store_reduction") and op.buffer in residents}
        self.fills = {i for i, res in self.resident.items()
                      if self.ops[i].opcode == "load" and res.loaded_in == self.stage.name}
        # kept stores not stored here: into fusion-local buffers, or stored by a later stage (stored_in)
        self.unstored = {i for i, res in self.resident.items() if self.ops[i].opcode != "load"
                         and (res.stored_in or cg.kernel.buffers[self.ops[i].buffer].role == "local")}
        # kept buffers an earlier stage wrote that this one stores
        self.deferred = [res for res in residents.values() if res.stored_in == self.stage.name]
        # a split reduction's result kept in every core's scratchpad: reduce op index -> Resident
        made_by = {op.result: i for i, op in enumerate(self.ops) if op.result}
        self.kept_results = {made_by[self.ops[i].operands[0]]: res for i, res in self.resident.items()
                             if res.reduced_in == self.stage.name}

    # ---- helpers
    def n(self, dtype: str) -> int:
        return self.R // elems_per_stick(dtype)

    def region_requests(self):
        req = []
        reduced = self.plan.mode != "pointwise"
        for i, op in enumerate(self.ops):
            if i in self.resident or i in self.kept_results:  # (its row's region is placed by emit)
                if op.opcode == "load" and self.kinds[i] == "scalar":
                    req.append((f"v{i}", self.R * ITEMSIZE[op.dtype], False))  # (broadcast from the kept stick)
                continue
            if op.opcode == "load":
                if self.kinds[i] == "scalar":
                    req.append((f"stick{i}", 128, True))
                acc, isz = self.plan.accesses[i], ITEMSIZE[op.dtype]
                if acc.run:  # a stick per run, packed into x
                    E = elems_per_stick(op.dtype)
                    runs = -(-self.plan.row_len // acc.run)
                    req.append((f"v{i}", (runs + 1) * 128, True))  # (a window reads past)
                    req.append((f"x{i}", self.R * isz, False))
                    lanes = _run_lanes(acc.run, E, self.plan.row_len)
                    req.append((f"runmask{i}", len(lanes) * E + 128, False))  # (i32 sticks written)
                    req.append((f"runiota{i}", max(E * 4, 128), False))
                    continue
                # (shifted: the window read from lane `shift` < 2E on)
                req.append((f"v{i}", self.R * isz + (3 * 128 if acc.shifted else 0), True))
                if acc.shifted:  # the row shifted onto lane 0
                    req.append((f"x{i}", self.R * isz, False))
            elif op.opcode == "const":
                req.append((f"v{i}", self.R * ITEMSIZE[op.dtype], False))
            elif op.opcode == "reduce":
                if self.plan.mode == "within":
                    req.append((f"v{i}", 128, True))  # the output stick being filled
                    if op.value in ("argmax", "argmin") and not self._single_reduce_point():
                        lanes = elems_per_stick(op.dtype)  # best value / index so far, one stick per result
                        req += [(f"best_v{i}", 128 * lanes, False), (f"best_i{i}", 128 * lanes, False),
                                (f"cand_v{i}", 128, False), (f"cand_i{i}", 128, False), (f"gt{i}", 128, False)]
                    if self._wide_within(i, op):
                        req.append((f"acc{i}", 256, True))  # the same results, fp32 while they accumulate
                else:
                    req.append((f"v{i}", self.R * ITEMSIZE[op.dtype], True))  # the accumulated row
                    if self._wide_sum(op):
                        req.append((f"acc{i}", self.R * 4, True))
            elif op.opcode == "row_reduce":
                if op.result not in self._scalar_operands():
                    req.append((f"v{i}", self.R * ITEMSIZE[op.dtype], False))  # the result along the row
                req.append((f"red{i}", 128, False))  # the reduction's one stick
            elif op.opcode == "store" and self.plan.mode == "element":
                req.append((f"out{i}", 128, True))  # the output stick being filled
            elif op.opcode == "store" and self.plan.accesses[i].run:  # a stick per run, unpacked from runsrc
                src = self.dtypes[op.operands[0]]
                req.append((f"out{i}", -(-self.plan.row_len // self.plan.accesses[i].run) * 128, True))
                req.append((f"runsrc{i}", self.R * ITEMSIZE[src] + 128, False))  # (a window reads past)
                req.append((f"runmask{i}", 128, False))
                req.append((f"runiota{i}", 128, False))
            elif op.opcode == "store" and self.plan.accesses[i].masks:  # shifted into place from shsrc
                src = self.dtypes[op.operands[0]]
                span = self.R * ITEMSIZE[src] + 128  # (the row's sticks: one more than its own)
                req.append((f"out{i}", span, True))
                req.append((f"shsrc{i}", span + 128, False))
                req.append((f"shmask{i}", len(self.plan.accesses[i].masks) * span + 128, False))
                n32 = -(-(span // ITEMSIZE[src]) // 32)
                req.append((f"shtmp{i}", n32 * 128 + n32 * 32 + 128, False))  # i32 lanes, then a u8 mask
            elif op.opcode == "store" or (op.opcode == "store_reduction" and self.plan.mode == "across"):
                src = self.dtypes[op.operands[0]]
                req.append((f"out{i}", self.R * ITEMSIZE[src], True))
            elif op.result:
                req.append((f"v{i}", self.R * ITEMSIZE[op.dtype], reduced))
        for i in self.merge:  # what the output holds now, for the lanes this kernel does not own
            src = self.dtypes[self.ops[i].operands[0]]
            whole_row = self.plan.accesses[i].kind != "element"
            req.append((f"old{i}", self.R * ITEMSIZE[src] + (128 if self.plan.accesses[i].shifted else 0)
                        if whole_row else 128, True))
        if self.work is not None and self.work.parts:  # the other parts' result sticks, rung in
            req.append(("partials", 128 * (len(self.work.cores) - 1) * len(self._stored_reductions()), False))
        req.append(("lane_mask", self.R, False))
        if self.tail_len is not None:
            req.append(("lane_mask_tail", self.R, False))
        req.append(("lane_iota", self.R * 4, False))
        for dt in self.row_dtypes():
            for kind in ("zero", "sum", "max", "min"):
                req.append((f"fill_{kind}_{dt}", self.R * ITEMSIZE[dt], False))
            req.append((f"padtmp_{dt}", self.R * ITEMSIZE[dt], False))  # masked copy before a reduction
        return req

    def row_dtypes(self):
        return sorted({op.dtype for op in self.ops if op.result} | {"float32"})

    def value_addr(self, name: str, k: int) -> int:
        idx = int(name.lstrip("%"))
        return self.scratch[f"v{idx}"].addr(k)

    def unit_ops(self) -> dict[str, list[int]]:
        """The ops each unit moves data for: the load unit's loads (those that read anything and
        are not copied out of another load's row: derived_loads) and the old contents of merged
        stores, the store unit's stores."""
        loads = [i for i, op in enumerate(self.ops) if op.opcode == "load" and self.kinds[i] != "none"
                 and (i not in self.resident or i in self.fills) and i not in self.derived_loads()]
        return {"load": loads + self.merge,
                "store": [i for i, op in enumerate(self.ops) if op.opcode in ("store", "store_reduction")
                          and i not in self.unstored]}

    # ---- emission
    def fits(self, capacity: int) -> bool:
        """Whether the stage's row buffers fit `capacity` bytes of scratchpad and each unit's buffers
        its base registers."""
        if any(len({self.ops[i].buffer for i in ops}) > BASE_REGISTERS for ops in self.unit_ops().values()):
            return False
        return pack(self.region_requests(), capacity, 1).used <= capacity

    def plan_scratch(self, capacity: int):
        """The stage's own regions packed below `capacity`, at the depth emit gives them."""
        per_core = max((self.work.points_of(c)[1] - self.work.points_of(c)[0] for c in self.work.cores), default=1)
        return plan_scratchpad(self.region_requests(), capacity, per_core,
                               f"kernel {self.cg.kernel.name}, stage {self.stage.name}")

    def emit(self):
        cfg = self.cg.config
        capacity = cfg.scratchpad_bytes - cfg.scratchpad_program_reserve_bytes
        floor = getattr(self.cg, "scratch_floors", {}).get(self.stage.name, capacity)
        self.scratch = self.plan_scratch(floor)
        self.batch = self._transfer_batch(floor)
        if self.batch > 1:  # a batch's rows side by side, two batches in flight
            self.scratch = pack(self.region_requests(), floor, self.scratch.depth * self.batch)
            check_plan(self.scratch)
        if self.resident:  # the kept rows above the stage's own regions
            self.scratch.capacity = capacity
            kept = {}  # buffer -> its one region (ops of the same buffer share it)
            for i, res in self.resident.items():
                if self.ops[i].opcode == "store_reduction":  # (the reduce op's stick: kept_results)
                    continue
                name = f"out{i}" if self.ops[i].opcode == "store" else \
                    f"stick{i}" if self.kinds[i] == "scalar" else f"v{i}"
                self.scratch.regions[name] = kept.setdefault(res.buffer, Region(name, res.offset, res.row_bytes,
                                                                                res.points))
            for j, res in self.kept_results.items():
                self.scratch.regions[f"v{j}"] = kept.setdefault(res.buffer, Region(f"v{j}", res.offset, res.row_bytes,
                                                                                   res.points))
            check_plan(self.scratch)
        self.cg.scratch_plans[self.stage.name] = self.scratch
        for core in sorted(self.work.cores):
            self.emit_core(core)

    def _bases(self, core, unit_ops, unit, first: int = 1):
        """li one base register per buffer this unit touches on this core (addend = lowest byte),
        from r`first` on."""
        p0, p1 = self.work.points_of(core)
        regs = {}
        ub = self.cg.builder.core(core).units[unit]
        for i in unit_ops:
            buf = self.ops[i].buffer
            if buf in regs:
                continue
            lay = self.cg.kernel.buffers[buf].layout
            lo = min(int(self.plan.accesses[j].dev_base[p0:p1].min()) for j in unit_ops if self.ops[j].buffer == buf)
            lo = (lo // lay.elems_per_stick) * lay.elems_per_stick * lay.itemsize
            reg = len(regs) + first
            if reg > BASE_REGISTERS:  # (the pipeline splits such a stage first: passes/split_stages.py)
                raise SpyreCompileError(f"spyre compiler: stage {self.stage.name}: more than {BASE_REGISTERS} "
                                        f"buffers on the {unit} unit")
            slot, addend = self.cg.slot_for(buf)
            ub.li_slot(reg, slot, addend + lo)
            regs[buf] = (reg, lo)
        return regs

    # points per transfer batch tried, largest first (a batch of B points takes 2B copies of each
    # double-buffered row; the vector loop body then spans 2B points)
    TRANSFER_BATCHES = (16, 8, 4, 2)

    def _transfer_batch(self, capacity: int) -> int:
        """Points whose rows one `ld` / `st` moves together (rows=B, a stride): 1 unless the stage is
        pointwise with whole-stick rows and no merged or resident rows. Every `ld` pays the LPDDR5
        latency (200 cycles) on its unit, so a stage of short rows (RoPE's 128-element head rows:
        five loads a point) was bound by its loads' latency, not by bytes or vector work."""
        plan = self.plan
        if plan.mode != "pointwise" or self.merge or self.resident or plan.row_lens is not None \
                or self.scratch.depth < 2:
            return 1
        if not any(self._batchable(i) for ops in self.unit_ops().values() for i in ops):
            return 1
        per_core = min(self.work.points_of(c)[1] - self.work.points_of(c)[0] for c in self.work.cores)
        requests = self.region_requests()
        for b in self.TRANSFER_BATCHES:
            if per_core >= 4 * b and pack(requests, capacity, self.scratch.depth * b).used <= capacity:
                return b
        return 1

    def _batchable(self, i) -> bool:
        """Whether op i's row moves as whole contiguous sticks filling its row buffer's copy (so the
        rows of consecutive points sit side by side in the scratchpad)."""
        acc = self.plan.accesses[i]
        if acc.kind != "row" or acc.shifted or acc.stick_offsets is not None or acc.period or acc.run \
                or getattr(acc, "masks", None):
            return False
        op = self.ops[i]
        lay = self.cg.kernel.buffers[op.buffer].layout
        sticks = -(-self.plan.row_len // lay.elems_per_stick)
        dt = op.dtype if op.opcode == "load" else self.dtypes[op.operands[0]]
        if sticks * 128 != self.R * ITEMSIZE[dt]:
            return False
        if acc.lane_hi is not None:  # a masked load: its whole row where that stays in the buffer (below)
            return op.opcode == "load" and acc.lane_lo % lay.elems_per_stick == 0 and not any(
                o.opcode in ("store", "store_reduction") and o.buffer == op.buffer for o in self.ops)
        return sticks == 1 or acc.tile_step == lay.elems_per_stick

    def _row_starts(self, i, p, n):
        """Device elements where the rows of points p..p+n-1 of op i start, or None. A masked load
        (lanes [lane_lo, lane_hi) read) reads its whole row instead when every row lies inside the
        buffer on consecutive sticks (a buffer this stage does not write): the select on the mask
        discards the other lanes, as it discards what a per-point load leaves there."""
        acc = self.plan.accesses[i]
        if acc.lane_hi is None:
            return acc.dev_base[p:p + n].astype(np.int64)
        lay = self.cg.kernel.buffers[self.ops[i].buffer].layout
        lanes = np.arange(self.plan.row_len, dtype=np.int64)
        host = acc.base[p:p + n].astype(np.int64)[:, None] - acc.lane_lo + lanes
        if host.min() < 0 or host.max() >= int(np.prod(lay.host_size)):
            return None
        dev = device_elements(lay, host)
        if not np.array_equal(dev, dev[:, :1] + lanes) or np.any(dev[:, 0] % lay.elems_per_stick):
            return None
        return dev[:, 0]

    def _batch_transfer(self, fn, i, p, n, regs, sp_addr) -> bool:
        """Points p..p+n-1 of op i's rows in one `ld` / `st` (rows=n, their device stride) when op i
        is batchable and those rows are evenly spaced on the device; False: move them one by one."""
        if n < 2 or not self._batchable(i):
            return False
        lay = self.cg.kernel.buffers[self.ops[i].buffer].layout
        starts = self._row_starts(i, p, n)
        if starts is None:
            return False
        step = int(starts[1] - starts[0])
        sticks = -(-self.plan.row_len // lay.elems_per_stick)
        if step < 0 or not np.all(np.diff(starts) == step) or step * lay.itemsize >= 1 << 32 \
                or sticks * n > 0xFFFF:
            return False
        reg, lo = regs[self.ops[i].buffer]
        dev = (reg, int(starts[0]) * lay.itemsize - lo)
        if step * lay.itemsize == sticks * 128:  # the rows follow one another: one run of sticks
            args = dict(sticks=sticks * n)
        else:
            args = dict(sticks=sticks, rows=n, stride=step * lay.itemsize)
        if fn.__name__ == "st":
            fn(dev, sp_addr, **args)
        else:
            fn(sp_addr, dev, **args)
        self.cg.bytes_moved += n * sticks * 128
        return True

    def derived_loads(self) -> dict:
        """Masked loads whose lanes another load of the same point already brings: op j -> (op i,
        c), op j's lanes [lane_lo, lane_hi) being op i's row from lane c on (rotate_half's two half
        rows of the row a RoPE loads anyway). The vector unit copies them out of op i's row, so
        the row is read from the device once instead of three times."""
        found = self.__dict__.get("_derived")
        if found is not None:
            return found
        found = self._derived = {}
        plan = self.plan
        if plan.mode != "pointwise" or plan.row_lens is not None:
            return found
        plain = [i for i, op in enumerate(self.ops) if op.opcode == "load" and op.mask is None
                 and i not in self.resident and self._plain_row(i)]
        for j, op in enumerate(self.ops):
            acc = plan.accesses.get(j)
            if op.opcode != "load" or op.mask is None or acc is None or acc.kind != "row" or acc.lane_hi is None \
                    or acc.shifted or acc.run or acc.period or acc.stick_offsets is not None or j in self.resident:
                continue
            E, width = elems_per_stick(op.dtype), acc.lane_hi - acc.lane_lo
            if acc.lane_lo % E or width % E:
                continue
            for i in plain:
                if self.ops[i].buffer != op.buffer or self.ops[i].dtype != op.dtype:
                    continue
                c = acc.base - plan.accesses[i].base
                if np.all(c == c[0]) and 0 <= int(c[0]) and int(c[0]) + width <= plan.row_len:
                    found[j] = (i, int(c[0]))
                    break
        return found

    def _plain_row(self, i) -> bool:
        acc = self.plan.accesses[i]
        return acc.kind == "row" and acc.lane_hi is None and not acc.shifted and not acc.run and not acc.period \
            and acc.stick_offsets is None

    def _row_transfer(self, fn, i, p, regs, sp_addr):
        acc = self.plan.accesses[i]
        buf = self.cg.kernel.buffers[self.ops[i].buffer]
        lay = buf.layout
        reg, lo = regs[buf.name]
        off = int(acc.dev_base[p]) * lay.itemsize - lo
        sticks = -(-self.plan.row_len_at(p) // lay.elems_per_stick)
        E = lay.elems_per_stick
        if acc.shifted:  # from the stick holding the row's first element (lane_lo's, masked)
            lane = int(acc.dev_base[p]) % E
            off -= lane * lay.itemsize
            n = self.plan.row_len_at(p) if acc.lane_hi is None else acc.lane_hi - acc.lane_lo
            sticks = -(-(lane + n) // E)
            sp_addr += -(-acc.lane_lo // E) * 128
        elif acc.lane_hi is not None:  # a masked row load: only its lanes [lane_lo, lane_hi)
            sticks = -(-(acc.lane_hi - acc.lane_lo) // lay.elems_per_stick)
            sp_addr += acc.lane_lo * lay.itemsize
        is_store = fn.__name__ == "st"

        def move(dev, n, sp=sp_addr, **kw):
            return fn(dev, sp, n, **kw) if is_store else fn(sp, dev, n, **kw)

        def move_sticks(k, step=acc.tile_step, at=off, sp=sp_addr):  # k sticks from (reg, at), `step` apart
            if k == 1 or step == E:
                move((reg, at), k, sp)
            else:
                move((reg, at), 1, sp, rows=k, stride=step * lay.itemsize)
            self.cg.bytes_moved += k * 128
            return None, 0

        if acc.stick_offsets is not None:  # sticks not evenly spaced: one ld per evenly spaced segment
            for j, k, step in stick_segments(acc.stick_offsets[:sticks]):
                move_sticks(k, step, off + acc.stick_offsets[j] * lay.itemsize, sp_addr + j * 128)
            return None, 0
        if acc.period:  # the same `period` sticks again and again along the row
            rows = -(-self.plan.row_len_at(p) // (acc.period * E))
            move((reg, off), acc.period, rows=rows, stride=0)
            self.cg.bytes_moved += rows * acc.period * 128
            return None, 0
        if acc.run:  # one stick per run (from the stick's first lane: _pack_runs takes run_lane on)
            return move_sticks(-(-self.plan.row_len_at(p) // acc.run), at=off - acc.run_lane * lay.itemsize)
        if acc.kind == "scalar":
            lane = int(acc.dev_base[p]) % lay.elems_per_stick
            move((reg, off - lane * lay.itemsize), 1)
            self.cg.bytes_moved += 128
            return None, lane
        return move_sticks(sticks)

    def emit_core(self, core):
        cb = self.cg.builder.core(core)
        L, V, S = cb.load, cb.vector, cb.store
        q = self.cg.queues[core]
        plan, ops = self.plan, self.ops
        p0, p1 = self.work.points_of(core)
        g0, g1 = self.work.cores[core]
        groups = self.work.groups[g0:g1]
        npts = p1 - p0
        depth = self.scratch.depth
        loads = [i for i, op in enumerate(ops) if op.opcode == "load"]
        stores = [i for i, op in enumerate(ops) if op.opcode in ("store", "store_reduction")]
        unit_ops = self.unit_ops()
        lregs = self._bases(core, unit_ops["load"], "load")
        sregs = self._bases(core, unit_ops["store"], "store")
        for k, res in enumerate(self.deferred):  # (first: while the other units load and compute)
            self._store_kept(S, core, res, len(sregs) + 1 + k)
        self.setup_vector(V)
        lanes = {}
        group_of = {}
        for gk, (a, b) in enumerate(groups):
            for p in range(a, b):
                group_of[p - p0] = (gk, p == a, p == b - 1)

        marks = {"load": [], "vector": [], "store": []}
        # transfer batches (_transfer_batch): B points per token and per ld / st; B = 1: per point.
        # Pointwise when B > 1, so points and groups are the same
        B = self.batch
        batches = [(k, min(k + B, npts)) for k in range(0, npts, B)]
        derived = self.derived_loads()
        batch_end = {b - 1 for _, b in batches}

        # ---- load unit
        for b0, b1 in batches:
            marks["load"].append(len(L.instructions))
            if b0 >= depth:
                L.wait(q[("vector", "load")])
            for i in loads:
                if self.kinds[i] == "none" or (i in self.resident and i not in self.fills) or i in derived:
                    continue
                name = f"stick{i}" if self.kinds[i] == "scalar" else f"v{i}"
                if b1 - b0 > 1 and self._batch_transfer(L.ld, i, p0 + b0, b1 - b0, lregs, self.scratch[name].addr(b0)):
                    continue
                for k in range(b0, b1):
                    _, lanes[(k, i)] = self._row_transfer(L.ld, i, p0 + k, lregs, self.scratch[name].addr(k))
            for k in range(b0, b1):
                for i in self.merge:
                    if self.kinds[i] != "element":
                        self._row_transfer(L.ld, i, p0 + k, lregs, self.scratch[f"old{i}"].addr(k))
                    elif group_of[k][1]:
                        lay = self.cg.kernel.buffers[ops[i].buffer].layout
                        reg, lo = lregs[ops[i].buffer]
                        E = lay.elems_per_stick
                        stick = (int(plan.accesses[i].dev_base[p0 + k]) // E) * E
                        L.ld(self.scratch[f"old{i}"].addr(k), (reg, stick * lay.itemsize - lo), 1)
            L.signal(q[("load", "vector")])
        helper = self.work.parts and core != self.work.owner
        if helper:  # a part of a split reduction: its result sticks to the owner once the vector made them
            L.wait(q[("vector", "load")])
            for j, i in enumerate(self._stored_reductions()):
                L.ring(self.work.owner, self._partial_addr(core, j), self.value_addr(ops[i].result, 0), 1)
            L.signal(ring_queue(self.cg, core, self.work.owner))
        if self.kept_results:  # the combined results to every core of the split (kept there)
            owner = self.work.owner
            parent, children = broadcast_tree([owner] + sorted(c for c in self.work.cores if c != owner))[core]
            L.wait(q[("vector", "load")] if parent is None else ring_queue(self.cg, parent, core, "load"))
            for h in children:
                for res in self.kept_results.values():
                    L.ring(h, res.offset, res.offset, 1)
                L.signal(ring_queue(self.cg, core, h, "load"))

        # ---- vector unit
        for k in range(npts):
            gk, first, last = group_of[k]
            marks["vector"].append(len(V.instructions))
            if k % B == 0:  # a batch's first point
                V.wait(q[("load", "vector")])
                if first and gk >= depth:
                    V.wait(q[("store", "vector")])
            if first and plan.mode in ("within", "element"):
                # lanes no point writes: zero (padding), or what they held (merged stores)
                for i in stores:
                    op = ops[i]
                    dt = self.dtypes[op.operands[0]]
                    dst = self.scratch[f"out{i}"].addr(gk) if op.opcode == "store" \
                        else self.value_addr(op.operands[0], gk)
                    if i in self.merge:
                        V.copy(isa_dtype(dt), dst, self.scratch[f"old{i}"].addr(k), 1)
                    else:
                        V.fill(isa_dtype(dt), dst, 0, 1)
                for i, op in enumerate(ops):
                    if op.opcode == "reduce" and self._wide_within(i, op):
                        V.fill("f32", self.scratch[f"acc{i}"].addr(gk), 0, 2)
            self.emit_point_ops(V, k, p0 + k, gk, first, last, lanes)
            if k in batch_end:
                if k - k % B + depth < npts:
                    V.signal(q[("vector", "load")])
                if last and helper:  # (the load unit rings the result sticks to the owner)
                    V.signal(q[("vector", "load")])
                elif last:
                    if self.work.parts:
                        self._combine_parts(V, core)
                    if self.kept_results:
                        V.signal(q[("vector", "load")])
                    V.signal(q[("vector", "store")])

        # ---- store unit (B > 1: groups are points, batched as the loads; a helper part stores nothing)
        for b0, b1 in (batches if B > 1 else [(gk, gk + 1) for gk in range(0 if helper else len(groups))]):
            marks["store"].append(len(S.instructions))
            S.wait(q[("vector", "store")])
            for i in stores:
                if i in self.unstored:
                    continue
                if b1 - b0 > 1 and self._batch_transfer(S.st, i, p0 + b0, b1 - b0, sregs,
                                                        self.scratch[f"out{i}"].addr(b0)):
                    continue
                for gk in range(b0, b1):
                    self._store_group(S, i, gk, groups[gk][1], sregs)
            if b0 + depth < len(groups):
                S.signal(q[("store", "vector")])
        if self.cg.reroll:
            self.reroll_core(cb, marks, groups, depth)

    def _store_kept(self, S, core, res, reg):
        """The store of kept buffer `res` that its writing stage left to this one, from where it is
        kept: this core's rows (the same as the writer's), or a split reduction's result (by its owner)."""
        n = self.cg.stage_names.index(res.written_in or res.reduced_in)
        writer = RowEmitter(self.cg, self.cg.plans[n], self.cg.works[n])
        i = next(i for i, op in enumerate(writer.ops) if op.opcode in ("store", "store_reduction")
                 and op.buffer == res.buffer)
        if res.reduced_in:
            if core == writer.work.owner:
                (buf_reg, lo), = writer._bases(core, [i], "store", reg).values()
                lay = self.cg.kernel.buffers[res.buffer].layout
                p = writer.work.points_of(core)[1] - 1
                stick = int(writer.plan.accesses[i].dev_base[p]) // lay.elems_per_stick * lay.elems_per_stick
                S.st((buf_reg, stick * lay.itemsize - lo), res.offset, 1)
                self.cg.bytes_moved += 128
            return
        regs = writer._bases(core, [i], "store", reg)
        p0, p1 = writer.work.points_of(core)
        for k in range(p1 - p0):
            writer._row_transfer(S.st, i, p0 + k, regs, res.offset + k * res.row_bytes)

    def _store_group(self, S, i, gk, b, sregs):
        """The store unit's transfer of op i for group gk (its last point b - 1)."""
        op, plan = self.ops[i], self.plan
        if plan.accesses[i].kind == "element":  # one output stick
            acc = plan.accesses[i]
            lay = self.cg.kernel.buffers[op.buffer].layout
            reg, lo = sregs[op.buffer]
            stick = (int(acc.dev_base[b - 1]) // lay.elems_per_stick) * lay.elems_per_stick
            src = self.scratch[f"out{i}"].addr(gk) if op.opcode == "store" \
                else self.value_addr(op.operands[0], gk)
            S.st((reg, stick * lay.itemsize - lo), src, 1)
            self.cg.bytes_moved += 128
        else:  # a row (pointwise), or the accumulated row (across); padding zeroed
            self._row_transfer(S.st, i, b - 1, sregs, self.scratch[f"out{i}"].addr(gk))

    def reroll_core(self, cb, marks, groups, depth):
        """Counted loops instead of one block per point where blocks repeat (reroll.py). With
        transfer batches the load and store blocks are batches (two in flight), and the vector
        unit's either 2B points (the whole pattern, one loop) or single points (a loop inside each
        batch): the shorter program wins."""
        group_len = {b - a for a, b in groups}
        per_group = group_len.pop() if len(group_len) == 1 else 1
        B = self.batch
        if B > 1:
            for unit, unit_marks in marks.items():
                ub = cb.units[unit]
                periods = [depth, 1] if unit == "vector" else [depth // B]
                ub.instructions = min((reroll(ub.instructions, unit_marks, period) for period in periods), key=len)
            return
        periods = {"load": [depth], "store": [depth], "vector": sorted({depth, depth * per_group})}
        for unit, unit_marks in marks.items():
            ub = cb.units[unit]
            for period in periods[unit]:
                before = len(ub.instructions)
                ub.instructions = reroll(ub.instructions, unit_marks, period)
                if len(ub.instructions) != before:
                    break

    def setup_vector(self, V):
        """Constant rows, lane mask (lane < row_len) and fill rows; once per stage per core."""
        R, L = self.R, self.plan.row_len
        V.iota("i32", self.scratch["lane_iota"].addr(0), 0, R // 32)
        V.binary_imm("lt", "i32", self.scratch["lane_mask"].addr(0), self.scratch["lane_iota"].addr(0), L, R // 32)
        if self.tail_len is not None:
            V.binary_imm("lt", "i32", self.scratch["lane_mask_tail"].addr(0), self.scratch["lane_iota"].addr(0),
                         self.tail_len, R // 32)
        for dt in self.row_dtypes():
            for kind in ("zero", "sum", "max", "min"):
                value = 0 if kind == "zero" else _identity(kind, dt)
                V.fill(isa_dtype(dt), self.scratch[f"fill_{kind}_{dt}"].addr(0), value, self.n(dt))
        self.fill_constants(V)
        self.run_masks(V)

    def run_masks(self, V):
        """Per load of stick runs: mask r-1 (of E lanes) selects lanes >= r * run (_pack_runs);
        per shifted store, the lanes [shift, shift + length) of each of its (shift, length) pairs."""
        for i, acc in self.plan.accesses.items():
            if getattr(acc, "masks", None):
                src_dt = self.dtypes[self.ops[i].operands[0]]
                span = self.R * ITEMSIZE[src_dt] + 128
                n = -(-(span // ITEMSIZE[src_dt]) // 32)  # i32 sticks of the span's lanes
                lanes, above = self.scratch[f"shtmp{i}"].addr(0), self.scratch[f"shtmp{i}"].addr(0) + n * 128
                for m, (shift, length) in enumerate(acc.masks):
                    mask = self.scratch[f"shmask{i}"].addr(0) + m * span
                    V.iota("i32", lanes, -shift, n)  # lane - shift
                    V.binary_imm("ge", "i32", above, lanes, 0, n)
                    V.binary_imm("lt", "i32", mask, lanes, length, n)
                    V.select("u8", mask, above, mask, above, -(-n * 32 // 128))  # both: where above, lt; else 0
                continue
            if not getattr(acc, "run", 0):
                continue
            op = self.ops[i]
            E = elems_per_stick(op.dtype if op.opcode == "load" else self.dtypes[op.operands[0]])
            iota = self.scratch[f"runiota{i}"].addr(0)
            n = max(1, E // 32)  # (i64: half an i32 stick; the masks' tails overlap in order)
            V.iota("i32", iota, 0, n)
            if op.opcode == "store":  # lanes < run: the run's own
                V.binary_imm("lt", "i32", self.scratch[f"runmask{i}"].addr(0), iota, acc.run, n)
                continue
            for m, lane in enumerate(_run_lanes(acc.run, E, self.plan.row_len)):
                V.binary_imm("ge", "i32", self.scratch[f"runmask{i}"].addr(0) + m * E, iota, lane, n)

    def fill_constants(self, V):
        """Each `const` op's row, filled once per stage per core."""
        for i, op in enumerate(self.ops):
            if op.opcode == "const":
                value = op.value
                if isinstance(value, bool):
                    value = int(value)
                if not op.dtype.startswith(("float", "bfloat")):
                    if not INT32_MIN <= int(value) <= INT32_MAX:
                        raise SpyreCompileError(f"spyre compiler: stage {self.stage.name}: integer constant {value} "
                                                f"does not fit the 32-bit immediate")
                    value = int(value)
                V.fill(isa_dtype(op.dtype), self.scratch[f"v{i}"].addr(0), value, self.n(op.dtype))

    def mask(self, p: int) -> int:
        """Scratchpad address of the lane mask (lane < valid length) of point p's row."""
        full = self.plan.row_len_at(p) == self.plan.row_len
        return self.scratch["lane_mask" if full else "lane_mask_tail"].addr(0)

    def _masked(self, V, dtype, src, dst, fill_kind, p):
        """dst = lane < row length ? src : fill (only needed when the row has padding lanes)."""
        V.select(isa_dtype(dtype), dst, self.mask(p), src,
                 self.scratch[f"fill_{fill_kind}_{dtype}"].addr(0), self.n(dtype))

    def _stored_in_place(self):
        """Pointwise stage: value -> the store (op index) that is its only use, where the value's
        op can write its row straight into that store's output row (no copy after it)."""
        found = self.__dict__.get("_in_place")
        if found is None:
            found = self._in_place = {}
            if self.plan.mode == "pointwise":
                uses = {}
                for op in self.ops:
                    for o in op.operands + ((op.mask,) if op.mask else ()):
                        uses[o] = uses.get(o, 0) + 1
                made_by = {op.result: op.opcode for op in self.ops if op.result}
                for i, op in enumerate(self.ops):
                    src = op.operands[0] if op.opcode == "store" else None
                    if src is not None and i not in self.merge and uses[src] == 1 \
                            and made_by[src] not in ("load", "const", "index", "reduce"):
                        found[src] = i
        return found

    def emit_point_ops(self, V, k, p, gk, first, last, lanes):
        plan = self.plan
        padded = plan.row_len_at(p) != self.R
        in_place = {} if padded else self._stored_in_place()  # (a padded row is stored masked)
        addr = {}
        for i, op in enumerate(self.ops):
            res = op.result
            if op.opcode == "load":
                if self.kinds[i] == "none":  # masked off everywhere: reads as 0
                    addr[res] = self.scratch[f"fill_zero_{op.dtype}"].addr(0)
                    continue
                if self.kinds[i] == "scalar":
                    isz = ITEMSIZE[op.dtype]
                    if (k, i) not in lanes:  # (kept in the scratchpad: no transfer said where)
                        lanes[(k, i)] = int(plan.accesses[i].dev_base[p]) % \
                            self.cg.kernel.buffers[op.buffer].layout.elems_per_stick
                    src = self.scratch[f"stick{i}"].addr(k) + lanes[(k, i)] * isz
                    n = self.n(op.dtype)
                    V.bcast(isa_dtype(op.dtype), self.scratch[f"v{i}"].addr(k), src, n, ("scalar", n))
                addr[res] = self.scratch[f"v{i}"].addr(k)
                if i in self.derived_loads():  # its lanes out of another load's row (derived_loads)
                    src, c = self.derived_loads()[i]
                    acc, isz = plan.accesses[i], ITEMSIZE[op.dtype]
                    V.copy(isa_dtype(op.dtype), addr[res] + acc.lane_lo * isz,
                           self.scratch[f"v{src}"].addr(k) + c * isz, (acc.lane_hi - acc.lane_lo) // elems_per_stick(op.dtype))
                if plan.accesses[i].run:
                    addr[res] = self._pack_runs(V, i, op, k, p)
                shift = int(plan.accesses[i].shift[p]) if plan.accesses[i].shifted else 0
                if shift:  # the row starts at lane `shift` of its first stick: onto lane 0
                    addr[res] = self.scratch[f"x{i}"].addr(0)
                    V.copy(isa_dtype(op.dtype), addr[res], self.scratch[f"v{i}"].addr(k) + shift * ITEMSIZE[op.dtype],
                           self.n(op.dtype))
                if op.mask is not None:  # lanes outside the mask read as 0 (not what the buffer holds)
                    V.select(isa_dtype(op.dtype), addr[res], addr[op.mask], addr[res],
                             self.scratch[f"fill_zero_{op.dtype}"].addr(0), self.n(op.dtype))
                continue
            if op.opcode == "const":
                addr[res] = self.scratch[f"v{i}"].addr(0)
                continue
            if op.opcode == "index":
                dst = self.scratch[f"v{i}"].addr(k)
                base = int(plan.accesses[i].base[p])
                if not INT32_MIN <= base <= INT32_MAX:
                    raise SpyreCompileError(f"spyre compiler: stage {self.stage.name}: index value {base} exceeds "
                                            f"32 bits")
                if self.kinds[i] == "row":
                    V.iota(isa_dtype(op.dtype), dst, base, self.n(op.dtype))
                else:
                    V.fill(isa_dtype(op.dtype), dst, base, self.n(op.dtype))
                addr[res] = dst
                continue
            if op.opcode == "store" and plan.mode == "element":
                # exactly one element into its lane: a max over one row of identical values
                src_dt = self.dtypes[op.operands[0]]
                dst = self.scratch[f"out{i}"].addr(gk) + self._out_lane(p) * ITEMSIZE[src_dt]
                V.reduce("max", isa_dtype(src_dt), dst, addr[op.operands[0]], 1, 1, axis="within",
                         to=isa_dtype(src_dt))
                continue
            if op.opcode == "store":
                src_dt = self.dtypes[op.operands[0]]
                dst = self.scratch[f"out{i}"].addr(gk)
                acc = plan.accesses[i]
                if acc.run:
                    self._unpack_runs(V, i, src_dt, addr[op.operands[0]], dst, p)
                elif acc.masks:  # the row onto its lanes of the old stick
                    shift, isz = int(acc.shift[p]), ITEMSIZE[src_dt]
                    row = self.scratch[f"shsrc{i}"].addr(0) + 128
                    V.copy(isa_dtype(src_dt), row, addr[op.operands[0]], self.n(src_dt))
                    span = self.R * isz + 128
                    mask = self.scratch[f"shmask{i}"].addr(0) + acc.masks.index((shift, plan.row_len_at(p))) * span
                    n = -(-(shift + plan.row_len_at(p)) // elems_per_stick(src_dt))
                    V.select(isa_dtype(src_dt), dst, mask, row - shift * isz, self.scratch[f"old{i}"].addr(k), n)
                elif i in self.merge:
                    V.select(isa_dtype(src_dt), dst, self.mask(p), addr[op.operands[0]],
                             self.scratch[f"old{i}"].addr(k), self.n(src_dt))
                elif padded:
                    self._masked(V, src_dt, addr[op.operands[0]], dst, "zero", p)
                elif addr[op.operands[0]] != dst:
                    V.copy(isa_dtype(src_dt), dst, addr[op.operands[0]], self.n(src_dt))
                continue
            if op.opcode == "store_reduction":
                if plan.mode == "across" and last:  # only the fully combined row is stored
                    src_dt, src = self.dtypes[op.operands[0]], addr[op.operands[0]]
                    dst = self.scratch[f"out{i}"].addr(gk)
                    if i in self.merge:
                        V.select(isa_dtype(src_dt), dst, self.mask(p), src,
                                 self.scratch[f"old{i}"].addr(k), self.n(src_dt))
                    elif padded:
                        self._masked(V, src_dt, src, dst, "zero", p)
                    else:
                        V.copy(isa_dtype(src_dt), dst, src, self.n(src_dt))
                continue
            if res in self._scalar_operands():  # (no row of its own: its users read its stick)
                dst = None
            else:
                dst = self.scratch[f"v{i}"].addr(gk if op.opcode == "reduce" else k)
            if res in in_place:  # its one use is a store: straight into that store's output row
                dst = self.scratch[f"out{in_place[res]}"].addr(gk)
            addr[res] = dst
            self.emit_compute(V, i, op, addr, dst, k, p, gk, first, last, padded)

    def _pack_runs(self, V, i, op, k, p) -> int:
        """Point p's runs (one stick each, loaded into v{i}) packed along the row into x{i}: per
        output stick, the window of each run that reaches it, aligned so the run's first lane
        (run_lane of its stick) lands on its lane (k * run): copied for the stick's first run,
        selected into lanes >= its start for the later ones (masks: run_masks)."""
        acc, dt, isz = self.plan.accesses[i], isa_dtype(op.dtype), ITEMSIZE[op.dtype]
        E, run = elems_per_stick(op.dtype), acc.run
        src, dst = self.scratch[f"v{i}"].addr(k), self.scratch[f"x{i}"].addr(0)
        masks = self.scratch[f"runmask{i}"].addr(0)
        starts = _run_lanes(run, E, self.plan.row_len)
        length = self.plan.row_len_at(p)
        for o in range(-(-length // E)):
            for r in range(o * E // run, min(-(-length // run), -(-(o + 1) * E // run))):
                window = src + r * 128 + (o * E - r * run + acc.run_lane) * isz
                lane = r * run - o * E
                if lane <= 0:
                    V.copy(dt, dst + o * 128, window, 1)
                else:
                    V.select(dt, dst + o * 128, masks + starts.index(lane) * E, window, dst + o * 128, 1)
        return dst

    def _unpack_runs(self, V, i, dtype, src, dst, p) -> None:
        """The mirror of _pack_runs for a store of runs: run r of the row at src (copied first into
        runsrc, which has room for the last window) into its own stick at dst + r * 128, lanes past
        the run zero (device padding)."""
        run, dt, isz = self.plan.accesses[i].run, isa_dtype(dtype), ITEMSIZE[dtype]
        row = self.scratch[f"runsrc{i}"].addr(0)
        V.copy(dt, row, src, self.n(dtype))
        mask, zero = self.scratch[f"runmask{i}"].addr(0), self.scratch[f"fill_zero_{dtype}"].addr(0)
        for r in range(-(-self.plan.row_len_at(p) // run)):
            V.select(dt, dst + r * 128, mask, row + r * run * isz, zero, 1)

    def _wide_sum(self, op) -> bool:
        return op.opcode == "reduce" and op.value == "sum" and op.dtype in ("float16", "bfloat16")

    def _wide_within(self, i, op) -> bool:
        """A within-row fp16/bf16 sum over several row points (accumulated in an fp32 stick)."""
        if not (self.plan.mode == "within" and self._wide_sum(op) and not self._single_reduce_point()):
            return False
        stores = [j for j, o in enumerate(self.ops) if o.opcode == "store_reduction" and o.operands[0] == op.result]
        return not any(j in self.merge for j in stores)

    def emit_compute(self, V, i, op, addr, dst, k, p, gk, first, last, padded):
        ins = [addr[o] for o in op.operands]
        in_dt = [self.dtypes[o] for o in op.operands]
        where = f"spyre compiler: stage {self.stage.name}, op {i} ({op.opcode})"
        reduced = {o.result for o in self.ops if o.opcode == "reduce"}
        if any(o in reduced for o in op.operands):
            raise SpyreCompileError(f"{where}: ops on a reduction's result inside its stage are not supported yet")
        if op.opcode == "reduce":
            kind = op.value
            src_dt = in_dt[0]
            if kind not in REDUCE and not (kind == "argmin" and self.plan.mode == "within"):
                raise SpyreCompileError(f"{where}: reduction {kind} has no vector-unit form yet")
            n = self.n(src_dt)
            src = ins[0]
            if self.plan.mode == "within":
                if padded:  # padding lanes take the reduction's identity
                    tmp = self.scratch[f"padtmp_{src_dt}"].addr(0)
                    fill = {"argmax": "max", "any": "max", "argmin": "min"}.get(kind, kind)
                    self._masked(V, src_dt, src, tmp, fill, p)
                    src = tmp
                if kind == "argmin":  # the first minimum of x is the first maximum of -x
                    tmp = self.scratch[f"padtmp_{src_dt}"].addr(0)
                    V.unary("neg", isa_dtype(src_dt), tmp, src, n)
                    src, kind = tmp, "argmax"
                lane = self._out_lane(p)
                if kind == "argmax" and not self._single_reduce_point():
                    self._argmax_point(V, i, op, src, src_dt, n, dst, p, lane)
                    return
                acc = not self._first_of_element(p) and kind != "argmax"
                if self._wide_within(i, op):  # fp16/bf16 sums over several points: fp32 until the last
                    wide = self.scratch[f"acc{i}"].addr(gk)
                    V.reduce("sum", isa_dtype(src_dt), wide + lane * 4, src, n, n, axis="within", to="f32", acc=acc)
                    if last:
                        V.cast("f32", dst, wide, 2, isa_dtype(op.dtype))
                else:
                    to = op.dtype
                    V.reduce(REDUCE[kind], isa_dtype(src_dt), dst + lane * ITEMSIZE[to], src, n, n, axis="within",
                             to=isa_dtype(to), acc=acc)
            else:  # across: elementwise combine of rows
                if kind not in COMBINE:
                    raise SpyreCompileError(f"{where}: {kind} across rows is not supported yet")
                if self._wide_sum(op):  # fp16/bf16 sums accumulate in fp32, rounded once at the end
                    acc, n32 = self.scratch[f"acc{i}"].addr(gk), self.n("float32")
                    if first:
                        V.cast(isa_dtype(src_dt), acc, src, n, "f32")
                    else:
                        tmp = self.scratch["padtmp_float32"].addr(0)
                        V.cast(isa_dtype(src_dt), tmp, src, n, "f32")
                        V.binary("add", "f32", acc, acc, tmp, n32)
                    if last:
                        V.cast("f32", dst, acc, n32, isa_dtype(op.dtype))
                elif first:
                    V.copy(isa_dtype(src_dt), dst, src, n)
                else:
                    V.binary(COMBINE[kind], isa_dtype(src_dt), dst, dst, src, n)
            return
        if op.opcode == "row_reduce":
            self._row_reduce(V, i, op, ins[0], in_dt[0], dst, p, padded, where)
            if op.result in self._scalar_operands():  # its uses read the one stick (b_mode scalar)
                addr[op.result] = self.scratch[f"red{i}"].addr(0)
            return
        if op.opcode == "to_dtype":
            if in_dt[0] == op.dtype:
                V.copy(isa_dtype(op.dtype), dst, ins[0], self.n(op.dtype))
            else:
                V.cast(isa_dtype(in_dt[0]), dst, ins[0], self.n(in_dt[0]), isa_dtype(op.dtype))
            return
        if op.opcode == "where":
            V.select(isa_dtype(op.dtype), dst, ins[0], ins[1], ins[2], self.n(op.dtype))
            return
        if op.opcode in ("identity",):
            V.copy(isa_dtype(op.dtype), dst, ins[0], self.n(op.dtype))
            return
        if op.opcode == "relu":
            V.binary_imm("max", isa_dtype(op.dtype), dst, ins[0], 0, self.n(op.dtype))
            return
        if op.opcode == "square":
            V.binary("mul", isa_dtype(op.dtype), dst, ins[0], ins[0], self.n(op.dtype))
            return
        if op.opcode == "bitwise_not":  # vnot is a logical not (u8 mask); on integers ~x = x ^ -1
            if op.dtype == "bool":
                V.unary("not", "u8", dst, ins[0], self.n("bool"))
            else:
                V.binary_imm("xor", isa_dtype(op.dtype), dst, ins[0], -1, self.n(op.dtype))
            return
        if op.opcode in UNARY:
            V.unary(UNARY[op.opcode], isa_dtype(in_dt[0]), dst, ins[0], self.n(in_dt[0]))
            return
        if op.opcode in BINARY:
            if in_dt[0] != in_dt[1]:
                raise SpyreCompileError(f"{where}: operands of different dtypes {in_dt[0]} and {in_dt[1]}")
            if op.opcode == "floordiv" and in_dt[0].startswith(("float", "bfloat")):
                # (the ops handler builds floor division of floats from vfmod: _IRBuilder.floordiv)
                raise SpyreCompileError(f"{where}: floordiv on floats has no single vector-unit form")
            n = self.n(in_dt[0])
            b_mode = ("scalar", n) if op.operands[1] in self._scalar_operands() else ("full", 0)
            V.binary(BINARY[op.opcode], isa_dtype(in_dt[0]), dst, ins[0], ins[1], n, b_mode=b_mode)
            return
        raise SpyreCompileError(f"{where}: no vector-unit form for {op.opcode!r} yet")

    def _scalar_operands(self):
        """row_reduce results used only as the second operand of binary ops of their dtype: those
        read the reduction's stick with b_mode scalar, so the result is never broadcast into a row."""
        found = self.__dict__.get("_scalars")
        if found is None:
            found = self._scalars = set()
            for op in self.ops:
                if op.opcode != "row_reduce":
                    continue
                r = op.result
                users = [u for u in self.ops if r in u.operands or u.mask == r]
                if users and all(u.opcode in BINARY and u.operands[1] == r and u.operands[0] != r
                                 and self.dtypes[u.operands[0]] == op.dtype for u in users):
                    found.add(r)
        return found

    def _row_reduce(self, V, i, op, src, src_dt, dst, p, padded, where):
        """A pointwise stage's reduction along its row (the whole reduced dim in one point,
        passes/row_fusion.py): the same within-row reduction a reduction stage runs, into one
        stick, then broadcast over the row as a loaded per-row value would be."""
        plan = self.plan
        if plan.mode != "pointwise" or plan.row_var != self.stage.iter_vars[-1] or plan.row_lens is not None \
                or plan.row_len != self.stage.iter_sizes[-1]:
            raise SpyreCompileError(f"{where}: a row reduction needs the whole innermost dim as one row")
        if op.value not in REDUCE or op.value.startswith("arg"):
            raise SpyreCompileError(f"{where}: row reduction {op.value} has no vector-unit form yet")
        n = self.n(src_dt)
        if padded:  # padding lanes take the reduction's identity
            tmp = self.scratch[f"padtmp_{src_dt}"].addr(0)
            self._masked(V, src_dt, src, tmp, "max" if op.value == "any" else op.value, p)
            src = tmp
        stick = self.scratch[f"red{i}"].addr(0)
        # the reduction writes one lane: a whole-stick fill first makes the stick a new value of its
        # own (a constant the fast engine folds), not one more write to the previous row's stick
        V.fill(isa_dtype(op.dtype), stick, 0, 1)
        V.reduce(REDUCE[op.value], isa_dtype(src_dt), stick, src, n, n, axis="within", to=isa_dtype(op.dtype))
        if op.result not in self._scalar_operands():
            V.bcast(isa_dtype(op.dtype), dst, stick, self.n(op.dtype), ("scalar", self.n(op.dtype)))

    # ---- a reduction split over cores (passes/work_division.split_reduction)
    def _stored_reductions(self) -> list:
        """The reduce ops whose results the stage stores, in op order."""
        stored = {op.operands[0] for op in self.ops if op.opcode == "store_reduction"}
        return [i for i, op in enumerate(self.ops) if op.opcode == "reduce" and op.result in stored]

    def _partial_addr(self, core: int, j: int) -> int:
        """Where helper `core`'s result stick of stored reduction j lands in the owner's scratchpad."""
        helpers = sorted(c for c in self.work.cores if c != self.work.owner)
        return self.scratch["partials"].addr(0) + (helpers.index(core) * len(self._stored_reductions()) + j) * 128

    def _combine_parts(self, V, core):
        """The owner: every helper's result sticks into its own (max / min: the order does not
        matter; lanes no point wrote are 0 in all of them)."""
        helpers = sorted(c for c in self.work.cores if c != core)
        for h in helpers:
            V.wait(ring_queue(self.cg, h, core))
        for h in helpers:
            for j, i in enumerate(self._stored_reductions()):
                op = self.ops[i]
                dst = self.value_addr(op.result, 0)
                V.binary(REDUCE[op.value], isa_dtype(op.dtype), dst, dst, self._partial_addr(h, j), 1)

    # ---- within-reduction bookkeeping
    def _reduce_outer(self):
        """Positions of the reduction vars among the point vars."""
        pos = self.__dict__.get("_reduce_outer_pos")
        if pos is None:  # (asked per point; the plan does not change)
            pos = self._reduce_outer_pos = tuple(j for j, v in enumerate(self.plan.point_vars) if str(v).startswith("r"))
        return pos

    def _first_of_element(self, p):
        pos = self._reduce_outer()
        if not pos:
            return True
        if self.work.parts and any(p == g0 for g0, _ in self.work.groups):  # (a part starts its own sticks)
            return True
        idx = np.unravel_index(p, self.plan.point_sizes)
        return all(idx[j] == 0 for j in pos)

    def _single_reduce_point(self):
        return not self._reduce_outer()

    def _last_of_element(self, p):
        idx = np.unravel_index(p, self.plan.point_sizes)
        return all(idx[j] == self.plan.point_sizes[j] - 1 for j in self._reduce_outer())

    def _reduction_offset(self, p) -> int:
        """Index, in the stage's flattened reduction range, of point p's first row element."""
        stage, plan = self.stage, self.plan
        if stage.reduce_vars[-1] != plan.row_var:
            raise SpyreCompileError(f"spyre compiler: stage {stage.name}: argmax whose row is not the innermost "
                                    f"reduction dim is not supported yet")
        values = dict(zip(plan.point_vars, np.unravel_index(p, plan.point_sizes)))
        strides = np.cumprod((1,) + tuple(reversed(stage.reduce_sizes[1:])))[::-1]
        offset = sum(int(values.get(v, 0)) * int(st) for v, st in zip(stage.reduce_vars, strides))
        return offset + int(values.get(next((v for v in plan.point_vars if str(v) == "r_chunk"), None), 0)) * plan.row_len

    def _argmax_point(self, V, i, op, src, src_dt, n, dst, p, lane):
        """argmax over several row points: per point the row's max and its index; the first larger
        max wins (earlier points hold lower indices), kept one stick per result; the result's index
        goes into its output lane after the element's last point."""
        vt = "f32" if src_dt.startswith(("float", "bfloat")) else isa_dtype(src_dt)
        cv, ci = self.scratch[f"cand_v{i}"].addr(0), self.scratch[f"cand_i{i}"].addr(0)
        bv, bi = self.scratch[f"best_v{i}"].addr(0) + lane * 128, self.scratch[f"best_i{i}"].addr(0) + lane * 128
        V.reduce("max", isa_dtype(src_dt), cv, src, n, n, axis="within", to=vt)
        V.reduce("argmax", isa_dtype(src_dt), ci, src, n, n, axis="within", to="i64")
        offset = self._reduction_offset(p)
        if offset:
            if offset > INT32_MAX:
                raise SpyreCompileError(f"spyre compiler: stage {self.stage.name}: argmax index {offset} exceeds 32 bits")
            V.binary_imm("add", "i64", ci, ci, offset, 1)
        if self._first_of_element(p):
            V.copy(vt, bv, cv, 1)
            V.copy("i64", bi, ci, 1)
        else:
            gt = self.scratch[f"gt{i}"].addr(0)
            V.binary("gt", vt, gt, cv, bv, 1)
            V.select(vt, bv, gt, cv, bv, 1)
            V.select("i64", bi, gt, ci, bi, 1)
        if self._last_of_element(p):  # exactly one element into the output lane
            V.bcast("i64", ci, bi, 1, ("scalar", 1))
            V.reduce("max", "i64", dst + lane * 8, ci, 1, 1, axis="within", to="i64")

    def _out_lane(self, p):
        st = next(a for a in self.plan.accesses.values() if a.kind == "element")
        lay = self.cg.kernel.buffers[st.buffer].layout
        return int(st.dev_base[p]) % lay.elems_per_stick
