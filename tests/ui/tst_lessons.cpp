// Lessons a teacher writes (issue 16): a lesson saved from the window reopens in a new window to the
// same scene, parameters, step, view, view toggles, pen notes, quiz questions and locks; a locked
// control refuses edits from its editor, the canvas, undo and the preset button; Page Down walks a
// ten-slide lesson in order and stops at the end; broken files are one line naming file and slide;
// the first form of a lesson still opens; teacher notes appear only in the presenter panel.
#include "core/params.h"
#include "session_window.h"
#include "ui/chart_interaction.h"
#include "ui/lesson_actions.h"
#include "ui/lessons.h"
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/pen_overlay.h"
#include "ui/presenter_panel.h"
#include "ui/scene_canvas.h"
#include "ui/session/lesson_session.h"
#include "ui/session/quiz_controller.h"
#include "window_test_support.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QMouseEvent>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

namespace {

void waitTrace(MainWindow &w)
{
    testing::waitForTrace(w);
}

void edit(MainWindow &w, const QString &key, const QString &value)
{
    emit w.parameterPanel()->editRequested(key, value, 0);
}

QString param(MainWindow &w, const char *key)
{
    return w.session()->controller()->param(QString::fromLatin1(key));
}

std::vector<PenStroke> penNotes()
{
    PenStroke s;
    s.kind = PenKind::Freehand;
    s.step = 4;
    s.points = {{0.1, 0.1}, {0.2, 0.15}, {0.3, 0.3}};
    PenStroke t;
    t.kind = PenKind::Text;
    t.step = 4;
    t.points = {{0.5, 0.5}};
    t.text = "overshoot!";
    return {s, t};
}

std::vector<QuizQuestion> quizQuestions()
{
    QuizQuestion q;
    q.step = 4;
    q.value = "w";
    q.choices = {"3.2", "-8"};
    return {q};
}

/// Slides of the one-weight example, eta 0.01, 0.02, ... with the notes given.
Lesson notedLesson(const QStringList &notes)
{
    Lesson l;
    l.title = "Order";
    for (int i = 0; i < notes.size(); ++i) {
        LessonSlide s;
        s.scene = "single-weight";
        s.params = {{"eta", formatNumber(0.01 * (i + 1))}};
        s.step = i;
        s.note = notes[i].toStdString();
        l.slides.push_back(s);
    }
    l.scene = l.slides[0].scene;
    l.params = l.slides[0].params;
    return l;
}

QStringList slideNotes(const Lesson &l)
{
    QStringList notes;
    for (const LessonSlide &s : l.slides)
        notes << QString::fromStdString(s.note);
    return notes;
}

/// The slides the autosave would keep now.
QJsonArray autosavedSlides(const MainWindow &w)
{
    return w.lessonActions()
        ->autosaveState()
        .value(QStringLiteral("lesson"))
        .toObject()
        .value(QStringLiteral("slides"))
        .toArray();
}

/// How many of `image`'s pixels differ in lightness from `background` by more than 100.
int inkPixels(const QImage &image, const QColor &background)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += std::abs(image.pixelColor(x, y).lightness() - background.lightness()) > 100 ? 1 : 0;
    return n;
}

