// The C++ shim of the `spyre` PrivateUse1 device: only what PyTorch 2.13 exposes only in C++.
//
//   * SpyreAllocator      c10::DeviceAllocator; allocate/free/stats call Python
//                         (spyre_inductor/device/memory.py), which owns device memory through
//                         spyre_runtime. DataPtr data = device address (never dereferenced on the
//                         host), DataPtr context = a strong reference to the Python allocation record.
//   * SpyreGuardImpl      devices, thread-local current stream per device, pool/new streams, events
//                         (record, block, query, synchronize, elapsed time), synchronizeDevice;
//                         stream and event work calls Python (spyre_inductor/device/streams.py).
//   * SpyreHooks          PrivateUse1HooksInterface (availability, storage resize, generators
//                         and pinned memory from spyre_generator.cpp / spyre_pinned.cpp).
//   * metadata kernels    empty.memory_format, empty_strided, view, as_strided, _reshape_alias,
//                         resize_, set_ variants. Copies and fills are registered from Python.
//
// Python objects held here are intentionally leaked pointers, and every call into Python first
// checks that the interpreter is alive: tensors freed during interpreter shutdown must not crash.

#include <ATen/EmptyTensor.h>
#include <ATen/InferSize.h>
#include <ATen/detail/PrivateUse1HooksInterface.h>
#include <ATen/native/Resize.h>
#include <ATen/ops/_reshape_alias_native.h>
#include <ATen/ops/as_strided_native.h>
#include <ATen/ops/view_native.h>
#include <c10/core/CachingDeviceAllocator.h>
#include <torch/csrc/Exceptions.h>
#include <c10/core/DeviceGuard.h>
#include <c10/core/MemoryFormat.h>
#include <c10/core/impl/DeviceGuardImplInterface.h>
#include <torch/csrc/DynamicTypes.h>
#include <torch/csrc/Generator.h>
#include <torch/csrc/Storage.h>
#include <torch/csrc/autograd/python_variable.h>
#include <torch/extension.h>
#include <torch/library.h>

#include <array>
#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "spyre_host_features.h"

namespace py = pybind11;

