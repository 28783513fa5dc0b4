// Backup workers (issue 15 item 4): the narration carries the round's worked numbers (who was
// dropped, the time and waiting saved, the samples lost, the update) and the comparison with plain
// sync, async and the hybrid; the canvas writes the same numbers; the layouts stay inside the canvas
// and do not overlap; the step table names real frame fields.

#include "painter_test_support.h"
#include "ui/render/draw.h"
#include "ui/render/number_format.h"
#include "ui/render/scenes/backup-workers/backup_workers_layout.h"

#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using testing::narrationText;

namespace {
QString n(double v)
{
    return testing::plainMinus(ui::formatNumber(v));
}
} // namespace

class TestBackupWorkersPainter : public QObject {
    Q_OBJECT
private slots:
    void narrationCarriesTheRound()
    {
        const Trace t = testing::sceneTrace("backup-workers");
        const BackupWorkersTrace &bt = typedTrace<BackupWorkersTrace>(t);
        const BackupWorkersRound &f = bt.frames[2];
        const QString text = narrationText(t, 2);
        qInfo().noquote() << text;
        QVERIFY(text.contains(QStringLiteral("Round 2.")));
        QVERIFY(text.contains(QStringLiteral("dropped: W4")));
        QVERIFY(text.contains(QStringLiteral("W4 3 s")));
        QVERIFY(text.contains(QStringLiteral("closed at t = 2 when gradient 3 of 4 arrived")));
        QVERIFY(text.contains(QStringLiteral("opened at t = 4: 2 s saved")));
        QVERIFY(text.contains(QStringLiteral("waiting 0 s instead of 6 s (6 s saved)")));
        QVERIFY(text.contains(QStringLiteral("Samples lost: 1 this round, 2 of 8 so far")));
        QVERIFY(text.contains(n(f.aggregated)));
        QVERIFY(text.contains(QStringLiteral("= ") + n(f.w_next)));
        QVERIFY(text.contains(QStringLiteral("plain sync at t = 6, ") + n(f.sync_excess)));
        QVERIFY(text.contains(n(f.async_excess)));
        QVERIFY(text.contains(n(f.hybrid_excess)));
        QVERIFY(text.contains(QStringLiteral("it switches at t = 9")));
        QVERIFY(narrationText(t, 0).contains(QStringLiteral("Predict")));
        const QString end = narrationText(t, 12);
        QVERIFY(end.contains(QStringLiteral("async since t = 9")));
        QVERIFY(end.contains(n(bt.summary.w_best_kept)));
        QVERIFY(end.contains(n(bt.meta.w_best)));
        QVERIFY(end.contains(QStringLiteral("12 rounds in 12 s instead of 36 s")));
    }

    void plainSyncSaysItWaits()
    {
        const Trace t = testing::sceneTrace("backup-workers", {{"backups", "0"}});
        const QString text = narrationText(t, 1);
        QVERIFY(text.contains(QStringLiteral("it closes at t = 3; the workers wait 6 s in all")));
        QVERIFY(text.contains(QStringLiteral("Samples lost: 0 this round")));
    }

    void canvasWritesTheRound()
    {
        const Trace t = testing::sceneTrace("backup-workers");
        const testing::SvgText text =
            testing::svgText(renderFrameSvg(t, 1, Style::light(), {1920, 1080}, {}, QStringLiteral("round")));
        QVERIFY(text.contains(QStringLiteral("closes t = 1")));
        QVERIFY(text.contains(QStringLiteral("plain barrier t = 3")));
        QVERIFY(text.contains(QStringLiteral("dropped")));
        QVERIFY(text.contains(QStringLiteral("Waiting: 0 s instead of 6 s, 6 s saved")));
        const testing::SvgText ledger =
            testing::svgText(renderFrameSvg(t, 12, Style::light(), {1920, 1080}, {}, QStringLiteral("ledger")));
        QVERIFY(ledger.contains(QStringLiteral("36 s")));
        QVERIFY(ledger.contains(QStringLiteral("12 s (24 s saved)")));
        QVERIFY(ledger.contains(QStringLiteral("36 (12 lost)")));
        const testing::SvgText hybrid =
            testing::svgText(renderFrameSvg(t, 5, Style::light(), {1920, 1080}, {}, QStringLiteral("hybrid")));
        QVERIFY(hybrid.contains(QStringLiteral("switch to async")));
    }

