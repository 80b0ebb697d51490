; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x0
    li r2, 0x200
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 0
    addi r2, r2, 8192
    endloop
    signal c0.pe.0
    barrier
    li r1, @slot3+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=pe
    wait c0.load.0
    mmt.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x2900], start=0, n=8
    vremi.i32 sp[0x2900], sp[0x2900], 64, n=8
    vlti.i32 sp[0x2800], sp[0x2900], 16, n=8
    vfill.f32 sp[0x2d00], 0.0, n=8
    wait c0.pe.0
    vsel.f32 sp[0x2200], sp[0x2800], sp[0x2200], sp[0x2d00], n=8
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c0.store.1
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c0.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c0.store.0
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
    barrier
    li r1, @slot2+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x400
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x0
    li r2, 0x200
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 0
    addi r2, r2, 8192
    endloop
    signal c1.pe.0
    barrier
    li r1, @slot3+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=pe
    wait c1.load.0
    mmt.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x2900], start=0, n=8
    vremi.i32 sp[0x2900], sp[0x2900], 64, n=8
    vlti.i32 sp[0x2800], sp[0x2900], 16, n=8
    vfill.f32 sp[0x2d00], 0.0, n=8
    wait c1.pe.0
    vsel.f32 sp[0x2200], sp[0x2800], sp[0x2200], sp[0x2d00], n=8
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c1.store.1
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c1.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c1.store.0
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot3+0x400
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
    barrier
    li r1, @slot2+0x100
    wait c1.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x800
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x0
    li r2, 0x200
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 0
    addi r2, r2, 8192
    endloop
    signal c2.pe.0
    barrier
    li r1, @slot3+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
.program core=2 unit=pe
    wait c2.load.0
    mmt.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0x2900], start=0, n=8
    vremi.i32 sp[0x2900], sp[0x2900], 64, n=8
    vlti.i32 sp[0x2800], sp[0x2900], 16, n=8
    vfill.f32 sp[0x2d00], 0.0, n=8
    wait c2.pe.0
    vsel.f32 sp[0x2200], sp[0x2800], sp[0x2200], sp[0x2d00], n=8
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c2.store.1
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c2.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c2.store.0
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot3+0x800
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
    barrier
    li r1, @slot2+0x200
    wait c2.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0xc00
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x0
    li r2, 0x200
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 0
    addi r2, r2, 8192
    endloop
    signal c3.pe.0
    barrier
    li r1, @slot3+0x300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
.program core=3 unit=pe
    wait c3.load.0
    mmt.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0x2900], start=0, n=8
    vremi.i32 sp[0x2900], sp[0x2900], 64, n=8
    vlti.i32 sp[0x2800], sp[0x2900], 16, n=8
    vfill.f32 sp[0x2d00], 0.0, n=8
    wait c3.pe.0
    vsel.f32 sp[0x2200], sp[0x2800], sp[0x2200], sp[0x2d00], n=8
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c3.store.1
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c3.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c3.store.0
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot3+0xc00
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
    barrier
    li r1, @slot2+0x300
    wait c3.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=4 unit=load
    li r1, @slot0+0x80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x80
    li r2, 0x200
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 0
    addi r2, r2, 8192
    endloop
    signal c4.pe.0
    barrier
    li r1, @slot3+0x400
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
.program core=4 unit=pe
    wait c4.load.0
    mmt.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0x2900], start=0, n=8
    vremi.i32 sp[0x2900], sp[0x2900], 64, n=8
    vlti.i32 sp[0x2800], sp[0x2900], 16, n=8
    vfill.f32 sp[0x2d00], 0.0, n=8
    wait c4.pe.0
    vsel.f32 sp[0x2200], sp[0x2800], sp[0x2200], sp[0x2d00], n=8
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c4.store.1
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c4.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c4.store.0
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot3+0x80
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
    barrier
    li r1, @slot2+0x400
    wait c4.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=5 unit=load
    li r1, @slot0+0x480
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x80
    li r2, 0x200
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 0
    addi r2, r2, 8192
    endloop
    signal c5.pe.0
    barrier
    li r1, @slot3+0x500
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
.program core=5 unit=pe
    wait c5.load.0
    mmt.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c5.vector.0
.program core=5 unit=vector
    viota.i32 sp[0x2900], start=0, n=8
    vremi.i32 sp[0x2900], sp[0x2900], 64, n=8
    vlti.i32 sp[0x2800], sp[0x2900], 16, n=8
    vfill.f32 sp[0x2d00], 0.0, n=8
    wait c5.pe.0
    vsel.f32 sp[0x2200], sp[0x2800], sp[0x2200], sp[0x2d00], n=8
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c5.store.1
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c5.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c5.store.0
.program core=5 unit=store
    wait c5.vector.1
    li r1, @slot3+0x480
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
    barrier
    li r1, @slot2+0x500
    wait c5.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=6 unit=load
    li r1, @slot0+0x880
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x80
    li r2, 0x200
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 0
    addi r2, r2, 8192
    endloop
    signal c6.pe.0
    barrier
    li r1, @slot3+0x600
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
.program core=6 unit=pe
    wait c6.load.0
    mmt.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c6.vector.0
