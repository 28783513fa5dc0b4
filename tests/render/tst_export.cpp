// Export: SVG stays vector text with the step's numbers, PDFs have the right pages, PNGs the
// requested size, failures leave no file, and every scene exports headless in every format.
#include "../test_time.h"
#include "core/scenes.h"
#include "ui/render/exporter.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace sgd;
using namespace sgd::ui;

namespace {

Trace lectureTrace(const char *id, std::initializer_list<std::pair<const char *, const char *>> set = {})
{
    const SceneDef *s = findScene(id);
    ParamSet p = s->defaults();
    for (auto [k, v] : set)
        p.set(k, v);
    return runScene(*s, p);
}

/// All text of an SVG file, element by element.
QStringList svgTexts(const QString &path, QString *title = nullptr)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&f);
    QStringList texts;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).simplified();
        else if (xml.isStartElement() && xml.name() == QLatin1String("title") && title)
            *title = xml.readElementText();
    }
    if (xml.hasError())
        return {QStringLiteral("XML ERROR: ") + xml.errorString()};
    return texts;
}

int pdfPageCount(const QByteArray &pdf)
{
    // Count page objects ("/Type /Page" but not "/Type /Pages").
    int n = 0;
    for (qsizetype i = pdf.indexOf("/Type /Page"); i >= 0; i = pdf.indexOf("/Type /Page", i + 1))
        if (pdf.mid(i + 11, 1) != "s")
            ++n;
    return n;
}

int distinctColours(const QImage &img)
{
    QSet<QRgb> c;
    for (int y = 0; y < img.height(); y += 3)
        for (int x = 0; x < img.width(); x += 3)
            c.insert(img.pixel(x, y));
    return int(c.size());
}

