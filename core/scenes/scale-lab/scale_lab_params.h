#pragma once
// The scale lab's parameters, typed (core/param_table.h); the table is in scale_lab.cpp.

#include "core/param_table.h"

namespace sgd {

struct ScaleLabParams {
    std::string designs;
    int workers = 0;
    int rows = 0;
    int features = 0;
    std::string loss;
    std::string topology;
    std::string bits;
    double stragglers = 0;
    double slowdown = 0;
    int rounds = 0;
    double eta = 0;
    double bandwidth_gbps = 0;
    double latency_us = 0;
    double worker_gflops = 0;
    int seed = 0;
    std::string backend;
    std::string storage;
};

template <> const ParamTable<ScaleLabParams> &paramTable<ScaleLabParams>();

} // namespace sgd
