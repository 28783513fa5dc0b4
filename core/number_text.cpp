#include "number_text.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace sgd::text {

namespace {

const QChar kMinusSign(0x2212);

/// |v| as significant digits d₁d₂…dₙ (no trailing zeros) and the power of ten of d₁.
struct Decimal {
    QString digits;
    int exponent = 0;
};

/// How far (relative) v may lie from a short decimal and still be that decimal: a double's last
/// bits of round-off, or, for a value that is exactly a float32 (a float widened to double), one
/// float32 epsilon. A double is not snapped by a float's tolerance: sqrt(8/27) = 0.54433105… lies
/// within 1e-7 of 0.544331 but is no float, and reads 0.5443.
double noiseOf(double v)
{
    const bool isFloat = std::abs(v) < double(std::numeric_limits<float>::max()) && double(float(v)) == v;
    return isFloat ? double(std::numeric_limits<float>::epsilon()) : 1e-12;
}

/// |v| rounded to `significant` digits; `exact` tells whether that is v itself, up to `noise`
/// (relative).
Decimal rounded(double v, int significant, bool *exact = nullptr, double noise = 0)
{
    char buf[64];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, std::abs(v), std::chars_format::scientific, significant - 1);
    Q_UNUSED(ec);
    const char *e = std::find(buf, end, 'e');
    if (exact) {
        double back = 0;
        std::from_chars(buf, end, back);
        *exact = std::abs(back - std::abs(v)) <= std::abs(v) * noise;
    }
    Decimal d;
    for (const char *c = buf; c < e; ++c)
        if (*c != '.')
            d.digits += QLatin1Char(*c);
    while (d.digits.size() > 1 && d.digits.endsWith(QLatin1Char('0')))
        d.digits.chop(1);
    std::from_chars(e + 1 + (e[1] == '+'), end, d.exponent);
    return d;
}

/// The marks of the language numbers are shown in (the default QLocale, which the language sets):
/// "3.2" and "12,500" in English and Chinese, "3,2" and "12.500" in German.
struct Marks {
    QString decimal, group;
};

thread_local int t_plainNumbers = 0; // PlainNumbers guards alive on this thread

Marks marks()
{
    if (t_plainNumbers > 0)
        return {QStringLiteral("."), QStringLiteral(",")};
    const QLocale locale;
    return {locale.decimalPoint(), locale.groupSeparator()};
}

QString grouped(const QString &integer, const QString &group)
{
    QString out;
    for (int i = 0; i < integer.size(); ++i) {
        if (i > 0 && (integer.size() - i) % 3 == 0)
            out += group;
        out += integer[i];
    }
    return out;
}

QString superscript(int n)
{
    static const char16_t sup[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString s = n < 0 ? QStringLiteral("⁻") : QString();
    for (QChar c : QString::number(std::abs(n)))
        s += QChar(sup[c.digitValue()]);
    return s;
}

QString written(const Decimal &d)
{
    const QString &D = d.digits;
    const Marks m = marks();
    if (d.exponent < -4 || d.exponent >= 6) // a power of ten: 1.5×10⁻⁵
        return D.left(1) + (D.size() > 1 ? m.decimal + D.mid(1) : QString()) + QStringLiteral("×10") + superscript(d.exponent);
    if (d.exponent < 0)
        return QLatin1Char('0') + m.decimal + QString(-d.exponent - 1, QLatin1Char('0')) + D;
    const int whole = d.exponent + 1;
    const QString integer = D.left(whole) + QString(std::max(0, whole - int(D.size())), QLatin1Char('0'));
    return grouped(integer, m.group) + (D.size() > whole ? m.decimal + D.mid(whole) : QString());
}

/// Exact (up to its noise, at most `maxNoise`) when v has at most `exactDigits` significant digits,
/// else rounded to `roundDigits`.
QString formatted(double v, int exactDigits, int roundDigits, double maxNoise = 1)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    if (v == 0)
        return QStringLiteral("0");
    bool exact = false;
    Decimal d = rounded(v, exactDigits, &exact, std::min(noiseOf(v), maxNoise));
    if (!exact)
        d = rounded(v, roundDigits);
    return (v < 0 ? QString(kMinusSign) : QString()) + written(d);
}

} // namespace

QString formatNumber(double v, NumberForm form)
{
    return form == NumberForm::Standard ? formatted(v, 6, 4) : formatted(v, 4, 3);
}

QString formatSignificant(double v, int significant)
{
    significant = std::clamp(significant, 1, 17);
    return formatted(v, significant, significant);
}

std::optional<double> readNumber(const QString &textIn)
{
    QString text = textIn.trimmed();
    text.replace(kMinusSign, QLatin1Char('-'));
    const Marks m = marks();
    text.remove(m.group);
    text.replace(m.decimal, QStringLiteral("."));
    double scale = 1;
    if (const qsizetype at = text.indexOf(QStringLiteral("×10")); at >= 0) {
        static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
        const QString power = text.mid(at + 3);
        int e = 0, sign = 1;
        for (qsizetype i = 0; i < power.size(); ++i) {
            if (i == 0 && power[i] == QChar(0x207B)) { // superscript minus
                sign = -1;
                continue;
            }
            const qsizetype d = digits.indexOf(power[i]);
            if (d < 0)
                return std::nullopt;
            e = e * 10 + int(d);
        }
        if (power.isEmpty())
            return std::nullopt;
        scale = std::pow(10.0, sign * e);
        text = text.left(at);
    }
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok)
        return std::nullopt;
    return v * scale;
}

