// Every view of every scene, through the one render path (render.h) that the window's canvas, the
// exporter and the handout use: the start (frame 0), the first step, a middle frame, the last frame
// and half-way through a transition each draw a picture that is not blank, in the light, dark,
// print and high-contrast styles at the small, default and projected canvas sizes (taken in turn). Every step-table
// column names a field of each of those frames. The canvas widget and the exporter produce the very
// same pixels as renderFrame().

#include "../render/painter_test_support.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "ui/render/exporter.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/style.h"
#include "ui/scene_canvas.h"

#include <QImage>
#include <QSet>
#include <QTest>

#include <map>
#include <memory>

using namespace sgd;
using namespace sgd::ui;

namespace {

/// The scene's lecture preset (the scale lab on the CPU backend: no device needed), once per run.
const Trace &presetTrace(const QString &id)
{
    static std::map<QString, Trace> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        const SceneDef *scene = findScene(id.toStdString());
        ParamSet p = scene->defaults();
        if (id == QLatin1String("scale-lab"))
            p.set("backend", "cpu");
        it = cache.emplace(id, runScene(*scene, p)).first;
    }
    return it->second;
}

struct Moment {
    const char *name;
    int index; ///< -1: the last frame, -2: the middle one
    double t;
};

const Moment kMoments[] = {
    {"start", 0, 0.0}, {"first", 1, 0.0}, {"middle", -2, 0.0}, {"last", -1, 0.0}, {"mid-transition", -2, 0.5}};

int frameOf(const Moment &m, const Trace &trace)
{
    const int last = int(trace.frames.size()) - 1;
    return m.index == -1 ? last : m.index == -2 ? last / 2 : std::min(m.index, last);
}

/// Distinct colours and pixels away from the background, over every second pixel.
struct Ink {
    int colours = 0;
    int pixels = 0;
};

Ink inkOf(const QImage &img, const QColor &background)
{
    QSet<QRgb> colours;
    Ink ink;
    for (int y = 0; y < img.height(); y += 2)
        for (int x = 0; x < img.width(); x += 2) {
            const QColor c = img.pixelColor(x, y);
            colours.insert(c.rgb());
            if (!testing::near(c, background, 30))
                ++ink.pixels;
        }
    ink.colours = int(colours.size());
    return ink;
}

/// Number of pixels that differ between two images of one size.
int differingPixels(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
    if (x.size() != y.size())
        return -1;
    int n = 0;
    for (int r = 0; r < x.height(); ++r)
        for (int c = 0; c < x.width(); ++c)
            n += x.pixel(c, r) != y.pixel(c, r) ? 1 : 0;
    return n;
}

} // namespace

class TestEveryView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void everySceneHasAPainter()
    {
        QVERIFY(allScenes().size() >= 8);
        for (const SceneDef &scene : allScenes()) {
            const ScenePainter *p = painterFor(QString::fromStdString(scene.id));
            QVERIFY2(p, scene.id.c_str());
            QVERIFY2(!p->views().isEmpty(), scene.id.c_str());
            QCOMPARE(p->tableHeaders().size(), p->tableColumns().size());
        }
    }

    void rendersAndNamesItsColumns_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("view");
        QTest::addColumn<int>("moment");
        QTest::addColumn<QString>("style");
        QTest::addColumn<QSize>("size");
        const char *styles[] = {"light", "dark", "print", "high-contrast"};
        const QSize sizes[] = {{700, 450}, {1280, 720}, {1920, 1080}};
        int row = 0;
        for (const SceneDef &scene : allScenes()) {
            const QString id = QString::fromStdString(scene.id);
            const QStringList views = painterFor(id)->views();
            for (int v = 0; v < views.size(); ++v)
                for (int m = 0; m < int(std::size(kMoments)); ++m, ++row) {
                    const QString view = v == 0 ? QString() : views[v];
                    const char *style = styles[row % 4];
                    const QSize size = sizes[(row / 4 + v) % 3];
                    QTest::addRow("%s %s %s %s %dx%d", scene.id.c_str(), qPrintable(views[v]), kMoments[m].name, style,
                                  size.width(), size.height())
                        << id << view << m << QString::fromLatin1(style) << size;
                }
        }
    }
    void rendersAndNamesItsColumns()
    {
        QFETCH(QString, scene);
        QFETCH(QString, view);
        QFETCH(int, moment);
        QFETCH(QString, style);
        QFETCH(QSize, size);
        const Trace &trace = presetTrace(scene);
        QVERIFY(trace.frames.size() >= 3);
        const Moment &m = kMoments[moment];
        const int index = frameOf(m, trace);
        const Style s = testing::styleNamed(style);
        const QImage img = renderFrame(trace, index, s, size, 1.0, {}, view, m.t);
        QVERIFY(!img.isNull());
        QCOMPARE(img.size(), size);
        const Ink ink = inkOf(img, s.background);
        QVERIFY2(ink.colours > 40, qPrintable(QString::number(ink.colours)));
        // More than a title line's worth of ink (the quantized workers view at the start, before any
        // worker has sent, is the sparsest picture: about 1,400 of these pixels).
        QVERIFY2(ink.pixels > 800, qPrintable(QString::number(ink.pixels)));
        // The step table's columns are fields of the frame the picture shows (and of the next one).
        const ScenePainter *painter = painterFor(scene);
        for (int i : {index, std::min(index + 1, int(trace.frames.size()) - 1)})
            for (const QString &column : painter->tableColumns())
                QVERIFY2(trace.frames[std::size_t(i)].has(column.toStdString()), qPrintable(column));
    }

    /// The window's canvas and the exporter paint through renderFrame's path: the same pixels.
    void canvasAndExportMatchRenderFrame_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &scene : allScenes())
            QTest::newRow(scene.id.c_str()) << QString::fromStdString(scene.id);
    }
    void canvasAndExportMatchRenderFrame()
    {
        QFETCH(QString, scene);
        const Trace &trace = presetTrace(scene);
        const QSize size(900, 560);
        const Style s = Style::dark();
        const int index = int(trace.frames.size()) / 2;
        const QImage reference = renderFrame(trace, index, s, size, 1.0, {}, {}, 0.5);
        QVERIFY(inkOf(reference, s.background).pixels > 1000);

        SceneCanvas canvas;
        canvas.setStyle(s);
        canvas.setTrace(std::make_shared<const Trace>(trace));
        canvas.setFrame(index, 0.5);
        canvas.resize(size);
        QCOMPARE(differingPixels(canvas.grab().toImage(), reference), 0);

        PictureOptions o;
        o.size = size;
        o.scale = 1.0;
        o.style = s;
        o.step = index;
        const QImage still = renderFrame(trace, index, s, size);
        QCOMPARE(differingPixels(pictureImage(trace, o), still), 0);
        QVERIFY(differingPixels(still, reference) > 0); // the transition really moved something
    }
};

QTEST_MAIN(TestEveryView)
#include "tst_every_view.moc"
