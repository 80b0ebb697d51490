; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=16384
    li r1, @slot2+0x0
    ld sp[0x4000], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    vfill.f32 sp[0x5900], 0.5, n=16
    vfill.f32 sp[0x8900], 0.70710677, n=16
    vfill.f32 sp[0xb900], 1.0, n=16
    wait c0.pe.0
    wait c1.load.0
    vadd.f32 sp[0x1800], sp[0x1800], sp[0x2800], n=16, b_mode=full
    vadd.f32 sp[0x4900], sp[0x1800], sp[0x4000], n=16, b_mode=row:1
    vmul.f32 sp[0x6900], sp[0x4900], sp[0x5900], n=16, b_mode=full
    vadd.f32 sp[0x7900], sp[0x1800], sp[0x4000], n=16, b_mode=row:1
    vmul.f32 sp[0x9900], sp[0x7900], sp[0x8900], n=16, b_mode=full
    verf.f32 sp[0xa900], sp[0x9900], n=16
    vadd.f32 sp[0xc900], sp[0xa900], sp[0xb900], n=16, b_mode=full
    vmul.f32 sp[0xd900], sp[0x6900], sp[0xc900], n=16, b_mode=full
    vbcast.f32 sp[0x2000], sp[0xd900], n=16, a_mode=full
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0x2000], sticks=1, rows=16, stride=512
.program core=1 unit=load
    li r1, @slot0+0x80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x4000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=16384
    signal c1.pe.0
    wait c1.pe.1
    ring core=0, sp[0x2800], sp[0x1800], sticks=16
    signal c0.vector.0
.program core=1 unit=pe
    wait c1.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c1.load.1
.program core=1 unit=vector
    vfill.f32 sp[0x5900], 0.5, n=16
    vfill.f32 sp[0x8900], 0.70710677, n=16
    vfill.f32 sp[0xb900], 1.0, n=16
.program core=2 unit=load
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x1000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=16384
    li r1, @slot2+0x80
    ld sp[0x4000], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.pe.0
.program core=2 unit=pe
    wait c2.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c2.vector.0
.program core=2 unit=vector
    vfill.f32 sp[0x5900], 0.5, n=16
    vfill.f32 sp[0x8900], 0.70710677, n=16
    vfill.f32 sp[0xb900], 1.0, n=16
    wait c2.pe.0
    wait c3.load.0
    vadd.f32 sp[0x1800], sp[0x1800], sp[0x2800], n=16, b_mode=full
    vadd.f32 sp[0x4900], sp[0x1800], sp[0x4000], n=16, b_mode=row:1
    vmul.f32 sp[0x6900], sp[0x4900], sp[0x5900], n=16, b_mode=full
    vadd.f32 sp[0x7900], sp[0x1800], sp[0x4000], n=16, b_mode=row:1
    vmul.f32 sp[0x9900], sp[0x7900], sp[0x8900], n=16, b_mode=full
    verf.f32 sp[0xa900], sp[0x9900], n=16
    vadd.f32 sp[0xc900], sp[0xa900], sp[0xb900], n=16, b_mode=full
    vmul.f32 sp[0xd900], sp[0x6900], sp[0xc900], n=16, b_mode=full
    vbcast.f32 sp[0x2000], sp[0xd900], n=16, a_mode=full
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot3+0x80
    st dev[r1+0x0], sp[0x2000], sticks=1, rows=16, stride=512
.program core=3 unit=load
    li r1, @slot0+0x80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x5000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=16384
    signal c3.pe.0
    wait c3.pe.1
    ring core=2, sp[0x2800], sp[0x1800], sticks=16
    signal c2.vector.0
.program core=3 unit=pe
    wait c3.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c3.load.1
.program core=3 unit=vector
    vfill.f32 sp[0x5900], 0.5, n=16
    vfill.f32 sp[0x8900], 0.70710677, n=16
    vfill.f32 sp[0xb900], 1.0, n=16
.program core=4 unit=load
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x2000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=16384
    li r1, @slot2+0x100
    ld sp[0x4000], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.pe.0
.program core=4 unit=pe
    wait c4.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c4.vector.0
