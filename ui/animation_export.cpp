#include "animation_export.h"

#include "output_file.h"
#include "render.h"
#include "scene_painter.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

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
        return {last, 0.0}; // the video ends on the last step, whatever the rounding
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
        return QObject::tr("%1 frames a second is out of range (%2 to %3)").arg(o.fps).arg(kMinAnimationFps).arg(kMaxAnimationFps);
    if (!(o.speed >= 0.25 && o.speed <= 4))
        return QObject::tr("speed %1 is out of range (0.25 to 4)").arg(o.speed);
    const QSize px = animationPixels(o, format);
    if (px.width() < 16 || px.height() < 16 || px.width() > kMaxAnimationPixels || px.height() > kMaxAnimationPixels)
        return QObject::tr("an animation frame of %1 x %2 pixels is out of range (16 to %3 a side): change the size or scale")
            .arg(px.width()).arg(px.height()).arg(kMaxAnimationPixels);
    if (line.frameCount() > kMaxAnimationFrames)
        return QObject::tr("steps %1 to %2 at %3 frames a second make %4 frames, more than %5: choose fewer steps, "
                           "a lower frame rate or a higher speed")
            .arg(line.first).arg(line.last).arg(o.fps).arg(line.frameCount()).arg(kMaxAnimationFrames);
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
    const QStringList bt709 = {QStringLiteral("-vf"), QStringLiteral("scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"),
                               QStringLiteral("-colorspace"), QStringLiteral("bt709"), QStringLiteral("-color_primaries"),
                               QStringLiteral("bt709"), QStringLiteral("-color_trc"), QStringLiteral("bt709")};
    switch (format) {
    case AnimationFormat::Mp4: // plays in PowerPoint, Keynote and browsers; the index first for streaming
        return bt709 + QStringList{QStringLiteral("-c:v"), QStringLiteral("libx264"), QStringLiteral("-preset"),
                                   QStringLiteral("medium"), QStringLiteral("-tune"), QStringLiteral("animation"),
                                   QStringLiteral("-crf"), QStringLiteral("18"), QStringLiteral("-pix_fmt"),
                                   QStringLiteral("yuv420p"), QStringLiteral("-movflags"), QStringLiteral("+faststart"),
                                   QStringLiteral("-f"), QStringLiteral("mp4")};
    case AnimationFormat::WebM:
        return bt709 + QStringList{QStringLiteral("-c:v"), QStringLiteral("libvpx-vp9"), QStringLiteral("-crf"),
                                   QStringLiteral("30"), QStringLiteral("-b:v"), QStringLiteral("0"),
                                   QStringLiteral("-deadline"), QStringLiteral("good"), QStringLiteral("-cpu-used"),
                                   QStringLiteral("4"), QStringLiteral("-row-mt"), QStringLiteral("1"),
                                   QStringLiteral("-pix_fmt"), QStringLiteral("yuv420p"), QStringLiteral("-f"),
                                   QStringLiteral("webm")};
    case AnimationFormat::Gif: // one palette made for this picture, no dithering: lines and text stay crisp
        return {QStringLiteral("-filter_complex"),
                QStringLiteral("[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=none"),
                QStringLiteral("-loop"), QStringLiteral("0"), QStringLiteral("-f"), QStringLiteral("gif")};
    }
    return {};
}

} // namespace

QStringList ffmpegArguments(AnimationFormat format, QSize pixels, int fps, const QString &output)
{
    const QStringList input = {QStringLiteral("-hide_banner"), QStringLiteral("-nostdin"), QStringLiteral("-loglevel"),
                               QStringLiteral("error"), QStringLiteral("-y"), QStringLiteral("-f"),
                               QStringLiteral("rawvideo"), QStringLiteral("-pix_fmt"), rawPixelFormat(),
                               QStringLiteral("-video_size"),
                               QStringLiteral("%1x%2").arg(pixels.width()).arg(pixels.height()),
                               QStringLiteral("-framerate"), QString::number(fps), QStringLiteral("-i"),
                               QStringLiteral("pipe:0")};
    return input + encoderArguments(format) + QStringList{output};
}

// --- the export --------------------------------------------------------------------------------

namespace {

/// One FFmpeg run writing into a private folder; stopped and its file removed unless finished.
class Encoder {
public:
    Encoder(AnimationFormat format, QSize pixels, int fps)
        : m_format(format), m_pixels(pixels), m_fps(fps)
    {
    }
    ~Encoder()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    bool start(QString &error)
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
        m_process.start(program, ffmpegArguments(m_format, m_pixels, m_fps, output()));
        if (!m_process.waitForStarted(10000)) {
            error = QObject::tr("cannot start ffmpeg: %1").arg(m_process.errorString());
            return false;
        }
        return true;
    }

