#pragma once
// The drifting-stream scene's parameters, typed (core/param_table.h), as the
// engine takes them (runDriftingStream); the table is in drifting_stream.cpp. The defaults are the table's.

#include "core/param_table.h"

#include <cstdint>
#include <string>

namespace sgd {

struct DriftingStreamParams {
    std::string drift = "shift"; ///< "shift" or "rotation"
    int driftTime = 40;
    double shiftAngle = 120; ///< degrees
    double turnRate = 3;     ///< degrees per tick
    double radius = 2;
    int duration = 120; ///< ticks; frames 0 .. duration
    int retrainEvery = 30;
    int workers = 4;
    int staleWorkers = 16;
    double computeTime = 1; ///< ticks per gradient of an async worker
    double eta = 0.06;
    int batch = 8;
    double noise = 0.5;
    double tolerance = 0.3;
    std::uint64_t seed = 1;
    bool operator==(const DriftingStreamParams &) const = default;
};

template <> const ParamTable<DriftingStreamParams> &paramTable<DriftingStreamParams>();

} // namespace sgd
