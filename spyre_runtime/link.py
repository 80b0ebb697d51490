"""The card-to-card link and what a collective costs on it (torch-free; the torch binding is
spyre_inductor/distributed).

Model (numbers in HardwareConfig, labelled estimates): every card has one PCIe gen5 x16 port into
the host's switch, full duplex, `link_bytes_per_cycle` a direction; the cards taking part form a
ring over the switch. A ring step moves one chunk from each card to its successor at once: it
costs `link_hop_cycles` (descriptor, switch hop, completion flag) plus the chunk's bytes at the
slower of the link and the card's on-chip ring (the bytes leave LPDDR5 over the ring to the PCIe
endpoint). A reducing step also reads two chunks and writes one in LPDDR5 (the card adds what
arrives to its own part as it streams in: the step takes the longer of the two). The standard
ring algorithms:

  all_reduce       2 (p-1) steps of n/p bytes (reduce-scatter, then all-gather), p-1 reducing
  reduce_scatter   p-1 steps of n/p bytes (n = the input), reducing
  all_gather       p-1 steps of n/p bytes (n = the output)
  broadcast        chunks pipelined down a chain: (p-1) hops + n bytes once
  reduce           the same, reducing at every card
  all_to_all       p-1 steps, each card sending n/p bytes to one peer per step (n = its input)
  scatter, gather  the root's port carries p-1 pieces of n bytes (n = one rank's piece), one hop each
  send / recv      one hop + n bytes
  barrier          2 (p-1) hops of nothing

With one card a collective moves nothing and costs nothing.
"""

from __future__ import annotations

import math

from .config import HardwareConfig

COLLECTIVE_KINDS = ("all_reduce", "reduce_scatter", "all_gather", "broadcast", "reduce", "all_to_all",
                    "scatter", "gather", "send", "recv", "barrier")
_REDUCING = {"all_reduce", "reduce_scatter", "reduce"}


def _bytes_cycles(config: HardwareConfig, nbytes: float) -> int:
    return math.ceil(nbytes / min(config.link_bytes_per_cycle, config.ring_bytes_per_cycle))


def _reduce_cycles(config: HardwareConfig, nbytes: float) -> int:
    # read the arrived chunk and the card's own, write the sum (LPDDR5 bound)
    return math.ceil(3 * nbytes / config.lpddr5_bytes_per_cycle)


def collective_cycles(config: HardwareConfig, kind: str, nbytes: int, world_size: int) -> int:
    """Simulated cycles of one collective on the link model above, from the moment every card
    taking part is ready; `nbytes` as the module docstring says for each kind."""
    if kind not in COLLECTIVE_KINDS:
        raise ValueError(f"collective_cycles: unknown collective kind {kind!r} (known: {', '.join(COLLECTIVE_KINDS)})")
    if isinstance(world_size, bool) or not isinstance(world_size, int) or world_size < 1:
        raise ValueError(f"collective_cycles: world_size must be an int >= 1, got {world_size!r}")
    if isinstance(nbytes, bool) or not isinstance(nbytes, int) or nbytes < 0:
        raise ValueError(f"collective_cycles: nbytes must be an int >= 0, got {nbytes!r}")
    p = world_size
    if p == 1:
        return 0
    hop = config.link_hop_cycles
    if kind in ("send", "recv"):
        return hop + _bytes_cycles(config, nbytes)
    if kind == "barrier":
        return 2 * (p - 1) * hop
    if kind in ("scatter", "gather"):
        return (p - 1) * (hop + _bytes_cycles(config, nbytes))
    if kind in ("broadcast", "reduce"):
        moving = _bytes_cycles(config, nbytes)
        return (p - 1) * hop + (max(moving, _reduce_cycles(config, nbytes)) if kind == "reduce" else moving)
    chunk = nbytes / p
    moving = _bytes_cycles(config, chunk)
    reducing = max(moving, _reduce_cycles(config, chunk)) if kind in _REDUCING else moving
    if kind == "all_reduce":  # reduce-scatter steps, then all-gather steps
        return (p - 1) * (hop + reducing) + (p - 1) * (hop + moving)
    return (p - 1) * (hop + reducing)


def bus_bytes_factor(kind: str, world_size: int) -> float:
    """Bytes each card's link carries a direction per byte of `nbytes` (NCCL's "bus bandwidth"
    factor): all_reduce 2 (p-1)/p, reduce_scatter / all_gather / all_to_all (p-1)/p, else 1."""
    p = world_size
    if kind == "all_reduce":
        return 2 * (p - 1) / p
    if kind in ("reduce_scatter", "all_gather", "all_to_all"):
        return (p - 1) / p
    return 1.0
