#pragma once
// The trace: an ordered list of immutable frames plus summary and scene-level data.
// Every number a view, the exporter or the command line shows comes from here.

#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <typeindex>
#include <utility>
#include <variant>
#include <vector>

namespace sgd {

/// A dense row-major matrix (mixing matrices, schedules, interval tables).
struct Matrix {
    int rows = 0;
    int cols = 0;
    std::vector<double> data;

    Matrix() = default;
    Matrix(int r, int c, double fill = 0.0) : rows(r), cols(c), data(std::size_t(r) * std::size_t(c), fill) {}
    double at(int r, int c) const { return data[std::size_t(r) * std::size_t(cols) + std::size_t(c)]; }
    double &at(int r, int c) { return data[std::size_t(r) * std::size_t(cols) + std::size_t(c)]; }
    bool operator==(const Matrix &) const = default;
};

class Record;
/// An array of named records (the async intervals, the ring schedule): one object per element.
using RecordList = std::vector<Record>;
using Value = std::variant<double, std::string, std::vector<double>, Matrix, RecordList>;

/// An ordered set of named values; used for frames, summaries and scene-level data.
class Record {
public:
    using Field = std::pair<std::string, Value>;

    void set(std::string name, Value value);
    /// Like set(), but a new field goes first (the frame index `step` leads every frame).
    void setFront(std::string name, Value value);
    bool has(std::string_view name) const { return find(name) != nullptr; }
    const Value *find(std::string_view name) const;

    /// Numeric field, or `fallback` when missing or not a number.
    double num(std::string_view name, double fallback = std::numeric_limits<double>::quiet_NaN()) const;
    /// Vector field; an empty vector when missing.
    const std::vector<double> &vec(std::string_view name) const;
    /// String field; empty when missing.
    const std::string &str(std::string_view name) const;
    /// Matrix field, or nullptr.
    const Matrix *matrix(std::string_view name) const;

    const std::vector<Field> &fields() const { return m_fields; }
    bool empty() const { return m_fields.empty(); }
    bool operator==(const Record &other) const { return m_fields == other.m_fields; }

    /// True when every number in the record is finite.
    bool allFinite() const { return firstNonFinite().empty(); }
    /// The name of the first field holding a NaN or an infinity (in a number, vector or matrix);
    /// empty when every number is finite.
    std::string firstNonFinite() const;

private:
    std::vector<Field> m_fields;
};

using Frame = Record;

struct Trace;

/// Where a trace keeps its typed form (see typedTrace() in trace_schema.h) once decoded. A copy of
/// a trace starts empty, so a copy that is then edited never shows the original's decoding.
class TypedCacheSlot {
public:
    TypedCacheSlot() = default;
    TypedCacheSlot(const TypedCacheSlot &) {}
    TypedCacheSlot &operator=(const TypedCacheSlot &)
    {
        clear();
        return *this;
    }
    /// The cached value for `type`, decoded now when absent or made for another frame count.
    std::shared_ptr<const void> get(std::type_index type, const Trace &trace,
                                    const std::function<std::shared_ptr<const void>(const Trace &)> &decode) const;
    void clear() const
    {
        std::lock_guard lock(m_mutex);
        m_value.reset();
    }

private:
    mutable std::mutex m_mutex;
    mutable std::shared_ptr<const void> m_value;
    mutable std::type_index m_type = typeid(void);
    mutable std::size_t m_frames = 0;
};

/// The result of running a scene: frames in step order plus scene-level facts.
struct Trace {
    std::string scene;
    Record params;             ///< the parameters the trace was computed with (typed)
    std::vector<Frame> frames; ///< one per step
    Record summary;            ///< totals and verdicts (diverged, message, counts)
    Record meta;               ///< scene-level data (mixing_matrix, data points, schedules)
    /// A recorded run only: where it ran (kind "mpi", processes, hosts, library, clock offsets).
    /// Empty for a simulated trace; written as the file's top-level "source" object.
    Record source;

    bool recorded() const { return !source.empty(); }

    bool diverged() const { return summary.num("diverged", 0.0) != 0.0; }
    std::string message() const { return summary.str("message"); }

    /// The typed form's cache (trace_schema.h); call typedCache().clear() after editing in place.
    const TypedCacheSlot &typedCache() const { return m_typed; }

private:
    TypedCacheSlot m_typed;
};

} // namespace sgd
