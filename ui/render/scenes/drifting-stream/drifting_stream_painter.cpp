// Learning from a drifting stream: three learners on one stream whose optimum moves. The tracking
// error of each against time (drift and retrains marked), the plane where they chase the optimum,
// and a card of worked numbers from the trace. Geometry: drifting_stream_layout.*.

#include "drifting_stream_layout.h"
#include "ui/render/draw.h"
#include "ui/render/language.h"
#include "ui/render/painters.h"
#include "ui/render/quiz_hide.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace sgd::ui {
namespace {

using namespace drifting_stream;
using draw::num;

/// "1 tick", "10 ticks", "0.5 ticks".
QString ticks(double n)
{
    return n == 1 ? QObject::tr("1 tick") : QObject::tr("%1 ticks").arg(num(n));
}

/// A key for a cached layer of `spec`'s series in `L`: the same whenever the curves are.
std::size_t seriesKey(const chart::Layout &L, const chart::Spec &spec, const Style &s, std::size_t salt)
{
    std::size_t key = salt * 0x9e3779b97f4a7c15ull ^ std::hash<double>{}(s.curveWidth());
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    for (double v : {L.plot.left(), L.plot.top(), L.plot.width(), L.plot.height(), L.x.lo, L.x.hi, L.y.lo, L.y.hi})
        mixIn(v);
    for (const chart::Series &se : spec.series) {
        mixIn(double(se.color.rgba()) + 0.25 * int(se.dash));
        for (const QPointF &q : se.points)
            mixIn(q.x()), mixIn(q.y());
    }
    mixIn(double(s.background.rgba()));
    mixIn(double(L.revealUpTo));
    return key;
}

/// Every series of `spec` through a cached layer (the whole run's curves are the same in every
/// frame): faint, or in full colour left of pixel x `upto` only.
void paintSeriesLayer(QPainter &p, const chart::Layout &L, const chart::Spec &spec, const Style &s, bool faint, double upto)
{
    p.save();
    if (!faint)
        p.setClipRect(QRectF(L.plot.left() - 4, L.plot.top() - 4, upto - L.plot.left() + 4, L.plot.height() + 8),
                      Qt::IntersectClip);
    draw::drawCachedLayer(s.cache, p, L.plot.adjusted(-4, -4, 4, 4), seriesKey(L, spec, s, faint ? 1 : 2), [&](QPainter &q) {
        for (chart::Series se : spec.series) {
            if (faint)
                se.color = draw::withAlpha(se.color, 70);
            chart::drawSeries(q, L, se, s);
        }
    });
    p.restore();
}

/// The error chart with its caption and the playhead at time `x`; a dot where each curve crosses it.
void paintErrorChart(QPainter &p, const QRectF &r, const Trace &trace, const Style &s, double x, double t, int upTo)
{
    const DriftingStreamTrace &tt = typed(trace);
    const bool marked = tt.meta.retrain_times.size() <= kMaxRetrainRules;
    const QRectF rest =
        panel::caption(p, r,
                       QStringList{marked ? QObject::tr("Tracking error: distance of each model to the optimum now "
                                                        "(dotted lines: the batch model's refits)")
                                          : QObject::tr("Tracking error: distance of each model to the optimum now"),
                                   QObject::tr("Tracking error")},
                       s);
    const chart::Spec spec = chart::withReveal(errorSpec(trace, s), upTo); // quiz mode: no future, not even faint
    const chart::Layout L = chart::layoutChart(spec, rest, s, p.device());
    chart::drawAxesCached(p, L, s, true);
    // The stream's future faint, its past up to the playhead in full colour.
    const std::size_t i = std::size_t(std::clamp(std::lround(x + t), 0L, long(tt.frames.size()) - 1));
    const double px = L.x.map(x + t);
    paintSeriesLayer(p, L, spec, s, true, px);
    paintSeriesLayer(p, L, spec, s, false, px);
    chart::drawLegend(p, L, spec, s);
    p.save();
    p.setPen(QPen(draw::withAlpha(s.accent, 150), s.cursorWidth() * 1.5, Qt::DashLine));
    p.drawLine(QPointF(px, L.plot.top()), QPointF(px, L.plot.bottom()));
    for (const chart::Series &series : spec.series) {
        const QPointF at = L.map(series.points[i]);
        p.setPen(QPen(s.background, s.markerRingWidth() * 1.5));
        p.setBrush(series.color);
        p.drawEllipse(at, s.markerRadius() * 1.3, s.markerRadius() * 1.3);
    }
    p.restore();
}

/// The plane: the optimum's path, the learners' trails and points, the optimum with its tolerance circle.
void paintPlane(QPainter &p, const QRectF &r, const Trace &trace, const Style &s, int index, double t, bool legend)
{
    const DriftingStreamTrace &tt = typed(trace);
    const QRectF rest =
        panel::caption(p, r, QStringList{QObject::tr("The models chasing the optimum w*"), QObject::tr("The plane")}, s);
    const chart::Spec spec = planeSpec(trace, s, index, legend);
    const chart::Layout L = chart::layoutChart(spec, rest, s, p.device());
    chart::drawAxesCached(p, L, s, true);
    p.save();
    p.setClipRect(L.plot);
    chart::Spec path;
    path.series = {spec.series.front()};
    draw::drawCachedLayer(s.cache, p, L.plot, seriesKey(L, path, s, 3),
                          [&](QPainter &q) { chart::drawSeries(q, L, path.series.front(), s); });
    // The trails as separate segments with square caps (flat for a dashed one): Qt strokes a
    // polyline that doubles back on itself, or long antialiased lines with round caps (a model that
    // runs away zigzags from corner to corner), many times slower. Each in its learner's dash.
    for (std::size_t k = 1; k < spec.series.size(); ++k) {
        const chart::Series &trail = spec.series[k];
        std::vector<QLineF> lines;
        for (std::size_t j = 1; j < trail.points.size(); ++j)
            lines.emplace_back(L.map(trail.points[j - 1]), L.map(trail.points[j]));
        p.setPen(QPen(trail.color, s.curveWidth() * trail.width, trail.dash,
                      trail.dash == Qt::SolidLine ? Qt::SquareCap : Qt::FlatCap));
        p.drawLines(lines.data(), int(lines.size()));
    }
    if (legend)
        chart::drawLegend(p, L, spec, s);
    const DriftingStreamStep &a = tt.frames[std::size_t(index)];
    const DriftingStreamStep &b = tt.frames[std::size_t(std::min(index + 1, int(tt.frames.size()) - 1))];
    const auto mix = [t](double u, double v) { return u + t * (v - u); };
    const QPointF opt = L.map(mix(a.opt_x, b.opt_x), mix(a.opt_y, b.opt_y));
    const double rx = std::abs(L.x.map(tt.meta.tolerance) - L.x.map(0)), ry = std::abs(L.y.map(tt.meta.tolerance) - L.y.map(0));
    p.setPen(QPen(s.accent, s.guideWidth(), Qt::DashLine));
    p.setBrush(draw::withAlpha(s.accent, 30));
    p.drawEllipse(opt, rx, ry);
    const auto &learners = driftLearners();
    for (std::size_t i = 0; i < learners.size(); ++i) {
        const QPointF at = L.map(mix(a.*learners[i].x, b.*learners[i].x), mix(a.*learners[i].y, b.*learners[i].y));
        if (!L.plot.adjusted(-20, -20, 20, 20).contains(at))
            continue; // a model that ran away: its trail leaves the plane at the edge
        p.setPen(QPen(s.background, s.markerRingWidth() * 1.5));
        p.setBrush(learnerColor(s, i));
        const double rr = s.markerRadius() * (i == 2 ? 1.9 : 1.5);
        p.drawEllipse(at, rr, rr);
    }
    p.setPen(QPen(s.accent, s.strongWidth()));
    p.setBrush(Qt::NoBrush);
    const double cr = s.currentRadius();
    p.drawLine(opt - QPointF(cr, 0), opt + QPointF(cr, 0));
    p.drawLine(opt - QPointF(0, cr), opt + QPointF(0, cr));
    // "w* now" above the circle, right of it unless that runs off the plot, then left; below near the top.
    p.setFont(s.noteFont());
    p.setPen(s.accent);
    const QFontMetricsF fm(s.noteFont(), p.device());
    const QString label = QObject::tr("w* now");
    const QSizeF size(fm.horizontalAdvance(label) + 2, fm.height());
    QPointF at(opt.x() + rx + 2, opt.y() - ry - 2 - size.height());
    if (at.x() + size.width() > L.plot.right())
        at.setX(opt.x() - rx - 2 - size.width());
    if (at.y() < L.plot.top())
        at.setY(opt.y() + ry + 2);
    p.drawText(QRectF(at, size), Qt::AlignLeft | Qt::AlignVCenter, label);
    p.restore();
}

/// One bar per learner: its mean tracking error from the drift to the end, the longest filling the width.
void paintMeanBars(QPainter &p, const QRectF &r, const DriftingStreamTrace &tt, const Style &s)
{
    const QRectF rest = panel::caption(
        p, r, QStringList{QObject::tr("Mean tracking error from the drift to the end"), QObject::tr("Mean error")}, s);
    const auto &learners = driftLearners();
    double hi = 1e-12;
    for (const DriftLearner &l : learners)
        hi = std::max(hi, tt.summary.*l.mean);
    const QFont font = s.bodyFont();
    const double fh = QFontMetricsF(font).height();
    const double rowH = std::min(rest.height() / double(learners.size()), fh * 2.2);
    const double labelW = std::min(rest.width() * 0.3, fh * 12), valueW = fh * 4;
    const double barW = std::max(0.0, rest.width() - labelW - valueW);
    for (std::size_t i = 0; i < learners.size(); ++i) {
        const QRectF row(rest.left(), rest.top() + rowH * double(i), rest.width(), rowH);
        const double v = tt.summary.*learners[i].mean;
        p.setPen(s.foreground);
        panel::fitText(s, p, QRectF(row.left(), row.top(), labelW, rowH), coreText(learners[i].title), font,
                       Qt::AlignLeft | Qt::AlignVCenter, 0.6);
        const QRectF bar(row.left() + labelW, row.center().y() - rowH * 0.3, barW * std::clamp(v / hi, 0.0, 1.0), rowH * 0.6);
        p.setPen(Qt::NoPen);
        p.setBrush(learnerColor(s, i));
        p.drawRect(bar);
        p.setPen(s.foreground);
        panel::fitText(s, p, QRectF(bar.right() + 4, row.top(), valueW, rowH), num(v), font, Qt::AlignLeft | Qt::AlignVCenter,
                       0.6);
    }
}

void paintRefitLine(QPainter &p, const QRectF &r, const DriftingStreamSummary &sm, const Style &s)
{
    p.setPen(s.muted);
    const QFont font = s.bodyFont();
    if (!sm.next_retrain) {
        panel::fitText(s, p, r, QObject::tr("No batch refit after the drift in this run"), font, Qt::AlignLeft | Qt::AlignVCenter,
                       0.6);
        return;
    }
    panel::fitFirst(s, p, r,
                    {QObject::tr("Batch refit at tick %1: error %2 just before, %3 after")
                         .arg(num(*sm.next_retrain), num(sm.batch_before_retrain), num(sm.batch_after_retrain)),
                     QObject::tr("Refit at %1: %2 → %3")
                         .arg(num(*sm.next_retrain), num(sm.batch_before_retrain), num(sm.batch_after_retrain))},
                    font, Qt::AlignLeft | Qt::AlignVCenter, 0.6);
}

QString recoveryText(const std::optional<double> &after)
{
    if (!after)
        return QObject::tr("never");
    if (*after == 0)
        return QObject::tr("kept");
    return ticks(*after);
}

/// The first frame that has shown who tracks the new w* first (the start's question): once every
/// learner that recovers has done so after the shift; the last frame otherwise (a turn, or a
/// learner that never gets back). The run's numbers (card, worked numbers) wait for it.
int answerFrame(const DriftingStreamTrace &tt)
{
    const int last = int(tt.frames.size()) - 1;
    if (tt.meta.drift != "shift")
        return last;
    double latest = 0;
    for (const DriftLearner &l : driftLearners()) {
        const std::optional<double> rec = tt.summary.*l.recover;
        if (!rec)
            return last;
        latest = std::max(latest, *rec);
    }
    for (int i = 0; i <= last; ++i)
        if (tt.frames[std::size_t(i)].time >= tt.meta.drift_time + latest)
            return i;
    return last;
}

/// One column of the card: its heading and each learner's text and colour.
struct CardColumn {
    QStringList head; ///< the heading, then shorter ones for a narrow column
    std::function<std::pair<QString, QColor>(std::size_t)> cell;
};

/// The card's columns that fit `width` (each needs about `colMin`), in their order; the recovery and
/// the mean error go first, the error at the drift and the staleness when there is room.
/// Up to frame `index` only: a number the stream has not shown yet reads "—" or "not yet" (the
/// start asks who recovers first).
std::vector<CardColumn> cardColumns(const DriftingStreamTrace &tt, const Style &s, double width, double colMin, int index)
{
    const DriftingStreamSummary &sm = tt.summary;
    const auto &learners = driftLearners();
    const double now = tt.frames.at(std::size_t(index)).time;
    const bool drifted = now >= tt.meta.drift_time, done = index >= answerFrame(tt);
    const QString none = QStringLiteral("—");
    CardColumn at{{QObject::tr("at the drift"), QObject::tr("at drift")}, [&, learners, drifted, none](std::size_t i) {
                      return drifted ? std::pair{num(sm.*learners[i].atDrift), s.foreground} : std::pair{none, s.muted};
                  }};
    CardColumn back{{QObject::tr("back within %1").arg(num(tt.meta.tolerance)), QObject::tr("recovered")},
                    [&, learners, now, done, drifted, none](std::size_t i) {
                        const std::optional<double> rec = sm.*learners[i].recover;
                        if (rec && tt.meta.drift_time + *rec <= now)
                            return std::pair{recoveryText(rec), s.foreground};
                        if (done)
                            return std::pair{recoveryText(rec), s.warning};
                        return std::pair{drifted ? QObject::tr("not yet") : none, s.muted};
                    }};
    CardColumn mean{{QObject::tr("mean since"), QObject::tr("mean")}, [&, learners, done, none](std::size_t i) {
                        return done ? std::pair{num(sm.*learners[i].mean), s.foreground} : std::pair{none, s.muted};
                    }};
    CardColumn stale{{QObject::tr("staleness"), QObject::tr("stale")}, [&](std::size_t i) {
                         const double v[] = {sm.staleness_async, sm.staleness_stale};
                         return i < 2 ? std::pair{num(v[i]), s.foreground} : std::pair{QStringLiteral("—"), s.muted};
                     }};
    const int fit = int(std::floor(width / colMin));
    if (fit >= 4)
        return {at, back, mean, stale};
    if (fit == 3)
        return {at, back, mean};
    if (fit == 2)
        return {back, mean};
    return {back};
}

/// The card's table: a heading row, then per learner its line sample, its name (when there is
/// room) and its cells.
void paintCardTable(QPainter &p, const QRectF &inner, double rowH, const DriftingStreamTrace &tt, const Style &s, int index)
{
    const auto &learners = driftLearners();
    const QFont font = s.bodyFont();
    const double fh = QFontMetricsF(font).height(), pad = s.padding();
    const double sample = fh * 1.4, colMin = fh * 5.2;
    const double nameW = inner.width() - sample >= fh * 8 + 2 * colMin ? std::max(fh * 8, (inner.width() - sample) * 0.28) : 0.0;
    const std::vector<CardColumn> cols = cardColumns(tt, s, inner.width() - sample - nameW, colMin, index);
    const double colW = (inner.width() - sample - nameW) / double(cols.size());
    const auto cell = [&](std::size_t row, std::size_t col, const QStringList &text, const QColor &c) {
        p.setPen(c);
        const QRectF box(inner.left() + sample + nameW + colW * double(col), inner.top() + rowH * double(row), colW, rowH);
        panel::fitFirst(s, p, box.adjusted(pad * 0.3, 0, 0, 0), text, font, Qt::AlignRight | Qt::AlignVCenter, 0.5);
    };
    for (std::size_t c = 0; c < cols.size(); ++c)
        cell(0, c, cols[c].head, s.muted);
    for (std::size_t i = 0; i < learners.size(); ++i) {
        const double y = inner.top() + rowH * (double(i) + 1.5);
        p.setPen(QPen(learnerColor(s, i), draw::lineWidth(s) * 1.3, learnerDash(i), Qt::FlatCap));
        p.drawLine(QPointF(inner.left(), y), QPointF(inner.left() + sample * 0.8, y));
        p.setPen(s.foreground);
        if (nameW > 0)
            panel::fitText(s, p, QRectF(inner.left() + sample, y - rowH / 2, nameW, rowH), coreText(learners[i].title), font,
                           Qt::AlignLeft | Qt::AlignVCenter, 0.6);
        for (std::size_t c = 0; c < cols.size(); ++c) {
            const auto [text, color] = cols[c].cell(i);
            cell(i + 1, c, {text}, color);
        }
    }
}

/// The card: the table of each learner's numbers after the drift, a line on the batch model's first
/// refit after it, and where there is room bars of the mean tracking error.
void paintCard(QPainter &p, const QRectF &r, const DriftingStreamTrace &tt, const Style &s, bool quiz, int index)
{
    p.save();
    p.setPen(QPen(s.grid, s.frameWidth()));
    p.setBrush(s.panel);
    p.drawRoundedRect(r, s.cornerRadius(), s.cornerRadius());
    const double pad = s.padding();
    QRectF inner = r.adjusted(pad, pad * 0.5, -pad, -pad * 0.5);
    p.setPen(s.foreground);
    inner = panel::caption(
        p, inner,
        QStringList{QObject::tr("After the drift at tick %1").arg(num(tt.meta.drift_time)), QObject::tr("After the drift")}, s);
    if (quiz) { // the whole run's numbers (a refit's error after it, the recovery times) would answer the question
        p.setPen(s.muted);
        panel::fitText(s, p, QRectF(inner.left(), inner.top(), inner.width(), QFontMetricsF(s.bodyFont()).height() * 1.5),
                       QObject::tr("The run's numbers come back once the answer is shown."), s.bodyFont(),
                       Qt::AlignLeft | Qt::AlignVCenter, 0.6);
        p.restore();
        return;
    }
    const std::size_t rows = driftLearners().size() + 2;
    const double fh = QFontMetricsF(s.bodyFont()).height();
    const double rowH = std::min(inner.height() / double(rows), fh * 1.9);
    const QRectF table(inner.left(), inner.top(), std::min(inner.width(), fh * 50), rowH * double(rows - 1));
    paintCardTable(p, table, rowH, tt, s, index);
    if (index < answerFrame(tt)) { // the refit's effect and the mean errors come with the answer
        p.restore();
        return;
    }
    paintRefitLine(p, QRectF(table.left(), table.bottom(), table.width(), rowH), tt.summary, s);
    const QRectF bars = inner.adjusted(0, rowH * double(rows) + pad, 0, 0);
    if (bars.height() >= fh * 5)
        paintMeanBars(p, bars, tt, s);
    p.restore();
}

class DriftingStreamPainter : public PainterWithViews<DriftingStreamView> {
public:
    QString sceneId() const override { return QStringLiteral("drifting-stream"); }
    /// The engine's one-line message in the language shown: the shapes of every message it writes.
    MessageText runMessageText(const Trace &trace) const override
    {
        return fittedMessage(
            trace.message(),
            {QT_TRANSLATE_NOOP("QObject", "After the shift at tick %1 the async model is back within %2 in %3 ticks; the batch "
                                          "model waits for its retrain at tick %4"),
             QT_TRANSLATE_NOOP("QObject", "After the shift at tick %1 the async model is back within %2 in %3 ticks; the batch "
                                          "model is not retrained again in the run"),
             QT_TRANSLATE_NOOP("QObject", "After the shift at tick %1 the async model never gets back within %2; the batch model "
                                          "waits for its retrain at tick %3"),
             QT_TRANSLATE_NOOP("QObject", "After the shift at tick %1 the async model never gets back within %2; the batch model "
                                          "is not retrained again in the run"),
             QT_TRANSLATE_NOOP("QObject",
                               "While the optimum turns, mean tracking error: async %1, high staleness %2, batch %3")});
    }
    int transitionMs() const override { return 250; }
    QStringList tableColumns() const override
    {
        using F = DriftingStreamStep;
        QStringList out;
        for (const std::string &name :
             {fieldName(&F::time), fieldName(&F::async_error), fieldName(&F::stale_error), fieldName(&F::batch_error),
              fieldName(&F::async_staleness), fieldName(&F::stale_staleness)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("tick"),         QObject::tr("error, async"),     QObject::tr("error, high staleness"),
                QObject::tr("error, batch"), QObject::tr("staleness, async"), QObject::tr("staleness, high")};
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void paintHeader(QPainter &p, const Layout &L, const PaintContext &ctx, const Style &s)
{
    const DriftingStreamTrace &tt = typed(ctx.trace);
    const DriftingStreamMeta &m = tt.meta;
    const QString drift = m.drift == "shift" ? QObject::tr("a shift") : QObject::tr("a rotation");
    p.setPen(s.foreground);
    panel::fitFirst(s, p, L.title,
                    {QObject::tr("Drifting stream: %1 at tick %2, %3 async workers, batch refits every %4, tick %5 of %6")
                         .arg(drift, num(m.drift_time))
                         .arg(m.workers)
                         .arg(ticks(m.refit_interval))
                         .arg(ctx.shownStep())
                         .arg(ctx.lastStep()),
                     QObject::tr("Drifting stream: tick %1 of %2").arg(ctx.shownStep()).arg(ctx.lastStep())},
                    s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    const DriftingStreamStep &f = tt.frames[std::size_t(ctx.shownStep())];
    p.setPen(s.muted);
    panel::fitFirst(
        s, p, L.readout,
        {QObject::tr("Now: w* = (%1, %2) · error: async %3, high staleness %4, batch %5 · gradients applied %6 and %7")
             .arg(num(f.opt_x), num(f.opt_y), num(f.async_error), num(f.stale_error), num(f.batch_error))
             .arg(draw::count(f.async_updates), draw::count(f.stale_updates)),
         QObject::tr("Error: async %1 · high staleness %2 · batch %3")
             .arg(num(f.async_error), num(f.stale_error), num(f.batch_error))},
        s.bodyFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.75);
}

void DriftingStreamPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("Drifting stream: no ticks"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    const Layout L = layoutFor(area, s, viewIn<DriftingStreamView>(ctx));
    paintHeader(p, L, ctx, s);
    const double t = ctx.hasNext() ? ctx.t : 0.0;
    if (!L.errorArea.isEmpty())
        paintErrorChart(p, L.errorArea, ctx.trace, s, ctx.index, t,
                        ctx.index); // up to the tick shown: the start asks who recovers first
    if (!L.planeArea.isEmpty())
        paintPlane(p, L.planeArea, ctx.trace, s, ctx.index, t, L.card.isEmpty());
    if (!L.card.isEmpty())
        paintCard(p, L.card, typed(ctx.trace), s, quizHidesNext(ctx), ctx.shownStep());
}

/// "is back within 0.3 after 9 ticks", "never left 0.3", "never gets back within 0.3".
QString recoverySentence(const std::optional<double> &after, double tol)
{
    if (!after)
        return QObject::tr("never gets back within %1").arg(num(tol));
    if (*after == 0)
        return QObject::tr("never strays beyond %1").arg(num(tol));
    return QObject::tr("is back within %1 after <b>%2</b>").arg(num(tol), ticks(*after));
}

QString batchSentence(const DriftingStreamTrace &tt)
{
    const DriftingStreamSummary &sm = tt.summary;
    if (!sm.next_retrain)
        return QObject::tr("<b>Batch</b> gets no refit after the drift in this run: it stays %1 away on average.")
            .arg(num(sm.mean_batch));
    QString shortfall; // why the refit does not get all the way back; empty when it does
    if (sm.batch_after_retrain > tt.meta.tolerance)
        shortfall =
            tt.meta.drift == "shift"
                ? QObject::tr(", not all the way, because its %1-tick window still held data from before the shift")
                      .arg(tt.meta.refit_interval)
                : QObject::tr(", not all the way, because it fits the middle of its %1-tick window while w* keeps turning")
                      .arg(tt.meta.refit_interval);
    return QObject::tr("<b>Batch</b> just before its refit at tick %1 is still <b>%2</b> away; the refit brings it to %3%4.")
        .arg(num(*sm.next_retrain), num(sm.batch_before_retrain), num(sm.batch_after_retrain), shortfall);
}

/// The run's worked numbers: the same on every frame, so a student can check them against the chart.
QString workedNumbers(const DriftingStreamTrace &tt)
{
    const DriftingStreamMeta &m = tt.meta;
    const DriftingStreamSummary &sm = tt.summary;
    QString out;
    if (m.drift == "shift")
        out =
            QObject::tr("<b>Just after the shift</b> (tick %1) w* has jumped %2: errors async %3, high staleness %4, batch %5. ")
                .arg(num(m.drift_time), num(m.jump), num(sm.at_drift_async), num(sm.at_drift_stale), num(sm.at_drift_batch));
    else
        out = QObject::tr("<b>From tick %1</b> w* turns %2° per tick, moving %3 per tick. ")
                  .arg(num(m.drift_time), num(m.turn_rate), num(m.drift_speed));
    QString refit; // whether async got back before the batch model's next refit; empty without one
    if (sm.next_retrain && sm.recover_async)
        refit = sm.async_first ? QObject::tr(", before the batch model's next refit at tick %1").arg(num(*sm.next_retrain))
                               : QObject::tr(", not before the batch model's next refit at tick %1").arg(num(*sm.next_retrain));
    out += QObject::tr("<b>Async</b> (%1, gradients %2 updates old on average) %3%4; its mean error since the drift is %5. ")
               .arg(text::counted(m.workers, "worker", "workers"))
               .arg(num(sm.staleness_async), recoverySentence(sm.recover_async, m.tolerance), refit, num(sm.mean_async));
    out += QObject::tr("<b>High staleness</b> (%1 needing %2 each: the same updates per tick, but %3 updates old and made "
                       "from older data) %4; its mean error since the drift is %5. ")
               .arg(text::counted(m.high_staleness_workers, "worker", "workers"))
               .arg(ticks(m.stale_compute_time), num(sm.staleness_stale), recoverySentence(sm.recover_stale, m.tolerance),
                    num(sm.mean_stale));
    if (m.drift != "shift")
        out +=
            QObject::tr("A steady turn is trailed at about the same distance whatever the delay (η and the update rate set it); "
                        "staleness costs most when w* jumps. ");
    out += batchSentence(tt);
    if (sm.diverged)
        out +=
            QObject::tr("<br><b>A server's model ran away</b>: η is too large for its staleness; it is held at its last value.");
    return out;
}

QString frameSentence(const DriftingStreamTrace &tt, int index)
{
    const DriftingStreamMeta &m = tt.meta;
    const DriftingStreamStep &f = tt.frames[std::size_t(index)];
    const int last = int(tt.frames.size()) - 1;
    if (index == 0) {
        const QString drift =
            m.drift == "shift" ? QObject::tr("At tick %1 w* will jump %2° round the origin, %3 away, like a new fraud pattern.")
                                     .arg(num(m.drift_time), num(m.shift_angle), num(m.jump))
                               : QObject::tr("From tick %1 w* will turn %2° per tick, like news interest moving on.")
                                     .arg(num(m.drift_time), num(m.turn_rate));
        return QObject::tr(
                   "<b>Tick 0: the stream starts.</b> Every tick brings %1 micro-batches of %2 examples; the best model is w* = "
                   "(%3, %4). "
                   "All three learners start from the fit to the history, %5 from w*. %6 <i>Predict:</i> who tracks the new w* "
                   "first: %7 async workers, %8 slower ones, or a model refitted every %9?")
            .arg(m.stream_rate)
            .arg(m.batch)
            .arg(num(f.opt_x), num(f.opt_y), num(f.async_error), drift)
            .arg(m.workers)
            .arg(m.high_staleness_workers)
            .arg(ticks(m.refit_interval));
    }
    const QString when =
        f.drifting ? QObject::tr("after the drift at tick %1").arg(num(m.drift_time)) : QObject::tr("no drift yet");
    QString out = QObject::tr("<b>Tick %1 of %2, %3.</b> Errors: async %4, high staleness %5, batch %6. ")
                      .arg(index)
                      .arg(last)
                      .arg(when, num(f.async_error), num(f.stale_error), num(f.batch_error));
    if (f.async_updates > 0 && f.stale_updates > 0)
        out += QObject::tr("This tick's gradients were %1 (async) and %2 (high staleness) updates old on average.")
                   .arg(num(f.async_staleness), num(f.stale_staleness));
    else if (f.async_updates > 0)
        out += QObject::tr("The slower high-staleness workers have not pushed a gradient yet.");
    else
        out += QObject::tr("No gradient has reached either server yet.");
    if (f.retrained)
        out += QObject::tr(" <b>The batch model was refitted now</b> on the last %1 of the stream.").arg(ticks(m.refit_interval));
    return out;
}

QString DriftingStreamPainter::narration(const Trace &trace, int index, const QVariantMap &) const
{
    if (trace.frames.empty())
        return QObject::tr("<b>No ticks.</b> The stream produced nothing.");
    const DriftingStreamTrace &tt = typed(trace);
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    if (index < answerFrame(tt)) // the run's numbers answer the start's question: they wait until it has been shown
        return frameSentence(tt, index);
    return frameSentence(tt, index) + QStringLiteral("<br>") + workedNumbers(tt);
}

} // namespace

std::unique_ptr<ScenePainter> driftingStreamPainter()
{
    return std::make_unique<DriftingStreamPainter>();
}

} // namespace sgd::ui
