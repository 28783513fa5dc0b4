#pragma once
// Asynchronous parameter server as a discrete-event simulation: no barrier, every arriving
// gradient is applied at once, so gradients computed from an older weight land late (stale).

#include "async_trace.h"
#include "run_context.h"

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

struct AsyncConfig {
    double w0 = 2.0;
    double eta = 0.1;
    std::vector<std::pair<double, double>> shards{{1, 4}, {2, 7}, {2, 9}}; ///< one (x, y) per worker
    std::vector<double> computeTimes{1.0, 1.4, 1.8};                      ///< per gradient, per worker
    int updates = 12;                  ///< server updates to simulate
    LearningRateRule rule = LearningRateRule::Constant;
    int sspBound = -1;                 ///< a worker more than this many pushes ahead of the slowest waits; -1 = off
    int failWorker = 0;                ///< 1-based worker that fails; 0 = none
    double failTime = 0;
    double rejoinTime = -1;            ///< when the failed worker pulls the newest w and starts again; < 0 = never
    PullPolicy pull = PullPolicy::AfterPush;
    double quorum = 0.8;               ///< Quorum: share of live workers that must have reported
};

/// eta for a gradient of staleness tau under the rule.
inline double staleLearningRate(double eta, int tau, LearningRateRule rule)
{
    return rule == LearningRateRule::Staleness ? eta / (1.0 + tau) : eta;
}

Trace runAsync(const AsyncConfig &cfg, const RunContext &ctx = {});

LearningRateRule learningRateRuleFromString(const std::string &s);
/// "push", "epoch", "quorum80", "quorum90"; sets `quorum` for the quorum policies.
PullPolicy pullPolicyFromString(const std::string &s, double &quorum);
std::string toString(LearningRateRule r);

} // namespace sgd
