#pragma once
// Pictures, traces and handouts on disk. One paint routine per scene; only the device changes.
// Every file is written through OutputFile (core/output_file.h): every write is checked, and a
// failure leaves the old file untouched and no partial file behind.

#include "core/pen.h"
#include "core/trace.h"
#include "style.h"

#include <QSize>
#include <QString>
#include <QVariantMap>

#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace sgd {
struct RunComparison;
}
namespace sgd::ui::chart {
struct ViewState;
struct DrawnCharts;
} // namespace sgd::ui::chart

namespace sgd::ui {

enum class PictureFormat { Png, Svg, Pdf };
enum class PageSize { A4, Letter, Slide16x9 };

struct PictureOptions {
    QSize size{1280, 720};        ///< logical size in pixels (PNG: times scale)
    double scale = 2.0;           ///< PNG device pixel ratio: 1x, 2x, 3x
    bool transparent = false;     ///< PNG only: no background fill
    PageSize page = PageSize::A4; ///< PDF only
    Style style = Style::print();
    QVariantMap viewOptions;
    QString view;
    std::shared_ptr<const RunComparison> comparison; ///< a recorded run beside the simulator (render.h)
    int step = 0;                                    ///< frame index
    std::shared_ptr<const chart::ViewState> charts;  ///< the canvas's chart zoom and hidden series (render.h)
    /// Where the charts the picture lays out are recorded (chart_view.h; for tests); nullptr: not recorded.
    chart::DrawnCharts *chartRecord = nullptr;
    /// The teacher's pen notes drawn over the picture (those bound to the step painted); empty: none.
    std::vector<PenStroke> penStrokes;
    /// Long exports (handouts) poll this between pages and before the file is committed: true
    /// drops the file and fails with "stopped". Empty: never stops.
    std::function<bool()> cancelled;
    /// Optional: 0..1 of a handout's pages, after each page.
    std::function<void(double fraction, int page, int pages)> progress;
};

/// The largest PNG, in pixels a side (size times scale): larger ones are refused.
constexpr int kMaxPicturePixels = 16384;
/// The most step pages one handout has; a longer run is exported as a range of steps.
constexpr int kHandoutMaxPages = 500;

/// The steps a handout shows, both ends included; last = -1: to the trace's last frame.
struct StepRange {
    int first = 0;
    int last = -1;
};

/// The format a path's extension asks for; false for an unknown extension.
bool pictureFormatFor(const QString &path, PictureFormat &format);

/// Writes one frame as PNG, SVG or PDF. On failure returns false and sets `error`.
bool exportPicture(const Trace &trace, const QString &path, PictureFormat format, const PictureOptions &options, QString &error);
/// Renders one frame to an image (PNG export, clipboard).
QImage pictureImage(const Trace &trace, const PictureOptions &options);
/// Writes the trace as CSV or JSON (by extension .csv / .json).
bool exportTrace(const Trace &trace, const QString &path, QString &error);
/// A multi-page PDF: a title page with the parameters, then one page per step of `steps` with its
/// picture and a table of that step's numbers. More than kHandoutMaxPages step pages, or a range
/// outside the trace, fails with a message naming the limit.
bool exportHandout(const Trace &trace, const QString &path, const PictureOptions &options, QString &error, StepRange steps = {});
/// Every view of every step of a scene into `folder` as `<scene>_<view>_step<NNN>.<ext>`.
/// Returns the number of files written, or -1 on error.
int exportAllFigures(const Trace &trace, const QString &folder, PictureFormat format, const PictureOptions &options,
                     QString &error);
/// Per scalar field of a trace's frames, the digits a handout writes it with where its standard form
/// would seem to go back from page to page (text::orderDigits(); a field absent keeps the painter's form).
std::map<std::string, int> handoutFieldDigits(const Trace &trace);
/// The table of step `step`'s numbers on its handout page (HTML), every scalar field as the step table writes it.
QString handoutTableHtml(const Trace &trace, int step, const std::map<std::string, int> &digits);
/// Predictable file name for a figure.
QString figureFileName(const Trace &trace, const QString &view, int step, PictureFormat format);

} // namespace sgd::ui
