; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x400], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c0.vector.0
    barrier
    li r1, @slot0+0x0
    li r2, @slot2+0x780
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    loop count=13
    wait c0.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    wait c0.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    endloop
.program core=0 unit=vector
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 100, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c0.load.0
    vsel.f32 sp[0x200], sp[0x600], sp[0x0], sp[0x400], n=4
    signal c0.store.0
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c0.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb10], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    li r1, 0x0
    loop count=12
    wait c0.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    wait c0.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    addi r1, r1, 8
    endloop
    wait c0.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    wait c0.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c0.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=4, stride=640
    barrier
    li r1, @slot2+0x780
    wait c0.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x80
    li r2, @slot1+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x400], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c1.vector.0
    barrier
    li r1, @slot0+0x0
    li r2, @slot2+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    loop count=2
    wait c1.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    wait c1.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c1.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c1.vector.0
    wait c1.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c1.vector.0
    endloop
.program core=1 unit=vector
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 100, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c1.load.0
    vsel.f32 sp[0x200], sp[0x600], sp[0x0], sp[0x400], n=4
    signal c1.store.0
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c1.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c1.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    wait c1.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c1.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    wait c1.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    addi r1, r1, 8
    endloop
    wait c1.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    wait c1.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c1.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot1+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=4, stride=640
    barrier
    li r1, @slot2+0xa00
    wait c1.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x100
    li r2, @slot1+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x400], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c2.vector.0
    barrier
    li r1, @slot0+0x280
    li r2, @slot2+0xc80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    loop count=2
    wait c2.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    wait c2.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c2.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c2.vector.0
    wait c2.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c2.vector.0
    endloop
.program core=2 unit=vector
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 100, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c2.load.0
    vsel.f32 sp[0x200], sp[0x600], sp[0x0], sp[0x400], n=4
    signal c2.store.0
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c2.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c2.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    wait c2.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c2.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    wait c2.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    addi r1, r1, 8
    endloop
    wait c2.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    wait c2.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c2.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot1+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=4, stride=640
    barrier
    li r1, @slot2+0xc80
    wait c2.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0x180
    li r2, @slot1+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x400], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c3.vector.0
    barrier
    li r1, @slot0+0x500
    li r2, @slot2+0xf00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    loop count=2
    wait c3.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    wait c3.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    wait c3.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c3.vector.0
    wait c3.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 100, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c3.load.0
    vsel.f32 sp[0x200], sp[0x600], sp[0x0], sp[0x400], n=4
    signal c3.store.0
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c3.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c3.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    wait c3.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    wait c3.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    wait c3.load.0
    vbcast.f32 sp[0x100], sp[0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c3.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb1c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.store.0
.program core=3 unit=store
    li r1, @slot1+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=4, stride=640
    barrier
    li r1, @slot2+0xf00
    wait c3.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=4 unit=load
    li r1, @slot0+0x200
    li r2, @slot1+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=640
    ld sp[0x400], dev[r2+0x0], sticks=1, rows=4, stride=640
    signal c4.vector.0
    barrier
    li r1, @slot0+0x80
    li r2, @slot2+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    loop count=13
    wait c4.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    wait c4.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    endloop
.program core=4 unit=vector
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 100, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c4.load.0
    vsel.f32 sp[0x200], sp[0x600], sp[0x0], sp[0x400], n=4
    signal c4.store.0
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c4.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb10], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    li r1, 0x0
    loop count=12
    wait c4.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    wait c4.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    addi r1, r1, 8
    endloop
    wait c4.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    wait c4.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c4.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.store.0
.program core=4 unit=store
    li r1, @slot1+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=4, stride=640
    barrier
    li r1, @slot2+0x800
    wait c4.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=5 unit=load
    barrier
    li r1, @slot0+0x80
    li r2, @slot2+0xa80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    loop count=2
    wait c5.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    wait c5.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c5.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c5.vector.0
    wait c5.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c5.vector.0
    endloop
.program core=5 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c5.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c5.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    wait c5.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c5.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    wait c5.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    addi r1, r1, 8
    endloop
    wait c5.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    wait c5.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c5.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.store.0
