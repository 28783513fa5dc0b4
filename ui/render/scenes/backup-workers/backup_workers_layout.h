#pragma once
// Geometry of the backup-workers scene, shared by its painter and its tests: the title, the
// readout, this round's lanes, the ledger (plain sync against the backup rule so far), the loss
// against time for b = 0 and b, and the hybrid's loss against time beside pure sync and async.

#include "core/scenes/backup-workers/backup_workers_trace.h"
#include "core/trace.h"
#include "ui/render/chart.h"
#include "ui/render/scene_views.h"
#include "ui/render/style.h"

#include <QRectF>
#include <QString>

#include <vector>

namespace sgd::ui::backup_workers {

/// The scene's views (`export --view NAME`), the default first: the whole canvas, then each part alone.
enum class BackupWorkersView { Scene, Round, Ledger, Loss, Hybrid };
inline constexpr ViewName<BackupWorkersView> kBackupWorkersViews[] = {{BackupWorkersView::Scene, "scene"},
                                                                      {BackupWorkersView::Round, "round"},
                                                                      {BackupWorkersView::Ledger, "ledger"},
                                                                      {BackupWorkersView::Loss, "loss"},
                                                                      {BackupWorkersView::Hybrid, "hybrid"}};
constexpr const auto &viewTable(BackupWorkersView)
{
    return kBackupWorkersViews;
}

struct Layout {
    QRectF title;
    QRectF readout;
    QRectF round;  ///< this round's lanes; empty when the view leaves it out
    QRectF ledger; ///< the three pairs of bars
    QRectF loss;   ///< loss against time, b = 0 and b
    QRectF hybrid; ///< loss against time, sync, async and the hybrid
};

/// Where everything of `view` goes on `area`, in the style already fitted to it (PaintScope's).
Layout layoutFor(const QRectF &area, const Style &fitted, BackupWorkersView view);

/// This round's lanes inside the panel `r` (under its caption): one lane per worker, a time axis.
struct Lanes {
    QRectF plot;              ///< where the bars go (time runs left to right)
    double labelW = 0;        ///< the worker names' column left of it
    double span = 1;          ///< seconds from the round's start to the plot's right edge
    std::vector<QRectF> lane; ///< one per worker, top to bottom
    QRectF axis;              ///< the time labels under the lanes
    double x(double seconds) const { return plot.left() + plot.width() * seconds / span; }
};
Lanes lanesFor(const QRectF &r, const Style &s, int workers, double span);
/// The longest round of the trace (start to the last gradient), so the lanes keep one scale.
double longestRound(const BackupWorkersTrace &tt);

/// The ledger's three rows (wall clock, waiting, gradients), each with a plain-sync bar and a backup bar.
struct LedgerRow {
    QRectF label, syncBar, backupBar; ///< the bars' full length: the largest value of the run
};
std::vector<LedgerRow> ledgerRows(const QRectF &r, const Style &s);

/// The style a panel draws with: the round's lanes and the ledger zoom in when alone on the canvas.
Style panelStyle(BackupWorkersView view, const Style &s, const QRectF &panel, int workers);

/// The runs with their heads at frame `index`; `revealUpTo` >= 0 (quiz mode, the frame shown): no
/// run drawn past its head, and the per-round ones cut by the chart component.
chart::Spec lossSpec(const Trace &trace, const Style &s, int index, int revealUpTo = -1);
chart::Spec hybridSpec(const Trace &trace, const Style &s, int index, int revealUpTo = -1);
/// The runs' colours: plain sync, backup, async, hybrid.
QColor syncColor(const Style &s);
QColor backupColor(const Style &s);
QColor asyncColor(const Style &s);
QColor hybridColor(const Style &s);

const BackupWorkersTrace &typed(const Trace &trace);

} // namespace sgd::ui::backup_workers
