"""Prepare once, launch by patching (DESIGN §9): prepare_kernel -> JobPlan; launch_jobplan per call."""

from .plan import LAUNCH_MODES, DeviceTensorArg, JobPlan, LaunchFaults, Step, launch_jobplan, prepare_kernel

__all__ = ["prepare_kernel", "launch_jobplan", "JobPlan", "DeviceTensorArg", "LaunchFaults", "Step", "LAUNCH_MODES"]
