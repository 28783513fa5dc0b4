#include "run_source.h"

namespace sgd {

namespace {

constexpr const char *kEventNames[] = {"event", "pull",      "compute", "push",     "arrive", "apply", "barrier",
                                       "chunk", "allreduce", "round",   "exchange", "wait",   "down",  "lost"};

} // namespace

const char *runEventName(int kind)
{
    return kind > 0 && kind < int(std::size(kEventNames)) ? kEventNames[kind] : kEventNames[0];
}

bool runEventIsCommunication(int kind)
{
    const std::string name = runEventName(kind);
    return name == "pull" || name == "push" || name == "arrive" || name == "apply" || name == "chunk" || name == "allreduce" ||
           name == "exchange";
}

template <> const FieldTable<RankRecord> &fieldTable<RankRecord>()
{
    using R = RankRecord;
    static const FieldTable<R> table(
        "RankRecord", {
                          field(&R::rank, "rank", "", "The MPI rank."),
                          field(&R::role, "role", "", "What the rank played: server, recorder, worker k or node k."),
                          field(&R::host, "host", "", "The host the rank ran on (MPI_Get_processor_name)."),
                          field(&R::bytes_sent, "bytes_sent", "B",
                                "Bytes of every buffer the rank handed to an MPI send, counted as the run went."),
                          field(&R::bytes_received, "bytes_received", "B",
                                "Bytes of every buffer an MPI receive filled on the rank, counted as the run went."),
                      });
    return table;
}

template <> const FieldTable<RunSource> &fieldTable<RunSource>()
{
    using S = RunSource;
    static const FieldTable<S> table(
        "RunSource", {
                         field(&S::kind, "kind", "", "What recorded the run (mpi)."),
                         field(&S::processes, "processes", "", "MPI processes (ranks) of the run."),
                         field(&S::hosts, "hosts", "", "The hosts the ranks ran on, comma separated."),
                         field(&S::host_count, "host_count", "", "How many different hosts."),
                         field(&S::library, "library", "", "The MPI library and its version."),
                         field(&S::mpi_standard, "mpi_standard", "", "The MPI standard version the library implements."),
                         field(&S::wtime_is_global, "wtime_is_global", "", "1 when MPI_Wtime is one clock for all ranks."),
                         field(&S::clock_note, "clock_note", "", "How the ranks' clocks were brought onto rank 0's."),
                         field(&S::clock_offsets, "clock_offsets", "s", "Each rank's measured clock offset to rank 0."),
                         field(&S::clock_round_trips, "clock_round_trips", "s", "Each rank's best ping-pong round trip."),
                         field(&S::time_scale, "time_scale", "", "Real seconds per lecture second."),
                         field(&S::time_unit, "time_unit", "", "What the trace's times mean."),
                         field(&S::design, "design", "",
                               "How the scene's parts sit on the ranks (the parameter server on rank 0, a ring of workers, ...); "
                               "absent in older files."),
                         field(&S::ended_early, "ended_early", "",
                               "Why the run stopped before its end (a lost rank, a signal, the time limit); absent when "
                               "it ran to the end. The frames are what was recorded until then."),
                         field(&S::ranks, "ranks", "", "Each rank: its host, its role and the bytes it sent and received."),
                         field(&S::events, "events", "",
                               "Every event of every rank, one row each: rank, kind (1 pull, 2 compute, 3 push, 4 arrive, "
                               "5 apply, 6 barrier, 7 chunk, 8 allreduce, 9 round, 10 exchange, 11 wait, 12 down, 13 lost), "
                               "round, peer, a, b, start and end (real seconds of run time) and three values."),
                     });
    return table;
}

} // namespace sgd
