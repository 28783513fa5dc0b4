// The one number format (ui/render/number_format.h): the policy row by row, and the same value written
// the same way by the step table, the narration and the picture of the async and sync lectures.

#include "../render/painter_test_support.h"
#include "ui/render/draw.h"
#include "ui/render/number_format.h"
#include "ui/render/render.h"
#include "ui/render/scene_painter.h"
#include "ui/render/style.h"
#include "ui/trace_table_model.h"

#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <limits>

using namespace sgd;
using namespace sgd::ui;

Q_DECLARE_METATYPE(sgd::ui::NumberForm)

namespace {

const QString kMinus = QStringLiteral("\u2212");
QString m(const char *s)
{
    return QString::fromUtf8(s).replace(QLatin1Char('-'), kMinus);
}
double f32(double v)
{
    return double(float(v));
}

/// The narration as plain text, one line per <br>.
QString plain(QString html)
{
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    html.replace(QStringLiteral("<br>"), QStringLiteral("\n"));
    html.remove(tag);
    html.replace(QStringLiteral("&lt;"), QStringLiteral("<")).replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    return html.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

/// Every plain decimal number written in `text` ("−6.25", "2.28125", "10,000"), as written.
QStringList numbersIn(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("(?<![\\w.,])[\u2212-]?\\d{1,3}(?:,\\d{3})*(?:\\.\\d+)?(?![\\d×])"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    return out;
}

double parsed(QString s)
{
    return s.replace(kMinus, QStringLiteral("-")).remove(QLatin1Char(',')).toDouble();
}

/// The number written in `text` for `value`: every number close to it must be written `expected`;
/// returns how many times it is.
int countWritten(const QString &text, double value, const QString &expected, const char *where)
{
    int n = 0;
    for (const QString &s : numbersIn(text)) {
        if (std::abs(parsed(s) - value) > 1e-3 * std::abs(value))
            continue;
        if (s != expected)
            qWarning("%s writes %s where the table writes %s", where, qPrintable(s), qPrintable(expected));
        n += s == expected ? 1 : -1000;
    }
    return n;
}

} // namespace

class TestNumberFormat : public QObject {
    Q_OBJECT
private slots:
    void number_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<NumberForm>("form");
        QTest::addColumn<QString>("expected");
        const auto S = NumberForm::Standard, C = NumberForm::Compact;
        // Short decimals exactly, as the lecture writes them.
        QTest::newRow("2.6875") << 2.6875 << S << QStringLiteral("2.6875");
        QTest::newRow("0.0625") << 0.0625 << S << QStringLiteral("0.0625");
        QTest::newRow("2.28125") << 2.28125 << S << QStringLiteral("2.28125");
        QTest::newRow("L(2.01)") << 7.88045 << S << QStringLiteral("7.88045");
        QTest::newRow("forward slope") << -11.955 << S << m("-11.955");
        QTest::newRow("mean gradient") << -6.25 << S << m("-6.25");
        QTest::newRow("-12") << -12.0 << S << m("-12");
        QTest::newRow("100") << 100.0 << S << QStringLiteral("100");
        QTest::newRow("0.0001") << 1e-4 << S << QStringLiteral("0.0001");
        // Anything else: 4 significant digits, no trailing zeros.
        QTest::newRow("1/12") << 1.0 / 12 << S << QStringLiteral("0.08333");
        QTest::newRow("7/3") << 7.0 / 3 << S << QStringLiteral("2.333");
        QTest::newRow("2.3203125") << 2.3203125 << S << QStringLiteral("2.32");
        QTest::newRow("-2/3") << -2.0 / 3 << S << m("-0.6667");
        // Float noise reads as its double.
        QTest::newRow("float 1/12") << f32(1.0 / 12) << S << QStringLiteral("0.08333");
        QTest::newRow("float 7/3") << f32(7.0 / 3) << S << QStringLiteral("2.333");
        QTest::newRow("float 0.8") << f32(0.8) << S << QStringLiteral("0.8");
        QTest::newRow("float 2.3") << f32(2.3) << S << QStringLiteral("2.3");
        QTest::newRow("float 0.12345") << f32(0.12345) << S << QStringLiteral("0.12345");
        QTest::newRow("float -3.98") << f32(-3.98) << S << m("-3.98");
        QTest::newRow("0.1 + 0.2") << 0.1 + 0.2 << S << QStringLiteral("0.3");
        QTest::newRow("one float ulp off 2.6875") << std::nextafter(2.6875f, 3.0f) * 1.0 << S << QStringLiteral("2.6875");
        QTest::newRow("not noise: 1.0001") << 1.0001 << S << QStringLiteral("1.0001");
        QTest::newRow("1.0000001 to 4 digits") << 1.0000001 << S << QStringLiteral("1");
        // A double near a short decimal is not float noise: sqrt(8/27) is 1e-7 from 0.544331.
        QTest::newRow("sqrt(8/27)") << std::sqrt(8.0 / 27) << S << QStringLiteral("0.5443");
        QTest::newRow("float sqrt(8/27)") << f32(std::sqrt(8.0 / 27)) << S << QStringLiteral("0.5443");
        QTest::newRow("2.28125 + round-off") << 2.28125 * (1 + 4e-16) << S << QStringLiteral("2.28125");
        // No "-0", no hyphen.
        QTest::newRow("-0") << -0.0 << S << QStringLiteral("0");
        QTest::newRow("0") << 0.0 << S << QStringLiteral("0");
        // Thousands grouped; very large and very small as powers of ten.
        QTest::newRow("12500") << 12500.0 << S << QStringLiteral("12,500");
        QTest::newRow("1234.5") << 1234.5 << S << QStringLiteral("1,234.5");
        QTest::newRow("-98765.4321") << -98765.4321 << S << m("-98,770");
        QTest::newRow("999999.5 rounds up") << 999999.5 << S << QStringLiteral("1×10⁶");
        QTest::newRow("2.5e8") << 2.5e8 << S << QStringLiteral("2.5×10⁸");
        QTest::newRow("1e-9") << 1e-9 << S << QStringLiteral("1×10⁻⁹");
        QTest::newRow("-1.5e-5") << -1.5e-5 << S << m("-1.5×10⁻⁵");
        QTest::newRow("1/3 e-7") << 1.0 / 3 * 1e-7 << S << QStringLiteral("3.333×10⁻⁸");
        QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << S << QStringLiteral("—");
        QTest::newRow("inf") << std::numeric_limits<double>::infinity() << S << QStringLiteral("—");
        // Compact: exact up to 4 digits, else 3.
        QTest::newRow("compact 0.5625") << 0.5625 << C << QStringLiteral("0.5625");
        QTest::newRow("compact 0.28125") << 0.28125 << C << QStringLiteral("0.281");
        QTest::newRow("compact 1/3") << 1.0 / 3 << C << QStringLiteral("0.333");
        QTest::newRow("compact -2.6875") << -2.6875 << C << m("-2.69");
        QTest::newRow("compact float 0.2") << f32(0.2) << C << QStringLiteral("0.2");
    }
    void number()
    {
        QFETCH(double, value);
        QFETCH(NumberForm, form);
        QFETCH(QString, expected);
        QCOMPARE(ui::formatNumber(value, form), expected);
        QVERIFY(!ui::formatNumber(value, form).contains(QLatin1Char('-')));
    }

    void countsPercentsBytesTerms_data()
    {
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("expected");
        QTest::newRow("1e7 rows") << formatCount(1e7) << QStringLiteral("10,000,000");
        QTest::newRow("1024 workers") << formatCount(1024) << QStringLiteral("1,024");
        QTest::newRow("400 samples") << formatCount(400) << QStringLiteral("400");
        QTest::newRow("count rounds") << formatCount(2.6) << QStringLiteral("3");
        QTest::newRow("negative count") << formatCount(-1234) << m("-1,234");
        QTest::newRow("count -0") << formatCount(-0.2) << QStringLiteral("0");
        QTest::newRow("count nan") << formatCount(std::nan("")) << QStringLiteral("—");
        QTest::newRow("0.342%") << formatPercent(0.00342) << QStringLiteral("0.342%");
        QTest::newRow("34.2%") << formatPercent(0.342) << QStringLiteral("34.2%");
        QTest::newRow("75%") << formatPercent(0.75) << QStringLiteral("75%");
        QTest::newRow("1/3 as %") << formatPercent(1.0 / 3) << QStringLiteral("33.33%");
        QTest::newRow("float 0.35 as %") << formatPercent(f32(0.0035)) << QStringLiteral("0.35%");
        QTest::newRow("32 B") << formatBytes(32) << QStringLiteral("32 B");
        QTest::newRow("4096 B") << formatBytes(4096) << QStringLiteral("4,096 B");
        QTest::newRow("12.5 kB") << formatBytes(12500) << QStringLiteral("12.5 kB");
        QTest::newRow("150 MB") << formatBytes(1.5e8) << QStringLiteral("150 MB");
        QTest::newRow("1.6 GB") << formatBytes(1.6e9) << QStringLiteral("1.6 GB");
        QTest::newRow("term -12") << formatTerm(-12) << m("(-12)");
        QTest::newRow("term 0.1") << formatTerm(0.1) << QStringLiteral("0.1");
        QTest::newRow("term -0") << formatTerm(-0.0) << QStringLiteral("0");
    }
    void countsPercentsBytesTerms()
    {
        QFETCH(QString, shown);
        QFETCH(QString, expected);
        QCOMPARE(shown, expected);
    }

    void distinct_data()
    {
        QTest::addColumn<std::vector<double>>("group");
        QTest::addColumn<int>("digits");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("4 digits suffice") << std::vector<double>{1.0 / 12, 0.0625} << 4 << QStringList{"0.08333", "0.0625"};
        // float16 levels around 1 are 2⁻¹⁰ apart: 4 digits would write 1 and 1 + 2⁻¹¹ both as "1".
        QTest::newRow("float16 levels") << std::vector<double>{1.0, 1.0009765625, 1.00048828125} << 5
                                        << QStringList{"1", "1.001", "1.0005"};
        QTest::newRow("ticks 1e-7 apart") << std::vector<double>{3.3333331, 3.3333332} << 8
                                          << QStringList{"3.3333331", "3.3333332"};
        QTest::newRow("equal values") << std::vector<double>{2.0 / 3, 2.0 / 3} << 4 << QStringList{"0.6667", "0.6667"};
    }
    void distinct()
    {
        QFETCH(std::vector<double>, group);
        QFETCH(int, digits);
        QFETCH(QStringList, expected);
        QCOMPARE(distinctDigits(group), digits);
        QStringList shown;
        for (double v : group)
            shown << formatDistinct(v, digits);
        QCOMPARE(shown, expected);
        // A short decimal stays exact with any number of digits.
        QCOMPARE(formatDistinct(2.28125, 4), QStringLiteral("2.28125"));
        QCOMPARE(formatDistinct(1.0 / 12, 9), QStringLiteral("0.0833333333"));
    }

    /// The step table's cell for a lecture value, and every place the narration and the picture of
    /// that step write the same value, are one string.
    void tableNarrationPictureAgree_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("column");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("cell");
        QTest::addColumn<bool>("inNarration");
        QTest::addColumn<bool>("inPicture");
        QTest::newRow("async gap 0.8") << "async"
                                       << "gap" << 0.8 << "0.8" << true << true;
        QTest::newRow("async gap 1.6") << "async"
                                       << "gap" << 1.6 << "1.6" << true << true;
        QTest::newRow("async w after 3.98") << "async"
                                            << "w_after" << 3.98 << "3.98" << true << true;
        QTest::newRow("async gradient -1.8") << "async"
                                             << "grad" << -1.8 << m("-1.8") << true << true;
        QTest::newRow("sync w_next 2.125") << "sync"
                                           << "w_next" << 2.125 << "2.125" << true << true;
        QTest::newRow("sync w_next 2.28125") << "sync"
                                             << "w_next" << 2.28125 << "2.28125" << true << true;
        QTest::newRow("sync w_next 2.3203125") << "sync"
                                               << "w_next" << 2.3203125 << "2.32" << true << true; // the table: see below
        QTest::newRow("sync mean -6.25") << "sync"
                                         << "mean_grad" << -6.25 << m("-6.25") << true << true;
        QTest::newRow("sync loss at 1.5") << "sync"
                                          << "loss" << 2.6875 << "2.6875" << false << false;
    }
    void tableNarrationPictureAgree()
    {
        QFETCH(QString, scene);
        QFETCH(QString, column);
        QFETCH(double, value);
        QFETCH(QString, cell);
        QFETCH(bool, inNarration);
        QFETCH(bool, inPicture);
        const auto trace = std::make_shared<const Trace>(testing::sceneTrace(scene.toUtf8().constData()));
        const ScenePainter *painter = painterFor(scene);
        QVERIFY(painter);
        TraceTableModel table;
        table.setTrace(trace, painter->tableColumns(), painter->tableHeaders(), painter);
        const int col = painter->tableColumns().indexOf(column);
        QVERIFY(col >= 0);
        int row = -1;
        for (int r = 0; r < int(trace->frames.size()) && row < 0; ++r)
            if (std::abs(trace->frames[std::size_t(r)].num(column.toStdString()) - value) <= 1e-12 * std::abs(value))
                row = r;
        QVERIFY2(row >= 0, "the lecture value is in the trace");
        // The table writes a column with more digits where the standard form would make its
        // sequence seem to reverse (sync's w column: 2.32, 2.3301 ... 2.333, 2.3332): 2.32031 there.
        const QString tableCell = scene == QLatin1String("sync") && column == QLatin1String("w_next") && value == 2.3203125
                                      ? QStringLiteral("2.32031")
                                      : cell;
        QCOMPARE(table.data(table.index(row, col), Qt::DisplayRole).toString(), tableCell);
        QCOMPARE(cell, ui::formatNumber(value));

        const QString narration = plain(painter->narration(*trace, row, {}));
        const QString picture = testing::svgTextJoined(renderFrameSvg(*trace, row, Style::light(), {1600, 1000}));
        const int inN = countWritten(narration, value, cell, "the narration");
        const int inP = countWritten(picture, value, cell, "the picture");
        QVERIFY2(inN >= 0 && inP >= 0, qPrintable(narration + QStringLiteral("\n---\n") + picture));
        if (inNarration)
            QVERIFY2(inN > 0, qPrintable(narration));
        if (inPicture)
            QVERIFY2(inP > 0, qPrintable(picture));
    }

