"""1,000 randomly corrupted copies of valid artifacts: every one raises ArtifactError, nothing else.

Corruptions: raw manifest bytes (flip, insert, delete, truncate), JSON values changed without
re-hashing (the hash must catch them), JSON values made invalid *with* a recomputed hash (the field
checks must catch them), program.bin and program.s bytes, program.bin truncated with a consistent
hash (the bounds checks must catch it), and missing / empty / wrong-kind files. A mutation that
leaves the parsed manifest unchanged (whitespace for whitespace) is not corruption and is redrawn.
"""

import collections
import hashlib
import json
import random

import pytest

from spyre_runtime import ArtifactError
from spyre_runtime.artifact import content_hash, encode_artifact, read_artifact

N_CASES = 1000
FILES = ("manifest.json", "program.bin", "program.s")
WRONG_VALUES = (None, True, False, 1.5, "text", [], {}, 7, -(2**64), 2**64, [1, "x"], {"k": 1})


def _nodes(obj, path=()):
    """(path, value) for every node below the root."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield path + (k,), v
            yield from _nodes(v, path + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield path + (i,), v
            yield from _nodes(v, path + (i,))


def _set(obj, path, value):
    for p in path[:-1]:
        obj = obj[p]
    obj[path[-1]] = value


def _get(obj, path):
    for p in path:
        obj = obj[p]
    return obj


def _same_type(a, b):
    return type(a) is type(b)


def _rehash(obj, program):
    obj["content_hash"] = content_hash({k: v for k, v in obj.items() if k != "content_hash"}, program)


def _invalid_value_with_hash(rng, obj, program):
    """Make one field invalid (wrong type, out of range, missing, unknown) and re-hash."""
    paths = [p for p, _ in _nodes(obj) if p[0] != "content_hash"]
    path = rng.choice(paths)
    value = _get(obj, path)
    op = rng.choice(["type", "type", "range", "drop", "extra"])
    free_keys = len(path) >= 2 and path[-2] in ("programs", "cycles_per_unit")  # dicts keyed by unit name
    if op == "range" and type(value) is int:
        _set(obj, path, rng.choice([2**64, -(2**64), 2**63]))
        return f"range {path}"
    if op == "drop" and isinstance(path[-1], str) and not free_keys:
        del _get(obj, path[:-1])[path[-1]]
        return f"drop {path}"
    if op == "extra" and isinstance(value, dict):
        value["zz_unknown"] = 0
        return f"extra key in {path}"
    candidates = [w for w in WRONG_VALUES if not _same_type(w, value)]
    if isinstance(value, str) or (type(value) is int and not free_keys):
        candidates = [w for w in candidates if not isinstance(w, str) and type(w) is not int]
    if type(value) is int:  # another int may be valid: only ints out of every field's range
        candidates += [2**64, -(2**64)]
    _set(obj, path, rng.choice(candidates))
    return f"type {path}"


def _mutate(rng, files):
    """Return (description, new files dict; a value of None deletes the file, "dir" makes a directory)."""
    files = dict(files)
    manifest = json.loads(files["manifest.json"])
    kind = rng.choice(["manifest_bytes", "manifest_bytes", "value_nohash", "value_hashed", "value_hashed",
                       "value_hashed", "program_bytes", "program_truncated_hashed", "program_s", "files"])
    if kind == "manifest_bytes":
        data = bytearray(files["manifest.json"])
        while True:
            m = bytearray(data)
            how = rng.choice(["flip", "insert", "delete", "truncate"])
            i = rng.randrange(len(m))
            if how == "flip":
                m[i] = (m[i] + rng.randrange(1, 256)) % 256
            elif how == "insert":
                m[i:i] = bytes([rng.randrange(256)])
            elif how == "delete":
                del m[i:i + rng.randint(1, 40)]
            else:
                del m[i:]
            try:
                if json.loads(bytes(m)) == manifest:
                    continue  # same document (e.g. whitespace changed): not a corruption
            except (ValueError, RecursionError):
                pass
            files["manifest.json"] = bytes(m)
            return f"manifest {how} at {i}", files
    if kind == "value_nohash":
        path = rng.choice([p for p, v in _nodes(manifest) if isinstance(v, (int, str)) and p[0] != "content_hash"])
        v = _get(manifest, path)
        _set(manifest, path, (v + rng.choice([-1, 1, 16])) if type(v) is int else v + "x")
        files["manifest.json"] = json.dumps(manifest, indent=2).encode()
        return f"value changed, hash kept {path}", files
    if kind == "value_hashed":
        what = _invalid_value_with_hash(rng, manifest, files["program.bin"])
        _rehash(manifest, files["program.bin"])
        files["manifest.json"] = json.dumps(manifest, indent=2).encode()
        return f"invalid value, hash recomputed: {what}", files
    if kind == "program_bytes":
        p = bytearray(files["program.bin"])
        i = rng.randrange(len(p))
        how = rng.choice(["flip", "truncate", "append"])
        if how == "flip":
            p[i] ^= rng.randrange(1, 256)
        elif how == "truncate":
            del p[i:]
        else:
            p += bytes(rng.randrange(1, 64))
        files["program.bin"] = bytes(p)
        return f"program.bin {how} at {i}", files
    if kind == "program_truncated_hashed":
        # a consistent artifact whose program.bin is shorter than its offsets say
        cut = rng.randint(1, len(files["program.bin"]))
        program = files["program.bin"][:-cut]
        manifest["files"]["program.bin"] = {"sha256": hashlib.sha256(program).hexdigest(), "size": len(program)}
        _rehash(manifest, program)
        files["program.bin"] = program
        files["manifest.json"] = json.dumps(manifest, indent=2).encode()
        return f"program.bin shortened by {cut} with digest and hash recomputed", files
    if kind == "program_s":
        s = bytearray(files["program.s"])
        i = rng.randrange(len(s))
        s[i] = rng.choice([0xFF, 0xC3, (s[i] + 1) % 256])
        files["program.s"] = bytes(s)
        return f"program.s byte {i}", files
    name = rng.choice(FILES)
    files[name] = rng.choice([None, b"", "dir"])
    return f"{name} -> {files[name]!r}", files


def _write(d, files):
    for name, data in files.items():
        path = d / name
        if path.is_dir():
            path.rmdir()
        elif path.exists():
            path.unlink()
        if data == "dir":
            path.mkdir()
        elif data is not None:
            path.write_bytes(data)


def test_thousand_corrupted_artifacts_each_raise_artifact_error(tmp_path, make):
    rng = random.Random(20261129)
    originals = [encode_artifact(make(seed=s, ncores=1 + s % 3, name=f"k{s}")) for s in range(4)]
    d = tmp_path / "a"
    d.mkdir()
    kinds = collections.Counter()
    for case in range(N_CASES):
        what, files = _mutate(rng, rng.choice(originals))
        kinds[what.split(" ")[0]] += 1
        _write(d, files)
        try:
            read_artifact(d)
        except ArtifactError as e:
            assert e.file is not None and e.file.startswith(str(d)), (case, what, str(e))
        else:
            pytest.fail(f"case {case}: corrupted artifact was accepted: {what}")
    # every family of corruption was exercised
    assert set(kinds) >= {"manifest", "value", "invalid", "program.bin", "program.s", "manifest.json"}, kinds
