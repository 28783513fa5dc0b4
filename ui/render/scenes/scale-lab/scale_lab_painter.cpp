// The scale lab: loss of every design on one chart against the simulated cluster's wall-clock
// (or updates, or bytes moved), the current checkpoint marked, a readout per design with the
// machine's real throughput and backend; and the "surface" view: L(w, b) on the lecture's four
// workers as a heatmap with contour lines, the synchronous path with a bias ending at (2, 1) and
// the bias-free one along b = 0 ending at 7/3. Every number comes from the trace.
// Geometry: scale_lab_layout.*; the chart view: scale_lab_chart.cpp; the surface: scale_lab_surface.cpp.

#include "scale_lab_parts.h"
#include "ui/render/draw.h"
#include "ui/render/painters.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

namespace scale_lab {

using draw::count;
using draw::num;

QString bytesText(double b)
{
    return formatBytes(b);
}

QString updatesText(double n)
{
    return (n == 1 ? QObject::tr("%1 update") : QObject::tr("%1 updates")).arg(draw::count(n));
}

QString secondsText(double s)
{
    if (std::abs(s) >= 1)
        return num(s) + QStringLiteral(" s");
    if (std::abs(s) >= 1e-3)
        return num(s * 1e3) + QStringLiteral(" ms");
    return num(s * 1e6) + QStringLiteral(" µs");
}

GapUnit gapUnit(double largest)
{
    return std::abs(largest) >= 1e-4 ? GapUnit{100.0, QStringLiteral("%")} : GapUnit{1e6, QStringLiteral("ppm")};
}

QString gapText(double r)
{
    const GapUnit u = gapUnit(r);
    const double v = r * u.scale;
    return (v > 0 ? QStringLiteral("+") : QString()) + num(v) + QStringLiteral(" ") + u.name;
}

QString fraction(double v)
{
    for (int den = 1; den <= 12; ++den) {
        const double n = v * den;
        if (std::abs(n - std::round(n)) < 1e-9)
            return den == 1 ? num(std::round(n)) : QStringLiteral("%1/%2").arg(qint64(std::llround(n))).arg(den);
    }
    return num(v);
}

const ScaleLabTrace &typed(const Trace &tr)
{
    return typedTrace<ScaleLabTrace>(tr);
}

QStringList designsOf(const Trace &tr)
{
    QStringList out;
    for (const ScaleLabCurve &c : typed(tr).meta.curves)
        out << QString::fromStdString(c.design);
    return out;
}

QColor designColor(const Style &s, const QString &d)
{
    if (d == QLatin1String("sync"))
        return s.series[0];
    if (d == QLatin1String("async"))
        return s.series[1];
    if (d == QLatin1String("decentralized"))
        return s.series[2];
    return s.series[3];
}

QString designTitle(const QString &d)
{
    if (d == QLatin1String("sync"))
        return QObject::tr("synchronous");
    if (d == QLatin1String("async"))
        return QObject::tr("asynchronous");
    if (d == QLatin1String("decentralized"))
        return QObject::tr("decentralized");
    if (d == QLatin1String("quantized"))
        return QObject::tr("quantized");
    return d;
}

MessageWords designWords()
{
    return [](const QString &value) {
        // One design or a comma list of them ("sync, quantized"): English keeps core's names.
        const QStringList names = value.split(QStringLiteral(", "));
        QStringList out;
        for (const QString &name : names) {
            const std::string d = name.toStdString();
            if (std::find(scaleLabDesigns().begin(), scaleLabDesigns().end(), d) == scaleLabDesigns().end())
                return QString();
            out << (currentLanguage() == QLatin1String("en") ? name : designTitle(name));
        }
        return out.join(QStringLiteral(", "));
    };
}

QList<panel::LegendItem> legendItems(const Style &s, const QStringList &designs)
{
    QList<panel::LegendItem> items;
    for (const QString &d : designs)
        items.push_back({designColor(s, d), scaleLabDash(d), designTitle(d)});
    return items;
}

XAxis xAxisOf(const QVariantMap &o)
{
    if (toggleOn(o, kScaleLabBytesToggle))
        return XAxis::Bytes;
    if (toggleOn(o, kScaleLabUpdatesToggle))
        return XAxis::Updates;
    return XAxis::Time;
}

const ScaleLabCurve *designCurve(const Trace &tr, const QString &d)
{
    for (const ScaleLabCurve &c : typed(tr).meta.curves)
        if (QString::fromStdString(c.design) == d)
            return &c;
    return nullptr;
}

const std::vector<double> &curveOf(const Trace &tr, const QString &d, std::optional<XAxis> x)
{
    static const std::vector<double> none;
    const ScaleLabCurve *c = designCurve(tr, d);
    if (!c)
        return none;
    return !x ? c->loss : *x == XAxis::Bytes ? c->bytes : *x == XAxis::Updates ? c->updates : c->time;
}

bool hasFloat32Run(const Trace &tr)
{
    const auto &curves = typed(tr).meta.curves;
    return !curves.empty() && std::all_of(curves.begin(), curves.end(), [](const ScaleLabCurve &c) {
        return c.fp32_gap && c.fp32_gap->size() == c.loss.size();
    });
}

bool gapShown(const Trace &tr, const QVariantMap &options)
{
    return toggleOn(options, kScaleLabGapToggle) && hasFloat32Run(tr);
}

const std::vector<double> &yValuesOf(const Trace &tr, const QString &d, bool gap)
{
    static const std::vector<double> none;
    const ScaleLabCurve *c = designCurve(tr, d);
    return !c ? none : !gap ? c->loss : c->fp32_gap ? *c->fp32_gap : none;
}

compute::Storage storageOf(const Trace &tr)
{
    return compute::storageFromString(typed(tr).meta.storage.value_or("f32")).value_or(compute::Storage::Float32);
}

QString storageTitle(const Trace &tr)
{
    return QString::fromLatin1(compute::formatName(storageOf(tr)));
}

} // namespace scale_lab

