// Nothing in the main window is cut: every scene at 1920 x 1080, 1440 x 900 and 1000 x 700, in the
// window (light theme) and in presentation mode (dark theme, full screen on a screen of that size),
// on the first, a middle and the last frame. The step table elides no header and no cell (the
// current row is bold), the async table shows staleness and gap without scrolling, the narration's
// text fits its view (no scroll bar, neither way), every parameter editor shows its whole value, and
// in a small window the canvas keeps a useful size (the scene list moves above the parameters).
// tests/ui/tst_painter_fit.cpp checks the canvas pictures themselves.
//
// The offscreen platform gets three screens of those sizes side by side (offscreen_screens.h), so
// that presentation mode is full screen on each.

#include "../test_time.h"
#include "core/scenes.h"
#include "gpu/backend_factory.h"
#include "offscreen_screens.h"
#include "session_window.h"
#include "ui/layout_fit.h"
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/render/language.h"
#include "ui/render/scene_painter.h"
#include "ui/scene_canvas.h"
#include "ui/session/settings.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QStyleOptionFrame>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QWindow>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

namespace {

const QList<QSize> kSizes = {{1920, 1080}, {1440, 900}, {1000, 700}};

QScreen *screenOfSize(const QSize &size)
{
    for (QScreen *s : QGuiApplication::screens())
        if (s->geometry().size() == size)
            return s;
    return nullptr;
}

/// The width a line edit has for its text (its contents rectangle less the text margins).
int lineRoom(const QLineEdit *edit)
{
    QStyleOptionFrame o;
    o.initFrom(edit);
    o.lineWidth = edit->hasFrame() ? edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &o, edit) : 0;
    const QRect r = edit->style()->subElementRect(QStyle::SE_LineEditContents, &o, edit);
    const QMargins m = edit->textMargins();
    return r.width() - m.left() - m.right() - 4; // QLineEdit keeps 2 px either side
}

