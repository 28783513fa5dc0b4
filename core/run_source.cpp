#include "run_source.h"

#include "params.h"

#include <cmath>

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

std::string runSourceProblem(const RunSource &s)
{
    const int n = s.processes;
    auto num = [](double v) { return formatNumber(v); }; // as every message of core writes a number
    if (n < 2 || n > kMaxRecordedProcesses)
        return "source: processes " + std::to_string(n) + " is not between 2 and " + std::to_string(kMaxRecordedProcesses);
    if (s.host_count < 0 || s.host_count > n)
        return "source: host_count " + std::to_string(s.host_count) + " is not between 0 and processes (" + std::to_string(n) +
               ")";
    if (!(std::isfinite(s.time_scale) && s.time_scale > 0))
        return "source: time_scale " + num(s.time_scale) + " is not a positive number";
    for (const auto *list : {&s.clock_offsets, &s.clock_round_trips}) {
        const char *name = list == &s.clock_offsets ? "clock_offsets" : "clock_round_trips";
        if (int(list->size()) > n)
            return std::string("source: ") + name + " has more entries than the run's " + std::to_string(n) + " processes";
        for (double v : *list)
            if (!std::isfinite(v))
                return std::string("source: ") + name + " holds " + num(v) + ", not a finite number";
    }
    if (s.ranks) {
        if (int(s.ranks->size()) > n)
            return "source: ranks lists " + std::to_string(s.ranks->size()) + " ranks of a run of " + std::to_string(n);
        std::vector<bool> seen(std::size_t(n), false);
        for (const RankRecord &r : *s.ranks) {
            if (r.rank < 0 || r.rank >= n || seen[std::size_t(r.rank)])
                return "source: ranks: rank " + std::to_string(r.rank) + " is not one of the run's ranks 0 to " +
                       std::to_string(n - 1) + " (or appears twice)";
            seen[std::size_t(r.rank)] = true;
            if (!(std::isfinite(r.bytes_sent) && r.bytes_sent >= 0 && std::isfinite(r.bytes_received) && r.bytes_received >= 0))
                return "source: ranks: rank " + std::to_string(r.rank) + "'s bytes are not finite counts";
        }
    }
    if (s.events && s.events->cols == kEvColumns) {
        const Matrix &ev = *s.events;
        for (int i = 0; i < ev.rows; ++i) {
            const std::string row = "source: events row " + std::to_string(i) + ": ";
            for (int c = 0; c < ev.cols; ++c)
                if (!std::isfinite(ev.at(i, c)))
                    return row + "holds " + num(ev.at(i, c)) + ", not a finite number";
            const double rank = ev.at(i, kEvRank), peer = ev.at(i, kEvPeer), round = ev.at(i, kEvRound);
            if (rank != std::floor(rank) || rank < 0 || rank >= n)
                return row + "rank " + num(rank) + " is not one of the run's ranks 0 to " + std::to_string(n - 1);
            if (peer != std::floor(peer) || peer < -1 || peer >= n)
                return row + "peer " + num(peer) + " is not -1 (none) or one of the run's ranks";
            if (round != std::floor(round) || std::abs(round) > 1e9)
                return row + "round " + num(round) + " is not a whole number of rounds";
        }
    }
    return {};
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
                         field(&S::clock_offsets, "clock_offsets", "s", "Each rank's measured clock offset to rank 0.")
                             .within(-kTraceMaxTime, kTraceMaxTime),
                         field(&S::clock_round_trips, "clock_round_trips", "s", "Each rank's best ping-pong round trip.")
                             .within(0, kTraceMaxTime),
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
