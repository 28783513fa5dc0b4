#pragma once
// Synthetic "retail zones": a least-squares data set split over K zones (the workers) of unequal
// sizes whose features and labels are distributed differently (non-IID), as real shops are.
// Generated in memory, in parallel, from a seed: the same configuration gives the same bits on any
// number of threads and on either backend, because every value is drawn from (seed, position) by
// counter-based generators (shared_math.h); ComputeBackend::generate makes the rows in place.
//
// Zone k: x_i = mu_k + sigma_k z_i (z standard normal per feature, mu_k a per-zone shift of size
// featureSkew, sigma_k in [0.5, 1.5]); y_i = x_i . w* + beta_k + noise eps_i, with beta_k a
// per-zone label shift of size labelSkew. Shift sizes are scaled by 1/sqrt(d) where they enter a
// dot product, so the problem's conditioning does not depend on d (eta = 0.1 suits every width).
// With binaryLabels the same score s_i = x_i . w* + beta_k decides a 0/1 label for logistic
// regression: y_i = 1 when s_i + l_i > 0, l_i logistic noise, so P(y_i = 1) = sigma(s_i).

#include "core/compute_backend.h"

#include <cstdint>
#include <vector>

namespace sgd::compute {

struct RetailZonesConfig {
    std::int64_t rows = 200000; ///< N, 1 .. 10^7 (at least one row per zone)
    int features = 16;          ///< d, 1 .. 256
    int zones = 64;             ///< K, 1 .. 1024
    std::uint64_t seed = 1;
    double sizeSkew = 1.0;     ///< spread of log zone sizes (0: equal sizes)
    double featureSkew = 1.0;  ///< size of the per-zone feature shifts mu_k
    double labelSkew = 1.0;    ///< size of the per-zone label shifts beta_k
    double noise = 0.1;        ///< standard deviation of the label noise (real labels only)
    bool binaryLabels = false; ///< 0/1 labels and Loss::Logistic instead of real labels
    int threads = 0;           ///< 0: every core
};

/// The data and the zone-level facts it was drawn from (for tests, narration and checks).
template <typename T> struct RetailZones {
    Dataset<T> data;
    std::vector<double> trueWeights;  ///< w*, d values
    std::vector<double> labelShift;   ///< beta_k, one per zone
    std::vector<double> featureShift; ///< mu_k, zones x features, row-major
    std::vector<double> featureScale; ///< sigma_k, one per zone
};

/// Rows per zone: log-normal weights of spread sizeSkew, at least one row each, summing to rows.
/// Throws std::invalid_argument when rows < zones or a count is out of range.
std::vector<std::int64_t> retailZoneSizes(std::int64_t rows, int zones, std::uint64_t seed, double sizeSkew);

/// The zones as a SyntheticSpec (sizes, shifts, scales, w*), for ComputeBackend::generate: the
/// backend then generates the rows where it keeps them. Throws std::invalid_argument for a
/// configuration out of range.
SyntheticSpec retailZonesSpec(const RetailZonesConfig &config);

/// The same data generated on the host (float32 values; the double version widens them).
/// Throws std::invalid_argument for a configuration out of range.
RetailZones<float> makeRetailZones(const RetailZonesConfig &config);
RetailZones<double> makeRetailZonesDouble(const RetailZonesConfig &config);

} // namespace sgd::compute
