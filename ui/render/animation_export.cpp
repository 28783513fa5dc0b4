#include "animation_export.h"

#include "core/output_file.h"
#include "paint_cache.h"
#include "render.h"
#include "scene_painter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QObject>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace sgd::ui {

bool animationFormatFor(const QString &path, AnimationFormat &format)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("mp4"))
        format = AnimationFormat::Mp4;
    else if (ext == QLatin1String("webm"))
        format = AnimationFormat::WebM;
    else if (ext == QLatin1String("gif"))
        format = AnimationFormat::Gif;
    else
        return false;
    return true;
}

// --- the timeline ------------------------------------------------------------------------------

double AnimationTimeline::durationMs() const
{
    const double steps = std::max(0, last - first);
    return ((holdMs + transitionMs) * steps + holdMs) / speed;
}

int AnimationTimeline::frameCount() const
{
    return std::max(1, int(std::lround(durationMs() * fps / 1000.0)));
}

AnimationMoment AnimationTimeline::moment(int frame) const
{
    if (frame >= frameCount() - 1)
        return {last, 0.0};                                      // the video ends on the last step, whatever the rounding
    const double ms = std::max(0, frame) * 1000.0 / fps * speed; // time at 1x speed
    const double period = holdMs + transitionMs;
    const int k = int(std::floor(ms / period));
    if (first + k >= last)
        return {last, 0.0};
    const double into = ms - k * period;
    if (into < holdMs || transitionMs <= 0)
        return {first + k, 0.0};
    return {first + k, std::clamp((into - holdMs) / transitionMs, 0.0, 1.0)};
}

AnimationTimeline animationTimeline(const Trace &trace, const AnimationOptions &o)
{
    AnimationTimeline line;
    line.first = o.first;
    line.last = o.last < 0 ? int(trace.frames.size()) - 1 : o.last;
    line.fps = o.fps;
    line.speed = o.speed;
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    line.transitionMs = painter ? painter->transitionMs() : 700;
    return line;
}

QSize animationPixels(const AnimationOptions &o, AnimationFormat format)
{
    int w = int(std::floor(o.picture.size.width() * o.picture.scale));
    int h = int(std::floor(o.picture.size.height() * o.picture.scale));
    if (format != AnimationFormat::Gif) {
        w -= w % 2;
        h -= h % 2;
    }
    return {w, h};
}

QString animationProblem(const Trace &trace, const AnimationOptions &o, AnimationFormat format)
{
    const int lastStep = int(trace.frames.size()) - 1;
    const AnimationTimeline line = animationTimeline(trace, o);
    if (lastStep < 0)
        return QObject::tr("the run has no steps");
    if (line.first < 0 || line.first > lastStep || line.last < line.first || line.last > lastStep)
        return QObject::tr("steps %1 to %2 are not in this run (steps 0 to %3)").arg(line.first).arg(line.last).arg(lastStep);
    if (o.fps < kMinAnimationFps || o.fps > kMaxAnimationFps)
        return QObject::tr("%1 frames a second is out of range (%2 to %3)")
            .arg(o.fps)
            .arg(kMinAnimationFps)
            .arg(kMaxAnimationFps);
    if (!(o.speed >= 0.25 && o.speed <= 4))
        return QObject::tr("speed %1 is out of range (0.25 to 4)").arg(o.speed);
    const QSize px = animationPixels(o, format);
    if (px.width() < 16 || px.height() < 16 || px.width() > kMaxAnimationPixels || px.height() > kMaxAnimationPixels)
        return QObject::tr("an animation frame of %1 x %2 pixels is out of range (16 to %3 a side): change the size or scale")
            .arg(px.width())
            .arg(px.height())
            .arg(kMaxAnimationPixels);
    if (line.frameCount() > kMaxAnimationFrames)
        return QObject::tr("steps %1 to %2 at %3 frames a second make %4 frames, more than %5: choose fewer steps, "
                           "a lower frame rate or a higher speed")
            .arg(line.first)
            .arg(line.last)
            .arg(o.fps)
            .arg(line.frameCount())
            .arg(kMaxAnimationFrames);
    return {};
}