namespace spyre {

constexpr c10::DeviceType kSpyre = c10::DeviceType::PrivateUse1;
constexpr int kMaxDevices = 16;

// ---------------------------------------------------------------------------------------------
// Calling into Python

py::object* g_memory = nullptr;   // spyre_inductor.device.memory (leaked on purpose)
py::object* g_streams = nullptr;  // spyre_inductor.device.streams (leaked on purpose)
std::atomic<int> g_device_count{1};

bool python_alive() {
  return Py_IsInitialized() && !_Py_IsFinalizing();
}

// Turn the pending Python exception into the matching c10 error, keeping the Python text
// (no traceback: the message names what was wrong).
[[noreturn]] void rethrow_python_error(py::error_already_set& e, const char* where) {
  if (!e.matches(PyExc_Exception)) {
    // KeyboardInterrupt / SystemExit (a signal handler raising inside a callback): not an error
    // of this call; it reaches the caller as itself, as it would from plain Python.
    e.restore();
    python_error err;
    err.persist();
    throw err;
  }
  std::string type_name = py::str(e.type().attr("__name__"));
  std::string text = py::str(e.value());
  bool oom = e.matches(PyExc_MemoryError);
  bool not_impl = e.matches(PyExc_NotImplementedError);
  bool value = e.matches(PyExc_ValueError);
  bool type = e.matches(PyExc_TypeError);
  bool index = e.matches(PyExc_IndexError);
  if (oom) {
    TORCH_CHECK_WITH(OutOfMemoryError, false, text);
  }
  std::string msg = std::string(where) + ": " + type_name + ": " + text;
  TORCH_CHECK_NOT_IMPLEMENTED(!not_impl, msg);
  TORCH_CHECK_VALUE(!value, msg);
  TORCH_CHECK_TYPE(!type, msg);
  TORCH_CHECK_INDEX(!index, msg);
  TORCH_CHECK(false, msg);
}

// Run `fn(module)` under the GIL; Python errors become c10 errors.
template <typename Fn>
auto with_python(py::object* const& module, const char* where, Fn&& fn) {
  TORCH_CHECK(python_alive(), where, ": the Python interpreter is not running");
  py::gil_scoped_acquire gil;
  TORCH_CHECK(module != nullptr, where,
              ": the spyre shim is loaded but its Python callbacks are not installed "
              "(spyre_inductor.device.register.register_device() did not finish)");
  try {
    return fn(*module);
  } catch (py::error_already_set& e) {
    rethrow_python_error(e, where);
  }
}

// ---------------------------------------------------------------------------------------------
// Allocator

// What the factory kernels know and the allocator does not: the tensor's sizes, strides and
// dtype. A factory sets it around its allocate() call; the allocator hands it to Python so that
// the allocation can be sized and laid out for that tensor (device layout, DESIGN §4).
struct PendingTensor {
  std::vector<int64_t> sizes;
  std::vector<int64_t> strides;
  c10::ScalarType dtype;
};
thread_local std::optional<PendingTensor> t_pending;

struct PendingTensorGuard {
  PendingTensorGuard(c10::IntArrayRef sizes, c10::IntArrayRef strides, c10::ScalarType dtype) {
    t_pending = PendingTensor{sizes.vec(), strides.vec(), dtype};
  }
  ~PendingTensorGuard() { t_pending.reset(); }
};

thread_local c10::DeviceIndex t_current_device = 0;

void release_allocation(void* ctx) {
  auto* record = static_cast<PyObject*>(ctx);
  if (!python_alive()) {
    return;  // interpreter gone: the arena goes with the process
  }
  py::gil_scoped_acquire gil;
  // A storage often dies while a Python exception propagates: keep that exception intact.
  py::error_scope keep_pending_error;
  try {
    if (g_memory != nullptr) {
      g_memory->attr("free")(py::handle(record));
    }
  } catch (py::error_already_set& e) {
    if (e.matches(PyExc_Exception)) {
      e.discard_as_unraisable("spyre allocator: freeing a device allocation");
    } else {
      // An interrupt (a signal handler raising) landed in the free, which a deleter cannot pass
      // on: the free is finished (memory.free does nothing for a record it freed), and a
      // KeyboardInterrupt is delivered again at the next bytecode, as if Ctrl-C came then.
      bool keyboard = e.matches(PyExc_KeyboardInterrupt);
      e.discard_as_unraisable("spyre allocator: freeing a device allocation (interrupted; the free was finished)");
      try {
        g_memory->attr("free")(py::handle(record));
      } catch (py::error_already_set& again) {
        again.discard_as_unraisable("spyre allocator: freeing a device allocation");
      }
      if (keyboard) {
        PyErr_SetInterrupt();
      }
    }
  }
  Py_DECREF(record);
}

c10::CachingDeviceAllocator::DeviceStats stats_from_dict(const py::dict& d) {
  using c10::CachingAllocator::StatType;
  c10::CachingDeviceAllocator::DeviceStats s;
  auto get = [&](const char* key) -> int64_t {
    return d.contains(key) ? d[key].cast<int64_t>() : 0;
  };
  auto fill = [&](c10::CachingAllocator::StatArray& arr, const char* prefix) {
    auto& st = arr[static_cast<size_t>(StatType::AGGREGATE)];
    std::string p(prefix);
    st.current = get((p + ".current").c_str());
    st.peak = get((p + ".peak").c_str());
    st.allocated = get((p + ".allocated").c_str());
    st.freed = get((p + ".freed").c_str());
  };
  fill(s.allocation, "allocation");
  fill(s.segment, "segment");
  fill(s.active, "active");
  fill(s.allocated_bytes, "allocated_bytes");
  fill(s.reserved_bytes, "reserved_bytes");
  fill(s.active_bytes, "active_bytes");
  fill(s.requested_bytes, "requested_bytes");
  s.num_ooms = get("num_ooms");
  s.num_alloc_retries = get("num_alloc_retries");
  s.num_device_alloc = get("num_device_alloc");
  s.num_device_free = get("num_device_free");
  return s;
}

struct SpyreAllocator final : c10::DeviceAllocator {
  c10::DataPtr allocate(size_t nbytes) override {
    c10::DeviceIndex device = t_current_device;
    std::optional<PendingTensor> pending;
    std::swap(pending, t_pending);  // consumed by this allocation only
    return with_python(g_memory, "spyre allocator", [&](py::object& m) {
      py::object sizes = py::none(), strides = py::none(), dtype = py::none();
      if (pending) {
        sizes = py::cast(pending->sizes);
        strides = py::cast(pending->strides);
        dtype = py::reinterpret_borrow<py::object>(
            reinterpret_cast<PyObject*>(torch::getTHPDtype(pending->dtype)));
      }
      py::tuple result = m.attr("allocate")(nbytes, device, sizes, strides, dtype);
      auto address = result[0].cast<uint64_t>();
      PyObject* record = result[1].ptr();
      Py_INCREF(record);  // released by release_allocation when PyTorch drops the storage
      return c10::DataPtr(reinterpret_cast<void*>(address), record, &release_allocation,
                          c10::Device(kSpyre, device));
    });
  }

