#include "drifting_stream_trace.h"

#include <QtGlobal>

namespace sgd {

const std::vector<DriftLearner> &driftLearners()
{
    using F = DriftingStreamStep;
    using S = DriftingStreamSummary;
    static const std::vector<DriftLearner> learners{
        {"async", QT_TRANSLATE_NOOP("sgd::core", "async workers"), &F::async_x, &F::async_y, &F::async_error, &S::before_async,
         &S::at_drift_async, &S::recover_async, &S::mean_async, &S::max_async},
        {"stale", QT_TRANSLATE_NOOP("sgd::core", "async, high staleness"), &F::stale_x, &F::stale_y, &F::stale_error,
         &S::before_stale, &S::at_drift_stale, &S::recover_stale, &S::mean_stale, &S::max_stale},
        {"batch", QT_TRANSLATE_NOOP("sgd::core", "batch retraining"), &F::batch_x, &F::batch_y, &F::batch_error, &S::before_batch,
         &S::at_drift_batch, &S::recover_batch, &S::mean_batch, &S::max_batch},
    };
    return learners;
}

template <> const FieldTable<DriftingStreamStep> &fieldTable<DriftingStreamStep>()
{
    using S = DriftingStreamStep;
    static const FieldTable<S> table(
        "DriftingStreamStep",
        {
            field(&S::step, "step", "", "Frame index: frame n is the state at time n."),
            field(&S::time, "time", "ticks", "Stream time of this frame."),
            field(&S::opt_x, "opt_x", "", "First coordinate of the stream's optimum w* right now."),
            field(&S::opt_y, "opt_y", "", "Second coordinate of the optimum."),
            field(&S::async_x, "async_x", "", "First coordinate of the async workers' served model."),
            field(&S::async_y, "async_y", "", "Its second coordinate."),
            field(&S::async_error, "async_error", "",
                  "Tracking error of the async model: its distance to the optimum right now."),
            field(&S::stale_x, "stale_x", "", "First coordinate of the high-staleness async model."),
            field(&S::stale_y, "stale_y", "", "Its second coordinate."),
            field(&S::stale_error, "stale_error", "", "Tracking error of the high-staleness model."),
            field(&S::batch_x, "batch_x", "", "First coordinate of the batch model (the last retrain's fit)."),
            field(&S::batch_y, "batch_y", "", "Its second coordinate."),
            field(&S::batch_error, "batch_error", "", "Tracking error of the batch model."),
            field(&S::async_updates, "async_updates", "", "Gradients the async server has applied so far."),
            field(&S::stale_updates, "stale_updates", "", "Gradients the high-staleness server has applied so far."),
            field(&S::async_staleness, "async_staleness", "",
                  "Mean staleness (updates between read and apply) of the async gradients applied in this tick; 0 when none."),
            field(&S::stale_staleness, "stale_staleness", "", "The same for the high-staleness server."),
            field(&S::retrained, "retrained", "", "1 when the batch model was refitted at this tick."),
            field(&S::drifting, "drifting", "", "1 once the drift has begun."),
        });
    return table;
}

template <> const FieldTable<DriftingStreamMeta> &fieldTable<DriftingStreamMeta>()
{
    using S = DriftingStreamMeta;
    static const FieldTable<S> table(
        "DriftingStreamMeta",
        {
            field(&S::drift, "drift", "", "shift: the optimum jumps once; rotation: it turns steadily round the origin.",
                  {"shift", "rotation"}),
            field(&S::drift_time, "drift_time", "ticks",
                  "When the drift begins (the last tick when the run is shorter than the drift_time asked for)."),
            field(&S::shift_angle, "shift_angle", "degrees", "How far round the origin the optimum jumps at a shift."),
            field(&S::turn_rate, "turn_rate", "degrees", "How far it turns per tick during a rotation."),
            field(&S::radius, "radius", "", "The optimum's distance from the origin."),
            field(&S::start_angle, "start_angle", "degrees", "The optimum's direction before the drift."),
            field(&S::jump, "jump", "", "How far the optimum moves at a shift: 2 radius sin(angle / 2)."),
            field(&S::drift_speed, "drift_speed", "", "How far the optimum moves per tick during a rotation."),
            field(&S::workers, "workers", "", "Async workers K attached to the stream."),
            field(&S::high_staleness_workers, "high_staleness_workers", "",
                  "Workers of the high-staleness variant (each stale_workers / K times slower; about the same updates per "
                  "tick, see Model)."),
            field(&S::compute_time, "compute_time", "ticks",
                  "Time an async worker needs per gradient (the slowest takes 25% longer)."),
            field(&S::stale_compute_time, "stale_compute_time", "ticks", "The same for a high-staleness worker."),
            field(&S::eta, "eta", "", "Learning rate of both async servers."),
            field(&S::batch, "batch", "", "Examples per micro-batch."),
            field(&S::noise, "noise", "", "Standard deviation of the label noise."),
            field(&S::refit_interval, "refit_interval", "ticks",
                  "The batch model is refitted every this many ticks on the window since the last fit."),
            field(&S::stream_rate, "stream_rate", "",
                  "Micro-batches the stream produces per tick (the batch learner keeps them all)."),
            field(&S::retrain_times, "retrain_times", "ticks", "When the batch model was refitted."),
            field(&S::tolerance, "tolerance", "", "A learner has recovered when its tracking error is back at or below this."),
            field(&S::start_x, "start_x", "",
                  "First coordinate of the model every learner starts from: the fit to the history before time 0."),
            field(&S::start_y, "start_y", "", "Its second coordinate."),
            field(&S::seed, "seed", "", "Seed of the stream's examples and noise."),
        });
    return table;
}

template <> const FieldTable<DriftingStreamSummary> &fieldTable<DriftingStreamSummary>()
{
    using S = DriftingStreamSummary;
    static const FieldTable<S> table(
        "DriftingStreamSummary",
        {
            field(&S::diverged, "diverged", "", "1 when a server's model ran away (it is held at its last value)."),
            field(&S::before_async, "before_async", "", "Async tracking error one tick before the drift."),
            field(&S::before_stale, "before_stale", "", "The same for the high-staleness model."),
            field(&S::before_batch, "before_batch", "", "The same for the batch model."),
            field(&S::at_drift_async, "at_drift_async", "", "Async tracking error at the drift's tick."),
            field(&S::at_drift_stale, "at_drift_stale", "", "The same for the high-staleness model."),
            field(&S::at_drift_batch, "at_drift_batch", "", "The same for the batch model."),
            field(&S::recover_async, "recover_async", "ticks",
                  "Ticks from the drift until the async error, once beyond the tolerance, is back within it for 5 ticks in a row "
                  "(0: it never left; absent: it never came back)."),
            field(&S::recover_stale, "recover_stale", "ticks", "The same for the high-staleness model."),
            field(&S::recover_batch, "recover_batch", "ticks", "The same for the batch model."),
            field(&S::mean_async, "mean_async", "", "Mean async tracking error from the drift to the end."),
            field(&S::mean_stale, "mean_stale", "", "The same for the high-staleness model."),
            field(&S::mean_batch, "mean_batch", "", "The same for the batch model."),
            field(&S::max_async, "max_async", "", "Largest async tracking error from the drift to the end."),
            field(&S::max_stale, "max_stale", "", "The same for the high-staleness model."),
            field(&S::max_batch, "max_batch", "", "The same for the batch model."),
            field(&S::next_retrain, "next_retrain", "ticks", "The first retrain after the drift; absent: none in the run."),
            field(&S::batch_before_retrain, "batch_before_retrain", "", "Batch tracking error one tick before that retrain."),
            field(&S::batch_after_retrain, "batch_after_retrain", "", "Batch tracking error right after it."),
            field(&S::async_first, "async_first", "",
                  "1 when the async model was back within the tolerance before the batch model's first retrain after the drift "
                  "(or no retrain came)."),
            field(&S::staleness_async, "staleness_async", "", "Mean staleness of all async gradients."),
            field(&S::staleness_stale, "staleness_stale", "", "Mean staleness of all high-staleness gradients."),
            field(&S::updates_async, "updates_async", "", "Gradients the async server applied in the run."),
            field(&S::updates_stale, "updates_stale", "", "Gradients the high-staleness server applied."),
            field(&S::message, "message", "", "One sentence on the run."),
        });
    return table;
}

} // namespace sgd
