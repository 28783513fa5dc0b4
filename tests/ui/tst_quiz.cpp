// Quiz mode in the window: the step asks first; the card blanks exactly the values the step
// changes, the table shows nothing beyond the frame shown; R (or a second →) plays the step and the
// card then shows frame n + 1's values unchanged. Typed answers and scripted choices are graded.
// With SGD_QUIZ_SHOTS=DIR it also writes screenshots of the card (light, dark, presentation).
#include "../render/painter_test_support.h"
#include "core/number_text.h"
#include "core/scenes.h"
#include "ui/main_window.h"
#include "ui/quiz_overlay.h"
#include "ui/render/layout_audit.h"
#include "ui/render/render.h"
#include "ui/scene_canvas.h"
#include "ui/session/quiz_controller.h"
#include "ui/trace_table_model.h"
#include "window_test_support.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

#include <set>

using namespace sgd;
using namespace sgd::ui;

namespace {

std::set<std::string> names(const std::vector<QuizValue> &values)
{
    std::set<std::string> out;
    for (const QuizValue &v : values)
        out.insert(v.name);
    return out;
}

} // namespace

class TestQuiz : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_w;

    void open(const QString &scene)
    {
        QVERIFY(m_w->openScene(scene));
        testing::waitForTrace(*m_w);
        m_w->session()->transport()->setAnimationsEnabled(false);
        m_w->session()->transport()->reset();
    }
    QString cell(int row, int col) const { return m_w->tableView()->model()->index(row, col).data().toString(); }
    QuizController *quiz() const { return m_w->session()->quiz(); }

