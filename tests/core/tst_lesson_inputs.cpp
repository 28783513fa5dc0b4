// Lesson files are checked as a whole, with the checks and messages of the run (what `trace` says), and
// read with care: only regular files, a bounded number of bytes, no control characters.
#include "core/lesson.h"
#include "core/scenes.h"

#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace sgd;

namespace {

/// A lesson for `scene` with these parameters (values as JSON strings).
std::string lessonJson(const std::string &scene, const std::vector<std::pair<std::string, std::string>> &params)
{
    std::ostringstream o;
    o << R"({"title": "t", "scene": ")" << scene << R"(", "params": {)";
    for (std::size_t i = 0; i < params.size(); ++i)
        o << (i ? ", " : "") << '"' << params[i].first << R"(": ")" << params[i].second << '"';
    o << "}}";
    return o.str();
}

/// What the run says about these settings (`trace` prints it after "sgd-studio trace: ", exit 2;
/// tests/cli/tst_lesson_files.cpp compares with the executable itself).
std::string runRefusal(const std::string &scene, const std::vector<std::pair<std::string, std::string>> &params)
{
    const SceneDef *s = findScene(scene);
    ParamSet p = s->defaults();
    for (const auto &[k, v] : params)
        p.set(k, v);
    RunContext ctx;
    ctx.maxFrames = 3;
    try {
        runScene(*s, p, ctx);
    } catch (const ParamError &e) {
        return e.what();
    }
    return "accepted";
}

std::string lessonRefusal(const std::string &json)
{
    try {
        parseLesson(json, "x.json");
    } catch (const LessonError &e) {
        return e.what();
    }
    return "accepted";
}

using Params = std::vector<std::pair<std::string, std::string>>;

} // namespace

Q_DECLARE_METATYPE(Params)

namespace {

} // namespace

class TestLessonInputs : public QObject {
    Q_OBJECT

private slots:
    // A hang turns into a failed test instead of a stuck suite.
    void init() { alarm(20); }
    void cleanup() { alarm(0); }

