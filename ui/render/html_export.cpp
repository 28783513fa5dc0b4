#include "html_export.h"
#include "html_page_assets.h"

#include "core/lesson.h"
#include "core/number_text.h"
#include "core/output_file.h"
#include "core/quiz_values.h"
#include "core/scenes.h"
#include "core/trace_io.h"
#include "paint_cache.h"
#include "pen_strokes.h"
#include "render.h"
#include "scene_painter.h"
#include "svg_clip.h"
#include "ui/render/language.h"

#include <QBuffer>
#include <QImage>
#include <QObject>
#include <QPainter>
#include <QSvgGenerator>
#include <QTextDocumentFragment>

#include <algorithm>
#include <deque>

namespace sgd::ui {

namespace {

QString html(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

/// The pages' own words (buttons, hints, the script's messages) in the language `code`: the take-home
/// page in the language it is exported in, the class page in each student's browser language.
QString pageText(const QString &code, const char *source)
{
    return translateIn(code, "sgd::page", source);
}

/// One step's picture, exactly as the window paints it (with pen notes), as a data URI: a PNG (the
/// take-home file: every browser shows it the same) at `ratio` pixels per CSS pixel, or an SVG
/// (the live page: small, sharp on a phone; ClippedSvgDevice applies the clips Qt's generator
/// drops). Shown by an <img>, so nothing in the picture runs as script.
QString stepImageUri(const Trace &trace, const PictureOptions &o, int step, PaintCache &cache, bool svg, int ratio)
{
    const QRectF area(QPointF(0, 0), QSizeF(o.size));
    auto paint = [&](QPainter &p) {
        if (paintFrame(p, area, trace, o.style, {step, 0.0, o.viewOptions, o.view, o.comparison, o.charts, &cache}))
            paintPenStrokes(p, area, o.penStrokes, step, o.style);
    };
    QBuffer bytes;
    bytes.open(QIODevice::WriteOnly);
    if (svg) {
        QSvgGenerator gen;
        gen.setOutputDevice(&bytes);
        gen.setSize(o.size);
        gen.setViewBox(QRect(QPoint(0, 0), o.size));
        gen.setResolution(96);
        ClippedSvgDevice clipped(&gen);
        QPainter p(&clipped);
        p.fillRect(area, o.style.background);
        paint(p);
    } else {
        QImage image(o.size * ratio, QImage::Format_RGB32);
        image.setDevicePixelRatio(ratio);
        image.fill(o.style.background);
        {
            QPainter p(&image);
            paint(p);
        }
        image.save(&bytes, "PNG", 70); // a lighter zlib level: a quarter faster, 6 % larger
    }
    return QStringLiteral("data:image/%1;base64,%2")
        .arg(svg ? QStringLiteral("svg+xml") : QStringLiteral("png"), QString::fromLatin1(bytes.data().toBase64()));
}

QString stepImage(const Trace &trace, const PictureOptions &o, int step, PaintCache &cache, bool svg, const QString &alt)
{
    return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\" alt=\"%4\">")
        .arg(stepImageUri(trace, o, step, cache, svg, kHtmlPixelRatio))
        .arg(o.size.width())
        .arg(o.size.height())
        .arg(alt.toHtmlEscaped());
}

/// The step's picture for the file: the wide one, and with `phone` a second one laid out for a
/// phone held upright, which a narrow screen shows instead.
QString filePicture(const Trace &trace, const PictureOptions &o, int step, PaintCache &cache, bool svg, bool phone,
                    const QString &alt)
{
    const QString wide = stepImage(trace, o, step, cache, svg, alt);
    if (!phone || svg)
        return wide;
    PictureOptions narrow = o;
    narrow.size = QSize(kHtmlPhoneWidth, kHtmlPhoneHeight);
    return QStringLiteral("<picture><source media=\"(max-width: 600px)\" width=\"%1\" height=\"%2\" srcset=\"%3\">%4</picture>")
        .arg(kHtmlPhoneWidth)
        .arg(kHtmlPhoneHeight)
        .arg(stepImageUri(trace, narrow, step, cache, false, kHtmlPhonePixelRatio), wide);
}

/// The predict-then-reveal block for the step from `step` to `step + 1`, or "" when the scene
/// asks nothing there. It carries core's grading table (quizRubricJson): the page's script only
/// reads it, so the page grades as the window and the class do.
QString quizBlock(const std::optional<QuizAsk> &ask)
{
    if (!ask || ask->asked.values.empty())
        return {};
    const QString code = currentLanguage();
    QString out = QStringLiteral("<div class=\"quiz\" data-rubric=\"%1\">").arg(html(quizRubricJson(*ask)));
    out +=
        QStringLiteral("<p class=\"prompt\">%1</p>")
            .arg(
                pageText(code, QT_TRANSLATE_NOOP("sgd::page", "<b>Predict</b> before the next step: %1")).arg(html(ask->prompt)));
    if (!ask->choices.empty()) {
        out += QStringLiteral("<p class=\"choices\">");
        for (const std::string &c : ask->choices)
            out += QStringLiteral("<button type=\"button\" class=\"choice\">%1</button> ").arg(html(c));
    } else {
        const QString example =
            ask->asked.values.size() == 1
                ? pageText(code, QT_TRANSLATE_NOOP("sgd::page", "your answer, e.g. 1.25"))
                : pageText(code, QT_TRANSLATE_NOOP("sgd::page", "%1 numbers, e.g. 1.5, 2")).arg(ask->asked.values.size());
        out += QStringLiteral("<p><input type=\"text\" inputmode=\"decimal\" autocomplete=\"off\" aria-label=\"%1\" "
                              "placeholder=\"%2\"> <button type=\"button\" class=\"check\">%3</button> ")
                   .arg(pageText(code, QT_TRANSLATE_NOOP("sgd::page", "your prediction")).toHtmlEscaped(),
                        example.toHtmlEscaped(), pageText(code, QT_TRANSLATE_NOOP("sgd::page", "Check")).toHtmlEscaped());
    }
    out += QStringLiteral("<button type=\"button\" class=\"reveal\">%1</button></p><p class=\"verdict\" "
                          "aria-live=\"polite\"></p></div>")
               .arg(pageText(code, QT_TRANSLATE_NOOP("sgd::page", "Reveal")).toHtmlEscaped());
    return out;
}

} // namespace

bool htmlSteps(const Trace &trace, StepRange requested, StepRange &steps, bool &cut, QString &error)
{
    const int frames = int(trace.frames.size());
    steps.first = requested.first;
    steps.last = requested.last < 0 ? frames - 1 : requested.last;
    if (frames == 0 || steps.first < 0 || steps.first > steps.last || steps.last >= frames) {
        error = QObject::tr("steps %1 to %2 are not in the trace (0 to %3)").arg(steps.first).arg(steps.last).arg(frames - 1);
        return false;
    }
    cut = steps.last - steps.first + 1 > kHtmlMaxSteps;
    if (cut)
        steps.last = steps.first + kHtmlMaxSteps - 1;
    return true;
}

std::optional<QuizAsk> htmlQuestion(const HtmlStep &h, bool ask)
{
    if (!ask || h.step + 1 >= int(h.trace->frames.size()))
        return std::nullopt;
    std::optional<QuizAsk> q = quizQuestion(*h.trace, h.step, h.scripted ? &*h.scripted : nullptr);
    if (q && q->asked.values.empty())
        q.reset();
    return q;
}

PictureOptions htmlPictureOptions(const HtmlStep &h, bool ask)
{
    PictureOptions picture = h.options;
    if (h.hold || htmlQuestion(h, ask))
        picture.viewOptions.insert(QLatin1String(kQuizHideNextKey), true);
    return picture;
}

QString htmlSection(const HtmlStep &h, PaintCache &cache, bool first, bool ask)
{
    const Trace &trace = *h.trace;
    QString section = QStringLiteral("<section class=\"step\" data-step=\"%1\" data-counter=\"%2\"%3>\n")
                          .arg(h.step)
                          .arg(h.counter.toHtmlEscaped(), first ? QString() : QStringLiteral(" hidden"));
    if (!h.heading.isEmpty())
        section += QStringLiteral("<h2>%1</h2>\n").arg(h.heading.toHtmlEscaped());
    // While a question is open (this page's, or the class's: h.hold) the step's picture, words and
    // numbers hold back what the next step brings, as the window's quiz mode does; the page shows
    // the words and numbers on Reveal.
    const QString quiz = quizBlock(htmlQuestion(h, ask));
    QString words = h.narration;
    if (words.isEmpty())
        if (const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene)))
            words = painter->narration(trace, h.step, withView(h.options.viewOptions, h.options.view));
    const bool later = !quiz.isEmpty(); // shown on Reveal
    // The picture's text alternative: the step and, where the page shows them, its words (their
    // numbers included); while a question is open only the step, as the picture holds back too.
    const QString alt =
        later || h.hold || words.isEmpty()
            ? h.counter
            : h.counter + QStringLiteral(": ") + QTextDocumentFragment::fromHtml(words).toPlainText().simplified();
    if (h.picture)
        section += QStringLiteral("<figure>%1</figure>\n")
                       .arg(filePicture(trace, htmlPictureOptions(h, ask), h.step, cache, h.svg, h.phonePicture, alt));
    section += quiz;
    if (!words.isEmpty() && (!h.hold || !h.narration.isEmpty()))
        section += (later ? QStringLiteral("<div class=\"narration after-reveal\" hidden>%1</div>\n")
                          : QStringLiteral("<div class=\"narration\">%1</div>\n"))
                       .arg(words);
    if (h.table && !h.hold)
        section += QStringLiteral("<details%1><summary>%2</summary>%3</details>\n")
                       .arg(later ? QStringLiteral(" class=\"after-reveal\" hidden") : QString(),
                            pageText(currentLanguage(), QT_TRANSLATE_NOOP("sgd::page", "This step's numbers")).toHtmlEscaped(),
                            handoutTableHtml(trace, h.step, h.digits ? *h.digits : handoutFieldDigits(trace)));
    section += QStringLiteral("</section>\n");
    return section;
}

