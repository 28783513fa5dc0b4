#include "overlap.h"

#include "core/params.h"
#include "overlap_trace.h"

#include <algorithm>
#include <stdexcept>

namespace sgd {

double ringAllReduceMs(double bytes, int k, double bandwidth, double latency)
{
    if (k <= 1)
        return 0.0;
    return 2.0 * (k - 1) / k * bytes / bandwidth + 2.0 * (k - 1) * latency;
}

std::vector<Bucket> makeBuckets(const std::vector<double> &layerBytes, double firstCap, double cap)
{
    std::vector<Bucket> buckets;
    const int layers = int(layerBytes.size());
    Bucket cur;
    bool open = false;
    for (int l = layers - 1; l >= 0; --l) {
        const double limit = buckets.empty() ? firstCap : cap;
        if (open && cur.bytes + layerBytes[std::size_t(l)] > limit) {
            buckets.push_back(cur);
            open = false;
        }
        if (!open) {
            cur = Bucket{};
            cur.lastLayer = l;
            cur.firstLayer = l;
            open = true;
        }
        cur.firstLayer = l;
        cur.bytes += layerBytes[std::size_t(l)];
    }
    if (open)
        buckets.push_back(cur);
    return buckets;
}

OverlapSchedule scheduleOverlap(const OverlapConfig &c)
{
    const int layers = int(c.computeMs.size());
    if (layers == 0 || int(c.layerBytes.size()) != layers)
        throw std::invalid_argument("need one compute time and one gradient size per layer");
    OverlapSchedule s;
    s.layerStart.assign(std::size_t(layers), 0.0);
    s.layerEnd.assign(std::size_t(layers), 0.0);
    s.layerBucket.assign(std::size_t(layers), 0);
    // Backward runs from the last layer to the first.
    double t = 0;
    for (int l = layers - 1; l >= 0; --l) {
        s.layerStart[std::size_t(l)] = t;
        t += c.computeMs[std::size_t(l)];
        s.layerEnd[std::size_t(l)] = t;
    }
    s.computeTotal = t;
    s.buckets = makeBuckets(c.layerBytes, c.firstBucketBytes, c.bucketBytes);
    if (c.maxBuckets > 0 && int(s.buckets.size()) > c.maxBuckets) {
        // The backward pass stops after the last layer of the last bucket that runs.
        s.buckets.resize(std::size_t(c.maxBuckets));
        s.computeTotal = s.layerEnd[std::size_t(s.buckets.back().firstLayer)];
        std::fill(s.layerBucket.begin(), s.layerBucket.end(), -1);
    }
    double linkFree = 0, naiveLink = s.computeTotal;
    for (std::size_t b = 0; b < s.buckets.size(); ++b) {
        Bucket &bk = s.buckets[b];
        for (int l = bk.firstLayer; l <= bk.lastLayer; ++l)
            s.layerBucket[std::size_t(l)] = int(b);
        bk.computeStart = s.layerStart[std::size_t(bk.lastLayer)];
        bk.computeEnd = s.layerEnd[std::size_t(bk.firstLayer)];
        bk.commMs = ringAllReduceMs(bk.bytes, c.workers, c.bandwidthBytesPerMs, c.latencyMs);
        bk.commStart = std::max(bk.computeEnd, linkFree);
        bk.commEnd = bk.commStart + bk.commMs;
        linkFree = bk.commEnd;
        bk.naiveCommStart = naiveLink;
        bk.naiveCommEnd = naiveLink + bk.commMs;
        naiveLink = bk.naiveCommEnd;
        s.commTotal += bk.commMs;
    }
    s.stepNaive = s.computeTotal + s.commTotal;
    s.stepOverlapped = std::max(s.computeTotal, linkFree);
    s.hiddenFraction = s.commTotal > 0 ? std::clamp((s.stepNaive - s.stepOverlapped) / s.commTotal, 0.0, 1.0) : 0.0;
    return s;
}

namespace {

OverlapBucket bucketFrame(const Bucket &bk, int index)
{
    OverlapBucket f;
    f.step = index;
    f.bucket = index;
    f.first_layer = bk.firstLayer + 1;
    f.last_layer = bk.lastLayer + 1;
    f.bytes = bk.bytes;
    f.compute_start = bk.computeStart;
    f.compute_end = bk.computeEnd;
    f.comm_start = bk.commStart;
    f.comm_end = bk.commEnd;
    f.comm_ms = bk.commMs;
    f.naive_comm_start = bk.naiveCommStart;
    f.naive_comm_end = bk.naiveCommEnd;
    f.waited_for_link = bk.commStart - bk.computeEnd;
    return f;
}

OverlapSummary overlapSummary(const OverlapSchedule &s)
{
    OverlapSummary sum;
    sum.buckets = int(s.buckets.size());
    sum.compute_total = s.computeTotal;
    sum.comm_total = s.commTotal;
    sum.step_time_naive = s.stepNaive;
    sum.step_time_overlapped = s.stepOverlapped;
    sum.hidden_comm_fraction = s.hiddenFraction;
    sum.step_time_saved = s.stepNaive - s.stepOverlapped;
    sum.message = "overlap hides " + formatNumberShort(100 * s.hiddenFraction, 3) + "% of the communication: step " +
                  formatNumberShort(s.stepNaive) + " ms → " + formatNumberShort(s.stepOverlapped) + " ms";
    return sum;
}

} // namespace

Trace runOverlap(const OverlapConfig &c, const RunContext &ctx)
{
    Trace trace;
    trace.scene = "overlap";
    TraceBuilder out(trace, ctx);
    OverlapConfig limited = c;
    // maxFrames counts frame 0, the start, too.
    if (ctx.maxFrames > 1 && (limited.maxBuckets <= 0 || ctx.maxFrames - 1 < limited.maxBuckets))
        limited.maxBuckets = ctx.maxFrames - 1;
    const OverlapSchedule s = scheduleOverlap(limited);
    // Frame 0, the start: the backward pass begins and no bucket is ready yet.
    out.add(toRecord(OverlapBucket{}));
    for (std::size_t b = 0; b < s.buckets.size(); ++b)
        out.add(toRecord(bucketFrame(s.buckets[b], int(b + 1))));
    OverlapMeta meta;
    for (std::size_t l = 0; l < s.layerStart.size(); ++l)
        meta.layers.push_back({int(l + 1), s.layerStart[l], s.layerEnd[l], c.layerBytes[l], s.layerBucket[l] + 1});
    meta.workers = c.workers;
    meta.bandwidth_bytes_per_ms = c.bandwidthBytesPerMs;
    meta.latency_ms = c.latencyMs;
    setMetaAndSummary(trace, meta, overlapSummary(s));
    return trace;
}

} // namespace sgd
