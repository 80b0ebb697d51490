; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=2, stride=2048
    li r1, @slot1+0x0
    ld sp[0x1000], dev[r1+0x0], sticks=32, rows=2, stride=16384
    li r1, @slot2+0x0
    ld sp[0x5000], dev[r1+0x0], sticks=1, rows=1, stride=0
    li r1, @slot2+0x0
    ld sp[0x9900], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mmt.f32 sp[0x3000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x2000
    loop count=1
    mmt.f32 sp[0x3000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 4096
    endloop
    signal c0.vector.0
.program core=0 unit=vector
    vfill.f32 sp[0x6900], 0.5, n=16
    vfill.f32 sp[0xb200], 0.70710677, n=16
    vfill.f32 sp[0xe200], 1.0, n=16
    wait c0.pe.0
    vadd.f32 sp[0x5900], sp[0x3000], sp[0x5000], n=16, b_mode=row:1
    vmul.f32 sp[0x7900], sp[0x5900], sp[0x6900], n=16, b_mode=full
    vadd.f32 sp[0xa200], sp[0x3000], sp[0x9900], n=16, b_mode=row:1
    vmul.f32 sp[0xc200], sp[0xa200], sp[0xb200], n=16, b_mode=full
    verf.f32 sp[0xd200], sp[0xc200], n=16
    vadd.f32 sp[0xf200], sp[0xd200], sp[0xe200], n=16, b_mode=full
    vmul.f32 sp[0x10200], sp[0x7900], sp[0xf200], n=16, b_mode=full
    vbcast.f32 sp[0x3800], sp[0x10200], n=16, a_mode=full
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=2, stride=2048
    li r1, @slot1+0x1000
    ld sp[0x1000], dev[r1+0x0], sticks=32, rows=2, stride=16384
    li r1, @slot2+0x80
    ld sp[0x5000], dev[r1+0x0], sticks=1, rows=1, stride=0
    li r1, @slot2+0x80
    ld sp[0x9900], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.pe.0
.program core=1 unit=pe
    wait c1.load.0
    mmt.f32 sp[0x3000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x2000
    loop count=1
    mmt.f32 sp[0x3000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 4096
    endloop
    signal c1.vector.0
.program core=1 unit=vector
    vfill.f32 sp[0x6900], 0.5, n=16
    vfill.f32 sp[0xb200], 0.70710677, n=16
    vfill.f32 sp[0xe200], 1.0, n=16
    wait c1.pe.0
    vadd.f32 sp[0x5900], sp[0x3000], sp[0x5000], n=16, b_mode=row:1
    vmul.f32 sp[0x7900], sp[0x5900], sp[0x6900], n=16, b_mode=full
    vadd.f32 sp[0xa200], sp[0x3000], sp[0x9900], n=16, b_mode=row:1
    vmul.f32 sp[0xc200], sp[0xa200], sp[0xb200], n=16, b_mode=full
    verf.f32 sp[0xd200], sp[0xc200], n=16
    vadd.f32 sp[0xf200], sp[0xd200], sp[0xe200], n=16, b_mode=full
    vmul.f32 sp[0x10200], sp[0x7900], sp[0xf200], n=16, b_mode=full
    vbcast.f32 sp[0x3800], sp[0x10200], n=16, a_mode=full
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot3+0x800
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=2, stride=2048
    li r1, @slot1+0x2000
    ld sp[0x1000], dev[r1+0x0], sticks=32, rows=2, stride=16384
    li r1, @slot2+0x100
    ld sp[0x5000], dev[r1+0x0], sticks=1, rows=1, stride=0
    li r1, @slot2+0x100
    ld sp[0x9900], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.pe.0
.program core=2 unit=pe
    wait c2.load.0
    mmt.f32 sp[0x3000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x2000
    loop count=1
    mmt.f32 sp[0x3000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 4096
    endloop
    signal c2.vector.0
.program core=2 unit=vector
    vfill.f32 sp[0x6900], 0.5, n=16
    vfill.f32 sp[0xb200], 0.70710677, n=16
    vfill.f32 sp[0xe200], 1.0, n=16
    wait c2.pe.0
    vadd.f32 sp[0x5900], sp[0x3000], sp[0x5000], n=16, b_mode=row:1
    vmul.f32 sp[0x7900], sp[0x5900], sp[0x6900], n=16, b_mode=full
    vadd.f32 sp[0xa200], sp[0x3000], sp[0x9900], n=16, b_mode=row:1
    vmul.f32 sp[0xc200], sp[0xa200], sp[0xb200], n=16, b_mode=full
    verf.f32 sp[0xd200], sp[0xc200], n=16
    vadd.f32 sp[0xf200], sp[0xd200], sp[0xe200], n=16, b_mode=full
    vmul.f32 sp[0x10200], sp[0x7900], sp[0xf200], n=16, b_mode=full
    vbcast.f32 sp[0x3800], sp[0x10200], n=16, a_mode=full
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot3+0x1000
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=2, stride=2048
    li r1, @slot1+0x3000
    ld sp[0x1000], dev[r1+0x0], sticks=32, rows=2, stride=16384
    li r1, @slot2+0x180
    ld sp[0x5000], dev[r1+0x0], sticks=1, rows=1, stride=0
    li r1, @slot2+0x180
    ld sp[0x9900], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.pe.0
.program core=3 unit=pe
    wait c3.load.0
    mmt.f32 sp[0x3000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    li r1, 0x800
    li r2, 0x2000
    loop count=1
    mmt.f32 sp[0x3000], sp[r1+0x0], sp[r2+0x0], m=16, k=1, n=1, acc=1
    addi r1, r1, 2048
    addi r2, r2, 4096
    endloop
    signal c3.vector.0
.program core=3 unit=vector
    vfill.f32 sp[0x6900], 0.5, n=16
    vfill.f32 sp[0xb200], 0.70710677, n=16
    vfill.f32 sp[0xe200], 1.0, n=16
    wait c3.pe.0
    vadd.f32 sp[0x5900], sp[0x3000], sp[0x5000], n=16, b_mode=row:1
    vmul.f32 sp[0x7900], sp[0x5900], sp[0x6900], n=16, b_mode=full
    vadd.f32 sp[0xa200], sp[0x3000], sp[0x9900], n=16, b_mode=row:1
    vmul.f32 sp[0xc200], sp[0xa200], sp[0xb200], n=16, b_mode=full
    verf.f32 sp[0xd200], sp[0xc200], n=16
    vadd.f32 sp[0xf200], sp[0xd200], sp[0xe200], n=16, b_mode=full
    vmul.f32 sp[0x10200], sp[0x7900], sp[0xf200], n=16, b_mode=full
    vbcast.f32 sp[0x3800], sp[0x10200], n=16, a_mode=full
    signal c3.store.1
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot3+0x1800
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
