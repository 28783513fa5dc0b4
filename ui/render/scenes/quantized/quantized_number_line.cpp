// The quantized scene's number line (one gradient value among the quantizer's levels, its two
// nearest, the odds of rounding either way) and the share panel (two nearby values, one code).

#include "quantized_parts.h"

#include <QHash>
#include <QObject>

#include <algorithm>
#include <cmath>

namespace sgd::ui::quantized {

namespace {

// ------------------------------------------------------------------ one value on the number line

/// The number-line panel's caption, said in a few ways, longest first.
QStringList numberLineCaption(const Setup &u, const QuantizedMeta &m)
{
    const auto &levels = m.demo_levels;
    const double scale = m.demo_scale;
    QStringList cap;
    if (u.uniform()) {
        const QString lo = disp(levels.empty() ? -scale : levels.front()), hi = disp(levels.empty() ? scale : levels.back());
        cap = QStringList{QObject::tr("One gradient value g among %1 levels (%2) from %3 to %4"),
                          QObject::tr("g among %1 levels (%2), %3 to %4"), QObject::tr("g among %1 levels (%2)")};
        for (QString &c : cap)
            c = c.contains(QLatin1String("%3")) ? c.arg(levels.size()).arg(bitsWord(u.bits)).arg(lo, hi)
                                                : c.arg(levels.size()).arg(bitsWord(u.bits));
    } else if (u.qsgd()) {
        const QString n = QStringLiteral("‖g‖ = %1").arg(disp(scale));
        // One arg() call for all four: "%3%2" would otherwise become the placeholder "%34".
        cap = QStringList{QObject::tr("QSGD: g among %1 levels k·‖g‖/%2, k = %3%2…%2, with %4")
                              .arg(QString::number(levels.size()), QString::number(u.levels), kMinus, n),
                          QObject::tr("QSGD: g among %1 levels, steps of ‖g‖/%2").arg(levels.size()).arg(u.levels),
                          QObject::tr("QSGD: %1 levels").arg(levels.size())};
    } else if (u.sign()) {
        cap =
            QStringList{QObject::tr("1 bit: each value keeps only its sign, sent as ± the mean size %1").arg(disp(scale)),
                        QObject::tr("1 bit: only the sign, sent as ± %1").arg(disp(scale)), QObject::tr("1 bit: the sign only")};
    } else {
        cap = QStringList{QObject::tr("One gradient value g between its two nearest %1 numbers").arg(u.scheme),
                          QObject::tr("g between its two nearest %1 numbers").arg(u.scheme)};
    }
    return cap;
}

/// The height of `text` wrapped to `width` in `font`. Wrapping is slow and the notes are the same
/// from frame to frame: the answers are kept (a few hundred at most).
struct WrappedHeights {
    QHash<QString, double> kept;
};

double wrappedHeight(PaintCache *cache, const QFont &font, double width, const QString &text)
{
    WrappedHeights scratch;
    QHash<QString, double> &kept = memoOf(cache, scratch).kept;
    const QString key = font.key() + QLatin1Char('|') + QString::number(width, 'f', 1) + QLatin1Char('|') + text;
    const auto it = kept.constFind(key);
    if (it != kept.constEnd())
        return *it;
    if (kept.size() > 512)
        kept.clear();
    const double h = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
    kept.insert(key, h);
    return h;
}

/// One value on the number line: what the panel's parts share (the example value, its two
/// neighbours, the fonts, colours and rows), computed once per paint.
struct NumberLinePanel {
    QPainter &p;
    const Style &s;
    const Setup &u;
    const QuantizedMeta &m;
    QRectF area, r;
    LineRows k;
    double extra = 0;
    double v, lower, upper, sent, scale, pUp, pDown;
    int d = 4;
    QFont lf, lfb, vf;
    QFontMetricsF lfm, vfm;
    double lw, row, th;
    QColor nb, valueC, sentC;
    double dotR;

