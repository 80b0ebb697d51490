; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c0.vector.0
    barrier
    li r1, @slot2+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    barrier
    li r1, @slot0+0x0
    li r2, @slot2+0x300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    ld sp[0x300], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x400], start=0, n=4
    vlti.i32 sp[0x380], sp[0x400], 128, n=4
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], 0.0, n=2
    vfill.f16 sp[0x800], -inf, n=2
    vfill.f16 sp[0x900], inf, n=2
    vfill.f32 sp[0xb00], 0.0, n=4
    vfill.f32 sp[0xd00], 0.0, n=4
    vfill.f32 sp[0xf00], -inf, n=4
    vfill.f32 sp[0x1100], inf, n=4
    wait c0.load.0
    vfill.f32 sp[0x300], 0.0, n=1
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vrsum.f32 sp[0x300], sp[0x100], n=4, g=4, axis=within, to=f32, acc=0
    signal c0.store.0
    barrier
    viota.i32 sp[0x780], start=0, n=4
    vlti.i32 sp[0x700], sp[0x780], 1, n=4
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    vfill.f32 sp[0x280], 128.0, n=4
    wait c0.load.0
    vfill.f32 sp[0x680], 0.0, n=1
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x480], sp[0x80], sp[0x280], n=4, b_mode=full
    vrmax.f32 sp[0x680], sp[0x480], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.store.0
    barrier
    viota.i32 sp[0x1a80], start=0, n=4
    vlti.i32 sp[0x1a00], sp[0x1a80], 128, n=4
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], 0.0, n=2
    vfill.f16 sp[0x1e80], -inf, n=2
    vfill.f16 sp[0x1f80], inf, n=2
    vfill.f32 sp[0x2180], 0.0, n=4
    vfill.f32 sp[0x2380], 0.0, n=4
    vfill.f32 sp[0x2580], -inf, n=4
    vfill.f32 sp[0x2780], inf, n=4
    vfill.f32 sp[0xc00], 128.0, n=4
    vfill.f32 sp[0x1000], 1e-05, n=4
    wait c0.load.0
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vbcast.f32 sp[0x380], sp[0x300], n=4, a_mode=scalar:4
    vsub.f32 sp[0x580], sp[0x100], sp[0x380], n=4, b_mode=full
    vmul.f32 sp[0x780], sp[0x580], sp[0x580], n=4, b_mode=full
    vfill.f32 sp[0xb80], 0.0, n=1
    vrsum.f32 sp[0xb80], sp[0x780], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x980], sp[0xb80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xe00], sp[0x980], sp[0xc00], n=4, b_mode=full
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vrsqrt.f32 sp[0x1400], sp[0x1200], n=4
    vmul.f32 sp[0x1600], sp[0x580], sp[0x1400], n=4, b_mode=full
    vcast.f32 sp[0x1900], sp[0x1600], n=4, to=f16
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot2+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x300], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x300
    wait c0.vector.0
    st dev[r1+0x0], sp[0x680], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x1900], sticks=1, rows=2, stride=768
.program core=1 unit=load
    li r1, @slot0+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c1.vector.0
    barrier
    li r1, @slot2+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    barrier
    li r1, @slot0+0x80
    li r2, @slot2+0x380
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    ld sp[0x300], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x400], start=0, n=4
    vlti.i32 sp[0x380], sp[0x400], 128, n=4
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], 0.0, n=2
    vfill.f16 sp[0x800], -inf, n=2
    vfill.f16 sp[0x900], inf, n=2
    vfill.f32 sp[0xb00], 0.0, n=4
    vfill.f32 sp[0xd00], 0.0, n=4
    vfill.f32 sp[0xf00], -inf, n=4
    vfill.f32 sp[0x1100], inf, n=4
    wait c1.load.0
    vfill.f32 sp[0x300], 0.0, n=1
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vrsum.f32 sp[0x300], sp[0x100], n=4, g=4, axis=within, to=f32, acc=0
    signal c1.store.0
    barrier
    viota.i32 sp[0x780], start=0, n=4
    vlti.i32 sp[0x700], sp[0x780], 1, n=4
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    vfill.f32 sp[0x280], 128.0, n=4
    wait c1.load.0
    vfill.f32 sp[0x680], 0.0, n=1
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x480], sp[0x80], sp[0x280], n=4, b_mode=full
    vrmax.f32 sp[0x680], sp[0x480], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.store.0
    barrier
    viota.i32 sp[0x1a80], start=0, n=4
    vlti.i32 sp[0x1a00], sp[0x1a80], 128, n=4
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], 0.0, n=2
    vfill.f16 sp[0x1e80], -inf, n=2
    vfill.f16 sp[0x1f80], inf, n=2
    vfill.f32 sp[0x2180], 0.0, n=4
    vfill.f32 sp[0x2380], 0.0, n=4
    vfill.f32 sp[0x2580], -inf, n=4
    vfill.f32 sp[0x2780], inf, n=4
    vfill.f32 sp[0xc00], 128.0, n=4
    vfill.f32 sp[0x1000], 1e-05, n=4
    wait c1.load.0
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vbcast.f32 sp[0x380], sp[0x300], n=4, a_mode=scalar:4
    vsub.f32 sp[0x580], sp[0x100], sp[0x380], n=4, b_mode=full
    vmul.f32 sp[0x780], sp[0x580], sp[0x580], n=4, b_mode=full
    vfill.f32 sp[0xb80], 0.0, n=1
    vrsum.f32 sp[0xb80], sp[0x780], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x980], sp[0xb80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xe00], sp[0x980], sp[0xc00], n=4, b_mode=full
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vrsqrt.f32 sp[0x1400], sp[0x1200], n=4
    vmul.f32 sp[0x1600], sp[0x580], sp[0x1400], n=4, b_mode=full
    vcast.f32 sp[0x1900], sp[0x1600], n=4, to=f16
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot2+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x300], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x380
    wait c1.vector.0
    st dev[r1+0x0], sp[0x680], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x1900], sticks=1, rows=2, stride=768
