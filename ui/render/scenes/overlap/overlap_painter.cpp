// Overlap SGD: the backward pass and the bucketed all-reduce on one clock. The naive schedule
// (all compute, then all communication) sits above the overlapped one (each bucket leaves as
// soon as its layers are done); frame 0 is the start (nothing sent), frame b is bucket b in
// all-reduce order, and a playhead on the shared clock stands at that bucket's all-reduce end.
// Geometry: overlap_layout.*; the lanes: overlap_lanes.cpp; title, axis and texts: overlap_chrome.cpp.

#include "overlap_parts.h"
#include "ui/render/draw.h"
#include "ui/render/painters.h"
#include "ui/render/topology_view.h"

#include <QObject>
#include <algorithm>

namespace sgd::ui {
namespace {

using namespace overlap;
using draw::percent;

class OverlapPainter : public ScenePainter {
public:
    QString sceneId() const override { return QStringLiteral("overlap"); }
    /// The engine's one-line message in the language shown: the shapes of every message it writes.
    MessageText runMessageText(const Trace &trace) const override
    {
        return fittedMessage(trace.message(),
                             {QT_TRANSLATE_NOOP("QObject", "overlap hides %1% of the communication: step %2 ms → %3 ms")});
    }
    int transitionMs() const override { return 900; }
    QStringList tableColumns() const override
    {
        using F = OverlapBucket;
        QStringList out;
        for (const std::string &name : {fieldName(&F::bucket), fieldName(&F::first_layer), fieldName(&F::last_layer),
                                        fieldName(&F::compute_end), fieldName(&F::comm_start), fieldName(&F::comm_end)})
            out << QString::fromStdString(name);
        return out;
    }
    QStringList tableHeaders() const override
    {
        return {QObject::tr("bucket"),
                QObject::tr("first layer"),
                QObject::tr("last layer"),
                QObject::tr("layers done (ms)"),
                QObject::tr("all-reduce starts (ms)"),
                QObject::tr("all-reduce ends (ms)")};
    }

    void paint(QPainter &p, const QRectF &area, const PaintContext &outer) const override;
    QString narration(const Trace &trace, int index, const QVariantMap &options) const override;
    bool mousePress(const QPointF &pos, const QRectF &area, const PaintContext &ctx, SceneInteraction &in) const override;

