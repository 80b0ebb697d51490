; spyre program image
.slots 3
.program core=0 unit=load
    wait c0.vector.1
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x0
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=16, stride=256
    ring core=0, sp[0xa00], sp[0x2800], sticks=48
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mm.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    vfill.f16 sp[0x2800], 0.0, n=64
    signal c0.load.1
    wait c0.pe.0
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot2+0x0
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
.program core=1 unit=load
    wait c1.vector.1
    li r1, @slot0+0x400
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x0
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=16, stride=256
    ring core=1, sp[0xa00], sp[0x2800], sticks=48
    signal c1.pe.0
.program core=1 unit=pe
    wait c1.load.0
    mm.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c1.vector.0
.program core=1 unit=vector
    vfill.f16 sp[0x2800], 0.0, n=64
    signal c1.load.1
    wait c1.pe.0
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot2+0x400
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
.program core=2 unit=load
    wait c2.vector.1
    li r1, @slot0+0x800
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x0
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=16, stride=256
    ring core=2, sp[0xa00], sp[0x2800], sticks=48
    signal c2.pe.0
.program core=2 unit=pe
    wait c2.load.0
    mm.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c2.vector.0
.program core=2 unit=vector
    vfill.f16 sp[0x2800], 0.0, n=64
    signal c2.load.1
    wait c2.pe.0
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot2+0x800
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
.program core=3 unit=load
    wait c3.vector.1
    li r1, @slot0+0xc00
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x0
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=16, stride=256
    ring core=3, sp[0xa00], sp[0x2800], sticks=48
    signal c3.pe.0
.program core=3 unit=pe
    wait c3.load.0
    mm.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c3.vector.0
.program core=3 unit=vector
    vfill.f16 sp[0x2800], 0.0, n=64
    signal c3.load.1
    wait c3.pe.0
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c3.store.1
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot2+0xc00
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
.program core=4 unit=load
    wait c4.vector.1
    li r1, @slot0+0x80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x80
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=16, stride=256
    ring core=4, sp[0xa00], sp[0x2800], sticks=48
    signal c4.pe.0
.program core=4 unit=pe
    wait c4.load.0
    mm.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c4.vector.0
.program core=4 unit=vector
    vfill.f16 sp[0x2800], 0.0, n=64
    signal c4.load.1
    wait c4.pe.0
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c4.store.1
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot2+0x80
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
.program core=5 unit=load
    wait c5.vector.1
    li r1, @slot0+0x480
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x80
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=16, stride=256
    ring core=5, sp[0xa00], sp[0x2800], sticks=48
    signal c5.pe.0
.program core=5 unit=pe
    wait c5.load.0
    mm.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c5.vector.0
.program core=5 unit=vector
    vfill.f16 sp[0x2800], 0.0, n=64
    signal c5.load.1
    wait c5.pe.0
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c5.store.1
.program core=5 unit=store
    wait c5.vector.1
    li r1, @slot2+0x480
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
.program core=6 unit=load
    wait c6.vector.1
    li r1, @slot0+0x880
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x80
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=16, stride=256
    ring core=6, sp[0xa00], sp[0x2800], sticks=48
    signal c6.pe.0
.program core=6 unit=pe
    wait c6.load.0
    mm.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c6.vector.0
.program core=6 unit=vector
    vfill.f16 sp[0x2800], 0.0, n=64
    signal c6.load.1
    wait c6.pe.0
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c6.store.1
.program core=6 unit=store
    wait c6.vector.1
    li r1, @slot2+0x880
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
.program core=7 unit=load
    wait c7.vector.1
    li r1, @slot0+0xc80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x80
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=16, stride=256
    ring core=7, sp[0xa00], sp[0x2800], sticks=48
    signal c7.pe.0
.program core=7 unit=pe
    wait c7.load.0
    mm.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c7.vector.0
.program core=7 unit=vector
    vfill.f16 sp[0x2800], 0.0, n=64
    signal c7.load.1
    wait c7.pe.0
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c7.store.1
.program core=7 unit=store
    wait c7.vector.1
    li r1, @slot2+0xc80
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
