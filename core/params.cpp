#include "params.h"

#include "number_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <functional>
#include <sstream>

namespace sgd {

std::string trim(const std::string &s)
{
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

std::optional<double> parseNumber(const std::string &textIn)
{
    const std::string text = trim(textIn);
    if (text.empty())
        return std::nullopt;
    const char *begin = text.data();
    if (*begin == '+') {
        ++begin;
        if (*begin == '-') // "+-1" is not a number
            return std::nullopt;
    }
    double v = 0.0;
    auto [ptr, ec] = std::from_chars(begin, text.data() + text.size(), v);
    if (ec != std::errc() || ptr != text.data() + text.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

static std::vector<std::string> splitComma(const std::string &text)
{
    std::vector<std::string> parts;
    std::string cur;
    for (char c : text) {
        if (c == ',') {
            parts.push_back(trim(cur));
            cur.clear();
        } else {
            cur += c;
        }
    }
    parts.push_back(trim(cur));
    return parts;
}

std::optional<std::vector<double>> parseNumberList(const std::string &text)
{
    std::vector<double> out;
    if (trim(text).empty())
        return out;
    for (const auto &p : splitComma(text)) {
        auto v = parseNumber(p);
        if (!v)
            return std::nullopt;
        out.push_back(*v);
    }
    return out;
}

std::optional<std::vector<std::pair<double, double>>> parsePairs(const std::string &text)
{
    std::vector<std::pair<double, double>> out;
    if (trim(text).empty())
        return out;
    for (const auto &p : splitComma(text)) {
        const auto colon = p.find(':');
        if (colon == std::string::npos)
            return std::nullopt;
        auto x = parseNumber(p.substr(0, colon));
        auto y = parseNumber(p.substr(colon + 1));
        if (!x || !y)
            return std::nullopt;
        out.emplace_back(*x, *y);
    }
    return out;
}

std::string formatNumber(double value)
{
    char buf[64];
    auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, value);
    if (ec != std::errc())
        return "nan";
    return std::string(buf, ptr);
}

std::string formatNumberShort(double value, int precision)
{
    return text::formatSignificant(value, precision).toStdString();
}

namespace {

/// How allowedWith() writes its words: `plain` for the command line (English, every time), `shown`
/// for the window (text::words(): the language shown, English the same as `plain`).
enum class AllowedWords { Plain, Shown };

/// `english` with %1, %2, ... replaced by `args`, in English or the language shown.
std::string allowedPhrase(AllowedWords how, const char *english, const std::vector<std::string> &args = {})
{
    if (how == AllowedWords::Shown)
        return text::words(english, args);
    std::string out;
    for (std::size_t i = 0; english[i]; ++i) {
        const char c = english[i];
        if (c == '%' && english[i + 1] >= '1' && english[i + 1] <= '9' && std::size_t(english[i + 1] - '1') < args.size()) {
            out += args[std::size_t(english[i + 1] - '1')];
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

/// What a parameter accepts, its bounds written by `number` (a real) and `whole` (a count), its
/// words as `how` says (a choice's values, too: their names in the language shown, text::choiceWords()).
std::string allowedWith(const ParamDef &d, AllowedWords how, const std::function<std::string(double)> &number,
                        const std::function<std::string(double)> &whole)
{
    const double min = d.min, max = d.max;
    const auto &choices = d.choices;
    const bool optional = d.optional;
    // Named `words` so that scripts/translations.py lists its literals for the catalogues, as it
    // lists text::words()'s.
    const auto words = [how](const char *english, const std::vector<std::string> &args = {}) {
        return allowedPhrase(how, english, args);
    };
    // "from 0 to 10", or "greater than 0, at most 10" when the lower end is excluded.
    const std::string range = d.minExclusive ? words("greater than %1, at most %2", {number(min), number(max)})
                                             : words("from %1 to %2", {number(min), number(max)});
    switch (d.kind) {
    case ParamKind::Number:
        return words("a number %1", {range});
    case ParamKind::Integer:
        return words("a whole number from %1 to %2", {whole(min), whole(max)});
    case ParamKind::Choice: {
        std::string list;
        for (std::size_t i = 0; i < choices.size(); ++i)
            list += (i ? ", " : "") + (how == AllowedWords::Shown ? text::choiceWords(d.key, choices[i]) : choices[i]);
        return words("one of %1", {list});
    }
    case ParamKind::NumberList:
        return optional ? words("empty or comma-separated numbers, each %1", {range})
                        : words("comma-separated numbers, each %1", {range});
    case ParamKind::IntegerList:
        return optional ? words("empty or comma-separated whole numbers from %1 to %2", {whole(min), whole(max)})
                        : words("comma-separated whole numbers from %1 to %2", {whole(min), whole(max)});
    case ParamKind::Pairs:
        return optional ? words("empty or comma-separated x:y pairs of numbers from %1 to %2", {number(min), number(max)})
                        : words("comma-separated x:y pairs of numbers from %1 to %2", {number(min), number(max)});
    case ParamKind::Text:
        return how == AllowedWords::Shown ? text::words(d.description.c_str()) : d.description;
    }
    return {};
}

} // namespace

std::string ParamDef::allowed() const
{
    const auto plain = [](double v) { return formatNumber(v); };
    return allowedWith(*this, AllowedWords::Plain, plain, plain);
}

std::string ParamDef::allowedText() const
{
    return allowedWith(
        *this, AllowedWords::Shown, [](double v) { return text::displayNumber(v); },
        [](double v) { return text::formatCount(v).toStdString(); });
}

std::optional<std::string> ParamDef::check(const std::string &valueIn) const
{
    const std::string value = trim(valueIn);
    auto inRange = [this](double v) { return (minExclusive ? v > min : v >= min) && v <= max; };
    auto isWhole = [](double v) { return std::floor(v) == v; };
    switch (kind) {
    case ParamKind::Number: {
        auto v = parseNumber(value);
        if (!v || !inRange(*v))
            return allowed();
        return std::nullopt;
    }
    case ParamKind::Integer: {
        auto v = parseNumber(value);
        if (!v || !isWhole(*v) || !inRange(*v))
            return allowed();
        return std::nullopt;
    }
    case ParamKind::Choice:
        for (const auto &c : choices)
            if (c == value)
                return std::nullopt;
        return allowed();
    case ParamKind::NumberList:
    case ParamKind::IntegerList: {
        auto v = parseNumberList(value);
        if (!v || (v->empty() && !optional))
            return allowed();
        for (double x : *v)
            if (!inRange(x) || (kind == ParamKind::IntegerList && !isWhole(x)))
                return allowed();
        return std::nullopt;
    }
    case ParamKind::Pairs: {
        auto v = parsePairs(value);
        if (!v || (v->empty() && !optional))
            return allowed();
        for (auto [x, y] : *v)
            if (!inRange(x) || !inRange(y))
                return allowed();
        return std::nullopt;
    }
    case ParamKind::Text:
        return std::nullopt; // checked by the scene
    }
    return allowed();
}

std::string quotedForMessage(const std::string &text, std::size_t limit)
{
    // One line whatever was typed: control characters written as escapes (a newline as \n), and a
    // long value cut with its length said, so an echoed value never spans lines or screens.
    std::string out;
    std::size_t shown = 0;
    for (const char ch : text) {
        if (shown >= limit)
            break;
        const unsigned char c = static_cast<unsigned char>(ch);
        if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c == '\r')
            out += "\\r";
        else if (c < 0x20 || c == 0x7f) {
            static const char hex[] = "0123456789abcdef";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        } else
            out += ch;
        ++shown;
    }
    if (shown < text.size())
        out += "... (" + std::to_string(text.size()) + " characters)";
    return out;
}

ParamError::ParamError(std::string key, std::string value, std::string allowed)
    : std::runtime_error("bad value for " + quotedForMessage(key, 60) + ": '" + quotedForMessage(value, 60) +
                         "' (allowed: " + allowed + ")"),
      m_key(std::move(key)), m_value(std::move(value)), m_allowed(std::move(allowed))
{
}

const std::vector<ParamDef> &ParamSet::defs() const
{
    static const std::vector<ParamDef> none;
    return m_defs ? *m_defs : none;
}

const ParamDef *ParamSet::def(const std::string &key) const
{
    for (const auto &d : defs())
        if (d.key == key)
            return &d;
    return nullptr;
}

void ParamSet::set(const std::string &key, const std::string &value)
{
    const ParamDef *d = def(key);
    if (!d) {
        std::string keys;
        for (const auto &x : defs())
            keys += (keys.empty() ? "" : ", ") + x.key;
        throw ParamError(key, value, "unknown parameter; known parameters are " + keys);
    }
    if (auto err = d->check(value))
        throw ParamError(key, value, *err);
    m_values[key] = trim(value);
}

std::string ParamSet::text(const std::string &key) const
{
    auto it = m_values.find(key);
    if (it != m_values.end())
        return it->second;
    if (const ParamDef *d = def(key))
        return d->defaultValue;
    throw std::logic_error("no parameter named " + key);
}

double ParamSet::number(const std::string &key) const
{
    auto v = parseNumber(text(key));
    if (!v)
        throw ParamError(key, text(key), def(key) ? def(key)->allowed() : "a number");
    return *v;
}

int ParamSet::integer(const std::string &key) const
{
    return int(std::lround(number(key)));
}

std::vector<double> ParamSet::numbers(const std::string &key) const
{
    auto v = parseNumberList(text(key));
    if (!v)
        throw ParamError(key, text(key), def(key) ? def(key)->allowed() : "numbers");
    return *v;
}

std::vector<int> ParamSet::integers(const std::string &key) const
{
    std::vector<int> out;
    for (double d : numbers(key))
        out.push_back(int(std::lround(d)));
    return out;
}

std::vector<std::pair<double, double>> ParamSet::pairs(const std::string &key) const
{
    auto v = parsePairs(text(key));
    if (!v)
        throw ParamError(key, text(key), def(key) ? def(key)->allowed() : "x:y pairs");
    return *v;
}

Record ParamSet::typed() const
{
    Record r;
    for (const auto &d : defs()) {
        const std::string t = text(d.key);
        switch (d.kind) {
        case ParamKind::Number:
        case ParamKind::Integer:
            if (auto v = parseNumber(t))
                r.set(d.key, *v);
            else
                r.set(d.key, t);
            break;
        case ParamKind::NumberList:
        case ParamKind::IntegerList:
            if (auto v = parseNumberList(t))
                r.set(d.key, *v);
            else
                r.set(d.key, t);
            break;
        default:
            r.set(d.key, t);
        }
    }
    return r;
}

ParamDef numberParam(std::string key, std::string def, double lo, double hi, std::string label, std::string desc,
                     bool loExclusive)
{
    ParamDef d;
    d.key = std::move(key);
    d.kind = ParamKind::Number;
    d.defaultValue = std::move(def);
    d.min = lo;
    d.max = hi;
    d.label = std::move(label);
    d.description = std::move(desc);
    d.minExclusive = loExclusive;
    return d;
}

ParamDef integerParam(std::string key, std::string def, double lo, double hi, std::string label, std::string desc)
{
    ParamDef d = numberParam(std::move(key), std::move(def), lo, hi, std::move(label), std::move(desc));
    d.kind = ParamKind::Integer;
    return d;
}

ParamDef choiceParam(std::string key, std::string def, std::vector<std::string> choices, std::string label, std::string desc)
{
    ParamDef d;
    d.key = std::move(key);
    d.kind = ParamKind::Choice;
    d.defaultValue = std::move(def);
    d.choices = std::move(choices);
    d.label = std::move(label);
    d.description = std::move(desc);
    return d;
}

ParamDef listParam(ParamKind kind, std::string key, std::string def, double lo, double hi, std::string label, std::string desc,
                   bool optional, bool loExclusive)
{
    ParamDef d = numberParam(std::move(key), std::move(def), lo, hi, std::move(label), std::move(desc), loExclusive);
    d.kind = kind;
    d.optional = optional;
    return d;
}

void rejectParam(const ParamSet &p, const std::string &key, const std::string &allowed)
{
    throw ParamError(key, p.text(key), allowed);
}

} // namespace sgd
