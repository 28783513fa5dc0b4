#include "pen_overlay.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QToolButton>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace sgd::ui {

namespace {

constexpr std::size_t kMaxHistory = 200;

} // namespace

// ---------------------------------------------------------------- PenOverlay

PenOverlay::PenOverlay(QWidget *canvas)
    : QObject(canvas), m_canvas(canvas), m_colour(QString::fromLatin1(penColours().front().hex))
{
}

void PenOverlay::setStrokes(std::vector<PenStroke> strokes)
{
    if (m_textField)
        delete m_textField.data(); // a note being typed belongs to the notes being replaced
    m_drawing = false;
    m_strokes = std::move(strokes);
    m_history.clear();
    m_canvas->update();
    emit changed();
}

void PenOverlay::setActive(bool on)
{
    if (on == m_active)
        return;
    if (!on) {
        commitText();
        m_drawing = false;
    }
    m_active = on;
    updateCursor();
    m_canvas->update();
    emit activeChanged(on);
}

void PenOverlay::setTool(PenKind tool)
{
    if (tool == m_tool)
        return;
    commitText();
    m_tool = tool;
    updateCursor();
    emit toolChanged(tool);
}

void PenOverlay::setColour(const QString &hex)
{
    if (hex == m_colour || !QColor::isValidColorName(hex))
        return;
    m_colour = hex;
    emit colourChanged(hex);
}

void PenOverlay::setStep(int step)
{
    if (step == m_step)
        return;
    commitText();
    m_step = step;
    m_canvas->update();
}

std::vector<PenStroke> PenOverlay::visibleStrokes() const
{
    std::vector<PenStroke> out;
    std::copy_if(m_strokes.begin(), m_strokes.end(), std::back_inserter(out),
                 [this](const PenStroke &s) { return s.step == m_step; });
    return out;
}

/// A change of the pen's notes on the session's undo stack. The notes it changed may have been
/// replaced since (another scene, a lesson's slide): then it changes nothing and leaves the stack.
class PenChangeCommand : public QUndoCommand {
public:
    PenChangeCommand(PenOverlay *pen, std::vector<PenStroke> before, std::vector<PenStroke> after)
        : m_pen(pen), m_before(std::move(before)), m_after(std::move(after))
    {
        setText(QCoreApplication::translate("PenOverlay", "Pen note"));
    }
    void redo() override { apply(m_before, m_after); }
    void undo() override { apply(m_after, m_before); }

private:
    void apply(const std::vector<PenStroke> &from, const std::vector<PenStroke> &to)
    {
        if (!m_pen || m_pen->strokes() != from) {
            setObsolete(true);
            return;
        }
        m_pen->restore(to);
    }
    QPointer<PenOverlay> m_pen;
    std::vector<PenStroke> m_before, m_after;
};

void PenOverlay::restore(std::vector<PenStroke> strokes)
{
    m_strokes = std::move(strokes);
    m_canvas->update();
    emit changed();
}

void PenOverlay::setUndoStack(QUndoStack *stack)
{
    m_undoStack = stack;
}

bool PenOverlay::canUndo() const
{
    return m_undoStack ? m_undoStack->canUndo() : !m_history.empty();
}

void PenOverlay::push(std::vector<PenStroke> next)
{
    if (m_undoStack) {
        m_undoStack->push(new PenChangeCommand(this, m_strokes, std::move(next))); // its redo applies it
        return;
    }
    m_history.push_back(std::move(m_strokes));
    if (m_history.size() > kMaxHistory)
        m_history.erase(m_history.begin());
    m_strokes = std::move(next);
    m_canvas->update();
    emit changed();
}

bool PenOverlay::undo()
{
    if (m_undoStack) {
        // A step whose notes were replaced since leaves the stack without a change: on to the one before.
        while (m_undoStack->canUndo()) {
            const int count = m_undoStack->count();
            m_undoStack->undo();
            if (m_undoStack->count() == count)
                return true;
        }
        return false;
    }
    if (m_history.empty())
        return false;
    m_strokes = std::move(m_history.back());
    m_history.pop_back();
    m_canvas->update();
    emit changed();
    return true;
}

void PenOverlay::clearStep()
{
    commitText();
    if (!hasPenStrokes(m_strokes, m_step))
        return;
    std::vector<PenStroke> rest;
    std::copy_if(m_strokes.begin(), m_strokes.end(), std::back_inserter(rest),
                 [this](const PenStroke &s) { return s.step != m_step; });
    push(std::move(rest));
}

void PenOverlay::clearAll()
{
    commitText();
    if (!m_strokes.empty())
        push({});
}

