; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x0
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c0.pe.0
    barrier
    li r1, @slot0+0x0
    li r2, @slot2+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=pe
    wait c0.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    wait c0.pe.0
    wait c1.load.0
    wait c2.load.0
    wait c3.load.0
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1300], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1380], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1400], n=1, b_mode=full
    vsel.f32 sp[0x1080], sp[0x1180], sp[0x1080], sp[0x1280], n=1
    vbcast.f32 sp[0x1100], sp[0x1080], n=1, a_mode=full
    signal c0.store.1
    barrier
    viota.i32 sp[0x1300], start=0, n=4
    vlti.i32 sp[0x1280], sp[0x1300], 128, n=4
    vfill.f32 sp[0x1500], 0.0, n=4
    vfill.f32 sp[0x1700], 0.0, n=4
    vfill.f32 sp[0x1900], -inf, n=4
    vfill.f32 sp[0x1b00], inf, n=4
    vfill.f32 sp[0x480], 128.0, n=4
    vfill.f32 sp[0x880], 1.1920929e-07, n=4
    wait c0.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x680], sp[0x280], sp[0x480], n=4, b_mode=full
    vadd.f32 sp[0xa80], sp[0x680], sp[0x880], n=4, b_mode=full
    vrsqrt.f32 sp[0xc80], sp[0xa80], n=4
    vmul.f32 sp[0x1080], sp[0x0], sp[0xc80], n=4, b_mode=full
    signal c0.store.0
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot2+0x0
    st dev[r1+0x0], sp[0x1100], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=1 unit=load
    li r1, @slot0+0x300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x300
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c1.pe.0
    wait c1.pe.1
    ring core=0, sp[0x1300], sp[0x1080], sticks=1
    signal c0.vector.0
    barrier
    li r1, @slot0+0x80
    li r2, @slot2+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=pe
    wait c1.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c1.load.1
.program core=1 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
    viota.i32 sp[0x1300], start=0, n=4
    vlti.i32 sp[0x1280], sp[0x1300], 128, n=4
    vfill.f32 sp[0x1500], 0.0, n=4
    vfill.f32 sp[0x1700], 0.0, n=4
    vfill.f32 sp[0x1900], -inf, n=4
    vfill.f32 sp[0x1b00], inf, n=4
    vfill.f32 sp[0x480], 128.0, n=4
    vfill.f32 sp[0x880], 1.1920929e-07, n=4
    wait c1.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x680], sp[0x280], sp[0x480], n=4, b_mode=full
    vadd.f32 sp[0xa80], sp[0x680], sp[0x880], n=4, b_mode=full
    vrsqrt.f32 sp[0xc80], sp[0xa80], n=4
    vmul.f32 sp[0x1080], sp[0x0], sp[0xc80], n=4, b_mode=full
    signal c1.store.0
.program core=1 unit=store
    barrier
    li r1, @slot1+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=2 unit=load
    li r1, @slot0+0x600
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x600
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c2.pe.0
    wait c2.pe.1
    ring core=0, sp[0x1380], sp[0x1080], sticks=1
    signal c0.vector.0
    barrier
    li r1, @slot0+0x100
    li r2, @slot2+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
.program core=2 unit=pe
    wait c2.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c2.load.1
.program core=2 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
    viota.i32 sp[0x1300], start=0, n=4
    vlti.i32 sp[0x1280], sp[0x1300], 128, n=4
    vfill.f32 sp[0x1500], 0.0, n=4
    vfill.f32 sp[0x1700], 0.0, n=4
    vfill.f32 sp[0x1900], -inf, n=4
    vfill.f32 sp[0x1b00], inf, n=4
    vfill.f32 sp[0x480], 128.0, n=4
    vfill.f32 sp[0x880], 1.1920929e-07, n=4
    wait c2.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x680], sp[0x280], sp[0x480], n=4, b_mode=full
    vadd.f32 sp[0xa80], sp[0x680], sp[0x880], n=4, b_mode=full
    vrsqrt.f32 sp[0xc80], sp[0xa80], n=4
    vmul.f32 sp[0x1080], sp[0x0], sp[0xc80], n=4, b_mode=full
    signal c2.store.0
