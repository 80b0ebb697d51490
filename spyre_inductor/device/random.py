"""Random numbers on spyre tensors: the generators (torch.spyre's seeding API) and the random
kernels (PrivateUse1).

Every spyre device has a default generator, and `torch.Generator(device="spyre")` makes more: a
Philox-4x32-10 state of a seed and an offset (csrc/spyre_generator.cpp, laid out as CUDA's). A
kernel reserves one Philox counter per element from the generator (advancing its offset), the
torch-free runtime turns the counters into numbers (spyre_runtime/random.py), and the values
reach the tensor as a transfer on the current stream. A seed and a sequence of draws therefore
name the same numbers every time, in eager code and in compiled graphs (whose random ops call
these kernels: spyre_inductor/compiler/frontend/random.py).

The primitive draws are uniform_ (and rand, rand_like, which PyTorch builds on it), normal_
(randn), random_ (randint), randperm and multinomial. The derived distributions (exponential_,
log_normal_, bernoulli_, native_dropout (and its backward), rrelu_with_noise, normal with tensor
arguments) are PyTorch's own
decompositions -- the functions Inductor traces for them -- run over those draws on the card, so
eager and compiled results agree; a generator passed to one of them is the one its inner draws
take. cauchy_ and geometric_ apply their decompositions' formulas to the same uniform draws in the
runtime (tan, log1p and floor have no card kernel).
"""

from __future__ import annotations

import contextlib
import math
import threading

import numpy as np
import torch

from spyre_runtime import random as philox

from . import copy as spyre_copy
from . import shim, streams

_drawing = threading.local()  # .generator: what draws without a generator take (see drawing_from)
_default_generators: dict[int, torch.Generator] = {}
_lock = threading.Lock()

FLOAT_DTYPES = (torch.float32, torch.float16, torch.bfloat16)
_MANTISSA_DIGITS = {torch.float32: 24, torch.float16: 11, torch.bfloat16: 8}


# ---- generators and the seeding API (torch.spyre.*) ---------------------------------------------


def default_generator(index: int) -> torch.Generator:
    """The default generator of spyre device `index` (one object per device for the process)."""
    generator = _default_generators.get(index)
    if generator is None:
        with _lock:
            generator = _default_generators.get(index)
            if generator is None:
                generator = _default_generators[index] = shim.extension().default_generator(index)
    return generator


def default_generators() -> tuple:
    return tuple(default_generator(i) for i in range(streams.device_count()))


def _device_index(device) -> int:
    if device is None:
        return streams.current_device()
    if isinstance(device, int):
        return streams._check_device(device)
    device = torch.device(device)
    if device.type != "spyre":
        raise ValueError(f"expected a spyre device, got {device}")
    return streams.current_device() if device.index is None else streams._check_device(device.index)


def manual_seed(seed: int) -> None:
    """Seed the current device's default generator (its offset restarts at 0)."""
    default_generator(streams.current_device()).manual_seed(int(seed))


def manual_seed_all(seed: int) -> None:
    """Seed every spyre device's default generator (torch.manual_seed calls this)."""
    for generator in default_generators():
        generator.manual_seed(int(seed))


def seed() -> None:
    """Seed the current device's default generator with a non-deterministic seed."""
    default_generator(streams.current_device()).seed()


def seed_all() -> None:
    """One non-deterministic seed for every device's default generator (as torch.cuda.seed_all)."""
    generators = default_generators()
    value = generators[0].seed()
    for generator in generators[1:]:
        generator.manual_seed(value)


def initial_seed() -> int:
    return default_generator(streams.current_device()).initial_seed()


def get_rng_state(device="spyre") -> torch.Tensor:
    """The default generator's state of `device`: 16 bytes, seed then offset (torch.uint8, CPU)."""
    return default_generator(_device_index(device)).get_state()


def get_rng_state_all() -> list:
    return [generator.get_state() for generator in default_generators()]


def set_rng_state(new_state: torch.Tensor, device="spyre") -> None:
    default_generator(_device_index(device)).set_state(new_state.clone())


def set_rng_state_all(new_states) -> None:
    for index, state in enumerate(new_states):
        set_rng_state(state, index)


@contextlib.contextmanager
def drawing_from(generator: torch.Generator | None):
    """Inside the block, draws given no generator take `generator` (how a derived distribution's
    decomposition, which calls rand_like, draws from the generator its caller passed)."""
    previous = getattr(_drawing, "generator", None)
    _drawing.generator = generator if generator is not None else previous
    try:
        yield
    finally:
        _drawing.generator = previous