    NumberLinePanel(QPainter &painter, const Style &style, const Setup &setup, const QuantizedMeta &meta, const QRectF &area_,
                    const QRectF &r_)
        : p(painter), s(style), u(setup), m(meta), area(area_), r(r_), k(lineRows(setup, style)),
          extra(std::max(0.0, area_.height() - k.needed)), v(meta.demo_value), lower(meta.demo_lower), upper(meta.demo_upper),
          sent(meta.demo_quantized), scale(meta.demo_scale), pUp(meta.demo_p_upper), pDown(meta.demo_p_lower),
          d(digitsFor({v, lower, upper, sent})), lf(style.tickFont()), lfb(style.calloutFont()), vf(style.captionFont()), lfm(lf),
          vfm(vf), lw(lineWidth(style)), row(k.row), th(k.th), nb(style.secant), // the two neighbouring levels
          valueC(style.accent),                                                  // the value g
          sentC(runColor(style, setup)), dotR(std::max(5.0, lfm.height() * 0.32))
    {
    }

    void drawDot(QPointF c, const QColor &col, double rad) const
    {
        p.setPen(QPen(s.background, 1.5));
        p.setBrush(col);
        p.drawEllipse(c, rad, rad);
    }

    /// Notes under the picture, wrapped to the width; each said in a few ways, longest first: the
    /// first that fits the height left is drawn, none when even the shortest would spill over.
    void notesAt(double y, const QList<QStringList> &notes) const
    {
        p.setFont(lf);
        p.setPen(s.muted);
        for (const QStringList &variants : notes) {
            const QRectF nr(r.left(), y, r.width(), area.bottom() - y);
            if (nr.height() < lfm.height())
                break;
            for (const QString &n : variants) {
                const double h = wrappedHeight(s.cache, lf, nr.width(), n);
                if (h > nr.height() + 1)
                    continue;
                p.drawText(nr, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, n);
                y += h + 2;
                break;
            }
        }
    }

