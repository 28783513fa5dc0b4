#pragma once
// How an algorithm reports frames and learns that it was cancelled.

#include "trace.h"

#include <exception>
#include <functional>

namespace sgd {

/// Thrown inside an algorithm when its run was cancelled; never escapes the engine.
class Cancelled : public std::exception {
public:
    const char *what() const noexcept override { return "cancelled"; }
};

struct RunContext {
    std::function<bool()> isCancelled;                     ///< polled between frames
    std::function<void(const Frame &, int index)> onFrame; ///< each frame as it is made
    std::function<void(double fraction)> onProgress;       ///< 0..1, optional
    /// When > 0, a scene without a steps parameter stops after this many frames and its summary
    /// describes only the frames it made (`trace --steps N`). Scenes with one ignore it.
    int maxFrames = 0;

    void checkCancelled() const
    {
        if (isCancelled && isCancelled())
            throw Cancelled();
    }
};

/// Appends frames to a trace and streams them to the context.
class TraceBuilder {
public:
    TraceBuilder(Trace &trace, const RunContext &ctx) : m_trace(trace), m_ctx(ctx) {}
    void add(Frame frame)
    {
        m_ctx.checkCancelled();
        m_trace.frames.push_back(std::move(frame));
        if (m_ctx.onFrame)
            m_ctx.onFrame(m_trace.frames.back(), int(m_trace.frames.size()) - 1);
    }
    void progress(double fraction) const
    {
        m_ctx.checkCancelled();
        if (m_ctx.onProgress)
            m_ctx.onProgress(fraction);
    }
    Trace &trace() { return m_trace; }
    /// True once the context's frame limit (RunContext::maxFrames) is reached.
    bool full() const { return m_ctx.maxFrames > 0 && int(m_trace.frames.size()) >= m_ctx.maxFrames; }

private:
    Trace &m_trace;
    const RunContext &m_ctx;
};

} // namespace sgd
