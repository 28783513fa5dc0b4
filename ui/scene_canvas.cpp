#include "scene_canvas.h"

#include "chart_interaction.h"
#include "pen_overlay.h"
#include "ui/render/render.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace sgd::ui {

SceneCanvas::SceneCanvas(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Scene canvas"));
    m_pen = new PenOverlay(this);
    m_busyDelay = new QTimer(this);
    m_busyDelay->setSingleShot(true);
    m_busyDelay->setInterval(150); // as the status bar's progress: longer than a blink
    connect(m_busyDelay, &QTimer::timeout, this, [this] {
        m_showBusy = m_busy;
        update();
    });
    m_charts = new ChartInteraction(this);
}

std::shared_ptr<const chart::ViewState> SceneCanvas::chartView() const
{
    return m_charts->state();
}

void SceneCanvas::setTrace(std::shared_ptr<const Trace> trace)
{
    if (trace && (!m_trace || trace->scene != m_trace->scene))
        m_charts->keepScene(
            QString::fromStdString(trace->scene)); // another scene: its charts start whole (or as a slide set them)
    m_trace = std::move(trace);
    update();
}

void SceneCanvas::setComparison(std::shared_ptr<const RunComparison> comparison)
{
    m_comparison = std::move(comparison);
    update();
    emit comparisonChanged();
}

void SceneCanvas::setFrame(int index, double t)
{
    m_index = index;
    m_t = t;
    m_pen->setStep(index);
    update();
}

void SceneCanvas::setStyle(const Style &style)
{
    m_style = style;
    update();
    emit styleChanged();
}

void SceneCanvas::setOptions(const QVariantMap &options)
{
    m_options = options;
    update();
}

void SceneCanvas::setView(const QString &view)
{
    m_view = view;
    update();
}

void SceneCanvas::setBusy(bool busy)
{
    m_busy = busy;
    m_progress = 0.0;
    if (busy) {
        m_busyDelay->start();
    } else {
        m_busyDelay->stop();
        m_showBusy = false;
    }
    update();
}

void SceneCanvas::setProgress(double fraction)
{
    m_progress = std::clamp(fraction, 0.0, 1.0);
    if (m_showBusy)
        update();
}

void SceneCanvas::paintBusy(QPainter &p, bool overPicture) const
{
    const QRectF r(rect());
    p.save();
    if (overPicture) {
        QColor veil = m_style.background;
        veil.setAlpha(170);
        p.fillRect(r, veil); // the previous picture stays in sight, clearly not the new one
    }
    p.setFont(m_style.scaledFont(1.1, true));
    const QFontMetricsF fm(p.font());
    const QString text = m_progress > 0 ? tr("Computing… %1%").arg(int(m_progress * 100)) : tr("Computing…");
    const double w = std::min(r.width() - 20, std::max(fm.horizontalAdvance(tr("Computing… 100%")) + 60, r.width() * 0.36));
    const double h = fm.height() * 3.0;
    const QRectF box(r.center().x() - w / 2, r.center().y() - h / 2, w, h);
    QColor bg = m_style.panel;
    bg.setAlpha(245);
    p.setPen(QPen(m_style.grid, 1.5));
    p.setBrush(bg);
    p.drawRoundedRect(box, 8, 8);
    p.setPen(m_style.foreground);
    p.drawText(QRectF(box.left(), box.top() + fm.height() * 0.3, box.width(), fm.height() * 1.2), Qt::AlignCenter, text);
    const QRectF bar(box.left() + 20, box.bottom() - fm.height() * 1.05, box.width() - 40, fm.height() * 0.45);
    p.setPen(Qt::NoPen);
    p.setBrush(m_style.grid);
    p.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2);
    p.setBrush(m_style.accent);
    p.drawRoundedRect(QRectF(bar.topLeft(), QSizeF(bar.width() * m_progress, bar.height())), bar.height() / 2, bar.height() / 2);
    p.restore();
}

void SceneCanvas::setMessage(const QString &message)
{
    m_message = message;
    update();
}

const ScenePainter *SceneCanvas::painter() const
{
    return m_trace ? painterFor(QString::fromStdString(m_trace->scene)) : nullptr;
}

