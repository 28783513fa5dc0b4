#include "run_compare.h"

#include "core/scenes/decentralized/decentralized_trace.h"
#include "core/sim/async_trace.h"
#include "core/sim/sync_trace.h"
#include "run_source.h"
#include "scenes.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace sgd {

namespace {

double ratio(double a, double b)
{
    return b > 0 ? a / b : 1.0;
}

CompareSeries staircase(const AsyncTrace &t, int steps)
{
    CompareSeries s;
    for (int i = 0; i <= steps; ++i) {
        const AsyncUpdate &f = t.frames[std::size_t(i)];
        s.x.push_back(f.time);
        s.y.push_back(f.w_after);
        s.worker.push_back(f.worker);
    }
    return s;
}

std::vector<WorkerCompare> workerStaleness(const AsyncTrace &m, const AsyncTrace &p, int steps)
{
    const int k = std::max(m.meta.workers, p.meta.workers);
    std::vector<WorkerCompare> out(std::size_t(std::max(k, 0)));
    for (int i = 0; i < k; ++i)
        out[std::size_t(i)].worker = i + 1;
    auto add = [&](const AsyncTrace &t, bool measured) {
        for (int i = 1; i <= steps; ++i) {
            const AsyncUpdate &f = t.frames[std::size_t(i)];
            if (f.worker < 1 || f.worker > k)
                continue;
            WorkerCompare &w = out[std::size_t(f.worker - 1)];
            (measured ? w.measured_updates : w.predicted_updates) += 1;
            (measured ? w.measured_mean_staleness : w.predicted_mean_staleness) += f.staleness;
            int &mx = measured ? w.measured_max_staleness : w.predicted_max_staleness;
            mx = std::max(mx, f.staleness);
        }
    };
    add(m, true);
    add(p, false);
    for (WorkerCompare &w : out) {
        w.measured_mean_staleness = w.measured_updates > 0 ? w.measured_mean_staleness / w.measured_updates : 0.0;
        w.predicted_mean_staleness = w.predicted_updates > 0 ? w.predicted_mean_staleness / w.predicted_updates : 0.0;
    }
    return out;
}

} // namespace

void compareAsyncRun(const Trace &measured, const Trace &predicted, RunComparison &c)
{
    const AsyncTrace &m = typedTrace<AsyncTrace>(measured);
    const AsyncTrace &p = typedTrace<AsyncTrace>(predicted);
    c.steps = int(std::min(m.frames.size(), p.frames.size())) - 1;
    c.measured = staircase(m, c.steps);
    c.predicted = staircase(p, c.steps);
    c.workers = workerStaleness(m, p, c.steps);
    double sm = 0, sp = 0;
    for (int i = 1; i <= c.steps; ++i) {
        const AsyncUpdate &a = m.frames[std::size_t(i)];
        const AsyncUpdate &b = p.frames[std::size_t(i)];
        if (a.worker != b.worker && c.first_order_difference == 0)
            c.first_order_difference = i;
        if (c.first_order_difference == 0)
            c.same_order_updates = i;
        c.max_time_difference = std::max(c.max_time_difference, std::abs(a.time - b.time));
        c.max_weight_difference = std::max(c.max_weight_difference, std::abs(a.w_after - b.w_after));
        sm += a.staleness;
        sp += b.staleness;
    }
    if (c.steps > 0) {
        c.measured_end = c.measured.x.back();
        c.predicted_end = c.predicted.x.back();
        c.measured_mean_staleness = sm / c.steps;
        c.predicted_mean_staleness = sp / c.steps;
    }
    c.end_ratio = ratio(c.measured_end, c.predicted_end);
}

