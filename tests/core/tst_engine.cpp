// The threaded engine: frames stream in order, a finished trace equals runScene's, failures are
// reported, and after cancel() or start() returns nothing of an earlier generation is delivered,
// even when runs are started, cancelled and restarted a thousand times.
#include "../test_time.h"
#include "core/engine.h"
#include "core/scenes.h"
#include "core/trace_io.h"

#include <QElapsedTimer>
#include <QTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

using namespace sgd;

namespace {

/// Collects what the engine delivers and checks it against the newest generation the
/// controlling thread has been told about.
struct Sink {
    std::atomic<std::uint64_t> floor{0}; // generations below this must never be delivered again
    std::atomic<int> staleDeliveries{0};
    std::atomic<int> frames{0};
    std::atomic<int> outOfOrder{0};
    int frameDelayUs = 0; // a slow consumer, to keep a run alive long enough to cancel it

    std::mutex m;
    std::condition_variable cv;
    std::uint64_t lastGen = 0;
    int nextIndex = 0;
    std::map<std::uint64_t, std::shared_ptr<const Trace>> finished;
    std::map<std::uint64_t, std::string> failed;
    std::map<std::uint64_t, int> frameCount;

    void check(std::uint64_t gen)
    {
        if (gen < floor.load())
            ++staleDeliveries;
    }

    Engine::Callbacks callbacks()
    {
        Engine::Callbacks cb;
        cb.frame = [this](std::uint64_t gen, const Frame &, int index) {
            check(gen);
            ++frames;
            if (frameDelayUs > 0)
                std::this_thread::sleep_for(std::chrono::microseconds(frameDelayUs));
            std::lock_guard lock(m);
            if (gen != lastGen) {
                lastGen = gen;
                nextIndex = 0;
            }
            if (index != nextIndex)
                ++outOfOrder;
            nextIndex = index + 1;
            ++frameCount[gen];
        };
        cb.progress = [this](std::uint64_t gen, double f) {
            check(gen);
            if (f < 0 || f > 1)
                ++outOfOrder;
        };
        cb.finished = [this](std::uint64_t gen, std::shared_ptr<const Trace> t) {
            check(gen);
            std::lock_guard lock(m);
            finished[gen] = std::move(t);
            cv.notify_all();
        };
        cb.failed = [this](std::uint64_t gen, const std::string &e) {
            check(gen);
            std::lock_guard lock(m);
            failed[gen] = e;
            cv.notify_all();
        };
        return cb;
    }

