// makeBackend(): the kinds, the fallback to the CPU and what it tells people; device detection; shards.
#include "gpu/backend_factory.h"

#include <QTest>

using namespace sgd::gpu;

Q_DECLARE_METATYPE(sgd::gpu::BackendKind)

class TestBackendFactory : public QObject {
    Q_OBJECT

private slots:
    void cpuOnRequest()
    {
        auto b = makeBackend(BackendKind::Cpu, 3);
        QVERIFY(b);
        QCOMPARE(b->kind(), BackendKind::Cpu);
        QCOMPARE(QString::fromStdString(b->description()), QStringLiteral("CPU: 3 threads"));
        QCOMPARE(QString::fromStdString(b->summary()), QStringLiteral("CPU, 3 threads"));
        QCOMPARE(QString::fromStdString(b->fallbackReason()), QString());
        QCOMPARE(QString::fromStdString(makeBackend(BackendKind::Cpu, 1)->summary()), QStringLiteral("CPU, 1 thread"));
        QVERIFY(!b->hasData());
        QCOMPARE(b->workers(), 0);
    }

    void autoAndCudaFallBackOrUseTheDevice_data()
    {
        QTest::addColumn<BackendKind>("kind");
        QTest::newRow("auto") << BackendKind::Auto;
        QTest::newRow("cuda") << BackendKind::Cuda;
    }
    void autoAndCudaFallBackOrUseTheDevice()
    {
        QFETCH(BackendKind, kind);
        const DeviceQuery q = queryDevices();
        auto b = makeBackend(kind);
        QVERIFY(b);
        const QString text = QString::fromStdString(b->description());
        qInfo() << "query:" << (q.cudaBuilt ? "built" : "not built") << q.status.message.c_str() << "devices" << q.devices.size()
                << "-> backend:" << text;
        if (!q.cudaBuilt) {
            QCOMPARE(b->kind(), BackendKind::Cpu);
            QCOMPARE(text, QStringLiteral("CPU: CUDA support not built"));
        } else if (!q.status.ok() || q.devices.empty()) {
            QCOMPARE(b->kind(), BackendKind::Cpu);
            QVERIFY2(text.startsWith(QStringLiteral("CPU: no CUDA device")), qPrintable(text));
        } else if (b->kind() == BackendKind::Cuda) {
            QVERIFY(text.contains(QString::fromStdString(q.devices.front().name)));
        } else {
            QVERIFY2(text.startsWith(QStringLiteral("CPU: CUDA device unusable")), qPrintable(text));
        }
        // The summary is for a projector: what computes, never why the GPU is not used.
        const QString summary = QString::fromStdString(b->summary());
        const QString reason = QString::fromStdString(b->fallbackReason());
        if (b->kind() == BackendKind::Cpu) {
            QVERIFY2(summary.startsWith(QStringLiteral("CPU, ")) && summary.endsWith(QStringLiteral("threads")),
                     qPrintable(summary));
            QVERIFY(!reason.isEmpty());
            QCOMPARE(text, QStringLiteral("CPU: ") + reason);
            QVERIFY(!summary.contains(QStringLiteral("CUDA")));
        } else {
            QCOMPARE(summary, QStringLiteral("GPU ") + QString::fromStdString(q.devices.front().name));
            QVERIFY(reason.isEmpty());
        }
    }

    void deviceQueryIsConsistent()
    {
        const DeviceQuery q = queryDevices();
        if (!q.cudaBuilt || !q.status.ok()) {
            QVERIFY(!q.status.message.empty()); // says why
            QVERIFY(q.devices.empty());
        }
        for (const DeviceInfo &d : q.devices) {
            QVERIFY(!d.name.empty());
            QVERIFY(d.totalMemory > 0);
            QVERIFY(d.computeMajor > 0);
        }
    }

    void evenShards_data()
    {
        QTest::addColumn<qint64>("rows");
        QTest::addColumn<int>("workers");
        QTest::addColumn<QList<qint64>>("offsets");
        QTest::newRow("even") << qint64(8) << 4 << QList<qint64>{0, 2, 4, 6, 8};
        QTest::newRow("first ones get the extra rows") << qint64(10) << 4 << QList<qint64>{0, 3, 6, 8, 10};
        QTest::newRow("one worker") << qint64(5) << 1 << QList<qint64>{0, 5};
        QTest::newRow("no workers") << qint64(5) << 0 << QList<qint64>{0};
    }
    void evenShards()
    {
        QFETCH(qint64, rows);
        QFETCH(int, workers);
        QFETCH(QList<qint64>, offsets);
        const auto got = sgd::gpu::evenShards(rows, workers);
        QCOMPARE(QList<qint64>(got.begin(), got.end()), offsets);
    }

    void names()
    {
        QCOMPARE(QString(toString(BackendKind::Cpu)), QStringLiteral("cpu"));
        QCOMPARE(QString(toString(BackendKind::Cuda)), QStringLiteral("cuda"));
        QCOMPARE(QString(toString(BackendKind::Auto)), QStringLiteral("auto"));
    }
};

QTEST_GUILESS_MAIN(TestBackendFactory)
#include "tst_backend_factory.moc"
