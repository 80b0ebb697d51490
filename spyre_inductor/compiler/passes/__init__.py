"""Stage 2, passes on the kernel IR (no Inductor, no programs): layout.py (layouts, row plans,
realigned loads, reduction restickify), tiles.py (stages moving the stick dim as E x E tiles),
gather.py (indirect loads -> gather stages and their plans), matmul.py (matmul stages: recognition,
operand placement, tiles and work items), matmul_epilogue.py (pointwise stages folded into a
matmul), plan.py (the one place choosing how a stage runs: rows, tiles, element, or its own plan),
work_division.py (cores), scratchpad.py (per-core regions, checked), queues.py (unit protocol,
balance check). Inside: layout <- {work_division, scratchpad, queues, tiles} <- {gather, matmul}
<- matmul_epilogue <- plan."""
