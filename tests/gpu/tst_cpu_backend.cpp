// The CPU backend against plain double-precision references: shard gradients and losses in
// float64 and float32, their mean and weighted sums, gossip mixing and the loss surface.
#include "core/scenes/decentralized/decentralized.h"
#include "gpu/backend_factory.h"
#include "gpu/cpu_kernels.h"
#include "reference.h"

#include <QTest>

#include <numeric>

using namespace sgd::gpu;
using namespace sgd::gpu::test;

namespace {

std::unique_ptr<ComputeBackend> cpu(int threads = 0)
{
    auto b = makeBackend(BackendKind::Cpu, threads);
    Q_ASSERT(b && b->kind() == BackendKind::Cpu);
    return b;
}

template <typename T> void checkAgainstReference(std::int64_t rows, int features, int workers, int threads, double tolerance)
{
    const Dataset<T> data = randomDataset<T>(rows, features, workers);
    const std::vector<double> w = testWeights(features);
    std::vector<double> refGrads, refLosses;
    referenceRound(data, w, refGrads, refLosses);

    auto backend = cpu(threads);
    QVERIFY(backend->load(data).ok());
    QCOMPARE(backend->rows(), rows);
    QCOMPARE(backend->features(), features);
    QCOMPARE(backend->workers(), workers);
    QCOMPARE(backend->precision(), sizeof(T) == 4 ? Precision::Float32 : Precision::Float64);

    GradientRound round;
    const Status status = backend->gradientRound(w, round);
    QVERIFY2(status.ok(), status.message.c_str());
    QCOMPARE(round.workers, workers);
    QCOMPARE(round.features, features);
    for (int k = 0; k < workers; ++k) {
        const double err =
            relativeError(round.gradient(k).data(), refGrads.data() + std::size_t(k) * features, std::size_t(features));
        QVERIFY2(err < tolerance, qPrintable(QStringLiteral("worker %1: gradient error %2").arg(k + 1).arg(err)));
    }
    QVERIFY2(relativeError(round.losses, refLosses) < tolerance, "losses differ from the reference");

    std::vector<double> refMean(std::size_t(features), 0.0);
    for (int k = 0; k < workers; ++k)
        for (int j = 0; j < features; ++j)
            refMean[std::size_t(j)] += refGrads[std::size_t(k) * features + j] / workers;
    QVERIFY(relativeError(round.combined, refMean) < tolerance);
    const double refLoss = std::accumulate(refLosses.begin(), refLosses.end(), 0.0) / workers;
    QVERIFY(std::abs(round.combinedLoss - refLoss) <= tolerance * refLoss);
}

// Metropolis-Hastings weights of a graph given by its edges: doubly stochastic and symmetric.
std::vector<double> metropolis(int n, const std::vector<std::pair<int, int>> &edges)
{
    sgd::Graph g;
    g.nodes = n;
    g.edges = edges;
    return sgd::metropolisHastings(g).data; // the lecture's weights, the ones the scale lab mixes with
}

} // namespace

