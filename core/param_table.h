#pragma once
// Typed scene parameters: each scene declares its parameters once, as a struct with a table, the
// way its trace records are declared (trace_schema.h). A table row binds a member to its
// definition (key, kind, default, range, label, help):
//
//   struct SyncParams { double w0 = 0, eta = 0; int rounds = 0; };
//   template <> const ParamTable<SyncParams> &paramTable<SyncParams>() {
//       using P = SyncParams;
//       static const ParamTable<P> table({
//           param(&P::w0, numberParam("w0", "1.5", -100, 100, "start w0", "...")),
//           param(&P::eta, numberParam("eta", "0.1", 0, 1, "learning rate η", "...", true)),
//           param(&P::rounds, integerParam("rounds", "8", 1, 1000, "rounds", "...")),
//       });
//       return table;
//   }
//
// The scene's SceneDef::params is `paramTable<P>().defs()`; its run reads `readParams<P>(set)` and
// uses `v.eta`, never the key; a message about one parameter names it with `paramKey(&P::eta)`.
// The key is spelled in the table and nowhere else (scripts/check_field_names.py checks it).

#include "params.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace sgd {

template <class P> class ParamTable;
/// Each scene's parameter struct specialises this (in its scene folder) to return its table.
template <class P> const ParamTable<P> &paramTable();

template <class P> struct ParamBinding {
    ParamDef def;
    std::ptrdiff_t offset = -1; ///< where the member sits in P (for lookups by member)
    std::function<void(P &, const ParamSet &)> read;
};

template <class P> class ParamTable {
public:
    explicit ParamTable(std::vector<ParamBinding<P>> bindings) : m_bindings(std::move(bindings))
    {
        for (const auto &b : m_bindings)
            m_defs.push_back(b.def);
    }
    /// The definitions in table order (SceneDef::params).
    const std::vector<ParamDef> &defs() const { return m_defs; }
    /// Every member read from validated values (defaults where none was set).
    P read(const ParamSet &set) const
    {
        P out{};
        for (const auto &b : m_bindings)
            b.read(out, set);
        return out;
    }
    /// The key of a member (`&SyncParams::eta` -> "eta"); throws std::logic_error without a row.
    template <class M> const std::string &key(M P::*member) const
    {
        const std::ptrdiff_t off = offsetOf(member);
        for (const auto &b : m_bindings)
            if (b.offset == off)
                return b.def.key;
        throw std::logic_error("a parameter member without a table row");
    }
    template <class M> static std::ptrdiff_t offsetOf(M P::*member)
    {
        static const P probe{};
        return reinterpret_cast<const char *>(&(probe.*member)) - reinterpret_cast<const char *>(&probe);
    }

private:
    std::vector<ParamBinding<P>> m_bindings;
    std::vector<ParamDef> m_defs;
};

/// A free-text parameter the scene checks itself (numberParam and its siblings are in params.h);
/// `optional`: the empty text is allowed.
inline ParamDef textParam(std::string key, std::string def, std::string label, std::string desc, bool optional = false)
{
    ParamDef d;
    d.key = std::move(key);
    d.kind = ParamKind::Text;
    d.defaultValue = std::move(def);
    d.label = std::move(label);
    d.description = std::move(desc);
    d.optional = optional;
    return d;
}

