; spyre program image
.slots 5
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=4, stride=2048
    li r1, @slot1+0x0
    ld sp[0x2000], dev[r1+0x0], sticks=32, rows=4, stride=8192
    li r1, @slot2+0x0
    ld sp[0x7000], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot3+0x0
    ld sp[0x9800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mmt.f32 sp[0x6000], sp[0x0], sp[0x2000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x3000
    loop count=3
    mmt.f32 sp[0x6000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 4096
    endloop
    signal c0.vector.0
.program core=0 unit=vector
    wait c0.pe.0
    vadd.f32 sp[0xa100], sp[0x6000], sp[0x9800], n=16, b_mode=row:1
    vadd.f32 sp[0xb100], sp[0x7000], sp[0xa100], n=16, b_mode=full
    vbcast.f32 sp[0x6800], sp[0xb100], n=16, a_mode=full
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot4+0x0
    st dev[r1+0x0], sp[0x6800], sticks=16, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=4, stride=2048
    li r1, @slot1+0x1000
    ld sp[0x2000], dev[r1+0x0], sticks=32, rows=4, stride=8192
    li r1, @slot2+0x800
    ld sp[0x7000], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot3+0x80
    ld sp[0x9800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.pe.0
.program core=1 unit=pe
    wait c1.load.0
    mmt.f32 sp[0x6000], sp[0x0], sp[0x2000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x3000
    loop count=3
    mmt.f32 sp[0x6000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 4096
    endloop
    signal c1.vector.0
.program core=1 unit=vector
    wait c1.pe.0
    vadd.f32 sp[0xa100], sp[0x6000], sp[0x9800], n=16, b_mode=row:1
    vadd.f32 sp[0xb100], sp[0x7000], sp[0xa100], n=16, b_mode=full
    vbcast.f32 sp[0x6800], sp[0xb100], n=16, a_mode=full
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot4+0x800
    st dev[r1+0x0], sp[0x6800], sticks=16, rows=1, stride=0
