// sgd-studio-mpi: the lecture's distributed designs on real processes (started by mpirun),
// recorded as a trace that `sgd-studio --trace` replays in the scene's own views.

#include "mpi_designs.h"

#include "core/params.h"
#include "core/run_source.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
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
        return sgd::mpi::runDecentralizedDesign(ctx);
    return sgd::mpi::runBench(ctx);
}

/// Checked on every rank before any works (each gets the same answer, so all stop together):
/// the parameters against the processes, and the run's length against --time-limit (which, when
/// not given, follows from that length). Throws, or returns "" or one line.
std::string planProblem(sgd::mpi::RankContext &ctx)
{
    sgd::mpi::Options &o = ctx.options;
    const std::string &d = o.design;
    const double lecture = d == "sync"     ? sgd::mpi::plannedSyncSeconds(ctx)
                           : d == "async"  ? sgd::mpi::plannedAsyncSeconds(ctx)
                           : d == "gossip" ? sgd::mpi::plannedDecentralizedSeconds(ctx)
                                           : sgd::mpi::plannedBenchSeconds(ctx);
    // Starting, the clock handshake and writing take about a second more than the compute.
    const double real = lecture * o.timeScale + 1.0;
    if (o.timeLimit == 0) // room for a slow or busy machine: three times the plan, and at least 30 s
        o.timeLimit = std::clamp(3 * real + 10, 30.0, sgd::mpi::kMaxTimeLimit);
    if (!(real <= o.timeLimit)) {
        char line[400];
        std::snprintf(line, sizeof line,
                      "this run computes for about %.3g s (%.4g lecture seconds x --time-scale %g) and would not end within "
                      "--time-limit %g s: raise --time-limit (at most 3600), lower --time-scale or ask for fewer rounds",
                      real, lecture, o.timeScale, o.timeLimit);
        return line;
    }
    return {};
}

} // namespace

int main(int argc, char **argv)
{
    sgd::mpi::holdStopSignals(); // before MPI starts its threads, so that none of them takes one
    MPI_Init(&argc, &argv);
    sgd::mpi::RankContext ctx;
    MPI_Comm_rank(MPI_COMM_WORLD, &ctx.rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ctx.size);
    sgd::mpi::watchStopSignals(ctx.rank);
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
            std::fprintf(
                stderr,
                "sgd-studio-mpi: needs at least 2 processes (a server and a worker): mpirun -np 4 sgd-studio-mpi %s ...\n",
                ctx.options.design.c_str());
        status = 2;
    } else if (ctx.size > sgd::kMaxRecordedProcesses) {
        if (ctx.rank == 0) // a trace naming more ranks would be refused when read
            std::fprintf(stderr, "sgd-studio-mpi: runs on at most %d processes, not %d\n", sgd::kMaxRecordedProcesses, ctx.size);
        status = 2;
    } else {
        // Nothing runs until every rank agrees the run can be done: the same checks on the same
        // input give every rank the same answer, so they stop together with one line from rank 0.
        std::string problem;
        try {
            problem = planProblem(ctx);
        } catch (const std::exception &e) {
            problem = e.what();
        }
        if (!problem.empty()) {
            if (ctx.rank == 0)
                std::fprintf(stderr, "sgd-studio-mpi: %s\n", problem.c_str());
            status = 2;
        } else {
            ctx.places = sgd::mpi::gatherPlaces(MPI_COMM_WORLD);
            ctx.log.open(MPI_COMM_WORLD, ctx.options.progress);
            if (ctx.rank == 0)
                ctx.log.whileWaiting([&ctx] { ctx.checkpoint(); });
            sgd::mpi::armTimeLimit(ctx.options.timeLimit, ctx.rank, ctx.options.out);
            sgd::mpi::stallIfAsked(ctx.rank);
            try {
                status = dispatch(ctx);
            } catch (const std::exception &e) {
                // Past the plan only a rank's own failure is left (out of memory): the others may
                // wait for it in a collective, so end them all.
                std::fprintf(stderr, "sgd-studio-mpi: rank %d: %s\n", ctx.rank, e.what());
                std::fflush(stderr);
                MPI_Abort(MPI_COMM_WORLD, 1);
            }
            if (!ctx.stopped.empty()) {
                // Ended early: the other ranks are gone or waiting for one that is; MPI_Finalize
                // would wait for them too. What was recorded is written; end now.
                std::fflush(stdout);
                std::fflush(stderr);
                std::_Exit(status);
            }
            ctx.log.close();
        }
    }
    MPI_Finalize();
    return status;
}
