; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c0.vector.0
    barrier
    li r1, @slot2+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c0.vector.0
    barrier
    li r1, @slot2+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c0.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c0.store.0
    barrier
    viota.i32 sp[0x1d80], start=0, n=4
    vlti.i32 sp[0x1d00], sp[0x1d80], 16, n=4
    vfill.f32 sp[0x1f80], 0.0, n=4
    vfill.f32 sp[0x2180], 0.0, n=4
    vfill.f32 sp[0x2380], -inf, n=4
    vfill.f32 sp[0x2580], inf, n=4
    vfill.f32 sp[0xd80], 64.0, n=4
    viota.i32 sp[0xd00], start=0, n=1
    vgei.i32 sp[0xa80], sp[0xd00], 1, n=1
    vgei.i32 sp[0xaa0], sp[0xd00], 2, n=1
    vgei.i32 sp[0xac0], sp[0xd00], 3, n=1
    vgei.i32 sp[0xae0], sp[0xd00], 4, n=1
    vgei.i32 sp[0xb00], sp[0xd00], 5, n=1
    vgei.i32 sp[0xb20], sp[0xd00], 6, n=1
    vgei.i32 sp[0xb40], sp[0xd00], 7, n=1
    vgei.i32 sp[0xb60], sp[0xd00], 8, n=1
    vgei.i32 sp[0xb80], sp[0xd00], 9, n=1
    vgei.i32 sp[0xba0], sp[0xd00], 10, n=1
    vgei.i32 sp[0xbc0], sp[0xd00], 11, n=1
    vgei.i32 sp[0xbe0], sp[0xd00], 12, n=1
    vgei.i32 sp[0xc00], sp[0xd00], 13, n=1
    vgei.i32 sp[0xc20], sp[0xd00], 14, n=1
    vgei.i32 sp[0xc40], sp[0xd00], 15, n=1
    viota.i32 sp[0x1c80], start=0, n=1
    vlti.i32 sp[0x1c00], sp[0x1c80], 1, n=1
    wait c0.load.0
    vbcast.f32 sp[0x880], sp[0x0], n=1, a_mode=full
    vsel.f32 sp[0x880], sp[0xa80], sp[0x7c], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xaa0], sp[0xf8], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xac0], sp[0x174], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xae0], sp[0x1f0], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xb00], sp[0x26c], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xb20], sp[0x2e8], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xb40], sp[0x364], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xb60], sp[0x3e0], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xb80], sp[0x45c], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xba0], sp[0x4d8], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xbc0], sp[0x554], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xbe0], sp[0x5d0], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xc00], sp[0x64c], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xc20], sp[0x6c8], sp[0x880], n=1
    vsel.f32 sp[0x880], sp[0xc40], sp[0x744], sp[0x880], n=1
    vdiv.f32 sp[0xf80], sp[0x880], sp[0xd80], n=4, b_mode=full
    vbcast.f32 sp[0x1980], sp[0xf80], n=4, a_mode=full
    vsel.f32 sp[0x1180], sp[0x1c00], sp[0x1980], sp[0x1f80], n=1
    vsel.f32 sp[0x1200], sp[0x1c00], sp[0x1984], sp[0x1f80], n=1
    vsel.f32 sp[0x1280], sp[0x1c00], sp[0x1988], sp[0x1f80], n=1
    vsel.f32 sp[0x1300], sp[0x1c00], sp[0x198c], sp[0x1f80], n=1
    vsel.f32 sp[0x1380], sp[0x1c00], sp[0x1990], sp[0x1f80], n=1
    vsel.f32 sp[0x1400], sp[0x1c00], sp[0x1994], sp[0x1f80], n=1
    vsel.f32 sp[0x1480], sp[0x1c00], sp[0x1998], sp[0x1f80], n=1
    vsel.f32 sp[0x1500], sp[0x1c00], sp[0x199c], sp[0x1f80], n=1
    vsel.f32 sp[0x1580], sp[0x1c00], sp[0x19a0], sp[0x1f80], n=1
    vsel.f32 sp[0x1600], sp[0x1c00], sp[0x19a4], sp[0x1f80], n=1
    vsel.f32 sp[0x1680], sp[0x1c00], sp[0x19a8], sp[0x1f80], n=1
    vsel.f32 sp[0x1700], sp[0x1c00], sp[0x19ac], sp[0x1f80], n=1
    vsel.f32 sp[0x1780], sp[0x1c00], sp[0x19b0], sp[0x1f80], n=1
    vsel.f32 sp[0x1800], sp[0x1c00], sp[0x19b4], sp[0x1f80], n=1
    vsel.f32 sp[0x1880], sp[0x1c00], sp[0x19b8], sp[0x1f80], n=1
    vsel.f32 sp[0x1900], sp[0x1c00], sp[0x19bc], sp[0x1f80], n=1
    signal c0.store.0
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c0.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot2+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x800
    wait c0.vector.0
    st dev[r1+0x0], sp[0x1180], sticks=16, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x100
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c1.vector.0
    barrier
    barrier
    li r1, @slot2+0x880
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c1.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c1.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c1.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot2+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x100
    wait c1.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x200
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c2.vector.0
    barrier
    barrier
    li r1, @slot2+0x900
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c2.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c2.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c2.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot2+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x200
    wait c2.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0x300
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c3.vector.0
    barrier
    barrier
    li r1, @slot2+0x980
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c3.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c3.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c3.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c3.store.0
.program core=3 unit=store
    li r1, @slot2+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x300
    wait c3.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=4 unit=load
    li r1, @slot0+0x400
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c4.vector.0
    barrier
    barrier
    li r1, @slot2+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c4.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c4.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c4.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c4.store.0
