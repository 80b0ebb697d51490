import subprocess
import sys


def test_import_spyre_runtime_leaves_torch_out():
    code = (
        "import sys\n"
        "import spyre_runtime, spyre_runtime.runtime, spyre_runtime.queues, spyre_runtime.memory\n"
        "from spyre_runtime import Runtime, DeviceAllocator, AllocationDescriptor, get_runtime\n"
        "rt = get_runtime()\n"
        "assert 'torch' not in sys.modules, 'torch was imported'\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
