#include "async_lanes.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sgd {

AsyncLanes::AsyncLanes(const AsyncConfig &c, int k, Start start)
    : m_c(c), m_start(std::move(start)), m_lanes(std::size_t(std::max(k, 0)))
{
}

std::vector<double> AsyncLanes::clocks() const
{
    std::vector<double> out;
    for (const Lane &l : m_lanes)
        out.push_back(double(l.clock));
    return out;
}

int AsyncLanes::minLiveClock() const
{
    int m = std::numeric_limits<int>::max();
    for (const Lane &l : m_lanes)
        if (l.state != LaneState::Down)
            m = std::min(m, l.clock);
    return m == std::numeric_limits<int>::max() ? 0 : m;
}

int AsyncLanes::liveCount() const
{
    int n = 0;
    for (const Lane &l : m_lanes)
        n += l.state != LaneState::Down ? 1 : 0;
    return n;
}

bool AsyncLanes::mayStart(int i) const
{
    return m_c.sspBound < 0 || lane(i).clock - minLiveClock() <= m_c.sspBound;
}

void AsyncLanes::addInterval(int i, double s, double e, IntervalKind kind, std::optional<int> update)
{
    intervals.push_back({i + 1, s, e, intervalKindName(kind), update});
}

void AsyncLanes::start(int i, double t)
{
    const LaneState from = lane(i).state;
    lane(i).state = LaneState::Computing;
    m_start(i, t, from);
}

void AsyncLanes::wait(int i, LaneState s, double t)
{
    lane(i).state = s;
    lane(i).waitStart = t;
}

void AsyncLanes::releaseSsp(double t)
{
    for (int i = 0; i < size(); ++i)
        if (lane(i).state == LaneState::Waiting && mayStart(i)) {
            addInterval(i, lane(i).waitStart, t, IntervalKind::SspWait);
            start(i, t);
        }
}

void AsyncLanes::releaseQuorum(double t)
{
    if (m_c.pull != PullPolicy::Quorum || m_reported < int(std::ceil(m_c.quorum * liveCount() - 1e-9)))
        return;
    m_reported = 0;
    for (int i = 0; i < size(); ++i) {
        if (lane(i).state != LaneState::QuorumWait)
            continue;
        addInterval(i, lane(i).waitStart, t, IntervalKind::QuorumWait);
        if (mayStart(i))
            start(i, t);
        else
            wait(i, LaneState::Waiting, t);
    }
}

void AsyncLanes::afterPush(int i, double t)
{
    if (m_c.pull == PullPolicy::Quorum) {
        wait(i, LaneState::QuorumWait, t);
        ++m_reported;
        releaseQuorum(t);
    } else if (mayStart(i)) {
        start(i, t);
    } else {
        wait(i, LaneState::Waiting, t);
    }
    releaseSsp(t);
}

void AsyncLanes::fail(int i, double t, std::optional<double> lostFrom, double releaseAt)
{
    Lane &l = lane(i);
    if (l.state == LaneState::Computing && lostFrom)
        addInterval(i, *lostFrom, t, IntervalKind::Lost);
    else if (l.state == LaneState::Waiting)
        addInterval(i, l.waitStart, t, IntervalKind::SspWait);
    else if (l.state == LaneState::QuorumWait)
        addInterval(i, l.waitStart, t, IntervalKind::QuorumWait);
    l.state = LaneState::Down;
    l.downStart = t;
    releaseQuorum(releaseAt); // fewer live workers: the quorum may already be met
    releaseSsp(releaseAt);    // the failed worker no longer holds back the SSP bound
}

void AsyncLanes::rejoin(int i, double t)
{
    addInterval(i, lane(i).downStart, t, IntervalKind::Down);
    // Taken while it is still down, so its own old clock does not count.
    lane(i).clock = minLiveClock();
    start(i, t);
}

bool AsyncLanes::closeWaiting(int i, double end)
{
    const Lane &l = lane(i);
    if (l.state == LaneState::Computing)
        return false;
    if (l.state == LaneState::Waiting)
        addInterval(i, l.waitStart, end, IntervalKind::SspWait);
    else if (l.state == LaneState::QuorumWait)
        addInterval(i, l.waitStart, end, IntervalKind::QuorumWait);
    else
        addInterval(i, l.downStart, std::max(end, l.downStart), IntervalKind::Down);
    return true;
}

} // namespace sgd
