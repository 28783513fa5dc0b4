// Host generation of SyntheticSpec data: the CPU backend's generate() and makeRetailZones() use it.
// Every value comes from shared_math.h's counter-based draws, so the block split and the thread
// count change nothing, and the CUDA kernels generate the same rows on the device.
#include "compute_backend.h"
#include "shared_math.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace sgd::compute {

bool fillSynthetic(const SyntheticSpec &spec, Dataset<float> &out, int threads, const ProgressFn &progress)
{
    constexpr std::int64_t kBlockRows = 16384;
    const int d = spec.features;
    const std::int64_t rows = spec.shardOffsets.back();
    out.features = d;
    out.shardOffsets = spec.shardOffsets;
    out.loss = spec.binaryLabels ? Loss::Logistic : Loss::LeastSquares;
    out.x.resize(std::size_t(rows) * std::size_t(d));
    out.y.resize(std::size_t(rows));

    struct Block {
        int zone;
        std::int64_t begin, end;
    };
    std::vector<Block> blocks;
    for (std::size_t k = 0; k + 1 < spec.shardOffsets.size(); ++k)
        for (std::int64_t b = spec.shardOffsets[k]; b < spec.shardOffsets[k + 1]; b += kBlockRows)
            blocks.push_back({int(k), b, std::min(spec.shardOffsets[k + 1], b + kBlockRows)});

    const unsigned long long fs = math::featureStream(spec.seed), ls = math::labelStream(spec.seed);
    const auto fill = [&](const Block &bl) {
        const double *mu = spec.featureShift.data() + std::size_t(bl.zone) * std::size_t(d);
        const double sigma = spec.featureScale[std::size_t(bl.zone)];
        const double beta = spec.labelShift[std::size_t(bl.zone)];
        for (std::int64_t i = bl.begin; i < bl.end; ++i) {
            float *row = out.x.data() + std::size_t(i) * std::size_t(d);
            double score = beta;
            for (int j = 0; j < d; ++j) {
                row[j] = math::syntheticFeature<float>(fs, i, d, j, mu[j], sigma);
                score += double(row[j]) * spec.trueWeights[std::size_t(j)];
            }
            out.y[std::size_t(i)] = math::syntheticLabel<float>(ls, i, score, spec.noise, spec.binaryLabels);
        }
    };
    int n = threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()));
    n = int(std::min<std::size_t>(std::size_t(n), blocks.size()));
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> stop{false};
    const auto work = [&](bool reporter) {
        for (std::size_t b; !stop.load(std::memory_order_relaxed) && (b = next.fetch_add(1)) < blocks.size();) {
            fill(blocks[b]);
            const std::size_t finished = done.fetch_add(1) + 1;
            // The calling thread reports (and may be told to stop) after each of its blocks.
            if (reporter && progress && !progress(double(finished) / double(blocks.size())))
                stop = true;
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < n; ++t)
        pool.emplace_back(work, false);
    work(true);
    for (auto &t : pool)
        t.join();
    return !stop.load();
}

} // namespace sgd::compute
