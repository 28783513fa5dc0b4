// The scale lab's built-in lessons: they parse against the registered scene, carry the sizes they
// promise (the full 1024 zones and 10^7 rows; logistic regression; bfloat16 rows), and run headless.
#include "core/scenes.h"
#include "core/scenes/scale-lab/scale_lab_trace.h"
#include "gpu/backend_factory.h"
#include "ui/lessons.h"

#include <QTest>

using namespace sgd;
using namespace sgd::ui;

class TestScaleLabLessons : public QObject {
    Q_OBJECT

    static const LessonEntry *find(const QList<LessonEntry> &all, const QString &file)
    {
        for (const auto &e : all)
            if (e.path.endsWith(file))
                return &e;
        return nullptr;
    }

    static QString param(const Lesson &l, const std::string &key)
    {
        for (const auto &[k, v] : l.params)
            if (k == key)
                return QString::fromStdString(v);
        return {};
    }

private slots:
    void initTestCase() { gpu::installBackends(); }

    void fullSizeLesson()
    {
        const auto all = builtinLessons();
        const LessonEntry *e = find(all, QStringLiteral("10-scale-lab-full-size.json"));
        QVERIFY(e);
        QCOMPARE(e->lesson.scene, std::string("scale-lab"));
        QCOMPARE(param(e->lesson, "workers"), QStringLiteral("1024"));
        QCOMPARE(param(e->lesson, "rows"), QStringLiteral("10000000"));
        // Every value is one the scene accepts.
        ParamSet p = findScene("scale-lab")->defaults();
        for (const auto &[k, v] : e->lesson.params)
            p.set(k, v);
    }

    void logisticLessonRuns()
    {
        const auto all = builtinLessons();
        const LessonEntry *e = find(all, QStringLiteral("11-scale-lab-logistic.json"));
        QVERIFY(e);
        QCOMPARE(param(e->lesson, "loss"), QStringLiteral("logistic"));
        const SceneDef &scene = *findScene("scale-lab");
        ParamSet p = scene.defaults();
        for (const auto &[k, v] : e->lesson.params)
            p.set(k, v);
        p.set("rows", "20000"); // smaller than the lesson, same design
        p.set("backend", "cpu");
        const Trace t = runScene(scene, p);
        QCOMPARE(t.meta.str("loss"), std::string("logistic"));
        QVERIFY(std::abs(t.frames.front().num("sync_loss") - std::log(2.0)) < 1e-6);
        QVERIFY(t.frames.back().num("sync_loss") < 0.6);
        QVERIFY(!t.diverged());
    }

    // Half the bytes: X in bfloat16 on both slides, the second with the difference from float32
    // switched on; on a smaller copy every design carries its float32 run and a gap under 2^-8.
    void bfloat16LessonRuns()
    {
        const auto all = builtinLessons();
        const LessonEntry *e = find(all, QStringLiteral("16-scale-lab-bfloat16.json"));
        QVERIFY(e);
        QCOMPARE(e->lesson.slides.size(), std::size_t(2));
        QCOMPARE(param(e->lesson, "storage"), QStringLiteral("bf16"));
        QVERIFY(!e->lesson.slides[0].options.count("fp32gap"));
        QCOMPARE(e->lesson.slides[1].options.at("fp32gap"), true);
        const SceneDef &scene = *findScene("scale-lab");
        ParamSet p = scene.defaults();
        for (const auto &[k, v] : e->lesson.params)
            p.set(k, v);
        p.set("rows", "20000");
        p.set("backend", "cpu");
        const Trace t = runScene(scene, p);
        const auto &tt = typedTrace<ScaleLabTrace>(t);
        QCOMPARE(tt.meta.storage.value_or(""), std::string("bf16"));
        QVERIFY(tt.summary.fp32_throughput_rows_per_s);
        QCOMPARE(tt.meta.curves.size(), std::size_t(4));
        for (const ScaleLabCurve &c : tt.meta.curves) {
            QVERIFY(c.fp32_gap);
            QCOMPARE(c.fp32_gap->size(), t.frames.size());
            for (double g : *c.fp32_gap)
                QVERIFY(std::abs(g) < std::ldexp(1.0, -8));
        }
    }
};

QTEST_MAIN(TestScaleLabLessons)
#include "tst_scale_lab_lessons.moc"
