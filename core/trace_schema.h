#pragma once
// Typed traces. Each scene declares its frame, meta and summary as plain structs and gives each
// struct one field table (name, unit, description, member). Everything generic walks those
// tables: the JSON and CSV writers (through Record), the step table's columns, interpolation
// between frames, `scenes --format json`, the JSON Schemas under resources/schemas and the field
// reference. Field names are written in exactly one place: the table.
//
//   struct SyncRound { int step = 0; double w = 0; std::vector<double> grads; };
//   template <> const FieldTable<SyncRound> &fieldTable<SyncRound>() {
//       static const FieldTable<SyncRound> t("SyncRound", {
//           field(&SyncRound::step, "step", "", "frame index: 0 = the start"),
//           field(&SyncRound::w, "w", "", "the server's weight before the round"),
//           field(&SyncRound::grads, "grads", "", "one gradient per worker"),
//       });
//       return t;
//   }
//
// A scene builds its structs and hands `toRecord(frame)` to the TraceBuilder; a painter reads
// `typedTrace<SyncTrace>(trace).frames[i].w`, so a misspelt field is a compile error.

#include "trace.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <typeindex>
#include <vector>

namespace sgd {

/// A trace that does not fit its scene's schema (a missing field, a wrong type, a bad choice).
class TraceFormatError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

enum class FieldType {
    Number,  ///< double
    Integer, ///< int (written as a JSON number without fraction)
    Flag,    ///< bool (written as 0 or 1, as traces always have)
    Text,    ///< std::string, optionally one of `choices`
    Numbers, ///< std::vector<double>
    Matrix,  ///< sgd::Matrix, written as an array of rows
    Records, ///< std::vector<T> of a struct with its own field table (named records)
};

struct RecordSchema;

/// The largest size a number read from a trace may have unless its field declares a narrower
/// range: far past any value a run writes (a diverging run stops near 10^12 and its loss near
/// 10^30), and small enough that a painter may square a value, or subtract two, without reaching
/// infinity (1e308 minus -1e308 is inf, and inf in a loop bound or a pixel position draws nothing sane).
constexpr double kTraceMagnitude = 1e150;
/// The ranges field tables declare for what a painter counts with or loops over (FieldEntry::within):
/// a time in (lecture) seconds or milliseconds, 10^9 being 30 years of seconds, far past any run;
constexpr double kTraceMaxTime = 1e9;
/// a count of updates, rounds, writes or coordinates: a thousand times the largest run the params allow;
constexpr double kTraceMaxCount = 1e7;
/// a worker, node, rank or thread, or how many there are: sgd-studio-mpi runs on at most 1,024 processes.
constexpr double kTraceMaxWorkers = 1024;

/// What the writers, the schema generator and the reference page know about one field.
struct FieldInfo {
    std::string name;
    std::string unit;        ///< "" when dimensionless; else "s", "bytes", "bits", ...
    std::string description; ///< one sentence for the reference page and the table's tooltip
    FieldType type = FieldType::Number;
    bool optional = false;                 ///< std::optional<...>: only some runs carry it
    std::vector<std::string> choices;      ///< Text: the allowed values (empty = any)
    const RecordSchema *element = nullptr; ///< Records: the element's schema
    /// Number, Integer, Numbers, Matrix: the values a run writes (every element of a list). Declared
    /// once here (FieldEntry::within), checked when a trace is read (TraceSchema::check) and written
    /// into the JSON Schema as minimum and maximum.
    double min = -kTraceMagnitude;
    double max = kTraceMagnitude;
};

/// The fields of one struct, in order.
struct RecordSchema {
    std::string name; ///< the struct's name ("SyncRound")
    std::vector<FieldInfo> fields;
    const FieldInfo *find(std::string_view n) const
    {
        for (const auto &f : fields)
            if (f.name == n)
                return &f;
        return nullptr;
    }
};

/// Checks a record against a schema: every required field present with the right type, nothing
/// unknown, choices respected. Returns "" when it fits, else one line naming the field.
std::string checkRecord(const RecordSchema &schema, const Record &r);

namespace detail {

template <class T> struct IsOptional : std::false_type {
};
template <class T> struct IsOptional<std::optional<T>> : std::true_type {
    using type = T;
};
template <class T> struct IsVector : std::false_type {
};
template <class T> struct IsVector<std::vector<T>> : std::true_type {
    using type = T;
};

} // namespace detail

template <class S> class FieldTable;
/// Each typed struct specialises this (in its scene's .cpp or header) to return its table.
template <class S> const FieldTable<S> &fieldTable();

template <class S> struct FieldEntry {
    FieldInfo info;
    std::ptrdiff_t offset = -1;                                            ///< where the member sits in S (for lookups by member)
    std::function<std::optional<Value>(const S &)> get;                    ///< nullopt: an absent optional
    std::function<void(S &, const Value *, const std::string &where)> set; ///< null Value: absent
    std::function<void(S &, const S &, const S &, double)> lerp;           ///< out = a + t (b - a) where it means something

    /// The entry with its values held to [lo, hi] (FieldInfo::min, max):
    /// `field(&SyncRound::round_start, "round_start", "s", "...").within(0, kTraceMaxTime)`.
    FieldEntry within(double lo, double hi) &&
    {
        info.min = lo;
        info.max = hi;
        return std::move(*this);
    }
};

template <class S> class FieldTable {
public:
    FieldTable(std::string name, std::vector<FieldEntry<S>> entries) : m_entries(std::move(entries))
    {
        m_schema.name = std::move(name);
        for (const auto &e : m_entries)
            m_schema.fields.push_back(e.info);
    }
    const RecordSchema &schema() const { return m_schema; }
    const std::vector<FieldEntry<S>> &entries() const { return m_entries; }

    /// The table entry of a member (`&SyncRound::w`); throws std::logic_error when the member has no entry.
    template <class M> const FieldInfo &info(M S::*member) const
    {
        const std::ptrdiff_t off = offsetOf(member);
        for (const auto &e : m_entries)
            if (e.offset == off)
                return e.info;
        throw std::logic_error(m_schema.name + ": a member without a field-table entry");
    }

    template <class M> static std::ptrdiff_t offsetOf(M S::*member)
    {
        static const S probe{};
        return reinterpret_cast<const char *>(&(probe.*member)) - reinterpret_cast<const char *>(&probe);
    }

private:
    RecordSchema m_schema;
    std::vector<FieldEntry<S>> m_entries;
};

namespace detail {

[[noreturn]] inline void wrongType(const std::string &where, const std::string &name, const char *want)
{
    throw TraceFormatError(where + ": field '" + name + "' should be " + want);
}

template <class T> FieldType typeOf()
{
    if constexpr (std::is_same_v<T, bool>)
        return FieldType::Flag;
    else if constexpr (std::is_integral_v<T>)
        return FieldType::Integer;
    else if constexpr (std::is_floating_point_v<T>)
        return FieldType::Number;
    else if constexpr (std::is_same_v<T, std::string>)
        return FieldType::Text;
    else if constexpr (std::is_same_v<T, std::vector<double>>)
        return FieldType::Numbers;
    else if constexpr (std::is_same_v<T, Matrix>)
        return FieldType::Matrix;
    else if constexpr (IsVector<T>::value)
        return FieldType::Records;
    else
        static_assert(sizeof(T) == 0, "unsupported field type");
}

template <class T> Value toValue(const T &v);
template <class T> T fromValue(const Value &v, const std::string &where, const std::string &name);

} // namespace detail

/// The struct as a Record, fields in table order (absent optionals left out).
template <class S> Record toRecord(const S &s)
{
    Record r;
    for (const auto &e : fieldTable<S>().entries())
        if (auto v = e.get(s))
            r.set(e.info.name, std::move(*v));
    return r;
}

/// The struct from a Record; throws TraceFormatError naming `where` and the field on a missing
/// required field, a wrong type or an unknown field.
template <class S> S fromRecord(const Record &r, const std::string &where = "record")
{
    const auto &table = fieldTable<S>();
    for (const auto &[name, value] : r.fields())
        if (!table.schema().find(name))
            throw TraceFormatError(where + ": unknown field '" + name + "'");
    S s{};
    for (const auto &e : table.entries())
        e.set(s, r.find(e.info.name), where);
    return s;
}

/// a + t (b - a) for numbers and equally long vectors; integers, text, flags and records come
/// from a while t < 1 (they change at the end of the move).
template <class S> S lerp(const S &a, const S &b, double t)
{
    if (t <= 0)
        return a;
    if (t >= 1)
        return b;
    S out = a;
    for (const auto &e : fieldTable<S>().entries())
        e.lerp(out, a, b, t);
    return out;
}

/// The field name of a member: for table columns and tests (`fieldName(&SyncRound::w)` == "w").
template <class S, class M> const std::string &fieldName(M S::*member)
{
    return fieldTable<S>().info(member).name;
}
template <class S, class M> const FieldInfo &fieldInfo(M S::*member)
{
    return fieldTable<S>().info(member);
}

/// One entry of a field table. `unit` is "" for dimensionless numbers.
template <class S, class M>
FieldEntry<S> field(M S::*member, std::string name, std::string unit, std::string description,
                    std::vector<std::string> choices = {})
{
    using detail::IsOptional;
    using detail::IsVector;
    FieldEntry<S> e;
    using Inner = typename std::conditional_t<IsOptional<M>::value, IsOptional<M>, std::type_identity<M>>::type;
    e.info.name = std::move(name);
    e.info.unit = std::move(unit);
    e.info.description = std::move(description);
    e.info.type = detail::typeOf<Inner>();
    e.info.optional = IsOptional<M>::value;
    e.info.choices = std::move(choices);
    if constexpr (detail::IsVector<Inner>::value && !std::is_same_v<Inner, std::vector<double>>)
        e.info.element = &fieldTable<typename detail::IsVector<Inner>::type>().schema();
    e.offset = FieldTable<S>::offsetOf(member);
    const std::vector<std::string> allowed = e.info.choices;
    const std::string fname = e.info.name;
    e.get = [member](const S &s) -> std::optional<Value> {
        if constexpr (IsOptional<M>::value) {
            if (!(s.*member))
                return std::nullopt;
            return detail::toValue(*(s.*member));
        } else {
            return detail::toValue(s.*member);
        }
    };
    e.set = [member, fname, allowed](S &s, const Value *v, const std::string &where) {
        if (!v) {
            if constexpr (IsOptional<M>::value)
                return;
            else
                throw TraceFormatError(where + ": missing field '" + fname + "'");
        } else {
            Inner x = detail::fromValue<Inner>(*v, where, fname);
            if constexpr (std::is_same_v<Inner, std::string>) {
                if (!allowed.empty() && std::find(allowed.begin(), allowed.end(), x) == allowed.end())
                    throw TraceFormatError(where + ": field '" + fname + "' has '" + x + "', not one of the allowed values");
            }
            s.*member = std::move(x);
        }
    };
    e.lerp = [member](S &out, const S &a, const S &b, double t) {
        auto mix = [t](const Inner &x, const Inner &y, Inner &o) {
            if constexpr (std::is_floating_point_v<Inner>) {
                o = x + t * (y - x);
            } else if constexpr (std::is_same_v<Inner, std::vector<double>>) {
                if (x.size() == y.size())
                    for (std::size_t i = 0; i < x.size(); ++i)
                        o[i] = x[i] + t * (y[i] - x[i]);
            } else {
                (void)x, (void)y, (void)o;
            }
        };
        if constexpr (IsOptional<M>::value) {
            if (a.*member && b.*member && out.*member)
                mix(*(a.*member), *(b.*member), *(out.*member));
        } else {
            mix(a.*member, b.*member, out.*member);
        }
    };
    return e;
}

namespace detail {

template <class T> Value toValue(const T &v)
{
    if constexpr (std::is_same_v<T, bool>)
        return v ? 1.0 : 0.0;
    else if constexpr (std::is_arithmetic_v<T>)
        return double(v);
    else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::vector<double>> || std::is_same_v<T, Matrix>)
        return v;
    else if constexpr (IsVector<T>::value) {
        RecordList list;
        list.reserve(v.size());
        for (const auto &x : v)
            list.push_back(toRecord(x));
        return list;
    }
}

template <class T> T fromValue(const Value &v, const std::string &where, const std::string &name)
{
    if constexpr (std::is_arithmetic_v<T>) {
        const double *d = std::get_if<double>(&v);
        if (!d)
            wrongType(where, name, "a number");
        if constexpr (std::is_same_v<T, bool>) {
            if (*d != 0.0 && *d != 1.0)
                wrongType(where, name, "0 or 1");
            return *d != 0.0;
        } else if constexpr (std::is_integral_v<T>) {
            if (!std::isfinite(*d) || *d != std::floor(*d) || std::fabs(*d) > 2147483647.0)
                wrongType(where, name, "a whole number");
            return T(*d);
        } else {
            return T(*d);
        }
    } else if constexpr (std::is_same_v<T, std::string>) {
        if (auto s = std::get_if<std::string>(&v))
            return *s;
        wrongType(where, name, "text");
    } else if constexpr (std::is_same_v<T, std::vector<double>>) {
        if (auto x = std::get_if<std::vector<double>>(&v))
            return *x;
        if (auto l = std::get_if<RecordList>(&v); l && l->empty())
            return {}; // [] reads back as either
        wrongType(where, name, "an array of numbers");
    } else if constexpr (std::is_same_v<T, Matrix>) {
        if (auto m = std::get_if<Matrix>(&v))
            return *m;
        if (auto x = std::get_if<std::vector<double>>(&v); x && x->empty())
            return {};
        wrongType(where, name, "an array of rows of numbers");
    } else {
        using E = typename IsVector<T>::type;
        T out;
        if (auto x = std::get_if<std::vector<double>>(&v); x && x->empty())
            return out;
        const RecordList *l = std::get_if<RecordList>(&v);
        if (!l)
            wrongType(where, name, "an array of objects");
        for (std::size_t i = 0; i < l->size(); ++i)
            out.push_back(fromRecord<E>((*l)[i], where + ", " + name + "[" + std::to_string(i) + "]"));
        return out;
    }
}

} // namespace detail

