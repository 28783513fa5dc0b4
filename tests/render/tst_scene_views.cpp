// Typed views and view toggles (ui/render/scene_views.h): every painter's views() is its enum's
// table, every name goes to its enum value and back, an empty or unknown name is the default view,
// and a toggle that the options do not mention reads as its declared default.

#include "core/scenes.h"
#include "core/trace.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scene_views.h"
#include "ui/render/scenes/hogwild/hogwild_layout.h"
#include "ui/render/scenes/mini-batch/mini_batch_layout.h"
#include "ui/render/scenes/quantized/quantized_layout.h"
#include "ui/render/scenes/single-weight/single_weight_layout.h"
#include "ui/render/scenes/sync/sync_layout.h"
#include "ui/render/style.h"

#include <QTest>

using namespace sgd;
using namespace sgd::ui;

namespace {

/// Tables that the check must refuse: a name twice, and a default not called "scene".
enum class TwiceView { Scene, A, B };
inline constexpr ViewName<TwiceView> kTwiceViews[] = {{TwiceView::Scene, "scene"}, {TwiceView::A, "a"}, {TwiceView::B, "a"}};
constexpr const auto &viewTable(TwiceView)
{
    return kTwiceViews;
}
enum class NoSceneView { Chart, Table };
inline constexpr ViewName<NoSceneView> kNoSceneViews[] = {{NoSceneView::Chart, "chart"}, {NoSceneView::Table, "table"}};
constexpr const auto &viewTable(NoSceneView)
{
    return kNoSceneViews;
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
        // Every registered scene (core/scenes/scene_list.h): its painter's views are its enum's table
        // (PainterWithViews), or the one whole canvas called "scene".
        QFETCH(QString, scene);
        const ScenePainter *painter = painterFor(scene);
        QVERIFY(painter);
        const QString problem = painter->viewTableProblem();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void theTableCheckFindsABrokenTable()
    {
        const QStringList twice = viewNames<TwiceView>();
        QVERIFY(viewTableProblemOf<TwiceView>(QStringLiteral("x"), twice).contains(QLatin1String("twice")));
        QVERIFY(viewTableProblemOf<NoSceneView>(QStringLiteral("x"), viewNames<NoSceneView>())
                    .contains(QLatin1String("not called scene")));
        // views() that do not match the table
        QVERIFY(viewTableProblemOf<sync::SyncView>(QStringLiteral("sync"), {QStringLiteral("scene")})
                    .contains(QLatin1String("table")));
        QCOMPARE(viewTableProblemOf<sync::SyncView>(QStringLiteral("sync"), viewNames<sync::SyncView>()), QString());
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
