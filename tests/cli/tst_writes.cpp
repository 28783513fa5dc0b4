// Every write checked to the end (#13): on a full file system each output format exits 1 with one
// line giving the system's reason and leaves the old file byte for byte (and no temporary file);
// standard output on /dev/full exits 1; a device, pipe, socket or folder named as the output is
// refused with exit 2 before anything is computed, and stays what it was.
//
// The full-disk cases mount a 32 KiB tmpfs and the device cases use mknod: both need root (CI runs
// the suite as root) and are skipped, saying why, elsewhere.
#include "../test_time.h"
#include "cli_support.h"
#include "core/output_file.h"

#include <fstream>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>

#include <dirent.h>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

const QByteArray kGood = "the old, good file: a failed write must leave every byte of it\n";

/// `args` with {out} replaced by `out` and {dir} by `dir`.
QStringList filled(const QStringList &args, const QString &out, const QString &dir)
{
    QStringList result;
    for (QString a : args)
        result << a.replace(QLatin1String("{out}"), out).replace(QLatin1String("{dir}"), dir);
    return result;
}

/// Runs sgd-studio with its standard output going to `stdoutFile`.
cli::Result runWithStdout(const QStringList &args, const QString &stdoutFile)
{
    cli::Result r;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    p.setProcessEnvironment(env);
    p.setStandardOutputFile(stdoutFile);
    p.start(cli::exe(), args);
    if (!p.waitForStarted(10000) || !p.waitForFinished(sgd::test::ms(120000))) {
        p.kill();
        p.waitForFinished();
        qWarning() << "did not finish:" << args;
        return r;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.err = p.readAllStandardError();
    return r;
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<cannot read>");
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

/// Fills the file system holding `dir` until it refuses another byte.
bool fillUp(const QString &dir)
{
    const int fd = ::open(QFile::encodeName(dir + "/filler").constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0)
        return false;
    const QByteArray block(4096, 'f');
    while (::write(fd, block.constData(), std::size_t(block.size())) == block.size()) {
    }
    while (::write(fd, "f", 1) == 1) {
    }
    const bool full = errno == ENOSPC;
    ::close(fd);
    return full;
}

/// What `path` is now: "file", "folder", "device 1:3", "fifo", "socket", "missing".
QString kindOf(const QString &path)
{
    struct stat st {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return QStringLiteral("missing");
    if (S_ISCHR(st.st_mode))
        return QStringLiteral("device %1:%2").arg(major(st.st_rdev)).arg(minor(st.st_rdev));
    return S_ISREG(st.st_mode)    ? QStringLiteral("file")
           : S_ISDIR(st.st_mode)  ? QStringLiteral("folder")
           : S_ISFIFO(st.st_mode) ? QStringLiteral("fifo")
           : S_ISSOCK(st.st_mode) ? QStringLiteral("socket")
                                  : QStringLiteral("other");
}

/// Makes a special file of `kind` at `path`; false with `why` when this machine does not allow it.
bool makeNode(const QString &kind, const QString &path, QString &why)
{
    const QByteArray p = QFile::encodeName(path);
    int rc = 0;
    if (kind == QLatin1String("device"))
        rc = ::mknod(p.constData(), S_IFCHR | 0666, makedev(1, 3)); // what /dev/null is
    else if (kind == QLatin1String("fifo"))
        rc = ::mkfifo(p.constData(), 0666);
    else if (kind == QLatin1String("folder"))
        rc = ::mkdir(p.constData(), 0755);
    else {
        const int s = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        if (s < 0 || std::size_t(p.size()) >= sizeof addr.sun_path)
            rc = -1;
        else {
            std::memcpy(addr.sun_path, p.constData(), std::size_t(p.size()));
            rc = ::bind(s, reinterpret_cast<sockaddr *>(&addr), sizeof addr);
        }
        if (s >= 0)
            ::close(s);
    }
    if (rc != 0)
        why = QStringLiteral("cannot make a %1 here: %2").arg(kind, QString::fromLocal8Bit(std::strerror(errno)));
    return rc == 0;
}

} // namespace

class TestWrites : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_mount;      ///< a 32 KiB tmpfs, when it could be mounted
    QString m_whyNoMount; ///< else why not

    void resetMount()
    {
        for (const QString &name : entries(m_mount))
            QVERIFY(QFileInfo(m_mount + "/" + name).isDir() ? QDir(m_mount + "/" + name).removeRecursively()
                                                            : QFile::remove(m_mount + "/" + name));
    }

private slots:
    void initTestCase()
    {
        REQUIRE_EXE();
        QVERIFY(m_dir.isValid());
        const QString mount = m_dir.filePath("tiny");
        QVERIFY(QDir().mkpath(mount));
        if (::geteuid() != 0)
            m_whyNoMount = QStringLiteral("not root: a tiny tmpfs cannot be mounted (CI runs this as root)");
        else if (::mount("tmpfs", QFile::encodeName(mount).constData(), "tmpfs", 0, "size=32k") != 0)
            m_whyNoMount = QStringLiteral("mount -t tmpfs failed: ") + QString::fromLocal8Bit(std::strerror(errno));
        else
            m_mount = mount;
    }

    void cleanupTestCase()
    {
        if (!m_mount.isEmpty())
            ::umount2(QFile::encodeName(m_mount).constData(), MNT_DETACH);
    }

    void fullDisk_data()
    {
        // {out} is the target inside the tiny file system, {dir} the file system itself. "full":
        // the disk has no byte left, so even a small output fails; otherwise it has about 28 KiB
        // left and the output is larger, so the write fails part way through.
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("full");
        const auto add = [](const char *name, QStringList args, const char *target, bool full) {
            QTest::newRow(name) << args << QString::fromLatin1(target) << full;
        };
        add("trace json, small, full", {"trace", "single-weight", "--steps", "2", "--out", "{out}"}, "t.json", true);
        add("trace json, large", {"trace", "scale-lab", "--out", "{out}"}, "t.json", false);
        add("trace csv, small, full", {"trace", "sync", "--format", "csv", "--out", "{out}"}, "t.csv", true);
        add("trace csv, large", {"trace", "single-weight", "--steps", "1000", "--format", "csv", "--out", "{out}"}, "t.csv",
            false);
        add("png, small, full", {"export", "single-weight", "--out", "{out}", "--size", "200x150", "--scale", "0.5"}, "p.png",
            true);
        add("png, large", {"export", "sync", "--out", "{out}"}, "p.png", false);
        add("svg, small, full", {"export", "single-weight", "--out", "{out}", "--size", "200x150"}, "p.svg", true);
        add("svg, large", {"export", "quantized", "--out", "{out}"}, "p.svg", false);
        add("pdf, small, full", {"export", "sync", "--out", "{out}"}, "p.pdf", true);
        add("pdf, large", {"export", "mini-batch", "--out", "{out}"}, "p.pdf", false);
        add("export csv, small, full", {"export", "single-weight", "--set", "steps=1", "--out", "{out}"}, "e.csv", true);
        add("export csv, large", {"export", "single-weight", "--set", "steps=1000", "--out", "{out}"}, "e.csv", false);
        add("export json, small, full", {"export", "sync", "--out", "{out}"}, "e.json", true);
        add("export json, large", {"export", "scale-lab", "--out", "{out}"}, "e.json", false);
        add("handout, small, full", {"export", "single-weight", "--set", "steps=1", "--handout", "{out}"}, "h.pdf", true);
        add("handout, large", {"export", "sync", "--handout", "{out}"}, "h.pdf", false);
        add("bench data, small, full", {"bench", "--emit-data", "{out}", "--rows", "10", "--features", "1", "--workers", "1"},
            "d.bin", true);
        add("bench data, large", {"bench", "--emit-data", "{out}", "--rows", "20000", "--features", "8", "--workers", "2"},
            "d.bin", false);
        add("schemas, full", {"schemas", "--out", "{dir}"}, "sync.schema.json", true);
        add("schemas, large", {"schemas", "--out", "{dir}"}, "sync.schema.json", false);
        add("reference, small, full", {"schemas", "--reference", "{out}"}, "r.md", true);
        add("reference, large", {"schemas", "--reference", "{out}"}, "r.md", false);
        // the sweep's chart said only "sgd-studio sweep: " on a full disk (the reason was lost)
        add("sweep png, full", {"sweep", "single-weight", "--count", "3", "--out", "{out}"}, "s.png", true);
        add("sweep csv, full", {"sweep", "single-weight", "--count", "3", "--out", "{out}"}, "s.csv", true);
    }
    void fullDisk()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, target);
        QFETCH(bool, full);
        if (m_mount.isEmpty())
            QSKIP(qPrintable(m_whyNoMount));
        resetMount();
        const QString path = m_mount + "/" + target;
        QFile good(path);
        QVERIFY(good.open(QIODevice::WriteOnly) && good.write(kGood) == kGood.size());
        good.close();
        if (full)
            QVERIFY(fillUp(m_mount));
        const QStringList before = entries(m_mount);

        const cli::Result r = cli::run(filled(args, path, m_mount));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.crashed);
        const QStringList lines = r.errLines();
        QVERIFY2(lines.size() == 1, r.err.constData()); // one line: no libpng or QPainter chatter
        QVERIFY2(lines.first().startsWith("sgd-studio " + args.first() + ": cannot write " + m_mount + "/"), r.err.constData());
        QVERIFY2(lines.first().endsWith(": No space left on device"), r.err.constData());
        QCOMPARE(contents(path), kGood);    // the old file, byte for byte
        QCOMPARE(entries(m_mount), before); // no temporary file left, nothing new
    }

    void fullDiskStillWritesWhatFits()
    {
        // the same small outputs succeed once there is room: the failures above are the disk's
        if (m_mount.isEmpty())
            QSKIP(qPrintable(m_whyNoMount));
        resetMount();
        const QString path = m_mount + "/t.json";
        const cli::Result r = cli::run({"trace", "single-weight", "--steps", "2", "--out", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(contents(path).startsWith("{"));
        QCOMPARE(entries(m_mount), QStringList{"t.json"});
    }

    void standardOutputOnDevFull_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("trace scale-lab") << QStringList{"trace", "scale-lab"} << "sgd-studio trace: ";
        QTest::newRow("trace csv") << QStringList{"trace", "sync", "--format", "csv"} << "sgd-studio trace: ";
        QTest::newRow("scenes") << QStringList{"scenes"} << "sgd-studio scenes: ";
        QTest::newRow("scenes json") << QStringList{"scenes", "--format", "json"} << "sgd-studio scenes: ";
        QTest::newRow("schema") << QStringList{"schemas", "sync"} << "sgd-studio schemas: ";
        QTest::newRow("reference") << QStringList{"schemas", "--reference", "-"} << "sgd-studio schemas: ";
        QTest::newRow("--help") << QStringList{"--help"} << "sgd-studio: ";
        QTest::newRow("help") << QStringList{"help"} << "sgd-studio: ";
        QTest::newRow("trace --help") << QStringList{"trace", "--help"} << "sgd-studio trace: ";
        QTest::newRow("--version") << QStringList{"--version"} << "sgd-studio: ";
    }
    void standardOutputOnDevFull()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, prefix);
        if (!QFileInfo::exists("/dev/full"))
            QSKIP("no /dev/full on this system");
        const cli::Result r = runWithStdout(args, "/dev/full");
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.crashed);
        QCOMPARE(r.errLines(), QStringList{prefix + "cannot write to standard output: No space left on device"});
        // and the same command succeeds where standard output takes the bytes
        QCOMPARE(runWithStdout(args, "/dev/null").exitCode, 0);
    }

    void specialFileRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("node"); // the special file's name; {dir} holds it
        QTest::addColumn<QString>("what"); // how the message names it
        const QList<QPair<QString, QString>> kinds = {
            {"device", "a device"}, {"fifo", "a pipe (FIFO)"}, {"socket", "a socket"}, {"folder", "a folder"}};
        for (const auto &[kind, what] : kinds) {
            const auto add = [&](const char *name, const QStringList &args, const char *node) {
                QTest::addRow("%s, %s", qPrintable(kind), name) << kind << args << QString::fromLatin1(node) << what;
            };
            add("trace", {"trace", "sync", "--out", "{out}"}, "node.json");
            add("png", {"export", "sync", "--out", "{out}"}, "node.png");
            add("svg", {"export", "sync", "--out", "{out}"}, "node.svg");
            add("export csv", {"export", "sync", "--out", "{out}"}, "node.csv");
            add("handout", {"export", "sync", "--handout", "{out}"}, "node.pdf");
            add("bench data", {"bench", "--emit-data", "{out}", "--rows", "100", "--features", "2", "--workers", "1"},
                "node.bin");
            add("reference", {"schemas", "--reference", "{out}"}, "node.md");
            add("schema in --out", {"schemas", "--out", "{dir}"}, "sync.schema.json");
        }
    }
    void specialFileRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QStringList, args);
        QFETCH(QString, node);
        QFETCH(QString, what);
        QTemporaryDir dir(QDir::tempPath() + "/sgd-XXXXXX"); // short: a socket's path has a small limit
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(node);
        QString why;
        if (!makeNode(kind, path, why))
            QSKIP(qPrintable(why + (kind == "device" ? " (mknod needs root; CI runs this as root)" : "")));
        const QString kindBefore = kindOf(path);

        const cli::Result r = cli::run(filled(args, path, dir.path()));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.crashed);
        QVERIFY(r.out.isEmpty());
        const QStringList lines = r.errLines();
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().contains(path + " is " + what + ", not a regular file"), qPrintable(lines.first()));
        QCOMPARE(kindOf(path), kindBefore); // still the device, the pipe, the socket, the folder
        QCOMPARE(entries(dir.path()), QStringList{node});
    }

    void otherUsersLinkInStickyFolderRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("trace") << QStringList{"trace", "sync", "--out", "{out}"};
        QTest::newRow("reference") << QStringList{"schemas", "--reference", "{out}"};
        QTest::newRow("bench data") << QStringList{"bench",      "--emit-data", "{out}",     "--rows", "100",
                                                   "--features", "2",           "--workers", "1"};
    }
    void otherUsersLinkInStickyFolderRefused()
    {
        // As root, another user's link in a sticky world-writable folder (/tmp) must not aim our
        // write at a file of root's: the protected_symlinks rule, kept even where the kernel's is off.
        QFETCH(QStringList, args);
        if (::geteuid() != 0)
            QSKIP("not root: the link's owner cannot be set (CI runs this as root)");
        QTemporaryDir dir, shared;
        QVERIFY(::chmod(QFile::encodeName(shared.path()).constData(), 01777) == 0);
        const QString target = dir.filePath("roots-file");
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kGood);
        f.close();
        const QString link = QDir(shared.path()).filePath("out.json");
        QVERIFY(QFile::link(target, link));
        QCOMPARE(::lchown(QFile::encodeName(link).constData(), 65534, 65534), 0); // nobody's link
        const cli::Result r = cli::run(filled(args, link, shared.path()));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errLines().size() == 1 && r.errLines().first().contains(link + " is a symbolic link owned by another user"),
                 r.err.constData());
        QCOMPARE(contents(target), kGood);
        QVERIFY(QFileInfo(link).isSymLink());
        // the same link owned by root (the folder's owner too) is followed as before
        QCOMPARE(::lchown(QFile::encodeName(link).constData(), 0, 0), 0);
        QCOMPARE(cli::run(filled(args, link, shared.path())).exitCode, 0);
        QVERIFY(contents(target) != kGood);
    }

    void specialFileRefusedBeforeComputing()
    {
        // a 40,000-page handout takes minutes to draw: the pipe is refused before any of it
        QTemporaryDir dir;
        const QString path = dir.filePath("handout.pdf");
        QString why;
        if (!makeNode("fifo", path, why))
            QSKIP(qPrintable(why));
        QElapsedTimer clock;
        clock.start();
        const cli::Result r =
            cli::run({"export", "mini-batch", "--set", "n=4000", "--set", "batch=1", "--set", "epochs=10", "--handout", path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed()) + " ms"));
        QVERIFY2(r.errLines().value(0).contains("is a pipe (FIFO)"), r.err.constData());
        QCOMPARE(kindOf(path), QStringLiteral("fifo"));
    }

    void symbolicLinkToASpecialFileIsRefused()
    {
        // `--out link` where link -> a pipe: links are followed, and what they name is refused.
        // (Never a link to a system device here: a writer that does not check would replace it.)
        QTemporaryDir dir;
        const QString pipe = dir.filePath("pipe"), link = dir.filePath("x.json");
        QString why;
        if (!makeNode("fifo", pipe, why))
            QSKIP(qPrintable(why));
        QVERIFY(QFile::link(pipe, link));
        const cli::Result r = cli::run({"trace", "sync", "--out", link});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errLines().value(0).contains(link + " is a pipe (FIFO)"), r.err.constData());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(kindOf(pipe), QStringLiteral("fifo"));
    }

    void symbolicLinkToAFileReplacesTheFile()
    {
        // as QSaveFile did: the file the link names gets the new contents, the link stays a link
        QTemporaryDir dir;
        const QString file = dir.filePath("real.json"), link = dir.filePath("link.json");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kGood);
        f.close();
        QVERIFY(QFile::setPermissions(file, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup));
        QVERIFY(QFile::link(file, link));
        const cli::Result r = cli::run({"trace", "sync", "--out", link});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo(link).isSymLink());
        QVERIFY(contents(file).startsWith("{"));
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(file).constData(), &st), 0);
        QCOMPARE(st.st_mode & 07777, mode_t(0640)); // the old file's permissions kept
        QCOMPARE(entries(dir.path()), (QStringList{"link.json", "real.json"}));
    }

    /// Names up to the system's longest (255 bytes here) are written: the temporary file beside the
    /// target is named from a shortened stem; one byte more is refused with the system's reason.
    void theLongestLegalNamesAreWritten_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("ext");
        QTest::newRow("picture") << QStringList{"export", "single-weight", "--step", "1"} << QStringLiteral(".png");
        QTest::newRow("page") << QStringList{"export", "sync", "--to", "1"} << QStringLiteral(".html");
        QTest::newRow("trace") << QStringList{"trace", "sync", "--format", "csv"} << QStringLiteral(".csv");
        QTest::newRow("handout") << QStringList{"export", "sync", "--handout"} << QStringLiteral(".pdf");
    }
    void theLongestLegalNamesAreWritten()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, ext);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString ascii = QString(255 - ext.size(), QLatin1Char('n')) + ext;
        // Two-byte letters: the stem is cut at a letter's start, never inside one.
        const QString accented = QString((255 - ext.size()) / 2, QChar(0xE9)) + ext;
        for (const QString &name : {ascii, accented}) {
            QVERIFY(name.toUtf8().size() <= 255);
            QStringList a = args;
            if (!a.contains(QLatin1String("--handout")))
                a << "--out";
            a << dir.filePath(name);
            const cli::Result r = cli::run(a);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY(QFileInfo(dir.filePath(name)).size() > 0);
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2); // no temporary file left
        QStringList a = args;
        if (!a.contains(QLatin1String("--handout")))
            a << "--out";
        a << dir.filePath(QLatin1Char('x') + ascii);
        const cli::Result tooLong = cli::run(a);
        QCOMPARE(tooLong.exitCode, 1);
        QVERIFY2(tooLong.err.contains("File name too long"), tooLong.err.constData());
    }

    void fileNamesThatAreNotUtf8()
    {
        // A name made of bytes that are not UTF-8 is written, and read back, under exactly those
        // bytes (a shell passes them through; QProcess could not).
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess sh;
        sh.setWorkingDirectory(dir.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        sh.setProcessEnvironment(env);
        const QString script = QStringLiteral("\"$0\" trace sync --out \"$(printf 'n\\377.json')\" || exit 10\n"
                                              "\"$0\" trace sync --format csv --out \"$(printf 'c\\376\\303.csv')\" || exit 11\n"
                                              "printf 'old' > 'p?.html'\n"
                                              "\"$0\" export sync --to 1 --out \"$(printf 'p\\377.html')\" || exit 12\n"
                                              "printf '{}' > \"$(printf 'bad\\377.json')\"\n"
                                              "\"$0\" --trace \"$(printf 'bad\\377.json')\" 2>err.txt; echo $? > rc.txt\n");
        sh.start("/bin/sh", {"-c", script, cli::exe()});
        QVERIFY(sh.waitForFinished(sgd::test::ms(60000)));
        QCOMPARE(sh.exitCode(), 0);
        const QString path = dir.path() + "/";
        auto exists = [](const std::string &bytes) {
            struct stat st {};
            return ::stat(bytes.c_str(), &st) == 0 && S_ISREG(st.st_mode);
        };
        QVERIFY(exists(sgd::fileNameBytes(path) + "n\xff.json"));
        QVERIFY(exists(sgd::fileNameBytes(path) + "c\xfe\xc3.csv"));
        // The web page too (it was written as "p?.html", over an unrelated file of that name).
        QVERIFY(exists(sgd::fileNameBytes(path) + "p\xff.html"));
        QFile unrelated(path + "p?.html");
        QVERIFY(unrelated.open(QIODevice::ReadOnly));
        QCOMPARE(unrelated.readAll(), QByteArray("old"));
        std::ifstream written(sgd::fileNameBytes(path) + "n\xff.json");
        std::string text((std::istreambuf_iterator<char>(written)), std::istreambuf_iterator<char>());
        QVERIFY(text.find("\"scene\": \"sync\"") != std::string::npos || text.find("\"scene\":\"sync\"") != std::string::npos);
        // Only those five files (and the shell's two notes): no name with U+FFFD's bytes. (Read
        // with readdir: QDir leaves out the names it cannot decode.)
        int files = 0;
        if (DIR *d = ::opendir(sgd::fileNameBytes(dir.path()).c_str())) {
            while (const dirent *e = ::readdir(d)) {
                const std::string name = e->d_name;
                if (name == "." || name == "..")
                    continue;
                ++files;
                QVERIFY2(name.find("\xef\xbf\xbd") == std::string::npos, name.c_str());
            }
            ::closedir(d);
        }
        QCOMPARE(files, 7);
        // QTemporaryDir cannot remove names Qt cannot decode: remove them by their bytes.
        for (const char *name : {"n\xff.json", "c\xfe\xc3.csv", "bad\xff.json", "p\xff.html"})
            ::unlink((sgd::fileNameBytes(path) + name).c_str());
        // The window's --trace finds the file: the complaint is about its content, not "No such file".
        QFile rc(path + "rc.txt"), err(path + "err.txt");
        QVERIFY(rc.open(QIODevice::ReadOnly) && err.open(QIODevice::ReadOnly));
        QCOMPARE(rc.readAll().trimmed(), QByteArray("2"));
        const QByteArray why = err.readAll();
        QVERIFY2(!why.contains("No such file") && why.contains("no \"format\" field"), why.constData());
    }
};

QTEST_GUILESS_MAIN(TestWrites)
#include "tst_writes.moc"
