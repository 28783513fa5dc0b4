#include "backup_workers_layout.h"

#include "ui/render/draw.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::backup_workers {

const BackupWorkersTrace &typed(const Trace &trace)
{
    return typedTrace<BackupWorkersTrace>(trace);
}

Layout layoutFor(const QRectF &area, const Style &s, BackupWorkersView view)
{
    Layout L;
    const double pad = s.padding();
    const panel::SceneHeader header = panel::splitSceneHeader(area, s);
    L.title = header.title;
    L.readout = header.readout;
    QRectF body = header.body;
    if (view == BackupWorkersView::Round) {
        L.round = body;
    } else if (view == BackupWorkersView::Ledger) {
        L.ledger = body;
    } else if (view == BackupWorkersView::Loss) {
        L.loss = body;
    } else if (view == BackupWorkersView::Hybrid) {
        L.hybrid = body;
    } else {
        const double topH = std::floor((body.height() - pad) * 0.46);
        const double leftW = std::floor((body.width() - pad * 2) * 0.58);
        L.round = QRectF(body.left(), body.top(), leftW, topH);
        L.ledger = QRectF(L.round.right() + pad * 2, body.top(), body.right() - L.round.right() - pad * 2, topH);
        const double bottomTop = body.top() + topH + pad, halfW = std::floor((body.width() - pad * 2) / 2);
        L.loss = QRectF(body.left(), bottomTop, halfW, body.bottom() - bottomTop);
        L.hybrid =
            QRectF(L.loss.right() + pad * 2, bottomTop, body.right() - L.loss.right() - pad * 2, body.bottom() - bottomTop);
    }
    return L;
}

Lanes lanesFor(const QRectF &r, const Style &s, int workers, double span)
{
    Lanes l;
    const QFontMetricsF lf(s.legendFont());
    l.labelW = lf.horizontalAdvance(QStringLiteral("W16")) + s.padding();
    l.span = span > 0 ? span : 1.0;
    l.axis = QRectF(r.left() + l.labelW, r.bottom() - lf.height() * 1.2, r.width() - l.labelW, lf.height() * 1.2);
    const double right = r.right() - lf.horizontalAdvance(QObject::tr("dropped")) * 0.5; // room for the last label
    l.plot = QRectF(r.left() + l.labelW, r.top(), std::max(10.0, right - r.left() - l.labelW),
                    std::max(10.0, l.axis.top() - r.top() - 2));
    const int k = std::max(1, workers);
    // Lanes no taller than three lines of text: a few workers do not become slabs.
    const double h = std::min(l.plot.height() / k, lf.height() * 3.0);
    l.plot.setHeight(h * k);
    l.axis.moveTop(l.plot.bottom() + 2);
    for (int i = 0; i < k; ++i)
        l.lane.emplace_back(l.plot.left(), l.plot.top() + h * i, l.plot.width(), h);
    return l;
}

double longestRound(const BackupWorkersTrace &tt)
{
    double span = 0;
    for (const BackupWorkersRound &f : tt.frames)
        span = std::max(span, f.full_barrier - f.round_start);
    return span > 0 ? span : 1.0;
}

std::vector<LedgerRow> ledgerRows(const QRectF &r, const Style &s)
{
    std::vector<LedgerRow> rows;
    const QFontMetricsF lf(s.panelFont());
    const double labelH = lf.height() * 1.15;
    const double rowH = std::min(r.height() / 3.0, labelH + lf.height() * 4.6); // two bars and a gap at most
    for (int i = 0; i < 3; ++i) {
        const QRectF row(r.left(), r.top() + rowH * i, r.width(), rowH);
        LedgerRow out;
        out.label = QRectF(row.left(), row.top(), row.width(), labelH);
        const double barH = std::max(4.0, std::min((row.height() - labelH) / 2.0 - 3.0, lf.height() * 1.6));
        out.syncBar = QRectF(row.left(), out.label.bottom() + 1, row.width(), barH);
        out.backupBar = QRectF(row.left(), out.syncBar.bottom() + 3, row.width(), barH);
        rows.push_back(out);
    }
    return rows;
}

Style panelStyle(BackupWorkersView view, const Style &s, const QRectF &panel, int workers)
{
    const double em = QFontMetricsF(s.bodyFont()).height();
    // Alone on the canvas, a few lanes or the three pairs of bars would sit small at the top of an
    // empty picture: zoom the type with the room, never past twice the size.
    if (view == BackupWorkersView::Round) {
        const double downEm = 3.0 * 0.85 * std::max(1, workers) + 4;
        return draw::zoomed(s, std::clamp(std::min(panel.width() / (40 * em), panel.height() / (downEm * em)), 1.0, 2.0));
    }
    if (view == BackupWorkersView::Ledger)
        return draw::zoomed(s, std::clamp(std::min(panel.width() / (40 * em), panel.height() / (22 * em)), 1.0, 2.0));
    return s;
}

QColor syncColor(const Style &s)
{
    return s.series[4];
}
QColor backupColor(const Style &s)
{
    return s.series[5];
}
QColor asyncColor(const Style &s)
{
    return s.series[6];
}
QColor hybridColor(const Style &s)
{
    return s.series[7];
}

