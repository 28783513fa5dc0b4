// Quantizers: float16/bfloat16 rounding, uniform b-bit, QSGD unbiasedness and variance bound,
// bytes per message, error feedback staying bounded, shared codes, training per bit width.
#include "core/scenes.h"
#include "core/scenes/quantized/quantized.h"
#include "core/scenes/quantized/quantized_trace.h"
#include "core/sim/quantizer.h"

#include <QTest>

#include <cmath>

using namespace sgd;

class TestQuantizer : public QObject {
    Q_OBJECT
private slots:
    void halfPrecisionRoundsToNearestEven_data()
    {
        QTest::addColumn<double>("in");
        QTest::addColumn<double>("half");
        QTest::addColumn<double>("bf16");
        QTest::newRow("one") << 1.0 << 1.0 << 1.0;
        QTest::newRow("third") << 1.0 / 3 << 0.333251953125 << 0.333984375;
        // 1 + 2^-11 is exactly halfway between two halves: ties go to the even one (1.0).
        QTest::newRow("tie to even") << 1.0 + std::ldexp(1.0, -11) << 1.0 << 1.0;
        QTest::newRow("tie to even up") << 1.0 + 3 * std::ldexp(1.0, -11) << 1.0 + std::ldexp(1.0, -9) << 1.0;
        QTest::newRow("largest half") << 65504.0 << 65504.0 << 65536.0;
        QTest::newRow("overflow") << 70000.0 << qInf() << 70144.0;
        QTest::newRow("subnormal") << 1e-7 << 1.1920928955078125e-07 << 1.0011717677116394e-07;
        QTest::newRow("negative") << -2.7 << -2.69921875 << -2.703125;
    }
    void halfPrecisionRoundsToNearestEven()
    {
        QFETCH(double, in);
        QFETCH(double, half);
        QFETCH(double, bf16);
        QCOMPARE(toFloat16(in), half);
        QCOMPARE(toBFloat16(in), bf16);
    }

    void float16BitPatterns()
    {
        QCOMPARE(int(float16Bits(1.0)), 0x3C00);
        QCOMPARE(int(float16Bits(-2.0)), 0xC000);
        QCOMPARE(int(float16Bits(65504.0)), 0x7BFF);
        QCOMPARE(int(float16Bits(std::ldexp(1.0, -24))), 0x0001);
        QCOMPARE(int(float16Bits(0.333251953125)), 0x3555);
    }

    void largeProblemsStayStableAtTheDefaultStep()
    {
        const SceneDef *d = findScene("quantized");
        ParamSet p = d->defaults();
        p.set("workers", "12");
        p.set("features", "64");
        const Trace t = runScene(*d, p);
        QVERIFY(!t.diverged());
        QVERIFY(t.frames.back().num("loss") < t.frames.front().num("loss"));
    }

    void uniformLevelsAndBytes_data()
    {
        QTest::addColumn<int>("bits");
        QTest::addColumn<double>("bytes"); // for 100 values: ceil(100*b/8) + 4-byte scale
        QTest::newRow("8 bit") << 8 << 104.0;
        QTest::newRow("4 bit") << 4 << 54.0;
        QTest::newRow("2 bit") << 2 << 29.0;
    }
    void uniformLevelsAndBytes()
    {
        QFETCH(int, bits);
        QFETCH(double, bytes);
        const QuantizerConfig q = quantizerForBits(bits);
        QCOMPARE(messageBytes(100, q), bytes);
        Rng rng(1);
        std::vector<double> v;
        for (int i = 0; i < 100; ++i)
            v.push_back(std::sin(i * 0.7) * 3);
        const QuantizedMessage m = quantize(v, q, rng);
        QCOMPARE(m.bytes, bytes);
        const double top = std::ldexp(1.0, bits) - 1;
        double maxErr = 0;
        for (std::size_t i = 0; i < v.size(); ++i) {
            QVERIFY(m.codes[i] >= 0 && m.codes[i] <= std::int64_t(top));
            maxErr = std::max(maxErr, std::abs(m.values[i] - v[i]));
        }
        // Nearest rounding: at most half a level spacing away.
        QVERIFY(maxErr <= m.scale / top + 1e-12);
    }

    void floatAndSignBytes()
    {
        QCOMPARE(messageBytes(100, quantizerForBits(32)), 400.0);
        QCOMPARE(messageBytes(100, quantizerForBits(16)), 200.0);
        QCOMPARE(messageBytes(100, quantizerForBits(1)), 13.0 + 4.0);
        // A value set {0,1,2,3} needs 2 bits: four codes.
        Rng rng(3);
        const QuantizedMessage m = quantize({-1, -0.3, 0.4, 1}, quantizerForBits(2), rng);
        QCOMPARE(m.codes, (std::vector<std::int64_t>{0, 1, 2, 3}));
    }

