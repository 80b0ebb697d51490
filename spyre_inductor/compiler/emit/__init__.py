"""Stage 3, emission: plans -> per-(core, unit) programs through the card's ProgramBuilder.
rows.py (RowEmitter: the row-point frame every non-planned stage uses), tile.py (tiled stages),
planned.py (the frame of stages that plan themselves), matmul.py and matmul_epilogue.py (the PE
array, the fused epilogue), gather.py (gather / gathere), reroll.py (repeated blocks -> loops),
kernel.py (one kernel: slots, queues, the emitter of each stage, barriers). Inside:
{reroll} <- {rows, planned} <- {tile, matmul_epilogue, gather} <- matmul <- kernel."""
