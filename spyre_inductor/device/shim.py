"""Build (once) and load the C++ shim of the `spyre` device (csrc/: spyre_shim.cpp and the
translation units it takes generators, pinned memory and autocast kernels from).

`torch.utils.cpp_extension.load` compiles it with the headers inside the torch wheel (g++ with
C++20 and ninja needed). The build is cached under `$TORCH_EXTENSIONS_DIR/<tag>` when that variable
is set, else `~/.cache/spyre/torch_extensions/<tag>`, where `<tag>` names the torch and Python
versions; cpp_extension rebuilds when the sources change and serialises concurrent builds with a
lock file. The first build takes about half a minute; later loads reuse the library.

Every `import torch` in an environment with this package loads the shim (autoload), so the usual
path skips cpp_extension (and the setuptools import it costs): a stamp file next to the build
records the source hash and the library it produced, and a matching stamp loads that library
directly.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
import threading
from pathlib import Path

_CSRC = Path(__file__).with_name("csrc")
SOURCES = tuple(_CSRC / name for name in ("spyre_shim.cpp", "spyre_profiler.cpp", "spyre_generator.cpp",
                                           "spyre_pinned.cpp", "spyre_autocast.cpp"))
HEADERS = (_CSRC / "spyre_host_features.h",)  # hashed with the sources (cpp_extension compiles only .cpp)
_module = None
_lock = threading.Lock()


def build_directory() -> Path:
    import torch

    tag = f"spyre_shim_torch{torch.__version__}_py{sys.version_info.major}{sys.version_info.minor}"
    root = os.environ.get("TORCH_EXTENSIONS_DIR") or Path.home() / ".cache" / "spyre" / "torch_extensions"
    return Path(root) / tag


def extension():
    """The loaded shim module (built on first call in a fresh cache)."""
    global _module
    if _module is not None:
        return _module
    with _lock:
        if _module is None:
            _module = _load()
    return _module


def _kineto_include() -> str:
    """Kineto's headers inside the torch wheel (spyre_profiler.cpp includes them by bare name)."""
    import torch

    return str(Path(torch.__file__).parent / "include" / "kineto")


def _source_hash() -> str:
    digest = hashlib.sha256()
    for source in SOURCES + HEADERS:
        digest.update(source.read_bytes())
    return digest.hexdigest()


def _load_stamped(build_dir: Path, source_hash: str):
    """The library named by a stamp that matches the current sources, or None."""
    try:
        stamp = json.loads((build_dir / "stamp.json").read_text())
    except (OSError, ValueError):
        return None
    library = Path(stamp.get("library", ""))
    if stamp.get("source_hash") != source_hash or not library.is_file():
        return None
    spec = importlib.util.spec_from_file_location(stamp["module"], library)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _load():
    build_dir = build_directory()
    source_hash = _source_hash()
    build_dir.mkdir(parents=True, exist_ok=True)
    module = _load_stamped(build_dir, source_hash)
    if module is not None:
        return module

    from torch.utils import cpp_extension

    try:
        module = cpp_extension.load(
            name="spyre_shim",
            sources=[str(s) for s in SOURCES],
            build_directory=str(build_dir),
            extra_cflags=["-O2"],
            extra_include_paths=[_kineto_include()],
            verbose=os.environ.get("SPYRE_SHIM_VERBOSE") == "1",
        )
    except Exception as e:  # compiler/ninja missing or a build error: say where and what is needed
        raise RuntimeError(
            f"spyre: building the C++ device shim ({', '.join(s.name for s in SOURCES)}) in {build_dir} "
            f"failed: {e}. It needs g++ with C++20 and ninja (pip install ninja); "
            f"SPYRE_SHIM_VERBOSE=1 shows the compiler output."
        ) from e
    stamp = {"source_hash": source_hash, "module": module.__name__, "library": module.__file__}
    tmp = build_dir / f"stamp.json.{os.getpid()}"
    tmp.write_text(json.dumps(stamp))
    os.replace(tmp, build_dir / "stamp.json")  # atomic: concurrent loaders see old or new
    return module
