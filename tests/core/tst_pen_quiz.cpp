// The stored forms of pen notes and quiz questions (lesson files hold both): what is written reads
// back equal, and malformed entries are refused with one line naming the problem.
#include "core/pen.h"
#include "core/quiz.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace sgd;

namespace {

QJsonObject obj(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

QString refusal(const char *json, bool pen)
{
    try {
        if (pen)
            readPenStroke(obj(json));
        else
            readQuizQuestion(obj(json));
    } catch (const std::invalid_argument &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestPenQuiz : public QObject {
    Q_OBJECT
private slots:
    void strokesRoundTrip()
    {
        PenStroke free;
        free.step = 3;
        free.points = {{0.1, 0.2}, {0.15, 0.25}, {0.3, 0.2}};
        PenStroke arrow{PenKind::Arrow, 1, "#0072b2", 0.006, {{0.5, 0.5}, {0.7, 0.4}}, {}};
        PenStroke note{PenKind::Text, 0, "#000000", 0.004, {{0.2, 0.8}}, "gradient is -12"};
        for (const PenStroke &s : {free, arrow, note}) {
            const QJsonObject o = writePenStroke(s);
            // Through text, as in a file.
            const QJsonObject back = QJsonDocument::fromJson(QJsonDocument(o).toJson()).object();
            QCOMPARE(readPenStroke(back), s);
        }
        QCOMPARE(writePenStroke(arrow).value("kind").toString(), QStringLiteral("arrow"));
        QCOMPARE(writePenStroke(free).value("points").toArray().size(), 3);
    }

    void badStrokesAreRefused_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("says");
        QTest::newRow("kind") << R"({"kind": "blob", "step": 0, "points": [[0, 0]]})"
                              << "kind";
        QTest::newRow("step") << R"({"kind": "freehand", "step": -1, "points": [[0, 0]]})"
                              << "step";
        QTest::newRow("fractional step") << R"({"kind": "freehand", "step": 1.5, "points": [[0, 0]]})"
                                         << "step";
        QTest::newRow("colour") << R"({"kind": "freehand", "step": 0, "colour": "red", "points": [[0, 0]]})"
                                << "colour";
        QTest::newRow("width") << R"({"kind": "freehand", "step": 0, "width": 2, "points": [[0, 0]]})"
                               << "width";
        QTest::newRow("point") << R"({"kind": "freehand", "step": 0, "points": [[0]]})"
                               << "pair";
        QTest::newRow("far") << R"({"kind": "freehand", "step": 0, "points": [[9, 0]]})"
                             << "outside";
        QTest::newRow("arrow") << R"({"kind": "arrow", "step": 0, "points": [[0, 0]]})"
                               << "two points";
        QTest::newRow("text") << R"({"kind": "text", "step": 0, "points": [[0, 0]]})"
                              << "text";
        QTest::newRow("empty") << R"({"kind": "freehand", "step": 0, "points": []})"
                               << "at least one";
    }
    void badStrokesAreRefused()
    {
        QFETCH(QString, json);
        QFETCH(QString, says);
        const QString why = refusal(json.toUtf8().constData(), true);
        QVERIFY2(why.contains(says), qPrintable(why));
    }

    void questionsRoundTrip()
    {
        const QuizQuestion q =
            readQuizQuestion(obj(R"({"step": 0, "value": "w", "prompt": "Where does w land?", "choices": [3.2, -8, "0.8"]})"));
        QCOMPARE(q.step, 0);
        QCOMPARE(q.value, std::string("w"));
        QCOMPARE(q.choices, (std::vector<std::string>{"3.2", "-8", "0.8"}));
        QCOMPARE(readQuizQuestion(writeQuizQuestion(q)), q);
        const QuizQuestion open = readQuizQuestion(obj(R"({"step": 4})"));
        QVERIFY(open.choices.empty() && open.value.empty());
        QCOMPARE(readQuizQuestion(writeQuizQuestion(open)), open);
    }

    void badQuestionsAreRefused()
    {
        QVERIFY(refusal(R"({"value": "w"})", false).contains("step"));
        QVERIFY(refusal(R"({"step": 0, "choices": [1]})", false).contains("2 to 8"));
        QVERIFY(refusal(R"({"step": 0, "choices": "1,2"})", false).contains("list"));
        QVERIFY(refusal(R"({"step": 0, "choices": [1, null]})", false).contains("number or a non-empty text"));
    }
};

QTEST_GUILESS_MAIN(TestPenQuiz)
#include "tst_pen_quiz.moc"
