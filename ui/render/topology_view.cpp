#include "topology_view.h"

#include "core/sim/gossip_graph.h"

#include <QFontMetricsF>
#include <QHash>
#include <QLineF>
#include <QPaintEngine>
#include <QPainterPath>
#include <QStaticText>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace sgd::ui::topo {

namespace {

std::vector<QPointF> toPoints(const std::vector<std::pair<double, double>> &v)
{
    std::vector<QPointF> out;
    out.reserve(v.size());
    for (auto [x, y] : v)
        out.emplace_back(x, y);
    return out;
}

QPointF unit(QPointF v)
{
    const double l = std::hypot(v.x(), v.y());
    return l > 1e-9 ? v / l : QPointF(0, -1);
}

} // namespace

PlaneMap fitPlane(const std::vector<QPointF> &pos, const QRectF &area, double margin)
{
    PlaneMap m;
    if (pos.empty()) {
        m.origin = area.center();
        return m;
    }
    double x0 = std::numeric_limits<double>::max(), x1 = -x0, y0 = x0, y1 = -x0;
    for (const QPointF &q : pos) {
        x0 = std::min(x0, q.x());
        x1 = std::max(x1, q.x());
        y0 = std::min(y0, q.y());
        y1 = std::max(y1, q.y());
    }
    const QRectF inner = area.adjusted(margin, margin, -margin, -margin);
    const double w = std::max(x1 - x0, 1e-9), h = std::max(y1 - y0, 1e-9);
    double sx = inner.width() / w, sy = inner.height() / h;
    if (x1 - x0 < 1e-9)
        sx = std::numeric_limits<double>::max();
    if (y1 - y0 < 1e-9)
        sy = std::numeric_limits<double>::max();
    m.scale = std::min(sx, sy);
    if (!std::isfinite(m.scale) || m.scale > 1e8)
        m.scale = std::min(inner.width(), inner.height()) / 2.0;
    m.scale = std::max(m.scale, 1e-6);
    const QPointF dataCentre((x0 + x1) / 2, (y0 + y1) / 2);
    m.origin = QPointF(inner.center().x() - dataCentre.x() * m.scale, inner.center().y() + dataCentre.y() * m.scale);
    return m;
}

std::vector<QPointF> starPositions(int leaves)
{
    return toPoints(sgd::defaultPositions(sgd::GraphKind::Star, leaves + 1));
}

std::vector<QPointF> ringPositions(int n)
{
    return toPoints(sgd::defaultPositions(sgd::GraphKind::Ring, n));
}

double nodeRadius(const std::vector<QPointF> &px, const QRectF &area, const Style &s)
{
    const QFontMetricsF fm(s.captionFont());
    double minDist = std::min(area.width(), area.height()) / 3.0;
    for (std::size_t i = 0; i < px.size(); ++i)
        for (std::size_t j = i + 1; j < px.size(); ++j)
            minDist = std::min(minDist, QLineF(px[i], px[j]).length());
    const double lo = fm.height() * 0.85; // "16" must fit inside
    const double hi = fm.height() * 2.3;
    return std::clamp(minDist * 0.25, lo, hi);
}

Geometry layout(const std::vector<Node> &nodes, const QRectF &area, double margin, const Style &s, const PlaneMap *frozen,
                QSizeF serverSize)
{
    Geometry g;
    std::vector<QPointF> pos;
    for (const Node &n : nodes)
        pos.push_back(n.pos);
    g.map = frozen ? *frozen : fitPlane(pos, area, margin);
    for (const QPointF &q : pos)
        g.px.push_back(g.map.map(q));
    g.centre = g.map.map(QPointF(0, 0));
    std::vector<QPointF> workers;
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].kind == NodeKind::Worker)
            workers.push_back(g.px[i]);
    g.radius = nodeRadius(workers, area, s);
    const QFontMetricsF fm(s.captionFont());
    g.serverSize =
        serverSize.isValid() ? serverSize : QSizeF(fm.horizontalAdvance(QStringLiteral("server")) + 20, fm.height() * 2);
    return g;
}

