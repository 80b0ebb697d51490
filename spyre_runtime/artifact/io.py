"""Artifact directories on disk: write_artifact, read_artifact, verify_artifact (DESIGN §7).

A directory holds manifest.json (pretty-printed, sorted keys), program.bin and program.s.
The content hash is sha256 over the canonical compact form of the manifest without its
`content_hash` field followed by program.bin; program.s is covered through the sha256 the
manifest records for it. Reading only decodes JSON and bytes: nothing in the artifact is run.
Every failure of any kind while reading is an ArtifactError naming the file (and field).
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from collections import OrderedDict
from json.encoder import encode_basestring_ascii as _ascii_string
from dataclasses import dataclass

from ..card.image import ProgramImage
from ..config import HardwareConfig
from ..errors import ArtifactError
from .manifest import MANIFEST, PROGRAM_BIN, PROGRAM_S, Artifact, check_against_image, parse_manifest

MAX_MANIFEST_BYTES = 64 << 20
MAX_PROGRAM_BYTES = 1 << 30
_HASH_DOMAIN = b"spyre-artifact\n"


def content_hash(manifest_without_hash: dict, program: bytes) -> str:
    canon = json.dumps(manifest_without_hash, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()
    h = hashlib.sha256(_HASH_DOMAIN)
    h.update(len(canon).to_bytes(8, "little"))
    h.update(canon)
    h.update(program)
    return "sha256:" + h.hexdigest()


def manifest_bytes(manifest: dict) -> bytes:
    """The on-disk form: pretty-printed with sorted keys, ASCII, trailing newline; lists of
    plain values stay on one line so that sizes and strides read (and diff) as one unit."""
    return (_pretty(manifest, "") + "\n").encode()


def _pretty(v, pad: str) -> str:
    inner = pad + "  "
    if isinstance(v, dict) and v:
        items = (f"{inner}{_key(k)}: {_pretty(v[k], inner)}" for k in sorted(v))
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(v, list) and any(isinstance(x, (dict, list)) for x in v):
        return "[\n" + ",\n".join(inner + _pretty(x, inner) for x in v) + "\n" + pad + "]"
    return _leaf(v)


def _leaf(v) -> str:
    """json.dumps(v, sort_keys=True, separators=(", ", ": "), ensure_ascii=True), with the common
    cases (ints, strings, flat lists of them: most of a large manifest) spelled out as json does."""
    t = type(v)
    if t is int:
        return int.__repr__(v)
    if t is str:
        return _ascii_string(v)
    if t is list and all(type(x) is int or type(x) is str for x in v):
        return "[" + ", ".join(int.__repr__(x) if type(x) is int else _ascii_string(x) for x in v) + "]"
    return json.dumps(v, sort_keys=True, separators=(", ", ": "), ensure_ascii=True)


def _key(k) -> str:
    return _ascii_string(k) if type(k) is str else json.dumps(k)


def _limits(config: HardwareConfig | None) -> dict:
    cfg = config or HardwareConfig()
    return {"num_cores": cfg.num_cores, "stick_bytes": cfg.stick_bytes,
            "scratchpad_limit": cfg.scratchpad_bytes - cfg.scratchpad_program_reserve_bytes}


def encode_artifact(artifact: Artifact, config: HardwareConfig | None = None) -> dict[str, bytes]:
    """{filename: bytes} of the artifact's three files. Same Artifact -> same bytes.
    The manifest is checked with the reader's own rules first, so a writer never emits what the
    reader would refuse (the error says 'manifest.json (being written)')."""
    return encode_artifact_hashed(artifact, config)[0]


def encode_artifact_hashed(artifact: Artifact, config: HardwareConfig | None = None) -> tuple[dict[str, bytes], str]:
    """(encode_artifact's files, the content hash their manifest records): one encoding serves both
    the hash (the compiler's cache key) and write_encoded."""
    disasm = artifact.disassembly.encode("utf-8")
    program_digest = hashlib.sha256(artifact.program).hexdigest()
    files = {PROGRAM_BIN: {"sha256": program_digest, "size": len(artifact.program)},
             PROGRAM_S: {"sha256": hashlib.sha256(disasm).hexdigest(), "size": len(disasm)}}
    body = artifact.to_json(content_hash="", files=files)
    del body["content_hash"]
    body["content_hash"] = recorded = content_hash(body, artifact.program)
    where = f"{MANIFEST} (being written)"
    parse_manifest(body, program=artifact.program, disassembly=artifact.disassembly, file=where, **_limits(config))
    image = _parse_image(artifact.program, f"{PROGRAM_BIN} (being written)", program_digest)
    check_against_image(artifact, image, where)
    return {MANIFEST: manifest_bytes(body), PROGRAM_BIN: bytes(artifact.program), PROGRAM_S: disasm}, recorded


def write_artifact(directory, artifact: Artifact, config: HardwareConfig | None = None) -> str:
    """Write the artifact into `directory` (created if needed); return its content hash.
    manifest.json is written last and renamed into place, so a reader never sees a manifest
    whose program.bin is not yet complete."""
    blobs, recorded = encode_artifact_hashed(artifact, config)
    write_encoded(directory, blobs)
    return recorded


def write_encoded(directory, blobs: dict[str, bytes]) -> None:
    """Write encode_artifact's files into `directory` (created if needed), manifest.json last."""
    os.makedirs(directory, exist_ok=True)
    for name in (PROGRAM_BIN, PROGRAM_S, MANIFEST):
        # a temporary name of this process and thread: two compiles of one kernel (pytest-xdist workers,
        # benchmarks sharing an Inductor cache) write the same directory at once, each replacing whole files
        tmp = os.path.join(directory, f".{name}.{os.getpid()}.{threading.get_ident()}.tmp")
        with open(tmp, "wb") as fh:
            fh.write(blobs[name])
        os.replace(tmp, os.path.join(directory, name))


def _read_file(directory, name: str, limit: int) -> bytes:
    path = os.path.join(os.fspath(directory), name)
    try:
        with open(path, "rb") as fh:
            data = fh.read(limit + 1)
    except FileNotFoundError:
        raise ArtifactError("missing", file=path) from None
    except OSError as e:
        raise ArtifactError(f"cannot read: {e.strerror or e}", file=path) from None
    if len(data) > limit:
        raise ArtifactError(f"larger than the {limit} byte limit", file=path)
    return data


def _reject_duplicates(pairs):
    obj = {}
    for k, v in pairs:
        if k in obj:
            raise ValueError(f"duplicate key {k!r}")
        obj[k] = v
    return obj


def _reject_constant(name):
    raise ValueError(f"{name} is not a JSON number")


def _decode_json(data: bytes, path: str):
    try:
        text = data.decode("utf-8")
        return json.loads(text, object_pairs_hook=_reject_duplicates, parse_constant=_reject_constant)
    except UnicodeDecodeError as e:
        raise ArtifactError(f"not UTF-8 text (byte {e.start})", file=path) from None
    except json.JSONDecodeError as e:
        raise ArtifactError(f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}", file=path) from None
    except (ValueError, RecursionError) as e:
        raise ArtifactError(f"not valid JSON: {e if isinstance(e, ValueError) else 'nested too deeply'}",
                            file=path) from None


def read_artifact(directory, config: HardwareConfig | None = None) -> Artifact:
    """Read and fully check an artifact directory. Raises only ArtifactError."""
    return read_artifact_image(directory, config)[0]


def read_artifact_image(directory, config: HardwareConfig | None = None) -> tuple[Artifact, ProgramImage]:
    """read_artifact, and the card ProgramImage it decoded and checked from program.bin on the way
    (so a loader need not decode the program a second time)."""
    directory = os.fspath(directory)
    mpath = os.path.join(directory, MANIFEST)
    raw = _decode_json(_read_file(directory, MANIFEST, MAX_MANIFEST_BYTES), mpath)
    program = _read_file(directory, PROGRAM_BIN, MAX_PROGRAM_BYTES)
    sbytes = _read_file(directory, PROGRAM_S, MAX_PROGRAM_BYTES)
    try:
        disasm = sbytes.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ArtifactError(f"not UTF-8 text (byte {e.start})", file=os.path.join(directory, PROGRAM_S)) from None
    art, recorded, files = parse_manifest(raw, program=program, disassembly=disasm, file=mpath, **_limits(config))
    for name, data in ((PROGRAM_BIN, program), (PROGRAM_S, sbytes)):
        if hashlib.sha256(data).hexdigest() != files[name]["sha256"] or len(data) != files[name]["size"]:
            raise ArtifactError(f"{name} does not match the size and sha256 the manifest records "
                                f"(the file was changed after writing)", file=mpath, field=f"files.{name}")
    body = {k: v for k, v in raw.items() if k != "content_hash"}
    actual = content_hash(body, program)
    if actual != recorded:
        raise ArtifactError(f"recorded {recorded}, computed {actual} (manifest or program.bin changed after "
                            "writing)", file=mpath, field="content_hash")
    image = _parse_image(program, os.path.join(directory, PROGRAM_BIN), files[PROGRAM_BIN]["sha256"])
    check_against_image(art, image, mpath)
    return art, image


# Images parsed lately, by the sha256 of their bytes: kernels of identical layers are one program under
# different names (one program.bin in many artifacts), parsed and checked once. Parsing is a function
# of the bytes alone and a ProgramImage is not changed once built, so sharing one is safe. An entry
# holds the image's bytes and a pointer per instruction (the instructions themselves are shared with
# every image: image.py's table of canonical instructions).
_PARSED: OrderedDict = OrderedDict()
_PARSED_MAX = 32
_parsed_lock = threading.Lock()


def _parse_image(program: bytes, path: str, digest: str | None = None) -> ProgramImage:
    """ProgramImage.from_bytes(program) as an ArtifactError naming `path`; `digest` (the sha256 hex
    of program, computed already) finds an image parsed from the same bytes before."""
    if digest is not None:
        with _parsed_lock:
            image = _PARSED.get(digest)
            if image is not None:
                _PARSED.move_to_end(digest)
                return image
    try:
        image = ProgramImage.from_bytes(program, file=path)
    except ArtifactError:
        raise
    except (ValueError, IndexError, KeyError, OverflowError) as e:  # the card's own checks, as a named error
        raise ArtifactError(f"not a valid program image: {e}", file=path) from None
    if digest is not None:
        with _parsed_lock:
            _PARSED[digest] = image
            while len(_PARSED) > _PARSED_MAX:
                _PARSED.popitem(last=False)
    return image


def load_image(art: Artifact) -> ProgramImage:
    """The card ProgramImage of an artifact that read_artifact already checked."""
    return ProgramImage.from_bytes(art.program)


def artifact_hash(art: Artifact) -> str:
    """The content hash: the one recorded on disk for a read artifact, else computed."""
    return art.content_hash or encode_artifact_hashed(art)[1]


def _bare_message(e: ArtifactError) -> str:
    """The message without the 'file: field ...: ' prefix ArtifactError puts in front."""
    text = str(e)
    prefix = "" if e.file is None else f"{e.file}: " + ("" if e.field is None else f"field {e.field!r}: ")
    return text[len(prefix):] if text.startswith(prefix) else text


@dataclass(frozen=True)
class Finding:
    file: str
    field: str | None
    message: str

    def __str__(self):
        return f"{self.file}: " + (f"field {self.field!r}: " if self.field else "") + self.message


def verify_artifact(directory, config: HardwareConfig | None = None, *, decode=None) -> list[Finding]:
    """All findings about an artifact; an empty list means it is valid. Never raises ArtifactError.

    Beyond read_artifact's checks: the card's own program checks (what prepare_kernel runs), and
    program.s must equal the card's disassembly of program.bin (`decode(artifact) -> str` replaces
    the disassembler, for tests)."""
    from ..card.simulator import PreparedImage

    try:
        art, image = read_artifact_image(directory, config)
    except ArtifactError as e:
        return [Finding(e.file or os.fspath(directory), e.field, _bare_message(e))]
    try:
        PreparedImage(image, config or HardwareConfig())
    except ArtifactError as e:
        return [Finding(os.path.join(os.fspath(directory), PROGRAM_BIN), e.field, _bare_message(e))]
    if decode is None:
        from ..card.asm import disassemble

        def decode(a):
            return disassemble(image)
    if decode(art) != art.disassembly:
        return [Finding(os.path.join(os.fspath(directory), PROGRAM_S), None,
                        "differs from the disassembly of program.bin (regenerate it with the card's disassembler)")]
    return []
