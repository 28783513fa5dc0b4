#include "exporter.h"

#include "chart_view.h"
#include "core/output_file.h"
#include "core/scenes.h"
#include "core/trace_io.h"
#include "number_format.h"
#include "paint_cache.h"
#include "pen_strokes.h"
#include "render.h"
#include "scene_painter.h"
#include "svg_clip.h"
#include "ui/render/language.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageWriter>
#include <QObject>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextDocument>

#include <algorithm>

namespace sgd::ui {

namespace {

QString sceneTitle(const Trace &trace)
{
    if (const SceneDef *s = findScene(trace.scene))
        return coreText(s->title);
    return QString::fromStdString(trace.scene);
}

/// One still frame of the options through the one render path (render.h), as the window paints it,
/// with the export's own cache (a handout's pages share one).
void paintPicture(QPainter &p, const QRectF &area, const Trace &trace, const PictureOptions &o, PaintCache &cache)
{
    const chart::ViewScope record(cache, nullptr, o.chartRecord);
    if (paintFrame(p, area, trace, o.style, {o.step, 0.0, o.viewOptions, o.view, o.comparison, o.charts, &cache}))
        paintPenStrokes(p, area, o.penStrokes, std::clamp(o.step, 0, int(trace.frames.size()) - 1), o.style);
}

QPageSize pageSize(PageSize s)
{
    switch (s) {
    case PageSize::A4:
        return QPageSize(QPageSize::A4);
    case PageSize::Letter:
        return QPageSize(QPageSize::Letter);
    case PageSize::Slide16x9:
        return QPageSize(QSizeF(254.0, 142.875), QPageSize::Millimeter, QStringLiteral("Slide 16:9"));
    }
    return QPageSize(QPageSize::A4);
}

/// The output file for `path`, opened (a device, pipe or folder is refused); false with `error` set.
bool openOutput(OutputFile &file, QString &error)
{
    if (!file.open()) {
        error = QString::fromStdString(file.error());
        return false;
    }
    return true;
}

/// Every write checked to the end: the file replaces the old one only when all of it reached the disk.
bool commitOutput(OutputFile &file, QString &error)
{
    if (!file.commit()) {
        error = QString::fromStdString(file.error());
        return false;
    }
    return true;
}

std::string localPath(const QString &path)
{
    return fileNameBytes(path);
}

/// True, with the file dropped, when the options' stop check asks to stop.
bool stopped(const PictureOptions &o, OutputFile &file, QString &error)
{
    if (!o.cancelled || !o.cancelled())
        return false;
    file.cancel();
    error = QObject::tr("stopped; nothing was written");
    return true;
}

/// Whether the scene's parameter `name` takes whole numbers (written as counts: "10,000,000").
bool wholeParameter(const Trace &trace, const std::string &name)
{
    if (const SceneDef *scene = findScene(trace.scene))
        for (const ParamDef &d : scene->params)
            if (d.key == name)
                return d.kind == ParamKind::Integer || d.kind == ParamKind::IntegerList;
    return false;
}

} // namespace

std::map<std::string, int> handoutFieldDigits(const Trace &trace)
{
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    std::map<std::string, std::vector<double>> columns;
    for (const Frame &f : trace.frames)
        for (const auto &[name, value] : f.fields())
            if (auto d = std::get_if<double>(&value))
                columns[name].push_back(*d);
    std::map<std::string, int> digits;
    for (const auto &[name, values] : columns)
        if (!painter || painter->plainTableText(QString::fromStdString(name)))
            if (const int d = text::orderDigits(values); d > 0)
                digits[name] = d;
    return digits;
}

QString handoutTableHtml(const Trace &trace, int step, const std::map<std::string, int> &digits)
{
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    const Frame &f = trace.frames.at(std::size_t(step));
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse'>");
    int col = 0;
    html += QStringLiteral("<tr>");
    for (const auto &[name, value] : f.fields()) {
        QString text;
        if (auto d = std::get_if<double>(&value)) {
            const auto more = digits.find(name); // a quantity that would seem to go back at its standard form
            text = more != digits.end() ? formatDistinct(*d, more->second)
                   : painter            ? painter->tableText(QString::fromStdString(name), *d)
                                        : formatNumber(*d);
        } else if (auto v = std::get_if<std::vector<double>>(&value)) {
            QStringList parts;
            for (double x : *v)
                parts << formatNumber(x);
            text = parts.join(QStringLiteral(", "));
        } else if (auto s = std::get_if<std::string>(&value))
            text = QString::fromStdString(*s).toHtmlEscaped();
        else
            continue;
        html += QStringLiteral("<td><b>%1</b></td><td>%2</td>").arg(QString::fromStdString(name).toHtmlEscaped(), text);
        if (++col % 3 == 0)
            html += QStringLiteral("</tr><tr>");
    }
    html += QStringLiteral("</tr></table>");
    return html;
}

namespace {

/// Height the html needs at `width`.
double htmlHeight(const QString &html, double width, double pointSize)
{
    QTextDocument doc;
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pointSize);
    doc.setDefaultFont(f);
    doc.setHtml(html);
    doc.setTextWidth(width);
    return doc.size().height();
}

/// Draws the html into `rect`, scaled down as a whole when it would not fit: nothing is cut off.
void drawHtml(QPainter &p, const QRectF &rect, const QString &html, double pointSize)
{
    QTextDocument doc;
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(pointSize);
    doc.setDefaultFont(f);
    doc.setHtml(html);
    doc.setTextWidth(rect.width());
    double scale = 1.0;
    if (doc.size().height() > rect.height()) {
        scale = std::max(0.5, rect.height() / doc.size().height());
        doc.setTextWidth(rect.width() / scale);
    }
    p.save();
    p.translate(rect.topLeft());
    p.scale(scale, scale);
    doc.drawContents(&p, QRectF(0, 0, rect.width() / scale, rect.height() / scale));
    p.restore();
}

} // namespace

