#include "class_tools.h"
#include "ui/session/settings.h"

#include "qr_code.h"
#include "ui/main_window.h"
#include "ui/pen_overlay.h"
#include "ui/scene_canvas.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QVBoxLayout>

#include <algorithm>

namespace sgd::ui {

namespace {

constexpr quint16 kDefaultPort = 8765;

QString countsLine(const ClassLink &link)
{
    const ClassStats &s = link.stats();
    const ClassTally &t = link.tally();
    QString line = s.students == 1 ? QObject::tr("1 student joined") : QObject::tr("%1 students joined").arg(s.students);
    if (t.question > 0 && (t.open || t.revealed)) {
        line += QObject::tr(" · %1 of %2 answered").arg(t.answered).arg(t.students);
        // Tabs of one browser are one student; many answers from one address are a room behind
        // one router, or a script with fresh tokens: the teacher sees which, and how many.
        for (std::size_t i = 0; i < std::min<std::size_t>(t.busyAddresses.size(), 3); ++i)
            line += QObject::tr(" · %1 answers from %2").arg(t.busyAddresses[i].second).arg(t.busyAddresses[i].first);
        if (!t.busyAddresses.empty())
            line += QObject::tr(" (one network address: devices behind one router, or a script)");
    }
    if (s.closedSlow > 0)
        line += s.closedSlow == 1
                    ? QObject::tr(" · 1 connection dropped for reading too slowly (its page rejoins)")
                    : QObject::tr(" · %1 connections dropped for reading too slowly (their pages rejoin)").arg(s.closedSlow);
    if (link.networkLost()) {
        const QStringList others = link.otherAddresses();
        line +=
            QObject::tr(" · THE NETWORK IS GONE: %1 is no longer this computer's address, so no student can reach the "
                        "session. %2")
                .arg(link.address().toString(),
                     others.isEmpty()
                         ? QObject::tr("Reconnect the Wi-Fi; the session goes on when it is back.")
                         : QObject::tr("Reconnect, or stop and start the session on %1.").arg(others.join(QStringLiteral(", "))));
    }
    if (s.lockedAddresses > 0)
        line += s.lockedAddresses == 1
                    ? QObject::tr(" · 1 network address turned away for wrong codes")
                    : QObject::tr(" · %1 network addresses turned away for wrong codes").arg(s.lockedAddresses);
    return line;
}

/// A rounded card in the canvas's colours, with a soft outline.
void paintCard(QPainter &p, const QRectF &r, const Style &s, const QColor &fill)
{
    QPainterPath path;
    path.addRoundedRect(r, 10, 10);
    p.fillPath(path, fill);
    p.setPen(QPen(s.muted, 1));
    p.drawPath(path);
}

} // namespace

ClassOverlay::ClassOverlay(ClassLink *link, SceneCanvas *canvas) : QWidget(canvas), m_link(link), m_canvas(canvas)
{
    setObjectName(QStringLiteral("classOverlay"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    canvas->installEventFilter(this);
    connect(link, &ClassLink::updated, this, qOverload<>(&QWidget::update));
    connect(link, &ClassLink::runningChanged, this, [this](bool on) {
        setVisible(on);
        if (!on)
            m_card = Card::None;
        update();
    });
    setGeometry(canvas->rect());
    hide();
}

bool ClassOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_canvas && event->type() == QEvent::Resize) {
        setGeometry(m_canvas->rect());
        raise();
    }
    return QWidget::eventFilter(watched, event);
}

void ClassOverlay::setCard(Card card)
{
    m_card = card;
    raise();
    update();
}

void ClassOverlay::paintEvent(QPaintEvent *)
{
    if (!m_link->running())
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (m_card == Card::Join)
        paintJoin(p);
    else if (m_card == Card::Answers)
        paintAnswers(p);
    paintBadge(p);
}

void ClassOverlay::paintBadge(QPainter &p)
{
    const Style &s = m_canvas->sceneStyle();
    const QFont f = s.panelFont(true);
    p.setFont(f);
    const ClassTally &t = m_link->tally();
    QString text = tr("Class %1 · %2 joined").arg(m_link->code()).arg(m_link->stats().students);
    if (t.question > 0 && (t.open || t.revealed))
        text += tr(" · %1 answered").arg(t.answered);
    const QFontMetricsF fm(f);
    const double pad = s.padding();
    const QSizeF size(fm.horizontalAdvance(text) + 2 * pad, fm.height() + pad);
    // Bottom left: the quiz card and the pen's palette keep to the right.
    const QRectF r(QPointF(pad, height() - size.height() - pad), size);
    paintCard(p, r, s, s.panel);
    p.setPen(s.foreground);
    p.drawText(r, Qt::AlignCenter, text);
}

void ClassOverlay::paintJoin(QPainter &p)
{
    const Style &s = m_canvas->sceneStyle();
    const QString url = m_link->joinUrl();
    if (m_qrFor != url) {
        m_qr = qrCodeImage(url);
        m_qrFor = url;
    }
    // Black on white whatever the theme: phone cameras read a QR code best that way.
    // The address as large as the back row needs to type it; the hint below it small.
    const QFont title = s.scaledFont(1.6, true), code = s.scaledFont(3.0, true), addressFont = s.scaledFont(1.4, true),
                small = s.panelFont();
    const QFontMetricsF ft(title), fc(code), fa(addressFont), fs(small);
    const double pad = 2 * s.padding();
    const double textH = ft.height() + fc.height() + fa.height() + fs.height() + 3 * s.padding();
    const double side = std::max(120.0, std::min(height() - 2 * pad - textH - 2 * pad, 0.6 * width()));
    const QString address = url.section(QLatin1Char('?'), 0, 0);
    const double w = std::max({side, fc.horizontalAdvance(m_link->code()), fs.horizontalAdvance(address),
                               ft.horizontalAdvance(tr("Join the class"))}) +
                     2 * pad;
    const QRectF r(QPointF((width() - w) / 2, (height() - side - textH - 2 * pad) / 2), QSizeF(w, side + textH + 2 * pad));
    m_cardRect = r;
    paintCard(p, r, s, Qt::white);
    double y = r.top() + pad;
    p.setPen(Qt::black);
    p.setFont(title);
    p.drawText(QRectF(r.left(), y, r.width(), ft.height()), Qt::AlignCenter, tr("Join the class"));
    y += ft.height() + s.padding();
    if (!m_qr.isNull()) {
        m_modulePixels = int(side) / m_qr.width();
        const int px = m_modulePixels * m_qr.width(); // whole pixels per module: sharp edges
        const QRectF q(r.center().x() - px / 2.0, y + (side - px) / 2, px, px);
        p.drawImage(q, m_qr.scaled(px, px, Qt::IgnoreAspectRatio, Qt::FastTransformation));
    }
    y += side + s.padding();
    p.setFont(code);
    p.drawText(QRectF(r.left(), y, r.width(), fc.height()), Qt::AlignCenter, m_link->code());
    y += fc.height();
    p.setFont(addressFont);
    p.drawText(QRectF(r.left(), y, r.width(), fa.height()), Qt::AlignCenter, address);
    y += fa.height() + s.padding();
    p.setFont(small);
    p.setPen(QColor(0x55, 0x55, 0x55));
    p.drawText(QRectF(r.left(), y, r.width(), fs.height()), Qt::AlignCenter, tr("Scan, or open the address and type the code"));
}

void ClassOverlay::paintAnswers(QPainter &p)
{
    const Style &s = m_canvas->sceneStyle();
    const ClassTally &t = m_link->tally();
    const QFont head = s.panelFont(true), body = s.panelFont(), small = s.noteFont();
    const QFontMetricsF fh(head), fb(body), fsm(small);
    const double pad = s.padding() * 1.5;
    // Top left: the quiz card keeps to the right of the canvas.
    const double w = std::clamp(width() * 0.45, 300.0, width() - 2 * pad);
    const double x = pad;
    QStringList header;
    if (t.question == 0) {
        header << tr("No question asked yet: turn on quiz mode (Q) and step.");
    } else {
        header << (t.revealed ? tr("The class's answers: %1").arg(t.answer) : tr("The class's answers"));
        header << (t.revealed ? tr("%1 of %2 answered, %3 right").arg(t.answered).arg(t.students).arg(t.right)
                              : tr("%1 of %2 answered").arg(t.answered).arg(t.students));
    }
    const double rowH = fb.height() + fsm.height() + s.padding();
    const int rows = int(t.values.size());
    const double h = 2 * pad + header.size() * fh.height() + s.padding() + rows * rowH;
    const QRectF r(x, pad, w, std::min(h, height() - 2 * pad - fb.height() * 2));
    m_cardRect = r;
    paintCard(p, r, s, s.background);
    double y = r.top() + pad;
    p.setFont(head);
    p.setPen(s.foreground);
    for (const QString &line : header) {
        p.drawText(QRectF(r.left() + pad, y, r.width() - 2 * pad, fh.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fh.elidedText(line, Qt::ElideRight, r.width() - 2 * pad));
        y += fh.height();
    }
    y += s.padding();
    int most = 1;
    for (const ClassTallyBar &bar : t.values)
        most = std::max(most, bar.count);
    const double labelW = std::min(r.width() * 0.4, 200.0 * s.fontScale);
    for (const ClassTallyBar &bar : t.values) {
        if (y + rowH > r.bottom())
            break;
        const double barX = r.left() + pad + labelW,
                     barW = r.width() - 2 * pad - labelW - fb.horizontalAdvance(QStringLiteral(" 000"));
        p.setFont(body);
        p.setPen(s.foreground);
        p.drawText(QRectF(r.left() + pad, y, labelW - s.padding(), fb.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fb.elidedText(bar.label, Qt::ElideRight, labelW - s.padding()));
        // Before the reveal the bars do not say which is right; the classic slips are named at once.
        const QColor fill = t.revealed ? (bar.right ? s.positive : s.muted) : s.series[0];
        const double len = barW * bar.count / most;
        p.fillRect(QRectF(barX, y + 2, std::max(2.0, len), fb.height() - 4), fill);
        p.drawText(QRectF(barX + len + 4, y, 60 * s.fontScale, fb.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(bar.count));
        QString note;
        if (bar.outcome.startsWith(QLatin1String("Slip: ")))
            note = bar.outcome.mid(6);
        else if (bar.outcome == QLatin1String("Before the step"))
            note = tr("before the step"); // (short: the card is narrow on a 1024-pixel projector)
        else if (t.revealed && bar.right)
            note = tr("right");
        y += fb.height();
        if (!note.isEmpty()) {
            p.setFont(small);
            p.setPen(s.muted);
            p.drawText(QRectF(barX, y, r.right() - pad - barX, fsm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                       fsm.elidedText(note, Qt::ElideRight, r.right() - pad - barX));
        }
        y += fsm.height() + s.padding();
    }
}

ClassStartDialog::ClassStartDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Start class session"));
    auto *form = new QFormLayout;
    m_address = new QComboBox(this);
    m_address->setObjectName(QStringLiteral("classAddress"));
    m_addresses = classAddresses();
    for (const ClassAddress &a : m_addresses)
        m_address->addItem(a.label);
    m_address->setToolTip(tr("Students' devices must reach this address: pick the network the room's Wi-Fi is on"));
    m_port = new QSpinBox(this);
    m_port->setRange(1024, 65535);
    m_port->setValue(kDefaultPort);
    form->addRow(tr("Serve on"), m_address);
    form->addRow(tr("Port"), m_port);
    auto *about = new QLabel(tr("Students open the address on the projector in any browser on the same network and type the "
                                "code (or scan the QR code). They see each step you show and answer when quiz mode asks. "
                                "Only this session's page is served; nothing students send is saved unless you save it."),
                             this);
    about->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *col = new QVBoxLayout(this);
    col->addWidget(about);
    col->addLayout(form);
    col->addWidget(buttons);
}

QHostAddress ClassStartDialog::address() const
{
    const int i = m_address->currentIndex();
    return i >= 0 && i < int(m_addresses.size()) ? m_addresses[std::size_t(i)].address : QHostAddress(QHostAddress::LocalHost);
}

quint16 ClassStartDialog::port() const
{
    return quint16(m_port->value());
}

ClassTools *ClassTools::install(MainWindow *window)
{
    return new ClassTools(window);
}

ClassTools::ClassTools(MainWindow *window) : QObject(window), m_window(window)
{
    m_link = new ClassLink(
        window->session(),
        [window] {
            PictureOptions o = window->currentPictureOptions();
            o.penStrokes = window->pen()->strokes();
            return o;
        },
        {}, this);
    m_overlay = new ClassOverlay(m_link, window->canvas());
    // The pen's notes reach the students too: after a pause, not at every point of a stroke.
    connect(window->pen(), &PenOverlay::changed, m_link, [this] { m_link->schedulePublish(400); });

    m_start = new QAction(tr("Start class session…"), this);
    m_start->setObjectName(QStringLiteral("classStart"));
    m_start->setStatusTip(tr("Students follow your steps and answer on their own devices"));
    connect(m_start, &QAction::triggered, this, [this] {
        if (m_link->running())
            m_link->stop();
        else
            startInteractive();
    });
    m_joinCard = new QAction(tr("Show join card"), this);
    m_joinCard->setShortcut(QKeySequence(Qt::Key_J));
    m_joinCard->setCheckable(true);
    m_answers = new QAction(tr("Show the class's answers"), this);
    m_answers->setShortcut(QKeySequence(Qt::Key_T));
    m_answers->setCheckable(true);
    m_save = new QAction(tr("Save the class's answers (CSV)…"), this);
    connect(m_joinCard, &QAction::toggled, this, [this](bool on) {
        if (on)
            m_answers->setChecked(false);
        m_overlay->setCard(on ? ClassOverlay::Card::Join
                              : (m_answers->isChecked() ? ClassOverlay::Card::Answers : ClassOverlay::Card::None));
    });
    connect(m_answers, &QAction::toggled, this, [this](bool on) {
        if (on)
            m_joinCard->setChecked(false);
        m_overlay->setCard(on ? ClassOverlay::Card::Answers
                              : (m_joinCard->isChecked() ? ClassOverlay::Card::Join : ClassOverlay::Card::None));
    });
    connect(m_save, &QAction::triggered, this, &ClassTools::saveAnswers);
    // In presentation mode the menu bar is hidden: the keys still work (actions of the window).
    window->addAction(m_joinCard);
    window->addAction(m_answers);

    buildMenu();
    buildPanel();
}

void ClassTools::buildMenu()
{
    // By name: the menu's title is translated.
    if (QMenu *lessons = m_window->findChild<QMenu *>(QStringLiteral("lessonsMenu"))) {
        // One entry: the menu already fills a 768-line screen. The card, the answers and the
        // CSV are the Class session panel's buttons (and J, T) while a session runs.
        lessons->addSeparator();
        lessons->addAction(m_start);
    }
}

void ClassTools::buildPanel()
{
    m_dock = new QDockWidget(tr("Class session"), m_window);
    m_dock->setObjectName(QStringLiteral("classDock"));
    auto *box = new QWidget(m_dock);
    auto *col = new QVBoxLayout(box);
    m_code = new QLabel(box);
    m_code->setAlignment(Qt::AlignCenter);
    QFont big = m_code->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_code->setFont(big);
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_qr = new QLabel(box);
    m_qr->setAlignment(Qt::AlignCenter);
    m_url = new QLabel(box);
    m_url->setWordWrap(true);
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_counts = new QLabel(box);
    m_counts->setWordWrap(true);
    col->addWidget(m_code);
    col->addWidget(m_qr);
    col->addWidget(m_url);
    col->addWidget(m_counts);
    for (QAction *a : {m_joinCard, m_answers, m_save}) {
        auto *b = new QPushButton(a->text(), box);
        b->setCheckable(a->isCheckable());
        connect(b, &QPushButton::clicked, a, [a, b] {
            if (a->isCheckable())
                a->setChecked(b->isChecked());
            else
                a->trigger();
        });
        connect(a, &QAction::toggled, b, &QPushButton::setChecked);
        col->addWidget(b);
    }
    m_unlock = new QPushButton(tr("Let turned-away addresses join again"), box);
    m_unlock->setToolTip(tr("Devices behind an address that sent too many wrong codes (old pages after a restart, or "
                            "guessing) may try again."));
    m_unlock->hide();
    connect(m_unlock, &QPushButton::clicked, m_link, &ClassLink::clearAddressLocks);
    col->addWidget(m_unlock);
    auto *stop = new QPushButton(tr("Stop class session"), box);
    connect(stop, &QPushButton::clicked, m_link, &ClassLink::stop);
    col->addWidget(stop);
    col->addStretch(1);
    m_dock->setWidget(box);
    m_window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();

    connect(m_link, &ClassLink::updated, this, &ClassTools::refresh);
    connect(m_link, &ClassLink::networkChanged, this, [this](bool lost) {
        if (QStatusBar *bar = m_window->statusBar()) {
            const QStringList others = m_link->otherAddresses();
            const QString gone = others.isEmpty()
                                     ? tr("The class session's network is gone: %1 is no longer this computer's address. "
                                          "Reconnect the Wi-Fi; the session goes on when it is back.")
                                           .arg(m_link->address().toString())
                                     : tr("The class session's network is gone: %1 is no longer this computer's address. "
                                          "Reconnect, or stop and start the session on %2.")
                                           .arg(m_link->address().toString(), others.join(QStringLiteral(", ")));
            bar->showMessage(lost ? gone : tr("The class session's network is back."), lost ? 0 : 6000);
        }
    });
    connect(m_link, &ClassLink::runningChanged, this, [this](bool on) {
        m_start->setText(on ? tr("Stop class session") : tr("Start class session…"));
        m_joinCard->setEnabled(on);
        m_answers->setEnabled(on);
        m_save->setEnabled(on);
        if (!on) {
            m_joinCard->setChecked(false);
            m_answers->setChecked(false);
        }
        m_dock->setVisible(on);
        refresh();
    });
    m_joinCard->setEnabled(false);
    m_answers->setEnabled(false);
    m_save->setEnabled(false);
}

bool ClassTools::start(const QHostAddress &address, quint16 port, QString *error)
{
    if (!m_link->start(address, port, error))
        return false;
    m_joinCard->setChecked(true); // the class needs the address first
    return true;
}

void ClassTools::startInteractive()
{
    ClassStartDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!start(dialog.address(), dialog.port(), &error))
        QMessageBox::warning(m_window, tr("Class session"), tr("The class session could not start.\n\n%1").arg(error));
}

void ClassTools::saveAnswers()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save the class's answers"),
        QDir(settings::exportFolder.get(QDir::homePath())).filePath(QStringLiteral("class-answers.csv")), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_link->exportCsv(path, &error))
        QMessageBox::warning(m_window, tr("Save failed"), tr("The answers were not saved.\n\n%1").arg(error));
}

void ClassTools::refresh()
{
    if (!m_link->running())
        return;
    if (m_code->text() != m_link->code()) { // a new session: its code, address and QR code
        m_code->setText(m_link->code());
        m_url->setText(m_link->joinUrl().section(QLatin1Char('?'), 0, 0));
        const QImage qr = qrCodeImage(m_link->joinUrl());
        if (!qr.isNull())
            m_qr->setPixmap(
                QPixmap::fromImage(qr.scaled(qr.width() * 4, qr.height() * 4, Qt::IgnoreAspectRatio, Qt::FastTransformation)));
    }
    m_counts->setText(countsLine(*m_link));
    m_unlock->setVisible(m_link->stats().lockedAddresses > 0);
}

QString ClassTools::panelText() const
{
    return QStringList{m_code->text(), m_url->text(), m_counts->text()}.join(QLatin1Char('\n'));
}

} // namespace sgd::ui
