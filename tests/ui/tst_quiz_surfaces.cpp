// Ask, think, reveal on every surface (issue #49). For every scene with a quiz and every step, while
// the question about the next step is open, no text a person sees holds the answer at any precision
// it is written with: the window's picture (the layout check's text record), narration and step
// table; the take-home page's section; the class page's section. After a reveal, the next
// question's answer stays hidden. Every number the question is worked out from is on screen or in
// the question. The grading is one table: the window's card, the class's tally and the page's
// script (which reads core's table) give one verdict per answer.
//
// With SGD_QUIZ_TABLE=FILE it writes, per scene, the question at step 1 and the answers with core's
// verdicts and words; tests/browser/check_html_page.py types them into the page and compares.
#include "../render/painter_test_support.h"
#include "core/number_text.h"
#include "core/quiz_values.h"
#include "core/scenes.h"
#include "core/trace_io.h"
#include "gpu/backend_factory.h"
#include "ui/render/draw.h"
#include "ui/render/html_export.h"
#include "ui/render/layout_audit.h"
#include "ui/render/paint_cache.h"
#include "ui/session/quiz_controller.h"
#include "ui/session/transport.h"
#include "ui/trace_table_model.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QTextDocumentFragment>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

QString plain(QString s)
{
    s.replace(QChar(0x2212), QLatin1Char('-'));
    s.replace(QChar(0x00a0), QLatin1Char(' '));
    return s;
}

/// The ways a number is written on screen: the card's, the painters', 3 to 6 significant digits.
QStringList writtenForms(double v)
{
    QStringList out;
    out << QString::fromStdString(text::displayNumber(v)) << draw::num(v) << text::formatNumber(v);
    for (int digits = 3; digits <= 6; ++digits)
        out << text::formatSignificant(v, digits);
    for (QString &s : out)
        s = plain(s);
    out.removeDuplicates();
    return out;
}

/// Whether `text` holds `number` as a number of its own (not inside a longer one).
/// Whether `text` writes `number` as a number of its own. Followed by "%" it is a percentage, another
/// quantity (a measured "0.00557% of writes collided" is not a loss of 0.00557), unless `percent`.
bool holdsNumber(const QString &text, const QString &number, bool percent = true)
{
    const QRegularExpression re(QStringLiteral("(?<![0-9.])%1(?![0-9])%2")
                                    .arg(QRegularExpression::escape(number), percent ? QString() : QStringLiteral("(?!%)")));
    return re.match(text).hasMatch();
}

/// The text of a page section as a reader sees it before the reveal: what waits for Reveal, the
/// tags and the grading table (an attribute) left out.
QString shownText(QString html)
{
    static const QRegularExpression later(
        QStringLiteral("<div class=\"narration after-reveal\" hidden>.*?</div>\\n(?=<details|</section>)|"
                       "<details class=\"after-reveal\" hidden>.*?</details>"),
        QRegularExpression::DotMatchesEverythingOption);
    html.remove(later);
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    html.replace(tags, QStringLiteral(" "));
    QTextDocument doc;
    doc.setHtml(html);
    return plain(doc.toPlainText());
}

QString pictureText(const Trace &trace, int n, const PictureOptions &o)
{
    FrameRequest request;
    request.index = n;
    request.options = o.viewOptions;
    request.view = o.view;
    QString out;
    for (const AuditText &t : auditFrame(trace, o.style, o.size, request).texts)
        out += plain(t.text) + QLatin1Char('\n');
    return out;
}

PictureOptions pageOptions()
{
    PictureOptions o;
    o.style = Style::print();
    o.size = QSize(1280, 720);
    return o;
}

/// Every shown text at frame n, by surface, while the question about step n + 1 is open.
struct Shown {
    QString picture, page, classPage, narration, table;
};

/// One window: its transport and quiz controller (the window's own classes, no widgets).
struct Window {
    Transport transport;
    QuizController quiz{&transport};
    TraceTableModel table;
    std::shared_ptr<const Trace> trace;
    const ScenePainter *painter = nullptr;