// --- FFmpeg ------------------------------------------------------------------------------------

QString ffmpegProgram()
{
    return QStandardPaths::findExecutable(QStringLiteral("ffmpeg"));
}

QString ffmpegMissingMessage()
{
    return QObject::tr("animations need the program ffmpeg, which was not found: install it (Debian: sudo apt install "
                       "ffmpeg) and try again");
}

namespace {

/// QImage::Format_RGB32 in memory, as FFmpeg names it.
QString rawPixelFormat()
{
    return QSysInfo::ByteOrder == QSysInfo::LittleEndian ? QStringLiteral("bgr0") : QStringLiteral("0rgb");
}

QStringList encoderArguments(AnimationFormat format)
{
    // Video players assume BT.709 colours for pictures this size: convert with it and say so.
    const QStringList bt709 = {QStringLiteral("-vf"),
                               QStringLiteral("scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"),
                               QStringLiteral("-colorspace"),
                               QStringLiteral("bt709"),
                               QStringLiteral("-color_primaries"),
                               QStringLiteral("bt709"),
                               QStringLiteral("-color_trc"),
                               QStringLiteral("bt709")};
    switch (format) {
    case AnimationFormat::Mp4: // plays in PowerPoint, Keynote and browsers; the index first for streaming
        return bt709 + QStringList{QStringLiteral("-c:v"),    QStringLiteral("libx264"),   QStringLiteral("-preset"),
                                   QStringLiteral("medium"),  QStringLiteral("-tune"),     QStringLiteral("animation"),
                                   QStringLiteral("-crf"),    QStringLiteral("18"),        QStringLiteral("-pix_fmt"),
                                   QStringLiteral("yuv420p"), QStringLiteral("-movflags"), QStringLiteral("+faststart"),
                                   QStringLiteral("-f"),      QStringLiteral("mp4")};
    case AnimationFormat::WebM:
        return bt709 + QStringList{QStringLiteral("-c:v"),      QStringLiteral("libvpx-vp9"), QStringLiteral("-crf"),
                                   QStringLiteral("30"),        QStringLiteral("-b:v"),       QStringLiteral("0"),
                                   QStringLiteral("-deadline"), QStringLiteral("good"),       QStringLiteral("-cpu-used"),
                                   QStringLiteral("4"),         QStringLiteral("-row-mt"),    QStringLiteral("1"),
                                   QStringLiteral("-pix_fmt"),  QStringLiteral("yuv420p"),    QStringLiteral("-f"),
                                   QStringLiteral("webm")};
    case AnimationFormat::Gif: // one palette made for this picture, no dithering: lines and text stay crisp
        return {QStringLiteral("-filter_complex"),
                QStringLiteral("[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=none"),
                QStringLiteral("-loop"),
                QStringLiteral("0"),
                QStringLiteral("-f"),
                QStringLiteral("gif")};
    }
    return {};
}

} // namespace

QStringList ffmpegArguments(AnimationFormat format, QSize pixels, int fps, const QString &output)
{
    const QStringList input = {QStringLiteral("-hide_banner"),
                               QStringLiteral("-nostdin"),
                               QStringLiteral("-loglevel"),
                               QStringLiteral("error"),
                               QStringLiteral("-y"),
                               QStringLiteral("-f"),
                               QStringLiteral("rawvideo"),
                               QStringLiteral("-pix_fmt"),
                               rawPixelFormat(),
                               QStringLiteral("-video_size"),
                               QStringLiteral("%1x%2").arg(pixels.width()).arg(pixels.height()),
                               QStringLiteral("-framerate"),
                               QString::number(fps),
                               QStringLiteral("-i"),
                               QStringLiteral("pipe:0")};
    return input + encoderArguments(format) + QStringList{output};
}

