"""Fills, scalars and printing for spyre tensors.

`empty`/`empty_strided` are the C++ shim's (they size the allocation from the storage layout,
see copy.storage_layout_for); `zeros`, `ones`, `full`, `*_like` are PyTorch composites over
empty + the kernels here:

- fill_ (Scalar and Tensor) and zero_: transfers from one host element with source strides 0
  over the tensor's device positions (padding untouched, so it stays zero); views the layout
  cannot express directly are filled through their storage's host image;
- _local_scalar_dense (what `item()` calls): a read of that one element;
- record_stream: nothing to do (the runtime orders block reuse behind pending work);
- printing: Tensor.__repr__ formats a host copy's contents (one read), so printing needs no
  device ops and never goes through the CPU fallback.
"""

from __future__ import annotations

import torch

from . import copy as spyre_copy


def fill_(self: torch.Tensor, value) -> torch.Tensor:
    if isinstance(value, torch.Tensor):
        if value.dim() != 0:
            raise RuntimeError(f"fill_ only supports 0-dimension value tensor but got tensor with {value.dim()} dimensions")
        value = value.item()
    # CPU fill_ on one element: the same conversion (and overflow errors) as on the CPU
    element = torch.empty((), dtype=self.dtype).fill_(value)
    if self.numel() == 0:
        return self
    stream, address, layout = spyre_copy.locate(self)
    nests = spyre_copy.view_nests(self, layout, writing=True)
    if nests is not None:
        spyre_copy.fill_device(stream, address, layout, element.reshape(1).view(torch.uint8).numpy().tobytes(), nests)
        return self
    spyre_copy.update_through_image(self, lambda view: view.fill_(element))
    return self


def empty_with_layout(size, stride, dtype: torch.dtype, layout, device="spyre") -> torch.Tensor:
    """A new spyre tensor whose storage uses `layout` (a SpyreTensorLayout holding exactly the
    tensor's storage span) instead of the default rule: how the wrapper of a compiled kernel
    allocates the buffers whose layouts the artifact fixed."""
    with spyre_copy.allocating_with_layout(layout):
        return torch.empty_strided(size, stride, dtype=dtype, device=device)


def zero_(self: torch.Tensor) -> torch.Tensor:
    return fill_(self, 0)


def _local_scalar_dense(self: torch.Tensor):
    if self.numel() != 1:
        raise RuntimeError(f"a Tensor with {self.numel()} elements cannot be converted to Scalar")
    return spyre_copy.to_host(self).item()


def record_stream(self: torch.Tensor, stream) -> None:
    # Nothing to record: a freed block is reused only behind the pending work on its bytes (the
    # runtime's derived edges order it), whichever stream that work is on.
    return None


def equal(self, other):
    """torch.equal on spyre tensors: the same sizes and every element equal (NaN is not), from the
    card's own eq and all kernels; only the one bool comes back to the host (cov / corrcoef ask)."""
    if tuple(self.shape) != tuple(other.shape):
        return False
    if self.numel() == 0:
        return True
    return bool(torch.eq(self, other).all().item())


def _spyre_str(self, *, tensor_contents=None):
    if (tensor_contents is None and type(self) in (torch.Tensor, torch.nn.Parameter)
            and self.device.type == "spyre" and self.layout == torch.strided):
        with torch.no_grad():
            host = spyre_copy.to_host(self.detach())
        tensor_contents = torch._tensor_str._tensor_str(host, len("tensor("))
    return _original_str(self, tensor_contents=tensor_contents)


_original_str = None
_library = None


def register() -> None:
    """Register the fill / scalar kernels for PrivateUse1 and the printing hook (idempotent)."""
    global _library, _original_str
    if _library is not None:
        return
    lib = torch.library.Library("aten", "IMPL")
    lib.impl("fill_.Scalar", fill_, "PrivateUse1")
    lib.impl("fill_.Tensor", fill_, "PrivateUse1")
    lib.impl("zero_", zero_, "PrivateUse1")
    lib.impl("_local_scalar_dense", _local_scalar_dense, "PrivateUse1")
    lib.impl("record_stream", record_stream, "PrivateUse1")
    lib.impl("equal", equal, "PrivateUse1")
    _library = lib
    # Tensor.__repr__ looks up torch._tensor_str._str at call time; wrap it so that a spyre
    # tensor's contents are formatted from one host copy (torch already does the same for
    # xla/lazy/ipu/mtia tensors inside _str_intern).
    _original_str = torch._tensor_str._str
    torch._tensor_str._str = _spyre_str


register()
