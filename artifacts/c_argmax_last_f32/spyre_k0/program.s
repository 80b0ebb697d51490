; spyre program image
.slots 2
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    signal c0.vector.0
    ld sp[0x200], dev[r1+0x80], sticks=1, rows=4, stride=768
    signal c0.vector.0
    loop count=2
    wait c0.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=4, stride=768
    signal c0.vector.0
    wait c0.vector.0
    ld sp[0x200], dev[r1+0x180], sticks=1, rows=4, stride=768
    signal c0.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -512
.program core=0 unit=vector
    viota.i32 sp[0x580], start=0, n=4
    vlti.i32 sp[0x500], sp[0x580], 128, n=4
    vfill.f32 sp[0x780], 0.0, n=4
    vfill.f32 sp[0x980], 0.0, n=4
    vfill.f32 sp[0xb80], -inf, n=4
    vfill.f32 sp[0xd80], inf, n=4
    vfill.i64 sp[0x1180], 0, n=8
    vfill.i64 sp[0x1580], 0, n=8
    vfill.i64 sp[0x1980], -2147483648, n=8
    vfill.i64 sp[0x1d80], 2147483647, n=8
    wait c0.load.0
    vfill.i64 sp[0x400], 0, n=1
    vrargmax.f32 sp[0x400], sp[0x0], n=4, g=4, axis=within, to=i64, acc=0
    signal c0.load.0
    wait c0.load.0
    vrargmax.f32 sp[0x408], sp[0x200], n=4, g=4, axis=within, to=i64, acc=0
    signal c0.load.0
    wait c0.load.0
    vrargmax.f32 sp[0x410], sp[0x0], n=4, g=4, axis=within, to=i64, acc=0
    signal c0.load.0
    wait c0.load.0
    vrargmax.f32 sp[0x418], sp[0x200], n=4, g=4, axis=within, to=i64, acc=0
    signal c0.load.0
    wait c0.load.0
    vrargmax.f32 sp[0x420], sp[0x0], n=4, g=4, axis=within, to=i64, acc=0
    wait c0.load.0
    vrargmax.f32 sp[0x428], sp[0x200], n=4, g=4, axis=within, to=i64, acc=0
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x400], sticks=1, rows=1, stride=0
