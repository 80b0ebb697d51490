; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=0
    signal c0.pe.0
    barrier
    li r1, @slot3+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=pe
    wait c0.load.0
    mm.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x2a00], start=0, n=16
    vremi.i32 sp[0x2a00], sp[0x2a00], 32, n=16
    vlti.i32 sp[0x2800], sp[0x2a00], 16, n=16
    vfill.f32 sp[0x3200], 0.0, n=16
    wait c0.pe.0
    vsel.f32 sp[0x1800], sp[0x2800], sp[0x1800], sp[0x3200], n=16
    vbcast.f32 sp[0x2000], sp[0x1800], n=16, a_mode=full
    signal c0.store.1
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c0.load.0
    viota.i64 sp[0x200], start=0, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c0.store.0
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0x2000], sticks=1, rows=16, stride=256
    barrier
    li r1, @slot2+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot1+0x1000
    ld sp[0x800], dev[r1+0x0], sticks=32, rows=1, stride=0
    signal c1.pe.0
    barrier
    li r1, @slot3+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=pe
    wait c1.load.0
    mm.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x2a00], start=0, n=16
    vremi.i32 sp[0x2a00], sp[0x2a00], 32, n=16
    vlti.i32 sp[0x2800], sp[0x2a00], 16, n=16
    vfill.f32 sp[0x3200], 0.0, n=16
    wait c1.pe.0
    vsel.f32 sp[0x1800], sp[0x2800], sp[0x1800], sp[0x3200], n=16
    vbcast.f32 sp[0x2000], sp[0x1800], n=16, a_mode=full
    signal c1.store.1
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c1.load.0
    viota.i64 sp[0x200], start=-1, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c1.store.0
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot3+0x80
    st dev[r1+0x0], sp[0x2000], sticks=1, rows=16, stride=256
    barrier
    li r1, @slot2+0x80
    wait c1.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=2 unit=load
    barrier
    li r1, @slot3+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.vector.0
.program core=2 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c2.load.0
    viota.i64 sp[0x200], start=-2, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c2.store.0
.program core=2 unit=store
    barrier
    li r1, @slot2+0x100
    wait c2.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=3 unit=load
    barrier
    li r1, @slot3+0x300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.vector.0
.program core=3 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c3.load.0
    viota.i64 sp[0x200], start=-3, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c3.store.0
.program core=3 unit=store
    barrier
    li r1, @slot2+0x180
    wait c3.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=4 unit=load
    barrier
    li r1, @slot3+0x400
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.vector.0
.program core=4 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c4.load.0
    viota.i64 sp[0x200], start=-4, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c4.store.0
.program core=4 unit=store
    barrier
    li r1, @slot2+0x200
    wait c4.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=5 unit=load
    barrier
    li r1, @slot3+0x500
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.vector.0
.program core=5 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c5.load.0
    viota.i64 sp[0x200], start=-5, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c5.store.0
.program core=5 unit=store
    barrier
    li r1, @slot2+0x280
    wait c5.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=6 unit=load
    barrier
    li r1, @slot3+0x600
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.vector.0
.program core=6 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c6.load.0
    viota.i64 sp[0x200], start=-6, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c6.store.0
.program core=6 unit=store
    barrier
    li r1, @slot2+0x300
    wait c6.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=7 unit=load
    barrier
    li r1, @slot3+0x700
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c7.vector.0
.program core=7 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c7.load.0
    viota.i64 sp[0x200], start=-7, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c7.store.0
.program core=7 unit=store
    barrier
    li r1, @slot2+0x380
    wait c7.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=8 unit=load
    barrier
    li r1, @slot3+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c8.vector.0
.program core=8 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c8.load.0
    viota.i64 sp[0x200], start=-8, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c8.store.0
.program core=8 unit=store
    barrier
    li r1, @slot2+0x400
    wait c8.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=9 unit=load
    barrier
    li r1, @slot3+0x900
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c9.vector.0
.program core=9 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c9.load.0
    viota.i64 sp[0x200], start=-9, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c9.store.0
.program core=9 unit=store
    barrier
    li r1, @slot2+0x480
    wait c9.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=10 unit=load
    barrier
    li r1, @slot3+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c10.vector.0
.program core=10 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c10.load.0
    viota.i64 sp[0x200], start=-10, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c10.store.0
.program core=10 unit=store
    barrier
    li r1, @slot2+0x500
    wait c10.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=11 unit=load
    barrier
    li r1, @slot3+0xb00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c11.vector.0
.program core=11 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c11.load.0
    viota.i64 sp[0x200], start=-11, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c11.store.0
