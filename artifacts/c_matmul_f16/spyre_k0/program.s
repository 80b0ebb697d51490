; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=2, stride=8192
    li r1, @slot1+0x0
    ld sp[0x1000], dev[r1+0x0], sticks=128, rows=1, stride=0
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mm.f16 sp[0x5000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x3000
    loop count=1
    mm.f16 sp[0x5000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 8192
    endloop
    signal c0.vector.0
.program core=0 unit=vector
    wait c0.pe.0
    vcast.f32 sp[0x6000], sp[0x5000], n=32, to=f16
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot2+0x0
    st dev[r1+0x0], sp[0x6000], sticks=16, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=2, stride=8192
    li r1, @slot1+0x0
    ld sp[0x1000], dev[r1+0x0], sticks=128, rows=1, stride=0
    signal c1.pe.0
.program core=1 unit=pe
    wait c1.load.0
    mm.f16 sp[0x5000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x3000
    loop count=1
    mm.f16 sp[0x5000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 8192
    endloop
    signal c1.vector.0
.program core=1 unit=vector
    wait c1.pe.0
    vcast.f32 sp[0x6000], sp[0x5000], n=32, to=f16
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot2+0x800
    st dev[r1+0x0], sp[0x6000], sticks=16, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x1000
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=2, stride=8192
    li r1, @slot1+0x0
    ld sp[0x1000], dev[r1+0x0], sticks=128, rows=1, stride=0
    signal c2.pe.0
.program core=2 unit=pe
    wait c2.load.0
    mm.f16 sp[0x5000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x3000
    loop count=1
    mm.f16 sp[0x5000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 8192
    endloop
    signal c2.vector.0
.program core=2 unit=vector
    wait c2.pe.0
    vcast.f32 sp[0x6000], sp[0x5000], n=32, to=f16
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot2+0x1000
    st dev[r1+0x0], sp[0x6000], sticks=16, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0x1800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=2, stride=8192
    li r1, @slot1+0x0
    ld sp[0x1000], dev[r1+0x0], sticks=128, rows=1, stride=0
    signal c3.pe.0
.program core=3 unit=pe
    wait c3.load.0
    mm.f16 sp[0x5000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x3000
    loop count=1
    mm.f16 sp[0x5000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 8192
    endloop
    signal c3.vector.0
.program core=3 unit=vector
    wait c3.pe.0
    vcast.f32 sp[0x6000], sp[0x5000], n=32, to=f16
    signal c3.store.1
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot2+0x1800
    st dev[r1+0x0], sp[0x6000], sticks=16, rows=1, stride=0
