// What a class reads, checked as a reader would (#29.7, #29.8), in every scene:
//  - an equation written with "=" adds up with the numbers as written, to the precision the
//    result is written with (the number policy writes 4 significant digits or an exact short
//    decimal, so "3·3.333 = 10" does not add up, "1.5 − 0.1 × (−5.547) = 2.055" does);
//  - a step-table column never seems to go back where the run goes on (3.3332 → 3.33332 → 3.333);
//  - the text speaks the app's notation: η, τ, the minus sign U+2212, 10⁻⁸, never "eta", "tau",
//    "1e-08", "-12" or "x^2" (narration, picture text, quiz card, status messages).
#include "../render/painter_test_support.h"
#include "core/lesson.h"
#include "core/quiz_values.h"
#include "gpu/backend_factory.h"
#include "ui/parameter_panel.h"
#include "ui/render/exporter.h"
#include "ui/render/number_format.h"
#include "ui/trace_table_model.h"

#include <QDir>
#include <QLabel>

#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <optional>

using namespace sgd;
using namespace sgd::ui;
using Settings = QList<QPair<QString, QString>>;

namespace {

const QChar kMinus(0x2212);

/// The steps a test looks at: every one of a short run, else the first 14, a spread and the last 3.
std::vector<int> stepsOf(const Trace &t)
{
    const int n = int(t.frames.size());
    std::vector<int> out;
    for (int i = 0; i < n; ++i)
        if (n <= 40 || i < 14 || i >= n - 3 || i % std::max(1, n / 12) == 0)
            out.push_back(i);
    return out;
}

/// The narration as the panel shows it: one line per <br>, tags and entities gone, the minus sign kept.
QStringList narrationLines(const Trace &t, int i)
{
    QString html = painterFor(QString::fromStdString(t.scene))->narration(t, i, {});
    static const QRegularExpression br(QStringLiteral("<br\\s*/?>|</p>|</li>|</tr>|</div>"));
    html.replace(br, QStringLiteral("\n"));
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText().split(QLatin1Char('\n'));
}

struct Tok {
    enum Kind { Num, Op, LParen, RParen, Eq, Other } kind;
    QString text;
    double value = 0;
};

/// Splits one line of text into numbers (as the policy writes them: "−1.5", "12,500", "1.5×10⁻⁵"),
/// operators, parentheses, "=" and everything else.
QList<Tok> tokens(const QString &line)
{
    static const QRegularExpression number(
        QStringLiteral("^\u2212?(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?(?:×10[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)?"));
    QList<Tok> out;
    int i = 0;
    while (i < line.size()) {
        const QChar c = line[i];
        if (c.isSpace()) {
            ++i;
            continue;
        }
        const bool signAllowed = out.isEmpty() || (out.back().kind != Tok::Num && out.back().kind != Tok::RParen);
        if (c.isDigit() || (c == kMinus && signAllowed && i + 1 < line.size() && line[i + 1].isDigit())) {
            const auto m = number.match(line.mid(i));
            if (m.hasMatch() && (out.isEmpty() || out.back().kind != Tok::Num)) {
                const QString s = m.captured();
                const bool glued = i + s.size() < line.size() &&
                                   (line[i + s.size()].isLetterOrNumber() || line[i + s.size()] == QLatin1Char('%'));
                const bool afterWord = i > 0 && line[i - 1].isLetter();
                if (!glued && !afterWord) {
                    out.append({Tok::Num, s, readNumber(s).value_or(NAN)});
                    i += int(s.size());
                    continue;
                }
            }
            out.append({Tok::Other, QString(c)});
            ++i;
            continue;
        }
        if (c == QLatin1Char('+') || c == kMinus || c == QChar(0x00D7) || c == QChar(0x00B7) || c == QLatin1Char('/'))
            out.append({Tok::Op, QString(c)});
        else if (c == QLatin1Char('('))
            out.append({Tok::LParen, QString(c)});
        else if (c == QLatin1Char(')'))
            out.append({Tok::RParen, QString(c)});
        else if (c == QLatin1Char('='))
            out.append({Tok::Eq, QString(c)});
        else
            out.append({Tok::Other, QString(c)});
        ++i;
    }
    return out;
}

/// A small parser for "a − b × (c)" over tokens [from, to): nullopt unless all of it is arithmetic.
class Expr {
public:
    Expr(const QList<Tok> &t, int from, int to) : m_t(t), m_i(from), m_end(to) {}
    std::optional<double> parse()
    {
        const std::optional<double> v = sum();
        return v && m_i == m_end ? v : std::nullopt;
    }

private:
    bool is(Tok::Kind k, const QString &text = {}) const
    {
        return m_i < m_end && m_t[m_i].kind == k && (text.isEmpty() || m_t[m_i].text == text);
    }
    std::optional<double> sum()
    {
        std::optional<double> v = product();
        while (v && (is(Tok::Op, QStringLiteral("+")) || is(Tok::Op, QString(kMinus)))) {
            const bool plus = m_t[m_i++].text == QLatin1String("+");
            const std::optional<double> r = product();
            if (!r)
                return std::nullopt;
            v = plus ? *v + *r : *v - *r;
        }
        return v;
    }
    std::optional<double> product()
    {
        std::optional<double> v = atom();
        while (v && (is(Tok::Op, QStringLiteral("×")) || is(Tok::Op, QStringLiteral("·")) || is(Tok::Op, QStringLiteral("/")))) {
            const bool divide = m_t[m_i++].text == QLatin1String("/");
            const std::optional<double> r = atom();
            if (!r)
                return std::nullopt;
            v = divide ? *v / *r : *v * *r;
        }
        return v;
    }
    std::optional<double> atom()
    {
        if (is(Tok::Num))
            return m_t[m_i++].value;
        if (is(Tok::LParen)) {
            ++m_i;
            const std::optional<double> v = sum();
            if (!v || !is(Tok::RParen))
                return std::nullopt;
            ++m_i;
            return v;
        }
        return std::nullopt;
    }
    const QList<Tok> &m_t;
    int m_i, m_end;
};

/// The significant digits a written number shows ("2.3325": 5, "10": 2, "0.0625": 3).
int shownDigits(const QString &written)
{
    QString mantissa = written.section(QStringLiteral("×"), 0, 0);
    mantissa.remove(QRegularExpression(QStringLiteral("[^0-9]")));
    while (mantissa.startsWith(QLatin1Char('0')))
        mantissa.remove(0, 1);
    return int(mantissa.size());
}

/// Every "arithmetic = number" in `line` that does not add up as written; "" when all do.
QString wrongEquations(const QString &line)
{
    const QList<Tok> t = tokens(line);
    QString wrong;
    for (int e = 1; e + 1 < t.size(); ++e) {
        if (t[e].kind != Tok::Eq || t[e + 1].kind != Tok::Num)
            continue;
        if (e + 2 < t.size() && (t[e + 2].kind == Tok::Op || t[e + 2].kind == Tok::LParen))
            continue; // "= 2 × 3 = 6": the right side goes on, the next "=" is checked
        int from = e;
        int depth = 0;
        while (from > 0) {
            const Tok &p = t[from - 1];
            if (p.kind == Tok::RParen)
                ++depth;
            else if (p.kind == Tok::LParen && depth == 0)
                break; // "(w = 1 + 2)": the parenthesis opens before the expression
            else if (p.kind == Tok::LParen)
                --depth;
            else if (p.kind != Tok::Num && p.kind != Tok::Op)
                break;
            --from;
        }
        while (from < e && t[from].kind == Tok::Op) // "… and − 3": no left operand
            ++from;
        bool binary = false;
        for (int k = from; k < e; ++k)
            binary = binary || t[k].kind == Tok::Op;
        if (!binary)
            continue;
        Expr expr(t, from, e);
        const std::optional<double> lhs = expr.parse();
        if (!lhs || !std::isfinite(*lhs))
            continue;
        const double rhs = t[e + 1].value;
        if (!std::isfinite(rhs))
            continue;
        bool ok;
        if (rhs == 0) {
            double scale = 0;
            for (int k = from; k < e; ++k)
                if (t[k].kind == Tok::Num)
                    scale = std::max(scale, std::abs(t[k].value));
            ok = std::abs(*lhs) <= 1e-9 * std::max(1.0, scale);
        } else {
            // As the number policy rounds: the computed value to as many significant digits as the
            // written result shows, 4 at least ("10" stands for 10.00, so 3·3.333 = 9.999 is not it).
            const int k = std::max(4, shownDigits(t[e + 1].text));
            ok = readNumber(formatSignificant(*lhs, k)) == rhs || std::abs(*lhs - rhs) <= 1e-12 * std::abs(rhs);
        }
        if (!ok) {
            QStringList parts;
            for (int k = from; k <= e + 1; ++k)
                parts << t[k].text;
            wrong +=
                parts.join(QLatin1Char(' ')) + QStringLiteral("  (as written: %1) in \"%2\"\n")
                                                   .arg(*lhs, 0, 'g', 12)
                                                   .arg(line.mid(std::max<qsizetype>(0, line.indexOf(t[from].text) - 60), 220));
        }
    }
    return wrong;
}

/// The notation slips of a text: ASCII Greek names, computer exponents, a hyphen for a minus, ASCII powers and products.
QStringList notationSlips(const QString &text)
{
    static const QList<QPair<QRegularExpression, QString>> rules = {
        {QRegularExpression(QStringLiteral("\\beta\\b")), QStringLiteral("'eta' for η")},
        {QRegularExpression(QStringLiteral("\\btau\\b")), QStringLiteral("'tau' for τ")},
        {QRegularExpression(QStringLiteral("\\blambda\\b")), QStringLiteral("'lambda' for λ")},
        {QRegularExpression(QStringLiteral("\\d[eE][-+]?\\d")), QStringLiteral("a computer exponent")},
        {QRegularExpression(QStringLiteral("-\\d")), QStringLiteral("a hyphen before a digit")},
        {QRegularExpression(QStringLiteral("[\\w)] - [\\w(]")), QStringLiteral("a hyphen for a minus")},
        {QRegularExpression(QStringLiteral("\\w\\^\\w")), QStringLiteral("'^' for a power")},
        {QRegularExpression(QStringLiteral("\\w\\*\\w")), QStringLiteral("'*' for a product")},
    };
    QStringList out;
    for (const auto &[re, what] : rules)
        for (auto it = re.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            out << QStringLiteral("%1 in \"%2\"")
                       .arg(what, text.mid(std::max<qsizetype>(0, m.capturedStart() - 25), m.capturedLength() + 50));
        }
    return out;
}

/// The runs each scene is checked on: its lecture preset, and runs that diverge or take other branches.
QList<QPair<QString, QList<QPair<QString, QString>>>> runsToCheck()
{
    QList<QPair<QString, QList<QPair<QString, QString>>>> rows;
    for (const SceneDef &s : allScenes())
        rows.append({QString::fromStdString(s.id), {}});
    rows.append({QStringLiteral("single-weight"), {{QStringLiteral("eta"), QStringLiteral("0.2")}}});
    rows.append({QStringLiteral("single-weight"), {{QStringLiteral("eta"), QStringLiteral("0.25")}}});
    rows.append({QStringLiteral("sync"), {{QStringLiteral("aggregate"), QStringLiteral("sum")}}});
    rows.append({QStringLiteral("sync"), {{QStringLiteral("aggregate"), QStringLiteral("fedavg")}}});
    rows.append({QStringLiteral("sync"), {{QStringLiteral("eta"), QStringLiteral("0.3")}}});
    rows.append({QStringLiteral("mini-batch"), {{QStringLiteral("batch"), QStringLiteral("4")}}});
    rows.append({QStringLiteral("mini-batch"), {{QStringLiteral("eta"), QStringLiteral("0.5")}}});
    return rows;
}

void addRunRows()
{
    QTest::addColumn<QString>("scene");
    QTest::addColumn<Settings>("set");
    for (const auto &[scene, set] : runsToCheck()) {
        QString name = scene;
        for (const auto &[k, v] : set)
            name += QStringLiteral(" %1=%2").arg(k, v);
        QTest::newRow(qPrintable(name)) << scene << set;
    }
}

Trace runOf(const QString &scene, const QList<QPair<QString, QString>> &set)
{
    return testing::sceneTrace(scene.toUtf8().constData(), set);
}

/// Every text the reader sees at step i: the narration line by line, and each view's picture with
/// its <text> items read in order as one line (a label that wraps, or changes colour or script
/// mid-equation, is several items).
QStringList shownLines(const Trace &t, int i)
{
    QStringList lines = narrationLines(t, i);
    const ScenePainter *painter = painterFor(QString::fromStdString(t.scene));
    for (const QString &view : painter->views())
        lines << testing::svgTextItems(renderFrameSvg(t, i, Style::light(), QSize(1600, 900), {}, view)).join(QLatin1Char(' '));
    return lines;
}

} // namespace

