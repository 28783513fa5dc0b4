// The overlap scene, whole: its parameters, how they become an OverlapConfig, the model text the
// trace reference prints and the "what to look for" paragraph (core/scenes/scene_list.h lists it).

#include "overlap.h"
#include "overlap_params.h"
#include "overlap_trace.h"

#include "core/scenes.h"

namespace sgd {

namespace {

const char *const kModel = R"(A timing model of one backward pass and its gradient all-reduces, in
milliseconds; nothing is random. Layers 1 … L take `compute_ms` each and have `layer_mb` MiB of gradient
(1 MiB = 1024² bytes); one value stands for every layer. The backward pass runs from layer L down to
layer 1 without gaps, starting at 0.

Buckets: walking the layers from L down to 1, a layer joins the open bucket unless that would take its
bytes above the cap (`first_bucket_mb` for the first bucket, `bucket_mb` for the others); then the
bucket closes and the layer opens the next one (a layer above the cap gets a bucket of its own). A
bucket is ready when its lowest layer's backward ends. Its all-reduce takes
`2(K − 1)/K·bytes/B + 2(K − 1)·λ` with K = `workers`, B = `bandwidth_gbps`·10⁶ bytes per ms and
λ = `latency_us`/1000 ms.

Overlapped: one link, buckets in order, each starting at `max(ready, the previous one's end)`;
`waited_for_link` is that start minus ready. Naive: the all-reduces run back to back after the whole
backward pass. `step_time_naive` = compute + all communication,
`step_time_overlapped` = `max(compute, the last overlapped end)`, and
`hidden_comm_fraction` = `(naive − overlapped)/communication`, clamped to [0, 1].

Frame 0 is the start (the backward pass begins, no bucket yet, all fields 0); frame n is bucket n in the
order the buckets run. With `--steps N` only the first N buckets run and the backward pass ends with
their lowest layer.)";

const char *const kLookFor = "Compare the two timelines. Without overlap the network waits for the whole backward pass; with it, "
                             "each bucket of gradients is sent while earlier layers are still computing. The round ends sooner "
                             "by the part of communication that hides behind computation.";

} // namespace

template <> const ParamTable<OverlapParams> &paramTable<OverlapParams>()
{
    using P = OverlapParams;
    static const ParamTable<P> table({
        param(&P::layers, integerParam("layers", "12", 1, 200, "layers", "How many layers the model has.")),
        param(&P::compute_ms, listParam(ParamKind::NumberList, "compute_ms", "5", 0, 10000, "backward ms per layer",
                                        "Backward compute time of each layer in milliseconds (one value for all).", false, true)),
        param(&P::layer_mb, listParam(ParamKind::NumberList, "layer_mb", "6", 0, 100000, "gradient MiB per layer",
                                      "Size of each layer's gradient in MiB (one value for all).", false, true)),
        param(&P::bucket_mb,
              numberParam("bucket_mb", "25", 0, 100000, "bucket cap (MiB)", "Largest bucket; PyTorch DDP uses 25 MiB.", true)),
        param(&P::first_bucket_mb,
              numberParam("first_bucket_mb", "1", 0, 100000, "first bucket cap (MiB)",
                          "Cap of the first bucket (the last layers); DDP uses 1 MiB so communication starts early.", true)),
        param(&P::bandwidth_gbps,
              numberParam("bandwidth_gbps", "10", 0.001, 100000, "bandwidth (GB/s)", "Link bandwidth in gigabytes per second.")),
        param(&P::latency_us,
              numberParam("latency_us", "20", 0, 1e6, "latency (µs)", "Fixed cost of every message hop in microseconds.")),
        param(&P::workers, integerParam("workers", "8", 2, 1024, "workers K", "How many workers all-reduce each bucket (ring).")),
    });
    return table;
}

namespace {

OverlapConfig overlapConfig(const ParamSet &p)
{
    const OverlapParams par = readParams<OverlapParams>(p);
    OverlapConfig c;
    const int layers = par.layers;
    auto perLayer = [&](const std::string &key) {
        auto v = p.numbers(key);
        if (v.size() == 1)
            v.assign(std::size_t(layers), v.front());
        else if (int(v.size()) != layers)
            rejectParam(p, key, "one value, or one value per layer (" + std::to_string(layers) + ")");
        return v;
    };
    c.computeMs = perLayer("compute_ms");
    const double mib = 1024.0 * 1024.0;
    for (double mb : perLayer("layer_mb"))
        c.layerBytes.push_back(mb * mib);
    c.bucketBytes = par.bucket_mb * mib;
    c.firstBucketBytes = par.first_bucket_mb * mib;
    c.bandwidthBytesPerMs = par.bandwidth_gbps * 1e9 / 1000.0;
    c.latencyMs = par.latency_us / 1000.0;
    c.workers = par.workers;
    return c;
}

} // namespace

SceneDef overlapScene()
{
    SceneDef d;
    d.id = "overlap";
    d.model = kModel;
    d.lookFor = kLookFor;
    d.stepNoun = "bucket";
    d.title = "Overlap SGD";
    d.summary = "Start sending each bucket of gradients while the backward pass is still computing the earlier layers.";
    d.params = paramTable<OverlapParams>().defs();
    d.run = [](const ParamSet &p, const RunContext &ctx) { return runOverlap(overlapConfig(p), ctx); };
    d.check = [](const ParamSet &p) { (void)overlapConfig(p); };
    d.schema = traceSchemaOf<OverlapTrace>();
    d.largeParams = {{paramKey(&OverlapParams::layers), "200"}, {paramKey(&OverlapParams::workers), "1024"}};
    return d;
}

} // namespace sgd
