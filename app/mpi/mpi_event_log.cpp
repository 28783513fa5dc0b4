#include "mpi_event_log.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <thread>

#include <pthread.h>
#include <unistd.h>

namespace sgd::mpi {

namespace {

constexpr int kTagEvents = 1;
constexpr int kTagDone = 2;

std::mutex g_stopMutex;
std::string g_stopReason;
std::atomic<bool> g_stop{false};
RankPlace g_rankZero;                  ///< set by gatherPlaces() before the time limit is armed
std::string g_thisHost;                ///< likewise
std::atomic<double> g_longestPause{0}; ///< rank 0: see longestPause()

/// Rank 0: ticks every 100 ms and keeps the longest gap between two ticks beyond the tick itself:
/// a process that SIGSTOP (or a debugger) held still finds its clock far ahead when it runs again.
void watchOwnPauses()
{
    std::thread([] {
        using Clock = std::chrono::steady_clock;
        auto last = Clock::now();
        for (;;) {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            const auto now = Clock::now();
            const double gap = std::chrono::duration<double>(now - last).count() - 0.1;
            if (gap > g_longestPause.load())
                g_longestPause.store(gap);
            last = now;
        }
    }).detach();
}

sigset_t stopSignals()
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGHUP);
    return set;
}

} // namespace

void requestStop(const std::string &why)
{
    std::lock_guard<std::mutex> lock(g_stopMutex);
    if (g_stop.load())
        return; // the first reason stands
    g_stopReason = why;
    g_stop.store(true);
}

std::string stopReason()
{
    if (!g_stop.load())
        return {};
    std::lock_guard<std::mutex> lock(g_stopMutex);
    return g_stopReason;
}

void holdStopSignals()
{
    const sigset_t set = stopSignals();
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
}

void watchStopSignals(int rank)
{
    const sigset_t set = stopSignals();
    if (rank != 0) {
        // A worker ends on them silently, but not at once: mpirun sends SIGTERM to every rank at
        // the same moment, and a worker gone drops its connections, which ended rank 0 within
        // milliseconds (Open MPI aborts a process whose peer vanished), before it had written what
        // was recorded or said why. Rank 0 needs a few milliseconds; mpirun's SIGKILL follows after 1 s.
        std::thread([set] {
            int sig = 0;
            if (sigwait(&set, &sig) != 0)
                return;
            std::this_thread::sleep_for(std::chrono::milliseconds(600));
            std::_Exit(128 + sig);
        }).detach();
        return;
    }
    std::thread([set] {
        int sig = 0;
        if (sigwait(&set, &sig) != 0)
            return;
        // mpirun sends SIGTERM to every rank when one is lost, or when it is interrupted itself.
        requestStop(sig == SIGTERM ? "SIGTERM" : sig == SIGINT ? "SIGINT" : "SIGHUP");
        // mpirun follows with SIGKILL after its grace (1 s by default); a second signal ends at once.
        if (sigwait(&set, &sig) == 0) {
            std::_Exit(128 + sig);
        }
    }).detach();
}

double longestPause()
{
    return g_longestPause.load();
}

char processState(long pid)
{
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string stat;
    std::getline(in, stat);
    const auto close = stat.rfind(')');
    return close == std::string::npos || close + 2 >= stat.size() ? '\0' : stat[close + 2];
}

const RankPlace &rankZeroPlace()
{
    return g_rankZero;
}

const std::string &thisHost()
{
    return g_thisHost;
}

namespace {

/// A worker on rank 0's host: 1.5 s after the limit (a little later for each higher rank, so that
/// one line is printed), a rank 0 that is stopped cannot end the run or write its trace, and would
/// hold every rank until the 10 s backstop (the run ended 16-19 s after an 8 s limit, and the line
/// rank 0 printed once continued blamed a worker that had ended meanwhile): the worker ends it.
void endIfRankZeroIsStopped(double seconds, int rank, const std::string &out)
{
    const RankPlace &zero = rankZeroPlace();
    if (zero.pid <= 0 || zero.host != thisHost())
        return;
    sleepFor(seconds + 1.5 + 0.2 * (rank - 1));
    const char state = processState(zero.pid);
    if (state != 'T' && state != 't')
        return;
    std::fprintf(stderr,
                 "sgd-studio-mpi: rank 0 on %s (pid %ld) is stopped (SIGSTOP or a debugger) past the time limit of %g s, "
                 "so no trace can be written; what it recorded until its last checkpoint is in %s, marked incomplete\n",
                 zero.host.c_str(), zero.pid, seconds, out.c_str());
    std::fflush(stderr);
    std::_Exit(1);
}

} // namespace