    void paintSign() const;
    double paintLevels(double y, double zx0, double zx1) const;
    void paintZoom(double y, double zx0, double zx1) const;
    void paintRoundingLabels(double zx0, double zx1, double labelsY) const;
    QList<QStringList> zoomNotes() const;
};

/// The sign scheme: two lines, the values as computed (top) and as received (bottom, only
/// ± scale is left).
void NumberLinePanel::paintSign() const
{
    const auto &msg = m.demo_message;
    const auto &msgQ = m.demo_message_quantized;
    double lo = std::min({-scale, v, 0.0}), hi = std::max({scale, v, 0.0});
    for (double x : msg) {
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    const double span = std::max(1e-12, hi - lo);
    lo -= span * 0.03;
    hi += span * 0.03;
    const QString topName = QObject::tr("computed"), botName = QObject::tr("received");
    const double nameW = std::max(lfm.horizontalAdvance(topName), lfm.horizontalAdvance(botName)) + 12;
    const double x0 = r.left() + nameW, x1 = r.right() - 10;
    auto mx = [&](double val) { return x0 + (val - lo) / (hi - lo) * (x1 - x0); };
    const double ty = r.top() + extra * 0.25 + k.value + th;
    const double by = ty + th + row * 2.4 + extra * 0.4 + th;
    p.setFont(lf);
    p.setPen(s.muted);
    p.drawText(QRectF(r.left(), ty - row / 2, nameW - 8, row), Qt::AlignRight | Qt::AlignVCenter, topName);
    p.drawText(QRectF(r.left(), by - row / 2, nameW - 8, row), Qt::AlignRight | Qt::AlignVCenter, botName);
    p.setPen(QPen(s.foreground, lw));
    p.drawLine(QPointF(x0, ty), QPointF(x1, ty));
    p.drawLine(QPointF(x0, by), QPointF(x1, by));
    p.setPen(QPen(s.muted, 1, Qt::DashLine));
    p.drawLine(QPointF(mx(0), ty - th * 1.5), QPointF(mx(0), by + th * 1.5));
    // Connectors, faint for the other values of the message, strong for g.
    for (std::size_t i = 0; i < msg.size() && i < msgQ.size(); ++i) {
        QColor c = mix(sentC, s.background, 0.6);
        p.setPen(QPen(c, 1.2));
        p.drawLine(QPointF(mx(msg[i]), ty), QPointF(mx(msgQ[i]), by));
        drawDot(QPointF(mx(msg[i]), ty), mix(valueC, s.background, 0.7), dotR * 0.75);
    }
    draw::drawArrow(p, QPointF(mx(v), ty + dotR), QPointF(mx(sent), by - dotR - 1), sentC, lw * 1.2, s.padding());
    drawDot(QPointF(mx(v), ty), valueC, dotR);
    for (double l : {-scale, scale}) {
        p.setPen(QPen(nb, lw * 1.3));
        p.drawLine(QPointF(mx(l), by - th * 1.4), QPointF(mx(l), by + th * 1.4));
        drawDot(QPointF(mx(l), by), sentC, dotR);
    }
    p.setFont(vf);
    const QString vt = QStringLiteral("g = %1").arg(disp(v, d));
    boxedText(p, labelRect(vfm, vt, QPointF(mx(v), ty - dotR - 1), Qt::AlignHCenter | Qt::AlignBottom, r.left(), r.right()), vt,
              valueC, s);
    p.setFont(lfb);
    for (double l : {-scale, scale}) {
        const QString t = disp(l, d);
        boxedText(p, labelRect(lfm, t, QPointF(mx(l), by + th * 1.5), Qt::AlignHCenter | Qt::AlignTop, x0, r.right()), t,
                  l == sent ? sentC : nb, s);
    }
    notesAt(by + th * 1.5 + row + 4 + extra * 0.15,
            {{QObject::tr("All %1 values of worker 1's message land on %2 or %3: the size of each entry is lost, only its "
                          "direction is left.")
                  .arg(msg.size())
                  .arg(disp(-scale, d), disp(scale, d)),
              QObject::tr("All %1 values land on %2 or %3: only the sign is left.")
                  .arg(msg.size())
                  .arg(disp(-scale, d), disp(scale, d)),
              QObject::tr("Only the sign is left.")}});
}

/// Uniform levels and QSGD: every level on a line with g among them, and the wedge from its two
/// neighbours down to the zoomed segment. Returns where the zoomed segment's labels go.
double NumberLinePanel::paintLevels(double y, double zx0, double zx1) const
{
    const auto &levels = m.demo_levels;
    double lo = v, hi = v;
    for (double l : levels) {
        lo = std::min(lo, l);
        hi = std::max(hi, l);
    }
    const double span = std::max(1e-12, hi - lo);
    lo -= span * 0.04;
    hi += span * 0.04;
    const double margin = std::max(lfm.horizontalAdvance(disp(-1.2345)) * 0.6, 20.0);
    const double x0 = r.left() + margin, x1 = r.right() - margin;
    auto mx = [&](double val) { return x0 + (val - lo) / (hi - lo) * (x1 - x0); };
    const double ly = y + k.value + th * 1.7;
    p.setPen(QPen(s.foreground, lw));
    p.drawLine(QPointF(x0 - 6, ly), QPointF(x1 + 6, ly));
    // All levels (dense ones as thin strokes), the two neighbours taller.
    const double spacing = levels.size() > 1 ? (x1 - x0) / double(levels.size()) : 100;
    p.setPen(QPen(spacing < 4 ? s.muted : s.foreground, spacing < 4 ? 1 : lw * 0.8));
    QVector<QLineF> ticks;
    ticks.reserve(qsizetype(levels.size()));
    for (double l : levels)
        ticks.push_back(QLineF(mx(l), ly - th, mx(l), ly + th));
    p.drawLines(ticks);
    p.setPen(QPen(nb, lw * 1.3));
    for (double l : {lower, upper})
        p.drawLine(QPointF(mx(l), ly - th * 1.6), QPointF(mx(l), ly + th * 1.6));
    p.setFont(lf);
    p.setPen(s.muted);
    if (!levels.empty()) {
        for (double l : {levels.front(), levels.back()}) {
            const QString t = disp(l, d);
            p.drawText(
                labelRect(lfm, t, QPointF(mx(l), ly + th * 1.7), Qt::AlignHCenter | Qt::AlignTop, area.left(), area.right()),
                Qt::AlignCenter, t);
        }
    }
    drawDot(QPointF(mx(v), ly), valueC, dotR);
    p.setFont(vf);
    const QString vt = QStringLiteral("g = %1").arg(disp(v, d));
    boxedText(p, labelRect(vfm, vt, QPointF(mx(v), ly - th * 1.7), Qt::AlignHCenter | Qt::AlignBottom, r.left(), r.right()), vt,
              valueC, s);
    // The wedge from the two neighbours down to the zoomed segment.
    y = ly + th * 1.7 + row + 4 + extra * 0.35;
    const double zy = y + row + row * 0.9;
    QPainterPath wedge;
    wedge.moveTo(mx(lower), ly + th * 1.6);
    wedge.lineTo(zx0, zy);
    wedge.lineTo(zx1, zy);
    wedge.lineTo(mx(upper), ly + th * 1.6);
    wedge.closeSubpath();
    QColor wc = nb;
    wc.setAlphaF(0.10f);
    p.setPen(QPen(mix(nb, s.background, 0.5), 1, Qt::DashLine));
    p.setBrush(wc);
    p.drawPath(wedge);
    return y;
}

/// The zoomed segment between the two nearest representable values, the rounding arrows and
/// their odds, and the notes under it.
void NumberLinePanel::paintZoom(double y, double zx0, double zx1) const
{
    const double labelsY = y;
    const double zy = y + row + row * 0.9;
    auto zxOf = [&](double val) { return upper > lower ? zx0 + (val - lower) / (upper - lower) * (zx1 - zx0) : (zx0 + zx1) / 2; };
    p.setPen(QPen(s.foreground, lw));
    p.drawLine(QPointF(zx0, zy), QPointF(zx1, zy));
    const double zth = lfm.height() * 0.55;
    p.setPen(QPen(nb, lw * 1.3));
    p.drawLine(QPointF(zx0, zy - zth), QPointF(zx0, zy + zth));
    p.drawLine(QPointF(zx1, zy - zth), QPointF(zx1, zy + zth));
    p.setFont(lfb);
    p.setPen(nb);
    const QString lt = disp(lower, d), ut = disp(upper, d);
    p.drawText(labelRect(lfm, lt, QPointF(zx0, zy + zth + 1), Qt::AlignHCenter | Qt::AlignTop, r.left(), r.right()),
               Qt::AlignCenter, lt);
    p.drawText(labelRect(lfm, ut, QPointF(zx1, zy + zth + 1), Qt::AlignHCenter | Qt::AlignTop, r.left(), r.right()),
               Qt::AlignCenter, ut);
    const QPointF vp(zxOf(v), zy);
    const double ay = zy - row * 0.75;
    const bool stochastic = u.randomRounding();
    const bool nearestIsUpper = std::abs(upper - sent) < std::abs(lower - sent);
    auto arrow = [&](double toX, double weight, bool active) {
        if (std::abs(toX - vp.x()) < 4)
            return;
        if (!active) {
            p.setPen(QPen(s.muted, 1.0, Qt::DashLine));
            p.drawLine(QPointF(vp.x(), ay), QPointF(toX, ay));
        } else {
            const double w = lw * (stochastic ? 0.5 + 1.8 * weight : 1.4);
            draw::drawArrow(p, QPointF(vp.x(), ay), QPointF(toX, ay), sentC, w, s.padding());
        }
    };
    p.setPen(QPen(valueC, 1, Qt::DotLine));
    p.drawLine(QPointF(vp.x(), ay), vp);
    if (stochastic) {
        arrow(zx0, pDown, true);
        arrow(zx1, pUp, true);
    } else {
        arrow(zx0, 1.0, !nearestIsUpper);
        arrow(zx1, 1.0, nearestIsUpper);
    }
    paintRoundingLabels(zx0, zx1, labelsY);
    drawDot(vp, valueC, dotR);
    double ny = zy + zth + row + 4;
    if (!u.levelled()) {
        p.setFont(vf);
        const QString vt = QStringLiteral("g = %1").arg(disp(v, d));
        boxedText(p,
                  labelRect(vfm, vt, QPointF(vp.x(), zy + zth + 2), Qt::AlignHCenter | Qt::AlignTop,
                            zx0 + lfm.horizontalAdvance(lt) / 2 + 8, zx1 - lfm.horizontalAdvance(ut) / 2 - 8),
                  vt, valueC, s);
        ny = zy + zth + k.value + 6;
    }
    notesAt(ny + extra * 0.25, zoomNotes());
}

/// Above the zoomed segment: the odds of each way (stochastic rounding) or which neighbour is sent.
void NumberLinePanel::paintRoundingLabels(double zx0, double zx1, double labelsY) const
{
    const bool stochastic = u.randomRounding();
    const bool nearestIsUpper = std::abs(upper - sent) < std::abs(lower - sent);
    QString downT, upT;
    if (stochastic) {
        downT = QObject::tr("down with 1 %1 p = %2").arg(kMinus, disp(pDown));
        upT = QObject::tr("up with p = %1").arg(disp(pUp));
    } else {
        (nearestIsUpper ? upT : downT) =
            QObject::tr("%1: %2 is sent").arg(u.uniform() ? QObject::tr("nearest level") : QObject::tr("nearest"), disp(sent, d));
    }
    const QFontMetricsF bfm(lfb);
    // The two odds share the segment's width with a gap between them; when the full wording does not
    // fit side by side, the short one ("down: 0.47", "up: 0.53").
    const double half = (zx1 - zx0 + 8) / 2 - 6;
    if (stochastic && (bfm.horizontalAdvance(downT) + 8 > half || bfm.horizontalAdvance(upT) + 8 > half)) {
        downT = QObject::tr("down: %1").arg(disp(pDown));
        upT = QObject::tr("up: %1").arg(disp(pUp));
    }
    if (!downT.isEmpty()) {
        const QRectF lrct(zx0 - 4, labelsY, std::min(bfm.horizontalAdvance(downT) + 8, stochastic ? half : r.width()),
                          bfm.height() + 2);
        p.setPen(sentC);
        fitText(s, p, lrct, downT, lfb, Qt::AlignLeft | Qt::AlignVCenter, 0.7);
    }
    if (!upT.isEmpty()) {
        const double w = std::min(bfm.horizontalAdvance(upT) + 8, stochastic ? half : r.width());
        p.setPen(sentC);
        fitText(s, p, QRectF(zx1 + 4 - w, labelsY, w, bfm.height() + 2), upT, lfb, Qt::AlignRight | Qt::AlignVCenter, 0.7);
    }
}

QList<QStringList> NumberLinePanel::zoomNotes() const
{
    QList<QStringList> notes;
    if (u.qsgd()) {
        notes << QStringList{
            QObject::tr("QSGD always rounds at random: this time %1 was sent, and on average the sent value equals g (unbiased). "
                        "%2 bits carry the sign and the level; ‖g‖ travels once per message.")
                .arg(disp(sent, d))
                .arg(u.bits),
            QObject::tr("Random rounding: %1 this time, g on average (unbiased).").arg(disp(sent, d))};
    } else if (u.uniform()) {
        if (u.randomRounding())
            notes << QStringList{
                QObject::tr("This time %1 was sent. On average the sent value equals g: stochastic rounding is unbiased.")
                    .arg(disp(sent, d)),
                QObject::tr("This time %1 was sent; on average it equals g (unbiased).").arg(disp(sent, d))};
        else
            notes << QStringList{
                QObject::tr("Stochastic rounding would go up with p = %1 and down with 1 %2 p = %3, so on average it would "
                            "send g exactly.")
                    .arg(disp(pUp), kMinus, disp(pDown)),
                QObject::tr("Stochastic rounding: up with p = %1, down with %2; g on average.").arg(disp(pUp), disp(pDown))};
    } else {
        notes << QStringList{
            QObject::tr("Zoomed far in: these two are neighbours in %1, nothing in between can be stored, so g is "
                        "rounded to the nearer one.")
                .arg(u.scheme),
            QObject::tr("Neighbours in %1: nothing in between, so g goes to the nearer one.").arg(u.scheme)};
    }
    return notes;
}

} // namespace

namespace {

void paintNumberLineNow(QPainter &p, const QRectF &area, const Style &style, const Setup &u, const QuantizedMeta &m);

/// Everything the number line shows, as a key: the run's example value and levels, its setup, the
/// panel's place and the style (no frame: the panel is the same all through a run).
std::size_t numberLineKey(const QRectF &area, const Style &s, const Setup &u, const QuantizedMeta &m)
{
    std::size_t key =
        std::hash<QString>{}(s.name) ^ (std::hash<QString>{}(u.scheme) * 31u) ^ (std::hash<std::string>{}(m.rounding) * 131u);
    auto mixIn = [&key](double v) { draw::mixKey(key, v); };
    for (double v : {area.left(),
                     area.top(),
                     area.width(),
                     area.height(),
                     s.font.pointSizeF(),
                     s.fontScale,
                     s.lineWidth,
                     double(u.bits),
                     double(u.levels),
                     double(u.stochastic),
                     double(u.errorFeedback),
                     double(u.ownCurve),
                     m.demo_value,
                     m.demo_scale,
                     m.demo_lower,
                     m.demo_upper,
                     m.demo_p_upper,
                     m.demo_p_lower,
                     m.demo_quantized,
                     m.bits_per_value,
                     m.message_bytes,
                     m.message_bytes_float32,
                     double(m.workers),
                     double(m.features),
                     double(m.levels.value_or(-1)),
                     double(m.error_feedback)})
        mixIn(v);
    for (const std::vector<double> *values : {&m.demo_message, &m.demo_message_quantized, &m.demo_levels}) {
        mixIn(double(values->size()));
        for (double v : *values)
            mixIn(v);
    }
    for (const QColor &c : {s.background, s.foreground, s.muted, s.accent, s.secant, s.grid, s.panel, s.warning, runColor(s, u)})
        mixIn(double(c.rgba()));
    return key;
}

} // namespace

/// The panel through a cached layer: nothing in it moves from frame to frame, and its wedge (a
/// translucent fill over much of the panel) and notes cost more than copying its pixels.
void paintNumberLine(QPainter &p, const QRectF &area, const PaintContext &ctx)
{
    const Setup u = setupOf(ctx.trace);
    const QuantizedMeta &m = qm(ctx.trace);
    // Opaque (copied, not blended): the panel lies on the plain background, clear of its neighbours.
    draw::drawCachedOpaqueLayer(ctx.cache, p, area, numberLineKey(area, ctx.style, u, m), ctx.style.background,
                                [&](QPainter &lp) { paintNumberLineNow(lp, area, ctx.style, u, m); });
}

namespace {

void paintNumberLineNow(QPainter &p, const QRectF &area, const Style &style, const Setup &u, const QuantizedMeta &m)
{
    const QRectF r = captionFit(p, area, numberLineCaption(u, m), style);
    p.save();
    const NumberLinePanel line(p, style, u, m, area, r);
    if (u.sign()) {
        line.paintSign();
    } else {
        double y = r.top() + line.extra * 0.2;
        const double zx0 = r.left() + r.width() * 0.10, zx1 = r.right() - r.width() * 0.10;
        if (u.levelled())
            y = line.paintLevels(y, zx0, zx1);
        line.paintZoom(y, zx0, zx1);
    }
    p.restore();
}

} // namespace

namespace {

// ------------------------------------------------------------------ two values, one code

/// Under the two rows: whether the two values share a code, said to fit the width.
void paintShareVerdict(QPainter &p, const QRectF &r, bool same, const QStringList &a, const Style &s)
{
    const QFont nf = s.tickFont();
    p.setPen(same ? s.warning : s.muted);
    const QStringList note =
        same ? QStringList{QObject::tr("Different values, same code: the receiver cannot tell %1 from %2.").arg(a[0], a[1]),
                           QObject::tr("Same code: the receiver cannot tell %1 from %2.").arg(a[0], a[1]),
                           QObject::tr("Same code: %1 and %2 look alike.").arg(a[0], a[1])}
             : QStringList{QObject::tr("These two values still get different codes."), QObject::tr("Still different codes.")};
    panel::fitFirst(s, p, QRectF(r.left(), r.top(), r.width(), std::min(r.height(), QFontMetricsF(nf).height() + 2)), note, nf,
                    Qt::AlignLeft | Qt::AlignVCenter, 0.8);
}

} // namespace

void paintShare(QPainter &p, const QRectF &area, const PaintContext &ctx, bool withCaption)
{
    const Style &s = ctx.style;
    const Trace &tr = ctx.trace;
    const Setup u = setupOf(tr);
    const auto &share = qm(tr).share;
    QRectF r = withCaption ? captionFit(p, area, QObject::tr("Lossy: two nearby values can share one code"), s) : area;
    if (share.size() < 2)
        return;
    p.save();
    const QFont tf = s.labelFont(true);
    const QFontMetricsF tfm(tf);
    const int d = digitsFor({share[0].value, share[1].value, share[0].decoded, share[1].decoded});
    QStringList a, c, b;
    for (int i = 0; i < 2; ++i) {
        a << disp(share[std::size_t(i)].value, d);
        c << QObject::tr("code %1").arg(codeText(u, share[std::size_t(i)].code));
        b << disp(share[std::size_t(i)].decoded, d);
    }
    auto widest = [&](const QStringList &l) {
        return std::max(tfm.horizontalAdvance(l[0]), tfm.horizontalAdvance(l[1])) + tfm.height();
    };
    const QFontMetricsF hm(s.noteFont());
    double wa = std::max(widest(a), hm.horizontalAdvance(QObject::tr("value")) + 8);
    double wc = std::max(widest(c), hm.horizontalAdvance(QObject::tr("on the wire")) + 8);
    double wb = std::max(widest(b), hm.horizontalAdvance(QObject::tr("received")) + 8);
    const double arrowW = tfm.height() * 2.2;
    const double labelW = tfm.horizontalAdvance(QObject::tr("sent")) + 4;
    double total = wa + wc + wb + 2 * arrowW;
    QFont f = tf;
    if (total > r.width() - labelW) {
        const double k = std::max(0.6, (r.width() - labelW) / total);
        f.setPointSizeF(f.pointSizeF() * k);
        wa *= k;
        wc *= k;
        wb *= k;
        total *= k;
    }
    const QFontMetricsF fm(f);
    const double rowH = fm.height() * 1.5;
    const QColor codeC = runColor(s, u);
    QColor codeFill = codeC;
    codeFill.setAlphaF(0.22f);
    // Column headers.
    const QFont hf = s.noteFont();
    const QFontMetricsF hfm(hf);
    double x = r.left();
    p.setFont(hf);
    p.setPen(s.muted);
    p.drawText(QRectF(x, r.top(), wa, hfm.height()), Qt::AlignCenter, QObject::tr("value"));
    p.drawText(QRectF(x + wa + arrowW, r.top(), wc, hfm.height()), Qt::AlignCenter, QObject::tr("on the wire"));
    p.drawText(QRectF(x + wa + wc + 2 * arrowW, r.top(), wb, hfm.height()), Qt::AlignCenter, QObject::tr("received"));
    double y = r.top() + hfm.height() + 2;
    for (int i = 0; i < 2; ++i) {
        const QRectF ra(x, y, wa, rowH - 4), rc(x + wa + arrowW, y, wc, rowH - 4), rb(x + wa + wc + 2 * arrowW, y, wb, rowH - 4);
        token(p, ra, a[i], s.foreground, s.panel, s.foreground, f);
        token(p, rc, c[i], codeC, codeFill, s.foreground, f);
        token(p, rb, b[i], s.foreground, s.panel, s.foreground, f);
        draw::drawArrow(p, QPointF(ra.right() + 4, ra.center().y()), QPointF(rc.left() - 4, rc.center().y()), s.muted,
                        lineWidth(s) * 0.7, 7 * std::max(1.0, s.fontScale));
        draw::drawArrow(p, QPointF(rc.right() + 4, rc.center().y()), QPointF(rb.left() - 4, rb.center().y()), s.muted,
                        lineWidth(s) * 0.7, 7 * std::max(1.0, s.fontScale));
        y += rowH;
    }
    paintShareVerdict(p, QRectF(r.left(), y, r.width(), r.bottom() - y), share[0].code == share[1].code, a, s);
    // Unused space on the right: the per-value cost.
    if (total + labelW + tfm.height() * 10 < r.width()) {
        const QRectF side(r.left() + total + tfm.height() * 2, r.top() + hfm.height() + 2,
                          r.right() - (r.left() + total + tfm.height() * 2), rowH * 2);
        p.setPen(s.muted);
        p.setFont(s.tickFont());
        p.drawText(side, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                   QObject::tr("%1 per value\n(float32: 32 bits)").arg(bitsWord(int(std::lround(qm(tr).bits_per_value)))));
    }
    p.restore();
}

} // namespace sgd::ui::quantized
