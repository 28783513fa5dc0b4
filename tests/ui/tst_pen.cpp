// The teacher's pen over the canvas: strokes bound to their frame as canvas fractions, one undo
// stack for notes and parameter edits (in the order they were made), clear, and notes in exported pictures.
#include "offscreen_screens.h"
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/pen_overlay.h"
#include "ui/render/exporter.h"
#include "ui/scene_canvas.h"
#include "ui/session/studio_session.h"
#include "window_test_support.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace sgd;
using namespace sgd::ui;

namespace {

void sendMouse(QWidget *w, QEvent::Type type, QPointF pos, Qt::MouseButtons buttons)
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent e(type, pos, w->mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(w, &e);
}

/// A press at `from`, moves through `via`, a release at the last point.
void drag(QWidget *w, QPointF from, const QList<QPointF> &via)
{
    sendMouse(w, QEvent::MouseButtonPress, from, Qt::LeftButton);
    for (const QPointF &p : via)
        sendMouse(w, QEvent::MouseMove, p, Qt::LeftButton);
    sendMouse(w, QEvent::MouseButtonRelease, via.isEmpty() ? from : via.back(), Qt::NoButton);
}

PenStroke stroke(PenKind kind, int step, std::vector<PenPoint> points, std::string text = {})
{
    PenStroke s;
    s.kind = kind;
    s.step = step;
    s.width = 0.01;
    s.points = std::move(points);
    s.text = std::move(text);
    return s;
}

/// How many pixels of `a` and `b` differ inside `r`.
int differingPixels(const QImage &a, const QImage &b, const QRect &r)
{
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
    return n;
}

} // namespace

class TestPen : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_w;
    PenOverlay *pen() const { return m_w->pen(); }
    SceneCanvas *canvas() const { return m_w->canvas(); }
    void waitTrace() { testing::waitForTrace(*m_w); }

