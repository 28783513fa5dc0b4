// One step count everywhere (issue 11, items 1-3): for every scene, the transport counter, the
// scrubber, the table's highlighted row, the narration, the header drawn in the picture, export
// file names and handout titles name the same step: frame 0 is the start, frame n the state after
// n steps, and while a transition plays they all name the step it moves to.
#include "../render/painter_test_support.h"
#include "../test_time.h"
#include "gpu/backend_factory.h"
#include "session_window.h"
#include "ui/main_window.h"
#include "ui/render/exporter.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/session/transport.h"

#include <QApplication>
#include <QItemSelectionModel>
#include <QRegularExpression>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

namespace {

/// The narration as plain text, lower case, the real minus sign as '-'.
QString plain(const QString &html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return plainMinus(doc.toPlainText()).toLower();
}

/// True when `text` names step `n` in the scene's words ("round 3", "update 3 of 12", "bucket 3").
bool namesStep(const QString &text, const QString &noun, int n)
{
    const QRegularExpression re(QStringLiteral("\\b%1 %2\\b").arg(QRegularExpression::escape(noun)).arg(n),
                                QRegularExpression::CaseInsensitiveOption);
    return re.match(text).hasMatch();
}

/// The frames a check visits: the start, the first step, a middle one and the last.
QList<int> stepsToVisit(int frames)
{
    QList<int> out{0};
    for (int i : {1, frames / 2, frames - 1})
        if (i > 0 && i < frames && !out.contains(i))
            out.push_back(i);
    return out;
}

} // namespace

class TestStepAgreement : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_w;

    std::shared_ptr<const Trace> openScene(const QString &id)
    {
        if (!m_w->openScene(id))
            return nullptr;
        if (!m_w->session()->controller()->waitForTrace(sgd::test::ms(60000)))
            return nullptr;
        QTest::qWait(0);
        return m_w->session()->controller()->trace();
    }
    int highlightedRow() const
    {
        const QModelIndexList rows = m_w->tableView()->selectionModel()->selectedRows();
        return rows.isEmpty() ? -1 : rows.front().row();
    }
    /// Checks that the window and the picture both show `step` of `trace`.
    void checkShows(const Trace &trace, int step, const QString &where)
    {
        const QString noun = stepNoun(trace);
        const int last = int(trace.frames.size()) - 1;
        QCOMPARE(m_w->stepCounterText(), stepCounter(trace, step));
        QVERIFY2(m_w->stepCounterText().contains(QStringLiteral(" %1 / %2").arg(step).arg(last)), qPrintable(where));
        QVERIFY2(m_w->scrubber()->toolTip().contains(stepCounter(trace, step)),
                 qPrintable(where + ": " + m_w->scrubber()->toolTip()));
        if (m_w->tableView()->isVisible())
            QVERIFY2(highlightedRow() == step, qPrintable(QStringLiteral("%1: table row %2").arg(where).arg(highlightedRow())));
        const QString narration = plain(m_w->narrationView()->toHtml());
        if (step > 0)
            QVERIFY2(namesStep(narration, noun, step), qPrintable(where + ": narration does not name " + noun + " " +
                                                                  QString::number(step) + ": " + narration.left(200)));
    }
    /// The header drawn in the picture names `step` (frame `index` at progress `t`).
    void checkPicture(const Trace &trace, int index, double t, int step, const QString &where)
    {
        const QString text = svgTextJoined(renderFrameSvg(trace, index, Style::light(), QSize(1600, 1000), {}, {}, {}, t));
        QVERIFY2(!text.isEmpty(), qPrintable(where));
        QVERIFY2(namesStep(text, stepNoun(trace), step), qPrintable(QStringLiteral("%1: the picture does not name %2 %3: %4")
                                                                        .arg(where, stepNoun(trace))
                                                                        .arg(step)
                                                                        .arg(text.left(300))));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_step_agreement"));
        QSettings().clear();
        gpu::installBackends();
        m_w = std::make_unique<SessionWindow>();
        m_w->resize(1600, 1000);
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
    }
    void cleanupTestCase() { m_w.reset(); }

    void everyScene_data()
    {
        QTest::addColumn<QString>("scene");
        for (const auto &s : allScenes())
            QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void everyScene()
    {
        QFETCH(QString, scene);
        const auto trace = openScene(scene);
        QVERIFY2(trace && trace->frames.size() >= 2, qPrintable(scene));
        Transport *tr = m_w->session()->transport();
        tr->setAnimationsEnabled(false);
        const int frames = int(trace->frames.size());
        QCOMPARE(tr->frameCount(), frames);
        for (int i = 0; i < frames; ++i)
            QCOMPARE(trace->frames[std::size_t(i)].num("step"), double(i)); // every frame carries its index

        for (int i : stepsToVisit(frames)) {
            const QString where = QStringLiteral("%1 at rest on frame %2").arg(scene).arg(i);
            tr->seek(i);
            QCOMPARE(tr->index(), i);
            QCOMPARE(m_w->scrubber()->value(), i);
            checkShows(*trace, i, where);
            checkPicture(*trace, i, 0.0, i, where);
            // --step N, export file names and handout titles use the same number
            QCOMPARE(m_w->currentPictureOptions().step, i);
            QVERIFY(figureFileName(*trace, QString(), i, PictureFormat::Png)
                        .contains(QStringLiteral("step%1").arg(i, 3, 10, QLatin1Char('0'))));
        }
        // Mid-transition: everything already names the step the picture moves to.
        for (int i : stepsToVisit(frames)) {
            if (i + 1 >= frames)
                continue;
            const QString where = QStringLiteral("%1 halfway from frame %2 to %3").arg(scene).arg(i).arg(i + 1);
            tr->seek(i);
            tr->holdTransition(0.5);
            QVERIFY(tr->animating());
            checkShows(*trace, i + 1, where);
            checkPicture(*trace, i, 0.5, i + 1, where);
        }
        tr->seek(0);
    }

    void transitionLandsOnTheStepItNamed()
    {
        const auto trace = openScene(QStringLiteral("sync"));
        QVERIFY(trace);
        Transport *tr = m_w->session()->transport();
        tr->seek(2);
        tr->holdTransition(0.3);
        const QString during = m_w->stepCounterText();
        const QString narrationDuring = m_w->narrationView()->toPlainText();
        tr->seek(3); // where the transition lands
        QCOMPARE(m_w->narrationView()->toPlainText(), narrationDuring);
        QCOMPARE(m_w->stepCounterText(), during);
        QCOMPARE(during, QStringLiteral("Round 3 / %1").arg(trace->frames.size() - 1));
    }
};

QTEST_MAIN(TestStepAgreement)
#include "tst_step_agreement.moc"