void SceneCanvas::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setFont(m_style.font);
    // The picture goes through the one render path (render.h) that exports and tests use. Every
    // painter fills its own area first; filling it here too would double the cost of the biggest
    // fill of every animation frame.
    const chart::ViewScope charts(m_paintCache, m_charts->state().get(), &m_charts->startPaint());
    const bool painted = m_trace && paintFrame(p, QRectF(rect()), *m_trace, m_style,
                                               {m_index, m_t, m_options, m_view, m_comparison, m_charts->state(), &m_paintCache});
    if (painted && !m_showBusy && m_message.isEmpty())
        m_charts->paintOverlay(p, QRectF(rect()), m_style);
    if (!painted) {
        p.fillRect(rect(), m_style.background);
        if (!m_busy && m_message.isEmpty()) {
            p.setPen(m_style.muted);
            p.drawText(rect(), Qt::AlignCenter, tr("Nothing to show yet."));
        }
    }
    if (painted)
        m_pen->paint(p, QRectF(rect()), m_style);
    if (m_showBusy && m_message.isEmpty())
        paintBusy(p, painted);
    if (!m_message.isEmpty()) {
        p.setFont(m_style.scaledFont(1.1, true));
        const QRectF box = QRectF(rect()).adjusted(width() * 0.15, height() * 0.4, -width() * 0.15, -height() * 0.4);
        QColor bg = m_style.background;
        bg.setAlpha(235);
        p.setPen(QPen(m_style.warning, 2));
        p.setBrush(bg);
        p.drawRoundedRect(box, 8, 8);
        p.setPen(m_style.warning);
        p.drawText(box.adjusted(12, 6, -12, -6), Qt::AlignCenter | Qt::TextWordWrap, m_message);
    }
    if (m_focusRing && hasFocus()) {
        p.setPen(QPen(m_style.accent, 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5));
    }
}

// The keyboard's focus, seen: a ring round the canvas when Tab or Shift+Tab brought the focus
// here (not when a click or the window did, so the projected picture stays clean).
void SceneCanvas::focusInEvent(QFocusEvent *e)
{
    m_focusRing = e->reason() == Qt::TabFocusReason || e->reason() == Qt::BacktabFocusReason;
    update();
    QWidget::focusInEvent(e);
}

void SceneCanvas::focusOutEvent(QFocusEvent *e)
{
    m_focusRing = false;
    update();
    QWidget::focusOutEvent(e);
}

SceneInteraction SceneCanvas::interaction()
{
    SceneInteraction in;
    in.setParam = [this](const QString &k, const QString &v) {
        if (onSetParam)
            onSetParam(k, v);
    };
    in.requestRepaint = [this] { update(); };
    in.pick = [this](int item) {
        if (onPick)
            onPick(item);
    };
    return in;
}

bool SceneCanvas::onTitle(const QPointF &pos) const
{
    if (!m_trace || m_comparison)
        return false;
    const QRectF area = sceneArea(*m_trace, QRectF(rect()), m_style);
    const double h = QFontMetricsF(m_style.titleFont()).height() * 1.6 + m_style.padding();
    return QRectF(area.left(), area.top(), area.width() * 0.6, h).contains(pos);
}

std::optional<bool> SceneCanvas::toPainter(PointerHandler handler, const QPointF &pos)
{
    const ScenePainter *sp = painter();
    if (!sp || !m_trace || m_trace->frames.empty() || m_comparison)
        return std::nullopt;
    PaintContext ctx{*m_trace,     std::clamp(m_index, 0, int(m_trace->frames.size()) - 1), m_t, m_style, m_options, m_view,
                     &m_paintCache};
    SceneInteraction in = interaction();
    return (sp->*handler)(pos, sceneArea(*m_trace, QRectF(rect()), m_style), ctx, in);
}

void SceneCanvas::mousePressEvent(QMouseEvent *e)
{
    setFocus();
    if (std::exchange(m_focusRing, false))
        update();
    if (m_pen->mousePress(e, QRectF(rect())))
        return;
    const std::optional<bool> taken = toPainter(&ScenePainter::mousePress, e->position());
    if (!taken)
        return;
    if (*taken)
        e->accept();
    else if (e->button() == Qt::LeftButton && onTitle(e->position()))
        emit titleClicked();
}

void SceneCanvas::mouseMoveEvent(QMouseEvent *e)
{
    if (m_pen->mouseMove(e, QRectF(rect())))
        return;
    if (onTitle(e->position()))
        setCursor(Qt::PointingHandCursor); // a click shows what to look for in the scene
    else if (cursor().shape() == Qt::PointingHandCursor)
        unsetCursor();
    if (toPainter(&ScenePainter::mouseMove, e->position()).value_or(false))
        update();
}

void SceneCanvas::mouseReleaseEvent(QMouseEvent *e)
{
    if (m_pen->mouseRelease(e, QRectF(rect())))
        return;
    if (toPainter(&ScenePainter::mouseRelease, e->position()).value_or(false))
        update();
}

} // namespace sgd::ui
