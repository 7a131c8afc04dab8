// CUDA kernels for the .ptx output of `enzympy diff` and the CPU grid, written against
// clang's builtins so that no CUDA installation is needed:
//   clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc -nocudalib -O2 -S -emit-llvm
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

extern "C" __device__ double __nv_exp(double);

// out[0] += sum(exp(x)) over the grid: a shared-memory tree reduction, barriers in the loop
extern "C" __global__ void sum_exp(const double *x, double *out, int n) {
  __shared__ double sm[128];
  int t = __nvvm_read_ptx_sreg_tid_x();
  int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + t;
  sm[t] = i < n ? __nv_exp(x[i]) : 0.0;
  __syncthreads();
  for (int s = __nvvm_read_ptx_sreg_ntid_x() / 2; s > 0; s /= 2) {
    if (t < s) sm[t] += sm[t + s];
    __syncthreads();
  }
  if (t == 0) __nvvm_atom_add_gen_d(out, sm[0]);
}

// y = a x + y, threads past n return at once
extern "C" __global__ void saxpy(float a, const float *x, float *y, int n) {
  int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x()
          + __nvvm_read_ptx_sreg_tid_x();
  if (i >= n) return;
  y[i] = a * x[i] + y[i];
}