bool pictureFormatFor(const QString &path, PictureFormat &format)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("png"))
        format = PictureFormat::Png;
    else if (ext == QLatin1String("svg"))
        format = PictureFormat::Svg;
    else if (ext == QLatin1String("pdf"))
        format = PictureFormat::Pdf;
    else
        return false;
    return true;
}

QImage pictureImage(const Trace &trace, const PictureOptions &o)
{
    const QSize pixels(int(o.size.width() * o.scale), int(o.size.height() * o.scale));
    if (pixels.width() > kMaxPicturePixels || pixels.height() > kMaxPicturePixels)
        return {};
    QImage img(pixels, QImage::Format_ARGB32_Premultiplied);
    if (img.isNull()) // no memory for it: nothing to paint on
        return img;
    img.setDevicePixelRatio(o.scale);
    img.fill(o.transparent ? QColor(Qt::transparent) : o.style.background);
    QPainter p(&img);
    PaintCache cache;
    if (o.transparent) {
        // The painters fill their own background; keep only what they draw on top of it.
        PictureOptions copy = o;
        copy.style.background = Qt::transparent;
        paintPicture(p, QRectF(QPointF(0, 0), QSizeF(o.size)), trace, copy, cache);
    } else {
        paintPicture(p, QRectF(QPointF(0, 0), QSizeF(o.size)), trace, o, cache);
    }
    p.end();
    return img;
}

bool exportPicture(const Trace &trace, const QString &path, PictureFormat format, const PictureOptions &o, QString &error)
{
    if (trace.frames.empty()) {
        error = QObject::tr("the trace has no steps to draw");
        return false;
    }
    OutputFile file(localPath(path));
    if (!openOutput(file, error))
        return false;
    const QtMessageCapture quiet; // QPainter's and libpng's own lines: the one line below says it
    switch (format) {
    case PictureFormat::Png: {
        const QImage img = pictureImage(trace, o);
        if (img.isNull()) {
            error = QObject::tr("cannot make a %1 x %2 pixel picture (at most %3 a side, and it must fit in memory)")
                        .arg(int(o.size.width() * o.scale))
                        .arg(int(o.size.height() * o.scale))
                        .arg(kMaxPicturePixels);
            return false;
        }
        // Encoded in memory first: libpng prints its own line when a file write fails under it.
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        QImageWriter writer(&png, "png");
        if (!writer.write(img)) {
            error = QObject::tr("cannot write %1: %2").arg(path, writer.errorString());
            return false;
        }
        file.writeAll(png.data().constData(), std::size_t(png.data().size()));
        break;
    }
    case PictureFormat::Svg: {
        QSvgGenerator gen;
        gen.setOutputDevice(&file);
        gen.setSize(o.size);
        gen.setViewBox(QRect(QPoint(0, 0), o.size));
        gen.setResolution(96);
        gen.setTitle(QObject::tr("%1, %2").arg(sceneTitle(trace), stepOf(trace, o.step)));
        gen.setDescription(QObject::tr("SGD Studio figure: scene %1, %2 (frame 0 is the start).")
                               .arg(QString::fromStdString(trace.scene), stepOf(trace, o.step)));
        ClippedSvgDevice clipped(&gen); // the generator ignores clips: this device applies them
        QPainter p(&clipped);
        PaintCache cache;
        paintPicture(p, QRectF(QPointF(0, 0), QSizeF(o.size)), trace, o, cache);
        p.end();
        break;
    }
    case PictureFormat::Pdf: {
        QPdfWriter pdf(&file);
        pdf.setResolution(96);
        pdf.setPageLayout(
            QPageLayout(pageSize(o.page), QPageLayout::Landscape, QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter));
        pdf.setTitle(QObject::tr("%1, %2").arg(sceneTitle(trace), stepOf(trace, o.step)));
        pdf.setCreator(QStringLiteral("SGD Studio"));
        QPainter p(&pdf);
        const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
        PaintCache cache;
        paintPicture(p, page, trace, o, cache);
        p.end();
        break;
    }
    }
    if (stopped(o, file, error))
        return false;
    return commitOutput(file, error);
}

