#pragma once
// Synchronous distributed SGD: a parameter server and K workers behind a barrier,
// or the same round scheduled as a ring all-reduce.

#include "core/run_context.h"

#include <string>
#include <utility>
#include <vector>

namespace sgd {

enum class Aggregate { Mean, Sum, FedAvg };
enum class Topology { Star, Ring };

/// The rounds' settings as a scene's parameters hold them: the sync scene's SyncParams inherits
/// them, so its config takes them whole (sceneSyncConfig, core/scene_configs.h).
struct SyncSettings {
    double w0 = 1.5;
    double eta = 0.1;
    Aggregate aggregate = Aggregate::Mean;
    Topology topology = Topology::Star;
    int rounds = 8;
    bool operator==(const SyncSettings &) const = default;
};

struct SyncConfig : SyncSettings {
    std::vector<std::pair<double, double>> shards{{1, 3}, {2, 5}, {3, 7}, {4, 9}}; ///< one (x, y) per worker
    std::vector<double> shardSizes;   ///< n_k samples of (x_k, y_k) on worker k; empty = 1 each
    std::vector<double> computeTimes; ///< seconds per gradient per worker; empty = 1 each
    double modelBytes = 100e6;        ///< size of the model (and of one gradient) on the wire
};

/// One worker's gradient on its shard (the shard is n copies of one point, so n does not change it).
inline double workerGradient(double w, double x, double y)
{
    return (w * x - y) * x;
}

/// Combines the K gradients into the direction the server applies, and the step size used.
/// mean: (1/K) sum g, step eta; sum: sum g, step alpha = eta/K; fedavg: sum (n_k/N) g_k, step eta.
struct Aggregated {
    double direction = 0;
    double stepSize = 0;
};
Aggregated aggregateGradients(const std::vector<double> &grads, const std::vector<double> &sizes, Aggregate how, double eta);

Trace runSync(const SyncConfig &cfg, const RunContext &ctx = {});

Aggregate aggregateFromString(const std::string &s);
Topology topologyFromString(const std::string &s);
std::string toString(Aggregate a);
std::string toString(Topology t);

} // namespace sgd
