; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x1280], start=0, n=4
    vlti.i32 sp[0x1200], sp[0x1280], 100, n=4
    vfill.f32 sp[0x1480], 0.0, n=4
    vfill.f32 sp[0x1680], 0.0, n=4
    vfill.f32 sp[0x1880], -inf, n=4
    vfill.f32 sp[0x1a80], inf, n=4
    wait c0.load.0
    vadd.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vexp.f32 sp[0x600], sp[0x400], n=4
    vmul.f32 sp[0x800], sp[0x600], sp[0x0], n=4, b_mode=full
    vtanh.f32 sp[0xa00], sp[0x800], n=4
    vabs.f32 sp[0xc00], sp[0x200], n=4
    vsub.f32 sp[0xe00], sp[0xa00], sp[0xc00], n=4, b_mode=full
    vsel.f32 sp[0x1000], sp[0x1200], sp[0xe00], sp[0x1480], n=4
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot2+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x1000], sticks=1, rows=4, stride=640
.program core=1 unit=load
    li r1, @slot0+0x80
    li r2, @slot1+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x1280], start=0, n=4
    vlti.i32 sp[0x1200], sp[0x1280], 100, n=4
    vfill.f32 sp[0x1480], 0.0, n=4
    vfill.f32 sp[0x1680], 0.0, n=4
    vfill.f32 sp[0x1880], -inf, n=4
    vfill.f32 sp[0x1a80], inf, n=4
    wait c1.load.0
    vadd.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vexp.f32 sp[0x600], sp[0x400], n=4
    vmul.f32 sp[0x800], sp[0x600], sp[0x0], n=4, b_mode=full
    vtanh.f32 sp[0xa00], sp[0x800], n=4
    vabs.f32 sp[0xc00], sp[0x200], n=4
    vsub.f32 sp[0xe00], sp[0xa00], sp[0xc00], n=4, b_mode=full
    vsel.f32 sp[0x1000], sp[0x1200], sp[0xe00], sp[0x1480], n=4
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot2+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x1000], sticks=1, rows=4, stride=640
.program core=2 unit=load
    li r1, @slot0+0x100
    li r2, @slot1+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0x1280], start=0, n=4
    vlti.i32 sp[0x1200], sp[0x1280], 100, n=4
    vfill.f32 sp[0x1480], 0.0, n=4
    vfill.f32 sp[0x1680], 0.0, n=4
    vfill.f32 sp[0x1880], -inf, n=4
    vfill.f32 sp[0x1a80], inf, n=4
    wait c2.load.0
    vadd.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vexp.f32 sp[0x600], sp[0x400], n=4
    vmul.f32 sp[0x800], sp[0x600], sp[0x0], n=4, b_mode=full
    vtanh.f32 sp[0xa00], sp[0x800], n=4
    vabs.f32 sp[0xc00], sp[0x200], n=4
    vsub.f32 sp[0xe00], sp[0xa00], sp[0xc00], n=4, b_mode=full
    vsel.f32 sp[0x1000], sp[0x1200], sp[0xe00], sp[0x1480], n=4
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot2+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x1000], sticks=1, rows=4, stride=640
.program core=3 unit=load
    li r1, @slot0+0x180
    li r2, @slot1+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0x1280], start=0, n=4
    vlti.i32 sp[0x1200], sp[0x1280], 100, n=4
    vfill.f32 sp[0x1480], 0.0, n=4
    vfill.f32 sp[0x1680], 0.0, n=4
    vfill.f32 sp[0x1880], -inf, n=4
    vfill.f32 sp[0x1a80], inf, n=4
    wait c3.load.0
    vadd.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vexp.f32 sp[0x600], sp[0x400], n=4
    vmul.f32 sp[0x800], sp[0x600], sp[0x0], n=4, b_mode=full
    vtanh.f32 sp[0xa00], sp[0x800], n=4
    vabs.f32 sp[0xc00], sp[0x200], n=4
    vsub.f32 sp[0xe00], sp[0xa00], sp[0xc00], n=4, b_mode=full
    vsel.f32 sp[0x1000], sp[0x1200], sp[0xe00], sp[0x1480], n=4
    signal c3.store.0
.program core=3 unit=store
    li r1, @slot2+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x1000], sticks=1, rows=4, stride=640
.program core=4 unit=load
    li r1, @slot0+0x200
    li r2, @slot1+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0x1280], start=0, n=4
    vlti.i32 sp[0x1200], sp[0x1280], 100, n=4
    vfill.f32 sp[0x1480], 0.0, n=4
    vfill.f32 sp[0x1680], 0.0, n=4
    vfill.f32 sp[0x1880], -inf, n=4
    vfill.f32 sp[0x1a80], inf, n=4
    wait c4.load.0
    vadd.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vexp.f32 sp[0x600], sp[0x400], n=4
    vmul.f32 sp[0x800], sp[0x600], sp[0x0], n=4, b_mode=full
    vtanh.f32 sp[0xa00], sp[0x800], n=4
    vabs.f32 sp[0xc00], sp[0x200], n=4
    vsub.f32 sp[0xe00], sp[0xa00], sp[0xc00], n=4, b_mode=full
    vsel.f32 sp[0x1000], sp[0x1200], sp[0xe00], sp[0x1480], n=4
    signal c4.store.0
.program core=4 unit=store
    li r1, @slot2+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x1000], sticks=1, rows=4, stride=640
