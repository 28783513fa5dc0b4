// Series told apart by more than colour (issue #53 item 3): wherever two or more named series share
// a chart of a scene, any two of them differ in their dash pattern or in their markers, not only in
// their colour, so a reader who cannot tell the colours apart (or a grey printout) still can; the
// legend draws each entry's sample with the series' dash and marker. Every chart the chart component
// lays out (chart_view.h records them) in every view of every scene is read at the start, the first
// step, the middle and the last frame.
#include "../render/painter_test_support.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "ui/render/chart_view.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"

#include <QTest>

#include <map>

using namespace sgd;
using namespace sgd::ui;

namespace {

/// The scene's lecture preset (the scale lab on the CPU backend), once per run.
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

/// What tells a series apart besides its colour: its dash and whether its points carry markers
/// (drawn only up to 200 points, chart.h), or the look a painter that strokes it itself records.
QString shapeOf(const chart::Series &s)
{
    if (!s.look.isEmpty())
        return s.look;
    static const char *dashes[] = {"none", "solid", "dashed", "dotted", "dash-dot", "dash-dot-dot"};
    const int d = int(s.dash);
    QString shape = d >= 0 && d < int(std::size(dashes)) ? QLatin1String(dashes[d]) : QStringLiteral("pattern %1").arg(d);
    if (s.markers && s.points.size() < 200)
        shape += QStringLiteral(" with markers");
    return shape;
}

} // namespace

class TestSeriesApart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void seriesDifferBeyondColour_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("view");
        for (const SceneDef &scene : allScenes()) {
            const QString id = QString::fromStdString(scene.id);
            const QStringList views = painterFor(id)->views();
            for (int v = 0; v < views.size(); ++v)
                QTest::addRow("%s %s", scene.id.c_str(), qPrintable(views[v])) << id << (v == 0 ? QString() : views[v]);
        }
    }
    void seriesDifferBeyondColour()
    {
        QFETCH(QString, scene);
        QFETCH(QString, view);
        const Trace &trace = presetTrace(scene);
        const int last = int(trace.frames.size()) - 1;
        QStringList alike;
        for (int index : {0, 1, last / 2, last}) {
            chart::DrawnCharts record;
            PaintCache cache;
            const chart::ViewScope scope(cache, nullptr, &record);
            renderFrame(trace, index, Style::light(), QSize(1280, 720), 1.0, {}, view, 0.0, &cache);
            for (const chart::DrawnChart &c : record.charts) {
                std::vector<const chart::Series *> named;
                for (const chart::Series &s : c.series)
                    if (!s.name.isEmpty() && s.points.size() >= 2)
                        named.push_back(&s);
                for (std::size_t i = 0; i < named.size(); ++i)
                    for (std::size_t j = i + 1; j < named.size(); ++j) {
                        if (named[i]->name == named[j]->name || shapeOf(*named[i]) != shapeOf(*named[j]))
                            continue;
                        // A line at least twice as thick as the other is told apart too ("run B, thin").
                        const double wa = named[i]->width, wb = named[j]->width;
                        if (std::max(wa, wb) >= 2 * std::min(wa, wb))
                            continue;
                        const QString line = QStringLiteral("%1: '%2' and '%3' both %4, %5 and %6")
                                                 .arg(c.key, named[i]->name, named[j]->name, shapeOf(*named[i]),
                                                      named[i]->color.name(), named[j]->color.name());
                        if (!alike.contains(line))
                            alike << line;
                    }
            }
        }
        QVERIFY2(alike.isEmpty(),
                 qPrintable(QStringLiteral("series told apart by colour alone:\n  ") + alike.join(QStringLiteral("\n  "))));
    }
};

QTEST_MAIN(TestSeriesApart)
#include "tst_series_apart.moc"
