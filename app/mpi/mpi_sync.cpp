// Synchronous SGD on real processes: a parameter server on rank 0 with a barrier, or a ring
// all-reduce among the workers (own sends and receives, or MPI_Allreduce). Every worker's buffer
// is one value per worker with only its own gradient set, so the reduction adds zeros (exact) and
// every rank then aggregates the gradients in worker order: the weights equal the simulator's.

#include "core/run_source.h"
#include "mpi_designs.h"

#include "core/scene_configs.h"
#include "core/scenes.h"
#include "core/sim/sync_rounds.h"
#include "core/sim/sync_trace.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sgd::mpi {

namespace {

constexpr int kTagWeight = 10;
constexpr int kTagGrad = 11;
constexpr int kTagChunk = 20;

bool ranAway(double w)
{
    return !std::isfinite(w) || std::abs(w) > 1e12;
}

/// Doubles of model each message (star) or all-reduce (ring) carries beside the lecture's one
/// weight, so that the bytes on the wire are a model's, not a scalar's: --model-bytes / 8, by
/// default the scene's model_mb scaled down to at most kDefaultModelBytes (a run stays quick).
std::size_t payloadDoubles(const RankContext &ctx, const SyncConfig &c)
{
    const double bytes = ctx.options.modelBytes >= 0 ? ctx.options.modelBytes : std::min(c.modelBytes, kDefaultModelBytes);
    return std::size_t(bytes / sizeof(double));
}

/// Rank 0 as the parameter server: send w (and the model), wait for every gradient (the barrier),
/// one update. Each message is [w, go flag, model...] down and [g, finish time, gradient...] up.
void serverRounds(RankContext &ctx, const SyncConfig &c)
{
    const int k = ctx.workers();
    const std::size_t n = 2 + payloadDoubles(ctx, c);
    double w = c.w0;
    std::vector<double> out(n, 0.0), in(n, 0.0);
    for (int r = 1; r <= c.rounds; ++r) {
        const double start = ctx.clock.now();
        std::fill(out.begin(), out.end(), w); // the model: every parameter, here all equal to w
        out[1] = 1;
        for (int i = 1; i <= k; ++i) {
            ctx.log.send(out.data(), int(n), MPI_DOUBLE, i, kTagWeight, MPI_COMM_WORLD);
            ctx.log.countSent(double(n) * sizeof(double));
        }
        std::vector<double> grads(std::size_t(k), 0.0);
        double barrier = start;
        for (int got = 0; got < k; ++got) {
            MPI_Status st = ctx.log.waitFor(MPI_ANY_SOURCE, kTagGrad, MPI_COMM_WORLD);
            MPI_Recv(in.data(), int(n), MPI_DOUBLE, st.MPI_SOURCE, kTagGrad, MPI_COMM_WORLD, &st);
            ctx.log.countReceived(double(n) * sizeof(double));
            const double at = ctx.clock.now();
            grads[std::size_t(st.MPI_SOURCE - 1)] = in[0];
            barrier = std::max(barrier, at);
            ctx.record(EventKind::Arrive, r, at, at, in[0], 0, st.MPI_SOURCE);
        }
        const Aggregated a = aggregateGradients(grads, c.shardSizes, c.aggregate, c.eta);
        const double next = w - a.stepSize * a.direction;
        const int bytes = int(double(k) * double(n) * sizeof(double)); // in = out: one message each way per worker
        ctx.record(EventKind::Round, r, start, ctx.clock.now(), w, next, -1, bytes, bytes, barrier);
        w = next;
        if (ranAway(w))
            break;
    }
    double stop[2] = {w, 0};
    for (int i = 1; i <= k; ++i) {
        ctx.log.send(stop, 2, MPI_DOUBLE, i, kTagWeight, MPI_COMM_WORLD);
        ctx.log.countSent(sizeof stop);
    }
}

/// A worker of the star: pull w, compute for its (scaled) time, push, wait at the barrier.
void starWorker(RankContext &ctx, const SyncConfig &c)
{
    const auto i = std::size_t(ctx.rank - 1);
    const auto [x, y] = c.shards[i];
    const double compute = c.computeTimes[i] * ctx.options.timeScale;
    const std::size_t n = 2 + payloadDoubles(ctx, c);
    std::vector<double> msg(n, 0.0), out(n, 0.0);
    double lastPush = -1;
    for (int r = 1;; ++r) {
        stallIfAsked(ctx.rank, r);
        MPI_Status st;
        MPI_Recv(msg.data(), int(n), MPI_DOUBLE, 0, kTagWeight, MPI_COMM_WORLD, &st);
        int got = 0;
        MPI_Get_count(&st, MPI_DOUBLE, &got);
        ctx.log.countReceived(double(got) * sizeof(double));
        const double pulled = ctx.clock.now();
        if (lastPush >= 0)
            ctx.record(EventKind::Barrier, r - 1, lastPush, pulled);
        if (msg[1] == 0)
            break;
        ctx.record(EventKind::Pull, r, pulled, pulled, msg[0], 0, -1, int(double(got) * sizeof(double)));
        const double start = ctx.clock.now();
        ctx.clock.sleepUntil(start + compute);
        const double g = workerGradient(msg[0], x, y);
        const double end = ctx.clock.now();
        ctx.record(EventKind::Compute, r, start, end, g, msg[0]);
        std::fill(out.begin(), out.end(), g); // the gradient of every parameter, here all g
        out[1] = end;
        MPI_Send(out.data(), int(n), MPI_DOUBLE, 0, kTagGrad, MPI_COMM_WORLD);
        ctx.log.countSent(double(n) * sizeof(double));
        lastPush = ctx.clock.now();
        ctx.record(EventKind::Push, r, end, lastPush, g, 0, -1, int(double(n) * sizeof(double)));
    }
}

/// Chunk c of K over `size` values: [begin, end), contiguous, sizes differing by at most one.
std::pair<std::size_t, std::size_t> chunkOf(std::size_t size, int k, int c)
{
    return {size * std::size_t(c) / std::size_t(k), size * std::size_t(c + 1) / std::size_t(k)};
}

/// The ring all-reduce with own sends and receives: reduce-scatter then all-gather of the whole
/// buffer (the K gradient slots, then the model) in K chunks, in core's schedule (ring_allreduce.cpp).
/// Returns the bytes this worker sent (as many arrive).
double ownRing(RankContext &ctx, std::vector<double> &buf, int round, MPI_Comm ring)
{
    const int k = ctx.workers();
    const int i = ctx.rank - 1;
    auto mod = [k](int a) { return ((a % k) + k) % k; };
    std::vector<double> in((buf.size() + std::size_t(k) - 1) / std::size_t(k) + 1);
    double sent = 0;
    for (int phase = 0; phase < 2; ++phase)
        for (int s = 0; s < k - 1; ++s) {
            const int sendChunk = phase == 0 ? mod(i - s) : mod(i + 1 - s);
            const int recvChunk = phase == 0 ? mod(i - 1 - s) : mod(i - s);
            const auto [s0, s1] = chunkOf(buf.size(), k, sendChunk);
            const auto [r0, r1] = chunkOf(buf.size(), k, recvChunk);
            const double t0 = ctx.clock.now();
            MPI_Sendrecv(buf.data() + s0, int(s1 - s0), MPI_DOUBLE, mod(i + 1), kTagChunk + phase, in.data(), int(r1 - r0),
                         MPI_DOUBLE, mod(i - 1), kTagChunk + phase, ring, MPI_STATUS_IGNORE);
            ctx.log.countSent(double(s1 - s0) * sizeof(double));
            ctx.log.countReceived(double(r1 - r0) * sizeof(double));
            sent += double(s1 - s0) * sizeof(double);
            // Adding zeros is exact: each gradient slot is non-zero on one worker only.
            for (std::size_t j = r0; j < r1; ++j)
                buf[j] = phase == 0 ? buf[j] + in[j - r0] : in[j - r0];
            ctx.record(EventKind::Chunk, round, t0, ctx.clock.now(), r1 > r0 ? in[0] : 0.0, double(s1 - s0) * sizeof(double),
                       mod(i + 1) + 1, phase * (k - 1) + s + 1, sendChunk + 1);
        }
    return sent;
}

/// A worker of the ring: compute, all-reduce the gradients (and the model), aggregate them in
/// worker order.
void ringWorker(RankContext &ctx, const SyncConfig &c, MPI_Comm ring)
{
    const int k = ctx.workers();
    const auto i = std::size_t(ctx.rank - 1);
    const auto [x, y] = c.shards[i];
    const double compute = c.computeTimes[i] * ctx.options.timeScale;
    double w = c.w0;
    for (int r = 1; r <= c.rounds; ++r) {
        const double start = ctx.clock.now();
        ctx.clock.sleepUntil(start + compute);
        const double g = workerGradient(w, x, y);
        const double end = ctx.clock.now();
        ctx.record(EventKind::Compute, r, start, end, g, w);
        std::vector<double> buf(std::size_t(k) + payloadDoubles(ctx, c), g); // the slots, then the model's gradient
        std::fill(buf.begin(), buf.begin() + k, 0.0);
        buf[i] = g;
        double sent = 0;
        if (ctx.options.allreduce == "mpi") {
            MPI_Allreduce(MPI_IN_PLACE, buf.data(), int(buf.size()), MPI_DOUBLE, MPI_SUM, ring);
            // What MPI moves inside is its own choice: counted as the buffer handed in and filled.
            sent = double(buf.size()) * sizeof(double);
            ctx.log.countSent(sent);
            ctx.log.countReceived(sent);
            ctx.record(EventKind::Allreduce, r, end, ctx.clock.now());
        } else {
            sent = ownRing(ctx, buf, r, ring);
        }
        buf.resize(std::size_t(k));
        const Aggregated a = aggregateGradients(buf, c.shardSizes, c.aggregate, c.eta);
        const double next = w - a.stepSize * a.direction;
        ctx.record(EventKind::Round, r, start, ctx.clock.now(), w, next, -1, int(sent), int(sent), end);
        w = next;
        if (ranAway(w))
            break;
    }
}

double lossAt(const SyncConfig &c, double w)
{
    double l = 0, n = 0;
    for (std::size_t i = 0; i < c.shards.size(); ++i) {
        const double r = w * c.shards[i].first - c.shards[i].second;
        l += c.shardSizes[i] * 0.5 * r * r;
        n += c.shardSizes[i];
    }
    return l / n;
}

/// One recorded round as the scene's frame: the gradients, weights and times that happened.
SyncRound roundFrame(const RankContext &ctx, const SyncConfig &c, const std::vector<Event> &all, const Event &round,
                     double idleBefore)
{
    const int k = ctx.workers();
    const bool ring = c.topology == Topology::Ring;
    SyncRound f;
    f.step = f.round = round.round;
    f.w = round.v0;
    f.w_next = round.v1;
    f.grads.assign(std::size_t(k), 0.0);
    f.worker_weights.assign(std::size_t(k), 0.0);
    f.finish_times.assign(std::size_t(k), 0.0);
    f.round_start = ctx.lecture(round.t0);
    for (const Event &e : eventsOf(all, EventKind::Compute))
        if (e.round == round.round) {
            const auto i = std::size_t(e.rank - 1);
            f.grads[i] = e.v0;
            f.worker_weights[i] = e.v1;
            f.finish_times[i] = ctx.lecture(e.t1);
            f.round_start = std::min(f.round_start, ctx.lecture(e.t0));
        }
    for (double g : f.grads)
        f.mean_grad += g;
    f.mean_grad /= double(k);
    const Aggregated a = aggregateGradients(f.grads, c.shardSizes, c.aggregate, c.eta);
    f.aggregated = a.direction;
    f.step_size = a.stepSize;
    f.loss = lossAt(c, f.w);
    f.loss_next = lossAt(c, f.w_next);
    // The barrier: the server's last arrival (star), or the slowest worker's finish (ring).
    f.barrier_time = ring ? *std::max_element(f.finish_times.begin(), f.finish_times.end()) : ctx.lecture(round.v2);
    for (double t : f.finish_times) {
        f.idle.push_back(std::max(0.0, f.barrier_time - t));
        f.idle_round += f.idle.back();
    }
    f.idle_total = idleBefore + f.idle_round;
    // The bytes each worker's messages carried this round, as the ranks counted them (Push and Pull
    // in the star, the ring worker's Round), and the server's fan-in and fan-out.
    f.bytes_sent.assign(std::size_t(k), 0.0);
    f.bytes_received.assign(std::size_t(k), 0.0);
    for (const Event &e : all) {
        if (e.round != round.round || e.rank < 1 || e.rank > k)
            continue;
        const auto i = std::size_t(e.rank - 1);
        if (e.kind == int(ring ? EventKind::Round : EventKind::Push))
            f.bytes_sent[i] = e.a;
        if (e.kind == int(ring ? EventKind::Round : EventKind::Pull))
            f.bytes_received[i] = ring ? e.b : e.a;
    }
    if (!ring) {
        f.server_fan_in = round.a;
        f.server_fan_out = round.b;
    }
    f.global_updates = 1;
    return f;
}

/// Rank 0: the scene's trace from the gathered events, beside the simulator's for the same parameters.
Trace syncTrace(const RankContext &ctx, const SyncConfig &c, const ParamSet &p, const Trace &sim, const std::vector<Event> &all)
{
    const std::vector<SyncRound> &simFrames = typedTrace<SyncTrace>(sim).frames;
    const int reference = c.topology == Topology::Ring ? 1 : 0;
    Trace t;
    t.scene = "sync";
    t.params = p.typed();
    t.meta = sim.meta;
    t.frames.push_back(sim.frames.front());
    double idle = 0, w = c.w0;
    bool diverged = false;
    int agreeing = 0;
    const std::vector<Event> computes = eventsOf(all, EventKind::Compute);
    for (const Event &round : eventsOf(all, EventKind::Round, reference)) {
        // A run that ended early may hold a round whose gradients did not all reach rank 0.
        if (std::count_if(computes.begin(), computes.end(), [&](const Event &e) { return e.round == round.round; }) <
            ctx.workers())
            break;
        const SyncRound f = roundFrame(ctx, c, all, round, idle);
        Frame record = toRecord(f);
        if (!record.allFinite() || std::abs(f.w_next) > 1e12) {
            diverged = true;
            break;
        }
        t.frames.push_back(std::move(record));
        idle = f.idle_total;
        w = f.w_next;
        const std::size_t n = t.frames.size() - 1;
        agreeing += n < simFrames.size() && simFrames[n].w_next == f.w_next ? 1 : 0;
    }
    SyncSummary s = fromRecord<SyncSummary>(sim.summary, "summary");
    const int rounds = int(t.frames.size()) - 1;
    s.diverged = diverged || s.diverged;
    s.rounds = s.server_updates = rounds;
    s.final_w = w;
    s.idle_total = idle;
    s.message = "recorded on " + std::to_string(ctx.size) + " processes: " + std::to_string(agreeing) + " of " +
                std::to_string(rounds) + " rounds match the simulator's weight exactly; " + s.message;
    SyncMeta meta = fromRecord<SyncMeta>(sim.meta, "meta");
    meta.model_bytes = double(payloadDoubles(ctx, c) * sizeof(double)); // the model the messages carried
    setMetaAndSummary(t, meta, s);
    return t;
}

} // namespace