/// A scene's trace in typed form: frames, scene-level data and summary.
template <class F, class M, class Sm> struct TypedTrace {
    using FrameType = F;
    using MetaType = M;
    using SummaryType = Sm;
    std::vector<F> frames;
    M meta;
    Sm summary;
};

/// The description of a scene's trace (for writers, schemas, the reference page, `scenes`).
struct TraceSchema {
    const RecordSchema *frame = nullptr;
    const RecordSchema *meta = nullptr;
    const RecordSchema *summary = nullptr;
    /// "" when the trace fits: every frame, the meta and the summary checked by checkRecord().
    std::string check(const Trace &t) const;
};

template <class T> TraceSchema traceSchemaOf()
{
    return {&fieldTable<typename T::FrameType>().schema(), &fieldTable<typename T::MetaType>().schema(),
            &fieldTable<typename T::SummaryType>().schema()};
}

/// Fills the generic trace's summary and meta from typed ones (frames go through TraceBuilder).
template <class M, class Sm> void setMetaAndSummary(Trace &trace, const M &meta, const Sm &summary)
{
    trace.meta = toRecord(meta);
    trace.summary = toRecord(summary);
}

/// For SceneDef::checkTrace: "" when a series of `values` plotted against `times` has points and
/// the two have one length; else one line naming the scene-data fields.
inline std::string seriesProblem(const std::string &times, std::size_t timeCount, const std::string &values,
                                 std::size_t valueCount)
{
    if (valueCount == 0)
        return "scene data: field '" + values + "' is empty (a series has at least one point)";
    if (timeCount != valueCount)
        return "scene data: fields '" + times + "' and '" + values + "' should have one length, not " +
               std::to_string(timeCount) + " and " + std::to_string(valueCount);
    return {};
}

/// The typed form of a finished trace, decoded once from its records and kept with the trace
/// (copies of the trace decode again). Throws TraceFormatError when the trace does not fit.
template <class T> const T &typedTrace(const Trace &trace)
{
    return *std::static_pointer_cast<const T>(trace.typedCache().get(std::type_index(typeid(T)), trace, [](const Trace &tr) {
        auto out = std::make_shared<T>();
        out->frames.reserve(tr.frames.size());
        for (std::size_t i = 0; i < tr.frames.size(); ++i)
            out->frames.push_back(fromRecord<typename T::FrameType>(tr.frames[i], "frame " + std::to_string(i)));
        out->meta = fromRecord<typename T::MetaType>(tr.meta, "scene data");
        out->summary = fromRecord<typename T::SummaryType>(tr.summary, "summary");
        return std::shared_ptr<const void>(out);
    }));
}

} // namespace sgd
