#pragma once
// Runs the real sgd-studio executable (found through SGD_STUDIO_EXE, which CTest sets) headless.

#include "../test_time.h"
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTest>

namespace cli {

struct Result {
    int exitCode = -1;
    bool crashed = false;
    QByteArray out;
    QByteArray err;

    QStringList errLines() const
    {
        QStringList lines = QString::fromUtf8(err).split('\n');
        while (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();
        return lines;
    }
    QJsonObject json() const
    {
        QJsonParseError e;
        const QJsonDocument d = QJsonDocument::fromJson(out, &e);
        if (e.error != QJsonParseError::NoError)
            qWarning() << "JSON error:" << e.errorString() << "at" << e.offset;
        return d.object();
    }
};

inline QString exe()
{
    return qEnvironmentVariable("SGD_STUDIO_EXE");
}

/// Runs `sgd-studio args...` with no display and no platform plugin chosen by the caller.
inline Result run(const QStringList &args, int timeoutMs = 60000)
{
    Result r;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    env.remove("QT_QPA_PLATFORM");
    p.setProcessEnvironment(env);
    p.start(exe(), args);
    if (!p.waitForStarted(10000)) {
        qWarning() << "could not start" << exe() << p.errorString();
        return r;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(sgd::test::ms(timeoutMs))) {
        p.kill();
        p.waitForFinished();
        qWarning() << "timed out:" << args;
    }
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// `trace ID --set k=v ... --format json` parsed.
inline QJsonObject trace(const QString &scene, const QStringList &sets = {}, const QStringList &extra = {})
{
    QStringList args{"trace", scene};
    for (const QString &s : sets)
        args << "--set" << s;
    args << extra;
    const Result r = run(args);
    if (r.exitCode != 0)
        qWarning() << "trace failed:" << args << r.exitCode << r.err;
    return r.json();
}

} // namespace cli

#define REQUIRE_EXE()                                                                                                            \
    do {                                                                                                                         \
        if (cli::exe().isEmpty())                                                                                                \
            QFAIL("SGD_STUDIO_EXE is not set (run through ctest)");                                                              \
        if (!QFileInfo(cli::exe()).isExecutable())                                                                               \
            QFAIL(qPrintable("not an executable: " + cli::exe()));                                                               \
    } while (0)
