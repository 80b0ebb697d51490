; spyre program image
.slots 9
.program core=0 unit=load
    li r1, @slot0+0x0
    li r2, @slot1+0x0
    li r3, @slot2+0x0
    li r4, @slot3+0x0
    li r5, @slot4+0x0
    li r6, @slot5+0x0
    li r7, @slot6+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x600], dev[r2+0x0], sticks=1, rows=2, stride=1024
    ld sp[0xe00], dev[r3+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1600], dev[r4+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1e00], dev[r5+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2600], dev[r6+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2e00], dev[r7+0x0], sticks=1, rows=2, stride=1024
    signal c0.vector.0
    barrier
    li r1, @slot7+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x3680], start=0, n=4
    vlti.i32 sp[0x3600], sp[0x3680], 64, n=4
    vfill.f32 sp[0x3880], 0.0, n=4
    vfill.f32 sp[0x3a80], 0.0, n=4
    vfill.f32 sp[0x3c80], -inf, n=4
    vfill.f32 sp[0x3e80], inf, n=4
    vfill.f32 sp[0x200], 0.5, n=4
    vfill.f32 sp[0xa00], 0.5, n=4
    vfill.f32 sp[0x1200], 0.5, n=4
    vfill.f32 sp[0x1a00], 0.5, n=4
    vfill.f32 sp[0x2200], 0.5, n=4
    vfill.f32 sp[0x2a00], 0.5, n=4
    vfill.f32 sp[0x3200], 0.5, n=4
    wait c0.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vadd.f32 sp[0x800], sp[0x400], sp[0x600], n=4, b_mode=full
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    vadd.f32 sp[0x1000], sp[0xc00], sp[0xe00], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x1000], sp[0x1200], n=4, b_mode=full
    vadd.f32 sp[0x1800], sp[0x1400], sp[0x1600], n=4, b_mode=full
    vmul.f32 sp[0x1c00], sp[0x1800], sp[0x1a00], n=4, b_mode=full
    vadd.f32 sp[0x2000], sp[0x1c00], sp[0x1e00], n=4, b_mode=full
    vmul.f32 sp[0x2400], sp[0x2000], sp[0x2200], n=4, b_mode=full
    vadd.f32 sp[0x2800], sp[0x2400], sp[0x2600], n=4, b_mode=full
    vmul.f32 sp[0x2c00], sp[0x2800], sp[0x2a00], n=4, b_mode=full
    vadd.f32 sp[0x3000], sp[0x2c00], sp[0x2e00], n=4, b_mode=full
    vmul.f32 sp[0x3400], sp[0x3000], sp[0x3200], n=4, b_mode=full
    vsel.f32 sp[0x1efe00], sp[0x3600], sp[0x3400], sp[0x3880], n=4
    signal c0.store.0
    barrier
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 64, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c0.load.0
    vadd.f32 sp[0x200], sp[0x1efe00], sp[0x0], n=4, b_mode=full
    vsel.f32 sp[0x400], sp[0x600], sp[0x200], sp[0x880], n=4
    signal c0.store.0
.program core=0 unit=store
    wait c0.vector.0
    barrier
    li r1, @slot8+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x400], sticks=1, rows=2, stride=1024
