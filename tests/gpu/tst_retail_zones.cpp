// The synthetic retail zones: reproducible from the seed, independent of the thread count,
// unequal zone sizes and skewed (non-IID) features and labels.
#include "core/scenes/scale-lab/retail_zones.h"
#include "core/shared_math.h"
#include "gpu/backend_factory.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace sgd::gpu;
namespace math = sgd::math;

namespace {

RetailZonesConfig small(int threads = 0)
{
    RetailZonesConfig c;
    c.rows = 60000; // several blocks per zone for the big zones
    c.features = 5;
    c.zones = 12;
    c.seed = 42;
    c.threads = threads;
    return c;
}

double zoneMean(const Dataset<float> &d, int k, int j)
{
    double s = 0;
    const auto b = d.shardOffsets[std::size_t(k)], e = d.shardOffsets[std::size_t(k) + 1];
    for (auto i = b; i < e; ++i)
        s += d.x[std::size_t(i) * std::size_t(d.features) + std::size_t(j)];
    return s / double(e - b);
}

} // namespace

class TestRetailZones : public QObject {
    Q_OBJECT
private slots:
    void sizesAddUpAndDiffer()
    {
        const auto sizes = retailZoneSizes(100000, 64, 7, 1.0);
        QCOMPARE(int(sizes.size()), 64);
        QCOMPARE(std::accumulate(sizes.begin(), sizes.end(), std::int64_t(0)), std::int64_t(100000));
        const auto [lo, hi] = std::minmax_element(sizes.begin(), sizes.end());
        QVERIFY(*lo >= 1);
        QVERIFY2(*hi > 3 * *lo, "zone sizes should be clearly unequal");
        QCOMPARE(retailZoneSizes(100000, 64, 7, 1.0), sizes);
        QVERIFY(retailZoneSizes(100000, 64, 8, 1.0) != sizes);
        const auto equal = retailZoneSizes(1000, 10, 7, 0.0);
        QCOMPARE(equal, std::vector<std::int64_t>(10, 100));
        // The extreme: as many zones as rows.
        const auto ones = retailZoneSizes(1024, 1024, 3, 2.0);
        QCOMPARE(ones, std::vector<std::int64_t>(1024, 1));
    }

    void shapesAndOffsets()
    {
        const auto z = makeRetailZones(small());
        QCOMPARE(z.data.features, 5);
        QCOMPARE(z.data.y.size(), std::size_t(60000));
        QCOMPARE(z.data.x.size(), std::size_t(60000 * 5));
        QCOMPARE(z.data.shardOffsets.front(), std::int64_t(0));
        QCOMPARE(z.data.shardOffsets.back(), std::int64_t(60000));
        const auto sizes = retailZoneSizes(60000, 12, 42, 1.0);
        for (int k = 0; k < 12; ++k)
            QCOMPARE(z.data.shardOffsets[std::size_t(k) + 1] - z.data.shardOffsets[std::size_t(k)], sizes[std::size_t(k)]);
        QVERIFY(std::all_of(z.data.x.begin(), z.data.x.end(), [](float v) { return std::isfinite(v); }));
    }

    void sameSeedSameBitsOnAnyThreadCount()
    {
        const auto one = makeRetailZones(small(1));
        const auto two = makeRetailZones(small(2));
        const auto five = makeRetailZones(small(5));
        QVERIFY(one.data.x == two.data.x && one.data.x == five.data.x);
        QVERIFY(one.data.y == two.data.y && one.data.y == five.data.y);
        QCOMPARE(one.data.shardOffsets, five.data.shardOffsets);
        auto other = small(2);
        other.seed = 43;
        QVERIFY(makeRetailZones(other).data.y != one.data.y);
        // float and double draw the same numbers.
        const auto dbl = makeRetailZonesDouble(small(3));
        for (std::size_t i = 0; i < 100; ++i)
            QVERIFY(std::abs(dbl.data.x[i] - double(one.data.x[i])) < 1e-6);
    }

