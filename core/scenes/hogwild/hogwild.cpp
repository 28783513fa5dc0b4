#include "hogwild.h"

#include "core/random.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <mutex>
#include <thread>

namespace sgd {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kRecent = 64;         ///< latest writes a thread keeps for the strip
constexpr int kRecentCollided = 32; ///< latest colliding writes a thread keeps
constexpr auto kRelaxed = std::memory_order_relaxed;

/// One thread's counters. Only the thread itself writes them (relaxed stores); snapshots read them.
struct alignas(64) ThreadState {
    std::atomic<std::int64_t> updates{0}, writes{0}, collisions{0};
    std::atomic<std::uint32_t> recentPos{0}, collidedPos{0};
    std::array<std::atomic<int>, kRecent> recent{};
    std::array<std::atomic<int>, kRecentCollided> recentCollided{};
    double endSeconds = 0; ///< when the thread finished; read after join
};

/// One thread as a snapshot found it: running totals and its rings of latest writes.
struct RawLane {
    std::int64_t updates = 0, writes = 0, collisions = 0;
    std::vector<int> recent;                             ///< latest writes, oldest first
    std::vector<std::pair<std::uint32_t, int>> collided; ///< (position in the thread's collisions, coordinate)
    std::uint32_t collidedPos = 0;
};

struct RawSnapshot {
    double seconds = 0;
    std::vector<double> w;
    std::vector<RawLane> lanes;
};

struct Shared {
    const SparseProblem &p;
    double eta = 0;
    HogwildMode mode = HogwildMode::LockFree;
    std::vector<std::atomic<double>> w;
    std::vector<std::atomic<std::uint32_t>> stamps;
    std::mutex lock;
    std::atomic<bool> stop{false};
    std::atomic<bool> go{false}; ///< set once every thread is up: the clock starts then
    std::atomic<int> ready{0};
    std::atomic<int> finished{0};
    std::vector<ThreadState> states;
    // Snapshots: whichever thread sees the work pass the next threshold takes it, under snapMutex
    // (so snapshots come in order); `due` is the next threshold, read without the mutex.
    Clock::time_point start;
    std::int64_t total = 0;
    int snaps = 0;
    std::mutex snapMutex;
    int next = 1;                 ///< guarded by snapMutex
    std::vector<RawSnapshot> raw; ///< guarded by snapMutex
    std::atomic<std::int64_t> due{std::numeric_limits<std::int64_t>::max()};

