#pragma once
// Scene parameters: definitions (type, default, allowed range) and validated values.

#include "trace.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace sgd {

enum class ParamKind {
    Number,      ///< a real number in [min, max]
    Integer,     ///< a whole number in [min, max]
    Choice,      ///< one of `choices`
    NumberList,  ///< comma-separated numbers, each in [min, max]; may be empty when `optional`
    IntegerList, ///< comma-separated whole numbers, each in [min, max]
    Pairs,       ///< comma-separated x:y pairs, each number in [min, max]
    Text         ///< free text checked by the scene
};

/// One editable parameter of a scene.
struct ParamDef {
    std::string key;
    ParamKind kind = ParamKind::Number;
    std::string defaultValue;
    double min = 0.0;
    double max = 0.0;
    std::vector<std::string> choices;
    std::string label;       ///< short human name for the GUI
    std::string description; ///< what the parameter does (tooltip, `scenes` output)
    bool optional = false;   ///< an empty value is allowed (lists, texts)
    bool minExclusive = false;
    std::string zeroText; ///< an integer whose 0 means "automatic": what the GUI shows for 0

    /// "a number from 0 to 10", "one of keep, drop, pad", ... as typed at the command line
    /// ("-100", "1e+09"): for usage errors, `scenes`, the schemas and the trace reference.
    std::string allowed() const;
    /// allowed() as the window writes numbers (core/number_text.h): "a number from −100 to 100",
    /// "a whole number from 100 to 100,000", "at most 10⁹", in the language shown (its words through
    /// text::words(), a choice's values through text::choiceWords()); for the parameter panel.
    std::string allowedText() const;
    /// Empty when `value` is acceptable; otherwise what is allowed.
    std::optional<std::string> check(const std::string &value) const;
};

/// Bad input, reported as one line naming the key, the value and what is allowed.
/// `text` for a one-line message: control characters escaped (\n, \t, \x01), at most `limit`
/// characters shown, then "... (N characters)".
std::string quotedForMessage(const std::string &text, std::size_t limit = 60);

class ParamError : public std::runtime_error {
public:
    ParamError(std::string key, std::string value, std::string allowed);
    const std::string &key() const { return m_key; }
    const std::string &value() const { return m_value; }
    const std::string &allowedText() const { return m_allowed; }

private:
    std::string m_key, m_value, m_allowed;
};

/// Parameter values (as text, validated against their definitions).
class ParamSet {
public:
    ParamSet() = default;
    explicit ParamSet(const std::vector<ParamDef> *defs) : m_defs(defs) {}

    /// Sets `key` to `value`; throws ParamError for an unknown key or a bad value.
    void set(const std::string &key, const std::string &value);
    /// True when the user set `key` explicitly (not defaulted).
    bool isSet(const std::string &key) const { return m_values.count(key) != 0; }
    std::string text(const std::string &key) const;

    double number(const std::string &key) const;
    int integer(const std::string &key) const;
    std::vector<double> numbers(const std::string &key) const;
    std::vector<int> integers(const std::string &key) const;
    std::vector<std::pair<double, double>> pairs(const std::string &key) const;

    const std::vector<ParamDef> &defs() const;
    const ParamDef *def(const std::string &key) const;
    const std::map<std::string, std::string> &explicitValues() const { return m_values; }

    /// All parameters in definition order, typed (numbers as numbers, lists as vectors).
    Record typed() const;

private:
    const std::vector<ParamDef> *m_defs = nullptr;
    std::map<std::string, std::string> m_values;
};

// Parsing helpers shared by the command line and the GUI editors.
std::optional<double> parseNumber(const std::string &text);
std::optional<std::vector<double>> parseNumberList(const std::string &text);
std::optional<std::vector<std::pair<double, double>>> parsePairs(const std::string &text);
std::string formatNumber(double value);
/// Rounded for a person (messages, narration): `precision` significant digits, no trailing zeros, in
/// the app's typography (core/number_text.h): "−0.5", "12,500", "1.5×10⁻⁸". Not for text read back
/// as a number (use formatNumber).
std::string formatNumberShort(double value, int precision = 4);
std::string trim(const std::string &s);

// Parameter definitions, written the same way by every scene (core/scenes.cpp, core/scenes/scale-lab/scale_lab.cpp).
ParamDef numberParam(std::string key, std::string def, double lo, double hi, std::string label, std::string desc,
                     bool loExclusive = false);
ParamDef integerParam(std::string key, std::string def, double lo, double hi, std::string label, std::string desc);
/// `d` with the text the GUI shows for 0 (0 meaning "automatic", e.g. one worker per data pair).
inline ParamDef withZeroText(ParamDef d, std::string text)
{
    d.zeroText = std::move(text);
    return d;
}
ParamDef choiceParam(std::string key, std::string def, std::vector<std::string> choices, std::string label, std::string desc);
/// A Numbers or Pairs list whose items lie in [lo, hi]; `optional` lists may be empty.
ParamDef listParam(ParamKind kind, std::string key, std::string def, double lo, double hi, std::string label, std::string desc,
                   bool optional, bool loExclusive = false);
/// Throws the ParamError for `key` with its current text and what is allowed.
[[noreturn]] void rejectParam(const ParamSet &p, const std::string &key, const std::string &allowed);

} // namespace sgd
