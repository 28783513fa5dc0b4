#include "quiz_values.h"

#include "core/scenes/async-pitfalls/async_pitfalls_trace.h"
#include "core/scenes/async/async_trace.h"
#include "core/scenes/backup-workers/backup_workers_trace.h"
#include "core/scenes/drifting-stream/drifting_stream_trace.h"
#include "core/scenes/decentralized/decentralized_trace.h"
#include "core/scenes/hogwild/hogwild_trace.h"
#include "core/scenes/implicit-momentum/implicit_momentum_trace.h"
#include "core/scenes/mini-batch/mini_batch_trace.h"
#include "number_text.h"
#include "core/scenes/overlap/overlap_trace.h"
#include "params.h"
#include "core/scenes/quantized/quantized_trace.h"
#include "core/scenes/scale-lab/scale_lab_trace.h"
#include "scenes.h"
#include "core/scenes/sharded-servers/sharded_servers_trace.h"
#include "core/scenes/single-weight/single_weight_trace.h"
#include "core/scenes/staleness-remedies/staleness_remedies_trace.h"
#include "core/scenes/sync/sync_trace.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace sgd {

namespace {

using Numbers = std::optional<std::vector<double>>;

/// One askable member of a scene's frame struct F.
template <class F> struct QuizField {
    std::string name, label, unit;
    QuizKind kind = QuizKind::Number;
    std::function<Numbers(const F &)> get;
};

template <class F> QuizField<F> number(std::string name, std::string label, double F::*m, std::string unit = {})
{
    return {std::move(name), std::move(label), std::move(unit), QuizKind::Number, [m](const F &f) -> Numbers { return std::vector<double>{f.*m}; }};
}

template <class F> QuizField<F> count(std::string name, std::string label, int F::*m, QuizKind kind = QuizKind::Count)
{
    return {std::move(name), std::move(label), {}, kind, [m](const F &f) -> Numbers { return std::vector<double>{double(f.*m)}; }};
}

template <class F> QuizField<F> numbers(std::string name, std::string label, std::vector<double> F::*m)
{
    return {std::move(name), std::move(label), {}, QuizKind::Number, [m](const F &f) -> Numbers { return f.*m; }};
}

template <class F> QuizField<F> maybe(std::string name, std::string label, std::optional<double> F::*m, std::string unit = {})
{
    return {std::move(name), std::move(label), std::move(unit), QuizKind::Number, [m](const F &f) -> Numbers {
                if (!(f.*m))
                    return std::nullopt;
                return std::vector<double>{*(f.*m)};
            }};
}

std::string num(double v) { return text::displayNumber(v); }

/// Numbers separated by commas, as the card writes them: "−1.5, −4, −7.5".
std::string numList(const std::vector<double> &values)
{
    std::string out;
    for (double v : values)
        out += (out.empty() ? "" : ", ") + num(v);
    return out;
}

/// What the quiz knows about one scene.
struct SceneQuiz {
    std::string def; ///< the default value's name
    std::vector<std::string> names;
    std::function<std::vector<QuizValue>(const Trace &, int)> values;
    std::function<std::string(const Trace &, int)> prompt; ///< the default question at frame n
    /// Classic slips for a value at frame n: a wrong value and why (may be empty).
    std::function<std::vector<std::pair<double, std::string>>(const Trace &, int)> slips;
    /// Frame fields that hold the next step's values (frame n's w_next is frame n + 1's w).
    std::vector<std::string> nextFields;
};

template <class TT> SceneQuiz makeQuiz(std::string def, std::vector<QuizField<typename TT::FrameType>> fields,
                                       std::function<std::string(const Trace &, const TT &, int)> prompt)
{
    SceneQuiz q;
    q.def = std::move(def);
    for (const auto &f : fields)
        q.names.push_back(f.name);
    q.values = [fields](const Trace &trace, int frame) {
        std::vector<QuizValue> out;
        const auto &tt = typedTrace<TT>(trace);
        if (frame < 0 || frame >= int(tt.frames.size()))
            return out;
        const auto &f = tt.frames[std::size_t(frame)];
        for (const auto &field : fields)
            if (Numbers v = field.get(f))
                out.push_back({field.name, field.label, std::move(*v), field.unit, field.kind});
        return out;
    };
    q.prompt = [prompt](const Trace &trace, int n) { return prompt(trace, typedTrace<TT>(trace), n); };
    return q;
}

SceneQuiz singleWeightQuiz()
{
    using F = SingleWeightStep;
    SceneQuiz q = makeQuiz<SingleWeightTrace>(
        "w", {number("w", "w", &F::w), number("y_hat", "prediction ŷ", &F::y_hat), number("loss", "loss", &F::loss), number("grad", "gradient g", &F::grad)},
        [](const Trace &, const SingleWeightTrace &tt, int n) {
            const F &f = tt.frames[std::size_t(n)];
            return "Where does w land after this step? w = " + num(f.w) + ", g = " + num(f.grad) + " now, η = " + num(tt.meta.eta) + ".";
        });
    q.nextFields = {fieldName(&F::w_next), fieldName(&F::loss_next)};
    q.slips = [](const Trace &trace, int n) {
        const auto &tt = typedTrace<SingleWeightTrace>(trace);
        const F &f = tt.frames[std::size_t(n)];
        return std::vector<std::pair<double, std::string>>{
            {f.w - tt.meta.eta * f.wrong_grad, "that is the step with the slope taken in x instead of w (the x factor slipped)."},
            {f.w + tt.meta.eta * f.grad, "that is a step up the slope: the update subtracts η times g."},
            {f.w - f.grad, "that forgets η: the step is η times g."},
        };
    };
    return q;
}

SceneQuiz miniBatchQuiz()
{
    using F = MiniBatchStep;
    return makeQuiz<MiniBatchTrace>(
        "w", {number("w", "w", &F::w), number("loss", "loss", &F::loss), count("samples_seen", "samples seen", &F::samples_seen), count("epoch", "epoch", &F::epoch)},
        [](const Trace &, const MiniBatchTrace &tt, int n) {
            const F &f = tt.frames[std::size_t(n)];
            return "Where does w land after the next batch? w = " + num(f.w) + " now, η = " + num(tt.meta.eta) + ", batch of " +
                   std::to_string(tt.meta.batch) + ".";
        });
}

// Sync and backup workers: frame n is round n, drawn whole (w → w_next); the step from frame n
// plays round n + 1, so what it produces is frame n + 1's w_next (frame 0 is the start, no round).
SceneQuiz syncQuiz()
{
    using F = SyncRound;
    return makeQuiz<SyncTrace>(
        "w", {number("w", "global w", &F::w_next), number("loss", "loss", &F::loss_next), number("idle_total", "idle time so far", &F::idle_total, "s"),
              count("global_updates", "global updates", &F::global_updates)},
        [](const Trace &trace, const SyncTrace &tt, int n) {
            const F &round = tt.frames[std::size_t(n) + 1];
            return "What is the global w after round " + std::to_string(round.round) + "? w = " + num(round.w) +
                   " now; the workers' gradients at it are " + numList(round.grads) + ", η = " + num(trace.params.num("eta")) +
                   ", aggregation: " + tt.meta.aggregate + ".";
        });
}

SceneQuiz asyncQuiz()
{
    using F = AsyncUpdate;
    return makeQuiz<AsyncTrace>(
        "staleness", {count("staleness", "staleness of the update", &F::staleness), count("worker", "worker that arrives", &F::worker, QuizKind::Category),
                      number("w", "server w", &F::w_after), number("time", "arrival time", &F::time, "s")},
        [](const Trace &, const AsyncTrace &tt, int n) {
            return "How stale is the next update? The server has made " + std::to_string(tt.frames[std::size_t(n)].update) +
                   " updates; " + std::to_string(tt.meta.workers) + " workers are computing.";
        });
}

SceneQuiz gossipQuiz()
{
    using F = GossipRound;
    return makeQuiz<GossipTrace>(
        "weights", {numbers("weights", "node weights", &F::weights), number("mean", "mean weight", &F::mean),
                    number("consensus_distance", "consensus distance", &F::consensus_distance)},
        [](const Trace &, const GossipTrace &tt, int n) {
            std::string before;
            for (double w : tt.frames[std::size_t(n) + 1].weights_before)
                before += (before.empty() ? "" : ", ") + num(w);
            return "What weights will the nodes hold after averaging? After their local steps they hold " + before + ".";
        });
}

SceneQuiz overlapQuiz()
{
    using F = OverlapBucket;
    return makeQuiz<OverlapTrace>(
        "comm_end", {number("comm_end", "all-reduce ends at", &F::comm_end, "ms"), number("comm_start", "all-reduce starts at", &F::comm_start, "ms"),
                     number("waited_for_link", "wait for the link", &F::waited_for_link, "ms"), count("bucket", "bucket", &F::bucket)},
        [](const Trace &, const OverlapTrace &tt, int n) {
            return "When does the next bucket's all-reduce finish? The link is free from " + num(tt.frames[std::size_t(n)].comm_end) +
                   " ms; latency " + num(tt.meta.latency_ms) + " ms, " + num(tt.meta.bandwidth_bytes_per_ms) + " bytes per ms.";
        });
}

SceneQuiz quantizedQuiz()
{
    using F = QuantizedRound;
    return makeQuiz<QuantizedTrace>(
        "bytes_sent", {number("bytes_sent", "bytes sent so far", &F::bytes_sent, "bytes"), number("loss", "loss", &F::loss),
                       number("quantization_error", "quantization error", &F::quantization_error)},
        [](const Trace &, const QuantizedTrace &tt, int n) {
            const F &f = tt.frames[std::size_t(n)];
            return "How many bytes will have been sent after the next round? " + num(f.bytes_sent) + " so far; one message is " +
                   num(tt.meta.message_bytes) + " bytes, " + std::to_string(tt.meta.workers) + " workers.";
        });
}

SceneQuiz scaleLabQuiz()
{
    using F = ScaleLabCheckpoint;
    return makeQuiz<ScaleLabTrace>(
        "sync_loss", {maybe("sync_loss", "sync loss", &F::sync_loss), maybe("async_loss", "async loss", &F::async_loss),
                      maybe("decentralized_loss", "decentralized loss", &F::decentralized_loss), maybe("quantized_loss", "quantized loss", &F::quantized_loss)},
        [](const Trace &, const ScaleLabTrace &tt, int n) {
            const F &f = tt.frames[std::size_t(n)];
            const std::string design = f.sync_loss ? "sync" : f.async_loss ? "async" : f.decentralized_loss ? "decentralized" : "quantized";
            return "Which loss does the " + design + " design reach at the next checkpoint?";
        });
}

SceneQuiz hogwildQuiz()
{
    using F = HogwildSnapshot;
    return makeQuiz<HogwildTrace>(
        "loss", {number("loss", "loss", &F::loss), number("updates", "updates so far", &F::updates), number("collisions", "collisions so far", &F::collisions)},
        [](const Trace &, const HogwildTrace &tt, int n) {
            return "What is the loss at the next snapshot? It is " + num(tt.frames[std::size_t(n)].loss) + " now, with " +
                   std::to_string(tt.meta.threads) + " threads writing without locks.";
        });
}

SceneQuiz momentumQuiz()
{
    using F = MomentumStep;
    return makeQuiz<MomentumTrace>(
        "w_momentum", {number("w_momentum", "momentum SGD's w", &F::w_momentum), number("w_async", "async SGD's mean w", &F::w_async),
                       count("sample_worker", "worker of the sample run", &F::sample_worker, QuizKind::Category),
                       count("sample_staleness", "staleness in the sample run", &F::sample_staleness)},
        [](const Trace &, const MomentumTrace &tt, int n) {
            const double w = tt.frames[std::size_t(n)].w_momentum;
            // The last move: at the start, the buffer holds the first gradient's step (every worker has one in flight).
            const double moved = n > 0 ? w - tt.frames[std::size_t(n) - 1].w_momentum : -tt.meta.eta * tt.meta.curvature * (w - tt.meta.w_best);
            return "Where does momentum SGD's w land next? w = " + num(w) + " now, its last move " + num(moved) + "; momentum μ = 1 − 1/" +
                   std::to_string(tt.meta.workers) + " = " + num(tt.meta.momentum_predicted) + ", step η/K = " + num(tt.meta.eta_prime) +
                   ", gradient " + num(tt.meta.curvature) + "·(w − " + num(tt.meta.w_best) + ").";
        });
}

SceneQuiz remediesQuiz()
{
    using F = RemedyStep;
    return makeQuiz<RemedyTrace>(
        "staleness", {count("staleness", "staleness of the gradient", &F::staleness), count("worker", "worker that arrives", &F::worker, QuizKind::Category),
                      number("w_constant", "w with a constant rate", &F::w_constant), number("w_staleness", "w with η/(1 + τ)", &F::w_staleness)},
        [](const Trace &, const RemedyTrace &tt, int n) {
            return "How stale is the next gradient? " + std::to_string(tt.frames[std::size_t(n)].update) + " updates so far, " +
                   std::to_string(tt.meta.workers) + " workers, " + std::to_string(tt.meta.stragglers) + " of them slow.";
        });
}

SceneQuiz backupQuiz()
{
    using F = BackupRound;
    return makeQuiz<BackupTrace>(
        "w", {number("w", "w", &F::w_next), number("loss", "loss", &F::loss_next), number("round_start", "round starts at", &F::round_start, "s"),
              count("lost_total", "gradients dropped so far", &F::lost_total)},
        [](const Trace &, const BackupTrace &tt, int n) {
            const F &round = tt.frames[std::size_t(n) + 1];
            return "Where is w after round " + std::to_string(round.round) + ", which uses only the first " +
                   std::to_string(tt.meta.workers - tt.meta.backups) + " of " + std::to_string(tt.meta.workers) +
                   " gradients? w = " + num(round.w) + " now, η = " + num(tt.meta.eta) + ".";
        });
}

SceneQuiz shardedQuiz()
{
    using F = ShardStep;
    return makeQuiz<ShardTrace>(
        "worker", {count("worker", "worker whose push is applied", &F::worker, QuizKind::Category), count("staleness", "staleness", &F::staleness),
                   number("queue_wait", "wait in the queue", &F::queue_wait, "s"), number("w", "w", &F::w_after)},
        [](const Trace &, const ShardTrace &tt, int n) {
            return "Which worker's push do the shards apply next? " + std::to_string(tt.frames[std::size_t(n)].update) + " applied so far, " +
                   std::to_string(tt.meta.workers) + " workers, " + std::to_string(tt.meta.shards) + " shards.";
        });
}

SceneQuiz driftQuiz()
{
    using F = DriftStep;
    return makeQuiz<DriftTrace>(
        "async_error", {number("async_error", "async model's error", &F::async_error), number("stale_error", "stale model's error", &F::stale_error),
                        number("batch_error", "batch model's error", &F::batch_error)},
        [](const Trace &, const DriftTrace &tt, int n) {
            return "How far from the optimum is the async model after the next tick? Its error is " +
                   num(tt.frames[std::size_t(n)].async_error) + " now.";
        });
}

SceneQuiz pitfallsQuiz()
{
    using F = PitfallStep;
    return makeQuiz<PitfallTrace>(
        "diff", {number("diff", "gap between the two async runs", &F::diff), count("worker_a", "worker in run A", &F::worker_a, QuizKind::Category),
                 count("worker_b", "worker in run B", &F::worker_b, QuizKind::Category), number("w_a", "run A's w", &F::w_a)},
        [](const Trace &, const PitfallTrace &tt, int n) {
            return "How far apart are the two async runs after the next update? w_a − w_b = " + num(tt.frames[std::size_t(n)].diff) + " now.";
        });
}

const std::map<std::string, SceneQuiz> &sceneQuizzes()
{
    static const std::map<std::string, SceneQuiz> quizzes = {
        {"single-weight", singleWeightQuiz()}, {"mini-batch", miniBatchQuiz()},   {"sync", syncQuiz()},
        {"async", asyncQuiz()},                {"decentralized", gossipQuiz()},   {"overlap", overlapQuiz()},
        {"quantized", quantizedQuiz()},        {"scale-lab", scaleLabQuiz()},     {"hogwild", hogwildQuiz()},
        {"implicit-momentum", momentumQuiz()}, {"staleness-remedies", remediesQuiz()}, {"backup-workers", backupQuiz()},
        {"sharded-servers", shardedQuiz()},    {"drifting-stream", driftQuiz()},  {"async-pitfalls", pitfallsQuiz()},
    };
    return quizzes;
}

const SceneQuiz *quizFor(const std::string &sceneId)
{
    const auto &all = sceneQuizzes();
    const auto it = all.find(sceneId);
    return it == all.end() ? nullptr : &it->second;
}

std::string stepNounOf(const Trace &trace)
{
    const SceneDef *scene = findScene(trace.scene);
    return scene ? scene->stepNoun : std::string("step");
}

const QuizValue *findValue(const std::vector<QuizValue> &values, const std::string &name)
{
    for (const QuizValue &v : values)
        if (v.name == name)
            return &v;
    return nullptr;
}

/// The significant digits the card writes `v` with: 4, or more for a short decimal ("3.33332": 6).
int writtenDigits(double v)
{
    std::string mantissa = text::displayNumber(v);
    mantissa = mantissa.substr(0, mantissa.find("\xc3\x97")); // before "×10ⁿ"
    int digits = 0;
    bool leading = true;
    for (char c : mantissa)
        if (c >= '0' && c <= '9') {
            leading = leading && c == '0';
            digits += leading ? 0 : 1;
        }
    return std::max(4, digits);
}

/// The verdict for a numeric error; `truthScale` is the largest |truth|.
QuizGrade numberGrade(const QuizValue &truth, const std::vector<double> &guess)
{
    QuizGrade g;
    double scale = 0;
    for (std::size_t i = 0; i < guess.size(); ++i) {
        g.absError = std::max(g.absError, std::abs(guess[i] - truth.values[i]));
        scale = std::max(scale, std::abs(truth.values[i]));
    }
    if (scale > 0)
        g.relError = g.absError / scale;
    const bool counted = truth.kind != QuizKind::Number;
    if (counted) {
        g.verdict = g.absError == 0 ? QuizVerdict::Right : QuizVerdict::Wrong;
        return g;
    }
    const double rel = g.relError.value_or(g.absError);
    g.verdict = g.absError <= 1e-9 || rel <= 1e-3 ? QuizVerdict::Exact : rel <= 0.1 ? QuizVerdict::Close : QuizVerdict::Far;
    return g;
}

/// The verdict in words, without the answer.
std::string verdictLine(const QuizGrade &g)
{
    switch (g.verdict) {
    case QuizVerdict::Exact:
        return "Exact!";
    case QuizVerdict::Right:
        return "Right!";
    case QuizVerdict::Wrong:
        return "Not this time.";
    case QuizVerdict::Unreadable:
        return g.text;
    default:
        break;
    }
    std::string off = "off by " + num(g.absError);
    if (g.relError)
        off += " (" + num(100 * *g.relError) + "%)";
    return (g.verdict == QuizVerdict::Close ? "Close: " : "Far: ") + off + ".";
}

void setGradeText(QuizGrade &g, const QuizValue &truth, const std::string &why = {})
{
    g.verdictText = verdictLine(g) + (why.empty() ? "" : " " + why);
    g.text = g.verdictText + " The answer is " + quizValueText(truth) + ".";
}

} // namespace