    /// #29.7: a column's sequence never seems to reverse. One weight's w went 3.3332, 3.33332,
    /// 3.333 (the standard form writes a short decimal exactly, the rest to 4 digits).
    void tableSequencesNeverReverse_data()
    {
        QTest::addColumn<QString>("scene");
        QTest::addColumn<QString>("column");
        QTest::newRow("single-weight w") << "single-weight"
                                         << "w";
        QTest::newRow("single-weight w_next") << "single-weight"
                                              << "w_next";
        QTest::newRow("sync w_next") << "sync"
                                     << "w_next";
        QTest::newRow("mini-batch w") << "mini-batch"
                                      << "w";
    }
    void tableSequencesNeverReverse()
    {
        QFETCH(QString, scene);
        QFETCH(QString, column);
        const auto trace = std::make_shared<const Trace>(testing::sceneTrace(scene.toUtf8().constData()));
        const ScenePainter *painter = painterFor(scene);
        TraceTableModel table;
        table.setTrace(trace, painter->tableColumns(), painter->tableHeaders(), painter);
        const int col = painter->tableColumns().indexOf(column);
        QVERIFY(col >= 0);
        for (int r = 1; r < table.rowCount(); ++r) {
            const double a = trace->frames[std::size_t(r - 1)].num(column.toStdString()),
                         b = trace->frames[std::size_t(r)].num(column.toStdString());
            const QString ta = table.data(table.index(r - 1, col), Qt::DisplayRole).toString(),
                          tb = table.data(table.index(r, col), Qt::DisplayRole).toString();
            const double sa = *readNumber(ta), sb = *readNumber(tb);
            QVERIFY2(!(b > a && sb < sa) && !(b < a && sb > sa),
                     qPrintable(QStringLiteral("rows %1, %2: %3 then %4").arg(r - 1).arg(r).arg(ta, tb)));
        }
        if (scene == QLatin1String("single-weight") && column == QLatin1String("w")) {
            QCOMPARE(table.data(table.index(4, col), Qt::DisplayRole).toString(), QStringLiteral("3.3332"));
            QCOMPARE(table.data(table.index(6, col), Qt::DisplayRole).toString(), QStringLiteral("3.333332"));
        }
    }

