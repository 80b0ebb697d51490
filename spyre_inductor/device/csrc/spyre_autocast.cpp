// torch.autocast("spyre"): AutocastPrivateUse1 kernels with the op lists and cast policies CUDA
// uses (ATen/autocast_mode.h's AT_FORALL_* lists; binary_cross_entropy refused as on CUDA), so an
// op runs in the same dtype under autocast("spyre") as under autocast("cuda"). Ops in no list fall
// through to the ordinary kernels.

#include <ATen/Operators.h>
#include <ATen/autocast_mode.h>
#include <torch/library.h>

namespace {

using namespace at;  // the AT_FORALL lists name Tensor, Scalar, IntArrayRef, ScalarType unqualified

Tensor binary_cross_entropy_refused(const Tensor&, const Tensor&, const std::optional<Tensor>&,
                                    int64_t) {
  TORCH_CHECK(false,
              "torch.nn.functional.binary_cross_entropy and torch.nn.BCELoss are unsafe to "
              "autocast (on spyre as on CUDA); use binary_cross_entropy_with_logits / "
              "BCEWithLogitsLoss, which are safe to autocast");
}

TORCH_LIBRARY_IMPL(_, AutocastPrivateUse1, m) {
  m.fallback(torch::CppFunction::makeFallthrough());
}

TORCH_LIBRARY_IMPL(aten, AutocastPrivateUse1, m) {
#define SPYRE_LOWER_PRECISION_FP(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, lower_precision_fp)
#define SPYRE_FP32(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, fp32)
#define SPYRE_FP32_SET_OPT_DTYPE(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, fp32_set_opt_dtype)
#define SPYRE_PROMOTE(...) KERNEL_PRIVATEUSEONE(__VA_ARGS__, promote)
  AT_FORALL_LOWER_PRECISION_FP(SPYRE_LOWER_PRECISION_FP)
  AT_FORALL_FP32(SPYRE_FP32)
  AT_FORALL_FP32_SET_OPT_DTYPE(SPYRE_FP32_SET_OPT_DTYPE)
  AT_FORALL_DIFFERENT_REDISPATCH_SIGNATURE(KERNEL_DIFFERENT_REDISPATCH_SIGNATURE_PRIVATEUSEONE)
  AT_FORALL_PROMOTE(SPYRE_PROMOTE)
#undef SPYRE_LOWER_PRECISION_FP
#undef SPYRE_FP32
#undef SPYRE_FP32_SET_OPT_DTYPE
#undef SPYRE_PROMOTE
  m.impl(TORCH_SELECTIVE_NAME("aten::binary_cross_entropy"),
         TORCH_FN(binary_cross_entropy_refused));
}

}  // namespace