void armTimeLimit(double seconds, int rank, const std::string &out)
{
    if (rank == 0)
        watchOwnPauses();
    else
        std::thread([seconds, rank, out] { endIfRankZeroIsStopped(seconds, rank, out); }).detach();
    // Rank 0 writes what was recorded, then ends; a rank 0 that cannot (stuck in a send) and every
    // other rank end silently a few seconds later, so no process outlives the limit for long.
    std::thread([seconds, rank] {
        if (rank == 0) {
            sleepFor(seconds);
            char why[160];
            std::snprintf(why, sizeof why, "the time limit of %g s (--time-limit sets it)", seconds);
            requestStop(why);
        }
        sleepFor(rank == 0 ? 5.0 : seconds + 10.0); // rank 0 first: its line must not lose a race with mpirun
        if (rank == 0) {
            std::fprintf(stderr, "sgd-studio-mpi: still running 5 s after %s: stopped without a trace\n", stopReason().c_str());
            std::fflush(stderr);
        }
        std::_Exit(1);
    }).detach();
}

std::vector<RankPlace> gatherPlaces(MPI_Comm comm)
{
    int rank = 0, size = 1, len = 0;
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &size);
    char name[MPI_MAX_PROCESSOR_NAME] = {};
    MPI_Get_processor_name(name, &len);
    const long pid = long(getpid());
    std::vector<char> names(rank == 0 ? std::size_t(size) * MPI_MAX_PROCESSOR_NAME : 0);
    std::vector<long> pids(rank == 0 ? std::size_t(size) : 0);
    MPI_Gather(name, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, names.data(), MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, comm);
    MPI_Gather(&pid, 1, MPI_LONG, pids.data(), 1, MPI_LONG, 0, comm);
    std::vector<RankPlace> out;
    for (int r = 0; r < size && rank == 0; ++r)
        out.push_back({std::string(&names[std::size_t(r) * MPI_MAX_PROCESSOR_NAME]), pids[std::size_t(r)]});
    // Every rank learns where rank 0 is: a worker on its host can tell when it is stopped.
    g_thisHost = name;
    char zeroName[MPI_MAX_PROCESSOR_NAME] = {};
    long zeroPid = pid;
    std::memcpy(zeroName, name, sizeof zeroName);
    MPI_Bcast(zeroName, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, comm);
    MPI_Bcast(&zeroPid, 1, MPI_LONG, 0, comm);
    zeroName[MPI_MAX_PROCESSOR_NAME - 1] = '\0';
    g_rankZero = {std::string(zeroName), zeroPid};
    return out;
}

void EventLog::open(MPI_Comm world, bool printProgress)
{
    m_printProgress = printProgress;
    MPI_Comm_rank(world, &m_rank);
    MPI_Comm_size(world, &m_size);
    MPI_Comm_dup(world, &m_comm);
    m_done.assign(std::size_t(m_size), 0);
    m_lastHeard.assign(std::size_t(m_size), 0.0);
    m_allBytes.assign(std::size_t(m_size), ByteCount{});
    m_done[0] = 1;
}

void EventLog::close()
{
    if (m_comm == MPI_COMM_NULL)
        return;
    for (Pending &p : m_pending)
        MPI_Wait(&p.request, MPI_STATUS_IGNORE);
    m_pending.clear();
    MPI_Comm_free(&m_comm);
}

void EventLog::add(const Event &e)
{
    m_events.push_back(e);
    if (m_rank == 0 || m_comm == MPI_COMM_NULL) {
        took(e);
        return;
    }
    reap();
    m_pending.push_back(Pending{{Packet{e, m_bytes}}, MPI_REQUEST_NULL});
    Pending &p = m_pending.back();
    MPI_Isend(p.data.data(), int(sizeof(Packet)), MPI_BYTE, 0, kTagEvents, m_comm, &p.request);
}

void EventLog::showProgress(EventKind kind, int fromRank, int per, int total, const std::string &unit)
{
    if (!m_printProgress)
        return;
    m_progress.kind = int(kind);
    m_progress.fromRank = fromRank;
    m_progress.per = std::max(1, per);
    m_progress.total = total;
    m_progress.unit = unit;
}

void EventLog::took(const Event &e)
{
    if (m_progress.kind == 0 || e.kind != m_progress.kind || (m_progress.fromRank >= 0 && e.rank != m_progress.fromRank))
        return;
    ++m_progress.count;
    const int steps = m_progress.count / m_progress.per;
    const double now = MPI_Wtime();
    if (steps == m_progress.shown || (steps < m_progress.total && now - m_progress.shownAt < 0.25))
        return;
    m_progress.shown = steps;
    m_progress.shownAt = now;
    std::printf("progress %d of %d %s\n", steps, m_progress.total, m_progress.unit.c_str());
    std::fflush(stdout);
}

