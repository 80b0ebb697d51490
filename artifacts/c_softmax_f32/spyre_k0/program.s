; spyre program image
.slots 2
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    signal c0.vector.0
.program core=0 unit=vector
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
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x900], sticks=1, rows=4, stride=768
.program core=1 unit=load
    li r1, @slot0+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    signal c1.vector.0
.program core=1 unit=vector
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
.program core=1 unit=store
    li r1, @slot1+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x900], sticks=1, rows=4, stride=768
.program core=2 unit=load
    li r1, @slot0+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    signal c2.vector.0
.program core=2 unit=vector
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
.program core=2 unit=store
    li r1, @slot1+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x900], sticks=1, rows=4, stride=768
.program core=3 unit=load
    li r1, @slot0+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    signal c3.vector.0
.program core=3 unit=vector
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
.program core=3 unit=store
    li r1, @slot1+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x900], sticks=1, rows=4, stride=768
.program core=4 unit=load
    li r1, @slot0+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    signal c4.vector.0
.program core=4 unit=vector
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
.program core=4 unit=store
    li r1, @slot1+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x900], sticks=1, rows=4, stride=768
.program core=5 unit=load
    li r1, @slot0+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=4, stride=768
    signal c5.vector.0
.program core=5 unit=vector
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
.program core=5 unit=store
    li r1, @slot1+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x900], sticks=1, rows=4, stride=768