.program core=1 unit=load
    li r1, @slot0+0x80
    li r2, @slot1+0x80
    li r3, @slot2+0x80
    li r4, @slot3+0x80
    li r5, @slot4+0x80
    li r6, @slot5+0x80
    li r7, @slot6+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x600], dev[r2+0x0], sticks=1, rows=2, stride=1024
    ld sp[0xe00], dev[r3+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1600], dev[r4+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1e00], dev[r5+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2600], dev[r6+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2e00], dev[r7+0x0], sticks=1, rows=2, stride=1024
    signal c1.vector.0
    barrier
    li r1, @slot7+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x3680], start=0, n=4
    vlti.i32 sp[0x3600], sp[0x3680], 64, n=4
    vfill.f32 sp[0x3880], 0.0, n=4
    vfill.f32 sp[0x3a80], 0.0, n=4
    vfill.f32 sp[0x3c80], -inf, n=4
    vfill.f32 sp[0x3e80], inf, n=4
    vfill.f32 sp[0x200], 0.5, n=4
    vfill.f32 sp[0xa00], 0.5, n=4
    vfill.f32 sp[0x1200], 0.5, n=4
    vfill.f32 sp[0x1a00], 0.5, n=4
    vfill.f32 sp[0x2200], 0.5, n=4
    vfill.f32 sp[0x2a00], 0.5, n=4
    vfill.f32 sp[0x3200], 0.5, n=4
    wait c1.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vadd.f32 sp[0x800], sp[0x400], sp[0x600], n=4, b_mode=full
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    vadd.f32 sp[0x1000], sp[0xc00], sp[0xe00], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x1000], sp[0x1200], n=4, b_mode=full
    vadd.f32 sp[0x1800], sp[0x1400], sp[0x1600], n=4, b_mode=full
    vmul.f32 sp[0x1c00], sp[0x1800], sp[0x1a00], n=4, b_mode=full
    vadd.f32 sp[0x2000], sp[0x1c00], sp[0x1e00], n=4, b_mode=full
    vmul.f32 sp[0x2400], sp[0x2000], sp[0x2200], n=4, b_mode=full
    vadd.f32 sp[0x2800], sp[0x2400], sp[0x2600], n=4, b_mode=full
    vmul.f32 sp[0x2c00], sp[0x2800], sp[0x2a00], n=4, b_mode=full
    vadd.f32 sp[0x3000], sp[0x2c00], sp[0x2e00], n=4, b_mode=full
    vmul.f32 sp[0x3400], sp[0x3000], sp[0x3200], n=4, b_mode=full
    vsel.f32 sp[0x1efe00], sp[0x3600], sp[0x3400], sp[0x3880], n=4
    signal c1.store.0
    barrier
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 64, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c1.load.0
    vadd.f32 sp[0x200], sp[0x1efe00], sp[0x0], n=4, b_mode=full
    vsel.f32 sp[0x400], sp[0x600], sp[0x200], sp[0x880], n=4
    signal c1.store.0
.program core=1 unit=store
    wait c1.vector.0
    barrier
    li r1, @slot8+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x400], sticks=1, rows=2, stride=1024
.program core=2 unit=load
    li r1, @slot0+0x100
    li r2, @slot1+0x100
    li r3, @slot2+0x100
    li r4, @slot3+0x100
    li r5, @slot4+0x100
    li r6, @slot5+0x100
    li r7, @slot6+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x600], dev[r2+0x0], sticks=1, rows=2, stride=1024
    ld sp[0xe00], dev[r3+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1600], dev[r4+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1e00], dev[r5+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2600], dev[r6+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2e00], dev[r7+0x0], sticks=1, rows=2, stride=1024
    signal c2.vector.0
    barrier
    li r1, @slot7+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0x3680], start=0, n=4
    vlti.i32 sp[0x3600], sp[0x3680], 64, n=4
    vfill.f32 sp[0x3880], 0.0, n=4
    vfill.f32 sp[0x3a80], 0.0, n=4
    vfill.f32 sp[0x3c80], -inf, n=4
    vfill.f32 sp[0x3e80], inf, n=4
    vfill.f32 sp[0x200], 0.5, n=4
    vfill.f32 sp[0xa00], 0.5, n=4
    vfill.f32 sp[0x1200], 0.5, n=4
    vfill.f32 sp[0x1a00], 0.5, n=4
    vfill.f32 sp[0x2200], 0.5, n=4
    vfill.f32 sp[0x2a00], 0.5, n=4
    vfill.f32 sp[0x3200], 0.5, n=4
    wait c2.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vadd.f32 sp[0x800], sp[0x400], sp[0x600], n=4, b_mode=full
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    vadd.f32 sp[0x1000], sp[0xc00], sp[0xe00], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x1000], sp[0x1200], n=4, b_mode=full
    vadd.f32 sp[0x1800], sp[0x1400], sp[0x1600], n=4, b_mode=full
    vmul.f32 sp[0x1c00], sp[0x1800], sp[0x1a00], n=4, b_mode=full
    vadd.f32 sp[0x2000], sp[0x1c00], sp[0x1e00], n=4, b_mode=full
    vmul.f32 sp[0x2400], sp[0x2000], sp[0x2200], n=4, b_mode=full
    vadd.f32 sp[0x2800], sp[0x2400], sp[0x2600], n=4, b_mode=full
    vmul.f32 sp[0x2c00], sp[0x2800], sp[0x2a00], n=4, b_mode=full
    vadd.f32 sp[0x3000], sp[0x2c00], sp[0x2e00], n=4, b_mode=full
    vmul.f32 sp[0x3400], sp[0x3000], sp[0x3200], n=4, b_mode=full
    vsel.f32 sp[0x1efe00], sp[0x3600], sp[0x3400], sp[0x3880], n=4
    signal c2.store.0
    barrier
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 64, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c2.load.0
    vadd.f32 sp[0x200], sp[0x1efe00], sp[0x0], n=4, b_mode=full
    vsel.f32 sp[0x400], sp[0x600], sp[0x200], sp[0x880], n=4
    signal c2.store.0
