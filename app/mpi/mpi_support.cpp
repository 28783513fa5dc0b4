#include "mpi_support.h"
#include "core/run_source.h"

#include "core/output_file.h"
#include "core/scenes.h"
#include "core/trace_file.h"
#include "core/trace_io.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <set>
#include <thread>

namespace sgd::mpi {

std::string usage()
{
    return "usage: mpirun -np P sgd-studio-mpi sync|async|gossip [--set KEY=VALUE]... --out RUN.json\n"
           "                 [--chrome RUN.timeline.json] [--time-limit S] [--time-scale S] [--progress]\n"
           "                 [--allreduce ring|mpi] [--model-bytes B] [--compute S[,S...]]\n"
           "       mpirun -np P sgd-studio-mpi bench [--workers K] [--rounds N] [--time-scale S]\n"
           "       sgd-studio-mpi --help\n"
           "\n"
           "Plays one of the lecture's distributed designs on real processes and records it as a trace that\n"
           "`sgd-studio --trace RUN.json` replays in the scene's own views (and compares with the simulator).\n"
           "Rank 0 is the parameter server (sync star, async) or only the recorder (sync ring, gossip);\n"
           "ranks 1..K are the workers or nodes, so P = K + 1.\n"
           "\n"
           "  sync, async, gossip     the sync, async and decentralized scenes (`sgd-studio scenes` lists their\n"
           "                          parameters); bench times rounds and updates for 1..K workers\n"
           "  --set KEY=VALUE         one of the scene's parameters; without workers= (nodes= for gossip) the\n"
           "                          count follows the processes\n"
           "  --out RUN.json          the trace, written by rank 0 (also when the run ends early: then marked\n"
           "                          incomplete, with what was recorded until then)\n"
           "  --chrome FILE           also a timeline for Perfetto or chrome://tracing: one process per rank\n"
           "                          (`sgd-studio export RUN.json --timeline FILE` makes one later)\n"
           "  --time-limit S          seconds after which the run ends and rank 0 writes what it has (1 to 3600;\n"
           "                          default: three times the planned length plus 10 s, at least 30 s). A run\n"
           "                          the simulator says cannot end by then is refused before it starts\n"
           "  --time-scale S          real seconds per lecture second of compute (default 0.05)\n"
           "  --progress              rank 0 prints `progress N of M rounds` lines as the run goes\n"
           "  --allreduce ring|mpi    sync ring: the ring's own sends and receives, or MPI_Allreduce\n"
           "  --model-bytes B         sync: the model each message (star) or all-reduce (ring) carries, 0 to 1e8;\n"
           "                          default the scene's model_mb, at most 1e6 (1 MB); the trace's bytes are counted\n"
           "  --compute S[,S...]      gossip: lecture seconds of one local step, one for all or one per node\n"
           "  --workers K, --rounds N bench: up to K workers, N rounds or updates per measurement\n"
           "\n"
           "Exit status: 0 the run ended and its trace was written; 1 the run ended early (a rank was lost,\n"
           "a signal, the time limit: the trace, when written, is marked incomplete) or a file failed;\n"
           "2 bad input, nothing ran. When a rank is lost, rank 0 names it in one line on stderr.\n"
           "mpirun -q leaves out mpirun's own notices. The manual page is sgd-studio-mpi(1).\n";
}

namespace {

std::optional<double> positiveNumber(const std::string &text)
{
    auto v = parseNumber(text);
    if (!v || !(*v > 0))
        return std::nullopt;
    return v;
}

/// --compute's list: one lecture second count for all nodes or one per node, each above 0 and at
/// most 1000; "" or the message.
std::string parseCompute(const std::string &v, std::vector<double> &compute)
{
    compute.clear();
    std::size_t from = 0;
    for (;;) {
        const std::size_t comma = v.find(',', from);
        const std::string part = v.substr(from, comma == std::string::npos ? std::string::npos : comma - from);
        auto n = positiveNumber(part);
        if (!n || *n > 1000)
            return "--compute takes numbers of seconds above 0 and at most 1000, separated by commas, not '" +
                   quotedForMessage(v) + "'";
        compute.push_back(*n);
        if (comma == std::string::npos)
            return {};
        from = comma + 1;
    }
}

/// What the options refuse together once each is read: an option the design does not take, a
/// missing --out, an output path that cannot be written; "" or the message.
std::string combinationProblem(const Options &o)
{
    if (o.modelBytes >= 0 && o.design != "sync")
        return "--model-bytes is for sync, whose messages carry the model";
    if (!o.compute.empty() && o.design != "gossip")
        return "--compute is for gossip; sync and async take the scene's own: --set compute=...";
    if (o.design != "bench" && o.out.empty())
        return "say where the trace goes: --out run.json";
    // The same rules as every file sgd-studio writes: a regular file or a new name, never a device,
    // pipe, socket or folder (links followed), checked before any rank starts work.
    for (const std::string *path : {&o.out, &o.chrome}) {
        if (path->empty())
            continue;
        if (std::string problem = outputPathProblem(*path); !problem.empty())
            return (path == &o.out ? "--out " : "--chrome ") + problem + " (allowed: a regular file or a new file name)";
    }
    if (!o.chrome.empty() && o.chrome == o.out)
        return "--out and --chrome name the same file '" + o.out + "'";
    return {};
}

} // namespace

std::string parseOptions(int argc, char **argv, Options &o)
{
    if (argc < 2)
        return "name a design: sync, async, gossip or bench";
    o.design = argv[1];
    if (o.design != "sync" && o.design != "async" && o.design != "gossip" && o.design != "bench")
        return "unknown design '" + o.design + "' (allowed: sync, async, gossip, bench)";
    static const std::set<std::string> known{"--set",     "--out",     "--chrome", "--allreduce", "--time-limit", "--time-scale",
                                             "--compute", "--workers", "--rounds", "--progress",  "--model-bytes"};
    std::set<std::string> seen;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (!known.count(a))
            return "unknown option '" + quotedForMessage(a) + "'";
        if (a != "--set" && !seen.insert(a).second)
            return "option " + a + " is given twice: give it once";
        if (a == "--progress") { // the one switch without a value
            o.progress = true;
            continue;
        }
        if (i + 1 >= argc)
            return "option " + a + " needs a value";
        const std::string v = argv[++i];
        if (a == "--set") {
            o.sets.push_back(v);
        } else if (a == "--out") {
            o.out = v;
        } else if (a == "--chrome") {
            o.chrome = v;
        } else if (a == "--allreduce") {
            if (v != "ring" && v != "mpi")
                return "--allreduce must be ring or mpi, not '" + quotedForMessage(v) + "'";
            o.allreduce = v;
        } else if (a == "--time-limit") {
            auto n = parseNumber(v);
            if (!n || !(*n >= kMinTimeLimit && *n <= kMaxTimeLimit))
                return "--time-limit must be a number of seconds from 1 to 3600, not '" + quotedForMessage(v) + "'";
            o.timeLimit = *n;
        } else if (a == "--time-scale") {
            auto n = parseNumber(v);
            if (!n || !(*n >= kMinTimeScale && *n <= kMaxTimeScale))
                return "--time-scale must be a number of real seconds per lecture second from 0.0001 to 60, not '" +
                       quotedForMessage(v) + "'";
            o.timeScale = *n;
        } else if (a == "--model-bytes") {
            auto n = parseNumber(v);
            if (!n || !(*n >= 0 && *n <= kMaxModelBytes))
                return "--model-bytes must be a number of bytes from 0 to 1e8 (100 MB), not '" + quotedForMessage(v) + "'";
            o.modelBytes = *n;
        } else if (a == "--compute") {
            if (std::string problem = parseCompute(v, o.compute); !problem.empty())
                return problem;
        } else { // --workers, --rounds
            auto n = parseNumber(v);
            if (!n || *n < 1 || *n > 10000 || *n != double(int(*n)))
                return a + " must be a whole number from 1 to 10000, not '" + quotedForMessage(v) + "'";
            (a == "--workers" ? o.benchWorkers : o.benchRounds) = int(*n);
        }
    }
    return combinationProblem(o);
}

