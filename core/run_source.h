#pragma once
// Where a recorded trace came from: the facts sgd-studio-mpi writes as the file's "source" object
// (empty for a simulated trace). One field table, so the runner writes and the window reads members.

#include "trace_schema.h"

#include <optional>
#include <string>
#include <vector>

namespace sgd {

/// One rank of a recorded run: where it ran, what it played, and the bytes it passed to MPI.
struct RankRecord {
    int rank = 0;
    std::string role; ///< "server", "recorder", "worker 2", "node 3"
    std::string host;
    double bytes_sent = 0;     ///< counted in the runner: every buffer this rank handed to an MPI send
    double bytes_received = 0; ///< every buffer an MPI receive filled on this rank
};

/// The columns of RunSource::events, one row per event a rank recorded.
enum RunEventColumn : int { kEvRank, kEvKind, kEvRound, kEvPeer, kEvA, kEvB, kEvT0, kEvT1, kEvV0, kEvV1, kEvV2, kEvColumns };

struct RunSource {
    std::string kind; ///< "mpi"
    int processes = 0;
    std::string hosts; ///< comma separated
    int host_count = 0;
    std::string library;
    std::string mpi_standard;
    bool wtime_is_global = false;
    std::string clock_note;
    std::vector<double> clock_offsets;
    std::vector<double> clock_round_trips;
    double time_scale = 1;
    std::string time_unit;
    std::optional<std::string>
        design; ///< how the scene's parts sit on the ranks (the server on rank 0, ...); older files lack it
    std::optional<std::string> ended_early;       ///< why the run stopped before its end; absent when it ran to the end
    std::optional<std::vector<RankRecord>> ranks; ///< each rank's host, role and bytes; older files lack it
    std::optional<Matrix> events;                 ///< every event of every rank (RunEventColumn order; times in real seconds)
};

/// The most processes a recording may name: sgd-studio-mpi refuses to run on more, and a trace
/// claiming more is refused when it is read (a loop over the ranks stays small).
constexpr int kMaxRecordedProcesses = 1024;

/// What makes `s` something sgd-studio-mpi could not have written, in one line naming the field
/// ("source: processes 2000000000 is not between 2 and 1024"); empty when it holds to a
/// recording's rules: counts bounded, every rank and peer one of the run's, every number finite,
/// lists no longer than the ranks. (An event may end a few nanoseconds before it starts: each rank's
/// times are shifted by its measured clock offset; the views and the timeline clamp it.)
std::string runSourceProblem(const RunSource &s);

/// The name of an event kind of RunSource::events ("pull", "compute", ...), or "event".
const char *runEventName(int kind);
/// True for the kinds that are communication (pull, push, chunk, ...), false for compute and waits.
bool runEventIsCommunication(int kind);

template <> const FieldTable<RankRecord> &fieldTable<RankRecord>();

template <> const FieldTable<RunSource> &fieldTable<RunSource>();

} // namespace sgd
