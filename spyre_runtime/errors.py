"""The runtime's error types (DESIGN §13). Every message names what was wrong."""


class SpyreError(Exception):
    """Base class of every error the spyre runtime raises on purpose."""


class ArtifactError(SpyreError):
    """A bad artifact: names the file and the field that failed a check."""

    def __init__(self, message: str, *, file: str | None = None, field: str | None = None):
        where = ""
        if file is not None:
            where = f"{file}"
            if field is not None:
                where += f": field {field!r}"
            where += ": "
        super().__init__(where + message)
        self.file = file
        self.field = field


class DeviceFault(SpyreError):
    """A fault raised by the simulated card: out-of-bounds access, deadlock, stale program."""


class LaunchError(SpyreError):
    """Bad launch arguments: names the argument, expected vs got."""


class DeviceOutOfMemoryError(SpyreError, MemoryError):
    """Device memory or region handles exhausted. The torch layer re-raises it as
    torch.OutOfMemoryError with the same text."""


class QueueError(SpyreError):
    """An op failed on a stream (or a wait saw its producer fail); re-raised by synchronize."""


class InterruptedOpError(QueueError):
    """An op that did not finish because the host was interrupted while it ran (a KeyboardInterrupt,
    a signal handler raising), or an op that needed bytes such an op should have written (the
    message names the interrupted op). Unlike other op failures it does not fail its stream: the
    next synchronize reports it once, and the stream's other ops run."""