double borderDistance(const Geometry &g, const Node &n, QPointF dir)
{
    if (n.kind == NodeKind::Worker)
        return g.radius;
    const double hw = g.serverSize.width() / 2, hh = g.serverSize.height() / 2;
    const double ax = std::abs(dir.x()), ay = std::abs(dir.y());
    const double tx = ax > 1e-9 ? hw / ax : std::numeric_limits<double>::max();
    const double ty = ay > 1e-9 ? hh / ay : std::numeric_limits<double>::max();
    return std::min(tx, ty);
}

QPointF along(const Geometry &g, const std::vector<Node> &nodes, int a, int b, double f)
{
    const QPointF pa = g.px[std::size_t(a)], pb = g.px[std::size_t(b)];
    const QPointF u = unit(pb - pa);
    const QPointF s = pa + u * (borderDistance(g, nodes[std::size_t(a)], u) + 2);
    const QPointF e = pb - u * (borderDistance(g, nodes[std::size_t(b)], -u) + 2);
    return s + (e - s) * std::clamp(f, 0.0, 1.0);
}

namespace {

void paintEdges(QPainter &p, const Geometry &g, const std::vector<Edge> &edges, const Style &s, double width)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const double w = width > 0 ? width : s.lineWidth * 1.1;
    for (const Edge &e : edges) {
        if (e.a < 0 || e.b < 0 || e.a >= int(g.px.size()) || e.b >= int(g.px.size()))
            continue;
        const QPointF a = g.px[std::size_t(e.a)], b = g.px[std::size_t(e.b)];
        // A live edge's ends lie under its nodes, so its cap never shows: flat caps let Qt draw the
        // line directly instead of stroking an outline (a complete graph of 32 nodes has 496 edges).
        QPen pen(e.alive ? s.muted : s.idle, e.alive ? w : w * 0.8, e.alive ? Qt::SolidLine : Qt::DashLine,
                 e.alive ? Qt::FlatCap : Qt::RoundCap);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawLine(a, b);
        if (e.directed && e.alive && QLineF(a, b).length() > g.radius * 2 + 18) {
            const QPointF mid = (a + b) / 2;
            const QPointF u = unit(b - a);
            const QPointF n(-u.y(), u.x());
            const double h = std::max(7.0, g.radius * 0.45);
            QPainterPath tip;
            tip.moveTo(mid + u * h * 0.6);
            tip.lineTo(mid - u * h * 0.5 + n * h * 0.5);
            tip.lineTo(mid - u * h * 0.5 - n * h * 0.5);
            tip.closeSubpath();
            p.setPen(Qt::NoPen);
            p.setBrush(s.muted);
            p.drawPath(tip);
        }
    }
    p.restore();
}

} // namespace

void drawEdges(QPainter &p, const Geometry &g, const std::vector<Edge> &edges, const Style &s, double width)
{
    if (edges.size() < 40) {
        paintEdges(p, g, edges, s, width);
        return;
    }
    // Many edges (a complete graph of 32 nodes has 496): the same edges at the same places make
    // the same picture, so they are rasterized once and reused while only the nodes change.
    std::size_t key = std::hash<double>{}(width) ^ (std::size_t(s.muted.rgba()) << 1) ^ (std::size_t(s.idle.rgba()) << 33);
    auto mixIn = [&key](double v) { key = (key ^ std::hash<double>{}(v)) * 1099511628211ull; };
    mixIn(s.lineWidth);
    mixIn(g.radius);
    QRectF bounds;
    for (const Edge &e : edges) {
        mixIn(e.a * 4099.0 + e.b * 3.0 + (e.alive ? 1 : 0) + (e.directed ? 2 : 0));
        if (e.a >= 0 && e.b >= 0 && e.a < int(g.px.size()) && e.b < int(g.px.size())) {
            const QPointF a = g.px[std::size_t(e.a)], b = g.px[std::size_t(e.b)];
            mixIn(a.x()), mixIn(a.y()), mixIn(b.x()), mixIn(b.y());
            bounds |= QRectF(a, b).normalized();
        }
    }
    const double margin = std::max(g.radius, 2 * width + 2);
    draw::drawCachedLayer(s.cache, p, bounds.adjusted(-margin, -margin, margin, margin), key,
                          [&](QPainter &lp) { paintEdges(lp, g, edges, s, width); });
}

