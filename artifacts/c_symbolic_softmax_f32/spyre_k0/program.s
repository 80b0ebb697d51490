; spyre program image
.slots 68
.program core=0 unit=load
    li r6, @slot3+0x0
    li r7, 0x0
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c0.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c0.vector.0
    wait c0.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c0.vector.0
    wait c0.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c0.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot35+0x0
    li r7, @slot36+0x0
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c0.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=0 unit=vector
    li r6, @slot3+0x0
    li r7, 0x0
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c0.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c0.load.0
    signal c0.store.0
    wait c0.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c0.load.0
    signal c0.store.0
    wait c0.load.0
    wait c0.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c0.store.0
    wait c0.load.0
    wait c0.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c0.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot35+0x0
    li r7, @slot36+0x0
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c0.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c0.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=0 unit=store
    li r6, @slot3+0x0
    li r7, 0x0
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c0.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c0.vector.0
    wait c0.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c0.vector.0
    wait c0.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c0.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot35+0x0
    li r7, @slot36+0x0
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c0.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=1 unit=load
    li r6, @slot4+0x0
    li r7, 0x8
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c1.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c1.vector.0
    wait c1.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c1.vector.0
    wait c1.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c1.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot37+0x0
    li r7, @slot36+0x1
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c1.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=1 unit=vector
    li r6, @slot4+0x0
    li r7, 0x8
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c1.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c1.load.0
    signal c1.store.0
    wait c1.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c1.load.0
    signal c1.store.0
    wait c1.load.0
    wait c1.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c1.store.0
    wait c1.load.0
    wait c1.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c1.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot37+0x0
    li r7, @slot36+0x1
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c1.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c1.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=1 unit=store
    li r6, @slot4+0x0
    li r7, 0x8
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c1.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c1.vector.0
    wait c1.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c1.vector.0
    wait c1.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c1.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot37+0x0
    li r7, @slot36+0x1
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c1.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=2 unit=load
    li r6, @slot5+0x0
    li r7, 0x10
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c2.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c2.vector.0
    wait c2.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c2.vector.0
    wait c2.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c2.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot38+0x0
    li r7, @slot36+0x2
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c2.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=2 unit=vector
    li r6, @slot5+0x0
    li r7, 0x10
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c2.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c2.load.0
    signal c2.store.0
    wait c2.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c2.load.0
    signal c2.store.0
    wait c2.load.0
    wait c2.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c2.store.0
    wait c2.load.0
    wait c2.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c2.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot38+0x0
    li r7, @slot36+0x2
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c2.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c2.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=2 unit=store
    li r6, @slot5+0x0
    li r7, 0x10
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c2.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c2.vector.0
    wait c2.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c2.vector.0
    wait c2.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c2.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot38+0x0
    li r7, @slot36+0x2
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c2.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=3 unit=load
    li r6, @slot6+0x0
    li r7, 0x18
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c3.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c3.vector.0
    wait c3.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c3.vector.0
    wait c3.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c3.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot39+0x0
    li r7, @slot36+0x3
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c3.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=3 unit=vector
    li r6, @slot6+0x0
    li r7, 0x18
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c3.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c3.load.0
    signal c3.store.0
    wait c3.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c3.load.0
    signal c3.store.0
    wait c3.load.0
    wait c3.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c3.store.0
    wait c3.load.0
    wait c3.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c3.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot39+0x0
    li r7, @slot36+0x3
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c3.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c3.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=3 unit=store
    li r6, @slot6+0x0
    li r7, 0x18
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c3.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c3.vector.0
    wait c3.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c3.vector.0
    wait c3.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c3.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot39+0x0
    li r7, @slot36+0x3
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c3.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=4 unit=load
    li r6, @slot7+0x0
    li r7, 0x20
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c4.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c4.vector.0
    wait c4.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c4.vector.0
    wait c4.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c4.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot40+0x0
    li r7, @slot36+0x4
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c4.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=4 unit=vector
    li r6, @slot7+0x0
    li r7, 0x20
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c4.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c4.load.0
    signal c4.store.0
    wait c4.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c4.load.0
    signal c4.store.0
    wait c4.load.0
    wait c4.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c4.store.0
    wait c4.load.0
    wait c4.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c4.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot40+0x0
    li r7, @slot36+0x4
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c4.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c4.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=4 unit=store
    li r6, @slot7+0x0
    li r7, 0x20
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c4.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c4.vector.0
    wait c4.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c4.vector.0
    wait c4.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c4.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot40+0x0
    li r7, @slot36+0x4
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c4.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=5 unit=load
    li r6, @slot8+0x0
    li r7, 0x28
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c5.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c5.vector.0
    wait c5.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c5.vector.0
    wait c5.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c5.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot41+0x0
    li r7, @slot36+0x5
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c5.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=5 unit=vector
    li r6, @slot8+0x0
    li r7, 0x28
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c5.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c5.load.0
    signal c5.store.0
    wait c5.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c5.load.0
    signal c5.store.0
    wait c5.load.0
    wait c5.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c5.store.0
    wait c5.load.0
    wait c5.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c5.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot41+0x0
    li r7, @slot36+0x5
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c5.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c5.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=5 unit=store
    li r6, @slot8+0x0
    li r7, 0x28
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c5.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c5.vector.0
    wait c5.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c5.vector.0
    wait c5.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c5.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot41+0x0
    li r7, @slot36+0x5
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c5.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=6 unit=load
    li r6, @slot9+0x0
    li r7, 0x30
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c6.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c6.vector.0
    wait c6.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c6.vector.0
    wait c6.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c6.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot42+0x0
    li r7, @slot36+0x6
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c6.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=6 unit=vector
    li r6, @slot9+0x0
    li r7, 0x30
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c6.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c6.load.0
    signal c6.store.0
    wait c6.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c6.load.0
    signal c6.store.0
    wait c6.load.0
    wait c6.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c6.store.0
    wait c6.load.0
    wait c6.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c6.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot42+0x0
    li r7, @slot36+0x6
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c6.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c6.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=6 unit=store
    li r6, @slot9+0x0
    li r7, 0x30
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c6.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c6.vector.0
    wait c6.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c6.vector.0
    wait c6.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c6.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot42+0x0
    li r7, @slot36+0x6
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c6.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=7 unit=load
    li r6, @slot10+0x0
    li r7, 0x38
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c7.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c7.vector.0
    wait c7.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c7.vector.0
    wait c7.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c7.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot43+0x0
    li r7, @slot36+0x7
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c7.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=7 unit=vector
    li r6, @slot10+0x0
    li r7, 0x38
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c7.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c7.load.0
    signal c7.store.0
    wait c7.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c7.load.0
    signal c7.store.0
    wait c7.load.0
    wait c7.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c7.store.0
    wait c7.load.0
    wait c7.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c7.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot43+0x0
    li r7, @slot36+0x7
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c7.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c7.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=7 unit=store
    li r6, @slot10+0x0
    li r7, 0x38
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c7.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c7.vector.0
    wait c7.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c7.vector.0
    wait c7.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c7.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot43+0x0
    li r7, @slot36+0x7
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c7.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=8 unit=load
    li r6, @slot11+0x0
    li r7, 0x40
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c8.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c8.vector.0
    wait c8.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c8.vector.0
    wait c8.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c8.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot44+0x0
    li r7, @slot36+0x8
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c8.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=8 unit=vector
    li r6, @slot11+0x0
    li r7, 0x40
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c8.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c8.load.0
    signal c8.store.0
    wait c8.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c8.load.0
    signal c8.store.0
    wait c8.load.0
    wait c8.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c8.store.0
    wait c8.load.0
    wait c8.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c8.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot44+0x0
    li r7, @slot36+0x8
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c8.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c8.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=8 unit=store
    li r6, @slot11+0x0
    li r7, 0x40
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c8.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c8.vector.0
    wait c8.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c8.vector.0
    wait c8.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c8.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot44+0x0
    li r7, @slot36+0x8
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c8.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=9 unit=load
    li r6, @slot12+0x0
    li r7, 0x48
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c9.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c9.vector.0
    wait c9.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c9.vector.0
    wait c9.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c9.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot45+0x0
    li r7, @slot36+0x9
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c9.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=9 unit=vector
    li r6, @slot12+0x0
    li r7, 0x48
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c9.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c9.load.0
    signal c9.store.0
    wait c9.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c9.load.0
    signal c9.store.0
    wait c9.load.0
    wait c9.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c9.store.0
    wait c9.load.0
    wait c9.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c9.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot45+0x0
    li r7, @slot36+0x9
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c9.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c9.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=9 unit=store
    li r6, @slot12+0x0
    li r7, 0x48
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c9.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c9.vector.0
    wait c9.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c9.vector.0
    wait c9.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c9.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot45+0x0
    li r7, @slot36+0x9
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c9.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=10 unit=load
    li r6, @slot13+0x0
    li r7, 0x50
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c10.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c10.vector.0
    wait c10.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c10.vector.0
    wait c10.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c10.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot46+0x0
    li r7, @slot36+0xa
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c10.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=10 unit=vector
    li r6, @slot13+0x0
    li r7, 0x50
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c10.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c10.load.0
    signal c10.store.0
    wait c10.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c10.load.0
    signal c10.store.0
    wait c10.load.0
    wait c10.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c10.store.0
    wait c10.load.0
    wait c10.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c10.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot46+0x0
    li r7, @slot36+0xa
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c10.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c10.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=10 unit=store
    li r6, @slot13+0x0
    li r7, 0x50
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c10.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c10.vector.0
    wait c10.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c10.vector.0
    wait c10.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c10.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot46+0x0
    li r7, @slot36+0xa
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c10.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=11 unit=load
    li r6, @slot14+0x0
    li r7, 0x58
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c11.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c11.vector.0
    wait c11.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c11.vector.0
    wait c11.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c11.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot47+0x0
    li r7, @slot36+0xb
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c11.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=11 unit=vector
    li r6, @slot14+0x0
    li r7, 0x58
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c11.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c11.load.0
    signal c11.store.0
    wait c11.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c11.load.0
    signal c11.store.0
    wait c11.load.0
    wait c11.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c11.store.0
    wait c11.load.0
    wait c11.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c11.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot47+0x0
    li r7, @slot36+0xb
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c11.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c11.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=11 unit=store
    li r6, @slot14+0x0
    li r7, 0x58
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c11.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c11.vector.0
    wait c11.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c11.vector.0
    wait c11.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c11.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot47+0x0
    li r7, @slot36+0xb
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c11.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=12 unit=load
    li r6, @slot15+0x0
    li r7, 0x60
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c12.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c12.vector.0
    wait c12.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c12.vector.0
    wait c12.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c12.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot48+0x0
    li r7, @slot36+0xc
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c12.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=12 unit=vector
    li r6, @slot15+0x0
    li r7, 0x60
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c12.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c12.load.0
    signal c12.store.0
    wait c12.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c12.load.0
    signal c12.store.0
    wait c12.load.0
    wait c12.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c12.store.0
    wait c12.load.0
    wait c12.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c12.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot48+0x0
    li r7, @slot36+0xc
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c12.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c12.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=12 unit=store
    li r6, @slot15+0x0
    li r7, 0x60
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c12.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c12.vector.0
    wait c12.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c12.vector.0
    wait c12.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c12.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot48+0x0
    li r7, @slot36+0xc
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c12.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=13 unit=load
    li r6, @slot16+0x0
    li r7, 0x68
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c13.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c13.vector.0
    wait c13.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c13.vector.0
    wait c13.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c13.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot49+0x0
    li r7, @slot36+0xd
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c13.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=13 unit=vector
    li r6, @slot16+0x0
    li r7, 0x68
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c13.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c13.load.0
    signal c13.store.0
    wait c13.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c13.load.0
    signal c13.store.0
    wait c13.load.0
    wait c13.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c13.store.0
    wait c13.load.0
    wait c13.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c13.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot49+0x0
    li r7, @slot36+0xd
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c13.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c13.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=13 unit=store
    li r6, @slot16+0x0
    li r7, 0x68
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c13.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c13.vector.0
    wait c13.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c13.vector.0
    wait c13.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c13.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot49+0x0
    li r7, @slot36+0xd
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c13.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=14 unit=load
    li r6, @slot17+0x0
    li r7, 0x70
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c14.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c14.vector.0
    wait c14.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c14.vector.0
    wait c14.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c14.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot50+0x0
    li r7, @slot36+0xe
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c14.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=14 unit=vector
    li r6, @slot17+0x0
    li r7, 0x70
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c14.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c14.load.0
    signal c14.store.0
    wait c14.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c14.load.0
    signal c14.store.0
    wait c14.load.0
    wait c14.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c14.store.0
    wait c14.load.0
    wait c14.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c14.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot50+0x0
    li r7, @slot36+0xe
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c14.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c14.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=14 unit=store
    li r6, @slot17+0x0
    li r7, 0x70
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c14.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c14.vector.0
    wait c14.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c14.vector.0
    wait c14.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c14.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot50+0x0
    li r7, @slot36+0xe
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c14.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=15 unit=load
    li r6, @slot18+0x0
    li r7, 0x78
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c15.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c15.vector.0
    wait c15.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c15.vector.0
    wait c15.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c15.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot51+0x0
    li r7, @slot36+0xf
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c15.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=15 unit=vector
    li r6, @slot18+0x0
    li r7, 0x78
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c15.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c15.load.0
    signal c15.store.0
    wait c15.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c15.load.0
    signal c15.store.0
    wait c15.load.0
    wait c15.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c15.store.0
    wait c15.load.0
    wait c15.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c15.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot51+0x0
    li r7, @slot36+0xf
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c15.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c15.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=15 unit=store
    li r6, @slot18+0x0
    li r7, 0x78
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c15.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c15.vector.0
    wait c15.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c15.vector.0
    wait c15.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c15.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot51+0x0
    li r7, @slot36+0xf
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c15.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=16 unit=load
    li r6, @slot19+0x0
    li r7, 0x80
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c16.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c16.vector.0
    wait c16.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c16.vector.0
    wait c16.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c16.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot52+0x0
    li r7, @slot36+0x10
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c16.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=16 unit=vector
    li r6, @slot19+0x0
    li r7, 0x80
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c16.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c16.load.0
    signal c16.store.0
    wait c16.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c16.load.0
    signal c16.store.0
    wait c16.load.0
    wait c16.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c16.store.0
    wait c16.load.0
    wait c16.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c16.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot52+0x0
    li r7, @slot36+0x10
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c16.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c16.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=16 unit=store
    li r6, @slot19+0x0
    li r7, 0x80
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c16.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c16.vector.0
    wait c16.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c16.vector.0
    wait c16.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c16.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot52+0x0
    li r7, @slot36+0x10
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c16.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=17 unit=load
    li r6, @slot20+0x0
    li r7, 0x88
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c17.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c17.vector.0
    wait c17.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c17.vector.0
    wait c17.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c17.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot53+0x0
    li r7, @slot36+0x11
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c17.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=17 unit=vector
    li r6, @slot20+0x0
    li r7, 0x88
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c17.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c17.load.0
    signal c17.store.0
    wait c17.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c17.load.0
    signal c17.store.0
    wait c17.load.0
    wait c17.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c17.store.0
    wait c17.load.0
    wait c17.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c17.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot53+0x0
    li r7, @slot36+0x11
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c17.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c17.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=17 unit=store
    li r6, @slot20+0x0
    li r7, 0x88
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c17.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c17.vector.0
    wait c17.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c17.vector.0
    wait c17.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c17.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot53+0x0
    li r7, @slot36+0x11
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c17.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=18 unit=load
    li r6, @slot21+0x0
    li r7, 0x90
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c18.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c18.vector.0
    wait c18.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c18.vector.0
    wait c18.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c18.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot54+0x0
    li r7, @slot36+0x12
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c18.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=18 unit=vector
    li r6, @slot21+0x0
    li r7, 0x90
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c18.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c18.load.0
    signal c18.store.0
    wait c18.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c18.load.0
    signal c18.store.0
    wait c18.load.0
    wait c18.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c18.store.0
    wait c18.load.0
    wait c18.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c18.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot54+0x0
    li r7, @slot36+0x12
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c18.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c18.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=18 unit=store
    li r6, @slot21+0x0
    li r7, 0x90
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c18.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c18.vector.0
    wait c18.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c18.vector.0
    wait c18.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c18.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot54+0x0
    li r7, @slot36+0x12
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c18.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=19 unit=load
    li r6, @slot22+0x0
    li r7, 0x98
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c19.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c19.vector.0
    wait c19.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c19.vector.0
    wait c19.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c19.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot55+0x0
    li r7, @slot36+0x13
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c19.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=19 unit=vector
    li r6, @slot22+0x0
    li r7, 0x98
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c19.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c19.load.0
    signal c19.store.0
    wait c19.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c19.load.0
    signal c19.store.0
    wait c19.load.0
    wait c19.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c19.store.0
    wait c19.load.0
    wait c19.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c19.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot55+0x0
    li r7, @slot36+0x13
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c19.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c19.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=19 unit=store
    li r6, @slot22+0x0
    li r7, 0x98
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c19.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c19.vector.0
    wait c19.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c19.vector.0
    wait c19.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c19.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot55+0x0
    li r7, @slot36+0x13
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c19.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=20 unit=load
    li r6, @slot23+0x0
    li r7, 0xa0
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c20.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c20.vector.0
    wait c20.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c20.vector.0
    wait c20.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c20.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot56+0x0
    li r7, @slot36+0x14
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c20.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=20 unit=vector
    li r6, @slot23+0x0
    li r7, 0xa0
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c20.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c20.load.0
    signal c20.store.0
    wait c20.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c20.load.0
    signal c20.store.0
    wait c20.load.0
    wait c20.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c20.store.0
    wait c20.load.0
    wait c20.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c20.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot56+0x0
    li r7, @slot36+0x14
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c20.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c20.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=20 unit=store
    li r6, @slot23+0x0
    li r7, 0xa0
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c20.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c20.vector.0
    wait c20.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c20.vector.0
    wait c20.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c20.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot56+0x0
    li r7, @slot36+0x14
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c20.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=21 unit=load
    li r6, @slot24+0x0
    li r7, 0xa8
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c21.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c21.vector.0
    wait c21.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c21.vector.0
    wait c21.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c21.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot57+0x0
    li r7, @slot36+0x15
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c21.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=21 unit=vector
    li r6, @slot24+0x0
    li r7, 0xa8
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c21.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c21.load.0
    signal c21.store.0
    wait c21.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c21.load.0
    signal c21.store.0
    wait c21.load.0
    wait c21.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c21.store.0
    wait c21.load.0
    wait c21.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c21.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot57+0x0
    li r7, @slot36+0x15
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c21.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c21.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=21 unit=store
    li r6, @slot24+0x0
    li r7, 0xa8
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c21.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c21.vector.0
    wait c21.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c21.vector.0
    wait c21.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c21.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot57+0x0
    li r7, @slot36+0x15
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c21.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=22 unit=load
    li r6, @slot25+0x0
    li r7, 0xb0
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c22.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c22.vector.0
    wait c22.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c22.vector.0
    wait c22.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c22.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot58+0x0
    li r7, @slot36+0x16
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c22.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=22 unit=vector
    li r6, @slot25+0x0
    li r7, 0xb0
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c22.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c22.load.0
    signal c22.store.0
    wait c22.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c22.load.0
    signal c22.store.0
    wait c22.load.0
    wait c22.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c22.store.0
    wait c22.load.0
    wait c22.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c22.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot58+0x0
    li r7, @slot36+0x16
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c22.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c22.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=22 unit=store
    li r6, @slot25+0x0
    li r7, 0xb0
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c22.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c22.vector.0
    wait c22.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c22.vector.0
    wait c22.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c22.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot58+0x0
    li r7, @slot36+0x16
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c22.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=23 unit=load
    li r6, @slot26+0x0
    li r7, 0xb8
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c23.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c23.vector.0
    wait c23.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c23.vector.0
    wait c23.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c23.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot59+0x0
    li r7, @slot36+0x17
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c23.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=23 unit=vector
    li r6, @slot26+0x0
    li r7, 0xb8
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c23.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c23.load.0
    signal c23.store.0
    wait c23.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c23.load.0
    signal c23.store.0
    wait c23.load.0
    wait c23.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c23.store.0
    wait c23.load.0
    wait c23.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c23.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot59+0x0
    li r7, @slot36+0x17
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c23.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c23.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=23 unit=store
    li r6, @slot26+0x0
    li r7, 0xb8
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c23.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c23.vector.0
    wait c23.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c23.vector.0
    wait c23.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c23.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot59+0x0
    li r7, @slot36+0x17
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c23.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=24 unit=load
    li r6, @slot27+0x0
    li r7, 0xc0
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c24.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c24.vector.0
    wait c24.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c24.vector.0
    wait c24.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c24.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot60+0x0
    li r7, @slot36+0x18
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c24.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=24 unit=vector
    li r6, @slot27+0x0
    li r7, 0xc0
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c24.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c24.load.0
    signal c24.store.0
    wait c24.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c24.load.0
    signal c24.store.0
    wait c24.load.0
    wait c24.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c24.store.0
    wait c24.load.0
    wait c24.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c24.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot60+0x0
    li r7, @slot36+0x18
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c24.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c24.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=24 unit=store
    li r6, @slot27+0x0
    li r7, 0xc0
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c24.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c24.vector.0
    wait c24.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c24.vector.0
    wait c24.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c24.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot60+0x0
    li r7, @slot36+0x18
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c24.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=25 unit=load
    li r6, @slot28+0x0
    li r7, 0xc8
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c25.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c25.vector.0
    wait c25.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c25.vector.0
    wait c25.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c25.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot61+0x0
    li r7, @slot36+0x19
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c25.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=25 unit=vector
    li r6, @slot28+0x0
    li r7, 0xc8
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c25.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c25.load.0
    signal c25.store.0
    wait c25.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c25.load.0
    signal c25.store.0
    wait c25.load.0
    wait c25.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c25.store.0
    wait c25.load.0
    wait c25.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c25.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot61+0x0
    li r7, @slot36+0x19
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c25.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c25.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=25 unit=store
    li r6, @slot28+0x0
    li r7, 0xc8
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c25.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c25.vector.0
    wait c25.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c25.vector.0
    wait c25.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c25.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot61+0x0
    li r7, @slot36+0x19
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c25.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=26 unit=load
    li r6, @slot29+0x0
    li r7, 0xd0
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c26.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c26.vector.0
    wait c26.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c26.vector.0
    wait c26.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c26.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot62+0x0
    li r7, @slot36+0x1a
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c26.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=26 unit=vector
    li r6, @slot29+0x0
    li r7, 0xd0
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c26.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c26.load.0
    signal c26.store.0
    wait c26.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c26.load.0
    signal c26.store.0
    wait c26.load.0
    wait c26.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c26.store.0
    wait c26.load.0
    wait c26.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c26.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot62+0x0
    li r7, @slot36+0x1a
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c26.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c26.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=26 unit=store
    li r6, @slot29+0x0
    li r7, 0xd0
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c26.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c26.vector.0
    wait c26.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c26.vector.0
    wait c26.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c26.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot62+0x0
    li r7, @slot36+0x1a
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c26.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=27 unit=load
    li r6, @slot30+0x0
    li r7, 0xd8
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c27.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c27.vector.0
    wait c27.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c27.vector.0
    wait c27.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c27.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot63+0x0
    li r7, @slot36+0x1b
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c27.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=27 unit=vector
    li r6, @slot30+0x0
    li r7, 0xd8
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c27.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c27.load.0
    signal c27.store.0
    wait c27.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c27.load.0
    signal c27.store.0
    wait c27.load.0
    wait c27.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c27.store.0
    wait c27.load.0
    wait c27.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c27.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot63+0x0
    li r7, @slot36+0x1b
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c27.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c27.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=27 unit=store
    li r6, @slot30+0x0
    li r7, 0xd8
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c27.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c27.vector.0
    wait c27.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c27.vector.0
    wait c27.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c27.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot63+0x0
    li r7, @slot36+0x1b
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c27.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=28 unit=load
    li r6, @slot31+0x0
    li r7, 0xe0
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c28.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c28.vector.0
    wait c28.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c28.vector.0
    wait c28.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c28.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot64+0x0
    li r7, @slot36+0x1c
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c28.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=28 unit=vector
    li r6, @slot31+0x0
    li r7, 0xe0
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c28.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c28.load.0
    signal c28.store.0
    wait c28.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c28.load.0
    signal c28.store.0
    wait c28.load.0
    wait c28.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c28.store.0
    wait c28.load.0
    wait c28.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c28.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot64+0x0
    li r7, @slot36+0x1c
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c28.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c28.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=28 unit=store
    li r6, @slot31+0x0
    li r7, 0xe0
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c28.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c28.vector.0
    wait c28.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c28.vector.0
    wait c28.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c28.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot64+0x0
    li r7, @slot36+0x1c
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c28.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=29 unit=load
    li r6, @slot32+0x0
    li r7, 0xe8
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c29.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c29.vector.0
    wait c29.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c29.vector.0
    wait c29.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c29.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot65+0x0
    li r7, @slot36+0x1d
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c29.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=29 unit=vector
    li r6, @slot32+0x0
    li r7, 0xe8
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c29.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c29.load.0
    signal c29.store.0
    wait c29.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c29.load.0
    signal c29.store.0
    wait c29.load.0
    wait c29.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c29.store.0
    wait c29.load.0
    wait c29.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c29.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot65+0x0
    li r7, @slot36+0x1d
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c29.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c29.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=29 unit=store
    li r6, @slot32+0x0
    li r7, 0xe8
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c29.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c29.vector.0
    wait c29.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c29.vector.0
    wait c29.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c29.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot65+0x0
    li r7, @slot36+0x1d
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c29.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=30 unit=load
    li r6, @slot33+0x0
    li r7, 0xf0
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c30.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c30.vector.0
    wait c30.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c30.vector.0
    wait c30.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c30.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot66+0x0
    li r7, @slot36+0x1e
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c30.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=30 unit=vector
    li r6, @slot33+0x0
    li r7, 0xf0
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c30.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c30.load.0
    signal c30.store.0
    wait c30.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c30.load.0
    signal c30.store.0
    wait c30.load.0
    wait c30.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c30.store.0
    wait c30.load.0
    wait c30.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c30.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot66+0x0
    li r7, @slot36+0x1e
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c30.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c30.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=30 unit=store
    li r6, @slot33+0x0
    li r7, 0xf0
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c30.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c30.vector.0
    wait c30.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c30.vector.0
    wait c30.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c30.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot66+0x0
    li r7, @slot36+0x1e
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c30.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
.program core=31 unit=load
    li r6, @slot34+0x0
    li r7, 0xf8
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    signal c31.vector.0
    ld sp[0x400], dev[r1+0x400], sticks=8, rows=1, stride=0
    signal c31.vector.0
    wait c31.vector.0
    ld sp[0x0], dev[r1+0x800], sticks=8, rows=1, stride=0
    signal c31.vector.0
    wait c31.vector.0
    ld sp[0x400], dev[r1+0xc00], sticks=8, rows=1, stride=0
    signal c31.vector.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot67+0x0
    li r7, @slot36+0x1f
    loopr r6
    li r1, @slot1+0x0
    muli r6, r7, 512
    add r1, r1, r6
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c31.vector.0
    barrier
    addi r7, r7, 32
    endloop
