// The quantized-SGD painter: renders offscreen for every lecture bit width in light and dark, writes
// the message size, the shared codes and the rounding odds as SVG text, shows the workers'
// gradients once a round has run, switches the chart's x axis to bytes, and narrates with numbers.

#include "core/scenes.h"
#include "core/scenes/quantized/quantized_trace.h"
#include "ui/render/number_format.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/scenes/quantized/quantized_layout.h"
#include "ui/render/style.h"
#include "ui/render/topology_view.h"

#include "painter_test_support.h"
#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <QSet>

#include <QTest>

#include <cmath>

using namespace sgd;
using namespace sgd::ui;

namespace {

using testing::near;
using testing::styleNamed;
QString svgText(const QByteArray &svg)
{
    return testing::plainMinus(testing::svgTextJoined(svg));
}

Trace quantizedTrace(const QList<QPair<QString, QString>> &set = {})
{
    return testing::sceneTrace("quantized", set);
}

/// The painter's display form of a number: the one number format (exact up to 6 significant
/// digits, else 4; tst_number_format checks the policy), with '-' for the minus sign.
QString n4(double v)
{
    return testing::plainMinus(ui::formatNumber(v));
}

int countAll(const QImage &img, QColor color, int tol = 24)
{
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (near(img.pixelColor(x, y), color, tol))
                ++n;
    return n;
}

} // namespace