    explicit Window(const Trace &t)
    {
        trace = std::make_shared<const Trace>(t);
        painter = painterFor(QString::fromStdString(t.scene));
        transport.setAnimationsEnabled(false);
        transport.setFrameCount(int(t.frames.size()));
        quiz.setTrace(trace);
        table.setTrace(trace, painter->tableColumns(), painter->tableHeaders(), painter);
        quiz.setActive(true);
    }
    void at(int n)
    {
        transport.seek(n);
        table.setLastShownRow(quiz.futureHiddenAfter()); // as MainWindow::syncQuiz
        table.setNextHiddenRow(quiz.active() ? transport.index() : -1);
    }
    QString narration() const
    {
        return plain(QTextDocumentFragment::fromHtml(quizModeNarration(quiz, *trace, [&](int frame) {
                         return painter->narration(*trace, frame, {});
                     })).toPlainText());
    }
    /// The step table's text, rows [0, rows) (all: -1).
    QString tableText(int rows = -1) const
    {
        QString out;
        for (int r = 0; r < (rows < 0 ? table.rowCount() : std::min(rows, table.rowCount())); ++r)
            for (int c = 0; c < table.columnCount(); ++c)
                out += plain(table.data(table.index(r, c), Qt::DisplayRole).toString()) + QLatin1Char(' ');
        return out;
    }
};

/// How the scene's values were written at frames 0..last: a number the run has already shown (a
/// converged loss, a weight that comes back, the async mean that momentum tracks) is history, not
/// the answer.
QStringList historyForms(const Trace &trace, int last)
{
    QStringList out;
    for (int k = 0; k <= last; ++k)
        for (const QuizValue &v : quizValuesAt(trace, k))
            for (double x : v.values)
                out << writtenForms(x);
    return out;
}

/// The frames a scene's quiz is checked at: every step (long runs: every step of the first 40, then
/// every fifth, and the last).
std::vector<int> stepsOf(const Trace &trace)
{
    std::vector<int> out;
    const int last = int(trace.frames.size()) - 2;
    for (int n = 0; n <= last; ++n)
        if (n < 40 || n % 5 == 0 || n == last)
            out.push_back(n);
    return out;
}

QStringList quizScenes()
{
    QStringList out;
    for (const SceneDef &sc : allScenes())
        if (painterFor(QString::fromStdString(sc.id)) && !quizValueNames(sc.id).empty())
            out << QString::fromStdString(sc.id);
    return out;
}

/// The answers a class might give to `ask`: right, each named slip, close, far, a decimal comma,
/// a leading +, unreadable.
std::vector<std::string> answersFor(const QuizAsk &ask)
{
    std::vector<std::string> out;
    const QuizRubric r = quizRubric(ask);
    auto list = [](std::vector<double> v, double scale) {
        std::string s;
        for (double &x : v)
            s += (s.empty() ? "" : "; ") + sgd::formatNumber(x * scale);
        return s;
    };
    out.push_back(list(r.answer, 1));
    for (const QuizSlip &s : r.slips)
        out.push_back(list(s.values, 1));
    if (r.kind == QuizKind::Number) {
        out.push_back(list(r.answer, 1.04));
        out.push_back(list(r.answer, 1.5));
    }
    out.push_back(list(r.answer, 3));
    if (r.answer.size() == 1) {
        std::string comma = sgd::formatNumber(r.answer[0]);
        std::replace(comma.begin(), comma.end(), '.', ',');
        out.push_back(comma);
        out.push_back("+" + sgd::formatNumber(r.answer[0]));
        out.push_back("\xe2\x88\x92" + sgd::formatNumber(std::abs(r.answer[0])));
    }
    out.push_back("two");
    return out;
}

} // namespace