.program core=2 unit=store
    wait c2.vector.0
    barrier
    li r1, @slot8+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x400], sticks=1, rows=2, stride=1024
.program core=3 unit=load
    li r1, @slot0+0x180
    li r2, @slot1+0x180
    li r3, @slot2+0x180
    li r4, @slot3+0x180
    li r5, @slot4+0x180
    li r6, @slot5+0x180
    li r7, @slot6+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x600], dev[r2+0x0], sticks=1, rows=2, stride=1024
    ld sp[0xe00], dev[r3+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1600], dev[r4+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1e00], dev[r5+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2600], dev[r6+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2e00], dev[r7+0x0], sticks=1, rows=2, stride=1024
    signal c3.vector.0
    barrier
    li r1, @slot7+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0x3680], start=0, n=4
    vlti.i32 sp[0x3600], sp[0x3680], 64, n=4
    vfill.f32 sp[0x3880], 0.0, n=4
    vfill.f32 sp[0x3a80], 0.0, n=4
    vfill.f32 sp[0x3c80], -inf, n=4
    vfill.f32 sp[0x3e80], inf, n=4
    vfill.f32 sp[0x200], 0.5, n=4
    vfill.f32 sp[0xa00], 0.5, n=4
    vfill.f32 sp[0x1200], 0.5, n=4
    vfill.f32 sp[0x1a00], 0.5, n=4
    vfill.f32 sp[0x2200], 0.5, n=4
    vfill.f32 sp[0x2a00], 0.5, n=4
    vfill.f32 sp[0x3200], 0.5, n=4
    wait c3.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vadd.f32 sp[0x800], sp[0x400], sp[0x600], n=4, b_mode=full
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    vadd.f32 sp[0x1000], sp[0xc00], sp[0xe00], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x1000], sp[0x1200], n=4, b_mode=full
    vadd.f32 sp[0x1800], sp[0x1400], sp[0x1600], n=4, b_mode=full
    vmul.f32 sp[0x1c00], sp[0x1800], sp[0x1a00], n=4, b_mode=full
    vadd.f32 sp[0x2000], sp[0x1c00], sp[0x1e00], n=4, b_mode=full
    vmul.f32 sp[0x2400], sp[0x2000], sp[0x2200], n=4, b_mode=full
    vadd.f32 sp[0x2800], sp[0x2400], sp[0x2600], n=4, b_mode=full
    vmul.f32 sp[0x2c00], sp[0x2800], sp[0x2a00], n=4, b_mode=full
    vadd.f32 sp[0x3000], sp[0x2c00], sp[0x2e00], n=4, b_mode=full
    vmul.f32 sp[0x3400], sp[0x3000], sp[0x3200], n=4, b_mode=full
    vsel.f32 sp[0x1efe00], sp[0x3600], sp[0x3400], sp[0x3880], n=4
    signal c3.store.0
    barrier
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 64, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c3.load.0
    vadd.f32 sp[0x200], sp[0x1efe00], sp[0x0], n=4, b_mode=full
    vsel.f32 sp[0x400], sp[0x600], sp[0x200], sp[0x880], n=4
    signal c3.store.0
.program core=3 unit=store
    wait c3.vector.0
    barrier
    li r1, @slot8+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x400], sticks=1, rows=2, stride=1024
