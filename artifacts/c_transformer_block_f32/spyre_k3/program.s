; spyre program image
.slots 2
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c0.vector.0
    loop count=7
    wait c0.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c0.vector.0
    wait c0.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c0.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c0.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
    wait c0.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c0.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=0 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c0.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    li r1, 0x0
    loop count=7
    wait c0.load.0
    vbcast.f32 sp[0x300], sp[0x80], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    wait c0.load.0
    vbcast.f32 sp[0x100], sp[0x0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    addi r1, r1, 8
    endloop
    wait c0.load.0
    vbcast.f32 sp[0x300], sp[0x80], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    signal c0.store.0
    wait c0.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    li r1, 0x0
    loop count=6
    wait c0.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    wait c0.load.0
    vbcast.f32 sp[0x100], sp[0x4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    addi r1, r1, 8
    endloop
    wait c0.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.load.0
    wait c0.load.0
    vbcast.f32 sp[0x100], sp[0x4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c0.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c0.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c1.vector.0
    loop count=7
    wait c1.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c1.vector.0
    wait c1.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c1.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c1.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
    wait c1.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c1.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=1 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c1.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    li r1, 0x0
    loop count=7
    wait c1.load.0
    vbcast.f32 sp[0x300], sp[0x88], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    wait c1.load.0
    vbcast.f32 sp[0x100], sp[0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    addi r1, r1, 8
    endloop
    wait c1.load.0
    vbcast.f32 sp[0x300], sp[0x88], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    signal c1.store.0
    wait c1.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0xc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    li r1, 0x0
    loop count=6
    wait c1.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    wait c1.load.0
    vbcast.f32 sp[0x100], sp[0xc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    addi r1, r1, 8
    endloop
    wait c1.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.load.0
    wait c1.load.0
    vbcast.f32 sp[0x100], sp[0xc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c1.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot1+0x100
    wait c1.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c1.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c2.vector.0
    loop count=7
    wait c2.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c2.vector.0
    wait c2.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c2.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c2.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
    wait c2.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c2.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=2 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c2.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x10], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    li r1, 0x0
    loop count=7
    wait c2.load.0
    vbcast.f32 sp[0x300], sp[0x90], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    wait c2.load.0
    vbcast.f32 sp[0x100], sp[0x10], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    addi r1, r1, 8
    endloop
    wait c2.load.0
    vbcast.f32 sp[0x300], sp[0x90], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    signal c2.store.0
    wait c2.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x14], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    li r1, 0x0
    loop count=6
    wait c2.load.0
    vbcast.f32 sp[0x300], sp[0x94], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    wait c2.load.0
    vbcast.f32 sp[0x100], sp[0x14], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    addi r1, r1, 8
    endloop
    wait c2.load.0
    vbcast.f32 sp[0x300], sp[0x94], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.load.0
    wait c2.load.0
    vbcast.f32 sp[0x100], sp[0x14], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c2.load.0
    vbcast.f32 sp[0x300], sp[0x94], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot1+0x200
    wait c2.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c2.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c3.vector.0
    loop count=7
    wait c3.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c3.vector.0
    wait c3.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c3.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c3.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
    wait c3.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c3.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=3 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c3.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x18], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    li r1, 0x0
    loop count=7
    wait c3.load.0
    vbcast.f32 sp[0x300], sp[0x98], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    wait c3.load.0
    vbcast.f32 sp[0x100], sp[0x18], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    addi r1, r1, 8
    endloop
    wait c3.load.0
    vbcast.f32 sp[0x300], sp[0x98], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    signal c3.store.0
    wait c3.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x1c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    li r1, 0x0
    loop count=6
    wait c3.load.0
    vbcast.f32 sp[0x300], sp[0x9c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    wait c3.load.0
    vbcast.f32 sp[0x100], sp[0x1c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    addi r1, r1, 8
    endloop
    wait c3.load.0
    vbcast.f32 sp[0x300], sp[0x9c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.load.0
    wait c3.load.0
    vbcast.f32 sp[0x100], sp[0x1c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c3.load.0
    vbcast.f32 sp[0x300], sp[0x9c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c3.store.0
.program core=3 unit=store
    li r1, @slot1+0x300
    wait c3.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c3.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=4 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c4.vector.0
    loop count=7
    wait c4.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c4.vector.0
    wait c4.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c4.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c4.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
    wait c4.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c4.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=4 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c4.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x20], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    li r1, 0x0
    loop count=7
    wait c4.load.0
    vbcast.f32 sp[0x300], sp[0xa0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    wait c4.load.0
    vbcast.f32 sp[0x100], sp[0x20], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    addi r1, r1, 8
    endloop
    wait c4.load.0
    vbcast.f32 sp[0x300], sp[0xa0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    signal c4.store.0
    wait c4.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x24], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    li r1, 0x0
    loop count=6
    wait c4.load.0
    vbcast.f32 sp[0x300], sp[0xa4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    wait c4.load.0
    vbcast.f32 sp[0x100], sp[0x24], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    addi r1, r1, 8
    endloop
    wait c4.load.0
    vbcast.f32 sp[0x300], sp[0xa4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.load.0
    wait c4.load.0
    vbcast.f32 sp[0x100], sp[0x24], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c4.load.0
    vbcast.f32 sp[0x300], sp[0xa4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c4.store.0
.program core=4 unit=store
    li r1, @slot1+0x400
    wait c4.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c4.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=5 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c5.vector.0
    loop count=7
    wait c5.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c5.vector.0
    wait c5.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c5.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c5.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
    wait c5.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c5.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=5 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c5.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x28], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    li r1, 0x0
    loop count=7
    wait c5.load.0
    vbcast.f32 sp[0x300], sp[0xa8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    wait c5.load.0
    vbcast.f32 sp[0x100], sp[0x28], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    addi r1, r1, 8
    endloop
    wait c5.load.0
    vbcast.f32 sp[0x300], sp[0xa8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    signal c5.store.0
    wait c5.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x2c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    li r1, 0x0
    loop count=6
    wait c5.load.0
    vbcast.f32 sp[0x300], sp[0xac], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    wait c5.load.0
    vbcast.f32 sp[0x100], sp[0x2c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    addi r1, r1, 8
    endloop
    wait c5.load.0
    vbcast.f32 sp[0x300], sp[0xac], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.load.0
    wait c5.load.0
    vbcast.f32 sp[0x100], sp[0x2c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c5.load.0
    vbcast.f32 sp[0x300], sp[0xac], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c5.store.0
.program core=5 unit=store
    li r1, @slot1+0x500
    wait c5.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c5.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=6 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c6.vector.0
    loop count=7
    wait c6.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c6.vector.0
    wait c6.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c6.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c6.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
    wait c6.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c6.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=6 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c6.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x30], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    li r1, 0x0
    loop count=7
    wait c6.load.0
    vbcast.f32 sp[0x300], sp[0xb0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    wait c6.load.0
    vbcast.f32 sp[0x100], sp[0x30], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    addi r1, r1, 8
    endloop
    wait c6.load.0
    vbcast.f32 sp[0x300], sp[0xb0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    signal c6.store.0
    wait c6.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x34], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    li r1, 0x0
    loop count=6
    wait c6.load.0
    vbcast.f32 sp[0x300], sp[0xb4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    wait c6.load.0
    vbcast.f32 sp[0x100], sp[0x34], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    addi r1, r1, 8
    endloop
    wait c6.load.0
    vbcast.f32 sp[0x300], sp[0xb4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.load.0
    wait c6.load.0
    vbcast.f32 sp[0x100], sp[0x34], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c6.load.0
    vbcast.f32 sp[0x300], sp[0xb4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c6.store.0
.program core=6 unit=store
    li r1, @slot1+0x600
    wait c6.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c6.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=7 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c7.vector.0
    loop count=7
    wait c7.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c7.vector.0
    wait c7.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c7.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c7.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
    wait c7.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c7.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=7 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c7.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x38], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    li r1, 0x0
    loop count=7
    wait c7.load.0
    vbcast.f32 sp[0x300], sp[0xb8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    wait c7.load.0
    vbcast.f32 sp[0x100], sp[0x38], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    addi r1, r1, 8
    endloop
    wait c7.load.0
    vbcast.f32 sp[0x300], sp[0xb8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    signal c7.store.0
    wait c7.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x3c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    li r1, 0x0
    loop count=6
    wait c7.load.0
    vbcast.f32 sp[0x300], sp[0xbc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    wait c7.load.0
    vbcast.f32 sp[0x100], sp[0x3c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    addi r1, r1, 8
    endloop
    wait c7.load.0
    vbcast.f32 sp[0x300], sp[0xbc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.load.0
    wait c7.load.0
    vbcast.f32 sp[0x100], sp[0x3c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c7.load.0
    vbcast.f32 sp[0x300], sp[0xbc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c7.store.0
.program core=7 unit=store
    li r1, @slot1+0x700
    wait c7.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c7.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=8 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c8.vector.0
    loop count=7
    wait c8.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c8.vector.0
    wait c8.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c8.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c8.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
    wait c8.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c8.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=8 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c8.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x40], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    li r1, 0x0
    loop count=7
    wait c8.load.0
    vbcast.f32 sp[0x300], sp[0xc0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    wait c8.load.0
    vbcast.f32 sp[0x100], sp[0x40], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    addi r1, r1, 8
    endloop
    wait c8.load.0
    vbcast.f32 sp[0x300], sp[0xc0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    signal c8.store.0
    wait c8.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x44], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    li r1, 0x0
    loop count=6
    wait c8.load.0
    vbcast.f32 sp[0x300], sp[0xc4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    wait c8.load.0
    vbcast.f32 sp[0x100], sp[0x44], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    addi r1, r1, 8
    endloop
    wait c8.load.0
    vbcast.f32 sp[0x300], sp[0xc4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.load.0
    wait c8.load.0
    vbcast.f32 sp[0x100], sp[0x44], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c8.load.0
    vbcast.f32 sp[0x300], sp[0xc4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c8.store.0
.program core=8 unit=store
    li r1, @slot1+0x800
    wait c8.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c8.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=9 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c9.vector.0
    loop count=7
    wait c9.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c9.vector.0
    wait c9.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c9.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c9.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
    wait c9.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c9.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=9 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c9.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x48], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    li r1, 0x0
    loop count=7
    wait c9.load.0
    vbcast.f32 sp[0x300], sp[0xc8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    wait c9.load.0
    vbcast.f32 sp[0x100], sp[0x48], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    addi r1, r1, 8
    endloop
    wait c9.load.0
    vbcast.f32 sp[0x300], sp[0xc8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    signal c9.store.0
    wait c9.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x4c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    li r1, 0x0
    loop count=6
    wait c9.load.0
    vbcast.f32 sp[0x300], sp[0xcc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    wait c9.load.0
    vbcast.f32 sp[0x100], sp[0x4c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    addi r1, r1, 8
    endloop
    wait c9.load.0
    vbcast.f32 sp[0x300], sp[0xcc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.load.0
    wait c9.load.0
    vbcast.f32 sp[0x100], sp[0x4c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c9.load.0
    vbcast.f32 sp[0x300], sp[0xcc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c9.store.0
.program core=9 unit=store
    li r1, @slot1+0x900
    wait c9.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c9.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=10 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c10.vector.0
    loop count=7
    wait c10.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c10.vector.0
    wait c10.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c10.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c10.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
    wait c10.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c10.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=10 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c10.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x50], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    li r1, 0x0
    loop count=7
    wait c10.load.0
    vbcast.f32 sp[0x300], sp[0xd0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    wait c10.load.0
    vbcast.f32 sp[0x100], sp[0x50], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    addi r1, r1, 8
    endloop
    wait c10.load.0
    vbcast.f32 sp[0x300], sp[0xd0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    signal c10.store.0
    wait c10.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x54], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    li r1, 0x0
    loop count=6
    wait c10.load.0
    vbcast.f32 sp[0x300], sp[0xd4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    wait c10.load.0
    vbcast.f32 sp[0x100], sp[0x54], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    addi r1, r1, 8
    endloop
    wait c10.load.0
    vbcast.f32 sp[0x300], sp[0xd4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.load.0
    wait c10.load.0
    vbcast.f32 sp[0x100], sp[0x54], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c10.load.0
    vbcast.f32 sp[0x300], sp[0xd4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c10.store.0
.program core=10 unit=store
    li r1, @slot1+0xa00
    wait c10.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c10.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=11 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c11.vector.0
    loop count=7
    wait c11.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c11.vector.0
    wait c11.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c11.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c11.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
    wait c11.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c11.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=11 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c11.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x58], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    li r1, 0x0
    loop count=7
    wait c11.load.0
    vbcast.f32 sp[0x300], sp[0xd8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    wait c11.load.0
    vbcast.f32 sp[0x100], sp[0x58], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    addi r1, r1, 8
    endloop
    wait c11.load.0
    vbcast.f32 sp[0x300], sp[0xd8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    signal c11.store.0
    wait c11.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x5c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    li r1, 0x0
    loop count=6
    wait c11.load.0
    vbcast.f32 sp[0x300], sp[0xdc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    wait c11.load.0
    vbcast.f32 sp[0x100], sp[0x5c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    addi r1, r1, 8
    endloop
    wait c11.load.0
    vbcast.f32 sp[0x300], sp[0xdc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.load.0
    wait c11.load.0
    vbcast.f32 sp[0x100], sp[0x5c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c11.load.0
    vbcast.f32 sp[0x300], sp[0xdc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c11.store.0
.program core=11 unit=store
    li r1, @slot1+0xb00
    wait c11.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c11.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=12 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c12.vector.0
    loop count=7
    wait c12.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c12.vector.0
    wait c12.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c12.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c12.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
    wait c12.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c12.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=12 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c12.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x60], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    li r1, 0x0
    loop count=7
    wait c12.load.0
    vbcast.f32 sp[0x300], sp[0xe0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    wait c12.load.0
    vbcast.f32 sp[0x100], sp[0x60], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    addi r1, r1, 8
    endloop
    wait c12.load.0
    vbcast.f32 sp[0x300], sp[0xe0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    signal c12.store.0
    wait c12.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x64], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    li r1, 0x0
    loop count=6
    wait c12.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    wait c12.load.0
    vbcast.f32 sp[0x100], sp[0x64], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    addi r1, r1, 8
    endloop
    wait c12.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.load.0
    wait c12.load.0
    vbcast.f32 sp[0x100], sp[0x64], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c12.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c12.store.0
.program core=12 unit=store
    li r1, @slot1+0xc00
    wait c12.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c12.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=13 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c13.vector.0
    loop count=7
    wait c13.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c13.vector.0
    wait c13.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c13.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c13.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
    wait c13.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c13.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=13 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c13.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    li r1, 0x0
    loop count=7
    wait c13.load.0
    vbcast.f32 sp[0x300], sp[0xe8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    wait c13.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    addi r1, r1, 8
    endloop
    wait c13.load.0
    vbcast.f32 sp[0x300], sp[0xe8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    signal c13.store.0
    wait c13.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x6c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    li r1, 0x0
    loop count=6
    wait c13.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    wait c13.load.0
    vbcast.f32 sp[0x100], sp[0x6c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    addi r1, r1, 8
    endloop
    wait c13.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.load.0
    wait c13.load.0
    vbcast.f32 sp[0x100], sp[0x6c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c13.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c13.store.0
.program core=13 unit=store
    li r1, @slot1+0xd00
    wait c13.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c13.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=14 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c14.vector.0
    loop count=7
    wait c14.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c14.vector.0
    wait c14.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c14.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c14.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
    wait c14.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c14.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=14 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c14.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    li r1, 0x0
    loop count=7
    wait c14.load.0
    vbcast.f32 sp[0x300], sp[0xf0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    wait c14.load.0
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    addi r1, r1, 8
    endloop
    wait c14.load.0
    vbcast.f32 sp[0x300], sp[0xf0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    signal c14.store.0
    wait c14.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x74], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    li r1, 0x0
    loop count=6
    wait c14.load.0
    vbcast.f32 sp[0x300], sp[0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    wait c14.load.0
    vbcast.f32 sp[0x100], sp[0x74], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    addi r1, r1, 8
    endloop
    wait c14.load.0
    vbcast.f32 sp[0x300], sp[0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.load.0
    wait c14.load.0
    vbcast.f32 sp[0x100], sp[0x74], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c14.load.0
    vbcast.f32 sp[0x300], sp[0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c14.store.0
.program core=14 unit=store
    li r1, @slot1+0xe00
    wait c14.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c14.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=15 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c15.vector.0
    loop count=7
    wait c15.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c15.vector.0
    wait c15.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c15.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c15.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
    wait c15.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c15.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=15 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c15.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    li r1, 0x0
    loop count=7
    wait c15.load.0
    vbcast.f32 sp[0x300], sp[0xf8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    wait c15.load.0
    vbcast.f32 sp[0x100], sp[0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    addi r1, r1, 8
    endloop
    wait c15.load.0
    vbcast.f32 sp[0x300], sp[0xf8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    signal c15.store.0
    wait c15.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x7c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    li r1, 0x0
    loop count=6
    wait c15.load.0
    vbcast.f32 sp[0x300], sp[0xfc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    wait c15.load.0
    vbcast.f32 sp[0x100], sp[0x7c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    addi r1, r1, 8
    endloop
    wait c15.load.0
    vbcast.f32 sp[0x300], sp[0xfc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.load.0
    wait c15.load.0
    vbcast.f32 sp[0x100], sp[0x7c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c15.load.0
    vbcast.f32 sp[0x300], sp[0xfc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c15.store.0
.program core=15 unit=store
    li r1, @slot1+0xf00
    wait c15.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c15.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=16 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c16.vector.0
    loop count=7
    wait c16.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c16.vector.0
    wait c16.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c16.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c16.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
    wait c16.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c16.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=16 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c16.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    li r1, 0x0
    loop count=7
    wait c16.load.0
    vbcast.f32 sp[0x300], sp[0x80], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    wait c16.load.0
    vbcast.f32 sp[0x100], sp[0x0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    addi r1, r1, 8
    endloop
    wait c16.load.0
    vbcast.f32 sp[0x300], sp[0x80], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    signal c16.store.0
    wait c16.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    li r1, 0x0
    loop count=6
    wait c16.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    wait c16.load.0
    vbcast.f32 sp[0x100], sp[0x4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    addi r1, r1, 8
    endloop
    wait c16.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.load.0
    wait c16.load.0
    vbcast.f32 sp[0x100], sp[0x4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c16.load.0
    vbcast.f32 sp[0x300], sp[0x84], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c16.store.0
.program core=16 unit=store
    li r1, @slot1+0x1000
    wait c16.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c16.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=17 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c17.vector.0
    loop count=7
    wait c17.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c17.vector.0
    wait c17.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c17.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c17.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
    wait c17.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c17.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=17 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c17.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    li r1, 0x0
    loop count=7
    wait c17.load.0
    vbcast.f32 sp[0x300], sp[0x88], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    wait c17.load.0
    vbcast.f32 sp[0x100], sp[0x8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    addi r1, r1, 8
    endloop
    wait c17.load.0
    vbcast.f32 sp[0x300], sp[0x88], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    signal c17.store.0
    wait c17.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0xc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    li r1, 0x0
    loop count=6
    wait c17.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    wait c17.load.0
    vbcast.f32 sp[0x100], sp[0xc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    addi r1, r1, 8
    endloop
    wait c17.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.load.0
    wait c17.load.0
    vbcast.f32 sp[0x100], sp[0xc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c17.load.0
    vbcast.f32 sp[0x300], sp[0x8c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c17.store.0
.program core=17 unit=store
    li r1, @slot1+0x1100
    wait c17.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c17.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=18 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c18.vector.0
    loop count=7
    wait c18.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c18.vector.0
    wait c18.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c18.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c18.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
    wait c18.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c18.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=18 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c18.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x10], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    li r1, 0x0
    loop count=7
    wait c18.load.0
    vbcast.f32 sp[0x300], sp[0x90], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    wait c18.load.0
    vbcast.f32 sp[0x100], sp[0x10], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    addi r1, r1, 8
    endloop
    wait c18.load.0
    vbcast.f32 sp[0x300], sp[0x90], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    signal c18.store.0
    wait c18.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x14], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    li r1, 0x0
    loop count=6
    wait c18.load.0
    vbcast.f32 sp[0x300], sp[0x94], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    wait c18.load.0
    vbcast.f32 sp[0x100], sp[0x14], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    addi r1, r1, 8
    endloop
    wait c18.load.0
    vbcast.f32 sp[0x300], sp[0x94], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.load.0
    wait c18.load.0
    vbcast.f32 sp[0x100], sp[0x14], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c18.load.0
    vbcast.f32 sp[0x300], sp[0x94], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c18.store.0
.program core=18 unit=store
    li r1, @slot1+0x1200
    wait c18.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c18.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=19 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c19.vector.0
    loop count=7
    wait c19.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c19.vector.0
    wait c19.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c19.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c19.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
    wait c19.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c19.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=19 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c19.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x18], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    li r1, 0x0
    loop count=7
    wait c19.load.0
    vbcast.f32 sp[0x300], sp[0x98], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    wait c19.load.0
    vbcast.f32 sp[0x100], sp[0x18], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    addi r1, r1, 8
    endloop
    wait c19.load.0
    vbcast.f32 sp[0x300], sp[0x98], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    signal c19.store.0
    wait c19.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x1c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    li r1, 0x0
    loop count=6
    wait c19.load.0
    vbcast.f32 sp[0x300], sp[0x9c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    wait c19.load.0
    vbcast.f32 sp[0x100], sp[0x1c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    addi r1, r1, 8
    endloop
    wait c19.load.0
    vbcast.f32 sp[0x300], sp[0x9c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.load.0
    wait c19.load.0
    vbcast.f32 sp[0x100], sp[0x1c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c19.load.0
    vbcast.f32 sp[0x300], sp[0x9c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c19.store.0
.program core=19 unit=store
    li r1, @slot1+0x1300
    wait c19.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c19.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=20 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c20.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c20.vector.0
    loop count=7
    wait c20.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c20.vector.0
    wait c20.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c20.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c20.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c20.vector.0
    wait c20.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c20.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=20 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c20.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x20], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c20.load.0
    li r1, 0x0
    loop count=7
    wait c20.load.0
    vbcast.f32 sp[0x300], sp[0xa0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c20.load.0
    wait c20.load.0
    vbcast.f32 sp[0x100], sp[0x20], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c20.load.0
    addi r1, r1, 8
    endloop
    wait c20.load.0
    vbcast.f32 sp[0x300], sp[0xa0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c20.load.0
    signal c20.store.0
    wait c20.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x24], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c20.load.0
    li r1, 0x0
    loop count=6
    wait c20.load.0
    vbcast.f32 sp[0x300], sp[0xa4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c20.load.0
    wait c20.load.0
    vbcast.f32 sp[0x100], sp[0x24], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c20.load.0
    addi r1, r1, 8
    endloop
    wait c20.load.0
    vbcast.f32 sp[0x300], sp[0xa4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c20.load.0
    wait c20.load.0
    vbcast.f32 sp[0x100], sp[0x24], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c20.load.0
    vbcast.f32 sp[0x300], sp[0xa4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c20.store.0
.program core=20 unit=store
    li r1, @slot1+0x1400
    wait c20.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c20.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=21 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c21.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c21.vector.0
    loop count=7
    wait c21.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c21.vector.0
    wait c21.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c21.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c21.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c21.vector.0
    wait c21.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c21.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=21 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c21.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x28], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c21.load.0
    li r1, 0x0
    loop count=7
    wait c21.load.0
    vbcast.f32 sp[0x300], sp[0xa8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c21.load.0
    wait c21.load.0
    vbcast.f32 sp[0x100], sp[0x28], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c21.load.0
    addi r1, r1, 8
    endloop
    wait c21.load.0
    vbcast.f32 sp[0x300], sp[0xa8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c21.load.0
    signal c21.store.0
    wait c21.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x2c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c21.load.0
    li r1, 0x0
    loop count=6
    wait c21.load.0
    vbcast.f32 sp[0x300], sp[0xac], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c21.load.0
    wait c21.load.0
    vbcast.f32 sp[0x100], sp[0x2c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c21.load.0
    addi r1, r1, 8
    endloop
    wait c21.load.0
    vbcast.f32 sp[0x300], sp[0xac], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c21.load.0
    wait c21.load.0
    vbcast.f32 sp[0x100], sp[0x2c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c21.load.0
    vbcast.f32 sp[0x300], sp[0xac], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c21.store.0
.program core=21 unit=store
    li r1, @slot1+0x1500
    wait c21.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c21.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=22 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c22.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c22.vector.0
    loop count=7
    wait c22.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c22.vector.0
    wait c22.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c22.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c22.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c22.vector.0
    wait c22.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c22.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=22 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c22.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x30], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c22.load.0
    li r1, 0x0
    loop count=7
    wait c22.load.0
    vbcast.f32 sp[0x300], sp[0xb0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c22.load.0
    wait c22.load.0
    vbcast.f32 sp[0x100], sp[0x30], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c22.load.0
    addi r1, r1, 8
    endloop
    wait c22.load.0
    vbcast.f32 sp[0x300], sp[0xb0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c22.load.0
    signal c22.store.0
    wait c22.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x34], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c22.load.0
    li r1, 0x0
    loop count=6
    wait c22.load.0
    vbcast.f32 sp[0x300], sp[0xb4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c22.load.0
    wait c22.load.0
    vbcast.f32 sp[0x100], sp[0x34], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c22.load.0
    addi r1, r1, 8
    endloop
    wait c22.load.0
    vbcast.f32 sp[0x300], sp[0xb4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c22.load.0
    wait c22.load.0
    vbcast.f32 sp[0x100], sp[0x34], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c22.load.0
    vbcast.f32 sp[0x300], sp[0xb4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c22.store.0
.program core=22 unit=store
    li r1, @slot1+0x1600
    wait c22.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c22.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=23 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c23.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c23.vector.0
    loop count=7
    wait c23.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c23.vector.0
    wait c23.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c23.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c23.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c23.vector.0
    wait c23.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c23.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=23 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c23.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x38], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c23.load.0
    li r1, 0x0
    loop count=7
    wait c23.load.0
    vbcast.f32 sp[0x300], sp[0xb8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c23.load.0
    wait c23.load.0
    vbcast.f32 sp[0x100], sp[0x38], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c23.load.0
    addi r1, r1, 8
    endloop
    wait c23.load.0
    vbcast.f32 sp[0x300], sp[0xb8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c23.load.0
    signal c23.store.0
    wait c23.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x3c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c23.load.0
    li r1, 0x0
    loop count=6
    wait c23.load.0
    vbcast.f32 sp[0x300], sp[0xbc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c23.load.0
    wait c23.load.0
    vbcast.f32 sp[0x100], sp[0x3c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c23.load.0
    addi r1, r1, 8
    endloop
    wait c23.load.0
    vbcast.f32 sp[0x300], sp[0xbc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c23.load.0
    wait c23.load.0
    vbcast.f32 sp[0x100], sp[0x3c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c23.load.0
    vbcast.f32 sp[0x300], sp[0xbc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c23.store.0
.program core=23 unit=store
    li r1, @slot1+0x1700
    wait c23.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c23.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=24 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c24.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c24.vector.0
    loop count=7
    wait c24.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c24.vector.0
    wait c24.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c24.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c24.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c24.vector.0
    wait c24.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c24.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=24 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c24.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x40], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c24.load.0
    li r1, 0x0
    loop count=7
    wait c24.load.0
    vbcast.f32 sp[0x300], sp[0xc0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c24.load.0
    wait c24.load.0
    vbcast.f32 sp[0x100], sp[0x40], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c24.load.0
    addi r1, r1, 8
    endloop
    wait c24.load.0
    vbcast.f32 sp[0x300], sp[0xc0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c24.load.0
    signal c24.store.0
    wait c24.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x44], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c24.load.0
    li r1, 0x0
    loop count=6
    wait c24.load.0
    vbcast.f32 sp[0x300], sp[0xc4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c24.load.0
    wait c24.load.0
    vbcast.f32 sp[0x100], sp[0x44], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c24.load.0
    addi r1, r1, 8
    endloop
    wait c24.load.0
    vbcast.f32 sp[0x300], sp[0xc4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c24.load.0
    wait c24.load.0
    vbcast.f32 sp[0x100], sp[0x44], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c24.load.0
    vbcast.f32 sp[0x300], sp[0xc4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c24.store.0
.program core=24 unit=store
    li r1, @slot1+0x1800
    wait c24.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c24.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=25 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c25.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c25.vector.0
    loop count=7
    wait c25.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c25.vector.0
    wait c25.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c25.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c25.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c25.vector.0
    wait c25.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c25.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=25 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c25.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x48], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c25.load.0
    li r1, 0x0
    loop count=7
    wait c25.load.0
    vbcast.f32 sp[0x300], sp[0xc8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c25.load.0
    wait c25.load.0
    vbcast.f32 sp[0x100], sp[0x48], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c25.load.0
    addi r1, r1, 8
    endloop
    wait c25.load.0
    vbcast.f32 sp[0x300], sp[0xc8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c25.load.0
    signal c25.store.0
    wait c25.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x4c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c25.load.0
    li r1, 0x0
    loop count=6
    wait c25.load.0
    vbcast.f32 sp[0x300], sp[0xcc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c25.load.0
    wait c25.load.0
    vbcast.f32 sp[0x100], sp[0x4c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c25.load.0
    addi r1, r1, 8
    endloop
    wait c25.load.0
    vbcast.f32 sp[0x300], sp[0xcc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c25.load.0
    wait c25.load.0
    vbcast.f32 sp[0x100], sp[0x4c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c25.load.0
    vbcast.f32 sp[0x300], sp[0xcc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c25.store.0
.program core=25 unit=store
    li r1, @slot1+0x1900
    wait c25.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c25.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=26 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c26.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c26.vector.0
    loop count=7
    wait c26.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c26.vector.0
    wait c26.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c26.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c26.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c26.vector.0
    wait c26.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c26.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=26 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c26.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x50], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c26.load.0
    li r1, 0x0
    loop count=7
    wait c26.load.0
    vbcast.f32 sp[0x300], sp[0xd0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c26.load.0
    wait c26.load.0
    vbcast.f32 sp[0x100], sp[0x50], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c26.load.0
    addi r1, r1, 8
    endloop
    wait c26.load.0
    vbcast.f32 sp[0x300], sp[0xd0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c26.load.0
    signal c26.store.0
    wait c26.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x54], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c26.load.0
    li r1, 0x0
    loop count=6
    wait c26.load.0
    vbcast.f32 sp[0x300], sp[0xd4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c26.load.0
    wait c26.load.0
    vbcast.f32 sp[0x100], sp[0x54], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c26.load.0
    addi r1, r1, 8
    endloop
    wait c26.load.0
    vbcast.f32 sp[0x300], sp[0xd4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c26.load.0
    wait c26.load.0
    vbcast.f32 sp[0x100], sp[0x54], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c26.load.0
    vbcast.f32 sp[0x300], sp[0xd4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c26.store.0
.program core=26 unit=store
    li r1, @slot1+0x1a00
    wait c26.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c26.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=27 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c27.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c27.vector.0
    loop count=7
    wait c27.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c27.vector.0
    wait c27.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c27.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c27.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c27.vector.0
    wait c27.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c27.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=27 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c27.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x58], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c27.load.0
    li r1, 0x0
    loop count=7
    wait c27.load.0
    vbcast.f32 sp[0x300], sp[0xd8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c27.load.0
    wait c27.load.0
    vbcast.f32 sp[0x100], sp[0x58], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c27.load.0
    addi r1, r1, 8
    endloop
    wait c27.load.0
    vbcast.f32 sp[0x300], sp[0xd8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c27.load.0
    signal c27.store.0
    wait c27.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x5c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c27.load.0
    li r1, 0x0
    loop count=6
    wait c27.load.0
    vbcast.f32 sp[0x300], sp[0xdc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c27.load.0
    wait c27.load.0
    vbcast.f32 sp[0x100], sp[0x5c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c27.load.0
    addi r1, r1, 8
    endloop
    wait c27.load.0
    vbcast.f32 sp[0x300], sp[0xdc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c27.load.0
    wait c27.load.0
    vbcast.f32 sp[0x100], sp[0x5c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c27.load.0
    vbcast.f32 sp[0x300], sp[0xdc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c27.store.0
.program core=27 unit=store
    li r1, @slot1+0x1b00
    wait c27.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c27.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=28 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c28.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c28.vector.0
    loop count=7
    wait c28.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c28.vector.0
    wait c28.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c28.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c28.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c28.vector.0
    wait c28.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c28.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=28 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c28.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x60], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c28.load.0
    li r1, 0x0
    loop count=7
    wait c28.load.0
    vbcast.f32 sp[0x300], sp[0xe0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c28.load.0
    wait c28.load.0
    vbcast.f32 sp[0x100], sp[0x60], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c28.load.0
    addi r1, r1, 8
    endloop
    wait c28.load.0
    vbcast.f32 sp[0x300], sp[0xe0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c28.load.0
    signal c28.store.0
    wait c28.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x64], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c28.load.0
    li r1, 0x0
    loop count=6
    wait c28.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c28.load.0
    wait c28.load.0
    vbcast.f32 sp[0x100], sp[0x64], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c28.load.0
    addi r1, r1, 8
    endloop
    wait c28.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c28.load.0
    wait c28.load.0
    vbcast.f32 sp[0x100], sp[0x64], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c28.load.0
    vbcast.f32 sp[0x300], sp[0xe4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c28.store.0
.program core=28 unit=store
    li r1, @slot1+0x1c00
    wait c28.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c28.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=29 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c29.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c29.vector.0
    loop count=7
    wait c29.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c29.vector.0
    wait c29.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c29.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c29.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c29.vector.0
    wait c29.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c29.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=29 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c29.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c29.load.0
    li r1, 0x0
    loop count=7
    wait c29.load.0
    vbcast.f32 sp[0x300], sp[0xe8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c29.load.0
    wait c29.load.0
    vbcast.f32 sp[0x100], sp[0x68], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c29.load.0
    addi r1, r1, 8
    endloop
    wait c29.load.0
    vbcast.f32 sp[0x300], sp[0xe8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c29.load.0
    signal c29.store.0
    wait c29.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x6c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c29.load.0
    li r1, 0x0
    loop count=6
    wait c29.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c29.load.0
    wait c29.load.0
    vbcast.f32 sp[0x100], sp[0x6c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c29.load.0
    addi r1, r1, 8
    endloop
    wait c29.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c29.load.0
    wait c29.load.0
    vbcast.f32 sp[0x100], sp[0x6c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c29.load.0
    vbcast.f32 sp[0x300], sp[0xec], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c29.store.0
.program core=29 unit=store
    li r1, @slot1+0x1d00
    wait c29.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c29.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=30 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c30.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c30.vector.0
    loop count=7
    wait c30.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c30.vector.0
    wait c30.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c30.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c30.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c30.vector.0
    wait c30.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c30.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=30 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c30.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c30.load.0
    li r1, 0x0
    loop count=7
    wait c30.load.0
    vbcast.f32 sp[0x300], sp[0xf0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c30.load.0
    wait c30.load.0
    vbcast.f32 sp[0x100], sp[0x70], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c30.load.0
    addi r1, r1, 8
    endloop
    wait c30.load.0
    vbcast.f32 sp[0x300], sp[0xf0], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c30.load.0
    signal c30.store.0
    wait c30.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x74], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c30.load.0
    li r1, 0x0
    loop count=6
    wait c30.load.0
    vbcast.f32 sp[0x300], sp[0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c30.load.0
    wait c30.load.0
    vbcast.f32 sp[0x100], sp[0x74], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c30.load.0
    addi r1, r1, 8
    endloop
    wait c30.load.0
    vbcast.f32 sp[0x300], sp[0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c30.load.0
    wait c30.load.0
    vbcast.f32 sp[0x100], sp[0x74], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c30.load.0
    vbcast.f32 sp[0x300], sp[0xf4], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c30.store.0
.program core=30 unit=store
    li r1, @slot1+0x1e00
    wait c30.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c30.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
.program core=31 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c31.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c31.vector.0
    loop count=7
    wait c31.vector.0
    ld sp[0x0], dev[r1+0x100], sticks=1, rows=1, stride=0
    signal c31.vector.0
    wait c31.vector.0
    ld sp[0x80], dev[r1+0x180], sticks=1, rows=1, stride=0
    signal c31.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -1792
    loop count=8
    wait c31.vector.0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c31.vector.0
    wait c31.vector.0
    ld sp[0x80], dev[r1+0x80], sticks=1, rows=1, stride=0
    signal c31.vector.0
    addi r1, r1, 256
    endloop
    addi r1, r1, -2048
.program core=31 unit=vector
    viota.i32 sp[0xc80], start=0, n=4
    vlti.i32 sp[0xc00], sp[0xc80], 1, n=4
    vfill.f32 sp[0xe80], 0.0, n=4
    vfill.f32 sp[0x1080], 0.0, n=4
    vfill.f32 sp[0x1280], -inf, n=4
    vfill.f32 sp[0x1480], inf, n=4
    vfill.f32 sp[0x500], 0.4204482, n=4
    wait c31.load.0
    vfill.f32 sp[0xb00], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb00], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c31.load.0
    li r1, 0x0
    loop count=7
    wait c31.load.0
    vbcast.f32 sp[0x300], sp[0xf8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb04], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c31.load.0
    wait c31.load.0
    vbcast.f32 sp[0x100], sp[0x78], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb08], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c31.load.0
    addi r1, r1, 8
    endloop
    wait c31.load.0
    vbcast.f32 sp[0x300], sp[0xf8], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb3c], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c31.load.0
    signal c31.store.0
    wait c31.load.0
    vfill.f32 sp[0xb80], 0.0, n=1
    vbcast.f32 sp[0x100], sp[0x7c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xb80], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c31.load.0
    li r1, 0x0
    loop count=6
    wait c31.load.0
    vbcast.f32 sp[0x300], sp[0xfc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb84], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c31.load.0
    wait c31.load.0
    vbcast.f32 sp[0x100], sp[0x7c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[r1+0xb88], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    signal c31.load.0
    addi r1, r1, 8
    endloop
    wait c31.load.0
    vbcast.f32 sp[0x300], sp[0xfc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb4], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c31.load.0
    wait c31.load.0
    vbcast.f32 sp[0x100], sp[0x7c], n=4, a_mode=scalar:4
    vmul.f32 sp[0x700], sp[0x100], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbb8], sp[0x700], n=1, g=1, axis=within, to=f32, acc=0
    wait c31.load.0
    vbcast.f32 sp[0x300], sp[0xfc], n=4, a_mode=scalar:4
    vmul.f32 sp[0x900], sp[0x300], sp[0x500], n=4, b_mode=full
    vrmax.f32 sp[0xbbc], sp[0x900], n=1, g=1, axis=within, to=f32, acc=0
    signal c31.store.0
.program core=31 unit=store
    li r1, @slot1+0x1f00
    wait c31.vector.0
    st dev[r1+0x0], sp[0xb00], sticks=1, rows=1, stride=0
    wait c31.vector.0
    st dev[r1+0x80], sp[0xb80], sticks=1, rows=1, stride=0
