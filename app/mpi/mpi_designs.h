#pragma once
// The designs the runner plays on real processes; each is collective over MPI_COMM_WORLD and
// returns the exit status (rank 0 writes the outputs).

#include "mpi_event_log.h"
#include "mpi_support.h"

#include <functional>

namespace sgd::mpi {

/// What rank 0 has recorded so far, as the trace it would write now.
struct Snapshot {
    Trace trace;              ///< without its source (finishRun and checkpoint() add it)
    std::string done;         ///< how far the run got: "36 of 100 rounds"
    std::string messageField; ///< the summary's message (fieldName(&SyncSummary::message)): "incomplete: ..." when so
};

/// What a design run needs on every rank.
struct RankContext {
    int rank = 0;
    int size = 1;
    Clock clock;
    Options options;
    EventLog log;
    std::vector<RankPlace> places;      ///< rank 0: every rank's host and process id
    std::string stopped;                ///< rank 0: why the run ended early ("" when it ran to its end)
    std::function<Snapshot()> snapshot; ///< rank 0: the design's trace of what was recorded so far
    std::vector<std::string> roles;     ///< rank 0: each rank's part ("server", "worker 1", ...)
    std::string design;                 ///< rank 0: how the scene's parts sit on the ranks

    int workers() const { return size - 1; }
    /// Run time in lecture seconds (real seconds / time_scale).
    double lecture(double realSeconds) const { return realSeconds / options.timeScale; }
    void record(EventKind kind, int round, double t0, double t1, double v0 = 0, double v1 = 0, int peer = -1, int a = 0,
                int b = 0, double v2 = 0)
    {
        log.add(Event{rank, int(kind), round, peer, a, b, t0, t1, v0, v1, v2});
    }
    /// Rank 0 after its part of the run: takes in every rank's events until all have finished
    /// (a worker: says it has finished). On rank 0 an early end sets `stopped` and returns false.
    bool finishPart();
    /// Rank 0, called while it waits: about twice a second (less often when writing takes long),
    /// writes what was recorded so far to --out, marked incomplete, so that a run ended by SIGKILL
    /// (mpirun ends every rank that way when one is lost) still leaves its trace.
    void checkpoint();

private:
    double m_checkpointAt = 0.5;
    std::size_t m_checkpointEvents = 0;
};

/// The scene's parameters for K workers: unless `--set` names `countKey` or data, `countKey=K`
/// comes first (the count follows the processes); otherwise mpirun -np must fit the parameters.
ParamSet paramsForWorkers(const std::string &sceneId, const std::vector<std::string> &sets, const std::string &countKey, int k);

/// Lecture seconds the run computes for (the simulator's length of the same run, times
/// --time-scale is real time), on every rank before any work; throws ParamError or
/// std::invalid_argument for parameters the run would refuse.
double plannedSyncSeconds(const RankContext &ctx);
double plannedAsyncSeconds(const RankContext &ctx);
double plannedDecentralizedSeconds(const RankContext &ctx);
double plannedBenchSeconds(const RankContext &ctx);

int runSyncDesign(RankContext &ctx);
int runAsyncDesign(RankContext &ctx);
int runDecentralizedDesign(RankContext &ctx);
int runBench(RankContext &ctx);

/// Rank 0: the run's facts for the trace's "source": hosts, library, clocks, each rank's role,
/// host and bytes, and every event (no collectives: it works after a rank was lost too).
RunSource runFacts(const RankContext &ctx, const std::vector<std::string> &roles);
/// Rank 0 at the end: the snapshot's trace; an early end (ctx.stopped) marks it incomplete and
/// prints one line naming the rank that was lost; writes the trace (and --chrome). Returns the
/// exit status.
int finishRun(RankContext &ctx);

/// Only the events of one kind (and, when rank >= 0, of one rank).
std::vector<Event> eventsOf(const std::vector<Event> &all, EventKind kind, int rank = -1);

} // namespace sgd::mpi
