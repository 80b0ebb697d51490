// The spyre random generator: a counter-based Philox-4x32-10 state, as CUDA keeps it (a 64-bit
// seed and a 64-bit offset counting the counters used so far). The arithmetic is not here: random
// kernels (spyre_inductor/device/random.py) reserve counters through reserve_counters and the
// torch-free runtime (spyre_runtime/random.py) computes the numbers, so a seed and an offset name
// the same stream in eager and compiled code.

#include "spyre_host_features.h"

#include <ATen/EmptyTensor.h>
#include <c10/core/GeneratorImpl.h>
#include <c10/core/TensorImpl.h>
#include <c10/util/Exception.h>

#include <array>
#include <cstring>
#include <mutex>

namespace spyre {
namespace {

constexpr int kMaxGeneratorDevices = 16;  // as kMaxDevices in spyre_shim.cpp
constexpr size_t kStateBytes = 2 * sizeof(uint64_t);  // seed, offset (CUDA's layout)

struct SpyreGeneratorImpl final : c10::GeneratorImpl {
  explicit SpyreGeneratorImpl(c10::DeviceIndex index)
      : c10::GeneratorImpl(c10::Device(c10::DeviceType::PrivateUse1, index),
                           c10::DispatchKeySet(c10::DispatchKey::PrivateUse1)) {}

  void set_current_seed(uint64_t seed) override {
    seed_ = seed;
    offset_ = 0;
  }
  uint64_t current_seed() const override { return seed_; }
  uint64_t seed() override {
    uint64_t seed = c10::detail::getNonDeterministicRandom(/*is_cuda=*/true);
    set_current_seed(seed);
    return seed;
  }
  void set_offset(uint64_t offset) override { offset_ = offset; }
  uint64_t get_offset() const override { return offset_; }

  c10::intrusive_ptr<c10::TensorImpl> get_state() const override {
    auto state = at::detail::empty_cpu({static_cast<int64_t>(kStateBytes)}, at::kByte,
                                       /*pin_memory=*/false, c10::MemoryFormat::Contiguous);
    auto* bytes = static_cast<uint8_t*>(state.mutable_data_ptr());
    std::memcpy(bytes, &seed_, sizeof(uint64_t));
    std::memcpy(bytes + sizeof(uint64_t), &offset_, sizeof(uint64_t));
    return state.getIntrusivePtr();
  }
  void set_state(const c10::TensorImpl& state) override {
    TORCH_CHECK(state.dtype() == caffe2::TypeMeta::Make<uint8_t>(),
                "spyre generator state: expected a torch.uint8 tensor, got ", state.dtype());
    TORCH_CHECK(state.numel() == static_cast<int64_t>(kStateBytes),
                "spyre generator state: expected ", kStateBytes, " bytes (seed, offset), got ",
                state.numel());
    TORCH_CHECK(state.is_contiguous() && state.device().is_cpu(),
                "spyre generator state: expected a contiguous CPU tensor");
    const auto* bytes = static_cast<const uint8_t*>(state.data());
    std::memcpy(&seed_, bytes, sizeof(uint64_t));
    std::memcpy(&offset_, bytes + sizeof(uint64_t), sizeof(uint64_t));
  }

  static c10::DeviceType device_type() { return c10::DeviceType::PrivateUse1; }

 private:
  SpyreGeneratorImpl* clone_impl() const override {
    auto* copy = new SpyreGeneratorImpl(device().index());
    copy->seed_ = seed_;
    copy->offset_ = offset_;
    return copy;
  }

  uint64_t seed_ = c10::default_rng_seed_val;
  uint64_t offset_ = 0;
};

c10::DeviceIndex checked_index(c10::DeviceIndex index) {
  TORCH_CHECK(index >= 0 && index < kMaxGeneratorDevices, "spyre generator: device index ", index,
              " out of range [0, ", kMaxGeneratorDevices, ")");
  return index;
}

}  // namespace

const at::Generator& default_generator(c10::DeviceIndex index) {
  static std::array<at::Generator, kMaxGeneratorDevices> generators;
  static std::array<std::once_flag, kMaxGeneratorDevices> created;
  index = checked_index(index);
  std::call_once(created[index], [index] {
    generators[index] = at::make_generator<SpyreGeneratorImpl>(index);
  });
  return generators[index];
}

at::Generator new_generator(c10::DeviceIndex index) {
  return at::make_generator<SpyreGeneratorImpl>(checked_index(index));
}

std::pair<uint64_t, uint64_t> reserve_counters(const at::Generator& generator, uint64_t count) {
  TORCH_CHECK(generator.defined() && generator.device().type() == c10::DeviceType::PrivateUse1,
              "spyre random ops need a spyre generator, got one on ",
              generator.defined() ? generator.device().str() : std::string("(undefined)"));
  auto* impl = generator.get<SpyreGeneratorImpl>();
  std::lock_guard<std::mutex> lock(impl->mutex_);
  uint64_t offset = impl->get_offset();
  impl->set_offset(offset + count);
  return {impl->current_seed(), offset};
}

}  // namespace spyre