  void copy_data(void* dest, const void* src, std::size_t count) const override {
    with_python(g_memory, "spyre allocator copy_data", [&](py::object& m) {
      m.attr("copy_data")(reinterpret_cast<uint64_t>(dest), reinterpret_cast<uint64_t>(src), count);
    });
  }

  bool initialized() override { return g_memory != nullptr; }

  void emptyCache(c10::MempoolId_t /*mempool_id*/) override {
    with_python(g_memory, "spyre empty_cache", [&](py::object& m) { m.attr("empty_cache")(); });
  }

  // Freed blocks are reused only after the runtime orders the reuse behind pending work on the
  // same bytes (derived edges on device byte ranges), so no per-stream bookkeeping is needed.
  void recordStream(const c10::DataPtr& /*ptr*/, c10::Stream /*stream*/) override {}

  c10::CachingDeviceAllocator::DeviceStats getDeviceStats(c10::DeviceIndex device) override {
    return with_python(g_memory, "spyre memory_stats", [&](py::object& m) {
      return stats_from_dict(m.attr("torch_device_stats")(device).cast<py::dict>());
    });
  }

  void resetAccumulatedStats(c10::DeviceIndex device) override {
    with_python(g_memory, "spyre reset_accumulated_memory_stats",
                [&](py::object& m) { m.attr("reset_accumulated_stats")(device); });
  }

  void resetPeakStats(c10::DeviceIndex device) override {
    with_python(g_memory, "spyre reset_peak_memory_stats",
                [&](py::object& m) { m.attr("reset_peak_stats")(device); });
  }

  std::pair<size_t, size_t> getMemoryInfo(c10::DeviceIndex device) override {
    return with_python(g_memory, "spyre get_memory_info", [&](py::object& m) {
      return m.attr("memory_info")(device).cast<std::pair<size_t, size_t>>();
    });
  }
};

SpyreAllocator g_allocator;
REGISTER_ALLOCATOR(kSpyre, &g_allocator);

// Grow or shrink a storage to `nbytes` host bytes: a new allocation (laid out for `pending`
// when given), the first min(old, new) host bytes copied over by Python (layout-aware).
void resize_storage_bytes(c10::StorageImpl* storage, size_t nbytes,
                          const std::optional<PendingTensor>& pending) {
  TORCH_CHECK(storage->resizable(), "spyre: trying to resize a storage that is not resizable");
  size_t old_nbytes = storage->nbytes();
  c10::DeviceGuard guard(storage->device());
  t_current_device = storage->device().index();
  if (pending) {
    t_pending = pending;
  }
  c10::DataPtr fresh = g_allocator.allocate(nbytes);
  size_t keep = std::min(old_nbytes, nbytes);
  if (keep > 0) {
    const c10::DataPtr& old = storage->data_ptr();
    TORCH_CHECK(old.get_deleter() == &release_allocation,
                "spyre resize_: the storage was not allocated by the spyre allocator");
    with_python(g_memory, "spyre resize_", [&](py::object& m) {
      m.attr("copy_storage_prefix")(py::handle(static_cast<PyObject*>(fresh.get_context())),
                                    py::handle(static_cast<PyObject*>(old.get_context())), keep);
    });
  }
  storage->set_data_ptr_noswap(std::move(fresh));
  storage->set_nbytes(nbytes);
}

// ---------------------------------------------------------------------------------------------
// Device guard: devices, streams, events

int64_t device_index_checked(c10::DeviceIndex index, const char* what) {
  TORCH_CHECK_INDEX(index >= 0 && index < g_device_count.load(), what, ": spyre device index ",
                    static_cast<int>(index), " out of range (the simulation has ",
                    g_device_count.load(), " device(s); SPYRE_NUM_DEVICES sets it)");
  return index;
}

thread_local std::array<c10::StreamId, kMaxDevices> t_current_stream{};  // 0 = default stream

struct SpyreGuardImpl final : c10::impl::DeviceGuardImplInterface {
  c10::DeviceType type() const override { return kSpyre; }

