; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x1efe00], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c0.vector.0
    barrier
    li r1, @slot3+0x0
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c0.vector.0
    barrier
    li r1, @slot3+0x400
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x1500], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c0.vector.0
    barrier
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
    viota.i32 sp[0x1480], start=0, n=4
    vlti.i32 sp[0x1400], sp[0x1480], 8, n=4
    vfill.f32 sp[0x1680], 0.0, n=4
    vfill.f32 sp[0x1880], 0.0, n=4
    vfill.f32 sp[0x1a80], -inf, n=4
    vfill.f32 sp[0x1c80], inf, n=4
    vfill.f32 sp[0x880], 64.0, n=4
    viota.i32 sp[0x800], start=0, n=1
    vgei.i32 sp[0x680], sp[0x800], 1, n=1
    vgei.i32 sp[0x6a0], sp[0x800], 2, n=1
    vgei.i32 sp[0x6c0], sp[0x800], 3, n=1
    vgei.i32 sp[0x6e0], sp[0x800], 4, n=1
    vgei.i32 sp[0x700], sp[0x800], 5, n=1
    vgei.i32 sp[0x720], sp[0x800], 6, n=1
    vgei.i32 sp[0x740], sp[0x800], 7, n=1
    viota.i32 sp[0x1380], start=0, n=1
    vlti.i32 sp[0x1300], sp[0x1380], 1, n=1
    wait c0.load.0
    vbcast.f32 sp[0x480], sp[0x0], n=1, a_mode=full
    vsel.f32 sp[0x480], sp[0x680], sp[0x7c], sp[0x480], n=1
    vsel.f32 sp[0x480], sp[0x6a0], sp[0xf8], sp[0x480], n=1
    vsel.f32 sp[0x480], sp[0x6c0], sp[0x174], sp[0x480], n=1
    vsel.f32 sp[0x480], sp[0x6e0], sp[0x1f0], sp[0x480], n=1
    vsel.f32 sp[0x480], sp[0x700], sp[0x26c], sp[0x480], n=1
    vsel.f32 sp[0x480], sp[0x720], sp[0x2e8], sp[0x480], n=1
    vsel.f32 sp[0x480], sp[0x740], sp[0x364], sp[0x480], n=1
    vdiv.f32 sp[0xa80], sp[0x480], sp[0x880], n=4, b_mode=full
    vbcast.f32 sp[0x1080], sp[0xa80], n=4, a_mode=full
    vsel.f32 sp[0xc80], sp[0x1300], sp[0x1080], sp[0x1680], n=1
    vsel.f32 sp[0xd00], sp[0x1300], sp[0x1084], sp[0x1680], n=1
    vsel.f32 sp[0xd80], sp[0x1300], sp[0x1088], sp[0x1680], n=1
    vsel.f32 sp[0xe00], sp[0x1300], sp[0x108c], sp[0x1680], n=1
    vsel.f32 sp[0xe80], sp[0x1300], sp[0x1090], sp[0x1680], n=1
    vsel.f32 sp[0xf00], sp[0x1300], sp[0x1094], sp[0x1680], n=1
    vsel.f32 sp[0xf80], sp[0x1300], sp[0x1098], sp[0x1680], n=1
    vsel.f32 sp[0x1000], sp[0x1300], sp[0x109c], sp[0x1680], n=1
    signal c0.store.0
    barrier
    viota.i32 sp[0x2e00], start=0, n=4
    vlti.i32 sp[0x2d80], sp[0x2e00], 64, n=4
    vfill.f32 sp[0x3000], 0.0, n=4
    vfill.f32 sp[0x3200], 0.0, n=4
    vfill.f32 sp[0x3400], -inf, n=4
    vfill.f32 sp[0x3600], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    vfill.f32 sp[0x1900], 0.5, n=4
    vfill.f32 sp[0x1d00], 0.70710677, n=4
    vfill.f32 sp[0x2300], 1.0, n=4
    wait c0.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x480], sp[0x3200], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vmul.f32 sp[0x1700], sp[0x1300], sp[0x1500], n=4, b_mode=full
    vmul.f32 sp[0x1b00], sp[0x1700], sp[0x1900], n=4, b_mode=full
    vmul.f32 sp[0x1f00], sp[0x1700], sp[0x1d00], n=4, b_mode=full
    verf.f32 sp[0x2100], sp[0x1f00], n=4
    vadd.f32 sp[0x2500], sp[0x2100], sp[0x2300], n=4, b_mode=full
    vmul.f32 sp[0x2700], sp[0x1b00], sp[0x2500], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x2700], sp[0x3400], n=4
    vfill.f32 sp[0x2900], 0.0, n=1
    vrmax.f32 sp[0x2900], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x2980], sp[0x2700], sp[0x2900], n=4, b_mode=scalar:4
    vexp.f32 sp[0x2b80], sp[0x2980], n=4
    vsel.f32 sp[0x1efc00], sp[0x2d80], sp[0x2b80], sp[0x3000], n=4
    signal c0.store.0
    barrier
    viota.i32 sp[0x500], start=0, n=4
    vlti.i32 sp[0x480], sp[0x500], 64, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], 0.0, n=4
    vfill.f32 sp[0xb00], -inf, n=4
    vfill.f32 sp[0xd00], inf, n=4
    wait c0.load.0
    vsel.f32 sp[0xf00], sp[0x480], sp[0x1efc00], sp[0x900], n=4
    vfill.f32 sp[0x0], 0.0, n=1
    vrsum.f32 sp[0x0], sp[0xf00], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x80], sp[0x1efc00], sp[0x0], n=4, b_mode=scalar:4
    vsel.f32 sp[0x280], sp[0x480], sp[0x80], sp[0x700], n=4
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot3+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot3+0x400
    wait c0.vector.0
    st dev[r1+0x0], sp[0xc80], sticks=8, rows=1, stride=0
    barrier
    wait c0.vector.0
    barrier
    li r1, @slot2+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x280], sticks=1, rows=2, stride=1024
