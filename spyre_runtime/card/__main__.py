"""`python -m spyre_runtime.card`: print the opcode table (the appendix of docs/ISA.md)."""

from .isa import describe

print(describe())
