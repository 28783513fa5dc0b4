// Animations (#17): `export ID --out FILE.mp4|.gif --from N --to M` read back with ffprobe has the
// frame count, size and duration of the window's playback; its first and last frames (extracted
// with ffmpeg) are the PNG exports of those steps within a small tolerance; SIGTERM leaves no file
// and the old one as it was; without ffmpeg on PATH, one line and exit 1. The cases that need
// ffmpeg and ffprobe (Debian package ffmpeg, which scripts/lib.sh installs) are skipped without them.
#include "cli_support.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/mount.h>
#include <unistd.h>

#include <cmath>

namespace {

// The async scene's move takes 1200 ms and each step rests 350 ms (the window's hold) at 1x speed.
// Steps N..N+2 at speed 2: (2 x (350 + 1200) + 350) / 2 = 1725 ms; at 10 frames a second, 17 frames.
const QStringList kTiny = {"--size", "480x270", "--fps", "10", "--speed", "2"};
constexpr int kTinyFrames = 17;
constexpr double kTinySeconds = 1.7;

#define REQUIRE_FFMPEG()                                                                                                         \
    do {                                                                                                                         \
        if (QStandardPaths::findExecutable("ffmpeg").isEmpty() || QStandardPaths::findExecutable("ffprobe").isEmpty())           \
            QSKIP("ffmpeg and ffprobe are not installed (Debian package ffmpeg; scripts/lib.sh installs it)");                   \
    } while (0)

/// A program's standard output, or empty (with a warning) when it fails.
QByteArray output(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        qWarning() << program << args << p.readAllStandardError();
        return {};
    }
    return p.readAllStandardOutput();
}

struct Probe {
    QString codec, pixelFormat;
    int width = 0, height = 0, frames = 0;
    double seconds = 0;
};

Probe probe(const QString &file)
{
    const QJsonObject o =
        QJsonDocument::fromJson(output("ffprobe", {"-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                                   "stream=codec_name,pix_fmt,width,height,nb_read_frames", "-show_entries",
                                                   "format=duration", "-of", "json", file}))
            .object();
    const QJsonObject s = o.value("streams").toArray().at(0).toObject();
    return {s.value("codec_name").toString(),
            s.value("pix_fmt").toString(),
            s.value("width").toInt(),
            s.value("height").toInt(),
            s.value("nb_read_frames").toString().toInt(),
            o.value("format").toObject().value("duration").toString().toDouble()};
}

/// Frame `n` of a video as an image, through ffmpeg.
QImage videoFrame(const QString &file, int n, const QString &png)
{
    output("ffmpeg", {"-v", "error", "-y", "-i", file, "-vf", QStringLiteral("select=eq(n\\,%1)").arg(n), "-fps_mode",
                      "passthrough", "-frames:v", "1", png});
    return QImage(png).convertToFormat(QImage::Format_RGB32);
}

/// The PNG export of one step at the tiny size, one pixel per picture pixel.
QImage stepPicture(const QString &dir, int step)
{
    const QString png = QDir(dir).filePath(QStringLiteral("step%1.png").arg(step));
    const cli::Result r =
        cli::run({"export", "async", "--out", png, "--step", QString::number(step), "--size", "480x270", "--scale", "1"});
    if (r.exitCode != 0)
        qWarning() << r.err;
    return QImage(png).convertToFormat(QImage::Format_RGB32);
}

/// The share of pixels (0..1) whose brightness differs by more than a sixth of the range: video
/// keeps brightness at full resolution but blurs colour (4:2:0) and rounds it, so the same picture
/// scores near 0 and another step scores the share of the picture that moved.
double changedShare(const QImage &a, const QImage &b)
{
    if (a.size() != b.size() || a.isNull())
        return 1;
    long changed = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            changed += std::abs(qGray(a.pixel(x, y)) - qGray(b.pixel(x, y))) > 42;
    return double(changed) / (a.width() * a.height());
}

/// The mean difference of two same-sized pictures, 0..255 per channel: the colours came through.
double meanDifference(const QImage &a, const QImage &b)
{
    if (a.size() != b.size() || a.isNull())
        return 255;
    double sum = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q));
        }
    return sum / (3.0 * a.width() * a.height());
}

} // namespace