    void stochasticRoundingIsUnbiased()
    {
        // Mean over N seeded draws: the standard error of one coordinate is at most
        // spacing/2/sqrt(N); 5 standard errors gives a test that fails on a real bias only.
        const std::vector<double> v{0.37, -1.21, 2.05, 0.0001, -0.5};
        QuantizerConfig q = quantizerForBits(4, Rounding::Stochastic);
        const int n = 20000;
        std::vector<double> sum(v.size(), 0.0);
        Rng rng(11);
        double scale = 0;
        for (int t = 0; t < n; ++t) {
            const QuantizedMessage m = quantize(v, q, rng);
            scale = m.scale;
            for (std::size_t i = 0; i < v.size(); ++i)
                sum[i] += m.values[i];
        }
        const double spacing = 2 * scale / 15;
        for (std::size_t i = 0; i < v.size(); ++i)
            QVERIFY2(std::abs(sum[i] / n - v[i]) < 5 * spacing / 2 / std::sqrt(double(n)), qPrintable(QString::number(i)));
    }

    void qsgdIsUnbiasedAndRespectsItsVarianceBound()
    {
        std::vector<double> v;
        for (int i = 0; i < 64; ++i)
            v.push_back(std::cos(i * 1.3) * (1 + i % 5));
        double norm2 = 0;
        for (double x : v)
            norm2 += x * x;
        for (int s : {1, 4, 16}) {
            QuantizerConfig q;
            q.scheme = QuantScheme::Qsgd;
            q.levels = s;
            Rng rng(5 + s);
            const int n = 4000;
            std::vector<double> sum(v.size(), 0.0);
            double sqErr = 0;
            for (int t = 0; t < n; ++t) {
                const QuantizedMessage m = quantize(v, q, rng);
                for (std::size_t i = 0; i < v.size(); ++i) {
                    sum[i] += m.values[i];
                    sqErr += (m.values[i] - v[i]) * (m.values[i] - v[i]);
                }
            }
            const double spacing = std::sqrt(norm2) / s;
            for (std::size_t i = 0; i < v.size(); ++i)
                QVERIFY(std::abs(sum[i] / n - v[i]) < 5 * spacing / 2 / std::sqrt(double(n)));
            // E||Q(v) - v||^2 <= min(d/s^2, sqrt(d)/s) ||v||^2  (Alistarh et al., QSGD, Lemma 3.1)
            const double d = double(v.size());
            const double bound = std::min(d / (s * s), std::sqrt(d) / s) * norm2;
            QVERIFY2(sqErr / n <= bound * 1.05, qPrintable(QStringLiteral("s=%1: %2 > %3").arg(s).arg(sqErr / n).arg(bound)));
        }
    }

    void errorFeedbackKeepsTheAccumulatedErrorBounded()
    {
        ErrorFeedback ef(16);
        Rng rng(2);
        double worst = 0, sumSent = 0, sumTrue = 0;
        for (int t = 0; t < 2000; ++t) {
            std::vector<double> g(16);
            for (int i = 0; i < 16; ++i)
                g[std::size_t(i)] = std::sin(0.01 * t + i) + 0.1 * rng.normal();
            const QuantizedMessage m = ef.apply(g, quantizerForBits(1), rng);
            double e = 0;
            for (double x : ef.error())
                e += x * x;
            worst = std::max(worst, std::sqrt(e));
            sumSent += m.values[3];
            sumTrue += g[3];
        }
        QVERIFY2(worst < 20.0, qPrintable(QString::number(worst)));
        // What was sent plus what is still owed equals what was computed.
        QVERIFY(std::abs(sumSent + ef.error()[3] - sumTrue) < 1e-9);
    }

    void nearbyValuesShareACodeForEveryBitWidth()
    {
        const SceneDef *d = findScene("quantized");
        for (const char *bits : {"32", "16", "8", "4", "2", "1"}) {
            ParamSet p = d->defaults();
            p.set("bits", bits);
            const Trace t = runScene(*d, p);
            const auto &share = typedTrace<QuantizedTrace>(t).meta.share;
            QCOMPARE(int(share.size()), 2);
            QVERIFY2(share[0].value != share[1].value, bits);
            QVERIFY2(share[0].code == share[1].code, bits);
        }
    }