std::vector<std::string> quizValueNames(const std::string &sceneId)
{
    const SceneQuiz *q = quizFor(sceneId);
    return q ? q->names : std::vector<std::string>{};
}

std::vector<std::string> quizNextStepFields(const std::string &sceneId)
{
    const SceneQuiz *q = quizFor(sceneId);
    return q ? q->nextFields : std::vector<std::string>{};
}

std::string defaultQuizValue(const std::string &sceneId)
{
    const SceneQuiz *q = quizFor(sceneId);
    return q ? q->def : std::string{};
}

std::vector<QuizValue> quizValuesAt(const Trace &trace, int frame)
{
    const SceneQuiz *q = quizFor(trace.scene);
    return q ? q->values(trace, frame) : std::vector<QuizValue>{};
}

std::vector<QuizValue> quizChangedValues(const Trace &trace, int step)
{
    const std::vector<QuizValue> before = quizValuesAt(trace, step);
    std::vector<QuizValue> out;
    for (QuizValue &v : quizValuesAt(trace, step + 1)) {
        const QuizValue *old = findValue(before, v.name);
        if (!old || old->values != v.values)
            out.push_back(std::move(v));
    }
    return out;
}

std::optional<QuizAsk> quizQuestion(const Trace &trace, int step, const QuizQuestion *scripted)
{
    const SceneQuiz *q = quizFor(trace.scene);
    if (!q || step < 0 || step + 1 >= int(trace.frames.size()))
        return std::nullopt;
    const std::vector<QuizValue> next = quizValuesAt(trace, step + 1);
    if (next.empty())
        return std::nullopt;
    QuizAsk ask;
    ask.step = step;
    ask.hidden = quizChangedValues(trace, step);
    const std::string wanted = scripted && !scripted->value.empty() ? scripted->value : q->def;
    const QuizValue *asked = findValue(next, wanted);
    const bool ownValue = asked && asked->name != q->def;
    if (!asked)
        asked = findValue(next, q->def);
    ask.asked = asked ? *asked : next.front();
    const std::vector<QuizValue> shown = quizValuesAt(trace, step);
    if (const QuizValue *now = findValue(shown, ask.asked.name))
        ask.before = now->values;
    if (scripted && !scripted->prompt.empty())
        ask.prompt = scripted->prompt;
    else if (ownValue || ask.asked.name != q->def)
        ask.prompt = "What is " + ask.asked.label + " after the next " + stepNounOf(trace) + "?";
    else
        ask.prompt = q->prompt(trace, step);
    if (scripted)
        ask.choices = scripted->choices;
    if (q->slips && ask.asked.name == q->def)
        ask.slips = q->slips(trace, step);
    return ask;
}

