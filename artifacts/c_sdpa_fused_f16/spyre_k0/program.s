; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c0.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c0.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c0.pe.2
.program core=0 unit=pe
    wait c0.load.0
    wait c0.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c0.vector.0
    wait c0.vector.1
    wait c0.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c0.vector.1
.program core=0 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c0.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 0, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c0.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c0.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=1 unit=load
    li r1, @slot0+0x180
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c1.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c1.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c1.pe.2
.program core=1 unit=pe
    wait c1.load.0
    wait c1.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c1.vector.0
    wait c1.vector.1
    wait c1.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c1.vector.1
.program core=1 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c1.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 3, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c1.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c1.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot3+0x300
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=2 unit=load
    li r1, @slot0+0x300
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c2.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c2.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c2.pe.2
.program core=2 unit=pe
    wait c2.load.0
    wait c2.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c2.vector.0
    wait c2.vector.1
    wait c2.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c2.vector.1
.program core=2 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c2.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 6, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c2.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c2.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot3+0x600
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=3 unit=load
    li r1, @slot0+0x480
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c3.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c3.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c3.pe.2
.program core=3 unit=pe
    wait c3.load.0
    wait c3.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c3.vector.0
    wait c3.vector.1
    wait c3.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c3.vector.1
.program core=3 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c3.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 9, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c3.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c3.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c3.store.1
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot3+0x900
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=4 unit=load
    li r1, @slot0+0x600
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c4.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c4.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c4.pe.2
.program core=4 unit=pe
    wait c4.load.0
    wait c4.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c4.vector.0
    wait c4.vector.1
    wait c4.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c4.vector.1
.program core=4 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c4.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 12, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c4.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c4.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c4.store.1
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot3+0xc00
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=5 unit=load
    li r1, @slot0+0x780
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c5.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c5.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c5.pe.2
.program core=5 unit=pe
    wait c5.load.0
    wait c5.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c5.vector.0
    wait c5.vector.1
    wait c5.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c5.vector.1
.program core=5 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c5.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 15, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c5.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c5.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c5.store.1
.program core=5 unit=store
    wait c5.vector.1
    li r1, @slot3+0xf00
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=6 unit=load
    li r1, @slot0+0x900
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c6.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c6.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c6.pe.2
.program core=6 unit=pe
    wait c6.load.0
    wait c6.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c6.vector.0
    wait c6.vector.1
    wait c6.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c6.vector.1
.program core=6 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c6.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 18, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c6.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c6.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c6.store.1
.program core=6 unit=store
    wait c6.vector.1
    li r1, @slot3+0x1200
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=7 unit=load
    li r1, @slot0+0xa80
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c7.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c7.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c7.pe.2
.program core=7 unit=pe
    wait c7.load.0
    wait c7.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c7.vector.0
    wait c7.vector.1
    wait c7.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c7.vector.1
.program core=7 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c7.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 21, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c7.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c7.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c7.store.1
.program core=7 unit=store
    wait c7.vector.1
    li r1, @slot3+0x1500
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=8 unit=load
    li r1, @slot0+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c8.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c8.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c8.pe.2
.program core=8 unit=pe
    wait c8.load.0
    wait c8.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c8.vector.0
    wait c8.vector.1
    wait c8.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c8.vector.1
.program core=8 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c8.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 24, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c8.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c8.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c8.store.1
.program core=8 unit=store
    wait c8.vector.1
    li r1, @slot3+0x1800
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=9 unit=load
    li r1, @slot0+0xd80
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c9.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c9.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c9.pe.2
.program core=9 unit=pe
    wait c9.load.0
    wait c9.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c9.vector.0
    wait c9.vector.1
    wait c9.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c9.vector.1
.program core=9 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c9.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 27, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c9.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c9.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c9.store.1
.program core=9 unit=store
    wait c9.vector.1
    li r1, @slot3+0x1b00
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=10 unit=load
    li r1, @slot0+0xf00
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c10.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c10.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c10.pe.2
.program core=10 unit=pe
    wait c10.load.0
    wait c10.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c10.vector.0
    wait c10.vector.1
    wait c10.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c10.vector.1
.program core=10 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c10.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 30, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c10.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c10.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c10.store.1
.program core=10 unit=store
    wait c10.vector.1
    li r1, @slot3+0x1e00
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=11 unit=load
    li r1, @slot0+0x1080
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c11.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c11.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c11.pe.2
.program core=11 unit=pe
    wait c11.load.0
    wait c11.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c11.vector.0
    wait c11.vector.1
    wait c11.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c11.vector.1
