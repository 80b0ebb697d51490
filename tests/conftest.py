"""Helpers more than one test layer uses. Test modules cannot import each other or a conftest under
--import-mode=importlib, so they come as fixtures."""

import pytest


def allocator_bytes(n: int) -> int:
    """Device bytes the allocator hands out for a request of n: whole 128-byte blocks, at least one
    (the device memory contract)."""
    return max(128, -(-n // 128) * 128)


def plan_bytes(plan) -> int:
    """Device bytes a JobPlan holds, from its artifact alone: each program copy, plus the scratch."""
    art = plan.artifact
    scratch = allocator_bytes(art.device_scratch_bytes) if art.device_scratch_bytes else 0
    return len(plan.programs) * allocator_bytes(art.program_bytes) + scratch


class DeviceBytes:
    allocation = staticmethod(allocator_bytes)
    of_plan = staticmethod(plan_bytes)


@pytest.fixture(scope="session")
def device_bytes():
    """`device_bytes.of_plan(plan)`: what a prepared plan holds; `device_bytes.allocation(n)`."""
    return DeviceBytes