.program core=6 unit=vector
    viota.i32 sp[0x2900], start=0, n=8
    vremi.i32 sp[0x2900], sp[0x2900], 64, n=8
    vlti.i32 sp[0x2800], sp[0x2900], 16, n=8
    vfill.f32 sp[0x2d00], 0.0, n=8
    wait c6.pe.0
    vsel.f32 sp[0x2200], sp[0x2800], sp[0x2200], sp[0x2d00], n=8
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c6.store.1
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c6.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c6.store.0
.program core=6 unit=store
    wait c6.vector.1
    li r1, @slot3+0x880
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
    barrier
    li r1, @slot2+0x600
    wait c6.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=7 unit=load
    li r1, @slot0+0xc80
    li r2, 0x0
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=4, stride=256
    addi r1, r1, 0
    addi r2, r2, 512
    endloop
    li r1, @slot1+0x80
    li r2, 0x200
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=16, stride=256
    addi r1, r1, 0
    addi r2, r2, 8192
    endloop
    signal c7.pe.0
    barrier
    li r1, @slot3+0x700
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
.program core=7 unit=pe
    wait c7.load.0
    mmt.f16 sp[0x2200], sp[0x0], sp[0x200], m=4, k=1, n=1, acc=0
    signal c7.vector.0
.program core=7 unit=vector
    viota.i32 sp[0x2900], start=0, n=8
    vremi.i32 sp[0x2900], sp[0x2900], 64, n=8
    vlti.i32 sp[0x2800], sp[0x2900], 16, n=8
    vfill.f32 sp[0x2d00], 0.0, n=8
    wait c7.pe.0
    vsel.f32 sp[0x2200], sp[0x2800], sp[0x2200], sp[0x2d00], n=8
    vcast.f32 sp[0x2600], sp[0x2200], n=8, to=f16
    signal c7.store.1
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c7.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c7.store.0
.program core=7 unit=store
    wait c7.vector.1
    li r1, @slot3+0xc80
    st dev[r1+0x0], sp[0x2600], sticks=1, rows=4, stride=256
    barrier
    li r1, @slot2+0x700
    wait c7.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=8 unit=load
    barrier
    li r1, @slot3+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
.program core=8 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c8.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c8.store.0
.program core=8 unit=store
    barrier
    li r1, @slot2+0x800
    wait c8.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=9 unit=load
    barrier
    li r1, @slot3+0x900
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
.program core=9 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c9.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c9.store.0
.program core=9 unit=store
    barrier
    li r1, @slot2+0x900
    wait c9.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=10 unit=load
    barrier
    li r1, @slot3+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
.program core=10 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c10.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c10.store.0
.program core=10 unit=store
    barrier
    li r1, @slot2+0xa00
    wait c10.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=11 unit=load
    barrier
    li r1, @slot3+0xb00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
.program core=11 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c11.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c11.store.0
.program core=11 unit=store
    barrier
    li r1, @slot2+0xb00
    wait c11.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=12 unit=load
    barrier
    li r1, @slot3+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
.program core=12 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c12.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c12.store.0
.program core=12 unit=store
    barrier
    li r1, @slot2+0xc00
    wait c12.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=13 unit=load
    barrier
    li r1, @slot3+0xd00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
.program core=13 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c13.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c13.store.0
.program core=13 unit=store
    barrier
    li r1, @slot2+0xd00
    wait c13.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=14 unit=load
    barrier
    li r1, @slot3+0xe00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
.program core=14 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c14.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c14.store.0
.program core=14 unit=store
    barrier
    li r1, @slot2+0xe00
    wait c14.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=15 unit=load
    barrier
    li r1, @slot3+0xf00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
.program core=15 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c15.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c15.store.0
.program core=15 unit=store
    barrier
    li r1, @slot2+0xf00
    wait c15.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=16 unit=load
    barrier
    li r1, @slot3+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
.program core=16 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c16.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c16.store.0
.program core=16 unit=store
    barrier
    li r1, @slot2+0x80
    wait c16.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=17 unit=load
    barrier
    li r1, @slot3+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
.program core=17 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c17.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c17.store.0
.program core=17 unit=store
    barrier
    li r1, @slot2+0x180
    wait c17.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=18 unit=load
    barrier
    li r1, @slot3+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
