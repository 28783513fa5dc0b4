// Lesson files of format 2: slides with scene, parameters, step, view, notes, locks, quiz questions
// and pen notes; written and read back equal; a newer version or a broken slide is one line naming
// the file and the slide; the first form (no version) still reads as one slide.
#include "core/lesson.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"

#include <QDir>
#include <QTest>

using namespace sgd;

namespace {

std::string refusal(const std::string &json)
{
    try {
        parseLesson(json, "x.json");
    } catch (const LessonError &e) {
        return e.what();
    }
    return "accepted";
}

Lesson sampleLesson()
{
    LessonSlide a;
    a.scene = "single-weight";
    a.params = {{"eta", "0.2"}, {"steps", "12"}};
    a.step = 3;
    a.narration = "Where does w land now?\nTake guesses first.";
    a.note = "Ask before stepping.";
    a.locks = {"eta", "scene"};
    a.options = {{"tangent", true}};
    QuizQuestion q;
    q.step = 3;
    q.value = "w";
    q.prompt = "Next w?";
    q.choices = {"3.2", "-8"};
    a.quiz = {q};
    PenStroke arrow;
    arrow.kind = PenKind::Arrow;
    arrow.step = 3;
    arrow.points = {{0.1, 0.2}, {0.5, 0.25}};
    PenStroke text;
    text.kind = PenKind::Text;
    text.step = 4;
    text.colour = "#0072b2";
    text.points = {{0.6, 0.7}};
    text.text = "w* = 10/3";
    a.strokes = {arrow, text};
    LessonSlide b;
    b.scene = "sync";
    b.params = {{"compute", "1,1,1,3"}};
    b.view = "timeline";
    b.locks = {"all"};
    ChartZoom zoom;
    zoom.x = std::make_pair(1.5, 7.25);
    zoom.y = std::make_pair(-0.125, 3.0e-5);
    zoom.hidden = {"worker 2"};
    b.charts = {{"sync/weights", zoom}, {"sync/fit", ChartZoom{std::make_pair(0.1, 0.30000000000000004), std::nullopt, {}}}};
    Lesson l = oneSlideLesson("Step sizes", "Two slides.", a);
    l.slides.push_back(b);
    return l;
}

} // namespace

class TestLessonFormat : public QObject {
    Q_OBJECT
private slots:
    void writtenLessonReadsBackEqual()
    {
        const Lesson l = sampleLesson();
        const std::string text = writeLesson(l);
        QVERIFY(text.find("\"version\": 2") != std::string::npos);
        const Lesson back = parseLesson(text, "x.json");
        QCOMPARE(back.slides.size(), std::size_t(2));
        QCOMPARE(back.slides[0].step, 3);
        QCOMPARE(back.slides[0].strokes.size(), std::size_t(2));
        QCOMPARE(back.slides[0].strokes[1].text, std::string("w* = 10/3"));
        QCOMPARE(back.slides[0].quiz[0].choices.at(1), std::string("-8"));
        QCOMPARE(back.slides[1].view, std::string("timeline"));
        QVERIFY(back.slides[1].locked("eta"));
        QVERIFY(!back.slides[1].locked("scene"));
        QVERIFY(back.slides[0].locked("scene") && back.slides[0].locked("eta") && !back.slides[0].locked("w0"));
        QCOMPARE(back.slides[1].charts.size(), std::size_t(2));
        QCOMPARE(back.slides[1].charts.at("sync/weights").x->second, 7.25);
        QCOMPARE(back.slides[1].charts.at("sync/weights").y->first, -0.125);
        QCOMPARE(back.slides[1].charts.at("sync/weights").hidden, std::vector<std::string>{"worker 2"});
        QCOMPARE(back.slides[1].charts.at("sync/fit").x->second, 0.30000000000000004); // every digit back
        QVERIFY(!back.slides[1].charts.at("sync/fit").y);
        QVERIFY(back.slides[0].charts.empty());
        QVERIFY(text.find("\"charts\"") != std::string::npos);
        QVERIFY(back == l);
        QCOMPARE(writeLesson(back), text);
    }

