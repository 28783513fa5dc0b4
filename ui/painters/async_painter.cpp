// Asynchronous SGD: the server's staircase of weights over time, the stale gaps, and one lane per
// worker showing that nobody is interrupted mid-gradient. One frame is one applied gradient.

#include "draw.h"
#include "painters.h"
#include "topology_view.h"

#include <QFontMetricsF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <functional>

namespace sgd::ui {
namespace {

using draw::num;
using panel::caption;
using panel::clamp01;
using panel::fitText;
using panel::legendRow;

// Weights: the one number format (number_format.h), as in the narration and the table.
QString wnum(double v) { return num(v); }

enum Kind { Applied = 0, Lost = 1, SspWait = 2, Down = 3, Unfinished = 4 };

struct Interval {
    int worker = 0; // 0-based
    double start = 0, end = 0;
    int kind = 0;
    int update = 0;
};

std::vector<Interval> intervalsOf(const Trace &tr)
{
    std::vector<Interval> out;
    const Matrix *m = tr.meta.matrix("worker_intervals");
    if (!m || m->cols < 5)
        return out;
    for (int r = 0; r < m->rows; ++r)
        out.push_back({int(m->at(r, 0)) - 1, m->at(r, 1), m->at(r, 2), int(m->at(r, 3)), int(m->at(r, 4))});
    return out;
}

QColor workerColor(const Style &s, int w) { return s.series[((w % 8) + 8) % 8]; }

/// The time the picture shows: the frame's arrival, moving toward the next one with the animation.
double cursorTime(const PaintContext &ctx) { return ctx.lerp("time"); }

/// The update the header, counters and side card describe: the frame shown at rest, the one the
/// transition moves to while it plays (frame 0 is the start, before any gradient arrived).
const Frame &shownFrame(const PaintContext &ctx) { return ctx.trace.frames.at(std::size_t(ctx.shownStep())); }

/// Frame 0 is the start: no gradient has arrived, so it names no worker.
bool isStart(const Frame &f) { return f.num("worker") < 1; }

struct Layout {
    QRectF title, counters, chart, lanes, legend, side;
};

Layout layoutFor(const QRectF &area, const Style &s, bool side, double legendH)
{
    Layout l;
    const double pad = 8 * std::max(1.0, s.fontScale);
    const QRectF body = area.adjusted(pad, pad * 0.5, -pad, -pad);
    const QFontMetricsF ft(s.scaledFont(1.25, true)), fm(s.scaledFont(1.0));
    l.title = QRectF(body.left(), body.top(), body.width(), ft.height() + 6);
    l.counters = QRectF(body.left(), l.title.bottom(), body.width(), fm.height() * 1.6);
    const double top = l.counters.bottom() + 4;
    const double leftW = side ? body.width() * 0.7 : body.width();
    const double h = body.bottom() - top;
    l.chart = QRectF(body.left(), top, leftW, h * 0.56);
    l.lanes = QRectF(body.left(), l.chart.bottom() + 2, leftW, h - l.chart.height() - legendH - 2);
    l.legend = QRectF(body.left(), l.lanes.bottom(), leftW, legendH);
    if (side)
        l.side = QRectF(body.left() + leftW + pad * 1.5, top, body.width() - leftW - pad * 1.5, h);
    return l;
}

/// The side card's text: lines top-down in `r`, each fitted to its width, dropped once the card is full.
struct SideCard {
    QPainter &p;
    QRectF r;
    QFont body, bold;
    double lh;
    double y;
    SideCard(QPainter &painter, const QRectF &area, const Style &s)
        : p(painter), r(area), body(s.scaledFont(0.92)), bold(s.scaledFont(0.92, true)), lh(QFontMetricsF(body).height() + 3), y(area.top() + 2)
    {
    }
    bool full() const { return y + lh > r.bottom(); }
    QRectF row() const { return QRectF(r.left() + 4, y, r.width() - 8, lh); }
    void line(const QString &text, const QColor &c, bool b = false)
    {
        if (full())
            return;
        p.setPen(c);
        fitText(p, row(), text, b ? bold : body, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        y += lh;
    }
    /// The first of `texts` that fits (longest first), in bold: never cut off mid-number.
    void firstFitting(const QStringList &texts, const QColor &c)
    {
        if (full())
            return;
        p.setPen(c);
        panel::fitFirst(p, row(), texts, bold, Qt::AlignLeft | Qt::AlignVCenter, 0.85);
        y += lh;
    }
    /// The framed box the first lines sit in, `lines` lines tall.
    void frame(const QColor &edge, const QColor &fill, int lines)
    {
        p.setPen(QPen(edge, 2));
        p.setBrush(fill);
        p.drawRoundedRect(QRectF(r.left(), y - 2, r.width(), std::min(lh * lines + 10, r.height())), 6, 6);
        y += 3;
    }
};

class AsyncPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("async"); }
    QStringList views() const override { return {QStringLiteral("scene"), QStringLiteral("staircase"), QStringLiteral("lanes")}; }
    QList<ViewOption> options() const override
    {
        return {{QStringLiteral("compare"), QStringLiteral("Compare with synchronous SGD"),
                 QStringLiteral("Overlay what synchronous SGD with the same workers would have done on the same clock"), false}};
    }
    int transitionMs() const override { return 1200; }
    QStringList tableColumns() const override
    {
        // Staleness and gap, the lecture's point, come first: they stay in view in a narrow table.
        return {QStringLiteral("update"), QStringLiteral("worker"), QStringLiteral("staleness"), QStringLiteral("gap"), QStringLiteral("time"),
                QStringLiteral("w_read"), QStringLiteral("w_before"), QStringLiteral("grad"), QStringLiteral("w_after")};
    }
    QStringList tableHeaders() const override
    {
        return {QStringLiteral("update"), QStringLiteral("worker"), QStringLiteral("staleness τ"), QStringLiteral("gap"), QStringLiteral("time"),
                QStringLiteral("w read"), QStringLiteral("w before apply"), QStringLiteral("gradient"), QStringLiteral("w after")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override
    {
        const Style fitted = topo::fitStyleToArea(outer.style, area);
        const PaintContext ctx{outer.trace, outer.index, outer.t, fitted, outer.options, outer.view};
        const Style &s = ctx.style;
        p.save();
        p.fillRect(area, s.background);
        p.setRenderHint(QPainter::Antialiasing);
        if (ctx.trace.frames.empty()) {
            draw::drawTitle(p, area, QStringLiteral("Asynchronous SGD: no updates"), s);
            p.restore();
            return;
        }
        const Axis ax = timeAxis(ctx);
        const double pad = 8 * std::max(1.0, s.fontScale);
        const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
        if (ctx.view == QLatin1String("staircase")) {
            paintStaircase(p, inner, ctx, ax);
        } else if (ctx.view == QLatin1String("lanes")) {
            const double legendH = legendHeight(p, inner.width(), ctx);
            paintLanes(p, inner.adjusted(0, 0, 0, -legendH), ctx, ax, true);
            paintLegend(p, QRectF(inner.left(), inner.bottom() - legendH, inner.width(), legendH), ctx);
        } else {
            const bool side = area.width() >= 900 * std::min(1.0, std::sqrt(s.fontScale));
            const double pad2 = 8 * std::max(1.0, s.fontScale);
            const double leftW = (area.width() - 2 * pad2) * (side ? 0.7 : 1.0);
            const Layout l = layoutFor(area, s, side, legendHeight(p, leftW, ctx));
            paintTitle(p, l.title, ctx);
            paintCounters(p, l.counters, ctx);
            paintStaircase(p, l.chart, ctx, ax);
            paintLanes(p, l.lanes, ctx, ax, false);
            paintLegend(p, l.legend, ctx);
            if (side)
                paintSide(p, l.side, ctx);
        }
        p.restore();
    }

    QString narration(const Trace &trace, int index, const QVariantMap &options) const override
    {
        if (trace.frames.empty())
            return QStringLiteral("No gradient reached the server.");
        index = std::clamp(index, 0, int(trace.frames.size()) - 1);
        const Frame &f = trace.frames[std::size_t(index)];
        const int w = int(f.num("worker"));
        const double tau = f.num("staleness");
        const double time = f.num("time");
        QString out = QStringLiteral("<b>Update %1 of %2 at t = %3%4</b> ")
                          .arg(index)
                          .arg(int(trace.frames.size()) - 1)
                          .arg(num(time), isStart(f) ? QStringLiteral(": the start.") : QStringLiteral("."));
        if (isStart(f))
            return out + startNarration(trace, f) + compareNarration(trace, options);
        out += QStringLiteral("Worker %1 finishes the gradient it began at t = %2, when it read w = %3 (server version %4), and pushes g = %5. ")
                   .arg(w)
                   .arg(num(f.num("start_time")), wnum(f.num("w_read")), num(f.num("read_version")), num(f.num("grad")));
        if (tau <= 0)
            out += QStringLiteral("Nothing was written since that read, so this gradient is fresh (τ = 0, gap 0). ");
        else
            out += QStringLiteral("Meanwhile the server applied %1 other update%2, so the gradient is <b>τ = %1 stale</b>: it was computed "
                                  "for w = %3 but lands on w = %4, a gap of <b>%5</b>. ")
                       .arg(num(tau), tau == 1 ? QString() : QStringLiteral("s"), wnum(f.num("w_read")), wnum(f.num("w_before")), num(f.num("gap")));
        out += QStringLiteral("The server does not wait for anyone: it applies it at once, w = %1 − %2 × (%3) = <b>%4</b>. ")
                   .arg(wnum(f.num("w_before")), num(f.num("eta_used")), num(f.num("grad")), wnum(f.num("w_after")));
        if (trace.params.str("lr_rule") == "staleness")
            out += QStringLiteral("(The staleness rule shrank the step to η/(1+τ) = %1.) ").arg(num(f.num("eta_used")));

        // Who is busy right now, and what the pushing worker does next (all from the interval table).
        QStringList busy;
        bool restarts = false, waits = false;
        for (const Interval &iv : intervalsOf(trace)) {
            if (iv.worker != w - 1 && (iv.kind == Applied || iv.kind == Unfinished || iv.kind == Lost) && iv.start < time - 1e-12 &&
                iv.end > time + 1e-12)
                busy << QString::number(iv.worker + 1);
            if (iv.worker == w - 1 && std::abs(iv.start - time) < 1e-9) {
                if (iv.kind == SspWait)
                    waits = true;
                else if (iv.kind != Down)
                    restarts = true;
            }
        }
        std::sort(busy.begin(), busy.end(), [](const QString &a, const QString &b) { return a.toInt() < b.toInt(); });
        if (!busy.isEmpty())
            out += QStringLiteral("Worker%1 %2 %3 in the middle of %4 own gradient%5 and simply carr%6 on: the server never interrupts "
                                  "a busy worker or makes it restart with the new weight. ")
                       .arg(busy.size() == 1 ? QString() : QStringLiteral("s"),
                            busy.size() == 1 ? busy.first() : busy.mid(0, busy.size() - 1).join(QStringLiteral(", ")) + QStringLiteral(" and ") + busy.last(),
                            busy.size() == 1 ? QStringLiteral("is") : QStringLiteral("are"), busy.size() == 1 ? QStringLiteral("its") : QStringLiteral("their"),
                            busy.size() == 1 ? QString() : QStringLiteral("s"), busy.size() == 1 ? QStringLiteral("ies") : QStringLiteral("y"));
        if (restarts)
            out += QStringLiteral("Worker %1 is free, so it pulls the newest w = %2 and starts its next gradient straight away. ")
                       .arg(w)
                       .arg(wnum(f.num("w_after")));
        else if (waits)
            out += QStringLiteral("Worker %1 is too far ahead of the slowest worker (SSP bound), so it waits before pulling again. ").arg(w);
        out += QStringLiteral("<br>Server writes so far: <b>%1</b>; synchronous SGD, averaging the same gradients, would have written <b>%2</b> "
                              "time%3.")
                   .arg(num(f.num("server_writes")), num(f.num("sync_writes_same_work")),
                        f.num("sync_writes_same_work") == 1 ? QString() : QStringLiteral("s"));
        return out + compareNarration(trace, options);
    }

private:
    /// Frame 0 in words: everyone read w0 and is computing; nothing has landed, so the class can predict.
    static QString startNarration(const Trace &trace, const Frame &f)
    {
        QStringList times;
        const auto &compute = trace.meta.vec("compute_times");
        for (std::size_t i = 0; i < compute.size(); ++i)
            times << QStringLiteral("worker %1 needs %2 s").arg(i + 1).arg(num(compute[i]));
        QString out = QStringLiteral("Every worker has read w = %1 from the server (version %2) and is computing its first gradient")
                          .arg(wnum(f.num("w_read")), num(f.num("read_version")));
        out += times.isEmpty() ? QStringLiteral(". ") : QStringLiteral(": ") + times.join(QStringLiteral(", ")) + QStringLiteral(". ");
        out += QStringLiteral("Nothing has reached the server yet, so there is no staleness and no gap. <i>Predict:</i> whose gradient "
                              "lands first, and what does it do to w? And when the others land, is w still the weight they were "
                              "computed for?");
        return out;
    }

    static QString compareNarration(const Trace &trace, const QVariantMap &options)
    {
        if (!options.value(QStringLiteral("compare")).toBool())
            return {};
        return QStringLiteral(" The dashed staircase is synchronous SGD on the same clock: one averaged update every %1 s, when the slowest "
                              "worker is done.")
            .arg(num(trace.meta.num("sync_round_time")));
    }

    struct Axis {
        double t0 = 0, t1 = 1;
        double w0 = 0, w1 = 1;
    };

    Axis timeAxis(const PaintContext &ctx) const
    {
        Axis a;
        const Trace &tr = ctx.trace;
        const bool compare = ctx.options.value(QStringLiteral("compare")).toBool();
        a.t1 = tr.frames.back().num("time");
        for (const Interval &iv : intervalsOf(tr))
            a.t1 = std::max(a.t1, iv.end);
        // The whole run's range keeps the axis still while stepping; a run that blows up later
        // would flatten the early steps, so then only the steps shown so far count.
        auto range = [&](int last) {
            double lo = tr.meta.num("w0"), hi = lo;
            for (int i = 0; i <= last && i < int(tr.frames.size()); ++i)
                for (const char *k : {"w_read", "w_before", "w_after"}) {
                    lo = std::min(lo, tr.frames[std::size_t(i)].num(k));
                    hi = std::max(hi, tr.frames[std::size_t(i)].num(k));
                }
            return std::make_pair(lo, hi);
        };
        auto [lo, hi] = range(int(tr.frames.size()) - 1);
        const auto [loNow, hiNow] = range(ctx.index + 1);
        if (hi - lo > 4 * std::max(hiNow - loNow, 1e-9)) {
            lo = loNow;
            hi = hiNow;
        }
        const double best = tr.meta.num("w_best");
        if (std::isfinite(best) && best >= lo - (hi - lo) * 0.5 && best <= hi + (hi - lo) * 0.5) {
            lo = std::min(lo, best);
            hi = std::max(hi, best);
        }
        if (compare) {
            for (double v : tr.meta.vec("sync_weights")) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
            for (double v : tr.meta.vec("sync_times"))
                a.t1 = std::max(a.t1, v);
        }
        const double pad = std::max(1e-6, (hi - lo) * 0.08);
        a.w0 = lo - pad;
        a.w1 = hi + pad * 1.6;
        a.t1 = std::max(a.t1 * 1.02, 1e-6);
        return a;
    }

    double plotLeft(const QRectF &r, const Style &s) const
    {
        const QFontMetricsF fm2(s.scaledFont(1.0));
        return r.left() + 64 + fm2.height() + 6;
    }

    // ---------------------------------------------------------------- header
    void paintTitle(QPainter &p, const QRectF &r, const PaintContext &ctx) const
    {
        const Style &s = ctx.style;
        const QString text = QStringLiteral("Asynchronous SGD · update %1 of %2 · t = %3 · %4 workers · no barrier")
                                 .arg(ctx.shownStep())
                                 .arg(ctx.lastStep())
                                 .arg(num(cursorTime(ctx)))
                                 .arg(num(ctx.trace.meta.num("workers")));
        p.save();
        p.setPen(s.foreground);
        fitText(p, r, text, s.scaledFont(1.25, true), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        p.restore();
    }

    void paintCounters(QPainter &p, const QRectF &r, const PaintContext &ctx) const
    {
        const Style &s = ctx.style;
        const Frame &f = shownFrame(ctx);
        p.save();
        QFont bold = s.scaledFont(1.0, true);
        const QFontMetricsF fm(bold);
        const QString a = QStringLiteral("server writes so far: %1").arg(num(f.num("server_writes")));
        const QString b = QStringLiteral("synchronous SGD, same gradients: %1").arg(num(f.num("sync_writes_same_work")));
        const double h = std::min(r.height() - 2, fm.height() + 8);
        double x = r.left();
        auto chip = [&](const QString &text, const QColor &c) {
            const double w = std::min(fm.horizontalAdvance(text) + 20, r.right() - x);
            if (w <= 10)
                return;
            const QRectF box(x, r.center().y() - h / 2, w, h);
            p.setPen(QPen(c, 1.5));
            p.setBrush(s.panel);
            p.drawRoundedRect(box, h / 2, h / 2);
            p.setPen(c);
            fitText(p, box.adjusted(8, 0, -8, 0), text, bold, Qt::AlignCenter, 0.6);
            x += w + 10;
        };
        chip(a, s.accent);
        chip(b, ctx.options.value(QStringLiteral("compare")).toBool() ? s.foreground : s.muted);
        p.restore();
    }

    // ---------------------------------------------------------------- the staircase
    void paintStaircase(QPainter &p, const QRectF &area, const PaintContext &ctx, const Axis &axis) const
    {
        const Style &s = ctx.style;
        const Trace &tr = ctx.trace;
        const bool compare = ctx.options.value(QStringLiteral("compare")).toBool();
        QRectF r = caption(p, area, QStringLiteral("Server weight w over time: one step per arriving gradient"), s);
        const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
        draw::Axes ax;
        ax.plot = QRectF(plotLeft(r, s), r.top() + 4, r.right() - plotLeft(r, s) - 8, r.height() - fm.height() - 10);
        if (ax.plot.width() < 40 || ax.plot.height() < 30)
            return;
        ax.x0 = axis.t0;
        ax.x1 = axis.t1;
        ax.y0 = axis.w0;
        ax.y1 = axis.w1;
        panel::drawAxes(p, ax, s, QString(), QStringLiteral("w on the server"));
        const double now = cursorTime(ctx);
        const int cur = ctx.index;

        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        // Best weight, for orientation.
        const double best = tr.meta.num("w_best");
        if (std::isfinite(best) && best > ax.y0 && best < ax.y1) {
            p.setPen(QPen(s.muted, 1.2, Qt::DotLine));
            p.drawLine(ax.map(ax.x0, best), ax.map(ax.x1, best));
            p.setFont(s.scaledFont(0.8));
            p.setPen(s.muted);
            p.drawText(QRectF(ax.plot.left() + 4, ax.mapY(best) - fm.height() - 1, ax.plot.width() * 0.5, fm.height()),
                       Qt::AlignLeft | Qt::AlignBottom, QStringLiteral("best w = %1").arg(num(best)));
        }

        // Synchronous SGD on the same clock.
        if (compare) {
            const auto &st = tr.meta.vec("sync_times");
            const auto &sw = tr.meta.vec("sync_weights");
            QPainterPath sp;
            for (std::size_t i = 0; i < st.size() && i < sw.size(); ++i) {
                if (i == 0)
                    sp.moveTo(ax.map(st[0], sw[0]));
                else {
                    if (st[i] > now + 1e-12) {
                        sp.lineTo(ax.map(now, sw[i - 1]));
                        break;
                    }
                    sp.lineTo(ax.map(st[i], sw[i - 1]));
                    sp.lineTo(ax.map(st[i], sw[i]));
                }
                if (i + 1 == st.size())
                    sp.lineTo(ax.map(std::min(now, ax.x1), sw[i]));
            }
            p.setPen(QPen(s.foreground, s.lineWidth * 1.3, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawPath(sp);
            p.setFont(s.scaledFont(0.85));
            p.setPen(s.foreground);
            for (std::size_t i = 1; i < st.size() && i < sw.size(); ++i)
                if (st[i] <= now + 1e-12) {
                    p.setBrush(s.foreground);
                    p.drawEllipse(ax.map(st[i], sw[i]), 3.5, 3.5);
                    p.drawText(QRectF(ax.mapX(st[i]) - 60, ax.mapY(sw[i]) + 3, 56, fm.height()), Qt::AlignRight | Qt::AlignTop,
                               wnum(sw[i]));
                }
        }

        // The server staircase up to now.
        QPainterPath path;
        path.moveTo(ax.map(0, tr.meta.num("w0")));
        double w = tr.meta.num("w0");
        for (int i = 0; i <= cur && i < int(tr.frames.size()); ++i) {
            const Frame &f = tr.frames[std::size_t(i)];
            path.lineTo(ax.map(f.num("time"), w));
            w = f.num("w_after");
            path.lineTo(ax.map(f.num("time"), w));
        }
        path.lineTo(ax.map(now, w));
        p.setPen(QPen(s.accent, s.lineWidth * 1.5, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        draw::drawCurve(p, path);

        // Stale reads: a dashed line at the weight each worker read, and the gap at apply time.
        std::vector<QRectF> taken;
        // QRectF::intersects for rectangles of positive size, inline: with hundreds of updates the
        // labels test it hundreds of thousands of times a frame.
        auto overlap = [](const QRectF &a, const QRectF &b) {
            return a.width() > 0 && a.height() > 0 && b.width() > 0 && b.height() > 0 ? a.left() < b.right() && b.left() < a.right() &&
                                                                                            a.top() < b.bottom() && b.top() < a.bottom()
                                                                                      : a.intersects(b);
        };
        std::function<bool(const QRectF &)> clearOf = [](const QRectF &) { return true; };
        auto place = [&](QRectF box) {
            if (!clearOf(box))
                return false;
            for (const QRectF &t : taken)
                if (overlap(t, box))
                    return false;
            if (!ax.plot.adjusted(-2, -2, 2, 2).contains(box))
                return false;
            taken.push_back(box);
            return true;
        };
        QFont small = s.scaledFont(0.85, true);
        const QFontMetricsF sf(small);
        // Lines the labels must not cover: the staircase risers, the gaps and the arrival dots.
        std::vector<QRectF> obstacles;
        for (int i = 1; i <= cur && i < int(tr.frames.size()); ++i) {
            const Frame &f = tr.frames[std::size_t(i)];
            const double x = ax.mapX(f.num("time"));
            const double ys[] = {ax.mapY(f.num("w_read")), ax.mapY(f.num("w_before")), ax.mapY(f.num("w_after"))};
            const double y0 = *std::min_element(std::begin(ys), std::end(ys)), y1 = *std::max_element(std::begin(ys), std::end(ys));
            obstacles.emplace_back(x - 3, y0 - 2, 6, y1 - y0 + 4);
        }
        // Arrivals come in time order, so the obstacles are sorted by x and all of the same width:
        // only those whose left edge lies within one obstacle width left of the box can meet it.
        const bool byX = std::is_sorted(obstacles.begin(), obstacles.end(), [](const QRectF &a, const QRectF &b) { return a.left() < b.left(); });
        auto clear = [&](const QRectF &box) {
            auto from = obstacles.begin();
            if (byX)
                from = std::lower_bound(obstacles.begin(), obstacles.end(), box.left() - 7,
                                        [](const QRectF &o, double x) { return o.left() < x; });
            for (auto it = from; it != obstacles.end(); ++it) {
                if (byX && it->left() > box.right())
                    break;
                if (overlap(*it, box))
                    return false;
            }
            return true;
        };
        clearOf = clear;
        // Lines first: the weight each worker read (dashed) and the stale gap at apply time.
        for (int i = std::min(cur, int(tr.frames.size()) - 1); i >= 1; --i) {
            const Frame &f = tr.frames[std::size_t(i)];
            const QColor wc = workerColor(s, int(f.num("worker")) - 1);
            const double t0 = f.num("start_time"), t1 = f.num("time");
            const double wr = f.num("w_read"), wb = f.num("w_before");
            const bool isCur = i == cur;
            p.setPen(QPen(wc, isCur ? s.lineWidth * 1.2 : s.lineWidth * 0.8, Qt::DashLine));
            p.drawLine(ax.map(t0, wr), ax.map(t1, wr));
            p.setBrush(wc);
            p.setPen(Qt::NoPen);
            p.drawEllipse(ax.map(t0, wr), 3, 3);
            if (std::abs(wb - wr) > 1e-12) {
                QColor gc = s.warning;
                if (!isCur)
                    gc.setAlphaF(0.75);
                p.setPen(QPen(gc, isCur ? s.lineWidth * 2.4 : s.lineWidth * 1.5, Qt::SolidLine, Qt::FlatCap));
                p.drawLine(ax.map(t1, wr), ax.map(t1, wb));
            }
        }

        // Labels, by priority: the current gap, the staircase values, then older gaps (newest first).
        struct Label {
            QRectF box;
            QString text;
            QColor color;
            bool boxed;
        };
        std::vector<Label> labels;
        auto gapLabel = [&](int i, bool force) {
            const Frame &f = tr.frames[std::size_t(i)];
            const double t1 = f.num("time"), wr = f.num("w_read"), wb = f.num("w_before");
            const bool stale = f.num("staleness") > 0;
            const QString text = stale ? QStringLiteral("gap %1 · τ = %2").arg(num(f.num("gap")), num(f.num("staleness")))
                                       : QStringLiteral("τ = 0, fresh");
            const double tw = sf.horizontalAdvance(text) + 10, th = sf.height() + 4;
            const QPointF mid = ax.map(t1, (wr + wb) / 2);
            const double xr = mid.x() + 6, xl = mid.x() - tw - 6;
            const double yc = mid.y() - th / 2, yb = std::max(ax.mapY(wr), ax.mapY(wb)) + 3, ya = std::min(ax.mapY(wr), ax.mapY(wb)) - th - 3;
            QRectF b(QPointF(xr, yc), QSizeF(tw, th));
            for (QPointF tl : {QPointF(xr, yc), QPointF(xl, yc), QPointF(xr, yb), QPointF(xl, yb), QPointF(xr, ya), QPointF(xl, ya),
                               QPointF(xr, yb + th + 2), QPointF(xl, yb + th + 2)}) {
                b.moveTopLeft(tl);
                if (place(b)) {
                    labels.push_back({b, text, stale ? s.warning : s.muted, true});
                    return;
                }
            }
            if (force) {
                b.moveTopLeft(QPointF(xr + tw > ax.plot.right() ? xl : xr, yc));
                taken.push_back(b);
                labels.push_back({b, text, stale ? s.warning : s.muted, true});
            }
        };
        clearOf = clear;
        if (cur >= 1 && cur < int(tr.frames.size())) // frame 0, the start, has no gradient and so no gap
            gapLabel(cur, true);
        {
            const QString w0t = wnum(tr.meta.num("w0"));
            QRectF b(ax.plot.left() + 4, ax.mapY(tr.meta.num("w0")) - sf.height() - 2, sf.horizontalAdvance(w0t) + 6, sf.height());
            if (place(b))
                labels.push_back({b, w0t, s.accent, false});
        }
        for (int i = std::min(cur, int(tr.frames.size()) - 1); i >= 1; --i) {
            const Frame &f = tr.frames[std::size_t(i)];
            const QPointF top = ax.map(f.num("time"), f.num("w_after"));
            const QString text = wnum(f.num("w_after"));
            const double tw = sf.horizontalAdvance(text) + 6;
            const bool up = f.num("w_after") >= f.num("w_before");
            QRectF b(top.x() + 3, up ? top.y() - sf.height() - 2 : top.y() + 2, tw, sf.height());
            if (place(b) || (b.moveLeft(top.x() - tw - 3), place(b)))
                labels.push_back({b, text, s.accent, false});
        }
        for (int i = std::min(cur, int(tr.frames.size()) - 1) - 1; i >= 1; --i)
            gapLabel(i, false);
        for (const Label &l : labels) {
            p.setFont(small);
            if (l.boxed) {
                QColor bg = s.background;
                bg.setAlphaF(0.9);
                p.setPen(QPen(l.color, 1));
                p.setBrush(bg);
                p.drawRoundedRect(l.box, 4, 4);
            }
            p.setPen(l.color);
            p.drawText(l.box, Qt::AlignCenter, l.text);
        }
        // Arrival dots and the time cursor.
        p.setPen(Qt::NoPen);
        for (int i = 1; i <= cur && i < int(tr.frames.size()); ++i) {
            const Frame &f = tr.frames[std::size_t(i)];
            p.setBrush(workerColor(s, int(f.num("worker")) - 1));
            p.drawEllipse(ax.map(f.num("time"), f.num("w_after")), i == cur ? 6 : 4, i == cur ? 6 : 4);
        }
        drawCursor(p, ax.plot, ax.mapX(now), s, true, now);
        p.restore();
    }

    void drawCursor(QPainter &p, const QRectF &plot, double x, const Style &s, bool label, double now) const
    {
        p.save();
        p.setPen(QPen(s.foreground, 1.2, Qt::SolidLine));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        if (label) {
            p.setFont(s.scaledFont(0.85, true));
            const QFontMetricsF fm(p.font());
            const QString t = QStringLiteral("t = %1").arg(num(now));
            const double w = fm.horizontalAdvance(t) + 10;
            QRectF b(x - w / 2, plot.top() + 2, w, fm.height() + 2);
            if (b.right() > plot.right())
                b.moveRight(plot.right());
            if (b.left() < plot.left())
                b.moveLeft(plot.left());
            p.setPen(Qt::NoPen);
            p.setBrush(s.foreground);
            p.drawRoundedRect(b, 4, 4);
            p.setPen(s.background);
            p.drawText(b, Qt::AlignCenter, t);
        }
        p.restore();
    }

    // ---------------------------------------------------------------- worker lanes
    void paintLanes(QPainter &p, const QRectF &area, const PaintContext &ctx, const Axis &axis, bool ownCaption) const
    {
        const Style &s = ctx.style;
        const Trace &tr = ctx.trace;
        QRectF r = area;
        if (ownCaption)
            r = caption(p, area, QStringLiteral("Workers: pull, compute, push, never interrupted"), s);
        const int k = int(tr.meta.num("workers"));
        if (k <= 0)
            return;
        const QFontMetricsF fm(s.scaledFont(0.9)), fm2(s.scaledFont(1.0));
        draw::Axes ax;
        ax.plot = QRectF(plotLeft(r, s), r.top() + 2, r.right() - plotLeft(r, s) - 8, r.height() - fm.height() - fm2.height() - 12);
        if (ax.plot.height() < 10)
            return;
        ax.x0 = axis.t0;
        ax.x1 = axis.t1;
        ax.y0 = 0;
        ax.y1 = k;
        // Time axis only (no w grid): ticks and title.
        p.save();
        p.setFont(s.scaledFont(0.9));
        const double xs = draw::niceStep(ax.x1 - ax.x0);
        for (double x = std::ceil(ax.x0 / xs) * xs; x <= ax.x1 + 1e-9; x += xs) {
            const double px = ax.mapX(x);
            p.setPen(QPen(s.grid, 1));
            p.drawLine(QPointF(px, ax.plot.top()), QPointF(px, ax.plot.bottom()));
            p.setPen(s.muted);
            p.drawText(QRectF(px - 40, ax.plot.bottom() + 3, 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop, num(std::abs(x) < 1e-12 ? 0.0 : x));
        }
        p.setFont(s.scaledFont(1.0));
        p.setPen(s.foreground);
        p.drawText(QRectF(ax.plot.left(), ax.plot.bottom() + 3 + fm.height(), ax.plot.width(), fm2.height() + 2), Qt::AlignHCenter | Qt::AlignTop,
                   QStringLiteral("server time"));

        const double laneH = ax.plot.height() / k;
        const double now = cursorTime(ctx);
        const auto &compute = tr.meta.vec("compute_times");
        QFont laneFont = s.scaledFont(0.85, true);
        if (laneH < QFontMetricsF(laneFont).height() * 1.05)
            laneFont.setPointSizeF(laneFont.pointSizeF() * std::max(0.55, laneH / (QFontMetricsF(laneFont).height() * 1.05)));
        const QFontMetricsF lf(laneFont);
        const bool labelAll = laneH >= lf.height() * 0.9;
        for (int w = 0; w < k; ++w) {
            const QRectF lane(ax.plot.left(), ax.plot.top() + w * laneH, ax.plot.width(), laneH);
            if (w % 2 == 1) {
                QColor band = s.panel;
                p.fillRect(lane, band);
            }
            if (labelAll || w % 2 == 0) {
                p.setFont(laneFont);
                p.setPen(workerColor(s, w));
                const QString name = w < int(compute.size()) && laneH >= lf.height() * 1.9
                                         ? QStringLiteral("W%1\n%2 s").arg(w + 1).arg(num(compute[std::size_t(w)]))
                                         : QStringLiteral("W%1 · %2 s").arg(w + 1).arg(w < int(compute.size()) ? num(compute[std::size_t(w)]) : QString());
                fitText(p, QRectF(r.left(), lane.top(), ax.plot.left() - r.left() - 6, lane.height()), name, laneFont,
                        Qt::AlignRight | Qt::AlignVCenter, 0.6);
            }
        }
        p.setPen(QPen(s.grid, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(ax.plot);

        // Intervals up to now. Those that ended before the last of 32 checkpoints on the time axis
        // look the same in every later frame: one cached layer per checkpoint, the rest drawn live.
        auto drawInterval = [&](QPainter &p, const Interval &iv) {
            const QRectF lane(ax.plot.left(), ax.plot.top() + iv.worker * laneH, ax.plot.width(), laneH);
            const double gap = std::min(4.0, laneH * 0.16);
            const double x0 = ax.mapX(iv.start);
            const bool finished = iv.end <= now + 1e-12;
            const double x1 = ax.mapX(std::min(iv.end, now));
            const QRectF bar(x0, lane.top() + gap, std::max(0.0, x1 - x0), lane.height() - 2 * gap);
            const QColor wc = workerColor(s, iv.worker);
            QString text;
            switch (iv.kind) {
            case Applied:
            case Unfinished: {
                QColor fill = wc;
                fill.setAlphaF(finished && iv.kind == Applied ? 0.85 : 0.4);
                p.setPen(QPen(wc, 1));
                p.setBrush(fill);
                p.drawRect(bar);
                if (!finished || iv.kind == Unfinished) {
                    // Still computing: show the whole planned bar faintly so it is plain nothing cuts it short.
                    p.setPen(QPen(wc, 1, Qt::DotLine));
                    p.setBrush(Qt::NoBrush);
                    p.drawRect(QRectF(x0, bar.top(), ax.mapX(iv.end) - x0, bar.height()));
                    text = QStringLiteral("computing");
                } else {
                    text = QStringLiteral("#%1").arg(iv.update);
                }
                break;
            }
            case Lost:
                p.setPen(QPen(s.warning, 1.5));
                p.setBrush(QBrush(s.warning, Qt::BDiagPattern));
                p.drawRect(bar);
                text = QStringLiteral("lost");
                break;
            case SspWait:
                p.setPen(QPen(s.idle, 1));
                p.setBrush(QBrush(s.idle, Qt::Dense5Pattern));
                p.drawRect(bar);
                text = QStringLiteral("wait (SSP)");
                break;
            case Down:
                p.setPen(QPen(s.muted, 1));
                p.setBrush(QBrush(s.muted, Qt::DiagCrossPattern));
                p.drawRect(bar);
                text = QStringLiteral("down");
                break;
            default:
                break;
            }
            // Leave room for the cross at the end of a lost gradient; a gradient still being computed
            // is named across its whole planned bar (at t = 0 nothing has been drawn of it yet).
            const bool running = (iv.kind == Applied && !finished) || iv.kind == Unfinished;
            const QRectF planned(x0, bar.top(), std::max(0.0, ax.mapX(iv.end) - x0), bar.height());
            const QRectF textBox = iv.kind == Lost && finished ? bar.adjusted(0, 0, -std::min(bar.height() / 2, 7.0) - 4, 0)
                                   : running                  ? planned
                                                              : bar;
            // (Most bars of a long run are a few pixels wide: no text fits, none is measured.)
            if (!text.isEmpty() && textBox.width() > 6 && bar.height() >= lf.height() * 0.7 && lf.horizontalAdvance(text) + 6 < textBox.width()) {
                p.setFont(laneFont);
                p.setPen(iv.kind == Applied && finished ? draw::textOn(draw::withAlpha(wc, 217), s.background) : s.foreground);
                p.drawText(textBox, Qt::AlignCenter, text);
            }
            // Pull mark at the start, push mark at the end of a gradient.
            const double mh = std::clamp(laneH * 0.28, 4.0, 9.0 * s.fontScale);
            if (iv.kind == Applied || iv.kind == Unfinished || iv.kind == Lost) {
                const double xp = x0 + mh * 0.75;
                const QPointF tri[3] = {{xp, bar.top() + mh * 0.5}, {xp - mh * 0.7, bar.top() - mh * 0.7}, {xp + mh * 0.7, bar.top() - mh * 0.7}};
                p.setPen(Qt::NoPen);
                p.setBrush(s.foreground);
                p.drawPolygon(tri, 3);
            }
            if (iv.kind == Applied && finished) {
                const double xe = ax.mapX(iv.end) - mh * 0.75;
                const QPointF tri[3] = {{xe, bar.top() - mh * 0.7}, {xe - mh * 0.7, bar.top() + mh * 0.5}, {xe + mh * 0.7, bar.top() + mh * 0.5}};
                p.setPen(Qt::NoPen);
                p.setBrush(s.accent);
                p.drawPolygon(tri, 3);
            }
            if (iv.kind == Lost && finished) {
                const double xe = ax.mapX(iv.end);
                p.setPen(QPen(s.warning, s.lineWidth * 1.3));
                const double c = std::min(bar.height() / 2, 7.0);
                p.drawLine(QPointF(xe - c, bar.center().y() - c), QPointF(xe + c, bar.center().y() + c));
                p.drawLine(QPointF(xe - c, bar.center().y() + c), QPointF(xe + c, bar.center().y() - c));
            }
        };
        const std::vector<Interval> intervals = intervalsOf(tr);
        const double span = (ax.x1 - ax.x0) / 32;
        // (A short run draws everything live: its few bars cost less than a layer.)
        const double checkpoint = span > 0 && intervals.size() > 400 ? ax.x0 + std::floor((now - ax.x0) / span) * span : -1e300;
        auto cached = [&](const Interval &iv) { return iv.worker >= 0 && iv.worker < k && iv.end <= checkpoint && iv.end <= now + 1e-12; };
        std::size_t key = std::hash<double>{}(checkpoint);
        auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
        for (double v : {ax.plot.left(), ax.plot.top(), ax.plot.width(), ax.plot.height(), ax.x0, ax.x1, double(k), s.fontScale, s.lineWidth})
            mixIn(v);
        for (const QColor &col : {s.foreground, s.accent, s.warning, s.idle, s.muted, s.background})
            mixIn(double(col.rgba()));
        for (int w = 0; w < k; ++w)
            mixIn(double(workerColor(s, w).rgba()));
        mixIn(double(qHash(laneFont.toString())));
        for (const Interval &iv : intervals)
            if (cached(iv))
                for (double v : {double(iv.worker), iv.start, iv.end, double(iv.kind), double(iv.update)})
                    mixIn(v);
        if (checkpoint > ax.x0)
            draw::drawCachedLayer(p, ax.plot.adjusted(-12, -12, 12, 12), key, [&](QPainter &p) {
                for (const Interval &iv : intervals)
                    if (cached(iv))
                        drawInterval(p, iv);
            });
        for (const Interval &iv : intervals)
            if (iv.worker >= 0 && iv.worker < k && iv.start <= now + 1e-12 && !cached(iv))
                drawInterval(p, iv);
        // The synchronous rounds on the same clock, when comparing.
        if (ctx.options.value(QStringLiteral("compare")).toBool()) {
            p.setPen(QPen(s.foreground, 1.2, Qt::DashLine));
            for (double st : tr.meta.vec("sync_times"))
                if (st > 0 && st <= ax.x1)
                    p.drawLine(QPointF(ax.mapX(st), ax.plot.top()), QPointF(ax.mapX(st), ax.plot.bottom()));
        }
        drawCursor(p, ax.plot, ax.mapX(now), s, false, now);
        p.restore();
    }

    static QList<panel::LegendItem> legendItems(const PaintContext &ctx)
    {
        const Style &s = ctx.style;
        QList<panel::LegendItem> items{
            {s.foreground, Qt::NoPen, QStringLiteral("▼ pull newest w"), Qt::NoBrush},
            {s.accent, Qt::NoPen, QStringLiteral("▲ push gradient"), Qt::NoBrush},
            {s.series[0], Qt::NoPen, QStringLiteral("computing (#update it became)"), Qt::SolidPattern},
            {s.warning, Qt::DashLine, QStringLiteral("w read, and the stale gap"), Qt::SolidPattern},
        };
        bool lost = false, ssp = false, down = false;
        for (const Interval &iv : intervalsOf(ctx.trace)) {
            lost |= iv.kind == Lost;
            ssp |= iv.kind == SspWait;
            down |= iv.kind == Down;
        }
        if (lost)
            items.push_back({s.warning, Qt::NoPen, QStringLiteral("lost (worker failed)"), Qt::BDiagPattern});
        if (ssp)
            items.push_back({s.idle, Qt::NoPen, QStringLiteral("waiting (SSP bound)"), Qt::Dense5Pattern});
        if (down)
            items.push_back({s.muted, Qt::NoPen, QStringLiteral("down"), Qt::DiagCrossPattern});
        if (ctx.options.value(QStringLiteral("compare")).toBool())
            items.push_back({s.foreground, Qt::DashLine, QStringLiteral("synchronous SGD"), Qt::SolidPattern});
        return items;
    }

    /// Height the legend needs at this width (it wraps onto more rows when narrow).
    static double legendHeight(QPainter &p, double width, const PaintContext &ctx)
    {
        return panel::legendRow(p, QRectF(0, 0, width - 4, 1), legendItems(ctx), ctx.style, 0.85, true) + 6;
    }

    void paintLegend(QPainter &p, const QRectF &r, const PaintContext &ctx) const
    {
        p.save();
        legendRow(p, r.adjusted(4, 2, 0, 0), legendItems(ctx), ctx.style, 0.85);
        p.restore();
    }

    // ---------------------------------------------------------------- side card: this update in words and numbers
    /// Frame 0: everyone has read w0 and is computing; the class can predict what lands first.
    void paintStartCard(QPainter &p, const QRectF &area, const PaintContext &ctx) const
    {
        const Style &s = ctx.style;
        const Frame &f = ctx.trace.frames.front();
        const QRectF r = caption(p, area, QStringLiteral("Update 0 of %1: the start, t = %2").arg(ctx.lastStep()).arg(num(f.num("time"))), s);
        p.save();
        SideCard card(p, r, s);
        card.frame(s.accent, s.panel, 4);
        card.line(QStringLiteral("no gradient has arrived yet"), s.accent, true);
        card.line(QStringLiteral("every worker read w = %1 at t = %2").arg(wnum(f.num("w_read")), num(f.num("start_time"))), s.foreground);
        card.line(QStringLiteral("server holds w = %1 (version %2)").arg(wnum(f.num("w_before")), num(f.num("read_version"))), s.foreground);
        card.line(QStringLiteral("no staleness, no gap yet"), s.foreground, true);
        card.y += 10;
        const auto &compute = ctx.trace.meta.vec("compute_times");
        card.line(QStringLiteral("all computing their first gradient:"), s.muted);
        QStringList times;
        for (std::size_t i = 0; i < compute.size(); ++i)
            times << QStringLiteral("W%1 %2 s").arg(i + 1).arg(num(compute[i]));
        card.firstFitting({times.join(QStringLiteral(" · ")), QStringLiteral("%1 workers").arg(compute.size())}, s.foreground);
        card.y += 8;
        card.line(QStringLiteral("Predict: whose gradient lands first,"), s.accent, true);
        card.line(QStringLiteral("and which one lands on a moved w?"), s.accent, true);
        p.restore();
    }

    void paintSide(QPainter &p, const QRectF &area, const PaintContext &ctx) const
    {
        const Style &s = ctx.style;
        const Trace &tr = ctx.trace;
        const Frame &f = shownFrame(ctx);
        const int w = int(f.num("worker"));
        if (isStart(f)) {
            paintStartCard(p, area, ctx);
            return;
        }
        QRectF r = caption(p, area, QStringLiteral("Update %1 of %2 at t = %3").arg(ctx.shownStep()).arg(ctx.lastStep()).arg(num(f.num("time"))), s);
        p.save();
        SideCard card(p, r, s);
        const QColor wc = workerColor(s, w - 1);
        card.frame(wc, s.panel, 6);
        card.line(QStringLiteral("worker %1 pushes g = %2").arg(w).arg(num(f.num("grad"))), wc, true);
        card.line(QStringLiteral("it read w = %1 at t = %2 (version %3)").arg(wnum(f.num("w_read")), num(f.num("start_time")), num(f.num("read_version"))),
                  s.foreground);
        card.line(QStringLiteral("server now holds w = %1").arg(wnum(f.num("w_before"))), s.foreground);
        card.line(QStringLiteral("staleness τ = %1 updates").arg(num(f.num("staleness"))), f.num("staleness") > 0 ? s.warning : s.foreground, true);
        card.line(QStringLiteral("gap = %1 − %2 = %3").arg(wnum(f.num("w_before")), wnum(f.num("w_read")), num(f.num("gap"))),
                  f.num("gap") != 0 ? s.warning : s.foreground, true);
        // The update in full, or tighter, or just its result.
        card.firstFitting({QStringLiteral("w = %1 − %2 × (%3) = %4").arg(wnum(f.num("w_before")), num(f.num("eta_used")), num(f.num("grad")),
                                                                       wnum(f.num("w_after"))),
                           QStringLiteral("w = %1 − %2·(%3) = %4").arg(wnum(f.num("w_before")), num(f.num("eta_used")), num(f.num("grad")),
                                                                     wnum(f.num("w_after"))),
                           QStringLiteral("new w = %1").arg(wnum(f.num("w_after")))},
                          s.accent);
        card.y += 10;
        // Who keeps computing: the server does not interrupt them.
        QStringList busy;
        const double time = f.num("time");
        for (const Interval &iv : intervalsOf(tr))
            if (iv.worker != w - 1 && (iv.kind == Applied || iv.kind == Unfinished || iv.kind == Lost) && iv.start < time - 1e-12 &&
                iv.end > time + 1e-12)
                busy << QStringLiteral("W%1").arg(iv.worker + 1);
        std::sort(busy.begin(), busy.end(), [](const QString &a, const QString &b) { return a.mid(1).toInt() < b.mid(1).toInt(); });
        if (!busy.isEmpty()) {
            card.line(QStringLiteral("still computing, not interrupted:"), s.muted);
            // Many workers: runs of numbers as ranges ("W1–W4, W6"), or just how many, rather
            // than a list shrunk past reading.
            QStringList runs;
            for (int i = 0; i < busy.size();) {
                int j = i;
                while (j + 1 < busy.size() && busy[j + 1].mid(1).toInt() == busy[j].mid(1).toInt() + 1)
                    ++j;
                runs << (j - i >= 2 ? busy[i] + QStringLiteral("–") + busy[j] : busy.mid(i, j - i + 1).join(QStringLiteral(", ")));
                i = j + 1;
            }
            card.firstFitting({busy.join(QStringLiteral(", ")), runs.join(QStringLiteral(", ")), QStringLiteral("%1 other workers").arg(busy.size())},
                              s.foreground);
        } else {
            card.line(QStringLiteral("no other worker is mid-gradient"), s.muted);
        }
        card.y += 8;
        const double lh = card.lh;
        const QFont &body = card.body, &bold = card.bold;
        double y = card.y;
        // Recent updates as a small table.
        const int rows = std::max(0, int((r.bottom() - y) / lh) - 1);
        if (rows > 0) {
            p.setPen(s.muted);
            const double cw = (r.width() - 8) / 4;
            const QStringList head{QStringLiteral("update"), QStringLiteral("worker"), QStringLiteral("τ"), QStringLiteral("gap")};
            for (int c = 0; c < 4; ++c)
                fitText(p, QRectF(r.left() + 4 + c * cw, y, cw, lh), head[c], bold, Qt::AlignLeft | Qt::AlignVCenter, 0.6);
            y += lh;
            const int last = ctx.shownStep();
            const int first = std::max(1, last - rows + 1); // frame 0, the start, is no update
            for (int i = first; i <= last; ++i) {
                const Frame &g = tr.frames[std::size_t(i)];
                const QStringList cells{num(g.num("update")), num(g.num("worker")), num(g.num("staleness")), num(g.num("gap"))};
                const QColor c = i == last ? s.foreground : s.muted;
                for (int col = 0; col < 4; ++col) {
                    p.setPen(col >= 2 && g.num("staleness") > 0 ? (i == last ? s.warning : s.muted) : c);
                    fitText(p, QRectF(r.left() + 4 + col * cw, y, cw, lh), cells[col], i == last ? bold : body, Qt::AlignLeft | Qt::AlignVCenter, 0.6);
                }
                y += lh;
            }
        }
        p.restore();
    }
};

} // namespace

std::unique_ptr<ScenePainter> makeAsyncPainter() { return std::make_unique<AsyncPainter>(); }

} // namespace sgd::ui