namespace {

using namespace scale_lab;

/// Which loss the scene's designs minimise: the trace meta "loss" ("least-squares" when absent).
bool logisticLoss(const Trace &tr)
{
    return typed(tr).meta.loss == "logistic";
}

/// With X kept in 16 bits: what the fewer bytes bought on this machine and what they cost the loss
/// at checkpoint `index` (every number from the trace); empty with float32 X.
QString storageNarration(const Trace &tr, int index)
{
    const ScaleLabTrace &tt = typed(tr);
    if (!tt.summary.fp32_throughput_rows_per_s)
        return {};
    QStringList gaps;
    for (const QString &d : designsOf(tr)) {
        const ScaleLabCurve *c = designCurve(tr, d);
        if (c && c->fp32_gap && std::size_t(index) < c->fp32_gap->size())
            gaps << QObject::tr("%1 for %2").arg(gapText((*c->fp32_gap)[std::size_t(index)]), designTitle(d));
    }
    using compute::Storage;
    const Storage st = storageOf(tr);
    return QObject::tr("<br>X is kept in <b>%1</b>: %2 bytes a value instead of %3, so a round reads fewer bytes, and this "
                       "machine computed <b>%4</b> rows/s against <b>%5</b> on float32 X. The price is rounding: every value "
                       "keeps %6 significant bits instead of %7. Every design also ran on float32 X, and the loss here "
                       "differs from that run by %8: like quantized SGD, fewer bits for a small error you can measure.")
        .arg(storageTitle(tr), count(compute::bytesPerValue(st)), count(compute::bytesPerValue(Storage::Float32)),
             num(tt.summary.throughput_rows_per_s), num(*tt.summary.fp32_throughput_rows_per_s),
             count(compute::significandBits(st)), count(compute::significandBits(Storage::Float32)),
             gaps.join(QStringLiteral(", ")));
}

/// The engine's one-line message in the language shown: the shapes of every message it writes.
MessageText messageText(const Trace &trace)
{
    static const MessageWords words = designWords();
    return fittedMessage(trace.message(), {QT_TRANSLATE_NOOP("QObject", "%1 diverged: lower η")}, words);
}

class ScaleLabPainter : public PainterWithViews<ScaleLabView> {
public:
    QString sceneId() const override { return QStringLiteral("scale-lab"); }
    /// The engine's one-line message in the language shown (its shapes: messageText()).
    MessageText runMessageText(const Trace &trace) const override { return messageText(trace); }
    QList<ViewOption> options() const override
    {
        return {kScaleLabUpdatesToggle.option(), kScaleLabBytesToggle.option(), kScaleLabLogxToggle.option(),
                kScaleLabGapToggle.option()};
    }
    QString optionUnavailable(const QString &key, const Trace &trace) const override
    {
        if (key != QLatin1String(kScaleLabGapToggle.key) || hasFloat32Run(trace))
            return {};
        return QObject::tr("Set X storage to bf16 or f16 first: with float32 X there is nothing to compare.");
    }
    int transitionMs() const override { return 500; }
    QStringList tableColumns() const override
    {
        QStringList columns{QString::fromStdString(fieldName(&ScaleLabCheckpoint::step))};
        for (const std::string &d : scaleLabDesigns())
            columns << QString::fromStdString(fieldInfo(scaleLabFields(d).loss).name);
        return columns;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("checkpoint"), QObject::tr("sync loss"), QObject::tr("async loss"), QObject::tr("decentralized loss"),
                QObject::tr("quantized loss")};
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void ScaleLabPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("Scale lab: no checkpoints"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    if (viewIn<ScaleLabView>(ctx) == ScaleLabView::Surface) {
        paintSurface(p, area, ctx, outer.style);
        return;
    }
    const ScaleLabMeta &meta = typed(ctx.trace).meta;
    const double pad = 10 * std::max(1.0, s.fontScale);
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    const QFontMetricsF tf(s.titleFont());
    p.setPen(s.foreground);
    const QString kept =
        storageOf(ctx.trace) == compute::Storage::Float32 ? QString() : QObject::tr(", X in %1").arg(storageTitle(ctx.trace));
    panel::fitText(s, p, QRectF(inner.left(), inner.top(), inner.width(), tf.height() + 4),
                   QObject::tr("Scale lab: %1 workers, %2 rows × %3 features%4")
                       .arg(count(meta.workers), count(meta.rows), count(meta.features), kept),
                   s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    const QRectF body = inner.adjusted(0, tf.height() + 10, 0, 0);
    const double side = std::clamp(body.width() * 0.3, 220.0, 380.0 * std::max(1.0, s.fontScale));
    paintChart(p, scaleLabChart(ctx.trace, area, outer.style, ctx.options), ctx);
    paintReadout(p, QRectF(body.right() - side, body.top(), side, body.height()), ctx);
}

QString ScaleLabPainter::narration(const Trace &tr, int index, const QVariantMap &options) const
{
    if (tr.frames.empty())
        return tr.diverged() ? QObject::tr("<b>No checkpoints.</b> %1").arg(runMessage(tr).toHtmlEscaped()) : QString();
    index = std::clamp(index, 0, int(tr.frames.size()) - 1);
    if (viewIn<ScaleLabView>(options) == ScaleLabView::Surface)
        return surfaceNarration(tr, index);
    const ScaleLabTrace &tt = typed(tr);
    const ScaleLabCheckpoint &f = tt.frames[std::size_t(index)];
    QString out = QObject::tr("<b>Checkpoint %1 of %2.</b> ").arg(count(index), count(double(tr.frames.size() - 1)));
    out += logisticLoss(tr)
               ? QObject::tr("Every loss here is the <i>logistic loss (log loss)</i>: the mean over all rows of −log of the "
                             "probability the model gives the true label. ")
               : QObject::tr("Every loss here is the <i>squared loss</i>: half the mean over all rows of (prediction − y)². ");
    for (const QString &d : designsOf(tr)) {
        const ScaleLabPoint pt = scaleLabPoint(f, d.toStdString()).value_or(ScaleLabPoint{});
        out += QObject::tr("%1: loss <b>%2</b> after %3 on the simulated cluster (%4, %5 moved). ")
                   .arg(designTitle(d), num(pt.loss), secondsText(pt.time), updatesText(pt.updates), bytesText(pt.bytes));
    }
    // What each design's extra number means (read from the trace, not computed here).
    if (f.step > 0) {
        QStringList why;
        if (f.async_mean_staleness)
            why << QObject::tr(
                       "an asynchronous update was computed on weights that were on average <b>%1</b> updates old when it "
                       "landed (its staleness), which is why it gains less per update than a synchronous step")
                       .arg(num(*f.async_mean_staleness));
        if (f.decentralized_disagreement)
            why << QObject::tr("the decentralized nodes still disagree: their models sit <b>%1</b> (root mean square) from their "
                               "average, and gossip shrinks that gap a little each round")
                       .arg(num(*f.decentralized_disagreement));
        if (f.quantized_relative_error)
            why << QObject::tr("each quantized gradient arrives with a relative error of <b>%1</b>, in exchange for fewer bytes")
                       .arg(num(*f.quantized_relative_error));
        if (f.sync_time)
            why << QObject::tr("every synchronous round waits for the slowest worker (%1 of compute)")
                       .arg(secondsText(tt.meta.slowest_compute_s));
        if (!why.isEmpty())
            out += QObject::tr("<br>Why they differ: %1.").arg(why.join(QStringLiteral("; ")));
    }
    out += QObject::tr("<br>The gradients were computed for real at %1 rows/s (%2); the wall-clock comes from the cost model: "
                       "a worker's compute time is its shard over its speed, the network time bytes over bandwidth.")
               .arg(num(tt.summary.throughput_rows_per_s), backendText(tt.summary).toHtmlEscaped());
    out += storageNarration(tr, index);
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> scaleLabPainter()
{
    return std::make_unique<ScaleLabPainter>();
}

} // namespace sgd::ui