class TestQuizSurfaces : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void noSurfaceShowsTheAnswerBeforeItsReveal_data()
    {
        QTest::addColumn<QString>("scene");
        for (const QString &id : quizScenes())
            QTest::newRow(qPrintable(id)) << id;
    }
    void noSurfaceShowsTheAnswerBeforeItsReveal()
    {
        QFETCH(QString, scene);
        const Trace trace = sceneTrace(scene.toUtf8().constData());
        Window window(trace);
        PaintCache cache;
        const PictureOptions base = pageOptions();
        // A number every frame writes (an axis tick, the optimum) is no answer.
        HtmlStep probe;
        probe.trace = &trace;
        probe.options = base;
        QString constant;
        for (int f : {0, int(trace.frames.size()) / 2, int(trace.frames.size()) - 1}) {
            probe.step = f;
            const QString t = pictureText(trace, f, htmlPictureOptions(probe, true));
            constant = f == 0 ? t : constant;
            if (f != 0) {
                QString kept;
                for (const QString &line : constant.split(QLatin1Char('\n')))
                    if (t.contains(line))
                        kept += line + QLatin1Char('\n');
                constant = kept;
            }
        }
        int checked = 0;
        for (const int n : stepsOf(trace)) {
            const std::optional<QuizAsk> ask = quizQuestion(trace, n);
            QVERIFY(ask);
            HtmlStep h;
            h.trace = &trace;
            h.options = base;
            h.step = n;
            h.counter = stepCounter(trace, n);
            h.picture = false;
            Shown shown;
            const PictureOptions held = htmlPictureOptions(h, true);
            QVERIFY2(quizHidesNext(held.viewOptions), "the page's picture must hold the next step back");
            shown.picture = pictureText(trace, n, held);
            shown.page = shownText(htmlSection(h, cache, true, true));
            HtmlStep c = h;
            c.hold = true;
            window.at(n);
            QVERIFY(window.quiz.ask());
            c.narration = window.quiz.narrationHtml();
            shown.classPage = shownText(htmlSection(c, cache, true, false));
            shown.narration = window.narration();
            shown.table = window.tableText();
            const QStringList surfaces = {shown.picture, shown.page, shown.classPage, shown.narration, shown.table};
            const QStringList names = {"picture", "page", "class page", "narration", "table"};
            if (ask->asked.kind == QuizKind::Number)
                for (std::size_t i = 0; i < ask->asked.values.size(); ++i) {
                    const double v = ask->asked.values[i];
                    const QStringList before = historyForms(trace, n);
                    for (const QString &form : writtenForms(v)) {
                        QString digits = form;
                        digits.remove(QRegularExpression(QStringLiteral("[^0-9]")));
                        digits.remove(QRegularExpression(QStringLiteral("^0+")));
                        if (digits.size() < 2 || before.contains(form) || holdsNumber(constant, form))
                            continue;
                        // Another column's number in an earlier row that reads the same is no answer.
                        const QString tableHistory = window.tableText(n);
                        const bool percent = ask->asked.unit == "%";
                        for (int s = 0; s < surfaces.size(); ++s)
                            QVERIFY2(!holdsNumber(surfaces[s], form, percent) || (s == 4 && holdsNumber(tableHistory, form)),
                                     qPrintable(QStringLiteral("%1, step %2: the %3 writes the answer %4 (%5)\n%6")
                                                    .arg(scene)
                                                    .arg(n)
                                                    .arg(names[s], form, QString::fromStdString(ask->asked.label),
                                                         surfaces[s].left(2000))));
                        ++checked;
                    }
                }
            // What the question is worked out from is in the question or the picture.
            const QString prompt = plain(QString::fromStdString(ask->prompt));
            for (const auto &[name, value] : quizNeeds(trace, n)) {
                bool seen = false;
                for (const QString &form : writtenForms(value))
                    seen = seen || holdsNumber(prompt, form) || holdsNumber(shown.picture, form);
                QVERIFY2(seen, qPrintable(QStringLiteral("%1, step %2: the question needs %3 = %4, shown nowhere: %5")
                                              .arg(scene)
                                              .arg(n)
                                              .arg(QString::fromStdString(name), QString::number(value), prompt)));
            }
            // The reveal: at frame n + 1 the next question's answer stays hidden in the window.
            if (n + 2 < int(trace.frames.size())) {
                window.quiz.reveal();
                QCOMPARE(window.quiz.phase(), QuizController::Phase::Revealed);
                QCOMPARE(window.transport.index(), n + 1);
                window.at(n + 1);
                const std::optional<QuizAsk> next = quizQuestion(trace, n + 1);
                if (next && next->asked.kind == QuizKind::Number && next->asked.values.size() == 1) {
                    const QString answer = plain(QString::fromStdString(text::displayNumber(next->asked.values[0])));
                    const QStringList revealedBefore = historyForms(trace, n + 1);
                    // A whole-run figure the words give at the start too (Hogwild!'s measured comparison
                    // runs) is no answer even where a snapshot's loss rounds to it.
                    const QString startWords =
                        plain(QTextDocumentFragment::fromHtml(window.painter->narration(trace, 0, {})).toPlainText());
                    if (!revealedBefore.contains(answer) && answer.size() >= 3 && !holdsNumber(constant, answer) &&
                        !holdsNumber(startWords, answer))
                        QVERIFY2(!holdsNumber(window.narration(), answer) &&
                                     (!holdsNumber(window.tableText(), answer) || holdsNumber(window.tableText(n + 1), answer)),
                                 qPrintable(QStringLiteral("%1, revealed step %2 shows the next answer %3\n%4\n%5")
                                                .arg(scene)
                                                .arg(n + 1)
                                                .arg(answer, window.narration(), window.tableText().right(1500))));
                }
            }
        }
        QVERIFY(checked > 0 || quizQuestion(trace, 0)->asked.kind != QuizKind::Number);
    }

    /// One grading table: the window's card (QuizController::answer) and the class's tally
    /// (classAnswerOutcome's "right") agree with core for every answer of every scene; the page's
    /// script reads the same table (check_html_page.py compares it in Chromium).
    void oneVerdictPerAnswer()
    {
        QJsonArray table;
        for (const QString &scene : quizScenes()) {
            const Trace trace = sceneTrace(scene.toUtf8().constData());
            Window window(trace);
            const int step = std::min(1, int(trace.frames.size()) - 2);
            window.at(step);
            QVERIFY(window.quiz.ask());
            const QuizAsk ask = *window.quiz.question();
            QJsonArray answers;
            int slips = 0;
            for (const std::string &typed : answersFor(ask)) {
                const QuizGrade core = gradeAnswer(ask, typed);
                window.quiz.answer(QString::fromStdString(typed));
                QCOMPARE(window.quiz.grade()->verdict, core.verdict);
                QCOMPARE(window.quiz.grade()->verdictText, core.verdictText);
                QCOMPARE(quizVerdictRight(core.verdict),
                         core.verdict == QuizVerdict::Exact || core.verdict == QuizVerdict::Right);
                slips += core.verdict == QuizVerdict::Slip ? 1 : 0;
                answers.append(QJsonObject{{"typed", QString::fromStdString(typed)},
                                           {"verdict", QString::fromStdString(quizVerdictName(core.verdict))},
                                           {"words", QString::fromStdString(core.verdictText)}});
            }
            // The right answer, its decimal-comma and plus forms are right; each named slip is named.
            QVERIFY(quizVerdictRight(gradeAnswer(ask, answersFor(ask).front()).verdict));
            QCOMPARE(slips, int(quizRubric(ask).slips.size()));
            QString tracePath;
            if (const QString path = qEnvironmentVariable("SGD_QUIZ_TABLE"); !path.isEmpty()) {
                // The run itself goes with the table: a run of real threads (hogwild) differs each time.
                tracePath = path + QStringLiteral(".") + scene + QStringLiteral(".json");
                QFile f(tracePath);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(QByteArray::fromStdString(traceToJson(trace)));
            }
            table.append(QJsonObject{{"scene", scene},
                                     {"trace", tracePath},
                                     {"step", step},
                                     {"rubric", QJsonDocument::fromJson(QByteArray::fromStdString(quizRubricJson(ask))).object()},
                                     {"answers", answers}});
        }
        if (const QString path = qEnvironmentVariable("SGD_QUIZ_TABLE"); !path.isEmpty()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(table).toJson());
        }
    }
};

QTEST_MAIN(TestQuizSurfaces)
#include "tst_quiz_surfaces.moc"
