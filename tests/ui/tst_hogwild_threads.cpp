// Hogwild! on fewer cores than threads (issue #49): more threads than the machine's hardware
// threads take turns instead of running side by side, and the lesson (lock-free beats one thread)
// does not show. The scene's default picks at most the hardware's count; a run with more says so in
// the narration and the picture's caption, where its timings are shown.
#include "../render/painter_test_support.h"
#include "core/scenes/hogwild/hogwild_trace.h"
#include "gpu/backend_factory.h"

#include <QTest>

#include <thread>

using namespace sgd;
using namespace sgd::ui;
using namespace sgd::ui::testing;

class TestHogwildThreads : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { gpu::installBackends(); }

    void theDefaultFitsTheMachine()
    {
        const Trace t = sceneTrace("hogwild", {{"examples", "2000"}, {"sweep_ms", "0"}});
        const auto &h = typedTrace<HogwildTrace>(t);
        const int hardware = int(std::thread::hardware_concurrency());
        QCOMPARE(h.meta.hardware_threads, hardware);
        QCOMPARE(h.meta.threads, std::clamp(hardware, 1, 4));
        QVERIFY(!narrationText(t, 1).contains(QStringLiteral("took turns")));
    }

    void moreThreadsThanCoresSaySo()
    {
        const int hardware = int(std::thread::hardware_concurrency());
        if (hardware >= 16)
            QSKIP("this machine has 16 hardware threads or more: no setting oversubscribes it");
        const Trace t = sceneTrace("hogwild", {{"examples", "2000"}, {"sweep_ms", "0"}, {"threads", "16"}});
        QCOMPARE(typedTrace<HogwildTrace>(t).meta.threads, 16);
        const QString words = narrationText(t, 1);
        QVERIFY2(words.contains(QStringLiteral("16 threads on %1").arg(hardware)) && words.contains(QStringLiteral("took turns")),
                 qPrintable(words));
        const QString picture = svgText(renderFrameSvg(t, 1, Style::light(), QSize(1600, 900))).flat;
        QVERIFY2(picture.contains(QStringLiteral("take turns")), qPrintable(picture.left(3000)));
    }
};

QTEST_MAIN(TestHogwildThreads)
#include "tst_hogwild_threads.moc"