void sleepFor(double seconds)
{
    if (seconds > 0)
        std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
}

void Clock::sleepUntil(double t) const
{
    // Sleep most of the way, then poll the last stretch: sleep alone overshoots on a busy machine.
    const double left = t - now();
    if (left > 0.002)
        sleepFor(left - 0.001);
    while (now() < t)
        std::this_thread::yield();
}

void Clock::start(MPI_Comm comm)
{
    int rank = 0, size = 1, flag = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    int *global = nullptr;
    MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_WTIME_IS_GLOBAL, &global, &flag);
    m_global = flag && global && *global;
    // Ping-pong with rank 0, ten times each; the offset of the shortest round trip counts.
    constexpr int kPings = 10;
    m_offsets.assign(std::size_t(size), 0.0);
    m_rtts.assign(std::size_t(size), 0.0);
    for (int r = 1; r < size; ++r) {
        if (rank == 0) {
            double best = 1e9, offset = 0;
            for (int i = 0; i < kPings; ++i) {
                const double t0 = MPI_Wtime();
                double remote = 0;
                MPI_Send(&t0, 1, MPI_DOUBLE, r, 90, comm);
                MPI_Recv(&remote, 1, MPI_DOUBLE, r, 91, comm, MPI_STATUS_IGNORE);
                const double t2 = MPI_Wtime();
                if (t2 - t0 < best) {
                    best = t2 - t0;
                    offset = remote - 0.5 * (t0 + t2);
                }
            }
            m_offsets[std::size_t(r)] = offset;
            m_rtts[std::size_t(r)] = best;
            MPI_Send(&offset, 1, MPI_DOUBLE, r, 92, comm);
        } else if (rank == r) {
            for (int i = 0; i < kPings; ++i) {
                double t0 = 0;
                MPI_Recv(&t0, 1, MPI_DOUBLE, 0, 90, comm, MPI_STATUS_IGNORE);
                const double now = MPI_Wtime();
                MPI_Send(&now, 1, MPI_DOUBLE, 0, 91, comm);
            }
            MPI_Recv(&m_offset, 1, MPI_DOUBLE, 0, 92, comm, MPI_STATUS_IGNORE);
        }
    }
    // Rank 0 names a start 20 ms ahead; every rank waits for that instant on its own clock.
    double start = rank == 0 ? MPI_Wtime() + 0.02 : 0.0;
    MPI_Bcast(&start, 1, MPI_DOUBLE, 0, comm);
    m_epoch = start + m_offset;
    sleepUntil(0.0);
}

void stallIfAsked(int rank, int round)
{
    const char *env = std::getenv("SGD_MPI_TEST_STALL_RANK");
    if (!env || !*env || std::atoi(env) != rank)
        return;
    const char *at = std::getenv("SGD_MPI_TEST_STALL_ROUND");
    if ((at && *at ? std::atoi(at) : 0) != round)
        return;
    for (;;)
        sleepFor(3600);
}

ParamSet sceneParams(const std::string &sceneId, const std::vector<std::string> &sets)
{
    const SceneDef *scene = findScene(sceneId);
    ParamSet p = scene->defaults();
    for (const std::string &kv : sets) {
        const auto eq = kv.find('=');
        if (eq == std::string::npos || eq == 0)
            throw std::invalid_argument("--set wants key=value, not '" + kv + "'");
        p.set(trim(kv.substr(0, eq)), trim(kv.substr(eq + 1)));
    }
    validateScene(*scene, p);
    return p;
}

} // namespace sgd::mpi
