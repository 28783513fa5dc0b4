// The layout check (issue #31): every scene and view, at 1000x700, 1024x768, 1280x720, 1366x768,
// 1920x1080 and 3840x2160, in the window and in presentation mode, in the light and the dark theme, on the first, a
// middle and the last frame, painted at the size and in the style its canvas really has in the main
// window and audited (ui/render/layout_audit.h): no text below the projection rule, no two texts over
// each other, none off the canvas, none cut short with "…", every chart of the chart component with
// a readable plot.
//
// The projection rule: in presentation mode no text is smaller than 1/64 of the screen's height
// (12 px at 768 lines, 17 px at 1080, 34 px at 2160), the size a back row at about six screen heights
// still reads; in the window, no text below 9 px.
//
// SGD_LAYOUT_REPORT=FILE writes every problem found to FILE (one line each).

#include "../test_time.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "offscreen_screens.h"
#include "session_window.h"
#include "ui/main_window.h"
#include "ui/render/language.h"
#include "ui/render/layout_audit.h"
#include "ui/render/scene_painter.h"
#include "ui/scene_canvas.h"
#include "ui/theme.h"

#include <QFile>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QWindow>

#include <map>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

namespace {

const QList<QSize> kSizes = {{1000, 700}, {1024, 768}, {1280, 720}, {1366, 768}, {1920, 1080}, {3840, 2160}};

QScreen *screenOfSize(const QSize &size)
{
    for (QScreen *s : QGuiApplication::screens())
        if (s->geometry().size() == size)
            return s;
    return nullptr;
}

/// The rules for a canvas on a screen `lines` high.
LayoutRules rulesFor(int lines, bool presentation)
{
    LayoutRules r;
    r.minTextPixels = presentation ? lines / 64.0 : 9.0;
    r.cutText = true; // no text shortened with "…" to fit
    return r;
}

} // namespace

