; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    li r1, @slot0+0x0
    li r2, 0x200
    loop count=4
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
    mmt.f32 sp[0x4200], sp[0x0], sp[0x200], m=1, k=1, n=1, acc=0
    li r1, 0x80
    li r2, 0x1200
    loop count=3
    mmt.f32 sp[0x4200], sp[r1+0x0], sp[r2+0x0], m=1, k=1, n=1, acc=1
    addi r1, r1, 128
    addi r2, r2, 4096
    endloop
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x4380], start=0, n=1
    vremi.i32 sp[0x4380], sp[0x4380], 32, n=1
    vlti.i32 sp[0x4300], sp[0x4380], 1, n=1
    vfill.f32 sp[0x4400], 0.0, n=1
    wait c0.pe.0
    vsel.f32 sp[0x4200], sp[0x4300], sp[0x4200], sp[0x4400], n=1
    vbcast.f32 sp[0x4280], sp[0x4200], n=1, a_mode=full
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
    vmul.f32 sp[0xe80], sp[0x0], sp[0xc80], n=4, b_mode=full
    vbcast.f32 sp[0x1080], sp[0xe80], n=4, a_mode=full
    signal c0.store.0
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot2+0x0
    st dev[r1+0x0], sp[0x4280], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=1 unit=load
    li r1, @slot0+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    li r1, @slot0+0x80
    li r2, 0x200
    loop count=4
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c1.pe.0
    barrier
    li r1, @slot0+0x80
    li r2, @slot2+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=pe
    wait c1.load.0
    mmt.f32 sp[0x4200], sp[0x0], sp[0x200], m=1, k=1, n=1, acc=0
    li r1, 0x80
    li r2, 0x1200
    loop count=3
    mmt.f32 sp[0x4200], sp[r1+0x0], sp[r2+0x0], m=1, k=1, n=1, acc=1
    addi r1, r1, 128
    addi r2, r2, 4096
    endloop
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x4380], start=0, n=1
    vremi.i32 sp[0x4380], sp[0x4380], 32, n=1
    vlti.i32 sp[0x4300], sp[0x4380], 1, n=1
    vfill.f32 sp[0x4400], 0.0, n=1
    wait c1.pe.0
    vsel.f32 sp[0x4200], sp[0x4300], sp[0x4200], sp[0x4400], n=1
    vbcast.f32 sp[0x4280], sp[0x4200], n=1, a_mode=full
    signal c1.store.1
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
    vmul.f32 sp[0xe80], sp[0x0], sp[0xc80], n=4, b_mode=full
    vbcast.f32 sp[0x1080], sp[0xe80], n=4, a_mode=full
    signal c1.store.0
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot2+0x80
    st dev[r1+0x0], sp[0x4280], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=2 unit=load
    li r1, @slot0+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    li r1, @slot0+0x100
    li r2, 0x200
    loop count=4
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c2.pe.0
    barrier
    li r1, @slot0+0x100
    li r2, @slot2+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
.program core=2 unit=pe
    wait c2.load.0
    mmt.f32 sp[0x4200], sp[0x0], sp[0x200], m=1, k=1, n=1, acc=0
    li r1, 0x80
    li r2, 0x1200
    loop count=3
    mmt.f32 sp[0x4200], sp[r1+0x0], sp[r2+0x0], m=1, k=1, n=1, acc=1
    addi r1, r1, 128
    addi r2, r2, 4096
    endloop
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0x4380], start=0, n=1
    vremi.i32 sp[0x4380], sp[0x4380], 32, n=1
    vlti.i32 sp[0x4300], sp[0x4380], 1, n=1
    vfill.f32 sp[0x4400], 0.0, n=1
    wait c2.pe.0
    vsel.f32 sp[0x4200], sp[0x4300], sp[0x4200], sp[0x4400], n=1
    vbcast.f32 sp[0x4280], sp[0x4200], n=1, a_mode=full
    signal c2.store.1
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
    vmul.f32 sp[0xe80], sp[0x0], sp[0xc80], n=4, b_mode=full
    vbcast.f32 sp[0x1080], sp[0xe80], n=4, a_mode=full
    signal c2.store.0
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot2+0x100
    st dev[r1+0x0], sp[0x4280], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=3 unit=load
    li r1, @slot0+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    li r1, @slot0+0x180
    li r2, 0x200
    loop count=4
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c3.pe.0
    barrier
    li r1, @slot0+0x180
    li r2, @slot2+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
