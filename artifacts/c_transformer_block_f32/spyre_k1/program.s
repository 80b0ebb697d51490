; spyre program image
.slots 7
.program core=0 unit=load
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=8192
    signal c0.pe.0
    barrier
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=2
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot2+0x0
    ld sp[0x1000], dev[r1+0x0], sticks=32, rows=2, stride=8192
    signal c0.pe.0
    barrier
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=2
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot3+0x0
    ld sp[0x1000], dev[r1+0x0], sticks=32, rows=2, stride=8192
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c0.vector.0
    barrier
    wait c0.load.0
    mmt.f32 sp[0x3000], sp[0x0], sp[0x1000], m=16, k=2, n=1, acc=0
    signal c0.vector.0
    barrier
    wait c0.load.0
    mmt.f32 sp[0x3000], sp[0x0], sp[0x1000], m=16, k=2, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    wait c0.pe.0
    wait c1.load.0
    vadd.f32 sp[0x1800], sp[0x1800], sp[0x2800], n=16, b_mode=full
    vbcast.f32 sp[0x2000], sp[0x1800], n=16, a_mode=full
    signal c0.store.1
    barrier
    wait c0.pe.0
    vbcast.f32 sp[0x3800], sp[0x3000], n=16, a_mode=full
    signal c0.store.1
    barrier
    wait c0.pe.0
    vbcast.f32 sp[0x3800], sp[0x3000], n=16, a_mode=full
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot4+0x0
    st dev[r1+0x0], sp[0x2000], sticks=16, rows=1, stride=0
    barrier
    wait c0.vector.1
    li r1, @slot5+0x0
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
    barrier
    wait c0.vector.1
    li r1, @slot6+0x0
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x2000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=8192
    signal c1.pe.0
    wait c1.pe.1
    ring core=0, sp[0x2800], sp[0x1800], sticks=16
    signal c0.vector.0
    barrier
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=2
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot2+0x1000
    ld sp[0x1000], dev[r1+0x0], sticks=32, rows=2, stride=8192
    signal c1.pe.0
    barrier
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=2
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot3+0x1000
    ld sp[0x1000], dev[r1+0x0], sticks=32, rows=2, stride=8192
    signal c1.pe.0
.program core=1 unit=pe
    wait c1.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c1.load.1
    barrier
    wait c1.load.0
    mmt.f32 sp[0x3000], sp[0x0], sp[0x1000], m=16, k=2, n=1, acc=0
    signal c1.vector.0
    barrier
    wait c1.load.0
    mmt.f32 sp[0x3000], sp[0x0], sp[0x1000], m=16, k=2, n=1, acc=0
    signal c1.vector.0
.program core=1 unit=vector
    barrier
    wait c1.pe.0
    vbcast.f32 sp[0x3800], sp[0x3000], n=16, a_mode=full
    signal c1.store.1
    barrier
    wait c1.pe.0
    vbcast.f32 sp[0x3800], sp[0x3000], n=16, a_mode=full
    signal c1.store.1
.program core=1 unit=store
    barrier
    wait c1.vector.1
    li r1, @slot5+0x800
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
    barrier
    wait c1.vector.1
    li r1, @slot6+0x800
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x1000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=8192
    signal c2.pe.0
    barrier
    barrier
.program core=2 unit=pe
    wait c2.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c2.vector.0
.program core=2 unit=vector
    wait c2.pe.0
    wait c3.load.0
    vadd.f32 sp[0x1800], sp[0x1800], sp[0x2800], n=16, b_mode=full
    vbcast.f32 sp[0x2000], sp[0x1800], n=16, a_mode=full
    signal c2.store.1
    barrier
    barrier
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot4+0x800
    st dev[r1+0x0], sp[0x2000], sticks=16, rows=1, stride=0
    barrier
    barrier
.program core=3 unit=load
    li r1, @slot0+0x80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x3000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=8192
    signal c3.pe.0
    wait c3.pe.1
    ring core=2, sp[0x2800], sp[0x1800], sticks=16
    signal c2.vector.0
    barrier
    barrier
.program core=3 unit=pe
    wait c3.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c3.load.1
.program core=3 unit=vector
    barrier
    barrier
.program core=3 unit=store
    barrier
    barrier
