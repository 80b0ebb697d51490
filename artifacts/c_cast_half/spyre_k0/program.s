; spyre program image
.slots 2
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=3, stride=384
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x880], start=0, n=4
    vlti.i32 sp[0x800], sp[0x880], 70, n=4
    vfill.f16 sp[0xa80], 0.0, n=2
    vfill.f16 sp[0xb80], 0.0, n=2
    vfill.f16 sp[0xc80], -inf, n=2
    vfill.f16 sp[0xd80], inf, n=2
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x200], 3.0, n=4
    wait c0.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vcast.f32 sp[0x600], sp[0x400], n=4, to=f16
    vsel.f16 sp[0x700], sp[0x800], sp[0x600], sp[0xa80], n=2
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x700], sticks=1, rows=2, stride=384
.program core=1 unit=load
    li r1, @slot0+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=3, stride=384
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x880], start=0, n=4
    vlti.i32 sp[0x800], sp[0x880], 70, n=4
    vfill.f16 sp[0xa80], 0.0, n=2
    vfill.f16 sp[0xb80], 0.0, n=2
    vfill.f16 sp[0xc80], -inf, n=2
    vfill.f16 sp[0xd80], inf, n=2
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x200], 3.0, n=4
    wait c1.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vcast.f32 sp[0x600], sp[0x400], n=4, to=f16
    vsel.f16 sp[0x700], sp[0x800], sp[0x600], sp[0xa80], n=2
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot1+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x700], sticks=1, rows=2, stride=384
.program core=2 unit=load
    li r1, @slot0+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=3, stride=384
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0x880], start=0, n=4
    vlti.i32 sp[0x800], sp[0x880], 70, n=4
    vfill.f16 sp[0xa80], 0.0, n=2
    vfill.f16 sp[0xb80], 0.0, n=2
    vfill.f16 sp[0xc80], -inf, n=2
    vfill.f16 sp[0xd80], inf, n=2
    vfill.f32 sp[0xf80], 0.0, n=4
    vfill.f32 sp[0x1180], 0.0, n=4
    vfill.f32 sp[0x1380], -inf, n=4
    vfill.f32 sp[0x1580], inf, n=4
    vfill.f32 sp[0x200], 3.0, n=4
    wait c2.load.0
    vmul.f32 sp[0x400], sp[0x0], sp[0x200], n=4, b_mode=full
    vcast.f32 sp[0x600], sp[0x400], n=4, to=f16
    vsel.f16 sp[0x700], sp[0x800], sp[0x600], sp[0xa80], n=2
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot1+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x700], sticks=1, rows=2, stride=384