    /// The bucket the user clicked (the view state's pick, kPickKey), or 0.
    static int selectedFor(const Trace &tr, const QVariantMap &options)
    {
        const int picked = pickedIn(options);
        return picked > 0 && picked < int(tr.frames.size()) ? picked : 0; // bucket b is frame b
    }

private:
    static QString startNarration(const Trace &tr);
    static QString bucketNarration(const Trace &tr, const OverlapBucket &f, bool last);
};

void OverlapPainter::paint(QPainter &p, const QRectF &area, const PaintContext &outer) const
{
    const PaintScope scope(p, area, outer, QObject::tr("Overlap SGD: no buckets"));
    if (scope.empty())
        return;
    const PaintContext &ctx = scope.ctx();
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Layout L = layoutFor(tr, area, s);
    Focus focus;
    focus.current = frameAt(tr, ctx.index).bucket;
    focus.next = ctx.hasNext() && ctx.t > 0 ? frameAt(tr, ctx.index + 1).bucket : focus.current;
    focus.t = focus.next != focus.current ? panel::clamp01(ctx.t) : 0.0;
    focus.shown = frameAt(tr, ctx.shownStep()).bucket; // the bucket the transition plays, as the narration says
    focus.selected = selectedFor(tr, ctx.options);
    const OverlapSummary &sum = typed(tr).summary;

    paintTitle(p, L, tr, ctx.shownStep(), s);
    paintChips(p, L, sum, s, hidesStepEnd(ctx));
    paintTimeAxis(p, L, s);
    paintLanes(p, L, ctx, false, focus);
    paintLanes(p, L, ctx, true, focus);
    paintPlayhead(p, L, ctx);
    paintHeaders(p, L, sum, s, hidesStepEnd(ctx));
    paintInfo(p, L, tr, ctx.shownStep(), s);
    paintLegend(p, L, tr, focus.selected, s);
}

bool OverlapPainter::mousePress(const QPointF &pos, const QRectF &area, const PaintContext &ctx, SceneInteraction &in) const
{
    if (ctx.trace.frames.empty())
        return false;
    const int hit = hitBucket(layoutFor(ctx.trace, area, topo::fitStyleToArea(ctx.style, area)), ctx.trace, pos);
    const int before = selectedFor(ctx.trace, ctx.options);
    if (hit <= 0 && before <= 0)
        return false;
    if (in.pick) // a second click on the picked bucket, or one beside the bars, clears it
        in.pick(hit > 0 && hit != before ? hit : 0);
    return true;
}

QString OverlapPainter::startNarration(const Trace &trace)
{
    const OverlapTrace &tr = typed(trace);
    const int n = int(tr.frames.size()) - 1;
    const int layers = int(tr.meta.layers.size());
    QString out =
        QObject::tr("<b>Bucket 0 of %1: the start.</b> The backward pass is about to begin. It runs from layer %2 down to "
                    "layer 1 and takes %3; the gradients are grouped into %5 in that order, and the link needs "
                    "%4 in all to all-reduce them. Nothing has been sent yet. ")
            .arg(n)
            .arg(layers)
            .arg(ms(tr.summary.compute_total), ms(tr.summary.comm_total), text::counted(n, "bucket", "buckets"));
    out +=
        QObject::tr("The naive schedule waits for the whole backward pass and needs <b>%1</b> per step. <i>Predict:</i> if each "
                    "bucket leaves as soon as its layers are done, how long will the step take, and which bucket's all-reduce "
                    "cannot hide behind the backward pass?")
            .arg(ms(tr.summary.step_time_naive));
    return out;
}

QString OverlapPainter::narration(const Trace &tr, int index, const QVariantMap &options) const
{
    if (tr.frames.empty())
        return QObject::tr("<b>No buckets.</b> The model has no gradients to send.");
    index = std::clamp(index, 0, int(tr.frames.size()) - 1);
    const OverlapBucket &f = frameAt(tr, index);
    const int b = f.bucket;
    const int n = int(tr.frames.size()) - 1; // frame 0 is the start, frame b is bucket b
    QString out;
    if (b <= 0)
        out = startNarration(tr);
    else
        out = bucketNarration(tr, f, index == n);
    const int sel = selectedFor(tr, options);
    if (sel > 0 && sel != b)
        out += QObject::tr("<br><i>Selected: bucket %1 carries %2.</i>").arg(sel).arg(layerRange(frameAt(tr, sel)));
    return out;
}

QString OverlapPainter::bucketNarration(const Trace &trace, const OverlapBucket &f, bool last)
{
    const OverlapTrace &tr = typed(trace);
    const OverlapSummary &sum = tr.summary;
    const int b = f.bucket;
    const int n = int(tr.frames.size()) - 1;
    QString out;
    out += QObject::tr("<b>Bucket %1 of %2.</b> ").arg(b).arg(n);
    out += QObject::tr(
               "The backward pass walks from the last layer to the first, and the gradients are grouped into buckets in that "
               "order. This bucket holds %1, %2 of gradients. ")
               .arg(layerRange(f), sizeText(f.bytes));
    out += QObject::tr("Its layers are computed between %1 and %2; only when layer %3 is done is the whole bucket ready. ")
               .arg(ms(f.compute_start), ms(f.compute_end))
               .arg(f.first_layer);
    if (f.waited_for_link > 0)
        out += QObject::tr(
                   "The link was still carrying bucket %1, so this one waited %2 and its all-reduce ran from %3 to %4 (%5). ")
                   .arg(std::max(1, b - 1))
                   .arg(ms(f.waited_for_link), ms(f.comm_start), ms(f.comm_end), ms(f.comm_ms));
    else
        out += QObject::tr("The link was free, so its all-reduce started right away and ran from %1 to %2 (%3), while the "
                           "earlier layers were still computing. ")
                   .arg(ms(f.comm_start), ms(f.comm_end), ms(f.comm_ms));
    out += QObject::tr(
               "In the naive schedule the same bucket has to wait until the whole backward pass is over (%1) and goes from %2 "
               "to %3.<br>")
               .arg(ms(sum.compute_total), ms(f.naive_comm_start), ms(f.naive_comm_end));
    // The overlapped step's length and the hidden share answer the start's question: they come
    // with the last bucket, whose all-reduce ends the step.
    if (!last) {
        out += QObject::tr("<b>The whole step:</b> naive = backward %1 + all-reduce %2 = <b>%3</b>; the overlapped step ends "
                           "when the last bucket's all-reduce does.")
                   .arg(ms(sum.compute_total), ms(sum.comm_total), ms(sum.step_time_naive));
        return out;
    }
    out += QObject::tr("<b>The whole step:</b> naive = backward %1 + all-reduce %2 = <b>%3</b>; overlapped <b>%4</b>, "
                       "which can never beat the longer of the two lanes. <b>%5</b> of the communication hides behind the "
                       "backward pass.")
               .arg(ms(sum.compute_total), ms(sum.comm_total), ms(sum.step_time_naive), ms(sum.step_time_overlapped),
                    percent(sum.hidden_comm_fraction));
    out += QObject::tr(" The last bucket holds the first layers, which finish last, so its all-reduce is the part "
                       "that cannot be hidden.");
    return out;
}

} // namespace

std::unique_ptr<ScenePainter> overlapPainter()
{
    return std::make_unique<OverlapPainter>();
}

QRectF overlapCommBarRect(const Trace &trace, const QRectF &area, const Style &style, int bucket, bool overlapped)
{
    if (trace.frames.empty() || bucket < 1 || bucket >= int(trace.frames.size()))
        return {};
    const Layout L = layoutFor(trace, area, topo::fitStyleToArea(style, area));
    return commBar(L, frameAt(trace, bucket), overlapped);
}

double overlapPlayheadX(const Trace &trace, const QRectF &area, const Style &style, int index, double t)
{
    if (trace.frames.empty())
        return 0;
    const Layout L = layoutFor(trace, area, topo::fitStyleToArea(style, area));
    return L.x(playheadTime(trace, std::clamp(index, 0, int(trace.frames.size()) - 1), t));
}

double overlapTimeX(const Trace &trace, const QRectF &area, const Style &style, double ms)
{
    if (trace.frames.empty())
        return 0;
    const Layout L = layoutFor(trace, area, topo::fitStyleToArea(style, area));
    return L.x(ms);
}

} // namespace sgd::ui