.program core=11 unit=store
    barrier
    li r1, @slot2+0x580
    wait c11.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=12 unit=load
    barrier
    li r1, @slot3+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c12.vector.0
.program core=12 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c12.load.0
    viota.i64 sp[0x200], start=-12, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c12.store.0
.program core=12 unit=store
    barrier
    li r1, @slot2+0x600
    wait c12.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=13 unit=load
    barrier
    li r1, @slot3+0xd00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c13.vector.0
.program core=13 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c13.load.0
    viota.i64 sp[0x200], start=-13, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c13.store.0
.program core=13 unit=store
    barrier
    li r1, @slot2+0x680
    wait c13.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=14 unit=load
    barrier
    li r1, @slot3+0xe00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c14.vector.0
.program core=14 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c14.load.0
    viota.i64 sp[0x200], start=-14, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c14.store.0
.program core=14 unit=store
    barrier
    li r1, @slot2+0x700
    wait c14.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=15 unit=load
    barrier
    li r1, @slot3+0xf00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c15.vector.0
.program core=15 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c15.load.0
    viota.i64 sp[0x200], start=-15, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c15.store.0
.program core=15 unit=store
    barrier
    li r1, @slot2+0x780
    wait c15.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=16 unit=load
    barrier
    li r1, @slot3+0x80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c16.vector.0
.program core=16 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c16.load.0
    viota.i64 sp[0x200], start=0, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c16.store.0
.program core=16 unit=store
    barrier
    li r1, @slot2+0x800
    wait c16.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=17 unit=load
    barrier
    li r1, @slot3+0x180
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c17.vector.0
.program core=17 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c17.load.0
    viota.i64 sp[0x200], start=-1, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c17.store.0
.program core=17 unit=store
    barrier
    li r1, @slot2+0x880
    wait c17.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=18 unit=load
    barrier
    li r1, @slot3+0x280
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c18.vector.0
.program core=18 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c18.load.0
    viota.i64 sp[0x200], start=-2, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c18.store.0
.program core=18 unit=store
    barrier
    li r1, @slot2+0x900
    wait c18.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=19 unit=load
    barrier
    li r1, @slot3+0x380
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c19.vector.0
.program core=19 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c19.load.0
    viota.i64 sp[0x200], start=-3, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c19.store.0
.program core=19 unit=store
    barrier
    li r1, @slot2+0x980
    wait c19.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=20 unit=load
    barrier
    li r1, @slot3+0x480
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c20.vector.0
.program core=20 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c20.load.0
    viota.i64 sp[0x200], start=-4, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c20.store.0
.program core=20 unit=store
    barrier
    li r1, @slot2+0xa00
    wait c20.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=21 unit=load
    barrier
    li r1, @slot3+0x580
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c21.vector.0
.program core=21 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c21.load.0
    viota.i64 sp[0x200], start=-5, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c21.store.0
.program core=21 unit=store
    barrier
    li r1, @slot2+0xa80
    wait c21.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=22 unit=load
    barrier
    li r1, @slot3+0x680
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c22.vector.0
.program core=22 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c22.load.0
    viota.i64 sp[0x200], start=-6, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c22.store.0
.program core=22 unit=store
    barrier
    li r1, @slot2+0xb00
    wait c22.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=23 unit=load
    barrier
    li r1, @slot3+0x780
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c23.vector.0
.program core=23 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c23.load.0
    viota.i64 sp[0x200], start=-7, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c23.store.0
.program core=23 unit=store
    barrier
    li r1, @slot2+0xb80
    wait c23.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=24 unit=load
    barrier
    li r1, @slot3+0x880
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c24.vector.0
.program core=24 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c24.load.0
    viota.i64 sp[0x200], start=-8, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c24.store.0
.program core=24 unit=store
    barrier
    li r1, @slot2+0xc00
    wait c24.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=25 unit=load
    barrier
    li r1, @slot3+0x980
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c25.vector.0
.program core=25 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c25.load.0
    viota.i64 sp[0x200], start=-9, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c25.store.0
.program core=25 unit=store
    barrier
    li r1, @slot2+0xc80
    wait c25.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=26 unit=load
    barrier
    li r1, @slot3+0xa80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c26.vector.0
.program core=26 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c26.load.0
    viota.i64 sp[0x200], start=-10, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c26.store.0
.program core=26 unit=store
    barrier
    li r1, @slot2+0xd00
    wait c26.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=27 unit=load
    barrier
    li r1, @slot3+0xb80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c27.vector.0
.program core=27 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c27.load.0
    viota.i64 sp[0x200], start=-11, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c27.store.0
.program core=27 unit=store
    barrier
    li r1, @slot2+0xd80
    wait c27.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=28 unit=load
    barrier
    li r1, @slot3+0xc80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c28.vector.0
