// Drives the classroom window offscreen: transport, keys, narration and table in sync, edits.
#include "../test_time.h"
#include "gpu/backend_factory.h"
#include "main_window_fixture.h"
#include "offscreen_screens.h"
#include "ui/diagnostics.h"
#include "ui/lessons.h"
#include "ui/main_window.h"
#include "ui/parameter_panel.h"
#include "ui/render/render.h"
#include "ui/render/scenes/overlap/overlap_layout.h"
#include "ui/scene_canvas.h"
#include "ui/start_hint.h"
#include "ui/text_focus.h"
#include "ui/trace_table_model.h"

#include "ui/session/settings.h"
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>

#include <QAction>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace sgd;
using namespace sgd::ui;
using sgd::ui::testing::SessionWindow;

class TestMainWindow : public QObject, testing::MainWindowFixture {
    Q_OBJECT
private slots:
    void initTestCase() { initWindowCase("tst_main_window"); }
    void init() { openOnSingleWeight(); }
    void cleanup() { m_w.reset(); }

    void opensOnSingleWeightWithTheLectureTrace()
    {
        QCOMPARE(m_w->session()->controller()->sceneId(), QStringLiteral("single-weight"));
        const auto t = m_w->session()->controller()->trace();
        QCOMPARE(t->frames.front().num("w"), 2.0);
        QCOMPARE(t->frames.front().num("grad"), -12.0);
        QCOMPARE(m_w->session()->transport()->frameCount(), int(t->frames.size()));
        QCOMPARE(m_w->stepCounterText(), QStringLiteral("Step 0 / %1").arg(t->frames.size() - 1)); // frame 0 is the start
    }

    void stepForwardBackResetAndScrub()
    {
        Transport *tr = m_w->session()->transport();
        tr->stepForward();
        QCOMPARE(tr->index(), 1);
        QCOMPARE(frameValue("w"), 3.2);
        tr->stepForward();
        QCOMPARE(tr->index(), 2);
        QVERIFY(qAbs(frameValue("w") - 3.32) < 1e-12);
        tr->stepBack();
        QCOMPARE(tr->index(), 1);
        tr->reset();
        QCOMPARE(tr->index(), 0);
        m_w->scrubber()->setValue(5);
        QCOMPARE(tr->index(), 5);
        QCOMPARE(m_w->stepCounterText(), QStringLiteral("Step 5 / %1").arg(tr->frameCount() - 1));
        tr->stepBack();
        QCOMPARE(m_w->scrubber()->value(), 4);
    }

    void keyboardDrivesTheTransport()
    {
        Transport *tr = m_w->session()->transport();
        QWidget *target = m_w->canvas();
        target->setFocus();
        QTest::keyClick(target, Qt::Key_Right);
        QCOMPARE(tr->index(), 1);
        QTest::keyClick(target, Qt::Key_Right);
        QCOMPARE(tr->index(), 2);
        QTest::keyClick(target, Qt::Key_Left);
        QCOMPARE(tr->index(), 1);
        QTest::keyClick(target, Qt::Key_Home);
        QCOMPARE(tr->index(), 0);
        const double speed = tr->speed();
        QTest::keyClick(target, Qt::Key_Plus);
        QVERIFY(tr->speed() > speed);
        QTest::keyClick(target, Qt::Key_Minus);
        QTest::keyClick(target, Qt::Key_Minus);
        QVERIFY(tr->speed() < speed);
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(target, Qt::Key_Plus);
        QCOMPARE(tr->speed(), Transport::maxSpeed);
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(target, Qt::Key_Minus);
        QCOMPARE(tr->speed(), Transport::minSpeed);
        // Space plays to the end (animations are off in this test, so play runs through).
        QTest::keyClick(target, Qt::Key_Space);
        QCOMPARE(tr->index(), tr->frameCount() - 1);
        QVERIFY(!tr->playing());
    }

    void animatedPlayAdvancesAndSpacePauses()
    {
        Transport *tr = m_w->session()->transport();
        tr->setAnimationsEnabled(true);
        tr->setSpeed(4.0);
        QTest::keyClick(m_w->canvas(), Qt::Key_Space);
        QVERIFY(tr->playing());
        QTRY_VERIFY_WITH_TIMEOUT(tr->index() >= 2, 5000);
        QTest::keyClick(m_w->canvas(), Qt::Key_Space);
        QVERIFY(!tr->playing());
    }

