; spyre program image
.slots 2
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=768
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=768
    ld sp[0x300], dev[r1+0x100], sticks=1, rows=2, stride=768
    ld sp[0x500], dev[r1+0x180], sticks=1, rows=2, stride=768
    ld sp[0x700], dev[r1+0x200], sticks=1, rows=2, stride=768
    ld sp[0x900], dev[r1+0x280], sticks=1, rows=2, stride=768
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 128, n=4
    vfill.f16 sp[0xe80], 0.0, n=2
    vfill.f16 sp[0xf80], 0.0, n=2
    vfill.f16 sp[0x1080], -inf, n=2
    vfill.f16 sp[0x1180], inf, n=2
    vfill.f32 sp[0x1380], 0.0, n=4
    vfill.f32 sp[0x1580], 0.0, n=4
    vfill.f32 sp[0x1780], -inf, n=4
    vfill.f32 sp[0x1980], inf, n=4
    wait c0.load.0
    vadd.f16 sp[0x200], sp[0x0], sp[0x100], n=2, b_mode=full
    vadd.f16 sp[0x400], sp[0x200], sp[0x300], n=2, b_mode=full
    vadd.f16 sp[0x600], sp[0x400], sp[0x500], n=2, b_mode=full
    vadd.f16 sp[0x800], sp[0x600], sp[0x700], n=2, b_mode=full
    vadd.f16 sp[0xb00], sp[0x800], sp[0x900], n=2, b_mode=full
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=2, rows=1, stride=0
