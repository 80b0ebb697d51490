"""Artifacts (DESIGN §7): one directory per compiled kernel — manifest.json, program.bin, program.s.

The compiler builds an `Artifact` and calls `write_artifact(dir, artifact)`; prepare_kernel and
the spyre-compile CLI call `read_artifact(dir)` (raises ArtifactError) or `verify_artifact(dir)`
(returns findings). Loading is data only: JSON and bytes, never code.
"""

from .io import (Finding, artifact_hash, content_hash, encode_artifact, load_image, read_artifact, verify_artifact,
                 write_artifact)
from .manifest import (DTYPES, MANIFEST, PROGRAM_BIN, PROGRAM_S, ROLES, SCHEMA_VERSION, SCRATCH_SLOT, SLOT_BYTES,
                       ArgumentSpec, artifact_from_image, check_against_image,
                       Artifact, CorePlan, CorrectionSlot, CostEstimate, DeviceLayout, Relocation, SymbolicDim,
                       UnitProgram, parse_manifest)

__all__ = [
    "Artifact", "ArgumentSpec", "DeviceLayout", "SymbolicDim", "CorrectionSlot", "UnitProgram", "CorePlan",
    "Relocation", "CostEstimate", "write_artifact", "read_artifact", "verify_artifact", "encode_artifact",
    "artifact_hash", "content_hash", "parse_manifest", "Finding", "SCHEMA_VERSION", "MANIFEST", "PROGRAM_BIN",
    "PROGRAM_S", "SLOT_BYTES", "DTYPES", "ROLES", "SCRATCH_SLOT", "artifact_from_image", "check_against_image",
    "load_image",
]
