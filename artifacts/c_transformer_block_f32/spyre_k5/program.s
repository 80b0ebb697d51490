; spyre program image
.slots 3
.program core=0 unit=load
    wait c0.vector.1
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot1+0x0
    ld sp[0x800], dev[r1+0x0], sticks=16, rows=1, stride=0
    ring core=0, sp[0x1000], sp[0x2800], sticks=16
    signal c0.pe.0
.program core=0 unit=pe
    wait c0.load.0
    mm.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c0.vector.0
.program core=0 unit=vector
    vfill.f32 sp[0x2800], 0.0, n=32
    signal c0.load.1
    wait c0.pe.0
    vbcast.f32 sp[0x2000], sp[0x1800], n=16, a_mode=full
    signal c0.store.1
.program core=0 unit=store
    wait c0.vector.1
    li r1, @slot2+0x0
    st dev[r1+0x0], sp[0x2000], sticks=1, rows=16, stride=256
.program core=1 unit=load
    wait c1.vector.1
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    li r1, @slot1+0x800
    ld sp[0x800], dev[r1+0x0], sticks=16, rows=1, stride=0
    ring core=1, sp[0x1000], sp[0x2800], sticks=16
    signal c1.pe.0
.program core=1 unit=pe
    wait c1.load.0
    mm.f32 sp[0x1800], sp[0x0], sp[0x800], m=16, k=1, n=1, acc=0
    signal c1.vector.0
.program core=1 unit=vector
    vfill.f32 sp[0x2800], 0.0, n=32
    signal c1.load.1
    wait c1.pe.0
    vbcast.f32 sp[0x2000], sp[0x1800], n=16, a_mode=full
    signal c1.store.1
.program core=1 unit=store
    wait c1.vector.1
    li r1, @slot2+0x80
    st dev[r1+0x0], sp[0x2000], sticks=1, rows=16, stride=256