bool exportTrace(const Trace &trace, const QString &path, QString &error)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    std::string text;
    if (ext == QLatin1String("csv"))
        text = traceToCsv(trace);
    else if (ext == QLatin1String("json"))
        text = traceToJson(trace);
    else {
        error = QObject::tr("unknown trace format '%1' (allowed: .csv, .json)").arg(ext);
        return false;
    }
    OutputFile file(localPath(path));
    if (!openOutput(file, error))
        return false;
    file.writeAll(text.data(), text.size());
    return commitOutput(file, error);
}

namespace {

/// The handout's first page: the scene, what it shows, its parameters, the verdict and the steps.
void drawTitlePage(QPainter &p, const QRectF &page, const Trace &trace, int first, int last)
{
    QString html = QStringLiteral("<h1>%1</h1>").arg(sceneTitle(trace).toHtmlEscaped());
    if (const SceneDef *s = findScene(trace.scene))
        html += QStringLiteral("<p>%1</p>").arg(coreText(s->summary).toHtmlEscaped());
    html += QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='4' border='1' style='border-collapse:collapse'>")
                .arg(QObject::tr("Parameters"));
    for (const auto &[name, value] : trace.params.fields()) {
        QString text;
        const bool whole = wholeParameter(trace, name);
        if (auto d = std::get_if<double>(&value))
            text = whole ? formatCount(*d) : formatNumber(*d);
        else if (auto v = std::get_if<std::vector<double>>(&value)) {
            QStringList parts;
            for (double x : *v)
                parts << (whole ? formatCount(x) : formatNumber(x));
            text = parts.isEmpty() ? QObject::tr("(default)") : parts.join(QStringLiteral(", "));
        } else if (auto s = std::get_if<std::string>(&value))
            text = s->empty() ? QObject::tr("(default)") : QString::fromStdString(*s).toHtmlEscaped();
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(QString::fromStdString(name).toHtmlEscaped(), text);
    }
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    const QString message = painter ? painter->runMessage(trace) : QString::fromStdString(trace.message());
    html += QStringLiteral("</table><p>%1</p>").arg(message.toHtmlEscaped());
    const QString pages = first == 0 && last == int(trace.frames.size()) - 1
                              ? QObject::tr("%1 pages follow, one per %2, from the start (%2 0) to %2 %3.")
                                    .arg(last - first + 1)
                                    .arg(stepNoun(trace))
                                    .arg(last)
                              : QObject::tr("%1 pages follow, one per %2, from %2 %3 to %2 %4 of %5.")
                                    .arg(last - first + 1)
                                    .arg(stepNoun(trace))
                                    .arg(first)
                                    .arg(last)
                                    .arg(trace.frames.size() - 1);
    html += QStringLiteral("<p><i>%1</i></p>").arg(pages);
    drawHtml(p, page, html, 12);
}

/// One step's page: its picture, the narration and the table of its numbers.
void drawStepPage(QPainter &p, const QRectF &page, const Trace &trace, const PictureOptions &o, int i, PaintCache &cache,
                  const std::map<std::string, int> &digits)
{
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    PictureOptions step = o;
    step.step = i;
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(stepCounter(trace, i));
    if (painter) {
        QTextDocument plain;
        plain.setHtml(painter->narration(trace, i, withView(o.viewOptions, o.view)));
        html += QStringLiteral("<p>%1</p>").arg(plain.toPlainText().toHtmlEscaped());
    }
    html += handoutTableHtml(trace, i, digits);
    // The numbers get the room they need (up to 45% of the page); the picture takes the rest.
    const double tableHeight = std::min(htmlHeight(html, page.width(), 8.5) + 4, page.height() * 0.45);
    const QRectF picture(page.left(), page.top(), page.width(), page.height() - tableHeight - 8);
    paintPicture(p, picture, trace, step, cache);
    drawHtml(p, QRectF(page.left(), page.bottom() - tableHeight, page.width(), tableHeight), html, 8.5);
}

/// The steps of `range` in `trace`, or an error naming what is wrong with them.
bool handoutSteps(const Trace &trace, StepRange range, int &first, int &last, QString &error)
{
    const int frames = int(trace.frames.size());
    first = range.first;
    last = range.last < 0 ? frames - 1 : range.last;
    if (frames == 0) {
        error = QObject::tr("the trace has no steps to draw");
        return false;
    }
    if (first < 0 || first > last || last >= frames) {
        error = QObject::tr("steps %1 to %2 are not in the trace (0 to %3)").arg(first).arg(last).arg(frames - 1);
        return false;
    }
    if (last - first + 1 > kHandoutMaxPages) {
        error = QObject::tr("a handout has at most %1 step pages, this one would have %2: export a range of steps")
                    .arg(kHandoutMaxPages)
                    .arg(last - first + 1);
        return false;
    }
    return true;
}

} // namespace