    /// #29.7: an equation adds up as written, or says "≈". Sync's round 5 read
    /// "2.33 − 0.1 × (−0.02441) = 2.333" (2.3324 as written); one weight's "3·3.333 = 10".
    void equationsAddUpAsWritten()
    {
        const draw::EquationDigits e = draw::stepDigits(2.330078125, 0.1, -0.0244140625, 2.33251953125);
        QVERIFY(!e.approx);
        QCOMPARE(e.digits, 5);
        QCOMPARE(draw::eqNum(2.330078125, e) + QStringLiteral(" − ") + draw::eqNum(0.1, e) + QStringLiteral(" × ") +
                     draw::eqTerm(-0.0244140625, e) + QStringLiteral(" = ") + draw::eqNum(2.33251953125, e),
                 QStringLiteral("2.3301 − 0.1 × (−0.024414) = 2.3325"));
        const auto trace = testing::sceneTrace("sync");
        const QString round5 = plain(painterFor(QStringLiteral("sync"))->narration(trace, 5, {}));
        QVERIFY2(round5.contains(QStringLiteral("w = 2.3301 − 0.1 × (−0.024414) = 2.3325")), qPrintable(round5));
        // Short decimals stay short: 2.125 − 0.1 × (−1.5625) = 2.28125.
        QCOMPARE(draw::stepDigits(2.125, 0.1, -1.5625, 2.28125).digits, 4);
        QVERIFY(!draw::stepDigits(1.5, 0.1, -5.546875, 2.0546875).approx); // 1.5 − 0.1·(−5.547) = 2.055
        // 3·3.33333332 is 9.99999996, written 10 at any length up to 8 digits: approximately.
        const draw::EquationDigits p = draw::productDigits(3, 3.33333332, 9.99999996);
        QVERIFY(p.approx);
        QCOMPARE(draw::eqSign(p), QStringLiteral("≈"));
        QCOMPARE(draw::eqSign(draw::productDigits(3, 3.2, 9.6)), QStringLiteral("="));
    }

