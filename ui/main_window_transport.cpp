// The transport bar under the canvas: reset, back, play, step, speed, the scrubber, the step counter
// and the view chooser; the views a scene offers.
#include "main_window.h"

#include "scene_canvas.h"
#include "render/scene_painter.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPainter>
#include <QSlider>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>

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

void MainWindow::buildTransportBar()
{
    auto *bar = new QToolBar(tr("Transport"), this);
    bar->setObjectName(QStringLiteral("transportBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addToolBar(Qt::BottomToolBarArea, bar);

    auto action = [this, bar](const QString &text, const QKeySequence &key, const QString &tip, auto slot, QStyle::StandardPixmap icon = QStyle::SP_CustomBase) {
        QAction *a = new QAction(text, this);
        if (icon != QStyle::SP_CustomBase) {
            a->setIcon(transportIcon(icon, palette().color(QPalette::ButtonText)));
            a->setProperty("transportIcon", int(icon));
        }
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        connect(a, &QAction::triggered, m_transport, slot);
        bar->addAction(a);
        addAction(a);
        m_windowKeys << a;
        if (auto *b = qobject_cast<QToolButton *>(bar->widgetForAction(a)))
            b->setFocusPolicy(Qt::NoFocus);
        return a;
    };
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    action(tr("Reset"), QKeySequence(Qt::Key_Home), tr("Back to the first step"), &Transport::reset, QStyle::SP_MediaSkipBackward);
    action(tr("Back"), QKeySequence(Qt::Key_Left), tr("One step back"), &Transport::stepBack, QStyle::SP_MediaSeekBackward);
    QAction *play = action(tr("Play"), QKeySequence(Qt::Key_Space), tr("Play or pause"), &Transport::togglePlay, QStyle::SP_MediaPlay);
    m_playAction = play;
    m_playButton = qobject_cast<QToolButton *>(bar->widgetForAction(play));
    action(tr("Step"), QKeySequence(Qt::Key_Right), tr("One step forward"), &Transport::stepForward, QStyle::SP_MediaSeekForward);
    bar->addSeparator();
    QAction *slower = action(tr("−"), QKeySequence(Qt::Key_Minus), tr("Slower"), &Transport::slower);
    m_speedLabel = new QLabel(tr("Speed 1×"), this);
    m_speedLabel->setMinimumWidth(90);
    m_speedLabel->setAlignment(Qt::AlignCenter);
    m_speedLabel->setToolTip(tr("Playback speed, from 0.25× to 4×"));
    bar->insertWidget(nullptr, m_speedLabel);
    bar->removeAction(slower);
    bar->insertAction(bar->actions().constLast(), slower);
    QAction *faster = action(tr("+"), QKeySequence(Qt::Key_Plus), tr("Faster"), &Transport::faster);
    // '=' is '+' without shift on most keyboards.
    faster->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    bar->addSeparator();
    m_scrub = new QSlider(Qt::Horizontal, this);
    m_scrub->setObjectName(QStringLiteral("scrubber"));
    m_scrub->setFocusPolicy(Qt::NoFocus);
    m_scrub->setToolTip(tr("Drag to any step of the trace"));
    m_scrub->setMinimumWidth(240);
    connect(m_scrub, &QSlider::valueChanged, this, [this](int v) {
        if (v != m_transport->index())
            m_transport->seek(v);
    });
    bar->addWidget(m_scrub);
    m_counter = new QLabel(this);
    m_counter->setObjectName(QStringLiteral("stepCounter"));
    m_counter->setMinimumWidth(140);
    m_counter->setAlignment(Qt::AlignCenter);
    bar->addWidget(m_counter);
    m_viewChooser = new QComboBox(this);
    m_viewChooser->setObjectName(QStringLiteral("viewChooser"));
    m_viewChooser->setFocusPolicy(Qt::NoFocus);
    m_viewChooser->setToolTip(tr("Which view of the scene the canvas, the narration and exported pictures show (V: next view)"));
    m_viewChooser->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_viewChooser, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            setView(i == 0 ? QString() : m_viewChooser->itemData(i).toString());
    });
    m_viewChooserAction = bar->addWidget(m_viewChooser);
    m_viewChooserAction->setVisible(false);
}

void MainWindow::updateViewChooser()
{
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    const QStringList views = painter ? painter->views() : QStringList{};
    const QString current = view();
    QSignalBlocker block(m_viewChooser);
    m_viewChooser->clear();
    for (const QString &v : views)
        m_viewChooser->addItem(tr("View: %1").arg(v), v);
    m_viewChooser->setCurrentIndex(current.isEmpty() ? 0 : std::max(0, int(views.indexOf(current))));
    m_viewChooserAction->setVisible(views.size() > 1);
    m_nextViewAction->setEnabled(views.size() > 1);
}

QString MainWindow::view() const { return m_views.value(m_controller->sceneId()); }

bool MainWindow::setView(const QString &name)
{
    const ScenePainter *painter = painterFor(m_controller->sceneId());
    const QStringList views = painter ? painter->views() : QStringList{};
    if (!name.isEmpty() && !views.contains(name))
        return false;
    // The default view travels as "", as the export command passes it.
    const QString v = views.isEmpty() || name == views.front() ? QString() : name;
    m_views[m_controller->sceneId()] = v;
    m_canvas->setView(v);
    {
        QSignalBlocker block(m_viewChooser);
        m_viewChooser->setCurrentIndex(v.isEmpty() ? 0 : int(views.indexOf(v)));
    }
    updateNarration();
    scheduleFit();
    emit viewChanged(v);
    return true;
}

void MainWindow::refreshTransportIcons()
{
    for (QAction *a : actions()) {
        const QVariant kind = a->property("transportIcon");
        if (kind.isValid()) {
            auto k = QStyle::StandardPixmap(kind.toInt());
            if (a == m_playAction && m_transport->playing())
                k = QStyle::SP_MediaPause;
            a->setIcon(transportIcon(k, QApplication::palette().color(QPalette::ButtonText)));
        }
    }
}

} // namespace sgd::ui
