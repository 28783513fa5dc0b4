// The CUDA backend against the CPU backend (the oracle). Always compiled; skips itself when this
// build has no CUDA support or the machine has no usable device.
#include "core/scenes/scale-lab/retail_zones.h"
#include "gpu/backend_factory.h"
#include "reference.h"

#include <QTest>

#include <cmath>

using namespace sgd::gpu;
using namespace sgd::gpu::test;

class TestCudaBackend : public QObject {
    Q_OBJECT

    std::unique_ptr<ComputeBackend> m_cuda;
    std::unique_ptr<ComputeBackend> m_cpu;

private slots:
    void initTestCase()
    {
        const DeviceQuery q = queryDevices();
        if (!q.cudaBuilt)
            QSKIP("CUDA support not built (nvcc not found at configure time, or SGD_ENABLE_CUDA=OFF)");
        if (!q.status.ok())
            QSKIP(qPrintable("no CUDA device: " + QString::fromStdString(q.status.message)));
        if (q.devices.empty())
            QSKIP("no CUDA device");
        m_cuda = makeBackend(BackendKind::Cuda);
        if (m_cuda->kind() != BackendKind::Cuda)
            QSKIP(qPrintable(QString::fromStdString(m_cuda->description())));
        m_cpu = makeBackend(BackendKind::Cpu);
        qInfo() << "device:" << m_cuda->description().c_str();
    }

    void gradientsMatchCpu_data()
    {
        QTest::addColumn<bool>("float32");
        QTest::addColumn<qint64>("rows");
        QTest::addColumn<int>("features");
        QTest::addColumn<int>("workers");
        for (bool f32 : {false, true}) {
            const char *p = f32 ? "f32" : "f64";
            QTest::addRow("%s one row", p) << f32 << qint64(1) << 1 << 1;
            QTest::addRow("%s 1000x7 K3", p) << f32 << qint64(1000) << 7 << 3;
            QTest::addRow("%s 9999x33 K5", p) << f32 << qint64(9999) << 33 << 5;
            QTest::addRow("%s 200000x64 K16", p) << f32 << qint64(200000) << 64 << 16;
            QTest::addRow("%s 3000x700 K2 (fewer warps)", p) << f32 << qint64(3000) << 700 << 2;
        }
    }
    void gradientsMatchCpu()
    {
        QFETCH(bool, float32);
        QFETCH(qint64, rows);
        QFETCH(int, features);
        QFETCH(int, workers);
        const auto w = testWeights(features);
        if (float32) {
            auto data = randomDataset<float>(rows, features, workers);
            QVERIFY(m_cpu->load(data).ok());
            const Status s = m_cuda->load(std::move(data));
            QVERIFY2(s.ok(), s.message.c_str());
        } else {
            auto data = randomDataset<double>(rows, features, workers);
            QVERIFY(m_cpu->load(data).ok());
            const Status s = m_cuda->load(std::move(data));
            QVERIFY2(s.ok(), s.message.c_str());
        }
        GradientRound onCpu, onGpu;
        QVERIFY(m_cpu->gradientRound(w, onCpu).ok());
        for (int repeat = 0; repeat < 2; ++repeat) {
            const Status s = m_cuda->gradientRound(w, onGpu);
            QVERIFY2(s.ok(), s.message.c_str());
            const double tol = float32 ? 1e-4 : 1e-9;
            QVERIFY2(relativeError(onGpu.gradients, onCpu.gradients) < tol, "gradients differ");
            QVERIFY2(relativeError(onGpu.losses, onCpu.losses) < tol, "losses differ");
            QVERIFY(relativeError(onGpu.combined, onCpu.combined) < tol);
        }
    }

    void tooManyFeaturesIsAStatus()
    {
        auto data = randomDataset<double>(4, 10000, 1);
        const Status s = m_cuda->load(std::move(data));
        QCOMPARE(s.code, Status::Code::Unsupported);
        QVERIFY(!m_cuda->hasData());
    }

    void mixMatchesCpu()
    {
        const int n = 37, dims = 5;
        std::vector<double> W(std::size_t(n) * n, 0.0), models(std::size_t(n) * dims);
        for (int i = 0; i < n; ++i) {
            W[std::size_t(i) * n + i] = 0.5;
            W[std::size_t(i) * n + (i + 1) % n] = 0.25;
            W[std::size_t(i) * n + (i + n - 1) % n] = 0.25;
        }
        for (std::size_t i = 0; i < models.size(); ++i)
            models[i] = std::sin(double(i));
        std::vector<double> a, b;
        QVERIFY(m_cpu->mix(W, models, n, a).ok());
        QVERIFY(m_cuda->mix(W, models, n, b).ok());
        QVERIFY(relativeError(b, a) < 1e-12);
    }

