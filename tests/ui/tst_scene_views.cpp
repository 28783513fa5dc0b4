// Typed views and view toggles (render/scene_views.h): every painter's views() is its enum's
// table, every name goes to its enum value and back, an empty or unknown name is the default view,
// and a toggle that the options do not mention reads as its declared default.

#include "core/scenes.h"
#include "core/trace.h"
#include "render/scene_painter.h"
#include "render/scene_views.h"
#include "render/scenes/async-pitfalls/async_pitfalls_layout.h"
#include "render/scenes/async/async_layout.h"
#include "render/scenes/backup-workers/backup_workers_layout.h"
#include "render/scenes/decentralized/decentralized_layout.h"
#include "render/scenes/drifting-stream/drifting_stream_layout.h"
#include "render/scenes/hogwild/hogwild_layout.h"
#include "render/scenes/implicit-momentum/implicit_momentum_layout.h"
#include "render/scenes/mini-batch/mini_batch_layout.h"
#include "render/scenes/quantized/quantized_layout.h"
#include "render/scenes/scale-lab/scale_lab_layout.h"
#include "render/scenes/sharded-servers/sharded_servers_layout.h"
#include "render/scenes/single-weight/single_weight_layout.h"
#include "render/scenes/staleness-remedies/staleness_remedies_layout.h"
#include "render/scenes/sync/sync_layout.h"
#include "render/style.h"

#include <QSet>
#include <QTest>

#include <functional>
#include <map>

using namespace sgd;
using namespace sgd::ui;

namespace {

/// What one scene's view enum must satisfy; returns the first failure, or an empty string.
template <class V> QString checkViews(const QString &sceneId)
{
    const ScenePainter *painter = painterFor(sceneId);
    if (!painter)
        return QStringLiteral("%1: no painter").arg(sceneId);
    const QStringList names = viewNames<V>();
    if (painter->views() != names)
        return QStringLiteral("%1: views() %2, table %3").arg(sceneId, painter->views().join(u','), names.join(u','));
    if (names.isEmpty() || names.front() != QLatin1String("scene"))
        return QStringLiteral("%1: the default view is not called scene").arg(sceneId);
    const V fallback = viewTableOf<V>()[0].view;
    QSet<QString> seenNames;
    QSet<int> seenValues;
    for (const ViewName<V> &row : viewTableOf<V>()) {
        const QString name = QString::fromLatin1(row.name);
        if (seenNames.contains(name) || seenValues.contains(int(row.view)))
            return QStringLiteral("%1: %2 twice in the table").arg(sceneId, name);
        seenNames.insert(name);
        seenValues.insert(int(row.view));
        // name -> enum -> name, and enum -> name -> enum
        if (viewNamed<V>(name) != row.view || viewName(row.view) != name || viewNamed<V>(viewName(row.view)) != row.view)
            return QStringLiteral("%1: %2 does not round-trip").arg(sceneId, name);
        // the same through the narration options and a paint context
        if (viewIn<V>(withView({}, name)) != row.view)
            return QStringLiteral("%1: %2 lost in the narration options").arg(sceneId, name);
        const Trace trace;
        const PaintContext ctx{trace, 0, 0.0, Style::light(), {}, name};
        if (viewIn<V>(ctx) != row.view)
            return QStringLiteral("%1: %2 lost in the paint context").arg(sceneId, name);
    }
    // Empty, absent, unknown or differently spelled: the default (first) view.
    const QString unknown[] = {QString(), QStringLiteral("no-such-view"), QStringLiteral("Scene"), names.back().toUpper() + u'x'};
    for (const QString &other : unknown)
        if (viewNamed<V>(other) != fallback)
            return QStringLiteral("%1: '%2' is not the default view").arg(sceneId, other);
    if (viewIn<V>(QVariantMap{}) != fallback || viewIn<V>(withView({}, QStringLiteral("nope"))) != fallback)
        return QStringLiteral("%1: no view in the options is not the default").arg(sceneId);
    return {};
}

/// Every scene with views of its own, with the check for its enum.
const std::map<QString, std::function<QString(const QString &)>> &sceneViews()
{
    static const std::map<QString, std::function<QString(const QString &)>> all{
        {QStringLiteral("single-weight"), checkViews<SingleWeightView>},
        {QStringLiteral("mini-batch"), checkViews<MiniBatchView>},
        {QStringLiteral("sync"), checkViews<sync::SyncView>},
        {QStringLiteral("async"), checkViews<async::AsyncView>},
        {QStringLiteral("hogwild"), checkViews<hogwild::HogwildView>},
        {QStringLiteral("implicit-momentum"), checkViews<implicit_momentum::ImplicitMomentumView>},
        {QStringLiteral("staleness-remedies"), checkViews<staleness_remedies::StalenessRemediesView>},
        {QStringLiteral("backup-workers"), checkViews<backup_workers::BackupWorkersView>},
        {QStringLiteral("sharded-servers"), checkViews<sharded_servers::ShardedServersView>},
        {QStringLiteral("drifting-stream"), checkViews<drifting_stream::DriftingStreamView>},
        {QStringLiteral("async-pitfalls"), checkViews<async_pitfalls::AsyncPitfallsView>},
        {QStringLiteral("decentralized"), checkViews<DecentralizedView>},
        {QStringLiteral("quantized"), checkViews<quantized::QuantizedView>},
        {QStringLiteral("scale-lab"), checkViews<ScaleLabView>},
    };
    return all;
}

} // namespace

