#include "html_export.h"

#include "core/number_text.h"
#include "core/output_file.h"
#include "core/quiz_values.h"
#include "core/trace_io.h"
#include "core/scenes.h"
#include "paint_cache.h"
#include "render.h"
#include "scene_painter.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>

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

/// One step's picture as inline SVG (the painters' own drawing, scaled by the page).
QString stepSvg(const Trace &trace, const PictureOptions &o, int step, PaintCache &cache)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator gen;
    gen.setOutputDevice(&buffer);
    gen.setSize(o.size);
    gen.setViewBox(QRect(QPoint(0, 0), o.size));
    gen.setResolution(96);
    gen.setTitle(stepCounter(trace, step));
    gen.setDescription(QObject::tr("SGD Studio: scene %1, step %2").arg(QString::fromStdString(trace.scene)).arg(step));
    {
        QPainter p(&gen);
        paintFrame(p, QRectF(QPointF(0, 0), QSizeF(o.size)), trace, o.style, {step, 0.0, o.viewOptions, o.view, {}, {}, &cache});
    }
    QString svg = QString::fromUtf8(buffer.data());
    const qsizetype at = svg.indexOf(QLatin1String("<svg")); // inline: no XML declaration or doctype
    svg = at >= 0 ? svg.mid(at) : QString();
    // The page sizes it: the viewBox keeps the proportions.
    svg.replace(QRegularExpression(QStringLiteral("<svg width=\"[^\"]*\" height=\"[^\"]*\"")),
                QStringLiteral("<svg role=\"img\""));
    // Every step's SVG sits in the one page: its gradients' and patterns' ids get the step's prefix,
    // or url(#gradient1) would find another step's (hidden) one.
    const QString prefix = QStringLiteral("s%1-").arg(step);
    svg.replace(QRegularExpression(QStringLiteral("\\bid=\"([^\"]+)\"")), QStringLiteral("id=\"") + prefix + QStringLiteral("\\1\""));
    svg.replace(QRegularExpression(QStringLiteral("url\\(#([^)]+)\\)")), QStringLiteral("url(#") + prefix + QStringLiteral("\\1)"));
    svg.replace(QRegularExpression(QStringLiteral("href=\"#([^\"]+)\"")), QStringLiteral("href=\"#") + prefix + QStringLiteral("\\1\""));
    return svg;
}