    Shared(const SparseProblem &problem, double e, HogwildMode m, int threads)
        : p(problem), eta(e), mode(m), w(std::size_t(problem.d)), stamps(std::size_t(problem.d)), states(std::size_t(threads))
    {
    }
    std::int64_t dueOf(int j) const { return total * j / snaps; }
};

/// The latest `count` entries of a ring written up to position `pos`, oldest first, with their positions.
template <std::size_t N>
std::vector<std::pair<std::uint32_t, int>> latest(const std::array<std::atomic<int>, N> &ring, std::uint32_t pos)
{
    std::vector<std::pair<std::uint32_t, int>> out;
    const std::uint32_t count = std::min<std::uint32_t>(pos, std::uint32_t(N));
    for (std::uint32_t j = pos - count; j != pos; ++j)
        if (const int c = ring[j % N].load(kRelaxed); c >= 0)
            out.emplace_back(j, c);
    return out;
}

/// The shared state as one reader sees it now: the weights (read one by one while others may be
/// writing, as Hogwild! itself reads them) and every thread's counters.
RawSnapshot rawSnapshot(Shared &s)
{
    RawSnapshot snap;
    snap.seconds = std::chrono::duration<double>(Clock::now() - s.start).count();
    snap.w.reserve(s.w.size());
    for (const auto &x : s.w)
        snap.w.push_back(x.load(kRelaxed));
    for (const ThreadState &ts : s.states) {
        RawLane lane;
        lane.updates = ts.updates.load(kRelaxed);
        lane.writes = ts.writes.load(kRelaxed);
        lane.collisions = ts.collisions.load(kRelaxed);
        for (const auto &[pos, c] : latest(ts.recent, ts.recentPos.load(kRelaxed)))
            lane.recent.push_back(c);
        lane.collidedPos = ts.collidedPos.load(kRelaxed);
        lane.collided = latest(ts.recentCollided, lane.collidedPos);
        snap.lanes.push_back(std::move(lane));
    }
    return snap;
}

/// Called by a worker now and then: takes the snapshots whose thresholds the work has passed.
void maybeSnapshot(Shared &s)
{
    std::int64_t done = 0;
    for (const ThreadState &ts : s.states)
        done += ts.updates.load(kRelaxed);
    if (done < s.due.load(kRelaxed))
        return;
    const std::unique_lock guard(s.snapMutex, std::try_to_lock);
    if (!guard.owns_lock())
        return; // another thread is taking it
    for (; s.next <= s.snaps && done >= s.dueOf(s.next); ++s.next)
        s.raw.push_back(rawSnapshot(s));
    s.due.store(s.next <= s.snaps ? s.dueOf(s.next) : std::numeric_limits<std::int64_t>::max(), kRelaxed);
}

/// A thread's running totals, published to its ThreadState after every example.
struct Local {
    std::int64_t updates = 0, writes = 0, collisions = 0;
    std::uint32_t recentPos = 0, collidedPos = 0;
    std::vector<std::uint32_t> seen;
};

/// One SGD step on example i: read the touched weights (and their stamps), then add to each.
void applyExample(Shared &s, ThreadState &ts, int i, Local &l)
{
    const int nnz = s.p.nnz;
    const int *c = s.p.cols.data() + std::size_t(i) * std::size_t(nnz);
    const double *v = s.p.vals.data() + std::size_t(i) * std::size_t(nnz);
    double dot = 0;
    for (int k = 0; k < nnz; ++k) {
        l.seen[std::size_t(k)] = s.stamps[std::size_t(c[k])].load(kRelaxed);
        dot += s.w[std::size_t(c[k])].load(kRelaxed) * v[k];
    }
    const double g = s.eta * (dot - s.p.y[std::size_t(i)]);
    for (int k = 0; k < nnz; ++k) {
        s.w[std::size_t(c[k])].fetch_add(-g * v[k], kRelaxed);
        const std::uint32_t before = s.stamps[std::size_t(c[k])].fetch_add(1u, kRelaxed);
        ts.recent[l.recentPos % kRecent].store(c[k], kRelaxed);
        ++l.recentPos;
        if (before != l.seen[std::size_t(k)]) { // someone wrote c[k] after our read
            ++l.collisions;
            ts.recentCollided[l.collidedPos % kRecentCollided].store(c[k], kRelaxed);
            ++l.collidedPos;
        }
    }
    l.writes += nnz;
    ++l.updates;
    ts.recentPos.store(l.recentPos, kRelaxed);
    ts.collidedPos.store(l.collidedPos, kRelaxed);
    ts.updates.store(l.updates, kRelaxed);
    ts.writes.store(l.writes, kRelaxed);
    ts.collisions.store(l.collisions, kRelaxed);
}

/// Thread t of T: examples t, t + T, ... in order, again from t after the last, `quota` of them
/// (0: until told to stop). Every 64 examples it looks whether a snapshot is due.
void worker(Shared &s, int t, int threads, std::int64_t quota)
{
    ThreadState &ts = s.states[std::size_t(t)];
    Local l;
    l.seen.resize(std::size_t(s.p.nnz));
    int i = t;
    const bool has = t < s.p.n;
    s.ready.fetch_add(1, std::memory_order_release);
    while (!s.go.load(std::memory_order_acquire))
        std::this_thread::yield();
    // A timed run still gets one update from every thread, however late the system runs it.
    while (has && (quota == 0 || l.updates < quota) && (l.updates == 0 || !s.stop.load(kRelaxed))) {
        if (s.mode == HogwildMode::GlobalLock) {
            const std::lock_guard guard(s.lock);
            applyExample(s, ts, i, l);
        } else {
            applyExample(s, ts, i, l);
        }
        i += threads;
        if (i >= s.p.n)
            i = t;
        if ((l.updates & 63) == 0 && s.snaps > 0)
            maybeSnapshot(s);
    }
    // The last look for a due snapshot comes before the thread's end is stamped: every snapshot a
    // thread takes lies within its own run, so within the whole run (the latest thread end).
    if (s.snaps > 0)
        maybeSnapshot(s);
    ts.endSeconds = std::chrono::duration<double>(Clock::now() - s.start).count();
    s.finished.fetch_add(1, std::memory_order_release);
}

/// A raw snapshot in the result's form: totals, and each thread's window since `prev`.
HogwildRunSnapshot windowed(RawSnapshot raw, const RawSnapshot *prev)
{
    HogwildRunSnapshot out;
    out.seconds = raw.seconds;
    out.w = std::move(raw.w);
    for (std::size_t k = 0; k < raw.lanes.size(); ++k) {
        const RawLane &now = raw.lanes[k];
        const RawLane before = prev ? prev->lanes[k] : RawLane{};
        out.updates += now.updates;
        out.writes += now.writes;
        out.collisions += now.collisions;
        HogwildThreadWindow lane;
        lane.updates = now.updates - before.updates;
        lane.collisions = now.collisions - before.collisions;
        lane.writes = now.recent;
        for (const auto &[pos, c] : now.collided)
            if (!prev || pos >= before.collidedPos)
                lane.collided.push_back(c);
        out.lanes.push_back(std::move(lane));
    }
    return out;
}

/// Stops and joins the threads however the sampler leaves (a throw included).
struct Joiner {
    Shared &s;
    std::vector<std::thread> threads;
    ~Joiner()
    {
        s.stop.store(true, kRelaxed);
        s.go.store(true, std::memory_order_release);
        for (auto &t : threads)
            if (t.joinable())
                t.join();
    }
};

std::vector<std::int64_t> quotas(const SparseProblem &p, int threads, double passes)
{
    std::vector<std::int64_t> q;
    for (int t = 0; t < threads; ++t) {
        const std::int64_t mine = t < p.n ? (p.n - t + threads - 1) / threads : 0;
        q.push_back(passes > 0 ? std::max<std::int64_t>(mine > 0 ? 1 : 0, std::llround(passes * double(mine))) : 0);
    }
    return q;
}

} // namespace

