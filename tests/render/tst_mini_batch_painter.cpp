// The mini-batch painter: renders offscreen at several sizes and themes, highlights the current
// batch's cells on the mini-batch tape, ticks where w moves, writes the trace's numbers (updates
// per epoch, the frozen-weight batch) as SVG text, and narrates each update with its numbers.

#include "core/scenes.h"
#include "core/scenes/mini-batch/mini_batch_trace.h"
#include "ui/render/number_format.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scenes/mini-batch/mini_batch_layout.h"
#include "ui/render/style.h"

#include "painter_test_support.h"
#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSet>

#include <QTest>

#include <map>

#include <cmath>

using namespace sgd;
using namespace sgd::ui;

namespace {

using testing::near;
using testing::styleNamed;
QString svgText(const QByteArray &svg)
{
    return testing::svgTextJoined(svg);
}

Trace miniBatch(const QString &leftover = {}, const QString &eta = {})
{
    QList<QPair<QString, QString>> set;
    if (!leftover.isEmpty())
        set.append({QStringLiteral("leftover"), leftover});
    if (!eta.isEmpty())
        set.append({QStringLiteral("eta"), eta});
    return testing::sceneTrace("mini-batch", set);
}

QString m(const char *s)
{
    return QString::fromUtf8(s).replace(QLatin1Char('-'), QChar(0x2212));
}

int countIn(const QImage &img, const QRectF &r, QColor color, int tol = 40)
{
    int n = 0;
    for (int y = std::max(0, int(std::floor(r.top()))); y < std::min(img.height(), int(std::ceil(r.bottom()))); ++y)
        for (int x = std::max(0, int(std::floor(r.left()))); x < std::min(img.width(), int(std::ceil(r.right()))); ++x)
            if (near(img.pixelColor(x, y), color, tol))
                ++n;
    return n;
}

MiniBatchLayout layoutFor(const Trace &tr, const Style &s, QSize size, MiniBatchView view = MiniBatchView::Scene)
{
    QImage probe(size, QImage::Format_ARGB32_Premultiplied);
    return miniBatchLayout(tr, QRectF(QPointF(0, 0), QSizeF(size)), s, &probe, view);
}

/// The pixels of the mini-batch tape over positions first..last, with the highlight's margin.
QRectF span(const MiniBatchLayout &L, int first, int last)
{
    const QRectF a = L.cell(MiniBatchLayout::MiniBatch, first), b = L.cell(MiniBatchLayout::MiniBatch, last);
    return QRectF(a.topLeft(), b.bottomRight()).adjusted(-2, -L.tickHeight * 0.3 - 2, 2, L.tickHeight * 0.3 + 2);
}

} // namespace

class TestMiniBatchPainter : public QObject {
    Q_OBJECT

private slots:
    void painterIsRegistered()
    {
        const ScenePainter *p = painterFor(QStringLiteral("mini-batch"));
        QVERIFY(p);
        QCOMPARE(p->tableColumns(), (QStringList{"update", "epoch", "batch_index", "batch_size", "w", "loss"}));
        QCOMPARE(p->options().size(), 1);
        QCOMPARE(p->options().front().key, QStringLiteral("samples"));
        QVERIFY(p->views().contains("tapes"));
    }

