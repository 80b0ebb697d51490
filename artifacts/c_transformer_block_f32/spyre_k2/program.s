; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c0.pe.0
    li r1, @slot1+0x0
    ld sp[0x400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c0.pe.1
    li r1, @slot2+0x0
    ld sp[0x2400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c0.pe.2
.program core=0 unit=pe
    wait c0.load.0
    wait c0.load.1
    mmt.f32 sp[0x4400], sp[0x0], sp[0x400], m=4, k=1, n=1, acc=0
    signal c0.vector.0
    wait c0.vector.1
    wait c0.load.2
    mm.f32 sp[0x4c00], sp[0x4800], sp[0x2400], m=4, k=1, n=1, acc=0
    signal c0.vector.1
.program core=0 unit=vector
    vfill.f32 sp[0x5280], -inf, n=4
    viota.i32 sp[0x5480], start=0, n=4
    vdivi.i32 sp[0x5680], sp[0x5480], 32, n=4
    vmuli.i32 sp[0x5680], sp[0x5680], 33, n=4
    vsub.i32 sp[0x5480], sp[0x5480], sp[0x5680], n=4, b_mode=full
    viota.i32 sp[0x5900], start=0, n=4
    vremi.i32 sp[0x5900], sp[0x5900], 32, n=4
    vlti.i32 sp[0x5b00], sp[0x5900], 16, n=4
    vfill.f32 sp[0x2c00], 0.0, n=16
    wait c0.pe.0
    vmuli.f32 sp[0x4400], sp[0x4400], 0.17677669, n=4
    vlei.i32 sp[0x5880], sp[0x5480], 0, n=4
    vsel.f32 sp[0x4400], sp[0x5880], sp[0x4400], sp[0x5280], n=4
    vsel.f32 sp[0x4400], sp[0x5b00], sp[0x4400], sp[0x5280], n=4
    vrmax.f32 sp[0x5200], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x5000], sp[0x5200], -3.4028235e+38, n=1
    vsub.f32 sp[0x4400], sp[0x4400], sp[0x5000], n=4, b_mode=scalar:1
    vexp.f32 sp[0x4400], sp[0x4400], n=4
    vrsum.f32 sp[0x5100], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x4800], sp[0x4400], n=4, a_mode=full
    signal c0.pe.1
    vmaxi.f32 sp[0x5100], sp[0x5100], 1.1754944e-38, n=1
    wait c0.pe.1
    vdiv.f32 sp[0x4c00], sp[0x4c00], sp[0x5100], n=4, b_mode=scalar:1
    vbcast.f32 sp[0x4e00], sp[0x4c00], n=4, a_mode=full
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0x4e00], sticks=1, rows=4, stride=256
.program core=1 unit=load
    li r1, @slot0+0x200
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c1.pe.0
    li r1, @slot1+0x0
    ld sp[0x400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c1.pe.1
    li r1, @slot2+0x0
    ld sp[0x2400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c1.pe.2
.program core=1 unit=pe
    wait c1.load.0
    wait c1.load.1
    mmt.f32 sp[0x4400], sp[0x0], sp[0x400], m=4, k=1, n=1, acc=0
    signal c1.vector.0
    wait c1.vector.1
    wait c1.load.2
    mm.f32 sp[0x4c00], sp[0x4800], sp[0x2400], m=4, k=1, n=1, acc=0
    signal c1.vector.1
.program core=1 unit=vector
    vfill.f32 sp[0x5280], -inf, n=4
    viota.i32 sp[0x5480], start=0, n=4
    vdivi.i32 sp[0x5680], sp[0x5480], 32, n=4
    vmuli.i32 sp[0x5680], sp[0x5680], 33, n=4
    vsub.i32 sp[0x5480], sp[0x5480], sp[0x5680], n=4, b_mode=full
    viota.i32 sp[0x5900], start=0, n=4
    vremi.i32 sp[0x5900], sp[0x5900], 32, n=4
    vlti.i32 sp[0x5b00], sp[0x5900], 16, n=4
    vfill.f32 sp[0x2c00], 0.0, n=16
    wait c1.pe.0
    vmuli.f32 sp[0x4400], sp[0x4400], 0.17677669, n=4
    vlei.i32 sp[0x5880], sp[0x5480], 4, n=4
    vsel.f32 sp[0x4400], sp[0x5880], sp[0x4400], sp[0x5280], n=4
    vsel.f32 sp[0x4400], sp[0x5b00], sp[0x4400], sp[0x5280], n=4
    vrmax.f32 sp[0x5200], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x5000], sp[0x5200], -3.4028235e+38, n=1
    vsub.f32 sp[0x4400], sp[0x4400], sp[0x5000], n=4, b_mode=scalar:1
    vexp.f32 sp[0x4400], sp[0x4400], n=4
    vrsum.f32 sp[0x5100], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x4800], sp[0x4400], n=4, a_mode=full
    signal c1.pe.1
    vmaxi.f32 sp[0x5100], sp[0x5100], 1.1754944e-38, n=1
    wait c1.pe.1
    vdiv.f32 sp[0x4c00], sp[0x4c00], sp[0x5100], n=4, b_mode=scalar:1
    vbcast.f32 sp[0x4e00], sp[0x4c00], n=4, a_mode=full
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot3+0x400
    st dev[r1+0x0], sp[0x4e00], sticks=1, rows=4, stride=256
