; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x1eff00], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c0.vector.0
    barrier
    li r1, @slot2+0x0
    ld sp[0x0], dev[r1+0x0], sticks=6, rows=1, stride=0
    signal c0.vector.0
    barrier
    li r1, @slot2+0x300
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f16 sp[0x500], 0.0, n=2
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], -inf, n=2
    vfill.f16 sp[0x800], inf, n=2
    vfill.f32 sp[0xa00], 0.0, n=4
    vfill.f32 sp[0xc00], 0.0, n=4
    vfill.f32 sp[0xe00], -inf, n=4
    vfill.f32 sp[0x1000], inf, n=4
    wait c0.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vrsum.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c0.store.0
    barrier
    viota.i32 sp[0x1280], start=0, n=4
    vlti.i32 sp[0x1200], sp[0x1280], 6, n=4
    vfill.f32 sp[0x1480], 0.0, n=4
    vfill.f32 sp[0x1680], 0.0, n=4
    vfill.f32 sp[0x1880], -inf, n=4
    vfill.f32 sp[0x1a80], inf, n=4
    vfill.f32 sp[0x780], 128.0, n=4
    viota.i32 sp[0x700], start=0, n=1
    vgei.i32 sp[0x580], sp[0x700], 1, n=1
    vgei.i32 sp[0x5a0], sp[0x700], 2, n=1
    vgei.i32 sp[0x5c0], sp[0x700], 3, n=1
    vgei.i32 sp[0x5e0], sp[0x700], 4, n=1
    vgei.i32 sp[0x600], sp[0x700], 5, n=1
    viota.i32 sp[0x1180], start=0, n=1
    vlti.i32 sp[0x1100], sp[0x1180], 1, n=1
    wait c0.load.0
    vbcast.f32 sp[0x380], sp[0x0], n=1, a_mode=full
    vsel.f32 sp[0x380], sp[0x580], sp[0x7c], sp[0x380], n=1
    vsel.f32 sp[0x380], sp[0x5a0], sp[0xf8], sp[0x380], n=1
    vsel.f32 sp[0x380], sp[0x5c0], sp[0x174], sp[0x380], n=1
    vsel.f32 sp[0x380], sp[0x5e0], sp[0x1f0], sp[0x380], n=1
    vsel.f32 sp[0x380], sp[0x600], sp[0x26c], sp[0x380], n=1
    vdiv.f32 sp[0x980], sp[0x380], sp[0x780], n=4, b_mode=full
    vbcast.f32 sp[0xe80], sp[0x980], n=4, a_mode=full
    vsel.f32 sp[0xb80], sp[0x1100], sp[0xe80], sp[0x1480], n=1
    vsel.f32 sp[0xc00], sp[0x1100], sp[0xe84], sp[0x1480], n=1
    vsel.f32 sp[0xc80], sp[0x1100], sp[0xe88], sp[0x1480], n=1
    vsel.f32 sp[0xd00], sp[0x1100], sp[0xe8c], sp[0x1480], n=1
    vsel.f32 sp[0xd80], sp[0x1100], sp[0xe90], sp[0x1480], n=1
    vsel.f32 sp[0xe00], sp[0x1100], sp[0xe94], sp[0x1480], n=1
    signal c0.store.0
    barrier
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0xb00], 128.0, n=4
    vfill.f32 sp[0xf00], 1e-05, n=4
    wait c0.load.0
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vmul.f32 sp[0x680], sp[0x480], sp[0x480], n=4, b_mode=full
    vfill.f32 sp[0xa80], 0.0, n=1
    vrsum.f32 sp[0xa80], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x880], sp[0xa80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xd00], sp[0x880], sp[0xb00], n=4, b_mode=full
    vadd.f32 sp[0x1100], sp[0xd00], sp[0xf00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1300], sp[0x1100], n=4
    vmul.f32 sp[0x1500], sp[0x480], sp[0x1300], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1500], n=4, to=f16
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot2+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x300
    wait c0.vector.0
    st dev[r1+0x0], sp[0xb80], sticks=6, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x1800], sticks=1, rows=2, stride=768
