// The window's layout arithmetic (ui/layout_fit.h) without a window: sizes in, sizes out. The
// narration's texts are measured by a stand-in: `chars` characters 9 px wide, lines 20 px apart,
// both scaled with the type.
#include "ui/layout_fit.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace sgd::ui;

namespace {

/// The stand-in measure: the text shown now and `samples`, each so many characters long.
NarrationHeight charsMeasure(int shownNow, std::vector<int> samples, std::vector<std::pair<int, double>> *calls = nullptr)
{
    return [shownNow, samples, calls](int width, double scale, int sample, int *tallest) {
        if (calls)
            calls->emplace_back(width, scale);
        const auto height = [&](int chars) {
            const int lines = int(std::ceil(chars * 9 * scale / width));
            return int(std::lround(lines * 20 * scale));
        };
        int h = height(shownNow);
        for (int i = 0; i < int(samples.size()); ++i) {
            if (sample != LayoutFit::kAllSamples && sample != i)
                continue;
            if (height(samples[std::size_t(i)]) > h && tallest)
                *tallest = i;
            h = std::max(h, height(samples[std::size_t(i)]));
        }
        return h;
    };
}

FitInput common()
{
    FitInput in;
    in.centreHandle = 6;
    in.splitHandle = 6;
    in.rowHeight = 24;
    in.narrationFrame = 1;
    in.scrollBarWidth = 15;
    in.tabBarHeight = 28;
    in.averageCharWidth = 9;
    in.lineSpacing = 20;
    return in;
}

} // namespace

class TestLayoutFit : public QObject {
    Q_OBJECT
private slots:
    void presentationAt1024x768GivesThePictureThreeQuarters()
    {
        // Projected at 1024x768: no panels, no table; the transport bar takes 40 lines.
        FitInput in = common();
        in.centreWidth = 1024;
        in.centreHeight = 728;
        in.presentation = true;
        in.minCanvasHeight = 200;
        const LayoutFit fit(in, charsMeasure(300, {300, 900, 600}));
        QVERIFY(!fit.wantsTabs());
        const FitResult r = fit.fit(false);
        QCOMPARE(r.tabbed, false);
        QCOMPARE(r.narrationWidth, 1024);
        QCOMPARE(r.tableWidth, 0);
        // The narration gets at most a quarter of 722: 180, its text 180 - 2 - 1 = 177. The text is
        // 1024 - 2 - 15 = 1007 wide; 900 characters take 9 lines of 20 = 180 at full size, so the type
        // eases to 95 %: 8 lines of 19 = 152, + frame 2 + 1.
        QCOMPARE(r.fontScale, 0.95);
        QCOMPARE(r.bottomHeight, 155);
        QCOMPARE(r.canvasHeight, 722 - 155);
    }

    void presentationAt1024x768ScrollsALongNarration()
    {
        FitInput in = common();
        in.centreWidth = 1024;
        in.centreHeight = 728;
        in.presentation = true;
        in.minCanvasHeight = 200;
        std::vector<std::pair<int, double>> calls;
        const LayoutFit fit(in, charsMeasure(300, {300, 2000, 600}, &calls));
        const FitResult r = fit.fit(false);
        // 2000 characters need 18 lines of 20 = 360 at full size and still 15 lines (244 px) at the
        // smallest type, 0.95^4: the narration keeps its quarter (180) and scrolls; the picture
        // keeps the rest.
        QCOMPARE(r.fontScale, 0.95 * 0.95 * 0.95 * 0.95);
        QCOMPARE(r.bottomHeight, 722 / 4);
        QCOMPARE(r.canvasHeight, 722 - 722 / 4);
        // Measured: all at full size, the tallest alone at each smaller size, all again at the last.
        QCOMPARE(int(calls.size()), 6);
        QCOMPARE(calls.at(0).first, 1007);
        QCOMPARE(calls.at(1).second, 0.95);
    }

    void presentationKeepsThreeLinesOnALowScreen()
    {
        FitInput in = common();
        in.centreWidth = 1024;
        in.centreHeight = 200; // a quarter (48) is less than three lines (3 x 20 + 3)
        in.presentation = true;
        const FitResult r = LayoutFit(in, charsMeasure(2000, {})).fit(false);
        QCOMPARE(r.bottomHeight, 63);
    }

    void windowAt1920x1080PutsNarrationBesideTheTable()
    {
        // A 1920x1080 window: scene list 170 and parameters 300 beside a 1434 x 940 centre.
        FitInput in = common();
        in.centreWidth = 1434;
        in.centreHeight = 940;
        in.tableWanted = true;
        in.tableWidth = 520;
        in.averageCharWidth = 8;
        in.minCanvasHeight = 300;
        const LayoutFit fit(in, charsMeasure(300, {300, 900, 600}));
        // Beside the table the narration is 1434 - 520 - 6 = 908 wide, its text 891: 900 characters
        // in 10 lines, 200 + 3 = 203, less than 30 % of 940.
        QCOMPARE(fit.bottomHeightNeeded(908, false), 203);
        QVERIFY(!fit.wantsTabs());
        const FitResult r = fit.fit(false);
        QCOMPARE(r.narrationWidth, 908);
        QCOMPARE(r.tableWidth, 520);
        QCOMPARE(r.bottomHeight, 203);
        QCOMPARE(r.canvasHeight, 940 - 6 - 203);
        QCOMPARE(r.fontScale, 1.0);
    }

    void aNarrowCentrePutsNarrationAndTableInTabs()
    {
        // 700 wide with a 520-wide table: 174 for the narration, under 40 characters of 9.
        FitInput in = common();
        in.centreWidth = 700;
        in.centreHeight = 600;
        in.tableWanted = true;
        in.tableWidth = 520;
        in.minCanvasHeight = 300;
        const LayoutFit fit(in, charsMeasure(300, {300, 900, 600}));
        QVERIFY(fit.wantsTabs());
        const FitResult r = fit.fit(true);
        QCOMPARE(r.narrationWidth, 700);
        QCOMPARE(r.tableWidth, 0);
        // Text 683 wide: 900 characters in 12 lines, 240 + frame 2 + tab bar 28 + 1.
        QCOMPARE(r.bottomHeight, 271);
        QCOMPARE(r.canvasHeight, 594 - 271);
        QCOMPARE(fit.minBottomHeight(true), 5 * 24 + 28);
        QCOMPARE(fit.minBottomHeight(false), 8 * 24);
    }

    void theTableKeepsItsRowsUnderAShortNarration()
    {
        FitInput in = common();
        in.centreWidth = 1434;
        in.centreHeight = 940;
        in.tableWanted = true;
        in.tableWidth = 520;
        in.minCanvasHeight = 300;
        const FitResult r = LayoutFit(in, charsMeasure(20, {20})).fit(false);
        QCOMPARE(r.bottomHeight, 8 * 24); // one line of text, but eight rows of the table
    }

    void theSceneListStacksInANarrowWindow()
    {
        QVERIFY(LayoutFit::stackPanels(1024));
        QVERIFY(LayoutFit::stackPanels(1279));
        QVERIFY(!LayoutFit::stackPanels(1280));
        QVERIFY(!LayoutFit::stackPanels(1920));
    }
};

QTEST_APPLESS_MAIN(TestLayoutFit)
#include "tst_layout_fit.moc"
