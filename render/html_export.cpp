#include "html_export.h"

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

#include <QBuffer>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <deque>

namespace sgd::ui {

namespace {

QString html(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

/// A JSON array of numbers for a data attribute (shortest text that reads back the same).
QString numbersJson(const std::vector<double> &v)
{
    QStringList parts;
    for (double x : v)
        parts << QString::fromStdString(formatNumber(x));
    return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
}

/// One step's picture, exactly as the window paints it (with pen notes), as a PNG inside the page.
/// (Not SVG: Qt's SVG generator drops clipping, so an inset's lines would run out of their box.)
QString stepImage(const Trace &trace, const PictureOptions &o, int step, PaintCache &cache)
{
    QImage image(o.size * kHtmlPixelRatio, QImage::Format_RGB32);
    image.setDevicePixelRatio(kHtmlPixelRatio);
    image.fill(o.style.background);
    {
        QPainter p(&image);
        const QRectF area(QPointF(0, 0), QSizeF(o.size));
        if (paintFrame(p, area, trace, o.style, {step, 0.0, o.viewOptions, o.view, {}, {}, &cache}))
            paintPenStrokes(p, area, o.penStrokes, step, o.style);
    }
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    image.save(&png, "PNG", 70); // a lighter zlib level: a quarter faster, 6 % larger
    return QStringLiteral("<img src=\"data:image/png;base64,%1\" width=\"%2\" height=\"%3\" alt=\"%4\">")
        .arg(QString::fromLatin1(png.data().toBase64()))
        .arg(o.size.width())
        .arg(o.size.height())
        .arg(stepCounter(trace, step).toHtmlEscaped());
}

/// The predict-then-reveal block for the step from `step` to `step + 1`, or "" when the scene
/// asks nothing there. The page grades as the window does: numbers exact within 0.1 %, close
/// within 10 %; counts and categories right only when equal; the classic slips named.
QString quizBlock(const Trace &trace, int step, const QuizQuestion *scripted)
{
    const std::optional<QuizAsk> ask = quizQuestion(trace, step, scripted);
    if (!ask || ask->asked.values.empty())
        return {};
    std::string slips = "["; // JSON, then escaped once for the attribute
    for (std::size_t i = 0; i < ask->slips.size(); ++i)
        slips +=
            (i ? "," : "") + std::string("[") + formatNumber(ask->slips[i].first) + "," + jsonString(ask->slips[i].second) + "]";
    slips += "]";
    const char *kind = ask->asked.kind == QuizKind::Number ? "number" : "exact";
    QString out = QStringLiteral("<div class=\"quiz\" data-answer=\"%1\" data-before=\"%2\" data-kind=\"%3\" data-slips=\"%4\" "
                                 "data-reveal=\"%5\">")
                      .arg(numbersJson(ask->asked.values), numbersJson(ask->before), QLatin1String(kind), html(slips),
                           html(quizValueText(ask->asked)));
    out += QStringLiteral("<p class=\"prompt\"><b>Predict</b> before the next step: %1</p>").arg(html(ask->prompt));
    if (!ask->choices.empty()) {
        out += QStringLiteral("<p class=\"choices\">");
        for (const std::string &c : ask->choices)
            out += QStringLiteral("<button type=\"button\" class=\"choice\">%1</button> ").arg(html(c));
    } else {
        out += QStringLiteral("<p><input type=\"text\" inputmode=\"decimal\" aria-label=\"your prediction\" "
                              "placeholder=\"your answer, e.g. 1.25\"> <button type=\"button\" class=\"check\">Check</button> ");
    }
    out += QStringLiteral("<button type=\"button\" class=\"reveal\">Reveal</button></p><p class=\"verdict\" "
                          "aria-live=\"polite\"></p></div>");
    return out;
}

const char *kStyle = R"CSS(
:root { --fg: #1c2430; --muted: #5b6573; --accent: #1f4e79; --bg: #ffffff; --panel: #f3f5f8; --line: #d5dbe3;
        --right: #2e7d32; --wrong: #b23b2e; }
* { box-sizing: border-box; }
body { margin: 0; font: 17px/1.5 "DejaVu Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: var(--fg);
       background: var(--bg); }
header, main, footer { max-width: 1280px; margin: 0 auto; padding: 0 16px; }
h1 { font-size: 1.5em; margin: 16px 0 4px; }
.summary, footer, .keys { color: var(--muted); }
nav { position: sticky; top: 0; z-index: 1; background: var(--panel); border-bottom: 1px solid var(--line);
      display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 8px 16px; }
nav button, .quiz button { font: inherit; padding: 4px 12px; border: 1px solid var(--line); border-radius: 6px;
      background: var(--bg); color: var(--fg); cursor: pointer; }
nav button:focus-visible, .quiz button:focus-visible, .quiz input:focus-visible { outline: 3px solid var(--accent); }
#counter { font-weight: bold; min-width: 10em; }
.keys { font-size: 0.85em; margin-left: auto; }
figure { margin: 12px 0; }
figure img { width: 100%; height: auto; display: block; border: 1px solid var(--line); border-radius: 4px; }
.narration { margin: 8px 0; }
.quiz { background: var(--panel); border-left: 4px solid var(--accent); padding: 8px 12px; margin: 8px 0; }
.quiz input { font: inherit; width: 12em; padding: 4px 8px; }
.verdict.right { color: var(--right); font-weight: bold; }
.verdict.wrong { color: var(--wrong); font-weight: bold; }
details { margin: 8px 0 24px; }
table { border-collapse: collapse; font-size: 0.85em; }
td { border: 1px solid var(--line); padding: 2px 6px; }
.cut { background: #fff4d6; border: 1px solid #e0c36a; padding: 6px 12px; border-radius: 4px; }
@media (max-width: 700px) { body { font-size: 15px; } .keys { display: none; } }
)CSS";

// Steps with the window's keys; checks a prediction as the window does. No network, no libraries.
const char *kScript = R"JS(
(function () {
  var steps = Array.prototype.slice.call(document.querySelectorAll('section.step'));
  var counter = document.getElementById('counter'), play = document.getElementById('play');
  var at = 0, timer = null;
  function show(n) {
    n = Math.max(0, Math.min(steps.length - 1, n));
    steps[at].hidden = true;
    at = n;
    steps[at].hidden = false;
    counter.textContent = steps[at].getAttribute('data-counter');
    if (at === steps.length - 1) stop();
  }
  function stop() { if (timer) { clearInterval(timer); timer = null; play.textContent = 'Play'; } }
  function toggle() {
    if (timer) { stop(); return; }
    if (at === steps.length - 1) show(0);
    timer = setInterval(function () { show(at + 1); }, 1600);
    play.textContent = 'Pause';
  }
  document.getElementById('home').onclick = function () { stop(); show(0); };
  document.getElementById('back').onclick = function () { stop(); show(at - 1); };
  document.getElementById('next').onclick = function () { stop(); show(at + 1); };
  play.onclick = toggle;
  document.addEventListener('keydown', function (e) {
    var typing = e.target && (e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA');
    if (typing && e.key !== 'Escape') return;
    if (e.key === 'ArrowRight') { stop(); show(at + 1); }
    else if (e.key === 'ArrowLeft') { stop(); show(at - 1); }
    else if (e.key === ' ') toggle();
    else if (e.key === 'Home') { stop(); show(0); }
    else if (e.key === 'End') { stop(); show(steps.length - 1); }
    else return;
    e.preventDefault();
  });
  function numbers(text) {
    var parts = text.split(/[\s,;]+/).filter(function (p) { return p.length > 0; });
    var out = parts.map(function (p) { return Number(p.replace('\u2212', '-')); });
    return out.some(function (x) { return !isFinite(x); }) ? [] : out;
  }
  function grade(quiz, guess) {
    var answer = JSON.parse(quiz.getAttribute('data-answer'));
    var before = JSON.parse(quiz.getAttribute('data-before'));
    var slips = JSON.parse(quiz.getAttribute('data-slips'));
    if (guess.length !== answer.length)
      return [false, answer.length === 1 ? 'Give one number.' : 'Give ' + answer.length + ' numbers, separated by commas.'];
    var err = 0, scale = 0, fromBefore = 0;
    for (var i = 0; i < answer.length; i++) {
      err = Math.max(err, Math.abs(guess[i] - answer[i]));
      scale = Math.max(scale, Math.abs(answer[i]));
      if (before.length === answer.length) fromBefore = Math.max(fromBefore, Math.abs(guess[i] - before[i]));
    }
    if (quiz.getAttribute('data-kind') !== 'number')
      return err === 0 ? [true, 'Right.'] : [false, 'Not quite: try again, or reveal.'];
    for (var j = 0; j < slips.length && guess.length === 1; j++)
      if (Math.abs(guess[0] - slips[j][0]) <= 1e-3 * Math.max(1, Math.abs(slips[j][0])) && err > 1e-9)
        return [false, 'A classic slip: ' + slips[j][1]];
    if (before.length === answer.length && fromBefore <= err)
      return [false, 'That is where it stood before the step: the step changes it.'];
    if (err <= Math.max(1e-9, 1e-3 * scale)) return [true, 'Exact.'];
    if (scale > 0 && err <= 0.1 * scale)
      return [true, 'Close: off by ' + (100 * err / scale).toPrecision(2) + '%.'];
    return [false, 'Far off: try again, or reveal.'];
  }
  Array.prototype.forEach.call(document.querySelectorAll('.quiz'), function (quiz) {
    var verdict = quiz.querySelector('.verdict'), input = quiz.querySelector('input');
    function say(result) {
      verdict.textContent = result[1];
      verdict.className = 'verdict ' + (result[0] ? 'right' : 'wrong');
    }
    var check = quiz.querySelector('.check');
    if (check) {
      check.onclick = function () { say(grade(quiz, numbers(input.value))); };
      input.addEventListener('keydown', function (e) { if (e.key === 'Enter') check.onclick(); });
    }
    Array.prototype.forEach.call(quiz.querySelectorAll('.choice'), function (b) {
      b.onclick = function () { say(grade(quiz, numbers(b.textContent.split(':')[0]))); };
    });
    quiz.querySelector('.reveal').onclick = function () {
      verdict.textContent = 'The answer: ' + quiz.getAttribute('data-reveal') + '. Step on to see it happen.';
      verdict.className = 'verdict';
    };
  });
  show(0);
  document.body.setAttribute('data-ready', '1');
})();
)JS";

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

QString htmlSection(const HtmlStep &h, PaintCache &cache, bool first, bool ask)
{
    const Trace &trace = *h.trace;
    QString section = QStringLiteral("<section class=\"step\" data-step=\"%1\" data-counter=\"%2\"%3>\n")
                          .arg(h.step)
                          .arg(h.counter.toHtmlEscaped(), first ? QString() : QStringLiteral(" hidden"));
    if (!h.heading.isEmpty())
        section += QStringLiteral("<h2>%1</h2>\n").arg(h.heading.toHtmlEscaped());
    section += QStringLiteral("<figure>%1</figure>\n").arg(stepImage(trace, h.options, h.step, cache));
    if (ask && h.step + 1 < int(trace.frames.size()))
        section += quizBlock(trace, h.step, h.scripted ? &*h.scripted : nullptr);
    if (!h.narration.isEmpty())
        section += QStringLiteral("<div class=\"narration\">%1</div>\n").arg(h.narration);
    else if (const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene)))
        section += QStringLiteral("<div class=\"narration\">%1</div>\n")
                       .arg(painter->narration(trace, h.step, withView(h.options.viewOptions, h.options.view)));
    section += QStringLiteral("<details><summary>This step's numbers</summary>%1</details>\n</section>\n")
                   .arg(handoutTableHtml(trace, h.step, h.digits ? *h.digits : handoutFieldDigits(trace)));
    return section;
}

QString htmlDocument(const QString &title, const QString &summary, const QString &notice, const QString &sections,
                     const QString &footer)
{
    QString out = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                                 "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                                 "<meta name=\"generator\" content=\"SGD Studio\">\n<title>%1 — SGD Studio</title>\n"
                                 "<style>%2</style>\n</head>\n<body>\n")
                      .arg(title.toHtmlEscaped(), QString::fromUtf8(kStyle));
    out += QStringLiteral("<header><h1>%1</h1><p class=\"summary\">%2</p>").arg(title.toHtmlEscaped(), summary.toHtmlEscaped());
    if (!notice.isEmpty())
        out += QStringLiteral("<p class=\"cut\">%1</p>").arg(notice);
    out += QStringLiteral("</header>\n<nav aria-label=\"steps\"><button type=\"button\" id=\"home\" title=\"Home\">Start</button>"
                          "<button type=\"button\" id=\"back\" title=\"Left arrow\">Back</button>"
                          "<button type=\"button\" id=\"play\" title=\"Space\">Play</button>"
                          "<button type=\"button\" id=\"next\" title=\"Right arrow\">Step</button>"
                          "<span id=\"counter\" aria-live=\"polite\"></span>"
                          "<span class=\"keys\">Right and Left step · Space plays · Home starts again</span></nav>\n<main>\n");
    out += sections;
    out +=
        QStringLiteral("</main>\n<footer><p>%1 This page needs no network.</p></footer>\n<script>%2</script>\n</body>\n</html>\n")
            .arg(footer, QString::fromUtf8(kScript));
    return out;
}

QString htmlPage(const Trace &trace, const PictureOptions &o, StepRange steps, bool cut, double maxBytes)
{
    const SceneDef *scene = findScene(trace.scene);
    const QString title = QString::fromStdString(scene ? scene->title : trace.scene);
    // The steps first: a page stops adding them at kHtmlMaxBytes (a busy view's SVG is large).
    QString body;
    const std::map<std::string, int> digits = handoutFieldDigits(trace); // once: every step reads them
    PaintCache cache;                                                    // the pictures share one, as a handout's pages do
    int last = steps.first - 1;
    for (int i = steps.first; i <= steps.last; ++i) {
        const QString section = htmlSection({&trace, o, i, stepCounter(trace, i), {}, std::nullopt, {}, &digits}, cache,
                                            i == steps.first, i < steps.last);
        if (i > steps.first && double(body.size() + section.size()) > maxBytes) {
            cut = true;
            break;
        }
        body += section;
        last = i;
    }
    const QString notice = cut ? QStringLiteral("This page holds steps %1 to %2 of the run's %3: a page holds at most %4 steps "
                                                "and about %5 MB. Export another range with <code>--from</code> and "
                                                "<code>--to</code>.")
                                     .arg(steps.first)
                                     .arg(last)
                                     .arg(int(trace.frames.size()) - 1)
                                     .arg(kHtmlMaxSteps)
                                     .arg(maxBytes / 1e6)
                               : QString();
    return htmlDocument(title, scene ? QString::fromStdString(scene->summary) : QString(), notice, body,
                        QStringLiteral("Made with SGD Studio from scene <code>%1</code>: every picture and number comes from "
                                       "the same computation as the app.")
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
        h.counter = QStringLiteral("Slide %1 of %2 · %3").arg(i + 1).arg(lesson.slides.size()).arg(stepCounter(*trace, h.step));
        if (!slide.narration.empty())
            h.narration = html(slide.narration).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        for (const QuizQuestion &q : slide.quiz)
            if (q.step == h.step)
                h.scripted = q;
        if (const SceneDef *scene = findScene(slide.scene))
            h.heading = QString::fromStdString(scene->title);
        body += htmlSection(h, cache, i == 0, true);
    }
    const QString notice =
        slides < int(lesson.slides.size())
            ? QStringLiteral("This page holds the first %1 of the lesson's %2 slides.").arg(slides).arg(lesson.slides.size())
            : QString();
    return htmlDocument(QString::fromStdString(lesson.title), QString::fromStdString(lesson.description), notice, body,
                        QStringLiteral("Made with SGD Studio from the lesson's %1 slides: every picture and number comes from "
                                       "the same computation as the app.")
                            .arg(lesson.slides.size()));
}

namespace {

/// The page through a temporary file renamed into place: never half written.
bool writePage(const QString &path, const QString &page, QString &error)
{
    const QByteArray bytes = page.toUtf8();
    OutputFile file(path.toStdString());
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
        return writePage(path, lessonHtmlPage(lesson, options), error);
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
    return writePage(path, htmlPage(trace, o, steps, cut), error);
}

} // namespace sgd::ui
