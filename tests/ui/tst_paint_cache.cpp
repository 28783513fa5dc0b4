// Every picture's caches belong to whoever paints it (PaintCache): two canvases, or a canvas and an
// exporter, painting at once never draw from each other's layers, layouts or chart zoom. Each owner
// paints frame after frame, interleaved with the other, and every picture is pixel for pixel the
// one a fresh cache paints.
#include "../render/painter_test_support.h"
#include "gpu/backend_factory.h"
#include "ui/render/chart_view.h"
#include "ui/render/paint_cache.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"

#include <QTest>

#include <utility>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

const QSize kSize(1280, 720);

/// One owner of a cache: a trace, the view and chart zoom it shows, and its cache.
struct Owner {
    Trace trace;
    QString view;
    const chart::ViewState *zoom = nullptr;
    PaintCache cache;
};

/// Frame `index` of `o`'s trace, painted with its cache, or with a fresh one (`fresh`).
QImage paint(Owner &o, int index, double t, bool fresh)
{
    PaintCache once;
    PaintCache &cache = fresh ? once : o.cache;
    const chart::ViewScope zoom(cache, o.zoom, nullptr);
    QImage img(kSize, QImage::Format_ARGB32_Premultiplied);
    if (!renderFrameInto(img, o.trace, index, Style::light(), {}, o.view, t, &cache))
        return {};
    return img;
}

/// Paints both owners in turn, step after step; each picture must be its fresh one.
void interleave(Owner &a, Owner &b)
{
    const int last = int(std::min(a.trace.frames.size(), b.trace.frames.size())) - 1;
    QVERIFY(last >= 2);
    const int stride = std::max(1, last / 5);
    for (int i = 0; i <= last; i += stride)
        for (double t : {0.0, 0.5})
            for (Owner *o : {&a, &b}) {
                const QImage kept = paint(*o, i, t, false);
                QVERIFY(!kept.isNull());
                QVERIFY2(kept == paint(*o, i, t, true),
                         qPrintable(QStringLiteral("%1 %2 at step %3, t = %4: its cached picture is not its own")
                                        .arg(QString::fromStdString(o->trace.scene), o->view)
                                        .arg(i)
                                        .arg(t)));
            }
}

} // namespace

class TestPaintCache : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    // Two canvases of two scenes drawn at the same size (their layers lie at the same places).
    void twoOwnersOfTwoScenesKeepTheirOwnPictures()
    {
        Owner a{sceneTrace("sync"), {}, nullptr, {}};
        Owner b{sceneTrace("async"), {}, nullptr, {}};
        interleave(a, b);
        QVERIFY(a.cache.layerCount() > 0 || b.cache.layerCount() > 0);
    }

    // The same scene twice, one owner's loss chart zoomed (a canvas) and the other's whole (an
    // export of another window): the zoom shows in the one picture only, and never leaks into the
    // other through a layer or a kept layout.
    void twoOwnersOfOneSceneKeepTheirOwnZoom()
    {
        Owner whole{sceneTrace("mini-batch"), {}, nullptr, {}};
        // The loss chart's key and range, as the canvas learns them from a paint's record.
        chart::DrawnCharts record;
        {
            PaintCache probe;
            const chart::ViewScope scope(probe, nullptr, &record);
            QImage img(kSize, QImage::Format_ARGB32_Premultiplied);
            QVERIFY(renderFrameInto(img, whole.trace, 3, Style::light(), {}, {}, 0.0, &probe));
        }
        QVERIFY(!record.charts.empty());
        const chart::DrawnChart &loss = record.charts.front();
        chart::ViewState state;
        chart::ChartView v;
        v.xLo = loss.fullLo;
        v.xHi = loss.fullLo + (loss.fullHi - loss.fullLo) / 3;
        state.set(loss.key, v);
        Owner zoomed{whole.trace, {}, &state, {}};
        interleave(zoomed, whole);
        QVERIFY2(paint(zoomed, 3, 0.0, false) != paint(whole, 3, 0.0, false), "the zoom changes nothing: the test tests nothing");
    }

    // Each owner's record of the charts drawn (what a canvas's hover and zoom read) gets its own
    // picture's charts only, keyed by its own scene, while the two paint in turn.
    void eachOwnerRecordsItsOwnCharts()
    {
        Owner a{sceneTrace("mini-batch"), {}, nullptr, {}};
        Owner b{sceneTrace("sync"), {}, nullptr, {}};
        chart::DrawnCharts recordA, recordB;
        for (int i = 0; i < 3; ++i)
            for (auto [o, record] : {std::pair{&a, &recordA}, std::pair{&b, &recordB}}) {
                record->clear();
                const chart::ViewScope scope(o->cache, nullptr, record);
                QImage img(kSize, QImage::Format_ARGB32_Premultiplied);
                QVERIFY(renderFrameInto(img, o->trace, i, Style::light(), {}, {}, 0.0, &o->cache));
            }
        QVERIFY(!recordA.charts.empty());
        QVERIFY(!recordB.charts.empty());
        for (const chart::DrawnChart &d : recordA.charts)
            QVERIFY2(d.key.startsWith(QStringLiteral("mini-batch/")), qPrintable(d.key));
        for (const chart::DrawnChart &d : recordB.charts)
            QVERIFY2(d.key.startsWith(QStringLiteral("sync/")), qPrintable(d.key));
        // Outside its scopes a cache has neither a record nor a zoom: a later paint records nothing.
        QVERIFY(a.cache.chartRecord() == nullptr && a.cache.chartView() == nullptr && a.cache.chartScene().isEmpty());
    }

    // Forgetting one owner's caches (the paint bench before each pass) leaves the other's.
    void forgettingIsPerOwner()
    {
        Owner a{sceneTrace("mini-batch"), {}, nullptr, {}};
        Owner b{sceneTrace("mini-batch"), {}, nullptr, {}};
        QVERIFY(!paint(a, 1, 0.0, false).isNull());
        QVERIFY(!paint(b, 1, 0.0, false).isNull());
        const std::size_t layers = b.cache.layerCount();
        QVERIFY(layers > 0);
        a.cache.forgetLayers();
        QCOMPARE(a.cache.layerCount(), std::size_t(0));
        QCOMPARE(b.cache.layerCount(), layers);
    }
};

QTEST_MAIN(TestPaintCache)
#include "tst_paint_cache.moc"
