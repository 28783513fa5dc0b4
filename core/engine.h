#pragma once
// Runs scenes on a worker thread and streams their frames to a consumer.
// Starting a new run cancels the previous one; once cancel() or start() returns, no frame,
// result or error of an earlier run is delivered. The thread, the cancelling and the delivery
// rules are JobRunner's (job_runner.h); the engine adds what a scene's run streams.

#include "job_runner.h"
#include "scenes.h"

#include <cstdint>
#include <functional>
#include <memory>

namespace sgd {

class Engine {
public:
    struct Callbacks {
        /// Called on the engine thread for each frame as it is made. Must not block for long.
        std::function<void(std::uint64_t generation, const Frame &frame, int index)> frame;
        /// Called on the engine thread with the finished trace.
        std::function<void(std::uint64_t generation, std::shared_ptr<const Trace> trace)> finished;
        /// Called on the engine thread when the run failed (bad parameters, internal error).
        std::function<void(std::uint64_t generation, const std::string &error)> failed;
        /// Called on the engine thread with progress 0..1.
        std::function<void(std::uint64_t generation, double fraction)> progress;
    };

    explicit Engine(Callbacks callbacks);
    ~Engine();
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    /// Cancels the current run and starts `scene` with `params`; returns the run's generation.
    std::uint64_t start(const SceneDef &scene, ParamSet params);
    /// Cancels the current run. Returns once nothing of it can be delivered any more.
    void cancel() { m_runner.cancel(); }
    /// The generation of the newest run (started or cancelled).
    std::uint64_t generation() const { return m_runner.generation(); }
    /// True while a run is being computed.
    bool busy() const { return m_runner.busy(); }
    /// Blocks until the engine is idle (for tests and the command line).
    void waitIdle() { m_runner.waitIdle(); }

private:
    Callbacks m_callbacks;
    JobRunner m_runner; // last: destroyed (cancelled and joined) first
};

} // namespace sgd
