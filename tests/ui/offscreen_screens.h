#pragma once
// Runs a Qt Test object on the offscreen platform with screens of the given sizes side by side
// (its default is one 800 x 600 screen): full-screen windows then get a real projector's size.

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QList>
#include <QSize>
#include <QTest>

namespace sgd::ui::testing {

inline QString offscreenScreensConfig(const QList<QSize> &sizes)
{
    QString screens;
    int x = 0;
    for (const QSize &s : sizes) {
        screens +=
            QStringLiteral(
                R"({"name": "S%1x%2", "x": %3, "y": 0, "width": %1, "height": %2, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},)")
                .arg(s.width())
                .arg(s.height())
                .arg(x);
        x += s.width();
    }
    screens.chop(1);
    return QStringLiteral(R"({"synchronousWindowSystemEvents": true, "windowFrameMargins": false, "screens": [%1]})")
        .arg(screens);
}

template <typename Test> int runOnScreens(const QList<QSize> &sizes, int argc, char **argv)
{
    const QString config =
        QDir::temp().filePath(QStringLiteral("sgd_offscreen_screens_%1.json").arg(QCoreApplication::applicationPid()));
    QFile f(config);
    if (!f.open(QIODevice::WriteOnly))
        return 1;
    f.write(offscreenScreensConfig(sizes).toUtf8());
    f.close();
    qputenv("QT_QPA_PLATFORM", ("offscreen:configfile=" + config).toUtf8());
    QApplication app(argc, argv);
    Test test;
    const int rc = QTest::qExec(&test, argc, argv);
    QFile::remove(config);
    return rc;
}

} // namespace sgd::ui::testing
