#pragma once
// The asynchronous server's rules for its workers, in one place: each worker's lane (computing,
// waiting on the SSP bound, waiting for a quorum, down), its clock (gradients pushed), the slowest
// live clock, who may start, who is released when, and the intervals the lanes record. The
// simulator (core/sim/async_server.cpp) and the MPI runner (app/mpi/mpi_async.cpp) both run on it; only
// what "start computing" means differs (schedule a gradient, or send the worker its go).

#include "async_server.h"

#include <functional>
#include <optional>
#include <vector>

namespace sgd {

enum class LaneState { Computing, Waiting, QuorumWait, Down };

class AsyncLanes {
public:
    /// Lets worker i (0-based) compute again at time t; `from` is the state it leaves.
    using Start = std::function<void(int i, double t, LaneState from)>;

    /// `k` lanes, all computing from time 0.
    AsyncLanes(const AsyncConfig &c, int k, Start start);

    int size() const { return int(m_lanes.size()); }
    LaneState state(int i) const { return lane(i).state; }
    int clock(int i) const { return lane(i).clock; }
    double waitStart(int i) const { return lane(i).waitStart; }
    double downStart(int i) const { return lane(i).downStart; }
    /// Every lane's clock, as a trace frame lists them.
    std::vector<double> clocks() const;

    /// The slowest clock among the workers that are not down (0 when all are).
    int minLiveClock() const;
    int liveCount() const;
    /// Under the SSP bound: whether worker i is at most `sspBound` pushes ahead of the slowest live one.
    bool mayStart(int i) const;

    /// Worker i's gradient was applied: its clock moves on.
    void pushed(int i) { ++lane(i).clock; }
    /// After worker i's push at t: it waits for a quorum, waits on the SSP bound or starts again;
    /// then whoever the SSP bound held back and may now go on starts.
    void afterPush(int i, double t);
    /// Worker i fails at t: closes what its lane was doing (a gradient in progress from `lostFrom`
    /// is lost), then releases whoever waited on it at `releaseAt`.
    void fail(int i, double t, std::optional<double> lostFrom, double releaseAt);
    /// Worker i comes back at t at the slowest live clock (its old clock must not hold the others back).
    void rejoin(int i, double t);
    /// Closes a lane that is not computing at the end of the run (`end`); false when it computes
    /// (the caller knows that gradient's times).
    bool closeWaiting(int i, double end);

    /// What every worker did when, as the trace's worker_intervals.
    std::vector<WorkerInterval> intervals;
    void addInterval(int i, double s, double e, IntervalKind kind, std::optional<int> update = std::nullopt);

private:
    struct Lane {
        LaneState state = LaneState::Computing;
        double waitStart = 0, downStart = 0;
        int clock = 0; ///< gradients pushed
    };
    Lane &lane(int i) { return m_lanes[std::size_t(i)]; }
    const Lane &lane(int i) const { return m_lanes[std::size_t(i)]; }
    void start(int i, double t);
    void wait(int i, LaneState s, double t);
    void releaseSsp(double t);
    void releaseQuorum(double t);

    const AsyncConfig &m_c;
    Start m_start;
    std::vector<Lane> m_lanes;
    int m_reported = 0; ///< pushes since the last quorum release
};

} // namespace sgd