private slots:
    void initTestCase() { testing::initWindowTests("tst_pen"); }

    void init()
    {
        testing::openTestWindow(m_w, QSize(1600, 1000), QStringLiteral("single-weight"));
        if (QTest::currentTestFailed())
            return;
        m_w->session()->transport()->setAnimationsEnabled(false);
        m_w->session()->transport()->seek(2);
        QCOMPARE(canvas()->frameIndex(), 2);
    }

    void cleanup() { m_w.reset(); }

    void aDrawnStrokeKeepsItsStepAndCanvasFractions()
    {
        m_w->penAction()->trigger();
        QVERIFY(pen()->isActive());
        const QSizeF size = canvas()->size();
        const QPointF a(size.width() * 0.25, size.height() * 0.5), b(size.width() * 0.5, size.height() * 0.6);
        drag(canvas(), a, {QPointF(size.width() * 0.4, size.height() * 0.55), b});
        QCOMPARE(pen()->strokes().size(), std::size_t(1));
        const PenStroke &s = pen()->strokes().front();
        QCOMPARE(s.kind, PenKind::Freehand);
        QCOMPARE(s.step, 2);
        QCOMPARE(s.colour, std::string("#d55e00"));
        QCOMPARE(s.points.size(), std::size_t(3));
        QVERIFY(qAbs(s.points.front().x - 0.25) < 1e-9 && qAbs(s.points.front().y - 0.5) < 1e-9);
        QVERIFY(qAbs(s.points.back().x - 0.5) < 1e-9 && qAbs(s.points.back().y - 0.6) < 1e-9);
    }

    void theMouseGoesToThePainterWhenThePenIsOff()
    {
        QVERIFY(!pen()->isActive());
        drag(canvas(), QPointF(300, 300), {QPointF(400, 350)});
        QVERIFY(pen()->strokes().empty());
        QVERIFY(canvas()->cursor().shape() != Qt::CrossCursor);
        QTest::keyClick(m_w.get(), Qt::Key_P);
        QVERIFY(pen()->isActive());
        QCOMPARE(canvas()->cursor().shape(), Qt::CrossCursor);
        QTest::keyClick(m_w.get(), Qt::Key_P);
        QVERIFY(!pen()->isActive());
    }

    void aStrokeShowsOnItsFrameOnly()
    {
        const std::vector<PenStroke> notes = {stroke(PenKind::Freehand, 2, {{0.3, 0.5}, {0.6, 0.5}})};
        const QRect across(int(canvas()->width() * 0.35), int(canvas()->height() * 0.5) - 3, int(canvas()->width() * 0.2), 7);
        pen()->setStrokes({});
        const QImage bare2 = canvas()->grab().toImage();
        pen()->setStrokes(notes);
        QCOMPARE(pen()->visibleStrokes().size(), std::size_t(1));
        const QImage drawn2 = canvas()->grab().toImage();
        QVERIFY2(differingPixels(bare2, drawn2, across) > across.width() * 3, "the stroke shows on its frame");
        m_w->session()->transport()->seek(3);
        QVERIFY(pen()->visibleStrokes().empty());
        const QImage drawn3 = canvas()->grab().toImage();
        pen()->setStrokes({});
        const QImage bare3 = canvas()->grab().toImage();
        QCOMPARE(differingPixels(bare3, drawn3, across), 0);
    }

    void ctrlZUndoesNotesAndEditsInTheOrderTheyWereMade()
    {
        // One undo stack (the session's): Ctrl+Z takes back the last step, a note or an edit, with
        // the pen on (its own undo key) or off (Edit > Undo).
        auto *spin = m_w->parameterPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("spin_eta"));
        QVERIFY(spin);
        spin->setValue(0.05);
        waitTrace();
        m_w->session()->transport()->seek(2);
        const int edits = m_w->session()->undoStack()->index();
        m_w->setPenActive(true);
        canvas()->setFocus();
        drag(canvas(), QPointF(200, 200), {QPointF(300, 260)});
        drag(canvas(), QPointF(220, 300), {QPointF(320, 330)});
        QCOMPARE(pen()->strokes().size(), std::size_t(2));
        QCOMPARE(m_w->session()->undoStack()->index(), edits + 2); // each stroke is a step
        QTest::keyClick(m_w.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(pen()->strokes().size(), std::size_t(1));
        QCOMPARE(m_w->session()->undoStack()->index(), edits + 1);
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        m_w->setPenActive(false);
        QTest::keyClick(m_w.get(), Qt::Key_Z, Qt::ControlModifier); // the pen off: the first stroke
        QCOMPARE(m_w->session()->undoStack()->index(), edits);
        QVERIFY(pen()->strokes().empty());
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        QTest::keyClick(m_w.get(), Qt::Key_Z, Qt::ControlModifier); // then the edit
        QCOMPARE(m_w->session()->undoStack()->index(), edits - 1);
        waitTrace();
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.1"));
        QVERIFY(pen()->strokes().empty());
    }

    void editUndoAndRedoTakeEditsAndStrokesInOrder()
    {
        // Edit a parameter, draw a stroke; Edit > Undo twice, Edit > Redo once.
        QMenu *edit = nullptr;
        for (QMenu *m : m_w->menuBar()->findChildren<QMenu *>(Qt::FindDirectChildrenOnly))
            if (m->title() == QStringLiteral("&Edit"))
                edit = m;
        QVERIFY(edit);
        QAction *undo = edit->actions().value(0), *redo = edit->actions().value(1);
        QVERIFY(undo && redo);
        QUndoStack *stack = m_w->session()->undoStack();
        SceneController *c = m_w->session()->controller();
        const int start = stack->index();
        QCOMPARE(c->param(QStringLiteral("eta")), QStringLiteral("0.1"));

        auto *spin = m_w->parameterPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("spin_eta"));
        QVERIFY(spin);
        spin->setValue(0.05);
        waitTrace();
        m_w->session()->transport()->seek(2);
        QCOMPARE(stack->index(), start + 1);
        m_w->setPenActive(true);
        canvas()->setFocus();
        drag(canvas(), QPointF(200, 200), {QPointF(300, 260)});
        m_w->setPenActive(false);
        QCOMPARE(pen()->strokes().size(), std::size_t(1));
        QCOMPARE(stack->index(), start + 2);
        QVERIFY(undo->isEnabled());

        undo->trigger(); // the stroke, made last
        QVERIFY(pen()->strokes().empty());
        QCOMPARE(c->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        QCOMPARE(stack->index(), start + 1);

        undo->trigger(); // the edit
        waitTrace();
        QVERIFY(pen()->strokes().empty());
        QCOMPARE(c->param(QStringLiteral("eta")), QStringLiteral("0.1"));
        QCOMPARE(stack->index(), start);

        redo->trigger(); // the edit again, not the stroke
        waitTrace();
        QCOMPARE(c->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        QVERIFY(pen()->strokes().empty());
        QCOMPARE(stack->index(), start + 1);
        QVERIFY(redo->isEnabled()); // the stroke is still there to redo
        redo->trigger();
        QCOMPARE(pen()->strokes().size(), std::size_t(1));
        QCOMPARE(stack->index(), start + 2);
    }

    void clearRemovesTheStepsNotesOrAllAndUndoBringsThemBack()
    {
        pen()->setStrokes({stroke(PenKind::Freehand, 2, {{0.1, 0.1}}), stroke(PenKind::Arrow, 2, {{0.1, 0.1}, {0.2, 0.2}}),
                           stroke(PenKind::Text, 5, {{0.5, 0.5}}, "look here")});
        QVERIFY(!pen()->canUndo());
        m_w->setPenActive(true);
        QTest::keyClick(m_w.get(), Qt::Key_Delete);
        QCOMPARE(pen()->strokes().size(), std::size_t(1));
        QCOMPARE(pen()->strokes().front().step, 5);
        pen()->clearAll();
        QVERIFY(pen()->strokes().empty());
        QVERIFY(pen()->undo());
        QCOMPARE(pen()->strokes().size(), std::size_t(1));
        QVERIFY(pen()->undo());
        QCOMPARE(pen()->strokes().size(), std::size_t(3));
        QVERIFY(!pen()->undo());
    }

    void setStrokesAndStrokesRoundTrip()
    {
        QSignalSpy changed(pen(), &PenOverlay::changed);
        const std::vector<PenStroke> notes = {stroke(PenKind::Freehand, 0, {{0.1, 0.2}, {0.3, 0.4}}),
                                              stroke(PenKind::Arrow, 1, {{0.5, 0.5}, {0.7, 0.6}}),
                                              stroke(PenKind::Text, 2, {{0.2, 0.8}}, "slope -8")};
        pen()->setStrokes(notes);
        QCOMPARE(changed.count(), 1);
        QVERIFY(pen()->strokes() == notes);
        QCOMPARE(pen()->visibleStrokes().size(), std::size_t(1));
        QCOMPARE(pen()->visibleStrokes().front().text, std::string("slope -8"));
    }

    void arrowsAndTextNotesAreDrawnWithTheirTools()
    {
        m_w->setPenActive(true);
        pen()->setTool(PenKind::Arrow);
        pen()->setColour(QStringLiteral("#0072b2"));
        drag(canvas(), QPointF(100, 100), {QPointF(150, 120), QPointF(300, 200)});
        QCOMPARE(pen()->strokes().size(), std::size_t(1));
        QCOMPARE(pen()->strokes().back().kind, PenKind::Arrow);
        QCOMPARE(pen()->strokes().back().points.size(), std::size_t(2));
        QCOMPARE(pen()->strokes().back().colour, std::string("#0072b2"));
        drag(canvas(), QPointF(400, 400), {}); // a click draws no arrow
        QCOMPARE(pen()->strokes().size(), std::size_t(1));
        pen()->setTool(PenKind::Text);
        drag(canvas(), QPointF(200, 300), {});
        QVERIFY(pen()->textField());
        QTest::keyClicks(pen()->textField(), QStringLiteral("slope -8"));
        QTest::keyClick(pen()->textField(), Qt::Key_Return);
        QVERIFY(!pen()->textField());
        QCOMPARE(pen()->strokes().size(), std::size_t(2));
        const PenStroke &t = pen()->strokes().back();
        QCOMPARE(t.kind, PenKind::Text);
        QCOMPARE(t.text, std::string("slope -8"));
        QCOMPARE(t.step, 2);
        QVERIFY(qAbs(t.points.front().x - 200.0 / canvas()->width()) < 1e-9);
        drag(canvas(), QPointF(500, 300), {}); // Esc drops a note being typed
        QTest::keyClicks(pen()->textField(), QStringLiteral("oops"));
        QTest::keyClick(pen()->textField(), Qt::Key_Escape);
        QCOMPARE(pen()->strokes().size(), std::size_t(2));
    }

    void eachSceneKeepsItsOwnNotes()
    {
        pen()->setStrokes({stroke(PenKind::Freehand, 2, {{0.1, 0.1}})});
        QVERIFY(m_w->openScene(QStringLiteral("sync")));
        QVERIFY(pen()->strokes().empty());
        QVERIFY(m_w->openScene(QStringLiteral("single-weight")));
        QCOMPARE(pen()->strokes().size(), std::size_t(1));
    }

    void theBarIsProjectorSizedInPresentationMode()
    {
        PenPalette *bar = m_w->penPalette();
        QVERIFY(bar);
        m_w->setPenActive(true);
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->scale(), 1.0);
        const int windowHeight = bar->height();
        const double windowPoints = bar->font().pointSizeF();
        auto *button = bar->findChild<QToolButton *>();
        QVERIFY(button);
        const int windowIcon = button->iconSize().height();
        m_w->setPresentationMode(true);
        QTRY_VERIFY(m_w->isFullScreen());
        // The 1920 x 1080 screen at the presentation type size (160 %).
        QCOMPARE(m_w->effectiveTextScale(), 1.6);
        QCOMPARE(bar->scale(), 1.6);
        QCOMPARE(bar->font().pointSizeF(), windowPoints * 1.6);
        QCOMPARE(button->iconSize().height(), int(std::lround(windowIcon * 1.6)));
        QTRY_VERIFY(bar->height() >= windowHeight * 1.4);
        // Still whole, in the canvas's bottom right corner.
        QVERIFY(bar->x() >= 0 && bar->geometry().right() < canvas()->width());
        QVERIFY(bar->geometry().bottom() < canvas()->height());
        // A larger presentation type makes it larger still; leaving puts the window size back.
        m_w->setTextScale(200);
        QCOMPARE(bar->scale(), 2.0);
        m_w->setTextScale(160);
        m_w->setPresentationMode(false);
        QCOMPARE(bar->scale(), 1.0);
        QCOMPARE(bar->font().pointSizeF(), windowPoints);
        QTRY_COMPARE(bar->height(), windowHeight);
    }

    void exportsShowTheNotesWhenAsked()
    {
        const auto trace = m_w->session()->controller()->trace();
        PictureOptions o = m_w->currentPictureOptions();
        QCOMPARE(o.step, 2);
        QVERIFY(o.penStrokes.empty());
        o.size = QSize(800, 500);
        o.scale = 1;
        const QImage bare = pictureImage(*trace, o);
        o.penStrokes = {stroke(PenKind::Freehand, 2, {{0.25, 0.5}, {0.75, 0.5}}),
                        stroke(PenKind::Text, 2, {{0.1, 0.8}}, "look at the slope"),
                        stroke(PenKind::Text, 3, {{0.1, 0.1}}, "another step")};
        const QImage noted = pictureImage(*trace, o);
        QVERIFY(differingPixels(bare, noted, QRect(300, 248, 200, 5)) > 500);
        QCOMPARE(differingPixels(bare, noted, QRect(300, 200, 200, 10)), 0);
        // The same place at another size.
        o.size = QSize(1600, 1000);
        const QImage big = pictureImage(*trace, o);
        o.penStrokes.clear();
        const QImage bigBare = pictureImage(*trace, o);
        QVERIFY(differingPixels(bigBare, big, QRect(600, 497, 400, 7)) > 2000);
        // SVG: the note stays text; a step's notes only on that step.
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("noted.svg"));
        o.penStrokes = {stroke(PenKind::Text, 2, {{0.1, 0.8}}, "look at the slope"),
                        stroke(PenKind::Text, 3, {{0.1, 0.1}}, "another step")};
        QString error;
        QVERIFY2(exportPicture(*trace, svg, PictureFormat::Svg, o, error), qPrintable(error));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("look at the slope"));
        QVERIFY(!text.contains("another step"));
        o.penStrokes.clear();
        QVERIFY(exportPicture(*trace, svg, PictureFormat::Svg, o, error));
        f.close();
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(!f.readAll().contains("look at the slope"));
    }

    // The pen's notes and the session's parameter edits take turns on one undo stack (the session
    // without a window: tests/session/tst_studio_session.cpp).
    void editsAndPenNotesShareOneUndoStack()
    {
        StudioSession s;
        QVERIFY(s.openScene(QStringLiteral("single-weight")));
        QWidget canvas;
        PenOverlay pen(&canvas);
        pen.setUndoStack(s.undoStack());
        pen.setStrokes(
            {stroke(PenKind::Freehand, 0, {{0.1, 0.5}, {0.2, 0.6}}), stroke(PenKind::Freehand, 0, {{0.4, 0.5}, {0.5, 0.6}})});
        QCOMPARE(s.undoStack()->count(), 0); // notes set from outside are no step
        const QString eta = s.controller()->param(QStringLiteral("eta"));
        s.editParam(QStringLiteral("eta"), QStringLiteral("0.05"));
        pen.clearStep(); // a change of the notes: a step after the edit
        QVERIFY(pen.strokes().empty());
        QCOMPARE(s.undoStack()->count(), 2);
        QVERIFY(pen.canUndo());

        s.undoStack()->undo(); // the notes come back, the edit stays
        QCOMPARE(pen.strokes().size(), std::size_t(2));
        QCOMPARE(s.controller()->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        QVERIFY(pen.undo()); // the pen's undo is the stack's: now the edit
        QCOMPARE(s.controller()->param(QStringLiteral("eta")), eta);
        QCOMPARE(pen.strokes().size(), std::size_t(2));
        QVERIFY(!pen.undo());
        s.undoStack()->redo();
        QCOMPARE(s.controller()->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        QCOMPARE(pen.strokes().size(), std::size_t(2));
        s.undoStack()->redo();
        QVERIFY(pen.strokes().empty());

        // Notes replaced since (another scene's): their step changes nothing and leaves the stack.
        pen.setStrokes({stroke(PenKind::Freehand, 3, {{0.7, 0.5}, {0.8, 0.6}})});
        s.undoStack()->undo();
        QCOMPARE(pen.strokes().size(), std::size_t(1));
        QCOMPARE(s.undoStack()->count(), 1);
        QCOMPARE(s.controller()->param(QStringLiteral("eta")), QStringLiteral("0.05"));
    }
};

int main(int argc, char **argv)
{
    return sgd::ui::testing::runOnScreens<TestPen>({QSize(1920, 1080)}, argc, argv);
}

#include "tst_pen.moc"
