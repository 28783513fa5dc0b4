// Staleness remedies: one asynchronous run with many workers and slow stragglers, its arrivals
// applied under five server rules. The losses on a log scale, the weights, and a card with each
// rule's final loss and verdict. Geometry: staleness_remedies_layout.*.

#include "staleness_remedies_layout.h"
#include "ui/render/draw.h"
#include "ui/render/language.h"
#include "ui/render/painters.h"
#include "ui/render/topology_view.h"

#include <QFontMetricsF>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui {
namespace {

using namespace staleness_remedies;
using draw::num;

/// A chart with its caption line on top, and the playhead at update `x`.
chart::Layout captioned(QPainter &p, const QRectF &r, const QString &caption, const chart::Spec &spec, const Style &s, double x)
{
    const QRectF rest = panel::caption(p, r, caption, s);
    const chart::Layout L = chart::layoutChart(spec, rest, s, p.device());
    chart::drawChartCached(p, L, spec, s, true); // the whole run's curves: the same in every frame
    p.save();
    p.setPen(QPen(draw::withAlpha(s.accent, 150), s.gridWidth() * 1.5, Qt::DashLine));
    const double px = L.x.map(x);
    p.drawLine(QPointF(px, L.plot.top()), QPointF(px, L.plot.bottom()));
    p.restore();
    return L;
}

/// Dots where each rule's curve crosses the playhead.
void dots(QPainter &p, const chart::Layout &L, const chart::Spec &spec, double x, std::size_t first, const Style &s)
{
    p.save();
    const std::size_t i = std::size_t(std::clamp(std::lround(x), 0L, long(spec.series[first].points.size()) - 1));
    for (std::size_t k = first; k < spec.series.size(); ++k) {
        const QPointF at = L.map(spec.series[k].points[i]);
        if (!L.plot.adjusted(-1, -1, 1, 1).contains(at))
            continue;
        p.setPen(QPen(s.background, 1.5));
        p.setBrush(spec.series[k].color);
        const double r = s.markerRadius() * 1.3;
        p.drawEllipse(at, r, r);
    }
    p.restore();
}

/// The card: one row per rule with its line sample, its name, its final loss and its verdict.
/// The rules side by side: until the last update the loss each one has now (the start's Predict
/// asks which settle, so no verdict shows before the run has shown it); at the last update the
/// final loss and the verdict.
void paintCard(QPainter &p, const QRectF &r, const StalenessRemediesTrace &tt, const Style &s, int index)
{
    const bool final = index + 1 >= int(tt.frames.size());
    const StalenessRemediesStep &f = tt.frames.at(std::size_t(std::clamp(index, 0, int(tt.frames.size()) - 1)));
    p.save();
    p.setPen(QPen(s.grid, s.frameWidth()));
    p.setBrush(s.panel);
    p.drawRoundedRect(r, s.cornerRadius(), s.cornerRadius());
    const double pad = s.padding();
    QRectF inner = r.adjusted(pad, pad * 0.5, -pad, -pad * 0.5);
    p.setPen(s.foreground);
    inner = panel::caption(
        p, inner,
        final ? QStringList{QObject::tr("Final loss (mean of the last quarter)"), QObject::tr("Final loss")}
              : QStringList{QObject::tr("Loss at update %1 (verdicts at the end)").arg(index), QObject::tr("Loss now")},
        s);
    const auto &rules = remedyRules();
    const double rowH = inner.height() / double(rules.size());
    const QFont font = s.bodyFont();
    const double sample = QFontMetricsF(font).height() * 1.6;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const QRectF row(inner.left(), inner.top() + rowH * double(i), inner.width(), rowH);
        QPen pen(ruleColor(s, i), draw::lineWidth(s) * 1.3, ruleDash(i), Qt::FlatCap);
        p.setPen(pen);
        p.drawLine(QPointF(row.left(), row.center().y()), QPointF(row.left() + sample, row.center().y()));
        const QString verdict = QString::fromStdString(tt.summary.*rules[i].verdict);
        const QRectF text = row.adjusted(sample + pad * 0.6, 0, 0, 0);
        const double numW = text.width() * 0.45;
        p.setPen(s.foreground);
        panel::fitText(s, p, QRectF(text.left(), row.top(), text.width() - numW, rowH), coreText(rules[i].title), font,
                       Qt::AlignLeft | Qt::AlignVCenter, 0.7);
        p.setPen(!final || verdict == QLatin1String("converges") ? s.foreground : s.warning);
        // The final loss and its verdict; the loss alone where both do not fit (the colour still
        // says which did not converge, the narration says how).
        const QString value = num(final ? tt.summary.*rules[i].final : f.*rules[i].loss);
        panel::fitFirst(s, p, QRectF(text.right() - numW, row.top(), numW, rowH),
                        final ? QStringList{QStringLiteral("%1 · %2").arg(value, verdict), value} : QStringList{value}, font,
                        Qt::AlignRight | Qt::AlignVCenter, 0.7);
    }
    p.restore();
}