namespace {

/// The run's parameters, checked against the processes (every rank gets the same answer).
std::pair<ParamSet, SyncConfig> syncSetup(const RankContext &ctx)
{
    const int k = ctx.workers();
    ParamSet p = paramsForWorkers("sync", ctx.options.sets, "workers", k);
    SyncConfig c = sceneSyncConfig(p);
    if (int(c.shards.size()) != k)
        throw std::invalid_argument("these parameters have " + std::to_string(c.shards.size()) + " workers: start mpirun -np " +
                                    std::to_string(c.shards.size() + 1) + " (one server or recorder, then one rank per worker)");
    return {std::move(p), std::move(c)};
}

} // namespace

double plannedSyncSeconds(const RankContext &ctx)
{
    const ParamSet p = syncSetup(ctx).first;
    const Trace trace = runScene(*findScene("sync"), p);
    const SyncTrace &sim = typedTrace<SyncTrace>(trace);
    return sim.frames.empty() ? 0.0 : sim.frames.back().barrier_time;
}

int runSyncDesign(RankContext &ctx)
{
    const int k = ctx.workers();
    const auto setup = syncSetup(ctx); // no structured binding: clang 14 cannot capture one in a lambda
    const ParamSet &p = setup.first;
    const SyncConfig &c = setup.second;
    MPI_Comm ring = MPI_COMM_NULL;
    MPI_Comm_split(MPI_COMM_WORLD, ctx.rank == 0 ? MPI_UNDEFINED : 1, ctx.rank, &ring);
    Trace sim;
    if (ctx.rank == 0) { // rounds on the server, or the first worker's rounds on a ring
        ctx.log.showProgress(EventKind::Round, c.topology == Topology::Star ? 0 : 1, 1, c.rounds, "rounds");
        sim = runScene(*findScene("sync"), p);
        ctx.snapshot = [&ctx, &c, &p, &sim] {
            Trace t = syncTrace(ctx, c, p, sim, ctx.log.sorted());
            const std::string done = std::to_string(t.frames.size() - 1) + " of " + std::to_string(c.rounds) + " rounds";
            return Snapshot{std::move(t), done, fieldName(&SyncSummary::message)};
        };
        ctx.roles = {c.topology == Topology::Star ? "server" : "recorder"};
        for (int i = 1; i <= k; ++i)
            ctx.roles.push_back("worker " + std::to_string(i));
        ctx.design = c.topology == Topology::Star     ? "parameter server on rank 0"
                     : ctx.options.allreduce == "mpi" ? "ring of workers, MPI_Allreduce"
                                                      : "ring of workers, own sends and receives";
    }
    ctx.clock.start(MPI_COMM_WORLD);
    if (c.topology == Topology::Star && ctx.rank == 0) {
        try {
            serverRounds(ctx, c);
        } catch (const Interrupted &e) {
            ctx.stopped = e.what();
        }
    } else if (c.topology == Topology::Star) {
        starWorker(ctx, c);
    } else if (ctx.rank > 0) {
        ringWorker(ctx, c, ring);
    }
    if (ring != MPI_COMM_NULL)
        MPI_Comm_free(&ring);
    if (ctx.stopped.empty())
        ctx.finishPart();
    return ctx.rank == 0 ? finishRun(ctx) : 0;
}

} // namespace sgd::mpi