    // Whether each view renders at all is checked for every scene in tst_every_view.cpp.
    void layoutFitsTheCanvas_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QSize>("size");
        for (const char *theme : {"light", "print"})
            for (QSize size : {QSize(700, 450), QSize(1280, 720), QSize(1920, 1080)})
                QTest::addRow("%s %dx%d", theme, size.width(), size.height()) << QString(theme) << size;
    }
    void layoutFitsTheCanvas()
    {
        QFETCH(QString, theme);
        QFETCH(QSize, size);
        const Trace tr = miniBatch();
        const Style s = styleNamed(theme);
        const MiniBatchLayout L = layoutFor(tr, s, size);
        for (int t = 0; t < 3; ++t)
            QVERIFY(QRectF(QPointF(0, 0), QSizeF(size)).contains(L.tapes[t]));
        QVERIFY(L.chart.width() > 100 && L.chart.height() > 60);
        QVERIFY(!L.panel.isEmpty());
    }

    /// The loss chart on the shared chart component, without pixels: updates on a log(1 + x) axis
    /// with ticks 0, 1, 10, 100 and 1,000 (the run has 39 mini-batch and 1,200 sample-wise
    /// updates), losses from 0; samples seen with a dashed rule at each epoch boundary.
    void lossChartLayout()
    {
        const Trace tr = miniBatch();
        const Style s = Style::light();
        QImage probe(QSize(1280, 720), QImage::Format_ARGB32_Premultiplied);
        const QRectF area(0, 0, 1280, 720);
        const MiniBatchLayout L = miniBatchLayout(tr, area, s, &probe, MiniBatchView::Loss);
        QCOMPARE(L.chart, L.loss.plot);
        QVERIFY(L.chartArea.contains(L.loss.plot));
        QCOMPARE(L.loss.x.kind, chart::ScaleKind::SymLog);
        QStringList xs;
        for (const chart::Tick &t : L.loss.xTicks)
            xs << t.label;
        QCOMPARE(xs, QStringList({"0", "1", "10", "100", "1,000"}));
        // Equal steps per decade of 1 + x: 9 -> 99 as far as 0 -> 9.
        const double decade = L.loss.x.map(9) - L.loss.x.map(0);
        QVERIFY(std::abs((L.loss.x.map(99) - L.loss.x.map(9)) - decade) < 1e-6);
        QCOMPARE(L.loss.x.map(0), L.chart.left());
        QVERIFY(L.loss.x.map(1200) < L.chart.right()); // room after the last update
        QCOMPARE(L.loss.yTicks.front().value, 0.0);
        QCOMPARE(L.loss.y.lo, 0.0);
        QVERIFY(L.loss.rules.empty());
        QCOMPARE(L.loss.yTitleText, QStringLiteral("loss over all samples"));
        const MiniBatchLayout S = miniBatchLayout(tr, area, s, &probe, MiniBatchView::Loss, true);
        QCOMPARE(S.loss.x.kind, chart::ScaleKind::Linear);
        QCOMPARE(S.loss.xTitleText, QStringLiteral("samples seen"));
        QCOMPARE(S.loss.rules.size(), std::size_t(2)); // three epochs of 400 samples
        for (std::size_t e = 0; e < 2; ++e) {
            const chart::PlacedRule &r = S.loss.rules[e];
            QCOMPARE(r.line.x1(), S.loss.x.map(400.0 * double(e + 1)));
            QCOMPARE(r.note, QStringLiteral("epoch %1 →").arg(e + 2));
            QVERIFY(!r.noteBox.intersects(S.loss.legend));
            QVERIFY(S.chart.contains(r.noteBox));
        }
    }

    void currentBatchIsHighlighted_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("frame");
        for (const char *theme : {"light", "dark"})
            for (QSize size : {QSize(800, 500), QSize(1920, 1080)})
                for (int frame : {1, 2, 7, 13, 16})
                    QTest::addRow("%s %dx%d frame %d", theme, size.width(), size.height(), frame)
                        << QString(theme) << size << frame;
    }
    void currentBatchIsHighlighted()
    {
        QFETCH(QString, theme);
        QFETCH(QSize, size);
        QFETCH(int, frame);
        const Trace tr = miniBatch();
        const Style s = styleNamed(theme);
        const QImage img = renderFrame(tr, frame, s, size);
        const MiniBatchLayout L = layoutFor(tr, s, size);
        const Frame &f = tr.frames[std::size_t(frame)];
        const int a = int(f.num("tape_start")), b = int(f.num("tape_end"));
        QVERIFY(b >= a);
        const QRectF hl = span(L, a, b);
        // The outline in the highlight colour (the reserved accent) around the batch's cells...
        const int inside = countIn(img, hl, s.accent, 30);
        QVERIFY2(inside > 2 * hl.width(),
                 qPrintable(QStringLiteral("%1 highlight pixels over %2 px").arg(inside).arg(hl.width())));
        // ... and none over a batch far away on the same tape.
        const int other = a < 200 ? 250 : 40;
        const QRectF away = span(L, other, other + 20);
        QCOMPARE(countIn(img, away, s.accent, 20), 0);
    }

    void highlightSlidesBetweenBatches()
    {
        // Halfway from batch 1 (positions 0-31) to batch 2 (32-63) the highlight covers 16-47: the
        // tape positions interpolated between the two frames, not either batch.
        const Trace tr = miniBatch();
        const Style s = Style::light();
        const QSize size(1280, 720);
        QCOMPARE(tr.frames[1].num("tape_start"), 0.0);
        QCOMPARE(tr.frames[2].num("tape_end"), 63.0);
        const QImage img = renderFrame(tr, 1, s, size, 1.0, {}, {}, 0.5);
        const MiniBatchLayout L = layoutFor(tr, s, size);
        const QRectF moving = span(L, 16, 47);
        QVERIFY(countIn(img, moving, s.accent, 30) > 2 * moving.width());
        QCOMPARE(countIn(img, span(L, 4, 12), s.accent, 20), 0);
        QCOMPARE(countIn(img, span(L, 51, 58), s.accent, 20), 0);
    }

    void ticksWhereWMoves()
    {
        const Trace tr = miniBatch();
        const Style s = Style::light();
        const QSize size(1280, 720);
        const QImage img = renderFrame(tr, 0, s, size);
        const MiniBatchLayout L = layoutFor(tr, s, size);
        const QColor mini = s.series[3], full = s.series[2], sample = s.series[0];
        // Mini-batch: a tick right after positions 31, 63, ..., 399 (13 of them), none in between.
        const std::vector<double> &ticks = tr.meta.vec("tape_ticks");
        QCOMPARE(int(ticks.size()), 13);
        const QRectF tape = L.tapes[MiniBatchLayout::MiniBatch];
        for (double pos : ticks) {
            const double x = tape.left() + (pos + 1) * L.cellWidth;
            const QRectF above(x - 2, tape.top() - L.tickHeight * 0.9, 4, L.tickHeight * 0.6);
            QVERIFY2(countIn(img, above, mini, 60) > 2, qPrintable(QString::number(pos)));
        }
        const double mid = tape.left() + 47.5 * L.cellWidth;
        QCOMPARE(countIn(img, QRectF(mid - 2, tape.top() - L.tickHeight * 0.9, 4, L.tickHeight * 0.6), mini, 60), 0);
        // Full batch: one tick, at the very end.
        const QRectF ft = L.tapes[MiniBatchLayout::FullBatch];
        QVERIFY(countIn(img, QRectF(ft.right() - 3, ft.top() - L.tickHeight * 0.9, 6, L.tickHeight * 0.6), full, 60) > 2);
        QCOMPARE(countIn(img, QRectF(ft.center().x() - 3, ft.top() - L.tickHeight * 0.9, 6, L.tickHeight * 0.6), full, 60), 0);
        // Sample-wise: ticks all along.
        const QRectF st = L.tapes[MiniBatchLayout::SampleWise];
        QVERIFY(countIn(img, QRectF(st.left(), st.top() - L.tickHeight * 0.7, st.width(), L.tickHeight * 0.4), sample, 80) >
                st.width() / 3);
    }

    void svgCarriesTheNumbers()
    {
        const Trace tr = miniBatch();
        // At the start the frozen-weight card holds the lecture's batch: the first four samples at w = 1.5.
        const QString start = svgText(renderFrameSvg(tr, 0, Style::light(), QSize(1280, 720)));
        for (const char *n : {"the lecture's four samples", "w stays 1.5", "-6.25", "2.125", "-1.5", "-4", "-7.5", "-12"})
            QVERIFY2(start.contains(m(n)), qPrintable(QStringLiteral("missing '%1' in\n%2").arg(m(n), start)));
        const QString text = svgText(renderFrameSvg(tr, 2, Style::light(), QSize(1280, 720)));
        for (const char *n : {"400 updates per epoch", "13 updates per epoch", "1 update per epoch", "samples 33–64", "keep 13",
                              "drop 12", "pad 13"})
            QVERIFY2(text.contains(m(n)), qPrintable(QStringLiteral("missing '%1' in\n%2").arg(m(n), text)));
        const Frame &f = tr.frames[2];
        QVERIFY(text.contains(ui::formatNumber(f.num("w_before")))); // 2.0546875: "2.055"
        QVERIFY(text.contains(QStringLiteral("updates (log scale)")));
        QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));

        const QString samples = svgText(renderFrameSvg(tr, 2, Style::light(), QSize(1280, 720), {{"samples", true}}));
        QVERIFY(samples.contains(QStringLiteral("samples seen")));
        QVERIFY(samples.contains(QStringLiteral("epoch 2")));
    }

    void leftoverPolicies()
    {
        const Trace drop = miniBatch("drop");
        const QString dropText = svgText(renderFrameSvg(drop, 12, Style::light(), QSize(1280, 720)));
        QVERIFY2(dropText.contains(QStringLiteral("12 updates per epoch")), qPrintable(dropText));
        QVERIFY(dropText.contains(QStringLiteral("16 dropped")));
        const QString dropNarration = painterFor("mini-batch")->narration(drop, 12, {});
        QVERIFY(dropNarration.contains(QStringLiteral("dropped")));

        const Trace pad = miniBatch("pad");
        const Style s = Style::light();
        const QSize size(1280, 720);
        const MiniBatchLayout L = layoutFor(pad, s, size);
        QVERIFY(!L.padCells.isEmpty());
        QVERIFY(L.padCells.left() > L.tapes[MiniBatchLayout::MiniBatch].right());
        QCOMPARE(pad.frames[13].num("padded_in_batch"), 16.0);
        const QString padText = svgText(renderFrameSvg(pad, 13, s, size));
        QVERIFY2(padText.contains(QStringLiteral("16 repeated")), qPrintable(padText));
        QVERIFY(padText.contains(QStringLiteral("13 updates per epoch")));
        // The padded batch highlights the repeated cells too.
        const QImage img = renderFrame(pad, 13, s, size);
        QVERIFY(countIn(img, L.padCells.adjusted(-3, -L.tickHeight, 3, L.tickHeight), s.accent, 30) > 10);
        QVERIFY(painterFor("mini-batch")->narration(pad, 13, {}).contains(QStringLiteral("repeats")));
    }

    void narrationHasTheLiveNumbers_data()
    {
        QTest::addColumn<int>("frame");
        QTest::addColumn<QStringList>("numbers");
        QTest::addRow("start") << 0
                               << QStringList{"<b>Update 0 of 39: the start.</b>",
                                              "1.5",
                                              "2.6875",
                                              "400",
                                              "32",
                                              "12 full batches",
                                              "16",
                                              "13 times per epoch",
                                              m("-6.25"),
                                              "2.125"};
        QTest::addRow("update 1")
            << 1
            << QStringList{"<b>Update 1 of 39</b>", "epoch 1", "batch 1 of 13", "samples 1–32", m("-5.547"), "2.055", "grows"};
        QTest::addRow("update 2")
            << 2 << QStringList{"<b>Update 2 of 39</b>", "samples 33–64", "2.055", m("-2.271"), "2.282", "64", "13 updates"};
        QTest::addRow("leftover")
            << 13 << QStringList{"<b>Update 13 of 39</b>", "batch 13 of 13", "samples 385–400", "16 samples", "leftover", "400"};
        QTest::addRow("epoch 2") << 14
                                 << QStringList{"<b>Update 14 of 39</b>", "epoch 2", "batch 1 of 13", "positive", "shrinks"};
    }
    void narrationHasTheLiveNumbers()
    {
        QFETCH(int, frame);
        QFETCH(QStringList, numbers);
        const Trace tr = miniBatch();
        const QString n = painterFor("mini-batch")->narration(tr, frame, {});
        for (const QString &s : numbers)
            QVERIFY2(n.contains(s), qPrintable(QStringLiteral("'%1' not in: %2").arg(s, n)));
    }

    void oneStepCount()
    {
        // 3 epochs of 13 updates after the start: frames 0..39, and the header counts to 39.
        const Trace tr = miniBatch();
        QCOMPARE(int(tr.frames.size()), 40);
        for (int i : {0, 1, 39}) {
            QCOMPARE(tr.frames[std::size_t(i)].num("update"), double(i));
            const testing::SvgText text = testing::svgText(renderFrameSvg(tr, i, Style::light(), QSize(1280, 720)));
            QVERIFY2(text.contains(QStringLiteral("update %1 of 39 · epoch ").arg(i)), qPrintable(text.flat));
            QVERIFY(text.contains(i == 0 ? QStringLiteral("Update 0 of 39: the start")
                                         : QStringLiteral("Update %1 of 39 · epoch").arg(i)));
        }
    }

    void midTransitionPlaysTheNextUpdate_data()
    {
        QTest::addColumn<int>("index");
        for (int i : {0, 1, 12, 13, 38})
            QTest::addRow("%d -> %d", i, i + 1) << i;
    }
    void midTransitionPlaysTheNextUpdate()
    {
        // While the batch highlight moves on, header, panel, batch label and narration name the update it moves to.
        QFETCH(int, index);
        const Trace tr = miniBatch();
        const Frame &next = tr.frames[std::size_t(index + 1)];
        const testing::SvgText text =
            testing::svgText(renderFrameSvg(tr, index, Style::light(), QSize(1280, 720), {}, {}, {}, 0.5));
        const QString step = QStringLiteral("%1 of 39").arg(index + 1);
        QVERIFY2(text.contains(QStringLiteral("update ") + step), qPrintable(text.flat));
        QVERIFY(text.contains(QStringLiteral("Update %1 · epoch %2 · batch %3 of 13")
                                  .arg(step)
                                  .arg(next.num("epoch"))
                                  .arg(next.num("batch_index"))));
        QVERIFY(
            text.contains(QStringLiteral("batch %1: samples %2").arg(next.num("batch_index")).arg(next.num("tape_start") + 1)));
        QVERIFY(text.contains(QStringLiteral("update %1: L = ").arg(index + 1)));
        const QString n = testing::narrationText(tr, index + 1);
        QCOMPARE(testing::firstCount(n), step);
        QVERIFY(n.startsWith(QStringLiteral("Update ") + step));
    }

    void frozenCardFollowsTheUpdate_data()
    {
        QTest::addColumn<int>("update");
        for (int u : {1, 3, 13})
            QTest::addRow("update %d", u) << u;
    }
    void frozenCardFollowsTheUpdate()
    {
        // The card said "w stays 1.5 ..., one update = 2.125" at every update and batch size; it
        // shows the shown update's batch: its w_before, its samples with how often each is in
        // the batch, their gradients, and the update it makes.
        QFETCH(int, update);
        const Trace tr = miniBatch();
        const auto &f = typedTrace<MiniBatchTrace>(tr).frames.at(std::size_t(update));
        const QString text = svgText(renderFrameSvg(tr, update, Style::light(), QSize(1280, 720), {}, QStringLiteral("frozen")));
        const QString wStays =
            QStringLiteral("w stays %1 while %2 gradients").arg(ui::formatNumber(f.w_before), ui::formatCount(f.batch_size));
        QVERIFY2(text.contains(wStays), qPrintable(wStays + QStringLiteral(" missing in\n") + text));
        QVERIFY(!text.contains(QStringLiteral("the lecture's four samples")));
        QVERIFY(f.batch_grads && f.batch_count);
        for (std::size_t k = 0; k < f.batch_grads->size(); ++k) {
            QVERIFY2(text.contains(ui::formatNumber((*f.batch_grads)[k])), qPrintable(ui::formatNumber((*f.batch_grads)[k])));
            QVERIFY(text.contains(QStringLiteral("×") + ui::formatCount((*f.batch_count)[k])));
        }
        const QString step = QStringLiteral("= %1").arg(ui::formatNumber(f.w));
        QVERIFY2(text.contains(step), qPrintable(step));
        if (update == 1)
            QVERIFY(text.contains(QStringLiteral("2.055"))); // 1.5 − 0.1·(−5.547) with B = 32
    }

    void frozenCardMatchesAnIndependentRun_data()
    {
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("update");
        for (int b : {4, 32})
            for (int u : {1, 2, 3, 7, 13})
                QTest::addRow("B = %d, update %d", b, u) << b << u;
    }
    void frozenCardMatchesAnIndependentRun()
    {
        // #29.4: the card said "w stays 1.5 while 4 gradients ..., one update = 2.125" at every
        // update and batch size. Here the run is recomputed from the parameters alone (tape in
        // order: sample i has x = i mod 4 + 1, y = 2x + 1; batches of B cut in order, the short
        // last one kept), and the card must show that update's frozen w, its batch's gradients
        // at that w, and the update it makes.
        QFETCH(int, batch);
        QFETCH(int, update);
        const int n = 400;
        const double eta = 0.1;
        const Trace tr = testing::sceneTrace("mini-batch", {{QStringLiteral("batch"), QString::number(batch)},
                                                            {QStringLiteral("shuffle"), QStringLiteral("off")}});
        QCOMPARE(tr.frames[0].num("w"), 1.5); // the lecture's start (worked example 2)
        const int perEpoch = (n + batch - 1) / batch;
        double w = 1.5, wBefore = 1.5;
        std::map<int, int> counts; // x -> how often in the batch
        for (int u = 1; u <= update; ++u) {
            const int start = ((u - 1) % perEpoch) * batch, end = std::min(start + batch, n);
            counts.clear();
            double sum = 0;
            for (int i = start; i < end; ++i) {
                const double x = i % 4 + 1, y = 2 * x + 1;
                sum += (w * x - y) * x;
                ++counts[int(x)];
            }
            wBefore = w;
            w -= eta * sum / (end - start);
        }
        const QString text = svgText(renderFrameSvg(tr, update, Style::light(), QSize(1280, 720), {}, QStringLiteral("frozen")));
        int size = 0;
        for (const auto &[x, c] : counts)
            size += c;
        const QString wStays =
            QStringLiteral("w stays %1 while %2 gradients").arg(ui::formatNumber(wBefore), ui::formatCount(size));
        QVERIFY2(text.contains(wStays), qPrintable(wStays + QStringLiteral(" missing in\n") + text));
        for (const auto &[x, c] : counts) {
            const double g = (wBefore * x - (2 * x + 1)) * x;
            QVERIFY2(text.contains(ui::formatNumber(g)),
                     qPrintable(ui::formatNumber(g) + QStringLiteral(" missing in\n") + text));
            QVERIFY(text.contains(QStringLiteral("×") + ui::formatCount(c)));
        }
        // "one update: A − η·(G) = R" with A the frozen w and R the run's next w, as written.
        static const QRegularExpression re(QStringLiteral("one update: (\\S+) \u2212 (\\S+)·\\(?(\\S+?)\\)? = (\\S+)"));
        const QRegularExpressionMatch m = re.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        const auto shownNear = [](const QString &written, double truth) {
            const std::optional<double> v = ui::readNumber(written);
            return v && ui::readNumber(ui::formatSignificant(
                            truth, std::max(4, int(written.count(QRegularExpression(QStringLiteral("\\d"))))))) == *v;
        };
        QVERIFY2(shownNear(m.captured(1), wBefore), qPrintable(m.captured(0)));
        QCOMPARE(ui::readNumber(m.captured(2)), std::optional<double>(eta));
        QVERIFY2(shownNear(m.captured(4), w),
                 qPrintable(m.captured(0) + QStringLiteral(" but the run gives %1").arg(w, 0, 'g', 10)));
        QCOMPARE(tr.frames[std::size_t(update)].num("w"), w); // and the trace agrees to the last bit
    }

    void viewsRenderTheirPart_data()
    {
        QTest::addColumn<QString>("view");
        QTest::newRow("tapes") << "tapes";
        QTest::newRow("loss") << "loss";
        QTest::newRow("frozen") << "frozen";
    }
    void viewsRenderTheirPart()
    {
        QFETCH(QString, view);
        const Trace tr = miniBatch();
        const Style s = Style::light();
        const MiniBatchLayout L = layoutFor(tr, s, QSize(1280, 720), viewNamed<MiniBatchView>(view));
        QCOMPARE(!L.tapes[0].isEmpty(), view == "tapes");
        QCOMPARE(!L.chart.isEmpty(), view == "loss");
        QCOMPARE(!L.panel.isEmpty(), view == "frozen");
        const QString text = svgText(renderFrameSvg(tr, 2, s, QSize(1280, 720), {}, view));
        if (view == "frozen") // update 2's own batch, frozen at update 1's result
            QVERIFY(text.contains(QStringLiteral("w stays %1").arg(ui::formatNumber(tr.frames[2].num("w_before")))));
        if (view == "tapes")
            QVERIFY(text.contains(QStringLiteral("13 updates per epoch")));
        if (view == "loss")
            QVERIFY(text.contains(QStringLiteral("full batch")));
    }

    void currentLabelKeepsOffTheCurves_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("frame");
        for (QSize size : {QSize(540, 520), QSize(1280, 720)})
            for (int frame : {3, 19, 39})
                QTest::addRow("%dx%d update %d", size.width(), size.height(), frame) << size << frame;
    }
    void currentLabelKeepsOffTheCurves()
    {
        // "update 19: L = ..." sits where no curve runs: the curves do not depend on the frame, so
        // the label's box (found by its text colour) must hold no curve ink in the picture of
        // frame 0, whose label is elsewhere.
        QFETCH(QSize, size);
        QFETCH(int, frame);
        const Trace tr = miniBatch();
        const Style s = Style::light();
        const QImage img = renderFrame(tr, frame, s, size, 1.0, {}, QStringLiteral("loss")).convertToFormat(QImage::Format_RGB32);
        const QColor text = s.accent.darker(125);
        QRect box;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                if (near(img.pixelColor(x, y), text, 12))
                    box |= QRect(x, y, 1, 1);
        QVERIFY2(box.width() > 40, "no label found");
        box.adjust(-2, -2, 2, 2);
        const QImage ref = renderFrame(tr, 0, s, size, 1.0, {}, QStringLiteral("loss")).convertToFormat(QImage::Format_RGB32);
        int ink = 0;
        for (int y = box.top(); y <= box.bottom(); ++y)
            for (int x = box.left(); x <= box.right(); ++x) {
                const QColor c = ref.pixelColor(x, y);
                if (near(c, s.series[0], 40) || near(c, s.series[3], 40) || near(c, s.series[2], 40))
                    ++ink;
            }
        QVERIFY2(ink == 0, qPrintable(QStringLiteral("%1 curve pixels under the label at (%2, %3) %4x%5")
                                          .arg(ink)
                                          .arg(box.x())
                                          .arg(box.y())
                                          .arg(box.width())
                                          .arg(box.height())));
    }

    void lossTitleIsWholeOrShort()
    {
        // A 1000x700 window leaves a plot about 120 pixels high: too short for the long title,
        // which used to be cut at both ends ("oss over all sample").
        const Trace tr = miniBatch();
        const QStringList big = testing::svgText(renderFrameSvg(tr, 1, Style::light(), QSize(1280, 720))).lines;
        QVERIFY(big.contains(QStringLiteral("loss over all samples")));
        const QSize size(480, 330); // a plot about 45 pixels high
        QVERIFY(layoutFor(tr, Style::light(), size).chart.height() < 60);
        const QStringList small = testing::svgText(renderFrameSvg(tr, 1, Style::light(), size)).lines;
        QVERIFY(!small.contains(QStringLiteral("loss over all samples")));
        QVERIFY(small.contains(QStringLiteral("loss")));
    }

    void divergedRunShowsABanner()
    {
        const Trace tr = miniBatch({}, "0.9");
        QVERIFY(tr.diverged());
        const Style s = Style::light();
        const QSize size(1280, 720);
        const MiniBatchLayout L = layoutFor(tr, s, size);
        QVERIFY(!L.banner.isEmpty());
        const int last = int(tr.frames.size()) - 1;
        const QImage img = renderFrame(tr, last, s, size);
        QVERIFY(countIn(img, L.banner, s.warning, 40) > 200);
        const QString text = svgText(renderFrameSvg(tr, last, s, size));
        QVERIFY(text.contains(QStringLiteral("diverged"), Qt::CaseInsensitive));
        QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
        QVERIFY(!text.contains(QStringLiteral("inf"), Qt::CaseInsensitive));
        QVERIFY(layoutFor(miniBatch(), s, size).banner.isEmpty());
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SGD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set SGD_SCREENSHOT_DIR to write PNGs to look at");
        QDir().mkpath(dir);
        {
            // The narration of a few steps, to read next to the pictures.
            QFile out(dir + "/mini-batch_narration.html");
            QVERIFY(out.open(QIODevice::WriteOnly));
            for (const Trace &t : {miniBatch(), miniBatch("drop"), miniBatch("pad")}) {
                for (int i : {0, 2, 13, 14})
                    if (i < int(t.frames.size()))
                        out.write((painterFor("mini-batch")->narration(t, i, {{"slip", true}}) + "<hr>\n").toUtf8());
                out.write((painterFor("mini-batch")->narration(t, int(t.frames.size()) - 1, {}) + "<hr>\n").toUtf8());
            }
        }
        const Trace tr = miniBatch();
        Style pres = Style::light();
        pres.fontScale = 1.6;
        pres.font.setPointSizeF(pres.font.pointSizeF() * 1.6);
        QVERIFY(renderFrame(tr, 2, Style::light(), QSize(1280, 720)).save(dir + "/mb_light_u2.png"));
        QVERIFY(renderFrame(tr, 0, Style::light(), QSize(1280, 720)).save(dir + "/mb_light_u0.png"));
        QVERIFY(renderFrame(tr, 13, Style::dark(), QSize(1280, 720)).save(dir + "/mb_dark_u13.png"));
        QVERIFY(
            renderFrame(tr, 20, Style::print(), QSize(1280, 720), 1.0, {{"samples", true}}).save(dir + "/mb_print_samples.png"));
        QVERIFY(renderFrame(tr, 5, pres, QSize(1920, 1080)).save(dir + "/mb_present_u5.png"));
        QVERIFY(renderFrame(tr, 5, Style::light(), QSize(700, 450)).save(dir + "/mb_small_u5.png"));
        QVERIFY(renderFrame(miniBatch("drop"), 12, Style::light(), QSize(1280, 720)).save(dir + "/mb_drop_u12.png"));
        QVERIFY(renderFrame(miniBatch("pad"), 13, Style::light(), QSize(1280, 720)).save(dir + "/mb_pad_u13.png"));
        QVERIFY(renderFrame(miniBatch("pad"), 13, Style::dark(), QSize(1920, 1080), 1.0, {}, "tapes")
                    .save(dir + "/mb_pad_tapes.png"));
        QVERIFY(renderFrame(tr, 3, Style::light(), QSize(900, 600), 1.0, {}, "frozen").save(dir + "/mb_frozen.png"));
        QVERIFY(renderFrame(tr, 3, Style::light(), QSize(900, 600), 1.0, {}, "loss").save(dir + "/mb_loss.png"));
        const Trace div = miniBatch({}, "0.9");
        QVERIFY(renderFrame(div, int(div.frames.size()) - 1, Style::light(), QSize(1280, 720)).save(dir + "/mb_diverged.png"));
    }
};

QTEST_MAIN(TestMiniBatchPainter)
#include "tst_mini_batch_painter.moc"
