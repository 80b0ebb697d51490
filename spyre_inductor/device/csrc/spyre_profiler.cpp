// torch.profiler on spyre: a Kineto activity profiler for PrivateUse1 (PyTorch 2.13's
// REGISTER_PRIVATEUSE1_PROFILER), the only part of the profiler integration that must be C++.
//
//   * Kineto pushes the correlation id of every host op it records into each session (this
//     thread's stack here); Python reads the innermost with current_correlation() when it
//     enqueues device work, so each device activity is linked to the host op that launched it.
//   * start() / stop() call spyre_inductor.device.profiler (session_start / session_stop), which
//     observes the runtime's queues and, at stop, synchronizes and returns one record per op that
//     ran: its simulated start and duration (placed on the host clock there), track and name.
//   * processTrace() turns those records into Kineto activities (kernels, memcpy / memset), each
//     linked to its host op, and device / resource infos give Perfetto one track per pipeline and
//     stream. Everything that can be Python is Python (spyre_inductor/device/profiler.py).
//   * The legacy autograd profiler's PrivateUse1 stubs (use_device="spyre"): timed events on the
//     current stream around each op, elapsed = simulated time between them.

// The torch wheel is built with Kineto; its PrivateUse1 profiler registry is declared only then.
#ifndef USE_KINETO
#define USE_KINETO
#endif

// Kineto's activity metadata formats with fmt, which libtorch does not export: header-only here.
#define FMT_HEADER_ONLY

#include <c10/util/ApproximateClock.h>
#include <torch/csrc/profiler/standalone/privateuse1_profiler.h>
#include <torch/csrc/profiler/stubs/base.h>
#include <torch/extension.h>

#include <IActivityProfiler.h>
#include <libkineto.h>
#include <output_base.h>

#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace py = pybind11;

namespace spyre::profiler {

namespace {

thread_local std::vector<uint64_t> t_correlation;  // Kineto's host-op correlation ids, innermost last

bool python_alive() {
  return Py_IsInitialized() && !_Py_IsFinalizing();
}

// One device activity as Python describes it (spyre_inductor/device/profiler.py ProfiledOp.record).
struct Record {
  std::string name;
  int kind;  // 0 kernel, 1 memcpy, 2 memset, 3 runtime (the card's host worker)
  int device;
  int resource;
  int64_t start_ns;
  int64_t end_ns;
  int64_t correlation;
  std::vector<std::pair<std::string, std::string>> args;  // metadata, values already JSON
};

struct Resource {
  int device;
  int id;
  std::string name;
};

libkineto::ActivityType activity_type(int kind) {
  switch (kind) {
    case 1:
      return libkineto::ActivityType::GPU_MEMCPY;
    case 2:
      return libkineto::ActivityType::GPU_MEMSET;
    case 3:
      return libkineto::ActivityType::PRIVATEUSE1_RUNTIME;
    default:
      return libkineto::ActivityType::CONCURRENT_KERNEL;
  }
}

// Call spyre_inductor.device.profiler.<fn>(); a Python error becomes a session error (the
// profiler must not throw through Kineto).
py::object call_python(const char* fn, std::vector<std::string>& errors) {
  if (!python_alive()) {
    errors.emplace_back(std::string("spyre profiler: ") + fn + ": the Python interpreter is not running");
    return py::none();
  }
  try {
    return py::module_::import("spyre_inductor.device.profiler").attr(fn)();
  } catch (py::error_already_set& e) {
    errors.emplace_back(std::string("spyre profiler: ") + fn + ": " + e.what());
    return py::none();
  }
}

class SpyreProfilerSession : public libkineto::IActivityProfilerSession {
 public:
  void start() override {
    {
      py::gil_scoped_acquire gil;
      call_python("session_start", errors_);
    }
    status_ = libkineto::TraceStatus::RECORDING;
  }