// --- the export --------------------------------------------------------------------------------

namespace {

using Clock = std::chrono::steady_clock;

/// The private folder's name pattern: "sgd-studio-PID-XXXXXX" in the temporary folder. Folders of
/// this pattern whose process is gone (killed with SIGKILL mid-export: nothing ran to remove
/// them) are removed first, so that FFmpeg's partial files do not pile up in $TMPDIR.
QString encoderFolderTemplate()
{
    const QString prefix = QStringLiteral("sgd-studio-");
    QDir tmp(QDir::tempPath());
    const QFileInfoList found =
        tmp.entryInfoList({prefix + QStringLiteral("*")}, QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    for (const QFileInfo &dir : found) {
        bool ok = false;
        const qint64 pid = dir.fileName().mid(prefix.size()).section(QLatin1Char('-'), 0, 0).toLongLong(&ok);
        if (!ok || pid <= 0 || pid == qint64(::getpid()) || dir.ownerId() != ::getuid())
            continue;
        if (::kill(pid_t(pid), 0) != 0 && errno == ESRCH) // its process is gone
            QDir(dir.absoluteFilePath()).removeRecursively();
    }
    return tmp.filePath(prefix + QString::number(::getpid()) + QStringLiteral("-XXXXXX"));
}

/// One FFmpeg run writing into a private folder; killed unless it finished, and killed by the
/// kernel when this process dies (PR_SET_PDEATHSIG), so that it never outlives us.
class Encoder {
public:
    Encoder() : m_dir(encoderFolderTemplate())
    {
        const pid_t parent = ::getpid();
        m_process.setChildProcessModifier([parent] {
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (::getppid() != parent) // the parent died before the line above took effect
                ::_exit(127);
        });
    }

    ~Encoder()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    bool start(AnimationFormat format, QSize pixels, int fps, QString &error)
    {
        const QString program = ffmpegProgram();
        if (program.isEmpty()) {
            error = ffmpegMissingMessage();
            return false;
        }
        if (!m_dir.isValid()) {
            error = QObject::tr("cannot make a temporary folder for the animation: %1").arg(m_dir.errorString());
            return false;
        }
        m_process.setStandardOutputFile(QProcess::nullDevice());
        m_process.start(program, ffmpegArguments(format, pixels, fps, output()));
        if (!m_process.waitForStarted(10000)) {
            error = QObject::tr("cannot start ffmpeg: %1").arg(m_process.errorString());
            return false;
        }
        return true;
    }

    /// True while more than `bytes` wait in the pipe to FFmpeg; waits up to `waitMs` for it to take them.
    bool busy(qint64 bytes, int waitMs)
    {
        if (m_process.bytesToWrite() > bytes)
            m_process.waitForBytesWritten(waitMs);
        return m_process.bytesToWrite() > bytes;
    }
    bool running() const { return m_process.state() == QProcess::Running; }
    bool write(const QImage &frame)
    {
        const qint64 bytes = frame.sizeInBytes();
        return m_process.write(reinterpret_cast<const char *>(frame.constBits()), bytes) == bytes;
    }
    void closeInput() { m_process.closeWriteChannel(); }
    /// True once FFmpeg has ended, waiting up to `waitMs`.
    bool ended(int waitMs) { return m_process.state() == QProcess::NotRunning || m_process.waitForFinished(waitMs); }
    bool succeeded() const { return m_process.exitStatus() == QProcess::NormalExit && m_process.exitCode() == 0; }

    /// FFmpeg's last line on standard error: why it failed.
    QString failure()
    {
        if (m_process.state() != QProcess::NotRunning)
            m_process.waitForFinished(5000);
        const QStringList lines = QString::fromLocal8Bit(m_process.readAllStandardError()).trimmed().split(QLatin1Char('\n'));
        const QString why = lines.last().trimmed().isEmpty() ? m_process.errorString() : lines.last().trimmed();
        return QObject::tr("ffmpeg could not make the animation: %1").arg(why);
    }
    QString output() const { return m_dir.filePath(QStringLiteral("animation")); }

    /// Why FFmpeg's finished file cannot be the animation, or empty: FFmpeg can end with status 0
    /// after its writes failed (a full disk under $TMPDIR), leaving an empty or cut file. The file
    /// must be non-empty and hold every frame (counted with ffprobe, FFmpeg's reader, when it is
    /// installed: packets, so nothing is decoded).
    QString outputProblem(int frames) const
    {
        const QFileInfo file(output());
        const QString where = QObject::tr("(is the disk of the temporary folder %1 full?)").arg(QDir::tempPath());
        if (!file.exists() || file.size() == 0)
            return QObject::tr("ffmpeg ended without error but wrote an empty file %1").arg(where);
        const QString probe = QStandardPaths::findExecutable(QStringLiteral("ffprobe"));
        if (probe.isEmpty())
            return {};
        QProcess p;
        p.start(probe, {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_packets"),
                        QStringLiteral("-select_streams"), QStringLiteral("v:0"), QStringLiteral("-show_entries"),
                        QStringLiteral("stream=nb_read_packets"), QStringLiteral("-of"), QStringLiteral("csv=p=0"), output()});
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished(5000);
            return {}; // could not check: FFmpeg's own status stands
        }
        bool ok = false;
        const int counted = QString::fromLatin1(p.readAllStandardOutput()).trimmed().section(QLatin1Char(','), 0, 0).toInt(&ok);
        if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0 || !ok)
            return QObject::tr("ffmpeg ended without error but its file does not read back %1").arg(where);
        if (counted < frames)
            return QObject::tr("ffmpeg ended without error but its file holds %1 of %2 frames %3")
                .arg(counted)
                .arg(frames)
                .arg(where);
        return {};
    }

private:
    QTemporaryDir m_dir;
    QProcess m_process;
};

