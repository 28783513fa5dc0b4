#include "backup_workers_trace.h"

namespace sgd {

template <> const FieldTable<BackupWorkersRound> &fieldTable<BackupWorkersRound>()
{
    using S = BackupWorkersRound;
    static const FieldTable<S> table(
        "BackupWorkersRound",
        {
            field(&S::step, "step", "", "Frame index: 0 is the start, n the state after n rounds."),
            field(&S::round, "round", "", "The round this frame shows (0 = the start, before any round)."),
            field(&S::w, "w", "", "The weight every worker pulled at the start of the round."),
            field(&S::grads, "grads", "", "Each worker's gradient at w, one per worker; a dropped worker's is never used."),
            field(&S::durations, "durations", "s", "How long each worker's gradient took this round."),
            field(&S::dropped, "dropped", "", "The b workers cut off this round (the slowest), numbered from 1."),
            field(&S::aggregated, "aggregated", "", "The mean of the K - b gradients that arrived first."),
            field(&S::w_next, "w_next", "", "The weight after the round's one update, w - eta * aggregated."),
            field(&S::loss, "loss", "", "The loss over all shards at w."),
            field(&S::loss_next, "loss_next", "", "The loss over all shards at w_next."),
            field(&S::round_start, "round_start", "s", "When the round began on the simulated clock."),
            field(&S::close_time, "close_time", "s", "When the (K - b)-th gradient arrived and the round closed."),
            field(&S::full_barrier, "full_barrier", "s",
                  "When the last gradient would have arrived: where a plain barrier opens."),
            field(&S::time_saved, "time_saved", "s", "full_barrier - close_time: how much sooner the round closed."),
            field(&S::idle_full, "idle_full", "s", "The workers' waiting, added up, had the round waited for all K gradients."),
            field(&S::idle_round, "idle_round", "s", "The kept workers' waiting for the round to close, added up."),
            field(&S::idle_saved, "idle_saved", "s", "idle_full - idle_round: waiting the backup rule saved this round."),
            field(&S::compute_lost, "compute_lost", "s",
                  "Compute the dropped workers had spent when they were cut off, added up."),
            field(&S::used, "used", "", "Gradients (samples) used this round: K - b."),
            field(&S::lost, "lost", "", "Gradients (samples) dropped this round: b."),
            field(&S::time_saved_total, "time_saved_total", "s", "time_saved added up over the rounds so far."),
            field(&S::idle_saved_total, "idle_saved_total", "s", "idle_saved added up over the rounds so far."),
            field(&S::idle_total, "idle_total", "s", "idle_round added up over the rounds so far."),
            field(&S::compute_lost_total, "compute_lost_total", "s", "compute_lost added up over the rounds so far."),
            field(&S::used_total, "used_total", "", "Gradients used so far."),
            field(&S::lost_total, "lost_total", "", "Gradients dropped so far."),
            field(&S::excess_next, "excess_next", "", "The loss above the best after the round, loss_next - loss_best."),
            field(&S::sync_time, "sync_time", "s",
                  "The plain synchronous run (b = 0, the same compute times) after as many rounds: its clock."),
            field(&S::sync_excess, "sync_excess", "", "Its loss above the best."),
            field(&S::sync_idle_total, "sync_idle_total", "s", "Its workers' waiting at the barrier so far, added up."),
            field(&S::sync_used_total, "sync_used_total", "", "Its gradients used so far (all K every round)."),
            field(&S::async_time, "async_time", "s", "Pure async after as many gradients as n rounds hold (n K): its clock."),
            field(&S::async_excess, "async_excess", "", "Its loss above the best."),
            field(&S::hybrid_time, "hybrid_time", "s",
                  "The hybrid (plain sync rounds, then async) after as much work: its clock."),
            field(&S::hybrid_excess, "hybrid_excess", "", "Its loss above the best."),
            field(&S::hybrid_async, "hybrid_async", "", "1 once the hybrid has switched to async."),
        });
    return table;
}

template <> const FieldTable<BackupWorkersMeta> &fieldTable<BackupWorkersMeta>()
{
    using S = BackupWorkersMeta;
    static const FieldTable<S> table(
        "BackupWorkersMeta",
        {
            field(&S::workers, "workers", "", "The number of workers K."),
            field(&S::backups, "backups", "", "b: how many of the slowest gradients each round leaves out."),
            field(&S::data_x, "data_x", "", "Each worker's x."),
            field(&S::data_y, "data_y", "", "Each worker's y."),
            field(&S::compute_times, "compute_times", "s", "Each worker's time per gradient (the mean, with random times)."),
            field(&S::times, "times", "", "fixed: every gradient takes the worker's compute time; random: drawn around it.",
                  {"fixed", "random"}),
            field(&S::w0, "w0", "", "The weight every run starts from."),
            field(&S::w_best, "w_best", "", "The best single weight for all the shards."),
            field(&S::loss_best, "loss_best", "", "The loss at w_best; the curves show the loss above it."),
            field(&S::eta, "eta", "", "The synchronous rounds' step size."),
            field(&S::async_eta, "async_eta", "",
                  "The step size of every asynchronous update (pure async and the hybrid's async part)."),
            field(&S::warmup_rounds, "warmup_rounds", "", "The hybrid's plain synchronous rounds before it switches to async."),
            field(&S::switch_time, "switch_time", "s", "When the hybrid switched to async."),
            field(&S::switch_w, "switch_w", "", "The weight the hybrid's async part starts from."),
            field(&S::backup_times, "backup_times", "s", "The backup run: the clock at the start and after each round."),
            field(&S::backup_excess, "backup_excess", "", "The backup run: the loss above the best at those times."),
            field(&S::sync_times, "sync_times", "s", "The plain synchronous run: the clock at the start and after each round."),
            field(&S::sync_excess, "sync_excess", "", "The plain synchronous run: the loss above the best at those times."),
            field(&S::async_times, "async_times", "s",
                  "Pure async: the clock at the start and after its updates (long runs thinned)."),
            field(&S::async_excess, "async_excess", "", "Pure async: the loss above the best at those times."),
            field(&S::hybrid_times, "hybrid_times", "s",
                  "The hybrid: the clock after each warm-up round, then after its async updates."),
            field(&S::hybrid_excess, "hybrid_excess", "", "The hybrid: the loss above the best at those times."),
        });
    return table;
}

template <> const FieldTable<BackupWorkersSummary> &fieldTable<BackupWorkersSummary>()
{
    using S = BackupWorkersSummary;
    static const FieldTable<S> table(
        "BackupWorkersSummary",
        {
            field(&S::diverged, "diverged", "", "1 when a run's weight ran away (it is held at its last value)."),
            field(&S::rounds, "rounds", "", "The number of rounds in the trace."),
            field(&S::end_time, "end_time", "s", "When the backup run's last round closed."),
            field(&S::sync_end_time, "sync_end_time", "s", "When the plain synchronous run's last round closed."),
            field(&S::async_end_time, "async_end_time", "s", "When pure async applied its last gradient."),
            field(&S::hybrid_end_time, "hybrid_end_time", "s", "When the hybrid applied its last gradient."),
            field(&S::time_saved_total, "time_saved_total", "s", "Wall-clock time the backup rule saved over the run."),
            field(&S::idle_saved_total, "idle_saved_total", "s", "Worker waiting the backup rule saved over the run."),
            field(&S::compute_lost_total, "compute_lost_total", "s",
                  "Compute thrown away with the dropped gradients over the run."),
            field(&S::used_total, "used_total", "", "Gradients used over the run."),
            field(&S::lost_total, "lost_total", "", "Gradients dropped over the run."),
            field(&S::final_w, "final_w", "", "The backup run's weight after the last round."),
            field(&S::w_best_kept, "w_best_kept", "",
                  "The best weight for the gradients that were used (where the backup run is pulled to)."),
            field(&S::final_excess, "final_excess", "", "The backup run's loss above the best at the end."),
            field(&S::sync_final_excess, "sync_final_excess", "", "The plain synchronous run's loss above the best at its end."),
            field(&S::async_final_excess, "async_final_excess", "", "Pure async's loss above the best at its end."),
            field(&S::hybrid_final_excess, "hybrid_final_excess", "", "The hybrid's loss above the best at its end."),
            field(&S::sync_excess_at_end, "sync_excess_at_end", "",
                  "The plain synchronous run's loss above the best when the backup run ends."),
            field(&S::message, "message", "", "One sentence on the run."),
        });
    return table;
}

} // namespace sgd