.program core=3 unit=pe
    wait c3.load.0
    mmt.f32 sp[0x4200], sp[0x0], sp[0x200], m=1, k=1, n=1, acc=0
    li r1, 0x80
    li r2, 0x1200
    loop count=3
    mmt.f32 sp[0x4200], sp[r1+0x0], sp[r2+0x0], m=1, k=1, n=1, acc=1
    addi r1, r1, 128
    addi r2, r2, 4096
    endloop
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0x4380], start=0, n=1
    vremi.i32 sp[0x4380], sp[0x4380], 32, n=1
    vlti.i32 sp[0x4300], sp[0x4380], 1, n=1
    vfill.f32 sp[0x4400], 0.0, n=1
    wait c3.pe.0
    vsel.f32 sp[0x4200], sp[0x4300], sp[0x4200], sp[0x4400], n=1
    vbcast.f32 sp[0x4280], sp[0x4200], n=1, a_mode=full
    signal c3.store.1
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
    vmul.f32 sp[0xe80], sp[0x0], sp[0xc80], n=4, b_mode=full
    vbcast.f32 sp[0x1080], sp[0xe80], n=4, a_mode=full
    signal c3.store.0
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot2+0x180
    st dev[r1+0x0], sp[0x4280], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=4 unit=load
    li r1, @slot0+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    li r1, @slot0+0x200
    li r2, 0x200
    loop count=4
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
    mmt.f32 sp[0x4200], sp[0x0], sp[0x200], m=1, k=1, n=1, acc=0
    li r1, 0x80
    li r2, 0x1200
    loop count=3
    mmt.f32 sp[0x4200], sp[r1+0x0], sp[r2+0x0], m=1, k=1, n=1, acc=1
    addi r1, r1, 128
    addi r2, r2, 4096
    endloop
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0x4380], start=0, n=1
    vremi.i32 sp[0x4380], sp[0x4380], 32, n=1
    vlti.i32 sp[0x4300], sp[0x4380], 1, n=1
    vfill.f32 sp[0x4400], 0.0, n=1
    wait c4.pe.0
    vsel.f32 sp[0x4200], sp[0x4300], sp[0x4200], sp[0x4400], n=1
    vbcast.f32 sp[0x4280], sp[0x4200], n=1, a_mode=full
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
    vmul.f32 sp[0xe80], sp[0x0], sp[0xc80], n=4, b_mode=full
    vbcast.f32 sp[0x1080], sp[0xe80], n=4, a_mode=full
    signal c4.store.0
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot2+0x200
    st dev[r1+0x0], sp[0x4280], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
.program core=5 unit=load
    li r1, @slot0+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    li r1, @slot0+0x280
    li r2, 0x200
    loop count=4
    ld sp[r2+0x0], dev[r1+0x0], sticks=1, rows=1, stride=128
    addi r1, r1, 768
    addi r2, r2, 4096
    endloop
    signal c5.pe.0
    barrier
    li r1, @slot0+0x280
    li r2, @slot2+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
.program core=5 unit=pe
    wait c5.load.0
    mmt.f32 sp[0x4200], sp[0x0], sp[0x200], m=1, k=1, n=1, acc=0
    li r1, 0x80
    li r2, 0x1200
    loop count=3
    mmt.f32 sp[0x4200], sp[r1+0x0], sp[r2+0x0], m=1, k=1, n=1, acc=1
    addi r1, r1, 128
    addi r2, r2, 4096
    endloop
    signal c5.vector.0
.program core=5 unit=vector
    viota.i32 sp[0x4380], start=0, n=1
    vremi.i32 sp[0x4380], sp[0x4380], 32, n=1
    vlti.i32 sp[0x4300], sp[0x4380], 1, n=1
    vfill.f32 sp[0x4400], 0.0, n=1
    wait c5.pe.0
    vsel.f32 sp[0x4200], sp[0x4300], sp[0x4200], sp[0x4400], n=1
    vbcast.f32 sp[0x4280], sp[0x4200], n=1, a_mode=full
    signal c5.store.1
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
    vmul.f32 sp[0xe80], sp[0x0], sp[0xc80], n=4, b_mode=full
    vbcast.f32 sp[0x1080], sp[0xe80], n=4, a_mode=full
    signal c5.store.0
.program core=5 unit=store
    wait c5.vector.1
    li r1, @slot2+0x280
    st dev[r1+0x0], sp[0x4280], sticks=1, rows=1, stride=0
    barrier
    li r1, @slot1+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x1080], sticks=1, rows=4, stride=768