void compareSyncRun(const Trace &measured, const Trace &predicted, RunComparison &c)
{
    const SyncTrace &m = typedTrace<SyncTrace>(measured);
    const SyncTrace &p = typedTrace<SyncTrace>(predicted);
    c.steps = int(std::min(m.frames.size(), p.frames.size())) - 1;
    for (int i = 0; i <= c.steps; ++i) {
        const SyncRound &a = m.frames[std::size_t(i)];
        const SyncRound &b = p.frames[std::size_t(i)];
        RoundCompare r;
        r.round = i;
        r.measured_w = i == 0 ? a.w : a.w_next;
        r.predicted_w = i == 0 ? b.w : b.w_next;
        if (i > 0) {
            r.measured_time = a.barrier_time - a.round_start;
            r.predicted_time = b.barrier_time - b.round_start;
            r.measured_idle = a.idle_round;
            r.predicted_idle = b.idle_round;
            c.measured_idle_total += r.measured_idle;
            c.predicted_idle_total += r.predicted_idle;
            c.measured_mean_round += r.measured_time;
            c.predicted_mean_round += r.predicted_time;
        }
        c.max_weight_difference = std::max(c.max_weight_difference, std::abs(r.measured_w - r.predicted_w));
        c.rounds.push_back(r);
    }
    if (c.steps > 0) {
        c.measured_mean_round /= c.steps;
        c.predicted_mean_round /= c.steps;
    }
    c.round_ratio = ratio(c.measured_mean_round, c.predicted_mean_round);
}

void compareDecentralizedRun(const Trace &measured, const Trace &predicted, RunComparison &c)
{
    const DecentralizedTrace &m = typedTrace<DecentralizedTrace>(measured);
    const DecentralizedTrace &p = typedTrace<DecentralizedTrace>(predicted);
    c.steps = int(std::min(m.frames.size(), p.frames.size())) - 1;
    const int n = int(std::min(m.meta.nodes.size(), p.meta.nodes.size()));
    c.measured_weights = Matrix(c.steps + 1, n);
    c.predicted_weights = Matrix(c.steps + 1, n);
    for (int r = 0; r <= c.steps; ++r) {
        const DecentralizedRound &a = m.frames[std::size_t(r)];
        const DecentralizedRound &b = p.frames[std::size_t(r)];
        for (int j = 0; j < n && j < int(a.weights.size()) && j < int(b.weights.size()); ++j) {
            c.measured_weights.at(r, j) = a.weights[std::size_t(j)];
            c.predicted_weights.at(r, j) = b.weights[std::size_t(j)];
            c.max_weight_difference =
                std::max(c.max_weight_difference, std::abs(a.weights[std::size_t(j)] - b.weights[std::size_t(j)]));
        }
        c.measured_mean.push_back(a.mean);
        c.predicted_mean.push_back(b.mean);
    }
}

bool comparableScene(const std::string &scene)
{
    const SceneDef *def = findScene(scene);
    return def && def->realRun.compare;
}

double plannedRunSeconds(const Trace &simulated)
{
    const SceneDef *def = findScene(simulated.scene);
    if (!def || !def->realRun.plannedSeconds)
        throw std::invalid_argument("no real runner records the scene '" + simulated.scene + "'");
    return def->realRun.plannedSeconds(simulated);
}

RunComparison compareRuns(const Trace &measured, const Trace &predicted)
{
    if (measured.scene != predicted.scene)
        throw std::invalid_argument("the two traces are of different scenes (" + measured.scene + ", " + predicted.scene + ")");
    if (!comparableScene(measured.scene))
        throw std::invalid_argument("no real runner records the scene '" + measured.scene + "'");
    if (measured.frames.empty() || predicted.frames.empty())
        throw std::invalid_argument("a trace without frames cannot be compared");
    RunComparison c;
    c.scene = measured.scene;
    if (measured.recorded()) {
        const RunSource src = fromRecord<RunSource>(measured.source, "source");
        c.processes = src.processes;
        c.hosts = src.hosts;
    }
    findScene(c.scene)->realRun.compare(measured, predicted, c);
    return c;
}

} // namespace sgd