  void stop() override {
    {
      py::gil_scoped_acquire gil;
      py::object result = call_python("session_stop", errors_);
      if (!result.is_none()) {
        try {
          read_result(result);
        } catch (py::error_already_set& e) {
          errors_.emplace_back(std::string("spyre profiler: bad session_stop result: ") + e.what());
        } catch (py::cast_error& e) {
          errors_.emplace_back(std::string("spyre profiler: bad session_stop result: ") + e.what());
        }
      }
    }
    status_ = libkineto::TraceStatus::PROCESSING;
  }

  std::vector<std::string> errors() override {
    return errors_;
  }

  void processTrace(libkineto::ActivityLogger& logger) override {
    processTrace(logger, [](int32_t) -> const libkineto::ITraceActivity* { return nullptr; }, 0, 0);
  }

  void processTrace(libkineto::ActivityLogger& logger, libkineto::getLinkedActivityCallback linked_of,
                    int64_t /*window_start*/, int64_t /*window_end*/) override {
    build_activities(linked_of);
    for (const auto& activity : buffer_->activities) {
      activity->log(logger);
    }
  }

  std::unique_ptr<libkineto::DeviceInfo> getDeviceInfo() override {
    if (devices_.empty()) {
      return nullptr;
    }
    int device = devices_.front();
    return std::make_unique<libkineto::DeviceInfo>(
        libkineto::DeviceInfo{device, device, "spyre " + std::to_string(device) + " (simulated)",
                              "spyre " + std::to_string(device)});
  }

  std::vector<libkineto::ResourceInfo> getResourceInfos() override {
    std::vector<libkineto::ResourceInfo> infos;
    for (const auto& r : resources_) {
      infos.push_back(libkineto::ResourceInfo{r.id, r.id, r.device, r.name});
    }
    return infos;
  }

  std::unique_ptr<libkineto::CpuTraceBuffer> getTraceBuffer() override {
    build_activities([](int32_t) -> const libkineto::ITraceActivity* { return nullptr; });
    return std::move(owned_);  // the activities stay where they are: Kineto's loggers hold pointers
  }

  void pushCorrelationId(uint64_t id) override {
    t_correlation.push_back(id);
  }

  void popCorrelationId() override {
    if (!t_correlation.empty()) {
      t_correlation.pop_back();
    }
  }

 private:
  void read_result(py::handle result) {
    py::tuple parts = result.cast<py::tuple>();
    for (auto item : parts[0]) {
      py::tuple r = item.cast<py::tuple>();
      Record rec{r[0].cast<std::string>(), r[1].cast<int>(), r[2].cast<int>(), r[3].cast<int>(),
                 r[4].cast<int64_t>(), r[5].cast<int64_t>(), r[6].cast<int64_t>(), {}};
      for (auto kv : r[7].cast<py::dict>()) {
        rec.args.emplace_back(kv.first.cast<std::string>(), kv.second.cast<std::string>());
      }
      records_.push_back(std::move(rec));
    }
    for (auto item : parts[1]) {
      py::tuple r = item.cast<py::tuple>();
      resources_.push_back(Resource{r[0].cast<int>(), r[1].cast<int>(), r[2].cast<std::string>()});
    }
    for (auto item : parts[2]) {
      devices_.push_back(item.cast<int>());
    }
    span_start_ns_ = parts[3].cast<int64_t>();
    span_end_ns_ = parts[4].cast<int64_t>();
  }

