; spyre program image
.slots 3
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=8192
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mm.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    wait c0.pe.0
    wait c1.load.0
    vadd.f32 sp[0x2800], sp[0x2800], sp[0x4000], n=32, b_mode=full
    vcast.f32 sp[0x3800], sp[0x2800], n=32, to=f16
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot2+0x0
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x2000
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=8192
    li r1, @slot1+0x2000
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    signal c1.pe.0
    wait c1.pe.1
    ring core=0, sp[0x4000], sp[0x2800], sticks=32
    signal c0.vector.0
.program core=1 unit=pe
    wait c1.load.0
    mm.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c1.load.1
.program core=2 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=8192
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    signal c2.pe.0
.program core=2 unit=pe
    wait c2.load.0
    mm.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c2.vector.0
.program core=2 unit=vector
    wait c2.pe.0
    wait c3.load.0
    vadd.f32 sp[0x2800], sp[0x2800], sp[0x4000], n=32, b_mode=full
    vcast.f32 sp[0x3800], sp[0x2800], n=32, to=f16
    signal c2.store.1
.program core=2 unit=store
    wait c2.vector.1
    li r1, @slot2+0x800
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=3 unit=load
    li r1, @slot0+0x2800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=8192
    li r1, @slot1+0x2000
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    signal c3.pe.0
    wait c3.pe.1
    ring core=2, sp[0x4000], sp[0x2800], sticks=32
    signal c2.vector.0
.program core=3 unit=pe
    wait c3.load.0
    mm.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c3.load.1
.program core=4 unit=load
    li r1, @slot0+0x1000
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=8192
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    signal c4.pe.0
.program core=4 unit=pe
    wait c4.load.0
    mm.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c4.vector.0
.program core=4 unit=vector
    wait c4.pe.0
    wait c5.load.0
    vadd.f32 sp[0x2800], sp[0x2800], sp[0x4000], n=32, b_mode=full
    vcast.f32 sp[0x3800], sp[0x2800], n=32, to=f16
    signal c4.store.1
.program core=4 unit=store
    wait c4.vector.1
    li r1, @slot2+0x1000
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=5 unit=load
    li r1, @slot0+0x3000
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=8192
    li r1, @slot1+0x2000
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    signal c5.pe.0
    wait c5.pe.1
    ring core=4, sp[0x4000], sp[0x2800], sticks=32
    signal c4.vector.0
.program core=5 unit=pe
    wait c5.load.0
    mm.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c5.load.1
.program core=6 unit=load
    li r1, @slot0+0x1800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=8192
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    signal c6.pe.0
.program core=6 unit=pe
    wait c6.load.0
    mm.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c6.vector.0
.program core=6 unit=vector
    wait c6.pe.0
    wait c7.load.0
    vadd.f32 sp[0x2800], sp[0x2800], sp[0x4000], n=32, b_mode=full
    vcast.f32 sp[0x3800], sp[0x2800], n=32, to=f16
    signal c6.store.1
.program core=6 unit=store
    wait c6.vector.1
    li r1, @slot2+0x1800
    st dev[r1+0x0], sp[0x3800], sticks=16, rows=1, stride=0
.program core=7 unit=load
    li r1, @slot0+0x3800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=8192
    li r1, @slot1+0x2000
    ld sp[0x800], dev[r1+0x0], sticks=64, rows=1, stride=0
    signal c7.pe.0
    wait c7.pe.1
    ring core=6, sp[0x4000], sp[0x2800], sticks=32
    signal c6.vector.0
.program core=7 unit=pe
    wait c7.load.0
    mm.f16 sp[0x2800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c7.load.1
