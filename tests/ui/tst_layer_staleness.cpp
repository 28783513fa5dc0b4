// The picture caches never show a stale picture: every view of every scene, painted frame after
// frame as an animation paints it (steps and moments of their transitions, forward and back) with
// one PaintCache, is pixel for pixel the picture painted with a fresh cache (no layer, layout or
// width kept). A layer whose
// key leaves out something its picture depends on (the round shown, the snapshot, the run's
// setup) fails here on the frame where that changes.
#include "../render/painter_test_support.h"
#include "gpu/backend_factory.h"
#include "ui/render/draw.h"
#include "ui/render/paint_cache.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"

#include <QTest>

#include <utility>
#include <vector>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

/// Where an animation goes: every step in turn through its transition, then back over a few.
std::vector<std::pair<int, double>> walk(int frames)
{
    std::vector<std::pair<int, double>> out;
    const int last = frames - 1, stride = std::max(1, last / 6);
    for (int i = 0; i <= last; i += stride)
        for (double t : {0.0, 0.5})
            if (t == 0 || i < last)
                out.emplace_back(i, t);
    out.emplace_back(last, 0.0);
    for (int i = last - 1; i >= std::max(0, last - 3); --i)
        out.emplace_back(i, 0.0);
    return out;
}

/// The first pixel where `a` and `b` differ, or (-1, -1).
QPoint firstDifference(const QImage &a, const QImage &b)
{
    for (int y = 0; y < a.height(); ++y) {
        const auto *ra = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *rb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x)
            if (ra[x] != rb[x])
                return {x, y};
    }
    return {-1, -1};
}

} // namespace

class TestLayerStaleness : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void cachedPicturesMatchFreshOnes_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &sc : allScenes())
            if (painterFor(QString::fromStdString(sc.id)))
                QTest::newRow(sc.id.c_str()) << QString::fromStdString(sc.id);
    }
    void cachedPicturesMatchFreshOnes()
    {
        QFETCH(QString, scene);
        const Trace trace = sceneTrace(scene.toUtf8().constData());
        QVERIFY(!trace.frames.empty());
        const ScenePainter *painter = painterFor(scene);
        for (const Style &style : {Style::light(), Style::dark()}) {
            for (const QString &view : painter->views()) {
                QVariantMap options;
                for (const ViewOption &opt : painter->options())
                    options[opt.key] = opt.defaultValue;
                QImage cached(QSize(1280, 720), QImage::Format_ARGB32_Premultiplied), fresh(cached.size(), cached.format());
                // Each cached paint uses what the cached paints of the moments before left behind.
                PaintCache cache;
                for (const auto &[index, t] : walk(int(trace.frames.size()))) {
                    QVERIFY(renderFrameInto(cached, trace, index, style, options, view, t, &cache));
                    PaintCache none;
                    QVERIFY(renderFrameInto(fresh, trace, index, style, options, view, t, &none));
                    const QPoint at = firstDifference(cached, fresh);
                    QVERIFY2(at.x() < 0,
                             qPrintable(QStringLiteral("%1 %2 (%3) at step %4, t = %5: the cached picture differs at (%6, %7)")
                                            .arg(scene, view, style.name)
                                            .arg(index)
                                            .arg(t)
                                            .arg(at.x())
                                            .arg(at.y())));
                }
            }
        }
    }
};

QTEST_MAIN(TestLayerStaleness)
#include "tst_layer_staleness.moc"
