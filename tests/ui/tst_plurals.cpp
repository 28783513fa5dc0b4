// Plurals in every generated sentence (issue #49): with each whole-number parameter of each scene
// at 1 (or 2, its smallest useful value), no narration, run summary, quiz question or picture text
// writes "1 updates", "1 shards", "1 pushes" and the like.
#include "../render/painter_test_support.h"
#include "core/quiz_values.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "ui/render/layout_audit.h"

#include <QRegularExpression>
#include <QTest>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

/// "1 updates", "1 worker's ... " is fine; a count of one with a plural noun is not.
const QRegularExpression &onePlural()
{
    static const QRegularExpression re(
        QStringLiteral(
            "(?<![0-9.,\\x{2212}-])(?<!worker |layer |bucket |round |update |shard |thread |rank |node |step |tick |batch |and )"
            "(?<!W)1 (updates|shards|pushes|workers|samples|steps|rounds|batches|epochs|threads|"
            "servers|ticks|gradients|buckets|nodes|messages|bits|layers|ranks|students|answers|questions|"
            "slides|frames|versions|arrivals|services|neighbours|seconds|times|hops|copies|values|"
            "pulls|reads|writes|requests|clients|iterations|passes|levels|chunks|bytes|parts|groups)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

QStringList textsOf(const Trace &trace)
{
    QStringList out;
    const int frames = int(trace.frames.size());
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    for (int n : {0, 1, frames / 2, frames - 1}) {
        if (n < 0 || n >= frames)
            continue;
        if (painter) {
            out << narrationText(trace, n);
            for (const QString &view : painter->views()) {
                FrameRequest r;
                r.index = n;
                r.view = view;
                for (const AuditText &t : auditFrame(trace, Style::print(), QSize(1600, 900), r).texts)
                    out << t.text;
            }
        }
        if (const std::optional<QuizAsk> ask = quizQuestion(trace, n))
            out << QString::fromStdString(ask->prompt);
    }
    return out;
}

} // namespace

class TestPlurals : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void theCheckCanFail()
    {
        QVERIFY2(onePlural().isValid(), qPrintable(onePlural().errorString()));
        QVERIFY(onePlural().match(QStringLiteral("All 1 workers hold")).hasMatch());
        QVERIFY(onePlural().match(QStringLiteral("(1 updates old)")).hasMatch());
        QVERIFY(!onePlural().match(QStringLiteral("worker 1 pushes g")).hasMatch());
        QVERIFY(!onePlural().match(QStringLiteral("11 workers, 2.1 times, 1 worker")).hasMatch());
    }

    void aCountOfOneIsSingular_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        for (const SceneDef &sc : allScenes())
            for (const ParamDef &p : sc.params)
                if (p.kind == ParamKind::Integer)
                    for (int v : {1, 2})
                        if (v >= p.min && v <= p.max && !p.check(std::to_string(v)))
                            QTest::addRow("%s %s=%d", sc.id.c_str(), p.key.c_str(), v)
                                << QString::fromStdString(sc.id) << QString::fromStdString(p.key) << QString::number(v);
    }
    void aCountOfOneIsSingular()
    {
        QFETCH(QString, scene);
        QFETCH(QString, key);
        QFETCH(QString, value);
        const SceneDef *sc = findScene(scene.toStdString());
        ParamSet p = sc->defaults();
        p.set(key.toStdString(), value.toStdString());
        Trace trace;
        try {
            trace = runScene(*sc, p);
        } catch (const std::exception &) {
            QSKIP("this value does not run with the other defaults");
        }
        QStringList texts = textsOf(trace);
        if (!trace.message().empty())
            texts << QString::fromStdString(trace.message());
        for (const QString &t : texts) {
            const QRegularExpressionMatch m = onePlural().match(plainMinus(t));
            QVERIFY2(!m.hasMatch(),
                     qPrintable(QStringLiteral("\"%1\" in: …%2…")
                                    .arg(m.captured(0), plainMinus(t).mid(std::max(0, int(m.capturedStart()) - 160), 260))));
        }
    }
};

QTEST_MAIN(TestPlurals)
#include "tst_plurals.moc"
