// Record, Frame, Matrix and Trace: typed access, ordering, replacement, finiteness, verdicts.
#include "core/trace.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace sgd;

class TestTrace : public QObject {
    Q_OBJECT

private slots:
    void typedAccess()
    {
        Record r;
        r.set("w", 2.5);
        r.set("grads", std::vector<double>{-1.5, -4});
        r.set("label", std::string("hub"));
        Matrix m(2, 2, 0.5);
        m.at(1, 0) = 3;
        r.set("W", m);

        QCOMPARE(r.num("w"), 2.5);
        QVERIFY(std::isnan(r.num("missing")));
        QCOMPARE(r.num("missing", -1.0), -1.0);
        QCOMPARE(r.num("label", 7.0), 7.0); // not a number: the fallback
        QCOMPARE(r.vec("grads"), (std::vector<double>{-1.5, -4}));
        QVERIFY(r.vec("w").empty());
        QVERIFY(r.vec("missing").empty());
        QCOMPARE(QString::fromStdString(r.str("label")), QString("hub"));
        QVERIFY(r.str("w").empty());
        QVERIFY(r.matrix("W"));
        QCOMPARE(r.matrix("W")->at(1, 0), 3.0);
        QCOMPARE(r.matrix("W")->at(0, 1), 0.5);
        QCOMPARE(r.matrix("w"), nullptr);
        QVERIFY(r.has("W"));
        QVERIFY(!r.has("w2"));
        QVERIFY(!r.empty());
        QVERIFY(Record().empty());
    }

    void orderAndReplacement()
    {
        Record r;
        r.set("b", 1.0);
        r.set("a", 2.0);
        r.set("c", 3.0);
        r.set("a", 5.0); // replaces in place, keeps the position
        QCOMPARE(int(r.fields().size()), 3);
        QCOMPARE(QString::fromStdString(r.fields()[0].first), QString("b"));
        QCOMPARE(QString::fromStdString(r.fields()[1].first), QString("a"));
        QCOMPARE(QString::fromStdString(r.fields()[2].first), QString("c"));
        QCOMPARE(r.num("a"), 5.0);
        r.set("a", std::string("now text"));
        QVERIFY(std::isnan(r.num("a")));
        QCOMPARE(QString::fromStdString(r.str("a")), QString("now text"));
    }

    void allFinite_data()
    {
        QTest::addColumn<int>("where"); // 0 scalar, 1 vector, 2 matrix
        QTest::addColumn<double>("bad");
        const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("scalar inf") << 0 << inf;
        QTest::newRow("scalar -inf") << 0 << -inf;
        QTest::newRow("scalar nan") << 0 << nan;
        QTest::newRow("vector nan") << 1 << nan;
        QTest::newRow("vector inf") << 1 << inf;
        QTest::newRow("matrix nan") << 2 << nan;
    }
    void allFinite()
    {
        QFETCH(int, where);
        QFETCH(double, bad);
        Record r;
        r.set("x", 1.0);
        r.set("v", std::vector<double>{1, 2, 3});
        r.set("m", Matrix(2, 2, 1.0));
        r.set("s", std::string("text is fine"));
        QVERIFY(r.allFinite());
        QCOMPARE(QString::fromStdString(r.firstNonFinite()), QString());
        if (where == 0)
            r.set("x", bad);
        else if (where == 1)
            r.set("v", std::vector<double>{1, bad, 3});
        else {
            Matrix m(2, 2, 1.0);
            m.at(1, 1) = bad;
            r.set("m", m);
        }
        QVERIFY(!r.allFinite());
        QCOMPARE(QString::fromStdString(r.firstNonFinite()), QString(where == 0 ? "x" : where == 1 ? "v" : "m"));
    }

    void matrix()
    {
        Matrix m(2, 3);
        QCOMPARE(int(m.data.size()), 6);
        m.at(1, 2) = 7;
        QCOMPARE(m.data[5], 7.0); // row-major
        Matrix n = m;
        QVERIFY(n == m);
        n.at(0, 0) = 1;
        QVERIFY(!(n == m));
    }

    void traceVerdicts()
    {
        Trace t;
        QVERIFY(!t.diverged());
        t.summary.set("diverged", 1.0);
        t.summary.set("message", std::string("ran away"));
        QVERIFY(t.diverged());
        QCOMPARE(QString::fromStdString(t.message()), QString("ran away"));
        t.summary.set("diverged", 0.0);
        QVERIFY(!t.diverged());
    }
};

QTEST_GUILESS_MAIN(TestTrace)
#include "tst_trace.moc"