.program core=2 unit=store
    barrier
    li r1, @slot1+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=3 unit=load
    li r1, @slot0+0x900
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x900
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c3.pe.0
    wait c3.pe.1
    ring core=0, sp[0x1400], sp[0x1080], sticks=1
    signal c0.vector.0
    barrier
    li r1, @slot0+0x180
    li r2, @slot2+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
.program core=3 unit=pe
    wait c3.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c3.load.1
.program core=3 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
    viota.i32 sp[0x1300], start=0, n=4
    vlti.i32 sp[0x1280], sp[0x1300], 128, n=4
    vfill.f32 sp[0x1500], 0.0, n=4
    vfill.f32 sp[0x1700], 0.0, n=4
    vfill.f32 sp[0x1900], -inf, n=4
    vfill.f32 sp[0x1b00], inf, n=4
    vfill.f32 sp[0x480], 128.0, n=4
    vfill.f32 sp[0x880], 1.1920929e-07, n=4
    wait c3.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x680], sp[0x280], sp[0x480], n=4, b_mode=full
    vadd.f32 sp[0xa80], sp[0x680], sp[0x880], n=4, b_mode=full
    vrsqrt.f32 sp[0xc80], sp[0xa80], n=4
    vmul.f32 sp[0x1080], sp[0x0], sp[0xc80], n=4, b_mode=full
    signal c3.store.0
.program core=3 unit=store
    barrier
    li r1, @slot1+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=4 unit=load
    li r1, @slot0+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x80
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c4.pe.0
    barrier
    li r1, @slot0+0x200
    li r2, @slot2+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
.program core=4 unit=pe
    wait c4.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    wait c4.pe.0
    wait c5.load.0
    wait c6.load.0
    wait c7.load.0
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1300], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1380], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1400], n=1, b_mode=full
    vsel.f32 sp[0x1080], sp[0x1180], sp[0x1080], sp[0x1280], n=1
    vbcast.f32 sp[0x1100], sp[0x1080], n=1, a_mode=full
    signal c4.store.1
    barrier
    viota.i32 sp[0x1300], start=0, n=4
    vlti.i32 sp[0x1280], sp[0x1300], 128, n=4
    vfill.f32 sp[0x1500], 0.0, n=4
    vfill.f32 sp[0x1700], 0.0, n=4
    vfill.f32 sp[0x1900], -inf, n=4
    vfill.f32 sp[0x1b00], inf, n=4
    vfill.f32 sp[0x480], 128.0, n=4
    vfill.f32 sp[0x880], 1.1920929e-07, n=4
    wait c4.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x680], sp[0x280], sp[0x480], n=4, b_mode=full
    vadd.f32 sp[0xa80], sp[0x680], sp[0x880], n=4, b_mode=full
    vrsqrt.f32 sp[0xc80], sp[0xa80], n=4
    vmul.f32 sp[0x1080], sp[0x0], sp[0xc80], n=4, b_mode=full
    signal c4.store.0
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot2+0x80
    st dev[r1+0x0], sp[0x1100], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=5 unit=load
    li r1, @slot0+0x380
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x380
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c5.pe.0
    wait c5.pe.1
    ring core=4, sp[0x1300], sp[0x1080], sticks=1
    signal c4.vector.0
    barrier
    li r1, @slot0+0x280
    li r2, @slot2+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
.program core=5 unit=pe
    wait c5.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c5.load.1
.program core=5 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
    viota.i32 sp[0x1300], start=0, n=4
    vlti.i32 sp[0x1280], sp[0x1300], 128, n=4
    vfill.f32 sp[0x1500], 0.0, n=4
    vfill.f32 sp[0x1700], 0.0, n=4
    vfill.f32 sp[0x1900], -inf, n=4
    vfill.f32 sp[0x1b00], inf, n=4
    vfill.f32 sp[0x480], 128.0, n=4
    vfill.f32 sp[0x880], 1.1920929e-07, n=4
    wait c5.load.0
    vbcast.f32 sp[0x280], sp[0x200], n=4, a_mode=scalar:4
    vdiv.f32 sp[0x680], sp[0x280], sp[0x480], n=4, b_mode=full
    vadd.f32 sp[0xa80], sp[0x680], sp[0x880], n=4, b_mode=full
    vrsqrt.f32 sp[0xc80], sp[0xa80], n=4
    vmul.f32 sp[0x1080], sp[0x0], sp[0xc80], n=4, b_mode=full
    signal c5.store.0
