// The backend's quantizers (ComputeBackend::quantizeRows on the CPU backend) against the lecture's
// own quantizer in core/sim/quantizer.cpp: the deterministic schemes value for value, the stochastic
// ones by their statistics (unbiased, neighbouring levels, QSGD's variance bound), plus error
// feedback and independence of the thread count.
#include "core/random.h"
#include "core/sim/quantizer.h"
#include "gpu/backend_factory.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace sgd::gpu;

namespace {

/// rows x dims values: mostly normal, with zeros, a tiny subnormal-range value, a huge one, and a
/// row of all zeros (row 2) so that zero scales are covered.
std::vector<double> messages(int rows, int dims, std::uint64_t seed = 3)
{
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> n(0.0, 1.0);
    std::vector<double> v(std::size_t(rows) * std::size_t(dims));
    for (auto &x : v)
        x = n(rng) * std::pow(10.0, double(int(rng() % 7)) - 3.0);
    v[0] = 0.0;
    if (v.size() > 3) {
        v[1] = 3e-6;             // below half precision's normal range
        v[2] = -7e4;             // beyond half precision's largest value
        v[3] = 1.0 + 1.0 / 2048; // a tie in half precision: rounds to even (1.0)
    }
    if (rows > 2)
        std::fill_n(v.begin() + 2 * dims, dims, 0.0);
    return v;
}

sgd::QuantizerConfig coreConfig(QuantizerKind kind, int bits)
{
    sgd::QuantizerConfig c;
    switch (kind) {
    case QuantizerKind::Float16:
        c.scheme = sgd::QuantScheme::Float16;
        break;
    case QuantizerKind::BFloat16:
        c.scheme = sgd::QuantScheme::BFloat16;
        break;
    case QuantizerKind::Uniform:
        c.scheme = sgd::QuantScheme::Uniform;
        c.bits = bits;
        break;
    case QuantizerKind::Qsgd:
        c.scheme = sgd::QuantScheme::Qsgd;
        break;
    case QuantizerKind::Sign:
        c.scheme = sgd::QuantScheme::Sign;
        break;
    }
    return c;
}

} // namespace

