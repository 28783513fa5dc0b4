// The CPU backend's logistic regression and per-worker gradients (each worker at its own weights)
// against plain double-precision references, in float64 and float32.
#include "gpu/backend_factory.h"
#include "reference.h"

#include <QTest>

#include <cmath>
#include <numeric>

using namespace sgd::gpu;
using namespace sgd::gpu::test;

namespace {

template <typename T> Dataset<T> problem(Loss loss, std::int64_t rows, int features, int workers)
{
    return loss == Loss::Logistic ? randomLogisticDataset<T>(rows, features, workers) : randomDataset<T>(rows, features, workers);
}

void compareRows(const std::vector<double> &got, const std::vector<double> &want, const std::vector<int> &which, int features,
                 double tolerance, const char *what)
{
    for (const int k : which) {
        const double err =
            relativeError(got.data() + std::size_t(k) * features, want.data() + std::size_t(k) * features, std::size_t(features));
        QVERIFY2(err < tolerance, qPrintable(QStringLiteral("%1 of worker %2: relative error %3").arg(what).arg(k).arg(err)));
    }
}

template <typename T> void checkRound(Loss loss, std::int64_t rows, int features, int workers, int threads, double tolerance)
{
    const Dataset<T> data = problem<T>(loss, rows, features, workers);
    std::vector<int> all(static_cast<std::size_t>(workers));
    std::iota(all.begin(), all.end(), 0);
    auto backend = makeBackend(BackendKind::Cpu, threads);
    QVERIFY(backend->load(data).ok());
    QCOMPARE(backend->loss(), loss);

    // One w for every worker: a synchronous round.
    const std::vector<double> w = testWeights(features);
    std::vector<double> refGrads, refLosses;
    referenceAt(data, w, false, all, refGrads, refLosses);
    GradientRound round;
    const Status st = backend->gradientRound(w, round);
    QVERIFY2(st.ok(), st.message.c_str());
    compareRows(round.gradients, refGrads, all, features, tolerance, "gradient");
    QVERIFY2(relativeError(round.losses, refLosses) < tolerance, "losses differ from the reference");

    // Every worker at its own weights.
    const std::vector<double> models = testModels(workers, features);
    referenceAt(data, models, true, all, refGrads, refLosses);
    GradientRound per;
    const Status st2 = backend->workerGradients(models, {}, per);
    QVERIFY2(st2.ok(), st2.message.c_str());
    compareRows(per.gradients, refGrads, all, features, tolerance, "per-worker gradient");
    QVERIFY2(relativeError(per.losses, refLosses) < tolerance, "per-worker losses differ from the reference");
    std::vector<double> mean(static_cast<std::size_t>(features), 0.0);
    for (int k = 0; k < workers; ++k)
        for (int j = 0; j < features; ++j)
            mean[std::size_t(j)] += refGrads[std::size_t(k) * features + j] / workers;
    QVERIFY(relativeError(per.combined, mean) < tolerance);
}

} // namespace

class TestBackendModels : public QObject {
    Q_OBJECT

private slots:
    void matchReference_data()
    {
        QTest::addColumn<bool>("logistic");
        QTest::addColumn<bool>("single");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("features");
        QTest::addColumn<int>("workers");
        QTest::addColumn<int>("threads");
        for (const bool logistic : {false, true})
            for (const bool single : {false, true}) {
                const QString name = QString(logistic ? "logistic" : "least squares") + (single ? " float32" : " float64");
                QTest::newRow(qPrintable(name + ", small, 1 thread")) << logistic << single << 37 << 3 << 4 << 1;
                QTest::newRow(qPrintable(name + ", d = 33, 4 threads")) << logistic << single << 20000 << 33 << 7 << 4;
                QTest::newRow(qPrintable(name + ", d = 256, 64 workers")) << logistic << single << 6000 << 256 << 64 << 2;
            }
    }

    void matchReference()
    {
        QFETCH(bool, logistic);
        QFETCH(bool, single);
        QFETCH(int, rows);
        QFETCH(int, features);
        QFETCH(int, workers);
        QFETCH(int, threads);
        const Loss loss = logistic ? Loss::Logistic : Loss::LeastSquares;
        if (single)
            checkRound<float>(loss, rows, features, workers, threads, 1e-4);
        else
            checkRound<double>(loss, rows, features, workers, threads, 1e-6);
    }

