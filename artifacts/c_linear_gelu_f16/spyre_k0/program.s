; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    li r1, @slot1+0x0
    ld sp[0x400], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x0
    ld sp[0x3800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mmt.f16 sp[0x2400], sp[0x0], sp[0x400], m=8, k=1, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    vfill.f32 sp[0x5500], 0.5, n=16
    vfill.f32 sp[0x8d00], 0.70710677, n=16
    vfill.f32 sp[0xbd00], 1.0, n=16
    wait c0.pe.0
    vcast.f32 sp[0x3000], sp[0x2400], n=16, to=f16
    vadd.f16 sp[0x3d00], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x4500], sp[0x3d00], n=8, to=f32
    vmul.f32 sp[0x6500], sp[0x4500], sp[0x5500], n=16, b_mode=full
    vadd.f16 sp[0x7500], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x7d00], sp[0x7500], n=8, to=f32
    vmul.f32 sp[0x9d00], sp[0x7d00], sp[0x8d00], n=16, b_mode=full
    verf.f32 sp[0xad00], sp[0x9d00], n=16
    vadd.f32 sp[0xcd00], sp[0xad00], sp[0xbd00], n=16, b_mode=full
    vmul.f32 sp[0xdd00], sp[0x6500], sp[0xcd00], n=16, b_mode=full
    vcast.f32 sp[0xed00], sp[0xdd00], n=16, to=f16
    vbcast.f16 sp[0x2c00], sp[0xed00], n=8, a_mode=full
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot3+0x0
    st dev[r1+0x0], sp[0x2c00], sticks=8, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    li r1, @slot1+0x2000
    ld sp[0x400], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x80
    ld sp[0x3800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c1.pe.0
.program core=1 unit=pe
    wait c1.load.0
    mmt.f16 sp[0x2400], sp[0x0], sp[0x400], m=8, k=1, n=1, acc=0
    signal c1.vector.0
.program core=1 unit=vector
    vfill.f32 sp[0x5500], 0.5, n=16
    vfill.f32 sp[0x8d00], 0.70710677, n=16
    vfill.f32 sp[0xbd00], 1.0, n=16
    wait c1.pe.0
    vcast.f32 sp[0x3000], sp[0x2400], n=16, to=f16
    vadd.f16 sp[0x3d00], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x4500], sp[0x3d00], n=8, to=f32
    vmul.f32 sp[0x6500], sp[0x4500], sp[0x5500], n=16, b_mode=full
    vadd.f16 sp[0x7500], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x7d00], sp[0x7500], n=8, to=f32
    vmul.f32 sp[0x9d00], sp[0x7d00], sp[0x8d00], n=16, b_mode=full
    verf.f32 sp[0xad00], sp[0x9d00], n=16
    vadd.f32 sp[0xcd00], sp[0xad00], sp[0xbd00], n=16, b_mode=full
    vmul.f32 sp[0xdd00], sp[0x6500], sp[0xcd00], n=16, b_mode=full
    vcast.f32 sp[0xed00], sp[0xdd00], n=16, to=f16
    vbcast.f16 sp[0x2c00], sp[0xed00], n=8, a_mode=full
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot3+0x1000
    st dev[r1+0x0], sp[0x2c00], sticks=8, rows=1, stride=0
