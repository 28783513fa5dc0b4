// The one number format (ui/number_format.h): the policy, row by row.

#include "number_format.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace sgd;
using namespace sgd::ui;

Q_DECLARE_METATYPE(sgd::ui::NumberForm)

namespace {

const QString kMinus = QStringLiteral("\u2212");
QString m(const char *s) { return QString::fromUtf8(s).replace(QLatin1Char('-'), kMinus); }
double f32(double v) { return double(float(v)); }

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
        QTest::newRow("float16 levels") << std::vector<double>{1.0, 1.0009765625, 1.00048828125} << 5 << QStringList{"1", "1.001", "1.0005"};
        QTest::newRow("ticks 1e-7 apart") << std::vector<double>{3.3333331, 3.3333332} << 8 << QStringList{"3.3333331", "3.3333332"};
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
};

QTEST_MAIN(TestNumberFormat)
#include "tst_number_format.moc"
