#include "transport_bar.h"

#include "ui/render/number_format.h"
#include "ui/session/transport.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QMainWindow>
#include <QPainter>
#include <QRegularExpression>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

#include <algorithm>

namespace sgd::ui {

namespace {

/// Transport icons drawn in the palette's text colour, so they read in both themes at any scale.
QIcon transportIcon(QStyle::StandardPixmap kind, const QColor &color)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48}) {
        QPixmap pm(size * 2, size * 2);
        pm.setDevicePixelRatio(2.0);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        const double s = size;
        auto tri = [&](double x0, double x1, bool right) {
            QPolygonF t;
            if (right)
                t << QPointF(x0, s * 0.2) << QPointF(x1, s * 0.5) << QPointF(x0, s * 0.8);
            else
                t << QPointF(x1, s * 0.2) << QPointF(x0, s * 0.5) << QPointF(x1, s * 0.8);
            p.drawPolygon(t);
        };
        switch (kind) {
        case QStyle::SP_MediaSkipBackward:
            p.drawRect(QRectF(s * 0.2, s * 0.2, s * 0.12, s * 0.6));
            tri(s * 0.34, s * 0.8, false);
            break;
        case QStyle::SP_MediaSeekBackward:
            tri(s * 0.2, s * 0.75, false);
            break;
        case QStyle::SP_MediaPause:
            p.drawRect(QRectF(s * 0.25, s * 0.2, s * 0.17, s * 0.6));
            p.drawRect(QRectF(s * 0.58, s * 0.2, s * 0.17, s * 0.6));
            break;
        case QStyle::SP_MediaSeekForward:
            tri(s * 0.2, s * 0.66, true);
            p.drawRect(QRectF(s * 0.68, s * 0.2, s * 0.12, s * 0.6));
            break;
        default:
            tri(s * 0.25, s * 0.8, true);
            break;
        }
        p.end();
        icon.addPixmap(pm);
    }
    return icon;
}

} // namespace

