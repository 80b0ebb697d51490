import numpy as np
import pytest


def _reference_device_array(host: np.ndarray, per_stick: int) -> np.ndarray:
    """The default stick rule written the obvious way, independent of layout.py: pad the inner dim
    with zeros to whole sticks, split it into (sticks, stick), then order dims as
    (host dims 1..n-2, sticks, host dim 0, stick)."""
    if host.ndim == 0:
        dev = np.zeros((1, per_stick), dtype=host.dtype)
        dev[0, 0] = host
        return dev
    n = host.shape[-1]
    tiles = -(-n // per_stick)
    padded = np.zeros(host.shape[:-1] + (tiles * per_stick,), dtype=host.dtype)
    padded[..., :n] = host
    split = padded.reshape(host.shape[:-1] + (tiles, per_stick))
    nd = host.ndim
    return split if nd == 1 else split.transpose(*range(1, nd - 1), nd - 1, 0, nd)


@pytest.fixture(scope="session")
def reference_device_array():
    return _reference_device_array