Q_DECLARE_METATYPE(Settings)

class TestShownText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void equationParserReadsTheLecturesForms()
    {
        QCOMPARE(wrongEquations(QStringLiteral("w = 2.3301 − 0.1 × (−0.024414) = 2.3325")), QString());
        QVERIFY(!wrongEquations(QStringLiteral("w = 2.33 − 0.1 × (−0.02441) = 2.333")).isEmpty()); // #29.7: 2.3324 as written
        QVERIFY(!wrongEquations(QStringLiteral("so 3·3.333 = 10")).isEmpty());                     // 9.999
        QCOMPARE(wrongEquations(QStringLiteral("so 3·3.333 ≈ 10")), QString());
        QCOMPARE(wrongEquations(QStringLiteral("1.5 − 0.1·(−5.547) = 2.055")), QString());
        QCOMPARE(wrongEquations(QStringLiteral("mean g = (−1.5 + −4 + −7.5 + −12)/4 = −6.25")), QString());
        QVERIFY(!wrongEquations(QStringLiteral("mean g = (−1.5 + −4 + −7.5 + −12)/4 = −6.5")).isEmpty());
        QCOMPARE(wrongEquations(QStringLiteral("worker 2 = 3, step 4")), QString()); // no arithmetic
        QCOMPARE(wrongEquations(QStringLiteral("1.4 s − 1 s = 0.5 s")), QString());  // units: not read
        QCOMPARE(wrongEquations(QStringLiteral("1,200 + 1.5×10⁻⁵ = 1,200")), QString());
        QVERIFY(notationSlips(QStringLiteral("|1 - eta*x^2|")).size() >= 3);
        QVERIFY(!notationSlips(QStringLiteral("g = -12")).isEmpty());
        QVERIFY(!notationSlips(QStringLiteral("w with eta/(1+tau)")).isEmpty());
        QVERIFY(!notationSlips(QStringLiteral("1e-08")).isEmpty());
        QVERIFY(notationSlips(QStringLiteral("|1 − η·x²| = 1.5, τ = 2, 10⁻⁸, two-bit, w − 3")).isEmpty());
    }

    /// #29.7: "w = 2.33 − 0.1 × (−0.02441) = 2.333" did not add up as written; "3·3.333 = 10".
    void shownEquationsAddUp_data() { addRunRows(); }
    void shownEquationsAddUp()
    {
        QFETCH(QString, scene);
        QFETCH(Settings, set);
        const Trace t = runOf(scene, set);
        QString wrong;
        int checked = 0;
        for (int i : stepsOf(t))
            for (const QString &line : shownLines(t, i)) {
                checked += int(line.count(QLatin1Char('=')));
                if (const QString w = wrongEquations(line); !w.isEmpty())
                    wrong += QStringLiteral("step %1: %2").arg(i).arg(w);
            }
        QVERIFY(checked > 0);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.left(4000)));
    }

    /// #29.7: the one-weight table read 3.3332, 3.33332, 3.333, as if w went back down.
    void tableColumnsNeverSeemToReverse_data() { addRunRows(); }
    void tableColumnsNeverSeemToReverse()
    {
        QFETCH(QString, scene);
        QFETCH(Settings, set);
        const auto trace = std::make_shared<const Trace>(runOf(scene, set));
        const ScenePainter *painter = painterFor(scene);
        TraceTableModel table;
        table.setTrace(trace, painter->tableColumns(), painter->tableHeaders(), painter);
        QString wrong;
        for (int col = 0; col < painter->tableColumns().size(); ++col) {
            const std::string name = painter->tableColumns()[col].toStdString();
            for (int r = 1; r < table.rowCount(); ++r) {
                const double a = trace->frames[std::size_t(r - 1)].num(name), b = trace->frames[std::size_t(r)].num(name);
                const std::optional<double> sa = readNumber(table.data(table.index(r - 1, col), Qt::DisplayRole).toString());
                const std::optional<double> sb = readNumber(table.data(table.index(r, col), Qt::DisplayRole).toString());
                if (!std::isfinite(a) || !std::isfinite(b) || !sa || !sb)
                    continue;
                if ((b > a && *sb < *sa) || (b<a && * sb> * sa))
                    wrong += QStringLiteral("%1, rows %2-%3: %4 then %5\n")
                                 .arg(QString::fromStdString(name))
                                 .arg(r - 1)
                                 .arg(r)
                                 .arg(table.data(table.index(r - 1, col), Qt::DisplayRole).toString(),
                                      table.data(table.index(r, col), Qt::DisplayRole).toString());
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.left(4000)));
    }

    /// #29.7 on paper: a handout writes each step's numbers on its own page; read page after page,
    /// w went 3.3332, 3.33332, 3.333 there too.
    void handoutPagesNeverSeemToReverse_data() { addRunRows(); }
    void handoutPagesNeverSeemToReverse()
    {
        QFETCH(QString, scene);
        QFETCH(Settings, set);
        const Trace t = runOf(scene, set);
        const std::map<std::string, int> digits = handoutFieldDigits(t);
        const int pages = std::min(int(t.frames.size()), 400);
        std::map<std::string, std::pair<double, double>> previous; // field -> (value, as written)
        QString wrong;
        for (int i = 0; i < pages; ++i) {
            const QString html = handoutTableHtml(t, i, digits);
            static const QRegularExpression cell(QStringLiteral("<td><b>([^<]*)</b></td><td>([^<]*)</td>"));
            for (auto it = cell.globalMatch(html); it.hasNext();) {
                const auto m = it.next();
                const std::string name = m.captured(1).toStdString();
                const double value = t.frames[std::size_t(i)].num(name);
                const std::optional<double> shown = readNumber(m.captured(2));
                if (!std::isfinite(value) || !shown)
                    continue;
                if (const auto p = previous.find(name); p != previous.end()) {
                    const auto [a, sa] = p->second;
                    if ((value > a && *shown < sa) || (value<a && * shown> sa))
                        wrong += QStringLiteral("%1, pages %2-%3: %4 then %5\n")
                                     .arg(m.captured(1))
                                     .arg(i - 1)
                                     .arg(i)
                                     .arg(sa)
                                     .arg(m.captured(2));
                }
                previous[name] = {value, *shown};
            }
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.left(3000)));
    }

    /// #29.8: the canvas, narration, quiz card and messages all write η, τ, −, 10⁻⁸.
    void textSpeaksTheAppsNotation_data() { addRunRows(); }
    void textSpeaksTheAppsNotation()
    {
        QFETCH(QString, scene);
        QFETCH(Settings, set);
        const Trace t = runOf(scene, set);
        QStringList slips;
        auto check = [&](const QString &where, const QString &text) {
            for (const QString &s : notationSlips(text))
                slips << where + QStringLiteral(": ") + s;
        };
        check(QStringLiteral("message"), QString::fromStdString(t.message()));
        for (int i : stepsOf(t)) {
            for (const QString &line : shownLines(t, i))
                check(QStringLiteral("step %1").arg(i), line);
            // The quiz card: every value the scene can ask, its blanks and answers, a grade.
            for (const std::string &value : quizValueNames(t.scene)) {
                QuizQuestion q;
                q.step = i;
                q.value = value;
                const std::optional<QuizAsk> ask = quizQuestion(t, i, &q);
                if (!ask)
                    continue;
                check(QStringLiteral("quiz at %1").arg(i), QString::fromStdString(ask->prompt));
                check(QStringLiteral("quiz label"), QString::fromStdString(ask->asked.label));
                for (const QuizValue &v : ask->hidden)
                    check(QStringLiteral("quiz answer at %1").arg(i), QString::fromStdString(quizValueText(v)));
                for (const auto &[value, why] : ask->slips)
                    check(QStringLiteral("quiz slip"), QString::fromStdString(why));
                std::string guess;
                for (double v : ask->asked.values)
                    guess += (guess.empty() ? "" : ", ") + sgd::formatNumber(1.3 * v + 0.7); // a guess off the mark
                const QuizGrade g = gradeAnswer(*ask, guess);
                check(QStringLiteral("quiz grade at %1").arg(i), QString::fromStdString(g.text));
            }
        }
        slips.removeDuplicates();
        QVERIFY2(slips.isEmpty(), qPrintable(slips.mid(0, 30).join(QLatin1Char('\n'))));
    }

    /// #29.8: a scene's guide and its parameters' tooltips write η, τ, −100, 10⁹ too ("eta/K",
    /// "a number from -100 to 100", "at most 1e+09" were in the tooltips). The parameter keys
    /// ("eta") stay as lessons and the command line spell them.
    void guideAndParametersSpeakTheAppsNotation_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void guideAndParametersSpeakTheAppsNotation()
    {
        QFETCH(QString, scene);
        const SceneDef *def = findScene(scene.toStdString());
        QStringList slips;
        auto check = [&](const QString &where, const QString &text) {
            for (const QString &s : notationSlips(text))
                slips << where + QStringLiteral(": ") + s;
        };
        check(QStringLiteral("title"), QString::fromStdString(def->title));
        check(QStringLiteral("summary"), QString::fromStdString(def->summary));
        check(QStringLiteral("what to look for"), QString::fromStdString(def->lookFor));
        ParameterPanel panel;
        panel.setScene(def->params, def->defaults(), {}, {});
        for (const ParamDef &p : def->params) {
            check(QString::fromStdString(p.key), QString::fromStdString(p.label));
            const QLabel *label = panel.findChild<QLabel *>(QStringLiteral("label_") + QString::fromStdString(p.key));
            QVERIFY(label);
            QTextDocument doc;
            doc.setHtml(label->toolTip());
            QString tip = doc.toPlainText();
            tip.remove(QStringLiteral("(%1)").arg(QString::fromStdString(p.key)));
            check(QStringLiteral("tooltip of ") + QString::fromStdString(p.key), tip);
        }
        QVERIFY2(slips.isEmpty(), qPrintable(slips.join(QLatin1Char('\n'))));
    }

    /// #29.8: the shipped lessons' text a class sees (titles, descriptions, slide narrations, the
    /// presenter's notes and the quiz prompts and choices) writes η, τ and − too ("the gradient at
    /// w = 2 is -12", "scaled by eta/(1+tau)").
    void lessonsSpeakTheAppsNotation()
    {
        const QDir dir(QStringLiteral(SGD_LESSON_DIR));
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        QStringList slips;
        for (const QString &f : files) {
            const Lesson l = parseLesson(readLessonText(dir.filePath(f).toStdString()), f.toStdString());
            QStringList texts{QString::fromStdString(l.title), QString::fromStdString(l.description)};
            for (const LessonSlide &slide : l.slides) {
                texts << QString::fromStdString(slide.narration) << QString::fromStdString(slide.note);
                for (const QuizQuestion &q : slide.quiz) {
                    texts << QString::fromStdString(q.prompt);
                    for (const std::string &c : q.choices)
                        texts << QString::fromStdString(c);
                }
            }
            for (const QString &t : texts)
                for (const QString &s : notationSlips(t))
                    slips << f + QStringLiteral(": ") + s;
        }
        QVERIFY2(slips.isEmpty(), qPrintable(slips.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestShownText)
#include "tst_shown_text.moc"
