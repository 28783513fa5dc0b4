#include "core/run_timeline.h"
#include "mpi_designs.h"

#include "core/output_file.h"
#include "core/trace_file.h"
#include "core/trace_io.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>

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

bool RankContext::finishPart()
{
    if (rank != 0) {
        log.finish();
        return true;
    }
    try {
        log.collectUntilDone();
        return true;
    } catch (const Interrupted &e) {
        stopped = e.what();
        return false;
    }
}

namespace {

/// The rank that ended the run: one stopped or gone on this host, else (at the time limit) the one
/// silent longest. A run ended by a signal (mpirun interrupted: every worker fell silent at once)
/// blames only a rank that /proc shows stopped or gone.
std::string lostRank(const RankContext &ctx)
{
    // Rank 0 itself held still (SIGSTOP, a debugger): the workers went silent because it did, and
    // one may have ended at the time limit meanwhile; none of them is to blame.
    if (const double paused = longestPause(); paused >= 2.0) {
        const RankPlace &p = ctx.places.front();
        char line[300];
        std::snprintf(line, sizeof line, "rank 0 on %s (pid %ld) was itself stopped for %.3g s (SIGSTOP or a debugger)",
                      p.host.c_str(), p.pid, paused);
        return line;
    }
    double heard = 0;
    const int quiet = ctx.log.quietest(&heard);
    if (quiet < 0)
        return {};
    const std::string &here = ctx.places.front().host;
    int stopped = -1, gone = -1;
    for (int r = 1; r < ctx.size; ++r) {
        const RankPlace &p = ctx.places[std::size_t(r)];
        if (ctx.log.finished(r) || p.host != here)
            continue;
        const char state = processState(p.pid);
        if ((state == 'T' || state == 't') && stopped < 0)
            stopped = r;
        if ((state == 'Z' || state == '\0' || state == 'X') && (gone < 0 || r == quiet))
            gone = r;
    }
    const bool byTimeLimit = ctx.stopped.rfind("the time limit", 0) == 0;
    if (stopped < 0 && gone < 0 && !byTimeLimit)
        return {};
    const int r = stopped >= 0 ? stopped : gone >= 0 ? gone : quiet;
    const RankPlace &p = ctx.places[std::size_t(r)];
    char line[300];
    if (r == stopped)
        std::snprintf(line, sizeof line, "rank %d on %s (pid %ld) is stopped (SIGSTOP or a debugger)", r, p.host.c_str(), p.pid);
    else if (r == gone)
        std::snprintf(line, sizeof line, "rank %d on %s (pid %ld) is gone (killed or crashed)", r, p.host.c_str(), p.pid);
    else
        std::snprintf(line, sizeof line, "rank %d on %s went silent first", r, p.host.c_str());
    const double last = r == quiet ? heard : 0;
    std::string out = line;
    if (last > 0) {
        std::snprintf(line, sizeof line, ", silent since %.3g s into the run", last);
        out += line;
    }
    return out;
}

Matrix eventTable(const std::vector<Event> &all)
{
    Matrix m(int(all.size()), kEvColumns);
    for (int i = 0; i < m.rows; ++i) {
        const Event &e = all[std::size_t(i)];
        const double row[kEvColumns] = {double(e.rank),
                                        double(e.kind),
                                        double(e.round),
                                        double(e.peer),
                                        double(e.a),
                                        double(e.b),
                                        e.t0,
                                        e.t1,
                                        e.v0,
                                        e.v1,
                                        e.v2};
        std::copy(row, row + kEvColumns, m.data.begin() + std::ptrdiff_t(i) * kEvColumns);
    }
    return m;
}

/// Both files or neither: each goes to a temporary file next to its target, every write checked,
/// and only when both are whole on disk are they renamed over the targets.
int writeFiles(const Trace &trace, const Options &o)
{
    const std::string json = traceToJson(trace);
    try {
        (void)readTraceJson(json, o.out); // what `sgd-studio --trace` will do with it, before anything is written
    } catch (const std::exception &e) {
        std::fprintf(stderr, "sgd-studio-mpi: the trace does not read back: %s\n", e.what());
        return 1;
    }
    OutputFile traceFile(o.out);
    std::optional<OutputFile> chromeFile;
    if (!o.chrome.empty())
        chromeFile.emplace(o.chrome);
    bool ok = traceFile.open() && traceFile.writeAll(json.data(), json.size());
    if (ok && chromeFile) {
        const std::string chrome = runTimelineJson(trace);
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
    return 0;
}

} // namespace

RunSource runFacts(const RankContext &ctx, const std::vector<std::string> &roles)
{
    std::vector<std::string> hosts;
    for (const RankPlace &p : ctx.places)
        if (std::find(hosts.begin(), hosts.end(), p.host) == hosts.end())
            hosts.push_back(p.host);
    std::string hostText;
    for (const auto &h : hosts)
        hostText += (hostText.empty() ? "" : ", ") + h;
    char lib[MPI_MAX_LIBRARY_VERSION_STRING] = {};
    int len = 0, major = 0, minor = 0;
    MPI_Get_library_version(lib, &len);
    std::string library(lib);
    library = trim(library.substr(0, library.find_first_of("\n,")));
    MPI_Get_version(&major, &minor);
    const Clock &clock = ctx.clock;
    RunSource src;
    src.kind = "mpi";
    src.processes = ctx.size;
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
    src.time_scale = ctx.options.timeScale;
    src.time_unit = "times are lecture seconds: real seconds divided by time_scale";
    std::vector<RankRecord> ranks;
    for (int r = 0; r < ctx.size; ++r) {
        const ByteCount bytes = ctx.log.bytesOf(r);
        ranks.push_back(RankRecord{r, r < int(roles.size()) ? roles[std::size_t(r)] : "rank " + std::to_string(r),
                                   ctx.places[std::size_t(r)].host, bytes.sent, bytes.received});
    }
    src.ranks = std::move(ranks);
    src.events = eventTable(ctx.log.sorted());
    return src;
}

void RankContext::checkpoint()
{
    if (rank != 0 || !snapshot || clock.now() < m_checkpointAt || log.count() == m_checkpointEvents)
        return;
    const double started = clock.now();
    m_checkpointEvents = log.count();
    Snapshot s = snapshot();
    RunSource source = runFacts(*this, roles);
    source.design = design;
    char when[80];
    std::snprintf(when, sizeof when, "%.3g", started);
    source.ended_early = "written " + std::string(when) + " s into the run, after " + s.done +
                         ", while it was still going: the run never reached its end, most likely because a rank was lost "
                         "and mpirun ended every rank (its message names the rank)";
    s.trace.summary.set(s.messageField, "incomplete: " + *source.ended_early);
    s.trace.source = toRecord(source);
    OutputFile file(options.out);
    const std::string json = traceToJson(s.trace);
    if (file.open() && file.writeAll(json.data(), json.size()) && file.prepareCommit())
        file.commit();
    // At most about one part in twenty of rank 0's time goes to checkpoints.
    const double cost = clock.now() - started;
    m_checkpointAt = clock.now() + std::max(0.5, 20 * cost);
}

int finishRun(RankContext &ctx)
{
    Snapshot snap = ctx.snapshot();
    Trace &trace = snap.trace;
    RunSource source = runFacts(ctx, ctx.roles);
    source.design = ctx.design;
    const std::string &done = snap.done;
    if (!ctx.stopped.empty()) {
        const std::string lost = lostRank(ctx);
        const std::string why = (lost.empty() ? "" : lost + "; ") + "stopped after " + done + " by " + ctx.stopped;
        source.ended_early = why;
        trace.summary.set(snap.messageField, "incomplete: " + why);
    }
    trace.source = toRecord(source);
    const int status = writeFiles(trace, ctx.options);
    if (!ctx.stopped.empty()) {
        std::fprintf(stderr, "sgd-studio-mpi: %s; %s\n", source.ended_early->c_str(),
                     status == 0 ? ("what was recorded is in " + ctx.options.out + ", marked incomplete").c_str()
                                 : "no trace was written");
        std::fflush(stderr);
        return 1;
    }
    if (status == 0)
        std::printf("wrote %s (%s)%s\n", ctx.options.out.c_str(), done.c_str(),
                    ctx.options.chrome.empty() ? "" : (" and " + ctx.options.chrome).c_str());
    return status;
}

} // namespace sgd::mpi
