#pragma once
// Mini-batch cadence on a tape of N samples: how often w is allowed to move.

#include "core/run_context.h"
#include "mini_batch_params.h"

#include <string>
#include <vector>

namespace sgd {

/// The lecture's data: sample i is x = (i mod 4) + 1, y = 2x + 1 (the four workers' points, repeated).
struct Sample {
    double x, y;
};
std::vector<Sample> cadenceDataset(int n);

/// One epoch's batches as index lists into the (shuffled) order.
struct EpochPlan {
    std::vector<std::vector<int>> batches; ///< sample indices per update
    std::vector<int> padded;               ///< tape positions repeated to pad the last batch
    std::vector<int> dropped;              ///< sample indices unused this epoch
    int leftover = 0;                      ///< n mod batch
};
EpochPlan planEpoch(const std::vector<int> &order, int batch, Leftover policy);

/// Updates per epoch for a cadence: n / B full batches plus the leftover batch unless dropped.
int updatesPerEpoch(int n, int batch, Leftover policy);

/// Runs the mini-batch cadence (frames: one per update, frame 0 the start) and, in `meta`,
/// the sample-wise and full-batch curves on the same data for comparison. With a frame limit in
/// `ctx` (RunContext::maxFrames) it stops there; the summary and `mini_*` describe that shorter run.
Trace runMiniBatch(const MiniBatchParams &cfg, const RunContext &ctx = {});

} // namespace sgd