namespace {

constexpr double kFloor = 1e-8; // a run that reached the best stays on the chart without stretching it

struct Run {
    QString name;
    QColor color;
    Qt::PenStyle dash;
    const std::vector<double> *t, *e;
    double headTime;       ///< the part up to here is drawn strong, the rest faint
    bool perRound = false; ///< point i is round i's outcome, that is frame i + 1's (Series::firstFrame 1)
};

/// The runs' curves; with spec.revealUpTo set (quiz mode) no run shows its future, not even faint.
void addRuns(chart::Spec &spec, const std::vector<Run> &runs, const Style &s)
{
    const bool quiz = spec.revealUpTo >= 0;
    double lo = 1e300, hi = kFloor * 10, tEnd = 1e-9;
    for (const Run &run : runs)
        for (std::size_t i = 0; i < run.t->size(); ++i) {
            const double v = std::max((*run.e)[i], kFloor);
            lo = std::min(lo, v), hi = std::max(hi, v), tEnd = std::max(tEnd, (*run.t)[i]);
        }
    for (const Run &run : runs) {
        chart::Series faint, strong;
        faint.color = draw::mix(run.color, s.background, 0.3); // opaque: a long curve strokes as fast segments
        faint.dash = run.dash;
        strong.name = run.name;
        strong.color = run.color;
        strong.dash = run.dash;
        strong.width = 1.15;
        faint.firstFrame = strong.firstFrame = run.perRound ? 1 : -1;
        for (std::size_t i = 0; i < run.t->size(); ++i) {
            const QPointF pt((*run.t)[i], std::max((*run.e)[i], kFloor));
            if (!quiz || run.perRound || pt.x() <= run.headTime)
                faint.points.push_back(pt);
            if (pt.x() <= run.headTime)
                strong.points.push_back(pt);
        }
        spec.series.push_back(std::move(faint));
        spec.series.push_back(std::move(strong));
    }
    spec.x.lo = 0;
    spec.x.hi = tEnd;
    spec.y.kind = chart::ScaleKind::Log;
    spec.y.lo = std::min(lo, hi / 10);
    spec.y.hi = hi * 2;
}

/// A log axis's tick: plain between 0.01 and 100, else a short power of ten ("10⁻⁶"), so the labels
/// stay narrow in presentation type.
QString logTick(double v)
{
    if (v >= 0.01 && v <= 100)
        return draw::num(v);
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    const int e = int(std::lround(std::log10(v)));
    QString out = QStringLiteral("10");
    if (e < 0)
        out += QStringLiteral("⁻");
    for (const QChar c : QString::number(std::abs(e)))
        out += digits[c.digitValue()];
    return std::abs(std::log10(v) - e) < 1e-9 ? out : draw::num(v);
}

chart::Spec baseSpec()
{
    chart::Spec spec;
    spec.y.label = logTick;
    spec.x.title = QObject::tr("wall-clock time (s)");
    spec.x.shortTitle = QObject::tr("time (s)");
    spec.y.title = QObject::tr("loss above the best (log scale)");
    spec.y.shortTitle = QObject::tr("loss above best");
    return spec;
}

} // namespace

chart::Spec lossSpec(const Trace &trace, const Style &s, int index, int revealUpTo)
{
    const BackupWorkersTrace &tt = typed(trace);
    const BackupWorkersMeta &m = tt.meta;
    const BackupWorkersRound &f = tt.frames.at(std::size_t(index));
    const bool perRound = m.sync_times.size() == tt.frames.size() && m.backup_times.size() == tt.frames.size();
    chart::Spec spec = baseSpec();
    spec.id = QStringLiteral("loss");
    spec.revealUpTo = revealUpTo;
    addRuns(
        spec,
        {{QObject::tr("plain sync (b = 0)"), syncColor(s), Qt::SolidLine, &m.sync_times, &m.sync_excess, f.sync_time, perRound},
         {QObject::tr("backup (b = %1)").arg(m.backups), backupColor(s), Qt::DashLine, &m.backup_times, &m.backup_excess,
          f.close_time, perRound}},
        s);
    return spec;
}

chart::Spec hybridSpec(const Trace &trace, const Style &s, int index, int revealUpTo)
{
    const BackupWorkersTrace &tt = typed(trace);
    const BackupWorkersMeta &m = tt.meta;
    const BackupWorkersRound &f = tt.frames.at(std::size_t(index));
    chart::Spec spec = baseSpec();
    spec.id = QStringLiteral("hybrid");
    spec.revealUpTo = revealUpTo;
    addRuns(spec,
            {{QObject::tr("plain sync"), syncColor(s), Qt::SolidLine, &m.sync_times, &m.sync_excess, f.sync_time,
              m.sync_times.size() == tt.frames.size()},
             {QObject::tr("pure async"), asyncColor(s), Qt::DashLine, &m.async_times, &m.async_excess, f.async_time},
             {QObject::tr("hybrid (%1, then async)").arg(text::counted(m.warmup_rounds, "sync round", "sync rounds")),
              hybridColor(s), Qt::DashDotDotLine, &m.hybrid_times, &m.hybrid_excess, f.hybrid_time}},
            s);
    chart::Rule rule;
    rule.at = m.switch_time;
    rule.color = hybridColor(s);
    rule.dash = Qt::DashDotLine;
    rule.note = QObject::tr("switch to async");
    spec.rules.push_back(rule);
    return spec;
}

} // namespace sgd::ui::backup_workers