.program core=28 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c28.load.0
    viota.i64 sp[0x200], start=-12, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c28.store.0
.program core=28 unit=store
    barrier
    li r1, @slot2+0xe00
    wait c28.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=29 unit=load
    barrier
    li r1, @slot3+0xd80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c29.vector.0
.program core=29 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c29.load.0
    viota.i64 sp[0x200], start=-13, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c29.store.0
.program core=29 unit=store
    barrier
    li r1, @slot2+0xe80
    wait c29.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=30 unit=load
    barrier
    li r1, @slot3+0xe80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c30.vector.0
.program core=30 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c30.load.0
    viota.i64 sp[0x200], start=-14, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c30.store.0
.program core=30 unit=store
    barrier
    li r1, @slot2+0xf00
    wait c30.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
.program core=31 unit=load
    barrier
    li r1, @slot3+0xf80
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c31.vector.0
.program core=31 unit=vector
    barrier
    viota.i32 sp[0x2600], start=0, n=4
    vlti.i32 sp[0x2580], sp[0x2600], 16, n=4
    vfill.u8 sp[0x2800], 0, n=1
    vfill.u8 sp[0x2880], 0, n=1
    vfill.u8 sp[0x2900], 0, n=1
    vfill.u8 sp[0x2980], 1, n=1
    vfill.f32 sp[0x2a80], 0.0, n=4
    vfill.f32 sp[0x2c80], 0.0, n=4
    vfill.f32 sp[0x2e80], -inf, n=4
    vfill.f32 sp[0x3080], inf, n=4
    vfill.i64 sp[0x3480], 0, n=8
    vfill.i64 sp[0x3880], 0, n=8
    vfill.i64 sp[0x3c80], -2147483648, n=8
    vfill.i64 sp[0x4080], 2147483647, n=8
    vfill.i64 sp[0x600], 0, n=8
    vfill.u8 sp[0xa80], 1, n=1
    vfill.f32 sp[0xb80], 0.0, n=4
    vfill.f32 sp[0xd80], -inf, n=4
    wait c31.load.0
    viota.i64 sp[0x200], start=-15, n=8
    vle.i64 sp[0xa00], sp[0x200], sp[0x600], n=8, b_mode=full
    vand.u8 sp[0xb00], sp[0xa00], sp[0xa80], n=1, b_mode=full
    vsel.f32 sp[0xf80], sp[0xb00], sp[0xb80], sp[0xd80], n=4
    vadd.f32 sp[0x1180], sp[0x0], sp[0xf80], n=4, b_mode=full
    veq.f32 sp[0x1380], sp[0x1180], sp[0xd80], n=4, b_mode=full
    vnot.u8 sp[0x1400], sp[0x1380], n=1
    vcast.u8 sp[0x1480], sp[0x1400], n=1, to=i64
    vcast.i64 sp[0x1880], sp[0x1480], n=8, to=u8
    vsel.u8 sp[0x2a00], sp[0x2580], sp[0x1880], sp[0x2900], n=1
    vfill.u8 sp[0x1980], 0, n=1
    vrmax.u8 sp[0x1980], sp[0x2a00], n=1, g=1, axis=within, to=u8, acc=0
    vbcast.u8 sp[0x1900], sp[0x1980], n=1, a_mode=scalar:1
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1180], sp[0x2e80], n=4
    vfill.f32 sp[0x1a00], 0.0, n=1
    vrmax.f32 sp[0x1a00], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vsub.f32 sp[0x1a80], sp[0x1180], sp[0x1a00], n=4, b_mode=scalar:4
    vexp.f32 sp[0x1c80], sp[0x1a80], n=4
    vsel.f32 sp[0x3280], sp[0x2580], sp[0x1c80], sp[0x2c80], n=4
    vfill.f32 sp[0x1e80], 0.0, n=1
    vrsum.f32 sp[0x1e80], sp[0x3280], n=4, g=4, axis=within, to=f32, acc=0
    vnot.u8 sp[0x1f00], sp[0x1900], n=1
    vdiv.f32 sp[0x1f80], sp[0x1c80], sp[0x1e80], n=4, b_mode=scalar:4
    vsel.f32 sp[0x2180], sp[0x1f00], sp[0xb80], sp[0x1f80], n=4
    vsel.f32 sp[0x2380], sp[0x2580], sp[0x2180], sp[0x2a80], n=4
    signal c31.store.0
.program core=31 unit=store
    barrier
    li r1, @slot2+0xf80
    wait c31.vector.0
    st dev[r1+0x0], sp[0x2380], sticks=1, rows=1, stride=0
