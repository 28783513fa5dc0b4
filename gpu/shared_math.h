#pragma once
// Per-element arithmetic shared by the CPU backend and the CUDA kernels. Both paths call these
// functions, so the CPU tests exercise exactly the formulas the kernels run.
// Keep this header free of anything but plain arithmetic: nvcc compiles it for the device.

#if defined(__CUDACC__)
#define SGD_HOST_DEVICE __host__ __device__
#else
#define SGD_HOST_DEVICE
#endif

namespace sgd::gpu::math {

/// Residual of one row: prediction - label.
template <typename T>
SGD_HOST_DEVICE inline T residual(T prediction, T label)
{
    return prediction - label;
}

/// One row's share of the least-squares loss: r^2 / 2 (the loss is the mean of these).
template <typename T>
SGD_HOST_DEVICE inline T halfSquare(T r)
{
    return T(0.5) * r * r;
}

/// One row's contribution to gradient component j: r * x_j (the gradient is the mean of these).
template <typename T>
SGD_HOST_DEVICE inline T gradientTerm(T r, T xj)
{
    return r * xj;
}

/// Prediction of the one-weight-plus-bias model: w x + b.
template <typename T>
SGD_HOST_DEVICE inline T linePrediction(T w, T b, T x)
{
    return w * x + b;
}

/// One point's term of the loss surface L(w, b) = 1/2 mean (w x + b - y)^2.
template <typename T>
SGD_HOST_DEVICE inline T surfaceTerm(T w, T b, T x, T y)
{
    return halfSquare(residual(linePrediction(w, b, x), y));
}

/// One term of a gossip mix: W_ij times node j's value.
template <typename T>
SGD_HOST_DEVICE inline T mixTerm(T wij, T xj)
{
    return wij * xj;
}

/// Coordinate i of a grid of n points over [lo, hi], both ends included.
SGD_HOST_DEVICE inline double gridPoint(double lo, double hi, int i, int n)
{
    return n <= 1 ? lo : lo + (hi - lo) * double(i) / double(n - 1);
}

/// Mean from a sum over n rows; 0 for no rows.
SGD_HOST_DEVICE inline double meanOf(double sum, long long n)
{
    return n > 0 ? sum / double(n) : 0.0;
}

/// Dot product of two contiguous rows. Eight independent partial sums: without them the
/// compiler may not reorder the float additions, and the loop would not vectorize.
template <typename T>
SGD_HOST_DEVICE inline T dot(const T *a, const T *b, int n)
{
    T s[8] = {T(0), T(0), T(0), T(0), T(0), T(0), T(0), T(0)};
    int j = 0;
    for (; j + 8 <= n; j += 8) {
        for (int l = 0; l < 8; ++l)
            s[l] += a[j + l] * b[j + l];
    }
    for (; j < n; ++j)
        s[0] += a[j] * b[j];
    return ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7]));
}

/// g_j += gradientTerm(r, x_j) for a contiguous row.
template <typename T, typename Acc>
SGD_HOST_DEVICE inline void addGradientTerms(Acc *g, const T *x, T r, int n)
{
    for (int j = 0; j < n; ++j)
        g[j] += gradientTerm(r, x[j]);
}

} // namespace sgd::gpu::math
