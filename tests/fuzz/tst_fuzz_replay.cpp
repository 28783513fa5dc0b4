// The fuzz targets in the ordinary build: every committed seed and every input that once failed
// (regressions/<target>/) goes through its target, so CI checks them without clang or libFuzzer.
#include "fuzz_targets.h"

#include "core/lesson.h"
#include "core/trace_file.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace sgd;

namespace {

using Target = int (*)(const std::uint8_t *, std::size_t);

/// Every file in `folders` (relative to tests/fuzz unless absolute).
QStringList inputsOf(const QStringList &folders)
{
    QStringList files;
    for (const QString &folder : folders) {
        const QDir dir(QDir(QStringLiteral(SGD_FUZZ_DIR)).filePath(folder));
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
            files << dir.filePath(name);
    }
    return files;
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

/// Runs every input through `target`; returns how many there were.
int replay(Target target, const QStringList &files)
{
    for (const QString &path : files) {
        const QByteArray bytes = contents(path);
        target(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()));
    }
    return int(files.size());
}

} // namespace

class TestFuzzReplay : public QObject {
    Q_OBJECT
private slots:
    void lessonSeedsAndRegressions()
    {
        const QStringList files =
            inputsOf({QStringLiteral(SGD_LESSON_DIR), QStringLiteral("corpus/lesson"), QStringLiteral("regressions/lesson")});
        QVERIFY(files.size() >= 15); // the 11 built-in lessons and the extra seeds
        QCOMPARE(replay(fuzz::lessonReader, files), int(files.size()));
    }
    void lessonSeedsAreGoodLessons()
    {
        // The seeds start the fuzzer from real lessons: each one is accepted.
        for (const QString &path : inputsOf({QStringLiteral(SGD_LESSON_DIR), QStringLiteral("corpus/lesson")})) {
            const Lesson l = parseLesson(contents(path).toStdString(), path.toStdString());
            QVERIFY2(!l.scene.empty(), qPrintable(path));
        }
    }
    void traceSeedsAreGoodTraces()
    {
        const QStringList files = inputsOf({QStringLiteral("corpus/trace")});
        QCOMPARE(files.size(), 8); // one small trace per scene
        for (const QString &path : files) {
            const LoadedTrace t = readTraceJson(contents(path).toStdString(), path.toStdString());
            QCOMPARE(QString::fromStdString(t.trace.scene), QFileInfo(path).baseName());
            QVERIFY(t.trace.frames.size() >= 2);
        }
    }
    void traceSeedsAndRegressions()
    {
        const QStringList files = inputsOf({QStringLiteral("corpus/trace"), QStringLiteral("regressions/trace")});
        QCOMPARE(replay(fuzz::traceReader, files), int(files.size()));
    }
    /// Every trace seed, every trace regression and the recorded runs, drawn in every view.
    void paintSeedsAndRegressions()
    {
        const QStringList files =
            inputsOf({QStringLiteral("corpus/trace"), QStringLiteral("regressions/trace"),
                      QStringLiteral("regressions/paint_trace"), QStringLiteral(SGD_TEST_DATA "/real-runs")});
        QVERIFY(files.size() >= 11); // 8 seeds, 3 recorded runs
        QCOMPARE(replay(fuzz::tracePainter, files), int(files.size()));
    }
    void paramSeedsAndRegressions()
    {
        const QStringList files = inputsOf({QStringLiteral("corpus/param_values"), QStringLiteral("regressions/param_values")});
        QVERIFY(files.size() >= 8); // every scene's defaults
        QCOMPARE(replay(fuzz::paramValues, files), int(files.size()));
    }
    void commandLineSeedsAndRegressions()
    {
        const QString before = QDir::currentPath();
        const QStringList files = inputsOf({QStringLiteral("corpus/command_line"), QStringLiteral("regressions/command_line")});
        QVERIFY(files.size() >= 15);
        QCOMPARE(replay(fuzz::commandLine, files), int(files.size()));
        QCOMPARE(QDir::currentPath(), before); // the scratch folder is left again
    }
};

// No application object here: the command-line target's front end makes its own for every call.
int main(int argc, char **argv)
{
    TestFuzzReplay test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_fuzz_replay.moc"
