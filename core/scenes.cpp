#include "scenes.h"

#include "number_text.h"
#include "scene_configs.h"

#include <cmath>
#include <stdexcept>

namespace sgd {

namespace {

// ---------------------------------------------------------------- shared worker data

/// Shards for a worker count: the `data` pairs, or (k, 2k+1) when only `workers` was given.
std::vector<std::pair<double, double>> workerShards(const ParamSet &p, const std::string &dataKey, const std::string &workersKey)
{
    auto data = p.pairs(dataKey);
    const int workers = p.integer(workersKey);
    if (workers > 0 && workers != int(data.size())) {
        if (p.isSet(dataKey))
            rejectParam(p, workersKey, "0 or the number of data pairs (" + std::to_string(data.size()) + ")");
        data = lectureLineShards(workers);
    }
    return data;
}

/// A per-worker list: empty = `fallback(k)`, one value = the same for all, else one per worker.
std::vector<double> perWorker(const ParamSet &p, const std::string &key, int k, const std::function<double(int)> &fallback)
{
    auto v = p.numbers(key);
    // A default list made for the lecture's worker count gives way when the count changes.
    if (!p.isSet(key) && v.size() > 1 && int(v.size()) != k)
        v.clear();
    if (v.empty()) {
        for (int i = 0; i < k; ++i)
            v.push_back(fallback(i));
    } else if (v.size() == 1) {
        v.assign(static_cast<std::size_t>(k), v.front());
    } else if (int(v.size()) != k) {
        rejectParam(p, key, "one value, or one value per worker (" + std::to_string(k) + ")");
    }
    return v;
}

/// A scene as its line in core/scenes/scene_list.h lists it: the id there is the one its folders and
/// the quiz and painter registries are keyed by, so a SceneDef that says another is a build mistake.
SceneDef listed(const char *id, SceneDef scene)
{
    if (scene.id != id)
        throw std::logic_error("core/scenes/scene_list.h lists " + std::string(id) + " but its SceneDef says " + scene.id);
    return scene;
}

std::vector<SceneDef> makeScenes()
{
    return {
#define SGD_SCENE(id, name) listed(id, name##Scene()),
#include "core/scenes/scene_list.h"
#undef SGD_SCENE
    };
}

} // namespace

// Capacity is reserved once so that registering a scene never moves the others: ParamSets and
// the engine hold pointers into this vector.
constexpr std::size_t kMaxScenes = 32;

static std::vector<SceneDef> &registry()
{
    static std::vector<SceneDef> scenes = [] {
        std::vector<SceneDef> v;
        v.reserve(kMaxScenes);
        for (auto &s : makeScenes())
            v.push_back(std::move(s));
        return v;
    }();
    return scenes;
}

const std::vector<SceneDef> &allScenes()
{
    return registry();
}

bool registerScene(SceneDef scene)
{
    if (findScene(scene.id) || registry().size() >= kMaxScenes)
        return false;
    registry().push_back(std::move(scene));
    return true;
}

const SceneDef *findScene(const std::string &id)
{
    for (const auto &s : allScenes())
        if (s.id == id)
            return &s;
    return nullptr;
}

std::string sceneIdList()
{
    std::string ids;
    for (const auto &s : allScenes())
        ids += (ids.empty() ? "" : ", ") + s.id;
    return ids;
}

void validateScene(const SceneDef &scene, const ParamSet &params)
{
    if (scene.check) {
        scene.check(params);
        return;
    }
    // A dry run: the scene checks its parameters before it computes, and stops at its first frame
    // or progress report.
    RunContext ctx;
    ctx.isCancelled = [] { return true; };
    try {
        (void)scene.run(params, ctx);
    } catch (const Cancelled &) {
    }
}

Trace runScene(const SceneDef &scene, const ParamSet &params, const RunContext &ctx)
{
    Trace t = [&] {
        const text::PlainNumbers plain; // a trace's words read the same whatever the language shown
        return scene.run(params, ctx);
    }();
    t.scene = scene.id;
    // The uniform frame index: frame n is the state after n steps (0 = the start). A scene that
    // counts its frames itself as `step` must agree with it.
    for (std::size_t i = 0; i < t.frames.size(); ++i) {
        const double own = t.frames[i].num("step", double(i));
        if (own != double(i))
            throw std::logic_error("scene " + scene.id + " numbered frame " + std::to_string(i) + " as step " +
                                   formatNumberShort(own));
        t.frames[i].setFront("step", double(i));
    }
    t.params = params.typed();
    // A run that goes astray must cap its numbers and say so in the summary (`diverged`); a NaN
    // or an infinity anywhere in the trace is a defect of the scene (JSON cannot even hold one).
    auto fail = [&](const std::string &where, const std::string &key) {
        throw std::logic_error("engine produced a non-finite number in scene " + scene.id + ": " + where + " field '" + key +
                               "'");
    };
    for (std::size_t i = 0; i < t.frames.size(); ++i)
        if (const std::string key = t.frames[i].firstNonFinite(); !key.empty())
            fail("frame " + std::to_string(i), key);
    if (const std::string key = t.summary.firstNonFinite(); !key.empty())
        fail("summary", key);
    if (const std::string key = t.meta.firstNonFinite(); !key.empty())
        fail("meta", key);
    // A typed scene's records come from its field tables; anything else is a defect.
    if (const std::string bad = scene.schema.check(t); !bad.empty())
        throw std::logic_error("scene " + scene.id + " made a trace that does not fit its schema: " + bad);
    return t;
}

ParamDef sceneWorkersParam()
{
    return withZeroText(
        integerParam("workers", "0", 0, 16, "workers K",
                     "Number of workers; 0 = one per data pair. Without data, the workers' x spread evenly over [1, "
                     "4] on y = 2x + 1."),
        "one per pair");
}

std::vector<std::pair<double, double>> sceneWorkerShards(const ParamSet &params, const std::string &dataKey,
                                                         const std::string &workersKey)
{
    return workerShards(params, dataKey, workersKey);
}
std::vector<double> scenePerWorker(const ParamSet &params, const std::string &key, int k,
                                   const std::function<double(int)> &fallback)
{
    return perWorker(params, key, k, fallback);
}

} // namespace sgd
