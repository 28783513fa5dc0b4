#include "retail_zones.h"

#include "random.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>
#include <thread>

namespace sgd::gpu {

namespace {

/// A seed for one (purpose, zone, block) from the user's seed: splitmix rounds over the parts.
std::uint64_t subSeed(std::uint64_t seed, std::uint64_t purpose, std::uint64_t zone, std::uint64_t block)
{
    Rng r(seed ^ (purpose * 0x9E3779B97F4A7C15ull));
    std::uint64_t h = r.next();
    Rng r2(h ^ (zone * 0xD1B54A32D192ED03ull));
    h = r2.next();
    Rng r3(h ^ (block * 0xA0761D6478BD642Full));
    return r3.next();
}

enum : std::uint64_t { kSizes = 1, kZone = 2, kTruth = 3, kRows = 4 };

/// Box-Muller producing both values of a pair.
struct NormalPairs {
    Rng rng;
    double spare = 0;
    bool has = false;
    explicit NormalPairs(std::uint64_t s) : rng(s) {}
    double next()
    {
        if (has) {
            has = false;
            return spare;
        }
        double u1 = rng.uniform();
        while (u1 <= 0.0)
            u1 = rng.uniform();
        const double rad = std::sqrt(-2.0 * std::log(u1));
        const double a = 6.283185307179586 * rng.uniform();
        spare = rad * std::sin(a);
        has = true;
        return rad * std::cos(a);
    }
};

void check(const RetailZonesConfig &c)
{
    if (c.zones < 1 || c.zones > 1024)
        throw std::invalid_argument("zones must be 1 to 1024, got " + std::to_string(c.zones));
    if (c.features < 1 || c.features > 256)
        throw std::invalid_argument("features must be 1 to 256, got " + std::to_string(c.features));
    if (c.rows < c.zones || c.rows > 10'000'000)
        throw std::invalid_argument("rows must be from the zone count (" + std::to_string(c.zones) + ") to 10^7, got " +
                                    std::to_string(c.rows));
    if (!(c.sizeSkew >= 0) || !(c.featureSkew >= 0) || !(c.labelSkew >= 0) || !(c.noise >= 0))
        throw std::invalid_argument("skews and noise must be non-negative numbers");
}

template <typename T>
RetailZones<T> generate(const RetailZonesConfig &c)
{
    check(c);
    const int K = c.zones, d = c.features;
    RetailZones<T> out;
    Dataset<T> &data = out.data;
    data.features = d;
    data.loss = c.binaryLabels ? Loss::Logistic : Loss::LeastSquares;
    const auto sizes = retailZoneSizes(c.rows, K, c.seed, c.sizeSkew);
    data.shardOffsets.assign(std::size_t(K) + 1, 0);
    for (int k = 0; k < K; ++k)
        data.shardOffsets[std::size_t(k) + 1] = data.shardOffsets[std::size_t(k)] + sizes[std::size_t(k)];

    const double invSqrtD = 1.0 / std::sqrt(double(d));
    {
        NormalPairs g(subSeed(c.seed, kTruth, 0, 0));
        out.trueWeights.resize(static_cast<std::size_t>(d));
        for (auto &w : out.trueWeights)
            w = 2.0 * g.next() * invSqrtD;
    }
    out.labelShift.resize(static_cast<std::size_t>(K));
    out.featureScale.resize(static_cast<std::size_t>(K));
    out.featureShift.resize(std::size_t(K) * std::size_t(d));
    for (int k = 0; k < K; ++k) {
        NormalPairs g(subSeed(c.seed, kZone, std::uint64_t(k), 0));
        out.labelShift[std::size_t(k)] = c.labelSkew * 0.5 * g.next();
        out.featureScale[std::size_t(k)] = 0.5 + g.rng.uniform();
        for (int j = 0; j < d; ++j)
            out.featureShift[std::size_t(k) * std::size_t(d) + std::size_t(j)] = c.featureSkew * g.next() * invSqrtD;
    }

    data.x.resize(std::size_t(c.rows) * std::size_t(d));
    data.y.resize(std::size_t(c.rows));

    struct Block {
        int zone;
        std::int64_t index, begin, end;
    };
    std::vector<Block> blocks;
    for (int k = 0; k < K; ++k) {
        std::int64_t idx = 0;
        for (std::int64_t b = data.shardOffsets[std::size_t(k)]; b < data.shardOffsets[std::size_t(k) + 1]; b += kRetailBlockRows)
            blocks.push_back({k, idx++, b, std::min(data.shardOffsets[std::size_t(k) + 1], b + kRetailBlockRows)});
    }
    const auto fill = [&](const Block &bl) {
        NormalPairs g(subSeed(c.seed, kRows, std::uint64_t(bl.zone), std::uint64_t(bl.index)));
        const double *mu = out.featureShift.data() + std::size_t(bl.zone) * std::size_t(d);
        const double sigma = out.featureScale[std::size_t(bl.zone)];
        const double beta = out.labelShift[std::size_t(bl.zone)];
        for (std::int64_t i = bl.begin; i < bl.end; ++i) {
            T *row = data.x.data() + std::size_t(i) * std::size_t(d);
            double yv = beta;
            for (int j = 0; j < d; ++j) {
                const T v = T(mu[j] + sigma * g.next());
                row[j] = v;
                yv += double(v) * out.trueWeights[std::size_t(j)];
            }
            if (c.binaryLabels) {
                double u = g.rng.uniform();
                while (u <= 0.0)
                    u = g.rng.uniform();
                data.y[std::size_t(i)] = yv + std::log(u / (1.0 - u)) > 0.0 ? T(1) : T(0);
            } else {
                data.y[std::size_t(i)] = T(yv + c.noise * g.next());
            }
        }
    };
    int threads = c.threads > 0 ? c.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    threads = int(std::min<std::size_t>(std::size_t(threads), blocks.size()));
    if (threads <= 1) {
        for (const auto &bl : blocks)
            fill(bl);
        return out;
    }
    std::atomic<std::size_t> next{0};
    const auto work = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < blocks.size();)
            fill(blocks[i]);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (auto &t : pool)
        t.join();
    return out;
}

} // namespace