/// One row: `member` holds the parameter `def` describes. The member's type follows the kind:
/// double (Number), int (Integer), unsigned or std::uint64_t (Integer from 0 up), std::string (Choice, Text), double or int (a
/// Choice among numbers), std::vector<double> (NumberList), std::vector<int> (IntegerList), std::vector<std::pair<double,
/// double>> (Pairs). A mismatch throws std::logic_error when the table is built (the first time any scene is listed).
template <class P, class M> ParamBinding<P> param(M P::*member, ParamDef def)
{
    ParamBinding<P> b;
    b.offset = ParamTable<P>::offsetOf(member);
    const std::string key = def.key;
    const ParamKind kind = def.kind;
    auto wrong = [&] { throw std::logic_error("parameter '" + key + "': the member's type does not fit its kind"); };
    auto numericChoices = [&] {
        for (const std::string &c : def.choices)
            if (!parseNumber(c))
                wrong();
    };
    // A choice among numbers ("32", "16", "8") may be held as a number.
    if constexpr (std::is_same_v<M, double>) {
        if (kind != ParamKind::Number && kind != ParamKind::Choice)
            wrong();
        if (kind == ParamKind::Choice)
            numericChoices();
        b.read = [member, key](P &p, const ParamSet &s) { p.*member = s.number(key); };
    } else if constexpr (std::is_same_v<M, int>) {
        if (kind != ParamKind::Integer && kind != ParamKind::Choice)
            wrong();
        if (kind == ParamKind::Choice)
            numericChoices();
        b.read = [member, key](P &p, const ParamSet &s) { p.*member = s.integer(key); };
    } else if constexpr (std::is_same_v<M, unsigned> || std::is_same_v<M, std::uint64_t>) {
        // A seed: a whole number that is never negative.
        if (kind != ParamKind::Integer || def.min < 0)
            wrong();
        b.read = [member, key](P &p, const ParamSet &s) { p.*member = M(s.integer(key)); };
    } else if constexpr (std::is_same_v<M, std::string>) {
        if (kind != ParamKind::Choice && kind != ParamKind::Text)
            wrong();
        b.read = [member, key](P &p, const ParamSet &s) { p.*member = s.text(key); };
    } else if constexpr (std::is_same_v<M, std::vector<double>>) {
        if (kind != ParamKind::NumberList)
            wrong();
        b.read = [member, key](P &p, const ParamSet &s) { p.*member = s.numbers(key); };
    } else if constexpr (std::is_same_v<M, std::vector<int>>) {
        if (kind != ParamKind::IntegerList)
            wrong();
        b.read = [member, key](P &p, const ParamSet &s) { p.*member = s.integers(key); };
    } else if constexpr (std::is_same_v<M, std::vector<std::pair<double, double>>>) {
        if (kind != ParamKind::Pairs)
            wrong();
        b.read = [member, key](P &p, const ParamSet &s) { p.*member = s.pairs(key); };
    } else {
        static_assert(sizeof(M) == 0, "a parameter member is double, int, std::string or a list of them");
    }
    b.def = std::move(def);
    return b;
}

/// A row for a member P inherits from a simulator's settings (`struct SyncParams : SyncSettings`), so
/// that the simulator's config takes the settings whole: `param<P>(&P::rounds, ...)`.
template <class P, class B, class M, class... F>
requires(std::is_base_of_v<B, P> && !std::is_same_v<B, P>) ParamBinding<P> param(M B::*member, ParamDef def, F... fromText)
{
    return param(static_cast<M P::*>(member), std::move(def), fromText...);
}

/// One row whose member is what `fromText` makes of the parameter's text (a Choice or Text kind):
/// an enum, a flag (`[](const std::string &s) { return s == "on"; }`). Every choice of a Choice must
/// convert; one that throws is refused (std::logic_error) when the table is built.
template <class P, class M, class F> ParamBinding<P> param(M P::*member, ParamDef def, F fromText)
{
    static_assert(std::is_convertible_v<std::invoke_result_t<F, const std::string &>, M>,
                  "fromText makes the member's type from the parameter's text");
    if (def.kind != ParamKind::Choice && def.kind != ParamKind::Text)
        throw std::logic_error("parameter '" + def.key + "': only a choice or a text converts to the member's type");
    for (const std::string &c : def.choices) {
        try {
            (void)fromText(c);
        } catch (const std::exception &) {
            throw std::logic_error("parameter '" + def.key + "': the choice '" + c + "' does not convert");
        }
    }
    ParamBinding<P> b;
    b.offset = ParamTable<P>::offsetOf(member);
    b.read = [member, fromText, key = def.key](P &p, const ParamSet &s) { p.*member = fromText(s.text(key)); };
    b.def = std::move(def);
    return b;
}

/// A Choice of "on" and "off" held as a flag.
inline bool isOn(const std::string &text)
{
    return text == "on";
}

/// The scene's parameters, typed: `readParams<SyncParams>(set).eta`.
template <class P> P readParams(const ParamSet &set)
{
    return paramTable<P>().read(set);
}
/// The key a member is set by on the command line and in presets (for messages and isSet).
template <class P, class M> const std::string &paramKey(M P::*member)
{
    return paramTable<P>().key(member);
}
/// The key of an inherited member: `paramKey<SyncParams>(&SyncParams::rounds)` (without the explicit
/// struct, P is deduced as the base, which has no table: the link fails).
template <class P, class B, class M>
requires(std::is_base_of_v<B, P> && !std::is_same_v<B, P>) const std::string &paramKey(M B::*member)
{
    return paramTable<P>().key(static_cast<M P::*>(member));
}

} // namespace sgd
