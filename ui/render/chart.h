#pragma once
// One chart component for the line charts of the painters (mini-batch losses, the single weight's
// parabola, the scale lab's curves): a layout (plot rectangle, scales, ticks, title boxes, legend
// box) computed apart from drawing and testable without pixels, and the drawing of axes, grid,
// ticks, legend and series in the house look (sizes, fonts and colours from Style). The chart only
// places numbers it is given: every value it shows comes from the trace through the painter.

#include "style.h"

#include <QColor>
#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <cmath>
#include <functional>
#include <limits>
#include <vector>

class QPainter;
class QPaintDevice;
class QPainterPath;

namespace sgd::ui::chart {

/// A nice number near `x` > 0: 1, 2 or 5 times a power of ten (10 = 1 of the next power). With
/// `round`, the nearest (thresholds 1.5, 3, 7); without, the smallest not below x.
double niceNumber(double x, bool round);

/// Linear; Log (log10, positive values); SymLog: v -> sign(v) log10(1 + |v|), that is log(1 + x) for
/// counts: about linear below 1 and logarithmic beyond, so 0 has a place (update 0, the start) and
/// 1, 10, 100, 1000 are evenly spaced.
enum class ScaleKind { Linear, Log, SymLog };

/// One axis: data values to pixels. On a log axis `lo` and `hi` are positive and a value <= 0
/// goes to the axis's start (the first checkpoint, x = 0, on the left edge).
struct Scale {
    ScaleKind kind = ScaleKind::Linear;
    double lo = 0, hi = 1;   ///< the data range
    double from = 0, to = 1; ///< the pixels of lo and hi (a y scale runs from the plot's bottom up)
    double map(double v) const;
    double unmap(double px) const;

