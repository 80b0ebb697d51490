; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c0.pe.0
    li r1, @slot1+0x0
    ld sp[0x1000], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c0.pe.1
    li r1, @slot2+0x0
    ld sp[0x3000], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c0.pe.2
.program core=0 unit=pe
    wait c0.load.0
    wait c0.load.1
    mmt.f32 sp[0x5000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    signal c0.vector.0
    wait c0.vector.1
    wait c0.load.2
    mm.f32 sp[0x7000], sp[0x6000], sp[0x3000], m=16, k=1, n=1, acc=0
    signal c0.vector.1
.program core=0 unit=vector
    vfill.f32 sp[0x8280], -inf, n=16
    viota.i32 sp[0x8a80], start=0, n=16
    vdivi.i32 sp[0x9280], sp[0x8a80], 32, n=16
    vmuli.i32 sp[0x9280], sp[0x9280], 33, n=16
    vsub.i32 sp[0x8a80], sp[0x8a80], sp[0x9280], n=16, b_mode=full
    viota.i32 sp[0x9c80], start=0, n=16
    vremi.i32 sp[0x9c80], sp[0x9c80], 32, n=16
    vlti.i32 sp[0xa480], sp[0x9c80], 16, n=16
    wait c0.pe.0
    vmuli.f32 sp[0x5000], sp[0x5000], 0.17677669, n=16
    vlei.i32 sp[0x9a80], sp[0x8a80], 0, n=16
    vsel.f32 sp[0x5000], sp[0x9a80], sp[0x5000], sp[0x8280], n=16
    vsel.f32 sp[0x5000], sp[0xa480], sp[0x5000], sp[0x8280], n=16
    vrmax.f32 sp[0x8200], sp[0x5000], n=16, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x8000], sp[0x8200], -3.4028235e+38, n=1
    vsub.f32 sp[0x5000], sp[0x5000], sp[0x8000], n=16, b_mode=scalar:1
    vexp.f32 sp[0x5000], sp[0x5000], n=16
    vrsum.f32 sp[0x8100], sp[0x5000], n=16, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x6000], sp[0x5000], n=16, a_mode=full
    vfill.f32 sp[0x3800], 0.0, n=16
    signal c0.pe.1
    wait c0.pe.1
    vdiv.f32 sp[0x7000], sp[0x7000], sp[0x8100], n=16, b_mode=scalar:1
    vbcast.f32 sp[0x7800], sp[0x7000], n=16, a_mode=full
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0x7800], sticks=16, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c1.pe.0
    li r1, @slot1+0x800
    ld sp[0x1000], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c1.pe.1
    li r1, @slot2+0x800
    ld sp[0x3000], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c1.pe.2
.program core=1 unit=pe
    wait c1.load.0
    wait c1.load.1
    mmt.f32 sp[0x5000], sp[0x0], sp[0x1000], m=16, k=1, n=1, acc=0
    signal c1.vector.0
    wait c1.vector.1
    wait c1.load.2
    mm.f32 sp[0x7000], sp[0x6000], sp[0x3000], m=16, k=1, n=1, acc=0
    signal c1.vector.1
.program core=1 unit=vector
    vfill.f32 sp[0x8280], -inf, n=16
    viota.i32 sp[0x8a80], start=0, n=16
    vdivi.i32 sp[0x9280], sp[0x8a80], 32, n=16
    vmuli.i32 sp[0x9280], sp[0x9280], 33, n=16
    vsub.i32 sp[0x8a80], sp[0x8a80], sp[0x9280], n=16, b_mode=full
    viota.i32 sp[0x9c80], start=0, n=16
    vremi.i32 sp[0x9c80], sp[0x9c80], 32, n=16
    vlti.i32 sp[0xa480], sp[0x9c80], 16, n=16
    wait c1.pe.0
    vmuli.f32 sp[0x5000], sp[0x5000], 0.17677669, n=16
    vlei.i32 sp[0x9a80], sp[0x8a80], 0, n=16
    vsel.f32 sp[0x5000], sp[0x9a80], sp[0x5000], sp[0x8280], n=16
    vsel.f32 sp[0x5000], sp[0xa480], sp[0x5000], sp[0x8280], n=16
    vrmax.f32 sp[0x8200], sp[0x5000], n=16, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x8000], sp[0x8200], -3.4028235e+38, n=1
    vsub.f32 sp[0x5000], sp[0x5000], sp[0x8000], n=16, b_mode=scalar:1
    vexp.f32 sp[0x5000], sp[0x5000], n=16
    vrsum.f32 sp[0x8100], sp[0x5000], n=16, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x6000], sp[0x5000], n=16, a_mode=full
    vfill.f32 sp[0x3800], 0.0, n=16
    signal c1.pe.1
    wait c1.pe.1
    vdiv.f32 sp[0x7000], sp[0x7000], sp[0x8100], n=16, b_mode=scalar:1
    vbcast.f32 sp[0x7800], sp[0x7000], n=16, a_mode=full
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot3+0x800
    st dev[r1+0x0], sp[0x7800], sticks=16, rows=1, stride=0
