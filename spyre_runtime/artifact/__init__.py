"""Artifacts (DESIGN §7): one directory per compiled kernel — manifest.json, program.bin, program.s.

The compiler builds an `Artifact` (usually with `artifact_from_image(image, builder.slot_names, ...)`)
and calls `write_artifact(dir, artifact)` (`renamed_artifact` gives the same programs under other
kernel and argument names); prepare_kernel and the spyre-compile CLI call
`read_artifact(dir)` (raises ArtifactError naming file and field) or `verify_artifact(dir)` (returns
a list of Findings). Loading is data only: JSON and bytes, never code.

manifest.json (schema_version 1; pretty-printed, sorted keys; no paths, addresses or times):
  schema_version, producer {name, version}
  content_hash   "sha256:<hex>" over the compact sorted-key manifest without this field, then program.bin
  files          {program.bin, program.s}: {sha256, size} of each file
  kernel         name; arguments [{name, role input|output|inout, size, stride, storage_offset, dtype,
                 layout {host_size, device_size, stride_map, dim_map, device_dtype}}] (the layout is
                 SpyreTensorLayout.to_dict()); symbolic_dims [{name, min, max, granularity}]
                 (an argument's "symbolic" entries: which of its sizes/strides/layout grow with a symbol)
  program        {instruction_bytes}
  cores          [{core, work [[start, stop], ...], programs {unit: {offset, size}}}]  (bytes in program.bin)
  relocations    [{core, unit, index (instruction), field ("imm" of an li), slot, addend}]
  correction_block {offset, size, slot_bytes 8, slots [{kind argument|symbol|scratch, name}]}
  memory_plan    {scratchpad_bytes_per_core (aligned with cores), device_scratch_bytes}
  cost           {cycles_per_unit {unit: cycles}, bytes_moved, flops}
program.bin is the card's ProgramImage (spyre_runtime/card/image.py); the manifest's program index,
relocations and correction block must be exactly the image's. program.s is its canonical disassembly.
"""

from .io import (Finding, artifact_hash, content_hash, encode_artifact, encode_artifact_hashed, load_image,
                 read_artifact, read_artifact_image, verify_artifact, write_artifact, write_encoded)
from .manifest import (DTYPES, MANIFEST, PROGRAM_BIN, PROGRAM_S, ROLES, SCHEMA_VERSION, SCRATCH_SLOT, SLOT_BYTES,
                       ArgumentSpec, Artifact, CorePlan, CorrectionSlot, CostEstimate, DeviceLayout, Relocation,
                       SymbolicDim, SymbolicField, UnitProgram, artifact_from_image, check_against_image,
                       parse_manifest, renamed_artifact, share_slot_name, first_tail_slot_name, share_value)

__all__ = [
    "Artifact", "ArgumentSpec", "DeviceLayout", "SymbolicDim", "SymbolicField", "share_slot_name", "first_tail_slot_name", "share_value", "CorrectionSlot", "UnitProgram", "CorePlan",
    "Relocation", "CostEstimate", "write_artifact", "read_artifact", "verify_artifact", "encode_artifact",
    "artifact_hash", "content_hash", "parse_manifest", "Finding", "SCHEMA_VERSION", "MANIFEST", "PROGRAM_BIN",
    "PROGRAM_S", "SLOT_BYTES", "DTYPES", "ROLES", "SCRATCH_SLOT", "artifact_from_image", "check_against_image",
    "load_image", "encode_artifact_hashed", "write_encoded", "read_artifact_image", "renamed_artifact",
]
