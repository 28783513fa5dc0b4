#pragma once
// Shared by the painter tests: build a scene's trace, read back the text an SVG export writes, and
// find ink on a picture's edge (something cut off).

#include "core/scenes.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/style.h"

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QList>
#include <QPair>
#include <QRegularExpression>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTextDocument>

#include <cstdlib>

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
/// Test data rows "view WxH" (columns `view`, `size`) for every view at the three canvas sizes
/// the painters must fit: a small window with its panels, 1000x700 and 1920x1080.
inline void addViewSizeRows(const QStringList &views)
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QSize>("size");
    for (const QString &v : views)
        for (const QSize s : {QSize(540, 520), QSize(1000, 700), QSize(1920, 1080)})
            QTest::addRow("%s %dx%d", qPrintable(v), s.width(), s.height()) << v << s;
}

inline QString plainMinus(QString s)
{
    return s.replace(QChar(0x2212), QLatin1Char('-'));
}

/// The text an SVG writes: its <text> items one by one, and all of them run together (Qt splits a
/// label into several items where the script changes, e.g. before a Greek τ or η).
struct SvgText {
    QStringList lines;
    QString flat;
    bool contains(const QString &s) const { return flat.contains(plainMinus(s)); }
};

/// The <text> items of an SVG, entities decoded (the minus sign stays U+2212).
inline QStringList svgTextItems(const QByteArray &svg)
{
    QStringList items;
    static const QRegularExpression re(QStringLiteral("<text[^>]*>([^<]*)</text>"));
    auto it = re.globalMatch(QString::fromUtf8(svg));
    while (it.hasNext()) {
        QString item = it.next().captured(1);
        item.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
        item.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
        item.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
        item.replace(QStringLiteral("&#8722;"), QStringLiteral("\u2212"));
        items << item;
    }
    return items;
}

/// All the text an SVG writes, one item per line (the minus sign stays U+2212).
inline QString svgTextJoined(const QByteArray &svg)
{
    QString all;
    for (const QString &item : svgTextItems(svg))
        all += item + QLatin1Char('\n');
    return all;
}

inline SvgText svgText(const QByteArray &svg)
{
    SvgText out;
    for (const QString &item : svgTextItems(svg)) {
        out.lines << plainMinus(item);
        out.flat += out.lines.back();
    }
    return out;
}

/// A narration as plain text (tags and entities gone), the way the narration panel reads.
inline QString narrationText(const Trace &trace, int index, const QVariantMap &options = {})
{
    QTextDocument doc;
    doc.setHtml(painterFor(QString::fromStdString(trace.scene))->narration(trace, index, options));
    return plainMinus(doc.toPlainText());
}

/// The first "<number> of <number>" in a text, e.g. "3 of 12" (empty when there is none).
inline QString firstCount(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("(\\d+) of (\\d+)"));
    const auto m = re.match(text);
    return m.hasMatch() ? m.captured(0) : QString();
}

/// The style a test row names: "dark", "print", anything else light.
inline Style styleNamed(const QString &name)
{
    if (name == QLatin1String("dark"))
        return Style::dark();
    if (name == QLatin1String("print"))
        return Style::print();
    if (name == QLatin1String("high-contrast"))
        return Style::highContrast();
    return Style::light();
}

/// Two colours within `tol` of each other (sum of the channel differences).
inline bool near(QColor a, QColor b, int tol = 40)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) <= tol;
}

/// True when one <text> item is exactly `line`.
inline bool hasLine(const SvgText &text, const QString &line)
{
    return text.lines.contains(plainMinus(line));
}

/// The first pixel in the outermost `band` rows and columns that is not the background, or
/// (-1, -1): a painter that keeps inside its canvas leaves that border empty.
inline QPoint inkOnBorder(const QImage &img, const QColor &bg, int band = 2)
{
    const QImage im = img.convertToFormat(QImage::Format_RGB32);
    const QRgb b = bg.rgb();
    auto close = [&](QRgb c) {
        return std::abs(qRed(c) - qRed(b)) <= 2 && std::abs(qGreen(c) - qGreen(b)) <= 2 && std::abs(qBlue(c) - qBlue(b)) <= 2;
    };
    for (int y = 0; y < im.height(); ++y) {
        const bool edgeRow = y < band || y >= im.height() - band;
        for (int x = 0; x < im.width(); ++x) {
            if (!edgeRow && x >= band && x < im.width() - band) {
                x = im.width() - band - 1;
                continue;
            }
            if (!close(im.pixel(x, y)))
                return {x, y};
        }
    }
    return {-1, -1};
}

} // namespace sgd::ui::testing
