; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    li r2, @slot1+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c0.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c0.store.0
    wait c0.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot2+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c0.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x100
    li r2, @slot1+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c1.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c1.store.0
    wait c1.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot2+0x100
    wait c1.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c1.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x200
    li r2, @slot1+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c2.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c2.store.0
    wait c2.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot2+0x200
    wait c2.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c2.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0x300
    li r2, @slot1+0x300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c3.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c3.store.0
    wait c3.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c3.store.0
.program core=3 unit=store
    li r1, @slot2+0x300
    wait c3.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c3.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=4 unit=load
    li r1, @slot0+0x400
    li r2, @slot1+0x400
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c4.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c4.store.0
    wait c4.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c4.store.0
.program core=4 unit=store
    li r1, @slot2+0x400
    wait c4.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c4.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=5 unit=load
    li r1, @slot0+0x500
    li r2, @slot1+0x500
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c5.vector.0
.program core=5 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c5.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c5.store.0
    wait c5.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c5.store.0
.program core=5 unit=store
    li r1, @slot2+0x500
    wait c5.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c5.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=6 unit=load
    li r1, @slot0+0x600
    li r2, @slot1+0x600
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c6.vector.0
.program core=6 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c6.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c6.store.0
    wait c6.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c6.store.0
.program core=6 unit=store
    li r1, @slot2+0x600
    wait c6.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c6.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=7 unit=load
    li r1, @slot0+0x700
    li r2, @slot1+0x700
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c7.vector.0
.program core=7 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c7.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c7.store.0
    wait c7.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c7.store.0
.program core=7 unit=store
    li r1, @slot2+0x700
    wait c7.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c7.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=8 unit=load
    li r1, @slot0+0x800
    li r2, @slot1+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c8.vector.0
.program core=8 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c8.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c8.store.0
    wait c8.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c8.store.0
.program core=8 unit=store
    li r1, @slot2+0x800
    wait c8.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c8.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=9 unit=load
    li r1, @slot0+0x900
    li r2, @slot1+0x900
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c9.vector.0
.program core=9 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c9.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c9.store.0
    wait c9.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c9.store.0
.program core=9 unit=store
    li r1, @slot2+0x900
    wait c9.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c9.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=10 unit=load
    li r1, @slot0+0xa00
    li r2, @slot1+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c10.vector.0
.program core=10 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c10.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c10.store.0
    wait c10.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c10.store.0
.program core=10 unit=store
    li r1, @slot2+0xa00
    wait c10.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c10.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=11 unit=load
    li r1, @slot0+0xb00
    li r2, @slot1+0xb00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c11.vector.0
.program core=11 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c11.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c11.store.0
    wait c11.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c11.store.0
.program core=11 unit=store
    li r1, @slot2+0xb00
    wait c11.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c11.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=12 unit=load
    li r1, @slot0+0xc00
    li r2, @slot1+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c12.vector.0
.program core=12 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c12.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c12.store.0
    wait c12.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c12.store.0
.program core=12 unit=store
    li r1, @slot2+0xc00
    wait c12.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c12.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=13 unit=load
    li r1, @slot0+0xd00
    li r2, @slot1+0xd00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c13.vector.0
.program core=13 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c13.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c13.store.0
    wait c13.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c13.store.0
.program core=13 unit=store
    li r1, @slot2+0xd00
    wait c13.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c13.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=14 unit=load
    li r1, @slot0+0xe00
    li r2, @slot1+0xe00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c14.vector.0
.program core=14 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c14.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c14.store.0
    wait c14.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c14.store.0
.program core=14 unit=store
    li r1, @slot2+0xe00
    wait c14.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c14.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=15 unit=load
    li r1, @slot0+0xf00
    li r2, @slot1+0xf00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c15.vector.0
.program core=15 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c15.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c15.store.0
    wait c15.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c15.store.0
.program core=15 unit=store
    li r1, @slot2+0xf00
    wait c15.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c15.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=16 unit=load
    li r1, @slot0+0x1000
    li r2, @slot1+0x1000
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c16.vector.0
.program core=16 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c16.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c16.store.0
    wait c16.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c16.store.0
.program core=16 unit=store
    li r1, @slot2+0x1000
    wait c16.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c16.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=17 unit=load
    li r1, @slot0+0x1100
    li r2, @slot1+0x1100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c17.vector.0
.program core=17 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c17.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c17.store.0
    wait c17.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c17.store.0
.program core=17 unit=store
    li r1, @slot2+0x1100
    wait c17.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c17.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=18 unit=load
    li r1, @slot0+0x1200
    li r2, @slot1+0x1200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c18.vector.0
.program core=18 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c18.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c18.store.0
    wait c18.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c18.store.0
.program core=18 unit=store
    li r1, @slot2+0x1200
    wait c18.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c18.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=19 unit=load
    li r1, @slot0+0x1300
    li r2, @slot1+0x1300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c19.vector.0
.program core=19 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c19.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c19.store.0
    wait c19.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c19.store.0
