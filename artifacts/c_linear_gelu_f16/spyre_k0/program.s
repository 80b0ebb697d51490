; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x0
    ld sp[0x5000], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mmt.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    vfill.f32 sp[0x8900], 0.5, n=32
    vfill.f32 sp[0xf900], 0.70710677, n=32
    vfill.f32 sp[0x15900], 1.0, n=32
    wait c0.pe.0
    vcast.f32 sp[0x4000], sp[0x2800], n=32, to=f16
    vadd.f16 sp[0x5900], sp[0x4000], sp[0x5000], n=16, b_mode=row:1
    vcast.f16 sp[0x6900], sp[0x5900], n=16, to=f32
    vmul.f32 sp[0xa900], sp[0x6900], sp[0x8900], n=32, b_mode=full
    vadd.f16 sp[0xc900], sp[0x4000], sp[0x5000], n=16, b_mode=row:1
    vcast.f16 sp[0xd900], sp[0xc900], n=16, to=f32
    vmul.f32 sp[0x11900], sp[0xd900], sp[0xf900], n=32, b_mode=full
    verf.f32 sp[0x13900], sp[0x11900], n=32
    vadd.f32 sp[0x17900], sp[0x13900], sp[0x15900], n=32, b_mode=full
    vmul.f32 sp[0x19900], sp[0xa900], sp[0x17900], n=32, b_mode=full
    vcast.f32 sp[0x1b900], sp[0x19900], n=32, to=f16
    vbcast.f16 sp[0x3800], sp[0x1b900], n=16, a_mode=full
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot1+0x2000
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x80
    ld sp[0x5000], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.pe.0
.program core=1 unit=pe
    wait c1.load.0
    mmt.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c1.vector.0
.program core=1 unit=vector
    vfill.f32 sp[0x8900], 0.5, n=32
    vfill.f32 sp[0xf900], 0.70710677, n=32
    vfill.f32 sp[0x15900], 1.0, n=32
    wait c1.pe.0
    vcast.f32 sp[0x4000], sp[0x2800], n=32, to=f16
    vadd.f16 sp[0x5900], sp[0x4000], sp[0x5000], n=16, b_mode=row:1
    vcast.f16 sp[0x6900], sp[0x5900], n=16, to=f32
    vmul.f32 sp[0xa900], sp[0x6900], sp[0x8900], n=32, b_mode=full
    vadd.f16 sp[0xc900], sp[0x4000], sp[0x5000], n=16, b_mode=row:1
    vcast.f16 sp[0xd900], sp[0xc900], n=16, to=f32
    vmul.f32 sp[0x11900], sp[0xd900], sp[0xf900], n=32, b_mode=full
    verf.f32 sp[0x13900], sp[0x11900], n=32
    vadd.f32 sp[0x17900], sp[0x13900], sp[0x15900], n=32, b_mode=full
    vmul.f32 sp[0x19900], sp[0xa900], sp[0x17900], n=32, b_mode=full
    vcast.f32 sp[0x1b900], sp[0x19900], n=32, to=f16
    vbcast.f16 sp[0x3800], sp[0x1b900], n=16, a_mode=full
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot3+0x1000
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x0
    ld sp[0x5000], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.pe.0
.program core=2 unit=pe
    wait c2.load.0
    mmt.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c2.vector.0
.program core=2 unit=vector
    vfill.f32 sp[0x8900], 0.5, n=32
    vfill.f32 sp[0xf900], 0.70710677, n=32
    vfill.f32 sp[0x15900], 1.0, n=32
    wait c2.pe.0
    vcast.f32 sp[0x4000], sp[0x2800], n=32, to=f16
    vadd.f16 sp[0x5900], sp[0x4000], sp[0x5000], n=16, b_mode=row:1
    vcast.f16 sp[0x6900], sp[0x5900], n=16, to=f32
    vmul.f32 sp[0xa900], sp[0x6900], sp[0x8900], n=32, b_mode=full
    vadd.f16 sp[0xc900], sp[0x4000], sp[0x5000], n=16, b_mode=row:1
    vcast.f16 sp[0xd900], sp[0xc900], n=16, to=f32
    vmul.f32 sp[0x11900], sp[0xd900], sp[0xf900], n=32, b_mode=full
    verf.f32 sp[0x13900], sp[0x11900], n=32
    vadd.f32 sp[0x17900], sp[0x13900], sp[0x15900], n=32, b_mode=full
    vmul.f32 sp[0x19900], sp[0xa900], sp[0x17900], n=32, b_mode=full
    vcast.f32 sp[0x1b900], sp[0x19900], n=32, to=f16
    vbcast.f16 sp[0x3800], sp[0x1b900], n=16, a_mode=full
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot3+0x800
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot1+0x2000
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x80
    ld sp[0x5000], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.pe.0
.program core=3 unit=pe
    wait c3.load.0
    mmt.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c3.vector.0
.program core=3 unit=vector
    vfill.f32 sp[0x8900], 0.5, n=32
    vfill.f32 sp[0xf900], 0.70710677, n=32
    vfill.f32 sp[0x15900], 1.0, n=32
    wait c3.pe.0
    vcast.f32 sp[0x4000], sp[0x2800], n=32, to=f16
    vadd.f16 sp[0x5900], sp[0x4000], sp[0x5000], n=16, b_mode=row:1
    vcast.f16 sp[0x6900], sp[0x5900], n=16, to=f32
    vmul.f32 sp[0xa900], sp[0x6900], sp[0x8900], n=32, b_mode=full
    vadd.f16 sp[0xc900], sp[0x4000], sp[0x5000], n=16, b_mode=row:1
    vcast.f16 sp[0xd900], sp[0xc900], n=16, to=f32
    vmul.f32 sp[0x11900], sp[0xd900], sp[0xf900], n=32, b_mode=full
    verf.f32 sp[0x13900], sp[0x11900], n=32
    vadd.f32 sp[0x17900], sp[0x13900], sp[0x15900], n=32, b_mode=full
    vmul.f32 sp[0x19900], sp[0xa900], sp[0x17900], n=32, b_mode=full
    vcast.f32 sp[0x1b900], sp[0x19900], n=32, to=f16
    vbcast.f16 sp[0x3800], sp[0x1b900], n=16, a_mode=full
    signal c3.store.1
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot3+0x1800
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