    void zonesAreSkewed()
    {
        const auto z = makeRetailZones(small());
        // Feature means differ between zones by far more than sampling noise would allow.
        double spread = 0;
        for (int k = 1; k < 12; ++k)
            spread = std::max(spread, std::abs(zoneMean(z.data, k, 0) - zoneMean(z.data, 0, 0)));
        QVERIFY2(spread > 0.2, qPrintable(QString::number(spread)));
        // Labels: residual of the true model per zone is the zone's label shift.
        std::vector<double> shifts = z.labelShift;
        QVERIFY(*std::max_element(shifts.begin(), shifts.end()) - *std::min_element(shifts.begin(), shifts.end()) > 0.3);
        for (int k = 0; k < 12; ++k) {
            const auto b = z.data.shardOffsets[std::size_t(k)], e = z.data.shardOffsets[std::size_t(k) + 1];
            double r = 0;
            for (auto i = b; i < e; ++i) {
                double pred = 0;
                for (int j = 0; j < 5; ++j)
                    pred += z.data.x[std::size_t(i) * 5 + std::size_t(j)] * z.trueWeights[std::size_t(j)];
                r += z.data.y[std::size_t(i)] - pred;
            }
            r /= double(e - b);
            QVERIFY2(std::abs(r - z.labelShift[std::size_t(k)]) < 0.05 + 0.5 / std::sqrt(double(e - b)),
                     qPrintable(QStringLiteral("zone %1: %2 vs %3").arg(k).arg(r).arg(z.labelShift[std::size_t(k)])));
        }
    }

    // 0/1 labels for logistic regression: P(y = 1) = sigma(x . w* + beta_k), so the share of ones
    // in a zone follows its label shift, the features are the same bits as with real labels, and
    // the same seed gives the same labels on any thread count.
    void binaryLabels()
    {
        RetailZonesConfig c = small(3);
        c.binaryLabels = true;
        const auto z = makeRetailZones(c);
        QCOMPARE(z.data.loss, Loss::Logistic);
        std::size_t ones = 0;
        for (float y : z.data.y) {
            QVERIFY(y == 0.0f || y == 1.0f);
            ones += y == 1.0f;
        }
        const double share = double(ones) / double(z.data.y.size());
        QVERIFY2(share > 0.2 && share < 0.8, qPrintable(QString::number(share)));
        const auto again = makeRetailZones([&] {
            auto c1 = c;
            c1.threads = 1;
            return c1;
        }());
        QVERIFY(again.data.y == z.data.y);
        QVERIFY(again.data.x == z.data.x);
        // P(y = 1 | x) = sigma(x . w* + beta_k): in every zone the share of ones matches the mean of
        // those probabilities within five standard errors.
        const int d = c.features;
        for (int k = 0; k < c.zones; ++k) {
            const auto b = z.data.shardOffsets[std::size_t(k)], e = z.data.shardOffsets[std::size_t(k) + 1];
            double ones = 0, expected = 0, variance = 0;
            for (auto i = b; i < e; ++i) {
                double score = z.labelShift[std::size_t(k)];
                for (int j = 0; j < d; ++j)
                    score += double(z.data.x[std::size_t(i) * std::size_t(d) + std::size_t(j)]) * z.trueWeights[std::size_t(j)];
                const double p = 1 / (1 + std::exp(-score));
                expected += p;
                variance += p * (1 - p);
                ones += z.data.y[std::size_t(i)];
            }
            QVERIFY2(std::abs(ones - expected) <= 5 * std::sqrt(variance) + 1e-9,
                     qPrintable(QStringLiteral("zone %1: %2 ones, %3 expected").arg(k).arg(ones).arg(expected)));
        }
        // Real labels are untouched by the option's existence.
        const auto real = makeRetailZones(small(3));
        QCOMPARE(real.data.loss, Loss::LeastSquares);
        QVERIFY(std::any_of(real.data.y.begin(), real.data.y.end(), [](float y) { return y != 0.0f && y != 1.0f; }));
    }

    // The backend generates the same rows in place as the host generator, on any thread count,
    // for real and for 0/1 labels; the loss follows the labels.
    void backendGeneratesTheSameRows()
    {
        for (const bool binary : {false, true}) {
            RetailZonesConfig c = small(2);
            c.binaryLabels = binary;
            const auto host = makeRetailZones(c);
            for (const int threads : {1, 3}) {
                auto b = makeBackend(BackendKind::Cpu, threads);
                const Status s = b->generate(retailZonesSpec(c));
                QVERIFY2(s.ok(), s.message.c_str());
                QCOMPARE(b->rows(), c.rows);
                QCOMPARE(b->features(), c.features);
                QCOMPARE(b->shardOffsets(), host.data.shardOffsets);
                QCOMPARE(b->precision(), Precision::Float32);
                QCOMPARE(b->loss(), binary ? Loss::Logistic : Loss::LeastSquares);
                std::vector<double> x, y;
                QVERIFY(b->readRows(0, c.rows, x, y).ok());
                for (std::size_t i = 0; i < host.data.x.size(); ++i)
                    QCOMPARE(x[i], double(host.data.x[i]));
                for (std::size_t i = 0; i < host.data.y.size(); ++i)
                    QCOMPARE(y[i], double(host.data.y[i]));
            }
        }
    }