TransportBar::TransportBar(Transport *transport, QMainWindow *window) : QToolBar(tr("Transport"), window), m_transport(transport)
{
    setObjectName(QStringLiteral("transportBar"));
    setMovable(false);
    setToolButtonStyle(Qt::ToolButtonTextOnly);

    auto action = [this, window](const QString &text, const QKeySequence &key, const QString &tip, auto slot,
                                 QStyle::StandardPixmap icon = QStyle::SP_CustomBase) {
        QAction *a = new QAction(text, window);
        if (icon != QStyle::SP_CustomBase) {
            a->setIcon(transportIcon(icon, window->palette().color(QPalette::ButtonText)));
            a->setProperty("transportIcon", int(icon));
        }
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        connect(a, &QAction::triggered, m_transport, slot);
        addAction(a);
        window->addAction(a);
        m_keys << a;
        if (auto *b = qobject_cast<QToolButton *>(widgetForAction(a)))
            b->setFocusPolicy(Qt::NoFocus);
        return a;
    };
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    action(tr("Reset"), QKeySequence(Qt::Key_Home), tr("Back to the first step"), &Transport::reset,
           QStyle::SP_MediaSkipBackward);
    action(tr("Back"), QKeySequence(Qt::Key_Left), tr("One step back"), &Transport::stepBack, QStyle::SP_MediaSeekBackward);
    m_play = action(tr("Play"), QKeySequence(Qt::Key_Space), tr("Play or pause"), &Transport::togglePlay, QStyle::SP_MediaPlay);
    action(tr("Step"), QKeySequence(Qt::Key_Right), tr("One step forward"), &Transport::stepForward, QStyle::SP_MediaSeekForward);
    addSeparator();
    QAction *slower = action(tr("−"), QKeySequence(Qt::Key_Minus), tr("Slower"), &Transport::slower);
    makeSpeedLabel(window);
    removeAction(slower);
    insertAction(actions().constLast(), slower);
    QAction *faster = action(tr("+"), QKeySequence(Qt::Key_Plus), tr("Faster"), &Transport::faster);
    // '=' is '+' without shift on most keyboards.
    faster->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    addSeparator();
    m_scrub = new QSlider(Qt::Horizontal, window);
    m_scrub->setObjectName(QStringLiteral("scrubber"));
    m_scrub->setFocusPolicy(Qt::NoFocus);
    m_scrub->setToolTip(tr("Drag to any step of the trace"));
    // Wide where the bar has room, narrow before the view chooser and the pen go to the overflow
    // menu (a 1000 px window kept a 240 px scrubber and hid them).
    m_scrub->setMinimumWidth(100);
    m_scrub->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(m_scrub, &QSlider::valueChanged, this, [this](int v) {
        if (v != m_transport->index())
            m_transport->seek(v);
    });
    addWidget(m_scrub);
    m_counter = new QLabel(window);
    m_counter->setObjectName(QStringLiteral("stepCounter"));
    m_counter->setMinimumWidth(60); // showStep() sets it from the trace's widest count
    m_counter->setAlignment(Qt::AlignCenter);
    addWidget(m_counter);
    m_viewChooser = new QComboBox(window);
    m_viewChooser->setObjectName(QStringLiteral("viewChooser"));
    m_viewChooser->setFocusPolicy(Qt::NoFocus);
    m_viewChooser->setToolTip(tr("Which view of the scene the canvas, the narration and exported pictures show (V: next view)"));
    m_viewChooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_viewChooser, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            emit viewChosen(i == 0 ? QString() : m_viewChooser->itemData(i).toString());
    });
    m_viewChooserAction = addWidget(m_viewChooser);
    m_viewChooserAction->setVisible(false);

    connect(m_transport, &Transport::playingChanged, this, [this](bool on) {
        m_play->setText(on ? tr("Pause") : tr("Play"));
        refreshIcons();
    });
    connect(m_transport, &Transport::speedChanged, this, [this](double s) {
        m_speedValue = s;
        showSpeed();
    });
}

QString TransportBar::counterText() const
{
    return m_counter->text();
}

void TransportBar::setFrameCount(int frames)
{
    QSignalBlocker block(m_scrub);
    m_scrub->setRange(0, std::max(0, frames - 1));
}

void TransportBar::showStep(int index, const QString &counter)
{
    {
        QSignalBlocker block(m_scrub);
        m_scrub->setValue(index);
    }
    m_counter->setText(counter);
    // As wide as this trace's widest count ("Update 12 / 12" for "Update 1 / 12"): steady while it
    // plays, no wider than it needs (the bar's room goes to the scrubber, the views and the pen).
    static const QRegularExpression count(QStringLiteral("(\\d+)( / )(\\d+)"));
    QString widest = counter;
    if (const QRegularExpressionMatch m = count.match(counter); m.hasMatch())
        widest.replace(m.capturedStart(1), m.capturedLength(1), m.captured(3));
    m_counter->setMinimumWidth(m_counter->fontMetrics().horizontalAdvance(widest) + 16);
    m_scrub->setToolTip(tr("Drag to any step of the trace (now: %1; 0 is the start)").arg(counter));
}

void TransportBar::setViews(const QStringList &views, const QString &current)
{
    QSignalBlocker block(m_viewChooser);
    m_viewChooser->clear();
    for (const QString &v : views)
        m_viewChooser->addItem(v, v);
    labelViews();
    m_viewChooser->setCurrentIndex(current.isEmpty() ? 0 : std::max(0, int(views.indexOf(current))));
    m_viewChooserAction->setVisible(views.size() > 1);
}

void TransportBar::showView(int index)
{
    QSignalBlocker block(m_viewChooser);
    m_viewChooser->setCurrentIndex(index);
}

void TransportBar::nextView()
{
    if (m_viewChooser->count() > 1)
        m_viewChooser->setCurrentIndex((m_viewChooser->currentIndex() + 1) % m_viewChooser->count());
}