.program core=1 unit=load
    li r1, @slot0+0x80
    ld sp[0x1efe00], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c1.vector.0
    barrier
    barrier
    li r1, @slot3+0x480
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x1500], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c1.vector.0
    barrier
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
    viota.i32 sp[0x2e00], start=0, n=4
    vlti.i32 sp[0x2d80], sp[0x2e00], 64, n=4
    vfill.f32 sp[0x3000], 0.0, n=4
    vfill.f32 sp[0x3200], 0.0, n=4
    vfill.f32 sp[0x3400], -inf, n=4
    vfill.f32 sp[0x3600], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    vfill.f32 sp[0x1900], 0.5, n=4
    vfill.f32 sp[0x1d00], 0.70710677, n=4
    vfill.f32 sp[0x2300], 1.0, n=4
    wait c1.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x480], sp[0x3200], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vmul.f32 sp[0x1700], sp[0x1300], sp[0x1500], n=4, b_mode=full
    vmul.f32 sp[0x1b00], sp[0x1700], sp[0x1900], n=4, b_mode=full
    vmul.f32 sp[0x1f00], sp[0x1700], sp[0x1d00], n=4, b_mode=full
    verf.f32 sp[0x2100], sp[0x1f00], n=4
    vadd.f32 sp[0x2500], sp[0x2100], sp[0x2300], n=4, b_mode=full
    vmul.f32 sp[0x2700], sp[0x1b00], sp[0x2500], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x2700], sp[0x3400], n=4
    vfill.f32 sp[0x2900], 0.0, n=1
    vrmax.f32 sp[0x2900], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x2980], sp[0x2700], sp[0x2900], n=4, b_mode=scalar:4
    vexp.f32 sp[0x2b80], sp[0x2980], n=4
    vsel.f32 sp[0x1efc00], sp[0x2d80], sp[0x2b80], sp[0x3000], n=4
    signal c1.store.0
    barrier
    viota.i32 sp[0x500], start=0, n=4
    vlti.i32 sp[0x480], sp[0x500], 64, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], 0.0, n=4
    vfill.f32 sp[0xb00], -inf, n=4
    vfill.f32 sp[0xd00], inf, n=4
    wait c1.load.0
    vsel.f32 sp[0xf00], sp[0x480], sp[0x1efc00], sp[0x900], n=4
    vfill.f32 sp[0x0], 0.0, n=1
    vrsum.f32 sp[0x0], sp[0xf00], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x80], sp[0x1efc00], sp[0x0], n=4, b_mode=scalar:4
    vsel.f32 sp[0x280], sp[0x480], sp[0x80], sp[0x700], n=4
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot3+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    wait c1.vector.0
    barrier
    li r1, @slot2+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x280], sticks=1, rows=2, stride=1024
