#pragma once
// Ring all-reduce: reduce-scatter then all-gather, every worker both trains and forwards.

#include <vector>

namespace sgd {

struct RingStep {
    int phase = 0;              ///< 0 = reduce-scatter, 1 = all-gather
    std::vector<int> chunkSent; ///< chunk index worker k sends to worker k+1 (0-based)
};

struct RingAllReduceResult {
    std::vector<std::vector<double>> buffers; ///< every worker's buffer afterwards (all equal the sum)
    std::vector<RingStep> steps;              ///< 2(K-1) steps
    std::vector<double> elementsSent;         ///< per worker
    std::vector<double> elementsReceived;     ///< per worker
};

/// First element of chunk c when `length` elements are split into `k` chunks.
int ringChunkBegin(int length, int k, int c);

/// Sums the workers' equally long vectors with the ring schedule, recording every chunk move.
RingAllReduceResult ringAllReduce(std::vector<std::vector<double>> inputs);

/// Bytes each worker sends (and receives) in a ring all-reduce of a model of `modelBytes`.
inline double ringBytesPerWorker(int k, double modelBytes)
{
    return k <= 1 ? 0.0 : 2.0 * (k - 1) / k * modelBytes;
}

} // namespace sgd
