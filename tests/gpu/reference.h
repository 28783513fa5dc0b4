#pragma once
// Plain double-precision references and test data for the gpu/ tests; no shared code with the backends.

#include "gpu/backend_factory.h"

#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

namespace sgd::gpu::test {

/// A random least-squares problem y = X w* + noise, in precision T, split into `workers` shards.
template <typename T> Dataset<T> randomDataset(std::int64_t rows, int features, int workers, std::uint64_t seed = 7)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    std::vector<double> wStar(static_cast<std::size_t>(features));
    for (auto &v : wStar)
        v = 2.0 * u(rng);
    Dataset<T> data;
    data.features = features;
    data.x.resize(std::size_t(rows) * std::size_t(features));
    data.y.resize(std::size_t(rows));
    for (std::int64_t i = 0; i < rows; ++i) {
        double label = 0.1 * u(rng);
        for (int j = 0; j < features; ++j) {
            const T v = T(u(rng));
            data.x[std::size_t(i) * std::size_t(features) + std::size_t(j)] = v;
            label += double(v) * wStar[std::size_t(j)];
        }
        data.y[std::size_t(i)] = T(label);
    }
    data.shardOffsets = evenShards(rows, workers);
    return data;
}

inline std::vector<double> testWeights(int features)
{
    std::vector<double> w(static_cast<std::size_t>(features));
    for (int j = 0; j < features; ++j)
        w[std::size_t(j)] = 0.5 - 0.25 * std::sin(1.0 + j);
    return w;
}

/// g_k and loss_k computed the textbook way, in double, from the same (possibly float) values.
template <typename T>
void referenceRound(const Dataset<T> &data, const std::vector<double> &w, std::vector<double> &grads, std::vector<double> &losses)
{
    const int d = data.features;
    const int k = int(data.shardOffsets.size()) - 1;
    grads.assign(std::size_t(k) * std::size_t(d), 0.0);
    losses.assign(std::size_t(k), 0.0);
    for (int s = 0; s < k; ++s) {
        const auto begin = data.shardOffsets[std::size_t(s)];
        const auto end = data.shardOffsets[std::size_t(s) + 1];
        for (auto i = begin; i < end; ++i) {
            double pred = 0;
            for (int j = 0; j < d; ++j)
                pred += double(data.x[std::size_t(i) * std::size_t(d) + std::size_t(j)]) * w[std::size_t(j)];
            const double r = pred - double(data.y[std::size_t(i)]);
            for (int j = 0; j < d; ++j)
                grads[std::size_t(s) * std::size_t(d) + std::size_t(j)] +=
                    r * double(data.x[std::size_t(i) * std::size_t(d) + std::size_t(j)]);
            losses[std::size_t(s)] += 0.5 * r * r;
        }
        const double n = double(end - begin);
        for (int j = 0; j < d; ++j)
            grads[std::size_t(s) * std::size_t(d) + std::size_t(j)] /= n;
        losses[std::size_t(s)] /= n;
    }
}

/// A random logistic-regression problem: P(y = 1) = sigma(x . w*), labels drawn 0/1.
template <typename T> Dataset<T> randomLogisticDataset(std::int64_t rows, int features, int workers, std::uint64_t seed = 11)
{
    Dataset<T> data = randomDataset<T>(rows, features, workers, seed);
    std::mt19937_64 rng(seed + 1);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    for (auto &y : data.y)
        y = u(rng) < 1.0 / (1.0 + std::exp(-2.0 * double(y))) ? T(1) : T(0);
    data.loss = Loss::Logistic;
    return data;
}

/// Each listed shard's gradient and loss at its own weights (row s of `models`, or the single w
/// `models` when perWorker is false), the textbook way in double: least squares r = z - y with
/// loss r^2 / 2, logistic r = 1 / (1 + e^-z) - y with loss -y log p - (1 - y) log(1 - p).
template <typename T>
void referenceAt(const Dataset<T> &data, const std::vector<double> &models, bool perWorker, const std::vector<int> &which,
                 std::vector<double> &grads, std::vector<double> &losses)
{
    const int d = data.features;
    const int k = int(data.shardOffsets.size()) - 1;
    grads.assign(std::size_t(k) * std::size_t(d), 0.0);
    losses.assign(std::size_t(k), 0.0);
    for (const int s : which) {
        const double *w = models.data() + (perWorker ? std::size_t(s) * std::size_t(d) : 0);
        const auto begin = data.shardOffsets[std::size_t(s)];
        const auto end = data.shardOffsets[std::size_t(s) + 1];
        for (auto i = begin; i < end; ++i) {
            double z = 0;
            for (int j = 0; j < d; ++j)
                z += double(data.x[std::size_t(i) * std::size_t(d) + std::size_t(j)]) * w[j];
            const double y = double(data.y[std::size_t(i)]);
            double r, loss;
            if (data.loss == Loss::Logistic) {
                const double p = 1.0 / (1.0 + std::exp(-z));
                r = p - y;
                loss = -(y > 0 ? y * std::log(p) : 0.0) - (y < 1 ? (1 - y) * std::log(1 - p) : 0.0);
            } else {
                r = z - y;
                loss = 0.5 * r * r;
            }
            for (int j = 0; j < d; ++j)
                grads[std::size_t(s) * std::size_t(d) + std::size_t(j)] +=
                    r * double(data.x[std::size_t(i) * std::size_t(d) + std::size_t(j)]);
            losses[std::size_t(s)] += loss;
        }
        const double n = double(end - begin);
        for (int j = 0; j < d; ++j)
            grads[std::size_t(s) * std::size_t(d) + std::size_t(j)] /= n;
        losses[std::size_t(s)] /= n;
    }
}

/// Distinct weights for every worker (rows of a workers x features matrix).
inline std::vector<double> testModels(int workers, int features)
{
    std::vector<double> m(std::size_t(workers) * std::size_t(features));
    for (int k = 0; k < workers; ++k)
        for (int j = 0; j < features; ++j)
            m[std::size_t(k) * std::size_t(features) + std::size_t(j)] =
                0.6 * std::sin(0.7 * k + 1.3 * j + 0.2) - 0.1 * k / workers;
    return m;
}

/// ||a - b|| / ||b|| (absolute when b is 0).
inline double relativeError(const double *a, const double *b, std::size_t n)
{
    double diff = 0, norm = 0;
    for (std::size_t i = 0; i < n; ++i) {
        diff += (a[i] - b[i]) * (a[i] - b[i]);
        norm += b[i] * b[i];
    }
    return norm > 0 ? std::sqrt(diff / norm) : std::sqrt(diff);
}

inline double relativeError(const std::vector<double> &a, const std::vector<double> &b)
{
    return a.size() == b.size() ? relativeError(a.data(), b.data(), a.size()) : INFINITY;
}

} // namespace sgd::gpu::test
