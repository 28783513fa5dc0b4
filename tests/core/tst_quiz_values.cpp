// Predict, then reveal (core side): every scene asks a default question; the blanks are exactly the
// values the next step changes, with frame n + 1's values; typed guesses and choices are graded.
#include "async_trace.h"
#include "gossip_trace.h"
#include "quiz_values.h"
#include "scenes.h"
#include "single_weight_trace.h"

#include <QTest>

#include <set>

using namespace sgd;

namespace {

Trace runShort(const std::string &id, int frames = 10)
{
    const SceneDef *s = findScene(id);
    RunContext ctx;
    ctx.maxFrames = frames;
    return runScene(*s, s->defaults(), ctx);
}

std::set<std::string> names(const std::vector<QuizValue> &values)
{
    std::set<std::string> out;
    for (const QuizValue &v : values)
        out.insert(v.name);
    return out;
}

const QuizValue *byName(const std::vector<QuizValue> &values, const std::string &name)
{
    for (const QuizValue &v : values)
        if (v.name == name)
            return &v;
    return nullptr;
}

QuizAsk singleWeightAsk(int step = 0)
{
    static const Trace t = runShort("single-weight");
    return *quizQuestion(t, step);
}

} // namespace

class TestQuizValues : public QObject {
    Q_OBJECT
private slots:
    void everySceneHasADefaultQuestion_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            if (!s.needsComputeBackend) // the scale lab needs a backend: ui_quiz covers it
                QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void everySceneHasADefaultQuestion()
    {
        QFETCH(QString, scene);
        const std::string id = scene.toStdString();
        const std::vector<std::string> known = quizValueNames(id);
        QVERIFY(!known.empty());
        QVERIFY(std::find(known.begin(), known.end(), defaultQuizValue(id)) != known.end());
        const Trace t = runShort(id);
        QVERIFY(t.frames.size() >= 3);
        for (int n = 0; n + 1 < int(t.frames.size()); ++n) {
            const std::optional<QuizAsk> ask = quizQuestion(t, n);
            QVERIFY2(ask, qPrintable(QStringLiteral("no question at frame %1").arg(n)));
            QVERIFY(!ask->prompt.empty());
            QCOMPARE(ask->step, n);
            QCOMPARE(ask->asked.name, defaultQuizValue(id));
            // The asked value is frame n + 1's.
            QCOMPARE(ask->asked.values, byName(quizValuesAt(t, n + 1), ask->asked.name)->values);
            for (const QuizValue &v : quizValuesAt(t, n))
                QVERIFY(std::find(known.begin(), known.end(), v.name) != known.end());
        }
        QVERIFY(!quizQuestion(t, int(t.frames.size()) - 1)); // nothing follows the last frame
    }

    void hiddenAreExactlyTheChangedValues_data() { everySceneHasADefaultQuestion_data(); }
    void hiddenAreExactlyTheChangedValues()
    {
        QFETCH(QString, scene);
        const Trace t = runShort(scene.toStdString());
        for (int n = 0; n + 1 < int(t.frames.size()); ++n) {
            const std::vector<QuizValue> before = quizValuesAt(t, n), after = quizValuesAt(t, n + 1);
            std::set<std::string> changed;
            for (const QuizValue &v : after)
                if (!byName(before, v.name) || byName(before, v.name)->values != v.values)
                    changed.insert(v.name);
            const QuizAsk ask = *quizQuestion(t, n);
            QCOMPARE(names(ask.hidden), changed);
            for (const QuizValue &v : ask.hidden)
                QCOMPARE(v, *byName(after, v.name)); // revealed unchanged: frame n + 1's values
        }
    }

    void singleWeightBlanksComeFromTheTypedTrace()
    {
        const Trace t = runShort("single-weight");
        const auto &tt = typedTrace<SingleWeightTrace>(t);
        const QuizAsk ask = *quizQuestion(t, 0);
        QCOMPARE(names(ask.hidden), (std::set<std::string>{"w", "y_hat", "loss", "grad"}));
        QCOMPARE(ask.asked.values, std::vector<double>{tt.frames[1].w});
        QCOMPARE(tt.frames[1].w, tt.frames[0].w_next);
        QVERIFY(ask.prompt.find("g = " + formatNumberShort(tt.frames[0].grad)) != std::string::npos);
        QVERIFY(ask.prompt.find("η = " + formatNumberShort(tt.meta.eta)) != std::string::npos);
    }

    void asyncAndGossipAskTheirOwnQuestions()
    {
        const Trace a = runShort("async", 12);
        const auto &at = typedTrace<AsyncTrace>(a);
        for (int n = 0; n + 1 < int(at.frames.size()); ++n) {
            const QuizAsk ask = *quizQuestion(a, n);
            QCOMPARE(ask.asked.values, std::vector<double>{double(at.frames[std::size_t(n) + 1].staleness)});
            QCOMPARE(byName(ask.hidden, "worker") != nullptr, at.frames[std::size_t(n)].worker != at.frames[std::size_t(n) + 1].worker);
        }
        QVERIFY(quizQuestion(a, 0)->prompt.find("How stale") != std::string::npos);
        const Trace g = runShort("decentralized");
        const QuizAsk ask = *quizQuestion(g, 1);
        QCOMPARE(ask.asked.name, std::string("weights"));
        QCOMPARE(ask.asked.values, typedTrace<GossipTrace>(g).frames[2].weights);
        QVERIFY(ask.prompt.find("averaging") != std::string::npos);
    }

