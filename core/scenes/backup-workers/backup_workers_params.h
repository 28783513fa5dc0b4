#pragma once
// The backup-workers scene's parameters, typed (core/param_table.h); the table is in backup_workers.cpp.

#include "core/param_table.h"

namespace sgd {

struct BackupWorkersParams {
    double w0 = 0;
    double eta = 0;
    std::vector<std::pair<double, double>> data;
    int workers = 0;
    std::vector<double> compute;
    int backups = 0;
    std::string times;
    int seed = 0;
    int rounds = 0;
    int warmup_rounds = 0;
    double async_eta = 0;
};

template <> const ParamTable<BackupWorkersParams> &paramTable<BackupWorkersParams>();

} // namespace sgd
