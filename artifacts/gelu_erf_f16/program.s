; spyre program image
.slots 2
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=32, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=vector
    wait c0.load.0
    vmuli.f16 sp[0x2000], sp[0x0], 0.70710677, n=32
    verf.f16 sp[0x2000], sp[0x2000], n=32
    vaddi.f16 sp[0x2000], sp[0x2000], 1.0, n=32
    vmul.f16 sp[0x2000], sp[0x2000], sp[0x0], n=32, b_mode=full
    vmuli.f16 sp[0x1000], sp[0x2000], 0.5, n=32
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x1000], sticks=32, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x1000
    ld sp[0x0], dev[r1+0x0], sticks=32, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=vector
    wait c1.load.0
    vmuli.f16 sp[0x2000], sp[0x0], 0.70710677, n=32
    verf.f16 sp[0x2000], sp[0x2000], n=32
    vaddi.f16 sp[0x2000], sp[0x2000], 1.0, n=32
    vmul.f16 sp[0x2000], sp[0x2000], sp[0x0], n=32, b_mode=full
    vmuli.f16 sp[0x1000], sp[0x2000], 0.5, n=32
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot1+0x1000
    wait c1.vector.0
    st dev[r1+0x0], sp[0x1000], sticks=32, rows=1, stride=0