.program core=2 unit=load
    li r1, @slot0+0x100
    ld sp[0x1efe00], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c2.vector.0
    barrier
    barrier
    li r1, @slot3+0x500
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x1500], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c2.vector.0
    barrier
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
    viota.i32 sp[0x2e00], start=0, n=4
    vlti.i32 sp[0x2d80], sp[0x2e00], 64, n=4
    vfill.f32 sp[0x3000], 0.0, n=4
    vfill.f32 sp[0x3200], 0.0, n=4
    vfill.f32 sp[0x3400], -inf, n=4
    vfill.f32 sp[0x3600], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    vfill.f32 sp[0x1900], 0.5, n=4
    vfill.f32 sp[0x1d00], 0.70710677, n=4
    vfill.f32 sp[0x2300], 1.0, n=4
    wait c2.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x480], sp[0x3200], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vmul.f32 sp[0x1700], sp[0x1300], sp[0x1500], n=4, b_mode=full
    vmul.f32 sp[0x1b00], sp[0x1700], sp[0x1900], n=4, b_mode=full
    vmul.f32 sp[0x1f00], sp[0x1700], sp[0x1d00], n=4, b_mode=full
    verf.f32 sp[0x2100], sp[0x1f00], n=4
    vadd.f32 sp[0x2500], sp[0x2100], sp[0x2300], n=4, b_mode=full
    vmul.f32 sp[0x2700], sp[0x1b00], sp[0x2500], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x2700], sp[0x3400], n=4
    vfill.f32 sp[0x2900], 0.0, n=1
    vrmax.f32 sp[0x2900], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x2980], sp[0x2700], sp[0x2900], n=4, b_mode=scalar:4
    vexp.f32 sp[0x2b80], sp[0x2980], n=4
    vsel.f32 sp[0x1efc00], sp[0x2d80], sp[0x2b80], sp[0x3000], n=4
    signal c2.store.0
    barrier
    viota.i32 sp[0x500], start=0, n=4
    vlti.i32 sp[0x480], sp[0x500], 64, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], 0.0, n=4
    vfill.f32 sp[0xb00], -inf, n=4
    vfill.f32 sp[0xd00], inf, n=4
    wait c2.load.0
    vsel.f32 sp[0xf00], sp[0x480], sp[0x1efc00], sp[0x900], n=4
    vfill.f32 sp[0x0], 0.0, n=1
    vrsum.f32 sp[0x0], sp[0xf00], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x80], sp[0x1efc00], sp[0x0], n=4, b_mode=scalar:4
    vsel.f32 sp[0x280], sp[0x480], sp[0x80], sp[0x700], n=4
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot3+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    wait c2.vector.0
    barrier
    li r1, @slot2+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x280], sticks=1, rows=2, stride=1024
.program core=3 unit=load
    li r1, @slot0+0x180
    ld sp[0x1efe00], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c3.vector.0
    barrier
    barrier
    li r1, @slot3+0x580
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x1500], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c3.vector.0
    barrier
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
    viota.i32 sp[0x2e00], start=0, n=4
    vlti.i32 sp[0x2d80], sp[0x2e00], 64, n=4
    vfill.f32 sp[0x3000], 0.0, n=4
    vfill.f32 sp[0x3200], 0.0, n=4
    vfill.f32 sp[0x3400], -inf, n=4
    vfill.f32 sp[0x3600], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    vfill.f32 sp[0x1900], 0.5, n=4
    vfill.f32 sp[0x1d00], 0.70710677, n=4
    vfill.f32 sp[0x2300], 1.0, n=4
    wait c3.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x480], sp[0x3200], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vmul.f32 sp[0x1700], sp[0x1300], sp[0x1500], n=4, b_mode=full
    vmul.f32 sp[0x1b00], sp[0x1700], sp[0x1900], n=4, b_mode=full
    vmul.f32 sp[0x1f00], sp[0x1700], sp[0x1d00], n=4, b_mode=full
    verf.f32 sp[0x2100], sp[0x1f00], n=4
    vadd.f32 sp[0x2500], sp[0x2100], sp[0x2300], n=4, b_mode=full
    vmul.f32 sp[0x2700], sp[0x1b00], sp[0x2500], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x2700], sp[0x3400], n=4
    vfill.f32 sp[0x2900], 0.0, n=1
    vrmax.f32 sp[0x2900], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x2980], sp[0x2700], sp[0x2900], n=4, b_mode=scalar:4
    vexp.f32 sp[0x2b80], sp[0x2980], n=4
    vsel.f32 sp[0x1efc00], sp[0x2d80], sp[0x2b80], sp[0x3000], n=4
    signal c3.store.0
    barrier
    viota.i32 sp[0x500], start=0, n=4
    vlti.i32 sp[0x480], sp[0x500], 64, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], 0.0, n=4
    vfill.f32 sp[0xb00], -inf, n=4
    vfill.f32 sp[0xd00], inf, n=4
    wait c3.load.0
    vsel.f32 sp[0xf00], sp[0x480], sp[0x1efc00], sp[0x900], n=4
    vfill.f32 sp[0x0], 0.0, n=1
    vrsum.f32 sp[0x0], sp[0xf00], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x80], sp[0x1efc00], sp[0x0], n=4, b_mode=scalar:4
    vsel.f32 sp[0x280], sp[0x480], sp[0x80], sp[0x700], n=4
    signal c3.store.0