    void steppingDuringAnAnimationLandsOnTheTarget()
    {
        Transport *tr = m_w->session()->transport();
        tr->setAnimationsEnabled(true);
        tr->setSpeed(0.25); // slow: the animation is surely still running
        tr->stepForward();
        QVERIFY(tr->animating());
        QCOMPARE(tr->index(), 0);
        // Under load the first animation tick can come late: wait for it rather than a fixed 50 ms.
        QTRY_VERIFY_WITH_TIMEOUT(tr->progress() > 0.0, 5000);
        QVERIFY(tr->animating());
        QVERIFY(tr->progress() < 1.0);
        tr->stepForward(); // jumps to frame 1 and animates toward 2
        QCOMPARE(tr->index(), 1);
        QVERIFY(tr->animating());
        tr->stepBack(); // cancels the move: stays on frame 1
        QCOMPARE(tr->index(), 1);
        QVERIFY(!tr->animating());
        QCOMPARE(m_w->canvas()->frameIndex(), 1);
        QCOMPARE(m_w->canvas()->frameProgress(), 0.0);
    }

    void tableFollowsTheCurrentFrame()
    {
        Transport *tr = m_w->session()->transport();
        auto *model = m_w->tableView()->model();
        QVERIFY(model->columnCount() >= 1);
        QCOMPARE(model->rowCount(), tr->frameCount());
        tr->seek(3);
        QCOMPARE(m_w->tableView()->currentIndex().row(), 3);
        // Clicking a row jumps there.
        const QRect r = m_w->tableView()->visualRect(model->index(1, 0));
        QTest::mouseClick(m_w->tableView()->viewport(), Qt::LeftButton, {}, r.center());
        QCOMPARE(tr->index(), 1);
    }