class TestAnimation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { REQUIRE_EXE(); }

    void videoMatchesThePlaybackAndThePictures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("from");
        QTest::addColumn<QString>("codec");
        QTest::addColumn<double>("colourTolerance"); // H.264's 4:2:0 colour blurs thin coloured lines a little
        QTest::newRow("mp4") << "a.mp4" << 0 << "h264" << 3.0;
        QTest::newRow("gif") << "a.gif" << 1 << "gif" << 1.0;
    }
    void videoMatchesThePlaybackAndThePictures()
    {
        REQUIRE_FFMPEG();
        QFETCH(QString, file);
        QFETCH(int, from);
        QFETCH(QString, codec);
        QFETCH(double, colourTolerance);
        QTemporaryDir dir;
        const QString out = dir.filePath(file);
        const cli::Result r = cli::run(
            QStringList{"export", "async", "--out", out, "--from", QString::number(from), "--to", QString::number(from + 2)} +
            kTiny);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const Probe p = probe(out);
        QCOMPARE(p.codec, codec);
        QCOMPARE(p.width, 480);
        QCOMPARE(p.height, 270);
        QCOMPARE(p.frames, kTinyFrames);
        QVERIFY2(std::abs(p.seconds - kTinySeconds) < 0.051, qPrintable(QString::number(p.seconds)));
        if (codec == "h264")
            QCOMPARE(p.pixelFormat, QStringLiteral("yuv420p"));
        const QImage firstFrame = videoFrame(out, 0, dir.filePath("first.png"));
        const QImage lastFrame = videoFrame(out, kTinyFrames - 1, dir.filePath("last.png"));
        const QImage firstStep = stepPicture(dir.path(), from), lastStep = stepPicture(dir.path(), from + 2);
        for (const auto &[frame, step] : {std::pair{firstFrame, firstStep}, std::pair{lastFrame, lastStep}}) {
            QVERIFY2(changedShare(frame, step) < 0.002, qPrintable(QString::number(changedShare(frame, step))));
            QVERIFY2(meanDifference(frame, step) < colourTolerance, qPrintable(QString::number(meanDifference(frame, step))));
        }
        // and the measure tells steps apart: the first frame is not the last step (about 3 % of it moved)
        QVERIFY2(changedShare(firstFrame, lastStep) > 0.01, qPrintable(QString::number(changedShare(firstFrame, lastStep))));
    }

    void mp4HasItsIndexFirst()
    {
        REQUIRE_FFMPEG();
        QTemporaryDir dir;
        const QString out = dir.filePath("a.mp4");
        QCOMPARE(cli::run(QStringList{"export", "async", "--out", out, "--to", "1"} + kTiny).exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray head = f.read(4096);
        // +faststart: the index (moov) comes before the pictures (mdat), so a slide starts playing at once
        QVERIFY(head.indexOf("moov") > 0);
        QVERIFY(head.indexOf("moov") < head.indexOf("mdat") || head.indexOf("mdat") < 0);
    }

    void sigtermLeavesNoFileAndTheOldOne()
    {
        REQUIRE_FFMPEG();
        QTemporaryDir dir;
        const QString out = dir.filePath("slow.mp4");
        QFile old(out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the old animation\n");
        old.close();
        QProcess p;
        // 12 steps at a quarter speed and 60 frames a second: over 4,000 frames, far longer than the wait
        p.start(cli::exe(), {"export", "async", "--out", out, "--fps", "60", "--speed", "0.25", "--size", "480x270"});
        QVERIFY(p.waitForStarted());
        QElapsedTimer wait;
        wait.start();
        const auto temporaries = [&] { return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot); };
        while (temporaries().size() < 2 && wait.elapsed() < 30000 && p.state() == QProcess::Running)
            QTest::qWait(20); // the hidden temporary file appears when the frames start
        QCOMPARE(p.state(), QProcess::Running);
        p.terminate();
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 143);
        QCOMPARE(p.readAllStandardError(), QByteArray("sgd-studio export: stopped by SIGTERM; nothing was written\n"));
        QCOMPARE(temporaries(), QStringList{"slow.mp4"});
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("the old animation\n"));
    }

    void sigkillLeavesNoEncoderAndTheNextRunCleansUp()
    {
        // kill -9 mid-export: FFmpeg dies with its parent (PR_SET_PDEATHSIG), and what the killed
        // run left (its hidden file next to the target, FFmpeg's folder in TMPDIR) is removed by
        // the next export of the same target.
        REQUIRE_FFMPEG();
        QTemporaryDir dir, tmp;
        const QString out = dir.filePath("a.gif");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("TMPDIR", tmp.path());
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(cli::exe(), {"export", "async", "--out", out, "--fps", "60", "--speed", "0.25", "--size", "480x270"});
        QVERIFY(p.waitForStarted());
        const auto hidden = [&] { return QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot); };
        const auto folders = [&] { return QDir(tmp.path()).entryList({"sgd-studio-*"}, QDir::Dirs | QDir::NoDotAndDotDot); };
        QElapsedTimer wait;
        wait.start();
        while ((hidden().isEmpty() || folders().isEmpty()) && wait.elapsed() < 30000 && p.state() == QProcess::Running)
            QTest::qWait(20);
        QCOMPARE(p.state(), QProcess::Running);
        const QString encoderDir = QDir(tmp.path()).filePath(folders().value(0));
        QTest::qWait(300); // FFmpeg has started writing
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(10000));
        // no ffmpeg of that run survives it: its children are gone within a moment
        const auto encoders = [&] {
            QProcess ps;
            ps.start("pgrep", {"-f", encoderDir});
            ps.waitForFinished(5000);
            return QString::fromLatin1(ps.readAllStandardOutput()).trimmed();
        };
        wait.restart();
        while (!encoders().isEmpty() && wait.elapsed() < 5000)
            QTest::qWait(50);
        QVERIFY2(encoders().isEmpty(), qPrintable("ffmpeg outlived its parent: " + encoders()));
        QCOMPARE(hidden().size(), 1); // what a kill -9 leaves, until the next run
        QVERIFY(QFileInfo::exists(encoderDir));
        QProcess next;
        next.setProcessEnvironment(env);
        next.start(cli::exe(), {"export", "async", "--out", out, "--to", "1", "--size", "320x180", "--fps", "5"});
        QVERIFY(next.waitForFinished(60000));
        QCOMPARE(next.exitCode(), 0);
        QCOMPARE(hidden(), QStringList{"a.gif"});
        QVERIFY2(!QFileInfo::exists(encoderDir), qPrintable(encoderDir));
        QCOMPARE(folders(), QStringList{});
    }

    void fullTemporaryFolderKeepsTheOldFile()
    {
        // FFmpeg encodes into TMPDIR; on a full disk it could end with status 0 and an empty or
        // cut file, which then replaced the target. Now the file is checked first (exit 1).
        REQUIRE_FFMPEG();
        if (::geteuid() != 0)
            QSKIP("not root: a tiny tmpfs cannot be mounted (CI runs this as root)");
        QTemporaryDir dir, mount;
        if (::mount("tmpfs", QFile::encodeName(mount.path()).constData(), "tmpfs", 0, "size=64k") != 0)
            QSKIP("mount -t tmpfs failed");
        const auto unmount = qScopeGuard([&] { ::umount2(QFile::encodeName(mount.path()).constData(), MNT_DETACH); });
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("TMPDIR", mount.path());
        for (const char *name : {"a.gif", "b.webm", "c.mp4"}) {
            const QString out = dir.filePath(name);
            QFile old(out);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the old animation\n");
            old.close();
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(cli::exe(), {"export", "sync", "--out", out, "--to", "3", "--size", "640x360"});
            QVERIFY(p.waitForFinished(120000));
            const QByteArray err = p.readAllStandardError();
            QVERIFY2(p.exitCode() == 1, err.constData());
            QVERIFY2(err.startsWith("sgd-studio export: ") && err.count('\n') == 1, err.constData());
            QVERIFY(old.open(QIODevice::ReadOnly));
            QCOMPARE(old.readAll(), QByteArray("the old animation\n"));
            old.close();
            // no hidden temporary file left next to the targets
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QDir(dir.path()).entryList(QDir::Files));
        }
    }

    void missingFfmpegIsOneLine()
    {
        QTemporaryDir dir, empty;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("PATH", empty.path()); // no ffmpeg anywhere on PATH
        p.setProcessEnvironment(env);
        const QString out = dir.filePath("a.gif");
        p.start(cli::exe(), {"export", "async", "--out", out, "--to", "1"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        QCOMPARE(QString::fromUtf8(p.readAllStandardError()),
                 QStringLiteral("sgd-studio export: animations need the program ffmpeg, which was not found: install it "
                                "(Debian: sudo apt install ffmpeg) and try again\n"));
        QVERIFY(!QFileInfo::exists(out));
    }

    void badAnimationOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("step") << QStringList{"--step", "2"}
                              << "--step chooses a picture's step; an animation's steps are --from N --to M";
        QTest::newRow("fps") << QStringList{"--fps", "0"} << "bad value for --fps: '0' (allowed: a whole number from 1 to 60)";
        QTest::newRow("speed") << QStringList{"--speed", "9"}
                               << "bad value for --speed: '9' (allowed: a number from 0.25 to 4, e.g. 0.5, 1 or 2)";
        QTest::newRow("to") << QStringList{"--to", "99"} << "bad value for --to: '99' (allowed: a step from --from (0) to 12)";
        QTest::newRow("size") << QStringList{"--size", "5000x3000"}
                              << "an animation frame of 5000 x 3000 pixels is out of range (16 to 4096 a side): change the "
                                 "size or scale";
    }
    void badAnimationOptions()
    {
        REQUIRE_FFMPEG(); // ffmpeg is looked for before the steps are checked
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString out = dir.filePath("a.mp4");
        const cli::Result r = cli::run(QStringList{"export", "async", "--out", out} + args);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.errLines(), QStringList{"sgd-studio export: " + message});
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestAnimation)
#include "tst_animation.moc"