    /// lo and hi through the scale's transform (log10 or symlog), worked out again only when
    /// lo, hi or the kind changed: map() runs for every point of every curve.
    struct Ends {
        ScaleKind kind = ScaleKind::Linear;
        double lo = std::numeric_limits<double>::quiet_NaN(), hi = std::numeric_limits<double>::quiet_NaN();
        double a = 0, b = 0;
    };
    mutable Ends ends;
    const Ends &transformedEnds() const;
};

/// Tick values at a nice step within [lo, hi], about `target` of them (at least 2 where the range
/// allows); a value within a rounding error of 0 is exactly 0.
std::vector<double> linearTicks(double lo, double hi, int target);
/// Tick values on a log axis over [lo, hi] (lo > 0): the powers of ten, every k-th one when there
/// are more than `target`; over less than two decades also 2 and 5 times each power.
std::vector<double> logTicks(double lo, double hi, int target);
/// Tick values on a SymLog axis over [lo, hi]: 0 and ±1, ±10, ±100, ... (every k-th power when
/// there are more than `target`); over less than two decades also 2 and 5 times each power; a range
/// too short for two such ticks gets linearTicks().
std::vector<double> symlogTicks(double lo, double hi, int target);
/// The SymLog transform sign(v) log10(1 + |v|) and its inverse.
double symlog(double v);
double symlogInverse(double u);

struct Tick {
    double value = 0;
    QString label;
};

struct Axis {
    QString title;      ///< with its unit, e.g. "simulated wall-clock (ms)"
    QString shortTitle; ///< said instead when the title does not fit (empty: the title, elided)
    ScaleKind kind = ScaleKind::Linear;
    double lo = std::numeric_limits<double>::quiet_NaN(); ///< a fixed range end; NaN: from the data
    double hi = std::numeric_limits<double>::quiet_NaN();
    bool fromZero = false;                ///< a linear range that includes 0 (losses, counts)
    double pad = 0.06;                    ///< fraction of a linear range added beyond the data at the top
    std::function<QString(double)> label; ///< a tick's text (default: draw::num)
    /// No tick and no grid line below this value (NaN: none left out): a loss axis whose range
    /// reaches under L = 0 for a band there (the single weight's step) keeps its ticks at L >= 0,
    /// and its title centred beside them.
    double ticksFrom = std::numeric_limits<double>::quiet_NaN();
    /// Tick labels with as many significant digits as it takes for neighbours to differ
    /// (formatDistinct): a zoomed-in range such as 3.33332 to 3.33336. Ignored with `label`.
    bool distinct = false;
};

/// A shaded strip across the plot between two data values (NaN: the plot's edge), drawn over the
/// grid and under the series: the single weight's band under L = 0 where its step runs.
struct Band {
    Qt::Orientation orientation = Qt::Horizontal; ///< Horizontal: from <= y <= to; Vertical: from <= x <= to
    double from = std::numeric_limits<double>::quiet_NaN();
    double to = std::numeric_limits<double>::quiet_NaN();
    QColor fill;
};

/// A line across the plot at one data value, with an optional note at its top (vertical) or left
/// end (horizontal), kept off the legend: an epoch boundary, the axis L = 0.
struct Rule {
    Qt::Orientation orientation = Qt::Vertical; ///< Vertical: at x = at; Horizontal: at y = at
    double at = 0;
    QColor color;
    Qt::PenStyle dash = Qt::SolidLine;
    double width = 0; ///< pixels (0: Style::frameWidth())
    QString note;     ///< in Style::noteFont(), the rule's colour
};

struct Series {
    QString name; ///< legend text (empty: left out of the legend)
    QColor color;
    std::vector<QPointF> points; ///< data coordinates, in drawing order
    Qt::PenStyle dash = Qt::SolidLine;
    double width = 1.0;   ///< times Style::curveWidth()
    bool markers = false; ///< a dot on each point (left out beyond 200 points; the legend's sample has one)
    /// A per-frame series: points[i] stands for frame firstFrame + i (-1: not tied to frames). Such
    /// a series is drawn only up to the spec's revealUpTo (quiz mode hides the frames after the one
    /// shown); its whole length still sets the axes, so the picture does not jump on the reveal.
    int firstFrame = -1;
    /// How a painter that strokes the series itself (not drawSeries) tells it apart besides its
    /// colour, in a few words ("dashes 4 2, square markers"); empty: `dash` and `markers` say it.
    /// Tests read it: no two named series of a chart may differ in colour alone.
    QString look;
};

struct Spec {
    Axis x, y;
    std::vector<Series> series;
    bool legend = true;
    /// The room left of the plot for the y tick labels (NaN: as wide as the widest label needs,
    /// at most Style::yTitleMaxOffset()). A fixed room keeps the plot's left edge still while the
    /// y range changes from frame to frame, so another chart can line up under it.
    double yRoom = std::numeric_limits<double>::quiet_NaN();
    std::vector<Band> bands; ///< drawn by drawAxes, in order, over the grid
    std::vector<Rule> rules; ///< drawn by drawAxes after the bands
    /// The chart's stable name within its scene ("loss", "parabola"): with the scene's id it keys the
    /// reader's zoom and hidden series (chart_view.h, lesson slides' "charts"), so two charts with the
    /// same axis titles keep apart and a renamed title keeps its zoom. Empty: the axes' titles.
    QString id;
    /// The x range stays as the painter gives it (no reader zoom): a chart whose x axis lines up with a
    /// panel drawn apart, as the async staircase over its worker lanes. Hover still answers.
    bool fixedX = false;
    /// What the hover box calls an x value when the x axis has no title (the staircase's time).
    QString xName;
    /// More of each point's values for the hover box (chart_interaction.h), the trace's own: a
    /// column of `series` has one value per point of it (the slope at a w; a server update's version
    /// and worker). `text` writes a value (empty: the hover box's number format).
    struct HoverColumn {
        std::size_t series = 0;
        QString name;
        std::vector<double> values;
        std::function<QString(double)> text;
    };
    std::vector<HoverColumn> hoverColumns;
    /// The last frame the per-frame series (Series::firstFrame) show, -1: all of them. A painter
    /// passes quizLastFrame(ctx) (ui/render/scene_painter.h): the frame shown while a quiz question about
    /// the next one is open, else -1 (a whole run's curve stays a preview of what comes).
    int revealUpTo = -1;
};

/// A band or a rule in pixels (what drawAxes draws; a test can look at it without pixels).
struct PlacedBand {
    QRectF rect; ///< inside the plot
    QColor fill;
};
struct PlacedRule {
    QLineF line; ///< across the plot
    QColor color;
    Qt::PenStyle dash = Qt::SolidLine;
    double width = 1;
    QString note;
    QRectF noteBox; ///< inside the plot, off the legend; empty without a note
};

/// Where everything of a chart goes in `area`, with no pixels drawn.
struct Layout {
    QRectF area; ///< what the chart was given
    QRectF plot; ///< the data rectangle (frame, grid, curves)
    Scale x, y;
    std::vector<Tick> xTicks, yTicks; ///< labels under and left of the plot
    QRectF xTitle;                    ///< the x title's box, under the tick labels
    QRectF yTitle;                    ///< the rotated y title's box, given upright: a strip left of the tick labels
    QString xTitleText, yTitleText;   ///< the title or short title, whichever fits
    QRectF legend; ///< inside the plot, where it covers the fewest data points, or beside it when it would cover half the plot's
                   ///< height; empty without one
    double legendRow = 0;          ///< one legend row's height
    std::vector<PlacedBand> bands; ///< the spec's bands within the plot (left out: those outside the range)
    std::vector<PlacedRule> rules; ///< the spec's rules within the plot
    /// The reader's settings applied (chart_view.h): the chart's key, the x range before any zoom,
    /// the series hidden from the legend (drawSeries skips them, drawLegend strikes them out).
    QString key;
    double xFullLo = 0, xFullHi = 1;
    QStringList hidden;
    bool zoomable = false; ///< a line chart whose x range follows the reader (not Spec::fixedX)
    int revealUpTo = -1;   ///< the spec's: per-frame series end at this frame (-1: drawn whole)
    bool hides(const QString &series) const { return !series.isEmpty() && hidden.contains(series); }