bool exportHandout(const Trace &trace, const QString &path, const PictureOptions &o, QString &error, StepRange range)
{
    int first = 0, last = 0;
    if (!handoutSteps(trace, range, first, last, error))
        return false;
    OutputFile file(localPath(path));
    if (!openOutput(file, error))
        return false;
    const QtMessageCapture quiet;
    QPdfWriter pdf(&file);
    pdf.setResolution(96);
    pdf.setPageLayout(QPageLayout(pageSize(o.page), QPageLayout::Landscape, QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
    pdf.setTitle(QObject::tr("%1 — handout").arg(sceneTitle(trace)));
    pdf.setCreator(QStringLiteral("SGD Studio"));
    QPainter p(&pdf);
    const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
    drawTitlePage(p, page, trace, first, last);
    PaintCache cache;                                                    // the handout's own: its pages share it
    const std::map<std::string, int> digits = handoutFieldDigits(trace); // read across pages, a quantity never seems to go back
    for (int i = first; i <= last; ++i) {
        if (file.failed() || !pdf.newPage()) {
            p.end();
            error = file.failed() ? QString::fromStdString(file.error()) : QObject::tr("cannot add a page to %1").arg(path);
            return false;
        }
        if (o.cancelled && o.cancelled()) // a page at a time: Ctrl+C stops within one page
            break;
        drawStepPage(p, page, trace, o, i, cache, digits);
        if (o.progress)
            o.progress(double(i - first + 1) / (last - first + 1), i - first + 1, last - first + 1);
    }
    p.end();
    if (stopped(o, file, error))
        return false;
    return commitOutput(file, error);
}

QString figureFileName(const Trace &trace, const QString &view, int step, PictureFormat format)
{
    const char *ext = format == PictureFormat::Png ? "png" : format == PictureFormat::Svg ? "svg" : "pdf";
    return QStringLiteral("%1_%2_step%3.%4")
        .arg(QString::fromStdString(trace.scene), view.isEmpty() ? QStringLiteral("scene") : view)
        .arg(step, 3, 10, QLatin1Char('0'))
        .arg(QLatin1String(ext));
}

int exportAllFigures(const Trace &trace, const QString &folder, PictureFormat format, const PictureOptions &o, QString &error)
{
    QDir dir(folder);
    if (!dir.exists() && !QDir().mkpath(folder)) {
        error = QObject::tr("cannot create the folder %1").arg(folder);
        return -1;
    }
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    const QStringList views = painter ? painter->views() : QStringList{QStringLiteral("scene")};
    int written = 0;
    for (const QString &view : views)
        for (int i = 0; i < int(trace.frames.size()); ++i) {
            PictureOptions step = o;
            step.step = i;
            step.view = view == views.front() ? QString() : view;
            if (!exportPicture(trace, dir.filePath(figureFileName(trace, view, i, format)), format, step, error))
                return -1;
            ++written;
        }
    return written;
}

} // namespace sgd::ui
