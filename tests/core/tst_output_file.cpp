// OutputFile and CheckedStreamBuf (core/output_file.h), in process: a file appears whole or not at
// all, the old one stays until the commit, permissions follow the umask or the old file, a failed
// write is kept with the system's reason, and standard output on /dev/full is noticed.
#include "core/output_file.h"
#include "core/stop_request.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <ostream>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace sgd;

namespace {

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<cannot read>");
}

mode_t modeOf(const QString &path)
{
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode & 07777 : 0;
}

} // namespace

class TestOutputFile : public QObject {
    Q_OBJECT

private slots:
    void fileNamesKeepTheirBytes()
    {
        // Names that are not UTF-8 survive the trip through QString unchanged; UTF-8 ones read as
        // Qt reads them. Every 1- and 2-byte name, and random longer ones.
        std::vector<std::string> names;
        for (int a = 1; a < 256; ++a) {
            names.push_back(std::string(1, char(a)));
            for (int b = 1; b < 256; ++b)
                names.push_back(std::string{char(a), char(b)});
        }
        quint32 x = 12345;
        for (int i = 0; i < 20000; ++i) {
            std::string s;
            for (int k = 0; k < 1 + i % 9; ++k) {
                x = x * 1664525u + 1013904223u;
                s += char(1 + (x >> 24) % 255);
            }
            names.push_back(s);
        }
        for (const char *s :
             {"n\xff.csv", "caf\xc3\xa9.json", "\xed\xa0\x80.json", "\xf0\x9f\x98\x80.png", "\xc0\xaf", "\xf4\x90\x80\x80"})
            names.push_back(s);
        for (const std::string &n : names) {
            const QString q = fileNameFromBytes(n);
            QCOMPARE(fileNameBytes(q), n);
            const QByteArray bytes = QByteArray::fromStdString(n);
            if (QString::fromUtf8(bytes).toUtf8() == bytes) // valid UTF-8: as Qt decodes it
                QCOMPARE(q, QString::fromUtf8(bytes));
        }
        QCOMPARE(fileNameFromBytes("n\xff.csv"), QStringLiteral("n") + QChar(char16_t(0xDCFF)) + QStringLiteral(".csv"));
        QCOMPARE(fileNameFromBytes("caf\xc3\xa9"), QStringLiteral("caf\u00e9"));
        QCOMPARE(fileNameBytes(QStringLiteral("caf\u00e9")), std::string("caf\xc3\xa9"));
    }