    /// A slide's chart settings: an unknown chart id is kept (and ignored by the window); a bad range
    /// or list is one line naming the file, the slide and the chart.
    void slideChartsAreChecked_data()
    {
        QTest::addColumn<QString>("charts");
        QTest::addColumn<QString>("expected");
        const QString range = QStringLiteral("\" must be [lo, hi], two finite numbers with lo below hi");
        QTest::newRow("lo = hi") << R"({"sync/weights": {"x": [2, 2]}})"
                                 << "x.json: slide 2: chart 'sync/weights': \"x" + range;
        QTest::newRow("lo > hi") << R"({"sync/weights": {"y": [3, 1]}})"
                                 << "x.json: slide 2: chart 'sync/weights': \"y" + range;
        QTest::newRow("no end") << R"({"sync/weights": {"x": [0, null]}})"
                                << "x.json: slide 2: chart 'sync/weights': \"x" + range;
        QTest::newRow("three ends") << R"({"sync/weights": {"x": [0, 1, 2]}})"
                                    << "x.json: slide 2: chart 'sync/weights': \"x" + range;
        QTest::newRow("text") << R"({"sync/weights": {"x": ["0", 1]}})"
                              << "x.json: slide 2: chart 'sync/weights': \"x" + range;
        QTest::newRow("hidden") << R"({"sync/weights": {"hidden": "w"}})"
                                << "x.json: slide 2: chart 'sync/weights': \"hidden\" must be a list";
        QTest::newRow("field") << R"({"sync/weights": {"z": [0, 1]}})"
                               << "x.json: slide 2: chart 'sync/weights': unknown field 'z'";
        QTest::newRow("not object") << R"([1, 2])"
                                    << "x.json: slide 2: \"charts\" must be an object";
    }

    void slideChartsAreChecked()
    {
        QFETCH(QString, charts);
        QFETCH(QString, expected);
        const std::string json =
            R"({"version": 2, "slides": [{"scene": "sync"}, {"scene": "sync", "charts": )" + charts.toStdString() + "}]}";
        const QString msg = QString::fromStdString(refusal(json));
        QVERIFY2(msg.startsWith(expected), qPrintable(msg));
        QVERIFY(!msg.contains(QLatin1Char('\n')));
        // An id no chart has reads (the window leaves it alone).
        const Lesson l = parseLesson(
            R"({"version": 2, "slides": [{"scene": "sync", "charts": {"sync/no-such-chart": {"x": [0, 1]}}}]})", "x.json");
        QCOMPARE(l.slides[0].charts.at("sync/no-such-chart").x->second, 1.0);
    }

    void newerVersionIsOneLineNamingTheFile()
    {
        std::string text = writeLesson(sampleLesson());
        text.replace(text.find("\"version\": 2"), 12, "\"version\": 3");
        const std::string msg = refusal(text);
        QCOMPARE(msg, std::string("x.json: lesson format version 3 is newer than this SGD Studio reads (up to 2); open it with a "
                                  "newer SGD Studio"));
        QCOMPARE(refusal(R"({"version": "two", "slides": []})"),
                 std::string("x.json: \"version\" must be a whole number (this SGD Studio writes 2)"));
    }