.program core=2 unit=load
    li r1, @slot0+0x400
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c2.pe.0
    li r1, @slot1+0x0
    ld sp[0x400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c2.pe.1
    li r1, @slot2+0x0
    ld sp[0x2400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c2.pe.2
.program core=2 unit=pe
    wait c2.load.0
    wait c2.load.1
    mmt.f32 sp[0x4400], sp[0x0], sp[0x400], m=4, k=1, n=1, acc=0
    signal c2.vector.0
    wait c2.vector.1
    wait c2.load.2
    mm.f32 sp[0x4c00], sp[0x4800], sp[0x2400], m=4, k=1, n=1, acc=0
    signal c2.vector.1
.program core=2 unit=vector
    vfill.f32 sp[0x5280], -inf, n=4
    viota.i32 sp[0x5480], start=0, n=4
    vdivi.i32 sp[0x5680], sp[0x5480], 32, n=4
    vmuli.i32 sp[0x5680], sp[0x5680], 33, n=4
    vsub.i32 sp[0x5480], sp[0x5480], sp[0x5680], n=4, b_mode=full
    viota.i32 sp[0x5900], start=0, n=4
    vremi.i32 sp[0x5900], sp[0x5900], 32, n=4
    vlti.i32 sp[0x5b00], sp[0x5900], 16, n=4
    vfill.f32 sp[0x2c00], 0.0, n=16
    wait c2.pe.0
    vmuli.f32 sp[0x4400], sp[0x4400], 0.17677669, n=4
    vlei.i32 sp[0x5880], sp[0x5480], 8, n=4
    vsel.f32 sp[0x4400], sp[0x5880], sp[0x4400], sp[0x5280], n=4
    vsel.f32 sp[0x4400], sp[0x5b00], sp[0x4400], sp[0x5280], n=4
    vrmax.f32 sp[0x5200], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x5000], sp[0x5200], -3.4028235e+38, n=1
    vsub.f32 sp[0x4400], sp[0x4400], sp[0x5000], n=4, b_mode=scalar:1
    vexp.f32 sp[0x4400], sp[0x4400], n=4
    vrsum.f32 sp[0x5100], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x4800], sp[0x4400], n=4, a_mode=full
    signal c2.pe.1
    vmaxi.f32 sp[0x5100], sp[0x5100], 1.1754944e-38, n=1
    wait c2.pe.1
    vdiv.f32 sp[0x4c00], sp[0x4c00], sp[0x5100], n=4, b_mode=scalar:1
    vbcast.f32 sp[0x4e00], sp[0x4c00], n=4, a_mode=full
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot3+0x800
    st dev[r1+0x0], sp[0x4e00], sticks=1, rows=4, stride=256
