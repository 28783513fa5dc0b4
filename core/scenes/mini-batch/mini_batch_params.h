#pragma once
// The mini-batch scene's parameters, typed (core/param_table.h), as the engine takes them
// (runMiniBatch, mini_batch.h); the table is in mini_batch_scene.cpp. The defaults are the table's.

#include "core/param_table.h"

#include <string>

namespace sgd {

enum class Leftover { Keep, Drop, Pad };

Leftover leftoverFromString(const std::string &s);
std::string toString(Leftover l);

struct MiniBatchParams {
    int n = 400;
    int batch = 32;
    Leftover leftover = Leftover::Keep;
    double w0 = 1.5;
    double eta = 0.1;
    int epochs = 3;
    bool shuffle = true;
    unsigned seed = 1;
    bool operator==(const MiniBatchParams &) const = default;
};

template <> const ParamTable<MiniBatchParams> &paramTable<MiniBatchParams>();

} // namespace sgd
