#pragma once
// Asynchronous parameter server as a discrete-event simulation: no barrier, every arriving
// gradient is applied at once, so gradients computed from an older weight land late (stale).

#include "async_trace.h"
#include "core/run_context.h"

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace sgd {

enum class LearningRateRule { Constant, Staleness };

/// When a worker reads the server's weight again.
enum class PullPolicy {
    AfterPush, ///< right after each push (the lecture's default)
    Epoch,     ///< only once K server updates (an epoch's worth) have passed since its last read
    Quorum     ///< after pushing, wait until a quorum of workers has reported, then all waiting pull together
};

/// A gradient as it reaches the server, for a server rule of a scene's own (AsyncConfig::serverStep).
struct StaleGradient {
    double grad = 0;   ///< computed at w_read
    int staleness = 0; ///< updates applied since the read
    double w_read = 0; ///< the weight the worker read
    double w_now = 0;  ///< the server's weight as the gradient arrives
    double eta = 0;    ///< the configured base rate
};

/// The lecture's workers for K of them: x spread evenly over [1, 4] on the line y = 2x + 1 (x = 1
/// for one worker), so K = 4 gives the lecture's shards and a larger K keeps the step size stable.
inline std::vector<std::pair<double, double>> lectureLineShards(int k)
{
    std::vector<std::pair<double, double>> out;
    for (int i = 0; i < k; ++i) {
        const double x = k > 1 ? 1.0 + 3.0 * i / (k - 1) : 1.0;
        out.emplace_back(x, 2 * x + 1);
    }
    return out;
}

/// The server's settings as a scene's parameters hold them: the async scene's AsyncParams inherits
/// them, so its config takes them whole (sceneAsyncConfig, core/scene_configs.h).
struct AsyncSettings {
    double w0 = 2.0;
    double eta = 0.1;
    int updates = 12; ///< server updates to simulate
    LearningRateRule rule = LearningRateRule::Constant;
    bool operator==(const AsyncSettings &) const = default;
};

struct AsyncConfig : AsyncSettings {
    std::vector<std::pair<double, double>> shards{{1, 4}, {2, 7}, {2, 9}}; ///< one (x, y) per worker
    std::vector<double> computeTimes{1.0, 1.4, 1.8};                       ///< per gradient, per worker
    int sspBound = -1;  ///< a worker more than this many pushes ahead of the slowest waits; -1 = off
    int failWorker = 0; ///< 1-based worker that fails; 0 = none
    double failTime = 0;
    double rejoinTime = -1; ///< when the failed worker pulls the newest w and starts again; < 0 = never
    PullPolicy pull = PullPolicy::AfterPush;
    double quorum = 0.8; ///< Quorum: share of live workers that must have reported
    /// Draw every gradient's compute time at random, exponential with the worker's compute time as
    /// its mean (memoryless workers: the next to arrive is any of them with equal chance); from `seed`.
    bool randomTimes = false;
    std::uint64_t seed = 1;
    /// Timing jitter, as real machines have: every compute time times 1 + jitter (2u - 1), u uniform
    /// in [0, 1) from `seed` (0 = exact times; ignored with randomTimes).
    double jitter = 0;
    /// Optional: the server's own rule, the step it subtracts from w for a gradient (a remedy for
    /// staleness). Empty: eta_used * grad with eta_used from `rule`.
    std::function<double(const StaleGradient &)> serverStep;
};

/// eta for a gradient of staleness tau under the rule.
inline double staleLearningRate(double eta, int tau, LearningRateRule rule)
{
    return rule == LearningRateRule::Staleness ? eta / (1.0 + tau) : eta;
}

Trace runAsync(const AsyncConfig &cfg, const RunContext &ctx = {});
/// The same simulation without a trace, for scenes that run it many times: `applied` sees every
/// applied gradient in order (frame 0, the start, is not passed). Throws as runAsync() does.
AsyncSummary simulateAsync(const AsyncConfig &cfg, const std::function<void(const AsyncUpdate &)> &applied);

LearningRateRule learningRateRuleFromString(const std::string &s);
/// "push", "epoch", "quorum80", "quorum90"; sets `quorum` for the quorum policies.
PullPolicy pullPolicyFromString(const std::string &s, double &quorum);
std::string toString(LearningRateRule r);

} // namespace sgd