    void gradesTypedAnswers()
    {
        QuizAsk ask;
        ask.asked = {"w", "w", {0.8}, "", QuizKind::Number};
        QCOMPARE(gradeAnswer(ask, "0.8").verdict, QuizVerdict::Exact);
        QCOMPARE(gradeAnswer(ask, " 0.8004 ").verdict, QuizVerdict::Exact); // within 0.1%
        const QuizGrade close = gradeAnswer(ask, "0.78");
        QCOMPARE(close.verdict, QuizVerdict::Close);
        QVERIFY(std::abs(close.absError - 0.02) < 1e-12);
        QVERIFY(std::abs(*close.relError - 0.025) < 1e-12);
        QVERIFY(QString::fromStdString(close.text).startsWith("Close: off by 0.02 (2.5%)"));
        QCOMPARE(gradeAnswer(ask, "1.2").verdict, QuizVerdict::Far);
        QCOMPARE(gradeAnswer(ask, "banana").verdict, QuizVerdict::Unreadable);
        QCOMPARE(gradeAnswer(ask, "1, 2").verdict, QuizVerdict::Unreadable); // one value asked
        QuizAsk zero;
        zero.asked = {"d", "d", {0.0}, "", QuizKind::Number};
        QCOMPARE(gradeAnswer(zero, "0").verdict, QuizVerdict::Exact);
        QVERIFY(!gradeAnswer(zero, "0.5").relError);
        QuizAsk stale;
        stale.asked = {"staleness", "staleness", {2}, "", QuizKind::Count};
        QCOMPARE(gradeAnswer(stale, "2").verdict, QuizVerdict::Right);
        QCOMPARE(gradeAnswer(stale, "3").verdict, QuizVerdict::Wrong);
        QuizAsk nodes;
        nodes.asked = {"weights", "node weights", {1.0, 2.0, 4.0}, "", QuizKind::Number};
        const QuizGrade many = gradeAnswer(nodes, "1; 2, 3");
        QCOMPARE(many.verdict, QuizVerdict::Far);
        QCOMPARE(many.absError, 1.0);
        QCOMPARE(*many.relError, 0.25);
    }

    void namesTheClassicSlip()
    {
        const Trace t = runShort("single-weight");
        const auto &tt = typedTrace<SingleWeightTrace>(t);
        const QuizAsk ask = singleWeightAsk();
        const double slip = tt.frames[0].w - tt.meta.eta * tt.frames[0].wrong_grad;
        const QuizGrade g = gradeAnswer(ask, formatNumberShort(slip, 10));
        QVERIFY(g.verdict != QuizVerdict::Exact);
        QVERIFY2(g.text.find("x factor") != std::string::npos, g.text.c_str());
        QVERIFY(gradeAnswer(ask, formatNumberShort(tt.frames[1].w, 10)).text.find("Careful") == std::string::npos);
    }

    void gradesChoices()
    {
        QuizAsk ask;
        ask.asked = {"grad", "gradient g", {-12}, "", QuizKind::Number};
        ask.choices = {"-12", "-8: forgot the x factor", "12 - the sign flipped", "-6"};
        QCOMPARE(gradeChoice(ask, 0).verdict, QuizVerdict::Right);
        const QuizGrade slip = gradeChoice(ask, 1);
        QCOMPARE(slip.verdict, QuizVerdict::Wrong);
        QVERIFY2(slip.text.find("Forgot the x factor") != std::string::npos, slip.text.c_str());
        QVERIFY(gradeChoice(ask, 2).text.find("The sign flipped") != std::string::npos);
        QCOMPARE(gradeChoice(ask, 3).verdict, QuizVerdict::Wrong);
        QCOMPARE(gradeChoice(ask, 7).verdict, QuizVerdict::Unreadable);
    }

    void scriptedQuestionIsAskedAtItsStep()
    {
        const Trace t = runShort("single-weight");
        const QuizQuestion q{2, "loss", "What loss after step 3?", {"0.5", "0.1: you forgot to square"}};
        const QuizAsk ask = *quizQuestion(t, 2, &q);
        QCOMPARE(ask.asked.name, std::string("loss"));
        QCOMPARE(ask.prompt, q.prompt);
        QCOMPARE(ask.choices, q.choices);
        QCOMPARE(ask.asked.values, byName(quizValuesAt(t, 3), "loss")->values);
        // Without a prompt the scripted value gets a generic question; an unknown value falls back.
        const QuizQuestion bare{2, "grad", "", {}};
        QCOMPARE(quizQuestion(t, 2, &bare)->prompt, std::string("What is gradient g after the next step?"));
        const QuizQuestion unknown{2, "nonsense", "", {}};
        QCOMPARE(quizQuestion(t, 2, &unknown)->asked.name, std::string("w"));
    }
};

QTEST_GUILESS_MAIN(TestQuizValues)
#include "tst_quiz_values.moc"
