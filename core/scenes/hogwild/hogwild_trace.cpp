#include "hogwild_trace.h"

namespace sgd {

template <> const FieldTable<HogwildLane> &fieldTable<HogwildLane>()
{
    using S = HogwildLane;
    static const FieldTable<S> table(
        "HogwildLane", {
                           field(&S::updates, "updates", "", "Examples this thread applied since the previous snapshot.")
                               .within(0, kTraceMagnitude),
                           field(&S::collisions, "collisions", "",
                                 "Its coordinate writes since the previous snapshot that came after another thread had written "
                                 "the same coordinate since it was read.")
                               .within(0, kTraceMagnitude),
                           field(&S::writes, "writes", "", "The coordinates of its latest writes (up to 64), oldest first.")
                               .within(0, kTraceMaxCount),
                           field(&S::collided, "collided", "",
                                 "Coordinates where its writes collided since the previous snapshot (up to 32), oldest first.")
                               .within(0, kTraceMaxCount),
                       });
    return table;
}

template <> const FieldTable<HogwildSnapshot> &fieldTable<HogwildSnapshot>()
{
    using S = HogwildSnapshot;
    static const FieldTable<S> table(
        "HogwildSnapshot",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the n-th snapshot of the running threads.")
                .within(0, kTraceMaxCount),
            field(&S::time_ms, "time_ms", "ms",
                  "Measured wall-clock time since the threads started, when this snapshot was read: never less than the snapshot "
                  "before, never past the run's total_ms (a thread takes its last snapshot before it stamps its end).")
                .within(0, kTraceMaxTime),
            field(&S::updates, "updates", "", "Examples applied by all threads together so far.").within(0, kTraceMagnitude),
            field(&S::loss, "loss", "", "Mean squared-error loss (halved) of the snapshot's weights over all examples.")
                .within(0, kTraceMagnitude),
            field(&S::collisions, "collisions", "",
                  "Colliding coordinate writes so far: the coordinate's version stamp moved between the thread's read and its "
                  "write.")
                .within(0, kTraceMagnitude),
            field(&S::collision_rate, "collision_rate", "", "Colliding writes as a fraction of all coordinate writes so far.")
                .within(0, 1),
            field(&S::w_cells, "w_cells", "",
                  "The shared weight vector as read at the snapshot, averaged over cells of neighbouring coordinates."),
            field(&S::lanes, "lanes", "", "One entry per thread: what it wrote since the previous snapshot."),
        });
    return table;
}

template <> const FieldTable<HogwildCurve> &fieldTable<HogwildCurve>()
{
    using S = HogwildCurve;
    static const FieldTable<S> table(
        "HogwildCurve",
        {
            field(&S::mode, "mode", "", "How the threads share the weights.", hogwildModes()),
            field(&S::threads, "threads", "", "Threads of this run.").within(1, kTraceMaxWorkers),
            field(&S::time_ms, "time_ms", "ms", "Measured time of each snapshot, the start first.").within(0, kTraceMaxTime),
            field(&S::loss, "loss", "", "The loss at each snapshot.").within(0, kTraceMagnitude),
            field(&S::total_ms, "total_ms", "ms", "Measured time of the whole run.").within(0, kTraceMaxTime),
            field(&S::updates_per_s, "updates_per_s", "1/s", "Examples applied per second over the run.")
                .within(0, kTraceMagnitude),
            field(&S::collision_rate, "collision_rate", "", "Colliding writes as a fraction of all coordinate writes.")
                .within(0, 1),
            field(&S::final_loss, "final_loss", "", "The loss when all threads had finished.").within(0, kTraceMagnitude),
        });
    return table;
}

template <> const FieldTable<HogwildThroughput> &fieldTable<HogwildThroughput>()
{
    using S = HogwildThroughput;
    static const FieldTable<S> table(
        "HogwildThroughput",
        {
            field(&S::threads, "threads", "", "Threads running at once.").within(1, kTraceMaxWorkers),
            field(&S::lock_free_per_s, "lock_free_per_s", "1/s", "Examples applied per second without locks.")
                .within(0, kTraceMagnitude),
            field(&S::global_lock_per_s, "global_lock_per_s", "1/s",
                  "Examples applied per second with one global lock around each update.")
                .within(0, kTraceMagnitude),
            field(&S::lock_free_collision_rate, "lock_free_collision_rate", "",
                  "Colliding writes as a fraction of all writes, without locks.")
                .within(0, 1),
        });
    return table;
}