private slots:
    void initTestCase() { testing::initWindowTests("tst_quiz"); }

    void init()
    {
        testing::openTestWindow(m_w, QSize(1400, 900), QStringLiteral("single-weight"));
        if (QTest::currentTestFailed())
            return;
        m_w->session()->transport()->setAnimationsEnabled(false);
        m_w->session()->transport()->reset();
    }

    void cleanup() { m_w.reset(); }

    void qTogglesQuizMode()
    {
        QVERIFY(!quiz()->active());
        QTest::keyClick(m_w.get(), Qt::Key_Q);
        QVERIFY(quiz()->active());
        QVERIFY(m_w->quizAction()->isChecked());
        QTest::keyClick(m_w.get(), Qt::Key_Q);
        QVERIFY(!quiz()->active());
        // Quiz mode off: the step plays at once.
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QCOMPARE(m_w->session()->transport()->index(), 1);
    }

    void hidesExactlyWhatTheStepChanges_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<int>("step");
        QTest::newRow("single-weight") << "single-weight" << 0;
        QTest::newRow("mini-batch") << "mini-batch" << 2;
        QTest::newRow("sync") << "sync" << 1;
        QTest::newRow("async") << "async" << 3;
        QTest::newRow("decentralized") << "decentralized" << 1;
        QTest::newRow("overlap") << "overlap" << 1;
        QTest::newRow("quantized") << "quantized" << 1;
        QTest::newRow("scale-lab") << "scale-lab" << 1;
    }
    void hidesExactlyWhatTheStepChanges()
    {
        QFETCH(QString, scene);
        QFETCH(int, step);
        open(scene);
        const auto trace = m_w->session()->controller()->trace();
        quiz()->setActive(true);
        m_w->session()->transport()->seek(step);
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        // Asking: still on frame n, the card blanks the changed values, the table stops at row n.
        QCOMPARE(m_w->session()->transport()->index(), step);
        QCOMPARE(quiz()->phase(), QuizController::Phase::Asking);
        const QuizAsk &ask = *quiz()->question();
        const std::vector<QuizValue> before = quizValuesAt(*trace, step), after = quizValuesAt(*trace, step + 1);
        std::set<std::string> changed;
        for (const QuizValue &v : after) {
            const auto old = std::find_if(before.begin(), before.end(), [&](const QuizValue &b) { return b.name == v.name; });
            if (old == before.end() || old->values != v.values)
                changed.insert(v.name);
        }
        QCOMPARE(names(ask.hidden), changed);
        QVERIFY(m_w->quizOverlay()->isVisible());
        const QString blanks = m_w->quizOverlay()->valuesLabel()->text();
        const int rows = int(changed.size()) + (changed.count(ask.asked.name) ? 0 : 1);
        QCOMPARE(int(blanks.count(QStringLiteral("▢"))), rows);
        QVERIFY(m_w->narrationText().contains(QString::fromStdString(ask.prompt)));
        if (m_w->tableView()->model()->columnCount() > 0) {
            QVERIFY(!cell(step, 0).isEmpty());
            for (int r = step + 1; r < m_w->tableView()->model()->rowCount(); ++r)
                for (int c = 0; c < m_w->tableView()->model()->columnCount(); ++c)
                    QVERIFY2(cell(r, c).isEmpty(), qPrintable(QStringLiteral("row %1 shows %2").arg(r).arg(cell(r, c))));
        }
        // Reveal: the step plays and the card shows frame n + 1's values as they are.
        QTest::keyClick(m_w.get(), Qt::Key_R);
        QCOMPARE(m_w->session()->transport()->index(), step + 1);
        QCOMPARE(quiz()->phase(), QuizController::Phase::Revealed);
        const QString shown = m_w->quizOverlay()->valuesLabel()->text();
        QVERIFY(!shown.contains(QStringLiteral("▢")));
        for (const QuizValue &v : quiz()->question()->hidden) {
            QCOMPARE(v, *std::find_if(after.begin(), after.end(), [&](const QuizValue &a) { return a.name == v.name; }));
            const std::string text = quizValueText(v);
            QVERIFY2(shown.contains(QString::fromStdString(text.substr(v.label.size() + 3)).toHtmlEscaped()), qPrintable(shown));
        }
        if (m_w->tableView()->model()->columnCount() > 0 && step + 2 < m_w->tableView()->model()->rowCount()) {
            QVERIFY(!cell(step + 1, 0).isEmpty());
            QVERIFY(cell(step + 2, 0).isEmpty());
        }
        // The next → asks about the following step.
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QCOMPARE(m_w->session()->transport()->index(), step + 1);
        QCOMPARE(quiz()->phase(), QuizController::Phase::Asking);
        QCOMPARE(quiz()->question()->step, step + 1);
    }

    void everySceneAsksWhatTheStepPlays_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void everySceneAsksWhatTheStepPlays()
    {
        // #29.1 in the window, every scene, step after step: → asks about the step from the frame
        // shown, the answer is the value the frame the step lands on holds, that answer typed is
        // graded exact, and R lands on that frame (sync asked round 0's w = 1.5 while the step
        // played round 1 to 2.125).
        QFETCH(QString, scene);
        open(scene);
        const auto trace = m_w->session()->controller()->trace();
        QVERIFY(trace);
        quiz()->setActive(true);
        const int last = std::min(int(trace->frames.size()) - 1, 12);
        for (int n = 0; n < last; ++n) {
            QCOMPARE(m_w->session()->transport()->index(), n);
            QTest::keyClick(m_w.get(), Qt::Key_Right);
            QCOMPARE(quiz()->phase(), QuizController::Phase::Asking);
            QCOMPARE(m_w->session()->transport()->index(), n);
            const QuizAsk ask = *quiz()->question();
            QCOMPARE(ask.step, n);
            const std::vector<QuizValue> landed = quizValuesAt(*trace, n + 1);
            const auto it =
                std::find_if(landed.begin(), landed.end(), [&](const QuizValue &v) { return v.name == ask.asked.name; });
            QVERIFY(it != landed.end());
            QCOMPARE(ask.asked, *it);
            std::string typed;
            for (double v : ask.asked.values)
                typed += (typed.empty() ? "" : ", ") + formatNumber(v);
            quiz()->answer(QString::fromStdString(typed));
            QVERIFY(quiz()->grade()->verdict == QuizVerdict::Exact || quiz()->grade()->verdict == QuizVerdict::Right);
            QTest::keyClick(m_w.get(), Qt::Key_R);
            QCOMPARE(m_w->session()->transport()->index(), n + 1);
            QCOMPARE(quiz()->phase(), QuizController::Phase::Revealed);
            QVERIFY(m_w->narrationText().contains(QString::fromStdString(quizValueText(ask.asked)).toHtmlEscaped()) ||
                    m_w->quizOverlay()->valuesLabel()->text().contains(
                        QString::fromStdString(quizValueText(ask.asked).substr(ask.asked.label.size() + 3)).toHtmlEscaped()));
        }
    }

    void pictureAndTableHideTheLandingSpot()
    {
        const auto trace = m_w->session()->controller()->trace();
        const QString landing = QStringLiteral("step 1: w = 3.2");
        QVariantMap hide;
        hide.insert(QLatin1String(kQuizHideNextKey), true);
        QVERIFY(renderFrameSvg(*trace, 0, Style::light(), QSize(1400, 800)).contains(landing.toUtf8()));
        const QByteArray hidden = renderFrameSvg(*trace, 0, Style::light(), QSize(1400, 800), hide);
        QVERIFY(!hidden.contains(landing.toUtf8()));
        QVERIFY(!hidden.contains("= 3.2<")); // nor the side card's update line
        QVERIFY(renderFrameSvg(*trace, 0, Style::light(), QSize(1400, 800), hide, {}, {}, 0.5)
                    .contains("3.2")); // the reveal moves there
        // An overshooting step: its label's factor 1 - eta x^2 would give the landing spot away too.
        const SceneDef *sw = findScene("single-weight");
        ParamSet over = sw->defaults();
        over.set("eta", "0.2");
        const Trace overshoot = runScene(*sw, over);
        QVERIFY(renderFrameSvg(overshoot, 0, Style::light(), QSize(1400, 800)).contains("jumps past"));
        QVERIFY(!renderFrameSvg(overshoot, 0, Style::light(), QSize(1400, 800), hide).contains("jumps past"));
        int nextCol = -1;
        for (int c = 0; c < m_w->tableView()->model()->columnCount(); ++c)
            if (m_w->tableView()->model()->headerData(c, Qt::Horizontal).toString().contains(QStringLiteral("next")))
                nextCol = c;
        QVERIFY(nextCol >= 0);
        QCOMPARE(cell(0, nextCol), QStringLiteral("3.2"));
        quiz()->setActive(true);
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QVERIFY(quizHidesNext(m_w->canvas()->options()));
        QVERIFY(cell(0, nextCol).isEmpty());
        QVERIFY(!cell(0, 1).isEmpty());
        QTest::keyClick(m_w.get(), Qt::Key_R);
        QTRY_COMPARE(quiz()->phase(), QuizController::Phase::Revealed);
        // Revealed at step 1: its own numbers show, but not the next question's answer (w = 3.32).
        QCOMPARE(cell(0, nextCol), QStringLiteral("3.2"));
        QVERIFY(cell(1, nextCol).isEmpty());
        QVERIFY(quizHidesNext(m_w->canvas()->options()));
        const QByteArray revealed = renderFrameSvg(*trace, 1, Style::light(), QSize(1400, 800), m_w->canvas()->options());
        QVERIFY(revealed.contains("3.2"));
        for (const QString &item : testing::svgTextItems(revealed))
            QVERIFY2(!item.contains(QStringLiteral("3.32")),
                     qPrintable("the picture after the reveal gives the next answer: " + item));
        QVERIFY(!m_w->narrationText().contains(QStringLiteral("3.32")));
        QVERIFY(m_w->narrationText().contains(QStringLiteral("3.2")));
        quiz()->setActive(false);
        QVERIFY(!quizHidesNext(m_w->canvas()->options()));
        QCOMPARE(cell(1, nextCol), QStringLiteral("3.32"));
    }

    void aSecondArrowRevealsWithTheAnimation()
    {
        quiz()->setActive(true);
        m_w->session()->transport()->setAnimationsEnabled(true);
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QCOMPARE(quiz()->phase(), QuizController::Phase::Asking);
        QVERIFY(!m_w->session()->transport()->animating());
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QVERIFY(m_w->session()->transport()->animating()); // the reveal plays the normal transition
        QCOMPARE(quiz()->phase(), QuizController::Phase::Revealing);
        QTRY_COMPARE(quiz()->phase(), QuizController::Phase::Revealed);
        QCOMPARE(m_w->session()->transport()->index(), 1);
    }

    void playAsksFirstAndBackCloses()
    {
        quiz()->setActive(true);
        QTest::keyClick(m_w.get(), Qt::Key_Space);
        QCOMPARE(m_w->session()->transport()->index(), 0);
        QCOMPARE(quiz()->phase(), QuizController::Phase::Asking);
        QVERIFY(!m_w->session()->transport()->playing());
        m_w->session()->transport()->seek(3);
        QCOMPARE(quiz()->phase(), QuizController::Phase::Idle);
        QVERIFY(!m_w->quizOverlay()->isVisible());
        quiz()->setActive(false);
        QCOMPARE(static_cast<TraceTableModel *>(m_w->tableView()->model())->lastShownRow(), -1);
        QVERIFY(!cell(5, 0).isEmpty());
    }

    void typedAnswerIsGraded()
    {
        const auto trace = m_w->session()->controller()->trace();
        quiz()->setActive(true);
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        const double truth = quiz()->question()->asked.values.front();
        QLineEdit *field = m_w->quizOverlay()->answerField();
        QVERIFY(field->isVisible());
        field->setFocus();
        QTest::keyClicks(field, QString::fromStdString(formatNumber(truth)));
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(quiz()->grade()->verdict, QuizVerdict::Exact);
        QVERIFY(m_w->quizOverlay()->feedbackLabel()->text().contains(QStringLiteral("Exact")));
        // While the question is open the card does not print the answer.
        QVERIFY(!m_w->quizOverlay()->feedbackLabel()->text().contains(QStringLiteral("The answer is")));
        field->clear();
        QTest::keyClicks(field, QString::number(truth * 1.05));
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(quiz()->grade()->verdict, QuizVerdict::Close);
        QCOMPARE(m_w->session()->transport()->index(), 0);
    }

    void rRevealsAfterAGuessIsChecked()
    {
        // #29.3: after Return the guess box kept the keyboard, so R typed "r" instead of revealing.
        quiz()->setActive(true);
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QCOMPARE(quiz()->phase(), QuizController::Phase::Asking);
        QLineEdit *field = m_w->quizOverlay()->answerField();
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        QTest::keyClicks(field, QStringLiteral("3.2"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(quiz()->grade());
        QVERIFY(!field->hasFocus());
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : m_w.get();
        QTest::keyClick(target, Qt::Key_R); // where a person's key press goes
        QCOMPARE(field->text(), QStringLiteral("3.2"));
        QVERIFY(quiz()->phase() != QuizController::Phase::Asking);
        // A guess that cannot be read keeps the box for the correction.
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QTRY_COMPARE(quiz()->phase(), QuizController::Phase::Asking);
        field->setFocus();
        QTRY_VERIFY(field->hasFocus());
        field->clear();
        QTest::keyClicks(field, QStringLiteral("abc"));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(field->hasFocus());
    }

    /// The card stays in one place from Ask to Reveal (it used to jump corner on Check and on
    /// Reveal), and a new question starts with an empty box.
    void theCardStaysAndTheBoxEmptiesForTheNextQuestion()
    {
        for (const QSize size : {QSize(1400, 900), QSize(1024, 768)}) {
            m_w->resize(size);
            QTest::qWait(50);
            m_w->session()->transport()->reset();
            quiz()->setActive(false);
            quiz()->setActive(true);
            QTest::keyClick(m_w.get(), Qt::Key_Right);
            QCOMPARE(quiz()->phase(), QuizController::Phase::Asking);
            QuizOverlay *card = m_w->quizOverlay();
            QTRY_VERIFY(card->isVisible());
            const QPoint asked = card->pos();
            QLineEdit *field = card->answerField();
            QVERIFY(field->text().isEmpty());
            QTest::keyClicks(field, QStringLiteral("3.5"));
            QTest::keyClick(field, Qt::Key_Return);
            QVERIFY(quiz()->grade());
            QCOMPARE(card->pos(), asked);
            quiz()->reveal();
            QTRY_COMPARE(quiz()->phase(), QuizController::Phase::Revealed);
            QCOMPARE(card->pos(), asked);
            QCOMPARE(field->text(), QStringLiteral("3.5")); // the answer given, beside the reveal
            QTest::keyClick(m_w.get(), Qt::Key_Right);
            QTRY_COMPARE(quiz()->phase(), QuizController::Phase::Asking);
            QCOMPARE(quiz()->question()->step, 1);
            QVERIFY2(field->text().isEmpty(), qPrintable(field->text()));
        }
    }

    void scriptedQuestionIsAskedAtItsStep()
    {
        quiz()->setScripted(
            {QuizQuestion{2, "grad", "What is the slope after step 3?", {"1.5", "-8: the x factor slipped", "0"}}});
        quiz()->setActive(true);
        m_w->session()->transport()->seek(1);
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QCOMPARE(QString::fromStdString(quiz()->question()->prompt).left(11),
                 QStringLiteral("Where does ")); // step 1: the default
        QTest::keyClick(m_w.get(), Qt::Key_R);
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QCOMPARE(quiz()->question()->step, 2);
        QCOMPARE(QString::fromStdString(quiz()->question()->prompt), QStringLiteral("What is the slope after step 3?"));
        QCOMPARE(m_w->quizOverlay()->choiceButtons().size(), 3);
        QCOMPARE(m_w->quizOverlay()->choiceButtons()[1]->text(), QStringLiteral("B  -8"));
        QVERIFY(!m_w->quizOverlay()->answerField()->isVisible());
        QTest::mouseClick(m_w->quizOverlay()->choiceButtons()[1], Qt::LeftButton);
        QCOMPARE(quiz()->grade()->verdict, QuizVerdict::Wrong);
        QVERIFY(m_w->quizOverlay()->feedbackLabel()->text().contains(QStringLiteral("The x factor slipped")));
    }

    /// The card goes where it hides the least of the picture's text: on the one-weight example that
    /// is not over the legend and the working box (right), which it used to cover.
    void theCardLeavesTheLegendAndTheWorkingBoxInView()
    {
        QTest::keyClick(m_w.get(), Qt::Key_Q);
        QTest::keyClick(m_w.get(), Qt::Key_Right);
        QuizOverlay *card = m_w->quizOverlay();
        QTRY_VERIFY(card->isVisible());
        SceneCanvas *canvas = m_w->canvas();
        FrameRequest request;
        request.index = canvas->frameIndex();
        request.options = canvas->options();
        request.view = canvas->view();
        const LayoutAudit audit = auditFrame(*canvas->trace(), canvas->sceneStyle(), canvas->size(), request);
        int seen = 0;
        for (const AuditText &t : audit.texts)
            if (t.text.startsWith(QStringLiteral("loss L(w)")) || t.text.startsWith(QStringLiteral("current weight")) ||
                t.text.startsWith(QStringLiteral("Step 0")) || t.text.startsWith(QStringLiteral("update:"))) {
                ++seen;
                QVERIFY2(!QRectF(card->geometry()).intersects(t.box), qPrintable(t.text));
            }
        QVERIFY(seen >= 4); // the legend's first entries, the working box's heading and its update line
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SGD_QUIZ_SHOTS");
        if (dir.isEmpty())
            QSKIP("set SGD_QUIZ_SHOTS=DIR to write the quiz card's screenshots");
        QDir().mkpath(dir);
        quiz()->setScripted({QuizQuestion{1, "", "", {"0.8", "-8: the x factor slipped", "3.2"}}});
        for (const QSize size : {QSize(1600, 1000), QSize(1000, 700)})
            for (const QString mode : {"light", "dark", "presentation"}) {
                m_w->setPresentationMode(false);
                m_w->setTheme(mode == QLatin1String("dark") ? Theme::Dark : Theme::Light);
                m_w->resize(size);
                if (mode == QLatin1String("presentation"))
                    m_w->setPresentationMode(true);
                quiz()->setActive(false);
                m_w->session()->transport()->reset();
                quiz()->setActive(true);
                QTest::keyClick(m_w.get(), Qt::Key_Right);
                QTest::qWait(300);
                const QString base = QStringLiteral("%1/%2x%3-%4").arg(dir).arg(size.width()).arg(size.height()).arg(mode);
                m_w->grab().save(base + QStringLiteral("-1asking.png"));
                m_w->quizOverlay()->answerField()->setText(QStringLiteral("1.9"));
                quiz()->answer(QStringLiteral("1.9"));
                QTest::qWait(100);
                m_w->grab().save(base + QStringLiteral("-2answered.png"));
                QTest::keyClick(m_w.get(), Qt::Key_R);
                QTest::qWait(100);
                m_w->grab().save(base + QStringLiteral("-3revealed.png"));
                QTest::keyClick(m_w.get(), Qt::Key_Right); // step 1: the scripted choices
                quiz()->choose(1);
                QTest::qWait(100);
                m_w->grab().save(base + QStringLiteral("-4choice.png"));
            }
        m_w->setPresentationMode(false);
    }

    /// Single weight, mini-batch and overlap in quiz mode before and after a reveal, projected at
    /// 1024x768 and at 1920x1080 (SGD_QUIZ_SHOTS=DIR).
    void sceneScreenshots()
    {
        const QString dir = qEnvironmentVariable("SGD_QUIZ_SHOTS");
        if (dir.isEmpty())
            QSKIP("set SGD_QUIZ_SHOTS=DIR to write the scenes' quiz screenshots");
        QDir().mkpath(dir);
        for (const QString scene : {"single-weight", "mini-batch", "overlap"})
            for (const QSize size : {QSize(1024, 768), QSize(1920, 1080)}) {
                m_w->setPresentationMode(false);
                m_w->resize(size);
                QVERIFY(m_w->openScene(scene));
                testing::waitForTrace(*m_w);
                m_w->setPresentationMode(size.width() == 1024);
                quiz()->setActive(false);
                m_w->session()->transport()->reset();
                m_w->session()->transport()->seek(1);
                quiz()->setActive(true);
                QTest::keyClick(m_w.get(), Qt::Key_Right);
                QTRY_COMPARE(quiz()->phase(), QuizController::Phase::Asking);
                const QuizRubric r = quizRubric(*quiz()->question());
                const QString guess = QString::fromStdString(
                    text::displayNumber(r.slips.empty() ? r.answer.front() * 1.5 : r.slips.front().values.front()));
                m_w->quizOverlay()->answerField()->setText(guess);
                quiz()->answer(guess);
                QTest::qWait(300);
                const QString base = QStringLiteral("%1/%2-%3x%4").arg(dir, scene).arg(size.width()).arg(size.height());
                m_w->grab().save(base + QStringLiteral("-1asked.png"));
                QTest::keyClick(m_w.get(), Qt::Key_R);
                QTRY_COMPARE(quiz()->phase(), QuizController::Phase::Revealed);
                QTest::qWait(300);
                m_w->grab().save(base + QStringLiteral("-2revealed.png"));
            }
        m_w->setPresentationMode(false);
    }
};

QTEST_MAIN(TestQuiz)
#include "tst_quiz.moc"
