// Quiz mode in the picture: while a question about step n + 1 is open at frame n, no scene shows
// what step n + 1 brings. Every per-frame series of the chart component stops at frame n (the
// component records how far each one went), while without the quiz the whole-run curves still run
// to the end as a preview; the values a scene writes for the next step (a landing spot, the weight
// after the round, the next arrival) are left out of the SVG's text.
// With SGD_QUIZ_PICTURES=DIR it writes each scene's picture with the question open and without.
#include "../render/painter_test_support.h"
#include "core/quiz_values.h"
#include "gpu/backend_factory.h"
#include "ui/render/chart_view.h"
#include "ui/render/draw.h"
#include "ui/trace_table_model.h"

#include <QDir>
#include <QPainter>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

QVariantMap quizOpen()
{
    QVariantMap o;
    o.insert(QLatin1String(kQuizHideNextKey), true);
    return o;
}

/// The last frame any per-frame series of the picture reached (-1: none drawn), and how many were drawn.
struct Reach {
    int last = -1;
    int series = 0;
    QString worst; ///< the series that went furthest
};

Reach reachOf(const Trace &trace, int n, const QString &view, const QVariantMap &options, QSize size = QSize(1280, 720))
{
    chart::DrawnCharts record;
    PaintCache cache;
    const chart::ViewScope scope(cache, nullptr, &record);
    const QImage img = renderFrame(trace, n, Style::light(), size, 1.0, options, view, 0.0, &cache);
    Reach r;
    for (const chart::DrawnFrames &d : record.frames) {
        ++r.series;
        if (d.lastFrame > r.last)
            r.last = d.lastFrame, r.worst = d.chart + QStringLiteral(" / ") + d.series;
    }
    return r;
}

/// Whether `text` holds `number` as a number of its own (not inside a longer one).
bool holdsNumber(const QString &text, const QString &number)
{
    const QRegularExpression re(QStringLiteral("(?<![0-9.])%1(?![0-9])").arg(QRegularExpression::escape(plainMinus(number))));
    return re.match(text).hasMatch();
}

/// The numbers step n + 1 brings that the picture could write: every changed value of the quiz
/// (a vector's changed elements), in the painters' format, left out where frame n shows the
/// same text for another value (a coincidence, not the answer) or where it is a small count.
QStringList answerTexts(const Trace &trace, int n)
{
    QStringList now;
    for (const QuizValue &v : quizValuesAt(trace, n))
        for (double x : v.values)
            now << draw::num(x);
    QStringList out;
    const std::vector<QuizValue> before = quizValuesAt(trace, n);
    for (const QuizValue &v : quizChangedValues(trace, n)) {
        if (v.kind != QuizKind::Number)
            continue;
        const auto old = std::find_if(before.begin(), before.end(), [&](const QuizValue &b) { return b.name == v.name; });
        for (std::size_t i = 0; i < v.values.size(); ++i) {
            if (old != before.end() && i < old->values.size() && old->values[i] == v.values[i])
                continue;
            const QString text = draw::num(v.values[i]);
            if (text.size() >= 3 && !now.contains(text))
                out << text;
        }
    }
    return out;
}

/// The frame the quiz asks at: about the middle of the run.
int midFrame(const Trace &trace)
{
    return std::max(1, int(trace.frames.size()) / 2 - 1);
}

/// The scenes whose default view draws a whole-run curve (or a time line) to the end as a preview:
/// without the quiz some series goes beyond frame n, with it none does.
/// Sync draws rounds 0..n only (round n's result is frame n's); implicit momentum, staleness
/// remedies and the drifting stream never draw ahead, since their start asks how the run turns out.
const QStringList kPreviewScenes = {
    QStringLiteral("mini-batch"),     QStringLiteral("decentralized"),  QStringLiteral("quantized"), QStringLiteral("hogwild"),
    QStringLiteral("backup-workers"), QStringLiteral("async-pitfalls"), QStringLiteral("scale-lab"),
};

} // namespace

class TestQuizPicture : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void perFrameSeriesStopAtTheFrameShown_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("view");
        for (const SceneDef &sc : allScenes()) {
            const ScenePainter *painter = painterFor(QString::fromStdString(sc.id));
            if (!painter)
                continue;
            for (const QString &v : painter->views())
                QTest::addRow("%s %s", sc.id.c_str(), qPrintable(v)) << QString::fromStdString(sc.id) << v;
        }
    }
    void perFrameSeriesStopAtTheFrameShown()
    {
        QFETCH(QString, scene);
        QFETCH(QString, view);
        const Trace trace = sceneTrace(scene.toUtf8().constData());
        const int n = midFrame(trace);
        QVERIFY(n + 1 < int(trace.frames.size()));
        const Reach open = reachOf(trace, n, view, quizOpen());
        QVERIFY2(open.last <= n,
                 qPrintable(QStringLiteral("frame %1 shown, %2 reaches frame %3").arg(n).arg(open.worst).arg(open.last)));
        const Reach off = reachOf(trace, n, view, {});
        QCOMPARE(off.series, open.series); // the same series, only cut
        if (kPreviewScenes.contains(scene) && view == painterFor(scene)->views().front())
            QVERIFY2(
                off.last > n,
                qPrintable(
                    QStringLiteral("without the quiz the preview should reach past frame %1 (got %2)").arg(n).arg(off.last)));
    }

    /// The numbers the next step brings (the quiz card's blanks) are nowhere in the picture's text
    /// while the question is open.
    void answerIsNotWritten_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &sc : allScenes())
            if (painterFor(QString::fromStdString(sc.id)) && !quizValueNames(sc.id).empty())
                QTest::newRow(sc.id.c_str()) << QString::fromStdString(sc.id);
    }
    void answerIsNotWritten()
    {
        QFETCH(QString, scene);
        const Trace trace = sceneTrace(scene.toUtf8().constData());
        // The middle of the run, and the last question (where the next step's values are also the
        // run's final ones, which a summary may write).
        for (const int n : {midFrame(trace), int(trace.frames.size()) - 2})
            checkAnswerNotWritten(trace, n);
    }