std::vector<double> parseQuizNumbers(const std::string &typed)
{
    std::vector<double> out;
    std::string part;
    auto flush = [&]() {
        const std::string t = trim(part);
        part.clear();
        if (t.empty())
            return true;
        const std::optional<double> v = parseNumber(t);
        if (!v)
            return false;
        out.push_back(*v);
        return true;
    };
    // The card writes "−12" with the real minus sign; a guess copied from it reads the same.
    std::string plain = typed;
    for (std::size_t at = plain.find("\xe2\x88\x92"); at != std::string::npos; at = plain.find("\xe2\x88\x92", at))
        plain.replace(at, 3, "-");
    for (char c : plain + ",") {
        if (c == ',' || c == ';') {
            if (!flush())
                return {};
        } else {
            part += c;
        }
    }
    return out;
}

std::string quizValueText(const QuizValue &v)
{
    std::string out = v.label + " = ";
    for (std::size_t i = 0; i < v.values.size(); ++i)
        out += (i ? ", " : "") + num(v.values[i]);
    if (!v.unit.empty())
        out += " " + v.unit;
    return out;
}

QuizGrade gradeAnswer(const QuizAsk &ask, const std::string &typed)
{
    const std::vector<double> guess = parseQuizNumbers(typed);
    if (guess.empty() || guess.size() != ask.asked.values.size()) {
        QuizGrade g;
        g.text = ask.asked.values.size() == 1 ? "Type one number, such as 0.8."
                                              : "Type " + std::to_string(ask.asked.values.size()) + " numbers, separated by commas.";
        g.verdictText = g.text;
        return g;
    }
    QuizGrade g = numberGrade(ask.asked, guess);
    std::string careful;
    // Late in a converging run a step moves w by less than 0.1%, so the weight before the step
    // passed as exact: "exact" is then within half the step, but never finer than the digits the
    // card writes the answer with (below that the two read the same and the question is moot).
    const bool moved = ask.asked.kind == QuizKind::Number && ask.before.size() == guess.size() && ask.before != ask.asked.values;
    if (moved) {
        double fromBefore = 0, step = 0, scale = 0;
        for (std::size_t i = 0; i < guess.size(); ++i) {
            fromBefore = std::max(fromBefore, std::abs(guess[i] - ask.before[i]));
            step = std::max(step, std::abs(ask.asked.values[i] - ask.before[i]));
            scale = std::max(scale, std::abs(ask.asked.values[i]));
        }
        const double halfDigit = scale > 0 ? 0.5 * std::pow(10.0, std::floor(std::log10(scale)) - writtenDigits(scale) + 1) : 0;
        if (g.verdict == QuizVerdict::Exact && g.absError > 1e-9 &&
            g.absError > std::max(halfDigit, std::min(1e-3 * scale, step / 2)))
            g.verdict = QuizVerdict::Close;
        if (g.verdict != QuizVerdict::Exact && fromBefore <= g.absError)
            careful = "Careful: that is " + ask.asked.label + " before the step; the question is where the step takes it.";
    }
    if (careful.empty() && guess.size() == 1 && g.verdict != QuizVerdict::Exact && g.verdict != QuizVerdict::Right)
        for (const auto &[value, why] : ask.slips)
            if (std::abs(guess[0] - value) <= 1e-3 * std::max(1.0, std::abs(value))) {
                careful = "Careful: " + why;
                break;
            }
    setGradeText(g, ask.asked, careful);
    return g;
}