SparseProblem makeSparseProblem(int d, int n, int nnz, int blocks, unsigned seed)
{
    SparseProblem p;
    p.d = d;
    p.n = n;
    blocks = std::max(1, blocks);
    p.nnz = std::clamp(nnz, 1, std::max(1, d / blocks));
    Rng rng(seed);
    for (int j = 0; j < d; ++j)
        p.wTrue.push_back(rng.normal());
    // perm stays the identity between examples: each example's partial Fisher-Yates shuffle picks
    // nnz distinct features of its block and is then undone, swap by swap (O(nnz), where resetting
    // the block cost O(d) per example: 10^8 writes for the default 20,000 examples of 5,000).
    std::vector<int> perm(static_cast<std::size_t>(d)), swapped(static_cast<std::size_t>(p.nnz)),
        picked(static_cast<std::size_t>(p.nnz));
    for (int j = 0; j < d; ++j)
        perm[std::size_t(j)] = j;
    std::vector<char> marked;
    const double scale = 1.0 / std::sqrt(double(p.nnz));
    p.cols.reserve(std::size_t(n) * std::size_t(p.nnz));
    p.vals.reserve(std::size_t(n) * std::size_t(p.nnz));
    for (int i = 0; i < n; ++i) {
        const int b = i % blocks, lo = int(std::int64_t(d) * b / blocks), size = int(std::int64_t(d) * (b + 1) / blocks) - lo;
        int *block = perm.data() + lo;
        for (int k = 0; k < p.nnz; ++k) {
            swapped[std::size_t(k)] = k + int(rng.below(std::uint64_t(size - k)));
            std::swap(block[k], block[swapped[std::size_t(k)]]);
        }
        // The picked features in increasing order: sorted, or read off a mark per feature when
        // they are a large part of the block (the same list either way).
        if (std::int64_t(p.nnz) * 16 > size) {
            marked.assign(std::size_t(size), 0);
            for (int k = 0; k < p.nnz; ++k)
                marked[std::size_t(block[k] - lo)] = 1;
            for (int j = 0, at = 0; j < size; ++j)
                if (marked[std::size_t(j)])
                    picked[std::size_t(at++)] = lo + j;
        } else {
            std::copy(block, block + p.nnz, picked.begin());
            std::sort(picked.begin(), picked.end());
        }
        for (int k = p.nnz - 1; k >= 0; --k)
            std::swap(block[k], block[swapped[std::size_t(k)]]);
        double dot = 0;
        for (int k = 0; k < p.nnz; ++k) {
            const double v = (rng.uniform() < 0.5 ? -scale : scale);
            p.cols.push_back(picked[std::size_t(k)]);
            p.vals.push_back(v);
            dot += v * p.wTrue[std::size_t(picked[std::size_t(k)])];
        }
        p.y.push_back(dot + 0.1 * rng.normal());
    }
    return p;
}

