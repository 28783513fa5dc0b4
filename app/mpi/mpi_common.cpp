#include "mpi_designs.h"

namespace sgd::mpi {

ParamSet paramsForWorkers(const std::string &sceneId, const std::vector<std::string> &sets, const std::string &countKey, int k,
                          const std::function<int(const ParamSet &)> &count)
{
    ParamSet p = sceneParams(sceneId, sets);
    if (count(p) == k || p.isSet(countKey) || p.isSet("data"))
        return p;
    std::vector<std::string> more = sets;
    more.push_back(countKey + "=" + std::to_string(k));
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