.program core=18 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c18.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c18.store.0
.program core=18 unit=store
    barrier
    li r1, @slot2+0x280
    wait c18.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=19 unit=load
    barrier
    li r1, @slot3+0x380
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
.program core=19 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c19.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c19.store.0
.program core=19 unit=store
    barrier
    li r1, @slot2+0x380
    wait c19.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=20 unit=load
    barrier
    li r1, @slot3+0x480
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c20.vector.0
.program core=20 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c20.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c20.store.0
.program core=20 unit=store
    barrier
    li r1, @slot2+0x480
    wait c20.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=21 unit=load
    barrier
    li r1, @slot3+0x580
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c21.vector.0
.program core=21 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c21.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c21.store.0
.program core=21 unit=store
    barrier
    li r1, @slot2+0x580
    wait c21.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=22 unit=load
    barrier
    li r1, @slot3+0x680
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c22.vector.0
.program core=22 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c22.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c22.store.0
.program core=22 unit=store
    barrier
    li r1, @slot2+0x680
    wait c22.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=23 unit=load
    barrier
    li r1, @slot3+0x780
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c23.vector.0
.program core=23 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c23.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c23.store.0
.program core=23 unit=store
    barrier
    li r1, @slot2+0x780
    wait c23.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=24 unit=load
    barrier
    li r1, @slot3+0x880
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c24.vector.0
.program core=24 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c24.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c24.store.0
.program core=24 unit=store
    barrier
    li r1, @slot2+0x880
    wait c24.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=25 unit=load
    barrier
    li r1, @slot3+0x980
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c25.vector.0
.program core=25 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c25.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c25.store.0
.program core=25 unit=store
    barrier
    li r1, @slot2+0x980
    wait c25.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=26 unit=load
    barrier
    li r1, @slot3+0xa80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c26.vector.0
.program core=26 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c26.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c26.store.0
.program core=26 unit=store
    barrier
    li r1, @slot2+0xa80
    wait c26.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=27 unit=load
    barrier
    li r1, @slot3+0xb80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c27.vector.0
.program core=27 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c27.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c27.store.0
.program core=27 unit=store
    barrier
    li r1, @slot2+0xb80
    wait c27.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=28 unit=load
    barrier
    li r1, @slot3+0xc80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c28.vector.0
.program core=28 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c28.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c28.store.0
.program core=28 unit=store
    barrier
    li r1, @slot2+0xc80
    wait c28.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=29 unit=load
    barrier
    li r1, @slot3+0xd80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c29.vector.0
.program core=29 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c29.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c29.store.0
.program core=29 unit=store
    barrier
    li r1, @slot2+0xd80
    wait c29.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=30 unit=load
    barrier
    li r1, @slot3+0xe80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c30.vector.0
.program core=30 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c30.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c30.store.0
.program core=30 unit=store
    barrier
    li r1, @slot2+0xe80
    wait c30.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
.program core=31 unit=load
    barrier
    li r1, @slot3+0xf80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c31.vector.0
.program core=31 unit=vector
    barrier
    viota.i32 sp[0xe80], start=0, n=4
    vlti.i32 sp[0xe00], sp[0xe80], 16, n=4
    vfill.f16 sp[0x1080], 0.0, n=2
    vfill.f16 sp[0x1180], 0.0, n=2
    vfill.f16 sp[0x1280], -inf, n=2
    vfill.f16 sp[0x1380], inf, n=2
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], 0.0, n=4
    vfill.f32 sp[0x1980], -inf, n=4
    vfill.f32 sp[0x1b80], inf, n=4
    vfill.f16 sp[0x100], 0.125, n=2
    wait c31.load.0
    vmul.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vcast.f16 sp[0x300], sp[0x200], n=2, to=f32
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x300], sp[0x1980], n=4
    vfill.f32 sp[0x500], 0.0, n=1
    vrmax.f32 sp[0x500], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x580], sp[0x300], sp[0x500], n=4, b_mode=scalar:4
    vexp.f32 sp[0x780], sp[0x580], n=4
    vsel.f32 sp[0x1d80], sp[0xe00], sp[0x780], sp[0x1780], n=4
    vfill.f32 sp[0x980], 0.0, n=1
    vrsum.f32 sp[0x980], sp[0x1d80], n=4, g=4, axis=within, to=f32, acc=0
    vdiv.f32 sp[0xa00], sp[0x780], sp[0x980], n=4, b_mode=scalar:4
    vcast.f32 sp[0xc00], sp[0xa00], n=4, to=f16
    vsel.f16 sp[0xd00], sp[0xe00], sp[0xc00], sp[0x1080], n=2
    signal c31.store.0
.program core=31 unit=store
    barrier
    li r1, @slot2+0xf80
    wait c31.vector.0
    st dev[r1+0x0], sp[0xd00], sticks=1, rows=1, stride=0
