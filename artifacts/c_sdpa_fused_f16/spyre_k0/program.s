; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=10, rows=1, stride=0
    signal c0.pe.0
    li r1, @slot1+0x0
    ld sp[0xa00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c0.pe.1
    li r1, @slot2+0x0
    ld sp[0x4a00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c0.pe.2
.program core=0 unit=pe
    wait c0.load.0
    wait c0.load.1
    mmt.f16 sp[0x8a00], sp[0x0], sp[0xa00], m=10, k=1, n=1, acc=0
    signal c0.vector.0
    wait c0.vector.1
    wait c0.load.2
    mm.f16 sp[0xa800], sp[0x9e00], sp[0x4a00], m=10, k=1, n=1, acc=0
    signal c0.vector.1
.program core=0 unit=vector
    vfill.f32 sp[0xb980], -inf, n=20
    viota.i32 sp[0xc380], start=0, n=20
    vdivi.i32 sp[0xcd80], sp[0xc380], 64, n=20
    vmuli.i32 sp[0xcd80], sp[0xcd80], 65, n=20
    vsub.i32 sp[0xc380], sp[0xc380], sp[0xcd80], n=20, b_mode=full
    viota.i32 sp[0xda00], start=0, n=20
    vremi.i32 sp[0xda00], sp[0xda00], 64, n=20
    vlti.i32 sp[0xe400], sp[0xda00], 37, n=20
    wait c0.pe.0
    vmuli.f32 sp[0x8a00], sp[0x8a00], 0.125, n=20
    vlei.i32 sp[0xd780], sp[0xc380], 0, n=20
    vsel.f32 sp[0x8a00], sp[0xd780], sp[0x8a00], sp[0xb980], n=20
    vsel.f32 sp[0x8a00], sp[0xe400], sp[0x8a00], sp[0xb980], n=20
    vrmax.f32 sp[0xb900], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0xb700], sp[0xb900], -3.4028235e+38, n=1
    vsub.f32 sp[0x8a00], sp[0x8a00], sp[0xb700], n=20, b_mode=scalar:2
    vexp.f32 sp[0x8a00], sp[0x8a00], n=20
    vrsum.f32 sp[0xb800], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x9e00], sp[0x8a00], n=20, to=f16
    vfill.f16 sp[0x5c80], 0.0, n=27
    signal c0.pe.1
    wait c0.pe.1
    vdiv.f32 sp[0xa800], sp[0xa800], sp[0xb800], n=20, b_mode=scalar:2
    vcast.f32 sp[0xb200], sp[0xa800], n=20, to=f16
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0xb200], sticks=10, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x500
    ld sp[0x0], dev[r1+0x0], sticks=10, rows=1, stride=0
    signal c1.pe.0
    li r1, @slot1+0x0
    ld sp[0xa00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c1.pe.1
    li r1, @slot2+0x0
    ld sp[0x4a00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c1.pe.2
.program core=1 unit=pe
    wait c1.load.0
    wait c1.load.1
    mmt.f16 sp[0x8a00], sp[0x0], sp[0xa00], m=10, k=1, n=1, acc=0
    signal c1.vector.0
    wait c1.vector.1
    wait c1.load.2
    mm.f16 sp[0xa800], sp[0x9e00], sp[0x4a00], m=10, k=1, n=1, acc=0
    signal c1.vector.1
.program core=1 unit=vector
    vfill.f32 sp[0xb980], -inf, n=20
    viota.i32 sp[0xc380], start=0, n=20
    vdivi.i32 sp[0xcd80], sp[0xc380], 64, n=20
    vmuli.i32 sp[0xcd80], sp[0xcd80], 65, n=20
    vsub.i32 sp[0xc380], sp[0xc380], sp[0xcd80], n=20, b_mode=full
    viota.i32 sp[0xda00], start=0, n=20
    vremi.i32 sp[0xda00], sp[0xda00], 64, n=20
    vlti.i32 sp[0xe400], sp[0xda00], 37, n=20
    wait c1.pe.0
    vmuli.f32 sp[0x8a00], sp[0x8a00], 0.125, n=20
    vlei.i32 sp[0xd780], sp[0xc380], 10, n=20
    vsel.f32 sp[0x8a00], sp[0xd780], sp[0x8a00], sp[0xb980], n=20
    vsel.f32 sp[0x8a00], sp[0xe400], sp[0x8a00], sp[0xb980], n=20
    vrmax.f32 sp[0xb900], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0xb700], sp[0xb900], -3.4028235e+38, n=1
    vsub.f32 sp[0x8a00], sp[0x8a00], sp[0xb700], n=20, b_mode=scalar:2
    vexp.f32 sp[0x8a00], sp[0x8a00], n=20
    vrsum.f32 sp[0xb800], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x9e00], sp[0x8a00], n=20, to=f16
    vfill.f16 sp[0x5c80], 0.0, n=27
    signal c1.pe.1
    wait c1.pe.1
    vdiv.f32 sp[0xa800], sp[0xa800], sp[0xb800], n=20, b_mode=scalar:2
    vcast.f32 sp[0xb200], sp[0xa800], n=20, to=f16
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot3+0x500
    st dev[r1+0x0], sp[0xb200], sticks=10, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=10, rows=1, stride=0
    signal c2.pe.0
    li r1, @slot1+0x0
    ld sp[0xa00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c2.pe.1
    li r1, @slot2+0x0
    ld sp[0x4a00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c2.pe.2
.program core=2 unit=pe
    wait c2.load.0
    wait c2.load.1
    mmt.f16 sp[0x8a00], sp[0x0], sp[0xa00], m=10, k=1, n=1, acc=0
    signal c2.vector.0
    wait c2.vector.1
    wait c2.load.2
    mm.f16 sp[0xa800], sp[0x9e00], sp[0x4a00], m=10, k=1, n=1, acc=0
    signal c2.vector.1
.program core=2 unit=vector
    vfill.f32 sp[0xb980], -inf, n=20
    viota.i32 sp[0xc380], start=0, n=20
    vdivi.i32 sp[0xcd80], sp[0xc380], 64, n=20
    vmuli.i32 sp[0xcd80], sp[0xcd80], 65, n=20
    vsub.i32 sp[0xc380], sp[0xc380], sp[0xcd80], n=20, b_mode=full
    viota.i32 sp[0xda00], start=0, n=20
    vremi.i32 sp[0xda00], sp[0xda00], 64, n=20
    vlti.i32 sp[0xe400], sp[0xda00], 37, n=20
    wait c2.pe.0
    vmuli.f32 sp[0x8a00], sp[0x8a00], 0.125, n=20
    vlei.i32 sp[0xd780], sp[0xc380], 20, n=20
    vsel.f32 sp[0x8a00], sp[0xd780], sp[0x8a00], sp[0xb980], n=20
    vsel.f32 sp[0x8a00], sp[0xe400], sp[0x8a00], sp[0xb980], n=20
    vrmax.f32 sp[0xb900], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0xb700], sp[0xb900], -3.4028235e+38, n=1
    vsub.f32 sp[0x8a00], sp[0x8a00], sp[0xb700], n=20, b_mode=scalar:2
    vexp.f32 sp[0x8a00], sp[0x8a00], n=20
    vrsum.f32 sp[0xb800], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x9e00], sp[0x8a00], n=20, to=f16
    vfill.f16 sp[0x5c80], 0.0, n=27
    signal c2.pe.1
    wait c2.pe.1
    vdiv.f32 sp[0xa800], sp[0xa800], sp[0xb800], n=20, b_mode=scalar:2
    vcast.f32 sp[0xb200], sp[0xa800], n=20, to=f16
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot3+0xa00
    st dev[r1+0x0], sp[0xb200], sticks=10, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0xf00
    ld sp[0x0], dev[r1+0x0], sticks=7, rows=1, stride=0
    signal c3.pe.0
    li r1, @slot1+0x0
    ld sp[0xa00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c3.pe.1
    li r1, @slot2+0x0
    ld sp[0x4a00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c3.pe.2
.program core=3 unit=pe
    wait c3.load.0
    wait c3.load.1
    mmt.f16 sp[0x8a00], sp[0x0], sp[0xa00], m=7, k=1, n=1, acc=0
    signal c3.vector.0
    wait c3.vector.1
    wait c3.load.2
    mm.f16 sp[0xa800], sp[0x9e00], sp[0x4a00], m=7, k=1, n=1, acc=0
    signal c3.vector.1
.program core=3 unit=vector
    vfill.f32 sp[0xb980], -inf, n=20
    viota.i32 sp[0xc380], start=0, n=20
    vdivi.i32 sp[0xcd80], sp[0xc380], 64, n=20
    vmuli.i32 sp[0xcd80], sp[0xcd80], 65, n=20
    vsub.i32 sp[0xc380], sp[0xc380], sp[0xcd80], n=20, b_mode=full
    viota.i32 sp[0xda00], start=0, n=20
    vremi.i32 sp[0xda00], sp[0xda00], 64, n=20
    vlti.i32 sp[0xe400], sp[0xda00], 37, n=20
    wait c3.pe.0
    vmuli.f32 sp[0x8a00], sp[0x8a00], 0.125, n=14
    vlei.i32 sp[0xd780], sp[0xc380], 30, n=14
    vsel.f32 sp[0x8a00], sp[0xd780], sp[0x8a00], sp[0xb980], n=14
    vsel.f32 sp[0x8a00], sp[0xe400], sp[0x8a00], sp[0xb980], n=14
    vrmax.f32 sp[0xb900], sp[0x8a00], n=14, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0xb700], sp[0xb900], -3.4028235e+38, n=1
    vsub.f32 sp[0x8a00], sp[0x8a00], sp[0xb700], n=14, b_mode=scalar:2
    vexp.f32 sp[0x8a00], sp[0x8a00], n=14
    vrsum.f32 sp[0xb800], sp[0x8a00], n=14, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x9e00], sp[0x8a00], n=14, to=f16
    vfill.f16 sp[0x5c80], 0.0, n=27
    signal c3.pe.1
    wait c3.pe.1
    vdiv.f32 sp[0xa800], sp[0xa800], sp[0xb800], n=14, b_mode=scalar:2
    vcast.f32 sp[0xb200], sp[0xa800], n=14, to=f16
    signal c3.store.1
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot3+0xf00
    st dev[r1+0x0], sp[0xb200], sticks=7, rows=1, stride=0