namespace {

QString documentHead(const QString &title, const QString &code)
{
    // The page's language is the one it was exported in (a screen reader picks its voice by it).
    const QString lang = QString(code).replace(QLatin1Char('_'), QLatin1Char('-'));
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%3\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                          "<meta name=\"generator\" content=\"SGD Studio\">\n<title>%1 — SGD Studio</title>\n"
                          "<style>%2</style>\n</head>\n<body>\n")
        .arg(title.toHtmlEscaped(), htmlPageStyle(), lang);
}

/// One button of the step bar: its id, its key (the tooltip) and its word, in the language `code`.
QString barButton(const QString &code, const char *id, const char *key, const char *word)
{
    return QStringLiteral("<button type=\"button\" id=\"%1\" title=\"%2\">%3</button>")
        .arg(QLatin1String(id), pageText(code, key).toHtmlEscaped(), pageText(code, word).toHtmlEscaped());
}

/// The step bar: the file plays its steps, the live page jumps back to the teacher's step.
QString stepBar(bool live, const QString &code)
{
    const QString keys =
        live ? pageText(code, QT_TRANSLATE_NOOP("sgd::page", "Left and Right step through the last steps · End returns to live"))
             : pageText(code, QT_TRANSLATE_NOOP("sgd::page", "Right and Left step · Space plays · Home starts again"));
    return QStringLiteral("<nav aria-label=\"%1\">")
               .arg(pageText(code, QT_TRANSLATE_NOOP("sgd::page", "steps")).toHtmlEscaped()) +
           barButton(code, "home", QT_TRANSLATE_NOOP("sgd::page", "Home"), QT_TRANSLATE_NOOP("sgd::page", "Start")) +
           barButton(code, "back", QT_TRANSLATE_NOOP("sgd::page", "Left arrow"), QT_TRANSLATE_NOOP("sgd::page", "Back")) +
           (live ? QString()
                 : barButton(code, "play", QT_TRANSLATE_NOOP("sgd::page", "Space"), QT_TRANSLATE_NOOP("sgd::page", "Play"))) +
           barButton(code, "next", QT_TRANSLATE_NOOP("sgd::page", "Right arrow"), QT_TRANSLATE_NOOP("sgd::page", "Step")) +
           QStringLiteral("<span id=\"counter\" aria-live=\"polite\"></span>") +
           (live
                ? barButton(code, "live", QT_TRANSLATE_NOOP("sgd::page", "End"), QT_TRANSLATE_NOOP("sgd::page", "Back to live")) +
                      QStringLiteral("<span id=\"state\" aria-live=\"polite\"></span>")
                : QString()) +
           QStringLiteral("<span class=\"keys\">%1</span></nav>\n").arg(keys.toHtmlEscaped());
}

} // namespace