private:
    void checkAnswerNotWritten(const Trace &trace, int n)
    {
        const QString scene = QString::fromStdString(trace.scene);
        const QStringList answers = answerTexts(trace, n);
        for (const QString &view : painterFor(scene)->views()) {
            const QString open = svgText(renderFrameSvg(trace, n, Style::light(), QSize(1600, 900), quizOpen(), view)).flat;
            // A number every frame writes (the optimum, a tolerance, a tick) is not the answer even
            // where the answer rounds to it: the start's picture writes it too.
            const QString start = svgText(renderFrameSvg(trace, 0, Style::light(), QSize(1600, 900), quizOpen(), view)).flat;
            for (const QString &a : answers)
                QVERIFY2(!holdsNumber(open, a) || holdsNumber(start, a),
                         qPrintable(QStringLiteral("view %1, frame %2 writes the answer %3").arg(view).arg(n).arg(a)));
        }
    }

private slots:

    /// The table's blanks are declared per scene: each field named holds, in frame n, a value of
    /// frame n + 1 (w_next is the next frame's w), and the model blanks exactly those in row n.
    void tableBlanksTheDeclaredNextColumns_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("nextField");
        QTest::newRow("single-weight") << "single-weight"
                                       << "w_next"
                                       << "w";
        QTest::newRow("single-weight loss") << "single-weight"
                                            << "loss_next"
                                            << "loss";
    }
    void tableBlanksTheDeclaredNextColumns()
    {
        QFETCH(QString, scene);
        QFETCH(QString, field);
        QFETCH(QString, nextField);
        const auto trace = std::make_shared<Trace>(sceneTrace(scene.toUtf8().constData()));
        const std::vector<std::string> declared = quizNextStepFields(scene.toStdString());
        QVERIFY(std::find(declared.begin(), declared.end(), field.toStdString()) != declared.end());
        const int n = midFrame(*trace);
        QCOMPARE(trace->frames[std::size_t(n)].num(field.toStdString()),
                 trace->frames[std::size_t(n) + 1].num(nextField.toStdString()));
        const ScenePainter *painter = painterFor(scene);
        TraceTableModel model;
        model.setTrace(trace, painter->tableColumns(), painter->tableHeaders(), painter);
        model.setNextHiddenRow(n);
        int blanked = 0;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QString column = painter->tableColumns().at(c);
            const bool next = std::find(declared.begin(), declared.end(), column.toStdString()) != declared.end();
            QCOMPARE(model.index(n, c).data().toString().isEmpty(), next);
            QVERIFY(!model.index(n - 1, c).data().toString().isEmpty()); // other rows keep theirs
            blanked += next ? 1 : 0;
        }
        QVERIFY(blanked >= 1);
        // A scene without such fields blanks nothing. Sync and backup workers draw round n whole in
        // frame n (its w_next is on the canvas) and the quiz asks about round n + 1.
        for (const char *id : {"async", "sync", "backup-workers"})
            QVERIFY(quizNextStepFields(id).empty());
    }

    /// The overlap scene keeps the overlapped step's end (the last bucket's all-reduce end) to
    /// itself until the last bucket is shown, quiz or not: chips, header and end line.
    void overlapLastBucketKeepsTheStepEnd()
    {
        const Trace trace = sceneTrace("overlap");
        const int last = int(trace.frames.size()) - 1;
        const QString end = draw::num(trace.frames.back().num("comm_end"));
        for (int n = 0; n < last; ++n) {
            QVERIFY(!holdsNumber(svgText(renderFrameSvg(trace, n, Style::light(), QSize(1600, 900))).flat, end));
            QVERIFY(!holdsNumber(svgText(renderFrameSvg(trace, n, Style::light(), QSize(1600, 900), quizOpen())).flat, end));
        }
        QVERIFY(holdsNumber(svgText(renderFrameSvg(trace, last, Style::light(), QSize(1600, 900))).flat, end));
    }

    void pictures()
    {
        const QString dir = qEnvironmentVariable("SGD_QUIZ_PICTURES");
        if (dir.isEmpty())
            QSKIP("set SGD_QUIZ_PICTURES=DIR to write every scene's picture with the question open");
        QDir().mkpath(dir);
        for (const SceneDef &sc : allScenes()) {
            if (!painterFor(QString::fromStdString(sc.id)))
                continue;
            const Trace trace = sceneTrace(sc.id.c_str());
            const int n = midFrame(trace);
            renderFrame(trace, n, Style::light(), QSize(1600, 900), 1.0, quizOpen())
                .save(QStringLiteral("%1/%2-open.png").arg(dir, QString::fromStdString(sc.id)));
            renderFrame(trace, n, Style::light(), QSize(1600, 900), 1.0, {})
                .save(QStringLiteral("%1/%2-off.png").arg(dir, QString::fromStdString(sc.id)));
        }
    }
};

QTEST_MAIN(TestQuizPicture)
#include "tst_quiz_picture.moc"