    /// Hands one frame to FFmpeg, waiting while more than a few frames are queued.
    bool write(const QImage &frame, const std::function<bool()> &cancelled, QString &error)
    {
        const qint64 bytes = frame.sizeInBytes();
        if (m_process.write(reinterpret_cast<const char *>(frame.constBits()), bytes) != bytes)
            return failed(error);
        while (m_process.bytesToWrite() > 4 * bytes) {
            if (cancelled && cancelled())
                return true; // the caller sees the stop request next
            if (m_process.state() != QProcess::Running)
                return failed(error);
            m_process.waitForBytesWritten(200);
        }
        return true;
    }

    /// Closes FFmpeg's input and waits for the file; false when stopped or when FFmpeg fails.
    bool finish(const std::function<bool()> &cancelled, QString &error)
    {
        m_process.closeWriteChannel();
        while (!m_process.waitForFinished(200)) {
            if (cancelled && cancelled())
                return false;
            if (m_process.state() == QProcess::NotRunning)
                break;
        }
        if (m_process.exitStatus() != QProcess::NormalExit || m_process.exitCode() != 0)
            return failed(error);
        return true;
    }

    QString output() const { return m_dir.filePath(QStringLiteral("animation")); }

private:
    bool failed(QString &error)
    {
        if (m_process.state() != QProcess::NotRunning)
            m_process.waitForFinished(5000);
        const QStringList lines = QString::fromLocal8Bit(m_process.readAllStandardError()).trimmed().split(QLatin1Char('\n'));
        const QString why = lines.isEmpty() || lines.last().isEmpty() ? m_process.errorString() : lines.last().trimmed();
        error = QObject::tr("ffmpeg could not make the animation: %1").arg(why);
        return false;
    }

    AnimationFormat m_format;
    QSize m_pixels;
    int m_fps;
    QTemporaryDir m_dir;
    QProcess m_process;
};

bool stopRequested(const AnimationOptions &o, QString &error)
{
    if (!o.picture.cancelled || !o.picture.cancelled())
        return false;
    error = QObject::tr("stopped; nothing was written");
    return true;
}

/// Copies FFmpeg's finished file into `file` (an OutputFile on the target) in blocks.
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

/// Paints every frame of the timeline and hands it to `encoder`.
bool encodeFrames(const Trace &trace, const AnimationOptions &o, const AnimationTimeline &line, QSize pixels,
                  Encoder &encoder, QString &error)
{
    const PictureOptions &pic = o.picture;
    QImage image(pixels, QImage::Format_RGB32);
    image.setDevicePixelRatio(pic.scale);
    const int frames = line.frameCount();
    for (int i = 0; i < frames; ++i) {
        if (stopRequested(o, error))
            return false;
        const AnimationMoment m = line.moment(i);
        image.fill(pic.style.background);
        {
            QPainter p(&image);
            paintFrame(p, QRectF(QPointF(0, 0), image.deviceIndependentSize()), trace, pic.style,
                       {m.index, m.t, pic.viewOptions, pic.view, pic.comparison});
        }
        if (!encoder.write(image, pic.cancelled, error)) {
            stopRequested(o, error); // FFmpeg stops on Ctrl+C too: say "stopped", not "failed"
            return false;
        }
        if (o.progress)
            o.progress(i + 1, frames);
    }
    return !stopRequested(o, error);
}

} // namespace

bool exportAnimation(const Trace &trace, const QString &path, const AnimationOptions &o, QString &error)
{
    AnimationFormat format;
    if (!animationFormatFor(path, format)) {
        error = QObject::tr("%1: an animation is a file ending in .mp4, .webm or .gif").arg(path);
        return false;
    }
    error = animationProblem(trace, o, format);
    if (!error.isEmpty())
        return false;
    const AnimationTimeline line = animationTimeline(trace, o);
    const QSize pixels = animationPixels(o, format);
    OutputFile file(QFile::encodeName(path).toStdString());
    if (!file.open()) { // checks the target before any frame is painted
        error = QString::fromStdString(file.error());
        return false;
    }
    Encoder encoder(format, pixels, o.fps);
    if (!encoder.start(error) || !encodeFrames(trace, o, line, pixels, encoder, error))
        return false;
    if (o.progress)
        o.progress(line.frameCount(), line.frameCount());
    if (!encoder.finish(o.picture.cancelled, error)) {
        stopRequested(o, error);
        return false;
    }
    if (stopRequested(o, error))
        return false;
    return copyInto(encoder.output(), file, error);
}

} // namespace sgd::ui