  // Once: the records as Kineto activities in the buffer handed to Kineto (linked to their host
  // ops when the callback knows them; getTraceBuffer may come first, with no callback).
  void build_activities(const libkineto::getLinkedActivityCallback& linked_of) {
    if (built_) {
      return;
    }
    built_ = true;
    buffer_->span = libkineto::TraceSpan(span_start_ns_, span_end_ns_, "spyre");
    // One flow arrow per host op (a trace's flow id binds one start to one end): to its kernel,
    // else to its first device op. The others are linked to it all the same (key_averages).
    std::unordered_map<int64_t, size_t> flow_record;
    for (size_t i = 0; i < records_.size(); ++i) {
      const auto& rec = records_[i];
      if (rec.correlation == 0) {
        continue;
      }
      auto [it, fresh] = flow_record.try_emplace(rec.correlation, i);
      if (!fresh && records_[it->second].kind != 0 && rec.kind == 0) {
        it->second = i;
      }
    }
    for (size_t i = 0; i < records_.size(); ++i) {
      const auto& rec = records_[i];
      auto activity = std::make_unique<libkineto::GenericTraceActivity>(buffer_->span, activity_type(rec.kind),
                                                                        rec.name);
      activity->startTime = rec.start_ns;
      activity->endTime = rec.end_ns;
      activity->device = rec.device;
      activity->resource = rec.resource;
      activity->id = static_cast<int32_t>(rec.correlation);
      if (rec.correlation != 0) {
        activity->linked = linked_of(static_cast<int32_t>(rec.correlation));
        if (flow_record[rec.correlation] == i) {
          activity->flow.id = static_cast<uint32_t>(rec.correlation);
          activity->flow.type = libkineto::kLinkAsyncCpuGpu;
          activity->flow.start = 0;
          // the host op's end of the arrow: Kineto's host ops are GenericTraceActivity objects it
          // owns, logged (and exported) after this
          auto* host = const_cast<libkineto::GenericTraceActivity*>(
              dynamic_cast<const libkineto::GenericTraceActivity*>(activity->linked));
          if (host != nullptr && host->flow.id == 0) {
            host->flow.id = activity->flow.id;
            host->flow.type = libkineto::kLinkAsyncCpuGpu;
            host->flow.start = 1;
          }
        }
      }
      for (const auto& [key, value] : rec.args) {
        activity->addMetadata(key, value);
      }
      buffer_->activities.push_back(std::move(activity));
    }
  }

  std::vector<std::string> errors_;
  std::vector<Record> records_;
  std::vector<Resource> resources_;
  std::vector<int> devices_;
  int64_t span_start_ns_{0};
  int64_t span_end_ns_{0};
  std::unique_ptr<libkineto::CpuTraceBuffer> owned_{std::make_unique<libkineto::CpuTraceBuffer>()};
  libkineto::CpuTraceBuffer* buffer_{owned_.get()};
  bool built_{false};
};

class SpyreActivityProfiler : public libkineto::IActivityProfiler {
 public:
  const std::string& name() const override {
    return name_;
  }

  const std::set<libkineto::ActivityType>& availableActivities() const override {
    return activities_;
  }

  std::unique_ptr<libkineto::IActivityProfilerSession> configure(
      const std::set<libkineto::ActivityType>& activity_types, const libkineto::Config& /*config*/) override {
    // ProfilerActivity.PrivateUse1 asks for kernels and memcpy; a CPU-only profile asks for host
    // types only (PRIVATEUSE1_RUNTIME among them) and gets no spyre session.
    for (auto type : {libkineto::ActivityType::CONCURRENT_KERNEL, libkineto::ActivityType::GPU_MEMCPY,
                      libkineto::ActivityType::GPU_MEMSET}) {
      if (activity_types.count(type)) {
        return std::make_unique<SpyreProfilerSession>();
      }
    }
    return nullptr;
  }

  std::unique_ptr<libkineto::IActivityProfilerSession> configure(
      int64_t /*ts_ms*/, int64_t /*duration_ms*/, const std::set<libkineto::ActivityType>& activity_types,
      const libkineto::Config& config) override {
    return configure(activity_types, config);
  }

