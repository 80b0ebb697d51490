"""Artifact format: deterministic writer, golden round trip, and one named error per kind of bad field."""

import dataclasses
import hashlib
import json
import os

import pytest

from spyre_runtime import ArtifactError
from spyre_runtime.artifact import (Relocation, UnitProgram, artifact_hash, content_hash, read_artifact,
                                    verify_artifact, write_artifact)


def _files(d):
    return {n: (d / n).read_bytes() for n in ("manifest.json", "program.bin", "program.s")}


def test_round_trip_is_byte_identical(tmp_path, artifact):
    h1 = write_artifact(tmp_path / "a", artifact)
    back = read_artifact(tmp_path / "a")
    assert back == artifact
    assert back.content_hash == h1 == artifact_hash(artifact)
    h2 = write_artifact(tmp_path / "b", back)
    assert h2 == h1
    assert _files(tmp_path / "a") == _files(tmp_path / "b")
    assert sorted(os.listdir(tmp_path / "a")) == ["manifest.json", "program.bin", "program.s"]


def test_same_input_same_bytes_and_content_sensitive_hash(tmp_path, make):
    write_artifact(tmp_path / "a", make(seed=3))
    write_artifact(tmp_path / "b", make(seed=3))
    write_artifact(tmp_path / "c", make(seed=4))
    assert _files(tmp_path / "a") == _files(tmp_path / "b")
    ha = json.loads(_files(tmp_path / "a")["manifest.json"])["content_hash"]
    hc = json.loads(_files(tmp_path / "c")["manifest.json"])["content_hash"]
    assert ha != hc


def test_manifest_is_sorted_pretty_stable_and_hash_is_independent(artifact_dir, artifact):
    text = (artifact_dir / "manifest.json").read_text()
    obj = json.loads(text)
    assert list(obj) == sorted(obj)
    assert text.endswith("\n") and "\n  " in text
    # no absolute paths or addresses leak into the manifest
    assert str(artifact_dir) not in text and "/tmp" not in text and "0x" not in text
    # the hash is recomputable from its definition: sha256 over canonical manifest-minus-hash + program.bin
    body = {k: v for k, v in obj.items() if k != "content_hash"}
    canon = json.dumps(body, sort_keys=True, separators=(",", ":")).encode()
    h = hashlib.sha256(b"spyre-artifact\n" + len(canon).to_bytes(8, "little") + canon + artifact.program)
    assert obj["content_hash"] == "sha256:" + h.hexdigest() == content_hash(body, artifact.program)
    assert obj["files"]["program.s"]["sha256"] == hashlib.sha256(artifact.disassembly.encode()).hexdigest()
    # the layout block is exactly SpyreTensorLayout.to_dict()'s keys
    assert sorted(obj["kernel"]["arguments"][0]["layout"]) == sorted(
        ["host_size", "device_size", "stride_map", "dim_map", "device_dtype"])


def test_verify_reports_no_findings_on_a_good_artifact_and_one_on_a_bad_one(artifact_dir):
    assert verify_artifact(artifact_dir) == []
    (artifact_dir / "program.bin").write_bytes(b"\0" + (artifact_dir / "program.bin").read_bytes()[1:])
    findings = verify_artifact(artifact_dir)
    assert len(findings) == 1 and findings[0].field in ("files.program.bin", "content_hash")
    assert "manifest.json" in str(findings[0])


def test_verify_compares_program_s_with_a_disassembler(artifact_dir, artifact):
    assert verify_artifact(artifact_dir, decode=lambda a: a.disassembly) == []
    found = verify_artifact(artifact_dir, decode=lambda a: "something else\n")
    assert len(found) == 1 and found[0].file.endswith("program.s") and "differs" in found[0].message


# ---- the writer refuses what the reader would refuse, naming the field ----

