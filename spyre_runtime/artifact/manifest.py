"""The artifact manifest (DESIGN §7) as frozen dataclasses, with a strict JSON schema check.

`parse_manifest(obj, ...)` checks the type and range of every field and the cross references
between fields (relocation sites against the program index, slots against the correction block,
every offset and size against program.bin) and raises ArtifactError naming the field;
`check_against_image` then holds the index to the card ProgramImage that program.bin is.
`Artifact.to_json()` is parse_manifest's exact inverse, so write -> read -> write gives identical bytes.
Nothing here touches device memory or runs code named in the artifact.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field

from ..card.image import ProgramImage
from ..card.isa import INSTRUCTION_BYTES, LI_IMM_OFFSET, UNITS
from ..errors import ArtifactError

SCHEMA_VERSION = 1
MANIFEST = "manifest.json"
PROGRAM_BIN = "program.bin"
PROGRAM_S = "program.s"

ROLES = ("input", "output", "inout")
# dtype name -> element size in bytes (torch-free names; the torch layer maps torch dtypes onto them)
# (the same names and sizes as spyre_inductor.device.layout.ITEMSIZE)
DTYPES = {"bool": 1, "int32": 4, "int64": 8, "float16": 2, "bfloat16": 2, "float32": 4}
SLOT_KINDS = ("argument", "symbol", "scratch", "share")
# fields of an argument that may hold a multiple of a symbolic dimension (ArgumentSpec.symbolic)
# ("storage_offset" has the one index 0: a view placed after a symbolic number of rows, the new
# row of a KV cache grown by a cat)
SYMBOLIC_FIELDS = ("size", "stride", "host_size", "device_size", "stride_map", "storage_offset")
# a "share" slot: SYM.PARTS.PART, SYM.bB.PARTS.PART, SYM.tB.PARTS.PART, or SYM.fB (share_value)
_SHARE_NAME = re.compile(r"([A-Za-z_][A-Za-z0-9_]{0,63})(?:\.([bt])([0-9]{1,5}))?\.([0-9]{1,4})\.([0-9]{1,4})\Z"
                         r"|([A-Za-z_][A-Za-z0-9_]{0,63})\.f([0-9]{1,5})\Z")
SLOT_BYTES = 8  # one little-endian 64-bit value per correction slot
INT_MAX = 2**63 - 1
INT_MIN = -(2**63)
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.]{0,127}\Z")


# ----------------------------------------------------------------------------------------------
# dataclasses (one per JSON object; tuples everywhere so an Artifact is hashable and immutable)


@dataclass(frozen=True)
class DeviceLayout:
    """A storage's SpyreTensorLayout as plain data, with the keys of SpyreTensorLayout.to_dict():
    host_size (the storage), device_size (last dim = stick), stride_map and dim_map (-1 = synthetic)."""
    host_size: tuple[int, ...]
    device_size: tuple[int, ...]
    stride_map: tuple[int, ...]
    dim_map: tuple[int, ...]
    device_dtype: str

    def to_dict(self) -> dict:
        return {"host_size": list(self.host_size), "device_size": list(self.device_size),
                "stride_map": list(self.stride_map), "dim_map": list(self.dim_map),
                "device_dtype": self.device_dtype}

    @property
    def device_nbytes(self) -> int:
        n = DTYPES[self.device_dtype]
        for d in self.device_size:
            n *= d
        return n


@dataclass(frozen=True)
class SymbolicField:
    """Entry `index` of an argument's `field` (SYMBOLIC_FIELDS) grows by `per_unit` for each unit of
    symbolic dimension `symbol`: its value at launch is the recorded one (the value at symbol = 0)
    plus per_unit * value."""
    field: str
    index: int
    symbol: str
    per_unit: int


@dataclass(frozen=True)
class ArgumentSpec:
    name: str
    role: str  # "input" | "output" | "inout"
    size: tuple[int, ...]
    stride: tuple[int, ...]
    dtype: str
    layout: DeviceLayout
    storage_offset: int = 0  # the view's first element inside its storage (host elements)
    # the entries of size / stride / layout that depend on symbolic dimensions (recorded: at 0)
    symbolic: tuple[SymbolicField, ...] = ()

    def at(self, values: dict) -> "ArgumentSpec":
        """This argument with every symbolic entry evaluated at `values` (symbol name -> int)."""
        if not self.symbolic:
            return self
        fields = {"size": list(self.size), "stride": list(self.stride), "host_size": list(self.layout.host_size),
                  "device_size": list(self.layout.device_size), "stride_map": list(self.layout.stride_map),
                  "storage_offset": [self.storage_offset]}
        for f in self.symbolic:
            fields[f.field][f.index] += f.per_unit * values[f.symbol]
        layout = DeviceLayout(tuple(fields["host_size"]), tuple(fields["device_size"]), tuple(fields["stride_map"]),
                              self.layout.dim_map, self.layout.device_dtype)
        return dataclasses.replace(self, size=tuple(fields["size"]), stride=tuple(fields["stride"]), layout=layout,
                                   storage_offset=fields["storage_offset"][0], symbolic=())


@dataclass(frozen=True)
class SymbolicDim:
    """A size known only at launch: any value in [min, max] that is a multiple of granularity (a
    symbol along a stick dimension needs the stick layout's granularity; an outer dimension 1)."""
    name: str
    min: int
    max: int
    granularity: int = 1


def share_slot_name(symbol: str, parts: int, part: int, of: str = "") -> str:
    """The name of a "share" correction slot: how many of the indices 0 .. n-1 fall to `part` when
    they are dealt round-robin to `parts` parts (a core's loop count), n being the symbol's value
    (of=""), the number of whole blocks of B in it (of="bB") or what is left after them (of="tB")."""
    return f"{symbol}.{of}.{parts}.{part}" if of else f"{symbol}.{parts}.{part}"


def first_tail_slot_name(symbol: str, block: int) -> str:
    """A "share" slot holding (value // block) * block: the first row after the whole blocks."""
    return f"{symbol}.f{block}"


def share_value(name: str, values: dict) -> int:
    """The value of the "share" slot `name` (share_slot_name, first_tail_slot_name) for the symbol
    values `values`."""
    symbol, of, block, parts, part = _split_share(name)
    v = values[symbol]
    if of == "f":
        return v // block * block
    n = v // block if of == "b" else v % block if of == "t" else v
    return max(0, (n - part + parts - 1) // parts)


def _split_share(name: str) -> tuple:
    """(symbol, "" | "b" | "t" | "f", block, parts, part) of a share slot name."""
    m = _SHARE_NAME.match(name)
    if m is None:
        raise ValueError(f"share slot name {name!r}: expected SYMBOL[.bB|.tB].PARTS.PART or SYMBOL.fB")
    if m.group(6) is not None:
        return m.group(6), "f", int(m.group(7)), 1, 0
    return m.group(1), m.group(2) or "", int(m.group(3) or 1), int(m.group(4)), int(m.group(5))


@dataclass(frozen=True)
class CorrectionSlot:
    """One 8-byte slot of the correction block: an argument's device address, a symbolic
    dimension's value, or the address of the compiler-owned device scratch."""
    kind: str  # "argument" | "symbol" | "scratch"
    name: str = ""  # argument or symbol name; "" for scratch


@dataclass(frozen=True)
class UnitProgram:
    """Where one unit's program lies in program.bin (bytes)."""
    offset: int
    size: int


@dataclass(frozen=True)
class CorePlan:
    core: int
    work: tuple[tuple[int, int], ...]  # this core's half-open [start, stop) per split dimension
    programs: tuple[tuple[str, UnitProgram], ...]  # (unit name, program), sorted by unit name
    scratchpad_bytes: int

    def program(self, unit: str) -> UnitProgram | None:
        return dict(self.programs).get(unit)


@dataclass(frozen=True)
class Relocation:
    """A placeholder site (instruction `index` of `unit` on `core`, operand `field`) that receives
    the value of correction slot `slot` plus `addend` when the program is patched."""
    core: int
    unit: str
    index: int
    field: str
    slot: int
    addend: int


@dataclass(frozen=True)
class CostEstimate:
    cycles_per_unit: tuple[tuple[str, int], ...]  # sorted by unit name
    bytes_moved: int
    flops: int


@dataclass(frozen=True)
class Artifact:
    """One compiled kernel: the manifest's content plus program.bin and program.s."""
    kernel_name: str
    arguments: tuple[ArgumentSpec, ...]
    cores: tuple[CorePlan, ...]
    relocations: tuple[Relocation, ...]
    correction_offset: int
    correction_size: int
    slots: tuple[CorrectionSlot, ...]
    program: bytes  # program.bin; loaded at offset 0 of the program allocation
    disassembly: str  # program.s
    device_scratch_bytes: int = 0
    symbolic_dims: tuple[SymbolicDim, ...] = ()
    cost: CostEstimate = field(default_factory=lambda: CostEstimate((), 0, 0))
    producer_version: str = "0.1.0"
    producer_name: str = "spyre"
    instruction_bytes: int = INSTRUCTION_BYTES
    # set by the reader (the hash recorded on disk); the writer computes it; not part of equality
    content_hash: str = field(default="", compare=False)

    # --- derived ---
    @property
    def program_bytes(self) -> int:
        return len(self.program)

    def instruction_counts(self) -> dict:
        """Instructions per unit, summed over cores."""
        totals: dict = {}
        for c in self.cores:
            for unit, prog in c.programs:
                totals[unit] = totals.get(unit, 0) + prog.size // self.instruction_bytes
        return dict(sorted(totals.items()))

    def slot_of(self, kind: str, name: str = "") -> int:
        return self.slots.index(CorrectionSlot(kind, name))

    def to_json(self, *, content_hash: str, files: dict) -> dict:
        """The manifest object. `files` = {filename: {"sha256": hex, "size": int}}."""
        return {
            "schema_version": SCHEMA_VERSION,
            "producer": {"name": self.producer_name, "version": self.producer_version},
            "content_hash": content_hash,
            "files": files,
            "kernel": {
                "name": self.kernel_name,
                "arguments": [_arg_json(a) for a in self.arguments],
                "symbolic_dims": [{"name": s.name, "min": s.min, "max": s.max, "granularity": s.granularity}
                                  for s in self.symbolic_dims],
            },
            "program": {"instruction_bytes": self.instruction_bytes},
            "cores": [
                {"core": c.core, "work": [list(w) for w in c.work],
                 "programs": {u: {"offset": p.offset, "size": p.size} for u, p in c.programs}}
                for c in self.cores
            ],
            "relocations": [
                {"core": r.core, "unit": r.unit, "index": r.index, "field": r.field, "slot": r.slot,
                 "addend": r.addend}
                for r in self.relocations
            ],
            "correction_block": {
                "offset": self.correction_offset, "size": self.correction_size, "slot_bytes": SLOT_BYTES,
                "slots": [{"kind": s.kind, "name": s.name} for s in self.slots],
            },
            "memory_plan": {
                "scratchpad_bytes_per_core": [c.scratchpad_bytes for c in self.cores],
                "device_scratch_bytes": self.device_scratch_bytes,
            },
            "cost": {"cycles_per_unit": dict(self.cost.cycles_per_unit), "bytes_moved": self.cost.bytes_moved,
                     "flops": self.cost.flops},
        }


def _arg_json(a: ArgumentSpec) -> dict:
    out = {"name": a.name, "role": a.role, "size": list(a.size), "stride": list(a.stride),
           "storage_offset": a.storage_offset, "dtype": a.dtype, "layout": a.layout.to_dict()}
    if a.symbolic:  # (only symbolic kernels carry the key: static manifests are unchanged)
        out["symbolic"] = [{"field": f.field, "index": f.index, "symbol": f.symbol, "per_unit": f.per_unit}
                           for f in a.symbolic]
    return out


# ----------------------------------------------------------------------------------------------
# strict parsing: every accessor names the field path it checks


class _Fields:
    """Typed accessors over one JSON object that raise ArtifactError(file, field path)."""

    def __init__(self, obj, path: str, file: str):
        self.file, self.path = file, path
        if not isinstance(obj, dict):
            self.fail(f"expected an object, got {_kind(obj)}")
        self.obj = obj

    def fail(self, msg: str, sub: str | None = None):
        raise ArtifactError(msg, file=self.file, field=_join(self.path, sub))

    def keys(self, required: tuple[str, ...]) -> None:
        """Exactly these keys: a missing one or an unknown one (a typo, a newer schema) is an error."""
        for k in required:
            if k not in self.obj:
                self.fail("missing", k)
        for k in self.obj:
            if k not in required:
                self.fail(f"unknown field (expected one of {', '.join(required)})", k)

    def sub(self, key: str) -> "_Fields":
        return _Fields(self.obj[key], _join(self.path, key), self.file)

    # (the field path is spelled out only for an error: a manifest has ~10^5 fields)
    def int(self, key, lo: int = INT_MIN, hi: int = INT_MAX) -> int:
        v = self.obj[key]
        if type(v) is int and lo <= v <= hi:
            return v
        return _check_int(v, lo, hi, self.file, _join(self.path, key))

    def str(self, key, choices=None, pattern=None) -> str:
        v = self.obj[key]
        if type(v) is str and (choices is None or v in choices) and (pattern is None or pattern.match(v)):
            return v
        where = _join(self.path, key)
        if not isinstance(v, str):
            raise ArtifactError(f"expected a string, got {_kind(v)}", file=self.file, field=where)
        if choices is not None and v not in choices:
            raise ArtifactError(f"expected one of {', '.join(choices)}, got {_show(v)}", file=self.file, field=where)
        if pattern is not None and not pattern.match(v):
            raise ArtifactError(f"expected a name ([A-Za-z_][A-Za-z0-9_.]*, at most 128 chars), got {_show(v)}",
                                file=self.file, field=where)
        return v

    def list(self, key, max_len: int = 1 << 20) -> list:
        v = self.obj[key]
        if not isinstance(v, list):
            self.fail(f"expected a list, got {_kind(v)}", key)
        if len(v) > max_len:
            self.fail(f"expected at most {max_len} entries, got {len(v)}", key)
        return v

    def ints(self, key, lo: int = INT_MIN, hi: int = INT_MAX, max_len: int = 64) -> tuple[int, ...]:
        values = self.list(key, max_len)
        if all(type(x) is int and lo <= x <= hi for x in values):
            return tuple(values)
        where = _join(self.path, key)
        return tuple(_check_int(x, lo, hi, self.file, f"{where}[{i}]") for i, x in enumerate(values))


def _join(path: str, sub) -> str:
    if sub is None:
        return path
    if isinstance(sub, int):
        return f"{path}[{sub}]"
    return f"{path}.{sub}" if path else sub


def _show(v) -> str:
    """repr of a value from the file, cut short (a corrupt file may hold megabytes in one string)."""
    r = repr(v)
    return r if len(r) <= 80 else r[:77] + "..."


def _kind(v) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", type(None): "null",
            float: "a number with a fraction", int: "an integer"}.get(type(v), type(v).__name__)


def _check_int(v, lo, hi, file, where) -> int:
    if type(v) is not int:  # bool is an int subclass: reject it too
        raise ArtifactError(f"expected an integer, got {_kind(v)}", file=file, field=where)
    if not lo <= v <= hi:
        raise ArtifactError(f"expected an integer in [{lo}, {hi}], got {v}", file=file, field=where)
    return v


def parse_manifest(obj, *, program: bytes, disassembly: str, num_cores: int, scratchpad_limit: int,
                   stick_bytes: int, file: str = MANIFEST) -> tuple[Artifact, str, dict]:
    """Check a decoded manifest against program.bin and return (Artifact, content_hash, files).

    Checks types and ranges of every field and every cross reference; the hash and the file
    digests are compared by the caller (io.read_artifact), which has the raw bytes."""
    top = _Fields(obj, "", file)
    top.keys(("schema_version", "producer", "content_hash", "files", "kernel", "program", "cores",
              "relocations", "correction_block", "memory_plan", "cost"))
    version = top.int("schema_version", 0)
    if version != SCHEMA_VERSION:
        top.fail(f"unsupported schema version {version} (this reader reads {SCHEMA_VERSION})", "schema_version")
    producer = top.sub("producer")
    producer.keys(("name", "version"))
    content_hash = top.str("content_hash")
    if not re.fullmatch(r"sha256:[0-9a-f]{64}", content_hash):
        top.fail(f"expected 'sha256:' and 64 lowercase hex digits, got {_show(content_hash)}", "content_hash")

    files_f = top.sub("files")
    files_f.keys((PROGRAM_BIN, PROGRAM_S))
    files = {}
    for name in (PROGRAM_BIN, PROGRAM_S):
        ff = files_f.sub(name)
        ff.keys(("sha256", "size"))
        digest = ff.str("sha256")
        if not re.fullmatch(r"[0-9a-f]{64}", digest):
            ff.fail(f"expected 64 lowercase hex digits, got {_show(digest)}", "sha256")
        files[name] = {"sha256": digest, "size": ff.int("size", 0)}

    # --- kernel signature ---
    kernel = top.sub("kernel")
    kernel.keys(("name", "arguments", "symbolic_dims"))
    kname = kernel.str("name", pattern=_NAME)
    args = []
    for i, raw in enumerate(kernel.list("arguments", 4096)):
        a = _Fields(raw, f"kernel.arguments[{i}]", file)
        a.keys(("name", "role", "size", "stride", "storage_offset", "dtype", "layout")
               + (("symbolic",) if "symbolic" in a.obj else ()))
        size = a.ints("size", 0)
        stride = a.ints("stride", 0)
        if len(stride) != len(size):
            a.fail(f"expected {len(size)} strides (one per dimension of size), got {len(stride)}", "stride")
        lay = a.sub("layout")
        lay.keys(("host_size", "device_size", "stride_map", "dim_map", "device_dtype"))
        ddtype = lay.str("device_dtype", tuple(DTYPES))
        dsize = lay.ints("device_size", 0)
        if len(dsize) < 2 or dsize[-1] * DTYPES[ddtype] != stick_bytes:
            lay.fail(f"expected at least 2 dims, the last a {stick_bytes}-byte stick of {ddtype} "
                     f"({stick_bytes // DTYPES[ddtype]} elements), got {list(dsize)}", "device_size")
        for key in ("stride_map", "dim_map"):
            if len(lay.ints(key, -1)) != len(dsize):
                lay.fail(f"expected {len(dsize)} entries (one per device dimension), got {len(lay.obj[key])}", key)
        layout = DeviceLayout(lay.ints("host_size", 0), dsize, lay.ints("stride_map", -1), lay.ints("dim_map", -1),
                              ddtype)
        if layout.device_nbytes > INT_MAX:
            lay.fail(f"device size {layout.device_nbytes} bytes is out of range", "device_size")
        symbolic = []
        for j, raw_f in enumerate(a.list("symbolic", 256) if "symbolic" in a.obj else ()):
            f = _Fields(raw_f, f"kernel.arguments[{i}].symbolic[{j}]", file)
            f.keys(("field", "index", "symbol", "per_unit"))
            name_ = f.str("field", SYMBOLIC_FIELDS)
            length = len({"size": size, "stride": stride, "host_size": layout.host_size,
                          "device_size": layout.device_size, "stride_map": layout.stride_map,
                          "storage_offset": (0,)}[name_])
            symbolic.append(SymbolicField(name_, f.int("index", 0, length - 1) if length else f.fail(
                f"{name_} has no entries", "index"), f.str("symbol", pattern=_NAME), f.int("per_unit", 0, 1 << 40)))
        args.append(ArgumentSpec(
            name=a.str("name", pattern=_NAME), role=a.str("role", ROLES), size=size, stride=stride,
            dtype=a.str("dtype", tuple(DTYPES)), layout=layout, storage_offset=a.int("storage_offset", 0),
            symbolic=tuple(symbolic)))
    _unique([a.name for a in args], kernel, "arguments")
    syms = []
    for i, raw in enumerate(kernel.list("symbolic_dims", 64)):
        s = _Fields(raw, f"kernel.symbolic_dims[{i}]", file)
        s.keys(("name", "min", "max") + (("granularity",) if isinstance(raw, dict) and "granularity" in raw else ()))
        lo = s.int("min", 0)
        hi = s.int("max", lo)
        gran = s.int("granularity", 1, 1 << 20) if "granularity" in s.obj else 1
        for what, v in (("min", lo), ("max", hi)):
            if v % gran:
                s.fail(f"expected a multiple of the granularity {gran}, got {v}", what)
        syms.append(SymbolicDim(s.str("name", pattern=_NAME), lo, hi, gran))
    _unique([s.name for s in syms], kernel, "symbolic_dims")
    declared = {s.name for s in syms}
    for i, a in enumerate(args):
        for j, f in enumerate(a.symbolic):
            if f.symbol not in declared:
                raise ArtifactError(f"unknown symbolic dimension {f.symbol!r} (declared: {sorted(declared)})",
                                    file=file, field=f"kernel.arguments[{i}].symbolic[{j}].symbol")

    # --- program index ---
    prog = top.sub("program")
    prog.keys(("instruction_bytes",))
    ibytes = prog.int("instruction_bytes", INSTRUCTION_BYTES, INSTRUCTION_BYTES)
    if files[PROGRAM_BIN]["size"] != len(program):
        files_f.fail(f"expected {files[PROGRAM_BIN]['size']} bytes as recorded, program.bin has {len(program)}",
                     f"{PROGRAM_BIN}.size")
    cores = []
    spans = []  # (offset, size, field) for the overlap check
    raw_cores = top.list("cores", num_cores)
    plan = top.sub("memory_plan")
    plan.keys(("scratchpad_bytes_per_core", "device_scratch_bytes"))
    pads = plan.ints("scratchpad_bytes_per_core", 0, scratchpad_limit, max_len=num_cores)
    if len(pads) != len(raw_cores):
        plan.fail(f"expected one entry per core ({len(raw_cores)}), got {len(pads)}", "scratchpad_bytes_per_core")
    for i, raw in enumerate(raw_cores):
        c = _Fields(raw, f"cores[{i}]", file)
        c.keys(("core", "work", "programs"))
        work = []
        for j, w in enumerate(c.list("work", 64)):
            where = f"cores[{i}].work[{j}]"
            if not isinstance(w, list) or len(w) != 2:
                raise ArtifactError(f"expected [start, stop], got {_kind(w)}", file=file, field=where)
            start = _check_int(w[0], 0, INT_MAX, file, where + "[0]")
            work.append((start, _check_int(w[1], start, INT_MAX, file, where + "[1]")))
        progs = c.sub("programs")
        units = []
        for unit in sorted(progs.obj):
            if unit not in UNITS:
                progs.fail(f"expected a unit name ({', '.join(UNITS)}), got {_show(unit)}")
            p = progs.sub(unit)
            p.keys(("offset", "size"))
            off = p.int("offset", 0, len(program))
            size = p.int("size", 0, len(program) - off)
            for what, v in (("offset", off), ("size", size)):
                if v % ibytes:
                    p.fail(f"expected a multiple of the instruction size {ibytes}, got {v}", what)
            units.append((unit, UnitProgram(off, size)))
            spans.append((off, size, p.path))
        cores.append(CorePlan(c.int("core", 0, num_cores - 1), tuple(work), tuple(units), pads[i]))
    _unique([c.core for c in cores], top, "cores")

    # --- correction block ---
    cb = top.sub("correction_block")
    cb.keys(("offset", "size", "slot_bytes", "slots"))
    if cb.int("slot_bytes") != SLOT_BYTES:
        cb.fail(f"expected {SLOT_BYTES}, got {cb.obj['slot_bytes']}", "slot_bytes")
    cb_off = cb.int("offset", 0, len(program))
    cb_size = cb.int("size", 0, len(program) - cb_off)
    if cb_off % SLOT_BYTES:
        cb.fail(f"expected a multiple of {SLOT_BYTES}, got {cb_off}", "offset")
    for off, size, where in spans:
        if off < cb_off + cb_size and cb_off < off + size:
            cb.fail(f"correction block [{cb_off}, {cb_off + cb_size}) overlaps the program at {where} "
                    f"[{off}, {off + size})")
    slots = []
    for i, raw in enumerate(cb.list("slots", cb_size // SLOT_BYTES)):
        s = _Fields(raw, f"correction_block.slots[{i}]", file)
        s.keys(("kind", "name"))
        kind = s.str("kind", SLOT_KINDS)
        slots.append(CorrectionSlot(kind, s.str("name") if kind == "scratch" else s.str("name", pattern=_NAME)))
    if len(slots) * SLOT_BYTES > cb_size:
        cb.fail(f"{len(slots)} slots need {len(slots) * SLOT_BYTES} bytes, block has {cb_size}", "size")
    _unique(slots, cb, "slots")
    wanted = ({CorrectionSlot("argument", a.name) for a in args} | {CorrectionSlot("symbol", s.name) for s in syms})
    for s in slots:
        if s.kind == "scratch" and s.name != "":
            cb.fail(f"a scratch slot has no name, got {s.name!r}", "slots")
        if s.kind == "share":
            try:
                symbol, _, block, parts, part = _split_share(s.name)
            except ValueError:
                symbol = None
            if symbol not in declared or not part < parts or block < 1:
                cb.fail(f"a share slot is SYMBOL.PARTS.PART (or SYMBOL.bB.PARTS.PART, SYMBOL.tB.PARTS.PART, "
                        f"SYMBOL.fB) of a declared symbolic dimension with PART < PARTS and B >= 1, got {s.name!r}",
                        "slots")
        elif s.kind != "scratch" and s not in wanted:
            cb.fail(f"slot for unknown {s.kind} {s.name!r}", "slots")
    for s in sorted(wanted - set(slots), key=lambda s: (s.kind, s.name)):
        cb.fail(f"no slot for {s.kind} {s.name!r}", "slots")

    # --- relocations ---
    by_core = {c.core: dict(c.programs) for c in cores}
    relocs = []
    for i, raw in enumerate(top.list("relocations")):
        r = _Fields(raw, f"relocations[{i}]", file)
        r.keys(("core", "unit", "index", "field", "slot", "addend"))
        core = r.int("core", 0, num_cores - 1)
        if core not in by_core:
            r.fail(f"core {core} has no programs in this artifact", "core")
        unit = r.str("unit")
        p = by_core[core].get(unit)
        if p is None:
            r.fail(f"core {core} has no {_show(unit)} program (has {', '.join(sorted(by_core[core]))})", "unit")
        index = r.int("index", 0, p.size // ibytes - 1) if p.size else r.fail("the program is empty", "index")
        relocs.append(Relocation(core, unit, index, r.str("field", pattern=_NAME),
                                 r.int("slot", 0, len(slots) - 1), r.int("addend")))
    _unique([(r.core, r.unit, r.index, r.field) for r in relocs], top, "relocations")
    scratch = plan.int("device_scratch_bytes", 0)

    cost = top.sub("cost")
    cost.keys(("cycles_per_unit", "bytes_moved", "flops"))
    cpu = cost.sub("cycles_per_unit")
    for u in cpu.obj:
        if u not in UNITS:
            cpu.fail(f"expected a unit name ({', '.join(UNITS)}), got {_show(u)}")
    cycles = tuple((u, cpu.int(u, 0)) for u in sorted(cpu.obj))

    art = Artifact(
        kernel_name=kname, arguments=tuple(args), cores=tuple(cores), relocations=tuple(relocs),
        correction_offset=cb_off, correction_size=cb_size, slots=tuple(slots), program=program,
        disassembly=disassembly, instruction_bytes=ibytes, device_scratch_bytes=scratch,
        symbolic_dims=tuple(syms), cost=CostEstimate(cycles, cost.int("bytes_moved", 0), cost.int("flops", 0)),
        producer_version=producer.str("version"), producer_name=producer.str("name"), content_hash=content_hash)
    return art, content_hash, files


def _unique(items, where: _Fields, key: str) -> None:
    seen = set()
    for i, x in enumerate(items):
        if x in seen:
            where.fail(f"duplicate entry {x!r}", _join(key, i))
        seen.add(x)


# ----------------------------------------------------------------------------------------------
# program.bin is a card ProgramImage: the manifest's index must describe exactly that image


RELOCATED_FIELD = "imm"  # the 64-bit immediate of `li` (the only relocatable field of the ISA)


def _image_relocations(art: Artifact) -> list[tuple[int, int, int]]:
    """The manifest's relocations as the image states them: (byte offset of the field, slot, addend)."""
    programs = {}
    for c in art.cores:
        programs.setdefault(c.core, dict(c.programs))  # (the first entry of a core, as list.index finds it)
    out = []
    for r in art.relocations:
        p = programs[r.core][r.unit]
        out.append((p.offset + r.index * art.instruction_bytes + LI_IMM_OFFSET, r.slot, r.addend))
    return sorted(out)


def check_against_image(art: Artifact, image: ProgramImage, file: str = MANIFEST) -> None:
    """The manifest's program index, relocations and correction block must be the image's own."""
    def bad(field_, msg):
        raise ArtifactError(msg, file=file, field=field_)

    have = {(c.core, u): (p.offset, p.size) for c in art.cores for u, p in c.programs}
    want = {(e.core, e.unit): (e.offset, e.count * INSTRUCTION_BYTES) for e in image.entries}
    for key in sorted(set(have) | set(want), key=lambda k: (k[0], UNITS.index(k[1]))):
        if have.get(key) != want.get(key):
            bad(f"cores[core={key[0]}].programs.{key[1]}",
                f"manifest says (offset, size) {have.get(key)}, program.bin has {want.get(key)}")
    for i, r in enumerate(art.relocations):
        if r.field != RELOCATED_FIELD:
            bad(f"relocations[{i}].field", f"expected {RELOCATED_FIELD!r} (li immediate), got {r.field!r}")
    image_relocs = sorted((r.offset, r.slot, r.addend) for r in image.relocations)
    if _image_relocations(art) != image_relocs:
        bad("relocations", f"the manifest's {len(art.relocations)} relocations are not the "
            f"{len(image_relocs)} placeholder fields of program.bin")
    if (art.correction_offset, art.correction_size) != (image.correction_offset, 8 * image.num_slots):
        bad("correction_block", f"manifest says offset {art.correction_offset} size {art.correction_size}, "
            f"program.bin has offset {image.correction_offset} size {8 * image.num_slots}")
    if len(art.slots) != image.num_slots:
        bad("correction_block.slots", f"manifest names {len(art.slots)} slots, program.bin has {image.num_slots}")


SCRATCH_SLOT = "@scratch"  # ProgramBuilder.arg_slot name for the compiler-owned device scratch


def artifact_from_image(image: ProgramImage, slot_names, *, kernel_name: str, arguments, work=None,
                        scratchpad_bytes=None, device_scratch_bytes: int = 0, symbolic_dims=(),
                        cost: CostEstimate | None = None, producer_version: str = "0.1.0") -> Artifact:
    """An Artifact whose program index, relocations and correction block come from `image`.

    slot_names: the builder's `slot_names` in slot order; each names an argument, a symbolic
    dimension, or SCRATCH_SLOT. work / scratchpad_bytes: {core: ...} (default: empty / 0)."""
    from ..card.asm import disassemble

    arg_names = {a.name for a in arguments}
    sym_names = {s.name for s in symbolic_dims}
    slots = []
    for n in slot_names:
        if n == SCRATCH_SLOT:
            slots.append(CorrectionSlot("scratch", ""))
        elif n in arg_names:
            slots.append(CorrectionSlot("argument", n))
        elif n in sym_names:
            slots.append(CorrectionSlot("symbol", n))
        elif _SHARE_NAME.match(n) and _split_share(n)[0] in sym_names:
            slots.append(CorrectionSlot("share", n))
        else:
            raise ValueError(f"artifact_from_image: slot {n!r} is neither an argument "
                             f"({sorted(arg_names)}), a symbolic dim ({sorted(sym_names)}) nor {SCRATCH_SLOT!r}")
    used = {}
    for e in image.entries:
        used.setdefault(e.core, []).append((e.unit, UnitProgram(e.offset, e.count * INSTRUCTION_BYTES)))
    cores = tuple(CorePlan(c, tuple(tuple(w) for w in (work or {}).get(c, ())), tuple(sorted(progs)),
                           (scratchpad_bytes or {}).get(c, 0)) for c, progs in sorted(used.items()))
    site = {}
    for e in image.entries:
        for i in range(e.count):
            site[e.offset + i * INSTRUCTION_BYTES + LI_IMM_OFFSET] = (e.core, e.unit, i)
    relocs = tuple(Relocation(*site[r.offset], RELOCATED_FIELD, r.slot, r.addend) for r in image.relocations)
    return Artifact(
        kernel_name=kernel_name, arguments=tuple(arguments), cores=cores, relocations=relocs,
        correction_offset=image.correction_offset, correction_size=8 * image.num_slots, slots=tuple(slots),
        program=image.to_bytes(), disassembly=disassemble(image), device_scratch_bytes=device_scratch_bytes,
        symbolic_dims=tuple(symbolic_dims), cost=cost or CostEstimate((), 0, 0), producer_version=producer_version)


def renamed_artifact(art: Artifact, kernel_name: str, argument_names, symbol_names=None) -> Artifact:
    """The same programs under another kernel name, argument i named argument_names[i] (its
    correction slot follows it), symbolic dimension i named symbol_names[i] (its symbol and share
    slots and the argument entries that grow with it follow it). Nothing else changes: the
    programs address their arguments and symbols through slot numbers, never names."""
    argument_names = tuple(argument_names)
    if len(argument_names) != len(art.arguments) or len(set(argument_names)) != len(argument_names):
        raise ValueError(f"renamed_artifact: expected {len(art.arguments)} distinct argument names, "
                         f"got {list(argument_names)}")
    names = {a.name: n for a, n in zip(art.arguments, argument_names)}
    symbols = {d.name: d.name for d in art.symbolic_dims}
    if symbol_names is not None:
        symbol_names = tuple(symbol_names)
        if len(symbol_names) != len(art.symbolic_dims) or len(set(symbol_names)) != len(symbol_names) \
                or any(not _NAME.fullmatch(n) for n in symbol_names):
            raise ValueError(f"renamed_artifact: expected {len(art.symbolic_dims)} distinct symbol names, "
                             f"got {list(symbol_names)}")
        symbols = {d.name: n for d, n in zip(art.symbolic_dims, symbol_names)}

    def slot(s):
        if s.kind == "argument":
            return CorrectionSlot(s.kind, names[s.name])
        if s.kind == "symbol":
            return CorrectionSlot(s.kind, symbols[s.name])
        if s.kind == "share":  # <symbol>.<...>
            head, _, tail = s.name.partition(".")
            return CorrectionSlot(s.kind, f"{symbols.get(head, head)}.{tail}")
        return s

    def argument(a):
        return dataclasses.replace(a, name=names[a.name], symbolic=tuple(
            dataclasses.replace(f, symbol=symbols[f.symbol]) for f in a.symbolic))

    return dataclasses.replace(
        art, kernel_name=kernel_name, content_hash="", arguments=tuple(argument(a) for a in art.arguments),
        slots=tuple(slot(s) for s in art.slots),
        symbolic_dims=tuple(dataclasses.replace(d, name=symbols[d.name]) for d in art.symbolic_dims))