 private:
  std::string name_{"spyre"};
  std::set<libkineto::ActivityType> activities_{
      libkineto::ActivityType::CONCURRENT_KERNEL, libkineto::ActivityType::GPU_MEMCPY,
      libkineto::ActivityType::GPU_MEMSET, libkineto::ActivityType::PRIVATEUSE1_RUNTIME};
};

REGISTER_PRIVATEUSE1_PROFILER(SpyreActivityProfiler);

// The legacy autograd profiler's PrivateUse1 stubs (torch.autograd.profiler.profile(use_device=
// "spyre")): an op's device time is the simulated time between timed events recorded on the
// current stream at its start and end (spyre_inductor.device.profiler legacy_*).
py::object python_profiler() {
  return py::module_::import("spyre_inductor.device.profiler");
}

struct SpyreProfilerStubs final : torch::profiler::impl::ProfilerStubs {
  void record(c10::DeviceIndex* device, torch::profiler::impl::ProfilerVoidEventStub* event,
              int64_t* cpu_ns) const override {
    c10::DeviceIndex index = device_index();
    if (device != nullptr) {
      *device = index;
    }
    if (event != nullptr && python_alive()) {
      py::gil_scoped_acquire gil;
      try {
        int64_t handle = python_profiler().attr("legacy_record")(static_cast<int>(index)).cast<int64_t>();
        *event = std::shared_ptr<void>(new int64_t(handle), [](void* p) {
          auto* h = static_cast<int64_t*>(p);
          if (python_alive()) {
            py::gil_scoped_acquire gil;
            try {
              py::module_::import("spyre_inductor.device.streams").attr("destroy_event")(*h);
            } catch (py::error_already_set&) {
            }
          }
          delete h;
        });
      } catch (py::error_already_set& e) {
        TORCH_WARN_ONCE("spyre profiler: recording an event failed: ", e.what());
      }
    }
    if (cpu_ns != nullptr) {
      *cpu_ns = c10::getTime();
    }
  }

  float elapsed(const torch::profiler::impl::ProfilerVoidEventStub* event,
                const torch::profiler::impl::ProfilerVoidEventStub* event2) const override {
    if (event == nullptr || event2 == nullptr || !*event || !*event2 || !python_alive()) {
      return 0.0f;
    }
    py::gil_scoped_acquire gil;
    try {
      return python_profiler()
          .attr("legacy_elapsed_us")(*static_cast<int64_t*>(event->get()), *static_cast<int64_t*>(event2->get()))
          .cast<float>();
    } catch (py::error_already_set& e) {
      TORCH_WARN_ONCE("spyre profiler: elapsed time failed: ", e.what());
      return 0.0f;
    }
  }

  void mark(const char* /*name*/) const override {}
  void rangePush(const char* /*name*/) const override {}
  void rangePop() const override {}
  bool enabled() const override {
    return true;
  }

  void onEachDevice(std::function<void(int)> op) const override {
    int count = 1;
    if (python_alive()) {
      py::gil_scoped_acquire gil;
      try {
        count = py::module_::import("spyre_inductor.device.streams").attr("device_count")().cast<int>();
      } catch (py::error_already_set&) {
      }
    }
    for (int i = 0; i < count; ++i) {
      op(i);
    }
  }

  void synchronize() const override {
    if (!python_alive()) {
      return;
    }
    py::gil_scoped_acquire gil;
    try {
      py::module_::import("spyre_inductor.device.streams").attr("synchronize_device")(static_cast<int>(device_index()));
    } catch (py::error_already_set& e) {
      TORCH_WARN_ONCE("spyre profiler: synchronize failed: ", e.what());
    }
  }

 private:
  static c10::DeviceIndex device_index() {
    if (!python_alive()) {
      return 0;
    }
    py::gil_scoped_acquire gil;
    try {
      return static_cast<c10::DeviceIndex>(
          py::module_::import("spyre_inductor.device.streams").attr("current_device")().cast<int>());
    } catch (py::error_already_set&) {
      return 0;
    }
  }
};

struct RegisterStubs {
  RegisterStubs() {
    static SpyreProfilerStubs stubs;
    torch::profiler::impl::registerPrivateUse1Methods(&stubs);
  }
} register_stubs;

}  // namespace

// The innermost host-op correlation id Kineto pushed on this thread (0: none, or not profiling).
int64_t current_correlation() {
  return t_correlation.empty() ? 0 : static_cast<int64_t>(t_correlation.back());
}

void bind(py::module_& m) {
  m.def("profiler_correlation", &current_correlation,
        "the correlation id of the innermost host op torch.profiler records on this thread (0: none)");
}

}  // namespace spyre::profiler
