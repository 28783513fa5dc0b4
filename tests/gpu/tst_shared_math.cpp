// The per-element formulas the CPU backend and the CUDA kernels share, checked directly.
#include "core/shared_math.h"
#include "core/sim/quantizer.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace sgd;

class TestSharedMath : public QObject {
    Q_OBJECT

private slots:
    void elementTerms_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("y");
        QTest::addColumn<double>("w");
        QTest::addColumn<double>("b");
        QTest::addColumn<double>("residual");
        QTest::addColumn<double>("loss");
        // Lecture numbers: x = 3, y = 10, w = 2 gives y_hat = 6, r = -4, loss 8, gradient r x = -12.
        QTest::newRow("single-weight preset") << 3.0 << 10.0 << 2.0 << 0.0 << -4.0 << 8.0;
        QTest::newRow("exact fit") << 2.0 << 5.0 << 2.0 << 1.0 << 0.0 << 0.0;
        QTest::newRow("overshoot with bias") << 1.0 << 3.0 << 4.0 << 1.0 << 2.0 << 2.0;
        QTest::newRow("negative x") << -2.0 << 1.0 << 0.5 << 0.0 << -2.0 << 2.0;
    }
    void elementTerms()
    {
        QFETCH(double, x);
        QFETCH(double, y);
        QFETCH(double, w);
        QFETCH(double, b);
        QFETCH(double, residual);
        QFETCH(double, loss);
        const double pred = math::linePrediction(w, b, x);
        QCOMPARE(pred, w * x + b);
        const double r = math::residual(pred, y);
        QCOMPARE(r, residual);
        QCOMPARE(math::halfSquare(r), loss);
        QCOMPARE(math::gradientTerm(r, x), residual * x);
        QCOMPARE(math::surfaceTerm(w, b, x, y), loss);
        // The same formulas in float32 agree to float precision.
        QCOMPARE(math::surfaceTerm(float(w), float(b), float(x), float(y)), float(loss));
    }

    void mixTerm() { QCOMPARE(math::mixTerm(0.25, 8.0), 2.0); }

    void gridPoint_data()
    {
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::addColumn<int>("i");
        QTest::addColumn<int>("n");
        QTest::addColumn<double>("expected");
        QTest::newRow("first") << -1.0 << 1.0 << 0 << 5 << -1.0;
        QTest::newRow("last is hi") << -1.0 << 1.0 << 4 << 5 << 1.0;
        QTest::newRow("middle") << -1.0 << 1.0 << 2 << 5 << 0.0;
        QTest::newRow("quarter") << 0.0 << 4.0 << 1 << 5 << 1.0;
        QTest::newRow("one point is lo") << 3.0 << 7.0 << 0 << 1 << 3.0;
    }
    void gridPoint()
    {
        QFETCH(double, lo);
        QFETCH(double, hi);
        QFETCH(int, i);
        QFETCH(int, n);
        QFETCH(double, expected);
        QCOMPARE(math::gridPoint(lo, hi, i, n), expected);
    }

    void meanOf()
    {
        QCOMPARE(math::meanOf(10.0, 4), 2.5);
        QCOMPARE(math::meanOf(10.0, 0), 0.0);
    }

    void dot_data()
    {
        QTest::addColumn<int>("n");
        for (int n : {0, 1, 3, 7, 8, 9, 16, 17, 64, 100})
            QTest::addRow("n=%d", n) << n;
    }
    void dot()
    {
        QFETCH(int, n);
        std::vector<double> a(static_cast<std::size_t>(n)), b(static_cast<std::size_t>(n));
        std::vector<float> af(static_cast<std::size_t>(n)), bf(static_cast<std::size_t>(n));
        double expected = 0;
        for (int j = 0; j < n; ++j) {
            a[std::size_t(j)] = af[std::size_t(j)] = float(0.5 + 0.25 * j);
            b[std::size_t(j)] = bf[std::size_t(j)] = float(j % 3 - 1);
            expected += a[std::size_t(j)] * b[std::size_t(j)];
        }
        QCOMPARE(math::dot(a.data(), b.data(), n), expected); // small integers and quarters: exact
        QCOMPARE(math::dot(af.data(), bf.data(), n), float(expected));
    }

    void addGradientTerms()
    {
        const float x[] = {1.f, -2.f, 0.5f};
        double g[] = {10.0, 20.0, 30.0};
        math::addGradientTerms(g, x, 2.f, 3);
        QCOMPARE(g[0], 12.0);
        QCOMPARE(g[1], 16.0);
        QCOMPARE(g[2], 31.0);
    }

    void sigmoidAndLogLoss_data()
    {
        QTest::addColumn<double>("z");
        QTest::addColumn<double>("y");
        for (const double z : {-30.0, -4.0, -0.5, 0.0, 0.25, 3.0, 30.0})
            for (const double y : {0.0, 1.0, 0.3})
                QTest::newRow(qPrintable(QStringLiteral("z = %1, y = %2").arg(z).arg(y))) << z << y;
    }

    // Against the textbook formulas where those are accurate.
    void sigmoidAndLogLoss()
    {
        QFETCH(double, z);
        QFETCH(double, y);
        const double p = 1.0 / (1.0 + std::exp(-z));
        QVERIFY(std::abs(math::sigmoid(z) - p) <= 1e-15);
        // log(1 + e^z) - y z is exact enough for |z| <= 30; the p form loses digits for large z.
        const double textbook = std::log1p(std::exp(z)) - y * z;
        if (std::abs(z) < 5)
            QVERIFY(std::abs(textbook - (-y * std::log(p) - (1 - y) * std::log1p(-p))) < 1e-12);
        QVERIFY2(std::abs(math::logLoss(z, y) - textbook) <= 1e-12 * (1 + std::abs(textbook)),
                 qPrintable(QStringLiteral("%1 vs %2").arg(math::logLoss(z, y), 0, 'g', 17).arg(textbook, 0, 'g', 17)));
        const auto t = math::rowTerms<true>(z, y);
        QCOMPARE(t.residual, math::sigmoid(z) - y);
        QCOMPARE(t.loss, math::logLoss(z, y));
        const auto ls = math::rowTerms<false>(z, y);
        QCOMPARE(ls.residual, z - y);
        QCOMPARE(ls.loss, 0.5 * (z - y) * (z - y));
    }

    // Where the textbook formula overflows or loses everything, the shared one stays exact.
    void logLossExtremes()
    {
        QCOMPARE(math::sigmoid(-800.0), 0.0);
        QCOMPARE(math::sigmoid(800.0), 1.0);
        QCOMPARE(math::logLoss(800.0, 0.0), 800.0); // log(1 + e^800) = 800
        QCOMPARE(math::logLoss(-800.0, 1.0), 800.0);
        QCOMPARE(math::logLoss(800.0, 1.0), 0.0);
        QCOMPARE(math::logLoss(100.0f, 0.0f), 100.0f); // float too
        QVERIFY(std::isfinite(math::logLoss(-1e30f, 1.0f)));
        QCOMPARE(math::logLoss(0.0, 1.0), std::log(2.0));
    }

    // Half and bfloat16 rounding (the one formula the lecture's quantizer and both backends use)
    // against independent references: the compiler's own float-to-half conversion, and bfloat16 as
    // the float rounded to 8 significant bits; over normal, subnormal, overflowing and tie values.
    void floatFormatsMatchReferences()
    {
        std::mt19937_64 rng(5);
        std::vector<double> values = {0.0,  -0.0,     1.0,  1.0 + 1.0 / 2048, 1.0 + 3.0 / 2048, 65504.0, 65519.9, 65520.0,
                                      -7e4, 6.1e-5,   3e-6, 5.96e-8,          2.9e-8,           1e-9,    3.0e38,  -1.5,
                                      0.1,  1.0 / 3.0};
        std::uniform_real_distribution<double> e(-30.0, 20.0), m(-1.0, 1.0);
        for (int i = 0; i < 20000; ++i)
            values.push_back(m(rng) * std::pow(2.0, e(rng)));
        for (const double v : values) {
#if defined(__FLT16_MAX__)
            const double h = math::roundToFloat16(v), hWant = double(_Float16(float(v)));
            QVERIFY2(h == hWant || (std::isinf(h) && std::isinf(hWant) && (h > 0) == (hWant > 0)),
                     qPrintable(
                         QStringLiteral("float16 of %1: %2 vs %3").arg(v, 0, 'g', 17).arg(h, 0, 'g', 17).arg(hWant, 0, 'g', 17)));
#endif
            const double f = double(float(v));
            int exp = 0;
            std::frexp(f, &exp);
            const double ulp = std::ldexp(1.0, exp - 8); // 8 significant bits
            const double bfWant = f == 0.0 || std::isinf(f) ? f : std::nearbyint(f / ulp) * ulp;
            const double bf = math::roundToBFloat16(v);
            QVERIFY2(
                bf == bfWant || (std::isinf(bf) && std::abs(bfWant) > 3.38e38),
                qPrintable(
                    QStringLiteral("bfloat16 of %1: %2 vs %3").arg(v, 0, 'g', 17).arg(bf, 0, 'g', 17).arg(bfWant, 0, 'g', 17)));
        }
        QCOMPARE(math::roundToFloat16(1.0 + 1.0 / 2048), 1.0);              // tie to even
        QCOMPARE(math::roundToFloat16(1.0 + 3.0 / 2048), 1.0 + 2.0 / 1024); // tie to even (up)
        QVERIFY(std::isinf(math::roundToFloat16(65520.0)));
        QCOMPARE(math::roundToFloat16(65519.0), 65504.0);
        QCOMPARE(math::roundToFloat16(std::ldexp(1.0, -24)), std::ldexp(1.0, -24)); // smallest subnormal
        QCOMPARE(math::roundToBFloat16(1.0 + 1.0 / 256), 1.0);                      // tie to even
        QCOMPARE(math::roundToBFloat16(1.0 + 3.0 / 256), 1.0 + 2.0 / 128);          // tie to even (up)
    }

    // Codes and what the receiver decodes from them, as the lecture's quantizer stores them.
    void codes()
    {
        // 2 bits over [-1, 1]: codes 0 .. 3 for levels -1, -1/3, 1/3, 1; a zero message sends the middle code.
        QCOMPARE(math::uniformCode(0.2, 1.0, 2, false, 0.0), 2.0);
        QCOMPARE(math::uniformValue(2.0, 1.0, 2), 1.0 / 3.0);
        QCOMPARE(math::uniformCode(5.0, 0.0, 2, false, 0.0), 1.0);
        QCOMPARE(math::uniformValue(1.0, 0.0, 2), 0.0);
        QCOMPARE(math::qsgdCode(-0.75, 2.0, 4, 0.4), -2.0);
        QCOMPARE(math::qsgdValue(-2.0, 2.0, 4), -1.0);
        QCOMPARE(math::signCode(-3.0), 0);
        QCOMPARE(math::signCode(0.0), 1);
        QCOMPARE(math::addScaleTerm(math::kScaleMaxAbs, 2.0, -3.0), 3.0);
        QCOMPARE(math::addScaleTerm(math::kScaleSumSquares, 2.0, -3.0), 11.0);
    }

    void levels()
    {
        // 2 bits over [-1, 1]: levels -1, -1/3, 1/3, 1.
        QCOMPARE(math::uniformLevel(0.2, 1.0, 2, false, 0.0), 1.0 / 3.0);
        QCOMPARE(math::uniformLevel(-0.9, 1.0, 2, false, 0.0), -1.0);
        QCOMPARE(math::uniformLevel(0.0, 0.0, 2, false, 0.0), 0.0); // a zero message stays zero
        // Stochastic: 0.2 sits 0.8 of the way from -1/3 to 1/3: up when u < 0.8.
        QCOMPARE(math::uniformLevel(0.2, 1.0, 2, true, 0.79), 1.0 / 3.0);
        QCOMPARE(math::uniformLevel(0.2, 1.0, 2, true, 0.81), -1.0 / 3.0);
        // QSGD, norm 2, 4 levels: |v| / norm * s = 1.5, up to level 2 when u < 0.5.
        QCOMPARE(math::qsgdLevel(-0.75, 2.0, 4, 0.4), -1.0);
        QCOMPARE(math::qsgdLevel(-0.75, 2.0, 4, 0.6), -0.5);
        QCOMPARE(math::signLevel(-3.0, 0.25), -0.25);
        QCOMPARE(math::signLevel(0.0, 0.25), 0.25);
        QCOMPARE(math::finishScale(math::kScaleSumSquares, 25.0, 3), 5.0);
        QCOMPARE(math::finishScale(math::kScaleSumAbs, 6.0, 3), 2.0);
        QCOMPARE(math::finishScale(math::kScaleNone, 6.0, 3), 0.0);
    }

    // The counter-based uniforms: in [0, 1), reproducible, and evenly spread.
    void counterUniform()
    {
        QCOMPARE(math::counterUniform(7, 123), math::counterUniform(7, 123));
        QVERIFY(math::counterUniform(7, 123) != math::counterUniform(8, 123));
        const int n = 200000;
        double sum = 0;
        int buckets[10] = {};
        for (int i = 0; i < n; ++i) {
            const double u = math::counterUniform(42, std::uint64_t(i));
            QVERIFY(u >= 0.0 && u < 1.0);
            sum += u;
            ++buckets[int(u * 10)];
        }
        QVERIFY(std::abs(sum / n - 0.5) < 5 * std::sqrt(1.0 / 12 / n));
        for (int b : buckets)
            QVERIFY2(std::abs(b - n / 10) < 5 * std::sqrt(n * 0.1 * 0.9), "a tenth of [0, 1) is over- or under-drawn");
    }
};

QTEST_GUILESS_MAIN(TestSharedMath)
#include "tst_shared_math.moc"