.program core=4 unit=load
    li r1, @slot0+0x1280
    ld sp[0x0], dev[r1+0x0], sticks=10, rows=1, stride=0
    signal c4.pe.0
    li r1, @slot1+0x0
    ld sp[0xa00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c4.pe.1
    li r1, @slot2+0x0
    ld sp[0x4a00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c4.pe.2
.program core=4 unit=pe
    wait c4.load.0
    wait c4.load.1
    mmt.f16 sp[0x8a00], sp[0x0], sp[0xa00], m=10, k=1, n=1, acc=0
    signal c4.vector.0
    wait c4.vector.1
    wait c4.load.2
    mm.f16 sp[0xa800], sp[0x9e00], sp[0x4a00], m=10, k=1, n=1, acc=0
    signal c4.vector.1
.program core=4 unit=vector
    vfill.f32 sp[0xb980], -inf, n=20
    viota.i32 sp[0xc380], start=0, n=20
    vdivi.i32 sp[0xcd80], sp[0xc380], 64, n=20
    vmuli.i32 sp[0xcd80], sp[0xcd80], 65, n=20
    vsub.i32 sp[0xc380], sp[0xc380], sp[0xcd80], n=20, b_mode=full
    viota.i32 sp[0xda00], start=0, n=20
    vremi.i32 sp[0xda00], sp[0xda00], 64, n=20
    vlti.i32 sp[0xe400], sp[0xda00], 37, n=20
    wait c4.pe.0
    vmuli.f32 sp[0x8a00], sp[0x8a00], 0.125, n=20
    vlei.i32 sp[0xd780], sp[0xc380], 0, n=20
    vsel.f32 sp[0x8a00], sp[0xd780], sp[0x8a00], sp[0xb980], n=20
    vsel.f32 sp[0x8a00], sp[0xe400], sp[0x8a00], sp[0xb980], n=20
    vrmax.f32 sp[0xb900], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0xb700], sp[0xb900], -3.4028235e+38, n=1
    vsub.f32 sp[0x8a00], sp[0x8a00], sp[0xb700], n=20, b_mode=scalar:2
    vexp.f32 sp[0x8a00], sp[0x8a00], n=20
    vrsum.f32 sp[0xb800], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x9e00], sp[0x8a00], n=20, to=f16
    vfill.f16 sp[0x5c80], 0.0, n=27
    signal c4.pe.1
    wait c4.pe.1
    vdiv.f32 sp[0xa800], sp[0xa800], sp[0xb800], n=20, b_mode=scalar:2
    vcast.f32 sp[0xb200], sp[0xa800], n=20, to=f16
    signal c4.store.1
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot3+0x1280
    st dev[r1+0x0], sp[0xb200], sticks=10, rows=1, stride=0