@pytest.mark.parametrize("change, field", [
    (lambda a: dataclasses.replace(a, relocations=(Relocation(0, "load", 99, "imm", 0, 0),)), "relocations[0].index"),
    # consistent as a manifest, but not what program.bin holds
    (lambda a: dataclasses.replace(a, relocations=a.relocations[1:]), "relocations"),
    (lambda a: dataclasses.replace(a, relocations=(dataclasses.replace(a.relocations[0], addend=8),)
                                   + a.relocations[1:]), "relocations"),
    (lambda a: dataclasses.replace(a, relocations=(dataclasses.replace(a.relocations[0], field="dst"),)
                                   + a.relocations[1:]), "relocations[0].field"),
    (lambda a: dataclasses.replace(a, cores=(dataclasses.replace(
        a.cores[0], programs=(("load", UnitProgram(a.cores[0].programs[0][1].offset + 16,
                                                   a.cores[0].programs[0][1].size)),) + a.cores[0].programs[1:]),)
        + a.cores[1:]),
     "cores[core=0].programs.load"),
    (lambda a: dataclasses.replace(a, relocations=(Relocation(7, "load", 0, "imm", 0, 0),)), "relocations[0].core"),
    (lambda a: dataclasses.replace(a, relocations=(Relocation(0, "load", 0, "imm", 9, 0),)), "relocations[0].slot"),
    (lambda a: dataclasses.replace(a, correction_offset=a.correction_offset - 16), "correction_block"),
    (lambda a: dataclasses.replace(a, correction_size=a.correction_size + 8), "correction_block.size"),
    (lambda a: dataclasses.replace(a, slots=a.slots[1:]), "correction_block.slots"),
    (lambda a: dataclasses.replace(a, kernel_name="has space"), "kernel.name"),
    (lambda a: dataclasses.replace(a, arguments=(a.arguments[0], a.arguments[0])), "kernel.arguments[1]"),
    (lambda a: dataclasses.replace(a, arguments=(dataclasses.replace(a.arguments[0], role="sideways"),)
                                   + a.arguments[1:]), "kernel.arguments[0].role"),
    (lambda a: dataclasses.replace(a, arguments=(dataclasses.replace(a.arguments[0], stride=(1,)),)
                                   + a.arguments[1:]), "kernel.arguments[0].stride"),
    (lambda a: dataclasses.replace(a, arguments=(dataclasses.replace(
        a.arguments[0], layout=dataclasses.replace(a.arguments[0].layout, device_size=(2, 128, 32))),)
        + a.arguments[1:]), "kernel.arguments[0].layout.device_size"),
    (lambda a: dataclasses.replace(a, cores=(dataclasses.replace(
        a.cores[0], programs=(("load", UnitProgram(8, 16)),)),) + a.cores[1:]), "cores[0].programs.load.offset"),
    (lambda a: dataclasses.replace(a, cores=(dataclasses.replace(
        a.cores[0], programs=(("load", UnitProgram(0, 1 << 20)),)),) + a.cores[1:]), "cores[0].programs.load.size"),
    (lambda a: dataclasses.replace(a, cores=(dataclasses.replace(a.cores[0], scratchpad_bytes=3 << 20),)
                                   + a.cores[1:]), "memory_plan.scratchpad_bytes_per_core[0]"),
    (lambda a: dataclasses.replace(a, cores=(dataclasses.replace(a.cores[0], work=((5, 4),)),) + a.cores[1:]),
     "cores[0].work[0][1]"),
])
def test_writer_rejects_bad_fields_naming_them(tmp_path, artifact, change, field):
    with pytest.raises(ArtifactError) as e:
        write_artifact(tmp_path / "bad", change(artifact))
    assert e.value.field is not None and e.value.field.startswith(field), (e.value.field, str(e.value))
    assert "manifest.json (being written)" in str(e.value)
    assert not (tmp_path / "bad" / "manifest.json").exists()


# ---- the reader: explicit cases with their expected file/field ----

def _rewrite(d, mutate, rehash=True):
    """Apply mutate(manifest_obj) and write it back, recomputing the hash (so the field checks, not
    the hash, must catch the problem)."""
    obj = json.loads((d / "manifest.json").read_text())
    mutate(obj)
    if rehash:
        obj["content_hash"] = content_hash({k: v for k, v in obj.items() if k != "content_hash"},
                                           (d / "program.bin").read_bytes())
    (d / "manifest.json").write_text(json.dumps(obj))


@pytest.mark.parametrize("mutate, field", [
    (lambda o: o.update(schema_version=2), "schema_version"),
    (lambda o: o.pop("cost"), "cost"),
    (lambda o: o.update(extra=1), "extra"),
    (lambda o: o["kernel"]["arguments"][0].update(size=[128, "128"]), "kernel.arguments[0].size[1]"),
    (lambda o: o["kernel"]["arguments"][0].update(size=[128, True]), "kernel.arguments[0].size[1]"),
    (lambda o: o["kernel"]["arguments"][0].update(dtype="complex64"), "kernel.arguments[0].dtype"),
    (lambda o: o["relocations"][0].update(addend=2**63), "relocations[0].addend"),
    (lambda o: o["relocations"][0].update(unit="matrix"), "relocations[0].unit"),
    (lambda o: o["cores"][0]["programs"].update(sfu={"offset": 0, "size": 16}), "cores[0].programs"),
    (lambda o: o["cores"][1].update(core=0), "cores[1]"),
    (lambda o: o["files"]["program.bin"].update(size=1), "files.program.bin.size"),
    (lambda o: o["program"].update(instruction_bytes=8), "program.instruction_bytes"),
    (lambda o: o["correction_block"].update(slot_bytes=4), "correction_block.slot_bytes"),
    (lambda o: o["kernel"]["symbolic_dims"][0].update(min=10, max=5), "kernel.symbolic_dims[0].max"),
    (lambda o: o["cost"]["cycles_per_unit"].update(load=-1), "cost.cycles_per_unit.load"),
    (lambda o: o["memory_plan"].update(device_scratch_bytes=1.5), "memory_plan.device_scratch_bytes"),
])
def test_reader_names_the_bad_field(artifact_dir, mutate, field):
    _rewrite(artifact_dir, mutate)
    with pytest.raises(ArtifactError) as e:
        read_artifact(artifact_dir)
    assert e.value.field is not None and e.value.field.startswith(field), (e.value.field, str(e.value))
    assert e.value.file == str(artifact_dir / "manifest.json")
    assert field.split(".")[0] in str(e.value)