.program core=2 unit=load
    li r1, @slot0+0x400
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    li r1, @slot1+0x0
    ld sp[0x400], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x0
    ld sp[0x3800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c2.pe.0
.program core=2 unit=pe
    wait c2.load.0
    mmt.f16 sp[0x2400], sp[0x0], sp[0x400], m=8, k=1, n=1, acc=0
    signal c2.vector.0
.program core=2 unit=vector
    vfill.f32 sp[0x5500], 0.5, n=16
    vfill.f32 sp[0x8d00], 0.70710677, n=16
    vfill.f32 sp[0xbd00], 1.0, n=16
    wait c2.pe.0
    vcast.f32 sp[0x3000], sp[0x2400], n=16, to=f16
    vadd.f16 sp[0x3d00], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x4500], sp[0x3d00], n=8, to=f32
    vmul.f32 sp[0x6500], sp[0x4500], sp[0x5500], n=16, b_mode=full
    vadd.f16 sp[0x7500], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x7d00], sp[0x7500], n=8, to=f32
    vmul.f32 sp[0x9d00], sp[0x7d00], sp[0x8d00], n=16, b_mode=full
    verf.f32 sp[0xad00], sp[0x9d00], n=16
    vadd.f32 sp[0xcd00], sp[0xad00], sp[0xbd00], n=16, b_mode=full
    vmul.f32 sp[0xdd00], sp[0x6500], sp[0xcd00], n=16, b_mode=full
    vcast.f32 sp[0xed00], sp[0xdd00], n=16, to=f16
    vbcast.f16 sp[0x2c00], sp[0xed00], n=8, a_mode=full
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot3+0x400
    st dev[r1+0x0], sp[0x2c00], sticks=8, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0x400
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    li r1, @slot1+0x2000
    ld sp[0x400], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x80
    ld sp[0x3800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c3.pe.0
.program core=3 unit=pe
    wait c3.load.0
    mmt.f16 sp[0x2400], sp[0x0], sp[0x400], m=8, k=1, n=1, acc=0
    signal c3.vector.0
.program core=3 unit=vector
    vfill.f32 sp[0x5500], 0.5, n=16
    vfill.f32 sp[0x8d00], 0.70710677, n=16
    vfill.f32 sp[0xbd00], 1.0, n=16
    wait c3.pe.0
    vcast.f32 sp[0x3000], sp[0x2400], n=16, to=f16
    vadd.f16 sp[0x3d00], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x4500], sp[0x3d00], n=8, to=f32
    vmul.f32 sp[0x6500], sp[0x4500], sp[0x5500], n=16, b_mode=full
    vadd.f16 sp[0x7500], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x7d00], sp[0x7500], n=8, to=f32
    vmul.f32 sp[0x9d00], sp[0x7d00], sp[0x8d00], n=16, b_mode=full
    verf.f32 sp[0xad00], sp[0x9d00], n=16
    vadd.f32 sp[0xcd00], sp[0xad00], sp[0xbd00], n=16, b_mode=full
    vmul.f32 sp[0xdd00], sp[0x6500], sp[0xcd00], n=16, b_mode=full
    vcast.f32 sp[0xed00], sp[0xdd00], n=16, to=f16
    vbcast.f16 sp[0x2c00], sp[0xed00], n=8, a_mode=full
    signal c3.store.1
.program core=3 unit=store
    wait c3.vector.1
    li r1, @slot3+0x1400
    st dev[r1+0x0], sp[0x2c00], sticks=8, rows=1, stride=0
.program core=4 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    li r1, @slot1+0x0
    ld sp[0x400], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x0
    ld sp[0x3800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c4.pe.0
.program core=4 unit=pe
    wait c4.load.0
    mmt.f16 sp[0x2400], sp[0x0], sp[0x400], m=8, k=1, n=1, acc=0
    signal c4.vector.0
.program core=4 unit=vector
    vfill.f32 sp[0x5500], 0.5, n=16
    vfill.f32 sp[0x8d00], 0.70710677, n=16
    vfill.f32 sp[0xbd00], 1.0, n=16
    wait c4.pe.0
    vcast.f32 sp[0x3000], sp[0x2400], n=16, to=f16
    vadd.f16 sp[0x3d00], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x4500], sp[0x3d00], n=8, to=f32
    vmul.f32 sp[0x6500], sp[0x4500], sp[0x5500], n=16, b_mode=full
    vadd.f16 sp[0x7500], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x7d00], sp[0x7500], n=8, to=f32
    vmul.f32 sp[0x9d00], sp[0x7d00], sp[0x8d00], n=16, b_mode=full
    verf.f32 sp[0xad00], sp[0x9d00], n=16
    vadd.f32 sp[0xcd00], sp[0xad00], sp[0xbd00], n=16, b_mode=full
    vmul.f32 sp[0xdd00], sp[0x6500], sp[0xcd00], n=16, b_mode=full
    vcast.f32 sp[0xed00], sp[0xdd00], n=16, to=f16
    vbcast.f16 sp[0x2c00], sp[0xed00], n=8, a_mode=full
    signal c4.store.1
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot3+0x800
    st dev[r1+0x0], sp[0x2c00], sticks=8, rows=1, stride=0
.program core=5 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    li r1, @slot1+0x2000
    ld sp[0x400], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x80
    ld sp[0x3800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c5.pe.0
.program core=5 unit=pe
    wait c5.load.0
    mmt.f16 sp[0x2400], sp[0x0], sp[0x400], m=8, k=1, n=1, acc=0
    signal c5.vector.0
.program core=5 unit=vector
    vfill.f32 sp[0x5500], 0.5, n=16
    vfill.f32 sp[0x8d00], 0.70710677, n=16
    vfill.f32 sp[0xbd00], 1.0, n=16
    wait c5.pe.0
    vcast.f32 sp[0x3000], sp[0x2400], n=16, to=f16
    vadd.f16 sp[0x3d00], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x4500], sp[0x3d00], n=8, to=f32
    vmul.f32 sp[0x6500], sp[0x4500], sp[0x5500], n=16, b_mode=full
    vadd.f16 sp[0x7500], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x7d00], sp[0x7500], n=8, to=f32
    vmul.f32 sp[0x9d00], sp[0x7d00], sp[0x8d00], n=16, b_mode=full
    verf.f32 sp[0xad00], sp[0x9d00], n=16
    vadd.f32 sp[0xcd00], sp[0xad00], sp[0xbd00], n=16, b_mode=full
    vmul.f32 sp[0xdd00], sp[0x6500], sp[0xcd00], n=16, b_mode=full
    vcast.f32 sp[0xed00], sp[0xdd00], n=16, to=f16
    vbcast.f16 sp[0x2c00], sp[0xed00], n=8, a_mode=full
    signal c5.store.1
