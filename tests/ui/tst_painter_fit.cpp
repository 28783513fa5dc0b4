// Every scene painter at the sizes its canvas really has: about 900 x 600 inside the main window
// at its default size, about 620 x 460 (540 x 520 with both docks open) on a 1024 x 768 laptop, and
// about 1500 x 800 in full-screen presentation mode (fonts x 1.6). Nothing may run off the canvas: the outermost two pixel rows
// and columns must hold only the background colour, in the light and the dark theme, on the first, a middle and the last frame,
// and half-way through an animated transition.
//
// Since the main window's view chooser, every view of every scene (each painter's views()) reaches
// the canvas too: everyViewFits() checks each one at 540 x 520, 800 x 600, 1280 x 720 and
// 1920 x 1080 in a screen theme (light or dark, in turn), print and presentation, on the first, a
// middle and the last frame (and half-way to the next one); everyViewFitsHardCases() runs every
// non-default view on the crowded parameter sets of cases() (16 workers, a dead hub, the view
// toggles, the scale lab's other axes) at a sample of those looks.
//
// With SGD_FIT_DUMP=DIR set, every picture checked is also written to DIR as a PNG, to look at.

#include "../render/painter_test_support.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "ui/render/paint_cache.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/style.h"

#include <QDir>
#include <QImage>
#include <QTest>

#include <map>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::inkOnBorder;

