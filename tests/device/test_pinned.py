"""Pinned host memory and non_blocking copies: a pinned source is read in place by the transfer
(no staging copy), non_blocking copies are ordered on their stream, blocking ones are done when
they return (CUDA's contract)."""

import torch

from spyre_inductor.device import copy as spyre_copy


def counts():
    return dict(spyre_copy.host_copy_counts)


def test_pin_memory_allocates_pinned_host_tensors():
    p = torch.arange(10.0).pin_memory()
    assert p.is_pinned() and p.device.type == "cpu" and torch.equal(p, torch.arange(10.0))
    e = torch.empty(3, 4, pin_memory=True)
    assert e.is_pinned() and not torch.empty(3).is_pinned()
    assert p[2:].is_pinned()  # a view inside a pinned block


def test_pinned_non_blocking_copy_reads_the_source_in_place_on_the_stream():
    src = torch.arange(64, dtype=torch.float32).reshape(8, 8).pin_memory()
    dst = torch.empty(8, 8, device="spyre")
    before = counts()
    dst.copy_(src, non_blocking=True)
    assert counts() == {**before, "pinned_in_place": before["pinned_in_place"] + 1}  # no staging copy
    # The transfer has not run yet: it reads the pinned memory when the stream runs it, so a change
    # made before then is what lands (the caller must wait, as with CUDA).
    src.add_(100)
    torch.spyre.synchronize()
    assert torch.equal(dst.cpu(), torch.arange(64, dtype=torch.float32).reshape(8, 8) + 100)


def test_blocking_and_pageable_copies_are_safe_to_reuse_at_once():
    pinned = torch.arange(5.0).pin_memory()
    on_card = pinned.to("spyre")  # blocking: done when it returns
    pinned.zero_()
    assert torch.equal(on_card.cpu(), torch.arange(5.0))
    pageable = torch.arange(6.0)
    before = counts()
    staged = pageable.to("spyre", non_blocking=True)  # pageable: staged at the call
    assert counts()["staged"] == before["staged"] + 1
    pageable.zero_()
    assert torch.equal(staged.cpu(), torch.arange(6.0))


def test_non_blocking_round_trip_is_ordered_on_the_stream():
    x = torch.linspace(-1, 1, 4 * 32).reshape(4, 32)
    src = x.clone().pin_memory()
    on_card = src.to("spyre", non_blocking=True)
    doubled = on_card * 2  # queued behind the transfer on the same stream
    back = doubled.to("cpu", non_blocking=True)
    assert back.is_pinned()  # PyTorch pins a non_blocking device-to-host result
    done = torch.Event(device="spyre")
    done.record()
    done.synchronize()
    assert torch.equal(back, x * 2)
    out = torch.empty(4, 32).pin_memory()
    out.copy_(doubled, non_blocking=True)
    torch.spyre.synchronize()
    assert torch.equal(out, x * 2)


def test_non_blocking_copy_on_a_side_stream():
    side = torch.Stream(device="spyre")
    src = torch.full((2, 32), 3.0).pin_memory()
    with torch.spyre.stream(side):
        dst = src.to("spyre", non_blocking=True)
        ready = torch.Event(device="spyre")
        ready.record(side)
    torch.spyre.current_stream().wait_event(ready)  # the default stream waits for the copy
    result = (dst + 1).cpu()
    assert torch.equal(result, torch.full((2, 32), 4.0))
