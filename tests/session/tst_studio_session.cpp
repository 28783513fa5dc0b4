// The classroom's document without a window (ui/session/studio_session.h): scenes, parameter edits and
// their undo steps, locks, views and view toggles, the slide's narration, the pen's notes per scene
// (their undo steps beside the edits' need the pen's widget: tests/ui/tst_pen.cpp).
#include "ui/render/scene_painter.h"
#include "ui/session/lesson_session.h"
#include "ui/session/quiz_controller.h"
#include "ui/session/studio_session.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace sgd;
using namespace sgd::ui;

namespace {

PenStroke note(int step, double x)
{
    PenStroke s;
    s.kind = PenKind::Freehand;
    s.step = step;
    s.width = 0.01;
    s.points = {{x, 0.5}, {x + 0.1, 0.6}};
    return s;
}

} // namespace

class TestStudioSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_studio_session"));
        QSettings().clear();
    }

    void openingASceneSaysSoOnce()
    {
        StudioSession s;
        QSignalSpy shown(&s, &StudioSession::sceneShown);
        QVERIFY(s.openScene(QStringLiteral("single-weight")));
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.at(0).at(0).toString(), QStringLiteral("single-weight"));
        QVERIFY(s.openScene(QStringLiteral("single-weight"))); // already shown: nothing new
        QCOMPARE(shown.count(), 1);
        QVERIFY(!s.openScene(QStringLiteral("no-such-scene")));
        QCOMPARE(s.sceneId(), QStringLiteral("single-weight"));
        QVERIFY(s.quiz() && s.lessons() && s.transport());
    }

    void editsAreCheckedLockedAndUndoable()
    {
        StudioSession s;
        QVERIFY(s.openScene(QStringLiteral("single-weight")));
        SceneController *c = s.controller();
        const QString eta = c->param(QStringLiteral("eta"));
        QString error;
        QCOMPARE(s.checkEdit(QStringLiteral("eta"), QStringLiteral("abc"), &error), StudioSession::Edit::Invalid);
        QVERIFY(!error.isEmpty());
        QCOMPARE(s.checkEdit(QStringLiteral("nope"), QStringLiteral("1")), StudioSession::Edit::Unknown);
        QCOMPARE(s.checkEdit(QStringLiteral("eta"), eta), StudioSession::Edit::Unchanged);
        QCOMPARE(s.editParam(QStringLiteral("eta"), QStringLiteral("0.05")), StudioSession::Edit::Apply);
        QCOMPARE(c->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        QCOMPARE(s.undoStack()->count(), 1);
        // A slider drag: edits with one merge id are one step.
        s.editParam(QStringLiteral("eta"), QStringLiteral("0.06"), 7);
        s.editParam(QStringLiteral("eta"), QStringLiteral("0.07"), 7);
        QCOMPARE(s.undoStack()->count(), 2);
        s.undoStack()->undo();
        QCOMPARE(c->param(QStringLiteral("eta")), QStringLiteral("0.05"));

        QSignalSpy locks(&s, &StudioSession::locksChanged);
        s.setLocks({QStringLiteral("eta")}, true);
        QCOMPARE(locks.count(), 1);
        QVERIFY(s.isLocked(QStringLiteral("eta")) && s.sceneLocked());
        QCOMPARE(s.editParam(QStringLiteral("eta"), QStringLiteral("0.2")), StudioSession::Edit::Locked);
        QCOMPARE(c->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        s.restorePreset(); // the locked value stays
        QCOMPARE(c->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        s.setLocks({}, false);
        s.restorePreset();
        QCOMPARE(c->param(QStringLiteral("eta")), eta);
        s.undoStack()->undo(); // the preset is one step
        QCOMPARE(c->param(QStringLiteral("eta")), QStringLiteral("0.05"));
    }

    void aLessonIsOneUndoStep()
    {
        StudioSession s;
        QVERIFY(s.openScene(QStringLiteral("single-weight")));
        QSignalSpy status(&s, &StudioSession::statusMessage);
        Lesson lesson;
        lesson.title = "Too fast";
        lesson.description = "eta 0.9";
        lesson.scene = "single-weight";
        lesson.params = {{"eta", "0.9"}};
        s.applyLesson(lesson);
        QCOMPARE(s.controller()->param(QStringLiteral("eta")), QStringLiteral("0.9"));
        QCOMPARE(s.undoStack()->count(), 1);
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.at(0).at(0).toString(), QStringLiteral("Too fast: eta 0.9"));
    }

    void viewsAndTogglesArePerScene()
    {
        StudioSession s;
        QVERIFY(s.openScene(QStringLiteral("async")));
        QCOMPARE(s.view(), QString());
        QCOMPARE(s.viewOptions().value(QStringLiteral("compare")), QVariant(false)); // the painter's default
        QSignalSpy views(&s, &StudioSession::viewChanged);
        QVERIFY(s.setView(QStringLiteral("staircase")));
        QCOMPARE(s.view(), QStringLiteral("staircase"));
        QVERIFY(!s.setView(QStringLiteral("no-such-view")));
        QVERIFY(s.setView(QStringLiteral("scene"))); // the first name is the default: ""
        QCOMPARE(s.view(), QString());
        QCOMPARE(views.count(), 2);
        QSignalSpy options(&s, &StudioSession::viewOptionsChanged);
        s.setViewOptions({{QStringLiteral("compare"), true}, {QStringLiteral("not-a-toggle"), true}});
        QCOMPARE(options.count(), 1);
        QCOMPARE(s.viewOptions().value(QStringLiteral("compare")), QVariant(true));
        QVERIFY(!s.viewOptions().contains(QStringLiteral("not-a-toggle")));
        s.setView(QStringLiteral("lanes"));
        QVERIFY(s.openScene(QStringLiteral("single-weight")));
        QCOMPARE(s.view(), QString());
        QVERIFY(s.openScene(QStringLiteral("async"))); // back: its view and toggle as left
        QCOMPARE(s.view(), QStringLiteral("lanes"));
        QCOMPARE(s.viewOptions().value(QStringLiteral("compare")), QVariant(true));
    }

    void aPickLastsUntilTheTraceChanges()
    {
        StudioSession s;
        QVERIFY(s.openScene(QStringLiteral("overlap")));
        QTRY_VERIFY_WITH_TIMEOUT(s.controller()->trace() != nullptr, 20000);
        const auto first = s.controller()->trace();
        QSignalSpy options(&s, &StudioSession::viewOptionsChanged);
        s.setPick(3); // a click on bucket 3 (SceneInteraction::pick)
        QCOMPARE(options.count(), 1);
        QCOMPARE(pickedIn(s.shownOptions()), 3);
        QVERIFY(!s.viewOptions().contains(QLatin1String(kPickKey))); // a lesson keeps the toggles alone
        s.setPick(3);
        QCOMPARE(options.count(), 1); // nothing new: no signal
        // A new run forgets it: bucket 3 of another trace is another bucket.
        QCOMPARE(s.editParam(QStringLiteral("bandwidth_gbps"), QStringLiteral("5")), StudioSession::Edit::Apply);
        QTRY_VERIFY_WITH_TIMEOUT(s.controller()->trace() != first, 20000);
        QCOMPARE(pickedIn(s.shownOptions()), 0);
        QCOMPARE(options.count(), 2);
        // So does another scene.
        s.setPick(2);
        QVERIFY(s.openScene(QStringLiteral("async")));
        QCOMPARE(pickedIn(s.shownOptions()), 0);
    }

    void theSlidesNarrationIsHtml()
    {
        StudioSession s;
        QSignalSpy changed(&s, &StudioSession::narrationOverrideChanged);
        s.setNarrationOverride(QStringLiteral("First <b>\n\nSecond"));
        QCOMPARE(s.narrationOverrideHtml(), QStringLiteral("<p>First &lt;b&gt;</p><p>Second</p>"));
        s.setNarrationOverride(QStringLiteral("First <b>\n\nSecond"));
        QCOMPARE(changed.count(), 1);
        s.setNarrationOverride({});
        QVERIFY(s.narrationOverrideHtml().isEmpty());
    }

    void eachSceneKeepsItsPenNotes()
    {
        StudioSession s;
        QVERIFY(s.switchPenScene(QStringLiteral("sync"), {}).empty());
        QVERIFY(s.switchPenScene(QStringLiteral("async"), {note(0, 0.1)}).empty());
        const std::vector<PenStroke> back = s.switchPenScene(QStringLiteral("sync"), {note(1, 0.2), note(2, 0.3)});
        QCOMPARE(back.size(), std::size_t(1));
        QCOMPARE(s.penScene(), QStringLiteral("sync"));
        QCOMPARE(s.switchPenScene(QStringLiteral("async"), back).size(), std::size_t(2));
    }
};

QTEST_MAIN(TestStudioSession)
#include "tst_studio_session.moc"
