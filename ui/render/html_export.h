#pragma once
// A run as one web page to take home: every step's picture (a PNG painted by the same painters as
// the window, so every number agrees), its narration, its numbers, and the scene's predict-then-reveal
// question; stepped with the window's keys (Right, Left, Space, Home). One self-contained file:
// no network, no script or style from elsewhere; it opens from disk in any current browser.

#include "core/quiz.h"
#include "core/quiz_values.h"
#include "exporter.h"

#include <map>
#include <optional>
#include <string>

namespace sgd {
struct Lesson;
}

namespace sgd::ui {

class PaintCache;

/// The most steps one page holds: a longer run is cut to its first kHtmlMaxSteps steps (the page
/// says so), or exported as a range of steps.
constexpr int kHtmlMaxSteps = 200;
/// ... and about this many characters (20 MB): a busy view's steps stop there, and the page says so.
constexpr double kHtmlMaxBytes = 20e6;
/// Pixels per picture pixel in the page's images (sharp on most screens, at a sensible size).
constexpr int kHtmlPixelRatio = 1;
/// A phone held upright gets the step laid out for it (CSS pixels, the width of a common phone):
/// the picture keeps its labels as large as the page's small print instead of a 1280-pixel
/// picture scaled to a third. The take-home page carries it beside the wide one (shown below
/// 600 CSS pixels); the class session sends it to the pages that say they are that narrow.
inline constexpr int kHtmlPhoneWidth = 390, kHtmlPhoneHeight = 600, kHtmlPhonePixelRatio = 2;

/// The page's steps for `requested` (last = -1: to the end), cut to kHtmlMaxSteps; `cut` says
/// whether the range was shortened. False with `error` when the range is not in the trace.
bool htmlSteps(const Trace &trace, StepRange requested, StepRange &steps, bool &cut, QString &error);

/// One section of a page: a step of a run as the window shows it.
struct HtmlStep {
    const Trace *trace = nullptr;
    PictureOptions options; ///< the view, its toggles, the style, the size, pen strokes
    int step = 0;
    QString counter;                      ///< "Round 2 / 8", "Slide 3 of 5 · Round 2 / 8"
    QString narration;                    ///< HTML; empty: the scene's own
    std::optional<QuizQuestion> scripted; ///< a lesson's question for this step; none: the scene's
    QString heading;                      ///< above the picture (a lesson's slide); empty: none
    /// The run's handoutFieldDigits(), computed once per run by the caller (every step reads them).
    const std::map<std::string, int> *digits = nullptr;
    bool svg = false;  ///< the picture as SVG (the live page) rather than PNG (the file)
    bool table = true; ///< the step's numbers
    /// The class's quiz mode is on: the picture holds back what the next step brings, the numbers
    /// are left out and the words are `narration` only (the question, from the window's quiz).
    bool hold = false;
    bool picture = true;       ///< false: the section without its picture (tests audit the picture on its own)
    bool phonePicture = false; ///< the file: a second picture laid out for a phone (kHtmlPhoneWidth), shown on narrow screens
};

/// The question a section asks (`ask`: the page asks before the next step), or none.
std::optional<QuizAsk> htmlQuestion(const HtmlStep &step, bool ask);
/// How a section paints its picture: while a question is open (htmlQuestion, or the class's
/// hold) it holds back what the next step brings (kQuizHideNextKey).
PictureOptions htmlPictureOptions(const HtmlStep &step, bool ask);
/// One step's section; `first` shows it (the others wait hidden), `ask` puts the question before
/// the next step (when the run has one).
QString htmlSection(const HtmlStep &step, PaintCache &cache, bool first, bool ask);
/// The whole page around its sections: the title, a notice (HTML, e.g. the steps a cut page
/// holds), the step bar and keys, a footer (HTML), the style and the script.
QString htmlDocument(const QString &title, const QString &summary, const QString &notice, const QString &sections,
                     const QString &footer);

/// The live class page (issue #33): a student joins the teacher's session with its code, then sees
/// each step the teacher shows (sections made by htmlSection, pictures as SVG), steps back through
/// the last few on their own, and answers the teacher's question once. The same viewer and style as
/// the file; the steps and questions come over a WebSocket from the page's own host (/ws).
/// Its own words in the shipped language `code` (a student's browser language; empty: the installed one).
QString liveClassPage(const QString &code = QString());

/// The page as text: the options' view, style and size for the pictures; `cut` (from htmlSteps)
/// puts the notice on the page, which also appears when the steps stop at kHtmlMaxBytes.
QString htmlPage(const Trace &trace, const PictureOptions &options, StepRange steps, bool cut, double maxBytes = kHtmlMaxBytes);

/// Writes the page to `path` (a temporary file renamed into place); false with `error`.
bool exportHtml(const Trace &trace, const QString &path, const PictureOptions &options, QString &error, StepRange requested = {});

/// A lesson as one page: one section per slide (its scene at its step, with the slide's view and
/// toggles, pen notes, narration and question), at most kHtmlMaxSteps slides (the page says so).
QString lessonHtmlPage(const Lesson &lesson, const PictureOptions &options);
/// Writes it; false with `error` (an empty lesson, a slide that cannot run, a path that cannot be written).
bool exportLessonHtml(const Lesson &lesson, const QString &path, const PictureOptions &options, QString &error);

} // namespace sgd::ui