.program core=31 unit=vector
    li r6, @slot34+0x0
    li r7, 0xf8
    loopr r6
    viota.i32 sp[0x1780], start=0, n=4
    vlti.i32 sp[0x1700], sp[0x1780], 128, n=4
    vfill.f32 sp[0x1980], 0.0, n=4
    vfill.f32 sp[0x1b80], 0.0, n=4
    vfill.f32 sp[0x1d80], -inf, n=4
    vfill.f32 sp[0x1f80], inf, n=4
    wait c31.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c31.load.0
    signal c31.store.0
    wait c31.load.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c31.load.0
    signal c31.store.0
    wait c31.load.0
    wait c31.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x0], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xf00], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x200], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x200], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1100], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c31.store.0
    wait c31.load.0
    wait c31.store.0
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x400], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x400], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1300], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    vfill.f32 sp[0x800], 0.0, n=1
    vrmax.f32 sp[0x800], sp[0x600], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x880], sp[0x600], sp[0x800], n=4, b_mode=scalar:4
    vexp.f32 sp[0xa80], sp[0x880], n=4
    vfill.f32 sp[0xc80], 0.0, n=1
    vrsum.f32 sp[0xc80], sp[0xa80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x1500], sp[0xa80], sp[0xc80], n=4, b_mode=scalar:4
    signal c31.store.0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot67+0x0
    li r7, @slot36+0x1f
    loopr r6
    viota.i32 sp[0xb80], start=0, n=4
    vlti.i32 sp[0xb00], sp[0xb80], 128, n=4
    vfill.f32 sp[0xd80], 0.0, n=4
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], -inf, n=4
    vfill.f32 sp[0x1380], inf, n=4
    wait c31.load.0
    vfill.f32 sp[0x200], 0.0, n=1
    vrmax.f32 sp[0x200], sp[0x0], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x280], sp[0x0], sp[0x200], n=4, b_mode=scalar:4
    vexp.f32 sp[0x480], sp[0x280], n=4
    vfill.f32 sp[0x680], 0.0, n=1
    vrsum.f32 sp[0x680], sp[0x480], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0x900], sp[0x480], sp[0x680], n=4, b_mode=scalar:4
    signal c31.store.0
    barrier
    addi r7, r7, 32
    endloop
.program core=31 unit=store
    li r6, @slot34+0x0
    li r7, 0xf8
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c31.vector.0
    st dev[r1+0x0], sp[0xf00], sticks=8, rows=1, stride=0
    signal c31.vector.0
    wait c31.vector.0
    st dev[r1+0x400], sp[0x1300], sticks=8, rows=1, stride=0
    signal c31.vector.0
    wait c31.vector.0
    st dev[r1+0x800], sp[0xf00], sticks=8, rows=1, stride=0
    wait c31.vector.0
    st dev[r1+0xc00], sp[0x1300], sticks=8, rows=1, stride=0
    barrier
    addi r7, r7, 256
    endloop
    li r6, @slot67+0x0
    li r7, @slot36+0x1f
    loopr r6
    li r1, @slot2+0x0
    muli r6, r7, 512
    add r1, r1, r6
    wait c31.vector.0
    st dev[r1+0x0], sp[0x900], sticks=4, rows=1, stride=0
    barrier
    addi r7, r7, 32
    endloop