.program core=3 unit=store
    li r1, @slot3+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    wait c3.vector.0
    barrier
    li r1, @slot2+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x280], sticks=1, rows=2, stride=1024
.program core=4 unit=load
    li r1, @slot0+0x200
    ld sp[0x1efe00], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c4.vector.0
    barrier
    barrier
    li r1, @slot3+0x600
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x1500], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c4.vector.0
    barrier
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
    viota.i32 sp[0x2e00], start=0, n=4
    vlti.i32 sp[0x2d80], sp[0x2e00], 64, n=4
    vfill.f32 sp[0x3000], 0.0, n=4
    vfill.f32 sp[0x3200], 0.0, n=4
    vfill.f32 sp[0x3400], -inf, n=4
    vfill.f32 sp[0x3600], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    vfill.f32 sp[0x1900], 0.5, n=4
    vfill.f32 sp[0x1d00], 0.70710677, n=4
    vfill.f32 sp[0x2300], 1.0, n=4
    wait c4.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x480], sp[0x3200], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vmul.f32 sp[0x1700], sp[0x1300], sp[0x1500], n=4, b_mode=full
    vmul.f32 sp[0x1b00], sp[0x1700], sp[0x1900], n=4, b_mode=full
    vmul.f32 sp[0x1f00], sp[0x1700], sp[0x1d00], n=4, b_mode=full
    verf.f32 sp[0x2100], sp[0x1f00], n=4
    vadd.f32 sp[0x2500], sp[0x2100], sp[0x2300], n=4, b_mode=full
    vmul.f32 sp[0x2700], sp[0x1b00], sp[0x2500], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x2700], sp[0x3400], n=4
    vfill.f32 sp[0x2900], 0.0, n=1
    vrmax.f32 sp[0x2900], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x2980], sp[0x2700], sp[0x2900], n=4, b_mode=scalar:4
    vexp.f32 sp[0x2b80], sp[0x2980], n=4
    vsel.f32 sp[0x1efc00], sp[0x2d80], sp[0x2b80], sp[0x3000], n=4
    signal c4.store.0
    barrier
    viota.i32 sp[0x500], start=0, n=4
    vlti.i32 sp[0x480], sp[0x500], 64, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], 0.0, n=4
    vfill.f32 sp[0xb00], -inf, n=4
    vfill.f32 sp[0xd00], inf, n=4
    wait c4.load.0
    vsel.f32 sp[0xf00], sp[0x480], sp[0x1efc00], sp[0x900], n=4
    vfill.f32 sp[0x0], 0.0, n=1
    vrsum.f32 sp[0x0], sp[0xf00], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x80], sp[0x1efc00], sp[0x0], n=4, b_mode=scalar:4
    vsel.f32 sp[0x280], sp[0x480], sp[0x80], sp[0x700], n=4
    signal c4.store.0
.program core=4 unit=store
    li r1, @slot3+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    wait c4.vector.0
    barrier
    li r1, @slot2+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x280], sticks=1, rows=2, stride=1024