QString formatPowerOfTen(int e)
{
    return std::abs(e) <= 3 ? formatNumber(std::pow(10.0, e)) : QStringLiteral("10") + superscript(e);
}

QString formatDistinct(double v, int significant)
{
    significant = std::clamp(significant, 4, 15);
    // Past 6 digits the reader asked for them: snap only what lies below the last one shown.
    const double maxNoise = significant <= 6 ? 1.0 : std::pow(10.0, -1 - significant);
    return formatted(v, std::max(6, significant), significant, maxNoise);
}

int orderDigits(const std::vector<double> &values)
{
    if (values.size() < 2 || values.size() > 5000)
        return 0;
    bool reverses = false;
    std::optional<double> prevShown = readNumber(formatNumber(values[0]));
    for (std::size_t i = 1; i < values.size() && !reverses; ++i) {
        const std::optional<double> shown = readNumber(formatNumber(values[i]));
        if (shown && prevShown && values[i] != values[i - 1])
            reverses = (values[i] > values[i - 1] && *shown < *prevShown) || (values[i] < values[i - 1] && *shown > *prevShown);
        prevShown = shown;
    }
    if (!reverses)
        return 0;
    for (int d = 6; d < 10; ++d) {
        bool apart = true;
        for (std::size_t i = 1; i < values.size() && apart; ++i)
            apart = values[i] == values[i - 1] || formatDistinct(values[i], d) != formatDistinct(values[i - 1], d);
        if (apart)
            return d;
    }
    return 10;
}

int distinctDigits(const std::vector<double> &group)
{
    for (int d = 4; d < 15; ++d) {
        bool apart = true;
        for (std::size_t i = 0; i < group.size() && apart; ++i)
            for (std::size_t j = i + 1; j < group.size() && apart; ++j)
                apart = group[i] == group[j] || formatDistinct(group[i], d) != formatDistinct(group[j], d);
        if (apart)
            return d;
    }
    return 15;
}

QString formatTerm(double v, NumberForm form)
{
    const QString s = formatNumber(v, form);
    return v < 0 && s.startsWith(kMinusSign) ? QStringLiteral("(") + s + QStringLiteral(")") : s;
}

namespace {

QString countWith(double v, const QString &group)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    if (std::abs(v) >= 1e18)
        return formatNumber(v);
    const long long n = std::llround(v);
    const QString digits = grouped(QString::number(n < 0 ? -n : n), group);
    return n < 0 ? kMinusSign + digits : digits;
}

} // namespace

QString formatCount(double v)
{
    return countWith(v, marks().group);
}

QString formatPercent(double fraction, NumberForm form)
{
    return formatNumber(100.0 * fraction, form) + QLatin1Char('%');
}

QString formatBytes(double bytes)
{
    const double a = std::abs(bytes);
    if (a >= 1e9)
        return formatNumber(bytes / 1e9) + QStringLiteral(" GB");
    if (a >= 1e6)
        return formatNumber(bytes / 1e6) + QStringLiteral(" MB");
    if (a >= 1e4)
        return formatNumber(bytes / 1e3) + QStringLiteral(" kB");
    return formatCount(bytes) + QStringLiteral(" B");
}

std::string displayNumber(double v, NumberForm form)
{
    return formatNumber(v, form).toStdString();
}

std::string displayTerm(double v, NumberForm form)
{
    return formatTerm(v, form).toStdString();
}

std::string listSeparator()
{
    return marks().decimal == QLatin1String(",") ? "; " : ", ";
}

PlainNumbers::PlainNumbers()
{
    ++t_plainNumbers;
}

PlainNumbers::~PlainNumbers()
{
    --t_plainNumbers;
}

std::string words(const char *english)
{
    return QCoreApplication::translate("sgd::core", english).toStdString();
}

std::string words(const char *english, const std::vector<std::string> &args)
{
    const std::string format = words(english);
    std::string out;
    for (std::size_t i = 0; i < format.size(); ++i) {
        if (format[i] == '%' && i + 1 < format.size() && format[i + 1] >= '1' && format[i + 1] <= '9') {
            const std::size_t k = std::size_t(format[i + 1] - '1');
            if (k < args.size()) {
                out += args[k];
                ++i;
                continue;
            }
        }
        out += format[i];
    }
    return out;
}

std::string choiceWords(const std::string &key, const std::string &choice)
{
    return QCoreApplication::translate("sgd::choice", choice.c_str(), key.c_str()).toStdString();
}

QString counted(double n, const char *one, const char *many)
{
    // The noun in the language shown (context "sgd::plural"; scripts/translations.py lists the
    // nouns of every counted() call for the catalogues).
    return formatCount(n) + QLatin1Char(' ') + QCoreApplication::translate("sgd::plural", std::llround(n) == 1 ? one : many);
}

std::string countedText(double n, const char *one, const char *many)
{
    // Core's own messages, which traces and files keep: English words and marks in any language.
    return countWith(n, QStringLiteral(",")).toStdString() + " " + (std::llround(n) == 1 ? one : many);
}

} // namespace sgd::text