int comboRoom(const QComboBox *combo)
{
    QStyleOptionComboBox o;
    o.initFrom(combo);
    o.editable = combo->isEditable();
    return combo->style()->subControlRect(QStyle::CC_ComboBox, &o, QStyle::SC_ComboBoxEditField, combo).width();
}

} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> m_w;

    void place(const QSize &size, bool presentation)
    {
        if (m_w->presentationMode() != presentation)
            m_w->setPresentationMode(false);
        QScreen *screen = screenOfSize(size);
        QVERIFY(screen);
        m_w->windowHandle()->setScreen(screen);
        if (presentation) {
            m_w->move(screen->geometry().topLeft());
            m_w->setPresentationMode(true);
        } else {
            m_w->setGeometry(QRect(QGuiApplication::screens().first()->geometry().topLeft(), size));
        }
        QTRY_COMPARE(m_w->size(), size);
        QTest::qWait(40);
        m_w->fitLayout();
    }

    void checkTable(const QString &where)
    {
        QTableView *t = m_w->tableView();
        const QHeaderView *h = t->horizontalHeader();
        const QStyle *style = t->style();
        const int headerPad = 2 * style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
        const int cellPad = 2 * (style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, t) + 1);
        auto *model = t->model();
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString header = model->headerData(c, Qt::Horizontal).toString();
            const int section = h->sectionSize(c);
            QVERIFY2(h->fontMetrics().horizontalAdvance(header) + headerPad <= section,
                     qPrintable(QStringLiteral("%1: header '%2' needs %3 px, has %4")
                                    .arg(where, header)
                                    .arg(h->fontMetrics().horizontalAdvance(header) + headerPad)
                                    .arg(section)));
            for (int r = 0; r < model->rowCount(); ++r) {
                const QModelIndex i = model->index(r, c);
                const QVariant f = i.data(Qt::FontRole);
                QFont font = f.isValid() ? f.value<QFont>() : t->font();
                font.setBold(true); // any row may become the current, bold one
                const QString text = i.data().toString();
                const int need = QFontMetrics(font).horizontalAdvance(text) + cellPad;
                QVERIFY2(need <= section, qPrintable(QStringLiteral("%1: cell %2,%3 '%4' needs %5 px, has %6")
                                                         .arg(where)
                                                         .arg(r)
                                                         .arg(c)
                                                         .arg(text)
                                                         .arg(need)
                                                         .arg(section)));
            }
        }
    }

    /// Staleness and gap, the async lecture's point, are in view without scrolling the table.
    void checkAsyncColumnsInView(const QString &where)
    {
        QTableView *t = m_w->tableView();
        if (QTabWidget *tabs = m_w->bottomTabs(); tabs->indexOf(t) >= 0)
            tabs->setCurrentWidget(t);
        QTRY_VERIFY(t->isVisible());
        auto *model = t->model();
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString header = model->headerData(c, Qt::Horizontal).toString();
            if (!header.startsWith(QStringLiteral("staleness")) && header != QStringLiteral("gap"))
                continue;
            const QRect cell = t->visualRect(model->index(0, c));
            QVERIFY2(cell.left() >= 0 && cell.right() < t->viewport()->width(),
                     qPrintable(QStringLiteral("%1: '%2' at x %3..%4, view %5 wide")
                                    .arg(where, header)
                                    .arg(cell.left())
                                    .arg(cell.right())
                                    .arg(t->viewport()->width())));
        }
        if (QTabWidget *tabs = m_w->bottomTabs(); tabs->indexOf(t) >= 0)
            tabs->setCurrentIndex(0);
    }

    void checkNarration(const QString &where, bool presentation)
    {
        QTextBrowser *n = m_w->narrationView();
        QTRY_VERIFY(n->isVisible());
        const double doc = n->document()->size().height();
        const int view = n->viewport()->height();
        if (presentation) {
            // Projected, the narration gives way to the picture: at most a quarter of the height
            // (or three lines), scrolling when the step says more.
            const int most =
                std::max(m_w->canvas()->height() / 3 + 1, 3 * n->fontMetrics().lineSpacing() + 2 * n->frameWidth() + 1);
            QVERIFY2(n->height() <= most, qPrintable(QStringLiteral("%1: narration %2 px tall, canvas %3")
                                                         .arg(where)
                                                         .arg(n->height())
                                                         .arg(m_w->canvas()->height())));
            if (doc > view)
                QVERIFY2(n->verticalScrollBar()->isVisible(), qPrintable(where + QStringLiteral(": the rest cannot be reached")));
            return;
        }
        QVERIFY2(doc <= view, qPrintable(QStringLiteral("%1: narration needs %2 px, has %3: %4")
                                             .arg(where)
                                             .arg(doc)
                                             .arg(view)
                                             .arg(m_w->narrationText().left(80))));
        QVERIFY2(!n->verticalScrollBar()->isVisible(), qPrintable(where));
    }

    /// No narration line is wider than its view (no horizontal scroll bar).
    void checkNarrationWidth(const QString &where)
    {
        QTextBrowser *n = m_w->narrationView();
        QVERIFY2(n->document()->idealWidth() <= n->viewport()->width(),
                 qPrintable(QStringLiteral("%1: narration line %2 px wide, view %3")
                                .arg(where)
                                .arg(n->document()->idealWidth())
                                .arg(n->viewport()->width())));
        QVERIFY2(!n->horizontalScrollBar()->isVisible(), qPrintable(where));
    }

    /// In a small window the picture keeps a useful size: the scene list moved above the parameters
    /// (every scene still in view), and the canvas keeps most of the width and more than its minimum.
    void checkCanvasRoom(const QSize &size)
    {
        const QSize canvas = m_w->canvas()->size();
        const bool narrow = size.width() < LayoutFit::stackedPanelsBelow();
        QCOMPARE(m_w->dockWidgetArea(m_w->scenesDock()), narrow ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea);
        auto *nav = m_w->scenesDock()->findChild<QListWidget *>();
        QVERIFY(nav);
        QVERIFY2(!nav->verticalScrollBar()->isVisible(), "the scene list scrolls");
        // Every scene's name whole: wrapped to the list's width, inside its row.
        for (int i = 0; i < nav->count(); ++i) {
            const QListWidgetItem *item = nav->item(i);
            const QRect row = nav->visualItemRect(item);
            const int margin = 2 * (nav->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, nav) + 1); // the delegate's
            const QRect text =
                nav->fontMetrics().boundingRect(QRect(0, 0, row.width() - margin, 1000), Qt::TextWordWrap, item->text());
            QVERIFY2(row.right() <= nav->viewport()->width() && text.height() <= row.height() && text.width() <= row.width(),
                     qPrintable(QStringLiteral("scene list: '%1' needs %2 x %3, row %4 x %5")
                                    .arg(item->text())
                                    .arg(text.width())
                                    .arg(text.height())
                                    .arg(row.width())
                                    .arg(row.height())));
        }
        const QString got = QStringLiteral("canvas %1 x %2 in %3 x %4")
                                .arg(canvas.width())
                                .arg(canvas.height())
                                .arg(size.width())
                                .arg(size.height());
        QVERIFY2(canvas.width() >= size.width() * 65 / 100, qPrintable(got));
        QVERIFY2(canvas.height() >= std::max(m_w->canvas()->minimumSizeHint().height(), size.height() * 45 / 100),
                 qPrintable(got));
    }

    void checkEditors(const QString &where)
    {
        for (QLineEdit *e : m_w->parameterPanel()->findChildren<QLineEdit *>()) {
            if (!e->isVisible())
                continue;
            const QString text = e->text();
            const int need = e->fontMetrics().horizontalAdvance(text);
            QVERIFY2(need <= lineRoom(e), qPrintable(QStringLiteral("%1: editor %2 '%3' needs %4 px, has %5")
                                                         .arg(where, e->parentWidget()->objectName() + e->objectName(), text)
                                                         .arg(need)
                                                         .arg(lineRoom(e))));
        }
        for (QComboBox *c : m_w->parameterPanel()->findChildren<QComboBox *>()) {
            const int need = c->fontMetrics().horizontalAdvance(c->currentText());
            QVERIFY2(need <= comboRoom(c), qPrintable(QStringLiteral("%1: choice '%2' needs %3 px, has %4")
                                                          .arg(where, c->currentText())
                                                          .arg(need)
                                                          .arg(comboRoom(c))));
        }
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SGD Studio Tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_window_fit"));
        QSettings().clear();
        settings::presentationHintShown.set(true);
        // The same checks in another language (ui_window_fit_de, _zh_CN, _pseudo set it).
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

    void cleanupTestCase() { m_w.reset(); }

    // Every scene's default view at every size; its other views at the tightest size.
    void nothingIsCut_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("view");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("presentation");
        for (const auto &s : allScenes()) {
            const QString id = QString::fromStdString(s.id);
            const ScenePainter *painter = painterFor(id);
            const QStringList views = painter && !painter->views().isEmpty() ? painter->views() : QStringList{QString()};
            for (int v = 0; v < views.size(); ++v)
                for (const QSize &size : v == 0 ? kSizes : QList<QSize>{kSizes.last()})
                    for (bool present : {false, true})
                        QTest::addRow("%s-%s-%dx%d-%s", s.id.c_str(), qPrintable(views[v]), size.width(), size.height(),
                                      present ? "presentation" : "window")
                            << id << (v == 0 ? QString() : views[v]) << size << present;
        }
    }

    void nothingIsCut()
    {
        QFETCH(QString, scene);
        QFETCH(QString, view);
        QFETCH(QSize, size);
        QFETCH(bool, presentation);
        m_w->setTheme(presentation ? Theme::Dark : Theme::Light);
        QVERIFY(m_w->openScene(scene));
        QVERIFY(m_w->session()->setView(view));
        QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(60000)));
        QTRY_VERIFY(m_w->session()->controller()->trace() != nullptr);
        place(size, presentation);
        if (QTest::currentTestFailed())
            return;
        const int n = m_w->session()->transport()->frameCount();
        QVERIFY(n > 0);
        const bool table = !presentation && m_w->tableView()->model()->columnCount() > 0;
        for (int i : {0, n / 2, n - 1}) {
            m_w->session()->transport()->seek(i);
            const QString where = QStringLiteral("frame %1").arg(i);
            checkNarration(where, presentation);
            checkNarrationWidth(where);
            if (table)
                checkTable(where);
            if (!presentation)
                checkEditors(where);
        }
        if (!presentation)
            checkCanvasRoom(size);
        // Nothing of the transport bar (view chooser, pen, slide buttons) hides in its overflow menu.
        for (QToolBar *bar : m_w->findChildren<QToolBar *>())
            if (bar->isVisible())
                for (QToolButton *ext : bar->findChildren<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")))
                    QVERIFY2(!ext->isVisible(),
                             qPrintable(
                                 QStringLiteral("%1: the bar '%2' overflows").arg(QTest::currentDataTag(), bar->windowTitle())));
        if (table && scene == QLatin1String("async"))
            checkAsyncColumnsInView(QStringLiteral("async"));
        if (presentation) {
            QVERIFY(!m_w->tableView()->isVisible());
            QVERIFY(!m_w->parameterPanel()->isVisible());
            // 160 % type on a 1080-line screen; on other screens the type keeps its share of the picture.
            QCOMPARE(m_w->canvas()->sceneStyle().fontScale, std::max(1.0, 1.6 * size.height() / 1080.0));
            QCOMPARE(m_w->canvas()->sceneStyle().minTextPixels, Style::projectedMinTextPixels(size.height()));
        }
    }
};

int main(int argc, char **argv)
{
    return sgd::ui::testing::runOnScreens<TestWindowFit>(kSizes, argc, argv);
}

#include "tst_window_fit.moc"
