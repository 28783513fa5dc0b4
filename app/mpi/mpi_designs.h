#pragma once
// The designs the runner plays on real processes; each is collective over MPI_COMM_WORLD and
// returns the exit status (rank 0 writes the outputs).

#include "mpi_support.h"

namespace sgd::mpi {

/// What a design run needs on every rank.
struct RankContext {
    int rank = 0;
    int size = 1;
    Clock clock;
    Options options;
    std::vector<Event> events;

    int workers() const { return size - 1; }
    /// Run time in lecture seconds (real seconds / time_scale).
    double lecture(double realSeconds) const { return realSeconds / options.timeScale; }
    void record(EventKind kind, int round, double t0, double t1, double v0 = 0, double v1 = 0, int peer = -1, int a = 0,
                int b = 0, double v2 = 0)
    {
        events.push_back(Event{rank, int(kind), round, peer, a, b, t0, t1, v0, v1, v2});
    }
};

/// The scene's parameters for K workers: unless `--set` names `countKey` or data, `countKey=K`
/// comes first (the count follows the processes); otherwise mpirun -np must fit the parameters.
ParamSet paramsForWorkers(const std::string &sceneId, const std::vector<std::string> &sets, const std::string &countKey, int k);

/// Lecture seconds the run computes for (the simulator's length of the same run, times
/// --time-scale is real time), on every rank before any work; throws ParamError or
/// std::invalid_argument for parameters the run would refuse.
double plannedSyncSeconds(const RankContext &ctx);
double plannedAsyncSeconds(const RankContext &ctx);
double plannedGossipSeconds(const RankContext &ctx);
double plannedBenchSeconds(const RankContext &ctx);

int runSyncDesign(RankContext &ctx);
int runAsyncDesign(RankContext &ctx);
int runGossipDesign(RankContext &ctx);
int runBench(RankContext &ctx);

/// Only the events of one kind (and, when rank >= 0, of one rank).
std::vector<Event> eventsOf(const std::vector<Event> &all, EventKind kind, int rank = -1);

} // namespace sgd::mpi