.program core=4 unit=vector
    vfill.f32 sp[0x5900], 0.5, n=16
    vfill.f32 sp[0x8900], 0.70710677, n=16
    vfill.f32 sp[0xb900], 1.0, n=16
    wait c4.pe.0
    wait c5.load.0
    vadd.f32 sp[0x1800], sp[0x1800], sp[0x2800], n=16, b_mode=full
    vadd.f32 sp[0x4900], sp[0x1800], sp[0x4000], n=16, b_mode=row:1
    vmul.f32 sp[0x6900], sp[0x4900], sp[0x5900], n=16, b_mode=full
    vadd.f32 sp[0x7900], sp[0x1800], sp[0x4000], n=16, b_mode=row:1
    vmul.f32 sp[0x9900], sp[0x7900], sp[0x8900], n=16, b_mode=full
    verf.f32 sp[0xa900], sp[0x9900], n=16
    vadd.f32 sp[0xc900], sp[0xa900], sp[0xb900], n=16, b_mode=full
    vmul.f32 sp[0xd900], sp[0x6900], sp[0xc900], n=16, b_mode=full
    vbcast.f32 sp[0x2000], sp[0xd900], n=16, a_mode=full
    signal c4.store.1
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot3+0x100
    st dev[r1+0x0], sp[0x2000], sticks=1, rows=16, stride=512
.program core=5 unit=load
    li r1, @slot0+0x80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x6000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=16384
    signal c5.pe.0
    wait c5.pe.1
    ring core=4, sp[0x2800], sp[0x1800], sticks=16
    signal c4.vector.0
.program core=5 unit=pe
    wait c5.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c5.load.1
.program core=5 unit=vector
    vfill.f32 sp[0x5900], 0.5, n=16
    vfill.f32 sp[0x8900], 0.70710677, n=16
    vfill.f32 sp[0xb900], 1.0, n=16
.program core=6 unit=load
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x3000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=16384
    li r1, @slot2+0x180
    ld sp[0x4000], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.pe.0
.program core=6 unit=pe
    wait c6.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c6.vector.0
.program core=6 unit=vector
    vfill.f32 sp[0x5900], 0.5, n=16
    vfill.f32 sp[0x8900], 0.70710677, n=16
    vfill.f32 sp[0xb900], 1.0, n=16
    wait c6.pe.0
    wait c7.load.0
    vadd.f32 sp[0x1800], sp[0x1800], sp[0x2800], n=16, b_mode=full
    vadd.f32 sp[0x4900], sp[0x1800], sp[0x4000], n=16, b_mode=row:1
    vmul.f32 sp[0x6900], sp[0x4900], sp[0x5900], n=16, b_mode=full
    vadd.f32 sp[0x7900], sp[0x1800], sp[0x4000], n=16, b_mode=row:1
    vmul.f32 sp[0x9900], sp[0x7900], sp[0x8900], n=16, b_mode=full
    verf.f32 sp[0xa900], sp[0x9900], n=16
    vadd.f32 sp[0xc900], sp[0xa900], sp[0xb900], n=16, b_mode=full
    vmul.f32 sp[0xd900], sp[0x6900], sp[0xc900], n=16, b_mode=full
    vbcast.f32 sp[0x2000], sp[0xd900], n=16, a_mode=full
    signal c6.store.1
.program core=6 unit=store
    wait c6.vector.1
    li r1, @slot3+0x180
    st dev[r1+0x0], sp[0x2000], sticks=1, rows=16, stride=512
.program core=7 unit=load
    li r1, @slot0+0x80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 128
    addi r2, r2, 2048
    endloop
    li r1, @slot1+0x7000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=16384
    signal c7.pe.0
    wait c7.pe.1
    ring core=6, sp[0x2800], sp[0x1800], sticks=16
    signal c6.vector.0
.program core=7 unit=pe
    wait c7.load.0
    mmt.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c7.load.1
.program core=7 unit=vector
    vfill.f32 sp[0x5900], 0.5, n=16
    vfill.f32 sp[0x8900], 0.70710677, n=16
    vfill.f32 sp[0xb900], 1.0, n=16