QColor contrastText(const QColor &fill)
{
    return draw::textOn(fill);
}

namespace {

/// Paints `shape` (a node's filled and outlined ellipse or box within `box`, `margin` device
/// pixels of outline around it) from a stamp: the shape rasterized once, at the same position
/// relative to the device's pixel grid, into a small image copied every frame after. A large
/// antialiased node is more rows of spans than the raster engine fills on the painting thread
/// (it hands them to helper threads and waits); nodes stay put from frame to frame. Vector
/// devices and scaled or rotated painters get shape(p) directly.
/// The stamps drawStamped keeps, in the picture's cache.
struct NodeStamps {
    QHash<quint64, QImage> stamps;
};

void drawStamped(PaintCache *cache, QPainter &p, const QRectF &box, double margin, std::size_t key,
                 const std::function<void(QPainter &)> &shape)
{
    const QTransform m = p.deviceTransform();
    if (!p.paintEngine() || p.paintEngine()->type() != QPaintEngine::Raster || m.type() > QTransform::TxTranslate) {
        shape(p);
        return;
    }
    const QRectF dev = m.mapRect(box).adjusted(-margin, -margin, margin, margin);
    const QPoint origin(int(std::floor(dev.left())), int(std::floor(dev.top())));
    // The shape's place within its first pixel and its size decide its pixels (with the rest of the key).
    for (double v : {dev.left() - origin.x(), dev.top() - origin.y(), dev.width(), dev.height()})
        key = (key ^ std::hash<double>{}(v)) * 1099511628211ull;
    NodeStamps scratch;
    QHash<quint64, QImage> &stamps = memoOf(cache, scratch).stamps;
    auto it = stamps.constFind(key);
    if (it == stamps.constEnd()) {
        if (stamps.size() > 256)
            stamps.clear();
        QImage img(int(std::ceil(dev.right())) - origin.x(), int(std::ceil(dev.bottom())) - origin.y(),
                   QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        QPainter sp(&img);
        sp.setRenderHints(p.renderHints());
        sp.setPen(p.pen());
        sp.setBrush(p.brush());
        sp.setTransform(m * QTransform::fromTranslate(-origin.x(), -origin.y()));
        shape(sp);
        sp.end();
        it = stamps.insert(key, img);
    }
    p.save();
    p.setWorldTransform(m.inverted() * p.worldTransform()); // device pixels, as drawCachedLayer
    p.drawImage(origin, *it);
    p.restore();
}

/// The key of a node's stamp: everything of the pen, the brush and the shape but its position.
std::size_t stampKey(const QPen &pen, const QColor &fill, NodeKind kind, QPainter::RenderHints hints)
{
    std::size_t key = 0x6e6f6465ull;
    for (double v : {pen.widthF(), double(pen.color().rgba()), double(int(pen.style())), double(int(pen.capStyle())),
                     double(int(pen.joinStyle())), double(fill.rgba()), double(int(kind)), double(int(hints))})
        key = (key ^ std::hash<double>{}(v)) * 1099511628211ull;
    return key;
}

} // namespace

void drawNodes(QPainter &p, const Geometry &g, const std::vector<Node> &nodes, const Style &s)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const Node &n = nodes[i];
        const QPointF c = g.px[i];
        QColor fill = n.fill.isValid() ? n.fill : s.panel;
        QColor outline = n.outline.isValid() ? n.outline : s.foreground;
        if (!n.alive) {
            fill = s.background;
            outline = s.idle;
        }
        const double lw = n.highlight ? s.lineWidth * 2.0 : s.lineWidth;
        const QPen pen(n.highlight ? s.accent : outline, lw, n.alive ? Qt::SolidLine : Qt::DashLine);
        p.setPen(pen);
        p.setBrush(fill);
        const bool server = n.kind == NodeKind::Server;
        const QRectF box = server ? QRectF(c - QPointF(g.serverSize.width() / 2, g.serverSize.height() / 2), g.serverSize)
                                  : QRectF(c - QPointF(g.radius, g.radius), QSizeF(2 * g.radius, 2 * g.radius));
        drawStamped(s.cache, p, box, lw + 2, stampKey(pen, fill, n.kind, p.renderHints()), [&](QPainter &q) {
            if (server)
                q.drawRoundedRect(box, 8, 8);
            else
                q.drawEllipse(box);
        });
        if (!n.alive) {
            // A dead node: crossed out, unmistakably not taking part.
            p.setPen(QPen(s.warning, s.lineWidth * 1.4, Qt::SolidLine, Qt::RoundCap));
            const double k = n.kind == NodeKind::Server ? 0.35 : 0.62;
            const QPointF d1(box.width() / 2 * k, box.height() / 2 * k);
            const QPointF d2(box.width() / 2 * k, -box.height() / 2 * k);
            p.drawLine(c - d1, c + d1);
            p.drawLine(c - d2, c + d2);
        }
        if (!n.label.isEmpty()) {
            QFont f = s.scaledFont(n.kind == NodeKind::Server ? 1.0 : 0.95, true);
            const QFontMetricsF fm(f);
            const double avail = box.width() - 4;
            if (fm.horizontalAdvance(n.label) > avail && n.kind == NodeKind::Worker)
                f = s.shrunk(f, std::max(0.55, avail / fm.horizontalAdvance(n.label)));
            p.setFont(f);
            p.setPen(!n.alive ? s.muted : n.textColor.isValid() ? n.textColor : contrastText(fill));
            p.drawText(box, Qt::AlignCenter, n.label);
        }
    }
    p.restore();
}