def test_hash_mismatch_is_named(artifact_dir):
    _rewrite(artifact_dir, lambda o: o["kernel"].update(name="renamed"), rehash=False)
    with pytest.raises(ArtifactError, match="content_hash.*recorded sha256:"):
        read_artifact(artifact_dir)
    _rewrite(artifact_dir, lambda o: o.update(content_hash="md5:abc"), rehash=False)
    with pytest.raises(ArtifactError, match="content_hash.*expected 'sha256:'"):
        read_artifact(artifact_dir)


def test_changed_program_s_is_caught_by_its_recorded_digest(artifact_dir):
    (artifact_dir / "program.s").write_text("; edited\n")
    with pytest.raises(ArtifactError, match="files.program.s"):
        read_artifact(artifact_dir)


@pytest.mark.parametrize("name", ["manifest.json", "program.bin", "program.s"])
def test_missing_file_names_it(artifact_dir, name):
    (artifact_dir / name).unlink()
    with pytest.raises(ArtifactError, match="missing") as e:
        read_artifact(artifact_dir)
    assert e.value.file == str(artifact_dir / name)


def test_missing_directory_and_directory_in_place_of_a_file(tmp_path, artifact_dir):
    with pytest.raises(ArtifactError, match="missing"):
        read_artifact(tmp_path / "nowhere")
    (artifact_dir / "program.s").unlink()
    (artifact_dir / "program.s").mkdir()
    with pytest.raises(ArtifactError, match="program.s: cannot read"):
        read_artifact(artifact_dir)


@pytest.mark.parametrize("text, match", [
    (b"\xff\xfe{}", "not UTF-8"),
    (b"{\"a\": 1, \"a\": 2}", "duplicate key"),
    (b"{\"a\": NaN}", "NaN is not a JSON number"),
    (b"[" * 100000 + b"]" * 100000, "nested too deeply"),
    (b"", "not valid JSON"),
    (b"[1, 2]", "expected an object, got a list"),
])
def test_manifest_that_is_not_a_json_object(artifact_dir, text, match):
    (artifact_dir / "manifest.json").write_bytes(text)
    with pytest.raises(ArtifactError, match=match):
        read_artifact(artifact_dir)


def test_loading_runs_nothing_from_the_artifact(artifact_dir, tmp_path):
    """Strings that look like code or imports are just data (and rejected where they are not names)."""
    marker = tmp_path / "ran"
    payload = f"__import__('os').system('touch {marker}')"
    _rewrite(artifact_dir, lambda o: o["kernel"].update(name=payload))
    with pytest.raises(ArtifactError, match="kernel.name"):
        read_artifact(artifact_dir)
    assert not marker.exists()


def test_program_s_is_the_card_disassembly_and_verify_checks_it(artifact_dir, artifact):
    from spyre_runtime.card.asm import assemble, disassemble
    text = (artifact_dir / "program.s").read_text()
    assert text == disassemble(artifact.program) and text.startswith("; spyre program image")
    assert assemble(text).to_bytes() == (artifact_dir / "program.bin").read_bytes()
    # a program.s edited consistently (digest and hash updated) passes the reader but not verify
    edited = text.replace("vmul.f16", "vadd.f16", 1).encode()
    assert edited != text.encode()
    (artifact_dir / "program.s").write_bytes(edited)
    _rewrite(artifact_dir, lambda o: o["files"]["program.s"].update(
        sha256=hashlib.sha256(edited).hexdigest(), size=len(edited)))
    read_artifact(artifact_dir)
    found = verify_artifact(artifact_dir)
    assert [f.file for f in found] == [str(artifact_dir / "program.s")], found


def test_program_bin_that_is_not_a_program_image_is_named(artifact_dir):
    program = bytearray((artifact_dir / "program.bin").read_bytes())
    program[0:8] = b"NOTANIMG"
    (artifact_dir / "program.bin").write_bytes(bytes(program))
    _rewrite(artifact_dir, lambda o: o["files"]["program.bin"].update(sha256=hashlib.sha256(program).hexdigest()))
    with pytest.raises(ArtifactError, match="magic") as e:
        read_artifact(artifact_dir)
    assert e.value.file == str(artifact_dir / "program.bin")


def test_verify_runs_the_card_program_checks(tmp_path):
    from spyre_runtime.artifact import artifact_from_image
    from spyre_runtime.card.image import ProgramImage
    from spyre_runtime.card.isa import make

    image = ProgramImage({(0, "load"): [make("loop", count=2), make("nop")]}, 0)
    write_artifact(tmp_path / "k", artifact_from_image(image, [], kernel_name="unclosed", arguments=()))
    read_artifact(tmp_path / "k")  # well-formed data ...
    (finding,) = verify_artifact(tmp_path / "k")  # ... that the card refuses to run
    assert finding.file == str(tmp_path / "k" / "program.bin") and "not closed" in finding.message
