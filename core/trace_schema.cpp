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

struct Range {
    double min, max;
    bool holds(double x) const { return x >= min && x <= max; } // NaN fails both
};

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

std::string checkValue(const FieldInfo &f, const Value &v, const std::string &where)
{
    const Range range{f.min, f.max}; // declared in the field table (FieldEntry::within)
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
        std::string e = checkValue(f, *v, where);
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