void drawToken(QPainter &p, QPointF at, const QString &text, const QColor &color, const Style &s, double fontFactor)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setFont(s.scaledFont(fontFactor, true));
    const QFontMetricsF fm(p.font());
    const QSizeF size(fm.horizontalAdvance(text) + 10, fm.height() + 4);
    const QRectF r(at - QPointF(size.width() / 2, size.height() / 2), size);
    p.setPen(QPen(color.darker(130), 1));
    p.setBrush(color);
    p.drawRoundedRect(r, 5, 5);
    p.setPen(contrastText(color));
    p.drawText(r, Qt::AlignCenter, text);
    p.restore();
}

bool tokenFits(const Geometry &g, const std::vector<Node> &nodes, int a, int b, const QString &text, const Style &s,
               double fontFactor)
{
    const QFontMetricsF fm(s.scaledFont(fontFactor, true));
    const QSizeF size(fm.horizontalAdvance(text) + 10, fm.height() + 4);
    const QPointF from = along(g, nodes, a, b, 0.0), to = along(g, nodes, a, b, 1.0);
    const QPointF u = unit(to - from);
    const double extent = std::abs(u.x()) * size.width() + std::abs(u.y()) * size.height();
    return QLineF(from, to).length() >= extent + 4;
}

Style fitStyleToArea(const Style &s, const QRectF &area)
{
    const double f = std::clamp(std::sqrt(std::min(area.width() / 1280.0, area.height() / 720.0)), 0.8, 1.0);
    if (f >= 0.999)
        return s;
    Style out = s;
    out.font.setPointSizeF(std::max(s.font.pointSizeF() * f, s.minPointSize()));
    return out;
}

int hitTest(const Geometry &g, const std::vector<Node> &nodes, QPointF px, double slack)
{
    int best = -1;
    double bestD = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < nodes.size() && i < g.px.size(); ++i) {
        const double d = QLineF(px, g.px[i]).length();
        const double reach =
            nodes[i].kind == NodeKind::Server ? std::max(g.serverSize.width(), g.serverSize.height()) / 2 : g.radius;
        if (d <= reach + slack && d < bestD) {
            best = int(i);
            bestD = d;
        }
    }
    return best;
}

} // namespace sgd::ui::topo

