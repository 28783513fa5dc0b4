// Animation export (#17) in process: the timeline is the window's playback (rest, move, rest),
// limits are named, ffmpeg gets the arguments slides need, a cancelled or failed export leaves no
// file (the old one as it was), and File > Export Animation's run goes a slice at a time so the
// window keeps drawing, with Cancel. The cases that run ffmpeg are skipped without it.
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "session_window.h"
#include "ui/animation_dialog.h"
#include "ui/main_window.h"
#include "ui/render/animation_export.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

namespace {

std::shared_ptr<const Trace> asyncTrace()
{
    static const auto trace = std::make_shared<const Trace>(runScene(*findScene("async"), findScene("async")->defaults()));
    return trace;
}

AnimationOptions tinyOptions(int first, int last)
{
    AnimationOptions o;
    o.first = first;
    o.last = last;
    o.fps = 10;
    o.speed = 2;
    o.picture.size = QSize(320, 180);
    o.picture.scale = 1;
    return o;
}

bool haveFfmpeg()
{
    return !QStandardPaths::findExecutable("ffmpeg").isEmpty() && !QStandardPaths::findExecutable("ffprobe").isEmpty();
}

#define REQUIRE_FFMPEG()                                                                                                         \
    do {                                                                                                                         \
        if (!haveFfmpeg())                                                                                                       \
            QSKIP("ffmpeg and ffprobe are not installed (Debian package ffmpeg; scripts/lib.sh installs it)");                   \
    } while (0)

/// Every entry of `dir`, hidden temporary files included.
QStringList entries(const QTemporaryDir &dir)
{
    return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// "codec frames" of a video, through ffprobe.
QString probe(const QString &path)
{
    QProcess p;
    p.start("ffprobe", {"-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                        "stream=codec_name,nb_read_frames", "-of", "csv=p=0", path});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed().replace(QLatin1Char(','), QLatin1Char(' '));
}

} // namespace

class TestAnimationExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_animation_export"));
        QSettings().clear();
        gpu::installBackends();
    }

    void timeline_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::addColumn<int>("fps");
        QTest::addColumn<double>("speed");
        QTest::addColumn<int>("frames");
        QTest::addColumn<int>("probe");
        QTest::addColumn<int>("index");
        QTest::addColumn<double>("t");
        // move 1000 ms, rest 500 ms; steps 2..4: 500 + 1000 + 500 + 1000 + 500 = 3500 ms
        QTest::newRow("opens on the first step") << 2 << 4 << 10 << 1.0 << 35 << 0 << 2 << 0.0;
        QTest::newRow("still resting") << 2 << 4 << 10 << 1.0 << 35 << 4 << 2 << 0.0;
        QTest::newRow("a fifth into the move") << 2 << 4 << 10 << 1.0 << 35 << 7 << 2 << 0.2;
        QTest::newRow("resting on the next step") << 2 << 4 << 10 << 1.0 << 35 << 15 << 3 << 0.0;
        QTest::newRow("moving on") << 2 << 4 << 10 << 1.0 << 35 << 25 << 3 << 0.5;
        QTest::newRow("ends on the last step") << 2 << 4 << 10 << 1.0 << 35 << 34 << 4 << 0.0;
        QTest::newRow("twice as fast: half the frames") << 2 << 4 << 10 << 2.0 << 18 << 5 << 2 << 0.5;
        QTest::newRow("one step: a still") << 3 << 3 << 30 << 1.0 << 15 << 14 << 3 << 0.0;
    }
    void timeline()
    {
        QFETCH(int, first);
        QFETCH(int, last);
        QFETCH(int, fps);
        QFETCH(double, speed);
        QFETCH(int, frames);
        QFETCH(int, probe);
        QFETCH(int, index);
        QFETCH(double, t);
        AnimationTimeline line{first, last, fps, 1000.0, 500.0, speed};
        QCOMPARE(line.frameCount(), frames);
        const AnimationMoment m = line.moment(probe);
        QCOMPARE(m.index, index);
        QVERIFY2(std::abs(m.t - t) < 1e-9, qPrintable(QString::number(m.t)));
        QCOMPARE(line.moment(0), (AnimationMoment{first, 0.0}));
        QCOMPARE(line.moment(frames - 1), (AnimationMoment{last, 0.0}));
    }

    void theWindowsTimings()
    {
        // the async painter's own move, and the window's rest on each step
        const AnimationTimeline line = animationTimeline(*asyncTrace(), tinyOptions(0, 4));
        QCOMPARE(line.transitionMs, 1200.0);
        QCOMPARE(line.holdMs, 350.0);
        QCOMPARE(line.durationMs(), (4 * 1550.0 + 350) / 2);
    }