class TestCpuBackend : public QObject {
    Q_OBJECT

private slots:
    void gradientsMatchReference_data()
    {
        QTest::addColumn<bool>("float32");
        QTest::addColumn<qint64>("rows");
        QTest::addColumn<int>("features");
        QTest::addColumn<int>("workers");
        QTest::addColumn<int>("threads");
        for (bool f32 : {false, true}) {
            const char *p = f32 ? "f32" : "f64";
            QTest::addRow("%s one row one feature", p) << f32 << qint64(1) << 1 << 1 << 1;
            QTest::addRow("%s one row per worker", p) << f32 << qint64(4) << 1 << 4 << 2;
            QTest::addRow("%s 1000x7 K3 serial", p) << f32 << qint64(1000) << 7 << 3 << 1;
            QTest::addRow("%s 999x13 K5 uneven shards", p) << f32 << qint64(999) << 13 << 5 << 2;
            QTest::addRow("%s 40000x64 K16 all cores", p) << f32 << qint64(40000) << 64 << 16 << 0;
            // The kernel's narrow rows (one or two vectors in registers, with and without a tail).
            QTest::addRow("%s 5003x8 K4", p) << f32 << qint64(5003) << 8 << 4 << 2;
            QTest::addRow("%s 5003x16 K4", p) << f32 << qint64(5003) << 16 << 4 << 2;
            QTest::addRow("%s 5003x21 K4", p) << f32 << qint64(5003) << 21 << 4 << 2;
            // The 16-lane kernel's pieces: two vectors a step, one more, a tail.
            QTest::addRow("%s 3001x48 K3", p) << f32 << qint64(3001) << 48 << 3 << 2;
            QTest::addRow("%s 3001x37 K3", p) << f32 << qint64(3001) << 37 << 3 << 2;
            // The block in registers for 2 to 8 vectors (one chain each from 5 on), and past it.
            QTest::addRow("%s 1501x80 K3", p) << f32 << qint64(1501) << 80 << 3 << 2;
            QTest::addRow("%s 1501x130 K3", p) << f32 << qint64(1501) << 130 << 3 << 2;
            QTest::addRow("%s 1501x160 K3", p) << f32 << qint64(1501) << 160 << 3 << 2;
            QTest::addRow("%s 20000x3 K2 three threads", p) << f32 << qint64(20000) << 3 << 2 << 3;
        }
        // X of 64 MiB or more (69 MB): the 16-lane kernel sums blocks of 16 rows (kernelBlockRows).
        QTest::addRow("f32 270000x64 K4 X past 64 MiB") << true << qint64(270000) << 64 << 4 << 2;
    }
    void gradientsMatchReference()
    {
        QFETCH(bool, float32);
        QFETCH(qint64, rows);
        QFETCH(int, features);
        QFETCH(int, workers);
        QFETCH(int, threads);
        if (float32) {
            checkAgainstReference<float>(rows, features, workers, threads, 1e-4);
            // The 8-lane kernel as well, where the processor would take the 16-lane one.
            qputenv("SGD_CPU_KERNEL", "avx2");
            checkAgainstReference<float>(rows, features, workers, threads, 1e-4);
            qunsetenv("SGD_CPU_KERNEL");
        } else {
            checkAgainstReference<double>(rows, features, workers, threads, 1e-6);
        }
    }

    void blockRowsForStreamedX()
    {
        using sgd::compute::Storage;
        const double big = 70e6, small = 10e6;
        // Only float32 least squares with rows of 32 to 143 values and X of 64 MiB or more changes.
        QCOMPARE(detail::kernelBlockRows(64, small, false, Storage::Float32, 128), 128LL);
        QCOMPARE(detail::kernelBlockRows(64, big, true, Storage::Float32, 128), 128LL);
        QCOMPARE(detail::kernelBlockRows(64, big, false, Storage::BFloat16, 128), 128LL);
        QCOMPARE(detail::kernelBlockRows(16, big, false, Storage::Float32, 128), 128LL);
        QCOMPARE(detail::kernelBlockRows(512, big, false, Storage::Float32, 128), 128LL);
        qputenv("SGD_CPU_KERNEL", "avx2");
        QCOMPARE(detail::kernelBlockRows(64, big, false, Storage::Float32, 128), 128LL);
        qunsetenv("SGD_CPU_KERNEL");
        // Blocks of 16 rows on AMD processors with the 16-lane kernels only (Intel keeps 128).
        __builtin_cpu_init();
        const bool sixteen = detail::avx2ChunkKernel(false, Storage::Float32) != nullptr && __builtin_cpu_supports("avx512f") &&
                             __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") && __builtin_cpu_is("amd");
        QCOMPARE(detail::kernelBlockRows(64, big, false, Storage::Float32, 128), sixteen ? 16LL : 128LL);
        // SGD_CPU_BLOCK_ROWS sets the length for any X within 1-4096 and is ignored outside it.
        qputenv("SGD_CPU_BLOCK_ROWS", "48");
        QCOMPARE(detail::kernelBlockRows(64, small, true, Storage::BFloat16, 128), 48LL);
        qputenv("SGD_CPU_BLOCK_ROWS", "0");
        QCOMPARE(detail::kernelBlockRows(64, small, false, Storage::Float32, 128), 128LL);
        qputenv("SGD_CPU_BLOCK_ROWS", "5000");
        QCOMPARE(detail::kernelBlockRows(64, small, false, Storage::Float32, 128), 128LL);
        qunsetenv("SGD_CPU_BLOCK_ROWS");
    }