.program core=5 unit=store
    barrier
    li r1, @slot2+0xa80
    wait c5.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=6 unit=load
    barrier
    li r1, @slot0+0x300
    li r2, @slot2+0xd00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
    loop count=2
    wait c6.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
    wait c6.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c6.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c6.vector.0
    wait c6.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c6.vector.0
    endloop
.program core=6 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c6.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c6.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    wait c6.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c6.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    wait c6.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    addi r1, r1, 8
    endloop
    wait c6.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    wait c6.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c6.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.store.0
.program core=6 unit=store
    barrier
    li r1, @slot2+0xd00
    wait c6.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=7 unit=load
    barrier
    li r1, @slot0+0x580
    li r2, @slot2+0xf80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
    loop count=2
    wait c7.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
    wait c7.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    wait c7.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c7.vector.0
    wait c7.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c7.vector.0
.program core=7 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c7.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c7.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    wait c7.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    wait c7.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    wait c7.load.0
    vbcast.f32 sp[0x100], sp[0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c7.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb1c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.store.0
.program core=7 unit=store
    barrier
    li r1, @slot2+0xf80
    wait c7.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=8 unit=load
    barrier
    li r1, @slot0+0x100
    li r2, @slot2+0x880
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
    loop count=13
    wait c8.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
    wait c8.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
    endloop
.program core=8 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c8.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb10], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    li r1, 0x0
    loop count=12
    wait c8.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    wait c8.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    addi r1, r1, 8
    endloop
    wait c8.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    wait c8.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c8.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.store.0
.program core=8 unit=store
    barrier
    li r1, @slot2+0x880
    wait c8.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=9 unit=load
    barrier
    li r1, @slot0+0x100
    li r2, @slot2+0xb00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
    loop count=2
    wait c9.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
    wait c9.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c9.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c9.vector.0
    wait c9.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c9.vector.0
    endloop
.program core=9 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c9.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c9.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    wait c9.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c9.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    wait c9.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    addi r1, r1, 8
    endloop
    wait c9.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    wait c9.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c9.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.store.0
.program core=9 unit=store
    barrier
    li r1, @slot2+0xb00
    wait c9.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=10 unit=load
    barrier
    li r1, @slot0+0x380
    li r2, @slot2+0xd80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
    loop count=2
    wait c10.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
    wait c10.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c10.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c10.vector.0
    wait c10.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c10.vector.0
    endloop
.program core=10 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c10.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c10.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    wait c10.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c10.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    wait c10.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    addi r1, r1, 8
    endloop
    wait c10.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    wait c10.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c10.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.store.0
.program core=10 unit=store
    barrier
    li r1, @slot2+0xd80
    wait c10.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=11 unit=load
    barrier
    li r1, @slot0+0x600
    li r2, @slot2+0x1000
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
    loop count=2
    wait c11.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
    wait c11.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    wait c11.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c11.vector.0
    wait c11.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c11.vector.0
.program core=11 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c11.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c11.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    wait c11.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    wait c11.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    wait c11.load.0
    vbcast.f32 sp[0x100], sp[0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c11.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb1c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.store.0
.program core=11 unit=store
    barrier
    li r1, @slot2+0x1000
    wait c11.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=12 unit=load
    barrier
    li r1, @slot0+0x180
    li r2, @slot2+0x900
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
    loop count=13
    wait c12.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
    wait c12.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
    endloop
.program core=12 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c12.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb10], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    li r1, 0x0
    loop count=12
    wait c12.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    wait c12.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    addi r1, r1, 8
    endloop
    wait c12.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    wait c12.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c12.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.store.0
.program core=12 unit=store
    barrier
    li r1, @slot2+0x900
    wait c12.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=13 unit=load
    barrier
    li r1, @slot0+0x180
    li r2, @slot2+0xb80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
    loop count=2
    wait c13.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
    wait c13.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c13.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c13.vector.0
    wait c13.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c13.vector.0
    endloop
.program core=13 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c13.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c13.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    wait c13.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c13.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    wait c13.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    addi r1, r1, 8
    endloop
    wait c13.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    wait c13.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c13.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.store.0
