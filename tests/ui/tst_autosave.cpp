// A session survives a crash: a child window changes scene, parameters, view and step and is killed
// with SIGKILL once its autosave is written; the real app then starts on it and restores all four,
// saying so once; a clean exit leaves nothing to restore; a corrupt autosave is one warning line; an
// open lesson with unsaved edits comes back with them.
#include "../test_time.h"
#include "gpu/backend_factory.h"
#include "session_window.h"
#include "ui/lesson_actions.h"
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/pen_overlay.h"
#include "ui/session/autosave.h"
#include "ui/session/lesson_session.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdio>

using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

namespace {

const char *kChildEnv = "TST_AUTOSAVE_CHILD";

void setNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("SGD Studio"));
}

/// The child: the app's window and autosave as app/main.cpp wires them, driven like a user would.
int runChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    setNames();
    SessionWindow w;
    Autosave autosave(w.session(), w.autosaveHost());
    autosave.restore();
    autosave.start();
    w.show();
    w.openScene(QStringLiteral("sync"));
    emit w.parameterPanel()->editRequested(QStringLiteral("rounds"), QStringLiteral("11"), 0);
    emit w.parameterPanel()->editRequested(QStringLiteral("eta"), QStringLiteral("0.05"), 0);
    w.session()->controller()->waitForTrace(sgd::test::ms(20000));
    QCoreApplication::processEvents();
    w.viewChooser()->setCurrentIndex(w.viewChooser()->count() - 1);
    w.session()->transport()->setAnimationsEnabled(false);
    sgd::PenStroke note;
    note.kind = sgd::PenKind::Text;
    note.step = 7;
    note.points = {{0.2, 0.3}};
    note.text = "look here";
    w.pen()->setStrokes({note});
    w.session()->transport()->seek(7);
    QObject::connect(&autosave, &Autosave::saved, &app, [&] {
        const QJsonObject s = autosave.state();
        if (s.value(QStringLiteral("step")).toInt() == 7)
            std::printf("saved %s\n", QJsonDocument(s).toJson(QJsonDocument::Compact).constData());
        std::fflush(stdout);
    });
    return app.exec(); // until killed
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;
    QProcessEnvironment env() const
    {
        auto e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        e.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        e.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        e.insert(QStringLiteral("SGD_STUDIO_SESSION_REPORT"), QStringLiteral("1"));
        return e;
    }
    QString autosaveFile() const { return m_home.filePath(QStringLiteral("data/SGD Studio/SGD Studio/session-autosave.json")); }

    /// Starts the real app with the session report on; returns its one JSON line.
    QJsonObject startApp(QByteArray *err = nullptr, const QStringList &args = {}, const QProcessEnvironment &extra = {})
    {
        QProcess p;
        QProcessEnvironment e = env();
        for (const QString &k : extra.keys())
            e.insert(k, extra.value(k));
        p.setProcessEnvironment(e);
        p.start(QString::fromLocal8Bit(qgetenv("SGD_STUDIO_EXE")), args);
        [&] { QVERIFY(p.waitForFinished(sgd::test::ms(60000))); }();
        if (err)
            *err = p.readAllStandardError();
        if (p.exitCode() != 0)
            qWarning("app stderr: %s", p.readAllStandardError().constData());
        const QByteArray out = p.readAllStandardOutput().trimmed();
        return QJsonDocument::fromJson(out.split('\n').last()).object();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        QVERIFY(!qgetenv("SGD_STUDIO_EXE").isEmpty());
    }

    /// View > Language rebuilds the window in the new language with the session it had: the scene
    /// and step carry over, the title is the catalogue's, the numbers on screen German.
    void aLanguageSwitchKeepsTheSession()
    {
        QProcessEnvironment extra;
        extra.insert(QStringLiteral("SGD_STUDIO_SWITCH_LANGUAGE"), QStringLiteral("de"));
        const QJsonObject r = startApp(
            nullptr, {QStringLiteral("--scene"), QStringLiteral("sync"), QStringLiteral("--lang"), QStringLiteral("en")}, extra);
        QCOMPARE(r.value(QStringLiteral("language")).toString(), QStringLiteral("de"));
        QCOMPARE(r.value(QStringLiteral("scene")).toString(), QStringLiteral("sync"));
        QCOMPARE(r.value(QStringLiteral("step")).toInt(), 0);
        // "SGD Studio — Synchrones SGD": the scene's title from the German catalogue.
        QVERIFY2(r.value(QStringLiteral("title")).toString().contains(QStringLiteral("Synchrones SGD")),
                 qPrintable(r.value(QStringLiteral("title")).toString()));
    }

    void killedSessionIsRestoredOnce()
    {
        QProcess child;
        auto e = env();
        e.remove(QStringLiteral("SGD_STUDIO_SESSION_REPORT"));
        e.insert(QString::fromLatin1(kChildEnv), QStringLiteral("1"));
        child.setProcessEnvironment(e);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted());
        QByteArray line;
        QElapsedTimer t;
        t.start();
        while (!line.startsWith("saved ") && t.elapsed() < 60000) {
            child.waitForReadyRead(500);
            while (child.canReadLine() && !line.startsWith("saved "))
                line = child.readLine().trimmed();
        }
        QVERIFY2(line.startsWith("saved "), child.readAllStandardError().constData());
        const QJsonObject saved = QJsonDocument::fromJson(line.mid(6)).object();
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(sgd::test::ms(10000)));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QVERIFY(QFile::exists(autosaveFile()));
        QCOMPARE(saved.value("scene").toString(), QStringLiteral("sync"));
        QVERIFY(!saved.value("view").toString().isEmpty());

        const QJsonObject r = startApp();
        QCOMPARE(r.value("restored").toBool(), true);
        QCOMPARE(r.value("scene").toString(), QStringLiteral("sync"));
        QCOMPARE(r.value("params").toObject().value("rounds").toString(), QStringLiteral("11"));
        QCOMPARE(r.value("params").toObject().value("eta").toString(), QStringLiteral("0.05"));
        QCOMPARE(r.value("step").toInt(), 7);
        QCOMPARE(r.value("view").toString(), saved.value("view").toString());
        QCOMPARE(saved.value("pen").toArray().size(), 1); // the pen notes come back too
        QCOMPARE(r.value("pen").toArray(), saved.value("pen").toArray());
        QVERIFY2(r.value("status").toString().startsWith(QStringLiteral("Restored the session")),
                 qPrintable(r.value("status").toString()));

        // That start closed cleanly: the next one restores nothing and says nothing about it.
        QVERIFY(!QFile::exists(autosaveFile()));
        const QJsonObject again = startApp();
        QCOMPARE(again.value("restored").toBool(), false);
        QCOMPARE(again.value("scene").toString(), QStringLiteral("sync")); // the last scene, from the settings
        QCOMPARE(again.value("params").toObject().value("rounds").toString(), QString());
        QVERIFY(!again.value("status").toString().contains(QStringLiteral("Restored")));
    }

    /// A start that crashed while restoring leaves its mark: the next start does not restore that
    /// session again (no crash at every start), keeps it, says why and offers it under File.
    void aRestoreThatCrashedIsNotRepeated()
    {
        const QString folder = m_home.filePath(QStringLiteral("data/SGD Studio/SGD Studio"));
        QVERIFY(QDir().mkpath(folder));
        QFile f(autosaveFile());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":1,"scene":"sync","params":{"rounds":"9"},"step":3,"view":""})");
        f.close();
        QFile mark(QDir(folder).filePath(QStringLiteral("session-restoring")));
        QVERIFY(mark.open(QIODevice::WriteOnly)); // as a start that crashed while restoring leaves it
        mark.close();
        QByteArray err;
        const QJsonObject r = startApp(&err);
        QCOMPARE(r.value("restored").toBool(), false);
        QVERIFY2(r.value("status").toString().contains(QStringLiteral("crashed")), qPrintable(r.value("status").toString()));
        QVERIFY2(err.contains("crashed while restoring"), err.constData());
        QVERIFY(!mark.exists());
        QVERIFY(QFile::exists(QDir(folder).filePath(QStringLiteral("session-crashed.json")))); // kept, nothing lost
        // A restore that completes clears its mark.
        QVERIFY(QFile::copy(QDir(folder).filePath(QStringLiteral("session-crashed.json")), autosaveFile()));
        const QJsonObject again = startApp();
        QCOMPARE(again.value("restored").toBool(), true);
        QCOMPARE(again.value("params").toObject().value("rounds").toString(), QStringLiteral("9"));
        QVERIFY(!mark.exists());
        QFile::remove(QDir(folder).filePath(QStringLiteral("session-crashed.json")));
    }

    void corruptAutosaveIsOneWarning_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("not json") << QByteArray("{\"format\": 1, \"scene\": \"sy");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe garbage", 12);
        QTest::newRow("wrong types") << QByteArray(R"({"format":1,"scene":7,"params":[],"step":"x","view":1})");
        QTest::newRow("unknown scene") << QByteArray(R"({"format":1,"scene":"nope","params":{},"step":1,"view":""})");
        QTest::newRow("bad values") << QByteArray(
            R"({"format":1,"scene":"sync","params":{"eta":"-5","rounds":"1e300"},"step":-4,"view":"no-such-view"})");
    }
    void corruptAutosaveIsOneWarning()
    {
        QFETCH(QByteArray, content);
        QDir().mkpath(QFileInfo(autosaveFile()).absolutePath());
        QFile f(autosaveFile());
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        QByteArray err;
        const QJsonObject r = startApp(&err);
        QVERIFY(!r.isEmpty());
        if (QByteArray(QTest::currentDataTag()) == "bad values") {
            // Readable, so restored; the values that do not fit are skipped as in a lesson.
            QCOMPARE(r.value("restored").toBool(), true);
            QCOMPARE(r.value("params").toObject().value("eta").toString(), QString());
            QCOMPARE(r.value("step").toInt(), 0);
            return;
        }
        QCOMPARE(r.value("restored").toBool(), false);
        // One line of ours (Qt's offscreen platform adds its own chatter, not counted).
        QList<QByteArray> ours;
        for (const QByteArray &l : err.split('\n'))
            if (l.startsWith("sgd-studio") || l.contains("autosave"))
                ours << l;
        QCOMPARE(ours.size(), 1);
        QVERIFY2(ours.front().startsWith("sgd-studio: ignoring the autosave"), err.constData());
    }

    void debouncedAndAtomic()
    {
        QStandardPaths::setTestModeEnabled(true);
        setNames();
        QDir(Autosave::folder()).removeRecursively();
        SessionWindow w;
        Autosave a(w.session(), w.autosaveHost());
        QVERIFY(a.active());
        a.start();
        w.session()->controller()->waitForTrace(sgd::test::ms(20000));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(a.filePath()), 3000);
        QSignalSpy spy(&a, &Autosave::saved);
        w.openScene(QStringLiteral("mini-batch"));
        QTest::qWait(300);
        QCOMPARE(spy.count(), 0); // not at once: about a second later
        QTRY_COMPARE_WITH_TIMEOUT(spy.count(), 1, 3000);
        QJsonObject s;
        QString error;
        QVERIFY(Autosave::readState(a.filePath(), s, error));
        QCOMPARE(s.value("scene").toString(), QStringLiteral("mini-batch"));
        // A second window finds the session taken: it neither restores nor saves.
        SessionWindow w2;
        Autosave b(w2.session(), w2.autosaveHost());
        QVERIFY(!b.active());
        QVERIFY(!b.restore());
        QVERIFY(!b.saveNow());
    }

    // The open lesson and its unsaved edits (a slide added, a note, a lock) are in the autosave; a
    // window that starts on that autosave has them back, still marked unsaved.
    void unsavedLessonEditsSurvive()
    {
        QStandardPaths::setTestModeEnabled(true);
        setNames();
        QDir(Autosave::folder()).removeRecursively();
        const QString kept = m_home.filePath(QStringLiteral("kept-autosave.json"));
        {
            SessionWindow w;
            Autosave a(w.session(), w.autosaveHost());
            a.start();
            QVERIFY(w.openScene(QStringLiteral("single-weight")));
            w.session()->controller()->waitForTrace(sgd::test::ms(20000));
            w.lessonActions()->addSlide();
            QVERIFY(w.openScene(QStringLiteral("sync")));
            w.session()->controller()->waitForTrace(sgd::test::ms(20000));
            w.session()->transport()->seek(3);
            w.lessonActions()->addSlide();
            w.lessonActions()->setNote(QStringLiteral("Watch worker 4."));
            w.lessonActions()->setLock(QStringLiteral("rounds"), true);
            QVERIFY(a.saveNow());
            QFile::remove(kept);
            QVERIFY(QFile::copy(a.filePath(), kept)); // what a crash would leave behind
        }
        QVERIFY(QFile::copy(kept, QDir(Autosave::folder()).filePath(QStringLiteral("session-autosave.json"))));
        SessionWindow w;
        Autosave b(w.session(), w.autosaveHost());
        QVERIFY(b.restore());
        w.session()->controller()->waitForTrace(sgd::test::ms(20000));
        QCoreApplication::processEvents();
        LessonSession *s = w.session()->lessons();
        QVERIFY(s->isOpen());
        QVERIFY(s->modified());
        QCOMPARE(s->slideCount(), 2);
        QCOMPARE(s->currentIndex(), 1);
        QCOMPARE(s->currentSlide()->note, std::string("Watch worker 4."));
        QCOMPARE(s->currentSlide()->locks, std::vector<std::string>{"rounds"});
        QCOMPARE(s->lesson().slides[0].scene, std::string("single-weight"));
        QCOMPARE(w.session()->controller()->sceneId(), QStringLiteral("sync"));
        QTRY_COMPARE_WITH_TIMEOUT(w.session()->transport()->index(), 3, 5000);
        QVERIFY(w.parameterPanel()->isLocked(QStringLiteral("rounds")));
    }
};

int main(int argc, char **argv)
{
    sgd::gpu::installBackends(); // as the app does: the lesson menu checks the scale-lab lessons
    if (qEnvironmentVariableIsSet(kChildEnv))
        return runChild(argc, argv);
    QApplication app(argc, argv);
    TestAutosave t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_autosave.moc"
