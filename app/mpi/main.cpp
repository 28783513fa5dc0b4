// sgd-studio-mpi: the lecture's distributed designs on real processes (started by mpirun),
// recorded as a trace that `sgd-studio --trace` replays in the scene's own views.

#include "mpi_designs.h"

#include "params.h"

#include <cstdio>
#include <exception>

namespace {

int dispatch(sgd::mpi::RankContext &ctx)
{
    const std::string &d = ctx.options.design;
    if (d == "sync")
        return sgd::mpi::runSyncDesign(ctx);
    if (d == "async")
        return sgd::mpi::runAsyncDesign(ctx);
    if (d == "gossip")
        return sgd::mpi::runGossipDesign(ctx);
    return sgd::mpi::runBench(ctx);
}

} // namespace

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    sgd::mpi::RankContext ctx;
    MPI_Comm_rank(MPI_COMM_WORLD, &ctx.rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ctx.size);
    int status = 0;
    const std::string first = argc > 1 ? argv[1] : "";
    if (first == "--help" || first == "-h" || first == "help") {
        if (ctx.rank == 0)
            std::fputs(sgd::mpi::usage().c_str(), stdout);
    } else if (const std::string e = sgd::mpi::parseOptions(argc, argv, ctx.options); !e.empty()) {
        if (ctx.rank == 0) // one line; the usage is one --help away
            std::fprintf(stderr, "sgd-studio-mpi: %s (sgd-studio-mpi --help shows the usage)\n", e.c_str());
        status = 2;
    } else if (ctx.size < 2) {
        if (ctx.rank == 0)
            std::fprintf(stderr, "sgd-studio-mpi: needs at least 2 processes (a server and a worker): mpirun -np 4 sgd-studio-mpi %s ...\n",
                         ctx.options.design.c_str());
        status = 2;
    } else {
        sgd::mpi::armTimeLimit(ctx.options.timeLimit, ctx.rank);
        try {
            status = dispatch(ctx);
        } catch (const sgd::ParamError &e) {
            if (ctx.rank == 0)
                std::fprintf(stderr, "sgd-studio-mpi: %s\n", e.what());
            status = 2;
        } catch (const std::exception &e) {
            if (ctx.rank == 0)
                std::fprintf(stderr, "sgd-studio-mpi: %s\n", e.what());
            status = 2;
        }
    }
    MPI_Finalize();
    return status;
}