.program core=13 unit=store
    barrier
    li r1, @slot2+0xb80
    wait c13.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=14 unit=load
    barrier
    li r1, @slot0+0x400
    li r2, @slot2+0xe00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
    loop count=2
    wait c14.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
    wait c14.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c14.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c14.vector.0
    wait c14.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c14.vector.0
    endloop
.program core=14 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c14.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c14.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    wait c14.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c14.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    wait c14.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    addi r1, r1, 8
    endloop
    wait c14.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    wait c14.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c14.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.store.0
.program core=14 unit=store
    barrier
    li r1, @slot2+0xe00
    wait c14.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=15 unit=load
    barrier
    li r1, @slot0+0x680
    li r2, @slot2+0x1080
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
    loop count=2
    wait c15.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
    wait c15.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    wait c15.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c15.vector.0
    wait c15.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c15.vector.0
.program core=15 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c15.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c15.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    wait c15.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    wait c15.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    wait c15.load.0
    vbcast.f32 sp[0x100], sp[0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c15.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb1c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.store.0
.program core=15 unit=store
    barrier
    li r1, @slot2+0x1080
    wait c15.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=16 unit=load
    barrier
    li r1, @slot0+0x200
    li r2, @slot2+0x980
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
    loop count=13
    wait c16.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
    wait c16.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
    endloop
.program core=16 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c16.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb10], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    li r1, 0x0
    loop count=12
    wait c16.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    wait c16.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    addi r1, r1, 8
    endloop
    wait c16.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    wait c16.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c16.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.store.0
.program core=16 unit=store
    barrier
    li r1, @slot2+0x980
    wait c16.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=17 unit=load
    barrier
    li r1, @slot0+0x200
    li r2, @slot2+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
    loop count=2
    wait c17.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
    wait c17.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c17.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c17.vector.0
    wait c17.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c17.vector.0
    endloop
.program core=17 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c17.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c17.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    wait c17.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c17.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    wait c17.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    addi r1, r1, 8
    endloop
    wait c17.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    wait c17.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c17.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.store.0
.program core=17 unit=store
    barrier
    li r1, @slot2+0xc00
    wait c17.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=18 unit=load
    barrier
    li r1, @slot0+0x480
    li r2, @slot2+0xe80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
    loop count=2
    wait c18.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
    wait c18.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    loop count=13
    wait c18.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c18.vector.0
    wait c18.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c18.vector.0
    endloop
.program core=18 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c18.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c18.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    wait c18.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    li r1, 0x0
    loop count=12
    wait c18.load.0
    vbcast.f32 sp[0x300], sp[r1+0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    wait c18.load.0
    vbcast.f32 sp[0x100], sp[r1+0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    addi r1, r1, 8
    endloop
    wait c18.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb74], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    wait c18.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb78], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c18.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb7c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.store.0
.program core=18 unit=store
    barrier
    li r1, @slot2+0xe80
    wait c18.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
.program core=19 unit=load
    barrier
    li r1, @slot0+0x700
    li r2, @slot2+0x1100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0xc00], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
    loop count=2
    wait c19.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
    wait c19.vector.0
    ld sp[0x80], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
    addi r1, r1, 640
    endloop
    addi r1, r1, -1280
    wait c19.vector.0
    ld sp[0x0], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c19.vector.0
    wait c19.vector.0
    ld sp[0x80], dev[r1+0x280], sticks=1, rows=1, stride=0
    signal c19.vector.0
.program core=19 unit=vector
    barrier
    viota.i32 sp[0xd80], start=0, n=4
    vlti.i32 sp[0xd00], sp[0xd80], 1, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x500], 2.0, n=4
    wait c19.load.0
    vbcast.f32 sp[0xb00], sp[0xc00], n=1, a_mode=full
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    li r1, 0x0
    li r2, 0x0
    loop count=2
    wait c19.load.0
    vbcast.f32 sp[0x300], sp[r2+0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    wait c19.load.0
    vbcast.f32 sp[0x100], sp[r1+0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r2+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    addi r1, r1, -120
    addi r2, r2, 8
    endloop
    wait c19.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb14], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    wait c19.load.0
    vbcast.f32 sp[0x100], sp[0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb18], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c19.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb1c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.store.0
.program core=19 unit=store
    barrier
    li r1, @slot2+0x1100
    wait c19.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
