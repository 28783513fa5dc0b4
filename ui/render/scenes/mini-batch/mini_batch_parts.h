#pragma once
// The mini-batch scene's pieces shared by its files (mini_batch_*.cpp); not for other painters.

#include "core/number_text.h"
#include "core/param_table.h"
#include "core/scenes/mini-batch/mini_batch_params.h"
#include "core/scenes/mini-batch/mini_batch_trace.h"
#include "mini_batch_layout.h"
#include "ui/render/chart.h"
#include "ui/render/draw.h"
#include "ui/render/language.h"
#include "ui/render/scene_painter.h"

#include <QFontMetricsF>

#include <cmath>
#include <vector>

namespace sgd::ui::mini_batch {

using draw::count;
using draw::kMinus;
using draw::lineWidth;
using draw::mix;
using draw::withAlpha;

// The one number format (number_format.h), as in the table.
inline QString disp(double v)
{
    return draw::num(v);
}
inline QString term(double v)
{
    return draw::term(v);
}

struct Colors {
    QColor sample, mini, full, highlight;
    explicit Colors(const Style &s) : sample(s.series[0]), mini(s.series[3]), full(s.series[2]), highlight(s.accent) {}
};

/// The engine's one-line message (English in the trace) in the language shown, the leftover policy
/// as the window's field names it, with whether the shapes fitted it (ScenePainter::runMessageText()).
inline MessageText messageText(const std::string &m)
{
    static const MessageWords policyWords = choiceMessageWords("mini-batch", paramKey(&MiniBatchParams::leftover));
    return fittedMessage(m,
                         {QT_TRANSLATE_NOOP("QObject", "stopped after %1 of %2 updates; %3"),
                          QT_TRANSLATE_NOOP("QObject", "%1 updates per epoch with batch %2 and leftover %3"),
                          QT_TRANSLATE_NOOP("QObject", "diverged after %1 updates: η is too large for this batch")},
                         policyWords);
}

/// The engine's message as a sentence (it writes η and − itself), in the language shown.
inline QString prettyMessage(const std::string &m)
{
    QString s = messageText(m).text;
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

/// The trace in typed form (decoded once and kept with the trace).
inline const MiniBatchTrace &typed(const Trace &tr)
{
    return typedTrace<MiniBatchTrace>(tr);
}

inline QString policy(const MiniBatchMeta &m)
{
    return QString::fromStdString(m.leftover_policy);
}
/// The leftover policy as the window's field names it, in the language shown ("keep", "behalten").
inline QString policyName(const MiniBatchMeta &m)
{
    return QString::fromStdString(text::choiceWords(paramKey(&MiniBatchParams::leftover), m.leftover_policy));
}

inline QString column(const std::string &name)
{
    return QString::fromStdString(name);
}

/// The update the header, the chart's label and the panel describe: the frame at rest, the one a
/// transition moves to while it plays (frame n is the state after n updates; 0 is the start).
inline const MiniBatchStep &shownFrame(const PaintContext &ctx)
{
    return typed(ctx.trace).frames.at(std::size_t(ctx.shownStep()));
}

/// The frame a transition starts from and the one it moves to (the same one at rest or at the end).
inline const MiniBatchStep &fromFrame(const PaintContext &ctx)
{
    return typed(ctx.trace).frames.at(std::size_t(ctx.index));
}
inline const MiniBatchStep &toFrame(const PaintContext &ctx)
{
    return typed(ctx.trace).frames.at(std::size_t(ctx.hasNext() ? ctx.index + 1 : ctx.index));
}

/// a + t (b − a): where a count stands while the move from a to b plays.
inline double between(double a, double b, double t)
{
    return t <= 0.0 ? a : a + (b - a) * t;
}

inline QString updatesWord(double n)
{
    return std::llround(n) == 1 ? QStringLiteral("update") : QStringLiteral("updates");
}

/// Text lines with wrapping, drawn one below the other.
struct TextLine {
    QString text;
    QColor color;
    QFont font;
};

inline double linesHeight(const std::vector<TextLine> &lines, double width, const QPaintDevice *dev)
{
    double h = 0;
    for (const auto &l : lines)
        h += QFontMetricsF(l.font, const_cast<QPaintDevice *>(dev))
                 .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, l.text)
                 .height() +
             2;
    return h;
}

inline double drawLines(QPainter &p, const std::vector<TextLine> &lines, QPointF topLeft, double width)
{
    double y = topLeft.y();
    for (const auto &l : lines) {
        p.setFont(l.font);
        p.setPen(l.color);
        const QRectF r =
            QFontMetricsF(l.font, p.device()).boundingRect(QRectF(topLeft.x(), y, width, 1e6), Qt::TextWordWrap, l.text);
        p.drawText(QRectF(topLeft.x(), y, width, r.height() + 1), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, l.text);
        y += r.height() + 2;
    }
    return y - topLeft.y();
}

void paintTapes(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);
void paintChart(QPainter &p, const MiniBatchLayout &L, const PaintContext &ctx);
/// The loss chart's layout in `area` (plot, scales, ticks, legend, epoch marks), the same in every
/// frame of a trace: computed once per trace, area, style and x axis (updates or `bySamples`).
chart::Layout lossChartLayout(const Trace &tr, const QRectF &area, const Style &s, const QPaintDevice *dev, bool bySamples);

} // namespace sgd::ui::mini_batch