    // The lecture's four points with 0/1 labels: at w = 0 every p is 1/2, so the loss is log 2 and
    // the gradient is the mean of (1/2 - y) x.
    void logisticAtZeroIsLog2()
    {
        Dataset<double> d;
        d.features = 1;
        d.x = {1, 2, 3, 4};
        d.y = {0, 1, 0, 1};
        d.shardOffsets = {0, 2, 4};
        d.loss = Loss::Logistic;
        auto b = makeBackend(BackendKind::Cpu, 1);
        QVERIFY(b->load(d).ok());
        GradientRound r;
        QVERIFY(b->gradientRound(std::vector<double>{0.0}, r).ok());
        QCOMPARE(r.losses[0], std::log(2.0));
        QCOMPARE(r.losses[1], std::log(2.0));
        QCOMPARE(r.gradient(0)[0], (0.5 * 1 - 0.5 * 2) / 2); // (1/2 - 0) 1 + (1/2 - 1) 2, halved
        QCOMPARE(r.gradient(1)[0], (0.5 * 3 - 0.5 * 4) / 2);
        QCOMPARE(r.combinedLoss, std::log(2.0));
    }

    // Far from the data the log loss grows linearly and stays finite; the gradient tends to x.
    void logisticExtremeWeightsStayFinite()
    {
        Dataset<float> d;
        d.features = 1;
        d.x = {1, 2};
        d.y = {0, 0};
        d.shardOffsets = {0, 2};
        d.loss = Loss::Logistic;
        auto b = makeBackend(BackendKind::Cpu, 1);
        QVERIFY(b->load(d).ok());
        GradientRound r;
        QVERIFY(b->gradientRound(std::vector<double>{200.0}, r).ok());
        QVERIFY(std::isfinite(r.combinedLoss));
        QVERIFY(std::abs(r.combinedLoss - (200.0 + 400.0) / 2) < 1e-3);
        QVERIFY(std::abs(r.combined[0] - 1.5) < 1e-6);
    }

    void logisticLabelsMustBeProbabilities()
    {
        Dataset<double> d;
        d.features = 1;
        d.x = {1, 2};
        d.y = {0, 2};
        d.shardOffsets = {0, 2};
        d.loss = Loss::Logistic;
        auto b = makeBackend(BackendKind::Cpu);
        const Status s = b->load(d);
        QCOMPARE(s.code, Status::Code::InvalidArgument);
        QVERIFY2(s.message.find("[0, 1]") != std::string::npos, s.message.c_str());
        QVERIFY(!b->hasData());
        d.loss = Loss::LeastSquares; // the same labels are fine for least squares
        QVERIFY(b->load(d).ok());
    }

    // Refreshing one worker at a time (as asynchronous SGD does) leaves the other rows alone and
    // gives the same numbers as computing every worker at once.
    void oneWorkerAtATime()
    {
        const int K = 9, d = 5;
        const Dataset<float> data = randomDataset<float>(5000, d, K);
        auto b = makeBackend(BackendKind::Cpu, 3);
        QVERIFY(b->load(data).ok());
        std::vector<double> models = testModels(K, d);
        GradientRound all, one;
        QVERIFY(b->workerGradients(models, {}, all).ok());
        QVERIFY(b->workerGradients(models, {}, one).ok());
        // Move worker 4 and refresh only it.
        for (int j = 0; j < d; ++j)
            models[std::size_t(4 * d + j)] += 0.5;
        const int four[] = {4};
        QVERIFY(b->workerGradients(models, four, one).ok());
        GradientRound fresh;
        QVERIFY(b->workerGradients(models, {}, fresh).ok());
        for (int k = 0; k < K; ++k) {
            const auto &expected = k == 4 ? fresh : all;
            for (int j = 0; j < d; ++j)
                QCOMPARE(one.gradient(k)[std::size_t(j)], expected.gradient(k)[std::size_t(j)]);
            QCOMPARE(one.losses[std::size_t(k)], expected.losses[std::size_t(k)]);
        }
        // combined is the mean over the listed worker only: its own gradient.
        for (int j = 0; j < d; ++j)
            QCOMPARE(one.combined[std::size_t(j)], fresh.gradient(4)[std::size_t(j)]);
        QVERIFY(one.gradient(4)[0] != all.gradient(4)[0]);
    }

