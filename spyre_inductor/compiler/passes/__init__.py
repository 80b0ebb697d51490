"""Passes on the kernel IR, in order: layout (layouts + per-stage row plans), work_division
(cores), scratchpad (per-core scratchpad regions, checked), queues (unit protocol, balance check)."""
