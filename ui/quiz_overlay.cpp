#include "quiz_overlay.h"

#include "ui/render/layout_audit.h"

#include "scene_canvas.h"
#include "ui/session/quiz_controller.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace sgd::ui {

namespace {

QLabel *wrapped(QWidget *parent, const char *name)
{
    auto *l = new QLabel(parent);
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setAttribute(Qt::WA_TransparentForMouseEvents);
    return l;
}

} // namespace

QuizOverlay::QuizOverlay(QuizController *quiz, SceneCanvas *canvas) : QWidget(canvas), m_quiz(quiz), m_canvas(canvas)
{
    setObjectName(QStringLiteral("quizCard"));
    auto *col = new QVBoxLayout(this);
    m_heading = wrapped(this, "quizHeading");
    m_question = wrapped(this, "quizQuestion");
    m_values = wrapped(this, "quizValues");
    m_choiceBox = new QWidget(this);
    m_choiceRow = new QHBoxLayout(m_choiceBox);
    m_choiceRow->setContentsMargins(0, 0, 0, 0);
    m_answerRow = new QWidget(this);
    auto *row = new QHBoxLayout(m_answerRow);
    row->setContentsMargins(0, 0, 0, 0);
    m_answer = new QLineEdit(m_answerRow);
    m_answer->setObjectName(QStringLiteral("quizAnswer"));
    m_answer->setPlaceholderText(tr("Your guess"));
    m_answer->setToolTip(tr("Type a number (several: separated by commas) and press Return to hear how close it is"));
    m_check = new QPushButton(tr("Check"), m_answerRow);
    m_check->setFocusPolicy(Qt::NoFocus);
    row->addWidget(m_answer, 1);
    row->addWidget(m_check);
    m_feedback = wrapped(this, "quizFeedback");
    m_hintLabel = wrapped(this, "quizHint");
    for (QWidget *w : {static_cast<QWidget *>(m_heading), static_cast<QWidget *>(m_question), static_cast<QWidget *>(m_values),
                       m_choiceBox, m_answerRow, static_cast<QWidget *>(m_feedback), static_cast<QWidget *>(m_hintLabel)})
        col->addWidget(w);
    const auto check = [this]() {
        m_quiz->answer(m_answer->text());
        // A guess that was read leaves the box, so that R (or an arrow) reveals instead of being
        // typed into it ("3.2r"); one that could not be read stays there to be corrected.
        const auto &grade = m_quiz->grade();
        if (grade && grade->verdict != QuizVerdict::Unreadable && m_answer->hasFocus()) {
            if (m_canvas->focusPolicy() != Qt::NoFocus)
                m_canvas->setFocus(Qt::OtherFocusReason);
            else
                m_answer->clearFocus();
        }
    };
    connect(m_answer, &QLineEdit::returnPressed, this, check);
    connect(m_check, &QPushButton::clicked, this, check);
    connect(m_quiz, &QuizController::changed, this, &QuizOverlay::refresh);
    canvas->installEventFilter(this);
    qApp->installEventFilter(this); // Esc closes the card wherever the keyboard is in its window
    hide();
}

bool QuizOverlay::eventFilter(QObject *watched, QEvent *event)
{
    // Esc closes the card (quiz mode off; Q brings it back), before presentation mode's Esc sees
    // the key: the override claims it from the shortcut, the press closes. Not while another text
    // field has the keys (a pen note being typed drops the note on Esc).
    const auto *field = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    if ((event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) && isVisible() &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape && !QApplication::activeModalWidget() &&
        (!field || field == m_answer)) {
        auto *target = qobject_cast<QWidget *>(watched);
        if (target && target->window() == m_canvas->window()) {
            event->accept();
            if (event->type() == QEvent::KeyPress)
                m_quiz->setActive(false);
            return true;
        }
    }
    if (watched == m_canvas && (event->type() == QEvent::Resize || event->type() == QEvent::Paint)) {
        const Style &s = m_canvas->sceneStyle();
        if (s.name != m_style.name || s.fontScale != m_style.fontScale || s.background != m_style.background ||
            event->type() == QEvent::Resize)
            refresh();
    }
    return QWidget::eventFilter(watched, event);
}

