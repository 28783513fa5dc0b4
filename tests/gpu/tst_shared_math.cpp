// The per-element formulas the CPU backend and the CUDA kernels share, checked directly.
#include "shared_math.h"

#include <QtTest>

#include <vector>

using namespace sgd::gpu;

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
};

QTEST_GUILESS_MAIN(TestSharedMath)
#include "tst_shared_math.moc"
