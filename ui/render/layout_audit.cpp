#include "layout_audit.h"

#include "ui/render/chart_view.h"
#include "ui/render/paint_cache.h"
#include "ui/render/style.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QTextItem>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

namespace {

/// A paint engine that draws nothing and writes down every text: where its ink lands on the canvas
/// and how large its type is there.
class RecordingEngine : public QPaintEngine {
public:
    RecordingEngine(std::vector<AuditText> &out, std::vector<QRectF> &marks)
        : QPaintEngine(QPaintEngine::AllFeatures), m_out(out), m_marks(marks)
    {
    }

    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override {}
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override {}
    void drawPath(const QPainterPath &) override {}
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPolygon(const QPoint *, int, PolygonDrawMode) override {}
    void drawRects(const QRectF *, int) override {}
    void drawRects(const QRect *, int) override {}
    void drawLines(const QLineF *, int) override {}
    void drawLines(const QLine *, int) override {}
    void drawEllipse(const QRectF &r) override { m_marks.push_back(painter()->deviceTransform().mapRect(r)); }
    void drawPoints(const QPointF *, int) override {}
    Type type() const override { return QPaintEngine::User; }

    void drawTextItem(const QPointF &at, const QTextItem &item) override
    {
        const QString text = item.text();
        if (text.trimmed().isEmpty())
            return;
        QPainter *p = painter();
        const QTransform m = p->deviceTransform();
        const QFontMetricsF fm(item.font(), paintDevice());
        QRectF ink = fm.tightBoundingRect(text).translated(at);
        AuditText t;
        t.text = text;
        t.box = m.mapRect(ink);
        const QLineF pen = m.map(QLineF(at, at + QPointF(fm.horizontalAdvance(text), 0)));
        t.baseline = pen.p1().y();
        t.penLeft = std::min(pen.p1().x(), pen.p2().x());
        t.penRight = std::max(pen.p1().x(), pen.p2().x());
        const QFont &f = item.font();
        const double em = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * paintDevice()->logicalDpiY() / 72.0;
        t.pixels = em * std::sqrt(std::abs(m.determinant()));
        if (p->hasClipping()) {
            const QRectF clip = m.mapRect(p->clipBoundingRect());
            if (!clip.contains(t.box.adjusted(1, 1, -1, -1))) {
                t.clipped = true;
                t.box = t.box.intersected(clip);
            }
        }
        // A halo or outline draws the same text again in the same place: one record.
        for (const AuditText &o : m_out)
            if (o.text == t.text && std::abs(o.box.left() - t.box.left()) < 2.5 && std::abs(o.box.top() - t.box.top()) < 2.5)
                return;
        if (!t.box.isEmpty())
            m_out.push_back(t);
    }

private:
    std::vector<AuditText> &m_out;
    std::vector<QRectF> &m_marks;
};

/// The canvas as a paint device: a raster image's size and resolution, the recording engine's paint.
class RecordingDevice : public QPaintDevice {
public:
    RecordingDevice(QSize size, std::vector<AuditText> &out, std::vector<QRectF> &marks)
        : m_reference(size, QImage::Format_ARGB32_Premultiplied), m_engine(out, marks)
    {
    }
    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
            return m_reference.width();
        case PdmHeight:
            return m_reference.height();
        case PdmWidthMM:
            return m_reference.widthMM();
        case PdmHeightMM:
            return m_reference.heightMM();
        case PdmNumColors:
            return 0;
        case PdmDepth:
            return 32;
        case PdmDpiX:
            return m_reference.logicalDpiX();
        case PdmDpiY:
            return m_reference.logicalDpiY();
        case PdmPhysicalDpiX:
            return m_reference.physicalDpiX();
        case PdmPhysicalDpiY:
            return m_reference.physicalDpiY();
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        default:
            return 0;
        }
    }

private:
    QImage m_reference; // answers the metrics as the exporter's image would
    mutable RecordingEngine m_engine;
};

QString shortText(const QString &text)
{
    const QString one = text.simplified();
    return one.size() > 40 ? one.left(38) + QStringLiteral("…") : one;
}