void QuizOverlay::applyStyle()
{
    m_style = m_canvas->sceneStyle();
    const Style &s = m_style;
    const auto paint = [&s](QWidget *w, const QColor &c, const QFont &f) {
        QPalette pal = w->palette();
        pal.setColor(QPalette::WindowText, c);
        w->setPalette(pal);
        w->setFont(f);
    };
    paint(m_heading, s.muted, s.legendFont());
    paint(m_question, s.foreground, s.labelFont(true));
    paint(m_values, s.foreground, s.bodyFont());
    paint(m_feedback, s.foreground, s.panelFont());
    paint(m_hintLabel, s.muted, s.noteFont());
    const QString field = QStringLiteral("background: %1; color: %2; border: 1px solid %3; border-radius: 4px; padding: 3px 6px;")
                              .arg(s.background.name(), s.foreground.name(), s.muted.name());
    m_answer->setStyleSheet(QStringLiteral("QLineEdit { %1 }").arg(field));
    m_answer->setFont(s.bodyFont());
    const QString button =
        QStringLiteral("QPushButton { %1 } QPushButton:hover { border-color: %2; }").arg(field, s.accent.name());
    m_check->setStyleSheet(button);
    m_check->setFont(s.bodyFont());
    for (QPushButton *b : std::as_const(m_choices)) {
        b->setStyleSheet(button);
        b->setFont(s.bodyFont());
    }
    const int gap = int(s.padding());
    layout()->setContentsMargins(gap + 4, gap, gap + 4, gap);
    layout()->setSpacing(std::max(4, gap / 2 + 2));
}

void QuizOverlay::rebuildChoices()
{
    const auto &ask = m_quiz->question();
    if (ask && m_choicesFor == &*ask && m_choicesStep == ask->step)
        return;
    m_choicesFor = ask ? &*ask : nullptr;
    m_choicesStep = ask ? ask->step : -1;
    qDeleteAll(m_choices);
    m_choices.clear();
    if (!ask)
        return;
    for (int i = 0; i < int(ask->choices.size()); ++i) {
        // The button shows the answer only, not the why after it.
        QString text = QString::fromStdString(ask->choices[std::size_t(i)]);
        text = text.section(QLatin1Char(':'), 0, 0).section(QStringLiteral(" - "), 0, 0).section(QChar(0x2014), 0, 0).trimmed();
        auto *b = new QPushButton(QStringLiteral("%1  %2").arg(QChar('A' + i), text), m_choiceBox);
        b->setObjectName(QStringLiteral("quizChoice%1").arg(i));
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QPushButton::clicked, this, [this, i]() { m_quiz->choose(i); });
        m_choiceRow->addWidget(b);
        m_choices << b;
    }
}

QString QuizOverlay::valuesHtml(bool askedOnly) const
{
    const auto &ask = *m_quiz->question();
    const bool shown = m_quiz->phase() == QuizController::Phase::Revealed;
    std::vector<QuizValue> rows = ask.hidden;
    const auto askedAt = std::find_if(rows.begin(), rows.end(), [&](const QuizValue &v) { return v.name == ask.asked.name; });
    if (askedAt == rows.end())
        rows.insert(rows.begin(), ask.asked); // asked although the step leaves it as it was
    else
        std::rotate(rows.begin(), askedAt, askedAt + 1);
    QStringList lines;
    for (const QuizValue &v : rows) {
        QString value;
        if (shown) {
            const std::string full = quizValueText(v);
            value = QString::fromStdString(full.substr(v.label.size() + 3)).toHtmlEscaped();
        } else {
            value =
                QStringLiteral("<span style='color:%1; font-size:x-large; font-weight:bold'>▢</span>").arg(m_style.accent.name());
        }
        const bool asked = v.name == ask.asked.name;
        if (askedOnly && !asked)
            continue;
        const QString line = QStringLiteral("%1 = %2").arg(QString::fromStdString(v.label).toHtmlEscaped(), value);
        lines << (asked ? QStringLiteral("<b>%1</b>").arg(line) : line);
    }
    return lines.join(QStringLiteral("<br>"));
}

void QuizOverlay::refresh()
{
    const auto phase = m_quiz->phase();
    const bool open =
        m_quiz->question() && (phase == QuizController::Phase::Asking || phase == QuizController::Phase::Revealing ||
                               phase == QuizController::Phase::Revealed);
    if (!open) {
        if (isVisible())
            hide();
        m_answer->clear();
        return;
    }
    rebuildChoices();
    applyStyle();
    const auto &ask = *m_quiz->question();
    const QString key = QString::number(ask.step) + QLatin1Char('\n') + QString::fromStdString(ask.prompt);
    if (key != m_placedFor) { // a new question: an empty box, a fresh place
        m_placedFor = key;
        m_placedAt = QPoint(-1, -1);
        m_answer->clear();
    }
    const bool revealed = phase == QuizController::Phase::Revealed;
    m_heading->setText(revealed ? tr("Revealed") : tr("Predict, then reveal"));
    m_question->setText(QString::fromStdString(ask.prompt).toHtmlEscaped());
    m_values->setText(valuesHtml());
    m_choiceBox->setVisible(!ask.choices.empty());
    m_answerRow->setVisible(ask.choices.empty());
    m_answer->setEnabled(!revealed);
    m_check->setEnabled(!revealed);
    const auto &grade = m_quiz->grade();
    QString feedback;
    if (grade) {
        const std::string &text = revealed || grade->verdict == QuizVerdict::Unreadable ? grade->text : grade->verdictText;
        const QColor c = grade->verdict == QuizVerdict::Exact || grade->verdict == QuizVerdict::Right ? m_style.positive
                         : grade->verdict == QuizVerdict::Far || grade->verdict == QuizVerdict::Wrong ? m_style.warning
                                                                                                      : m_style.foreground;
        feedback = QStringLiteral("<span style='color:%1'>%2</span>").arg(c.name(), QString::fromStdString(text).toHtmlEscaped());
        if (!m_quiz->answered().isEmpty())
            feedback = tr("Your answer: %1").arg(m_quiz->answered().toHtmlEscaped()) + QStringLiteral("<br>") + feedback;
    }
    m_feedback->setText(feedback);
    m_feedback->setVisible(!feedback.isEmpty());
    m_hintLabel->setText(revealed ? tr("→ asks about the next step") : tr("R or → reveals"));
    place();
    show();
    raise();
    update();
}

