// A __global__ kernel calling __enzyme_autodiff on a __device__ function, as Enzyme's CUDA
// users write it: shared memory, a barrier, a scalar read by every thread, libdevice math.
// Compiled like kernels.cu (see regen.sh); tests/test_cuda_cli.py runs its derivative on the
// CPU grid against central differences of `primal`.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
extern "C" __device__ double __nv_sin(double);
extern __device__ int enzyme_dup, enzyme_const;
extern "C" __device__ void __enzyme_autodiff(void *, ...);

// y[i] = a[0] * x[i-1]^2 (within the block) + sin(x[i])
__device__ void square_left(const double *x, double *y, const double *a, int n) {
  int tx = __nvvm_read_ptx_sreg_tid_x();
  int i = tx + __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x();
  __shared__ double t[64];
  t[tx] = i < n ? x[i] * x[i] : 0.0;
  __syncthreads();
  if (i < n) {
    double left = tx > 0 ? t[tx - 1] : 0.0;
    y[i] = a[0] * left + __nv_sin(x[i]);
  }
}

extern "C" __global__ void grad(const double *x, double *dx, double *y, double *dy,
                                const double *a, double *da, int n) {
  __enzyme_autodiff((void *)square_left, enzyme_dup, x, dx, enzyme_dup, y, dy,
                    enzyme_dup, a, da, enzyme_const, n);
}

extern "C" __global__ void primal(const double *x, double *y, const double *a, int n) {
  square_left(x, y, a, n);
}

// Threads of the upper half return after the first barrier; the lower half passes a second
// one: y[i] = t[tx] * t[tx + 32] + t[(tx + 1) % 32], t[k] = x[k]^2 within the block (64 threads).
__device__ void pair_up(const double *x, double *y) {
  int tx = __nvvm_read_ptx_sreg_tid_x();
  int i = tx + __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x();
  __shared__ double t[64];
  t[tx] = x[i] * x[i];
  __syncthreads();
  if (tx >= 32)
    return;
  double mine = t[tx] * t[tx + 32];
  __syncthreads();
  t[tx] = mine;
  __syncthreads();
  y[i] = t[tx] + t[(tx + 1) % 32];
}

extern "C" __global__ void grad_pairs(const double *x, double *dx, double *y, double *dy) {
  __enzyme_autodiff((void *)pair_up, enzyme_dup, x, dx, enzyme_dup, y, dy);
}

extern "C" __global__ void primal_pairs(const double *x, double *y) { pair_up(x, y); }

// A grid-stride loop, as CUDA guides write them: the step blockDim.x * gridDim.x is known only
// at run time, so the reverse sweep recomputes i from its count (no cache, none on a GPU here).
__device__ void stride_sin(const double *__restrict__ x, double *__restrict__ y, int n) {
  for (int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
       i < n; i += __nvvm_read_ptx_sreg_ntid_x() * __nvvm_read_ptx_sreg_nctaid_x())
    y[i] = __nv_sin(x[i]) * x[i];
}

extern "C" __global__ void grad_stride(const double *x, double *dx, double *y, double *dy, int n) {
  __enzyme_autodiff((void *)stride_sin, enzyme_dup, x, dx, enzyme_dup, y, dy, enzyme_const, n);
}

extern "C" __global__ void primal_stride(const double *x, double *y, int n) { stride_sin(x, y, n); }