.program core=3 unit=load
    li r1, @slot0+0x600
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c3.pe.0
    li r1, @slot1+0x0
    ld sp[0x400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c3.pe.1
    li r1, @slot2+0x0
    ld sp[0x2400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c3.pe.2
.program core=3 unit=pe
    wait c3.load.0
    wait c3.load.1
    mmt.f32 sp[0x4400], sp[0x0], sp[0x400], m=4, k=1, n=1, acc=0
    signal c3.vector.0
    wait c3.vector.1
    wait c3.load.2
    mm.f32 sp[0x4c00], sp[0x4800], sp[0x2400], m=4, k=1, n=1, acc=0
    signal c3.vector.1
.program core=3 unit=vector
    vfill.f32 sp[0x5280], -inf, n=4
    viota.i32 sp[0x5480], start=0, n=4
    vdivi.i32 sp[0x5680], sp[0x5480], 32, n=4
    vmuli.i32 sp[0x5680], sp[0x5680], 33, n=4
    vsub.i32 sp[0x5480], sp[0x5480], sp[0x5680], n=4, b_mode=full
    viota.i32 sp[0x5900], start=0, n=4
    vremi.i32 sp[0x5900], sp[0x5900], 32, n=4
    vlti.i32 sp[0x5b00], sp[0x5900], 16, n=4
    vfill.f32 sp[0x2c00], 0.0, n=16
    wait c3.pe.0
    vmuli.f32 sp[0x4400], sp[0x4400], 0.17677669, n=4
    vlei.i32 sp[0x5880], sp[0x5480], 12, n=4
    vsel.f32 sp[0x4400], sp[0x5880], sp[0x4400], sp[0x5280], n=4
    vsel.f32 sp[0x4400], sp[0x5b00], sp[0x4400], sp[0x5280], n=4
    vrmax.f32 sp[0x5200], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x5000], sp[0x5200], -3.4028235e+38, n=1
    vsub.f32 sp[0x4400], sp[0x4400], sp[0x5000], n=4, b_mode=scalar:1
    vexp.f32 sp[0x4400], sp[0x4400], n=4
    vrsum.f32 sp[0x5100], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x4800], sp[0x4400], n=4, a_mode=full
    signal c3.pe.1
    vmaxi.f32 sp[0x5100], sp[0x5100], 1.1754944e-38, n=1
    wait c3.pe.1
    vdiv.f32 sp[0x4c00], sp[0x4c00], sp[0x5100], n=4, b_mode=scalar:1
    vbcast.f32 sp[0x4e00], sp[0x4c00], n=4, a_mode=full
    signal c3.store.1
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot3+0xc00
    st dev[r1+0x0], sp[0x4e00], sticks=1, rows=4, stride=256
.program core=4 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c4.pe.0
    li r1, @slot1+0x800
    ld sp[0x400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c4.pe.1
    li r1, @slot2+0x800
    ld sp[0x2400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c4.pe.2
.program core=4 unit=pe
    wait c4.load.0
    wait c4.load.1
    mmt.f32 sp[0x4400], sp[0x0], sp[0x400], m=4, k=1, n=1, acc=0
    signal c4.vector.0
    wait c4.vector.1
    wait c4.load.2
    mm.f32 sp[0x4c00], sp[0x4800], sp[0x2400], m=4, k=1, n=1, acc=0
    signal c4.vector.1
.program core=4 unit=vector
    vfill.f32 sp[0x5280], -inf, n=4
    viota.i32 sp[0x5480], start=0, n=4
    vdivi.i32 sp[0x5680], sp[0x5480], 32, n=4
    vmuli.i32 sp[0x5680], sp[0x5680], 33, n=4
    vsub.i32 sp[0x5480], sp[0x5480], sp[0x5680], n=4, b_mode=full
    viota.i32 sp[0x5900], start=0, n=4
    vremi.i32 sp[0x5900], sp[0x5900], 32, n=4
    vlti.i32 sp[0x5b00], sp[0x5900], 16, n=4
    vfill.f32 sp[0x2c00], 0.0, n=16
    wait c4.pe.0
    vmuli.f32 sp[0x4400], sp[0x4400], 0.17677669, n=4
    vlei.i32 sp[0x5880], sp[0x5480], 0, n=4
    vsel.f32 sp[0x4400], sp[0x5880], sp[0x4400], sp[0x5280], n=4
    vsel.f32 sp[0x4400], sp[0x5b00], sp[0x4400], sp[0x5280], n=4
    vrmax.f32 sp[0x5200], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x5000], sp[0x5200], -3.4028235e+38, n=1
    vsub.f32 sp[0x4400], sp[0x4400], sp[0x5000], n=4, b_mode=scalar:1
    vexp.f32 sp[0x4400], sp[0x4400], n=4
    vrsum.f32 sp[0x5100], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x4800], sp[0x4400], n=4, a_mode=full
    signal c4.pe.1
    vmaxi.f32 sp[0x5100], sp[0x5100], 1.1754944e-38, n=1
    wait c4.pe.1
    vdiv.f32 sp[0x4c00], sp[0x4c00], sp[0x5100], n=4, b_mode=scalar:1
    vbcast.f32 sp[0x4e00], sp[0x4c00], n=4, a_mode=full
    signal c4.store.1
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot3+0x80
    st dev[r1+0x0], sp[0x4e00], sticks=1, rows=4, stride=256