class TestSceneViews : public QObject {
    Q_OBJECT
private slots:
    void everyPainterHasItsTable_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void everyPainterHasItsTable()
    {
        QFETCH(QString, scene);
        const auto it = sceneViews().find(scene);
        if (it == sceneViews().end()) {
            // A scene of one view keeps the default: the whole canvas, called "scene".
            QVERIFY(painterFor(scene));
            QCOMPARE(painterFor(scene)->views(), QStringList{QStringLiteral("scene")});
            return;
        }
        const QString failure = it->second(scene);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }

    void theNamesAreTheUsersContract()
    {
        // Lesson files and `export --view NAME` store these: renaming one breaks them.
        QCOMPARE(viewNames<sync::SyncView>(), (QStringList{"scene", "topology", "w-chart", "fit", "timeline"}));
        QCOMPARE(viewNames<hogwild::HogwildView>(), (QStringList{"scene", "strip", "loss-time", "throughput", "density"}));
        QCOMPARE(viewNames<quantized::QuantizedView>(), (QStringList{"scene", "number-line", "share", "workers", "loss-curves"}));
        QCOMPARE(viewName(sync::SyncView::WChart), QStringLiteral("w-chart"));
        QCOMPARE(viewNamed<MiniBatchView>(u"frozen"), MiniBatchView::Frozen);
    }

    void togglesReadTheirDeclaredDefault()
    {
        QVERIFY(toggleOn({}, kSecantToggle)); // declared on
        QVERIFY(!toggleOn({}, kSlipToggle));  // declared off
        QVERIFY(!toggleOn({{QStringLiteral("secant"), false}}, kSecantToggle));
        QVERIFY(toggleOn({{QStringLiteral("slip"), true}}, kSlipToggle));
        QVERIFY(!toggleOn({{QStringLiteral("slip"), true}}, kFollowToggle)); // another toggle's key
        const ViewOption o = kSecantToggle.option();
        QCOMPARE(o.key, QStringLiteral("secant"));
        QCOMPARE(o.label, QStringLiteral("Show the finite-difference secant"));
        QVERIFY(o.defaultValue);
    }

    void everyListedToggleIsComplete_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void everyListedToggleIsComplete()
    {
        // The toggles the painters list: keys unique within the scene, labels written.
        QFETCH(QString, scene);
        const ScenePainter *painter = painterFor(scene);
        QVERIFY(painter);
        QSet<QString> keys;
        for (const ViewOption &o : painter->options()) {
            QVERIFY2(!keys.contains(o.key), qPrintable(o.key));
            keys.insert(o.key);
            QVERIFY(!o.label.isEmpty());
            QVERIFY(!o.tooltip.isEmpty());
        }
    }
};

QTEST_MAIN(TestSceneViews)
#include "tst_scene_views.moc"