.program core=5 unit=load
    li r1, @slot0+0x1780
    ld sp[0x0], dev[r1+0x0], sticks=10, rows=1, stride=0
    signal c5.pe.0
    li r1, @slot1+0x0
    ld sp[0xa00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c5.pe.1
    li r1, @slot2+0x0
    ld sp[0x4a00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c5.pe.2
.program core=5 unit=pe
    wait c5.load.0
    wait c5.load.1
    mmt.f16 sp[0x8a00], sp[0x0], sp[0xa00], m=10, k=1, n=1, acc=0
    signal c5.vector.0
    wait c5.vector.1
    wait c5.load.2
    mm.f16 sp[0xa800], sp[0x9e00], sp[0x4a00], m=10, k=1, n=1, acc=0
    signal c5.vector.1
.program core=5 unit=vector
    vfill.f32 sp[0xb980], -inf, n=20
    viota.i32 sp[0xc380], start=0, n=20
    vdivi.i32 sp[0xcd80], sp[0xc380], 64, n=20
    vmuli.i32 sp[0xcd80], sp[0xcd80], 65, n=20
    vsub.i32 sp[0xc380], sp[0xc380], sp[0xcd80], n=20, b_mode=full
    viota.i32 sp[0xda00], start=0, n=20
    vremi.i32 sp[0xda00], sp[0xda00], 64, n=20
    vlti.i32 sp[0xe400], sp[0xda00], 37, n=20
    wait c5.pe.0
    vmuli.f32 sp[0x8a00], sp[0x8a00], 0.125, n=20
    vlei.i32 sp[0xd780], sp[0xc380], 10, n=20
    vsel.f32 sp[0x8a00], sp[0xd780], sp[0x8a00], sp[0xb980], n=20
    vsel.f32 sp[0x8a00], sp[0xe400], sp[0x8a00], sp[0xb980], n=20
    vrmax.f32 sp[0xb900], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0xb700], sp[0xb900], -3.4028235e+38, n=1
    vsub.f32 sp[0x8a00], sp[0x8a00], sp[0xb700], n=20, b_mode=scalar:2
    vexp.f32 sp[0x8a00], sp[0x8a00], n=20
    vrsum.f32 sp[0xb800], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x9e00], sp[0x8a00], n=20, to=f16
    vfill.f16 sp[0x5c80], 0.0, n=27
    signal c5.pe.1
    wait c5.pe.1
    vdiv.f32 sp[0xa800], sp[0xa800], sp[0xb800], n=20, b_mode=scalar:2
    vcast.f32 sp[0xb200], sp[0xa800], n=20, to=f16
    signal c5.store.1