.program core=5 unit=store
    barrier
    li r1, @slot1+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=6 unit=load
    li r1, @slot0+0x680
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x680
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c6.pe.0
    wait c6.pe.1
    ring core=4, sp[0x1380], sp[0x1080], sticks=1
    signal c4.vector.0
    barrier
.program core=6 unit=pe
    wait c6.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c6.load.1
.program core=6 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=6 unit=store
    barrier
.program core=7 unit=load
    li r1, @slot0+0x980
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x980
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c7.pe.0
    wait c7.pe.1
    ring core=4, sp[0x1400], sp[0x1080], sticks=1
    signal c4.vector.0
    barrier
.program core=7 unit=pe
    wait c7.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c7.load.1
.program core=7 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=7 unit=store
    barrier
.program core=8 unit=load
    li r1, @slot0+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x100
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c8.pe.0
    barrier
.program core=8 unit=pe
    wait c8.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c8.vector.0
.program core=8 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    wait c8.pe.0
    wait c9.load.0
    wait c10.load.0
    wait c11.load.0
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1300], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1380], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1400], n=1, b_mode=full
    vsel.f32 sp[0x1080], sp[0x1180], sp[0x1080], sp[0x1280], n=1
    vbcast.f32 sp[0x1100], sp[0x1080], n=1, a_mode=full
    signal c8.store.1
    barrier
.program core=8 unit=store
    wait c8.vector.1
    li r1, @slot2+0x100
    st dev[r1+0x0], sp[0x1100], sticks=1, rows=1, stride=0
    barrier
.program core=9 unit=load
    li r1, @slot0+0x400
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x400
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c9.pe.0
    wait c9.pe.1
    ring core=8, sp[0x1300], sp[0x1080], sticks=1
    signal c8.vector.0
    barrier
.program core=9 unit=pe
    wait c9.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c9.load.1
.program core=9 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=9 unit=store
    barrier
.program core=10 unit=load
    li r1, @slot0+0x700
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x700
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c10.pe.0
    wait c10.pe.1
    ring core=8, sp[0x1380], sp[0x1080], sticks=1
    signal c8.vector.0
    barrier
.program core=10 unit=pe
    wait c10.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c10.load.1
.program core=10 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=10 unit=store
    barrier
.program core=11 unit=load
    li r1, @slot0+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0xa00
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c11.pe.0
    wait c11.pe.1
    ring core=8, sp[0x1400], sp[0x1080], sticks=1
    signal c8.vector.0
    barrier
.program core=11 unit=pe
    wait c11.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c11.load.1
.program core=11 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=11 unit=store
    barrier
.program core=12 unit=load
    li r1, @slot0+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x180
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c12.pe.0
    barrier
.program core=12 unit=pe
    wait c12.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c12.vector.0
.program core=12 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    wait c12.pe.0
    wait c13.load.0
    wait c14.load.0
    wait c15.load.0
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1300], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1380], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1400], n=1, b_mode=full
    vsel.f32 sp[0x1080], sp[0x1180], sp[0x1080], sp[0x1280], n=1
    vbcast.f32 sp[0x1100], sp[0x1080], n=1, a_mode=full
    signal c12.store.1
    barrier
.program core=12 unit=store
    wait c12.vector.1
    li r1, @slot2+0x180
    st dev[r1+0x0], sp[0x1100], sticks=1, rows=1, stride=0
    barrier
.program core=13 unit=load
    li r1, @slot0+0x480
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x480
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c13.pe.0
    wait c13.pe.1
    ring core=12, sp[0x1300], sp[0x1080], sticks=1
    signal c12.vector.0
    barrier
.program core=13 unit=pe
    wait c13.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c13.load.1
.program core=13 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=13 unit=store
    barrier
.program core=14 unit=load
    li r1, @slot0+0x780
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x780
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c14.pe.0
    wait c14.pe.1
    ring core=12, sp[0x1380], sp[0x1080], sticks=1
    signal c12.vector.0
    barrier
.program core=14 unit=pe
    wait c14.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c14.load.1
.program core=14 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=14 unit=store
    barrier
.program core=15 unit=load
    li r1, @slot0+0xa80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0xa80
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c15.pe.0
    wait c15.pe.1
    ring core=12, sp[0x1400], sp[0x1080], sticks=1
    signal c12.vector.0
    barrier
.program core=15 unit=pe
    wait c15.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c15.load.1