QString htmlDocument(const QString &title, const QString &summary, const QString &notice, const QString &sections,
                     const QString &footer)
{
    const QString code = currentLanguage();
    QString out = documentHead(title, code);
    out += QStringLiteral("<header><h1>%1</h1><p class=\"summary\">%2</p>").arg(title.toHtmlEscaped(), summary.toHtmlEscaped());
    if (!notice.isEmpty())
        out += QStringLiteral("<p class=\"cut\">%1</p>").arg(notice);
    out += QStringLiteral("</header>\n") + stepBar(false, code) + QStringLiteral("<main>\n");
    out += sections;
    out += QStringLiteral("</main>\n<footer><p>%1 %2</p></footer>\n<script>%3</script>\n</body>\n</html>\n")
               .arg(footer, pageText(code, QT_TRANSLATE_NOOP("sgd::page", "This page needs no network.")), filePageScript(code));
    return out;
}

QString liveClassPage(const QString &codeIn)
{
    const QString code = codeIn.isEmpty() ? currentLanguage() : codeIn;
    auto t = [&code](const char *source) { return pageText(code, source).toHtmlEscaped(); };
    QString out = documentHead(pageText(code, QT_TRANSLATE_NOOP("sgd::page", "Class session")), code);
    out += QStringLiteral("<header><h1 id=\"title\">%1</h1><p class=\"summary\">%2</p>\n"
                          "<div id=\"join\"><form id=\"join-form\" class=\"join\" autocomplete=\"off\">"
                          "<label>%3 <input id=\"code\" maxlength=\"12\" autocapitalize=\"characters\" spellcheck=\"false\" "
                          "required></label> <label>%4 <input id=\"nick\" maxlength=\"24\"></label> "
                          "<button type=\"submit\" id=\"join-button\">%5</button></form>"
                          "<p id=\"join-status\" aria-live=\"polite\"></p></div></header>\n")
               .arg(t(QT_TRANSLATE_NOOP("sgd::page", "Join the class")),
                    t(QT_TRANSLATE_NOOP("sgd::page", "Follow the teacher's steps on this device, step back on your own, and "
                                                     "answer when the teacher asks.")),
                    t(QT_TRANSLATE_NOOP("sgd::page", "Join code")), t(QT_TRANSLATE_NOOP("sgd::page", "Nickname (optional)")),
                    t(QT_TRANSLATE_NOOP("sgd::page", "Join")));
    out += stepBar(true, code);
    out += QStringLiteral("<div id=\"ask\" class=\"quiz\" hidden><p class=\"prompt\"></p><p class=\"form\"></p>"
                          "<p class=\"verdict\" aria-live=\"polite\"></p></div>\n<main>\n</main>\n");
    out += QStringLiteral("<footer><p>%1</p></footer>\n<script>%2</script>\n</body>\n</html>\n")
               .arg(t(QT_TRANSLATE_NOOP("sgd::page", "Answers are anonymous unless you give a nickname; nothing you send is "
                                                     "kept after the session unless the teacher saves the answers.")),
                    classPageScript(code));
    return out;
}

