#include "trace_schema.h"

#include "params.h"
#include "run_source.h"

namespace sgd {

namespace {

const char *typeName(FieldType t)
{
    switch (t) {
    case FieldType::Number:
        return "a number";
    case FieldType::Integer:
        return "a whole number";
    case FieldType::Flag:
        return "0 or 1";
    case FieldType::Text:
        return "text";
    case FieldType::Numbers:
        return "an array of numbers";
    case FieldType::Matrix:
        return "an array of rows of numbers";
    case FieldType::Records:
        return "an array of objects";
    }
    return "?";
}

/// The largest size a number read from a trace may have unless its field says otherwise: far past
/// any value a run writes (a diverging run stops near 10^12 and its loss near 10^30), and small
/// enough that a painter may square a value, or subtract two, without reaching infinity (1e308
/// minus -1e308 is inf, and inf in a loop bound or a pixel position draws nothing sane).
constexpr double kMaxMagnitude = 1e150;

/// The fields whose values are narrower than +-kMaxMagnitude: what a painter counts with or loops
/// over. One row per field, by its record's and its own name (the field tables hold no ranges yet:
/// every scene includes them, so a range there rebuilds the whole app).
struct FieldRange {
    std::string_view record, field;
    double min, max;
};
/// A time in (lecture) seconds: 10^9 s is 30 years, far past any run (10,000 updates of 1,000 s).
constexpr double kMaxTime = 1e9;
/// A count of updates, rounds or writes: a thousand times the largest run the params allow.
constexpr double kMaxCount = 1e7;
/// A worker, node or rank, or how many there are: sgd-studio-mpi runs on at most 1,024 processes.
constexpr double kMaxWorkers = 1024;

constexpr FieldRange kFieldRanges[] = {
    // Asynchronous SGD (recorded runs are not replayed: these hold them).
    {"AsyncUpdate", "update", 0, kMaxCount},
    {"AsyncUpdate", "time", 0, kMaxTime},
    {"AsyncUpdate", "worker", 0, kMaxWorkers},
    {"AsyncUpdate", "staleness", 0, kMaxCount},
    {"AsyncUpdate", "eta_used", 0, 1},
    {"AsyncUpdate", "start_time", 0, kMaxTime},
    {"AsyncUpdate", "read_version", 0, kMaxCount},
    {"AsyncUpdate", "server_writes", 0, kMaxCount},
    {"AsyncUpdate", "sync_writes_same_work", 0, kMaxCount},
    {"AsyncUpdate", "clocks", 0, kMaxCount},
    {"WorkerInterval", "worker", 1, kMaxWorkers},
    {"WorkerInterval", "start", 0, kMaxTime},
    {"WorkerInterval", "end", 0, kMaxTime},
    {"WorkerInterval", "update", -1, kMaxCount},
    {"AsyncMeta", "workers", 1, kMaxWorkers},
    {"AsyncMeta", "compute_times", 0, kMaxTime},
    {"AsyncMeta", "sync_round_time", 0, kMaxTime},
    {"AsyncMeta", "sync_times", 0, kMaxTime},
    {"AsyncSummary", "server_writes", 0, kMaxCount},
    {"AsyncSummary", "sync_writes_same_work", 0, kMaxCount},
    {"AsyncSummary", "end_time", 0, kMaxTime},
    {"AsyncSummary", "max_staleness", 0, kMaxCount},
    {"AsyncSummary", "mean_staleness", 0, kMaxCount},
    // Synchronous SGD.
    {"SyncRound", "round", 0, kMaxCount},
    {"SyncRound", "round_start", 0, kMaxTime},
    {"SyncRound", "finish_times", 0, kMaxTime},
    {"SyncRound", "barrier_time", 0, kMaxTime},
    {"SyncRound", "idle", 0, kMaxTime},
    {"SyncRound", "idle_round", 0, kMaxTime},
    {"SyncRound", "idle_total", 0, kMaxTime},
    {"SyncRound", "bytes_sent", 0, kMaxMagnitude},
    {"SyncRound", "bytes_received", 0, kMaxMagnitude},
    {"SyncRound", "global_updates", 0, kMaxCount},
    {"SyncMeta", "workers", 1, kMaxWorkers},
    {"SyncMeta", "compute_times", 0, kMaxTime},
    {"SyncMeta", "ring_steps", 0, kMaxCount},
    {"SyncSummary", "rounds", 0, kMaxCount},
    {"SyncSummary", "idle_total", 0, kMaxTime},
    {"SyncSummary", "server_updates", 0, kMaxCount},
    // Decentralized SGD (gossip).
    {"DecentralizedRound", "round", 0, kMaxCount},
    {"DecentralizedRound", "consensus_distance", 0, kMaxMagnitude},
    {"GossipNode", "node", 1, kMaxWorkers},
    {"GossipNode", "degree", 0, kMaxWorkers},
    {"GossipEdge", "a", 1, kMaxWorkers},
    {"GossipEdge", "b", 1, kMaxWorkers},
    {"DecentralizedMeta", "components", 0, kMaxWorkers},
    {"DecentralizedMeta", "local_steps", 0, kMaxCount},
    {"DecentralizedSummary", "rounds", 0, kMaxCount},
    {"DecentralizedSummary", "components", 0, kMaxWorkers},
    // Where a recorded run ran (run_source.h; its counts and ranks are held by runSourceProblem).
    {"RunSource", "clock_offsets", -kMaxTime, kMaxTime},
    {"RunSource", "clock_round_trips", 0, kMaxTime},
};

struct Range {
    double min, max;
    bool holds(double x) const { return x >= min && x <= max; } // NaN fails both
};

/// The range of the field `f` of the record `record`.
Range rangeOf(std::string_view record, const FieldInfo &f)
{
    for (const FieldRange &r : kFieldRanges)
        if (r.record == record && r.field == f.name)
            return {r.min, r.max};
    return {-kMaxMagnitude, kMaxMagnitude};
}

/// "" when `x` lies in the field's range, else one line naming the field (and the element `at`
/// of a list or matrix, "" for a single number).
std::string rangeProblem(const FieldInfo &f, Range range, double x, const std::string &at, const std::string &where)
{
    if (range.holds(x))
        return {};
    return where + ": field '" + f.name + "'" + at + " is " + formatNumber(x) + ", outside its range " + formatNumber(range.min) +
           " to " + formatNumber(range.max) + " (no run writes that)";
}

/// The same for every element of a list (cols 0) or a matrix with `cols` columns.
std::string rangeProblem(const FieldInfo &f, Range range, const std::vector<double> &xs, int cols, const std::string &where)
{
    for (std::size_t i = 0; i < xs.size(); ++i)
        if (!range.holds(xs[i]))
            return rangeProblem(f, range, xs[i],
                                cols > 0 ? "[" + std::to_string(i / std::size_t(cols)) + "][" +
                                               std::to_string(i % std::size_t(cols)) + "]"
                                         : "[" + std::to_string(i) + "]",
                                where);
    return {};
}

std::string checkValue(const RecordSchema &schema, const FieldInfo &f, const Value &v, const std::string &where)
{
    const Range range = rangeOf(schema.name, f);
    const std::string bad = where + ": field '" + f.name + "' should be " + typeName(f.type);
    switch (f.type) {
    case FieldType::Number:
    case FieldType::Integer:
    case FieldType::Flag: {
        const double *d = std::get_if<double>(&v);
        if (!d)
            return bad;
        // As the typed reader (fromValue) takes them: a whole number that fits an int.
        if (f.type == FieldType::Integer && (*d != std::floor(*d) || std::fabs(*d) > 2147483647.0))
            return bad + " from -2147483647 to 2147483647";
        if (f.type == FieldType::Flag && *d != 0.0 && *d != 1.0)
            return bad;
        return rangeProblem(f, range, *d, "", where);
    }
    case FieldType::Text: {
        const std::string *s = std::get_if<std::string>(&v);
        if (!s)
            return bad;
        if (!f.choices.empty() && std::find(f.choices.begin(), f.choices.end(), *s) == f.choices.end())
            return where + ": field '" + f.name + "' has '" + *s + "', not one of the allowed values";
        return {};
    }
    case FieldType::Numbers:
        if (const auto *x = std::get_if<std::vector<double>>(&v))
            return rangeProblem(f, range, *x, 0, where);
        if (auto l = std::get_if<RecordList>(&v); l && l->empty())
            return {};
        return bad;
    case FieldType::Matrix:
        if (const auto *m = std::get_if<Matrix>(&v))
            return rangeProblem(f, range, m->data, m->cols, where);
        if (auto x = std::get_if<std::vector<double>>(&v); x && x->empty())
            return {};
        return bad;
    case FieldType::Records: {
        if (auto x = std::get_if<std::vector<double>>(&v); x && x->empty())
            return {};
        const RecordList *l = std::get_if<RecordList>(&v);
        if (!l)
            return bad;
        if (!f.element)
            return {};
        for (std::size_t i = 0; i < l->size(); ++i) {
            std::string inner = checkRecord(*f.element, (*l)[i]);
            if (!inner.empty())
                return where + ", " + f.name + "[" + std::to_string(i) + "]: " + inner;
        }
        return {};
    }
    }
    return {};
}

std::string checkIn(const RecordSchema &schema, const Record &r, const std::string &where)
{
    for (const auto &[name, value] : r.fields())
        if (!schema.find(name))
            return where + ": unknown field '" + name + "'";
    for (const auto &f : schema.fields) {
        const Value *v = r.find(f.name);
        if (!v) {
            if (f.optional)
                continue;
            return where + ": missing field '" + f.name + "'";
        }
        std::string e = checkValue(schema, f, *v, where);
        if (!e.empty())
            return e;
    }
    return {};
}

} // namespace

std::string checkRecord(const RecordSchema &schema, const Record &r)
{
    return checkIn(schema, r, schema.name);
}

std::string TraceSchema::check(const Trace &t) const
{
    if (frame)
        for (std::size_t i = 0; i < t.frames.size(); ++i)
            if (std::string e = checkIn(*frame, t.frames[i], "frame " + std::to_string(i)); !e.empty())
                return e;
    if (meta)
        if (std::string e = checkIn(*meta, t.meta, "scene data"); !e.empty())
            return e;
    if (summary)
        if (std::string e = checkIn(*summary, t.summary, "summary"); !e.empty())
            return e;
    if (!t.source.empty()) // a recorded run's facts: their numbers held to their ranges too
        return checkIn(fieldTable<RunSource>().schema(), t.source, "source");
    return {};
}

} // namespace sgd
