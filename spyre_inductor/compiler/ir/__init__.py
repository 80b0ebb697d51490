"""Stage 1, the kernel IR: kernel_ir.py (Kernel / Stage / Op / Buffer) and interpret.py (its meaning
in numpy, the reference for everything below). Imports no later stage and nothing of Inductor."""
