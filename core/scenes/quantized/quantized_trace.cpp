#include "quantized_trace.h"

namespace sgd {

template <> const FieldTable<QuantizedRound> &fieldTable<QuantizedRound>()
{
    using S = QuantizedRound;
    static const FieldTable<S> table(
        "QuantizedRound",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n rounds."),
            field(&S::bits, "bits", "bits", "Bits per gradient value on the wire."),
            field(&S::w, "w", "", "The model's weights after the round."),
            field(&S::loss, "loss", "", "The mean squared-error loss over all workers' data."),
            field(&S::bytes_sent, "bytes_sent", "bytes", "Bytes every worker has sent so far, all together."),
            field(&S::quantization_error, "quantization_error", "",
                  "How much quantizing changed the gradients: the mean of |q(g) - g| / |g| over the workers."),
            field(&S::round_bytes, "round_bytes", "bytes", "Bytes sent in this round."),
            field(&S::ef_error_norm, "ef_error_norm", "",
                  "With error feedback: the largest length of what a worker carries over to the next round."),
            field(
                &S::grad_before, "grad_before", "",
                "The gradients of the first 8 workers (all of them when there are fewer) before quantizing, one row per worker."),
            field(&S::grad_after, "grad_after", "", "The same workers' gradients as sent, one row per worker."),
        });
    return table;
}

template <> const FieldTable<QuantizedCurve> &fieldTable<QuantizedCurve>()
{
    using S = QuantizedCurve;
    static const FieldTable<S> table("QuantizedCurve",
                                     {
                                         field(&S::bits, "bits", "bits", "The lecture bit width of this run."),
                                         field(&S::loss, "loss", "", "The loss after each round, the start first."),
                                         field(&S::bytes, "bytes", "bytes", "The bytes sent by then."),
                                     });
    return table;
}

template <> const FieldTable<SharedCode> &fieldTable<SharedCode>()
{
    using S = SharedCode;
    static const FieldTable<S> table(
        "SharedCode", {
                          field(&S::value, "value", "", "A value to send."),
                          field(&S::code, "code", "", "The code the quantizer sends for it (a level's number or a bit pattern)."),
                          field(&S::decoded, "decoded", "", "The value the receiver reads back from the code."),
                      });
    return table;
}

template <> const FieldTable<QuantizedMeta> &fieldTable<QuantizedMeta>()
{
    using S = QuantizedMeta;
    static const FieldTable<S> table(
        "QuantizedMeta",
        {
            field(&S::curves, "curves", "", "The same training with every lecture bit width, widest first."),
            field(&S::run_loss, "run_loss", "",
                  "This run's loss per round, when its quantizer is not the lecture's for its width."),
            field(&S::run_bytes, "run_bytes", "bytes", "The bytes this run has sent by each round (with run_loss)."),
            field(&S::demo_message, "demo_message", "", "Worker 1's first gradient, the example message."),
            field(&S::demo_message_quantized, "demo_message_quantized", "", "The example message as sent."),
            field(&S::demo_value, "demo_value", "", "The example message's first value."),
            field(&S::demo_scale, "demo_scale", "", "The example message's scale (its largest |value|, or its length for QSGD)."),
            field(&S::message_bytes, "message_bytes", "bytes", "The size of one quantized message."),
            field(&S::message_bytes_float32, "message_bytes_float32", "bytes", "The size of the same message in float32."),
            field(&S::bits_per_value, "bits_per_value", "bits", "Bits per value on the wire."),
            field(&S::demo_levels, "demo_levels", "", "The values the quantizer can send for the example message."),
            field(&S::demo_lower, "demo_lower", "", "The nearest level below the example value."),
            field(&S::demo_upper, "demo_upper", "", "The nearest level above the example value."),
            field(&S::demo_p_upper, "demo_p_upper", "", "The odds that stochastic rounding picks the upper level."),
            field(&S::demo_p_lower, "demo_p_lower", "", "The odds that stochastic rounding picks the lower level."),
            field(&S::demo_quantized, "demo_quantized", "", "The value sent for the example value."),
            field(&S::share, "share", "", "Two different values that are sent with one code."),
            field(&S::w_true, "w_true", "", "The weights the synthetic data was made from."),
            field(&S::workers, "workers", "", "How many workers send gradients."),
            field(&S::features, "features", "", "The length of the weight vector and of each message."),
            field(&S::scheme, "scheme", "", "The quantizer.", {"float32", "float16", "bfloat16", "uniform", "qsgd", "sign"}),
            field(&S::levels, "levels", "", "QSGD only: the levels per sign."),
            field(&S::rounding, "rounding", "", "How a value between two levels is rounded.", {"nearest", "stochastic"}),
            field(&S::error_feedback, "error_feedback", "", "1 when each worker adds what quantizing lost to its next gradient."),
        });
    return table;
}

template <> const FieldTable<QuantizedSummary> &fieldTable<QuantizedSummary>()
{
    using S = QuantizedSummary;
    static const FieldTable<S> table("QuantizedSummary",
                                     {
                                         field(&S::diverged, "diverged", "", "1 when the training ran away."),
                                         field(&S::final_loss, "final_loss", "", "The loss after the last round."),
                                         field(&S::bytes_sent, "bytes_sent", "bytes", "Bytes sent over the whole run."),
                                         field(&S::message_bytes, "message_bytes", "bytes", "The size of one quantized message."),
                                         field(&S::message, "message", "", "One sentence on the run."),
                                     });
    return table;
}

} // namespace sgd
