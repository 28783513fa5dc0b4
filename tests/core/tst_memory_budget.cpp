// Memory checked before it is spent: the room is the smallest of what the machine, the address
// space limit and the memory cgroups (v2 and v1, on any ancestor) leave, and the refusal reads
// "needs X, Y available; advice".
#include "core/memory_budget.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sgd;

namespace {

void writeFile(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

/// A fake /proc and /sys/fs/cgroup under `root`.
void fakeProc(const QString &root, const QByteArray &cgroupLines, qint64 availableKb = 20000000)
{
    writeFile(root + "/proc/meminfo", "MemTotal: 32000000 kB\nMemAvailable: " + QByteArray::number(availableKb) + " kB\n");
    writeFile(root + "/proc/self/status", "Name: x\nVmSize:   100000 kB\nVmRSS: 5000 kB\n");
    writeFile(root + "/proc/self/cgroup", cgroupLines);
}

} // namespace

class TestMemoryBudget : public QObject {
    Q_OBJECT
private slots:
    void smallestFigureWinsLessAReserve()
    {
        MemoryFacts f;
        f.memAvailable = 16e9;
        f.addressLimit = 2e9;
        f.addressUsed = 0.5e9;
        f.cgroupRoom = 3e9;
        const MemoryRoom r = roomOf(f);
        QCOMPARE(r.limitedBy, std::string("address-space limit"));
        QCOMPARE(r.bytes, 1.5e9 * 0.95);
        f.cgroupRoom = 1e9;
        QCOMPARE(roomOf(f).limitedBy, std::string("cgroup limit"));
        QCOMPARE(roomOf(f).bytes, 0.95e9);
        f.addressUsed = 3e9; // more in use than allowed: nothing left, never negative
        QCOMPARE(roomOf(f).bytes, 0.0);
        // Small rooms keep at least 32 MB for the program itself.
        MemoryFacts small;
        small.memAvailable = 100e6;
        QCOMPARE(roomOf(small).bytes, 68e6);
    }
    void noFiguresAssumesEightGigabytes() { QCOMPARE(roomOf(MemoryFacts{}).limitedBy, std::string("assumed")); }
    void refusalNamesBothFiguresAndTheAdvice()
    {
        const MemoryRoom room{3.1e9, "memory"};
        try {
            requireMemory(10.5e9, "lower rows or features", room);
            QFAIL("no refusal");
        } catch (const NotEnoughMemory &e) {
            QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("needs 10.5 GB, 3.1 GB available; lower rows or features"));
        }
        requireMemory(3.0e9, "x", room);                                                 // fits: no exception
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, requireMemory(1e30, "x", room)); // exit 2 on the command line
    }
    void bytesInDecimalUnits()
    {
        QCOMPARE(formatBytes(10.5e9), std::string("10.5 GB"));
        QCOMPARE(formatBytes(850e6), std::string("850 MB"));
        QCOMPARE(formatBytes(1.25e6), std::string("1.2 MB"));
        QCOMPARE(formatBytes(12e3), std::string("12.0 kB"));
        QCOMPARE(formatBytes(0), std::string("0 bytes"));
    }
    void readsCgroupV2OnAnAncestor()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        fakeProc(root, "0::/user.slice/job\n");
        writeFile(root + "/sys/fs/cgroup/user.slice/memory.max", "3000000000\n");
        writeFile(root + "/sys/fs/cgroup/user.slice/memory.current", "1000000000\n");
        writeFile(root + "/sys/fs/cgroup/user.slice/job/memory.max", "max\n");
        writeFile(root + "/sys/fs/cgroup/user.slice/job/memory.current", "400000000\n");
        const MemoryFacts f = readMemoryFacts(root.toStdString());
        QCOMPARE(f.memAvailable, 20000000.0 * 1024);
        QCOMPARE(f.addressUsed, 100000.0 * 1024);
        QCOMPARE(f.cgroupRoom, 2e9);
        QCOMPARE(roomOf(f).limitedBy, std::string("cgroup limit"));
    }
    void readsCgroupV1AndIgnoresItsHugeUnlimited()
    {
        QTemporaryDir dir;
        const QString root = dir.path();
        fakeProc(root, "9:name=systemd:/\n4:memory:/box/one\n0::/\n");
        writeFile(root + "/sys/fs/cgroup/memory/box/memory.limit_in_bytes", "9223372036854771712\n");
        writeFile(root + "/sys/fs/cgroup/memory/box/memory.usage_in_bytes", "5000000000\n");
        writeFile(root + "/sys/fs/cgroup/memory/box/one/memory.limit_in_bytes", "1500000000\n");
        writeFile(root + "/sys/fs/cgroup/memory/box/one/memory.usage_in_bytes", "500000000\n");
        QCOMPARE(readMemoryFacts(root.toStdString()).cgroupRoom, 1e9);
        // Unlimited everywhere: no cgroup figure.
        writeFile(root + "/sys/fs/cgroup/memory/box/one/memory.limit_in_bytes", "9223372036854771712\n");
        QCOMPARE(readMemoryFacts(root.toStdString()).cgroupRoom, -1.0);
    }
    void thisProcessHasSomeRoom()
    {
        const MemoryRoom r = memoryRoom();
        QVERIFY2(r.bytes > 0, r.limitedBy.c_str());
    }
};

QTEST_GUILESS_MAIN(TestMemoryBudget)
#include "tst_memory_budget.moc"