/// The predict-then-reveal block for the step from `step` to `step + 1`, or "" when the scene
/// asks nothing there. The page grades as the window does: numbers exact within 0.1 %, close
/// within 10 %; counts and categories right only when equal; the classic slips named.
QString quizBlock(const Trace &trace, int step)
{
    const std::optional<QuizAsk> ask = quizQuestion(trace, step);
    if (!ask || ask->asked.values.empty())
        return {};
    std::string slips = "["; // JSON, then escaped once for the attribute
    for (std::size_t i = 0; i < ask->slips.size(); ++i)
        slips += (i ? "," : "") + std::string("[") + formatNumber(ask->slips[i].first) + "," + jsonString(ask->slips[i].second) +
                 "]";
    slips += "]";
    const char *kind = ask->asked.kind == QuizKind::Number ? "number" : "exact";
    QString out = QStringLiteral("<div class=\"quiz\" data-answer=\"%1\" data-before=\"%2\" data-kind=\"%3\" data-slips=\"%4\" "
                                 "data-reveal=\"%5\">")
                      .arg(numbersJson(ask->asked.values), numbersJson(ask->before), QLatin1String(kind),
                           html(slips), html(quizValueText(ask->asked)));
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
figure svg { width: 100%; height: auto; display: block; border: 1px solid var(--line); border-radius: 4px; }
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

QString htmlPage(const Trace &trace, const PictureOptions &o, StepRange steps, bool cut)
{
    const SceneDef *scene = findScene(trace.scene);
    const QString title = scene ? html(scene->title) : html(trace.scene);
    const ScenePainter *painter = painterFor(QString::fromStdString(trace.scene));
    const int frames = int(trace.frames.size());
    // The steps first: a page stops adding them at kHtmlMaxBytes (a busy view's SVG is large).
    QString body;
    PaintCache cache; // the pictures share one, as a handout's pages do
    const std::map<std::string, int> digits = handoutFieldDigits(trace);
    int last = steps.first - 1;
    for (int i = steps.first; i <= steps.last; ++i) {
        QString section = QStringLiteral("<section class=\"step\" data-step=\"%1\" data-counter=\"%2\"%3>\n<figure>%4</figure>\n")
                              .arg(i)
                              .arg(stepCounter(trace, i).toHtmlEscaped(), i == steps.first ? QString() : QStringLiteral(" hidden"),
                                   stepSvg(trace, o, i, cache));
        if (i < steps.last)
            section += quizBlock(trace, i);
        if (painter)
            section += QStringLiteral("<div class=\"narration\">%1</div>\n")
                           .arg(painter->narration(trace, i, withView(o.viewOptions, o.view)));
        section += QStringLiteral("<details><summary>This step's numbers</summary>%1</details>\n</section>\n")
                       .arg(handoutTableHtml(trace, i, digits));
        if (i > steps.first && double(body.size() + section.size()) > kHtmlMaxBytes) {
            cut = true;
            break;
        }
        body += section;
        last = i;
    }
    QString out = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                                 "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                                 "<meta name=\"generator\" content=\"SGD Studio\">\n<title>%1 — SGD Studio</title>\n"
                                 "<style>%2</style>\n</head>\n<body>\n")
                      .arg(title, QString::fromUtf8(kStyle));
    out += QStringLiteral("<header><h1>%1</h1><p class=\"summary\">%2</p>").arg(title, scene ? html(scene->summary) : QString());
    if (cut)
        out += QStringLiteral("<p class=\"cut\">This page holds steps %1 to %2 of the run's %3: a page holds at most %4 steps "
                              "and about %5 MB. Export another range with <code>--from</code> and <code>--to</code>.</p>")
                   .arg(steps.first)
                   .arg(last)
                   .arg(frames - 1)
                   .arg(kHtmlMaxSteps)
                   .arg(kHtmlMaxBytes / 1e6);
    out += QStringLiteral("</header>\n<nav aria-label=\"steps\"><button type=\"button\" id=\"home\" title=\"Home\">Start</button>"
                          "<button type=\"button\" id=\"back\" title=\"Left arrow\">Back</button>"
                          "<button type=\"button\" id=\"play\" title=\"Space\">Play</button>"
                          "<button type=\"button\" id=\"next\" title=\"Right arrow\">Step</button>"
                          "<span id=\"counter\" aria-live=\"polite\"></span>"
                          "<span class=\"keys\">Right and Left step · Space plays · Home starts again</span></nav>\n<main>\n");
    out += body;
    out += QStringLiteral("</main>\n<footer><p>Made with SGD Studio from scene <code>%1</code>: every picture and number comes "
                          "from the same computation as the app. This page needs no network.</p></footer>\n<script>%2</script>\n"
                          "</body>\n</html>\n")
               .arg(html(trace.scene), QString::fromUtf8(kScript));
    return out;
}

bool exportHtml(const Trace &trace, const QString &path, const PictureOptions &o, QString &error, StepRange requested)
{
    StepRange steps;
    bool cut = false;
    if (!htmlSteps(trace, requested, steps, cut, error))
        return false;
    const QByteArray page = htmlPage(trace, o, steps, cut).toUtf8();
    OutputFile file(path.toStdString());
    if (file.open() && file.writeAll(page.constData(), std::size_t(page.size())) && file.prepareCommit() && file.commit())
        return true;
    error = QString::fromStdString(file.error());
    return false;
}

} // namespace sgd::ui