.program core=5 unit=load
    li r1, @slot0+0x280
    ld sp[0x1efe00], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c5.vector.0
    barrier
    barrier
    li r1, @slot3+0x680
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x1500], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c5.vector.0
    barrier
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
    viota.i32 sp[0x2e00], start=0, n=4
    vlti.i32 sp[0x2d80], sp[0x2e00], 64, n=4
    vfill.f32 sp[0x3000], 0.0, n=4
    vfill.f32 sp[0x3200], 0.0, n=4
    vfill.f32 sp[0x3400], -inf, n=4
    vfill.f32 sp[0x3600], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    vfill.f32 sp[0x1900], 0.5, n=4
    vfill.f32 sp[0x1d00], 0.70710677, n=4
    vfill.f32 sp[0x2300], 1.0, n=4
    wait c5.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x480], sp[0x3200], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vmul.f32 sp[0x1700], sp[0x1300], sp[0x1500], n=4, b_mode=full
    vmul.f32 sp[0x1b00], sp[0x1700], sp[0x1900], n=4, b_mode=full
    vmul.f32 sp[0x1f00], sp[0x1700], sp[0x1d00], n=4, b_mode=full
    verf.f32 sp[0x2100], sp[0x1f00], n=4
    vadd.f32 sp[0x2500], sp[0x2100], sp[0x2300], n=4, b_mode=full
    vmul.f32 sp[0x2700], sp[0x1b00], sp[0x2500], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x2700], sp[0x3400], n=4
    vfill.f32 sp[0x2900], 0.0, n=1
    vrmax.f32 sp[0x2900], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x2980], sp[0x2700], sp[0x2900], n=4, b_mode=scalar:4
    vexp.f32 sp[0x2b80], sp[0x2980], n=4
    vsel.f32 sp[0x1efc00], sp[0x2d80], sp[0x2b80], sp[0x3000], n=4
    signal c5.store.0
    barrier
    viota.i32 sp[0x500], start=0, n=4
    vlti.i32 sp[0x480], sp[0x500], 64, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], 0.0, n=4
    vfill.f32 sp[0xb00], -inf, n=4
    vfill.f32 sp[0xd00], inf, n=4
    wait c5.load.0
    vsel.f32 sp[0xf00], sp[0x480], sp[0x1efc00], sp[0x900], n=4
    vfill.f32 sp[0x0], 0.0, n=1
    vrsum.f32 sp[0x0], sp[0xf00], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x80], sp[0x1efc00], sp[0x0], n=4, b_mode=scalar:4
    vsel.f32 sp[0x280], sp[0x480], sp[0x80], sp[0x700], n=4
    signal c5.store.0
.program core=5 unit=store
    li r1, @slot3+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    wait c5.vector.0
    barrier
    li r1, @slot2+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x280], sticks=1, rows=2, stride=1024
.program core=6 unit=load
    li r1, @slot0+0x300
    ld sp[0x1efe00], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c6.vector.0
    barrier
    barrier
    li r1, @slot3+0x700
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x1500], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c6.vector.0
    barrier
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
    viota.i32 sp[0x2e00], start=0, n=4
    vlti.i32 sp[0x2d80], sp[0x2e00], 64, n=4
    vfill.f32 sp[0x3000], 0.0, n=4
    vfill.f32 sp[0x3200], 0.0, n=4
    vfill.f32 sp[0x3400], -inf, n=4
    vfill.f32 sp[0x3600], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    vfill.f32 sp[0x1900], 0.5, n=4
    vfill.f32 sp[0x1d00], 0.70710677, n=4
    vfill.f32 sp[0x2300], 1.0, n=4
    wait c6.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x480], sp[0x3200], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vmul.f32 sp[0x1700], sp[0x1300], sp[0x1500], n=4, b_mode=full
    vmul.f32 sp[0x1b00], sp[0x1700], sp[0x1900], n=4, b_mode=full
    vmul.f32 sp[0x1f00], sp[0x1700], sp[0x1d00], n=4, b_mode=full
    verf.f32 sp[0x2100], sp[0x1f00], n=4
    vadd.f32 sp[0x2500], sp[0x2100], sp[0x2300], n=4, b_mode=full
    vmul.f32 sp[0x2700], sp[0x1b00], sp[0x2500], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x2700], sp[0x3400], n=4
    vfill.f32 sp[0x2900], 0.0, n=1
    vrmax.f32 sp[0x2900], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x2980], sp[0x2700], sp[0x2900], n=4, b_mode=scalar:4
    vexp.f32 sp[0x2b80], sp[0x2980], n=4
    vsel.f32 sp[0x1efc00], sp[0x2d80], sp[0x2b80], sp[0x3000], n=4
    signal c6.store.0
    barrier
    viota.i32 sp[0x500], start=0, n=4
    vlti.i32 sp[0x480], sp[0x500], 64, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], 0.0, n=4
    vfill.f32 sp[0xb00], -inf, n=4
    vfill.f32 sp[0xd00], inf, n=4
    wait c6.load.0
    vsel.f32 sp[0xf00], sp[0x480], sp[0x1efc00], sp[0x900], n=4
    vfill.f32 sp[0x0], 0.0, n=1
    vrsum.f32 sp[0x0], sp[0xf00], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x80], sp[0x1efc00], sp[0x0], n=4, b_mode=scalar:4
    vsel.f32 sp[0x280], sp[0x480], sp[0x80], sp[0x700], n=4
    signal c6.store.0