namespace {

struct Case {
    const char *name;
    const char *scene;
    QList<QPair<QString, QString>> set;
    QVariantMap options;
};

QList<Case> cases()
{
    return {
        {"single-weight", "single-weight", {}, {}},
        {"single-weight-overshoot", "single-weight", {{"eta", "0.2"}}, {}},
        {"single-weight-divergence", "single-weight", {{"eta", "0.5"}}, {{"slip", true}}},
        {"single-weight-follow", "single-weight", {}, {{"follow", true}, {"slip", true}}},
        {"mini-batch", "mini-batch", {{"leftover", "drop"}}, {}},
        {"mini-batch-samples", "mini-batch", {{"batch", "1"}}, {{"samples", true}}},
        {"sync", "sync", {{"compute", "1,1,1,3"}}, {}},
        {"sync-ring", "sync", {{"topology", "ring"}}, {}},
        {"sync-16", "sync", {{"workers", "16"}}, {}},
        {"sync-ring-16", "sync", {{"workers", "16"}, {"topology", "ring"}}, {}},
        {"async", "async", {{"lr_rule", "staleness"}}, {}},
        {"async-compare", "async", {}, {{"compare", true}}},
        {"async-16", "async", {{"workers", "16"}}, {}},
        {"implicit-momentum-16", "implicit-momentum", {{"workers", "16"}, {"runs", "50"}, {"updates", "400"}}, {}},
        {"implicit-momentum-1", "implicit-momentum", {{"workers", "1"}, {"runs", "10"}, {"eta", "0.5"}}, {}},
        {"staleness-remedies-calm", "staleness-remedies", {{"stragglers", "0"}, {"eta", "0.005"}}, {}},
        {"staleness-remedies-runaway",
         "staleness-remedies",
         {{"eta", "0.2"}, {"straggler_time", "100"}, {"updates", "2000"}},
         {}},
        {"backup-workers-16-random",
         "backup-workers",
         {{"workers", "16"}, {"times", "random"}, {"backups", "4"}, {"rounds", "200"}},
         {}},
        {"backup-workers-runaway", "backup-workers", {{"eta", "1"}, {"async_eta", "1"}, {"rounds", "200"}}, {}},
        {"backup-workers-one", "backup-workers", {{"workers", "1"}, {"backups", "0"}, {"warmup_rounds", "0"}}, {}},
        {"sharded-servers-16", "sharded-servers", {{"workers", "16"}, {"shards", "8"}, {"updates", "2000"}}, {}},
        {"sharded-servers-1-free", "sharded-servers", {{"workers", "1"}, {"model_mb", "0"}, {"apply_ms", "0"}}, {}},
        {"sharded-servers-uneven-hot",
         "sharded-servers",
         {{"workers", "16"},
          {"shards", "8"},
          {"split", "3,1,1,1,1,1,1,2"},
          {"hot_shard", "8"},
          {"hot_factor", "20"},
          {"updates", "2000"}},
         {}},
        {"async-pitfalls-16", "async-pitfalls", {{"workers", "16"}, {"updates", "2000"}, {"jitter", "0.5"}}, {}},
        {"async-pitfalls-never", "async-pitfalls", {{"target", "0.000001"}, {"message_s", "10"}}, {}},
        {"drifting-stream-rotation", "drifting-stream", {{"drift", "rotation"}}, {}},
        {"drifting-stream-no-refit", "drifting-stream", {{"retrain_every", "1000"}, {"tolerance", "100"}}, {}},
        {"drifting-stream-runaway",
         "drifting-stream",
         {{"eta", "0.5"},
          {"workers", "32"},
          {"stale_workers", "64"},
          {"compute_time", "0.1"},
          {"duration", "1000"},
          {"retrain_every", "1"}},
         {}},
        {"decentralized", "decentralized", {}, {}},
        {"decentralized-dead-hub", "decentralized", {{"topology", "star"}, {"nodes", "5"}, {"failed", "1"}}, {}},
        {"decentralized-ring-16", "decentralized", {{"topology", "ring"}, {"nodes", "16"}}, {}},
        {"decentralized-threshold-16", "decentralized", {{"topology", "threshold"}, {"nodes", "16"}}, {}},
        {"overlap", "overlap", {}, {}},
        {"quantized", "quantized", {}, {}},
        {"quantized-bytes", "quantized", {{"bits", "1"}, {"error_feedback", "on"}}, {{"bytes", true}}},
        {"scale-lab", "scale-lab", {{"backend", "cpu"}}, {}},
        {"scale-lab-updates", "scale-lab", {{"backend", "cpu"}, {"workers", "16"}, {"rows", "20000"}}, {{"updates", true}}},
        {"scale-lab-bytes-logistic",
         "scale-lab",
         {{"backend", "cpu"}, {"loss", "logistic"}, {"designs", "sync,quantized"}},
         {{"bytes", true}}},
    };
}

Trace traceOf(const Case &c)
{
    const SceneDef *scene = findScene(c.scene);
    ParamSet p = scene->defaults();
    for (const auto &[k, v] : c.set)
        p.set(k.toStdString(), v.toStdString());
    return runScene(*scene, p);
}

/// The trace of a case, computed once per test run (the every-view rows share them).
const Trace &cachedTrace(const Case &c)
{
    static std::map<QString, Trace> cache;
    QString key = QLatin1String(c.scene);
    for (const auto &[k, v] : c.set)
        key += QLatin1Char('|') + k + QLatin1Char('=') + v;
    auto it = cache.find(key);
    if (it == cache.end())
        it = cache.emplace(key, traceOf(c)).first;
    return it->second;
}

/// The scene's lecture preset (the scale lab on the CPU backend, so the test never needs a device).
Case presetCase(const SceneDef &scene)
{
    Case c{scene.id.c_str(), scene.id.c_str(), {}, {}};
    if (scene.id == "scale-lab")
        c.set = {{QStringLiteral("backend"), QStringLiteral("cpu")}};
    return c;
}

Style presentation(Style s)
{
    s.fontScale = 1.6;
    s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
    s.lineWidth *= 1.5;
    return s;
}

struct Look {
    QString name;
    QSize size;
    Style style;
};

/// The canvas sizes a view can have (540 x 520: a 1024 x 768 window with both docks open;
/// 1920 x 1080: full-screen presentation on a projector), each in three styles: a screen theme,
/// print (larger type, thicker lines) and presentation (type x 1.6). Light and dark share every
/// length (only colours differ), so each size takes one of them on screen and the other in
/// presentation, in turn: every size is seen in both themes and the run stays short.
QList<Look> everyLook()
{
    const QList<QSize> sizes = {{540, 520}, {800, 600}, {1280, 720}, {1920, 1080}};
    QList<Look> looks;
    for (int i = 0; i < sizes.size(); ++i) {
        const QSize size = sizes[i];
        const bool dark = i % 2 == 1;
        const QString wh = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        looks.append(
            {wh + (dark ? QStringLiteral("-dark") : QStringLiteral("-light")), size, dark ? Style::dark() : Style::light()});
        looks.append({wh + QStringLiteral("-print"), size, Style::print()});
        looks.append({wh + (dark ? QStringLiteral("-present-light") : QStringLiteral("-present-dark")), size,
                      presentation(dark ? Style::light() : Style::dark())});
    }
    return looks;
}

/// A sample of everyLook() for the crowded cases: the smallest canvas in every style, and one
/// style of each larger size.
QList<Look> sampledLooks()
{
    QList<Look> out;
    const QList<Look> all = everyLook();
    for (int i = 0; i < all.size(); ++i) {
        const int w = all[i].size.width();
        if (w == 540 || (w == 800 && i % 3 == 0) || (w == 1280 && i % 3 == 1) || (w == 1920 && i % 3 == 2))
            out.append(all[i]);
    }
    return out;
}

/// Renders `view` of the case's trace in every look at the first, a middle and the last frame (and,
/// with `halfway`, in the screen themes half-way from the middle one to the next); returns one line
/// per picture with ink on its border.
QStringList checkFit(const Case &c, const QString &view, const QList<Look> &looks, bool halfway = true)
{
    const Trace &trace = cachedTrace(c);
    if (trace.frames.empty())
        return {QStringLiteral("%1: no frames").arg(QLatin1String(c.name))};
    const QString dump = qEnvironmentVariable("SGD_FIT_DUMP");
    if (!dump.isEmpty())
        QDir().mkpath(dump);
    const ScenePainter *painter = painterFor(QString::fromLatin1(c.scene));
    const QString shown = painter && !painter->views().isEmpty() && view == painter->views().front() ? QString() : view;
    const int last = int(trace.frames.size()) - 1;
    const QList<QPair<int, double>> moments = {{0, 0.0}, {last / 2, 0.0}, {last / 2, 0.5}, {last, 0.0}};
    QStringList failures;
    for (const Look &look : looks) {
        const bool screen = !look.name.contains(QLatin1String("print")) && !look.name.contains(QLatin1String("present"));
        PaintCache cache; // one canvas per look, its frames painted in turn as the window paints them
        for (const auto &[index, t] : moments) {
            if (t > 0 && (!screen || !halfway))
                continue;
            const QImage img = renderFrame(trace, index, look.style, look.size, 1.0, c.options, shown, t, &cache);
            const QString tag = QStringLiteral("%1-%2-%3-f%4-t%5").arg(QLatin1String(c.name), view, look.name).arg(index).arg(t);
            if (img.isNull()) {
                failures << tag + QStringLiteral(": no picture");
                continue;
            }
            if (!dump.isEmpty())
                img.save(QDir(dump).filePath(QString(tag).replace(QLatin1Char(':'), QLatin1Char('_')) + QStringLiteral(".png")));
            const QPoint at = inkOnBorder(img, look.style.background);
            if (at.x() >= 0)
                failures << QStringLiteral("%1: ink on the canvas edge at (%2, %3)").arg(tag).arg(at.x()).arg(at.y());
        }
    }
    return failures;
}

} // namespace

class TestPainterFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void nothingRunsOffTheCanvas_data()
    {
        QTest::addColumn<int>("which");
        const QList<Case> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(all[i].name) << i;
    }

    void nothingRunsOffTheCanvas()
    {
        QFETCH(int, which);
        const Case c = cases().at(which);
        const Trace &trace = cachedTrace(c);
        QVERIFY(!trace.frames.empty());
        const QString dump = qEnvironmentVariable("SGD_FIT_DUMP");
        if (!dump.isEmpty())
            QDir().mkpath(dump);
        struct Look {
            const char *name;
            QSize size;
            Style style;
        };
        const QList<Look> looks = {
            {"900x600-light", {900, 600}, Style::light()},
            {"900x600-dark", {900, 600}, Style::dark()},
            {"620x460-light", {620, 460}, Style::light()},
            {"620x460-dark", {620, 460}, Style::dark()},
            {"540x520-light", {540, 520}, Style::light()}, // the 1024 x 768 window with both docks open
            {"1500x800-present-dark", {1500, 800}, presentation(Style::dark())},
            {"1500x800-present-light", {1500, 800}, presentation(Style::light())},
        };
        QStringList failures;
        const int last = int(trace.frames.size()) - 1;
        const QList<QPair<int, double>> moments = {{0, 0.0}, {0, 0.5}, {last / 2, 0.0}, {last / 2, 0.5}, {last, 0.0}};
        for (const Look &look : looks) {
            PaintCache cache; // one canvas per look
            for (const auto &[index, t] : moments) {
                const QImage img = renderFrame(trace, index, look.style, look.size, 1.0, c.options, {}, t, &cache);
                QVERIFY(!img.isNull());
                const QString tag =
                    QStringLiteral("%1-%2-f%3-t%4").arg(QLatin1String(c.name), QLatin1String(look.name)).arg(index).arg(t);
                if (!dump.isEmpty())
                    img.save(QDir(dump).filePath(tag + QStringLiteral(".png")));
                const QPoint at = inkOnBorder(img, look.style.background);
                if (at.x() >= 0)
                    failures << QStringLiteral("%1: ink on the canvas edge at (%2, %3)").arg(tag).arg(at.x()).arg(at.y());
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    void everyViewFits_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("view");
        gpu::installBackends();
        int count = 0;
        for (const SceneDef &scene : allScenes()) {
            const QString id = QString::fromStdString(scene.id);
            const ScenePainter *painter = painterFor(id);
            if (!painter)
                continue;
            for (const QString &view : painter->views()) {
                QTest::newRow(qPrintable(id + QLatin1Char('/') + view)) << id << view;
                ++count;
            }
        }
        QVERIFY(count >= 27); // 8 scenes; the view chooser shows each of these
    }

    void everyViewFits()
    {
        QFETCH(QString, scene);
        QFETCH(QString, view);
        const QStringList failures = checkFit(presetCase(*findScene(scene.toStdString())), view, everyLook());
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    void everyViewFitsHardCases_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("view");
        const QList<Case> all = cases();
        for (int i = 0; i < all.size(); ++i) {
            const ScenePainter *painter = painterFor(QString::fromLatin1(all[i].scene));
            if (!painter)
                continue;
            const QStringList views = painter->views();
            for (int v = 1; v < views.size(); ++v)
                QTest::newRow(qPrintable(QLatin1String(all[i].name) + QLatin1Char('/') + views[v])) << i << views[v];
        }
    }

    void everyViewFitsHardCases()
    {
        QFETCH(int, which);
        QFETCH(QString, view);
        const QStringList failures = checkFit(cases().at(which), view, sampledLooks(), false); // crowding, not motion
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestPainterFit)
#include "tst_painter_fit.moc"