.program core=5 unit=store
    wait c5.vector.1
    li r1, @slot3+0x1780
    st dev[r1+0x0], sp[0xb200], sticks=10, rows=1, stride=0
.program core=6 unit=load
    li r1, @slot0+0x1c80
    ld sp[0x0], dev[r1+0x0], sticks=10, rows=1, stride=0
    signal c6.pe.0
    li r1, @slot1+0x0
    ld sp[0xa00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c6.pe.1
    li r1, @slot2+0x0
    ld sp[0x4a00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c6.pe.2
.program core=6 unit=pe
    wait c6.load.0
    wait c6.load.1
    mmt.f16 sp[0x8a00], sp[0x0], sp[0xa00], m=10, k=1, n=1, acc=0
    signal c6.vector.0
    wait c6.vector.1
    wait c6.load.2
    mm.f16 sp[0xa800], sp[0x9e00], sp[0x4a00], m=10, k=1, n=1, acc=0
    signal c6.vector.1
.program core=6 unit=vector
    vfill.f32 sp[0xb980], -inf, n=20
    viota.i32 sp[0xc380], start=0, n=20
    vdivi.i32 sp[0xcd80], sp[0xc380], 64, n=20
    vmuli.i32 sp[0xcd80], sp[0xcd80], 65, n=20
    vsub.i32 sp[0xc380], sp[0xc380], sp[0xcd80], n=20, b_mode=full
    viota.i32 sp[0xda00], start=0, n=20
    vremi.i32 sp[0xda00], sp[0xda00], 64, n=20
    vlti.i32 sp[0xe400], sp[0xda00], 37, n=20
    wait c6.pe.0
    vmuli.f32 sp[0x8a00], sp[0x8a00], 0.125, n=20
    vlei.i32 sp[0xd780], sp[0xc380], 20, n=20
    vsel.f32 sp[0x8a00], sp[0xd780], sp[0x8a00], sp[0xb980], n=20
    vsel.f32 sp[0x8a00], sp[0xe400], sp[0x8a00], sp[0xb980], n=20
    vrmax.f32 sp[0xb900], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0xb700], sp[0xb900], -3.4028235e+38, n=1
    vsub.f32 sp[0x8a00], sp[0x8a00], sp[0xb700], n=20, b_mode=scalar:2
    vexp.f32 sp[0x8a00], sp[0x8a00], n=20
    vrsum.f32 sp[0xb800], sp[0x8a00], n=20, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x9e00], sp[0x8a00], n=20, to=f16
    vfill.f16 sp[0x5c80], 0.0, n=27
    signal c6.pe.1
    wait c6.pe.1
    vdiv.f32 sp[0xa800], sp[0xa800], sp[0xb800], n=20, b_mode=scalar:2
    vcast.f32 sp[0xb200], sp[0xa800], n=20, to=f16
    signal c6.store.1