    void schemeReachesEveryQuantizer_data()
    {
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<QString>("bits");
        QTest::addColumn<QString>("levels");
        QTest::addColumn<QString>("engine"); // the quantizer the trace names
        QTest::addColumn<double>("bitsPerValue");
        QTest::addColumn<double>("messageBytes"); // 8 values per message
        QTest::addColumn<bool>("ownCurve");       // not one of the lecture's widths
        QTest::newRow("by-bits 16") << "by-bits"
                                    << "16"
                                    << "4"
                                    << "float16" << 16.0 << 16.0 << false;
        QTest::newRow("uniform 8") << "uniform"
                                   << "8"
                                   << "4"
                                   << "uniform" << 8.0 << 12.0 << false;
        QTest::newRow("uniform 1") << "uniform"
                                   << "1"
                                   << "4"
                                   << "uniform" << 1.0 << 5.0 << true;
        QTest::newRow("float16") << "float16"
                                 << "8"
                                 << "4"
                                 << "float16" << 16.0 << 16.0 << false;
        QTest::newRow("bfloat16") << "bfloat16"
                                  << "8"
                                  << "4"
                                  << "bfloat16" << 16.0 << 16.0 << true;
        // QSGD: a sign bit and ceil(log2(s + 1)) bits for the level, plus the norm as a float32.
        QTest::newRow("qsgd s=4") << "qsgd"
                                  << "8"
                                  << "4"
                                  << "qsgd" << 4.0 << 8.0 << true;
        QTest::newRow("qsgd s=1") << "qsgd"
                                  << "8"
                                  << "1"
                                  << "qsgd" << 2.0 << 6.0 << true;
        QTest::newRow("qsgd s=127") << "qsgd"
                                    << "32"
                                    << "127"
                                    << "qsgd" << 8.0 << 12.0 << true;
        QTest::newRow("sign") << "sign"
                              << "8"
                              << "4"
                              << "sign" << 1.0 << 5.0 << false;
    }
    void schemeReachesEveryQuantizer()
    {
        QFETCH(QString, scheme);
        QFETCH(QString, bits);
        QFETCH(QString, levels);
        QFETCH(QString, engine);
        QFETCH(double, bitsPerValue);
        QFETCH(double, messageBytes);
        QFETCH(bool, ownCurve);
        const SceneDef *d = findScene("quantized");
        ParamSet p = d->defaults();
        p.set("scheme", scheme.toStdString());
        p.set("bits", bits.toStdString());
        p.set("levels", levels.toStdString());
        const Trace t = runScene(*d, p);
        QCOMPARE(QString::fromStdString(t.meta.str("scheme")), engine);
        QCOMPARE(t.meta.num("bits_per_value"), bitsPerValue);
        QCOMPARE(t.meta.num("message_bytes"), messageBytes);
        QCOMPARE(t.frames.back().num("bits"), bitsPerValue);
        // 4 workers, 30 rounds, one message each
        QCOMPARE(t.frames.back().num("bytes_sent"), 4.0 * 30 * messageBytes);
        const QuantizedMeta &meta = typedTrace<QuantizedTrace>(t).meta;
        QCOMPARE(meta.run_loss.has_value(), ownCurve);
        QCOMPARE(meta.run_bytes.has_value(), ownCurve);
        if (ownCurve) {
            QCOMPARE(meta.run_loss->size(), t.frames.size());
            QCOMPARE(meta.run_loss->back(), t.frames.back().num("loss"));
            QCOMPARE(meta.run_bytes->back(), t.frames.back().num("bytes_sent"));
        }
        QVERIFY(t.frames.back().num("loss") < t.frames.front().num("loss"));
        // The shared code really is shared, and decodes to one value.
        QCOMPARE(meta.share[0].code, meta.share[1].code);
        QCOMPARE(meta.share[0].decoded, meta.share[1].decoded);
        QVERIFY(meta.share[0].value != meta.share[1].value);
    }

    void bfloat16InTheScene()
    {
        const SceneDef *d = findScene("quantized");
        ParamSet p = d->defaults();
        p.set("scheme", "bfloat16");
        const Trace t = runScene(*d, p);
        // 7 stored mantissa bits: 1 + 2^-9 rounds back to 1, and 1.0 is 0x3F80 (the top half of float32's 0x3F800000).
        const auto &share = typedTrace<QuantizedTrace>(t).meta.share;
        QCOMPARE(share[1].value, 1.0 + std::ldexp(1.0, -9));
        QCOMPARE(share[0].code, double(0x3F80));
        QCOMPARE(toBFloat16(1.0 + std::ldexp(1.0, -9)), 1.0);
        QCOMPARE(toBFloat16(1.0 + std::ldexp(1.0, -7)), 1.0 + std::ldexp(1.0, -7));
        // The demo value between its two bfloat16 neighbours, one unit in the last place apart.
        const double v = t.meta.num("demo_value"), lo = t.meta.num("demo_lower"), hi = t.meta.num("demo_upper");
        QVERIFY(lo <= v && v <= hi);
        int e;
        std::frexp(v, &e);
        QCOMPARE(hi - lo, std::ldexp(1.0, e - 1 - 7));
        QCOMPARE(toBFloat16(lo), lo);
        QCOMPARE(toBFloat16(hi), hi);
        QCOMPARE(t.meta.num("demo_quantized"), toBFloat16(v));
        // Each worker's message: every value is a bfloat16 number.
        const Matrix *after = t.frames[1].matrix("grad_after");
        QVERIFY(after);
        for (int j = 0; j < after->cols; ++j)
            QCOMPARE(toBFloat16(after->at(0, j)), after->at(0, j));
    }