.program core=11 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c11.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 33, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c11.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c11.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c11.store.1
.program core=11 unit=store
    wait c11.vector.1
    li r1, @slot3+0x2100
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=12 unit=load
    li r1, @slot0+0x1200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c12.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c12.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c12.pe.2
.program core=12 unit=pe
    wait c12.load.0
    wait c12.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=1, k=1, n=1, acc=0
    signal c12.vector.0
    wait c12.vector.1
    wait c12.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=1, k=1, n=1, acc=0
    signal c12.vector.1
.program core=12 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c12.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=2
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=2
    vrmax.f32 sp[0x9280], sp[0x8300], n=2, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=2, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=2
    vrsum.f32 sp[0x9180], sp[0x8300], n=2, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=2, to=f16
    signal c12.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c12.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=2, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=2, to=f16
    signal c12.store.1
.program core=12 unit=store
    wait c12.vector.1
    li r1, @slot3+0x2400
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=1, stride=0
.program core=13 unit=load
    li r1, @slot0+0x1280
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c13.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c13.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c13.pe.2
.program core=13 unit=pe
    wait c13.load.0
    wait c13.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c13.vector.0
    wait c13.vector.1
    wait c13.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c13.vector.1
.program core=13 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c13.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 0, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c13.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c13.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c13.store.1
.program core=13 unit=store
    wait c13.vector.1
    li r1, @slot3+0x80
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=14 unit=load
    li r1, @slot0+0x1400
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c14.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c14.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c14.pe.2
.program core=14 unit=pe
    wait c14.load.0
    wait c14.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c14.vector.0
    wait c14.vector.1
    wait c14.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c14.vector.1
.program core=14 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c14.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 3, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c14.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c14.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c14.store.1
.program core=14 unit=store
    wait c14.vector.1
    li r1, @slot3+0x380
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=15 unit=load
    li r1, @slot0+0x1580
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c15.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c15.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c15.pe.2
.program core=15 unit=pe
    wait c15.load.0
    wait c15.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c15.vector.0
    wait c15.vector.1
    wait c15.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c15.vector.1
.program core=15 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c15.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 6, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c15.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c15.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c15.store.1
.program core=15 unit=store
    wait c15.vector.1
    li r1, @slot3+0x680
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=16 unit=load
    li r1, @slot0+0x1700
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c16.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c16.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c16.pe.2
.program core=16 unit=pe
    wait c16.load.0
    wait c16.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c16.vector.0
    wait c16.vector.1
    wait c16.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c16.vector.1
.program core=16 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c16.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 9, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c16.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c16.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c16.store.1
.program core=16 unit=store
    wait c16.vector.1
    li r1, @slot3+0x980
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=17 unit=load
    li r1, @slot0+0x1880
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c17.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c17.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c17.pe.2
.program core=17 unit=pe
    wait c17.load.0
    wait c17.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c17.vector.0
    wait c17.vector.1
    wait c17.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c17.vector.1
.program core=17 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c17.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 12, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c17.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c17.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c17.store.1
.program core=17 unit=store
    wait c17.vector.1
    li r1, @slot3+0xc80
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=18 unit=load
    li r1, @slot0+0x1a00
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c18.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c18.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c18.pe.2
.program core=18 unit=pe
    wait c18.load.0
    wait c18.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c18.vector.0
    wait c18.vector.1
    wait c18.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c18.vector.1
.program core=18 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c18.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 15, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c18.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c18.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c18.store.1
.program core=18 unit=store
    wait c18.vector.1
    li r1, @slot3+0xf80
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=19 unit=load
    li r1, @slot0+0x1b80
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c19.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c19.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c19.pe.2
.program core=19 unit=pe
    wait c19.load.0
    wait c19.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c19.vector.0
    wait c19.vector.1
    wait c19.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c19.vector.1
.program core=19 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c19.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 18, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c19.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c19.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c19.store.1
.program core=19 unit=store
    wait c19.vector.1
    li r1, @slot3+0x1280
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=20 unit=load
    li r1, @slot0+0x1d00
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c20.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c20.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c20.pe.2
.program core=20 unit=pe
    wait c20.load.0
    wait c20.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c20.vector.0
    wait c20.vector.1
    wait c20.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c20.vector.1
.program core=20 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c20.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 21, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c20.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c20.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c20.store.1
.program core=20 unit=store
    wait c20.vector.1
    li r1, @slot3+0x1580
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=21 unit=load
    li r1, @slot0+0x1e80
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c21.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c21.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c21.pe.2
.program core=21 unit=pe
    wait c21.load.0
    wait c21.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c21.vector.0
    wait c21.vector.1
    wait c21.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c21.vector.1
