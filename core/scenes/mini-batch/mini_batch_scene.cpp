// The mini-batch scene, whole: its parameters, the engine's whole-set checks, the model text the
// trace reference prints and the "what to look for" paragraph (core/scenes/scene_list.h lists it).

#include "mini_batch.h"
#include "mini_batch_params.h"
#include "mini_batch_trace.h"

#include "core/scenes.h"

namespace sgd {

namespace {

const char *const kModel = R"(The tape holds N = `n` samples; sample i (counted from 0) is
`x = (i mod 4) + 1`, `y = 2x + 1`. Every loss in the trace is the loss over the whole tape,
`L(w) = ½·mean over all N of (w·x − y)²`, and `w_best` = `Σxy / Σx²`.

Each epoch walks the tape in an order of its own. With `shuffle` = `off` it is 0, 1, …, N − 1. With `on`
one generator `Rng(seed)` (core/random.h, described above) makes one shuffle of 0 … N − 1 per epoch,
epoch 1 first, each continuing where the previous left the generator. The order is cut into `floor(N/B)`
full batches of B = `batch` samples; the last `N mod B` samples form a short batch (`keep`), are not
used that epoch (`drop`), or are filled up to B with the samples at positions 0, 1, 2, … of the same
epoch's order (`pad`; such a sample counts twice). One update per batch:
`w ← w − η·(1/|batch|)·Σ over the batch of (w·x − y)·x`, every gradient taken at the same w.

Frame 0 is the start (`w0` and its loss); frame n is the state after n updates, counted across the
epochs. `tape_start` and `tape_end` are the positions in the epoch's order of the batch's first and last
real (not padded) sample; `batch_x`, `batch_y`, `batch_count` and `batch_grads` list the batch's
distinct points, x ascending, how often each occurs and its gradient at `w_before`. The run stops after
the update whose w is not finite or exceeds 10¹² in size (`diverged`; that frame is written).

Scene data: `sample_*` and `full_*` are the same epochs' orders run with B = 1 and with B = N from `w0`,
thinned to every `max(1, floor(U/2000))`-th update and the last (U = their update count), each stopping
once its w runs away; `mini_loss` and `mini_seen` follow the frames. The frozen batch is the first
`min(4, N)` samples of the unshuffled tape at `w0`. `tape_ticks` and the leftover counts describe the
first epoch.)";

const char *const kLookFor = "Count how often w moves as the tape of samples runs past. After every sample the path is quick but "
                             "jittery; after every batch it is calmer; once per pass it is smooth but slow to start. One pass "
                             "over the data is the same work in all three: only the number of updates changes.";

} // namespace

template <> const ParamTable<MiniBatchParams> &paramTable<MiniBatchParams>()
{
    using P = MiniBatchParams;
    static const ParamTable<P> table({
        param(&P::n, integerParam("n", "400", 1, 4000, "samples N", "How many samples the tape holds.")),
        param(&P::batch, integerParam("batch", "32", 1, 4000, "batch size B", "How many samples are averaged into one update.")),
        param(&P::leftover,
              choiceParam("leftover", "keep", {"keep", "drop", "pad"}, "leftover",
                          "What happens to the short last batch of an epoch."),
              leftoverFromString),
        param(&P::w0, numberParam("w0", "1.5", -100, 100, "start w0", "The weight before the first update.")),
        param(&P::eta, numberParam("eta", "0.1", 0, 1, "learning rate η", "How far each update moves.", true)),
        param(&P::epochs, integerParam("epochs", "3", 1, 10, "epochs", "How many passes over the tape.")),
        param(&P::shuffle,
              choiceParam("shuffle", "on", {"on", "off"}, "shuffle", "Shuffle the samples at the start of every epoch."), isOn),
        param(&P::seed,
              integerParam("seed", "1", 0, 2147483647, "seed", "Seed of the shuffle; the same seed gives the same order.")),
    });
    return table;
}

namespace {

/// The parameters, checked as a whole (each value alone was checked when it was set).
MiniBatchParams miniBatchParams(const ParamSet &p)
{
    const MiniBatchParams v = readParams<MiniBatchParams>(p);
    if (v.batch > v.n)
        rejectParam(p, paramKey(&MiniBatchParams::batch), "a whole number from 1 to n = " + std::to_string(v.n));
    return v;
}

} // namespace

SceneDef miniBatchScene()
{
    SceneDef d;
    d.id = "mini-batch";
    d.model = kModel;
    d.lookFor = kLookFor;
    d.stepNoun = "update";
    d.title = "Mini-batch cadence";
    d.summary = "How often w moves on a tape of samples: after every sample, every batch, or once per pass.";
    d.params = paramTable<MiniBatchParams>().defs();
    d.sweepKey = paramKey(&MiniBatchParams::eta);
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runMiniBatch(miniBatchParams(p), ctx); };
    d.check = [](const ParamSet &p) { (void)miniBatchParams(p); };
    d.schema = traceSchemaOf<MiniBatchTrace>();
    d.largeParams = {{paramKey(&MiniBatchParams::n), "4000"},
                     {paramKey(&MiniBatchParams::batch), "1"},
                     {paramKey(&MiniBatchParams::epochs), "10"}};
    return d;
}

} // namespace sgd
