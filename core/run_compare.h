#pragma once
// A recorded run beside the simulator's prediction for the same parameters: the numbers the
// comparison view draws and says, taken from the two traces (the measured one written by
// sgd-studio-mpi, the predicted one computed by the scene). Views only place these numbers.

#include "trace.h"

#include <string>
#include <vector>

namespace sgd {

/// One curve over time or rounds: x, y, and (async) which worker each step came from.
struct CompareSeries {
    std::vector<double> x;
    std::vector<double> y;
    std::vector<int> worker; ///< async: the worker of each update (0 at the start)
};

/// Async: one worker's gradients and their staleness, measured and predicted.
struct WorkerCompare {
    int worker = 0; ///< numbered from 1
    int measured_updates = 0;
    int predicted_updates = 0;
    double measured_mean_staleness = 0;
    double predicted_mean_staleness = 0;
    int measured_max_staleness = 0;
    int predicted_max_staleness = 0;
};

/// Sync: one round, measured and predicted.
struct RoundCompare {
    int round = 0;
    double measured_time = 0; ///< from the round's start to its barrier
    double predicted_time = 0;
    double measured_idle = 0; ///< barrier idle summed over the workers
    double predicted_idle = 0;
    double measured_w = 0; ///< the weight after the round
    double predicted_w = 0;
};

struct RunComparison {
    std::string scene; ///< "async", "sync" or "decentralized"
    int processes = 0;
    std::string hosts;
    int steps = 0;                    ///< updates (async) or rounds compared: the shorter trace's
    double max_weight_difference = 0; ///< over the compared steps (and nodes)

    // async
    CompareSeries measured; ///< the staircase: update time, w after it (frame 0 first)
    CompareSeries predicted;
    std::vector<WorkerCompare> workers;
    int same_order_updates = 0;     ///< leading updates that came from the same worker in both
    int first_order_difference = 0; ///< the first update from another worker; 0 when none
    double measured_end = 0;        ///< time of the last compared update
    double predicted_end = 0;
    double end_ratio = 1;           ///< measured_end / predicted_end
    double max_time_difference = 0; ///< largest |measured - predicted| update time
    double measured_mean_staleness = 0;
    double predicted_mean_staleness = 0;

    // sync
    std::vector<RoundCompare> rounds;
    double measured_idle_total = 0;
    double predicted_idle_total = 0;
    double measured_mean_round = 0;
    double predicted_mean_round = 0;
    double round_ratio = 1; ///< measured_mean_round / predicted_mean_round

    // decentralized
    Matrix measured_weights; ///< rows: round 0..steps, columns: nodes
    Matrix predicted_weights;
    std::vector<double> measured_mean; ///< the live nodes' mean per round
    std::vector<double> predicted_mean;
};

/// Compares a recorded trace with the simulator's trace of the same scene; throws
/// std::invalid_argument when the scenes differ or the scene has no real runner.
RunComparison compareRuns(const Trace &measured, const Trace &predicted);

/// True for the scenes sgd-studio-mpi records (their SceneDef::realRun: sync, async, decentralized).
bool comparableScene(const std::string &scene);

/// Lecture seconds of compute a real run of the simulated trace's parameters takes (the scene's
/// SceneDef::realRun.plannedSeconds): times sgd-studio-mpi's --time-scale, the run's length in real
/// seconds; throws std::invalid_argument for a scene no runner records.
double plannedRunSeconds(const Trace &simulated);

/// Each recorded design's comparison, which its scene's SceneDef::realRun names: the async staircase
/// (updates, staleness, end time), the sync rounds (their lengths, the weight) and gossip's rounds.
void compareAsyncRun(const Trace &measured, const Trace &predicted, RunComparison &c);
void compareSyncRun(const Trace &measured, const Trace &predicted, RunComparison &c);
void compareDecentralizedRun(const Trace &measured, const Trace &predicted, RunComparison &c);

} // namespace sgd