    // Every worker at the same weights equals a synchronous round at those weights, bit for bit.
    void sameModelsEqualARound()
    {
        const int K = 6, d = 12;
        const Dataset<double> data = randomDataset<double>(30000, d, K);
        auto b = makeBackend(BackendKind::Cpu, 2);
        QVERIFY(b->load(data).ok());
        const std::vector<double> w = testWeights(d);
        std::vector<double> models;
        for (int k = 0; k < K; ++k)
            models.insert(models.end(), w.begin(), w.end());
        GradientRound round, per;
        QVERIFY(b->gradientRound(w, round).ok());
        QVERIFY(b->workerGradients(models, {}, per).ok());
        QCOMPARE(per.gradients, round.gradients);
        QCOMPARE(per.losses, round.losses);
    }

    void sameBitsOnAnyThreadCount()
    {
        const int K = 16, d = 24;
        const Dataset<float> data = randomLogisticDataset<float>(80000, d, K);
        const std::vector<double> models = testModels(K, d);
        const std::vector<int> some = {1, 5, 6, 15};
        std::vector<double> first;
        for (const int threads : {1, 2, 3, 8}) {
            auto b = makeBackend(BackendKind::Cpu, threads);
            QVERIFY(b->load(data).ok());
            GradientRound r;
            QVERIFY(b->workerGradients(models, some, r).ok());
            if (first.empty())
                first = r.gradients;
            else
                QCOMPARE(r.gradients, first);
        }
    }

    // On processors with AVX2 + FMA the float32 loop runs a second build of the same code; both
    // builds agree with each other and with the reference (SGD_CPU_KERNEL=generic picks the plain one).
    void vectorAndGenericKernelsAgree()
    {
        for (const bool logistic : {false, true}) {
            const Loss loss = logistic ? Loss::Logistic : Loss::LeastSquares;
            const Dataset<float> data = problem<float>(loss, 30000, 40, 5);
            const std::vector<double> w = testWeights(40);
            std::vector<int> all = {0, 1, 2, 3, 4};
            std::vector<double> refGrads, refLosses;
            referenceAt(data, w, false, all, refGrads, refLosses);
            GradientRound fast, plain;
            {
                qunsetenv("SGD_CPU_KERNEL");
                auto b = makeBackend(BackendKind::Cpu, 2);
                QVERIFY(b->load(data).ok());
                QVERIFY(b->gradientRound(w, fast).ok());
            }
            {
                qputenv("SGD_CPU_KERNEL", "generic");
                auto b = makeBackend(BackendKind::Cpu, 2);
                QVERIFY(b->load(data).ok());
                QVERIFY(b->gradientRound(w, plain).ok());
                qunsetenv("SGD_CPU_KERNEL");
            }
            QVERIFY(relativeError(fast.gradients, plain.gradients) < 1e-5);
            QVERIFY(relativeError(fast.gradients, refGrads) < 1e-4);
            QVERIFY(relativeError(plain.gradients, refGrads) < 1e-4);
            QVERIFY(relativeError(fast.losses, refLosses) < 1e-4);
        }
    }

    void rejectsBadWorkerLists()
    {
        const Dataset<double> data = randomDataset<double>(100, 2, 4);
        auto b = makeBackend(BackendKind::Cpu);
        GradientRound r;
        QCOMPARE(b->workerGradients(testModels(4, 2), {}, r).code, Status::Code::NoData);
        QVERIFY(b->load(data).ok());
        QCOMPARE(b->workerGradients(testModels(3, 2), {}, r).code, Status::Code::InvalidArgument);
        const int outOfRange[] = {4};
        const Status s = b->workerGradients(testModels(4, 2), outOfRange, r);
        QCOMPARE(s.code, Status::Code::InvalidArgument);
        QVERIFY2(s.message.find("worker 4") != std::string::npos, s.message.c_str());
        const int twice[] = {1, 1};
        QCOMPARE(b->workerGradients(testModels(4, 2), twice, r).code, Status::Code::InvalidArgument);
        const int negative[] = {-1};
        QCOMPARE(b->workerGradients(testModels(4, 2), negative, r).code, Status::Code::InvalidArgument);
    }
};

QTEST_GUILESS_MAIN(TestBackendModels)
#include "tst_backend_models.moc"