.program core=21 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c21.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 24, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c21.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c21.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c21.store.1
.program core=21 unit=store
    wait c21.vector.1
    li r1, @slot3+0x1880
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=22 unit=load
    li r1, @slot0+0x2000
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c22.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c22.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c22.pe.2
.program core=22 unit=pe
    wait c22.load.0
    wait c22.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c22.vector.0
    wait c22.vector.1
    wait c22.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c22.vector.1
.program core=22 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c22.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 27, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c22.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c22.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c22.store.1
.program core=22 unit=store
    wait c22.vector.1
    li r1, @slot3+0x1b80
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=23 unit=load
    li r1, @slot0+0x2180
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c23.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c23.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c23.pe.2
.program core=23 unit=pe
    wait c23.load.0
    wait c23.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c23.vector.0
    wait c23.vector.1
    wait c23.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c23.vector.1
.program core=23 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c23.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 30, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c23.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c23.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c23.store.1
.program core=23 unit=store
    wait c23.vector.1
    li r1, @slot3+0x1e80
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=24 unit=load
    li r1, @slot0+0x2300
    ld sp[0x0], dev[r1+0x0], sticks=3, rows=1, stride=0
    signal c24.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c24.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c24.pe.2
.program core=24 unit=pe
    wait c24.load.0
    wait c24.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=3, k=1, n=1, acc=0
    signal c24.vector.0
    wait c24.vector.1
    wait c24.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=3, k=1, n=1, acc=0
    signal c24.vector.1
.program core=24 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c24.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=6
    vlei.i32 sp[0x9c00], sp[0x9600], 33, n=6
    vsel.f32 sp[0x8300], sp[0x9c00], sp[0x8300], sp[0x9300], n=6
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=6
    vrmax.f32 sp[0x9280], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=6, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=6
    vrsum.f32 sp[0x9180], sp[0x8300], n=6, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=6, to=f16
    signal c24.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c24.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=6, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=6, to=f16
    signal c24.store.1
.program core=24 unit=store
    wait c24.vector.1
    li r1, @slot3+0x2180
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=3, stride=256
.program core=25 unit=load
    li r1, @slot0+0x2480
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c25.pe.0
    li r1, @slot1+0x0
    ld sp[0x300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c25.pe.1
    li r1, @slot2+0x0
    ld sp[0x4300], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c25.pe.2
.program core=25 unit=pe
    wait c25.load.0
    wait c25.load.1
    mmt.f16 sp[0x8300], sp[0x0], sp[0x300], m=1, k=1, n=1, acc=0
    signal c25.vector.0
    wait c25.vector.1
    wait c25.load.2
    mm.f16 sp[0x8c00], sp[0x8900], sp[0x4300], m=1, k=1, n=1, acc=0
    signal c25.vector.1
.program core=25 unit=vector
    vfill.f32 sp[0x9300], -inf, n=6
    viota.i32 sp[0x9600], start=0, n=6
    vdivi.i32 sp[0x9900], sp[0x9600], 64, n=6
    vmuli.i32 sp[0x9900], sp[0x9900], 65, n=6
    vsub.i32 sp[0x9600], sp[0x9600], sp[0x9900], n=6, b_mode=full
    viota.i32 sp[0x9d00], start=0, n=6
    vremi.i32 sp[0x9d00], sp[0x9d00], 64, n=6
    vlti.i32 sp[0xa000], sp[0x9d00], 37, n=6
    vfill.f16 sp[0x5580], 0.0, n=27
    wait c25.pe.0
    vmuli.f32 sp[0x8300], sp[0x8300], 0.125, n=2
    vsel.f32 sp[0x8300], sp[0xa000], sp[0x8300], sp[0x9300], n=2
    vrmax.f32 sp[0x9280], sp[0x8300], n=2, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0x9080], sp[0x9280], -3.4028235e+38, n=1
    vsub.f32 sp[0x8300], sp[0x8300], sp[0x9080], n=2, b_mode=scalar:2
    vexp.f32 sp[0x8300], sp[0x8300], n=2
    vrsum.f32 sp[0x9180], sp[0x8300], n=2, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x8900], sp[0x8300], n=2, to=f16
    signal c25.pe.1
    vmaxi.f32 sp[0x9180], sp[0x9180], 1.1754944e-38, n=1
    wait c25.pe.1
    vdiv.f32 sp[0x8c00], sp[0x8c00], sp[0x9180], n=2, b_mode=scalar:2
    vcast.f32 sp[0x8f00], sp[0x8c00], n=2, to=f16
    signal c25.store.1
.program core=25 unit=store
    wait c25.vector.1
    li r1, @slot3+0x2480
    st dev[r1+0x0], sp[0x8f00], sticks=1, rows=1, stride=0