.program core=15 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=15 unit=store
    barrier
.program core=16 unit=load
    li r1, @slot0+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x200
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c16.pe.0
    barrier
.program core=16 unit=pe
    wait c16.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c16.vector.0
.program core=16 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    wait c16.pe.0
    wait c17.load.0
    wait c18.load.0
    wait c19.load.0
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1300], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1380], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1400], n=1, b_mode=full
    vsel.f32 sp[0x1080], sp[0x1180], sp[0x1080], sp[0x1280], n=1
    vbcast.f32 sp[0x1100], sp[0x1080], n=1, a_mode=full
    signal c16.store.1
    barrier
.program core=16 unit=store
    wait c16.vector.1
    li r1, @slot2+0x200
    st dev[r1+0x0], sp[0x1100], sticks=1, rows=1, stride=0
    barrier
.program core=17 unit=load
    li r1, @slot0+0x500
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x500
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c17.pe.0
    wait c17.pe.1
    ring core=16, sp[0x1300], sp[0x1080], sticks=1
    signal c16.vector.0
    barrier
.program core=17 unit=pe
    wait c17.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c17.load.1
.program core=17 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=17 unit=store
    barrier
.program core=18 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x800
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c18.pe.0
    wait c18.pe.1
    ring core=16, sp[0x1380], sp[0x1080], sticks=1
    signal c16.vector.0
    barrier
.program core=18 unit=pe
    wait c18.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c18.load.1
.program core=18 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=18 unit=store
    barrier
.program core=19 unit=load
    li r1, @slot0+0xb00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0xb00
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c19.pe.0
    wait c19.pe.1
    ring core=16, sp[0x1400], sp[0x1080], sticks=1
    signal c16.vector.0
    barrier
.program core=19 unit=pe
    wait c19.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c19.load.1
.program core=19 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=19 unit=store
    barrier
.program core=20 unit=load
    li r1, @slot0+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x280
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c20.pe.0
    barrier
.program core=20 unit=pe
    wait c20.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c20.vector.0
.program core=20 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    wait c20.pe.0
    wait c21.load.0
    wait c22.load.0
    wait c23.load.0
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1300], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1380], n=1, b_mode=full
    vadd.f32 sp[0x1080], sp[0x1080], sp[0x1400], n=1, b_mode=full
    vsel.f32 sp[0x1080], sp[0x1180], sp[0x1080], sp[0x1280], n=1
    vbcast.f32 sp[0x1100], sp[0x1080], n=1, a_mode=full
    signal c20.store.1
    barrier
.program core=20 unit=store
    wait c20.vector.1
    li r1, @slot2+0x280
    st dev[r1+0x0], sp[0x1100], sticks=1, rows=1, stride=0
    barrier
.program core=21 unit=load
    li r1, @slot0+0x580
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x580
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c21.pe.0
    wait c21.pe.1
    ring core=20, sp[0x1300], sp[0x1080], sticks=1
    signal c20.vector.0
    barrier
.program core=21 unit=pe
    wait c21.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c21.load.1
.program core=21 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=21 unit=store
    barrier
.program core=22 unit=load
    li r1, @slot0+0x880
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0x880
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c22.pe.0
    wait c22.pe.1
    ring core=20, sp[0x1380], sp[0x1080], sticks=1
    signal c20.vector.0
    barrier
.program core=22 unit=pe
    wait c22.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c22.load.1
.program core=22 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=22 unit=store
    barrier
.program core=23 unit=load
    li r1, @slot0+0xb80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=768
    li r1, @slot0+0xb80
    li r2, 0x80
    loop count=1
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c23.pe.0
    wait c23.pe.1
    ring core=20, sp[0x1400], sp[0x1080], sticks=1
    signal c20.vector.0
    barrier
.program core=23 unit=pe
    wait c23.load.0
    mmt.f32 sp[0x1080], sp[0x0], sp[0x80], m=1, k=1, n=1, acc=0
    signal c23.load.1
.program core=23 unit=vector
    viota.i32 sp[0x1200], start=0, n=1
    vremi.i32 sp[0x1200], sp[0x1200], 32, n=1
    vlti.i32 sp[0x1180], sp[0x1200], 1, n=1
    vfill.f32 sp[0x1280], 0.0, n=1
    barrier
.program core=23 unit=store
    barrier
