; spyre program image
.slots 2
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c0.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c0.vector.0
.program core=0 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c0.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c0.store.0
    wait c0.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c0.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=1 unit=load
    li r1, @slot0+0x100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c1.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c1.vector.0
.program core=1 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c1.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c1.store.0
    wait c1.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot1+0x100
    wait c1.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c1.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=2 unit=load
    li r1, @slot0+0x200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c2.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c2.vector.0
.program core=2 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c2.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c2.store.0
    wait c2.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c2.store.0
.program core=2 unit=store
    li r1, @slot1+0x200
    wait c2.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c2.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=3 unit=load
    li r1, @slot0+0x300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c3.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c3.vector.0
.program core=3 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c3.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c3.store.0
    wait c3.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c3.store.0
.program core=3 unit=store
    li r1, @slot1+0x300
    wait c3.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c3.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=4 unit=load
    li r1, @slot0+0x400
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c4.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c4.vector.0
.program core=4 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c4.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c4.store.0
    wait c4.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c4.store.0
.program core=4 unit=store
    li r1, @slot1+0x400
    wait c4.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c4.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=5 unit=load
    li r1, @slot0+0x500
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c5.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c5.vector.0
.program core=5 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c5.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c5.store.0
    wait c5.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c5.store.0
.program core=5 unit=store
    li r1, @slot1+0x500
    wait c5.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c5.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=6 unit=load
    li r1, @slot0+0x600
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c6.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c6.vector.0
.program core=6 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c6.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c6.store.0
    wait c6.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c6.store.0
.program core=6 unit=store
    li r1, @slot1+0x600
    wait c6.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c6.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=7 unit=load
    li r1, @slot0+0x700
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c7.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c7.vector.0
.program core=7 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c7.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c7.store.0
    wait c7.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c7.store.0
.program core=7 unit=store
    li r1, @slot1+0x700
    wait c7.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c7.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=8 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c8.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c8.vector.0
.program core=8 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c8.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c8.store.0
    wait c8.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c8.store.0
.program core=8 unit=store
    li r1, @slot1+0x800
    wait c8.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c8.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=9 unit=load
    li r1, @slot0+0x900
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c9.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c9.vector.0
.program core=9 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c9.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c9.store.0
    wait c9.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c9.store.0
.program core=9 unit=store
    li r1, @slot1+0x900
    wait c9.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c9.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=10 unit=load
    li r1, @slot0+0xa00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c10.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c10.vector.0
.program core=10 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c10.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c10.store.0
    wait c10.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c10.store.0
.program core=10 unit=store
    li r1, @slot1+0xa00
    wait c10.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c10.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=11 unit=load
    li r1, @slot0+0xb00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c11.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c11.vector.0
.program core=11 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c11.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c11.store.0
    wait c11.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c11.store.0
.program core=11 unit=store
    li r1, @slot1+0xb00
    wait c11.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c11.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=12 unit=load
    li r1, @slot0+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c12.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c12.vector.0
.program core=12 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c12.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c12.store.0
    wait c12.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c12.store.0
.program core=12 unit=store
    li r1, @slot1+0xc00
    wait c12.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c12.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=13 unit=load
    li r1, @slot0+0xd00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c13.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c13.vector.0
.program core=13 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c13.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c13.store.0
    wait c13.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c13.store.0
.program core=13 unit=store
    li r1, @slot1+0xd00
    wait c13.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c13.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=14 unit=load
    li r1, @slot0+0xe00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c14.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c14.vector.0
.program core=14 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c14.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c14.store.0
    wait c14.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c14.store.0
.program core=14 unit=store
    li r1, @slot1+0xe00
    wait c14.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c14.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=15 unit=load
    li r1, @slot0+0xf00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c15.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c15.vector.0
.program core=15 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c15.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c15.store.0
    wait c15.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c15.store.0
.program core=15 unit=store
    li r1, @slot1+0xf00
    wait c15.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c15.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=16 unit=load
    li r1, @slot0+0x1000
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c16.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c16.vector.0
.program core=16 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c16.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c16.store.0
    wait c16.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c16.store.0
.program core=16 unit=store
    li r1, @slot1+0x1000
    wait c16.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c16.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=17 unit=load
    li r1, @slot0+0x1100
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c17.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c17.vector.0
.program core=17 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c17.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c17.store.0
    wait c17.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c17.store.0
.program core=17 unit=store
    li r1, @slot1+0x1100
    wait c17.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c17.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=18 unit=load
    li r1, @slot0+0x1200
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c18.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c18.vector.0
.program core=18 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c18.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c18.store.0
    wait c18.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c18.store.0
.program core=18 unit=store
    li r1, @slot1+0x1200
    wait c18.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c18.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=19 unit=load
    li r1, @slot0+0x1300
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c19.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c19.vector.0
.program core=19 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c19.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c19.store.0
    wait c19.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c19.store.0
.program core=19 unit=store
    li r1, @slot1+0x1300
    wait c19.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c19.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=20 unit=load
    li r1, @slot0+0x1400
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c20.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c20.vector.0
.program core=20 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c20.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c20.store.0
    wait c20.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c20.store.0