std::vector<std::int64_t> retailZoneSizes(std::int64_t rows, int zones, std::uint64_t seed, double sizeSkew)
{
    if (zones < 1 || rows < zones)
        throw std::invalid_argument("need at least one row per zone: " + std::to_string(rows) + " rows, " +
                                    std::to_string(zones) + " zones");
    NormalPairs g(subSeed(seed, kSizes, 0, 0));
    std::vector<double> weight(static_cast<std::size_t>(zones));
    for (auto &w : weight)
        w = std::exp(sizeSkew * g.next());
    const double total = std::accumulate(weight.begin(), weight.end(), 0.0);
    // One row each, the rest shared in proportion to the weights (largest remainders last).
    const std::int64_t spare = rows - zones;
    std::vector<std::int64_t> sizes(std::size_t(zones), 1);
    std::vector<std::pair<double, int>> rest;
    std::int64_t given = 0;
    for (int k = 0; k < zones; ++k) {
        const double share = double(spare) * weight[std::size_t(k)] / total;
        const auto whole = std::int64_t(std::floor(share));
        sizes[std::size_t(k)] += whole;
        given += whole;
        rest.push_back({share - double(whole), k});
    }
    std::stable_sort(rest.begin(), rest.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (std::size_t i = 0; given < spare; ++i, ++given)
        ++sizes[std::size_t(rest[i % rest.size()].second)];
    return sizes;
}

RetailZones<float> makeRetailZones(const RetailZonesConfig &config) { return generate<float>(config); }
RetailZones<double> makeRetailZonesDouble(const RetailZonesConfig &config) { return generate<double>(config); }

} // namespace sgd::gpu
