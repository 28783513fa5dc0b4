#include "run_source.h"

namespace sgd {

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
                     });
    return table;
}

} // namespace sgd