.program core=20 unit=store
    li r1, @slot1+0x1400
    wait c20.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c20.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=21 unit=load
    li r1, @slot0+0x1500
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c21.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c21.vector.0
.program core=21 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c21.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c21.store.0
    wait c21.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c21.store.0
.program core=21 unit=store
    li r1, @slot1+0x1500
    wait c21.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c21.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=22 unit=load
    li r1, @slot0+0x1600
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c22.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c22.vector.0
.program core=22 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c22.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c22.store.0
    wait c22.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c22.store.0
.program core=22 unit=store
    li r1, @slot1+0x1600
    wait c22.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c22.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=23 unit=load
    li r1, @slot0+0x1700
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c23.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c23.vector.0
.program core=23 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c23.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c23.store.0
    wait c23.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c23.store.0
.program core=23 unit=store
    li r1, @slot1+0x1700
    wait c23.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c23.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=24 unit=load
    li r1, @slot0+0x1800
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c24.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c24.vector.0
.program core=24 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c24.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c24.store.0
    wait c24.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c24.store.0
.program core=24 unit=store
    li r1, @slot1+0x1800
    wait c24.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c24.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=25 unit=load
    li r1, @slot0+0x1900
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c25.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c25.vector.0
.program core=25 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c25.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c25.store.0
    wait c25.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c25.store.0
.program core=25 unit=store
    li r1, @slot1+0x1900
    wait c25.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c25.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=26 unit=load
    li r1, @slot0+0x1a00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c26.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c26.vector.0
.program core=26 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c26.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c26.store.0
    wait c26.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c26.store.0
.program core=26 unit=store
    li r1, @slot1+0x1a00
    wait c26.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c26.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=27 unit=load
    li r1, @slot0+0x1b00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c27.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c27.vector.0
.program core=27 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c27.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c27.store.0
    wait c27.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c27.store.0
.program core=27 unit=store
    li r1, @slot1+0x1b00
    wait c27.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c27.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=28 unit=load
    li r1, @slot0+0x1c00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c28.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c28.vector.0
.program core=28 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c28.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c28.store.0
    wait c28.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c28.store.0
.program core=28 unit=store
    li r1, @slot1+0x1c00
    wait c28.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c28.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=29 unit=load
    li r1, @slot0+0x1d00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c29.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c29.vector.0
.program core=29 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c29.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c29.store.0
    wait c29.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c29.store.0
.program core=29 unit=store
    li r1, @slot1+0x1d00
    wait c29.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c29.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=30 unit=load
    li r1, @slot0+0x1e00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c30.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c30.vector.0
.program core=30 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c30.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c30.store.0
    wait c30.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c30.store.0
.program core=30 unit=store
    li r1, @slot1+0x1e00
    wait c30.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c30.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
.program core=31 unit=load
    li r1, @slot0+0x1f00
    ld sp[0x0], dev[r1+0x0], sticks=1, rows=2, stride=8192
    signal c31.vector.0
    ld sp[0x100], dev[r1+0x80], sticks=1, rows=2, stride=8192
    signal c31.vector.0
.program core=31 unit=vector
    viota.i32 sp[0x1980], start=0, n=4
    vlti.i32 sp[0x1900], sp[0x1980], 128, n=4
    vfill.f16 sp[0x1b80], 0.0, n=2
    vfill.f16 sp[0x1c80], 0.0, n=2
    vfill.f16 sp[0x1d80], -inf, n=2
    vfill.f16 sp[0x1e80], inf, n=2
    vfill.f32 sp[0x2080], 0.0, n=4
    vfill.f32 sp[0x2280], 0.0, n=4
    vfill.f32 sp[0x2480], -inf, n=4
    vfill.f32 sp[0x2680], inf, n=4
    vfill.f32 sp[0x400], 0.5, n=4
    vfill.f32 sp[0xa00], 0.70710677, n=4
    vfill.f32 sp[0x1000], 1.0, n=4
    wait c31.load.0
    vcast.f16 sp[0x200], sp[0x0], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x0], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1700], sp[0x1400], n=4, to=f16
    signal c31.store.0
    wait c31.load.0
    vcast.f16 sp[0x200], sp[0x100], n=2, to=f32
    vmul.f32 sp[0x600], sp[0x200], sp[0x400], n=4, b_mode=full
    vcast.f16 sp[0x800], sp[0x100], n=2, to=f32
    vmul.f32 sp[0xc00], sp[0x800], sp[0xa00], n=4, b_mode=full
    verf.f32 sp[0xe00], sp[0xc00], n=4
    vadd.f32 sp[0x1200], sp[0xe00], sp[0x1000], n=4, b_mode=full
    vmul.f32 sp[0x1400], sp[0x600], sp[0x1200], n=4, b_mode=full
    vcast.f32 sp[0x1800], sp[0x1400], n=4, to=f16
    signal c31.store.0
.program core=31 unit=store
    li r1, @slot1+0x1f00
    wait c31.vector.0
    st dev[r1+0x0], sp[0x1700], sticks=1, rows=2, stride=8192
    wait c31.vector.0
    st dev[r1+0x80], sp[0x1800], sticks=1, rows=2, stride=8192
