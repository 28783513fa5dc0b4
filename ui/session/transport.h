#pragma once
// Step-by-step playback of a trace: the shown frame, the animation toward the next one,
// play/pause and speed. Animation runs on a GUI-thread timer; stepping during an animation
// lands exactly on the target frame first.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

namespace sgd::ui {

class Transport : public QObject {
    Q_OBJECT
public:
    explicit Transport(QObject *parent = nullptr);

    int index() const { return m_index; }
    int frameCount() const { return m_count; }
    /// 0..1 while animating from index() to index() + 1.
    double progress() const { return m_animating ? m_progress : 0.0; }
    bool animating() const { return m_animating; }
    bool playing() const { return m_playing; }
    double speed() const { return m_speed; }
    int transitionMs() const { return m_transitionMs; }

    /// Asked before stepForward() or play moves on from index(); false holds the step there (quiz
    /// mode asks its question first) and pauses playing. Empty: every step plays.
    std::function<bool()> beforeStep;

    static constexpr double minSpeed = 0.25;
    static constexpr double maxSpeed = 4.0;

public slots:
    /// A new trace with `count` frames; keeps the index where possible.
    void setFrameCount(int count);
    void setTransitionMs(int ms) { m_transitionMs = ms; }
    void stepForward();
    void stepBack();
    void reset();
    void seek(int index);
    void play();
    void pause();
    void togglePlay();
    void setSpeed(double speed);
    void faster();
    void slower();
    /// Holds the transition from index() toward index() + 1 at `progress` (0..1) without a timer:
    /// for tests and scripted screenshots of a moment mid-transition.
    void holdTransition(double progress);
    /// Skip animations (tests, exports).
    void setAnimationsEnabled(bool on) { m_animations = on; }
    /// Reduce motion: a step jumps to its frame instead of moving there (nothing slides, grows or
    /// fades), while play keeps its pace (each frame rests as long as a move and its pause took).
    void setReduceMotion(bool on) { m_reduceMotion = on; }
    bool reduceMotion() const { return m_reduceMotion; }

signals:
    void changed(); ///< index, progress or play state changed: repaint
    void indexChanged(int index);
    void playingChanged(bool playing);
    void speedChanged(double speed);

private:
    void tick();
    void finishAnimation();
    void startAnimation();
    void setIndex(int i);
    void beginHold();
    bool mayStep() { return !beforeStep || beforeStep(); }
    void endHold();

    int m_index = 0;
    int m_count = 0;
    bool m_animating = false;
    bool m_playing = false;
    bool m_animations = true;
    bool m_reduceMotion = false;
    double m_progress = 0.0;
    double m_speed = 1.0;
    int m_transitionMs = 700;
    int m_dwellMs = 0;
    QTimer m_timer; // the animation's frames; runs only while a transition moves
    QTimer m_hold;  // single shot: the rest on a frame while playing (no frames meanwhile)
    QElapsedTimer m_clock;
};

} // namespace sgd::ui