template <> const FieldTable<HogwildDensityPoint> &fieldTable<HogwildDensityPoint>()
{
    using S = HogwildDensityPoint;
    static const FieldTable<S> table(
        "HogwildDensityPoint",
        {
            field(&S::density, "density", "", "Fraction of the features each example touches.").within(0, 1),
            field(&S::nnz, "nnz", "", "Features each example touches.").within(0, kTraceMaxCount),
            field(&S::updates, "updates", "",
                  "Updates the lock-free run made in the sweep time; the single thread then made as many.")
                .within(0, kTraceMagnitude),
            field(&S::collision_rate, "collision_rate", "",
                  "Colliding writes as a fraction of all writes, lock-free with the scene's threads.")
                .within(0, 1),
            field(&S::loss_start, "loss_start", "", "The loss at w = 0 on this density's data.").within(0, kTraceMagnitude),
            field(&S::loss_lock_free, "loss_lock_free", "", "The loss after the lock-free run.").within(0, kTraceMagnitude),
            field(&S::loss_single, "loss_single", "", "The loss after the same number of updates on one thread.")
                .within(0, kTraceMagnitude),
            field(&S::loss_excess, "loss_excess", "",
                  "How much higher the lock-free loss is than one thread's, as a fraction (negative: lower)."),
        });
    return table;
}

template <> const FieldTable<HogwildMeta> &fieldTable<HogwildMeta>()
{
    using S = HogwildMeta;
    static const FieldTable<S> table(
        "HogwildMeta",
        {
            field(&S::threads, "threads", "", "Threads of the lock-free and global-lock runs.").within(1, kTraceMaxWorkers),
            field(&S::features, "features", "", "Length d of the weight vector.").within(1, kTraceMaxCount),
            field(&S::examples, "examples", "", "Training examples n.").within(1, kTraceMaxCount),
            field(&S::nnz, "nnz", "", "Features each example touches.").within(0, kTraceMaxCount),
            field(&S::density, "density", "", "nnz / d.").within(0, 1),
            field(&S::epochs, "epochs", "", "Passes over the examples asked for.").within(0, kTraceMaxCount),
            field(&S::passes, "passes", "",
                  "Passes each run made: the epochs, or fewer where that would take more than 1e7 weight writes.")
                .within(0, kTraceMaxCount),
            field(&S::eta, "eta", "", "Learning rate."),
            field(&S::mode, "mode", "", "The run the frames show.", hogwildModes()),
            field(&S::rows, "rows", "",
                  "random: each example's features drawn from all d; disjoint: thread k's examples touch only its own block of "
                  "features.",
                  {"random", "disjoint"}),
            field(&S::seed, "seed", "", "Seed of the synthetic data (the timing is not seeded)."),
            field(&S::hardware_threads, "hardware_threads", "", "Hardware threads this machine reported.")
                .within(0, kTraceMaxCount),
            field(&S::cells, "cells", "", "Cells of w_cells.").within(0, kTraceMaxCount),
            field(&S::loss_start, "loss_start", "", "The loss at w = 0.").within(0, kTraceMagnitude),
            field(&S::loss_floor, "loss_floor", "", "The loss of the weights the data was made from (the label noise).")
                .within(0, kTraceMagnitude),
            field(&S::sweep_point_ms, "sweep_point_ms", "ms", "How long each point of the throughput sweep ran.")
                .within(0, kTraceMaxTime),
            field(&S::curves, "curves", "", "Loss against time of the three modes on the same data."),
            field(&S::throughput, "throughput", "", "Updates per second against thread count."),
            field(&S::density_sweep, "density_sweep", "", "Collisions and loss against density."),
        });
    return table;
}

template <> const FieldTable<HogwildSummary> &fieldTable<HogwildSummary>()
{
    using S = HogwildSummary;
    static const FieldTable<S> table(
        "HogwildSummary",
        {
            field(&S::diverged, "diverged", "", "1 when the weights ran away."),
            field(&S::final_loss, "final_loss", "", "The loss after the shown run.").within(0, kTraceMagnitude),
            field(&S::total_ms, "total_ms", "ms", "Measured time of the shown run.").within(0, kTraceMaxTime),
            field(&S::updates_per_s, "updates_per_s", "1/s", "Examples applied per second in the shown run.")
                .within(0, kTraceMagnitude),
            field(&S::collisions, "collisions", "", "Colliding writes in the shown run.").within(0, kTraceMagnitude),
            field(&S::collision_rate, "collision_rate", "", "Colliding writes as a fraction of all writes in the shown run.")
                .within(0, 1),
            field(&S::speedup, "speedup", "", "The single thread's time divided by the lock-free run's time.")
                .within(0, kTraceMagnitude),
            field(&S::message, "message", "", "One sentence on the run."),
        });
    return table;
}

} // namespace sgd
