; spyre program image
.slots 4
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=32, rows=1, stride=0
    li r2, @slot1+0x0
    ld sp[0x1000], dev[r2+0x0], sticks=1, rows=1, stride=0
    li r3, @slot2+0x0
    ld sp[0x2000], dev[r3+0x0], sticks=32, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=vector
    wait c0.load.0
    vadd.f16 sp[0x4000], sp[0x0], sp[0x1000], n=32, b_mode=row:1
    vtanh.f16 sp[0x4000], sp[0x4000], n=32
    vmul.f16 sp[0x3000], sp[0x4000], sp[0x2000], n=32, b_mode=full
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot3+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0x3000], sticks=32, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x1000
    ld sp[0x0], dev[r1+0x0], sticks=32, rows=1, stride=0
    li r2, @slot1+0x0
    ld sp[0x1000], dev[r2+0x0], sticks=1, rows=1, stride=0
    li r3, @slot2+0x1000
    ld sp[0x2000], dev[r3+0x0], sticks=32, rows=1, stride=0
    signal c1.vector.0
.program core=1 unit=vector
    wait c1.load.0
    vadd.f16 sp[0x4000], sp[0x0], sp[0x1000], n=32, b_mode=row:1
    vtanh.f16 sp[0x4000], sp[0x4000], n=32
    vmul.f16 sp[0x3000], sp[0x4000], sp[0x2000], n=32, b_mode=full
    signal c1.store.0
.program core=1 unit=store
    li r1, @slot3+0x1000
    wait c1.vector.0
    st dev[r1+0x0], sp[0x3000], sticks=32, rows=1, stride=0
