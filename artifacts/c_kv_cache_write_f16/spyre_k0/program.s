; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    barrier
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    li r2, @slot3+0x0
    ld sp[0x80], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c0.vector.1
.program core=0 unit=vector
    viota.i32 sp[0x280], start=0, n=4
    vlti.i32 sp[0x200], sp[0x280], 64, n=4
    vfill.f16 sp[0x480], 0.0, n=2
    vfill.f16 sp[0x580], 0.0, n=2
    vfill.f16 sp[0x680], -inf, n=2
    vfill.f16 sp[0x780], inf, n=2
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    wait c0.load.0
    vsel.f16 sp[0x100], sp[0x200], sp[0x0], sp[0x480], n=2
    signal c0.store.0
    barrier
    wait c0.load.1
    vfill.i64 sp[0x280], 2147483647, n=1
    vlti.i64 sp[0x200], sp[0x0], 0, n=1
    vaddi.i64 sp[0x180], sp[0x0], 32, n=1
    vsel.i64 sp[0x0], sp[0x200], sp[0x180], sp[0x0], n=1
    vlti.i64 sp[0x200], sp[0x0], 0, n=1
    vsel.i64 sp[0x0], sp[0x200], sp[0x280], sp[0x0], n=1
    vgei.i64 sp[0x200], sp[0x0], 32, n=1
    vsel.i64 sp[0x0], sp[0x200], sp[0x280], sp[0x0], n=1
    signal c0.store.1
.program core=0 unit=store
    li r1, @slot3+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x100], sticks=1, rows=1, stride=0
    barrier
    wait c0.vector.1
    li r1, @slot2+0x0
    scatter dev[r1+0x0], sp[0x80], sp[0x0], rows=2, scale=1, stride=0
.program core=1 unit=load
    li r1, @slot1+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    barrier
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    li r2, @slot3+0x100
    ld sp[0x80], dev[r2+0x0], sticks=2, rows=1, stride=0
    signal c1.vector.1
.program core=1 unit=vector
    viota.i32 sp[0x280], start=0, n=4
    vlti.i32 sp[0x200], sp[0x280], 64, n=4
    vfill.f16 sp[0x480], 0.0, n=2
    vfill.f16 sp[0x580], 0.0, n=2
    vfill.f16 sp[0x680], -inf, n=2
    vfill.f16 sp[0x780], inf, n=2
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    wait c1.load.0
    vsel.f16 sp[0x100], sp[0x200], sp[0x0], sp[0x480], n=2
    signal c1.store.0
    barrier
    wait c1.load.1
    vfill.i64 sp[0x280], 2147483647, n=1
    vlti.i64 sp[0x200], sp[0x0], 0, n=1
    vaddi.i64 sp[0x180], sp[0x0], 32, n=1
    vsel.i64 sp[0x0], sp[0x200], sp[0x180], sp[0x0], n=1
    vlti.i64 sp[0x200], sp[0x0], 0, n=1
    vsel.i64 sp[0x0], sp[0x200], sp[0x280], sp[0x0], n=1
    vgei.i64 sp[0x200], sp[0x0], 32, n=1
    vsel.i64 sp[0x0], sp[0x200], sp[0x280], sp[0x0], n=1
    signal c1.store.1
.program core=1 unit=store
    li r1, @slot3+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x100], sticks=1, rows=1, stride=0
    barrier
    wait c1.vector.1
    li r1, @slot2+0x1000
    scatter dev[r1+0x0], sp[0x80], sp[0x0], rows=2, scale=1, stride=0
.program core=2 unit=load
    li r1, @slot1+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    barrier
.program core=2 unit=vector
    viota.i32 sp[0x280], start=0, n=4
    vlti.i32 sp[0x200], sp[0x280], 64, n=4
    vfill.f16 sp[0x480], 0.0, n=2
    vfill.f16 sp[0x580], 0.0, n=2
    vfill.f16 sp[0x680], -inf, n=2
    vfill.f16 sp[0x780], inf, n=2
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    wait c2.load.0
    vsel.f16 sp[0x100], sp[0x200], sp[0x0], sp[0x480], n=2
    signal c2.store.0
    barrier
.program core=2 unit=store
    li r1, @slot3+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x100], sticks=1, rows=1, stride=0
    barrier
.program core=3 unit=load
    li r1, @slot1+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    barrier
.program core=3 unit=vector
    viota.i32 sp[0x280], start=0, n=4
    vlti.i32 sp[0x200], sp[0x280], 64, n=4
    vfill.f16 sp[0x480], 0.0, n=2
    vfill.f16 sp[0x580], 0.0, n=2
    vfill.f16 sp[0x680], -inf, n=2
    vfill.f16 sp[0x780], inf, n=2
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    vfill.f32 sp[0xf80], inf, n=4
    wait c3.load.0
    vsel.f16 sp[0x100], sp[0x200], sp[0x0], sp[0x480], n=2
    signal c3.store.0
    barrier
.program core=3 unit=store
    li r1, @slot3+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x100], sticks=1, rows=1, stride=0
    barrier
