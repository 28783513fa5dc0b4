// The window remembers what the teacher left: the theme and reduce-motion, the whole window's state
// in a new window, the backend across lessons, the last scene; a built-in lesson is one undo step and
// a malformed lesson file is refused with its reason. (Split from tst_main_window.cpp.)
#include "main_window_fixture.h"
#include "offscreen_screens.h"
#include "ui/lessons.h"
#include "ui/render/render.h"
#include "ui/scene_canvas.h"
#include "ui/session/settings.h"
#include "ui/theme.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

class TestWindowMemory : public QObject, testing::MainWindowFixture {
    Q_OBJECT
private slots:
    void initTestCase() { initWindowCase("tst_window_memory"); }
    void init() { openOnSingleWeight(); }
    void cleanup() { m_w.reset(); }

    void themeIsRememberedAndSwitchable()
    {
        m_w->setTheme(Theme::Dark);
        QCOMPARE(m_w->canvas()->sceneStyle().name, QStringLiteral("dark"));
        QVERIFY(qApp->palette().color(QPalette::Window).lightness() < 128);
        QCOMPARE(QSettings().value(QStringLiteral("theme")).toString(), QStringLiteral("dark"));
        m_w->setTheme(Theme::Light);
        QCOMPARE(m_w->canvas()->sceneStyle().name, QStringLiteral("light"));
        QVERIFY(qApp->palette().color(QPalette::Window).lightness() > 128);
    }

    void aNewWindowComesBackAsTheLastWasLeft()
    {
        // What the window keeps between sessions (ui/session/settings.h), through a real close and a new window.
        QVERIFY(m_w->openScene(QStringLiteral("decentralized")));
        m_w->setTheme(Theme::Dark);
        m_w->findChild<QAction *>(QStringLiteral("reduceMotionAction"))->trigger(); // chosen in the menu: remembered
        m_w->close();                                                               // closeEvent saves the rest
        QCOMPARE(settings::scene.get(), QStringLiteral("decentralized"));
        QCOMPARE(settings::theme.get(), QStringLiteral("dark"));
        QVERIFY(settings::reduceMotion.get());
        {
            SessionWindow again;
            QCOMPARE(again.session()->controller()->sceneId(), QStringLiteral("decentralized"));
            QCOMPARE(again.canvas()->sceneStyle().name, QStringLiteral("dark"));
            QVERIFY(again.reduceMotion());
        }
        // A scene id that no longer exists (an older version's, a hand-edited file): the lecture's first.
        settings::scene.set(QStringLiteral("no-such-scene"));
        {
            SessionWindow again;
            QCOMPARE(again.session()->controller()->sceneId(), QString::fromStdString(allScenes().front().id));
        }
        m_w->setTheme(Theme::Light);
        m_w->findChild<QAction *>(QStringLiteral("reduceMotionAction"))->trigger();
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
    }

    // --backend cpu survives a lesson and the lecture preset, which reset every other parameter.
    void backendChoiceOutlivesLessons()
    {
        gpu::installBackends();
        m_w->setBackend(QStringLiteral("cpu"), QStringLiteral("CPU, test"));
        Lesson lesson;
        lesson.title = "small scale lab";
        lesson.scene = "scale-lab";
        lesson.params = {{"workers", "8"}, {"rows", "4000"}, {"rounds", "3"}};
        m_w->session()->applyLesson(lesson);
        QCOMPARE(m_w->session()->controller()->sceneId(), QStringLiteral("scale-lab"));
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("workers")), QStringLiteral("8"));
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("backend")), QStringLiteral("cpu"));
        QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(20000)));
        m_w->session()->controller()->setParam(QStringLiteral("backend"), QStringLiteral("auto"));
        m_w->session()->controller()->setParam(QStringLiteral("rows"), QStringLiteral("5000"));
        m_w->session()->restorePreset();
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("backend")), QStringLiteral("cpu"));
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("rows")), QStringLiteral("200000"));
        // The preset is the full-size lab: a second here, minutes under TSan. Not waited for: opening
        // another scene stops it, and that scene's trace comes.
        QVERIFY(m_w->openScene(QStringLiteral("single-weight")));
        QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(20000)));
        QCOMPARE(m_w->session()->controller()->sceneId(), QStringLiteral("single-weight"));
    }

    void builtinLessonsApplyAsOneUndoStep()
    {
        const auto lessons = builtinLessons();
        QVERIFY(lessons.size() >= 9);
        const LessonEntry *divergence = nullptr;
        for (const auto &e : lessons)
            if (e.path.endsWith(QStringLiteral("03-divergence.json")))
                divergence = &e;
        QVERIFY(divergence);
        QVERIFY(m_w->openScene(QStringLiteral("sync")));
        waitTrace();
        const int before = m_w->session()->undoStack()->count();
        m_w->session()->applyLesson(divergence->lesson);
        waitTrace();
        QCOMPARE(m_w->session()->controller()->sceneId(), QStringLiteral("single-weight"));
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.5"));
        QVERIFY(m_w->session()->controller()->trace()->diverged());
        QCOMPARE(m_w->session()->undoStack()->count(), before + 1);
        m_w->session()->undoStack()->undo();
        waitTrace();
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.1"));
    }

    void malformedLessonFilesAreRejectedWithTheReason_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not json") << QByteArray("{ scene: ") << QStringLiteral("not valid JSON");
        QTest::newRow("unknown scene") << QByteArray(R"({"scene": "nope"})") << QStringLiteral("unknown scene 'nope'");
        QTest::newRow("bad value") << QByteArray(R"({"scene": "single-weight", "params": {"eta": -3}})") << QStringLiteral("eta");
        QTest::newRow("unknown key") << QByteArray(R"({"scene": "sync", "params": {"speed": 2}})")
                                     << QStringLiteral("unknown parameter");
        QTest::newRow("params not object") << QByteArray(R"({"scene": "sync", "params": [1]})")
                                           << QStringLiteral("must be an object");
    }
    void malformedLessonFilesAreRejectedWithTheReason()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
        f.close();
        Lesson lesson;
        QString error;
        QVERIFY(!loadLessonFile(path, lesson, error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("lesson.json")));
    }

    void lastSceneIsRemembered()
    {
        QVERIFY(m_w->openScene(QStringLiteral("async")));
        waitTrace();
        m_w->close();
        m_w = std::make_unique<SessionWindow>();
        QCOMPARE(m_w->session()->controller()->sceneId(), QStringLiteral("async"));
    }
};

// One 1920 x 1080 screen, as tst_main_window.
int main(int argc, char **argv)
{
    return sgd::ui::testing::runOnScreens<TestWindowMemory>({QSize(1920, 1080)}, argc, argv);
}
#include "tst_window_memory.moc"
