"""Typed-op queues: ops, streams, events, the deterministic scheduler and the timeline."""
from .ops import (  # noqa: F401
    PIPELINES, TRANSFER_KINDS, Collective, Compute, ComputeResult, HostCallback, LayoutConversion, Op, Signal, Transfer, Wait,
)
from .scheduler import FootprintTracker, Scheduler  # noqa: F401
from .stream import Event, Stream  # noqa: F401
from .timeline import Timeline  # noqa: F401