  c10::Device exchangeDevice(c10::Device d) const override {
    auto old = getDevice();
    setDevice(d);
    return old;
  }
  c10::Device getDevice() const override { return c10::Device(kSpyre, t_current_device); }
  void setDevice(c10::Device d) const override {
    TORCH_CHECK(d.type() == kSpyre, "spyre device guard: expected a spyre device, got ", d);
    if (d.has_index()) {
      t_current_device = static_cast<c10::DeviceIndex>(device_index_checked(d.index(), "set_device"));
    }
  }
  void uncheckedSetDevice(c10::Device d) const noexcept override {
    if (d.has_index() && d.index() >= 0 && d.index() < g_device_count.load()) {
      t_current_device = d.index();
    }
  }
  c10::DeviceIndex deviceCount() const noexcept override {
    return static_cast<c10::DeviceIndex>(g_device_count.load());
  }

  c10::Stream getStream(c10::Device d) const override {
    auto index = device_index_checked(d.has_index() ? d.index() : t_current_device, "current_stream");
    return c10::Stream(c10::Stream::UNSAFE, c10::Device(kSpyre, index), t_current_stream[index]);
  }
  c10::Stream getDefaultStream(c10::Device d) const override {
    auto index = device_index_checked(d.has_index() ? d.index() : t_current_device, "default_stream");
    return c10::Stream(c10::Stream::UNSAFE, c10::Device(kSpyre, index), 0);
  }
  c10::Stream getStreamFromGlobalPool(c10::Device d, bool high_priority) const override {
    return new_stream(d, high_priority ? -1 : 0, "pool_stream");
  }
  c10::Stream getNewStream(c10::Device d, int priority) const override {
    return new_stream(d, priority, "new_stream");
  }
  c10::Stream exchangeStream(c10::Stream s) const override {
    auto index = device_index_checked(s.device_index(), "set_stream");
    auto old = c10::Stream(c10::Stream::UNSAFE, c10::Device(kSpyre, index), t_current_stream[index]);
    t_current_stream[index] = s.id();
    return old;
  }
  bool queryStream(const c10::Stream& s) const override {
    return with_python(g_streams, "spyre stream.query", [&](py::object& m) {
      return m.attr("query_stream")(s.device_index(), s.id()).cast<bool>();
    });
  }
  void synchronizeStream(const c10::Stream& s) const override {
    with_python(g_streams, "spyre stream.synchronize", [&](py::object& m) {
      m.attr("synchronize_stream")(s.device_index(), s.id());
    });
  }
  void synchronizeDevice(const c10::DeviceIndex index) const override {
    auto device = index < 0 ? t_current_device : index;
    with_python(g_streams, "spyre synchronize", [&](py::object& m) {
      m.attr("synchronize_device")(device);
    });
  }

  // An event is an integer handle (never 0) into the Python event table.
  void record(void** event, const c10::Stream& s, const c10::DeviceIndex index,
              const c10::EventFlag flag) const override {
    TORCH_CHECK(index == -1 || index == s.device_index(), "spyre event.record: event on device ",
                static_cast<int>(index), " recorded on a stream of device ",
                static_cast<int>(s.device_index()));
    with_python(g_streams, "spyre event.record", [&](py::object& m) {
      if (*event == nullptr) {
        auto handle = m.attr("create_event")(s.device_index(),
                                             flag == c10::EventFlag::BACKEND_DEFAULT)
                          .cast<uintptr_t>();
        *event = reinterpret_cast<void*>(handle);
      }
      m.attr("record_event")(reinterpret_cast<uintptr_t>(*event), s.device_index(), s.id());
    });
  }
  void block(void* event, const c10::Stream& s) const override {
    if (event == nullptr) {
      return;  // never recorded: nothing to wait for
    }
    with_python(g_streams, "spyre stream.wait_event", [&](py::object& m) {
      m.attr("block_event")(reinterpret_cast<uintptr_t>(event), s.device_index(), s.id());
    });
  }
  bool queryEvent(void* event) const override {
    if (event == nullptr) {
      return true;
    }
    return with_python(g_streams, "spyre event.query", [&](py::object& m) {
      return m.attr("query_event")(reinterpret_cast<uintptr_t>(event)).cast<bool>();
    });
  }
  void synchronizeEvent(void* event) const override {
    if (event == nullptr) {
      return;
    }
    with_python(g_streams, "spyre event.synchronize", [&](py::object& m) {
      m.attr("synchronize_event")(reinterpret_cast<uintptr_t>(event));
    });
  }
  double elapsedTime(void* start, void* end, const c10::DeviceIndex /*index*/) const override {
    TORCH_CHECK(start != nullptr && end != nullptr,
                "spyre event.elapsed_time: both events must be recorded first");
    return with_python(g_streams, "spyre event.elapsed_time", [&](py::object& m) {
      return m.attr("elapsed_time")(reinterpret_cast<uintptr_t>(start),
                                    reinterpret_cast<uintptr_t>(end))
          .cast<double>();
    });
  }
  void destroyEvent(void* event, const c10::DeviceIndex /*index*/) const noexcept override {
    if (event == nullptr || !python_alive()) {
      return;
    }
    py::gil_scoped_acquire gil;
    py::error_scope keep_pending_error;
    try {
      if (g_streams != nullptr) {
        g_streams->attr("destroy_event")(reinterpret_cast<uintptr_t>(event));
      }
    } catch (py::error_already_set& e) {
      e.discard_as_unraisable("spyre: destroying an event");
    }
  }