.program core=1 unit=load
    li r1, @slot0+0x80
    ld sp[0x1eff00], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c1.vector.0
    barrier
    barrier
    li r1, @slot2+0x380
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f16 sp[0x500], 0.0, n=2
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], -inf, n=2
    vfill.f16 sp[0x800], inf, n=2
    vfill.f32 sp[0xa00], 0.0, n=4
    vfill.f32 sp[0xc00], 0.0, n=4
    vfill.f32 sp[0xe00], -inf, n=4
    vfill.f32 sp[0x1000], inf, n=4
    wait c1.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vrsum.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c1.store.0
    barrier
    barrier
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0xb00], 128.0, n=4
    vfill.f32 sp[0xf00], 1e-05, n=4
    wait c1.load.0
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vmul.f32 sp[0x680], sp[0x480], sp[0x480], n=4, b_mode=full
    vfill.f32 sp[0xa80], 0.0, n=1
    vrsum.f32 sp[0xa80], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x880], sp[0xa80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xd00], sp[0x880], sp[0xb00], n=4, b_mode=full
    vadd.f32 sp[0x1100], sp[0xd00], sp[0xf00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1300], sp[0x1100], n=4
    vmul.f32 sp[0x1500], sp[0x480], sp[0x1300], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1500], n=4, to=f16
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot2+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x1800], sticks=1, rows=2, stride=768
.program core=2 unit=load
    li r1, @slot0+0x100
    ld sp[0x1eff00], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c2.vector.0
    barrier
    barrier
    li r1, @slot2+0x400
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f16 sp[0x500], 0.0, n=2
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], -inf, n=2
    vfill.f16 sp[0x800], inf, n=2
    vfill.f32 sp[0xa00], 0.0, n=4
    vfill.f32 sp[0xc00], 0.0, n=4
    vfill.f32 sp[0xe00], -inf, n=4
    vfill.f32 sp[0x1000], inf, n=4
    wait c2.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vrsum.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c2.store.0
    barrier
    barrier
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0xb00], 128.0, n=4
    vfill.f32 sp[0xf00], 1e-05, n=4
    wait c2.load.0
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vmul.f32 sp[0x680], sp[0x480], sp[0x480], n=4, b_mode=full
    vfill.f32 sp[0xa80], 0.0, n=1
    vrsum.f32 sp[0xa80], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x880], sp[0xa80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xd00], sp[0x880], sp[0xb00], n=4, b_mode=full
    vadd.f32 sp[0x1100], sp[0xd00], sp[0xf00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1300], sp[0x1100], n=4
    vmul.f32 sp[0x1500], sp[0x480], sp[0x1300], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1500], n=4, to=f16
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot2+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x1800], sticks=1, rows=2, stride=768
.program core=3 unit=load
    li r1, @slot0+0x180
    ld sp[0x1eff00], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c3.vector.0
    barrier
    barrier
    li r1, @slot2+0x480
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f16 sp[0x500], 0.0, n=2
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], -inf, n=2
    vfill.f16 sp[0x800], inf, n=2
    vfill.f32 sp[0xa00], 0.0, n=4
    vfill.f32 sp[0xc00], 0.0, n=4
    vfill.f32 sp[0xe00], -inf, n=4
    vfill.f32 sp[0x1000], inf, n=4
    wait c3.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vrsum.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c3.store.0
    barrier
    barrier
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0xb00], 128.0, n=4
    vfill.f32 sp[0xf00], 1e-05, n=4
    wait c3.load.0
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vmul.f32 sp[0x680], sp[0x480], sp[0x480], n=4, b_mode=full
    vfill.f32 sp[0xa80], 0.0, n=1
    vrsum.f32 sp[0xa80], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x880], sp[0xa80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xd00], sp[0x880], sp[0xb00], n=4, b_mode=full
    vadd.f32 sp[0x1100], sp[0xd00], sp[0xf00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1300], sp[0x1100], n=4
    vmul.f32 sp[0x1500], sp[0x480], sp[0x1300], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1500], n=4, to=f16
    signal c3.store.0
.program core=3 unit=store
    li r1, @slot2+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x1800], sticks=1, rows=2, stride=768
.program core=4 unit=load
    li r1, @slot0+0x200
    ld sp[0x1eff00], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c4.vector.0
    barrier
    barrier
    li r1, @slot2+0x500
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f16 sp[0x500], 0.0, n=2
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], -inf, n=2
    vfill.f16 sp[0x800], inf, n=2
    vfill.f32 sp[0xa00], 0.0, n=4
    vfill.f32 sp[0xc00], 0.0, n=4
    vfill.f32 sp[0xe00], -inf, n=4
    vfill.f32 sp[0x1000], inf, n=4
    wait c4.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vrsum.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c4.store.0
    barrier
    barrier
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0xb00], 128.0, n=4
    vfill.f32 sp[0xf00], 1e-05, n=4
    wait c4.load.0
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vmul.f32 sp[0x680], sp[0x480], sp[0x480], n=4, b_mode=full
    vfill.f32 sp[0xa80], 0.0, n=1
    vrsum.f32 sp[0xa80], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x880], sp[0xa80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xd00], sp[0x880], sp[0xb00], n=4, b_mode=full
    vadd.f32 sp[0x1100], sp[0xd00], sp[0xf00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1300], sp[0x1100], n=4
    vmul.f32 sp[0x1500], sp[0x480], sp[0x1300], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1500], n=4, to=f16
    signal c4.store.0
.program core=4 unit=store
    li r1, @slot2+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x1800], sticks=1, rows=2, stride=768
.program core=5 unit=load
    li r1, @slot0+0x280
    ld sp[0x1eff00], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c5.vector.0
    barrier
    barrier
    li r1, @slot2+0x580
    ld sp[0x200], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
.program core=5 unit=vector
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f16 sp[0x500], 0.0, n=2
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], -inf, n=2
    vfill.f16 sp[0x800], inf, n=2
    vfill.f32 sp[0xa00], 0.0, n=4
    vfill.f32 sp[0xc00], 0.0, n=4
    vfill.f32 sp[0xe00], -inf, n=4
    vfill.f32 sp[0x1000], inf, n=4
    wait c5.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vrsum.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c5.store.0
    barrier
    barrier
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0xb00], 128.0, n=4
    vfill.f32 sp[0xf00], 1e-05, n=4
    wait c5.load.0
    vcast.f16 sp[0x0], sp[0x1eff00], n=2, to=f32
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vmul.f32 sp[0x680], sp[0x480], sp[0x480], n=4, b_mode=full
    vfill.f32 sp[0xa80], 0.0, n=1
    vrsum.f32 sp[0xa80], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x880], sp[0xa80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xd00], sp[0x880], sp[0xb00], n=4, b_mode=full
    vadd.f32 sp[0x1100], sp[0xd00], sp[0xf00], n=4, b_mode=full
    vrsqrt.f32 sp[0x1300], sp[0x1100], n=4
    vmul.f32 sp[0x1500], sp[0x480], sp[0x1300], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1500], n=4, to=f16
    signal c5.store.0
.program core=5 unit=store
    li r1, @slot2+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    barrier
    li r1, @slot1+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x1800], sticks=1, rows=2, stride=768
