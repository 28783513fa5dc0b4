// The colours of the light, dark, print and high-contrast styles hold up on a projector and for
// colour-blind viewers: every colour that may be written as text reaches WCAG 2's 4.5:1 against the background
// and the panel, text on a coloured fill reaches 4.5:1 too, the worker colours stay apart under
// simulated protanopia, deuteranopia and tritanopia, and the reserved meanings (accent: the
// server's weight and the current point; warning: stale gaps and failures) are no worker's colour.
// In the window's own light and dark palettes, the edges of check boxes, spin boxes and sliders
// stand out from the window (WCAG's 3:1 for controls).
//
// The arithmetic is written out here rather than borrowed from ui/render/draw.*, so that the
// painters' helper is checked against an independent copy.

#include "ui/render/draw.h"
#include "ui/render/pen_strokes.h"
#include "ui/render/style.h"
#include "ui/theme.h"

#include <QApplication>
#include <QCheckBox>
#include <QImage>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

using namespace sgd::ui;

namespace {

using Vec3 = std::array<double, 3>;

double linearChannel(int v8)
{
    const double v = v8 / 255.0;
    return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

Vec3 linearRgb(const QColor &c)
{
    const QColor rgb = c.toRgb();
    return {linearChannel(rgb.red()), linearChannel(rgb.green()), linearChannel(rgb.blue())};
}

double luminance(const Vec3 &l)
{
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(linearRgb(a)), lb = luminance(linearRgb(b));
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Colour-vision deficiency at full severity: Machado, Oliveira and Fernandes (2009), applied to
// linear RGB, as colorspacious and most simulators do.
enum class Vision { Normal, Protanopia, Deuteranopia, Tritanopia };
const char *visionName(Vision v)
{
    switch (v) {
    case Vision::Protanopia:
        return "protanopia";
    case Vision::Deuteranopia:
        return "deuteranopia";
    case Vision::Tritanopia:
        return "tritanopia";
    case Vision::Normal:
        break;
    }
    return "normal vision";
}

Vec3 simulate(const Vec3 &l, Vision v)
{
    static const double prot[3][3] = {
        {0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}};
    static const double deut[3][3] = {
        {0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}};
    static const double trit[3][3] = {
        {1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}};
    if (v == Vision::Normal)
        return l;
    const double(*m)[3] = v == Vision::Protanopia ? prot : v == Vision::Deuteranopia ? deut : trit;
    Vec3 out;
    for (int i = 0; i < 3; ++i)
        out[std::size_t(i)] = std::clamp(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2], 0.0, 1.0);
    return out;
}

/// CIELAB (D65 white) of linear sRGB.
Vec3 lab(const Vec3 &l)
{
    const double x = (0.4124564 * l[0] + 0.3575761 * l[1] + 0.1804375 * l[2]) / 0.95047;
    const double y = 0.2126729 * l[0] + 0.7151522 * l[1] + 0.0721750 * l[2];
    const double z = (0.0193339 * l[0] + 0.1191920 * l[1] + 0.9503041 * l[2]) / 1.08883;
    auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deg(double rad)
{
    return rad * 180.0 / M_PI;
}
double rad(double deg)
{
    return deg * M_PI / 180.0;
}

/// CIEDE2000 colour difference (Sharma, Wu and Dalal 2005).
double deltaE2000(const Vec3 &p, const Vec3 &q)
{
    const double c1 = std::hypot(p[1], p[2]), c2 = std::hypot(q[1], q[2]), cBar = (c1 + c2) / 2;
    const double g = 0.5 * (1 - std::sqrt(std::pow(cBar, 7) / (std::pow(cBar, 7) + std::pow(25.0, 7))));
    const double a1 = (1 + g) * p[1], a2 = (1 + g) * q[1];
    const double c1p = std::hypot(a1, p[2]), c2p = std::hypot(a2, q[2]);
    auto hue = [](double b, double a) { return a == 0 && b == 0 ? 0.0 : std::fmod(deg(std::atan2(b, a)) + 360.0, 360.0); };
    const double h1 = hue(p[2], a1), h2 = hue(q[2], a2);
    double dh = c1p * c2p == 0 ? 0 : h2 - h1;
    dh += dh > 180 ? -360 : dh < -180 ? 360 : 0;
    const double dL = q[0] - p[0], dC = c2p - c1p, dH = 2 * std::sqrt(c1p * c2p) * std::sin(rad(dh / 2));
    const double lBar = (p[0] + q[0]) / 2, cBarP = (c1p + c2p) / 2;
    double hBar = h1 + h2;
    if (c1p * c2p != 0)
        hBar = std::abs(h1 - h2) <= 180 ? hBar / 2 : (hBar < 360 ? (hBar + 360) / 2 : (hBar - 360) / 2);
    const double t = 1 - 0.17 * std::cos(rad(hBar - 30)) + 0.24 * std::cos(rad(2 * hBar)) + 0.32 * std::cos(rad(3 * hBar + 6)) -
                     0.20 * std::cos(rad(4 * hBar - 63));
    const double dTheta = 30 * std::exp(-std::pow((hBar - 275) / 25, 2));
    const double rc = 2 * std::sqrt(std::pow(cBarP, 7) / (std::pow(cBarP, 7) + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * std::pow(lBar - 50, 2) / std::sqrt(20 + std::pow(lBar - 50, 2));
    const double sc = 1 + 0.045 * cBarP, sh = 1 + 0.015 * cBarP * t, rt = -std::sin(rad(2 * dTheta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh));
}

double difference(const QColor &a, const QColor &b, Vision v)
{
    return deltaE2000(lab(simulate(linearRgb(a), v)), lab(simulate(linearRgb(b), v)));
}

struct Named {
    QString name;
    QColor color;
};

/// Every colour a painter may write text or a thin line in.
QList<Named> inkColours(const Style &s)
{
    QList<Named> out = {{"foreground", s.foreground}, {"muted", s.muted},       {"accent", s.accent}, {"warning", s.warning},
                        {"positive", s.positive},     {"negative", s.negative}, {"secant", s.secant}, {"tangent", s.tangent}};
    for (int i = 0; i < 8; ++i)
        out.push_back({QStringLiteral("series[%1]").arg(i), s.series[i]});
    return out;
}

const Vision kAll[] = {Vision::Normal, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia};

// Thresholds, in CIEDE2000 units. About 1 is a just-noticeable difference for large patches side
// by side (Sharma, Wu and Dalal 2005; 2.3 in the older CIELAB 1976 units, Mahy et al. 1994), and
// the difference needed to tell marks apart grows as the marks shrink to lines and dots (Stone,
// Szafir and Setlur 2014, "An engineering model for color difference as a function of size";
// Szafir 2018, "Modeling color difference for visualization design", IEEE TVCG 24(1)). Hence:
// - 8 for colours that carry meaning in one picture, under each simulated deficiency (several
//   noticeable steps, read at a glance even as 2 px lines on a projector): the first four workers
//   and the two reserved meanings, the single weight's arrows and probes, the node scale's ends
//   and middle, the pen's four colours;
// - 4 (still plainly two colours side by side) for workers 5 to 8, which only larger runs show
//   and always with their W-number beside them, and for a pen colour against the reserved ones;
// - 9 under normal vision.
constexpr double kCore = 8.0, kExtra = 4.0, kNormal = 9.0;

} // namespace

class TestPaletteContrast : public QObject {
    Q_OBJECT

    void addStyleRows()
    {
        QTest::addColumn<QString>("style");
        for (const char *name : {"light", "dark", "print", "high-contrast"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    static Style styleOf(const QString &name)
    {
        return name == QLatin1String("dark")            ? Style::dark()
               : name == QLatin1String("print")         ? Style::print()
               : name == QLatin1String("high-contrast") ? Style::highContrast()
                                                        : Style::light();
    }
    /// Text contrast a style promises: WCAG 2's 4.5:1 (1.4.3, AA), 7:1 (1.4.6, AAA) in high contrast.
    static double textContrast(const Style &s) { return s.name == QLatin1String("high-contrast") ? 7.0 : 4.5; }

private slots:
    void arithmeticMatchesReferences()
    {
        QCOMPARE(contrast(Qt::black, Qt::white), 21.0);
        QVERIFY(std::abs(contrast(QColor("#767676"), Qt::white) - 4.54) < 0.01); // the classic lightest grey for text
        // Sharma et al.'s CIEDE2000 test data, pairs 1 and 17.
        QVERIFY(std::abs(deltaE2000({50, 2.6772, -79.7751}, {50, 0, -82.7485}) - 2.0425) < 1e-4);
        QVERIFY(std::abs(deltaE2000({50, 2.5, 0}, {73, 25, -18}) - 27.1492) < 1e-4);
        // Deficiencies leave greys alone, and confuse what they should: red and green for a
        // deuteranope, blue and green for a tritanope.
        QVERIFY(difference(QColor("#777777"), QColor("#777777"), Vision::Protanopia) < 0.5);
        QVERIFY(difference(QColor("#d62728"), QColor("#2ca02c"), Vision::Normal) > 50);
        QVERIFY(difference(QColor("#d62728"), QColor("#2ca02c"), Vision::Deuteranopia) < 25);
        // The painters' helper agrees with this file.
        for (const QColor &c : {QColor("#975911"), QColor("#5d8fe0"), QColor("#000000"), QColor("#fde725")})
            QVERIFY(std::abs(draw::contrastRatio(c, Qt::white) - contrast(c, Qt::white)) < 1e-4); // QColor keeps float channels
    }

    void textReadsOnBackgroundAndPanel_data() { addStyleRows(); }
    void textReadsOnBackgroundAndPanel()
    {
        QFETCH(QString, style);
        const Style s = styleOf(style);
        double least = 21;
        for (const Named &c : inkColours(s))
            for (const QColor &bg : {s.background, s.panel}) {
                const double r = contrast(c.color, bg);
                least = std::min(least, r);
                QVERIFY2(
                    r >= textContrast(s),
                    qPrintable(QStringLiteral("%1 %2 on %3: %4:1").arg(c.name, c.color.name(), bg.name()).arg(r, 0, 'f', 2)));
            }
        qInfo("%s: least text contrast %.2f:1", qPrintable(style), least);
        if (s.name == QLatin1String("high-contrast")) // and thick lines
            QVERIFY(s.lineWidth >= 1.75 * Style::light().lineWidth);
    }

    // Waiting bars, dead links and crossed-out nodes are drawn in idle: graphics, not text, so
    // WCAG's 3:1 for non-text contrast (1.4.11) applies. The grid stays faint on purpose.
    void idleGraphicsStandOut_data() { addStyleRows(); }
    void idleGraphicsStandOut()
    {
        QFETCH(QString, style);
        const Style s = styleOf(style);
        QVERIFY2(contrast(s.idle, s.background) >= 3.0, qPrintable(s.idle.name()));
        QVERIFY(contrast(s.grid, s.background) < contrast(s.idle, s.background));
    }

    // Nodes, bucket bars, chips and tokens are filled with a colour and carry text; draw::textOn
    // picks black or white, and either must reach 4.5:1 on what the eye sees.
    void textOnFills_data() { addStyleRows(); }
    void textOnFills()
    {
        QFETCH(QString, style);
        const Style s = styleOf(style);
        QList<QColor> fills = {s.accent, s.warning, s.idle, s.panel, s.positive, s.negative};
        for (const QColor &c : s.series) {
            fills << c << draw::withAlpha(c, 217) /* async's finished bars */
                  << draw::mix(c, s.background, 0.55) /* overlap's quiet buckets */;
        }
        for (int k = 0; k <= 20; ++k)
            fills << draw::valueColor(k / 20.0, s);
        for (const QColor &fill : fills) {
            const QColor seen = draw::over(fill, s.background);
            const QColor text = draw::textOn(fill, s.background);
            QVERIFY(text == QColor(Qt::black) || text == QColor(Qt::white));
            QVERIFY2(contrast(text, seen) >= 4.5, qPrintable(QStringLiteral("%1 on %2").arg(text.name(), seen.name())));
        }
    }

    // The decentralized scene colours each node by its weight: every step of the scale reads as
    // text on the background and the panel, it never turns back in lightness (darker to lighter,
    // or level where the light or dark end is held back), and low, middle and high stay apart.
    void valueScaleReadsAndIsOrdered_data() { addStyleRows(); }
    void valueScaleReadsAndIsOrdered()
    {
        QFETCH(QString, style);
        const Style s = styleOf(style);
        double last = -1;
        for (int k = 0; k <= 40; ++k) {
            const QColor c = draw::valueColor(k / 40.0, s);
            QVERIFY2(contrast(c, s.background) >= textContrast(s) && contrast(c, s.panel) >= textContrast(s),
                     qPrintable(c.name()));
            const double y = luminance(linearRgb(c));
            QVERIFY2(y >= last - 5e-3 /* one 8-bit step */, qPrintable(QStringLiteral("%1 at %2").arg(c.name()).arg(k / 40.0)));
            last = std::max(last, y);
        }
        const QColor low = draw::valueColor(0, s), mid = draw::valueColor(0.5, s), high = draw::valueColor(1, s);
        for (Vision v : kAll) {
            QVERIFY2(difference(low, mid, v) >= kCore && difference(mid, high, v) >= kCore, visionName(v));
            QVERIFY2(difference(low, high, v) >= 2 * kCore, visionName(v));
        }
    }

    void workersStayApartForColourBlindViewers_data() { addStyleRows(); }
    void workersStayApartForColourBlindViewers()
    {
        QFETCH(QString, style);
        const Style s = styleOf(style);
        QList<Named> all;
        for (int i = 0; i < 8; ++i)
            all.push_back({QStringLiteral("W%1").arg(i + 1), s.series[i]});
        all.push_back({"accent", s.accent});
        all.push_back({"warning", s.warning});
        auto isCore = [](int i) { return i < 4 || i >= 8; };
        for (Vision v : kAll)
            for (int i = 0; i < all.size(); ++i)
                for (int j = i + 1; j < all.size(); ++j) {
                    const double need = v == Vision::Normal ? kNormal : isCore(i) && isCore(j) ? kCore : kExtra;
                    const double d = difference(all[i].color, all[j].color, v);
                    QVERIFY2(d >= need, qPrintable(QStringLiteral("%1 %2 and %3 %4 under %5: dE2000 %6 < %7")
                                                       .arg(all[i].name, all[i].color.name(), all[j].name, all[j].color.name(),
                                                            QLatin1String(visionName(v)))
                                                       .arg(d, 0, 'f', 2)
                                                       .arg(need)));
                }
    }

    // Colour-vision simulation, palette by palette (issue #53 item 4): each group of colours that
    // meets in one picture, under normal vision and simulated protanopia, deuteranopia and
    // tritanopia (Machado, Oliveira and Fernandes 2009, severity 1, in linear RGB), with the least
    // CIEDE2000 difference of any two of them written out (QINFO lines: the figures of the note).
    void coloursStayApartInEveryPalette_data()
    {
        QTest::addColumn<QString>("style");
        QTest::addColumn<QString>("group");
        for (const char *style : {"light", "dark", "print", "high-contrast"})
            for (const char *group : {"workers", "curves", "nodes", "pen"})
                QTest::addRow("%s %s", style, group) << QString::fromLatin1(style) << QString::fromLatin1(group);
    }
    void coloursStayApartInEveryPalette()
    {
        QFETCH(QString, style);
        QFETCH(QString, group);
        const Style s = styleOf(style);
        QList<Named> all;
        std::function<double(int, int, Vision)> need = [](int, int, Vision v) { return v == Vision::Normal ? kNormal : kCore; };
        if (group == QLatin1String("workers")) { // W1..W8 and the two reserved meanings
            for (int i = 0; i < 8; ++i)
                all.push_back({QStringLiteral("W%1").arg(i + 1), s.series[i]});
            all.push_back({"accent", s.accent});
            all.push_back({"warning", s.warning});
            need = [](int i, int j, Vision v) {
                auto core = [](int k) { return k < 4 || k >= 8; };
                return v == Vision::Normal ? kNormal : core(i) && core(j) ? kCore : kExtra;
            };
        } else if (group == QLatin1String("curves")) { // the single weight's current point, arrows and probes
            all = {{"accent", s.accent},
                   {"positive", s.positive},
                   {"negative", s.negative},
                   {"secant", s.secant},
                   {"tangent", s.tangent}};
        } else if (group == QLatin1String("nodes")) { // the decentralized nodes' value scale
            all = {{"low", draw::valueColor(0, s)}, {"middle", draw::valueColor(0.5, s)}, {"high", draw::valueColor(1, s)}};
        } else { // the pen's four colours, drawn over any picture, beside its reserved meanings
            for (const PenColour &c : penColours())
                all.push_back({QString::fromLatin1(c.name), QColor(QString::fromLatin1(c.hex))});
            all.push_back({"accent", s.accent});
            all.push_back({"warning", s.warning});
            need = [](int i, int j, Vision v) { return v == Vision::Normal ? kNormal : i < 4 && j < 4 ? kCore : kExtra; };
        }
        QStringList figures, failures;
        for (Vision v : kAll) {
            double least = 1e9, leastHeld = 1e9; // of all pairs, of those held to kCore (or kNormal)
            QString pair;
            for (int i = 0; i < all.size(); ++i)
                for (int j = i + 1; j < all.size(); ++j) {
                    const double d = difference(all[i].color, all[j].color, v);
                    if (need(i, j, v) >= kCore)
                        leastHeld = std::min(leastHeld, d);
                    if (d < least) {
                        least = d;
                        pair = all[i].name + QLatin1Char('/') + all[j].name;
                    }
                    if (d < need(i, j, v))
                        failures << QStringLiteral("%1 %2 and %3 %4 under %5: dE2000 %6 < %7")
                                        .arg(all[i].name, all[i].color.name(), all[j].name, all[j].color.name(),
                                             QLatin1String(visionName(v)))
                                        .arg(d, 0, 'f', 2)
                                        .arg(need(i, j, v));
                }
            figures << QStringLiteral("%1 %2 (%3; held to %4: %5)")
                           .arg(QLatin1String(visionName(v)))
                           .arg(least, 0, 'f', 1)
                           .arg(pair)
                           .arg(v == Vision::Normal ? kNormal : kCore)
                           .arg(leastHeld, 0, 'f', 1);
        }
        qInfo("least dE2000, %s %s: %s", qPrintable(style), qPrintable(group), qPrintable(figures.join(QStringLiteral("; "))));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    /// The pen's colours are what the pen claims (Okabe and Ito's): apart from one another under
    /// every simulated deficiency, and marks that stand out (WCAG's 3:1 for graphics) on the
    /// background of every style.
    void penColoursHoldTheirClaim()
    {
        QCOMPARE(int(penColours().size()), 4);
        for (const Style &s : {Style::light(), Style::dark(), Style::print(), Style::highContrast()})
            for (const PenColour &c : penColours()) {
                const double r = contrast(QColor(QString::fromLatin1(c.hex)), s.background);
                QVERIFY2(r >= 3.0, qPrintable(QStringLiteral("%1 on %2: %3:1").arg(QString::fromLatin1(c.name), s.name).arg(r)));
            }
    }

    // Reserved meanings are no worker's colour: not merely far apart in numbers, but never the
    // same entry, and each keeps its hue family across the styles (the same meaning looks alike
    // in light, dark and print).
    void reservedColoursBelongToNoWorker()
    {
        for (const Style &s : {Style::light(), Style::dark(), Style::print(), Style::highContrast()})
            for (const QColor &c : s.series) {
                QVERIFY(c != s.accent && c != s.warning);
                QVERIFY(c != s.positive && c != s.negative);
            }
        const Style l = Style::light(), d = Style::dark();
        auto hueGap = [](const QColor &a, const QColor &b) {
            const int h = std::abs(a.hslHue() - b.hslHue());
            return std::min(h, 360 - h);
        };
        for (const Style &d : {Style::dark(), Style::highContrast()}) {
            QVERIFY(hueGap(l.accent, d.accent) < 20);
            QVERIFY(hueGap(l.warning, d.warning) < 20);
            for (int i = 0; i < 8; ++i)
                QVERIFY2(hueGap(l.series[i], d.series[i]) < 25,
                         qPrintable(QStringLiteral("W%1 changes hue between light and %2").arg(i + 1).arg(d.name)));
        }
    }

    // The system theme follows the desktop's look the window was given (read once at start, before
    // any theme replaced the application's palette), whatever palette the application has now.
    void systemThemeFollowsTheDesktopGiven()
    {
        QCOMPARE(applyTheme(Theme::System, DesktopLook{true}).name, Style::dark().name);
        QCOMPARE(QApplication::palette().color(QPalette::Window).lightness() < 128, true);
        QCOMPARE(applyTheme(Theme::System, DesktopLook{false}).name, Style::light().name);
        QCOMPARE(applyTheme(Theme::System, DesktopLook{true}).name,
                 Style::dark().name); // the light palette now applied does not count
        QCOMPARE(applyTheme(Theme::Light, DesktopLook{true}).name, Style::light().name);
        QCOMPARE(DesktopLook::read().dark, false); // the light palette just applied
    }

    // The dark palette is the one where Fusion's own edges vanished: the style retraces them in a
    // colour that keeps 3:1 against the window and the fields, and a check box, spin box and slider
    // rendered in that theme really carry pixels of it.
    void controlsStandOutInBothThemes_data()
    {
        QTest::addColumn<int>("theme");
        QTest::newRow("light") << int(Theme::Light);
        QTest::newRow("dark") << int(Theme::Dark);
        QTest::newRow("high-contrast") << int(Theme::HighContrast);
    }
    void controlsStandOutInBothThemes()
    {
        QFETCH(int, theme);
        applyTheme(Theme(theme), DesktopLook{}); // not Theme::System: the desktop's look does not count
        const QPalette pal = QApplication::palette();
        const QColor edge = controlEdgeColor(pal);
        QVERIFY2(contrast(edge, pal.color(QPalette::Window)) >= 3.0, qPrintable(edge.name()));
        QVERIFY2(contrast(edge, pal.color(QPalette::Base)) >= 3.0, qPrintable(edge.name()));
        QVERIFY2(contrast(edge, pal.color(QPalette::Button)) >= 3.0, qPrintable(edge.name()));
        // And the window's own text: labels, fields, buttons, selected table rows, placeholders.
        const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
            {QPalette::WindowText, QPalette::Window},       {QPalette::Text, QPalette::Base},
            {QPalette::ButtonText, QPalette::Button},       {QPalette::HighlightedText, QPalette::Highlight},
            {QPalette::PlaceholderText, QPalette::Base},    {QPalette::Text, QPalette::AlternateBase},
            {QPalette::ToolTipText, QPalette::ToolTipBase}, {QPalette::BrightText, QPalette::Window} /* input errors */};
        const double need = Theme(theme) == Theme::HighContrast ? 7.0 : 4.5;
        double least = 21;
        for (const auto &[fg, bg] : pairs)
            least = std::min(least, contrast(pal.color(fg), pal.color(bg)));
        qInfo("window palette: least text contrast %.2f:1", least);
        for (const auto &[fg, bg] : pairs)
            QVERIFY2(contrast(pal.color(fg), pal.color(bg)) >= need,
                     qPrintable(QStringLiteral("%1 on %2").arg(pal.color(fg).name(), pal.color(bg).name())));
        // Where each control's edge is, and nothing else (no label, no digits): the check box's
        // indicator, a two-pixel ring around the spin box, the whole slider.
        auto standingOut = [&](QWidget &w, const std::function<bool(const QImage &, int, int)> &inRegion) {
            w.resize(w.sizeHint().expandedTo(QSize(160, 10)));
            const QImage img = w.grab().toImage();
            int n = 0;
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x)
                    n += inRegion(img, x, y) && contrast(img.pixelColor(x, y), pal.color(QPalette::Window)) >= 2.5;
            return n;
        };
        QCheckBox box;
        box.resize(box.sizeHint());
        QStyleOptionButton opt;
        opt.initFrom(&box);
        const QRect indicator = box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &opt, &box);
        const int boxEdge = standingOut(box, [&](const QImage &, int x, int y) { return indicator.contains(x, y); });
        QVERIFY2(boxEdge >= 2 * indicator.width(), qPrintable(QStringLiteral("check box: %1 edge pixels").arg(boxEdge)));
        QSpinBox spin;
        const int spinEdge = standingOut(spin, [](const QImage &img, int x, int y) {
            return x < 2 || y < 2 || x >= img.width() - 2 || y >= img.height() - 2;
        });
        QVERIFY2(spinEdge >= 100, qPrintable(QStringLiteral("spin box: %1 edge pixels").arg(spinEdge)));
        QSlider slider(Qt::Horizontal);
        const int sliderEdge = standingOut(slider, [](const QImage &, int, int) { return true; });
        QVERIFY2(sliderEdge >= 200, qPrintable(QStringLiteral("slider: %1 edge pixels").arg(sliderEdge)));
    }
};

QTEST_MAIN(TestPaletteContrast)
#include "tst_palette_contrast.moc"