/// Copies FFmpeg's finished file into `file` (an OutputFile on the target) and commits it.
bool copyInto(const QString &from, OutputFile &file, QString &error)
{
    QFile in(from);
    if (!in.open(QIODevice::ReadOnly)) {
        error = QObject::tr("ffmpeg wrote no file: %1").arg(in.errorString());
        return false;
    }
    QByteArray block;
    while (!(block = in.read(1 << 20)).isEmpty())
        if (!file.writeAll(block.constData(), std::size_t(block.size())))
            break;
    if (file.failed() || !file.commit()) {
        error = QString::fromStdString(file.error());
        return false;
    }
    return true;
}

double msSince(Clock::time_point t)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

} // namespace

struct AnimationWriter::Parts {
    AnimationFormat format = AnimationFormat::Mp4;
    AnimationTimeline line;
    QImage image;
    std::unique_ptr<OutputFile> file;
    Encoder encoder;
    PaintCache cache; ///< what the animation's frames keep from one to the next (its own)
};

AnimationWriter::AnimationWriter(std::shared_ptr<const Trace> trace, QString path, AnimationOptions options)
    : m_trace(std::move(trace)), m_path(std::move(path)), m_options(std::move(options))
{
}

AnimationWriter::~AnimationWriter() = default; // the encoder is killed, the OutputFile drops its temporary file

int AnimationWriter::frameCount() const
{
    return m_parts ? m_parts->line.frameCount() : animationTimeline(*m_trace, m_options).frameCount();
}

AnimationWriter::State AnimationWriter::fail(const QString &error)
{
    m_error = error;
    m_state = State::Failed;
    m_parts.reset();
    return m_state;
}

bool AnimationWriter::stopRequested()
{
    const auto &cancelled = m_options.picture.cancelled;
    if (!cancelled || !cancelled())
        return false;
    cancel();
    return true;
}

void AnimationWriter::cancel()
{
    if (m_state == State::Done || m_state == State::Failed)
        return;
    fail(QObject::tr("stopped; nothing was written"));
}