double sparseLoss(const SparseProblem &p, const std::vector<double> &w, int examples)
{
    const int n = examples > 0 ? std::min(examples, p.n) : p.n;
    double sum = 0;
    for (int i = 0; i < n; ++i) {
        double r = -p.y[std::size_t(i)];
        for (int k = 0; k < p.nnz; ++k) {
            const std::size_t at = std::size_t(i) * std::size_t(p.nnz) + std::size_t(k);
            r += p.vals[at] * w[std::size_t(p.cols[at])];
        }
        sum += r * r;
    }
    return n > 0 ? 0.5 * sum / n : 0.0;
}

HogwildRunResult runHogwildThreads(const SparseProblem &p, double eta, const HogwildRunSpec &spec,
                                   const std::function<bool()> &cancelled)
{
    const int threads = spec.mode == HogwildMode::SingleThread ? 1 : std::max(1, spec.threads);
    Shared s(p, eta, spec.mode, threads);
    for (ThreadState &ts : s.states) {
        for (auto &r : ts.recent)
            r.store(-1, kRelaxed);
        for (auto &r : ts.recentCollided)
            r.store(-1, kRelaxed);
    }
    const std::vector<std::int64_t> quota = quotas(p, threads, spec.passes);
    // A run without a work limit needs a time limit: never less than 0.1 ms (a sub-normal sweep
    // time must not leave the threads running for ever).
    const double maxSeconds = spec.passes > 0 ? spec.maxSeconds : std::max(spec.maxSeconds, 1e-4);
    for (auto q : quota)
        s.total += q;
    s.snaps = spec.passes > 0 ? std::max(0, spec.snapshots) : 0;
    s.start = Clock::now();
    std::vector<RawSnapshot> raw;
    if (s.snaps > 0) {
        raw.push_back(rawSnapshot(s));
        raw.back().seconds = 0; // before the first thread starts
        s.due.store(s.dueOf(1), kRelaxed);
    }
    HogwildRunResult out;
    {
        Joiner joiner{s, {}};
        for (int t = 0; t < threads; ++t)
            joiner.threads.emplace_back(worker, std::ref(s), t, threads, quota[std::size_t(t)]);
        while (s.ready.load(std::memory_order_acquire) < threads)
            std::this_thread::sleep_for(std::chrono::microseconds(50));
        s.start = Clock::now(); // written before `go`: the threads read it after
        s.go.store(true, std::memory_order_release);
        while (s.finished.load(std::memory_order_acquire) < threads) {
            if (cancelled && cancelled())
                throw Cancelled();
            if (maxSeconds > 0 && std::chrono::duration<double>(Clock::now() - s.start).count() >= maxSeconds)
                s.stop.store(true, kRelaxed);
            std::this_thread::sleep_for(std::chrono::microseconds(500));
        }
    }
    // The run ends when its last thread does (not when this thread, polling, noticed).
    for (const ThreadState &ts : s.states)
        out.seconds = std::max(out.seconds, ts.endSeconds);
    // The threads are joined: the snapshots they took are ours to read. Thresholds not reached
    // while they ran (the last one, usually) are the state at the end.
    for (RawSnapshot &r : s.raw)
        raw.push_back(std::move(r));
    for (int j = int(raw.size()); j <= s.snaps; ++j) {
        raw.push_back(rawSnapshot(s));
        raw.back().seconds = out.seconds;
    }
    for (std::size_t j = 0; j < raw.size(); ++j)
        out.snapshots.push_back(windowed(raw[j], j > 0 ? &raw[j - 1] : nullptr));
    const HogwildRunSnapshot last = windowed(rawSnapshot(s), nullptr);
    out.updates = last.updates;
    out.writes = last.writes;
    out.collisions = last.collisions;
    out.w = last.w;
    return out;
}

} // namespace sgd
