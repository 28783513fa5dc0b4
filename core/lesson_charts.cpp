#include "lesson_charts.h"

#include <QJsonArray>

#include <cmath>
#include <stdexcept>

namespace sgd {

namespace {

/// Text that a lesson may hold: no control characters.
bool plainText(const std::string &s)
{
    for (const char c : s)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            return false;
    return true;
}

std::optional<std::pair<double, double>> readRange(const QJsonObject &o, const char *axis, const std::string &chart)
{
    const QJsonValue v = o.value(QLatin1String(axis));
    if (v.isUndefined())
        return std::nullopt;
    const QJsonArray a = v.toArray();
    const bool ok = v.isArray() && a.size() == 2 && a[0].isDouble() && a[1].isDouble() && std::isfinite(a[0].toDouble()) &&
                    std::isfinite(a[1].toDouble()) && a[0].toDouble() < a[1].toDouble();
    if (!ok)
        throw std::invalid_argument("chart '" + chart + "': \"" + axis +
                                    "\" must be [lo, hi], two finite numbers with lo below hi");
    return std::make_pair(a[0].toDouble(), a[1].toDouble());
}

ChartZoom readChart(const QJsonValue &v, const std::string &id)
{
    if (!v.isObject())
        throw std::invalid_argument("chart '" + id + "' must be an object with \"x\", \"y\" or \"hidden\"");
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != QLatin1String("x") && it.key() != QLatin1String("y") && it.key() != QLatin1String("hidden"))
            throw std::invalid_argument("chart '" + id + "': unknown field '" + it.key().toStdString() +
                                        "' (allowed: x, y, hidden)");
    ChartZoom z;
    z.x = readRange(o, "x", id);
    z.y = readRange(o, "y", id);
    const QJsonValue h = o.value(QStringLiteral("hidden"));
    if (!h.isUndefined() && !h.isArray())
        throw std::invalid_argument("chart '" + id + "': \"hidden\" must be a list of series names");
    for (const QJsonValue &name : h.toArray()) {
        const std::string text = name.toString().toStdString();
        if (!name.isString() || text.empty() || !plainText(text))
            throw std::invalid_argument("chart '" + id + "': \"hidden\" must be a list of series names (plain text)");
        z.hidden.push_back(text);
    }
    return z;
}

QJsonArray rangeJson(const std::pair<double, double> &r)
{
    return QJsonArray{r.first, r.second};
}

} // namespace

SlideCharts readSlideCharts(const QJsonValue &v)
{
    SlideCharts out;
    if (v.isUndefined())
        return out;
    if (!v.isObject())
        throw std::invalid_argument(
            "\"charts\" must be an object of CHART: {\"x\": [lo, hi], \"y\": [lo, hi], \"hidden\": [...]}");
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const std::string id = it.key().toStdString();
        if (id.empty() || id.size() > 200 || !plainText(id))
            throw std::invalid_argument("a chart id must be plain text such as \"mini-batch/loss\"");
        out[id] = readChart(it.value(), id);
    }
    return out;
}

QJsonObject writeSlideCharts(const SlideCharts &charts)
{
    QJsonObject o;
    for (const auto &[id, z] : charts) {
        QJsonObject c;
        if (z.x)
            c[QStringLiteral("x")] = rangeJson(*z.x);
        if (z.y)
            c[QStringLiteral("y")] = rangeJson(*z.y);
        if (!z.hidden.empty()) {
            QJsonArray hidden;
            for (const std::string &name : z.hidden)
                hidden.append(QString::fromStdString(name));
            c[QStringLiteral("hidden")] = hidden;
        }
        if (!c.isEmpty())
            o[QString::fromStdString(id)] = c;
    }
    return o;
}

} // namespace sgd