class TestLayoutCheck : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_w;
    QStringList m_report;

    void place(const QSize &size, bool presentation)
    {
        if (m_w->presentationMode())
            m_w->setPresentationMode(false);
        QScreen *screen = screenOfSize(size);
        QVERIFY(screen);
        m_w->windowHandle()->setScreen(screen);
        m_w->move(screen->geometry().topLeft());
        if (presentation)
            m_w->setPresentationMode(true);
        else
            m_w->setGeometry(QRect(screen->geometry().topLeft(), size));
        QTRY_COMPARE(m_w->size(), size);
        QTest::qWait(20);
        m_w->fitLayout();
    }

    /// The problems of the canvas as it is now, each line naming where.
    QStringList audit(const QString &where, const LayoutRules &rules)
    {
        SceneCanvas *canvas = m_w->canvas();
        const auto trace = m_w->session()->controller()->trace();
        FrameRequest request;
        request.index = m_w->session()->transport()->index();
        request.options = m_w->session()->shownOptions();
        request.view = m_w->session()->view();
        const LayoutAudit a = auditFrame(*trace, canvas->sceneStyle(), canvas->size(), request);
        QStringList out;
        for (const LayoutProblem &p : layoutProblems(a, rules))
            out << QStringLiteral("%1 (canvas %2x%3): %4: %5")
                       .arg(where)
                       .arg(canvas->width())
                       .arg(canvas->height())
                       .arg(problemKindName(p.kind), p.what);
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_layout_check"));
        QSettings().clear();
        QSettings().setValue(QStringLiteral("presentation/hintShown"), true);
        // The same check in another language (ui_layout_check_de, _zh_CN, _pseudo set it).
        if (const QString lang = qEnvironmentVariable("SGD_TEST_LANG"); !lang.isEmpty())
            QVERIFY2(setLanguage(lang), qPrintable(lang));
        QCOMPARE(QGuiApplication::screens().size(), kSizes.size());
        gpu::installBackends();
        m_w = std::make_unique<SessionWindow>();
        m_w->setBackend(QStringLiteral("cpu"), QStringLiteral("CPU, test"));
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
        m_w->session()->transport()->setAnimationsEnabled(false);
    }

    void cleanupTestCase()
    {
        m_w.reset();
        const QByteArray file = qgetenv("SGD_LAYOUT_REPORT");
        if (!file.isEmpty()) {
            QFile f(QString::fromLocal8Bit(file));
            if (f.open(QIODevice::WriteOnly | QIODevice::Text))
                f.write((m_report.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
        }
    }

    /// The check can fail: a chart's readable minimum raised past what any canvas has is reported.
    void aMinimumPastWhatFitsFails()
    {
        QVERIFY(m_w->openScene(QStringLiteral("single-weight")));
        QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(60000)));
        QTRY_VERIFY(m_w->session()->controller()->trace() != nullptr);
        place(kSizes.first(), true);
        LayoutRules rules = rulesFor(kSizes.first().height(), true);
        rules.minTextPixels = 0;
        rules.minPlot = QSizeF(5000, 5000);
        const QStringList problems = audit(QStringLiteral("raised minimum"), rules);
        QVERIFY(!problems.isEmpty());
        QVERIFY2(problems.first().contains(QStringLiteral("small plot")), qPrintable(problems.first()));
        // Type below the rule is reported too.
        rules = rulesFor(100000, true);
        QVERIFY(audit(QStringLiteral("huge rule"), rules).join(QLatin1Char('\n')).contains(QStringLiteral("small text")));
    }

    void everySceneAtEveryProjectorSize_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("presentation");
        for (const QSize &size : kSizes)
            for (bool present : {false, true})
                QTest::addRow("%dx%d-%s", size.width(), size.height(), present ? "presentation" : "window") << size << present;
    }

    void everySceneAtEveryProjectorSize()
    {
        QFETCH(QSize, size);
        QFETCH(bool, presentation);
        const LayoutRules rules = rulesFor(size.height(), presentation);
        QStringList problems;
        bool placed = false;
        for (const SceneDef &s : allScenes()) {
            const QString id = QString::fromStdString(s.id);
            const ScenePainter *painter = painterFor(id);
            if (!painter)
                continue;
            QVERIFY(m_w->openScene(id));
            QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(60000)));
            QTRY_VERIFY(m_w->session()->controller()->trace() != nullptr);
            if (!placed) {
                place(size, presentation);
                placed = true;
            }
            for (const QString &view : painter->views()) {
                QVERIFY(m_w->session()->setView(view));
                // Light and dark differ in colours only (ui/render/style.cpp): English audits both, the other
                // languages' runs (the words are what they test) light alone, to keep CI's time.
                const QList<Theme> themes = qEnvironmentVariableIsEmpty("SGD_TEST_LANG") ? QList<Theme>{Theme::Light, Theme::Dark}
                                                                                         : QList<Theme>{Theme::Light};
                for (Theme theme : themes) {
                    m_w->setTheme(theme);
                    m_w->fitLayout();
                    const int n = m_w->session()->transport()->frameCount();
                    for (int i : {0, n / 2, n - 1}) {
                        m_w->session()->transport()->seek(i);
                        problems << audit(
                            QStringLiteral("%1 %2 %3 frame %4")
                                .arg(id, view, theme == Theme::Light ? QStringLiteral("light") : QStringLiteral("dark"))
                                .arg(i),
                            rules);
                    }
                }
            }
        }
        problems.removeDuplicates();
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        for (const QString &p : std::as_const(problems))
            m_report << tag + QStringLiteral(" ") + p;
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems, the first: %2")
                                                    .arg(problems.size())
                                                    .arg(problems.mid(0, 5).join(QStringLiteral("\n")))));
    }
};

int main(int argc, char **argv)
{
    return sgd::ui::testing::runOnScreens<TestLayoutCheck>(kSizes, argc, argv);
}

#include "tst_layout_check.moc"