QString htmlPage(const Trace &trace, const PictureOptions &o, StepRange steps, bool cut, double maxBytes)
{
    const SceneDef *scene = findScene(trace.scene);
    const QString title = scene ? coreText(scene->title) : QString::fromStdString(trace.scene);
    // The steps first: a page stops adding them at kHtmlMaxBytes (a busy view's SVG is large).
    QString body;
    const std::map<std::string, int> digits = handoutFieldDigits(trace); // once: every step reads them
    PaintCache cache;                                                    // the pictures share one, as a handout's pages do
    int last = steps.first - 1;
    for (int i = steps.first; i <= steps.last; ++i) {
        if (o.cancelled && o.cancelled())
            break; // Ctrl+C: exportHtml writes nothing
        HtmlStep h{&trace, o, i, stepCounter(trace, i), {}, std::nullopt, {}, &digits};
        h.phonePicture = true;
        const QString section = htmlSection(h, cache, i == steps.first, i < steps.last);
        if (i > steps.first && double(body.size() + section.size()) > maxBytes) {
            cut = true;
            break;
        }
        body += section;
        last = i;
    }
    const QString notice =
        cut ? pageText(currentLanguage(), QT_TRANSLATE_NOOP("sgd::page", "This page holds steps %1 to %2 of the run's %3: a page "
                                                                         "holds at most %4 steps and about %5 MB. Export another "
                                                                         "range with <code>--from</code> and <code>--to</code>."))
                  .arg(steps.first)
                  .arg(last)
                  .arg(int(trace.frames.size()) - 1)
                  .arg(kHtmlMaxSteps)
                  .arg(maxBytes / 1e6)
            : QString();
    return htmlDocument(title, scene ? coreText(scene->summary) : QString(), notice, body,
                        pageText(currentLanguage(),
                                 QT_TRANSLATE_NOOP("sgd::page", "Made with SGD Studio from scene <code>%1</code>: every picture "
                                                                "and number comes from the same computation as the app."))
                            .arg(html(trace.scene)));
}

