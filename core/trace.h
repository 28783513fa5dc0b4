#pragma once
// The trace: an ordered list of immutable frames plus summary and scene-level data.
// Every number a view, the exporter or the command line shows comes from here.

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
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

using Value = std::variant<double, std::string, std::vector<double>, Matrix>;

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

    /// True when every number in the record is finite.
    bool allFinite() const { return firstNonFinite().empty(); }
    /// The name of the first field holding a NaN or an infinity (in a number, vector or matrix);
    /// empty when every number is finite.
    std::string firstNonFinite() const;

private:
    std::vector<Field> m_fields;
};

using Frame = Record;

/// The result of running a scene: frames in step order plus scene-level facts.
struct Trace {
    std::string scene;
    Record params;             ///< the parameters the trace was computed with (typed)
    std::vector<Frame> frames; ///< one per step
    Record summary;            ///< totals and verdicts (diverged, message, counts)
    Record meta;               ///< scene-level data (mixing_matrix, data points, schedules)

    bool diverged() const { return summary.num("diverged", 0.0) != 0.0; }
    std::string message() const { return summary.str("message"); }
};

} // namespace sgd
