// The quantized scene's workers panel: every worker's computed gradient and what arrives.

#include "quantized_parts.h"

#include <QObject>
#include <algorithm>
#include <cmath>

namespace sgd::ui::quantized {

namespace {

// ------------------------------------------------------------------ what the workers send

/// The workers panel's legend: the two bar styles and, on the right, what did not fit.
void paintWorkersLegend(QPainter &p, const QRectF &legend, const Style &s, const Setup &u, const QStringList &legendTail)
{
    const QFont lf = s.legendFont();
    const QFontMetricsF lfm(lf);
    const QColor sentC = runColor(s, u);
    const QColor gradC = s.foreground;
    {
        p.setFont(lf);
        double x = legend.left();
        const double sw = lfm.height() * 0.9;
        p.setPen(QPen(gradC, 1.2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(x, legend.top() + 3, sw, legend.height() - 6));
        x += sw + 4;
        const QString t1 = QObject::tr("computed gradient");
        p.drawText(QRectF(x, legend.top(), lfm.horizontalAdvance(t1) + 4, legend.height()), Qt::AlignLeft | Qt::AlignVCenter, t1);
        x += lfm.horizontalAdvance(t1) + lfm.height();
        p.setPen(Qt::NoPen);
        p.setBrush(sentC);
        p.drawRect(QRectF(x, legend.top() + 3, sw * 0.6, legend.height() - 6));
        x += sw * 0.6 + 4;
        p.setPen(s.foreground);
        const QString t2 = QObject::tr("after %1").arg(runName(u));
        p.drawText(QRectF(x, legend.top(), lfm.horizontalAdvance(t2) + 4, legend.height()), Qt::AlignLeft | Qt::AlignVCenter, t2);
        x += lfm.horizontalAdvance(t2) + lfm.height();
        p.setPen(s.muted);
        panel::fitFirst(s, p, QRectF(x, legend.top(), legend.right() - x, legend.height()), legendTail, lf,
                        Qt::AlignRight | Qt::AlignVCenter, 0.8);
    }
}

/// One worker's message in the workers panel: each value's computed gradient (outline) and what
/// arrives (filled), on one scale for all workers.
struct WorkerBars {
    const Matrix &before, &after;
    int worker = 0;
    int values = 0; ///< how many of the message's values are shown
    double gmax = 1;
    QColor sentC, gradC;
};

void paintWorkerCell(QPainter &p, const QRectF &cell, const Style &s, const WorkerBars &b)
{
    const QFontMetricsF lfm(s.legendFont());
    const double titleH = lfm.height() + 2;
    const int w = b.worker, shownD = b.values;
    const double gmax = b.gmax;
    p.setPen(QPen(s.grid, s.gridWidth()));
    p.setBrush(s.panel);
    p.drawRoundedRect(cell, s.cornerRadius() - 1, s.cornerRadius() - 1);
    p.setFont(s.tagFont());
    p.setPen(s.foreground);
    p.drawText(QRectF(cell.left() + 6, cell.top() + 1, cell.width() - 12, titleH), Qt::AlignLeft | Qt::AlignVCenter,
               QObject::tr("worker %1").arg(w + 1));
    const QRectF plot = cell.adjusted(4, titleH + 2, -4, -4);
    if (plot.height() < 8)
        return;
    const double zy = plot.center().y();
    const double half = plot.height() / 2 - 1;
    const double slot = plot.width() / shownD;
    p.setPen(QPen(s.muted, 1));
    p.drawLine(QPointF(plot.left(), zy), QPointF(plot.right(), zy));
    // Every value's two bars as filled rectangles in a few batched calls (a large message has
    // hundreds; stroking each outline is far slower): the computed gradient's outline as its box
    // in the foreground with the panel inside, what arrives filled in it, the outline's top and
    // bottom edges over that.
    const double pw = std::max(1.0, slot * 0.06);
    QVector<QRectF> outer, inner, sent, edges;
    for (int j = 0; j < shownD; ++j) {
        const double cx = plot.left() + (j + 0.5) * slot;
        const double hg = b.before.at(w, j) / gmax * half, hq = b.after.at(w, j) / gmax * half;
        const QRectF rg(cx - slot * 0.38, std::min(zy, zy - hg), slot * 0.76, std::max(1.0, std::abs(hg)));
        outer.push_back(rg.adjusted(-pw / 2, -pw / 2, pw / 2, pw / 2));
        if (rg.height() > pw && rg.width() > pw)
            inner.push_back(rg.adjusted(pw / 2, pw / 2, -pw / 2, -pw / 2));
        sent.push_back(QRectF(cx - slot * 0.22, std::min(zy, zy - hq), slot * 0.44, std::abs(hq)));
        edges.push_back(QRectF(rg.left() - pw / 2, rg.top() - pw / 2, rg.width() + pw, pw));
        edges.push_back(QRectF(rg.left() - pw / 2, rg.bottom() - pw / 2, rg.width() + pw, pw));
    }
    p.setPen(Qt::NoPen);
    for (const auto &[rects, colour] :
         {std::pair{&outer, b.gradC}, std::pair{&inner, s.panel}, std::pair{&sent, b.sentC}, std::pair{&edges, b.gradC}}) {
        p.setBrush(colour);
        p.drawRects(*rects);
    }
}

} // namespace

namespace {

void paintWorkersNow(QPainter &p, const QRectF &area, const PaintContext &ctx);

/// Everything the workers panel shows, as a key: the round's messages, the run's setup, the
/// canvas and the style.
std::size_t workersKey(const QRectF &area, const PaintContext &ctx)
{
    std::size_t key = std::hash<QString>{}(ctx.style.name);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    const QuantizedRound &f = shownFrame(ctx);
    const Setup u = setupOf(ctx.trace);
    for (double v : {area.left(), area.top(), area.width(), area.height(), double(ctx.shownStep()), double(qm(ctx.trace).workers),
                     f.quantization_error, double(u.bits), double(u.levels), double(u.stochastic), double(u.errorFeedback),
                     double(u.ownCurve), ctx.style.font.pointSizeF(), ctx.style.fontScale, ctx.style.lineWidth})
        mixIn(v);
    key ^= std::hash<QString>{}(u.scheme);
    for (const QColor &c :
         {ctx.style.background, ctx.style.foreground, ctx.style.muted, ctx.style.grid, ctx.style.panel, runColor(ctx.style, u)})
        mixIn(double(c.rgba()));
    for (const Matrix *m : {f.grad_before ? &*f.grad_before : nullptr, f.grad_after ? &*f.grad_after : nullptr}) {
        mixIn(m ? double(m->rows) : -1.0);
        mixIn(m ? double(m->cols) : -1.0);
        if (m)
            for (double v : m->data)
                mixIn(v);
    }
    return key;
}

} // namespace

/// The panel through a cached layer: it shows one round's messages, the same in every frame of
/// a transition (the round it moves to) and whenever the window repaints.
void paintWorkers(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    // Opaque (copied, not blended): the panel lies on the plain background, clear of its neighbours.
    draw::drawCachedOpaqueLayer(ctx.cache, p, area.adjusted(-1, -1, 1, 1), workersKey(area, ctx), ctx.style.background,
                                [&](QPainter &lp) { paintWorkersNow(lp, area, ctx); });
}

namespace {

void paintWorkersNow(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Style &s = ctx.style;
    const QuantizedRound &f = shownFrame(ctx);
    const Setup u = setupOf(ctx.trace);
    const Matrix *before = f.grad_before ? &*f.grad_before : nullptr;
    const Matrix *after = f.grad_after ? &*f.grad_after : nullptr;
    QRectF r =
        captionFit(p, area,
                   before ? QStringList{QObject::tr("Round %1: each worker's gradient and what arrives after quantization")
                                            .arg(ctx.shownStep()),
                                        QObject::tr("Round %1: each worker's gradient and what arrives").arg(ctx.shownStep()),
                                        QObject::tr("Round %1: sent and received").arg(ctx.shownStep())}
                          : QStringList{QObject::tr("Each worker's gradient and what arrives"), QObject::tr("Sent and received")},
                   s);
    p.save();
    const QFont lf = s.legendFont();
    const QFontMetricsF lfm(lf);
    if (!before || !after || before->rows == 0 || before->cols == 0) {
        p.setFont(s.labelFont());
        p.setPen(s.muted);
        p.drawText(r.adjusted(4, 4, -4, -4), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                   QObject::tr("Round 0 is the start: w = 0 and nothing has been sent yet. Step forward to see every worker's "
                               "gradient next to the quantized version it sends."));
        p.restore();
        return;
    }
    const int k = std::min(before->rows, after->rows), dim = std::min(before->cols, after->cols);
    const int shownK = std::min(k, 8);
    const int totalK = std::max(k, qm(ctx.trace).workers); // a large run's trace keeps only the first rows
    // Legend along the bottom, with what did not fit.
    const double legendH = lfm.height() + 4;
    const QRectF legend(r.left(), r.bottom() - legendH, r.width(), legendH);
    r.setBottom(legend.top() - 2);
    const QColor sentC = runColor(s, u);
    const QColor gradC = s.foreground;
    const int cols = shownK <= 4 ? shownK : (shownK + 1) / 2;
    const double gap = lfm.height() * 0.6;
    const double cellW = (r.width() - gap * (cols - 1)) / cols;
    const int shownD = std::clamp(int((cellW - 8) / 7), 1, dim);
    // What did not fit, and the mean error: shorter wordings for a narrow panel.
    QStringList tailLong, tailShort;
    if (shownK < totalK) {
        tailLong << QObject::tr("workers 1–%1 of %2").arg(shownK).arg(totalK);
        tailShort << QObject::tr("%1/%2 workers").arg(shownK).arg(totalK);
    }
    if (shownD < dim) {
        tailLong << QObject::tr("values 1–%1 of %2").arg(shownD).arg(dim);
        tailShort << QObject::tr("%1/%2 values").arg(shownD).arg(dim);
    }
    tailLong << QObject::tr("mean error %1").arg(percent(f.quantization_error));
    tailShort << QObject::tr("error %1").arg(percent(f.quantization_error));
    const QStringList legendTail{tailLong.join(QStringLiteral(" · ")), tailShort.join(QStringLiteral(" · ")), tailShort.last()};
    paintWorkersLegend(p, legend, s, u, legendTail);
    const int rows = (shownK + cols - 1) / cols;
    const double cellH = (r.height() - gap * (rows - 1)) / rows;

    double gmax = 1e-12;
    for (int w = 0; w < shownK; ++w)
        for (int j = 0; j < shownD; ++j)
            gmax = std::max({gmax, std::abs(before->at(w, j)), std::abs(after->at(w, j))});
    for (int w = 0; w < shownK; ++w) {
        const QRectF cell(r.left() + (w % cols) * (cellW + gap), r.top() + (w / cols) * (cellH + gap), cellW, cellH);
        paintWorkerCell(p, cell, s, WorkerBars{*before, *after, w, shownD, gmax, sentC, gradC});
    }
    p.restore();
}

} // namespace

} // namespace sgd::ui::quantized
