#include "engine.h"

namespace sgd {

namespace {

JobRunner::Hooks hooksFor(const Engine::Callbacks &cb)
{
    JobRunner::Hooks hooks;
    hooks.progress = cb.progress;
    if (cb.failed)
        hooks.ended = [failed = cb.failed](std::uint64_t gen, const JobEnd &end) {
            if (end.kind == JobEnd::Kind::Failed)
                failed(gen, end.error);
        };
    return hooks;
}

} // namespace

Engine::Engine(Callbacks callbacks) : m_callbacks(std::move(callbacks)), m_runner(hooksFor(m_callbacks)) {}

Engine::~Engine() = default;

std::uint64_t Engine::start(const SceneDef &scene, ParamSet params)
{
    return m_runner.start([this, &scene, params = std::move(params)](JobControl &control) {
        const std::uint64_t gen = control.generation();
        RunContext ctx = control.runContext();
        if (m_callbacks.frame)
            ctx.onFrame = [&](const Frame &f, int index) { control.deliver([&] { m_callbacks.frame(gen, f, index); }); };
        auto trace = std::make_shared<const Trace>(runScene(scene, params, ctx));
        if (m_callbacks.finished)
            control.deliver([&] { m_callbacks.finished(gen, trace); });
    });
}

} // namespace sgd
