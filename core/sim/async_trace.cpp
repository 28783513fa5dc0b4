#include "async_trace.h"

#include <array>

namespace sgd {

namespace {

const std::array<std::string, 6> &kindNames()
{
    static const std::array<std::string, 6> names{"applied", "lost", "ssp-wait", "down", "unfinished", "quorum-wait"};
    return names;
}

} // namespace

const std::string &intervalKindName(IntervalKind kind)
{
    return kindNames()[std::size_t(kind)];
}

IntervalKind intervalKindFromName(const std::string &name)
{
    const auto &names = kindNames();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == name)
            return IntervalKind(int(i));
    throw TraceFormatError("unknown worker interval kind '" + name + "'");
}

template <> const FieldTable<WorkerInterval> &fieldTable<WorkerInterval>()
{
    using S = WorkerInterval;
    static const FieldTable<S> table(
        "WorkerInterval",
        {
            field(&S::worker, "worker", "", "The worker, numbered from 1.").within(1, kTraceMaxWorkers),
            field(&S::start, "start", "s", "When the interval began on the server's clock.").within(0, kTraceMaxTime),
            field(&S::end, "end", "s", "When it ended.").within(0, kTraceMaxTime),
            field(&S::kind, "kind", "",
                  "applied: computing a gradient the server applied; lost: computing one that was lost when the worker failed; "
                  "ssp-wait: waiting for the slowest worker (SSP bound); down: failed; unfinished: still computing at the end; "
                  "quorum-wait: waiting for a quorum before pulling.",
                  {kindNames().begin(), kindNames().end()}),
            field(&S::update, "update", "", "Applied only: the server update this gradient became.").within(-1, kTraceMaxCount),
        });
    return table;
}

template <> const FieldTable<AsyncUpdate> &fieldTable<AsyncUpdate>()
{
    using S = AsyncUpdate;
    static const FieldTable<S> table(
        "AsyncUpdate",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n applied gradients."),
            field(&S::update, "update", "", "The server update this frame applies (0 = the start).").within(0, kTraceMaxCount),
            field(&S::time, "time", "s", "When the gradient arrived and was applied.").within(0, kTraceMaxTime),
            field(&S::worker, "worker", "", "The worker that pushed it, numbered from 1 (0 at the start).")
                .within(0, kTraceMaxWorkers),
            field(&S::w_read, "w_read", "", "The weight the worker read before computing the gradient."),
            field(&S::w_before, "w_before", "", "The server's weight when the gradient arrived."),
            field(&S::grad, "grad", "", "The gradient, computed at w_read."),
            field(&S::w_after, "w_after", "", "The server's weight after applying it."),
            field(&S::staleness, "staleness", "", "tau: how many updates the server applied between the read and this one.")
                .within(0, kTraceMaxCount),
            field(&S::gap, "gap", "", "w_before - w_read: how far the weight moved under the gradient."),
            field(&S::eta_used, "eta_used", "", "The step size applied (eta, or eta/(1+tau) under the staleness rule).")
                .within(0, 1),
            field(&S::start_time, "start_time", "s", "When the worker read w_read and began the gradient.")
                .within(0, kTraceMaxTime),
            field(&S::read_version, "read_version", "", "The server version (updates applied) the worker read.")
                .within(0, kTraceMaxCount),
            field(&S::server_writes, "server_writes", "", "Server writes so far, one per arriving gradient.")
                .within(0, kTraceMaxCount),
            field(&S::sync_writes_same_work, "sync_writes_same_work", "",
                  "Writes synchronous SGD would have made for the same gradients, floor(n/K).")
                .within(0, kTraceMaxCount),
            field(&S::clocks, "clocks", "", "Gradients each worker has pushed so far.").within(0, kTraceMaxCount),
        });
    return table;
}

template <> const FieldTable<AsyncMeta> &fieldTable<AsyncMeta>()
{
    using S = AsyncMeta;
    static const FieldTable<S> table(
        "AsyncMeta",
        {
            field(&S::workers, "workers", "", "The number of workers K.").within(1, kTraceMaxWorkers),
            field(&S::compute_times, "compute_times", "s", "How long each worker takes for one gradient.")
                .within(0, kTraceMaxTime),
            field(&S::data_x, "data_x", "", "Each worker's x."),
            field(&S::data_y, "data_y", "", "Each worker's y."),
            field(&S::w0, "w0", "", "The weight every worker reads at time 0."),
            field(&S::w_best, "w_best", "", "The best single weight for all the workers' data."),
            field(&S::worker_intervals, "worker_intervals", "",
                  "What each worker did when: one record per interval on its lane."),
            field(&S::pull_policy, "pull_policy", "", "When a worker reads the server's weight again (push, epoch or a quorum)."),
            field(&S::lr_rule, "lr_rule", "", "constant: eta for every gradient; staleness: eta/(1+tau).",
                  {"constant", "staleness"}),
            field(&S::sync_round_time, "sync_round_time", "s",
                  "Synchronous SGD with the same workers: one round lasts as long as the slowest.")
                .within(0, kTraceMaxTime),
            field(&S::sync_times, "sync_times", "s", "Synchronous SGD: when each of its updates lands (0 first).")
                .within(0, kTraceMaxTime),
            field(&S::sync_weights, "sync_weights", "", "Synchronous SGD: its weight after each update (w0 first)."),
        });
    return table;
}

template <> const FieldTable<AsyncSummary> &fieldTable<AsyncSummary>()
{
    using S = AsyncSummary;
    static const FieldTable<S> table(
        "AsyncSummary",
        {
            field(&S::diverged, "diverged", "", "1 when the run diverged."),
            field(&S::server_writes, "server_writes", "", "Server writes in the run, one per gradient.")
                .within(0, kTraceMaxCount),
            field(&S::sync_writes_same_work, "sync_writes_same_work", "",
                  "Writes synchronous SGD would have made for the same gradients.")
                .within(0, kTraceMaxCount),
            field(&S::end_time, "end_time", "s", "The server time when the run ended.").within(0, kTraceMaxTime),
            field(&S::final_w, "final_w", "", "The server's weight at the end."),
            field(&S::max_staleness, "max_staleness", "", "The stalest gradient applied, in updates.").within(0, kTraceMaxCount),
            field(&S::mean_staleness, "mean_staleness", "", "The mean staleness of the applied gradients.")
                .within(0, kTraceMaxCount),
            field(&S::message, "message", "", "One sentence on how the run ended."),
        });
    return table;
}

} // namespace sgd