    void prefetchByProcessor()
    {
        if (qEnvironmentVariableIsSet("SGD_CPU_PREFETCH_CACHE"))
            QSKIP("SGD_CPU_PREFETCH_CACHE is set: it decides for every X");
        if (detail::avx2ChunkKernel(false, sgd::compute::Storage::Float32) == nullptr)
            QSKIP("no AVX2 kernels here: nothing is prefetched");
        __builtin_cpu_init();
        // Every X into the L1; 2 KiB ahead on Intel processors, 8 KiB on the others.
        QCOMPARE(detail::cpuPrefetchToL2(), false);
        if (!qEnvironmentVariableIsSet("SGD_CPU_PREFETCH"))
            QCOMPARE(detail::cpuPrefetchBytes(), __builtin_cpu_is("intel") != 0 ? 2048LL : 8192LL);
    }

    void xOnCacheLines()
    {
        // X and its 16-bit form start on a 64-byte line whatever their size (the standard
        // allocator puts a large array 16 bytes past a page): a row of 16 floats is one line.
        for (const std::size_t n : {std::size_t(1), std::size_t(3), std::size_t(1000), std::size_t(4) << 20}) {
            AlignedVector<float> f(n, 1.0f);
            AlignedVector<std::uint16_t> h(n);
            QCOMPARE(reinterpret_cast<std::uintptr_t>(f.data()) % 64, std::uintptr_t(0));
            QCOMPARE(reinterpret_cast<std::uintptr_t>(h.data()) % 64, std::uintptr_t(0));
            const AlignedVector<float> copy = f;
            QCOMPARE(reinterpret_cast<std::uintptr_t>(copy.data()) % 64, std::uintptr_t(0));
            QCOMPARE(copy, f);
        }
        Dataset<double> data;
        data.x = {1, 2, 3, 4, 5};
        data.x.resize(3000000); // grown past its first block: moved to a new one, on a line again
        QCOMPARE(reinterpret_cast<std::uintptr_t>(data.x.data()) % 64, std::uintptr_t(0));
        QCOMPARE(data.x[4], 5.0);
    }

    void lectureSyncRound()
    {
        // The sync scene's preset: one point per worker, data 1:3, 2:5, 3:7, 4:9, w = 1.5.
        Dataset<double> data;
        data.features = 1;
        data.x = {1, 2, 3, 4};
        data.y = {3, 5, 7, 9};
        data.shardOffsets = evenShards(4, 4);
        auto backend = cpu();
        QVERIFY(backend->load(std::move(data)).ok());
        GradientRound round;
        QVERIFY(backend->gradientRound(std::vector<double>{1.5}, round).ok());
        QCOMPARE(round.gradients, (std::vector<double>{-1.5, -4.0, -7.5, -12.0}));
        QCOMPARE(round.losses, (std::vector<double>{1.125, 2.0, 3.125, 4.5}));
        QCOMPARE(round.combined, std::vector<double>{-6.25});
        QCOMPARE(round.combinedLoss, 2.6875);

        GradientRound sum;
        QVERIFY(backend->gradientRound(std::vector<double>{1.5}, std::vector<double>(4, 1.0), sum).ok());
        QCOMPARE(sum.combined, std::vector<double>{-25.0});
        QCOMPARE(sum.combinedLoss, 10.75);
    }