    /// A quantity the picture writes in another form (a percentage, bytes) reads the same in the
    /// step table and in the handout's table.
    void tableUsesThePicturesForm()
    {
        const auto trace = std::make_shared<const Trace>(testing::sceneTrace("quantized", {{"bits", "4"}}));
        const ScenePainter *painter = painterFor(QStringLiteral("quantized"));
        TraceTableModel table;
        table.setTrace(trace, painter->tableColumns(), painter->tableHeaders(), painter);
        const int row = 5;
        const Frame &f = trace->frames[std::size_t(row)];
        const QString narration = plain(painter->narration(*trace, row, {}));
        const QString error =
            table.data(table.index(row, int(painter->tableColumns().indexOf("quantization_error"))), Qt::DisplayRole).toString();
        QCOMPARE(error, formatPercent(f.num("quantization_error")));
        QVERIFY(error.endsWith(QLatin1Char('%')));
        QVERIFY2(narration.contains(error), qPrintable(error + QStringLiteral(" not in ") + narration));
        const QString bytes =
            table.data(table.index(row, int(painter->tableColumns().indexOf("bytes_sent"))), Qt::DisplayRole).toString();
        QCOMPARE(bytes, formatBytes(f.num("bytes_sent")));
        QVERIFY2(narration.contains(bytes), qPrintable(bytes + QStringLiteral(" not in ") + narration));
        // Columns the picture writes plainly keep the plain form.
        QCOMPARE(table.data(table.index(row, int(painter->tableColumns().indexOf("loss"))), Qt::DisplayRole).toString(),
                 ui::formatNumber(f.num("loss")));
    }
};

QTEST_MAIN(TestNumberFormat)
#include "tst_number_format.moc"