.program core=2 unit=load
    li r1, @slot0+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c2.vector.0
    barrier
    li r1, @slot2+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    barrier
    li r1, @slot0+0x100
    li r2, @slot2+0x400
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    ld sp[0x300], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0x400], start=0, n=4
    vlti.i32 sp[0x380], sp[0x400], 128, n=4
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], 0.0, n=2
    vfill.f16 sp[0x800], -inf, n=2
    vfill.f16 sp[0x900], inf, n=2
    vfill.f32 sp[0xb00], 0.0, n=4
    vfill.f32 sp[0xd00], 0.0, n=4
    vfill.f32 sp[0xf00], -inf, n=4
    vfill.f32 sp[0x1100], inf, n=4
    wait c2.load.0
    vfill.f32 sp[0x300], 0.0, n=1
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vrsum.f32 sp[0x300], sp[0x100], n=4, g=4, axis=within, to=f32, acc=0
    signal c2.store.0
    barrier
    viota.i32 sp[0x780], start=0, n=4
    vlti.i32 sp[0x700], sp[0x780], 1, n=4
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    vfill.f32 sp[0x280], 128.0, n=4
    wait c2.load.0
    vfill.f32 sp[0x680], 0.0, n=1
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x480], sp[0x80], sp[0x280], n=4, b_mode=full
    vrmax.f32 sp[0x680], sp[0x480], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.store.0
    barrier
    viota.i32 sp[0x1a80], start=0, n=4
    vlti.i32 sp[0x1a00], sp[0x1a80], 128, n=4
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], 0.0, n=2
    vfill.f16 sp[0x1e80], -inf, n=2
    vfill.f16 sp[0x1f80], inf, n=2
    vfill.f32 sp[0x2180], 0.0, n=4
    vfill.f32 sp[0x2380], 0.0, n=4
    vfill.f32 sp[0x2580], -inf, n=4
    vfill.f32 sp[0x2780], inf, n=4
    vfill.f32 sp[0xc00], 128.0, n=4
    vfill.f32 sp[0x1000], 1e-05, n=4
    wait c2.load.0
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vbcast.f32 sp[0x380], sp[0x300], n=4, a_mode=scalar:4
    vsub.f32 sp[0x580], sp[0x100], sp[0x380], n=4, b_mode=full
    vmul.f32 sp[0x780], sp[0x580], sp[0x580], n=4, b_mode=full
    vfill.f32 sp[0xb80], 0.0, n=1
    vrsum.f32 sp[0xb80], sp[0x780], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x980], sp[0xb80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xe00], sp[0x980], sp[0xc00], n=4, b_mode=full
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vrsqrt.f32 sp[0x1400], sp[0x1200], n=4
    vmul.f32 sp[0x1600], sp[0x580], sp[0x1400], n=4, b_mode=full
    vcast.f32 sp[0x1900], sp[0x1600], n=4, to=f16
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot2+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x300], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x400
    wait c2.vector.0
    st dev[r1+0x0], sp[0x680], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x1900], sticks=1, rows=2, stride=768