void QuizOverlay::place()
{
    const double pad = m_style.padding();
    const int cw = m_canvas->width(), ch = m_canvas->height();
    const int w =
        std::clamp(int(cw * 0.4), std::min(340, cw - int(4 * pad)), std::max(360, int(480 * std::max(1.0, m_style.fontScale))));
    const int width = std::min(w, cw - int(4 * pad));
    const auto need = [&]() {
        return layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width) : sizeHint().height();
    };
    const int room = ch - int(4 * pad);
    if (need() > room)
        m_values->setText(valuesHtml(true)); // a small canvas: the asked value alone
    const int h = std::min(need(), room);
    const int top = int(pad + QFontMetrics(m_style.titleFont()).height() * 1.6);
    const int y0 = std::min(top, std::max(0, ch - h - int(2 * pad))), y1 = std::max(0, ch - h - int(2 * pad));
    const int x0 = int(2 * pad), x1 = cw - width - int(2 * pad);
    // The corner that hides the least of the picture's text (legends, the working box, labels):
    // under the title on the right first, as before, unless another corner covers less.
    if (m_placedAt.x() < 0 || m_placedCanvas != m_canvas->size()) {
        // Room below for the feedback lines that Check and Reveal add, so the card need not move then.
        const int reserve = m_feedback->isVisible() ? 0 : int(QFontMetrics(m_style.bodyFont()).lineSpacing() * 2.5);
        const int yb = std::max(0, y1 - reserve);
        const QList<QRect> corners = {QRect(x1, y0, width, h), QRect(x1, yb, width, h), QRect(x0, yb, width, h),
                                      QRect(x0, y0, width, h)};
        m_placedAt = corners[leastCovering(corners)].topLeft();
        m_placedCanvas = m_canvas->size();
    }
    // The same place from Ask to Reveal; only a card grown past the canvas' foot moves up.
    const int y = std::clamp(m_placedAt.y(), 0, std::max(0, ch - h - int(pad)));
    setGeometry(QRect(QPoint(m_placedAt.x(), y), QSize(width, h)));
}

int QuizOverlay::leastCovering(const QList<QRect> &candidates) const
{
    const auto trace = m_canvas->trace();
    if (!trace || trace->frames.empty() || candidates.size() < 2)
        return 0;
    FrameRequest request;
    request.index = m_canvas->frameIndex();
    request.options = m_canvas->options();
    request.view = m_canvas->view();
    const QRectF area = sceneArea(*trace, QRectF(m_canvas->rect()), m_canvas->sceneStyle());
    const LayoutAudit audit = auditFrame(*trace, m_canvas->sceneStyle(), m_canvas->size(), request);
    int best = 0;
    double bestCover = -1;
    for (int i = 0; i < candidates.size(); ++i) {
        double cover = 0;
        const QRectF c(candidates[i]);
        const auto hidden = [&c](const QRectF &r) { return c.intersected(r).width() * c.intersected(r).height(); };
        for (const AuditText &t : audit.texts)
            cover += hidden(t.box);
        for (const QRectF &m : audit.marks) // nodes and dots count as much as text
            cover += hidden(m);
        if (!area.contains(QRectF(candidates[i])))
            cover += 1e9;                               // off the scene's part of the canvas (a real run's band)
        if (bestCover < 0 || cover < bestCover * 0.8) { // the first (the usual place) unless clearly worse
            best = i;
            bestCover = cover;
        }
    }
    return best;
}

void QuizOverlay::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(m_style.background); // opaque: nothing of the picture below shows through
    p.setPen(QPen(m_style.accent, m_style.cardEdgeWidth()));
    const double half = m_style.cardEdgeWidth() / 2;
    p.drawRoundedRect(QRectF(rect()).adjusted(half, half, -half, -half), m_style.cardRadius(), m_style.cardRadius());
}

} // namespace sgd::ui