    void formatsAndSizes()
    {
        AnimationFormat f;
        QVERIFY(animationFormatFor("a/b.MP4", f) && f == AnimationFormat::Mp4);
        QVERIFY(animationFormatFor("b.webm", f) && f == AnimationFormat::WebM);
        QVERIFY(animationFormatFor("b.gif", f) && f == AnimationFormat::Gif);
        QVERIFY(!animationFormatFor("b.png", f));
        AnimationOptions o = tinyOptions(0, 1);
        o.picture.size = QSize(321, 181);
        QCOMPARE(animationPixels(o, AnimationFormat::Mp4), QSize(320, 180)); // 4:2:0 colour needs even sides
        QCOMPARE(animationPixels(o, AnimationFormat::WebM), QSize(320, 180));
        QCOMPARE(animationPixels(o, AnimationFormat::Gif), QSize(321, 181));
        o.picture.scale = 1.5;
        QCOMPARE(animationPixels(o, AnimationFormat::Mp4), QSize(480, 270));
    }

    void ffmpegGetsWhatSlidesNeed()
    {
        const QString mp4 = ffmpegArguments(AnimationFormat::Mp4, {320, 180}, 25, "out").join(' ');
        for (const char *part : {"-f rawvideo", "-video_size 320x180", "-framerate 25", "-i pipe:0", "-c:v libx264",
                                 "-pix_fmt yuv420p", "-movflags +faststart", "-colorspace bt709"})
            QVERIFY2(mp4.contains(QLatin1String(part)), part);
        QVERIFY(mp4.endsWith(" out"));
        const QString webm = ffmpegArguments(AnimationFormat::WebM, {320, 180}, 25, "out").join(' ');
        QVERIFY(webm.contains("-c:v libvpx-vp9") && webm.contains("-f webm"));
        const QString gif = ffmpegArguments(AnimationFormat::Gif, {320, 180}, 25, "out").join(' ');
        QVERIFY(gif.contains("palettegen") && gif.contains("paletteuse=dither=none") && gif.contains("-f gif"));
    }

