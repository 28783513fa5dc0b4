// The scene canvas hands the mouse to the scene's painter: a click on a decentralized node asks the
// scene to fail that node, a drag on it moves it, a click on the title opens what to look for, and
// a click away from both asks for nothing.

#include "../render/painter_test_support.h"
#include "core/scenes.h"
#include "ui/render/paint_cache.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/style.h"
#include "ui/scene_canvas.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace sgd;
using namespace sgd::ui;

namespace {

/// A canvas point on node 1 (in the painter's own hit test: a click there asks for failed=1).
QPointF nodeOne(const Trace &t, const QRectF &area)
{
    const ScenePainter *p = painterFor(QStringLiteral("decentralized"));
    const Style s = Style::light();
    PaintCache cache;
    const PaintContext ctx{t, 0, 0.0, s, {}, {}, &cache};
    for (double y = area.top() + 2; y < area.bottom(); y += 5)
        for (double x = area.left() + 2; x < area.right(); x += 5) {
            QString failed;
            SceneInteraction ia;
            ia.setParam = [&](const QString &k, const QString &v) {
                if (k == QLatin1String("failed"))
                    failed = v;
            };
            ia.requestRepaint = [] {};
            if (p->mousePress(QPointF(x, y), area, ctx, ia) && p->mouseRelease(QPointF(x, y), area, ctx, ia) &&
                failed == QLatin1String("1"))
                return QPointF(x, y);
        }
    return {-1, -1};
}

} // namespace

class TestSceneCanvas : public QObject {
    Q_OBJECT
private slots:
    void clicksReachThePainter()
    {
        SceneCanvas canvas;
        canvas.resize(1280, 720);
        auto trace = std::make_shared<const Trace>(testing::sceneTrace("decentralized", {}));
        canvas.setTrace(trace);
        canvas.setFrame(0, 0.0);
        QMap<QString, QString> asked;
        canvas.onSetParam = [&](const QString &k, const QString &v) { asked[k] = v; };
        QSignalSpy title(&canvas, &SceneCanvas::titleClicked);

        const QRectF area = sceneArea(*trace, QRectF(canvas.rect()), canvas.sceneStyle());
        const QPoint node = nodeOne(*trace, area).toPoint();
        QVERIFY2(node.x() >= 0, "no point of the canvas hits node 1");
        QTest::mousePress(&canvas, Qt::LeftButton, {}, node);
        QTest::mouseRelease(&canvas, Qt::LeftButton, {}, node);
        QCOMPARE(asked.value(QStringLiteral("failed")), QStringLiteral("1"));
        QCOMPARE(title.count(), 0);

        // A drag from the node moves it: the scene is asked for new positions.
        asked.clear();
        QTest::mousePress(&canvas, Qt::LeftButton, {}, node);
        QTest::mouseMove(&canvas, node + QPoint(0, 60));
        QTest::mouseRelease(&canvas, Qt::LeftButton, {}, node + QPoint(0, 120));
        QVERIFY2(asked.contains(QStringLiteral("positions")), qPrintable(asked.keys().join(u' ')));
        QVERIFY(!asked.contains(QStringLiteral("failed")));

        // The title is not the painter's: a click there opens the look-for text.
        asked.clear();
        const QPoint onTitle = (area.topLeft() + QPointF(10, 10)).toPoint();
        QVERIFY(canvas.onTitle(onTitle));
        QTest::mouseClick(&canvas, Qt::LeftButton, {}, onTitle);
        QCOMPARE(title.count(), 1);
        QVERIFY(asked.isEmpty());
    }
};

QTEST_MAIN(TestSceneCanvas)
#include "tst_scene_canvas.moc"