class TestQuantizedPainter : public QObject {
    Q_OBJECT

private slots:
    // The scene view's layout, without pixels: every panel inside the canvas and apart from the
    // others, the left column beside the right one, at a laptop's and a projector's size, in
    // screen and presentation type, for a lecture width and for the run's own quantizer (QSGD).
    void layoutIsSound_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("present");
        QTest::addColumn<QString>("scheme");
        // 695x365: the canvas of a 1000x700 window beside the docks (the workers' bars were 25 px tall).
        for (const QSize sz : {QSize(695, 365), QSize(1000, 700), QSize(1920, 1080)})
            for (bool present : {false, true})
                for (const char *scheme : {"uniform", "qsgd", "sign"})
                    if (!(present && sz.width() < 1000)) // presentation mode hides the docks: no small canvas
                        QTest::addRow("%dx%d%s %s", sz.width(), sz.height(), present ? " presentation" : "", scheme)
                            << sz << present << QString::fromLatin1(scheme);
    }
    void layoutIsSound()
    {
        QFETCH(QSize, size);
        QFETCH(bool, present);
        QFETCH(QString, scheme);
        const Trace tr = quantizedTrace({{"scheme", scheme}});
        QVERIFY(!tr.frames.empty());
        Style s = Style::light();
        if (present) {
            s.fontScale = 1.6;
            s.font.setPointSizeF(s.font.pointSizeF() * 1.6);
        }
        const QRectF area(QPointF(0, 0), QSizeF(size));
        const Style fitted = topo::fitStyleToArea(s, area);
        const quantized::Setup u = quantized::setupOf(tr);
        QCOMPARE(u.scheme, scheme);
        const quantized::Layout L = quantized::layoutFor(area, fitted, u);
        const QList<QPair<const char *, QRectF>> panels = {{"title", L.title},    {"chips", L.chips},     {"number line", L.line},
                                                           {"share", L.share},    {"workers", L.workers}, {"chart", L.chart},
                                                           {"readout", L.readout}};
        for (const auto &[name, r] : panels) {
            QVERIFY2(!r.isEmpty() && area.contains(r), name);
            for (const auto &[other, q] : panels)
                if (other != name)
                    QVERIFY2(!r.intersects(q),
                             qPrintable(QStringLiteral("%1 / %2").arg(QLatin1String(name), QLatin1String(other))));
        }
        // Two columns: number line, share and workers on the left, chart over readout on the right.
        for (const QRectF &left : {L.line, L.share, L.workers})
            QVERIFY(left.right() < L.chart.left() && left.right() < L.readout.left());
        QVERIFY(L.line.bottom() < L.share.top() && L.share.bottom() < L.workers.top() && L.chart.bottom() < L.readout.top());
        // The share panel gets the height it asks for; the number line at least its caption and values.
        QCOMPARE(L.share.height(), quantized::shareHeight(fitted));
        QVERIFY(L.line.height() >= quantized::lineRows(u, fitted).cap + quantized::lineRows(u, fitted).value);
        QVERIFY(L.workers.height() > 3 * QFontMetricsF(fitted.bodyFont()).height());
        // Caption, legend and each cell's title take about three lines; the bars keep about two more.
        const double cap = QFontMetricsF(fitted.captionFont()).height(), lab = QFontMetricsF(fitted.labelFont(true)).height();
        QVERIFY2(L.workers.height() >= 2 * cap + 4.5 * lab, qPrintable(QString::number(L.workers.height())));
    }

    void painterIsRegistered()
    {
        const ScenePainter *p = painterFor(QStringLiteral("quantized"));
        QVERIFY(p);
        QCOMPARE(p->tableColumns(), (QStringList{"step", "loss", "bytes_sent", "quantization_error"}));
        QStringList keys;
        for (const auto &o : p->options())
            keys << o.key;
        QVERIFY(keys.contains(QStringLiteral("bytes")));
    }

    void svgCarriesMessageSizeAndSharedCodes_data()
    {
        QTest::addColumn<QString>("bits");
        for (const char *bits : {"32", "16", "8", "4", "2", "1"})
            QTest::addRow("%s bits", bits) << QString(bits);
    }
    void svgCarriesMessageSizeAndSharedCodes()
    {
        QFETCH(QString, bits);
        const Trace tr = quantizedTrace({{"bits", bits}});
        for (const char *theme : {"light", "dark"}) {
            const QString text = svgText(renderFrameSvg(tr, 3, styleNamed(theme), QSize(1280, 720)));
            const QString msg = QStringLiteral("message %1 B instead of %2 B (float32)")
                                    .arg(qint64(tr.meta.num("message_bytes")))
                                    .arg(qint64(tr.meta.num("message_bytes_float32")));
            QVERIFY2(text.contains(msg), qPrintable(msg + QStringLiteral(" not in\n") + text));
            const auto &share = typedTrace<QuantizedTrace>(tr).meta.share;
            QCOMPARE(share.size(), std::size_t(2));
            QCOMPARE(share[0].code, share[1].code);
            const double codes[] = {share[0].code, share[1].code};
            QString code = QString::number(qint64(codes[0]));
            // A float's bit pattern in hex: four digits for a 16-bit float (1.0 is 0x3C00), eight for float32.
            if (bits == QLatin1String("32") || bits == QLatin1String("16"))
                code = QStringLiteral("0x%1")
                           .arg(quint32(codes[0]), bits == QLatin1String("16") ? 4 : 8, 16, QLatin1Char('0'))
                           .toUpper()
                           .replace(QStringLiteral("0X"), QStringLiteral("0x"));
            if (bits == QLatin1String("16"))
                QCOMPARE(code, QStringLiteral("0x3C00"));
            QVERIFY2(text.count(QStringLiteral("code ") + code) >= 2,
                     qPrintable(code + QStringLiteral(" not twice in\n") + text));
            QVERIFY(text.contains(QStringLiteral("same code")));
            QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
        }
    }

    void fourBitsShowTheNumberLine()
    {
        const Trace tr = quantizedTrace({{"bits", "4"}});
        QCOMPARE(tr.meta.num("message_bytes"), 8.0);
        QCOMPARE(tr.meta.num("message_bytes_float32"), 32.0);
        QCOMPARE(tr.meta.vec("demo_levels").size(), std::size_t(16));
        const QString text = svgText(renderFrameSvg(tr, 0, Style::light(), QSize(1280, 720)));
        QVERIFY2(text.contains(QStringLiteral("16 levels (4 bits)")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("g = ") + n4(tr.meta.num("demo_value"))));
        QVERIFY(text.contains(n4(tr.meta.num("demo_lower"))));
        QVERIFY(text.contains(n4(tr.meta.num("demo_upper"))));
        // Nearest rounding names the level it sends and still quotes the stochastic odds.
        QVERIFY(text.contains(QStringLiteral("nearest level: %1 is sent").arg(n4(tr.meta.num("demo_quantized")))));
        QVERIFY(text.contains(QStringLiteral("up with p = ") + n4(tr.meta.num("demo_p_upper"))));
        QVERIFY(text.contains(QStringLiteral("code 8")));
    }

    void stochasticRoundingShowsBothOdds()
    {
        const Trace tr = quantizedTrace({{"bits", "4"}, {"rounding", "stochastic"}});
        const double p = tr.meta.num("demo_p_upper");
        QVERIFY(p > 0 && p < 1);
        const QString text = svgText(renderFrameSvg(tr, 2, Style::dark(), QSize(1280, 720)));
        QVERIFY2(text.contains(QStringLiteral("up with p = ") + n4(p)), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("down with 1 - p = ") + n4(1 - p)));
        QVERIFY(text.contains(QStringLiteral("unbiased")));
        const QString n = painterFor("quantized")->narration(tr, 2, {});
        QVERIFY(n.contains(n4(p)));
        QVERIFY(n.contains(QStringLiteral("unbiased")));
    }

    void workersAppearAfterTheFirstRound()
    {
        const Trace tr = quantizedTrace({{"bits", "2"}});
        const Style s = Style::light();
        const QString t0 = svgText(renderFrameSvg(tr, 0, s, QSize(1280, 720)));
        QVERIFY(t0.contains(QStringLiteral("Round 0 is the start")));
        const QString t1 = svgText(renderFrameSvg(tr, 1, s, QSize(1280, 720)));
        for (int w = 1; w <= 4; ++w)
            QVERIFY(t1.contains(QStringLiteral("worker %1").arg(w)));
        QVERIFY(t1.contains(QStringLiteral("after 2 bits")));
        // The quantized bars are filled in the bit width's colour: many more such pixels once they exist.
        const int before = countAll(renderFrame(tr, 0, s, QSize(1280, 720)), quantized::bitsColor(s, 2));
        const int after = countAll(renderFrame(tr, 1, s, QSize(1280, 720)), quantized::bitsColor(s, 2));
        QVERIFY2(after > before + 500, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }

    void chartSwitchesToBytes()
    {
        const Trace tr = quantizedTrace({{"bits", "8"}});
        const QString rounds = svgText(renderFrameSvg(tr, 10, Style::light(), QSize(1280, 720)));
        QVERIFY(rounds.contains(QStringLiteral("Loss per round")));
        QVERIFY(rounds.contains(QStringLiteral("8 bits (this run)")));
        const QString bytes = svgText(renderFrameSvg(tr, 10, Style::light(), QSize(1280, 720), {{"bytes", true}}));
        QVERIFY(bytes.contains(QStringLiteral("Loss against bytes sent")));
        QVERIFY(bytes.contains(QStringLiteral("bytes sent by all workers")));
        const Frame &f = tr.frames[10];
        QVERIFY(bytes.contains(QStringLiteral("round 10: loss ") + n4(f.num("loss"))));
        QVERIFY(bytes.contains(QStringLiteral("%1 B sent so far").arg(formatCount(f.num("bytes_sent")))));
        // The two axes differ in pixels too.
        QVERIFY(renderFrame(tr, 10, Style::light(), QSize(1280, 720)) !=
                renderFrame(tr, 10, Style::light(), QSize(1280, 720), 1.0, {{"bytes", true}}));
    }

    void overlappingCurvesAreNamed()
    {
        // In the lecture preset 32, 16 and 8 bits (and 4) end on one line: the chart says so, and
        // every width keeps its legend entry. Against bytes the curves part, and the note goes.
        const Trace tr = quantizedTrace({{"bits", "8"}});
        for (QSize size : {QSize(540, 520), QSize(1280, 720), QSize(1920, 1080)}) {
            const QString t = svgText(renderFrameSvg(tr, 20, Style::light(), size, {}, QStringLiteral("loss-curves")));
            // "32, 16 and 8 bits overlap", or with 4 as well where the chart is too small to part it.
            static const QRegularExpression note(QStringLiteral("\\n32, 16(, 8)? and (8|4) bits overlap\\n"));
            QVERIFY2(note.match(t).hasMatch(), qPrintable(t));
            for (const char *b : {"32", "16", "4", "2", "1"})
                QVERIFY2(t.contains(QStringLiteral("\n%1\n").arg(QLatin1String(b))), b);
            QVERIFY(t.contains(QStringLiteral("8 bits (this run)")));
        }
        const QString bytes =
            svgText(renderFrameSvg(tr, 20, Style::light(), QSize(1280, 720), {{"bytes", true}}, QStringLiteral("loss-curves")));
        QVERIFY(!bytes.contains(QStringLiteral("overlap")));
        // The curves of the other widths are drawn in their own colours (markers and dashes), not faded out.
        const QImage img = renderFrame(tr, 20, Style::light(), QSize(1280, 720), 1.0, {}, QStringLiteral("loss-curves"));
        for (int b : {32, 16, 4})
            QVERIFY2(
                countAll(img, quantized::bitsColor(Style::light(), b), 30) > 150,
                qPrintable(QStringLiteral("%1 bits: %2").arg(b).arg(countAll(img, quantized::bitsColor(Style::light(), b), 30))));
    }

    void narrationHasTheNumbers()
    {
        const Trace off = quantizedTrace({{"bits", "4"}});
        const ScenePainter *p = painterFor("quantized");
        const Frame &f = off.frames[5];
        const QString n = p->narration(off, 5, {});
        const int last = int(off.frames.size()) - 1;
        QVERIFY(n.startsWith(QStringLiteral("<b>Round 5 of %1, 4 bits per value.</b>").arg(last)));
        QVERIFY(n.contains(QStringLiteral("8 B instead of 32 B")));
        QVERIFY(n.contains(n4(f.num("loss"))));
        QVERIFY(n.contains(QStringLiteral("%1 B since the start").arg(formatCount(f.num("bytes_sent")))));
        QVERIFY(n.contains(QStringLiteral("code 8")));
        QVERIFY(n.contains(QStringLiteral("Error feedback is off")));
        const Trace on = quantizedTrace({{"bits", "1"}, {"error_feedback", "on"}});
        const QString m = p->narration(on, 5, {});
        QVERIFY(m.contains(QStringLiteral("Error feedback is on")));
        QVERIFY(m.contains(n4(on.frames[5].num("ef_error_norm")).replace(QLatin1Char('-'), QChar(0x2212))));
        QVERIFY(
            p->narration(off, 0, {}).startsWith(QStringLiteral("<b>Round 0 of %1: the start, 4 bits per value.</b>").arg(last)));
    }

    void oneStepCount()
    {
        const Trace tr = quantizedTrace({{"bits", "4"}});
        const int last = int(tr.frames.size()) - 1;
        QCOMPARE(tr.frames.back().num("step"), double(last));
        for (int i : {0, 1, last}) {
            const QString text = svgText(renderFrameSvg(tr, i, Style::light(), QSize(1280, 720)));
            QVERIFY2(text.contains(QStringLiteral("Round %1 of %2 · loss ").arg(i).arg(last)), qPrintable(text));
        }
    }

    void midTransitionPlaysTheNextRound_data()
    {
        QTest::addColumn<int>("index");
        for (int i : {0, 1, 9})
            QTest::addRow("%d -> %d", i, i + 1) << i;
    }
    void midTransitionPlaysTheNextRound()
    {
        // While the loss dot slides, the readout, the chart label, the workers' caption and the
        // narration all name the round being played, with its numbers.
        QFETCH(int, index);
        const Trace tr = quantizedTrace({{"bits", "4"}});
        const int last = int(tr.frames.size()) - 1;
        const Frame &next = tr.frames[std::size_t(index + 1)];
        const testing::SvgText text =
            testing::svgText(renderFrameSvg(tr, index, Style::light(), QSize(1280, 720), {}, {}, {}, 0.5));
        const QString step = QStringLiteral("%1 of %2").arg(index + 1).arg(last);
        QVERIFY2(text.contains(QStringLiteral("Round ") + step + QStringLiteral(" · loss ") + n4(next.num("loss"))),
                 qPrintable(text.flat));
        QVERIFY(text.contains(QStringLiteral("round %1: loss %2").arg(index + 1).arg(n4(next.num("loss")))));
        QVERIFY(text.contains(QStringLiteral("Round %1: ").arg(index + 1)));
        QVERIFY(!text.contains(QStringLiteral("Round 0 is the start")));
        const QString n = testing::narrationText(tr, index + 1);
        QCOMPARE(testing::firstCount(n), step);
        QVERIFY(n.startsWith(QStringLiteral("Round ") + step));
    }

    void everySchemeProducesFrames_data()
    {
        QTest::addColumn<QStringList>("sets"); // key=value
        QTest::addColumn<QString>("title");    // in the title line
        QTest::addColumn<QString>("legend");   // this run's legend entry
        QTest::addColumn<QString>("after");    // the workers' legend
        QTest::newRow("bfloat16") << QStringList{"scheme=bfloat16"} << "16 bits per value (bfloat16)"
                                  << "bfloat16 (this run)"
                                  << "after bfloat16";
        QTest::newRow("qsgd s=4") << QStringList{"scheme=qsgd", "levels=4"} << "4 bits per value (QSGD, 4 levels per sign"
                                  << "QSGD s = 4 (this run)"
                                  << "after QSGD s = 4";
        QTest::newRow("uniform 1 bit") << QStringList{"scheme=uniform", "bits=1"} << "1 bit per value (uniform levels"
                                       << "uniform 1 bit (this run)"
                                       << "after uniform 1 bit";
        QTest::newRow("float16 by name") << QStringList{"scheme=float16", "bits=4"} << "16 bits per value (float16)"
                                         << "16 bits (this run)"
                                         << "after 16 bits";
        QTest::newRow("sign by name") << QStringList{"scheme=sign"} << "1 bit per value (sign only)"
                                      << "1 bit (this run)"
                                      << "after 1 bit";
    }
    void everySchemeProducesFrames()
    {
        QFETCH(QStringList, sets);
        QFETCH(QString, title);
        QFETCH(QString, legend);
        QFETCH(QString, after);
        QList<QPair<QString, QString>> kv;
        for (const QString &s : sets)
            kv.append({s.section('=', 0, 0), s.section('=', 1)});
        const Trace tr = quantizedTrace(kv);
        QCOMPARE(int(tr.frames.size()), 31);
        const ScenePainter *p = painterFor("quantized");
        for (const QString &view : p->views())
            for (int frame : {0, 5}) {
                if (frame == 0 && view != QLatin1String("scene"))
                    continue; // the start frame once is enough
                const QImage img = renderFrame(tr, frame, Style::light(), QSize(1000, 700), 1.0, {},
                                               view == QLatin1String("scene") ? QString() : view);
                QVERIFY2(!img.isNull(), qPrintable(view));
                int ink = 0;
                for (int y = 0; y < img.height(); y += 3)
                    for (int x = 0; x < img.width(); x += 3)
                        ink += near(img.pixelColor(x, y), Style::light().background, 30) ? 0 : 1;
                QVERIFY2(ink > 200, qPrintable(QStringLiteral("%1 frame %2: %3").arg(view).arg(frame).arg(ink)));
                // Nothing runs off the canvas with the longer names either.
                const QPoint off = testing::inkOnBorder(img, Style::light().background);
                QVERIFY2(off == QPoint(-1, -1),
                         qPrintable(QStringLiteral("%1: ink at %2,%3").arg(view).arg(off.x()).arg(off.y())));
            }
        const QString text = svgText(renderFrameSvg(tr, 5, Style::light(), QSize(1920, 1080)));
        QVERIFY2(text.contains(title), qPrintable(text));
        QVERIFY2(text.contains(legend), qPrintable(text));
        QVERIFY2(text.contains(after), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
        QVERIFY(!p->narration(tr, 5, {}).isEmpty());
        // Small canvases shorten or wrap the longer wording, they never cut it off with an ellipsis.
        for (QSize size : {QSize(620, 460), QSize(1000, 700)})
            for (const QString &line : testing::svgText(renderFrameSvg(tr, 5, Style::light(), size)).lines)
                QVERIFY2(!line.endsWith(QChar(0x2026)), qPrintable(line));
    }

    void bfloat16AndQsgdAreNamed()
    {
        const ScenePainter *p = painterFor("quantized");
        const Trace bf = quantizedTrace({{"scheme", "bfloat16"}});
        const QString b = svgText(renderFrameSvg(bf, 3, Style::light(), QSize(1280, 720)));
        // 1 and 1 + 2^-9 share bfloat16's pattern for 1.0, written as four hex digits.
        QVERIFY2(b.count(QStringLiteral("code 0x3F80")) >= 2, qPrintable(b));
        QVERIFY(b.contains(QStringLiteral("nearest bfloat16 numbers")));
        QVERIFY(b.contains(n4(bf.meta.num("demo_lower"))) && b.contains(n4(bf.meta.num("demo_upper"))));
        const QString bn = p->narration(bf, 3, {});
        QVERIFY2(bn.contains(QStringLiteral("7 of its 23 mantissa bits")), qPrintable(bn));
        QVERIFY(bn.contains(QStringLiteral("with bfloat16 against")));

        const Trace q = quantizedTrace({{"scheme", "qsgd"}, {"levels", "2"}});
        const QString t = svgText(renderFrameSvg(q, 3, Style::light(), QSize(1920, 1080)));
        // 2s + 1 = 5 levels k·||g||/2 and both odds of the random rounding.
        QVERIFY2(t.contains(QStringLiteral("QSGD: g among 5 levels")), qPrintable(t));
        QVERIFY(t.contains(QStringLiteral("k = -2…2")));
        QVERIFY(t.contains(QStringLiteral("up with p = ") + n4(q.meta.num("demo_p_upper"))));
        QVERIFY(t.contains(QStringLiteral("down with 1 - p = ") + n4(q.meta.num("demo_p_lower"))));
        QVERIFY(t.contains(QStringLiteral("message 7 B instead of 32 B (float32)")));
        const QString qn = p->narration(q, 3, {});
        QVERIFY2(qn.startsWith(QStringLiteral("<b>Round 3 of %1, 3 bits per value (QSGD s = 2).</b>").arg(q.frames.size() - 1)),
                 qPrintable(qn));
        QVERIFY(qn.contains(QStringLiteral("unbiased")) || qn.contains(QStringLiteral("on average")));
        // Its own curve in the chart, in its own colour, beside the lecture widths.
        const QImage img = renderFrame(q, 20, Style::light(), QSize(1280, 720), 1.0, {}, QStringLiteral("loss-curves"));
        QVERIFY2(countAll(img, Style::light().series[5], 30) > 150,
                 qPrintable(QString::number(countAll(img, Style::light().series[5], 30))));
    }

    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SGD_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set SGD_SCREENSHOT_DIR to write screenshots");
        QDir().mkpath(dir);
        Style pres = Style::light();
        pres.fontScale = 1.6;
        pres.font.setPointSizeF(pres.font.pointSizeF() * 1.6);
        Style presDark = Style::dark();
        presDark.fontScale = 1.6;
        presDark.font.setPointSizeF(presDark.font.pointSizeF() * 1.6);
        for (const char *bits : {"32", "16", "8", "4", "2", "1"}) {
            const Trace tr = quantizedTrace({{"bits", bits}});
            QVERIFY(
                renderFrame(tr, 3, Style::light(), QSize(1280, 720)).save(dir + QStringLiteral("/q%1_light_r3.png").arg(bits)));
            QVERIFY(
                renderFrame(tr, 12, Style::dark(), QSize(1280, 720)).save(dir + QStringLiteral("/q%1_dark_r12.png").arg(bits)));
        }
        const Trace st = quantizedTrace({{"bits", "4"}, {"rounding", "stochastic"}});
        QVERIFY(renderFrame(st, 0, Style::light(), QSize(1280, 720)).save(dir + "/q4_stoch_r0.png"));
        QVERIFY(
            renderFrame(st, 8, Style::dark(), QSize(1280, 720), 1.0, {{"bytes", true}}).save(dir + "/q4_stoch_dark_bytes.png"));
        const Trace st2 = quantizedTrace({{"bits", "2"}, {"rounding", "stochastic"}, {"error_feedback", "on"}});
        QVERIFY(renderFrame(st2, 6, pres, QSize(1920, 1080)).save(dir + "/q2_present.png"));
        QVERIFY(
            renderFrame(st2, 6, presDark, QSize(1920, 1080), 1.0, {{"bytes", true}}).save(dir + "/q2_present_dark_bytes.png"));
        const Trace q8 = quantizedTrace({{"bits", "8"}});
        QVERIFY(renderFrame(q8, 4, Style::light(), QSize(700, 450)).save(dir + "/q8_small.png"));
        QVERIFY(renderFrame(q8, 4, Style::print(), QSize(1280, 720)).save(dir + "/q8_print.png"));
        const Trace big =
            quantizedTrace({{"bits", "4"}, {"workers", "12"}, {"features", "64"}, {"rounds", "200"}, {"eta", "0.01"}});
        QVERIFY(renderFrame(big, 50, Style::light(), QSize(1280, 720), 1.0, {{"bytes", true}}).save(dir + "/q4_big.png"));
        const Trace q1 = quantizedTrace({{"bits", "1"}});
        QVERIFY(renderFrame(q1, 0, pres, QSize(1920, 1080)).save(dir + "/q1_present.png"));
        const Trace div = quantizedTrace({{"bits", "4"}, {"workers", "12"}, {"features", "64"}, {"rounds", "200"}});
        QVERIFY(div.diverged());
        QVERIFY(renderFrame(div, 3, Style::light(), QSize(1280, 720)).save(dir + "/q4_diverged.png"));
    }
};

QTEST_MAIN(TestQuantizedPainter)
#include "tst_quantized_painter.moc"
