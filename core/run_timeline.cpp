#include "run_timeline.h"

#include "run_source.h"
#include "trace_io.h"

#include <algorithm>
#include <stdexcept>

namespace sgd {

namespace {

/// The thread of a rank's process that shows an event kind.
enum Lane : int { kCompute = 1, kCommunication = 2, kRounds = 3 };

/// Waiting for a message (the barrier, the server's release) sits with the messages.
int laneOf(int kind)
{
    const std::string name = runEventName(kind);
    if (name == "round")
        return kRounds;
    return runEventIsCommunication(kind) || name == "barrier" || name == "wait" ? kCommunication : kCompute;
}

std::string metadata(const char *name, int pid, int tid, const std::string &argName, const std::string &value)
{
    return "{\"name\":\"" + std::string(name) + "\",\"ph\":\"M\",\"pid\":" + std::to_string(pid) +
           ",\"tid\":" + std::to_string(tid) + ",\"args\":{\"" + argName + "\":" + value + "}}";
}

} // namespace

std::string runTimelineJson(const Trace &trace)
{
    if (!trace.recorded())
        throw std::invalid_argument("this trace was computed by the simulator: only a run recorded by sgd-studio-mpi has a "
                                    "timeline of its processes");
    RunSource src;
    try { // a malformed "source" is bad input (exit 2), as every other check of the file
        src = fromRecord<RunSource>(trace.source, "source");
    } catch (const std::exception &e) {
        throw std::invalid_argument(e.what());
    }
    if (!src.events || src.events->cols != kEvColumns)
        throw std::invalid_argument("this recording keeps no events of its ranks (it was made before sgd-studio-mpi kept "
                                    "them): record the run again");
    const Matrix &ev = *src.events;
    std::vector<RankRecord> ranks = src.ranks.value_or(std::vector<RankRecord>{});
    for (int r = 0; r < src.processes; ++r)
        if (std::none_of(ranks.begin(), ranks.end(), [r](const RankRecord &k) { return k.rank == r; }))
            ranks.push_back(RankRecord{r, r == 0 ? "rank 0" : "rank " + std::to_string(r), "an unknown host", 0, 0});
    std::string out = "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"scene\":" + jsonString(trace.scene) +
                      ",\"hosts\":" + jsonString(src.hosts) + ",\"library\":" + jsonString(src.library) +
                      (src.ended_early ? ",\"ended_early\":" + jsonString(*src.ended_early) : std::string()) +
                      "},\"traceEvents\":[\n";
    bool first = true;
    auto add = [&](const std::string &e) {
        out += (first ? "" : ",\n") + e;
        first = false;
    };
    for (const RankRecord &k : ranks) {
        add(metadata("process_name", k.rank, 0, "name", jsonString("rank " + std::to_string(k.rank) + " on " + k.host)));
        add(metadata("process_labels", k.rank, 0, "labels", jsonString(k.role)));
        add(metadata("process_sort_index", k.rank, 0, "sort_index", std::to_string(k.rank)));
        for (const auto &[tid, name] : {std::pair{int(kCompute), "compute"}, std::pair{int(kCommunication), "communication"},
                                        std::pair{int(kRounds), "rounds"}}) {
            add(metadata("thread_name", k.rank, tid, "name", jsonString(name)));
            add(metadata("thread_sort_index", k.rank, tid, "sort_index", std::to_string(tid)));
        }
    }
    constexpr double us = 1e6;
    for (int i = 0; i < ev.rows; ++i) {
        const int kind = int(ev.at(i, kEvKind));
        const double t0 = ev.at(i, kEvT0), t1 = std::max(t0, ev.at(i, kEvT1));
        std::string e = "{\"name\":" + jsonString(runEventName(kind)) + ",\"cat\":\"" +
                        (laneOf(kind) == kCommunication ? "communication"
                         : laneOf(kind) == kRounds      ? "round"
                                                        : "compute") +
                        "\",\"pid\":" + std::to_string(int(ev.at(i, kEvRank))) + ",\"tid\":" + std::to_string(laneOf(kind)) +
                        ",\"ts\":" + jsonNumber(t0 * us);
        // A span has a duration; a moment (a weight applied, a gradient arriving) is an instant.
        e += t1 > t0 ? ",\"ph\":\"X\",\"dur\":" + jsonNumber((t1 - t0) * us) : std::string(",\"ph\":\"i\",\"s\":\"t\"");
        e += ",\"args\":{\"round\":" + std::to_string(int(ev.at(i, kEvRound)));
        if (const int peer = int(ev.at(i, kEvPeer)); peer >= 0)
            e += ",\"peer rank\":" + std::to_string(peer);
        e += ",\"v0\":" + jsonNumber(ev.at(i, kEvV0)) + ",\"v1\":" + jsonNumber(ev.at(i, kEvV1)) + "}}";
        add(e);
    }
    out += "\n]}\n";
    return out;
}

} // namespace sgd
