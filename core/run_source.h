#pragma once
// Where a recorded trace came from: the facts sgd-studio-mpi writes as the file's "source" object
// (empty for a simulated trace). One field table, so the runner writes and the window reads members.

#include "trace_schema.h"

#include <optional>
#include <string>
#include <vector>

namespace sgd {

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
};

template <> const FieldTable<RunSource> &fieldTable<RunSource>();

} // namespace sgd
