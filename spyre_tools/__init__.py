"""spyre_tools: the `spyre-compile` command line (DESIGN §11) and the golden artifact suite.

Verbs: emit (needs torch), inspect, disasm, diff, run, verify (torch-free: they read artifacts
with spyre_runtime only, so they start fast). `python -m spyre_tools` is the same program.
"""
