#include "async_server.h"

#include "params.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace sgd {

LearningRateRule learningRateRuleFromString(const std::string &s)
{
    if (s == "constant") return LearningRateRule::Constant;
    if (s == "staleness") return LearningRateRule::Staleness;
    throw std::invalid_argument("lr_rule must be constant or staleness");
}

std::string toString(LearningRateRule r) { return r == LearningRateRule::Constant ? "constant" : "staleness"; }

PullPolicy pullPolicyFromString(const std::string &s, double &quorum)
{
    if (s == "push") return PullPolicy::AfterPush;
    if (s == "epoch") return PullPolicy::Epoch;
    if (s == "quorum80") { quorum = 0.8; return PullPolicy::Quorum; }
    if (s == "quorum90") { quorum = 0.9; return PullPolicy::Quorum; }
    throw std::invalid_argument("pull must be push, epoch, quorum80 or quorum90");
}

namespace {

enum class State { Computing, Waiting, QuorumWait, Down };

struct Worker {
    State state = State::Computing;
    double start = 0, end = 0, waitStart = 0, downStart = 0;
    double wRead = 0;
    int versionRead = 0;
    int clock = 0; // gradients pushed
};

} // namespace

Trace runAsync(const AsyncConfig &c, const RunContext &ctx)
{
    const int k = int(c.shards.size());
    if (k < 1 || int(c.computeTimes.size()) != k)
        throw std::invalid_argument("need one compute time per worker");
    for (double t : c.computeTimes)
        if (!(t > 0))
            throw std::invalid_argument("compute times must be positive");
    if (c.failWorker < 0 || c.failWorker > k)
        throw std::invalid_argument("fail names a worker that does not exist");

    Trace trace;
    trace.scene = "async";
    TraceBuilder out(trace, ctx);

    Matrix intervals(0, 5);
    auto addInterval = [&](int worker, double s, double e, IntervalKind kind, int update) {
        intervals.rows += 1;
        intervals.data.insert(intervals.data.end(), {double(worker + 1), s, e, double(int(kind)), double(update)});
    };

    double w = c.w0;
    int version = 0;
    std::vector<Worker> workers(static_cast<std::size_t>(k));
    auto minLiveClock = [&] {
        int m = std::numeric_limits<int>::max();
        for (const auto &wk : workers)
            if (wk.state != State::Down)
                m = std::min(m, wk.clock);
        return m == std::numeric_limits<int>::max() ? 0 : m;
    };
    auto mayStart = [&](int i) { return c.sspBound < 0 || workers[std::size_t(i)].clock - minLiveClock() <= c.sspBound; };
    auto startCompute = [&](int i, double t) {
        Worker &wk = workers[std::size_t(i)];
        const bool first = wk.state == State::Computing && wk.end == 0;
        wk.state = State::Computing;
        wk.start = t;
        wk.end = t + c.computeTimes[std::size_t(i)];
        // Pull the newest weight, unless the epoch policy says the local copy is still current.
        if (first || c.pull != PullPolicy::Epoch || version >= wk.versionRead + k) {
            wk.wRead = w;
            wk.versionRead = version;
        }
    };
    for (int i = 0; i < k; ++i)
        startCompute(i, 0.0);
    {
        // Frame 0, the start: no gradient has arrived, every worker has read w0 at time 0.
        Frame f;
        f.set("update", 0.0);
        f.set("time", 0.0);
        f.set("worker", 0.0);
        f.set("w_read", c.w0);
        f.set("w_before", c.w0);
        f.set("grad", 0.0);
        f.set("w_after", c.w0);
        f.set("staleness", 0.0);
        f.set("gap", 0.0);
        f.set("eta_used", 0.0);
        f.set("start_time", 0.0);
        f.set("read_version", 0.0);
        f.set("server_writes", 0.0);
        f.set("sync_writes_same_work", 0.0);
        f.set("clocks", std::vector<double>(std::size_t(k), 0.0));
        out.add(std::move(f));
    }
    int reported = 0; // pushes since the last quorum release
    auto liveCount = [&] {
        int n = 0;
        for (const auto &wk : workers)
            n += wk.state != State::Down ? 1 : 0;
        return n;
    };
    // Quorum policy: once enough workers have reported, everybody waiting pulls and goes on.
    auto releaseQuorum = [&](double now) {
        if (c.pull != PullPolicy::Quorum || reported < int(std::ceil(c.quorum * liveCount() - 1e-9)))
            return;
        reported = 0;
        for (int i = 0; i < k; ++i) {
            Worker &wk = workers[std::size_t(i)];
            if (wk.state != State::QuorumWait)
                continue;
            addInterval(i, wk.waitStart, now, IntervalKind::QuorumWait, 0);
            if (mayStart(i))
                startCompute(i, now);
            else {
                wk.state = State::Waiting;
                wk.waitStart = now;
            }
        }
    };

    bool failDone = c.failWorker == 0;
    bool rejoinDone = c.failWorker == 0 || c.rejoinTime < 0;
    double t = 0;
    double stalenessSum = 0;
    int maxStaleness = 0;
    bool diverged = false;
    std::string message;

    while (version < c.updates) {
        // Earliest arrival; ties go to the gradient whose computation started first.
        int next = -1;
        for (int i = 0; i < k; ++i) {
            const Worker &wk = workers[std::size_t(i)];
            if (wk.state != State::Computing)
                continue;
            if (next < 0 || wk.end < workers[std::size_t(next)].end ||
                (wk.end == workers[std::size_t(next)].end && wk.start < workers[std::size_t(next)].start))
                next = i;
        }
        const double arrival = next >= 0 ? workers[std::size_t(next)].end : std::numeric_limits<double>::infinity();
        const double failAt = failDone ? std::numeric_limits<double>::infinity() : c.failTime;
        const double rejoinAt = (failDone && !rejoinDone) ? std::max(c.rejoinTime, c.failTime) : std::numeric_limits<double>::infinity();

        if (failAt < arrival && failAt <= rejoinAt) {
            Worker &wk = workers[std::size_t(c.failWorker - 1)];
            t = failAt;
            if (wk.state == State::Computing)
                addInterval(c.failWorker - 1, wk.start, t, IntervalKind::Lost, 0);
            else if (wk.state == State::Waiting)
                addInterval(c.failWorker - 1, wk.waitStart, t, IntervalKind::SspWait, 0);
            else if (wk.state == State::QuorumWait)
                addInterval(c.failWorker - 1, wk.waitStart, t, IntervalKind::QuorumWait, 0);
            wk.state = State::Down;
            wk.downStart = t;
            failDone = true;
            releaseQuorum(t); // fewer live workers: the quorum may already be met
            // The failed worker no longer holds back the SSP bound: release whoever waited on it.
            for (int i = 0; i < k; ++i) {
                Worker &other = workers[std::size_t(i)];
                if (other.state == State::Waiting && mayStart(i)) {
                    addInterval(i, other.waitStart, t, IntervalKind::SspWait, 0);
                    startCompute(i, t);
                }
            }
        } else if (rejoinAt < arrival) {
            Worker &wk = workers[std::size_t(c.failWorker - 1)];
            t = rejoinAt;
            addInterval(c.failWorker - 1, wk.downStart, t, IntervalKind::Down, 0);
            // A rejoining worker starts at the slowest live clock: its old clock must not hold the
            // others back under an SSP bound. Taken while it is still down, so its own old clock
            // does not count.
            wk.clock = minLiveClock();
            wk.state = State::Waiting;
            rejoinDone = true;
            startCompute(c.failWorker - 1, t);
        } else if (next >= 0) {
            Worker &wk = workers[std::size_t(next)];
            t = wk.end;
            const auto [x, y] = c.shards[std::size_t(next)];
            const double g = (wk.wRead * x - y) * x;
            const int tau = version - wk.versionRead;
            const double etaUsed = staleLearningRate(c.eta, tau, c.rule);
            const double before = w;
            const double after = w - etaUsed * g;
            if (!std::isfinite(after) || std::abs(after) > 1e12) {
                diverged = true;
                message = "diverged: the weight ran away; lower eta or use the staleness-aware rule";
                break;
            }
            w = after;
            ++version;
            ++wk.clock;
            stalenessSum += tau;
            maxStaleness = std::max(maxStaleness, tau);
            addInterval(next, wk.start, t, IntervalKind::Applied, version);

            Frame f;
            f.set("update", double(version));
            f.set("time", t);
            f.set("worker", double(next + 1));
            f.set("w_read", wk.wRead);
            f.set("w_before", before);
            f.set("grad", g);
            f.set("w_after", after);
            f.set("staleness", double(tau));
            f.set("gap", before - wk.wRead);
            f.set("eta_used", etaUsed);
            f.set("start_time", wk.start);
            f.set("read_version", double(wk.versionRead));
            f.set("server_writes", double(version));
            f.set("sync_writes_same_work", std::floor(double(version) / k));
            std::vector<double> clocks;
            for (const auto &x2 : workers)
                clocks.push_back(double(x2.clock));
            f.set("clocks", clocks);

            // The worker that pushed pulls the newest w and goes on at once (unless SSP or a quorum holds it).
            if (c.pull == PullPolicy::Quorum) {
                wk.state = State::QuorumWait;
                wk.waitStart = t;
                ++reported;
                releaseQuorum(t);
            } else if (mayStart(next)) {
                startCompute(next, t);
            } else {
                wk.state = State::Waiting;
                wk.waitStart = t;
            }
            for (int i = 0; i < k; ++i) {
                Worker &other = workers[std::size_t(i)];
                if (other.state == State::Waiting && mayStart(i)) {
                    addInterval(i, other.waitStart, t, IntervalKind::SspWait, 0);
                    startCompute(i, t);
                }
            }
            out.add(std::move(f));
            out.progress(double(version) / c.updates);
        } else {
            message = "stalled: no worker can make progress";
            break;
        }
    }
    for (int i = 0; i < k; ++i) {
        const Worker &wk = workers[std::size_t(i)];
        if (wk.state == State::Computing)
            addInterval(i, wk.start, wk.end, IntervalKind::Unfinished, 0);
        else if (wk.state == State::Waiting)
            addInterval(i, wk.waitStart, t, IntervalKind::SspWait, 0);
        else if (wk.state == State::QuorumWait)
            addInterval(i, wk.waitStart, t, IntervalKind::QuorumWait, 0);
        else
            addInterval(i, wk.downStart, t, IntervalKind::Down, 0);
    }

    std::vector<double> xs, ys;
    double sxy = 0, sxx = 0;
    for (auto [x, y] : c.shards) {
        xs.push_back(x);
        ys.push_back(y);
        sxy += x * y;
        sxx += x * x;
    }
    trace.meta.set("workers", double(k));
    trace.meta.set("compute_times", c.computeTimes);
    trace.meta.set("data_x", xs);
    trace.meta.set("data_y", ys);
    trace.meta.set("w0", c.w0);
    trace.meta.set("w_best", sxx > 0 ? sxy / sxx : 0.0);
    trace.meta.set("worker_intervals", intervals); // worker, start, end, kind, update
    trace.meta.set("pull_policy", c.pull == PullPolicy::AfterPush ? std::string("push") : c.pull == PullPolicy::Epoch ? std::string("epoch") : "quorum " + formatNumberShort(100 * c.quorum) + "%");

    // The same workers under synchronous SGD: one averaged update per round, every round as slow as the slowest.
    {
        const double roundTime = *std::max_element(c.computeTimes.begin(), c.computeTimes.end());
        const int rounds = std::max(1, int(std::ceil(double(version) / k)));
        std::vector<double> times{0.0}, weights{c.w0};
        double ws = c.w0;
        for (int r = 1; r <= rounds; ++r) {
            double mean = 0;
            for (auto [x, y] : c.shards)
                mean += (ws * x - y) * x;
            ws -= c.eta * mean / k;
            times.push_back(r * roundTime);
            weights.push_back(ws);
            if (std::abs(ws) > 1e12)
                break; // the synchronous comparison ran away: stop before it leaves the range of a double
        }
        trace.meta.set("sync_round_time", roundTime);
        trace.meta.set("sync_times", times);
        trace.meta.set("sync_weights", weights);
    }

    const double n = double(version);
    trace.summary.set("diverged", diverged ? 1.0 : 0.0);
    trace.summary.set("server_writes", n);
    trace.summary.set("sync_writes_same_work", std::floor(n / k));
    trace.summary.set("end_time", t);
    trace.summary.set("final_w", w);
    trace.summary.set("max_staleness", double(maxStaleness));
    trace.summary.set("mean_staleness", n > 0 ? stalenessSum / n : 0.0);
    if (message.empty())
        message = formatNumberShort(n) + " server writes for " + formatNumberShort(n) + " gradients; synchronous SGD would have written " +
                  formatNumberShort(std::floor(n / k)) + " times";
    trace.summary.set("message", message);
    return trace;
}

} // namespace sgd