    void weightedSums_data()
    {
        QTest::addColumn<bool>("float32");
        QTest::newRow("f64") << false;
        QTest::newRow("f32") << true;
    }
    void weightedSums()
    {
        QFETCH(bool, float32);
        const std::int64_t rows = 5003;
        const int d = 9, k = 4;
        const std::vector<double> w = testWeights(d);
        // FedAvg weights n_k / N turn the shard gradients into the gradient over all the data.
        std::vector<double> whole, wholeLoss, perWorker, losses;
        std::vector<double> fedAvg(k);
        GradientRound round;
        auto backend = cpu();
        if (float32) {
            auto data = randomDataset<float>(rows, d, k);
            auto all = data;
            all.shardOffsets = evenShards(rows, 1);
            referenceRound(all, w, whole, wholeLoss);
            referenceRound(data, w, perWorker, losses);
            for (int i = 0; i < k; ++i)
                fedAvg[i] = double(data.shardOffsets[i + 1] - data.shardOffsets[i]) / rows;
            QVERIFY(backend->load(std::move(data)).ok());
        } else {
            auto data = randomDataset<double>(rows, d, k);
            auto all = data;
            all.shardOffsets = evenShards(rows, 1);
            referenceRound(all, w, whole, wholeLoss);
            referenceRound(data, w, perWorker, losses);
            for (int i = 0; i < k; ++i)
                fedAvg[i] = double(data.shardOffsets[i + 1] - data.shardOffsets[i]) / rows;
            QVERIFY(backend->load(std::move(data)).ok());
        }
        const double tol = float32 ? 1e-4 : 1e-6;
        QVERIFY(backend->gradientRound(w, fedAvg, round).ok());
        QVERIFY(relativeError(round.combined, whole) < tol);
        QVERIFY(std::abs(round.combinedLoss - wholeLoss[0]) < tol * wholeLoss[0]);

        const std::vector<double> a{0.5, -1.0, 2.0, 0.0};
        QVERIFY(backend->gradientRound(w, a, round).ok());
        std::vector<double> expected(d, 0.0);
        for (int i = 0; i < k; ++i)
            for (int j = 0; j < d; ++j)
                expected[j] += a[i] * perWorker[std::size_t(i) * d + j];
        QVERIFY(relativeError(round.combined, expected) < tol);
    }

    void sameBitsOnAnyThreadCount_data()
    {
        QTest::addColumn<qint64>("rows");
        QTest::addColumn<int>("features");
        QTest::addRow("2 MB: chunks of 256 KiB") << qint64(30000) << 17;
        QTest::addRow("38 MB: chunks of a 128th of X") << qint64(150000) << 64;
    }
    void sameBitsOnAnyThreadCount()
    {
        QFETCH(qint64, rows);
        QFETCH(int, features);
        const auto data = randomDataset<float>(rows, features, 6);
        const std::vector<double> w = testWeights(features);
        GradientRound first;
        for (int threads : {1, 2, 5}) {
            auto backend = cpu(threads);
            QVERIFY(backend->load(data).ok());
            GradientRound round;
            QVERIFY(backend->gradientRound(w, round).ok());
            if (threads == 1) {
                first = round;
                continue;
            }
            QCOMPARE(round.gradients, first.gradients);
            QCOMPARE(round.losses, first.losses);
        }
    }

    void repeatedRoundsAndReload()
    {
        auto backend = cpu(2);
        QVERIFY(backend->load(randomDataset<double>(5000, 4, 2)).ok());
        GradientRound a, b;
        QVERIFY(backend->gradientRound(testWeights(4), a).ok());
        QVERIFY(backend->gradientRound(testWeights(4), b).ok());
        QCOMPARE(a.gradients, b.gradients);
        // A new load replaces the old data, precision and shape included.
        const auto small = randomDataset<float>(10, 2, 5);
        QVERIFY(backend->load(small).ok());
        QCOMPARE(backend->workers(), 5);
        QCOMPARE(backend->precision(), Precision::Float32);
        QVERIFY(backend->gradientRound(testWeights(2), a).ok());
        QCOMPARE(int(a.gradients.size()), 10);
    }

