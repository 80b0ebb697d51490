; spyre program image
.slots 36
.program core=0 unit=load
    li r6, @slot4+0x0
    li r7, 0x0
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c0.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x0
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x0
    li r3, @slot2+0x80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=0 unit=vector
    li r6, @slot4+0x0
    li r7, 0x0
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c0.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c0.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c0.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c0.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c0.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c0.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=0 unit=store
    li r6, @slot4+0x0
    li r7, 0x0
    loopr r6
    li r1, @slot2+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x80
    wait c0.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c0.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=1 unit=load
    li r6, @slot5+0x0
    li r7, 0x1
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c1.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x100
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x100
    li r3, @slot2+0x180
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=1 unit=vector
    li r6, @slot5+0x0
    li r7, 0x1
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c1.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c1.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c1.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c1.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c1.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c1.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=1 unit=store
    li r6, @slot5+0x0
    li r7, 0x1
    loopr r6
    li r1, @slot2+0x100
    wait c1.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x180
    wait c1.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c1.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=2 unit=load
    li r6, @slot6+0x0
    li r7, 0x2
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c2.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x200
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x200
    li r3, @slot2+0x280
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=2 unit=vector
    li r6, @slot6+0x0
    li r7, 0x2
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c2.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c2.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c2.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c2.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c2.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c2.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=2 unit=store
    li r6, @slot6+0x0
    li r7, 0x2
    loopr r6
    li r1, @slot2+0x200
    wait c2.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x280
    wait c2.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c2.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=3 unit=load
    li r6, @slot7+0x0
    li r7, 0x3
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c3.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x300
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x300
    li r3, @slot2+0x380
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=3 unit=vector
    li r6, @slot7+0x0
    li r7, 0x3
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c3.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c3.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c3.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c3.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c3.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c3.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=3 unit=store
    li r6, @slot7+0x0
    li r7, 0x3
    loopr r6
    li r1, @slot2+0x300
    wait c3.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x380
    wait c3.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c3.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=4 unit=load
    li r6, @slot8+0x0
    li r7, 0x4
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c4.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x400
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x400
    li r3, @slot2+0x480
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=4 unit=vector
    li r6, @slot8+0x0
    li r7, 0x4
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c4.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c4.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c4.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c4.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c4.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c4.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=4 unit=store
    li r6, @slot8+0x0
    li r7, 0x4
    loopr r6
    li r1, @slot2+0x400
    wait c4.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x480
    wait c4.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c4.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=5 unit=load
    li r6, @slot9+0x0
    li r7, 0x5
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c5.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x500
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x500
    li r3, @slot2+0x580
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=5 unit=vector
    li r6, @slot9+0x0
    li r7, 0x5
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c5.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c5.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c5.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c5.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c5.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c5.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=5 unit=store
    li r6, @slot9+0x0
    li r7, 0x5
    loopr r6
    li r1, @slot2+0x500
    wait c5.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x580
    wait c5.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c5.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=6 unit=load
    li r6, @slot10+0x0
    li r7, 0x6
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c6.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x600
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x600
    li r3, @slot2+0x680
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=6 unit=vector
    li r6, @slot10+0x0
    li r7, 0x6
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c6.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c6.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c6.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c6.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c6.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c6.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=6 unit=store
    li r6, @slot10+0x0
    li r7, 0x6
    loopr r6
    li r1, @slot2+0x600
    wait c6.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x680
    wait c6.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c6.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=7 unit=load
    li r6, @slot11+0x0
    li r7, 0x7
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c7.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x700
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x700
    li r3, @slot2+0x780
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=7 unit=vector
    li r6, @slot11+0x0
    li r7, 0x7
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c7.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c7.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c7.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c7.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c7.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c7.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=7 unit=store
    li r6, @slot11+0x0
    li r7, 0x7
    loopr r6
    li r1, @slot2+0x700
    wait c7.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x780
    wait c7.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c7.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=8 unit=load
    li r6, @slot12+0x0
    li r7, 0x8
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c8.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x800
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x800
    li r3, @slot2+0x880
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=8 unit=vector
    li r6, @slot12+0x0
    li r7, 0x8
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c8.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c8.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c8.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c8.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c8.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c8.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=8 unit=store
    li r6, @slot12+0x0
    li r7, 0x8
    loopr r6
    li r1, @slot2+0x800
    wait c8.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x880
    wait c8.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c8.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=9 unit=load
    li r6, @slot13+0x0
    li r7, 0x9
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c9.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x900
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x900
    li r3, @slot2+0x980
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=9 unit=vector
    li r6, @slot13+0x0
    li r7, 0x9
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c9.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c9.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c9.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c9.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c9.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c9.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=9 unit=store
    li r6, @slot13+0x0
    li r7, 0x9
    loopr r6
    li r1, @slot2+0x900
    wait c9.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x980
    wait c9.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c9.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=10 unit=load
    li r6, @slot14+0x0
    li r7, 0xa
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c10.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xa00
    li r3, @slot2+0xa80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=10 unit=vector
    li r6, @slot14+0x0
    li r7, 0xa
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c10.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c10.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c10.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c10.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c10.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c10.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=10 unit=store
    li r6, @slot14+0x0
    li r7, 0xa
    loopr r6
    li r1, @slot2+0xa00
    wait c10.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0xa80
    wait c10.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c10.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=11 unit=load
    li r6, @slot15+0x0
    li r7, 0xb
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c11.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xb00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xb00
    li r3, @slot2+0xb80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=11 unit=vector
    li r6, @slot15+0x0
    li r7, 0xb
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c11.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c11.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c11.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c11.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c11.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c11.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=11 unit=store
    li r6, @slot15+0x0
    li r7, 0xb
    loopr r6
    li r1, @slot2+0xb00
    wait c11.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0xb80
    wait c11.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c11.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=12 unit=load
    li r6, @slot16+0x0
    li r7, 0xc
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c12.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xc00
    li r3, @slot2+0xc80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=12 unit=vector
    li r6, @slot16+0x0
    li r7, 0xc
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c12.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c12.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c12.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c12.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c12.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c12.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=12 unit=store
    li r6, @slot16+0x0
    li r7, 0xc
    loopr r6
    li r1, @slot2+0xc00
    wait c12.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0xc80
    wait c12.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c12.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=13 unit=load
    li r6, @slot17+0x0
    li r7, 0xd
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c13.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xd00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xd00
    li r3, @slot2+0xd80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=13 unit=vector
    li r6, @slot17+0x0
    li r7, 0xd
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c13.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c13.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c13.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c13.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c13.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c13.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=13 unit=store
    li r6, @slot17+0x0
    li r7, 0xd
    loopr r6
    li r1, @slot2+0xd00
    wait c13.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0xd80
    wait c13.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c13.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=14 unit=load
    li r6, @slot18+0x0
    li r7, 0xe
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c14.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xe00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xe00
    li r3, @slot2+0xe80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=14 unit=vector
    li r6, @slot18+0x0
    li r7, 0xe
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c14.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c14.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c14.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c14.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c14.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c14.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=14 unit=store
    li r6, @slot18+0x0
    li r7, 0xe
    loopr r6
    li r1, @slot2+0xe00
    wait c14.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0xe80
    wait c14.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c14.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=15 unit=load
    li r6, @slot19+0x0
    li r7, 0xf
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c15.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xf00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0xf00
    li r3, @slot2+0xf80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=15 unit=vector
    li r6, @slot19+0x0
    li r7, 0xf
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c15.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c15.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c15.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c15.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c15.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c15.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=15 unit=store
    li r6, @slot19+0x0
    li r7, 0xf
    loopr r6
    li r1, @slot2+0xf00
    wait c15.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0xf80
    wait c15.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c15.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=16 unit=load
    li r6, @slot20+0x0
    li r7, 0x10
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c16.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1000
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1000
    li r3, @slot2+0x1080
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=16 unit=vector
    li r6, @slot20+0x0
    li r7, 0x10
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c16.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c16.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c16.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c16.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c16.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c16.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=16 unit=store
    li r6, @slot20+0x0
    li r7, 0x10
    loopr r6
    li r1, @slot2+0x1000
    wait c16.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1080
    wait c16.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c16.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=17 unit=load
    li r6, @slot21+0x0
    li r7, 0x11
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c17.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1100
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1100
    li r3, @slot2+0x1180
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=17 unit=vector
    li r6, @slot21+0x0
    li r7, 0x11
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c17.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c17.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c17.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c17.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c17.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c17.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=17 unit=store
    li r6, @slot21+0x0
    li r7, 0x11
    loopr r6
    li r1, @slot2+0x1100
    wait c17.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1180
    wait c17.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c17.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=18 unit=load
    li r6, @slot22+0x0
    li r7, 0x12
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c18.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1200
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1200
    li r3, @slot2+0x1280
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=18 unit=vector
    li r6, @slot22+0x0
    li r7, 0x12
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c18.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c18.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c18.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c18.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c18.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c18.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=18 unit=store
    li r6, @slot22+0x0
    li r7, 0x12
    loopr r6
    li r1, @slot2+0x1200
    wait c18.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1280
    wait c18.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c18.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=19 unit=load
    li r6, @slot23+0x0
    li r7, 0x13
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c19.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1300
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1300
    li r3, @slot2+0x1380
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=19 unit=vector
    li r6, @slot23+0x0
    li r7, 0x13
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c19.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c19.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c19.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c19.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c19.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c19.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=19 unit=store
    li r6, @slot23+0x0
    li r7, 0x13
    loopr r6
    li r1, @slot2+0x1300
    wait c19.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1380
    wait c19.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c19.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=20 unit=load
    li r6, @slot24+0x0
    li r7, 0x14
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c20.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1400
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c20.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1400
    li r3, @slot2+0x1480
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c20.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=20 unit=vector
    li r6, @slot24+0x0
    li r7, 0x14
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c20.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c20.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c20.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c20.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c20.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c20.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=20 unit=store
    li r6, @slot24+0x0
    li r7, 0x14
    loopr r6
    li r1, @slot2+0x1400
    wait c20.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1480
    wait c20.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c20.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=21 unit=load
    li r6, @slot25+0x0
    li r7, 0x15
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c21.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1500
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c21.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1500
    li r3, @slot2+0x1580
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c21.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=21 unit=vector
    li r6, @slot25+0x0
    li r7, 0x15
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c21.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c21.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c21.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c21.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c21.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c21.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=21 unit=store
    li r6, @slot25+0x0
    li r7, 0x15
    loopr r6
    li r1, @slot2+0x1500
    wait c21.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1580
    wait c21.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c21.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=22 unit=load
    li r6, @slot26+0x0
    li r7, 0x16
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c22.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1600
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c22.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1600
    li r3, @slot2+0x1680
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c22.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=22 unit=vector
    li r6, @slot26+0x0
    li r7, 0x16
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c22.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c22.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c22.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c22.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c22.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c22.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=22 unit=store
    li r6, @slot26+0x0
    li r7, 0x16
    loopr r6
    li r1, @slot2+0x1600
    wait c22.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1680
    wait c22.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c22.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=23 unit=load
    li r6, @slot27+0x0
    li r7, 0x17
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c23.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1700
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c23.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1700
    li r3, @slot2+0x1780
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c23.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=23 unit=vector
    li r6, @slot27+0x0
    li r7, 0x17
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c23.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c23.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c23.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c23.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c23.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c23.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=23 unit=store
    li r6, @slot27+0x0
    li r7, 0x17
    loopr r6
    li r1, @slot2+0x1700
    wait c23.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1780
    wait c23.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c23.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=24 unit=load
    li r6, @slot28+0x0
    li r7, 0x18
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c24.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1800
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c24.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1800
    li r3, @slot2+0x1880
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c24.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=24 unit=vector
    li r6, @slot28+0x0
    li r7, 0x18
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c24.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c24.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c24.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c24.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c24.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c24.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=24 unit=store
    li r6, @slot28+0x0
    li r7, 0x18
    loopr r6
    li r1, @slot2+0x1800
    wait c24.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1880
    wait c24.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c24.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=25 unit=load
    li r6, @slot29+0x0
    li r7, 0x19
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c25.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1900
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c25.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1900
    li r3, @slot2+0x1980
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c25.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=25 unit=vector
    li r6, @slot29+0x0
    li r7, 0x19
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c25.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c25.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c25.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c25.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c25.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c25.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=25 unit=store
    li r6, @slot29+0x0
    li r7, 0x19
    loopr r6
    li r1, @slot2+0x1900
    wait c25.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1980
    wait c25.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c25.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=26 unit=load
    li r6, @slot30+0x0
    li r7, 0x1a
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c26.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1a00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c26.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1a00
    li r3, @slot2+0x1a80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c26.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=26 unit=vector
    li r6, @slot30+0x0
    li r7, 0x1a
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c26.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c26.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c26.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c26.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c26.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c26.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=26 unit=store
    li r6, @slot30+0x0
    li r7, 0x1a
    loopr r6
    li r1, @slot2+0x1a00
    wait c26.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1a80
    wait c26.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c26.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=27 unit=load
    li r6, @slot31+0x0
    li r7, 0x1b
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c27.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1b00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c27.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1b00
    li r3, @slot2+0x1b80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c27.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=27 unit=vector
    li r6, @slot31+0x0
    li r7, 0x1b
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c27.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c27.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c27.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c27.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c27.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c27.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=27 unit=store
    li r6, @slot31+0x0
    li r7, 0x1b
    loopr r6
    li r1, @slot2+0x1b00
    wait c27.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1b80
    wait c27.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c27.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=28 unit=load
    li r6, @slot32+0x0
    li r7, 0x1c
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c28.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1c00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c28.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1c00
    li r3, @slot2+0x1c80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c28.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=28 unit=vector
    li r6, @slot32+0x0
    li r7, 0x1c
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c28.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c28.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c28.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c28.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c28.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c28.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=28 unit=store
    li r6, @slot32+0x0
    li r7, 0x1c
    loopr r6
    li r1, @slot2+0x1c00
    wait c28.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1c80
    wait c28.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c28.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=29 unit=load
    li r6, @slot33+0x0
    li r7, 0x1d
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c29.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1d00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c29.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1d00
    li r3, @slot2+0x1d80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c29.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=29 unit=vector
    li r6, @slot33+0x0
    li r7, 0x1d
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c29.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c29.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c29.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c29.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c29.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c29.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=29 unit=store
    li r6, @slot33+0x0
    li r7, 0x1d
    loopr r6
    li r1, @slot2+0x1d00
    wait c29.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1d80
    wait c29.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c29.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=30 unit=load
    li r6, @slot34+0x0
    li r7, 0x1e
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c30.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1e00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c30.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1e00
    li r3, @slot2+0x1e80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c30.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=30 unit=vector
    li r6, @slot34+0x0
    li r7, 0x1e
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c30.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c30.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c30.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c30.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c30.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c30.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=30 unit=store
    li r6, @slot34+0x0
    li r7, 0x1e
    loopr r6
    li r1, @slot2+0x1e00
    wait c30.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1e80
    wait c30.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c30.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=31 unit=load
    li r6, @slot35+0x0
    li r7, 0x1f
    loopr r6
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c31.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1f00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c31.vector.0
    barrier
    li r1, @slot0+0x0
    muli r6, r7, 512
    add r1, r1, r6
    li r2, @slot2+0x1f00
    li r3, @slot2+0x1f80
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    ld sp[0x880], dev[r3+0x0], sticks=1, rows=1, stride=0
    signal c31.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=31 unit=vector
    li r6, @slot35+0x0
    li r7, 0x1f
    loopr r6
    viota.i32 sp[0x300], start=0, n=4
    vlti.i32 sp[0x280], sp[0x300], 128, n=4
    vfill.f32 sp[0x500], 0.0, n=4
    vfill.f32 sp[0x700], 0.0, n=4
    vfill.f32 sp[0x900], -inf, n=4
    vfill.f32 sp[0xb00], inf, n=4
    wait c31.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    signal c31.store.0
    barrier
    viota.i32 sp[0x980], start=0, n=4
    vlti.i32 sp[0x900], sp[0x980], 128, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], -inf, n=4
    vfill.f32 sp[0x1180], inf, n=4
    wait c31.load.0
    vfill.f32 sp[0x880], 0.0, n=1
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vrsum.f32 sp[0x880], sp[0x680], n=4, g=4, axis=within, to=f32, acc=0
    signal c31.store.0
    barrier
    viota.i32 sp[0xf80], start=0, n=4
    vlti.i32 sp[0xf00], sp[0xf80], 128, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], -inf, n=4
    vfill.f32 sp[0x1780], inf, n=4
    wait c31.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vsub.f32 sp[0x480], sp[0x0], sp[0x280], n=4, b_mode=full
    vexp.f32 sp[0x680], sp[0x480], n=4
    vbcast.f32 sp[0x900], sp[0x880], n=4, a_mode=scalar:4
    vdiv.f32 sp[0xb00], sp[0x680], sp[0x900], n=4, b_mode=full
    vbcast.f32 sp[0xd00], sp[0xb00], n=4, a_mode=full
    signal c31.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=31 unit=store
    li r6, @slot35+0x0
    li r7, 0x1f
    loopr r6
    li r1, @slot2+0x1f00
    wait c31.vector.0
    st dev[r1+0x0], sp[0x200], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot2+0x1f80
    wait c31.vector.0
    st dev[r1+0x0], sp[0x880], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c31.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
