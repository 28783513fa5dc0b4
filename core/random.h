#pragma once
// A small deterministic generator: the same seed gives the same numbers on every platform
// (std::uniform_*_distribution is implementation-defined, so we do not use it).

#include <cmath>
#include <cstdint>
#include <numeric>
#include <vector>

namespace sgd {

class Rng {
public:
    explicit Rng(std::uint64_t seed) : m_state(seed) {}

    /// splitmix64
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, 1).
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }
    /// Uniform integer in [0, n), without modulo bias.
    std::uint64_t below(std::uint64_t n)
    {
        const std::uint64_t limit = ~std::uint64_t(0) - (~std::uint64_t(0) % n);
        std::uint64_t r;
        do {
            r = next();
        } while (r >= limit);
        return r % n;
    }
    /// Standard normal (Box-Muller).
    double normal()
    {
        double u1 = uniform();
        while (u1 <= 0.0)
            u1 = uniform();
        const double u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
    }

private:
    std::uint64_t m_state;
};

/// Fisher-Yates permutation of 0..n-1.
inline std::vector<int> shuffledIndices(int n, Rng &rng)
{
    std::vector<int> idx(std::size_t(n > 0 ? n : 0));
    std::iota(idx.begin(), idx.end(), 0);
    for (int i = n - 1; i > 0; --i)
        std::swap(idx[std::size_t(i)], idx[std::size_t(rng.below(std::uint64_t(i) + 1))]);
    return idx;
}

} // namespace sgd