def _generator_for(t: torch.Tensor, generator) -> torch.Generator:
    if generator is None:
        generator = getattr(_drawing, "generator", None)
    if generator is None:
        return default_generator(t.device.index if t.device.index is not None else streams.current_device())
    if generator.device.type != "spyre":
        raise RuntimeError(f"spyre random ops need a spyre generator (torch.Generator(device='spyre')), "
                           f"got a generator on {generator.device}")
    return generator


def _words(t: torch.Tensor, generator, count: int | None = None) -> tuple:
    """The Philox words of `count` (default: t's numel) counters reserved from the generator."""
    count = t.numel() if count is None else count
    seed, offset = shim.extension().reserve_counters(_generator_for(t, generator), count)
    return philox.philox_words(seed, offset, count)


def _write(t: torch.Tensor, values) -> torch.Tensor:
    """t (spyre) <- values (numpy or CPU tensor in t's row-major order), converted to t's dtype."""
    if t.numel():
        src = values if isinstance(values, torch.Tensor) else torch.from_numpy(np.ascontiguousarray(values))
        spyre_copy.from_host(t, src.reshape(t.shape), handed_over=True)
    return t


def _check_float(t: torch.Tensor, op: str) -> None:
    if t.dtype not in FLOAT_DTYPES:
        raise RuntimeError(f"{op} on spyre expects a floating point tensor (float32, float16 or bfloat16), "
                           f"got {t.dtype}")


# ---- primitive draws ----------------------------------------------------------------------------


def uniform_(self, from_=0.0, to=1.0, *, generator=None):
    _check_float(self, "uniform_")
    if not from_ <= to:
        raise RuntimeError(f"uniform_ expects to return a [from, to) range, but found from={from_} > to={to}")
    if not self.numel():
        return self
    w0, _, _, _ = _words(self, generator)
    values = philox.uniform_float32(w0)
    if (from_, to) != (0.0, 1.0):
        values = values * np.float32(to - from_) + np.float32(from_)
    out = torch.from_numpy(values).to(self.dtype)
    if self.dtype != torch.float32 or (from_, to) != (0.0, 1.0):
        out[out == to] = from_  # rounding reached `to`: as CUDA's uniform, keep [from, to)
    return _write(self, out)


def normal_(self, mean=0.0, std=1.0, *, generator=None):
    _check_float(self, "normal_")
    if not std >= 0.0:
        raise RuntimeError(f"normal expects std >= 0.0, but found std {std}")
    if not self.numel():
        return self
    w0, w1, _, _ = _words(self, generator)
    values = philox.normal_float32(w0, w1)
    if (mean, std) != (0.0, 1.0):
        values = values * np.float32(std) + np.float32(mean)
    return _write(self, values)


def _random_top(dtype: torch.dtype) -> int:
    """The largest value random_ draws for dtype (floats: the largest of the integers from 0 up
    that the dtype holds exactly, 2**digits)."""
    if dtype == torch.bool:
        return 1
    if dtype in _MANTISSA_DIGITS:
        return 1 << _MANTISSA_DIGITS[dtype]
    return torch.iinfo(dtype).max


def _random_from_to(self, low: int, high: int | None, generator, op: str):
    """self <- integers in [low, high) (high None: up to the dtype's largest, inclusive)."""
    if high is None:
        span = _random_top(self.dtype) - low + 1
    else:
        if not low < high:
            raise RuntimeError(f"{op} expects 'from' to be less than 'to', but got from={low} >= to={high}")
        span = high - low
    if not self.numel():
        return self
    w0, w1, _, _ = _words(self, generator)
    return _write(self, philox.integers(w0, w1, low, span))


def random_(self, *, generator=None):
    return _random_from_to(self, 0, _random_top(self.dtype) + 1, generator, "random_")


def random_from(self, from_: int, to: int | None, *, generator=None):
    return _random_from_to(self, int(from_), None if to is None else int(to), generator, "random_")


def random_to(self, to: int, *, generator=None):
    return _random_from_to(self, 0, int(to), generator, "random_")


def randperm_out(n: int, *, generator=None, out):
    if n < 0:
        raise RuntimeError(f"randperm: n must be non-negative, got {n}")
    out.resize_(n)
    if n:
        w0, w1, _, _ = _words(out, generator, n)
        _write(out, np.argsort(philox.uniform_uint64(w0, w1), kind="stable").astype(np.int64))
    return out