class StalenessRemediesPainter : public PainterWithViews<StalenessRemediesView> {
public:
    QString sceneId() const override { return QStringLiteral("staleness-remedies"); }
    /// The engine's one-line message in the language shown: the shapes of every message it writes.
    MessageText runMessageText(const Trace &trace) const override
    {
        return fittedMessage(trace.message(),
                             {QT_TRANSLATE_NOOP("QObject", "%1 of 4 remedies end below constant η's final loss of %2")});
    }
    int transitionMs() const override { return 250; }
    QStringList tableColumns() const override
    {
        using F = StalenessRemediesStep;
        QStringList out;
        for (const std::string &name : {fieldName(&F::update), fieldName(&F::worker), fieldName(&F::staleness)})
            out << QString::fromStdString(name);
        for (const RemedyRule &r : remedyRules())
            out << QString::fromStdString(fieldName(r.loss));
        return out;
    }
    QStringList tableHeaders() const override
    {
        QStringList out{QObject::tr("update"), QObject::tr("worker"), QObject::tr("staleness")};
        for (const RemedyRule &r : remedyRules())
            out << QObject::tr("loss, %1").arg(coreText(r.title));
        return out;
    }
    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
};

void StalenessRemediesPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("Staleness remedies: no updates"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    const StalenessRemediesTrace &tt = typed(ctx.trace);
    const Layout L = layoutFor(area, s, viewIn<StalenessRemediesView>(ctx));
    const StalenessRemediesMeta &m = tt.meta;
    p.setPen(s.foreground);
    panel::fitFirst(s, p, L.title,
                    {QObject::tr("Staleness remedies: %1 workers, %2 slow, η = %3, update %4 of %5")
                         .arg(m.workers)
                         .arg(m.stragglers)
                         .arg(num(m.eta))
                         .arg(ctx.shownStep())
                         .arg(ctx.lastStep()),
                     QObject::tr("Staleness remedies: update %1 of %2").arg(ctx.shownStep()).arg(ctx.lastStep())},
                    s.titleFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    const StalenessRemediesSummary &sm = tt.summary;
    p.setPen(s.muted);
    panel::fitFirst(
        s, p, L.readout,
        {QObject::tr("Mean staleness %1 updates · the stragglers' gradients arrive %2 updates old on average (at most %3)")
             .arg(num(sm.mean_staleness), num(sm.straggler_staleness))
             .arg(sm.max_staleness),
         QObject::tr("Mean staleness %1 · stragglers %2").arg(num(sm.mean_staleness), num(sm.straggler_staleness))},
        s.bodyFont(), Qt::AlignLeft | Qt::AlignVCenter, 0.75);
    const double x = ctx.shownStep();
    if (!L.lossArea.isEmpty()) {
        // Up to the update shown, quiz or not: the start asks which rules settle, so the curves
        // are not drawn ahead of the run.
        const chart::Spec spec = chart::withReveal(lossSpec(ctx.trace, s), ctx.index);
        dots(p, captioned(p, L.lossArea, QObject::tr("Loss above the best, same arrivals under each rule"), spec, s, x), spec, x,
             0, s);
    }
    if (!L.weightArea.isEmpty()) {
        const chart::Spec spec = chart::withReveal(weightSpec(ctx.trace, s), ctx.index);
        dots(p, captioned(p, L.weightArea, QObject::tr("The weight"), spec, s, x), spec, x, 1, s);
    }
    if (!L.card.isEmpty())
        paintCard(p, L.card, tt, s, ctx.index);
}

/// What a rule does with a gradient that is τ updates old, without how it turns out.
QString ruleHow(const StalenessRemediesTrace &tt, const RemedyRule &r)
{
    const QString id = QString::fromUtf8(r.id);
    QString how;
    if (id == QLatin1String("constant"))
        how = QObject::tr("moves w by the full η, however old the gradient");
    else if (id == QLatin1String("staleness"))
        how = QObject::tr("moves w by η/(1+τ) for a gradient τ updates old");
    else if (id == QLatin1String("adadelay"))
        how = QObject::tr("shrinks η with the square root of the measured delay");
    else if (id == QLatin1String("clipped"))
        how = QObject::tr("applies the full η but caps each move at η × %1").arg(num(tt.meta.clip));
    else
        how = QObject::tr("corrects the gradient toward the weight it lands on by λ g² (w_now − w_read), λ = %1")
                  .arg(num(tt.meta.dc_lambda));
    return QStringLiteral("<b>%1</b> %2.").arg(coreText(r.title).toHtmlEscaped(), how);
}

QString ruleWhy(const StalenessRemediesTrace &tt, const RemedyRule &r)
{
    const QString id = QString::fromUtf8(r.id);
    const StalenessRemediesSummary &sm = tt.summary;
    const QString verdict = QString::fromStdString(sm.*r.verdict);
    QString why;
    if (id == QLatin1String("constant"))
        why =
            QObject::tr("every gradient moves w by the full η, even a straggler's that is %1 old and points back toward where w "
                        "used to be, so each late kick undoes part of the progress")
                .arg(text::counted(sm.straggler_staleness, "update", "updates"));
    else if (id == QLatin1String("staleness"))
        why = QObject::tr("a gradient τ updates old moves w by η/(1+τ), so a straggler's kick is cut to about 1/%1; but the fast "
                          "workers' gradients are %2 updates old on average too, so every step shrinks and w approaches slowly")
                  .arg(num(1 + sm.straggler_staleness), num(sm.mean_staleness));
    else if (id == QLatin1String("adadelay"))
        why = QObject::tr(
            "the step shrinks with the square root of the measured delay: old gradients count less, fresh ones keep most of η");
    else if (id == QLatin1String("clipped"))
        why =
            QObject::tr("no gradient can move w by more than η × %1, which bounds a late kick but still applies it in the wrong "
                        "direction")
                .arg(num(tt.meta.clip));
    else
        why = QObject::tr("the gradient is corrected toward the weight it lands on with λ g² (w_now − w_read), λ = %1; a rough "
                          "curvature guess, so it helps only as far as g² matches the curvature")
                  .arg(num(tt.meta.dc_lambda));
    return QObject::tr("<b>%1</b> %2 (final loss %3, swing %4): %5.")
        .arg(coreText(r.title).toHtmlEscaped(), verdict, num(sm.*r.final), num(sm.*r.swing), why);
}

QString StalenessRemediesPainter::narration(const Trace &trace, int index, const QVariantMap &) const
{
    if (trace.frames.empty())
        return QObject::tr("<b>No updates.</b> The server applied no gradients.");
    const StalenessRemediesTrace &tt = typed(trace);
    index = std::clamp(index, 0, int(trace.frames.size()) - 1);
    const StalenessRemediesStep &f = tt.frames[std::size_t(index)];
    QString out;
    if (index == 0) {
        out = QObject::tr("<b>Update 0: the start.</b> %1 workers read w = %2; %3 are slow, so their gradients land long after w "
                          "has moved on. Five server rules get the same arrivals. <i>Predict:</i> which settle at w = %4?<br>")
                  .arg(tt.meta.workers)
                  .arg(num(tt.meta.w0))
                  .arg(tt.meta.stragglers)
                  .arg(num(tt.meta.w_best));
    } else {
        out = QObject::tr("<b>Update %1 of %2.</b> Worker %3's gradient %4 <b>%5</b> old. Subtracted from w this "
                          "update: constant η %6, η/(1+τ) %7, "
                          "AdaDelay-style %8, clipped %9, compensated %10.<br>")
                  .arg(index)
                  .arg(int(trace.frames.size()) - 1)
                  .arg(f.worker)
                  .arg(f.straggler ? QObject::tr("(a straggler) was") : QObject::tr("was"))
                  .arg(text::counted(f.staleness, "update", "updates"))
                  .arg(num(f.step_constant), num(f.step_staleness), num(f.step_adadelay), num(f.step_clipped),
                       num(f.step_compensated));
    }
    // How each rule turns out is the answer to the start's question: said once the last update is shown.
    const bool final = index + 1 >= int(trace.frames.size());
    QStringList rules;
    for (const RemedyRule &r : remedyRules())
        rules << (final ? ruleWhy(tt, r) : ruleHow(tt, r));
    return out + rules.join(QStringLiteral("<br>"));
}

} // namespace

std::unique_ptr<ScenePainter> stalenessRemediesPainter()
{
    return std::make_unique<StalenessRemediesPainter>();
}

} // namespace sgd::ui