 private:
  c10::Stream new_stream(c10::Device d, int priority, const char* what) const {
    auto index = device_index_checked(d.has_index() ? d.index() : t_current_device, what);
    auto id = with_python(g_streams, what, [&](py::object& m) {
      return m.attr("new_stream")(index, priority).cast<int64_t>();
    });
    return c10::Stream(c10::Stream::UNSAFE, c10::Device(kSpyre, index), id);
  }
};

C10_REGISTER_GUARD_IMPL(PrivateUse1, SpyreGuardImpl);

// ---------------------------------------------------------------------------------------------
// PrivateUse1 hooks

struct SpyreHooks final : at::PrivateUse1HooksInterface {
  bool isBuilt() const override { return true; }
  bool isAvailable() const override { return true; }
  bool hasPrimaryContext(c10::DeviceIndex index) const override {
    return index >= 0 && index < g_device_count.load();
  }
  c10::DeviceIndex deviceCount() const override {
    return static_cast<c10::DeviceIndex>(g_device_count.load());
  }
  void setCurrentDevice(c10::DeviceIndex index) const override {
    t_current_device = static_cast<c10::DeviceIndex>(device_index_checked(index, "set_device"));
  }
  c10::DeviceIndex getCurrentDevice() const override { return t_current_device; }
  c10::DeviceIndex exchangeDevice(c10::DeviceIndex index) const override {
    auto old = t_current_device;
    setCurrentDevice(index);
    return old;
  }
  c10::DeviceIndex maybeExchangeDevice(c10::DeviceIndex index) const override {
    return exchangeDevice(index);
  }
  at::Device getDeviceFromPtr(void* /*data*/) const override {
    return c10::Device(kSpyre, t_current_device);
  }
  bool isPinnedPtr(const void* data) const override { return is_pinned(data); }
  c10::Allocator* getPinnedMemoryAllocator() const override { return pinned_allocator(); }
  const at::Generator& getDefaultGenerator(c10::DeviceIndex index) const override {
    return default_generator(generator_device(index));
  }
  at::Generator getNewGenerator(c10::DeviceIndex index) const override {
    return new_generator(generator_device(index));
  }
  static c10::DeviceIndex generator_device(c10::DeviceIndex index) {
    return index < 0 ? t_current_device
                     : static_cast<c10::DeviceIndex>(device_index_checked(index, "generator"));
  }
  void resizePrivateUse1Bytes(const c10::Storage& storage, size_t nbytes) const override {
    resize_storage_bytes(storage.unsafeGetStorageImpl(), nbytes, std::nullopt);
  }
};

SpyreHooks* g_hooks = nullptr;

// ---------------------------------------------------------------------------------------------
// Metadata kernels (no data movement)

c10::DeviceIndex target_device(std::optional<c10::Device> device) {
  if (device && device->has_index()) {
    return static_cast<c10::DeviceIndex>(device_index_checked(device->index(), "empty"));
  }
  return t_current_device;
}

at::Tensor empty_strided(c10::IntArrayRef size, c10::IntArrayRef stride,
                         std::optional<c10::ScalarType> dtype, std::optional<c10::Layout> layout,
                         std::optional<c10::Device> device, std::optional<bool> /*pin_memory*/) {
  TORCH_CHECK(!layout || *layout == c10::Layout::Strided, "spyre: only strided tensors, got layout ",
              *layout);
  auto scalar_type = c10::dtype_or_default(dtype);
  c10::DeviceIndex index = target_device(device);
  c10::DeviceGuard guard(c10::Device(kSpyre, index));
  t_current_device = index;
  PendingTensorGuard pending(size, stride, scalar_type);
  return at::detail::empty_strided_generic(size, stride, &g_allocator,
                                           c10::DispatchKeySet(c10::DispatchKey::PrivateUse1),
                                           scalar_type);
}

at::Tensor empty_memory_format(c10::IntArrayRef size, std::optional<c10::ScalarType> dtype,
                               std::optional<c10::Layout> layout, std::optional<c10::Device> device,
                               std::optional<bool> pin_memory,
                               std::optional<c10::MemoryFormat> memory_format) {
  auto format = memory_format.value_or(c10::MemoryFormat::Contiguous);
  std::vector<int64_t> strides;
  switch (format) {
    case c10::MemoryFormat::ChannelsLast:
      strides = c10::get_channels_last_strides_2d(size);
      break;
    case c10::MemoryFormat::ChannelsLast3d:
      strides = c10::get_channels_last_strides_3d(size);
      break;
    case c10::MemoryFormat::Contiguous:
    case c10::MemoryFormat::Preserve:
      strides = c10::IntArrayRef(c10::contiguous_strides(size)).vec();
      break;
    default:
      TORCH_CHECK(false, "spyre empty: unsupported memory format ", format);
  }
  return empty_strided(size, strides, dtype, layout, device, pin_memory);
}

std::optional<PendingTensor> pending_for(const at::Tensor& t) {
  return PendingTensor{t.sizes().vec(), t.strides().vec(), t.scalar_type()};
}

const at::Tensor& resize_(const at::Tensor& self, c10::IntArrayRef size,
                          std::optional<c10::MemoryFormat> memory_format) {
  auto* impl = self.unsafeGetTensorImpl();
  at::native::resize_impl_cpu_(impl, size, /*stride=*/std::nullopt, /*resize_storage=*/false);
  if (memory_format) {
    TORCH_CHECK(*memory_format != c10::MemoryFormat::Preserve,
                "spyre resize_: unsupported memory format ", *memory_format);
    impl->empty_tensor_restride(*memory_format);
  }
  if (impl->numel() > 0) {
    size_t needed = at::detail::computeStorageNbytes(self.sizes(), self.strides(),
                                                     self.dtype().itemsize(), self.storage_offset());
    if (needed > self.storage().nbytes()) {
      resize_storage_bytes(self.storage().unsafeGetStorageImpl(), needed, pending_for(self));
    }
  }
  return self;
}

at::Tensor& set_storage_offset(at::Tensor& self, c10::Storage source, int64_t storage_offset,
                               c10::IntArrayRef size, c10::IntArrayRef stride) {
  at::native::checkSetStorage(self, std::move(source), storage_offset, size, stride);
  self.unsafeGetTensorImpl()->set_storage_offset(storage_offset);
  at::OptionalIntArrayRef stride_opt =
      stride.data() != nullptr ? at::OptionalIntArrayRef(stride) : std::nullopt;
  // Bounds were checked against the storage above: the storage is never resized here.
  at::native::resize_impl_cpu_(self.unsafeGetTensorImpl(), size, stride_opt,
                               /*resize_storage=*/false);
  if (self.numel() > 0) {
    size_t needed = at::detail::computeStorageNbytes(self.sizes(), self.strides(),
                                                     self.dtype().itemsize(), storage_offset);
    TORCH_CHECK(needed <= self.storage().nbytes(), "spyre set_: sizes ", size, ", strides ",
                self.strides(), " and storage offset ", storage_offset, " need ", needed,
                " bytes but the storage holds ", self.storage().nbytes());
  }
  return self;
}

at::Tensor& set_storage(at::Tensor& self, c10::Storage source) {
  int64_t numel = static_cast<int64_t>(source.nbytes() / self.dtype().itemsize());
  return set_storage_offset(self, std::move(source), 0, {numel}, {});
}

at::Tensor& set_tensor(at::Tensor& self, const at::Tensor& source) {
  if (self.unsafeGetTensorImpl() == source.unsafeGetTensorImpl()) {
    return self;
  }
  return set_storage_offset(self, source.storage(), source.storage_offset(), source.sizes(),
                            source.strides());
}

at::Tensor& set_empty(at::Tensor& self) {
  c10::DeviceGuard guard(self.device());
  t_current_device = self.device().index();
  c10::Storage storage(c10::Storage::use_byte_size_t(), 0, &g_allocator, /*resizable=*/true);
  return set_storage_offset(self, std::move(storage), 0, {0}, {});
}

TORCH_LIBRARY_IMPL(aten, PrivateUse1, m) {
  m.impl("empty.memory_format", empty_memory_format);
  m.impl("empty_strided", empty_strided);
  m.impl("view", at::native::view);
  m.impl("as_strided", at::native::as_strided_tensorimpl);
  m.impl("_reshape_alias", at::native::_reshape_alias);
  m.impl("resize_", resize_);
  m.impl("set_.source_Storage", set_storage);
  m.impl("set_.source_Storage_storage_offset", set_storage_offset);
  m.impl("set_.source_Tensor", set_tensor);
  m.impl("set_", set_empty);
}

// ---------------------------------------------------------------------------------------------
// Python module: installing the callbacks and small queries for tests

void install_callbacks(py::object memory, py::object streams, int device_count) {
  TORCH_CHECK(device_count >= 1 && device_count <= kMaxDevices,
              "spyre: device count must be in [1, ", kMaxDevices, "], got ", device_count);
  // Leaked on purpose: destroying them after interpreter shutdown would crash.
  g_memory = new py::object(std::move(memory));
  g_streams = new py::object(std::move(streams));
  g_device_count = device_count;
  if (g_hooks == nullptr) {
    g_hooks = new SpyreHooks();  // leaked: PyTorch keeps the pointer for the process lifetime
    at::RegisterPrivateUse1HooksInterface(g_hooks);
  }
}

// The Python allocation record riding in a storage's DataPtr context: for a tensor or an
// UntypedStorage on a spyre device; None for anything else.
py::object allocation_record(py::handle obj) {
  c10::Storage storage;
  if (THPVariable_Check(obj.ptr())) {
    storage = THPVariable_Unpack(obj.ptr()).storage();
  } else if (THPStorage_Check(obj.ptr())) {
    storage = THPStorage_Unpack(obj.ptr());
  } else {
    return py::none();
  }
  if (!storage || storage.device().type() != kSpyre ||
      storage.data_ptr().get_deleter() != &release_allocation) {
    return py::none();
  }
  return py::reinterpret_borrow<py::object>(static_cast<PyObject*>(storage.data_ptr().get_context()));
}

// The default generator of a device as a torch.Generator (the Python object borrows it: default
// generators live for the process).
py::object default_generator_object(int index) {
  const auto& generator = default_generator(
      static_cast<c10::DeviceIndex>(device_index_checked(index, "default_generator")));
  return py::reinterpret_steal<py::object>(THPGenerator_initDefaultGenerator(generator));
}

// (seed, first counter) of `count` Philox counters taken from a spyre torch.Generator.
std::pair<uint64_t, uint64_t> reserve_counters_of(py::handle generator, uint64_t count) {
  TORCH_CHECK(THPGenerator_Check(generator.ptr()), "spyre: expected a torch.Generator, got ",
              py::str(py::type::handle_of(generator)).cast<std::string>());
  return reserve_counters(reinterpret_cast<THPGenerator*>(generator.ptr())->cdata, count);
}

}  // namespace spyre

namespace spyre::profiler {
void bind(py::module_& m);  // spyre_profiler.cpp: torch.profiler's PrivateUse1 activity profiler
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.doc() = "spyre device shim: allocator, device guard, hooks and metadata kernels for PrivateUse1";
  m.def("install_callbacks", &spyre::install_callbacks, py::arg("memory"), py::arg("streams"),
        py::arg("device_count"));
  m.def("allocation_record", &spyre::allocation_record, py::arg("tensor_or_storage"));
  m.def("current_device", []() { return static_cast<int>(spyre::t_current_device); });
  spyre::profiler::bind(m);
  m.def("default_generator", &spyre::default_generator_object, py::arg("device_index"));
  m.def("reserve_counters", &spyre::reserve_counters_of, py::arg("generator"), py::arg("count"));
  m.def("is_pinned_address", [](uintptr_t address) {
    return spyre::is_pinned(reinterpret_cast<const void*>(address));
  }, py::arg("address"));
}