    void lossSurfaceMatchesCpu()
    {
        SurfaceGrid grid{-3, 5, 121, -2, 4, 97};
        std::vector<double> x(40), y(40);
        for (int i = 0; i < 40; ++i) {
            x[i] = 0.1 * i;
            y[i] = 2 * x[i] + 1 + 0.05 * std::cos(double(i));
        }
        std::vector<double> a, b;
        QVERIFY(m_cpu->lossSurface(x, y, grid, a).ok());
        QVERIFY(m_cuda->lossSurface(x, y, grid, b).ok());
        QVERIFY(relativeError(b, a) < 1e-12);
    }

    // Logistic regression and per-worker weights (all workers, a subset, then one at a time).
    void modelsMatchCpu_data()
    {
        QTest::addColumn<bool>("float32");
        QTest::addColumn<bool>("logistic");
        for (bool f32 : {false, true})
            for (bool logistic : {false, true})
                QTest::addRow("%s %s", f32 ? "f32" : "f64", logistic ? "logistic" : "least squares") << f32 << logistic;
    }
    void modelsMatchCpu()
    {
        QFETCH(bool, float32);
        QFETCH(bool, logistic);
        const int K = 24, d = 40;
        const std::int64_t rows = 120000;
        if (float32) {
            auto data = logistic ? randomLogisticDataset<float>(rows, d, K) : randomDataset<float>(rows, d, K);
            QVERIFY(m_cpu->load(data).ok());
            QVERIFY(m_cuda->load(std::move(data)).ok());
        } else {
            auto data = logistic ? randomLogisticDataset<double>(rows, d, K) : randomDataset<double>(rows, d, K);
            QVERIFY(m_cpu->load(data).ok());
            QVERIFY(m_cuda->load(std::move(data)).ok());
        }
        QCOMPARE(m_cuda->loss(), logistic ? Loss::Logistic : Loss::LeastSquares);
        const double tol = float32 ? 1e-4 : 1e-9;
        GradientRound onCpu, onGpu;
        QVERIFY(m_cpu->gradientRound(testWeights(d), onCpu).ok());
        QVERIFY(m_cuda->gradientRound(testWeights(d), onGpu).ok());
        QVERIFY2(relativeError(onGpu.gradients, onCpu.gradients) < tol, "round gradients differ");
        QVERIFY2(relativeError(onGpu.losses, onCpu.losses) < tol, "round losses differ");

        std::vector<double> models = testModels(K, d);
        QVERIFY(m_cpu->workerGradients(models, {}, onCpu).ok());
        QVERIFY(m_cuda->workerGradients(models, {}, onGpu).ok());
        QVERIFY2(relativeError(onGpu.gradients, onCpu.gradients) < tol, "per-worker gradients differ");
        QVERIFY2(relativeError(onGpu.losses, onCpu.losses) < tol, "per-worker losses differ");

        const std::vector<int> some = {0, 3, 17, 23};
        for (int k : some)
            models[std::size_t(k) * d] += 0.25;
        QVERIFY(m_cpu->workerGradients(models, some, onCpu).ok());
        QVERIFY(m_cuda->workerGradients(models, some, onGpu).ok());
        QVERIFY2(relativeError(onGpu.gradients, onCpu.gradients) < tol, "subset gradients differ");
        for (int k = 0; k < K; k += 5) {
            models[std::size_t(k) * d + 1] -= 0.5;
            const int one[] = {k};
            QVERIFY(m_cpu->workerGradients(models, one, onCpu).ok());
            QVERIFY(m_cuda->workerGradients(models, one, onGpu).ok());
            QVERIFY2(relativeError(onGpu.gradients, onCpu.gradients) < tol, "one-worker refresh differs");
            QVERIFY(relativeError(onGpu.combined, onCpu.combined) < tol);
        }
    }