.program core=5 unit=store
    wait c5.vector.1
    li r1, @slot3+0x1800
    st dev[r1+0x0], sp[0x2c00], sticks=8, rows=1, stride=0
.program core=6 unit=load
    li r1, @slot0+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    li r1, @slot1+0x0
    ld sp[0x400], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x0
    ld sp[0x3800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c6.pe.0
.program core=6 unit=pe
    wait c6.load.0
    mmt.f16 sp[0x2400], sp[0x0], sp[0x400], m=8, k=1, n=1, acc=0
    signal c6.vector.0
.program core=6 unit=vector
    vfill.f32 sp[0x5500], 0.5, n=16
    vfill.f32 sp[0x8d00], 0.70710677, n=16
    vfill.f32 sp[0xbd00], 1.0, n=16
    wait c6.pe.0
    vcast.f32 sp[0x3000], sp[0x2400], n=16, to=f16
    vadd.f16 sp[0x3d00], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x4500], sp[0x3d00], n=8, to=f32
    vmul.f32 sp[0x6500], sp[0x4500], sp[0x5500], n=16, b_mode=full
    vadd.f16 sp[0x7500], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x7d00], sp[0x7500], n=8, to=f32
    vmul.f32 sp[0x9d00], sp[0x7d00], sp[0x8d00], n=16, b_mode=full
    verf.f32 sp[0xad00], sp[0x9d00], n=16
    vadd.f32 sp[0xcd00], sp[0xad00], sp[0xbd00], n=16, b_mode=full
    vmul.f32 sp[0xdd00], sp[0x6500], sp[0xcd00], n=16, b_mode=full
    vcast.f32 sp[0xed00], sp[0xdd00], n=16, to=f16
    vbcast.f16 sp[0x2c00], sp[0xed00], n=8, a_mode=full
    signal c6.store.1
.program core=6 unit=store
    wait c6.vector.1
    li r1, @slot3+0xc00
    st dev[r1+0x0], sp[0x2c00], sticks=8, rows=1, stride=0
.program core=7 unit=load
    li r1, @slot0+0xc00
    ld sp[0x0], dev[r1+0x0], sticks=8, rows=1, stride=0
    li r1, @slot1+0x2000
    ld sp[0x400], dev[r1+0x0], sticks=64, rows=1, stride=0
    li r1, @slot2+0x80
    ld sp[0x3800], dev[r1+0x0], sticks=1, rows=1, stride=0
    signal c7.pe.0
.program core=7 unit=pe
    wait c7.load.0
    mmt.f16 sp[0x2400], sp[0x0], sp[0x400], m=8, k=1, n=1, acc=0
    signal c7.vector.0
.program core=7 unit=vector
    vfill.f32 sp[0x5500], 0.5, n=16
    vfill.f32 sp[0x8d00], 0.70710677, n=16
    vfill.f32 sp[0xbd00], 1.0, n=16
    wait c7.pe.0
    vcast.f32 sp[0x3000], sp[0x2400], n=16, to=f16
    vadd.f16 sp[0x3d00], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x4500], sp[0x3d00], n=8, to=f32
    vmul.f32 sp[0x6500], sp[0x4500], sp[0x5500], n=16, b_mode=full
    vadd.f16 sp[0x7500], sp[0x3000], sp[0x3800], n=8, b_mode=row:1
    vcast.f16 sp[0x7d00], sp[0x7500], n=8, to=f32
    vmul.f32 sp[0x9d00], sp[0x7d00], sp[0x8d00], n=16, b_mode=full
    verf.f32 sp[0xad00], sp[0x9d00], n=16
    vadd.f32 sp[0xcd00], sp[0xad00], sp[0xbd00], n=16, b_mode=full
    vmul.f32 sp[0xdd00], sp[0x6500], sp[0xcd00], n=16, b_mode=full
    vcast.f32 sp[0xed00], sp[0xdd00], n=16, to=f16
    vbcast.f16 sp[0x2c00], sp[0xed00], n=8, a_mode=full
    signal c7.store.1
.program core=7 unit=store
    wait c7.vector.1
    li r1, @slot3+0x1c00
    st dev[r1+0x0], sp[0x2c00], sticks=8, rows=1, stride=0
