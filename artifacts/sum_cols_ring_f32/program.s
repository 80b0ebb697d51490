; spyre program image
.slots 2
.program core=0 unit=load
    li r1, @slot0+0x0
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c0.vector.0
.program core=0 unit=vector
    wait c0.load.0
    vrsum.f32 sp[0x880], sp[0x0], n=16, g=16, axis=across, to=f32, acc=0
    wait c1.load.0
    wait c2.load.0
    wait c3.load.0
    vrsum.f32 sp[0xa80], sp[0x880], n=4, g=4, axis=across, to=f32, acc=0
    signal c0.store.0
.program core=0 unit=store
    li r1, @slot1+0x0
    wait c0.vector.0
    st dev[r1+0x0], sp[0xa80], sticks=1, rows=1, stride=0
.program core=1 unit=load
    li r1, @slot0+0x800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c1.vector.0
    wait c1.vector.0
    ring core=0, sp[0x900], sp[0x800], sticks=1
    signal c0.vector.0
.program core=1 unit=vector
    wait c1.load.0
    vrsum.f32 sp[0x800], sp[0x0], n=16, g=16, axis=across, to=f32, acc=0
    signal c1.load.0
.program core=2 unit=load
    li r1, @slot0+0x1000
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c2.vector.0
    wait c2.vector.0
    ring core=0, sp[0x980], sp[0x800], sticks=1
    signal c0.vector.0
.program core=2 unit=vector
    wait c2.load.0
    vrsum.f32 sp[0x800], sp[0x0], n=16, g=16, axis=across, to=f32, acc=0
    signal c2.load.0
.program core=3 unit=load
    li r1, @slot0+0x1800
    ld sp[0x0], dev[r1+0x0], sticks=16, rows=1, stride=0
    signal c3.vector.0
    wait c3.vector.0
    ring core=0, sp[0xa00], sp[0x800], sticks=1
    signal c0.vector.0
.program core=3 unit=vector
    wait c3.load.0
    vrsum.f32 sp[0x800], sp[0x0], n=16, g=16, axis=across, to=f32, acc=0
    signal c3.load.0
