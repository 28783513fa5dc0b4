#include "pen.h"

#include <QJsonArray>

#include <cmath>
#include <regex>
#include <stdexcept>

namespace sgd {

const char *penKindName(PenKind kind)
{
    switch (kind) {
    case PenKind::Freehand:
        return "freehand";
    case PenKind::Arrow:
        return "arrow";
    case PenKind::Text:
        return "text";
    }
    return "freehand";
}

namespace {

PenKind readKind(const QJsonValue &v)
{
    const std::string k = v.toString().toStdString();
    for (PenKind kind : {PenKind::Freehand, PenKind::Arrow, PenKind::Text})
        if (k == penKindName(kind))
            return kind;
    throw std::invalid_argument("a pen stroke's \"kind\" must be freehand, arrow or text, not '" + k + "'");
}

std::vector<PenPoint> readPoints(const QJsonValue &v)
{
    if (!v.isArray())
        throw std::invalid_argument("a pen stroke's \"points\" must be a list of [x, y] pairs");
    const QJsonArray a = v.toArray();
    if (std::size_t(a.size()) > kMaxPenPoints)
        throw std::invalid_argument("a pen stroke holds at most " + std::to_string(kMaxPenPoints) + " points");
    std::vector<PenPoint> points;
    points.reserve(std::size_t(a.size()));
    for (const QJsonValue &pv : a) {
        const QJsonArray xy = pv.toArray();
        if (xy.size() != 2 || !xy[0].isDouble() || !xy[1].isDouble())
            throw std::invalid_argument("a pen point must be a pair [x, y] of numbers");
        const PenPoint p{xy[0].toDouble(), xy[1].toDouble()};
        // A little outside the canvas is allowed (a stroke that ran over the edge), far outside is not.
        if (!(p.x >= -0.5 && p.x <= 1.5 && p.y >= -0.5 && p.y <= 1.5))
            throw std::invalid_argument("a pen point lies far outside the canvas (x and y are fractions 0 to 1)");
        points.push_back(p);
    }
    return points;
}

void checkShape(const PenStroke &s)
{
    const std::size_t n = s.points.size();
    if (s.kind == PenKind::Arrow && n != 2)
        throw std::invalid_argument("a pen arrow has exactly two points, tail and head");
    if (s.kind == PenKind::Text && (n != 1 || s.text.empty()))
        throw std::invalid_argument("a pen text note has one point and a non-empty \"text\"");
    if (s.kind == PenKind::Freehand && n < 1)
        throw std::invalid_argument("a freehand pen stroke needs at least one point");
}

} // namespace

PenStroke readPenStroke(const QJsonObject &o)
{
    PenStroke s;
    s.kind = readKind(o.value(QStringLiteral("kind")));
    const QJsonValue step = o.value(QStringLiteral("step"));
    const double sv = step.toDouble(-1);
    if (!step.isDouble() || sv < 0 || sv > 1e9 || sv != std::floor(sv))
        throw std::invalid_argument("a pen stroke's \"step\" must be a whole number 0 or more");
    s.step = int(sv);
    if (o.contains(QStringLiteral("colour"))) {
        s.colour = o.value(QStringLiteral("colour")).toString().toStdString();
        static const std::regex hex("#[0-9a-fA-F]{6}");
        if (!std::regex_match(s.colour, hex))
            throw std::invalid_argument("a pen stroke's \"colour\" must be #rrggbb, not '" + s.colour + "'");
    }
    if (o.contains(QStringLiteral("width"))) {
        s.width = o.value(QStringLiteral("width")).toDouble(-1);
        if (!(s.width > 0 && s.width <= 0.05))
            throw std::invalid_argument(
                "a pen stroke's \"width\" must be a fraction of the canvas height, above 0 and at most 0.05");
    }
    s.points = readPoints(o.value(QStringLiteral("points")));
    s.text = o.value(QStringLiteral("text")).toString().toStdString();
    if (s.text.size() > 2000)
        throw std::invalid_argument("a pen text note holds at most 2000 characters");
    checkShape(s);
    return s;
}

QJsonObject writePenStroke(const PenStroke &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), QString::fromLatin1(penKindName(s.kind)));
    o.insert(QStringLiteral("step"), s.step);
    o.insert(QStringLiteral("colour"), QString::fromStdString(s.colour));
    o.insert(QStringLiteral("width"), s.width);
    QJsonArray points;
    for (const PenPoint &p : s.points)
        points.append(QJsonArray{p.x, p.y});
    o.insert(QStringLiteral("points"), points);
    if (s.kind == PenKind::Text)
        o.insert(QStringLiteral("text"), QString::fromStdString(s.text));
    return o;
}

} // namespace sgd