.program core=3 unit=load
    li r1, @slot0+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c3.vector.0
    barrier
    li r1, @slot2+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    barrier
    li r1, @slot0+0x180
    li r2, @slot2+0x480
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    ld sp[0x300], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0x400], start=0, n=4
    vlti.i32 sp[0x380], sp[0x400], 128, n=4
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], 0.0, n=2
    vfill.f16 sp[0x800], -inf, n=2
    vfill.f16 sp[0x900], inf, n=2
    vfill.f32 sp[0xb00], 0.0, n=4
    vfill.f32 sp[0xd00], 0.0, n=4
    vfill.f32 sp[0xf00], -inf, n=4
    vfill.f32 sp[0x1100], inf, n=4
    wait c3.load.0
    vfill.f32 sp[0x300], 0.0, n=1
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vrsum.f32 sp[0x300], sp[0x100], n=4, g=4, axis=within, to=f32, acc=0
    signal c3.store.0
    barrier
    viota.i32 sp[0x780], start=0, n=4
    vlti.i32 sp[0x700], sp[0x780], 1, n=4
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    vfill.f32 sp[0x280], 128.0, n=4
    wait c3.load.0
    vfill.f32 sp[0x680], 0.0, n=1
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x480], sp[0x80], sp[0x280], n=4, b_mode=full
    vrmax.f32 sp[0x680], sp[0x480], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.store.0
    barrier
    viota.i32 sp[0x1a80], start=0, n=4
    vlti.i32 sp[0x1a00], sp[0x1a80], 128, n=4
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], 0.0, n=2
    vfill.f16 sp[0x1e80], -inf, n=2
    vfill.f16 sp[0x1f80], inf, n=2
    vfill.f32 sp[0x2180], 0.0, n=4
    vfill.f32 sp[0x2380], 0.0, n=4
    vfill.f32 sp[0x2580], -inf, n=4
    vfill.f32 sp[0x2780], inf, n=4
    vfill.f32 sp[0xc00], 128.0, n=4
    vfill.f32 sp[0x1000], 1e-05, n=4
    wait c3.load.0
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vbcast.f32 sp[0x380], sp[0x300], n=4, a_mode=scalar:4
    vsub.f32 sp[0x580], sp[0x100], sp[0x380], n=4, b_mode=full
    vmul.f32 sp[0x780], sp[0x580], sp[0x580], n=4, b_mode=full
    vfill.f32 sp[0xb80], 0.0, n=1
    vrsum.f32 sp[0xb80], sp[0x780], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x980], sp[0xb80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xe00], sp[0x980], sp[0xc00], n=4, b_mode=full
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vrsqrt.f32 sp[0x1400], sp[0x1200], n=4
    vmul.f32 sp[0x1600], sp[0x580], sp[0x1400], n=4, b_mode=full
    vcast.f32 sp[0x1900], sp[0x1600], n=4, to=f16
    signal c3.store.0
.program core=3 unit=store
    li r1, @slot2+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x300], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x480
    wait c3.vector.0
    st dev[r1+0x0], sp[0x680], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x1900], sticks=1, rows=2, stride=768
.program core=4 unit=load
    li r1, @slot0+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c4.vector.0
    barrier
    li r1, @slot2+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    barrier
    li r1, @slot0+0x200
    li r2, @slot2+0x500
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    ld sp[0x300], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0x400], start=0, n=4
    vlti.i32 sp[0x380], sp[0x400], 128, n=4
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], 0.0, n=2
    vfill.f16 sp[0x800], -inf, n=2
    vfill.f16 sp[0x900], inf, n=2
    vfill.f32 sp[0xb00], 0.0, n=4
    vfill.f32 sp[0xd00], 0.0, n=4
    vfill.f32 sp[0xf00], -inf, n=4
    vfill.f32 sp[0x1100], inf, n=4
    wait c4.load.0
    vfill.f32 sp[0x300], 0.0, n=1
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vrsum.f32 sp[0x300], sp[0x100], n=4, g=4, axis=within, to=f32, acc=0
    signal c4.store.0
    barrier
    viota.i32 sp[0x780], start=0, n=4
    vlti.i32 sp[0x700], sp[0x780], 1, n=4
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    vfill.f32 sp[0x280], 128.0, n=4
    wait c4.load.0
    vfill.f32 sp[0x680], 0.0, n=1
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x480], sp[0x80], sp[0x280], n=4, b_mode=full
    vrmax.f32 sp[0x680], sp[0x480], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.store.0
    barrier
    viota.i32 sp[0x1a80], start=0, n=4
    vlti.i32 sp[0x1a00], sp[0x1a80], 128, n=4
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], 0.0, n=2
    vfill.f16 sp[0x1e80], -inf, n=2
    vfill.f16 sp[0x1f80], inf, n=2
    vfill.f32 sp[0x2180], 0.0, n=4
    vfill.f32 sp[0x2380], 0.0, n=4
    vfill.f32 sp[0x2580], -inf, n=4
    vfill.f32 sp[0x2780], inf, n=4
    vfill.f32 sp[0xc00], 128.0, n=4
    vfill.f32 sp[0x1000], 1e-05, n=4
    wait c4.load.0
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vbcast.f32 sp[0x380], sp[0x300], n=4, a_mode=scalar:4
    vsub.f32 sp[0x580], sp[0x100], sp[0x380], n=4, b_mode=full
    vmul.f32 sp[0x780], sp[0x580], sp[0x580], n=4, b_mode=full
    vfill.f32 sp[0xb80], 0.0, n=1
    vrsum.f32 sp[0xb80], sp[0x780], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x980], sp[0xb80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xe00], sp[0x980], sp[0xc00], n=4, b_mode=full
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vrsqrt.f32 sp[0x1400], sp[0x1200], n=4
    vmul.f32 sp[0x1600], sp[0x580], sp[0x1400], n=4, b_mode=full
    vcast.f32 sp[0x1900], sp[0x1600], n=4, to=f16
    signal c4.store.0