    void limitsAreNamed_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::addColumn<int>("fps");
        QTest::addColumn<double>("speed");
        QTest::addColumn<QString>("problem");
        QTest::newRow("past the end") << 2 << 13 << 10 << 1.0 << "steps 2 to 13 are not in this run (steps 0 to 12)";
        QTest::newRow("backwards") << 3 << 2 << 10 << 1.0 << "steps 3 to 2 are not in this run (steps 0 to 12)";
        QTest::newRow("fps") << 0 << 2 << 61 << 1.0 << "61 frames a second is out of range (1 to 60)";
        QTest::newRow("speed") << 0 << 2 << 10 << 8.0 << "speed 8 is out of range (0.25 to 4)";
        QTest::newRow("fine") << 0 << 12 << 60 << 0.25 << "";
    }
    void limitsAreNamed()
    {
        QFETCH(int, first);
        QFETCH(int, last);
        QFETCH(int, fps);
        QFETCH(double, speed);
        QFETCH(QString, problem);
        AnimationOptions o = tinyOptions(first, last);
        o.fps = fps;
        o.speed = speed;
        QCOMPARE(animationProblem(*asyncTrace(), o, AnimationFormat::Mp4), problem);
    }

    void tooManyFramesNamesTheLimit()
    {
        Trace many = *asyncTrace();
        while (many.frames.size() < 1000)
            many.frames.push_back(many.frames.back());
        AnimationOptions o = tinyOptions(0, 999);
        o.fps = 60;
        o.speed = 1;
        // 999 moves of 1550 ms and a rest: 1,548,800 ms at 60 frames a second
        QCOMPARE(animationProblem(many, o, AnimationFormat::Gif),
                 QStringLiteral("steps 0 to 999 at 60 frames a second make 92928 frames, more than 36000: choose fewer "
                                "steps, a lower frame rate or a higher speed"));
        QVERIFY(animationProblem(*asyncTrace(), tinyOptions(0, 1), AnimationFormat::Gif).isEmpty());
        AnimationOptions big = tinyOptions(0, 1);
        big.picture.size = QSize(2100, 1200);
        big.picture.scale = 2;
        QCOMPARE(animationProblem(*asyncTrace(), big, AnimationFormat::Mp4),
                 QStringLiteral("an animation frame of 4200 x 2400 pixels is out of range (16 to 4096 a side): change the "
                                "size or scale"));
    }

    void webmInProcess()
    {
        REQUIRE_FFMPEG();
        QTemporaryDir dir;
        const QString out = dir.filePath("a.webm");
        QString error;
        int reported = 0;
        AnimationOptions o = tinyOptions(0, 2);
        o.progress = [&reported](int frame, int frames) { reported = frame == frames ? frame : reported; };
        QVERIFY2(exportAnimation(*asyncTrace(), out, o, error), qPrintable(error));
        QCOMPARE(probe(out), QStringLiteral("vp9 17"));
        QCOMPARE(reported, 17);
        QCOMPARE(entries(dir), QStringList{"a.webm"});
    }

    void cancelledLeavesNoFileAndTheOldOne()
    {
        REQUIRE_FFMPEG();
        QTemporaryDir dir;
        const QString out = dir.filePath("a.mp4");
        writeFile(out, "the old video");
        int painted = 0;
        AnimationOptions o = tinyOptions(0, 4);
        o.progress = [&painted](int frame, int) { painted = frame; };
        o.picture.cancelled = [&painted] { return painted >= 3; };
        QString error;
        QVERIFY(!exportAnimation(*asyncTrace(), out, o, error));
        QCOMPARE(error, QStringLiteral("stopped; nothing was written"));
        QCOMPARE(painted, 3);
        QCOMPARE(readFile(out), QByteArray("the old video"));
        QCOMPARE(entries(dir), QStringList{"a.mp4"});
    }

    void missingFfmpegIsOneLine()
    {
        QTemporaryDir dir, empty;
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(empty.path())); // no ffmpeg anywhere on PATH
        QString error;
        const bool ok = exportAnimation(*asyncTrace(), dir.filePath("a.gif"), tinyOptions(0, 1), error);
        qputenv("PATH", path);
        QVERIFY(!ok);
        QCOMPARE(error, QStringLiteral("animations need the program ffmpeg, which was not found: install it (Debian: sudo "
                                       "apt install ffmpeg) and try again"));
        QCOMPARE(entries(dir), QStringList());
    }

    void anUnwritableTargetFailsBeforeAnyFrame()
    {
        QTemporaryDir dir;
        int painted = 0;
        AnimationOptions o = tinyOptions(0, 1);
        o.progress = [&painted](int frame, int) { painted = frame; };
        QString error;
        QVERIFY(!exportAnimation(*asyncTrace(), dir.filePath("no/such/folder/a.gif"), o, error));
        QVERIFY2(error.contains("no/such/folder/a.gif"), qPrintable(error));
        QCOMPARE(painted, 0);
    }

    void dialogOffersTheTracesSteps()
    {
        AnimationDialog dialog(asyncTrace(), 2);
        auto spins = dialog.findChildren<QSpinBox *>();
        QCOMPARE(spins.size(), 5);
        QCOMPARE(spins[0]->value(), 2);    // from: the step shown
        QCOMPARE(spins[1]->maximum(), 12); // to: the run's last step
        spins[1]->setValue(4);
        spins[2]->setValue(10);
        const AnimationOptions o = dialog.options(Style::print());
        QCOMPARE(o.first, 2);
        QCOMPARE(o.last, 4);
        QCOMPARE(o.fps, 10);
        QCOMPARE(o.speed, 1.0);
        QCOMPARE(o.picture.size, QSize(1280, 720));
        if (haveFfmpeg())
            QCOMPARE(dialog.summary(), QStringLiteral("35 frames, 3.5 s, 1280 x 720 pixels")); // 2 x 1550 + 350 ms
        spins[1]->setValue(1);                                                                 // below from: the range follows
        QCOMPARE(dialog.options(Style::print()).last, 2);
    }

    void windowRunPaintsInSlicesAndWrites()
    {
        REQUIRE_FFMPEG();
        QTemporaryDir dir;
        QWidget window;
        window.show();
        const QString out = dir.filePath("a.gif");
        AnimationRun run(asyncTrace(), out, tinyOptions(0, 4), &window);
        QSignalSpy finished(&run, &AnimationRun::finished);
        int ticks = 0;
        qint64 longestGap = 0; // the longest the window's event loop waited for a turn
        QElapsedTimer sinceTick;
        sinceTick.start();
        QTimer ticker; // another timer of the window: it keeps firing while the frames are painted
        connect(&ticker, &QTimer::timeout, [&] {
            ++ticks;
            longestGap = std::max(longestGap, sinceTick.restart());
        });
        ticker.start(0);
        run.start();
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        // slices of about 40 ms: the window gets turns throughout (a generous bound for loaded machines)
        QVERIFY2(ticks >= 3, qPrintable(QString::number(ticks)));
        QVERIFY2(longestGap < 1000, qPrintable(QString::number(longestGap)));
        QCOMPARE(probe(out), QStringLiteral("gif 33")); // (4 x 1550 + 350) / 2 ms at 10 a second
        QVERIFY(!run.wasCancelled());
    }

    void windowRunCancelLeavesNoFile()
    {
        REQUIRE_FFMPEG();
        QTemporaryDir dir;
        QWidget window;
        window.show();
        const QString out = dir.filePath("a.mp4");
        writeFile(out, "the old video");
        AnimationRun run(asyncTrace(), out, tinyOptions(0, 12), &window);
        QSignalSpy finished(&run, &AnimationRun::finished);
        run.start();
        QTRY_VERIFY(run.progressDialog()->value() >= 2);
        auto *cancel = run.progressDialog()->findChild<QPushButton *>();
        QVERIFY(cancel);
        cancel->click(); // the dialog's Cancel button
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(finished.at(0).at(2).toString(), QStringLiteral("stopped; nothing was written"));
        QVERIFY(run.wasCancelled());
        QCOMPARE(readFile(out), QByteArray("the old video"));
        QCOMPARE(entries(dir), QStringList{"a.mp4"});
    }

    void fileMenuHasTheAction()
    {
        SessionWindow w;
        auto *action = w.findChild<QAction *>(QStringLiteral("exportAnimation"));
        QVERIFY(action);
        QVERIFY(action->text().contains("nimation"));
    }
};

QTEST_MAIN(TestAnimationExport)
#include "tst_animation_export.moc"
