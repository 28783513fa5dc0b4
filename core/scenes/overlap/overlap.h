#pragma once
// Overlap SGD: hide gradient communication behind the backward pass. Gradients are grouped into
// buckets in reverse layer order; a bucket's all-reduce may start once its last layer is done.

#include "core/run_context.h"

#include <vector>

namespace sgd {

struct OverlapConfig {
    std::vector<double> computeMs;               ///< backward time per layer, layer 1 first
    std::vector<double> layerBytes;              ///< gradient size per layer, layer 1 first
    double bucketBytes = 25.0 * 1024 * 1024;     ///< cap of every bucket but the first
    double firstBucketBytes = 1.0 * 1024 * 1024; ///< cap of the first bucket (the last layers)
    double bandwidthBytesPerMs = 10e9 / 1000;    ///< link bandwidth
    double latencyMs = 0.02;                     ///< per message
    int workers = 8;
    /// When > 0, only the first this many buckets run: the backward pass through their layers
    /// and their all-reduces, as if the model ended there (`trace overlap --steps N`).
    int maxBuckets = 0;
};

struct Bucket {
    int firstLayer = 0; ///< 0-based, lowest layer index in the bucket
    int lastLayer = 0;  ///< 0-based, highest (computed first)
    double bytes = 0;
    double computeStart = 0, computeEnd = 0; ///< backward of the bucket's layers
    double commMs = 0;
    double commStart = 0, commEnd = 0; ///< overlapped schedule
    double naiveCommStart = 0, naiveCommEnd = 0;
};

struct OverlapSchedule {
    std::vector<Bucket> buckets;              ///< in the order their all-reduce runs
    std::vector<double> layerStart, layerEnd; ///< backward of each layer
    std::vector<int> layerBucket;             ///< bucket index of each layer; -1 outside the buckets run
    double computeTotal = 0, commTotal = 0;
    double stepNaive = 0, stepOverlapped = 0;
    double hiddenFraction = 0; ///< share of communication hidden behind compute, 0..1
};

/// Ring all-reduce time of one message: 2(K-1)/K of its bytes over the bandwidth plus 2(K-1) latencies.
double ringAllReduceMs(double bytes, int workers, double bandwidthBytesPerMs, double latencyMs);
/// Groups layers into buckets (last layer first) under the caps.
std::vector<Bucket> makeBuckets(const std::vector<double> &layerBytes, double firstCap, double cap);
OverlapSchedule scheduleOverlap(const OverlapConfig &cfg);

/// One frame per bucket. A frame limit in `ctx` (RunContext::maxFrames) sets `maxBuckets`.
Trace runOverlap(const OverlapConfig &cfg, const RunContext &ctx = {});

} // namespace sgd