.program core=4 unit=store
    li r1, @slot2+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x400
    wait c4.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=5 unit=load
    li r1, @slot0+0x500
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c5.vector.0
    barrier
    barrier
    li r1, @slot2+0xa80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
.program core=5 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c5.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c5.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c5.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c5.store.0
.program core=5 unit=store
    li r1, @slot2+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x500
    wait c5.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=6 unit=load
    li r1, @slot0+0x600
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c6.vector.0
    barrier
    barrier
    li r1, @slot2+0xb00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
.program core=6 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c6.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c6.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c6.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c6.store.0
.program core=6 unit=store
    li r1, @slot2+0x300
    wait c6.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x600
    wait c6.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=7 unit=load
    li r1, @slot0+0x700
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c7.vector.0
    barrier
    barrier
    li r1, @slot2+0xb80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
.program core=7 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c7.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c7.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c7.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c7.store.0
.program core=7 unit=store
    li r1, @slot2+0x380
    wait c7.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x700
    wait c7.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=8 unit=load
    li r1, @slot0+0x800
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c8.vector.0
    barrier
    barrier
    li r1, @slot2+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
.program core=8 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c8.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c8.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c8.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c8.store.0
.program core=8 unit=store
    li r1, @slot2+0x400
    wait c8.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x800
    wait c8.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=9 unit=load
    li r1, @slot0+0x900
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c9.vector.0
    barrier
    barrier
    li r1, @slot2+0xc80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
.program core=9 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c9.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c9.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c9.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c9.store.0
.program core=9 unit=store
    li r1, @slot2+0x480
    wait c9.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x900
    wait c9.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=10 unit=load
    li r1, @slot0+0xa00
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c10.vector.0
    barrier
    barrier
    li r1, @slot2+0xd00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
.program core=10 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c10.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c10.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c10.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c10.store.0
.program core=10 unit=store
    li r1, @slot2+0x500
    wait c10.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0xa00
    wait c10.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=11 unit=load
    li r1, @slot0+0xb00
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c11.vector.0
    barrier
    barrier
    li r1, @slot2+0xd80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
.program core=11 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c11.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c11.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c11.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c11.store.0
.program core=11 unit=store
    li r1, @slot2+0x580
    wait c11.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0xb00
    wait c11.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=12 unit=load
    li r1, @slot0+0xc00
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c12.vector.0
    barrier
    barrier
    li r1, @slot2+0xe00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
.program core=12 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c12.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c12.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c12.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c12.store.0
.program core=12 unit=store
    li r1, @slot2+0x600
    wait c12.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0xc00
    wait c12.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=13 unit=load
    li r1, @slot0+0xd00
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c13.vector.0
    barrier
    barrier
    li r1, @slot2+0xe80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
.program core=13 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c13.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c13.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c13.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c13.store.0
.program core=13 unit=store
    li r1, @slot2+0x680
    wait c13.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0xd00
    wait c13.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=14 unit=load
    li r1, @slot0+0xe00
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c14.vector.0
    barrier
    barrier
    li r1, @slot2+0xf00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
.program core=14 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c14.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c14.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c14.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c14.store.0
.program core=14 unit=store
    li r1, @slot2+0x700
    wait c14.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0xe00
    wait c14.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
.program core=15 unit=load
    li r1, @slot0+0xf00
    ld sp[0x1efe00], dev[r1+0x0], sticks=2, rows=1, stride=0
    signal c15.vector.0
    barrier
    barrier
    li r1, @slot2+0xf80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
.program core=15 unit=vector
    viota.i32 sp[0x100], start=0, n=4
    vlti.i32 sp[0x80], sp[0x100], 64, n=4
    vfill.f32 sp[0x300], 0.0, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], -inf, n=4
    vfill.f32 sp[0x900], inf, n=4
    wait c15.load.0
    vfill.f32 sp[0x0], 0.0, n=1
    vsel.f32 sp[0xb00], sp[0x80], sp[0x1efe00], sp[0x500], n=4
    vrsum.f32 sp[0x0], sp[0xb00], n=4, g=4, axis=within, to=f32, acc=0
    signal c15.store.0
    barrier
    barrier
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 64, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    wait c15.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x2180], sp[0x1700], sp[0x480], sp[0x1b80], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x2180], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vsel.f32 sp[0x1500], sp[0x1700], sp[0x1300], sp[0x1980], n=4
    signal c15.store.0
.program core=15 unit=store
    li r1, @slot2+0x780
    wait c15.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0xf00
    wait c15.vector.0
    st dev[r1+0x0], sp[0x1500], sticks=2, rows=1, stride=0