    QPointF map(double vx, double vy) const { return {x.map(vx), y.map(vy)}; }
    QPointF map(QPointF v) const { return map(v.x(), v.y()); }
};

/// How many of `series`' points a chart with `revealUpTo` (Spec::revealUpTo) draws: all of them
/// unless the series is per-frame and the reveal stops before its end. A painter that draws its own
/// marks along a series (a head dot, a value tag) stops at the same point.
std::size_t revealedCount(const Series &series, int revealUpTo);
/// `series` cut to revealedCount(): what pixelPath() and drawSeries() draw of it.
Series revealed(const Series &series, int revealUpTo);
/// `spec` with every per-frame series cut (revealed()); a painter that draws a spec's series by
/// its own means (fading them, stopping them mid-step) starts from this.
Spec revealed(const Spec &spec);

/// `spec` with revealUpTo set to `frame` (quizLastFrame(ctx)): for a spec built in one expression.
inline Spec withReveal(Spec spec, int frame)
{
    spec.revealUpTo = frame;
    return spec;
}

/// The layout of `spec` in `area` in style `s`; `device` gives the font metrics (nullptr: the
/// screen's). Axis titles and tick labels stay inside `area` down to about 300 x 200.
Layout layoutChart(const Spec &spec, const QRectF &area, const Style &s, const QPaintDevice *device = nullptr);

/// A box of `size` inside `plot` (inset by `inset`) that covers the fewest of `points` (pixels):
/// the corners (top right, top left, bottom right, bottom left), then the edges' middles; on a tie
/// the first of them.
QRectF placeLegend(QSizeF size, const QRectF &plot, const std::vector<QPointF> &points, double inset = 6);

/// Grid, tick labels, the plot's frame and the axis titles.
void drawAxes(QPainter &p, const Layout &L, const Style &s);
/// drawAxes through a cached layer (draw::drawCachedLayer): axes whose ranges stay put from frame to
/// frame (fixed ranges, a whole trace's data) are rasterized once per picture, not their text
/// shaped again every frame. The same picture as drawAxes; with `opaque`, the layer carries the
/// background too and is copied rather than blended (faster; covers what was drawn in the area before).
void drawAxesCached(QPainter &p, const Layout &L, const Style &s, bool opaque = false);
/// One series, clipped to the plot: its line (dashes as given) and, if asked, its dots.
void drawSeries(QPainter &p, const Layout &L, const Series &series, const Style &s);
/// drawSeries with the series' pixels already reduced (pixelPath(L, series)), for a caller that keeps
/// them from frame to frame: a 40,000-point loss curve is mapped and reduced once per picture.
void drawSeries(QPainter &p, const Layout &L, const Series &series, const Style &s, const std::vector<QPointF> &pixels);
/// The series in pixels, non-finite points left out, and of the points in one device pixel column
/// only the first, lowest, highest and last, in their order: the same polyline to the eye (and to a
/// label keeping off it), at most four points a column however long the series.
std::vector<QPointF> pixelPath(const Layout &L, const Series &series);
/// Strokes a polyline with the painter's pen. On a raster device (window, PNG) a solid opaque pen
/// draws it as separate segments: Qt strokes one long path that doubles back on itself (a noisy
/// loss curve) hundreds of times slower, for the same picture to the eye. Vector devices (SVG, PDF)
/// and dashed pens get one path.
void strokePolyline(QPainter &p, const std::vector<QPointF> &pixels);
/// Strokes a painter's own curve (moveTo/lineTo only) with the painter's pen, as p.drawPath(path)
/// would: on a raster device a long curve in a solid opaque pen is reduced per device pixel column
/// as pixelPath does and drawn as segments (strokePolyline). A path with curves gets drawPath.
void strokePath(QPainter &p, const QPainterPath &path);
/// The legend box with a line sample and the name of every named series.
void drawLegend(QPainter &p, const Layout &L, const Spec &spec, const Style &s);
/// Axes, every series in order, then the legend.
void drawChart(QPainter &p, const Layout &L, const Spec &spec, const Style &s);
/// drawChart through a cached layer (draw::drawCachedLayer), keyed by the layout, the style and every
/// series' points: a chart whose curves are a whole trace's (the same in every frame) is stroked
/// once per picture, not its dashed lines again every frame. The same picture as drawChart;
/// `opaque` as for drawAxesCached.
void drawChartCached(QPainter &p, const Layout &L, const Spec &spec, const Style &s, bool opaque = false);

} // namespace sgd::ui::chart