QString exe()
{
    return qEnvironmentVariable("SGD_STUDIO_EXE");
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void svgIsVectorTextWithTheStepsNumbers()
    {
        QTemporaryDir dir;
        const Trace t = lectureTrace("single-weight");
        PictureOptions o;
        o.step = 0;
        QString error;
        const QString path = dir.filePath(QStringLiteral("sw.svg"));
        QVERIFY2(exportPicture(t, path, PictureFormat::Svg, o, error), qPrintable(error));
        QString title;
        const QStringList texts = svgTexts(path, &title);
        QVERIFY(!texts.isEmpty());
        QVERIFY2(!texts.front().startsWith(QStringLiteral("XML ERROR")), qPrintable(texts.front()));
        QVERIFY(title.contains(QStringLiteral("One weight")));
        const QString all = texts.join(QLatin1Char(' '));
        // Step 0 of the lecture: gradient -12, next weight 3.2, vertex 10/3.
        QVERIFY2(all.contains(QStringLiteral("-12")) || all.contains(QStringLiteral("−12")), qPrintable(all.left(400)));
        QVERIFY2(all.contains(QStringLiteral("3.2")), qPrintable(all.left(400)));
        // Lines stay paths, not an embedded raster.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray svg = f.readAll();
        QVERIFY(svg.contains("<path") || svg.contains("<polyline"));
        QVERIFY(!svg.contains("<image"));
    }

    void svgOfTheSyncSceneCarriesTheWorkerGradients()
    {
        QTemporaryDir dir;
        const Trace t = lectureTrace("sync");
        PictureOptions o;
        o.step = 1; // round 1; frame 0 is the start, before any gradient
        QString error;
        const QString path = dir.filePath(QStringLiteral("sync.svg"));
        QVERIFY2(exportPicture(t, path, PictureFormat::Svg, o, error), qPrintable(error));
        const QString all = svgTexts(path).join(QLatin1Char(' ')).replace(QChar(0x2212), QLatin1Char('-'));
        for (const char *n : {"-1.5", "-4", "-7.5", "-12", "-6.25", "2.125"})
            QVERIFY2(all.contains(QLatin1String(n)), n);
    }

    void pngHasTheRequestedPixelSizeAndIsNotBlank_data()
    {
        QTest::addColumn<int>("w");
        QTest::addColumn<int>("h");
        QTest::addColumn<double>("scale");
        QTest::addColumn<bool>("transparent");
        QTest::newRow("800x500 at 1x") << 800 << 500 << 1.0 << false;
        QTest::newRow("1280x720 at 2x") << 1280 << 720 << 2.0 << false;
        QTest::newRow("640x400 at 3x transparent") << 640 << 400 << 3.0 << true;
    }
    void pngHasTheRequestedPixelSizeAndIsNotBlank()
    {
        QFETCH(int, w);
        QFETCH(int, h);
        QFETCH(double, scale);
        QFETCH(bool, transparent);
        QTemporaryDir dir;
        const Trace t = lectureTrace("single-weight");
        PictureOptions o;
        o.size = QSize(w, h);
        o.scale = scale;
        o.transparent = transparent;
        QString error;
        const QString path = dir.filePath(QStringLiteral("x.png"));
        QVERIFY2(exportPicture(t, path, PictureFormat::Png, o, error), qPrintable(error));
        QImage img(path);
        QCOMPARE(img.width(), int(w * scale));
        QCOMPARE(img.height(), int(h * scale));
        QVERIFY(distinctColours(img) > 20);
        if (transparent)
            QCOMPARE(qAlpha(img.pixel(1, 1)), 0);
        else
            QCOMPARE(qAlpha(img.pixel(1, 1)), 255);
    }

    void pdfStartsRightAndHasOnePagePerStepInTheHandout()
    {
        QTemporaryDir dir;
        const Trace t = lectureTrace("single-weight", {{"steps", "5"}});
        PictureOptions o;
        QString error;
        const QString pic = dir.filePath(QStringLiteral("p.pdf"));
        QVERIFY2(exportPicture(t, pic, PictureFormat::Pdf, o, error), qPrintable(error));
        QFile f(pic);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray one = f.readAll();
        QVERIFY(one.startsWith("%PDF"));
        QCOMPARE(pdfPageCount(one), 1);
        const QString handout = dir.filePath(QStringLiteral("h.pdf"));
        QVERIFY2(exportHandout(t, handout, o, error), qPrintable(error));
        QFile g(handout);
        QVERIFY(g.open(QIODevice::ReadOnly));
        const QByteArray many = g.readAll();
        QVERIFY(many.startsWith("%PDF"));
        QCOMPARE(int(t.frames.size()), 6);   // 5 steps and the start
        QCOMPARE(pdfPageCount(many), 1 + 6); // title page + one page per step, step 0 included
    }

    void everyFigureGetsAPredictableName()
    {
        QTemporaryDir dir;
        const Trace t = lectureTrace("single-weight", {{"steps", "3"}});
        QString error;
        const int n = exportAllFigures(t, dir.path(), PictureFormat::Svg, PictureOptions{}, error);
        QVERIFY2(n >= 3, qPrintable(error));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("single-weight_scene_step000.svg"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("single-weight_scene_step002.svg"))));
    }

    void unwritablePathFailsAndLeavesNothing()
    {
        QTemporaryDir dir;
        const Trace t = lectureTrace("single-weight");
        QString error;
        const QString path = dir.filePath(QStringLiteral("missing/sub/x.png"));
        QVERIFY(!exportPicture(t, path, PictureFormat::Png, PictureOptions{}, error));
        QVERIFY(error.contains(QStringLiteral("cannot write")));
        QVERIFY(!QFile::exists(path));
    }

    void headlessExportOfEveryScene_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("ext");
        for (const auto &s : allScenes())
            for (const char *ext : {"png", "svg", "pdf", "csv", "json"})
                QTest::newRow(qPrintable(QStringLiteral("%1.%2").arg(QString::fromStdString(s.id), ext)))
                    << QString::fromStdString(s.id) << QString::fromLatin1(ext);
    }
    void headlessExportOfEveryScene()
    {
        QFETCH(QString, scene);
        QFETCH(QString, ext);
        if (exe().isEmpty())
            QSKIP("SGD_STUDIO_EXE is not set (run through CTest)");
        QTemporaryDir dir;
        const QString out = dir.filePath(scene + QLatin1Char('.') + ext);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(exe(), {QStringLiteral("export"), scene, QStringLiteral("--out"), out, QStringLiteral("--size"),
                        QStringLiteral("900x560")});
        QVERIFY(p.waitForFinished(sgd::test::ms(60000)));
        QCOMPARE(p.exitCode(), 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        QVERIFY(data.size() > 100);
        if (ext == QLatin1String("pdf"))
            QVERIFY(data.startsWith("%PDF"));
        if (ext == QLatin1String("png")) {
            QImage img;
            QVERIFY(img.loadFromData(data, "PNG"));
            QCOMPARE(img.size(), QSize(1800, 1120)); // default 2x
        }
        if (ext == QLatin1String("svg"))
            QVERIFY(data.contains("<svg"));
    }

    void headlessFailuresUseTheExitCodes()
    {
        if (exe().isEmpty())
            QSKIP("SGD_STUDIO_EXE is not set (run through CTest)");
        QTemporaryDir dir;
        auto run = [&](const QStringList &args, QString *err = nullptr) {
            QProcess p;
            p.start(exe(), args);
            p.waitForFinished(sgd::test::ms(60000));
            if (err)
                *err = QString::fromUtf8(p.readAllStandardError());
            return p.exitCode();
        };
        QString err;
        const QString bad = dir.filePath(QStringLiteral("no/such/dir/x.svg"));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("sync"), QStringLiteral("--out"), bad}, &err), 1);
        QVERIFY(err.contains(QStringLiteral("cannot write")));
        QCOMPARE(err.trimmed().count(QLatin1Char('\n')), 0);
        QVERIFY(!QFile::exists(bad));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("sync"), QStringLiteral("--out"),
                      dir.filePath(QStringLiteral("x.bmp"))},
                     &err),
                 2);
        QVERIFY(err.contains(QStringLiteral(".png")) && err.contains(QStringLiteral(".gif"))); // .gif is an animation
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("sync"), QStringLiteral("--out"),
                      dir.filePath(QStringLiteral("x.png")), QStringLiteral("--step"), QStringLiteral("99")},
                     &err),
                 2);
        QVERIFY(err.contains(QStringLiteral("--step")));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("sync"), QStringLiteral("--out"),
                      dir.filePath(QStringLiteral("x.png")), QStringLiteral("--set"), QStringLiteral("eta=-1")},
                     &err),
                 2);
        QVERIFY(err.contains(QStringLiteral("eta")) && err.contains(QStringLiteral("-1")));
        // View switches: a known key turns on (the SVG shows it), an unknown key or value is exit 2.
        const QString logSvg = dir.filePath(QStringLiteral("log.svg"));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("scale-lab"), QStringLiteral("--out"), logSvg,
                      QStringLiteral("--option"), QStringLiteral("logx=on"), QStringLiteral("--set"), QStringLiteral("rows=4000"),
                      QStringLiteral("--set"), QStringLiteral("workers=8"), QStringLiteral("--set"),
                      QStringLiteral("backend=cpu"), QStringLiteral("--step"), QStringLiteral("5")},
                     &err),
                 0);
        QFile logFile(logSvg);
        QVERIFY(logFile.open(QIODevice::ReadOnly));
        QVERIFY(logFile.readAll().contains("log scale)"));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("sync"), QStringLiteral("--out"),
                      dir.filePath(QStringLiteral("o.svg")), QStringLiteral("--option"), QStringLiteral("sparkle=on")},
                     &err),
                 2);
        QVERIFY2(err.contains(QStringLiteral("sparkle")) && err.count(QLatin1Char('\n')) <= 1, qPrintable(err));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("scale-lab"), QStringLiteral("--out"),
                      dir.filePath(QStringLiteral("o.svg")), QStringLiteral("--option"), QStringLiteral("logx=maybe")},
                     &err),
                 2);
        QVERIFY2(err.contains(QStringLiteral("logx")) && err.contains(QStringLiteral("on, off")), qPrintable(err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("o.svg"))));
        QCOMPARE(run({QStringLiteral("export"), QStringLiteral("sync"), QStringLiteral("--handout"),
                      dir.filePath(QStringLiteral("h.pdf"))}),
                 0);
        QFile h(dir.filePath(QStringLiteral("h.pdf")));
        QVERIFY(h.open(QIODevice::ReadOnly));
        QCOMPARE(pdfPageCount(h.readAll()), 1 + 1 + 8); // title, round 0 (the start), rounds 1-8
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