def multinomial(self, num_samples: int, replacement: bool = False, *, generator=None):
    if self.dim() not in (1, 2):
        raise RuntimeError(f"prob_dist must be 1 or 2 dim, got {self.dim()}")
    _check_float(self, "multinomial")
    categories = self.shape[-1]
    if num_samples <= 0:
        raise RuntimeError(f"cannot sample n_sample <= 0 samples, got {num_samples}")
    if not replacement and num_samples > categories:
        raise RuntimeError(f"cannot sample n_sample > prob_dist.size(-1) samples without replacement "
                           f"({num_samples} > {categories})")
    probs = spyre_copy.to_host(self).to(torch.float64).reshape(-1, categories).numpy()
    if not np.isfinite(probs).all() or (probs < 0).any():
        raise RuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    totals = probs.sum(axis=1)
    if (totals <= 0).any():
        raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
    rows = probs.shape[0]
    if replacement:
        w0, _, _, _ = _words(self, generator, rows * num_samples)
        u = philox.uniform_float32(w0).astype(np.float64).reshape(rows, num_samples)
        cdf = np.cumsum(probs, axis=1) / totals[:, None]
        picks = np.stack([np.searchsorted(cdf[r], u[r], side="right") for r in range(rows)])
        picks = np.minimum(picks, categories - 1)
    else:
        if ((probs > 0).sum(axis=1) < num_samples).any():
            raise RuntimeError("invalid multinomial distribution (with replacement=False, "
                               "not enough non-negative category to sample)")
        # exponential races: the num_samples largest p / E, E ~ Exp(1), are a draw without replacement
        w0, _, _, _ = _words(self, generator, rows * categories)
        u = ((w0 >> np.uint32(8)).astype(np.float64) + 0.5) * 2.0 ** -24
        keys = probs / -np.log(u).reshape(rows, categories)
        picks = np.argsort(-keys, axis=1, kind="stable")[:, :num_samples]
    shape = (num_samples,) if self.dim() == 1 else (rows, num_samples)
    out = torch.empty(shape, dtype=torch.int64, device=self.device)
    return _write(out, picks.astype(np.int64))


def multinomial_out(self, num_samples: int, replacement: bool = False, *, generator=None, out):
    result = multinomial(self, num_samples, replacement, generator=generator)
    out.resize_(result.shape)
    return out.copy_(result)


# ---- distributions over uniform draws whose decompositions need ops the card lacks --------------


def cauchy_(self, median=0.0, sigma=1.0, *, generator=None):
    # torch._refs.cauchy's formula over rand_like's draws (tan has no card kernel)
    _check_float(self, "cauchy_")
    if not sigma > 0.0:
        raise RuntimeError(f"cauchy_ expects sigma > 0.0, but found sigma={sigma}")
    if not self.numel():
        return self
    u = philox.uniform_float32(_words(self, generator)[0])
    return _write(self, np.float32(median) + np.float32(sigma) * np.tan(np.float32(math.pi) * (u - np.float32(0.5))))


def geometric_(self, p, *, generator=None):
    # torch._refs.geometric's formula over rand_like's draws (log1p and floor have no card kernel)
    if not 0.0 < p < 1.0:
        raise RuntimeError(f"geometric_ expects p to be in (0, 1), but got p={p}")
    if not self.numel():
        return self
    u = philox.uniform_float32(_words(self, generator)[0])
    return _write(self, np.floor(np.log1p(-u) / np.float32(math.log1p(-p))) + np.float32(1))


# ---- derived distributions: PyTorch's decompositions over the draws above ------------------------


def _derived_inplace(reference):
    def kernel(self, *args, generator=None):
        with drawing_from(generator):
            return self.copy_(reference(self, *args))
    return kernel


def _bernoulli_p(self, p=0.5, *, generator=None):
    # Inductor's decomposition of bernoulli_ (torch._decomp.decompositions_for_rng)
    if isinstance(p, torch.Tensor):
        p = p.to(self.device)
    elif not 0.0 <= p <= 1.0:
        raise RuntimeError(f"bernoulli_ expects p to be in [0, 1], but got p={p}")
    with drawing_from(generator):
        return self.copy_(torch.rand_like(self, dtype=torch.float32) < p)


def _bernoulli_out(self, *, generator=None, out):
    out.resize_(self.shape)
    return _bernoulli_p(out, self, generator=generator)


def _native_dropout(input, p: float, train):
    from torch._decomp.decompositions import native_dropout

    return native_dropout(input, p, train)


def _native_dropout_backward(grad_output, mask, scale: float):
    from torch._decomp.decompositions import native_dropout_backward

    return native_dropout_backward(grad_output, mask, scale)