bool writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text) == text.size();
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    /// Two slides built in the window: single-weight (eta 0.2, step 4, parabola view, zoom on, a note,
    /// eta locked, pen notes and a quiz question), then sync at step 2.
    void buildTwoSlides(MainWindow &w)
    {
        LessonActions *la = w.lessonActions();
        QVERIFY(w.openScene(QStringLiteral("single-weight")));
        edit(w, QStringLiteral("eta"), QStringLiteral("0.2"));
        waitTrace(w);
        QVERIFY(w.session()->setView(QStringLiteral("parabola")));
        qobject_cast<QCheckBox *>(w.parameterPanel()->optionBox(QStringLiteral("follow")))->setChecked(true);
        w.session()->transport()->seek(4);
        la->session()->collectStrokes = [] { return penNotes(); };
        la->session()->collectQuiz = [] { return quizQuestions(); };
        la->addSlide();
        la->setNote(QStringLiteral("Ask where w lands before stepping."));
        la->setLock(QStringLiteral("eta"), true);
        la->session()->collectStrokes = nullptr;
        la->session()->collectQuiz = nullptr;
        QVERIFY(w.openScene(QStringLiteral("sync")));
        waitTrace(w);
        w.session()->transport()->seek(2);
        la->addSlide();
        QCOMPARE(la->slideCounterText(), QStringLiteral("Slide 2 / 2"));
        QVERIFY(la->session()->modified());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        testing::initWindowTests("tst_lessons");
    }

    void savedLessonReopensTheSameState()
    {
        const QString path = m_dir.filePath(QStringLiteral("class.json"));
        Lesson written;
        {
            SessionWindow w;
            buildTwoSlides(w);
            w.lessonActions()->previousSlide(); // back to slide 1: it is shown again from the lesson
            waitTrace(w);
            QCOMPARE(w.session()->transport()->index(), 4);
            QString error;
            QVERIFY2(w.lessonActions()->saveTo(path, error), qPrintable(error));
            QVERIFY(!w.session()->lessons()->modified());
            written = w.session()->lessons()->lesson();
        }
        Lesson read;
        QString error;
        QVERIFY2(loadLessonFile(path, read, error), qPrintable(error));
        QVERIFY(read == written);
        QCOMPARE(read.slides.size(), std::size_t(2));
        const LessonSlide &s = read.slides[0];
        QCOMPARE(s.scene, std::string("single-weight"));
        QCOMPARE(s.params, (std::vector<std::pair<std::string, std::string>>{{"eta", "0.2"}}));
        QCOMPARE(s.step, 4);
        QCOMPARE(s.view, std::string("parabola"));
        QCOMPARE(s.options.at("follow"), true);
        QCOMPARE(s.strokes, penNotes());
        QCOMPARE(s.quiz, quizQuestions());
        QCOMPARE(s.locks, std::vector<std::string>{"eta"});
        QCOMPARE(read.slides[1].scene, std::string("sync"));
        QCOMPARE(read.slides[1].step, 2);
        QVERIFY(read.slides[1].strokes.empty() && read.slides[1].locks.empty());

        // A new window (as after a restart) opens it to the same state.
        QSettings().clear();
        SessionWindow w2;
        QVERIFY(w2.openScene(QStringLiteral("mini-batch")));
        w2.openLesson(read, path);
        waitTrace(w2);
        QCOMPARE(w2.session()->controller()->sceneId(), QStringLiteral("single-weight"));
        QCOMPARE(param(w2, "eta"), QStringLiteral("0.2"));
        QCOMPARE(w2.session()->transport()->index(), 4);
        QCOMPARE(w2.session()->view(), QStringLiteral("parabola"));
        QCOMPARE(w2.session()->viewOptions().value(QStringLiteral("follow")).toBool(), true);
        QVERIFY(qobject_cast<QCheckBox *>(w2.parameterPanel()->optionBox(QStringLiteral("follow")))->isChecked());
        QCOMPARE(w2.session()->lessons()->strokes(), penNotes());
        QCOMPARE(w2.session()->lessons()->quiz(), quizQuestions());
        QVERIFY(w2.parameterPanel()->isLocked(QStringLiteral("eta")));
        QVERIFY(!w2.parameterPanel()->isLocked(QStringLiteral("w0")));
        QCOMPARE(w2.lessonActions()->slideCounter()->text().trimmed(), QStringLiteral("Slide 1 / 2"));
        // The slide's pen notes are on the canvas and its questions with the quiz.
        QCOMPARE(w2.pen()->strokes(), penNotes());
        QCOMPARE(w2.session()->quiz()->scripted(), quizQuestions());
        // Taking the slide from the window again changes nothing.
        QVERIFY(w2.lessonActions()->lessonToSave() == read);
        // A note drawn in class is taken into the slide when the lesson is saved.
        std::vector<PenStroke> more = penNotes();
        more.push_back(more.front());
        more.back().points = {{0.6, 0.6}, {0.7, 0.65}};
        w2.pen()->setStrokes(more);
        QCOMPARE(w2.lessonActions()->lessonToSave().slides[0].strokes, more);
        w2.pen()->setStrokes(penNotes());
        w2.lessonActions()->nextSlide();
        waitTrace(w2);
        QCOMPARE(w2.session()->controller()->sceneId(), QStringLiteral("sync"));
        QCOMPARE(w2.session()->transport()->index(), 2);
        QVERIFY(w2.parameterPanel()->locked().isEmpty());
        QVERIFY(w2.session()->lessons()->strokes().empty());
        QVERIFY(w2.pen()->strokes().empty());
        QVERIFY(w2.session()->quiz()->scripted().empty());
        QVERIFY(!w2.session()->lessons()->modified()); // the notes left on slide 1 were its own: nothing to keep
    }

    void slidesMoveAndDuplicateAndSave()
    {
        SessionWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.openLesson(notedLesson({"one", "two", "three"}));
        waitTrace(w);
        LessonActions *la = w.lessonActions();
        LessonSession *session = w.session()->lessons();
        auto *earlier = w.findChild<QAction *>(QStringLiteral("moveSlideEarlier"));
        auto *later = w.findChild<QAction *>(QStringLiteral("moveSlideLater"));
        auto *duplicate = w.findChild<QAction *>(QStringLiteral("duplicateSlide"));
        QVERIFY(earlier && later && duplicate);
        // Their keys are no other action's.
        for (QAction *mine : {earlier, later, duplicate})
            for (QAction *other : w.findChildren<QAction *>())
                if (other != mine && !other->shortcut().isEmpty())
                    QVERIFY2(other->shortcut() != mine->shortcut(),
                             qPrintable(other->text() + " " + mine->shortcut().toString()));
        QVERIFY(!earlier->isEnabled());
        QVERIFY(!la->moveSlide(-1));
        QVERIFY(!session->modified());
        // Ctrl+Shift+Page Down: the slide shown goes one later and stays shown, nothing recomputed.
        QTest::keyClick(&w, Qt::Key_PageDown, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(slideNotes(session->lesson()), (QStringList{"two", "one", "three"}));
        QCOMPARE(session->currentIndex(), 1);
        QCOMPARE(la->slideCounter()->text().trimmed(), QStringLiteral("Slide 2 / 3 •"));
        QVERIFY(session->modified());
        QCOMPARE(param(w, "eta"), QStringLiteral("0.01"));
        QCOMPARE(session->lesson().scene, std::string("single-weight"));
        QCOMPARE(session->lesson().params, session->lesson().slides[0].params); // the mirrors follow the first slide
        QCOMPARE(session->lesson().params[0].second, std::string("0.02"));
        // Ctrl+D: a copy of what the window shows, right after it, shown.
        w.session()->transport()->seek(5);
        QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(slideNotes(session->lesson()), (QStringList{"two", "one", "one", "three"}));
        QCOMPARE(session->currentIndex(), 2);
        QCOMPARE(session->lesson().slides[2].step, 5);
        QCOMPARE(session->lesson().slides[1].step, 0); // the original keeps its own step
        QCOMPARE(session->lesson().slides[2].params, session->lesson().slides[1].params);
        QCOMPARE(w.session()->transport()->index(), 5);
        // The presenter panel's button moves it too.
        auto *button = la->presenterPanel()->findChild<QToolButton *>(QStringLiteral("presenter_moveSlideLater"));
        QVERIFY(button);
        button->click();
        QCOMPARE(slideNotes(session->lesson()), (QStringList{"two", "one", "three", "one"}));
        QCOMPARE(session->currentIndex(), 3);
        QVERIFY(!later->isEnabled());
        QVERIFY(earlier->isEnabled());
        QVERIFY(la->presenterPanel()->text().contains(QStringLiteral("Slide 4 / 4")));
        // The autosave holds the new order; a save writes it and reads back the same.
        const QJsonArray autosaved = autosavedSlides(w);
        QCOMPARE(autosaved.size(), 4);
        QCOMPARE(autosaved[2].toObject().value(QStringLiteral("note")).toString(), QStringLiteral("three"));
        const QString path = m_dir.filePath(QStringLiteral("order.json"));
        QString error;
        QVERIFY2(la->saveTo(path, error), qPrintable(error));
        Lesson read;
        QVERIFY2(loadLessonFile(path, read, error), qPrintable(error));
        QCOMPARE(slideNotes(read), (QStringList{"two", "one", "three", "one"}));
        QCOMPARE(read.slides[0].params[0].second, std::string("0.02"));
        QCOMPARE(read.slides[3].step, 5);
        QCOMPARE(read.slides[3].params[0].second, std::string("0.01"));
        QVERIFY(read == session->lesson());
    }

    void penNotesStayWithTheirSlide()
    {
        Lesson l = notedLesson({"one", "two"});
        l.slides[1].scene = "sync";
        l.slides[1].params.clear();
        SessionWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.openLesson(l);
        waitTrace(w);
        w.pen()->setStrokes(penNotes()); // drawn in class, never saved with Ctrl+S
        QVERIFY(!w.session()->lessons()->modified());
        QTest::keyClick(&w, Qt::Key_PageDown);
        waitTrace(w);
        QCOMPARE(w.session()->lessons()->currentIndex(), 1);
        QVERIFY(w.pen()->strokes().empty()); // the next slide's own notes: none
        QCOMPARE(w.session()->lessons()->lesson().slides[0].strokes, penNotes());
        QVERIFY(w.session()->lessons()->modified());
        // A stroke drawn with the mouse on the second slide.
        w.setPenActive(true);
        SceneCanvas *c = w.canvas();
        const QPointF a(c->width() * 0.3, c->height() * 0.4), b(c->width() * 0.5, c->height() * 0.5);
        for (auto [type, pos, buttons] : {std::tuple{QEvent::MouseButtonPress, a, Qt::MouseButtons(Qt::LeftButton)},
                                          std::tuple{QEvent::MouseMove, b, Qt::MouseButtons(Qt::LeftButton)},
                                          std::tuple{QEvent::MouseButtonRelease, b, Qt::MouseButtons(Qt::NoButton)}}) {
            QMouseEvent e(type, pos, c->mapToGlobal(pos), type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons,
                          Qt::NoModifier);
            QApplication::sendEvent(c, &e);
        }
        w.setPenActive(false);
        QCOMPARE(w.pen()->strokes().size(), std::size_t(1));
        const std::vector<PenStroke> drawn = w.pen()->strokes();
        QTest::keyClick(&w, Qt::Key_PageUp);
        waitTrace(w);
        QCOMPARE(w.session()->lessons()->currentIndex(), 0);
        QCOMPARE(w.pen()->strokes(), penNotes()); // back on slide 1: its notes are on the canvas again
        QCOMPARE(w.session()->lessons()->lesson().slides[1].strokes, drawn);
        const QJsonArray autosaved = autosavedSlides(w);
        QCOMPARE(autosaved[0].toObject().value(QStringLiteral("strokes")).toArray().size(), 2);
        QCOMPARE(autosaved[1].toObject().value(QStringLiteral("strokes")).toArray().size(), 1);
        QTest::keyClick(&w, Qt::Key_PageDown);
        waitTrace(w);
        QCOMPARE(w.pen()->strokes(), drawn);
    }

    /// A parameter changed on a slide is an edit of the slide: the lesson is marked edited at once,
    /// the value is there again after turning the page and back, and closing asks to save it.
    void aParameterChangedOnASlideIsKept()
    {
        QTemporaryDir dir;
        QSettings().setValue(QStringLiteral("lessons/folder"), dir.path());
        SessionWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openLesson(notedLesson({"one", "two"}));
        waitTrace(w);
        LessonSession *lessons = w.session()->lessons();
        QVERIFY(!lessons->modified());
        QVERIFY(!w.isWindowModified());
        w.session()->controller()->setParam(QStringLiteral("eta"), QStringLiteral("0.05"));
        waitTrace(w);
        QVERIFY(lessons->modified());
        QVERIFY(w.isWindowModified()); // the title's *
        const auto &params = lessons->lesson().slides[0].params;
        QVERIFY(std::find(params.begin(), params.end(), std::pair<std::string, std::string>("eta", "0.05")) != params.end());
        QTest::keyClick(&w, Qt::Key_PageDown);
        waitTrace(w);
        QCOMPARE(lessons->currentIndex(), 1);
        QCOMPARE(QString::fromStdString(w.session()->controller()->params().text("eta")), QStringLiteral("0.02"));
        QTest::keyClick(&w, Qt::Key_PageUp);
        waitTrace(w);
        QCOMPARE(lessons->currentIndex(), 0);
        QCOMPARE(QString::fromStdString(w.session()->controller()->params().text("eta")), QStringLiteral("0.05"));
        // Closing asks; Cancel keeps the window and the edit, Discard lets it go.
        int asked = 0;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        w.lessonActions()->answerUnsaved = [&] {
            ++asked;
            return answer;
        };
        QVERIFY(!w.close());
        QCOMPARE(asked, 1);
        answer = QMessageBox::Discard;
        QVERIFY(w.close());
        QCOMPARE(asked, 2);
    }

    void lockMarkShowsBesideLockedFields()
    {
        SessionWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openScene(QStringLiteral("single-weight")));
        waitTrace(w);
        w.lessonActions()->addSlide();
        ParameterPanel *panel = w.parameterPanel();
        QWidget *eta = panel->lockMark(QStringLiteral("eta"));
        QVERIFY(eta && panel->lockMark(QStringLiteral("w0")));
        QVERIFY(!eta->isVisibleTo(panel));
        w.lessonActions()->setLock(QStringLiteral("eta"), true);
        QVERIFY(eta->isVisibleTo(panel));
        QCOMPARE(eta->toolTip(), QStringLiteral("Locked by the lesson"));
        QVERIFY(!panel->lockMark(QStringLiteral("w0"))->isVisibleTo(panel));
        QVERIFY(eta->width() >= 10 && eta->height() >= 10);
        // The padlock is drawn in the text colour: it stands out from the panel in both themes.
        for (Theme theme : {Theme::Light, Theme::Dark}) {
            w.setTheme(theme);
            QCoreApplication::processEvents();
            const QColor back = eta->palette().color(QPalette::Window);
            const QImage picture = eta->grab().toImage();
            const int ink = inkPixels(picture, back);
            const int all = picture.width() * picture.height();
            QVERIFY2(ink > all / 6, qPrintable(QStringLiteral("%1 of %2 pixels").arg(ink).arg(all)));
        }
        // The locks of "all" mark every field; leaving the lesson takes the marks away.
        w.lessonActions()->setLock(QString::fromLatin1(kLockAll), true);
        QVERIFY(panel->lockMark(QStringLiteral("w0"))->isVisibleTo(panel));
        w.session()->lessons()->close();
        QVERIFY(!eta->isVisibleTo(panel));
        QVERIFY(!panel->lockMark(QStringLiteral("w0"))->isVisibleTo(panel));
    }

    void lockedControlRefusesEdits()
    {
        SessionWindow w;
        QVERIFY(w.openScene(QStringLiteral("single-weight")));
        waitTrace(w);
        edit(w, QStringLiteral("eta"), QStringLiteral("0.15")); // before the lock: undo must not bring it back
        waitTrace(w);
        w.lessonActions()->addSlide();
        w.lessonActions()->setLock(QStringLiteral("eta"), true);
        ParameterPanel *panel = w.parameterPanel();
        QWidget *editor = panel->editor(QStringLiteral("eta"));
        QVERIFY(!editor->isEnabled());
        QVERIFY(editor->toolTip().contains(QStringLiteral("Locked by the lesson")));
        QVERIFY(panel->editor(QStringLiteral("w0"))->isEnabled());
        edit(w, QStringLiteral("eta"), QStringLiteral("0.3"));
        w.canvas()->onSetParam(QStringLiteral("eta"), QStringLiteral("0.4"));
        QCOMPARE(param(w, "eta"), QStringLiteral("0.15"));
        QVERIFY(!w.session()->undoStack()->canUndo());
        w.session()->undoStack()->undo();
        QCOMPARE(param(w, "eta"), QStringLiteral("0.15"));
        w.session()->restorePreset();
        QCOMPARE(param(w, "eta"), QStringLiteral("0.15"));
        QCOMPARE(param(w, "w0"), QStringLiteral("2"));
        // Keyboard: a disabled spin box takes no keys.
        QTest::keyClick(editor->findChild<QAbstractSpinBox *>(), Qt::Key_Up);
        QCOMPARE(param(w, "eta"), QStringLiteral("0.15"));
        // "all" locks every parameter; "scene" the scene list.
        w.lessonActions()->setLock(QString::fromLatin1(kLockAll), true);
        w.lessonActions()->setLock(QString::fromLatin1(kLockScene), true);
        edit(w, QStringLiteral("w0"), QStringLiteral("1"));
        QCOMPARE(param(w, "w0"), QStringLiteral("2"));
        QVERIFY(!panel->editor(QStringLiteral("steps"))->isEnabled());
        QVERIFY(w.scenesDock()->findChild<QListWidget *>());
        QVERIFY(!w.scenesDock()->findChild<QListWidget *>()->isEnabled());
        // Unlocked again, edits go through.
        w.lessonActions()->setLock(QString::fromLatin1(kLockAll), false);
        w.lessonActions()->setLock(QStringLiteral("eta"), false);
        edit(w, QStringLiteral("eta"), QStringLiteral("0.05"));
        QCOMPARE(param(w, "eta"), QStringLiteral("0.05"));
        // Closing the lesson frees everything.
        w.lessonActions()->setLock(QStringLiteral("eta"), true);
        w.session()->lessons()->close();
        QVERIFY(panel->locked().isEmpty());
        QVERIFY(w.scenesDock()->findChild<QListWidget *>()->isEnabled());
    }

    void pageDownWalksTenSlidesInOrder()
    {
        Lesson l;
        l.title = "Ten steps";
        for (int i = 0; i < 10; ++i) {
            LessonSlide s;
            s.scene = "single-weight";
            s.params = {{"eta", formatNumber(0.01 * (i + 1))}};
            s.step = i;
            s.note = "note " + std::to_string(i + 1);
            l.slides.push_back(s);
        }
        l.scene = l.slides[0].scene;
        l.params = l.slides[0].params;
        SessionWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        w.openLesson(l);
        waitTrace(w);
        w.tableView()->setFocus(); // a focused table would take Page Down for itself
        for (int i = 0; i < 10; ++i) {
            if (i > 0)
                QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &w, Qt::Key_PageDown);
            waitTrace(w);
            QCOMPARE(w.session()->lessons()->currentIndex(), i);
            QCOMPARE(param(w, "eta"), QString::fromStdString(formatNumber(0.01 * (i + 1))));
            QCOMPARE(w.session()->transport()->index(), i);
            QCOMPARE(w.lessonActions()->slideCounter()->text().trimmed(), QStringLiteral("Slide %1 / 10").arg(i + 1));
            QVERIFY(w.lessonActions()->presenterPanel()->text().contains(QStringLiteral("note %1").arg(i + 1)));
        }
        QTest::keyClick(&w, Qt::Key_PageDown); // at the end it stays
        waitTrace(w);
        QCOMPARE(w.session()->lessons()->currentIndex(), 9);
        QCOMPARE(param(w, "eta"), QStringLiteral("0.1"));
        QTest::keyClick(&w, Qt::Key_PageUp);
        waitTrace(w);
        QCOMPARE(w.session()->lessons()->currentIndex(), 8);
        QCOMPARE(param(w, "eta"), QStringLiteral("0.09"));
        QVERIFY(!w.session()->lessons()->modified()); // turning pages alone edits nothing
    }

    void slideLocksFollowTheSlideShown()
    {
        Lesson l;
        QString error;
        const QString path = m_dir.filePath(QStringLiteral("locks.json"));
        QVERIFY(writeText(path, R"({"version": 2, "title": "t", "slides": [
            {"scene": "single-weight", "params": {"eta": 0.1}, "locks": ["eta", "w0"]},
            {"scene": "single-weight", "params": {"eta": 0.2}, "locks": ["all"], "narration": "Guess."},
            {"scene": "sync", "locks": ["scene"]}]})"));
        QVERIFY2(loadLessonFile(path, l, error), qPrintable(error));
        SessionWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openLesson(l, path);
        waitTrace(w);
        ParameterPanel *panel = w.parameterPanel();
        QCOMPARE(panel->locked(), (QSet<QString>{QStringLiteral("eta"), QStringLiteral("w0")}));
        QVERIFY(!panel->editor(QStringLiteral("eta"))->findChild<QAbstractSpinBox *>()->isEnabled());
        QTest::keyClick(&w, Qt::Key_PageDown);
        waitTrace(w);
        QCOMPARE(param(w, "eta"), QStringLiteral("0.2"));
        QVERIFY(panel->isLocked(QStringLiteral("steps")));
        QVERIFY(!panel->editor(QStringLiteral("steps"))->isEnabled());
        QVERIFY(!panel->editor(QStringLiteral("eta"))->findChild<QAbstractSpinBox *>()->isEnabled());
        QCOMPARE(w.narrationText().trimmed(), QStringLiteral("Guess."));
        w.lessonActions()->nextSlide();
        waitTrace(w);
        QVERIFY(panel->locked().isEmpty());
        QVERIFY(!w.scenesDock()->findChild<QListWidget *>()->isEnabled());
        QVERIFY(!w.narrationText().contains(QStringLiteral("Guess.")));
    }

    void notesShowOnlyInThePresenterPanel()
    {
        SessionWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openScene(QStringLiteral("single-weight")));
        waitTrace(w);
        w.lessonActions()->addSlide();
        w.lessonActions()->setNote(QStringLiteral("Secret: the answer is 3.2"));
        PresenterPanel *p = w.lessonActions()->presenterPanel();
        QVERIFY(p->text().contains(QStringLiteral("Secret: the answer is 3.2")));
        QVERIFY(!w.narrationText().contains(QStringLiteral("Secret")));
        // A slide's narration replaces the scene's, under the canvas.
        w.lessonActions()->setNarration(QStringLiteral("Guess the next w."));
        QCOMPARE(w.narrationText().trimmed(), QStringLiteral("Guess the next w."));
        p->show();
        w.setPresentationMode(true);
        QVERIFY(!p->isVisible());
        w.setPresentationMode(false);
        QVERIFY(p->isVisible());
    }

    void brokenFilesAreOneLineAndTheFirstFormOpens()
    {
        const QString v3 = m_dir.filePath(QStringLiteral("future.json"));
        QVERIFY(writeText(v3, R"({"version": 3, "title": "t", "slides": [{"scene": "sync"}]})"));
        Lesson l;
        QString error;
        QVERIFY(!loadLessonFile(v3, l, error));
        QCOMPARE(error, QStringLiteral("future.json: lesson format version 3 is newer than this SGD Studio reads (up to 2); open "
                                       "it with a newer SGD Studio"));
        const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(
            writeText(bad, R"({"version": 2, "slides": [{"scene": "sync"}, {"scene": "sync", "params": {"rounds": "many"}}]})"));
        QVERIFY(!loadLessonFile(bad, l, error));
        QVERIFY2(error.startsWith(QStringLiteral("bad.json: slide 2: bad value for rounds")), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
        const QString old = m_dir.filePath(QStringLiteral("old.json"));
        QVERIFY(writeText(old, R"({"title": "Old", "scene": "single-weight", "params": {"eta": 0.5}})"));
        QVERIFY2(loadLessonFile(old, l, error), qPrintable(error));
        SessionWindow w;
        w.openLesson(l, old);
        waitTrace(w);
        QCOMPARE(param(w, "eta"), QStringLiteral("0.5"));
        QCOMPARE(w.session()->lessons()->slideCount(), 1);
    }

    /// A slide keeps the chart zoom and hidden series it was taken with; showing it puts them back
    /// (a slide without any shows every chart whole); a bad range is one line naming file and slide.
    void slideZoomIsSavedAndApplied()
    {
        SessionWindow w;
        QVERIFY(w.openScene(QStringLiteral("mini-batch")));
        waitTrace(w);
        QVERIFY(w.session()->setView(QStringLiteral("loss")));
        SceneCanvas *canvas = w.canvas();
        canvas->resize(1400, 900);
        canvas->grab();
        QVERIFY(!canvas->charts()->drawn().charts.empty());
        const chart::DrawnChart whole = canvas->charts()->drawn().charts.front();
        QCOMPARE(whole.key, QStringLiteral("mini-batch/loss"));
        QVERIFY(canvas->charts()->zoomAt(whole.layout.plot.center(), 0.5));
        QVERIFY(canvas->charts()->toggleLegendAt(whole.legendEntries.back().first.center()));
        const chart::ChartView zoomed = canvas->chartView()->of(whole.key);
        QVERIFY(zoomed.zoomed() && zoomed.hidden.size() == 1);
        LessonActions *la = w.lessonActions();
        la->addSlide();
        QVERIFY(canvas->charts()->resetAt(whole.layout.plot.center()));
        QVERIFY(canvas->charts()->toggleLegendAt(whole.legendEntries.back().first.center()));
        QVERIFY(canvas->chartView()->empty());
        la->addSlide();
        const QString path = m_dir.filePath(QStringLiteral("zoom.json"));
        QString error;
        QVERIFY2(la->saveTo(path, error), qPrintable(error));
        Lesson read;
        QVERIFY2(loadLessonFile(path, read, error), qPrintable(error));
        QCOMPARE(read.slides.size(), std::size_t(2));
        const ChartZoom &z = read.slides[0].charts.at("mini-batch/loss");
        QCOMPARE(z.x->first, zoomed.xLo);
        QCOMPARE(z.x->second, zoomed.xHi);
        QCOMPARE(z.hidden, std::vector<std::string>{zoomed.hidden.front().toStdString()});
        QVERIFY(read.slides[1].charts.empty());

        // Another window shows slide 1 zoomed, slide 2 whole.
        SessionWindow w2;
        QVERIFY(w2.openScene(QStringLiteral("sync")));
        waitTrace(w2);
        w2.openLesson(read, path);
        waitTrace(w2);
        SceneCanvas *c2 = w2.canvas();
        c2->resize(1400, 900);
        QCOMPARE(c2->chartView()->of(whole.key), zoomed);
        c2->grab();
        const chart::DrawnChart *shown = c2->charts()->drawn().at(whole.layout.plot.center());
        QVERIFY(shown && shown->key == whole.key);
        QCOMPARE(shown->layout.x.lo, zoomed.xLo);
        QCOMPARE(shown->layout.x.hi, zoomed.xHi);
        QVERIFY(shown->layout.hides(zoomed.hidden.front()));
        w2.lessonActions()->nextSlide();
        waitTrace(w2);
        QVERIFY(c2->chartView()->empty());
        c2->grab();
        QCOMPARE(c2->charts()->drawn().at(whole.layout.plot.center())->layout.x.lo, whole.layout.x.lo);
        QVERIFY(w2.lessonActions()->lessonToSave() == read);

        const QString bad = m_dir.filePath(QStringLiteral("badzoom.json"));
        QVERIFY(writeText(
            bad,
            R"({"version": 2, "slides": [{"scene": "mini-batch"}, {"scene": "mini-batch", "charts": {"mini-batch/loss": {"x": [40, 10]}}}]})"));
        QVERIFY(!loadLessonFile(bad, read, error));
        QCOMPARE(
            error,
            QStringLiteral(
                "badzoom.json: slide 2: chart 'mini-batch/loss': \"x\" must be [lo, hi], two finite numbers with lo below hi"));
    }

    void saveRefusesWhatIsNotAFile()
    {
        SessionWindow w;
        QVERIFY(w.openScene(QStringLiteral("sync")));
        waitTrace(w);
        QString error;
        QVERIFY(!w.lessonActions()->saveTo(m_dir.path(), error));
        QVERIFY2(error.contains(QStringLiteral("folder")), qPrintable(error));
        QVERIFY(!w.lessonActions()->saveTo(QStringLiteral("/dev/null"), error));
        QVERIFY2(error.contains(QStringLiteral("device")), qPrintable(error));
        QVERIFY(!w.session()->lessons()->isOpen());
    }

    void closingWithUnsavedEditsAsksToSaveDiscardOrStay()
    {
        QTemporaryDir dir;
        QSettings().setValue(QStringLiteral("lessons/folder"), dir.path());
        SessionWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openScene(QStringLiteral("single-weight")));
        waitTrace(w);
        LessonActions *actions = w.lessonActions();
        int asked = 0;
        QMessageBox::StandardButton answer = QMessageBox::Cancel;
        actions->answerUnsaved = [&] {
            ++asked;
            return answer;
        };
        // Nothing open: the window closes without a question.
        QVERIFY(w.close());
        QCOMPARE(asked, 0);
        w.show();

        // A new lesson: its name and the unsaved mark in the title; Save as offers its name in the lessons folder.
        actions->addSlide();
        w.session()->lessons()->setTitle("Gossip on a ring!", "");
        QVERIFY(w.session()->lessons()->modified());
        QVERIFY2(w.windowTitle().endsWith(QStringLiteral(" — lesson: Gossip on a ring![*]")), qPrintable(w.windowTitle()));
        QVERIFY(w.isWindowModified());
        QCOMPARE(actions->suggestedSavePath(), QDir(dir.path()).filePath(QStringLiteral("gossip-on-a-ring.json")));

        // Cancel: the window stays, the edits too.
        QVERIFY(!w.close());
        QCOMPARE(asked, 1);
        QVERIFY(w.isVisible() && w.session()->lessons()->isOpen());

        // Saved: no mark, its own file is the suggestion, and closing asks nothing.
        const QString file = QDir(dir.path()).filePath(QStringLiteral("mine.json"));
        QString error;
        QVERIFY2(actions->saveTo(file, error), qPrintable(error));
        QVERIFY(!w.isWindowModified());
        QCOMPARE(actions->suggestedSavePath(), file);
        QVERIFY(w.close());
        QCOMPARE(asked, 1);
        w.show();

        // Save: a new note is written to the lesson's file before the window closes.
        actions->setNote(QStringLiteral("ask the class first"));
        QVERIFY(w.isWindowModified());
        answer = QMessageBox::Save;
        QVERIFY(w.close());
        QCOMPARE(asked, 2);
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("ask the class first"));
        saved.close();
        w.show();

        // Discard: closes and leaves the file as it was.
        actions->setNote(QStringLiteral("never saved"));
        answer = QMessageBox::Discard;
        QVERIFY(w.close());
        QCOMPARE(asked, 3);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(!saved.readAll().contains("never saved"));
    }
};

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestLessons t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_lessons.moc"