namespace sgd::ui::panel {

double clamp01(double v)
{
    return std::clamp(v, 0.0, 1.0);
}

double ease(double v)
{
    v = clamp01(v);
    return v * v * (3 - 2 * v);
}

QRectF caption(QPainter &p, const QRectF &r, const QStringList &variants, const Style &s)
{
    p.save();
    const QFont f = s.captionFont();
    const QFontMetricsF fm(f);
    p.setPen(s.foreground);
    fitFirst(s, p, QRectF(r.left() + 2, r.top(), r.width() - 4, fm.height() + 2), variants, f, Qt::AlignLeft | Qt::AlignVCenter,
             0.85);
    p.restore();
    return r.adjusted(0, fm.height() + 4, 0, 0);
}

QRectF caption(QPainter &p, const QRectF &r, const QString &text, const Style &s)
{
    return caption(p, r, QStringList{text}, s);
}

SceneHeader splitSceneHeader(const QRectF &area, const Style &s)
{
    const double pad = s.padding();
    const QRectF inner = area.adjusted(pad, pad, -pad, -pad);
    const QFontMetricsF tf(s.titleFont()), bf(s.bodyFont());
    SceneHeader h;
    h.title = QRectF(inner.left(), inner.top(), inner.width(), tf.height() + 4);
    h.body = inner.adjusted(0, h.title.height() + pad * 0.5, 0, 0);
    h.readout = QRectF(h.body.left(), h.body.top(), h.body.width(), bf.height() + 4);
    h.body.adjust(0, h.readout.height() + pad * 0.5, 0, 0);
    return h;
}

namespace {

/// A line of text as fitText draws it into a box of one width: the font (shrunk when needed), the
/// words shown (elided when even that is too wide) and, laid out once, the glyphs.
struct FittedLine {
    QFont font;
    QString shown;
    QStaticText glyphs;
    double width = 0, height = 0;
};

struct FitKey {
    QString text;
    QFont font;
    qint64 width; ///< the box's width in 1/64 pixel
    qint64 minFactor;
    bool operator==(const FitKey &o) const
    {
        return width == o.width && minFactor == o.minFactor && text == o.text && font == o.font;
    }
};
size_t qHash(const FitKey &k, size_t seed = 0)
{
    return qHashMulti(seed, k.text, k.font, k.width, k.minFactor);
}

FittedLine fitLine(const QString &text, QFont f, double width, double minFactor)
{
    QFontMetricsF fm(f);
    const double w = fm.horizontalAdvance(text);
    if (w > width && w > 0) {
        f.setPointSizeF(f.pointSizeF() * std::max(minFactor, width / w));
        fm = QFontMetricsF(f);
    }
    FittedLine line{f, fm.elidedText(text, Qt::ElideRight, width), {}, 0, fm.height()};
    line.width = fm.horizontalAdvance(line.shown);
    line.glyphs.setTextFormat(Qt::PlainText);
    line.glyphs.setText(line.shown);
    return line;
}

/// fitLine, remembered: the labels of a scene are the same words in the same boxes from frame to
/// frame, and measuring, eliding and shaping them again is most of what drawing text costs.
/// The fitted lines and the wordings chosen, in the picture's cache.
struct FittedLines {
    QHash<FitKey, FittedLine> lines;
    QHash<FitKey, std::pair<int, bool>> choices;
};

const FittedLine &fittedLine(FittedLines &kept, const QString &text, const QFont &f, double width, double minFactor)
{
    QHash<FitKey, FittedLine> &lines = kept.lines;
    if (lines.size() > 4000)
        lines.clear();
    const FitKey key{text, f, qint64(std::llround(width * 64)), qint64(std::llround(minFactor * 1024))};
    auto it = lines.constFind(key);
    if (it == lines.constEnd())
        it = lines.insert(key, fitLine(text, f, width, minFactor));
    return *it;
}

} // namespace

void fitText(const Style &s, QPainter &p, const QRectF &r, const QString &text, QFont f, Qt::Alignment align, double minFactor)
{
    PaintCache *cache = s.cache;
    minFactor = s.floorFactor(f, minFactor); // never below the picture's smallest type
    const bool usable = r.width() > 0 && std::isfinite(r.width()) && !text.contains(QLatin1Char('\n'));
    FittedLines scratch;
    const FittedLine &line = usable ? fittedLine(memoOf(cache, scratch), text, f, r.width(), minFactor)
                                    : FittedLine(fitLine(text, f, r.width(), minFactor));
    p.setFont(line.font);
    const bool raster = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::Raster;
    if (!usable || !raster || (align & Qt::AlignJustify)) {
        p.drawText(r, align, line.shown); // vector devices keep text as text, laid out by the device
        return;
    }
    // Where drawText(r, align, ...) puts a single line: its box (the line's advance, the font's
    // height) aligned in r.
    double x = r.left(), y = r.top();
    if (align & Qt::AlignRight)
        x = r.right() - line.width;
    else if (align & Qt::AlignHCenter)
        x = r.left() + (r.width() - line.width) / 2;
    if (align & Qt::AlignBottom)
        y = r.bottom() - line.height;
    else if (align & Qt::AlignVCenter)
        y = r.top() + (r.height() - line.height) / 2;
    p.drawStaticText(QPointF(x, y), line.glyphs);
}

void fitFirst(const Style &s, QPainter &p, const QRectF &r, const QStringList &variants, QFont f, Qt::Alignment align,
              double minFactor)
{
    PaintCache *cache = s.cache;
    minFactor = s.floorFactor(f, minFactor);
    if (variants.isEmpty())
        return;
    // Which wording, and whether at full size: remembered per box, as fitText remembers the line.
    FittedLines scratch;
    QHash<FitKey, std::pair<int, bool>> &choices = memoOf(cache, scratch).choices;
    if (choices.size() > 4000)
        choices.clear();
    const FitKey key{variants.join(QChar(0x1f)), f, qint64(std::llround(r.width() * 64)), qint64(std::llround(minFactor * 1024))};
    auto it = choices.constFind(key);
    if (it == choices.constEnd()) {
        const QFontMetricsF fm(f);
        std::pair<int, bool> choice{int(variants.size()) - 1, false};
        bool found = false;
        for (int i = 0; i < variants.size() && !found; ++i)
            if (fm.horizontalAdvance(variants[i]) <= r.width())
                choice = {i, true}, found = true;
        for (int i = 0; i < variants.size() && !found; ++i)
            if (fm.horizontalAdvance(variants[i]) * minFactor <= r.width())
                choice = {i, false}, found = true;
        it = choices.insert(key, choice);
    }
    // A wording that fits at full size is drawn as it is (fitText neither shrinks nor elides it).
    fitText(s, p, r, variants[it->first], f, align, it->second ? 1.0 : minFactor);
}

double legendRow(QPainter &p, const QRectF &r, const QList<LegendItem> &items, const Style &s, double fontFactor,
                 bool measureOnly)
{
    p.save();
    p.setFont(s.scaledFont(fontFactor));
    const QFontMetricsF fm(p.font());
    const double sample = fm.height() * 1.4, gap = fm.height() * 0.8, rowH = fm.height() + 2;
    double x = r.left(), y = r.top();
    for (const LegendItem &it : items) {
        const bool textOnly = it.pen == Qt::NoPen && it.brush == Qt::NoBrush;
        const double sw = textOnly ? -4 : sample;
        const double w = sw + 4 + fm.horizontalAdvance(it.text);
        if (x > r.left() && x + w > r.right()) {
            x = r.left();
            y += rowH;
        }
        if (measureOnly) {
            x += w + gap;
            continue;
        }
        if (textOnly) {
            p.setPen(it.color);
            p.drawText(QRectF(x, y, std::max(0.0, r.right() - x), rowH), Qt::AlignLeft | Qt::AlignVCenter,
                       fm.elidedText(it.text, Qt::ElideRight, std::max(0.0, r.right() - x)));
            x += w + gap;
            continue;
        }
        if (it.pen == Qt::NoPen) {
            p.setPen(QPen(it.color, 1));
            p.setBrush(QBrush(it.color, it.brush));
            p.drawRect(QRectF(x + 2, y + rowH * 0.2, sample - 4, rowH * 0.6));
        } else {
            p.setPen(QPen(it.color, s.lineWidth * 1.2, it.pen));
            p.drawLine(QPointF(x, y + rowH / 2), QPointF(x + sample, y + rowH / 2));
        }
        p.setPen(it.pen == Qt::NoPen ? s.foreground : it.color);
        p.drawText(QRectF(x + sample + 4, y, std::max(0.0, r.right() - x - sample - 4), rowH), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(it.text, Qt::ElideRight, std::max(0.0, r.right() - x - sample - 4)));
        x += w + gap;
    }
    p.restore();
    return y + rowH - r.top();
}

} // namespace sgd::ui::panel