.program core=4 unit=load
    li r1, @slot0+0x200
    li r2, @slot1+0x200
    li r3, @slot2+0x200
    li r4, @slot3+0x200
    li r5, @slot4+0x200
    li r6, @slot5+0x200
    li r7, @slot6+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x600], dev[r2+0x0], sticks=1, rows=2, stride=1024
    ld sp[0xe00], dev[r3+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1600], dev[r4+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1e00], dev[r5+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2600], dev[r6+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2e00], dev[r7+0x0], sticks=1, rows=2, stride=1024
    signal c4.vector.0
    barrier
    li r1, @slot7+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0x3680], start=0, n=4
    vlti.i32 sp[0x3600], sp[0x3680], 64, n=4
    vfill.f32 sp[0x3880], 0.0, n=4
    vfill.f32 sp[0x3a80], 0.0, n=4
    vfill.f32 sp[0x3c80], -inf, n=4
    vfill.f32 sp[0x3e80], inf, n=4
    vfill.f32 sp[0x200], 0.5, n=4
    vfill.f32 sp[0xa00], 0.5, n=4
    vfill.f32 sp[0x1200], 0.5, n=4
    vfill.f32 sp[0x1a00], 0.5, n=4
    vfill.f32 sp[0x2200], 0.5, n=4
    vfill.f32 sp[0x2a00], 0.5, n=4
    vfill.f32 sp[0x3200], 0.5, n=4
    wait c4.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vadd.f32 sp[0x800], sp[0x400], sp[0x600], n=4, b_mode=full
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    vadd.f32 sp[0x1000], sp[0xc00], sp[0xe00], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x1000], sp[0x1200], n=4, b_mode=full
    vadd.f32 sp[0x1800], sp[0x1400], sp[0x1600], n=4, b_mode=full
    vmul.f32 sp[0x1c00], sp[0x1800], sp[0x1a00], n=4, b_mode=full
    vadd.f32 sp[0x2000], sp[0x1c00], sp[0x1e00], n=4, b_mode=full
    vmul.f32 sp[0x2400], sp[0x2000], sp[0x2200], n=4, b_mode=full
    vadd.f32 sp[0x2800], sp[0x2400], sp[0x2600], n=4, b_mode=full
    vmul.f32 sp[0x2c00], sp[0x2800], sp[0x2a00], n=4, b_mode=full
    vadd.f32 sp[0x3000], sp[0x2c00], sp[0x2e00], n=4, b_mode=full
    vmul.f32 sp[0x3400], sp[0x3000], sp[0x3200], n=4, b_mode=full
    vsel.f32 sp[0x1efe00], sp[0x3600], sp[0x3400], sp[0x3880], n=4
    signal c4.store.0
    barrier
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 64, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c4.load.0
    vadd.f32 sp[0x200], sp[0x1efe00], sp[0x0], n=4, b_mode=full
    vsel.f32 sp[0x400], sp[0x600], sp[0x200], sp[0x880], n=4
    signal c4.store.0
.program core=4 unit=store
    wait c4.vector.0
    barrier
    li r1, @slot8+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x400], sticks=1, rows=2, stride=1024
.program core=5 unit=load
    li r1, @slot0+0x280
    li r2, @slot1+0x280
    li r3, @slot2+0x280
    li r4, @slot3+0x280
    li r5, @slot4+0x280
    li r6, @slot5+0x280
    li r7, @slot6+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x600], dev[r2+0x0], sticks=1, rows=2, stride=1024
    ld sp[0xe00], dev[r3+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1600], dev[r4+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1e00], dev[r5+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2600], dev[r6+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2e00], dev[r7+0x0], sticks=1, rows=2, stride=1024
    signal c5.vector.0
    barrier
    li r1, @slot7+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c5.vector.0
