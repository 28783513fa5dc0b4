#include "retail_zones.h"

#include "core/random.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace sgd::compute {

namespace {

/// A seed for one (purpose, zone) from the user's seed: splitmix rounds over the parts. (The rows
/// themselves draw from counter-based streams: shared_math.h.)
std::uint64_t subSeed(std::uint64_t seed, std::uint64_t purpose, std::uint64_t zone)
{
    Rng r(seed ^ (purpose * 0x9E3779B97F4A7C15ull));
    Rng r2(r.next() ^ (zone * 0xD1B54A32D192ED03ull));
    return r2.next();
}

enum : std::uint64_t { kSizes = 1, kZone = 2, kTruth = 3 };

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
    if (c.features < 1 || c.features > 512) // (the scale lab's own parameter stops lower; the benchmark goes to 512)
        throw std::invalid_argument("features must be 1 to 512, got " + std::to_string(c.features));
    if (c.rows < c.zones || c.rows > 10'000'000)
        throw std::invalid_argument("rows must be from the zone count (" + std::to_string(c.zones) + ") to 10^7, got " +
                                    std::to_string(c.rows));
    if (!(c.sizeSkew >= 0) || !(c.featureSkew >= 0) || !(c.labelSkew >= 0) || !(c.noise >= 0))
        throw std::invalid_argument("skews and noise must be non-negative numbers");
}

} // namespace

SyntheticSpec retailZonesSpec(const RetailZonesConfig &c)
{
    check(c);
    const int K = c.zones, d = c.features;
    SyntheticSpec spec;
    spec.features = d;
    spec.seed = c.seed;
    spec.noise = c.noise;
    spec.binaryLabels = c.binaryLabels;
    const auto sizes = retailZoneSizes(c.rows, K, c.seed, c.sizeSkew);
    spec.shardOffsets.assign(std::size_t(K) + 1, 0);
    for (int k = 0; k < K; ++k)
        spec.shardOffsets[std::size_t(k) + 1] = spec.shardOffsets[std::size_t(k)] + sizes[std::size_t(k)];

    const double invSqrtD = 1.0 / std::sqrt(double(d));
    {
        NormalPairs g(subSeed(c.seed, kTruth, 0));
        spec.trueWeights.resize(static_cast<std::size_t>(d));
        for (auto &w : spec.trueWeights)
            w = 2.0 * g.next() * invSqrtD;
    }
    spec.labelShift.resize(static_cast<std::size_t>(K));
    spec.featureScale.resize(static_cast<std::size_t>(K));
    spec.featureShift.resize(std::size_t(K) * std::size_t(d));
    for (int k = 0; k < K; ++k) {
        NormalPairs g(subSeed(c.seed, kZone, std::uint64_t(k)));
        spec.labelShift[std::size_t(k)] = c.labelSkew * 0.5 * g.next();
        spec.featureScale[std::size_t(k)] = 0.5 + g.rng.uniform();
        for (int j = 0; j < d; ++j)
            spec.featureShift[std::size_t(k) * std::size_t(d) + std::size_t(j)] = c.featureSkew * g.next() * invSqrtD;
    }
    return spec;
}

namespace {

template <typename T> RetailZones<T> generate(const RetailZonesConfig &c)
{
    SyntheticSpec spec = retailZonesSpec(c);
    RetailZones<T> out;
    Dataset<float> data;
    fillSynthetic(spec, data, c.threads);
    if constexpr (std::is_same_v<T, float>) {
        out.data = std::move(data);
    } else {
        out.data.features = data.features;
        out.data.shardOffsets = data.shardOffsets;
        out.data.loss = data.loss;
        out.data.x.assign(data.x.begin(), data.x.end());
        out.data.y.assign(data.y.begin(), data.y.end());
    }
    out.trueWeights = std::move(spec.trueWeights);
    out.labelShift = std::move(spec.labelShift);
    out.featureShift = std::move(spec.featureShift);
    out.featureScale = std::move(spec.featureScale);
    return out;
}

} // namespace

std::vector<std::int64_t> retailZoneSizes(std::int64_t rows, int zones, std::uint64_t seed, double sizeSkew)
{
    if (zones < 1 || rows < zones)
        throw std::invalid_argument("need at least one row per zone: " + std::to_string(rows) + " rows, " +
                                    std::to_string(zones) + " zones");
    NormalPairs g(subSeed(seed, kSizes, 0));
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

RetailZones<float> makeRetailZones(const RetailZonesConfig &config)
{
    return generate<float>(config);
}
RetailZones<double> makeRetailZonesDouble(const RetailZonesConfig &config)
{
    return generate<double>(config);
}

} // namespace sgd::compute