    void rejectsBadInput()
    {
        auto backend = cpu();
        GradientRound round;
        QCOMPARE(backend->gradientRound(std::vector<double>{1.0}, round).code, Status::Code::NoData);

        Dataset<double> bad;
        bad.features = 2;
        bad.x = {1, 2, 3};
        bad.y = {1, 2};
        bad.shardOffsets = {0, 2};
        QCOMPARE(backend->load(bad).code, Status::Code::InvalidArgument); // x is not rows x features
        bad.x = {1, 2, 3, 4};
        bad.shardOffsets = {0, 1};
        QCOMPARE(backend->load(bad).code, Status::Code::InvalidArgument); // shards miss a row
        bad.shardOffsets = {0, 0, 2};
        QCOMPARE(backend->load(bad).code, Status::Code::InvalidArgument); // empty shard
        bad.features = 0;
        bad.shardOffsets = {0, 2};
        QCOMPARE(backend->load(bad).code, Status::Code::InvalidArgument);
        QVERIFY(!backend->hasData());

        bad.features = 2;
        QVERIFY(backend->load(bad).ok());
        QCOMPARE(backend->gradientRound(std::vector<double>{1.0}, round).code, Status::Code::InvalidArgument);
        QCOMPARE(backend->gradientRound(std::vector<double>{1.0, 2.0}, std::vector<double>{1.0, 1.0}, round).code,
                 Status::Code::InvalidArgument); // two weights for one worker
        QVERIFY(!backend->gradientRound(std::vector<double>{1.0}, round).message.empty());
    }

