#include "mpi_designs.h"

namespace sgd::mpi {

ParamSet paramsForWorkers(const std::string &sceneId, const std::vector<std::string> &sets, const std::string &countKey, int k)
{
    for (const std::string &kv : sets) {
        const std::string key = trim(kv.substr(0, kv.find('=')));
        if (key == countKey || key == "data")
            return sceneParams(sceneId, sets); // the user chose the count: mpirun -np must fit it
    }
    // The count follows the processes (one rank per worker) unless the scene's default already fits.
    std::vector<std::string> more{countKey + "=" + std::to_string(k)};
    more.insert(more.end(), sets.begin(), sets.end());
    return sceneParams(sceneId, more);
}

std::vector<Event> eventsOf(const std::vector<Event> &all, EventKind kind, int rank)
{
    std::vector<Event> out;
    for (const Event &e : all)
        if (e.kind == int(kind) && (rank < 0 || e.rank == rank))
            out.push_back(e);
    return out;
}

} // namespace sgd::mpi