    void inconsistentSetsRefusedLikeTheRun_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<Params>("params");
        QTest::addColumn<QString>("key");
        QTest::newRow("failing worker 9 of 3") << "async" << Params{{"fail", "9@2"}} << "fail";
        QTest::newRow("rejoin without fail") << "async" << Params{{"rejoin", "5"}} << "rejoin";
        QTest::newRow("rejoin before fail") << "async" << Params{{"fail", "1@4"}, {"rejoin", "2"}} << "rejoin";
        QTest::newRow("6 compute times, 4 workers") << "sync" << Params{{"compute", "1,1,1,1,1,2"}} << "compute";
        QTest::newRow("workers against data") << "sync" << Params{{"data", "1:3,2:5"}, {"workers", "3"}} << "workers";
        QTest::newRow("batch over n") << "mini-batch" << Params{{"n", "10"}, {"batch", "20"}} << "batch";
        QTest::newRow("x = 0") << "single-weight" << Params{{"x", "0"}} << "x";
        QTest::newRow("positions per node") << "decentralized" << Params{{"positions", "0:0,1:1"}} << "positions";
        QTest::newRow("failed node 9 of 3") << "decentralized" << Params{{"failed", "9"}} << "failed";
        QTest::newRow("values per layer") << "overlap" << Params{{"layers", "3"}, {"compute_ms", "1,2"}} << "compute_ms";
        QTest::newRow("uniform 16 bits") << "quantized" << Params{{"scheme", "uniform"}, {"bits", "16"}} << "bits";
    }

    void inconsistentSetsRefusedLikeTheRun()
    {
        QFETCH(QString, scene);
        QFETCH(Params, params);
        QFETCH(QString, key);
        const std::string traceLine = runRefusal(scene.toStdString(), params);
        QVERIFY2(traceLine.find("bad value for " + key.toStdString() + ":") == 0, traceLine.c_str());
        QCOMPARE(lessonRefusal(lessonJson(scene.toStdString(), params)), "x.json: " + traceLine);
        // The dry run (for scenes without a check of their own) finds the same problem.
        SceneDef dry = *findScene(scene.toStdString());
        dry.check = nullptr;
        ParamSet p = dry.defaults();
        for (const auto &[k, v] : params)
            p.set(k, v);
        QVERIFY_THROWS_EXCEPTION(ParamError, validateScene(dry, p));
        try {
            validateScene(dry, p);
        } catch (const ParamError &e) {
            QCOMPARE(std::string(e.what()), traceLine);
        }
    }

    void consistentSetsOpen()
    {
        QCOMPARE(lessonRefusal(lessonJson("async", {{"fail", "2@3"}, {"rejoin", "6"}})), std::string("accepted"));
        QCOMPARE(lessonRefusal(lessonJson("sync", {{"compute", "1,1,1,4"}})), std::string("accepted"));
        QCOMPARE(lessonRefusal(lessonJson("sync", {{"compute", "2"}})), std::string("accepted"));
    }

    void duplicateAndUnknownFieldsRefused_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expect");
        QTest::newRow("step twice") << R"({"scene": "sync", "step": 3, "params": {}, "step": 5})"
                                    << "x.json: the field \"step\" appears twice in one object";
        QTest::newRow("parameter twice") << R"({"scene": "sync", "params": {"eta": "0.1", "eta": "0.2"}})"
                                         << "x.json: the field \"eta\" appears twice in one object";
        QTest::newRow("in a slide") << R"({"version": 2, "slides": [{"scene": "sync", "params": {}, "view": "a", "view": "b"}]})"
                                    << "x.json: the field \"view\" appears twice in one object";
        QTest::newRow("unknown top field, version 2")
            << R"({"version": 2, "slides": [{"scene": "sync", "params": {}}], "colour": "red"})"
            << "x.json: unknown field 'colour' (allowed: version, title, description, slides)";
        QTest::newRow("unknown top field, first form") << R"({"scene": "sync", "params": {}, "extra": 1})"
                                                       << "x.json: unknown field 'extra' (allowed: version, title";
    }
    void duplicateAndUnknownFieldsRefused()
    {
        QFETCH(QString, json);
        QFETCH(QString, expect);
        const std::string why = lessonRefusal(json.toStdString());
        QVERIFY2(QString::fromStdString(why).startsWith(expect), why.c_str());
        // the same key in two different objects is fine
        QCOMPARE(
            lessonRefusal(
                R"({"version": 2, "slides": [{"scene": "sync", "params": {}, "step": 1}, {"scene": "async", "params": {}, "step": 2}]})"),
            std::string("accepted"));
    }

    void stepsPastTheRunRefused_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expect");
        // (a plain literal where a "#" occurs: moc takes one inside a raw string for a directive)
        const QString slide = R"({"version": 2, "slides": [{"scene": "%1", "params": {%2}, %3}]})";
        QTest::newRow("step 1e9 of 12")
            << slide.arg("single-weight", "", R"("step": 1000000000)")
            << "x.json: slide 1: \"step\" is 1000000000, past the end of the run (this run has frames 0 to 12)";
        QTest::newRow("step 9 of rounds=8") << slide.arg("sync", "", R"("step": 9)")
                                            << "x.json: slide 1: \"step\" is 9, past the end";
        QTest::newRow("step 5 of rounds=4")
            << slide.arg("sync", R"("rounds": 4)", R"("step": 5)")
            << "x.json: slide 1: \"step\" is 5, past the end of the run (this run has frames 0 to 4)";
        QTest::newRow("mini-batch, no steps parameter")
            << slide.arg("mini-batch", R"("n": 8, "batch": 8, "epochs": 1)", R"("step": 99)")
            << "x.json: slide 1: \"step\" is 99, past the end";
        QTest::newRow("quiz on step 99 of 12")
            << slide.arg("single-weight", "", R"("quiz": [{"step": 99, "value": "w", "prompt": "Where next?"}])")
            << "x.json: slide 1: quiz question 1 is asked at step 99, but a question is about the next step, so it needs a step "
               "before 12";
        QTest::newRow("quiz on the last step")
            << slide.arg("single-weight", "", R"("quiz": [{"step": 12, "value": "w", "prompt": "Where next?"}])")
            << "x.json: slide 1: quiz question 1 is asked at step 12";
        QTest::newRow("pen note on step 99 of 12")
            << slide.arg("single-weight", "",
                         "\"strokes\": [{\"kind\": \"text\", \"step\": 99, \"colour\": \"#ff0000\", \"width\": 0.01, \"points\": "
                         "[[0.1, 0.1]], \"text\": \"here\"}]")
            << "x.json: slide 1: pen note 1 is on step 99, past the end of the run (this run has frames 0 to 12)";
    }
    void stepsPastTheRunRefused()
    {
        // Each of these opened: the step clamped to the last frame, the question and the note never shown.
        QFETCH(QString, json);
        QFETCH(QString, expect);
        const std::string why = lessonRefusal(json.toStdString());
        QVERIFY2(QString::fromStdString(why).startsWith(expect), why.c_str());
        // the last frame itself, and a question on the step before it, are fine
        const char *lastFrame =
            R"({"version": 2, "slides": [{"scene": "single-weight", "params": {}, "step": 12, "quiz": [{"step": 11, "value": "w", "prompt": "Where next?"}]}]})";
        QCOMPARE(lessonRefusal(lastFrame), std::string("accepted"));
    }

    void controlCharactersRefused()
    {
        std::string raw = R"({"title": "t?", "scene": "sync", "params": {}})";
        raw[raw.find('?')] = '\0'; // a raw NUL byte inside the title string
        QVERIFY2(lessonRefusal(raw).find("control character") != std::string::npos, lessonRefusal(raw).c_str());
        const std::string escaped = R"({"scene": "sync", "description": "a\u0000b", "params": {}})";
        QVERIFY2(lessonRefusal(escaped).find("control character") != std::string::npos, lessonRefusal(escaped).c_str());
        const std::string inValue = R"({"scene": "async", "params": {"fail": "1@2\u0001"}})";
        QVERIFY2(lessonRefusal(inValue).find("control character") != std::string::npos, lessonRefusal(inValue).c_str());
        // Tabs and line breaks between the JSON tokens are fine.
        QCOMPARE(lessonRefusal("{\n\t\"scene\": \"sync\",\r\n\t\"params\": {}\n}"), std::string("accepted"));
    }

    void specialFilesRefusedWithoutReading()
    {
        QVERIFY_THROWS_EXCEPTION(LessonError, readLessonText("/dev/zero"));
        try {
            readLessonText("/dev/zero");
        } catch (const LessonError &e) {
            QVERIFY2(std::string(e.what()).find("not a regular file") != std::string::npos, e.what());
        }
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("pipe.json").toStdString();
        QCOMPARE(mkfifo(fifo.c_str(), 0600), 0);
        QVERIFY_THROWS_EXCEPTION(LessonError, readLessonText(fifo)); // no writer: opening it would block
        QVERIFY_THROWS_EXCEPTION(LessonError, readLessonText(dir.path().toStdString()));
        QVERIFY_THROWS_EXCEPTION(LessonError, readLessonText(dir.filePath("missing.json").toStdString()));
    }

    void readsAreBoundedByBytes()
    {
        QTemporaryDir dir;
        const std::string big = dir.filePath("big.json").toStdString();
        {
            std::ofstream f(big, std::ios::binary);
            f << std::string(kMaxLessonBytes + 1, ' ');
        }
        QVERIFY_THROWS_EXCEPTION(LessonError, readLessonText(big));
        const std::string ok = dir.filePath("ok.json").toStdString();
        const std::string text = lessonJson("sync", {{"rounds", "3"}});
        {
            std::ofstream f(ok, std::ios::binary);
            f << text;
        }
        QCOMPARE(readLessonText(ok), text);
        // A regular file that reports size 0 but has content is read to its end (and still bounded).
        const std::string proc = readLessonText("/proc/self/status");
        QVERIFY(!proc.empty() && proc.size() <= kMaxLessonBytes);
    }
};

QTEST_GUILESS_MAIN(TestLessonInputs)
#include "tst_lesson_inputs.moc"