    void gossipPreservesMean_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("dims");
        QTest::addColumn<QString>("graph");
        QTest::newRow("path of 3, scalar models") << 3 << 1 << "path";
        QTest::newRow("ring of 5, 3-d models") << 5 << 3 << "ring";
        QTest::newRow("complete 4, 2-d models") << 4 << 2 << "complete";
        QTest::newRow("star of 6, 4-d models") << 6 << 4 << "star";
        QTest::newRow("path of 40, 8-d models") << 40 << 8 << "path";
    }
    void gossipPreservesMean()
    {
        QFETCH(int, nodes);
        QFETCH(int, dims);
        QFETCH(QString, graph);
        std::vector<std::pair<int, int>> edges;
        for (int i = 0; i < nodes; ++i)
            for (int j = i + 1; j < nodes; ++j) {
                const bool link = graph == "complete" || (graph == "star" && i == 0) || j == i + 1 ||
                                  (graph == "ring" && i == 0 && j == nodes - 1);
                if (link && (graph != "star" || i == 0))
                    edges.push_back({i, j});
            }
        const std::vector<double> W = metropolis(nodes, edges);
        std::vector<double> models(std::size_t(nodes) * dims);
        for (std::size_t i = 0; i < models.size(); ++i)
            models[i] = std::cos(0.7 * double(i)) * 5.0 + double(i % 3);

        auto backend = cpu();
        std::vector<double> mixed = models;
        for (int round = 0; round < 20; ++round) {
            std::vector<double> next;
            QVERIFY(backend->mix(W, mixed, nodes, next).ok());
            QCOMPARE(next.size(), mixed.size());
            if (round == 0) {
                for (int i = 0; i < nodes; ++i)
                    for (int c = 0; c < dims; ++c) {
                        double s = 0;
                        for (int j = 0; j < nodes; ++j)
                            s += W[std::size_t(i) * nodes + j] * models[std::size_t(j) * dims + c];
                        QVERIFY(std::abs(next[std::size_t(i) * dims + c] - s) < 1e-12);
                    }
            }
            mixed = std::move(next);
        }
        for (int c = 0; c < dims; ++c) {
            double before = 0, after = 0;
            for (int i = 0; i < nodes; ++i) {
                before += models[std::size_t(i) * dims + c] / nodes;
                after += mixed[std::size_t(i) * dims + c] / nodes;
            }
            QVERIFY2(std::abs(before - after) < 1e-12, qPrintable(QString("dim %1: %2 -> %3").arg(c).arg(before).arg(after)));
        }
    }

    void gossipLecturePath()
    {
        // Path 1 - 2 - 3 with Metropolis-Hastings weights, models 1, 2, 3: one round gives 4/3, 2, 8/3.
        auto backend = cpu();
        std::vector<double> out;
        QVERIFY(backend->mix(metropolis(3, {{0, 1}, {1, 2}}), std::vector<double>{1, 2, 3}, 3, out).ok());
        QCOMPARE(out.size(), std::size_t(3));
        QVERIFY(qFuzzyCompare(out[0], 4.0 / 3));
        QVERIFY(qFuzzyCompare(out[1], 2.0));
        QVERIFY(qFuzzyCompare(out[2], 8.0 / 3));
        QCOMPARE(backend->mix(std::vector<double>(4, 0.5), std::vector<double>{1, 2, 3}, 2, out).code,
                 Status::Code::InvalidArgument); // three values for two nodes
        QCOMPARE(backend->mix(std::vector<double>(3, 0.5), std::vector<double>{1, 2}, 2, out).code,
                 Status::Code::InvalidArgument); // W is not nodes x nodes
    }

    void lossSurfacePoints_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("row");
        QTest::addColumn<double>("expected");
        // Points (1, 3) and (2, 5) lie on y = 2x + 1; grid w = 0..4 (5 columns), b = -1..1 (3 rows).
        QTest::newRow("minimum w=2 b=1") << 2 << 2 << 0.0;
        QTest::newRow("origin w=0 b=0") << 0 << 1 << 8.5;   // 1/2 mean(9, 25)
        QTest::newRow("w=1 b=0") << 1 << 1 << 3.25;         // 1/2 mean(4, 9)
        QTest::newRow("corner w=4 b=-1") << 4 << 0 << 1.0;  // residuals 0, 2
        QTest::newRow("corner w=0 b=-1") << 0 << 0 << 13.0; // residuals -4, -6
    }
    void lossSurfacePoints()
    {
        QFETCH(int, column);
        QFETCH(int, row);
        QFETCH(double, expected);
        SurfaceGrid grid;
        grid.wMin = 0;
        grid.wMax = 4;
        grid.wSteps = 5;
        grid.bMin = -1;
        grid.bMax = 1;
        grid.bSteps = 3;
        auto backend = cpu();
        std::vector<double> out;
        QVERIFY(backend->lossSurface(std::vector<double>{1, 2}, std::vector<double>{3, 5}, grid, out).ok());
        QCOMPARE(out.size(), std::size_t(15));
        QCOMPARE(out[std::size_t(row) * grid.wSteps + column], expected);
    }

    void lossSurfaceLargeGrid()
    {
        // Big enough to spread over threads; must equal the serial result and a direct evaluation.
        SurfaceGrid grid{-3, 5, 301, -2, 4, 203};
        std::vector<double> x(50), y(50);
        for (int i = 0; i < 50; ++i) {
            x[i] = 0.1 * i;
            y[i] = 1.5 * x[i] - 0.5 + 0.1 * std::sin(double(i));
        }
        std::vector<double> serial, parallel;
        QVERIFY(cpu(1)->lossSurface(x, y, grid, serial).ok());
        QVERIFY(cpu(3)->lossSurface(x, y, grid, parallel).ok());
        QCOMPARE(parallel, serial);
        const int r = 150, c = 77;
        const double w = grid.wMin + (grid.wMax - grid.wMin) * c / (grid.wSteps - 1);
        const double b = grid.bMin + (grid.bMax - grid.bMin) * r / (grid.bSteps - 1);
        double ref = 0;
        for (int i = 0; i < 50; ++i)
            ref += 0.5 * (w * x[i] + b - y[i]) * (w * x[i] + b - y[i]) / 50;
        QVERIFY(std::abs(serial[std::size_t(r) * grid.wSteps + c] - ref) < 1e-12 * std::max(1.0, ref));

        std::vector<double> out;
        QCOMPARE(cpu()->lossSurface(x, std::vector<double>{1}, grid, out).code, Status::Code::InvalidArgument);
        grid.wSteps = 0;
        QCOMPARE(cpu()->lossSurface(x, y, grid, out).code, Status::Code::InvalidArgument);
    }
};

QTEST_GUILESS_MAIN(TestCpuBackend)
#include "tst_cpu_backend.moc"