.program core=5 unit=vector
    viota.i32 sp[0x3680], start=0, n=4
    vlti.i32 sp[0x3600], sp[0x3680], 64, n=4
    vfill.f32 sp[0x3880], 0.0, n=4
    vfill.f32 sp[0x3a80], 0.0, n=4
    vfill.f32 sp[0x3c80], -inf, n=4
    vfill.f32 sp[0x3e80], inf, n=4
    vfill.f32 sp[0x200], 0.5, n=4
    vfill.f32 sp[0xa00], 0.5, n=4
    vfill.f32 sp[0x1200], 0.5, n=4
    vfill.f32 sp[0x1a00], 0.5, n=4
    vfill.f32 sp[0x2200], 0.5, n=4
    vfill.f32 sp[0x2a00], 0.5, n=4
    vfill.f32 sp[0x3200], 0.5, n=4
    wait c5.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vadd.f32 sp[0x800], sp[0x400], sp[0x600], n=4, b_mode=full
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    vadd.f32 sp[0x1000], sp[0xc00], sp[0xe00], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x1000], sp[0x1200], n=4, b_mode=full
    vadd.f32 sp[0x1800], sp[0x1400], sp[0x1600], n=4, b_mode=full
    vmul.f32 sp[0x1c00], sp[0x1800], sp[0x1a00], n=4, b_mode=full
    vadd.f32 sp[0x2000], sp[0x1c00], sp[0x1e00], n=4, b_mode=full
    vmul.f32 sp[0x2400], sp[0x2000], sp[0x2200], n=4, b_mode=full
    vadd.f32 sp[0x2800], sp[0x2400], sp[0x2600], n=4, b_mode=full
    vmul.f32 sp[0x2c00], sp[0x2800], sp[0x2a00], n=4, b_mode=full
    vadd.f32 sp[0x3000], sp[0x2c00], sp[0x2e00], n=4, b_mode=full
    vmul.f32 sp[0x3400], sp[0x3000], sp[0x3200], n=4, b_mode=full
    vsel.f32 sp[0x1efe00], sp[0x3600], sp[0x3400], sp[0x3880], n=4
    signal c5.store.0
    barrier
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 64, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c5.load.0
    vadd.f32 sp[0x200], sp[0x1efe00], sp[0x0], n=4, b_mode=full
    vsel.f32 sp[0x400], sp[0x600], sp[0x200], sp[0x880], n=4
    signal c5.store.0
.program core=5 unit=store
    wait c5.vector.0
    barrier
    li r1, @slot8+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x400], sticks=1, rows=2, stride=1024
.program core=6 unit=load
    li r1, @slot0+0x300
    li r2, @slot1+0x300
    li r3, @slot2+0x300
    li r4, @slot3+0x300
    li r5, @slot4+0x300
    li r6, @slot5+0x300
    li r7, @slot6+0x300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x600], dev[r2+0x0], sticks=1, rows=2, stride=1024
    ld sp[0xe00], dev[r3+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1600], dev[r4+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1e00], dev[r5+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2600], dev[r6+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2e00], dev[r7+0x0], sticks=1, rows=2, stride=1024
    signal c6.vector.0
    barrier
    li r1, @slot7+0x300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c6.vector.0
.program core=6 unit=vector
    viota.i32 sp[0x3680], start=0, n=4
    vlti.i32 sp[0x3600], sp[0x3680], 64, n=4
    vfill.f32 sp[0x3880], 0.0, n=4
    vfill.f32 sp[0x3a80], 0.0, n=4
    vfill.f32 sp[0x3c80], -inf, n=4
    vfill.f32 sp[0x3e80], inf, n=4
    vfill.f32 sp[0x200], 0.5, n=4
    vfill.f32 sp[0xa00], 0.5, n=4
    vfill.f32 sp[0x1200], 0.5, n=4
    vfill.f32 sp[0x1a00], 0.5, n=4
    vfill.f32 sp[0x2200], 0.5, n=4
    vfill.f32 sp[0x2a00], 0.5, n=4
    vfill.f32 sp[0x3200], 0.5, n=4
    wait c6.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vadd.f32 sp[0x800], sp[0x400], sp[0x600], n=4, b_mode=full
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    vadd.f32 sp[0x1000], sp[0xc00], sp[0xe00], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x1000], sp[0x1200], n=4, b_mode=full
    vadd.f32 sp[0x1800], sp[0x1400], sp[0x1600], n=4, b_mode=full
    vmul.f32 sp[0x1c00], sp[0x1800], sp[0x1a00], n=4, b_mode=full
    vadd.f32 sp[0x2000], sp[0x1c00], sp[0x1e00], n=4, b_mode=full
    vmul.f32 sp[0x2400], sp[0x2000], sp[0x2200], n=4, b_mode=full
    vadd.f32 sp[0x2800], sp[0x2400], sp[0x2600], n=4, b_mode=full
    vmul.f32 sp[0x2c00], sp[0x2800], sp[0x2a00], n=4, b_mode=full
    vadd.f32 sp[0x3000], sp[0x2c00], sp[0x2e00], n=4, b_mode=full
    vmul.f32 sp[0x3400], sp[0x3000], sp[0x3200], n=4, b_mode=full
    vsel.f32 sp[0x1efe00], sp[0x3600], sp[0x3400], sp[0x3880], n=4
    signal c6.store.0
    barrier
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 64, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c6.load.0
    vadd.f32 sp[0x200], sp[0x1efe00], sp[0x0], n=4, b_mode=full
    vsel.f32 sp[0x400], sp[0x600], sp[0x200], sp[0x880], n=4
    signal c6.store.0
