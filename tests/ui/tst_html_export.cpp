// The take-home web page (#33): one file per run with every step's picture (a PNG from the
// painters, inside the page), narration, numbers and predict-then-reveal question, stepped with the window's keys,
// and nothing fetched from elsewhere; a run longer than kHtmlMaxSteps is cut and the page says so.
#include "core/lesson.h"
#include "core/number_text.h"
#include "core/quiz_values.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "ui/render/html_export.h"
#include "ui/render/scene_painter.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;

namespace {

int count(const QString &text, const QString &what)
{
    return int(text.count(what));
}

PictureOptions pageOptions()
{
    PictureOptions o;
    o.style = Style::light();
    o.size = QSize(960, 540);
    return o;
}

} // namespace

class TestHtmlExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { gpu::installBackends(); }

    void everySceneIsOneSelfContainedPage()
    {
        for (const SceneDef &scene : allScenes()) {
            const Trace trace = runScene(scene, scene.defaults());
            const int last = std::min(2, int(trace.frames.size()) - 1);
            const QString page = htmlPage(trace, pageOptions(), {0, last}, false);
            const QByteArray id = QByteArray::fromStdString(scene.id);
            QVERIFY2(page.startsWith(QLatin1String("<!DOCTYPE html>")), id.constData());
            QCOMPARE(count(page, QStringLiteral("<section class=\"step\"")), last + 1);
            // Each picture inside the page, as the window paints it (a PNG: Qt's SVG drops clipping).
            QCOMPARE(count(page, QStringLiteral("<img src=\"data:image/png;base64,")), last + 1);
            // Nothing from elsewhere: no external script, style, image or font.
            static const QRegularExpression external(QStringLiteral("(src|href)\\s*=\\s*[\"']?(https?:|//)"));
            QVERIFY2(!external.match(page).hasMatch(), id.constData());
            QVERIFY2(!page.contains(QLatin1String("<link")) && !page.contains(QLatin1String("<script src")), id.constData());
            static const QRegularExpression outsideUrl(QStringLiteral("url\\((?!#)"));
            QVERIFY2(!page.contains(QLatin1String("@import")) && !outsideUrl.match(page).hasMatch(), id.constData());
            // Ids are unique on the page (the step bar's buttons and counter).
            static const QRegularExpression ids(QStringLiteral("\\bid=\"([^\"]+)\""));
            QStringList seen;
            for (auto it = ids.globalMatch(page); it.hasNext();) {
                const QString one = it.next().captured(1);
                QVERIFY2(!seen.contains(one), qPrintable(id + ": id " + one + " twice"));
                seen << one;
            }
            // Only the first step shows; the others wait, hidden.
            QCOMPARE(count(page, QStringLiteral("<section class=\"step\"")), last + 1);
            QCOMPARE(count(page, QStringLiteral("\" hidden>\n")), last);
            // The window's keys.
            for (const char *key : {"'ArrowRight'", "'ArrowLeft'", "' '", "'Home'"})
                QVERIFY2(page.contains(QLatin1String(key)), key);
            // Each step says where it is, as the window's counter does.
            QVERIFY2(page.contains(QStringLiteral("data-counter=\"%1\"").arg(stepCounter(trace, 0).toHtmlEscaped())),
                     id.constData());
        }
    }

    void theQuestionIsTheWindowsQuestion()
    {
        // Sync, round 0: the scene's question about round 1, its answer as the window would grade it.
        const SceneDef &sync = *findScene("sync");
        const Trace trace = runScene(sync, sync.defaults());
        const QString page = htmlPage(trace, pageOptions(), {0, 1}, false);
        const std::optional<QuizAsk> ask = quizQuestion(trace, 0);
        QVERIFY(ask && !ask->asked.values.empty());
        QVERIFY2(page.contains(QString::fromStdString(ask->prompt).toHtmlEscaped()), qPrintable(page.left(400)));
        // The page carries core's grading table, as it is (the script only reads it).
        QVERIFY(page.contains(
            QStringLiteral("data-rubric=\"%1\"").arg(QString::fromStdString(quizRubricJson(*ask)).toHtmlEscaped())));
        QVERIFY(quizRubricJson(*ask).find("\"answer\":[" + formatNumber(ask->asked.values.front()) + "]") != std::string::npos);
        // The last step of the page asks nothing: there is no next step on it.
        QCOMPARE(count(page, QStringLiteral("class=\"quiz\"")), 1);
    }

    void aLessonIsOnePageOfItsSlides()
    {
        // Each slide: its scene at its step, its heading, its narration when it has one, the question.
        Lesson lesson;
        lesson.title = "Two scenes";
        LessonSlide a;
        a.scene = "single-weight";
        a.step = 1;
        a.narration = "Our own words <here>\nand a second line";
        LessonSlide b;
        b.scene = "sync";
        b.params = {{"rounds", "3"}};
        b.step = 2;
        lesson.slides = {a, b};
        const QString page = lessonHtmlPage(lesson, pageOptions());
        QCOMPARE(count(page, QStringLiteral("<section class=\"step\"")), 2);
        QVERIFY(
            page.contains(QStringLiteral("data-counter=\"Slide 1 of 2 · %1\"")
                              .arg(stepCounter(runScene(*findScene("single-weight"), findScene("single-weight")->defaults()), 1)
                                       .toHtmlEscaped())));
        QVERIFY(page.contains(QLatin1String("Our own words &lt;here&gt;<br>and a second line")));
        QVERIFY(page.contains(QLatin1String("<h2>Synchronous SGD</h2>")));
        QVERIFY(page.contains(QStringLiteral("Slide 2 of 2 · Round 2 / 3")));
        QString error;
        QVERIFY(!exportLessonHtml(Lesson{}, QStringLiteral("x.html"), pageOptions(), error));
        QVERIFY2(error.contains(QLatin1String("no slides")), qPrintable(error));
    }

    void aLongRunIsCutAndSaysSo()
    {
        const SceneDef &async = *findScene("async");
        ParamSet p = async.defaults();
        p.set("updates", "300");
        const Trace trace = runScene(async, p);
        QVERIFY(int(trace.frames.size()) > kHtmlMaxSteps);
        StepRange steps;
        bool cut = false;
        QString error;
        QVERIFY(htmlSteps(trace, {}, steps, cut, error));
        QVERIFY(cut);
        QCOMPARE(steps.first, 0);
        QCOMPARE(steps.last, kHtmlMaxSteps - 1);
        QVERIFY(htmlSteps(trace, {250, -1}, steps, cut, error)); // a range that fits is whole
        QVERIFY(!cut);
        QCOMPARE(steps.last, 300);
        QVERIFY(!htmlSteps(trace, {301, -1}, steps, cut, error));
        QVERIFY2(error.contains(QLatin1String("not in the trace")), qPrintable(error));

        // The byte limit too: with a small one (2 MB) the page stops early and names the steps it holds.
        const QString page = htmlPage(trace, pageOptions(), {0, kHtmlMaxSteps - 1}, true, 2e6);
        static const QRegularExpression notice(QStringLiteral("This page holds steps 0 to (\\d+) of the run's 300"));
        const QRegularExpressionMatch m = notice.match(page);
        QVERIFY2(m.hasMatch(), qPrintable(page.left(2000)));
        const int last = m.captured(1).toInt();
        QVERIFY(last >= 2 && last < 100);
        QCOMPARE(count(page, QStringLiteral("<section class=\"step\"")), last + 1);
        QVERIFY(double(page.size()) < 2e6 + 1e6);
        QTemporaryDir dir;
        ParamSet shortRun = async.defaults();
        QVERIFY2(exportHtml(runScene(async, shortRun), dir.filePath(QStringLiteral("async.html")), pageOptions(), error),
                 qPrintable(error));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("async.html"))).size() > 10000);
        // A path that cannot be written: a clear message and nothing left behind.
        QVERIFY(!exportHtml(trace, dir.filePath(QStringLiteral("no-such-folder/a.html")), pageOptions(), error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestHtmlExport)
#include "tst_html_export.moc"