    void staleTemporaryFilesOfDeadWritersAreRemoved()
    {
        // A writer killed with SIGKILL leaves its hidden temporary file; the next write of the same
        // target removes it, when the process that named it is gone (and only then).
        QTemporaryDir dir;
        const pid_t child = ::fork();
        if (child == 0)
            ::_exit(0);
        QVERIFY(child > 0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child); // its pid now names no process
        const QString stale = dir.filePath(QStringLiteral(".a.json.sgd%1-abcdefgh").arg(child));
        const QString live = dir.filePath(QStringLiteral(".a.json.sgd%1-ijklmnop").arg(::getppid()));
        const QString other = dir.filePath(QStringLiteral(".b.json.sgd%1-abcdefgh").arg(child));
        for (const QString &f : {stale, live, other}) {
            QFile file(f);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("partial");
        }
        std::string error;
        QVERIFY(writeFileAtomically(dir.filePath("a.json").toStdString(), "{}", error));
        QVERIFY(!QFile::exists(stale));
        QVERIFY(QFile::exists(live));  // its writer may still be at work
        QVERIFY(QFile::exists(other)); // another target's: left to that target's next write
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 3);
    }

    void writesWholeOnCommit()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("a.txt").toStdString();
        {
            OutputFile f(path);
            QVERIFY(f.open());
            QVERIFY(f.writeAll("hello ", 6));
            QCOMPARE(f.write("world", 5), qint64(5)); // through QIODevice, as Qt's writers use it
            QCOMPARE(entries(dir.path()).size(), 1);  // only the hidden temporary file so far
            QVERIFY(entries(dir.path()).first().startsWith(".a.txt."));
            QVERIFY(f.commit());
            QVERIFY(f.error().empty());
        }
        QCOMPARE(contents(dir.filePath("a.txt")), QByteArray("hello world"));
        QCOMPARE(entries(dir.path()), QStringList{"a.txt"});
        const mode_t mask = ::umask(0);
        ::umask(mask);
        QCOMPARE(modeOf(dir.filePath("a.txt")), mode_t(0666 & ~mask));
    }

    void seekRewritesInPlace()
    {
        QTemporaryDir dir;
        OutputFile f(dir.filePath("s.bin").toStdString());
        QVERIFY(f.open());
        QVERIFY(f.writeAll("abcdef", 6));
        QVERIFY(f.seek(2));
        QVERIFY(f.writeAll("XY", 2));
        QVERIFY(f.commit());
        QCOMPARE(contents(dir.filePath("s.bin")), QByteArray("abXYef"));
    }

    void withoutCommitTheOldFileStays()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("keep.txt");
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        {
            OutputFile f(path.toStdString());
            QVERIFY(f.open());
            QVERIFY(f.writeAll("new, never committed", 20));
        } // destroyed: as after an error or an exception
        QCOMPARE(contents(path), QByteArray("old"));
        QCOMPARE(entries(dir.path()), QStringList{"keep.txt"});
        {
            OutputFile f(path.toStdString());
            QVERIFY(f.open());
            QVERIFY(f.writeAll("new", 3));
            f.cancel();
            QVERIFY(!f.commit());
        }
        QCOMPARE(contents(path), QByteArray("old"));
        OutputFile f(path.toStdString());
        QVERIFY(f.open() && f.writeAll("new", 3) && f.commit());
        QCOMPARE(contents(path), QByteArray("new"));
        QCOMPARE(modeOf(path), mode_t(0600)); // the old file's permissions
    }

    void specialFilesAndFoldersAreRefused()
    {
        QTemporaryDir dir;
        QCOMPARE(outputPathProblem(dir.filePath("new.txt").toStdString()), std::string());
        QCOMPARE(outputPathProblem("/dev/null"), std::string("/dev/null is a device, not a regular file"));
        QCOMPARE(outputPathProblem(dir.path().toStdString()), dir.path().toStdString() + " is a folder, not a regular file");
        const QString fifo = dir.filePath("p");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QCOMPARE(outputPathProblem(fifo.toStdString()), fifo.toStdString() + " is a pipe (FIFO), not a regular file");
        OutputFile f(fifo.toStdString());
        QVERIFY(!f.open()); // never opened: opening a pipe for writing would wait for a reader
        QCOMPARE(f.error(), fifo.toStdString() + " is a pipe (FIFO), not a regular file");
        QCOMPARE(entries(dir.path()), QStringList{"p"});
    }

    void missingFolderNamesTheReason()
    {
        OutputFile f("/nonexistent-sgd-folder/x.json");
        QVERIFY(!f.open());
        QCOMPARE(f.error(), std::string("cannot write /nonexistent-sgd-folder/x.json: No such file or directory"));
        QVERIFY(!f.commit());
    }

    void standardOutputOnDevFull()
    {
        const int fd = ::open("/dev/full", O_WRONLY);
        if (fd < 0)
            QSKIP("no /dev/full on this system");
        CheckedStreamBuf buffer(fd);
        std::ostream out(&buffer);
        out << "a short line\n"; // buffered: the failure shows when it is written out
        QVERIFY(!buffer.failed());
        QVERIFY(!buffer.finish());
        QCOMPARE(buffer.reason(), std::string("No space left on device"));
        out << std::string(200000, 'x'); // later output is dropped, not retried
        QVERIFY(buffer.failed());
        ::close(fd);
    }

    void standardOutputThatTakesTheBytes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("out.txt");
        const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT, 0600);
        QVERIFY(fd >= 0);
        {
            CheckedStreamBuf buffer(fd);
            std::ostream out(&buffer);
            out << "line one\n" << std::string(100000, 'y') << 'z';
            QVERIFY(buffer.finish());
        }
        ::close(fd);
        const QByteArray got = contents(path);
        QCOMPARE(got.size(), qsizetype(9 + 100000 + 1));
        QVERIFY(got.startsWith("line one\nyyy") && got.endsWith("yz"));
    }

    void qtMessagesAreCaptured()
    {
        {
            QtMessageCapture capture;
            qWarning("libpng error: Write Error");
            QCOMPARE(capture.messages(), QStringList{"libpng error: Write Error"});
        }
        QTest::ignoreMessage(QtWarningMsg, "printed again");
        qWarning("printed again"); // the previous handler is back
    }

    /// Last (a stop cannot be taken back): once Ctrl+C or SIGTERM asked the job to stop, no file
    /// replaces its target, so "nothing was written" stays true (issue #55 item 7: the page was
    /// renamed into place after the stop, then the message said nothing was written).
    void noReplacementAfterAStop()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("page.html");
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the old page");
        old.close();
        OutputFile f(path.toStdString());
        QVERIFY(f.open() && f.writeAll("the new page", 12));
        installStopHandlers(false); // without the watchdog, which would end this test
        ::raise(SIGTERM);
        QCOMPARE(stopSignal(), int(SIGTERM));
        QVERIFY(!f.commit());
        QCOMPARE(f.error(), "cannot write " + path.toStdString() + ": stopped by SIGTERM");
        QCOMPARE(contents(path), QByteArray("the old page"));
        QCOMPARE(entries(dir.path()), QStringList{"page.html"}); // the temporary file gone
    }
};

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_output_file.moc"