.program core=5 unit=load
    li r1, @slot0+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c5.pe.0
    li r1, @slot1+0x800
    ld sp[0x400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c5.pe.1
    li r1, @slot2+0x800
    ld sp[0x2400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c5.pe.2
.program core=5 unit=pe
    wait c5.load.0
    wait c5.load.1
    mmt.f32 sp[0x4400], sp[0x0], sp[0x400], m=4, k=1, n=1, acc=0
    signal c5.vector.0
    wait c5.vector.1
    wait c5.load.2
    mm.f32 sp[0x4c00], sp[0x4800], sp[0x2400], m=4, k=1, n=1, acc=0
    signal c5.vector.1
.program core=5 unit=vector
    vfill.f32 sp[0x5280], -inf, n=4
    viota.i32 sp[0x5480], start=0, n=4
    vdivi.i32 sp[0x5680], sp[0x5480], 32, n=4
    vmuli.i32 sp[0x5680], sp[0x5680], 33, n=4
    vsub.i32 sp[0x5480], sp[0x5480], sp[0x5680], n=4, b_mode=full
    viota.i32 sp[0x5900], start=0, n=4
    vremi.i32 sp[0x5900], sp[0x5900], 32, n=4
    vlti.i32 sp[0x5b00], sp[0x5900], 16, n=4
    vfill.f32 sp[0x2c00], 0.0, n=16
    wait c5.pe.0
    vmuli.f32 sp[0x4400], sp[0x4400], 0.17677669, n=4
    vlei.i32 sp[0x5880], sp[0x5480], 4, n=4
    vsel.f32 sp[0x4400], sp[0x5880], sp[0x4400], sp[0x5280], n=4
    vsel.f32 sp[0x4400], sp[0x5b00], sp[0x4400], sp[0x5280], n=4
    vrmax.f32 sp[0x5200], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x5000], sp[0x5200], -3.4028235e+38, n=1
    vsub.f32 sp[0x4400], sp[0x4400], sp[0x5000], n=4, b_mode=scalar:1
    vexp.f32 sp[0x4400], sp[0x4400], n=4
    vrsum.f32 sp[0x5100], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x4800], sp[0x4400], n=4, a_mode=full
    signal c5.pe.1
    vmaxi.f32 sp[0x5100], sp[0x5100], 1.1754944e-38, n=1
    wait c5.pe.1
    vdiv.f32 sp[0x4c00], sp[0x4c00], sp[0x5100], n=4, b_mode=scalar:1
    vbcast.f32 sp[0x4e00], sp[0x4c00], n=4, a_mode=full
    signal c5.store.1
.program core=5 unit=store
    wait c5.vector.1
    li r1, @slot3+0x480
    st dev[r1+0x0], sp[0x4e00], sticks=1, rows=4, stride=256
.program core=6 unit=load
    li r1, @slot0+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c6.pe.0
    li r1, @slot1+0x800
    ld sp[0x400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c6.pe.1
    li r1, @slot2+0x800
    ld sp[0x2400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c6.pe.2
.program core=6 unit=pe
    wait c6.load.0
    wait c6.load.1
    mmt.f32 sp[0x4400], sp[0x0], sp[0x400], m=4, k=1, n=1, acc=0
    signal c6.vector.0
    wait c6.vector.1
    wait c6.load.2
    mm.f32 sp[0x4c00], sp[0x4800], sp[0x2400], m=4, k=1, n=1, acc=0
    signal c6.vector.1
.program core=6 unit=vector
    vfill.f32 sp[0x5280], -inf, n=4
    viota.i32 sp[0x5480], start=0, n=4
    vdivi.i32 sp[0x5680], sp[0x5480], 32, n=4
    vmuli.i32 sp[0x5680], sp[0x5680], 33, n=4
    vsub.i32 sp[0x5480], sp[0x5480], sp[0x5680], n=4, b_mode=full
    viota.i32 sp[0x5900], start=0, n=4
    vremi.i32 sp[0x5900], sp[0x5900], 32, n=4
    vlti.i32 sp[0x5b00], sp[0x5900], 16, n=4
    vfill.f32 sp[0x2c00], 0.0, n=16
    wait c6.pe.0
    vmuli.f32 sp[0x4400], sp[0x4400], 0.17677669, n=4
    vlei.i32 sp[0x5880], sp[0x5480], 8, n=4
    vsel.f32 sp[0x4400], sp[0x5880], sp[0x4400], sp[0x5280], n=4
    vsel.f32 sp[0x4400], sp[0x5b00], sp[0x4400], sp[0x5280], n=4
    vrmax.f32 sp[0x5200], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x5000], sp[0x5200], -3.4028235e+38, n=1
    vsub.f32 sp[0x4400], sp[0x4400], sp[0x5000], n=4, b_mode=scalar:1
    vexp.f32 sp[0x4400], sp[0x4400], n=4
    vrsum.f32 sp[0x5100], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x4800], sp[0x4400], n=4, a_mode=full
    signal c6.pe.1
    vmaxi.f32 sp[0x5100], sp[0x5100], 1.1754944e-38, n=1
    wait c6.pe.1
    vdiv.f32 sp[0x4c00], sp[0x4c00], sp[0x5100], n=4, b_mode=scalar:1
    vbcast.f32 sp[0x4e00], sp[0x4c00], n=4, a_mode=full
    signal c6.store.1
