#pragma once
// What every design of the MPI runner shares: the command line, the clocks (one start instant,
// offsets to rank 0), the event log each rank keeps, gathering it on rank 0, the run's facts and
// the writers (the scene's trace through core, and Chrome trace-event JSON).
//
// Layout of the ranks: rank 0 is the parameter server (sync star, async) or only the recorder
// (sync ring, gossip); ranks 1..K are the workers or nodes, worker k = rank k.

#include "core/params.h"
#include "core/run_source.h"
#include "core/trace.h"

#include <mpi.h>

#include <string>
#include <vector>

namespace sgd::mpi {

/// The command line of one run.
struct Options {
    std::string design;             ///< sync, async, gossip or bench
    std::vector<std::string> sets;  ///< key=value, as `sgd-studio trace --set`
    std::string out;                ///< the scene trace (rank 0 writes it)
    std::string chrome;             ///< optional Chrome trace-event JSON
    double timeLimit = 0;           ///< seconds; every rank ends by then (0: from the run's planned length)
    bool progress = false;          ///< rank 0 prints "progress N of M rounds" lines as the run goes
    double timeScale = 0.05;        ///< real seconds per lecture second of compute
    std::string allreduce = "ring"; ///< sync ring: "ring" (own sends) or "mpi" (MPI_Allreduce)
    double modelBytes = -1;         ///< sync: model bytes per message or all-reduce (-1: model_mb, at most 1 MB)
    int benchWorkers = 0;           ///< bench: up to this many workers (0 = all ranks but one)
    int benchRounds = 20;           ///< bench: rounds or updates per measurement
    std::vector<double> compute;    ///< gossip: lecture seconds of one local step per node (one for all; empty = 1)
};

/// Parses argv; returns "" or one line naming the problem.
std::string parseOptions(int argc, char **argv, Options &o);
std::string usage();

/// What happened on one rank: a kind, a span of run time and a few numbers.
enum class EventKind : int {
    Pull = 1,  ///< a worker received the weight
    Compute,   ///< a worker computed a gradient (v0 = gradient, v1 = the weight it used)
    Push,      ///< a worker sent its gradient
    Arrive,    ///< the server received a gradient (peer = worker)
    Apply,     ///< the server applied it (v0 = w before, v1 = w after)
    Barrier,   ///< waiting at the synchronous barrier
    Chunk,     ///< one ring step: send a chunk, receive one (a = step, b = chunk sent)
    Allreduce, ///< MPI_Allreduce of one round
    Round,     ///< one round on a worker or the server (v0, v1 = w before, after)
    Exchange,  ///< one gossip exchange with the neighbours (v0 = before, v1 = after)
    Wait,      ///< waiting for the server's release (SSP bound or quorum)
    Down,      ///< a failed worker, until it rejoins or the run ends
    Lost,      ///< a gradient lost to a failure
};
/// The event's name in traces and timelines ("pull", "compute", ...).
inline const char *eventName(EventKind k)
{
    return runEventName(int(k));
}

struct Event {
    int rank = 0;
    int kind = 0;
    int round = 0; ///< round, update or server version
    int peer = -1;
    int a = 0, b = 0;
    double t0 = 0, t1 = 0; ///< run time in seconds (rank 0's clock)
    double v0 = 0, v1 = 0, v2 = 0;
};

/// Clocks: offsets to rank 0 by ping-pong, then one common start instant.
class Clock {
public:
    /// Collective: measures offsets, agrees on the start and waits for it.
    void start(MPI_Comm comm);
    /// Seconds since the common start, in rank 0's time.
    double now() const { return MPI_Wtime() - m_epoch; }
    /// Sleeps until run time `t` (returns at once when past).
    void sleepUntil(double t) const;
    double offset() const { return m_offset; }
    const std::vector<double> &offsets() const { return m_offsets; } ///< rank 0 only: every rank's
    const std::vector<double> &rtts() const { return m_rtts; }       ///< rank 0 only: best round trip
    bool wtimeGlobal() const { return m_global; }

private:
    double m_epoch = 0, m_offset = 0;
    bool m_global = false;
    std::vector<double> m_offsets, m_rtts;
};

/// Sleeps `seconds` of real time.
void sleepFor(double seconds);

/// The ranges --time-limit and --time-scale accept (seconds; real seconds per lecture second).
/// sync: the model a message carries when --model-bytes is not given: the scene's model_mb, at
/// most this (1 MB); and the most --model-bytes takes (100 MB, the lecture's model).
constexpr double kDefaultModelBytes = 1e6, kMaxModelBytes = 1e8;
constexpr double kMinTimeLimit = 1, kMaxTimeLimit = 3600, kMinTimeScale = 1e-4, kMaxTimeScale = 60;

/// For the tests: when SGD_MPI_TEST_STALL_RANK names this rank, it never returns (a lost process):
/// at the start (round 0), or where a synchronous worker would take round SGD_MPI_TEST_STALL_ROUND's
/// weights.
void stallIfAsked(int rank, int round = 0);

/// The scene's parameters from `--set` (throws ParamError like the scenes).
ParamSet sceneParams(const std::string &sceneId, const std::vector<std::string> &sets);

} // namespace sgd::mpi
