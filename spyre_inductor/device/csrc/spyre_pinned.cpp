// Pinned host memory for spyre: `pin_memory()` / `pin_memory=True` allocate here. The simulation
// has no page locking; what matters is that PyTorch can ask is_pinned and that a copy from such a
// block may read it in place (no staging copy), later, on the stream, as a DMA from pinned memory
// does. The allocator therefore remembers the blocks it handed out.

#include "spyre_host_features.h"

#include <c10/util/Exception.h>

#include <cstdlib>
#include <iterator>
#include <map>
#include <mutex>

namespace spyre {
namespace {

constexpr size_t kPinnedAlignment = 128;  // one stick

std::mutex g_pinned_mutex;
std::map<uintptr_t, size_t>& pinned_blocks() {  // start -> bytes (leaked: outlives static dtors)
  static auto* blocks = new std::map<uintptr_t, size_t>();
  return *blocks;
}

void free_pinned(void* data) {
  {
    std::lock_guard<std::mutex> lock(g_pinned_mutex);
    pinned_blocks().erase(reinterpret_cast<uintptr_t>(data));
  }
  std::free(data);
}

struct SpyrePinnedAllocator final : c10::Allocator {
  c10::DataPtr allocate(size_t nbytes) override {
    void* data = nullptr;
    if (nbytes > 0) {
      size_t rounded = (nbytes + kPinnedAlignment - 1) / kPinnedAlignment * kPinnedAlignment;
      data = std::aligned_alloc(kPinnedAlignment, rounded);
      TORCH_CHECK(data != nullptr, "spyre: out of host memory allocating ", nbytes,
                  " pinned bytes");
      std::lock_guard<std::mutex> lock(g_pinned_mutex);
      pinned_blocks()[reinterpret_cast<uintptr_t>(data)] = nbytes;
    }
    return {data, data, &free_pinned, c10::Device(c10::DeviceType::CPU)};
  }
  c10::DeleterFnPtr raw_deleter() const override { return &free_pinned; }
  void copy_data(void* dest, const void* src, std::size_t count) const override {
    default_copy_data(dest, src, count);
  }
};

SpyrePinnedAllocator g_pinned_allocator;

}  // namespace

c10::Allocator* pinned_allocator() { return &g_pinned_allocator; }

bool is_pinned(const void* data) {
  auto address = reinterpret_cast<uintptr_t>(data);
  std::lock_guard<std::mutex> lock(g_pinned_mutex);
  auto& blocks = pinned_blocks();
  auto after = blocks.upper_bound(address);
  if (after == blocks.begin()) {
    return false;
  }
  auto block = std::prev(after);
  return address < block->first + block->second;
}

}  // namespace spyre
