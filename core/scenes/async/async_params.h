#pragma once
// The async scene's parameters, typed (core/param_table.h); the table is in async_scene.cpp.

#include "core/param_table.h"
#include "core/sim/async_server.h"

namespace sgd {

/// The server's own settings (w0, eta, updates, the learning-rate rule) are inherited whole; the
/// rest is what the scene derives the workers, the pull policy and the failure from.
struct AsyncParams : AsyncSettings {
    std::vector<std::pair<double, double>> data;
    int workers = 0;
    std::vector<double> compute;
    std::string pull;
    std::string ssp;
    std::string fail;
    std::string rejoin;
};

template <> const ParamTable<AsyncParams> &paramTable<AsyncParams>();

} // namespace sgd
