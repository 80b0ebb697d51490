; spyre program image
.slots 2
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x5400], start=0, n=32
    vremi.i32 sp[0x5400], sp[0x5400], 32, n=32
    vlti.i32 sp[0x5000], sp[0x5400], 16, n=32
    vfill.f32 sp[0x6400], 0.0, n=32
    vfill.f32 sp[0x2000], 0.4204482, n=32
    wait c0.load.0
    vtrans.f32 sp[0x1000], sp[0x0], rows=32, cols=32
    vmul.f32 sp[0x3000], sp[0x1000], sp[0x2000], n=32, b_mode=full
    vsel.f32 sp[0x4000], sp[0x5000], sp[0x3000], sp[0x6400], n=32
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x4000], sticks=32, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x5400], start=0, n=32
    vremi.i32 sp[0x5400], sp[0x5400], 32, n=32
    vlti.i32 sp[0x5000], sp[0x5400], 16, n=32
    vfill.f32 sp[0x6400], 0.0, n=32
    vfill.f32 sp[0x2000], 0.4204482, n=32
    wait c1.load.0
    vtrans.f32 sp[0x1000], sp[0x0], rows=32, cols=32
    vmul.f32 sp[0x3000], sp[0x1000], sp[0x2000], n=32, b_mode=full
    vsel.f32 sp[0x4000], sp[0x5000], sp[0x3000], sp[0x6400], n=32
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot1+0x1000
    wait c1.vector.0
    st dev[r1+0x0], sp[0x4000], sticks=32, rows=1, stride=0
