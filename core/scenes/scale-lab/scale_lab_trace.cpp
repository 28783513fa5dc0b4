#include "scale_lab_trace.h"

#include <stdexcept>

namespace sgd {

namespace {

using C = ScaleLabCheckpoint;

const std::vector<std::string> kLosses = {"least-squares", "logistic"};

} // namespace

const ScaleLabDesignFields &scaleLabFields(const std::string &design)
{
    static const ScaleLabDesignFields sync{&C::sync_loss, &C::sync_time, &C::sync_updates, &C::sync_bytes, nullptr};
    static const ScaleLabDesignFields async{&C::async_loss, &C::async_time, &C::async_updates, &C::async_bytes,
                                            &C::async_mean_staleness};
    static const ScaleLabDesignFields dec{&C::decentralized_loss, &C::decentralized_time, &C::decentralized_updates,
                                          &C::decentralized_bytes, &C::decentralized_disagreement};
    static const ScaleLabDesignFields quant{&C::quantized_loss, &C::quantized_time, &C::quantized_updates, &C::quantized_bytes,
                                            &C::quantized_relative_error};
    if (design == "sync")
        return sync;
    if (design == "async")
        return async;
    if (design == "decentralized")
        return dec;
    if (design == "quantized")
        return quant;
    throw std::invalid_argument("the scale lab has no design '" + design + "'");
}

std::optional<ScaleLabPoint> scaleLabPoint(const ScaleLabCheckpoint &c, const std::string &design)
{
    const ScaleLabDesignFields &f = scaleLabFields(design);
    if (!(c.*f.loss) || !(c.*f.time) || !(c.*f.updates) || !(c.*f.bytes))
        return std::nullopt;
    return ScaleLabPoint{*(c.*f.loss), *(c.*f.time), *(c.*f.updates), *(c.*f.bytes)};
}

template <> const FieldTable<ScaleLabCheckpoint> &fieldTable<ScaleLabCheckpoint>()
{
    static const FieldTable<C> table(
        "ScaleLabCheckpoint",
        {
            field(&C::step, "step", "", "Checkpoint: 0 is the start, n is after n synchronous rounds (async: n K updates).")
                .within(0, kTraceMaxCount),
            field(&C::sync_loss, "sync_loss", "", "Synchronous SGD: the loss over all rows.").within(0, kTraceMagnitude),
            field(&C::sync_time, "sync_time", "s", "Synchronous SGD: the simulated cluster's wall-clock so far.")
                .within(0, kTraceMagnitude),
            field(&C::sync_updates, "sync_updates", "", "Synchronous SGD: model updates so far.").within(0, kTraceMagnitude),
            field(&C::sync_bytes, "sync_bytes", "bytes", "Synchronous SGD: bytes moved over the network so far.")
                .within(0, kTraceMagnitude),
            field(&C::async_loss, "async_loss", "", "Asynchronous SGD: the loss over all rows.").within(0, kTraceMagnitude),
            field(&C::async_time, "async_time", "s", "Asynchronous SGD: the simulated cluster's wall-clock so far.")
                .within(0, kTraceMagnitude),
            field(&C::async_updates, "async_updates", "", "Asynchronous SGD: model updates so far.").within(0, kTraceMagnitude),
            field(&C::async_bytes, "async_bytes", "bytes", "Asynchronous SGD: bytes moved over the network so far.")
                .within(0, kTraceMagnitude),
            field(&C::async_mean_staleness, "async_mean_staleness", "updates",
                  "Asynchronous SGD: how many updates old a gradient was on average when it landed.")
                .within(0, kTraceMagnitude),
            field(&C::decentralized_loss, "decentralized_loss", "", "Decentralized SGD: the loss of the nodes' average model.")
                .within(0, kTraceMagnitude),
            field(&C::decentralized_time, "decentralized_time", "s",
                  "Decentralized SGD: the simulated cluster's wall-clock so far.")
                .within(0, kTraceMagnitude),
            field(&C::decentralized_updates, "decentralized_updates", "", "Decentralized SGD: local model updates so far.")
                .within(0, kTraceMagnitude),
            field(&C::decentralized_bytes, "decentralized_bytes", "bytes",
                  "Decentralized SGD: bytes moved over the network so far.")
                .within(0, kTraceMagnitude),
            field(&C::decentralized_disagreement, "decentralized_disagreement", "",
                  "Decentralized SGD: root mean square distance of the nodes' models from their average.")
                .within(0, kTraceMagnitude),
            field(&C::quantized_loss, "quantized_loss", "", "Quantized SGD: the loss over all rows.").within(0, kTraceMagnitude),
            field(&C::quantized_time, "quantized_time", "s", "Quantized SGD: the simulated cluster's wall-clock so far.")
                .within(0, kTraceMagnitude),
            field(&C::quantized_updates, "quantized_updates", "", "Quantized SGD: model updates so far.")
                .within(0, kTraceMagnitude),
            field(&C::quantized_bytes, "quantized_bytes", "bytes", "Quantized SGD: bytes moved over the network so far.")
                .within(0, kTraceMagnitude),
            field(&C::quantized_relative_error, "quantized_relative_error", "",
                  "Quantized SGD: the error of the last sent gradients relative to their size.")
                .within(0, kTraceMagnitude),
        });
    return table;
}

template <> const FieldTable<ScaleLabCurve> &fieldTable<ScaleLabCurve>()
{
    using S = ScaleLabCurve;
    static const FieldTable<S> table(
        "ScaleLabCurve",
        {
            field(&S::design, "design", "", "The design this curve belongs to.", scaleLabDesigns()),
            field(&S::loss, "loss", "", "The loss at every checkpoint.").within(0, kTraceMagnitude),
            field(&S::time, "time", "s", "The simulated wall-clock at every checkpoint.").within(0, kTraceMagnitude),
            field(&S::updates, "updates", "", "Model updates at every checkpoint.").within(0, kTraceMagnitude),
            field(&S::bytes, "bytes", "bytes", "Bytes moved at every checkpoint.").within(0, kTraceMagnitude),
            field(&S::diverged_at, "diverged_at", "", "The checkpoint from which the loss ran away and is held at a cap.")
                .within(0, kTraceMaxCount),
            field(&S::fp32_loss, "fp32_loss", "",
                  "With X kept in 16 bits: the loss at every checkpoint of the same design run on float32 X.")
                .within(0, kTraceMagnitude),
            field(&S::fp32_gap, "fp32_gap", "", "With X kept in 16 bits: (loss - fp32_loss) / fp32_loss at every checkpoint."),
        });
    return table;
}

template <> const FieldTable<ScaleLabMeta> &fieldTable<ScaleLabMeta>()
{
    using S = ScaleLabMeta;
    static const FieldTable<S> table(
        "ScaleLabMeta",
        {
            field(&S::backend, "backend", "", "What computed the gradients, and why the CPU did when a GPU was allowed."),
            field(&S::storage, "storage", "",
                  "How the backend kept X: float32, bfloat16 or float16 (float32 sums); traces from before it are float32.",
                  scaleLabStorages()),
            field(&S::surface, "surface", "", "L(w, b) of the line w x + b on the lecture's four points, rows b, columns w."),
            field(&S::surface_w_min, "surface_w_min", "", "The surface's first w."),
            field(&S::surface_w_max, "surface_w_max", "", "The surface's last w."),
            field(&S::surface_b_min, "surface_b_min", "", "The surface's first b."),
            field(&S::surface_b_max, "surface_b_max", "", "The surface's last b."),
            field(&S::surface_eta, "surface_eta", "", "The learning rate of the two surface paths."),
            field(&S::path_bias_w, "path_bias_w", "", "Synchronous SGD on (w, b): w at every path step."),
            field(&S::path_bias_b, "path_bias_b", "", "Synchronous SGD on (w, b): b at every path step."),
            field(&S::path_bias_loss, "path_bias_loss", "", "Synchronous SGD on (w, b): the loss at every path step."),
            field(&S::path_nobias_w, "path_nobias_w", "", "Synchronous SGD on w alone (b = 0): w at every path step."),
            field(&S::path_nobias_loss, "path_nobias_loss", "", "Synchronous SGD on w alone: the loss at every path step."),
            field(&S::surface_best_w, "surface_best_w", "", "The w of the surface's lowest point."),
            field(&S::surface_best_b, "surface_best_b", "", "The b of the surface's lowest point."),
            field(&S::surface_nobias_w, "surface_nobias_w", "", "The best w on the line b = 0: sum x y / sum x^2."),
            field(&S::loss, "loss", "", "The model every design trains.", kLosses),
            field(&S::decentralized_round_bytes, "decentralized_round_bytes", "bytes", "Bytes one gossip round moves.")
                .within(0, kTraceMagnitude),
            field(&S::workers, "workers", "", "Workers K, one zone each.").within(1, kTraceMaxWorkers),
            field(&S::rows, "rows", "", "Rows N over all zones.").within(1, kTraceMaxCount),
            field(&S::features, "features", "", "Features d per row.").within(1, kTraceMaxCount),
            field(&S::model_bytes, "model_bytes", "bytes", "The size of one model or gradient in float32.")
                .within(0, kTraceMagnitude),
            field(&S::quantized_message_bytes, "quantized_message_bytes", "bytes", "The size of one quantized gradient.")
                .within(0, kTraceMagnitude),
            field(&S::shard_sizes, "shard_sizes", "", "Rows held by each worker.").within(0, kTraceMaxCount),
            field(&S::worker_speeds, "worker_speeds", "", "Each worker's speed: 1 at full speed, less for a straggler.")
                .within(0, 1),
            field(&S::slowest_compute_s, "slowest_compute_s", "s", "The slowest worker's compute time for one gradient.")
                .within(0, kTraceMagnitude),
            field(&S::curves, "curves", "", "Every design's curve, in the order the designs were asked for."),
        });
    return table;
}

template <> const FieldTable<ScaleLabFinal> &fieldTable<ScaleLabFinal>()
{
    using S = ScaleLabFinal;
    static const FieldTable<S> table(
        "ScaleLabFinal",
        {
            field(&S::design, "design", "", "The design.", scaleLabDesigns()),
            field(&S::loss, "loss", "", "The loss at the last checkpoint.").within(0, kTraceMagnitude),
            field(&S::time, "time", "s", "The simulated wall-clock at the last checkpoint.").within(0, kTraceMagnitude),
            field(&S::bytes, "bytes", "bytes", "Bytes moved by the last checkpoint.").within(0, kTraceMagnitude),
            field(&S::updates, "updates", "", "Model updates by the last checkpoint.").within(0, kTraceMagnitude),
            field(&S::fp32_loss, "fp32_loss", "", "With X kept in 16 bits: the same design's last loss on float32 X.")
                .within(0, kTraceMagnitude),
        });
    return table;
}

template <> const FieldTable<ScaleLabSummary> &fieldTable<ScaleLabSummary>()
{
    using S = ScaleLabSummary;
    static const FieldTable<S> table(
        "ScaleLabSummary",
        {
            field(&S::backend, "backend", "", "What computed the gradients, in a few words."),
            field(&S::rows_computed, "rows_computed", "", "Rows whose gradient terms this machine computed.")
                .within(0, kTraceMagnitude),
            field(&S::compute_seconds, "compute_seconds", "s", "The real time this machine spent on them.")
                .within(0, kTraceMagnitude),
            field(&S::throughput_rows_per_s, "throughput_rows_per_s", "rows/s", "Rows per second of real gradient work.")
                .within(0, kTraceMagnitude),
            field(&S::fp32_throughput_rows_per_s, "fp32_throughput_rows_per_s", "rows/s",
                  "With X kept in 16 bits: rows per second of the same runs on float32 X.")
                .within(0, kTraceMagnitude),
            field(&S::finals, "finals", "", "Every design at its last checkpoint."),
            field(&S::diverged, "diverged", "", "1 when a design's loss ran away."),
            field(&S::message, "message", "", "Which designs ran away, and what to try."),
        });
    return table;
}

} // namespace sgd