QString lessonHtmlPage(const Lesson &lesson, const PictureOptions &base)
{
    struct Run {
        std::string key;
        std::shared_ptr<const Trace> trace;
        std::map<std::string, int> digits;
    };
    std::deque<Run> runs; // a scene and parameters run once (a deque: the pointers handed out stay valid)
    auto traceOf = [&runs](const LessonSlide &slide) {
        const SceneDef &scene = *findScene(slide.scene);
        ParamSet params = scene.defaults();
        std::string key = slide.scene;
        for (const auto &[k, v] : slide.params) {
            params.set(k, v);
            key += "\n" + k + "=" + v;
        }
        for (const Run &r : runs)
            if (r.key == key)
                return &r;
        auto trace = std::make_shared<const Trace>(runScene(scene, params));
        runs.push_back(Run{key, trace, handoutFieldDigits(*trace)});
        return static_cast<const Run *>(&runs.back());
    };
    QString body;
    PaintCache cache;
    const int slides = std::min(int(lesson.slides.size()), kHtmlMaxSteps);
    for (int i = 0; i < slides; ++i) {
        if (base.cancelled && base.cancelled())
            break; // Ctrl+C: exportLessonHtml writes nothing
        const LessonSlide &slide = lesson.slides[std::size_t(i)];
        const Run *run = traceOf(slide);
        const std::shared_ptr<const Trace> trace = run->trace;
        HtmlStep h;
        h.trace = trace.get();
        h.digits = &run->digits;
        h.step = std::clamp(slide.step, 0, int(trace->frames.size()) - 1);
        h.options = base;
        h.options.view = QString::fromStdString(slide.view);
        for (const auto &[key, on] : slide.options)
            h.options.viewOptions[QString::fromStdString(key)] = on;
        h.options.penStrokes = slide.strokes;
        h.counter = pageText(currentLanguage(), QT_TRANSLATE_NOOP("sgd::page", "Slide %1 of %2 · %3"))
                        .arg(i + 1)
                        .arg(lesson.slides.size())
                        .arg(stepCounter(*trace, h.step));
        if (!slide.narration.empty())
            h.narration = html(slide.narration).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        for (const QuizQuestion &q : slide.quiz)
            if (q.step == h.step)
                h.scripted = q;
        if (const SceneDef *scene = findScene(slide.scene))
            h.heading = coreText(scene->title);
        h.phonePicture = true;
        body += htmlSection(h, cache, i == 0, true);
    }
    const QString notice =
        slides < int(lesson.slides.size())
            ? pageText(currentLanguage(),
                       QT_TRANSLATE_NOOP("sgd::page", "This page holds the first %1 of the lesson's %2 slides."))
                  .arg(slides)
                  .arg(lesson.slides.size())
            : QString();
    return htmlDocument(coreText(lesson.title), coreText(lesson.description), notice, body,
                        pageText(currentLanguage(),
                                 QT_TRANSLATE_NOOP("sgd::page", "Made with SGD Studio from the lesson's %1 slides: every picture "
                                                                "and number comes from the same computation as the app."))
                            .arg(lesson.slides.size()));
}

namespace {

/// The page through a temporary file renamed into place: never half written.
bool writePage(const QString &path, const QString &page, QString &error)
{
    const QByteArray bytes = page.toUtf8();
    OutputFile file(fileNameBytes(path)); // the name as given, also when it is not UTF-8
    if (file.open() && file.writeAll(bytes.constData(), std::size_t(bytes.size())) && file.prepareCommit() && file.commit())
        return true;
    error = QString::fromStdString(file.error());
    return false;
}

} // namespace

bool exportLessonHtml(const Lesson &lesson, const QString &path, const PictureOptions &options, QString &error)
{
    if (lesson.slides.empty()) {
        error = QObject::tr("the lesson has no slides");
        return false;
    }
    try {
        const QString page = lessonHtmlPage(lesson, options);
        if (options.cancelled && options.cancelled()) {
            error = QObject::tr("stopped: nothing was written");
            return false;
        }
        return writePage(path, page, error);
    } catch (const std::exception &e) { // a slide whose parameters no longer run
        error = QString::fromUtf8(e.what());
        return false;
    }
}

bool exportHtml(const Trace &trace, const QString &path, const PictureOptions &o, QString &error, StepRange requested)
{
    StepRange steps;
    bool cut = false;
    if (!htmlSteps(trace, requested, steps, cut, error))
        return false;
    const QString page = htmlPage(trace, o, steps, cut);
    if (o.cancelled && o.cancelled()) { // stopped while painting: the old file stays as it was
        error = QObject::tr("stopped: nothing was written");
        return false;
    }
    return writePage(path, page, error);
}

} // namespace sgd::ui
