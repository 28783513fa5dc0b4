// The Hogwild! scene's geometry and shared words (see hogwild_layout.h).

#include "hogwild_layout.h"

#include "ui/render/draw.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::hogwild {

int StripLayout::coordinateAt(double px) const
{
    if (px < left || px >= right || features < 1)
        return -1;
    return std::clamp(int((px - left) / (right - left) * features), 0, features - 1);
}

StripLayout stripLayout(const QRectF &area, const Style &s, int threads, int features)
{
    StripLayout L;
    L.area = area;
    L.features = std::max(1, features);
    threads = std::max(1, threads);
    const QFontMetricsF fc(s.captionFont()), ft(s.tickFont()), fl(s.legendFont());
    L.caption = QRectF(area.left(), area.top(), area.width(), fc.height() + 4);
    // As wide as the longer of the thread labels and the weights' label (a language's "thread" may
    // be shorter than "w (5,000)").
    const double words = std::max(ft.horizontalAdvance(QObject::tr("thread %1").arg(16)),
                                  ft.horizontalAdvance(QStringLiteral("w (%1)").arg(draw::count(L.features))));
    const double labelW = std::min(area.width() * 0.22, words + s.padding());
    L.left = area.left() + labelW;
    L.right = area.right() - s.padding() * 0.5;
    const double axisH = ft.height() + s.tickGap() + 2, legendH = fl.height() + 4;
    const double top = L.caption.bottom() + 2;
    const double room = area.bottom() - top - axisH - legendH;
    // The weight cells get two lanes' height; lanes share the rest, never thinner than a tick label.
    const double laneH = std::max(ft.height() * 0.7, room / (threads + 2.6));
    const double gap = std::min(3.0, laneH * 0.12);
    double y = top;
    for (int k = 0; k < threads; ++k) {
        L.lanes.emplace_back(L.left, y, L.right - L.left, laneH - gap);
        L.labels.emplace_back(area.left(), y, labelW - s.padding() * 0.5, laneH - gap);
        y += laneH;
    }
    const double weightsH = std::max(laneH * 2.0, area.bottom() - axisH - legendH - y - 2);
    L.weights = QRectF(L.left, y + 2, L.right - L.left, std::max(4.0, weightsH - 4));
    L.weightsLabel = QRectF(area.left(), L.weights.top(), labelW - s.padding() * 0.5, L.weights.height());
    L.axis = QRectF(L.left, L.weights.bottom() + s.tickGap(), L.right - L.left, ft.height());
    L.legend = QRectF(area.left(), L.axis.bottom() + 2, area.width(), legendH - 2);
    return L;
}

Layout layoutFor(const QRectF &area, const Style &s)
{
    Layout L;
    const double pad = s.padding();
    const QRectF in = area.adjusted(pad, pad, -pad, -pad);
    const QFontMetricsF ft(s.titleFont()), fb(s.bodyFont());
    L.title = QRectF(in.left(), in.top(), in.width(), ft.height() + 4);
    L.readout = QRectF(in.left(), L.title.bottom() + 2, in.width(), fb.height() + 6);
    const double top = L.readout.bottom() + pad * 0.5;
    const double rest = in.bottom() - top;
    const double stripH = std::round(rest * 0.46);
    L.strip = QRectF(in.left(), top, in.width(), stripH);
    const double chartsTop = L.strip.bottom() + pad * 1.5;
    const double w = (in.width() - 2 * pad * 1.5) / 3.0, h = in.bottom() - chartsTop;
    L.loss = QRectF(in.left(), chartsTop, w, h);
    L.throughput = QRectF(L.loss.right() + pad * 1.5, chartsTop, w, h);
    L.density = QRectF(L.throughput.right() + pad * 1.5, chartsTop, w, h);
    return L;
}

const HogwildTrace &typed(const Trace &tr)
{
    return typedTrace<HogwildTrace>(tr);
}

const HogwildSnapshot &shownSnapshot(const Trace &tr, int index, double t)
{
    const auto &frames = typed(tr).frames;
    index = std::clamp(index, 0, int(frames.size()) - 1);
    if (t > 0.0 && index + 1 < int(frames.size()))
        ++index;
    return frames.at(std::size_t(index));
}

QColor threadColor(const Style &s, int thread)
{
    return s.series[std::size_t(((thread % 8) + 8) % 8)];
}

QColor modeColor(const Style &s, const std::string &mode)
{
    if (mode == "lock-free")
        return s.accent;
    if (mode == "global-lock")
        return s.tangent;
    return s.muted;
}

Qt::PenStyle modeDash(const std::string &mode)
{
    if (mode == "global-lock")
        return Qt::DashLine;
    if (mode == "single-thread")
        return Qt::DotLine;
    return Qt::SolidLine;
}

QString modeWords(const std::string &mode)
{
    if (mode == "lock-free")
        return QObject::tr("lock-free");
    if (mode == "global-lock")
        return QObject::tr("one global lock");
    return QObject::tr("one thread");
}

QString rateText(double perSecond)
{
    if (perSecond >= 1e6)
        return draw::num(perSecond / 1e6, NumberForm::Compact) + QStringLiteral(" M/s");
    if (perSecond >= 1e3)
        return draw::num(perSecond / 1e3, NumberForm::Compact) + QStringLiteral(" k/s");
    return draw::num(perSecond, NumberForm::Compact) + QStringLiteral("/s");
}

} // namespace sgd::ui::hogwild
