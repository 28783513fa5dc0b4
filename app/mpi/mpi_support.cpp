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
    return "usage: mpirun -np P sgd-studio-mpi sync|async|gossip [--set key=value ...] --out run.json\n"
           "         [--chrome run.chrome.json] [--time-limit S] [--time-scale S] [--allreduce ring|mpi]\n"
           "         [--compute S,S,...]   (gossip: lecture seconds of one local step on each node)\n"
           "       mpirun -np P sgd-studio-mpi bench [--workers K] [--rounds N] [--time-scale S]\n"
           "Rank 0 is the server (or the recorder), ranks 1..K the workers: P = K + 1.\n"
           "The parameters are the scene's (`sgd-studio scenes` lists them: sync, async, decentralized).\n"
           "--time-limit S (default 30, 1 to 3600) ends every rank; a run the simulator says cannot end by then is\n"
           "refused at once. Exit status: 0 done, 1 the run or its files failed, 2 bad input (nothing ran).\n"
           "mpirun -q leaves out mpirun's own notice after a non-zero exit.\n";
}

namespace {

std::optional<double> positiveNumber(const std::string &text)
{
    auto v = parseNumber(text);
    if (!v || !(*v > 0))
        return std::nullopt;
    return v;
}

} // namespace

std::string parseOptions(int argc, char **argv, Options &o)
{
    if (argc < 2)
        return "name a design: sync, async, gossip or bench";
    o.design = argv[1];
    if (o.design != "sync" && o.design != "async" && o.design != "gossip" && o.design != "bench")
        return "unknown design '" + o.design + "' (allowed: sync, async, gossip, bench)";
    static const std::set<std::string> known{"--set",        "--out",     "--chrome",  "--allreduce", "--time-limit",
                                             "--time-scale", "--compute", "--workers", "--rounds"};
    std::set<std::string> seen;
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (!known.count(a))
            return "unknown option '" + quotedForMessage(a) + "'";
        if (a != "--set" && !seen.insert(a).second)
            return "option " + a + " is given twice: give it once";
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
        } else if (a == "--compute") {
            o.compute.clear();
            std::size_t from = 0;
            for (;;) {
                const std::size_t comma = v.find(',', from);
                const std::string part = v.substr(from, comma == std::string::npos ? std::string::npos : comma - from);
                auto n = positiveNumber(part);
                if (!n || *n > 1000)
                    return "--compute takes numbers of seconds above 0 and at most 1000, separated by commas, not '" +
                           quotedForMessage(v) + "'";
                o.compute.push_back(*n);
                if (comma == std::string::npos)
                    break;
                from = comma + 1;
            }
        } else { // --workers, --rounds
            auto n = parseNumber(v);
            if (!n || *n < 1 || *n > 10000 || *n != double(int(*n)))
                return a + " must be a whole number from 1 to 10000, not '" + quotedForMessage(v) + "'";
            (a == "--workers" ? o.benchWorkers : o.benchRounds) = int(*n);
        }
    }
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

