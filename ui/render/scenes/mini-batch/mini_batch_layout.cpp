#include "mini_batch_parts.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

// Where the mini-batch scene's parts go: the three tapes, the loss chart and the side panel.

namespace sgd::ui {

using namespace mini_batch;

namespace {

/// Row heights of the tape block, in multiples of the label font height.
struct TapeRows {
    double bar, tick, numbers, below, gap;
};

TapeRows tapeRows(double em, double k, bool padded)
{
    return {std::max(16.0, 1.4 * em) * k, 1.1 * em * k, 1.1 * em, (padded ? 2.3 : 1.45) * em, 0.55 * em * k};
}

} // namespace

// ------------------------------------------------------------------------------------ layout

namespace {

/// Which parts a view shows (the whole scene: everything).
struct ViewParts {
    bool tapes, chart, panel;
    explicit ViewParts(MiniBatchView view)
    {
        const bool all = view == MiniBatchView::Scene;
        tapes = all || view == MiniBatchView::Tapes;
        chart = all || view == MiniBatchView::Loss;
        panel = all || view == MiniBatchView::Frozen;
    }
};

/// The three tapes and their labels, from the top of `rest`; moves `rest`'s top below them.
void layoutTapes(MiniBatchLayout &L, QRectF &rest, const MiniBatchMeta &m, const Style &s, QPaintDevice *dev,
                 const ViewParts &parts)
{
    const QFontMetricsF fmTick(s.tickFont(), dev);
    const QFontMetricsF fmLabel(s.bodyFont(), dev);
    const QFontMetricsF fmBig(s.headlineFont(), dev);
    const double em = fmLabel.height();
    const double pad = std::max(6.0, 0.5 * em);
    const bool alone = !parts.chart && !parts.panel;
    // Label column: wide enough for the longest name and the big "N updates per epoch".
    const double n = m.n;
    const QString widest = QObject::tr("%1 updates per epoch").arg(count(m.updates_per_epoch_sample));
    const double labelW =
        std::clamp(std::max(fmBig.horizontalAdvance(widest),
                            fmLabel.horizontalAdvance(
                                QObject::tr("mini-batch · B = %1 · %2").arg(QStringLiteral("4000"), QStringLiteral("keep")))) +
                       pad,
                   10.0 * em, std::max(10.0 * em, 0.34 * rest.width()));
    const double padded = m.padded;
    TapeRows r = tapeRows(em, 1.0, padded > 0);
    auto blockHeight = [&](const TapeRows &t) {
        return (t.tick + t.bar + t.gap) + (t.numbers + t.tick + t.bar + t.below) + (t.gap + t.tick + t.bar + fmTick.height() + 4);
    };
    // Thicker tapes where there is room: they must read from the back of a room.
    const double k = std::clamp((alone ? 0.8 : 0.36) * rest.height() / blockHeight(r), 1.0, alone ? 3.0 : 1.6);
    r = tapeRows(em, k, padded > 0);
    const double left = rest.left() + labelW + pad;
    const double extGap = padded > 0 ? std::max(8.0, 0.6 * em) : 0.0;
    const double avail = std::max(50.0, rest.right() - left - 0.6 * em);
    L.cellWidth = (avail - extGap) / std::max(1.0, n + padded);
    const double tapeW = L.cellWidth * n;
    L.tickHeight = r.tick;

    double y = rest.top();
    if (alone)
        y += std::max(0.0, (rest.height() - blockHeight(r)) / 2); // the tapes alone: centred
    y += r.tick;
    L.tapes[0] = QRectF(left, y, tapeW, r.bar);
    L.tapeLabels[0] = QRectF(rest.left(), y + r.bar / 2 - em * 1.2, labelW, em * 2.4);
    y += r.bar + r.gap + r.numbers + r.tick;
    L.tapes[1] = QRectF(left, y, tapeW, r.bar);
    L.tapeLabels[1] = QRectF(rest.left(), y + r.bar / 2 - em * 1.8, labelW, em * 3.6);
    if (padded > 0)
        L.padCells = QRectF(left + tapeW + extGap, y, L.cellWidth * padded, r.bar);
    y += r.bar + r.below + r.gap + r.tick;
    L.tapes[2] = QRectF(left, y, tapeW, r.bar);
    L.tapeLabels[2] = QRectF(rest.left(), y + r.bar / 2 - em * 1.2, labelW, em * 2.4);
    y += r.bar + fmTick.height() + 4;
    rest.setTop(y + pad * 1.5);
}

/// The loss chart and the side panel in what `rest` leaves.
void layoutChartAndPanel(MiniBatchLayout &L, const QRectF &rest, const Style &s, QPaintDevice *dev, const ViewParts &parts)
{
    const double em = QFontMetricsF(s.bodyFont(), dev).height();
    const double pad = std::max(6.0, 0.5 * em);
    double panelW = 0;
    if (parts.panel && parts.chart)
        panelW = std::clamp(0.34 * rest.width(), 17.0 * em, 26.0 * em);
    else if (parts.panel)
        panelW = rest.width();
    if (parts.chart && rest.width() - panelW < 20 * em && parts.panel)
        panelW = std::max(0.0, rest.width() - 20 * em);
    if (parts.panel)
        L.panel = QRectF(rest.right() - panelW, rest.top(), panelW, rest.height());
    if (parts.panel && !parts.chart && !parts.tapes) {
        const double w = std::min(rest.width(), 34.0 * em);
        L.panel = QRectF(rest.center().x() - w / 2, rest.top() + em, w, rest.height() - em);
    }
    if (parts.chart) {
        const double right = parts.panel ? L.panel.left() - pad : rest.right();
        L.chartArea = QRectF(rest.left(), rest.top(), std::max(40.0, right - rest.left()), std::max(40.0, rest.height()));
    }
}

} // namespace

MiniBatchLayout miniBatchLayout(const Trace &tr, const QRectF &area, const Style &s, const QPaintDevice *device,
                                MiniBatchView view, bool bySamples)
{
    const MiniBatchTrace &tt = typed(tr);
    auto *dev = const_cast<QPaintDevice *>(device);
    MiniBatchLayout L;
    const QFontMetricsF fmTitle(s.titleFont(), dev);
    const double em = QFontMetricsF(s.bodyFont(), dev).height();
    const double pad = std::max(6.0, 0.5 * em);
    const ViewParts parts(view);

    L.title = QRectF(area.left() + pad, area.top() + 4, area.width() - 2 * pad, fmTitle.height() + 4);
    QRectF rest = area.adjusted(pad, L.title.height() + 10, -pad, -pad);

    if (tt.summary.diverged) {
        const QFontMetricsF fmBanner(s.bannerFont(), dev);
        const QString text = QStringLiteral("⚠ ") + prettyMessage(tt.summary.message);
        const double h =
            fmBanner.boundingRect(QRectF(0, 0, rest.width() - 2 * pad, 1e6), Qt::TextWordWrap, text).height() + pad * 1.4;
        L.banner = QRectF(rest.left(), rest.top(), rest.width(), h);
        rest.setTop(L.banner.bottom() + pad);
    }
    if (parts.tapes)
        layoutTapes(L, rest, tt.meta, s, dev, parts);
    if (parts.chart || parts.panel)
        layoutChartAndPanel(L, rest, s, dev, parts);
    if (!L.chartArea.isEmpty()) {
        L.loss = lossChartLayout(tr, L.chartArea, s, dev, bySamples);
        L.chart = L.loss.plot;
    }
    return L;
}

} // namespace sgd::ui