bool AnimationWriter::start()
{
    auto parts = std::make_unique<Parts>();
    if (!animationFormatFor(m_path, parts->format)) {
        fail(QObject::tr("%1: an animation is a file ending in .mp4, .webm or .gif").arg(m_path));
        return false;
    }
    const QString problem = animationProblem(*m_trace, m_options, parts->format);
    if (!problem.isEmpty()) {
        fail(problem);
        return false;
    }
    parts->line = animationTimeline(*m_trace, m_options);
    parts->image = QImage(animationPixels(m_options, parts->format), QImage::Format_RGB32);
    parts->image.setDevicePixelRatio(m_options.picture.scale);
    parts->file = std::make_unique<OutputFile>(fileNameBytes(m_path));
    if (!parts->file->open()) { // the target is checked before any frame is painted
        fail(QString::fromStdString(parts->file->error()));
        return false;
    }
    QString error;
    if (!parts->encoder.start(parts->format, parts->image.size(), m_options.fps, error)) {
        fail(error);
        return false;
    }
    m_parts = std::move(parts);
    m_state = State::Painting;
    return true;
}

void AnimationWriter::paintNext()
{
    const PictureOptions &pic = m_options.picture;
    const AnimationMoment m = m_parts->line.moment(m_frame);
    QImage &image = m_parts->image;
    image.fill(pic.style.background);
    QPainter p(&image);
    paintFrame(p, QRectF(QPointF(0, 0), image.deviceIndependentSize()), *m_trace, pic.style,
               {m.index, m.t, pic.viewOptions, pic.view, pic.comparison, pic.charts, &m_parts->cache});
}

AnimationWriter::State AnimationWriter::advance(int budgetMs)
{
    const Clock::time_point begin = Clock::now();
    const auto timeLeft = [&] { return std::max(0, int(budgetMs - msSince(begin))); };
    const int frames = m_parts ? m_parts->line.frameCount() : 0;
    while (m_state == State::Painting && !stopRequested()) {
        Encoder &encoder = m_parts->encoder;
        if (encoder.busy(4 * m_parts->image.sizeInBytes(), std::min(timeLeft(), 50))) { // FFmpeg is behind
            if (!encoder.running())
                return fail(encoder.failure());
            if (timeLeft() == 0)
                return m_state;
            continue;
        }
        paintNext();
        if (!encoder.write(m_parts->image))
            return fail(encoder.failure());
        ++m_frame;
        if (m_options.progress)
            m_options.progress(m_frame, frames);
        if (m_frame == frames) {
            encoder.closeInput();
            m_state = State::Encoding;
        } else if (timeLeft() == 0) {
            return m_state;
        }
    }
    while (m_state == State::Encoding && !stopRequested()) {
        if (!m_parts->encoder.ended(std::min(std::max(timeLeft(), 1), 50))) {
            if (timeLeft() == 0)
                return m_state;
            continue;
        }
        if (!m_parts->encoder.succeeded())
            return fail(m_parts->encoder.failure());
        if (const QString bad = m_parts->encoder.outputProblem(frames); !bad.isEmpty())
            return fail(bad);
        if (stopRequested()) // the last moment a stop keeps the old file
            return m_state;
        QString error;
        if (!copyInto(m_parts->encoder.output(), *m_parts->file, error))
            return fail(error);
        m_parts.reset();
        m_state = State::Done;
    }
    return m_state;
}

bool exportAnimation(const Trace &trace, const QString &path, const AnimationOptions &options, QString &error)
{
    AnimationWriter writer(std::shared_ptr<const Trace>(&trace, [](const Trace *) {}), path, options);
    if (writer.start())
        while (writer.advance(1000) != AnimationWriter::State::Done && writer.state() != AnimationWriter::State::Failed) {
        }
    error = writer.error();
    return writer.state() == AnimationWriter::State::Done;
}

} // namespace sgd::ui