.program core=6 unit=store
    wait c6.vector.1
    li r1, @slot3+0x1c80
    st dev[r1+0x0], sp[0xb200], sticks=10, rows=1, stride=0
.program core=7 unit=load
    li r1, @slot0+0x2180
    ld sp[0x0], dev[r1+0x0], sticks=7, rows=1, stride=0
    signal c7.pe.0
    li r1, @slot1+0x0
    ld sp[0xa00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c7.pe.1
    li r1, @slot2+0x0
    ld sp[0x4a00], dev[r1+0x0], sticks=37, rows=1, stride=0
    signal c7.pe.2
.program core=7 unit=pe
    wait c7.load.0
    wait c7.load.1
    mmt.f16 sp[0x8a00], sp[0x0], sp[0xa00], m=7, k=1, n=1, acc=0
    signal c7.vector.0
    wait c7.vector.1
    wait c7.load.2
    mm.f16 sp[0xa800], sp[0x9e00], sp[0x4a00], m=7, k=1, n=1, acc=0
    signal c7.vector.1
.program core=7 unit=vector
    vfill.f32 sp[0xb980], -inf, n=20
    viota.i32 sp[0xc380], start=0, n=20
    vdivi.i32 sp[0xcd80], sp[0xc380], 64, n=20
    vmuli.i32 sp[0xcd80], sp[0xcd80], 65, n=20
    vsub.i32 sp[0xc380], sp[0xc380], sp[0xcd80], n=20, b_mode=full
    viota.i32 sp[0xda00], start=0, n=20
    vremi.i32 sp[0xda00], sp[0xda00], 64, n=20
    vlti.i32 sp[0xe400], sp[0xda00], 37, n=20
    wait c7.pe.0
    vmuli.f32 sp[0x8a00], sp[0x8a00], 0.125, n=14
    vlei.i32 sp[0xd780], sp[0xc380], 30, n=14
    vsel.f32 sp[0x8a00], sp[0xd780], sp[0x8a00], sp[0xb980], n=14
    vsel.f32 sp[0x8a00], sp[0xe400], sp[0x8a00], sp[0xb980], n=14
    vrmax.f32 sp[0xb900], sp[0x8a00], n=14, g=2, axis=within, to=f32, acc=0
    vmaxi.f32 sp[0xb700], sp[0xb900], -3.4028235e+38, n=1
    vsub.f32 sp[0x8a00], sp[0x8a00], sp[0xb700], n=14, b_mode=scalar:2
    vexp.f32 sp[0x8a00], sp[0x8a00], n=14
    vrsum.f32 sp[0xb800], sp[0x8a00], n=14, g=2, axis=within, to=f32, acc=0
    vcast.f32 sp[0x9e00], sp[0x8a00], n=14, to=f16
    vfill.f16 sp[0x5c80], 0.0, n=27
    signal c7.pe.1
    wait c7.pe.1
    vdiv.f32 sp[0xa800], sp[0xa800], sp[0xb800], n=14, b_mode=scalar:2
    vcast.f32 sp[0xb200], sp[0xa800], n=14, to=f16
    signal c7.store.1
.program core=7 unit=store
    wait c7.vector.1
    li r1, @slot3+0x2180
    st dev[r1+0x0], sp[0xb200], sticks=7, rows=1, stride=0
