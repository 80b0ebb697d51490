// What spyre_shim.cpp's hooks and bindings take from the other translation units of the shim:
// the Philox generator state (spyre_generator.cpp) and the pinned host allocator
// (spyre_pinned.cpp). spyre_autocast.cpp only registers kernels.
#pragma once

#include <ATen/core/Generator.h>
#include <c10/core/Allocator.h>

#include <cstdint>
#include <utility>

namespace spyre {

// The process-wide default generator of device `index` (created and seeded on first use).
const at::Generator& default_generator(c10::DeviceIndex index);
// A new generator on device `index` (torch.Generator(device="spyre")).
at::Generator new_generator(c10::DeviceIndex index);
// Reserve `count` Philox counters of a spyre generator: returns (seed, first counter) and
// advances the generator's offset by `count`, atomically (under the generator's mutex).
std::pair<uint64_t, uint64_t> reserve_counters(const at::Generator& generator, uint64_t count);

// Page-locked host memory in a real driver; here: host blocks the allocator remembers, so
// is_pinned answers and copies may read them in place.
c10::Allocator* pinned_allocator();
bool is_pinned(const void* data);

}  // namespace spyre