.program core=6 unit=store
    li r1, @slot3+0x300
    wait c6.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    wait c6.vector.0
    barrier
    li r1, @slot2+0x300
    wait c6.vector.0
    st dev[r1+0x0], sp[0x280], sticks=1, rows=2, stride=1024
.program core=7 unit=load
    li r1, @slot0+0x380
    ld sp[0x1efe00], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c7.vector.0
    barrier
    barrier
    li r1, @slot3+0x780
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x1500], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c7.vector.0
    barrier
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
    viota.i32 sp[0x2e00], start=0, n=4
    vlti.i32 sp[0x2d80], sp[0x2e00], 64, n=4
    vfill.f32 sp[0x3000], 0.0, n=4
    vfill.f32 sp[0x3200], 0.0, n=4
    vfill.f32 sp[0x3400], -inf, n=4
    vfill.f32 sp[0x3600], inf, n=4
    vfill.f32 sp[0x900], 64.0, n=4
    vfill.f32 sp[0xd00], 1e-05, n=4
    vfill.f32 sp[0x1900], 0.5, n=4
    vfill.f32 sp[0x1d00], 0.70710677, n=4
    vfill.f32 sp[0x2300], 1.0, n=4
    wait c7.load.0
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vsub.f32 sp[0x280], sp[0x1efe00], sp[0x80], n=4, b_mode=full
    vmul.f32 sp[0x480], sp[0x280], sp[0x280], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x480], sp[0x3200], n=4
    vfill.f32 sp[0x880], 0.0, n=1
    vrsum.f32 sp[0x880], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x680], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vadd.f32 sp[0xf00], sp[0xb00], sp[0xd00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1100], sp[0xf00], n=4
    vmul.f32 sp[0x1300], sp[0x280], sp[0x1100], n=4, b_mode=full
    vmul.f32 sp[0x1700], sp[0x1300], sp[0x1500], n=4, b_mode=full
    vmul.f32 sp[0x1b00], sp[0x1700], sp[0x1900], n=4, b_mode=full
    vmul.f32 sp[0x1f00], sp[0x1700], sp[0x1d00], n=4, b_mode=full
    verf.f32 sp[0x2100], sp[0x1f00], n=4
    vadd.f32 sp[0x2500], sp[0x2100], sp[0x2300], n=4, b_mode=full
    vmul.f32 sp[0x2700], sp[0x1b00], sp[0x2500], n=4, b_mode=full
    vsel.f32 sp[0x3800], sp[0x2d80], sp[0x2700], sp[0x3400], n=4
    vfill.f32 sp[0x2900], 0.0, n=1
    vrmax.f32 sp[0x2900], sp[0x3800], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x2980], sp[0x2700], sp[0x2900], n=4, b_mode=scalar:4
    vexp.f32 sp[0x2b80], sp[0x2980], n=4
    vsel.f32 sp[0x1efc00], sp[0x2d80], sp[0x2b80], sp[0x3000], n=4
    signal c7.store.0
    barrier
    viota.i32 sp[0x500], start=0, n=4
    vlti.i32 sp[0x480], sp[0x500], 64, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], 0.0, n=4
    vfill.f32 sp[0xb00], -inf, n=4
    vfill.f32 sp[0xd00], inf, n=4
    wait c7.load.0
    vsel.f32 sp[0xf00], sp[0x480], sp[0x1efc00], sp[0x900], n=4
    vfill.f32 sp[0x0], 0.0, n=1
    vrsum.f32 sp[0x0], sp[0xf00], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x80], sp[0x1efc00], sp[0x0], n=4, b_mode=scalar:4
    vsel.f32 sp[0x280], sp[0x480], sp[0x80], sp[0x700], n=4
    signal c7.store.0
.program core=7 unit=store
    li r1, @slot3+0x380
    wait c7.vector.0
    st dev[r1+0x0], sp[0x0], sticks=1, rows=1, stride=0
    barrier
    barrier
    wait c7.vector.0
    barrier
    li r1, @slot2+0x380
    wait c7.vector.0
    st dev[r1+0x0], sp[0x280], sticks=1, rows=2, stride=1024