void PenOverlay::updateCursor()
{
    if (!m_active)
        m_canvas->unsetCursor();
    else
        m_canvas->setCursor(m_tool == PenKind::Text ? Qt::IBeamCursor : Qt::CrossCursor);
}

PenPoint PenOverlay::fraction(const QPointF &pos, const QRectF &area) const
{
    const double w = std::max(1.0, area.width()), h = std::max(1.0, area.height());
    return {std::clamp((pos.x() - area.left()) / w, 0.0, 1.0), std::clamp((pos.y() - area.top()) / h, 0.0, 1.0)};
}

bool PenOverlay::mousePress(QMouseEvent *e, const QRectF &area)
{
    if (!m_active)
        return false;
    e->accept();
    if (e->button() != Qt::LeftButton)
        return true;
    commitText();
    if (m_tool == PenKind::Text) {
        startText(e->position(), area);
        return true;
    }
    m_drawing = true;
    m_current = PenStroke{};
    m_current.kind = m_tool;
    m_current.step = m_step;
    m_current.colour = m_colour.toStdString();
    m_current.width = kPenLineWidth;
    const PenPoint at = fraction(e->position(), area);
    m_current.points = m_tool == PenKind::Arrow ? std::vector<PenPoint>{at, at} : std::vector<PenPoint>{at};
    m_canvas->update();
    return true;
}

bool PenOverlay::mouseMove(QMouseEvent *e, const QRectF &area)
{
    if (!m_active)
        return false;
    e->accept();
    if (!m_drawing)
        return true;
    const PenPoint at = fraction(e->position(), area);
    if (m_current.kind == PenKind::Arrow) {
        m_current.points[1] = at;
    } else if (m_current.points.size() < kMaxPenPoints) {
        const QPointF last = penToPixels(m_current.points.back(), area);
        if (QLineF(last, penToPixels(at, area)).length() >= 1.5) // a still hand adds no points
            m_current.points.push_back(at);
    }
    m_canvas->update();
    return true;
}

bool PenOverlay::mouseRelease(QMouseEvent *e, const QRectF &area)
{
    if (!m_active)
        return false;
    e->accept();
    if (!m_drawing || e->button() != Qt::LeftButton)
        return true;
    mouseMove(e, area);
    m_drawing = false;
    if (m_current.kind == PenKind::Arrow &&
        QLineF(penToPixels(m_current.points[0], area), penToPixels(m_current.points[1], area)).length() < 4)
        return true; // a click with the arrow tool draws nothing
    std::vector<PenStroke> next = m_strokes;
    next.push_back(std::move(m_current));
    m_current = PenStroke{};
    push(std::move(next));
    return true;
}

void PenOverlay::paint(QPainter &p, const QRectF &area, const Style &style) const
{
    paintPenStrokes(p, area, m_strokes, m_step, style);
    if (m_drawing)
        paintPenStrokes(p, area, {m_current}, m_current.step, style);
}

void PenOverlay::startText(const QPointF &pos, const QRectF &area)
{
    auto *field = new QLineEdit(m_canvas);
    field->setObjectName(QStringLiteral("penTextField"));
    field->setPlaceholderText(tr("Type a note, then Enter"));
    field->setMaxLength(200);
    QFont f = field->font();
    f.setBold(true);
    f.setPixelSize(std::max(11, int(std::lround(kPenTextHeight * area.height()))));
    field->setFont(f);
    field->setStyleSheet(
        QStringLiteral("QLineEdit { border: 2px solid %1; border-radius: 4px; padding: 1px 4px; }").arg(m_colour));
    const QFontMetricsF fm(f);
    field->resize(int(std::max(fm.horizontalAdvance(field->placeholderText()) + fm.height(), area.width() * 0.25)),
                  int(fm.height() * 1.6));
    field->move(int(std::min(pos.x(), area.right() - field->width())), int(std::min(pos.y(), area.bottom() - field->height())));
    field->installEventFilter(this);
    m_textAnchor = fraction(QPointF(field->pos()), area);
    m_textStep = m_step;
    m_textField = field;
    connect(field, &QLineEdit::returnPressed, this, &PenOverlay::commitText);
    connect(field, &QLineEdit::editingFinished, this, &PenOverlay::commitText);
    field->show();
    field->setFocus(Qt::MouseFocusReason);
}

void PenOverlay::commitText()
{
    if (!m_textField)
        return;
    QLineEdit *field = m_textField.data();
    m_textField = nullptr; // before anything else: hiding it finishes its editing once more
    const QString text = field->text().trimmed();
    field->hide();
    field->deleteLater();
    m_canvas->setFocus(Qt::OtherFocusReason);
    if (text.isEmpty())
        return;
    PenStroke s;
    s.kind = PenKind::Text;
    s.step = m_textStep;
    s.colour = m_colour.toStdString();
    s.width = kPenNoteEdge;
    s.points = {m_textAnchor};
    s.text = text.toStdString();
    std::vector<PenStroke> next = m_strokes;
    next.push_back(std::move(s));
    push(std::move(next));
}

