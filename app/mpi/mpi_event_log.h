#pragma once
// The run's events reach rank 0 while the run goes on, so that a rank that dies, stops or runs
// past the time limit leaves everything recorded before it: each worker sends every event the
// moment it records it (non-blocking, on a communicator of its own), and rank 0 takes them in
// whenever it waits. Rank 0 also watches for the signals mpirun sends when it ends a run and for
// the time limit; either turns its next wait into an `Interrupted`, and the design writes what it
// has as an incomplete trace.

#include "mpi_support.h"

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace sgd::mpi {

/// Thrown on rank 0 from a wait once the run must end early (a signal or the time limit).
struct Interrupted : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// Before MPI_Init: holds back SIGTERM, SIGINT and SIGHUP, so that the threads MPI starts never
/// take them; watchStopSignals() then decides what each rank does with them.
void holdStopSignals();
/// After MPI_Init: rank 0 takes those signals in a thread of its own (the run ends early, with a
/// partial trace); the other ranks end on them as any program does.
void watchStopSignals(int rank);
/// Rank 0: from `seconds` on, the run ends early as for a signal, and when it cannot write its
/// partial trace within 5 s (stuck in MPI), it ends with one line. Every other rank ends silently
/// 10 s after the limit, after rank 0 (mpirun ends the others as soon as one rank exits, and rank
/// 0's line must not lose that race); but a worker on rank 0's host that finds rank 0 stopped
/// (SIGSTOP, a debugger) 1.5 s after the limit ends the run then, with a line that names rank 0
/// and says where its last checkpoint (`out`) is. Call once, after gatherPlaces().
void armTimeLimit(double seconds, int rank, const std::string &out);
/// Rank 0: the longest time this process stood still while the run went on (stopped by SIGSTOP or
/// a debugger: its clock ran on while none of its threads did), in seconds; 0 before armTimeLimit().
double longestPause();
/// What /proc says of a process on this host: 'T' or 't' stopped, 'Z', 'X' or '\0' gone, else running.
char processState(long pid);
/// Why the run must end early ("" while it goes on): "the time limit of 30 s", "SIGTERM", ...
std::string stopReason();
/// For the tests: asks rank 0 to stop as a signal would.
void requestStop(const std::string &why);

/// Where each rank lives, known to rank 0 before the run starts (collective); every rank also
/// learns where rank 0 lives (rankZeroPlace()).
struct RankPlace {
    std::string host;
    long pid = 0;
};
std::vector<RankPlace> gatherPlaces(MPI_Comm comm);
/// Rank 0's host and process id, and this rank's host, as gatherPlaces() found them.
const RankPlace &rankZeroPlace();
const std::string &thisHost();

/// Bytes a rank handed to MPI sends and had filled by MPI receives, counted as the run goes.
struct ByteCount {
    double sent = 0, received = 0;
};

/// A rank's events, and on rank 0 everyone's as they arrive.
class EventLog {
public:
    /// Collective: a communicator of the log's own (so the designs' MPI_ANY_TAG never sees it).
    /// `printProgress`: rank 0 prints the progress lines showProgress() asks for (--progress).
    void open(MPI_Comm world, bool printProgress);
    /// Frees the communicator; a worker first waits for its last sends.
    void close();

    /// Records one event: kept, and on a worker sent to rank 0 at once.
    void add(const Event &e);
    /// Everything recorded (on rank 0: every rank's, in arrival order).
    const std::vector<Event> &events() const { return m_events; }
    /// Every rank's events sorted by rank, then time.
    std::vector<Event> sorted() const;

    /// A worker: says it has nothing more to send.
    void finish();
    /// Rank 0: takes in what has arrived.
    void drain();
    /// Rank 0: waits until every worker has finished; throws Interrupted.
    void collectUntilDone();
    /// Rank 0: waits for a message on `comm` (source and tag as MPI_Probe takes them) while taking
    /// in events; throws Interrupted when the run must end early.
    MPI_Status waitFor(int source, int tag, MPI_Comm comm);
    /// Rank 0: sends as MPI_Send does, taking in events while the message waits for its receiver;
    /// throws Interrupted when the run must end early. A message too big to go eagerly (a model of
    /// 1 MB) waits until the receiver takes it: a plain MPI_Send to a stopped rank never returned,
    /// so the time limit could not end the run with its trace.
    void send(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm);

    /// Rank 0: called on every turn of a wait (the checkpoints).
    void whileWaiting(std::function<void()> f) { m_idle = std::move(f); }
    /// How many events were recorded (on rank 0: have arrived) so far.
    std::size_t count() const { return m_events.size(); }

    /// Rank 0: the rank that stopped sending first among the ranks that did not finish (-1 when
    /// all did), and the run time it was last heard from.
    int quietest(double *lastHeard) const;
    bool finished(int rank) const;

    /// This rank's payload bytes (the designs' messages; the log's own traffic is not counted).
    void countSent(double bytes) { m_bytes.sent += bytes; }
    void countReceived(double bytes) { m_bytes.received += bytes; }
    /// Rank 0: a rank's bytes as last reported (each event carries its rank's running totals).
    ByteCount bytesOf(int rank) const;

    /// Rank 0: prints "progress N of TOTAL UNIT" (at most four times a second) as events of `kind`
    /// arrive, from `fromRank` only when >= 0, `per` of them making one step.
    void showProgress(EventKind kind, int fromRank, int per, int total, const std::string &unit);

private:
    /// One message of the stream: an event and its rank's byte totals so far.
    struct Packet {
        Event event;
        ByteCount bytes;
    };
    struct Pending {
        std::vector<Packet> data;
        MPI_Request request = MPI_REQUEST_NULL;
    };
    void reap();
    void took(const Event &e);

    MPI_Comm m_comm = MPI_COMM_NULL;
    int m_rank = 0, m_size = 1;
    bool m_printProgress = false;
    std::function<void()> m_idle;
    std::vector<Event> m_events;
    std::vector<Pending> m_pending;    ///< a worker's sends still in flight
    std::vector<char> m_done;          ///< rank 0: which ranks finished
    std::vector<double> m_lastHeard;   ///< rank 0: run time of each rank's newest event
    ByteCount m_bytes;                 ///< this rank's
    std::vector<ByteCount> m_allBytes; ///< rank 0: every rank's last report
    struct {
        int kind = 0, fromRank = -1, per = 1, total = 0, count = 0, shown = 0;
        double shownAt = -1;
        std::string unit;
    } m_progress;
};

} // namespace sgd::mpi