    // workers K = 0 means one worker per data pair: the panel says so instead of showing "0".
    void automaticWorkerCountIsNamed()
    {
        const QString scene = m_w->session()->controller()->sceneId();
        QVERIFY(m_w->openScene(QStringLiteral("sync")));
        waitTrace();
        QSpinBox *workers = nullptr;
        for (QSpinBox *spin : m_w->parameterPanel()->findChildren<QSpinBox *>())
            if (!spin->specialValueText().isEmpty())
                workers = spin;
        QVERIFY(workers);
        QCOMPARE(workers->value(), 0);
        QCOMPARE(workers->text(), QStringLiteral("one per pair"));
        workers->setValue(3);
        waitTrace();
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("workers")), QStringLiteral("3"));
        QCOMPARE(workers->text(), QStringLiteral("3"));
        m_w->session()->undoStack()->undo();
        waitTrace();
        QCOMPARE(workers->text(), QStringLiteral("one per pair"));
        QVERIFY(m_w->openScene(scene));
        waitTrace();
    }

    void editingEtaRecomputesTheTrace()
    {
        auto *spin = m_w->parameterPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("spin_eta"));
        QVERIFY(spin);
        spin->setValue(0.05);
        waitTrace();
        const auto t = m_w->session()->controller()->trace();
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        QVERIFY(qAbs(t->frames.at(0).num("w_next") - (2.0 + 0.05 * 12.0)) < 1e-12);
        // One undo step brings the lecture value back.
        m_w->session()->undoStack()->undo();
        waitTrace();
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.1"));
        QCOMPARE(m_w->session()->controller()->trace()->frames.at(0).num("w_next"), 3.2);
        QCOMPARE(spin->value(), 0.1);
    }

    void aSliderDragIsOneUndoStep()
    {
        auto *slider = m_w->parameterPanel()->findChild<QSlider *>(QStringLiteral("slider_eta"));
        QVERIFY(slider);
        const int before = m_w->session()->undoStack()->count();
        // Simulate a drag: press, several moves, release.
        emit slider->sliderPressed();
        for (int v : {20, 30, 40, 50})
            slider->setValue(v);
        emit slider->sliderReleased();
        QCOMPARE(m_w->session()->undoStack()->count(), before + 1);
        waitTrace();
        QVERIFY(qAbs(m_w->session()->controller()->param(QStringLiteral("eta")).toDouble() - 0.5) < 1e-9);
        m_w->session()->undoStack()->undo();
        waitTrace();
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.1"));
    }

    void badTextInputIsRejectedWithAMessage()
    {
        QVERIFY(m_w->openScene(QStringLiteral("sync")));
        waitTrace();
        auto *edit = qobject_cast<QLineEdit *>(m_w->parameterPanel()->editor(QStringLiteral("data")));
        QVERIFY(edit);
        const int undoCount = m_w->session()->undoStack()->count();
        edit->setText(QStringLiteral("1:3,oops"));
        emit edit->editingFinished();
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("data")), QStringLiteral("1:3,2:5,3:7,4:9"));
        QCOMPARE(m_w->session()->undoStack()->count(), undoCount);
        auto labels = m_w->parameterPanel()->findChildren<QLabel *>();
        bool shown = false;
        for (auto *l : labels)
            if (l->isVisible() && l->text().contains(QStringLiteral("data")) && l->text().contains(QStringLiteral("x:y")))
                shown = true;
        QVERIFY2(shown, "an error naming the parameter and what is allowed is visible");
    }

    void combinationErrorsAreShownNotCrashed()
    {
        QVERIFY(m_w->openScene(QStringLiteral("mini-batch")));
        waitTrace();
        const auto good = m_w->session()->controller()->trace();
        m_w->session()->controller()->setParam(QStringLiteral("batch"), QStringLiteral("500")); // batch > n = 400
        QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(10000)));
        QCOMPARE(m_w->session()->controller()->trace(), good); // the last good trace stays
        QVERIFY(m_w->narrationText().contains(QStringLiteral("batch")));
    }

    void sceneNavigatorAndCommandLineIdsAgree()
    {
        for (const auto &s : allScenes()) {
            QVERIFY(m_w->openScene(QString::fromStdString(s.id)));
            QVERIFY(m_w->session()->controller()->waitForTrace(
                sgd::test::ms(s.needsComputeBackend ? 60000 : 10000))); // the scale lab's 200,000 rows take longer
            QCOMPARE(QString::fromStdString(m_w->session()->controller()->trace()->scene), QString::fromStdString(s.id));
            QVERIFY(m_w->session()->transport()->frameCount() > 0);
        }
        QVERIFY(!m_w->openScene(QStringLiteral("no-such-scene")));
    }

    void presentationModeHidesThePanelAndEnlargesType()
    {
        const double normal = m_w->canvas()->sceneStyle().font.pointSizeF();
        m_w->setPresentationMode(true);
        QVERIFY(m_w->presentationMode());
        QVERIFY(!m_w->parameterPanel()->isVisible());
        QVERIFY(m_w->canvas()->sceneStyle().font.pointSizeF() > normal * 1.4);
        m_w->setPresentationMode(false);
        QVERIFY(m_w->parameterPanel()->isVisible());
        QCOMPARE(m_w->canvas()->sceneStyle().font.pointSizeF(), normal);
    }

    // F11 hides the menu bar, the status bar and the panels; F10 brings them back for a moment and
    // Esc leaves. The hint that says so shows once.
    void presentationModeHidesTheChromeAndAKeyBringsItBack()
    {
        QSettings().remove(QStringLiteral("presentation/hintShown"));
        QTest::keyClick(m_w->canvas(), Qt::Key_F11);
        QVERIFY(m_w->presentationMode());
        QVERIFY(!m_w->menuBar()->isVisible());
        QVERIFY(!m_w->statusBar()->isVisible());
        QVERIFY(!m_w->parameterPanel()->isVisible());
        QVERIFY(!m_w->tableView()->isVisible());
        QVERIFY(m_w->presentationHint()->isVisible());
        QVERIFY(m_w->presentationHint()->text().contains(QStringLiteral("F10")));
        QTest::keyClick(m_w->canvas(), Qt::Key_F10);
        QVERIFY(m_w->presentationChromeShown());
        QVERIFY(m_w->menuBar()->isVisible());
        QVERIFY(m_w->statusBar()->isVisible());
        QVERIFY(m_w->parameterPanel()->isVisible());
        QTest::keyClick(m_w->canvas(), Qt::Key_F10);
        QVERIFY(!m_w->menuBar()->isVisible());
        QVERIFY(!m_w->parameterPanel()->isVisible());
        // The transport still answers with the menu bar hidden, and so does undo.
        QTest::keyClick(m_w->canvas(), Qt::Key_Right);
        QCOMPARE(m_w->session()->transport()->index(), 1);
        QTest::keyClick(m_w->canvas(), Qt::Key_Escape);
        QVERIFY(!m_w->presentationMode());
        QVERIFY(m_w->menuBar()->isVisible());
        QVERIFY(m_w->statusBar()->isVisible());
        QVERIFY(m_w->parameterPanel()->isVisible());
        QVERIFY(m_w->tableView()->isVisible());
        QVERIFY(!m_w->presentationHint()->isVisible());
        // Escape outside presentation mode does nothing; the hint does not come back.
        QTest::keyClick(m_w->canvas(), Qt::Key_Escape);
        QVERIFY(!m_w->presentationMode());
        m_w->setPresentationMode(true);
        QVERIFY(!m_w->presentationHint()->isVisible());
        m_w->setPresentationMode(false);
    }

    // View > Text size: the canvas style's fontScale and the narration's type follow; window and
    // presentation mode each remember their own size.
    void textScaleReachesCanvasAndNarration()
    {
        m_w->setTextScale(100);
        QCOMPARE(m_w->canvas()->sceneStyle().fontScale, 1.0);
        const double canvasPt = m_w->canvas()->sceneStyle().font.pointSizeF();
        const double narrationPt = m_w->narrationView()->font().pointSizeF();
        m_w->setTextScale(160);
        QCOMPARE(m_w->textScale(), 160);
        QCOMPARE(m_w->canvas()->sceneStyle().fontScale, 1.6);
        QVERIFY(qAbs(m_w->canvas()->sceneStyle().font.pointSizeF() - canvasPt * 1.6) < 1e-9);
        QVERIFY2(m_w->narrationView()->font().pointSizeF() > narrationPt * 1.25,
                 qPrintable(QString::number(m_w->narrationView()->font().pointSizeF())));
        QCOMPARE(QSettings().value(QStringLiteral("view/textScale")).toInt(), 160);
        m_w->setTextScale(133); // between steps: the nearest step
        QCOMPARE(m_w->textScale(), 140);
        QTest::keyClick(m_w->canvas(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(m_w->textScale(), 160);
        QTest::keyClick(m_w->canvas(), Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(m_w->canvas(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(m_w->textScale(), 120);
        QCOMPARE(m_w->session()->transport()->speed(), 1.0); // Ctrl+- is not the transport's '-'

        m_w->setPresentationMode(true);
        QCOMPARE(m_w->textScale(), 160);                      // presentation's own default
        QCOMPARE(m_w->canvas()->sceneStyle().fontScale, 1.6); // on a 1080-line screen
        m_w->setTextScale(200);
        QCOMPARE(m_w->canvas()->sceneStyle().fontScale, 2.0);
        QCOMPARE(QSettings().value(QStringLiteral("view/presentationTextScale")).toInt(), 200);
        m_w->setPresentationMode(false);
        QCOMPARE(m_w->textScale(), 120);
        QCOMPARE(m_w->canvas()->sceneStyle().fontScale, 1.2);
        // A new window reads both back.
        m_w = std::make_unique<SessionWindow>();
        QCOMPARE(m_w->textScale(), 120);
        m_w->setPresentationMode(true);
        QCOMPARE(m_w->textScale(), 200);
        m_w->setPresentationMode(false);
        m_w->setTextScale(100);
        m_w->setPresentationMode(true);
        m_w->setTextScale(160);
        m_w->setPresentationMode(false);
    }

    // Typing a value and pressing Enter commits it and hands the keys back to the transport; the
    // transport's keys work from any widget except a text field being typed in.
    void enterInANumberFieldGivesTheKeysBack()
    {
        Transport *tr = m_w->session()->transport();
        auto *spin = m_w->parameterPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("spin_eta"));
        QVERIFY(spin);
        spin->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), spin);
        QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(spin, QStringLiteral("0.05"));
        QVERIFY(isTypingInTextField(spin));
        QTest::keyClick(spin, Qt::Key_Left); // moves the text cursor, not the transport
        QTest::keyClick(spin, Qt::Key_Right);
        QCOMPARE(tr->index(), 0);
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.05"));
        QCOMPARE(QApplication::focusWidget(), m_w->canvas());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(tr->index(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("eta")), QStringLiteral("0.1"));
        waitTrace();

        // Back in the field without typing: the arrows, the space bar and Ctrl+Z are the window's.
        spin->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), spin);
        QVERIFY(!isTypingInTextField(spin));
        const int at = tr->index();
        QTest::keyClick(spin, Qt::Key_Right);
        QCOMPARE(tr->index(), at + 1);
        QTest::keyClick(spin, Qt::Key_Left);
        QCOMPARE(tr->index(), at);
        QTest::keyClick(spin, Qt::Key_Space); // plays to the end (no animations in this test)
        QCOMPARE(tr->index(), tr->frameCount() - 1);
        QCOMPARE(QApplication::focusWidget(), spin);
        // A digit or a sign starts typing: it goes to the field, not to the speed.
        QTest::keyClick(spin, Qt::Key_Minus);
        QCOMPARE(tr->speed(), 1.0);
        QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(spin, Qt::Key_0);
        QVERIFY(isTypingInTextField(spin));
        QTest::keyClick(spin, Qt::Key_Right);
        QCOMPARE(tr->index(), tr->frameCount() - 1);
    }

    void enterInATextFieldGivesTheKeysBackOnlyWhenAccepted()
    {
        QVERIFY(m_w->openScene(QStringLiteral("sync")));
        waitTrace();
        Transport *tr = m_w->session()->transport();
        tr->reset();
        auto *edit = qobject_cast<QLineEdit *>(m_w->parameterPanel()->editor(QStringLiteral("data")));
        QVERIFY(edit);
        edit->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), edit);
        QTest::keyClick(edit, Qt::Key_Right); // not typing yet: the transport's key
        QCOMPARE(tr->index(), 1);
        QTest::keyClick(edit, Qt::Key_Home);
        QCOMPARE(tr->index(), 0);
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("1:3,oops"));
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(!m_w->parameterPanel()->errorText(QStringLiteral("data")).isEmpty());
        QCOMPARE(QApplication::focusWidget(), edit); // rejected: stay and fix it
        QTest::keyClick(edit, Qt::Key_Left);
        QCOMPARE(tr->index(), 0);
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("1:3,2:5"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(m_w->session()->controller()->param(QStringLiteral("data")), QStringLiteral("1:3,2:5"));
        QCOMPARE(QApplication::focusWidget(), m_w->canvas());
        waitTrace();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(tr->index(), 1);
    }

    // The status bar and the scale lab speak calmly; why the GPU is not used is in the tooltip,
    // About and Help > Diagnostics.
    void computeIsCalmOnScreenAndExplainedInHelp()
    {
        const QString reason = QStringLiteral("no CUDA device (CUDA driver version is insufficient for CUDA runtime version)");
        m_w->setBackend(QStringLiteral("auto"), QStringLiteral("CPU, 2 threads"), reason);
        QCOMPARE(m_w->backendLabel()->text(), QStringLiteral("Compute: CPU, 2 threads"));
        QVERIFY(m_w->backendLabel()->toolTip().contains(reason));
        QVERIFY(m_w->aboutText().contains(reason.toHtmlEscaped()));
        QVERIFY(m_w->aboutText().contains(QString::fromLatin1(qVersion())));
        const auto rows = diagnosticsRows(m_w->session()->computeInfo());
        QStringList labels;
        for (const auto &[label, value] : rows) {
            labels << label;
            QVERIFY2(!value.isEmpty(), qPrintable(label));
        }
        QCOMPARE(labels, (QStringList{"SGD Studio", "Compute", "Why not the GPU", "CPU threads", "CUDA", "FFmpeg", "Open MPI",
                                      "Qt", "Platform", "Screen", "CPU kernels"}));
        QVERIFY(rows.at(10).second.contains(QStringLiteral("sgd-studio/cpu-kernels.txt")));
        QCOMPARE(rows.at(2).second, reason);
        QVERIFY(rows.at(7).second.startsWith(QString::fromLatin1(qVersion())));
        // FFmpeg and Open MPI: found on this machine (scripts/lib.sh installs both), or why not.
        const QString ffmpeg = QStandardPaths::findExecutable(QStringLiteral("ffmpeg"));
        QCOMPARE(rows.at(5).second.startsWith(QStringLiteral("found: ")), !ffmpeg.isEmpty());
        if (!ffmpeg.isEmpty())
            QVERIFY(rows.at(5).second.contains(ffmpeg));
        QVERIFY(rows.at(6).second.startsWith(QStringLiteral("found: ")) || rows.at(6).second.contains(QStringLiteral("mpirun")));
        qputenv("SGD_MPIRUN", "/nonexistent/mpirun");
        QVERIFY(diagnosticsRows(m_w->session()->computeInfo()).at(6).second.startsWith(QStringLiteral("mpirun not found")));
        qunsetenv("SGD_MPIRUN");
        QVERIFY(diagnosticsText(rows).contains(QStringLiteral("Why not the GPU: ") + reason));

        // The scale lab on "auto": its narration and picture name what computes, not why.
        gpu::installBackends();
        QVERIFY(m_w->openScene(QStringLiteral("scale-lab")));
        m_w->session()->controller()->setParam(QStringLiteral("rows"), QStringLiteral("20000"));
        QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(20000)));
        QTRY_VERIFY(m_w->narrationText().contains(QStringLiteral("Checkpoint")));
        const auto backend = gpu::makeBackend(gpu::BackendKind::Auto);
        QVERIFY(m_w->narrationText().contains(QString::fromStdString(backend->summary())));
        if (!backend->fallbackReason().empty())
            QVERIFY(!m_w->narrationText().contains(QString::fromStdString(backend->fallbackReason())));
        QVERIFY(!m_w->narrationText().contains(QStringLiteral("driver")));
    }

    void viewChooserDrivesCanvasExportAndNarration()
    {
        // One view (the overlap scene): no chooser.
        QVERIFY(m_w->openScene(QStringLiteral("overlap")));
        QTRY_VERIFY(!m_w->viewChooser()->isVisibleTo(m_w.get())); // the tool bar hides it on its next layout
        QCOMPARE(m_w->session()->view(), QString());
        // The async scene's three views: chooser, V key, canvas and picture options follow.
        QVERIFY(m_w->openScene(QStringLiteral("async")));
        waitTrace();
        QComboBox *chooser = m_w->viewChooser();
        QTRY_VERIFY(chooser->isVisibleTo(m_w.get()));
        QCOMPARE(chooser->count(), 3);
        chooser->setCurrentIndex(2);
        QCOMPARE(m_w->session()->view(), QStringLiteral("lanes"));
        QCOMPARE(m_w->canvas()->view(), QStringLiteral("lanes"));
        QCOMPARE(m_w->currentPictureOptions().view, QStringLiteral("lanes"));
        QTest::keyClick(m_w.get(), Qt::Key_V);
        QCOMPARE(m_w->session()->view(), QString()); // back to the default, which travels as ""
        QCOMPARE(chooser->currentIndex(), 0);
        QVERIFY(!m_w->session()->setView(QStringLiteral("no-such-view")));
        QVERIFY(m_w->session()->setView(QStringLiteral("staircase")));
        // Each scene keeps its own view.
        QVERIFY(m_w->openScene(QStringLiteral("single-weight")));
        QCOMPARE(m_w->session()->view(), QString());
        QVERIFY(m_w->openScene(QStringLiteral("async")));
        QCOMPARE(m_w->session()->view(), QStringLiteral("staircase"));
        QCOMPARE(chooser->currentIndex(), 1);

        // The scale lab's narration follows its view at once.
        gpu::installBackends();
        QVERIFY(m_w->openScene(QStringLiteral("scale-lab")));
        for (const auto &[k, v] : {std::pair{"backend", "cpu"}, std::pair{"workers", "16"}, std::pair{"rows", "20000"}})
            m_w->session()->controller()->setParam(QString::fromLatin1(k), QString::fromLatin1(v));
        QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(20000)));
        QTRY_VERIFY(m_w->narrationText().contains(QStringLiteral("Checkpoint")));
        m_w->session()->transport()->seek(3);
        const QString scene = m_w->narrationText();
        QVERIFY(!scene.contains(QStringLiteral("7/3")));
        QVERIFY(m_w->session()->setView(QStringLiteral("surface")));
        const QString surface = m_w->narrationText();
        QVERIFY(surface != scene);
        QVERIFY2(surface.contains(QStringLiteral("7/3")) && surface.contains(QStringLiteral("(2, 1)")), qPrintable(surface));
        m_w->session()->transport()->seek(4);
        QVERIFY(m_w->narrationText() != surface); // a later step of the path
        QVERIFY(m_w->narrationText().contains(QStringLiteral("7/3")));
        chooser->setCurrentIndex(0);
        QVERIFY(m_w->narrationText().contains(QStringLiteral("Checkpoint 4")));
    }

    // The scale lab's "Difference from float32 X" compares two runs that only 16-bit X makes: with
    // float32 X its switch is greyed out and says why; choosing bf16 in X storage makes it usable,
    // and turned on, the narration and the picture's caption follow.
    void theFloat32GapSwitchWaitsForSixteenBitX()
    {
        QVERIFY(m_w->openScene(QStringLiteral("scale-lab")));
        auto *ctl = m_w->session()->controller();
        for (const auto &[k, v] :
             {std::pair{"backend", "cpu"}, std::pair{"workers", "16"}, std::pair{"rows", "20000"}, std::pair{"rounds", "8"}})
            ctl->setParam(QString::fromLatin1(k), QString::fromLatin1(v));
        waitTrace();
        QWidget *box = m_w->parameterPanel()->optionBox(QStringLiteral("fp32gap"));
        QVERIFY(box);
        QTRY_VERIFY(!box->isEnabled());
        QVERIFY2(box->toolTip().contains(QStringLiteral("bf16 or f16")), qPrintable(box->toolTip()));
        auto *storage = m_w->parameterPanel()->findChild<QComboBox *>(QStringLiteral("param_storage"));
        QVERIFY(storage);
        storage->setCurrentIndex(storage->findText(QStringLiteral("bf16")));
        waitTrace();
        QTRY_COMPARE(ctl->param(QStringLiteral("storage")), QStringLiteral("bf16"));
        QTRY_VERIFY(box->isEnabled());
        QVERIFY(!box->toolTip().contains(QStringLiteral("bf16 or f16")));
        QVERIFY(m_w->narrationText().contains(QStringLiteral("bfloat16")));
        static_cast<QCheckBox *>(box)->setChecked(true);
        QTRY_VERIFY(m_w->canvas()->options().value(QStringLiteral("fp32gap")).toBool());
        m_w->session()->undoStack()->undo(); // back to float32 X: greyed out again
        waitTrace();
        QTRY_VERIFY(!box->isEnabled());
    }

    void aClickedBucketReachesPictureAndNarrationUntilTheNextRun()
    {
        QVERIFY(m_w->openScene(QStringLiteral("overlap")));
        waitTrace();
        const auto trace = m_w->session()->controller()->trace();
        SceneCanvas *canvas = m_w->canvas();
        const QRectF area = sceneArea(*trace, QRectF(canvas->rect()), canvas->sceneStyle());
        const QPointF bar3 = overlapCommBarRect(*trace, area, canvas->sceneStyle(), 3, true).center();
        QVERIFY(!m_w->narrationText().contains(QStringLiteral("Selected")));
        QTest::mouseClick(canvas, Qt::LeftButton, {}, bar3.toPoint());
        QTRY_VERIFY(m_w->narrationText().contains(QStringLiteral("Selected: bucket 3")));
        QCOMPARE(pickedIn(m_w->currentPictureOptions().viewOptions), 3); // an export shows what the class sees
        // A new run of the scene forgets it.
        m_w->session()->controller()->setParam(QStringLiteral("bandwidth_gbps"), QStringLiteral("5"));
        QVERIFY(m_w->session()->controller()->waitForTrace(sgd::test::ms(10000)));
        QTRY_VERIFY(!m_w->narrationText().contains(QStringLiteral("Selected")));
        QCOMPARE(pickedIn(m_w->currentPictureOptions().viewOptions), 0);
    }

    void theStartHintShowsUntilTheTeacherTurnsItOff()
    {
        StartHint::setWanted(true);
        m_w = std::make_unique<SessionWindow>();
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
        auto *hint = m_w->findChild<StartHint *>(QStringLiteral("startHint"));
        QVERIFY(hint);
        QTRY_VERIFY(hint->isVisible());
        QVERIFY(QRect(QPoint(0, 0), m_w->canvas()->size()).contains(hint->geometry())); // over the picture, whole
        QVERIFY(hint->findChild<QLabel *>(QStringLiteral("startHintText"))->text().contains(QStringLiteral("F1")));
        QVERIFY(hint->menuAction()->isChecked());
        // Never projected.
        m_w->setPresentationMode(true);
        QVERIFY(!hint->isVisible());
        m_w->setPresentationMode(false);
        QVERIFY(!hint->isVisible()); // closed for this start, back at the next
        QVERIFY(StartHint::wanted());
        // Help > Start hint brings it back; its button turns it off for good.
        hint->menuAction()->setChecked(false);
        hint->menuAction()->setChecked(true);
        QVERIFY(hint->isVisible());
        QTest::mouseClick(hint->findChild<QPushButton *>(QStringLiteral("startHintOff")), Qt::LeftButton);
        QVERIFY(!hint->isVisible());
        QVERIFY(!StartHint::wanted());
        QVERIFY(!hint->menuAction()->isChecked());
        m_w = std::make_unique<SessionWindow>();
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
        QVERIFY(!m_w->findChild<StartHint *>(QStringLiteral("startHint"))->isVisible());
    }

    void aSliderIsShownOnlyWithRoomToBeOne()
    {
        // A slider squeezed beside a wide spin box shrank to a square that read as a checkbox.
        m_w->resize(1000, 700);
        for (const char *scene : {"async-pitfalls", "single-weight", "staleness-remedies"}) {
            QVERIFY(m_w->openScene(QString::fromLatin1(scene)));
            QTest::qWait(50);
            for (QSlider *slider : m_w->parameterPanel()->findChildren<QSlider *>())
                if (slider->isVisible())
                    QVERIFY2(slider->width() >= 64, qPrintable(QStringLiteral("%1: %2 is %3 px wide")
                                                                   .arg(QLatin1String(scene), slider->objectName())
                                                                   .arg(slider->width())));
        }
        // With room (a wide panel) the one-weight example's learning rate has its slider.
        m_w->resize(1900, 1000);
        QVERIFY(m_w->openScene(QStringLiteral("single-weight")));
        QTRY_VERIFY(m_w->parameterPanel()->findChild<QSlider *>(QStringLiteral("slider_eta"))->isVisible());
        // Narrowed until the slider has no room: the spin box takes the whole row at once, its value
        // whole (it stayed squeezed to its old share beside the hidden slider until a later layout
        // pass, and a picture taken in between cut the value).
        for (const char *scene : {"single-weight", "sharded-servers"}) {
            m_w->resize(1440, 900);
            QVERIFY(m_w->openScene(QString::fromLatin1(scene)));
            QTRY_VERIFY(m_w->parameterPanel()->findChild<QSlider *>(QStringLiteral("slider_eta"))->isVisible());
            m_w->resize(1000, 700);
            m_w->fitLayout(); // the docks stacked now, no event loop in between
            auto *spin = m_w->parameterPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("spin_eta"));
            QVERIFY(spin);
            const QWidget *row = spin->parentWidget();
            const QSlider *slider = row->findChild<QSlider *>(QStringLiteral("slider_eta"));
            QVERIFY(slider);
            const QString got = QStringLiteral("%1: spin %2 px (needs %3), row %4, slider %5")
                                    .arg(QLatin1String(scene))
                                    .arg(spin->width())
                                    .arg(spin->minimumSizeHint().width())
                                    .arg(row->width())
                                    .arg(slider->isVisible() ? slider->width() : 0);
            QVERIFY2(spin->width() >= spin->minimumSizeHint().width(), qPrintable(got));
            QVERIFY2(slider->isVisible() ? spin->width() + slider->width() < row->width() : spin->width() == row->width(),
                     qPrintable(got));
        }
    }
};

// One 1920 x 1080 screen: presentation mode is full screen on a projector's size.
int main(int argc, char **argv)
{
    return sgd::ui::testing::runOnScreens<TestMainWindow>({QSize(1920, 1080)}, argc, argv);
}
#include "tst_main_window.moc"
