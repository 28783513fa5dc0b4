// "Can this GPU run what was compiled in?" (issue #57), decided without a GPU: fake compute
// capabilities against the default architecture list and against the old Hopper-only one, and the
// words the status bar, Diagnostics and --version show when the answer is no.
#include "gpu/cuda_compat.h"

#include <QTest>

using namespace sgd::gpu;

class TestCudaCompat : public QObject {
    Q_OBJECT
private slots:
    void parsesCMakeLists()
    {
        const CompiledCuda c = parseCudaArchitectures("75-real;80-real;86-real;89-real;90-real;100-real;120");
        QCOMPARE(c.sass, (std::vector<int>{75, 80, 86, 89, 90, 100, 120}));
        QCOMPARE(c.ptx, 120);
        QCOMPARE(parseCudaArchitectures("90").sass, std::vector<int>{90});
        QCOMPARE(parseCudaArchitectures("90").ptx, 90);
        QCOMPARE(parseCudaArchitectures("80-virtual,86-real").ptx, 80);
        QCOMPARE(describeCompiled(parseCudaArchitectures("75-real;120")), std::string("7.5, 12.0, PTX 12.0"));
    }

    void decidesWhichGpusRun_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<int>("major");
        QTest::addColumn<int>("minor");
        QTest::addColumn<bool>("runs");
        const QString all = QStringLiteral("75-real;80-real;86-real;89-real;90-real;100-real;120");
        QTest::newRow("Pascal 6.1") << all << 6 << 1 << false;
        QTest::newRow("Turing 7.5") << all << 7 << 5 << true;
        QTest::newRow("Ampere 8.6") << all << 8 << 6 << true;
        QTest::newRow("Jetson Orin 8.7") << all << 8 << 7 << true; // 8.6's code runs on 8.7
        QTest::newRow("Hopper 9.0") << all << 9 << 0 << true;
        QTest::newRow("Blackwell 12.0") << all << 12 << 0 << true;
        QTest::newRow("a later 13.0 (PTX)") << all << 13 << 0 << true;
        QTest::newRow("old build, Turing") << QStringLiteral("90") << 7 << 5 << false;
        QTest::newRow("old build, Ampere") << QStringLiteral("90") << 8 << 6 << false;
        QTest::newRow("old build, Hopper") << QStringLiteral("90") << 9 << 0 << true;
    }
    void decidesWhichGpusRun()
    {
        QFETCH(QString, list);
        QFETCH(int, major);
        QFETCH(int, minor);
        QFETCH(bool, runs);
        const std::string why = cudaDeviceProblem("Test GPU", major, minor, parseCudaArchitectures(list.toStdString()));
        QVERIFY2(why.empty() == runs, why.c_str());
        if (!runs) {
            QVERIFY2(why.find("compute capability " + std::to_string(major) + "." + std::to_string(minor)) != std::string::npos,
                     why.c_str());
            QVERIFY2(why.find("the CPU is used") != std::string::npos, why.c_str());
        }
    }

    void aDriverTooOldSaysWhatToDo()
    {
        const std::string old = cudaDriverTooOld(12040, 13000);
        QVERIFY2(old.find("CUDA 12.4") != std::string::npos && old.find("Update the NVIDIA driver") != std::string::npos &&
                     old.find("13.0") != std::string::npos,
                 old.c_str());
        QVERIFY(cudaDriverTooOld(0, 13000).find("no NVIDIA driver") != std::string::npos);
    }

    void thisBuildCarriesWhatItWasConfiguredWith()
    {
        const CompiledCuda c = compiledCuda();
#ifdef SGD_TEST_HAVE_CUDA
        QVERIFY(!c.sass.empty());
        QVERIFY2(cudaDeviceProblem("Turing", 7, 5, c).empty(), describeCompiled(c).c_str());
#else
        QVERIFY(c.sass.empty() && c.ptx == 0);
#endif
    }
};

QTEST_GUILESS_MAIN(TestCudaCompat)
#include "tst_cuda_compat.moc"
