"""Stage 5, the frontend: what Inductor calls. registration.py (device interface, backend, the
cache-key pass), lowering.py (spyre-scoped lowerings, the matmul family included), scheduling.py
(fused Inductor nodes -> kernel IR -> pipeline -> wrapper lines), wrapper.py (the generated module)."""