    void brokenSlideIsOneLineNamingFileAndSlide_data()
    {
        QTest::addColumn<QString>("slide");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown scene") << R"({"scene": "nope"})"
                                       << "x.json: slide 2: unknown scene 'nope' (allowed: ";
        QTest::newRow("bad value") << R"({"scene": "single-weight", "params": {"eta": -1}})"
                                   << "x.json: slide 2: bad value for eta: '-1'";
        QTest::newRow("bad step") << R"({"scene": "sync", "step": -2})"
                                  << "x.json: slide 2: \"step\" must be a whole number";
        QTest::newRow("bad lock") << R"({"scene": "sync", "locks": ["eta2"]})"
                                  << "x.json: slide 2: cannot lock 'eta2'";
        QTest::newRow("bad quiz") << R"({"scene": "sync", "quiz": [{"step": "x"}]})"
                                  << "x.json: slide 2: quiz question 1: ";
        QTest::newRow("unaskable quiz value")
            << R"({"scene": "sync", "quiz": [{"step": 0, "value": "slope2"}]})"
            << "x.json: slide 2: a quiz question asks about 'slope2', which sync cannot ask (it can ask: ";
        QTest::newRow("bad stroke") << R"({"scene": "sync", "strokes": [{"kind": "blob"}]})"
                                    << "x.json: slide 2: pen note 1: ";
        QTest::newRow("unknown field") << R"({"scene": "sync", "notes": "typo"})"
                                       << "x.json: slide 2: unknown field 'notes'";
        QTest::newRow("not an object") << R"(7)"
                                       << "x.json: slide 2 must be an object";
        QTest::newRow("control") << R"({"scene": "sync", "note": "a\u0000b"})"
                                 << "x.json: slide 2: \"note\" holds a control character";
    }

    void brokenSlideIsOneLineNamingFileAndSlide()
    {
        QFETCH(QString, slide);
        QFETCH(QString, expected);
        const std::string json = R"({"version": 2, "title": "t", "slides": [{"scene": "sync"}, )" + slide.toStdString() + "]}";
        const QString msg = QString::fromStdString(refusal(json));
        QVERIFY2(msg.startsWith(expected), qPrintable(msg));
        QVERIFY(!msg.contains(QLatin1Char('\n')));
    }

    void emptyOrMissingSlidesAreRefused()
    {
        QCOMPARE(refusal(R"({"version": 2, "slides": []})"),
                 std::string("x.json: \"slides\" must be a list of at least one slide"));
        QCOMPARE(refusal(R"({"version": 2, "scene": "sync"})"),
                 std::string("x.json: \"slides\" must be a list of at least one slide"));
    }

    void firstFormReadsAsOneSlide()
    {
        const Lesson l =
            parseLesson(R"({"title": "Old", "scene": "single-weight", "params": {"eta": 0.5, "steps": 12}})", "old.json");
        QCOMPARE(l.slides.size(), std::size_t(1));
        QCOMPARE(l.title, std::string("Old"));
        QCOMPARE(l.scene, std::string("single-weight"));
        QCOMPARE(l.slides[0].params, (std::vector<std::pair<std::string, std::string>>{{"eta", "0.5"}, {"steps", "12"}}));
        QCOMPARE(l.params, l.slides[0].params);
        QCOMPARE(l.slides[0].step, 0);
        QCOMPARE(refusal(R"({"scene": "single-weight", "params": {"eta": -1}})").rfind("x.json: bad value for eta", 0),
                 std::size_t(0));
    }

    void builtInLessonsAreFormatTwo()
    {
        const QDir dir(QStringLiteral(SGD_LESSON_DIR));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 15);
        for (const QString &f : files) {
            QFile file(dir.filePath(f));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const std::string text = file.readAll().toStdString();
            QVERIFY2(text.find("\"version\": 2") != std::string::npos, qPrintable(f));
            const Lesson l = parseLesson(text, f.toStdString());
            QVERIFY(parseLesson(writeLesson(l), "again") == l);
        }
        const Lesson one = parseLesson(readLessonText(dir.filePath(QStringLiteral("01-one-weight.json")).toStdString()), "01");
        QCOMPARE(one.slides.size(), std::size_t(3));
        QCOMPARE(one.slides[2].params.at(0), (std::pair<std::string, std::string>{"eta", "0.5"}));
        for (const auto &s : one.slides)
            QVERIFY(!s.note.empty());
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    sgd::gpu::installBackends(); // the scale-lab lessons are checked by a dry run on a backend
    TestLessonFormat t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_lesson_format.moc"