    bool waitFor(std::uint64_t gen, int ms = 10000)
    {
        std::unique_lock lock(m);
        return cv.wait_for(lock, std::chrono::milliseconds(ms), [&] { return finished.count(gen) || failed.count(gen); });
    }
};

ParamSet paramsFor(const SceneDef &s, std::initializer_list<std::pair<const char *, std::string>> values)
{
    ParamSet p = s.defaults();
    for (const auto &[k, v] : values)
        p.set(k, v);
    return p;
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    void runsToTheSameTrace_data()
    {
        QTest::addColumn<QString>("scene");
        for (const SceneDef &s : allScenes())
            if (!s.needsComputeBackend) // core alone installs no backend: tests/gpu runs those
                QTest::newRow(s.id.c_str()) << QString::fromStdString(s.id);
    }
    void runsToTheSameTrace()
    {
        QFETCH(QString, scene);
        const SceneDef *s = findScene(scene.toStdString());
        Sink sink;
        Engine engine(sink.callbacks());
        const std::uint64_t gen = engine.start(*s, s->defaults());
        QVERIFY(gen > 0);
        QCOMPARE(engine.generation(), gen);
        QVERIFY(sink.waitFor(gen));
        engine.waitIdle();
        QVERIFY(!engine.busy());
        std::lock_guard lock(sink.m);
        QVERIFY(sink.finished.count(gen));
        const Trace direct = runScene(*s, s->defaults());
        if (s->measured) // timed on real threads: the same shape, other numbers
            QCOMPARE(sink.finished[gen]->params, direct.params);
        else
            QCOMPARE(traceToJson(*sink.finished[gen]), traceToJson(direct));
        QCOMPARE(sink.frameCount[gen], int(direct.frames.size()));
        QCOMPARE(sink.outOfOrder.load(), 0);
    }

    void failureIsReported()
    {
        Sink sink;
        Engine engine(sink.callbacks());
        const SceneDef *s = findScene("mini-batch");
        const std::uint64_t gen = engine.start(*s, paramsFor(*s, {{"n", "10"}, {"batch", "20"}}));
        QVERIFY(sink.waitFor(gen));
        std::lock_guard lock(sink.m);
        QVERIFY(sink.failed.count(gen));
        QVERIFY(QString::fromStdString(sink.failed[gen]).contains("batch"));
        QVERIFY(!sink.finished.count(gen));
    }

    void cancelStopsALongRun()
    {
        Sink sink;
        sink.frameDelayUs = 1000; // 10000 frames would take 10 s
        Engine engine(sink.callbacks());
        const SceneDef *s = findScene("async");
        const std::uint64_t gen = engine.start(*s, paramsFor(*s, {{"updates", "10000"}, {"eta", "0.001"}}));
        // let it produce something, then cancel
        QElapsedTimer timer;
        timer.start();
        while (sink.frames.load() == 0 && timer.elapsed() < sgd::test::ms(5000))
            std::this_thread::yield();
        QVERIFY(timer.elapsed() < sgd::test::ms(5000));
        engine.cancel();
        sink.floor = engine.generation();
        const int framesAtCancel = sink.frames.load();
        engine.waitIdle();
        QVERIFY(!engine.busy());
        QCOMPARE(sink.frames.load(), framesAtCancel); // nothing after cancel() returned
        QCOMPARE(sink.staleDeliveries.load(), 0);
        std::lock_guard lock(sink.m);
        QVERIFY(!sink.finished.count(gen));
        QVERIFY(!sink.failed.count(gen));
        QVERIFY(engine.generation() > gen);
        QVERIFY(timer.elapsed() < sgd::test::ms(5000)); // cancelled, not run to the end
    }

    void thousandRestarts()
    {
        const SceneDef *sw = findScene("single-weight");
        const SceneDef *mb = findScene("mini-batch");
        const SceneDef *sy = findScene("sync");
        const SceneDef *as = findScene("async");
        const SceneDef *de = findScene("decentralized");
        const std::vector<std::pair<const SceneDef *, ParamSet>> jobs{
            {sw, paramsFor(*sw, {{"steps", "1000"}, {"eta", "0.01"}})},
            {sw, paramsFor(*sw, {{"eta", "0.5"}})},
            {mb, paramsFor(*mb, {{"batch", "1"}, {"epochs", "2"}})},
            {mb, paramsFor(*mb, {{"leftover", "pad"}, {"seed", "9"}})},
            {sy, paramsFor(*sy, {{"rounds", "1000"}, {"topology", "ring"}})},
            {sy, paramsFor(*sy, {{"aggregate", "fedavg"}, {"shard_sizes", "1,2,3,4"}})},
            {as, paramsFor(*as, {{"updates", "3000"}, {"eta", "0.001"}, {"ssp", "1"}})},
            {as, paramsFor(*as, {{"fail", "2@1"}, {"rejoin", "5"}})},
            {de, paramsFor(*de, {{"topology", "ring"}, {"nodes", "32"}, {"rounds", "500"}})},
            {de, paramsFor(*de, {{"topology", "star"}, {"failed", "1"}})},
            {mb, paramsFor(*mb, {{"n", "10"}, {"batch", "20"}})}, // fails inside the run
        };

        QElapsedTimer timer;
        timer.start();
        Sink sink;
        {
            Engine engine(sink.callbacks());
            std::uint64_t last = 0;
            for (int i = 0; i < 1000; ++i) {
                const auto &[scene, params] = jobs[std::size_t((i * 7 + i / 13) % int(jobs.size()))];
                const std::uint64_t gen = engine.start(*scene, params);
                QVERIFY(gen > last);
                last = gen;
                sink.floor = gen; // start() returned: everything older is dead
                switch (i % 5) {
                case 0:
                    engine.cancel();
                    sink.floor = engine.generation();
                    break;
                case 1:
                    std::this_thread::yield();
                    break;
                case 2:
                    // let the run get going before the next start cancels it
                    for (int spin = 0; spin < 2000 && sink.frames.load() == 0; ++spin)
                        std::this_thread::yield();
                    break;
                case 3:
                    if (i % 50 == 3) {
                        engine.waitIdle(); // some runs finish before the next start
                        QVERIFY(!engine.busy());
                    }
                    break;
                default:
                    break;
                }
            }
            // the final run completes with the right result
            const SceneDef *s = findScene("sync");
            const ParamSet final = s->defaults();
            const std::uint64_t gen = engine.start(*s, final);
            sink.floor = gen;
            QVERIFY(sink.waitFor(gen));
            engine.waitIdle();
            {
                std::lock_guard lock(sink.m);
                QVERIFY(sink.finished.count(gen));
                const Trace &t = *sink.finished[gen];
                QCOMPARE(t.frames[0].num("w_next"), 1.5); // the start
                QCOMPARE(t.frames[1].num("w_next"), 2.125);
                QVERIFY(std::abs(t.frames[4].num("w_next") - 2.330078125) < 1e-15);
                QCOMPARE(traceToJson(t), traceToJson(runScene(*s, final)));
                QCOMPARE(sink.frameCount[gen], int(t.frames.size()));
                // nothing delivered for a generation after it was superseded
                for (const auto &[g, tr] : sink.finished)
                    QVERIFY(g <= gen);
            }
            // the engine is destroyed here with nothing pending
        }
        QCOMPARE(sink.staleDeliveries.load(), 0);
        QCOMPARE(sink.outOfOrder.load(), 0);
        qInfo("1000 restarts in %lld ms, %d frames delivered, %zu runs finished, %zu failed", timer.elapsed(), sink.frames.load(),
              sink.finished.size(), sink.failed.size());
        QVERIFY(timer.elapsed() < sgd::test::ms(60000));
    }

    void restartFromInsideACallback()
    {
        // a consumer may cancel from the engine thread itself (the deliver lock is recursive)
        const SceneDef *s = findScene("single-weight");
        std::atomic<int> frames{0};
        std::atomic<bool> cancelled{false};
        Engine *enginePtr = nullptr;
        Engine::Callbacks cb;
        cb.frame = [&](std::uint64_t, const Frame &, int index) {
            ++frames;
            if (index == 3 && !cancelled.exchange(true))
                enginePtr->cancel();
        };
        Engine engine(cb);
        enginePtr = &engine;
        engine.start(*s, paramsFor(*s, {{"steps", "100"}}));
        QElapsedTimer t;
        t.start();
        while (!cancelled.load() && t.elapsed() < sgd::test::ms(5000))
            std::this_thread::yield();
        engine.waitIdle();
        QVERIFY(cancelled.load());
        QCOMPARE(frames.load(), 4);
    }

    void destroyWhileRunning()
    {
        // Destroying the engine mid-run cancels the run and joins its thread: the destructor returns
        // long before the run could have ended, and the run delivers no trace and no error. (No
        // crash and no leak: the sanitizer builds run this too.)
        const SceneDef *s = findScene("decentralized");
        const ParamSet params = paramsFor(*s, {{"nodes", "32"}, {"rounds", "500"}, {"topology", "complete"}});
        const int allFrames = int(runScene(*s, params).frames.size());
        QVERIFY(allFrames >= 500);
        Sink sink;
        sink.frameDelayUs = 10000; // at least 5 s to run to the end
        std::uint64_t gen = 0;
        QElapsedTimer destroying;
        {
            Engine engine(sink.callbacks());
            gen = engine.start(*s, params);
            QElapsedTimer timer;
            timer.start();
            while (sink.frames.load() == 0 && timer.elapsed() < sgd::test::ms(5000))
                std::this_thread::yield();
            QVERIFY(sink.frames.load() > 0); // the run is under way
            QVERIFY(engine.busy());
            destroying.start();
        }
        const qint64 destroyMs = destroying.elapsed();
        const int framesAfter = sink.frames.load();
        QVERIFY2(destroyMs < sgd::test::ms(2000), qPrintable(QStringLiteral("the destructor took %1 ms").arg(destroyMs)));
        QVERIFY(framesAfter < allFrames); // stopped, not run to the end
        std::lock_guard lock(sink.m);
        QVERIFY(!sink.finished.count(gen));
        QVERIFY(!sink.failed.count(gen));
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