    // Features are mu_kj + sigma_k z with z standard normal: each zone's sample mean and spread
    // follow its own shift and scale (the non-IID part), within a few standard errors.
    void featuresFollowTheirZone()
    {
        RetailZonesConfig c = small(2);
        c.rows = 200000;
        c.zones = 4;
        const auto z = makeRetailZones(c);
        const int d = c.features;
        for (int k = 0; k < c.zones; ++k) {
            const auto b = z.data.shardOffsets[std::size_t(k)], e = z.data.shardOffsets[std::size_t(k) + 1];
            const double n = double(e - b), sigma = z.featureScale[std::size_t(k)];
            for (int j = 0; j < d; ++j) {
                double sum = 0, sq = 0;
                for (auto i = b; i < e; ++i) {
                    const double v = z.data.x[std::size_t(i) * std::size_t(d) + std::size_t(j)];
                    sum += v;
                    sq += v * v;
                }
                const double mean = sum / n, sd = std::sqrt(sq / n - mean * mean);
                const double mu = z.featureShift[std::size_t(k) * std::size_t(d) + std::size_t(j)];
                QVERIFY2(std::abs(mean - mu) < 5 * sigma / std::sqrt(n),
                         qPrintable(QStringLiteral("zone %1 feature %2: mean %3, mu %4").arg(k).arg(j).arg(mean).arg(mu)));
                QVERIFY2(std::abs(sd / sigma - 1) < 0.05,
                         qPrintable(QStringLiteral("zone %1 feature %2: sd %3, sigma %4").arg(k).arg(j).arg(sd).arg(sigma)));
            }
        }
    }

    void counterDraws()
    {
        // Normal draws: mean 0, variance 1; logistic draws: P(L < 1) = sigma(1).
        const int n = 200000;
        double sum = 0, sq = 0, below = 0;
        for (int i = 0; i < n; ++i) {
            const double z = math::counterNormal(9, std::uint64_t(i));
            sum += z;
            sq += z * z;
            below += math::counterLogistic(9, std::uint64_t(i)) < 1.0;
        }
        QVERIFY(std::abs(sum / n) < 5 / std::sqrt(double(n)));
        QVERIFY(std::abs(sq / n - 1) < 5 * std::sqrt(2.0 / n));
        const double p = 1 / (1 + std::exp(-1.0));
        QVERIFY(std::abs(below / n - p) < 5 * std::sqrt(p * (1 - p) / n));
    }

    // Generation reports its progress on the calling thread (rising to 1) and stops when asked,
    // leaving the backend empty.
    void generationReportsAndStops()
    {
        RetailZonesConfig c = small(2);
        c.rows = 300000;
        auto b = makeBackend(BackendKind::Cpu, 1); // one thread: it reports after every block
        std::vector<double> seen;
        QVERIFY(b->generate(retailZonesSpec(c), [&](double f) {
                     seen.push_back(f);
                     return true;
                 }).ok());
        QVERIFY(seen.size() >= 2);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QVERIFY(seen.front() > 0);
        QCOMPARE(seen.back(), 1.0);
        QCOMPARE(b->rows(), c.rows);

        int calls = 0;
        const Status s = b->generate(retailZonesSpec(c), [&](double) { return ++calls < 2; });
        QCOMPARE(s.code, Status::Code::Cancelled);
        QCOMPARE(calls, 2);
        QVERIFY(!b->hasData());
    }

    void generateRejectsBadSpecs()
    {
        auto b = makeBackend(BackendKind::Cpu);
        SyntheticSpec spec = retailZonesSpec(small());
        spec.featureScale.pop_back();
        QCOMPARE(b->generate(spec).code, Status::Code::InvalidArgument);
        QVERIFY(!b->hasData());
        spec = retailZonesSpec(small());
        spec.noise = NAN;
        QCOMPARE(b->generate(spec).code, Status::Code::InvalidArgument);
        spec = retailZonesSpec(small());
        spec.shardOffsets[1] = spec.shardOffsets[2];
        QCOMPARE(b->generate(spec).code, Status::Code::InvalidArgument);
        std::vector<double> x, y;
        QCOMPARE(b->readRows(0, 1, x, y).code, Status::Code::NoData);
        QVERIFY(b->generate(retailZonesSpec(small())).ok());
        QCOMPARE(b->readRows(small().rows - 1, 2, x, y).code, Status::Code::InvalidArgument);
    }

    void rejectsBadConfigs()
    {
        auto c = small();
        c.zones = 2000;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeRetailZones(c));
        c = small();
        c.rows = 5;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeRetailZones(c));
        c = small();
        c.features = 513; // (the benchmark goes to 512)
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeRetailZones(c));
    }
};

QTEST_GUILESS_MAIN(TestRetailZones)
#include "tst_retail_zones.moc"