.program core=6 unit=store
    wait c6.vector.0
    barrier
    li r1, @slot8+0x300
    wait c6.vector.0
    st dev[r1+0x0], sp[0x400], sticks=1, rows=2, stride=1024
.program core=7 unit=load
    li r1, @slot0+0x380
    li r2, @slot1+0x380
    li r3, @slot2+0x380
    li r4, @slot3+0x380
    li r5, @slot4+0x380
    li r6, @slot5+0x380
    li r7, @slot6+0x380
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x600], dev[r2+0x0], sticks=1, rows=2, stride=1024
    ld sp[0xe00], dev[r3+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1600], dev[r4+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x1e00], dev[r5+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2600], dev[r6+0x0], sticks=1, rows=2, stride=1024
    ld sp[0x2e00], dev[r7+0x0], sticks=1, rows=2, stride=1024
    signal c7.vector.0
    barrier
    li r1, @slot7+0x380
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=1024
    signal c7.vector.0
.program core=7 unit=vector
    viota.i32 sp[0x3680], start=0, n=4
    vlti.i32 sp[0x3600], sp[0x3680], 64, n=4
    vfill.f32 sp[0x3880], 0.0, n=4
    vfill.f32 sp[0x3a80], 0.0, n=4
    vfill.f32 sp[0x3c80], -inf, n=4
    vfill.f32 sp[0x3e80], inf, n=4
    vfill.f32 sp[0x200], 0.5, n=4
    vfill.f32 sp[0xa00], 0.5, n=4
    vfill.f32 sp[0x1200], 0.5, n=4
    vfill.f32 sp[0x1a00], 0.5, n=4
    vfill.f32 sp[0x2200], 0.5, n=4
    vfill.f32 sp[0x2a00], 0.5, n=4
    vfill.f32 sp[0x3200], 0.5, n=4
    wait c7.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vadd.f32 sp[0x800], sp[0x400], sp[0x600], n=4, b_mode=full
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    vadd.f32 sp[0x1000], sp[0xc00], sp[0xe00], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x1000], sp[0x1200], n=4, b_mode=full
    vadd.f32 sp[0x1800], sp[0x1400], sp[0x1600], n=4, b_mode=full
    vmul.f32 sp[0x1c00], sp[0x1800], sp[0x1a00], n=4, b_mode=full
    vadd.f32 sp[0x2000], sp[0x1c00], sp[0x1e00], n=4, b_mode=full
    vmul.f32 sp[0x2400], sp[0x2000], sp[0x2200], n=4, b_mode=full
    vadd.f32 sp[0x2800], sp[0x2400], sp[0x2600], n=4, b_mode=full
    vmul.f32 sp[0x2c00], sp[0x2800], sp[0x2a00], n=4, b_mode=full
    vadd.f32 sp[0x3000], sp[0x2c00], sp[0x2e00], n=4, b_mode=full
    vmul.f32 sp[0x3400], sp[0x3000], sp[0x3200], n=4, b_mode=full
    vsel.f32 sp[0x1efe00], sp[0x3600], sp[0x3400], sp[0x3880], n=4
    signal c7.store.0
    barrier
    viota.i32 sp[0x680], start=0, n=4
    vlti.i32 sp[0x600], sp[0x680], 64, n=4
    vfill.f32 sp[0x880], 0.0, n=4
    vfill.f32 sp[0xa80], 0.0, n=4
    vfill.f32 sp[0xc80], -inf, n=4
    vfill.f32 sp[0xe80], inf, n=4
    wait c7.load.0
    vadd.f32 sp[0x200], sp[0x1efe00], sp[0x0], n=4, b_mode=full
    vsel.f32 sp[0x400], sp[0x600], sp[0x200], sp[0x880], n=4
    signal c7.store.0
.program core=7 unit=store
    wait c7.vector.0
    barrier
    li r1, @slot8+0x380
    wait c7.vector.0
    st dev[r1+0x0], sp[0x400], sticks=1, rows=2, stride=1024