.program core=4 unit=store
    li r1, @slot2+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x300], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x500
    wait c4.vector.0
    st dev[r1+0x0], sp[0x680], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x1900], sticks=1, rows=2, stride=768
.program core=5 unit=load
    li r1, @slot0+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    signal c5.vector.0
    barrier
    li r1, @slot2+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    barrier
    li r1, @slot0+0x280
    li r2, @slot2+0x580
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    ld sp[0x300], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
.program core=5 unit=vector
    viota.i32 sp[0x400], start=0, n=4
    vlti.i32 sp[0x380], sp[0x400], 128, n=4
    vfill.f16 sp[0x600], 0.0, n=2
    vfill.f16 sp[0x700], 0.0, n=2
    vfill.f16 sp[0x800], -inf, n=2
    vfill.f16 sp[0x900], inf, n=2
    vfill.f32 sp[0xb00], 0.0, n=4
    vfill.f32 sp[0xd00], 0.0, n=4
    vfill.f32 sp[0xf00], -inf, n=4
    vfill.f32 sp[0x1100], inf, n=4
    wait c5.load.0
    vfill.f32 sp[0x300], 0.0, n=1
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vrsum.f32 sp[0x300], sp[0x100], n=4, g=4, axis=within, to=f32, acc=0
    signal c5.store.0
    barrier
    viota.i32 sp[0x780], start=0, n=4
    vlti.i32 sp[0x700], sp[0x780], 1, n=4
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    vfill.f32 sp[0x280], 128.0, n=4
    wait c5.load.0
    vfill.f32 sp[0x680], 0.0, n=1
    vbcast.f32 sp[0x80], sp[0x0], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x480], sp[0x80], sp[0x280], n=4, b_mode=full
    vrmax.f32 sp[0x680], sp[0x480], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.store.0
    barrier
    viota.i32 sp[0x1a80], start=0, n=4
    vlti.i32 sp[0x1a00], sp[0x1a80], 128, n=4
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], 0.0, n=2
    vfill.f16 sp[0x1e80], -inf, n=2
    vfill.f16 sp[0x1f80], inf, n=2
    vfill.f32 sp[0x2180], 0.0, n=4
    vfill.f32 sp[0x2380], 0.0, n=4
    vfill.f32 sp[0x2580], -inf, n=4
    vfill.f32 sp[0x2780], inf, n=4
    vfill.f32 sp[0xc00], 128.0, n=4
    vfill.f32 sp[0x1000], 1e-05, n=4
    wait c5.load.0
    vcast.f16 sp[0x100], sp[0x0], n=2, to=f32
    vbcast.f32 sp[0x380], sp[0x300], n=4, a_mode=scalar:4
    vsub.f32 sp[0x580], sp[0x100], sp[0x380], n=4, b_mode=full
    vmul.f32 sp[0x780], sp[0x580], sp[0x580], n=4, b_mode=full
    vfill.f32 sp[0xb80], 0.0, n=1
    vrsum.f32 sp[0xb80], sp[0x780], n=4, g=4, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x980], sp[0xb80], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xe00], sp[0x980], sp[0xc00], n=4, b_mode=full
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vrsqrt.f32 sp[0x1400], sp[0x1200], n=4
    vmul.f32 sp[0x1600], sp[0x580], sp[0x1400], n=4, b_mode=full
    vcast.f32 sp[0x1900], sp[0x1600], n=4, to=f16
    signal c5.store.0
.program core=5 unit=store
    li r1, @slot2+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x300], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x580
    wait c5.vector.0
    st dev[r1+0x0], sp[0x680], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x1900], sticks=1, rows=2, stride=768
