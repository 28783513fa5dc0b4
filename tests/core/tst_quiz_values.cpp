// Predict, then reveal (core side): every scene asks a default question; the blanks are exactly the
// values the next step changes, with frame n + 1's values; typed guesses and choices are graded.
#include "core/number_text.h"
#include "core/quiz_values.h"
#include "core/scenes.h"
#include "core/scenes/decentralized/decentralized_trace.h"
#include "core/scenes/single-weight/single_weight_trace.h"
#include "core/sim/async_trace.h"
#include "core/sim/sync_trace.h"
#include "core/trace_io.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <map>

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

std::vector<double> jsonValues(const QJsonValue &v)
{
    std::vector<double> out;
    if (v.isArray())
        for (const QJsonValue &x : v.toArray())
            out.push_back(x.toDouble());
    else
        out.push_back(v.toDouble());
    return out;
}

/// Whether `before` differs from `answer` in the significant digits the card writes `answer` with
/// (4, or all of a short decimal such as 3.33332).
bool differAsWritten(double answer, double before)
{
    QString digits = text::formatNumber(answer).section(QStringLiteral("×"), 0, 0);
    digits.remove(QRegularExpression(QStringLiteral("[^0-9]")));
    while (digits.startsWith(QLatin1Char('0')))
        digits.remove(0, 1);
    const int k = std::max(4, int(digits.size()));
    return text::formatSignificant(answer, k) != text::formatSignificant(before, k);
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

    void aRoundsResultIsItsWNext()
    {
        // Sync and backup workers draw round n whole in frame n (w -> w_next), so the step from
        // frame n plays round n + 1 and ends on its w_next; the asynchronous servers' frame is one
        // update, which ends on w_after. Reading "w" there would ask the value already on screen.
        QCOMPARE(quizValueFields("sync").at("w"), std::string("w_next"));
        QCOMPARE(quizValueFields("sync").at("loss"), std::string("loss_next"));
        QCOMPARE(quizValueFields("backup-workers").at("w"), std::string("w_next"));
        QCOMPARE(quizValueFields("async").at("w"), std::string("w_after"));
        QCOMPARE(quizValueFields("sharded-servers").at("w"), std::string("w_after"));
        QCOMPARE(quizValueFields("single-weight").at("w"), std::string("w"));
        QVERIFY(quizValueFields("no-such-scene").empty());
    }

    void asksWhatTheNextStepProduces_data() { everySceneHasADefaultQuestion_data(); }
    void asksWhatTheNextStepProduces()
    {
        // Every value at every step, against the written trace: the answer is what the step that
        // reveals it ends on (sync asked round 0's "w = 1.5" with gradients 0, 0, 0, 0 while the
        // step played round 1, 1.5 -> 2.125).
        QFETCH(QString, scene);
        const std::string id = scene.toStdString();
        // The field each value reads, from the scene's own quiz declaration (by member); the answer
        // must be that field of frame n + 1 as the trace file writes it.
        const std::map<std::string, std::string> fields = quizValueFields(id);
        std::vector<std::string> known = quizValueNames(id);
        QCOMPARE(known.size(), fields.size());
        const Trace t = runShort(id, 24);
        const QJsonArray frames =
            QJsonDocument::fromJson(QByteArray::fromStdString(traceToJson(t))).object().value("frames").toArray();
        QCOMPARE(frames.size(), qsizetype(t.frames.size()));
        for (int n = 0; n + 1 < int(frames.size()); ++n) {
            const QJsonObject next = frames[n + 1].toObject();
            for (const std::string &name : known) {
                QuizQuestion q;
                q.step = n;
                q.value = name;
                const std::optional<QuizAsk> ask = quizQuestion(t, n, &q);
                QVERIFY(ask);
                if (!next.contains(QString::fromStdString(fields.at(name))))
                    continue; // absent in that frame: the default value is asked instead
                QCOMPARE(ask->asked.name, name);
                QVERIFY2(ask->asked.values == jsonValues(next.value(QString::fromStdString(fields.at(name)))),
                         qPrintable(QStringLiteral("%1 at step %2").arg(QString::fromStdString(name)).arg(n)));
            }
            // A blank the step table leaves in row n (the next step's values that row carries) is the answer.
            const QuizAsk ask = *quizQuestion(t, n);
            for (const std::string &f : quizNextStepFields(id)) {
                const QJsonValue inRow = frames[n].toObject().value(QString::fromStdString(f));
                bool isAnAnswer = false;
                for (const QuizValue &v : ask.hidden)
                    isAnAnswer = isAnAnswer || v.values == jsonValues(inRow);
                QVERIFY2(
                    isAnAnswer,
                    qPrintable(QStringLiteral("%1 in row %2 is blanked but not asked").arg(QString::fromStdString(f)).arg(n)));
            }
        }
    }

    void syncAsksAboutTheRoundThatPlays()
    {
        const Trace t = runShort("sync");
        const auto &st = typedTrace<SyncTrace>(t);
        const QuizAsk ask = *quizQuestion(t, 0);
        QCOMPARE(ask.asked.values, std::vector<double>{2.125}); // round 1: 1.5 - 0.1 * (-6.25)
        QVERIFY2(ask.prompt.find("round 1") != std::string::npos, ask.prompt.c_str());
        QVERIFY2(ask.prompt.find("w = 1.5 now") != std::string::npos, ask.prompt.c_str());
        QVERIFY2(ask.prompt.find("−1.5, −4, −7.5, −12") != std::string::npos, ask.prompt.c_str());
        QCOMPARE(quizQuestion(t, 1)->asked.values, std::vector<double>{st.frames[2].w_next});
        QVERIFY(quizNextStepFields("sync").empty()); // row n's w_next is round n's own result, already on screen
    }

    /// The lecture scenes recomputed from their parameters alone, step by step: the question at
    /// step n states the weight and gradients the screen shows before the step, and its answer is
    /// the weight the step makes (sync at step 0 asked "gradients 0, 0, 0, 0" and took 1.5, #29.1).
    void singleWeightAsksTheStepFromItsNumbers()
    {
        const SceneDef *s = findScene("single-weight");
        const ParamSet p = s->defaults();
        const double x = p.number("x"), y = p.number("y"), eta = p.number("eta");
        const Trace t = runScene(*s, p);
        double w = p.number("w0");
        QCOMPARE(w, 2.0); // worked example 1
        for (int n = 0; n + 1 < int(t.frames.size()); ++n) {
            const double g = (w * x - y) * x, next = w - eta * g;
            const QuizAsk ask = *quizQuestion(t, n);
            QVERIFY2(ask.prompt.find("w = " + text::displayNumber(w) + ", g = " + text::displayNumber(g) + " now") !=
                         std::string::npos,
                     ask.prompt.c_str());
            QVERIFY(std::abs(ask.asked.values.at(0) - next) <= 1e-12 * std::max(1.0, std::abs(next)));
            QCOMPARE(gradeAnswer(ask, text::displayNumber(next)).verdict, QuizVerdict::Exact);
            QCOMPARE(ask.before, std::vector<double>{w});
            if (differAsWritten(next, w)) { // the weight before the step is not the answer
                const QuizGrade stayed = gradeAnswer(ask, formatNumber(w));
                QVERIFY2(stayed.verdict != QuizVerdict::Exact, stayed.text.c_str());
                QVERIFY2(stayed.verdictText.find("before the step") != std::string::npos, stayed.verdictText.c_str());
            }
            if (n == 0)
                QCOMPARE(next, 3.2); // worked example 1
            w = next;
        }
    }

    void syncAsksTheRoundFromItsNumbers_data()
    {
        QTest::addColumn<QString>("aggregate");
        QTest::addColumn<QString>("sizes");
        QTest::newRow("mean") << "mean"
                              << "";
        QTest::newRow("sum") << "sum"
                             << "";
        QTest::newRow("fedavg equal") << "fedavg"
                                      << "";
        QTest::newRow("fedavg 1,2,3,4") << "fedavg"
                                        << "1,2,3,4";
    }
    void syncAsksTheRoundFromItsNumbers()
    {
        QFETCH(QString, aggregate);
        QFETCH(QString, sizes);
        const SceneDef *s = findScene("sync");
        ParamSet p = s->defaults();
        p.set("aggregate", aggregate.toStdString());
        if (!sizes.isEmpty())
            p.set("shard_sizes", sizes.toStdString());
        const Trace t = runScene(*s, p);
        const std::vector<double> xs{1, 2, 3, 4}, ys{3, 5, 7, 9}; // the preset's data = 1:3,2:5,3:7,4:9
        QCOMPARE(p.text("data"), std::string("1:3,2:5,3:7,4:9"));
        std::vector<double> n(4, 1.0);
        if (!sizes.isEmpty())
            n = {1, 2, 3, 4};
        const double eta = p.number("eta");
        double w = p.number("w0");
        for (int r = 0; r + 1 < int(t.frames.size()); ++r) {
            // Round r + 1 plays from w: every worker's gradient at w, one update.
            std::vector<double> g;
            double weighted = 0, total = 0;
            for (std::size_t k = 0; k < xs.size(); ++k) {
                g.push_back((w * xs[k] - ys[k]) * xs[k]);
                weighted += n[k] * g.back();
                total += n[k];
            }
            const double next = w - eta * weighted / total; // mean, sum (step η/K) and equal fedavg agree
            const QuizAsk ask = *quizQuestion(t, r);
            std::string grads;
            for (double v : g)
                grads += (grads.empty() ? "" : ", ") + text::displayNumber(v);
            QVERIFY2(ask.prompt.find("after round " + std::to_string(r + 1) + "?") != std::string::npos, ask.prompt.c_str());
            QVERIFY2(ask.prompt.find("w = " + text::displayNumber(w) + " now") != std::string::npos, ask.prompt.c_str());
            QVERIFY2(ask.prompt.find("gradients at it are " + grads) != std::string::npos, ask.prompt.c_str());
            QVERIFY(std::abs(ask.asked.values.at(0) - next) <= 1e-12 * std::max(1.0, std::abs(next)));
            QCOMPARE(gradeAnswer(ask, text::displayNumber(next)).verdict, QuizVerdict::Exact);
            // The weight before the round is not the answer, also late, when a round moves it by
            // less than 0.1% (round 5: 2.3301 → 2.3325 graded the unchanged 2.3301 exact), as long
            // as the two differ in the digits the card writes the answer with.
            const QuizGrade stayed = gradeAnswer(ask, formatNumber(w));
            if (differAsWritten(next, w)) {
                QVERIFY2(stayed.verdict != QuizVerdict::Exact,
                         qPrintable(QStringLiteral("round %1: %2").arg(r + 1).arg(QString::fromStdString(stayed.text))));
                QVERIFY2(stayed.verdictText.find("before the step") != std::string::npos, stayed.verdictText.c_str());
            }
            if (r == 0 && sizes.isEmpty())
                QCOMPARE(next, 2.125); // worked example 3
            w = next;
        }
    }

    void miniBatchAsksTheUpdateFromItsNumbers()
    {
        // The tape in order (sample i: x = i mod 4 + 1, y = 2x + 1), batches of 32, the short last one kept.
        const SceneDef *s = findScene("mini-batch");
        ParamSet p = s->defaults();
        p.set("shuffle", "off");
        const Trace t = runScene(*s, p);
        const int n = int(p.number("n")), b = int(p.number("batch")), perEpoch = (n + b - 1) / b;
        const double eta = p.number("eta");
        double w = 1.5;
        QCOMPARE(t.frames[0].num("w"), w);
        for (int u = 0; u + 1 < int(t.frames.size()); ++u) {
            const int start = (u % perEpoch) * b, end = std::min(start + b, n);
            double sum = 0;
            for (int i = start; i < end; ++i) {
                const double x = i % 4 + 1;
                sum += (w * x - (2 * x + 1)) * x;
            }
            const double next = w - eta * sum / (end - start);
            const QuizAsk ask = *quizQuestion(t, u);
            QVERIFY2(ask.prompt.find("w = " + text::displayNumber(w) + " now") != std::string::npos, ask.prompt.c_str());
            QVERIFY(std::abs(ask.asked.values.at(0) - next) <= 1e-12 * std::max(1.0, std::abs(next)));
            w = next;
        }
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
        QVERIFY(ask.prompt.find("g = " + text::displayNumber(tt.frames[0].grad)) != std::string::npos);
        QVERIFY(ask.prompt.find("g = −12") != std::string::npos); // the app's minus sign, as on the canvas
        QVERIFY(ask.prompt.find("η = " + text::displayNumber(tt.meta.eta)) != std::string::npos);
    }

    void asyncAndGossipAskTheirOwnQuestions()
    {
        const Trace a = runShort("async", 12);
        const auto &at = typedTrace<AsyncTrace>(a);
        for (int n = 0; n + 1 < int(at.frames.size()); ++n) {
            const QuizAsk ask = *quizQuestion(a, n);
            QCOMPARE(ask.asked.values, std::vector<double>{double(at.frames[std::size_t(n) + 1].staleness)});
            QCOMPARE(byName(ask.hidden, "worker") != nullptr,
                     at.frames[std::size_t(n)].worker != at.frames[std::size_t(n) + 1].worker);
        }
        QVERIFY(quizQuestion(a, 0)->prompt.find("How stale") != std::string::npos);
        const Trace g = runShort("decentralized");
        const QuizAsk ask = *quizQuestion(g, 1);
        QCOMPARE(ask.asked.name, std::string("weights"));
        QCOMPARE(ask.asked.values, typedTrace<DecentralizedTrace>(g).frames[2].weights);
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
        // While the question is open the card says close, never how far off or which way; after
        // the reveal it gives the answer.
        QCOMPARE(close.verdictText, std::string("Close, but not exact."));
        QVERIFY2(close.text.find("The answer is w = 0.8.") != std::string::npos, close.text.c_str());
        for (const char *typed : {"0.78", "1.2", "0.5", "0.8004"})
            QVERIFY2(gradeAnswer(ask, typed).verdictText.find_first_of("0123456789") == std::string::npos,
                     gradeAnswer(ask, typed).verdictText.c_str());
        QCOMPARE(gradeAnswer(ask, "1.2").verdict, QuizVerdict::Far);
        QCOMPARE(gradeAnswer(ask, "banana").verdict, QuizVerdict::Unreadable);
        QCOMPARE(gradeAnswer(ask, "1, 2").verdict, QuizVerdict::Unreadable); // one value asked
        QuizAsk negative;
        negative.asked = {"g", "g", {-12.0}, "", QuizKind::Number};
        QCOMPARE(gradeAnswer(negative, "-12").verdict, QuizVerdict::Exact);
        QCOMPARE(gradeAnswer(negative, "\u2212"
                                       "12")
                     .verdict,
                 QuizVerdict::Exact); // copied from the card: "−12"
        QVERIFY2(gradeAnswer(negative, "12")
                         .text.find("The answer is g = \u2212"
                                    "12.") != std::string::npos,
                 gradeAnswer(negative, "12").text.c_str());
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
        const QuizGrade many = gradeAnswer(nodes, "1; 2; 3");
        QCOMPARE(many.verdict, QuizVerdict::Far);
        QCOMPARE(many.absError, 1.0);
        QCOMPARE(*many.relError, 0.25);
    }

    /// Answers as people type them: a decimal comma, a leading +, spaces, a unicode minus.
    void readsAnswersAsTyped()
    {
        const std::vector<std::pair<std::string, std::vector<double>>> one = {
            {"3,2", {3.2}}, {"+3.2", {3.2}}, {" 3.2 ", {3.2}},   {"\u22123.2", {-3.2}},       {"- 3.2", {-3.2}},
            {",5", {0.5}},  {"3.", {3.0}},   {"3.2e-1", {0.32}}, {"\u00a03,20\u00a0", {3.2}}, {"\uff0d3\uff0e2", {-3.2}},
        };
        for (const auto &[typed, want] : one)
            QVERIFY2(parseQuizNumbers(typed, 1) == want, typed.c_str());
        for (const char *bad : {"", "1, 2", "3.2.1", "e5", "3,2,1", "--3", "3 2", "1e", "banana", "nan", "inf"})
            QVERIFY2(parseQuizNumbers(bad, 1).empty(), bad);
        QCOMPARE(parseQuizNumbers("1,5; 2,5", 2), (std::vector<double>{1.5, 2.5}));
        QCOMPARE(parseQuizNumbers("1,5, 2,5", 2), (std::vector<double>{1.5, 2.5}));
        QCOMPARE(parseQuizNumbers("1, 2", 2), (std::vector<double>{1, 2}));
        QCOMPARE(parseQuizNumbers("1,2", 2), (std::vector<double>{1, 2}));
        QCOMPARE(parseQuizNumbers("1 2 -3", 3), (std::vector<double>{1, 2, -3}));
        QCOMPARE(parseQuizNumbers("1; 2,3", 0), (std::vector<double>{1, 2.3})); // after a ';' a comma is decimal
        QVERIFY(parseQuizNumbers("1; 2, 3", 3).empty());
        QuizAsk ask;
        ask.asked = {"w", "w", {3.2}, "", QuizKind::Number};
        QCOMPARE(gradeAnswer(ask, "3,2").verdict, QuizVerdict::Exact);
    }

    /// The lecture's single weight (w0 = 2, x = 1.5, y = 3, eta = 0.1): step 1 asks where w = 3.2
    /// lands with g = -1.2 (3.32). Each named mistake is named, never graded close or right, the
    /// value before the step among them; the nearest named value wins.
    void namesEachMistakeBeforeCallingItClose()
    {
        const Trace t = runShort("single-weight");
        const auto &tt = typedTrace<SingleWeightTrace>(t);
        const QuizAsk ask = *quizQuestion(t, 1);
        QCOMPARE(tt.frames[1].w, 3.2);
        QVERIFY(std::abs(tt.frames[1].grad - -1.2) < 1e-12);
        QVERIFY(std::abs(ask.asked.values[0] - 3.32) < 1e-12);
        QCOMPARE(gradeAnswer(ask, "3.32").verdict, QuizVerdict::Exact);
        const QuizGrade uphill = gradeAnswer(ask, "3.08"); // w + eta g
        QCOMPARE(uphill.verdict, QuizVerdict::Slip);
        QVERIFY2(uphill.verdictText.find("up the slope") != std::string::npos, uphill.verdictText.c_str());
        const QuizGrade forgot = gradeAnswer(ask, "4.4"); // w - g
        QCOMPARE(forgot.verdict, QuizVerdict::Slip);
        QVERIFY2(forgot.verdictText.find("forgets") != std::string::npos, forgot.verdictText.c_str());
        const QuizGrade stayed = gradeAnswer(ask, "3.2"); // the value before the step
        QCOMPARE(stayed.verdict, QuizVerdict::Slip);
        QVERIFY2(stayed.verdictText.find("before the step") != std::string::npos, stayed.verdictText.c_str());
        QCOMPARE(gradeAnswer(ask, "0.8").verdict, QuizVerdict::Far); // no named mistake gives 0.8 here
        QCOMPARE(gradeAnswer(ask, "3.3").verdict, QuizVerdict::Close);
        QCOMPARE(gradeAnswer(ask, "3,32").verdict, QuizVerdict::Exact);
        // Step 3 (w = 3.3308, g = -0.1332 at w3... ): the uphill and forgot-eta values are named too.
        const QuizAsk late = *quizQuestion(t, 3);
        const auto &f3 = tt.frames[3];
        const QuizGrade up3 = gradeAnswer(late, formatNumber(f3.w + tt.meta.eta * f3.grad));
        const QuizGrade eta3 = gradeAnswer(late, formatNumber(f3.w - f3.grad));
        QCOMPARE(up3.verdict, QuizVerdict::Slip);
        QCOMPARE(eta3.verdict, QuizVerdict::Slip);
        QVERIFY(up3.slipWhy != eta3.slipWhy);
        QVERIFY(!quizVerdictRight(up3.verdict) && !quizVerdictRight(eta3.verdict));
    }

    void namesTheClassicSlip()
    {
        const Trace t = runShort("single-weight");
        const auto &tt = typedTrace<SingleWeightTrace>(t);
        const QuizAsk ask = singleWeightAsk();
        const double slip = tt.frames[0].w - tt.meta.eta * tt.frames[0].wrong_grad;
        const QuizGrade g = gradeAnswer(ask, formatNumber(slip));
        QVERIFY(g.verdict != QuizVerdict::Exact);
        QVERIFY2(g.text.find("x factor") != std::string::npos, g.text.c_str());
        QVERIFY(gradeAnswer(ask, formatNumber(tt.frames[1].w)).text.find("Careful") == std::string::npos);
    }

    void gradesChoices()
    {
        QuizAsk ask;
        ask.asked = {"grad", "gradient g", {-12}, "", QuizKind::Number};
        ask.choices = {"-12", "-8: forgot the x factor", "12 - the sign flipped", "-6"};
        QCOMPARE(gradeChoice(ask, 0).verdict, QuizVerdict::Right);
        const QuizGrade slip = gradeChoice(ask, 1);
        QCOMPARE(slip.verdict, QuizVerdict::Wrong);
        QVERIFY(quizRubricJson(ask).find("\"choices\":[{\"verdict\":\"right\"") != std::string::npos);
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