bool PenOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_textField && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) { // drops the note (and does not leave presentation mode)
            event->accept();
            if (event->type() == QEvent::KeyPress) {
                m_textField->setText(QString());
                commitText();
            }
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

// ---------------------------------------------------------------- PenPalette

namespace {

QIcon swatch(const QColor &c)
{
    QPixmap pm(80, 80); // 20 logical pixels, sharp up to four times that (presentation mode)
    pm.setDevicePixelRatio(4.0);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0, 0, 0, 90), 1));
    p.setBrush(c);
    p.drawEllipse(QRectF(2, 2, 16, 16));
    return QIcon(pm);
}

QToolButton *paletteButton(QWidget *parent, QAction *action)
{
    auto *b = new QToolButton(parent);
    b->setDefaultAction(action);
    b->setFocusPolicy(Qt::NoFocus);
    b->setAutoRaise(true);
    return b;
}

} // namespace

PenPalette::PenPalette(PenOverlay *pen, const Actions &actions, QWidget *canvas) : QFrame(canvas), m_pen(pen)
{
    setObjectName(QStringLiteral("penPalette"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(6, 2, 6, 2);
    row->setSpacing(2);
    auto *tools = new QActionGroup(this);
    for (auto [kind, label, tip] : {std::tuple{PenKind::Freehand, tr("Draw"), tr("Draw freehand")},
                                    std::tuple{PenKind::Arrow, tr("Arrow"), tr("Drag from the tail to the tip")},
                                    std::tuple{PenKind::Text, tr("Text"), tr("Click where the note goes, type, then Enter")}}) {
        auto *a = new QAction(label, this);
        a->setCheckable(true);
        a->setChecked(kind == pen->tool());
        a->setToolTip(tip);
        a->setData(int(kind));
        tools->addAction(a);
        connect(a, &QAction::triggered, pen, [pen, kind = kind] { pen->setTool(kind); });
        row->addWidget(paletteButton(this, a));
    }
    connect(pen, &PenOverlay::toolChanged, this, [tools](PenKind k) {
        for (QAction *a : tools->actions())
            a->setChecked(a->data().toInt() == int(k));
    });
    row->addSpacing(8);
    auto *colours = new QActionGroup(this);
    for (const PenColour &c : penColours()) {
        auto *a =
            new QAction(swatch(QColor(QString::fromLatin1(c.hex))), QCoreApplication::translate("PenOverlay", c.name), this);
        a->setCheckable(true);
        a->setChecked(pen->colour() == QLatin1String(c.hex));
        a->setData(QString::fromLatin1(c.hex));
        colours->addAction(a);
        connect(a, &QAction::triggered, pen, [pen, hex = QString::fromLatin1(c.hex)] { pen->setColour(hex); });
        row->addWidget(paletteButton(this, a));
    }
    connect(pen, &PenOverlay::colourChanged, this, [colours](const QString &hex) {
        for (QAction *a : colours->actions())
            a->setChecked(a->data().toString() == hex);
    });
    row->addSpacing(8);
    for (QAction *a : {actions.undo, actions.clearStep, actions.clearAll, actions.done})
        row->addWidget(paletteButton(this, a));
    setVisible(pen->isActive());
    connect(pen, &PenOverlay::activeChanged, this, [this](bool on) {
        setVisible(on);
        if (on) {
            place();
            raise();
        }
    });
    canvas->installEventFilter(this);
}

void PenPalette::place()
{
    adjustSize();
    const QWidget *canvas = parentWidget();
    // The bottom right corner: titles sit top left, legends top right and axes along the bottom left.
    move(std::max(0, canvas->width() - width() - 6), std::max(0, canvas->height() - height() - 6));
}

void PenPalette::setScale(double scale)
{
    scale = std::clamp(scale, 1.0, 4.0);
    if (scale == m_scale)
        return;
    m_scale = scale;
    QFont f = QApplication::font(this);
    f.setPointSizeF(f.pointSizeF() * scale);
    setFont(f); // the buttons' labels follow
    const int icon = int(std::lround(style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this) * scale));
    for (QToolButton *b : findChildren<QToolButton *>())
        b->setIconSize(QSize(icon, icon));
    layout()->setContentsMargins(int(6 * scale), int(2 * scale), int(6 * scale), int(2 * scale));
    layout()->setSpacing(int(std::lround(2 * scale)));
    if (isVisible())
        place();
}

bool PenPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        place();
    return QFrame::eventFilter(watched, event);
}

} // namespace sgd::ui
