#include "transport.h"

#include <algorithm>
#include <cmath>

namespace sgd::ui {

Transport::Transport(QObject *parent) : QObject(parent)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(16); // about the display's rate
    connect(&m_timer, &QTimer::timeout, this, &Transport::tick);
    m_hold.setSingleShot(true);
    connect(&m_hold, &QTimer::timeout, this, &Transport::endHold);
}

void Transport::setFrameCount(int count)
{
    m_count = std::max(0, count);
    if (m_animating) {
        m_animating = false;
        m_timer.stop();
    }
    if (m_index >= m_count)
        m_index = std::max(0, m_count - 1);
    if (m_playing && m_index + 1 >= m_count)
        pause();
    if (m_playing)
        startAnimation();
    emit indexChanged(m_index);
    emit changed();
}

void Transport::setIndex(int i)
{
    i = std::clamp(i, 0, std::max(0, m_count - 1));
    if (i == m_index)
        return;
    m_index = i;
    emit indexChanged(m_index);
}

void Transport::finishAnimation()
{
    if (!m_animating)
        return;
    m_animating = false;
    m_progress = 0.0;
    setIndex(m_index + 1);
}

void Transport::startAnimation()
{
    if (m_index + 1 >= m_count)
        return;
    if (!m_animations || m_reduceMotion) {
        setIndex(m_index + 1);
        emit changed();
        if (m_playing && m_animations)
            beginHold();
        return;
    }
    m_animating = true;
    m_progress = 0.0;
    m_hold.stop();
    m_clock.restart();
    if (!m_timer.isActive())
        m_timer.start();
}

void Transport::tick()
{
    if (m_animating) {
        const double duration = m_transitionMs / m_speed;
        m_progress = std::min(1.0, m_clock.elapsed() / std::max(1.0, duration));
        if (m_progress >= 1.0) {
            finishAnimation();
            if (m_playing)
                beginHold();
        }
        emit changed();
    } else if (m_playing && !m_hold.isActive()) {
        endHold();
    }
    if (!m_animating)
        m_timer.stop();
}

// While playing, every frame rests a moment so the numbers can be read. Nothing moves then, so
// the frame timer stops (no wake-ups, no repaints) and one single shot starts the next move.
void Transport::beginHold()
{
    m_timer.stop();
    if (m_index + 1 >= m_count)
        pause();
    else
        m_hold.start(int(std::lround((m_reduceMotion ? m_transitionMs + 350 : 350) / m_speed)));
}

void Transport::endHold()
{
    if (!m_playing || m_animating)
        return;
    if (m_index + 1 >= m_count || !mayStep())
        pause();
    else
        startAnimation();
}

void Transport::holdTransition(double progress)
{
    if (m_index + 1 >= m_count)
        return;
    pause();
    m_timer.stop();
    m_hold.stop();
    m_animating = progress > 0.0;
    m_progress = std::clamp(progress, 0.0, 1.0);
    emit changed();
}

void Transport::stepForward()
{
    if (m_animating) {
        // Land cleanly on the frame we were moving to, then move on from there.
        finishAnimation();
    }
    if (m_index + 1 < m_count && mayStep())
        startAnimation();
    emit changed();
}

void Transport::stepBack()
{
    if (m_animating) {
        m_animating = false;
        m_progress = 0.0;
    } else {
        setIndex(m_index - 1);
    }
    emit changed();
}

void Transport::reset()
{
    pause();
    m_animating = false;
    m_progress = 0.0;
    setIndex(0);
    emit changed();
}

void Transport::seek(int index)
{
    m_animating = false;
    m_progress = 0.0;
    setIndex(index);
    emit changed();
}

void Transport::play()
{
    if (m_count <= 1)
        return;
    if (m_index + 1 >= m_count && !m_animating)
        setIndex(0);
    if (!m_animating && !mayStep()) {
        emit changed();
        return;
    }
    m_playing = true;
    emit playingChanged(true);
    if (!m_animating)
        startAnimation();
    if (m_animations && !m_timer.isActive())
        m_timer.start();
    if (!m_animations) {
        // Without animations play simply runs to the end.
        while (m_index + 1 < m_count && mayStep())
            setIndex(m_index + 1);
        pause();
    }
    emit changed();
}

void Transport::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_hold.stop();
    emit playingChanged(false);
    emit changed();
}

void Transport::togglePlay()
{
    m_playing ? pause() : play();
}

void Transport::setSpeed(double speed)
{
    speed = std::clamp(speed, minSpeed, maxSpeed);
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged(m_speed);
}

static const double kSpeeds[] = {0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0};

void Transport::faster()
{
    for (double s : kSpeeds)
        if (s > m_speed + 1e-9) {
            setSpeed(s);
            return;
        }
}

void Transport::slower()
{
    for (int i = int(std::size(kSpeeds)) - 1; i >= 0; --i)
        if (kSpeeds[i] < m_speed - 1e-9) {
            setSpeed(kSpeeds[i]);
            return;
        }
}

} // namespace sgd::ui