void TransportBar::refreshIcons()
{
    for (QAction *a : std::as_const(m_keys)) {
        const QVariant kind = a->property("transportIcon");
        if (kind.isValid()) {
            auto k = QStyle::StandardPixmap(kind.toInt());
            if (a == m_play && m_transport->playing())
                k = QStyle::SP_MediaPause;
            a->setIcon(transportIcon(k, QApplication::palette().color(QPalette::ButtonText)));
        }
    }
}

void TransportBar::setTextScale(double scale)
{
    scale = std::clamp(scale, 1.0, 4.0);
    if (scale == m_textScale)
        return;
    m_textScale = scale;
    QFont f = QApplication::font(this);
    f.setPointSizeF(f.pointSizeF() * scale);
    setFont(f); // the buttons, the speed and the counter, and the view chooser
    const int icon = style()->pixelMetric(QStyle::PM_ToolBarIconSize, nullptr, this);
    setIconSize(QSize(icon, icon) * scale);
    showSpeed();
}

void TransportBar::resizeEvent(QResizeEvent *event)
{
    // Names beside the icons where the bar has room for them in the language shown (a longer
    // language needs more than English's kIconsOnlyBelow).
    const bool iconsOnly = toolButtonStyle() == Qt::ToolButtonIconOnly;
    const int withWords = sizeHint().width() + (iconsOnly ? wordsWidth() : 0);
    const Qt::ToolButtonStyle style =
        width() < kIconsOnlyBelow * m_textScale || width() < withWords ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon;
    if (toolButtonStyle() != style) {
        setToolButtonStyle(style);
        showSpeed();
        labelViews();
    }
    QToolBar::resizeEvent(event);
}

int TransportBar::wordsWidth() const
{
    // What the buttons' names, the speed's word and the chooser's "View:" add to the icons alone.
    const QFontMetrics fm(font());
    int w = 0;
    for (const QAction *a : m_keys)
        if (!a->icon().isNull())
            w += fm.horizontalAdvance(a->text()) + fm.averageCharWidth();
    const QString speed = formatNumber(0.25) + QStringLiteral("×");
    w += fm.horizontalAdvance(tr("Speed %1×").arg(formatNumber(0.25))) - fm.horizontalAdvance(speed);
    if (m_viewChooserAction->isVisible())
        w += fm.horizontalAdvance(tr("View: %1").arg(QString()));
    return w;
}

void TransportBar::labelViews()
{
    // "View: loss" beside named buttons, "loss" beside icons alone (the tooltip says what it is).
    const bool words = toolButtonStyle() != Qt::ToolButtonIconOnly;
    for (int i = 0; i < m_viewChooser->count(); ++i) {
        const QString name = QCoreApplication::translate("sgd::view", m_viewChooser->itemData(i).toString().toUtf8().constData());
        m_viewChooser->setItemText(i, words ? tr("View: %1").arg(name) : name);
    }
}

void TransportBar::makeSpeedLabel(QWidget *window)
{
    m_speed = new QLabel(window);
    m_speed->setObjectName(QStringLiteral("speedLabel"));
    m_speed->setAlignment(Qt::AlignCenter);
    m_speed->setToolTip(tr("Playback speed, from 0.25× to 4×"));
    insertWidget(nullptr, m_speed);
    showSpeed();
}

void TransportBar::showSpeed()
{
    // Where the buttons lose their names the speed loses its word too (the tooltip keeps it).
    const bool words = toolButtonStyle() != Qt::ToolButtonIconOnly;
    const auto text = [words](const QString &n) { return words ? tr("Speed %1×").arg(n) : QStringLiteral("%1×").arg(n); };
    m_speed->setMinimumWidth(m_speed->fontMetrics().horizontalAdvance(text(formatNumber(0.25))) + 10);
    m_speed->setText(text(formatNumber(m_speedValue)));
}

} // namespace sgd::ui