    /// Plain sync ends closer to the best than the log axis reaches: its head is a triangle at the
    /// axis's foot with its real value, never a dot that reads as the floor's 10^-8.
    void aHeadBelowTheAxisSaysItsValue()
    {
        const Trace t = testing::sceneTrace("backup-workers");
        const BackupWorkersTrace &bt = typedTrace<BackupWorkersTrace>(t);
        const int last = int(bt.frames.size()) - 1;
        const double below = bt.frames.back().sync_excess;
        QVERIFY2(below > 0 && below < 1e-8, qPrintable(QString::number(below)));
        const QString label = draw::sci(below) + QStringLiteral(" ↓");
        for (const char *view : {"loss", "hybrid"}) {
            const testing::SvgText text =
                testing::svgText(renderFrameSvg(t, last, Style::light(), {1920, 1080}, {}, QLatin1String(view)));
            QVERIFY2(text.contains(label), qPrintable(label + QStringLiteral(" not in ") + QLatin1String(view)));
        }
        // Early on the run is still above the floor: no such label.
        QVERIFY(!testing::svgText(renderFrameSvg(t, 2, Style::light(), {1920, 1080}, {}, QStringLiteral("loss")))
                     .contains(QStringLiteral("↓")));
    }

    void layoutsStayInsideTheCanvas_data() { testing::addViewSizeRows(viewNames<backup_workers::BackupWorkersView>()); }
    void layoutsStayInsideTheCanvas()
    {
        QFETCH(QString, view);
        QFETCH(QSize, size);
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const Style s = Style::light();
        const backup_workers::BackupWorkersView v = viewNamed<backup_workers::BackupWorkersView>(view);
        const backup_workers::Layout L = backup_workers::layoutFor(area, s, v);
        const QList<QRectF> panels{L.round, L.ledger, L.loss, L.hybrid};
        int shown = 0;
        for (const QRectF &r : panels) {
            shown += r.isEmpty() ? 0 : 1;
            QVERIFY(r.isEmpty() || area.contains(r));
            QVERIFY(r.isEmpty() || r.top() >= L.readout.bottom());
        }
        QCOMPARE(shown, view == QLatin1String("scene") ? 4 : 1);
        for (int i = 0; i < panels.size(); ++i)
            for (int j = i + 1; j < panels.size(); ++j)
                QVERIFY(!panels[i].intersects(panels[j]));
        if (!L.round.isEmpty()) {
            const Style zoomed = backup_workers::panelStyle(v, s, L.round, 16);
            const backup_workers::Lanes lanes = backup_workers::lanesFor(L.round, zoomed, 16, 3.0);
            QCOMPARE(int(lanes.lane.size()), 16);
            for (const QRectF &lane : lanes.lane)
                QVERIFY(L.round.contains(lane));
            QVERIFY(lanes.axis.bottom() <= L.round.bottom() + 0.5);
            QCOMPARE(lanes.x(3.0), lanes.plot.right());
        }
        if (!L.ledger.isEmpty())
            for (const backup_workers::LedgerRow &row :
                 backup_workers::ledgerRows(L.ledger, backup_workers::panelStyle(v, s, L.ledger, 4))) {
                QVERIFY(L.ledger.contains(row.syncBar) && L.ledger.contains(row.backupBar));
                QVERIFY(!row.syncBar.intersects(row.backupBar) && row.label.bottom() <= row.syncBar.top());
            }
    }
};

QTEST_MAIN(TestBackupWorkersPainter)
#include "tst_backup_workers_painter.moc"
