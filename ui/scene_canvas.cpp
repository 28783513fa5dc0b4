#include "scene_canvas.h"

#include <QMouseEvent>
#include <QPainter>

namespace sgd::ui {

SceneCanvas::SceneCanvas(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Scene canvas"));
}

void SceneCanvas::setTrace(std::shared_ptr<const Trace> trace)
{
    m_trace = std::move(trace);
    update();
}

void SceneCanvas::setFrame(int index, double t)
{
    m_index = index;
    m_t = t;
    update();
}

void SceneCanvas::setStyle(const Style &style)
{
    m_style = style;
    update();
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
    update();
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
    p.fillRect(rect(), m_style.background);
    p.setFont(m_style.font);
    const ScenePainter *sp = painter();
    if (sp && m_trace && !m_trace->frames.empty()) {
        const int i = std::clamp(m_index, 0, int(m_trace->frames.size()) - 1);
        PaintContext ctx{*m_trace, i, m_t, m_style, m_options, m_view};
        p.save();
        sp->paint(p, QRectF(rect()), ctx);
        p.restore();
    } else if (!m_busy && m_message.isEmpty()) {
        p.setPen(m_style.muted);
        p.drawText(rect(), Qt::AlignCenter, tr("Nothing to show yet."));
    }
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
}

SceneInteraction SceneCanvas::interaction()
{
    SceneInteraction in;
    in.setParam = [this](const QString &k, const QString &v) {
        if (onSetParam)
            onSetParam(k, v);
    };
    in.requestRepaint = [this] { update(); };
    return in;
}

void SceneCanvas::mousePressEvent(QMouseEvent *e)
{
    setFocus();
    const ScenePainter *sp = painter();
    if (!sp || !m_trace || m_trace->frames.empty())
        return;
    PaintContext ctx{*m_trace, std::clamp(m_index, 0, int(m_trace->frames.size()) - 1), m_t, m_style, m_options, m_view};
    auto in = interaction();
    if (sp->mousePress(e->position(), QRectF(rect()), ctx, in))
        e->accept();
}

void SceneCanvas::mouseMoveEvent(QMouseEvent *e)
{
    const ScenePainter *sp = painter();
    if (!sp || !m_trace || m_trace->frames.empty())
        return;
    PaintContext ctx{*m_trace, std::clamp(m_index, 0, int(m_trace->frames.size()) - 1), m_t, m_style, m_options, m_view};
    auto in = interaction();
    if (sp->mouseMove(e->position(), QRectF(rect()), ctx, in))
        update();
}

void SceneCanvas::mouseReleaseEvent(QMouseEvent *e)
{
    const ScenePainter *sp = painter();
    if (!sp || !m_trace || m_trace->frames.empty())
        return;
    PaintContext ctx{*m_trace, std::clamp(m_index, 0, int(m_trace->frames.size()) - 1), m_t, m_style, m_options, m_view};
    auto in = interaction();
    if (sp->mouseRelease(e->position(), QRectF(rect()), ctx, in))
        update();
}

} // namespace sgd::ui
