#pragma once
// Shared by the painter tests: build a scene's trace and read back the text an SVG export writes.

#include "render.h"
#include "scenes.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace sgd::ui::testing {

/// The scene's lecture preset with some parameters changed.
inline Trace sceneTrace(const char *id, const QList<QPair<QString, QString>> &set = {})
{
    const SceneDef *scene = findScene(id);
    ParamSet p = scene->defaults();
    for (const auto &[k, v] : set)
        p.set(k.toStdString(), v.toStdString());
    return runScene(*scene, p);
}

/// The canvas writes a real minus sign (U+2212); expectations use '-' for both.
inline QString plainMinus(QString s) { return s.replace(QChar(0x2212), QLatin1Char('-')); }

/// The text an SVG writes: its <text> items one by one, and all of them run together (Qt splits a
/// label into several items where the script changes, e.g. before a Greek τ or η).
struct SvgText {
    QStringList lines;
    QString flat;
    bool contains(const QString &s) const { return flat.contains(plainMinus(s)); }
};

inline SvgText svgText(const QByteArray &svg)
{
    SvgText out;
    static const QRegularExpression re(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    auto it = re.globalMatch(QString::fromUtf8(svg));
    while (it.hasNext()) {
        QString item = it.next().captured(1);
        item.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
        item.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
        item.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
        item = plainMinus(item);
        out.lines << item;
        out.flat += item;
    }
    return out;
}

/// True when one <text> item is exactly `line`.
inline bool hasLine(const SvgText &text, const QString &line) { return text.lines.contains(plainMinus(line)); }

} // namespace sgd::ui::testing