const char *eventName(EventKind k)
{
    switch (k) {
    case EventKind::Pull:
        return "pull";
    case EventKind::Compute:
        return "compute";
    case EventKind::Push:
        return "push";
    case EventKind::Arrive:
        return "arrive";
    case EventKind::Apply:
        return "apply";
    case EventKind::Barrier:
        return "barrier";
    case EventKind::Chunk:
        return "chunk";
    case EventKind::Allreduce:
        return "allreduce";
    case EventKind::Round:
        return "round";
    case EventKind::Exchange:
        return "exchange";
    case EventKind::Wait:
        return "wait";
    case EventKind::Down:
        return "down";
    case EventKind::Lost:
        return "lost";
    }
    return "event";
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

void armTimeLimit(double seconds, int rank)
{
    // Rank 0 speaks for the run; the others end silently a few seconds later (by then mpirun has
    // normally ended them after rank 0's exit), so they end even when rank 0 is gone.
    const double after = rank == 0 ? seconds : seconds + 5.0;
    std::thread([after, seconds, rank] {
        sleepFor(after);
        if (rank == 0) {
            std::fprintf(stderr,
                         "sgd-studio-mpi: the run was still going after the time limit of %g s: stopped, no trace written "
                         "(--time-limit raises it)\n",
                         seconds);
            std::fflush(stderr);
        }
        std::_Exit(1);
    }).detach();
}

void stallIfAsked(int rank)
{
    const char *env = std::getenv("SGD_MPI_TEST_STALL_RANK");
    if (!env || !*env || std::atoi(env) != rank)
        return;
    for (;;)
        sleepFor(3600);
}

std::vector<Event> gatherEvents(const std::vector<Event> &mine, MPI_Comm comm)
{
    int rank = 0, size = 1;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    const int bytes = int(mine.size() * sizeof(Event));
    std::vector<int> counts(static_cast<std::size_t>(size)), displs(static_cast<std::size_t>(size));
    MPI_Gather(&bytes, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, comm);
    int total = 0;
    for (int r = 0; r < size && rank == 0; ++r) {
        displs[std::size_t(r)] = total;
        total += counts[std::size_t(r)];
    }
    std::vector<Event> all(rank == 0 ? std::size_t(total) / sizeof(Event) : 0);
    MPI_Gatherv(mine.data(), bytes, MPI_BYTE, all.data(), counts.data(), displs.data(), MPI_BYTE, 0, comm);
    std::stable_sort(all.begin(), all.end(),
                     [](const Event &a, const Event &b) { return a.rank != b.rank ? a.rank < b.rank : a.t0 < b.t0; });
    return all;
}

Record runFacts(const Clock &clock, const Options &o, MPI_Comm comm)
{
    int rank = 0, size = 1, len = 0, major = 0, minor = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    char name[MPI_MAX_PROCESSOR_NAME] = {};
    MPI_Get_processor_name(name, &len);
    std::vector<char> names(rank == 0 ? std::size_t(size) * MPI_MAX_PROCESSOR_NAME : 0);
    MPI_Gather(name, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, names.data(), MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, comm);
    Record r;
    if (rank != 0)
        return r;
    std::vector<std::string> hosts;
    for (int i = 0; i < size; ++i) {
        std::string h(&names[std::size_t(i) * MPI_MAX_PROCESSOR_NAME]);
        if (std::find(hosts.begin(), hosts.end(), h) == hosts.end())
            hosts.push_back(h);
    }
    std::string hostText;
    for (const auto &h : hosts)
        hostText += (hostText.empty() ? "" : ", ") + h;
    char lib[MPI_MAX_LIBRARY_VERSION_STRING] = {};
    MPI_Get_library_version(lib, &len);
    std::string library(lib);
    library = trim(library.substr(0, library.find_first_of("\n,")));
    MPI_Get_version(&major, &minor);
    RunSource src;
    src.kind = "mpi";
    src.processes = size;
    src.hosts = hostText;
    src.host_count = int(hosts.size());
    src.library = library;
    src.mpi_standard = std::to_string(major) + "." + std::to_string(minor);
    src.wtime_is_global = clock.wtimeGlobal();
    src.clock_note = clock.wtimeGlobal()
                         ? "MPI_Wtime is global: offsets only confirm it"
                         : "MPI_Wtime is not global: each rank's times were shifted by its measured offset to rank 0";
    src.clock_offsets = clock.offsets();
    src.clock_round_trips = clock.rtts();
    src.time_scale = o.timeScale;
    src.time_unit = "times are lecture seconds: real seconds divided by time_scale";
    r = toRecord(src);
    return r;
}

std::string chromeTrace(const std::vector<Event> &events, const std::vector<std::string> &rankNames)
{
    std::string out = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n";
    bool first = true;
    auto add = [&](const std::string &e) {
        out += (first ? "" : ",\n") + e;
        first = false;
    };
    for (std::size_t r = 0; r < rankNames.size(); ++r)
        add("{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":0,\"tid\":" + std::to_string(r) +
            ",\"args\":{\"name\":" + jsonString("rank " + std::to_string(r) + ": " + rankNames[r]) + "}}");
    for (const Event &e : events) {
        const double us = 1e6;
        add("{\"name\":" + jsonString(eventName(EventKind(e.kind))) +
            ",\"cat\":\"sgd\",\"ph\":\"X\",\"pid\":0,\"tid\":" + std::to_string(e.rank) + ",\"ts\":" + jsonNumber(e.t0 * us) +
            ",\"dur\":" + jsonNumber(std::max(0.0, e.t1 - e.t0) * us) + ",\"args\":{\"round\":" + std::to_string(e.round) +
            ",\"peer\":" + std::to_string(e.peer) + ",\"a\":" + std::to_string(e.a) + ",\"b\":" + std::to_string(e.b) +
            ",\"v0\":" + jsonNumber(e.v0) + ",\"v1\":" + jsonNumber(e.v1) + "}}");
    }
    out += "\n]}\n";
    return out;
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

int writeOutputs(const Trace &trace, const std::vector<Event> &events, const Options &o,
                 const std::vector<std::string> &rankNames)
{
    const std::string json = traceToJson(trace);
    try {
        (void)readTraceJson(json, o.out); // what `sgd-studio --trace` will do with it, before anything is written
    } catch (const std::exception &e) {
        std::fprintf(stderr, "sgd-studio-mpi: the trace does not read back: %s\n", e.what());
        return 1;
    }
    // Both files or neither: each goes to a temporary file next to its target, every write checked,
    // and only when both are whole on disk are they renamed over the targets.
    OutputFile traceFile(o.out);
    std::optional<OutputFile> chromeFile;
    if (!o.chrome.empty())
        chromeFile.emplace(o.chrome);
    bool ok = traceFile.open() && traceFile.writeAll(json.data(), json.size());
    if (ok && chromeFile) {
        const std::string chrome = chromeTrace(events, rankNames);
        ok = chromeFile->open() && chromeFile->writeAll(chrome.data(), chrome.size()) && chromeFile->prepareCommit();
    }
    ok = ok && traceFile.prepareCommit();
    if (ok && chromeFile)
        ok = chromeFile->commit();
    if (ok)
        ok = traceFile.commit();
    if (!ok) {
        const std::string &e = traceFile.failed() ? traceFile.error() : chromeFile->error();
        std::fprintf(stderr, "sgd-studio-mpi: %s%s\n", e.c_str(),
                     chromeFile && !traceFile.failed() ? " (the trace was not written either)" : "");
        return 1;
    }
    std::printf("wrote %s (%d frames)%s\n", o.out.c_str(), int(trace.frames.size()),
                o.chrome.empty() ? "" : (" and " + o.chrome).c_str());
    return 0;
}

} // namespace sgd::mpi
