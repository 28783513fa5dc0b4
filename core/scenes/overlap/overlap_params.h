#pragma once
// The overlap scene's parameters, typed (core/param_table.h); the table is in overlap_scene.cpp.

#include "core/param_table.h"

namespace sgd {

struct OverlapParams {
    int layers = 0;
    std::vector<double> compute_ms;
    std::vector<double> layer_mb;
    double bucket_mb = 0;
    double first_bucket_mb = 0;
    double bandwidth_gbps = 0;
    double latency_us = 0;
    int workers = 0;
};

template <> const ParamTable<OverlapParams> &paramTable<OverlapParams>();

} // namespace sgd