    void qsgdInTheScene()
    {
        QuantizerConfig q;
        q.scheme = QuantScheme::Qsgd;
        q.levels = 4;
        QCOMPARE(messageBytes(100, q), 50.0 + 4.0); // 4 bits per value
        q.levels = 1;
        QCOMPARE(messageBytes(100, q), 25.0 + 4.0); // 2 bits per value
        q.levels = 127;
        QCOMPARE(messageBytes(100, q), 100.0 + 4.0); // 8 bits per value

        const SceneDef *d = findScene("quantized");
        ParamSet p = d->defaults();
        p.set("scheme", "qsgd");
        p.set("levels", "4");
        const Trace t = runScene(*d, p);
        QCOMPARE(t.meta.num("levels"), 4.0);
        // 2s + 1 = 9 levels k·||g||/s; the demo value between two neighbours, sent as one of them,
        // going up with probability (v − lower) / (upper − lower).
        const auto &levels = t.meta.vec("demo_levels");
        const double norm = t.meta.num("demo_scale");
        QCOMPARE(int(levels.size()), 9);
        for (int k = 0; k < 9; ++k)
            QVERIFY(std::abs(levels[std::size_t(k)] - norm * (k - 4) / 4.0) < 1e-12);
        const double v = t.meta.num("demo_value"), lo = t.meta.num("demo_lower"), hi = t.meta.num("demo_upper");
        QVERIFY(lo <= v && v <= hi);
        QVERIFY(std::abs(hi - lo - norm / 4) < 1e-12);
        QVERIFY(t.meta.num("demo_quantized") == lo || t.meta.num("demo_quantized") == hi);
        QVERIFY(std::abs(t.meta.num("demo_p_upper") - (v - lo) / (hi - lo)) < 1e-12);
        // Every value a worker sends is a whole number of steps ||g||/s of its own message.
        const Matrix *before = t.frames[1].matrix("grad_before");
        const Matrix *after = t.frames[1].matrix("grad_after");
        double n2 = 0;
        for (int j = 0; j < before->cols; ++j)
            n2 += before->at(0, j) * before->at(0, j);
        for (int j = 0; j < after->cols; ++j) {
            const double k = after->at(0, j) / std::sqrt(n2) * 4;
            QVERIFY2(std::abs(k - std::round(k)) < 1e-9, qPrintable(QString::number(k)));
        }
    }

    void uniformSchemeRefusesFloatWidths()
    {
        const SceneDef *d = findScene("quantized");
        ParamSet p = d->defaults();
        p.set("scheme", "uniform");
        p.set("bits", "16");
        QVERIFY_THROWS_EXCEPTION(ParamError, runScene(*d, p));
        p.set("bits", "4");
        QCOMPARE(runScene(*d, p).meta.num("bits_per_value"), 4.0);
    }

    void trainingCurvesForEveryBitWidth()
    {
        const SceneDef *d = findScene("quantized");
        const Trace t = runScene(*d, d->defaults());
        QCOMPARE(int(t.frames.size()), 31);
        double prevBytes = -1;
        for (const auto &f : t.frames) {
            QCOMPARE(f.num("bits"), 8.0);
            QVERIFY(f.num("bytes_sent") > prevBytes);
            prevBytes = f.num("bytes_sent");
        }
        // 4 workers x 30 rounds x (8 values at 8 bits + 4-byte scale)
        QCOMPARE(t.frames.back().num("bytes_sent"), 4.0 * 30 * 12);
        const auto &curves = typedTrace<QuantizedTrace>(t).meta.curves;
        QCOMPARE(int(curves.size()), 6);
        for (std::size_t i = 0; i < curves.size(); ++i) {
            QCOMPARE(curves[i].bits, kLectureBitWidths[i]); // widest first
            QCOMPARE(int(curves[i].loss.size()), 31);
            QVERIFY2(curves[i].loss.back() < curves[i].loss.front() * 0.2, qPrintable(QString::number(curves[i].bits)));
        }
        QCOMPARE(curves.front().bytes.back(), 4.0 * 30 * 32);
        QCOMPARE(curves.back().bytes.back(), 4.0 * 30 * 5);
        // The run uses the lecture's quantizer for 8 bits: its frames are the 8-bit curve.
        QCOMPARE(curves[2].loss.back(), t.frames.back().num("loss"));
    }
};

QTEST_GUILESS_MAIN(TestQuantizer)
#include "tst_quantizer.moc"