class TestQuantizeRows : public QObject {
    Q_OBJECT

private slots:
    void deterministicSchemesMatchTheLecturesQuantizer_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("bits");
        QTest::newRow("float16") << int(QuantizerKind::Float16) << 16;
        QTest::newRow("bfloat16") << int(QuantizerKind::BFloat16) << 16;
        QTest::newRow("uniform 8 bits") << int(QuantizerKind::Uniform) << 8;
        QTest::newRow("uniform 4 bits") << int(QuantizerKind::Uniform) << 4;
        QTest::newRow("uniform 2 bits") << int(QuantizerKind::Uniform) << 2;
        QTest::newRow("uniform 1 bit") << int(QuantizerKind::Uniform) << 1;
        QTest::newRow("sign") << int(QuantizerKind::Sign) << 1;
    }

    void deterministicSchemesMatchTheLecturesQuantizer()
    {
        QFETCH(int, kind);
        QFETCH(int, bits);
        const int rows = 40, dims = 37;
        const auto v = messages(rows, dims);
        QuantizeOptions o;
        o.kind = QuantizerKind(kind);
        o.bits = bits;
        auto b = makeBackend(BackendKind::Cpu, 4);
        std::vector<double> out, scales;
        const Status st = b->quantizeRows(v, rows, o, out, scales);
        QVERIFY2(st.ok(), st.message.c_str());
        QCOMPARE(int(out.size()), rows * dims);
        QCOMPARE(int(scales.size()), rows);
        sgd::Rng rng(1);
        for (int r = 0; r < rows; ++r) {
            const std::vector<double> row(v.begin() + r * dims, v.begin() + (r + 1) * dims);
            const auto m = sgd::quantize(row, coreConfig(o.kind, bits), rng);
            for (int j = 0; j < dims; ++j) {
                const double got = out[std::size_t(r * dims + j)], want = m.values[std::size_t(j)];
                QVERIFY2(got == want || (std::isinf(got) && std::isinf(want) && (got > 0) == (want > 0)),
                         qPrintable(QStringLiteral("row %1 value %2 (%3): backend %4, lecture %5")
                                        .arg(r)
                                        .arg(j)
                                        .arg(row[std::size_t(j)], 0, 'g', 17)
                                        .arg(got, 0, 'g', 17)
                                        .arg(want, 0, 'g', 17)));
            }
            QCOMPARE(scales[std::size_t(r)], m.scale);
        }
        if (o.kind == QuantizerKind::Float16) {
            QCOMPARE(out[3], 1.0);                     // the tie went to the even neighbour
            QVERIFY(std::isinf(out[2]) && out[2] < 0); // -70000 overflows half precision
        }
    }

    // Stochastic uniform rounding and QSGD: every decoded value is one of the two levels around
    // it, and the mean over many seeds is the input (unbiased) within five standard errors.
    void stochasticSchemesAreUnbiased_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("uniform 2 bits, stochastic") << int(QuantizerKind::Uniform);
        QTest::newRow("qsgd, 4 levels") << int(QuantizerKind::Qsgd);
    }

    void stochasticSchemesAreUnbiased()
    {
        QFETCH(int, kind);
        const int dims = 16;
        std::vector<double> v(dims);
        for (int j = 0; j < dims; ++j)
            v[std::size_t(j)] = std::sin(1.7 * j + 0.3) * (1 + j % 3);
        QuantizeOptions o;
        o.kind = QuantizerKind(kind);
        o.bits = 2;
        o.levels = 4;
        o.stochastic = true;
        auto b = makeBackend(BackendKind::Cpu, 2);
        const int trials = 4000;
        std::vector<double> sum(dims, 0.0), sumSq(dims, 0.0), out, scales;
        double maxAbs = 0, norm = 0;
        for (double x : v) {
            maxAbs = std::max(maxAbs, std::abs(x));
            norm += x * x;
        }
        norm = std::sqrt(norm);
        for (int t = 0; t < trials; ++t) {
            o.seed = 1000 + std::uint64_t(t);
            QVERIFY(b->quantizeRows(v, 1, o, out, scales).ok());
            for (int j = 0; j < dims; ++j) {
                const double q = out[std::size_t(j)], x = v[std::size_t(j)];
                if (o.kind == QuantizerKind::Uniform) {
                    const double step = 2 * maxAbs / 3; // 2 bits: 4 levels over [-max, max]
                    QVERIFY2(std::abs(q - x) < step + 1e-12, "a stochastic level is not a neighbour");
                } else {
                    QVERIFY2(std::abs(q - x) <= norm / 4 + 1e-12, "a QSGD level is not a neighbour");
                    QVERIFY((q == 0) || ((q < 0) == (x < 0)));
                }
                sum[std::size_t(j)] += q;
                sumSq[std::size_t(j)] += q * q;
            }
        }
        double totalVariance = 0;
        for (int j = 0; j < dims; ++j) {
            const double mean = sum[std::size_t(j)] / trials;
            const double var = std::max(0.0, sumSq[std::size_t(j)] / trials - mean * mean);
            totalVariance += var;
            const double se = std::sqrt(var / trials);
            QVERIFY2(
                std::abs(mean - v[std::size_t(j)]) <= 5 * se + 1e-12,
                qPrintable(QStringLiteral("value %1: mean %2, input %3, se %4").arg(j).arg(mean).arg(v[std::size_t(j)]).arg(se)));
        }
        if (o.kind == QuantizerKind::Qsgd) {
            // QSGD's bound: E||Q(v) - v||^2 <= min(n / s^2, sqrt(n) / s) ||v||^2.
            const double bound = std::min(dims / 16.0, std::sqrt(double(dims)) / 4.0) * norm * norm;
            QVERIFY2(totalVariance <= bound * 1.05,
                     qPrintable(QStringLiteral("variance %1 above %2").arg(totalVariance).arg(bound)));
        }
    }

    // The draws depend on the seed and the position only: the same seed repeats, another differs,
    // and the thread count changes nothing.
    void drawsDependOnSeedAndPosition()
    {
        const int rows = 300, dims = 50;
        const auto v = messages(rows, dims, 9);
        QuantizeOptions o;
        o.kind = QuantizerKind::Qsgd;
        o.levels = 2;
        o.seed = 77;
        std::vector<double> a, b2, c, scales;
        QVERIFY(makeBackend(BackendKind::Cpu, 1)->quantizeRows(v, rows, o, a, scales).ok());
        QVERIFY(makeBackend(BackendKind::Cpu, 5)->quantizeRows(v, rows, o, b2, scales).ok());
        QCOMPARE(a, b2);
        o.seed = 78;
        QVERIFY(makeBackend(BackendKind::Cpu, 5)->quantizeRows(v, rows, o, c, scales).ok());
        QVERIFY(a != c);
    }

    // Error feedback: what a message lost is kept and sent later, so over many rounds the sum of
    // what was received follows the sum of what was meant, within one message's error.
    void errorFeedbackCarriesTheLoss()
    {
        const int rows = 3, dims = 8;
        auto b = makeBackend(BackendKind::Cpu, 1);
        QuantizeOptions o;
        o.kind = QuantizerKind::Sign;
        std::vector<double> error(std::size_t(rows * dims), 0.0), out, scales;
        std::vector<double> meant(error.size(), 0.0), received(error.size(), 0.0);
        for (int t = 0; t < 200; ++t) {
            const auto v = messages(rows, dims, 100 + std::uint64_t(t));
            std::vector<double> before = error;
            QVERIFY(b->quantizeRows(v, rows, o, out, scales, error).ok());
            for (std::size_t i = 0; i < v.size(); ++i) {
                // error' = (v + error) - decoded, exactly as sent.
                QCOMPARE(error[i], (v[i] + before[i]) - out[i]);
                meant[i] += v[i];
                received[i] += out[i];
            }
        }
        for (std::size_t i = 0; i < meant.size(); ++i)
            QVERIFY2(std::abs((meant[i] - received[i]) - error[i]) < 1e-6 * (1 + std::abs(meant[i])),
                     "meant - received must equal the remembered error");
    }

    void rejectsBadInput()
    {
        auto b = makeBackend(BackendKind::Cpu);
        std::vector<double> out, scales;
        const std::vector<double> v = {1, 2, 3, 4, 5, 6};
        QuantizeOptions o;
        QCOMPARE(b->quantizeRows(v, 4, o, out, scales).code, Status::Code::InvalidArgument); // 6 values, 4 rows
        QCOMPARE(b->quantizeRows(v, 0, o, out, scales).code, Status::Code::InvalidArgument);
        o.bits = 0;
        Status s = b->quantizeRows(v, 2, o, out, scales);
        QCOMPARE(s.code, Status::Code::InvalidArgument);
        QVERIFY2(s.message.find("bits") != std::string::npos, s.message.c_str());
        o = {};
        std::vector<double> shortError(3, 0.0);
        QCOMPARE(b->quantizeRows(v, 2, o, out, scales, shortError).code, Status::Code::InvalidArgument);
        const std::vector<double> bad = {1, NAN};
        QCOMPARE(b->quantizeRows(bad, 1, o, out, scales).code, Status::Code::InvalidArgument);
        QVERIFY(b->quantizeRows(v, 2, o, out, scales).ok()); // and it still works afterwards
    }
};

QTEST_GUILESS_MAIN(TestQuantizeRows)
#include "tst_quantize_rows.moc"
