#pragma once
// Animations for slides: a range of steps played as the window plays them (a rest on each step,
// then the painter's move to the next), painted frame by frame through paintFrame() and piped as
// raw pixels into the FFmpeg command-line tool, which writes MP4 (H.264), WebM (VP9) or GIF.
// The file appears whole or not at all, like every other export (core/output_file.h).

#include "exporter.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace sgd::ui {

enum class AnimationFormat { Mp4, WebM, Gif };

/// The format a path's extension asks for (.mp4, .webm, .gif); false for any other.
bool animationFormatFor(const QString &path, AnimationFormat &format);

/// The most frames one animation has (20 minutes at 30 frames a second).
constexpr int kMaxAnimationFrames = 36000;
/// The largest animation frame, in pixels a side (size times scale): 4K fits.
constexpr int kMaxAnimationPixels = 4096;
constexpr int kMinAnimationFps = 1;
constexpr int kMaxAnimationFps = 60;
/// The rest on each step while the window plays, at 1x speed (Transport's hold).
constexpr double kAnimationHoldMs = 350.0;

/// What the picture shows at one moment: step `index`, `t` (0..1) of the way to the next.
struct AnimationMoment {
    int index = 0;
    double t = 0.0;
    bool operator==(const AnimationMoment &) const = default;
};

/// The window's playback of steps first..last as a timeline sampled `fps` times a second: a rest of
/// holdMs on each step, then the move of transitionMs to the next (both divided by speed), and a
/// rest on the last step. The first frame is step `first`, the last frame is step `last`.
struct AnimationTimeline {
    int first = 0;
    int last = 0;
    int fps = 30;
    double transitionMs = 700.0;
    double holdMs = kAnimationHoldMs;
    double speed = 1.0;

    double durationMs() const;
    /// Frames in the video: the duration times fps, rounded, at least 1.
    int frameCount() const;
    AnimationMoment moment(int frame) const;
};

struct AnimationOptions {
    /// Size, scale (pixels = size times scale), style, view, view options and recorded comparison;
    /// `cancelled` is polled before every frame and while FFmpeg finishes.
    PictureOptions picture;
    int first = 0;
    int last = 0; ///< -1: the trace's last step
    int fps = 30;
    double speed = 1.0; ///< as the window's speed control: 2 plays twice as fast
    /// After each frame and once more while FFmpeg finishes the file (frame == frames).
    std::function<void(int frame, int frames)> progress;
};

/// The timeline `options` ask for on `trace` (the scene's painter gives the move's length).
AnimationTimeline animationTimeline(const Trace &trace, const AnimationOptions &options);
/// The frame size in pixels: size times scale, each side rounded down to an even number for MP4
/// and WebM (their 4:2:0 colour needs even sides).
QSize animationPixels(const AnimationOptions &options, AnimationFormat format);

/// The ffmpeg program found on PATH, or empty when there is none.
QString ffmpegProgram();
/// The one line shown when ffmpeg is missing.
QString ffmpegMissingMessage();
/// FFmpeg's arguments: raw frames of `pixels` on standard input, `fps` a second, into `output`.
QStringList ffmpegArguments(AnimationFormat format, QSize pixels, int fps, const QString &output);

/// Why `options` cannot make an animation of `trace` (a range outside the trace, too many frames,
/// too large a frame, a frame rate or speed out of bounds), naming the limit; empty when they can.
QString animationProblem(const Trace &trace, const AnimationOptions &options, AnimationFormat format);

/// One animation export, done a slice at a time so that the window can keep painting between
/// slices (the painters' caches belong to the GUI thread, so the frames are painted there too):
/// start(), then advance() until it returns Done or Failed. Nothing reaches `path` before the
/// end; a failure, cancel() or destroying the writer early removes every temporary file.
class AnimationWriter {
public:
    enum class State { Idle, Painting, Encoding, Done, Failed };

    AnimationWriter(std::shared_ptr<const Trace> trace, QString path, AnimationOptions options);
    ~AnimationWriter();
    AnimationWriter(const AnimationWriter &) = delete;
    AnimationWriter &operator=(const AnimationWriter &) = delete;

    /// Checks the options and the target and starts ffmpeg; false (State::Failed) with error() set.
    bool start();
    /// Paints frames, then waits for ffmpeg, for about `budgetMs` (at least one frame); polls
    /// options.picture.cancelled. Returns the state after the slice.
    State advance(int budgetMs);
    /// Stops ffmpeg and drops everything: "stopped; nothing was written".
    void cancel();

    State state() const { return m_state; }
    const QString &error() const { return m_error; }
    int framesDone() const { return m_frame; }
    int frameCount() const;

private:
    struct Parts;
    State fail(const QString &error);
    void paintNext();
    bool stopRequested();

    std::shared_ptr<const Trace> m_trace;
    QString m_path;
    AnimationOptions m_options;
    State m_state = State::Idle;
    QString m_error;
    int m_frame = 0;
    std::unique_ptr<Parts> m_parts;
};

/// Writes the animation to `path` (format from its extension) in one go: AnimationWriter to the
/// end. False with `error` set on failure, when ffmpeg is missing or fails, or when
/// `options.picture.cancelled` says stop ("stopped; nothing was written"): then no file is left and
/// an old file at `path` stays as it was.
bool exportAnimation(const Trace &trace, const QString &path, const AnimationOptions &options, QString &error);

} // namespace sgd::ui