QuizGrade gradeChoice(const QuizAsk &ask, int index)
{
    QuizGrade g;
    if (index < 0 || index >= int(ask.choices.size())) {
        g.text = g.verdictText = "There is no such choice.";
        return g;
    }
    const std::string &choice = ask.choices[std::size_t(index)];
    // The leading number, then the why after ':', " - " or an em dash.
    std::size_t cut = std::string::npos, skip = 0;
    for (const char *sep : {":", " - ", "\xe2\x80\x94"}) {
        const std::size_t at = choice.find(sep);
        if (at != std::string::npos && at < cut) {
            cut = at;
            skip = std::char_traits<char>::length(sep);
        }
    }
    const std::string head = trim(choice.substr(0, cut));
    std::string why = cut == std::string::npos ? std::string{} : trim(choice.substr(cut + skip));
    if (!why.empty() && why[0] >= 'a' && why[0] <= 'z')
        why[0] = char(why[0] - 'a' + 'A'); // a sentence of its own after "Not this one."
    const std::vector<double> guess = parseQuizNumbers(head);
    const bool readable = guess.size() == ask.asked.values.size();
    const QuizGrade numeric = readable ? numberGrade(ask.asked, guess) : QuizGrade{};
    const bool right = readable && (numeric.verdict == QuizVerdict::Exact || numeric.verdict == QuizVerdict::Close ||
                                    numeric.verdict == QuizVerdict::Right);
    g.verdict = right ? QuizVerdict::Right : QuizVerdict::Wrong;
    g.absError = numeric.absError;
    g.relError = numeric.relError;
    g.verdictText = (right ? "Right!" : "Not this one.") + std::string(why.empty() ? "" : " " + why + (why.back() == '.' ? "" : "."));
    g.text = g.verdictText + " The answer is " + quizValueText(ask.asked) + ".";
    return g;
}

} // namespace sgd
