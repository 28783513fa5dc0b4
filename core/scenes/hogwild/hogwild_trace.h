#pragma once
// The Hogwild! scene's trace in typed form (field tables in hogwild_trace.cpp). Everything in it
// was measured on real threads of this machine: a second run gives other numbers.

#include "core/trace_schema.h"

namespace sgd {

/// What one thread did between the previous snapshot and this one.
struct HogwildLane {
    double updates = 0;           ///< examples it applied in the window
    double collisions = 0;        ///< its coordinate writes in the window that another thread's write had overtaken
    std::vector<double> writes;   ///< the coordinates of its latest writes (at most 64), oldest first
    std::vector<double> collided; ///< coordinates where its writes collided in the window (at most 32), oldest first
};

/// One frame: a snapshot of the shared weight vector taken while the threads ran.
struct HogwildSnapshot {
    int step = 0;
    double time_ms = 0;
    double updates = 0;
    double loss = 0;
    double collisions = 0;
    double collision_rate = 0;
    std::vector<double> w_cells; ///< the weights, averaged over cells of neighbouring coordinates
    std::vector<HogwildLane> lanes;
};

/// The loss of one whole measured run against time.
struct HogwildCurve {
    std::string mode;
    int threads = 0;
    std::vector<double> time_ms;
    std::vector<double> loss;
    double total_ms = 0;
    double updates_per_s = 0;
    double collision_rate = 0;
    double final_loss = 0;
};

/// Updates per second at one thread count, measured for a fixed time.
struct HogwildThroughput {
    int threads = 0;
    double lock_free_per_s = 0;
    double global_lock_per_s = 0;
    double lock_free_collision_rate = 0;
};

/// One density of the sweep: lock-free with the scene's threads for the sweep time, then one
/// thread for as many updates.
struct HogwildDensityPoint {
    double density = 0;
    int nnz = 0;
    double updates = 0; ///< made by the lock-free run in the sweep time, and then by the single thread
    double collision_rate = 0;
    double loss_start = 0;
    double loss_lock_free = 0;
    double loss_single = 0;
    double loss_excess = 0; ///< loss_lock_free / loss_single - 1
};

struct HogwildMeta {
    int threads = 0;
    int features = 0;
    int examples = 0;
    int nnz = 0;
    double density = 0;
    int epochs = 0;
    double passes = 0; ///< epochs, or fewer for a dense run
    double eta = 0;
    std::string mode;
    std::string rows;
    int seed = 0;
    int hardware_threads = 0;
    int cells = 0;
    double loss_start = 0;
    double loss_floor = 0;
    double sweep_point_ms = 0;
    std::vector<HogwildCurve> curves;
    std::vector<HogwildThroughput> throughput;
    std::vector<HogwildDensityPoint> density_sweep;
};

struct HogwildSummary {
    bool diverged = false;
    double final_loss = 0;
    double total_ms = 0;
    double updates_per_s = 0;
    double collisions = 0;
    double collision_rate = 0;
    double speedup = 0;
    std::string message;
};

using HogwildTrace = TypedTrace<HogwildSnapshot, HogwildMeta, HogwildSummary>;

/// The modes' names as traces write them.
inline const std::vector<std::string> &hogwildModes()
{
    static const std::vector<std::string> m = {"lock-free", "global-lock", "single-thread"};
    return m;
}

template <> const FieldTable<HogwildLane> &fieldTable<HogwildLane>();
template <> const FieldTable<HogwildSnapshot> &fieldTable<HogwildSnapshot>();
template <> const FieldTable<HogwildCurve> &fieldTable<HogwildCurve>();
template <> const FieldTable<HogwildThroughput> &fieldTable<HogwildThroughput>();
template <> const FieldTable<HogwildDensityPoint> &fieldTable<HogwildDensityPoint>();
template <> const FieldTable<HogwildMeta> &fieldTable<HogwildMeta>();
template <> const FieldTable<HogwildSummary> &fieldTable<HogwildSummary>();

} // namespace sgd