QString rectText(const QRectF &r)
{
    return QStringLiteral("%1x%2 at (%3, %4)")
        .arg(std::lround(r.width()))
        .arg(std::lround(r.height()))
        .arg(std::lround(r.left()))
        .arg(std::lround(r.top()));
}

} // namespace

LayoutAudit auditFrame(const Trace &trace, const Style &style, QSize canvas, const FrameRequest &request)
{
    LayoutAudit audit;
    audit.canvas = canvas;
    PaintCache own;
    PaintCache &cache = request.cache ? *request.cache : own;
    chart::DrawnCharts drawn;
    {
        RecordingDevice device(canvas, audit.texts, audit.marks);
        QPainter p(&device);
        const chart::ViewScope record(cache, request.charts ? request.charts.get() : cache.chartView(), &drawn);
        FrameRequest r = request;
        r.cache = &cache;
        paintFrame(p, QRectF(QPointF(0, 0), QSizeF(canvas)), trace, style, r);
    }
    for (const chart::DrawnChart &c : drawn.charts)
        audit.charts.push_back({c.key, c.layout.area, c.layout.plot});
    return audit;
}

QString problemKindName(LayoutProblem::Kind kind)
{
    switch (kind) {
    case LayoutProblem::Kind::SmallText:
        return QStringLiteral("small text");
    case LayoutProblem::Kind::Overlap:
        return QStringLiteral("overlap");
    case LayoutProblem::Kind::OffCanvas:
        return QStringLiteral("off the canvas");
    case LayoutProblem::Kind::SmallPlot:
        return QStringLiteral("small plot");
    case LayoutProblem::Kind::Cut:
        return QStringLiteral("cut");
    }
    return {};
}

std::vector<LayoutProblem> layoutProblems(const LayoutAudit &audit, const LayoutRules &rules)
{
    using K = LayoutProblem::Kind;
    std::vector<LayoutProblem> out;
    const QRectF canvas(QPointF(0, 0), QSizeF(audit.canvas));
    const QRectF inside = canvas.adjusted(-1, -1, 1, 1);
    for (std::size_t i = 0; i < audit.texts.size(); ++i) {
        const AuditText &a = audit.texts[i];
        if (rules.minTextPixels > 0 && a.pixels + 0.05 < rules.minTextPixels)
            out.push_back({K::SmallText, QStringLiteral("\"%1\" is %2 px, below %3 px")
                                             .arg(shortText(a.text), QString::number(a.pixels, 'f', 1),
                                                  QString::number(rules.minTextPixels, 'f', 1))});
        if (rules.cutText && a.text.endsWith(QChar(0x2026)))
            out.push_back({K::Cut, QStringLiteral("\"%1\" is cut to fit").arg(shortText(a.text))});
        if (!inside.contains(a.box))
            out.push_back(
                {K::OffCanvas, QStringLiteral("\"%1\" (%2) runs off the canvas").arg(shortText(a.text), rectText(a.box))});
        for (std::size_t j = i + 1; j < audit.texts.size(); ++j) {
            const AuditText &b = audit.texts[j];
            const QRectF both = a.box.intersected(b.box);
            // Two runs of one line (a rate "3.158/" and its "s" beside Chinese words): side by side
            // on one baseline, their advances apart, is not text over text.
            const bool sideBySide = std::abs(a.baseline - b.baseline) < 0.5 &&
                                    std::min(a.penRight, b.penRight) - std::max(a.penLeft, b.penLeft) < 0.5;
            if (!sideBySide && both.width() > rules.overlapSlack && both.height() > rules.overlapSlack)
                out.push_back({K::Overlap, QStringLiteral("\"%1\" (%2) and \"%3\" (%4) overlap")
                                               .arg(shortText(a.text), rectText(a.box), shortText(b.text), rectText(b.box))});
        }
    }
    for (const AuditChart &c : audit.charts)
        if (c.plot.width() < rules.minPlot.width() || c.plot.height() < rules.minPlot.height())
            out.push_back({K::SmallPlot, QStringLiteral("chart %1: plot %2, below %3x%4")
                                             .arg(c.key, rectText(c.plot))
                                             .arg(std::lround(rules.minPlot.width()))
                                             .arg(std::lround(rules.minPlot.height()))});
    return out;
}

} // namespace sgd::ui
