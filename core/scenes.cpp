#include "scenes.h"
#include "scene_models.h"

#include "scene_guides.h"
#include "scene_configs.h"

#include "core/scenes/async/async.h"
#include "core/scenes/decentralized/decentralized.h"
#include "core/scenes/hogwild/hogwild.h"
#include "core/scenes/implicit-momentum/implicit_momentum.h"
#include "core/scenes/staleness-remedies/staleness_remedies.h"
#include "core/scenes/backup-workers/backup_workers.h"
#include "core/scenes/sharded-servers/sharded_servers.h"
#include "core/scenes/drifting-stream/drifting_stream.h"
#include "core/scenes/async-pitfalls/async_pitfalls.h"
#include "core/scenes/sync/sync.h"
#include "core/scenes/sync/sync_trace.h"
#include "core/scenes/decentralized/decentralized_trace.h"

#include <cmath>
#include <stdexcept>

namespace sgd {

namespace {

// ---------------------------------------------------------------- shared worker data

/// Shards for a worker count: the `data` pairs, or (k, 2k+1) when only `workers` was given.
std::vector<std::pair<double, double>> workerShards(const ParamSet &p)
{
    auto data = p.pairs("data");
    const int workers = p.integer("workers");
    if (workers > 0 && workers != int(data.size())) {
        if (p.isSet("data"))
            rejectParam(p, "workers", "0 or the number of data pairs (" + std::to_string(data.size()) + ")");
        // Spread the workers' x evenly over the lecture's range [1, 4] on the line y = 2x + 1, so
        // K = 4 gives the lecture's shards and larger K keeps the default step size stable.
        data.clear();
        for (int k = 0; k < workers; ++k) {
            const double x = workers == 1 ? 1.0 : 1.0 + 3.0 * k / (workers - 1);
            data.emplace_back(x, 2.0 * x + 1.0);
        }
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

// ---------------------------------------------------------------- sync

SyncConfig syncConfig(const ParamSet &p)
{
    SyncConfig c;
    c.w0 = p.number("w0");
    c.eta = p.number("eta");
    c.shards = workerShards(p);
    const int k = int(c.shards.size());
    if (k < 1 || k > 16)
        rejectParam(p, "data", "between 1 and 16 x:y pairs, one per worker");
    c.shardSizes = perWorker(p, "shard_sizes", k, [](int) { return 1.0; });
    c.computeTimes = perWorker(p, "compute", k, [](int) { return 1.0; });
    c.aggregate = aggregateFromString(p.text("aggregate"));
    c.topology = topologyFromString(p.text("topology"));
    c.rounds = p.integer("rounds");
    c.modelBytes = p.number("model_mb") * 1e6;
    return c;
}

// ---------------------------------------------------------------- async

AsyncConfig asyncConfig(const ParamSet &p)
{
    AsyncConfig c;
    c.w0 = p.number("w0");
    c.eta = p.number("eta");
    c.shards = workerShards(p);
    const int k = int(c.shards.size());
    if (k < 1 || k > 16)
        rejectParam(p, "data", "between 1 and 16 x:y pairs, one per worker");
    c.computeTimes = perWorker(p, "compute", k, [](int i) { return 1.0 + 0.4 * i; });
    c.updates = p.integer("updates");
    c.rule = learningRateRuleFromString(p.text("lr_rule"));
    c.pull = pullPolicyFromString(p.text("pull"), c.quorum);
    const std::string ssp = p.text("ssp");
    if (ssp == "off" || ssp.empty()) {
        c.sspBound = -1;
    } else {
        auto v = parseNumber(ssp);
        if (!v || *v < 0 || *v > 1000 || std::floor(*v) != *v)
            rejectParam(p, "ssp", "off, or a whole number from 0 to 1000");
        c.sspBound = int(*v);
    }
    const std::string fail = p.text("fail");
    if (!fail.empty()) {
        const auto at = fail.find('@');
        auto worker = at == std::string::npos ? std::nullopt : parseNumber(fail.substr(0, at));
        auto time = at == std::string::npos ? std::nullopt : parseNumber(fail.substr(at + 1));
        if (!worker || !time || *worker < 1 || *worker > k || std::floor(*worker) != *worker || *time < 0)
            rejectParam(p, "fail", "empty, or WORKER@TIME with a worker from 1 to " + std::to_string(k) + " and a time of 0 or more");
        c.failWorker = int(*worker);
        c.failTime = *time;
    }
    const std::string rejoin = p.text("rejoin");
    if (!rejoin.empty()) {
        auto t = parseNumber(rejoin);
        if (!t || *t < 0)
            rejectParam(p, "rejoin", "empty (never), or a time of 0 or more");
        if (c.failWorker == 0)
            rejectParam(p, "rejoin", "empty unless fail names a worker");
        if (*t < c.failTime)
            rejectParam(p, "rejoin", "a time not before the failure at " + formatNumber(c.failTime));
        c.rejoinTime = *t;
    }
    return c;
}

// ---------------------------------------------------------------- decentralized

GossipConfig gossipConfig(const ParamSet &p)
{
    GossipConfig c;
    c.kind = graphKindFromString(p.text("topology"));
    c.nodes = p.integer("nodes");
    c.threshold = p.number("threshold");
    c.positions = p.pairs("positions");
    if (!c.positions.empty() && int(c.positions.size()) != c.nodes)
        rejectParam(p, "positions", "empty, or one x:y position per node (" + std::to_string(c.nodes) + ")");
    c.weights = p.numbers("weights");
    if (!c.weights.empty() && int(c.weights.size()) != c.nodes)
        rejectParam(p, "weights", "empty, or one initial weight per node (" + std::to_string(c.nodes) + ")");
    c.shards = p.pairs("data");
    if (!c.shards.empty() && int(c.shards.size()) != c.nodes)
        rejectParam(p, "data", "empty, or one x:y pair per node (" + std::to_string(c.nodes) + ")");
    for (int f : p.integers("failed"))
        if (f < 1 || f > c.nodes)
            rejectParam(p, "failed", "node numbers from 1 to " + std::to_string(c.nodes) + ", comma separated");
    c.failed = p.integers("failed");
    c.rounds = p.integer("rounds");
    c.localSteps = p.integer("local_steps");
    c.eta = p.number("eta");
    return c;
}

/// The scene's run and its check from one config builder: the whole-set checks live only there.
template <typename Make, typename Run>
void bind(SceneDef &d, Make make, Run run)
{
    d.run = [make, run](const ParamSet &p, const RunContext &ctx) { return run(make(p), ctx); };
    d.check = [make](const ParamSet &p) { (void)make(p); };
}

/// A synchronous trace read from a file (a real run is not replayed, so this is what holds it):
/// every per-worker list of every round has one value per worker (or none).
std::string checkSyncTrace(const Trace &t)
{
    const double workers = t.meta.num("workers");
    if (!(workers >= 1))
        return "scene data: field 'workers' should be 1 or more";
    const std::string each = " should have one value per worker (" + formatNumber(workers) + ")";
    for (const char *name : {"shard_sizes", "compute_times"})
        if (const std::vector<double> &v = t.meta.vec(name); !v.empty() && double(v.size()) != workers)
            return std::string("scene data: field '") + name + "'" + each;
    for (std::size_t f = 0; f < t.frames.size(); ++f)
        for (const char *name : {"grads", "worker_weights", "finish_times", "idle", "bytes_sent", "bytes_received"})
            if (const std::vector<double> &v = t.frames[f].vec(name); !v.empty() && double(v.size()) != workers)
                return "frame " + std::to_string(f) + ": field '" + name + "'" + each;
    return {};
}

/// An asynchronous trace read from a file (a real run is not replayed, so this is what holds it):
/// every update names a worker from 1 to the run's worker count, one compute time per worker, and
/// each worker's lane intervals name a worker that exists.
std::string checkAsyncTrace(const Trace &t)
{
    const double workers = t.meta.num("workers");
    if (!(workers >= 1))
        return "scene data: field 'workers' should be 1 or more";
    const std::string range = " should be a worker from 1 to " + formatNumber(workers);
    if (const std::vector<double> &c = t.meta.vec("compute_times"); !c.empty() && double(c.size()) != workers)
        return "scene data: field 'compute_times' should have one value per worker (" + formatNumber(workers) + ")";
    for (std::size_t f = 1; f < t.frames.size(); ++f) {
        const double w = t.frames[f].num("worker");
        if (!(w >= 1 && w <= workers))
            return "frame " + std::to_string(f) + ": field 'worker' is " + formatNumber(w) + ";" + range;
    }
    if (const Value *v = t.meta.find("worker_intervals"))
        if (const RecordList *lanes = std::get_if<RecordList>(v))
            for (std::size_t i = 0; i < lanes->size(); ++i) {
                const double w = (*lanes)[i].num("worker");
                if (!(w >= 1 && w <= workers))
                    return "scene data: worker_intervals[" + std::to_string(i) + "]: field 'worker' is " + formatNumber(w) + ";" + range;
            }
    return {};
}

/// A decentralized trace read from a file: nodes numbered 1..n in order, one weight per node in
/// every frame, an n x n mixing matrix and links between existing nodes.
std::string checkGossipTrace(const Trace &t)
{
    const GossipTrace &g = typedTrace<GossipTrace>(t);
    const std::size_t n = g.meta.nodes.size();
    if (n == 0)
        return "scene data: field 'nodes' is empty (the graph has at least one node)";
    for (std::size_t i = 0; i < n; ++i)
        if (g.meta.nodes[i].node != int(i) + 1)
            return "scene data: nodes[" + std::to_string(i) + "]: field 'node' should be " + std::to_string(i + 1);
    const Matrix &w = g.meta.mixing_matrix;
    if (w.rows != int(n) || w.cols != int(n))
        return "scene data: field 'mixing_matrix' should be " + std::to_string(n) + " x " + std::to_string(n) + " (one row per node)";
    for (std::size_t i = 0; i < g.meta.edges.size(); ++i) {
        const GossipEdge &e = g.meta.edges[i];
        if (e.a < 1 || e.b < 1 || e.a > int(n) || e.b > int(n) || e.a >= e.b)
            return "scene data: edges[" + std::to_string(i) + "]: nodes should be numbered 1 to " + std::to_string(n) + ", a < b";
    }
    for (std::size_t f = 0; f < g.frames.size(); ++f) {
        const GossipRound &r = g.frames[f];
        if (r.weights.size() != n)
            return "frame " + std::to_string(f) + ": field 'weights' should have one value per node (" + std::to_string(n) + ")";
        if (!r.weights_before.empty() && r.weights_before.size() != n)
            return "frame " + std::to_string(f) + ": field 'weights_before' should have one value per node (" + std::to_string(n) + ")";
    }
    return {};
}

} // namespace

SceneDef syncScene()
{
    SceneDef d;
    d.id = "sync";
    d.model = kSyncModel;
    d.stepNoun = "round";
    d.title = "Synchronous SGD";
    d.summary = "A parameter server and K workers: pull, compute, push, wait at the barrier, average, one update.";
    d.params = {
        numberParam("w0", "1.5", -100, 100, "start w0", "The weight every worker pulls in round 1."),
        numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of the global update.", true),
        listParam(ParamKind::Pairs, "data", "1:3,2:5,3:7,4:9", -1000, 1000, "shards x:y", "One x:y training point per worker.", false),
        withZeroText(integerParam("workers", "0", 0, 16, "workers K", "Number of workers; 0 = one per data pair. Without data, the workers' x spread evenly over [1, 4] on y = 2x + 1."), "one per pair"),
        choiceParam("aggregate", "mean", {"mean", "sum", "fedavg"}, "aggregation", "mean: average the gradients; sum: add them and scale the step by eta/K; fedavg: weight worker k by n_k/N."),
        choiceParam("topology", "star", {"star", "ring"}, "topology", "star: a parameter server in the middle; ring: all-reduce among the workers."),
        integerParam("rounds", "8", 1, 1000, "rounds", "How many synchronous rounds to run."),
        listParam(ParamKind::NumberList, "compute", "", 0, 1000, "compute times", "Seconds per gradient for each worker (one value for all); a large one makes a straggler.", true, true),
        listParam(ParamKind::NumberList, "shard_sizes", "", 0, 1e9, "shard sizes n_k", "Samples held by each worker, used by fedavg (one value for all).", true, true),
        numberParam("model_mb", "100", 0, 1e6, "model size (MB)", "Size of the model on the wire, for the bytes each worker and the server move.", true),
    };
    d.stepsKey = "rounds";
    bind(d, syncConfig, runSync);
    d.schema = traceSchemaOf<SyncTrace>();
    d.checkTrace = checkSyncTrace;
    return d;
}

SceneDef asyncScene()
{
    SceneDef d;
    d.id = "async";
    d.model = kAsyncModel;
    d.stepNoun = "update";
    d.title = "Asynchronous SGD";
    d.summary = "No barrier: each gradient is applied when it arrives, even if the weight moved since it was read.";
    d.params = {
        numberParam("w0", "2", -100, 100, "start w0", "The weight every worker reads at time 0."),
        numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size for each arriving gradient.", true),
        listParam(ParamKind::Pairs, "data", "1:4,2:7,2:9", -1000, 1000, "shards x:y", "One x:y training point per worker.", false),
        withZeroText(integerParam("workers", "0", 0, 16, "workers K", "Number of workers; 0 = one per data pair. Without data, the workers' x spread evenly over [1, 4] on y = 2x + 1."), "one per pair"),
        listParam(ParamKind::NumberList, "compute", "1,1.4,1.8", 0, 1000, "compute times", "Seconds each worker needs per gradient (one value for all).", true, true),
        integerParam("updates", "12", 1, 10000, "server updates", "How many gradients the server applies."),
        choiceParam("lr_rule", "constant", {"constant", "staleness"}, "learning-rate rule", "constant: eta for every gradient; staleness: eta/(1+tau) for a gradient tau updates old."),
        choiceParam("pull", "push", {"push", "epoch", "quorum80", "quorum90"}, "pull policy", "When a worker reads w again: push = right after each push; epoch = once K updates have passed; quorum80/90 = after 80% or 90% of the workers have reported."),
        [] {
            ParamDef p;
            p.key = "ssp";
            p.kind = ParamKind::Text;
            p.defaultValue = "off";
            p.label = "SSP bound";
            p.description = "off, or a whole number s: a worker more than s pushes ahead of the slowest waits";
            return p;
        }(),
        [] {
            ParamDef p;
            p.key = "fail";
            p.kind = ParamKind::Text;
            p.defaultValue = "";
            p.optional = true;
            p.label = "fail worker";
            p.description = "empty, or WORKER@TIME: that worker stops at that time and its gradient in progress is lost";
            return p;
        }(),
        [] {
            ParamDef p;
            p.key = "rejoin";
            p.kind = ParamKind::Text;
            p.defaultValue = "";
            p.optional = true;
            p.label = "rejoin time";
            p.description = "empty (never), or the time the failed worker comes back and pulls the newest weight; it rejoins at the slowest live worker's clock, so an SSP bound does not make the others wait for it to catch up";
            return p;
        }(),
    };
    d.stepsKey = "updates";
    bind(d, asyncConfig, runAsync);
    d.schema = traceSchemaOf<AsyncTrace>();
    d.checkTrace = checkAsyncTrace;
    return d;
}

SceneDef decentralizedScene()
{
    SceneDef d;
    d.id = "decentralized";
    d.model = kDecentralizedModel;
    d.stepNoun = "round";
    d.title = "Decentralized SGD";
    d.summary = "No server: every node averages its weight with its neighbours until they agree.";
    d.params = {
        choiceParam("topology", "path", {"path", "ring", "star", "complete", "threshold"}, "topology", "Who talks to whom. In a star node 1 is the hub; threshold links nodes close enough on the plane."),
        integerParam("nodes", "3", 2, 32, "nodes", "How many nodes (workers) there are."),
        numberParam("threshold", "1.5", 0, 100, "distance threshold", "For the threshold topology: nodes at most this far apart exchange weights."),
        listParam(ParamKind::Pairs, "positions", "", -1000, 1000, "positions x:y", "Where the nodes sit on the plane (empty = a layout for the topology).", true),
        listParam(ParamKind::NumberList, "weights", "", -1000, 1000, "initial weights", "Each node's starting weight (empty = 1, 2, ..., n).", true),
        listParam(ParamKind::IntegerList, "failed", "", 1, 32, "failed nodes", "Nodes that are down and take no part in mixing (numbers from 1).", true),
        integerParam("rounds", "10", 1, 500, "rounds", "How many gossip rounds to run."),
        integerParam("local_steps", "0", 0, 20, "local steps", "Gradient steps each node takes on its own shard before each mixing round (0 = pure gossip)."),
        numberParam("eta", "0.1", 0, 1, "learning rate η", "Step size of the local gradient steps.", true),
        listParam(ParamKind::Pairs, "data", "", -1000, 1000, "shards x:y", "One x:y point per node for the local steps (empty = (i, 2i+1)).", true),
    };
    d.stepsKey = "rounds";
    bind(d, gossipConfig, runGossip);
    d.schema = traceSchemaOf<GossipTrace>();
    d.checkTrace = checkGossipTrace;
    return d;
}

namespace {

std::vector<SceneDef> makeScenes()
{
    return {
#define SGD_SCENE(make) make(),
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
        for (auto &s : makeScenes()) {
            if (s.lookFor.empty())
                s.lookFor = builtinLookFor(s.id);
            v.push_back(std::move(s));
        }
        return v;
    }();
    return scenes;
}

const std::vector<SceneDef> &allScenes() { return registry(); }

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
    Trace t = scene.run(params, ctx);
    t.scene = scene.id;
    // The uniform frame index: frame n is the state after n steps (0 = the start). A scene that
    // counts its frames itself as `step` must agree with it.
    for (std::size_t i = 0; i < t.frames.size(); ++i) {
        const double own = t.frames[i].num("step", double(i));
        if (own != double(i))
            throw std::logic_error("scene " + scene.id + " numbered frame " + std::to_string(i) + " as step " + formatNumberShort(own));
        t.frames[i].setFront("step", double(i));
    }
    t.params = params.typed();
    // A run that goes astray must cap its numbers and say so in the summary (`diverged`); a NaN
    // or an infinity anywhere in the trace is a defect of the scene (JSON cannot even hold one).
    auto fail = [&](const std::string &where, const std::string &key) {
        throw std::logic_error("engine produced a non-finite number in scene " + scene.id + ": " + where + " field '" + key + "'");
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

SyncConfig sceneSyncConfig(const ParamSet &params) { return syncConfig(params); }
AsyncConfig sceneAsyncConfig(const ParamSet &params) { return asyncConfig(params); }
GossipConfig sceneGossipConfig(const ParamSet &params) { return gossipConfig(params); }
std::vector<std::pair<double, double>> sceneWorkerShards(const ParamSet &params) { return workerShards(params); }
std::vector<double> scenePerWorker(const ParamSet &params, const std::string &key, int k, const std::function<double(int)> &fallback)
{
    return perWorker(params, key, k, fallback);
}

} // namespace sgd
