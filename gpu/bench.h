#pragma once
// `sgd-studio bench`: how fast one synchronous gradient round runs here, next to what the memory
// can deliver (measured in the same run). See shared/spec/benchmarks.md. The command line
// (app/cli) reads the options into a BenchConfig and checks them; this file only measures.

#include "backend_factory.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace sgd::gpu {

/// What `bench` measures: every combination of rows x features x workers.
struct BenchConfig {
    std::vector<long long> rows{2'000'000}, features{64}, workers{16};
    /// CPU threads, each count measured on its own (bandwidth, compute peak and rounds); empty:
    /// every core.
    std::vector<long long> threads;
    /// How X is kept for the rounds, each measured on its own (bf16 and f16: half the bytes).
    std::vector<Storage> storage{Storage::Float32};
    int repeats = 7; ///< timed rounds per configuration (at least 5 are run)
    BackendKind backend = BackendKind::Auto;
    bool logistic = false; ///< logistic loss instead of least squares
    std::string emitData;  ///< non-empty: write the first configuration's data here and stop
    /// Every candidate kernel of the CPU backend on the same data instead, interleaved, with the
    /// chooser's marked (issue #54).
    bool kernels = false;
};

/// The largest sizes the benchmark accepts.
constexpr long long kBenchMaxRows = 10'000'000;
constexpr long long kBenchMaxFeatures = 512;
constexpr long long kBenchMaxWorkers = 1024;
constexpr long long kBenchMaxThreads = 256;

/// Prints the measured memory bandwidth, then one line per configuration to `out`. Throws
/// std::runtime_error when a run fails.
void runBench(const BenchConfig &config, std::ostream &out);

} // namespace sgd::gpu