ByteCount EventLog::bytesOf(int rank) const
{
    if (rank == m_rank)
        return m_bytes;
    return rank >= 0 && rank < int(m_allBytes.size()) ? m_allBytes[std::size_t(rank)] : ByteCount{};
}

void EventLog::reap()
{
    std::erase_if(m_pending, [](Pending &p) {
        int done = 0;
        MPI_Test(&p.request, &done, MPI_STATUS_IGNORE);
        return done != 0;
    });
}

std::vector<Event> EventLog::sorted() const
{
    std::vector<Event> all = m_events;
    std::stable_sort(all.begin(), all.end(),
                     [](const Event &a, const Event &b) { return a.rank != b.rank ? a.rank < b.rank : a.t0 < b.t0; });
    return all;
}

void EventLog::finish()
{
    if (m_rank == 0 || m_comm == MPI_COMM_NULL)
        return;
    MPI_Send(&m_bytes, int(sizeof m_bytes), MPI_BYTE, 0, kTagDone, m_comm);
}

void EventLog::drain()
{
    for (;;) {
        int flag = 0;
        MPI_Status st;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, m_comm, &flag, &st);
        if (!flag)
            return;
        const auto from = std::size_t(st.MPI_SOURCE);
        int bytes = 0;
        MPI_Get_count(&st, MPI_BYTE, &bytes);
        if (st.MPI_TAG == kTagDone) {
            ByteCount total;
            MPI_Recv(&total, int(sizeof total), MPI_BYTE, st.MPI_SOURCE, kTagDone, m_comm, MPI_STATUS_IGNORE);
            m_allBytes[from] = total;
            m_done[from] = 1;
            continue;
        }
        std::vector<Packet> in(std::size_t(bytes) / sizeof(Packet));
        MPI_Recv(in.data(), bytes, MPI_BYTE, st.MPI_SOURCE, kTagEvents, m_comm, MPI_STATUS_IGNORE);
        for (const Packet &p : in) {
            m_lastHeard[from] = std::max(m_lastHeard[from], p.event.t1);
            m_allBytes[from] = p.bytes;
            m_events.push_back(p.event);
            took(p.event);
        }
    }
}

MPI_Status EventLog::waitFor(int source, int tag, MPI_Comm comm)
{
    for (;;) {
        int flag = 0;
        MPI_Status st;
        MPI_Iprobe(source, tag, comm, &flag, &st);
        if (flag)
            return st;
        drain();
        if (g_stop.load())
            throw Interrupted(stopReason());
        if (m_idle)
            m_idle();
        std::this_thread::yield();
    }
}

void EventLog::send(const void *buf, int count, MPI_Datatype type, int dest, int tag, MPI_Comm comm)
{
    MPI_Request request = MPI_REQUEST_NULL;
    MPI_Isend(buf, count, type, dest, tag, comm, &request);
    for (;;) {
        int done = 0;
        MPI_Test(&request, &done, MPI_STATUS_IGNORE);
        if (done)
            return;
        drain();
        if (g_stop.load()) {
            // The receiver never took it; rank 0 writes its trace and ends without another MPI call
            // that could touch the buffer (main's _Exit after an early end).
            MPI_Cancel(&request);
            MPI_Request_free(&request);
            throw Interrupted(stopReason());
        }
        if (m_idle)
            m_idle();
        std::this_thread::yield();
    }
}

void EventLog::collectUntilDone()
{
    for (;;) {
        drain();
        if (std::all_of(m_done.begin(), m_done.end(), [](char d) { return d != 0; }))
            return;
        if (g_stop.load())
            throw Interrupted(stopReason());
        if (m_idle)
            m_idle();
        sleepFor(0.0002);
    }
}

bool EventLog::finished(int rank) const
{
    return rank >= 0 && rank < int(m_done.size()) && m_done[std::size_t(rank)] != 0;
}

int EventLog::quietest(double *lastHeard) const
{
    int best = -1;
    for (int r = 1; r < m_size; ++r)
        if (!m_done[std::size_t(r)] && (best < 0 || m_lastHeard[std::size_t(r)] < m_lastHeard[std::size_t(best)]))
            best = r;
    if (best >= 0 && lastHeard)
        *lastHeard = m_lastHeard[std::size_t(best)];
    return best;
}

} // namespace sgd::mpi