.program core=6 unit=store
    wait c6.vector.1
    li r1, @slot3+0x880
    st dev[r1+0x0], sp[0x4e00], sticks=1, rows=4, stride=256
.program core=7 unit=load
    li r1, @slot0+0xe00
    ld sp[0x0], dev[r1+0x0], sticks=4, rows=1, stride=0
    signal c7.pe.0
    li r1, @slot1+0x800
    ld sp[0x400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c7.pe.1
    li r1, @slot2+0x800
    ld sp[0x2400], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c7.pe.2
.program core=7 unit=pe
    wait c7.load.0
    wait c7.load.1
    mmt.f32 sp[0x4400], sp[0x0], sp[0x400], m=4, k=1, n=1, acc=0
    signal c7.vector.0
    wait c7.vector.1
    wait c7.load.2
    mm.f32 sp[0x4c00], sp[0x4800], sp[0x2400], m=4, k=1, n=1, acc=0
    signal c7.vector.1
.program core=7 unit=vector
    vfill.f32 sp[0x5280], -inf, n=4
    viota.i32 sp[0x5480], start=0, n=4
    vdivi.i32 sp[0x5680], sp[0x5480], 32, n=4
    vmuli.i32 sp[0x5680], sp[0x5680], 33, n=4
    vsub.i32 sp[0x5480], sp[0x5480], sp[0x5680], n=4, b_mode=full
    viota.i32 sp[0x5900], start=0, n=4
    vremi.i32 sp[0x5900], sp[0x5900], 32, n=4
    vlti.i32 sp[0x5b00], sp[0x5900], 16, n=4
    vfill.f32 sp[0x2c00], 0.0, n=16
    wait c7.pe.0
    vmuli.f32 sp[0x4400], sp[0x4400], 0.17677669, n=4
    vlei.i32 sp[0x5880], sp[0x5480], 12, n=4
    vsel.f32 sp[0x4400], sp[0x5880], sp[0x4400], sp[0x5280], n=4
    vsel.f32 sp[0x4400], sp[0x5b00], sp[0x4400], sp[0x5280], n=4
    vrmax.f32 sp[0x5200], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x5000], sp[0x5200], -3.4028235e+38, n=1
    vsub.f32 sp[0x4400], sp[0x4400], sp[0x5000], n=4, b_mode=scalar:1
    vexp.f32 sp[0x4400], sp[0x4400], n=4
    vrsum.f32 sp[0x5100], sp[0x4400], n=4, g=1, axis=within, to=f32, acc=0
    vbcast.f32 sp[0x4800], sp[0x4400], n=4, a_mode=full
    signal c7.pe.1
    vmaxi.f32 sp[0x5100], sp[0x5100], 1.1754944e-38, n=1
    wait c7.pe.1
    vdiv.f32 sp[0x4c00], sp[0x4c00], sp[0x5100], n=4, b_mode=scalar:1
    vbcast.f32 sp[0x4e00], sp[0x4c00], n=4, a_mode=full
    signal c7.store.1
.program core=7 unit=store
    wait c7.vector.1
    li r1, @slot3+0xc80
    st dev[r1+0x0], sp[0x4e00], sticks=1, rows=4, stride=256