def _rrelu_with_noise(self, noise, lower=0.125, upper=1.0 / 3.0, training=False, generator=None):
    # Inductor's decomposition (rrelu_with_noise_functional); `noise` receives the slopes drawn
    from torch._inductor.decomposition import rrelu_with_noise_functional

    output, slopes = rrelu_with_noise_functional(self, noise, lower, upper, training, generator)
    if training:
        noise.copy_(slopes)
    return output


def _normal_tensors(mean, std, generator):
    shape = torch.broadcast_shapes(*(x.shape for x in (mean, std) if isinstance(x, torch.Tensor)))
    like = mean if isinstance(mean, torch.Tensor) else std
    if isinstance(std, torch.Tensor):
        if bool((std < 0).any()):
            raise RuntimeError("normal expects all elements of std >= 0.0")
    elif not std >= 0.0:
        raise RuntimeError(f"normal expects std >= 0.0, but found std {std}")
    draws = normal_(torch.empty(shape, dtype=like.dtype, device=like.device), generator=generator)
    return draws * std + mean


def normal_tensor_float(mean, std=1.0, *, generator=None):
    return _normal_tensors(mean, std, generator)


def normal_float_tensor(mean, std, *, generator=None):
    return _normal_tensors(mean, std, generator)


def normal_tensor_tensor(mean, std, *, generator=None):
    return _normal_tensors(mean, std, generator)


def _normal_out(functional):
    def kernel(mean, std, *, generator=None, out):
        result = functional(mean, std, generator=generator)
        out.resize_(result.shape)
        return out.copy_(result)
    return kernel


# ---- the draw compiled graphs call (spyre_inductor/compiler/frontend/lowering.py) ----------------

DRAW_SCHEMA = ("draw(SymInt[] size, str kind, ScalarType dtype, Device device, int low, int high, "
               "Tensor[] after) -> Tensor")


def draw(size, kind: str, dtype, device, low: int = 0, high: int = 1, after=()):
    """torch.ops.spyre.draw: a new tensor of `kind` "rand", "randn" or "randint" (in [low, high))
    from the device's default generator. `after` is ignored: it lists the graph's previous draw,
    so that Inductor's scheduler keeps the draws in program order (each one's counters follow the
    previous one's, as in eager code)."""
    out = torch.empty(list(size), dtype=dtype, device=device)
    if kind == "rand":
        return uniform_(out)
    if kind == "randn":
        return normal_(out)
    if kind == "randint":
        return random_from(out, low, high)
    raise ValueError(f"spyre.draw: kind must be 'rand', 'randn' or 'randint', got {kind!r}")


def _draw_fake(size, kind, dtype, device, low=0, high=1, after=()):
    return torch.empty(list(size), dtype=dtype, device=device)


_library = None
_draw_library = None


def register() -> None:
    """Register the random kernels for PrivateUse1 (idempotent)."""
    global _library
    if _library is not None:
        return
    refs = torch._refs
    lib = torch.library.Library("aten", "IMPL")
    for name, kernel in (
        ("uniform_", uniform_),
        ("normal_", normal_),
        ("random_", random_),
        ("random_.from", random_from),
        ("random_.to", random_to),
        ("randperm.generator_out", randperm_out),
        ("multinomial", multinomial),
        ("multinomial.out", multinomial_out),
        ("exponential_", _derived_inplace(refs.exponential)),
        ("cauchy_", cauchy_),
        ("log_normal_", _derived_inplace(refs.log_normal)),
        ("geometric_", geometric_),
        ("bernoulli_.float", _bernoulli_p),
        ("bernoulli_.Tensor", _bernoulli_p),
        ("bernoulli.out", _bernoulli_out),
        ("native_dropout", _native_dropout),
        ("native_dropout_backward", _native_dropout_backward),
        ("rrelu_with_noise", _rrelu_with_noise),
        ("normal.Tensor_float", normal_tensor_float),
        ("normal.float_Tensor", normal_float_tensor),
        ("normal.Tensor_Tensor", normal_tensor_tensor),
        ("normal.Tensor_float_out", _normal_out(normal_tensor_float)),
        ("normal.float_Tensor_out", _normal_out(normal_float_tensor)),
        ("normal.Tensor_Tensor_out", _normal_out(normal_tensor_tensor)),
    ):
        lib.impl(name, kernel, "PrivateUse1")
    _library = lib
    global _draw_library
    ops = torch.library.Library("spyre", "FRAGMENT")
    ops.define(DRAW_SCHEMA, tags=(torch.Tag.nondeterministic_seeded,))
    ops.impl("draw", draw, "CompositeExplicitAutograd")  # (a factory: no tensor to dispatch on)
    torch.library.register_fake("spyre::draw", _draw_fake, lib=ops)
    _draw_library = ops


register()