.program core=19 unit=store
    li r1, @slot2+0x1300
    wait c19.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c19.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=20 unit=load
    li r1, @slot0+0x1400
    li r2, @slot1+0x1400
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c20.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c20.vector.0
.program core=20 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c20.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c20.store.0
    wait c20.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c20.store.0
.program core=20 unit=store
    li r1, @slot2+0x1400
    wait c20.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c20.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=21 unit=load
    li r1, @slot0+0x1500
    li r2, @slot1+0x1500
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c21.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c21.vector.0
.program core=21 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c21.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c21.store.0
    wait c21.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c21.store.0
.program core=21 unit=store
    li r1, @slot2+0x1500
    wait c21.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c21.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=22 unit=load
    li r1, @slot0+0x1600
    li r2, @slot1+0x1600
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c22.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c22.vector.0
.program core=22 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c22.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c22.store.0
    wait c22.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c22.store.0
.program core=22 unit=store
    li r1, @slot2+0x1600
    wait c22.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c22.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=23 unit=load
    li r1, @slot0+0x1700
    li r2, @slot1+0x1700
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c23.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c23.vector.0
.program core=23 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c23.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c23.store.0
    wait c23.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c23.store.0
.program core=23 unit=store
    li r1, @slot2+0x1700
    wait c23.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c23.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=24 unit=load
    li r1, @slot0+0x1800
    li r2, @slot1+0x1800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c24.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c24.vector.0
.program core=24 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c24.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c24.store.0
    wait c24.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c24.store.0
.program core=24 unit=store
    li r1, @slot2+0x1800
    wait c24.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c24.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=25 unit=load
    li r1, @slot0+0x1900
    li r2, @slot1+0x1900
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c25.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c25.vector.0
.program core=25 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c25.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c25.store.0
    wait c25.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c25.store.0
.program core=25 unit=store
    li r1, @slot2+0x1900
    wait c25.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c25.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=26 unit=load
    li r1, @slot0+0x1a00
    li r2, @slot1+0x1a00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c26.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c26.vector.0
.program core=26 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c26.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c26.store.0
    wait c26.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c26.store.0
.program core=26 unit=store
    li r1, @slot2+0x1a00
    wait c26.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c26.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=27 unit=load
    li r1, @slot0+0x1b00
    li r2, @slot1+0x1b00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c27.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c27.vector.0
.program core=27 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c27.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c27.store.0
    wait c27.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c27.store.0
.program core=27 unit=store
    li r1, @slot2+0x1b00
    wait c27.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c27.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=28 unit=load
    li r1, @slot0+0x1c00
    li r2, @slot1+0x1c00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c28.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c28.vector.0
.program core=28 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c28.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c28.store.0
    wait c28.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c28.store.0
.program core=28 unit=store
    li r1, @slot2+0x1c00
    wait c28.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c28.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=29 unit=load
    li r1, @slot0+0x1d00
    li r2, @slot1+0x1d00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c29.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c29.vector.0
.program core=29 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c29.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c29.store.0
    wait c29.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c29.store.0
.program core=29 unit=store
    li r1, @slot2+0x1d00
    wait c29.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c29.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=30 unit=load
    li r1, @slot0+0x1e00
    li r2, @slot1+0x1e00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c30.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c30.vector.0
.program core=30 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c30.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c30.store.0
    wait c30.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c30.store.0
.program core=30 unit=store
    li r1, @slot2+0x1e00
    wait c30.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c30.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
.program core=31 unit=load
    li r1, @slot0+0x1f00
    li r2, @slot1+0x1f00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    ld sp[0x200], dev[r2+0x0], sticks=1, rows=1, stride=0
    signal c31.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=1, stride=0
    ld sp[0x300], dev[r2+0x80], sticks=1, rows=1, stride=0
    signal c31.vector.0
.program core=31 unit=vector
    viota.i32 sp[0xa00], start=0, n=4
    vlti.i32 sp[0x980], sp[0xa00], 64, n=4
    vfill.u8 sp[0xc00], 0, n=1
    vfill.u8 sp[0xc80], 0, n=1
    vfill.u8 sp[0xd00], 0, n=1
    vfill.u8 sp[0xd80], 1, n=1
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    vfill.f16 sp[0x480], 0.5, n=2
    wait c31.load.0
    vgt.f16 sp[0x400], sp[0x0], sp[0x200], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x200], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x0], sp[0x580], n=2
    vsel.f16 sp[0x780], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c31.store.0
    wait c31.load.0
    vgt.f16 sp[0x400], sp[0x100], sp[0x300], n=2, b_mode=full
    vmul.f16 sp[0x580], sp[0x300], sp[0x480], n=2, b_mode=full
    vsel.f16 sp[0x680], sp[0x400], sp[0x100], sp[0x580], n=2
    vsel.f16 sp[0x880], sp[0x980], sp[0x680], sp[0xe80], n=2
    signal c31.store.0
.program core=31 unit=store
    li r1, @slot2+0x1f00
    wait c31.vector.0
    st dev[r1+0x0], sp[0x780], sticks=1, rows=1, stride=0
    wait c31.vector.0
    st dev[r1+0x80], sp[0x880], sticks=1, rows=1, stride=0
