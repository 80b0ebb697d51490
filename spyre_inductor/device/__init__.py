"""The `spyre` PyTorch device (PrivateUse1): registration, `torch.spyre`, the C++ shim (allocator,
device guard with streams and events, hooks, metadata kernels), stick layouts on storages, copies
through runtime transfers and the explicit CPU fallback. `register.register_device()` sets it up.
"""
