#pragma once
// The backup-workers painter's panels (backup_workers_panels.cpp), drawn by its paint().

#include "backup_workers_layout.h"
#include "ui/render/scene_painter.h"

#include <QPainter>

namespace sgd::ui::backup_workers {

/// This round on the clock: each worker's gradient, the round closing, the plain barrier.
void paintRound(QPainter &p, const QRectF &r, const BackupWorkersTrace &tt, int index, const Style &s);
/// Plain sync against the backup rule so far: wall clock, waiting, gradients used and lost.
void paintLedger(QPainter &p, const QRectF &r, const BackupWorkersTrace &tt, int index, const Style &s);
/// Loss against time for b = 0 and b, each run's head at this frame.
void paintLoss(QPainter &p, const QRectF &r, const Trace &trace, int index, const Style &s, int revealUpTo = -1);
/// Loss against time for plain sync, pure async and the hybrid, the switch marked.
void paintHybrid(QPainter &p, const QRectF &r, const Trace &trace, int index, const Style &s, int revealUpTo = -1);

} // namespace sgd::ui::backup_workers