    void quantizersMatchCpu_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("bits");
        QTest::addColumn<bool>("stochastic");
        QTest::addColumn<bool>("feedback");
        QTest::newRow("float16") << int(QuantizerKind::Float16) << 16 << false << false;
        QTest::newRow("bfloat16") << int(QuantizerKind::BFloat16) << 16 << false << false;
        QTest::newRow("uniform 8") << int(QuantizerKind::Uniform) << 8 << false << false;
        QTest::newRow("uniform 2 stochastic") << int(QuantizerKind::Uniform) << 2 << true << false;
        QTest::newRow("qsgd") << int(QuantizerKind::Qsgd) << 0 << true << false;
        QTest::newRow("sign, error feedback") << int(QuantizerKind::Sign) << 1 << false << true;
    }
    void quantizersMatchCpu()
    {
        QFETCH(int, kind);
        QFETCH(int, bits);
        QFETCH(bool, stochastic);
        QFETCH(bool, feedback);
        const int rows = 1024, dims = 300;
        std::vector<double> v(std::size_t(rows) * dims);
        for (std::size_t i = 0; i < v.size(); ++i)
            v[i] = std::sin(0.37 * double(i)) * std::exp(std::cos(0.011 * double(i)) * 4);
        QuantizeOptions o;
        o.kind = QuantizerKind(kind);
        o.bits = bits;
        o.levels = 8;
        o.stochastic = stochastic;
        o.seed = 99;
        std::vector<double> a, b, sa, sb, ea, eb;
        if (feedback) {
            ea.assign(v.size(), 0.01);
            eb = ea;
        }
        QVERIFY(m_cpu->quantizeRows(v, rows, o, a, sa, ea).ok());
        const Status s = m_cuda->quantizeRows(v, rows, o, b, sb, eb);
        QVERIFY2(s.ok(), s.message.c_str());
        QVERIFY2(relativeError(b, a) < 1e-12, "decoded values differ");
        QVERIFY2(relativeError(sb, sa) < 1e-12, "scales differ");
        if (feedback)
            QVERIFY2(relativeError(eb, ea) < 1e-9, "error memories differ");
    }

    // The retail zones generated on the device match the host's rows (up to the last bit of the
    // device's log and cos), and a round on them matches the CPU's.
    void generatedDataMatchesCpu_data()
    {
        QTest::addColumn<bool>("binary");
        QTest::newRow("real labels") << false;
        QTest::newRow("0/1 labels") << true;
    }
    void generatedDataMatchesCpu()
    {
        QFETCH(bool, binary);
        RetailZonesConfig c;
        c.rows = 300000;
        c.features = 24;
        c.zones = 100;
        c.seed = 5;
        c.binaryLabels = binary;
        const SyntheticSpec spec = retailZonesSpec(c);
        QVERIFY(m_cpu->generate(spec).ok());
        const Status s = m_cuda->generate(spec);
        QVERIFY2(s.ok(), s.message.c_str());
        QCOMPARE(m_cuda->loss(), binary ? Loss::Logistic : Loss::LeastSquares);
        std::vector<double> xc, yc, xg, yg;
        QVERIFY(m_cpu->readRows(0, c.rows, xc, yc).ok());
        QVERIFY(m_cuda->readRows(0, c.rows, xg, yg).ok());
        QVERIFY2(relativeError(xg, xc) < 1e-6, "features differ");
        if (binary) {
            std::size_t flips = 0;
            for (std::size_t i = 0; i < yc.size(); ++i)
                flips += yc[i] != yg[i];
            QVERIFY2(flips <= 2, qPrintable(QStringLiteral("%1 labels differ").arg(flips)));
        } else {
            QVERIFY2(relativeError(yg, yc) < 1e-6, "labels differ");
        }
        GradientRound a, b;
        QVERIFY(m_cpu->gradientRound(testWeights(c.features), a).ok());
        QVERIFY(m_cuda->gradientRound(testWeights(c.features), b).ok());
        QVERIFY(relativeError(b.gradients, a.gradients) < 1e-4);
    }

    void sixteenBitStorageMatchesCpu_data()
    {
        QTest::addColumn<int>("storage");
        QTest::newRow("bf16") << int(Storage::BFloat16);
        QTest::newRow("f16") << int(Storage::Float16);
    }
    void sixteenBitStorageMatchesCpu()
    {
        // X packed to 16 bits on the device (the same rounding as the CPU backend's, shared_math.h),
        // widened as the kernel reads it: the rows and the round agree with the CPU backend's.
        QFETCH(int, storage);
        RetailZonesConfig c;
        c.rows = 200000;
        c.features = 64;
        c.zones = 16;
        c.seed = 9;
        SyntheticSpec spec = retailZonesSpec(c);
        spec.storage = Storage(storage);
        QVERIFY(m_cpu->generate(spec).ok());
        const Status s = m_cuda->generate(spec);
        QVERIFY2(s.ok(), s.message.c_str());
        QCOMPARE(m_cuda->storage(), Storage(storage));
        std::vector<double> xc, yc, xg, yg;
        QVERIFY(m_cpu->readRows(0, c.rows, xc, yc).ok());
        QVERIFY(m_cuda->readRows(0, c.rows, xg, yg).ok());
        // A float that differs in its last bit may round to the neighbouring 16-bit value: one step at most.
        const double step = storage == int(Storage::BFloat16) ? std::ldexp(1.0, -7) : std::ldexp(1.0, -10);
        QVERIFY2(relativeError(xg, xc) <= step, "the packed rows differ by more than a step");
        GradientRound a, b;
        QVERIFY(m_cpu->gradientRound(testWeights(c.features), a).ok());
        QVERIFY(m_cuda->gradientRound(testWeights(c.features), b).ok());
        QVERIFY2(relativeError(b.gradients, a.gradients) < 1e-4,
                 qPrintable(QString::number(relativeError(b.gradients, a.gradients))));
    }
};

QTEST_GUILESS_MAIN(TestCudaBackend)
#include "tst_cuda_backend.moc"
